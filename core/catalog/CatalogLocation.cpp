// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogLocation.h"

#include <QCryptographicHash>
#include <QStandardPaths>
#include <QUrl>
#include <QUrlQuery>

namespace tunefit {

namespace {

Error invalidUri(const QString& why)
{
    return Error{ErrorCode::InvalidValue, "catalog", why.toStdString()};
}

} // namespace

CatalogLocation CatalogLocation::sqlite(QString path)
{
    CatalogLocation location;
    location.path = std::move(path);
    return location;
}

QString CatalogLocation::toString() const
{
    if (!isTeam())
        return path;
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    // An empty host keeps the "//": libpq then uses its default (the local socket).
    url.setHost(host);
    if (port > 0)
        url.setPort(port);
    url.setPath(QLatin1Char('/') + database);
    if (!options.isEmpty()) {
        QUrlQuery query;
        for (const QString& option : options.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            const qsizetype equals = option.indexOf(QLatin1Char('='));
            query.addQueryItem(option.left(equals), equals < 0 ? QString() : option.mid(equals + 1));
        }
        url.setQuery(query);
    }
    QString text = url.toString(QUrl::FullyEncoded);
    if (host.isEmpty() && !text.startsWith(QLatin1String("postgresql://")))
        text.replace(0, int(qstrlen("postgresql:")), QStringLiteral("postgresql://"));
    return text;
}

QString CatalogLocation::displayName() const
{
    if (!isTeam())
        return path;
    QString where = host.isEmpty() ? QStringLiteral("localhost") : host;
    if (port > 0)
        where += QLatin1Char(':') + QString::number(port);
    QString text = (database.isEmpty() ? user : database) + QLatin1String(" @ ") + where;
    if (!user.isEmpty())
        text += QLatin1String(" (") + user + QLatin1Char(')');
    return text;
}

QString CatalogLocation::snapshotPath() const
{
    if (!isTeam())
        return {};
    // The key names the server, database, user and options (never the password): one copy for each team catalog.
    const QByteArray key = QCryptographicHash::hash(toString().toUtf8(), QCryptographicHash::Sha256).toHex().left(24);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/team-snapshots/") +
           QString::fromLatin1(key) + QLatin1String(".sqlite");
}

Result<CatalogLocation> parseCatalogLocation(const QString& text)
{
    if (text.isEmpty())
        return Error{ErrorCode::EmptyPath, "catalog", {}};
    const bool postgresql = text.startsWith(QLatin1String("postgresql:"), Qt::CaseInsensitive);
    if (!postgresql && !text.startsWith(QLatin1String("postgres:"), Qt::CaseInsensitive))
        return CatalogLocation::sqlite(text);
    const qsizetype schemeEnd = text.indexOf(QLatin1Char(':'));
    if (text.mid(schemeEnd + 1, 2) != QLatin1String("//"))
        return invalidUri(QStringLiteral("expected postgresql://user@host:port/database"));
    // libpq accepts several hosts ("h1,h2:5433"); one catalog is one server here.
    const QUrl url(QStringLiteral("postgresql") + text.mid(schemeEnd), QUrl::StrictMode);
    if (!url.isValid())
        return invalidUri(url.errorString());
    if (url.host().contains(QLatin1Char(',')))
        return invalidUri(QStringLiteral("one host only"));
    CatalogLocation location;
    location.engine = CatalogLocation::Engine::Postgres;
    location.user = url.userName(QUrl::FullyDecoded);
    location.password = url.password(QUrl::FullyDecoded);
    location.host = url.host(QUrl::FullyDecoded);
    location.port = url.port(0);
    if (location.port < 0 || location.port > 65535)
        return invalidUri(QStringLiteral("bad port"));
    QString database = url.path(QUrl::FullyDecoded);
    if (database.startsWith(QLatin1Char('/')))
        database.remove(0, 1);
    if (database.contains(QLatin1Char('/')))
        return invalidUri(QStringLiteral("bad database name"));
    location.database = database;
    QStringList options;
    for (const auto& [key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        // QSqlDatabase::setConnectOptions separates options with ';'.
        if (key.isEmpty() || key.contains(QLatin1Char(';')) || value.contains(QLatin1Char(';')) ||
            key.contains(QLatin1Char('=')))
            return invalidUri(QStringLiteral("bad option %1").arg(key));
        if (key == QLatin1String("password")) {
            location.password = value;
            continue;
        }
        options << key + QLatin1Char('=') + value;
    }
    location.options = options.join(QLatin1Char(';'));
    // Without a host libpq falls back to PGHOST or the local socket: a catalog on a server nobody named.
    if (location.host.isEmpty() && !location.options.contains(QLatin1String("host=")))
        return invalidUri(QStringLiteral("no host: expected postgresql://user@host:port/database"));
    return location;
}

} // namespace tunefit

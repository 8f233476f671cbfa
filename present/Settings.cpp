// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/Settings.h"

#include <QRegularExpression>
#include <QSettings>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace tunefit::present {

namespace {

// The keys of Tunefit 1.x: kept as they are so that a newer version reads what an older one saved.
constexpr const char* kLanguage = "ui/language";
constexpr const char* kRecentFiles = "files/recent";
constexpr const char* kComparedGpus = "whatIf/comparedGpus";
constexpr const char* kLastJob = "session/lastJob";
constexpr const char* kLastJobFile = "session/file";
constexpr const char* kLastGpu = "session/gpu";
constexpr const char* kPriceReminderDays = "catalog/priceReminderDays";
constexpr const char* kCatalogLocation = "catalog/location";
constexpr const char* kLastTeamCatalog = "catalog/lastTeam";

QString layoutKey(SavedLayout which)
{
    switch (which) {
    case SavedLayout::MainWindow:
        return QStringLiteral("mainWindow/geometry");
    case SavedLayout::MainSplitter:
        return QStringLiteral("mainWindow/splitter");
    case SavedLayout::BreakdownSplitter:
        return QStringLiteral("mainWindow/breakdownSplitter");
    case SavedLayout::CatalogEditor:
        return QStringLiteral("catalogEditor/geometry");
    }
    return {};
}

} // namespace

QString Settings::language()
{
    return QSettings().value(QLatin1String(kLanguage)).toString();
}

void Settings::setLanguage(const QString& code)
{
    QSettings().setValue(QLatin1String(kLanguage), code);
}

QStringList Settings::recentFiles()
{
    return QSettings().value(QLatin1String(kRecentFiles)).toStringList();
}

void Settings::setRecentFiles(const QStringList& paths)
{
    QSettings().setValue(QLatin1String(kRecentFiles), paths);
}

std::optional<QStringList> Settings::comparedGpus()
{
    const QSettings settings;
    if (!settings.contains(QLatin1String(kComparedGpus)))
        return std::nullopt;
    return settings.value(QLatin1String(kComparedGpus)).toStringList();
}

void Settings::setComparedGpus(const QStringList& names)
{
    QSettings().setValue(QLatin1String(kComparedGpus), names);
}

QByteArray Settings::layout(SavedLayout which)
{
    return QSettings().value(layoutKey(which)).toByteArray();
}

void Settings::setLayout(SavedLayout which, const QByteArray& state)
{
    QSettings().setValue(layoutKey(which), state);
}

QByteArray Settings::lastJob()
{
    return QSettings().value(QLatin1String(kLastJob)).toByteArray();
}

QString Settings::lastJobFile()
{
    return QSettings().value(QLatin1String(kLastJobFile)).toString();
}

QString Settings::lastGpu()
{
    return QSettings().value(QLatin1String(kLastGpu)).toString();
}

void Settings::setLastJob(const QByteArray& json, const QString& file, const QString& gpu)
{
    QSettings settings;
    settings.setValue(QLatin1String(kLastJob), json);
    settings.setValue(QLatin1String(kLastJobFile), file);
    settings.setValue(QLatin1String(kLastGpu), gpu);
}

void Settings::clear()
{
    QSettings().clear();
}

int Settings::priceReminderDays()
{
    return std::max(0, QSettings().value(QLatin1String(kPriceReminderDays), 0).toInt());
}

void Settings::setPriceReminderDays(int days)
{
    QSettings().setValue(QLatin1String(kPriceReminderDays), std::max(0, days));
}

QString Settings::withoutPassword(const QString& location)
{
    const QString trimmed = location.trimmed();
    if (trimmed.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
        trimmed.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive)) {
        QUrl url(trimmed, QUrl::StrictMode);
        if (!url.isValid())
            return {}; // nothing that cannot be read is kept: it might hold a password in a form not recognised
        url.setPassword(QString());
        QUrlQuery query(url);
        query.removeAllQueryItems(QStringLiteral("password"));
        url.setQuery(query.isEmpty() ? QString() : query.query(QUrl::FullyEncoded), QUrl::StrictMode);
        return url.toString(QUrl::FullyEncoded);
    }
    // A file path (a local catalog) is kept as it is; a libpq key/value string ("host=db dbname=prices ...") loses its
    // password=secret or password='se cret' (quotes may hold escaped quotes).
    static const QRegularExpression kKeyValue(QStringLiteral(R"(^\w+\s*=)"));
    if (!kKeyValue.match(trimmed).hasMatch())
        return trimmed;
    static const QRegularExpression kPassword(QStringLiteral(R"((^|\s)password\s*=\s*('([^'\\]|\\.)*'|\S*))"),
                                              QRegularExpression::CaseInsensitiveOption);
    QString stripped = trimmed;
    stripped.remove(kPassword);
    return stripped.trimmed();
}

QString Settings::catalogLocation()
{
    return withoutPassword(QSettings().value(QLatin1String(kCatalogLocation)).toString());
}

void Settings::setCatalogLocation(const QString& location)
{
    QSettings settings;
    const QString kept = withoutPassword(location);
    if (kept.isEmpty())
        settings.remove(QLatin1String(kCatalogLocation));
    else
        settings.setValue(QLatin1String(kCatalogLocation), kept);
}

QString Settings::lastTeamCatalog()
{
    return withoutPassword(QSettings().value(QLatin1String(kLastTeamCatalog)).toString());
}

void Settings::setLastTeamCatalog(const QString& location)
{
    QSettings().setValue(QLatin1String(kLastTeamCatalog), withoutPassword(location));
}

} // namespace tunefit::present

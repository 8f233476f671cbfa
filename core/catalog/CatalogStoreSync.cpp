// SPDX-License-Identifier: GPL-3.0-or-later
// A team catalog on a PostgreSQL server, and the local SQLite copy it is opened from when the server cannot be
// reached.
#include "core/catalog/CatalogStore.h"

#include "core/catalog/CatalogSchema.h"
#include "core/catalog/RunRows.h"
#include "core/catalog/StoreMigration.h"
#include "core/catalog/StoreRows.h"
#include "core/catalog/StoreSql.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>

#include <cstdio>

namespace tunefit {

using namespace store_detail;

namespace {

/// libpq's "key=value" pairs for QSqlDatabase::setConnectOptions, values quoted as libpq reads them; a connection
/// gives up after 5 s unless the location says otherwise (libpq's default is to wait forever).
QString connectOptions(const CatalogLocation& location)
{
    QStringList options;
    bool timeout = false;
    for (const QString& option : location.options.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype equals = option.indexOf(QLatin1Char('='));
        const QString key = option.left(equals);
        QString value = equals < 0 ? QString() : option.mid(equals + 1);
        value.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
        options << key + QLatin1String("='") + value + QLatin1Char('\'');
        timeout = timeout || key == QLatin1String("connect_timeout");
    }
    if (!timeout)
        options << QStringLiteral("connect_timeout=5");
    return options.join(QLatin1Char(';'));
}

template <class T>
void copyRows(const QSqlDatabase& db, const TableSpec<T>& spec, const std::vector<StoredRow<T>>& rows)
{
    QStringList marks(qsizetype(spec.columns.size() + 3), QStringLiteral("?"));
    QSqlQuery query = prepared(db, QStringLiteral("INSERT INTO %1 (%2, %3, origin, row_version) VALUES (%4)")
                                       .arg(QString::fromLatin1(spec.name), idColumn(spec), columnList(spec),
                                            marks.join(QLatin1String(", "))));
    for (const StoredRow<T>& row : rows) {
        query.addBindValue(row.rowid);
        for (const auto& column : spec.columns)
            query.addBindValue(column.get(row.value));
        query.addBindValue(originText(row.origin));
        query.addBindValue(qint64(row.value.rowVersion));
        exec(query, "snapshot");
    }
}

/// Every row of a small table as text, for a verbatim copy.
std::vector<QStringList> selectText(const QSqlDatabase& db, const QString& sql, int columns)
{
    QSqlQuery query = prepared(db, sql);
    exec(query, "select");
    std::vector<QStringList> rows;
    while (query.next()) {
        QStringList row;
        for (int i = 0; i < columns; ++i)
            row << query.value(i).toString();
        rows.push_back(row);
    }
    return rows;
}

void insertText(const QSqlDatabase& db, const QString& sql, const std::vector<QStringList>& rows)
{
    QSqlQuery query = prepared(db, sql);
    for (const QStringList& row : rows) {
        for (const QString& value : row)
            query.addBindValue(value);
        exec(query, "snapshot");
    }
}

/// Whether the SQLite copy at `target` is the team catalog `of` at change stamp `stamp`; then only its date is
/// rewritten (to `now`). A damaged or foreign copy is not current: it is replaced.
bool touchIfCurrent(const QString& target, const QString& of, const std::optional<QString>& stamp, const QString& now)
{
    const QString name = nextConnectionName();
    bool current = false;
    {
        addConnection(name, target, Access::ReadWrite);
        const QSqlDatabase db = QSqlDatabase::database(name, false);
        try {
            // A copy to fall back on, rewritten from the server whenever in doubt: no need to wait for the disk.
            exec(db, QStringLiteral("PRAGMA synchronous = OFF"), "snapshot");
            current = catalogVersion(db) == CatalogStore::schemaVersion() && readMeta(db, "change_stamp") == stamp &&
                      readMeta(db, "snapshot_of") == of;
            if (current)
                writeMeta(db, "snapshot_date", now);
        } catch (const StoreFailure&) {
            current = false; // a damaged or foreign copy is replaced below
        }
    }
    removeConnection(name);
    return current;
}

/// Every row of a team catalog, as one state of the server: the typed tables with their ids, origins and versions,
/// and the small tables as text.
struct ServerRows
{
    std::vector<StoredRow<Gpu>> gpus;
    std::vector<StoredRow<Provider>> providers;
    std::vector<StoredRow<Offer>> offers;
    std::vector<StoredRow<ModelEntry>> models;
    std::vector<StoredRow<RunEntry>> runs;
    std::vector<StoredRow<CalibrationEntry>> calibrations;
    std::vector<QStringList> meta, sources, removed;
};

ServerRows readServerRows(const QSqlDatabase& server)
{
    ServerRows rows;
    const ReadTransaction read(server);
    rows.gpus = selectAll(server, store_detail::gpuTable());
    rows.providers = selectAll(server, store_detail::providerTable());
    rows.offers = selectAll(server, store_detail::offerTable());
    rows.models = selectAll(server, store_detail::modelTable());
    rows.runs = selectRuns(server);
    // A calibration for a method this Tunefit does not know stays on the server only (the copy is read as this
    // Tunefit reads it).
    rows.calibrations = selectCalibrations(server);
    rows.meta = selectText(server, QStringLiteral("SELECT key, value FROM meta"), 2);
    rows.sources =
        selectText(server, QStringLiteral("SELECT name, url, format, catalog_version, provider FROM price_sources"), 5);
    rows.removed = selectText(server, QStringLiteral("SELECT table_name, key FROM removed_bundled"), 2);
    return rows;
}

/// Writes `rows` into a new SQLite catalog at `path` (the latest schema), in one transaction, marked as the copy of
/// `of` made `now`.
void writeCopy(const QString& path, const ServerRows& rows, const QString& of, const QString& now)
{
    const QString name = nextConnectionName();
    {
        addConnection(name, path, Access::ReadWrite);
        const QSqlDatabase db = QSqlDatabase::database(name, false);
        exec(db, QStringLiteral("BEGIN"), "snapshot");
        for (const store_detail::Migration& migration : store_detail::migrations()) {
            for (const char* statement : migration.statements)
                exec(db, QString::fromLatin1(statement), "snapshot");
        }
        exec(db, QStringLiteral("DELETE FROM meta"), "snapshot");
        exec(db, QStringLiteral("DELETE FROM price_sources"), "snapshot");
        insertText(db, QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"), rows.meta);
        insertText(db, QStringLiteral("INSERT INTO price_sources VALUES (?, ?, ?, ?, ?)"), rows.sources);
        insertText(db, QStringLiteral("INSERT INTO removed_bundled (table_name, key) VALUES (?, ?)"), rows.removed);
        writeMeta(db, "snapshot_of", of);
        writeMeta(db, "snapshot_date", now);
        copyRows(db, store_detail::gpuTable(), rows.gpus);
        copyRows(db, store_detail::providerTable(), rows.providers);
        copyRows(db, store_detail::offerTable(), rows.offers);
        copyRows(db, store_detail::modelTable(), rows.models);
        copyRows(db, store_detail::runTable(), rows.runs);
        copyRows(db, store_detail::calibrationTable(), rows.calibrations);
        exec(db, QStringLiteral("COMMIT"), "snapshot");
    }
    removeConnection(name);
}

/// Keeps `target` an SQLite copy of the team catalog on `server` as it is now, dated now. Cheap when nothing changed
/// since the last copy (the change stamps agree): only the date is rewritten. A new copy is written beside it and
/// renamed over it, so a crash leaves the previous copy whole.
void writeSnapshotFile(const QSqlDatabase& server, const QString& target, const QString& of)
{
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const std::optional<QString> stamp = readMeta(server, "change_stamp");
    if (QFileInfo::exists(target) && touchIfCurrent(target, of, stamp, now))
        return;
    const ServerRows rows = readServerRows(server);
    if (!QDir().mkpath(QFileInfo(target).absolutePath()))
        throw StoreFailure{ErrorCode::CannotCreate, target.toStdString()};
    const QString temporary = target + QLatin1String(".new");
    QFile::remove(temporary);
    writeCopy(temporary, rows, of, now);
    // rename(2) replaces the old copy in one step.
    if (std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(target).constData()) != 0) {
        QFile::remove(temporary);
        throw StoreFailure{ErrorCode::CannotCreate, target.toStdString()};
    }
}

/// How a connection to the server went: connected when serverError is empty; else why not (libpq's words, for logs)
/// and what that means (server_unavailable: open the offline copy instead).
struct ServerConnect
{
    QString serverError;
    ErrorCode refusal = ErrorCode::ServerUnavailable;
};

/// Adds the connection `name` to the team catalog's server and opens it.
ServerConnect connectServer(const QString& name, const CatalogLocation& location, const StoreDialect& dialect)
{
    ServerConnect result;
    QSqlDatabase db = QSqlDatabase::addDatabase(dialect.driver(), name);
    db.setHostName(location.host);
    if (location.port > 0)
        db.setPort(location.port);
    db.setDatabaseName(location.database);
    db.setUserName(location.user);
    db.setPassword(location.password);
    db.setConnectOptions(connectOptions(location));
    if (!db.isValid()) {
        result.serverError =
            QStringLiteral("the Qt PostgreSQL driver (QPSQL, Debian: libqt6sql6-psql) is not installed");
    } else if (!db.open()) {
        // libpq's own words (why the server was not reached); the Qt driver's "QPSQL: Unable to connect"
        // adds nothing a user can act on.
        const QSqlError error = db.lastError();
        result.serverError = error.databaseText().trimmed().isEmpty() ? error.text() : error.databaseText().trimmed();
        result.refusal = dialect.classifyConnect(db.lastError());
    }
    return result;
}

/// Whether the connected role may change the catalog's rows: the server's grants decide.
bool roleMayWrite(const QSqlDatabase& db, const StoreDialect& dialect)
{
    QSqlQuery mayWrite(db);
    if (!mayWrite.exec(dialect.mayWriteQuery()) || !mayWrite.next())
        fail(mayWrite.lastError(), "privileges", db.driver());
    return mayWrite.value(0).toBool();
}

} // namespace

Result<CatalogStore::OpenReport> CatalogStore::openServer(const Catalog& defaults,
                                                          const std::string& defaultsFingerprint)
{
    const StoreDialect dialect{CatalogLocation::Engine::Postgres};
    m_connection = nextConnectionName();
    const ServerConnect connected = connectServer(m_connection, m_location, dialect);
    if (!connected.serverError.isEmpty()) {
        close();
        if (connected.refusal != ErrorCode::ServerUnavailable)
            return Error{connected.refusal, {}, connected.serverError.toStdString()};
        return openSnapshot(connected.serverError);
    }
    OpenReport report;
    try {
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        for (const QString& statement : dialect.sessionSetup(kBusyTimeoutMs))
            exec(db, statement, "session");
        const int version = catalogVersion(db);
        if (version > schemaVersion())
            throw StoreFailure{ErrorCode::SchemaTooNew, std::to_string(version)};
        migrateAndMerge(db, version, defaults, defaultsFingerprint, report);
        m_roleReadOnly = !roleMayWrite(db, dialect);
        report.readOnly = m_roleReadOnly;
    } catch (const StoreFailure& failure) {
        close();
        if (failure.code == ErrorCode::ServerUnavailable)
            return openSnapshot(QString::fromStdString(failure.detail));
        return toError(failure);
    }
    try {
        writeSnapshotFile(QSqlDatabase::database(m_connection, false), m_location.snapshotPath(),
                          m_location.toString());
    } catch (const StoreFailure&) {
        // The copy is a convenience for a later offline open; the team catalog itself opened fine.
    }
    return report;
}

Result<CatalogStore::OpenReport> CatalogStore::openSnapshot(const QString& serverError)
{
    const QString path = m_location.snapshotPath();
    if (!QFileInfo::exists(path))
        return Error{ErrorCode::ServerUnavailable, {}, serverError.toStdString()};
    OpenReport report;
    try {
        m_connection = nextConnectionName();
        addConnection(m_connection, path, Access::ReadOnly);
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (catalogVersion(db) != schemaVersion() || readMeta(db, "snapshot_of") != m_location.toString())
            throw StoreFailure{ErrorCode::ServerUnavailable, serverError.toStdString()};
        report.snapshotDate = QDateTime::fromString(readMeta(db, "snapshot_date").value_or(QString()), Qt::ISODate);
    } catch (const StoreFailure&) {
        close();
        return Error{ErrorCode::ServerUnavailable, {}, serverError.toStdString()};
    }
    m_readOnly = true;
    m_offline = true;
    report.readOnly = true;
    report.offline = true;
    report.serverError = serverError;
    return report;
}

} // namespace tunefit

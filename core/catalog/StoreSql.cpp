// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/StoreSql.h"

#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QStringList>
#include <QUrl>

#include <atomic>

namespace tunefit::store_detail {

Error toError(const StoreFailure& failure)
{
    return Error{failure.code, {}, failure.detail};
}

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

StoreDialect dialectOf(const QSqlDriver* driver)
{
    StoreDialect dialect;
    if (driver && driver->dbmsType() == QSqlDriver::PostgreSQL)
        dialect.engine = CatalogLocation::Engine::Postgres;
    return dialect;
}

StoreDialect dialectOf(const QSqlDatabase& db)
{
    return dialectOf(db.driver());
}

[[noreturn]] void fail(const QSqlError& error, const char* stage, const QSqlDriver* driver)
{
    // A lost server connection can leave libpq without words ("session: "): say so rather than echo nothing.
    const QString text = error.text().trimmed();
    throw StoreFailure{dialectOf(driver).classify(error),
                       std::string(stage) + ": " +
                           (text.isEmpty() ? std::string("no reason given") : text.toStdString())};
}

void exec(QSqlQuery& query, const char* stage)
{
    if (!query.exec())
        fail(query.lastError(), stage, query.driver());
}

void exec(const QSqlDatabase& db, const QString& sql, const char* stage)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        fail(query.lastError(), stage, db.driver());
}

QSqlQuery prepared(const QSqlDatabase& db, const QString& sql)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        fail(query.lastError(), "prepare", db.driver());
    return query;
}

void writeMeta(const QSqlDatabase& db, const char* key, const QString& value)
{
    QSqlQuery query = prepared(
        db, QStringLiteral(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(QString::fromLatin1(key));
    query.addBindValue(value);
    exec(query, "meta");
}

std::optional<QString> readMeta(const QSqlDatabase& db, const char* key)
{
    QSqlQuery query = prepared(db, QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(QString::fromLatin1(key));
    exec(query, "meta");
    return query.next() ? std::optional(query.value(0).toString()) : std::nullopt;
}

int catalogVersion(const QSqlDatabase& db)
{
    const StoreDialect dialect = dialectOf(db);
    QSqlQuery query(db);
    if (!query.exec(dialect.tablesQuery()) || !query.next())
        fail(query.lastError(), "schema version", db.driver());
    if (query.value(0).toInt() == 0)
        return 0;
    if (query.value(1).toInt() == 0)
        throw StoreFailure{ErrorCode::ForeignDatabase, "no meta table"};
    QSqlQuery columns(db);
    if (!columns.exec(dialect.metaColumnsQuery()) || !columns.next())
        fail(columns.lastError(), "schema version", db.driver());
    if (columns.value(0).toInt() != 2)
        throw StoreFailure{ErrorCode::ForeignDatabase, "meta table of another shape"};
    const std::optional<QString> stored = readMeta(db, "schema_version");
    bool ok = false;
    const int version = stored ? stored->toInt(&ok) : 0;
    if (!ok || version < 1)
        throw StoreFailure{ErrorCode::ForeignDatabase, "no schema version"};
    return version;
}

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("tunefit-catalog-%1").arg(++counter);
}

void addConnection(const QString& name, const QString& path, Access access)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    QStringList options{QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(CatalogStore::kBusyTimeoutMs)};
    if (access != Access::ReadWrite)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    if (access == Access::Immutable) {
        options << QStringLiteral("QSQLITE_OPEN_URI");
        db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
                           QLatin1String("?immutable=1"));
    } else {
        db.setDatabaseName(path);
    }
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open())
        fail(db.lastError(), "open", db.driver());
}

void removeConnection(const QString& name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

Transaction::Transaction(const QSqlDatabase& db) : m_db(db)
{
    for (const QString& statement : dialectOf(m_db).beginWrite())
        exec(m_db, statement, "begin");
}

Transaction::~Transaction()
{
    if (!m_done)
        QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
}

void Transaction::commit()
{
    exec(m_db,
         QStringLiteral("UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'change_stamp'"),
         "change stamp");
    if (const QString notify = dialectOf(m_db).notifyStatement(); !notify.isEmpty()) {
        QSqlQuery query = prepared(m_db, notify);
        query.addBindValue(CatalogStore::changeChannel());
        exec(query, "notify");
    }
    exec(m_db, QStringLiteral("COMMIT"), "commit");
    m_done = true;
}

ReadTransaction::ReadTransaction(const QSqlDatabase& db) : m_db(db)
{
    exec(m_db, dialectOf(m_db).beginRead(), "begin");
}

ReadTransaction::~ReadTransaction()
{
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
}

/// Why this store refuses every write without asking the database, if it does: a read-only file, or a team
/// catalog's offline snapshot. (A PostgreSQL role without write grants is refused by the server itself.)
std::optional<ErrorCode> writeRefusal(bool readOnly, bool offline)
{
    if (offline)
        return ErrorCode::TeamOffline;
    if (readOnly)
        return ErrorCode::ReadOnly;
    return std::nullopt;
}

} // namespace tunefit::store_detail

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to CatalogStore: the SQL plumbing every part of the store shares. Statements that fail throw StoreFailure;
// the public functions turn it into an Error (toError, inTransaction). Connections are named QSqlDatabase
// connections, one per open store.

#include "core/Result.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/StoreDialect.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

class QSqlDriver;
class QSqlError;

namespace tunefit::store_detail {

/// Thrown inside the store only; every public function turns it into an Error.
struct StoreFailure
{
    ErrorCode code = ErrorCode::SqlFailed;
    std::string detail;
};

Error toError(const StoreFailure& failure);

/// UTF-8 text as a QString.
QString qs(std::string_view text);

StoreDialect dialectOf(const QSqlDriver* driver);
StoreDialect dialectOf(const QSqlDatabase& db);

/// Throws the failure of a statement at `stage`, with the engine's ErrorCode (StoreDialect::classify).
[[noreturn]] void fail(const QSqlError& error, const char* stage, const QSqlDriver* driver);
void exec(QSqlQuery& query, const char* stage);
void exec(const QSqlDatabase& db, const QString& sql, const char* stage);
/// A forward-only prepared statement.
QSqlQuery prepared(const QSqlDatabase& db, const QString& sql);

/// The `meta` table: key/value pairs (schema version, change stamp, fingerprints, snapshot dates).
void writeMeta(const QSqlDatabase& db, const char* key, const QString& value);
std::optional<QString> readMeta(const QSqlDatabase& db, const char* key);

/// The schema version of a Tunefit catalog, 0 for an SQLite database with nothing in it yet. Any other database
/// (another program's, or one with a table of our name but not our meta data) is refused before anything in it is
/// changed.
int catalogVersion(const QSqlDatabase& db);

/// A connection name of its own for every connection this process opens.
QString nextConnectionName();

/// How a connection opens the file. Immutable reads a read-only WAL file whose shared-memory index cannot be created
/// (its folder is not writable): the last checkpointed state, without locks.
enum class Access
{
    ReadWrite,
    ReadOnly,
    Immutable,
};

/// Adds and opens an SQLite connection to `path`.
void addConnection(const QString& name, const QString& path, Access access);
void removeConnection(const QString& name);

/// A write transaction that no other writer of the catalog runs alongside (StoreDialect::beginWrite: SQLite's write
/// lock, PostgreSQL's advisory lock; both wait up to the busy timeout); rolled back unless committed. Committing
/// raises the catalog's change stamp and, on PostgreSQL, announces it (NOTIFY is delivered at commit).
class Transaction
{
public:
    explicit Transaction(const QSqlDatabase& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    QSqlDatabase m_db;
    bool m_done = false;
};

/// BEGIN (deferred): the reads after it see one state of the file, not a mix of two around another program's commit.
class ReadTransaction
{
public:
    explicit ReadTransaction(const QSqlDatabase& db);
    ~ReadTransaction();
    ReadTransaction(const ReadTransaction&) = delete;
    ReadTransaction& operator=(const ReadTransaction&) = delete;

private:
    QSqlDatabase m_db;
};

/// Why this store refuses every write without asking the database, if it does: a read-only file, or a team
/// catalog's offline snapshot. (A PostgreSQL role without write grants is refused by the server itself.)
std::optional<ErrorCode> writeRefusal(bool readOnly, bool offline);

/// Runs `body(db)` inside one write Transaction on the named connection; commits when it returns, rolls back
/// when it throws, and turns failures into Errors.
template <class F>
auto inTransaction(bool open, std::optional<ErrorCode> refusal, const QString& connection, F body)
    -> Result<decltype(body(std::declval<const QSqlDatabase&>()))>
{
    if (!open)
        return Error{ErrorCode::NotOpen, {}, {}};
    if (refusal)
        return Error{*refusal, {}, {}};
    try {
        const QSqlDatabase db = QSqlDatabase::database(connection, false);
        Transaction transaction(db);
        auto result = body(db);
        transaction.commit();
        return result;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

/// How long open() waits for another program's write lock before the work it may leave for later (merging newer
/// defaults, switching to WAL) is left for a later open.
constexpr int kOptionalWriteWaitMs = 250;

/// Runs `body` with a shorter busy timeout; a busy database then only skips the work.
/// A role that may only read a team catalog leaves the same work to one that may write.
template <class F> bool unlessBusy(const QSqlDatabase& db, F body)
{
    const StoreDialect dialect = dialectOf(db);
    exec(db, dialect.lockWait(kOptionalWriteWaitMs), "busy timeout");
    bool done = true;
    try {
        body();
    } catch (const StoreFailure& failure) {
        if (failure.code != ErrorCode::DatabaseBusy && failure.code != ErrorCode::PermissionDenied) {
            exec(db, dialect.lockWait(CatalogStore::kBusyTimeoutMs), "busy timeout");
            throw;
        }
        done = false;
    }
    exec(db, dialect.lockWait(CatalogStore::kBusyTimeoutMs), "busy timeout");
    return done;
}

} // namespace tunefit::store_detail

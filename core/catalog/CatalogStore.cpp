// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogStore.h"

#include "core/catalog/CatalogSchema.h"
#include "core/catalog/ModelRows.h"
#include "core/catalog/StoreColumns.h"
#include "core/catalog/StoreDialect.h"
#include "core/catalog/TextFields.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

#include <atomic>
#include <cstdio>
#include <map>
#include <optional>
#include <set>

namespace tunefit {

namespace {

using store_detail::StoreDialect;
using store_detail::TableSpec;

/// Thrown inside the store only; every public function turns it into an Error.
struct StoreFailure
{
    ErrorCode code = ErrorCode::SqlFailed;
    std::string detail;
};

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// SQLite's primary result codes (sqlite3.h) that the health check tells apart.
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADatabase = 26;

/// The primary result code of a failed statement: Qt reports extended codes (517 = SQLITE_BUSY_SNAPSHOT is a busy
/// database too).
int primaryCode(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? code & 0xff : -1;
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

/// The column that names a row: offers have their id (SQLite's rowid); GPUs and providers SQLite's implicit rowid,
/// which PostgreSQL's schema spells out (StoreDialect::schemaStatement).
template <class T> QString idColumn(const TableSpec<T>&)
{
    return std::is_same_v<T, Offer> ? QStringLiteral("id") : QStringLiteral("rowid");
}

RowOrigin originFrom(const QVariant& value)
{
    return catalog_text::rowOriginFrom(value.toString().toStdString()).value_or(RowOrigin::Bundled);
}

QString originText(RowOrigin origin)
{
    return qs(catalog_text::toString(origin));
}

template <class T> QString columnList(const TableSpec<T>& spec)
{
    QStringList names;
    for (const auto& column : spec.columns)
        names << QString::fromLatin1(column.name);
    return names.join(QLatin1String(", "));
}

template <class T> struct StoredRow
{
    qint64 rowid = 0;
    RowOrigin origin = RowOrigin::Bundled;
    T value;
};

/// The columns readRow() reads: the row's id, origin and version, then the data columns.
template <class T> QString selectList(const TableSpec<T>& spec)
{
    return idColumn(spec) + QLatin1String(", origin, row_version, ") + columnList(spec);
}

template <class T> StoredRow<T> readRow(const QSqlQuery& query, const TableSpec<T>& spec)
{
    StoredRow<T> row;
    row.rowid = query.value(0).toLongLong();
    row.origin = originFrom(query.value(1));
    row.value.rowVersion = query.value(2).toLongLong();
    for (int i = 0; i < int(spec.columns.size()); ++i)
        spec.columns[size_t(i)].set(row.value, query.value(i + 3));
    row.value.origin = row.origin;
    if constexpr (std::is_same_v<T, Offer>)
        row.value.id = row.rowid;
    return row;
}

template <class T> std::vector<StoredRow<T>> selectAll(const QSqlDatabase& db, const TableSpec<T>& spec)
{
    QSqlQuery query = prepared(db, QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                                       .arg(selectList(spec), QString::fromLatin1(spec.name), idColumn(spec)));
    // QPSQL fetches a forward-only result row by row (libpq's single-row mode), several times slower for a whole
    // table than one result at once.
    if (dialectOf(db).postgres())
        query.setForwardOnly(false);
    exec(query, "select");
    std::vector<StoredRow<T>> rows;
    while (query.next())
        rows.push_back(readRow(query, spec));
    return rows;
}

/// Looks rows up by identity with one prepared statement, reused for every row of a batch.
template <class T> class Finder
{
public:
    Finder(const QSqlDatabase& db, const TableSpec<T>& spec) : m_spec(spec), m_query(prepared(db, sql(spec)))
    {
        for (const char* key : spec.keyColumns) {
            for (const auto& column : spec.columns) {
                if (std::string_view(column.name) == key)
                    m_keys.push_back(&column);
            }
        }
    }

    /// The stored row with the same identity as `value`, if any.
    std::optional<StoredRow<T>> find(const T& value)
    {
        for (const auto* column : m_keys)
            m_query.addBindValue(column->get(value));
        exec(m_query, "find");
        std::optional<StoredRow<T>> row;
        if (m_query.next())
            row = readRow(m_query, m_spec);
        m_query.finish();
        return row;
    }

private:
    static QString sql(const TableSpec<T>& spec)
    {
        QStringList conditions;
        for (const char* key : spec.keyColumns)
            conditions << QString::fromLatin1(key) + QLatin1String(" = ?");
        return QStringLiteral("SELECT %1 FROM %2 WHERE %3")
            .arg(selectList(spec), QString::fromLatin1(spec.name), conditions.join(QLatin1String(" AND ")));
    }

    const TableSpec<T>& m_spec;
    QSqlQuery m_query;
    std::vector<const store_detail::StoreColumn<T>*> m_keys;
};

template <class T> std::optional<StoredRow<T>> findRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& value)
{
    return Finder<T>(db, spec).find(value);
}

/// Prepared insert/update/delete statements for one table, reused for every row of a batch.
template <class T> class Writer
{
public:
    Writer(const QSqlDatabase& db, const TableSpec<T>& spec)
        : m_spec(spec), m_insert(prepared(db, insertSql(spec))), m_update(prepared(db, updateSql(spec))),
          m_delete(prepared(
              db, QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(QString::fromLatin1(spec.name), idColumn(spec))))
    {
    }

    qint64 insert(const T& value, RowOrigin origin)
    {
        bindAll(m_insert, value, origin);
        exec(m_insert, "insert");
        // RETURNING: QPSQL has no lastInsertId() for identity columns.
        const qint64 id = m_insert.next() ? m_insert.value(0).toLongLong() : 0;
        m_insert.finish();
        return id;
    }
    void update(qint64 rowid, const T& value, RowOrigin origin)
    {
        bindAll(m_update, value, origin);
        m_update.addBindValue(rowid);
        exec(m_update, "update");
    }
    void remove(qint64 rowid)
    {
        m_delete.addBindValue(rowid);
        exec(m_delete, "delete");
    }

private:
    static QString insertSql(const TableSpec<T>& spec)
    {
        QStringList marks(qsizetype(spec.columns.size() + 1), QStringLiteral("?"));
        return QStringLiteral("INSERT INTO %1 (%2, origin) VALUES (%3) RETURNING %4")
            .arg(QString::fromLatin1(spec.name), columnList(spec), marks.join(QLatin1String(", ")), idColumn(spec));
    }
    static QString updateSql(const TableSpec<T>& spec)
    {
        QStringList sets;
        for (const auto& column : spec.columns)
            sets << QString::fromLatin1(column.name) + QLatin1String(" = ?");
        sets << QStringLiteral("origin = ?") << QStringLiteral("row_version = row_version + 1");
        return QStringLiteral("UPDATE %1 SET %2 WHERE %3 = ?")
            .arg(QString::fromLatin1(spec.name), sets.join(QLatin1String(", ")), idColumn(spec));
    }
    void bindAll(QSqlQuery& query, const T& value, RowOrigin origin)
    {
        for (const auto& column : m_spec.columns)
            query.addBindValue(column.get(value));
        query.addBindValue(originText(origin));
    }

    const TableSpec<T>& m_spec;
    QSqlQuery m_insert;
    QSqlQuery m_update;
    QSqlQuery m_delete;
};

/// Origin of a row after the user (an edit or an import) writes over it.
RowOrigin editedOrigin(const std::optional<RowOrigin>& before)
{
    if (!before || *before == RowOrigin::UserAdded)
        return RowOrigin::UserAdded;
    return RowOrigin::UserEdited;
}

std::set<std::string> tombstones(const QSqlDatabase& db, const char* table)
{
    QSqlQuery query = prepared(db, QStringLiteral("SELECT key FROM removed_bundled WHERE table_name = ?"));
    query.addBindValue(QString::fromLatin1(table));
    exec(query, "tombstones");
    std::set<std::string> keys;
    while (query.next())
        keys.insert(query.value(0).toString().toStdString());
    return keys;
}

void addTombstone(const QSqlDatabase& db, const char* table, const std::string& key)
{
    QSqlQuery query = prepared(
        db, QStringLiteral("INSERT INTO removed_bundled (table_name, key) VALUES (?, ?) ON CONFLICT DO NOTHING"));
    query.addBindValue(QString::fromLatin1(table));
    query.addBindValue(qs(key));
    exec(query, "tombstone");
}

void removeTombstone(const QSqlDatabase& db, const char* table, const std::string& key)
{
    QSqlQuery query = prepared(db, QStringLiteral("DELETE FROM removed_bundled WHERE table_name = ? AND key = ?"));
    query.addBindValue(QString::fromLatin1(table));
    query.addBindValue(qs(key));
    exec(query, "tombstone");
}

/// New bundled rows in, untouched bundled rows updated or dropped, user rows and tombstoned keys left alone.
template <class T> int mergeTable(const QSqlDatabase& db, const TableSpec<T>& spec, const std::vector<T>& defaults)
{
    const std::set<std::string> removed = tombstones(db, spec.name);
    std::map<std::string, StoredRow<T>> existing;
    for (auto& row : selectAll(db, spec))
        existing.emplace(spec.key(row.value), std::move(row));
    Writer<T> writer(db, spec);
    int written = 0;
    std::set<std::string> bundledKeys;
    for (const T& value : defaults) {
        const std::string key = spec.key(value);
        bundledKeys.insert(key);
        if (removed.contains(key))
            continue;
        const auto it = existing.find(key);
        if (it == existing.end()) {
            writer.insert(value, RowOrigin::Bundled);
            ++written;
        } else if (it->second.origin == RowOrigin::Bundled && !sameData(it->second.value, value)) {
            writer.update(it->second.rowid, value, RowOrigin::Bundled);
            ++written;
        }
    }
    for (const auto& [key, row] : existing) {
        if (row.origin == RowOrigin::Bundled && !bundledKeys.contains(key)) {
            writer.remove(row.rowid);
            ++written;
        }
    }
    return written;
}

template <class T>
int applyChanges(const QSqlDatabase& db, const TableSpec<T>& spec, const std::vector<PlannedChange<T>>& changes)
{
    if (changes.empty())
        return 0;
    Writer<T> writer(db, spec);
    Finder<T> finder(db, spec);
    int written = 0;
    for (const PlannedChange<T>& change : changes) {
        if (change.kind == ChangeKind::Unchanged)
            continue;
        const auto found = finder.find(change.value);
        // The row-version check of an edit (checkVersion below): a row that changed since the preview (an update
        // planned against another version, or an add of a row someone else added meanwhile) is refused with
        // "edit_conflict" unless it already holds this data, so no one's price is overwritten unseen.
        const bool moved = change.kind == ChangeKind::Add ||
                           (change.value.rowVersion > 0 && found && found->value.rowVersion != change.value.rowVersion);
        if (found && moved && !sameData(found->value, change.value))
            throw StoreFailure{ErrorCode::EditConflict, std::string(spec.name) + ": " + spec.key(change.value)};
        if (!found) {
            writer.insert(change.value, RowOrigin::UserAdded);
        } else if (!sameData(found->value, change.value)) {
            writer.update(found->rowid, change.value, editedOrigin(found->origin));
        } else {
            continue;
        }
        ++written;
    }
    return written;
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

/// The schema version of a Tunefit catalog, 0 for an SQLite database with nothing in it yet. Any other database
/// (another program's, or one with a table of our name but not our meta data) is refused before anything in it is
/// changed.
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

/// What is at the catalog's path, judged from the file system and the first 16 bytes only (nothing is opened as a
/// database yet, so nothing can be changed).
enum class FileKind
{
    Missing,
    Empty,  ///< 0 bytes: may be initialised
    Sqlite, ///< starts with the SQLite header
};

FileKind inspect(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return FileKind::Missing;
    if (info.isDir())
        throw StoreFailure{ErrorCode::CatalogIsFolder, path.toStdString()};
    if (!info.isFile()) // a device or a pipe: reading it could block or never end
        throw StoreFailure{ErrorCode::NotACatalog, path.toStdString()};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw StoreFailure{ErrorCode::CannotRead, file.errorString().toStdString()};
    const QByteArray header = file.read(16);
    if (header.isEmpty() && file.size() == 0) {
        // Left by a crash before the first checkpoint, the whole database can be in the WAL file.
        return QFileInfo(path + QLatin1String("-wal")).size() > 0 ? FileKind::Sqlite : FileKind::Empty;
    }
    if (header != QByteArray("SQLite format 3\0", 16))
        throw StoreFailure{ErrorCode::NotACatalog, path.toStdString()};
    return FileKind::Sqlite;
}

/// Whether this user can change the file: SQLite writes the file and creates its -wal, -shm or -journal companions
/// next to it.
bool canWrite(const QString& path)
{
    const QFileInfo info(path);
    return (!info.exists() || info.isWritable()) && QFileInfo(info.absolutePath()).isWritable();
}

/// How a connection opens the file. Immutable reads a read-only WAL file whose shared-memory index cannot be created
/// (its folder is not writable): the last checkpointed state, without locks.
enum class Access
{
    ReadWrite,
    ReadOnly,
    Immutable,
};

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

enum class Health
{
    Ok,
    Corrupt,
    NoAccess, ///< this way of opening cannot read the file (read-only file or folder): try a more modest one
};

/// PRAGMA integrity_check. A busy or locked file is not a damaged one: that throws "database_busy" (after the busy
/// timeout); any other failure that says nothing about the file's contents throws too.
Health checkHealth(const QSqlDatabase& db)
{
    try {
        // Another program's database is refused, a damaged one too, rather than moved aside: its schema says so.
        catalogVersion(db);
    } catch (const StoreFailure& failure) {
        if (failure.code == ErrorCode::ForeignDatabase || failure.code == ErrorCode::DatabaseBusy)
            throw;
    }
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next())
        return query.value(0).toString() == QLatin1String("ok") ? Health::Ok : Health::Corrupt;
    const int code = primaryCode(query.lastError());
    if (code == kSqliteCorrupt || code == kSqliteNotADatabase)
        return Health::Corrupt;
    if (code == kSqliteReadOnly || code == kSqliteCantOpen)
        return Health::NoAccess;
    fail(query.lastError(), "integrity check", db.driver());
}

/// Renames the file (and its WAL/SHM/journal companions) to "<path>.corrupt-<timestamp>", with "-2", "-3", ... when
/// that name is taken (several damaged files in one second); never over an existing file. Returns the new path.
QString moveAside(const QString& path)
{
    static const char* const kCompanions[] = {"-wal", "-shm", "-journal"};
    const QString base =
        path + QLatin1String(".corrupt-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n <= 1000; ++n) {
        const QString target = n == 1 ? base : base + QLatin1Char('-') + QString::number(n);
        bool taken = QFileInfo::exists(target);
        for (const char* suffix : kCompanions)
            taken = taken || QFileInfo::exists(target + QLatin1String(suffix));
        if (taken)
            continue;
        // QFile::rename never replaces an existing file: losing a race for the name just tries the next one.
        if (!QFile::rename(path, target)) {
            if (QFileInfo::exists(target))
                continue;
            throw StoreFailure{ErrorCode::MoveAsideFailed, target.toStdString()};
        }
        for (const char* suffix : kCompanions) {
            const QString companion = path + QLatin1String(suffix);
            if (QFile::exists(companion))
                QFile::rename(companion, target + QLatin1String(suffix));
        }
        return target;
    }
    throw StoreFailure{ErrorCode::MoveAsideFailed, base.toStdString()};
}

Error toError(const StoreFailure& failure)
{
    return Error{failure.code, {}, failure.detail};
}

/// A write transaction that no other writer of the catalog runs alongside (StoreDialect::beginWrite: SQLite's write
/// lock, PostgreSQL's advisory lock; both wait up to the busy timeout); rolled back unless committed. Committing
/// raises the catalog's change stamp and, on PostgreSQL, announces it (NOTIFY is delivered at commit).
class Transaction
{
public:
    explicit Transaction(const QSqlDatabase& db) : m_db(db)
    {
        for (const QString& statement : dialectOf(m_db).beginWrite())
            exec(m_db, statement, "begin");
    }
    ~Transaction()
    {
        if (!m_done)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit()
    {
        exec(m_db,
             QStringLiteral(
                 "UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'change_stamp'"),
             "change stamp");
        if (const QString notify = dialectOf(m_db).notifyStatement(); !notify.isEmpty()) {
            QSqlQuery query = prepared(m_db, notify);
            query.addBindValue(CatalogStore::changeChannel());
            exec(query, "notify");
        }
        exec(m_db, QStringLiteral("COMMIT"), "commit");
        m_done = true;
    }

private:
    QSqlDatabase m_db;
    bool m_done = false;
};

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

} // namespace

CatalogStore::CatalogStore(QString path) : CatalogStore(CatalogLocation::sqlite(std::move(path))) {}

CatalogStore::CatalogStore(CatalogLocation location) : m_location(std::move(location)), m_path(m_location.toString()) {}

QString CatalogStore::changeChannel()
{
    return QStringLiteral("tunefit_catalog_changed");
}

QSqlDriver* CatalogStore::notificationDriver() const
{
    if (!isOpen() || !isTeam() || m_offline)
        return nullptr;
    return QSqlDatabase::database(m_connection, false).driver();
}

CatalogStore::~CatalogStore()
{
    close();
}

QString CatalogStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/catalog.sqlite");
}

int CatalogStore::schemaVersion()
{
    return store_detail::latestSchemaVersion();
}

bool CatalogStore::isOpen() const
{
    return !m_connection.isEmpty() && QSqlDatabase::database(m_connection, false).isOpen();
}

void CatalogStore::close()
{
    if (m_connection.isEmpty())
        return;
    removeConnection(m_connection);
    m_connection.clear();
    m_readOnly = false;
    m_roleReadOnly = false;
    m_offline = false;
}

bool CatalogStore::isReadOnly() const
{
    return isOpen() && (m_readOnly || m_roleReadOnly);
}

namespace {

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

/// WAL lets readers go on while another connection writes. Switching needs the file to itself: when another program
/// holds it, the catalog works in its current mode and switches on a later open.
void useWal(const QSqlDatabase& db)
{
    {
        QSqlQuery query(db);
        if (query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next() &&
            query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0)
            return;
    }
    unlessBusy(db, [&] { exec(db, QStringLiteral("PRAGMA journal_mode = WAL"), "journal"); });
}

int mergeAll(const QSqlDatabase& db, const Catalog& defaults, const std::string& fingerprint)
{
    const int written = mergeTable(db, store_detail::gpuTable(), defaults.gpus) +
                        mergeTable(db, store_detail::providerTable(), defaults.providers) +
                        mergeTable(db, store_detail::offerTable(), defaults.offers);
    writeMeta(db, "bundled_fingerprint", qs(fingerprint));
    return written;
}

/// Opens `connection` on an existing SQLite file and checks it, stepping down from `access` to what the user may
/// do with the file (read-only, then immutable) when it cannot be opened that way.
Health connectChecked(QString& connection, const QString& path, Access& access)
{
    for (;;) {
        connection = nextConnectionName();
        addConnection(connection, path, access);
        const Health health = checkHealth(QSqlDatabase::database(connection, false));
        if (health != Health::NoAccess)
            return health;
        removeConnection(connection);
        connection.clear();
        if (access == Access::Immutable)
            throw StoreFailure{ErrorCode::CannotRead, path.toStdString()};
        access = access == Access::ReadWrite ? Access::ReadOnly : Access::Immutable;
    }
}

/// BEGIN (deferred): the reads after it see one state of the file, not a mix of two around another program's commit.
class ReadTransaction
{
public:
    explicit ReadTransaction(const QSqlDatabase& db) : m_db(db) { exec(m_db, dialectOf(m_db).beginRead(), "begin"); }
    ~ReadTransaction() { QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK")); }
    ReadTransaction(const ReadTransaction&) = delete;
    ReadTransaction& operator=(const ReadTransaction&) = delete;

private:
    QSqlDatabase m_db;
};

} // namespace

namespace {

/// Brings a catalog of schema `version` to the latest one and merges newer defaults, on either engine. Only a catalog
/// that needs it takes the write lock: a reader never waits for another program's writes.
void migrateAndMerge(const QSqlDatabase& db, int version, const Catalog& defaults,
                     const std::string& defaultsFingerprint, CatalogStore::OpenReport& report)
{
    const StoreDialect dialect = dialectOf(db);
    if (version < CatalogStore::schemaVersion()) {
        Transaction transaction(db);
        version = catalogVersion(db); // another copy of the app may have done it meanwhile
        if (version > CatalogStore::schemaVersion())
            throw StoreFailure{ErrorCode::SchemaTooNew, std::to_string(version)};
        for (const store_detail::Migration& migration : store_detail::migrations()) {
            if (migration.toVersion <= version)
                continue;
            for (const char* statement : migration.statements)
                exec(db, dialect.schemaStatement(statement), "migrate");
        }
        if (version < CatalogStore::schemaVersion())
            writeMeta(db, "schema_version", QString::number(CatalogStore::schemaVersion()));
        if (version == 0) {
            report.created = true;
            mergeAll(db, defaults, defaultsFingerprint);
        } else if (version < CatalogStore::schemaVersion()) {
            report.migratedFrom = version;
        }
        transaction.commit();
    }
    if (!report.created && readMeta(db, "bundled_fingerprint") != qs(defaultsFingerprint)) {
        // While another program writes, the catalog opens on the rows it has; a later open merges.
        report.mergedDefaults = unlessBusy(db, [&] {
            Transaction transaction(db);
            mergeAll(db, defaults, defaultsFingerprint);
            transaction.commit();
        });
    }
}

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

/// Keeps `target` an SQLite copy of the team catalog on `server` as it is now, dated now. Cheap when nothing changed
/// since the last copy (the change stamps agree): only the date is rewritten. A new copy is written beside it and
/// renamed over it, so a crash leaves the previous copy whole.
void writeSnapshotFile(const QSqlDatabase& server, const QString& target, const QString& of)
{
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const std::optional<QString> stamp = readMeta(server, "change_stamp");
    if (QFileInfo::exists(target)) {
        const QString name = nextConnectionName();
        bool current = false;
        {
            addConnection(name, target, Access::ReadWrite);
            const QSqlDatabase db = QSqlDatabase::database(name, false);
            try {
                // A copy to fall back on, rewritten from the server whenever in doubt: no need to wait for the disk.
                exec(db, QStringLiteral("PRAGMA synchronous = OFF"), "snapshot");
                current = catalogVersion(db) == CatalogStore::schemaVersion() &&
                          readMeta(db, "change_stamp") == stamp && readMeta(db, "snapshot_of") == of;
                if (current)
                    writeMeta(db, "snapshot_date", now);
            } catch (const StoreFailure&) {
                current = false; // a damaged or foreign copy is replaced below
            }
        }
        removeConnection(name);
        if (current)
            return;
    }

    std::vector<StoredRow<Gpu>> gpus;
    std::vector<StoredRow<Provider>> providers;
    std::vector<StoredRow<Offer>> offers;
    std::vector<StoredRow<ModelEntry>> models;
    std::vector<QStringList> meta, sources, removed;
    {
        const ReadTransaction read(server);
        gpus = selectAll(server, store_detail::gpuTable());
        providers = selectAll(server, store_detail::providerTable());
        offers = selectAll(server, store_detail::offerTable());
        models = selectAll(server, store_detail::modelTable());
        meta = selectText(server, QStringLiteral("SELECT key, value FROM meta"), 2);
        sources = selectText(
            server, QStringLiteral("SELECT name, url, format, catalog_version, provider FROM price_sources"), 5);
        removed = selectText(server, QStringLiteral("SELECT table_name, key FROM removed_bundled"), 2);
    }
    if (!QDir().mkpath(QFileInfo(target).absolutePath()))
        throw StoreFailure{ErrorCode::CannotCreate, target.toStdString()};
    const QString temporary = target + QLatin1String(".new");
    QFile::remove(temporary);
    const QString name = nextConnectionName();
    {
        addConnection(name, temporary, Access::ReadWrite);
        const QSqlDatabase db = QSqlDatabase::database(name, false);
        exec(db, QStringLiteral("BEGIN"), "snapshot");
        for (const store_detail::Migration& migration : store_detail::migrations()) {
            for (const char* statement : migration.statements)
                exec(db, QString::fromLatin1(statement), "snapshot");
        }
        exec(db, QStringLiteral("DELETE FROM meta"), "snapshot");
        exec(db, QStringLiteral("DELETE FROM price_sources"), "snapshot");
        insertText(db, QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"), meta);
        insertText(db, QStringLiteral("INSERT INTO price_sources VALUES (?, ?, ?, ?, ?)"), sources);
        insertText(db, QStringLiteral("INSERT INTO removed_bundled (table_name, key) VALUES (?, ?)"), removed);
        writeMeta(db, "snapshot_of", of);
        writeMeta(db, "snapshot_date", now);
        copyRows(db, store_detail::gpuTable(), gpus);
        copyRows(db, store_detail::providerTable(), providers);
        copyRows(db, store_detail::offerTable(), offers);
        copyRows(db, store_detail::modelTable(), models);
        exec(db, QStringLiteral("COMMIT"), "snapshot");
    }
    removeConnection(name);
    // rename(2) replaces the old copy in one step.
    if (std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(target).constData()) != 0) {
        QFile::remove(temporary);
        throw StoreFailure{ErrorCode::CannotCreate, target.toStdString()};
    }
}

} // namespace

Result<CatalogStore::OpenReport> CatalogStore::open(const Catalog& defaults, const std::string& defaultsFingerprint)
{
    close();
    return isTeam() ? openServer(defaults, defaultsFingerprint) : openSqlite(defaults, defaultsFingerprint);
}

Result<CatalogStore::OpenReport> CatalogStore::openServer(const Catalog& defaults,
                                                          const std::string& defaultsFingerprint)
{
    const StoreDialect dialect{CatalogLocation::Engine::Postgres};
    m_connection = nextConnectionName();
    QString serverError;
    ErrorCode refusal = ErrorCode::ServerUnavailable;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(dialect.driver(), m_connection);
        db.setHostName(m_location.host);
        if (m_location.port > 0)
            db.setPort(m_location.port);
        db.setDatabaseName(m_location.database);
        db.setUserName(m_location.user);
        db.setPassword(m_location.password);
        db.setConnectOptions(connectOptions(m_location));
        if (!db.isValid()) {
            serverError = QStringLiteral("the Qt PostgreSQL driver (QPSQL, Debian: libqt6sql6-psql) is not installed");
        } else if (!db.open()) {
            // libpq's own words (why the server was not reached); the Qt driver's "QPSQL: Unable to connect"
            // adds nothing a user can act on.
            const QSqlError error = db.lastError();
            serverError = error.databaseText().trimmed().isEmpty() ? error.text() : error.databaseText().trimmed();
            refusal = dialect.classifyConnect(db.lastError());
        }
    }
    if (!serverError.isEmpty()) {
        close();
        if (refusal != ErrorCode::ServerUnavailable)
            return Error{refusal, {}, serverError.toStdString()};
        return openSnapshot(serverError);
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
        QSqlQuery mayWrite(db);
        if (!mayWrite.exec(dialect.mayWriteQuery()) || !mayWrite.next())
            fail(mayWrite.lastError(), "privileges", db.driver());
        m_roleReadOnly = !mayWrite.value(0).toBool();
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

Result<CatalogStore::OpenReport> CatalogStore::openSqlite(const Catalog& defaults,
                                                          const std::string& defaultsFingerprint)
{
    // SQLite takes an empty name for a temporary database that is thrown away on close: every edit would vanish.
    if (m_path.isEmpty())
        return Error{ErrorCode::EmptyPath, {}, {}};
    OpenReport report;
    try {
        // Nothing is opened as a database before the file is known to be one: a folder or a CSV is left alone.
        FileKind kind = inspect(m_path);
        Access access = Access::ReadWrite;
        if (kind == FileKind::Sqlite) {
            if (!canWrite(m_path))
                access = Access::ReadOnly;
            if (connectChecked(m_connection, m_path, access) == Health::Corrupt) {
                if (access != Access::ReadWrite)
                    throw StoreFailure{ErrorCode::MoveAsideFailed, m_path.toStdString()};
                close();
                report.movedAsidePath = moveAside(m_path);
                kind = FileKind::Missing;
            }
        }
        if (kind != FileKind::Sqlite) {
            const QString folder = QFileInfo(m_path).absolutePath();
            if (!QDir().mkpath(folder) || !canWrite(m_path))
                throw StoreFailure{ErrorCode::CannotCreate, folder.toStdString()};
            m_connection = nextConnectionName();
            addConnection(m_connection, m_path, Access::ReadWrite);
        }
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        // Before anything is written, journal mode included: another program's database is refused untouched.
        int version = catalogVersion(db);
        if (version > schemaVersion())
            throw StoreFailure{ErrorCode::SchemaTooNew, std::to_string(version)};
        if (access != Access::ReadWrite) {
            // Read as it is; newer defaults are merged when the file can be written again.
            if (version < schemaVersion())
                throw StoreFailure{ErrorCode::ReadOnlyOldSchema, std::to_string(version)};
            m_readOnly = true;
            report.readOnly = true;
            return report;
        }
        exec(db, QStringLiteral("PRAGMA synchronous = NORMAL"), "synchronous");
        useWal(db);
        migrateAndMerge(db, version, defaults, defaultsFingerprint, report);
    } catch (const StoreFailure& failure) {
        close();
        return toError(failure);
    }
    return report;
}

Result<Catalog> CatalogStore::load() const
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        const ReadTransaction snapshot(db);
        Catalog catalog;
        for (auto& row : selectAll(db, store_detail::gpuTable()))
            catalog.gpus.push_back(std::move(row.value));
        for (auto& row : selectAll(db, store_detail::providerTable()))
            catalog.providers.push_back(std::move(row.value));
        for (auto& row : selectAll(db, store_detail::offerTable()))
            catalog.offers.push_back(std::move(row.value));
        for (auto& row : selectAll(db, store_detail::modelTable()))
            catalog.modelEntries.push_back(std::move(row.value));
        splitModelEntries(catalog.modelEntries, catalog.models, catalog.modelProblems);
        catalog.pricesAsOf = newestAsOf(catalog.offers);
        catalog.lastPriceUpdate = readMeta(db, "last_price_update").value_or(QString()).toStdString();
        catalog.lastPriceUpdateSources = readMeta(db, "last_price_update_sources").value_or(QString()).toStdString();
        return catalog;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

namespace {

/// A change that carries the version it read (> 0) is refused when the stored row has another one, unless the save
/// would leave it as it is (nothing of the other person's is lost then). A row that is not there is an add (a GPU or
/// provider saved under a new name, or a copy); an offer saved by its id that is gone is refused in saveOffer.
template <class T>
void checkVersion(const TableSpec<T>& spec, const std::optional<StoredRow<T>>& found, int64_t readVersion,
                  const std::string& key, const T* saved = nullptr)
{
    if (readVersion <= 0 || !found || found->value.rowVersion == readVersion)
        return;
    if (saved && sameData(found->value, *saved))
        return;
    throw StoreFailure{ErrorCode::EditConflict, std::string(spec.name) + ": " + key};
}

template <class T> int saveRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& value)
{
    const auto found = findRow(db, spec, value);
    checkVersion(spec, found, value.rowVersion, spec.key(value), &value);
    Writer<T> writer(db, spec);
    if (!found) {
        writer.insert(value, RowOrigin::UserAdded);
        return 1;
    }
    if (sameData(found->value, value))
        return 0;
    writer.update(found->rowid, value, editedOrigin(found->origin));
    return 1;
}

template <class T>
int removeRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& probe, int64_t expectedVersion)
{
    const auto found = findRow(db, spec, probe);
    if (!found)
        throw StoreFailure{ErrorCode::NotFound, spec.key(probe)};
    checkVersion(spec, found, expectedVersion, spec.key(probe));
    if (found->origin != RowOrigin::UserAdded)
        addTombstone(db, spec.name, spec.key(found->value));
    Writer<T>(db, spec).remove(found->rowid);
    return 1;
}

/// The stored offer with this database id (none for id <= 0).
std::optional<StoredRow<Offer>> findOfferById(const QSqlDatabase& db, int64_t id)
{
    if (id <= 0)
        return std::nullopt;
    const auto& spec = store_detail::offerTable();
    QSqlQuery query = prepared(
        db, QStringLiteral("SELECT %1 FROM %2 WHERE id = ?").arg(selectList(spec), QString::fromLatin1(spec.name)));
    query.addBindValue(qint64(id));
    exec(query, "find");
    if (!query.next())
        return std::nullopt;
    return readRow(query, spec);
}

/// Writes `value` with its own origin over the row found by `found` (or as a new row) and forgets any deletion mark
/// of its identity. Returns the rowid.
template <class T>
qint64 restoreRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& value,
                  const std::optional<StoredRow<T>>& found)
{
    removeTombstone(db, spec.name, spec.key(value));
    Writer<T> writer(db, spec);
    if (!found)
        return writer.insert(value, value.origin);
    writer.update(found->rowid, value, value.origin);
    return found->rowid;
}

} // namespace

Result<int> CatalogStore::restoreGpu(const Gpu& gpu)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::gpuTable();
        restoreRow(db, spec, gpu, findRow(db, spec, gpu));
        return 1;
    });
}

Result<int> CatalogStore::restoreProvider(const Provider& provider)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::providerTable();
        restoreRow(db, spec, provider, findRow(db, spec, provider));
        return 1;
    });
}

Result<int64_t> CatalogStore::restoreOffer(const Offer& offer)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::offerTable();
        std::optional<StoredRow<Offer>> found = findOfferById(db, offer.id);
        if (!found)
            found = findRow(db, spec, offer);
        return int64_t(restoreRow(db, spec, offer, found));
    });
}

Result<int> CatalogStore::saveGpu(const Gpu& gpu)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::gpuTable(), gpu); });
}

Result<int> CatalogStore::saveProvider(const Provider& provider)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::providerTable(), provider); });
}

Result<int64_t> CatalogStore::saveOffer(const Offer& offer)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::offerTable();
        Writer<Offer> writer(db, spec);
        std::optional<StoredRow<Offer>> found;
        if (offer.id > 0) {
            found = findOfferById(db, offer.id);
            if (!found && offer.rowVersion > 0)
                throw StoreFailure{ErrorCode::EditConflict, std::string(spec.name) + ": " + offerKey(offer)};
            if (!found)
                throw StoreFailure{ErrorCode::NotFound, std::to_string(offer.id)};
        } else {
            found = findRow(db, spec, offer);
        }
        checkVersion(spec, found, offer.rowVersion, offerKey(offer), &offer);
        if (!found)
            return int64_t(writer.insert(offer, RowOrigin::UserAdded));
        if (!sameData(found->value, offer)) {
            // Re-keying a bundled offer: keep its old identity from coming back with the next defaults.
            if (found->origin != RowOrigin::UserAdded && offerKey(found->value) != offerKey(offer))
                addTombstone(db, spec.name, offerKey(found->value));
            writer.update(found->rowid, offer, editedOrigin(found->origin));
        }
        return int64_t(found->rowid);
    });
}

Result<int> CatalogStore::removeGpu(std::string_view name, int64_t expectedVersion)
{
    Gpu probe;
    probe.name = std::string(name);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::gpuTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::removeProvider(std::string_view name, int64_t expectedVersion)
{
    Provider probe;
    probe.name = std::string(name);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::providerTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::removeOffer(int64_t id, int64_t expectedVersion)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto found = findOfferById(db, id);
        if (!found)
            throw StoreFailure{ErrorCode::NotFound, std::to_string(id)};
        return removeRow(db, store_detail::offerTable(), found->value, expectedVersion);
    });
}

Result<int64_t> CatalogStore::changeStamp() const
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        return int64_t(
            readMeta(QSqlDatabase::database(m_connection, false), "change_stamp").value_or(QString()).toLongLong());
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

namespace {

/// The stored row with `probe`'s identity, "not_found" when there is none.
template <class T, class F> Result<T> currentRow(bool open, const QString& connection, F find)
{
    if (!open)
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        const std::optional<StoredRow<T>> row = find(QSqlDatabase::database(connection, false));
        if (!row)
            return Error{ErrorCode::NotFound, {}, {}};
        return row->value;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

} // namespace

Result<Gpu> CatalogStore::currentGpu(std::string_view name) const
{
    Gpu probe;
    probe.name = std::string(name);
    return currentRow<Gpu>(isOpen(), m_connection,
                           [&](const QSqlDatabase& db) { return findRow(db, store_detail::gpuTable(), probe); });
}

Result<Provider> CatalogStore::currentProvider(std::string_view name) const
{
    Provider probe;
    probe.name = std::string(name);
    return currentRow<Provider>(isOpen(), m_connection, [&](const QSqlDatabase& db) {
        return findRow(db, store_detail::providerTable(), probe);
    });
}

Result<Offer> CatalogStore::currentOffer(int64_t id) const
{
    return currentRow<Offer>(isOpen(), m_connection, [&](const QSqlDatabase& db) { return findOfferById(db, id); });
}

Result<int> CatalogStore::apply(const ImportPlan& plan)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return applyChanges(db, store_detail::gpuTable(), plan.gpus) +
               applyChanges(db, store_detail::providerTable(), plan.providers) +
               applyChanges(db, store_detail::offerTable(), plan.offers);
    });
}

Result<int> CatalogStore::mergeDefaults(const Catalog& defaults, const std::string& fingerprint)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return mergeAll(db, defaults, fingerprint); });
}

Result<int> CatalogStore::resetToDefaults(const Catalog& defaults, bool keepUserRows, const std::string& fingerprint)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const QString condition = keepUserRows ? QStringLiteral(" WHERE origin <> 'user_added'") : QString();
        for (const char* table : {"offers", "providers", "gpus"})
            exec(db, QLatin1String("DELETE FROM ") + QString::fromLatin1(table) + condition, "reset");
        // The model library holds the user's rows only: kept with them, or gone with them.
        if (!keepUserRows)
            exec(db, QStringLiteral("DELETE FROM models"), "reset");
        exec(db, QStringLiteral("DELETE FROM removed_bundled"), "reset");
        // The prices are the bundled ones again: no update to speak of.
        exec(db, QStringLiteral("DELETE FROM meta WHERE key IN ('last_price_update', 'last_price_update_sources')"),
             "reset");
        return mergeAll(db, defaults, fingerprint);
    });
}

namespace {

/// The refusal of an entry that must not be written (validateModelEntry), as a store failure.
void checkModel(const ModelEntry& entry)
{
    if (auto error = validateModelEntry(entry))
        throw StoreFailure{error->code, error->field + (error->detail.empty() ? "" : ": " + error->detail)};
}

} // namespace

Result<int> CatalogStore::saveModel(const ModelEntry& entry)
{
    // Checked before the transaction: a config.json that does not read is said as such, with its own code.
    if (auto error = validateModelEntry(entry))
        return *error;
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::modelTable(), entry); });
}

Result<int> CatalogStore::saveModels(const std::vector<ModelEntry>& entries)
{
    for (const ModelEntry& entry : entries) {
        if (auto error = validateModelEntry(entry))
            return *error;
    }
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        int written = 0;
        for (const ModelEntry& entry : entries)
            written += saveRow(db, store_detail::modelTable(), entry);
        return written;
    });
}

Result<int> CatalogStore::removeModel(std::string_view id, int64_t expectedVersion)
{
    ModelEntry probe;
    probe.id = std::string(id);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::modelTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::restoreModel(const ModelEntry& entry)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        // An undo puts back what was stored, which was checked when it was written; a row that never was is not.
        checkModel(entry);
        const auto& spec = store_detail::modelTable();
        restoreRow(db, spec, entry, findRow(db, spec, entry));
        return 1;
    });
}

Result<ModelEntry> CatalogStore::currentModel(std::string_view id) const
{
    ModelEntry probe;
    probe.id = std::string(id);
    return currentRow<ModelEntry>(isOpen(), m_connection, [&](const QSqlDatabase& db) {
        return findRow(db, store_detail::modelTable(), probe);
    });
}

Result<std::vector<PriceSource>> CatalogStore::priceSources() const
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        QSqlQuery query = prepared(
            db, QStringLiteral("SELECT name, url, format, catalog_version, provider FROM price_sources ORDER BY name"));
        exec(query, "select");
        std::vector<PriceSource> sources;
        while (query.next()) {
            PriceSource source;
            source.name = query.value(0).toString().toStdString();
            source.url = query.value(1).toString().toStdString();
            source.format =
                priceSourceFormatFrom(query.value(2).toString().toStdString()).value_or(PriceSourceFormat::SkyPilot);
            source.catalogVersion = query.value(3).toString().toStdString();
            source.provider = query.value(4).toString().toStdString();
            sources.push_back(std::move(source));
        }
        return sources;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

Result<int> CatalogStore::savePriceSource(const PriceSource& source)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        QSqlQuery query =
            prepared(db, QStringLiteral(
                             "INSERT INTO price_sources (name, url, format, catalog_version, provider) VALUES (?, ?, "
                             "?, ?, ?) ON CONFLICT (name) DO UPDATE SET url = excluded.url, format = excluded.format, "
                             "catalog_version = excluded.catalog_version, provider = excluded.provider"));
        for (const std::string_view value :
             {std::string_view(source.name), std::string_view(source.url), toString(source.format),
              std::string_view(source.catalogVersion), std::string_view(source.provider)})
            query.addBindValue(qs(value));
        exec(query, "save source");
        return 1;
    });
}

Result<int> CatalogStore::removePriceSource(std::string_view name)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        QSqlQuery query = prepared(db, QStringLiteral("DELETE FROM price_sources WHERE name = ?"));
        query.addBindValue(qs(name));
        exec(query, "remove source");
        if (query.numRowsAffected() < 1)
            throw StoreFailure{ErrorCode::NotFound, std::string(name)};
        return 1;
    });
}

Result<int> CatalogStore::applyPriceUpdate(const PriceUpdatePlan& plan)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::offerTable();
        Writer<Offer> writer(db, spec);
        Finder<Offer> finder(db, spec);
        const auto userRow = [](RowOrigin origin) {
            return origin == RowOrigin::UserEdited || origin == RowOrigin::UserAdded;
        };
        int written = 0;
        for (const PriceUpdateRow& row : plan.rows) {
            if (!plan.writes(row))
                continue;
            const bool taken = row.kind == PriceChange::Conflict && row.takeSource;
            if (row.kind == PriceChange::Removed) {
                const auto found = finder.find(*row.before);
                // Gone already, or the user edited it since the preview: the user's row stays.
                if (!found || userRow(found->origin))
                    continue;
                if (found->origin == RowOrigin::Bundled)
                    addTombstone(db, spec.name, offerKey(found->value));
                writer.remove(found->rowid);
            } else if (const auto found = finder.find(*row.after)) {
                if (userRow(found->origin) && !taken)
                    continue;
                writer.update(found->rowid, *row.after, RowOrigin::Fetched);
            } else {
                writer.insert(*row.after, RowOrigin::Fetched);
            }
            ++written;
        }
        QStringList sources;
        for (const std::string& name : plan.sources)
            sources << qs(name);
        writeMeta(db, "last_price_update", qs(plan.fetchedAt));
        writeMeta(db, "last_price_update_sources", sources.join(QLatin1String(", ")));
        return written;
    });
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Opening the user's own SQLite catalog: what is at the path, its health, moving a damaged file aside, WAL, and
// migrating and merging (StoreMigration).
#include "core/catalog/CatalogStore.h"

#include "core/catalog/StoreMigration.h"
#include "core/catalog/StoreSql.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>

namespace tunefit {

using namespace store_detail;

namespace {

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

/// Opens `connection` on a catalog file that is not there yet (or is empty), creating its folder.
void connectNew(QString& connection, const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder) || !canWrite(path))
        throw StoreFailure{ErrorCode::CannotCreate, folder.toStdString()};
    connection = nextConnectionName();
    addConnection(connection, path, Access::ReadWrite);
}

} // namespace

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
        if (kind != FileKind::Sqlite)
            connectNew(m_connection, m_path);
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

} // namespace tunefit

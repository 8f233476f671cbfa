// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12: catalog files the store must never damage. A busy, read-only, foreign or mistyped file is refused or
// read as it is, never moved aside or rewritten; only a real SQLite file that is really corrupt is moved aside.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifdef Q_OS_UNIX
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <functional>

using namespace tunefit;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
}

ino_t inode(const QString& path)
{
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : 0;
}

/// A file that starts like an SQLite database and is damaged after the header.
QByteArray damagedSqlite(const QByteArray& marker)
{
    return QByteArray("SQLite format 3\0", 16) + marker.repeated(8192 / int(marker.size()) + 1).left(8176);
}

/// Runs statements on the file through a connection of its own (another program's), then closes it.
bool execSql(const QString& path, const QStringList& statements)
{
    const QString name = QStringLiteral("hostile-test-side-connection");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString& sql : statements)
            ok = ok && QSqlQuery(db).exec(sql);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

/// Another process that opens the file, runs `statements` (which start a transaction) and keeps that transaction
/// open until release(): a second window in a long import, a backup tool. A separate process, so that SQLite's
/// file locks work between the two exactly as they do between two programs.
class LockHolder
{
public:
    LockHolder(const QString& path, const QStringList& statements)
    {
        int ready[2];
        int release[2];
        if (pipe(ready) != 0 || pipe(release) != 0)
            return;
        m_pid = fork();
        if (m_pid == 0) {
            ::close(ready[0]);
            ::close(release[1]);
            alarm(60); // never outlive a test that failed to release it
            char answer = '1';
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
                db.setDatabaseName(path);
                if (!db.open())
                    answer = '0';
                for (const QString& sql : statements) {
                    if (answer == '1' && !QSqlQuery(db).exec(sql))
                        answer = '0';
                }
                [[maybe_unused]] auto written = write(ready[1], &answer, 1);
                [[maybe_unused]] auto got = read(release[0], &answer, 1); // 0 bytes once the parent closes its end
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
                db.close();
            }
            _exit(0);
        }
        ::close(ready[1]);
        ::close(release[0]);
        m_release = release[1];
        char answer = '0';
        m_holding = m_pid > 0 && read(ready[0], &answer, 1) == 1 && answer == '1';
        ::close(ready[0]);
    }
    ~LockHolder() { release(); }
    LockHolder(const LockHolder&) = delete;
    LockHolder& operator=(const LockHolder&) = delete;

    bool holding() const { return m_holding; }
    void release()
    {
        if (m_pid <= 0)
            return;
        ::close(m_release);
        waitpid(m_pid, nullptr, 0);
        m_pid = -1;
    }

private:
    pid_t m_pid = -1;
    int m_release = -1;
    bool m_holding = false;
};

class CatalogStoreHostileTest : public ::testing::Test
{
protected:
    QString dbPath() const { return m_dir.filePath(QStringLiteral("catalog.sqlite")); }

    /// A catalog with one edit of the user's (L4's notes), closed.
    void createEditedCatalog(const QString& path)
    {
        CatalogStore store(path);
        ASSERT_TRUE(store.open().ok());
        Gpu l4 = *findGpu(*store.load(), "L4");
        l4.notes = "mine";
        ASSERT_TRUE(store.saveGpu(l4).ok());
    }

    static std::string l4Notes(const CatalogStore& store)
    {
        const auto catalog = store.load();
        if (!catalog)
            return "load failed: " + std::string(errorCodeKey(catalog.error().code));
        const Gpu* l4 = findGpu(*catalog, "L4");
        return l4 ? l4->notes : "no L4";
    }

    QTemporaryDir m_dir;
};

} // namespace

// Finding 1: a catalog held locked by another program for longer than the busy timeout is busy, not damaged.
TEST_F(CatalogStoreHostileTest, ACatalogLockedByAnotherProgramIsNeverMovedAside)
{
    const std::vector<QStringList> locks = {
        // A program that uses the rollback journal (switching the file to it) and holds an exclusive lock.
        {QStringLiteral("PRAGMA journal_mode = DELETE"), QStringLiteral("BEGIN EXCLUSIVE"),
         QStringLiteral("UPDATE gpus SET notes = 'uncommitted' WHERE name = 'L4'")},
        // A program that keeps the WAL file to itself (exclusive locking mode): readers are shut out too.
        {QStringLiteral("PRAGMA locking_mode = EXCLUSIVE"), QStringLiteral("BEGIN EXCLUSIVE"),
         QStringLiteral("UPDATE gpus SET notes = 'uncommitted' WHERE name = 'L4'")},
    };
    for (const QStringList& lock : locks) {
        SCOPED_TRACE(lock.front().toStdString());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        createEditedCatalog(path);
        const ino_t before = inode(path);
        LockHolder holder(path, lock);
        ASSERT_TRUE(holder.holding());

        CatalogStore store(path);
        const auto report = store.open();
        ASSERT_FALSE(report.ok()) << "opened while another program holds the file";
        EXPECT_EQ(report.error().code, ErrorCode::DatabaseBusy);
        EXPECT_FALSE(store.isOpen());
        EXPECT_EQ(inode(path), before) << "the catalog file was replaced";
        EXPECT_TRUE(QDir(dir.path()).entryList({QStringLiteral("*.corrupt-*")}).isEmpty());

        holder.release();
        const auto again = store.open();
        ASSERT_TRUE(again.ok()) << again.error().code << " " << again.error().detail;
        EXPECT_FALSE(again->created);
        EXPECT_TRUE(again->movedAsidePath.isEmpty());
        EXPECT_EQ(l4Notes(store), "mine");
    }
}

// Finding 7: in WAL mode a writer never blocks readers; opening and reading must not wait for the write lock.
TEST_F(CatalogStoreHostileTest, ReadingIsNotBlockedByAnotherProgramsWriteTransaction)
{
    createEditedCatalog(dbPath());
    LockHolder holder(dbPath(), {QStringLiteral("BEGIN IMMEDIATE"),
                                 QStringLiteral("UPDATE gpus SET notes = 'uncommitted' WHERE name = 'L4'")});
    ASSERT_TRUE(holder.holding());

    QElapsedTimer timer;
    timer.start();
    CatalogStore store(dbPath());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().code << " " << report.error().detail;
    EXPECT_EQ(l4Notes(store), "mine"); // the last committed state, not the other program's uncommitted write
    EXPECT_LT(timer.elapsed(), CatalogStore::kBusyTimeoutMs / 2);

    // Newer defaults to merge need the write lock: the catalog still opens at once, and merges on a later open.
    CatalogStore newer(dbPath());
    timer.restart();
    const auto deferred = newer.open(bundledCatalog(), "newer defaults");
    ASSERT_TRUE(deferred.ok()) << deferred.error().code << " " << deferred.error().detail;
    EXPECT_FALSE(deferred->mergedDefaults);
    EXPECT_EQ(l4Notes(newer), "mine");
    EXPECT_LT(timer.elapsed(), CatalogStore::kBusyTimeoutMs / 2);

    // A write still waits for the other program and then says that the catalog is busy.
    Gpu l4 = *findGpu(*store.load(), "L4");
    l4.notes = "second edit";
    const auto saved = store.saveGpu(l4);
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(saved.error().code, ErrorCode::DatabaseBusy);

    holder.release();
    newer.close();
    const auto merged = newer.open(bundledCatalog(), "newer defaults");
    ASSERT_TRUE(merged.ok());
    EXPECT_TRUE(merged->mergedDefaults);
    EXPECT_EQ(l4Notes(newer), "mine");
}

// Finding 2: SQLite takes an empty file name for a temporary database that is thrown away on close.
TEST_F(CatalogStoreHostileTest, AnEmptyPathIsRefused)
{
    CatalogStore store(QString{});
    const auto report = store.open();
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, ErrorCode::EmptyPath);
    EXPECT_FALSE(store.isOpen());
    Gpu gpu = bundledCatalog().gpus.front();
    gpu.name = "Lost GPU";
    EXPECT_FALSE(store.saveGpu(gpu).ok());
}

// Finding 3: a CSV, any other non-SQLite file and a folder are not catalogs: refused, left exactly as they are.
TEST_F(CatalogStoreHostileTest, AFileThatIsNoSqliteDatabaseIsLeftUntouched)
{
    const QByteArray csv = "provider,instance_type,gpu_name,gpu_count\nLambda,gpu_1x_a10,A10,1\n";
    const QByteArray binary = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(4096, '\x01');
    const QByteArray almost = QByteArray("SQLite format 2\0", 16) + QByteArray(4096, '\0');
    for (const QByteArray& bytes : {csv, binary, almost, QByteArray("SQLite")}) {
        SCOPED_TRACE(bytes.left(16).toStdString());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("offers.csv"));
        ASSERT_TRUE(writeFile(path, bytes));
        CatalogStore store(path);
        const auto report = store.open();
        ASSERT_FALSE(report.ok());
        EXPECT_EQ(report.error().code, ErrorCode::NotACatalog);
        EXPECT_EQ(readAll(path), bytes);
        EXPECT_EQ(entries(dir.path()), QStringList{QStringLiteral("offers.csv")});
    }
}

TEST_F(CatalogStoreHostileTest, AFolderIsLeftUntouched)
{
    const QString folder = m_dir.filePath(QStringLiteral("exports"));
    ASSERT_TRUE(QDir().mkpath(folder));
    ASSERT_TRUE(writeFile(folder + QStringLiteral("/gpus.csv"), "name\nL4\n"));
    CatalogStore store(folder);
    const auto report = store.open();
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, ErrorCode::CatalogIsFolder);
    EXPECT_EQ(entries(m_dir.path()), QStringList{QStringLiteral("exports")});
    EXPECT_EQ(entries(folder), QStringList{QStringLiteral("gpus.csv")});
}

TEST_F(CatalogStoreHostileTest, AnEmptyFileIsInitialised)
{
    ASSERT_TRUE(writeFile(dbPath(), {}));
    CatalogStore store(dbPath());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().code << " " << report.error().detail;
    EXPECT_TRUE(report->created);
    EXPECT_TRUE(report->movedAsidePath.isEmpty());
    EXPECT_EQ(store.load()->gpus.size(), bundledCatalog().gpus.size());
}

// Only a real SQLite file that fails its check is moved aside: one with a damaged page inside, or garbage after a
// valid header.
TEST_F(CatalogStoreHostileTest, ARealCorruptCatalogIsMovedAsideAndKept)
{
    {
        CatalogStore store(dbPath());
        ASSERT_TRUE(store.open().ok());
    }
    QByteArray bytes = readAll(dbPath());
    ASSERT_GT(bytes.size(), 3 * 4096);
    // Every page but the first (the schema) overwritten: the tables' b-trees are garbage.
    for (qsizetype i = 4096; i < bytes.size(); ++i)
        bytes[i] = char(0xA5 ^ (i & 0x3F));
    ASSERT_TRUE(writeFile(dbPath(), bytes));
    for (const QByteArray& damaged : {bytes, damagedSqlite("garbage after the header ")}) {
        ASSERT_TRUE(writeFile(dbPath(), damaged));
        CatalogStore store(dbPath());
        const auto report = store.open();
        ASSERT_TRUE(report.ok()) << report.error().code << " " << report.error().detail;
        EXPECT_TRUE(report->created);
        ASSERT_TRUE(report->movedAsidePath.startsWith(dbPath() + QStringLiteral(".corrupt-")));
        EXPECT_EQ(readAll(report->movedAsidePath), damaged);
        EXPECT_EQ(store.load()->gpus.size(), bundledCatalog().gpus.size());
    }
}

// Finding 4: the aside name must be new even when a file of that name (same second) exists; nothing is overwritten.
TEST_F(CatalogStoreHostileTest, MovingAsideNeverOverwritesAndNamesAreUnique)
{
    // Files where a second-resolution name would put the damaged catalogs in the next few seconds.
    const QDateTime now = QDateTime::currentDateTime();
    QStringList decoys;
    for (int s = 0; s < 4; ++s) {
        const QString name =
            dbPath() + QStringLiteral(".corrupt-") + now.addSecs(s).toString(QStringLiteral("yyyyMMdd-HHmmss"));
        ASSERT_TRUE(writeFile(name, "decoy " + name.toUtf8()));
        decoys << name;
    }
    QStringList moved;
    for (int i = 0; i < 3; ++i) {
        const QByteArray damaged = damagedSqlite("damaged file " + QByteArray::number(i) + " ");
        ASSERT_TRUE(writeFile(dbPath(), damaged));
        CatalogStore store(dbPath());
        const auto report = store.open();
        ASSERT_TRUE(report.ok()) << report.error().code << " " << report.error().detail;
        ASSERT_FALSE(report->movedAsidePath.isEmpty());
        EXPECT_FALSE(decoys.contains(report->movedAsidePath));
        EXPECT_FALSE(moved.contains(report->movedAsidePath));
        EXPECT_EQ(readAll(report->movedAsidePath), damaged);
        moved << report->movedAsidePath;
        store.close();
        QFile::remove(dbPath());
    }
    for (const QString& decoy : decoys)
        EXPECT_EQ(readAll(decoy), "decoy " + decoy.toUtf8());
    for (const QString& name : moved)
        EXPECT_TRUE(QFileInfo::exists(name));
}

// Finding 5: another program's SQLite database is refused before anything, its journal mode included, is changed.
TEST_F(CatalogStoreHostileTest, AnotherProgramsDatabaseIsLeftUntouched)
{
    const std::vector<QStringList> foreign = {
        {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
         QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')")},
        // A table named like ours is not enough to be a catalog.
        {QStringLiteral("CREATE TABLE meta (name TEXT, data BLOB)"),
         QStringLiteral("INSERT INTO meta VALUES ('schema', x'00')")},
        {QStringLiteral("CREATE TABLE gpus (name TEXT)"), QStringLiteral("INSERT INTO gpus VALUES ('L4')")},
    };
    for (const QStringList& statements : foreign) {
        SCOPED_TRACE(statements.front().toStdString());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.db"));
        ASSERT_TRUE(execSql(path, statements));
        const QByteArray before = readAll(path);
        ASSERT_TRUE(before.startsWith(QByteArray("SQLite format 3\0", 16)));

        CatalogStore store(path);
        const auto report = store.open();
        ASSERT_FALSE(report.ok());
        EXPECT_EQ(report.error().code, ErrorCode::ForeignDatabase);
        EXPECT_EQ(readAll(path), before) << "the other program's file was changed (journal mode, tables)";
        EXPECT_EQ(entries(dir.path()), QStringList{QStringLiteral("other.db")});
    }
}

// Even damaged, another program's database is not ours to move aside.
TEST_F(CatalogStoreHostileTest, AnotherProgramsDamagedDatabaseIsLeftUntouched)
{
    const QString path = m_dir.filePath(QStringLiteral("other.db"));
    ASSERT_TRUE(execSql(path, {QStringLiteral("CREATE TABLE notes (text TEXT)"),
                               QStringLiteral("INSERT INTO notes VALUES (printf('%.3000c', 'x'))"),
                               QStringLiteral("INSERT INTO notes SELECT text FROM notes"),
                               QStringLiteral("INSERT INTO notes SELECT text FROM notes")}));
    QByteArray bytes = readAll(path);
    ASSERT_GT(bytes.size(), 2 * 4096);
    for (qsizetype i = 4096; i < bytes.size(); ++i)
        bytes[i] = char(0x5A);
    ASSERT_TRUE(writeFile(path, bytes));
    CatalogStore store(path);
    const auto report = store.open();
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, ErrorCode::ForeignDatabase);
    EXPECT_EQ(readAll(path), bytes);
    EXPECT_EQ(entries(m_dir.path()), QStringList{QStringLiteral("other.db")});
}

TEST_F(CatalogStoreHostileTest, AnSqliteDatabaseWithNothingInItIsInitialised)
{
    ASSERT_TRUE(execSql(dbPath(), {QStringLiteral("PRAGMA user_version = 7"), QStringLiteral("VACUUM")}));
    CatalogStore store(dbPath());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().code << " " << report.error().detail;
    EXPECT_TRUE(report->created);
    EXPECT_EQ(store.load()->offers.size(), bundledCatalog().offers.size());
}

namespace {

/// Runs `body` as a user who cannot write what `protect` protects (a folder or a file): after chmod when the tests
/// do not run as root; as root, where chmod restricts nothing, in a child process switched to the user "nobody"
/// (`protect` then is left as root's, which nobody cannot write). Returns body's answer, or nullopt when that user
/// cannot even reach the file (the test is then skipped).
std::optional<std::string> withoutWriteAccess(const QString& protect, const QString& file,
                                              const std::function<std::string()>& body)
{
    if (geteuid() != 0) {
        const auto permissions = QFile::permissions(protect);
        QFile::setPermissions(protect, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup);
        std::string answer = body();
        QFile::setPermissions(protect, permissions);
        return answer;
    }
    const passwd* nobody = getpwnam("nobody");
    if (!nobody)
        return std::nullopt;
    int channel[2];
    if (pipe(channel) != 0)
        return std::nullopt;
    const pid_t child = fork();
    if (child == 0) {
        ::close(channel[0]);
        std::string answer = "cannot switch user";
        if (setgroups(0, nullptr) == 0 && setgid(nobody->pw_gid) == 0 && setuid(nobody->pw_uid) == 0)
            answer = access(QFile::encodeName(file).constData(), R_OK) == 0 ? body() : "unreachable";
        [[maybe_unused]] auto written = write(channel[1], answer.data(), answer.size());
        ::close(channel[1]);
        _exit(0);
    }
    ::close(channel[1]);
    std::string answer;
    char buffer[512];
    for (ssize_t n; (n = read(channel[0], buffer, sizeof buffer)) > 0;)
        answer.append(buffer, size_t(n));
    ::close(channel[0]);
    waitpid(child, nullptr, 0);
    if (answer == "unreachable" || answer == "cannot switch user")
        return std::nullopt;
    return answer;
}

} // namespace

// Finding 6: a healthy catalog the user cannot write (its folder, or the file itself) is read, not "damaged".
TEST_F(CatalogStoreHostileTest, ACatalogThatCannotBeWrittenOpensReadOnly)
{
    for (const bool folder : {true, false}) {
        SCOPED_TRACE(folder ? "read-only folder" : "read-only file");
        QTemporaryDir dir;
        const QString sub = dir.filePath(QStringLiteral("data"));
        ASSERT_TRUE(QDir().mkpath(sub));
        const QString path = sub + QStringLiteral("/catalog.sqlite");
        createEditedCatalog(path);
        // The other user must reach the file; only what is protected stays out of their hands.
        QFile::setPermissions(dir.path(), QFile::permissions(dir.path()) | QFile::ReadOther | QFile::ExeOther);
        QFile::setPermissions(sub, QFile::permissions(sub) | QFile::ReadOther | QFile::ExeOther);
        QFile::setPermissions(path, QFile::permissions(path) | QFile::ReadOther);
        if (!folder && geteuid() == 0 && getpwnam("nobody")) {
            ASSERT_EQ(chown(QFile::encodeName(sub).constData(), getpwnam("nobody")->pw_uid, gid_t(-1)), 0);
        }
        const QByteArray before = readAll(path);

        const auto answer = withoutWriteAccess(folder ? sub : path, path, [&] {
            CatalogStore store(path);
            const auto report = store.open();
            if (!report)
                return "open failed: " + std::string(errorCodeKey(report.error().code));
            std::string text = std::string(report->readOnly ? "read-only" : "writable") + ", L4: " + l4Notes(store);
            Gpu l4 = *findGpu(*store.load(), "L4");
            l4.notes = "edited";
            const auto saved = store.saveGpu(l4);
            text += ", save: " + (saved ? std::string("ok") : std::string(errorCodeKey(saved.error().code)));
            return text + ", after: " + l4Notes(store);
        });
        if (!answer)
            GTEST_SKIP() << "no other user to run as";
        EXPECT_EQ(*answer, "read-only, L4: mine, save: read_only, after: mine");
        EXPECT_EQ(readAll(path), before);
        EXPECT_TRUE(QDir(sub).entryList({QStringLiteral("*.corrupt-*")}).isEmpty());
    }
}

#endif

// SPDX-License-Identifier: GPL-3.0-or-later
// Team catalogs (issue 19): where a catalog lives, row versions against lost updates (both engines), and against the
// real PostgreSQL server of scripts/with-postgres.sh: roles, concurrent importers, a client killed mid-import.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/ImportPlan.h"
#include "core/catalog/StoreEngines.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDriver>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <map>
#include <thread>

using namespace tunefit;
using test::Engine;
using test::Role;

namespace {

Catalog load(const CatalogStore& store)
{
    auto catalog = store.load();
    EXPECT_TRUE(catalog.ok()) << catalog.error().code << " " << catalog.error().detail;
    return catalog.ok() ? *catalog : Catalog{};
}

const Offer* offerById(const Catalog& catalog, int64_t id)
{
    for (const Offer& offer : catalog.offers) {
        if (offer.id == id)
            return &offer;
    }
    return nullptr;
}

} // namespace

TEST(CatalogLocation, APathIsAnSqliteCatalog)
{
    const auto location = parseCatalogLocation(QStringLiteral("/home/me/catalog.sqlite"));
    ASSERT_TRUE(location.ok());
    EXPECT_FALSE(location->isTeam());
    EXPECT_EQ(location->path, QStringLiteral("/home/me/catalog.sqlite"));
    EXPECT_EQ(location->toString(), QStringLiteral("/home/me/catalog.sqlite"));
    EXPECT_EQ(parseCatalogLocation(QString()).error().code, ErrorCode::EmptyPath);
}

TEST(CatalogLocation, ALibpqUriIsATeamCatalogAndItsPasswordIsNeverPersisted)
{
    const auto location =
        parseCatalogLocation(QStringLiteral("postgresql://ana:s%40cret@db.example.org:6432/prices?sslmode=require"));
    ASSERT_TRUE(location.ok()) << location.error().detail;
    EXPECT_TRUE(location->isTeam());
    EXPECT_EQ(location->user, QStringLiteral("ana"));
    EXPECT_EQ(location->password, QStringLiteral("s@cret")); // %40 decoded, for this connection only
    EXPECT_EQ(location->host, QStringLiteral("db.example.org"));
    EXPECT_EQ(location->port, 6432);
    EXPECT_EQ(location->database, QStringLiteral("prices"));
    EXPECT_EQ(location->options, QStringLiteral("sslmode=require"));
    EXPECT_EQ(location->toString(), QStringLiteral("postgresql://ana@db.example.org:6432/prices?sslmode=require"));
    EXPECT_FALSE(location->toString().contains(QStringLiteral("cret")));
    EXPECT_FALSE(location->snapshotPath().contains(QStringLiteral("cret")));

    // libpq's other scheme, defaults left to libpq, and the persisted form read back as the same place.
    const auto shortForm = parseCatalogLocation(QStringLiteral("postgres://localhost/team"));
    ASSERT_TRUE(shortForm.ok());
    EXPECT_EQ(shortForm->port, 0);
    EXPECT_TRUE(shortForm->user.isEmpty());
    const auto again = parseCatalogLocation(location->toString());
    ASSERT_TRUE(again.ok());
    CatalogLocation withoutPassword = *location;
    withoutPassword.password.clear();
    EXPECT_EQ(*again, withoutPassword);
    EXPECT_EQ(again->snapshotPath(), location->snapshotPath());
}

TEST(CatalogLocation, AMalformedUriIsRefusedAtItsField)
{
    // Issue 35: no host is refused too (libpq would try PGHOST or the local socket, a server nobody named).
    for (const char* bad : {"postgresql:team", "postgresql://host:99999/db", "postgresql://h1,h2/db",
                            "postgresql://host/db?options=a;b", "postgresql:///tunefit", "postgresql://user@/db"}) {
        const auto location = parseCatalogLocation(QString::fromLatin1(bad));
        ASSERT_FALSE(location.ok()) << bad;
        EXPECT_EQ(location.error().code, ErrorCode::InvalidValue) << bad;
        EXPECT_EQ(location.error().field, "catalog");
    }
}

class TeamCatalogTest : public ::testing::TestWithParam<Engine>
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<test::EngineCatalog>(GetParam(), m_dir.path());
        if (!m_catalog->available())
            GTEST_SKIP() << test::kNoServer;
        CatalogStore creator(m_catalog->location(Role::Owner));
        ASSERT_TRUE(creator.open().ok());
    }
    CatalogLocation where(Role role = Role::Editor) const { return m_catalog->location(role); }

    QTemporaryDir m_dir;
    std::unique_ptr<test::EngineCatalog> m_catalog;
};

// Two people edit the same offer: the second save was made on what the first changed, so it is refused and nothing
// is lost; keeping one's own value is a save over the version now stored, taking the other is reading it.
TEST_P(TeamCatalogTest, AStaleSaveIsRefusedAndNothingIsLost)
{
    CatalogStore ana(where());
    CatalogStore ben(where());
    ASSERT_TRUE(ana.open().ok());
    ASSERT_TRUE(ben.open().ok());
    const int64_t id = load(ana).offers.front().id;
    Offer anasCopy = *offerById(load(ana), id);
    Offer bensCopy = *offerById(load(ben), id);
    ASSERT_EQ(anasCopy.rowVersion, 1);

    anasCopy.onDemandUsdPerHour = 5.00;
    ASSERT_TRUE(ana.saveOffer(anasCopy).ok());
    bensCopy.onDemandUsdPerHour = 6.00;
    const auto stale = ben.saveOffer(bensCopy);
    ASSERT_FALSE(stale.ok());
    EXPECT_EQ(stale.error().code, ErrorCode::EditConflict);
    // Both values can be shown: Ana's is stored, Ben's is still his.
    const auto current = ben.currentOffer(id);
    ASSERT_TRUE(current.ok());
    EXPECT_EQ(current->onDemandUsdPerHour, 5.00);
    EXPECT_EQ(current->rowVersion, 2);
    EXPECT_EQ(offerById(load(ana), id)->onDemandUsdPerHour, 5.00);

    // Ben keeps his: saved over the version he has now seen.
    bensCopy.rowVersion = current->rowVersion;
    ASSERT_TRUE(ben.saveOffer(bensCopy).ok());
    EXPECT_EQ(offerById(load(ana), id)->onDemandUsdPerHour, 6.00);
    EXPECT_EQ(offerById(load(ana), id)->rowVersion, 3);

    // A delete made on an old version is refused too, and so is a save over a deleted row.
    const auto staleDelete = ana.removeOffer(id, anasCopy.rowVersion);
    ASSERT_FALSE(staleDelete.ok());
    EXPECT_EQ(staleDelete.error().code, ErrorCode::EditConflict);
    ASSERT_TRUE(ana.removeOffer(id, 3).ok());
    bensCopy.rowVersion = 3;
    const auto gone = ben.saveOffer(bensCopy);
    ASSERT_FALSE(gone.ok());
    EXPECT_EQ(gone.error().code, ErrorCode::EditConflict);
    EXPECT_EQ(ben.currentOffer(id).error().code, ErrorCode::NotFound);

    // GPUs are keyed by name: the same rule.
    Gpu gpuA = *findGpu(load(ana), "L4");
    Gpu gpuB = gpuA;
    gpuA.notes = "Ana's note";
    gpuB.notes = "Ben's note";
    ASSERT_TRUE(ana.saveGpu(gpuA).ok());
    EXPECT_EQ(ben.saveGpu(gpuB).error().code, ErrorCode::EditConflict);
    EXPECT_EQ(ben.currentGpu("L4")->notes, "Ana's note");
}

// Issue 35: two people import the same offer at the same moment. Each preview was made on the catalog as it was;
// the second commit finds the row changed since (by the first import) and is refused like a stale edit, so one
// price never silently overwrites the other. Adding a row someone else added meanwhile, with other data, too.
TEST_P(TeamCatalogTest, AnImportPlannedOnAnOldVersionIsRefused)
{
    CatalogStore ana(where());
    CatalogStore ben(where());
    ASSERT_TRUE(ana.open().ok());
    ASSERT_TRUE(ben.open().ok());
    const Catalog seen = load(ana); // both previews are made on this
    Offer offer = seen.offers.front();
    auto importOf = [&](double price) {
        Offer row = offer;
        row.onDemandUsdPerHour = price;
        return planOfferImport(seen, catalog_csv::ReadRows<Offer>{{2, row, {}}}, "2026-12-03");
    };
    const ImportPlan anas = importOf(5.00);
    const ImportPlan bens = importOf(6.00);
    ASSERT_EQ(anas.offers.size(), 1u);
    ASSERT_EQ(anas.offers.front().kind, ChangeKind::Update);
    ASSERT_TRUE(ana.apply(anas).ok());
    const auto late = ben.apply(bens);
    ASSERT_FALSE(late.ok());
    EXPECT_EQ(late.error().code, ErrorCode::EditConflict);
    EXPECT_EQ(offerById(load(ben), offer.id)->onDemandUsdPerHour, 5.00); // Ana's stands, nothing half-written
    // The same import again (nothing of Ana's would be lost: the same data) is no conflict.
    EXPECT_TRUE(ben.apply(anas).ok());

    // A new offer both add: the second add finds Ana's row with another price and is refused.
    Offer fresh = offer;
    fresh.id = 0;
    fresh.region = "issue-35-region";
    const ImportPlan anaAdds = planOfferImport(seen, {{2, fresh, {}}}, "2026-12-03");
    fresh.onDemandUsdPerHour = 7.00;
    const ImportPlan benAdds = planOfferImport(seen, {{2, fresh, {}}}, "2026-12-03");
    ASSERT_EQ(benAdds.offers.front().kind, ChangeKind::Add);
    ASSERT_TRUE(ana.apply(anaAdds).ok());
    const auto both = ben.apply(benAdds);
    ASSERT_FALSE(both.ok());
    EXPECT_EQ(both.error().code, ErrorCode::EditConflict);
}

TEST_P(TeamCatalogTest, EveryCommittedChangeRaisesTheChangeStamp)
{
    CatalogStore watcher(where());
    CatalogStore editor(where());
    ASSERT_TRUE(watcher.open().ok());
    ASSERT_TRUE(editor.open().ok());
    const int64_t before = *watcher.changeStamp();
    Gpu gpu = *findGpu(load(editor), "T4");
    gpu.notes = "changed";
    ASSERT_TRUE(editor.saveGpu(gpu).ok());
    EXPECT_EQ(*watcher.changeStamp(), before + 1);
    // A refused change commits nothing.
    gpu.rowVersion = 1;
    gpu.notes = "changed on a stale copy";
    ASSERT_FALSE(editor.saveGpu(gpu).ok());
    EXPECT_EQ(*watcher.changeStamp(), before + 1);
}

INSTANTIATE_TEST_SUITE_P(Engines, TeamCatalogTest, ::testing::Values(Engine::Sqlite, Engine::Postgres),
                         test::engineName);

class TeamServerTest : public TeamCatalogTest
{
};

TEST_P(TeamServerTest, AnotherSessionsChangeIsAnnouncedOnTheChannel)
{
    int argc = 1;
    char name[] = "test";
    char* argv[] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance())
        app = std::make_unique<QCoreApplication>(argc, argv);
    CatalogStore watcher(where());
    CatalogStore editor(where());
    ASSERT_TRUE(watcher.open().ok());
    ASSERT_TRUE(editor.open().ok());
    QSqlDriver* driver = watcher.notificationDriver();
    ASSERT_NE(driver, nullptr);
    ASSERT_TRUE(driver->subscribeToNotification(CatalogStore::changeChannel()));
    QString payload;
    QObject::connect(
        driver, &QSqlDriver::notification,
        [&](const QString&, QSqlDriver::NotificationSource, const QVariant& value) { payload = value.toString(); });
    Provider lab;
    lab.name = "Team Lab";
    ASSERT_TRUE(editor.saveProvider(lab).ok());
    QElapsedTimer timer;
    timer.start();
    while (payload.isEmpty() && timer.elapsed() < 5000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    EXPECT_EQ(payload, QString::number(*watcher.changeStamp()));
    driver->unsubscribeFromNotification(CatalogStore::changeChannel());
}

// The server's roles decide: a read-only role opens and plans on the catalog, and every change is refused in words.
TEST_P(TeamServerTest, AReadOnlyRolePlansButCannotEdit)
{
    CatalogStore reader(where(Role::Reader));
    const auto report = reader.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_TRUE(report->readOnly);
    EXPECT_TRUE(reader.isReadOnly());
    const Catalog catalog = load(reader);
    EXPECT_EQ(catalog.offers.size(), bundledCatalog().offers.size());
    Offer offer = catalog.offers.front();
    offer.onDemandUsdPerHour = 1.0;
    const auto saved = reader.saveOffer(offer);
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(saved.error().code, ErrorCode::PermissionDenied);
    EXPECT_EQ(reader.removeGpu("L4").error().code, ErrorCode::PermissionDenied);
    EXPECT_EQ(reader.resetToDefaults(bundledCatalog(), false).error().code, ErrorCode::PermissionDenied);
    // Newer defaults wait for a role that may write; the reader still opens.
    CatalogStore later(where(Role::Reader));
    const auto newer = later.open(bundledCatalog(), "newer defaults");
    ASSERT_TRUE(newer.ok()) << newer.error().detail;
    EXPECT_FALSE(newer->mergedDefaults);
    // The editor may.
    CatalogStore editor(where(Role::Editor));
    ASSERT_TRUE(editor.open().ok());
    EXPECT_FALSE(editor.isReadOnly());
    EXPECT_TRUE(editor.saveOffer(offer).ok());
}

namespace {

ImportPlan taggedImport(const Catalog& catalog, const std::string& tag, int rows)
{
    ImportPlan plan;
    for (int i = 0; i < rows; ++i) {
        Offer offer = catalog.offers[size_t(i) % catalog.offers.size()];
        offer.id = 0;
        offer.rowVersion = 0;
        offer.region = tag + "-" + std::to_string(i);
        plan.offers.push_back({i + 2, ChangeKind::Add, offer, {}});
    }
    return plan;
}

/// Offers per import tag ("import7" for region "import7-123").
std::map<std::string, size_t> countByTag(const Catalog& catalog)
{
    std::map<std::string, size_t> counts;
    for (const Offer& offer : catalog.offers) {
        const auto dash = offer.region.find('-');
        if (offer.region.starts_with("import") && dash != std::string::npos)
            ++counts[offer.region.substr(0, dash)];
    }
    return counts;
}

} // namespace

// 20 processes import at once (20 people pressing Import): every import that committed is whole, none is partial.
TEST_P(TeamServerTest, TwentyConcurrentImportersLeaveOnlyWholeImports)
{
    constexpr int kProcesses = 20;
    constexpr int kRows = 200;
    const Catalog base = bundledCatalog();
    std::vector<pid_t> children;
    for (int p = 0; p < kProcesses; ++p) {
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            CatalogStore store(where());
            if (!store.open().ok())
                _exit(3);
            // A writer that waited the whole busy timeout is refused whole ("database_busy"); like a user, it tries
            // again, twice.
            const ImportPlan plan = taggedImport(base, "import" + std::to_string(p), kRows);
            for (int attempt = 0; attempt < 3; ++attempt) {
                const auto result = store.apply(plan);
                if (result.ok())
                    _exit(0);
                if (result.error().code != ErrorCode::DatabaseBusy)
                    _exit(1);
            }
            _exit(1);
        }
        children.push_back(child);
    }
    int committed = 0;
    int refused = 0;
    for (const pid_t child : children) {
        int status = 0;
        waitpid(child, &status, 0);
        ASSERT_TRUE(WIFEXITED(status));
        ASSERT_NE(WEXITSTATUS(status), 3) << "a client could not open the catalog";
        (WEXITSTATUS(status) == 0 ? committed : refused) += 1;
    }
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    const auto counts = countByTag(load(store));
    for (const auto& [tag, count] : counts)
        EXPECT_EQ(count, size_t(kRows)) << tag; // whole, never partial
    EXPECT_EQ(counts.size(), size_t(committed));
    // The writers queue on the catalog's lock; on a loaded machine one may still wait out its busy timeouts and be
    // refused whole, never half-written.
    EXPECT_GE(committed, 1);
    EXPECT_EQ(committed + refused, kProcesses);
    std::cout << "[ figures ] concurrent imports: " << committed << " committed, " << refused << " refused\n";
}

// A client killed (SIGKILL) in the middle of a large import: the server rolls its transaction back.
TEST_P(TeamServerTest, AClientKilledMidImportLeavesTheCatalogAsBefore)
{
    size_t before = 0;
    {
        CatalogStore store(where());
        ASSERT_TRUE(store.open().ok());
        before = load(store).offers.size();
    }
    const ImportPlan plan = taggedImport(bundledCatalog(), "pkill", 20000);
    int interrupted = 0;
    for (int round = 0; round < 4; ++round) {
        int ready[2];
        ASSERT_EQ(pipe(ready), 0);
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            CatalogStore store(where());
            if (!store.open().ok())
                _exit(3);
            // The import starts now: the parent kills while it runs (20,000 rows take seconds).
            [[maybe_unused]] const auto written = write(ready[1], "g", 1);
            store.apply(plan);
            _exit(0);
        }
        close(ready[1]);
        char go = 0;
        ASSERT_EQ(read(ready[0], &go, 1), 1);
        close(ready[0]);
        std::this_thread::sleep_for(std::chrono::milliseconds(50 + 100 * round));
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        interrupted += WIFSIGNALED(status) ? 1 : 0;

        CatalogStore store(where());
        ASSERT_TRUE(store.open().ok());
        const size_t size = load(store).offers.size();
        EXPECT_TRUE(size == before || size == before + plan.offers.size()) << size;
        if (size != before) {
            ASSERT_TRUE(store.resetToDefaults(bundledCatalog(), false).ok());
        }
        // The killed client's lock is gone with its session: a new change goes through at once.
        Gpu gpu = *findGpu(load(store), "L4");
        gpu.notes = "after round " + std::to_string(round);
        EXPECT_TRUE(store.saveGpu(gpu).ok());
    }
    EXPECT_GT(interrupted, 0);
    std::cout << "[ figures ] killed mid-import: " << interrupted << " of 4 clients, catalog intact\n";
}

INSTANTIATE_TEST_SUITE_P(Engines, TeamServerTest, ::testing::Values(Engine::Postgres), test::engineName);

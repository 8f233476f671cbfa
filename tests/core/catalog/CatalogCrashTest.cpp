// SPDX-License-Identifier: GPL-3.0-or-later
// A process killed (SIGKILL) in the middle of a large import leaves the previous catalog intact.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/PriceUpdate.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <thread>

using namespace tunefit;

namespace {

ImportPlan largeImport(const Catalog& catalog, int rows)
{
    ImportPlan plan;
    for (int i = 0; i < rows; ++i) {
        Offer offer = catalog.offers[size_t(i) % catalog.offers.size()];
        offer.region = "crash-" + std::to_string(i);
        plan.offers.push_back({i + 2, ChangeKind::Add, offer, {}});
    }
    return plan;
}

} // namespace

TEST(CatalogCrash, KilledImportLeavesThePreviousCatalogIntact)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    size_t before = 0;
    {
        CatalogStore store(path);
        ASSERT_TRUE(store.open().ok());
        before = store.load()->offers.size();
    }
    const ImportPlan plan = largeImport(bundledCatalog(), 20000);
    std::mt19937 random(42);
    int interrupted = 0;
    for (int round = 0; round < 12; ++round) {
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            CatalogStore store(path);
            if (!store.open().ok())
                _exit(3);
            store.apply(plan);
            _exit(0);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + random() % 120));
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        interrupted += WIFSIGNALED(status) ? 1 : 0;

        CatalogStore store(path);
        const auto report = store.open();
        ASSERT_TRUE(report.ok()) << report.error().detail;
        EXPECT_TRUE(report->movedAsidePath.isEmpty());
        const auto catalog = store.load();
        ASSERT_TRUE(catalog.ok());
        const size_t size = catalog->offers.size();
        // All or nothing: either the whole import landed before the kill, or none of it did.
        EXPECT_TRUE(size == before || size == before + plan.offers.size()) << size;
        if (size != before) {
            ASSERT_TRUE(store.resetToDefaults(bundledCatalog(), false).ok());
        }
    }
    EXPECT_GT(interrupted, 0);
}
// Issue 18: the same for a price update (`tunefit catalog update` commits through applyPriceUpdate): new offers,
// and a removed one, land together or not at all.
TEST(CatalogCrash, KilledPriceUpdateLeavesThePreviousCatalogIntact)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    Catalog before;
    {
        CatalogStore store(path);
        ASSERT_TRUE(store.open().ok());
        before = *store.load();
    }
    PriceUpdatePlan plan;
    plan.sources = {"crash"};
    plan.fetchedAt = "2026-12-02T04:20:11Z";
    for (const PlannedChange<Offer>& change : largeImport(before, 20000).offers) {
        PriceUpdateRow row;
        row.kind = PriceChange::New;
        row.after = change.value;
        row.after->asOf = "2026-12-02";
        plan.rows.push_back(std::move(row));
    }
    PriceUpdateRow removed;
    removed.kind = PriceChange::Removed;
    removed.before = before.offers.front();
    plan.rows.push_back(removed);
    std::mt19937 random(18);
    int interrupted = 0;
    for (int round = 0; round < 12; ++round) {
        const pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            CatalogStore store(path);
            if (!store.open().ok())
                _exit(3);
            store.applyPriceUpdate(plan);
            _exit(0);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + random() % 120));
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        interrupted += WIFSIGNALED(status) ? 1 : 0;

        CatalogStore store(path);
        ASSERT_TRUE(store.open().ok());
        const auto catalog = store.load();
        ASSERT_TRUE(catalog.ok());
        const size_t size = catalog->offers.size();
        const bool untouched = size == before.offers.size() && catalog->lastPriceUpdate.empty();
        const bool whole = size == before.offers.size() + 20000 - 1 && catalog->lastPriceUpdate == plan.fetchedAt;
        EXPECT_TRUE(untouched || whole) << size;
        if (!untouched) {
            ASSERT_TRUE(store.resetToDefaults(bundledCatalog(), false).ok());
        }
    }
    EXPECT_GT(interrupted, 0);
}
#endif

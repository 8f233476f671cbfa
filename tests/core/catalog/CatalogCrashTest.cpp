// SPDX-License-Identifier: GPL-3.0-or-later
// A process killed (SIGKILL) in the middle of a large import leaves the previous catalog intact.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"

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
#endif

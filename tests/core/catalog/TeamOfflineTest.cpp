// SPDX-License-Identifier: GPL-3.0-or-later
// A team catalog without its server (issue 19): the offline snapshot is used and said to be used, changes are
// refused until the server is back, and a new open reconnects. Stops and restarts the test server
// (TUNEFIT_TEST_PG_CTL from scripts/with-postgres.sh), so ctest runs it alone (RUN_SERIAL).
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/StoreEngines.h"

#include <QDateTime>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit;
using test::Engine;
using test::Role;

namespace {

bool serverCtl(const char* action)
{
    const QString ctl = QProcessEnvironment::systemEnvironment().value(QStringLiteral("TUNEFIT_TEST_PG_CTL"));
    return QProcess::execute(ctl, {QString::fromLatin1(action)}) == 0;
}

} // namespace

TEST(TeamOffline, WithoutTheServerTheSnapshotIsUsedAndSaidToBe)
{
    QTemporaryDir dir;
    test::EngineCatalog team(Engine::Postgres, dir.path());
    if (!team.available() ||
        QProcessEnvironment::systemEnvironment().value(QStringLiteral("TUNEFIT_TEST_PG_CTL")).isEmpty())
        GTEST_SKIP() << test::kNoServer;
    const QDateTime synchronised = QDateTime::currentDateTimeUtc().addSecs(-1);
    Catalog online;
    {
        CatalogStore store(team.location(Role::Owner));
        ASSERT_TRUE(store.open().ok());
        Gpu gpu = *findGpu(*store.load(), "L4");
        gpu.notes = "the team's note";
        ASSERT_TRUE(store.saveGpu(gpu).ok());
        // The team's runs and calibrations (issue 33) are in the copy too.
        RunEntry run;
        run.id = "team run";
        run.gpu = "L4";
        ASSERT_TRUE(store.saveRun(run).ok());
        CalibrationEntry calibration;
        calibration.gpu = "L4";
        calibration.runId = run.id;
        calibration.timeFactor = 0.9;
        ASSERT_TRUE(store.saveCalibration(calibration).ok());
        store.close();
        ASSERT_TRUE(store.open().ok()); // the snapshot is written after every open
        online = *store.load();
    }

    ASSERT_TRUE(serverCtl("stop"));
    CatalogStore offline(team.location(Role::Owner));
    const auto report = offline.open();
    const bool started = serverCtl("start"); // before any assertion can return
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_TRUE(report->offline);
    EXPECT_TRUE(report->readOnly);
    EXPECT_TRUE(offline.isOffline());
    EXPECT_FALSE(report->serverError.isEmpty());
    EXPECT_TRUE(report->snapshotDate.isValid());
    EXPECT_GE(report->snapshotDate, synchronised.addSecs(-1));
    EXPECT_LE(report->snapshotDate, QDateTime::currentDateTimeUtc());
    const Catalog copy = *offline.load();
    EXPECT_EQ(findGpu(copy, "L4")->notes, "the team's note");
    ASSERT_EQ(copy.offers.size(), online.offers.size());
    for (size_t i = 0; i < copy.offers.size(); ++i) {
        EXPECT_EQ(copy.offers[i], online.offers[i]) << i; // ids and row versions too
    }
    EXPECT_EQ(copy.gpus, online.gpus);
    EXPECT_EQ(offline.notificationDriver(), nullptr);
    Gpu gpu = *findGpu(copy, "L4");
    gpu.notes = "offline edit";
    EXPECT_EQ(offline.saveGpu(gpu).error().code, ErrorCode::TeamOffline);
    ASSERT_EQ(copy.runs.size(), 1u);
    ASSERT_EQ(copy.calibrations.size(), 1u);
    EXPECT_EQ(copy.calibrations.front().timeFactor, 0.9);
    EXPECT_EQ(offline.saveRun(copy.runs.front()).error().code, ErrorCode::TeamOffline);
    EXPECT_EQ(offline.removeRun("team run").error().code, ErrorCode::TeamOffline);
    EXPECT_EQ(offline.saveCalibration(copy.calibrations.front()).error().code, ErrorCode::TeamOffline);
    EXPECT_EQ(offline.removeCalibration("L4", std::nullopt).error().code, ErrorCode::TeamOffline);
    EXPECT_EQ(offline.restoreCalibration(copy.calibrations.front()).error().code, ErrorCode::TeamOffline);

    ASSERT_TRUE(started);
    CatalogStore back(team.location(Role::Owner));
    const auto again = back.open();
    ASSERT_TRUE(again.ok()) << again.error().detail;
    EXPECT_FALSE(again->offline);
    EXPECT_FALSE(back.isOffline());
    gpu.rowVersion = 0;
    EXPECT_TRUE(back.saveGpu(gpu).ok());
}

TEST(TeamOffline, AnUnreachableServerWithoutASnapshotIsSaidSo)
{
    // A port nobody listens on (the discard port, closed on a test machine) and a location never opened before.
    const auto location = parseCatalogLocation(QStringLiteral("postgresql://nobody@127.0.0.1:9/never-opened"));
    ASSERT_TRUE(location.ok());
    QStandardPaths::setTestModeEnabled(true);
    CatalogStore store(*location);
    const auto report = store.open();
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, ErrorCode::ServerUnavailable);
    EXPECT_FALSE(store.isOpen());
}

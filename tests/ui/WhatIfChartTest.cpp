// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/memory/WhatIfChart.h"
#include "PanelInputs.h"
#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "present/JobSession.h"
#include "present/Settings.h"
#include "ui/job/JobPanel.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QListWidget>
#include <QLocale>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;
using tunefit::ui::test::defaultInputs;

namespace {

const Gpu& catalogGpu(const char* name)
{
    for (const Gpu& gpu : bundledCatalog().gpus) {
        if (gpu.name == name)
            return gpu;
    }
    ADD_FAILURE() << "no GPU " << name << " in the bundled catalog";
    return bundledCatalog().gpus.front();
}

/// The chart wired to a session as the main window wires them: a changed question evaluates again.
struct WiredChart
{
    JobSession session;
    WhatIfChart chart;

    explicit WiredChart(const JobInputs& in)
    {
        QObject::connect(&chart, &WhatIfChart::questionChanged, &session,
                         [this] { session.setWhatIf(chart.axis(), chart.comparedGpus()); });
        QObject::connect(&session, &JobSession::evaluated, &chart, [this] { chart.setResults(session.evaluation()); });
        session.setToday(QStringLiteral("2026-12-01"));
        session.setWhatIf(chart.axis(), chart.comparedGpus());
        session.setJob(in.job, in.gpuName);
    }
    /// A catalog of these GPUs only: the chart lists them and the session judges against them.
    void useGpus(const std::vector<Gpu>& gpus)
    {
        Catalog catalog;
        catalog.gpus = gpus;
        chart.setGpus(gpus);
        session.setCatalog(std::make_shared<const Catalog>(std::move(catalog)));
    }
};

/// Ticks a GPU in the widget's list as a user would.
void check(WhatIfChart& chart, const QString& name)
{
    auto* list = chart.findChild<QListWidget*>(QStringLiteral("whatIfGpus"));
    ASSERT_NE(list, nullptr);
    const auto items = list->findItems(name, Qt::MatchExactly);
    ASSERT_EQ(items.size(), 1) << name.toStdString();
    items.front()->setCheckState(Qt::Checked);
}

std::vector<QLineSeries*> capacityLines(const WhatIfChart& chart)
{
    std::vector<QLineSeries*> lines;
    for (QAbstractSeries* s : chart.findChild<QChartView*>()->chart()->series()) {
        if (s->objectName() == QStringLiteral("whatIfCapacity"))
            lines.push_back(qobject_cast<QLineSeries*>(s));
    }
    return lines;
}

class WhatIfChartTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_locale = QLocale();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Settings::setComparedGpus({});
    }
    void TearDown() override
    {
        Settings::clear();
        QLocale::setDefault(m_locale);
    }

private:
    QLocale m_locale;
};

} // namespace

TEST_F(WhatIfChartTest, TwoExtraGpusGiveThreeCapacityLinesAndCoreReadOffs)
{
    const JobInputs in = defaultInputs();
    ASSERT_EQ(in.gpuName, QStringLiteral("H100 SXM"));
    WiredChart wired(in);
    WhatIfChart& chart = wired.chart;
    check(chart, QStringLiteral("RTX 4090"));
    check(chart, QStringLiteral("A100 40GB SXM"));
    EXPECT_EQ(chart.comparedGpus(), (QStringList{QStringLiteral("RTX 4090"), QStringLiteral("A100 40GB SXM")}));

    for (const SweepAxis axis : {SweepAxis::SequenceLength, SweepAxis::MicroBatch}) {
        chart.setAxis(axis);
        // Each line is what a job may use: the card's memory as nvidia-smi reports it (A100 40GB 40,960 MiB,
        // RTX 4090 24,564 MiB) with 5% kept free (the one fit rule).
        const std::vector<double> expectedGiB = {0.95 * units::toGiB(test::selectedCapacity(in)), 0.95 * 40960.0 / 1024,
                                                 0.95 * 24564.0 / 1024};
        const auto lines = capacityLines(chart);
        ASSERT_EQ(lines.size(), 3u);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            ASSERT_EQ(lines[i]->count(), 2);
            EXPECT_NEAR(lines[i]->at(0).y(), expectedGiB[i], 1e-9);
            EXPECT_NEAR(lines[i]->at(1).y(), expectedGiB[i], 1e-9);
        }
        EXPECT_TRUE(lines[1]->name().contains(QStringLiteral("A100 40GB SXM")));
        EXPECT_TRUE(lines[2]->name().contains(QStringLiteral("RTX 4090")));

        const auto& readOffs = chart.readOffs();
        ASSERT_EQ(readOffs.size(), 3u);
        auto* table = chart.findChild<QTableWidget*>(QStringLiteral("whatIfReadOffs"));
        ASSERT_EQ(table->rowCount(), 3);
        const int upper = axis == SweepAxis::SequenceLength ? 1 << 20 : 4096;
        for (std::size_t i = 0; i < readOffs.size(); ++i) {
            const auto expected = largestFitting(in.job.model, in.job.setup, in.job.parallel,
                                                 units::fromGiB(expectedGiB[i]), axis, upper);
            EXPECT_EQ(readOffs[i].largest, expected) << readOffs[i].gpuName.toStdString();
            ASSERT_TRUE(expected.has_value());
            EXPECT_LT(*expected, upper);
            const QString cell = table->item(int(i), 2)->text();
            EXPECT_TRUE(cell.contains(QLocale().toString(*expected))) << cell.toStdString();
            EXPECT_TRUE(table->item(int(i), 0)->text().contains(readOffs[i].gpuName));
        }
        // More memory never fits less.
        EXPECT_GE(*readOffs[0].largest, *readOffs[1].largest);
        EXPECT_GE(*readOffs[1].largest, *readOffs[2].largest);
    }
}

TEST_F(WhatIfChartTest, GpuTooSmallForTheSmallestValueSaysSoInWords)
{
    JobInputs in = defaultInputs();
    in.job.setup.method = Method::Full; // 8B parameters in 16-bit alone need 16 GB, more than a 12 GB card
    WiredChart wired(in);
    WhatIfChart& chart = wired.chart;
    check(chart, QStringLiteral("RTX 4070 Ti"));
    auto* table = chart.findChild<QTableWidget*>(QStringLiteral("whatIfReadOffs"));
    for (const SweepAxis axis : {SweepAxis::SequenceLength, SweepAxis::MicroBatch}) {
        chart.setAxis(axis);
        ASSERT_EQ(chart.readOffs().size(), 2u);
        EXPECT_FALSE(chart.readOffs()[1].largest.has_value());
        const QString cell = table->item(1, 2)->text();
        EXPECT_TRUE(cell.startsWith(QStringLiteral("Does not fit"))) << cell.toStdString();
    }
}

TEST_F(WhatIfChartTest, ChosenGpusPersistAndFollowTheGivenCatalog)
{
    const JobInputs in = defaultInputs();
    {
        WiredChart wired(in);
        check(wired.chart, QStringLiteral("L4"));
    }
    WiredChart wired(in);
    WhatIfChart& chart = wired.chart;
    EXPECT_EQ(chart.comparedGpus(), QStringList{QStringLiteral("L4")});
    EXPECT_EQ(capacityLines(chart).size(), 2u);

    // A user catalog without the L4 but with a card of its own: only what exists is drawn.
    Gpu own = catalogGpu("L4");
    own.name = "Lab card";
    own.memoryGB = 30;
    own.driverMemoryMiB.reset(); // no driver figure: the marketed 30 GB is the capacity
    wired.useGpus({catalogGpu("H100 SXM"), own});
    EXPECT_EQ(capacityLines(chart).size(), 1u);
    check(chart, QStringLiteral("Lab card"));
    const auto lines = capacityLines(chart);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_NEAR(lines[1]->at(0).y(), 0.95 * units::gbToGiB(30), 1e-9);
    // The job's own GPU is always drawn once, whether or not it is also ticked.
    chart.setComparedGpus({QStringLiteral("H100 SXM")});
    EXPECT_EQ(capacityLines(chart).size(), 1u);
}

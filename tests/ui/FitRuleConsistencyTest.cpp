// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: one fit rule. A job that uses 97% of a card read "Fits" on the Memory tab, the GPUs tab and the what-if
// chart, and "does not fit" on the Offers tab: only the planner kept the 5% margin. Every view now judges it alike.
#include "ui/memory/BreakdownPane.h"
#include "ui/memory/FitOverviewModel.h"
#include "ui/offers/OffersModel.h"
#include "PanelInputs.h"
#include "ui/memory/WhatIfChart.h"
#include "core/catalog/BundledCatalog.h"
#include "core/memory/FitSearch.h"
#include "core/memory/MemoryEstimator.h"

#include <gtest/gtest.h>

#include <memory>

using namespace tunefit;
using namespace tunefit::ui;
using tunefit::ui::test::defaultInputs;

namespace {

TEST(FitRule, AJobInsideTheCardButNotInsideTheMarginFitsNowhere)
{
    JobInputs in = defaultInputs();
    ASSERT_EQ(in.gpuName, QStringLiteral("H100 SXM"));
    const double capacity = in.gpuCapacityBytes;
    // The longest sequence the whole card holds; it must use more than 95% of it for this test to mean anything.
    const auto longest = largestFitting(in.model, in.setup, in.parallel, capacity, SweepAxis::SequenceLength, 1 << 20);
    ASSERT_TRUE(longest);
    in.setup.seqLen = *longest;
    const auto estimate = estimateMemory(in.model, in.setup, in.parallel);
    ASSERT_TRUE(estimate.ok());
    const double share = estimate->wholeDevice / capacity;
    ASSERT_GT(share, 0.95);
    ASSERT_LE(share, 1.0);

    // Memory tab.
    BreakdownPane pane;
    ASSERT_TRUE(pane.showEstimate(in));
    EXPECT_TRUE(pane.fitText().startsWith(QStringLiteral("Does not fit"))) << pane.fitText().toStdString();
    EXPECT_TRUE(pane.fitText().contains(QStringLiteral("5% kept free"))) << pane.fitText().toStdString();

    // GPUs tab: not on one H100.
    FitOverviewModel overview;
    overview.setGpus({*findGpu(bundledCatalog(), "H100 SXM")});
    overview.setInputs(in);
    ASSERT_EQ(overview.rows().size(), 1u);
    EXPECT_NE(overview.rows()[0].verdict, FitOverviewModel::Verdict::FitsOnOne);

    // What-if chart: the longest sequence that fits is shorter than the one set.
    WhatIfChart chart;
    chart.setInputs(in);
    ASSERT_FALSE(chart.readOffs().empty());
    ASSERT_TRUE(chart.readOffs().front().largest);
    EXPECT_LT(*chart.readOffs().front().largest, in.setup.seqLen);

    // Offers tab: no single-H100 offer runs it on one GPU as set (the planner may still offload to the host, a
    // different setting: the GPUs tab does not try that).
    OffersModel offers;
    offers.setToday(QStringLiteral("2026-12-01"));
    offers.setInputs(in);
    int singleH100 = 0;
    for (int row = 0; row < offers.rowCount(); ++row) {
        if (offers.offer(row).gpuName == "H100 SXM" && offers.offer(row).gpuCount == 1) {
            ++singleH100;
            const PlanOption& o = offers.option(row);
            const bool offloads = o.strategy == Strategy::OffloadOptimizer || o.strategy == Strategy::OffloadParams;
            EXPECT_TRUE(!o.fits || o.gpus > 1 || offloads) << offers.offer(row).instanceType;
            EXPECT_FALSE(o.fits && o.gpus == 1 && o.strategy == Strategy::Plain) << offers.offer(row).instanceType;
        }
    }
    EXPECT_GT(singleH100, 0);

    // One step shorter than the margin allows fits everywhere.
    const auto usable =
        largestFitting(in.model, in.setup, in.parallel, 0.95 * capacity, SweepAxis::SequenceLength, 1 << 20);
    ASSERT_TRUE(usable);
    in.setup.seqLen = *usable;
    ASSERT_TRUE(pane.showEstimate(in));
    EXPECT_TRUE(pane.fitText().startsWith(QStringLiteral("Fits"))) << pane.fitText().toStdString();
    overview.setInputs(in);
    EXPECT_EQ(overview.rows()[0].verdict, FitOverviewModel::Verdict::FitsOnOne);
}

} // namespace

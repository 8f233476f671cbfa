// SPDX-License-Identifier: GPL-3.0-or-later
// The Offers tab's cost against time scatter, offscreen: its points are the fitting options, a click selects the
// clicked offer in the table (by the offer's identity), a selected row rings its point, and the order presets.
#include "ui/offers/CostTimeScatter.h"
#include "PanelInputs.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"

#include <QComboBox>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

#include <cmath>

using namespace tunefit;
using namespace tunefit::ui;
using namespace tunefit::present;
using tunefit::ui::test::defaultInputs;

namespace {

std::shared_ptr<const Evaluation> evaluationOf(const JobInputs& in, RankBy by)
{
    EvaluationRequest request;
    request.today = "2026-12-01";
    request.selectedGpu = in.gpuName.toStdString();
    request.rankBy = by;
    return std::make_shared<const Evaluation>(evaluate(in.job, *test::bundled(), request));
}

/// A fitting option other than the first whose point no other fitting point comes within `clearance` pixels of,
/// preferring the front (the first is the table's first row too: a click on it could not tell rows from options).
int isolatedPoint(const CostTimeScatter& scatter, qreal clearance)
{
    const CostTimePlot& plot = scatter.plot();
    int found = -1;
    for (size_t i = 1; i < plot.points.size(); ++i) {
        if (!plot.points[i].fits)
            continue;
        const QPointF at = scatter.pointPosition(int(i));
        bool alone = true;
        for (size_t j = 0; j < plot.points.size() && alone; ++j) {
            if (j == i || !plot.points[j].fits)
                continue;
            const QPointF d = scatter.pointPosition(int(j)) - at;
            alone = std::hypot(d.x(), d.y()) > clearance;
        }
        if (alone && (found < 0 || plot.front.onFront[i]))
            found = int(i);
        if (alone && plot.front.onFront[i])
            break;
    }
    return found;
}

} // namespace

TEST(CostTimeScatter, PointsAreTheFittingOptions)
{
    OffersView view;
    const auto evaluation = evaluationOf(defaultInputs(), RankBy::Cost);
    view.setResults(evaluation, test::bundled());
    const CostTimePlot& plot = view.scatter()->plot();
    ASSERT_EQ(plot.points.size(), evaluation->plan.options.size());
    int fitting = 0, drawn = 0;
    for (size_t i = 0; i < plot.points.size(); ++i) {
        const PlanOption& o = evaluation->plan.options[i];
        fitting += o.fits ? 1 : 0;
        drawn += plot.points[i].fits ? 1 : 0;
        EXPECT_EQ(plot.points[i].fits, o.fits);
        EXPECT_EQ(plot.points[i].costUsd, o.totalCostUsd);
        EXPECT_EQ(plot.points[i].hours, o.hours);
    }
    EXPECT_GT(fitting, 5);
    EXPECT_EQ(drawn, fitting);
    // The cheapest-first plan's first option is the front's cheapest end.
    EXPECT_EQ(plot.front.cheapest, 0);
    EXPECT_TRUE(plot.front.onFront[0]);
}

TEST(CostTimeScatter, ClickingAPointSelectsThatOffer)
{
    OffersView view;
    view.resize(1366, 768);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    const auto evaluation = evaluationOf(defaultInputs(), RankBy::Cost);
    view.setResults(evaluation, test::bundled());
    CostTimeScatter* scatter = view.scatter();
    ASSERT_GT(scatter->width(), 200);
    const int option = isolatedPoint(*scatter, 10);
    ASSERT_GE(option, 0);
    QTest::mouseClick(scatter, Qt::LeftButton, {}, scatter->pointPosition(option).toPoint());
    const QList<int> rows = view.selectedRows();
    ASSERT_EQ(rows.size(), 1);
    const Offer& expected = test::bundled()->offers[size_t(evaluation->plan.options[size_t(option)].offerIndex)];
    EXPECT_EQ(offerKey(view.model()->offer(rows.first())), offerKey(expected));
    EXPECT_EQ(scatter->selected(), option);

    // A click away from every point leaves the selection alone.
    QTest::mouseClick(scatter, Qt::LeftButton, {}, QPoint(2, 2));
    EXPECT_EQ(view.selectedRows(), rows);

    // Selecting a row in the table rings its point.
    view.table()->selectRow(0);
    EXPECT_EQ(scatter->selected(), view.model()->planIndex(view.selectedRows().first()));
}

TEST(CostTimeScatter, SelectionFollowsTheOfferThroughANewRanking)
{
    OffersView view;
    const JobInputs in = defaultInputs();
    view.setResults(evaluationOf(in, RankBy::Cost), test::bundled());
    view.table()->selectRow(2);
    const std::string key = offerKey(view.model()->offer(view.selectedRows().first()));
    view.setResults(evaluationOf(in, RankBy::Time), test::bundled());
    ASSERT_EQ(view.selectedRows().size(), 1);
    EXPECT_EQ(offerKey(view.model()->offer(view.selectedRows().first())), key);
}

TEST(CostTimeScatter, OrderPresetsAreSelectable)
{
    OffersView view;
    auto* order = view.findChild<QComboBox*>(QStringLiteral("offerOrder"));
    ASSERT_NE(order, nullptr);
    ASSERT_EQ(order->count(), 4);
    // The default is the session's: cheapest within the deadline.
    EXPECT_EQ(view.rankBy(), RankBy::CostWithinDeadline);
    QSignalSpy spy(&view, &OffersView::rankByChanged);
    order->setCurrentIndex(order->findData(int(RankBy::BestValue)));
    EXPECT_EQ(spy.count(), 1);
    EXPECT_EQ(view.rankBy(), RankBy::BestValue);
    EXPECT_EQ(order->currentText(), QStringLiteral("Recommended (best value)"));
}

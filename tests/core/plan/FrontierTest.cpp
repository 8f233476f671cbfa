// SPDX-License-Identifier: GPL-3.0-or-later
// The cost–time front (core/plan/Frontier.h): dominance as a property against a brute-force check, the knee and the
// picks on hand-worked sets, the order presets and the explanation's trades.
#include "core/plan/Frontier.h"

#include "core/evaluate/Evaluation.h"
#include "core/plan/Planner.h"

#include "core/catalog/BundledCatalog.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace tunefit {
namespace {

/// a dominates b: at most as costly, at most as long, strictly better in one (both fit).
bool dominates(const CostTimePoint& a, const CostTimePoint& b)
{
    return a.fits && b.fits && a.costUsd <= b.costUsd && a.hours <= b.hours &&
           (a.costUsd < b.costUsd || a.hours < b.hours);
}

/// Random sets with many ties: costs and hours on a coarse grid, some points that do not fit.
std::vector<CostTimePoint> randomPoints(std::mt19937& rng, int n)
{
    std::uniform_int_distribution<int> grid(1, 12);
    std::bernoulli_distribution fits(0.85);
    std::vector<CostTimePoint> points;
    for (int i = 0; i < n; ++i)
        points.push_back({grid(rng) * 0.5, grid(rng) * 0.25, fits(rng)});
    return points;
}

TEST(Frontier, NoFrontPointIsDominatedAndEveryOtherIsDominatedByOne)
{
    std::mt19937 rng(20261203);
    for (int trial = 0; trial < 300; ++trial) {
        const std::vector<CostTimePoint> points = randomPoints(rng, 1 + trial % 60);
        const CostTimeFront f = costTimeFront(points);
        ASSERT_EQ(f.onFront.size(), points.size());
        for (size_t i = 0; i < points.size(); ++i) {
            if (!points[i].fits) {
                EXPECT_FALSE(f.onFront[i]);
                continue;
            }
            bool dominated = false, dominatedByFront = false;
            for (size_t j = 0; j < points.size(); ++j) {
                if (dominates(points[j], points[i])) {
                    dominated = true;
                    dominatedByFront |= f.onFront[j];
                }
            }
            if (f.onFront[i])
                EXPECT_FALSE(dominated) << "trial " << trial << " point " << i;
            else
                EXPECT_TRUE(dominatedByFront) << "trial " << trial << " point " << i;
        }
        // The front's list is its marked points, cost ascending and hours descending.
        size_t marked = 0;
        for (bool on : f.onFront)
            marked += on ? 1 : 0;
        EXPECT_EQ(f.front.size(), marked);
        for (size_t k = 1; k < f.front.size(); ++k) {
            EXPECT_LE(points[size_t(f.front[k - 1])].costUsd, points[size_t(f.front[k])].costUsd);
            EXPECT_GE(points[size_t(f.front[k - 1])].hours, points[size_t(f.front[k])].hours);
        }
    }
}

TEST(Frontier, KneeOfAHandWorkedSet)
{
    // Front A, B, C, D; E is dominated by C. Ideal (1 USD, 1 h); the front spans 9 USD and 9 h. Scaled distances:
    // A (0, 9/9) = 1; B (1/9, 3/9) = √10/9 = 0.351; C (4/9, 1/9) = √17/9 = 0.458; D (9/9, 0) = 1; E (5/9, 4/9) = 0.711.
    const std::vector<CostTimePoint> points = {{1, 10}, {2, 4}, {5, 2}, {10, 1}, {6, 5}};
    const CostTimeFront f = costTimeFront(points);
    EXPECT_EQ(f.front, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_FALSE(f.onFront[4]);
    EXPECT_EQ(f.cheapest, 0);
    EXPECT_EQ(f.fastest, 3);
    EXPECT_EQ(f.bestValue, 1);
    EXPECT_NEAR(f.value[0], 1.0, 1e-12);
    EXPECT_NEAR(f.value[1], std::sqrt(10.0) / 9, 1e-12);
    EXPECT_NEAR(f.value[2], std::sqrt(17.0) / 9, 1e-12);
    EXPECT_NEAR(f.value[3], 1.0, 1e-12);
    EXPECT_NEAR(f.value[4], std::sqrt(41.0) / 9, 1e-12);
}

TEST(Frontier, KneeIsScaleFree)
{
    // Dollars and hours on different scales: unscaled, the cheapest (100 USD, 2 h) would be nearest the ideal
    // (100 USD, 1 h) at distance 1 against B's √(10² + 0.5²). Scaled by the front's ranges (200 USD, 1 h):
    // A (0, 1) = 1, B (0.05, 0.5) = 0.5025, C (1, 0) = 1: B, which buys half the time for 5 % of the cost range.
    const std::vector<CostTimePoint> points = {{100, 2}, {110, 1.5}, {300, 1}};
    const CostTimeFront f = costTimeFront(points);
    EXPECT_EQ(f.bestValue, 1);
    EXPECT_NEAR(f.value[1], std::hypot(0.05, 0.5), 1e-12);
}

TEST(Frontier, TwoOptionsTieAndTheCheaperIsTheBestValue)
{
    // The pair: a V100 with weight offload, 0.41 USD for 2.5 h, and an RTX 4090, 0.52 USD for 1.5 h. Each
    // is one axis' ideal and the other's nadir: both at distance 1, and a tie goes to the cheaper.
    const CostTimeFront f = costTimeFront(std::vector<CostTimePoint>{{0.52, 1.5}, {0.41, 2.5}});
    EXPECT_EQ(f.front, (std::vector<int>{1, 0}));
    EXPECT_EQ(f.cheapest, 1);
    EXPECT_EQ(f.fastest, 0);
    EXPECT_EQ(f.bestValue, 1);
}

TEST(Frontier, PicksWithTiesAndPointsThatDoNotFit)
{
    const std::vector<CostTimePoint> points = {
        {0.1, 0.5, false}, // cheapest and fastest of all, but does not fit
        {2, 5},            // cheapest fitting cost, longer
        {2, 4},            // same cost, shorter: the cheapest pick
        {7, 1},            // fastest, costlier
        {6, 1},            // as fast, cheaper: the fastest pick
        {6, 1},            // a copy: on the front too (neither is strictly better), not picked (later)
    };
    const CostTimeFront f = costTimeFront(points);
    EXPECT_FALSE(f.onFront[0]);
    EXPECT_FALSE(f.onFront[1]);
    EXPECT_TRUE(f.onFront[2]);
    EXPECT_FALSE(f.onFront[3]);
    EXPECT_TRUE(f.onFront[4]);
    EXPECT_TRUE(f.onFront[5]);
    EXPECT_EQ(f.cheapest, 2);
    EXPECT_EQ(f.fastest, 4);
    EXPECT_TRUE(std::isinf(f.value[0]));

    const CostTimeFront none = costTimeFront(std::vector<CostTimePoint>{{1, 1, false}});
    EXPECT_TRUE(none.front.empty());
    EXPECT_EQ(none.cheapest, -1);
    EXPECT_EQ(none.fastest, -1);
    EXPECT_EQ(none.bestValue, -1);
}

/// Plan options with just the numbers ranking and the front read.
PlanResult optionsOf(const std::vector<CostTimePoint>& points, double deadlineHours)
{
    PlanResult r;
    for (size_t i = 0; i < points.size(); ++i) {
        PlanOption o;
        o.offerIndex = int(i);
        o.fits = points[i].fits;
        o.rejection = o.fits ? PlanRejection::None : PlanRejection::DoesNotFit;
        o.totalCostUsd = points[i].costUsd;
        o.hours = points[i].hours;
        o.pricePerHour = points[i].costUsd / points[i].hours;
        if (o.fits && o.hours > deadlineHours)
            o.warnings |= uint32_t(PlanWarning::DeadlineMissed);
        r.options.push_back(o);
    }
    return r;
}

std::vector<int> orderOf(const PlanResult& r)
{
    std::vector<int> order;
    for (const PlanOption& o : r.options)
        order.push_back(o.offerIndex);
    return order;
}

TEST(Frontier, OrderPresetsRankAsDocumented)
{
    // The hand-worked set above (A..E = 0..4) and an option that does not fit (5); a deadline of 4.5 h.
    const std::vector<CostTimePoint> points = {{1, 10}, {2, 4}, {5, 2}, {10, 1}, {6, 5}, {0.5, 1, false}};
    Job job;
    job.deadlineHours = 4.5;
    const auto ranked = [&](RankBy by) {
        PlanResult r = optionsOf(points, *job.deadlineHours);
        rankOptions(r, job, rankingFor(by, job));
        return orderOf(r);
    };
    // Cheapest: by total cost, whatever the deadline.
    EXPECT_EQ(ranked(RankBy::Cost), (std::vector<int>{0, 1, 2, 4, 3, 5}));
    // Fastest: by wall time (ties by cost).
    EXPECT_EQ(ranked(RankBy::Time), (std::vector<int>{3, 2, 1, 4, 0, 5}));
    // Best value: by scaled distance to the ideal (0.351, 0.458, 0.711, then A and D at 1, the cheaper first).
    EXPECT_EQ(ranked(RankBy::BestValue), (std::vector<int>{1, 2, 4, 0, 3, 5}));
    // Cheapest within the deadline: B, C, D meet 4.5 h, by cost; then A and E miss it, the nearer miss first.
    EXPECT_EQ(ranked(RankBy::CostWithinDeadline), (std::vector<int>{1, 2, 3, 4, 0, 5}));
    // Without a deadline, cheapest within the deadline is cheapest.
    Job open;
    EXPECT_EQ(rankingFor(RankBy::CostWithinDeadline, open), SortKey::Cost);
    EXPECT_EQ(rankingFor(RankBy::Cost, job), SortKey::Cost);
    EXPECT_EQ(rankingFor(RankBy::BestValue, job), SortKey::BestValue);
    EXPECT_EQ(defaultSortKey(job), SortKey::CostUnderDeadline);
}

TEST(Frontier, ExplanationNamesTheTradeWithTheNeighbours)
{
    const std::vector<CostTimePoint> points = {{1, 10}, {2, 4}, {5, 2}, {10, 1}, {6, 5}};
    Job job;
    // Best value first: B (2 USD, 4 h) between A (1 USD, 10 h) and C (5 USD, 2 h).
    PlanResult r = optionsOf(points, 100);
    rankOptions(r, job, SortKey::BestValue);
    const FrontExplanation e = explainFront(r, costTimeFront(r.options));
    EXPECT_TRUE(e.onFront);
    EXPECT_TRUE(e.bestValue);
    EXPECT_FALSE(e.cheapest);
    EXPECT_FALSE(e.fastest);
    EXPECT_EQ(e.frontSize, 4);
    ASSERT_EQ(e.trades.size(), 2u);
    EXPECT_EQ(r.options[size_t(e.trades[0].optionIndex)].offerIndex, 0); // A: 1 USD less, 10/4 = 2.5× as long
    EXPECT_DOUBLE_EQ(e.trades[0].costDeltaUsd, -1);
    EXPECT_DOUBLE_EQ(e.trades[0].hoursRatio, 2.5);
    EXPECT_EQ(r.options[size_t(e.trades[1].optionIndex)].offerIndex, 2); // C: 3 USD more, 4/2 = 2× as fast
    EXPECT_DOUBLE_EQ(e.trades[1].costDeltaUsd, 3);
    EXPECT_DOUBLE_EQ(e.trades[1].hoursRatio, 2);

    // Cheapest first: A has only a faster neighbour.
    rankOptions(r, job, SortKey::Cost);
    const FrontExplanation c = explainFront(r, costTimeFront(r.options));
    EXPECT_TRUE(c.cheapest);
    ASSERT_EQ(c.trades.size(), 1u);
    EXPECT_EQ(r.options[size_t(c.trades[0].optionIndex)].offerIndex, 1);
    EXPECT_DOUBLE_EQ(c.trades[0].costDeltaUsd, 1);
    EXPECT_DOUBLE_EQ(c.trades[0].hoursRatio, 2.5);
}

TEST(Frontier, EvaluationMarksTheFrontOfTheRankedPlan)
{
    // The bundled catalog for an 8B QLoRA job: the front is over the ranked options and the first one is on it.
    Job job;
    job.model = findPreset("llama-3.1-8b")->spec;
    job.setup.method = Method::QLoRA;
    job.setup.baseQuant = BaseQuant::NF4DoubleQuant;
    job.setup.weightDType = DType::Int4;
    job.setup.adapter.rank = 16;
    job.setup.adapter.targets = kAllLinear;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 5e7;
    EvaluationRequest request;
    request.today = "2026-11-30";
    request.withFitOverview = false;
    request.withAdvice = false;
    for (RankBy by : {RankBy::Cost, RankBy::Time, RankBy::BestValue}) {
        request.rankBy = by;
        const Evaluation e = evaluate(job, bundledCatalog(), request);
        ASSERT_FALSE(e.plan.options.empty());
        ASSERT_EQ(e.front.onFront.size(), e.plan.options.size());
        EXPECT_TRUE(e.front.onFront[0]);
        EXPECT_TRUE(e.explanation.front.onFront);
        const int first = by == RankBy::Cost   ? e.front.cheapest
                          : by == RankBy::Time ? e.front.fastest
                                               : e.front.bestValue;
        EXPECT_EQ(first, 0) << int(by);
    }
}

} // namespace
} // namespace tunefit

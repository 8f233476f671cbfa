// SPDX-License-Identifier: GPL-3.0-or-later
// The cost–time trade of a plan: which options no other option beats on both cost and wall time (the Pareto front),
// and which of them is the cheapest, the fastest and the best value.
#include "core/plan/Frontier.h"

#include "core/plan/Planner.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tunefit {

namespace {

bool eligible(const CostTimePoint& p)
{
    return p.fits && std::isfinite(p.costUsd) && std::isfinite(p.hours);
}

/// The axis scale of valueDistance(): the front's range (ideal to nadir), else every fitting point's, else 1 (all
/// points equal on that axis: their scaled distance there is 0 whatever the divisor).
ValueScale scaleOf(const std::vector<CostTimePoint>& points, const CostTimeFront& f, const std::vector<int>& fitting)
{
    ValueScale s;
    const CostTimePoint& cheapest = points[size_t(f.cheapest)];
    const CostTimePoint& fastest = points[size_t(f.fastest)];
    s.minCost = cheapest.costUsd;
    s.minHours = fastest.hours;
    double maxCost = s.minCost;
    double maxHours = s.minHours;
    for (int i : fitting) {
        maxCost = std::max(maxCost, points[size_t(i)].costUsd);
        maxHours = std::max(maxHours, points[size_t(i)].hours);
    }
    const auto range = [](double front, double all) { return front > 0 ? front : all > 0 ? all : 1.0; };
    s.costRange = range(fastest.costUsd - s.minCost, maxCost - s.minCost);
    s.hoursRange = range(cheapest.hours - s.minHours, maxHours - s.minHours);
    return s;
}

} // namespace

double valueDistance(const CostTimePoint& point, const ValueScale& scale)
{
    if (!eligible(point))
        return std::numeric_limits<double>::infinity();
    const double c = (point.costUsd - scale.minCost) / scale.costRange;
    const double h = (point.hours - scale.minHours) / scale.hoursRange;
    return std::hypot(c, h);
}

CostTimeFront costTimeFront(const std::vector<CostTimePoint>& points)
{
    CostTimeFront f;
    f.onFront.assign(points.size(), false);
    f.value.assign(points.size(), std::numeric_limits<double>::infinity());
    std::vector<int> fitting;
    for (size_t i = 0; i < points.size(); ++i)
        if (eligible(points[i]))
            fitting.push_back(int(i));
    if (fitting.empty())
        return f;
    // The front is that of the points without a risk whenever one fits: a risky option ranks after the safe ones in
    // every order (rankOptions()), so it does not set the trade either.
    std::vector<int> order;
    for (int i : fitting)
        if (!points[size_t(i)].risky)
            order.push_back(i);
    if (order.empty())
        order = fitting;
    // Cost ascending, then time: a sweep keeps a point when it is faster than every cheaper one. A point equal to the
    // last kept one on both axes is kept too: neither is strictly better.
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const CostTimePoint& x = points[size_t(a)];
        const CostTimePoint& y = points[size_t(b)];
        if (x.costUsd != y.costUsd)
            return x.costUsd < y.costUsd;
        if (x.hours != y.hours)
            return x.hours < y.hours;
        return a < b;
    });
    const CostTimePoint* last = nullptr;
    for (int i : order) {
        const CostTimePoint& p = points[size_t(i)];
        const bool kept = !last || p.hours < last->hours || (p.hours == last->hours && p.costUsd == last->costUsd);
        if (!kept)
            continue;
        f.onFront[size_t(i)] = true;
        f.front.push_back(i);
        last = &p;
    }
    f.cheapest = f.front.front();
    // The front's last point is the fastest; among equal ones the first in input order.
    const CostTimePoint& fastest = points[size_t(f.front.back())];
    for (int i : f.front) {
        if (points[size_t(i)].hours == fastest.hours && points[size_t(i)].costUsd == fastest.costUsd) {
            f.fastest = i;
            break;
        }
    }
    const ValueScale scale = scaleOf(points, f, fitting);
    for (int i : fitting)
        f.value[size_t(i)] = valueDistance(points[size_t(i)], scale);
    // The knee: the front point nearest the ideal point; ties go to the cheaper (the front is cost ascending).
    f.bestValue = f.front.front();
    for (int i : f.front)
        if (f.value[size_t(i)] < f.value[size_t(f.bestValue)])
            f.bestValue = i;
    return f;
}

std::vector<CostTimePoint> costTimePoints(const std::vector<PlanOption>& options)
{
    std::vector<CostTimePoint> points;
    points.reserve(options.size());
    for (const PlanOption& o : options)
        points.push_back({o.totalCostUsd, o.hours, o.fits, (o.warnings & kRiskWarnings) != 0});
    return points;
}

CostTimeFront costTimeFront(const std::vector<PlanOption>& options)
{
    return costTimeFront(costTimePoints(options));
}

FrontExplanation explainFront(const PlanResult& result, const CostTimeFront& front, int top)
{
    FrontExplanation e;
    if (top < 0 || size_t(top) >= result.options.size() || size_t(top) >= front.onFront.size())
        return e;
    e.frontSize = int(front.front.size());
    e.onFront = front.onFront[size_t(top)];
    const PlanOption& t = result.options[size_t(top)];
    const auto same = [&](int i) {
        const PlanOption& o = result.options[size_t(i)];
        return o.totalCostUsd == t.totalCostUsd && o.hours == t.hours;
    };
    e.cheapest = front.cheapest >= 0 && same(front.cheapest);
    e.fastest = front.fastest >= 0 && same(front.fastest);
    e.bestValue = front.bestValue >= 0 && same(front.bestValue);
    if (!e.onFront) // a trade along the front is only a trade from a point on it
        return e;
    const auto trade = [&](int i) {
        const PlanOption& o = result.options[size_t(i)];
        const double longer = std::max(o.hours, t.hours);
        const double shorter = std::min(o.hours, t.hours);
        return FrontTrade{i, o.totalCostUsd - t.totalCostUsd, shorter > 0 ? longer / shorter : 1.0};
    };
    // The front is cost ascending: the nearest distinct point before the top is the next cheaper one, after it the
    // next faster one.
    const auto at = std::find(front.front.begin(), front.front.end(), top);
    for (auto it = at; it != front.front.begin();) {
        --it;
        if (!same(*it)) {
            e.trades.push_back(trade(*it));
            break;
        }
    }
    for (auto it = at + 1; it < front.front.end(); ++it) {
        if (!same(*it)) {
            e.trades.push_back(trade(*it));
            break;
        }
    }
    return e;
}

} // namespace tunefit

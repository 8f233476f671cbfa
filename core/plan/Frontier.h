// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace tunefit {

struct PlanOption;
struct PlanResult;

/// One option as the cost–time trade sees it: the total cost and wall time of its chosen pricing.
struct CostTimePoint
{
    double costUsd = 0;
    double hours = 0;
    bool fits = true;   ///< a point that does not fit is never on the front and never picked
    bool risky = false; ///< kRiskWarnings: on the front and picked only when no point without a risk fits
};

/// The cost–time Pareto front of a set of options and the three picks on it. Indices are into the points (or the
/// plan's options) the front was computed from.
struct CostTimeFront
{
    /// Per point: no other fitting point is at most as costly and at most as long and strictly better in one.
    std::vector<bool> onFront;
    std::vector<int> front; ///< the front's points, cost ascending (hours descending); equal points keep input order
    int cheapest = -1;      ///< lowest cost, then shortest time
    int fastest = -1;       ///< shortest time, then lowest cost
    /// The knee: the front point nearest the ideal point (valueDistance()).
    int bestValue = -1;
    /// Per point: valueDistance() (infinity for a point that does not fit). The "best value" order sorts by it.
    std::vector<double> value;
};

/// The front, the picks and every point's value distance. O(n log n).
CostTimeFront costTimeFront(const std::vector<CostTimePoint>& points);
/// The same over a plan's options (cost and hours of the chosen pricing; rejected options do not fit).
CostTimeFront costTimeFront(const std::vector<PlanOption>& options);
/// The points costTimeFront(options) uses, in the options' order.
std::vector<CostTimePoint> costTimePoints(const std::vector<PlanOption>& options);

/// "Best value" distance of a point: the Euclidean distance to the ideal point (lowest cost, shortest time of the
/// fitting points) after both axes are scaled by the front's range (ideal to nadir; the range of every fitting point
/// on an axis where the front has none). The smallest distance is the compromise solution of Yu (1973) and Zeleny's
/// compromise programming (1973) with p = 2; references in docs/planning.md ("Cost against time").
struct ValueScale
{
    double minCost = 0;
    double costRange = 1;
    double minHours = 0;
    double hoursRange = 1;
};
double valueDistance(const CostTimePoint& point, const ValueScale& scale);

/// How the top option trades against one neighbour on the front.
struct FrontTrade
{
    int optionIndex = -1;    ///< into PlanResult::options
    double costDeltaUsd = 0; ///< the neighbour's cost less the top option's (> 0: the neighbour costs more)
    double hoursRatio = 1;   ///< the longer of the two wall times over the shorter one (≥ 1)
};

/// Where the top option stands on the cost–time front, as data (worded by present/PlanWording whyFirst).
struct FrontExplanation
{
    bool onFront = false;
    bool cheapest = false;
    bool fastest = false;
    bool bestValue = false;
    int frontSize = 0;
    /// The front's neighbours of the top option: the next cheaper (and slower) one first, then the next faster
    /// (and costlier) one; either may be missing at an end of the front.
    std::vector<FrontTrade> trades;
};
/// Explains result.options[top] against `front` (computed from the same options, in the same order).
FrontExplanation explainFront(const PlanResult& result, const CostTimeFront& front, int top = 0);

} // namespace tunefit

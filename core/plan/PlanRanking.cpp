// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's ranking: the order of the options under a sort key, the side-by-side comparison, and why the top
// option leads.
#include "core/plan/Planner.h"

#include <algorithm>
#include <iterator>

namespace tunefit {

namespace {

/// An option's place as a compact key, compared without touching the (large) options: thousands of offers are ranked
/// at every slider move.
struct RankKey
{
    double first = 0; ///< runs: by the key; rejected: the hourly price
    double second = 0;
    /// 0 runs and meets the key's limit, 1 the same with a risk (kRiskWarnings), 2 runs and misses the limit, 3 the
    /// same with a risk, 4 + the rejection's order
    uint32_t group = 0;
    uint32_t index = 0; ///< ties keep catalog order: deterministic without a stable sort's merge buffers

    bool operator<(const RankKey& b) const
    {
        if (group != b.group)
            return group < b.group;
        if (first != b.first)
            return first < b.first;
        if (second != b.second)
            return second < b.second;
        return index < b.index;
    }
};

/// The key of option `o` at `index`; `value` is its distance to the ideal point under SortKey::BestValue.
RankKey rankKey(const PlanOption& o, uint32_t index, SortKey key, double value)
{
    RankKey k;
    k.index = index;
    if (!o.fits) {
        k.group = 4 + uint32_t(o.rejection);
        k.first = o.pricePerHour;
        return k;
    }
    const bool meets = key == SortKey::CostUnderDeadline ? !hasWarning(o.warnings, PlanWarning::DeadlineMissed)
                       : key == SortKey::TimeUnderBudget ? !hasWarning(o.warnings, PlanWarning::OverBudget)
                                                         : true;
    k.group = (meets ? 0 : 2) + ((o.warnings & kRiskWarnings) != 0 ? 1 : 0);
    if (key == SortKey::BestValue) {
        k.first = value;
        k.second = o.totalCostUsd;
        return k;
    }
    // Under a limit nothing meets, the nearest miss first: by time under a deadline, by cost under a budget.
    const bool byCost = key == SortKey::Cost || (key == SortKey::CostUnderDeadline && meets) ||
                        (key == SortKey::TimeUnderBudget && !meets);
    k.first = byCost ? o.totalCostUsd : o.hours;
    k.second = byCost ? o.hours : o.totalCostUsd;
    return k;
}

/// Puts v[order[i]] at i, in place, cycle by cycle (the options are large; no second vector).
void applyOrder(std::vector<PlanOption>& v, std::vector<int>& order)
{
    for (size_t start = 0; start < order.size(); ++start) {
        if (order[start] < 0 || size_t(order[start]) == start)
            continue;
        PlanOption held = std::move(v[start]);
        size_t at = start;
        while (true) {
            const size_t from = size_t(order[at]);
            order[at] = -1;
            if (from == start) {
                v[at] = std::move(held);
                break;
            }
            v[at] = std::move(v[from]);
            at = from;
        }
    }
}

/// The largest component of the option's memory estimate.
void dominantMemory(const MemoryEntry& m, Explanation& e)
{
    for (const ComponentMemory& c : m.breakdown.components) {
        if (c.bytes > e.dominantMemoryBytes) {
            e.dominantMemoryBytes = c.bytes;
            e.dominantMemory = c.component;
        }
    }
}

/// The largest part of the option's bill (compute, storage, egress) and its share.
void dominantCost(const PlanOption& top, Explanation& e)
{
    const CostBreakdown& k = top.useSpot ? top.spot.cost : top.onDemand;
    const double parts[] = {k.computeUsd, k.storageUsd, k.egressUsd};
    const int dominant = int(std::max_element(std::begin(parts), std::end(parts)) - std::begin(parts));
    e.dominantCost = CostComponent(dominant);
    e.dominantCostShare = k.totalUsd > 0 ? parts[dominant] / k.totalUsd : 0;
}

double pricePerGpu(const PlanOption& o)
{
    return o.pricePerHour / std::max(1, o.gpus);
}

/// Options with a lower hourly price per GPU than the top that were rejected or missed a limit: one per (GPU,
/// reason), cheapest first, up to 5.
std::vector<RejectedCheaper> cheaperRejected(const PlanResult& result)
{
    const double topPerGpu = pricePerGpu(result.options.front());
    std::vector<int> cheaper;
    for (size_t i = 1; i < result.options.size(); ++i) {
        const PlanOption& o = result.options[i];
        const uint32_t limits = uint32_t(PlanWarning::DeadlineMissed) | uint32_t(PlanWarning::OverBudget);
        const bool lacking = !o.fits || (o.warnings & limits);
        if (lacking && o.pricePerHour > 0 && pricePerGpu(o) < topPerGpu)
            cheaper.push_back(int(i));
    }
    std::stable_sort(cheaper.begin(), cheaper.end(), [&](int a, int b) {
        return pricePerGpu(result.options[size_t(a)]) < pricePerGpu(result.options[size_t(b)]);
    });
    std::vector<RejectedCheaper> out;
    for (int i : cheaper) {
        const PlanOption& o = result.options[size_t(i)];
        const bool seen = std::any_of(out.begin(), out.end(), [&](const RejectedCheaper& r) {
            const PlanOption& q = result.options[size_t(r.optionIndex)];
            return q.gpuIndex == o.gpuIndex && r.rejection == o.rejection;
        });
        if (seen)
            continue;
        out.push_back({i, o.rejection, o.warnings});
        if (out.size() >= 5)
            break;
    }
    return out;
}

} // namespace

void rankOptions(PlanResult& result, const Job& job, SortKey key)
{
    (void)job;
    auto& v = result.options;
    // Best value ranks by the distance to the ideal point, which depends on every option (core/plan/Frontier.h).
    const std::vector<double> value = key == SortKey::BestValue ? costTimeFront(v).value : std::vector<double>();
    std::vector<RankKey> keys(v.size());
    for (size_t i = 0; i < v.size(); ++i)
        keys[i] = rankKey(v[i], uint32_t(i), key, key == SortKey::BestValue ? value[i] : 0);
    std::sort(keys.begin(), keys.end());
    std::vector<int> order(v.size());
    for (size_t i = 0; i < keys.size(); ++i)
        order[i] = int(keys[i].index);
    applyOrder(v, order);
}

std::vector<ComparedOption> compareOptions(const PlanResult& result, const Catalog& catalog,
                                           const std::vector<int>& optionIndices)
{
    std::vector<ComparedOption> out;
    for (int i : optionIndices) {
        if (i < 0 || size_t(i) >= result.options.size() || out.size() >= 4)
            continue;
        ComparedOption c;
        c.option = result.options[size_t(i)];
        if (c.option.providerIndex >= 0) {
            const Provider& p = catalog.providers[size_t(c.option.providerIndex)];
            c.features = providerFeatures(p);
            c.billingUnit = p.billingUnit;
            c.minimumBilledSeconds = p.minimumBilledSeconds;
            c.storageUsdPerGBMonth = p.storageUsdPerGBMonth;
            c.egressUsdPerGB = p.egressUsdPerGB;
        }
        out.push_back(std::move(c));
    }
    return out;
}

Explanation explainTop(const PlanResult& result)
{
    Explanation e;
    if (result.options.empty() || !result.options.front().fits)
        return e;
    const PlanOption& top = result.options.front();
    e.optionIndex = 0;
    e.headroomBytes = top.headroomBytes;
    e.headroomFraction = top.capacityBytes > 0 ? top.headroomBytes / top.capacityBytes : 0;
    e.bottleneck = top.bottleneck;
    if (top.memoryIndex >= 0) {
        const MemoryEntry& m = result.memory[size_t(top.memoryIndex)];
        if (m.parallel.model.pipeline > 1)
            e.pipelineMicroBatches = m.setup.gradAccumulation;
        dominantMemory(m, e);
    }
    dominantCost(top, e);
    e.cheaperRejected = cheaperRejected(result);
    return e;
}

} // namespace tunefit

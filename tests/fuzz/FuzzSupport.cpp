// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzSupport.h"

#include "core/plan/Advisor.h"

#include "core/catalog/BundledCatalog.h"
#include "core/memory/FitSearch.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/Throughput.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace tunefit::fuzz {

namespace {

const Gpu& referenceGpu()
{
    const Catalog& catalog = bundledCatalog();
    const Gpu* gpu = findGpu(catalog, "H100 SXM");
    return gpu ? *gpu : catalog.gpus.front();
}

void checkBreakdown(const MemoryBreakdown& b)
{
    for (const ComponentMemory& c : b.components)
        expectSane(c.bytes, "MemoryBreakdown component bytes");
    expectSane(b.peakAllocated, "MemoryBreakdown::peakAllocated");
    expectSane(b.peakReserved, "MemoryBreakdown::peakReserved");
    expectSane(b.wholeDevice, "MemoryBreakdown::wholeDevice");
    expectSane(b.hostBytes, "MemoryBreakdown::hostBytes");
    expectSane(b.bandLow, "MemoryBreakdown::bandLow", true);
    expectSane(b.bandHigh, "MemoryBreakdown::bandHigh", true);
    expectSane(double(b.trainableParams), "MemoryBreakdown::trainableParams");
}

void checkThroughput(const ThroughputEstimate& t)
{
    if (!t.valid)
        return;
    expectSane(t.tokensPerSecondPerGpu, "ThroughputEstimate::tokensPerSecondPerGpu");
    expectSane(t.tokensPerSecondTotal, "ThroughputEstimate::tokensPerSecondTotal");
    expectSane(t.stepSeconds, "ThroughputEstimate::stepSeconds");
    expectSane(t.bandLow, "ThroughputEstimate::bandLow");
    expectSane(t.bandHigh, "ThroughputEstimate::bandHigh");
}

void checkPlan(const PlanResult& result)
{
    for (const PlanOption& o : result.options) {
        if (!o.fits)
            continue;
        expectSane(o.perGpuBytes, "PlanOption::perGpuBytes");
        expectSane(o.tokensPerSecond, "PlanOption::tokensPerSecond");
        expectSane(o.hours, "PlanOption::hours");
        expectSane(o.trainingHours, "PlanOption::trainingHours");
        expectSane(o.pricePerHour, "PlanOption::pricePerHour");
        expectSane(o.totalCostUsd, "PlanOption::totalCostUsd");
        expectSane(o.onDemand.totalUsd, "PlanOption::onDemand.totalUsd");
    }
}

/// Throughput is only asked for inputs the estimator accepted: every front end validates before it plans.
void throughputOn(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel, const Gpu& gpu)
{
    ThroughputInput input{model, setup, parallel, gpu};
    checkThroughput(estimateThroughput(prepareWorkload(model, setup), input));
}

void estimateAll(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel, bool searches)
{
    const auto memory = estimateMemory(model, setup, parallel);
    if (!memory)
        return;
    checkBreakdown(*memory);
    throughputOn(model, setup, parallel, referenceGpu());
    if (!searches)
        return;
    // The what-if chart's questions: longest sequence and largest batch on an 80 GB card, fewest GPUs.
    (void)largestFitting(model, setup, parallel, 80e9, SweepAxis::SequenceLength, 131072);
    (void)largestFitting(model, setup, parallel, 80e9, SweepAxis::MicroBatch, 256);
    (void)fewestGpusThatFit(model, setup, parallel, 80e9, 64);
    constexpr std::array<int, 3> lengths{512, 4096, 32768};
    (void)sweepMemory(model, setup, parallel, SweepAxis::SequenceLength, lengths);
}

} // namespace

void expectSane(double value, const char* what, bool mayBeNegative)
{
    if (std::isfinite(value) && (mayBeNegative || value >= 0))
        return;
    std::fprintf(stderr, "==fuzz== nonsense result: %s = %g\n", what, value);
    std::abort();
}

void exerciseModel(const ModelSpec& model)
{
    TrainingSetup lora; // the defaults: LoRA r=8 on q,v
    estimateAll(model, lora, {}, true);

    TrainingSetup qlora;
    qlora.method = Method::QLoRA;
    qlora.baseQuant = BaseQuant::NF4DoubleQuant;
    qlora.weightDType = DType::Int4;
    qlora.adapter.targets = kAllLinear;
    qlora.adapter.rank = 64;
    qlora.checkpointing = Checkpointing::Full;
    qlora.microBatch = 4;
    estimateAll(model, qlora, {}, false);

    TrainingSetup full;
    full.method = Method::Full;
    full.compute = Compute::AmpBF16;
    full.weightDType = DType::FP32;
    full.seqLen = 8192;
    Parallelism zero3;
    zero3.gpus = 16;
    zero3.sharding = Sharding::Zero3;
    estimateAll(model, full, zero3, false);
}

Job defaultJob(const ModelSpec& model)
{
    Job job;
    job.model = model;
    job.setup.adapter.targets = kAllLinear;
    job.datasetTokens = 50e6;
    job.epochs = 1;
    job.deadlineHours = 24;
    job.budgetUsd = 500;
    return job;
}

void planAgainst(const Job& job, const Catalog& catalog)
{
    PlanResult result = planJob(job, catalog, kToday);
    checkPlan(result);
    rankOptions(result, job, SortKey::Cost);
    (void)explainTop(result);
    if (result.options.size() >= 2)
        (void)compareOptions(result, catalog, {0, 1});
    rankOptions(result, job, SortKey::TimeUnderBudget);
    // The cost–time front over hostile catalogs' costs and hours (NaN, infinities, zeros) and the best-value order.
    rankOptions(result, job, SortKey::BestValue);
    (void)explainFront(result, costTimeFront(result.options));
}

void exerciseJob(const Job& job)
{
    estimateAll(job.model, job.setup, job.parallel, false);
    planAgainst(job, smallCatalog());
    // Issue 17: how to make it fit one card, with the training changes when nothing fits (the sequence bisection).
    if (const Gpu* gpu = findGpu(smallCatalog(), "RTX 4090"))
        (void)adviseJob(job, *gpu);
}

const Catalog& smallCatalog()
{
    static const Catalog catalog = [] {
        const Catalog& bundled = bundledCatalog();
        Catalog small;
        small.gpus = bundled.gpus;
        small.providers = bundled.providers;
        small.pricesAsOf = bundled.pricesAsOf;
        std::set<std::string> seen;
        for (const Offer& offer : bundled.offers) {
            if (small.offers.size() >= 12)
                break;
            if (seen.insert(offer.gpuName).second)
                small.offers.push_back(offer);
        }
        return small;
    }();
    return catalog;
}

namespace {

template <class T, class Key>
void merge(std::vector<T>& rows, const std::vector<PlannedChange<T>>& changes, Key key, size_t limit)
{
    for (const auto& change : changes) {
        if (change.kind == ChangeKind::Unchanged)
            continue;
        auto it = std::find_if(rows.begin(), rows.end(), [&](const T& row) { return key(row) == key(change.value); });
        if (it != rows.end())
            *it = change.value;
        else if (rows.size() < limit)
            rows.push_back(change.value);
    }
}

} // namespace

Catalog applied(const Catalog& base, const ImportPlan& plan, size_t maxOffers)
{
    Catalog catalog = base;
    merge(
        catalog.gpus, plan.gpus, [](const Gpu& g) { return g.name; }, SIZE_MAX);
    merge(
        catalog.providers, plan.providers, [](const Provider& p) { return p.name; }, SIZE_MAX);
    merge(
        catalog.offers, plan.offers, [](const Offer& o) { return offerKey(o); }, maxOffers);
    catalog.pricesAsOf = newestAsOf(catalog.offers);
    return catalog;
}

} // namespace tunefit::fuzz

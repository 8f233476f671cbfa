// SPDX-License-Identifier: GPL-3.0-or-later
// Target: planning one job against 10,000 offers in under 10 ms (issue 4), so rankings follow a slider live; with
// model-parallel layouts searched for every offer, under 20 ms (issue 15).
#include "core/catalog/BundledCatalog.h"
#include "core/model/Presets.h"
#include "core/plan/Planner.h"

#include <benchmark/benchmark.h>

namespace {

using namespace tunefit;

/// 10,000 offers made from the bundled ones: same GPUs and providers, prices and regions varied.
const Catalog& syntheticCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = bundledCatalog();
        const std::vector<Offer> base = c.offers;
        c.offers.clear();
        c.offers.reserve(10000);
        for (size_t i = 0; c.offers.size() < 10000; ++i) {
            Offer o = base[i % base.size()];
            o.id = int64_t(i + 1);
            o.region += "-" + std::to_string(i / base.size());
            if (o.onDemandUsdPerHour)
                *o.onDemandUsdPerHour *= 0.8 + 0.4 * double(i % 17) / 16.0;
            c.offers.push_back(std::move(o));
        }
        return c;
    }();
    return catalog;
}

Job benchJob()
{
    Job job;
    job.model = findPreset("llama-3.1-8b")->spec;
    job.setup.method = Method::QLoRA;
    job.setup.baseQuant = BaseQuant::NF4DoubleQuant;
    job.setup.weightDType = DType::Int4;
    job.setup.adapter.targets = kAllLinear;
    job.setup.microBatch = 4;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 5e7;
    job.assumptions.spotAllowed = true;
    return job;
}

void BM_Plan10kOffers(benchmark::State& state)
{
    const Catalog& catalog = syntheticCatalog();
    Job job = benchJob();
    for (auto _ : state) {
        // A slider move: the job changes, so nothing is reused between iterations.
        job.datasetTokens += 1;
        PlanResult result = planJob(job, catalog, "2026-11-30");
        rankOptions(result, job, SortKey::Cost);
        benchmark::DoNotOptimize(result.options.data());
    }
    state.counters["offers"] = double(catalog.offers.size());
}
BENCHMARK(BM_Plan10kOffers)->Unit(benchmark::kMillisecond);

void BM_Plan10kOffersFullFineTune(benchmark::State& state)
{
    const Catalog& catalog = syntheticCatalog();
    Job job = benchJob();
    job.model = findPreset("llama-3.1-70b")->spec;
    job.setup = TrainingSetup{};
    job.setup.method = Method::Full;
    job.setup.compute = Compute::AmpBF16;
    job.setup.checkpointing = Checkpointing::Full;
    for (auto _ : state) {
        job.datasetTokens += 1;
        PlanResult result = planJob(job, catalog, "2026-11-30");
        rankOptions(result, job, SortKey::Cost);
        benchmark::DoNotOptimize(result.options.data());
    }
}
BENCHMARK(BM_Plan10kOffersFullFineTune)->Unit(benchmark::kMillisecond);

/// Jobs whose plans search model-parallel layouts on every multi-GPU offer (issue 15): Llama-3.1-405B full
/// fine-tuning and Qwen3-235B-A22B LoRA (128 routed experts: expert degrees too), 16 micro-batches per step.
Job layoutJob(bool moe)
{
    Job job;
    job.model = findPreset(moe ? "qwen3-235b-a22b" : "llama-3.1-405b")->spec;
    job.setup.method = moe ? Method::LoRA : Method::Full;
    job.setup.compute = moe ? Compute::BF16 : Compute::AmpBF16;
    job.setup.adapter.targets = kAllLinear;
    job.setup.seqLen = 4096;
    job.setup.microBatch = 1;
    job.setup.gradAccumulation = 16;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 2e8;
    job.assumptions.maxInstances = moe ? 8 : 16;
    return job;
}

void BM_Plan10kOffersWithLayouts(benchmark::State& state)
{
    const Catalog& catalog = syntheticCatalog();
    Job job = layoutJob(state.range(0) != 0);
    size_t layouts = 0;
    for (auto _ : state) {
        job.datasetTokens += 1;
        PlanResult result = planJob(job, catalog, "2026-11-30");
        rankOptions(result, job, SortKey::Cost);
        layouts = result.memory.size();
        benchmark::DoNotOptimize(result.options.data());
    }
    state.counters["offers"] = double(catalog.offers.size());
    state.counters["estimates"] = double(layouts);
}
BENCHMARK(BM_Plan10kOffersWithLayouts)->Arg(0)->Arg(1)->ArgNames({"moe"})->Unit(benchmark::kMillisecond);

/// The same jobs with the planner's default of at most 4 instances per offer (PlanAssumptions::maxInstances).
void BM_Plan10kOffersWithLayoutsDefaultInstances(benchmark::State& state)
{
    const Catalog& catalog = syntheticCatalog();
    Job job = layoutJob(state.range(0) != 0);
    job.assumptions.maxInstances = PlanAssumptions{}.maxInstances;
    for (auto _ : state) {
        job.datasetTokens += 1;
        PlanResult result = planJob(job, catalog, "2026-11-30");
        rankOptions(result, job, SortKey::Cost);
        benchmark::DoNotOptimize(result.options.data());
    }
}
BENCHMARK(BM_Plan10kOffersWithLayoutsDefaultInstances)
    ->Arg(0)
    ->Arg(1)
    ->ArgNames({"moe"})
    ->Unit(benchmark::kMillisecond);

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// Targets (issue 17): the advised setting of one job on every bundled GPU in under 20 ms; one job against 10,000
// offers with advice in under 50 ms.
#include "core/catalog/BundledCatalog.h"
#include "core/model/Presets.h"
#include "core/plan/Advisor.h"
#include "core/plan/Planner.h"

#include <benchmark/benchmark.h>

namespace {

using namespace tunefit;

/// The job: Llama-3.1-8B LoRA r16 on every linear, micro-batch 4 × 2,048 tokens, accumulation 4, full
/// checkpointing: it does not fit the 24 GB cards as set, so their advice searches.
Job adviceJob()
{
    Job job;
    job.model = findPreset("llama-3.1-8b")->spec;
    job.setup.method = Method::LoRA;
    job.setup.adapter.rank = 16;
    job.setup.adapter.targets = kAllLinear;
    job.setup.microBatch = 4;
    job.setup.gradAccumulation = 4;
    job.setup.seqLen = 2048;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 5e7;
    return job;
}

void BM_AdviceOnEveryBundledGpu(benchmark::State& state)
{
    const Catalog& catalog = bundledCatalog();
    Job job = adviceJob();
    int searched = 0;
    for (auto _ : state) {
        // A control change: a new job, so nothing is reused between iterations.
        job.datasetTokens += 1;
        Advisor advisor(job);
        searched = 0;
        for (const Gpu& gpu : catalog.gpus) {
            AdviceTarget target = adviceTarget(job, gpu);
            target.withSuggestions = false;
            const Advice a = advisor.advise(target);
            searched += a.fitsAsSet ? 0 : 1;
            benchmark::DoNotOptimize(a.advised);
        }
    }
    state.counters["gpus"] = double(catalog.gpus.size());
    state.counters["searched"] = searched;
}
BENCHMARK(BM_AdviceOnEveryBundledGpu)->Unit(benchmark::kMillisecond);

/// 10,000 offers made from the bundled ones, as PlanBenchmark makes them.
const Catalog& syntheticCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = bundledCatalog();
        const std::vector<Offer> base = c.offers;
        c.offers.clear();
        for (size_t i = 0; c.offers.size() < 10000; ++i) {
            Offer o = base[i % base.size()];
            o.id = int64_t(i + 1);
            if (o.onDemandUsdPerHour)
                *o.onDemandUsdPerHour *= 0.8 + 0.4 * double(i % 17) / 16.0;
            c.offers.push_back(std::move(o));
        }
        return c;
    }();
    return catalog;
}

void BM_Plan10kOffersWithAdvice(benchmark::State& state)
{
    const Catalog& catalog = syntheticCatalog();
    Job job = adviceJob();
    size_t advised = 0;
    for (auto _ : state) {
        job.datasetTokens += 1;
        PlanResult result = planJob(job, catalog, "2026-11-30");
        rankOptions(result, job, SortKey::Cost);
        advised = result.advice.size();
        benchmark::DoNotOptimize(result.options.data());
    }
    state.counters["offers"] = double(catalog.offers.size());
    state.counters["searches"] = double(advised);
}
BENCHMARK(BM_Plan10kOffersWithAdvice)->Unit(benchmark::kMillisecond);

} // namespace

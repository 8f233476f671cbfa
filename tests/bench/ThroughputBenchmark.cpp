// SPDX-License-Identifier: GPL-3.0-or-later
// The planner evaluates ~10,000 offers per plan in < 10 ms: one throughput estimate must stay well under 1 µs.
#include "TestModels.h"
#include "core/plan/Throughput.h"

#include <benchmark/benchmark.h>

namespace {

using namespace tunefit;

struct Fixture
{
    ModelSpec model;
    TrainingSetup setup;
    Parallelism parallel;
    Gpu gpu;
    Fixture()
    {
        model = test::llama31_8b();
        setup.method = Method::QLoRA;
        setup.baseQuant = BaseQuant::NF4;
        setup.adapter.targets = kAllLinear;
        setup.microBatch = 2;
        setup.seqLen = 2048;
        setup.gradAccumulation = 8;
        setup.checkpointing = Checkpointing::Full;
        parallel.gpus = 8;
        parallel.sharding = Sharding::FsdpFull;
        gpu.name = "H100 SXM";
        gpu.memoryType = "HBM3";
        gpu.memoryBandwidthGBps = 3350;
        gpu.bf16Tflops = 989.4;
        gpu.fp16Tflops = 989.4;
        gpu.fp8Tflops = 1978.9;
        gpu.fp32Tflops = 67;
        gpu.supportsBf16 = true;
        gpu.supportsFp8 = true;
        gpu.architecture = "Hopper";
        gpu.interconnect = "NVLink 4";
        gpu.interconnectGBps = 900;
    }
};

// Per offer: the workload is prepared once per plan, the estimate runs per GPU/layout.
void BM_ThroughputEstimate(benchmark::State& state)
{
    const Fixture f;
    const ThroughputWorkload workload = prepareWorkload(f.model, f.setup);
    for (auto _ : state) {
        const ThroughputEstimate e = estimateThroughput(workload, ThroughputInput{f.model, f.setup, f.parallel, f.gpu});
        benchmark::DoNotOptimize(e.tokensPerSecondPerGpu);
    }
}
BENCHMARK(BM_ThroughputEstimate);

// Including the architecture walk (linearModules, parameter count).
void BM_ThroughputEstimateWithWorkload(benchmark::State& state)
{
    const Fixture f;
    for (auto _ : state) {
        const ThroughputEstimate e = estimateThroughput(ThroughputInput{f.model, f.setup, f.parallel, f.gpu});
        benchmark::DoNotOptimize(e.tokensPerSecondPerGpu);
    }
}
BENCHMARK(BM_ThroughputEstimateWithWorkload);

} // namespace

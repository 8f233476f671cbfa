// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Throughput.h"
#include "TestGpus.h"
#include "TestModels.h"

#include <gtest/gtest.h>

#include <vector>

namespace tunefit {
namespace {

// Hand-built GPUs with the values of resources/catalog/gpus.csv.
Gpu a100()
{
    Gpu g;
    g.name = "A100 80GB SXM";
    g.memoryGB = 80;
    g.memoryType = "HBM2e";
    g.memoryBandwidthGBps = 2039;
    g.bf16Tflops = 312;
    g.fp16Tflops = 312;
    g.fp32Tflops = 19.5;
    g.supportsBf16 = true;
    g.architecture = "Ampere";
    g.interconnect = "NVLink 3";
    g.interconnectGBps = 600;
    return g;
}

Gpu v100()
{
    Gpu g;
    g.name = "V100 16GB";
    g.memoryGB = 16;
    g.memoryType = "HBM2";
    g.memoryBandwidthGBps = 900;
    g.fp16Tflops = 125;
    g.fp32Tflops = 15.7;
    g.supportsBf16 = false;
    g.architecture = "Volta";
    g.interconnect = "NVLink 2";
    g.interconnectGBps = 300;
    return g;
}

Gpu rtx4090()
{
    Gpu g;
    g.vendor = "NVIDIA";
    g.name = "RTX 4090";
    g.memoryGB = 24;
    g.memoryType = "GDDR6X";
    g.memoryBandwidthGBps = 1008;
    g.bf16Tflops = 165.2;
    g.fp16Tflops = 165.2;
    g.fp8Tflops = 330.3;
    g.fp32Tflops = 82.6;
    g.supportsBf16 = true;
    g.supportsFp8 = true;
    g.architecture = "Ada Lovelace";
    g.interconnect = "PCIe Gen4 x16 only (no NVLink)";
    g.interconnectGBps = 64;
    g.gpuClass = GpuClass::Consumer;
    return g;
}

using test::llama2_7b;

TrainingSetup fullSetup()
{
    TrainingSetup s;
    s.method = Method::Full;
    s.compute = Compute::AmpBF16;
    s.microBatch = 4;
    s.seqLen = 2048;
    s.gradAccumulation = 4;
    s.attention = Attention::Flash;
    return s;
}

ThroughputEstimate run(const ModelSpec& m, const TrainingSetup& s, const Parallelism& p, const Gpu& g,
                       LinkSpec intra = {}, LinkSpec inter = {}, std::optional<double> mfu = std::nullopt)
{
    return estimateThroughput(ThroughputInput{m, s, p, g, intra, inter, 8, mfu});
}

TEST(Throughput, FlopsPerTokenFollowTheArchitecture)
{
    const ModelSpec m = llama2_7b();
    const ParameterCount pc = countParameters(m);
    const double nonEmbedding = double(pc.total() - pc.embedding); // block linears + lm_head (+ norms)
    TrainingSetup s = fullSetup();
    const ThroughputWorkload w = prepareWorkload(m, s);
    // Forward linear FLOPs are exactly 2 per weight of every linear and the lm_head.
    EXPECT_NEAR(w.linearFlops, 2.0 * double(pc.linear + pc.lmHead), 1.0);
    // Attention: 4·s·qWidth per layer, halved for causal flash kernels.
    EXPECT_NEAR(w.attentionFlops, 4.0 * 2048 * 4096 * 32 * 0.5, 1.0);
    const ThroughputEstimate full = run(m, s, {}, a100());
    EXPECT_NEAR(full.modelFlopsPerToken, 6 * nonEmbedding + 3.5 * w.attentionFlops, 0.01 * full.modelFlopsPerToken);

    // LoRA: the frozen base needs only input gradients (≈ 4 FLOPs per weight).
    s.method = Method::LoRA;
    s.adapter.targets = kAllLinear;
    const ThroughputEstimate lora = run(m, s, {}, a100());
    EXPECT_LT(lora.modelFlopsPerToken, 0.75 * full.modelFlopsPerToken);
    EXPECT_GT(lora.modelFlopsPerToken, 0.62 * full.modelFlopsPerToken);

    // Full recomputation adds one forward pass.
    s.checkpointing = Checkpointing::Full;
    const ThroughputEstimate recompute = run(m, s, {}, a100());
    EXPECT_NEAR(recompute.flopsPerToken - lora.flopsPerToken,
                w.linearFlops + prepareWorkload(m, s).adapterFlops + w.attentionFlops, 0.01 * recompute.flopsPerToken);
}

TEST(Throughput, MoreGpusNeverLowerTotalThroughput)
{
    const ModelSpec m = llama2_7b();
    const TrainingSetup s = fullSetup();
    for (const Sharding sh : {Sharding::DDP, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3, Sharding::FsdpFull,
                              Sharding::FsdpGradOp, Sharding::FsdpHybrid}) {
        for (const LinkSpec intra : {LinkSpec{LinkKind::NVLink, 600}, LinkSpec{LinkKind::PCIe, 64}}) {
            double previous = 0;
            for (const int n : {1, 2, 3, 4, 8, 16, 32, 64, 128}) {
                Parallelism p;
                p.gpus = n;
                p.sharding = n == 1 ? Sharding::None : sh;
                const ThroughputEstimate e = run(m, s, p, a100(), intra, {LinkKind::InterNode, 50});
                ASSERT_TRUE(e.valid);
                EXPECT_GE(e.tokensPerSecondTotal, previous * (1 - 1e-9)) << int(sh) << " gpus " << n;
                previous = e.tokensPerSecondTotal;
            }
        }
    }
}

TEST(Throughput, FasterLinkNeverSlowsAStep)
{
    const ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.microBatch = 1;
    s.gradAccumulation = 1;
    for (const Sharding sh : {Sharding::DDP, Sharding::Zero2, Sharding::Zero3, Sharding::FsdpFull}) {
        for (const int n : {2, 8, 32}) {
            Parallelism p;
            p.gpus = n;
            p.sharding = sh;
            double previous = 1e30;
            for (const double gbps : {8.0, 32.0, 64.0, 128.0, 300.0, 600.0, 900.0, 1800.0}) {
                const ThroughputEstimate e =
                    run(m, s, p, a100(), {LinkKind::NVLink, gbps}, {LinkKind::InterNode, gbps / 8});
                EXPECT_LE(e.stepSeconds, previous * (1 + 1e-12)) << int(sh) << " " << n << " " << gbps;
                previous = e.stepSeconds;
            }
        }
    }
}

TEST(Throughput, CheckpointingNeverSpeedsAStepUp)
{
    const ModelSpec m = llama2_7b();
    for (const Method method : {Method::Full, Method::LoRA, Method::QLoRA}) {
        for (const int seq : {128, 512, 4096}) {
            TrainingSetup s = fullSetup();
            s.method = method;
            s.seqLen = seq;
            if (method == Method::QLoRA)
                s.baseQuant = BaseQuant::NF4;
            const double none = run(m, s, {}, a100()).stepSeconds;
            for (const Checkpointing c : {Checkpointing::Selective, Checkpointing::Full, Checkpointing::Offload}) {
                s.checkpointing = c;
                EXPECT_GE(run(m, s, {}, a100()).stepSeconds, none) << int(method) << " " << seq << " " << int(c);
            }
        }
    }
}

TEST(Throughput, CardWithoutBf16RunsBf16WorkAtItsFp16RateAtBest)
{
    const ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.method = Method::LoRA;
    s.compute = Compute::AmpFP16;
    const ThroughputEstimate fp16 = run(m, s, {}, v100());
    s.compute = Compute::AmpBF16;
    const ThroughputEstimate bf16 = run(m, s, {}, v100());
    EXPECT_EQ(bf16.precisionUsed, MatmulPrecision::FP16Fallback);
    EXPECT_EQ(fp16.precisionUsed, MatmulPrecision::FP16);
    EXPECT_LE(bf16.tokensPerSecondPerGpu, fp16.tokensPerSecondPerGpu);
    EXPECT_DOUBLE_EQ(bf16.effectivePeakTflops, 125);
}

TEST(Throughput, PrecisionAndPeak)
{
    // GeForce: the catalog's BF16 column is the FP32-accumulate rate and is used as given.
    EXPECT_DOUBLE_EQ(densePeakTflops(rtx4090(), Compute::AmpBF16), 165.2);
    MatmulPrecision used{};
    EXPECT_DOUBLE_EQ(densePeakTflops(rtx4090(), Compute::BF16, LowPrecisionRecipe::TeFp8Delayed, &used), 330.3);
    EXPECT_EQ(used, MatmulPrecision::FP8);
    // No FP8 units on Ampere: no figure at all, never the BF16 one in its place (issue 32).
    EXPECT_DOUBLE_EQ(densePeakTflops(a100(), Compute::BF16, LowPrecisionRecipe::TeFp8Delayed, &used), 0);
    TrainingSetup fp8 = fullSetup();
    fp8.lowPrecision.recipe = LowPrecisionRecipe::TorchaoFp8Tensorwise;
    EXPECT_FALSE(run(llama2_7b(), fp8, {}, a100()).valid);
    // No tensor figures at all: CUDA-core FP32.
    Gpu bare = a100();
    bare.bf16Tflops.reset();
    bare.fp16Tflops.reset();
    EXPECT_DOUBLE_EQ(densePeakTflops(bare, Compute::AmpBF16, LowPrecisionRecipe::None, &used), 19.5);
    EXPECT_EQ(used, MatmulPrecision::FP32);
    // Nothing known: no estimate rather than a made-up one.
    bare.fp32Tflops.reset();
    EXPECT_FALSE(run(llama2_7b(), fullSetup(), {}, bare).valid);
}

TEST(Throughput, SmallMicroBatchesUseTheGpuLess)
{
    const ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.method = Method::LoRA;
    s.microBatch = 1;
    double previous = 0;
    for (const int seq : {64, 128, 256, 512, 1024, 2048}) {
        s.seqLen = seq;
        const ThroughputEstimate e = run(m, s, {}, a100());
        EXPECT_GT(e.achievedTflops, previous) << seq;
        EXPECT_LT(e.achievedTflops, e.effectivePeakTflops);
        previous = e.achievedTflops;
    }
    s.seqLen = 64;
    EXPECT_EQ(run(m, s, {}, a100()).bottleneck, Bottleneck::HostOverhead);
}

TEST(Throughput, ShardedTrainingOverPcieIsInterconnectBound)
{
    ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.method = Method::LoRA;
    s.microBatch = 1;
    s.seqLen = 512;
    s.gradAccumulation = 1;
    Parallelism p;
    p.gpus = 2;
    p.sharding = Sharding::FsdpFull;
    const ThroughputEstimate pcie = run(m, s, p, rtx4090());
    EXPECT_EQ(pcie.bottleneck, Bottleneck::Interconnect);
    p.sharding = Sharding::DDP;
    EXPECT_GT(run(m, s, p, rtx4090()).tokensPerSecondPerGpu, pcie.tokensPerSecondPerGpu);
}

TEST(Throughput, FourBitBasePaysForDequantization)
{
    const ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.method = Method::LoRA;
    s.adapter.targets = kAllLinear;
    const ThroughputEstimate lora = run(m, s, {}, rtx4090());
    s.method = Method::QLoRA;
    s.baseQuant = BaseQuant::NF4;
    const ThroughputEstimate qlora = run(m, s, {}, rtx4090());
    EXPECT_LT(qlora.tokensPerSecondPerGpu, lora.tokensPerSecondPerGpu);
    s.baseQuant = BaseQuant::GptqInt4;
    EXPECT_LT(run(m, s, {}, rtx4090()).tokensPerSecondPerGpu, qlora.tokensPerSecondPerGpu);
}

TEST(Throughput, UtilisationOverrideAndPadding)
{
    const ModelSpec m = llama2_7b();
    const TrainingSetup s = fullSetup();
    const ThroughputEstimate low = run(m, s, {}, a100(), {}, {}, 0.3);
    const ThroughputEstimate high = run(m, s, {}, a100(), {}, {}, 0.6);
    EXPECT_GT(high.tokensPerSecondPerGpu, low.tokensPerSecondPerGpu);
    ThroughputInput padded{m, s, {}, a100()};
    padded.paddingFraction = 0.25;
    const ThroughputEstimate base = run(m, s, {}, a100());
    EXPECT_NEAR(estimateThroughput(padded).tokensPerSecondPerGpu, 0.75 * base.tokensPerSecondPerGpu, 1e-6);
    EXPECT_LT(base.bandLow, base.tokensPerSecondPerGpu);
    EXPECT_GT(base.bandHigh, base.tokensPerSecondPerGpu);
}

TEST(Throughput, CpuOffloadCostsTime)
{
    const ModelSpec m = llama2_7b();
    const TrainingSetup s = fullSetup();
    Parallelism p;
    const ThroughputEstimate base = run(m, s, p, a100());
    p.offload = Offload::Optimizer;
    const ThroughputEstimate offload = run(m, s, p, a100());
    EXPECT_GT(offload.stepSeconds, base.stepSeconds);
    EXPECT_GT(offload.offloadSeconds, 0);
}

// The CPU optimizer on the machine's vCPUs (issue 31): the host memory streams 28 bytes a parameter at 50 GB/s per
// GPU, 1.786e9 parameters/s; a vCPU updates 827.8e6 / 16 × 5 = 258.69e6 a second (torch's CPU AdamW measured on 16
// threads of the H200 host, DeepSpeedCPUAdam at 5x). Below 1.786e9 / 258.69e6 = 6.90 vCPUs per GPU the vCPUs bind.
TEST(Throughput, CpuOptimizerRunsOnTheMachinesVcpus)
{
    EXPECT_NEAR(cpuOptimizerParamsPerSecond(0), 50e9 / 28, 1);
    EXPECT_NEAR(cpuOptimizerParamsPerSecond(4), 4 * 258.6875e6, 1);
    EXPECT_NEAR(cpuOptimizerParamsPerSecond(16), 50e9 / 28, 1);
    EXPECT_NEAR(cpuOptimizerCpuBound(), 6.903, 1e-3);
    // Llama-2-7B full fine-tuning with the optimizer offloaded, one A100: every parameter is updated on the CPU, so
    // 4 vCPUs add P × (1 / 1.0348e9 − 1 / 1.7857e9) seconds to the step; 16 vCPUs add nothing.
    const ModelSpec m = llama2_7b();
    const TrainingSetup s = fullSetup();
    Parallelism p;
    p.offload = Offload::Optimizer;
    auto offloadSeconds = [&](double cpus) {
        ThroughputInput in{m, s, p, a100()};
        in.hostCpusPerGpu = cpus;
        return estimateThroughput(in).offloadSeconds;
    };
    const double params = double(countParameters(m).total());
    EXPECT_NEAR(offloadSeconds(4) - offloadSeconds(0), params * (1 / (4 * 258.6875e6) - 28 / 50e9), 1e-6);
    EXPECT_DOUBLE_EQ(offloadSeconds(16), offloadSeconds(0));
    // Without offload the vCPUs change nothing.
    p.offload = Offload::None;
    EXPECT_DOUBLE_EQ(offloadSeconds(2), 0.0);
}

// Causal attention forward + backward on an H200 (tests/data/device-runs/h200-2026-12-04.jsonl, experiment
// attention_long_context): 347.1 TFLOP/s at 4K tokens, 571.4 at 128K. A FlashAttention-2-class kernel's attention
// time per FLOP at 128K relative to 4K follows that ratio; a Triton kernel (llm-foundry's) keeps one rate. The
// linears take the same time at both lengths when the micro-batches hold the same tokens, so the Triton runs give the
// attention time (its slope over the sequence) and the FlashAttention-2 run's difference from them its share.
TEST(Throughput, AttentionRateGrowsWithTheSequenceAsMeasured)
{
    const ModelSpec m = llama2_7b();
    auto compute = [&](int seqLen, AttentionKernel kernel) {
        TrainingSetup s = fullSetup();
        s.seqLen = seqLen;
        s.microBatch = 131072 / seqLen; // the same tokens per micro-batch
        s.gradAccumulation = 1;
        ThroughputInput in{m, s, {}, a100()};
        in.attentionKernel = kernel;
        return estimateThroughput(in).computeSeconds;
    };
    const double triton4k = compute(4096, AttentionKernel::Triton),
                 triton128k = compute(131072, AttentionKernel::Triton);
    EXPECT_NEAR(compute(4096, AttentionKernel::FlashAttention2), triton4k, 1e-9 * triton4k); // the same rate at 4K
    // Triton: attention time ∝ s at equal tokens, so the 128K attention is 32/31 of the growth from 4K.
    const double tritonAttention128k = (triton128k - triton4k) * 131072.0 / (131072.0 - 4096.0);
    const double flashAttention128k =
        tritonAttention128k - (triton128k - compute(131072, AttentionKernel::FlashAttention2));
    EXPECT_NEAR(flashAttention128k / tritonAttention128k, 347.1 / 571.4, 0.05 * 347.1 / 571.4);
    // Shorter than 4K the kernel runs below the family rate.
    EXPECT_GT(compute(1024, AttentionKernel::FlashAttention2), compute(1024, AttentionKernel::Triton));
}

// Sliding-window layers (Mistral, Gemma 2/3, gpt-oss): a causal query attends to at most w keys, so over s tokens the
// mean is w·(1 − w/2s) instead of s/2. Hand-worked for 26 windowed layers of 1,024 and 6 global ones at 32K.
TEST(Throughput, SlidingWindowLayersAttendOverTheirWindow)
{
    ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.seqLen = 32768;
    s.microBatch = 1;
    const ThroughputWorkload global = prepareWorkload(m, s);
    m.slidingWindow = 1024;
    m.slidingLayers = 26;
    const ThroughputWorkload windowed = prepareWorkload(m, s);
    const double qWidth = 32 * 128;
    const double windowKeys = 1024 * (1 - 1024.0 / (2 * 32768));
    EXPECT_NEAR(global.attentionFlops, 4 * qWidth * 32 * 16384.0, 1.0);
    EXPECT_NEAR(windowed.attentionFlops, 4 * qWidth * (6 * 16384.0 + 26 * windowKeys), 1.0);
    EXPECT_NEAR(windowed.windowedAttentionFlops, 4 * qWidth * 26 * windowKeys, 1.0);
    EXPECT_LT(run(m, s, {}, a100()).stepSeconds, run(llama2_7b(), s, {}, a100()).stepSeconds);
    // A window as long as the sequence changes nothing; eager attention computes the whole square anyway.
    m.slidingWindow = 32768;
    EXPECT_NEAR(prepareWorkload(m, s).attentionFlops, global.attentionFlops, 1.0);
    m.slidingWindow = 1024;
    s.attention = Attention::Eager;
    EXPECT_NEAR(prepareWorkload(m, s).attentionFlops, prepareWorkload(llama2_7b(), s).attentionFlops, 1.0);
}

// ZeRO-Offload's transfers cross the card's PCIe x16 link to the host: Gen3 on a V100, Gen4 on an A100, Gen5 on an
// H100 (16, 32 and 64 GB/s one way). The CPU optimizer's time is the same on all three, so the differences of the
// offload times are the transfers' alone: V100 − A100 is twice A100 − H100 (1/16 − 1/32 = 2 × (1/32 − 1/64)).
TEST(Throughput, HostLinkFollowsThePcieGenerationOfTheCard)
{
    const ModelSpec m = llama2_7b();
    TrainingSetup s = fullSetup();
    s.compute = Compute::AmpFP16; // the V100 has no BF16: the same bytes on every card
    Parallelism p;
    p.offload = Offload::Optimizer;
    const double v = run(m, s, p, v100()).offloadSeconds, a = run(m, s, p, a100()).offloadSeconds;
    const double h = run(m, s, p, test::h100()).offloadSeconds;
    ASSERT_GT(a - h, 0);
    EXPECT_NEAR((v - a) / (a - h), 2.0, 1e-6);
}

// Grouped experts below their ridge point: torch._grouped_mm on an H200 (tests/data/device-runs, grouped_gemm_rates)
// at 32 rows per expert ran Qwen3-30B-A3B's 128 experts' gate+up (2048×1536) at 83.9 TFLOP/s and down (768×2048)
// at 64.7: 0.507 ms of forward per layer. LoRA on attention at 512 tokens (512 × 8 / 128 = 32 rows per expert) adds
// the input gradients, the same products again: ~1.01 ms per layer, 48.7 ms over 48 layers, which the experts'
// weight reads dominate (the attention linears and the head add a few per cent).
TEST(Throughput, GroupedExpertsAtFewRowsRunAsMeasured)
{
    const ModelSpec m = test::qwen3_30b_a3b();
    TrainingSetup s;
    s.method = Method::LoRA;
    s.adapter.targets = Target::Q | Target::K | Target::V | Target::O;
    s.compute = Compute::AmpBF16;
    s.microBatch = 1;
    s.seqLen = 512;
    s.gradAccumulation = 1;
    s.checkpointing = Checkpointing::None;
    s.experts = ExpertKernel::TorchGroupedMm;
    const double perLayer = 2 * (2.0 * 128 * 32 * 2048 * 1536 / 83.9e12 + 2.0 * 128 * 32 * 768 * 2048 / 64.7e12);
    const ThroughputEstimate e = run(m, s, {}, test::h200());
    ASSERT_TRUE(e.valid);
    EXPECT_NEAR(e.computeSeconds, 48 * perLayer, 0.15 * 48 * perLayer);
}

} // namespace
} // namespace tunefit

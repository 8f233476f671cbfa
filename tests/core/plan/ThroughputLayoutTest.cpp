// SPDX-License-Identifier: GPL-3.0-or-later
// Time per step for model-parallel layouts (issue 15): the mechanisms worked by hand, and properties.
#include "TestModels.h"
#include "core/plan/Throughput.h"

#include "TestGpus.h"

#include <gtest/gtest.h>

namespace tunefit {
namespace {

using test::h100;

TrainingSetup fullSetup(int seq, int gradAccumulation)
{
    TrainingSetup s;
    s.method = Method::Full;
    s.compute = Compute::AmpBF16;
    s.microBatch = 1;
    s.seqLen = seq;
    s.gradAccumulation = gradAccumulation;
    return s;
}

Parallelism layout(int gpus, int tp, int pp, int ep = 1, int vpp = 1)
{
    Parallelism p;
    p.gpus = gpus;
    p.sharding = Sharding::Zero1; // Megatron's distributed optimizer
    p.model.tensor = tp;
    p.model.pipeline = pp;
    p.model.expert = ep;
    p.model.virtualStages = vpp;
    p.model.sequenceParallel = false;
    return p;
}

ThroughputEstimate run(const ModelSpec& m, const TrainingSetup& s, const Parallelism& p, LinkSpec intra = {},
                       LinkSpec inter = {}, ExpertRouting routing = {})
{
    ThroughputInput in{m, s, p, h100(), intra, inter, 8};
    in.routing = routing;
    return estimateThroughput(in);
}

const LinkSpec kNvlink{LinkKind::NVLink, 600}; // 300 GB/s each way; NCCL bus 0.8 of it = 240 GB/s

TEST(ThroughputLayout, PipelineBubbleShareByHand)
{
    // 1F1B: (PP − 1) / (m + PP − 1) idle; V virtual stages divide the fill and drain (Narayanan et al. 2021 §2.2).
    EXPECT_DOUBLE_EQ(pipelineBubbleShare(1, 8, 1), 0.0);
    EXPECT_DOUBLE_EQ(pipelineBubbleShare(4, 8, 1), 3.0 / 11.0);
    EXPECT_DOUBLE_EQ(pipelineBubbleShare(4, 8, 2), 1.5 / 9.5);
    EXPECT_DOUBLE_EQ(pipelineBubbleShare(8, 8, 4), 1.75 / 9.75);
    EXPECT_DOUBLE_EQ(pipelineBubbleShare(8, 1, 1), 7.0 / 8.0);
}

TEST(ThroughputLayout, AllToAllAndTensorParallelBytesByHand)
{
    // 4,096 tokens × top-8 × hidden 4,096 × 2 bytes, 7 of 8 expert GPUs remote: 234,881,024 bytes per all-to-all.
    EXPECT_DOUBLE_EQ(expertAllToAllBytes(4096, 8, 4096, 2.0, 8), 234'881'024.0);
    EXPECT_DOUBLE_EQ(expertAllToAllBytes(4096, 8, 4096, 2.0, 1), 0.0);
    // Two all-reduces of 4,096 × 8,192 bf16 activations over TP 4: 2 × 2 × 3/4 × 67,108,864 = 201,326,592 bytes.
    EXPECT_DOUBLE_EQ(tensorParallelBytesPerBlock(4096, 8192, 2.0, 4), 201'326'592.0);
    EXPECT_DOUBLE_EQ(tensorParallelBytesPerBlock(4096, 8192, 2.0, 1), 0.0);
}

TEST(ThroughputLayout, TensorParallelCollectivesInTheStep)
{
    // Llama-2-7B (32 blocks, hidden 4,096), TP 2 on 2 GPUs, 2,048 tokens, no recomputation: 32 blocks × (forward +
    // backward) × 2 × 2 × 1/2 × 2,048 × 4,096 × 2 bytes = 2,147,483,648 bytes over NVLink at 0.8 × 300 GB/s.
    const ThroughputEstimate e = run(test::llama2_7b(), fullSetup(2048, 1), layout(2, 2, 1), kNvlink);
    ASSERT_TRUE(e.valid);
    EXPECT_NEAR(e.modelParallelCommSeconds, 2'147'483'648.0 / 240e9, 1e-9);
    EXPECT_DOUBLE_EQ(e.expertAllToAllSeconds, 0.0);
    EXPECT_DOUBLE_EQ(e.pipelineBubbleSeconds, 0.0);
}

TEST(ThroughputLayout, ExpertAllToAllInTheStep)
{
    // Mixtral-8x7B (32 MoE blocks, hidden 4,096, top-2), EP 8 inside one node, 4,096 tokens: per all-to-all
    // 4,096 × 2 × 4,096 × 2 × 7/8 = 58,720,256 bytes; dispatch + combine forward and backward = 4 per block.
    const ThroughputEstimate e = run(test::mixtral_8x7b(), fullSetup(4096, 1), layout(8, 1, 1, 8), kNvlink);
    ASSERT_TRUE(e.valid);
    EXPECT_NEAR(e.expertAllToAllSeconds, 32 * 4 * 58'720'256.0 / 240e9, 1e-9);
    EXPECT_GT(e.exposedCommSeconds, e.expertAllToAllSeconds);

    // Over two nodes, DeepEP's one copy per destination node never sends more than a copy per routed expert, and an
    // overlapped all-to-all is never slower than one on the compute stream.
    const Parallelism twoNodes = layout(16, 1, 1, 8);
    const LinkSpec ib{LinkKind::InterNode, 100};
    Parallelism spread = twoNodes;
    spread.gpusPerNode = 4;
    ThroughputInput plainIn{test::mixtral_8x7b(), fullSetup(4096, 1), spread, h100(), kNvlink, ib, 4};
    const ThroughputEstimate plain = estimateThroughput(plainIn);
    plainIn.routing.deduplicated = true;
    const ThroughputEstimate dedup = estimateThroughput(plainIn);
    plainIn.routing.overlapped = true;
    const ThroughputEstimate overlapped = estimateThroughput(plainIn);
    ASSERT_TRUE(plain.valid && dedup.valid && overlapped.valid);
    EXPECT_LT(dedup.expertAllToAllSeconds, plain.expertAllToAllSeconds);
    EXPECT_LE(overlapped.stepSeconds, dedup.stepSeconds);
}

TEST(ThroughputLayout, PipelineBubbleInTheStep)
{
    // PP 8 with one micro-batch: the bubble is 7 micro-batch times, the largest part of the step.
    const ThroughputEstimate one = run(test::llama2_7b(), fullSetup(2048, 1), layout(8, 1, 8), kNvlink);
    ASSERT_TRUE(one.valid);
    EXPECT_EQ(one.bottleneck, Bottleneck::PipelineBubble);
    EXPECT_STREQ(bottleneckName(one.bottleneck), "pipeline_bubble");
    // A second micro-batch adds one micro-batch time, a seventh of the bubble, which stays the same.
    const ThroughputEstimate two = run(test::llama2_7b(), fullSetup(2048, 2), layout(8, 1, 8), kNvlink);
    EXPECT_NEAR(two.pipelineBubbleSeconds, one.pipelineBubbleSeconds, 1e-12);
    EXPECT_NEAR(two.stepSeconds - one.stepSeconds, one.pipelineBubbleSeconds / 7.0, 1e-12);

    // More micro-batches never raise the bubble's share of the step; virtual stages shrink it.
    double previous = 1;
    for (const int m : {1, 2, 4, 8, 16, 32, 64}) {
        const ThroughputEstimate e = run(test::llama2_7b(), fullSetup(2048, m), layout(8, 1, 8), kNvlink);
        ASSERT_TRUE(e.valid);
        const double share = e.pipelineBubbleSeconds / e.stepSeconds;
        EXPECT_LE(share, previous + 1e-12) << m;
        previous = share;
        const ThroughputEstimate interleaved =
            run(test::llama2_7b(), fullSetup(2048, m), layout(8, 1, 8, 1, 4), kNvlink);
        EXPECT_LT(interleaved.pipelineBubbleSeconds, e.pipelineBubbleSeconds) << m;
    }
}

TEST(ThroughputLayout, FasterLinksNeverSlowAStep)
{
    struct Case
    {
        ModelSpec model;
        Parallelism parallel;
    };
    // TP inside a node, TP across nodes, PP across nodes, EP across nodes, a ring over the sequence.
    Parallelism ring = layout(16, 2, 1);
    ring.sequenceParallel = SequenceParallel::Ring;
    ring.sequenceParallelDegree = 4;
    const Case cases[] = {
        {test::llama2_7b(), layout(16, 8, 1)},       {test::llama2_7b(), layout(32, 16, 1)},
        {test::llama2_7b(), layout(32, 4, 4)},       {test::mixtral_8x7b(), layout(32, 1, 2, 8)},
        {test::mixtral_8x7b(), layout(32, 2, 1, 8)}, {test::llama2_7b(), ring},
    };
    for (const Case& c : cases) {
        double previous = 0;
        for (const double gbps : {50.0, 100.0, 200.0, 400.0, 900.0, 1800.0}) {
            const ThroughputEstimate e =
                run(c.model, fullSetup(4096, 8), c.parallel, {LinkKind::NVLink, gbps * 2}, {LinkKind::InterNode, gbps});
            ASSERT_TRUE(e.valid);
            EXPECT_GE(e.tokensPerSecondPerGpu, previous * (1 - 1e-12)) << gbps;
            previous = e.tokensPerSecondPerGpu;
        }
    }
}

TEST(ThroughputLayout, SplittingTheModelKeepsTheWorkAndAddsOnlyOverheads)
{
    // On links too fast to matter, TP 2 × PP 2 (many micro-batches) runs within a few % of data parallelism per GPU,
    // and never faster than it by more than the smaller GEMMs' roofline allows.
    const LinkSpec fast{LinkKind::NVLink, 1e6};
    const ThroughputEstimate dp = run(test::llama2_7b(), fullSetup(4096, 64), layout(4, 1, 1), fast, fast);
    const ThroughputEstimate mp = run(test::llama2_7b(), fullSetup(4096, 64), layout(4, 2, 2), fast, fast);
    ASSERT_TRUE(dp.valid && mp.valid);
    EXPECT_NEAR(mp.tokensPerSecondPerGpu / dp.tokensPerSecondPerGpu, 1.0, 0.1);
    // The whole-model FLOPs per token stay the model's; the GPU does a quarter of a replica's.
    EXPECT_DOUBLE_EQ(mp.modelFlopsPerToken, dp.modelFlopsPerToken);
}

// PEFT wraps each routed expert's linears: Mixtral-8x7B LoRA on every linear adds 5 adapter kernels per expert
// linear, 3 × 8 per block, where a grouped expert GEMM (Megatron-Core, TE GroupedLinear) runs one per linear: 32
// blocks × 3 × 5 × (8 − 1) = 3,360 fewer kernels per forward. A model-parallel layout runs grouped and fused
// (Megatron-Core, torchtitan), whatever the input says of Hugging Face-style runs.
TEST(ThroughputLayout, GroupedExpertGemmsLaunchAKernelPerLayerNotPerExpert)
{
    TrainingSetup lora = fullSetup(4096, 1);
    lora.method = Method::LoRA;
    lora.compute = Compute::BF16;
    lora.adapter.rank = 16;
    lora.adapter.targets = kAllLinear;
    const ThroughputWorkload w = prepareWorkload(test::mixtral_8x7b(), lora);
    EXPECT_DOUBLE_EQ(w.expertRepeatOps, 32 * 3 * 5 * 7.0);

    Parallelism dataParallel;
    dataParallel.gpus = 8;
    dataParallel.sharding = Sharding::Zero3;
    TrainingSetup perExpert = lora;
    perExpert.experts = ExpertKernel::PerExpertModules;
    TrainingSetup fused = lora;
    fused.experts = ExpertKernel::FusedGroupedGemm;
    const ThroughputEstimate looped =
        estimateThroughput(w, ThroughputInput{test::mixtral_8x7b(), perExpert, dataParallel, h100(), kNvlink, {}, 8});
    const ThroughputEstimate grouped =
        estimateThroughput(w, ThroughputInput{test::mixtral_8x7b(), fused, dataParallel, h100(), kNvlink, {}, 8});
    ASSERT_TRUE(looped.valid && grouped.valid);
    EXPECT_LT(grouped.hostSeconds, looped.hostSeconds);
    EXPECT_LE(grouped.stepSeconds, looped.stepSeconds);

    // Expert parallelism runs in Megatron-Core: fused grouped experts whatever the setup says.
    const Parallelism ep = layout(8, 1, 1, 8);
    ThroughputInput asHf{test::mixtral_8x7b(), perExpert, ep, h100(), kNvlink, {}, 8};
    ThroughputInput asMegatron{test::mixtral_8x7b(), fused, ep, h100(), kNvlink, {}, 8};
    asMegatron.execution = ExecutionMode::Compiled;
    const ThroughputEstimate a = estimateThroughput(w, asHf);
    const ThroughputEstimate b = estimateThroughput(w, asMegatron);
    ASSERT_TRUE(a.valid && b.valid);
    EXPECT_DOUBLE_EQ(a.stepSeconds, b.stepSeconds);
    EXPECT_DOUBLE_EQ(a.hostSeconds, b.hostSeconds);
}

// transformers 5's grouped_mm experts launch as few kernels as a fused grouped GEMM, but stream the routed token
// copies through torch ops and, with LoRA on the experts, add B·A to every 3-D expert tensor in each forward (PEFT
// target_parameters): 45 B expert weights of Mixtral-8x7B at 12 B each per pass. Neither exists with Megatron's
// fused kernels, and the rebuild only when the experts carry adapters.
TEST(ThroughputLayout, TorchGroupedExpertsPayForDispatchAndRebuiltExpertWeights)
{
    TrainingSetup lora = fullSetup(4096, 1);
    lora.method = Method::LoRA;
    lora.compute = Compute::BF16;
    lora.adapter.rank = 16;
    lora.adapter.targets = kAllLinear;
    TrainingSetup attentionOnly = lora;
    attentionOnly.adapter.targets = kAttentionTargets;
    const Parallelism one;
    auto step = [&](TrainingSetup s, ExpertKernel kernel) {
        s.experts = kernel;
        const ThroughputEstimate e = estimateThroughput(ThroughputInput{test::mixtral_8x7b(), s, one, h100()});
        EXPECT_TRUE(e.valid);
        return e;
    };
    const ThroughputEstimate fused = step(lora, ExpertKernel::FusedGroupedGemm);
    const ThroughputEstimate torch = step(lora, ExpertKernel::TorchGroupedMm);
    EXPECT_DOUBLE_EQ(torch.hostSeconds, fused.hostSeconds);
    EXPECT_GT(torch.memoryBoundSeconds, fused.memoryBoundSeconds);
    // The rebuild: 3 × 32 × 8 expert linears of 4096 × 14336, 12 B per element over forward, recompute-free backward
    // input pass (2 passes here) at 3350 GB/s × 0.85: 45.1e9 × 12 × 2 / 2.8475e12 = 0.380 s at least.
    const double rebuilt =
        torch.memoryBoundSeconds - step(attentionOnly, ExpertKernel::TorchGroupedMm).memoryBoundSeconds;
    EXPECT_GT(rebuilt, 0.38);
    // With fused kernels, adapters on the experts add only their side path's element traffic.
    const double fusedAdapters =
        fused.memoryBoundSeconds - step(attentionOnly, ExpertKernel::FusedGroupedGemm).memoryBoundSeconds;
    EXPECT_LT(fusedAdapters, 0.25 * rebuilt);
}

} // namespace
} // namespace tunefit

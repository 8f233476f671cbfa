// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15, memory under model-parallel layouts: tensor, pipeline, expert and context parallelism. Expectations are
// worked by hand from the shapes (Shoeybi et al. 2019 column/row split; Narayanan et al. 2021 1F1B; Korthikanti et
// al. 2022 Table 2 and §4.2.3) or are properties, never numbers taken from the estimator.
#include "core/memory/Activations.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/StageShard.h"
#include "core/model/Presets.h"
#include "core/training/ParallelLayout.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace tunefit;

namespace {

/// A small dense decoder: 4 blocks, hidden 1024, 16 query heads and 4 KV heads of 64, SwiGLU MLP 4096, 32,000
/// tokens, untied.
ModelSpec dense()
{
    ModelSpec m;
    m.name = "dense";
    m.layers = 4;
    m.hidden = 1024;
    m.heads = 16;
    m.kvHeads = 4;
    m.headDim = 64;
    m.ffn = 4096;
    m.ffnKind = FfnKind::SwiGLU;
    m.vocab = 32000;
    m.tiedEmbeddings = false;
    return m;
}

/// A small MoE decoder: 2 blocks, hidden 512, 8 heads of 64, 16 routed experts of 256 (top-2), 1,000 tokens.
ModelSpec moe()
{
    ModelSpec m;
    m.name = "moe";
    m.layers = 2;
    m.hidden = 512;
    m.heads = 8;
    m.kvHeads = 8;
    m.headDim = 64;
    m.ffn = 256;
    m.ffnKind = FfnKind::SwiGLU;
    m.vocab = 1000;
    m.tiedEmbeddings = false;
    m.moe.experts = 16;
    m.moe.activeExperts = 2;
    m.moe.expertFfn = 256;
    return m;
}

TrainingSetup fullBf16()
{
    TrainingSetup t;
    t.method = Method::Full;
    t.weightDType = DType::BF16;
    t.compute = Compute::BF16;
    t.optimizerState = OptimizerStateDType::FP32;
    t.microBatch = 1;
    t.seqLen = 1024;
    t.checkpointing = Checkpointing::Full;
    t.attention = Attention::Flash;
    t.loss = LossImpl::Fused;
    return t;
}

Parallelism layout(int gpus, int tp, int pp = 1, int ep = 1, Sharding sharding = Sharding::None)
{
    Parallelism p;
    p.gpus = gpus;
    p.sharding = sharding;
    p.model.tensor = tp;
    p.model.pipeline = pp;
    p.model.expert = ep;
    return p;
}

MemoryBreakdown estimate(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p)
{
    const auto r = estimateMemory(m, t, p);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field);
    return r.ok() ? *r : MemoryBreakdown{};
}

MemoryBreakdown stage(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p, int s)
{
    const auto r = estimateStageMemory(m, t, p, s);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field);
    return r.ok() ? *r : MemoryBreakdown{};
}

} // namespace

TEST(Layout, TensorParallelShardOfABlockByHand)
{
    // TP 4 (one replica, nothing else sharded). Per GPU and block: Q 1024 × (16/4 × 64) = 262,144, K and V
    // 1024 × (4/4 × 64) = 65,536 each, O 256 × 1024 = 262,144; gate, up, down 3 × 1024 × 1024 = 3,145,728; two
    // replicated RMSNorms 2 × 1024. Embedding and LM head vocabulary-parallel: 8,000 × 1024 each; final norm 1024.
    const double block = 262144 + 2 * 65536 + 262144 + 3145728 + 2048;
    const double params = 4 * block + 2 * 8000.0 * 1024 + 1024;
    const MemoryBreakdown b = estimate(dense(), fullBf16(), layout(4, 4));
    EXPECT_DOUBLE_EQ(b[MemoryComponent::TrainableWeights].bytes, params * 2); // bf16
    EXPECT_EQ(b.pipelineStages, 1);

    // TP 8 has fewer KV heads (4) than ranks: each GPU keeps one KV head (Megatron replicates them).
    const double block8 = 1024.0 * 128 + 2 * 1024.0 * 64 + 128.0 * 1024 + 3 * 1024.0 * 512 + 2048;
    const double params8 = 4 * block8 + 2 * 4000.0 * 1024 + 1024;
    EXPECT_DOUBLE_EQ(estimate(dense(), fullBf16(), layout(8, 8))[MemoryComponent::TrainableWeights].bytes, params8 * 2);
}

TEST(Layout, MegatronSequenceParallelSplitsTheResidualStreamByTheTensorDegree)
{
    // Full checkpointing keeps each block's input: b × s × h × 2 bytes per block (bf16 compute). Under Megatron
    // sequence parallelism that input is split along the sequence over the TP group (Korthikanti et al. Table 2:
    // every term / t); without it every TP rank holds the whole sequence.
    TrainingSetup t = fullBf16();
    t.method = Method::LoRA; // a small trained state: the forward holds the peak
    Parallelism sp = layout(4, 4);
    Parallelism noSp = sp;
    noSp.model.sequenceParallel = false;
    const MemoryBreakdown with = estimate(dense(), t, sp);
    const MemoryBreakdown without = estimate(dense(), t, noSp);
    ASSERT_EQ(with.peakPhase, PeakPhase::Forward);
    ASSERT_EQ(without.peakPhase, PeakPhase::Forward);
    EXPECT_DOUBLE_EQ(without[MemoryComponent::Activations].bytes, 4 * 1024.0 * 1024 * 2);
    EXPECT_DOUBLE_EQ(with[MemoryComponent::Activations].bytes, 4 * 1024.0 * 1024 * 2 / 4);
}

TEST(Layout, OneFOneBKeepsPipelineDepthMicroBatchesOnTheFirstStage)
{
    // 1F1B: stage `s` of PP holds min(PP − s, M) micro-batches; interleaving with v chunks per GPU keeps
    // PP (1 + (PP − 1) / (PP v)) on the first stage (Korthikanti et al. §4.2.3).
    EXPECT_EQ(inFlightMicroBatches(0, 4, 1, 8), 4.0);
    EXPECT_EQ(inFlightMicroBatches(3, 4, 1, 8), 1.0);
    EXPECT_EQ(inFlightMicroBatches(1, 4, 1, 8), 3.0);
    EXPECT_EQ(inFlightMicroBatches(0, 4, 1, 2), 2.0); // fewer micro-batches than stages
    EXPECT_DOUBLE_EQ(inFlightMicroBatches(0, 8, 2, 16), 8 * (1 + 7.0 / 16));
    EXPECT_EQ(inFlightMicroBatches(0, 1, 1, 8), 1.0);

    // 8 blocks over PP 4: 2 blocks per stage; full checkpointing keeps 2 × 1024 × 1024 × 2 bytes per micro-batch.
    ModelSpec m = dense();
    m.layers = 8;
    TrainingSetup t = fullBf16();
    t.method = Method::LoRA; // a small trained state: the forward holds the peak on every stage
    t.gradAccumulation = 8;
    const Parallelism p = layout(4, 1, 4);
    const MemoryBreakdown first = stage(m, t, p, 0);
    const MemoryBreakdown last = stage(m, t, p, 3);
    ASSERT_EQ(first.peakPhase, PeakPhase::Forward);
    ASSERT_EQ(last.peakPhase, PeakPhase::Forward);
    const double perMicroBatch = 2 * 1024.0 * 1024 * 2;
    EXPECT_DOUBLE_EQ(first[MemoryComponent::Activations].bytes, 4 * perMicroBatch);
    EXPECT_DOUBLE_EQ(last[MemoryComponent::Activations].bytes, 1 * perMicroBatch);
    EXPECT_EQ(first[MemoryComponent::Activations].basis.kind, BasisKind::ActivationsPipeline);
    // The embedding lives on the first stage, the LM head on the last; the largest peak is the job's.
    EXPECT_EQ(first.pipelineStage, 0);
    EXPECT_EQ(last.pipelineStage, 3);
    EXPECT_EQ(last.pipelineStages, 4);
    const MemoryBreakdown job = estimate(m, t, p);
    EXPECT_DOUBLE_EQ(job.wholeDevice, std::max(first.wholeDevice, last.wholeDevice));
    EXPECT_FALSE(estimateStageMemory(m, t, p, 4).ok());
}

TEST(Layout, ExpertParallelDividesRoutedExpertsAndTheirState)
{
    // EP 4 on 4 GPUs, ZeRO-1 (distributed optimizer). Per GPU: attention 2 × 4 × 512 × 512 = 2,097,152; norms
    // 2 × 2 × 512 + 512; the replicated router 2 × 512 × 16 = 16,384; embedding and LM head 2 × 1000 × 512; routed
    // experts 2 blocks × 16/4 experts × 3 × 512 × 256 = 3,145,728.
    const double routed = 2 * 4 * 3 * 512.0 * 256;
    const double denseParams = 2097152 + 2560 + 16384 + 2 * 1000.0 * 512;
    const TrainingSetup t = fullBf16();
    const MemoryBreakdown b = estimate(moe(), t, layout(4, 1, 1, 4, Sharding::Zero1));
    EXPECT_DOUBLE_EQ(b[MemoryComponent::TrainableWeights].bytes, (denseParams + routed) * 2);
    // fp32 moments (8 bytes a parameter): dense state over the 4 data-parallel GPUs, expert state over the
    // expert-data-parallel group of 4 / EP 4 = 1 GPU.
    EXPECT_NEAR(b[MemoryComponent::OptimizerState].bytes, denseParams * 8 / 4 + routed * 8 / 1, 1e-6 * routed);
}

// A model-parallel layout runs Megatron-Core's per-expert adapters (expertKernel), so LoRA on the experts rebuilds no
// merged expert weights there whatever the job says of a Hugging Face-style run; without the layout, transformers 5's
// grouped_mm does (PEFT target_parameters: a block's merged weight, delta and gradient, 3 × 2 bytes an element).
TEST(Layout, ALayoutRunsFusedExpertsWhateverTheJobSays)
{
    TrainingSetup t = fullBf16();
    t.method = Method::LoRA;
    t.adapter.targets = kAllLinear;
    const Parallelism ep = layout(4, 1, 1, 4, Sharding::Zero1);
    t.experts = ExpertKernel::TorchGroupedMm;
    const double grouped = estimate(moe(), t, ep).wholeDevice;
    t.experts = ExpertKernel::PerExpertModules;
    EXPECT_DOUBLE_EQ(estimate(moe(), t, ep).wholeDevice, grouped);
    // On one GPU the grouped run holds one block's merged experts: 16 experts × 3 × 512 × 256 elements × 6 bytes more.
    Parallelism one;
    const double perExpert = estimate(moe(), t, one)[MemoryComponent::Buffers].bytes;
    t.experts = ExpertKernel::TorchGroupedMm;
    EXPECT_NEAR(estimate(moe(), t, one)[MemoryComponent::Buffers].bytes - perExpert, 16 * 3 * 512.0 * 256 * 6, 1.0);
}

TEST(Layout, ExpertDispatchBuffersHoldTheTokenCopiesAGpuReceives)
{
    // 1 × 1024 tokens per GPU, top-2, hidden 512, bf16: dispatch and combine buffers 2 × 1024 × 2 × 512 × 2 bytes.
    const TrainingSetup t = fullBf16();
    const Parallelism p = layout(4, 1, 1, 4, Sharding::Zero1);
    const StageShard shard = stageShard(moe(), t, p, 0);
    EXPECT_EQ(shard.model.moe.experts, 4);
    EXPECT_DOUBLE_EQ(shard.expertShardGroup, 1.0);
    const ModelState state = modelState(shard.model, t, shard.parallel, shard.params);
    const ActivationMemory act = activationMemory(shard.model, t, shard.parallel, state, shard.shares);
    EXPECT_DOUBLE_EQ(act.expertDispatchBuffers, 2 * 1024.0 * 2 * 512 * 2);
    // Without expert parallelism nothing is dispatched across GPUs.
    const StageShard one = stageShard(moe(), t, layout(4, 2, 1, 1, Sharding::Zero1), 0);
    EXPECT_EQ(activationMemory(one.model, t, one.parallel, state, one.shares).expertDispatchBuffers, 0.0);
}

TEST(Layout, MoreTensorParallelismNeverRaisesPerGpuWeights)
{
    const TrainingSetup t = fullBf16();
    for (const ModelPreset& preset : modelPresets()) {
        const ModelSpec& m = preset.spec;
        if (m.arch != ArchKind::Decoder || m.vision.present())
            continue;
        double previous = INFINITY;
        for (int tp : {1, 2, 4, 8}) {
            const Parallelism p = layout(8, tp, 1, 1, Sharding::Zero1);
            if (validateLayout(m, p))
                continue;
            const auto b = estimateMemory(m, t, p);
            ASSERT_TRUE(b.ok()) << preset.id << " tp " << tp;
            const double weights = (*b)[MemoryComponent::TrainableWeights].bytes;
            EXPECT_LE(weights, previous) << preset.id << " tp " << tp;
            previous = weights;
        }
    }
}

TEST(Layout, MorePipelineStagesNeverRaiseTheLargestStagesWeights)
{
    TrainingSetup t = fullBf16();
    t.gradAccumulation = 8;
    for (const ModelPreset& preset : modelPresets()) {
        const ModelSpec& m = preset.spec;
        if (m.arch != ArchKind::Decoder || m.vision.present())
            continue;
        double previous = INFINITY;
        for (int pp : {1, 2, 4, 8}) {
            const Parallelism p = layout(8, 1, pp, 1, Sharding::Zero1);
            if (validateLayout(m, p))
                continue;
            double largest = 0;
            for (int s = 0; s < pp; ++s) {
                const auto b = estimateStageMemory(m, t, p, s);
                ASSERT_TRUE(b.ok()) << preset.id;
                largest = std::max(largest, (*b)[MemoryComponent::TrainableWeights].bytes);
            }
            EXPECT_LE(largest, previous) << preset.id << " pp " << pp;
            previous = largest;
        }
    }
}

TEST(Layout, ADegreeThatDoesNotDivideTheModelIsRefusedByName)
{
    const TrainingSetup t = fullBf16();
    auto refused = [&](const ModelSpec& m, const Parallelism& p) {
        const auto r = estimateMemory(m, t, p);
        EXPECT_FALSE(r.ok());
        return r.ok() ? std::string() : r.error().field;
    };
    EXPECT_EQ(refused(dense(), layout(3, 3)), "tensor_parallel");                        // 16 heads over 3
    EXPECT_EQ(refused(moe(), layout(3, 1, 1, 3, Sharding::Zero1)), "expert_parallel");   // 16 experts over 3
    EXPECT_EQ(refused(dense(), layout(8, 1, 8)), "pipeline_parallel");                   // 8 stages of 4 blocks
    EXPECT_EQ(refused(dense(), layout(4, 1, 1, 2, Sharding::Zero1)), "expert_parallel"); // a dense model
}

TEST(Layout, ContextParallelCombinesWithTensorAndPipelineParallelism)
{
    // CP 2 halves every sequence's tokens on a GPU: the first stage's block inputs halve.
    ModelSpec m = dense();
    m.layers = 8;
    TrainingSetup t = fullBf16();
    t.method = Method::LoRA;
    t.gradAccumulation = 4;
    Parallelism p = layout(16, 2, 4, 1, Sharding::Zero1);
    const MemoryBreakdown without = stage(m, t, p, 0);
    p.sequenceParallel = SequenceParallel::Ring;
    p.sequenceParallelDegree = 2;
    EXPECT_EQ(dataParallelDegree(p), 1);
    const MemoryBreakdown with = stage(m, t, p, 0);
    ASSERT_EQ(with.peakPhase, PeakPhase::Forward);
    EXPECT_DOUBLE_EQ(with[MemoryComponent::Activations].bytes, without[MemoryComponent::Activations].bytes / 2);
}

TEST(Layout, ALayoutTakesTheOptimizerStepOfDataParallelismOnTheSameGpus)
{
    // 64 GPUs, one sequence per micro-batch and 16 micro-batches per step: data parallelism takes 64 × 16 = 1,024
    // sequences a step; TP 8 × PP 8 leaves one replica, which must run 1,024 micro-batches for the same step.
    TrainingSetup t = fullBf16();
    t.microBatch = 1;
    t.gradAccumulation = 16;
    Parallelism plain;
    plain.gpus = 64;
    plain.sharding = Sharding::Zero3;
    EXPECT_EQ(accumulationOnLayout(t, plain, layout(64, 8, 8)), 1024);
    // TP 2 × PP 4 on 64 GPUs: 8 replicas of 8 GPUs, 16 × 8 = 128 micro-batches each: 8 × 128 = 1,024 again.
    EXPECT_EQ(accumulationOnLayout(t, plain, layout(64, 2, 4, 1, Sharding::Zero1)), 128);
    // Context parallelism splits sequences, not the batch: ring 2 on both sides leaves the factor TP × PP.
    plain.sequenceParallel = SequenceParallel::Ring;
    plain.sequenceParallelDegree = 2;
    Parallelism cp = layout(64, 2, 2, 1, Sharding::Zero1);
    cp.sequenceParallel = SequenceParallel::Ring;
    cp.sequenceParallelDegree = 2;
    EXPECT_EQ(accumulationOnLayout(t, plain, cp), 64);
    // Degrees that do not divide the GPUs give no accumulation.
    EXPECT_EQ(accumulationOnLayout(t, plain, layout(64, 3, 1, 1, Sharding::Zero1)), 0);
}

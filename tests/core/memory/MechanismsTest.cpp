// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14 mechanisms: paged optimizers, the step fused into backward, FSDP parameter offload, the communication
// streams' cached buffers, offloaded checkpointing, tiled MLP, op-level selective checkpointing and sequence
// parallelism. Expectations are hand-worked from the architectures (Llama-3.1-8B: 32 blocks, hidden 4096, 8 KV heads
// of 128, MLP 14336, vocabulary 128256) or properties, never numbers taken from the estimator.
#include "TestModels.h"
#include "core/memory/MemoryEstimator.h"
#include "core/training/EnumKeys.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

MemoryBreakdown estimate(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p = {})
{
    const auto r = estimateMemory(m, t, p);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field);
    return r.ok() ? *r : MemoryBreakdown{};
}

TrainingSetup fullFineTune()
{
    TrainingSetup t;
    t.method = Method::Full;
    t.weightDType = DType::BF16;
    t.compute = Compute::BF16;
    t.microBatch = 1;
    t.seqLen = 2048;
    t.checkpointing = Checkpointing::Full;
    return t;
}

} // namespace

TEST(Mechanisms, PagedOptimizerStateIsOutsideTorchsCountersAndSpillsInsteadOfFailing)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t = fullFineTune();
    t.optimizer = Optimizer::PagedAdamW32;
    const MemoryBreakdown paged = estimate(m, t);
    // bf16 weights keep bf16 moments (no masters): 2 × 2 bytes per trained parameter, all paged.
    EXPECT_NEAR(paged.pagedOptimizerBytes, double(paged.trainableParams) * 4.0, 1.0);
    EXPECT_EQ(paged[MemoryComponent::OptimizerState].bytes, 0.0);
    EXPECT_EQ(paged[MemoryComponent::OptimizerState].basis.kind, BasisKind::PagedOptimizerState);
    // The size of the paged state never changes what torch sees, so it never decides whether a job fits.
    t.optimizer = Optimizer::PagedAdamW8bit;
    const MemoryBreakdown paged8 = estimate(m, t);
    EXPECT_DOUBLE_EQ(paged8.wholeDevice, paged.wholeDevice);
    EXPECT_NEAR(paged8.pagedOptimizerBytes, double(paged8.trainableParams) * 2.0, 1.0);
    // On a 24 GiB card what the torch-visible peak leaves is resident, the rest lives in host memory.
    const double card = 24 * kGiB;
    const double resident = pagedDeviceBytes(paged, card);
    EXPECT_NEAR(resident, std::max(0.0, card - paged.wholeDevice), 1.0);
    EXPECT_NEAR(resident + pagedHostBytes(paged, card), paged.pagedOptimizerBytes, 1.0);
    // An unpaged AdamW keeps the same moments as ordinary tensors: at least that much higher.
    t.optimizer = Optimizer::AdamW;
    EXPECT_GE(estimate(m, t).peakAllocated, paged.peakAllocated + paged.pagedOptimizerBytes - 1.0);
}

TEST(Mechanisms, AStepFusedIntoBackwardKeepsOneTensorsGradientWithAnyOptimizer)
{
    const ModelSpec m = test::llama31_8b();
    // The largest trained tensor of Llama-3.1-8B is the embedding (or lm_head): 128256 × 4096 bf16 values.
    const double largest = 128256.0 * 4096.0 * 2.0;
    for (Optimizer o : {Optimizer::AdamW, Optimizer::SgdMomentum, Optimizer::Lion, Optimizer::Adafactor,
                        Optimizer::AdamW8bit, Optimizer::PagedAdamW8bit}) {
        TrainingSetup t = fullFineTune();
        t.optimizer = o;
        const MemoryBreakdown plain = estimate(m, t);
        t.optimizerInBackward = true;
        const MemoryBreakdown fused = estimate(m, t);
        EXPECT_LE(fused[MemoryComponent::Gradients].bytes, largest + 1.0) << keyOf(optimizerKeys(), o);
        EXPECT_LE(fused.peakAllocated, plain.peakAllocated) << keyOf(optimizerKeys(), o);
        t.gradAccumulation = 2; // nothing left to accumulate into
        const auto refused = estimateMemory(m, t, {});
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().code, ErrorCode::OutOfRange);
        EXPECT_EQ(refused.error().field, "grad_accumulation");
    }
}

TEST(Mechanisms, FsdpParameterOffloadLeavesNoGradientsOnTheGpu)
{
    const ModelSpec m = test::llama31_8b();
    const TrainingSetup t = fullFineTune();
    Parallelism p;
    p.gpus = 2;
    p.sharding = Sharding::FsdpFull;
    const MemoryBreakdown sharded = estimate(m, t, p);
    p.offload = Offload::ParamsOptimizer;
    const MemoryBreakdown offloaded = estimate(m, t, p);
    // Host: bf16 weights (2 B), AdamW moments in bf16 (4 B) and the fp32 gradients of the CPU step (4 B), halved.
    EXPECT_NEAR(offloaded.hostBytes, double(offloaded.trainableParams) * 10.0 / 2, 1e6);
    if (offloaded.peakPhase != PeakPhase::Forward) {
        EXPECT_EQ(offloaded[MemoryComponent::Gradients].basis.kind, BasisKind::GradientsOffloaded);
    }
    // Only the root unit's unsharded lm_head gradient (128256 × 4096 bf16), waiting for the root's reduce-scatter at
    // the end of backward, is on the GPU.
    EXPECT_LE(offloaded[MemoryComponent::Gradients].bytes, 128256.0 * 4096 * 2);
    // Weights, gradients and optimizer state all leave: at least the sharded model state (2 + 2 + 4 B per
    // parameter over 2 GPUs) less than without offload.
    EXPECT_LE(offloaded.peakAllocated, sharded.peakAllocated - double(sharded.trainableParams) * 6.0 / 2 * 0.9);
}

TEST(Mechanisms, CommunicationStreamsKeepTheirBuffersReserved)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t = fullFineTune();
    t.checkpointing = Checkpointing::None; // a forward peak: the reduce-scatter buffers are not allocated then
    t.seqLen = 4096;
    Parallelism p;
    p.gpus = 8;
    p.sharding = Sharding::FsdpFull;
    const MemoryBreakdown b = estimate(m, t, p);
    ASSERT_EQ(b.peakPhase, PeakPhase::Forward);
    EXPECT_EQ(b[MemoryComponent::AllocatorReserve].basis.kind, BasisKind::AllocatorReserveSharded);
    // One block of Llama-3.1-8B: 4096 × (4096 + 2 × 1024 + 4096) + 3 × 4096 × 14336 + 2 × 4096 = 218.1 M parameters;
    // its bf16 gradients wait for reduce-scatter on their own stream, and that pool stays reserved.
    const double blockGradients = 218112000.0 * 2.0;
    EXPECT_GE(b.peakReserved - b.peakAllocated, blockGradients);
    // One GPU has no communication streams.
    const MemoryBreakdown single = estimate(m, t);
    EXPECT_EQ(single[MemoryComponent::AllocatorReserve].basis.kind, BasisKind::AllocatorReserve);
}

TEST(Mechanisms, OffloadedCheckpointingKeepsBlockInputsInHostMemory)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::LoRA;
    t.microBatch = 1;
    t.seqLen = 16384;
    t.checkpointing = Checkpointing::Offload;
    const MemoryBreakdown b = estimate(m, t);
    // 32 block inputs of 16384 × 4096 bf16 values; two stay on the GPU.
    const double input = 16384.0 * 4096.0 * 2.0;
    EXPECT_NEAR(b.hostBytes, 30 * input, 1.0);
    EXPECT_EQ(b[MemoryComponent::Activations].basis.kind, BasisKind::ActivationsOffloaded);
    t.checkpointing = Checkpointing::Full;
    EXPECT_NEAR(estimate(m, t)[MemoryComponent::Activations].bytes, 32 * input, 1.0);
}

TEST(Mechanisms, OpLevelSelectiveCheckpointingSavesEveryOtherMatmul)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t = fullFineTune(); // torchtitan's Llama-3.1-8B benchmark: 2 × 8192 tokens, FSDP over 8 GPUs
    t.checkpointing = Checkpointing::SelectiveOp;
    t.loss = LossImpl::Fused;
    t.microBatch = 2;
    t.seqLen = 8192;
    Parallelism p;
    p.gpus = 8;
    p.sharding = Sharding::FsdpFull;
    const MemoryBreakdown b = estimate(m, t, p);
    // Per token and block, in bf16: the block input (4096), q (4096), v (1024), gate (14336), down (4096) and the
    // attention output (4096), plus the fp32 log-sum-exp of 32 heads: 63,616 bytes.
    const double perTokenLayer = 2.0 * (4096 + 4096 + 1024 + 14336 + 4096 + 4096) + 4.0 * 32;
    ASSERT_EQ(b.peakPhase, PeakPhase::Forward);
    EXPECT_NEAR(b[MemoryComponent::Activations].bytes, 2 * 8192.0 * 32 * perTokenLayer, 1.0);
    // Between full checkpointing and none.
    t.checkpointing = Checkpointing::Full;
    const double full = estimate(m, t, p).peakAllocated;
    t.checkpointing = Checkpointing::None;
    const double none = estimate(m, t, p).peakAllocated;
    EXPECT_LT(full, b.peakAllocated);
    EXPECT_LT(b.peakAllocated, none);
}

TEST(Mechanisms, TiledMlpBoundsTheWorkingSetAtLongContext)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::QLoRA;
    t.baseQuant = BaseQuant::NF4;
    t.weightDType = DType::Int4;
    t.seqLen = 262144;
    t.checkpointing = Checkpointing::Offload;
    t.loss = LossImpl::Fused;
    const MemoryBreakdown plain = estimate(m, t);
    t.tiledMlp = true;
    const MemoryBreakdown tiled = estimate(m, t);
    // Without tiles one block's MLP keeps 4 × 14336 bf16 values per token (gate, activation, up, product); with tiles
    // only its 4096-wide input, so the block's working set (twice a block in backward) falls by at least
    // 2 × s × (4 × 14336 − 4096 × 2) × 2 bytes less one tile and the input gradient.
    const double s = 262144;
    const double saving = 2 * s * (4 * 14336.0 - 2 * 4096.0) * 2.0 - 2 * 4096.0 * 4 * 14336 * 2 * 2;
    EXPECT_LE(tiled.peakAllocated, plain.peakAllocated - saving * 0.9);
}

TEST(Mechanisms, SequenceParallelismOverMoreGpusNeverRaisesPerGpuActivations)
{
    for (const ModelSpec& m : {test::llama31_8b(), test::mixtral_8x7b()}) {
        for (SequenceParallel kind : {SequenceParallel::Ulysses, SequenceParallel::Ring}) {
            for (Checkpointing ckpt : {Checkpointing::None, Checkpointing::Full, Checkpointing::Offload}) {
                TrainingSetup t;
                t.method = Method::LoRA;
                t.seqLen = 65536;
                t.checkpointing = ckpt;
                double previousActivations = 1e300;
                double previousPeak = 1e300;
                for (int degree : {1, 2, 4, 8, 16, 32}) {
                    Parallelism p;
                    p.gpus = 32;
                    p.sharding = Sharding::Zero3;
                    p.sequenceParallel = degree > 1 ? kind : SequenceParallel::None;
                    p.sequenceParallelDegree = degree;
                    const MemoryBreakdown b = estimate(m, t, p);
                    const double activations = b[MemoryComponent::Activations].bytes +
                                               b[MemoryComponent::Logits].bytes + b[MemoryComponent::Buffers].bytes;
                    EXPECT_LE(b.peakAllocated, previousPeak) << m.name << " degree " << degree;
                    if (b.peakPhase == PeakPhase::Forward) {
                        EXPECT_LE(activations, previousActivations * (1 + 1e-12)) << m.name << " degree " << degree;
                    }
                    previousPeak = b.peakAllocated;
                    previousActivations = b.peakPhase == PeakPhase::Forward ? activations : previousActivations;
                }
            }
        }
    }
}

TEST(Mechanisms, SequenceParallelSplitsTheTokensOverTheDegree)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::LoRA;
    t.seqLen = 32768;
    t.checkpointing = Checkpointing::Full;
    Parallelism p;
    p.gpus = 8;
    p.sharding = Sharding::Zero3;
    const double whole = estimate(m, t, p)[MemoryComponent::Activations].bytes;
    p.sequenceParallel = SequenceParallel::Ring;
    p.sequenceParallelDegree = 4;
    const MemoryBreakdown ring = estimate(m, t, p);
    // Full checkpointing keeps each block's input: a quarter of the tokens each.
    EXPECT_NEAR(ring[MemoryComponent::Activations].bytes, whole / 4, 1.0);
    EXPECT_EQ(ring[MemoryComponent::Activations].basis.kind, BasisKind::ActivationsSequenceParallel);
}

TEST(Mechanisms, ALongerWindowNeverLowersMemory)
{
    ModelSpec m = test::llama31_8b();
    for (Attention attention : {Attention::Flash, Attention::Eager}) {
        TrainingSetup t;
        t.method = Method::LoRA;
        t.seqLen = 4096;
        t.attention = attention;
        double previous = 0;
        for (int window : {128, 512, 2048, 4096, 0}) { // 0: no window, every layer attends to the whole sequence
            m.slidingWindow = window;
            m.slidingLayers = window > 0 ? m.layers / 2 : 0;
            const double now = estimate(m, t).peakAllocated;
            EXPECT_GE(now, previous) << window;
            previous = now;
        }
    }
}

TEST(Mechanisms, NewFieldsAreRangeChecked)
{
    const ModelSpec m = test::llama31_8b();
    const TrainingSetup t;
    Parallelism p;
    p.gpus = 8;
    p.sharding = Sharding::Zero3;
    p.sequenceParallelDegree = 2; // a degree without a kind
    auto r = estimateMemory(m, t, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "sequence_parallel_degree");
    ASSERT_TRUE(r.error().allowed);
    EXPECT_EQ(r.error().allowed->max, 1);
    p.sequenceParallel = SequenceParallel::Ring;
    p.sequenceParallelDegree = 16; // more than the GPUs
    r = estimateMemory(m, t, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().allowed->max, 8);
    p.sequenceParallelDegree = 3; // does not divide 8 GPUs
    r = estimateMemory(m, t, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::NotDivisible);
    p.gpus = 24;
    p.sequenceParallel = SequenceParallel::Ulysses; // 32 heads cannot split over 3 GPUs
    r = estimateMemory(m, t, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::NotDivisible);
    p.sequenceParallelDegree = 4;
    EXPECT_TRUE(estimateMemory(m, t, p).ok());
    // Keys the job file and the command line use.
    EXPECT_EQ(enumFromKey(sequenceParallelKeys(), "ulysses"), SequenceParallel::Ulysses);
    EXPECT_EQ(enumFromKey(sequenceParallelKeys(), "ring"), SequenceParallel::Ring);
    EXPECT_EQ(enumFromKey(checkpointingKeys(), "selective_op"), Checkpointing::SelectiveOp);
}

// Issue 29: under full checkpointing the Activations row's formula is what it keeps, and reproduces its own number.
// Llama-3.1-8B LoRA in bf16, 4 × 2,048 tokens: block inputs of 4 × 2,048 × 32 blocks × 4,096 × 2 bytes = 2 GiB.
TEST(Mechanisms, FullCheckpointingActivationsReproduceTheirFormula)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::LoRA;
    t.compute = Compute::BF16;
    t.weightDType = DType::BF16;
    t.microBatch = 4;
    t.seqLen = 2048;
    t.checkpointing = Checkpointing::Full;
    const MemoryBreakdown breakdown = estimate(m, t, Parallelism{});
    const ComponentMemory& row = breakdown[MemoryComponent::Activations];
    ASSERT_EQ(row.basis.kind, BasisKind::ActivationsCheckpointed);
    double product = 1;
    for (int i = 0; i < row.basis.termCount; ++i)
        product *= row.basis.terms[size_t(i)].value;
    EXPECT_DOUBLE_EQ(product, 4.0 * 2048 * 32 * 4096 * 2);
    EXPECT_DOUBLE_EQ(row.bytes, 4.0 * 2048 * 32 * 4096 * 2);
}

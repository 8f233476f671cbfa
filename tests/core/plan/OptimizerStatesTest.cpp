// SPDX-License-Identifier: GPL-3.0-or-later
// Low-bit optimizer states (issue 32): torchao's 8-bit, 4-bit and FP8 AdamW and Transformer Engine's FP8 moments.
// Hand-worked bytes of a tiny model, the measured savings torchao published, the cards that run each, the planner's
// refusal, the step's time and the job file.
#include "core/training/OptimizerStates.h"
#include "BundledCards.h"
#include "TestModels.h"
#include "core/catalog/BundledCatalog.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/Planner.h"
#include "core/plan/RecipeSupport.h"
#include "core/plan/Throughput.h"
#include "core/report/JobFile.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

constexpr auto card = &test::bundledCard;

// tests/TestModels.h: 210,240 parameters, all trained in a full fine-tune.
constexpr double kTinyParams = 210240;

TrainingSetup full(Compute compute, Optimizer optimizer)
{
    TrainingSetup t;
    t.method = Method::Full;
    t.compute = compute;
    t.weightDType = DType::BF16;
    t.checkpointing = Checkpointing::None;
    t.optimizer = optimizer;
    t.microBatch = 1;
    t.seqLen = 64;
    return t;
}

double component(const MemoryBreakdown& b, MemoryComponent which)
{
    for (const ComponentMemory& c : b.components)
        if (c.component == which)
            return c.bytes;
    return 0;
}

MemoryBreakdown memoryOf(const ModelSpec& m, const TrainingSetup& t)
{
    Parallelism one;
    one.gpus = 1;
    const auto b = estimateMemory(m, t, one);
    EXPECT_TRUE(b) << b.error().field;
    return b ? *b : MemoryBreakdown{};
}

} // namespace

// torchao/optim (pytorch/ao 36027d8): uint8 or float8 codes with one FP32 scale per 256 elements, or two 4-bit codes
// per byte with one FP32 scale per 128.
TEST(OptimizerStates, FormatsCountTheirScales)
{
    EXPECT_DOUBLE_EQ(stateElementBytes(*quantizedMomentFormat(Optimizer::TorchaoAdamW8bit)), 1 + 4.0 / 256);
    EXPECT_DOUBLE_EQ(stateElementBytes(*quantizedMomentFormat(Optimizer::TorchaoAdamW4bit)), 0.5 + 4.0 / 128);
    EXPECT_DOUBLE_EQ(stateElementBytes(*quantizedMomentFormat(Optimizer::TorchaoAdamWFp8)), 1 + 4.0 / 256);
    EXPECT_FALSE(quantizedMomentFormat(Optimizer::AdamW8bit)) << "bitsandbytes is not torchao";
}

// The tiny model's two moments by hand: 210,240 × 2 × 1.015625 = 427,050 B (8-bit and FP8), 210,240 × 2 × 0.53125
// = 223,380 B (4-bit); plain bf16 AdamW keeps 210,240 × 2 × 2 = 840,960 B. Full BF16 keeps no master weights.
TEST(OptimizerStates, TinyModelMomentsByHand)
{
    const ModelSpec m = test::tiny();
    const auto state = [&](Optimizer o) {
        return component(memoryOf(m, full(Compute::BF16, o)), MemoryComponent::OptimizerState);
    };
    EXPECT_DOUBLE_EQ(state(Optimizer::AdamW), 840960);
    EXPECT_DOUBLE_EQ(state(Optimizer::TorchaoAdamW8bit), 427050);
    EXPECT_DOUBLE_EQ(state(Optimizer::TorchaoAdamWFp8), 427050);
    EXPECT_DOUBLE_EQ(state(Optimizer::TorchaoAdamW4bit), 223380);
}

// The optimizers that keep a moment format of their own ignore the job's state type: the same memory with fp32 and
// with bf16 states; plain AdamW's moments follow it (210,240 × 2 × 4 against × 2 × 2 bytes on the tiny model).
TEST(OptimizerStates, OwnMomentFormatsIgnoreTheStateType)
{
    const ModelSpec m = test::tiny();
    const auto state = [&](Optimizer o, OptimizerStateDType d) {
        TrainingSetup t = full(Compute::BF16, o);
        t.optimizerState = d;
        return component(memoryOf(m, t), MemoryComponent::OptimizerState);
    };
    for (Optimizer o : {Optimizer::AdamW8bit, Optimizer::PagedAdamW8bit, Optimizer::TorchaoAdamW8bit,
                        Optimizer::TorchaoAdamW4bit, Optimizer::TorchaoAdamWFp8, Optimizer::Adafactor}) {
        EXPECT_TRUE(keepsOwnMomentFormat(o));
        EXPECT_DOUBLE_EQ(state(o, OptimizerStateDType::FP32), state(o, OptimizerStateDType::BF16)) << int(o);
    }
    EXPECT_FALSE(keepsOwnMomentFormat(Optimizer::AdamW));
    EXPECT_DOUBLE_EQ(state(Optimizer::AdamW, OptimizerStateDType::FP32), 1681920);
    EXPECT_DOUBLE_EQ(state(Optimizer::AdamW, OptimizerStateDType::BF16), 840960);
}

// Transformer Engine's FusedAdam with FP8 moments keeps one byte per moment (420,480 B for the tiny model) but
// unscales both moments of every parameter to FP32 before its kernel: 8 B per parameter at the step (1,681,920 B).
TEST(OptimizerStates, TransformerEngineFp8MomentsAndTheirStepCopies)
{
    const ModelSpec m = test::tiny();
    TrainingSetup plain = full(Compute::BF16, Optimizer::AdamW);
    TrainingSetup fp8 = plain;
    fp8.optimizerState = OptimizerStateDType::FP8;
    const MemoryBreakdown a = memoryOf(m, plain);
    const MemoryBreakdown b = memoryOf(m, fp8);
    EXPECT_DOUBLE_EQ(component(b, MemoryComponent::OptimizerState), 2 * kTinyParams);
    // The copies move the tiny job's peak from forward to the step, where they are its only buffers (no foreach
    // scratch: FusedAdam updates in place).
    EXPECT_EQ(a.peakPhase, PeakPhase::Forward);
    EXPECT_EQ(b.peakPhase, PeakPhase::OptimizerStep);
    EXPECT_DOUBLE_EQ(component(b, MemoryComponent::Buffers), 8 * kTinyParams);

    // Under mixed BF16 the masters are Megatron's precision-aware optimizer's: TE 2.1+ keeps the 16 bits a BF16
    // parameter lacks, 2 B, next to the two FP8 moments: 4 B per parameter (840,960 B), against 4 + 8 = 12 B with
    // FP32 moments and masters. With tensorwise FP8 linears Megatron keeps full FP32 masters: 6 B.
    TrainingSetup mixed = full(Compute::AmpBF16, Optimizer::AdamW);
    mixed.optimizerState = OptimizerStateDType::FP8;
    EXPECT_DOUBLE_EQ(component(memoryOf(m, mixed), MemoryComponent::OptimizerState), 4 * kTinyParams);
    mixed.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Current;
    EXPECT_DOUBLE_EQ(component(memoryOf(m, mixed), MemoryComponent::OptimizerState), 6 * kTinyParams);
    mixed.lowPrecision.recipe = LowPrecisionRecipe::None;
    mixed.optimizerState = OptimizerStateDType::Auto;
    EXPECT_DOUBLE_EQ(component(memoryOf(m, mixed), MemoryComponent::OptimizerState), 12 * kTinyParams);
}

// torchao's published Llama-2-7B fine-tunes (torchao/optim/README.md; PR #812: torchtune 52d1b838, PyTorch 2.4, full
// BF16, A100): peak memory 51.6 GB with fused AdamW, 39.1 GB with ao 8-bit, 33.2 GB with ao 4-bit. Only the moments
// differ between the runs (the fused step keeps no scratch), so the measured savings, 12.5 and 18.4 GB, are the
// moments' difference: 6.74 B × (4 − 2.03125) = 13.3 GB and 6.74 B × (4 − 1.0625) = 19.8 GB predicted, 6 % and 8 %
// more than measured.
TEST(OptimizerStates, TorchaoLlama2SavingsAgreeWithTheMeasuredRuns)
{
    const ModelSpec m = test::llama2_7b();
    const auto state = [&](Optimizer o) {
        return component(memoryOf(m, full(Compute::BF16, o)), MemoryComponent::OptimizerState);
    };
    const double adamw = state(Optimizer::AdamW);
    EXPECT_NEAR((adamw - state(Optimizer::TorchaoAdamW8bit)) / 12.5e9, 1.0, 0.10);
    EXPECT_NEAR((adamw - state(Optimizer::TorchaoAdamW4bit)) / 18.4e9, 1.0, 0.10);
}

// bitsandbytes runs on NVIDIA cards and its ROCm targets gfx90a/gfx942 (CDNA 2, 3), not CDNA 4; torchao's low-bit AdamW
// on NVIDIA and AMD; FP8 moments need FP8 (compute capability 8.9+: Ada, Hopper, Blackwell; CDNA 3), not FP8
// tensor-core matmuls.
TEST(OptimizerStates, WhichCardsRunWhichOptimizer)
{
    const auto support = [](const char* gpu, Optimizer o, OptimizerStateDType s = OptimizerStateDType::Auto) {
        TrainingSetup t;
        t.optimizer = o;
        t.optimizerState = s;
        return optimizerSupport(card(gpu), t);
    };
    EXPECT_EQ(support("MI355X", Optimizer::AdamW8bit), RecipeSupport::OptimizerNotOnVendor);
    EXPECT_EQ(support("MI300X", Optimizer::AdamW8bit), RecipeSupport::Runs);
    EXPECT_EQ(support("H100 SXM", Optimizer::AdamW8bit), RecipeSupport::Runs);
    EXPECT_EQ(support("MI300X", Optimizer::TorchaoAdamW8bit), RecipeSupport::Runs);
    EXPECT_EQ(support("A100 80GB SXM", Optimizer::TorchaoAdamW4bit), RecipeSupport::Runs);
    EXPECT_EQ(support("Gaudi 3", Optimizer::TorchaoAdamW8bit), RecipeSupport::OptimizerNotOnVendor);
    EXPECT_EQ(support("A100 80GB SXM", Optimizer::TorchaoAdamWFp8), RecipeSupport::NoFp8OptimizerStates);
    EXPECT_EQ(support("RTX 4090", Optimizer::TorchaoAdamWFp8), RecipeSupport::Runs);
    EXPECT_EQ(support("H100 SXM", Optimizer::TorchaoAdamWFp8), RecipeSupport::Runs);
    EXPECT_EQ(support("A100 80GB SXM", Optimizer::AdamW, OptimizerStateDType::FP8),
              RecipeSupport::NoFp8OptimizerStates);
    EXPECT_EQ(support("MI300X", Optimizer::AdamW, OptimizerStateDType::FP8), RecipeSupport::Runs);
    for (const Gpu& gpu : bundledCatalog().gpus)
        EXPECT_EQ(optimizerSupport(gpu, TrainingSetup{}), RecipeSupport::Runs) << gpu.name;

    // The recipe is checked first: an A100 cannot run FP8 linears, whatever the optimizer.
    TrainingSetup both;
    both.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Current;
    both.optimizer = Optimizer::TorchaoAdamWFp8;
    EXPECT_EQ(setupSupport(card("A100 80GB SXM"), both), RecipeSupport::NoFp8TensorCores);
}

// The planner refuses every offer whose card cannot store FP8 moments, with the reason, and plans the others; the
// throughput model times no such card (never with another optimizer instead).
TEST(OptimizerStates, ThePlannerRefusesFp8MomentsOnCardsWithoutFp8)
{
    Job job;
    job.model = test::llama31_8b();
    job.setup = full(Compute::BF16, Optimizer::TorchaoAdamWFp8);
    job.setup.method = Method::LoRA;
    job.setup.seqLen = 2048;
    job.datasetTokens = 1e7;
    const Catalog& catalog = bundledCatalog();
    const PlanResult result = planJob(job, catalog, "2026-12-05");
    int refused = 0, planned = 0;
    for (const PlanOption& o : result.options) {
        if (o.rejection == PlanRejection::NoPrice || o.gpuIndex < 0 || o.providerIndex < 0)
            continue;
        const Gpu& gpu = catalog.gpus[size_t(o.gpuIndex)];
        if (gpu.name.rfind("A100", 0) == 0) {
            EXPECT_FALSE(o.fits) << gpu.name;
            EXPECT_EQ(o.rejection, PlanRejection::NoFp8OptimizerStates) << gpu.name;
            ++refused;
        } else if (gpu.name.rfind("H100", 0) == 0) {
            planned += o.fits ? 1 : 0;
        }
    }
    EXPECT_GT(refused, 0);
    EXPECT_GT(planned, 0);

    Parallelism one;
    one.gpus = 1;
    EXPECT_FALSE(estimateThroughput(ThroughputInput{job.model, job.setup, one, card("A100 80GB SXM")}).valid);
    EXPECT_TRUE(estimateThroughput(ThroughputInput{job.model, job.setup, one, card("H100 SXM")}).valid);
}

// The step's bytes per parameter under fp32 masters: Transformer Engine's FP8 moments add 2 × 14 B of casts
// (unscale 1 + 4 B, rescale 4 + 4 + 1 B) over FP32 moments; torchao's 8-bit moments move 4 × 0.484375 B more than its
// 4-bit ones. The memory-bound time differs by those bytes over the same bandwidth: a ratio of 28 / 1.9375.
TEST(OptimizerStates, TheStepMovesTheStatesBytes)
{
    const ModelSpec m = test::llama31_8b();
    Parallelism one;
    one.gpus = 1;
    const auto memoryBound = [&](Optimizer o, OptimizerStateDType s) {
        TrainingSetup t = full(Compute::AmpBF16, o);
        t.method = Method::Full;
        t.seqLen = 2048;
        t.optimizerState = s;
        const ThroughputEstimate e = estimateThroughput(ThroughputInput{m, t, one, card("H100 SXM")});
        EXPECT_TRUE(e.valid);
        return e.memoryBoundSeconds;
    };
    const double teCasts = memoryBound(Optimizer::AdamW, OptimizerStateDType::FP8) -
                           memoryBound(Optimizer::AdamW, OptimizerStateDType::FP32);
    const double torchaoWidths = memoryBound(Optimizer::TorchaoAdamW8bit, OptimizerStateDType::Auto) -
                                 memoryBound(Optimizer::TorchaoAdamW4bit, OptimizerStateDType::Auto);
    ASSERT_GT(torchaoWidths, 0);
    EXPECT_NEAR(teCasts / torchaoWidths, 28 / 1.9375, 1e-6);
    EXPECT_LT(memoryBound(Optimizer::TorchaoAdamW8bit, OptimizerStateDType::Auto),
              memoryBound(Optimizer::AdamW, OptimizerStateDType::Auto));
}

// The job file keeps the optimizer and its state type.
TEST(OptimizerStates, TheJobFileKeepsThem)
{
    for (const auto& [optimizer, state] : {std::pair{Optimizer::TorchaoAdamW4bit, OptimizerStateDType::Auto},
                                           std::pair{Optimizer::TorchaoAdamWFp8, OptimizerStateDType::Auto},
                                           std::pair{Optimizer::AdamW, OptimizerStateDType::FP8}}) {
        JobDocument doc;
        doc.job.model = test::llama31_8b();
        doc.presetId = "llama-3.1-8b";
        doc.job.datasetTokens = 1e8;
        doc.job.setup.optimizer = optimizer;
        doc.job.setup.optimizerState = state;
        const std::string text = writeJobFile(doc);
        const auto back = readJobFile(text);
        ASSERT_TRUE(back) << back.error().field << " " << back.error().detail;
        EXPECT_EQ(back->job.setup.optimizer, optimizer);
        EXPECT_EQ(back->job.setup.optimizerState, state);
    }
}

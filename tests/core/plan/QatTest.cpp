// SPDX-License-Identifier: GPL-3.0-or-later
// Quantization-aware training (issue 32): hand-worked bytes of what torchao's fake quantization keeps for backward
// on the tiny model, its time as the passes over the fake-quantized tensors, the refusal of setups no stack runs and
// the job file.
#include "core/training/Qat.h"
#include "TestModels.h"
#include "core/catalog/BundledCatalog.h"
#include "core/memory/Activations.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/ModelState.h"
#include "core/plan/Throughput.h"
#include "core/report/JobFile.h"

#include <gtest/gtest.h>

#include <string>

using namespace tunefit;

namespace {

// tests/TestModels.h: 2 blocks, hidden 64, 4 heads of 16, SwiGLU 128, vocabulary 1000, untied. Per block q, k, v, o
// are 64 × 64 and gate, up, down 64 × 128: 4 · 4,096 + 3 · 8,192 = 40,960 weights, 81,920 in both blocks; the LM
// head 64 × 1,000 = 64,000.
using test::tiny;

constexpr double kBlockWeights = 81'920;
constexpr double kHeadWeights = 64'000;
constexpr int kSeq = 128;

TrainingSetup plain(Method method = Method::Full)
{
    TrainingSetup t;
    t.method = method;
    t.compute = Compute::BF16;
    t.weightDType = DType::BF16;
    t.checkpointing = Checkpointing::None;
    t.microBatch = 1;
    t.seqLen = kSeq;
    t.adapter.targets = Target::Q | Target::V;
    return t;
}

TrainingSetup withQat(TrainingSetup t, QatScheme scheme, int group = 32)
{
    t.qat.scheme = scheme;
    t.qat.groupSize = group;
    return t;
}

ActivationMemory activations(const TrainingSetup& t)
{
    const ModelSpec m = tiny();
    const ModelState state = modelState(m, t, Parallelism{}, countParameters(m));
    return activationMemory(m, t, Parallelism{}, state);
}

const Gpu& h100()
{
    const Gpu* gpu = findGpu(bundledCatalog(), "H100 SXM");
    EXPECT_NE(gpu, nullptr);
    return *gpu;
}

ThroughputEstimate timeOf(const TrainingSetup& t)
{
    static const ModelSpec m = tiny();
    Parallelism p;
    p.gpus = 1;
    p.sharding = Sharding::None;
    return estimateThroughput(ThroughputInput{m, t, p, h100()});
}

} // namespace

// Full QAT with int8 per-token activations and int4 weights, bf16, no checkpointing, 1 × 128 tokens.
// Weights: F.linear keeps each fake-quantized weight (2 B) and the fake quantizer's clamp its FP32 input (4 B):
// 81,920 × 6 = 491,520 B over both blocks. Inputs: each of the 7 linears keeps its own fake-quantized input (2 B) and
// clamp input (4 B): q, k, v, gate and up read 64 wide, o 64, down 128: 512 × 6 = 3,072 B per token per block, where
// the plain block saved the two norm outputs, o's input and down's input once: (64 + 64 + 64 + 128) × 2 = 640 B.
// 2,432 B × 128 tokens × 2 blocks = 622,592 B. Stored in all: 1,114,112 B more. The LM head's copy and clamp input,
// 64,000 × 6 = 384,000 B, live at the logits' peak.
TEST(Qat, FullInt8Int4KeepsWeightCopiesAndInputs)
{
    const ActivationMemory base = activations(plain());
    const ActivationMemory qat = activations(withQat(plain(), QatScheme::Int8DynActInt4Weight));
    EXPECT_DOUBLE_EQ(qat.stored - base.stored, 491'520.0 + 622'592.0);
    EXPECT_DOUBLE_EQ(qat.logitsPeak - base.logitsPeak, 384'000.0);
    EXPECT_DOUBLE_EQ(qat.bytesPerTokenLayer - base.bytesPerTokenLayer, 2'432.0);
}

// Weight-only int4: the linears keep their 16-bit inputs as before; only the weight copies and clamp inputs.
TEST(Qat, WeightOnlyKeepsOnlyTheWeightCopies)
{
    const ActivationMemory base = activations(plain());
    const ActivationMemory qat = activations(withQat(plain(), QatScheme::Int4WeightOnly));
    EXPECT_DOUBLE_EQ(qat.stored - base.stored, kBlockWeights * 6);
    EXPECT_DOUBLE_EQ(qat.logitsPeak - base.logitsPeak, kHeadWeights * 6);
}

// LoRA QAT (torchtune QATLoRALinear) on q and v: the frozen base records no graph through its fake quantizer, so only
// F.linear's fake-quantized weight: 2 × 4,096 × 2 blocks × 2 B = 32,768 B; the inputs of q and v: (64 + 64) × 6 B ×
// 128 tokens × 2 blocks = 196,608 B (the adapter path keeps the unquantized input as before). The head is no LoRA
// linear: nothing at the logits.
TEST(Qat, LoraFakeQuantizesTheAdaptedLinearsOnly)
{
    const ActivationMemory base = activations(plain(Method::LoRA));
    const ActivationMemory qat = activations(withQat(plain(Method::LoRA), QatScheme::Int8DynActInt4Weight));
    EXPECT_DOUBLE_EQ(qat.stored - base.stored, 32'768.0 + 196'608.0);
    EXPECT_DOUBLE_EQ(qat.logitsPeak, base.logitsPeak);
}

// Full checkpointing keeps each block's input only; the recomputed block holds its own copies (81,920 × 6 / 2 =
// 245,760 B) and its inputs twice over as every block's working set does (2 × 2,432 × 128 = 622,592 B).
TEST(Qat, CheckpointingLeavesOneBlocksCopies)
{
    TrainingSetup t = plain();
    t.checkpointing = Checkpointing::Full;
    const ActivationMemory base = activations(t);
    const ActivationMemory qat = activations(withQat(t, QatScheme::Int8DynActInt4Weight));
    EXPECT_DOUBLE_EQ(qat.stored, base.stored);
    EXPECT_DOUBLE_EQ(qat.workingSet - base.workingSet, 245'760.0 + 622'592.0);
}

// Time: every forward fake-quantizes each weight and input anew, 56 B per element in eager torch ops, and the
// straight-through backward streams 40 B per element of a trained weight and of every input. Full int8/int4 on one
// GPU, 128 tokens: weights (81,920 + 64,000) × 96 = 14,008,320 B, inputs (2 × 512 + 64) × 128 × 96 = 13,369,344 B.
// int4 weights alone: the 14,008,320 B only, 0.5117 of it; LoRA on q, v with int4 weights alone: 16,384 frozen
// weights × 56 B (no backward) = 917,504 B, 0.0655 of the full weight-only bytes.
TEST(Qat, FakeQuantizationPassesCostTheirBytes)
{
    const ThroughputEstimate base = timeOf(plain());
    const ThroughputEstimate both = timeOf(withQat(plain(), QatScheme::Int8DynActInt4Weight));
    const ThroughputEstimate weights = timeOf(withQat(plain(), QatScheme::Int4WeightOnly));
    ASSERT_TRUE(base.valid && both.valid && weights.valid);
    const double dBoth = both.memoryBoundSeconds - base.memoryBoundSeconds;
    const double dWeights = weights.memoryBoundSeconds - base.memoryBoundSeconds;
    EXPECT_NEAR(dWeights / dBoth, 14'008'320.0 / 27'377'664.0, 1e-9);
    // At most the card's peak bandwidth: never faster than the bytes allow.
    const double peak = h100().memoryBandwidthGBps * 1e9;
    EXPECT_GE(dBoth, 27'377'664.0 / peak);
    EXPECT_GT(both.stepSeconds, base.stepSeconds);
    EXPECT_GT(weights.stepSeconds, base.stepSeconds);
    EXPECT_GT(both.stepSeconds, weights.stepSeconds);

    const ThroughputEstimate loraBase = timeOf(plain(Method::LoRA));
    const ThroughputEstimate lora = timeOf(withQat(plain(Method::LoRA), QatScheme::Int4WeightOnly));
    const double dLora = lora.memoryBoundSeconds - loraBase.memoryBoundSeconds;
    EXPECT_NEAR(dLora / dWeights, 917'504.0 / 14'008'320.0, 1e-9);
}

// Setups no stack runs are refused at the qat field, never estimated without it.
TEST(Qat, IncompatibleSetupsAreRefused)
{
    const ModelSpec m = tiny();
    const auto refused = [&](const TrainingSetup& t) {
        const auto r = estimateMemory(m, t, Parallelism{});
        EXPECT_FALSE(r.ok());
        return r.ok() ? Error{} : r.error();
    };
    TrainingSetup qlora = withQat(plain(Method::QLoRA), QatScheme::Int8DynActInt4Weight);
    qlora.baseQuant = BaseQuant::NF4;
    Error e = refused(qlora);
    EXPECT_EQ(e.code, ErrorCode::Inconsistent);
    EXPECT_EQ(e.field, "qat");
    EXPECT_EQ(e.detail, "qat_needs_16_bit_base");

    TrainingSetup fp8 = withQat(plain(), QatScheme::Int4WeightOnly);
    fp8.lowPrecision.recipe = LowPrecisionRecipe::TorchaoFp8Tensorwise;
    e = refused(fp8);
    EXPECT_EQ(e.code, ErrorCode::Inconsistent);
    EXPECT_EQ(e.detail, "qat_with_low_precision_recipe");

    e = refused(withQat(plain(Method::DoRA), QatScheme::Int4WeightOnly));
    EXPECT_EQ(e.code, ErrorCode::Unsupported);
    EXPECT_EQ(e.field, "qat");

    // torchao's default groups of 256 do not divide the tiny model's 64-wide inputs (FakeQuantizedLinear raises).
    e = refused(withQat(plain(), QatScheme::Int8DynActInt4Weight, 0));
    EXPECT_EQ(e.code, ErrorCode::NotDivisible);
    EXPECT_EQ(e.field, "qat.group_size");
    EXPECT_EQ(e.detail, "256");

    e = refused(withQat(plain(), QatScheme::Int8DynActInt4Weight, -1));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);

    // Per-row float8 has no group: any width runs.
    EXPECT_TRUE(estimateMemory(m, withQat(plain(), QatScheme::Float8DynActFloat8Weight, 0), Parallelism{}).ok());
}

TEST(Qat, SchemeDefaults)
{
    EXPECT_EQ(qatGroupSize({QatScheme::Int8DynActInt4Weight, 0}), 256);
    EXPECT_EQ(qatGroupSize({QatScheme::Int4WeightOnly, 0}), 128);
    EXPECT_EQ(qatGroupSize({QatScheme::Nvfp4WeightOnly, 0}), 16);
    EXPECT_EQ(qatGroupSize({QatScheme::Mxfp4DynActMxfp4Weight, 0}), 32);
    EXPECT_EQ(qatGroupSize({QatScheme::Int8DynActInt4Weight, 64}), 64);
    EXPECT_TRUE(qatFakesActivations(QatScheme::Int8DynActInt4Weight));
    EXPECT_FALSE(qatFakesActivations(QatScheme::Int4WeightOnly));
    EXPECT_FALSE(qatFakesActivations(QatScheme::Nvfp4WeightOnly));
}

// Job file version 11 keeps the scheme and its group; a version-10 file (no qat object) reads as no QAT.
TEST(Qat, JobFileRoundTrip)
{
    JobDocument d;
    d.job.model = tiny();
    d.job.setup = withQat(plain(Method::LoRA), QatScheme::Float8DynActInt4Weight, 64);
    d.job.datasetTokens = 1e7;
    const std::string text = writeJobFile(d);
    const std::string version = "\"version\": " + std::to_string(kJobFileVersion);
    EXPECT_NE(text.find(version), std::string::npos);
    EXPECT_NE(text.find("\"fp8_act_int4_weight\""), std::string::npos);
    const auto back = readJobFile(text);
    ASSERT_TRUE(back.ok()) << back.error().field;
    EXPECT_EQ(back->job.setup.qat.scheme, QatScheme::Float8DynActInt4Weight);
    EXPECT_EQ(back->job.setup.qat.groupSize, 64);
    EXPECT_TRUE(sameJob(d, *back));

    std::string older = text;
    const size_t at = older.find("\"qat\": {");
    ASSERT_NE(at, std::string::npos);
    const size_t end = older.find('}', at);
    older.erase(at, end - at + 2); // the object and its comma
    older.replace(older.find(version), version.size(), "\"version\": 10");
    const auto old = readJobFile(older);
    ASSERT_TRUE(old.ok()) << old.error().field << " " << old.error().detail;
    EXPECT_EQ(old->job.setup.qat.scheme, QatScheme::None);
    EXPECT_EQ(old->job.setup.qat.groupSize, 0);

    std::string unknown = text;
    unknown.replace(unknown.find("\"fp8_act_int4_weight\""), 21, "\"int2_weight\"");
    const auto bad = readJobFile(unknown);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(bad.error().field, "setup.qat.scheme");
}

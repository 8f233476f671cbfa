// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-worked checks of each component against the published formulas.
#include "core/memory/MemoryEstimator.h"
#include "TestModels.h"
#include "core/Units.h"
#include "core/memory/Activations.h"
#include "core/memory/ModelState.h"

#include <gtest/gtest.h>

using namespace tunefit;
using tunefit::test::llama2_7b;
using tunefit::test::llama31_8b;

namespace {

TrainingSetup fullFineTune(Compute compute, DType weights)
{
    TrainingSetup t;
    t.method = Method::Full;
    t.compute = compute;
    t.weightDType = weights;
    t.microBatch = 1;
    t.seqLen = 16; // tiny activations: the model state dominates
    return t;
}

double bytes(const MemoryBreakdown& b, MemoryComponent c)
{
    return b[c].bytes;
}

} // namespace

TEST(ModelStateBytes, PureBf16AdamIsEightBytesPerParameter)
{
    // torchtune-style pure bf16: weight 2 + gradient 2 + Adam m,v 2+2 (Section 1.1 of the estimation notes).
    const ModelSpec m = llama2_7b();
    const ParameterCount p = countParameters(m);
    const ModelState s = modelState(m, fullFineTune(Compute::BF16, DType::BF16), {}, p);
    const double P = double(p.total());
    EXPECT_DOUBLE_EQ(s.trainableWeights, 2 * P);
    EXPECT_DOUBLE_EQ(s.gradients, 2 * P);
    EXPECT_DOUBLE_EQ(s.optimizerState, 4 * P);
}

TEST(ModelStateBytes, MixedPrecisionOn16BitWeightsIsSixteenBytesPerParameter)
{
    // ZeRO paper: fp16 weights 2 + fp16 grads 2 + fp32 master 4 + m 4 + v 4 = 16 B/param.
    const ModelSpec m = llama2_7b();
    const ParameterCount p = countParameters(m);
    const ModelState s = modelState(m, fullFineTune(Compute::AmpFP16, DType::FP16), {}, p);
    const double P = double(p.total());
    EXPECT_DOUBLE_EQ(s.trainableWeights + s.gradients + s.optimizerState, 16 * P);
}

TEST(ModelStateBytes, Fp32AdamIsSixteenBytesPerParameter)
{
    const ModelSpec m = llama2_7b();
    const ParameterCount p = countParameters(m);
    const ModelState s = modelState(m, fullFineTune(Compute::FP32, DType::FP32), {}, p);
    EXPECT_DOUBLE_EQ(s.trainableWeights + s.gradients + s.optimizerState, 16 * double(p.total()));
}

TEST(ModelStateBytes, EightBitAdamKeepsTwoBytesOfState)
{
    const ModelSpec m = llama2_7b();
    const ParameterCount p = countParameters(m);
    TrainingSetup t = fullFineTune(Compute::BF16, DType::BF16);
    t.optimizer = Optimizer::AdamW8bit;
    EXPECT_DOUBLE_EQ(modelState(m, t, {}, p).optimizerState, 2 * double(p.total()));
}

TEST(ModelStateBytes, ZeroStagesFollowThePaper)
{
    // ZeRO paper, Ψ parameters over N GPUs with K = 12: baseline (2+2+K)Ψ, stage 1 4Ψ + KΨ/N, stage 2 2Ψ + (2+K)Ψ/N,
    // stage 3 (2+2+K)Ψ/N. Here the persistent fp32 gradient partition of DeepSpeed is part of the gradients.
    const ModelSpec m = llama2_7b();
    const ParameterCount p = countParameters(m);
    const double P = double(p.total());
    const TrainingSetup t = fullFineTune(Compute::AmpBF16, DType::BF16);
    const int N = 8;
    auto states = [&](Sharding sharding) {
        const ModelState s = modelState(m, t, Parallelism{.gpus = N, .sharding = sharding}, p);
        return s.trainableWeights + s.optimizerState;
    };
    EXPECT_DOUBLE_EQ(states(Sharding::Zero1), 2 * P + 12 * P / N);
    EXPECT_DOUBLE_EQ(states(Sharding::Zero3), 2 * P / N + 12 * P / N);
    const ModelState z2 = modelState(m, t, Parallelism{.gpus = N, .sharding = Sharding::Zero2}, p);
    EXPECT_DOUBLE_EQ(z2.gradients, 2 * P / N + 4 * P / N); // 16-bit grads + fp32 grad partition, both sharded
}

TEST(LoraParameters, CountMatchesTheHandCount)
{
    // Llama-2-7B, r = 8 on q and v: 32 layers × 2 modules × 8 × (4096 + 4096) = 4,194,304 (PEFT prints the same).
    TrainingSetup t;
    t.method = Method::LoRA;
    t.adapter.rank = 8;
    t.adapter.targets = Target::Q | Target::V;
    EXPECT_EQ(trainableParameters(llama2_7b(), t), 4'194'304);
    // Llama-3.1-8B, r = 16 on all linears: per layer 16 × (4096+4096 + 4096+1024 + 4096+1024 + 4096+4096
    // + 3 × (4096+14336)) = 16 × 81,920 = 1,310,720; × 32 = 41,943,040.
    t.adapter.rank = 16;
    t.adapter.targets = kAllLinear;
    EXPECT_EQ(trainableParameters(llama31_8b(), t), 41'943'040);
}

TEST(QuantizedStorage, Nf4AndDoubleQuantBitsPerParameter)
{
    // QLoRA paper: 4 bits + one fp32 absmax per 64 weights = 4.5 bits; double quantization 4 + 8/64 + 32/(64·256).
    EXPECT_DOUBLE_EQ(quantizedBytesPerParam(BaseQuant::NF4, DType::Int4) * 8, 4.5);
    EXPECT_NEAR(quantizedBytesPerParam(BaseQuant::NF4DoubleQuant, DType::Int4) * 8, 4.127, 0.001);
}

TEST(QuantizedStorage, QloraKeepsEmbeddingsAndHeadIn16Bit)
{
    const ModelSpec m = llama31_8b();
    const ParameterCount p = countParameters(m);
    TrainingSetup t;
    t.method = Method::QLoRA;
    t.baseQuant = BaseQuant::NF4;
    t.weightDType = DType::Int4;
    t.adapter.targets = kAllLinear;
    const ModelState s = modelState(m, t, {}, p);
    const double expected = double(p.linear) * 0.5625 + double(p.embedding + p.lmHead + p.norms) * 2.0;
    // Frozen = everything but the adapters (which are separate tensors, not part of the base).
    EXPECT_NEAR(s.frozenWeights, expected, 1e-6 * expected);
}

TEST(Logits, StandardLossCostsTwelveBytesPerLogit)
{
    // b × s × V × 12: 16-bit logits upcast to fp32, the saved log-softmax and its gradient at the start of backward.
    const ModelSpec m = llama31_8b();
    TrainingSetup t;
    t.microBatch = 2;
    t.seqLen = 1024;
    t.loss = LossImpl::Standard;
    const auto b = estimateMemory(m, t, {});
    ASSERT_TRUE(b.ok());
    EXPECT_DOUBLE_EQ(b->components[size_t(MemoryComponent::Logits)].bytes, 2.0 * 1024 * 128256 * 12);
    t.loss = LossImpl::Chunked;
    const auto chunked = estimateMemory(m, t, {});
    EXPECT_DOUBLE_EQ(bytes(*chunked, MemoryComponent::Logits), 2.0 * 1024 * 128256 * 4);
}

TEST(Activations, Llama2LoraPerTokenMatchesTheMeasuredSlope)
{
    // litgpt Llama-2-7B LoRA (q,v, dropout 0.05, SDPA, no checkpointing): micro-batch 1 → 2 at 1304 tokens adds
    // 7.77 GB (GT076 → GT079) = 5.96 MB per token. The block formula (14h + 4h_kv + 8I + 2·3h for two dropout
    // adapters) × 32 layers gives the same; allow 3% for the rank-r intermediates.
    const ModelSpec m = llama2_7b();
    TrainingSetup t;
    t.method = Method::LoRA;
    t.adapter.dropout = 0.05;
    t.adapter.fp32Adapters = false;
    t.loss = LossImpl::Chunked;
    t.attention = Attention::Sdpa;
    t.seqLen = 1304;
    t.microBatch = 1;
    const auto one = estimateMemory(m, t, {});
    t.microBatch = 2;
    const auto two = estimateMemory(m, t, {});
    const double perToken =
        (bytes(*two, MemoryComponent::Activations) - bytes(*one, MemoryComponent::Activations)) / 1304.0;
    EXPECT_NEAR(perToken, 5.96e6, 0.03 * 5.96e6);
}

TEST(Peaks, FullFineTuningPeakIsBelowTheSumOfComponents)
{
    // Activations are freed as gradients appear: the peak is W + S + max(A + logits, G + temporaries), not the sum.
    const ModelSpec m = llama31_8b();
    TrainingSetup t = fullFineTune(Compute::BF16, DType::BF16);
    t.seqLen = 2048;
    t.microBatch = 2;
    const auto b = estimateMemory(m, t, {});
    ASSERT_TRUE(b.ok());
    const ModelState s = modelState(m, t, {}, b->params);
    const ActivationMemory a = activationMemory(m, t, {}, s);
    const double naiveSum = s.trainableWeights + s.optimizerState + s.gradients + a.stored + a.logitsPeak;
    EXPECT_LT(b->peakAllocated, naiveSum);
    EXPECT_GT(b->peakAllocated, s.trainableWeights + s.optimizerState + s.gradients);
    double sum = 0;
    for (const auto& c : b->components)
        if (c.component != MemoryComponent::CudaContext && c.component != MemoryComponent::AllocatorReserve)
            sum += c.bytes;
    EXPECT_NEAR(sum, b->peakAllocated, 1.0); // the components describe the peak moment
    EXPECT_GT(b->peakReserved, b->peakAllocated);
    EXPECT_GT(b->wholeDevice, b->peakReserved);
}

TEST(BadInput, ErrorsNameTheField)
{
    const ModelSpec m = llama2_7b();
    TrainingSetup t;
    auto fieldOf = [](const Result<MemoryBreakdown>& r) { return r.ok() ? std::string() : r.error().field; };

    t.microBatch = 0;
    EXPECT_EQ(fieldOf(estimateMemory(m, t, {})), "micro_batch");
    t = {};
    t.seqLen = -5;
    EXPECT_EQ(fieldOf(estimateMemory(m, t, {})), "seq_len");
    t = {};
    t.seqLen = 10'000'000;
    EXPECT_EQ(fieldOf(estimateMemory(m, t, {})), "seq_len");
    t = {};
    t.adapter.rank = 5000; // above hidden
    EXPECT_EQ(fieldOf(estimateMemory(m, t, {})), "lora_rank");

    // Issue 28: head_dim is a width of its own (GLM-4.5: 96 × 128 over 4096); only the readers that derive it as
    // hidden / heads refuse heads that do not divide the hidden size.
    ModelSpec odd = m;
    odd.heads = 30;
    odd.kvHeads = 30;
    odd.headDim = 4096 / 30;
    EXPECT_TRUE(estimateMemory(odd, {}, {}).ok());

    ModelSpec huge = m;
    huge.layers = 1000;
    huge.hidden = 1'000'000;
    huge.heads = 1000;
    huge.kvHeads = 1000;
    huge.headDim = 1000;
    huge.ffn = 1'000'000;
    EXPECT_EQ(fieldOf(estimateMemory(huge, {}, {})), "parameters");

    Parallelism p;
    p.gpus = 0;
    EXPECT_EQ(fieldOf(estimateMemory(m, {}, p)), "gpus");
}

namespace {

// Issue 12: a 9.99e12-parameter config was refused as "absurdly large: 84643009664000", a rough bound 8.5 times the
// real count. The count is exact now (computed in floating point, which cannot overflow), and an absurd shape whose
// exact int64 count would overflow is refused with it too.
TEST(MemoryEstimator, ATooLargeModelIsRefusedWithItsRealCount)
{
    // Llama-3.1-8B ten times wider, 1,000 layers. Per block, by hand: attention 40,960 · (40,960 + 2 · 10,240) +
    // 40,960² = 100 · 41,943,040; SwiGLU 3 · 40,960 · 143,360 = 100 · 176,160,768; two RMSNorms 2 · 40,960.
    // Untied embedding and head 2 · 128,256 · 40,960, final norm 40,960.
    ModelSpec m = llama31_8b();
    m.layers = 1'000;
    m.hidden = 40'960;
    m.heads = 320;
    m.kvHeads = 80;
    m.headDim = 128;
    m.ffn = 143'360;
    const double expected =
        1000.0 * (100.0 * (41'943'040.0 + 176'160'768.0) + 2 * 40'960.0) + 2.0 * 128'256 * 40'960 + 40'960;
    ASSERT_EQ(expected, 21'820'969'492'480.0);
    TrainingSetup setup;
    const auto estimate = estimateMemory(m, setup, Parallelism{});
    ASSERT_FALSE(estimate.ok());
    EXPECT_EQ(estimate.error().code, ErrorCode::TooLarge);
    EXPECT_EQ(std::stod(estimate.error().detail), expected);
    ASSERT_TRUE(estimate.error().allowed);
    EXPECT_EQ(estimate.error().allowed->max, 1e13);

    // 1,000 layers of a million-wide MLP with 100,000 experts: beyond int64 when counted exactly.
    m.ffn = 0;
    m.moe = MoeSpec{100'000, 8, 1'000'000, 0, 0, 0};
    const auto moe = estimateMemory(m, setup, Parallelism{});
    ASSERT_FALSE(moe.ok());
    EXPECT_EQ(moe.error().code, ErrorCode::TooLarge);
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// Properties that must hold for every setup: monotonic in batch and sequence, QLoRA ≤ LoRA, sharding never adds state.
#include "TestModels.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/ModelState.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

using namespace tunefit;

namespace {

std::vector<ModelSpec> models()
{
    return {test::llama2_7b(), test::llama31_8b(), test::mixtral_8x7b()};
}

std::vector<TrainingSetup> setups()
{
    std::vector<TrainingSetup> out;
    for (Method method : {Method::Full, Method::LoRA, Method::QLoRA, Method::IA3, Method::PromptTuning}) {
        for (Checkpointing ckpt : {Checkpointing::None, Checkpointing::Full}) {
            for (Attention attention : {Attention::Flash, Attention::Eager}) {
                TrainingSetup t;
                t.method = method;
                t.checkpointing = ckpt;
                t.attention = attention;
                t.adapter.virtualTokens = 20;
                t.adapter.targets = kAllLinear;
                if (method == Method::QLoRA) {
                    t.baseQuant = BaseQuant::NF4;
                    t.weightDType = DType::Int4;
                }
                out.push_back(t);
            }
        }
    }
    return out;
}

double peak(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p = {})
{
    const auto r = estimateMemory(m, t, p);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field);
    return r.ok() ? r->peakAllocated : 0.0;
}

} // namespace

TEST(MemoryProperties, NeverDecreasesWhenBatchOrSequenceGrows)
{
    for (const ModelSpec& m : models()) {
        for (TrainingSetup t : setups()) {
            double previous = 0;
            for (int seq : {128, 512, 2048, 8192}) {
                t.seqLen = seq;
                const double now = peak(m, t);
                EXPECT_GE(now, previous) << m.name << " seq " << seq;
                previous = now;
            }
            previous = 0;
            t.seqLen = 1024;
            for (int batch : {1, 2, 4, 16}) {
                t.microBatch = batch;
                const double now = peak(m, t);
                EXPECT_GE(now, previous) << m.name << " batch " << batch;
                previous = now;
            }
        }
    }
}

TEST(MemoryProperties, QloraNeverAboveLoraBeyondDequantisationBuffers)
{
    for (const ModelSpec& m : models()) {
        for (int seq : {256, 4096}) {
            TrainingSetup lora;
            lora.method = Method::LoRA;
            lora.seqLen = seq;
            lora.adapter.targets = kAllLinear;
            TrainingSetup qlora = lora;
            qlora.method = Method::QLoRA;
            qlora.baseQuant = BaseQuant::NF4DoubleQuant;
            qlora.weightDType = DType::Int4;
            const ModelState q = modelState(m, qlora, {}, countParameters(m));
            EXPECT_LE(peak(m, qlora), peak(m, lora) + q.gatheredForward + q.gatheredBackward) << m.name;
        }
    }
}

TEST(MemoryProperties, MoreShardsNeverRaisePerGpuModelState)
{
    for (const ModelSpec& m : models()) {
        for (Sharding sharding : {Sharding::Zero1, Sharding::Zero2, Sharding::Zero3, Sharding::FsdpFull}) {
            TrainingSetup t;
            t.method = Method::Full;
            t.compute = Compute::AmpBF16;
            double previous = INFINITY;
            for (int gpus : {1, 2, 4, 8, 64}) {
                const ModelState s =
                    modelState(m, t, Parallelism{.gpus = gpus, .sharding = sharding}, countParameters(m));
                const double state = s.frozenWeights + s.trainableWeights + s.gradients + s.optimizerState;
                EXPECT_LE(state, previous) << m.name << " gpus " << gpus;
                previous = state;
            }
        }
    }
}

TEST(MemoryProperties, EveryResultIsFiniteAndPositive)
{
    for (const ModelSpec& m : models()) {
        for (TrainingSetup t : setups()) {
            t.seqLen = 4'000'000 / 1000;
            const auto r = estimateMemory(m, t, {});
            ASSERT_TRUE(r.ok());
            for (const auto& c : r->components)
                EXPECT_TRUE(std::isfinite(c.bytes) && c.bytes >= 0);
            EXPECT_GT(r->wholeDevice, r->peakAllocated);
        }
    }
}

TEST(MemoryProperties, CheckpointingNeverRaisesThePeak)
{
    for (const ModelSpec& m : models()) {
        for (TrainingSetup t : setups()) {
            t.seqLen = 4096;
            t.checkpointing = Checkpointing::None;
            const double none = peak(m, t);
            t.checkpointing = Checkpointing::Full;
            EXPECT_LE(peak(m, t), none) << m.name;
        }
    }
}

namespace {

// Issue 13: the defaults both front ends take from the core, against what the stacks do.
TEST(Defaults, WeightDTypeFollowsComputeAndQuantization)
{
    EXPECT_EQ(defaultWeightDType(Compute::FP32, BaseQuant::None), DType::FP32);
    EXPECT_EQ(defaultWeightDType(Compute::FP16, BaseQuant::None), DType::FP16);
    EXPECT_EQ(defaultWeightDType(Compute::AmpFP16, BaseQuant::None), DType::FP16);
    EXPECT_EQ(defaultWeightDType(Compute::BF16, BaseQuant::None), DType::BF16);
    EXPECT_EQ(defaultWeightDType(Compute::AmpBF16, BaseQuant::None), DType::BF16);
    EXPECT_EQ(defaultWeightDType(Compute::BF16, BaseQuant::NF4DoubleQuant), DType::Int4);
    EXPECT_EQ(defaultWeightDType(Compute::FP32, BaseQuant::Int8), DType::Int8);
    EXPECT_EQ(defaultSharding(1), Sharding::None);
    EXPECT_EQ(defaultSharding(8), Sharding::DDP);
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/FitSearch.h"
#include "TestModels.h"
#include "core/Units.h"
#include "core/memory/MemoryEstimator.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

double device(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p)
{
    const auto r = estimateMemory(m, t, p);
    EXPECT_TRUE(r.ok());
    return r.ok() ? r->wholeDevice : 0;
}

} // namespace

TEST(FitSearch, LargestFittingSequenceIsTheBoundary)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::LoRA;
    const double capacity = units::fromGiB(40);
    const auto best = largestFitting(m, t, {}, capacity, SweepAxis::SequenceLength, 1 << 20);
    ASSERT_TRUE(best.has_value());
    TrainingSetup at = t;
    at.seqLen = *best;
    EXPECT_LE(device(m, at, {}), capacity);
    at.seqLen = *best + 1;
    EXPECT_GT(device(m, at, {}), capacity);
}

TEST(FitSearch, NothingFitsOnATinyCard)
{
    TrainingSetup t;
    EXPECT_FALSE(largestFitting(test::llama31_8b(), t, {}, units::fromGiB(4), SweepAxis::MicroBatch, 64));
}

TEST(FitSearch, SweepSkipsRejectedValuesAndGrows)
{
    TrainingSetup t;
    const int values[] = {0, 1, 2, 4};
    const auto points = sweepMemory(test::llama2_7b(), t, {}, SweepAxis::MicroBatch, values);
    ASSERT_EQ(points.size(), 3u); // micro-batch 0 is rejected
    EXPECT_LT(points[0].deviceBytes, points[1].deviceBytes);
    EXPECT_LT(points[1].deviceBytes, points[2].deviceBytes);
}

TEST(FitSearch, FewestGpusIsTheFirstCountThatFits)
{
    // A full AMP fine-tune of an 8B model needs ~16 B/param of state: more than one 80 GB card holds.
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::Full;
    t.compute = Compute::AmpBF16;
    const double capacity = units::fromGiB(74.5);
    const auto fit = fewestGpusThatFit(m, t, {}, capacity);
    ASSERT_TRUE(fit.has_value());
    EXPECT_GT(fit->gpus, 1);
    EXPECT_EQ(fit->parallel.sharding, Sharding::Zero3);
    EXPECT_LE(fit->perGpuBytes, capacity);
    EXPECT_GT(device(m, t, {fit->gpus / 2, Sharding::Zero3, Offload::None, 8, false}), capacity);

    TrainingSetup lora;
    lora.method = Method::LoRA;
    const auto one = fewestGpusThatFit(m, lora, {}, capacity);
    ASSERT_TRUE(one.has_value());
    EXPECT_EQ(one->gpus, 1);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29: sequence packing and the padding of unpacked rows, in the work the plan's hours are for.
#include "core/plan/TrainingWork.h"

#include "core/catalog/BundledCatalog.h"
#include "core/model/Presets.h"
#include "core/plan/JobChecks.h"
#include "core/plan/Planner.h"

#include <gtest/gtest.h>

#include <map>

namespace tunefit {
namespace {

/// 100 M tokens a pass, two passes, rows of 2,048 tokens.
Job twoEpochs(bool packing, double averageSampleTokens)
{
    Job job;
    job.datasetTokens = 100e6;
    job.epochs = 2;
    job.setup.seqLen = 2048;
    job.packing = packing;
    job.averageSampleTokens = averageSampleTokens;
    return job;
}

TEST(TrainingWork, PackedRowsComputeTheDatasetsOwnTokens)
{
    const TrainingWork work = trainingWork(twoEpochs(true, 512));
    EXPECT_DOUBLE_EQ(work.tokens, 200e6);
    EXPECT_DOUBLE_EQ(work.computedTokens, 200e6);
    EXPECT_FALSE(work.paddingUnknown);
}

TEST(TrainingWork, UnpackedRowsComputeTheirPadding)
{
    // Hand-worked: 200 M tokens in samples of 512 tokens = 390,625 rows; each row computes 2,048 tokens = 800 M.
    const TrainingWork work = trainingWork(twoEpochs(false, 512));
    EXPECT_DOUBLE_EQ(work.tokens, 200e6);
    EXPECT_DOUBLE_EQ(work.computedTokens, 200e6 / 512 * 2048);
    EXPECT_FALSE(work.paddingUnknown);
}

TEST(TrainingWork, SamplesLongerThanARowAreCut)
{
    // Samples of 4,096 tokens in rows of 2,048: 48,828.125 rows a pass compute half the dataset's tokens.
    const TrainingWork work = trainingWork(twoEpochs(false, 4096));
    EXPECT_DOUBLE_EQ(work.computedTokens, 100e6);
}

TEST(TrainingWork, UnknownSampleLengthCountsNoPaddingAndSaysSo)
{
    const TrainingWork work = trainingWork(twoEpochs(false, 0));
    EXPECT_DOUBLE_EQ(work.computedTokens, 200e6);
    EXPECT_TRUE(work.paddingUnknown);
}

TEST(TrainingWork, AnAverageBelowOneTokenIsRefused)
{
    Job job = twoEpochs(false, 0.5);
    job.model = findPreset("llama-3.1-8b")->spec;
    const auto error = validateJob(job);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->code, ErrorCode::OutOfRange);
    EXPECT_EQ(error->field, "average_sample_tokens");
}

TEST(TrainingWork, ThePlansHoursAreForThePaddedWork)
{
    // The same job and offer, packed and unpacked with samples a quarter of a row: the same rate, four times the
    // training hours (no startup, no checkpoint writes, so the hours are the work over the rate alone).
    Job job = twoEpochs(true, 512);
    job.model = findPreset("llama-3.1-8b")->spec;
    job.setup.method = Method::LoRA;
    job.setup.microBatch = 2;
    job.setup.checkpointing = Checkpointing::Full;
    job.assumptions.startupMinutes = 0;
    job.checkpointIntervalMinutes = 1e9;
    const PlanResult packed = planJob(job, bundledCatalog(), "2026-12-01");
    job.packing = false;
    const PlanResult unpacked = planJob(job, bundledCatalog(), "2026-12-01");
    ASSERT_FALSE(packed.options.empty());
    ASSERT_EQ(packed.options.size(), unpacked.options.size());
    std::map<int, const PlanOption*> byOffer; // the ranking may differ: billing rounds the longer hours differently
    for (const PlanOption& o : unpacked.options)
        byOffer[o.offerIndex] = &o;
    int compared = 0;
    for (const PlanOption& a : packed.options) {
        if (!a.fits || a.tokensPerSecond <= 0)
            continue;
        const PlanOption& b = *byOffer.at(a.offerIndex);
        EXPECT_DOUBLE_EQ(a.tokensPerSecond, b.tokensPerSecond);
        EXPECT_NEAR(b.trainingHours / a.trainingHours, 4.0, 1e-9);
        ++compared;
    }
    EXPECT_GT(compared, 10);
    EXPECT_DOUBLE_EQ(unpacked.work.computedTokens, 800e6);
}

} // namespace
} // namespace tunefit

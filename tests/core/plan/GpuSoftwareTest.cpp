// SPDX-License-Identifier: GPL-3.0-or-later
// What the training software runs on each card (issue 32), against the libraries' published support: FlashAttention-2
// from Ampere on and on CDNA 2-4 (Dao-AILab/flash-attention README), FlashAttention-3 on Hopper only, bitsandbytes on
// CUDA and its ROCm builds for gfx90a/gfx942, FP8 from Ada/Hopper/CDNA 3, MXFP8 and NVFP4 on Blackwell; and the
// advisor's FP8 proposal, which changes the numerics and is offered only where the card runs it.
#include "core/plan/GpuSoftware.h"
#include "BundledCards.h"
#include "TestModels.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/plan/Advisor.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tunefit;

namespace {

constexpr auto card = &test::bundledCard;

bool runs(const GpuSoftware& s, LowPrecisionRecipe r)
{
    return std::find(s.recipes.begin(), s.recipes.end(), r) != s.recipes.end();
}

Job loraJob()
{
    Job job;
    job.model = test::llama31_8b();
    job.setup.method = Method::LoRA;
    job.setup.adapter.rank = 16;
    job.setup.adapter.targets = kAllLinear;
    job.setup.compute = Compute::BF16;
    job.setup.weightDType = DType::BF16;
    job.setup.microBatch = 4;
    job.setup.seqLen = 4096;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 1e8;
    return job;
}

} // namespace

TEST(GpuSoftware, EveryBundledCardHasAGeneration)
{
    for (const Gpu& gpu : bundledCatalog().gpus)
        EXPECT_NE(gpuGeneration(gpu), GpuGeneration::Unknown) << gpu.name << ": " << gpu.architecture;
}

TEST(GpuSoftware, AttentionKernelsFollowTheArchitecture)
{
    const GpuSoftware h100 = gpuSoftware(card("H100 SXM"));
    EXPECT_TRUE(h100.flashAttention2 && h100.flashAttention3);
    const GpuSoftware b200 = gpuSoftware(card("B200"));
    EXPECT_TRUE(b200.flashAttention2);
    EXPECT_FALSE(b200.flashAttention3); // FlashAttention-3 is Hopper's
    EXPECT_TRUE(gpuSoftware(card("A100 80GB SXM")).flashAttention2);
    EXPECT_FALSE(gpuSoftware(card("A100 80GB SXM")).flashAttention3);
    for (const char* old : {"V100 32GB", "T4"})
        EXPECT_FALSE(gpuSoftware(card(old)).flashAttention2) << old;
    for (const char* amd : {"MI250X", "MI300X", "MI355X"}) {
        EXPECT_TRUE(gpuSoftware(card(amd)).flashAttention2) << amd;
        EXPECT_FALSE(gpuSoftware(card(amd)).flashAttention3) << amd;
    }
    EXPECT_FALSE(gpuSoftware(card("Gaudi 3")).flashAttention2);
}

TEST(GpuSoftware, BitsAndBytesOnCudaAndItsRocmTargets)
{
    for (const char* nvidia : {"T4", "RTX 4090", "H100 SXM", "B200"})
        EXPECT_TRUE(gpuSoftware(card(nvidia)).bitsAndBytes) << nvidia;
    EXPECT_TRUE(gpuSoftware(card("MI250X")).bitsAndBytes);  // gfx90a
    EXPECT_TRUE(gpuSoftware(card("MI300X")).bitsAndBytes);  // gfx942
    EXPECT_FALSE(gpuSoftware(card("MI355X")).bitsAndBytes); // gfx950: no build target yet
    EXPECT_FALSE(gpuSoftware(card("Gaudi 3")).bitsAndBytes);
}

TEST(GpuSoftware, RecipesFollowTheTensorCores)
{
    using R = LowPrecisionRecipe;
    EXPECT_TRUE(gpuSoftware(card("A100 80GB SXM")).recipes.empty());
    const GpuSoftware h100 = gpuSoftware(card("H100 SXM"));
    EXPECT_TRUE(runs(h100, R::TeFp8Current) && runs(h100, R::TorchaoFp8Tensorwise));
    EXPECT_FALSE(runs(h100, R::TeMxfp8) || runs(h100, R::TeNvfp4));
    const GpuSoftware b200 = gpuSoftware(card("B200"));
    EXPECT_TRUE(runs(b200, R::TeMxfp8) && runs(b200, R::TeNvfp4));
    const GpuSoftware mi355 = gpuSoftware(card("MI355X"));
    EXPECT_TRUE(runs(mi355, R::TeMxfp8));
    EXPECT_FALSE(runs(mi355, R::TeNvfp4)); // NVFP4 is NVIDIA's format
    // The RTX PRO 6000 Blackwell has the 5th-generation tensor cores of its GB202: FP8 and FP4 rates, so MXFP8.
    EXPECT_TRUE(runs(gpuSoftware(card("RTX PRO 6000 Blackwell")), R::TeMxfp8));
    EXPECT_TRUE(gpuSoftware(card("Gaudi 3")).recipes.empty());
}

// Where the job fits in 16 bits on a card with FP8 tensor cores, the advice names the FP8 setting, as a change of the
// numerics: torchao's tensorwise Float8 keeps 16-bit memory, so the same setting fits, and the linears run at the
// FP8 rate. None on a card without FP8 units, none for a job that already names a recipe, none unless asked.
TEST(GpuSoftware, TheAdvisorProposesFp8WhereTheCardRunsIt)
{
    const Job job = loraJob();
    Advisor advisor(job);
    AdviceTarget onH100 = adviceTarget(job, card("H100 SXM"));
    EXPECT_FALSE(advisor.advise(onH100).numericsChange);
    onH100.withNumericsChange = true;
    const Advice a = advisor.advise(onH100);
    ASSERT_TRUE(a.fits());
    ASSERT_TRUE(a.numericsChange);
    EXPECT_EQ(a.numericsChange->change, TrainingChange::LowPrecisionRecipe);
    EXPECT_EQ(LowPrecisionRecipe(a.numericsChange->value), LowPrecisionRecipe::TorchaoFp8Tensorwise);
    EXPECT_EQ(a.numericsChange->advised.setup.lowPrecision.recipe, LowPrecisionRecipe::TorchaoFp8Tensorwise);
    EXPECT_GT(a.numericsChange->advised.tokensPerSecond, 1.1 * a.advised->tokensPerSecond);
    EXPECT_DOUBLE_EQ(a.numericsChange->advised.peakBytes, a.advised->peakBytes);

    AdviceTarget onA100 = adviceTarget(job, card("A100 80GB SXM"));
    onA100.withNumericsChange = true;
    EXPECT_FALSE(advisor.advise(onA100).numericsChange);

    Job fp8 = job;
    fp8.setup.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Current;
    Advisor already(fp8);
    EXPECT_FALSE(already.advise(onH100).numericsChange);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Advisor.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/memory/Activations.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "tests/TestModels.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>

namespace tunefit {
namespace {

/// The issue's job: Llama-3.1-8B, LoRA r16 on every linear, bf16, AdamW, micro-batch 4 × 2,048 tokens, 16
/// sequences per optimizer step (accumulation 4).
Job loraJob()
{
    Job job;
    job.model = test::llama31_8b();
    job.setup.method = Method::LoRA;
    job.setup.adapter.rank = 16;
    job.setup.adapter.alpha = 32;
    job.setup.adapter.targets = kAllLinear;
    job.setup.compute = Compute::BF16;
    job.setup.weightDType = DType::BF16;
    job.setup.optimizer = Optimizer::AdamW;
    job.setup.microBatch = 4;
    job.setup.gradAccumulation = 4;
    job.setup.seqLen = 2048;
    job.setup.checkpointing = Checkpointing::Full; // gradient checkpointing on, as the recipes run it
    job.datasetTokens = 50e6;
    return job;
}

const Gpu& gpu(const char* name)
{
    const Gpu* g = findGpu(bundledCatalog(), name);
    EXPECT_NE(g, nullptr) << name;
    return *g;
}

int perStep(const TrainingSetup& t)
{
    return t.microBatch * t.gradAccumulation;
}

bool offloads(const AdvisedSetting& s)
{
    return s.parallel.offload != Offload::None;
}

TEST(Advisor, TheEightBLoraJobFitsA24GbCardWithoutOffload)
{
    const Job job = loraJob();
    const Advice a = adviseJob(job, gpu("RTX 4090"));
    ASSERT_TRUE(a.valid);
    EXPECT_FALSE(a.fitsAsSet); // 4 × 2,048 tokens of 128,256-entry logits alone are ~10 GB
    ASSERT_TRUE(a.fits());
    EXPECT_FALSE(offloads(*a.advised));
    EXPECT_LE(a.advised->peakBytes, usableBytes(24564 * units::kMiB)); // nvidia-smi memory.total of an RTX 4090
    EXPECT_EQ(perStep(a.advised->setup), 16);
    EXPECT_FALSE(a.changes.empty());

    // The issue's setting, micro-batch 1 × accumulation 16 with a chunked loss, fits too. By hand: bf16 weights
    // 8.03 B × 2 B = 14.96 GiB, LoRA r16 on every linear 41.9 M × 16 B (fp32 weight, gradient, two moments) =
    // 0.62 GiB, block inputs 2,048 × 4,096 × 2 B × 32 = 0.5 GiB, so at least 16 GiB; at most the usable 21.2 GiB.
    TrainingSetup issue = job.setup;
    issue.microBatch = 1;
    issue.gradAccumulation = 16;
    issue.loss = LossImpl::Chunked;
    const auto m = estimateMemory(job.model, issue, job.parallel);
    ASSERT_TRUE(m.ok());
    EXPECT_GT(units::toGiB(m->wholeDevice), 16.0);
    EXPECT_LE(m->wholeDevice, usableBytes(24e9));
    // The advised setting is at least as fast as that one (it is the fastest that fits).
    ThroughputInput in{job.model, issue, job.parallel, gpu("RTX 4090")};
    EXPECT_GE(a.advised->tokensPerSecond, estimateThroughput(in).tokensPerSecondTotal * 0.99);
}

TEST(Advisor, TheAdvisedPlanRanksAboveTheOffloadedOneOnTime)
{
    // The plan as Tunefit gave it before: weight offload (ZeRO-3 with parameters on the host) on the 4090.
    Job offloaded = loraJob();
    offloaded.parallel.offload = Offload::ParamsOptimizer;
    const Job job = loraJob();
    const Catalog& catalog = bundledCatalog();
    const PlanResult advised = planJob(job, catalog, "2026-12-01");
    const PlanResult old = planJob(offloaded, catalog, "2026-12-01");
    int compared = 0;
    for (size_t i = 0; i < advised.options.size(); ++i) {
        const PlanOption& a = advised.options[i];
        const PlanOption& b = old.options[i];
        ASSERT_EQ(a.offerIndex, b.offerIndex);
        if (a.gpuIndex < 0 || catalog.gpus[size_t(a.gpuIndex)].name != "RTX 4090" || a.gpus != 1 || !a.fits)
            continue;
        ++compared;
        EXPECT_GE(a.adviceIndex, 0);
        EXPECT_EQ(a.strategy, Strategy::Plain);
        ASSERT_TRUE(b.fits);
        EXPECT_EQ(b.strategy, Strategy::OffloadParams);
        EXPECT_LT(a.hours, b.hours);
        EXPECT_LT(a.totalCostUsd, b.totalCostUsd);
        // And the planner's record of it is the advisor's setting.
        const Advice& advice = *advised.advice[size_t(a.adviceIndex)];
        ASSERT_TRUE(advice.advised);
        EXPECT_DOUBLE_EQ(a.perGpuBytes, advice.advised->peakBytes);
    }
    EXPECT_GT(compared, 0);
}

TEST(Advisor, AJobThatFitsAsSetGetsNoChanges)
{
    const Advice a = adviseJob(loraJob(), gpu("H100 SXM"));
    ASSERT_TRUE(a.fits());
    EXPECT_TRUE(a.fitsAsSet);
    EXPECT_TRUE(a.changes.empty());
    EXPECT_EQ(a.advised->setup.microBatch, 4);
    EXPECT_EQ(a.advised->setup.checkpointing, Checkpointing::Full);
    EXPECT_TRUE(a.suggestions.empty());
}

TEST(Advisor, AJobNoKnobCanFitNamesTheTrainingChangeThatWould)
{
    // 256k tokens per sequence on a 16 GB T4: one block's MLP intermediate alone is 262,144 × 14,336 × 2 B = 7 GiB
    // (three of them in backward); no checkpointing, kernel or offload brings it under 15.2 GB.
    Job job = loraJob();
    job.setup.seqLen = 262144;
    job.setup.microBatch = 1;
    job.setup.gradAccumulation = 1;
    const Advice a = adviseJob(job, gpu("T4"));
    ASSERT_TRUE(a.valid);
    EXPECT_FALSE(a.fits());
    ASSERT_TRUE(a.nearest);
    EXPECT_GT(a.nearest->peakBytes, a.usableBytes);
    ASSERT_FALSE(a.suggestions.empty());
    bool shorter = false;
    for (const TrainingSuggestion& s : a.suggestions) {
        EXPECT_LE(s.advised.peakBytes, a.usableBytes);
        if (s.change == TrainingChange::ShorterSequence) {
            shorter = true;
            EXPECT_LT(s.value, job.setup.seqLen);
            EXPECT_EQ(s.advised.setup.seqLen, s.value);
            EXPECT_EQ(s.value % 256, 0);
            // The longest: 256 tokens more do not fit with any setting.
            Job longer = job;
            longer.setup.seqLen = s.value + 256;
            EXPECT_FALSE(adviseJob(longer, gpu("T4")).fits());
        }
    }
    EXPECT_TRUE(shorter);
}

/// Jobs and cards the properties run over: fits as set, fits with changes, fits only with offload, on 1 and 4 GPUs.
struct Case
{
    Job job;
    const char* gpu;
};
std::vector<Case> propertyCases()
{
    std::vector<Case> cases;
    for (const char* g : {"RTX 4090", "T4", "A100 40GB SXM", "H100 SXM", "RTX 4070 Ti", "MI300X"})
        cases.push_back({loraJob(), g});
    Job full = loraJob();
    full.setup.method = Method::Full;
    full.setup.microBatch = 2;
    full.setup.gradAccumulation = 6;
    full.parallel.gpus = 4;
    full.parallel.sharding = Sharding::Zero2;
    for (const char* g : {"A100 40GB SXM", "H100 SXM", "RTX 4090"})
        cases.push_back({full, g});
    Job small = loraJob();
    small.setup.checkpointing = Checkpointing::None;
    small.setup.microBatch = 8;
    small.setup.gradAccumulation = 3;
    small.setup.seqLen = 4096;
    cases.push_back({small, "L40S"});
    cases.push_back({small, "V100 32GB"});
    return cases;
}

TEST(Advisor, TheAdvisedSettingFitsKeepsTheBatchAndNoFittingSettingIsFaster)
{
    for (const Case& c : propertyCases()) {
        SCOPED_TRACE(c.gpu);
        Advisor advisor(c.job);
        const AdviceTarget target = adviceTarget(c.job, gpu(c.gpu));
        const Advice a = advisor.advise(target);
        ASSERT_TRUE(a.valid);
        const double usable = usableBytes(memoryBytes(gpu(c.gpu)));
        // Brute force over the searched space, estimated afresh (not from the advisor's cache).
        double fastest = 0;
        int fitting = 0;
        for (const AdvisedSetting& s : advisor.space(target)) {
            EXPECT_EQ(perStep(s.setup), perStep(c.job.setup));
            const auto m = estimateMemory(c.job.model, s.setup, s.parallel);
            if (!m.ok() || m->wholeDevice > usable)
                continue;
            ++fitting;
            ThroughputInput in{c.job.model, s.setup, s.parallel, gpu(c.gpu)};
            in.gpusPerNode = target.gpusPerNode;
            fastest = std::max(fastest, estimateThroughput(in).tokensPerSecondTotal);
        }
        EXPECT_EQ(a.fits(), fitting > 0);
        if (!a.fits())
            continue;
        const AdvisedSetting& s = *a.advised;
        EXPECT_LE(s.peakBytes, usable);
        EXPECT_EQ(perStep(s.setup), perStep(c.job.setup));
        EXPECT_EQ(s.parallel.gpus, c.job.parallel.gpus);
        EXPECT_EQ(s.setup.seqLen, c.job.setup.seqLen);
        EXPECT_EQ(s.setup.method, c.job.setup.method);
        if (a.fitsAsSet)
            continue; // as set: the user's choice stands
        // No fitting setting is faster, but for the 1% a knob is not turned for.
        EXPECT_GE(s.tokensPerSecond, fastest * 0.99);
        // The changes' effects add up to the whole change.
        double memory = a.asSet.peakBytes, time = 1;
        for (const AdviceChange& change : a.changes) {
            memory += change.memoryDeltaBytes;
            time *= change.timeFactor;
        }
        EXPECT_NEAR(memory, s.peakBytes, 1);
        EXPECT_NEAR(time, a.asSet.tokensPerSecond / s.tokensPerSecond, 1e-9);
    }
}

// The planner skips instance counts below the fewest on which any setting fits by bisection: the smallest peak must
// be the brute-force minimum over the searched space, and never grow with the GPU count.
TEST(Advisor, TheSmallestPeakIsTheSpacesMinimumAndNeverGrowsWithTheGpus)
{
    Job full = loraJob();
    full.model = findPreset("llama-3.1-70b")->spec;
    full.setup.method = Method::Full;
    full.setup.compute = Compute::AmpBF16;
    for (const char* name : {"H100 SXM", "RTX 4090"}) {
        SCOPED_TRACE(name);
        Advisor advisor(full);
        double previous = std::numeric_limits<double>::infinity();
        for (int gpus : {1, 2, 3, 4, 8, 16, 24, 64}) {
            SCOPED_TRACE(gpus);
            const AdviceTarget target = adviceTarget(full, gpu(name), gpus);
            double lowest = std::numeric_limits<double>::infinity();
            for (const AdvisedSetting& s : advisor.space(target))
                lowest = std::min(lowest, s.peakBytes);
            const double smallest = advisor.smallestPeak(target);
            EXPECT_DOUBLE_EQ(smallest, lowest);
            EXPECT_LE(smallest, previous * (1 + 1e-12));
            previous = smallest;
        }
    }
}

// The advisor does not estimate a setting on fewer GPUs when it does not fit on more (Advisor::anySettingFits, the
// fitting search): every setting's peak must never grow with the GPU count, and an advisor asked from the most GPUs
// down, as the planner asks it, must answer as one that estimates everything.
TEST(Advisor, NoSettingsPeakGrowsWithTheGpusAndSkippingEstimatesChangesNoAnswer)
{
    Job full = loraJob();
    full.model = findPreset("llama-3.1-70b")->spec;
    full.setup.method = Method::Full;
    full.setup.compute = Compute::AmpBF16;
    Job moe = loraJob();
    moe.model = findPreset("qwen3-235b-a22b")->spec;
    moe.setup.gradAccumulation = 16;
    moe.setup.microBatch = 1;
    Job fsdp = full;
    fsdp.model = findPreset("llama-3.1-405b")->spec;
    fsdp.parallel.sharding = Sharding::FsdpFull;
    for (const Job& job : {loraJob(), full, moe, fsdp}) {
        SCOPED_TRACE(job.model.name);
        for (const char* name : {"H100 SXM", "RTX 4090"}) {
            SCOPED_TRACE(name);
            Advisor quick(job);
            std::vector<AdvisedSetting> onMore;
            for (int gpus : {128, 64, 24, 16, 8, 4, 3, 2}) {
                SCOPED_TRACE(gpus);
                AdviceTarget target = adviceTarget(job, gpu(name), gpus);
                target.withSuggestions = false;
                Advisor everything(job);
                const std::vector<AdvisedSetting> space = everything.space(target);
                double lowest = std::numeric_limits<double>::infinity();
                for (const AdvisedSetting& s : space)
                    lowest = std::min(lowest, s.peakBytes);
                EXPECT_EQ(quick.anySettingFits(target),
                          lowest <= usableBytes(memoryBytes(gpu(name)), target.marginFraction));
                const Advice a = quick.advise(target);
                const Advice b = everything.advise(target);
                ASSERT_EQ(a.fits(), b.fits());
                if (a.fits()) {
                    EXPECT_EQ(a.advised->peakBytes, b.advised->peakBytes);
                    EXPECT_EQ(a.advised->tokensPerSecond, b.advised->tokensPerSecond);
                    EXPECT_EQ(a.advised->strategy, b.advised->strategy);
                }
                if (!onMore.empty()) {
                    ASSERT_EQ(space.size(), onMore.size());
                    for (size_t i = 0; i < space.size(); ++i) {
                        if (std::isfinite(onMore[i].peakBytes)) {
                            EXPECT_GE(space[i].peakBytes, onMore[i].peakBytes * (1 - 1e-12)) << "setting " << i;
                        }
                    }
                }
                onMore = space;
            }
        }
    }
}

// The advisor searches only one of FlashAttention-2 and SDPA where they give the same numbers (flashAndSdpaAlike):
// the estimator and the throughput model must then agree to the byte and the token, and differ for latent attention.
TEST(Advisor, FlashAttentionAndSdpaGiveTheSameNumbersButForLatentAttention)
{
    for (const char* name : {"llama-3.1-8b", "qwen3-235b-a22b", "deepseek-v2-lite"}) {
        SCOPED_TRACE(name);
        const ModelSpec& model = findPreset(name)->spec;
        bool memoryDiffers = false;
        for (Method method : {Method::LoRA, Method::Full}) {
            for (Checkpointing c : {Checkpointing::None, Checkpointing::Selective, Checkpointing::Full}) {
                for (int gpus : {1, 8}) {
                    TrainingSetup flash;
                    flash.method = method;
                    flash.compute = Compute::AmpBF16;
                    flash.checkpointing = c;
                    flash.microBatch = 2;
                    flash.seqLen = 4096;
                    flash.attention = Attention::Flash;
                    TrainingSetup sdpa = flash;
                    sdpa.attention = Attention::Sdpa;
                    Parallelism p;
                    p.gpus = gpus;
                    p.sharding = gpus > 1 ? Sharding::Zero3 : Sharding::None;
                    const auto a = estimateMemory(model, flash, p);
                    const auto b = estimateMemory(model, sdpa, p);
                    ASSERT_TRUE(a.ok() && b.ok());
                    ThroughputInput inFlash{model, flash, p, gpu("H100 SXM")};
                    ThroughputInput inSdpa{model, sdpa, p, gpu("H100 SXM")};
                    const double speedFlash = estimateThroughput(inFlash).tokensPerSecondTotal;
                    EXPECT_GT(speedFlash, 0);
                    EXPECT_EQ(speedFlash, estimateThroughput(inSdpa).tokensPerSecondTotal);
                    memoryDiffers = memoryDiffers || a->wholeDevice != b->wholeDevice;
                    if (flashAndSdpaAlike(model)) {
                        EXPECT_EQ(a->wholeDevice, b->wholeDevice);
                        EXPECT_EQ(a->hostBytes, b->hostBytes);
                    }
                }
            }
        }
        EXPECT_EQ(memoryDiffers, !flashAndSdpaAlike(model));
    }
}

// At the same sequences per optimizer step, a larger micro-batch never slows a setting: per-micro-batch costs
// (launches, ZeRO-3 gathers, offload transfers) are shared by more tokens and the GEMMs grow.
TEST(Advisor, ALargerMicroBatchNeverSlowsASetting)
{
    std::vector<Case> cases = propertyCases();
    Job moe = loraJob();
    moe.model = findPreset("qwen3-235b-a22b")->spec;
    moe.setup.gradAccumulation = 16;
    moe.setup.microBatch = 1;
    moe.parallel.gpus = 8;
    moe.parallel.sharding = Sharding::Zero3;
    cases.push_back({moe, "H100 SXM"});
    Job dense = moe;
    dense.model = findPreset("llama-3.1-405b")->spec;
    dense.setup.method = Method::Full;
    dense.setup.compute = Compute::AmpBF16;
    dense.parallel.gpus = 64;
    cases.push_back({dense, "H200 SXM"});
    for (const Case& c : cases) {
        SCOPED_TRACE(c.gpu);
        Advisor advisor(c.job);
        const std::vector<AdvisedSetting> space = advisor.space(adviceTarget(c.job, gpu(c.gpu)));
        for (size_t i = 1; i < space.size(); ++i) {
            const AdvisedSetting& a = space[i - 1];
            const AdvisedSetting& b = space[i];
            const bool sameTuple = a.parallel.sharding == b.parallel.sharding &&
                                   a.parallel.offload == b.parallel.offload && a.setup.optimizer == b.setup.optimizer &&
                                   a.setup.checkpointing == b.setup.checkpointing &&
                                   a.setup.attention == b.setup.attention && a.setup.loss == b.setup.loss;
            if (!sameTuple || b.setup.microBatch <= a.setup.microBatch || a.tokensPerSecond <= 0)
                continue;
            EXPECT_GE(b.tokensPerSecond, a.tokensPerSecond * (1 - 1e-9))
                << "micro " << a.setup.microBatch << " -> " << b.setup.microBatch;
        }
    }
}

TEST(Advisor, ApplyingTheAdviceAndEvaluatingAgainGivesTheSameNumbers)
{
    for (const Case& c : propertyCases()) {
        SCOPED_TRACE(c.gpu);
        EvaluationRequest request;
        request.today = "2026-12-01";
        request.selectedGpu = c.gpu;
        request.withPlan = false;
        request.withFitOverview = false;
        const Evaluation e = evaluate(c.job, bundledCatalog(), request);
        ASSERT_TRUE(e.advice);
        if (!e.advice->fits())
            continue;
        const Evaluation again = evaluate(applyAdvice(e.job, *e.advice->advised), bundledCatalog(), request);
        ASSERT_TRUE(again.advice && again.fit);
        EXPECT_TRUE(again.fit->fits);
        EXPECT_TRUE(again.advice->fitsAsSet);
        EXPECT_TRUE(again.advice->changes.empty());
        EXPECT_DOUBLE_EQ(again.memory.wholeDevice, e.advice->advised->peakBytes);
        EXPECT_DOUBLE_EQ(again.advice->advised->tokensPerSecond, e.advice->advised->tokensPerSecond);
    }
}

TEST(Advisor, EveryFitOverviewRowCarriesItsAdvice)
{
    EvaluationRequest request;
    request.today = "2026-12-01";
    request.withPlan = false;
    const Evaluation e = evaluate(loraJob(), bundledCatalog(), request);
    ASSERT_EQ(e.fits.size(), bundledCatalog().gpus.size());
    for (const FitOverviewRow& row : e.fits) {
        ASSERT_TRUE(row.advice);
        const double usable = usableBytes(row.capacityBytes);
        EXPECT_EQ(row.advice->fitsAsSet, e.memory.wholeDevice <= usable);
        if (row.advice->fits())
            EXPECT_LE(row.advice->advised->peakBytes, usable);
        else
            EXPECT_TRUE(row.advice->nearest);
    }
}

TEST(Advisor, CardsRunOnlyTheKernelsTheySupport)
{
    Job job = loraJob();
    job.setup.attention = Attention::Sdpa;
    job.setup.microBatch = 16;
    job.setup.gradAccumulation = 1;
    Advisor advisor(job);
    for (const AdvisedSetting& s : advisor.space(adviceTarget(job, gpu("V100 32GB"))))
        EXPECT_NE(s.setup.attention, Attention::Flash); // no FlashAttention-2 before Ampere
    // bitsandbytes: CUDA and its ROCm builds for CDNA 2/3 (gfx90a, gfx942); none for Gaudi or CDNA 4 yet.
    for (const char* card : {"Gaudi 3", "MI355X"})
        for (const AdvisedSetting& s : advisor.space(adviceTarget(job, gpu(card))))
            EXPECT_TRUE(s.setup.optimizer == Optimizer::AdamW) << card;
    bool eightBit = false;
    for (const AdvisedSetting& s : advisor.space(adviceTarget(job, gpu("MI300X"))))
        eightBit = eightBit || s.setup.optimizer == Optimizer::AdamW8bit;
    EXPECT_TRUE(eightBit);
}

} // namespace
} // namespace tunefit

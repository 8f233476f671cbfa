// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 33: a calibration kept from a measured run changes exactly the jobs it applies to, and a run is compared with
// the estimate of its own job.
#include "core/plan/Calibration.h"
#include "BundledCards.h"
#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/evaluate/RunComparison.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>

#include <map>

namespace tunefit {
namespace {

CalibrationEntry calibration(const char* gpu, std::optional<Method> method, double factor,
                             std::optional<double> memory = std::nullopt)
{
    CalibrationEntry c;
    c.gpu = gpu;
    c.method = method;
    c.timeFactor = factor;
    c.memoryOffsetBytes = memory;
    c.runId = "my-run";
    c.runSummary = "my-run, 2026-12-05";
    return c;
}

Job loraJob()
{
    Job job;
    job.model = findPreset("llama-3.1-8b")->spec;
    job.setup.method = Method::LoRA;
    job.setup.adapter.rank = 16;
    job.setup.adapter.targets = kAllLinear;
    job.setup.seqLen = 2048;
    job.setup.microBatch = 2;
    job.setup.gradAccumulation = 4;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 5e7;
    return job;
}

EvaluationRequest requestOn(const char* gpu)
{
    EvaluationRequest r;
    r.today = "2026-12-05";
    r.selectedGpu = gpu;
    r.withFitOverview = true;
    r.withAdvice = true;
    return r;
}

/// The fitting options' tokens per second by offer, as the plan ranks them.
std::map<int, double> ratesByOffer(const Evaluation& e)
{
    std::map<int, double> out;
    for (const PlanOption& o : e.plan.options)
        if (o.fits)
            out[o.offerIndex] = o.tokensPerSecond;
    return out;
}

TEST(Calibration, TheMethodsOwnRowBeatsTheRowForEveryMethodAndOtherMethodsAreIgnored)
{
    const std::vector<CalibrationEntry> all = {calibration("H100 SXM", std::nullopt, 0.9),
                                               calibration("H100 SXM", Method::LoRA, 0.8),
                                               calibration("A100 80GB SXM", Method::Full, 0.7)};
    const auto lora = calibrationsForMethod(all, Method::LoRA);
    EXPECT_DOUBLE_EQ(timeCalibrationOn(lora, "H100 SXM"), 0.8);
    EXPECT_DOUBLE_EQ(timeCalibrationOn(lora, "A100 80GB SXM"), 1.0);
    const auto full = calibrationsForMethod(all, Method::Full);
    EXPECT_DOUBLE_EQ(timeCalibrationOn(full, "H100 SXM"), 0.9);
    EXPECT_DOUBLE_EQ(timeCalibrationOn(full, "A100 80GB SXM"), 0.7);
    EXPECT_DOUBLE_EQ(memoryCalibrationOn(full, "H100 SXM"), 0.0);
}

TEST(Calibration, ScalesRatesAndEveryTimeTermSoThePartsStillAddUp)
{
    ThroughputEstimate e;
    e.tokensPerSecondPerGpu = 1000;
    e.tokensPerSecondTotal = 8000;
    e.stepSeconds = 4;
    e.computeSeconds = 3;
    e.exposedCommSeconds = 1;
    applyTimeCalibration(e, 0.8);
    EXPECT_DOUBLE_EQ(e.tokensPerSecondPerGpu, 800);
    EXPECT_DOUBLE_EQ(e.tokensPerSecondTotal, 6400);
    EXPECT_DOUBLE_EQ(e.stepSeconds, 5);
    EXPECT_DOUBLE_EQ(e.computeSeconds + e.exposedCommSeconds, e.stepSeconds);
    EXPECT_DOUBLE_EQ(e.timeCalibration, 0.8);
}

TEST(Calibration, ChangesExactlyTheJobsItAppliesToAndRemovingItRestoresTheNumbers)
{
    const Job job = loraJob();
    Catalog calibrated = bundledCatalog();
    calibrated.calibrations = {calibration("H100 SXM", Method::LoRA, 0.5, 3 * units::kGiB)};
    const Evaluation plain = evaluate(job, bundledCatalog(), requestOn("H100 SXM"));
    const Evaluation mine = evaluate(job, calibrated, requestOn("H100 SXM"));
    ASSERT_TRUE(plain.fit && mine.fit);

    // The selected card: its calibration, its measured excess in the verdict, half the speed of every H100 option.
    ASSERT_TRUE(mine.calibration.has_value());
    EXPECT_EQ(mine.calibration->runId, "my-run");
    EXPECT_DOUBLE_EQ(mine.fit->neededBytes, plain.fit->neededBytes + 3 * units::kGiB);
    const auto before = ratesByOffer(plain), after = ratesByOffer(mine);
    int h100 = 0, others = 0;
    for (const auto& [offer, rate] : after) {
        const auto was = before.find(offer);
        if (was == before.end())
            continue;
        const Offer& o = bundledCatalog().offers[size_t(offer)];
        if (o.gpuName == "H100 SXM") {
            EXPECT_NEAR(rate, 0.5 * was->second, 1e-6 * was->second) << o.instanceType;
            ++h100;
        } else {
            EXPECT_DOUBLE_EQ(rate, was->second) << o.instanceType;
            ++others;
        }
    }
    EXPECT_GT(h100, 0);
    EXPECT_GT(others, 0);

    // Another method on the same card is not calibrated by a LoRA run.
    Job full = job;
    full.setup.method = Method::Full;
    full.setup.adapter = {};
    const Evaluation fullPlain = evaluate(full, bundledCatalog(), requestOn("H100 SXM"));
    const Evaluation fullMine = evaluate(full, calibrated, requestOn("H100 SXM"));
    EXPECT_FALSE(fullMine.calibration.has_value());
    EXPECT_EQ(ratesByOffer(fullPlain), ratesByOffer(fullMine));

    // Left out (--no-calibration) or removed: the model's own numbers again.
    EvaluationRequest without = requestOn("H100 SXM");
    without.useCalibrations = false;
    const Evaluation off = evaluate(job, calibrated, without);
    EXPECT_FALSE(off.calibration.has_value());
    EXPECT_DOUBLE_EQ(off.fit->neededBytes, plain.fit->neededBytes);
    EXPECT_EQ(ratesByOffer(off), before);
    calibrated.calibrations.clear();
    EXPECT_EQ(ratesByOffer(evaluate(job, calibrated, requestOn("H100 SXM"))), before);
}

TEST(Calibration, AMemoryOffsetTurnsAFitIntoAMissWhereTheRunMeasuredMore)
{
    const Job job = loraJob();
    const Evaluation plain = evaluate(job, bundledCatalog(), requestOn("H100 SXM"));
    ASSERT_TRUE(plain.fit && plain.fit->fits);
    // A run that measured more than the card's free margin beyond the estimate: the same job no longer fits as set.
    const double beyond = plain.fit->usableBytes - plain.fit->neededBytes + units::kGiB;
    Catalog calibrated = bundledCatalog();
    calibrated.calibrations = {calibration("H100 SXM", std::nullopt, 1.0, beyond)};
    const Evaluation mine = evaluate(job, calibrated, requestOn("H100 SXM"));
    ASSERT_TRUE(mine.fit);
    EXPECT_FALSE(mine.fit->fits);
    // The advice looks for a setting that leaves room for the measured excess.
    ASSERT_TRUE(mine.advice.has_value());
    EXPECT_FALSE(mine.advice->fitsAsSet);
    if (mine.advice->advised) {
        EXPECT_LE(mine.advice->advised->peakBytes + beyond, plain.fit->usableBytes);
    }
}

RunEntry runOf(const Job& job, const MeasuredRun& measured)
{
    RunEntry run;
    run.id = "lora-8b";
    run.gpu = "H100 SXM";
    run.gpuCount = 1;
    run.addedAt = "2026-12-05T10:00:00Z";
    JobDocument document;
    document.job = job;
    run.jobJson = writeJobFile(document);
    run.measured = measured;
    return run;
}

TEST(RunComparison, AStepTwiceAsLongAsPredictedKeepsHalfTheRateAndNamesWhatEachTermWouldNeed)
{
    const Job job = loraJob();
    MeasuredRun probe;
    const RunComparison first = compareRun(runOf(job, probe), bundledCatalog());
    ASSERT_FALSE(first.error);
    ASSERT_TRUE(first.predicted.valid);
    EXPECT_FALSE(first.timeFactor); // the log timed nothing
    const double predicted = first.predicted.stepSeconds;

    MeasuredRun measured;
    measured.stepSeconds = 2 * predicted;
    const RunComparison c = compareRun(runOf(job, measured), bundledCatalog());
    ASSERT_TRUE(c.timeFactor);
    EXPECT_NEAR(*c.timeFactor, 0.5, 1e-9);
    EXPECT_NEAR(*c.measuredTokensPerSecondPerGpu, 0.5 * c.predicted.tokensPerSecondPerGpu, 1e-9);
    ASSERT_FALSE(c.timeTerms.empty());
    EXPECT_EQ(c.timeTerms.front().term, StepTerm::Compute); // the largest term of an 8B LoRA step
    for (const TimeTermChange& t : c.timeTerms)
        EXPECT_NEAR(t.neededSeconds - t.predictedSeconds, predicted, 1e-9);
}

TEST(RunComparison, ATrainersSampleRateCountsTheSequencesOfAStep)
{
    // Hand-worked: micro-batch 2 × accumulation 4 on one GPU = 8 sequences a step; a run at 8 / (1.25 P) samples
    // per second took 1.25 P a step, so it ran at 0.8 of the predicted rate.
    const Job job = loraJob();
    const double predicted = compareRun(runOf(job, {}), bundledCatalog()).predicted.stepSeconds;
    MeasuredRun measured;
    measured.samplesPerSecond = 8.0 / (1.25 * predicted);
    const RunComparison c = compareRun(runOf(job, measured), bundledCatalog());
    ASSERT_TRUE(c.timeFactor);
    EXPECT_NEAR(*c.timeFactor, 0.8, 1e-9);
    EXPECT_NEAR(*c.measuredStepSeconds, 1.25 * predicted, 1e-9);
}

TEST(RunComparison, MemoryIsComparedAgainstThePeakOfTheLogsKind)
{
    const Job job = loraJob();
    const RunComparison probe = compareRun(runOf(job, {}), bundledCatalog());
    ASSERT_FALSE(probe.error);
    MeasuredRun reserved;
    reserved.peakMemoryBytes = probe.memory.peakReserved + 2 * units::kGiB;
    reserved.memoryFigure = MemoryFigure::Reserved;
    const RunComparison r = compareRun(runOf(job, reserved), bundledCatalog());
    ASSERT_TRUE(r.memoryDifferenceBytes);
    EXPECT_NEAR(*r.memoryDifferenceBytes, 2 * units::kGiB, 1.0);
    MeasuredRun allocated;
    allocated.peakMemoryBytes = probe.memory.peakAllocated - units::kGiB;
    const RunComparison a = compareRun(runOf(job, allocated), bundledCatalog());
    EXPECT_NEAR(*a.memoryDifferenceBytes, -units::kGiB, 1.0);
    ASSERT_FALSE(a.memoryTerms.empty());
    for (const MemoryTermChange& t : a.memoryTerms) {
        EXPECT_NE(t.component, MemoryComponent::AllocatorReserve); // not in torch's allocated figure
        EXPECT_NEAR(t.neededBytes, t.predictedBytes - units::kGiB, 1.0);
    }
}

TEST(RunComparison, KeepingARunRefusesWhatIsNoCalibration)
{
    const Job job = loraJob();
    MeasuredRun none;
    EXPECT_EQ(
        calibrationFromComparison(compareRun(runOf(job, none), bundledCatalog()), runOf(job, none), {}).error().field,
        "step_time");
    const double predicted = compareRun(runOf(job, none), bundledCatalog()).predicted.stepSeconds;
    MeasuredRun tenTimes;
    tenTimes.stepSeconds = 10 * predicted; // another job or another card, not a slower one
    const RunEntry slow = runOf(job, tenTimes);
    const auto refused = calibrationFromComparison(compareRun(slow, bundledCatalog()), slow, {});
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::OutOfRange);

    MeasuredRun fair;
    fair.stepSeconds = 1.1 * predicted;
    const RunEntry run = runOf(job, fair);
    CalibrationChoice choice;
    choice.now = "2026-12-05T11:00:00Z";
    const auto kept = calibrationFromComparison(compareRun(run, bundledCatalog()), run, choice);
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->gpu, "H100 SXM");
    EXPECT_EQ(kept->method, Method::LoRA);
    EXPECT_NEAR(kept->timeFactor, 1 / 1.1, 1e-9);
    EXPECT_FALSE(kept->memoryOffsetBytes); // memory only where the user asks and the log has a peak
    choice.withMemory = true;
    EXPECT_EQ(calibrationFromComparison(compareRun(run, bundledCatalog()), run, choice).error().field, "peak_memory");

    RunEntry nothing = run;
    nothing.jobJson.clear();
    EXPECT_EQ(compareRun(nothing, bundledCatalog()).error->field, "job");
    RunEntry elsewhere = run;
    elsewhere.gpu = "No Such GPU";
    EXPECT_EQ(compareRun(elsewhere, bundledCatalog()).error->code, ErrorCode::UnknownGpu);
}

} // namespace
} // namespace tunefit

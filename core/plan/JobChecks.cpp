// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/JobChecks.h"

#include "core/io/Numbers.h"
#include "core/memory/MemoryEstimator.h"

#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>

namespace tunefit {

namespace {

// Far beyond any fine-tuning run (the largest pre-training corpora in 2026 are ~4e13 tokens), so that a typo is
// refused instead of giving 1e250 hours or an infinite cost.
constexpr double kMaxTrainingTokens = 1e15;
constexpr double kMaxEpochs = 10'000;
constexpr double kMaxSteps = 1e12;
constexpr double kMaxHours = 1e6; // deadline; ~114 years
constexpr double kMaxBudgetUsd = 1e12;
constexpr double kMaxMinutes = 1e6; // startup, restart overhead
// An interval longer than the run means no checkpoint is written during it; any such value is harmless (it only
// divides the run time), so the limit is loose.
constexpr double kMaxCheckpointIntervalMinutes = 1e9;

/// `value` must lie in [min, max] (or (min, max] when `openMin`): finite, as a file or option may hold anything.
std::optional<Error> inRange(const char* field, double value, double min, double max, bool openMin = false)
{
    const bool aboveMin = openMin ? value > min : value >= min;
    if (std::isfinite(value) && aboveMin && value <= max)
        return std::nullopt;
    // The shortest text that reads back as the value: what the user wrote, not 17 digits of binary noise.
    return Error{ErrorCode::OutOfRange, field, io::formatNumber(value), AllowedRange{min, max, openMin}};
}

// Degrees beyond this are left to validateLayout to refuse (it allows none above the GPU count).
constexpr int64_t kMaxLayoutGpus = 1'000'000;

/// The fewest GPUs the job's layout runs on: one model replica (tensor × pipeline × sequence-parallel GPUs), widened
/// so that each pipeline stage holds whole expert groups (ParallelLayout.h) and a colocated engine whole replicas. A
/// degree out of range gives the job's own count, so that validateLayout or the objective's check refuses it by name.
int smallestGpuCount(const Parallelism& p, const ObjectiveSetup& o)
{
    const ModelParallel& m = p.model;
    const int sp = sequenceParallelDegree(p);
    const int engine = o.generation == GenerationEngine::Colocated ? std::max(1, o.engineTensorParallel) : 1;
    for (const int degree : {m.tensor, m.pipeline, m.expert, m.expertTensor, sp, engine})
        if (degree < 1 || degree > kMaxLayoutGpus)
            return p.gpus;
    const int64_t stage = std::lcm(int64_t(m.tensor) * sp, int64_t(m.expert) * m.expertTensor);
    const int64_t count = std::lcm(stage * m.pipeline, int64_t(engine));
    return count <= kMaxLayoutGpus ? int(count) : p.gpus;
}

} // namespace

std::optional<Error> validateJob(const Job& job)
{
    Parallelism one = job.parallel;
    // The planner tries every count; the hint's own count is not the job's. The smallest is one model replica: a
    // degree is checked against the GPUs it splits the model or a sequence over.
    one.gpus = smallestGpuCount(job.parallel, job.setup.objective);
    // Replicas the count adds (a colocated engine's over one GPU's training) train data-parallel: the planner picks
    // the strategy per offer, the job's sharding is its hint.
    if (one.sharding == Sharding::None && one.gpus > 1)
        one.sharding = Sharding::DDP;
    if (auto error = validateInputs(job.model, job.setup, one))
        return error;

    if (job.steps > 0) {
        if (auto error = inRange("steps", double(job.steps), 1, kMaxSteps))
            return error;
    } else if (auto error = inRange("tokens", job.datasetTokens, 0, kMaxTrainingTokens, true)) {
        return error;
    }
    if (auto error = inRange("tokens", job.datasetTokens, 0, kMaxTrainingTokens))
        return error;
    if (auto error = inRange("epochs", job.epochs, 0, kMaxEpochs, true))
        return error;
    if (auto error = inRange("training_tokens", job.datasetTokens * job.epochs, 0, kMaxTrainingTokens))
        return error;
    // An average sample of a few tokens makes the padded work explode; one token is the floor of a sample.
    if (job.averageSampleTokens != 0)
        if (auto error = inRange("average_sample_tokens", job.averageSampleTokens, 1, kMaxTrainingTokens))
            return error;
    if (auto error = inRange("checkpoint_interval_minutes", job.checkpointIntervalMinutes, 0,
                             kMaxCheckpointIntervalMinutes, true))
        return error;
    if (job.deadlineHours)
        if (auto error = inRange("deadline_hours", *job.deadlineHours, 0, kMaxHours, true))
            return error;
    if (job.budgetUsd)
        if (auto error = inRange("budget_usd", *job.budgetUsd, 0, kMaxBudgetUsd, true))
            return error;

    const PlanAssumptions& a = job.assumptions;
    if (auto error = inRange("max_instances", a.maxInstances, 1, kMaxInstances))
        return error;
    for (const std::optional<double>& mfu : a.mfuByClass)
        if (mfu)
            if (auto error = inRange("mfu_by_class", *mfu, 0, 1, true))
                return error;
    if (auto error = inRange("default_spot_interruptions_per_hour", a.defaultSpotInterruptionsPerHour, 0, 1'000))
        return error;
    if (auto error = inRange("restart_overhead_minutes", a.restartOverheadMinutes, 0, kMaxMinutes))
        return error;
    if (auto error = inRange("startup_minutes", a.startupMinutes, 0, kMaxMinutes))
        return error;
    if (auto error = inRange("checkpoint_write_gbps", a.checkpointWriteGBps, 0, 10'000, true))
        return error;
    if (auto error = inRange("dataset_bytes_per_token", a.datasetBytesPerToken, 0, 10'000, true))
        return error;
    // A margin of 90% would leave a tenth of every card; beyond that nothing is a plan.
    if (auto error = inRange("memory_margin_fraction", a.memoryMarginFraction, 0, 0.9))
        return error;
    return std::nullopt;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A measured run against the prediction (issue 33): the run's job estimated on the GPU it ran on, with its GPU count
// and layout as set, by the model alone (no calibration), beside what the log measured; and, for each term of the
// prediction, what it would have to be to explain the difference on its own. The calibration a user keeps from a
// comparison is calibrationFromComparison's; the estimate applies it (core/plan/Calibration.h).

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/memory/MemoryBreakdown.h"
#include "core/plan/Throughput.h"
#include "core/report/JobFile.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// The parts of a predicted step that the comparison names (ThroughputEstimate's time terms).
enum class StepTerm
{
    Compute,           ///< matmuls and attention
    MemoryBound,       ///< element-wise traffic, dequantization, the optimizer step
    Host,              ///< kernel launches and Python dispatch
    Communication,     ///< exposed collectives
    Offload,           ///< CPU-offload transfers and the CPU optimizer
    PipelineBubble,    ///< stages idle while the pipeline fills and drains
    ObjectiveForwards, ///< reference, old-policy, value and reward forwards
    Generation,        ///< generating completions (online RL)
};
/// Stable keys: "compute", "memory_bound", "host", "communication", "offload", "pipeline_bubble",
/// "objective_forwards", "generation".
std::string_view stepTermKey(StepTerm term);

/// One predicted term and the value it alone would need for the prediction to equal the measurement. `needed` ≤ 0:
/// the difference is larger than the term, which cannot explain it alone.
struct TimeTermChange
{
    StepTerm term = StepTerm::Compute;
    double predictedSeconds = 0;
    double neededSeconds = 0;
};
struct MemoryTermChange
{
    MemoryComponent component = MemoryComponent::Activations;
    double predictedBytes = 0;
    double neededBytes = 0;
};

struct RunComparison
{
    /// Why the run cannot be compared: no job kept with it (MissingValue "job"), a job text that no longer reads, a
    /// GPU the catalog no longer holds (UnknownGpu), a job the estimator refuses.
    std::optional<Error> error;
    JobDocument job;              ///< the run's job, on the run's GPU count
    ThroughputEstimate predicted; ///< the model's own step on the run's GPU (no calibration)
    MemoryBreakdown memory;       ///< the model's own per-GPU memory
    /// The log's step and per-GPU rate, the one derived from the other with the job's tokens per step where the log
    /// states only one; empty when the log times nothing.
    std::optional<double> measuredStepSeconds;
    std::optional<double> measuredTokensPerSecondPerGpu;
    /// Measured tokens per second over predicted: the factor a calibration keeps (> 1: the run was faster).
    std::optional<double> timeFactor;
    /// The estimate's peak of the same kind as the log's (allocated, reserved; active reads as allocated) and the
    /// measured peak less it.
    std::optional<double> predictedPeakBytes;
    std::optional<double> memoryDifferenceBytes;
    std::vector<TimeTermChange> timeTerms;     ///< terms of at least 1 % of the step, largest first
    std::vector<MemoryTermChange> memoryTerms; ///< allocated components of at least 1 % of the peak, largest first
};

/// Compares a kept run with the estimate of its job on its GPU.
RunComparison compareRun(const RunEntry& run, const Catalog& catalog);

/// What the user chooses to keep from a comparison.
struct CalibrationChoice
{
    bool withMemory = false; ///< also keep the memory difference as an offset
    bool methodOnly = true;  ///< only jobs of the run's method on this GPU (else every method)
    std::string now;         ///< ISO UTC time of keeping it
};

/// The calibration a comparison supports. Errors: the comparison's own; MissingValue "step_time" when the log
/// times nothing; OutOfRange "time_factor" beyond [kMinTimeFactor, kMaxTimeFactor] (the run is not the job);
/// MissingValue "peak_memory" when memory is asked for and the log has no peak.
Result<CalibrationEntry> calibrationFromComparison(const RunComparison& comparison, const RunEntry& run,
                                                   const CalibrationChoice& choice);

} // namespace tunefit

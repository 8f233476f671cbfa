// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user's measured runs and the calibrations taken from them (issue 33), kept in the catalog's `runs` and
// `calibrations` tables so that a team catalog shares them like its other rows. A run keeps the figures its log gave
// (core/runs/RunLog.h) and the job it ran as a job file's text, so that a later Tunefit compares it with its own
// estimator. A calibration is the user's decision to trust one run for jobs of its kind on one GPU.

#include "core/Result.h"
#include "core/catalog/CatalogTypes.h"
#include "core/runs/RunLog.h"
#include "core/training/TrainingSetup.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// One row of the `runs` table.
struct RunEntry
{
    std::string id;       ///< the name the user picks the run by, unique in the catalog
    MeasuredRun measured; ///< the log's figures (format, steps, step time, rates, peak memory and which peak)
    std::string logName;  ///< the log's file name as given (no folder), for the user's recognition
    std::string gpu;      ///< the catalog GPU it ran on
    int gpuCount = 1;     ///< GPUs the run used (the layout's product)
    /// The job it ran, as a job file's text (core/report/JobFile.h), at most kMaxRunJobBytes; empty: no config was
    /// given, and the run can be listed but not compared or calibrated.
    std::string jobJson;
    std::string addedAt; ///< ISO UTC time the run was added
    RowOrigin origin = RowOrigin::UserAdded;
    int64_t rowVersion = 0; ///< the stored row's version when read (0 = new or unknown); see CatalogStore

    bool operator==(const RunEntry&) const = default;
};

/// One row of the `calibrations` table: for jobs on `gpu` (and of `method` where set), predicted time is divided by
/// `timeFactor` and predicted peak memory raised by `memoryOffsetBytes`. At most one row per GPU and method scope.
struct CalibrationEntry
{
    std::string gpu;              ///< the catalog GPU it applies to
    std::optional<Method> method; ///< the jobs it applies to; nullopt = every method on this GPU
    double timeFactor = 1;        ///< measured tokens per second over predicted, in [kMinTimeFactor, kMaxTimeFactor]
    std::optional<double> memoryOffsetBytes; ///< measured peak less predicted; nullopt = memory left as estimated
    std::string runId;                       ///< the run it was taken from (kept when the run is removed)
    std::string runSummary;                  ///< that run in words at the time: log name, model, date (for every view)
    std::string createdAt;                   ///< ISO UTC time it was kept
    RowOrigin origin = RowOrigin::UserAdded;
    int64_t rowVersion = 0;

    bool operator==(const CalibrationEntry&) const = default;
};

/// The largest job text a run keeps (a job file is a few kilobytes) and the longest id, name and summary.
inline constexpr int64_t kMaxRunJobBytes = int64_t(256) << 10;
inline constexpr size_t kMaxRunIdLength = 200;
inline constexpr size_t kMaxRunTextLength = 2000;
/// A factor outside these bounds is no calibration but a mismatch (another job, another card, a broken log): a run 5×
/// slower or faster than predicted says the run is not the job, not that the card is slower.
inline constexpr double kMinTimeFactor = 0.2;
inline constexpr double kMaxTimeFactor = 5.0;

/// Equal as the user sees them: origin and rowVersion are not compared.
bool sameData(const RunEntry& a, const RunEntry& b);
bool sameData(const CalibrationEntry& a, const CalibrationEntry& b);

/// Checks a row before it is written: ids and names (id, gpu_name, run_id) non-empty, one line, without spaces around
/// them and within kMaxRunIdLength; other texts (log_name, run_summary, logged_gpu_name) one line within
/// kMaxRunTextLength; all valid UTF-8; times ISO or empty; GPU counts 1 to 100,000; the log's figures and counts
/// finite, not negative and at most 1e15; the job text within kMaxRunJobBytes (OutOfRange) and without NUL; the time
/// factor within [kMinTimeFactor, kMaxTimeFactor] and the memory offset within 1 TiB either way (OutOfRange, with
/// Error::allowed). The first problem, with its field (the column's name). Whether the GPU is in the catalog is the
/// caller's to check.
std::optional<Error> validateRunEntry(const RunEntry& entry);
std::optional<Error> validateCalibrationEntry(const CalibrationEntry& entry);

} // namespace tunefit

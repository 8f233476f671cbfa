// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A run to keep, from the files a user has (issue 33): the training log, the config it ran (a training stack's config
// or a Tunefit job file) and what the log may not say (the GPU, their count). One function for the window's Runs
// dialog and `tunefit runs add`.

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/report/JobFile.h"

#include <optional>

#include <string>

namespace tunefit {

/// The input a refusal concerns, so a form marks that field.
enum class RunInput
{
    Log,
    Config,
    Gpu,
    GpuCount,
};

struct RunFiles
{
    std::string logPath;
    std::string configPath;         ///< the run's training config or Tunefit job file; empty (and no job): none
    std::optional<JobDocument> job; ///< the job itself (the window's), instead of a file
    std::string model;              ///< the model, where the config's does not resolve; empty = the config's
    std::string gpu;                ///< catalog GPU; empty = the one the log names, where the catalog knows it
    int gpuCount = 0;               ///< 0 = the world size the log states, else the config's GPU count
    std::string id;                 ///< empty = the log's file name without its extension, numbered when taken
    std::string now;                ///< ISO UTC time the run is added
};

/// Reads the log and the config into a run to keep; `failed` receives the input a refusal concerns. Errors: the log's
/// (RunLog.h); the config's (CannotOpen, an importer's error, an unresolved model named with its field); UnknownGpu
/// "gpu"; MissingOption "gpu" when none is given and the log names no catalog GPU (detail: the log's device name);
/// OutOfRange "gpus". A config without max_steps trains the steps the log reached. Without a config or job the run
/// is kept to be listed (its figures), not compared or calibrated.
Result<RunEntry> runFromFiles(const RunFiles& files, const Catalog& catalog, RunInput* failed = nullptr);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ImportedJob.h"
#include "core/plan/Planner.h"

#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// The plan option a config is written for, and its estimate (for the header comment). The GPU count, sharding and
/// offload written are the job's parallel layout, which the caller sets to the option's.
struct ExportPlan
{
    std::string gpuName;         ///< the card, e.g. "H100 SXM 80GB"; empty = not chosen
    double perGpuPeakGiB = 0;    ///< the estimate's per-GPU peak (allocated)
    std::optional<double> hours; ///< the plan's wall time
    std::optional<double> costUsd;
};

/// One file an export writes; a config that names another (an axolotl YAML naming its DeepSpeed JSON) comes with it.
struct ExportedFile
{
    std::string name; ///< file name, relative to the main file's folder ("" for the main file)
    std::string contents;
};

/// The stacks export writes: axolotl, llama-factory, deepspeed, accelerate, torchtune.
bool canExport(Stack stack);

/// Writes `job` as a config of `stack` reproducing what Tunefit assumed, with a comment header naming the plan and its
/// estimate (JSON: a "_comment" key). `mainName` is the file name the main file gets (the DeepSpeed JSON an axolotl or
/// LLaMA-Factory YAML names is written beside it). Error Unsupported for a stack it does not write.
Result<std::vector<ExportedFile>> exportTrainingConfig(const Job& job, Stack stack, const ExportPlan& plan,
                                                       const std::string& mainName);

} // namespace tunefit

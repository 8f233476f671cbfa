// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/evaluate/Evaluation.h"
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
    std::string offer; ///< "RunPod 8x_H100_SXM": provider and instance type; empty = no offer chosen
};

/// One file an export writes; a config that names another (an axolotl YAML naming its DeepSpeed JSON) comes with it.
struct ExportedFile
{
    std::string name; ///< file name, relative to the main file's folder ("" for the main file)
    std::string contents;
};

/// A job laid out for export and the figures its header names.
struct PlannedExport
{
    Job job;
    ExportPlan plan;
};

/// The job as plan option `option` of `evaluation` lays it out (GPU count, sharding, offload and sequence split of the
/// estimate the planner used), with that option's per-GPU memory, hours and cost: the figures the Offers tab and
/// `tunefit plan` show, taken from the one evaluation, not recomputed.
PlannedExport exportForOption(const Evaluation& evaluation, const Catalog& catalog, const PlanOption& option);
/// The job's own layout with its own estimate's per-GPU peak (no offer chosen); `gpuName` is named in the header.
PlannedExport exportForJob(const Evaluation& evaluation, const std::string& gpuName);
/// The best-ranked runnable option of `evaluation` on the catalog GPU `gpuName`, with `gpus` GPUs when above 0; null
/// when none runs.
const PlanOption* bestOptionOn(const Evaluation& evaluation, const Catalog& catalog, std::string_view gpuName,
                               int gpus);

/// The stacks export writes: axolotl, llama-factory, deepspeed, accelerate, torchtune.
bool canExport(Stack stack);

/// Writes `job` as a config of `stack` reproducing what Tunefit assumed, with a comment header naming the plan and its
/// estimate (JSON: a "_comment" key). `mainName` is the file name the main file gets (the DeepSpeed JSON an axolotl or
/// LLaMA-Factory YAML names is written beside it). Error Unsupported for a stack it does not write.
Result<std::vector<ExportedFile>> exportTrainingConfig(const Job& job, Stack stack, const ExportPlan& plan,
                                                       const std::string& mainName);

} // namespace tunefit

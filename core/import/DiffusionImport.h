// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionJob.h"

#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// An image or video training config read into a job (issue 34), with what the reading did, line by line.
struct DiffusionImport
{
    DiffusionJob job;
    std::string stack;             ///< "ai-toolkit", "kohya sd-scripts", "musubi-tuner", "SimpleTuner", "diffusers"
    std::vector<std::string> read; ///< "key = value → what it set"
    std::vector<std::string> defaulted; ///< settings the file did not state, at the stack's documented default
    std::vector<std::string> ignored;   ///< keys that matter to training but Tunefit does not model
};

/// Reads a training config of an image or video fine-tuning stack, recognised by its content (never its name):
/// an ostris ai-toolkit YAML (config.process[0]), a kohya sd-scripts or musubi-tuner launch command or
/// --config_file TOML (with the --dataset_config TOML it names, looked up beside `fileName`), a SimpleTuner
/// config.json, or a diffusers example script's command line. The model goes through findDenoiser; every value
/// is range-checked and the job passes checkDiffusionJob.
/// Errors: UnknownPreset (the model), UnknownValue (an enum key the stack has but Tunefit does not model),
/// OutOfRange, InvalidValue, Unsupported, WrongFormat (no known stack), FileTooLarge, MalformedYaml, IncludeRefused.
Result<DiffusionImport> diffusionJobFromConfig(std::string_view text, const std::string& fileName,
                                               const DenoiserLibrary& library);

/// The stacks a job can be written for.
enum class DiffusionStack
{
    AiToolkit,
    Kohya,
    Musubi,
    SimpleTuner,
    Diffusers
};

/// Writes the job as the stack's config file: an ai-toolkit YAML, a kohya sd-scripts or musubi-tuner
/// --config_file TOML (flat `key = value`), a SimpleTuner config.json. Errors: Unsupported (detail: the setting the
/// stack cannot express, e.g. swapped blocks in ai-toolkit, NF4 in kohya; diffusers has no config file).
Result<std::string> exportDiffusionConfig(const DiffusionJob& job, DiffusionStack stack);

/// musubi-tuner keeps resolution, frames and batch in a dataset TOML (--dataset_config); the config_file from
/// exportDiffusionConfig names it "dataset.toml". Errors: Unsupported for every other stack.
Result<std::string> exportDiffusionDatasetConfig(const DiffusionJob& job, DiffusionStack stack);

} // namespace tunefit

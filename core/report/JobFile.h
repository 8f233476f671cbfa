// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DiffusionJob.h"
#include "core/plan/Planner.h"

#include <QJsonObject>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// The job file format: `*.tunefit.json`, {"format": "tunefit-job", "version": N, ...}. Every enum is written by its
/// stable key (training/EnumKeys.h). Version 1 is the first; newer readers keep reading every older version.
/// Version 2 adds the objective (setup.objective) and the architecture facts of issue 14 (latent attention, vision
/// tower, sliding layers, sinks, clamped SwiGLU, MTP blocks, router bias): a version-1 reader would drop them silently
/// and estimate a DPO or GRPO job as SFT, so it must refuse the file instead. A version-1 file reads as SFT.
/// Version 3 adds the run mechanisms (setup.optimizer_in_backward, setup.tiled_mlp, parallel.sequence_parallel,
/// parallel.sequence_parallel_degree); absent, they are off, so a version-1 or -2 file reads as it did.
/// Version 4 adds the images of a vision-language job (setup.images: per_sample, tokens_per_image,
/// train_vision_tower) and the tower's token_merge and image_tokens; absent, a job has no images and a custom tower
/// one patch per token and no default image size.
/// Version 5 adds the model-parallel layout (parallel.tensor_parallel, pipeline_parallel, virtual_pipeline_stages,
/// expert_parallel, expert_tensor_parallel, megatron_sequence_parallel); absent, every degree is 1: no model
/// parallelism, as older files meant. Versions 6-8 add the expert kernel, the mean completion length and the
/// engine's tensor parallelism; version 9 the objective's reward model on the GPU (setup.objective.reward_model_on_gpu,
/// and the online_dpo objective key): absent, none besides PPO's, as older files meant; a version-8 reader would drop
/// it and estimate without the reward model's weights and forwards, so it must refuse the file. Version 10 adds the
/// low-precision recipe (setup.low_precision: recipe, param_gather): absent, none; a version-9 reader would time an
/// FP8 job at the 16-bit rate, so it must refuse the file. Version 11 adds the blocks kept in the compute type under
/// the recipe (setup.low_precision.sixteen_bit_blocks_at_start, _at_end) and quantization-aware training (setup.qat:
/// scheme, group_size): absent, none and no QAT; a version-10 reader would time and size those blocks in the recipe
/// and drop the fake quantization's weight copies and passes, so it must refuse the file. Version 12 adds the task the
/// window shows ("task": language_model, image or video) and the image or video job ("diffusion",
/// DiffusionJobFile.h); absent, a language-model job and no image or video job; a version-11 reader would open an
/// image job as the language-model job beside it, so it must refuse the file.
inline constexpr std::string_view kJobFileFormat = "tunefit-job";
inline constexpr int kJobFileVersion = 12;

/// What the job of a file is (issue 34): the language-model job, or the image or video job it also holds.
enum class JobTask
{
    LanguageModel,
    Image,
    Video
};

/// A saved job: the planner's Job, where its model came from, and the offers the user picked for comparison.
struct JobDocument
{
    Job job;
    /// Bundled preset the model is (model/Presets.h); empty = an imported or edited architecture, stored in full.
    std::string presetId;
    std::vector<int64_t> chosenOfferIds; ///< Offer::id of the offers chosen for the side-by-side comparison
    JobTask task = JobTask::LanguageModel;
    std::optional<DiffusionJob> diffusion; ///< the image or video job; set with task Image or Video
};

/// A document of the job alone: no preset named, no offers chosen, no image or video job.
inline JobDocument jobDocumentOf(const Job& job)
{
    JobDocument document;
    document.job = job;
    return document;
}

/// The document as indented JSON (UTF-8).
std::string writeJobFile(const JobDocument& document);
/// The job file's "setup" and "parallel" objects, as writeJobFile writes them (`tunefit fit --json`).
QJsonObject jobSetupObject(const TrainingSetup& setup);
QJsonObject jobParallelObject(const Parallelism& parallel);

/// Parses a job file. Errors (codes, no prose): "malformed_json", "wrong_format", "unsupported_version" (detail: the
/// version found), "missing_key", "wrong_type", "unknown_value", "unknown_preset" (field = the JSON key path).
Result<JobDocument> readJobFile(std::string_view json);

/// Equal in every field the file stores (for round-trip checks and the unsaved-change marker).
bool sameJob(const JobDocument& a, const JobDocument& b);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionJob.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tunefit {

/// The job setting a line of an import decided.
enum class DiffusionImportSetting : uint8_t
{
    Model,
    Method,
    Rank,
    LokrFactor,
    LoraDropout,
    LoraTargets,
    Resolution,
    Frames,
    Batch,
    Accumulation,
    Steps,
    Precision,
    TextEncoderPrecision,
    QuantizeDenoiser,     ///< ai-toolkit's model.quantize: whether qtype applies
    QuantizeTextEncoders, ///< ai-toolkit's model.quantize_te
    SixteenBitWeights,    ///< a kohya fine-tune's --full_bf16/--full_fp16
    Optimizer,
    EightBitAdam, ///< kohya's --use_8bit_adam
    Bf16Adapters,
    Attention,
    PromptTokens,
    Checkpointing,
    FusedBackward,
    ActivationOffload,
    BlocksSwapped,
    TextEncoders,
    Vae,
    HelpersOffloaded, ///< diffusers' --offload: text encoders and VAE in CPU RAM between uses
    DatasetConfig     ///< musubi-tuner's and kohya's --dataset_config, read for its own settings
};

/// What a line adds to the value it gives, or why a key is not modelled.
enum class DiffusionImportNote : uint8_t
{
    None,
    LargestBucket,        ///< a list of bucket sides: the largest sets the memory
    LongestClip,          ///< a list of frame counts: the longest sets the memory
    FamilyDefaultFlavour, ///< SimpleTuner: no model_flavour, the family's default
    ByFileName,           ///< a local weights file recognised by its name
    ScriptModel,          ///< a local weights file: the model the training script trains (detail: what says so)
    NoNetwork,            ///< no network or network_module: a full fine-tune
    TunefitsValue,        ///< the stack's default depends on what the file cannot tell: Tunefit's value stands
    ModelsDefault,        ///< the stack has no default: the model's
    StackCachesHelpers,   ///< the stack trains on text embeddings and latents it cached before
    StackPadsPrompts,     ///< SimpleTuner pads this family's prompts to its own length, whatever the file says
    StackCapsPrompts,     ///< SimpleTuner caps SD3's T5 at 154 tokens
    FramesInDataBackend,  ///< SimpleTuner keeps num_frames in its data backend config, not read
    NotFoundBesideConfig, ///< the dataset config is not beside the config: the stack's dataset defaults
    NearestTargets,       ///< the listed modules are not exactly one set: estimated as the nearest
    LoadTimeQuantization, ///< not modelled: quantizing on the CPU while loading (the load-time peak)
    LayerOffloading,      ///< not modelled: layers offloaded to CPU RAM
    TextEncoderTraining,  ///< not modelled: training the text encoder
    Ema,                  ///< not modelled: the EMA copy of the trained weights
    LycorisAsLokr,        ///< a LyCORIS config: taken as LoKr at Tunefit's factor
    SixteenBitAdapter,    ///< not modelled: an adapter stored in BF16/FP16 without Tunefit's compensation buffer
    ClassImages           ///< not modelled: prior preservation's class images in each batch
};

enum class DiffusionImportKind : uint8_t
{
    Read,         ///< the file states it
    StackDefault, ///< the file does not: the stack's documented default
    NotModelled   ///< a key that matters to training but Tunefit does not model
};

/// The value a line gives its setting, in the job's own types (a model's library key as text).
using DiffusionImportValue =
    std::variant<std::monostate, int64_t, double, bool, DiffusionMethod, DenoiserPrecision, DiffusionOptimizer,
                 DiffusionAttention, HelperPlacement, LoraTargets, std::pair<int, int>, std::string>;

/// One line of what an import did: the file's key and value as written (never translated), the setting it decided
/// and the value it gave. present/DiffusionImportWording says it in the user's language.
struct DiffusionImportLine
{
    DiffusionImportKind kind = DiffusionImportKind::Read;
    std::string key;   ///< as the file or the stack spells it
    std::string value; ///< as written (lists as "[a, b]", cut to 80 characters), or the stack's default
    int line = 0;      ///< 1-based in the file; 0 for a default
    std::optional<DiffusionImportSetting> setting; ///< none for a key that is not modelled
    DiffusionImportValue result;
    DiffusionImportNote note = DiffusionImportNote::None;
    std::string detail; ///< the note's fact where it has one: the script or key that names the model
    std::string file;   ///< where it was read when not the imported file: the dataset config it names
};

/// An image or video training config read into a job (issue 34), with what the reading did, line by line.
struct DiffusionImport
{
    DiffusionJob job;
    std::string stack; ///< "ai-toolkit", "kohya sd-scripts", "musubi-tuner", "SimpleTuner", "diffusers"
    std::vector<DiffusionImportLine> lines;

    size_t count(DiffusionImportKind kind) const;
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

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Planner.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// The training stacks whose configuration files Tunefit reads (and, for some, writes).
enum class Stack
{
    Axolotl,
    LlamaFactory,
    Torchtune,
    Trl,        ///< TRL CLI YAML, TRL command lines and TrainingArguments-style JSON/YAML
    Accelerate, ///< accelerate launcher config (YAML or JSON)
    DeepSpeed,  ///< DeepSpeed JSON
    MsSwift,    ///< `swift sft|rlhf|pt ...` command lines
    Litgpt,     ///< litgpt config-hub YAML
    OpenRlhf,   ///< `deepspeed --module openrlhf.cli.train_*` / `python3 -m openrlhf.cli.train_*_ray` command lines
};
/// Stable keys: "axolotl", "llama-factory", "torchtune", "trl", "accelerate", "deepspeed", "ms-swift", "litgpt",
/// "openrlhf".
std::string_view stackKey(Stack stack);
std::optional<Stack> stackFromKey(std::string_view key);

/// The job fields an import fills; the keys are those of the shared train-configs INDEX.csv columns.
enum class JobField
{
    Model,
    Objective,
    Method,
    Quant,
    LoraRank,
    LoraAlpha,
    LoraDropout,
    LoraTargets,
    Precision,
    Optimizer,
    MicroBatch,
    GradAccum,
    SeqLen,
    Packing,
    GradCkpt,
    Attention,
    Loss,
    NumGpus,
    Sharding,
    Offload,
    Epochs,
    TiledMlp,            ///< "true" / "false"
    OptimizerInBackward, ///< "true" / "false"
    SequenceParallel,    ///< sequenceParallelKeys()
    SpDegree,            ///< GPUs one sequence is split over
    TensorParallel,      ///< Megatron tensor-parallel degree
    PipelineParallel,    ///< pipeline stages
    VirtualStages,       ///< interleaved virtual pipeline stages per GPU
    ExpertParallel,      ///< GPUs the routed experts are divided over
    ExpertTensorParallel,
    MegatronSp,              ///< "true" / "false": Megatron sequence parallelism with tensor parallelism
    LowPrecision,            ///< lowPrecisionKeys(): the FP8/FP4 recipe of the linears
    PrecisionParamGather,    ///< "true" / "false": parameters gathered in the recipe's format
    SixteenBitBlocksAtStart, ///< blocks at the start kept in the compute type under the recipe
    SixteenBitBlocksAtEnd,   ///< blocks at the end kept in the compute type under the recipe
    OptimizerState,          ///< optimizerStateKeys(): the type the optimizer's moments are stored in
    Qat,                     ///< qatSchemeKeys(): quantization-aware training's fake quantization
    QatGroupSize,            ///< elements per QAT weight scale
};
inline constexpr int kJobFieldCount = 38;
std::string_view jobFieldKey(JobField field); ///< "model", "lora_rank", "num_gpus", ...

/// Where a value came from: a key of a file (the one imported or one it names), or the stack's documented default
/// for a key the files leave out (then `key` is the stack's name of the setting and `line` is 0).
struct ImportOrigin
{
    std::string file; ///< path as opened; empty for a stack default
    std::string key;  ///< dotted key path ("zero_optimization.stage"), or the command-line flag ("--lora_rank")
    int line = 0;     ///< 1-based; 0 = unknown or a default
    bool stackDefault = false;
    Stack stack = Stack::Axolotl; ///< whose key or default it is
};

/// One filled job field: its value in Tunefit's keys (training/EnumKeys.h; numbers in C-locale text).
struct ImportedField
{
    JobField field = JobField::Model;
    std::string value;
    ImportOrigin origin;
};

/// Why a key of the file was not used.
enum class UnusedReason
{
    NoEffect,     ///< does not change memory, time or cost (learning rate, dataset, logging, ...)
    UnknownValue, ///< a value the importer does not know for this key (no detail: a file's values are never echoed)
    Superseded,   ///< another key or file decided the field (detail: the key that did)
    NotModelled,  ///< a feature Tunefit does not model yet (sequence/tensor parallelism, fp8, ...)
    Approximated, ///< used, but mapped to the nearest thing Tunefit models (detail: what it became, as
                  ///< "field=value" in jobFieldKey and the job's value keys, or a number)
};
std::string_view unusedReasonKey(UnusedReason reason); ///< "no_effect", "unknown_value", ...

struct UnusedKey
{
    std::string file;
    std::string key;
    int line = 0;
    UnusedReason reason = UnusedReason::NoEffect;
    std::string detail;
};

/// Values the files leave to the launch or the runtime ("auto" in DeepSpeed JSON, a GPU count set by the launcher).
struct RuntimeValue
{
    std::string file;
    std::string key;
    int line = 0;
    std::string value;             ///< as written ("auto", "$NPROC"), empty for a key the files do not set at all
    std::optional<JobField> field; ///< the job field it would have filled
};

/// What a config says of the dataset's size. Configs name their datasets, not their sizes: at most a cap on the
/// samples read (LLaMA-Factory and OpenRLHF max_samples), which the front end offers as samples × sequence length.
struct DatasetHint
{
    int64_t maxSamples = 0; ///< the cap as written
    ImportOrigin origin;
};

/// Where the model's architecture came from.
enum class ModelSource
{
    NotFound, ///< neither a preset nor a config.json on this computer: the job's model is left as it was
    Preset,   ///< a bundled preset
    LocalFolder,
    HfCache, ///< $HF_HOME/hub or ~/.cache/huggingface/hub
};
std::string_view modelSourceKey(ModelSource source);

/// What an import read: the job, every field with its origin, what it could not use, and what is left to the launch.
struct ImportedJob
{
    Stack stack = Stack::Axolotl;
    Job job;
    std::vector<ImportedField> fields; ///< one per JobField filled, in JobField order
    std::vector<UnusedKey> unused;
    std::vector<RuntimeValue> leftToRuntime;
    std::optional<std::string> modelName; ///< as the file names it (Hub id or local path)
    ModelSource modelSource = ModelSource::NotFound;
    std::string presetId;           ///< the matched preset (ModelSource::Preset)
    NameResolution modelResolution; ///< the library's answer for modelName (suggestions when NotFound)
    std::string modelConfigPath;    ///< the config.json read (LocalFolder, HfCache)
    /// From model.safetensors.index.json or the safetensors headers, when present: exact count and stored dtype.
    std::optional<int64_t> safetensorsParams;
    std::string safetensorsDType;       ///< "BF16", "F32", ... (the most common dtype of the tensors)
    std::vector<std::string> files;     ///< every file read, the imported one first
    std::optional<DatasetHint> dataset; ///< the files' cap on the samples read, when they have one

    const ImportedField* field(JobField f) const;
};

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportedJob.h"

#include <span>
#include <string_view>

/// The mapping of every stack's keys to the job, and each stack's documented defaults: the one place that knows the
/// stacks' names (StackTables.cpp). The importer (ConfigImport.cpp, ConfigDerive.cpp) only combines what these tables
/// yield.
namespace tunefit::import {

/// What a key fills: a job field (same order as JobField), or a hint that decides one together with others.
enum class Slot
{
    // Job fields (JobField order)
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
    TiledMlp,
    OptimizerInBackward,
    SequenceParallel,
    SpDegree,
    TensorParallel,
    PipelineParallel,
    VirtualStages,
    ExpertParallel,
    ExpertTensorParallel,
    MegatronSp,
    LowPrecision,
    PrecisionParamGather,
    SixteenBitBlocksAtStart,
    SixteenBitBlocksAtEnd,
    OptimizerState,
    Qat,
    QatGroupSize,
    // Hints
    Bf16,
    Fp16,
    PureBf16,
    TorchDtype,
    MixedPrecision,
    Load4bit,
    Load8bit,
    QuantBits,
    QuantType,
    DoubleQuant,
    TargetLinear,
    TargetMlp,
    TargetOutput,
    TargetQ,
    TargetK,
    TargetV,
    TargetO,
    UsePeft,
    DeepSpeed,        ///< a DeepSpeed JSON path (or ms-swift's zero0..zero3[_offload] names)
    AccelerateConfig, ///< an accelerate config path
    StackConfig,      ///< a training YAML a launcher line runs (llamafactory-cli train X.yaml)
    ZeroStage,
    OffloadOptimizerDevice,
    OffloadParamDevice,
    ForceDsCpuOptimizer,
    DistributedType,
    Fsdp,         ///< axolotl's fsdp list, or a name (fsdp2)
    FsdpStrategy, ///< FULL_SHARD / SHARD_GRAD_OP / HYBRID_SHARD / NO_SHARD or 1..4
    FsdpReshard,  ///< fsdp_reshard_after_forward: a bool (FSDP2) or a strategy name (FSDP1)
    FsdpOffload,
    FsdpActivationCkpt,
    DpReplicate,
    NumMachines,
    GlobalBatch,
    Devices,
    ActivationOffload,
    DisableGradCkpt,
    RewardModel,
    RlType,
    PrefLoss,
    ModelComponent,
    OptimizerComponent,
    LossComponent,
    CheckpointDir,
    UnfrozenParameters,
    FusedLoss,
    DistributedOptimizer,
    NumGenerations,
    CompletionLength,
    ScoringModel, ///< a reward model that scores generated completions (TRL reward_model_path, ms-swift --reward_model)
    VisibleDevices,
    NprocPerNode,
    MaxSteps,      ///< optimizer steps the run stops after (Job::steps)
    UlyssesDegree, ///< a sequence-parallel degree of a stack that splits with DeepSpeed-Ulysses (all-to-all)
    RingDegree,    ///< a sequence/context-parallel degree of a stack that splits with ring attention
    ChunkedLoss,   ///< a switch for a chunked cross-entropy
    Verb,          ///< the command of a launch line ("swift rlhf", "trl dpo")
    Fp8,           ///< a switch that turns FP8 training on (axolotl, LLaMA-Factory fp8)
    Fp8Backend,    ///< the library an FP8 switch runs: te, torchao/ao, auto (LLaMA-Factory, accelerate fp8_config)
    Fp8Format,     ///< Megatron --fp8-format (e4m3, hybrid): FP8 is on
    Fp8Recipe,     ///< Megatron --fp8-recipe: delayed, tensorwise, blockwise, mxfp8
    Fp4Recipe,     ///< Megatron --fp4-recipe: nvfp4
    FirstLastLayersBf16, ///< Megatron --first-last-layers-bf16: the counts below apply
    Bf16LayersAtStart,   ///< Megatron --num-layers-at-start-in-bf16 (default 1)
    Bf16LayersAtEnd,     ///< Megatron --num-layers-at-end-in-bf16 (default 1)
    Fp4Format,           ///< Megatron --fp4-format (e2m1): FP4 is on
    MegatronExtraKwargs, ///< ms-swift --megatron_extra_kwargs: a JSON object of Megatron-Core arguments
                         // Megatron's precision-aware optimizer (Transformer Engine's FusedAdam): its switch and the
                         // dtypes it sets.
    PrecisionAwareOptimizer,
    ExpAvgDtype,        ///< --exp-avg-dtype: fp32, fp16, bf16, fp8
    ExpAvgSqDtype,      ///< --exp-avg-sq-dtype: fp32, fp16, bf16, fp8
    MainParamsDtype,    ///< --main-params-dtype: fp32, fp16
    MainGradsDtype,     ///< --main-grads-dtype: fp32, bf16
    QatActivationDtype, ///< axolotl qat.activation_dtype: int8, float8_e4m3fn (fp8, float8), ...; absent = none
    QatWeightDtype,     ///< axolotl qat.weight_dtype: int4, int8, float8_e4m3fn, nvfp4, mxfp4
    QatQuantizer,       ///< torchtune quantizer._component_ (a QAT quantizer class turns QAT on)
};
inline constexpr int kSlotCount = int(Slot::QatQuantizer) + 1;

/// How a key's value is read before the importer combines it.
enum class Read
{
    Text,      ///< as written
    Bool,      ///< "true" / "false" (YAML 1.1 spellings and Python's True/False accepted)
    Number,    ///< a finite number in C-locale text (digit underscores of YAML 1.1 accepted)
    Optimizer, ///< an optimizer name of any stack -> optimizerKeys()
    Attention, ///< an attention implementation -> attentionKeys()
    Objective, ///< a trainer / stage / rl name -> objectiveKeys()
    Method,    ///< an adapter / finetuning type -> methodKeys()
    Targets,   ///< module names or "all" -> "all_linear" or "q;k;v..." (targetKeys())
    Path,      ///< a file another file names
};

/// One key of a stack: the key as the stack spells it (dotted for nested maps; a command line's flag without its
/// dashes), what it fills, how it is read. Earlier rules win over later ones for the same slot.
struct KeyRule
{
    std::string_view key;
    Slot slot;
    Read read = Read::Text;
};

/// A stack's documented default for a field its file leaves out: the value (Tunefit's key), and the stack's own name of
/// the setting (what the import shows as the origin).
struct StackDefault
{
    Slot slot;
    std::string_view value;
    std::string_view key;
};

std::span<const KeyRule> keyRules(Stack stack);
std::span<const StackDefault> stackDefaults(Stack stack);

/// Keys known to have no effect on memory, time or cost (learning rate, dataset, logging): reported as "no effect"
/// rather than as keys the importer does not know. Prefix match on the dotted key.
bool isNoEffectKey(Stack stack, std::string_view key);

/// Stack vocabulary to Tunefit keys; nullopt = unknown value.
std::optional<std::string_view> optimizerFromName(std::string_view name);
std::optional<std::string_view> attentionFromName(std::string_view name);
std::optional<std::string_view> objectiveFromName(std::string_view name);
std::optional<std::string_view> methodFromName(std::string_view name);
/// One module name ("q_proj", "output_proj", "w2", "fc_in") as a target key ("q", "o", "down", "up").
std::optional<std::string_view> targetFromModule(std::string_view module);

/// ms-swift's bundled DeepSpeed config names (`--deepspeed zero2`): ZeRO stage and whether it offloads.
struct NamedDeepSpeed
{
    std::string_view name;
    int stage;
    std::string_view offload; ///< offloadKeys()
};
std::span<const NamedDeepSpeed> msSwiftDeepSpeedNames();

} // namespace tunefit::import

// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/ErrorWording.h"

#include "present/CatalogWording.h"
#include "present/Format.h"

#include <QLocale>
#include <QStringList>

#include <cmath>
#include <map>

namespace tunefit::present {

namespace {

/// The job's own fields as the estimator and the job checks name them (core/memory/MemoryEstimator.cpp
/// validateInputs, core/plan/JobChecks.cpp validateJob), in the words of the job panel.
QString jobFieldName(const std::string& field)
{
    static const std::map<std::string, const char*> kNames = {
        {"micro_batch", QT_TRANSLATE_NOOP("ErrorWording", "Micro-batch size")},
        {"seq_len", QT_TRANSLATE_NOOP("ErrorWording", "Sequence length")},
        {"tokens_per_micro_batch", QT_TRANSLATE_NOOP("ErrorWording", "Tokens per micro-batch")},
        {"grad_accumulation", QT_TRANSLATE_NOOP("ErrorWording", "Gradient accumulation steps")},
        {"base_quant", QT_TRANSLATE_NOOP("ErrorWording", "Base-model quantization")},
        {"lora_rank", QT_TRANSLATE_NOOP("ErrorWording", "Rank")},
        {"lora_targets", QT_TRANSLATE_NOOP("ErrorWording", "Target modules")},
        {"lora_dropout", QT_TRANSLATE_NOOP("ErrorWording", "Dropout")},
        {"lora_alpha", QT_TRANSLATE_NOOP("ErrorWording", "Alpha")},
        {"virtual_tokens", QT_TRANSLATE_NOOP("ErrorWording", "Virtual tokens")},
        {"adapter_layers", QT_TRANSLATE_NOOP("ErrorWording", "Adapter layers")},
        {"bottleneck", QT_TRANSLATE_NOOP("ErrorWording", "Bottleneck width")},
        {"trainable_last_layers", QT_TRANSLATE_NOOP("ErrorWording", "Trainable last layers")},
        {"sixteen_bit_blocks_at_start", QT_TRANSLATE_NOOP("ErrorWording", "16-bit blocks at the start")},
        {"sixteen_bit_blocks_at_end", QT_TRANSLATE_NOOP("ErrorWording", "16-bit blocks at the end")},
        {"gpus", QT_TRANSLATE_NOOP("ErrorWording", "Number of GPUs")},
        {"gpus_per_node", QT_TRANSLATE_NOOP("ErrorWording", "GPUs per node")},
        {"sharding", QT_TRANSLATE_NOOP("ErrorWording", "Sharding")},
        {"sequence_parallel_degree", QT_TRANSLATE_NOOP("ErrorWording", "Sequence-parallel degree")},
        {"tensor_parallel", QT_TRANSLATE_NOOP("ErrorWording", "Tensor parallel (TP)")},
        {"pipeline_parallel", QT_TRANSLATE_NOOP("ErrorWording", "Pipeline parallel (PP)")},
        {"virtual_pipeline_stages", QT_TRANSLATE_NOOP("ErrorWording", "Virtual pipeline stages (VPP)")},
        {"expert_parallel", QT_TRANSLATE_NOOP("ErrorWording", "Expert parallel (EP)")},
        {"expert_tensor_parallel", QT_TRANSLATE_NOOP("ErrorWording", "Expert tensor parallel (ETP)")},
        {"megatron_sequence_parallel", QT_TRANSLATE_NOOP("ErrorWording", "Megatron sequence parallelism")},
        {"steps", QT_TRANSLATE_NOOP("ErrorWording", "Optimizer steps")},
        {"tokens", QT_TRANSLATE_NOOP("ErrorWording", "Training tokens per epoch")},
        {"epochs", QT_TRANSLATE_NOOP("ErrorWording", "Epochs")},
        {"training_tokens", QT_TRANSLATE_NOOP("ErrorWording", "Training tokens over all epochs")},
        {"average_sample_tokens", QT_TRANSLATE_NOOP("ErrorWording", "Average sample length (tokens)")},
        {"checkpoint_interval_minutes", QT_TRANSLATE_NOOP("ErrorWording", "Checkpoint interval (minutes)")},
        {"deadline_hours", QT_TRANSLATE_NOOP("ErrorWording", "Deadline (hours)")},
        {"budget_usd", QT_TRANSLATE_NOOP("ErrorWording", "Budget (USD)")},
        {"max_instances", QT_TRANSLATE_NOOP("ErrorWording", "Instances at most")},
        {"mfu_by_class", QT_TRANSLATE_NOOP("ErrorWording", "Model FLOPs utilisation")},
        {"default_spot_interruptions_per_hour", QT_TRANSLATE_NOOP("ErrorWording", "Spot interruptions per hour")},
        {"restart_overhead_minutes", QT_TRANSLATE_NOOP("ErrorWording", "Restart time after an interruption (minutes)")},
        {"startup_minutes", QT_TRANSLATE_NOOP("ErrorWording", "Start-up time (minutes)")},
        {"checkpoint_write_gbps", QT_TRANSLATE_NOOP("ErrorWording", "Checkpoint write speed (GB/s)")},
        {"dataset_bytes_per_token", QT_TRANSLATE_NOOP("ErrorWording", "Dataset bytes per token")},
        {"memory_margin_fraction", QT_TRANSLATE_NOOP("ErrorWording", "Memory kept free")},
        {"parameters", QT_TRANSLATE_NOOP("ErrorWording", "Parameters")},
        {"objective", QT_TRANSLATE_NOOP("ErrorWording", "Objective")},
        {"reference_model", QT_TRANSLATE_NOOP("ErrorWording", "Reference model")},
        {"group_size", QT_TRANSLATE_NOOP("ErrorWording", "Group size")},
        {"completion_len", QT_TRANSLATE_NOOP("ErrorWording", "Completion length")},
        {"mean_completion_len", QT_TRANSLATE_NOOP("ErrorWording", "Mean completion length")},
        {"generation_batch", QT_TRANSLATE_NOOP("ErrorWording", "Completions generated together")},
        {"generation_tokens", QT_TRANSLATE_NOOP("ErrorWording", "Tokens generated together")},
        {"engine_memory_fraction", QT_TRANSLATE_NOOP("ErrorWording", "Engine memory share")},
        {"engine_tensor_parallel", QT_TRANSLATE_NOOP("ErrorWording", "Engine tensor parallelism")},
        {"engine_gpu_memory_gib", QT_TRANSLATE_NOOP("ErrorWording", "Memory of the engine's GPU (GiB)")},
        {"images_per_sample", QT_TRANSLATE_NOOP("ErrorWording", "Images per sample")},
        {"tokens_per_image", QT_TRANSLATE_NOOP("ErrorWording", "Tokens per image")},
        {"image_tokens_per_sample", QT_TRANSLATE_NOOP("ErrorWording", "Image tokens per sample")},
        {"train_vision_tower", QT_TRANSLATE_NOOP("ErrorWording", "Train the vision tower")},
    };
    const auto it = kNames.find(field);
    return it == kNames.end() ? QString() : QCoreApplication::translate("ErrorWording", it->second);
}

using KeyedSentences = std::map<std::string, const char*, std::less<>>;

/// A "key|fact|fact" detail as its table's sentence, the facts in its %1, %2, … (whole numbers in the user's
/// locale); empty for a key the table lacks.
QString keyedText(const KeyedSentences& sentences, const std::string& detail)
{
    const QStringList parts = QString::fromStdString(detail).split(QLatin1Char('|'));
    const auto it = sentences.find(parts.front().toStdString());
    if (it == sentences.end())
        return {};
    QString text = QCoreApplication::translate("ErrorWording", it->second);
    for (qsizetype i = 1; i < parts.size(); ++i) {
        bool number = false;
        const qlonglong value = parts[i].toLongLong(&number);
        text = text.arg(number ? QLocale().toString(value) : parts[i]);
    }
    return text;
}

/// What an image or video trainer cannot express or refuses (core/import/DiffusionExport.cpp, DiffusionKohya.cpp): the
/// rule's key and the facts it names ("stack_no_block_swap|ai-toolkit"), in words; numbers in the user's locale.
QString stackRuleText(const std::string& detail)
{
    static const KeyedSentences kRules = {
        {"stack_one_dtype", QT_TRANSLATE_NOOP("ErrorWording", "the trainer loads the text encoders in the denoiser's "
                                                              "data type and has no setting for another")},
        {"stack_networks_adapt_every_linear",
         QT_TRANSLATE_NOOP("ErrorWording", "%1's networks adapt every linear of the blocks, not a set of them")},
        {"stack_no_helper_offload",
         QT_TRANSLATE_NOOP("ErrorWording", "%1 does not keep the text encoders or the VAE in CPU RAM")},
        {"stack_no_prompt_length", QT_TRANSLATE_NOOP("ErrorWording", "%1 sets no prompt length for %2 in its config")},
        {"stack_no_block_swap", QT_TRANSLATE_NOOP("ErrorWording", "%1's config swaps no blocks to CPU RAM")},
        {"stack_no_flash3", QT_TRANSLATE_NOOP("ErrorWording", "%1 has no FlashAttention-3 setting")},
        {"stack_square_resolution", QT_TRANSLATE_NOOP("ErrorWording", "%1's resolution is one side of a square")},
        {"stack_quanto_not_nf4", QT_TRANSLATE_NOOP("ErrorWording", "ai-toolkit quantizes with optimum-quanto "
                                                                   "(qfloat8, qint8), not NF4")},
        {"stack_fp8_only",
         QT_TRANSLATE_NOOP("ErrorWording", "%1 stores the frozen weights in FP8 only (--fp8_base), not %2")},
        {"stack_kohya_images_only",
         QT_TRANSLATE_NOOP("ErrorWording", "kohya sd-scripts trains image models; musubi-tuner trains video models")},
        {"stack_no_fp8_text_encoders",
         QT_TRANSLATE_NOOP("ErrorWording", "%1 has no FP8 setting for the text encoders")},
        {"stack_offload_beside_swap", QT_TRANSLATE_NOOP("ErrorWording", "kohya sd-scripts refuses "
                                                                        "--cpu_offload_checkpointing beside "
                                                                        "--blocks_to_swap")},
        {"stack_not_a_musubi_model", QT_TRANSLATE_NOOP("ErrorWording", "musubi-tuner does not train %1")},
        {"stack_musubi_networks_only", QT_TRANSLATE_NOOP("ErrorWording", "musubi-tuner's scripts train networks (LoRA, "
                                                                         "LoKr), not a full fine-tune")},
        {"stack_cached_helpers_only", QT_TRANSLATE_NOOP("ErrorWording", "%1 trains on cached text encoder outputs "
                                                                        "and latents only")},
        {"stack_flux_target_image_stream", QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner's flux_lora_target has no "
                                                                             "set of the image stream's projections "
                                                                             "alone")},
        {"stack_simpletuner_attention_targets",
         QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner adapts this model's attention projections, not every linear")},
        {"stack_simpletuner_image_stream", QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner's default targets adapt "
                                                                             "the image stream's projections only")},
        {"stack_no_simpletuner_family", QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner has no model family for %1")},
        {"stack_lokr_needs_lycoris_config", QT_TRANSLATE_NOOP("ErrorWording", "LoKr needs a LyCORIS config file "
                                                                              "beside SimpleTuner's config.json")},
        {"stack_no_adafactor", QT_TRANSLATE_NOOP("ErrorWording", "%1 offers no Adafactor")},
        {"stack_frames_in_data_backend", QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner sets the frames in its data "
                                                                           "backend config, not in config.json")},
        {"stack_simpletuner_pads_prompt", QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner pads %1's prompts to %2 "
                                                                            "tokens")},
        {"stack_simpletuner_caps_sd3", QT_TRANSLATE_NOOP("ErrorWording", "SimpleTuner pads SD3's T5 prompt to at most "
                                                                         "%1 tokens (%2 with CLIP's %3)")},
        {"stack_fused_backward_kohya_only",
         QT_TRANSLATE_NOOP("ErrorWording", "only kohya sd-scripts' fine-tuning scripts fuse the optimizer step into "
                                           "backward (--fused_backward_pass)")},
        {"stack_activation_offload_stacks",
         QT_TRANSLATE_NOOP("ErrorWording", "only musubi-tuner's --gradient_checkpointing_cpu_offload and sd-scripts' "
                                           "--cpu_offload_checkpointing keep the checkpointed activations in CPU RAM")},
        {"stack_diffusers_flags_only", QT_TRANSLATE_NOOP("ErrorWording", "diffusers' example scripts take "
                                                                         "command-line flags, not a config file")},
        {"stack_dataset_config_musubi_only", QT_TRANSLATE_NOOP("ErrorWording", "only musubi-tuner keeps the "
                                                                               "resolution, frames and batch in a "
                                                                               "dataset config")},
    };
    return keyedText(kRules, detail);
}

/// What kind of file a "wrong format" error found instead of the one expected ("no_known_stack",
/// "safetensors_header_length|12"), in words; a detail that is no such key (a file's own format name) as it is.
QString formatKindText(const std::string& detail)
{
    static const KeyedSentences kKinds = {
        {"no_known_stack", QT_TRANSLATE_NOOP("ErrorWording", "it holds no training settings of a stack Tunefit reads")},
        {"python_program", QT_TRANSLATE_NOOP("ErrorWording", "it is a Python program: its settings are code, not a "
                                                             "config")},
        {"not_a_mapping", QT_TRANSLATE_NOOP("ErrorWording", "it is not a mapping of keys")},
        {"no_training_command", QT_TRANSLATE_NOOP("ErrorWording", "it holds no training command line")},
        {"not_deepspeed_config", QT_TRANSLATE_NOOP("ErrorWording", "it is not a DeepSpeed JSON config")},
        {"not_accelerate_config", QT_TRANSLATE_NOOP("ErrorWording", "it is not an accelerate config")},
        {"not_training_config", QT_TRANSLATE_NOOP("ErrorWording", "it is not a training config")},
        {"no_diffusion_config", QT_TRANSLATE_NOOP("ErrorWording", "it is no image or video trainer's config")},
        {"no_diffusion_command", QT_TRANSLATE_NOOP("ErrorWording", "it holds no image or video training command")},
        {"dataset_config_alone", QT_TRANSLATE_NOOP("ErrorWording", "it is a dataset config: import the training "
                                                                   "config that names it")},
        {"not_an_object", QT_TRANSLATE_NOOP("ErrorWording", "it is not a JSON object")},
        {"no_safetensors_header", QT_TRANSLATE_NOOP("ErrorWording", "it has no safetensors header")},
        {"truncated_safetensors_header", QT_TRANSLATE_NOOP("ErrorWording", "its safetensors header is cut short")},
        {"safetensors_header_not_object", QT_TRANSLATE_NOOP("ErrorWording", "its safetensors header is not a JSON "
                                                                            "object")},
        {"safetensors_header_length", QT_TRANSLATE_NOOP("ErrorWording", "its safetensors header claims %1 bytes")},
        {"no_run_log_format", QT_TRANSLATE_NOOP("ErrorWording", "it is no training log Tunefit reads")},
        {"no_log_history", QT_TRANSLATE_NOOP("ErrorWording", "its trainer state has no log history")},
        {"no_step_time_throughput_or_memory",
         QT_TRANSLATE_NOOP("ErrorWording", "it records no step time, throughput or memory")},
    };
    const QString text = keyedText(kKinds, detail);
    return text.isEmpty() ? boundedEcho(QString::fromStdString(detail), 80) : text;
}

/// The rule an "inconsistent" error names, in words; empty for a rule without its own sentence.
QString ruleText(const std::string& rule)
{
    if (rule.rfind("stack_", 0) == 0)
        return stackRuleText(rule);
    if (rule == "several_gpus_need_a_parallel_strategy")
        return ErrorWording::tr("several GPUs need a sharding strategy (DDP, ZeRO or FSDP)");
    if (rule == "qlora_needs_4bit")
        return ErrorWording::tr("QLoRA needs a 4-bit base model (NF4 or FP4)");
    if (rule == "full_fine_tuning_of_quantized_weights")
        return ErrorWording::tr("full fine-tuning trains every weight and cannot keep the base model quantized");
    if (rule == "adapters_disabled_needs_an_adapter_method")
        return ErrorWording::tr(
            "a reference with the adapters disabled needs an adapter method (LoRA, QLoRA, ...); full fine-tuning "
            "needs a separate frozen copy or precomputed log-probabilities");
    if (rule == "vision_tower_training_needs_full_or_targets")
        return ErrorWording::tr("the vision tower can be trained by full fine-tuning or by an adapter method with "
                                "target modules (LoRA, QLoRA, ...)");
    if (rule == "qat_needs_16_bit_base")
        return ErrorWording::tr("quantization-aware training fake-quantizes a 16-bit base: it cannot run on a "
                                "4-bit or 8-bit quantized base (QLoRA); load the base in bf16");
    if (rule == "qat_with_low_precision_recipe")
        return ErrorWording::tr("quantization-aware training and an FP8/FP4 training recipe both replace the linear "
                                "layers; no training stack runs the two together");
    if (rule == "qat_needs_full_or_lora")
        return ErrorWording::tr("quantization-aware training runs with full training or LoRA (torchtune, axolotl, "
                                "Unsloth), not with this method");
    if (rule == "fused_backward_needs_full_adafactor")
        return ErrorWording::tr("a fused backward pass steps a full fine-tune's weights with Adafactor and no gradient "
                                "accumulation (kohya's --fused_backward_pass)");
    if (rule == "activation_offload_needs_checkpointing")
        return ErrorWording::tr("activations can be kept in CPU RAM only under gradient checkpointing, which saves "
                                "them block by block (musubi-tuner's --gradient_checkpointing_cpu_offload, "
                                "sd-scripts' --cpu_offload_checkpointing)");
    if (rule == "needs_mixture_of_experts")
        return ErrorWording::tr("expert parallelism (EP, ETP) needs a Mixture-of-Experts model");
    if (rule == "url_credentials")
        return ErrorWording::tr("a price source's URL must not hold a user name or password: it would be stored in "
                                "the catalog, listed and copied into every offer it updates; use a URL without them");
    if (rule == "generation_needs_a_decoder")
        return ErrorWording::tr("PPO, GRPO, RLOO and online DPO generate completions and need a decoder-only model");
    if (rule == "online_dpo_needs_an_online_reference")
        return ErrorWording::tr("online DPO scores completions generated during training: its reference must run in "
                                "the step (a separate frozen copy, or the adapters disabled), not be precomputed or "
                                "left out");
    return {};
}

QString tooLargeText(const Error& error)
{
    const double billions = QString::fromStdString(error.detail).toDouble() / 1e9;
    const double limit = error.allowed ? error.allowed->max / 1e9 : 0;
    return ErrorWording::tr("the model has %1 billion parameters; Tunefit estimates models of up to %2 billion")
        .arg(QLocale().toString(billions, 'f', 0), QLocale().toString(limit, 'f', 0));
}

/// The ids an error suggests, quoted and joined.
QString suggestionList(const Error& error)
{
    QStringList ids;
    for (const std::string& id : error.suggestions)
        ids << ErrorWording::tr("“%1”").arg(QString::fromStdString(id));
    return QLocale().createSeparatedList(ids);
}

/// A denoiser name or config no library entry fits (core/diffusion): the ways to an answer there are a library name
/// or the config of a model built on one.
QString unknownDenoiserText(const Error& error)
{
    const QString detail = QString::fromStdString(error.detail);
    if (error.field == "denoiser_class")
        return ErrorWording::tr("the denoiser library has no model of the class %1").arg(detail);
    if (error.field == "denoiser_config" && detail.isEmpty())
        return ErrorWording::tr("the config is no denoiser of the library: it names none of the shape settings of %1")
            .arg(suggestionList(error));
    if (error.field == "denoiser_config")
        return ErrorWording::tr("the config is no denoiser of the library: it differs from %1 in %2")
            .arg(suggestionList(error), detail);
    if (error.field == "denoiser_weights" && detail.isEmpty())
        return ErrorWording::tr("the file's tensors are those of no denoiser of the library");
    if (error.field == "denoiser_weights")
        return ErrorWording::tr("the file is no denoiser of the library: its tensors differ from those of %1 in %2")
            .arg(suggestionList(error), detail);
    const QString ways = ErrorWording::tr("name one of the library (tunefit diffusion --list), or give the diffusers "
                                          "folder, config.json or single .safetensors file of a fine-tune of one");
    if (error.suggestions.empty())
        return ErrorWording::tr("the denoiser library has no “%1”: %2").arg(detail, ways);
    return ErrorWording::tr("the denoiser library has no “%1” (the nearest are %2): %3")
        .arg(detail, suggestionList(error), ways);
}

/// A name no library entry fits: the nearest entries, and the ways to an answer.
QString unknownModelText(const Error& error)
{
    if (error.field.starts_with("denoiser"))
        return unknownDenoiserText(error);
    const QString name = QString::fromStdString(error.detail);
    const QString ways = ErrorWording::tr("give the model's config.json, add it to the model library, or fetch it "
                                          "from Hugging Face");
    if (error.suggestions.empty())
        return ErrorWording::tr("the model library has no “%1”: %2").arg(name, ways);
    return ErrorWording::tr("the model library has no “%1”; the nearest are %2. Pick one of them if it is the same "
                            "architecture, or %3")
        .arg(name, suggestionList(error), ways);
}

} // namespace

QString fieldName(const std::string& field)
{
    if (field.empty())
        return {};
    if (field.starts_with("--")) // a command-line option reads as typed
        return QString::fromStdString(field);
    if (QString words = jobFieldName(field); !words.isEmpty())
        return words;
    if (QString label = fieldLabel(field); label != QString::fromStdString(field))
        return label;
    return QStringLiteral("“%1”").arg(QString::fromStdString(field));
}

/// Whole numbers in full with grouping ("1,000,000"), others with six significant digits, in the user's locale.
QString localizedNumber(double value)
{
    const QLocale locale;
    return value == std::floor(value) && std::abs(value) < 1e16 ? locale.toString(qlonglong(value))
                                                                : locale.toString(value, 'g', 6);
}

/// The value an out-of-range error echoes: a number from the core ("10000000") in the user's locale, anything else
/// as given.
QString rejectedValueText(const QString& detail)
{
    bool ok = false;
    const double value = QLocale::c().toDouble(detail, &ok);
    return ok && std::isfinite(value) ? localizedNumber(value) : detail;
}

QString allowedRangeText(const Error& error)
{
    if (!error.allowed)
        return {};
    const auto number = localizedNumber;
    if (error.allowed->excludesMin)
        return ErrorWording::tr(" (allowed: above %1, up to %2)", "the range of values a field accepts, without its "
                                                                  "lower end")
            .arg(number(error.allowed->min), number(error.allowed->max));
    return ErrorWording::tr(" (allowed: %1 to %2)", "the range of values a field accepts")
        .arg(number(error.allowed->min), number(error.allowed->max));
}

namespace {

/// A value the job, the command line or a file gives that Tunefit cannot take; empty for another code.
QString inputSentence(const Error& error, const QString& field, const QString& detail)
{
    switch (error.code) {
    case ErrorCode::MissingKey:
        return ErrorWording::tr("the entry %1 is missing").arg(field);
    case ErrorCode::MissingOption:
        return ErrorWording::tr("%1 is required").arg(field);
    case ErrorCode::MissingValue:
        return ErrorWording::tr("%1 is empty in row %2").arg(field, detail);
    case ErrorCode::MissingColumn:
        return ErrorWording::tr("the file has no column %1").arg(field);
    case ErrorCode::WrongType:
        return ErrorWording::tr("%1 should be of type %2").arg(field, detail);
    case ErrorCode::InvalidValue:
        return ErrorWording::tr("%1 has an invalid value: %2").arg(field, detail);
    case ErrorCode::UnknownValue:
        return ErrorWording::tr("%1 has an unknown value: %2").arg(field, detail);
    case ErrorCode::UnknownPreset:
        return unknownModelText(error);
    case ErrorCode::AmbiguousModel:
        return ErrorWording::tr("“%1” fits several models of the library: %2; name one of them")
            .arg(detail, suggestionList(error));
    case ErrorCode::UnknownGpu:
        return ErrorWording::tr("the catalog has no GPU “%1”").arg(detail);
    case ErrorCode::OutOfRange:
        return ErrorWording::tr("%1 is out of range: %2")
            .arg(field, rejectedValueText(detail) + allowedRangeText(error));
    case ErrorCode::NotDivisible:
        return ErrorWording::tr("%1 does not divide evenly: %2").arg(field, detail);
    case ErrorCode::TooLarge:
        return tooLargeText(error);
    case ErrorCode::Inconsistent:
        if (QString rule = ruleText(error.detail); !rule.isEmpty())
            return rule;
        return ErrorWording::tr("%1 contradicts the rest of the setup (%2)").arg(field, detail);
    case ErrorCode::Empty:
        return ErrorWording::tr("choose at least one value for %1").arg(field);
    case ErrorCode::Unsupported:
        if (QString rule = ruleText(error.detail); !rule.isEmpty())
            return rule;
        return ErrorWording::tr("%1 is not supported yet (%2)").arg(field, detail);
    case ErrorCode::IncompleteCase:
        return ErrorWording::tr("the case lacks inputs the estimator needs");
    case ErrorCode::NoPeak:
        return ErrorWording::tr("the GPU %1 has no peak throughput figure").arg(detail);
    default:
        return {};
    }
}

/// A file that cannot be opened, read, parsed or written; empty for another code.
QString fileSentence(const Error& error, const QString& detail)
{
    switch (error.code) {
    case ErrorCode::CannotOpen:
        return ErrorWording::tr("cannot open %1 (%2)")
            .arg(boundedEcho(QString::fromStdString(error.field), 240), detail);
    case ErrorCode::CannotRead:
        return ErrorWording::tr("the file cannot be read (%1)").arg(detail);
    case ErrorCode::CannotCreate:
        return ErrorWording::tr("no catalog can be created there: the folder %1 cannot be written").arg(detail);
    case ErrorCode::MalformedYaml:
        return ErrorWording::tr("the file is not valid YAML (%1)").arg(detail);
    case ErrorCode::FileTooLarge:
        return ErrorWording::tr("the file is too large to be a configuration (%1)").arg(detail);
    case ErrorCode::MalformedJson:
        return ErrorWording::tr("the file is not valid JSON (%1)").arg(detail);
    case ErrorCode::MalformedCsv:
        return ErrorWording::tr("unterminated quote starting on line %1").arg(detail);
    case ErrorCode::WrongFormat:
        return ErrorWording::tr("the file is not of the expected kind: %1").arg(formatKindText(error.detail));
    case ErrorCode::UnsupportedVersion:
        return ErrorWording::tr("the file was written by a newer Tunefit (version %1); update Tunefit to read it")
            .arg(detail);
    case ErrorCode::IncludeRefused:
        return ErrorWording::tr("%1 names a file outside the folder the import may read, or a file that is not a "
                                "plain file (%2); it was not read")
            .arg(boundedEcho(QString::fromStdString(error.field), 240), detail);
    case ErrorCode::CannotWrite:
        return ErrorWording::tr("%1 could not be written (%2); an existing file of that name was left as it was")
            .arg(boundedEcho(QString::fromStdString(error.field), 240), detail);
    default:
        return {};
    }
}

/// The catalog's database: its file, schema, server and rows; empty for another code.
QString catalogSentence(const Error& error, const QString& detail)
{
    switch (error.code) {
    case ErrorCode::SchemaTooNew:
        return ErrorWording::tr("the catalog was written by a newer Tunefit (schema version %1)").arg(detail);
    case ErrorCode::DatabaseBusy:
        return ErrorWording::tr("the catalog is in use by another program (another Tunefit window or command, or a "
                                "backup tool); nothing was changed. Try again when it has finished");
    case ErrorCode::NotFound:
        return ErrorWording::tr("no such row: %1").arg(detail);
    case ErrorCode::DuplicateKey:
        return ErrorWording::tr("a row with the same identity exists already (%1)").arg(detail);
    case ErrorCode::SqlFailed:
        return ErrorWording::tr("the catalog database reported an error; nothing was changed (%1)").arg(detail);
    case ErrorCode::NotOpen:
        return ErrorWording::tr("the catalog is not open");
    case ErrorCode::MoveAsideFailed:
        return ErrorWording::tr("the catalog file is damaged and could not be moved aside (%1); it was left as it is")
            .arg(detail);
    case ErrorCode::EmptyPath:
        return ErrorWording::tr("the catalog path is empty; name a catalog file");
    case ErrorCode::CatalogIsFolder:
        return ErrorWording::tr("it is a folder, not a catalog file; nothing was changed");
    case ErrorCode::NotACatalog:
        return ErrorWording::tr("the file is not a catalog database (not an SQLite file); it was left untouched");
    case ErrorCode::ForeignDatabase:
        return ErrorWording::tr(
            "the file is another program's SQLite database, not a Tunefit catalog; it was left untouched");
    case ErrorCode::ReadOnly:
        return ErrorWording::tr("the catalog is read-only: its file or folder cannot be written; nothing was changed");
    case ErrorCode::ReadOnlyOldSchema:
        return ErrorWording::tr("the catalog was written by an older Tunefit and must be upgraded, but its file or "
                                "folder cannot be written");
    case ErrorCode::EditConflict:
        return ErrorWording::tr("someone else changed or deleted this row since you opened it (%1); nothing was "
                                "changed")
            .arg(detail);
    case ErrorCode::PermissionDenied:
        return ErrorWording::tr("the catalog server does not let your database role change the team catalog; "
                                "nothing was changed. Ask the catalog's owner for write access");
    case ErrorCode::ServerUnavailable:
        return ErrorWording::tr("the catalog server cannot be reached and there is no offline copy of this team "
                                "catalog yet (%1)")
            .arg(detail);
    case ErrorCode::LoginFailed:
        return ErrorWording::tr("the catalog server refused the login (%1); check the user name, and the password "
                                "in PGPASSWORD, the service file or ~/.pgpass")
            .arg(detail);
    case ErrorCode::TeamOffline:
        return ErrorWording::tr("the team catalog server cannot be reached: its offline copy can be used for plans, "
                                "but changes wait until the server is back; nothing was changed");
    default:
        return {};
    }
}

/// A price list or a Hugging Face config fetched from the network; empty for another code.
QString downloadSentence(const Error& error, const QString& detail)
{
    switch (error.code) {
    case ErrorCode::NoOffersInFile:
        return ErrorWording::tr("the price source %1 sent no offer Tunefit can read (an empty file, or a file of "
                                "another kind); nothing was changed")
            .arg(detail);
    case ErrorCode::DownloadFailed:
        return ErrorWording::tr("the download failed (%1); nothing was changed").arg(detail);
    case ErrorCode::DownloadTimedOut:
        return ErrorWording::tr("the server did not answer within %1 seconds; nothing was changed").arg(detail);
    case ErrorCode::DownloadTooLarge:
        return ErrorWording::tr("the file is larger than the %1 MB a price list can be; the download was stopped and "
                                "nothing was changed")
            .arg(detail);
    case ErrorCode::DownloadCancelled:
        return ErrorWording::tr("the download was cancelled; nothing was changed");
    case ErrorCode::HubNotFound:
        return ErrorWording::tr("the Hugging Face Hub has no model %1, or no config.json in it; check the id "
                                "(organisation/name, as in the model's address on huggingface.co)")
            .arg(detail);
    case ErrorCode::HubGated:
        return ErrorWording::tr("the model %1 is gated or private on the Hugging Face Hub: accept its licence on its "
                                "page at huggingface.co with your account, then set HF_TOKEN to an access token "
                                "(or log in with huggingface-cli, which writes the token file)")
            .arg(detail);
    default:
        return {};
    }
}

} // namespace

QString errorSentence(const Error& error)
{
    // Fields and details can carry what a file or command line held: echoed bounded (Format.h).
    const QString field = boundedEcho(fieldName(error.field), 240);
    const QString detail = boundedEcho(QString::fromStdString(error.detail));
    for (const QString& sentence : {inputSentence(error, field, detail), fileSentence(error, detail),
                                    catalogSentence(error, detail), downloadSentence(error, detail)}) {
        if (!sentence.isEmpty())
            return sentence;
    }
    return QString::fromUtf8(errorCodeKey(error.code).data());
}

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/DiffusionImport.h"

#include "core/import/ConfigTree.h"
#include "core/import/DiffusionReading.h"
#include "core/import/IncludePath.h"
#include "core/import/TomlTree.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace tunefit::import::diffusion {

namespace {

const Named<DiffusionOptimizer> kAiToolkitOptimizers[] = {
    {"adamw", DiffusionOptimizer::AdamW},       {"adamw8bit", DiffusionOptimizer::AdamW8bit},
    {"adamw8", DiffusionOptimizer::AdamW8bit},  {"adafactor", DiffusionOptimizer::Adafactor},
    {"prodigy", DiffusionOptimizer::Prodigy},   {"lion", DiffusionOptimizer::Lion},
    {"lion8bit", DiffusionOptimizer::Lion8bit},
};
const Named<DenoiserPrecision> kTorchDtypes[] = {
    {"bf16", DenoiserPrecision::BF16},    {"bfloat16", DenoiserPrecision::BF16}, {"fp16", DenoiserPrecision::FP16},
    {"float16", DenoiserPrecision::FP16}, {"fp32", DenoiserPrecision::FP32},     {"float32", DenoiserPrecision::FP32},
    {"float", DenoiserPrecision::FP32},   {"no", DenoiserPrecision::FP32},
};
/// optimum-quanto qtypes ai-toolkit accepts for model.qtype / qtype_te that Tunefit models.
const Named<DenoiserPrecision> kQuantoTypes[] = {
    {"qfloat8", DenoiserPrecision::FP8},
    {"float8", DenoiserPrecision::FP8},
    {"qint8", DenoiserPrecision::Int8},
};

// ---------------------------------------------------------------------------------------------------------------
// ostris ai-toolkit: config.process[0] of a `job: extension` YAML. Keys and defaults: toolkit/config_modules.py,
// https://github.com/ostris/ai-toolkit/blob/main/toolkit/config_modules.py (NetworkConfig, TrainConfig, ModelConfig,
// DatasetConfig); examples: https://github.com/ostris/ai-toolkit/tree/main/config/examples
// ---------------------------------------------------------------------------------------------------------------

const IntKey kAiToolkitInts[] = {
    {"network.rank", Setting::Rank, 1, 1024, std::nullopt, setRank},
    {"network.linear", Setting::Rank, 1, 1024, 4, setRank},
    {"train.batch_size", Setting::Batch, 1, 1024, 1, setBatch},
    {"train.gradient_accumulation", Setting::Accumulation, 1, 4096, std::nullopt, setAccumulation},
    {"train.gradient_accumulation_steps", Setting::Accumulation, 1, 4096, 1, setAccumulation},
    {"train.steps", Setting::Steps, 1, kMaxSteps, 1000, setSteps},
};
const BoolKey kAiToolkitBools[] = {{"train.gradient_checkpointing", Setting::Checkpointing, true, setCheckpointing}};
const IgnoredKey kAiToolkitIgnored[] = {
    {"model.low_vram", Note::LoadTimeQuantization},
    {"model.layer_offloading", Note::LayerOffloading},
    {"train.train_text_encoder", Note::TextEncoderTraining},
    {"train.ema_config.use_ema", Note::Ema},
};

/// network.type, or a full fine-tune when the process has no network (ai-toolkit's full fine-tune examples).
Failure readAiToolkitMethod(Reading& r)
{
    static const Named<DiffusionMethod> types[] = {
        {"lora", DiffusionMethod::LoRA}, {"locon", DiffusionMethod::LoRA}, {"lokr", DiffusionMethod::LoKr}};
    if (!r.tree.hasPrefix(r.prefix + "network")) {
        r.job().setting.method = DiffusionMethod::Full;
        noteStated(r, "network", "", 0, Setting::Method, DiffusionMethod::Full, Note::NoNetwork);
        return std::nullopt;
    }
    if (Failure f =
            readEnum<DiffusionMethod>(r, "network.type", types, r.job().setting.method, Setting::Method, "lora"))
        return f;
    if (r.job().setting.method != DiffusionMethod::LoKr)
        return std::nullopt;
    // -1 (the default) lets LyCORIS pick the largest factor; Tunefit then keeps its own factor.
    const ConfigEntry* factor = r.get("network.lokr_factor");
    if (factor && factor->value != "-1") {
        static const IntKey key{"network.lokr_factor", Setting::LokrFactor, 1, 1024, std::nullopt, setLokrFactor};
        return readInts(r, std::span(&key, 1));
    }
    noteDefault(r, "network.lokr_factor", "-1", Setting::LokrFactor, int64_t(r.job().setting.lokrFactor),
                Note::TunefitsValue);
    return std::nullopt;
}

/// train.dtype sets the weights' 16/32-bit type; model.quantize (qtype) replaces it for the denoiser, quantize_te
/// (qtype_te, default: quantize) for the text encoders.
Failure readAiToolkitPrecision(Reading& r)
{
    DiffusionSetting& s = r.job().setting;
    DenoiserPrecision dtype = DenoiserPrecision::FP32;
    if (Failure f = readEnum<DenoiserPrecision>(r, "train.dtype", kTorchDtypes, dtype, Setting::Precision, "fp32"))
        return f;
    s.precision = s.textEncoderPrecision = dtype;
    std::optional<bool> quantize;
    if (Failure f = readBool(r, {"model.quantize", Setting::QuantizeDenoiser, false, nullptr}, quantize))
        return f;
    std::optional<bool> quantizeTe = quantize; // ai-toolkit's default: as model.quantize
    if (Failure f =
            readBool(r, {"model.quantize_te", Setting::QuantizeTextEncoders, std::nullopt, nullptr}, quantizeTe))
        return f;
    if (*quantize) {
        if (Failure f =
                readEnum<DenoiserPrecision>(r, "model.qtype", kQuantoTypes, s.precision, Setting::Precision, "qfloat8"))
            return f;
    }
    if (*quantizeTe) {
        return readEnum<DenoiserPrecision>(r, "model.qtype_te", kQuantoTypes, s.textEncoderPrecision,
                                           Setting::TextEncoderPrecision, "qfloat8");
    }
    return std::nullopt;
}

/// datasets[0].resolution: a list of bucket sides (ai-toolkit trains each); the largest sets the job's memory.
Failure readAiToolkitResolution(Reading& r)
{
    DiffusionSetting& s = r.job().setting;
    const ConfigEntry* e = r.get("datasets.0.resolution");
    if (!e) {
        s.width = s.height = 512;
        noteDefault(r, "datasets.0.resolution", "512", Setting::Resolution, std::pair{512, 512});
        return std::nullopt;
    }
    Result<int64_t> side = largestItem(*e, "datasets.0.resolution", 64, kMaxSide);
    if (!side)
        return side.error();
    s.width = s.height = int(*side);
    noteRead(r, "datasets.0.resolution", *e, Setting::Resolution, std::pair{s.width, s.height},
             e->isList && e->items.size() > 1 ? Note::LargestBucket : Note::None);
    return std::nullopt;
}

Failure readAiToolkitHelpers(Reading& r)
{
    DiffusionSetting& s = r.job().setting;
    if (Failure f = readPlacement(
            r, {"train.cache_text_embeddings", "train.unload_text_encoder", "datasets.0.cache_text_embeddings"},
            Setting::TextEncoders, s.textEncoders, false))
        return f;
    return readPlacement(r, {"datasets.0.cache_latents_to_disk", "datasets.0.cache_latents"}, Setting::Vae, s.vae,
                         false);
}

Result<DiffusionImport> readAiToolkit(const ConfigTree& tree, const DenoiserLibrary& library)
{
    DiffusionImport out;
    out.stack = "ai-toolkit";
    Reading r{tree, out, "config.process.0."};
    const ConfigEntry* type = r.get("type");
    static const std::string_view trainers[] = {"sd_trainer", "ui_trainer", "diffusion_trainer"};
    if (!type || std::find(std::begin(trainers), std::end(trainers), type->value) == std::end(trainers))
        return Error{ErrorCode::Unsupported, "config.process[0].type", type ? type->value : ""};
    Result<DiffusionJob> job = resolveModel(r, library, r.get("model.name_or_path"), "model.name_or_path", {});
    if (!job)
        return job.error();
    out.job = std::move(job).value();
    for (auto step : {readAiToolkitMethod, readAiToolkitPrecision, readAiToolkitResolution, readAiToolkitHelpers}) {
        if (Failure f = step(r))
            return *f;
    }
    static const IntKey frames{"datasets.0.num_frames", Setting::Frames, 1, 1024, 1, setFrames};
    if (out.job.setting.method == DiffusionMethod::Full)
        r.settled.emplace(Setting::Rank); // no network, no rank
    if (Failure f = readInts(r, kAiToolkitInts); f || (f = readInts(r, std::span(&frames, 1))))
        return *f;
    if (Failure f = readBools(r, kAiToolkitBools))
        return *f;
    if (Failure f = readEnum<DiffusionOptimizer>(r, "train.optimizer", kAiToolkitOptimizers, out.job.setting.optimizer,
                                                 Setting::Optimizer, "adamw"))
        return *f;
    noteIgnored(r, kAiToolkitIgnored);
    return out;
}

// ---------------------------------------------------------------------------------------------------------------
// SimpleTuner config.json (keys with or without the "--" of its command line). Keys and defaults:
// https://github.com/bghira/SimpleTuner/blob/main/documentation/OPTIONS.md and the web UI's field registry,
// simpletuner/simpletuner_sdk/server/services/field_registry/sections/*.py (default_value).
// ---------------------------------------------------------------------------------------------------------------

const IntKey kSimpleTunerInts[] = {
    {"lora_rank", Setting::Rank, 1, 1024, 16, setRank},
    {"train_batch_size", Setting::Batch, 1, 1024, 4, setBatch},
    {"gradient_accumulation_steps", Setting::Accumulation, 1, 4096, 1, setAccumulation},
};
const BoolKey kSimpleTunerBools[] = {{"gradient_checkpointing", Setting::Checkpointing, true, setCheckpointing}};
const IgnoredKey kSimpleTunerIgnored[] = {
    {"use_ema", Note::Ema},
    {"train_text_encoder", Note::TextEncoderTraining},
    {"lycoris_config", Note::LycorisAsLokr},
};
const Named<DiffusionOptimizer> kSimpleTunerOptimizers[] = {
    {"adamw_bf16", DiffusionOptimizer::AdamW},
    {"optimi-adamw", DiffusionOptimizer::AdamW},
    {"bnb-adamw", DiffusionOptimizer::AdamW},
    {"bnb-adamw8bit", DiffusionOptimizer::AdamW8bit},
    {"ao-adamw8bit", DiffusionOptimizer::AdamW8bit},
    {"bnb-adamw8bit-paged", DiffusionOptimizer::AdamW8bit},
    {"prodigy", DiffusionOptimizer::Prodigy},
    {"optimi-lion", DiffusionOptimizer::Lion},
    {"bnb-lion", DiffusionOptimizer::Lion},
    {"bnb-lion8bit", DiffusionOptimizer::Lion8bit},
    {"bnb-lion8bit-paged", DiffusionOptimizer::Lion8bit},
};
/// base_model_precision / text_encoder_N_precision values that Tunefit models ("no_change" keeps the mixed dtype).
const Named<DenoiserPrecision> kSimpleTunerQuantized[] = {
    {"int8-quanto", DenoiserPrecision::Int8}, {"int8-torchao", DenoiserPrecision::Int8},
    {"fp8-quanto", DenoiserPrecision::FP8},   {"fp8uz-quanto", DenoiserPrecision::FP8},
    {"fp8-torchao", DenoiserPrecision::FP8},  {"fp8wo-torchao", DenoiserPrecision::FP8},
    {"fp8-native", DenoiserPrecision::FP8},   {"nf4-bnb", DenoiserPrecision::NF4},
    {"no_change", DenoiserPrecision::BF16}, // replaced by mixed_precision's dtype
};

/// model_family + model_flavour → the Hugging Face id SimpleTuner loads (HUGGINGFACE_PATHS and
/// DEFAULT_MODEL_FLAVOUR of simpletuner/helpers/models/<family>/model.py).
struct Flavour
{
    std::string_view family, flavour, hubId;
    bool isDefault;
};
const Flavour kSimpleTunerFlavours[] = {
    {"flux", "dev", "black-forest-labs/FLUX.1-dev", false},
    {"flux", "schnell", "black-forest-labs/FLUX.1-schnell", false},
    {"flux", "kontext", "black-forest-labs/FLUX.1-Kontext-dev", false},
    {"flux", "krea", "black-forest-labs/FLUX.1-Krea-dev", true},
    {"sd3", "medium", "stabilityai/stable-diffusion-3.5-medium", true},
    {"sd3", "large", "stabilityai/stable-diffusion-3.5-large", false},
    {"sdxl", "base-1.0", "stabilityai/stable-diffusion-xl-base-1.0", true},
    {"wan", "t2v-480p-1.3b-2.1", "Wan-AI/Wan2.1-T2V-1.3B-Diffusers", true},
    {"wan", "t2v-480p-14b-2.1", "Wan-AI/Wan2.1-T2V-14B-Diffusers", false},
    {"qwen_image", "v1.0", "Qwen/Qwen-Image", false},
    {"qwen_image", "v2.0", "Qwen/Qwen-Image-2512", true},
};

/// pretrained_model_name_or_path when given, else the family's flavour.
Result<DiffusionJob> simpleTunerModel(Reading& r, const DenoiserLibrary& library)
{
    if (const ConfigEntry* path = r.get("pretrained_model_name_or_path"))
        return resolveModel(r, library, path, "pretrained_model_name_or_path", {});
    const ConfigEntry* family = r.get("model_family");
    const ConfigEntry* flavour = r.get("model_flavour");
    for (const Flavour& f : kSimpleTunerFlavours) {
        if (family && lower(family->value) == f.family &&
            (flavour ? lower(flavour->value) == f.flavour : f.isDefault)) {
            Result<DiffusionJob> job = diffusionJobFor(library, f.hubId);
            if (job && flavour)
                noteRead(r, "model_flavour", *flavour, Setting::Model, job->model.key);
            else if (job)
                noteRead(r, "model_family", *family, Setting::Model, job->model.key, Note::FamilyDefaultFlavour,
                         std::string(f.flavour));
            return job;
        }
    }
    return diffusionJobFor(library, (flavour ? flavour->value : family ? family->value : std::string()));
}

Failure readSimpleTunerPrecision(Reading& r)
{
    DiffusionSetting& s = r.job().setting;
    static const Named<DenoiserPrecision> mixed[] = {
        {"bf16", DenoiserPrecision::BF16}, {"fp16", DenoiserPrecision::FP16}, {"no", DenoiserPrecision::FP32}};
    DenoiserPrecision dtype = DenoiserPrecision::BF16;
    if (Failure f = readEnum<DenoiserPrecision>(r, "mixed_precision", mixed, dtype, Setting::Precision, "bf16"))
        return f;
    s.precision = s.textEncoderPrecision = dtype;
    for (auto [key, field] : {std::pair{"base_model_precision", &s.precision},
                              std::pair{"text_encoder_1_precision", &s.textEncoderPrecision}}) {
        const ConfigEntry* e = r.get(key);
        if (!e || lower(e->value) == "no_change") {
            if (!e && field == &s.precision)
                noteDefault(r, "base_model_precision", "no_change", Setting::Precision, dtype);
            continue;
        }
        if (Failure f = readEnum<DenoiserPrecision>(r, key, kSimpleTunerQuantized, *field, Setting::Precision, {}))
            return f;
    }
    return std::nullopt;
}

/// What a PEFT target_modules list adapts (PEFT matches a name by its dotted suffix): the image stream's attention
/// projections (to_q, to_k, to_v, to_out.0, fused to_qkv), the text stream's too (add_q_proj, add_k_proj, add_v_proj,
/// to_add_out, fused add_qkv_proj), or other linears as well, which only "every linear" covers. Exact where the list
/// names every projection of its set.
struct ListedTargets
{
    LoraTargets targets = LoraTargets::AllLinears;
    bool exact = false;
};

/// PEFT matches a target name by its dotted suffix.
bool namesModule(const std::string& name, std::string_view module)
{
    return name == module ||
           (name.size() > module.size() && name.ends_with(module) && name[name.size() - module.size() - 1] == '.');
}

/// Which of a stream's four projections (q, k, v, out: bits 0-3) a name targets; a fused qkv linear is three.
int projectionBits(const std::string& name, const std::array<std::string_view, 4>& projections, std::string_view qkv)
{
    if (namesModule(name, qkv))
        return 0b0111;
    for (size_t i = 0; i < projections.size(); ++i) {
        if (namesModule(name, projections[i]))
            return 1 << i;
    }
    return 0;
}

ListedTargets classifyTargetModules(const ConfigEntry& modules)
{
    static constexpr std::array<std::string_view, 4> image = {"to_q", "to_k", "to_v", "to_out.0"};
    static constexpr std::array<std::string_view, 4> text = {"add_q_proj", "add_k_proj", "add_v_proj", "to_add_out"};
    const std::vector<std::string> names = modules.isList ? modules.items : std::vector<std::string>{modules.value};
    int imageBits = 0, textBits = 0;
    for (const std::string& name : names) {
        const int imageBit = projectionBits(name, image, "to_qkv"),
                  textBit = projectionBits(name, text, "add_qkv_proj");
        if (imageBit == 0 && textBit == 0)
            return {LoraTargets::AllLinears, false};
        imageBits |= imageBit;
        textBits |= textBit;
    }
    if (textBits != 0)
        return {LoraTargets::Attention, imageBits == 0b1111 && textBits == 0b1111};
    return {LoraTargets::ImageAttention, imageBits == 0b1111};
}

/// SimpleTuner adapts each family's DEFAULT_LORA_TARGET, the attention projections named to_q, to_k, to_v and
/// to_out.0, which a two-stream block's text projections (add_q_proj … to_add_out) do not carry; Flux's
/// flux_lora_target "all", its default, adds the text stream's. flux_lora_target takes the MLPs too ("all+ffs...") and
/// peft_lora_target_modules names the modules (simpletuner/helpers/models/common.py get_lora_target_layers,
/// flux/model.py, sd3/model.py).
void readSimpleTunerTargets(Reading& r)
{
    LoraTargets& targets = r.job().setting.targets;
    if (const ConfigEntry* flux = r.get("flux_lora_target")) {
        targets =
            lower(flux->value).find("ffs") != std::string::npos ? LoraTargets::AllLinears : LoraTargets::Attention;
        noteRead(r, "flux_lora_target", *flux, Setting::LoraTargets, targets);
    } else if (const ConfigEntry* modules = r.get("peft_lora_target_modules")) {
        const ListedTargets listed = classifyTargetModules(*modules);
        targets = listed.targets;
        // A subset of a set's projections, or other linears: the nearest set, said as such.
        noteRead(r, "peft_lora_target_modules", *modules, Setting::LoraTargets, targets,
                 listed.exact ? Note::None : Note::NearestTargets);
    } else if (r.job().model.family == "flux") {
        targets = LoraTargets::Attention;
        noteDefault(r, "flux_lora_target", "all", Setting::LoraTargets, targets);
    } else {
        targets = LoraTargets::ImageAttention;
        noteDefault(r, "peft_lora_target_modules", "to_q, to_k, to_v, to_out.0", Setting::LoraTargets, targets);
    }
}

Failure readSimpleTunerMethod(Reading& r)
{
    static const Named<DiffusionMethod> types[] = {{"lora", DiffusionMethod::LoRA}, {"full", DiffusionMethod::Full}};
    static const Named<DiffusionMethod> loraTypes[] = {{"standard", DiffusionMethod::LoRA},
                                                       {"lycoris", DiffusionMethod::LoKr}};
    DiffusionMethod& method = r.job().setting.method;
    if (Failure f = readEnum<DiffusionMethod>(r, "model_type", types, method, Setting::Method, "lora"))
        return f;
    if (method == DiffusionMethod::Full)
        return std::nullopt;
    if (Failure f = readEnum<DiffusionMethod>(r, "lora_type", loraTypes, method, Setting::Method, "standard"))
        return f;
    readSimpleTunerTargets(r);
    return std::nullopt;
}

/// resolution in pixels (resolution_type "pixel" or "pixel_area"); "area" (megapixels) is refused, not guessed.
Failure readSimpleTunerResolution(Reading& r)
{
    if (const ConfigEntry* type = r.get("resolution_type"); type && lower(type->value) == "area")
        return Error{ErrorCode::Unsupported, "resolution_type", "area"};
    static const IntKey side{
        "resolution", Setting::Resolution,
        64,           kMaxSide,
        1024,         [](DiffusionJob& j, int64_t v) {
                                 j.setting.width = j.setting.height = int(v); }};
    return readInts(r, std::span(&side, 1));
}

/// attention_mechanism: flash-attn-3 (and its kernels-hub build) is FlashAttention-3; "diffusers" (the default) and
/// the rest run through PyTorch's SDPA or kernels of its class.
void readSimpleTunerAttention(Reading& r)
{
    const ConfigEntry* e = r.get("attention_mechanism");
    if (!e)
        return;
    const std::string name = lower(e->value);
    const bool flash3 = name.rfind("flash-attn-3", 0) == 0 || name.rfind("flash_attn_3", 0) == 0;
    r.job().setting.attention = flash3 ? DiffusionAttention::FlashAttention3 : DiffusionAttention::Sdpa;
    noteRead(r, "attention_mechanism", *e, Setting::Attention, r.job().setting.attention);
}

/// SimpleTuner's prompt length by family (helpers/models/<family>/model.py check_user_config): Flux, Wan and
/// LTX-Video pad to their own length whatever tokenizer_max_length says (512, 256 for schnell; 512; 226), SD3 pads T5
/// to 154 unless told fewer; the others read the key as it stands.
Failure readSimpleTunerTextTokens(Reading& r)
{
    DiffusionJob& job = r.job();
    const std::string& family = job.model.family;
    if (const std::optional<int> forced = simpleTunerForcedTextTokens(job.model)) {
        job.setting.textTokens = *forced == job.model.textTokens ? 0 : *forced;
        if (const ConfigEntry* given = r.get("tokenizer_max_length"))
            noteRead(r, "tokenizer_max_length", *given, Setting::PromptTokens, int64_t(*forced),
                     Note::StackPadsPrompts);
        else
            noteDefault(r, "tokenizer_max_length", std::to_string(*forced), Setting::PromptTokens, int64_t(*forced),
                        Note::StackPadsPrompts);
        return std::nullopt;
    }
    const IntKey key{"tokenizer_max_length",
                     Setting::PromptTokens,
                     1,
                     kMaxTextTokens,
                     family == "sd3" ? std::optional<int64_t>(kSimpleTunerSd3T5Cap) : std::nullopt,
                     setTextTokens};
    if (Failure f = readInts(r, std::span(&key, 1)))
        return f;
    const int capped = clipTokensAhead(job.model) + kSimpleTunerSd3T5Cap;
    if (family == "sd3" && job.setting.textTokens > capped) {
        job.setting.textTokens = capped;
        noteRead(r, "tokenizer_max_length", *r.get("tokenizer_max_length"), Setting::PromptTokens,
                 int64_t(kSimpleTunerSd3T5Cap), Note::StackCapsPrompts);
    }
    return std::nullopt;
}

/// SimpleTuner's BF16-native optimizers (its adamw_bf16, torch-optimi's) train the adapters in BF16, their state too.
void readSimpleTunerAdapterPrecision(Reading& r)
{
    const ConfigEntry* e = r.get("optimizer");
    const std::string name = e ? lower(e->value) : std::string("adamw_bf16");
    DiffusionSetting& s = r.job().setting;
    s.bf16Adapters = s.method != DiffusionMethod::Full && (name == "adamw_bf16" || name.rfind("optimi-", 0) == 0);
    if (s.bf16Adapters && e)
        noteRead(r, "optimizer", *e, Setting::Bf16Adapters, true);
    else if (s.bf16Adapters)
        noteDefault(r, "optimizer", name, Setting::Bf16Adapters, true);
}

Result<DiffusionImport> readSimpleTuner(const ConfigTree& tree, const DenoiserLibrary& library)
{
    DiffusionImport out;
    out.stack = "SimpleTuner";
    Reading r{tree, out, ""};
    Result<DiffusionJob> job = simpleTunerModel(r, library);
    if (!job)
        return job.error();
    out.job = std::move(job).value();
    DiffusionSetting& s = out.job.setting;
    s.textEncoders = s.vae = HelperPlacement::Cached;
    for (Setting helper : {Setting::TextEncoders, Setting::Vae})
        noteDefault(r, "", "", helper, HelperPlacement::Cached, Note::StackCachesHelpers);
    if (out.job.model.task == DenoiserTask::Video)
        noteDefault(r, "num_frames", "", Setting::Frames, int64_t(s.frames), Note::FramesInDataBackend);
    for (auto step : {readSimpleTunerMethod, readSimpleTunerPrecision, readSimpleTunerResolution}) {
        if (Failure f = step(r))
            return *f;
    }
    if (Failure f = readInts(r, kSimpleTunerInts); f || (f = readBools(r, kSimpleTunerBools)))
        return *f;
    if (Failure f = readStepsOrEpochs(r, "max_train_steps"))
        return *f;
    if (Failure f = readEnum<DiffusionOptimizer>(r, "optimizer", kSimpleTunerOptimizers, s.optimizer,
                                                 Setting::Optimizer, "adamw_bf16"))
        return *f;
    if (Failure f = readSimpleTunerTextTokens(r))
        return *f;
    readSimpleTunerAdapterPrecision(r);
    readSimpleTunerAttention(r);
    // SimpleTuner's lora_dropout defaults to 0.1 for standard (PEFT) LoRA (its field registry, section lora).
    if (s.method == DiffusionMethod::LoRA) {
        if (Failure f = readReal(r, {"lora_dropout", Setting::LoraDropout, 0.0, 0.9, 0.1}, s.loraDropout))
            return *f;
    }
    noteIgnored(r, kSimpleTunerIgnored);
    return out;
}

/// SimpleTuner's config.json may spell keys as its command line does ("--model_family").
ConfigTree withoutDashes(ConfigTree tree)
{
    for (ConfigEntry& e : tree.entries) {
        if (e.key.rfind("--", 0) == 0)
            e.key.erase(0, 2);
    }
    return tree;
}

} // namespace

/// `export NAME=value` read as `NAME=value`: the diffusers READMEs set the model and folders that way.
std::string withoutExport(std::string_view text)
{
    std::string out;
    size_t start = 0;
    while (start < text.size()) {
        const size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = text.substr(start, end - start + (end < text.size() ? 1 : 0));
        const size_t first = line.find_first_not_of(" \t");
        if (first != std::string_view::npos && line.substr(first, 7) == "export ")
            line.remove_prefix(first + 7);
        out += line;
        start = end + 1;
    }
    return out;
}

/// How the text was parsed: the launch line's words, a TOML, or YAML/JSON.
enum class Syntax
{
    CommandLine,
    Toml,
    YamlOrJson
};

/// The stack a parsed file belongs to, by its keys; then its reader.
Result<DiffusionImport> readDetected(const ConfigTree& tree, const std::string& fileName,
                                     const DenoiserLibrary& library, Syntax syntax)
{
    if (syntax == Syntax::CommandLine) {
        const ConfigEntry* script = tree.find("script");
        const std::string name = script ? lower(baseName(script->value)) : std::string();
        if (name.rfind("train_", 0) == 0 &&
            (name.find("dreambooth") != std::string::npos || name.find("text_to_image") != std::string::npos))
            return readDiffusers(tree, library);
        return readKohyaFamily(tree, fileName, library, true);
    }
    if (tree.find("config.process.0.type"))
        return readAiToolkit(tree, library);
    if (tree.find("model_family") || tree.find("--model_family") || tree.find("base_model_precision") ||
        tree.find("--base_model_precision"))
        return readSimpleTuner(withoutDashes(tree), library);
    if (syntax != Syntax::Toml) // kohya and musubi configs are TOML; another YAML is no image or video config
        return Error{ErrorCode::WrongFormat, fileName, "no_diffusion_config"};
    if (tree.hasPrefix("datasets") && !tree.find("dit") && !tree.find("pretrained_model_name_or_path"))
        return Error{ErrorCode::WrongFormat, fileName, "dataset_config_alone"};
    return readKohyaFamily(tree, fileName, library, false);
}

} // namespace tunefit::import::diffusion

namespace tunefit {

size_t DiffusionImport::count(DiffusionImportKind kind) const
{
    return size_t(
        std::count_if(lines.begin(), lines.end(), [kind](const DiffusionImportLine& l) { return l.kind == kind; }));
}

Result<DiffusionImport> diffusionJobFromConfig(std::string_view text, const std::string& fileName,
                                               const DenoiserLibrary& library)
{
    using namespace import;
    using namespace import::diffusion;
    if (text.size() > kMaxConfigBytes)
        return Error{ErrorCode::FileTooLarge, fileName, std::to_string(text.size())};
    Result<DiffusionImport> imported = [&]() -> Result<DiffusionImport> {
        if (looksLikeCommandLine(text)) {
            Result<ConfigTree> tree = parseCommandLine(withoutExport(text), fileName);
            return tree ? readDetected(*tree, fileName, library, Syntax::CommandLine)
                        : Result<DiffusionImport>(tree.error());
        }
        const Syntax syntax = looksLikeToml(text) ? Syntax::Toml : Syntax::YamlOrJson;
        Result<ConfigTree> tree =
            syntax == Syntax::Toml ? parseTomlTree(text, fileName) : parseYamlTree(text, fileName);
        return tree ? readDetected(*tree, fileName, library, syntax) : Result<DiffusionImport>(tree.error());
    }();
    if (!imported)
        return imported;
    if (std::optional<Error> bad = checkDiffusionJob(imported->job))
        return *bad;
    return imported;
}

} // namespace tunefit

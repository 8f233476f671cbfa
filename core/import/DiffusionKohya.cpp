// SPDX-License-Identifier: GPL-3.0-or-later
// kohya sd-scripts, musubi-tuner and diffusers' example scripts: launch command lines and --config_file TOMLs.
#include "core/import/DiffusionReading.h"
#include "core/import/IncludePath.h"
#include "core/import/TomlTree.h"

#include <algorithm>
#include <fstream>

namespace tunefit::import::diffusion {

namespace {

/// The training scripts, and the model each trains when the file names only a local weights file.
/// sd-scripts: https://github.com/kohya-ss/sd-scripts (top-level *_train*.py); musubi-tuner:
/// https://github.com/kohya-ss/musubi-tuner/tree/main/src/musubi_tuner (*_train_network.py).
struct Script
{
    std::string_view name;
    std::string_view model; ///< empty: wan_train_network.py, whose model is --task
    bool musubi;
    bool network; ///< trains a LoRA/LyCORIS network (else a full fine-tune)
};
const Script kScripts[] = {
    {"flux_train_network.py", "flux.1-dev", false, true},
    {"flux_train.py", "flux.1-dev", false, false},
    {"sdxl_train_network.py", "sdxl-base-1.0", false, true},
    {"sdxl_train.py", "sdxl-base-1.0", false, false},
    {"sd3_train_network.py", "sd3.5-large", false, true},
    {"lumina_train_network.py", "lumina-image-2.0", false, true},
    {"train_network.py", "sd1.5", false, true},
    {"fine_tune.py", "sd1.5", false, false},
    {"wan_train_network.py", "", true, true},
    {"hv_train_network.py", "hunyuanvideo", true, true},
    {"qwen_image_train_network.py", "qwen-image", true, true},
    {"flux_2_train_network.py", "flux.2-dev", true, true},
    {"flux_kontext_train_network.py", "flux.1-kontext-dev", true, true},
};

const Script* findScript(const ConfigTree& tree)
{
    const ConfigEntry* script = tree.find("script");
    if (!script)
        return nullptr;
    const std::string name = lower(baseName(script->value));
    for (const Script& s : kScripts) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

// Keys and defaults: sd-scripts library/train_util.py (add_training_arguments, add_optimizer_arguments,
// add_dataset_arguments), https://github.com/kohya-ss/sd-scripts/blob/main/library/train_util.py; musubi-tuner
// src/musubi_tuner/training/parser_common.py. network_dim None → 4 in both networks/lora.py.
const IntKey kKohyaInts[] = {
    {"train_batch_size", Setting::Batch, 1, 1024, 1, setBatch},
    {"gradient_accumulation_steps", Setting::Accumulation, 1, 4096, 1, setAccumulation},
    {"max_train_steps", Setting::Steps, 1, kMaxSteps, 1600, setSteps},
    {"blocks_to_swap", Setting::BlocksSwapped, 0, 1024, 0, setSwapped},
    {"t5xxl_max_token_length", Setting::PromptTokens, 1, kMaxTextTokens, std::nullopt, setTextTokens},
};
const IntKey kMusubiInts[] = {
    {"gradient_accumulation_steps", Setting::Accumulation, 1, 4096, 1, setAccumulation},
    {"max_train_steps", Setting::Steps, 1, kMaxSteps, 1600, setSteps},
    {"blocks_to_swap", Setting::BlocksSwapped, 0, 1024, 0, setSwapped},
};
const BoolKey kKohyaBools[] = {{"gradient_checkpointing", Setting::Checkpointing, false, setCheckpointing},
                               {"fused_backward_pass", Setting::FusedBackward, std::nullopt, setFusedBackward}};
// A network's --full_bf16 keeps the adapter in BF16 without the compensation buffer Tunefit's BF16 adapters carry;
// a fine-tune's is read by readKohyaFullWeights.
const IgnoredKey kKohyaNetworkIgnored[] = {
    {"full_bf16", Note::SixteenBitAdapter},
    {"full_fp16", Note::SixteenBitAdapter},
};
const IgnoredKey kKohyaIgnored[] = {
    {"train_text_encoder", Note::TextEncoderTraining},
};
const Named<DiffusionOptimizer> kKohyaOptimizers[] = {
    {"adamw", DiffusionOptimizer::AdamW},         {"adamw8bit", DiffusionOptimizer::AdamW8bit},
    {"adafactor", DiffusionOptimizer::Adafactor}, {"prodigy", DiffusionOptimizer::Prodigy},
    {"lion", DiffusionOptimizer::Lion},           {"lion8bit", DiffusionOptimizer::Lion8bit},
};
const Named<DenoiserPrecision> kMixedPrecision[] = {
    {"no", DenoiserPrecision::FP32}, {"fp16", DenoiserPrecision::FP16}, {"bf16", DenoiserPrecision::BF16}};
const Named<DenoiserPrecision> kDtypes[] = {{"bfloat16", DenoiserPrecision::BF16}, {"bf16", DenoiserPrecision::BF16},
                                            {"float16", DenoiserPrecision::FP16},  {"fp16", DenoiserPrecision::FP16},
                                            {"float32", DenoiserPrecision::FP32},  {"fp32", DenoiserPrecision::FP32}};

/// --network_args "algo=lokr" "factor=8": the flag's value, a TOML list, and on a command line the words after it.
std::vector<std::string> networkArgs(const Reading& r)
{
    std::vector<std::string> args;
    if (const ConfigEntry* e = r.get("network_args"))
        args = e->isList ? e->items : std::vector<std::string>{e->value};
    for (const ConfigEntry& e : r.tree.entries) {
        if (e.key.rfind("positional.", 0) == 0 && e.value.find('=') != std::string::npos)
            args.push_back(e.value);
    }
    return args;
}

std::string networkArg(const std::vector<std::string>& args, std::string_view name)
{
    for (const std::string& a : args) {
        const size_t eq = a.find('=');
        if (eq != std::string::npos && lower(a.substr(0, eq)) == name)
            return lower(a.substr(eq + 1));
    }
    return {};
}

/// A fine-tuning script keeps FP32 weights and gradients under mixed precision unless --full_bf16 or --full_fp16
/// stores them in 16 bits (sd-scripts train_util.py add_training_arguments; sdxl_train.py casts the U-Net to the
/// weight dtype only then).
Failure readKohyaFullWeights(Reading& r)
{
    DiffusionSetting& s = r.job().setting;
    if (s.method != DiffusionMethod::Full) {
        noteIgnored(r, kKohyaNetworkIgnored);
        return std::nullopt;
    }
    static const BoolKey sixteen[] = {{"full_bf16", Setting::SixteenBitWeights, std::nullopt, nullptr},
                                      {"full_fp16", Setting::SixteenBitWeights, std::nullopt, nullptr}};
    bool halfWeights = false, stated = false;
    for (const BoolKey& k : sixteen) {
        std::optional<bool> value;
        if (Failure f = readBool(r, k, value))
            return f;
        halfWeights = halfWeights || value.value_or(false);
        stated = stated || value.has_value();
    }
    s.fp32Weights = !halfWeights;
    if (!stated)
        noteDefault(r, "full_bf16", "false", Setting::SixteenBitWeights, false);
    return std::nullopt;
}

/// network_module: networks.lora* → LoRA, lycoris.kohya with algo=lokr → LoKr (factor=N); none on a fine-tuning
/// script (or in a config_file without one) → a full fine-tune. network_dim sets the rank.
Failure readKohyaMethod(Reading& r, const Script* script)
{
    DiffusionSetting& s = r.job().setting;
    const ConfigEntry* module = r.get("network_module");
    if (!module && !(script && script->network)) {
        s.method = DiffusionMethod::Full;
        noteStated(r, "network_module", "", 0, Setting::Method, DiffusionMethod::Full, Note::NoNetwork);
        return std::nullopt;
    }
    const std::string name = module ? lower(module->value) : "networks.lora";
    const std::vector<std::string> args = networkArgs(r);
    const std::string algo = networkArg(args, "algo");
    if (name.rfind("networks.lora", 0) == 0 || (name == "lycoris.kohya" && (algo == "lora" || algo == "locon")))
        s.method = DiffusionMethod::LoRA;
    else if (name == "lycoris.kohya" && algo == "lokr")
        s.method = DiffusionMethod::LoKr;
    else if (name == "lycoris.kohya")
        return Error{ErrorCode::UnknownValue, "network_args", "algo=" + algo, {}, {"algo=lora", "algo=lokr"}};
    else
        return Error{
            ErrorCode::UnknownValue, "network_module", name.substr(0, 80), {}, {"networks.lora", "lycoris.kohya"}};
    if (module)
        noteRead(r, "network_module", *module, Setting::Method, s.method);
    else // the network training script's own module
        noteDefault(r, "network_module", "networks.lora", Setting::Method, s.method);
    if (s.method == DiffusionMethod::LoKr) {
        const std::string factor = networkArg(args, "factor");
        if (factor.empty() || factor == "-1") {
            noteDefault(r, "network_args factor", "-1", Setting::LokrFactor, int64_t(s.lokrFactor),
                        Note::TunefitsValue);
        } else {
            Result<int64_t> f = parseInt(factor, "network_args factor", 1, 1024);
            if (!f)
                return f.error();
            s.lokrFactor = int(*f);
            const ConfigEntry* args = r.get("network_args");
            noteStated(r, "network_args factor", factor, args ? args->line : 0, Setting::LokrFactor, *f);
        }
    }
    static const IntKey dim{"network_dim", Setting::Rank, 1, 1024, 4, setRank}; // networks/lora.py: None → 4
    return readInts(r, std::span(&dim, 1));
}

/// mixed_precision sets the 16/32-bit weights (musubi: dit_dtype, bfloat16 by default, for the DiT); --fp8_base
/// (musubi also --fp8_scaled) stores the denoiser in fp8; musubi's --fp8_t5/--fp8_llm/--fp8_vl its text encoder.
Failure readKohyaPrecision(Reading& r, bool musubi)
{
    DiffusionSetting& s = r.job().setting;
    if (Failure f = readEnum<DenoiserPrecision>(r, "mixed_precision", kMixedPrecision, s.textEncoderPrecision,
                                                Setting::TextEncoderPrecision, "no"))
        return f;
    s.precision = s.textEncoderPrecision;
    if (musubi) {
        s.precision = DenoiserPrecision::BF16;
        if (Failure f =
                readEnum<DenoiserPrecision>(r, "dit_dtype", kDtypes, s.precision, Setting::Precision, "bfloat16"))
            return f;
    }
    for (std::string_view key : {"fp8_base", "fp8_scaled", "fp8_t5", "fp8_llm", "fp8_vl"}) {
        std::optional<bool> on;
        const bool base = key == "fp8_base" || key == "fp8_scaled";
        if (Failure f = readBool(
                r, {key, base ? Setting::Precision : Setting::TextEncoderPrecision, std::nullopt, nullptr}, on))
            return f;
        if (on && *on)
            (base ? s.precision : s.textEncoderPrecision) = DenoiserPrecision::FP8;
    }
    return std::nullopt;
}

/// "1024,1024", "1024", 1024 or [960, 544]: width, then height.
Failure readSides(Reading& r, std::string_view key, std::optional<std::pair<int, int>> stackDefault)
{
    DiffusionSetting& s = r.job().setting;
    const ConfigEntry* e = r.get(key);
    if (!e) {
        if (stackDefault) {
            std::tie(s.width, s.height) = *stackDefault;
            noteDefault(r, key, std::to_string(s.width) + "," + std::to_string(s.height), Setting::Resolution,
                        *stackDefault);
        }
        return std::nullopt;
    }
    std::vector<std::string> parts = e->items;
    if (!e->isList) {
        for (size_t start = 0; start <= e->value.size() && parts.size() < 3;) {
            const size_t comma = std::min(e->value.find(',', start), e->value.size());
            parts.push_back(e->value.substr(start, comma - start));
            start = comma + 1;
        }
    }
    if (parts.empty() || parts.size() > 2)
        return Error{ErrorCode::InvalidValue, std::string(key), e->value.substr(0, 40)};
    Result<int64_t> width = parseInt(parts[0], key, 64, kMaxSide);
    Result<int64_t> height = parseInt(parts.back(), key, 64, kMaxSide);
    if (!width || !height)
        return width ? height.error() : width.error();
    s.width = int(*width);
    s.height = int(*height);
    noteRead(r, key, *e, Setting::Resolution, std::pair{s.width, s.height});
    return std::nullopt;
}

Result<std::string> readSmallFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error{ErrorCode::CannotOpen, path, ""};
    std::string text(kMaxConfigBytes + 1, '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(size_t(in.gcount()));
    if (text.size() > kMaxConfigBytes)
        return Error{ErrorCode::FileTooLarge, path, "> " + std::to_string(kMaxConfigBytes)};
    return text;
}

/// The dataset TOML's first [[datasets]] (falling back to [general]): resolution, batch_size and, for video,
/// target_frames (the longest clip sets the memory). Keys and musubi's defaults: dataset/config_utils.py,
/// https://github.com/kohya-ss/musubi-tuner/blob/main/src/musubi_tuner/dataset/dataset_config.md
Failure readDatasetTree(Reading& main, const ConfigTree& tree, bool musubi)
{
    Reading r{tree, main.out, "datasets.0.", {"general."}, {}, tree.file};
    const std::optional<std::pair<int, int>> side =
        musubi ? std::optional<std::pair<int, int>>{{960, 544}} : std::nullopt;
    if (Failure f = readSides(r, "resolution", side))
        return f;
    const IntKey keys[] = {
        {"batch_size", Setting::Batch, 1, 1024, musubi ? std::optional<int64_t>(1) : std::nullopt, setBatch}};
    if (Failure f = readInts(r, keys))
        return f;
    const ConfigEntry* frames = r.get("target_frames");
    if (!frames) {
        if (musubi && main.job().model.task == DenoiserTask::Video) {
            setFrames(main.job(), 1);
            noteDefault(main, "target_frames", "[1]", Setting::Frames, int64_t(1));
        }
        return std::nullopt;
    }
    Result<int64_t> longest = largestItem(*frames, "target_frames", 1, 1024);
    if (!longest)
        return longest.error();
    setFrames(main.job(), *longest);
    noteRead(r, "target_frames", *frames, Setting::Frames, *longest,
             frames->isList && frames->items.size() > 1 ? Note::LongestClip : Note::None);
    return std::nullopt;
}

/// --dataset_config, found as IncludePath finds a config's includes; one that cannot be found leaves the stack's
/// dataset defaults (and says so); one outside the import's folder is refused.
Failure readDatasetConfig(Reading& r, const std::string& fileName, bool musubi)
{
    const ConfigEntry* e = r.get("dataset_config");
    ConfigTree empty;
    if (!e)
        return readDatasetTree(r, empty, musubi);
    Result<std::string> path = resolveIncludePath(fileName, e->value, defaultImportRoot(fileName),
                                                  fileName + ":" + std::to_string(e->line) + ": dataset_config");
    Result<std::string> text = path ? readSmallFile(*path) : Result<std::string>(path.error());
    if (!text && text.error().code != ErrorCode::CannotOpen)
        return text.error();
    if (!text) {
        noteRead(r, "dataset_config", *e, Setting::DatasetConfig, false, Note::NotFoundBesideConfig);
        return readDatasetTree(r, empty, musubi);
    }
    Result<ConfigTree> tree = parseTomlTree(*text, *path);
    if (!tree)
        return tree.error();
    noteRead(r, "dataset_config", *e, Setting::DatasetConfig, true);
    return readDatasetTree(r, *tree, musubi);
}

/// A --config_file TOML: sd-scripts and musubi merge every [section] into one namespace (read_config_from_file).
ConfigTree withoutSections(ConfigTree tree)
{
    for (ConfigEntry& e : tree.entries) {
        const size_t dot = e.key.find('.');
        if (dot != std::string::npos && e.key.rfind("datasets.", 0) != 0)
            e.key.erase(0, dot + 1);
    }
    return tree;
}

Failure readKohyaOptimizer(Reading& r)
{
    DiffusionOptimizer& o = r.job().setting.optimizer;
    if (r.get("optimizer_type") && !r.get("optimizer_type")->value.empty())
        return readEnum<DiffusionOptimizer>(r, "optimizer_type", kKohyaOptimizers, o, Setting::Optimizer, {});
    std::optional<bool> eightBit;
    if (Failure f = readBool(r, {"use_8bit_adam", Setting::EightBitAdam, false, nullptr}, eightBit))
        return f;
    o = *eightBit ? DiffusionOptimizer::AdamW8bit : DiffusionOptimizer::AdamW;
    noteDefault(r, "optimizer_type", "\"\"", Setting::Optimizer, o);
    return std::nullopt;
}

/// sd-scripts' --cpu_offload_checkpointing wraps each checkpointed block as musubi-tuner's
/// --gradient_checkpointing_cpu_offload does (library/flux_models.py: the inputs moved to the card and the outputs to
/// the CPU inside the non-reentrant checkpoint), so the checkpointed inputs wait in CPU RAM. The fine-tuning scripts
/// turn checkpointing on for it (flux_train.py); the network scripts offload only under --gradient_checkpointing
/// (train_network.py), and every script refuses it beside --blocks_to_swap.
Failure readKohyaActivationOffload(Reading& r)
{
    const ConfigEntry* e = r.get("cpu_offload_checkpointing");
    if (!e)
        return std::nullopt;
    Result<bool> on = parseBool(*e, "cpu_offload_checkpointing");
    if (!on)
        return on.error();
    DiffusionSetting& s = r.job().setting;
    if (*on && s.blocksSwapped > 0)
        return Error{ErrorCode::Unsupported, "cpu_offload_checkpointing", "stack_offload_beside_swap"};
    if (*on && s.method == DiffusionMethod::Full)
        s.checkpointing = true;
    s.activationOffload = *on && s.checkpointing;
    noteRead(r, "cpu_offload_checkpointing", *e, Setting::ActivationOffload, s.activationOffload);
    return std::nullopt;
}

} // namespace

Result<DiffusionImport> readKohyaFamily(const ConfigTree& parsed, const std::string& fileName,
                                        const DenoiserLibrary& library, bool commandLine)
{
    const ConfigTree tree = commandLine ? parsed : withoutSections(parsed);
    const Script* script = findScript(tree);
    const bool musubi = script ? script->musubi : tree.find("dit") != nullptr;
    if (commandLine && !script && !tree.find("dit") && !tree.find("pretrained_model_name_or_path"))
        return Error{ErrorCode::WrongFormat, fileName, "no_diffusion_command"};
    DiffusionImport out;
    out.stack = musubi ? "musubi-tuner" : "kohya sd-scripts";
    Reading r{tree, out, "", {"launcher."}};
    ModelFallback fallback;
    if (script && !script->model.empty())
        fallback = {std::string(script->model), "script", std::string(script->name)};
    const ConfigEntry* task = r.get("task");
    if (musubi && (task || (script && script->model.empty()))) { // Wan: --task names the model (default t2v-14B)
        fallback = {task ? task->value : "t2v-14B", "task", task ? task->value : "t2v-14B", !task,
                    task ? task->line : 0};
        Result<DiffusionJob> job = resolveModel(r, library, nullptr, "task", fallback);
        if (!job)
            return job.error();
        out.job = std::move(job).value();
    } else {
        const char* key = musubi ? "dit" : "pretrained_model_name_or_path";
        Result<DiffusionJob> job = resolveModel(r, library, r.get(key), key, fallback);
        if (!job)
            return job.error();
        out.job = std::move(job).value();
    }
    DiffusionSetting& s = out.job.setting;
    if (musubi) { // musubi trains on latents and text encoder outputs cached by its caching scripts
        s.textEncoders = s.vae = HelperPlacement::Cached;
        for (Setting helper : {Setting::TextEncoders, Setting::Vae})
            noteDefault(r, "", "", helper, HelperPlacement::Cached, Note::StackCachesHelpers);
    } else {
        if (Failure f = readPlacement(r, {"cache_text_encoder_outputs", "cache_text_encoder_outputs_to_disk"},
                                      Setting::TextEncoders, s.textEncoders, false))
            return *f;
        if (Failure f = readPlacement(r, {"cache_latents", "cache_latents_to_disk"}, Setting::Vae, s.vae, false))
            return *f;
        if (Failure f = readSides(r, "resolution", std::nullopt))
            return *f;
        if (!r.get("resolution") && !r.get("dataset_config"))
            noteDefault(r, "resolution", "", Setting::Resolution, std::pair{s.width, s.height}, Note::ModelsDefault);
    }
    if (Failure f = readKohyaMethod(r, script))
        return *f;
    if (Failure f = readKohyaPrecision(r, musubi))
        return *f;
    if (r.get("max_train_epochs") && !r.get("max_train_steps")) { // the epochs decide
        if (Failure f = readStepsOrEpochs(r, "max_train_steps"))
            return *f;
        r.settled.emplace(Setting::Steps);
    }
    if (Failure f = readInts(r, musubi ? std::span<const IntKey>(kMusubiInts) : std::span<const IntKey>(kKohyaInts)))
        return *f;
    if (Failure f = readBools(r, kKohyaBools); f || (f = readKohyaOptimizer(r)))
        return *f;
    // musubi-tuner's --flash3 runs FlashAttention-3 (sd-scripts has no such flag: --sdpa or --xformers), and its
    // --gradient_checkpointing_cpu_offload keeps the checkpointed activations in CPU RAM (training/parser_common.py).
    static const BoolKey musubiBools[] = {
        {"flash3", Setting::Attention, std::nullopt, setFlash3},
        {"gradient_checkpointing_cpu_offload", Setting::ActivationOffload, std::nullopt, setActivationOffload}};
    if (Failure f = musubi ? readBools(r, musubiBools) : readKohyaActivationOffload(r))
        return *f;
    // network_dropout: the LoRA module's dropout on its input (kohya and musubi-tuner default: none).
    if (Failure f =
            readReal(r, {"network_dropout", Setting::LoraDropout, 0.0, 0.9, std::nullopt}, r.job().setting.loraDropout))
        return *f;
    if (Failure f = readDatasetConfig(r, fileName, musubi))
        return *f;
    if (Failure f = readKohyaFullWeights(r))
        return *f;
    noteIgnored(r, kKohyaIgnored);
    return out;
}

// ---------------------------------------------------------------------------------------------------------------
// diffusers examples/dreambooth/train_dreambooth_lora_*.py (parse_args): --resolution 512, --train_batch_size 4,
// --rank 4, --optimizer AdamW, --gradient_accumulation_steps 1; --max_train_steps unset (epochs decide).
// https://github.com/huggingface/diffusers/blob/main/examples/dreambooth/train_dreambooth_lora_flux.py
// ---------------------------------------------------------------------------------------------------------------

const IntKey kDiffusersInts[] = {
    {"rank", Setting::Rank, 1, 1024, 4, setRank},
    {"train_batch_size", Setting::Batch, 1, 1024, 4, setBatch},
    {"gradient_accumulation_steps", Setting::Accumulation, 1, 4096, 1, setAccumulation},
    {"resolution", Setting::Resolution, 64, kMaxSide, 512,
     [](DiffusionJob& j, int64_t v) { j.setting.width = j.setting.height = int(v); }},
    {"max_sequence_length", Setting::PromptTokens, 1, kMaxTextTokens, std::nullopt, setTextTokens},
};
const IgnoredKey kDiffusersIgnored[] = {
    {"train_text_encoder", Note::TextEncoderTraining},
    {"with_prior_preservation", Note::ClassImages},
};

/// The model a diffusers script trains by default, for a local --pretrained_model_name_or_path.
ModelFallback diffusersFallback(const std::string& script)
{
    static const std::pair<std::string_view, std::string_view> families[] = {
        {"flux2", "flux.2-dev"},   {"flux", "flux.1-dev"}, {"sdxl", "sdxl-base-1.0"},       {"sd3", "sd3.5-large"},
        {"hidream", "hidream-i1"}, {"qwen", "qwen-image"}, {"lumina2", "lumina-image-2.0"},
    };
    for (const auto& [part, model] : families) {
        if (script.find(part) != std::string::npos)
            return {std::string(model), "script", script};
    }
    return {};
}

Result<DiffusionImport> readDiffusers(const ConfigTree& tree, const DenoiserLibrary& library)
{
    DiffusionImport out;
    out.stack = "diffusers";
    Reading r{tree, out, "", {"launcher."}};
    const std::string script = lower(baseName(tree.find("script")->value));
    Result<DiffusionJob> job = resolveModel(r, library, r.get("pretrained_model_name_or_path"),
                                            "pretrained_model_name_or_path", diffusersFallback(script));
    if (!job)
        return job.error();
    out.job = std::move(job).value();
    DiffusionSetting& s = out.job.setting;
    s.method = script.find("lora") != std::string::npos ? DiffusionMethod::LoRA : DiffusionMethod::Full;
    noteStated(r, "script", script, 0, Setting::Method, s.method);
    if (Failure f = readInts(r, kDiffusersInts); f || (f = readStepsOrEpochs(r, "max_train_steps")))
        return *f;
    // The SD3 scripts pad T5 to --max_sequence_length, 77 by default (train_dreambooth_lora_sd3.py; earlier versions
    // hard-code 77 in _encode_prompt_with_t5): 154 with CLIP's.
    if (out.job.model.family == "sd3" && !r.get("max_sequence_length")) {
        setTextTokens(out.job, 77);
        noteDefault(r, "max_sequence_length", "77", Setting::PromptTokens, int64_t(77));
    }
    static const BoolKey checkpointing{"gradient_checkpointing", Setting::Checkpointing, false, setCheckpointing};
    if (Failure f = readBools(r, std::span(&checkpointing, 1)))
        return *f;
    static const Named<DiffusionOptimizer> optimizers[] = {{"adamw", DiffusionOptimizer::AdamW},
                                                           {"prodigy", DiffusionOptimizer::Prodigy}};
    std::optional<bool> eightBit, offload;
    if (Failure f = readEnum<DiffusionOptimizer>(r, "optimizer", optimizers, s.optimizer, Setting::Optimizer, "adamw"))
        return *f;
    if (Failure f = readBool(r, {"use_8bit_adam", Setting::EightBitAdam, false, nullptr}, eightBit))
        return *f;
    if (*eightBit && s.optimizer == DiffusionOptimizer::AdamW)
        s.optimizer = DiffusionOptimizer::AdamW8bit;
    if (Failure f =
            readEnum<DenoiserPrecision>(r, "mixed_precision", kMixedPrecision, s.precision, Setting::Precision, "no"))
        return *f;
    s.textEncoderPrecision = s.precision;
    if (Failure f = readBool(r, {"offload", Setting::HelpersOffloaded, false, nullptr}, offload))
        return *f;
    s.textEncoders = *offload ? HelperPlacement::Offloaded : HelperPlacement::Gpu;
    s.vae = s.textEncoders;
    if (Failure f = readPlacement(r, {"cache_latents"}, Setting::Vae, s.vae, std::nullopt))
        return *f;
    if (s.vae == HelperPlacement::Gpu && *offload)
        s.vae = HelperPlacement::Offloaded;
    noteIgnored(r, kDiffusersIgnored);
    return out;
}

} // namespace tunefit::import::diffusion

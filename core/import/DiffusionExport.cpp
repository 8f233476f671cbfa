// SPDX-License-Identifier: GPL-3.0-or-later
// A diffusion job written as an ai-toolkit YAML, a kohya sd-scripts or musubi-tuner --config_file TOML (plus
// musubi's dataset TOML) or a SimpleTuner config.json, in the keys DiffusionImport.cpp and DiffusionKohya.cpp read
// (their tables cite where each key is documented). What a stack cannot express is refused, never approximated.
#include "core/import/DiffusionImport.h"
#include "core/import/DiffusionReading.h"

#include <QString>

#include <algorithm>
#include <optional>
#include <sstream>

namespace tunefit {

namespace {

/// The model a stack loads: the fine-tune the user named (its Hub id or folder), else the entry's Hub id.
std::string modelPath(const DiffusionJob& job)
{
    return job.modelGiven.empty() ? job.model.names.front() : job.modelGiven;
}

using Failure = std::optional<Error>;
using import::diffusion::clipTokensAhead;
using import::diffusion::kSimpleTunerSd3T5Cap;
using import::diffusion::simpleTunerForcedTextTokens;

/// A refusal at the option it names; `rule` is a key the error wording turns into the user's language
/// (present/ErrorWording.cpp ruleText), never a sentence.
Error unsupported(std::string_view field, std::string rule)
{
    return Error{ErrorCode::Unsupported, std::string(field), std::move(rule)};
}

/// A rule key with the facts its sentence names (a stack, a model, a number): "stack_no_block_swap|ai-toolkit".
std::string rule(std::string_view key, std::initializer_list<std::string_view> facts)
{
    std::string out(key);
    for (std::string_view fact : facts)
        out += "|" + std::string(fact);
    return out;
}

/// A double-quoted string for YAML, TOML and JSON alike (model ids and paths: no control characters expected).
std::string quoted(std::string_view s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (static_cast<unsigned char>(c) >= 0x20)
            out += c;
    }
    return out + "\"";
}

bool sixteenOrThirtyTwo(DenoiserPrecision p)
{
    return p == DenoiserPrecision::BF16 || p == DenoiserPrecision::FP16 || p == DenoiserPrecision::FP32;
}

std::string_view torchDtype(DenoiserPrecision p)
{
    return p == DenoiserPrecision::FP16 ? "fp16" : p == DenoiserPrecision::FP32 ? "fp32" : "bf16";
}

/// The 16/32-bit type the weights that are not quantized use: the denoiser's, else the text encoders', else bf16.
/// Refuses a denoiser and text encoders in two different 16/32-bit types (every stack has one dtype for both).
Result<DenoiserPrecision> sharedDtype(const DiffusionSetting& s)
{
    if (sixteenOrThirtyTwo(s.precision) && sixteenOrThirtyTwo(s.textEncoderPrecision) &&
        s.precision != s.textEncoderPrecision)
        return unsupported("--text-encoder-precision", "stack_one_dtype");
    if (sixteenOrThirtyTwo(s.precision))
        return s.precision;
    return sixteenOrThirtyTwo(s.textEncoderPrecision) ? s.textEncoderPrecision : DenoiserPrecision::BF16;
}

std::string_view kohyaOptimizer(DiffusionOptimizer o)
{
    switch (o) {
    case DiffusionOptimizer::AdamW:
        return "AdamW";
    case DiffusionOptimizer::AdamW8bit:
        return "AdamW8bit";
    case DiffusionOptimizer::Adafactor:
        return "Adafactor";
    case DiffusionOptimizer::Prodigy:
        return "Prodigy";
    case DiffusionOptimizer::Lion:
        return "Lion";
    case DiffusionOptimizer::Lion8bit:
        return "Lion8bit";
    }
    return "AdamW";
}

/// kohya sd-scripts', musubi-tuner's and ai-toolkit's networks adapt every linear of the blocks (networks/lora_*.py;
/// ai-toolkit's LoRASpecialNetwork over the transformer's Linear modules); their configs here name no other set.
Failure refuseAttentionTargets(const DiffusionSetting& s, std::string_view stack)
{
    if (s.method != DiffusionMethod::Full && s.targets != LoraTargets::AllLinears)
        return unsupported("--lora-targets", rule("stack_networks_adapt_every_linear", {stack}));
    return std::nullopt;
}

Failure refuseOffloaded(const DiffusionSetting& s, std::string_view stack)
{
    if (s.textEncoders == HelperPlacement::Offloaded || s.vae == HelperPlacement::Offloaded)
        return unsupported("--text-encoders", rule("stack_no_helper_offload", {stack}));
    return std::nullopt;
}

/// The prompt length a stack's file sets (importers' setTextTokens backwards), or a refusal where it has no key.
Result<int> stackTextTokens(const DiffusionJob& job, std::string_view stack, bool hasKey)
{
    const int tokens = job.setting.textTokens;
    if (tokens <= 0)
        return 0;
    const int clip = clipTokensAhead(job.model);
    if (!hasKey || tokens <= clip)
        return unsupported("--text-tokens", rule("stack_no_prompt_length", {stack, job.model.key}));
    return tokens - clip;
}

Result<std::string> exportAiToolkit(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    if (Result<int> tokens = stackTextTokens(job, "ai-toolkit", false); !tokens)
        return tokens.error();
    if (s.blocksSwapped > 0)
        return unsupported("--swap-blocks", rule("stack_no_block_swap", {"ai-toolkit"}));
    if (s.attention == DiffusionAttention::FlashAttention3)
        return unsupported("--attention", rule("stack_no_flash3", {"ai-toolkit"}));
    if (s.width != s.height)
        return unsupported("--width", rule("stack_square_resolution", {"ai-toolkit"}));
    if (s.precision == DenoiserPrecision::NF4 || s.textEncoderPrecision == DenoiserPrecision::NF4)
        return unsupported("--precision", "stack_quanto_not_nf4");
    if (Failure f = refuseOffloaded(s, "ai-toolkit"); f || (f = refuseAttentionTargets(s, "ai-toolkit")))
        return *f;
    Result<DenoiserPrecision> dtype = sharedDtype(s);
    if (!dtype)
        return dtype.error();
    auto qtype = [](DenoiserPrecision p) { return p == DenoiserPrecision::Int8 ? "qint8" : "qfloat8"; };
    std::ostringstream y;
    y << "# Written by Tunefit: ostris ai-toolkit, run with: python run.py this.yaml\n"
      << "job: extension\nconfig:\n  name: " << quoted("tunefit_" + job.model.key) << "\n  process:\n"
      << "    - type: sd_trainer\n      training_folder: output\n      device: cuda:0\n";
    if (s.method != DiffusionMethod::Full) {
        y << "      network:\n        type: " << diffusionMethodKey(s.method) << "\n        linear: " << s.rank
          << "\n        linear_alpha: " << s.rank << "\n";
        if (s.method == DiffusionMethod::LoKr)
            y << "        lokr_full_rank: false\n        lokr_factor: " << s.lokrFactor << "\n";
    }
    y << "      datasets:\n        - folder_path: /path/to/dataset\n          caption_ext: txt\n"
      << "          resolution: [" << s.width
      << "]\n          cache_latents_to_disk: " << (s.vae == HelperPlacement::Cached ? "true" : "false") << "\n";
    if (job.model.task == DenoiserTask::Video)
        y << "          num_frames: " << s.frames << "\n";
    y << "      train:\n        batch_size: " << s.batch << "\n        steps: " << job.steps
      << "\n        gradient_accumulation: " << s.gradAccumulation
      << "\n        gradient_checkpointing: " << (s.checkpointing ? "true" : "false")
      << "\n        optimizer: " << diffusionOptimizerKey(s.optimizer)
      << "\n        lr: 1e-4\n        dtype: " << torchDtype(*dtype)
      << "\n        cache_text_embeddings: " << (s.textEncoders == HelperPlacement::Cached ? "true" : "false") << "\n";
    const bool quantize = !sixteenOrThirtyTwo(s.precision);
    const bool quantizeTe = !sixteenOrThirtyTwo(s.textEncoderPrecision);
    y << "      model:\n        name_or_path: " << quoted(modelPath(job))
      << "\n        quantize: " << (quantize ? "true" : "false") << "\n";
    if (quantize)
        y << "        qtype: " << qtype(s.precision) << "\n";
    y << "        quantize_te: " << (quantizeTe ? "true" : "false") << "\n";
    if (quantizeTe)
        y << "        qtype_te: " << qtype(s.textEncoderPrecision) << "\n";
    return y.str();
}

/// musubi-tuner's network module and text-encoder fp8 flag per model it trains (its *_train_network.py).
struct MusubiModel
{
    std::string_view keyPrefix, networkModule, fp8TextEncoderFlag;
};
const MusubiModel kMusubiModels[] = {
    {"wan", "networks.lora_wan", "fp8_t5"},
    {"hunyuanvideo", "networks.lora", "fp8_llm"},
    {"qwen-image", "networks.lora_qwen_image", "fp8_vl"},
};

const MusubiModel* musubiModel(const DenoiserSpec& model)
{
    for (const MusubiModel& m : kMusubiModels) {
        if (model.key.rfind(m.keyPrefix, 0) == 0)
            return &m;
    }
    return nullptr;
}

/// Wan's --task: the model's name of that form ("t2v-14B").
std::string wanTask(const DenoiserSpec& model)
{
    for (const std::string& n : model.names) {
        if (n.rfind("t2v-", 0) == 0 || n.rfind("i2v-", 0) == 0 || n.rfind("ti2v-", 0) == 0)
            return n;
    }
    return {};
}

std::string kohyaNetworkModule(const DenoiserSpec& model)
{
    if (model.key.rfind("flux.1", 0) == 0)
        return "networks.lora_flux";
    if (model.key.rfind("sd3", 0) == 0)
        return "networks.lora_sd3";
    if (model.key.rfind("lumina", 0) == 0)
        return "networks.lora_lumina";
    return "networks.lora";
}

/// The lines both kohya stacks share: network, steps, accumulation, swapping, checkpointing, optimizer.
void writeKohyaCommon(std::ostringstream& t, const DiffusionJob& job, const std::string& networkModule)
{
    const DiffusionSetting& s = job.setting;
    if (s.method == DiffusionMethod::LoKr) {
        t << "network_module = \"lycoris.kohya\"\nnetwork_args = [\"algo=lokr\", \"factor=" << s.lokrFactor
          << "\"]\nnetwork_dim = " << s.rank << "\n";
    } else if (s.method == DiffusionMethod::LoRA) {
        t << "network_module = " << quoted(networkModule) << "\nnetwork_dim = " << s.rank << "\n";
        if (s.loraDropout > 0)
            t << "network_dropout = " << s.loraDropout << "\n";
    }
    t << "gradient_accumulation_steps = " << s.gradAccumulation << "\nmax_train_steps = " << job.steps
      << "\nblocks_to_swap = " << s.blocksSwapped
      << "\ngradient_checkpointing = " << (s.checkpointing ? "true" : "false")
      << "\noptimizer_type = " << quoted(kohyaOptimizer(s.optimizer)) << "\n";
}

Failure refuseKohyaQuantization(const DiffusionSetting& s, std::string_view stack)
{
    for (DenoiserPrecision p : {s.precision, s.textEncoderPrecision}) {
        if (p == DenoiserPrecision::NF4 || p == DenoiserPrecision::Int8)
            return unsupported("--precision", rule("stack_fp8_only", {stack, denoiserPrecisionKey(p)}));
    }
    return std::nullopt;
}

Result<std::string> exportKohya(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    if (job.model.task == DenoiserTask::Video)
        return unsupported("--model", "stack_kohya_images_only");
    if (Failure f = refuseKohyaQuantization(s, "kohya sd-scripts"); f || (f = refuseOffloaded(s, "kohya sd-scripts")))
        return *f;
    if (Failure f = refuseAttentionTargets(s, "kohya sd-scripts"))
        return *f;
    if (s.textEncoderPrecision == DenoiserPrecision::FP8)
        return unsupported("--text-encoder-precision", rule("stack_no_fp8_text_encoders", {"kohya sd-scripts"}));
    if (s.attention == DiffusionAttention::FlashAttention3)
        return unsupported("--attention", rule("stack_no_flash3", {"kohya sd-scripts"}));
    if (s.activationOffload && s.blocksSwapped > 0) // flux_train_network.py asserts against the pair
        return unsupported("--activation-offload", "stack_offload_beside_swap");
    // sd-scripts reads --t5xxl_max_token_length for Flux and SD3 (flux_train_network.py, sd3_train_network.py).
    const bool t5 = job.model.family == "flux" || job.model.family == "sd3";
    const Result<int> tokens = stackTextTokens(job, "kohya sd-scripts", t5);
    if (!tokens)
        return tokens.error();
    Result<DenoiserPrecision> dtype = sharedDtype(s);
    if (!dtype)
        return dtype.error();
    std::ostringstream t;
    t << "# Written by Tunefit: kohya sd-scripts --config_file (accelerate launch "
      << (s.method == DiffusionMethod::Full ? "<model>_train.py" : "<model>_train_network.py")
      << " --config_file this.toml)\n"
      << "pretrained_model_name_or_path = " << quoted(modelPath(job)) << "\nresolution = \"" << s.width << ","
      << s.height << "\"\ntrain_batch_size = " << s.batch << "\nmixed_precision = \""
      << (*dtype == DenoiserPrecision::FP32 ? "no" : torchDtype(*dtype))
      << "\"\nfp8_base = " << (s.precision == DenoiserPrecision::FP8 ? "true" : "false")
      << "\ncache_latents = " << (s.vae == HelperPlacement::Cached ? "true" : "false")
      << "\ncache_text_encoder_outputs = " << (s.textEncoders == HelperPlacement::Cached ? "true" : "false") << "\n";
    if (*tokens > 0)
        t << "t5xxl_max_token_length = " << *tokens << "\n";
    if (s.method == DiffusionMethod::Full) { // without either flag the fine-tuning scripts keep FP32 weights
        if (!s.fp32Weights)
            t << (*dtype == DenoiserPrecision::FP16 ? "full_fp16" : "full_bf16") << " = true\n";
        if (s.fusedBackward)
            t << "fused_backward_pass = true\n";
    }
    if (s.activationOffload)
        t << "cpu_offload_checkpointing = true\n";
    writeKohyaCommon(t, job, kohyaNetworkModule(job.model));
    return t.str();
}

Result<const MusubiModel*> checkMusubi(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    const MusubiModel* m = musubiModel(job.model);
    if (!m)
        return unsupported("--model", rule("stack_not_a_musubi_model", {job.model.key}));
    if (s.method == DiffusionMethod::Full)
        return unsupported("--method", "stack_musubi_networks_only");
    if (s.textEncoders != HelperPlacement::Cached || s.vae != HelperPlacement::Cached)
        return unsupported("--text-encoders", rule("stack_cached_helpers_only", {"musubi-tuner"}));
    if (Failure f = refuseKohyaQuantization(s, "musubi-tuner"); f || (f = refuseAttentionTargets(s, "musubi-tuner")))
        return *f;
    if (Result<int> tokens = stackTextTokens(job, "musubi-tuner", false); !tokens)
        return tokens.error();
    return m;
}

bool readsImageTokens(const DenoiserSpec& model)
{
    return std::any_of(model.blocks.begin(), model.blocks.end(),
                       [](const BlockGroup& g) { return g.imageContextTokens > 0; });
}

Result<std::string> exportMusubi(const DiffusionJob& job)
{
    Result<const MusubiModel*> m = checkMusubi(job);
    if (!m)
        return m.error();
    const DiffusionSetting& s = job.setting;
    const bool fp8Te = s.textEncoderPrecision == DenoiserPrecision::FP8;
    const DenoiserPrecision mixed = fp8Te ? DenoiserPrecision::BF16 : s.textEncoderPrecision;
    std::ostringstream t;
    t << "# Written by Tunefit: musubi-tuner --config_file, with the dataset config beside it as dataset.toml\n";
    if (const std::string task = wanTask(job.model); !task.empty()) {
        // musubi-tuner loads Wan's own checkpoints: a single-file fine-tune is one; a library name or a diffusers
        // folder leaves the user a path to fill in.
        const bool singleFile = QString::fromStdString(job.modelGiven).endsWith(QLatin1String(".safetensors"));
        t << "task = " << quoted(task)
          << "\ndit = " << quoted(singleFile ? job.modelGiven : "/path/to/" + job.model.key + ".safetensors") << "\n";
        // The model reads CLIP image tokens (Wan 2.1 I2V): wan_train_network.py requires --clip for it.
        if (readsImageTokens(job.model))
            t << "clip = \"/path/to/models_clip_open-clip-xlm-roberta-large-vit-huge-14.pth\"\n";
    } else
        t << "dit = " << quoted(modelPath(job)) << "\n";
    t << "dataset_config = \"dataset.toml\"\nmixed_precision = \""
      << (mixed == DenoiserPrecision::FP32 ? "no" : torchDtype(mixed)) << "\"\n";
    if (s.precision == DenoiserPrecision::FP8)
        t << "fp8_base = true\n";
    else
        t << "dit_dtype = \""
          << (s.precision == DenoiserPrecision::FP16   ? "float16"
              : s.precision == DenoiserPrecision::FP32 ? "float32"
                                                       : "bfloat16")
          << "\"\n";
    if (fp8Te)
        t << (*m)->fp8TextEncoderFlag << " = true\n";
    t << (s.attention == DiffusionAttention::FlashAttention3 ? "flash3" : "sdpa") << " = true\n";
    if (s.activationOffload)
        t << "gradient_checkpointing_cpu_offload = true\n";
    writeKohyaCommon(t, job, std::string((*m)->networkModule));
    return t.str();
}

Result<std::string> exportMusubiDataset(const DiffusionJob& job)
{
    Result<const MusubiModel*> m = checkMusubi(job);
    if (!m)
        return m.error();
    const DiffusionSetting& s = job.setting;
    const bool video = job.model.task == DenoiserTask::Video;
    std::ostringstream t;
    t << "# Written by Tunefit: musubi-tuner --dataset_config\n[general]\nresolution = [" << s.width << ", " << s.height
      << "]\nbatch_size = " << s.batch << "\ncaption_extension = \".txt\"\n\n[[datasets]]\n"
      << (video ? "video_directory = \"/path/to/videos\"\n" : "image_directory = \"/path/to/images\"\n")
      << "cache_directory = \"/path/to/cache\"\n";
    if (video)
        t << "target_frames = [" << s.frames << "]\n";
    return t.str();
}

/// SimpleTuner's model_family for a library model.
std::string_view simpleTunerFamily(const DenoiserSpec& model)
{
    static const std::pair<std::string_view, std::string_view> families[] = {
        {"flux.1", "flux"},     {"flux.2", "flux2"},   {"sdxl", "sdxl"},
        {"sd3", "sd3"},         {"wan", "wan"},        {"qwen-image", "qwen_image"},
        {"hidream", "hidream"}, {"lumina", "lumina2"}, {"ltx", "ltxvideo"},
    };
    for (const auto& [prefix, family] : families) {
        if (model.key.rfind(prefix, 0) == 0)
            return family;
    }
    return {};
}

/// What SimpleTuner's LoRA adapts without a module list: Flux's flux_lora_target "all" (both streams' attention) or
/// "all+ffs" (every linear); every other family's DEFAULT_LORA_TARGET, the projections named to_q, to_k, to_v and
/// to_out.0, which leave a two-stream block's text projections frozen (readSimpleTunerTargets).
Failure refuseSimpleTunerTargets(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    if (s.method != DiffusionMethod::LoRA)
        return std::nullopt;
    if (simpleTunerFamily(job.model) == "flux") {
        if (s.targets == LoraTargets::ImageAttention)
            return unsupported("--lora-targets", "stack_flux_target_image_stream");
        return std::nullopt;
    }
    if (s.targets == LoraTargets::AllLinears)
        return unsupported("--lora-targets", "stack_simpletuner_attention_targets");
    const bool textStream = std::any_of(job.model.blocks.begin(), job.model.blocks.end(), [](const BlockGroup& g) {
        return g.kind == BlockKind::DoubleStream && g.textAttentionTargeted;
    });
    if (s.targets == LoraTargets::Attention && textStream)
        return unsupported("--lora-targets", "stack_simpletuner_image_stream");
    return std::nullopt;
}

Failure refuseForSimpleTuner(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    if (simpleTunerFamily(job.model).empty())
        return unsupported("--model", rule("stack_no_simpletuner_family", {job.model.key}));
    if (s.blocksSwapped > 0)
        return unsupported("--swap-blocks", rule("stack_no_block_swap", {"SimpleTuner"}));
    if (s.width != s.height)
        return unsupported("--width", rule("stack_square_resolution", {"SimpleTuner"}));
    if (s.method == DiffusionMethod::LoKr)
        return unsupported("--method", "stack_lokr_needs_lycoris_config");
    if (Failure f = refuseSimpleTunerTargets(job))
        return *f;
    if (s.optimizer == DiffusionOptimizer::Adafactor)
        return unsupported("--optimizer", rule("stack_no_adafactor", {"SimpleTuner"}));
    if (s.textEncoders != HelperPlacement::Cached || s.vae != HelperPlacement::Cached)
        return unsupported("--text-encoders", rule("stack_cached_helpers_only", {"SimpleTuner"}));
    if (s.frames != job.model.defaultFrames)
        return unsupported("--frames", "stack_frames_in_data_backend");
    return std::nullopt;
}

std::string_view simpleTunerPrecision(DenoiserPrecision p)
{
    return p == DenoiserPrecision::FP8 ? "fp8-torchao" : p == DenoiserPrecision::Int8 ? "int8-quanto" : "nf4-bnb";
}

/// SimpleTuner's name for the optimizer: its BF16-native ones where the trained tensors are BF16 (the importer reads
/// them back as BF16 adapters), bitsandbytes' 32-bit ones where they are FP32.
std::string_view simpleTunerOptimizer(const DiffusionSetting& s)
{
    const bool bf16 = s.method == DiffusionMethod::Full ? !s.fp32Weights : s.bf16Adapters;
    switch (s.optimizer) {
    case DiffusionOptimizer::AdamW8bit:
        return "bnb-adamw8bit";
    case DiffusionOptimizer::Prodigy:
        return "prodigy";
    case DiffusionOptimizer::Lion:
        return bf16 ? "optimi-lion" : "bnb-lion";
    case DiffusionOptimizer::Lion8bit:
        return "bnb-lion8bit";
    case DiffusionOptimizer::AdamW:
    case DiffusionOptimizer::Adafactor:
        break;
    }
    return bf16 ? "adamw_bf16" : "bnb-adamw";
}

/// tokenizer_max_length for the job's prompt length, 0 for none, or a refusal where SimpleTuner runs another length
/// (the importer's readSimpleTunerTextTokens backwards).
Result<int> simpleTunerTextTokens(const DiffusionJob& job)
{
    const int tokens = job.setting.textTokens > 0 ? job.setting.textTokens : job.model.textTokens;
    if (const std::optional<int> forced = simpleTunerForcedTextTokens(job.model)) {
        if (tokens != *forced)
            return unsupported("--text-tokens",
                               rule("stack_simpletuner_pads_prompt", {job.model.key, std::to_string(*forced)}));
        return 0;
    }
    const int clip = clipTokensAhead(job.model);
    if (job.model.family == "sd3" && (tokens <= clip || tokens > clip + kSimpleTunerSd3T5Cap))
        return unsupported("--text-tokens", rule("stack_simpletuner_caps_sd3",
                                                 {std::to_string(kSimpleTunerSd3T5Cap),
                                                  std::to_string(clip + kSimpleTunerSd3T5Cap), std::to_string(clip)}));
    return stackTextTokens(job, "SimpleTuner", true);
}

Result<std::string> exportSimpleTuner(const DiffusionJob& job)
{
    if (Failure f = refuseForSimpleTuner(job))
        return *f;
    const Result<int> tokens = simpleTunerTextTokens(job);
    if (!tokens)
        return tokens.error();
    const DiffusionSetting& s = job.setting;
    Result<DenoiserPrecision> dtype = sharedDtype(s);
    if (!dtype)
        return dtype.error();
    const std::string_view optimizer = simpleTunerOptimizer(s);
    std::ostringstream j;
    j << "{\n  \"model_family\": " << quoted(simpleTunerFamily(job.model))
      << ",\n  \"pretrained_model_name_or_path\": " << quoted(modelPath(job)) << ",\n  \"model_type\": \""
      << (s.method == DiffusionMethod::Full ? "full" : "lora") << "\",\n";
    if (s.method == DiffusionMethod::LoRA)
        j << "  \"lora_type\": \"standard\",\n  \"lora_rank\": " << s.rank << ",\n  \"lora_alpha\": " << s.rank
          << ",\n  \"lora_dropout\": " << s.loraDropout << ",\n";
    if (s.attention == DiffusionAttention::FlashAttention3)
        j << "  \"attention_mechanism\": \"flash-attn-3\",\n";
    if (*tokens > 0)
        j << "  \"tokenizer_max_length\": " << *tokens << ",\n";
    if (s.method == DiffusionMethod::LoRA && simpleTunerFamily(job.model) == "flux")
        j << "  \"flux_lora_target\": \"" << (s.targets == LoraTargets::AllLinears ? "all+ffs" : "all") << "\",\n";
    j << "  \"resolution\": " << s.width
      << ",\n  \"resolution_type\": \"pixel_area\",\n  \"train_batch_size\": " << s.batch
      << ",\n  \"gradient_accumulation_steps\": " << s.gradAccumulation << ",\n  \"max_train_steps\": " << job.steps
      << ",\n  \"mixed_precision\": \"" << (*dtype == DenoiserPrecision::FP32 ? "no" : torchDtype(*dtype))
      << "\",\n  \"base_model_precision\": \""
      << (sixteenOrThirtyTwo(s.precision) ? "no_change" : simpleTunerPrecision(s.precision)) << "\",\n";
    if (!sixteenOrThirtyTwo(s.textEncoderPrecision))
        j << "  \"text_encoder_1_precision\": \"" << simpleTunerPrecision(s.textEncoderPrecision) << "\",\n";
    j << "  \"gradient_checkpointing\": " << (s.checkpointing ? "true" : "false") << ",\n  \"optimizer\": \""
      << optimizer << "\",\n  \"learning_rate\": 1e-4,\n  \"output_dir\": \"output/tunefit\"\n}\n";
    return j.str();
}

} // namespace

Result<std::string> exportDiffusionConfig(const DiffusionJob& job, DiffusionStack stack)
{
    if (std::optional<Error> bad = checkDiffusionJob(job))
        return *bad;
    // Of the stacks written here only sd-scripts' fine-tuning scripts fuse the step into backward.
    if (job.setting.fusedBackward && stack != DiffusionStack::Kohya)
        return unsupported("--fused-backward", "stack_fused_backward_kohya_only");
    // musubi-tuner's --gradient_checkpointing_cpu_offload and sd-scripts' --cpu_offload_checkpointing wrap the
    // checkpointed blocks alike; ai-toolkit, SimpleTuner and the diffusers scripts have no such flag.
    if (job.setting.activationOffload && stack != DiffusionStack::Musubi && stack != DiffusionStack::Kohya)
        return unsupported("--activation-offload", "stack_activation_offload_stacks");
    switch (stack) {
    case DiffusionStack::AiToolkit:
        return exportAiToolkit(job);
    case DiffusionStack::Kohya:
        return exportKohya(job);
    case DiffusionStack::Musubi:
        return exportMusubi(job);
    case DiffusionStack::SimpleTuner:
        return exportSimpleTuner(job);
    case DiffusionStack::Diffusers:
        break;
    }
    return unsupported("--stack", "stack_diffusers_flags_only");
}

Result<std::string> exportDiffusionDatasetConfig(const DiffusionJob& job, DiffusionStack stack)
{
    if (stack != DiffusionStack::Musubi)
        return unsupported("--stack", "stack_dataset_config_musubi_only");
    if (std::optional<Error> bad = checkDiffusionJob(job))
        return *bad;
    return exportMusubiDataset(job);
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/HfConfigImport.h"

#include "core/model/HfConfigReader.h"

#include "core/Checked.h"
#include "core/io/PythonJson.h"
#include "core/model/ModelChecks.h"
#include "core/model/ModelLimits.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tunefit {

namespace {

using namespace model_limits;
using hfconfig::Reader;

bool oneOf(std::string_view value, std::initializer_list<std::string_view> set)
{
    for (std::string_view candidate : set) {
        if (value == candidate)
            return true;
    }
    return false;
}

/// Families whose MLP is gated (gate, up, down) whatever the activation is called.
bool isGatedFamily(std::string_view type)
{
    return oneOf(
        type,
        {"llama",           "mistral",          "mixtral",     "qwen2",       "qwen2_moe",   "qwen3",    "qwen3_moe",
         "gemma",           "gemma2",           "gemma3",      "gemma3_text", "phi3",        "phimoe",   "gpt_oss",
         "deepseek",        "deepseek_v2",      "deepseek_v3", "olmo",        "olmo2",       "olmoe",    "cohere",
         "cohere2",         "granite",          "granitemoe",  "internlm2",   "yi",          "baichuan", "exaone",
         "smollm3",         "ministral",        "mistral3",    "glm",         "glm4",        "stablelm", "dbrx",
         "arcee",           "hunyuan_v1_dense", "ernie4_5",    "llama4",      "llama4_text", "jamba",    "falcon_h1",
         "granitemoehybrid"});
}

/// Families with a plain two-matrix MLP, LayerNorm (with bias) and biases on their linears.
bool isPlainFamily(std::string_view type)
{
    return oneOf(type, {"gpt2", "gpt_bigcode", "gpt_neox", "gptj", "falcon", "opt", "phi", "bert", "roberta", "bloom",
                        "starcoder2"});
}

/// Families whose transformers config class ties the output head to the embedding by default.
bool tiesByDefault(std::string_view type)
{
    // CohereConfig and Cohere2Config default tie_word_embeddings to True (Aya 23's config.json leaves it out).
    return oneOf(type, {"gpt2", "gpt_bigcode", "gemma", "gemma2", "gemma3", "gemma3_text", "falcon", "t5", "opt",
                        "bloom", "bert", "roberta", "starcoder2", "cohere", "cohere2"});
}

FfnKind ffnKindFor(std::string_view type, const Reader& r)
{
    // T5: feed_forward_proj is "relu", "gated-gelu", "gated-silu" ...
    const std::string proj = r.optString({"feed_forward_proj"});
    std::string act = r.optString({"hidden_activation", "hidden_act", "activation_function", "dense_act_fn"});
    if (act.empty()) // the config class default: Gemma uses tanh-GELU, the other gated families SiLU
        act = type.starts_with("gemma") || isPlainFamily(type) ? "gelu" : "silu";
    bool gated = isGatedFamily(type);
    if (!proj.empty()) {
        gated = proj.starts_with("gated-");
        act = gated ? proj.substr(6) : proj;
    } else if (!gated && !isPlainFamily(type)) {
        // Unknown family: SiLU/SwiGLU models are gated in practice, GELU/ReLU ones plain.
        gated = act == "silu" || act == "swish" || act == "swiglu";
    }
    const bool gelu = act.find("gelu") != std::string::npos;
    if (gated)
        return gelu ? FfnKind::GeGLU : FfnKind::SwiGLU;
    return act == "relu" ? FfnKind::Relu : FfnKind::Gelu;
}

/// Defaults of transformers' config classes for keys that official multimodal configs leave out of text_config.
void applyClassDefaults(std::string_view type, ModelSpec& m, const Reader& r)
{
    if (type == "gemma3_text" || type == "gemma3") {
        if (!r.has({"num_attention_heads"}))
            m.heads = 8;
        if (!r.has({"num_key_value_heads"}))
            m.kvHeads = 4;
        if (!r.has({"head_dim"}))
            m.headDim = 256;
        if (!r.has({"vocab_size"}))
            m.vocab = 262208;
    }
}

/// Which layers attend within the sliding window. `layer_types` (transformers ≥ 4.53, gpt-oss) lists each layer;
/// older configs imply it: Gemma 2 and gpt-oss alternate local and global (layer i local when (i + 1) % 2 != 0), Gemma
/// 3 and Cohere 2 use `sliding_window_pattern` (6 and 4: every p-th layer global), Qwen2-family models slide from
/// `max_window_layers` on, and Mistral-style configs slide in every layer (the config classes' layer_types defaults).
int slidingLayersFor(std::string_view type, Reader& r, int layers)
{
    const QJsonValue kinds = r.find({"layer_types"});
    if (kinds.isArray()) {
        const QJsonArray list = kinds.toArray();
        if (list.size() != layers) {
            r.error = Error{ErrorCode::InvalidValue, "layer_types", std::to_string(list.size()) + " entries"};
            return 0;
        }
        int sliding = 0;
        for (const QJsonValue& kind : list) {
            if (!kind.isString()) {
                r.error = Error{ErrorCode::WrongType, "layer_types", "string"};
                return 0;
            }
            // Other kinds (chunked, linear attention) are counted as full attention: never less memory.
            sliding += kind.toString() == QLatin1String("sliding_attention") ? 1 : 0;
        }
        return sliding;
    }
    int pattern = 0;
    if (type == "gemma2" || type == "gpt_oss")
        pattern = 2;
    else if (type.starts_with("gemma3"))
        pattern = 6;
    else if (type == "cohere2")
        pattern = 4;
    pattern = r.optInt({"sliding_window_pattern", "_sliding_window_pattern"}, 1, kMaxLayers).value_or(pattern);
    if (pattern > 0)
        return layers - layers / pattern;
    if (type.starts_with("qwen")) {
        const int first = r.optInt({"max_window_layers"}, 0, kMaxLayers).value_or(0);
        return std::max(0, layers - first);
    }
    return layers;
}

/// Number of blocks whose MLP is routed experts. DeepSeek: blocks from first_k_dense_replace on, every
/// moe_layer_freq-th (DeepseekV3DecoderLayer); Qwen-MoE: block i unless listed in mlp_only_layers, when
/// (i + 1) % decoder_sparse_step == 0 (Qwen3MoeDecoderLayer).
int moeLayersFor(Reader& r, int layers)
{
    const int firstMoe = r.optInt({"first_k_dense_replace"}, 0, kMaxLayers).value_or(0);
    const int frequency = r.optInt({"moe_layer_freq"}, 1, kMaxLayers).value_or(1);
    const int sparseStep = r.optInt({"decoder_sparse_step"}, 1, kMaxLayers).value_or(1);
    if (r.error)
        return 0;
    if (firstMoe > layers) {
        r.error = Error{ErrorCode::OutOfRange, "first_k_dense_replace", std::to_string(firstMoe),
                        AllowedRange{0, double(layers)}};
        return 0;
    }
    std::array<bool, size_t(kMaxLayers)> denseOnly{};
    const QJsonValue listed = r.find({"mlp_only_layers"});
    if (listed.isArray()) {
        for (const QJsonValue& index : listed.toArray()) {
            const std::optional<int> i =
                index.isDouble() ? checked::toInteger<int>(index.toDouble(), 0, layers - 1) : std::nullopt;
            if (!i) {
                r.error = Error{ErrorCode::OutOfRange, "mlp_only_layers", "", AllowedRange{0, double(layers - 1)}};
                return 0;
            }
            denseOnly[size_t(*i)] = true;
        }
    }
    int moe = 0;
    for (int i = 0; i < layers; ++i) {
        if (i >= firstMoe && i % frequency == 0 && (i + 1) % sparseStep == 0 && !denseOnly[size_t(i)])
            ++moe;
    }
    return moe;
}

/// Image tokens of a 768×768 image for a dynamic-resolution tower whose tokens span `pixelsPerToken` pixels a side:
/// the image is resized to a multiple of that (Qwen2-VL smart_resize, Pixtral's resize), 768 being LLaMA-Factory's
/// default image_max_pixels = 768 × 768 (docs/estimation.md "Vision-language models").
int dynamicImageTokens(int pixelsPerToken)
{
    const int side = std::max(1, int(std::lround(768.0 / std::max(1, pixelsPerToken))));
    return side * side;
}

/// Qwen2-VL and Qwen2.5-VL towers (`qwen25` picks the latter) and their PatchMerger.
void readQwenVisionTower(Reader& r, bool qwen25, int textHidden, VisionSpec& out)
{
    const bool qwen2 = !qwen25;
    // Qwen2_5_VisionTransformerPretrainedModel: Conv3d patches without bias, rotary positions, blocks with
    // biases, then the PatchMerger: norm over the block width, Linear(h·m², h·m²) → GELU → Linear(h·m², out).
    out.layers = r.requireInt({"depth", "num_hidden_layers"}, 1, kMaxLayers);
    out.hidden =
        qwen25 ? r.requireInt({"hidden_size"}, 1, kMaxDimension) : r.requireInt({"embed_dim"}, 1, kMaxDimension);
    out.heads = r.optInt({"num_heads", "num_attention_heads"}, 1, kMaxHeads).value_or(0);
    if (qwen25) {
        out.ffn = r.requireInt({"intermediate_size"}, 1, kMaxDimension);
    } else {
        const int ratio = r.optInt({"mlp_ratio"}, 1, 1000).value_or(4);
        out.ffn = int(std::min<int64_t>(int64_t(out.hidden) * ratio, kMaxDimension + 1));
    }
    out.gatedMlp = qwen25;
    out.layerNorm = qwen2; // Qwen2.5-VL moved to RMSNorm
    out.patchSize = r.optInt({"patch_size", "spatial_patch_size"}, 1, kMaxDimension).value_or(14);
    out.temporalPatch = r.optInt({"temporal_patch_size"}, 1, kMaxDimension).value_or(2);
    out.patchBias = false;
    out.extraNorms = 0;
    const int merge = r.optInt({"spatial_merge_size"}, 1, 1000).value_or(2);
    out.projectorNorm = out.hidden;
    out.projectorNormBias = qwen2;
    out.projectorIn = int(std::min<int64_t>(int64_t(out.hidden) * merge * merge, kMaxDimension + 1));
    out.projectorHidden = out.projectorIn;
    out.projectorOut = qwen25 ? r.optInt({"out_hidden_size"}, 1, kMaxDimension).value_or(textHidden)
                              : r.optInt({"hidden_size"}, 1, kMaxDimension).value_or(textHidden);
    out.projectorBias = true;
    out.tokenMerge = merge * merge;
    out.imageTokens = dynamicImageTokens(out.patchSize * merge);
}

/// The blocks and projector of the SigLIP, CLIP, Pixtral, Qwen2-VL and Qwen2.5-VL towers (`kind`, the projector by
/// the whole model's `family`). Errors go to r.error.
void readVisionTower(Reader& r, const QJsonObject& root, const std::string& family, const std::string& kind,
                     int textHidden, VisionSpec& out)
{
    const bool clip = kind == "clip_vision_model";
    const bool pixtral = kind == "pixtral";
    const bool qwen25 = kind == "qwen2_5_vl";
    const bool qwen2 = kind == "qwen2_vl";
    if (qwen25 || qwen2) {
        readQwenVisionTower(r, qwen25, textHidden, out);
    } else {
        // SigLIP/CLIP/Pixtral ViTs; the defaults are those of the transformers config classes.
        out.layers = r.optInt({"num_hidden_layers"}, 1, kMaxLayers).value_or(pixtral ? 24 : (clip ? 12 : 12));
        out.hidden = r.optInt({"hidden_size"}, 1, kMaxDimension).value_or(pixtral ? 1024 : 768);
        out.heads = r.optInt({"num_attention_heads"}, 1, kMaxHeads).value_or(pixtral ? 16 : 12);
        out.ffn = r.optInt({"intermediate_size"}, 1, kMaxDimension).value_or(pixtral ? 4096 : 3072);
        out.patchSize = r.optInt({"patch_size"}, 1, kMaxDimension).value_or(pixtral ? 16 : (clip ? 32 : 16));
        const int image = r.optInt({"image_size"}, 1, kMaxPositions).value_or(pixtral ? 1024 : 224);
        if (pixtral) {
            // PixtralVisionModel: bias-free convolution and linears, RMSNorm, gated MLP, 2-D rotary positions,
            // ln_pre; LlavaMultiModalProjector Linear(h, text) → GELU → Linear(text, text).
            out.gatedMlp = true;
            out.linearBias = false;
            out.layerNorm = false;
            out.patchBias = false;
            out.extraNorms = 1;
            // Mistral3 (Mistral-Small-3.1) merges 2×2 patches per token (spatial_merge_size at the root); Pixtral-12B
            // passes every patch on. Dynamic resolution: the tokens of a 768×768 image (its [IMG_BREAK] row markers
            // left out).
            const int merge =
                int(std::clamp<double>(root.value(QLatin1String("spatial_merge_size")).toDouble(1), 1, 64));
            out.tokenMerge = merge * merge;
            out.imageTokens = dynamicImageTokens(out.patchSize * merge);
        } else {
            // SigLIP: patch conv with bias, learned positions per patch, post_layernorm (no pooling head is used by
            // the VLMs). CLIP adds a class token and its position, a pre-norm, and a bias-free convolution.
            const int64_t side = image / out.patchSize;
            const std::optional<int64_t> grid = checked::mul(side, side);
            if (!grid || *grid + 1 > kMaxPositions) {
                r.error = Error{ErrorCode::OutOfRange, "image_size", std::to_string(image),
                                AllowedRange{1, double(kMaxPositions)}};
                return;
            }
            out.positions = int(*grid) + (clip ? 1 : 0);
            out.imageTokens = int(*grid); // every patch becomes a token (LLaVA drops CLIP's class token)
            out.classToken = clip;
            out.patchBias = !clip;
            out.extraNorms = clip ? 2 : 1;
        }
        if (family.starts_with("gemma3")) {
            // Gemma3MultiModalProjector: RMSNorm over the vision width, one bias-free projection to the text width.
            out.projectorNorm = out.hidden;
            out.projectorIn = out.hidden;
            out.projectorOut = textHidden;
            // It average-pools the patch grid to mm_tokens_per_image tokens (256 of 64×64 patches: 16 per token).
            const double tokens = root.value(QLatin1String("mm_tokens_per_image")).toDouble(256);
            if (tokens >= 1 && tokens <= out.imageTokens) {
                out.tokenMerge = int(std::max(1.0, std::round(out.imageTokens / tokens)));
                out.imageTokens = int(tokens);
            }
        } else if (family == "paligemma") {
            out.projectorIn = out.hidden;
            out.projectorOut = r.optInt({"projection_dim"}, 1, kMaxDimension).value_or(textHidden);
            out.projectorBias = true;
        } else {
            out.projectorIn = out.hidden;
            out.projectorHidden = textHidden;
            out.projectorOut = textHidden;
            out.projectorBias = true;
        }
    }
}

/// The vision tower of a vision-language config and its projector, for the families whose modules are known:
/// SigLIP (Gemma 3, PaliGemma), CLIP (LLaVA), Pixtral, Qwen2-VL and Qwen2.5-VL. Others (Mllama's gated tiles and
/// cross-attention) are left out: the text tower is counted alone, as before. Field names in errors carry the
/// "vision_config." prefix.
std::optional<Error> readVision(const QJsonObject& root, std::string_view type, int textHidden, VisionSpec& v)
{
    const QJsonValue config = root.value(QLatin1String("vision_config"));
    if (!config.isObject())
        return std::nullopt;
    Reader r(config.toObject(), QJsonObject());
    // The projector belongs to the whole model: name it by the root's model_type (PaliGemma's text_config says
    // "gemma"), else the text tower's.
    std::string family = root.value(QLatin1String("model_type")).toString().toStdString();
    if (family.empty())
        family = type;
    std::string kind = r.optString({"model_type"});
    if (family.starts_with("qwen2_5_vl"))
        kind = "qwen2_5_vl";
    else if (family.starts_with("qwen2_vl"))
        kind = "qwen2_vl";
    const bool siglip = kind == "siglip_vision_model" || kind == "siglip";
    const bool clip = kind == "clip_vision_model";
    const bool pixtral = kind == "pixtral";
    const bool qwen25 = kind == "qwen2_5_vl";
    const bool qwen2 = kind == "qwen2_vl";
    const bool llama4 = kind == "llama4_vision_model";
    if (!siglip && !clip && !pixtral && !qwen25 && !qwen2 && !llama4)
        return std::nullopt;

    VisionSpec out;
    out.channels = r.optInt({"num_channels", "in_chans", "in_channels"}, 1, kMaxDimension).value_or(3);
    if (llama4)
        hfconfig::readLlama4Vision(r, textHidden, out);
    else
        readVisionTower(r, root, family, kind, textHidden, out);
    if (r.error) {
        Error e = *r.error;
        e.field = "vision_config." + e.field;
        return e;
    }
    v = out;
    return std::nullopt;
}

/// The model's name: the caller's, else the config's _name_or_path, else its model_type.
std::string modelNameOf(const QJsonObject& root, const std::string& name, const std::string& type)
{
    std::string modelName = name;
    if (modelName.empty())
        modelName = root.value(QLatin1String("_name_or_path")).toString().toStdString();
    if (modelName.empty())
        modelName = type;
    return modelName;
}

/// The blocks: encoder + decoder layers of an encoder-decoder config, else the decoder's.
void readLayerCounts(Reader& r, bool encoderDecoder, ModelSpec& m)
{
    if (encoderDecoder) {
        const int encoderLayers = r.requireInt({"num_layers", "encoder_layers"}, 1, kMaxLayers);
        const int decoderLayers =
            r.optInt({"num_decoder_layers", "decoder_layers"}, 1, kMaxLayers).value_or(encoderLayers);
        m.arch = ArchKind::EncoderDecoder;
        m.encoderLayers = encoderLayers;
        m.layers = encoderLayers + decoderLayers;
    } else {
        m.layers = r.requireInt({"num_hidden_layers", "n_layer", "num_layers"}, 1, kMaxLayers);
    }
}

/// Multi-head latent attention: the query/key head is qk_nope + qk_rope wide, whatever head_dim says (newer
/// DeepseekV3Config sets head_dim = qk_rope_head_dim for the rotary embedding), and every head gets its own
/// decompressed K and V, so num_key_value_heads == num_attention_heads. q_lora_rank null: one q_proj.
void readMla(Reader& r, ModelSpec& m)
{
    if (!r.has({"kv_lora_rank"}))
        return;
    m.mla.kvLoraRank = r.requireInt({"kv_lora_rank"}, 1, kMaxDimension);
    m.mla.qLoraRank = r.optInt({"q_lora_rank"}, 1, kMaxDimension).value_or(0);
    m.mla.ropeHeadDim = r.requireInt({"qk_rope_head_dim"}, 0, kMaxDimension);
    m.mla.nopeHeadDim = r.requireInt({"qk_nope_head_dim"}, 0, kMaxDimension);
    m.mla.vHeadDim = r.requireInt({"v_head_dim"}, 1, kMaxDimension);
    m.headDim = m.mla.ropeHeadDim + m.mla.nopeHeadDim;
    m.kvHeads = m.heads;
}

/// The head size without head_dim, and the checks the attention's shape must pass.
std::optional<Error> checkHeadShape(ModelSpec& m)
{
    if (m.headDim == 0) {
        // Without head_dim the heads split the hidden size (the config classes' hidden_size // num_attention_heads);
        // a remainder means a typo, not a model.
        if (m.heads > 0 && m.hidden % m.heads != 0)
            return Error{ErrorCode::NotDivisible, "num_attention_heads", std::to_string(m.heads)};
        m.headDim = m.heads > 0 ? m.hidden / m.heads : 0;
    }
    if (m.headDim <= 0 || m.headDim > kMaxDimension)
        return Error{ErrorCode::InvalidValue, m.isMla() ? "qk_nope_head_dim" : "num_attention_heads",
                     std::to_string(m.isMla() ? m.headDim : m.heads)};
    // Zero key/value heads (a class default the file did not override) would divide by zero below.
    if (m.kvHeads <= 0 || m.kvHeads > m.heads || m.heads % m.kvHeads != 0)
        return Error{ErrorCode::InvalidValue, "num_key_value_heads", std::to_string(m.kvHeads)};
    return std::nullopt;
}

/// Sizes: layers, width, attention heads and their size, vocabulary. The first alias of each list is the canonical
/// key an error names.
std::optional<Error> readSizes(std::string_view type, bool encoderDecoder, Reader& r, ModelSpec& m)
{
    const bool gemma3 = type == "gemma3_text" || type == "gemma3";
    readLayerCounts(r, encoderDecoder, m);
    // BLOOM-176B and BLOOMZ name the width n_embed, which BloomConfig still reads in place of hidden_size.
    m.hidden = r.requireInt({"hidden_size", "n_embd", "n_embed", "d_model"}, 1, kMaxDimension);
    if (!gemma3 || r.has({"num_attention_heads"}))
        m.heads = r.requireInt({"num_attention_heads", "n_head", "num_heads", "encoder_attention_heads"}, 1, kMaxHeads);

    if (r.optBool({"multi_query"}, false) && !r.optBool({"new_decoder_architecture"}, false))
        m.kvHeads = 1;
    else
        m.kvHeads =
            r.optInt({"num_key_value_heads", "num_kv_heads", "multi_query_group_num"}, 1, kMaxHeads).value_or(m.heads);

    if (const std::optional<int> headDim =
            r.optInt({"head_dim", "d_kv", "kv_channels", "attention_head_dim"}, 1, kMaxDimension))
        m.headDim = *headDim;
    readMla(r, m);
    if (!gemma3 || r.has({"vocab_size"}))
        m.vocab = r.requireInt({"vocab_size", "n_vocab", "padded_vocab_size"}, 1, kMaxVocabulary);
    if (r.error)
        return r.error;
    applyClassDefaults(type, m, r);
    return checkHeadShape(m);
}

/// The routed experts of a mixture-of-experts config (`experts` of them), their width, the shared experts and the
/// router. `denseWidth` is the dense MLP's width, if the config gives one.
std::optional<Error> readExperts(std::string_view type, int experts, std::optional<int> moeWidth,
                                 std::optional<int> denseWidth, Reader& r, ModelSpec& m)
{
    m.moe.experts = experts;
    m.moe.activeExperts =
        r.requireInt({"num_experts_per_tok", "experts_per_token", "num_experts_per_token"}, 1, kMaxExperts);
    m.moe.expertFfn = moeWidth ? *moeWidth : denseWidth.value_or(0);
    if (m.moe.expertFfn == 0 && !r.error)
        r.error = Error{ErrorCode::MissingKey, "moe_intermediate_size", ""};
    // A width of 0 means no shared expert (Qwen3-Coder-480B-A35B's config.json says so explicitly).
    const int sharedWidth =
        r.optInt({"shared_expert_intermediate_size", "moe_shared_expert_intermediate_size"}, 0, kMaxDimension)
            .value_or(0);
    m.moe.sharedExperts =
        r.optInt({"n_shared_experts", "num_shared_experts"}, 0, kMaxExperts).value_or(sharedWidth > 0 ? 1 : 0);
    m.moe.sharedExpertFfn = m.moe.sharedExperts > 0 ? sharedWidth : 0;
    m.moe.denseLeadingLayers = m.layers - moeLayersFor(r, m.layers);
    // gpt-oss's router is a Linear with bias; DeepSeek-V3's noaux_tc routing adds e_score_correction_bias.
    // GLM-4.5 (Glm4MoeTopkRouter) and Nemotron-H's MoE always keep e_score_correction_bias.
    m.moe.routerBias = oneOf(type, {"gpt_oss", "glm4_moe", "glm4_moe_lite", "nemotron_h"}) ||
                       r.optString({"topk_method"}) == "noaux_tc";
    if (r.error)
        return r.error;
    if (m.moe.activeExperts > experts)
        return Error{ErrorCode::InvalidValue, "num_experts_per_tok", std::to_string(m.moe.activeExperts)};
    return std::nullopt;
}

/// The MLP's width, and the experts of a mixture-of-experts config.
std::optional<Error> readFeedForward(std::string_view type, bool encoderDecoder, Reader& r, ModelSpec& m)
{
    const int experts = r.optInt({"num_local_experts", "num_experts", "n_routed_experts"}, 0, kMaxExperts).value_or(0);
    const std::optional<int> moeWidth = r.optInt({"moe_intermediate_size"}, 1, kMaxDimension);
    std::optional<int> ffn =
        r.optInt({"intermediate_size", "n_inner", "d_ff", "ffn_hidden_size", "ffn_dim"}, 1, kMaxDimension);
    if (r.error)
        return r.error;
    if (experts > 0) {
        if (auto error = readExperts(type, experts, moeWidth, ffn, r, m))
            return error;
        // The dense width only matters for dense-MLP layers; fall back to the expert width.
        if (!ffn && m.moe.denseLeadingLayers == 0)
            ffn = m.moe.expertFfn;
    }
    if (!ffn) {
        // GPT-2 (n_inner null), Falcon, GPT-J, BLOOM and OPT-style configs default to 4 × hidden.
        if (isPlainFamily(type) || r.has({"n_embd"}))
            ffn = 4 * m.hidden;
        else
            return Error{ErrorCode::MissingKey, encoderDecoder ? "d_ff" : "intermediate_size", ""};
    }
    m.ffn = *ffn;
    return std::nullopt;
}

/// Shape of the block: the MLP's kind, tied embeddings, biases, parallel attention and the family's own quirks.
void readBlockShape(std::string_view type, Reader& r, ModelSpec& m)
{
    m.ffnKind = ffnKindFor(type, r);
    const bool plain = isPlainFamily(type);
    m.tiedEmbeddings = r.optBool({"tie_word_embeddings"}, tiesByDefault(type));
    m.layerNormBias = plain;
    if (type == "falcon") {
        m.linearBias = r.optBool({"bias"}, false);
        m.parallelAttention = r.optBool({"parallel_attn"}, true);
    } else if (type == "gptj") {
        m.parallelAttention = true; // GPT-J: biases on the MLP only, none on attention.
    } else if (type == "gpt_neox") {
        m.linearBias = true;
        m.parallelAttention = r.optBool({"use_parallel_residual"}, true);
    } else if (type == "phi") {
        m.linearBias = true;
        m.parallelAttention = true;
    } else if (plain) {
        m.linearBias = r.optBool({"use_bias"}, true);
    } else if (type == "gpt_oss") {
        m.linearBias = true; // attention and experts carry biases
        m.attentionSinks = true;
        m.clampedSwiGlu = true; // GptOssExperts: swiglu_limit clamp, (up + 1) · glu
    } else {
        const bool attentionBias = r.optBool({"attention_bias", "qkv_bias", "use_qkv_bias"}, false);
        m.qkvBias = attentionBias || oneOf(type, {"qwen2", "qwen2_moe", "qwen2_vl", "qwen2_5_vl"});
        m.linearBias = attentionBias && r.optBool({"mlp_bias"}, false);
    }
}

/// Learned absolute positions (GPT-2, OPT, BERT); rotary and relative models have none. BERT and RoBERTa are
/// encoders.
void readPositions(std::string_view type, Reader& r, ModelSpec& m)
{
    if (oneOf(type, {"gpt2", "gpt_bigcode"}))
        m.learnedPositions = r.optInt({"n_positions", "max_position_embeddings"}, 1, kMaxPositions).value_or(0);
    else if (type == "opt")
        m.learnedPositions = r.optInt({"max_position_embeddings"}, 1, kMaxPositions).value_or(0) + 2;
    else if (oneOf(type, {"bert", "roberta"}))
        m.learnedPositions = r.optInt({"max_position_embeddings"}, 1, kMaxPositions).value_or(0);
    if (oneOf(type, {"bert", "roberta"}))
        m.arch = ArchKind::Encoder;
}

/// Sliding-window attention: Qwen2-family classes default use_sliding_window to false, the others to true.
void readSlidingWindow(std::string_view type, Reader& r, ModelSpec& m)
{
    if (r.optBool({"use_sliding_window"}, !type.starts_with("qwen")))
        m.slidingWindow = r.optInt({"sliding_window"}, 0, kMaxPositions).value_or(0);
    if (m.slidingWindow > 0)
        m.slidingLayers = slidingLayersFor(type, r, m.layers);
    if (m.slidingLayers == 0)
        m.slidingWindow = 0; // every layer attends to everything
}

Result<ModelSpec> parse(const QJsonObject& root, const std::string& name)
{
    const QJsonValue textConfig = root.value(QLatin1String("text_config"));
    const bool nested = textConfig.isObject();
    Reader r(nested ? textConfig.toObject() : root, nested ? root : QJsonObject());

    const std::string type = r.optString({"model_type"}); // text_config's own, else the root's

    ModelSpec m;
    m.name = modelNameOf(root, name, type);

    const bool t5Style = oneOf(type, {"t5", "mt5", "umt5", "longt5"}) ||
                         (r.has({"d_model", "num_layers"}) && r.has({"d_ff", "d_kv", "num_decoder_layers"}));
    const bool encoderDecoder = t5Style || r.optBool({"is_encoder_decoder"}, false);
    if (auto error = readSizes(type, encoderDecoder, r, m))
        return *error;
    if (auto error = readFeedForward(type, encoderDecoder, r, m))
        return *error;
    readBlockShape(type, r, m);
    readPositions(type, r, m);
    readSlidingWindow(type, r, m);

    // DeepSeek-V3's multi-token-prediction block(s), kept apart from the loaded model's count.
    m.mtpLayers = r.optInt({"num_nextn_predict_layers"}, 0, kMaxLayers).value_or(0);
    hfconfig::readFamily(type, r, m);
    if (r.error)
        return *r.error;
    if (auto error = readVision(root, type, m.hidden, m.vision))
        return *error;
    if (auto error = checkArchitectureMechanisms(m))
        return *error;
    return m;
}

} // namespace

Result<ModelSpec> modelFromHfConfig(const QByteArray& json, const std::string& name)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(
        withPythonConstantsAsNull(std::string_view(json.constData(), size_t(json.size()))), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return Error{ErrorCode::MalformedJson, "",
                     "offset " + std::to_string(parseError.offset) + ": " + parseError.errorString().toStdString()};
    }
    if (!doc.isObject())
        return Error{ErrorCode::MalformedJson, "", "not_an_object"};
    return parse(doc.object(), name);
}

Result<ModelSpec> modelFromHfConfigFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::CannotOpen, path.toStdString(), file.errorString().toStdString()};
    return modelFromHfConfig(file.readAll());
}

} // namespace tunefit

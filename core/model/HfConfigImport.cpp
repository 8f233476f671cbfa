// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/HfConfigImport.h"

#include "Checked.h"
#include "model/ModelLimits.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <utility>

namespace tunefit {

namespace {

using namespace model_limits;

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
    return oneOf(type,
                 {"llama",    "mistral",          "mixtral",     "qwen2",       "qwen2_moe", "qwen3",    "qwen3_moe",
                  "gemma",    "gemma2",           "gemma3",      "gemma3_text", "phi3",      "phimoe",   "gpt_oss",
                  "deepseek", "deepseek_v2",      "deepseek_v3", "olmo",        "olmo2",     "olmoe",    "cohere",
                  "cohere2",  "granite",          "granitemoe",  "internlm2",   "yi",        "baichuan", "exaone",
                  "smollm3",  "ministral",        "mistral3",    "glm",         "glm4",      "stablelm", "dbrx",
                  "arcee",    "hunyuan_v1_dense", "ernie4_5"});
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
    return oneOf(type, {"gpt2", "gpt_bigcode", "gemma", "gemma2", "gemma3", "gemma3_text", "falcon", "t5", "opt",
                        "bloom", "bert", "roberta", "starcoder2"});
}

/// Reads keys of one config object (the text_config of a multimodal config, else the root), falling back to a
/// second object (the root) for keys the first lacks. The first error met is kept; later reads then no-op.
class Reader
{
public:
    Reader(QJsonObject primary, QJsonObject fallback) : m_primary(std::move(primary)), m_fallback(std::move(fallback))
    {
    }

    std::optional<Error> error;

    /// The value of the first of `keys` present and not null.
    QJsonValue find(std::initializer_list<const char*> keys, const char** found = nullptr) const
    {
        for (const QJsonObject* object : {&m_primary, &m_fallback}) {
            for (const char* key : keys) {
                const QJsonValue v = object->value(QLatin1String(key));
                if (!v.isUndefined() && !v.isNull()) {
                    if (found)
                        *found = key;
                    return v;
                }
            }
        }
        return QJsonValue(QJsonValue::Undefined);
    }

    bool has(std::initializer_list<const char*> keys) const { return !find(keys).isUndefined(); }

    /// An integer in [min, max]; nullopt when absent or on error. A value that is not an integer is "invalid_value",
    /// one outside the range "out_of_range" with the range, so the message can say what the key accepts.
    std::optional<int> optInt(std::initializer_list<const char*> keys, int64_t min, int64_t max)
    {
        if (error)
            return std::nullopt;
        const char* key = nullptr;
        const QJsonValue v = find(keys, &key);
        if (v.isUndefined())
            return std::nullopt;
        const double d = v.isDouble() ? v.toDouble() : std::nan("");
        if (!std::isfinite(d) || d != std::floor(d)) {
            error = Error{"invalid_value", key, text(v)};
            return std::nullopt;
        }
        const auto value = checked::toInteger<int>(d, int(min), int(max));
        if (!value)
            error = Error{"out_of_range", key, text(v), AllowedRange{double(min), double(max)}};
        return value;
    }

    /// A required integer in [min, max]; a missing one names the first (canonical) key.
    int requireInt(std::initializer_list<const char*> keys, int64_t min, int64_t max)
    {
        if (error)
            return 0;
        const std::optional<int> v = optInt(keys, min, max);
        if (!v && !error)
            error = Error{"missing_key", *keys.begin(), ""};
        return v.value_or(0);
    }

    bool optBool(std::initializer_list<const char*> keys, bool fallback) const
    {
        const QJsonValue v = find(keys);
        return v.isBool() ? v.toBool() : fallback;
    }

    std::string optString(std::initializer_list<const char*> keys) const
    {
        const QJsonValue v = find(keys);
        return v.isString() ? v.toString().toStdString() : std::string();
    }

private:
    static std::string text(const QJsonValue& v)
    {
        if (v.isString())
            return v.toString().toStdString();
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', 17).toStdString();
        if (v.isBool())
            return v.toBool() ? "true" : "false";
        return v.isArray() ? "[...]" : "{...}";
    }

    QJsonObject m_primary;
    QJsonObject m_fallback;
};

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

Result<ModelSpec> parse(const QJsonObject& root, const std::string& name)
{
    const QJsonValue textConfig = root.value(QLatin1String("text_config"));
    const bool nested = textConfig.isObject();
    Reader r(nested ? textConfig.toObject() : root, nested ? root : QJsonObject());

    const std::string type = r.optString({"model_type"}); // text_config's own, else the root's

    ModelSpec m;
    m.name = name;
    if (m.name.empty())
        m.name = root.value(QLatin1String("_name_or_path")).toString().toStdString();
    if (m.name.empty())
        m.name = type;

    if (r.has({"kv_lora_rank"}))
        return Error{"unsupported", "kv_lora_rank", "multi_head_latent_attention"};

    const bool t5Style = oneOf(type, {"t5", "mt5", "umt5", "longt5"}) ||
                         (r.has({"d_model", "num_layers"}) && r.has({"d_ff", "d_kv", "num_decoder_layers"}));
    const bool encoderDecoder = t5Style || r.optBool({"is_encoder_decoder"}, false);
    const bool gemma3 = type == "gemma3_text" || type == "gemma3";

    // Sizes. The first alias of each list is the canonical key an error names.
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
    m.hidden = r.requireInt({"hidden_size", "n_embd", "d_model"}, 1, kMaxDimension);
    if (!gemma3 || r.has({"num_attention_heads"}))
        m.heads = r.requireInt({"num_attention_heads", "n_head", "num_heads", "encoder_attention_heads"}, 1, kMaxHeads);

    if (r.optBool({"multi_query"}, false) && !r.optBool({"new_decoder_architecture"}, false))
        m.kvHeads = 1;
    else
        m.kvHeads =
            r.optInt({"num_key_value_heads", "num_kv_heads", "multi_query_group_num"}, 1, kMaxHeads).value_or(m.heads);

    if (const std::optional<int> headDim = r.optInt({"head_dim", "d_kv", "kv_channels"}, 1, kMaxDimension))
        m.headDim = *headDim;
    if (!gemma3 || r.has({"vocab_size"}))
        m.vocab = r.requireInt({"vocab_size", "n_vocab", "padded_vocab_size"}, 1, kMaxVocabulary);
    if (r.error)
        return *r.error;
    applyClassDefaults(type, m, r);
    if (m.headDim == 0)
        m.headDim = m.heads > 0 ? m.hidden / m.heads : 0;
    if (m.headDim <= 0)
        return Error{"invalid_value", "num_attention_heads", std::to_string(m.heads)};
    if (m.kvHeads > m.heads || m.heads % m.kvHeads != 0)
        return Error{"invalid_value", "num_key_value_heads", std::to_string(m.kvHeads)};

    // Mixture of experts.
    const int experts = r.optInt({"num_local_experts", "num_experts", "n_routed_experts"}, 0, kMaxExperts).value_or(0);
    const std::optional<int> moeWidth = r.optInt({"moe_intermediate_size"}, 1, kMaxDimension);
    std::optional<int> ffn =
        r.optInt({"intermediate_size", "n_inner", "d_ff", "ffn_hidden_size", "ffn_dim"}, 1, kMaxDimension);
    if (r.error)
        return *r.error;
    if (experts > 0) {
        m.moe.experts = experts;
        m.moe.activeExperts =
            r.requireInt({"num_experts_per_tok", "experts_per_token", "num_experts_per_token"}, 1, kMaxExperts);
        m.moe.expertFfn = moeWidth ? *moeWidth : ffn.value_or(0);
        if (m.moe.expertFfn == 0 && !r.error)
            r.error = Error{"missing_key", "moe_intermediate_size", ""};
        const std::optional<int> sharedWidth =
            r.optInt({"shared_expert_intermediate_size", "moe_shared_expert_intermediate_size"}, 1, kMaxDimension);
        m.moe.sharedExperts =
            r.optInt({"n_shared_experts", "num_shared_experts"}, 0, kMaxExperts).value_or(sharedWidth ? 1 : 0);
        m.moe.sharedExpertFfn = m.moe.sharedExperts > 0 ? sharedWidth.value_or(0) : 0;
        m.moe.denseLeadingLayers = r.optInt({"first_k_dense_replace"}, 0, kMaxLayers).value_or(0);
        if (r.error)
            return *r.error;
        if (m.moe.activeExperts > experts)
            return Error{"invalid_value", "num_experts_per_tok", std::to_string(m.moe.activeExperts)};
        if (m.moe.denseLeadingLayers > m.layers)
            return Error{"invalid_value", "first_k_dense_replace", std::to_string(m.moe.denseLeadingLayers)};
        // The dense width only matters for leading dense layers; fall back to the expert width.
        if (!ffn && m.moe.denseLeadingLayers == 0)
            ffn = m.moe.expertFfn;
    }
    if (!ffn) {
        // GPT-2 (n_inner null), Falcon, GPT-J, BLOOM and OPT-style configs default to 4 × hidden.
        if (isPlainFamily(type) || r.has({"n_embd"}))
            ffn = 4 * m.hidden;
        else
            return Error{"missing_key", encoderDecoder ? "d_ff" : "intermediate_size", ""};
    }
    m.ffn = *ffn;

    // Shape of the block.
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
    } else {
        const bool attentionBias = r.optBool({"attention_bias", "qkv_bias", "use_qkv_bias"}, false);
        m.qkvBias = attentionBias || oneOf(type, {"qwen2", "qwen2_moe", "qwen2_vl", "qwen2_5_vl"});
        m.linearBias = attentionBias && r.optBool({"mlp_bias"}, false);
    }

    // Learned absolute positions (GPT-2, OPT, BERT); rotary and relative models have none.
    if (oneOf(type, {"gpt2", "gpt_bigcode"}))
        m.learnedPositions = r.optInt({"n_positions", "max_position_embeddings"}, 1, kMaxPositions).value_or(0);
    else if (type == "opt")
        m.learnedPositions = r.optInt({"max_position_embeddings"}, 1, kMaxPositions).value_or(0) + 2;
    else if (oneOf(type, {"bert", "roberta"}))
        m.learnedPositions = r.optInt({"max_position_embeddings"}, 1, kMaxPositions).value_or(0);
    if (oneOf(type, {"bert", "roberta"}))
        m.arch = ArchKind::Encoder;

    if (r.optBool({"use_sliding_window"}, true))
        m.slidingWindow = r.optInt({"sliding_window"}, 0, kMaxPositions).value_or(0);
    if (r.error)
        return *r.error;
    return m;
}

} // namespace

Result<ModelSpec> modelFromHfConfig(const QByteArray& json, const std::string& name)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return Error{"malformed_json", "",
                     "offset " + std::to_string(parseError.offset) + ": " + parseError.errorString().toStdString()};
    }
    if (!doc.isObject())
        return Error{"malformed_json", "", "not_an_object"};
    return parse(doc.object(), name);
}

Result<ModelSpec> modelFromHfConfigFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"cannot_open", path.toStdString(), file.errorString().toStdString()};
    return modelFromHfConfig(file.readAll());
}

} // namespace tunefit

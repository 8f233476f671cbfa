// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tunefit {

enum class ArchKind
{
    Decoder,
    EncoderDecoder,
    Encoder
};

/// MLP type. Gated kinds (SwiGLU, GeGLU) have three matrices (gate, up, down); plain kinds two (fc_in, fc_out).
enum class FfnKind
{
    SwiGLU,
    GeGLU,
    Gelu,
    Relu
};

constexpr bool isGated(FfnKind kind)
{
    return kind == FfnKind::SwiGLU || kind == FfnKind::GeGLU;
}

/// Mixture-of-Experts layout of the MLP. experts == 0 means a dense model.
struct MoeSpec
{
    int experts = 0;            ///< routed experts per MoE layer
    int activeExperts = 0;      ///< experts each token is routed to
    int expertFfn = 0;          ///< per-expert MLP width
    int sharedExperts = 0;      ///< always-active shared experts (DeepSeek/Qwen-MoE style)
    int sharedExpertFfn = 0;    ///< width of one shared expert (0 = expertFfn)
    int denseLeadingLayers = 0; ///< first layers that keep a dense MLP of width ModelSpec::ffn (DeepSeek first_k_dense)
};

/// The architecture facts that decide parameter count, memory and FLOPs; everything a config.json says that matters.
struct ModelSpec
{
    std::string name;
    ArchKind arch = ArchKind::Decoder;
    int layers = 0;        ///< transformer blocks; encoder + decoder for EncoderDecoder
    int encoderLayers = 0; ///< EncoderDecoder only: how many of `layers` are encoder blocks
    int hidden = 0;        ///< d_model
    int heads = 0;         ///< query heads
    int kvHeads = 0;       ///< key/value heads (== heads for MHA, 1 for MQA)
    int headDim = 0;       ///< per-head width; hidden/heads unless the model sets it (Gemma: 256)
    int ffn = 0;           ///< dense MLP inner width
    FfnKind ffnKind = FfnKind::SwiGLU;
    int vocab = 0;
    bool tiedEmbeddings = false;
    bool qkvBias = false;           ///< Qwen2/Qwen-1/Falcon-style biases on q,k,v
    bool linearBias = false;        ///< biases on every linear (GPT-2, phi-2, BERT, OPT)
    bool layerNormBias = false;     ///< LayerNorm with bias (vs RMSNorm)
    bool parallelAttention = false; ///< attention and MLP read the same norm (Falcon, GPT-J, phi-2)
    int learnedPositions = 0;       ///< rows of a learned position embedding (GPT-2, OPT, BERT); 0 = RoPE/relative
    int slidingWindow = 0; ///< informational; memory uses the full sequence (FlashAttention does not store s×s)
    MoeSpec moe;
    double publishedParamsB = 0; ///< the count the model card publishes, for checking (0 = unknown)

    bool isMoe() const { return moe.experts > 0; }
    int decoderLayers() const { return arch == ArchKind::EncoderDecoder ? layers - encoderLayers : layers; }
    int64_t qWidth() const { return int64_t(heads) * headDim; }
    int64_t kvWidth() const { return int64_t(kvHeads) * headDim; }
};

/// The linear layers that LoRA-family methods can target, as named by PEFT/torchtune.
enum class Target : uint32_t
{
    Q = 1u << 0,
    K = 1u << 1,
    V = 1u << 2,
    O = 1u << 3,
    Gate = 1u << 4,
    Up = 1u << 5,   ///< also fc_in / wi of a plain MLP
    Down = 1u << 6, ///< also fc_out / wo of a plain MLP
};
using TargetSet = uint32_t;
constexpr TargetSet operator|(Target a, Target b)
{
    return uint32_t(a) | uint32_t(b);
}
constexpr TargetSet operator|(TargetSet a, Target b)
{
    return a | uint32_t(b);
}
constexpr bool contains(TargetSet set, Target t)
{
    return (set & uint32_t(t)) != 0;
}
inline constexpr TargetSet kAttentionTargets = Target::Q | Target::K | Target::V | Target::O;
inline constexpr TargetSet kAllLinear = kAttentionTargets | Target::Gate | Target::Up | Target::Down;

/// One kind of linear layer in the model: shape and how many exist.
struct LinearModule
{
    Target target = Target::Q;
    int64_t in = 0;
    int64_t out = 0;
    int64_t count = 0;         ///< instances in the whole model (layers × experts × ...)
    double activeFraction = 1; ///< share of tokens each instance sees (routed experts: active/experts)
    bool hasBias = false;
};

/// The kinds of linear layer of a model: a small fixed-capacity list (no allocation: the estimator runs per keystroke).
class LinearModules
{
public:
    void push_back(const LinearModule& m)
    {
        if (m_size < m_items.size())
            m_items[m_size++] = m;
    }
    const LinearModule* begin() const { return m_items.data(); }
    const LinearModule* end() const { return m_items.data() + m_size; }
    size_t size() const { return m_size; }

private:
    std::array<LinearModule, 16> m_items{};
    size_t m_size = 0;
};

/// Every linear layer of the transformer blocks (not embeddings or lm_head).
LinearModules linearModules(const ModelSpec& model);

/// Parameter counts derived from the architecture.
struct ParameterCount
{
    int64_t embedding = 0;    ///< input embedding (+ learned positions)
    int64_t lmHead = 0;       ///< 0 when tied to the embedding
    int64_t linear = 0;       ///< all block linears incl. all experts (weights and biases)
    int64_t norms = 0;        ///< norm scales/biases and other small vectors (routers included here)
    int64_t activeLinear = 0; ///< linear parameters a token passes through (MoE: active experts only)

    int64_t total() const { return embedding + lmHead + linear + norms; }
    /// Parameters one token uses in the forward pass (MoE: only routed experts count).
    int64_t active() const { return embedding + lmHead + activeLinear + norms; }
};

/// The exact count. The model must be within model_limits (validateInputs checks it); use
/// totalParametersUnchecked() to check a model first.
ParameterCount countParameters(const ModelSpec& model);
/// The total count computed in floating point, safe on any dimensions (huge ones give a huge finite number).
double totalParametersUnchecked(const ModelSpec& model);

} // namespace tunefit

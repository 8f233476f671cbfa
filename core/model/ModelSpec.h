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
    int experts = 0;         ///< routed experts per MoE layer
    int activeExperts = 0;   ///< experts each token is routed to
    int expertFfn = 0;       ///< per-expert MLP width
    int sharedExperts = 0;   ///< always-active shared experts (DeepSeek/Qwen-MoE style)
    int sharedExpertFfn = 0; ///< width of one shared expert (0 = expertFfn)
    /// Layers that keep a dense MLP of width ModelSpec::ffn instead of experts: DeepSeek's leading
    /// first_k_dense_replace blocks, and Qwen-MoE's mlp_only_layers / decoder_sparse_step ones wherever they sit
    /// (only their number matters for counts and memory).
    int denseLeadingLayers = 0;
    bool routerBias = false; ///< a bias per expert on the router (gpt-oss; DeepSeek-V3's e_score_correction_bias)
};

/// Multi-head latent attention (DeepSeek-V2 §2.1, arXiv:2405.04434): keys and values are rebuilt per head from one
/// compressed latent per token plus a rotary key shared by all heads. kvLoraRank == 0 means ordinary attention. With
/// MLA, ModelSpec::headDim is the query/key head width (nope + rope) and kvHeads == heads.
struct MlaSpec
{
    int qLoraRank = 0;   ///< q_lora_rank: query bottleneck (q_a_proj → q_b_proj); 0 = one q_proj (V2-Lite, null)
    int kvLoraRank = 0;  ///< kv_lora_rank: width of the compressed K/V latent
    int ropeHeadDim = 0; ///< qk_rope_head_dim: rotary part of each query head, and of the one shared key
    int nopeHeadDim = 0; ///< qk_nope_head_dim: non-rotary part of each query and key head
    int vHeadDim = 0;    ///< v_head_dim
};

/// The linear-time sequence mixer of a hybrid model's blocks that do not attend (docs/estimation.md "Hybrid
/// linear-attention and state-space blocks").
enum class MixerKind
{
    None,
    Mamba2,        ///< Mamba-2 SSD (Dao & Gu 2024, arXiv:2405.21060): Nemotron-H, Granite 4.0-H, Falcon-H1, Zamba2
    GatedDeltaNet, ///< Gated DeltaNet (Yang et al. 2024, arXiv:2412.06464): Qwen3-Next
    /// Mamba-1 selective scan (Gu & Dao 2023, arXiv:2312.00752): Jamba. One channel per head (heads = d_inner,
    /// headDim = 1), one group whose B and C (N wide each) every channel shares.
    Mamba1,
};

/// The blocks of a hybrid model by kind, and the shape of its linear-time mixer. kind None: every block attends.
struct HybridSpec
{
    MixerKind kind = MixerKind::None;
    int mixerLayers = 0;         ///< blocks whose sequence mixer is `kind` instead of attention
    int mlpOnlyLayers = 0;       ///< blocks with an MLP (dense or MoE) and no sequence mixer (Nemotron-H "-", "E")
    bool singleSublayer = false; ///< Nemotron-H: each block is one norm and one sublayer (mixer, attention or MLP)
    /// Falcon-H1: every block runs attention and the mixer side by side on one norm's output (mixerLayers == layers,
    /// and every block attends as well).
    bool parallel = false;
    int heads = 0;          ///< Mamba-2 mamba_num_heads; Gated DeltaNet linear_num_value_heads; Mamba-1 d_inner
    int headDim = 0;        ///< Mamba-2 mamba_head_dim (P); Gated DeltaNet linear_value_head_dim; Mamba-1 1
    int groups = 0;         ///< Mamba-2 n_groups (B and C shared per group); Gated DeltaNet linear_num_key_heads
    int stateDim = 0;       ///< Mamba-2 ssm_state_size (N); Gated DeltaNet linear_key_head_dim
    int convKernel = 0;     ///< width of the causal depthwise conv1d
    int chunk = 0;          ///< chunk length of the training scan (Mamba-2 chunk_size; fla's 64 for GDN)
    bool convBias = false;  ///< Mamba-2 use_conv_bias
    bool projBias = false;  ///< Mamba-2 use_bias: biases on in_proj and out_proj
    bool gatedNorm = true;  ///< Mamba-2's gated RMSNorm before out_proj (Falcon-H1: mamba_rms_norm)
    int dtRank = 0;         ///< Mamba-1 time_step_rank: x_proj → dt (rank) → dt_proj
    bool dtbcNorms = false; ///< Jamba: RMSNorms over dt (rank), B and C (N each) after x_proj

    bool present() const { return kind != MixerKind::None && mixerLayers > 0; }
    int64_t innerWidth() const { return int64_t(heads) * headDim; }
    int64_t keyWidth() const { return int64_t(groups) * stateDim; }
};

/// A vision encoder (ViT: SigLIP, CLIP, Pixtral, Qwen2-VL/Qwen2.5-VL) and the projector into the text model.
/// layers == 0 means a text-only model. Its parameters are counted apart from the text tower (ParameterCount::vision)
/// and stay frozen unless the training setup says otherwise.
struct VisionSpec
{
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int ffn = 0;
    bool gatedMlp = false;  ///< gate/up/down (Qwen2.5-VL, Pixtral) instead of fc1/fc2 (SigLIP, CLIP, Qwen2-VL)
    bool linearBias = true; ///< biases on q,k,v,o and the MLP
    bool layerNorm = true;  ///< LayerNorm with bias; false = RMSNorm
    int channels = 3;
    int patchSize = 0;
    int temporalPatch = 1;   ///< frames one patch spans (Qwen2-VL's Conv3d: 2)
    bool patchBias = true;   ///< bias on the patch convolution
    int positions = 0;       ///< rows of a learned position embedding; 0 = rotary
    bool classToken = false; ///< CLIP's class embedding
    int extraNorms = 1;      ///< norms outside the blocks (SigLIP post_layernorm, CLIP pre + post, Pixtral ln_pre)
    int projectorNorm = 0;   ///< width of the norm before the projector (Gemma 3 mm_soft_emb_norm, Qwen ln_q); 0 = none
    bool projectorNormBias = false;
    int projectorIn = 0;     ///< projector input width (Qwen: hidden × spatial_merge_size²)
    int projectorHidden = 0; ///< inner width of a two-layer projector; 0 = one linear
    /// Square layers projectorHidden → projectorHidden between the two (Llama 4: the pixel-shuffle MLP's fc2 before
    /// the multi-modal projector); bias as projectorBias.
    int projectorSquareLayers = 0;
    int projectorOut = 0; ///< the text model's hidden size
    bool projectorBias = false;
    /// Patches the encoder sees per image token of the text sequence: Qwen2/2.5-VL merge 2×2 patches into one token
    /// (spatial_merge_size² = 4), Gemma 3 pools its 64×64 patches to 16×16 tokens (4096 / mm_tokens_per_image 256 =
    /// 16), SigLIP/CLIP/Pixtral-12B pass every patch on (1).
    int tokenMerge = 1;
    /// Tokens one image becomes in the text sequence when the job names none (0 = unknown): fixed by the model for
    /// Gemma 3 (mm_tokens_per_image 256), LLaVA-1.5 (576) and PaliGemma; for dynamic-resolution towers (Qwen-VL,
    /// Pixtral) the count of a 768×768 image, LLaMA-Factory's default image_max_pixels (docs/estimation.md).
    int imageTokens = 0;

    bool present() const { return layers > 0; }
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
    /// Window of the sliding-attention layers (0 = none). Training memory does not depend on it (FlashAttention
    /// stores no s×s tensor and eager attention masks a full one); KV-cache and generation estimates do.
    int slidingWindow = 0;
    int slidingLayers = 0;       ///< layers that attend within slidingWindow; 0 with a window = every layer
    bool attentionSinks = false; ///< gpt-oss: one learned sink logit per head per layer
    bool clampedSwiGlu = false;  ///< gpt-oss experts: (clamp(up) + 1) · g·σ(αg), g = clamp(gate)
    int mtpLayers = 0;           ///< multi-token-prediction blocks the checkpoint stores (num_nextn_predict_layers)
    bool attentionOutputGate = false; ///< Qwen3-Next: q_proj also emits a sigmoid gate on the attention output
    MoeSpec moe;
    MlaSpec mla;
    HybridSpec hybrid;
    VisionSpec vision;
    double publishedParamsB = 0; ///< the count the model card publishes, for checking (0 = unknown)

    bool isMoe() const { return moe.experts > 0; }
    bool isMla() const { return mla.kvLoraRank > 0; }
    /// Layers attending within slidingWindow (the rest attend to the whole sequence).
    int windowedLayers() const { return slidingWindow <= 0 ? 0 : (slidingLayers > 0 ? slidingLayers : layers); }
    bool isHybrid() const { return hybrid.present(); }
    /// Blocks with self-attention: all but a hybrid's mixer blocks (and, one sublayer per block, its MLP blocks);
    /// every block when attention and mixer run side by side.
    int attentionLayers() const
    {
        return layers - (hybrid.parallel ? 0 : hybrid.mixerLayers) - (hybrid.singleSublayer ? hybrid.mlpOnlyLayers : 0);
    }
    /// Blocks with an MLP (dense or experts): every block, or a single-sublayer hybrid's MLP blocks.
    int mlpLayers() const { return hybrid.singleSublayer ? hybrid.mlpOnlyLayers : layers; }
    /// Blocks whose MLP is routed experts.
    int moeLayers() const { return isMoe() ? mlpLayers() - moe.denseLeadingLayers : 0; }
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

/// One kind of linear layer in the model: shape and how many exist. An aggregate built with every field named:
/// without default member values, LinearModules leaves its unused slots unwritten (the list is built several times
/// per memory estimate, and a plan makes tens of thousands of estimates).
struct LinearModule
{
    Target target;
    int64_t in;
    int64_t out;
    int64_t count;         ///< instances in the whole model (layers × experts × ...)
    double activeFraction; ///< share of tokens each instance sees (routed experts: active/experts)
    bool hasBias;
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
    std::array<LinearModule, 16> m_items; ///< the first m_size are set
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
    int64_t vision = 0;       ///< vision tower and projector (frozen by default; text tokens never pass them)
    /// Multi-token-prediction blocks stored in the checkpoint, with their copies of embedding and head (DeepSeek-V3
    /// README_WEIGHTS.md). transformers drops them on load (DeepseekV3 _keys_to_ignore_on_load_unexpected), so they
    /// are not in total(); checkpointTotal() adds them.
    int64_t mtp = 0;

    /// Parameters that are loaded for training: text tower and vision tower.
    int64_t total() const { return embedding + lmHead + linear + norms + vision; }
    /// Parameters one text token uses in the forward pass (MoE: only routed experts count; no vision tower).
    int64_t active() const { return embedding + lmHead + activeLinear + norms; }
    /// Every parameter of the published checkpoint (DeepSeek-V3: 685 B against 671 B loaded).
    int64_t checkpointTotal() const { return total() + mtp; }
};

/// The exact count. The model must be within model_limits (validateInputs checks it); use
/// totalParametersUnchecked() to check a model first.
ParameterCount countParameters(const ModelSpec& model);
/// The total count computed in floating point, safe on any dimensions (huge ones give a huge finite number).
double totalParametersUnchecked(const ModelSpec& model);

/// The vision tower's blocks as an encoder-only ModelSpec (no embedding or head: vocab 1), so that the activation and
/// adapter mechanisms of the text tower apply to it unchanged.
ModelSpec visionTowerModel(const VisionSpec& vision);

/// Elements of K/V cache one token keeps in one layer during generation: 2 × kvWidth, or for MLA the compressed
/// latent and the shared rotary key (kv_lora_rank + qk_rope_head_dim; DeepSeek-V2 §2.1.2).
int64_t kvCacheElementsPerTokenLayer(const ModelSpec& model);
/// Elements of K/V cache of one sequence of `tokens` over all decoder layers; sliding layers keep at most a window;
/// a hybrid's mixer layers keep their fixed recurrent and convolution state instead.
double kvCacheElements(const ModelSpec& model, int64_t tokens);

} // namespace tunefit

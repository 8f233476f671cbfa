// SPDX-License-Identifier: GPL-3.0-or-later
// The families whose config keys describe blocks of their own (issue 28): hybrids of attention with Gated DeltaNet,
// Mamba-1 or Mamba-2 mixers, and Llama 4's interleaved experts and chunked attention. Each reader follows the
// family's transformers config class (keys and defaults) and modeling file (which modules exist); docs/estimation.md
// "Architectures of 2025-26" lists the terms.
#include "core/model/HfConfigReader.h"

#include "core/model/ModelLimits.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

namespace tunefit::hfconfig {

namespace {

using namespace model_limits;

/// Blocks by kind of a Nemotron-H stack: `hybrid_override_pattern` ("M" Mamba-2, "*" attention, "-" MLP, "E" MoE, one
/// character per block) or the newer `layers_block_type` list (mamba, attention, mlp, moe). Returns the MoE blocks.
int nemotronBlocks(Reader& r, int layers, HybridSpec& h)
{
    std::vector<std::string> kinds;
    const QJsonValue pattern = r.find({"hybrid_override_pattern"});
    const QJsonValue list = r.find({"layers_block_type"});
    const char* field = pattern.isUndefined() ? "layers_block_type" : "hybrid_override_pattern";
    // The length is checked before the entries are expanded (a hostile file may hold a huge string or list).
    const qsizetype entries = pattern.isString() ? pattern.toString().size() : list.toArray().size();
    if (entries != layers && (pattern.isString() || list.isArray())) {
        r.error = Error{ErrorCode::InvalidValue, field, std::to_string(entries) + " entries"};
        return 0;
    }
    if (pattern.isString()) {
        for (const QChar q : pattern.toString()) {
            const char16_t c = q.unicode();
            kinds.push_back(c == u'M'   ? "mamba"
                            : c == u'*' ? "attention"
                            : c == u'-' ? "mlp"
                            : c == u'E' ? "moe"
                                        : "?");
        }
    } else if (list.isArray()) {
        for (const QJsonValue& kind : list.toArray())
            kinds.push_back(kind.isString() ? kind.toString().toStdString() : "?");
    } else {
        r.error = Error{pattern.isUndefined() && list.isUndefined() ? ErrorCode::MissingKey : ErrorCode::WrongType,
                        field, ""};
        return 0;
    }
    int moe = 0;
    for (const std::string& kind : kinds) {
        if (kind != "mamba" && kind != "attention" && kind != "mlp" && kind != "moe") {
            r.error = Error{ErrorCode::UnknownValue, field, kind};
            return 0;
        }
        h.mixerLayers += kind == "mamba";
        h.mlpOnlyLayers += kind == "mlp" || kind == "moe";
        moe += kind == "moe";
    }
    return moe;
}

/// Layers whose entry in `layer_types` is `kind` (Qwen3-Next "linear_attention", Granite 4.0-H "mamba"); nullopt
/// without the list.
std::optional<int> layersOfType(Reader& r, int layers, const char* kind)
{
    const QJsonValue types = r.find({"layer_types"});
    if (!types.isArray())
        return std::nullopt;
    const QJsonArray list = types.toArray();
    if (list.size() != layers) {
        r.error = Error{ErrorCode::InvalidValue, "layer_types", std::to_string(list.size()) + " entries"};
        return 0;
    }
    int count = 0;
    for (const QJsonValue& entry : list) {
        if (!entry.isString()) {
            r.error = Error{ErrorCode::WrongType, "layer_types", "string"};
            return 0;
        }
        count += entry.toString() == QLatin1String(kind);
    }
    return count;
}

/// Layers i of `layers` with i % period == offset: Jamba's attention (attn_layer_period/offset, 8 and 4 by default)
/// and expert blocks (expert_layer_period/offset, 2 and 1), JambaConfig.layers_block_type / layers_num_experts.
int periodicLayers(Reader& r, int layers, const char* periodKey, const char* offsetKey, int period, int offset)
{
    period = r.optInt({periodKey}, 1, kMaxLayers).value_or(period);
    offset = r.optInt({offsetKey}, 0, kMaxLayers).value_or(offset);
    if (r.error)
        return 0;
    if (offset >= period) {
        r.error = Error{ErrorCode::OutOfRange, offsetKey, std::to_string(offset), AllowedRange{0, double(period - 1)}};
        return 0;
    }
    int count = 0;
    for (int i = 0; i < layers; ++i)
        count += i % period == offset;
    return count;
}

/// An integer key that may also say "auto" (or be absent): then `automatic`.
int intOrAuto(Reader& r, const char* key, int automatic, int64_t min, int64_t max)
{
    const QJsonValue v = r.find({key});
    if (v.isString() && v.toString() == QLatin1String("auto"))
        return automatic;
    return r.optInt({key}, min, max).value_or(automatic);
}

/// Qwen3NextConfig: every full_attention_interval-th layer attends (gated attention), the others run Gated DeltaNet.
void readQwenNext(Reader& r, ModelSpec& m)
{
    HybridSpec& h = m.hybrid;
    h.kind = MixerKind::GatedDeltaNet;
    const int interval = r.optInt({"full_attention_interval"}, 1, kMaxLayers).value_or(4);
    h.mixerLayers = layersOfType(r, m.layers, "linear_attention").value_or(m.layers - m.layers / interval);
    h.heads = r.optInt({"linear_num_value_heads"}, 1, kMaxHeads).value_or(32);
    h.headDim = r.optInt({"linear_value_head_dim"}, 1, kMaxDimension).value_or(128);
    h.groups = r.optInt({"linear_num_key_heads"}, 1, kMaxHeads).value_or(16);
    h.stateDim = r.optInt({"linear_key_head_dim"}, 1, kMaxDimension).value_or(128);
    h.convKernel = r.optInt({"linear_conv_kernel_dim"}, 1, 1024).value_or(4);
    h.chunk = 64; // fla chunk_gated_delta_rule's chunk (BT = 64)
    m.attentionOutputGate = true;
}

/// NemotronHConfig: one sublayer per block by hybrid_override_pattern; relu² MLPs (NemotronHMLP up → relu² → down).
void readNemotronH(Reader& r, ModelSpec& m)
{
    HybridSpec& h = m.hybrid;
    h.kind = MixerKind::Mamba2;
    h.singleSublayer = true;
    const int moeBlocks = nemotronBlocks(r, m.layers, h);
    h.heads = r.optInt({"mamba_num_heads"}, 1, kMaxHeads).value_or(128);
    h.headDim = r.optInt({"mamba_head_dim"}, 1, kMaxDimension).value_or(64);
    h.groups = r.optInt({"n_groups"}, 1, kMaxHeads).value_or(8);
    h.stateDim = r.optInt({"ssm_state_size"}, 1, kMaxDimension).value_or(128);
    h.convKernel = r.optInt({"conv_kernel"}, 1, 1024).value_or(4);
    h.chunk = r.optInt({"chunk_size"}, 1, 1'000'000).value_or(128);
    h.convBias = r.optBool({"use_conv_bias"}, true);
    h.projBias = r.optBool({"use_bias"}, false);
    m.ffnKind = FfnKind::Relu;
    if (m.isMoe())
        m.moe.denseLeadingLayers = h.mlpOnlyLayers - moeBlocks;
}

/// The Mamba-2 mixer of Granite 4.0-H (GraniteMoeHybridMambaLayer) and Falcon-H1 (FalconH1Mixer) from their shared
/// mamba_* keys: heads × head_dim is the inner width, expand × hidden unless Falcon-H1 names mamba_d_ssm; a head
/// width of "auto" divides that inner width by the heads. A head width that contradicts it is refused.
void readMamba2Keys(Reader& r, ModelSpec& m, int64_t inner)
{
    HybridSpec& h = m.hybrid;
    h.kind = MixerKind::Mamba2;
    h.heads = r.optInt({"mamba_n_heads"}, 1, kMaxHeads).value_or(128);
    h.groups = r.optInt({"mamba_n_groups"}, 1, kMaxHeads).value_or(1);
    h.stateDim = r.optInt({"mamba_d_state"}, 1, kMaxDimension).value_or(256);
    h.convKernel = r.optInt({"mamba_d_conv"}, 1, 1024).value_or(4);
    h.chunk = r.optInt({"mamba_chunk_size"}, 1, 1'000'000).value_or(256);
    h.convBias = r.optBool({"mamba_conv_bias"}, true);
    h.projBias = r.optBool({"mamba_proj_bias"}, false);
    if (r.error)
        return;
    if (inner < 1 || inner > kMaxDimension || inner % h.heads != 0) {
        r.error = Error{ErrorCode::NotDivisible, "mamba_n_heads", std::to_string(h.heads)};
        return;
    }
    h.headDim = intOrAuto(r, "mamba_d_head", int(inner / h.heads), 1, kMaxDimension);
    if (!r.error && h.innerWidth() != inner)
        r.error = Error{ErrorCode::Inconsistent, "mamba_d_head",
                        std::to_string(h.heads) + "x" + std::to_string(h.headDim) + "!=" + std::to_string(inner)};
}

/// GraniteMoeHybridConfig: blocks by layer_types ("mamba", "attention"), each followed by the MoE (routed experts and
/// GraniteMoeHybridMoE's always-on shared_mlp of shared_intermediate_size) or, without experts, by the shared MLP
/// alone.
void readGraniteHybrid(Reader& r, ModelSpec& m)
{
    const std::optional<int> mamba = layersOfType(r, m.layers, "mamba");
    if (!mamba && !r.error)
        r.error = Error{ErrorCode::MissingKey, "layer_types", ""};
    if (r.error)
        return;
    m.hybrid.mixerLayers = *mamba;
    const int expand = r.optInt({"mamba_expand"}, 1, 1024).value_or(2);
    readMamba2Keys(r, m, int64_t(expand) * m.hidden);
    const int shared = r.optInt({"shared_intermediate_size"}, 0, kMaxDimension).value_or(1024);
    if (!m.isMoe()) {
        m.ffn = shared; // GraniteMoeHybridDecoderLayer without experts: shared_mlp is the MLP
    } else if (shared > 0) {
        m.moe.sharedExperts = 1;
        m.moe.sharedExpertFfn = shared;
    }
}

/// FalconH1Config / FalconH1DecoderLayer: attention and the Mamba-2 mixer side by side in every block on one input
/// norm, then the MLP; the mixer's gated norm only with mamba_rms_norm, its out_proj biased by projectors_bias. The
/// μP multipliers (embedding, attention, ssm, mlp, lm_head) scale activations, not parameters.
void readFalconH1(Reader& r, ModelSpec& m)
{
    HybridSpec& h = m.hybrid;
    h.parallel = true;
    h.mixerLayers = m.layers;
    // FalconH1Mixer's width: mamba_d_ssm (the config class's 1024 when absent), heads × head width.
    const int64_t inner = r.optInt({"mamba_d_ssm"}, 1, kMaxDimension).value_or(1024);
    if (r.error)
        return;
    readMamba2Keys(r, m, inner);
    h.gatedNorm = r.optBool({"mamba_rms_norm"}, false);
    // mamba_proj_bias sets in_proj's bias and projectors_bias out_proj's; one flag carries both (never less).
    h.projBias = h.projBias || r.optBool({"projectors_bias"}, false);
}

/// JambaConfig / JambaMambaMixer: Mamba-1 mixers in the blocks that do not attend (attention every attn_layer_period
/// at attn_layer_offset), experts every expert_layer_period at expert_layer_offset. Mamba-1: d_inner = expand ×
/// hidden channels, each its own head of width 1 with an N-wide state; B and C are shared, one group.
void readJamba(Reader& r, ModelSpec& m)
{
    HybridSpec& h = m.hybrid;
    h.kind = MixerKind::Mamba1;
    h.dtbcNorms = true; // dt_layernorm, b_layernorm, c_layernorm
    const int attention = periodicLayers(r, m.layers, "attn_layer_period", "attn_layer_offset", 8, 4);
    h.mixerLayers = m.layers - attention;
    if (m.isMoe())
        m.moe.denseLeadingLayers =
            m.layers - periodicLayers(r, m.layers, "expert_layer_period", "expert_layer_offset", 2, 1);
    const int expand = r.optInt({"mamba_expand"}, 1, 1024).value_or(2);
    h.heads = int(std::min<int64_t>(int64_t(expand) * m.hidden, kMaxHeads + 1));
    h.headDim = 1;
    h.groups = 1;
    h.stateDim = r.optInt({"mamba_d_state"}, 1, kMaxDimension).value_or(16);
    h.convKernel = r.optInt({"mamba_d_conv"}, 1, 1024).value_or(4);
    h.dtRank = intOrAuto(r, "mamba_dt_rank", (m.hidden + 15) / 16, 1, kMaxDimension); // "auto": ⌈hidden / 16⌉
    h.chunk = 2048; // selective_scan_cuda's chunk of saved states
    h.convBias = r.optBool({"mamba_conv_bias"}, true);
    h.projBias = r.optBool({"mamba_proj_bias"}, false);
}

/// Layers i (of `layers`) named in an integer list `key`, each once; nullopt without the list.
std::optional<int> listedLayers(Reader& r, int layers, const char* key)
{
    const QJsonValue listed = r.find({key});
    if (!listed.isArray())
        return std::nullopt;
    std::array<bool, size_t(kMaxLayers)> seen{};
    int count = 0;
    for (const QJsonValue& index : listed.toArray()) {
        const std::optional<int> i =
            index.isDouble() ? checked::toInteger<int>(index.toDouble(), 0, layers - 1) : std::nullopt;
        if (!i) {
            r.error = Error{ErrorCode::OutOfRange, key, "", AllowedRange{0, double(layers - 1)}};
            return 0;
        }
        count += !seen[size_t(*i)];
        seen[size_t(*i)] = true;
    }
    return count;
}

/// Llama4TextConfig: experts in the moe_layers (by default every interleave_moe_layer_step-th layer, from step − 1),
/// dense MLPs of intermediate_size_mlp elsewhere, one shared expert of the expert width beside the routed ones
/// (Llama4TextMoe.shared_expert). Layers with RoPE attend within attention_chunk_size chunks, the NoPE ones (every
/// no_rope_layer_interval-th, or the zeros of no_rope_layers) to everything; the QK norm is a parameter-free L2 norm.
void readLlama4(Reader& r, ModelSpec& m)
{
    const int step = r.optInt({"interleave_moe_layer_step"}, 1, kMaxLayers).value_or(1);
    const int moe = listedLayers(r, m.layers, "moe_layers").value_or(m.layers / step);
    m.ffn = r.optInt({"intermediate_size_mlp"}, 1, kMaxDimension).value_or(m.ffn);
    if (m.isMoe()) {
        m.moe.denseLeadingLayers = m.layers - moe;
        m.moe.sharedExperts = 1;
        m.moe.sharedExpertFfn = m.moe.expertFfn;
    }
    const int chunk = r.optInt({"attention_chunk_size"}, 1, kMaxPositions).value_or(0);
    if (r.error || chunk == 0)
        return;
    int chunked = 0;
    const QJsonValue rope = r.find({"no_rope_layers"});
    if (const std::optional<int> typed = layersOfType(r, m.layers, "chunked_attention")) {
        chunked = *typed;
    } else if (rope.isArray() && rope.toArray().size() == m.layers) {
        for (const QJsonValue& v : rope.toArray())
            chunked += v.toDouble() != 0;
    } else {
        const int interval = r.optInt({"no_rope_layer_interval"}, 1, kMaxLayers).value_or(4);
        chunked = m.layers - m.layers / interval;
    }
    m.slidingWindow = chunk; // a chunk bounds the keys a token sees and the K/V a generating layer keeps
    m.slidingLayers = chunked;
    if (chunked == 0)
        m.slidingWindow = 0;
}

} // namespace

void readFamily(std::string_view type, Reader& r, ModelSpec& m)
{
    if (type == "qwen3_next")
        readQwenNext(r, m);
    else if (type == "nemotron_h")
        readNemotronH(r, m);
    else if (type == "granitemoehybrid")
        readGraniteHybrid(r, m);
    else if (type == "falcon_h1")
        readFalconH1(r, m);
    else if (type == "jamba")
        readJamba(r, m);
    else if (type == "llama4_text" || type == "llama4")
        readLlama4(r, m);
}

void readLlama4Vision(Reader& r, int textHidden, VisionSpec& out)
{
    // Llama4VisionModel: an unfolded patch linear without bias, a class embedding and learned positions per patch
    // and class token (besides 2-D RoPE), layernorm_pre/post, blocks with LayerNorm and biased q/k/v/o and fc1/fc2
    // (GELU). Llama4VisionPixelShuffleMLP folds 2×2 patches into one token (pixel_shuffle_ratio 0.5) and runs fc1
    // (intermediate_size → projector_input_dim) and fc2 (projector_output_dim, square), no biases;
    // Llama4MultiModalProjector maps vision_output_dim to the text width without bias.
    out.layers = r.optInt({"num_hidden_layers"}, 1, kMaxLayers).value_or(34);
    out.hidden = r.optInt({"hidden_size"}, 1, kMaxDimension).value_or(768);
    out.heads = r.optInt({"num_attention_heads"}, 1, kMaxHeads).value_or(16);
    out.ffn = r.optInt({"intermediate_size"}, 1, kMaxDimension).value_or(5632);
    out.patchSize = r.optInt({"patch_size"}, 1, kMaxDimension).value_or(14);
    const int image = r.optInt({"image_size"}, 1, kMaxPositions).value_or(448);
    const int adapterIn = r.optInt({"projector_input_dim"}, 1, kMaxDimension).value_or(4096);
    const int adapterOut = r.optInt({"projector_output_dim"}, 1, kMaxDimension).value_or(4096);
    const int visionOut = r.optInt({"vision_output_dim"}, 1, kMaxDimension).value_or(7680);
    const double ratio = r.find({"pixel_shuffle_ratio"}).toDouble(0.5);
    if (r.error)
        return;
    if (adapterIn != adapterOut || visionOut != adapterOut) {
        r.error = Error{ErrorCode::Inconsistent, "projector_output_dim", std::to_string(adapterOut)};
        return;
    }
    const int64_t side = image / out.patchSize;
    if (!(ratio > 0 && ratio <= 1) || side * side + 1 > kMaxPositions) {
        r.error = Error{ErrorCode::OutOfRange, "pixel_shuffle_ratio", std::to_string(ratio), AllowedRange{0, 1}};
        return;
    }
    out.patchBias = false;
    out.positions = int(side * side) + 1;
    out.classToken = true;
    out.extraNorms = 2;
    out.projectorIn = out.ffn;
    out.projectorHidden = adapterIn;
    out.projectorSquareLayers = 1;
    out.projectorOut = textHidden;
    out.projectorBias = false;
    out.tokenMerge = std::max(1, int(std::lround(1 / (ratio * ratio))));
    out.imageTokens = int(side * side) / out.tokenMerge; // one image_size tile; the class token is dropped
}

} // namespace tunefit::hfconfig

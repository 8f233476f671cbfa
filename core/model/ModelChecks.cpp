// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ModelChecks.h"

#include "core/model/ModelLimits.h"

#include <string>
#include <tuple>

namespace tunefit {

namespace {

using namespace model_limits;

std::optional<Error> outside(const char* field, int64_t value, int64_t min, int64_t max)
{
    if (value >= min && value <= max)
        return std::nullopt;
    return Error{ErrorCode::OutOfRange, field, std::to_string(value), AllowedRange{double(min), double(max)}};
}

std::optional<Error> checkVision(const VisionSpec& v)
{
    if (auto e = outside("vision_config.num_hidden_layers", v.layers, 0, kMaxLayers))
        return e;
    if (!v.present())
        return std::nullopt;
    for (auto [field, value, min, max] : {
             std::tuple{"vision_config.hidden_size", v.hidden, int64_t(1), kMaxDimension},
             std::tuple{"vision_config.num_attention_heads", v.heads, int64_t(0), kMaxHeads},
             std::tuple{"vision_config.intermediate_size", v.ffn, int64_t(1), kMaxDimension},
             std::tuple{"vision_config.num_channels", v.channels, int64_t(1), kMaxDimension},
             std::tuple{"vision_config.patch_size", v.patchSize, int64_t(1), kMaxDimension},
             std::tuple{"vision_config.temporal_patch_size", v.temporalPatch, int64_t(1), kMaxDimension},
             std::tuple{"vision_config.positions", v.positions, int64_t(0), kMaxPositions},
             std::tuple{"vision_config.extra_norms", v.extraNorms, int64_t(0), int64_t(4)},
             std::tuple{"vision_config.projector_norm", v.projectorNorm, int64_t(0), kMaxDimension},
             std::tuple{"vision_config.projector_in", v.projectorIn, int64_t(0), kMaxDimension},
             std::tuple{"vision_config.projector_hidden", v.projectorHidden, int64_t(0), kMaxDimension},
             std::tuple{"vision_config.projector_out", v.projectorOut, int64_t(0), kMaxDimension},
             std::tuple{"vision_config.projector_square_layers", v.projectorSquareLayers, int64_t(0), int64_t(4)},
             // Patches per image token: Gemma 3 pools 16, Qwen merges 4; no tower pools more than 64×64.
             std::tuple{"vision_config.token_merge", v.tokenMerge, int64_t(1), int64_t(4096)},
             std::tuple{"vision_config.image_tokens", v.imageTokens, int64_t(0), kMaxPositions},
         }) {
        if (auto e = outside(field, value, min, max))
            return e;
    }
    return std::nullopt;
}

/// A hybrid's block counts and mixer shape: the counts within the blocks, every width in range and its products (the
/// inner and key widths, the recurrent state) bounded like any other width.
std::optional<Error> checkHybrid(const ModelSpec& m)
{
    const HybridSpec& h = m.hybrid;
    if (h.kind == MixerKind::None)
        return h.mixerLayers == 0 && h.mlpOnlyLayers == 0 ? std::nullopt : outside("layer_types", h.mixerLayers, 0, 0);
    for (auto [field, value, min, max] : {
             std::tuple{"layer_types", h.mixerLayers, int64_t(0), int64_t(m.layers)},
             std::tuple{"hybrid_override_pattern", h.mlpOnlyLayers, int64_t(0), int64_t(m.layers) - h.mixerLayers},
             std::tuple{"mamba_num_heads", h.heads, int64_t(1), kMaxHeads},
             std::tuple{"mamba_head_dim", h.headDim, int64_t(1), kMaxDimension},
             std::tuple{"n_groups", h.groups, int64_t(1), int64_t(h.heads)},
             std::tuple{"ssm_state_size", h.stateDim, int64_t(1), kMaxDimension},
             std::tuple{"conv_kernel", h.convKernel, int64_t(1), int64_t(1024)},
             std::tuple{"chunk_size", h.chunk, int64_t(1), int64_t(1'000'000)},
         }) {
        if (auto e = outside(field, value, min, max))
            return e;
    }
    if (h.heads % h.groups != 0)
        return Error{ErrorCode::NotDivisible, "n_groups", std::to_string(h.groups)};
    if (h.kind == MixerKind::Mamba1) {
        // One channel per head and one group; x_proj emits dt (rank) and B, C.
        if (auto e = outside("mamba_dt_rank", h.dtRank, 1, kMaxDimension))
            return e;
        if (h.headDim != 1 || h.groups != 1)
            return Error{ErrorCode::Inconsistent, "mamba_expand", std::to_string(h.headDim)};
    }
    if (auto e = outside("mamba_inner_width", h.innerWidth(), 1, kMaxDimension))
        return e;
    if (auto e = outside("mamba_key_width", h.keyWidth(), 1, kMaxDimension))
        return e;
    // The recurrent state of one head: P × N elements (4 GiB of fp32 at most).
    if (auto e = outside("ssm_state_elements", int64_t(h.headDim) * h.stateDim, 1, int64_t(1) << 30))
        return e;
    // A single-sublayer stack keeps at least its attention or mixer blocks apart from its MLP blocks.
    if (m.attentionLayers() < 0)
        return outside("hybrid_override_pattern", m.attentionLayers(), 0, m.layers);
    return std::nullopt;
}

} // namespace

std::optional<Error> checkArchitectureMechanisms(const ModelSpec& m)
{
    if (auto e = outside("sliding_window", m.slidingWindow, 0, kMaxPositions))
        return e;
    if (auto e = outside("sliding_layers", m.slidingLayers, 0, m.layers))
        return e;
    if (auto e = outside("num_nextn_predict_layers", m.mtpLayers, 0, kMaxLayers))
        return e;
    if (auto e = outside("kv_lora_rank", m.mla.kvLoraRank, 0, kMaxDimension))
        return e;
    if (m.isMla()) {
        if (auto e = outside("q_lora_rank", m.mla.qLoraRank, 0, kMaxDimension))
            return e;
        if (auto e = outside("qk_rope_head_dim", m.mla.ropeHeadDim, 0, kMaxDimension))
            return e;
        if (auto e = outside("qk_nope_head_dim", m.mla.nopeHeadDim, 0, kMaxDimension))
            return e;
        if (auto e = outside("v_head_dim", m.mla.vHeadDim, 1, kMaxDimension))
            return e;
        // The query/key head is the rotary and non-rotary parts side by side.
        if (int64_t(m.mla.nopeHeadDim) + m.mla.ropeHeadDim != m.headDim)
            return Error{ErrorCode::Inconsistent, "qk_nope_head_dim",
                         std::to_string(m.mla.nopeHeadDim) + "+" + std::to_string(m.mla.ropeHeadDim) + "!=head_dim " +
                             std::to_string(m.headDim)};
    }
    if (auto e = checkHybrid(m))
        return e;
    return checkVision(m.vision);
}

} // namespace tunefit

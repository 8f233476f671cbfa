// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Hybrid.h"
#include "core/model/ModelSpec.h"

#include <algorithm>

namespace tunefit {

namespace {

void addAttention(LinearModules& out, const ModelSpec& m, int64_t blocks)
{
    if (blocks <= 0)
        return;
    const bool qkvBias = m.qkvBias || m.linearBias;
    if (m.isMla()) {
        // DeepSeek-V2/V3 (transformers DeepseekV3Attention): q_a_proj → q_b_proj (or one q_proj), the compressed
        // kv_a_proj_with_mqa (latent + shared rotary key), kv_b_proj back to per-head keys and values, o_proj. For
        // adapter targets the query path counts as Q, kv_a_proj_with_mqa as K and kv_b_proj as V; attention_bias
        // applies to q_a/q_proj, kv_a and o only.
        const MlaSpec& a = m.mla;
        const int64_t heads = m.heads;
        if (a.qLoraRank > 0) {
            out.push_back({Target::Q, m.hidden, a.qLoraRank, blocks, 1.0, qkvBias});
            out.push_back({Target::Q, a.qLoraRank, heads * m.headDim, blocks, 1.0, false});
        } else {
            out.push_back({Target::Q, m.hidden, heads * m.headDim, blocks, 1.0, qkvBias});
        }
        out.push_back({Target::K, m.hidden, int64_t(a.kvLoraRank) + a.ropeHeadDim, blocks, 1.0, qkvBias});
        out.push_back({Target::V, a.kvLoraRank, heads * (int64_t(a.nopeHeadDim) + a.vHeadDim), blocks, 1.0, false});
        out.push_back({Target::O, heads * a.vHeadDim, m.hidden, blocks, 1.0, m.linearBias || m.qkvBias});
        return;
    }
    // Qwen3NextAttention: q_proj emits the query and a sigmoid gate of the same width per head.
    const int64_t qOut = m.attentionOutputGate ? 2 * m.qWidth() : m.qWidth();
    out.push_back({Target::Q, m.hidden, qOut, blocks, 1.0, qkvBias});
    out.push_back({Target::K, m.hidden, m.kvWidth(), blocks, 1.0, qkvBias});
    out.push_back({Target::V, m.hidden, m.kvWidth(), blocks, 1.0, qkvBias});
    out.push_back({Target::O, m.qWidth(), m.hidden, blocks, 1.0, m.linearBias});
}

void addMlp(LinearModules& out, const ModelSpec& m, int64_t width, int64_t count, double active)
{
    if (count <= 0 || width <= 0)
        return;
    if (isGated(m.ffnKind))
        out.push_back({Target::Gate, m.hidden, width, count, active, m.linearBias});
    out.push_back({Target::Up, m.hidden, width, count, active, m.linearBias});
    out.push_back({Target::Down, width, m.hidden, count, active, m.linearBias});
}

/// A hybrid's mixer projections: in_proj and out_proj of each mixer block. As adapter targets in_proj counts as Q
/// and out_proj as O (the sequence mixer's input and output, like attention's query and output projections).
void addMixer(LinearModules& out, const ModelSpec& m)
{
    const HybridSpec& h = m.hybrid;
    if (!h.present())
        return;
    out.push_back({Target::Q, m.hidden, hybrid::inProjWidth(h), h.mixerLayers, 1.0, h.projBias});
    if (h.kind == MixerKind::Mamba1) {
        // JambaMambaMixer: x_proj (inner → dt rank + 2N, no bias) and dt_proj (rank → inner, with bias), counted
        // as K and V among adapter targets (the inputs of the scan, as K and V are of attention).
        out.push_back({Target::K, h.innerWidth(), hybrid::xProjWidth(h), h.mixerLayers, 1.0, false});
        out.push_back({Target::V, h.dtRank, h.innerWidth(), h.mixerLayers, 1.0, true});
    }
    out.push_back({Target::O, h.innerWidth(), m.hidden, h.mixerLayers, 1.0, h.projBias});
}

/// The linears of `attentionBlocks` attention blocks, `denseBlocks` dense MLPs and `moeBlocks` expert MLPs.
LinearModules blockModules(const ModelSpec& m, int64_t attentionBlocks, int64_t denseBlocks, int64_t moeBlocks)
{
    LinearModules out;
    addAttention(out, m, attentionBlocks);
    addMlp(out, m, m.ffn, denseBlocks, 1.0);
    if (moeBlocks <= 0)
        return out;
    addMlp(out, m, m.moe.expertFfn, moeBlocks * m.moe.experts, double(m.moe.activeExperts) / m.moe.experts);
    if (m.moe.sharedExperts > 0) {
        const int64_t sharedWidth = m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn;
        addMlp(out, m, sharedWidth * m.moe.sharedExperts, moeBlocks, 1.0);
    }
    return out;
}

} // namespace

LinearModules linearModules(const ModelSpec& m)
{
    // Encoder-decoder: decoder blocks carry self-attention and cross-attention (T5: EncDecAttention).
    const int64_t attentionBlocks =
        m.arch == ArchKind::EncoderDecoder ? int64_t(m.layers) + m.decoderLayers() : int64_t(m.attentionLayers());
    const int64_t moeLayers = m.moeLayers();
    LinearModules out = blockModules(m, attentionBlocks, m.mlpLayers() - moeLayers, moeLayers);
    addMixer(out, m);
    return out;
}

ModelSpec visionTowerModel(const VisionSpec& v)
{
    ModelSpec m;
    m.name = "vision tower";
    m.arch = ArchKind::Encoder;
    m.layers = v.layers;
    m.hidden = v.hidden;
    m.heads = std::max(1, v.heads);
    m.kvHeads = m.heads;
    m.headDim = std::max(1, v.hidden / m.heads);
    m.ffn = v.ffn;
    m.ffnKind = v.gatedMlp ? FfnKind::SwiGLU : FfnKind::Gelu;
    m.vocab = 1;
    m.tiedEmbeddings = true;
    m.linearBias = v.linearBias;
    m.layerNormBias = v.layerNorm;
    return m;
}

namespace {

/// The parameter count in the number type N: int64_t for the exact count of a checked model, double for checking a
/// model first (no product of in-range dimensions overflows a double, and every count up to 2^53 is exact in it).
template <class N> struct Counts
{
    N embedding{}, lmHead{}, linear{}, norms{}, activeLinear{}, vision{}, mtp{};
};

/// Vision tower and projector, following the transformers modules: SiglipVisionTransformer, CLIPVisionTransformer,
/// PixtralVisionModel, Qwen2_5_VisionTransformerPretrainedModel (fused qkv = three projections with biases).
template <class N> N visionCount(const VisionSpec& v)
{
    if (!v.present())
        return N(0);
    const N h = N(v.hidden);
    const N f = N(v.ffn);
    const N normWidth = v.layerNorm ? N(2) * h : h;
    N embed = N(v.channels) * N(v.temporalPatch) * N(v.patchSize) * N(v.patchSize) * h;
    if (v.patchBias)
        embed += h;
    embed += N(v.positions) * h + (v.classToken ? h : N(0));
    N block = N(4) * h * h + N(2) * normWidth;
    block += (v.gatedMlp ? N(3) : N(2)) * h * f;
    if (v.linearBias)
        block += N(4) * h + (v.gatedMlp ? N(2) * f : f) + h;
    N projector = N(v.projectorNorm) * (v.projectorNormBias ? N(2) : N(1));
    const N projIn = N(v.projectorIn);
    const N projOut = N(v.projectorOut);
    if (v.projectorHidden > 0) {
        const N mid = N(v.projectorHidden);
        projector += projIn * mid + mid * projOut + (v.projectorBias ? mid + projOut : N(0));
        projector += N(v.projectorSquareLayers) * (mid * mid + (v.projectorBias ? mid : N(0)));
    } else {
        projector += projIn * projOut + (v.projectorBias ? projOut : N(0));
    }
    return embed + N(v.layers) * block + N(v.extraNorms) * normWidth + projector;
}

template <class N> Counts<N> count(const ModelSpec& m)
{
    Counts<N> count;
    const N hidden = N(m.hidden);
    count.embedding = N(m.vocab) * hidden + N(m.learnedPositions) * hidden;
    count.lmHead = m.tiedEmbeddings || m.arch == ArchKind::Encoder ? N(0) : N(m.vocab) * hidden;

    for (const LinearModule& lin : linearModules(m)) {
        const N params = N(lin.count) * (N(lin.in) * N(lin.out) + (lin.hasBias ? N(lin.out) : N(0)));
        count.linear += params;
        count.activeLinear += N(double(params) * lin.activeFraction);
    }

    // Norms: two per block (three in a T5 decoder block, one with a parallel attention/MLP block), plus the final
    // norm of each stack. LayerNorm has a bias as well as a scale.
    const N normWidth = m.layerNormBias ? N(2) * hidden : hidden;
    const int normsPerBlock = m.parallelAttention || m.hybrid.singleSublayer ? 1 : 2;
    N norms = N(m.layers) * N(normsPerBlock) + N(1);
    if (m.arch == ArchKind::EncoderDecoder)
        norms += N(m.decoderLayers()) + N(1);
    count.norms = norms * normWidth;
    N perBlockSmall{}; // small per-block vectors: MLA latent norms, attention sinks
    if (m.isMla())
        perBlockSmall += N(m.mla.qLoraRank) + N(m.mla.kvLoraRank); // q_a_layernorm, kv_a_layernorm
    if (m.attentionSinks)
        perBlockSmall += N(m.heads);
    count.norms += N(m.layers) * perBlockSmall;
    if (m.isHybrid()) // conv1d, dt_bias, A_log, D and the gated norm of every mixer block
        count.norms += N(m.hybrid.mixerLayers) * N(hybrid::smallParameters(m.hybrid));
    N router{};
    if (m.isMoe()) {
        router = hidden * N(m.moe.experts) + (m.moe.routerBias ? N(m.moe.experts) : N(0));
        count.norms += N(m.moeLayers()) * router;
    }
    count.vision = visionCount<N>(m.vision);

    if (m.mtpLayers > 0) {
        // One MTP module (DeepSeek-V3 §2.2, README_WEIGHTS.md): a decoder block like the last one, enorm and hnorm,
        // eh_proj (2h → h), shared_head.norm, and the checkpoint's own copies of embed_tokens and shared_head.head.
        N block = perBlockSmall + N(normsPerBlock) * normWidth;
        for (const LinearModule& lin : blockModules(m, 1, m.isMoe() ? 0 : 1, m.isMoe() ? 1 : 0))
            block += N(lin.count) * (N(lin.in) * N(lin.out) + (lin.hasBias ? N(lin.out) : N(0)));
        block += router + N(3) * hidden + N(2) * hidden * hidden + N(2) * N(m.vocab) * hidden;
        count.mtp = N(m.mtpLayers) * block;
    }
    return count;
}

} // namespace

ParameterCount countParameters(const ModelSpec& m)
{
    const Counts<int64_t> c = count<int64_t>(m);
    ParameterCount p;
    p.embedding = c.embedding;
    p.lmHead = c.lmHead;
    p.linear = c.linear;
    p.norms = c.norms;
    p.activeLinear = c.activeLinear;
    p.vision = c.vision;
    p.mtp = c.mtp;
    return p;
}

double totalParametersUnchecked(const ModelSpec& m)
{
    const Counts<double> c = count<double>(m);
    return c.embedding + c.lmHead + c.linear + c.norms + c.vision + c.mtp;
}

int64_t kvCacheElementsPerTokenLayer(const ModelSpec& m)
{
    if (m.isMla())
        return int64_t(m.mla.kvLoraRank) + m.mla.ropeHeadDim;
    return 2 * m.kvWidth();
}

double kvCacheElements(const ModelSpec& m, int64_t tokens)
{
    // Only attention layers cache keys and values; a hybrid's mixer layers keep a fixed state per sequence.
    const int attending = m.arch == ArchKind::Decoder ? m.attentionLayers() : m.decoderLayers();
    const int windowed = std::min(m.windowedLayers(), attending);
    const double full = double(attending - windowed) * double(tokens);
    const double sliding = double(windowed) * double(std::min<int64_t>(tokens, m.slidingWindow));
    const double states = m.isHybrid() ? m.hybrid.mixerLayers * hybrid::stateElementsPerSequence(m.hybrid) : 0.0;
    return (full + sliding) * double(kvCacheElementsPerTokenLayer(m)) + states;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ModelSpec.h"

namespace tunefit {

namespace {

void addAttention(LinearModules& out, const ModelSpec& m, int64_t blocks)
{
    if (blocks <= 0)
        return;
    const bool qkvBias = m.qkvBias || m.linearBias;
    out.push_back({Target::Q, m.hidden, m.qWidth(), blocks, 1.0, qkvBias});
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

} // namespace

LinearModules linearModules(const ModelSpec& m)
{
    LinearModules out;
    const int64_t layers = m.layers;
    if (m.arch == ArchKind::EncoderDecoder) {
        // Decoder blocks carry self-attention and cross-attention (T5: EncDecAttention).
        addAttention(out, m, layers + m.decoderLayers());
    } else {
        addAttention(out, m, layers);
    }
    if (!m.isMoe()) {
        addMlp(out, m, m.ffn, layers, 1.0);
        return out;
    }
    const int64_t denseLayers = m.moe.denseLeadingLayers;
    const int64_t moeLayers = layers - denseLayers;
    addMlp(out, m, m.ffn, denseLayers, 1.0);
    addMlp(out, m, m.moe.expertFfn, moeLayers * m.moe.experts, double(m.moe.activeExperts) / m.moe.experts);
    if (m.moe.sharedExperts > 0) {
        const int64_t sharedWidth = m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn;
        addMlp(out, m, sharedWidth * m.moe.sharedExperts, moeLayers, 1.0);
    }
    return out;
}

namespace {

/// The parameter count in the number type N: int64_t for the exact count of a checked model, double for checking a
/// model first (no product of in-range dimensions overflows a double, and every count up to 2^53 is exact in it).
template <class N> struct Counts
{
    N embedding{}, lmHead{}, linear{}, norms{}, activeLinear{};
};

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
    const int normsPerBlock = m.parallelAttention ? 1 : 2;
    N norms = N(m.layers) * N(normsPerBlock) + N(1);
    if (m.arch == ArchKind::EncoderDecoder)
        norms += N(m.decoderLayers()) + N(1);
    count.norms = norms * normWidth;
    if (m.isMoe())
        count.norms += N(m.layers - m.moe.denseLeadingLayers) * hidden * N(m.moe.experts); // router
    return count;
}

} // namespace

ParameterCount countParameters(const ModelSpec& m)
{
    const Counts<int64_t> c = count<int64_t>(m);
    return {c.embedding, c.lmHead, c.linear, c.norms, c.activeLinear};
}

double totalParametersUnchecked(const ModelSpec& m)
{
    const Counts<double> c = count<double>(m);
    return c.embedding + c.lmHead + c.linear + c.norms;
}

} // namespace tunefit

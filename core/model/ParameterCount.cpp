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

ParameterCount countParameters(const ModelSpec& m)
{
    ParameterCount count;
    count.embedding = int64_t(m.vocab) * m.hidden + int64_t(m.learnedPositions) * m.hidden;
    count.lmHead = m.tiedEmbeddings || m.arch == ArchKind::Encoder ? 0 : int64_t(m.vocab) * m.hidden;

    for (const LinearModule& lin : linearModules(m)) {
        const int64_t params = lin.count * (lin.in * lin.out + (lin.hasBias ? lin.out : 0));
        count.linear += params;
        count.activeLinear += int64_t(double(params) * lin.activeFraction);
    }

    // Norms: two per block (three in a T5 decoder block, one with a parallel attention/MLP block), plus the final
    // norm of each stack. LayerNorm has a bias as well as a scale.
    const int64_t normWidth = m.layerNormBias ? 2 * int64_t(m.hidden) : m.hidden;
    const int normsPerBlock = m.parallelAttention ? 1 : 2;
    int64_t norms = int64_t(m.layers) * normsPerBlock + 1;
    if (m.arch == ArchKind::EncoderDecoder)
        norms += m.decoderLayers() + 1;
    count.norms = norms * normWidth;
    if (m.isMoe())
        count.norms += int64_t(m.layers - m.moe.denseLeadingLayers) * m.hidden * m.moe.experts; // router
    return count;
}

} // namespace tunefit

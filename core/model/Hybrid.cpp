// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Hybrid.h"

#include <algorithm>

namespace tunefit::hybrid {

int64_t inProjWidth(const HybridSpec& h)
{
    if (h.kind == MixerKind::GatedDeltaNet)
        return 2 * h.keyWidth() + 2 * h.innerWidth() + 2 * int64_t(h.heads);
    return 2 * h.innerWidth() + 2 * h.keyWidth() + h.heads;
}

int64_t convChannels(const HybridSpec& h)
{
    if (h.kind == MixerKind::GatedDeltaNet)
        return 2 * h.keyWidth() + h.innerWidth();
    return h.innerWidth() + 2 * h.keyWidth();
}

int64_t smallParameters(const HybridSpec& h)
{
    const int64_t channels = convChannels(h);
    int64_t params = channels * h.convKernel + (h.convBias ? channels : 0);
    if (h.kind == MixerKind::GatedDeltaNet)
        return params + 2 * int64_t(h.heads) + h.headDim;  // dt_bias, A_log; RMSNormGated(head_v_dim)
    return params + 3 * int64_t(h.heads) + h.innerWidth(); // dt_bias, A_log, D; MambaRMSNormGated(inner)
}

double stateElementsPerSequence(const HybridSpec& h)
{
    const double recurrent = double(h.heads) * h.headDim * h.stateDim;
    return recurrent + double(convChannels(h)) * std::max(0, h.convKernel - 1);
}

double chunkStateElements(const HybridSpec& h, double tokens)
{
    const double chunks = tokens / std::max(1, h.chunk);
    return chunks * double(h.heads) * h.headDim * h.stateDim;
}

double chunkStateBytes(const HybridSpec& h, double activationBytes)
{
    return h.kind == MixerKind::Mamba2 ? 4.0 : activationBytes;
}

double savedBytesPerToken(const HybridSpec& h, double a)
{
    const double inner = double(h.innerWidth());
    if (h.kind == MixerKind::Mamba2) {
        // mamba_ssm MambaSplitConv1dScanCombinedFn (the fused training path of Mamba2Mixer.cuda_kernels_forward):
        // saves zxbcdt (the in_proj output) and the scan output out_x, with the gated norm's fp32 rstd per group;
        // conv, scan and norm are recomputed in backward.
        return a * (double(inProjWidth(h)) + inner) + 4.0 * h.groups;
    }
    // Qwen3NextGatedDeltaNet.forward with fla's chunk_gated_delta_rule: the qkvz projection (alive through z, a view
    // the gated norm saves) and the ba projection; the concatenated q, k, v the conv1d saves and its output the kernel
    // saves; q and k repeated to every value head when there are fewer key heads; the kernel's WY matrix A (one
    // chunk-wide row per token and head); the core output and the gated norm's output (out_proj's input); g and beta
    // in fp32.
    const double key = double(h.keyWidth());
    const double repeated = h.heads > h.groups ? 2.0 * h.heads * h.stateDim : 0.0;
    const double elements =
        double(inProjWidth(h)) + 2 * (2 * key + inner) + repeated + double(h.heads) * std::max(1, h.chunk) + 2 * inner;
    return a * elements + 4.0 * 2 * h.heads;
}

double scanFlopsPerToken(const HybridSpec& h)
{
    const double n = h.stateDim, p = h.headDim, c = std::max(1, h.chunk);
    return double(h.heads) * (c * (n + p) + 4 * n * p);
}

} // namespace tunefit::hybrid

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Hybrid.h"

#include <algorithm>

namespace tunefit::hybrid {

int64_t inProjWidth(const HybridSpec& h)
{
    if (h.kind == MixerKind::Mamba1)
        return 2 * h.innerWidth(); // x and the gate z
    if (h.kind == MixerKind::GatedDeltaNet)
        return 2 * h.keyWidth() + 2 * h.innerWidth() + 2 * int64_t(h.heads);
    return 2 * h.innerWidth() + 2 * h.keyWidth() + h.heads;
}

int64_t xProjWidth(const HybridSpec& h)
{
    return h.kind == MixerKind::Mamba1 ? int64_t(h.dtRank) + 2 * int64_t(h.stateDim) : 0;
}

int64_t convChannels(const HybridSpec& h)
{
    if (h.kind == MixerKind::Mamba1)
        return h.innerWidth();
    if (h.kind == MixerKind::GatedDeltaNet)
        return 2 * h.keyWidth() + h.innerWidth();
    return h.innerWidth() + 2 * h.keyWidth();
}

int64_t smallParameters(const HybridSpec& h)
{
    const int64_t channels = convChannels(h);
    int64_t params = channels * h.convKernel + (h.convBias ? channels : 0);
    if (h.kind == MixerKind::Mamba1) {
        // A_log (d_inner × N) and D per channel; Jamba's dt, B and C RMSNorms (dt_proj's bias is a linear's).
        params += h.innerWidth() * h.stateDim + h.innerWidth();
        return params + (h.dtbcNorms ? xProjWidth(h) : 0);
    }
    if (h.kind == MixerKind::GatedDeltaNet)
        return params + 2 * int64_t(h.heads) + h.headDim; // dt_bias, A_log; RMSNormGated(head_v_dim)
    // dt_bias, A_log, D; MambaRMSNormGated(inner) unless the model leaves it out (Falcon-H1 mamba_rms_norm false)
    return params + 3 * int64_t(h.heads) + (h.gatedNorm ? h.innerWidth() : 0);
}

double stateElementsPerSequence(const HybridSpec& h)
{
    const double recurrent = double(h.heads) * h.headDim * h.stateDim;
    return recurrent + double(convChannels(h)) * std::max(0, h.convKernel - 1);
}

double chunkStateElements(const HybridSpec& h, double tokens)
{
    if (h.kind == MixerKind::Mamba1)
        return 0; // selective_scan_cuda saves its chunk states for backward: savedBytesPerToken counts them
    const double chunks = tokens / std::max(1, h.chunk);
    return chunks * double(h.heads) * h.headDim * h.stateDim;
}

double chunkStateBytes(const HybridSpec& h, double activationBytes)
{
    return h.kind == MixerKind::Mamba2 ? 4.0 : activationBytes;
}

namespace {

double mamba1SavedBytesPerToken(const HybridSpec& h, double a)
{
    // JambaMambaMixer.cuda_kernels_forward: causal_conv1d_fn and mamba_ssm's selective_scan_fn run apart (the
    // dt/B/C norms sit between them). Saved: in_proj's output (x for the conv, z for the scan), the conv output u
    // (scan and x_proj input), x_proj's output and, with Jamba's norms, their outputs (dt_proj's input, B and C),
    // Δ (dt_proj's output), the scan output and its gated copy (out_proj's input). SelectiveScanFn also saves its
    // fp32 chunk states, d_inner × 2N per 2048 tokens (selective_scan.cpp kChunkSize).
    const double inner = double(h.innerWidth());
    const double xProj = double(xProjWidth(h)) * (h.dtbcNorms ? 2 : 1);
    const double chunkStates = 4.0 * inner * 2 * h.stateDim / 2048;
    return a * (double(inProjWidth(h)) + 4 * inner + xProj) + chunkStates;
}

} // namespace

double savedBytesPerToken(const HybridSpec& h, double a)
{
    const double inner = double(h.innerWidth());
    if (h.kind == MixerKind::Mamba1)
        return mamba1SavedBytesPerToken(h, a);
    if (h.kind == MixerKind::Mamba2) {
        // mamba_ssm MambaSplitConv1dScanCombinedFn (the fused training path of Mamba2Mixer.cuda_kernels_forward):
        // saves zxbcdt (the in_proj output) and the scan output out_x, with the gated norm's fp32 rstd per group;
        // conv, scan and norm are recomputed in backward.
        return a * (double(inProjWidth(h)) + inner) + (h.gatedNorm ? 4.0 * h.groups : 0.0);
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
    if (h.kind == MixerKind::Mamba1) // per channel and state element: Δ·A, exp, Δ·B, ·u, Ā·h, +, C·h, +
        return 8.0 * double(h.innerWidth()) * h.stateDim;
    const double n = h.stateDim, p = h.headDim, c = std::max(1, h.chunk);
    return double(h.heads) * (c * (n + p) + 4 * n * p);
}

} // namespace tunefit::hybrid

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/DeviceRates.h"

#include "core/plan/GpuSoftware.h"
#include "core/plan/ThroughputInternal.h"

#include <algorithm>

namespace tunefit {

namespace {

// FlashAttention-3's forward and backward together on an H100 SXM (989 TFLOP/s dense BF16) at head dim 128 and 4K
// tokens without a mask: 566 TFLOP/s (Shah et al. 2024, arXiv:2407.08608, its forward and backward speed figures,
// weighted 1 : 2.5 as the passes' FLOPs), 0.57 of the peak; stated at the causal 4K rate DeviceRates counts in (÷
// 638/579, the same figures' unmasked over causal forward), as bidirectionalAttentionFactor scales it back.
constexpr double kFlash3OfPeak = 566.0 / 989.0 / (638.0 / 579.0);

// Without a mask no tile is partly masked and every query block streams all keys, so the rate saturates at far
// shorter sequences than the causal kernel's (attentionRateFactor, s½ = 3,000). FlashAttention-3's forward and
// backward on an H100 at head dim 128 (Shah et al. 2024, arXiv:2407.08608, its speed figures, no mask, weighted 1 : 2.5
// as the passes' FLOPs): 348, 456, 531, 566, 581 and 583 TFLOP/s at 0.5K-16K tokens, within 5 % of s / (s + 350)
// scaled to its 16K rate; FlashAttention-2's curves in the same figures saturate sooner still (s½ ≈ 210).
constexpr double kBidirectionalHalfRateTokens = 350;
// The same paper's forward at 4K tokens: 638 TFLOP/s without a mask, 579 with the causal one (its forward speed
// figures) — the rate DeviceRates::attentionFlops stands for.
constexpr double kBidirectionalOverCausalAt4K = 638.0 / 579.0;
constexpr double kFamilyRateKeys = 4096;

} // namespace

std::optional<DeviceRates> deviceRates(const Gpu& gpu, Compute compute)
{
    DeviceRates r;
    const double peak = densePeakTflops(gpu, compute, LowPrecisionRecipe::None, &r.precision);
    if (!(peak > 0))
        return std::nullopt;
    const DeviceTraits traits = deviceTraits(gpu);
    const throughput_detail::DeviceEfficiency e = throughput_detail::deviceEfficiency(gpu, traits, r.precision);
    r.peakFlops = peak * 1e12;
    r.gemmFlops = r.peakFlops * e.gemm;
    r.attentionFlops = 2.0 * r.peakFlops * e.attention;
    // FlashAttention-3 proper (flash_attn_interface) is built for Hopper only (gpuSoftware().flashAttention3); its
    // kernel's own measured rate (kFlash3OfPeak), not the end-to-end fraction doubled as for attentionFlops.
    r.flash3AttentionFlops = gpuSoftware(gpu).flashAttention3 ? kFlash3OfPeak * r.peakFlops : 0.0;
    r.bandwidth = gpu.memoryBandwidthGBps * 1e9 * e.bandwidth;
    r.hostLink = throughput_detail::hostLinkBytesPerSecond(gpu, traits);
    return r;
}

double gpuAgainstHost(double gpuSeconds, double hostSeconds)
{
    return throughput_detail::smoothMax(gpuSeconds, hostSeconds);
}

double bidirectionalAttentionFactor(double keys)
{
    const auto rate = [](double s) { return s / (s + kBidirectionalHalfRateTokens); };
    return kBidirectionalOverCausalAt4K * rate(std::max(1.0, keys)) / rate(kFamilyRateKeys);
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/DeviceRates.h"

#include "core/plan/GpuSoftware.h"
#include "core/plan/ThroughputInternal.h"

namespace tunefit {

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
    // FlashAttention-3 proper (flash_attn_interface) is built for Hopper only (gpuSoftware().flashAttention3).
    r.flash3AttentionFlops =
        gpuSoftware(gpu).flashAttention3
            ? 2.0 * r.peakFlops * throughput_detail::fusedAttentionEfficiency(traits, r.precision, e.attention)
            : 0.0;
    r.bandwidth = gpu.memoryBandwidthGBps * 1e9 * e.bandwidth;
    r.hostLink = throughput_detail::hostLinkBytesPerSecond(gpu, traits);
    return r;
}

double gpuAgainstHost(double gpuSeconds, double hostSeconds)
{
    return throughput_detail::smoothMax(gpuSeconds, hostSeconds);
}

double attentionKernelFactor(double keys)
{
    return throughput_detail::attentionRateFactor(keys);
}

} // namespace tunefit

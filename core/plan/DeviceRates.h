// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/plan/Throughput.h"

#include <optional>

namespace tunefit {

/// What a card achieves for each kind of work a training step is made of: the throughput model's rates
/// (ThroughputContext.cpp, deviceEfficiency) for estimators other than the language-model one (image and video
/// denoisers, core/diffusion).
struct DeviceRates
{
    double peakFlops = 0;      ///< the dense peak of the precision the card runs, FLOP/s
    double gemmFlops = 0;      ///< achieved by large GEMMs
    double attentionFlops = 0; ///< achieved by a FlashAttention-class kernel at 4K keys (attentionKernelFactor scales it)
    double bandwidth = 0;      ///< achieved memory bandwidth, bytes/s
    double hostLink = 0;       ///< pinned host-to-card copies, one way, bytes/s
    MatmulPrecision precision = MatmulPrecision::BF16;
};

/// Empty when the catalog gives the card no peak for the compute type.
std::optional<DeviceRates> deviceRates(const Gpu& gpu, Compute compute);

/// A tiled attention kernel's rate over `keys` keys relative to DeviceRates::attentionFlops (1 at 4K keys).
double attentionKernelFactor(double keys);

} // namespace tunefit

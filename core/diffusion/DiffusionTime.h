// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/diffusion/DiffusionJob.h"

#include <optional>
#include <string_view>

namespace tunefit {

/// What bounds an image or video step most.
enum class DiffusionBottleneck
{
    Linears,           ///< the blocks' GEMMs (and convolutions)
    Attention,         ///< the attention kernels: long latent sequences (video, high resolution)
    MemoryBound,       ///< element-wise work: norms, modulation, activations, and upcasting FP8/NF4 weights
    Host,              ///< Python issuing the kernels: short steps of small models
    Helpers,           ///< encoding prompts and pixels every step (text encoders and VAE not cached)
    BlockSwap,         ///< copying swapped blocks from CPU RAM faster than compute hides it
    ActivationOffload, ///< moving the checkpointed blocks' inputs and outputs to and from CPU RAM
    Communication      ///< the data-parallel gradient all-reduce
};

std::string_view diffusionBottleneckKey(DiffusionBottleneck b); ///< "linears", "attention", … (--json)

/// One optimizer step on one GPU of the job (seconds), by term.
struct DiffusionStepTime
{
    double linears = 0;           ///< forward, backward and recompute of the blocks' linears and the adapter, GEMM rate
    double attention = 0;         ///< the attention core forward (×1), backward (×2.5) and recompute
    double memoryBound = 0;       ///< saved tensors written and read, FP8/NF4 weights upcast per pass
    double host = 0;              ///< the host issuing kernels beyond what the GPU's work hides
    double helpers = 0;           ///< text encoders and VAE run every step, offloaded encoders moved in and out
    double blockSwap = 0;         ///< swapped blocks' copies beyond what compute hides
    double activationOffload = 0; ///< the checkpointed blocks' inputs, outputs and their gradients copied, blocking
    double optimizer = 0;         ///< the optimizer step over the trained parameters' state, or its Python loop
    double communication = 0;     ///< gradient all-reduce beyond what backward hides
    double seconds = 0;           ///< the step
    DiffusionBottleneck bottleneck = DiffusionBottleneck::Linears;
};

/// Empty when the catalog gives the card no peak for BF16/FP16.
std::optional<DiffusionStepTime> diffusionStepTime(const DiffusionJob& job, const Gpu& gpu);

/// Forward FLOPs of the VAE's encoder over one sample's pixels: its ResNet convolutions level by level (3 × 3, or
/// 3 × 3 × 3 over frames for a video VAE).
double vaeEncodeFlops(const VaeSpec& vae, const DiffusionSetting& setting);

} // namespace tunefit

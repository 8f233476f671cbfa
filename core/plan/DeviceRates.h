// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/plan/Throughput.h"

#include <optional>

namespace tunefit {

/// Host overhead of eager PyTorch: each kernel is issued from Python (module call, dispatcher, launch), ~20 µs per
/// kernel for Hugging Face-style modules; autograd issues ~1.5 kernels in backward per forward kernel. Where the GPU
/// work per kernel is shorter, the GPU waits for the host.
inline constexpr double kEagerSecondsPerKernel = 20e-6;
inline constexpr double kBackwardKernelsPerForward = 1.5;
/// The same step's host time split by who issues the kernels. Backward's are issued by autograd's C++ engine with no
/// interpreter in the path: the node's call ~1 µs, the ATen dispatcher ~1.5 µs, cudaLaunchKernel ~2 µs (the per-call
/// costs kLoopSecondsPerKernel is made of, core/diffusion/DiffusionTime.cpp, less the bytecode and binding). The rest
/// of a forward kernel's share of the step, (1 + 1.5) × 20 µs in all, is the Python forward's: the module calls, the
/// bytecode around the kernel (views, reshapes, checks that launch nothing) and autograd's recording. A recompute
/// under checkpointing repeats that Python forward, not the engine's part. The image and video estimator, whose
/// measured rows pair each checkpointed run with an unchecked one, times the host so
/// (core/diffusion/DiffusionTime.cpp); the language-model throughput model keeps the whole per-kernel figure, its op
/// counts (ThroughputWorkload) having been checked as a whole on checkpointed Hugging Face runs.
inline constexpr double kAutogradSecondsPerBackwardKernel = 4.5e-6;
inline constexpr double kEagerForwardSecondsPerKernel = (1 + kBackwardKernelsPerForward) * kEagerSecondsPerKernel -
                                                        kBackwardKernelsPerForward * kAutogradSecondsPerBackwardKernel;

/// What a card achieves for each kind of work a training step is made of: the throughput model's rates
/// (ThroughputContext.cpp, deviceEfficiency) for estimators other than the language-model one (image and video
/// denoisers, core/diffusion).
struct DeviceRates
{
    double peakFlops = 0; ///< the dense peak of the precision the card runs, FLOP/s
    double gemmFlops = 0; ///< achieved by large GEMMs
    /// Achieved by a FlashAttention-class kernel alone at 4K keys (attentionKernelFactor scales it): twice the
    /// throughput model's end-to-end attention rate, which also carries the rotary, layout copies and softmax
    /// statistics around the kernel (ThroughputContext.cpp deviceEfficiency: FA2 kernel benchmarks reach 50-73 % of
    /// the A100's peak and ~35 % of the H100's; training stacks end to end about half of that). An estimator that
    /// times those element-wise passes itself uses this rate.
    double attentionFlops = 0;
    /// FlashAttention-3's rate on the cards it runs on (Hopper), as attentionFlops counts; 0 where it does not run.
    double flash3AttentionFlops = 0;
    double bandwidth = 0; ///< achieved memory bandwidth, bytes/s
    double hostLink = 0;  ///< pinned host-to-card copies, one way, bytes/s
    MatmulPrecision precision = MatmulPrecision::BF16;
};

/// Empty when the catalog gives the card no peak for the compute type.
std::optional<DeviceRates> deviceRates(const Gpu& gpu, Compute compute);

/// A step's time from its GPU time and its host (launch) time: the throughput model's smooth maximum (the GPU waits
/// for the host where kernels are short, and the other way round).
double gpuAgainstHost(double gpuSeconds, double hostSeconds);

/// A tiled attention kernel's rate over `keys` keys without a mask (every query reads every key: image and video
/// denoisers) relative to DeviceRates::attentionFlops, the causal rate at 4K keys.
double bidirectionalAttentionFactor(double keys);

} // namespace tunefit

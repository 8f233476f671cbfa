// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelSpec.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace tunefit {

/// What occupies GPU memory at the peak of a training step.
enum class MemoryComponent {
    FrozenWeights,
    TrainableWeights,
    Gradients,
    OptimizerState,
    Activations,
    Logits,
    Buffers,          ///< gathered shards, dequantisation and communication buffers, step temporaries
    CudaContext,      ///< driver context and kernels: visible to nvidia-smi, not to torch
    AllocatorReserve, ///< cached but unallocated blocks: in torch's "reserved", not in "allocated"
};
inline constexpr int kMemoryComponentCount = 9;

/// One named number that went into a component.
struct BasisTerm
{
    std::string_view name; ///< symbol, e.g. "P_frozen", "bytes/param", "s", "b"
    double value = 0;
};

/// The formula and inputs that produced a component, so the UI and reports can explain it.
struct Basis
{
    std::string_view formula; ///< symbolic, e.g. "P_frozen × bytes/param"
    std::array<BasisTerm, 5> terms{};
    int termCount = 0;

    void add(std::string_view name, double value)
    {
        if (termCount < int(terms.size()))
            terms[termCount++] = {name, value};
    }
};

struct ComponentMemory
{
    MemoryComponent component = MemoryComponent::FrozenWeights;
    double bytes = 0; ///< live at the peak moment, per GPU
    Basis basis;
};

/// Which moment of the step holds the peak.
enum class PeakPhase { Forward, Backward, OptimizerStep };

/// Per-GPU memory of one training step. Components are what is live at the peak moment, so that
/// peakAllocated = sum of the allocated components; reserved adds the allocator cache; device adds the CUDA context.
struct MemoryBreakdown
{
    std::array<ComponentMemory, kMemoryComponentCount> components{};
    double peakAllocated = 0; ///< torch.cuda.max_memory_allocated
    double peakReserved = 0;  ///< torch.cuda.max_memory_reserved
    double wholeDevice = 0;   ///< nvidia-smi
    double bandLow = 0;       ///< relative error band of the estimate, e.g. -0.15
    double bandHigh = 0;      ///< e.g. +0.15
    PeakPhase peakPhase = PeakPhase::Backward;
    ParameterCount params;
    int64_t trainableParams = 0;
    double hostBytes = 0;     ///< model state moved to CPU RAM by offload or paging

    const ComponentMemory& operator[](MemoryComponent c) const { return components[size_t(c)]; }
    ComponentMemory& operator[](MemoryComponent c) { return components[size_t(c)]; }
};

std::string_view componentKey(MemoryComponent c); ///< stable key for files: "frozen_weights" ...

} // namespace tunefit

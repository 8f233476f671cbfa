// SPDX-License-Identifier: GPL-3.0-or-later
#include "memory/MemoryEstimator.h"

namespace tunefit {

std::string_view componentKey(MemoryComponent c)
{
    switch (c) {
    case MemoryComponent::FrozenWeights: return "frozen_weights";
    case MemoryComponent::TrainableWeights: return "trainable_weights";
    case MemoryComponent::Gradients: return "gradients";
    case MemoryComponent::OptimizerState: return "optimizer_state";
    case MemoryComponent::Activations: return "activations";
    case MemoryComponent::Logits: return "logits";
    case MemoryComponent::Buffers: return "buffers";
    case MemoryComponent::CudaContext: return "cuda_context";
    case MemoryComponent::AllocatorReserve: return "allocator_reserve";
    }
    return "unknown";
}

std::optional<Error> validateInputs(const ModelSpec&, const TrainingSetup&, const Parallelism&) { return {}; }
int64_t trainableParameters(const ModelSpec&, const TrainingSetup&) { return 0; }
Result<MemoryBreakdown> estimateMemory(const ModelSpec& m, const TrainingSetup&, const Parallelism&)
{
    MemoryBreakdown b;
    b.params = countParameters(m);
    return b;
}

} // namespace tunefit

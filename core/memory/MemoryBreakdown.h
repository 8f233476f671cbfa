// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace tunefit {

/// What occupies GPU memory at the peak of a training step.
enum class MemoryComponent
{
    FrozenWeights,
    TrainableWeights,
    Gradients,
    OptimizerState,
    Activations,
    Logits,
    Buffers,           ///< gathered shards, dequantisation and communication buffers, step temporaries
    CudaContext,       ///< driver context and kernels: visible to nvidia-smi, not to torch
    AllocatorReserve,  ///< cached but unallocated blocks: in torch's "reserved", not in "allocated"
    ReferenceWeights,  ///< frozen reference policy copy and reward model (no gradients, no optimizer state)
    ValueModel,        ///< PPO's trained critic: its weights, gradients and optimizer state
    GenerationCache,   ///< PPO/GRPO generation: the KV cache and decode logits, or a colocated engine's pool
    VisionActivations, ///< a vision-language model's vision tower and projector on the samples' images
};
inline constexpr int kMemoryComponentCount = 13;

/// One named number that went into a component.
struct BasisTerm
{
    std::string_view name; ///< symbol, e.g. "P_frozen", "bytes/param", "s", "b"
    double value = 0;
};

/// Which mechanism produced a component's number. The core carries no sentences: front ends word each kind (the UI
/// through tr()), and basisFormula() gives the language-neutral formula.
enum class BasisKind
{
    None,
    FrozenWeights,          ///< frozen parameters at their storage width, sharded (+ a full copy loaded on every rank)
    TrainableWeights,       ///< trainable tensors in their dtype, sharded
    OptimizerState,         ///< optimizer moments and fp32 master copies, sharded
    GradientsEarly,         ///< gradients alive at the end of forward (accumulation, lm_head)
    Gradients,              ///< all local gradients
    Activations,            ///< saved activations of the micro-batch
    Logits,                 ///< logits and loss tensors at the start of backward
    FreedBeforeBackwardEnd, ///< activations and logits are gone by the end of backward
    FreedBeforeStep,        ///< ... and before the optimizer step
    BuffersForward,         ///< one block's working set, gathered shards, dequantisation scratch
    BuffersBackward,        ///< the same in backward plus unsharded gradients and reduce buckets
    StepTemporaries,        ///< optimizer step scratch
    AllocatorReserve,       ///< allocator cache: a share of transient memory + segment slack
    CudaContext,            ///< CUDA context, library workspaces and kernels
    ReferenceWeights,       ///< frozen reference copy and reward model at the policy's storage width, sharded
    ValueModel,             ///< PPO critic: a scalar-head copy of the model with its own trained state
    ReferenceForward,       ///< logits and one block's working set of a no-grad reference (or KL) forward
    ScalarHeadLogits,       ///< reward/value head: one score per token instead of vocabulary logits
    GenerationKvCache,      ///< keys and values of every generated sequence, plus one decode step's logits
    GenerationEngine,       ///< a colocated engine's share of the card (vLLM gpu_memory_utilization)
    NotAliveInGeneration,   ///< activations, logits and gradients do not exist while completions are generated
    PagedOptimizerState,    ///< paged optimizer moments in CUDA unified memory: outside torch's counters, spillable
    GradientsOneTensor,     ///< optimizer step fused into backward: one tensor's gradient at a time
    GradientsOffloaded,     ///< sharded gradients copied to host memory in backward (parameter offload)
    ActivationsOffloaded,   ///< checkpointed block inputs in host memory, two in flight on the GPU
    ActivationsSequenceParallel, ///< saved activations of this GPU's 1/degree of every sequence
    AllocatorReserveSharded,     ///< allocator cache + the all-gather / reduce-scatter streams' own cached buffers
    VisionTrained,               ///< a trained vision tower's saved block tensors (or inputs) and projector tensors
    VisionFrozen,                ///< a frozen vision tower records no graph: nothing saved, one block's transient
    GenerationFreed,             ///< PPO/GRPO's KV cache exists only while completions are generated
    ActivationsPipeline,         ///< a pipeline stage's saved activations of every micro-batch in flight (1F1B)
    ActivationsCheckpointed,     ///< full checkpointing: each block keeps only its input
};

/// The language-neutral formula of a basis kind, in symbols (e.g. "b × s × V × β").
std::string_view basisFormula(BasisKind kind);

/// The mechanism and inputs that produced a component, so the UI and reports can explain it.
struct Basis
{
    BasisKind kind = BasisKind::None;
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

/// The component belongs to the job: it holds memory, or a mechanism of the job accounts for it (activations freed
/// before the peak, a frozen vision tower that saves nothing). A reference model, value model or generation cache of
/// an SFT job, or vision activations of a text-only job, do not apply: views and reports leave them out.
bool applies(const ComponentMemory& component);

/// Which moment of the step holds the peak.
enum class PeakPhase
{
    Forward,
    Backward,
    OptimizerStep,
    ReferenceForward, ///< a no-grad reference, KL or rollout-scoring forward
    Generation,       ///< PPO/GRPO completions being generated
};

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
    double optimizerBytesPerParam = 0; ///< optimizer state (+ fp32 masters) per trainable parameter, as checkpointed
    double hostBytes = 0;              ///< model state and activations moved to CPU RAM by offload
    /// Paged optimizer state (CUDA unified memory) per GPU: not in peakAllocated/peakReserved/wholeDevice (it never
    /// makes a job fail); it fills the device memory left free and the rest lives in host memory
    /// (pagedHostBytes / pagedDeviceBytes for a given card).
    double pagedOptimizerBytes = 0;
    double trainingPeak = 0;   ///< allocated peak of the training phase alone (forward, backward, step)
    double generationPeak = 0; ///< allocated peak while completions are generated (0: no generation phase)
    /// Pipeline parallelism: the breakdown is that of the stage with the largest peak (0-based) of `pipelineStages`.
    int pipelineStage = 0;
    int pipelineStages = 1;

    const ComponentMemory& operator[](MemoryComponent c) const { return components[size_t(c)]; }
    ComponentMemory& operator[](MemoryComponent c) { return components[size_t(c)]; }
};

std::string_view componentKey(MemoryComponent c); ///< stable key for files: "frozen_weights" ...

/// Paged optimizer state resident on a card of `capacityBytes`: what the device has left after the whole-device
/// peak, at most all of it (nvidia-smi counts the resident part; torch's counters never do).
double pagedDeviceBytes(const MemoryBreakdown& breakdown, double capacityBytes);
/// Paged optimizer state that lives in host memory on that card (paged in and out at every step: PCIe traffic).
double pagedHostBytes(const MemoryBreakdown& breakdown, double capacityBytes);

} // namespace tunefit

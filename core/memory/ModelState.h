// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <cstdint>

namespace tunefit {

// Overheads outside torch's allocated memory (docs/estimation.md §Overheads).
// The CUDA context with cuBLAS/cuDNN handles and lazily loaded kernels: 0.3–1.3 GiB in nvidia-smi (HF "model training
// anatomy" measured 1,343 MB on a V100; CUDA ≥ 11.7 lazy loading saves a few hundred MB, NCCL and cuBLAS workspaces
// add some back): 1 GiB is the middle of the range seen in training processes.
inline constexpr double kCudaContextBytes = 1.0 * 1024.0 * 1024.0 * 1024.0;
// torch's caching allocator: reserved exceeds allocated by 0–15% (PEFT method comparison, fsdp_qlora logs); the excess
// comes from fragmenting the transient tensors, plus the partly used last 20 MiB segments of each size class.
inline constexpr double kAllocatorFragmentation = 0.08;
inline constexpr double kAllocatorSegmentSlack = 0.2 * 1024.0 * 1024.0 * 1024.0;

/// Weights, gradients and optimizer state per GPU after sharding and offload (bytes).
struct ModelState
{
    int64_t frozenParams = 0;
    int64_t trainableParams = 0;
    double frozenWeights = 0;
    double trainableWeights = 0; ///< incl. fp32 master copies
    double optimizerState = 0;
    double optimizerBytesPerParam = 0;
    double gradients = 0;                       ///< all local gradients at the end of backward
    double gradientsHeldAcrossMicroBatches = 0; ///< gradients alive during forward (accumulation)
    double earlyGradients = 0;                  ///< gradients that appear at the start of backward (lm_head)
    double stepTemporaries = 0;                 ///< optimizer step scratch
    double gatheredForward = 0;  ///< all-gathered shards, DDP buckets, dequantisation scratch during forward
    double gatheredBackward = 0; ///< the same during backward, plus unsharded gradients of one unit
    double hostBytes = 0;        ///< state kept in CPU RAM (offload)
    double fullCopy = 0;         ///< unsharded checkpoint kept on every rank (full state-dict loading)
    double activationBytes = 2;  ///< bytes per activation element (4 for fp32 compute)
    /// DeepSpeed's persistent fp32 gradient partition (part of `gradients`): alive between steps as well.
    double persistentGradients = 0;
    double baseStorageBytes = 0;    ///< every weight of the model at its frozen storage width, unsharded
    double plainBytesPerParam = 2;  ///< storage of an unquantized frozen weight (16-bit, or the weight dtype)
    double unshardedWeights = 0;    ///< frozen + trainable weights of the whole model, before sharding
    double weightResidentShare = 1; ///< share of a weight tensor on this GPU: 1 / shards, 0 when offloaded
    /// Optimizer moments of a paged optimizer (bitsandbytes): in CUDA unified memory, outside torch's counters, so
    /// not in `optimizerState`; resident while the card has room, evicted to host memory when it has not.
    double pagedOptimizer = 0;
    double largestTensorGradient = 0;     ///< one trained tensor's local gradient (optimizer step fused into backward)
    bool gradientsInBackwardOnly = false; ///< the step runs in backward: one tensor's gradient at a time
    bool gradientsOffloaded = false;      ///< sharded gradients copied to host in backward (parameter offload)
    /// Communication buffers the caching allocator keeps for the all-gather and reduce-scatter streams (blocks cached
    /// for one stream are never handed to another): the gathered units of forward and one unit's unsharded
    /// gradients. Part of reserved memory even at moments when they are not allocated.
    double quantizedWeightCopies = 0; ///< of the buffers: Transformer Engine's FP8/FP4 weight copies (issue 32)
    double allGatherPool = 0;
    double reduceScatterPool = 0;
    double rootUnitBytes = 0; ///< FSDP's root unit (embeddings, final norm, lm_head): gathered for the whole step
};

/// `params` is objectiveParameters(model, setup).
ModelState modelState(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                      const ParameterCount& params);

/// A shard of a model-parallel layout. Under expert parallelism the routed experts' state is sharded over the
/// expert-data-parallel group, the rest over the data-parallel group (`parallel.gpus`): `routedShare` of the trained
/// parameters use `expertGroup` GPUs. `megatronOptimizer`: the layout's optimizer is Megatron-Core's (ZeRO-1 is its
/// distributed optimizer, frontier-schema.md): fused Adam in place, no DeepSpeed fp32 gradient partition or buckets.
struct ExpertShardGroup
{
    double routedShare = 0;
    double expertGroup = 1;
    bool megatronOptimizer = false;
};
ModelState modelState(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                      const ParameterCount& params, const ExpertShardGroup& experts);

/// The policy's parameters under its objective: a reward model's scalar score head (hidden × 1) replaces the
/// vocabulary lm_head (AutoModelForSequenceClassification with num_labels = 1); other objectives keep the count.
ParameterCount objectiveParameters(const ModelSpec& model, const TrainingSetup& setup);
/// The same architecture with a scalar head: PPO's reward and value models.
ParameterCount scalarHeadParameters(const ModelSpec& model);

/// Base-model tensors an adapter method trains in full (embedding/lm_head copies, norms), in the base dtype.
int64_t unfrozenBaseParameters(const ModelSpec& model, const TrainingSetup& setup);

/// Storage bytes per weight of a frozen linear in the given quantization (NF4: 4 bits + fp32 absmax per 64 weights =
/// 4.5 bits; double quantization 4.127 bits, QLoRA paper §2; GPTQ: 4 bits + fp16 scale and packed zero per 128).
double quantizedBytesPerParam(BaseQuant quant, DType weightDType);

} // namespace tunefit

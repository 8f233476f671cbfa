// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parallel layout of a job: how its GPUs form a data × tensor × pipeline × context mesh (plus expert groups),
// and the one rule of when a layout is valid for a model. Used by the estimator, the throughput model, the planner
// and every front end.

#include "core/Result.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <optional>

namespace tunefit {

/// Any of tensor, pipeline or expert parallelism is set (context parallelism alone is sequence parallelism).
bool usesModelParallelism(const Parallelism& parallel);
/// How the experts run in this layout: a tensor, pipeline or expert-parallel layout runs in Megatron-Core or
/// torchtitan, whose grouped GEMMs and permutation are fused, whatever the setup says of a Hugging Face-style run.
ExpertKernel expertKernel(const TrainingSetup& setup, const Parallelism& parallel);
/// GPUs one sequence is split over by context parallelism: the ring/Ulysses degree (1 without).
int contextParallelDegree(const Parallelism& parallel);
/// Model replicas: gpus / (tensor × pipeline × context). 0 when the degrees do not divide the GPU count.
int dataParallelDegree(const Parallelism& parallel);
/// The gradient accumulation (micro-batches per step and replica) that gives `layout` the optimizer step of the same
/// job under data parallelism on the same GPUs (`dataParallel`): micro-batch × accumulation sequences per
/// data-parallel rank there, so the replicas of `layout` (tensor × pipeline GPUs each) take tensor × pipeline times
/// the accumulation. The planner compares the two at one optimizer step: the same training, only executed
/// differently (Megatron's global batch / (micro-batch × DP)). 0 when a degree does not divide or the product
/// leaves int.
int accumulationOnLayout(const TrainingSetup& setup, const Parallelism& dataParallel, const Parallelism& layout);
/// The blocks a pipeline stage holds at most (ceil(layers / pipeline)); the largest stage sets the peak.
int blocksPerStage(const ModelSpec& model, const Parallelism& parallel);

/// Refuses a layout whose degrees do not fit the model or the GPU count, naming the degree (Error::field is
/// "tensor_parallel", "pipeline_parallel", "virtual_pipeline_stages", "expert_parallel", "expert_tensor_parallel"):
/// - every degree ≥ 1; the degrees multiply to at most the GPUs and divide them (NotDivisible);
/// - tensor divides the query heads and the KV heads (or KV heads divide tensor: replicated KV heads, as Megatron
///   allows for GQA), the MLP width and the vocabulary is padded (Megatron pads it, so no rule);
/// - pipeline ≤ layers; virtual stages × pipeline ≤ layers, virtual stages > 1 needs pipeline > 1;
/// - expert > 1 needs a MoE model whose routed experts it divides, and expert × expertTensor divides
///   tensor × data × context;
/// - expert tensor > 1 needs expert > 1 or a MoE model, and divides the expert MLP width.
std::optional<Error> validateLayout(const ModelSpec& model, const Parallelism& parallel);

} // namespace tunefit

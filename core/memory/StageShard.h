// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one GPU of a pipeline stage holds under a model-parallel layout (tensor, pipeline, expert, context
// parallelism): the estimator runs its ordinary per-tensor mechanisms on this shard (docs/estimation.md
// "Model-parallel layouts").

#include "core/memory/ModelState.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <vector>

namespace tunefit {

/// How the tensors of a block divide over the GPUs beyond what the shard's own widths already say.
struct LayoutShares
{
    /// Tokens of the norm / residual / dropout tensors between the tensor-parallel regions on this GPU: 1 / TP under
    /// Megatron sequence parallelism (Korthikanti et al. 2022, arXiv:2205.05198, Table 2), else 1.
    double residual = 1;
    /// Tokens each GPU runs through its routed experts (× top-k), relative to the tokens of its micro-batch share.
    double expertTokens = 1;
    /// Routed experts the (replicated) router scores per token: all of them, whatever EP holds locally.
    int routerExperts = 0;
    /// Expert parallelism moves every routed token copy through dispatch / combine all-to-all buffers.
    bool expertDispatch = false;
};

/// One GPU of one pipeline stage.
struct StageShard
{
    int stage = 0;
    int stages = 1;
    int blocks = 0;        ///< transformer blocks of this stage
    ModelSpec model;       ///< the TP/EP shard of the stage's blocks: heads, KV heads, MLP, vocabulary, experts
    ParameterCount params; ///< of that shard: the embedding on the first stage only, LM head on the last only
    Parallelism parallel;  ///< the data-parallel × context group that shards its state (no model parallelism left)
    LayoutShares shares;
    double routedExpertShare = 0;    ///< share of the shard's trained parameters that are routed experts
    double expertShardGroup = 1;     ///< expert-data-parallel GPUs: stage GPUs / (EP × ETP)
    double inFlightMicroBatches = 1; ///< micro-batches whose activations this stage holds (1F1B / interleaved)
    bool first = true;
    bool last = true;
};

/// Model parallelism is set: tensor, pipeline or expert degree above 1.
bool usesStageShards(const Parallelism& parallel);

/// The stages whose peak can be the largest: the first (most micro-batches in flight, the embedding), the last
/// (LM head, logits and loss) and a middle one (full blocks without either); each at most once.
std::vector<int> candidateStages(const ModelSpec& model, const Parallelism& parallel);

/// Blocks of stage `stage`: ceil(L / PP) on every stage but the last, which takes the rest.
int blocksOfStage(const ModelSpec& model, const Parallelism& parallel, int stage);

/// Activation sets in flight on stage `stage` of `stages` with `microBatches` micro-batches per step, in units of a
/// whole stage's activations of one micro-batch. 1F1B: min(PP − stage, M) (Narayanan et al. 2021, arXiv:2104.04473
/// §2.2; the first stage holds PP). Interleaved with v model chunks per GPU: the schedule's warm-up keeps
/// 2 (PP − stage − 1) + (v − 1) PP + 1 chunks of L / (PP v) blocks in flight, at most all M v chunks (Megatron-LM
/// schedules.py, forward_backward_pipelining_with_interleaving) — on the first stage PP (1 + (PP − 1) / (PP v))
/// micro-batches, the factor of Korthikanti et al. 2022 §4.2.3.
double inFlightMicroBatches(int stage, int stages, int virtualStages, int microBatches);

/// The shard one GPU of `stage` holds, for a layout that validateLayout() accepted.
StageShard stageShard(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel, int stage);

/// FSDP inside a pipeline keeps the stage's parameters gathered for the whole step (torchtitan apply_fsdp: "For PP,
/// do not reshard after forward to avoid per-microbatch all-gathers"), and the pipeline schedule turns gradient
/// reduction off for every micro-batch but the last (torch.distributed.pipelining stage.py
/// backward_maybe_with_nosync → set_requires_gradient_sync(False)): the unsharded 16-bit gradients of the stage
/// accumulate across micro-batches. Applies to a state that shards parameters with FSDP; others are unchanged.
void keepStageGathered(ModelState& state, const StageShard& shard, const TrainingSetup& setup);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// The shard of a model one GPU holds under Megatron-style model parallelism (Shoeybi et al. 2019, arXiv:1909.08053:
// column/row-parallel attention and MLP, vocabulary-parallel embedding; Narayanan et al. 2021, arXiv:2104.04473:
// pipeline stages and schedules; Megatron-Core MoE: expert parallelism). docs/estimation.md "Model-parallel layouts".
#include "core/memory/StageShard.h"

#include "core/memory/MemoryEstimator.h"
#include "core/memory/ModelState.h"
#include "core/training/ParallelLayout.h"

#include <algorithm>

namespace tunefit {

bool usesStageShards(const Parallelism& parallel)
{
    return usesModelParallelism(parallel);
}

int blocksOfStage(const ModelSpec& model, const Parallelism& parallel, int stage)
{
    const int stages = std::max(1, parallel.model.pipeline);
    const int largest = blocksPerStage(model, parallel);
    if (stage < stages - 1)
        return largest;
    return std::max(1, model.layers - (stages - 1) * largest);
}

std::vector<int> candidateStages(const ModelSpec& /*model*/, const Parallelism& parallel)
{
    const int stages = std::max(1, parallel.model.pipeline);
    std::vector<int> out{0};
    if (stages > 2)
        out.push_back(stages / 2);
    if (stages > 1)
        out.push_back(stages - 1);
    return out;
}

double inFlightMicroBatches(int stage, int stages, int virtualStages, int microBatches)
{
    const int p = std::max(1, stages);
    const int m = std::max(1, microBatches);
    const int v = std::max(1, virtualStages);
    if (p == 1)
        return 1;
    if (v == 1)
        return double(std::min(p - stage, m));
    const int64_t chunks = std::min(2 * int64_t(p - stage - 1) + int64_t(v - 1) * p + 1, int64_t(m) * v);
    return double(chunks) / v;
}

namespace {

/// Routed-expert parameters and their trained share in the shard (the rest follows the dense data-parallel group).
double routedExpertShare(const ModelSpec& shard, const TrainingSetup& setup, const ParameterCount& params)
{
    if (!shard.isMoe() || shard.moeLayers() <= 0)
        return 0;
    const double h = shard.hidden;
    const double f = shard.moe.expertFfn;
    const double experts = double(shard.moeLayers()) * shard.moe.experts;
    const bool gated = isGated(shard.ffnKind);
    if (setup.method == Method::Full) {
        const double routed = experts * (gated ? 3.0 : 2.0) * h * f;
        return std::clamp(routed / std::max(1.0, double(params.total())), 0.0, 1.0);
    }
    if (!usesRank(setup.method))
        return 0;
    // Low-rank adapters on the expert linears: r × (in + out) per adapted expert matrix.
    const TargetSet targets = setup.adapter.targets;
    double routed = 0;
    if (gated && contains(targets, Target::Gate))
        routed += setup.adapter.rank * (h + f);
    if (contains(targets, Target::Up))
        routed += setup.adapter.rank * (h + f);
    if (contains(targets, Target::Down))
        routed += setup.adapter.rank * (h + f);
    const double trained = double(std::max<int64_t>(1, trainableParameters(shard, setup)));
    return std::clamp(experts * routed / trained, 0.0, 1.0);
}

/// Column-parallel Q/K/V and row-parallel output: heads / TP per GPU; a GQA model with fewer KV heads than TP ranks
/// keeps one KV head per GPU (Megatron-Core replicates them).
void splitAttentionAndMlp(ModelSpec& s, const ModelSpec& model, int tp)
{
    s.heads = model.heads / tp;
    s.kvHeads = std::max(1, model.kvHeads / tp);
    s.ffn = model.ffn / tp;
    // Vocabulary-parallel embedding and LM head (Megatron pads the vocabulary to a multiple of TP).
    s.vocab = (model.vocab + tp - 1) / tp;
}

/// A hybrid's kinds of block in the stage's share (interleaved through the stack); mixer heads split over TP.
void splitHybrid(ModelSpec& s, const ModelSpec& model, int blocks, int tp)
{
    const auto share = [&](int count) {
        return std::clamp(int(int64_t(count) * blocks / std::max(1, model.layers)), 0, blocks);
    };
    s.hybrid.mixerLayers = share(model.hybrid.mixerLayers);
    s.hybrid.mlpOnlyLayers = std::min(share(model.hybrid.mlpOnlyLayers), blocks - s.hybrid.mixerLayers);
    s.hybrid.heads = std::max(1, model.hybrid.heads / tp);
    s.hybrid.groups = std::max(1, model.hybrid.groups / tp);
}

/// Routed experts divide over EP GPUs, each expert's MLP over ETP; shared experts follow TP like a dense MLP.
/// `start` is the stage's first block: the dense leading layers left on it.
void splitExperts(ModelSpec& s, const ModelSpec& model, const ModelParallel& mp, int start)
{
    const int tp = std::max(1, mp.tensor);
    const int ep = std::max(1, mp.expert);
    const int etp = std::max(1, mp.expertTensor);
    s.moe.experts = std::max(1, model.moe.experts / ep);
    s.moe.expertFfn = std::max(1, model.moe.expertFfn / etp);
    if (model.moe.sharedExperts > 0) {
        const int shared = model.moe.sharedExpertFfn > 0 ? model.moe.sharedExpertFfn : model.moe.expertFfn;
        s.moe.sharedExpertFfn = std::max(1, shared / tp);
    }
    s.moe.denseLeadingLayers = std::clamp(model.moe.denseLeadingLayers - start, 0, s.mlpLayers());
}

/// The model one GPU of the stage holds: its blocks, each split over TP (and EP), the ends only where they live.
ModelSpec stageModel(const ModelSpec& model, const Parallelism& parallel, const StageShard& shard)
{
    const ModelParallel& mp = parallel.model;
    const int tp = std::max(1, mp.tensor);
    ModelSpec s = model;
    s.layers = shard.blocks;
    splitAttentionAndMlp(s, model, tp);
    if (model.arch == ArchKind::EncoderDecoder)
        s.encoderLayers = std::clamp(model.encoderLayers * shard.blocks / std::max(1, model.layers), 1,
                                     std::max(1, shard.blocks - 1));
    if (model.isHybrid())
        splitHybrid(s, model, shard.blocks, tp);
    if (model.isMoe())
        splitExperts(s, model, mp, shard.stage * blocksPerStage(model, parallel));
    // With several stages, a tied embedding is kept twice: Megatron's last stage holds its own copy as the output
    // layer and keeps it in sync through an all-reduce of the two gradients.
    if (shard.stages > 1)
        s.tiedEmbeddings = false;
    if (!shard.first) {
        s.vision = VisionSpec{};
        s.learnedPositions = 0;
    }
    if (!shard.last)
        s.mtpLayers = 0;
    return s;
}

/// The parameters of the stage's shard of `model`: the embedding on the first stage only, the LM head on the last.
ParameterCount stageParameters(const ModelSpec& model, const StageShard& shard, const TrainingSetup& setup)
{
    const ModelSpec& s = shard.model;
    ParameterCount params = objectiveParameters(s, setup);
    // The router scores every expert on every GPU: it is replicated, not divided by EP.
    if (model.isMoe() && s.moe.experts < model.moe.experts) {
        const int64_t missing = int64_t(model.moe.experts - s.moe.experts);
        params.norms += int64_t(s.moeLayers()) * missing * (int64_t(model.hidden) + (model.moe.routerBias ? 1 : 0));
    }
    if (!shard.first)
        params.embedding = 0;
    if (!shard.last)
        params.lmHead = 0;
    return params;
}

/// The state of the shard is sharded over the GPUs that hold the same shard: data × context parallel.
Parallelism shardStateGroup(const Parallelism& parallel)
{
    const int tp = std::max(1, parallel.model.tensor);
    const int pp = std::max(1, parallel.model.pipeline);
    Parallelism group = parallel;
    group.model = ModelParallel{};
    group.gpus = int(std::max<int64_t>(1, parallel.gpus / (int64_t(tp) * pp)));
    group.gpusPerNode = std::max(1, parallel.gpusPerNode / tp);
    return group;
}

/// Expert weights are replicated only over the expert-data-parallel group: the stage's GPUs / (EP × ETP).
double expertDataParallelGroup(const Parallelism& parallel)
{
    const int pp = std::max(1, parallel.model.pipeline);
    const int ep = std::max(1, parallel.model.expert);
    const int etp = std::max(1, parallel.model.expertTensor);
    const int stageGpus = std::max(1, parallel.gpus / pp);
    return std::max(1.0, double(stageGpus) / (double(ep) * etp));
}

/// How the stage's token tensors divide over the TP and EP GPUs.
LayoutShares layoutShares(const ModelSpec& model, const ModelParallel& mp)
{
    const int tp = std::max(1, mp.tensor);
    const int ep = std::max(1, mp.expert);
    const bool sequenceSplit = tp > 1 && mp.sequenceParallel;
    LayoutShares shares;
    shares.residual = sequenceSplit ? 1.0 / tp : 1.0;
    // Under sequence parallelism each TP rank dispatches its own 1/TP of the tokens; without it the TP group shares
    // one batch and an EP group inside it runs each token copy on one GPU only (transformers/torchtitan EP over the
    // TP ranks). EP across data-parallel ranks receives, on average, as many token copies as it sends.
    shares.expertTokens = sequenceSplit ? 1.0 / tp : 1.0 / std::min(ep, tp);
    shares.routerExperts = model.moe.experts;
    shares.expertDispatch = model.isMoe() && ep > 1;
    return shares;
}

} // namespace

StageShard stageShard(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel, int stage)
{
    const ModelParallel& mp = parallel.model;
    const int pp = std::max(1, mp.pipeline);

    StageShard out;
    out.stage = stage;
    out.stages = pp;
    out.first = stage == 0;
    out.last = stage == pp - 1;
    out.blocks = blocksOfStage(model, parallel, stage);
    out.model = stageModel(model, parallel, out);
    out.params = stageParameters(model, out, setup);
    out.parallel = shardStateGroup(parallel);
    out.expertShardGroup = expertDataParallelGroup(parallel);
    out.routedExpertShare = routedExpertShare(out.model, setup, out.params);
    out.shares = layoutShares(model, mp);
    out.inFlightMicroBatches = inFlightMicroBatches(stage, pp, mp.virtualStages, setup.gradAccumulation);
    return out;
}

void keepStageGathered(ModelState& state, const StageShard& shard, const TrainingSetup& setup)
{
    const Sharding sharding = shard.parallel.sharding;
    const bool fsdp = sharding == Sharding::FsdpFull || sharding == Sharding::FsdpHybrid;
    if (shard.stages <= 1 || !fsdp || shard.parallel.gpus <= 1 || state.weightResidentShare <= 0)
        return;
    const bool full = setup.method == Method::Full;
    const double params = double(shard.params.total());
    // The gathered copy is in the compute dtype (FSDP2 MixedPrecisionPolicy param_dtype), frozen weights at their
    // storage width.
    const double gathered = full ? params * state.activationBytes : state.unshardedWeights;
    const double unitGradients = std::max(0.0, state.gatheredBackward - state.gatheredForward);
    state.gatheredForward = gathered;
    state.gatheredBackward = gathered + unitGradients;
    state.allGatherPool = gathered;
    if (full && setup.gradAccumulation > 1) {
        const double unsharded = double(state.trainableParams) * state.activationBytes;
        state.gradients += unsharded;
        state.gradientsHeldAcrossMicroBatches += unsharded;
    }
}

} // namespace tunefit

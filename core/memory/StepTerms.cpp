// SPDX-License-Identifier: GPL-3.0-or-later
// The terms of one GPU's step (StepTerms.h). Mechanisms and sources: docs/estimation.md.
#include "core/memory/StepTerms.h"

#include "core/training/ParallelLayout.h"

#include <algorithm>

namespace tunefit::memory {

namespace {

Basis& setRow(MemoryBreakdown& out, MemoryComponent c, double bytes, BasisKind kind)
{
    ComponentMemory& cm = out[c];
    cm.component = c;
    cm.bytes = std::max(0.0, bytes);
    cm.basis.kind = kind;
    return cm.basis;
}

/// Online DPO's loss spike against the standard loss's β per logit: TRL OnlineDPOTrainer._forward takes the 16-bit
/// logits of every position, log-softmaxes the completion's slice in 16 bits and keeps that for backward, so at the
/// start of backward the kept log-probabilities, their gradient and the slice's input gradient (3 × the completion c)
/// and the full-length gradient the slice scatters into (s) are alive: a × (s + 3c) bytes per vocabulary entry of a
/// sequence, not β × s. Other loss kernels are not what that trainer runs: unchanged.
double onlineDpoLogitsShare(const StepContext& ctx)
{
    const double beta = ctx.act.logitsBytesPerElement;
    if (ctx.setup.loss != LossImpl::Standard || beta <= 0 || ctx.setup.seqLen <= 0)
        return 1.0;
    const double s = ctx.setup.seqLen;
    const double c = std::clamp(double(ctx.setup.objective.completionLen), 0.0, s);
    return std::min(1.0, ctx.state.activationBytes * (s + 3 * c) / (beta * s));
}

/// The policy's loss spike. A reward model's score head gives one number per token, so only the hidden states'
/// gradient (b × s × h) appears at backward start; GRPO forms the completion's logits only (TRL logits_to_keep);
/// online DPO log-softmaxes the completion's slice in 16 bits (onlineDpoLogitsShare).
double lossSpike(const StepContext& ctx)
{
    const Objective objective = ctx.setup.objective.objective;
    double logitsPeak = ctx.act.logitsPeak;
    if (ctx.scalarHead && (!ctx.shard || ctx.shard->last))
        logitsPeak =
            double(ctx.forward.microBatch) * ctx.act.effectiveSeqLen * ctx.model.hidden * ctx.state.activationBytes;
    else if (generatesGroups(objective))
        logitsPeak *= double(ctx.setup.objective.completionLen) / double(ctx.setup.seqLen);
    else if (objective == Objective::OnlineDpo)
        logitsPeak *= onlineDpoLogitsShare(ctx);
    return logitsPeak;
}

// ---- Rows that several moments share -----------------------------------------------------------------------------

/// Gradients at the end of backward and at the step: all local ones, one tensor's when the step is fused into
/// backward, none when offloaded.
void allGradientsRow(MemoryBreakdown& out, const StepContext& ctx)
{
    const ModelState& state = ctx.state;
    if (state.gradientsOffloaded) {
        setRow(out, MemoryComponent::Gradients, state.gradients, BasisKind::GradientsOffloaded)
            .add("P_trainable", double(state.trainableParams));
    } else if (state.gradientsInBackwardOnly) {
        setRow(out, MemoryComponent::Gradients, state.gradients, BasisKind::GradientsOneTensor)
            .add("bytes", state.largestTensorGradient);
    } else {
        setRow(out, MemoryComponent::Gradients, state.gradients, BasisKind::Gradients)
            .add("P_trainable", double(state.trainableParams));
    }
}

/// Gradients alive during a forward: those of earlier micro-batches, plus (at the end of the text forward) the
/// lm_head's, which appears at the start of backward.
void earlyGradientsRow(MemoryBreakdown& out, double bytes)
{
    setRow(out, MemoryComponent::Gradients, bytes, BasisKind::GradientsEarly).add("bytes", bytes);
}

/// PPO's value model: its weights and optimizer state, and the gradients it holds at this moment.
void valueModelRow(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m, double criticGradients)
{
    const bool hasCritic = ctx.obj.hasCritic;
    auto& v = setRow(out, MemoryComponent::ValueModel, hasCritic ? m.criticPersistent + criticGradients : 0.0,
                     hasCritic ? BasisKind::ValueModel : BasisKind::None);
    if (hasCritic) {
        const double params = double(ctx.obj.critic.frozenParams + ctx.obj.critic.trainableParams);
        v.add("P_value", params);
        v.add("bytes/param", params > 0 ? (m.criticPersistent + criticGradients) / params : 0.0);
    }
}

/// Outside the rollout: a resident engine's pool, else (PPO/GRPO) a cache that is freed before training.
void engineOutsideRolloutRow(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    const BasisKind kind = m.engineResident > 0                                  ? BasisKind::GenerationEngine
                           : generatesCompletions(ctx.setup.objective.objective) ? BasisKind::GenerationFreed
                                                                                 : BasisKind::None;
    auto& e = setRow(out, MemoryComponent::GenerationCache, m.engineResident, kind);
    if (m.engineResident > 0) {
        e.add("fraction", ctx.setup.objective.engineMemoryFraction);
        e.add("GiB", ctx.setup.objective.engineGpuMemoryGiB);
    }
}

/// The saved activations: offloaded to the host, a pipeline stage's micro-batches in flight, or one GPU's share of
/// b × s × L tokens-layers (Korthikanti et al. 2022).
void activationsRow(MemoryBreakdown& out, const StepContext& ctx, double bytes)
{
    const ActivationMemory& act = ctx.act;
    const int b = ctx.forward.microBatch;
    if (ctx.setup.checkpointing == Checkpointing::Offload) {
        auto& a = setRow(out, MemoryComponent::Activations, bytes, BasisKind::ActivationsOffloaded);
        a.add("b", b);
        a.add("s", double(act.effectiveSeqLen) / ctx.spDegree);
        a.add("h", ctx.model.hidden);
        a.add("bytes", act.hostBytes);
        return;
    }
    if (ctx.shard && ctx.shard->stages > 1) {
        auto& a = setRow(out, MemoryComponent::Activations, bytes, BasisKind::ActivationsPipeline);
        a.add("b", b);
        a.add("s", act.effectiveSeqLen);
        if (ctx.spDegree > 1)
            a.add("N_cp", ctx.spDegree);
        a.add("L_stage", ctx.model.layers);
        a.add("n_in_flight", ctx.shard->inFlightMicroBatches);
        return;
    }
    if (ctx.setup.checkpointing == Checkpointing::Full && ctx.spDegree == 1) {
        // What full checkpointing keeps: the block inputs, not the per-block activations it recomputes.
        auto& a = setRow(out, MemoryComponent::Activations, bytes, BasisKind::ActivationsCheckpointed);
        a.add("b", b);
        a.add("s", act.effectiveSeqLen);
        a.add("L", ctx.model.layers);
        a.add("h", ctx.model.hidden);
        a.add("bytes", act.blockInputBytes);
        return;
    }
    auto& a = setRow(out, MemoryComponent::Activations, bytes,
                     ctx.spDegree > 1 ? BasisKind::ActivationsSequenceParallel : BasisKind::Activations);
    a.add("b", b);
    a.add("s", act.effectiveSeqLen);
    if (ctx.spDegree > 1)
        a.add("N_sp", ctx.spDegree);
    a.add("L", ctx.model.layers);
    a.add("bytes/token/layer", act.bytesPerTokenLayer);
}

/// A no-grad reference or scoring forward's logits.
void referenceLogitsRow(MemoryBreakdown& out, const StepContext& ctx, double bytes, double sequences)
{
    auto& l = setRow(out, MemoryComponent::Logits, bytes, BasisKind::ReferenceForward);
    l.add("b_ref", sequences);
    l.add("s", ctx.act.effectiveSeqLen);
    l.add("V", ctx.model.vocab);
    l.add("a", ctx.state.activationBytes);
}

/// The vision tower's row: its saved tensors while they are alive, else why it holds nothing.
void visionRow(MemoryBreakdown& out, const StepContext& ctx, bool alive, BasisKind freed)
{
    const ActivationMemory& act = ctx.act;
    if (act.visionPatches <= 0) {
        setRow(out, MemoryComponent::VisionActivations, 0, BasisKind::None);
        return;
    }
    if (!ctx.towerTrained || alive) {
        auto& v = setRow(out, MemoryComponent::VisionActivations, ctx.towerTrained ? act.visionStored : 0.0,
                         ctx.towerTrained ? BasisKind::VisionTrained : BasisKind::VisionFrozen);
        v.add("n_patch", act.visionPatches);
        if (ctx.towerTrained)
            v.add("L_v", ctx.model.vision.layers);
        v.add("bytes/patch/layer", act.visionBytesPerPatchLayer);
        return;
    }
    setRow(out, MemoryComponent::VisionActivations, 0, freed);
}

/// The loss spike's row: full logits (b × s × V × β) or a scalar head's hidden-state gradient (b × s × h × a).
void logitsRow(MemoryBreakdown& out, const StepContext& ctx, double bytes)
{
    if (ctx.scalarHead) {
        auto& l = setRow(out, MemoryComponent::Logits, bytes, BasisKind::ScalarHeadLogits);
        l.add("b", ctx.forward.microBatch);
        l.add("s", ctx.act.effectiveSeqLen);
        l.add("h", ctx.model.hidden);
        l.add("a", ctx.state.activationBytes);
    } else {
        auto& l = setRow(out, MemoryComponent::Logits, bytes, BasisKind::Logits);
        l.add("V", ctx.model.vocab);
        // The bytes per logit of this objective's loss: GRPO's and online DPO's spikes are a share of the standard's.
        const double share = ctx.act.logitsPeak > 0 ? ctx.logitsPeak / ctx.act.logitsPeak : 1.0;
        l.add("β", ctx.act.logitsBytesPerElement * share);
    }
}

// ---- The moment that peaks ---------------------------------------------------------------------------------------

/// At the end of the text forward, or (with many images) while the vision tower runs before it.
void forwardPeakRows(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    const bool textForward = m.forward >= out.peakAllocated;
    out.peakPhase = PeakPhase::Forward;
    earlyGradientsRow(out, ctx.state.gradientsHeldAcrossMicroBatches + (textForward ? ctx.state.earlyGradients : 0.0));
    valueModelRow(out, ctx, m, ctx.obj.critic.gradientsHeldAcrossMicroBatches);
    activationsRow(out, ctx, textForward ? m.stored - ctx.act.visionStored : 0.0);
    visionRow(out, ctx, true, BasisKind::None);
    logitsRow(out, ctx, textForward && m.lossDominates ? ctx.logitsPeak : 0.0);
    const double block = textForward ? (m.lossDominates ? 0.0 : ctx.act.workingSet) : ctx.act.visionTransient;
    setRow(out, MemoryComponent::Buffers, block + ctx.state.gatheredForward, BasisKind::BuffersForward);
    engineOutsideRolloutRow(out, ctx, m);
}

/// Late backward (`freedBy` FreedBeforeBackwardEnd) or the optimizer step (FreedBeforeStep): all gradients, no
/// activations.
void afterForwardPeakRows(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m, BasisKind freedBy)
{
    const bool step = freedBy == BasisKind::FreedBeforeStep;
    out.peakPhase = step ? PeakPhase::OptimizerStep : PeakPhase::Backward;
    allGradientsRow(out, ctx);
    valueModelRow(out, ctx, m, ctx.obj.critic.gradients);
    setRow(out, MemoryComponent::Activations, 0, freedBy);
    setRow(out, MemoryComponent::Logits, 0, freedBy);
    visionRow(out, ctx, false, freedBy);
    if (step) {
        const double temporaries = ctx.state.stepTemporaries + ctx.obj.critic.stepTemporaries;
        setRow(out, MemoryComponent::Buffers, temporaries, BasisKind::StepTemporaries).add("bytes", temporaries);
    } else {
        setRow(out, MemoryComponent::Buffers,
               m.backwardWorkingSet + ctx.state.gatheredBackward + m.criticBuckets + m.inBackwardStep,
               BasisKind::BuffersBackward);
    }
    engineOutsideRolloutRow(out, ctx, m);
}

/// DPO/KTO's no-grad reference pass while the policy's graph is alive, or KTO's KL forward before the main one.
void referencePeakRows(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    out.peakPhase = PeakPhase::ReferenceForward;
    const bool reference = m.reference >= out.peakAllocated;
    const ObjectiveMemory& obj = ctx.obj;
    earlyGradientsRow(out, ctx.state.gradientsHeldAcrossMicroBatches);
    valueModelRow(out, ctx, m, obj.critic.gradientsHeldAcrossMicroBatches);
    if (reference)
        activationsRow(out, ctx, m.stored - ctx.act.visionStored);
    else // KTO's KL forward runs before the main forward has saved anything
        setRow(out, MemoryComponent::Activations, 0, BasisKind::None);
    visionRow(out, ctx, reference, BasisKind::None);
    referenceLogitsRow(out, ctx, reference ? obj.savedPolicyLogits + obj.referenceLogits : obj.klForward,
                       obj.referenceSequences > 0 ? obj.referenceSequences : ctx.forward.microBatch);
    setRow(out, MemoryComponent::Buffers, (reference ? obj.referenceBlock : 0.0) + ctx.state.gatheredForward,
           BasisKind::BuffersForward);
    engineOutsideRolloutRow(out, ctx, m);
}

/// The generation cache of a rollout: a colocated engine's pool, or the trainer's own KV cache
/// (n_gen × s × L × kv width × a).
void generationCacheRow(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    const ObjectiveSetup& o = ctx.setup.objective;
    if (o.generation == GenerationEngine::Colocated) {
        auto& e = setRow(out, MemoryComponent::GenerationCache, m.generationCache, BasisKind::GenerationEngine);
        e.add("fraction", o.engineMemoryFraction);
        e.add("GiB", o.engineGpuMemoryGiB);
        return;
    }
    auto& k = setRow(out, MemoryComponent::GenerationCache, m.generationCache, BasisKind::GenerationKvCache);
    k.add("n_gen",
          o.objective == Objective::Ppo ? std::min(ctx.obj.generationSequences, 64) : ctx.obj.generationSequences);
    k.add("s", ctx.setup.seqLen);
    k.add("L", ctx.model.layers);
    k.add("kv width", double(ctx.model.kvWidth()));
    k.add("a", ctx.state.activationBytes);
}

/// The rollout of PPO/GRPO: generation, or the no-grad scoring forwards after it.
void rolloutPeakRows(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    const bool generating = m.generation >= out.peakAllocated;
    const ModelState& state = ctx.state;
    out.peakPhase = generating ? PeakPhase::Generation : PeakPhase::ReferenceForward;
    setRow(out, MemoryComponent::Gradients, state.persistentGradients,
           state.persistentGradients > 0 ? BasisKind::Gradients : BasisKind::NotAliveInGeneration)
        .add("P_trainable", double(state.trainableParams));
    valueModelRow(out, ctx, m, ctx.obj.critic.persistentGradients);
    setRow(out, MemoryComponent::Activations, 0, BasisKind::NotAliveInGeneration);
    visionRow(out, ctx, false, BasisKind::NotAliveInGeneration);
    if (generating) {
        setRow(out, MemoryComponent::Logits, 0, BasisKind::NotAliveInGeneration);
        setRow(out, MemoryComponent::Buffers, ctx.obj.generationGather, BasisKind::BuffersForward);
        generationCacheRow(out, ctx, m);
        return;
    }
    const bool grouped = generatesGroups(ctx.setup.objective.objective);
    referenceLogitsRow(out, ctx, ctx.obj.scoringForward,
                       grouped ? ctx.setup.microBatch : std::min(ctx.obj.generationSequences, 64));
    setRow(out, MemoryComponent::Buffers, state.gatheredForward, BasisKind::BuffersForward);
    engineOutsideRolloutRow(out, ctx, m);
}

} // namespace

StepContext stepContext(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                        const StageShard* shard, const ParameterCount& params)
{
    StepContext ctx{model, setup, parallel, shard, setup, {}, {}, {}};
    // A model-parallel layout without FSDP runs Megatron-Core's optimizer (frontier-schema.md: zero1 is its
    // distributed optimizer).
    const bool megatron = shard && (parallel.sharding == Sharding::None || parallel.sharding == Sharding::DDP ||
                                    parallel.sharding == Sharding::Zero1);
    ctx.state = shard ? modelState(model, setup, parallel, params,
                                   ExpertShardGroup{shard->routedExpertShare, shard->expertShardGroup, megatron})
                      : modelState(model, setup, parallel, params);
    if (shard)
        keepStageGathered(ctx.state, *shard, setup);
    // Pair objectives put both sequences of every pair through the gradient-carrying forward.
    ctx.forward.microBatch = int(forwardSequences(setup));
    ctx.act = activationMemory(model, ctx.forward, parallel, ctx.state, shard ? shard->shares : LayoutShares{});
    if (shard) {
        // A pipeline stage keeps the saved tensors of every micro-batch in flight; only the last stage forms logits.
        ctx.act.stored *= shard->inFlightMicroBatches;
        ctx.act.hostBytes *= shard->inFlightMicroBatches;
        if (!shard->last)
            ctx.act.logitsPeak = 0;
    }
    ctx.obj = objectiveMemory(model, setup, parallel, params, ctx.state, ctx.act);
    ctx.scalarHead = setup.objective.objective == Objective::RewardModel;
    ctx.logitsPeak = lossSpike(ctx);
    ctx.towerTrained = trainsVisionTower(model, setup);
    ctx.spDegree = sequenceParallelDegree(parallel);
    return ctx;
}

// Moments of a step (docs/estimation.md "Peaks are peaks" and "Objectives"):
//  forward end / backward start: persistent state + all saved activations + the logits/loss spike
//                                (+ gradients of earlier micro-batches when accumulating);
//  late backward:                persistent state + all gradients + one block's backward working set;
//  optimizer step:               persistent state + gradients + the optimizer's temporaries;
//  reference forward:            DPO/KTO's no-grad reference pass while the policy's graph is alive;
//  rollout (PPO/GRPO):           generation (KV cache or engine), then no-grad scoring forwards.
StepMoments stepMoments(const StepContext& ctx)
{
    const ModelState& state = ctx.state;
    const ActivationMemory& act = ctx.act;
    const ObjectiveMemory& obj = ctx.obj;
    const ModelState& critic = obj.critic; // all zero unless PPO
    StepMoments m;
    m.criticPersistent = critic.frozenWeights + critic.trainableWeights + critic.optimizerState + critic.fullCopy;
    m.engineResident = obj.engineDuringTraining ? obj.engine : 0.0;
    const double otherModels = obj.referenceWeights + obj.rewardWeights + m.criticPersistent;
    m.persistent = state.frozenWeights + state.trainableWeights + state.optimizerState + state.fullCopy + otherModels +
                   m.engineResident;
    m.gradsDuringForward = state.gradientsHeldAcrossMicroBatches + critic.gradientsHeldAcrossMicroBatches;
    m.stored = act.stored + act.visionStored + obj.criticStored;
    m.gradients = state.gradients + critic.gradients;
    // torch DDP's buckets span every trained parameter, the value model's included.
    m.criticBuckets = ctx.parallel.sharding == Sharding::DDP && ctx.parallel.gpus > 1 ? critic.gradients : 0.0;
    // The loss spike ends before the first block's backward starts, so the two transients do not add up.
    m.lossDominates = ctx.logitsPeak >= act.workingSet;
    m.forward = m.persistent + m.gradsDuringForward + state.earlyGradients + m.stored +
                std::max(ctx.logitsPeak, act.workingSet) + state.gatheredForward;
    // A step fused into backward makes its per-tensor scratch during backward.
    m.inBackwardStep = state.gradientsInBackwardOnly ? state.stepTemporaries : 0.0;
    // A trained vision tower runs its backward last, after the text tower's: its block's working set then.
    m.backwardWorkingSet = std::max(act.workingSet, act.visionBackward);
    m.backward =
        m.persistent + m.gradients + m.backwardWorkingSet + state.gatheredBackward + m.criticBuckets + m.inBackwardStep;
    // The vision tower runs first in forward: its saved tensors (a trained tower) and one block's transient, before
    // the text tower has saved anything.
    m.vision = act.visionTransient > 0 ? m.persistent + m.gradsDuringForward + act.visionStored + act.visionTransient +
                                             state.gatheredForward
                                       : 0.0;
    m.step = m.persistent + m.gradients + state.stepTemporaries + critic.stepTemporaries;
    m.reference = obj.referenceLogits > 0 ? m.persistent + m.gradsDuringForward + m.stored + obj.savedPolicyLogits +
                                                obj.referenceLogits + obj.referenceBlock + state.gatheredForward
                                          : 0.0;
    m.kl = obj.klForward > 0 ? m.persistent + m.gradsDuringForward + obj.klForward + state.gatheredForward : 0.0;
    // The rollout follows an optimizer step whose zero_grad(set_to_none) freed the gradients; DeepSpeed's fp32
    // gradient partition stays.
    m.heldGrads = state.persistentGradients + critic.persistentGradients;
    m.scoring = obj.scoringForward > 0 ? m.persistent + m.heldGrads + obj.scoringForward + state.gatheredForward : 0.0;
    m.generationCache = obj.engine + std::max(obj.kvCache + obj.decodeLogits, obj.prefill);
    m.generation = generatesCompletions(ctx.setup.objective.objective)
                       ? m.persistent - m.engineResident + m.heldGrads + m.generationCache + obj.generationGather
                       : 0.0;
    return m;
}

void describePeak(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    const double peak = out.peakAllocated;
    if (m.forward >= peak || m.vision >= peak)
        forwardPeakRows(out, ctx, m);
    else if (m.backward >= peak)
        afterForwardPeakRows(out, ctx, m, BasisKind::FreedBeforeBackwardEnd);
    else if (m.step >= peak)
        afterForwardPeakRows(out, ctx, m, BasisKind::FreedBeforeStep);
    else if (m.reference >= peak || m.kl >= peak)
        referencePeakRows(out, ctx, m);
    else
        rolloutPeakRows(out, ctx, m);
}

void describeModelState(MemoryBreakdown& out, const StepContext& ctx)
{
    const ModelState& state = ctx.state;
    setRow(out, MemoryComponent::FrozenWeights, state.frozenWeights + state.fullCopy, BasisKind::FrozenWeights)
        .add("P_frozen", double(state.frozenParams));
    setRow(out, MemoryComponent::TrainableWeights, state.trainableWeights, BasisKind::TrainableWeights)
        .add("P_trainable", double(state.trainableParams));
    if (state.pagedOptimizer > 0) {
        auto& o = setRow(out, MemoryComponent::OptimizerState, state.optimizerState, BasisKind::PagedOptimizerState);
        o.add("bytes/param", state.optimizerBytesPerParam);
        o.add("bytes", state.pagedOptimizer); // the paged moments, outside this sum
    } else {
        setRow(out, MemoryComponent::OptimizerState, state.optimizerState, BasisKind::OptimizerState)
            .add("bytes/param", state.optimizerBytesPerParam);
    }
    const ObjectiveMemory& obj = ctx.obj;
    const double others = obj.referenceWeights + obj.rewardWeights;
    auto& r = setRow(out, MemoryComponent::ReferenceWeights, others,
                     others > 0 ? BasisKind::ReferenceWeights : BasisKind::None);
    if (others > 0) {
        r.add("P_ref", double(obj.referenceParams));
        r.add("P_reward", double(obj.rewardParams));
        r.add("bytes/param", state.plainBytesPerParam);
        r.add("N_shard", state.weightResidentShare > 0 ? 1.0 / state.weightResidentShare : 0.0);
    }
}

double allocatorReserve(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m)
{
    const ModelState& state = ctx.state;
    const ObjectiveMemory& obj = ctx.obj;
    // The caching allocator keeps freed blocks: transient tensors of many sizes fragment its segments, so reserved
    // exceeds allocated by a share of the transient memory (measured 0–15%: docs/estimation.md §Overheads). A
    // colocated engine allocates its pool once and does not fragment it.
    const double transient = m.stored + ctx.logitsPeak + m.backwardWorkingSet + m.gradients + state.stepTemporaries +
                             obj.critic.stepTemporaries + obj.referenceLogits + obj.referenceBlock +
                             (m.generationCache - obj.engine) + obj.scoringForward;
    // Sharded training gathers parameters on an all-gather stream and reduces gradients on a reduce-scatter stream;
    // the caching allocator keeps freed blocks for the stream that used them and never hands them to another
    // (c10/cuda/CUDACachingAllocator.cpp: a free block is found only among blocks of the requesting stream; FSDP
    // docs and RFC #114299 on FSDP1's recordStream). Those pools stay reserved at every moment, so the part of
    // them not allocated at the peak adds to reserved memory.
    double commPools = 0;
    if (state.allGatherPool + state.reduceScatterPool > 0) {
        const PeakPhase phase = out.peakPhase;
        const double liveGathered = phase == PeakPhase::Backward ? state.gatheredBackward
                                    : phase == PeakPhase::OptimizerStep || phase == PeakPhase::Generation
                                        ? 0.0
                                        : state.gatheredForward;
        commPools = std::max(0.0, state.allGatherPool + state.reduceScatterPool - liveGathered);
    }
    const double reserve = kAllocatorFragmentation * transient + kAllocatorSegmentSlack + commPools;
    auto& r = setRow(out, MemoryComponent::AllocatorReserve, reserve,
                     commPools > 0 ? BasisKind::AllocatorReserveSharded : BasisKind::AllocatorReserve);
    r.add("share", kAllocatorFragmentation);
    if (commPools > 0)
        r.add("bytes", commPools);
    return reserve;
}

double uncertaintyBand(const StepContext& ctx)
{
    const TrainingSetup& setup = ctx.setup;
    double band = 0.12;
    if (setup.attention == Attention::Eager)
        band += 0.05;
    if (ctx.model.isMoe() || ctx.model.arch != ArchKind::Decoder)
        band += 0.08;
    if (ctx.parallel.offload != Offload::None || isPagedOptimizer(setup.optimizer))
        band += 0.08;
    // Long-context kernels (tiled MLP, sequence parallelism) vary between implementations.
    if (setup.tiledMlp || ctx.spDegree > 1)
        band += 0.05;
    // Images: the vision tower's kernels and the processor's resizing vary between models and versions.
    if (ctx.act.visionPatches > 0)
        band += 0.05;
    // Objectives beyond SFT add trainer-specific tensors (reference passes, rollouts) that vary between versions.
    if (setup.objective.objective != Objective::Sft)
        band += generatesCompletions(setup.objective.objective) ? 0.10 : 0.05;
    // Model-parallel layouts: frameworks differ in stage splits, gradient buffers and all-to-all buffers.
    if (ctx.shard)
        band += 0.05;
    return band;
}

} // namespace tunefit::memory

// SPDX-License-Identifier: GPL-3.0-or-later
//
// The time an objective adds to a supervised step (ObjectiveTime.h): its no-grad forwards and, for PPO/GRPO, the
// generation phase. Per optimizer step on one GPU:
//
//   forwards   = micro-batches × no-grad forwards per micro-batch × forward time (+ PPO: its further epochs and the
//                value model's training, (2 × epochs − 1) × the supervised step)
//   generation = (prefill + waves × completion × decode step + weight swap) × sequences trained / generated per GPU
//
// The memory of the same phases: core/memory/Objectives.cpp.
#include "core/plan/ObjectiveTime.h"

#include "core/Units.h"
#include "core/catalog/Catalog.h"
#include "core/memory/Objectives.h"
#include "core/plan/ThroughputInternal.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

int objectiveForwards(const TrainingSetup& setup, bool oldPolicy)
{
    const ObjectiveSetup& o = setup.objective;
    const ReferenceModel ref = effectiveReference(o);
    const int online = ref == ReferenceModel::SeparateFrozen || ref == ReferenceModel::AdaptersDisabled ? 1 : 0;
    switch (o.objective) {
    case Objective::Dpo:
    case Objective::Ipo:
        return online;
    case Objective::Kto:
        return online + (o.ktoKlTerm ? 1 + online : 0);
    case Objective::Grpo:
    case Objective::Rloo:
    case Objective::OnlineDpo:
        return online + (oldPolicy ? 1 : 0) + (o.rewardModel ? 1 : 0);
    case Objective::Ppo:
        return 3 + online; // the policy's log-probs, the value and the reward, and the reference's log-probs
    default:
        return 0;
    }
}

double prefillSeconds(double tokens, double flopsPerToken, double flopsPerSecond)
{
    return flopsPerSecond > 0 ? tokens * flopsPerToken / flopsPerSecond : 0.0;
}

double decodeStepSeconds(double weightBytes, double kvBytes, double flops, double bandwidth, double flopsPerSecond)
{
    const double memory = bandwidth > 0 ? (weightBytes + kvBytes) / bandwidth : 0.0;
    const double compute = flopsPerSecond > 0 ? flops / flopsPerSecond : 0.0;
    return std::max(memory, compute);
}

double smallAllReduceSeconds(int ranks, int perNode, bool nvlink)
{
    if (ranks <= 1)
        return 0.0;
    const int nodes = (ranks + std::max(1, perNode) - 1) / std::max(1, perNode);
    const double intra = nvlink ? 0.6 : 1.0;
    const int steps = 2 * (ranks - 1);
    const int networkSteps = nodes > 1 ? 2 * (nodes - 1) : 0;
    const double ringStep = nodes > 1 ? std::max(intra, 1.0) : intra;
    const double ring = 6.6 + (steps - networkSteps) * ringStep + networkSteps * 2.7;
    const double tree = 6.8 + 2 * ((double(ranks) / nodes - 1) * intra + std::floor(std::log2(double(nodes))) * 5.0);
    return std::min(ring, tree) * 1e-6;
}

int generationWaves(double sequences, double kvBytesPerSequence, double budgetBytes)
{
    const double all = std::max(1.0, std::ceil(sequences));
    if (budgetBytes <= 0)
        return int(all);
    return int(std::clamp(std::ceil(sequences * kvBytesPerSequence / budgetBytes), 1.0, all));
}

double colocatedSwapSeconds(double weightBytes, double deviceBandwidth, bool sleeps, double hostLinkBandwidth)
{
    double seconds = deviceBandwidth > 0 ? 2 * weightBytes / deviceBandwidth : 0.0;
    if (sleeps && hostLinkBandwidth > 0)
        seconds += 2 * weightBytes / hostLinkBandwidth;
    return seconds;
}

double serverSyncSeconds(double weightBytes, double linkBandwidth)
{
    return linkBandwidth > 0 ? weightBytes / linkBandwidth : 0.0;
}

double trainedRolloutShare(const TrainingSetup& setup, bool packed)
{
    const ObjectiveSetup& o = setup.objective;
    if (!packed || !generatesCompletions(o.objective) || setup.seqLen <= 0)
        return 1.0;
    const int completion = std::clamp(o.completionLen, 0, setup.seqLen);
    const int mean = std::clamp(effectiveMeanCompletionLen(o), 0, completion);
    return double(setup.seqLen - completion + mean) / setup.seqLen;
}

namespace throughput_detail {

namespace {

// TRL PPOConfig.local_rollout_forward_batch_size: in-process PPO generates its rollout in chunks of 64 sequences.
constexpr double kPpoRolloutChunk = 64;

/// GPUs one engine replica splits the model over: the job's engine tensor parallelism, else the training layout's.
double engineTensorParallel(const TimeContext& c)
{
    return engineReplicaGpus(c.in.setup.objective, c.in.parallel);
}

/// One generation round on one replica (an engine's, or the trainer's own for generate()): what it generates, and
/// which share of the round one optimizer step trains on.
struct Rollout
{
    double sequences = 1; ///< completions the replica generates together
    double prompts = 1;   ///< prompts prefilled
    double prompt = 0, completion = 0;
    double meanCompletion = 0; ///< what a completion generates on average (effectiveMeanCompletionLen)
    /// Rounds per optimizer step: the sequences a GPU trains on in a step over those it generates in a round.
    double roundsPerStep = 1;
    bool engine = false;
};

/// The counts per GPU: a step trains micro-batch × accumulation sequences on each training replica (TP × PP × CP
/// GPUs); a GPU generates the generation batch, by default what it trains on in one step (TRL GRPO's
/// steps_per_generation = gradient_accumulation_steps), and a replica generates its GPUs' together.
Rollout rolloutOf(const TimeContext& c)
{
    const TrainingSetup& t = c.in.setup;
    const ObjectiveSetup& o = t.objective;
    Rollout r;
    r.engine = o.generation != GenerationEngine::InProcess;
    const double trainingReplica = double(c.lay.tp) * c.lay.pp * c.lay.sp;
    // Online DPO trains both completions of each prompt and generates them per micro-batch (TRL OnlineDPOTrainer).
    const double perMicroBatch = double(std::max<int64_t>(1, forwardSequences(t)));
    const double trainedPerGpu = perMicroBatch * std::max(1, t.gradAccumulation) / trainingReplica;
    const double generatedPerGpu = o.generationBatch > 0                 ? double(o.generationBatch)
                                   : o.objective == Objective::OnlineDpo ? perMicroBatch / trainingReplica
                                                                         : trainedPerGpu;
    r.sequences = std::max(1.0, generatedPerGpu * (r.engine ? engineTensorParallel(c) : trainingReplica));
    r.roundsPerStep = trainedPerGpu / generatedPerGpu;
    r.completion = std::clamp(double(o.completionLen), 0.0, double(std::max(1, t.seqLen)));
    r.prompt = std::max(0.0, double(t.seqLen) - r.completion);
    r.meanCompletion = std::clamp(double(effectiveMeanCompletionLen(o)), 1.0, std::max(1.0, r.completion));
    // An engine prefills a group's (or online DPO's pair's) shared prompt once (vLLM's automatic prefix caching, on
    // by default in its V1 engine; TRL asks vLLM for n completions); transformers generate() prefills every repeated
    // prompt.
    const bool grouped = r.engine && completionsPerPrompt(o) > 1;
    r.prompts = grouped ? std::max(1.0, r.sequences / completionsPerPrompt(o)) : r.sequences;
    return r;
}

/// Share of a sequence's KV cache one GPU of the generating replica holds: vLLM splits the KV heads over its tensor
/// parallelism and replicates them once the GPUs outnumber them; a latent (MLA) cache is whole on every GPU.
double kvCacheShare(const TimeContext& c, bool engine)
{
    if (!engine)
        return 1.0 / c.lay.tp;
    const ModelSpec& m = c.in.model;
    return m.isMla() ? 1.0 : 1.0 / std::min(engineTensorParallel(c), double(std::max(1, m.kvHeads)));
}

/// Bytes of weights one decode step reads. An engine serves the merged 16-bit model split over its replica's GPUs;
/// generate() in the trainer reads the policy as it trains, a 4-bit base dequantized every step, through every
/// pipeline stage in turn.
double decodeWeightBytes(const TimeContext& c, bool engine)
{
    const ThroughputWorkload& w = c.w;
    if (engine)
        return w.weightElements * 2.0 / engineTensorParallel(c);
    const double dequantBytes = c.in.setup.baseQuant == BaseQuant::GptqInt4 ? 27.0 : 2.5;
    const double plain = std::max(0.0, w.weightElements - w.quantizedElements) * c.wB;
    return (plain + w.quantizedElements * (dequantBytes + c.wB)) * c.lay.weights * c.lay.pp;
}

/// The KV budget that sets the waves: a colocated engine's pool, a server's (vLLM's default share of a card like this
/// one) less the weights; generate() in the trainer keeps the whole batch (the memory estimate makes it fit), PPO in
/// chunks.
int rolloutWaves(const TimeContext& c, const Rollout& r, double weightBytes, double kvPerSequence)
{
    const ObjectiveSetup& o = c.in.setup.objective;
    const double card = memoryBytes(c.in.gpu) > 0 ? memoryBytes(c.in.gpu) : o.engineGpuMemoryGiB * units::kGiB;
    switch (o.generation) {
    case GenerationEngine::InProcess:
        return o.objective == Objective::Ppo ? int(std::ceil(r.sequences / kPpoRolloutChunk)) : 1;
    case GenerationEngine::Colocated: // its share of the card it runs on (onCard), as the planner's memory takes it
        return generationWaves(r.sequences, kvPerSequence, o.engineMemoryFraction * card - weightBytes);
    case GenerationEngine::Server:
        return generationWaves(r.sequences, kvPerSequence, kServerEngineMemoryFraction * card - weightBytes);
    }
    return 1;
}

/// The engine's weight traffic per round: the colocated swap or the server's sync over the network.
double weightSwapSeconds(const TimeContext& c, const Links& k, double weightBytes)
{
    const ObjectiveSetup& o = c.in.setup.objective;
    switch (o.generation) {
    case GenerationEngine::InProcess:
        return 0;
    case GenerationEngine::Colocated:
        return colocatedSwapSeconds(weightBytes, c.bw, o.engineSleeps, k.hostLinkBw);
    case GenerationEngine::Server:
        return serverSyncSeconds(weightBytes * engineTensorParallel(c), k.interBus);
    }
    return 0;
}

/// The replica's tensor-parallel all-reduces over one wave: two per layer at every decode step, each NCCL's
/// small-message latency (smallAllReduceSeconds), and the running tokens' hidden states around the group's ring (over
/// NVLink within a node, the nodes' NICs beyond).
double decodeCollectiveSeconds(const TimeContext& c, const Links& k, const Rollout& r, double tokens)
{
    const int tp = int(r.engine ? engineTensorParallel(c) : c.lay.tp);
    if (tp <= 1)
        return 0.0;
    const double allReduces = 2.0 * c.in.model.layers;
    const double latency =
        r.completion * allReduces * smallAllReduceSeconds(tp, k.perNode, k.intra.kind == LinkKind::NVLink);
    const double bus = tp <= k.perNode ? k.intraBus : std::min(k.intraBus, k.interBus * std::min(tp, k.perNode));
    const double bytes = tokens * c.in.model.hidden * 2.0 * (2.0 * (tp - 1) / tp) * allReduces;
    return latency + (bus > 0 ? bytes / bus : 0.0);
}

/// One round: the prompts' prefill, the waves of decode (each the roofline of its weight reads, one per step up to the
/// completion limit, and the running sequences' cache reads against their FLOPs, then the tensor-parallel
/// all-reduces; generate() in the trainer launches every kernel of a forward from Python per step, the host floor of
/// the step), and the weight swap.
double roundSeconds(const TimeContext& c, const MicroBatchCompute& compute, const Links& k, const Rollout& r)
{
    const ThroughputWorkload& w = c.w;
    // The engine generates with 16-bit weights whatever the training recipe (vLLM serves the checkpoint's dtype).
    const double gemmRate = c.attnPeak * (c.in.mfuOverride ? std::clamp(*c.in.mfuOverride, 0.01, 1.0) : c.attnEff.gemm);
    // A token goes through every pipeline stage in turn: the replica's tensor slice of the whole model per step. An
    // engine's replica holds the whole model over its own tensor parallelism.
    const double pp = r.engine ? 1.0 : c.lay.pp;
    const double flopsShare = r.engine ? 1.0 / engineTensorParallel(c) : c.lay.flops;
    const double attentionShare = r.engine ? 1.0 / engineTensorParallel(c) : c.lay.attention;
    const double tokenFlops = (w.linearFlops + w.adapterFlops) * flopsShare * pp;
    const double seq = double(std::max(1, c.in.setup.seqLen));
    const double promptAttention = w.attentionFlops * attentionShare * pp * r.prompt / seq;
    double seconds = prefillSeconds(r.prompts * r.prompt, tokenFlops + promptAttention, gemmRate);

    const double weightBytes = decodeWeightBytes(c, r.engine);
    // A decode step's routed experts run as one grouped GEMM of a few rows per expert (vLLM's fused MoE; the
    // trainer's grouped_mm), which streams their weights at kGroupedWeightBandwidth of the peak rather than the
    // decode's share: their bytes count that much more at the decode's bandwidth.
    const double decodeBandwidth = c.bw * kDecodeBandwidthShare;
    const double groupedExtra =
        (r.engine || c.groupedExperts) && c.eff.bandwidth > 0
            ? std::max(0.0, decodeBandwidth / (c.bw / c.eff.bandwidth * kGroupedWeightBandwidth) - 1.0)
            : 0.0;
    const double expertBytes = r.engine ? c.w.expertWeightElements * 2.0 / engineTensorParallel(c)
                                        : c.w.expertWeightElements * c.lay.expertWeights * c.wB * c.lay.pp;
    const double stepWeightBytes = weightBytes + groupedExtra * expertBytes;
    const double kvShare = c.aB * kvCacheShare(c, r.engine);
    // An engine keeps a page of cache per token a sequence holds: a wave fits the pool at the mean length.
    const double meanEnd = r.prompt + r.meanCompletion;
    const double kvEnd = kvCacheElements(c.in.model, int64_t(meanEnd)) * kvShare;
    const int waves = rolloutWaves(c, r, weightBytes, kvEnd);
    const double batch = r.sequences / waves;
    // A wave decodes until its longest completion ends (the limit): every step reads the weights, and the
    // sequences still running read their cache and compute their token. A completion of the mean length m reads the
    // cache of prompt + t tokens at its t-th step, m steps of kv(prompt + m/2) on average (sliding windows capped).
    const double kvReads =
        batch * r.meanCompletion * kvCacheElements(c.in.model, int64_t(r.prompt + r.meanCompletion / 2)) * kvShare;
    const double tokens = batch * r.meanCompletion;
    double wave =
        decodeStepSeconds(r.completion * stepWeightBytes, kvReads, tokens * tokenFlops, decodeBandwidth, gemmRate) +
        decodeCollectiveSeconds(c, k, r, tokens);
    if (!r.engine) // generate() in the trainer: a host-bound step per token
        wave = std::max(wave, r.completion * compute.forwardHost * pp);
    seconds += waves * wave;
    return seconds + weightSwapSeconds(c, k, weightBytes);
}

} // namespace

ObjectiveTime objectiveTime(const TimeContext& c, const MicroBatchCompute& compute, const Links& k, double trainingStep,
                            double microBatches)
{
    ObjectiveTime t;
    const TrainingSetup& setup = c.in.setup;
    const Objective objective = setup.objective.objective;
    if (objective == Objective::Sft)
        return t;
    const bool generates = generatesCompletions(objective);
    const Rollout r = generates ? rolloutOf(c) : Rollout{};
    // GRPO's old policy (TRL old_per_token_logps); online DPO and PPO score without one.
    const bool oldPolicy = generatesGroups(objective) && (r.engine || r.roundsPerStep < 1);
    const double forward = smoothMax(compute.forwardGpu, compute.forwardHost);
    t.forwards = microBatches * objectiveForwards(setup, oldPolicy) * forward;
    if (objective == Objective::Ppo) // each epoch trains the policy and the value model, a model of the same size
        t.forwards += (2.0 * kPpoEpochs - 1) * trainingStep;
    if (generates)
        t.generation = roundSeconds(c, compute, k, r) * r.roundsPerStep;
    return t;
}

} // namespace throughput_detail

} // namespace tunefit

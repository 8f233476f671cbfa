// SPDX-License-Identifier: GPL-3.0-or-later
// What preference and RL objectives add to a supervised step, by mechanism (docs/estimation.md "Objectives"):
// TRL's DPOTrainer/KTOTrainer/RewardTrainer/GRPOTrainer/PPOTrainer, LLaMA-Factory's pairwise trainers, ms-swift,
// transformers generate() and vLLM's gpu_memory_utilization.
#include "core/memory/Objectives.h"

#include "core/Units.h"

#include <algorithm>

namespace tunefit {

namespace {

// TRL PPOConfig.local_rollout_forward_batch_size: PPO generates and scores its rollout in chunks of 64 sequences.
constexpr int64_t kPpoRolloutChunk = 64;

/// Per token, the bytes of keys and values one layer caches during generate(), in the policy's activation dtype.
/// transformers caches latent-attention models decompressed: K of nope + rope width and V per head (DeepSeek-V3).
double kvBytesPerTokenLayer(const ModelSpec& m, double a)
{
    if (m.isMla())
        return double(m.heads) * double(m.mla.nopeHeadDim + m.mla.ropeHeadDim + m.mla.vHeadDim) * a;
    return 2.0 * double(m.kvWidth()) * a;
}

/// Cached positions summed over layers for sequences of `len` tokens: sliding-window layers keep only their window
/// (transformers' sliding-window cache layers).
double cachedTokenLayers(const ModelSpec& m, double len)
{
    const int windowed = std::min(m.windowedLayers(), m.layers);
    const double window = m.slidingWindow > 0 ? std::min(len, double(m.slidingWindow)) : len;
    return double(m.layers - windowed) * len + double(windowed) * window;
}

/// Bytes per token of one decoder block's tensors alive at once in a forward without autograd (generate()'s prefill,
/// no-grad reference and scoring forwards). Nothing is saved for backward, so each tensor is freed as soon as its
/// consumer is done (transformers LlamaDecoderLayer/LlamaMLP under torch.no_grad): the block input (the residual) and
/// its normed copy stay; attention then holds Q, K, V and its output at once, a gated MLP act(gate), up and their
/// product (a plain one fc1's output and its activation), a routed MLP one expert's share of the tokens (HF loops
/// over the experts) plus the fp32 router logits; the larger of the two halves. Eager attention adds its 16-bit
/// scores, their fp32 softmax and the 16-bit probabilities per attended key.
double noGradBlockBytesPerToken(const ModelSpec& m, const TrainingSetup& t, double a, double keys)
{
    const double h = double(m.hidden);
    double attention = 2 * h + 2 * double(m.qWidth()) + 2 * double(m.kvWidth());
    if (m.isMla()) // the query and K/V latents, per-head Q and K (nope + rope), V and the output
        attention = 2 * h + double(m.mla.qLoraRank) + m.mla.kvLoraRank + 2 * double(m.heads) * m.headDim +
                    2 * double(m.heads) * m.mla.vHeadDim;
    const double gated = isGated(m.ffnKind) ? 3.0 : 2.0;
    double mlp = 2 * h + gated * double(m.ffn);
    if (m.isMoe()) {
        const double shared =
            m.moe.sharedExperts * double(m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn);
        const double routed = gated * double(m.moe.expertFfn) * m.moe.activeExperts / std::max(1, m.moe.experts);
        mlp = 3 * h + routed + gated * shared + 4.0 / a * m.moe.experts;
        if (m.moe.denseLeadingLayers > 0)
            mlp = std::max(mlp, 2 * h + gated * double(m.ffn));
    }
    double bytes = a * std::max(attention, mlp);
    if (t.attention == Attention::Eager)
        bytes += double(m.heads) * keys * (2 * a + 4.0);
    return bytes;
}

} // namespace

int64_t forwardSequences(const TrainingSetup& t)
{
    const ObjectiveSetup& o = t.objective;
    // Online DPO puts both completions of every prompt through one forward (TRL repeats the prompts twice).
    const bool doubled =
        o.objective == Objective::OnlineDpo || (isPairObjective(o.objective) && o.pairsDoubleMicroBatch);
    return doubled ? 2 * int64_t(t.microBatch) : t.microBatch;
}

int64_t generationSequences(const TrainingSetup& t)
{
    const ObjectiveSetup& o = t.objective;
    if (!generatesCompletions(o.objective))
        return 0;
    if (o.generationBatch > 0)
        return o.generationBatch;
    // TRL GRPO: generation_batch_size = per_device_train_batch_size × steps_per_generation, which defaults to
    // gradient_accumulation_steps; PPO rolls out local_batch_size = micro-batch × accumulation as well. Online DPO
    // generates each micro-batch's pairs in its own training_step.
    if (o.objective == Objective::OnlineDpo)
        return forwardSequences(t);
    return int64_t(t.microBatch) * t.gradAccumulation;
}

namespace {

/// What every objective term reads: the policy's model, setup, state and activations, and the sizes of its no-grad
/// forwards.
struct ObjectiveContext
{
    const ModelSpec& m;
    const TrainingSetup& t;
    const Parallelism& par;
    const ModelState& state;
    const ActivationMemory& act;
    double a = 0;       ///< activation bytes per element
    double s = 0;       ///< effective sequence length
    double tokens = 0;  ///< tokens of the gradient-carrying forward
    bool fused = false; ///< a fused (Liger) loss
    /// A no-grad forward forms 16-bit logits for every position (transformers returns them in the compute dtype);
    /// TRL's selective_log_softmax then works one sequence at a time. Fused (Liger) paths keep hidden states instead.
    double logitWidth = 0;
    bool onlineReference = false; ///< a reference model runs its own forward in the step
};

ObjectiveContext objectiveContext(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par,
                                  const ModelState& state, const ActivationMemory& act)
{
    const ReferenceModel ref = effectiveReference(t.objective);
    const bool fused = t.loss == LossImpl::Fused;
    const double s = act.effectiveSeqLen;
    return {.m = m,
            .t = t,
            .par = par,
            .state = state,
            .act = act,
            .a = state.activationBytes,
            .s = s,
            .tokens = double(forwardSequences(t)) * s,
            .fused = fused,
            .logitWidth = fused ? double(m.hidden) : double(m.vocab),
            .onlineReference = ref == ReferenceModel::SeparateFrozen || ref == ReferenceModel::AdaptersDisabled};
}

/// The logits of a no-grad forward over `n` tokens.
double noGradLogits(const ObjectiveContext& c, double n)
{
    return n * c.logitWidth * c.a;
}

/// A no-grad forward frees each block's tensors when the next block starts: one block's transient is alive.
double noGradBlock(const ObjectiveContext& c, double n, double len)
{
    return n * len * noGradBlockBytesPerToken(c.m, c.t, c.a, len);
}

/// A second copy in the policy's storage, partitioned like the policy's parameters: TRL prepares it with the same
/// ZeRO-3/FSDP sharding, and as a plain copy (ZeRO stage 0) under DDP and ZeRO-1/2.
void addSeparateReference(ObjectiveMemory& out, const ParameterCount& params, const ModelState& state)
{
    out.referenceParams = params.total();
    out.referenceWeights = state.baseStorageBytes * state.weightResidentShare;
}

/// A frozen reward model: a sequence classifier of the policy's architecture in its storage, partitioned like it (TRL
/// PPO and GRPO's model reward functions, online DPO's reward_model_path, ms-swift --reward_model).
void addRewardModel(ObjectiveMemory& out, const ObjectiveContext& c)
{
    out.rewardParams = scalarHeadParameters(c.m).total();
    out.rewardWeights = double(out.rewardParams) * c.state.plainBytesPerParam * c.state.weightResidentShare;
}

/// PPO's value model is a sequence classifier of the policy's architecture (TRL PPO, ms-swift: the value model starts
/// from the reward model).
void addPpoValueModel(ObjectiveMemory& out, const ObjectiveContext& c)
{
    const TrainingSetup& t = c.t;
    const ParameterCount scalar = scalarHeadParameters(c.m);
    TrainingSetup critic = t;
    critic.objective.objective = Objective::RewardModel;
    if (t.objective.criticFullTraining || !isAdapterMethod(t.method)) {
        critic.method = Method::Full;
        critic.baseQuant = BaseQuant::None;
        if (t.weightDType == DType::Int4 || t.weightDType == DType::Int8)
            critic.weightDType = defaultWeightDType(t.compute, BaseQuant::None);
    }
    out.hasCritic = true;
    out.critic = modelState(c.m, critic, c.par, scalar);
    // Policy and value model run in one forward and one backward (TRL PolicyAndValueWrapper).
    out.criticStored = activationMemory(c.m, critic, c.par, out.critic).stored;
}

/// DPO family and KTO: the no-grad reference forward runs after the policy's, while the policy's graph is alive.
void addReferenceForward(ObjectiveMemory& out, const ObjectiveContext& c)
{
    const double sequences = double(forwardSequences(c.t));
    out.referenceSequences = int(sequences);
    // The standard loss keeps its 16-bit logits and fp32 log-softmax (6 of its β = 12 bytes) until backward;
    // a chunked loss half of its 4; a fused loss none.
    out.savedPolicyLogits = c.fused ? 0.0 : c.act.logitsPeak / 2;
    out.referenceLogits = noGradLogits(c, c.tokens);
    if (c.t.objective.objective == Objective::OnlineDpo && !c.fused) {
        // TRL OnlineDPOTrainer._forward: the policy keeps its completion's 16-bit log-softmax; the reference forms
        // every position's logits and then that log-softmax.
        const double completion = sequences * std::min(c.t.objective.completionLen, c.t.seqLen);
        out.savedPolicyLogits = noGradLogits(c, completion);
        out.referenceLogits += noGradLogits(c, completion);
    }
    out.referenceBlock = noGradBlock(c, sequences, c.s);
}

/// KTO's KL term: the policy's no-grad forward on mismatched completions runs before the main forward (and the
/// reference's KL forward after it, one at a time with the reference's main forward).
double ktoKlForward(const ObjectiveContext& c)
{
    return noGradLogits(c, c.tokens) + noGradBlock(c, double(forwardSequences(c.t)), c.s);
}

/// The completions one GPU generates per step, and how many of them at once.
struct Rollout
{
    int64_t sequences = 0;
    int64_t chunk = 0; ///< sequences generated and scored together
    double completion = 0;
    double prompt = 0;
};

Rollout rollout(const TrainingSetup& t)
{
    Rollout r;
    r.sequences = generationSequences(t);
    r.chunk = t.objective.objective == Objective::Ppo ? std::min(r.sequences, kPpoRolloutChunk) : r.sequences;
    r.completion = std::min(t.objective.completionLen, t.seqLen);
    r.prompt = std::max(0.0, double(t.seqLen) - r.completion);
    return r;
}

/// transformers generate() in the trainer's process: the KV cache, the decode step's logits, the prefill and, under
/// ZeRO-3, the gathered policy.
void addInProcessGeneration(ObjectiveMemory& out, const ObjectiveContext& c, const Rollout& r)
{
    const ModelSpec& m = c.m;
    const double kvToken = kvBytesPerTokenLayer(m, c.a);
    out.kvCache = double(r.chunk) * cachedTokenLayers(m, double(c.t.seqLen)) * kvToken;
    // transformers generate(): the last position's logits, their fp32 copy and the sampling probabilities.
    out.decodeLogits = double(r.chunk) * double(m.vocab) * (c.a + 8.0);
    // TRL PPO keeps every step's fp32 scores (output_scores) and pads them into one tensor at the end.
    if (c.t.objective.objective == Objective::Ppo)
        out.decodeLogits += 2.0 * double(r.sequences) * r.completion * double(m.vocab) * 4.0;
    // The prefill runs every prompt of the batch through the model at once (no chunking in generate()): the prompts'
    // KV of every layer and one block's no-grad transient over all their tokens. Its logits are the last position's
    // only (logits_to_keep = 1, transformers ≥ 4.45), counted in decodeLogits.
    out.prefill = double(r.chunk) * (cachedTokenLayers(m, r.prompt) * kvToken +
                                     r.prompt * noGradBlockBytesPerToken(m, c.t, c.a, r.prompt));
    // TRL's unwrap_model_for_generation gathers every ZeRO-3 partition (ds3_gather_for_generation = True); PPO
    // unwraps the policy together with the value model.
    if (c.par.sharding == Sharding::Zero3) {
        out.generationGather = c.state.unshardedWeights * (1.0 - c.state.weightResidentShare);
        if (out.hasCritic)
            out.generationGather += out.critic.unshardedWeights * (1.0 - out.critic.weightResidentShare);
    }
}

/// vLLM takes gpu_memory_utilization × the card for its weights, activations and KV blocks, allocated through torch
/// in the trainer's process (TRL vllm_mode="colocate").
void addColocatedEngine(ObjectiveMemory& out, const ObjectiveSetup& ob)
{
    out.engine = ob.engineMemoryFraction * ob.engineGpuMemoryGiB * units::kGiB;
    out.engineDuringTraining = !ob.engineSleeps;
}

/// PPO's reference, value and reward passes per rollout chunk: TRL PPO forms the logits of the whole sequence and
/// slices the response; the padded rollout scores stay alive through the scoring loop.
double ppoScoringForward(const ObjectiveContext& c, const Rollout& r)
{
    const double n = double(r.chunk);
    double bytes = noGradLogits(c, n * c.t.seqLen) + noGradBlock(c, n, c.t.seqLen);
    if (c.t.objective.generation == GenerationEngine::InProcess)
        bytes += double(r.sequences) * r.completion * double(c.m.vocab) * 4.0;
    return bytes;
}

/// GRPO's reference (beta > 0) and, with vLLM's importance-sampling correction, the old policy, per micro-batch:
/// TRL GRPO keeps the completion's logits only (logits_to_keep) and divides a copy by the temperature.
double grpoScoringForward(const ObjectiveContext& c, const Rollout& r)
{
    const double n = double(c.t.microBatch);
    return 2.0 * noGradLogits(c, n * r.completion) + noGradBlock(c, n, c.t.seqLen);
}

/// A reward model's no-grad forward: TRL GRPO scores the whole generation batch at once under inference_mode, one
/// block's transient over every sequence; its score head keeps one number per token, no vocabulary logits.
double rewardScoringForward(const ObjectiveContext& c, const Rollout& r)
{
    return noGradBlock(c, double(r.sequences), c.t.seqLen);
}

/// The no-grad forwards after generation: PPO's, GRPO's reference or old policy, a reward model's. Online DPO scores
/// and references its pair while the policy's graph is alive (addReferenceForward: the reward's forward, of the same
/// sequences without logits, is smaller).
double rolloutScoringForward(const ObjectiveContext& c, const Rollout& r)
{
    const ObjectiveSetup& ob = c.t.objective;
    if (ob.objective == Objective::Ppo)
        return ppoScoringForward(c, r);
    if (ob.objective == Objective::OnlineDpo)
        return 0.0;
    const double scoring =
        c.onlineReference || ob.generation != GenerationEngine::InProcess ? grpoScoringForward(c, r) : 0.0;
    return scoresWithRewardModel(ob) ? std::max(scoring, rewardScoringForward(c, r)) : scoring;
}

/// PPO/GRPO/RLOO/online DPO: generation, then the scoring forwards without grad.
void addRollout(ObjectiveMemory& out, const ObjectiveContext& c)
{
    const ObjectiveSetup& ob = c.t.objective;
    const Rollout r = rollout(c.t);
    out.generationSequences = int(r.sequences);
    out.generationTokens = c.t.seqLen;
    switch (ob.generation) {
    case GenerationEngine::InProcess:
        addInProcessGeneration(out, c, r);
        break;
    case GenerationEngine::Colocated:
        addColocatedEngine(out, ob);
        break;
    case GenerationEngine::Server:
        break;
    }
    out.scoringForward = rolloutScoringForward(c, r);
}

} // namespace

ObjectiveMemory objectiveMemory(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par,
                                const ParameterCount& params, const ModelState& state, const ActivationMemory& act)
{
    ObjectiveMemory out;
    const ObjectiveSetup& ob = t.objective;
    const Objective o = ob.objective;
    if (o == Objective::Sft)
        return out;
    const ObjectiveContext c = objectiveContext(m, t, par, state, act);
    // Other models on the GPU.
    if (effectiveReference(ob) == ReferenceModel::SeparateFrozen)
        addSeparateReference(out, params, state);
    if (scoresWithRewardModel(ob))
        addRewardModel(out, c);
    if (o == Objective::Ppo)
        addPpoValueModel(out, c);
    // The training step's extra forwards: the pair objectives' reference, online DPO's after its generation.
    if ((!generatesCompletions(o) || o == Objective::OnlineDpo) && c.onlineReference)
        addReferenceForward(out, c);
    if (o == Objective::Kto && ob.ktoKlTerm)
        out.klForward = ktoKlForward(c);
    if (generatesCompletions(o))
        addRollout(out, c);
    return out;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Preference and RL objectives: hand-worked sizes of what they add (reference copies, reward and value models, KV
// cache, colocated engine) and the properties of issue 14 (a separate reference never below SFT on the same tokens,
// adapter-disabled and precomputed references add nothing, a rollout never lowers the peak).
#include "core/memory/Objectives.h"
#include "TestModels.h"
#include "core/Units.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/ModelState.h"
#include "core/training/EnumKeys.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>
#include <vector>

using namespace tunefit;

namespace {

using test::tiny; // tests/TestModels.h: 210,240 parameters counted by hand
constexpr double kTinyParams = 210'240;
constexpr double kTinyScalarHeadParams = kTinyParams - 64'000 + 64; // lm_head replaced by a 64 × 1 score head

/// Qwen2.5-7B's shapes (config.json): 28 layers, hidden 3584, 28 query and 4 KV heads of 128, SwiGLU 18944,
/// vocabulary 152064, untied.
ModelSpec qwen25_7b()
{
    ModelSpec m;
    m.name = "Qwen2.5-7B";
    m.layers = 28;
    m.hidden = 3584;
    m.heads = 28;
    m.kvHeads = 4;
    m.headDim = 128;
    m.ffn = 18944;
    m.vocab = 152064;
    m.qkvBias = true;
    return m;
}

TrainingSetup fullBf16()
{
    TrainingSetup t;
    t.method = Method::Full;
    t.compute = Compute::BF16;
    t.weightDType = DType::BF16;
    t.microBatch = 1;
    t.seqLen = 256;
    return t;
}

MemoryBreakdown estimate(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p = {})
{
    auto r = estimateMemory(m, t, p);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field + " " + r.error().detail);
    return r.ok() ? *r : MemoryBreakdown{};
}

TrainingSetup withObjective(TrainingSetup t, Objective o, ReferenceModel ref = ReferenceModel::SeparateFrozen)
{
    t.objective.objective = o;
    t.objective.reference = ref;
    return t;
}

std::vector<TrainingSetup> grid()
{
    std::vector<TrainingSetup> out;
    for (Method method : {Method::Full, Method::LoRA, Method::QLoRA}) {
        for (Checkpointing ckpt : {Checkpointing::None, Checkpointing::Full}) {
            for (LossImpl loss : {LossImpl::Standard, LossImpl::Chunked, LossImpl::Fused}) {
                for (int batch : {1, 4}) {
                    TrainingSetup t;
                    t.method = method;
                    t.checkpointing = ckpt;
                    t.loss = loss;
                    t.microBatch = batch;
                    t.seqLen = 1024;
                    t.adapter.targets = kAllLinear;
                    if (method == Method::QLoRA) {
                        t.baseQuant = BaseQuant::NF4;
                        t.weightDType = DType::Int4;
                    }
                    out.push_back(t);
                }
            }
        }
    }
    return out;
}

std::vector<Parallelism> layouts()
{
    Parallelism one;
    Parallelism ddp{.gpus = 4, .sharding = Sharding::DDP};
    Parallelism zero2{4, Sharding::Zero2};
    Parallelism zero3{8, Sharding::Zero3};
    Parallelism fsdp{.gpus = 8, .sharding = Sharding::FsdpFull};
    return {one, ddp, zero2, zero3, fsdp};
}

double componentSum(const MemoryBreakdown& b)
{
    double sum = 0;
    for (const ComponentMemory& c : b.components) {
        if (c.component != MemoryComponent::AllocatorReserve && c.component != MemoryComponent::CudaContext)
            sum += c.bytes;
    }
    return sum;
}

} // namespace

TEST(Objectives, TinyModelCountIsTheHandCount)
{
    // The hand counts the other tests rest on.
    EXPECT_EQ(double(countParameters(tiny()).total()), kTinyParams);
    EXPECT_EQ(double(scalarHeadParameters(tiny()).total()), kTinyScalarHeadParams);
}

TEST(Objectives, SftIsTheDefaultAndAddsNothing)
{
    const TrainingSetup t;
    EXPECT_EQ(t.objective.objective, Objective::Sft);
    const MemoryBreakdown b = estimate(test::llama31_8b(), t);
    EXPECT_EQ(b[MemoryComponent::ReferenceWeights].bytes, 0.0);
    EXPECT_EQ(b[MemoryComponent::ValueModel].bytes, 0.0);
    EXPECT_EQ(b[MemoryComponent::GenerationCache].bytes, 0.0);
    EXPECT_EQ(b.generationPeak, 0.0);
    EXPECT_EQ(b.trainingPeak, b.peakAllocated);
}

TEST(Objectives, SeparateReferenceIsOneFrozenCopyShardedLikeThePolicy)
{
    const TrainingSetup dpo = withObjective(fullBf16(), Objective::Dpo);
    // One GPU and DDP: a whole bf16 copy on every GPU. ZeRO-3 / FSDP full shard: an eighth of it.
    EXPECT_DOUBLE_EQ(estimate(tiny(), dpo)[MemoryComponent::ReferenceWeights].bytes, kTinyParams * 2);
    EXPECT_DOUBLE_EQ(estimate(tiny(), dpo, {4, Sharding::DDP})[MemoryComponent::ReferenceWeights].bytes,
                     kTinyParams * 2);
    EXPECT_DOUBLE_EQ(estimate(tiny(), dpo, {4, Sharding::Zero2})[MemoryComponent::ReferenceWeights].bytes,
                     kTinyParams * 2);
    EXPECT_DOUBLE_EQ(estimate(tiny(), dpo, {8, Sharding::Zero3})[MemoryComponent::ReferenceWeights].bytes,
                     kTinyParams * 2 / 8);
    EXPECT_DOUBLE_EQ(estimate(tiny(), dpo, {8, Sharding::FsdpFull})[MemoryComponent::ReferenceWeights].bytes,
                     kTinyParams * 2 / 8);
}

TEST(Objectives, DpoWithASeparateReferenceIsNeverBelowSftOnTheSameTokens)
{
    for (const ModelSpec& m : {test::llama2_7b(), test::llama31_8b(), test::mixtral_8x7b()}) {
        for (const TrainingSetup& base : grid()) {
            for (const Parallelism& p : layouts()) {
                TrainingSetup sft = base;
                sft.microBatch = 2 * base.microBatch; // the chosen and rejected sequences of every pair
                for (Objective o : {Objective::Dpo, Objective::Ipo}) {
                    const TrainingSetup dpo = withObjective(base, o, ReferenceModel::SeparateFrozen);
                    const MemoryBreakdown d = estimate(m, dpo, p);
                    const MemoryBreakdown s = estimate(m, sft, p);
                    EXPECT_GE(d.peakAllocated, s.peakAllocated) << m.name;
                    EXPECT_GE(d.peakReserved, s.peakReserved) << m.name;
                    EXPECT_GT(d[MemoryComponent::ReferenceWeights].bytes, 0.0);
                }
            }
        }
    }
}

TEST(Objectives, AdapterDisabledReferenceAddsNoWeights)
{
    for (const TrainingSetup& base : grid()) {
        if (!isAdapterMethod(base.method))
            continue;
        for (const Parallelism& p : layouts()) {
            TrainingSetup sft = base;
            sft.microBatch = 2 * base.microBatch;
            const MemoryBreakdown s = estimate(test::llama31_8b(), sft, p);
            const MemoryBreakdown d =
                estimate(test::llama31_8b(), withObjective(base, Objective::Dpo, ReferenceModel::AdaptersDisabled), p);
            EXPECT_EQ(d[MemoryComponent::ReferenceWeights].bytes, 0.0);
            EXPECT_EQ(d[MemoryComponent::FrozenWeights].bytes, s[MemoryComponent::FrozenWeights].bytes);
            EXPECT_EQ(d[MemoryComponent::TrainableWeights].bytes, s[MemoryComponent::TrainableWeights].bytes);
            EXPECT_EQ(d[MemoryComponent::OptimizerState].bytes, s[MemoryComponent::OptimizerState].bytes);
            EXPECT_GE(d.peakAllocated, s.peakAllocated); // its no-grad forward can only add
        }
    }
}

TEST(Objectives, PrecomputedReferenceAddsNothingAtTrainTime)
{
    for (const TrainingSetup& base : grid()) {
        for (const Parallelism& p : layouts()) {
            TrainingSetup sft = base;
            sft.microBatch = 2 * base.microBatch;
            const MemoryBreakdown s = estimate(test::llama31_8b(), sft, p);
            const MemoryBreakdown d =
                estimate(test::llama31_8b(), withObjective(base, Objective::Dpo, ReferenceModel::Precomputed), p);
            EXPECT_EQ(d.peakAllocated, s.peakAllocated);
            EXPECT_EQ(d.peakReserved, s.peakReserved);
            EXPECT_EQ(d[MemoryComponent::ReferenceWeights].bytes, 0.0);
            // Reference-free pair objectives see the same tokens.
            for (Objective o : {Objective::Orpo, Objective::SimPo, Objective::Cpo}) {
                const MemoryBreakdown f = estimate(test::llama31_8b(), withObjective(base, o), p);
                EXPECT_EQ(f.peakAllocated, s.peakAllocated);
            }
        }
    }
}

TEST(Objectives, PairsPackedIntoOneRowAreNotDoubled)
{
    // Whole pairs packed into 4096-token rows: the micro-batch already counts the sequences of the forward.
    TrainingSetup sft = fullBf16();
    sft.seqLen = 4096;
    TrainingSetup packed = withObjective(sft, Objective::Dpo, ReferenceModel::Precomputed);
    packed.objective.pairsDoubleMicroBatch = false;
    EXPECT_EQ(estimate(test::llama31_8b(), packed).peakAllocated, estimate(test::llama31_8b(), sft).peakAllocated);
}

TEST(Objectives, KtoKlTermNeverLowersMemoryAndKtoDoesNotPair)
{
    for (const TrainingSetup& base : grid()) {
        for (ReferenceModel ref : {ReferenceModel::AdaptersDisabled, ReferenceModel::Precomputed}) {
            if (ref == ReferenceModel::AdaptersDisabled && !isAdapterMethod(base.method))
                continue;
            TrainingSetup on = withObjective(base, Objective::Kto, ref);
            TrainingSetup off = on;
            off.objective.ktoKlTerm = false;
            const double withKl = estimate(test::llama31_8b(), on).peakAllocated;
            const double withoutKl = estimate(test::llama31_8b(), off).peakAllocated;
            EXPECT_GE(withKl, withoutKl);
            // KTO's micro-batch counts single examples: without a reference it is SFT on the same tokens.
            if (ref == ReferenceModel::Precomputed) {
                EXPECT_EQ(withoutKl, estimate(test::llama31_8b(), base).peakAllocated);
            }
        }
    }
}

TEST(Objectives, RewardModelHasAScalarHeadInsteadOfVocabularyLogits)
{
    TrainingSetup t = withObjective(fullBf16(), Objective::RewardModel);
    const MemoryBreakdown r = estimate(tiny(), t);
    EXPECT_EQ(double(r.params.total()), kTinyScalarHeadParams);
    EXPECT_EQ(double(r.trainableParams), kTinyScalarHeadParams);
    EXPECT_EQ(r[MemoryComponent::ReferenceWeights].bytes, 0.0); // no reference, whatever was chosen
    // The loss tensors are at most the hidden states' gradient of both sequences: 2 × 256 × 64 × 2 bytes.
    EXPECT_LE(r[MemoryComponent::Logits].bytes, 2.0 * 256 * 64 * 2);
    // On a 128K-vocabulary model the reward model needs less than SFT on the same tokens.
    TrainingSetup sft = fullBf16();
    sft.microBatch = 2;
    sft.seqLen = 2048;
    TrainingSetup rm = withObjective(sft, Objective::RewardModel);
    rm.microBatch = 1;
    EXPECT_LT(estimate(test::llama31_8b(), rm).peakAllocated, estimate(test::llama31_8b(), sft).peakAllocated);
    // A LoRA reward model also trains its new score head.
    TrainingSetup lora;
    lora.objective.objective = Objective::RewardModel;
    TrainingSetup loraSft;
    EXPECT_EQ(trainableParameters(tiny(), lora), trainableParameters(tiny(), loraSft) + 64);
}

// TRL's RLOOTrainer generates and scores like its GRPOTrainer (num_generations completions per prompt, reward
// functions, a KL term against the reference, no critic); only the advantage differs, which costs no memory.
TEST(Objectives, RlooHoldsWhatGrpoHolds)
{
    for (const TrainingSetup& base : grid()) {
        for (const Parallelism& p : layouts()) {
            for (GenerationEngine engine : {GenerationEngine::InProcess, GenerationEngine::Colocated}) {
                TrainingSetup grpo = withObjective(base, Objective::Grpo, defaultReference(base.method));
                grpo.seqLen = 1024;
                grpo.objective.completionLen = 512;
                grpo.objective.generation = engine;
                TrainingSetup rloo = grpo;
                rloo.objective.objective = Objective::Rloo;
                const MemoryBreakdown g = estimate(qwen25_7b(), grpo, p);
                const MemoryBreakdown r = estimate(qwen25_7b(), rloo, p);
                EXPECT_DOUBLE_EQ(r.peakAllocated, g.peakAllocated);
                EXPECT_DOUBLE_EQ(r.peakReserved, g.peakReserved);
                EXPECT_DOUBLE_EQ(r.generationPeak, g.generationPeak);
                EXPECT_GT(r.generationPeak, 0.0);
            }
        }
    }
}

// TRL's OnlineDPOTrainer (trl/experimental/online_dpo): each training_step generates two completions per prompt of
// its micro-batch, then runs DPO's step on them (the policy's forward over both, the reference's after it with the
// policy's graph alive). Its training phase is DPO's on the same pairs; its generation phase holds two completions
// per prompt.
TEST(Objectives, OnlineDpoTrainsItsPairsAsDpoAndGeneratesThem)
{
    for (const TrainingSetup& base : grid()) {
        for (const Parallelism& p : layouts()) {
            TrainingSetup dpo = withObjective(base, Objective::Dpo, defaultReference(base.method));
            TrainingSetup online = dpo;
            online.objective.objective = Objective::OnlineDpo;
            online.objective.completionLen = 512;
            const MemoryBreakdown d = estimate(qwen25_7b(), dpo, p);
            const MemoryBreakdown o = estimate(qwen25_7b(), online, p);
            // Its policy log-softmaxes only the completion's slice in 16 bits: never above DPO's step, the same
            // where the loss is chunked or fused.
            EXPECT_LE(o.trainingPeak, d.peakAllocated * (1 + 1e-12));
            if (base.loss != LossImpl::Standard) {
                EXPECT_DOUBLE_EQ(o.trainingPeak, d.peakAllocated);
            }
            EXPECT_GT(o.generationPeak, 0.0);
            EXPECT_DOUBLE_EQ(o.peakAllocated, std::max(o.trainingPeak, o.generationPeak));
        }
    }
    // Micro-batch 2: 4 completions generated together, 1024-token prompts + 1024-token completions, bf16:
    // 4 × 2048 × 28 layers × 2 (K and V) × 4 heads × 128 × 2 bytes = 469,762,048 bytes, as GRPO's 4.
    const ModelSpec m = qwen25_7b();
    TrainingSetup t = withObjective(TrainingSetup{}, Objective::OnlineDpo, ReferenceModel::AdaptersDisabled);
    t.microBatch = 2;
    t.gradAccumulation = 8; // generated per micro-batch, not per optimizer step
    t.seqLen = 2048;
    t.objective.completionLen = 1024;
    t.objective.pairsDoubleMicroBatch = false; // online DPO always forwards both completions
    EXPECT_EQ(forwardSequences(t), 4);
    const ModelState state = modelState(m, t, {}, countParameters(m));
    const ActivationMemory act = activationMemory(m, t, {}, state);
    const ObjectiveMemory o = objectiveMemory(m, t, {}, countParameters(m), state, act);
    EXPECT_EQ(o.generationSequences, 4);
    EXPECT_DOUBLE_EQ(o.kvCache, 469'762'048.0);
}

// TRL OnlineDPOTrainer._forward: 16-bit logits of every position, the completion's slice log-softmaxed in 16 bits and
// kept. At the start of backward: the kept log-probabilities, their gradient and the slice's input gradient (3 × c)
// and the full-length gradient the slice scatters into (s), 2 bytes each: 2 × (1024 + 3 × 512) / 1024 = 5 bytes per
// logit of the sequence, against the standard loss's 12.
TEST(Objectives, OnlineDpoLossSpikeIsTheCompletionsSixteenBitSoftmax)
{
    TrainingSetup t = withObjective(TrainingSetup{}, Objective::OnlineDpo, ReferenceModel::AdaptersDisabled);
    t.seqLen = 1024;
    t.objective.completionLen = 512;
    t.microBatch = 2;
    const MemoryBreakdown b = estimate(test::llama31_8b(), t);
    const ComponentMemory& logits = b[MemoryComponent::Logits];
    ASSERT_EQ(logits.basis.kind, BasisKind::Logits);
    double beta = 0;
    for (int i = 0; i < logits.basis.termCount; ++i) {
        if (logits.basis.terms[i].name == "β")
            beta = logits.basis.terms[i].value;
    }
    EXPECT_DOUBLE_EQ(beta, 5.0);
    // 4 sequences (2 pairs) × 1024 tokens × 128,256 entries × 5 bytes.
    EXPECT_DOUBLE_EQ(logits.bytes, 4.0 * 1024 * 128'256 * 5);
}

// A reward model that scores the completions on the GPU is a frozen sequence classifier of the policy's architecture
// (TRL GRPO's model reward functions, online DPO's reward_model_path): PPO's reward model, without its value model.
TEST(Objectives, RewardModelOnTheGpuIsAFrozenScalarHeadCopy)
{
    TrainingSetup grpo = withObjective(fullBf16(), Objective::Grpo, ReferenceModel::None);
    grpo.objective.completionLen = 64;
    EXPECT_DOUBLE_EQ(estimate(tiny(), grpo)[MemoryComponent::ReferenceWeights].bytes, 0.0);
    grpo.objective.rewardModel = true;
    EXPECT_DOUBLE_EQ(estimate(tiny(), grpo)[MemoryComponent::ReferenceWeights].bytes, kTinyScalarHeadParams * 2);
    // Online DPO with a separate reference holds PPO's two frozen models: the reference and the reward model.
    TrainingSetup online = withObjective(fullBf16(), Objective::OnlineDpo, ReferenceModel::SeparateFrozen);
    online.objective.completionLen = 64;
    online.objective.rewardModel = true;
    EXPECT_DOUBLE_EQ(estimate(tiny(), online)[MemoryComponent::ReferenceWeights].bytes,
                     (kTinyParams + kTinyScalarHeadParams) * 2);
    // PPO always has one; the switch changes nothing there.
    TrainingSetup ppo = withObjective(fullBf16(), Objective::Ppo, ReferenceModel::SeparateFrozen);
    ppo.objective.completionLen = 64;
    const double without = estimate(tiny(), ppo).peakAllocated;
    ppo.objective.rewardModel = true;
    EXPECT_DOUBLE_EQ(estimate(tiny(), ppo).peakAllocated, without);
    // Objectives that do not generate ignore it.
    TrainingSetup dpo = withObjective(fullBf16(), Objective::Dpo, ReferenceModel::Precomputed);
    const double dpoPeak = estimate(tiny(), dpo).peakAllocated;
    dpo.objective.rewardModel = true;
    EXPECT_DOUBLE_EQ(estimate(tiny(), dpo).peakAllocated, dpoPeak);
}

TEST(Objectives, GenerationKvCacheIsTheHandWorkedSize)
{
    // GRPO, 4 completions generated together, 1024-token prompts + 1024-token completions, bf16:
    // 4 × 2048 × 28 layers × 2 (K and V) × 4 heads × 128 × 2 bytes = 469,762,048 bytes.
    const ModelSpec m = qwen25_7b();
    TrainingSetup t = withObjective(TrainingSetup{}, Objective::Grpo, ReferenceModel::AdaptersDisabled);
    t.microBatch = 4;
    t.seqLen = 2048;
    t.objective.completionLen = 1024;
    t.objective.groupSize = 4;
    const ModelState state = modelState(m, t, {}, countParameters(m));
    const ActivationMemory act = activationMemory(m, t, {}, state);
    const ObjectiveMemory o = objectiveMemory(m, t, {}, countParameters(m), state, act);
    EXPECT_EQ(o.generationSequences, 4);
    EXPECT_DOUBLE_EQ(o.kvCache, 469'762'048.0);
    // One decoding step: 16-bit logits, their fp32 copy and fp32 probabilities: 4 × 152,064 × 10 bytes.
    EXPECT_DOUBLE_EQ(o.decodeLogits, 6'082'560.0);
    // TRL generates one optimizer step's completions at once: accumulation 8 → 32 sequences, 8× the cache.
    t.gradAccumulation = 8;
    const ObjectiveMemory eight = objectiveMemory(m, t, {}, countParameters(m), state, act);
    EXPECT_EQ(eight.generationSequences, 32);
    EXPECT_DOUBLE_EQ(eight.kvCache, 8 * 469'762'048.0);
}

TEST(Objectives, GrpoPrefillHoldsThePromptsKvAndOneNoGradBlock)
{
    // Llama-3.1-8B GRPO, 64 completions generated together in process, 7,680-token prompts + 512-token completions
    // (8,192 tokens), bf16. By hand:
    //  - the KV cache at the last decoding step: 64 × 8,192 tokens × 32 layers × 2 × 1,024 (8 KV heads of 128) ×
    //    2 bytes = 68,719,476,736 bytes (64 GiB);
    //  - one decoding step's logits: 64 × 128,256 × (2 + 4 + 4) bytes = 82,083,840;
    //  - the prefill runs the 64 prompts through the model at once under no_grad: the prompts' KV of every layer,
    //    64 × 7,680 × 32 × 4,096 = 64,424,509,440 bytes, and one block's live tensors over its 491,520 tokens. A
    //    no-grad block keeps its input and normed copy (2 × 4,096) and then the larger of attention (Q and output
    //    2 × 4,096, K and V 2 × 1,024: 18,432 elements) and the SwiGLU MLP (act(gate), up and their product
    //    3 × 14,336: 51,200 elements) -> 51,200 × 2 = 102,400 bytes per token: 50,331,648,000 bytes.
    //    Prefill 114,756,157,440 bytes (106.9 GiB), above the 64 GiB of KV: HF generate() does not chunk it.
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t = withObjective(TrainingSetup{}, Objective::Grpo, ReferenceModel::None);
    t.microBatch = 8;
    t.gradAccumulation = 8;
    t.seqLen = 8192;
    t.checkpointing = Checkpointing::Full; // the training phase stays below the rollout
    t.objective.completionLen = 512;
    const ModelState state = modelState(m, t, {}, countParameters(m));
    const ActivationMemory act = activationMemory(m, t, {}, state);
    const ObjectiveMemory o = objectiveMemory(m, t, {}, countParameters(m), state, act);
    EXPECT_EQ(o.generationSequences, 64);
    EXPECT_DOUBLE_EQ(o.kvCache, 68'719'476'736.0);
    EXPECT_DOUBLE_EQ(o.decodeLogits, 82'083'840.0);
    EXPECT_DOUBLE_EQ(o.prefill, 64'424'509'440.0 + 50'331'648'000.0);
    // The breakdown's generation cache is the larger of the two moments.
    const MemoryBreakdown b = estimate(m, t);
    EXPECT_EQ(b.peakPhase, PeakPhase::Generation);
    EXPECT_DOUBLE_EQ(b[MemoryComponent::GenerationCache].bytes, o.prefill);

    // With short prompts the decode end holds the rollout's peak: 512-token prompts, 7,680-token completions. The
    // rest of the rollout moment is the same, so the two generation peaks differ by the two caches.
    t.objective.completionLen = 7680;
    const ObjectiveMemory longCompletion = objectiveMemory(m, t, {}, countParameters(m), state, act);
    EXPECT_LT(longCompletion.prefill, longCompletion.kvCache);
    EXPECT_NEAR(b.generationPeak - estimate(m, t).generationPeak,
                o.prefill - (longCompletion.kvCache + longCompletion.decodeLogits), 1.0);
}

TEST(Objectives, SlidingWindowLayersCacheOnlyTheirWindow)
{
    ModelSpec m = qwen25_7b();
    m.slidingWindow = 512;
    m.slidingLayers = 14; // half the layers attend within 512 tokens
    TrainingSetup t = withObjective(TrainingSetup{}, Objective::Grpo, ReferenceModel::None);
    t.microBatch = 4;
    t.seqLen = 2048;
    t.objective.completionLen = 1024;
    const ModelState state = modelState(m, t, {}, countParameters(m));
    const ActivationMemory act = activationMemory(m, t, {}, state);
    const ObjectiveMemory o = objectiveMemory(m, t, {}, countParameters(m), state, act);
    // 4 × (14 × 2048 + 14 × 512) × 2 × 512 × 2 bytes.
    EXPECT_DOUBLE_EQ(o.kvCache, 4.0 * (14 * 2048 + 14 * 512) * 2 * 512 * 2);
}

TEST(Objectives, GrpoPeakIsAtLeastItsTrainingPhase)
{
    for (const ModelSpec& m : {test::llama31_8b(), qwen25_7b(), test::mixtral_8x7b()}) {
        for (TrainingSetup t : grid()) {
            for (GenerationEngine engine :
                 {GenerationEngine::InProcess, GenerationEngine::Colocated, GenerationEngine::Server}) {
                for (const Parallelism& p : layouts()) {
                    t.objective.objective = Objective::Grpo;
                    t.objective.reference =
                        isAdapterMethod(t.method) ? ReferenceModel::AdaptersDisabled : ReferenceModel::SeparateFrozen;
                    t.objective.completionLen = 512;
                    t.objective.generation = engine;
                    const MemoryBreakdown b = estimate(m, t, p);
                    EXPECT_GT(b.trainingPeak, 0.0);
                    EXPECT_GE(b.peakAllocated, b.trainingPeak);
                    EXPECT_GE(b.peakAllocated, b.generationPeak);
                    EXPECT_GT(b.generationPeak, 0.0);
                }
            }
        }
    }
}

TEST(Objectives, ColocatedEngineHoldsItsFractionOfTheCard)
{
    TrainingSetup t = withObjective(TrainingSetup{}, Objective::Grpo, ReferenceModel::AdaptersDisabled);
    t.objective.completionLen = 512;
    t.objective.generation = GenerationEngine::Server;
    const MemoryBreakdown server = estimate(test::llama31_8b(), t);
    t.objective.generation = GenerationEngine::Colocated;
    t.objective.engineMemoryFraction = 0.3;
    t.objective.engineGpuMemoryGiB = 80;
    const MemoryBreakdown colocated = estimate(test::llama31_8b(), t);
    // 0.3 × 80 GiB = 24 GiB, resident in every phase while the engine does not sleep.
    EXPECT_NEAR(colocated.peakAllocated - server.peakAllocated, 24.0 * units::kGiB, 1.0);
    EXPECT_NEAR(colocated[MemoryComponent::GenerationCache].bytes, 24.0 * units::kGiB, 1.0);
    // Asleep during training, it is still there while generating.
    t.objective.engineSleeps = true;
    const MemoryBreakdown asleep = estimate(test::llama31_8b(), t);
    EXPECT_LE(asleep.peakAllocated, colocated.peakAllocated);
    EXPECT_GE(asleep.generationPeak, 24.0 * units::kGiB);
    EXPECT_NEAR(asleep.trainingPeak, server.trainingPeak, 1.0);
}

TEST(Objectives, ZeroThreeGathersTheWholePolicyForGeneration)
{
    TrainingSetup t = withObjective(fullBf16(), Objective::Grpo, ReferenceModel::None);
    t.objective.completionLen = 128;
    const Parallelism zero3{8, Sharding::Zero3};
    const ParameterCount p = countParameters(tiny());
    const ModelState state = modelState(tiny(), t, zero3, p);
    const ActivationMemory act = activationMemory(tiny(), t, zero3, state);
    // Every rank holds an eighth of the bf16 weights and gathers the other seven eighths.
    EXPECT_DOUBLE_EQ(objectiveMemory(tiny(), t, zero3, p, state, act).generationGather, kTinyParams * 2 * 7 / 8);
    const Parallelism fsdp{.gpus = 8, .sharding = Sharding::FsdpFull};
    EXPECT_EQ(objectiveMemory(tiny(), t, fsdp, p, state, act).generationGather, 0.0);
}

TEST(Objectives, PpoHoldsPolicyReferenceRewardAndValueModels)
{
    TrainingSetup t = withObjective(fullBf16(), Objective::Ppo, ReferenceModel::SeparateFrozen);
    t.objective.completionLen = 64;
    const MemoryBreakdown b = estimate(tiny(), t);
    // Reference (full copy) + reward model (scalar head), both bf16.
    EXPECT_DOUBLE_EQ(b[MemoryComponent::ReferenceWeights].bytes, (kTinyParams + kTinyScalarHeadParams) * 2);
    // The value model trains in full: at least its bf16 weights and bf16 AdamW moments.
    EXPECT_GE(b[MemoryComponent::ValueModel].bytes, kTinyScalarHeadParams * (2 + 4));
    // Never below GRPO on the same job, which has no critic and no reward model.
    TrainingSetup grpo = t;
    grpo.objective.objective = Objective::Grpo;
    EXPECT_GE(b.peakAllocated, estimate(tiny(), grpo).peakAllocated);
    // With adapters the value model follows the policy's method unless it is trained in full (TRL PPOTrainer).
    TrainingSetup lora = withObjective(TrainingSetup{}, Objective::Ppo, ReferenceModel::AdaptersDisabled);
    lora.objective.completionLen = 512;
    const double adapters = estimate(test::llama31_8b(), lora)[MemoryComponent::ValueModel].bytes;
    lora.objective.criticFullTraining = true;
    // Full bf16 training keeps 8 bytes per parameter (weight, gradient, two moments) against a frozen copy's 2.
    EXPECT_GT(estimate(test::llama31_8b(), lora)[MemoryComponent::ValueModel].bytes, 3 * adapters);
}

TEST(Objectives, ComponentsAddUpToThePeakInEveryPhase)
{
    for (Objective o : {Objective::Sft, Objective::Dpo, Objective::Kto, Objective::RewardModel, Objective::Ppo,
                        Objective::Grpo, Objective::OnlineDpo}) {
        for (TrainingSetup t : grid()) {
            for (const Parallelism& p : layouts()) {
                t.objective.objective = o;
                t.objective.reference =
                    isAdapterMethod(t.method) ? ReferenceModel::AdaptersDisabled : ReferenceModel::SeparateFrozen;
                t.objective.completionLen = 256;
                const MemoryBreakdown b = estimate(test::llama31_8b(), t, p);
                EXPECT_NEAR(componentSum(b), b.peakAllocated, 1e-6 * b.peakAllocated) << int(o);
                for (const ComponentMemory& c : b.components) {
                    if (c.basis.kind != BasisKind::None) {
                        EXPECT_FALSE(basisFormula(c.basis.kind).empty());
                    }
                }
            }
        }
    }
}

TEST(Objectives, ObjectiveInputsAreRangeChecked)
{
    const ModelSpec m = test::llama31_8b();
    auto errorOf = [&](const TrainingSetup& t) {
        const auto r = estimateMemory(m, t, {});
        return r.ok() ? Error{ErrorCode::InvalidValue, "none", ""} : r.error();
    };
    TrainingSetup grpo = withObjective(TrainingSetup{}, Objective::Grpo, ReferenceModel::AdaptersDisabled);
    grpo.objective.completionLen = grpo.seqLen;
    EXPECT_EQ(errorOf(grpo).code, ErrorCode::OutOfRange);
    EXPECT_EQ(errorOf(grpo).field, "completion_len");
    grpo.objective.completionLen = 512;
    grpo.objective.groupSize = 0;
    EXPECT_EQ(errorOf(grpo).field, "group_size");
    grpo.objective.groupSize = 8;
    grpo.objective.generation = GenerationEngine::Colocated;
    for (double bad : {0.0, 1.5, std::nan(""), -0.1}) {
        grpo.objective.engineMemoryFraction = bad;
        EXPECT_EQ(errorOf(grpo).field, "engine_memory_fraction");
        ASSERT_TRUE(errorOf(grpo).allowed.has_value());
    }
    grpo.objective.engineMemoryFraction = 0.5;
    grpo.objective.engineGpuMemoryGiB = 1e300;
    EXPECT_EQ(errorOf(grpo).field, "engine_gpu_memory_gib");
    grpo.objective.engineGpuMemoryGiB = 80;
    grpo.objective.generationBatch = 2'000'000;
    EXPECT_EQ(errorOf(grpo).field, "generation_batch");
    grpo.objective.generationBatch = 0;
    grpo.seqLen = 1000;
    grpo.microBatch = 1'000'000;
    grpo.gradAccumulation = 1'000'000; // 10^12 completions at once
    EXPECT_EQ(errorOf(grpo).field, "generation_batch");

    // Adapters cannot be disabled on a fully fine-tuned model.
    const TrainingSetup full = withObjective(fullBf16(), Objective::Dpo, ReferenceModel::AdaptersDisabled);
    EXPECT_EQ(errorOf(full).code, ErrorCode::Inconsistent);
    EXPECT_EQ(errorOf(full).field, "reference_model");
    // Doubling the pairs must stay within the token limit.
    TrainingSetup big = withObjective(TrainingSetup{}, Objective::Dpo, ReferenceModel::Precomputed);
    big.microBatch = 250;
    big.seqLen = 4'000'000;
    EXPECT_EQ(errorOf(big).field, "tokens_per_micro_batch");
    // Online DPO's reference scores completions generated in the step: it cannot be precomputed or left out.
    for (ReferenceModel ref : {ReferenceModel::Precomputed, ReferenceModel::None}) {
        TrainingSetup online = withObjective(TrainingSetup{}, Objective::OnlineDpo, ref);
        EXPECT_EQ(errorOf(online).code, ErrorCode::Inconsistent);
        EXPECT_EQ(errorOf(online).field, "reference_model");
    }
    // Generation needs a decoder.
    ModelSpec encoder = m;
    encoder.arch = ArchKind::Encoder;
    TrainingSetup ppo = withObjective(TrainingSetup{}, Objective::Ppo, ReferenceModel::AdaptersDisabled);
    const auto r = estimateMemory(encoder, ppo, {});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::Unsupported);
}

TEST(Objectives, KeysAreTheSchemaWordsAndUnique)
{
    EXPECT_EQ(keyOf(objectiveKeys(), Objective::RewardModel), "reward_model");
    EXPECT_EQ(keyOf(objectiveKeys(), Objective::SimPo), "simpo");
    EXPECT_EQ(keyOf(referenceKeys(), ReferenceModel::AdaptersDisabled), "adapter_disabled");
    EXPECT_EQ(keyOf(referenceKeys(), ReferenceModel::SeparateFrozen), "separate_frozen");
    EXPECT_EQ(enumFromKey(objectiveKeys(), "grpo"), Objective::Grpo);
    EXPECT_EQ(enumFromKey(objectiveKeys(), "rloo"), Objective::Rloo);
    EXPECT_EQ(enumFromKey(objectiveKeys(), "online_dpo"), Objective::OnlineDpo);
    EXPECT_EQ(enumFromKey(generationEngineKeys(), "colocated"), GenerationEngine::Colocated);
    std::set<std::string_view> seen;
    for (const auto& k : objectiveKeys())
        EXPECT_TRUE(seen.insert(k.key).second) << k.key;
    EXPECT_EQ(seen.size(), 12u);
    EXPECT_EQ(referenceKeys().size(), 4u);
    EXPECT_EQ(componentKey(MemoryComponent::GenerationCache), "generation_cache");
    EXPECT_EQ(defaultReference(Method::LoRA), ReferenceModel::AdaptersDisabled);
    EXPECT_EQ(defaultReference(Method::Full), ReferenceModel::SeparateFrozen);
}

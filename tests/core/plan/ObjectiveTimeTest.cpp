// SPDX-License-Identifier: GPL-3.0-or-later
// The objective's time terms (core/plan/ObjectiveTime.h) against numbers worked by hand, and their place in the step.
#include "core/plan/ObjectiveTime.h"
#include "TestGpus.h"
#include "TestModels.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/Throughput.h"

#include <gtest/gtest.h>

namespace tunefit {
namespace {

using test::h100;

TEST(ObjectiveTime, DecodeOfA7bModelReadsItsWeightsOncePerToken)
{
    // 7B parameters in BF16: 14e9 bytes per decode step. H100 SXM: 3350 GB/s peak × 0.85 (achieved streaming on
    // HBM) × 0.85 (decode kernels' share, kDecodeBandwidthShare) = 2.420375e12 B/s, so one step = 14e9 / 2.420375e12
    // = 5.784227 ms and 512 tokens = 2.961524 s. Batch 1: 14e9 FLOPs per step at ~544 TFLOPS is 0.026 ms, far below.
    const double bandwidth = 3350e9 * 0.85 * kDecodeBandwidthShare;
    const double step = decodeStepSeconds(14e9, 0, 14e9, bandwidth, 989.4e12 * 0.55);
    EXPECT_NEAR(step, 5.784227e-3, 1e-8);
    EXPECT_NEAR(512 * step, 2.961524, 1e-5);
    // A batch of 64 sequences with 1 GiB of KV cache each adds 64 GiB = 68.72e9 B to every step: (14e9 + 68.72e9) /
    // 2.420375e12 = 34.18 ms.
    EXPECT_NEAR(decodeStepSeconds(14e9, 64 * 1073741824.0, 64 * 14e9, bandwidth, 989.4e12 * 0.55), 34.177e-3, 1e-5);
    // Batch 4096: 4096 × 14e9 = 5.73e16 FLOPs at 544.17 TFLOPS = 105.4 ms, more than the 5.8 ms of weights: the
    // step is compute-bound.
    EXPECT_NEAR(decodeStepSeconds(14e9, 0, 4096 * 14e9, bandwidth, 989.4e12 * 0.55), 4096 * 14e9 / 544.17e12, 1e-4);
}

TEST(ObjectiveTime, PrefillIsComputeBound)
{
    // 64 prompts of 512 tokens of a 7B model: 2 × 7e9 × 32768 = 4.5875e14 FLOPs at 544.17 TFLOPS = 0.8430 s.
    EXPECT_NEAR(prefillSeconds(64 * 512, 2 * 7e9, 544.17e12), 0.84303, 1e-4);
    EXPECT_EQ(prefillSeconds(100, 1e9, 0), 0.0);
}

TEST(ObjectiveTime, WavesWhenTheKvCacheDoesNotFit)
{
    // 64 sequences of 1 GiB KV in a 24 GiB budget: ceil(64 / 24) = 3 waves; all fit in 80 GiB; no budget: one by one.
    EXPECT_EQ(generationWaves(64, 1 << 30, 24.0 * (1 << 30)), 3);
    EXPECT_EQ(generationWaves(64, 1 << 30, 80.0 * (1 << 30)), 1);
    EXPECT_EQ(generationWaves(64, 1 << 30, 0), 64);
}

TEST(ObjectiveTime, EngineWeightTraffic)
{
    // 15.2 GB of weights copied on an H100 (2.8475e12 B/s achieved): 2 × 15.2e9 / 2.8475e12 = 10.68 ms; with sleep
    // mode they also leave for and return from host memory over 25.6 GB/s of PCIe: + 2 × 15.2e9 / 25.6e9 = 1.1875 s.
    EXPECT_NEAR(colocatedSwapSeconds(15.2e9, 2.8475e12, false, 25.6e9), 0.010676, 1e-6);
    EXPECT_NEAR(colocatedSwapSeconds(15.2e9, 2.8475e12, true, 25.6e9), 0.010676 + 1.1875, 1e-5);
    // A server: 15.2 GB over 22.5 GB/s of network = 0.6756 s.
    EXPECT_NEAR(serverSyncSeconds(15.2e9, 22.5e9), 0.67556, 1e-5);
}

TEST(ObjectiveTime, ForwardsPerObjective)
{
    TrainingSetup s;
    s.objective.objective = Objective::Dpo;
    s.objective.reference = ReferenceModel::SeparateFrozen;
    EXPECT_EQ(objectiveForwards(s, false), 1);
    s.objective.reference = ReferenceModel::Precomputed; // log-probs computed before training
    EXPECT_EQ(objectiveForwards(s, false), 0);
    s.objective.objective = Objective::Kto;
    s.objective.reference = ReferenceModel::AdaptersDisabled;
    EXPECT_EQ(objectiveForwards(s, false), 3); // reference + the KL forwards of policy and reference
    s.objective.objective = Objective::Grpo;
    s.objective.reference = ReferenceModel::None; // beta = 0
    EXPECT_EQ(objectiveForwards(s, false), 0);
    EXPECT_EQ(objectiveForwards(s, true), 1);
    s.objective.objective = Objective::Ppo;
    s.objective.reference = ReferenceModel::SeparateFrozen;
    EXPECT_EQ(objectiveForwards(s, false), 4);
    s.objective.objective = Objective::Orpo;
    EXPECT_EQ(objectiveForwards(s, false), 0);
    // Online DPO: the reference over the pair, and a reward model where one scores it (TRL OnlineDPOTrainer); never
    // an old policy.
    s.objective.objective = Objective::OnlineDpo;
    s.objective.reference = ReferenceModel::AdaptersDisabled;
    EXPECT_EQ(objectiveForwards(s, false), 1);
    s.objective.rewardModel = true;
    EXPECT_EQ(objectiveForwards(s, false), 2);
    // GRPO with a reward model: one more forward of the same sequences.
    s.objective.objective = Objective::Grpo;
    s.objective.reference = ReferenceModel::None;
    EXPECT_EQ(objectiveForwards(s, true), 2);
}

TrainingSetup loraSetup(Objective objective)
{
    TrainingSetup s;
    s.method = Method::LoRA;
    s.adapter.targets = kAllLinear;
    s.microBatch = 1;
    s.seqLen = 2048;
    s.gradAccumulation = 8;
    s.objective.objective = objective;
    s.objective.reference = ReferenceModel::AdaptersDisabled;
    return s;
}

ThroughputEstimate estimate(const TrainingSetup& s)
{
    const ModelSpec m = test::llama31_8b();
    const Parallelism p;
    const Gpu g = h100();
    return estimateThroughput(ThroughputInput{m, s, p, g});
}

TEST(ObjectiveTime, SupervisedStepIsUnchanged)
{
    const ThroughputEstimate sft = estimate(loraSetup(Objective::Sft));
    EXPECT_EQ(sft.objectiveSeconds, 0.0);
    EXPECT_EQ(sft.generationSeconds, 0.0);
    EXPECT_NE(sft.bottleneck, Bottleneck::Generation);
}

TEST(ObjectiveTime, DpoComputesBothSequencesOfAPairAndItsReference)
{
    const ThroughputEstimate sft = estimate(loraSetup(Objective::Sft));
    TrainingSetup s = loraSetup(Objective::Dpo);
    s.objective.reference = ReferenceModel::Precomputed;
    const ThroughputEstimate precomputed = estimate(s);
    // Chosen and rejected: twice the sequences per pair, so about half the counted tokens per second.
    EXPECT_EQ(precomputed.objectiveSeconds, 0.0);
    EXPECT_NEAR(precomputed.tokensPerSecondPerGpu, sft.tokensPerSecondPerGpu / 2, 0.1 * sft.tokensPerSecondPerGpu);
    s.objective.reference = ReferenceModel::SeparateFrozen;
    const ThroughputEstimate online = estimate(s);
    // One no-grad forward of the same sequences: about a third of a LoRA step (forward, input gradients).
    EXPECT_GT(online.objectiveSeconds, 0.2 * precomputed.stepSeconds);
    EXPECT_LT(online.objectiveSeconds, 0.5 * precomputed.stepSeconds);
    EXPECT_LT(online.tokensPerSecondPerGpu, precomputed.tokensPerSecondPerGpu);
}

TEST(ObjectiveTime, GrpoGenerationDominatesInProcessAndAnEngineIsFaster)
{
    TrainingSetup s = loraSetup(Objective::Grpo);
    s.objective.reference = ReferenceModel::None;
    s.objective.completionLen = 1024;
    const ThroughputEstimate inProcess = estimate(s);
    EXPECT_EQ(inProcess.bottleneck, Bottleneck::Generation);
    // generate() launches every kernel of a forward per token from Python: at least ops × 20 µs per decode step.
    EXPECT_GT(inProcess.generationSeconds, 1024 * 8e-3);
    s.objective.generation = GenerationEngine::Colocated;
    const ThroughputEstimate colocated = estimate(s);
    EXPECT_LT(colocated.generationSeconds, inProcess.generationSeconds / 3);
    EXPECT_GT(colocated.generationSeconds, 0.0);
    // A longer completion costs more decode steps.
    s.objective.completionLen = 512;
    EXPECT_LT(estimate(s).generationSeconds, colocated.generationSeconds);
}

TEST(ObjectiveTime, RlooTakesGrposTime)
{
    TrainingSetup s = loraSetup(Objective::Grpo);
    s.objective.completionLen = 1024;
    for (GenerationEngine engine : {GenerationEngine::InProcess, GenerationEngine::Colocated}) {
        s.objective.generation = engine;
        TrainingSetup rloo = s;
        rloo.objective.objective = Objective::Rloo;
        const ThroughputEstimate g = estimate(s), r = estimate(rloo);
        EXPECT_DOUBLE_EQ(r.stepSeconds, g.stepSeconds);
        EXPECT_DOUBLE_EQ(r.generationSeconds, g.generationSeconds);
        EXPECT_GT(r.generationSeconds, 0.0);
    }
}

// TRL's OnlineDPOTrainer generates in every training_step: two completions per prompt of the micro-batch, so a step
// of accumulation 8 runs 8 rounds of 2 × micro-batch completions. GRPO with groups of 2 generating the same 2 ×
// micro-batch completions in one step of accumulation 1 runs one such round: the same prompts, lengths and engine.
TEST(ObjectiveTime, OnlineDpoGeneratesEveryMicroBatchsPairs)
{
    for (GenerationEngine engine : {GenerationEngine::InProcess, GenerationEngine::Colocated}) {
        TrainingSetup online = loraSetup(Objective::OnlineDpo);
        online.microBatch = 2;
        online.gradAccumulation = 8;
        online.objective.completionLen = 1024;
        online.objective.generation = engine;
        TrainingSetup grpo = online;
        grpo.objective.objective = Objective::Grpo;
        grpo.objective.groupSize = 2;
        grpo.microBatch = 4; // GRPO's micro-batch counts completions
        grpo.gradAccumulation = 1;
        const ThroughputEstimate o = estimate(online), g = estimate(grpo);
        EXPECT_GT(g.generationSeconds, 0.0);
        EXPECT_NEAR(o.generationSeconds, 8 * g.generationSeconds, 1e-9 * o.generationSeconds);
    }
}

// A reward model on the GPU scores each sequence once, a no-grad forward of the policy's size: the same time as a
// reference's forward over the same sequences.
TEST(ObjectiveTime, RewardModelCostsOneForwardOfTheSequences)
{
    TrainingSetup withReference = loraSetup(Objective::Grpo);
    withReference.objective.generation = GenerationEngine::Server;
    withReference.objective.reference = ReferenceModel::AdaptersDisabled;
    TrainingSetup withReward = withReference;
    withReward.objective.reference = ReferenceModel::None;
    withReward.objective.rewardModel = true;
    const ThroughputEstimate r = estimate(withReference), w = estimate(withReward);
    EXPECT_GT(w.objectiveSeconds, 0.0);
    EXPECT_DOUBLE_EQ(w.objectiveSeconds, r.objectiveSeconds);
    withReward.objective.rewardModel = false;
    EXPECT_LT(estimate(withReward).objectiveSeconds, w.objectiveSeconds);
}

TEST(ObjectiveTime, PpoTrainsEachRolloutForItsEpochs)
{
    TrainingSetup s = loraSetup(Objective::Ppo);
    s.objective.generation = GenerationEngine::Colocated;
    const ThroughputEstimate ppo = estimate(s);
    const ThroughputEstimate sft = estimate(loraSetup(Objective::Sft));
    // 4 epochs of policy and value training (8 supervised steps) and 4 scoring forwards, beside generation.
    EXPECT_GT(ppo.objectiveSeconds, (2.0 * kPpoEpochs - 1) * sft.stepSeconds);
    EXPECT_GT(ppo.stepSeconds, 2.0 * kPpoEpochs * sft.stepSeconds + ppo.generationSeconds);
}

// Measured: transformers 5.17 generate() on one H200, BF16, SDPA, sampling, 64 sequences (8 prompts × 8) of 256 prompt
// tokens each forced to 128 new tokens (tests/data/device-runs/h200-2026-12-04.jsonl, generation_hf_*, run 2; run 1's
// second 256-token call gives the same 7B rate per token at half the step time, so the host's speed sets it).
struct MeasuredGeneration
{
    ModelSpec model;
    double fastestSeconds, slowestSeconds; ///< the round's range over the device runs
};

ModelSpec qwen25(int layers, int hidden, int heads, int kvHeads, int ffn)
{
    ModelSpec m; // Qwen2.5-7B / -32B config.json: head_dim = hidden / heads = 128, vocabulary 152,064, untied
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.headDim = 128;
    m.ffn = ffn;
    m.vocab = 152064;
    return m;
}

TEST(ObjectiveTime, InProcessGenerationMatchesMeasuredGenerateOnH200)
{
    const Gpu h200 = test::h200();
    // 7B: 0.39 s prefill + 128 steps of 24-48 ms (run 1: 6.62 s for 256 tokens, so 3.70 s for 128; run 2: 6.50 s).
    // 32B: 12.13 s in run 2 (1.81 s prefill); its 64 layers against the 7B's 28 take ~1.9× as long per step, not the
    // 4.3× of its weights: the step is the host's launches, not the weights' read (13.6 ms at 4.8 TB/s). Run 1 did not
    // time the 32B; its faster host bound is the 7B's ratio of the two runs, 3.70 / 6.50.
    const MeasuredGeneration runs[] = {{qwen25(28, 3584, 28, 4, 18944), 0.39 + 128 * 6.62 / 256, 6.50},
                                       {qwen25(64, 5120, 40, 8, 27648), 12.13 * 3.70 / 6.50, 12.13}};
    for (const MeasuredGeneration& run : runs) {
        TrainingSetup s;
        s.method = Method::Full;
        s.compute = Compute::BF16;
        s.microBatch = 8;
        s.gradAccumulation = 8; // one optimizer step trains on the 64 sequences one round generates
        s.seqLen = 384;
        s.objective.objective = Objective::Grpo;
        s.objective.reference = ReferenceModel::None;
        s.objective.groupSize = 8;
        s.objective.completionLen = 128;
        s.objective.generation = GenerationEngine::InProcess;
        const Parallelism p;
        const ThroughputEstimate e = estimateThroughput(ThroughputInput{run.model, s, p, h200});
        ASSERT_TRUE(e.valid);
        SCOPED_TRACE(run.model.layers);
        EXPECT_GE(e.generationSeconds, 0.8 * run.fastestSeconds);
        EXPECT_LE(e.generationSeconds, 1.2 * run.slowestSeconds);
    }
}

// vLLM drops a finished completion from its batch: a wave still decodes up to the completion limit (the longest), but
// reads only the cache of the completions still running. Llama-3.1-8B on one H100, 8 completions of at most 1,536
// tokens after 512-token prompts, a colocated engine (one wave: 8 × 896 tokens of 131,072 B of cache fit its pool).
// At the limit each reads 1,536 steps of a 512 + 768-token cache on average; at a mean of 384, 384 steps of
// 512 + 192: 8 × (1,536 × 1,280 − 384 × 704) × 131,072 B = 1.778e12 B less at 3,350 GB/s × 0.85 × 0.85, 0.7347 s.
// The weights are read at every step to the limit either way, and generate() in the trainer ignores the mean.
TEST(ObjectiveTime, AnEngineReadsTheCacheOfTheCompletionsStillRunning)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup s;
    s.method = Method::LoRA;
    s.compute = Compute::AmpBF16;
    s.seqLen = 2048;
    s.microBatch = 1;
    s.gradAccumulation = 8;
    s.objective.objective = Objective::Grpo;
    s.objective.groupSize = 8;
    s.objective.completionLen = 1536;
    s.objective.generation = GenerationEngine::Colocated;
    s.objective.engineMemoryFraction = 0.6;
    auto generation = [&](GenerationEngine engine, int mean) {
        TrainingSetup t = s;
        t.objective.generation = engine;
        t.objective.meanCompletionLen = mean;
        return estimateThroughput(ThroughputInput{m, t, {}, h100()}).generationSeconds;
    };
    const double atLimit = generation(GenerationEngine::Colocated, 0);
    EXPECT_DOUBLE_EQ(generation(GenerationEngine::Colocated, 1536), atLimit);
    const double bytes = 8 * (1536.0 * 1280 - 384.0 * 704) * 131072;
    EXPECT_NEAR(atLimit - generation(GenerationEngine::Colocated, 384), bytes / (3350e9 * 0.85 * 0.85), 1e-3);
    EXPECT_DOUBLE_EQ(generation(GenerationEngine::InProcess, 384), generation(GenerationEngine::InProcess, 0));
}

// Packed rollouts (NeMo RL sequence_packing, verl use_remove_padding, TRL padding_free) train each sequence's own
// tokens: 512 prompt + 384 mean completion tokens of a 2,048-token row, 0.4375 of it. Unpacked rows pad to the longest.
TEST(ObjectiveTime, PackedRolloutsTrainTheirRealLengths)
{
    TrainingSetup s;
    s.seqLen = 2048;
    s.objective.objective = Objective::Grpo;
    s.objective.completionLen = 1536;
    s.objective.meanCompletionLen = 384;
    s.objective.generation = GenerationEngine::Colocated;
    EXPECT_DOUBLE_EQ(trainedRolloutShare(s, true), 896.0 / 2048);
    EXPECT_DOUBLE_EQ(trainedRolloutShare(s, false), 1.0);
    s.objective.generation = GenerationEngine::InProcess; // generate() keeps every completion to the longest
    EXPECT_DOUBLE_EQ(trainedRolloutShare(s, true), 1.0);
    s.objective.objective = Objective::Sft;
    EXPECT_DOUBLE_EQ(trainedRolloutShare(s, true), 1.0);

    // In the step: the training and scoring passes shrink by the share, the generation does not, and the counted
    // tokens are the real ones.
    const ModelSpec m = test::llama31_8b();
    TrainingSetup t;
    t.method = Method::LoRA;
    t.compute = Compute::AmpBF16;
    t.seqLen = 2048;
    t.gradAccumulation = 8;
    t.objective.objective = Objective::Grpo;
    t.objective.completionLen = 1536;
    t.objective.meanCompletionLen = 384;
    t.objective.generation = GenerationEngine::Colocated;
    t.objective.engineMemoryFraction = 0.6;
    ThroughputInput in{m, t, {}, h100()};
    const ThroughputEstimate padded = estimateThroughput(in);
    in.packedRollouts = true;
    const ThroughputEstimate packed = estimateThroughput(in);
    EXPECT_NEAR(packed.computeSeconds / padded.computeSeconds, 0.4375, 1e-9);
    EXPECT_NEAR(packed.objectiveSeconds / padded.objectiveSeconds, 0.4375, 1e-9);
    EXPECT_DOUBLE_EQ(packed.generationSeconds, padded.generationSeconds);
    EXPECT_NEAR(packed.tokensPerSecondPerGpu * packed.stepSeconds / (padded.tokensPerSecondPerGpu * padded.stepSeconds),
                0.4375, 1e-9);
}

// An engine replica split over 4 GPUs (vLLM tensor_parallel_size 4) on an 8-GPU data-parallel LoRA job: each GPU reads
// a quarter of the 16-bit weights at every decode step and swaps a quarter of them, while its share of the replica's
// four times as many completions reads the same cache. Llama-3.1-8B's linears and head hold 32 × (4,096 × 10,240 +
// 3 × 4,096 × 14,336) + 4,096 × 128,256 = 7,504,658,432 weights, 15.01 GB: 1,536 decode steps read 0.75 × 15.01 GB
// less at 3,350 GB/s × 0.85 × 0.85 (6.16 s) and the colocated swap moves 2 × 0.75 × 15.01 GB less at 3,350 × 0.85
// (7.9 ms). The replica pays two all-reduces per layer at every step instead: NCCL's ring over 4 NVLink GPUs,
// 6.6 + 6 × 0.6 = 10.2 µs, 1,536 × 64 times (1.003 s), and the 32 completions' 1,536 tokens of 4,096 16-bit values,
// 1.5 times around the ring, 64 times, at 0.8 × 450 GB/s (0.107 s).
TEST(ObjectiveTime, AnEngineSplitOverMoreGpusReadsLessOfTheWeightsPerGpu)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup s;
    s.method = Method::LoRA;
    s.compute = Compute::AmpBF16;
    s.seqLen = 2048;
    s.gradAccumulation = 8;
    s.objective.objective = Objective::Grpo;
    s.objective.completionLen = 1536;
    s.objective.generation = GenerationEngine::Colocated;
    s.objective.engineMemoryFraction = 0.6;
    Parallelism p;
    p.gpus = 8;
    p.sharding = Sharding::DDP;
    auto generation = [&](int engineTp) {
        TrainingSetup t = s;
        t.objective.engineTensorParallel = engineTp;
        return estimateThroughput(ThroughputInput{m, t, p, h100()}).generationSeconds;
    };
    EXPECT_DOUBLE_EQ(generation(1), generation(0)); // 0: as training, which has no tensor parallelism
    const double saved = 0.75 * 7504658432.0 * 2;
    const double collectives = 1536 * 64 * 10.2e-6 + 32.0 * 1536 * 4096 * 2 * 1.5 * 64 / (0.8 * 450e9);
    EXPECT_NEAR(generation(1) - generation(4),
                1536 * saved / (3350e9 * 0.85 * 0.85) + 2 * saved / (3350e9 * 0.85) - collectives, 1e-3);
    // NCCL's small all-reduce: ring within a node, tree across nodes (2 and 4 nodes of 8).
    EXPECT_NEAR(smallAllReduceSeconds(8, 8, true), 15.0e-6, 1e-9);
    EXPECT_NEAR(smallAllReduceSeconds(16, 8, true), 25.2e-6, 1e-9);
    EXPECT_NEAR(smallAllReduceSeconds(32, 8, true), 35.2e-6, 1e-9);
    EXPECT_EQ(smallAllReduceSeconds(1, 8, true), 0.0);
    // The engine's replicas must fit the job's GPUs and split the heads evenly.
    s.objective.engineTensorParallel = 16;
    EXPECT_EQ(estimateMemory(m, s, p).error().code, ErrorCode::OutOfRange);
    s.objective.engineTensorParallel = 3;
    EXPECT_EQ(estimateMemory(m, s, p).error().code, ErrorCode::NotDivisible);
}

// A decode step's routed experts run as a grouped GEMM of a few rows per expert, streaming their weights at 0.55 of the
// peak (the H200's grouped_mm, tests/data/device-runs) while the dense weights stream at the decode's 0.85 × 0.85.
// Qwen3-30B-A3B on one H100, one completion: 48 × 128 × 3 × 2,048 × 768 = 28,991,029,248 expert weights and
// 48 × (2 × 2,048 × 4,096 + 2 × 2,048 × 512) + 2,048 × 151,936 = 1,217,134,592 others, in 16 bits. 256 more decode
// steps read them in 256 × (2.434 GB / 2,420.4 GB/s + 57.98 GB / 1,842.5 GB/s) = 8.313 s (the prompt's prefill and the
// cache differ by milliseconds).
TEST(ObjectiveTime, AnEngineStreamsTheExpertsAtTheGroupedGemmRate)
{
    const ModelSpec m = test::qwen3_30b_a3b();
    TrainingSetup s;
    s.method = Method::LoRA;
    s.compute = Compute::AmpBF16;
    s.seqLen = 1024;
    s.objective.objective = Objective::Grpo;
    s.objective.reference = ReferenceModel::None;
    s.objective.generation = GenerationEngine::Colocated;
    s.objective.engineMemoryFraction = 0.9;
    auto generation = [&](int completion) {
        TrainingSetup t = s;
        t.objective.completionLen = completion;
        return estimateThroughput(ThroughputInput{m, t, {}, h100()}).generationSeconds;
    };
    const double dense = 1217134592.0 * 2, experts = 28991029248.0 * 2;
    const double expected = 256 * (dense / (3350e9 * 0.85 * 0.85) + experts / (3350e9 * 0.55));
    EXPECT_NEAR(generation(512) - generation(256), expected, 0.01 * expected);
}

} // namespace
} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Measured GRPO steps (tests/data/rl-steps, NeMo RL v0.4 on DGX-H100, v0.6 on DGX-H100 and GB200 NVL72) read as
// throughput cases: the schema's facts
// land in the job (engine tensor parallelism, generated sequences per GPU, packed training, the trainer's layout), and
// every row is predicted. The errors are printed by mechanism, as `tunefit validate-throughput` prints them; the
// generation phase is the part these rows judge (docs/planning.md "Measured RL steps").
#include "core/catalog/BundledCatalog.h"
#include "core/validation/RlStepCases.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace tunefit {
namespace {

std::vector<ThroughputCase> rlCases(const char* file = "nemo-rl-v0.4-grpo.csv")
{
    std::ifstream in(std::string(TUNEFIT_SOURCE_DIR "/tests/data/rl-steps/") + file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    EXPECT_TRUE(isRlStepTable(text.str()));
    auto parsed = parseRlStepCases(text.str());
    EXPECT_TRUE(parsed.ok());
    return parsed.ok() ? std::move(parsed).value() : std::vector<ThroughputCase>{};
}

TEST(RlStepValidation, ReadsTheStepIntoTheJob)
{
    const std::vector<ThroughputCase> cases = rlCases();
    ASSERT_EQ(cases.size(), 5u);
    // RLS004: Qwen3-235B-A22B on 128 GPUs; vLLM TP 16; training TP 2 × CP 2 × EP 16 × PP 8, so 4 data-parallel
    // replicas train 512 sequences an optimizer step: 128 micro-batches of one; 512 sequences generated a step, 4 per
    // GPU; the table's mean of 5,671 tokens over the step of 506 s is 512 × 5,671 / 506 / 128 = 44.83 tokens/s/GPU.
    const ThroughputCase& c = cases[3];
    EXPECT_EQ(c.id, "RLS004");
    EXPECT_EQ(c.modelSpec.moe.experts, 128);
    EXPECT_EQ(c.parallel.gpus, 128);
    EXPECT_EQ(c.parallel.model.tensor, 2);
    EXPECT_EQ(c.parallel.model.pipeline, 8);
    EXPECT_EQ(c.parallel.model.expert, 16);
    EXPECT_EQ(c.parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(c.parallel.sequenceParallelDegree, 2);
    EXPECT_EQ(c.setup.gradAccumulation, 128);
    EXPECT_EQ(c.setup.seqLen, 8192);
    const ObjectiveSetup& o = c.setup.objective;
    EXPECT_EQ(o.objective, Objective::Grpo);
    EXPECT_EQ(o.generation, GenerationEngine::Colocated);
    EXPECT_EQ(o.engineTensorParallel, 16);
    EXPECT_EQ(o.generationBatch, 4);
    EXPECT_EQ(o.meanCompletionLen, 5671);
    EXPECT_DOUBLE_EQ(o.engineMemoryFraction, 0.6);
    EXPECT_TRUE(c.packedRollouts);
    ASSERT_TRUE(c.measuredTokensPerSecondPerGpu);
    EXPECT_NEAR(*c.measuredTokensPerSecondPerGpu, 512.0 * 5671 / 506 / 128, 1e-9);
}

TEST(RlStepValidation, EveryStepIsPredicted)
{
    const std::vector<ThroughputCase> cases = rlCases();
    std::vector<ThroughputPrediction> predictions;
    for (const ThroughputCase& c : cases) {
        predictions.push_back(predictThroughputCase(c, bundledCatalog()));
        const ThroughputPrediction& p = predictions.back();
        ASSERT_TRUE(p.predicted) << c.id;
        EXPECT_GT(p.estimate.generationSeconds, 0.0) << c.id;
        std::printf("%s pred %8.1f meas %8.1f err %+7.1f%% generation %.1f s of %.1f s per optimizer step\n",
                    c.id.c_str(), *p.predicted, p.measured.value_or(0), p.signedPctError, p.estimate.generationSeconds,
                    p.estimate.stepSeconds);
    }
    const ThroughputValidationSummary s = summariseThroughput(cases, predictions, {});
    EXPECT_EQ(s.skipped, 0);
    EXPECT_EQ(s.overall.count, 5);
    bool generation = false;
    for (const ErrorStats& m : s.perMechanism)
        generation = generation || (m.group == "generation" && m.count == 5);
    EXPECT_TRUE(generation);
}

// A value the schema does not know is refused for its row, and degrees far beyond any cluster are read without
// overflow and refused by the layout check.
TEST(RlStepValidation, HostileRowsAreRefusedNotRead)
{
    const std::string header = "case_id,confidence,model,num_gpus,gpu,gpu_catalog_name,generations_per_prompt,"
                               "generated_sequences_per_step,max_total_sequence_length,generated_mean_sequence_length,"
                               "train_global_batch,train_micro_batch,generation_tp,train_tp,train_cp,train_ep,train_pp,"
                               "engine,gpu_memory_utilization,sequence_packing,reference_kl_penalty,measured_step_s\n";
    const std::string text = header + "X1,medium,meta-llama/Llama-3.1-8B,8,H100,H100 SXM,8,64,2048,900,64,1,1,1,1,1,1,"
                                      "sglang,0.5,true,0,60\n"
                                      "X2,medium,meta-llama/Llama-3.1-8B,8,H100,H100 SXM,8,64,2048,900,999999999,1,1,"
                                      "999999999,999999999,1,999999999,vllm_colocated,0.5,true,0,60\n";
    const auto parsed = parseRlStepCases(text);
    ASSERT_TRUE(parsed.ok());
    ASSERT_EQ(parsed->size(), 2u);
    ASSERT_TRUE((*parsed)[0].inputError);
    EXPECT_EQ((*parsed)[0].inputError->field, "engine");
    EXPECT_FALSE((*parsed)[1].inputError);
    const ThroughputPrediction p = predictThroughputCase((*parsed)[1], bundledCatalog());
    EXPECT_FALSE(p.predicted);
    EXPECT_TRUE(p.error);
}

// NeMo RL v0.6 (tests/data/rl-steps/nemo-rl-v0.6-grpo.csv): the on-policy rows of its DGX-H100 and GB200 NVL72
// tables. A GB200 row's NVLink segment (its recipe's cluster.segment_size × 4 GPUs a tray) is the node the layout's
// collectives see; a DGX-H100 row keeps its 8-GPU servers.
TEST(RlStepValidation, GraceBlackwellRowsRunOnTheirNvlinkSegment)
{
    const std::vector<ThroughputCase> cases = rlCases("nemo-rl-v0.6-grpo.csv");
    ASSERT_EQ(cases.size(), 10u);
    for (const ThroughputCase& c : cases) {
        const bool gb200 = c.gpuCatalogName == "GB200";
        EXPECT_EQ(c.gpusPerNode, gb200 ? (c.parallel.gpus == 16 ? 16 : 64) : 8) << c.id;
        const ThroughputPrediction p = predictThroughputCase(c, bundledCatalog());
        ASSERT_TRUE(p.predicted) << c.id;
        EXPECT_GT(p.estimate.generationSeconds, 0.0) << c.id;
        std::printf("%s %-6s %3d GPUs pred %8.1f meas %8.1f err %+7.1f%% generation %.1f s of %.1f s per optimizer "
                    "step\n",
                    c.id.c_str(), c.gpuCatalogName.c_str(), c.parallel.gpus, *p.predicted, p.measured.value_or(0),
                    p.signedPctError, p.estimate.generationSeconds, p.estimate.stepSeconds);
    }
    // RLS110: Qwen3-30B-A3B on 16 GB200s: 2,048 sequences of 3,199 tokens a step of 221 s.
    EXPECT_NEAR(*cases[9].measuredTokensPerSecondPerGpu, 2048.0 * 3199 / 221 / 16, 1e-9);
}

} // namespace
} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput model on measured runs with a model-parallel or sequence-parallel layout (issue 15):
// tests/data/frontier-throughput-cases.csv and tests/data/throughput-cases.csv (copies of shared/validation), rows
// rated medium or better whose GPU the bundled catalog has: median absolute error <= 20 %, 90th percentile <= 45 %.
// TUNEFIT_THROUGHPUT_ROWS=1 prints every layout row with its components.
#include "core/catalog/BundledCatalog.h"
#include "core/validation/ThroughputCases.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace tunefit {
namespace {

struct Loaded
{
    std::vector<ThroughputCase> cases;
    std::vector<ThroughputPrediction> predictions;
};

Loaded load(const char* file)
{
    Loaded l;
    std::string path = TUNEFIT_SOURCE_DIR "/tests/data/";
    path += file;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    auto parsed = parseThroughputCases(text.str());
    if (!parsed.ok())
        return l;
    l.cases = std::move(parsed).value();
    for (const ThroughputCase& c : l.cases)
        l.predictions.push_back(predictThroughputCase(c, bundledCatalog()));
    return l;
}

/// Both files, concatenated.
const Loaded& loaded()
{
    static const Loaded data = [] {
        Loaded all = load("frontier-throughput-cases.csv");
        Loaded more = load("throughput-cases.csv");
        all.cases.insert(all.cases.end(), more.cases.begin(), more.cases.end());
        all.predictions.insert(all.predictions.end(), more.predictions.begin(), more.predictions.end());
        return all;
    }();
    return data;
}

void print(const ErrorStats& s)
{
    std::printf("  %-28s n=%3d median %6.1f%%  p90 %6.1f%%  mean signed %+6.1f%%\n", s.group.c_str(), s.count,
                s.medianAbsPct, s.p90AbsPct, s.meanSignedPct);
}

const std::vector<std::string> kMediumOrBetter = {"high", "medium-high", "medium"};

TEST(ThroughputLayoutValidation, ReadsTheLayoutColumns)
{
    const Loaded& l = loaded();
    ASSERT_EQ(l.cases.size(), 65u + 202u); // 62 frontier rows and torchtitan 7a04053's three Float8 runs
    auto find = [&](const std::string& id) -> const ThroughputCase& {
        for (const ThroughputCase& c : l.cases)
            if (c.id == id)
                return c;
        ADD_FAILURE() << id;
        return l.cases.front();
    };
    // H2T001: Qwen3-235B-A22B, TP 2 (Megatron SP), PP 8 with VPP 4 in the notes, EP 32; 128 experts top-8.
    const ThroughputCase& h1 = find("H2T001");
    EXPECT_EQ(h1.parallel.model.tensor, 2);
    EXPECT_TRUE(h1.parallel.model.sequenceParallel);
    EXPECT_EQ(h1.parallel.model.pipeline, 8);
    EXPECT_EQ(h1.parallel.model.virtualStages, 4);
    EXPECT_EQ(h1.parallel.model.expert, 32);
    EXPECT_EQ(h1.modelSpec.moe.experts, 128);
    EXPECT_EQ(h1.modelSpec.moe.activeExperts, 8);
    EXPECT_EQ(h1.modelSpec.moe.expertFfn, 1536);
    EXPECT_EQ(h1.modelSpec.headDim, 128);
    EXPECT_EQ(layoutKind(h1), "ep");
    // F2T016: Llama-3.1-405B TP 8 × PP 8 × CP 2 — context parallelism is the ring mechanism.
    const ThroughputCase& f16 = find("F2T016");
    EXPECT_EQ(f16.parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(f16.parallel.sequenceParallelDegree, 2);
    EXPECT_EQ(layoutKind(f16), "tp+pp");
    // F2T039: DeepSpeed-Ulysses over 8 GPUs.
    const ThroughputCase& f39 = find("F2T039");
    EXPECT_EQ(f39.parallel.sequenceParallel, SequenceParallel::Ulysses);
    EXPECT_EQ(f39.parallel.sequenceParallelDegree, 8);
    EXPECT_EQ(layoutKind(f39), "cp");
    // The recipe columns: torchtitan's Float8 tables ran torchao tensorwise with FSDP's float8 all-gather, the
    // 7a04053 rowwise run without it; a row without an FP8 compute runs none.
    EXPECT_EQ(find("F2T003").setup.lowPrecision.recipe, LowPrecisionRecipe::TorchaoFp8Tensorwise);
    EXPECT_TRUE(find("F2T003").setup.lowPrecision.paramGather);
    EXPECT_EQ(find("TTF8T02").setup.lowPrecision.recipe, LowPrecisionRecipe::TorchaoFp8Rowwise);
    EXPECT_FALSE(find("TTF8T02").setup.lowPrecision.paramGather);
    EXPECT_EQ(find("F2T001").setup.lowPrecision.recipe, LowPrecisionRecipe::None);
    // F2T029: force-balanced routing in the notes.
    EXPECT_TRUE(find("F2T029").routing.balanced);
    EXPECT_TRUE(find("F2T029").routing.overlapped);
    EXPECT_TRUE(h1.routing.deduplicated);
    EXPECT_FALSE(h1.routing.balanced);
    EXPECT_EQ(find("F2T031").modelSpec.mla.kvLoraRank, 512);
    // F2T036/F2T035: NeMo AutoModel's table leaves EP "-" but runs DeepEP, which needs an expert-parallel group; its
    // benchmark recipes spread the experts over every GPU (64 of gpt-oss-120b's 128, 8 of gpt-oss-20b's 32).
    EXPECT_EQ(find("F2T036").parallel.model.expert, 64);
    EXPECT_EQ(find("F2T035").parallel.model.expert, 8);
    // TP207: Megatron-Bridge TP 4 × PP 8, VP 5.
    const ThroughputCase& t207 = find("TP207");
    EXPECT_EQ(t207.parallel.model.tensor, 4);
    EXPECT_EQ(t207.parallel.model.pipeline, 8);
    EXPECT_EQ(t207.parallel.model.virtualStages, 5);
}

/// Issue 31's check on the frontier rows without a model- or sequence-parallel layout: median <= 15 %, p90 <= 40 %.
TEST(ThroughputLayoutValidation, FrontierDataParallelRowsWithinThresholds)
{
    static const Loaded frontier = load("frontier-throughput-cases.csv");
    Loaded plain;
    for (size_t i = 0; i < frontier.cases.size(); ++i)
        if (layoutKind(frontier.cases[i]) == "dp") {
            plain.cases.push_back(frontier.cases[i]);
            plain.predictions.push_back(frontier.predictions[i]);
        }
    const ThroughputValidationSummary s = summariseThroughput(plain.cases, plain.predictions, kMediumOrBetter);
    std::printf("frontier rows without model parallelism, confidence medium or better:\n");
    print(s.overall);
    EXPECT_GE(s.overall.count, 12);
    EXPECT_LE(s.overall.medianAbsPct, 15.0);
    EXPECT_LE(s.overall.p90AbsPct, 40.0);
}

TEST(ThroughputLayoutValidation, MediumOrBetterLayoutRowsWithinThresholds)
{
    const Loaded& l = loaded();
    const ThroughputValidationSummary s = summariseThroughput(l.cases, l.predictions, kMediumOrBetter, true);
    std::printf("layout rows, confidence medium or better:\n");
    print(s.overall);
    for (const auto& k : s.perLayout)
        print(k);
    for (const auto& g : s.perGpu)
        print(g);
    if (std::getenv("TUNEFIT_THROUGHPUT_ROWS")) {
        for (size_t i = 0; i < l.cases.size(); ++i) {
            const ThroughputCase& c = l.cases[i];
            if (layoutKind(c) == "dp")
                continue;
            const ThroughputPrediction& p = l.predictions[i];
            const ThroughputEstimate& e = p.estimate;
            std::printf("%s %-11s %-5s %-10s pred %8.1f meas %8.1f err %+6.1f%% %-17s step %.3f comp %.3f mem %.3f "
                        "host %.3f comm %.3f (mp %.3f a2a %.3f) bubble %.3f %s\n",
                        c.id.c_str(), c.confidence.c_str(), layoutKind(c).c_str(), p.gpu.c_str(),
                        p.predicted.value_or(0), p.measured.value_or(0), p.signedPctError, bottleneckName(e.bottleneck),
                        e.stepSeconds, e.computeSeconds, e.memoryBoundSeconds, e.hostSeconds, e.exposedCommSeconds,
                        e.modelParallelCommSeconds, e.expertAllToAllSeconds, e.pipelineBubbleSeconds,
                        p.error ? p.error->field.c_str() : "");
        }
    }
    EXPECT_EQ(s.skipped, 0);
    EXPECT_GE(s.overall.count, 15);
    EXPECT_LE(s.overall.medianAbsPct, 20.0);
    EXPECT_LE(s.overall.p90AbsPct, 45.0);
}

} // namespace
} // namespace tunefit

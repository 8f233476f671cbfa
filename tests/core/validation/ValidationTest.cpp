// SPDX-License-Identifier: GPL-3.0-or-later
// The estimator against published, measured peak memory (tests/data/validation-cases.csv, a copy of
// shared/validation/validation-cases.csv): thresholds from issue #2.
#include "core/validation/MemoryCases.h"

#include "core/io/Csv.h"
#include "core/training/ParallelLayout.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include <fstream>
#include <sstream>

using namespace tunefit;

namespace {

std::vector<MemoryCase> loadCases()
{
    std::ifstream file(std::string(TUNEFIT_TEST_DATA) + "/validation-cases.csv");
    std::stringstream text;
    text << file.rdbuf();
    auto cases = parseMemoryCases(text.str());
    EXPECT_TRUE(cases.ok());
    return cases.ok() ? *cases : std::vector<MemoryCase>{};
}

} // namespace

TEST(MemoryValidation, HighConfidenceCasesWithinTheErrorBudget)
{
    const auto cases = loadCases();
    ASSERT_GE(cases.size(), 200u);
    std::vector<MemoryPrediction> predictions;
    for (const auto& c : cases)
        predictions.push_back(predictCase(c));
    const auto summary = summarise(cases, predictions, {"high", "medium-high"});
    EXPECT_GE(summary.overall.count, 140);
    // Issue 2 set 10% / 25%; issue 14 holds the figures reached since (8.4% / 19.2% before its mechanisms).
    EXPECT_LE(summary.overall.medianAbsPct, 9.0);
    EXPECT_LE(summary.overall.p90AbsPct, 20.0);
    for (const auto& m : summary.perMethod)
        RecordProperty(m.group, std::to_string(m.medianAbsPct));
}

TEST(MemoryValidation, EveryRecordedOomIsPredictedNotToFit)
{
    const auto cases = loadCases();
    int ooms = 0;
    for (const auto& c : cases) {
        if (!c.oom || !c.complete)
            continue;
        ++ooms;
        const MemoryPrediction p = predictCase(c);
        ASSERT_TRUE(p.fits.has_value()) << c.id;
        EXPECT_FALSE(*p.fits) << c.id;
    }
    EXPECT_GE(ooms, 5);
}

TEST(MemoryValidation, MalformedFilesAreRejectedWithTheReason)
{
    auto missing = parseMemoryCases("case_id,confidence\nGT1,high\n");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::MissingColumn);
    auto unterminated = parseMemoryCases("case_id\n\"GT1\n");
    ASSERT_FALSE(unterminated.ok());
    EXPECT_EQ(unterminated.error().code, ErrorCode::MalformedCsv);
}

TEST(MemoryValidation, PercentileInterpolatesBetweenRanks)
{
    EXPECT_DOUBLE_EQ(percentile({1, 2, 3, 4, 5}, 0.5), 3.0);
    EXPECT_DOUBLE_EQ(percentile({1, 2, 3, 4}, 0.5), 2.5);
    EXPECT_DOUBLE_EQ(percentile({0, 10}, 0.9), 9.0);
}

namespace {

/// The header and the first case of the bundled validation file, with `column` set to `value`.
std::string firstCaseWith(const std::string& column, const std::string& value)
{
    std::ifstream file(std::string(TUNEFIT_TEST_DATA) + "/validation-cases.csv");
    std::stringstream text;
    text << file.rdbuf();
    const auto table = csv::parse(text.str());
    EXPECT_TRUE(table && !table->records.empty());
    std::vector<std::string> fields = table->records.front().fields;
    fields.at(size_t(table->column(column))) = value;
    return csv::joinRow(table->header) + "\n" + csv::joinRow(fields) + "\n";
}

// Issue 12: std::stoi threw std::out_of_range on "gradient accumulation 99999999999" and the process aborted.
TEST(MemoryValidation, AnOversizedCountInTheNotesIsAnInputErrorNotACrash)
{
    const auto cases = parseMemoryCases(firstCaseWith("notes", "gradient accumulation 99999999999"));
    ASSERT_TRUE(cases.ok());
    ASSERT_EQ(cases->size(), 1u);
    ASSERT_TRUE(cases->front().inputError);
    EXPECT_EQ(cases->front().inputError->field, "notes");
    const MemoryPrediction p = predictCase(cases->front());
    EXPECT_FALSE(p.predictedGiB);
    EXPECT_TRUE(p.error);
}

// Issue 12: a denormal measured value gave percent errors of inf, and "nan nan inf" in the summaries.
TEST(MemoryValidation, AMeasurementTooSmallToBeRealIsRefused)
{
    const auto cases = parseMemoryCases(firstCaseWith("measured_gib_per_gpu", "4.9e-324"));
    ASSERT_TRUE(cases.ok());
    ASSERT_TRUE(cases->front().inputError);
    EXPECT_EQ(errorCodeKey(cases->front().inputError->code), "out_of_range");
    EXPECT_EQ(cases->front().inputError->field, "measured_gib_per_gpu");
    std::vector<MemoryPrediction> predictions{predictCase(cases->front())};
    const MemoryValidationSummary summary = summarise(*cases, predictions, {});
    EXPECT_EQ(summary.overall.count, 0);
    EXPECT_EQ(summary.skipped, 1);
}

} // namespace

namespace {

std::vector<MemoryCase> loadFile(const std::string& name)
{
    std::ifstream file(std::string(TUNEFIT_TEST_DATA) + "/" + name);
    std::stringstream text;
    text << file.rdbuf();
    auto cases = parseMemoryCases(text.str());
    EXPECT_TRUE(cases.ok());
    return cases.ok() ? *cases : std::vector<MemoryCase>{};
}

void printStats(const char* title, const std::vector<ErrorStats>& groups)
{
    std::printf("%s\n%-22s %4s %9s %9s %9s\n", title, "group", "n", "median%", "p90%", "signed%");
    for (const ErrorStats& g : groups)
        std::printf("%-22s %4d %9.1f %9.1f %+9.1f\n", g.group.c_str(), g.count, g.medianAbsPct, g.p90AbsPct,
                    g.meanSignedPct);
}

} // namespace

// The frontier cases (tests/data/frontier-cases.csv, a copy of shared/validation/frontier-cases.csv) read with their
// addendum columns; the table is printed for the record, and rows that need model parallelism (tensor, pipeline,
// expert; Megatron sequence parallelism) are reported as not expressible.
TEST(MemoryValidation, FrontierCasesReadWithTheirAddendumColumns)
{
    const auto cases = loadFile("frontier-cases.csv");
    ASSERT_GE(cases.size(), 70u);
    std::vector<MemoryPrediction> predictions;
    int objectives = 0;
    int notExpressible = 0;
    for (const auto& c : cases) {
        predictions.push_back(predictCase(c));
        objectives += c.setup.objective.objective != Objective::Sft;
        notExpressible += c.inputError && c.inputError->code == ErrorCode::Unsupported;
    }
    EXPECT_GE(objectives, 10);
    for (const auto& confidences :
         {std::vector<std::string>{"high", "medium-high", "medium"}, std::vector<std::string>{}}) {
        const auto summary = summarise(cases, predictions, confidences);
        std::printf("\nfrontier, %s: %d scored, %d skipped (%d rows need model parallelism), OOM %d/%d\n",
                    confidences.empty() ? "all rows" : "medium or better", summary.overall.count, summary.skipped,
                    notExpressible, summary.oomPredictedNotFitting, summary.oomCases);
        printStats("overall", {summary.overall});
        printStats("by objective", summary.perObjective);
        printStats("by method", summary.perMethod);
    }
    for (const bool rated : {true, false}) {
        std::printf("\nscored rows, %s:\n", rated ? "medium or better" : "medium-low and low");
        for (size_t i = 0; i < cases.size(); ++i) {
            const MemoryCase& c = cases[i];
            const MemoryPrediction& p = predictions[i];
            const bool good = c.confidence == "high" || c.confidence == "medium-high" || c.confidence == "medium";
            if (good != rated || !p.predictedGiB)
                continue;
            std::printf("%-8s %-12s %-6s %-28s measured %6.1f predicted %6.1f%s\n", c.id.c_str(), c.confidence.c_str(),
                        c.method.c_str(), c.model.c_str(), c.measuredGiB.value_or(0), *p.predictedGiB,
                        c.oom ? (p.fits && !*p.fits ? " (OOM, predicted not to fit)" : " (OOM, predicted to fit)")
                              : "");
        }
    }
    std::printf("\nobjective rows:\n");
    for (size_t i = 0; i < cases.size(); ++i) {
        const MemoryCase& c = cases[i];
        if (c.objective == "sft")
            continue;
        const MemoryPrediction& p = predictions[i];
        std::printf("%-8s %-12s %-11s %-13s measured %6.1f predicted %s %s\n", c.id.c_str(), c.confidence.c_str(),
                    c.objective.c_str(), c.method.c_str(), c.measuredGiB.value_or(0),
                    p.predictedGiB ? std::to_string(*p.predictedGiB).c_str() : "-",
                    p.error ? (std::string(errorCodeKey(p.error->code)) + " " + p.error->field).c_str() : "");
    }
}

TEST(MemoryValidation, AddendumColumnsLeftEmptyKeepTheSftEstimate)
{
    // The bundled file with the fourteen addendum columns appended, empty (as shared/validation writes it): every
    // row reads as SFT and predicts exactly as before.
    std::ifstream file(std::string(TUNEFIT_TEST_DATA) + "/validation-cases.csv");
    std::stringstream text;
    text << file.rdbuf();
    const auto table = csv::parse(text.str());
    ASSERT_TRUE(table);
    std::vector<std::string> header = table->header;
    for (const char* column :
         {"objective", "reference_model", "pairs_per_micro_batch_doubling", "tensor_parallel", "pipeline_parallel",
          "expert_parallel", "context_parallel", "sequence_parallel", "sequence_parallel_degree", "moe_shared_experts",
          "moe_shared_ffn_intermediate", "moe_dense_layers", "data_parallel", "config_file"})
        header.push_back(column);
    std::string extended = csv::joinRow(header) + "\n";
    for (const csv::Record& record : table->records) {
        std::vector<std::string> fields = record.fields;
        fields.resize(header.size());
        extended += csv::joinRow(fields) + "\n";
    }
    const auto before = loadCases();
    const auto after = parseMemoryCases(extended);
    ASSERT_TRUE(after.ok());
    ASSERT_EQ(after->size(), before.size());
    std::vector<MemoryPrediction> predictions;
    for (size_t i = 0; i < before.size(); ++i) {
        EXPECT_EQ((*after)[i].setup.objective.objective, Objective::Sft);
        const MemoryPrediction a = predictCase(before[i]);
        const MemoryPrediction b = predictCase((*after)[i]);
        EXPECT_EQ(a.predictedGiB, b.predictedGiB) << before[i].id;
        predictions.push_back(b);
    }
    const auto summary = summarise(*after, predictions, {"high", "medium-high"});
    std::printf("bundled validation, high and medium-high: n %d, median %.1f%%, p90 %.1f%%\n", summary.overall.count,
                summary.overall.medianAbsPct, summary.overall.p90AbsPct);
}

// Issue 14's budget on the frontier rows rated medium or better without model parallelism: median ≤ 12%, 90th
// percentile ≤ 30%, every recorded out-of-memory run predicted not to fit.
TEST(MemoryValidation, FrontierCasesWithinTheErrorBudget)
{
    // Model-parallel rows have their own budget (issue 15, FrontierLayoutCasesWithinTheErrorBudget).
    std::vector<MemoryCase> cases;
    for (auto& c : loadFile("frontier-cases.csv"))
        if (!usesModelParallelism(c.parallel))
            cases.push_back(std::move(c));
    std::vector<MemoryPrediction> predictions;
    for (const auto& c : cases)
        predictions.push_back(predictCase(c));
    const auto summary = summarise(cases, predictions, {"high", "medium-high", "medium"});
    std::printf("frontier rows without model parallelism, medium or better: n %d, median %.1f%%, p90 %.1f%%\n",
                summary.overall.count, summary.overall.medianAbsPct, summary.overall.p90AbsPct);
    EXPECT_GE(summary.overall.count, 24);
    EXPECT_LE(summary.overall.medianAbsPct, 12.0);
    EXPECT_LE(summary.overall.p90AbsPct, 30.0);
    EXPECT_GE(summary.oomCases, 1);
    EXPECT_EQ(summary.oomPredictedNotFitting, summary.oomCases);
    // Every expressible out-of-memory row of the file, whatever its rating.
    for (size_t i = 0; i < cases.size(); ++i) {
        if (cases[i].oom && predictions[i].fits) {
            EXPECT_FALSE(*predictions[i].fits) << cases[i].id;
        }
    }
}

namespace {

const MemoryCase* findCase(const std::vector<MemoryCase>& cases, const std::string& id)
{
    for (const MemoryCase& c : cases)
        if (c.id == id)
            return &c;
    return nullptr;
}

double relativeError(const MemoryCase& c)
{
    const MemoryPrediction p = predictCase(c);
    EXPECT_TRUE(p.predictedGiB && c.measuredGiB) << c.id;
    return p.predictedGiB && c.measuredGiB ? (*p.predictedGiB - *c.measuredGiB) / *c.measuredGiB : 1e9;
}

} // namespace

// The named misses, each by its mechanism: a 486,607-token gpt-oss-20b QLoRA step on one 80 GB card
// (offloaded checkpointing, tiled MLP, fused loss) was predicted at 202 GiB against 70.5 measured; torchtune's
// Llama-2-7B low-memory full fine-tune (paged AdamW with the step in backward) at 3.6x; torchtitan's op-level
// selective checkpointing at 2x.
TEST(MemoryValidation, NamedMissesWithinTheBand)
{
    const auto frontier = loadFile("frontier-cases.csv");
    const auto published = loadCases();
    for (const char* id : {"H2M002", "F2M001", "F2M008"}) {
        const MemoryCase* c = findCase(frontier, id);
        ASSERT_TRUE(c) << id;
        EXPECT_LE(std::abs(relativeError(*c)), 0.20) << id;
    }
    const MemoryCase* lowMemory = findCase(published, "GT038");
    ASSERT_TRUE(lowMemory);
    EXPECT_TRUE(lowMemory->setup.optimizerInBackward);
    EXPECT_LE(std::abs(relativeError(*lowMemory)), 0.25);
    // Context parallelism without tensor parallelism is ring attention over the data-parallel GPUs.
    const MemoryCase* ring = findCase(frontier, "F2M007");
    ASSERT_TRUE(ring);
    EXPECT_EQ(ring->parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(ring->parallel.sequenceParallelDegree, 8);
    EXPECT_LE(std::abs(relativeError(*ring)), 0.15);
}

// Issue 15: the frontier rows with a model-parallel layout (tensor, pipeline, expert parallelism, alone or with
// context parallelism), read from ../shared/validation next to the checkout. Rows rated medium or better: median
// absolute error ≤ 15%, 90th percentile ≤ 35%. Every layout row, whatever its rating, is expressible; the table of
// errors by kind of layout and by GPU is printed for the record.
TEST(MemoryValidation, FrontierLayoutCasesWithinTheErrorBudget)
{
    std::ifstream file(TUNEFIT_SOURCE_DIR "/../shared/validation/frontier-cases.csv");
    if (!file)
        GTEST_SKIP() << "no ../shared/validation/frontier-cases.csv";
    std::stringstream text;
    text << file.rdbuf();
    auto parsed = parseMemoryCases(text.str());
    ASSERT_TRUE(parsed.ok());
    std::vector<MemoryCase> cases;
    for (auto& c : *parsed)
        if (usesModelParallelism(c.parallel))
            cases.push_back(std::move(c));
    ASSERT_GE(cases.size(), 20u);
    std::vector<MemoryPrediction> predictions;
    ErrorAccumulator byKind;
    ErrorAccumulator byGpu;
    ErrorAccumulator lower;
    std::printf("\nlayout rows:\n");
    for (const auto& c : cases) {
        const MemoryPrediction p = predictCase(c);
        // Every layout is expressible, and every model: GLM-4.5/4.6's 96 heads of 128 over hidden 4096/5120 (issue 28:
        // head_dim is a width of its own) included.
        EXPECT_FALSE(c.inputError) << c.id << " " << (c.inputError ? c.inputError->field : "");
        EXPECT_FALSE(p.error) << c.id << " " << (p.error ? p.error->field : "");
        predictions.push_back(p);
        if (!p.predictedGiB || !c.measuredGiB)
            continue;
        const double signedPct = (*p.predictedGiB - *c.measuredGiB) / *c.measuredGiB * 100.0;
        const bool rated = c.confidence == "high" || c.confidence == "medium-high" || c.confidence == "medium";
        (rated ? byKind : lower).add(layoutKind(c.parallel), signedPct);
        if (rated)
            byGpu.add(c.gpu.empty() ? "unstated" : c.gpu.substr(0, 22), signedPct);
        std::printf("%-8s %-11s %-10s %-28s dp %-3d M %-3d measured %6.1f predicted %6.1f %+6.1f%%\n", c.id.c_str(),
                    c.confidence.c_str(), layoutKind(c.parallel).c_str(), c.model.c_str(),
                    dataParallelDegree(c.parallel), c.setup.gradAccumulation, *c.measuredGiB, *p.predictedGiB,
                    signedPct);
    }
    printStats("medium or better, by layout", byKind.all());
    printStats("medium or better, by GPU", byGpu.all());
    printStats("medium-low and low, by layout", lower.all());
    const auto summary = summarise(cases, predictions, {"high", "medium-high", "medium"});
    EXPECT_GE(summary.overall.count, 9);
    EXPECT_LE(summary.overall.medianAbsPct, 15.0);
    EXPECT_LE(summary.overall.p90AbsPct, 35.0);
    const auto all = summarise(cases, predictions, {});
    std::printf("medium or better: n %d median %.1f%% p90 %.1f%%; all layout rows: n %d median %.1f%% p90 %.1f%%\n",
                summary.overall.count, summary.overall.medianAbsPct, summary.overall.p90AbsPct, all.overall.count,
                all.overall.medianAbsPct, all.overall.p90AbsPct);
}

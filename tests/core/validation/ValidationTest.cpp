// SPDX-License-Identifier: GPL-3.0-or-later
// The estimator against published, measured peak memory (tests/data/validation-cases.csv, a copy of
// shared/validation/validation-cases.csv): thresholds from issue #2.
#include "validation/MemoryCases.h"

#include "io/Csv.h"

#include <gtest/gtest.h>

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
    EXPECT_LE(summary.overall.medianAbsPct, 10.0);
    EXPECT_LE(summary.overall.p90AbsPct, 25.0);
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
    EXPECT_EQ(missing.error().code, "missing_column");
    auto unterminated = parseMemoryCases("case_id\n\"GT1\n");
    ASSERT_FALSE(unterminated.ok());
    EXPECT_EQ(unterminated.error().code, "malformed_csv");
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
    EXPECT_EQ(cases->front().inputError->code, "out_of_range");
    EXPECT_EQ(cases->front().inputError->field, "measured_gib_per_gpu");
    std::vector<MemoryPrediction> predictions{predictCase(cases->front())};
    const MemoryValidationSummary summary = summarise(*cases, predictions, {});
    EXPECT_EQ(summary.overall.count, 0);
    EXPECT_EQ(summary.skipped, 1);
}

} // namespace

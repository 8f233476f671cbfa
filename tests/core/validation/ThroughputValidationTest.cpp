// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput model against published measured runs (tests/data/throughput-cases.csv, a copy of
// shared/validation/throughput-cases.csv): on rows of confidence high / medium-high that have tokens/s per GPU and a
// catalog GPU, median absolute error <= 20 % and 90th percentile <= 50 %.
#include "core/catalog/BundledCatalog.h"
#include "core/validation/ThroughputCases.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace tunefit {
namespace {

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Loaded
{
    std::vector<ThroughputCase> cases;
    std::vector<ThroughputPrediction> predictions;
};

const Loaded& loaded()
{
    static const Loaded data = [] {
        Loaded l;
        const std::string text = readFile(TUNEFIT_SOURCE_DIR "/tests/data/throughput-cases.csv");
        auto parsed = parseThroughputCases(text);
        if (!parsed.ok())
            return l;
        l.cases = std::move(parsed).value();
        for (const ThroughputCase& c : l.cases)
            l.predictions.push_back(predictThroughputCase(c, bundledCatalog()));
        return l;
    }();
    return data;
}

void print(const ErrorStats& s)
{
    std::printf("  %-28s n=%3d median %6.1f%%  p90 %6.1f%%  mean signed %+6.1f%%\n", s.group.c_str(), s.count,
                s.medianAbsPct, s.p90AbsPct, s.meanSignedPct);
}

TEST(ThroughputValidation, ParsesEveryRow)
{
    const Loaded& l = loaded();
    ASSERT_EQ(l.cases.size(), 202u);
    // Only the litgpt resource-table rows publish no sequence length (and no token count); they cannot be modelled.
    int errors = 0;
    for (const ThroughputCase& c : l.cases) {
        if (!c.inputError)
            continue;
        ++errors;
        EXPECT_FALSE(c.measuredTokensPerSecondPerGpu.has_value()) << c.id;
    }
    EXPECT_EQ(errors, 9);
}

TEST(ThroughputValidation, HighConfidenceRowsWithinThresholds)
{
    const Loaded& l = loaded();
    const ThroughputValidationSummary s = summariseThroughput(l.cases, l.predictions, {"high", "medium-high"});
    std::printf("high + medium-high rows:\n");
    print(s.overall);
    for (const auto& m : s.perMethod)
        print(m);
    for (const auto& g : s.perGpu)
        print(g);
    if (std::getenv("TUNEFIT_THROUGHPUT_ROWS")) {
        for (size_t i = 0; i < l.cases.size(); ++i) {
            const ThroughputPrediction& p = l.predictions[i];
            std::printf("%s %-12s %-14s %-6s pred %9.1f meas %9.1f err %+7.1f%% %s comp %.3f mem %.3f host %.3f "
                        "comm %.3f step %.3f\n",
                        p.id.c_str(), l.cases[i].confidence.c_str(), l.cases[i].gpuCatalogName.c_str(),
                        l.cases[i].method.c_str(), p.predicted.value_or(0), p.measured.value_or(0), p.signedPctError,
                        bottleneckName(p.estimate.bottleneck), p.estimate.computeSeconds, p.estimate.memoryBoundSeconds,
                        p.estimate.hostSeconds, p.estimate.exposedCommSeconds, p.estimate.stepSeconds);
        }
    }
    EXPECT_EQ(s.skipped, 0);
    EXPECT_GE(s.overall.count, 100);
    EXPECT_LE(s.overall.medianAbsPct, 20.0);
    EXPECT_LE(s.overall.p90AbsPct, 50.0);
}

TEST(ThroughputValidation, AllRowsWithCatalogGpuPredicted)
{
    const Loaded& l = loaded();
    for (size_t i = 0; i < l.cases.size(); ++i) {
        const ThroughputCase& c = l.cases[i];
        if (c.gpuCatalogName.empty() || c.inputError)
            continue;
        EXPECT_TRUE(l.predictions[i].predicted.has_value()) << c.id;
    }
}

} // namespace
} // namespace tunefit

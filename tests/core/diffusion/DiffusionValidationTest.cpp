// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 34's checks against measured image and video runs (tests/data/diffusion/measured-cases.csv, with their
// sources): memory median ≤ 12 %, p90 ≤ 30 %; time median ≤ 15 %, p90 ≤ 40 %; every reported out-of-memory run
// predicted not to fit.
#include "core/catalog/BundledCatalog.h"
#include "core/validation/DiffusionCases.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace tunefit {
namespace {

std::string readFile(const char* path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

DiffusionValidation validation()
{
    const auto cases = parseDiffusionCases(readFile(TUNEFIT_SOURCE_DIR "/tests/data/diffusion/measured-cases.csv"),
                                           bundledDenoiserLibrary(), bundledCatalog());
    EXPECT_TRUE(cases.ok());
    return validateDiffusion(cases ? *cases : std::vector<DiffusionCase>{}, bundledCatalog());
}

TEST(DiffusionValidation, MemoryWithinTheIssuesBounds)
{
    const DiffusionValidation v = validation();
    const ErrorStats all = v.memory.stats("overall");
    EXPECT_GE(all.count, 25);
    EXPECT_LE(all.medianAbsPct, 12.0);
    EXPECT_LE(all.p90AbsPct, 30.0);
}

TEST(DiffusionValidation, TimeWithinTheIssuesBounds)
{
    const DiffusionValidation v = validation();
    const ErrorStats all = v.time.stats("overall");
    EXPECT_GE(all.count, 5);
    EXPECT_LE(all.medianAbsPct, 15.0);
    EXPECT_LE(all.p90AbsPct, 40.0);
}

TEST(DiffusionValidation, EveryOutOfMemoryRunPredictedNotToFit)
{
    const DiffusionValidation v = validation();
    EXPECT_GE(v.oomRows, 3);
    EXPECT_EQ(v.oomPredicted, v.oomRows);
}

} // namespace
} // namespace tunefit

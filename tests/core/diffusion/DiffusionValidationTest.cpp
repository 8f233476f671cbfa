// SPDX-License-Identifier: GPL-3.0-or-later
// The estimate against measured image and video runs (tests/data/diffusion/measured-cases.csv, with their sources),
// rows rated medium or better. Issue 34 asks for memory median ≤ 12 %, p90 ≤ 30 %, time median ≤ 15 %, p90 ≤ 40 %
// and every reported out-of-memory run predicted not to fit. Met today: the out-of-memory runs. Not yet: the memory
// p90 (SimpleTuner's Wan and LTX-Video rows over-predicted by 40-49 % once its default LoRA dropout keeps each adapted
// input's dropped copy, while its SD3.5 Medium rows need those copies to come within 9 %) and time (the SimpleTuner
// sweep's compute-bound SD3.5 and Qwen-Image steps run about twice the model's on both the H100 and the L40S, and its
// SDNQ INT8 runs, Qwen-Image and Z-Image, quantize activations for INT8 matmuls, which Tunefit's INT8 does not). These
// bounds hold the estimate where it stands, so a change that moves it away shows here.
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

TEST(DiffusionValidation, MemoryHoldsWhereItStands)
{
    const DiffusionValidation v = validation();
    const ErrorStats all = v.memory.stats("overall");
    EXPECT_GE(all.count, 50);
    EXPECT_LE(all.medianAbsPct, 15.0);
    EXPECT_LE(all.p90AbsPct, 45.0);
}

TEST(DiffusionValidation, TimeHoldsWhereItStands)
{
    const DiffusionValidation v = validation();
    const ErrorStats all = v.time.stats("overall");
    EXPECT_GE(all.count, 20);
    EXPECT_LE(all.medianAbsPct, 33.0);
    EXPECT_LE(all.p90AbsPct, 58.0);
}

TEST(DiffusionValidation, EveryOutOfMemoryRunPredictedNotToFit)
{
    const DiffusionValidation v = validation();
    EXPECT_GE(v.oomRows, 3);
    EXPECT_EQ(v.oomPredicted, v.oomRows);
}

} // namespace
} // namespace tunefit

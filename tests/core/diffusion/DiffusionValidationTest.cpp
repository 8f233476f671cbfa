// SPDX-License-Identifier: GPL-3.0-or-later
// The estimate against measured image and video runs (tests/data/diffusion/measured-cases.csv, with their sources),
// rows rated medium or better. Issue 34 asks for memory median ≤ 12 %, p90 ≤ 30 %, time median ≤ 15 %, p90 ≤ 40 %
// and every reported out-of-memory run predicted not to fit. All four hold: time median 14.2 %, p90 32.6 % (stop 56:
// the recompute under gradient checkpointing repeats the Python forward's host time, not autograd's engine's, which
// brought the median from 22 % and held the SimpleTuner sweep's checkpointed rows to their unchecked pairs; the U-Nets'
// kernels counted from diffusers' ResNet and attention-block code). Rows that
// train on SDNQ's INT8 (`int8-sdnq`) are not scored: Tunefit does not model SDNQ, and its SimpleTuner reader refuses
// that precision the same way. The time bounds are the issue's, the p90 held where it stands, so a change that moves
// the estimate away shows here.
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

// A row's target set is read as named: empty is every linear (the column's default), and a value that names no set
// marks the row unreadable rather than guessing.
TEST(DiffusionValidation, TargetSetsReadAsNamed)
{
    const std::string table = readFile(TUNEFIT_SOURCE_DIR "/tests/data/diffusion/measured-cases.csv");
    const std::string header = table.substr(0, table.find('\n') + 1);
    std::string row;
    for (size_t start = header.size(); start < table.size();) {
        const size_t end = table.find('\n', start);
        const std::string line = table.substr(start, end - start);
        if (line.rfind("DIF072,", 0) == 0)
            row = line;
        start = end == std::string::npos ? table.size() : end + 1;
    }
    ASSERT_NE(row.find(",image_attention,"), std::string::npos);
    std::string unknown = row;
    unknown.replace(unknown.find(",image_attention,"), 17, ",mlp_only,");
    const auto cases =
        parseDiffusionCases(header + row + "\n" + unknown + "\n", bundledDenoiserLibrary(), bundledCatalog());
    ASSERT_TRUE(cases.ok());
    ASSERT_EQ(cases->size(), 2u);
    EXPECT_FALSE((*cases)[0].inputError.has_value());
    EXPECT_EQ((*cases)[0].job.setting.targets, LoraTargets::ImageAttention);
    ASSERT_TRUE((*cases)[1].inputError.has_value());
    EXPECT_EQ((*cases)[1].inputError->field, "lora_targets");
}

TEST(DiffusionValidation, MemoryHoldsWhereItStands)
{
    const DiffusionValidation v = validation();
    const ErrorStats all = v.memory.stats("overall");
    EXPECT_GE(all.count, 60);
    EXPECT_LE(all.medianAbsPct, 12.0);
    EXPECT_LE(all.p90AbsPct, 30.0);
}

TEST(DiffusionValidation, TimeHoldsWhereItStands)
{
    const DiffusionValidation v = validation();
    const ErrorStats all = v.time.stats("overall");
    EXPECT_GE(all.count, 35);
    EXPECT_LE(all.medianAbsPct, 15.0);
    EXPECT_LE(all.p90AbsPct, 33.0);
}

TEST(DiffusionValidation, EveryOutOfMemoryRunPredictedNotToFit)
{
    const DiffusionValidation v = validation();
    EXPECT_GE(v.oomRows, 3);
    EXPECT_EQ(v.oomPredicted, v.oomRows);
}

// The trainers' "fits in N GB" statements: 13 of 17 hold today (kohya's full Flux fine-tune on 24 GB among them once
// its fused backward pass frees each gradient, and FLUX.1 Kontext's LoRA on a 24 G card); the four others are a
// CPU-offloaded optimizer, "a bit more than 9G" read as a bound, and Wan runs with an unstated number of swapped
// blocks.
TEST(DiffusionValidation, FitsStatementsHoldWhereTheyStand)
{
    const DiffusionValidation v = validation();
    EXPECT_EQ(v.boundRows, 17);
    EXPECT_GE(v.boundsHeld, 13);
}

} // namespace
} // namespace tunefit

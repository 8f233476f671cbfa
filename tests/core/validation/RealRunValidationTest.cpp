// SPDX-License-Identifier: GPL-3.0-or-later
// Public runs kept with their whole configuration (tests/data/run-logs/real, issue 33) against the memory estimate.
#include "core/validation/MemoryCases.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace tunefit {
namespace {

// LLaMA-13B full fine-tuning on one H800 with DeepSpeed ZeRO-2 and the optimizer on the CPU ran at 59.4 GiB
// (nvidia-smi). DeepSpeed keeps the fp32 gradient partition with the fp32 masters on the CPU under offload; counting
// it on the GPU as well put the estimate at 105.6 GiB, a job the card ran called one it cannot.
TEST(RealRunValidation, ZeroTwoWithTheOptimizerOffloadedFitsWhereItRan)
{
    std::ifstream in(TUNEFIT_SOURCE_DIR "/tests/data/run-logs/real/memory-cases.csv", std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    auto cases = parseMemoryCases(text.str());
    ASSERT_TRUE(cases.ok());
    ASSERT_EQ(cases.value().size(), 1u);
    const MemoryPrediction p = predictCase(cases.value().front());
    ASSERT_TRUE(p.absPctError);
    EXPECT_LE(*p.absPctError, 15.0);
    ASSERT_TRUE(p.fits.has_value());
    EXPECT_TRUE(*p.fits);
}

} // namespace
} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Library entries whose architecture adds a mechanism (issue 34), counted by hand from their configs: Wan's
// image-to-video models, Chroma's pruned modulation, and each text encoder's own prompt length.
#include "core/catalog/BundledCatalog.h"
#include "core/diffusion/DenoiserCount.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionMemory.h"
#include "core/diffusion/DiffusionTime.h"
#include "core/plan/DeviceRates.h"

#include "tests/core/diffusion/DiffusionTestJobs.h"

#include <gtest/gtest.h>

namespace tunefit {
namespace {

using diffusion_tests::gpuNamed;
using diffusion_tests::jobFor;

// Wan 2.1 I2V 14B is Wan 2.1 T2V 14B's DiT with an image context in every cross-attention (Wan2.1
// wan/modules/model.py WanI2VCrossAttention: k_img and v_img, Linear(5120, 5120) each, over 257 CLIP ViT-H/14 tokens).
// By hand from the config: 40 × 2 × 5,120² more block weights; an adapter on every linear adapts those two more,
// 40 × 2 × (5,120 + 5,120) × rank; each latent token's attention reads 257 more keys, 4 × n × 257 × 5,120 FLOPs a
// block.
TEST(DiffusionCount, Wan21ImageToVideoReadsImageTokensThroughItsOwnKeys)
{
    const DiffusionJob t2v = jobFor("Wan-AI/Wan2.1-T2V-14B");
    DiffusionJob i2v = jobFor("Wan-AI/Wan2.1-I2V-14B-720P");
    ASSERT_EQ(i2v.setting, t2v.setting);
    EXPECT_NEAR(blockWeights(i2v.model) - blockWeights(t2v.model), 40.0 * 2 * 5120 * 5120, 1.0);
    EXPECT_NEAR(trainedParams(i2v.model, i2v.setting) - trainedParams(t2v.model, t2v.setting),
                40.0 * 2 * (5120 + 5120) * i2v.setting.rank, 1.0);
    const DenoiserTokens tokens = denoiserTokens(i2v.model, i2v.setting);
    EXPECT_NEAR(groupAttentionFlops(i2v.model.blocks[0], tokens) - groupAttentionFlops(t2v.model.blocks[0], tokens),
                40.0 * 4 * tokens.latent * 257 * 5120, 1e3);
    // Its CLIP image encoder (0.632 B) sits on the card beside umT5 when the encoders do.
    i2v.setting.textEncoders = HelperPlacement::Gpu;
    DiffusionJob t2vEncoders = t2v;
    t2vEncoders.setting.textEncoders = HelperPlacement::Gpu;
    EXPECT_NEAR(estimateDiffusionMemory(i2v).bytesOf(DiffusionPart::TextEncoders) -
                    estimateDiffusionMemory(t2vEncoders).bytesOf(DiffusionPart::TextEncoders),
                0.632e9 * 2, 1e6);
}

// Wan 2.2 I2V A14B reads the image through its latents alone (in_channels 36): the T2V experts' blocks, and where the
// VAE runs on the card it encodes the conditioning clip, as large as the sample, besides the sample.
TEST(DiffusionCount, Wan22ImageToVideoEncodesItsConditioningClip)
{
    DiffusionJob i2v = jobFor("Wan-AI/Wan2.2-I2V-A14B");
    DiffusionJob t2v = jobFor("Wan-AI/Wan2.2-T2V-A14B");
    EXPECT_EQ(i2v.model.blocks, t2v.model.blocks);
    i2v.setting.vae = t2v.setting.vae = HelperPlacement::Gpu;
    const Gpu& h100 = gpuNamed("H100 SXM");
    EXPECT_NEAR(diffusionStepTime(i2v, h100)->helpers, 2 * diffusionStepTime(t2v, h100)->helpers, 1e-12);
}

// Each text encoder runs over the prompt up to its own length: FLUX.1's CLIP-L reads 77 tokens beside T5's 512.
TEST(DiffusionTime, EachEncoderRunsUpToItsOwnLength)
{
    DiffusionJob flux = jobFor("flux.1-dev");
    flux.setting.textEncoders = HelperPlacement::Gpu;
    const Gpu& h100 = gpuNamed("H100 SXM");
    double flops = 0;
    for (const TextEncoderSpec& t : flux.textEncoders)
        flops += 2.0 * t.paramsB * 1e9 * (t.key == "clip-l" ? 77 : 512);
    ASSERT_EQ(flux.textEncoders.size(), 2u);
    const std::optional<DeviceRates> rates = deviceRates(h100, Compute::BF16);
    EXPECT_NEAR(diffusionStepTime(flux, h100)->helpers, flops / rates->gemmFlops, 1e-9);
}

// Chroma is FLUX.1-schnell's blocks without their adaLN linears (one approximator makes the modulation): by hand,
// 19 double blocks lose 2 × 6 h² and 38 single blocks 3 h² each, h = 3,072 (FLUX.1 flux/modules/layers.py Modulation).
TEST(DiffusionCount, ChromaIsFluxWithoutPerBlockModulation)
{
    const DiffusionJob chroma = jobFor("lodestones/Chroma1-HD");
    const DiffusionJob schnell = jobFor("flux.1-schnell");
    const double h = 3072;
    EXPECT_NEAR(blockWeights(schnell.model) - blockWeights(chroma.model), 19 * 12 * h * h + 38 * 3 * h * h, 1e6);
    EXPECT_EQ(chroma.textEncoders.size(), 1u); // T5-XXL alone
}

} // namespace
} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Vision-language jobs (issue 14): images per sample, the vision tower's activations, frozen or trained. The
// expectations are worked by hand from Gemma 3's vision tower (google/gemma-3-4b-it vision_config: SigLIP with 27
// blocks of width 1152, 16 heads, MLP 4304 with GELU, LayerNorm and biases; 896-pixel images in 14-pixel patches =
// 4096 patches, pooled to mm_tokens_per_image = 256 tokens) or are properties, never numbers read off the estimator.
#include "TestModels.h"
#include "core/memory/Activations.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/ModelState.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

ModelSpec gemma3_4b()
{
    const ModelPreset* preset = findPreset("gemma-3-4b");
    EXPECT_NE(preset, nullptr);
    return preset ? preset->spec : ModelSpec{};
}

/// Full fine-tuning in bf16 with FlashAttention, two 256-token images per 2048-token sample.
TrainingSetup twoImages()
{
    TrainingSetup t;
    t.method = Method::Full;
    t.weightDType = DType::BF16;
    t.compute = Compute::BF16;
    t.microBatch = 1;
    t.seqLen = 2048;
    t.attention = Attention::Flash;
    t.images.perSample = 2;
    return t;
}

ActivationMemory activations(const ModelSpec& m, const TrainingSetup& t)
{
    const ModelState state = modelState(m, t, Parallelism{}, countParameters(m));
    return activationMemory(m, t, Parallelism{}, state);
}

MemoryBreakdown estimate(const ModelSpec& m, const TrainingSetup& t)
{
    const auto r = estimateMemory(m, t, Parallelism{});
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().field);
    return r.ok() ? *r : MemoryBreakdown{};
}

// One SigLIP block per patch in bf16 (a = 2 bytes), saved for backward:
//   two LayerNorm inputs            2 × 2 × 1152              =  9,216
//   Q, K, V (kernel), its output, the o_proj input  5 × 2 × 1152 = 11,520
//   GELU MLP: fc1 output and GELU output  2 × 2 × 4304       = 17,216
//                                                             = 37,952 bytes per patch per block.
// Patches of the micro-batch: 1 sample × 2 images × 256 tokens × 16 patches per token = 8,192.
constexpr double kBytesPerPatchLayer = 37'952;
constexpr double kPatches = 8'192;
constexpr double kOneBlock = kPatches * kBytesPerPatchLayer; // 310,902,784 bytes

} // namespace

TEST(Vision, FrozenTowerSavesNothingAndHoldsOneBlockWhileItRuns)
{
    const ModelSpec m = gemma3_4b();
    ASSERT_EQ(m.vision.tokenMerge, 16);
    ASSERT_EQ(m.vision.imageTokens, 256);
    const ActivationMemory act = activations(m, twoImages());
    EXPECT_DOUBLE_EQ(act.visionPatches, kPatches);
    EXPECT_DOUBLE_EQ(act.visionBytesPerPatchLayer, kBytesPerPatchLayer);
    EXPECT_DOUBLE_EQ(act.visionTransient, kOneBlock);
    EXPECT_EQ(act.visionStored, 0.0);
    EXPECT_EQ(act.visionBackward, 0.0);

    // In the breakdown: a row that says why it is zero.
    const MemoryBreakdown b = estimate(m, twoImages());
    EXPECT_EQ(b[MemoryComponent::VisionActivations].bytes, 0.0);
    EXPECT_EQ(b[MemoryComponent::VisionActivations].basis.kind, BasisKind::VisionFrozen);
    EXPECT_TRUE(applies(b[MemoryComponent::VisionActivations]));
}

TEST(Vision, TrainedTowerSavesEveryBlockAndItsProjector)
{
    const ModelSpec m = gemma3_4b();
    TrainingSetup t = twoImages();
    t.images.trainTower = true;
    // Gemma3MultiModalProjector per image token (512 of them): the RMSNorm's input and the projection's input,
    // 2 × 2 bytes × 1152 = 4,608 bytes: 2,359,296 bytes.
    const double projector = 512.0 * 2 * 2 * 1152;
    const ActivationMemory act = activations(m, t);
    EXPECT_DOUBLE_EQ(act.visionStored, 27 * kOneBlock + projector); // 8,396,734,464 bytes, 7.82 GiB
    EXPECT_DOUBLE_EQ(act.visionBackward, kOneBlock);

    // Gradient checkpointing keeps each block's input only (8,192 patches × 1152 × 2 bytes) and recomputes one
    // block in backward, with its gradients.
    t.checkpointing = Checkpointing::Full;
    const ActivationMemory checkpointed = activations(m, t);
    EXPECT_DOUBLE_EQ(checkpointed.visionStored, 27 * kPatches * 1152 * 2 + projector); // 511,967,232 bytes
    EXPECT_DOUBLE_EQ(checkpointed.visionBackward, 2 * kOneBlock);
}

TEST(Vision, TrainingTheTowerTrainsItsParametersOrItsAdapters)
{
    const ModelSpec m = gemma3_4b();
    const ParameterCount p = countParameters(m);
    TrainingSetup t = twoImages();
    const int64_t frozenTower = trainableParameters(m, t);
    t.images.trainTower = true;
    EXPECT_EQ(trainableParameters(m, t) - frozenTower, p.vision);

    // LoRA r = 8 on q and v: the tower's 27 blocks get two adapters of 8 × (1152 + 1152) each = 995,328.
    t.method = Method::LoRA;
    t.adapter.rank = 8;
    t.adapter.targets = Target::Q | Target::V;
    t.images.trainTower = false;
    const int64_t textOnly = trainableParameters(m, t);
    t.images.trainTower = true;
    EXPECT_EQ(trainableParameters(m, t) - textOnly, 27 * 2 * 8 * (1152 + 1152));
}

TEST(Vision, MoreImageTokensNeverLowerMemory)
{
    const ModelSpec m = gemma3_4b();
    for (const bool trained : {false, true}) {
        for (const Checkpointing ckpt : {Checkpointing::None, Checkpointing::Full}) {
            double previous = 0;
            for (const int images : {0, 1, 2, 4, 7}) {
                TrainingSetup t = twoImages();
                t.images.trainTower = trained;
                t.checkpointing = ckpt;
                t.images.perSample = images;
                const MemoryBreakdown b = estimate(m, t);
                EXPECT_GE(b.wholeDevice, previous) << images << " images, trained " << trained;
                previous = b.wholeDevice;
            }
            // Tokens per image, at 2 images.
            previous = 0;
            for (const int tokens : {64, 256, 576, 1024}) {
                TrainingSetup t = twoImages();
                t.images.trainTower = trained;
                t.checkpointing = ckpt;
                t.images.tokensPerImage = tokens;
                const MemoryBreakdown b = estimate(m, t);
                EXPECT_GE(b.wholeDevice, previous) << tokens << " tokens per image";
                previous = b.wholeDevice;
            }
        }
    }
}

TEST(Vision, FrozenTowerAddsNoSavedActivations)
{
    const ModelSpec m = gemma3_4b();
    TrainingSetup none = twoImages();
    none.images.perSample = 0;
    TrainingSetup some = twoImages();
    some.images.perSample = 6;
    const ActivationMemory a = activations(m, none);
    const ActivationMemory b = activations(m, some);
    EXPECT_DOUBLE_EQ(b.stored + b.visionStored, a.stored + a.visionStored);
    // The text tower's tokens are the same: image tokens take positions of the 2048-token sequence.
    EXPECT_DOUBLE_EQ(b.tokensPerGpu, a.tokensPerGpu);
}

TEST(Vision, ATextOnlyModelIgnoresImages)
{
    const ModelSpec m = test::llama31_8b();
    TrainingSetup plain = twoImages();
    plain.images.perSample = 0;
    TrainingSetup images = twoImages();
    images.images.perSample = 4;
    images.images.tokensPerImage = 256;
    images.images.trainTower = true;
    const MemoryBreakdown a = estimate(m, plain);
    const MemoryBreakdown b = estimate(m, images);
    EXPECT_DOUBLE_EQ(b.wholeDevice, a.wholeDevice);
    EXPECT_EQ(b.trainableParams, a.trainableParams);
    EXPECT_FALSE(applies(b[MemoryComponent::VisionActivations]));
}

TEST(Vision, ImageTokensMustFitTheSequenceAndOnlySomeMethodsTrainTheTower)
{
    const ModelSpec m = gemma3_4b();
    TrainingSetup t = twoImages();
    t.images.perSample = 9; // 9 × 256 = 2304 tokens in a 2048-token sequence
    auto r = estimateMemory(m, t, Parallelism{});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().field, "image_tokens_per_sample");
    ASSERT_TRUE(r.error().allowed.has_value());
    EXPECT_EQ(r.error().allowed->max, 2048);

    t = twoImages();
    t.images.perSample = -1;
    r = estimateMemory(m, t, Parallelism{});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().field, "images_per_sample");

    t = twoImages();
    t.method = Method::PrefixTuning;
    t.adapter.virtualTokens = 20;
    t.images.trainTower = true;
    r = estimateMemory(m, t, Parallelism{});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::Inconsistent);
    EXPECT_EQ(r.error().field, "train_vision_tower");

    // A custom tower that does not say its image size needs the job's tokens per image.
    ModelSpec custom = m;
    custom.vision.imageTokens = 0;
    t = twoImages();
    r = estimateMemory(custom, t, Parallelism{});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().field, "tokens_per_image");
    t.images.tokensPerImage = 100;
    EXPECT_TRUE(estimateMemory(custom, t, Parallelism{}).ok());
}

// Many images through a frozen tower, a fused loss and checkpointing: the tower's block while it runs, before the
// text tower has saved anything, is the step's peak, and the components still add up to it.
TEST(Vision, TheTowersOwnMomentCanHoldThePeak)
{
    const ModelSpec m = gemma3_4b();
    TrainingSetup t = twoImages();
    t.method = Method::LoRA;
    t.seqLen = 8192;
    t.images.perSample = 32; // 32 × 256 = 8,192 image tokens: 131,072 patches, 4.97 GB for one SigLIP block
    t.checkpointing = Checkpointing::Full;
    t.loss = LossImpl::Fused;
    const MemoryBreakdown b = estimate(m, t);
    EXPECT_EQ(b.peakPhase, PeakPhase::Forward);
    EXPECT_DOUBLE_EQ(b[MemoryComponent::Buffers].bytes, 131'072.0 * kBytesPerPatchLayer);
    EXPECT_EQ(b[MemoryComponent::Activations].bytes, 0.0);
    double sum = 0;
    for (const ComponentMemory& c : b.components)
        if (c.component != MemoryComponent::AllocatorReserve && c.component != MemoryComponent::CudaContext)
            sum += c.bytes;
    EXPECT_NEAR(sum, b.peakAllocated, 1.0);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Activation offload (issue 34): musubi-tuner's --gradient_checkpointing_cpu_offload moves what checkpointing saves,
// each block's input, to CPU RAM inside the checkpointed function (src/musubi_tuner/utils/model_utils.py
// create_cpu_offloading_wrapper: the inputs to the card, the outputs .cpu()). Hand-worked from Wan 2.1 T2V 14B's
// config at 832 × 480 × 81 frames: 21 latent frames of 30 × 52 patches = 32,760 tokens, 5,120 wide, 40 blocks.
#include "core/catalog/BundledCatalog.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionMemory.h"
#include "core/diffusion/DiffusionPlan.h"
#include "core/diffusion/DiffusionTime.h"
#include "core/import/DiffusionImport.h"
#include "core/plan/DeviceRates.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace tunefit {
namespace {

DiffusionJob wanClip()
{
    DiffusionJob job = *diffusionJobFor(bundledDenoiserLibrary(), "Wan-AI/Wan2.1-T2V-14B");
    job.setting.width = 832;
    job.setting.height = 480;
    job.setting.frames = 81;
    job.setting.checkpointing = true;
    return job;
}

// One block's input is 32,760 × 5,120 BF16 values; the 40 saved ones leave the card for CPU RAM, and only the block
// in flight's input and output stay.
TEST(ActivationOffload, TheSavedBlockInputsMoveToCpuRam)
{
    const double blockInput = 32760.0 * 5120 * 2;
    DiffusionJob job = wanClip();
    const DiffusionMemory kept = estimateDiffusionMemory(job);
    job.setting.activationOffload = true;
    const DiffusionMemory offloaded = estimateDiffusionMemory(job);
    EXPECT_NEAR(kept.bytesOf(DiffusionPart::Activations), 40 * blockInput, 1e6);
    EXPECT_NEAR(offloaded.bytesOf(DiffusionPart::Activations), 2 * blockInput, 1e6);
    EXPECT_NEAR(offloaded.hostBytes - kept.hostBytes, 40 * blockInput, 1e6);
    EXPECT_LT(offloaded.wholeDevice, kept.wholeDevice - 30 * blockInput);
}

// Six blocking copies per block and micro-step (in and out, in forward and again in the recompute, and the two
// gradients back), none hidden behind compute: 6 × 40 × the block input over the card's host link.
TEST(ActivationOffload, SixBlockingCopiesPerBlock)
{
    DiffusionJob job = wanClip();
    const Gpu* gpu = findGpu(bundledCatalog(), "RTX 4090");
    ASSERT_NE(gpu, nullptr);
    const std::optional<DiffusionStepTime> kept = diffusionStepTime(job, *gpu);
    job.setting.activationOffload = true;
    const std::optional<DiffusionStepTime> offloaded = diffusionStepTime(job, *gpu);
    ASSERT_TRUE(kept && offloaded);
    const double hostLink = deviceRates(*gpu, Compute::BF16)->hostLink;
    EXPECT_NEAR(offloaded->activationOffload, 6 * 40 * 32760.0 * 5120 * 2 / hostLink, 1e-6);
    EXPECT_NEAR(offloaded->seconds - kept->seconds, offloaded->activationOffload, 1e-9);
    EXPECT_DOUBLE_EQ(kept->activationOffload, 0);
    // Without checkpointing nothing is offloaded: the trainer refuses the flag.
    job.setting.checkpointing = false;
    ASSERT_TRUE(checkDiffusionJob(job));
    EXPECT_EQ(checkDiffusionJob(job)->field, "--activation-offload");
}

// 81 frames of Wan 14B at 480p on a 24 GB card: no saving short of offloading the activations fits (the 40 block
// inputs alone are 12.5 GiB); with them in CPU RAM, fewer blocks need swapping.
TEST(ActivationOffload, TheAdvisorOffloadsWhereNothingElseFits)
{
    const DiffusionJob job = wanClip();
    const Gpu* gpu = findGpu(bundledCatalog(), "RTX 4090");
    ASSERT_NE(gpu, nullptr);
    const std::optional<DiffusionAdvice> advice = adviseDiffusion(job, *gpu);
    ASSERT_TRUE(advice);
    EXPECT_TRUE(advice->setting.activationOffload);
    const auto& changes = advice->changes;
    EXPECT_NE(std::find(changes.begin(), changes.end(), DiffusionChange::ActivationOffload), changes.end());
    EXPECT_LT(advice->setting.blocksSwapped, maxSwappedBlocks(job.model));
    DiffusionJob advised = job;
    advised.setting = advice->setting;
    EXPECT_LE(estimateDiffusionMemory(advised).wholeDevice, memoryBytes(*gpu));
    // Offloading alone, at the most blocks swapped, does not fit without it: the swap count the advice keeps is
    // the fewest that fits.
    advised.setting.blocksSwapped -= 1;
    EXPECT_GT(estimateDiffusionMemory(advised).wholeDevice, memoryBytes(*gpu) * (1 - kDefaultMemoryMargin));
}

// musubi-tuner's flag reads and writes, and nothing lists it as not modelled; a stack without such a flag refuses it.
TEST(ActivationOffload, MusubiFlagRoundTrip)
{
    const Result<DiffusionImport> read = diffusionJobFromConfig(
        "accelerate launch src/musubi_tuner/wan_train_network.py --task t2v-14B --dit wan.safetensors "
        "--gradient_checkpointing --gradient_checkpointing_cpu_offload --network_module networks.lora_wan",
        "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(read.ok()) << read.error().field << " " << read.error().detail;
    EXPECT_TRUE(read->job.setting.activationOffload);
    EXPECT_EQ(read->count(DiffusionImportKind::NotModelled), 0u);
    const Result<std::string> written = exportDiffusionConfig(read->job, DiffusionStack::Musubi);
    ASSERT_TRUE(written.ok()) << written.error().detail;
    EXPECT_NE(written->find("gradient_checkpointing_cpu_offload = true"), std::string::npos);
    DiffusionJob image = *diffusionJobFor(bundledDenoiserLibrary(), "flux.1-dev");
    image.setting.activationOffload = true;
    const Result<std::string> aiToolkit = exportDiffusionConfig(image, DiffusionStack::AiToolkit);
    ASSERT_FALSE(aiToolkit.ok());
    EXPECT_EQ(aiToolkit.error().field, "--activation-offload");
}

// sd-scripts' --cpu_offload_checkpointing is the same wrapper (library/flux_models.py: the checkpointed block's inputs
// moved to the card and its outputs to the CPU inside the non-reentrant checkpoint): it reads as activation offload
// under --gradient_checkpointing and writes back; beside --blocks_to_swap, which flux_train_network.py asserts
// against, it is refused both ways; a network script without checkpointing offloads nothing (train_network.py).
TEST(ActivationOffload, SdScriptsFlagRoundTrip)
{
    const std::string launch =
        "accelerate launch flux_train_network.py --pretrained_model_name_or_path flux1-dev.safetensors "
        "--network_module networks.lora_flux --cpu_offload_checkpointing";
    const Result<DiffusionImport> read =
        diffusionJobFromConfig(launch + " --gradient_checkpointing", "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(read.ok()) << read.error().field << " " << read.error().detail;
    EXPECT_TRUE(read->job.setting.activationOffload);
    const Result<std::string> written = exportDiffusionConfig(read->job, DiffusionStack::Kohya);
    ASSERT_TRUE(written.ok()) << written.error().detail;
    EXPECT_NE(written->find("cpu_offload_checkpointing = true"), std::string::npos);

    const Result<DiffusionImport> unchecked = diffusionJobFromConfig(launch, "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(unchecked.ok());
    EXPECT_FALSE(unchecked->job.setting.activationOffload);

    const Result<DiffusionImport> swapped = diffusionJobFromConfig(
        launch + " --gradient_checkpointing --blocks_to_swap 8", "train.sh", bundledDenoiserLibrary());
    ASSERT_FALSE(swapped.ok());
    EXPECT_EQ(swapped.error().field, "cpu_offload_checkpointing");
    DiffusionJob both = read->job;
    both.setting.blocksSwapped = 8;
    const Result<std::string> refused = exportDiffusionConfig(both, DiffusionStack::Kohya);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, "--activation-offload");
}

} // namespace
} // namespace tunefit

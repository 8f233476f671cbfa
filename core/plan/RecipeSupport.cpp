// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/RecipeSupport.h"

#include "core/plan/GpuSoftware.h"
#include "core/training/OptimizerStates.h"

namespace tunefit {

RecipeSupport recipeSupport(const Gpu& gpu, LowPrecisionRecipe recipe)
{
    const LowPrecisionFormat format = lowPrecisionFormat(recipe);
    if (format == LowPrecisionFormat::None)
        return RecipeSupport::Runs;
    // Transformer Engine builds for CUDA and (AMD's port) ROCm; torchao's float8 runs on both (e4m3fnuz on MI300).
    // NVFP4 exists in NVIDIA's Transformer Engine only, torchao's MX linears call CUDA kernels (torchao
    // prototype/mx_formats: sm_100).
    const bool nvidia = gpu.vendor == "NVIDIA";
    const bool amd = gpu.vendor == "AMD";
    const bool nvidiaOnly = format == LowPrecisionFormat::Nvfp4 || recipe == LowPrecisionRecipe::TorchaoMxfp8;
    if (!(nvidia || (amd && !nvidiaOnly)))
        return RecipeSupport::NotOnVendor;
    if (!gpu.supportsFp8 || !gpu.fp8Tflops || *gpu.fp8Tflops <= 0)
        return RecipeSupport::NoFp8TensorCores;
    // Block-scaled (MX, NVFP4) tensor cores came with the FP4 units (Blackwell's 5th generation, CDNA 4): a card with
    // an FP4 rate is one that runs them (resources/catalog/README.md).
    if (format != LowPrecisionFormat::Fp8 && (!gpu.fp4Tflops || *gpu.fp4Tflops <= 0))
        return RecipeSupport::NoMicroscalingTensorCores;
    return RecipeSupport::Runs;
}

RecipeSupport optimizerSupport(const Gpu& gpu, const TrainingSetup& setup)
{
    const bool nvidia = gpu.vendor == "NVIDIA";
    const bool amd = gpu.vendor == "AMD";
    if (setup.optimizer == Optimizer::AdamW8bit || setup.optimizer == Optimizer::PagedAdamW32 ||
        setup.optimizer == Optimizer::PagedAdamW8bit) {
        if (!supportsBitsAndBytes(gpu))
            return RecipeSupport::OptimizerNotOnVendor;
    }
    // torchao's low-bit optimizers are Python tensor subclasses compiled by torch.compile (Triton on CUDA and ROCm;
    // torchao/optim/README.md), which is why AMD cards count; torchao's own tests skip ROCm ("ROCm enablement in
    // progress", test/test_low_bit_optim.py), so no one has shown them running there. Transformer Engine's FusedAdam
    // builds for CUDA and ROCm.
    const bool torchao = isTorchaoLowBitOptimizer(setup.optimizer);
    const bool teStates = setup.optimizerState == OptimizerStateDType::FP8 && !torchao;
    if ((torchao || teStates) && !(nvidia || amd))
        return RecipeSupport::OptimizerNotOnVendor;
    // FP8 moments are stored, never multiplied: what they need is the hardware FP8 conversion of compute capability
    // 8.9+, which torchao requires for its FP8 optimizers on CUDA (README) and Transformer Engine's FP8-state tests
    // require (tests/pytorch/test_fused_optimizer.py skip without is_fp8_available). The cards with it are the
    // catalog's FP8 cards.
    if (storesFp8Moments(setup) && !gpu.supportsFp8)
        return RecipeSupport::NoFp8OptimizerStates;
    return RecipeSupport::Runs;
}

RecipeSupport setupSupport(const Gpu& gpu, const TrainingSetup& setup)
{
    const RecipeSupport recipe = recipeSupport(gpu, setup.lowPrecision.recipe);
    return recipe != RecipeSupport::Runs ? recipe : optimizerSupport(gpu, setup);
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/RecipeSupport.h"

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

} // namespace tunefit

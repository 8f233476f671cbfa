// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/GpuSoftware.h"

#include "core/plan/RecipeSupport.h"

#include <string_view>

namespace tunefit {

namespace {

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool isNvidia(const Gpu& gpu)
{
    return gpu.vendor == "NVIDIA";
}

bool isAmd(const Gpu& gpu)
{
    return gpu.vendor == "AMD";
}

// FlashAttention-2 needs sm80+ (Dao-AILab/flash-attention README: Ampere, Ada, Hopper; Blackwell in its 2.7.4+
// builds); its ROCm port (composable_kernel and Triton back ends) runs on MI200, MI300 and MI350.
bool runsFlashAttention2(const Gpu& gpu, GpuGeneration g)
{
    using G = GpuGeneration;
    return (isNvidia(gpu) && (g == G::Ampere || g == G::Ada || g == G::Hopper || g == G::Blackwell)) ||
           (isAmd(gpu) && (g == G::Cdna2 || g == G::Cdna3 || g == G::Cdna4));
}

// bitsandbytes: CUDA on compute capability 6.0+ (every NVIDIA card here); its ROCm builds target gfx90a and gfx942
// (CDNA 2 and 3; bitsandbytes 0.49-0.50 installation guide: AMD GPUs officially supported). Not counted: CDNA 4 (no
// gfx950 target yet) and Gaudi (its HPU back end has no 8-bit optimizers).
bool runsBitsAndBytes(const Gpu& gpu, GpuGeneration g)
{
    return isNvidia(gpu) || (isAmd(gpu) && (g == GpuGeneration::Cdna2 || g == GpuGeneration::Cdna3));
}

} // namespace

GpuGeneration gpuGeneration(const Gpu& gpu)
{
    struct Name
    {
        std::string_view prefix;
        GpuGeneration generation;
    };
    static constexpr Name kNames[] = {
        {"Volta", GpuGeneration::Volta},        {"Turing", GpuGeneration::Turing},
        {"Ampere", GpuGeneration::Ampere},      {"Ada", GpuGeneration::Ada},
        {"Hopper", GpuGeneration::Hopper},      {"Blackwell", GpuGeneration::Blackwell},
        {"CDNA 2", GpuGeneration::Cdna2},       {"CDNA 3", GpuGeneration::Cdna3},
        {"CDNA 4", GpuGeneration::Cdna4},       {"CDNA2", GpuGeneration::Cdna2},
        {"CDNA3", GpuGeneration::Cdna3},        {"CDNA4", GpuGeneration::Cdna4},
        {"Habana Gaudi", GpuGeneration::Gaudi}, {"Gaudi", GpuGeneration::Gaudi},
    };
    for (const Name& n : kNames)
        if (startsWith(gpu.architecture, n.prefix))
            return n.generation;
    return GpuGeneration::Unknown;
}

std::string_view gpuGenerationKey(GpuGeneration generation)
{
    static constexpr std::string_view kKeys[] = {"unknown", "volta", "turing", "ampere", "ada",   "hopper",
                                                 "blackwell", "cdna2", "cdna3", "cdna4", "gaudi"};
    return kKeys[size_t(generation)];
}

GpuSoftware gpuSoftware(const Gpu& gpu)
{
    GpuSoftware s;
    s.generation = gpuGeneration(gpu);
    s.flashAttention2 = runsFlashAttention2(gpu, s.generation);
    // FlashAttention-3 is written for Hopper's TMA and warp-group MMA (flash-attention README, hopper/: H100/H800).
    s.flashAttention3 = isNvidia(gpu) && s.generation == GpuGeneration::Hopper;
    s.bitsAndBytes = runsBitsAndBytes(gpu, s.generation);
    for (int r = 1; r < kLowPrecisionRecipeCount; ++r)
        if (recipeSupport(gpu, LowPrecisionRecipe(r)) == RecipeSupport::Runs)
            s.recipes.push_back(LowPrecisionRecipe(r));
    return s;
}

bool supportsFlashAttention(const Gpu& gpu)
{
    return runsFlashAttention2(gpu, gpuGeneration(gpu));
}

bool supportsBitsAndBytes(const Gpu& gpu)
{
    return runsBitsAndBytes(gpu, gpuGeneration(gpu));
}

} // namespace tunefit

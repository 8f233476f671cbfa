// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/training/LowPrecision.h"

#include <string_view>
#include <vector>

/// What the training software runs on a card (issue 32): its generation, the attention kernels, the quantization
/// library and the low-precision recipes. One place for these facts; the advisor, the planner's warnings and the
/// throughput model read them here.
namespace tunefit {

/// A card's generation, named by the catalog's architecture column ("Hopper (+ Grace CPU)" and "Blackwell Ultra"
/// name their generation first); Unknown for a name not listed here.
enum class GpuGeneration
{
    Unknown,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    Cdna2,
    Cdna3,
    Cdna4,
    Gaudi,
};
GpuGeneration gpuGeneration(const Gpu& gpu);
/// Stable keys: "volta", ..., "blackwell", "cdna2" ... "cdna4", "gaudi", "unknown".
std::string_view gpuGenerationKey(GpuGeneration generation);

struct GpuSoftware
{
    GpuGeneration generation = GpuGeneration::Unknown;
    bool flashAttention2 = false;            ///< FlashAttention-2 (Dao-AILab flash-attention, or its ROCm port)
    bool flashAttention3 = false;            ///< FlashAttention-3 (Hopper's warp-specialised, FP8-capable kernels)
    bool bitsAndBytes = false;               ///< bitsandbytes' 4-bit bases and 8-bit/paged optimizers
    std::vector<LowPrecisionRecipe> recipes; ///< the FP8/FP4 recipes it runs (recipeSupport)
};
GpuSoftware gpuSoftware(const Gpu& gpu);

/// Whether the card runs FlashAttention-2 kernels (gpuSoftware().flashAttention2).
bool supportsFlashAttention(const Gpu& gpu);
/// Whether the card runs bitsandbytes' 4-bit bases and 8-bit and paged optimizers (gpuSoftware().bitsAndBytes).
bool supportsBitsAndBytes(const Gpu& gpu);

} // namespace tunefit

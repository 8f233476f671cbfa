// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/training/LowPrecision.h"

namespace tunefit {

/// Whether a card runs a low-precision recipe, and if not, why (issue 32): the planner refuses the card with this
/// reason, and the time is never a silent 16-bit figure.
enum class RecipeSupport
{
    Runs,
    NoFp8TensorCores,          ///< FP8 needs FP8 tensor cores: Ada, Hopper, Blackwell, CDNA 3 and later
    NoMicroscalingTensorCores, ///< MXFP8 and NVFP4 need block-scaled tensor cores: Blackwell, CDNA 4
    NotOnVendor, ///< the recipe's library does not run on the card's platform (Transformer Engine and torchao run
                 ///< on CUDA and ROCm, not on Gaudi; NVFP4 and torchao's MX kernels are NVIDIA-only)
};

/// The one rule of the planner, the throughput model and every front end.
RecipeSupport recipeSupport(const Gpu& gpu, LowPrecisionRecipe recipe);

} // namespace tunefit

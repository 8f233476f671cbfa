// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/training/LowPrecision.h"
#include "core/training/TrainingSetup.h"

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
    // The job's optimizer (optimizerSupport), checked after the recipe.
    OptimizerNotOnVendor, ///< bitsandbytes' optimizers run on NVIDIA cards; torchao's and Transformer Engine's on CUDA
                          ///< and ROCm
    NoFp8OptimizerStates, ///< FP8 moments need a card with FP8 (CUDA compute capability 8.9 and later)
};

/// The one rule of the planner, the throughput model and every front end.
RecipeSupport recipeSupport(const Gpu& gpu, LowPrecisionRecipe recipe);

/// Whether a card runs the job's optimizer with its state dtype (Runs, OptimizerNotOnVendor, NoFp8OptimizerStates).
RecipeSupport optimizerSupport(const Gpu& gpu, const TrainingSetup& setup);

/// The card's support for everything of the setup that needs particular hardware: its recipe, then its optimizer.
RecipeSupport setupSupport(const Gpu& gpu, const TrainingSetup& setup);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ExportRefusal.h"

#include "core/training/EnumKeys.h"
#include "core/training/OptimizerStates.h"
#include "core/training/ParallelLayout.h"
#include "core/training/Qat.h"

#include <string>

namespace tunefit {

/// The FP8 recipes each stack's file can name (axolotl: torchao's Float8 via fp8; LLaMA-Factory and accelerate:
/// torchao tensorwise or Transformer Engine's delayed scaling via fp8_backend / fp8_config.backend); any other
/// recipe, and every recipe in a file that holds no precision (DeepSpeed JSON, torchtune), is refused rather than
/// dropped.
namespace {

std::optional<Error> recipeRefusal(Stack stack, const Job& job)
{
    const LowPrecisionSetup& lp = job.setup.lowPrecision;
    const LowPrecisionRecipe recipe = lp.recipe;
    if (recipe == LowPrecisionRecipe::None)
        return std::nullopt;
    // Blocks kept in 16-bit are Megatron's switch; none of these stacks' files can name them.
    if (lp.sixteenBitBlocksAtStart > 0)
        return Error{ErrorCode::Unsupported, "sixteen_bit_blocks_at_start", std::to_string(lp.sixteenBitBlocksAtStart)};
    if (lp.sixteenBitBlocksAtEnd > 0)
        return Error{ErrorCode::Unsupported, "sixteen_bit_blocks_at_end", std::to_string(lp.sixteenBitBlocksAtEnd)};
    const bool torchao = recipe == LowPrecisionRecipe::TorchaoFp8Tensorwise;
    const bool te = recipe == LowPrecisionRecipe::TeFp8Delayed;
    // torchtune: full_finetune_distributed's enable_fp8_training with fp8_recipe_name (torchtuneFp8).
    const bool torchtune = job.setup.method == Method::Full && job.parallel.gpus > 1 &&
                           (torchao || (recipe == LowPrecisionRecipe::TorchaoFp8Rowwise && !lp.paramGather));
    const bool carried = stack == Stack::Axolotl                                      ? torchao
                         : stack == Stack::LlamaFactory || stack == Stack::Accelerate ? torchao || te
                         : stack == Stack::Torchtune                                  ? torchtune
                                                                                      : false;
    if (carried)
        return std::nullopt;
    return Error{ErrorCode::Unsupported, "low_precision", std::string(keyOf(lowPrecisionKeys(), recipe))};
}

/// The optimizers each stack's file names beyond the HF Trainer's: torchao's FP8 AdamW in axolotl (ao_adamw_fp8) and
/// torchtune (its component path), not in LLaMA-Factory (HF optim names only). FP8 moments of Transformer Engine's
/// FusedAdam only in LLaMA-Factory's Megatron back end. Anything else is refused, never dropped.
std::optional<Error> optimizerRefusal(Stack stack, const Job& job)
{
    const TrainingSetup& t = job.setup;
    if (t.optimizer == Optimizer::TorchaoAdamWFp8 && stack != Stack::Axolotl && stack != Stack::Torchtune)
        return Error{ErrorCode::Unsupported, "optimizer", std::string(keyOf(optimizerKeys(), t.optimizer))};
    if (t.optimizerState == OptimizerStateDType::FP8 &&
        !(stack == Stack::LlamaFactory && usesModelParallelism(job.parallel)))
        return Error{ErrorCode::Unsupported, "optimizer_state",
                     std::string(keyOf(optimizerStateKeys(), t.optimizerState))};
    return std::nullopt;
}

/// The QAT schemes each stack's file can name: torchtune's two QAT quantizers, axolotl's qat dtypes (all but torchao's
/// NVFP4 activations, which axolotl's nvfp4 does not fake); every other stack has no QAT key and refuses it.
std::optional<Error> qatRefusal(Stack stack, QatScheme scheme)
{
    if (scheme == QatScheme::None)
        return std::nullopt;
    const bool torchtune = scheme == QatScheme::Int8DynActInt4Weight || scheme == QatScheme::Int4WeightOnly;
    const bool carried = stack == Stack::Torchtune ? torchtune
                         : stack == Stack::Axolotl ? scheme != QatScheme::Nvfp4DynActNvfp4Weight
                                                   : false;
    if (carried)
        return std::nullopt;
    return Error{ErrorCode::Unsupported, "qat", std::string(keyOf(qatSchemeKeys(), scheme))};
}

} // namespace

std::optional<Error> numberFormatRefusal(Stack stack, const Job& job)
{
    if (auto refusal = recipeRefusal(stack, job))
        return refusal;
    if (auto refusal = optimizerRefusal(stack, job))
        return refusal;
    return qatRefusal(stack, job.setup.qat.scheme);
}

} // namespace tunefit

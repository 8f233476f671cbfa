// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/OptimizerStates.h"

namespace tunefit {

double stateElementBytes(StateFormat format)
{
    return format.codeBytes + (format.blockElements > 0 ? format.scaleBytes / format.blockElements : 0.0);
}

std::optional<StateFormat> quantizedMomentFormat(Optimizer o)
{
    // torchao/optim (pytorch/ao 36027d8; torchao.prototype.low_bit_optim before 0.11): each moment is a tensor
    // subclass of codes and one FP32 scale per block (OptimState8bit/4bit/Fp8.zeros); default blocks of 256 for 8-bit
    // and FP8, 128 for 4-bit (torchao/optim/README.md). HF's adamw_torch_4bit passes block_size 256 unless optim_args
    // name one (transformers optimization: _get_torchao_optimizer), 0.016 B per element less than torchao's default.
    // Tensors under 4096 elements (norms, biases) keep a plain moment in the parameter's dtype: a negligible share.
    switch (o) {
    case Optimizer::TorchaoAdamW8bit:
        return StateFormat{1.0, 256, 4.0}; // uint8 codes into a 256-entry dynamic-tree map
    case Optimizer::TorchaoAdamW4bit:
        return StateFormat{0.5, 128, 4.0}; // two 4-bit codes per byte into a 16-entry map
    case Optimizer::TorchaoAdamWFp8:
        return StateFormat{1.0, 256, 4.0}; // float8_e4m3fn codes
    default:
        return std::nullopt;
    }
}

bool keepsOwnMomentFormat(Optimizer o)
{
    return isTorchaoLowBitOptimizer(o) || o == Optimizer::AdamW8bit || o == Optimizer::PagedAdamW8bit ||
           o == Optimizer::Adafactor;
}

bool isTorchaoLowBitOptimizer(Optimizer o)
{
    return o == Optimizer::TorchaoAdamW8bit || o == Optimizer::TorchaoAdamW4bit || o == Optimizer::TorchaoAdamWFp8;
}

bool storesFp8Moments(const TrainingSetup& setup)
{
    return setup.optimizer == Optimizer::TorchaoAdamWFp8 || setup.optimizerState == OptimizerStateDType::FP8;
}

double fp8StateCastTrafficBytes(const TrainingSetup& setup)
{
    // TransformerEngine transformer_engine/pytorch/optimizers/fused_adam.py (d0067d0): get_unscaled_state reads each
    // FP8 moment and writes it as FP32 (1 + 4 B), _apply_scale reads the FP32 result twice (aminmax, cast) and writes
    // the FP8 codes (4 + 4 + 1 B): 14 B per moment, two moments.
    return setup.optimizerState == OptimizerStateDType::FP8 && !isTorchaoLowBitOptimizer(setup.optimizer) ? 2 * 14.0
                                                                                                          : 0.0;
}

double fp8StateUnscaledBytes(const TrainingSetup& setup)
{
    // fused_adam.py step(): the unscaled FP32 moments of every parameter of a group are collected in unscaled_lists and
    // written back to FP8 only after multi_tensor_adam ran over all of them: two FP32 moments per parameter at once.
    return setup.optimizerState == OptimizerStateDType::FP8 && !isTorchaoLowBitOptimizer(setup.optimizer) ? 2 * 4.0
                                                                                                          : 0.0;
}

double storedMasterBytes(const TrainingSetup& setup)
{
    // Megatron's precision-aware optimizer lets Transformer Engine's FusedAdam hold the masters unless FP8 parameters
    // with a scaling other than delayed need them in Megatron (optimizer_config.py
    // use_precision_aware_optimizer_no_fp8_or_ds_fp8), and with TE 2.1+ stores each one as the 16 bits the BF16
    // parameter lacks (store_param_remainders, default True; fused_adam.py): FP32 rebuilt from BF16 + remainder.
    const LowPrecisionRecipe r = setup.lowPrecision.recipe;
    const bool teHoldsMasters = r == LowPrecisionRecipe::None || r == LowPrecisionRecipe::TeFp8Delayed;
    const bool remainders = setup.optimizerState == OptimizerStateDType::FP8 && setup.compute == Compute::AmpBF16 &&
                            !isTorchaoLowBitOptimizer(setup.optimizer) && teHoldsMasters;
    return remainders ? 2.0 : 4.0;
}

} // namespace tunefit

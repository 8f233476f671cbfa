// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/LowPrecision.h"

#include <algorithm>

namespace tunefit {

LowPrecisionFormat lowPrecisionFormat(LowPrecisionRecipe r)
{
    switch (r) {
    case LowPrecisionRecipe::None:
        return LowPrecisionFormat::None;
    case LowPrecisionRecipe::TeFp8Delayed:
    case LowPrecisionRecipe::TeFp8Current:
    case LowPrecisionRecipe::TeFp8Blockwise:
    case LowPrecisionRecipe::TorchaoFp8Tensorwise:
    case LowPrecisionRecipe::TorchaoFp8Rowwise:
        return LowPrecisionFormat::Fp8;
    case LowPrecisionRecipe::TeMxfp8:
    case LowPrecisionRecipe::TorchaoMxfp8:
        return LowPrecisionFormat::Mxfp8;
    case LowPrecisionRecipe::TeNvfp4:
        return LowPrecisionFormat::Nvfp4;
    }
    return LowPrecisionFormat::None;
}

LowPrecisionKernels lowPrecisionKernels(LowPrecisionRecipe r)
{
    switch (r) {
    case LowPrecisionRecipe::None:
        return LowPrecisionKernels::None;
    case LowPrecisionRecipe::TorchaoFp8Tensorwise:
    case LowPrecisionRecipe::TorchaoFp8Rowwise:
    case LowPrecisionRecipe::TorchaoMxfp8:
        return LowPrecisionKernels::Torchao;
    default:
        return LowPrecisionKernels::TransformerEngine;
    }
}

double lowPrecisionElementBytes(LowPrecisionRecipe r)
{
    switch (lowPrecisionFormat(r)) {
    case LowPrecisionFormat::None:
        return 2.0;
    case LowPrecisionFormat::Fp8:
        return r == LowPrecisionRecipe::TeFp8Blockwise ? 1.0 + 4.0 / 128.0 : 1.0;
    case LowPrecisionFormat::Mxfp8:
        return 1.0 + 1.0 / 32.0;
    case LowPrecisionFormat::Nvfp4:
        return 0.5 + 1.0 / 16.0;
    }
    return 2.0;
}

bool quantizesEachAxis(LowPrecisionRecipe r)
{
    const LowPrecisionFormat format = lowPrecisionFormat(r);
    return format == LowPrecisionFormat::Mxfp8 || format == LowPrecisionFormat::Nvfp4 ||
           r == LowPrecisionRecipe::TeFp8Blockwise || r == LowPrecisionRecipe::TorchaoFp8Rowwise;
}

bool savesQuantizedInputs(LowPrecisionRecipe r)
{
    return lowPrecisionKernels(r) == LowPrecisionKernels::TransformerEngine;
}

double quantizedWeightCopyBytes(const LowPrecisionSetup& lp)
{
    if (lowPrecisionKernels(lp.recipe) != LowPrecisionKernels::TransformerEngine)
        return 0.0;
    // With FP8 parameters (--fp8-param-gather) the primary weight is the row-wise copy; only the column-wise one is
    // extra.
    const double copies = lp.paramGather ? 1.0 : 2.0;
    return copies * lowPrecisionElementBytes(lp.recipe);
}

double lowPrecisionBlockShare(const LowPrecisionSetup& lp, int blocks)
{
    if (lp.recipe == LowPrecisionRecipe::None || blocks <= 0)
        return 0.0;
    const int sixteenBit = std::max(0, lp.sixteenBitBlocksAtStart) + std::max(0, lp.sixteenBitBlocksAtEnd);
    return std::clamp(double(blocks - sixteenBit) / double(blocks), 0.0, 1.0);
}

} // namespace tunefit

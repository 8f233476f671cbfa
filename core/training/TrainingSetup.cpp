// SPDX-License-Identifier: GPL-3.0-or-later
#include "training/TrainingSetup.h"

namespace tunefit {

bool isAdapterMethod(Method m)
{
    return m != Method::Full && m != Method::Freeze;
}

bool isQuantized4bit(BaseQuant q)
{
    return q == BaseQuant::NF4 || q == BaseQuant::NF4DoubleQuant || q == BaseQuant::FP4 ||
           q == BaseQuant::FP4DoubleQuant || q == BaseQuant::GptqInt4;
}

double bytesOf(DType d)
{
    switch (d) {
    case DType::FP32:
        return 4;
    case DType::BF16:
    case DType::FP16:
        return 2;
    case DType::Int8:
        return 1;
    case DType::Int4:
        return 0.5;
    }
    return 2;
}

} // namespace tunefit

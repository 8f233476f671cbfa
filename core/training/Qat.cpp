// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/Qat.h"

#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <string>

namespace tunefit {

bool qatFakesActivations(QatScheme s)
{
    switch (s) {
    case QatScheme::Int8DynActInt4Weight:
    case QatScheme::Float8DynActFloat8Weight:
    case QatScheme::Float8DynActInt4Weight:
    case QatScheme::Nvfp4DynActNvfp4Weight:
    case QatScheme::Mxfp4DynActMxfp4Weight:
        return true;
    case QatScheme::None:
    case QatScheme::Int4WeightOnly:
    case QatScheme::Nvfp4WeightOnly:
        return false;
    }
    return false;
}

int qatGroupSize(const QatSetup& q)
{
    if (q.groupSize > 0)
        return q.groupSize;
    switch (q.scheme) {
    case QatScheme::Int8DynActInt4Weight:
        return 256; // Int8DynActInt4WeightQATQuantizer(groupsize=256), torchtune's qat configs
    case QatScheme::Int4WeightOnly:
    case QatScheme::Float8DynActInt4Weight:
        return 128; // Int4WeightOnlyConfig / Float8DynamicActivationInt4WeightConfig group_size=128
    case QatScheme::Nvfp4DynActNvfp4Weight:
    case QatScheme::Nvfp4WeightOnly:
        return 16; // NVFP4 blocks
    case QatScheme::Mxfp4DynActMxfp4Weight:
        return 32; // OCP MX blocks
    case QatScheme::None:
    case QatScheme::Float8DynActFloat8Weight: // per-row scales
        return 0;
    }
    return 0;
}

QatConflict qatConflict(const ModelSpec& m, const TrainingSetup& t)
{
    if (t.qat.scheme == QatScheme::None)
        return QatConflict::None;
    if (t.baseQuant != BaseQuant::None || t.method == Method::QLoRA)
        return QatConflict::QuantizedBase;
    if (t.lowPrecision.recipe != LowPrecisionRecipe::None)
        return QatConflict::LowPrecisionRecipe;
    if (t.method != Method::Full && t.method != Method::LoRA)
        return QatConflict::Method;
    // torchao's FakeQuantizedLinear refuses in_features % group_size != 0 for grouped weights.
    const int group = qatGroupSize(t.qat);
    if (group > 0) {
        for (const LinearModule& lin : linearModules(m))
            if (lin.in % group != 0)
                return QatConflict::GroupSize;
    }
    return QatConflict::None;
}

std::optional<Error> validateQat(const ModelSpec& m, const TrainingSetup& t)
{
    if (t.qat.groupSize < 0 || t.qat.groupSize > kQatMaxGroupSize)
        return Error{ErrorCode::OutOfRange, "qat.group_size", std::to_string(t.qat.groupSize),
                     AllowedRange{0, double(kQatMaxGroupSize)}};
    switch (qatConflict(m, t)) {
    case QatConflict::None:
        return std::nullopt;
    case QatConflict::QuantizedBase:
        return Error{ErrorCode::Inconsistent, "qat", "qat_needs_16_bit_base"};
    case QatConflict::LowPrecisionRecipe:
        return Error{ErrorCode::Inconsistent, "qat", "qat_with_low_precision_recipe"};
    case QatConflict::Method:
        return Error{ErrorCode::Unsupported, "qat", "qat_needs_full_or_lora"};
    case QatConflict::GroupSize:
        return Error{ErrorCode::NotDivisible, "qat.group_size", std::to_string(qatGroupSize(t.qat))};
    }
    return std::nullopt;
}

} // namespace tunefit

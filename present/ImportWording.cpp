// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/ImportWording.h"

#include "core/training/EnumKeys.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "present/PlanWording.h"

#include <QFileInfo>
#include <QLocale>

namespace tunefit::present {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

/// The job's "a;b;c" target list (or all_linear) as a target set; 0 when none is known.
TargetSet targetsOf(const std::string& value)
{
    if (value == "all_linear")
        return kAllLinear;
    TargetSet set = 0;
    size_t start = 0;
    while (start <= value.size()) {
        const auto semi = value.find(';', start);
        const auto name = value.substr(start, semi == std::string::npos ? std::string::npos : semi - start);
        if (auto t = enumFromKey(targetKeys(), name))
            set |= uint32_t(*t);
        if (semi == std::string::npos)
            break;
        start = semi + 1;
    }
    return set;
}

/// A C-locale number in the user's locale; the text as written when it is not a number.
QString localNumber(const std::string& value)
{
    bool ok = false;
    const double number = QLocale::c().toDouble(qs(value), &ok);
    return ok ? QLocale().toString(number, 'g', 12) : qs(value);
}

template <class E> QString named(std::span<const EnumKey<E>> keys, const std::string& value, QString (*name)(E))
{
    if (auto e = enumFromKey(keys, value))
        return name(*e);
    return {};
}

} // namespace

QString stackTitle(Stack stack)
{
    switch (stack) {
    case Stack::Axolotl:
        return QStringLiteral("axolotl");
    case Stack::LlamaFactory:
        return QStringLiteral("LLaMA-Factory");
    case Stack::Torchtune:
        return QStringLiteral("torchtune");
    case Stack::Trl:
        return QStringLiteral("TRL");
    case Stack::Accelerate:
        return QStringLiteral("accelerate");
    case Stack::DeepSpeed:
        return QStringLiteral("DeepSpeed");
    case Stack::MsSwift:
        return QStringLiteral("ms-swift");
    case Stack::Litgpt:
        return QStringLiteral("litgpt");
    case Stack::OpenRlhf:
        return QStringLiteral("OpenRLHF");
    }
    return qs(stackKey(stack));
}

QString importFieldName(JobField field)
{
    // The error wording already names the job's own fields; the rest are worded here.
    switch (field) {
    case JobField::LoraRank:
    case JobField::LoraAlpha:
    case JobField::LoraDropout:
    case JobField::LoraTargets:
    case JobField::MicroBatch:
    case JobField::SeqLen:
    case JobField::Objective:
    case JobField::Sharding:
    case JobField::Epochs:
        return fieldName(std::string(jobFieldKey(field)));
    case JobField::GradAccum:
        return fieldName("grad_accumulation");
    case JobField::NumGpus:
        return fieldName("gpus");
    case JobField::Quant:
        return fieldName("base_quant");
    case JobField::Model:
        return ImportWording::tr("Model");
    case JobField::Method:
        return ImportWording::tr("Method");
    case JobField::Precision:
        return ImportWording::tr("Precision");
    case JobField::Optimizer:
        return ImportWording::tr("Optimizer");
    case JobField::Packing:
        return ImportWording::tr("Sequence packing");
    case JobField::GradCkpt:
        return ImportWording::tr("Activation checkpointing");
    case JobField::Attention:
        return ImportWording::tr("Attention");
    case JobField::Loss:
        return ImportWording::tr("Loss");
    case JobField::Offload:
        return ImportWording::tr("Offload");
    case JobField::TiledMlp:
        return ImportWording::tr("Tiled MLP");
    case JobField::OptimizerInBackward:
        return ImportWording::tr("Optimizer step in backward");
    case JobField::SequenceParallel:
        return ImportWording::tr("Sequence parallelism");
    case JobField::SpDegree:
        return ImportWording::tr("Sequence-parallel degree");
    case JobField::TensorParallel:
        return ImportWording::tr("Tensor-parallel degree");
    case JobField::PipelineParallel:
        return ImportWording::tr("Pipeline stages");
    case JobField::VirtualStages:
        return ImportWording::tr("Virtual pipeline stages");
    case JobField::ExpertParallel:
        return ImportWording::tr("Expert-parallel degree");
    case JobField::ExpertTensorParallel:
        return ImportWording::tr("Expert tensor-parallel degree");
    case JobField::MegatronSp:
        return ImportWording::tr("Megatron sequence parallelism");
    case JobField::LowPrecision:
        return ImportWording::tr("FP8/FP4 recipe");
    case JobField::PrecisionParamGather:
        return ImportWording::tr("Parameters gathered in the recipe's format");
    case JobField::SixteenBitBlocksAtStart:
        return ImportWording::tr("16-bit blocks at the start");
    case JobField::SixteenBitBlocksAtEnd:
        return ImportWording::tr("16-bit blocks at the end");
    case JobField::OptimizerState:
        return ImportWording::tr("Optimizer state type");
    case JobField::Qat:
        return ImportWording::tr("Quantization-aware training");
    case JobField::QatGroupSize:
        return ImportWording::tr("QAT weight group size");
    }
    return qs(jobFieldKey(field));
}

QString importedValueText(JobField field, const std::string& value)
{
    QString words;
    switch (field) {
    case JobField::Objective:
        words = named(objectiveKeys(), value, &objectiveName);
        break;
    case JobField::Method:
        words = named(methodKeys(), value, &methodName);
        break;
    case JobField::Quant:
        words = named(baseQuantKeys(), value, &baseQuantName);
        break;
    case JobField::LoraTargets:
        if (const TargetSet set = targetsOf(value))
            words = targetsText(set);
        break;
    case JobField::Precision:
        words = named(computeKeys(), value, &computeName);
        break;
    case JobField::LowPrecision:
        words = named(lowPrecisionKeys(), value, &lowPrecisionName);
        break;
    case JobField::Qat:
        words = named(qatSchemeKeys(), value, &qatSchemeName);
        break;
    case JobField::Optimizer:
        words = named(optimizerKeys(), value, &optimizerName);
        break;
    case JobField::OptimizerState:
        words = named(optimizerStateKeys(), value, &optimizerStateName);
        break;
    case JobField::GradCkpt:
        words = named(checkpointingKeys(), value, &checkpointingName);
        break;
    case JobField::Attention:
        words = named(attentionKeys(), value, &attentionName);
        break;
    case JobField::Loss:
        words = named(lossKeys(), value, &lossName);
        break;
    case JobField::Sharding:
        words = named(shardingKeys(), value, &shardingName);
        break;
    case JobField::Offload:
        words = named(offloadKeys(), value, &offloadName);
        break;
    case JobField::SequenceParallel:
        words = named(sequenceParallelKeys(), value, &sequenceParallelName);
        break;
    case JobField::Packing:
    case JobField::TiledMlp:
    case JobField::OptimizerInBackward:
    case JobField::MegatronSp:
    case JobField::PrecisionParamGather:
        if (value == "true" || value == "false")
            words = switchText(value == "true");
        break;
    case JobField::Model:
        return qs(value); // a Hub id or a path: a name
    default:
        break;
    }
    // A value the importer refuses is shown as written; the error names it.
    return words.isEmpty() ? localNumber(value) : words;
}

QString importOriginText(const ImportOrigin& origin)
{
    if (origin.stackDefault)
        return ImportWording::tr("default of %1 (%2)").arg(stackTitle(origin.stack), qs(origin.key));
    const QString file = QFileInfo(qs(origin.file)).fileName();
    if (origin.line <= 0)
        return ImportWording::tr("%1, key %2").arg(file, qs(origin.key));
    return ImportWording::tr("%1:%2, key %3").arg(file, QLocale().toString(origin.line), qs(origin.key));
}

QString unusedReasonText(const UnusedKey& key)
{
    const QString detail = qs(key.detail);
    switch (key.reason) {
    case UnusedReason::NoEffect:
        return ImportWording::tr("no effect on memory, time or cost");
    case UnusedReason::UnknownValue:
        return ImportWording::tr("a value Tunefit does not know");
    case UnusedReason::Superseded:
        return ImportWording::tr("decided by %1").arg(detail);
    case UnusedReason::NotModelled:
        return detail.isEmpty() ? ImportWording::tr("not modelled yet")
                                : ImportWording::tr("not modelled yet (%1)").arg(detail);
    case UnusedReason::Approximated: {
        // The detail is "field=value" in the job's keys (ImportedJob.h), or a number (the completion length).
        const auto eq = key.detail.find('=');
        if (eq != std::string::npos) {
            const std::string name = key.detail.substr(0, eq);
            for (int f = 0; f < kJobFieldCount; ++f) {
                if (jobFieldKey(JobField(f)) == name)
                    return ImportWording::tr("approximated as %1 = %2", "field = value")
                        .arg(importFieldName(JobField(f)), importedValueText(JobField(f), key.detail.substr(eq + 1)));
            }
        }
        return ImportWording::tr("approximated as %1").arg(localNumber(key.detail));
    }
    }
    return {};
}

} // namespace tunefit::present

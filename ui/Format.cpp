// SPDX-License-Identifier: GPL-3.0-or-later
#include "Format.h"

#include "Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace tunefit::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("tunefit::ui::Format", text);
}

QString number(double value)
{
    const double magnitude = std::abs(value);
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QString formatGiB(double bytes, int decimals)
{
    return QLocale().toString(units::toGiB(bytes), 'f', decimals);
}

QString formatCount(double count)
{
    const double magnitude = std::abs(count);
    if (magnitude >= 1e9)
        return tr("%1 B").arg(number(count / 1e9));
    if (magnitude >= 1e6)
        return tr("%1 M").arg(number(count / 1e6));
    if (magnitude >= 1e3)
        return tr("%1 K").arg(number(count / 1e3));
    return QLocale().toString(count, 'f', 0);
}

QString componentName(MemoryComponent component)
{
    switch (component) {
    case MemoryComponent::FrozenWeights:
        return tr("Frozen weights");
    case MemoryComponent::TrainableWeights:
        return tr("Trainable weights");
    case MemoryComponent::Gradients:
        return tr("Gradients");
    case MemoryComponent::OptimizerState:
        return tr("Optimizer state");
    case MemoryComponent::Activations:
        return tr("Activations");
    case MemoryComponent::Logits:
        return tr("Logits");
    case MemoryComponent::Buffers:
        return tr("Buffers");
    case MemoryComponent::CudaContext:
        return tr("CUDA context");
    case MemoryComponent::AllocatorReserve:
        return tr("Allocator reserve");
    }
    return {};
}

QString basisDescription(BasisKind kind)
{
    switch (kind) {
    case BasisKind::None:
        return {};
    case BasisKind::FrozenWeights:
        return tr("Frozen parameters at their storage width (4-bit linears at their quantized size), divided over "
                  "the shards");
    case BasisKind::TrainableWeights:
        return tr("Trained parameters in their data type, divided over the shards");
    case BasisKind::OptimizerState:
        return tr("Optimizer moments and fp32 master copies, divided over the shards");
    case BasisKind::GradientsEarly:
        return tr("Gradients still alive at the end of the forward pass (accumulation, lm_head)");
    case BasisKind::Gradients:
        return tr("Gradients of all trained parameters, divided over the shards");
    case BasisKind::Activations:
        return tr("Activations saved for the backward pass");
    case BasisKind::Logits:
        return tr("Logits and loss tensors at the start of the backward pass");
    case BasisKind::FreedBeforeBackwardEnd:
        return tr("Freed by the end of the backward pass");
    case BasisKind::FreedBeforeStep:
        return tr("Freed before the optimizer step");
    case BasisKind::BuffersForward:
        return tr("One block's working set, gathered shards and dequantization scratch");
    case BasisKind::BuffersBackward:
        return tr("One block's backward working set, gathered shards, unsharded gradients and reduce buffers");
    case BasisKind::StepTemporaries:
        return tr("Scratch memory of the optimizer step");
    case BasisKind::AllocatorReserve:
        return tr("Blocks the PyTorch allocator keeps cached: a share of the transient memory");
    case BasisKind::CudaContext:
        return tr("CUDA context, library workspaces and kernels");
    }
    return {};
}

QString basisText(const Basis& basis)
{
    if (basis.kind == BasisKind::None)
        return {};
    const std::string_view formula = basisFormula(basis.kind);
    QString text = basisDescription(basis.kind) + QStringLiteral(": ") +
                   QString::fromUtf8(formula.data(), qsizetype(formula.size()));
    QStringList terms;
    for (int i = 0; i < basis.termCount; ++i) {
        const BasisTerm& term = basis.terms[size_t(i)];
        const double value = term.value;
        // Terms named "bytes" are memory sizes; other large terms are counts (parameters, vocabulary).
        const bool isSize = term.name == "bytes";
        const QString shown = isSize                   ? formatGiB(value, 2)
                              : std::abs(value) >= 1e4 ? formatCount(value)
                                                       : QLocale().toString(value, 'g', 4);
        terms << QStringLiteral("%1 = %2").arg(QString::fromUtf8(term.name.data(), qsizetype(term.name.size())), shown);
    }
    if (!terms.isEmpty())
        text += QStringLiteral("; ") + terms.join(QStringLiteral(", "));
    return text;
}

QString errorText(const Error& error)
{
    const QString field = QString::fromStdString(error.field);
    const QString detail = QString::fromStdString(error.detail);
    if (error.code == "out_of_range")
        return tr("Cannot estimate: %1 is out of range (%2).").arg(field, detail);
    if (error.code == "empty")
        return tr("Cannot estimate: choose at least one value for %1.").arg(field);
    if (error.code == "inconsistent" && detail == QStringLiteral("several_gpus_need_a_parallel_strategy"))
        return tr("Cannot estimate: several GPUs need a sharding strategy (DDP, ZeRO or FSDP).");
    return tr("Cannot estimate: %1 %2 %3").arg(QString::fromStdString(error.code), field, detail).trimmed();
}

QString fitText(double neededBytes, double capacityBytes)
{
    if (neededBytes <= capacityBytes)
        return tr("Fits: %1 of %2 GiB (%3 GiB free)")
            .arg(formatGiB(neededBytes), formatGiB(capacityBytes), formatGiB(capacityBytes - neededBytes));
    return tr("Does not fit: needs %1 GiB, has %2").arg(formatGiB(neededBytes), formatGiB(capacityBytes));
}

} // namespace tunefit::ui

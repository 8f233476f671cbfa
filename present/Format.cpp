// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/Format.h"

#include "report/JobFile.h"

#include "Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace tunefit::ui {

namespace {

/// The translation context of the formatting helpers (free functions have no tr() of their own).
struct Format
{
    Q_DECLARE_TR_FUNCTIONS(tunefit::ui::Format)
};

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

QString formatDate(const QDate& date)
{
    return QLocale().toString(date, QStringLiteral("d MMM yyyy"));
}

QString formatCount(double count)
{
    const double magnitude = std::abs(count);
    if (magnitude >= 1e9)
        return Format::tr("%1 B").arg(number(count / 1e9));
    if (magnitude >= 1e6)
        return Format::tr("%1 M").arg(number(count / 1e6));
    if (magnitude >= 1e3)
        return Format::tr("%1 K").arg(number(count / 1e3));
    return QLocale().toString(count, 'f', 0);
}

QString componentName(MemoryComponent component)
{
    switch (component) {
    case MemoryComponent::FrozenWeights:
        return Format::tr("Frozen weights");
    case MemoryComponent::TrainableWeights:
        return Format::tr("Trainable weights");
    case MemoryComponent::Gradients:
        return Format::tr("Gradients");
    case MemoryComponent::OptimizerState:
        return Format::tr("Optimizer state");
    case MemoryComponent::Activations:
        return Format::tr("Activations");
    case MemoryComponent::Logits:
        return Format::tr("Logits");
    case MemoryComponent::Buffers:
        return Format::tr("Buffers");
    case MemoryComponent::CudaContext:
        return Format::tr("CUDA context");
    case MemoryComponent::AllocatorReserve:
        return Format::tr("Allocator reserve");
    }
    return {};
}

QString basisDescription(BasisKind kind)
{
    switch (kind) {
    case BasisKind::None:
        return {};
    case BasisKind::FrozenWeights:
        return Format::tr(
            "Frozen parameters at their storage width (4-bit linears at their quantized size), divided over "
            "the shards");
    case BasisKind::TrainableWeights:
        return Format::tr("Trained parameters in their data type, divided over the shards");
    case BasisKind::OptimizerState:
        return Format::tr("Optimizer moments and fp32 master copies, divided over the shards");
    case BasisKind::GradientsEarly:
        return Format::tr("Gradients still alive at the end of the forward pass (accumulation, lm_head)");
    case BasisKind::Gradients:
        return Format::tr("Gradients of all trained parameters, divided over the shards");
    case BasisKind::Activations:
        return Format::tr("Activations saved for the backward pass");
    case BasisKind::Logits:
        return Format::tr("Logits and loss tensors at the start of the backward pass");
    case BasisKind::FreedBeforeBackwardEnd:
        return Format::tr("Freed by the end of the backward pass");
    case BasisKind::FreedBeforeStep:
        return Format::tr("Freed before the optimizer step");
    case BasisKind::BuffersForward:
        return Format::tr("One block's working set, gathered shards and dequantization scratch");
    case BasisKind::BuffersBackward:
        return Format::tr("One block's backward working set, gathered shards, unsharded gradients and reduce buffers");
    case BasisKind::StepTemporaries:
        return Format::tr("Scratch memory of the optimizer step");
    case BasisKind::AllocatorReserve:
        return Format::tr("Blocks the PyTorch allocator keeps cached: a share of the transient memory");
    case BasisKind::CudaContext:
        return Format::tr("CUDA context, library workspaces and kernels");
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
        const QString shown = isSize ? formatGiB(value, 2) + QStringLiteral(" GiB") // a unit symbol in every language
                              : std::abs(value) >= 1e4 ? formatCount(value)
                                                       : QLocale().toString(value, 'g', 4);
        terms << QStringLiteral("%1 = %2").arg(QString::fromUtf8(term.name.data(), qsizetype(term.name.size())), shown);
    }
    if (!terms.isEmpty())
        text += QStringLiteral("; ") + terms.join(QStringLiteral(", "));
    return text;
}

QString allowedRangeText(const Error& error)
{
    if (!error.allowed)
        return {};
    const QLocale locale;
    // Whole numbers in full with grouping ("1,000,000"), others with six significant digits.
    auto number = [&locale](double value) {
        return value == std::floor(value) && std::abs(value) < 1e16 ? locale.toString(qlonglong(value))
                                                                    : locale.toString(value, 'g', 6);
    };
    return Format::tr(" (allowed: %1 to %2)", "the range of values a field accepts")
        .arg(number(error.allowed->min), number(error.allowed->max));
}

QString tooLargeText(const Error& error)
{
    const double billions = QString::fromStdString(error.detail).toDouble() / 1e9;
    const double limit = error.allowed ? error.allowed->max / 1e9 : 0;
    return Format::tr("the model has %1 billion parameters; Tunefit estimates models of up to %2 billion")
        .arg(QLocale().toString(billions, 'f', 0), QLocale().toString(limit, 'f', 0));
}

QString errorText(const Error& error)
{
    const QString field = QString::fromStdString(error.field);
    const QString detail = QString::fromStdString(error.detail);
    if (error.code == "out_of_range")
        return Format::tr("Cannot estimate: %1 is out of range (%2).").arg(field, detail + allowedRangeText(error));
    if (error.code == "too_large")
        return Format::tr("Cannot estimate: %1.").arg(tooLargeText(error));
    if (error.code == "empty")
        return Format::tr("Cannot estimate: choose at least one value for %1.").arg(field);
    if (error.code == "inconsistent" && detail == QStringLiteral("several_gpus_need_a_parallel_strategy"))
        return Format::tr("Cannot estimate: several GPUs need a sharding strategy (DDP, ZeRO or FSDP).");
    return Format::tr("Cannot estimate: %1 %2 %3").arg(QString::fromStdString(error.code), field, detail).trimmed();
}

QString fitText(const FitVerdict& v)
{
    if (v.fits)
        return Format::tr("Fits: %1 of %2 GiB (%3 GiB free)")
            .arg(formatGiB(v.neededBytes), formatGiB(v.capacityBytes), formatGiB(v.freeBytes()));
    if (v.neededBytes <= v.capacityBytes) // inside the card, but not inside the margin
        return Format::tr("Does not fit: needs %1 GiB, %2 of %3 usable (%4% kept free)")
            .arg(formatGiB(v.neededBytes), formatGiB(v.usableBytes), formatGiB(v.capacityBytes),
                 QLocale().toString(v.marginFraction * 100, 'g', 3));
    return Format::tr("Does not fit: needs %1 GiB, has %2").arg(formatGiB(v.neededBytes), formatGiB(v.capacityBytes));
}

QString jobFileErrorText(const QString& name, const Error& e)
{
    const QString field = QString::fromStdString(e.field);
    const QString detail = QString::fromStdString(e.detail);
    if (e.code == "malformed_json")
        return Format::tr("%1 is not valid JSON (the error is near byte %2).").arg(name, detail);
    if (e.code == "wrong_format")
        return Format::tr("%1 is not a Tunefit job file.").arg(name);
    if (e.code == "unsupported_version")
        return Format::tr("%1 was saved by a newer Tunefit (job file version %2; this version reads up to version "
                          "%3). Update Tunefit to open it.")
            .arg(name, detail, QString::number(kJobFileVersion));
    if (e.code == "missing_key")
        return Format::tr("%1 lacks the entry “%2”.").arg(name, field);
    if (e.code == "wrong_type")
        return Format::tr("In %1 the entry “%2” should be of type %3.").arg(name, field, detail);
    if (e.code == "unknown_value")
        return Format::tr("In %1 the entry “%2” has an unknown value “%3”.").arg(name, field, detail);
    if (e.code == "unknown_preset")
        return Format::tr("%1 names the model preset “%2”, which this version does not know.").arg(name, detail);
    if (e.code == "out_of_range")
        return Format::tr("In %1 the entry “%2” is out of range: %3.").arg(name, field, detail + allowedRangeText(e));
    // The job's own checks (validateJob): the estimator's sentence, prefixed with the file.
    return Format::tr("In %1: %2").arg(name, errorText(e));
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/Format.h"

#include "present/ErrorWording.h"

#include "core/report/JobFile.h"

#include "core/Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace tunefit::present {

namespace {

/// The translation context of the formatting helpers (free functions have no tr() of their own).
struct Format
{
    Q_DECLARE_TR_FUNCTIONS(tunefit::present::Format)
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

QString boundedEcho(const QString& value, int maxChars)
{
    QString text = value.size() > maxChars ? value.left(maxChars) : value;
    // A surrogate pair cut in half would print as garbage.
    if (!text.isEmpty() && text.size() < value.size() && text.back().isHighSurrogate())
        text.chop(1);
    for (QChar& c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r'))
            c = QLatin1Char(' ');
    }
    return text.size() < value.size() ? text + QStringLiteral("…") : text;
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
    case MemoryComponent::ReferenceWeights:
        return Format::tr("Reference and reward models");
    case MemoryComponent::ValueModel:
        return Format::tr("Value model");
    case MemoryComponent::GenerationCache:
        return Format::tr("Generation cache");
    case MemoryComponent::VisionActivations:
        return Format::tr("Vision tower activations");
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
    case BasisKind::ReferenceWeights:
        return Format::tr("Frozen reference copy and reward model (PPO's, or one that scores the completions) at the "
                          "policy's storage width, divided over the shards");
    case BasisKind::ValueModel:
        return Format::tr("PPO value model: its weights, gradients and optimizer state");
    case BasisKind::ReferenceForward:
        return Format::tr("Logits and one block's working set of a no-grad reference or scoring forward");
    case BasisKind::ScalarHeadLogits:
        return Format::tr("Score head: one value per token instead of vocabulary logits");
    case BasisKind::GenerationKvCache:
        return Format::tr("Keys and values of every generated sequence, plus one decoding step's logits");
    case BasisKind::GenerationEngine:
        return Format::tr("The colocated generation engine's share of the GPU's memory");
    case BasisKind::NotAliveInGeneration:
        return Format::tr("Not alive while completions are generated");
    case BasisKind::PagedOptimizerState:
        return Format::tr("Paged optimizer moments live in CUDA unified memory, outside PyTorch's counters: they fill "
                          "free GPU memory and spill to host memory instead of failing; fp32 master copies are shown");
    case BasisKind::GradientsOneTensor:
        return Format::tr("Optimizer step fused into the backward pass: one tensor's gradient at a time");
    case BasisKind::GradientsOffloaded:
        return Format::tr("Gradients are copied to host memory during the backward pass (parameter offload)");
    case BasisKind::ActivationsOffloaded:
        return Format::tr("Checkpointed block inputs kept in host memory; two are on the GPU at a time");
    case BasisKind::ActivationsSequenceParallel:
        return Format::tr("Activations of this GPU's share of every sequence (sequence parallelism)");
    case BasisKind::ActivationsCheckpointed:
        return Format::tr("Full activation checkpointing: each block keeps only its input, and the backward pass "
                          "recomputes one block at a time");
    case BasisKind::ActivationsPipeline:
        return Format::tr("Activations this pipeline stage saves for every micro-batch still in flight (1F1B "
                          "schedule), for its own blocks and share of the tensors");
    case BasisKind::AllocatorReserveSharded:
        return Format::tr("Blocks the PyTorch allocator keeps cached: a share of the transient memory, plus the "
                          "buffers cached for the all-gather and reduce-scatter streams");
    case BasisKind::VisionTrained:
        return Format::tr("Image patches through the trained vision tower: every block's saved tensors (or only its "
                          "input under checkpointing) and the projector's");
    case BasisKind::GenerationFreed:
        return Format::tr("The KV cache and decoding logits exist only while completions are generated, before the "
                          "training step");
    case BasisKind::VisionFrozen:
        return Format::tr("The frozen vision tower records no graph: it saves nothing for the backward pass and "
                          "holds one block's tensors while it runs");
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

QString errorText(const Error& error)
{
    return Format::tr("Cannot estimate: %1.").arg(errorSentence(error));
}

QString usableText(double partBytes, double wholeBytes)
{
    return Format::tr("%1 of %2 GiB usable").arg(formatGiB(partBytes), formatGiB(wholeBytes));
}

QString fitText(const FitVerdict& v)
{
    if (v.fits)
        return Format::tr("Fits: %1 of %2 GiB (%3 GiB free)")
            .arg(formatGiB(v.neededBytes), formatGiB(v.capacityBytes), formatGiB(v.freeBytes()));
    if (v.neededBytes <= v.capacityBytes) // inside the card, but not inside the margin
        return Format::tr("Does not fit: needs %1 GiB, %2 (%3% kept free)")
            .arg(formatGiB(v.neededBytes), usableText(v.usableBytes, v.capacityBytes),
                 QLocale().toString(v.marginFraction * 100, 'g', 3));
    return Format::tr("Does not fit: needs %1 GiB, has %2").arg(formatGiB(v.neededBytes), formatGiB(v.capacityBytes));
}

QString jobFileErrorText(const QString& name, const Error& e)
{
    // The file's own problems name the file first; a job the file describes but the estimator refuses reads as
    // everywhere else.
    switch (e.code) {
    case ErrorCode::MalformedJson:
        return Format::tr("%1 is not valid JSON (the error is near byte %2).")
            .arg(name, QString::fromStdString(e.detail));
    case ErrorCode::WrongFormat:
        return Format::tr("%1 is not a Tunefit job file.").arg(name);
    case ErrorCode::UnsupportedVersion:
        return Format::tr("%1 was saved by a newer Tunefit (job file version %2; this version reads up to version "
                          "%3). Update Tunefit to open it.")
            .arg(name, QString::fromStdString(e.detail), QString::number(kJobFileVersion));
    default:
        return Format::tr("In %1: %2.").arg(name, errorSentence(e));
    }
}

} // namespace tunefit::present

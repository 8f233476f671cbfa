// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/DiffusionWording.h"

#include "core/Units.h"
#include "present/Format.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace tunefit::present {

QString diffusionPartText(DiffusionPart part)
{
    switch (part) {
    case DiffusionPart::DenoiserWeights:
        return DiffusionWording::tr("Denoiser weights (frozen)");
    case DiffusionPart::TrainedWeights:
        return DiffusionWording::tr("Trained weights");
    case DiffusionPart::Gradients:
        return DiffusionWording::tr("Gradients");
    case DiffusionPart::OptimizerState:
        return DiffusionWording::tr("Optimizer state");
    case DiffusionPart::TextEncoders:
        return DiffusionWording::tr("Text encoders");
    case DiffusionPart::Vae:
        return DiffusionWording::tr("VAE");
    case DiffusionPart::Activations:
        return DiffusionWording::tr("Activations");
    case DiffusionPart::WorkingSet:
        return DiffusionWording::tr("Backward working set");
    case DiffusionPart::StepTemporaries:
        return DiffusionWording::tr("Optimizer step scratch");
    case DiffusionPart::CudaContext:
        return DiffusionWording::tr("CUDA context");
    case DiffusionPart::AllocatorReserve:
        return DiffusionWording::tr("Allocator reserve");
    }
    return {};
}

QString diffusionMomentText(DiffusionMoment moment)
{
    switch (moment) {
    case DiffusionMoment::Backward:
        return DiffusionWording::tr("The peak is in backward, with the step's activations alive.");
    case DiffusionMoment::OptimizerStep:
        return DiffusionWording::tr("The peak is at the optimizer step, with every gradient and the step's scratch.");
    case DiffusionMoment::Encoding:
        return DiffusionWording::tr("The peak is while the text encoders encode a batch on the GPU.");
    }
    return {};
}

QString diffusionBottleneckText(DiffusionBottleneck bottleneck)
{
    switch (bottleneck) {
    case DiffusionBottleneck::Linears:
        return DiffusionWording::tr("the blocks' matrix multiplications");
    case DiffusionBottleneck::Attention:
        return DiffusionWording::tr("attention over the latent tokens");
    case DiffusionBottleneck::MemoryBound:
        return DiffusionWording::tr("memory-bound work (norms, activations, upcasting weights)");
    case DiffusionBottleneck::Host:
        return DiffusionWording::tr("Python issuing the kernels (a short step)");
    case DiffusionBottleneck::Helpers:
        return DiffusionWording::tr("encoding prompts and images every step");
    case DiffusionBottleneck::BlockSwap:
        return DiffusionWording::tr("copying swapped blocks from CPU RAM");
    case DiffusionBottleneck::ActivationOffload:
        return DiffusionWording::tr("moving checkpointed activations to and from CPU RAM");
    case DiffusionBottleneck::Communication:
        return DiffusionWording::tr("the gradient all-reduce between GPUs");
    }
    return {};
}

QString helperPlacementText(HelperPlacement placement)
{
    switch (placement) {
    case HelperPlacement::Gpu:
        return DiffusionWording::tr("on the GPU");
    case HelperPlacement::Cached:
        return DiffusionWording::tr("cached before training");
    case HelperPlacement::Offloaded:
        return DiffusionWording::tr("in CPU RAM, moved in for each batch");
    }
    return {};
}

QString denoiserPrecisionText(DenoiserPrecision precision)
{
    switch (precision) {
    case DenoiserPrecision::BF16:
        return QStringLiteral("BF16");
    case DenoiserPrecision::FP16:
        return QStringLiteral("FP16");
    case DenoiserPrecision::FP8:
        return QStringLiteral("FP8");
    case DenoiserPrecision::Int8:
        return QStringLiteral("INT8");
    case DenoiserPrecision::NF4:
        return QStringLiteral("NF4");
    case DenoiserPrecision::FP32:
        return QStringLiteral("FP32");
    }
    return {};
}

QString diffusionOptimizerText(DiffusionOptimizer optimizer)
{
    switch (optimizer) {
    case DiffusionOptimizer::AdamW:
        return QStringLiteral("AdamW");
    case DiffusionOptimizer::AdamW8bit:
        return DiffusionWording::tr("AdamW 8-bit");
    case DiffusionOptimizer::Adafactor:
        return QStringLiteral("Adafactor");
    case DiffusionOptimizer::Prodigy:
        return QStringLiteral("Prodigy");
    case DiffusionOptimizer::Lion:
        return QStringLiteral("Lion");
    case DiffusionOptimizer::Lion8bit:
        return DiffusionWording::tr("Lion 8-bit");
    }
    return {};
}

QString diffusionAttentionText(DiffusionAttention attention)
{
    return attention == DiffusionAttention::FlashAttention3 ? DiffusionWording::tr("FlashAttention-3 (Hopper)")
                                                            : DiffusionWording::tr("PyTorch SDPA");
}

QString diffusionStepText(const DiffusionSetting& s)
{
    // A fused step changes what memory holds (no full set of gradients): said beside the optimizer.
    const QString optimizer = diffusionOptimizerText(s.optimizer);
    return s.fusedBackward ? DiffusionWording::tr("%1, fused into backward").arg(optimizer) : optimizer;
}

QString diffusionTargetsText(LoraTargets targets)
{
    switch (targets) {
    case LoraTargets::AllLinears:
        return DiffusionWording::tr("every linear of the blocks");
    case LoraTargets::Attention:
        return DiffusionWording::tr("every stream's attention projections");
    case LoraTargets::ImageAttention:
        return DiffusionWording::tr("the image stream's attention projections");
    }
    return {};
}

QString diffusionMethodText(const DiffusionSetting& s)
{
    // The trained tensors' precision decides their memory: said every time, the default too.
    const QString adapters =
        s.bf16Adapters ? DiffusionWording::tr("BF16 adapters") : DiffusionWording::tr("FP32 adapters");
    switch (s.method) {
    case DiffusionMethod::LoRA:
        if (s.loraDropout > 0)
            return DiffusionWording::tr("LoRA rank %1, dropout %2, %3")
                .arg(s.rank)
                .arg(QLocale().toString(s.loraDropout, 'g', 2), adapters);
        return DiffusionWording::tr("LoRA rank %1, %2").arg(s.rank).arg(adapters);
    case DiffusionMethod::LoKr:
        return DiffusionWording::tr("LoKr rank %1, factor %2, %3").arg(s.rank).arg(s.lokrFactor).arg(adapters);
    case DiffusionMethod::Full:
        return s.fp32Weights ? DiffusionWording::tr("full fine-tune, FP32 weights")
                             : DiffusionWording::tr("full fine-tune, BF16 weights");
    }
    return {};
}

QString diffusionChangeText(DiffusionChange change, const DiffusionSetting& advised)
{
    switch (change) {
    case DiffusionChange::CacheTextEncoders:
        return DiffusionWording::tr("text encoders' outputs cached");
    case DiffusionChange::CacheLatents:
        return DiffusionWording::tr("latents cached");
    case DiffusionChange::Checkpointing:
        return DiffusionWording::tr("gradient checkpointing on");
    case DiffusionChange::Optimizer8bit:
        return DiffusionWording::tr("AdamW 8-bit");
    case DiffusionChange::Fp8Base:
        return DiffusionWording::tr("denoiser stored in FP8");
    case DiffusionChange::SwapBlocks:
        return DiffusionWording::tr("%n block(s) swapped to CPU RAM", nullptr, advised.blocksSwapped);
    case DiffusionChange::ActivationOffload:
        return DiffusionWording::tr("checkpointed activations kept in CPU RAM");
    case DiffusionChange::Nf4Base:
        return DiffusionWording::tr("denoiser stored in NF4");
    case DiffusionChange::BatchOne:
        return DiffusionWording::tr("batch 1 with %n accumulation step(s)", nullptr, advised.gradAccumulation);
    case DiffusionChange::FusedBackward:
        return diffusionStepText(advised);
    }
    return {};
}

QString diffusionHostText(const DiffusionMemory& memory)
{
    if (memory.hostBytes <= 0)
        return {};
    return DiffusionWording::tr("CPU RAM the setting needs: %1 GiB")
        .arg(QLocale().toString(units::toGiB(memory.hostBytes), 'f', 2));
}

QString denoiserText(const DenoiserSpec& model)
{
    const QString name = QString::fromStdString(model.names.empty() ? model.key : model.names.front());
    const QString task =
        model.task == DenoiserTask::Video ? DiffusionWording::tr("video") : DiffusionWording::tr("image");
    return DiffusionWording::tr("%1, %2, %3 B parameters")
        .arg(name, task, QLocale().toString(model.publishedParamsB, 'f', 1));
}

QString identifiedDenoiserText(const QString& given, const IdentifiedDenoiser& identified)
{
    const DenoiserSpec& spec = identified.spec;
    if (identified.className.empty()) // a single-file checkpoint: its tensors, not a config
        return DiffusionWording::tr("“%1” runs as %2 (%n tensor(s) in %3 have the names and shapes the library "
                                    "holds for it)",
                                    nullptr, identified.keysCompared)
            .arg(given, QString::fromStdString(spec.names.empty() ? spec.key : spec.names.front()),
                 QString::fromStdString(identified.configFile));
    return DiffusionWording::tr("“%1” runs as %2 (read from %3: class %4, the library's %n shape setting(s))", nullptr,
                                identified.keysCompared)
        .arg(given, QString::fromStdString(spec.names.empty() ? spec.key : spec.names.front()),
             QString::fromStdString(identified.configFile), QString::fromStdString(identified.className));
}

QString jobModelName(const DiffusionJob& job)
{
    if (job.modelGiven.empty())
        return QString::fromStdString(job.model.key);
    QFileInfo path(QDir::cleanPath(QString::fromStdString(job.modelGiven)));
    if (path.fileName().endsWith(QLatin1String(".json")))
        path = QFileInfo(path.path());
    if (path.fileName() == QLatin1String("unet") || path.fileName() == QLatin1String("transformer"))
        path = QFileInfo(path.path());
    return path.fileName().isEmpty() ? QString::fromStdString(job.model.key) : path.fileName();
}

QString jobDenoiserText(const DiffusionJob& job)
{
    if (job.modelGiven.empty())
        return denoiserText(job.model);
    return DiffusionWording::tr("“%1” as %2").arg(QString::fromStdString(job.modelGiven), denoiserText(job.model));
}

QStringList diffusionSettingLines(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    const QLocale locale;
    const QString size = job.model.task == DenoiserTask::Video
                             ? DiffusionWording::tr("%1 × %2, %n frame(s)", nullptr, s.frames)
                                   .arg(locale.toString(s.width), locale.toString(s.height))
                             : DiffusionWording::tr("%1 × %2").arg(locale.toString(s.width), locale.toString(s.height));
    QStringList lines;
    lines << DiffusionWording::tr("%1 at %2; batch %3 per GPU, %n accumulation step(s)", nullptr, s.gradAccumulation)
                 .arg(diffusionMethodText(s), size, locale.toString(s.batch));
    lines << DiffusionWording::tr("Denoiser in %1; text encoders %2; VAE %3")
                 .arg(denoiserPrecisionText(s.precision), helperPlacementText(s.textEncoders),
                      helperPlacementText(s.vae));
    const QString checkpointing = !s.checkpointing      ? DiffusionWording::tr("no checkpointing")
                                  : s.activationOffload ? DiffusionWording::tr("gradient checkpointing on, its "
                                                                               "activations in CPU RAM")
                                                        : DiffusionWording::tr("gradient checkpointing on");
    lines << DiffusionWording::tr("%1; %n block(s) swapped to CPU RAM; optimizer %2", nullptr, s.blocksSwapped)
                 .arg(checkpointing, diffusionStepText(s));
    lines << DiffusionWording::tr("Attention kernel: %1").arg(diffusionAttentionText(s.attention));
    if (s.method != DiffusionMethod::Full) // what the adapter adapts decides its size and its passes
        lines << DiffusionWording::tr("Adapted: %1").arg(diffusionTargetsText(s.targets));
    return lines;
}

QString diffusionTokensText(const DenoiserTokens& tokens)
{
    const QLocale locale;
    if (tokens.reference > 0)
        return DiffusionWording::tr("%1 latent tokens (%2 of them the reference images') + %3 text tokens per sample")
            .arg(locale.toString(qint64(tokens.latent)), locale.toString(qint64(tokens.reference)),
                 locale.toString(qint64(tokens.text)));
    return DiffusionWording::tr("%1 latent tokens + %2 text tokens per sample")
        .arg(locale.toString(qint64(tokens.latent)), locale.toString(qint64(tokens.text)));
}

QString diffusionAdviceText(const DiffusionAdvice& advice)
{
    QStringList changes;
    for (DiffusionChange c : advice.changes)
        changes << diffusionChangeText(c, advice.setting);
    return DiffusionWording::tr("Fits with: %1").arg(changes.join(DiffusionWording::tr(", ")));
}

QString diffusionFitCellText(const DiffusionFitRow& row)
{
    if (row.asSet.fits)
        return DiffusionWording::tr("Fits as set");
    return row.advice ? diffusionAdviceText(*row.advice) : DiffusionWording::tr("Does not fit");
}

QString diffusionOptionSettingText(const DiffusionEvaluation& e, const DiffusionOption& o)
{
    if (!o.advised || o.gpuIndex < 0 || size_t(o.gpuIndex) >= e.fitOverview.size() ||
        !e.fitOverview[size_t(o.gpuIndex)].advice)
        return DiffusionWording::tr("as set");
    return diffusionAdviceText(*e.fitOverview[size_t(o.gpuIndex)].advice);
}

QString noDiffusionOfferText()
{
    return DiffusionWording::tr("No offer of the catalog fits this job.");
}

std::vector<std::pair<QString, double>> diffusionPeakRows(const DiffusionMemory& m)
{
    return {{DiffusionWording::tr("Peak allocated"), m.peakAllocated},
            {DiffusionWording::tr("Peak reserved"), m.peakReserved},
            {DiffusionWording::tr("Whole device"), m.wholeDevice}};
}

QString diffusionBandLabel()
{
    return DiffusionWording::tr("Band");
}

QString diffusionBandText(const DiffusionMemory& m)
{
    return DiffusionWording::tr("±%1%").arg(QLocale().toString(int(m.band * 100 + 0.5)));
}

QString diffusionStepText(const DiffusionStepTime& time)
{
    return DiffusionWording::tr("%1 s per step (bound by %2)")
        .arg(QLocale().toString(time.seconds, 'f', 2), diffusionBottleneckText(time.bottleneck));
}

} // namespace tunefit::present

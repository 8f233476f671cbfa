// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/DiffusionImportWording.h"

#include "present/DiffusionWording.h"

#include <QFileInfo>
#include <QLocale>

#include <array>
#include <utility>

namespace tunefit::present {

namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

// Indexed by DiffusionImportSetting.
constexpr std::array kSettingNames = {
    QT_TRANSLATE_NOOP("DiffusionImportWording", "model"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "method"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "adapter rank"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "LoKr factor"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "LoRA dropout"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "adapted layers"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "resolution"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "frames"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "batch"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "gradient accumulation"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "steps"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "denoiser precision"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "text encoder precision"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "quantized denoiser"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "quantized text encoders"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "16-bit trained weights"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "optimizer"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "8-bit AdamW"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "BF16 adapters and optimizer state"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "attention"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "prompt tokens"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "gradient checkpointing"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "optimizer step fused into backward"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "checkpointed activations in CPU RAM"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "blocks swapped to CPU RAM"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "text encoders"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "VAE"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "text encoders and VAE in CPU RAM"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "dataset config"),
};
static_assert(kSettingNames.size() == size_t(DiffusionImportSetting::DatasetConfig) + 1);

// Indexed by DiffusionImportNote; %1 is the line's detail where the note has one.
constexpr std::array kNotes = {
    "",
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the largest bucket sets the memory"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the longest clip sets the memory"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "no flavour given: the family's default, %1"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "a local weights file, recognised by its name"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "a local weights file: the model %1 trains"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "no adapter network in the file: a full fine-tune"),
    QT_TRANSLATE_NOOP("DiffusionImportWording",
                      "the stack's default depends on what the file cannot tell, so Tunefit's value stands"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the stack has no default: the model's"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the stack trains on text embeddings and latents it caches first"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the stack pads this model's prompts to its own length"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the stack caps SD3's T5 prompt at this length"),
    QT_TRANSLATE_NOOP("DiffusionImportWording",
                      "the model's: the stack keeps num_frames in its data backend config, which is not read"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "not found beside the config: the stack's dataset defaults"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "the modules listed are not exactly one set: estimated as the nearest"),
    QT_TRANSLATE_NOOP("DiffusionImportWording",
                      "not modelled: quantizing on the CPU while loading (the load-time peak)"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "not modelled: layers offloaded to CPU RAM"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "not modelled: training the text encoder"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "not modelled: the EMA copy of the trained weights"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "a LyCORIS config, taken as LoKr at Tunefit's factor"),
    QT_TRANSLATE_NOOP("DiffusionImportWording",
                      "not modelled: the adapter stored in 16 bits without Tunefit's compensation buffer"),
    QT_TRANSLATE_NOOP("DiffusionImportWording", "not modelled: prior preservation's class images in each batch"),
};
static_assert(kNotes.size() == size_t(DiffusionImportNote::ClassImages) + 1);

QString sidesText(int width, int height)
{
    return DiffusionImportWording::tr("%1 × %2").arg(QLocale().toString(width), QLocale().toString(height));
}

QString onOff(bool on)
{
    return on ? DiffusionImportWording::tr("on") : DiffusionImportWording::tr("off");
}

QString methodText(DiffusionMethod method)
{
    switch (method) {
    case DiffusionMethod::LoRA:
        return DiffusionImportWording::tr("LoRA");
    case DiffusionMethod::LoKr:
        return DiffusionImportWording::tr("LoKr");
    case DiffusionMethod::Full:
        return DiffusionImportWording::tr("full fine-tune");
    }
    return {};
}

/// A flag as its setting reads it: FlashAttention-3 or SDPA, FP8 or as set, a dataset config read or missing.
QString flagText(std::optional<DiffusionImportSetting> setting, bool on)
{
    if (setting == DiffusionImportSetting::Attention)
        return diffusionAttentionText(on ? DiffusionAttention::FlashAttention3 : DiffusionAttention::Sdpa);
    if (setting == DiffusionImportSetting::Precision || setting == DiffusionImportSetting::TextEncoderPrecision)
        return on ? denoiserPrecisionText(DenoiserPrecision::FP8) : DiffusionImportWording::tr("not FP8");
    if (setting == DiffusionImportSetting::DatasetConfig)
        return on ? DiffusionImportWording::tr("read") : DiffusionImportWording::tr("not found");
    return onOff(on);
}

QString fileLine(const DiffusionImportLine& l)
{
    const QString file = QFileInfo(qs(l.file)).fileName(); // a dataset config the imported file names
    if (!file.isEmpty() && l.line > 0)
        return DiffusionImportWording::tr("%1, line %2").arg(file, QLocale().toString(l.line));
    if (l.line > 0)
        return DiffusionImportWording::tr("line %1").arg(QLocale().toString(l.line));
    return file;
}

} // namespace

QString diffusionImportSettingText(DiffusionImportSetting setting)
{
    return DiffusionImportWording::tr(kSettingNames.at(size_t(setting)));
}

QString diffusionImportValueText(const DiffusionImportLine& line)
{
    const auto text = [&line](const auto& v) -> QString {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>)
            return {};
        else if constexpr (std::is_same_v<T, int64_t>)
            return line.setting == DiffusionImportSetting::Resolution ? sidesText(int(v), int(v))
                                                                      : QLocale().toString(qlonglong(v));
        else if constexpr (std::is_same_v<T, double>)
            return QLocale().toString(v, 'g', 6);
        else if constexpr (std::is_same_v<T, bool>)
            return flagText(line.setting, v);
        else if constexpr (std::is_same_v<T, DiffusionMethod>)
            return methodText(v);
        else if constexpr (std::is_same_v<T, DenoiserPrecision>)
            return denoiserPrecisionText(v);
        else if constexpr (std::is_same_v<T, DiffusionOptimizer>)
            return diffusionOptimizerText(v);
        else if constexpr (std::is_same_v<T, DiffusionAttention>)
            return diffusionAttentionText(v);
        else if constexpr (std::is_same_v<T, HelperPlacement>)
            return helperPlacementText(v);
        else if constexpr (std::is_same_v<T, LoraTargets>)
            return diffusionTargetsText(v);
        else if constexpr (std::is_same_v<T, std::pair<int, int>>)
            return sidesText(v.first, v.second);
        else
            return qs(v); // a model's library key
    };
    return std::visit(text, line.result);
}

QString diffusionImportSourceText(const DiffusionImportLine& l, const QString& stack)
{
    const QString where = fileLine(l);
    if (l.kind == DiffusionImportKind::StackDefault) {
        if (l.key.empty())
            return DiffusionImportWording::tr("the %1 default").arg(stack);
        if (l.value.empty())
            return DiffusionImportWording::tr("%1 not set: the %2 default").arg(qs(l.key), stack);
        return DiffusionImportWording::tr("%1 not set: the %2 default, %3").arg(qs(l.key), stack, qs(l.value));
    }
    if (l.value.empty())
        return DiffusionImportWording::tr("%1 absent").arg(qs(l.key));
    const QString stated = DiffusionImportWording::tr("%1 = %2").arg(qs(l.key), qs(l.value));
    return where.isEmpty() ? stated : DiffusionImportWording::tr("%1, %2").arg(stated, where);
}

QString diffusionImportNoteText(const DiffusionImportLine& line)
{
    if (line.note == DiffusionImportNote::None)
        return {};
    QString text = DiffusionImportWording::tr(kNotes.at(size_t(line.note)));
    return text.contains(QLatin1String("%1")) ? text.arg(qs(line.detail)) : text;
}

QString diffusionImportLineText(const DiffusionImportLine& line, const QString& stack)
{
    const QString source = diffusionImportSourceText(line, stack);
    const QString note = diffusionImportNoteText(line);
    if (!line.setting)
        return DiffusionImportWording::tr("%1: %2").arg(source, note);
    const QString set = DiffusionImportWording::tr("%1 %2 ← %3")
                            .arg(diffusionImportSettingText(*line.setting), diffusionImportValueText(line), source);
    return note.isEmpty() ? set : DiffusionImportWording::tr("%1 (%2)").arg(set, note);
}

QString diffusionImportKindText(DiffusionImportKind kind)
{
    switch (kind) {
    case DiffusionImportKind::Read:
        return DiffusionImportWording::tr("read");
    case DiffusionImportKind::StackDefault:
        return DiffusionImportWording::tr("stack default");
    case DiffusionImportKind::NotModelled:
        return DiffusionImportWording::tr("not modelled");
    }
    return {};
}

} // namespace tunefit::present

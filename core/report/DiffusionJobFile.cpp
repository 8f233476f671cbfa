// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/DiffusionJobFile.h"

#include "core/report/JobFile.h"

#include <QJsonValue>

#include <cmath>
#include <initializer_list>
#include <string>

namespace tunefit {

namespace {

/// A path a user names (PATH_MAX on Linux is 4096 bytes).
constexpr qsizetype kMaxModelGivenChars = 4096;

QString key(std::string_view k)
{
    return QString::fromLatin1(k.data(), qsizetype(k.size()));
}

/// Reads one key of the "setting" object into a field: a count, a flag or an enum by its key function.
class SettingReader
{
public:
    explicit SettingReader(const QJsonObject& o) : m_o(o) {}

    void integer(const char* name, int& into)
    {
        const QJsonValue v = m_o.value(QLatin1String(name));
        if (error || v.isUndefined())
            return; // absent: the model's default
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || std::abs(d) > 2e9)
            error = Error{ErrorCode::WrongType, std::string("diffusion.setting.") + name, "integer"};
        else
            into = int(d);
    }
    void real(const char* name, double& into)
    {
        const QJsonValue v = m_o.value(QLatin1String(name));
        if (error || v.isUndefined())
            return;
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d))
            error = Error{ErrorCode::WrongType, std::string("diffusion.setting.") + name, "number"};
        else
            into = d; // its range: checkDiffusionJob
    }
    void flag(const char* name, bool& into)
    {
        const QJsonValue v = m_o.value(QLatin1String(name));
        if (error || v.isUndefined())
            return;
        if (!v.isBool())
            error = Error{ErrorCode::WrongType, std::string("diffusion.setting.") + name, "boolean"};
        else
            into = v.toBool();
    }
    template <class E, class KeyOf> void choice(const char* name, std::initializer_list<E> values, KeyOf keyOf, E& into)
    {
        const QJsonValue v = m_o.value(QLatin1String(name));
        if (error || v.isUndefined())
            return;
        const std::string given = v.toString().toStdString();
        for (E value : values) {
            if (keyOf(value) == given) {
                into = value;
                return;
            }
        }
        error = Error{ErrorCode::UnknownValue, std::string("diffusion.setting.") + name, given};
    }

    std::optional<Error> error;

private:
    const QJsonObject& m_o;
};

std::optional<Error> readSetting(const QJsonObject& o, DiffusionSetting& s)
{
    using P = DenoiserPrecision;
    using H = HelperPlacement;
    SettingReader r(o);
    r.choice("method", {DiffusionMethod::LoRA, DiffusionMethod::LoKr, DiffusionMethod::Full}, diffusionMethodKey,
             s.method);
    r.integer("rank", s.rank);
    r.choice("lora_targets", {LoraTargets::AllLinears, LoraTargets::Attention, LoraTargets::ImageAttention},
             loraTargetsKey, s.targets);
    r.integer("width", s.width);
    r.integer("height", s.height);
    r.integer("frames", s.frames);
    r.integer("text_tokens", s.textTokens);
    r.integer("batch", s.batch);
    r.integer("accumulation", s.gradAccumulation);
    const auto precisions = {P::BF16, P::FP16, P::FP8, P::Int8, P::NF4, P::FP32};
    r.choice("precision", precisions, denoiserPrecisionKey, s.precision);
    r.flag("fp32_weights", s.fp32Weights);
    r.flag("bf16_adapters", s.bf16Adapters);
    r.real("lora_dropout", s.loraDropout);
    r.choice("text_encoders", {H::Gpu, H::Cached, H::Offloaded}, helperPlacementKey, s.textEncoders);
    r.choice("text_encoder_precision", precisions, denoiserPrecisionKey, s.textEncoderPrecision);
    r.choice("vae", {H::Gpu, H::Cached}, helperPlacementKey, s.vae);
    r.flag("checkpointing", s.checkpointing);
    r.choice("attention", {DiffusionAttention::Sdpa, DiffusionAttention::FlashAttention3}, diffusionAttentionKey,
             s.attention);
    r.integer("swap_blocks", s.blocksSwapped);
    r.choice("optimizer", kDiffusionOptimizers, diffusionOptimizerKey, s.optimizer);
    r.flag("fused_backward", s.fusedBackward);
    r.flag("activation_offload", s.activationOffload);
    return r.error;
}

} // namespace

QJsonObject diffusionSettingObject(const DiffusionSetting& s)
{
    QJsonObject o;
    o[QStringLiteral("method")] = key(diffusionMethodKey(s.method));
    o[QStringLiteral("rank")] = s.rank;
    o[QStringLiteral("lora_targets")] = key(loraTargetsKey(s.targets));
    o[QStringLiteral("width")] = s.width;
    o[QStringLiteral("height")] = s.height;
    o[QStringLiteral("frames")] = s.frames;
    o[QStringLiteral("text_tokens")] = s.textTokens;
    o[QStringLiteral("batch")] = s.batch;
    o[QStringLiteral("accumulation")] = s.gradAccumulation;
    o[QStringLiteral("precision")] = key(denoiserPrecisionKey(s.precision));
    o[QStringLiteral("fp32_weights")] = s.fp32Weights;
    o[QStringLiteral("bf16_adapters")] = s.bf16Adapters;
    o[QStringLiteral("lora_dropout")] = s.loraDropout;
    o[QStringLiteral("text_encoders")] = key(helperPlacementKey(s.textEncoders));
    o[QStringLiteral("text_encoder_precision")] = key(denoiserPrecisionKey(s.textEncoderPrecision));
    o[QStringLiteral("vae")] = key(helperPlacementKey(s.vae));
    o[QStringLiteral("checkpointing")] = s.checkpointing;
    o[QStringLiteral("attention")] = key(diffusionAttentionKey(s.attention));
    o[QStringLiteral("swap_blocks")] = s.blocksSwapped;
    o[QStringLiteral("optimizer")] = key(diffusionOptimizerKey(s.optimizer));
    o[QStringLiteral("fused_backward")] = s.fusedBackward;
    o[QStringLiteral("activation_offload")] = s.activationOffload;
    return o;
}

QJsonObject diffusionJobObject(const DiffusionJob& job)
{
    QJsonObject o;
    o[QStringLiteral("model")] = QString::fromStdString(job.model.key);
    if (!job.modelGiven.empty())
        o[QStringLiteral("model_given")] = QString::fromStdString(job.modelGiven);
    o[QStringLiteral("setting")] = diffusionSettingObject(job.setting);
    o[QStringLiteral("gpus")] = job.gpus;
    o[QStringLiteral("steps")] = double(job.steps);
    return o;
}

Result<DiffusionJob> readDiffusionJobObject(const QJsonObject& o, const DenoiserLibrary& library)
{
    const QJsonValue model = o.value(QStringLiteral("model"));
    if (!model.isString())
        return Error{model.isUndefined() ? ErrorCode::MissingKey : ErrorCode::WrongType, "diffusion.model", "string"};
    Result<DiffusionJob> found = diffusionJobFor(library, model.toString().toStdString());
    if (!found)
        return found.error();
    DiffusionJob job = std::move(found).value();
    // The fine-tune's name as the user gave it (DiffusionJob::modelGiven): shown, never read again; "model" decides.
    if (const QJsonValue given = o.value(QStringLiteral("model_given")); !given.isUndefined()) {
        if (!given.isString())
            return Error{ErrorCode::WrongType, "diffusion.model_given", "string"};
        if (given.toString().size() > kMaxModelGivenChars)
            return Error{ErrorCode::OutOfRange, "diffusion.model_given", std::to_string(given.toString().size()),
                         AllowedRange{0, double(kMaxModelGivenChars)}};
        job.modelGiven = given.toString().toStdString();
    }
    if (std::optional<Error> bad = readSetting(o.value(QStringLiteral("setting")).toObject(), job.setting))
        return *bad;
    SettingReader counts(o);
    counts.integer("gpus", job.gpus);
    int steps = int(std::min<int64_t>(job.steps, 2000000000));
    counts.integer("steps", steps);
    if (counts.error) {
        counts.error->field = "diffusion." + counts.error->field.substr(std::string("diffusion.setting.").size());
        return *counts.error;
    }
    job.steps = steps;
    if (std::optional<Error> refused = checkDiffusionJob(job))
        return *refused;
    return job;
}

namespace {

constexpr std::pair<JobTask, std::string_view> kTaskKeys[] = {
    {JobTask::LanguageModel, "language_model"}, {JobTask::Image, "image"}, {JobTask::Video, "video"}};

} // namespace

/// Version 12: the task shown and the image or video job, when the document holds one.
void writeJobTask(const JobDocument& d, QJsonObject& root)
{
    if (!d.diffusion)
        return;
    for (const auto& [task, key] : kTaskKeys) {
        if (task == d.task)
            root[QStringLiteral("task")] = QString::fromLatin1(key.data(), qsizetype(key.size()));
    }
    root[QStringLiteral("diffusion")] = diffusionJobObject(*d.diffusion);
}

std::optional<Error> readJobTask(const QJsonObject& root, JobDocument& d)
{
    if (root.contains(QStringLiteral("diffusion"))) {
        Result<DiffusionJob> job =
            readDiffusionJobObject(root.value(QStringLiteral("diffusion")).toObject(), bundledDenoiserLibrary());
        if (!job)
            return job.error();
        d.diffusion = std::move(job).value();
    }
    if (!root.contains(QStringLiteral("task")))
        return std::nullopt;
    const std::string given = root.value(QStringLiteral("task")).toString().toStdString();
    for (const auto& [task, key] : kTaskKeys) {
        if (key == given && (task == JobTask::LanguageModel || d.diffusion)) {
            d.task = task;
            return std::nullopt;
        }
    }
    return Error{ErrorCode::UnknownValue, "task", given};
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/DiffusionResultsJson.h"

#include "core/Units.h"
#include "core/report/DiffusionJobFile.h"

#include <QJsonArray>

namespace tunefit {

namespace {

QString key(std::string_view k)
{
    return QString::fromLatin1(k.data(), qsizetype(k.size()));
}

QJsonObject memoryJson(const DiffusionMemory& m)
{
    QJsonObject o;
    QJsonArray parts;
    for (const DiffusionMemoryRow& r : m.rows)
        parts.append(QJsonObject{{QStringLiteral("part"), key(diffusionPartKey(r.part))},
                                 {QStringLiteral("gib"), units::toGiB(r.bytes)}});
    o[QStringLiteral("parts")] = parts;
    o[QStringLiteral("peak_allocated_gib")] = units::toGiB(m.peakAllocated);
    o[QStringLiteral("peak_reserved_gib")] = units::toGiB(m.peakReserved);
    o[QStringLiteral("whole_device_gib")] = units::toGiB(m.wholeDevice);
    o[QStringLiteral("band")] = m.band;
    o[QStringLiteral("host_gib")] = units::toGiB(m.hostBytes);
    o[QStringLiteral("peak_moment")] = key(diffusionMomentKey(m.peakMoment));
    o[QStringLiteral("latent_tokens")] = m.tokens.latent;
    o[QStringLiteral("reference_tokens")] = m.tokens.reference; // the reference images' share of latent_tokens
    o[QStringLiteral("text_tokens")] = m.tokens.text;
    o[QStringLiteral("trained_parameters")] = m.trainedParams;
    return o;
}

/// The step's seconds by term, under the bottleneck keys (and "optimizer"): what the step time is made of.
QJsonObject stepTermsJson(const DiffusionStepTime& t)
{
    using B = DiffusionBottleneck;
    const std::pair<std::string_view, double> terms[] = {
        {diffusionBottleneckKey(B::Linears), t.linears},
        {diffusionBottleneckKey(B::Attention), t.attention},
        {diffusionBottleneckKey(B::MemoryBound), t.memoryBound},
        {diffusionBottleneckKey(B::Host), t.host},
        {diffusionBottleneckKey(B::Helpers), t.helpers},
        {diffusionBottleneckKey(B::BlockSwap), t.blockSwap},
        {diffusionBottleneckKey(B::ActivationOffload), t.activationOffload},
        {"optimizer", t.optimizer},
        {diffusionBottleneckKey(B::Communication), t.communication}};
    QJsonObject o;
    for (const auto& [name, seconds] : terms)
        o[key(name)] = seconds;
    return o;
}

QJsonObject fitJson(const DiffusionFitRow& row, const DiffusionJob& job, const Catalog& catalog)
{
    QJsonObject o;
    o[QStringLiteral("gpu")] = QString::fromStdString(catalog.gpus[size_t(row.gpuIndex)].name);
    o[QStringLiteral("fits_as_set")] = row.asSet.fits;
    o[QStringLiteral("usable_gib")] = units::toGiB(row.asSet.usableBytes);
    if (row.advice) {
        QJsonArray changes;
        for (DiffusionChange c : row.advice->changes)
            changes.append(key(diffusionChangeKey(c)));
        DiffusionJob advised = job;
        advised.setting = row.advice->setting;
        o[QStringLiteral("changes")] = changes;
        o[QStringLiteral("advised_setting")] = diffusionSettingObject(advised.setting);
        o[QStringLiteral("advised_whole_device_gib")] = units::toGiB(row.advice->memory.wholeDevice);
    }
    if (row.time) {
        o[QStringLiteral("step_seconds")] = row.time->seconds;
        o[QStringLiteral("bottleneck")] = key(diffusionBottleneckKey(row.time->bottleneck));
        o[QStringLiteral("step_terms")] = stepTermsJson(*row.time);
    }
    return o;
}

QJsonArray planJson(const DiffusionEvaluation& e, const Catalog& catalog, int top)
{
    QJsonArray plan;
    for (const DiffusionOption& o : e.plan) {
        if (!o.fits || !o.priced || plan.size() >= top)
            break;
        const Offer& offer = catalog.offers[size_t(o.offerIndex)];
        plan.append(QJsonObject{{QStringLiteral("provider"), QString::fromStdString(offer.provider)},
                                {QStringLiteral("instance"), QString::fromStdString(offer.instanceType)},
                                {QStringLiteral("gpu"), QString::fromStdString(offer.gpuName)},
                                {QStringLiteral("gpus"), o.gpus},
                                {QStringLiteral("advised"), o.advised},
                                {QStringLiteral("step_seconds"), o.stepSeconds},
                                {QStringLiteral("hours"), o.hours},
                                {QStringLiteral("cost_usd"), o.costUsd},
                                {QStringLiteral("price_as_of"), QString::fromStdString(offer.asOf)}});
    }
    return plan;
}

} // namespace

QJsonObject diffusionEvaluationJson(const DiffusionEvaluation& e, const Catalog& catalog, bool withPlan, int top)
{
    QJsonObject root;
    root[QStringLiteral("model")] = QString::fromStdString(e.job.model.key);
    if (!e.job.modelGiven.empty())
        root[QStringLiteral("model_given")] = QString::fromStdString(e.job.modelGiven);
    root[QStringLiteral("task")] = key(denoiserTaskKey(e.job.model.task));
    root[QStringLiteral("setting")] = diffusionSettingObject(e.job.setting);
    root[QStringLiteral("gpus")] = e.job.gpus;
    root[QStringLiteral("steps")] = double(e.job.steps);
    root[QStringLiteral("memory")] = memoryJson(e.memory);
    if (e.selected)
        root[QStringLiteral("fit")] = fitJson(*e.selected, e.job, catalog);
    if (withPlan)
        root[QStringLiteral("plan")] = planJson(e, catalog, top);
    return root;
}

} // namespace tunefit

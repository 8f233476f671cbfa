// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/ResultsExport.h"

#include "core/Units.h"
#include "core/io/Csv.h"
#include "core/report/JobFile.h"
#include "core/training/EnumKeys.h"
#include "core/training/ParallelLayout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <iomanip>
#include <sstream>

namespace tunefit {

namespace {

std::string fixed(double value, int decimals)
{
    std::ostringstream s;
    s.imbue(std::locale::classic());
    s << std::fixed << std::setprecision(decimals) << value;
    return s.str();
}

std::string joined(const std::vector<std::string_view>& keys, char separator)
{
    std::string out;
    for (size_t i = 0; i < keys.size(); ++i) {
        if (i > 0)
            out += separator;
        out += keys[i];
    }
    return out;
}

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

/// A degree of a fitting option's layout; empty for an option that does not run.
std::string degree(const PlanOption& o, int value)
{
    return o.fits ? std::to_string(value) : std::string();
}

/// A knob's value by its stable key: the job file's key, a count for the batch.
std::string changeValueKey(AdviceKnob knob, int value, int accumulation, const Parallelism* layout)
{
    switch (knob) {
    case AdviceKnob::Batch:
        return std::to_string(value) + "x" + std::to_string(accumulation);
    case AdviceKnob::Checkpointing:
        return std::string(keyOf(checkpointingKeys(), Checkpointing(value)));
    case AdviceKnob::Attention:
        return std::string(keyOf(attentionKeys(), Attention(value)));
    case AdviceKnob::Loss:
        return std::string(keyOf(lossKeys(), LossImpl(value)));
    case AdviceKnob::Optimizer:
        return std::string(keyOf(optimizerKeys(), Optimizer(value)));
    case AdviceKnob::Layout:
        return std::string(strategyKey(Strategy(value)));
    case AdviceKnob::ModelParallel:
        if (value <= 1 || !layout)
            return "none";
        return "tp" + std::to_string(layout->model.tensor) + "_pp" + std::to_string(layout->model.pipeline) + "_ep" +
               std::to_string(layout->model.expert);
    }
    return {};
}

constexpr const char* kKnobKeys[] = {"micro_batch", "checkpointing", "attention",     "loss",
                                     "optimizer",   "layout",        "model_parallel"};
static_assert(std::size(kKnobKeys) == kAdviceKnobCount);

} // namespace

QJsonObject numericsChangeJson(const Advice& advice)
{
    QJsonObject o;
    if (!advice.numericsChange || !advice.advised)
        return o;
    const TrainingSuggestion& s = *advice.numericsChange;
    o[QStringLiteral("recipe")] = text(keyOf(lowPrecisionKeys(), LowPrecisionRecipe(s.value)));
    o[QStringLiteral("changes_numerics")] = true;
    o[QStringLiteral("tokens_per_s")] = s.advised.tokensPerSecond;
    o[QStringLiteral("time_factor")] = advice.advised->tokensPerSecond / s.advised.tokensPerSecond;
    o[QStringLiteral("peak_gib")] = units::toGiB(s.advised.peakBytes);
    return o;
}

QJsonArray adviceChangesJson(const std::vector<AdviceChange>& changes, const Parallelism* layout)
{
    QJsonArray list;
    for (const AdviceChange& c : changes) {
        QJsonObject item;
        item[QStringLiteral("knob")] = QString::fromLatin1(kKnobKeys[int(c.knob)]);
        if (c.knob == AdviceKnob::Batch) {
            item[QStringLiteral("from")] = c.from;
            item[QStringLiteral("to")] = c.to;
            item[QStringLiteral("from_accumulation")] = c.fromAccumulation;
            item[QStringLiteral("to_accumulation")] = c.toAccumulation;
        } else if (c.knob == AdviceKnob::ModelParallel && layout) {
            item[QStringLiteral("from")] = QStringLiteral("none");
            item[QStringLiteral("to")] = layoutJson(*layout, TrainingSetup{});
        } else {
            item[QStringLiteral("from")] = QString::fromStdString(changeValueKey(c.knob, c.from, 0, layout));
            item[QStringLiteral("to")] = QString::fromStdString(changeValueKey(c.knob, c.to, 0, layout));
        }
        item[QStringLiteral("memory_gib")] = units::toGiB(c.memoryDeltaBytes);
        item[QStringLiteral("time_factor")] = std::isnan(c.timeFactor) ? QJsonValue() : QJsonValue(c.timeFactor);
        list.append(item);
    }
    return list;
}

QJsonObject optionSettingJson(const OptionSetting& setting)
{
    QJsonObject o;
    o[QStringLiteral("as_set")] = setting.asSet();
    o[QStringLiteral("setup")] = jobSetupObject(setting.setup);
    o[QStringLiteral("parallel")] = jobParallelObject(setting.parallel);
    o[QStringLiteral("changes")] = adviceChangesJson(setting.changes, &setting.parallel);
    return o;
}

std::string settingChangesCell(const OptionSetting& setting)
{
    if (setting.asSet())
        return "as_set";
    std::string cell;
    for (const AdviceChange& c : setting.changes) {
        if (!cell.empty())
            cell += ';';
        cell += kKnobKeys[int(c.knob)];
        cell += '=';
        cell += changeValueKey(c.knob, c.to, c.toAccumulation, &setting.parallel);
    }
    return cell;
}

std::string resultsCsv(const RankedPlan& plan, const Catalog& catalog)
{
    std::string csv = csv::joinRow({"rank",
                                    "offer_id",
                                    "provider",
                                    "instance",
                                    "gpu",
                                    "region",
                                    "gpus",
                                    "instances",
                                    "fits",
                                    "rejection",
                                    "strategy",
                                    "per_gpu_gib",
                                    "tokens_per_s",
                                    "hours",
                                    "price_usd_per_hour",
                                    "compute_usd",
                                    "storage_usd",
                                    "egress_usd",
                                    "total_usd",
                                    "spot",
                                    "price_as_of",
                                    "warnings",
                                    "tensor_parallel",
                                    "pipeline_parallel",
                                    "expert_parallel",
                                    "context_parallel",
                                    "data_parallel",
                                    "setting"}) +
                      "\n";
    int rank = 0;
    for (const PlanOption& o : plan.result.options) {
        const Offer& offer = catalog.offers[size_t(o.offerIndex)];
        const CostBreakdown& c = o.useSpot ? o.spot.cost : o.onDemand;
        csv += csv::joinRow({std::to_string(++rank),
                             std::to_string(offer.id),
                             offer.provider,
                             offer.instanceType,
                             offer.gpuName,
                             offer.region,
                             std::to_string(o.gpus),
                             std::to_string(o.instances),
                             o.fits ? "true" : "false",
                             std::string(o.fits ? "" : rejectionKey(o.rejection)),
                             std::string(strategyKey(o)),
                             fixed(units::toGiB(o.perGpuBytes), 2),
                             fixed(o.tokensPerSecond, 0),
                             fixed(o.hours, 3),
                             fixed(o.pricePerHour, 4),
                             fixed(c.computeUsd, 2),
                             fixed(c.storageUsd, 2),
                             fixed(c.egressUsd, 2),
                             fixed(o.totalCostUsd, 2),
                             o.useSpot ? "true" : "false",
                             offer.asOf,
                             joined(warningKeys(o.warnings), ';'),
                             degree(o, o.parallel.model.tensor),
                             degree(o, o.parallel.model.pipeline),
                             degree(o, o.parallel.model.expert),
                             degree(o, contextParallelDegree(o.parallel)),
                             degree(o, dataParallelDegree(o.parallel)),
                             o.fits ? settingChangesCell(optionSetting(plan.result, o, plan.job)) : std::string()}) +
               "\n";
    }
    return csv;
}

QByteArray resultsJson(const RankedPlan& plan, const Catalog& catalog, const std::string& modelName,
                       const std::string& today)
{
    QJsonArray options;
    int rank = 0;
    for (const PlanOption& o : plan.result.options) {
        const Offer& offer = catalog.offers[size_t(o.offerIndex)];
        const CostBreakdown& c = o.useSpot ? o.spot.cost : o.onDemand;
        QJsonObject item;
        item[QStringLiteral("rank")] = ++rank;
        item[QStringLiteral("offer_id")] = double(offer.id);
        item[QStringLiteral("provider")] = QString::fromStdString(offer.provider);
        item[QStringLiteral("instance")] = QString::fromStdString(offer.instanceType);
        item[QStringLiteral("gpu")] = QString::fromStdString(offer.gpuName);
        item[QStringLiteral("region")] = QString::fromStdString(offer.region);
        item[QStringLiteral("gpus")] = o.gpus;
        item[QStringLiteral("instances")] = o.instances;
        item[QStringLiteral("fits")] = o.fits;
        if (!o.fits)
            item[QStringLiteral("rejection")] = text(rejectionKey(o.rejection));
        item[QStringLiteral("strategy")] = text(strategyKey(o));
        if (o.fits && o.memoryIndex >= 0 && size_t(o.memoryIndex) < plan.result.memory.size())
            item[QStringLiteral("layout")] = layoutJson(o.parallel, plan.result.memory[size_t(o.memoryIndex)].setup);
        if (o.fits)
            item[QStringLiteral("setting")] = optionSettingJson(optionSetting(plan.result, o, plan.job));
        item[QStringLiteral("per_gpu_gib")] = units::toGiB(o.perGpuBytes);
        item[QStringLiteral("tokens_per_s")] = o.tokensPerSecond;
        item[QStringLiteral("hours")] = o.hours;
        item[QStringLiteral("price_usd_per_hour")] = o.pricePerHour;
        item[QStringLiteral("compute_usd")] = c.computeUsd;
        item[QStringLiteral("storage_usd")] = c.storageUsd;
        item[QStringLiteral("egress_usd")] = c.egressUsd;
        item[QStringLiteral("total_usd")] = o.totalCostUsd;
        item[QStringLiteral("spot")] = o.useSpot;
        item[QStringLiteral("price_as_of")] = QString::fromStdString(offer.asOf);
        QJsonArray warnings;
        for (std::string_view key : warningKeys(o.warnings))
            warnings.append(text(key));
        item[QStringLiteral("warnings")] = warnings;
        options.append(item);
    }
    QJsonObject root;
    root[QStringLiteral("model")] = QString::fromStdString(modelName);
    root[QStringLiteral("today")] = QString::fromStdString(today);
    root[QStringLiteral("training_tokens")] = plan.result.work.tokens;
    root[QStringLiteral("computed_tokens")] = plan.result.work.computedTokens;
    root[QStringLiteral("options")] = options;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QJsonObject layoutJson(const Parallelism& parallel, const TrainingSetup& setup)
{
    const ModelParallel& m = parallel.model;
    QJsonObject o;
    o[QStringLiteral("tensor_parallel")] = m.tensor;
    o[QStringLiteral("pipeline_parallel")] = m.pipeline;
    o[QStringLiteral("virtual_pipeline_stages")] = m.virtualStages;
    o[QStringLiteral("expert_parallel")] = m.expert;
    o[QStringLiteral("expert_tensor_parallel")] = m.expertTensor;
    o[QStringLiteral("megatron_sequence_parallel")] = m.sequenceParallel;
    o[QStringLiteral("context_parallel")] = contextParallelDegree(parallel);
    o[QStringLiteral("data_parallel")] = dataParallelDegree(parallel);
    o[QStringLiteral("micro_batches_per_step")] = std::max(1, setup.gradAccumulation);
    return o;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit plan: which catalog offers fit a fine-tuning job, how long it runs and what it costs, ranked.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/JobOptions.h"
#include "cli/OpenCatalog.h"
#include "cli/RunsJson.h"
#include "core/Units.h"
#include "core/plan/Calibration.h"
#include "core/plan/JobChecks.h"
#include "core/plan/Planner.h"
#include "core/report/ResultsExport.h"
#include "core/training/EnumKeys.h"
#include "present/AdviceWording.h"
#include "present/Format.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"
#include "present/RunWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// The options of `tunefit plan` beside the job flags; also the translation context of the command.
struct PlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)

public:
    JobOptions job;
    QCommandLineOption tokens{QStringLiteral("tokens"), tr("Dataset size in tokens."), QStringLiteral("n")};
    QCommandLineOption epochs{QStringLiteral("epochs"), tr("Passes over the dataset."), QStringLiteral("e"),
                              QStringLiteral("1")};
    QCommandLineOption noPacking{QStringLiteral("no-packing"),
                                 tr("One sample per row, padded to the sequence length (no sequence packing).")};
    QCommandLineOption sampleTokens{QStringLiteral("sample-tokens"),
                                    tr("Average tokens of one sample: the padding of unpacked rows."),
                                    QStringLiteral("n")};
    QCommandLineOption steps{QStringLiteral("steps"), tr("Optimizer steps to train instead of tokens x epochs."),
                             QStringLiteral("n")};
    QCommandLineOption checkpointMinutes{QStringLiteral("checkpoint-minutes"), tr("Checkpoint interval."),
                                         QStringLiteral("min"), QStringLiteral("60")};
    QCommandLineOption deadline{QStringLiteral("deadline-hours"), tr("Wall-time limit."), QStringLiteral("h")};
    QCommandLineOption budget{QStringLiteral("budget"), tr("Cost limit in USD."), QStringLiteral("usd")};
    QCommandLineOption spot{QStringLiteral("spot"), tr("Allow spot capacity where its expected cost is lower.")};
    QCommandLineOption maxInstances{QStringLiteral("max-instances"), tr("Instances of one offer at most (multi-node)."),
                                    QStringLiteral("n"), QStringLiteral("4")};
    QCommandLineOption sort{QStringLiteral("sort"),
                            tr("Order: cheapest, fastest, best-value or cheapest-within-deadline (cost = "
                               "cheapest-within-deadline, time = fastest)."),
                            QStringLiteral("key"), QStringLiteral("cost")};
    QCommandLineOption top{QStringLiteral("top"), tr("Options to show (0 = all)."), QStringLiteral("k"),
                           QStringLiteral("10")};
    QCommandLineOption catalogFile = catalogOption();
    QCommandLineOption today{QStringLiteral("today"), tr("Date for the stale-price rule."),
                             QStringLiteral("YYYY-MM-DD")};
    QCommandLineOption vendor{QStringLiteral("vendor"), tr("Only GPUs of this vendor."), QStringLiteral("name")};
    QCommandLineOption region{QStringLiteral("region"), tr("Only regions containing this text."),
                              QStringLiteral("text")};
    QCommandLineOption gpuClass{QStringLiteral("gpu-class"),
                                tr("Only these GPU classes: datacenter, workstation, consumer."),
                                QStringLiteral("list")};
    QCommandLineOption require{QStringLiteral("require"),
                               tr("Provider features: persistent_storage, per_second_billing, spot, "
                                  "ssh, docker, jupyter, multi_node."),
                               QStringLiteral("list")};
    QCommandLineOption all{QStringLiteral("all"), tr("Also list offers that are rejected.")};
    QCommandLineOption json{QStringLiteral("json"), tr("Print JSON.")};
    QCommandLineOption advise{QStringLiteral("advise"),
                              tr("Show each change of the job an offer runs with, with its memory "
                                 "and time effect (tunefit fit explains one GPU).")};
    QCommandLineOption asSet{QStringLiteral("as-set"),
                             tr("Plan only the job as written: no other setting or model-parallel layout.")};
    QCommandLineOption noCalibration = noCalibrationOption();

    /// Adds the options after the job flags, in the order --help lists them.
    void addTo(QCommandLineParser& parser) const
    {
        for (const auto* o : {&tokens,      &epochs, &noPacking, &sampleTokens, &steps,        &checkpointMinutes,
                              &deadline,    &budget, &spot,      &maxInstances, &sort,         &top,
                              &catalogFile, &today,  &vendor,    &region,       &gpuClass,     &require,
                              &all,         &json,   &advise,    &asSet,        &noCalibration})
            parser.addOption(*o);
    }
};

/// What the plan is asked beyond the job: the evaluation request, the date and how many options to show.
struct PlanRequest
{
    EvaluationRequest request;
    QString today;
    int topK = 10;
};

int failPlan(const Error& e)
{
    err() << QStringLiteral("tunefit plan: ") << present::errorSentence(e) << "\n";
    return exitCodeFor(e);
}

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QStringList warningKeyList(uint32_t set)
{
    QStringList keys;
    for (std::string_view key : warningKeys(set))
        keys << text(key);
    return keys;
}

std::optional<uint32_t> parseFeatures(const QString& list)
{
    uint32_t set = 0;
    for (const QString& name : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool found = false;
        for (int i = 0; i < kProviderFeatureCount; ++i) {
            if (text(featureKey(ProviderFeature(1u << i))) ==
                name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'))) {
                set |= 1u << i;
                found = true;
            }
        }
        if (!found)
            return std::nullopt;
    }
    return set;
}

/// The order preset a --sort value names: the presets' keys, and "cost" and "time" as they always were.
std::optional<RankBy> rankByOption(const QString& key)
{
    if (key == QStringLiteral("cheapest"))
        return RankBy::Cost;
    if (key == QStringLiteral("fastest") || key == QStringLiteral("time"))
        return RankBy::Time;
    if (key == QStringLiteral("best-value") || key == QStringLiteral("value"))
        return RankBy::BestValue;
    if (key == QStringLiteral("cheapest-within-deadline") || key == QStringLiteral("cost"))
        return RankBy::CostWithinDeadline;
    return std::nullopt;
}

/// An option's marks on the cost–time front: "*" on it, C cheapest, F fastest, V best value (printTable's legend).
QString frontMarks(const CostTimeFront& front, size_t i)
{
    QString marks;
    if (i < front.onFront.size() && front.onFront[i])
        marks += QLatin1Char('*');
    if (front.cheapest == int(i))
        marks += QLatin1Char('C');
    if (front.fastest == int(i))
        marks += QLatin1Char('F');
    if (front.bestValue == int(i))
        marks += QLatin1Char('V');
    return marks;
}

/// The table's heading: the job, its tokens and the price date, then the column names.
void printPlanHeading(const Evaluation& evaluation, const QString& today)
{
    const PlanResult& result = evaluation.plan;
    const Job& job = evaluation.job;
    out() << PlanCommand::tr("%1, %2 M training tokens; prices checked against %3")
                 .arg(QString::fromStdString(job.model.name), localNumber(result.work.tokens / 1e6, 1), today)
          << "\n";
    // The hours of a preference or RL objective depend on its setting (completions, their lengths, the engine):
    // the window's and the report's words for it (present/JobWording.h).
    if (job.setup.objective.objective != Objective::Sft)
        out() << PlanCommand::tr("Objective: %1").arg(present::objectiveText(job.setup.objective)) << "\n";
    // The hours of an FP8/FP4 job are those of its recipe, on the cards that run it.
    if (const QString recipe = present::lowPrecisionText(job.setup); !recipe.isEmpty())
        out() << recipe << "\n";
    if (const QString qat = present::qatText(job.setup); !qat.isEmpty())
        out() << qat << "\n";
    // The rows on a calibrated card are timed by the user's run (note "calibrated"); the line says whose.
    for (const CalibrationEntry& c : job.assumptions.calibrations)
        out() << present::calibrationScopeText(c) << ": " << present::calibrationText(c) << "\n";
    // Unpacked rows compute their padding too: the hours below are for that work.
    if (!job.packing && job.steps <= 0)
        out() << present::trainingWorkText(job, result.work) << "\n";
    out() << tableRow({{QStringLiteral("#"), 3},
                       {PlanCommand::tr("provider"), -16},
                       {PlanCommand::tr("instance"), -26},
                       {PlanCommand::tr("gpu"), -15},
                       {PlanCommand::tr("gpus"), 4},
                       {PlanCommand::tr("strategy"), -17},
                       {PlanCommand::tr("GiB/GPU"), 8},
                       {PlanCommand::tr("hours"), 8},
                       {PlanCommand::tr("cost USD"), 9},
                       {PlanCommand::tr("front"), -5}})
          << "  " << PlanCommand::tr("warnings") << "\n";
}

/// The row's warnings column: spot risk first, then why it does not fit, then the warnings, as their keys; last,
/// "calibrated" where the user's calibration of the card times it.
QString optionNotes(const PlanOption& o, bool calibrated)
{
    QString notes = warningKeyList(o.warnings).join(QLatin1Char(','));
    if (calibrated)
        notes += (notes.isEmpty() ? QString() : QStringLiteral(",")) + QStringLiteral("calibrated");
    if (!o.fits)
        notes = text(rejectionKey(o.rejection)) + (notes.isEmpty() ? QString() : QStringLiteral(",") + notes);
    if (o.useSpot)
        notes = QStringLiteral("spot(") + text(spotRiskKey(o.spot.risk)) + QStringLiteral(")") +
                (notes.isEmpty() ? QString() : QStringLiteral(",") + notes);
    return notes;
}

/// Option i's row; an option that does not fit shows "-" for its figures.
void printOptionRow(const Evaluation& evaluation, const Catalog& catalog, size_t i)
{
    const PlanResult& result = evaluation.plan;
    const PlanOption& o = result.options[i];
    const Offer& offer = catalog.offers[size_t(o.offerIndex)];
    const auto number = [&o](double value, int decimals) {
        return o.fits ? localNumber(value, decimals) : QStringLiteral("-");
    };
    out() << tableRow({{QString::number(i + 1), 3},
                       {QString::fromStdString(offer.provider).left(16), -16},
                       {QString::fromStdString(offer.instanceType).left(26), -26},
                       {QString::fromStdString(offer.gpuName).left(15), -15},
                       {QString::number(o.gpus), 4},
                       {o.fits ? present::strategyWithLayout(result, o) : QStringLiteral("-"), -17},
                       {number(units::toGiB(o.perGpuBytes), 1), 8},
                       {number(o.hours, 2), 8},
                       {number(o.totalCostUsd, 2), 9},
                       {frontMarks(evaluation.front, i), -5}})
          << "  " << optionNotes(o, calibrationOn(evaluation.job.assumptions.calibrations, offer.gpuName)) << "\n";
}

/// The setting a fitting row's figures are for: what to launch on this offer.
void printOptionSetting(const Evaluation& evaluation, const PlanOption& o, bool advise)
{
    const OptionSetting setting = optionSetting(evaluation.plan, o, evaluation.job);
    out() << "      " << PlanCommand::tr("runs: %1").arg(present::settingChangesText(setting)) << "\n";
    if (advise) // each change with its effects, as `tunefit fit` lists them
        for (const QString& line : present::settingChangeLines(setting))
            out() << "        " << line << "\n";
}

/// The ranked options as a table in the language of the run; warnings, strategies and spot risk as their keys.
void printTable(const Evaluation& evaluation, const Catalog& catalog, size_t shown, const QString& today, bool advise,
                RankBy order)
{
    printPlanHeading(evaluation, today);
    for (size_t i = 0; i < shown; ++i) {
        printOptionRow(evaluation, catalog, i);
        if (evaluation.plan.options[i].fits)
            printOptionSetting(evaluation, evaluation.plan.options[i], advise);
    }
    if (evaluation.front.cheapest >= 0)
        out() << PlanCommand::tr("front: * on the cost–time front (no offer is both cheaper and faster); C cheapest, "
                                 "F fastest, V best value. Order: %1.")
                     .arg(present::rankByName(order))
              << "\n";
}

/// The key of an order preset as --sort and --json write it.
std::string_view rankByKey(RankBy by)
{
    switch (by) {
    case RankBy::Cost:
        return "cheapest";
    case RankBy::Time:
        return "fastest";
    case RankBy::BestValue:
        return "best-value";
    case RankBy::CostWithinDeadline:
        return "cheapest-within-deadline";
    }
    return {};
}

/// The cheapest, fastest and best-value options: their place in the ranking (1 = first) and what they are.
QJsonObject picksJson(const Evaluation& evaluation, const Catalog& catalog)
{
    QJsonObject picks;
    const std::pair<const char*, int> named[] = {{"cheapest", evaluation.front.cheapest},
                                                 {"fastest", evaluation.front.fastest},
                                                 {"best_value", evaluation.front.bestValue}};
    for (const auto& [key, index] : named) {
        if (index < 0)
            continue;
        const PlanOption& o = evaluation.plan.options[size_t(index)];
        const Offer& offer = catalog.offers[size_t(o.offerIndex)];
        QJsonObject pick;
        pick[QStringLiteral("rank")] = index + 1;
        pick[QStringLiteral("provider")] = QString::fromStdString(offer.provider);
        pick[QStringLiteral("instance")] = QString::fromStdString(offer.instanceType);
        pick[QStringLiteral("region")] = QString::fromStdString(offer.region);
        pick[QStringLiteral("gpu")] = QString::fromStdString(offer.gpuName);
        pick[QStringLiteral("gpus")] = o.gpus;
        pick[QStringLiteral("hours")] = o.hours;
        pick[QStringLiteral("total_cost_usd")] = o.totalCostUsd;
        picks[QString::fromLatin1(key)] = pick;
    }
    // How the best value is chosen, as a key: the front point nearest the normalised ideal point (docs/planning.md).
    picks[QStringLiteral("best_value_rule")] = QStringLiteral("nearest_normalised_ideal_point");
    return picks;
}

/// Why the first option won, and the cheaper offers it was preferred to.
void printWhy(const Evaluation& evaluation, const Catalog& catalog)
{
    const present::Why why = present::whyFirst(evaluation, catalog);
    out() << "\n" << PlanCommand::tr("Why #1:") << "\n";
    for (const QString& sentence : why.reasons)
        out() << "  " << sentence << "\n";
    for (const QString& sentence : why.passedOver)
        out() << "  " << sentence << "\n";
}

/// Each warning key the shown options carry, with its sentence.
void printWarningLegend(const PlanResult& result, size_t shown, bool calibrated)
{
    uint32_t seen = 0;
    for (size_t i = 0; i < shown; ++i)
        seen |= result.options[i].warnings;
    if (seen != 0 || calibrated)
        out() << "\n" << PlanCommand::tr("Warnings:") << "\n";
    if (calibrated)
        out() << "  calibrated: " << PlanCommand::tr("timed and sized by your calibration of the card, named above")
              << "\n";
    for (int i = 0; i < kPlanWarningCount; ++i) {
        const auto warning = PlanWarning(1u << i);
        if (seen & uint32_t(warning))
            out() << "  " << text(warningKey(warning)) << ": " << present::warningSentence(warning) << "\n";
    }
}

/// An option's bill as --json writes it: spot or on demand, its parts and the price's date.
void addBillJson(const PlanOption& o, const Offer& offer, QJsonObject& item)
{
    item[QStringLiteral("spot")] = o.useSpot;
    if (o.spot.available) {
        item[QStringLiteral("spot_expected_interruptions")] = o.spot.expectedInterruptions;
        item[QStringLiteral("spot_risk")] = text(spotRiskKey(o.spot.risk));
    }
    const CostBreakdown& k = o.useSpot ? o.spot.cost : o.onDemand;
    item[QStringLiteral("price_usd_per_hour")] = o.pricePerHour;
    item[QStringLiteral("compute_cost_usd")] = k.computeUsd;
    item[QStringLiteral("storage_cost_usd")] = k.storageUsd;
    item[QStringLiteral("egress_cost_usd")] = k.egressUsd;
    item[QStringLiteral("billed_hours")] = k.billedSeconds / 3600.0;
    item[QStringLiteral("total_cost_usd")] = o.totalCostUsd;
    item[QStringLiteral("price_as_of")] = QString::fromStdString(offer.asOf);
}

/// A positive real flag into `value`, or the first error.
void readPositive(const QCommandLineParser& parser, const QCommandLineOption& option, const char* name, double& value,
                  std::optional<Error>& error)
{
    value = realOption(parser, option, error);
    if (!error && value <= 0)
        error = Error{ErrorCode::OutOfRange, name, parser.value(option).toStdString()};
}

/// The plan's flags that change the job: its size, its limits and what the planner may choose. A job file keeps what
/// a flag does not name; the first bad flag is the error.
void readJobFlags(const QCommandLineParser& parser, const PlanCommand& o, bool fromFile, Job& j,
                  std::optional<Error>& error)
{
    if (parser.isSet(o.tokens))
        readPositive(parser, o.tokens, "--tokens", j.datasetTokens, error);
    if (!fromFile || parser.isSet(o.epochs))
        readPositive(parser, o.epochs, "--epochs", j.epochs, error);
    if (parser.isSet(o.noPacking))
        j.packing = false;
    if (parser.isSet(o.sampleTokens)) {
        j.averageSampleTokens = realOption(parser, o.sampleTokens, error);
        if (!error && j.averageSampleTokens < 1)
            error = Error{ErrorCode::OutOfRange, "--sample-tokens", parser.value(o.sampleTokens).toStdString()};
    }
    if (parser.isSet(o.steps)) {
        j.steps = intOption(parser, o.steps, error);
        if (!error && j.steps <= 0)
            error = Error{ErrorCode::OutOfRange, "--steps", parser.value(o.steps).toStdString()};
    }
    if (!fromFile || parser.isSet(o.checkpointMinutes))
        j.checkpointIntervalMinutes = realOption(parser, o.checkpointMinutes, error);
    if (parser.isSet(o.deadline))
        j.deadlineHours = realOption(parser, o.deadline, error);
    if (parser.isSet(o.budget))
        j.budgetUsd = realOption(parser, o.budget, error);
    if (!fromFile || parser.isSet(o.spot))
        j.assumptions.spotAllowed = parser.isSet(o.spot);
    if (!fromFile || parser.isSet(o.asSet))
        j.assumptions.asSetOnly = parser.isSet(o.asSet);
    if (!fromFile || parser.isSet(o.maxInstances))
        j.assumptions.maxInstances = intOption(parser, o.maxInstances, error);
}

/// The --gpu-class list as a set of GpuClass bits; an unknown class is the error.
uint32_t readGpuClasses(const QString& list, std::optional<Error>& error)
{
    uint32_t classes = 0;
    for (const QString& c : list.toLower().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (c == QStringLiteral("datacenter"))
            classes |= 1u << unsigned(GpuClass::Datacenter);
        else if (c == QStringLiteral("workstation"))
            classes |= 1u << unsigned(GpuClass::Workstation);
        else if (c == QStringLiteral("consumer"))
            classes |= 1u << unsigned(GpuClass::Consumer);
        else if (!error)
            error = Error{ErrorCode::UnknownValue, "--gpu-class", c.toStdString()};
    }
    return classes;
}

/// Which offers to consider: vendor, region, GPU classes, provider features, and whether rejected ones are listed.
PlanFilter readFilter(const QCommandLineParser& parser, const PlanCommand& o, std::optional<Error>& error)
{
    PlanFilter filter;
    filter.vendor = parser.value(o.vendor).toStdString();
    filter.region = parser.value(o.region).toStdString();
    if (parser.isSet(o.gpuClass))
        filter.gpuClasses = readGpuClasses(parser.value(o.gpuClass), error);
    if (parser.isSet(o.require)) {
        if (auto f = parseFeatures(parser.value(o.require)))
            filter.requiredFeatures = *f;
        else if (!error)
            error = Error{ErrorCode::UnknownValue, "--require", parser.value(o.require).toStdString()};
    }
    filter.fittingOnly = !parser.isSet(o.all);
    return filter;
}

/// The request beside the job: how many to show, the order, the date and the filter; the first bad flag is the error.
PlanRequest readPlanRequest(const QCommandLineParser& parser, const PlanCommand& o, const Job& j,
                            std::optional<Error>& error)
{
    PlanRequest plan;
    plan.topK = intOption(parser, o.top, error);
    if (!error && (j.assumptions.maxInstances < 1 || j.assumptions.maxInstances > kMaxInstances))
        error = Error{ErrorCode::OutOfRange, "--max-instances", parser.value(o.maxInstances).toStdString(),
                      AllowedRange{1, kMaxInstances}};
    const QString sortKey = parser.value(o.sort).toLower();
    const std::optional<RankBy> rankBy = rankByOption(sortKey);
    if (!error && !rankBy)
        error = Error{ErrorCode::UnknownValue, "--sort", sortKey.toStdString()};
    plan.today = parser.isSet(o.today) ? parser.value(o.today) : QDate::currentDate().toString(Qt::ISODate);
    if (!error && !QDate::fromString(plan.today, Qt::ISODate).isValid())
        error = Error{ErrorCode::InvalidValue, "--today", plan.today.toStdString()};
    plan.request.filter = readFilter(parser, o, error);
    plan.request.today = plan.today.toStdString();
    plan.request.useCalibrations = !parser.isSet(o.noCalibration);
    if (rankBy)
        plan.request.rankBy = *rankBy;
    return plan;
}

/// One ranked option as --json writes it: the offer, the fit, the time, the bill and the setting it runs.
QJsonObject optionJson(const Evaluation& evaluation, const Catalog& catalog, size_t i, bool advise)
{
    const PlanResult& result = evaluation.plan;
    const PlanOption& o = result.options[i];
    const Offer& offer = catalog.offers[size_t(o.offerIndex)];
    QJsonObject item;
    item[QStringLiteral("provider")] = QString::fromStdString(offer.provider);
    item[QStringLiteral("instance")] = QString::fromStdString(offer.instanceType);
    item[QStringLiteral("region")] = QString::fromStdString(offer.region);
    item[QStringLiteral("gpu")] = QString::fromStdString(offer.gpuName);
    item[QStringLiteral("gpus")] = o.gpus;
    item[QStringLiteral("instances")] = o.instances;
    item[QStringLiteral("fits")] = o.fits;
    if (!o.fits)
        item[QStringLiteral("rejection")] = text(rejectionKey(o.rejection));
    item[QStringLiteral("strategy")] = text(strategyKey(o));
    item[QStringLiteral("calibrated")] =
        calibrationOn(evaluation.job.assumptions.calibrations, offer.gpuName) != nullptr;
    if (o.memoryIndex >= 0 && size_t(o.memoryIndex) < result.memory.size())
        item[QStringLiteral("layout")] =
            layoutJson(result.memory[size_t(o.memoryIndex)].parallel, result.memory[size_t(o.memoryIndex)].setup);
    item[QStringLiteral("per_gpu_gib")] = units::toGiB(o.perGpuBytes);
    item[QStringLiteral("headroom_gib")] = units::toGiB(o.headroomBytes);
    item[QStringLiteral("tokens_per_s")] = o.tokensPerSecond;
    item[QStringLiteral("step_seconds")] = o.stepSeconds;
    item[QStringLiteral("bottleneck")] = QString::fromLatin1(bottleneckName(o.bottleneck));
    item[QStringLiteral("hours")] = o.hours;
    addBillJson(o, offer, item);
    item[QStringLiteral("warnings")] = QJsonArray::fromStringList(warningKeyList(o.warnings));
    item[QStringLiteral("pareto")] = i < evaluation.front.onFront.size() && evaluation.front.onFront[i];
    if (o.fits) {
        const OptionSetting setting = optionSetting(result, o, evaluation.job);
        item[QStringLiteral("setting")] = optionSettingJson(setting);
        if (advise) { // the keys `--advise --json` gave before `setting` existed
            item[QStringLiteral("fits_as_set")] = setting.asSet();
            item[QStringLiteral("changes")] = adviceChangesJson(setting.changes, &setting.parallel);
        }
    }
    return item;
}

/// The whole plan as --json writes it: the job's reading, the shown options, the order and the picks.
QJsonObject planJson(const Evaluation& evaluation, const Catalog& catalog, const PlanRequest& plan, size_t shown,
                     bool advise)
{
    const Job& j = evaluation.job;
    QJsonObject root;
    root[QStringLiteral("model")] = QString::fromStdString(j.model.name);
    if (j.modelReading)
        root[QStringLiteral("model_reading")] = modelReadingJson(*j.modelReading);
    root[QStringLiteral("objective")] = text(keyOf(objectiveKeys(), j.setup.objective.objective));
    root[QStringLiteral("training_tokens")] = evaluation.plan.work.tokens;
    root[QStringLiteral("computed_tokens")] = evaluation.plan.work.computedTokens;
    root[QStringLiteral("today")] = plan.today;
    root[QStringLiteral("calibrations")] = calibrationsJson(j.assumptions.calibrations);
    QJsonArray options;
    for (size_t i = 0; i < shown; ++i)
        options.append(optionJson(evaluation, catalog, i, advise));
    root[QStringLiteral("options")] = options;
    root[QStringLiteral("sort")] = text(rankByKey(plan.request.rankBy));
    root[QStringLiteral("picks")] = picksJson(evaluation, catalog);
    return root;
}

} // namespace

int runPlan(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        PlanCommand::tr("Ranks catalog offers for a fine-tuning job: fit, wall time and total cost."));
    parser.addHelpOption();
    PlanCommand o;
    o.job.addTo(parser);
    o.addTo(parser);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;

    // The catalog first: it holds the user's model library the job's model name may name.
    const Result<Catalog> catalog = loadCatalogToRead(parser.value(o.catalogFile));
    if (!catalog)
        return catalogExitCode(catalog.error());
    const auto inputs = readJobOptions(o.job, parser, catalog->models);
    if (!inputs)
        return failPlan(inputs.error());
    // A job file gives the whole job; the flags below change what they name.
    Job j = jobFromInputs(*inputs, QStringLiteral("tunefit plan"));
    const bool fromFile = inputs->file.has_value();
    if (!fromFile && !parser.isSet(o.tokens) && !parser.isSet(o.steps))
        return failPlan(Error{ErrorCode::MissingOption, "--tokens", ""});
    std::optional<Error> error;
    readJobFlags(parser, o, fromFile, j, error);
    const PlanRequest plan = readPlanRequest(parser, o, j, error);
    if (!error)
        error = validateJob(j);
    if (error)
        return failPlan(*error);

    const Evaluation evaluation = evaluate(j, *catalog, plan.request);
    const PlanResult& result = evaluation.plan;
    const size_t shown = plan.topK <= 0 ? result.options.size() : std::min(result.options.size(), size_t(plan.topK));
    if (parser.isSet(o.json)) {
        out() << QJsonDocument(planJson(evaluation, *catalog, plan, shown, parser.isSet(o.advise)))
                     .toJson(QJsonDocument::Indented);
        return planExitCode(result);
    }
    printTable(evaluation, *catalog, shown, plan.today, parser.isSet(o.advise), plan.request.rankBy);
    if (result.options.empty() || !result.options.front().fits) {
        out() << PlanCommand::tr("No offer fits this job.") << "\n";
        return kExitNegative;
    }
    printWhy(evaluation, *catalog);
    printWarningLegend(result, shown, !evaluation.job.assumptions.calibrations.empty());
    return planExitCode(result);
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit fit: the fastest setting of a job that fits a GPU, and what it changes.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/JobOptions.h"
#include "cli/OpenCatalog.h"
#include "cli/RunsJson.h"
#include "core/Units.h"
#include "core/evaluate/Evaluation.h"
#include "core/report/JobFile.h"
#include "core/report/ResultsExport.h"
#include "present/AdviceWording.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/PlanWording.h"
#include "present/RunWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit fit`.
struct FitCommand
{
    Q_DECLARE_TR_FUNCTIONS(FitCommand)
};

QJsonObject settingJson(const AdvisedSetting& s)
{
    QJsonObject o;
    o[QStringLiteral("setup")] = jobSetupObject(s.setup);
    o[QStringLiteral("parallel")] = jobParallelObject(s.parallel);
    o[QStringLiteral("peak_gib")] = units::toGiB(s.peakBytes);
    o[QStringLiteral("host_gib")] = units::toGiB(s.hostBytes);
    o[QStringLiteral("tokens_per_s")] = s.tokensPerSecond;
    o[QStringLiteral("step_seconds")] = s.stepSeconds;
    return o;
}

QString settingLine(const AdvisedSetting& s)
{
    if (s.tokensPerSecond <= 0)
        return FitCommand::tr("%1 GiB per GPU (no throughput figures for this GPU)")
            .arg(present::formatGiB(s.peakBytes, 2));
    return FitCommand::tr("%1 GiB per GPU, %2 tokens/s")
        .arg(present::formatGiB(s.peakBytes, 2), localNumber(s.tokensPerSecond, 0));
}

void printChanges(const std::vector<AdviceChange>& changes, int gpus)
{
    for (const AdviceChange& c : changes)
        out() << tableRow({{QStringLiteral("  ") + present::changeFromToText(c, gpus), -60},
                           {present::memoryEffectText(c.memoryDeltaBytes), 10},
                           {present::timeEffectText(c.timeFactor), 12}})
              << "\n";
}

int failFit(const Error& e)
{
    err() << QStringLiteral("tunefit fit: ") << present::errorSentence(e) << "\n";
    return exitCodeFor(e);
}

/// The changes of the training that would fit, as --json writes them (each a setting with its kind and changes).
QJsonArray suggestionsJson(const std::vector<TrainingSuggestion>& suggestions)
{
    QJsonArray array;
    static const char* const kinds[] = {"lora_instead_of_full", "qlora_instead_of_lora", "fewer_targets",
                                        "shorter_sequence",     "smaller_batch",         "low_precision_recipe"};
    for (const TrainingSuggestion& s : suggestions) {
        QJsonObject item = settingJson(s.advised);
        item[QStringLiteral("change")] = QString::fromLatin1(kinds[int(s.change)]);
        item[QStringLiteral("changes_training")] = true;
        if (s.change == TrainingChange::ShorterSequence)
            item[QStringLiteral("seq_len")] = s.value;
        item[QStringLiteral("changes")] = adviceChangesJson(s.changes);
        array.append(item);
    }
    return array;
}

/// The advice as --json writes it: the setting as set, the advised one, the nearest and the training suggestions.
QJsonObject fitJson(const Job& j, const Gpu& card, int gpus, const Advice& a)
{
    QJsonObject root;
    root[QStringLiteral("model")] = QString::fromStdString(j.model.name);
    if (j.modelReading)
        root[QStringLiteral("model_reading")] = modelReadingJson(*j.modelReading);
    root[QStringLiteral("gpu")] = QString::fromStdString(card.name);
    root[QStringLiteral("gpus")] = gpus;
    root[QStringLiteral("usable_gib")] = units::toGiB(a.usableBytes);
    root[QStringLiteral("fits_as_set")] = a.fitsAsSet;
    root[QStringLiteral("fits")] = a.fits();
    root[QStringLiteral("as_set")] = settingJson(a.asSet);
    if (a.advised) {
        root[QStringLiteral("advised")] = settingJson(*a.advised);
        root[QStringLiteral("peak_gib")] = units::toGiB(a.advised->peakBytes);
        root[QStringLiteral("tokens_per_s")] = a.advised->tokensPerSecond;
    }
    root[QStringLiteral("changes")] = adviceChangesJson(a.changes);
    if (a.nearest) {
        QJsonObject nearest = settingJson(*a.nearest);
        nearest[QStringLiteral("changes")] = adviceChangesJson(a.nearestChanges);
        root[QStringLiteral("nearest")] = nearest;
    }
    root[QStringLiteral("suggestions")] = suggestionsJson(a.suggestions);
    if (a.numericsChange)
        root[QStringLiteral("numerics_change")] = numericsChangeJson(a);
    return root;
}

/// The advice in words: the setting as set, the advised one with each change, and what else would fit.
void printFit(const Job& j, const Gpu& card, int gpus, const Advice& a)
{
    out() << FitCommand::tr("%1 on %2 × %3 (%4 per GPU)")
                 .arg(QString::fromStdString(j.model.name), QString::number(gpus), QString::fromStdString(card.name),
                      present::usableText(a.usableBytes, a.capacityBytes))
          << "\n";
    out() << FitCommand::tr("As set: %1").arg(settingLine(a.asSet)) << "\n";
    out() << present::adviceText(a, gpus) << "\n";
    if (a.advised && !a.fitsAsSet) {
        printChanges(a.changes, gpus);
        out() << FitCommand::tr("Advised: %1").arg(settingLine(*a.advised)) << "\n";
    }
    if (const QString faster = present::numericsChangeText(a); !faster.isEmpty())
        out() << faster << "\n";
    if (a.fits())
        return;
    if (a.nearest)
        printChanges(a.nearestChanges, gpus);
    if (a.suggestions.empty())
        out() << FitCommand::tr("No change of the training that Tunefit tries fits either.") << "\n";
    else
        out() << FitCommand::tr("These would fit, but change the training:") << "\n";
    for (const TrainingSuggestion& s : a.suggestions)
        out() << "  " << present::suggestionText(s) << ": " << settingLine(s.advised) << "\n";
}

} // namespace

int runFit(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        FitCommand::tr("The fastest setting of a fine-tuning job that fits a GPU, searched over the settings that "
                       "do not change what is learned (micro-batch and accumulation, checkpointing, attention, "
                       "loss, 8-bit and paged optimizers, sharding and offload). Exit 0 when a setting fits, 1 when "
                       "none does (then the changes of the training that would fit are listed)."));
    parser.addHelpOption();
    JobOptions job;
    job.addTo(parser);
    const QCommandLineOption gpu{QStringLiteral("gpu"), FitCommand::tr("The catalog GPU to fit the job on."),
                                 QStringLiteral("name")};
    const QCommandLineOption catalogFile = catalogOption();
    const QCommandLineOption json{QStringLiteral("json"),
                                  FitCommand::tr("Print JSON (C locale numbers, English keys).")};
    const QCommandLineOption noCalibration = noCalibrationOption();
    parser.addOptions({gpu, catalogFile, json, noCalibration});
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (!parser.isSet(gpu))
        return failFit(Error{ErrorCode::MissingOption, "--gpu", ""});
    const Result<Catalog> catalog = loadCatalogToRead(parser.value(catalogFile));
    if (!catalog)
        return catalogExitCode(catalog.error());
    const auto inputs = readJobOptions(job, parser, catalog->models);
    if (!inputs)
        return failFit(inputs.error());
    Job j = jobFromInputs(*inputs, QStringLiteral("tunefit fit"));
    const std::string gpuName = parser.value(gpu).toStdString();
    const Gpu* card = findGpu(*catalog, gpuName);
    if (!card)
        return failFit(Error{ErrorCode::UnknownGpu, "--gpu", gpuName});
    // A colocated engine's share is of the card the job is fitted on, unless the user names another.
    if (!parser.isSet(job.engineGpuMemory))
        j.setup.objective.engineGpuMemoryGiB = units::toGiB(memoryBytes(*card));

    // The one evaluation (core/evaluate): its advice on the selected GPU is what the window shows.
    EvaluationRequest request;
    request.withFitOverview = false;
    request.withPlan = false;
    request.selectedGpu = gpuName;
    request.useCalibrations = !parser.isSet(noCalibration);
    const Evaluation e = evaluate(j, *catalog, request);
    if (e.memoryError)
        return failFit(*e.memoryError);
    if (!e.advice || !e.advice->valid)
        return failFit(Error{ErrorCode::InvalidValue, "--gpu", gpuName});
    if (parser.isSet(json)) {
        QJsonObject root = fitJson(j, *card, e.job.parallel.gpus, *e.advice);
        root[QStringLiteral("calibration")] =
            e.calibration ? QJsonValue(calibrationJson(*e.calibration)) : QJsonValue();
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        printFit(j, *card, e.job.parallel.gpus, *e.advice);
        // Its times and what it may use count the card's calibration kept from the user's run.
        if (e.calibration)
            out() << present::calibrationText(*e.calibration) << "\n";
    }
    return e.advice->fits() ? kExitOk : kExitNegative;
}

} // namespace tunefit::cli

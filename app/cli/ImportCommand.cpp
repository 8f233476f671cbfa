// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit import / export-config: another stack's training config in as a job, the job out as another stack's config.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/ConfigJob.h"
#include "cli/OpenCatalog.h"
#include "core/Units.h"
#include "core/evaluate/Evaluation.h"
#include "core/import/ConfigExport.h"
#include "core/import/ConfigImport.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "core/report/JobFile.h"
#include "present/Format.h"
#include "present/ImportWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit import` and `tunefit export-config`.
struct ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)
};

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QJsonObject originJson(const ImportOrigin& o)
{
    QJsonObject j;
    if (o.stackDefault) {
        j[QStringLiteral("default_of")] = qs(stackKey(o.stack));
        j[QStringLiteral("key")] = qs(o.key);
    } else {
        j[QStringLiteral("file")] = qs(o.file);
        j[QStringLiteral("key")] = qs(o.key);
        j[QStringLiteral("line")] = o.line;
    }
    return j;
}

QJsonObject importJson(const ImportedJob& job)
{
    QJsonObject root;
    root[QStringLiteral("stack")] = qs(stackKey(job.stack));
    QJsonArray files;
    for (const auto& f : job.files)
        files.append(qs(f));
    root[QStringLiteral("files")] = files;
    QJsonArray fields;
    for (const auto& f : job.fields) {
        QJsonObject o;
        o[QStringLiteral("field")] = qs(jobFieldKey(f.field));
        o[QStringLiteral("value")] = qs(f.value);
        o[QStringLiteral("origin")] = originJson(f.origin);
        fields.append(o);
    }
    root[QStringLiteral("fields")] = fields;
    QJsonArray unused;
    for (const auto& u : job.unused) {
        QJsonObject o;
        o[QStringLiteral("file")] = qs(u.file);
        o[QStringLiteral("key")] = qs(u.key);
        o[QStringLiteral("line")] = u.line;
        o[QStringLiteral("reason")] = qs(unusedReasonKey(u.reason));
        o[QStringLiteral("detail")] = qs(u.detail);
        unused.append(o);
    }
    root[QStringLiteral("unused")] = unused;
    QJsonArray runtime;
    for (const auto& r : job.leftToRuntime) {
        QJsonObject o;
        o[QStringLiteral("file")] = qs(r.file);
        o[QStringLiteral("key")] = qs(r.key);
        o[QStringLiteral("line")] = r.line;
        o[QStringLiteral("value")] = qs(r.value);
        if (r.field)
            o[QStringLiteral("field")] = qs(jobFieldKey(*r.field));
        runtime.append(o);
    }
    root[QStringLiteral("left_to_runtime")] = runtime;
    QJsonObject model;
    model[QStringLiteral("name")] = job.modelName ? qs(*job.modelName) : QString();
    model[QStringLiteral("source")] = qs(modelSourceKey(job.modelSource));
    if (!job.presetId.empty())
        model[QStringLiteral("preset")] = qs(job.presetId);
    if (!job.modelConfigPath.empty())
        model[QStringLiteral("config")] = qs(job.modelConfigPath);
    if (job.safetensorsParams) {
        model[QStringLiteral("safetensors_params")] = double(*job.safetensorsParams);
        model[QStringLiteral("safetensors_dtype")] = qs(job.safetensorsDType);
    }
    root[QStringLiteral("model")] = model;
    return root;
}

void printImport(const ImportedJob& job)
{
    // The words of the window's preview (present/ImportWording.h); --json keeps the keys.
    out() << ImportCommand::tr("Stack: %1").arg(present::stackTitle(job.stack)) << "\n";
    for (const auto& f : job.fields) {
        const QString origin = f.origin.stackDefault
                                   ? present::importOriginText(f.origin)
                                   : ImportCommand::tr("%1:%2, key %3")
                                         .arg(qs(f.origin.file), QString::number(f.origin.line), qs(f.origin.key));
        out() << tableRow({{present::importFieldName(f.field), -28},
                           {present::boundedEcho(present::importedValueText(f.field, f.value)), -34},
                           {origin, 0}})
              << "\n";
    }
    if (job.modelSource == ModelSource::NotFound && job.modelName)
        out() << ImportCommand::tr("Model %1: no bundled preset and no config.json on this computer; pass --model")
                     .arg(present::boundedEcho(qs(*job.modelName)))
              << "\n";
    for (const auto& r : job.leftToRuntime)
        out() << ImportCommand::tr("Left to the launch: %1 = %2")
                     .arg(qs(r.key), r.value.empty() ? QStringLiteral("?") : qs(r.value))
              << "\n";
    int ignored = 0;
    for (const auto& u : job.unused) {
        if (u.reason == UnusedReason::NoEffect) {
            ++ignored;
            continue;
        }
        out() << ImportCommand::tr("Not used: %1 (%2)").arg(qs(u.key), present::unusedReasonText(u)) << "\n";
    }
    out() << ImportCommand::tr("%n key(s) without effect on memory, time or cost", "", ignored) << "\n";
}

} // namespace

Result<JobDocument> jobDocumentFromConfig(ImportedJob job, const std::optional<QString>& model,
                                          const std::optional<QString>& tokens)
{
    if (model) {
        auto located = import::locateModel(model->toStdString(), QDir::currentPath().toStdString());
        if (!located)
            return located.error();
        if (located->source == ModelSource::NotFound)
            return unresolvedModelError(located->resolution, "--model", model->toStdString());
        job.job.model = located->spec;
        job.job.modelReading = located->reading;
        job.modelSource = located->source;
    }
    if (job.modelSource == ModelSource::NotFound)
        return unresolvedModelError(job.modelResolution, "--model", job.modelName.value_or(std::string()));
    if (auto invalid = validateInputs(job.job.model, job.job.setup, job.job.parallel))
        return *invalid;
    JobDocument doc;
    doc.job = job.job;
    if (tokens) {
        bool ok = false;
        const double n = tokens->toDouble(&ok);
        if (!ok || !(n >= 1 && n <= 1e15))
            return Error{ErrorCode::OutOfRange, "--tokens", tokens->toStdString(), AllowedRange{1, 1e15}};
        doc.job.datasetTokens = n;
        doc.job.steps = 0;
    }
    if (doc.job.steps <= 0 && doc.job.datasetTokens <= 0)
        return Error{ErrorCode::MissingOption, "--tokens", ""};
    if (const ModelPreset* preset = presetMatching(job.job.model))
        doc.presetId = std::string(preset->id);
    return doc;
}

int runImport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ImportCommand::tr("Reads a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, "
                          "ms-swift, litgpt) as a job.") +
        QStringLiteral("\n\n") + exitCodeHelp());
    parser.addHelpOption();
    const QCommandLineOption outFile{QStringLiteral("out"), ImportCommand::tr("Write the job file here."),
                                     QStringLiteral("file")};
    const QCommandLineOption json{QStringLiteral("json"),
                                  ImportCommand::tr("Print every field with its value and origin as JSON.")};
    const QCommandLineOption model{
        QStringLiteral("model"),
        ImportCommand::tr("Model preset id or config.json when the file's model is not found."),
        QStringLiteral("preset")};
    const QCommandLineOption tokens{QStringLiteral("tokens"),
                                    ImportCommand::tr("Dataset size in tokens, for a file without max_steps."),
                                    QStringLiteral("n")};
    const QCommandLineOption root{
        QStringLiteral("root"),
        ImportCommand::tr("The folder files the config names (a DeepSpeed JSON, an accelerate config) may be read "
                          "from: the config's folder and those above it up to this one (default: the config's "
                          "folder)."),
        QStringLiteral("dir")};
    parser.addOptions({outFile, json, model, tokens, root});
    parser.addPositionalArgument(QStringLiteral("FILE"), ImportCommand::tr("The training config."));
    if (auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        err() << ImportCommand::tr("tunefit import: name one config file") << "\n";
        return kExitBadInput;
    }
    const QString file = parser.positionalArguments().front();
    ImportOptions options;
    if (parser.isSet(root)) {
        if (!QFileInfo(parser.value(root)).isDir()) {
            err() << ImportCommand::tr("tunefit import: --root %1 is not a folder")
                         .arg(present::boundedEcho(parser.value(root)))
                  << "\n";
            return kExitBadInput;
        }
        options.root = QFileInfo(parser.value(root)).absoluteFilePath().toStdString();
    }
    auto imported = importTrainingConfig(file.toStdString(), options);
    if (!imported) {
        err() << QStringLiteral("tunefit import: ") << present::errorSentence(imported.error()) << "\n";
        return exitCodeFor(imported.error());
    }
    ImportedJob job = std::move(imported).value();
    auto optional = [&](const QCommandLineOption& o) {
        return parser.isSet(o) ? std::optional(parser.value(o)) : std::nullopt;
    };
    if (parser.isSet(model)) {
        // The preview names the model the job will have.
        auto located = import::locateModel(parser.value(model).toStdString(), QDir::currentPath().toStdString());
        if (!located || located->source == ModelSource::NotFound) {
            err() << ImportCommand::tr("tunefit import: model %1 not found").arg(present::boundedEcho(parser.value(model)))
                  << "\n";
            return located ? kExitBadInput : exitCodeFor(located.error());
        }
        job.job.model = located->spec;
        job.modelSource = located->source;
        job.presetId = located->presetId;
    }
    if (parser.isSet(json))
        out() << QString::fromUtf8(QJsonDocument(importJson(job)).toJson(QJsonDocument::Indented));
    else
        printImport(job);
    if (parser.isSet(outFile)) {
        auto doc = jobDocumentFromConfig(std::move(job), std::nullopt, optional(tokens));
        if (!doc) {
            err() << QStringLiteral("tunefit import: ") << present::errorSentence(doc.error()) << "\n";
            return exitCodeFor(doc.error());
        }
        if (!writeTextFile(parser.value(outFile), writeJobFile(*doc)))
            return kExitFileError;
    }
    return kExitOk;
}

int runExportConfig(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ImportCommand::tr("Writes a job as a training config of another stack, with the plan in a comment header.") +
        QStringLiteral("\n\n") + exitCodeHelp());
    parser.addHelpOption();
    const QCommandLineOption stack{QStringLiteral("stack"),
                                   QStringLiteral("axolotl, llama-factory, deepspeed, accelerate, torchtune."),
                                   QStringLiteral("name")};
    const QCommandLineOption outFile{QStringLiteral("out"), ImportCommand::tr("The config file to write."),
                                     QStringLiteral("file")};
    const QCommandLineOption gpu{
        QStringLiteral("gpu"),
        ImportCommand::tr("Write the plan's best offer of this catalog GPU (its GPU count, sharding and offload)."),
        QStringLiteral("name")};
    const QCommandLineOption gpus{QStringLiteral("gpus"),
                                  ImportCommand::tr("With --gpu: the offer with this many GPUs."), QStringLiteral("n")};
    const QCommandLineOption best{QStringLiteral("best"), ImportCommand::tr("Write the plan's first option.")};
    const QCommandLineOption catalogFile = catalogOption();
    const QCommandLineOption today{QStringLiteral("today"), ImportCommand::tr("Date for the stale-price rule."),
                                   QStringLiteral("YYYY-MM-DD")};
    parser.addOptions({stack, outFile, gpu, gpus, best, catalogFile, today});
    parser.addPositionalArgument(QStringLiteral("JOB"), ImportCommand::tr("A *.tunefit.json job file."));
    if (auto stop = parseOrStop(parser, arguments))
        return *stop;
    auto fail = [](const Error& error) {
        err() << QStringLiteral("tunefit export-config: ") << present::errorSentence(error) << "\n";
        return kExitBadInput;
    };
    if (parser.positionalArguments().size() != 1 || !parser.isSet(stack) || !parser.isSet(outFile)) {
        err() << ImportCommand::tr("tunefit export-config: give JOB, --stack and --out") << "\n";
        return kExitBadInput;
    }
    if (parser.isSet(best) && parser.isSet(gpu)) {
        err() << ImportCommand::tr("tunefit export-config: give either --best or --gpu, not both") << "\n";
        return kExitBadInput;
    }
    const auto target = stackFromKey(parser.value(stack).toStdString());
    if (!target || !canExport(*target))
        return fail(Error{ErrorCode::UnknownValue, "--stack", parser.value(stack).toStdString()});
    int gpuCount = 0;
    if (parser.isSet(gpus)) {
        bool ok = false;
        gpuCount = parser.value(gpus).toInt(&ok);
        if (!ok || gpuCount < 1 || gpuCount > 100000)
            return fail(
                Error{ErrorCode::OutOfRange, "--gpus", parser.value(gpus).toStdString(), AllowedRange{1, 100000}});
    }
    const QString todayText = parser.isSet(today) ? parser.value(today) : QDate::currentDate().toString(Qt::ISODate);
    if (!QDate::fromString(todayText, Qt::ISODate).isValid())
        return fail(Error{ErrorCode::InvalidValue, "--today", todayText.toStdString()});
    const auto text = readTextFile(parser.positionalArguments().front());
    if (!text)
        return kExitFileError;
    auto doc = readJobFile(*text);
    if (!doc)
        return fail(doc.error());

    // The one evaluation of the job (core/evaluate): the header's figures are the plan's, not recomputed here.
    const bool chooseOffer = parser.isSet(best) || parser.isSet(gpu);
    Catalog catalog;
    if (chooseOffer) {
        auto loaded = loadCatalogToRead(parser.value(catalogFile));
        if (!loaded)
            return catalogExitCode(loaded.error());
        catalog = std::move(*loaded);
    }
    EvaluationRequest request;
    request.today = todayText.toStdString();
    request.withFitOverview = false;
    request.withPlan = chooseOffer;
    const Evaluation evaluation = evaluate(doc->job, catalog, request);
    if (evaluation.jobError)
        return fail(*evaluation.jobError);
    PlannedExport planned;
    if (parser.isSet(best)) {
        const PlanOption* option = evaluation.best();
        if (!option) {
            err() << ImportCommand::tr("tunefit export-config: no offer of the catalog runs this job") << "\n";
            return kExitBadInput;
        }
        planned = exportForOption(evaluation, catalog, *option);
    } else if (parser.isSet(gpu)) {
        const std::string name = parser.value(gpu).toStdString();
        if (!findGpu(catalog, name))
            return fail(Error{ErrorCode::UnknownGpu, "--gpu", name});
        const PlanOption* option = bestOptionOn(evaluation, catalog, name, gpuCount);
        if (!option) {
            err() << (gpuCount > 0 ? ImportCommand::tr("tunefit export-config: no offer of %n %1 GPU(s) runs this job",
                                                       "", gpuCount)
                                         .arg(parser.value(gpu))
                                   : ImportCommand::tr("tunefit export-config: no offer of %1 runs this job")
                                         .arg(parser.value(gpu)))
                  << "\n";
            return kExitBadInput;
        }
        planned = exportForOption(evaluation, catalog, *option);
    } else {
        if (evaluation.memoryError)
            return fail(*evaluation.memoryError);
        planned = exportForJob(evaluation, std::string());
    }
    const QFileInfo main(parser.value(outFile));
    auto files = exportTrainingConfig(planned.job, *target, planned.plan, main.fileName().toStdString());
    if (!files)
        return fail(files.error());
    for (const auto& f : *files) {
        const QString path = f.name.empty() ? main.filePath() : main.dir().filePath(QString::fromStdString(f.name));
        if (!writeTextFile(path, f.contents))
            return kExitFileError;
    }
    return kExitOk;
}

} // namespace tunefit::cli

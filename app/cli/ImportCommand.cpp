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

QJsonArray fieldsJson(const ImportedJob& job)
{
    QJsonArray fields;
    for (const auto& f : job.fields) {
        QJsonObject o;
        o[QStringLiteral("field")] = qs(jobFieldKey(f.field));
        o[QStringLiteral("value")] = qs(f.value);
        o[QStringLiteral("origin")] = originJson(f.origin);
        fields.append(o);
    }
    return fields;
}

QJsonArray unusedJson(const ImportedJob& job)
{
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
    return unused;
}

QJsonArray leftToRuntimeJson(const ImportedJob& job)
{
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
    return runtime;
}

QJsonObject modelJson(const ImportedJob& job)
{
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
    return model;
}

QJsonObject importJson(const ImportedJob& job)
{
    QJsonObject root;
    root[QStringLiteral("stack")] = qs(stackKey(job.stack));
    QJsonArray files;
    for (const auto& f : job.files)
        files.append(qs(f));
    root[QStringLiteral("files")] = files;
    root[QStringLiteral("fields")] = fieldsJson(job);
    root[QStringLiteral("unused")] = unusedJson(job);
    root[QStringLiteral("left_to_runtime")] = leftToRuntimeJson(job);
    root[QStringLiteral("model")] = modelJson(job);
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

namespace {

/// --root DIR as an absolute folder (the files a config names are read from up to it); an exit code when it is not
/// a folder.
std::optional<int> readImportRoot(const QCommandLineParser& parser, const QCommandLineOption& root,
                                  ImportOptions& options)
{
    if (!parser.isSet(root))
        return std::nullopt;
    if (!QFileInfo(parser.value(root)).isDir()) {
        err() << ImportCommand::tr("tunefit import: --root %1 is not a folder")
                     .arg(present::boundedEcho(parser.value(root)))
              << "\n";
        return kExitBadInput;
    }
    options.root = QFileInfo(parser.value(root)).absoluteFilePath().toStdString();
    return std::nullopt;
}

/// --model: the model the job will have when the file's is not found; the preview names it. An exit code when it is
/// not found either.
std::optional<int> overrideImportedModel(const QString& name, ImportedJob& job)
{
    auto located = import::locateModel(name.toStdString(), QDir::currentPath().toStdString());
    if (!located || located->source == ModelSource::NotFound) {
        err() << ImportCommand::tr("tunefit import: model %1 not found").arg(present::boundedEcho(name)) << "\n";
        return located ? kExitBadInput : exitCodeFor(located.error());
    }
    job.job.model = located->spec;
    job.modelSource = located->source;
    job.presetId = located->presetId;
    return std::nullopt;
}

/// --out: the imported job as a job file, sized by --tokens when the config has no max_steps.
int writeImportedJob(ImportedJob job, const std::optional<QString>& tokens, const QString& path)
{
    auto doc = jobDocumentFromConfig(std::move(job), std::nullopt, tokens);
    if (!doc) {
        err() << QStringLiteral("tunefit import: ") << present::errorSentence(doc.error()) << "\n";
        return exitCodeFor(doc.error());
    }
    return writeTextFile(path, writeJobFile(*doc)) ? kExitOk : kExitFileError;
}

/// The options of `tunefit import` (translation context ImportCommand).
struct ImportCommandOptions
{
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
};

} // namespace

int runImport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ImportCommand::tr("Reads a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, "
                          "ms-swift, litgpt) as a job.") +
        QStringLiteral("\n\n") + exitCodeHelp());
    parser.addHelpOption();
    const ImportCommandOptions o;
    parser.addOptions({o.outFile, o.json, o.model, o.tokens, o.root});
    parser.addPositionalArgument(QStringLiteral("FILE"), ImportCommand::tr("The training config."));
    if (auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        err() << ImportCommand::tr("tunefit import: name one config file") << "\n";
        return kExitBadInput;
    }
    ImportOptions options;
    if (const auto stop = readImportRoot(parser, o.root, options))
        return *stop;
    auto imported = importTrainingConfig(parser.positionalArguments().front().toStdString(), options);
    if (!imported) {
        err() << QStringLiteral("tunefit import: ") << present::errorSentence(imported.error()) << "\n";
        return exitCodeFor(imported.error());
    }
    ImportedJob job = std::move(imported).value();
    if (parser.isSet(o.model))
        if (const auto stop = overrideImportedModel(parser.value(o.model), job))
            return *stop;
    if (parser.isSet(o.json))
        out() << QString::fromUtf8(QJsonDocument(importJson(job)).toJson(QJsonDocument::Indented));
    else
        printImport(job);
    if (!parser.isSet(o.outFile))
        return kExitOk;
    return writeImportedJob(std::move(job),
                            parser.isSet(o.tokens) ? std::optional(parser.value(o.tokens)) : std::nullopt,
                            parser.value(o.outFile));
}

namespace {

/// The options of `tunefit export-config` (translation context ImportCommand).
struct ExportConfigOptions
{
    QCommandLineOption stack{QStringLiteral("stack"),
                             QStringLiteral("axolotl, llama-factory, deepspeed, accelerate, torchtune."),
                             QStringLiteral("name")};
    QCommandLineOption outFile{QStringLiteral("out"), ImportCommand::tr("The config file to write."),
                               QStringLiteral("file")};
    QCommandLineOption gpu{
        QStringLiteral("gpu"),
        ImportCommand::tr("Write the plan's best offer of this catalog GPU (its GPU count, sharding and offload)."),
        QStringLiteral("name")};
    QCommandLineOption gpus{QStringLiteral("gpus"), ImportCommand::tr("With --gpu: the offer with this many GPUs."),
                            QStringLiteral("n")};
    QCommandLineOption best{QStringLiteral("best"), ImportCommand::tr("Write the plan's first option.")};
    QCommandLineOption catalogFile = catalogOption();
    QCommandLineOption today{QStringLiteral("today"), ImportCommand::tr("Date for the stale-price rule."),
                             QStringLiteral("YYYY-MM-DD")};
};

int failExport(const Error& error)
{
    err() << QStringLiteral("tunefit export-config: ") << present::errorSentence(error) << "\n";
    return kExitBadInput;
}

int failExport(const QString& sentence)
{
    err() << sentence << "\n";
    return kExitBadInput;
}

/// --gpus (1 to 100,000; 0 when not given); an exit code when out of range.
std::optional<int> readExportGpuCount(const QCommandLineParser& parser, const ExportConfigOptions& o, int& gpuCount)
{
    if (!parser.isSet(o.gpus))
        return std::nullopt;
    bool ok = false;
    gpuCount = parser.value(o.gpus).toInt(&ok);
    if (!ok || gpuCount < 1 || gpuCount > 100000)
        return failExport(
            Error{ErrorCode::OutOfRange, "--gpus", parser.value(o.gpus).toStdString(), AllowedRange{1, 100000}});
    return std::nullopt;
}

/// The plan's option to write: the first (--best) or the best on the named GPU (--gpu, --gpus); an exit code when
/// there is none.
std::optional<int> chooseExportOption(const QCommandLineParser& parser, const ExportConfigOptions& o,
                                      const Evaluation& evaluation, const Catalog& catalog, int gpuCount,
                                      PlannedExport& planned)
{
    const PlanOption* option = nullptr;
    if (parser.isSet(o.best)) {
        option = evaluation.best();
        if (!option)
            return failExport(ImportCommand::tr("tunefit export-config: no offer of the catalog runs this job"));
    } else {
        const std::string name = parser.value(o.gpu).toStdString();
        if (!findGpu(catalog, name))
            return failExport(Error{ErrorCode::UnknownGpu, "--gpu", name});
        option = bestOptionOn(evaluation, catalog, name, gpuCount);
        if (!option)
            return failExport(
                gpuCount > 0
                    ? ImportCommand::tr("tunefit export-config: no offer of %n %1 GPU(s) runs this job", "", gpuCount)
                          .arg(parser.value(o.gpu))
                    : ImportCommand::tr("tunefit export-config: no offer of %1 runs this job")
                          .arg(parser.value(o.gpu)));
    }
    planned = exportForOption(evaluation, catalog, *option);
    return std::nullopt;
}

/// Writes the stack's files: the main one at --out, any others beside it.
int writeExportedConfig(const PlannedExport& planned, Stack target, const QString& out)
{
    const QFileInfo main(out);
    auto files = exportTrainingConfig(planned.job, target, planned.plan, main.fileName().toStdString());
    if (!files)
        return failExport(files.error());
    for (const auto& f : *files) {
        const QString path = f.name.empty() ? main.filePath() : main.dir().filePath(QString::fromStdString(f.name));
        if (!writeTextFile(path, f.contents))
            return kExitFileError;
    }
    return kExitOk;
}

/// What export-config reads before evaluating: the stack, the offer's GPU count, the price date and the job.
struct ExportRequest
{
    Stack target{};
    int gpuCount = 0; ///< --gpus; 0 when not given
    QString today;
    JobDocument doc;
};

/// The arguments and the job file as an ExportRequest; an exit code when one is missing, unknown or unreadable.
std::optional<int> readExportRequest(const QCommandLineParser& parser, const ExportConfigOptions& o,
                                     ExportRequest& request)
{
    if (parser.positionalArguments().size() != 1 || !parser.isSet(o.stack) || !parser.isSet(o.outFile))
        return failExport(ImportCommand::tr("tunefit export-config: give JOB, --stack and --out"));
    if (parser.isSet(o.best) && parser.isSet(o.gpu))
        return failExport(ImportCommand::tr("tunefit export-config: give either --best or --gpu, not both"));
    const auto target = stackFromKey(parser.value(o.stack).toStdString());
    if (!target || !canExport(*target))
        return failExport(Error{ErrorCode::UnknownValue, "--stack", parser.value(o.stack).toStdString()});
    request.target = *target;
    if (const auto stop = readExportGpuCount(parser, o, request.gpuCount))
        return *stop;
    request.today = parser.isSet(o.today) ? parser.value(o.today) : QDate::currentDate().toString(Qt::ISODate);
    if (!QDate::fromString(request.today, Qt::ISODate).isValid())
        return failExport(Error{ErrorCode::InvalidValue, "--today", request.today.toStdString()});
    const auto text = readTextFile(parser.positionalArguments().front());
    if (!text)
        return kExitFileError;
    auto doc = readJobFile(*text);
    if (!doc)
        return failExport(doc.error());
    request.doc = std::move(doc).value();
    return std::nullopt;
}

/// The one evaluation of the job (core/evaluate): the header's figures are the plan's, not recomputed here. With
/// --best or --gpu the plan's chosen offer is written, else the job as set; an exit code when there is none.
std::optional<int> planExport(const QCommandLineParser& parser, const ExportConfigOptions& o,
                              const ExportRequest& request, PlannedExport& planned)
{
    const bool chooseOffer = parser.isSet(o.best) || parser.isSet(o.gpu);
    Catalog catalog;
    if (chooseOffer) {
        auto loaded = loadCatalogToRead(parser.value(o.catalogFile));
        if (!loaded)
            return catalogExitCode(loaded.error());
        catalog = std::move(*loaded);
    }
    EvaluationRequest evaluationRequest;
    evaluationRequest.today = request.today.toStdString();
    evaluationRequest.withFitOverview = false;
    evaluationRequest.withPlan = chooseOffer;
    const Evaluation evaluation = evaluate(request.doc.job, catalog, evaluationRequest);
    if (evaluation.jobError)
        return failExport(*evaluation.jobError);
    if (chooseOffer)
        return chooseExportOption(parser, o, evaluation, catalog, request.gpuCount, planned);
    if (evaluation.memoryError)
        return failExport(*evaluation.memoryError);
    planned = exportForJob(evaluation, std::string());
    return std::nullopt;
}

} // namespace

int runExportConfig(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ImportCommand::tr("Writes a job as a training config of another stack, with the plan in a comment header.") +
        QStringLiteral("\n\n") + exitCodeHelp());
    parser.addHelpOption();
    const ExportConfigOptions o;
    parser.addOptions({o.stack, o.outFile, o.gpu, o.gpus, o.best, o.catalogFile, o.today});
    parser.addPositionalArgument(QStringLiteral("JOB"), ImportCommand::tr("A *.tunefit.json job file."));
    if (auto stop = parseOrStop(parser, arguments))
        return *stop;
    ExportRequest request;
    if (const auto stop = readExportRequest(parser, o, request))
        return *stop;
    PlannedExport planned;
    if (const auto stop = planExport(parser, o, request, planned))
        return *stop;
    return writeExportedConfig(planned, request.target, parser.value(o.outFile));
}

} // namespace tunefit::cli

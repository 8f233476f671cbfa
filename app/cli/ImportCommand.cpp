// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit import / export-config: another stack's training config in as a job, the job out as another stack's config.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "core/Units.h"
#include "core/import/ConfigExport.h"
#include "core/import/ConfigImport.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "core/report/JobFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
    out() << ImportCommand::tr("Stack: %1").arg(qs(stackKey(job.stack))) << "\n";
    for (const auto& f : job.fields) {
        const QString origin =
            f.origin.stackDefault
                ? ImportCommand::tr("default of %1 (%2)").arg(qs(stackKey(f.origin.stack)), qs(f.origin.key))
                : QStringLiteral("%1:%2 %3").arg(qs(f.origin.file)).arg(f.origin.line).arg(qs(f.origin.key));
        out() << tableRow({{qs(jobFieldKey(f.field)), -14}, {qs(f.value), -26}, {origin, 0}}) << "\n";
    }
    if (job.modelSource == ModelSource::NotFound && job.modelName)
        out() << ImportCommand::tr("Model %1: no bundled preset and no config.json on this computer; pass --model")
                     .arg(qs(*job.modelName))
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
        out() << ImportCommand::tr("Not used: %1 (%2%3)")
                     .arg(qs(u.key), qs(unusedReasonKey(u.reason)),
                          u.detail.empty() ? QString() : QStringLiteral(": ") + qs(u.detail))
              << "\n";
    }
    out() << ImportCommand::tr("%n key(s) without effect on memory, time or cost", "", ignored) << "\n";
}

} // namespace

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
    parser.addOptions({outFile, json, model, tokens});
    parser.addPositionalArgument(QStringLiteral("FILE"), ImportCommand::tr("The training config."));
    if (auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        err() << ImportCommand::tr("tunefit import: name one config file") << "\n";
        return kExitBadInput;
    }
    const QString file = parser.positionalArguments().front();
    auto imported = importTrainingConfig(file.toStdString());
    if (!imported) {
        err() << QStringLiteral("tunefit import: ") << ui::errorSentence(imported.error()) << "\n";
        return exitCodeFor(imported.error());
    }
    ImportedJob job = std::move(imported).value();
    if (parser.isSet(model)) {
        auto located = import::locateModel(parser.value(model).toStdString(), QDir::currentPath().toStdString());
        if (!located || located->source == ModelSource::NotFound) {
            err() << ImportCommand::tr("tunefit import: model %1 not found").arg(parser.value(model)) << "\n";
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
        if (job.modelSource == ModelSource::NotFound) {
            err() << ImportCommand::tr("tunefit import: the job needs a model; pass --model PRESET|config.json")
                  << "\n";
            return kExitBadInput;
        }
        if (auto invalid = validateInputs(job.job.model, job.job.setup, job.job.parallel)) {
            err() << QStringLiteral("tunefit import: ") << ui::errorSentence(*invalid) << "\n";
            return kExitBadInput;
        }
        JobDocument doc;
        doc.job = job.job;
        if (parser.isSet(tokens)) {
            bool ok = false;
            const double n = parser.value(tokens).toDouble(&ok);
            if (!ok || !(n >= 1 && n <= 1e15)) {
                err() << ui::errorSentence(Error{ErrorCode::OutOfRange, "--tokens", parser.value(tokens).toStdString(),
                                                 AllowedRange{1, 1e15}})
                      << "\n";
                return kExitBadInput;
            }
            doc.job.datasetTokens = n;
            doc.job.steps = 0;
        }
        if (doc.job.steps <= 0 && doc.job.datasetTokens <= 0) {
            err() << ImportCommand::tr("tunefit import: the file sets no max_steps; pass --tokens N") << "\n";
            return kExitBadInput;
        }
        if (const ModelPreset* preset = presetMatching(job.job.model))
            doc.presetId = std::string(preset->id);
        if (!writeTextFile(parser.value(outFile), writeJobFile(doc)))
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
    const QCommandLineOption gpu{QStringLiteral("gpu"), ImportCommand::tr("The planned card, named in the header."),
                                 QStringLiteral("name")};
    parser.addOptions({stack, outFile, gpu});
    parser.addPositionalArgument(QStringLiteral("JOB"), ImportCommand::tr("A *.tunefit.json job file."));
    if (auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(stack) || !parser.isSet(outFile)) {
        err() << ImportCommand::tr("tunefit export-config: give JOB, --stack and --out") << "\n";
        return kExitBadInput;
    }
    const auto target = stackFromKey(parser.value(stack).toStdString());
    if (!target || !canExport(*target)) {
        err() << ui::errorSentence(Error{ErrorCode::UnknownValue, "--stack", parser.value(stack).toStdString()})
              << "\n";
        return kExitBadInput;
    }
    const auto text = readTextFile(parser.positionalArguments().front());
    if (!text)
        return kExitFileError;
    auto doc = readJobFile(*text);
    if (!doc) {
        err() << QStringLiteral("tunefit export-config: ") << ui::errorSentence(doc.error()) << "\n";
        return kExitBadInput;
    }
    ExportPlan plan;
    plan.gpuName = parser.value(gpu).toStdString();
    if (auto memory = estimateMemory(doc->job.model, doc->job.setup, doc->job.parallel))
        plan.perGpuPeakGiB = units::toGiB(memory->peakAllocated);
    const QFileInfo main(parser.value(outFile));
    auto files = exportTrainingConfig(doc->job, *target, plan, main.fileName().toStdString());
    if (!files) {
        err() << QStringLiteral("tunefit export-config: ") << ui::errorSentence(files.error()) << "\n";
        return kExitBadInput;
    }
    for (const auto& f : *files) {
        const QString path = f.name.empty() ? main.filePath() : main.dir().filePath(QString::fromStdString(f.name));
        if (!writeTextFile(path, f.contents))
            return kExitFileError;
    }
    return kExitOk;
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit report: a PDF report of a saved job. tunefit export-results: the job's ranked options as CSV or JSON.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/ConfigJob.h"
#include "cli/OpenCatalog.h"
#include "core/import/ConfigImport.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/JobChecks.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "core/report/ResultsExport.h"
#include "present/Format.h"
#include "present/Language.h"
#include "present/ReportRenderer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QGuiApplication>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit report` and `tunefit export-results`.
struct ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
};

/// The options both commands share: the catalog to read and the stale-price date.
struct Shared
{
    const QCommandLineOption catalogFile = catalogOption();
    const QCommandLineOption from{QStringLiteral("from"),
                                  ReportCommand::tr("Read the job from a training config instead of a job file."),
                                  QStringLiteral("file")};
    const QCommandLineOption tokens{QStringLiteral("tokens"),
                                    ReportCommand::tr("With --from: dataset size in tokens, for a file without "
                                                      "max_steps."),
                                    QStringLiteral("n")};
    const QCommandLineOption today{QStringLiteral("today"), ReportCommand::tr("Report date and stale-price anchor."),
                                   QStringLiteral("YYYY-MM-DD")};
    const QCommandLineOption noCalibration = noCalibrationOption();
};

struct Loaded
{
    JobDocument document;
    Catalog catalog;
    CatalogOrigin origin; ///< which catalog the prices came from
    std::string today;
};

/// Prints "tunefit NAME: MESSAGE" and sets the exit code of a failed load.
std::nullopt_t failLoad(const char* name, const QString& message, int code, int& exitCode)
{
    err() << "tunefit " << name << ": " << message << "\n";
    exitCode = code;
    return std::nullopt;
}

/// The job --from's training config describes, as `tunefit import --out` would write it.
Result<JobDocument> jobFromConfig(const QCommandLineParser& parser, const Shared& shared)
{
    auto imported = importTrainingConfig(parser.value(shared.from).toStdString());
    if (!imported)
        return imported.error();
    return jobDocumentFromConfig(std::move(imported).value(), std::nullopt,
                                 parser.isSet(shared.tokens) ? std::optional(parser.value(shared.tokens))
                                                             : std::nullopt);
}

/// The job of the config (--from) or job file named; on failure, the reason is printed and `exitCode` set.
std::optional<JobDocument> readDocument(const QCommandLineParser& parser, const Shared& shared, const char* name,
                                        int& exitCode)
{
    if (parser.isSet(shared.from)) {
        auto document = jobFromConfig(parser, shared);
        if (!document)
            return failLoad(name, present::errorSentence(document.error()), exitCodeFor(document.error()), exitCode);
        return std::move(document).value();
    }
    const QString file = parser.positionalArguments().front();
    const auto contents = readTextFile(file);
    if (!contents) { // readTextFile has said why
        exitCode = kExitFileError;
        return std::nullopt;
    }
    auto document = readJobFile(*contents);
    if (!document)
        return failLoad(name, present::jobFileErrorText(QFileInfo(file).fileName(), document.error()), kExitBadInput,
                        exitCode);
    return std::move(document).value();
}

/// A job the estimator cannot evaluate ("gpus": 0) is bad input, as for `plan --job`: never an empty export.
std::optional<Error> jobMistake(const Job& job)
{
    if (auto invalid = validateInputs(job.model, job.setup, job.parallel))
        return invalid;
    return validateJob(job);
}

/// The job file and the catalog; on failure, the reason is printed and `exitCode` says which kind it was.
std::optional<Loaded> load(const QCommandLineParser& parser, const Shared& shared, const char* name, int& exitCode)
{
    if (parser.positionalArguments().size() != (parser.isSet(shared.from) ? 0 : 1))
        return failLoad(name, ReportCommand::tr("name one job file (*.tunefit.json) or --from a training config"),
                        kExitBadInput, exitCode);
    Loaded loaded;
    auto document = readDocument(parser, shared, name, exitCode);
    if (!document)
        return std::nullopt;
    loaded.document = std::move(*document);
    if (const auto invalid = jobMistake(loaded.document.job))
        return failLoad(name, present::errorSentence(*invalid), kExitBadInput, exitCode);
    const QString today =
        parser.isSet(shared.today) ? parser.value(shared.today) : QDate::currentDate().toString(Qt::ISODate);
    if (!QDate::fromString(today, Qt::ISODate).isValid())
        return failLoad(name, present::errorSentence(Error{ErrorCode::InvalidValue, "--today", today.toStdString()}),
                        kExitBadInput, exitCode);
    loaded.today = today.toStdString();
    Result<Catalog> catalog = loadCatalogToRead(parser.value(shared.catalogFile), &loaded.origin);
    if (!catalog) {
        exitCode = catalogExitCode(catalog.error());
        return std::nullopt;
    }
    loaded.catalog = std::move(catalog).value();
    return loaded;
}

/// The options only `tunefit report` has.
struct ReportFiles
{
    const QCommandLineOption outFile{QStringLiteral("out"), ReportCommand::tr("The PDF to write."),
                                     QStringLiteral("file")};
    const QCommandLineOption lang{
        QStringLiteral("lang"), ReportCommand::tr("Report language: en, hi or tr (default: the language of the run)."),
        QStringLiteral("code"), present::Language::current()};
    const QCommandLineOption htmlFile{QStringLiteral("html"), ReportCommand::tr("Also write the report body as HTML."),
                                      QStringLiteral("file")};
};

/// What the report needs before the job is read: --out, fonts (a QGuiApplication) and a known --lang, which it
/// applies; an exit code when one is missing.
std::optional<int> reportMistake(const QCommandLineParser& parser, const ReportFiles& files)
{
    if (!parser.isSet(files.outFile)) {
        err() << "tunefit report: " << present::errorSentence(Error{ErrorCode::MissingOption, "--out", ""}) << "\n";
        return kExitBadInput;
    }
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        err() << "tunefit report: " << ReportCommand::tr("needs a QGuiApplication (fonts)") << "\n";
        return kExitBadInput;
    }
    if (!present::Language::apply(parser.value(files.lang), false)) {
        err() << "tunefit report: "
              << present::errorSentence(
                     Error{ErrorCode::UnknownValue, "--lang", parser.value(files.lang).toStdString()})
              << "\n";
        return kExitBadInput;
    }
    return std::nullopt;
}

/// Writes the report's HTML (with --html) and its PDF.
int writeReport(const Report& report, const QCommandLineParser& parser, const ReportFiles& files)
{
    if (parser.isSet(files.htmlFile) &&
        !writeTextFile(parser.value(files.htmlFile), present::ReportRenderer::html(report).toStdString()))
        return kExitFileError;
    QString why;
    if (!present::ReportRenderer::writePdf(report, parser.value(files.outFile), &why)) {
        err() << "tunefit report: "
              << present::errorSentence(
                     Error{ErrorCode::CannotWrite, parser.value(files.outFile).toStdString(), why.toStdString()})
              << "\n";
        return kExitFileError;
    }
    out() << ReportCommand::tr("Wrote %1").arg(parser.value(files.outFile)) << "\n";
    return kExitOk;
}

} // namespace

int runReport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ReportCommand::tr("Writes a PDF report of a saved job (*.tunefit.json) or of a training config (--from)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("job"), ReportCommand::tr("The job file."));
    Shared shared;
    const ReportFiles files;
    for (const QCommandLineOption* o : std::initializer_list<const QCommandLineOption*>{
             &shared.catalogFile, &shared.today, &shared.from, &shared.tokens, &shared.noCalibration, &files.outFile,
             &files.lang, &files.htmlFile})
        parser.addOption(*o);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (const auto stop = reportMistake(parser, files))
        return *stop;
    int failure = kExitOk;
    const auto loaded = load(parser, shared, "report", failure);
    if (!loaded)
        return failure;
    ReportOptions options;
    options.today = loaded->today;
    options.appVersion = QCoreApplication::applicationVersion().toStdString();
    options.useCalibrations = !parser.isSet(shared.noCalibration);
    Report report = buildReport(loaded->document, loaded->catalog, options);
    report.catalogOrigin = loaded->origin;
    return writeReport(report, parser, files);
}

int runExportResults(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ReportCommand::tr("Writes the ranked options of a saved job as CSV or JSON (C locale numbers)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("job"), ReportCommand::tr("The job file."));
    Shared shared;
    const QCommandLineOption csvFile{QStringLiteral("csv"), ReportCommand::tr("CSV file to write."),
                                     QStringLiteral("file")};
    const QCommandLineOption jsonFile{QStringLiteral("json"), ReportCommand::tr("JSON file to write."),
                                      QStringLiteral("file")};
    for (const QCommandLineOption* o :
         std::initializer_list<const QCommandLineOption*>{&shared.catalogFile, &shared.today, &shared.from,
                                                          &shared.tokens, &shared.noCalibration, &csvFile, &jsonFile})
        parser.addOption(*o);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.isSet(csvFile) == parser.isSet(jsonFile)) {
        err() << "tunefit export-results: "
              << (parser.isSet(csvFile) ? ReportCommand::tr("give either --csv FILE or --json FILE, not both")
                                        : ReportCommand::tr("give --csv FILE or --json FILE"))
              << "\n";
        return kExitBadInput;
    }
    int failure = kExitOk;
    const auto loaded = load(parser, shared, "export-results", failure);
    if (!loaded)
        return failure;
    EvaluationRequest request;
    request.today = loaded->today;
    request.withFitOverview = false;
    request.useCalibrations = !parser.isSet(shared.noCalibration);
    const Evaluation evaluation = evaluate(loaded->document.job, loaded->catalog, request);
    const RankedPlan plan{evaluation.plan, evaluation.sortKey, evaluation.job};
    if (parser.isSet(csvFile))
        return writeTextFile(parser.value(csvFile), resultsCsv(plan, loaded->catalog)) ? kExitOk : kExitFileError;
    const QByteArray json = resultsJson(plan, loaded->catalog, loaded->document.job.model.name, loaded->today);
    return writeTextFile(parser.value(jsonFile), json.toStdString()) ? kExitOk : kExitFileError;
}

} // namespace tunefit::cli

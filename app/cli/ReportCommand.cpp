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
};

struct Loaded
{
    JobDocument document;
    Catalog catalog;
    CatalogOrigin origin; ///< which catalog the prices came from
    std::string today;
};

/// The job file and the catalog; on failure, the reason is printed and `exitCode` says which kind it was.
std::optional<Loaded> load(const QCommandLineParser& parser, const Shared& shared, const char* name, int& exitCode)
{
    auto fail = [&](const QString& message, int code) {
        err() << "tunefit " << name << ": " << message << "\n";
        exitCode = code;
        return std::nullopt;
    };
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != (parser.isSet(shared.from) ? 0 : 1))
        return fail(ReportCommand::tr("name one job file (*.tunefit.json) or --from a training config"), kExitBadInput);
    Loaded loaded;
    if (parser.isSet(shared.from)) {
        // The job the config describes, as `tunefit import --out` would write it.
        auto imported = importTrainingConfig(parser.value(shared.from).toStdString());
        if (!imported)
            return fail(present::errorSentence(imported.error()), exitCodeFor(imported.error()));
        auto document = jobDocumentFromConfig(std::move(imported).value(), std::nullopt,
                                              parser.isSet(shared.tokens) ? std::optional(parser.value(shared.tokens))
                                                                          : std::nullopt);
        if (!document)
            return fail(present::errorSentence(document.error()), exitCodeFor(document.error()));
        loaded.document = std::move(document).value();
    } else {
        const auto contents = readTextFile(positional.front());
        if (!contents) {
            exitCode = kExitFileError;
            return std::nullopt;
        }
        auto document = readJobFile(*contents);
        if (!document)
            return fail(present::jobFileErrorText(QFileInfo(positional.front()).fileName(), document.error()),
                        kExitBadInput);
        loaded.document = std::move(document).value();
    }
    // A job the estimator cannot evaluate ("gpus": 0) is bad input, as for `plan --job`: never an empty export.
    const Job& job = loaded.document.job;
    if (auto invalid = validateInputs(job.model, job.setup, job.parallel))
        return fail(present::errorSentence(*invalid), kExitBadInput);
    if (auto invalid = validateJob(job))
        return fail(present::errorSentence(*invalid), kExitBadInput);
    const QString today =
        parser.isSet(shared.today) ? parser.value(shared.today) : QDate::currentDate().toString(Qt::ISODate);
    if (!QDate::fromString(today, Qt::ISODate).isValid())
        return fail(present::errorSentence(Error{ErrorCode::InvalidValue, "--today", today.toStdString()}), kExitBadInput);
    loaded.today = today.toStdString();
    Result<Catalog> catalog = loadCatalogToRead(parser.value(shared.catalogFile), &loaded.origin);
    if (!catalog) {
        exitCode = catalogExitCode(catalog.error());
        return std::nullopt;
    }
    loaded.catalog = std::move(catalog).value();
    return loaded;
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
    const QCommandLineOption outFile{QStringLiteral("out"), ReportCommand::tr("The PDF to write."),
                                     QStringLiteral("file")};
    const QCommandLineOption lang{
        QStringLiteral("lang"), ReportCommand::tr("Report language: en, hi or tr (default: the language of the run)."),
        QStringLiteral("code"), present::Language::current()};
    const QCommandLineOption htmlFile{QStringLiteral("html"), ReportCommand::tr("Also write the report body as HTML."),
                                      QStringLiteral("file")};
    for (const QCommandLineOption* o : std::initializer_list<const QCommandLineOption*>{
             &shared.catalogFile, &shared.today, &shared.from, &shared.tokens, &outFile, &lang, &htmlFile})
        parser.addOption(*o);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (!parser.isSet(outFile)) {
        err() << "tunefit report: " << present::errorSentence(Error{ErrorCode::MissingOption, "--out", ""}) << "\n";
        return kExitBadInput;
    }
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        err() << "tunefit report: " << ReportCommand::tr("needs a QGuiApplication (fonts)") << "\n";
        return kExitBadInput;
    }
    if (!present::Language::apply(parser.value(lang), false)) {
        err() << "tunefit report: "
              << present::errorSentence(Error{ErrorCode::UnknownValue, "--lang", parser.value(lang).toStdString()}) << "\n";
        return kExitBadInput;
    }
    int failure = kExitOk;
    const auto loaded = load(parser, shared, "report", failure);
    if (!loaded)
        return failure;
    ReportOptions options;
    options.today = loaded->today;
    options.appVersion = QCoreApplication::applicationVersion().toStdString();
    Report report = buildReport(loaded->document, loaded->catalog, options);
    report.catalogOrigin = loaded->origin;
    if (parser.isSet(htmlFile) &&
        !writeTextFile(parser.value(htmlFile), present::ReportRenderer::html(report).toStdString()))
        return kExitFileError;
    QString why;
    if (!present::ReportRenderer::writePdf(report, parser.value(outFile), &why)) {
        err() << "tunefit report: "
              << present::errorSentence(
                     Error{ErrorCode::CannotWrite, parser.value(outFile).toStdString(), why.toStdString()})
              << "\n";
        return kExitFileError;
    }
    out() << ReportCommand::tr("Wrote %1").arg(parser.value(outFile)) << "\n";
    return kExitOk;
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
    for (const QCommandLineOption* o : std::initializer_list<const QCommandLineOption*>{
             &shared.catalogFile, &shared.today, &shared.from, &shared.tokens, &csvFile, &jsonFile})
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
    const Evaluation evaluation = evaluate(loaded->document.job, loaded->catalog, request);
    const RankedPlan plan{evaluation.plan, evaluation.sortKey, evaluation.job};
    if (parser.isSet(csvFile))
        return writeTextFile(parser.value(csvFile), resultsCsv(plan, loaded->catalog)) ? kExitOk : kExitFileError;
    const QByteArray json = resultsJson(plan, loaded->catalog, loaded->document.job.model.name, loaded->today);
    return writeTextFile(parser.value(jsonFile), json.toStdString()) ? kExitOk : kExitFileError;
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit runs add|list|compare|calibrate|remove|uncalibrate: the user's measured runs and the calibrations kept from
// them (issue 33), in the catalog.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/OpenCatalog.h"
#include "cli/RunsJson.h"
#include "core/catalog/CatalogStore.h"
#include "core/evaluate/RunComparison.h"
#include "core/import/RunImport.h"
#include "core/training/EnumKeys.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/RunWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit runs`.
struct RunsCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunsCommand)
};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

int usage(const QString& message)
{
    return usageError(message, QStringLiteral("runs"));
}

int fail(const Error& error)
{
    err() << QStringLiteral("tunefit runs: ") << errorSentence(error) << "\n";
    const bool store = error.code >= ErrorCode::SchemaTooNew && error.code <= ErrorCode::TeamOffline;
    return store ? catalogExitCode(error) : exitCodeFor(error);
}

void printComparison(const RunEntry& run, const RunComparison& c)
{
    for (const QString& line : comparisonReport(run, c))
        out() << line << "\n";
}

const RunEntry* findRun(const Catalog& catalog, const QString& id)
{
    const auto it = std::ranges::find(catalog.runs, id.toStdString(), &RunEntry::id);
    return it == catalog.runs.end() ? nullptr : &*it;
}

/// --gpus: 1 to 100,000 (0 = not given: the log's, else the config's).
Result<int> gpusOption(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("gpus")))
        return 0;
    bool ok = false;
    const int n = parser.value(QStringLiteral("gpus")).toInt(&ok);
    if (!ok || n < 1 || n > 100000)
        return Error{ErrorCode::OutOfRange, "--gpus", parser.value(QStringLiteral("gpus")).toStdString(),
                     AllowedRange{1, 100000}};
    return n;
}

int add(CatalogStore& store, const Catalog& catalog, const QCommandLineParser& parser, const QString& logPath)
{
    const auto gpus = gpusOption(parser);
    if (!gpus)
        return fail(gpus.error());
    RunFiles files;
    files.logPath = logPath.toStdString();
    files.configPath = parser.value(QStringLiteral("config")).toStdString();
    files.model = parser.value(QStringLiteral("model")).toStdString();
    files.gpu = parser.value(QStringLiteral("gpu")).toStdString();
    files.gpuCount = *gpus;
    files.id = parser.value(QStringLiteral("id")).toStdString();
    files.now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const auto run = runFromFiles(files, catalog);
    if (!run)
        return fail(run.error());
    if (const auto saved = store.saveRun(*run); !saved)
        return fail(saved.error());
    out() << RunsCommand::tr("Added run %1.").arg(boundedEcho(qs(run->id))) << "\n";
    const RunComparison comparison = compareRun(*run, catalog);
    printComparison(*run, comparison);
    if (comparison.timeFactor)
        out() << RunsCommand::tr("'tunefit runs calibrate %1' keeps it as a calibration of %2.")
                     .arg(boundedEcho(qs(run->id)), qs(run->gpu))
              << "\n";
    return kExitOk;
}

int compare(const Catalog& catalog, const QString& id, bool json)
{
    const RunEntry* run = findRun(catalog, id);
    if (!run)
        return usage(RunsCommand::tr("The catalog has no run \"%1\".").arg(boundedEcho(id)));
    const RunComparison c = compareRun(*run, catalog);
    if (json)
        out() << QJsonDocument(comparisonJson(*run, c)).toJson(QJsonDocument::Indented);
    else
        printComparison(*run, c);
    return c.error ? kExitNegative : kExitOk;
}

int calibrate(CatalogStore& store, const Catalog& catalog, const QCommandLineParser& parser, const QString& id)
{
    const RunEntry* run = findRun(catalog, id);
    if (!run)
        return usage(RunsCommand::tr("The catalog has no run \"%1\".").arg(boundedEcho(id)));
    CalibrationChoice choice;
    choice.withMemory = parser.isSet(QStringLiteral("memory"));
    choice.methodOnly = !parser.isSet(QStringLiteral("every-method"));
    choice.now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const auto calibration = calibrationFromComparison(compareRun(*run, catalog), *run, choice);
    if (!calibration) {
        err() << QStringLiteral("tunefit runs: ") << keepRefusalText(calibration.error()) << "\n";
        return exitCodeFor(calibration.error());
    }
    const auto saved = store.saveCalibration(*calibration);
    if (!saved)
        return fail(saved.error());
    if (*saved)
        out() << RunsCommand::tr("Replaced: %1").arg(calibrationText(**saved)) << "\n";
    out() << RunsCommand::tr("Kept for %1: %2").arg(calibrationScopeText(*calibration), calibrationText(*calibration))
          << "\n";
    return kExitOk;
}

int removeRun(CatalogStore& store, const QString& id)
{
    if (const auto removed = store.removeRun(id.toStdString()); !removed)
        return removed.error().code == ErrorCode::NotFound
                   ? usage(RunsCommand::tr("The catalog has no run \"%1\".").arg(boundedEcho(id)))
                   : fail(removed.error());
    out()
        << RunsCommand::tr("Removed run %1; calibrations kept from it stay until you remove them.").arg(boundedEcho(id))
        << "\n";
    return kExitOk;
}

int uncalibrate(CatalogStore& store, const QCommandLineParser& parser, const QString& gpu)
{
    std::optional<Method> method;
    if (parser.isSet(QStringLiteral("method"))) {
        method = enumFromKey(methodKeys(), parser.value(QStringLiteral("method")).toStdString());
        if (!method)
            return fail(
                Error{ErrorCode::UnknownValue, "--method", parser.value(QStringLiteral("method")).toStdString()});
    }
    if (const auto removed = store.removeCalibration(gpu.toStdString(), method); !removed)
        return fail(removed.error());
    out() << RunsCommand::tr("Removed the calibration of %1.").arg(boundedEcho(gpu)) << "\n";
    return kExitOk;
}

void printList(const Catalog& catalog)
{
    out() << tableRow({{RunsCommand::tr("run"), -24},
                       {RunsCommand::tr("gpu"), -16},
                       {RunsCommand::tr("gpus"), 5},
                       {RunsCommand::tr("added"), -11},
                       {RunsCommand::tr("log"), 0}})
          << "\n";
    for (const RunEntry& r : catalog.runs)
        out() << tableRow({{boundedEcho(qs(r.id), 24), -24},
                           {qs(r.gpu).left(16), -16},
                           {QString::number(r.gpuCount), 5},
                           {qs(r.addedAt.substr(0, 10)), -11},
                           {measuredRunText(r.measured), 0}})
              << "\n";
    out() << "\n" << RunsCommand::tr("Calibrations:") << "\n";
    if (catalog.calibrations.empty())
        out() << "  " << RunsCommand::tr("none") << "\n";
    for (const CalibrationEntry& c : catalog.calibrations)
        out() << "  " << calibrationScopeText(c) << ": " << calibrationText(c) << "\n";
}

void setUpParser(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        RunsCommand::tr("Your measured runs and the calibrations kept from them, in the catalog.\n\n"
                        "  runs add LOG [--config FILE] [--gpu NAME] [--gpus N] [--id ID] [--model NAME]\n"
                        "  runs list [--json]\n"
                        "  runs compare RUN [--json]\n"
                        "  runs calibrate RUN [--memory] [--every-method]\n"
                        "  runs remove RUN\n"
                        "  runs uncalibrate GPU [--method METHOD]\n\n"
                        "LOG: a trainer_state.json, a Trainer's console output, a torchtitan or Megatron log, or a "
                        "TensorBoard/W&B CSV export. A calibration scales the predicted time of jobs of its kind on "
                        "its GPU by the run's measured over predicted rate (and with --memory adds the measured "
                        "excess to their memory) in estimate, plan, fit, report and the window; --no-calibration "
                        "leaves it out there.\n\n") +
        exitCodeHelp());
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("action"),
                                 RunsCommand::tr("add, list, compare, calibrate, remove or uncalibrate"));
    parser.addOptions({
        catalogOption(),
        {QStringLiteral("json"), RunsCommand::tr("list, compare: print JSON.")},
        {QStringLiteral("config"), RunsCommand::tr("add: the run's training config or Tunefit job file."),
         QStringLiteral("FILE")},
        {QStringLiteral("gpu"), RunsCommand::tr("add: the catalog GPU it ran on (default: the one the log names)."),
         QStringLiteral("NAME")},
        {QStringLiteral("gpus"), RunsCommand::tr("add: GPUs it ran on (default: the log's, else the config's)."),
         QStringLiteral("N")},
        {QStringLiteral("id"), RunsCommand::tr("add: the run's name (default: the log's file name)."),
         QStringLiteral("ID")},
        {QStringLiteral("model"), RunsCommand::tr("add: the model, where the config's does not resolve."),
         QStringLiteral("NAME")},
        {QStringLiteral("memory"), RunsCommand::tr("calibrate: also keep the memory difference.")},
        {QStringLiteral("every-method"),
         RunsCommand::tr("calibrate: for every method on the GPU, not the run's only.")},
        {QStringLiteral("method"), RunsCommand::tr("uncalibrate: the method's calibration (default: every method's)."),
         QStringLiteral("METHOD")},
    });
}

/// The action and its argument count; the usage exit code when wrong.
std::optional<int> actionMistake(const QStringList& positional)
{
    static const QStringList actions = {QStringLiteral("add"),     QStringLiteral("list"),
                                        QStringLiteral("compare"), QStringLiteral("calibrate"),
                                        QStringLiteral("remove"),  QStringLiteral("uncalibrate")};
    const QString action = positional.value(0);
    if (!actions.contains(action))
        return usage(action.isEmpty() ? RunsCommand::tr("Name an action: %1.").arg(actions.join(QStringLiteral(", ")))
                                      : RunsCommand::tr("Unknown action \"%1\".").arg(boundedEcho(action)));
    const qsizetype wanted = action == QLatin1String("list") ? 1 : 2;
    if (positional.size() != wanted)
        return usage(positional.size() < wanted
                         ? RunsCommand::tr("%1 needs one argument.").arg(action)
                         : RunsCommand::tr("Unexpected \"%1\".").arg(boundedEcho(positional.at(wanted))));
    return std::nullopt;
}

/// The actions that write open the catalog's store; list and compare read it.
int runStoreAction(const QCommandLineParser& parser, const QStringList& positional, const QString& catalogPath)
{
    const auto location = catalogLocation(catalogPath);
    if (!location)
        return catalogExitCode(location.error());
    CatalogStore store(*location);
    if (const auto opened = openCatalog(store); !opened)
        return catalogExitCode(opened.error());
    const auto catalog = store.load();
    if (!catalog)
        return fail(catalog.error());
    const QString& action = positional.front();
    const QString& argument = positional.at(1);
    if (action == QLatin1String("add"))
        return add(store, *catalog, parser, argument);
    if (action == QLatin1String("calibrate"))
        return calibrate(store, *catalog, parser, argument);
    if (action == QLatin1String("remove"))
        return removeRun(store, argument);
    return uncalibrate(store, parser, argument);
}

} // namespace

int runRuns(const QStringList& arguments)
{
    QCommandLineParser parser;
    setUpParser(parser);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    if (const auto stop = actionMistake(positional))
        return *stop;
    const QString catalogPath =
        parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog")) : QString();
    const QString& action = positional.front();
    if (action == QLatin1String("list") || action == QLatin1String("compare")) {
        const auto catalog = loadCatalogToRead(catalogPath);
        if (!catalog)
            return catalogExitCode(catalog.error());
        if (action == QLatin1String("compare"))
            return compare(*catalog, positional.at(1), parser.isSet(QStringLiteral("json")));
        if (parser.isSet(QStringLiteral("json")))
            out() << QJsonDocument(runsListJson(*catalog)).toJson(QJsonDocument::Indented);
        else
            printList(*catalog);
        return kExitOk;
    }
    return runStoreAction(parser, positional, catalogPath);
}

} // namespace tunefit::cli

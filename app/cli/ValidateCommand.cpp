// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit validate CASES.csv --out PREDICTIONS.csv: the memory estimator against measured runs.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "core/validation/MemoryCases.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <string>

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit validate`.
struct ValidateCommand
{
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)
};

std::string metricName(MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated:
        return "allocated";
    case MemoryMetric::Reserved:
        return "reserved";
    case MemoryMetric::NvidiaSmi:
        return "nvidia_smi";
    case MemoryMetric::Unknown:
        break;
    }
    return "unknown";
}

/// One table: a heading naming the grouping, then a row per group.
void printGroups(const QString& heading, const std::vector<ErrorStats>& groups)
{
    if (groups.empty())
        return;
    out() << "  " << heading << "\n";
    printErrorStatsHeader();
    for (const ErrorStats& s : groups)
        printErrorStats(s);
}

void printSummary(const QString& title, const MemoryValidationSummary& summary)
{
    out() << title << "\n";
    printErrorStatsHeader();
    printErrorStats(summary.overall);
    printGroups(ValidateCommand::tr("By method:"), summary.perMethod);
    printGroups(ValidateCommand::tr("By objective:"), summary.perObjective);
    printGroups(ValidateCommand::tr("By architecture (dense, moe, mla, vision, encoder_decoder):"),
                summary.perArchitecture);
    printGroups(ValidateCommand::tr("By mechanism (overlap, multi_node, moe, generation, offload, long_context, plain; "
                                    "FP8/FP4 rows by recipe):"),
                summary.perMechanism);
    out() << "  "
          << ValidateCommand::tr("OOM cases predicted as not fitting: %1 of %2")
                 .arg(QLocale().toString(summary.oomPredictedNotFitting), QLocale().toString(summary.oomCases))
          << "\n";
}

/// The options of `tunefit validate` besides its CASES argument.
struct ValidateOptions
{
    const QCommandLineOption out{QStringLiteral("out"), ValidateCommand::tr("Predictions CSV to write."),
                                 QStringLiteral("file")};
    const QCommandLineOption cases{QStringLiteral("cases"),
                                   ValidateCommand::tr("Validation cases CSV (instead of the CASES argument)."),
                                   QStringLiteral("file")};
};

/// The cases of the one CSV named (argument or --cases); an exit code when none, two or an unreadable one is named.
std::optional<int> readCases(const QCommandLineParser& parser, const ValidateOptions& o, std::vector<MemoryCase>& cases)
{
    const qsizetype given = parser.positionalArguments().size() + (parser.isSet(o.cases) ? 1 : 0);
    if (given != 1) {
        err() << "tunefit validate: " << ValidateCommand::tr("expected one CASES.csv argument") << "\n";
        return kExitBadInput;
    }
    const auto text =
        readTextFile(parser.isSet(o.cases) ? parser.value(o.cases) : parser.positionalArguments().front());
    if (!text)
        return kExitFileError;
    auto parsed = parseMemoryCases(*text);
    if (!parsed) {
        err() << "tunefit validate: " << present::errorSentence(parsed.error()) << "\n";
        return kExitBadInput;
    }
    cases = std::move(parsed).value();
    return std::nullopt;
}

/// Predicts every case; returns the predictions CSV (one row per case, in the file's order, C locale numbers).
std::string predictCases(const std::vector<MemoryCase>& cases, std::vector<MemoryPrediction>& predictions)
{
    std::string csvOut = "case_id,predicted_gib,fits,measured_gib,abs_pct_error,metric,confidence,method,error\n";
    for (const MemoryCase& c : cases) {
        MemoryPrediction p = predictCase(c);
        std::vector<std::string> row{
            c.id,
            p.predictedGiB ? formatNumber(*p.predictedGiB, 3) : std::string(),
            p.fits ? (*p.fits ? "true" : "false") : std::string(),
            c.measuredGiB ? formatNumber(*c.measuredGiB, 2) : std::string(),
            p.absPctError ? formatNumber(*p.absPctError, 1) : std::string(),
            metricName(c.metric),
            c.confidence,
            c.method,
            p.error ? std::string(errorCodeKey(p.error->code)) + ":" + p.error->field : std::string(),
        };
        csvOut += joinCsvRow(row);
        csvOut += '\n';
        predictions.push_back(std::move(p));
    }
    return csvOut;
}

} // namespace

int runValidate(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ValidateCommand::tr("Predicts the peak memory of every measured run in CASES.csv (the schema of "
                            "shared/validation/README.md) and reports the error."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("cases"), ValidateCommand::tr("Validation cases CSV."));
    const ValidateOptions o;
    parser.addOption(o.out);
    parser.addOption(o.cases);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    std::vector<MemoryCase> cases;
    if (const auto stop = readCases(parser, o, cases))
        return *stop;
    std::vector<MemoryPrediction> predictions;
    const std::string csvOut = predictCases(cases, predictions);
    if (parser.isSet(o.out) && !writeTextFile(parser.value(o.out), csvOut))
        return kExitFileError;

    printSummary(ValidateCommand::tr("Confidence high and medium-high:"),
                 summarise(cases, predictions, {"high", "medium-high"}));
    printSummary(ValidateCommand::tr("All confidences:"), summarise(cases, predictions, {}));
    return kExitOk;
}

} // namespace tunefit::cli

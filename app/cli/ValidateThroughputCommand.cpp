// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit validate-throughput CASES.csv --out PREDICTIONS.csv
// Predicts tokens/s per GPU for every measured run of the throughput-cases schema (with the frontier layout columns
// where present) on its bundled-catalog GPU, writes one row per case and prints median / 90th-percentile absolute %
// error overall, per method, per GPU and per parallel layout.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "core/catalog/BundledCatalog.h"
#include "core/validation/RlStepCases.h"
#include "core/validation/ThroughputCases.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit validate-throughput`.
struct ValidateThroughputCommand
{
    Q_DECLARE_TR_FUNCTIONS(ValidateThroughputCommand)
};

void printSummary(const QString& title, const ThroughputValidationSummary& s)
{
    out() << title << "\n";
    printErrorStatsHeader();
    printErrorStats(s.overall);
    out() << " " << ValidateThroughputCommand::tr("per method:") << "\n";
    for (const auto& m : s.perMethod)
        printErrorStats(m);
    out() << " " << ValidateThroughputCommand::tr("per GPU:") << "\n";
    for (const auto& g : s.perGpu)
        printErrorStats(g);
    // Keys of layoutKind(): dp, tp, tp+pp, pp, ep, cp (the CSV's own vocabulary, like the method names above).
    out() << " " << ValidateThroughputCommand::tr("per parallel layout:") << "\n";
    for (const auto& k : s.perLayout)
        printErrorStats(k);
    // Keys of mechanismsOf(): a row counts under every mechanism it exercises.
    out() << " "
          << ValidateThroughputCommand::tr(
                 "per mechanism (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 "
                 "rows by recipe):")
          << "\n";
    for (const auto& k : s.perMechanism)
        printErrorStats(k);
    if (s.skipped > 0)
        out() << "  " << ValidateThroughputCommand::tr("(%n selected rows without a prediction)", nullptr, s.skipped)
              << "\n";
}

/// The cases of the one CSV argument; an exit code when there is not exactly one or it does not read.
std::optional<int> readCases(const QCommandLineParser& parser, std::vector<ThroughputCase>& cases)
{
    if (parser.positionalArguments().size() != 1) {
        err() << ValidateThroughputCommand::tr("usage: tunefit validate-throughput CASES.csv [--out PREDICTIONS.csv]")
              << "\n";
        return kExitBadInput;
    }
    const std::optional<std::string> text = readTextFile(parser.positionalArguments().constFirst());
    if (!text)
        return kExitFileError;
    // Measured RL steps (tests/data/rl-steps) have their own schema and read as the same cases.
    Result<std::vector<ThroughputCase>> parsed =
        isRlStepTable(*text) ? parseRlStepCases(*text) : parseThroughputCases(*text);
    if (!parsed.ok()) {
        err() << present::errorSentence(parsed.error()) << "\n";
        return kExitBadInput;
    }
    cases = std::move(parsed).value();
    return std::nullopt;
}

/// Predicts every case on its bundled-catalog GPU; returns the predictions CSV (one row per case, C locale numbers).
std::string predictCases(const std::vector<ThroughputCase>& cases, std::vector<ThroughputPrediction>& predictions)
{
    const Catalog& catalog = bundledCatalog();
    predictions.reserve(cases.size());
    std::string csvOut = joinCsvRow({"case_id", "predicted_tokens_per_s_per_gpu", "measured_tokens_per_s_per_gpu",
                                     "abs_pct_error", "bottleneck"}) +
                         "\n";
    for (const ThroughputCase& c : cases) {
        ThroughputPrediction p = predictThroughputCase(c, catalog);
        csvOut += joinCsvRow({c.id, p.predicted ? formatNumber(*p.predicted, 1) : std::string(),
                              p.measured ? formatNumber(*p.measured, 1) : std::string(),
                              p.absPctError ? formatNumber(*p.absPctError, 1) : std::string(),
                              p.predicted ? bottleneckName(p.estimate.bottleneck) : std::string()}) +
                  "\n";
        predictions.push_back(std::move(p));
    }
    return csvOut;
}

void printSummaries(const std::vector<ThroughputCase>& cases, const std::vector<ThroughputPrediction>& predictions)
{
    printSummary(
        ValidateThroughputCommand::tr("Confidence high + medium-high (rows with tokens/s per GPU and a catalog GPU):"),
        summariseThroughput(cases, predictions, {"high", "medium-high"}));
    printSummary(ValidateThroughputCommand::tr("All rows with tokens/s per GPU and a catalog GPU:"),
                 summariseThroughput(cases, predictions, {}));
    printSummary(
        ValidateThroughputCommand::tr("Rows with a model- or sequence-parallel layout, confidence medium or better:"),
        summariseThroughput(cases, predictions, {"high", "medium-high", "medium"}, true));
}

} // namespace

int runValidateThroughput(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        ValidateThroughputCommand::tr("Predicts training throughput for measured runs (throughput-cases.csv schema, or "
                                      "measured RL steps) and reports "
                                      "the error."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("cases"), ValidateThroughputCommand::tr("CSV file of measured runs"));
    const QCommandLineOption outOption(QStringList{QStringLiteral("o"), QStringLiteral("out")},
                                       ValidateThroughputCommand::tr("Write predictions to this CSV file."),
                                       QStringLiteral("file"));
    parser.addOption(outOption);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    std::vector<ThroughputCase> cases;
    if (const auto stop = readCases(parser, cases))
        return *stop;
    std::vector<ThroughputPrediction> predictions;
    const std::string csvOut = predictCases(cases, predictions);
    if (parser.isSet(outOption) && !writeTextFile(parser.value(outOption), csvOut))
        return kExitFileError;
    printSummaries(cases, predictions);
    return kExitOk;
}

} // namespace tunefit::cli

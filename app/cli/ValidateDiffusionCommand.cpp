// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit validate-diffusion CASES.csv [--out PREDICTIONS.csv]
// Predicts the peak memory and step time of measured image and video fine-tuning runs (issue 34) and prints the
// errors by model family, the out-of-memory rows and the "fits in N GB" bounds.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "core/catalog/BundledCatalog.h"
#include "core/validation/DiffusionCases.h"
#include "present/ErrorWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit validate-diffusion`.
struct ValidateDiffusionCommand
{
    Q_DECLARE_TR_FUNCTIONS(ValidateDiffusionCommand)
};

void printStats(const QString& title, const ErrorAccumulator& errors)
{
    out() << title << "\n";
    printErrorStatsHeader();
    printErrorStats(errors.stats("overall"));
    out() << " " << ValidateDiffusionCommand::tr("per model family:") << "\n";
    for (const ErrorStats& s : errors.all()) {
        if (s.group != "overall")
            printErrorStats(s);
    }
}

std::string predictionsCsv(const std::vector<DiffusionCase>& cases, const DiffusionValidation& v)
{
    std::string text = joinCsvRow({"case_id",
                                   "family",
                                   "predicted_gib",
                                   "measured_gib",
                                   "memory_error_pct",
                                   "predicted_step_s",
                                   "measured_step_s",
                                   "time_error_pct",
                                   "bottleneck",
                                   "linears_s",
                                   "attention_s",
                                   "memory_bound_s",
                                   "host_s",
                                   "helpers_s",
                                   "block_swap_s",
                                   "activation_offload_s",
                                   "optimizer_s",
                                   "communication_s",
                                   "fits",
                                   "error"}) +
                       "\n";
    const auto number = [](const std::optional<double>& v, int decimals) {
        return v ? formatNumber(*v, decimals) : std::string();
    };
    for (size_t i = 0; i < cases.size(); ++i) {
        const DiffusionPrediction& p = v.rows[i];
        const std::optional<DiffusionStepTime>& t = p.stepTerms;
        const auto term = [&t, &number](double DiffusionStepTime::*field) {
            return number(t ? std::optional<double>((*t).*field) : std::nullopt, 3);
        };
        text += joinCsvRow({p.id,
                            p.family,
                            number(p.predictedGiB, 2),
                            number(cases[i].measuredGiB, 2),
                            number(p.memoryErrorPct, 1),
                            number(p.predictedStepSeconds, 3),
                            number(cases[i].stepSeconds, 3),
                            number(p.timeErrorPct, 1),
                            t ? std::string(diffusionBottleneckKey(t->bottleneck)) : std::string(),
                            term(&DiffusionStepTime::linears),
                            term(&DiffusionStepTime::attention),
                            term(&DiffusionStepTime::memoryBound),
                            term(&DiffusionStepTime::host),
                            term(&DiffusionStepTime::helpers),
                            term(&DiffusionStepTime::blockSwap),
                            term(&DiffusionStepTime::activationOffload),
                            term(&DiffusionStepTime::optimizer),
                            term(&DiffusionStepTime::communication),
                            p.fits ? (*p.fits ? "true" : "false") : "",
                            p.error ? std::string(errorCodeKey(p.error->code)) + " " + p.error->detail : ""}) +
                "\n";
    }
    return text;
}

} // namespace

int runValidateDiffusion(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(ValidateDiffusionCommand::tr(
        "Predicts the peak memory and step time of measured image and video fine-tuning runs and reports the error."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("cases"), ValidateDiffusionCommand::tr("CSV file of measured runs"));
    const QCommandLineOption outOption(QStringList{QStringLiteral("o"), QStringLiteral("out")},
                                       ValidateDiffusionCommand::tr("Write predictions to this CSV file."),
                                       QStringLiteral("file"));
    parser.addOption(outOption);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return usageError(ValidateDiffusionCommand::tr("usage: tunefit validate-diffusion CASES.csv [--out FILE]"),
                          QStringLiteral("validate-diffusion"));
    const std::optional<std::string> text = readTextFile(parser.positionalArguments().constFirst());
    if (!text)
        return kExitFileError;
    const Result<std::vector<DiffusionCase>> cases =
        parseDiffusionCases(*text, bundledDenoiserLibrary(), bundledCatalog());
    if (!cases) {
        err() << present::errorSentence(cases.error()) << "\n";
        return kExitBadInput;
    }
    const DiffusionValidation v = validateDiffusion(*cases, bundledCatalog());
    printStats(ValidateDiffusionCommand::tr("Peak memory, rows rated medium or better:"), v.memory);
    printStats(ValidateDiffusionCommand::tr("Step time, rows rated medium or better with a catalog GPU:"), v.time);
    out() << ValidateDiffusionCommand::tr("Out-of-memory runs predicted not to fit: %1 of %2")
                 .arg(v.oomPredicted)
                 .arg(v.oomRows)
          << "\n"
          << ValidateDiffusionCommand::tr("\"Fits in N GB\" statements the estimate agrees with: %1 of %2")
                 .arg(v.boundsHeld)
                 .arg(v.boundRows)
          << "\n";
    if (v.skipped > 0)
        out() << ValidateDiffusionCommand::tr("(%n row(s) without a model in the library or a readable setting)",
                                              nullptr, v.skipped)
              << "\n";
    if (parser.isSet(outOption) && !writeTextFile(parser.value(outOption), predictionsCsv(*cases, v)))
        return kExitFileError;
    return kExitOk;
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit estimate: per-GPU memory of one fine-tuning setup, as a table or JSON.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/JobOptions.h"
#include "core/Units.h"
#include "core/memory/FitRule.h"
#include "core/memory/MemoryEstimator.h"
#include "core/training/EnumKeys.h"
#include "present/Format.h"
#include "present/JobWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit estimate`.
struct EstimateCommand
{
    Q_DECLARE_TR_FUNCTIONS(EstimateCommand)
};

struct Options
{
    QCommandLineParser parser;
    JobOptions job;
    QCommandLineOption gpuMemory{QStringLiteral("gpu-memory"),
                                 EstimateCommand::tr("Usable GiB per GPU: exit 0 when the job fits, 1 when not."),
                                 QStringLiteral("GiB")};
    QCommandLineOption json{QStringLiteral("json"),
                            EstimateCommand::tr("Print JSON (C locale numbers, English keys).")};

    Options()
    {
        parser.setApplicationDescription(
            EstimateCommand::tr("Estimates the per-GPU peak memory of a fine-tuning step."));
        parser.addHelpOption();
        job.addTo(parser);
        parser.addOption(gpuMemory);
        parser.addOption(json);
    }
};

/// Counts in full with grouping ("8,030,261,248" rather than "8.03026e+09"), other values to six digits.
QString termNumber(double value, const QLocale& locale)
{
    if (std::abs(value) < 1e15 && value == std::floor(value))
        return locale.toString(qint64(value));
    return locale.toString(value, 'g', 6);
}

/// The formula and its inputs, "b × s × V × β; V = 128256, β = 12", with the numbers in `locale`.
QString basisString(const Basis& basis, const QLocale& locale)
{
    const std::string_view formula = basisFormula(basis.kind);
    QString text = QString::fromUtf8(formula.data(), qsizetype(formula.size()));
    for (int i = 0; i < basis.termCount; ++i) {
        const BasisTerm& term = basis.terms[size_t(i)];
        text += (i == 0 ? QStringLiteral("; ") : QStringLiteral(", ")) +
                QString::fromUtf8(term.name.data(), qsizetype(term.name.size())) + QStringLiteral(" = ") +
                termNumber(term.value, locale);
    }
    return text;
}

QString gib(double bytes)
{
    return localNumber(units::toGiB(bytes), 2);
}

QString keyText(std::string_view key)
{
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

/// The human-readable table, in the language of the run.
void printTable(const ModelSpec& model, const TrainingSetup& t, const MemoryBreakdown& b,
                const std::optional<FitVerdict>& verdict)
{
    out() << EstimateCommand::tr("%1: %2 B parameters, %3 M trainable")
                 .arg(QString::fromStdString(model.name), localNumber(double(b.params.total()) / 1e9, 2),
                      localNumber(double(b.trainableParams) / 1e6, 1))
          << "\n";
    // The window's and the report's words for the objective (present/JobWording.h).
    out() << EstimateCommand::tr("Objective: %1").arg(ui::objectiveText(t.objective)) << "\n";
    for (const ComponentMemory& c : b.components) {
        out() << QStringLiteral("  %1 %2 GiB   %3\n")
                     .arg(ui::componentName(c.component), -28)
                     .arg(gib(c.bytes), 8)
                     .arg(basisString(c.basis, QLocale()));
    }
    const auto row = [](const QString& label, double bytes) {
        return QStringLiteral("  %1 %2 GiB").arg(label, -28).arg(gib(bytes), 8);
    };
    out() << row(EstimateCommand::tr("peak allocated"), b.peakAllocated) << "\n"
          << row(EstimateCommand::tr("peak reserved"), b.peakReserved) << "\n"
          << row(EstimateCommand::tr("whole device"), b.wholeDevice) << "   "
          << EstimateCommand::tr("(band %1% .. +%2%)", "the expected error band, in percent")
                 .arg(int(std::lround(b.bandLow * 100)))
                 .arg(int(std::lround(b.bandHigh * 100)))
          << "\n";
    if (b.hostBytes > 0)
        out() << row(EstimateCommand::tr("in host memory"), b.hostBytes) << "\n";
    if (const QString phases = ui::peakPhaseText(t.objective, b); !phases.isEmpty())
        out() << phases << "\n";
    if (verdict)
        out() << ui::fitText(*verdict) << "\n"; // the window's Memory tab says the same words
}

} // namespace

int runEstimate(const QStringList& arguments)
{
    Options o;
    if (const auto stop = parseOrStop(o.parser, arguments))
        return *stop;

    const auto inputs = readJobOptions(o.job, o.parser);
    if (!inputs) {
        err() << QStringLiteral("tunefit estimate: ") << ui::errorSentence(inputs.error()) << "\n";
        return exitCodeFor(inputs.error());
    }
    const ModelSpec& model = inputs->model;
    TrainingSetup t = inputs->setup;
    const Parallelism& p = inputs->parallel;

    std::optional<Error> error;
    std::optional<double> capacityGiB;
    if (o.parser.isSet(o.gpuMemory)) {
        capacityGiB = realOption(o.parser, o.gpuMemory, error);
        if (!error && (*capacityGiB <= 0 || *capacityGiB > 1e6))
            error = Error{ErrorCode::OutOfRange, "--gpu-memory", o.parser.value(o.gpuMemory).toStdString()};
    }
    // A colocated engine's share is of the card the job is judged on, unless the user names another.
    if (capacityGiB && !error && !o.parser.isSet(o.job.engineGpuMemory))
        t.objective.engineGpuMemoryGiB = *capacityGiB;
    if (error) {
        err() << QStringLiteral("tunefit estimate: ") << ui::errorSentence(*error) << "\n";
        return kExitBadInput;
    }

    const auto estimate = estimateMemory(model, t, p);
    if (!estimate) {
        err() << QStringLiteral("tunefit estimate: ") << ui::errorSentence(estimate.error()) << "\n";
        return kExitBadInput;
    }
    const MemoryBreakdown& b = *estimate;
    // The one fit rule (memory/FitRule.h), with the margin every view keeps.
    const std::optional<FitVerdict> verdict =
        capacityGiB ? std::optional(judgeFit(b.wholeDevice, units::fromGiB(*capacityGiB))) : std::nullopt;
    const bool fits = !verdict || verdict->fits;

    if (o.parser.isSet(o.json)) {
        QJsonObject root;
        root[QStringLiteral("model")] = QString::fromStdString(model.name);
        root[QStringLiteral("parameters")] = double(b.params.total());
        root[QStringLiteral("trainable_parameters")] = double(b.trainableParams);
        root[QStringLiteral("objective")] = keyText(keyOf(objectiveKeys(), t.objective.objective));
        root[QStringLiteral("reference")] = keyText(keyOf(referenceKeys(), effectiveReference(t.objective)));
        QJsonArray components;
        for (const ComponentMemory& c : b.components) {
            QJsonObject item;
            item[QStringLiteral("component")] =
                QString::fromLatin1(componentKey(c.component).data(), qsizetype(componentKey(c.component).size()));
            item[QStringLiteral("gib")] = units::toGiB(c.bytes);
            item[QStringLiteral("basis")] = basisString(c.basis, QLocale::c());
            components.append(item);
        }
        root[QStringLiteral("components")] = components;
        root[QStringLiteral("peak_allocated_gib")] = units::toGiB(b.peakAllocated);
        root[QStringLiteral("peak_reserved_gib")] = units::toGiB(b.peakReserved);
        root[QStringLiteral("whole_device_gib")] = units::toGiB(b.wholeDevice);
        root[QStringLiteral("band_low")] = b.bandLow;
        root[QStringLiteral("band_high")] = b.bandHigh;
        root[QStringLiteral("host_gib")] = units::toGiB(b.hostBytes);
        if (generatesCompletions(t.objective.objective)) {
            root[QStringLiteral("training_peak_gib")] = units::toGiB(b.trainingPeak);
            root[QStringLiteral("generation_peak_gib")] = units::toGiB(b.generationPeak);
            root[QStringLiteral("peak_phase")] =
                b.peakPhase == PeakPhase::Generation ? QStringLiteral("generation") : QStringLiteral("training");
        }
        if (verdict) {
            root[QStringLiteral("fits")] = fits;
            root[QStringLiteral("usable_gib")] = units::toGiB(verdict->usableBytes);
        }
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        printTable(model, t, b, verdict);
    }
    return fits ? kExitOk : kExitNegative;
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit estimate: per-GPU memory of one fine-tuning setup, as a table or JSON.
#include "Units.h"
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/JobOptions.h"
#include "memory/MemoryEstimator.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace tunefit::cli {

namespace {

struct Options
{
    QCommandLineParser parser;
    JobOptions job;
    QCommandLineOption gpuMemory{QStringLiteral("gpu-memory"),
                                 QStringLiteral("Usable GiB per GPU: exit 0 when the job fits, 1 when not."),
                                 QStringLiteral("GiB")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON.")};

    Options()
    {
        parser.setApplicationDescription(QStringLiteral("Estimates the per-GPU peak memory of a fine-tuning step."));
        parser.addHelpOption();
        job.addTo(parser);
        parser.addOption(gpuMemory);
        parser.addOption(json);
    }
};

/// The language-neutral formula and its inputs: "b × s × V × β; V = 128256, β = 12".
QString basisString(const Basis& basis)
{
    const std::string_view formula = basisFormula(basis.kind);
    QString text = QString::fromUtf8(formula.data(), qsizetype(formula.size()));
    for (int i = 0; i < basis.termCount; ++i) {
        const BasisTerm& term = basis.terms[size_t(i)];
        text += (i == 0 ? QStringLiteral("; ") : QStringLiteral(", ")) +
                QString::fromUtf8(term.name.data(), qsizetype(term.name.size())) + QStringLiteral(" = ") +
                QString::number(term.value, 'g', 6);
    }
    return text;
}

QString gib(double bytes)
{
    return QString::number(units::toGiB(bytes), 'f', 2);
}

} // namespace

int runEstimate(const QStringList& arguments)
{
    Options o;
    if (const auto stop = parseOrStop(o.parser, arguments))
        return *stop;

    const auto inputs = readJobOptions(o.job, o.parser);
    if (!inputs) {
        err() << "tunefit estimate: " << describe(inputs.error()) << "\n";
        return kExitBadInput;
    }
    const ModelSpec& model = inputs->model;
    const TrainingSetup& t = inputs->setup;
    const Parallelism& p = inputs->parallel;

    std::optional<Error> error;
    std::optional<double> capacityGiB;
    if (o.parser.isSet(o.gpuMemory)) {
        capacityGiB = realOption(o.parser, o.gpuMemory, error);
        if (!error && (*capacityGiB <= 0 || *capacityGiB > 1e6))
            error = Error{"out_of_range", "gpu-memory", o.parser.value(o.gpuMemory).toStdString()};
    }
    if (error) {
        err() << "tunefit estimate: " << describe(*error) << "\n";
        return kExitBadInput;
    }

    const auto estimate = estimateMemory(model, t, p);
    if (!estimate) {
        err() << "tunefit estimate: " << describe(estimate.error()) << "\n";
        return kExitBadInput;
    }
    const MemoryBreakdown& b = *estimate;
    const bool fits = capacityGiB ? units::toGiB(b.wholeDevice) <= *capacityGiB : true;

    if (o.parser.isSet(o.json)) {
        QJsonObject root;
        root[QStringLiteral("model")] = QString::fromStdString(model.name);
        root[QStringLiteral("parameters")] = double(b.params.total());
        root[QStringLiteral("trainable_parameters")] = double(b.trainableParams);
        QJsonArray components;
        for (const ComponentMemory& c : b.components) {
            QJsonObject item;
            item[QStringLiteral("component")] =
                QString::fromLatin1(componentKey(c.component).data(), qsizetype(componentKey(c.component).size()));
            item[QStringLiteral("gib")] = units::toGiB(c.bytes);
            item[QStringLiteral("basis")] = basisString(c.basis);
            components.append(item);
        }
        root[QStringLiteral("components")] = components;
        root[QStringLiteral("peak_allocated_gib")] = units::toGiB(b.peakAllocated);
        root[QStringLiteral("peak_reserved_gib")] = units::toGiB(b.peakReserved);
        root[QStringLiteral("whole_device_gib")] = units::toGiB(b.wholeDevice);
        root[QStringLiteral("band_low")] = b.bandLow;
        root[QStringLiteral("band_high")] = b.bandHigh;
        root[QStringLiteral("host_gib")] = units::toGiB(b.hostBytes);
        if (capacityGiB)
            root[QStringLiteral("fits")] = fits;
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        out() << QStringLiteral("%1: %2 B parameters, %3 M trainable\n")
                     .arg(QString::fromStdString(model.name))
                     .arg(double(b.params.total()) / 1e9, 0, 'f', 2)
                     .arg(double(b.trainableParams) / 1e6, 0, 'f', 1);
        for (const ComponentMemory& c : b.components) {
            out() << QStringLiteral("  %1 %2 GiB   %3\n")
                         .arg(QString::fromLatin1(componentKey(c.component).data(),
                                                  qsizetype(componentKey(c.component).size())),
                              -18)
                         .arg(gib(c.bytes), 8)
                         .arg(basisString(c.basis));
        }
        out() << QStringLiteral("  peak allocated     %1 GiB\n  peak reserved      %2 GiB\n  whole device       %3 GiB"
                                "   (band %4% .. +%5%)\n")
                     .arg(gib(b.peakAllocated), 8)
                     .arg(gib(b.peakReserved), 8)
                     .arg(gib(b.wholeDevice), 8)
                     .arg(int(std::lround(b.bandLow * 100)))
                     .arg(int(std::lround(b.bandHigh * 100)));
        if (b.hostBytes > 0)
            out() << QStringLiteral("  in host memory     %1 GiB\n").arg(gib(b.hostBytes), 8);
        if (capacityGiB)
            out() << (fits ? "Fits in " : "Does not fit in ") << *capacityGiB << " GiB per GPU\n";
    }
    return fits ? kExitOk : kExitNegative;
}

} // namespace tunefit::cli

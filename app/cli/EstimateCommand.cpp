// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit estimate: per-GPU memory of one fine-tuning setup, as a table or JSON.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/JobOptions.h"
#include "cli/OpenCatalog.h"
#include "cli/RunsJson.h"
#include "core/Units.h"
#include "core/evaluate/Evaluation.h"
#include "core/memory/FitRule.h"
#include "core/report/ResultsExport.h"
#include "core/training/EnumKeys.h"
#include "core/training/ParallelLayout.h"
#include "present/AdviceWording.h"
#include "present/Format.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"
#include "present/RunWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace tunefit::present;

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
    QCommandLineOption gpu{QStringLiteral("gpu"),
                           EstimateCommand::tr("A catalog GPU to judge the fit on (its memory, 5% kept free): exit 0 "
                                               "when the job fits, 1 when not."),
                           QStringLiteral("name")};
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption noCalibration = noCalibrationOption();
    QCommandLineOption json{QStringLiteral("json"),
                            EstimateCommand::tr("Print JSON (C locale numbers, English keys).")};

    Options()
    {
        parser.setApplicationDescription(
            EstimateCommand::tr("Estimates the per-GPU peak memory of a fine-tuning step."));
        parser.addHelpOption();
        job.addTo(parser);
        parser.addOption(gpuMemory);
        parser.addOption(gpu);
        parser.addOption(catalog);
        parser.addOption(noCalibration);
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
                const std::optional<FitVerdict>& verdict, const std::optional<Advice>& advice,
                const Parallelism& parallel, RecipeSupport recipe)
{
    const int gpus = parallel.gpus;
    out() << EstimateCommand::tr("%1: %2 B parameters, %3 M trainable")
                 .arg(QString::fromStdString(model.name), localNumber(double(b.params.total()) / 1e9, 2),
                      localNumber(double(b.trainableParams) / 1e6, 1))
          << "\n";
    // The window's and the report's words for the objective (present/JobWording.h).
    out() << EstimateCommand::tr("Objective: %1").arg(present::objectiveText(t.objective)) << "\n";
    // The optimizer with its state type, as the report's "Precision and optimizer" row names it.
    out() << EstimateCommand::tr("Optimizer: %1").arg(present::optimizerText(t)) << "\n";
    if (const QString recipe = present::lowPrecisionText(t); !recipe.isEmpty())
        out() << recipe << "\n";
    if (const QString qat = present::qatText(t); !qat.isEmpty())
        out() << qat << "\n";
    if (const QString images = present::imagesText(model, t); !images.isEmpty())
        out() << images << "\n";
    // The layout and the pipeline stage the figures are of, in the window's and the report's words.
    if (const QString layout = present::layoutLine(parallel); !layout.isEmpty())
        out() << layout << "\n";
    if (const QString stage = present::pipelineStageSentence(b.pipelineStage, b.pipelineStages); !stage.isEmpty())
        out() << stage << "\n";
    // The components of this job (the window's and the report's rule: core applies()).
    for (const ComponentMemory& c : b.components) {
        if (!applies(c))
            continue;
        out() << QStringLiteral("  %1 %2 GiB   %3\n")
                     .arg(present::componentName(c.component), -28)
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
    if (const QString phases = present::peakPhaseText(t.objective, b); !phases.isEmpty())
        out() << phases << "\n";
    if (verdict)
        out() << present::fitText(*verdict) << "\n"; // the window's Memory tab says the same words
    if (recipe != RecipeSupport::Runs) // the card cannot run the FP8/FP4 recipe: the plan's and the window's words
        out() << present::rejectionSentence(recipeRejection(recipe)) << "\n";
    // How to make it fit on the catalog GPU (core/plan/Advisor.h), as the Memory tab says it under the verdict.
    if (advice && advice->valid && !advice->fitsAsSet)
        out() << present::adviceText(*advice, gpus) << "\n"
              << EstimateCommand::tr("tunefit fit lists each change with its memory and time.") << "\n";
    if (const QString faster = advice ? present::numericsChangeText(*advice) : QString(); !faster.isEmpty())
        out() << faster << "\n";
}

int failEstimate(const Error& error, int code)
{
    err() << QStringLiteral("tunefit estimate: ") << present::errorSentence(error) << "\n";
    return code;
}

/// --gpu-memory in GiB (above 0, at most 10^6), when given; a bad value is the error.
std::optional<double> capacityOption(const Options& o, std::optional<Error>& error)
{
    if (!o.parser.isSet(o.gpuMemory))
        return std::nullopt;
    const double capacityGiB = realOption(o.parser, o.gpuMemory, error);
    if (!error && (capacityGiB <= 0 || capacityGiB > 1e6))
        error = Error{ErrorCode::OutOfRange, "--gpu-memory", o.parser.value(o.gpuMemory).toStdString(),
                      AllowedRange{0, 1e6}};
    return capacityGiB;
}

/// The memory components as --json writes them: key, GiB and the basis in C-locale numbers.
QJsonArray componentsJson(const MemoryBreakdown& b)
{
    QJsonArray components;
    for (const ComponentMemory& c : b.components) {
        QJsonObject item;
        item[QStringLiteral("component")] =
            QString::fromLatin1(componentKey(c.component).data(), qsizetype(componentKey(c.component).size()));
        item[QStringLiteral("gib")] = units::toGiB(c.bytes);
        item[QStringLiteral("basis")] = basisString(c.basis, QLocale::c());
        components.append(item);
    }
    return components;
}

/// The peaks, the band and the layout they are for (the largest pipeline stage's), and the phases of RL objectives.
void addPeaksJson(const Evaluation& evaluation, QJsonObject& root)
{
    const MemoryBreakdown& b = evaluation.memory;
    root[QStringLiteral("peak_allocated_gib")] = units::toGiB(b.peakAllocated);
    root[QStringLiteral("peak_reserved_gib")] = units::toGiB(b.peakReserved);
    root[QStringLiteral("whole_device_gib")] = units::toGiB(b.wholeDevice);
    root[QStringLiteral("band_low")] = b.bandLow;
    root[QStringLiteral("band_high")] = b.bandHigh;
    root[QStringLiteral("host_gib")] = units::toGiB(b.hostBytes);
    root[QStringLiteral("gpus")] = evaluation.job.parallel.gpus;
    root[QStringLiteral("sharding")] =
        QString::fromStdString(std::string(keyOf(shardingKeys(), evaluation.job.parallel.sharding)));
    root[QStringLiteral("layout")] = layoutJson(evaluation.job.parallel, evaluation.job.setup);
    // The figures are those of the largest pipeline stage (1-based), one of `pipeline_stages`.
    root[QStringLiteral("pipeline_stage")] = b.pipelineStage + 1;
    root[QStringLiteral("pipeline_stages")] = b.pipelineStages;
    if (generatesCompletions(evaluation.job.setup.objective.objective)) {
        root[QStringLiteral("training_peak_gib")] = units::toGiB(b.trainingPeak);
        root[QStringLiteral("generation_peak_gib")] = units::toGiB(b.generationPeak);
        root[QStringLiteral("peak_phase")] =
            b.peakPhase == PeakPhase::Generation ? QStringLiteral("generation") : QStringLiteral("training");
    }
}

/// What an objective that generates runs with, as the table's objective line names it: completions per prompt, their
/// limit and mean, the engine, its share, its replica's GPUs and the reward model on the GPU.
QJsonObject generationJson(const Job& job)
{
    const ObjectiveSetup& o = job.setup.objective;
    QJsonObject g;
    g[QStringLiteral("completions_per_prompt")] = completionsPerPrompt(o);
    g[QStringLiteral("completion_len")] = o.completionLen;
    g[QStringLiteral("mean_completion_len")] = effectiveMeanCompletionLen(o);
    g[QStringLiteral("engine")] = keyText(keyOf(generationEngineKeys(), o.generation));
    if (o.generation == GenerationEngine::Colocated)
        g[QStringLiteral("engine_memory_fraction")] = o.engineMemoryFraction;
    if (o.generation != GenerationEngine::InProcess)
        g[QStringLiteral("engine_tensor_parallel")] = engineReplicaGpus(o, job.parallel);
    g[QStringLiteral("reward_model_on_gpu")] = scoresWithRewardModel(o);
    return g;
}

/// The estimate as --json writes it: the model and its reading, the components, the peaks, the verdict and advice.
QJsonObject estimateJson(const Job& job, const Evaluation& evaluation, const std::optional<FitVerdict>& verdict,
                         const QString& gpu)
{
    const MemoryBreakdown& b = evaluation.memory;
    QJsonObject root;
    root[QStringLiteral("model")] = QString::fromStdString(job.model.name);
    if (job.modelReading)
        root[QStringLiteral("model_reading")] = modelReadingJson(*job.modelReading);
    root[QStringLiteral("parameters")] = double(b.params.total());
    root[QStringLiteral("trainable_parameters")] = double(b.trainableParams);
    root[QStringLiteral("objective")] = keyText(keyOf(objectiveKeys(), job.setup.objective.objective));
    QJsonObject lowPrecision;
    lowPrecision[QStringLiteral("recipe")] = keyText(keyOf(lowPrecisionKeys(), job.setup.lowPrecision.recipe));
    lowPrecision[QStringLiteral("param_gather")] = job.setup.lowPrecision.paramGather;
    lowPrecision[QStringLiteral("sixteen_bit_blocks_at_start")] = job.setup.lowPrecision.sixteenBitBlocksAtStart;
    lowPrecision[QStringLiteral("sixteen_bit_blocks_at_end")] = job.setup.lowPrecision.sixteenBitBlocksAtEnd;
    root[QStringLiteral("low_precision")] = lowPrecision;
    QJsonObject optimizer;
    optimizer[QStringLiteral("name")] = keyText(keyOf(optimizerKeys(), job.setup.optimizer));
    optimizer[QStringLiteral("state")] = keyText(keyOf(optimizerStateKeys(), job.setup.optimizerState));
    root[QStringLiteral("optimizer")] = optimizer;
    QJsonObject qat;
    qat[QStringLiteral("scheme")] = keyText(keyOf(qatSchemeKeys(), job.setup.qat.scheme));
    qat[QStringLiteral("group_size")] = qatGroupSize(job.setup.qat);
    root[QStringLiteral("qat")] = qat;
    root[QStringLiteral("reference")] = keyText(keyOf(referenceKeys(), effectiveReference(job.setup.objective)));
    if (generatesCompletions(job.setup.objective.objective))
        root[QStringLiteral("generation")] = generationJson(job);
    root[QStringLiteral("components")] = componentsJson(b);
    addPeaksJson(evaluation, root);
    if (!gpu.isEmpty())
        root[QStringLiteral("gpu")] = gpu;
    // A card that cannot run the job's FP8/FP4 recipe: the plan's rejection key for it.
    if (evaluation.selectedRecipe != RecipeSupport::Runs)
        root[QStringLiteral("gpu_refusal")] = keyText(rejectionKey(recipeRejection(evaluation.selectedRecipe)));
    if (verdict) {
        root[QStringLiteral("fits")] = verdict->fits;
        root[QStringLiteral("usable_gib")] = units::toGiB(verdict->usableBytes);
    }
    // The calibration of the card kept from the user's run (null: none, or --no-calibration).
    if (!gpu.isEmpty())
        root[QStringLiteral("calibration")] =
            evaluation.calibration ? QJsonValue(calibrationJson(*evaluation.calibration)) : QJsonValue();
    if (const auto& a = evaluation.advice; a && a->valid) {
        // The advice on the catalog GPU, with the keys of `tunefit fit --json`.
        root[QStringLiteral("fits_as_set")] = a->fitsAsSet;
        root[QStringLiteral("advised_fits")] = a->fits();
        root[QStringLiteral("changes")] = adviceChangesJson(a->changes);
        if (a->numericsChange)
            root[QStringLiteral("numerics_change")] = numericsChangeJson(*a);
    }
    return root;
}

} // namespace

int runEstimate(const QStringList& arguments)
{
    Options o;
    if (const auto stop = parseOrStop(o.parser, arguments))
        return *stop;

    // The catalog holds the user's model library; without --gpu a catalog that cannot be read (its reason printed)
    // leaves the bundled library only.
    Result<Catalog> loaded = loadCatalogToRead(o.parser.value(o.catalog));
    if (!loaded && o.parser.isSet(o.gpu))
        return catalogExitCode(loaded.error());
    const auto inputs = readJobOptions(
        o.job, o.parser, loaded ? std::span<const ModelPreset>(loaded->models) : std::span<const ModelPreset>());
    if (!inputs)
        return failEstimate(inputs.error(), exitCodeFor(inputs.error()));
    Job job = jobFromInputs(*inputs, QStringLiteral("tunefit estimate"));
    std::optional<Error> error;
    const std::optional<double> capacityGiB = capacityOption(o, error);
    if (error)
        return failEstimate(*error, kExitBadInput);
    // A colocated engine's share is of the card the job is judged on, unless the user names another.
    if (capacityGiB && !o.parser.isSet(o.job.engineGpuMemory))
        job.setup = onCard(job.setup, units::fromGiB(*capacityGiB));

    // The one evaluation of the job (core/evaluate), as the window and the report make it; only the job's own
    // memory and its verdict are needed here.
    EvaluationRequest request;
    request.withFitOverview = false;
    request.withPlan = false;
    request.selectedGpu = o.parser.value(o.gpu).toStdString();
    request.useCalibrations = !o.parser.isSet(o.noCalibration);
    Catalog catalog;
    if (o.parser.isSet(o.gpu)) {
        catalog = std::move(*loaded);
        if (const Gpu* gpu = findGpu(catalog, request.selectedGpu); gpu && !o.parser.isSet(o.job.engineGpuMemory))
            job.setup = onCard(job.setup, memoryBytes(*gpu));
    }
    const Evaluation evaluation = evaluate(job, catalog, request);
    if (evaluation.memoryError)
        return failEstimate(*evaluation.memoryError, kExitBadInput);
    if (o.parser.isSet(o.gpu) && evaluation.selectedGpuIndex < 0)
        return failEstimate(Error{ErrorCode::UnknownGpu, "--gpu", request.selectedGpu}, kExitBadInput);
    // The one fit rule (memory/FitRule.h), with the margin every view keeps.
    std::optional<FitVerdict> verdict = evaluation.fit;
    if (!verdict && capacityGiB)
        verdict =
            judgeFit(evaluation.memory.wholeDevice, units::fromGiB(*capacityGiB), job.assumptions.memoryMarginFraction);
    if (o.parser.isSet(o.json))
        out() << QJsonDocument(estimateJson(job, evaluation, verdict, o.parser.value(o.gpu)))
                     .toJson(QJsonDocument::Indented);
    else
        printTable(job.model, job.setup, evaluation.memory, verdict, evaluation.advice, evaluation.job.parallel,
                   evaluation.selectedRecipe);
    // The verdict above counts the card's calibration (its memory offset); the line says whose run it is.
    if (!o.parser.isSet(o.json) && evaluation.calibration)
        out() << present::calibrationText(*evaluation.calibration) << "\n";
    return !verdict || verdict->fits ? kExitOk : kExitNegative;
}

} // namespace tunefit::cli

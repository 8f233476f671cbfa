// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobOptions.h"

#include "core/import/ConfigImport.h"
#include "core/report/JobFile.h"

#include <QFile>

#include "core/model/HfConfigImport.h"
#include "core/model/ModelNames.h"
#include "core/model/Presets.h"
#include "core/training/EnumKeys.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

namespace tunefit::cli {

namespace {

/// Reads an option that must be one of an enum's keys; records the first problem in `error`.
template <class E>
E enumOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::span<const EnumKey<E>> table,
             std::optional<Error>& error)
{
    const QString text = parser.value(option).trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (auto value = enumFromKey(table, text.toStdString()))
        return *value;
    if (!error)
        error = Error{ErrorCode::UnknownValue, "--" + option.names().front().toStdString(), text.toStdString()};
    return table.front().value;
}

} // namespace

void JobOptions::addTo(QCommandLineParser& parser) const
{
    for (const auto* o : {&model,         &config,       &jobFile,       &method,
                          &rank,          &dropout,      &targets,       &trainEmbeddings,
                          &trainLmHead,   &bf16Adapters, &virtualTokens, &bottleneck,
                          &lastLayers,    &quant,        &weightDType,   &compute,
                          &optimizer,     &batch,        &seq,           &accumulation,
                          &checkpointing, &attention,    &loss,          &gpus,
                          &sharding,      &offload,      &precision,     &precisionParamGather})
        parser.addOption(*o);
    for (const auto* o : {&optimizerState, &optimizerInBackward, &tiledMlp, &sequenceParallel, &spDegree,
                          &precisionFirst16Bit, &precisionLast16Bit, &qat, &qatGroupSize})
        parser.addOption(*o);
    for (const auto* o : {&objective, &reference, &noPairsDoubling, &noKtoKl, &groupSize, &completionLen,
                          &meanCompletionLen, &generationBatch, &generation, &engineMemoryFraction, &engineGpuMemory,
                          &engineSleeps, &engineTp, &criticFull, &rewardModel})
        parser.addOption(*o);
    for (const auto* o : {&tp, &pp, &vpp, &ep, &etp, &experts, &cp, &noMegatronSp})
        parser.addOption(*o);
    for (const auto* o : {&images, &imageTokens, &trainVisionTower})
        parser.addOption(*o);
    parser.addOption(from);
}

int intOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<Error>& error)
{
    bool ok = false;
    const qlonglong value = parser.value(option).toLongLong(&ok);
    if ((!ok || value < INT32_MIN || value > INT32_MAX) && !error)
        error = Error{ErrorCode::InvalidValue, "--" + option.names().front().toStdString(),
                      parser.value(option).toStdString()};
    return ok && value >= INT32_MIN && value <= INT32_MAX ? int(value) : 0;
}

double realOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<Error>& error)
{
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if ((!ok || !std::isfinite(value)) && !error)
        error = Error{ErrorCode::InvalidValue, "--" + option.names().front().toStdString(),
                      parser.value(option).toStdString()};
    return ok && std::isfinite(value) ? value : 0.0;
}

namespace {

/// --job FILE: the whole job as saved; the flags do not apply.
Result<JobInputs> jobFromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::CannotOpen, path.toStdString(), file.errorString().toStdString()};
    const QByteArray bytes = file.readAll();
    auto document = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size())));
    if (!document)
        return document.error();
    JobInputs job;
    job.model = document->job.model;
    job.setup = document->job.setup;
    job.parallel = document->job.parallel;
    job.file = document->job;
    return job;
}

/// --from CONFIG: the job a training stack's config describes; its model must resolve.
Result<JobInputs> jobFromTrainingConfig(const QString& path, std::span<const ModelPreset> userModels)
{
    ImportOptions options;
    options.models.userModels.assign(userModels.begin(), userModels.end());
    auto imported = importTrainingConfig(path.toStdString(), options);
    if (!imported)
        return imported.error();
    if (imported->modelSource == ModelSource::NotFound)
        return unresolvedModelError(imported->modelResolution, "--from", imported->modelName.value_or(""));
    return JobInputs{imported->job.model, imported->job.setup, imported->job.parallel, std::nullopt,
                     imported->job.modelReading};
}

/// The model of a flag-built job: a config.json (--config) or a name resolved against the library (--model).
std::optional<Error> readModel(const JobOptions& o, const QCommandLineParser& parser,
                               std::span<const ModelPreset> userModels, JobInputs& job)
{
    if (parser.isSet(o.config)) {
        auto imported = modelFromHfConfigFile(parser.value(o.config));
        if (!imported)
            return imported.error();
        job.model = *imported;
        return std::nullopt;
    }
    const std::string name = parser.value(o.model).toStdString();
    const NameResolution resolved = resolveModelName(name, userModels);
    if (!resolved.match)
        return unresolvedModelError(resolved, "--model", name);
    job.model = resolved.match->entry->spec;
    job.reading = readingOf(name, *resolved.match);
    return std::nullopt;
}

/// --targets: "all" (every linear) or a comma list of module keys.
uint32_t readTargets(const QString& list, std::optional<Error>& error)
{
    const QString targets = list.toLower();
    if (targets == QStringLiteral("all") || targets == QStringLiteral("all_linear"))
        return kAllLinear;
    uint32_t set = 0;
    for (const QString& name : targets.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (auto target = enumFromKey(targetKeys(), name.trimmed().toStdString()))
            set |= uint32_t(*target);
        else if (!error)
            error = Error{ErrorCode::UnknownValue, "--targets", name.toStdString()};
    }
    return set;
}

/// The method and its adapter.
void readMethod(const JobOptions& o, const QCommandLineParser& parser, TrainingSetup& t, std::optional<Error>& error)
{
    t.method = enumOption(parser, o.method, methodKeys(), error);
    t.adapter.rank = intOption(parser, o.rank, error);
    t.adapter.dropout = realOption(parser, o.dropout, error);
    t.adapter.targets = readTargets(parser.value(o.targets), error);
    t.adapter.trainEmbeddings = parser.isSet(o.trainEmbeddings);
    t.adapter.trainLmHead = parser.isSet(o.trainLmHead);
    t.adapter.fp32Adapters = !parser.isSet(o.bf16Adapters);
    t.adapter.virtualTokens = intOption(parser, o.virtualTokens, error);
    t.adapter.bottleneck = intOption(parser, o.bottleneck, error);
    t.adapter.trainableLastLayers = intOption(parser, o.lastLayers, error);
}

/// The base's quantization and the precisions: an explicit --quant, else a quantized upload as it is stored, else
/// QLoRA's NF4.
void readPrecision(const JobOptions& o, const QCommandLineParser& parser, const std::optional<ModelReading>& reading,
                   TrainingSetup& t, std::optional<Error>& error)
{
    if (parser.isSet(o.quant)) {
        t.baseQuant = enumOption(parser, o.quant, baseQuantKeys(), error);
    } else if (auto stored = reading ? uploadBaseQuant(reading->format) : std::nullopt;
               stored && t.method != Method::Full) {
        t.baseQuant = *stored; // a quantized upload is loaded as it is stored
    } else if (t.method == Method::QLoRA) {
        t.baseQuant = BaseQuant::NF4DoubleQuant; // the QLoRA paper's recipe
    }
    t.compute = enumOption(parser, o.compute, computeKeys(), error);
    t.lowPrecision.recipe = enumOption(parser, o.precision, lowPrecisionKeys(), error);
    t.lowPrecision.paramGather = parser.isSet(o.precisionParamGather);
    t.lowPrecision.sixteenBitBlocksAtStart = intOption(parser, o.precisionFirst16Bit, error);
    t.lowPrecision.sixteenBitBlocksAtEnd = intOption(parser, o.precisionLast16Bit, error);
    t.qat.scheme = enumOption(parser, o.qat, qatSchemeKeys(), error);
    t.qat.groupSize = intOption(parser, o.qatGroupSize, error);
    t.weightDType = defaultWeightDType(t.compute, t.baseQuant);
    // An explicit --weight-dtype names the unquantized base's storage; a quantized base keeps its width.
    if (parser.isSet(o.weightDType) && t.baseQuant == BaseQuant::None)
        t.weightDType = enumOption(parser, o.weightDType, dtypeKeys(), error);
}

/// The optimizer, the batch and sequence, and the kernels and memory savers of the step.
void readStep(const JobOptions& o, const QCommandLineParser& parser, TrainingSetup& t, std::optional<Error>& error)
{
    t.optimizer = enumOption(parser, o.optimizer, optimizerKeys(), error);
    t.optimizerState = enumOption(parser, o.optimizerState, optimizerStateKeys(), error);
    t.microBatch = intOption(parser, o.batch, error);
    t.seqLen = intOption(parser, o.seq, error);
    t.gradAccumulation = intOption(parser, o.accumulation, error);
    t.checkpointing = enumOption(parser, o.checkpointing, checkpointingKeys(), error);
    t.attention = enumOption(parser, o.attention, attentionKeys(), error);
    t.loss = enumOption(parser, o.loss, lossKeys(), error);
    t.experts = enumOption(parser, o.experts, expertKernelKeys(), error);
    t.optimizerInBackward = parser.isSet(o.optimizerInBackward);
    t.tiledMlp = parser.isSet(o.tiledMlp);
}

/// The objective (preference and RL settings) and the images of a vision-language job.
void readObjective(const JobOptions& o, const QCommandLineParser& parser, TrainingSetup& t, std::optional<Error>& error)
{
    ObjectiveSetup& ob = t.objective;
    ob.objective = enumOption(parser, o.objective, objectiveKeys(), error);
    // The one default of every front end unless the user names the reference.
    ob.reference = parser.isSet(o.reference) ? enumOption(parser, o.reference, referenceKeys(), error)
                                             : defaultReference(t.method);
    ob.pairsDoubleMicroBatch = !parser.isSet(o.noPairsDoubling);
    ob.ktoKlTerm = !parser.isSet(o.noKtoKl);
    ob.groupSize = intOption(parser, o.groupSize, error);
    ob.completionLen = intOption(parser, o.completionLen, error);
    ob.meanCompletionLen = intOption(parser, o.meanCompletionLen, error);
    ob.generationBatch = intOption(parser, o.generationBatch, error);
    ob.generation = enumOption(parser, o.generation, generationEngineKeys(), error);
    ob.engineMemoryFraction = realOption(parser, o.engineMemoryFraction, error);
    if (parser.isSet(o.engineGpuMemory))
        ob.engineGpuMemoryGiB = realOption(parser, o.engineGpuMemory, error);
    ob.engineSleeps = parser.isSet(o.engineSleeps);
    ob.engineTensorParallel = intOption(parser, o.engineTp, error);
    ob.criticFullTraining = parser.isSet(o.criticFull);
    ob.rewardModel = parser.isSet(o.rewardModel);
    t.images.perSample = intOption(parser, o.images, error);
    t.images.tokensPerImage = intOption(parser, o.imageTokens, error);
    t.images.trainTower = parser.isSet(o.trainVisionTower);
}

/// --cp n: ring sequence parallelism of degree n. One fact, so naming it beside --sequence-parallel or --sp-degree is
/// refused.
void readContextParallel(const JobOptions& o, const QCommandLineParser& parser, Parallelism& p,
                         std::optional<Error>& error)
{
    const int degree = intOption(parser, o.cp, error);
    if (!error && degree < 1)
        error =
            Error{ErrorCode::OutOfRange, "--cp", std::to_string(degree), AllowedRange{1, double(std::max(1, p.gpus))}};
    if (!error && (parser.isSet(o.sequenceParallel) || parser.isSet(o.spDegree)))
        error = Error{ErrorCode::Inconsistent, "--cp",
                      parser.isSet(o.sequenceParallel) ? "--sequence-parallel" : "--sp-degree"};
    p.sequenceParallel = degree == 1 ? SequenceParallel::None : SequenceParallel::Ring;
    p.sequenceParallelDegree = degree;
}

/// The GPUs and how the job is spread over them: sharding, offload, sequence split and the model-parallel layout.
void readParallel(const JobOptions& o, const QCommandLineParser& parser, Parallelism& p, std::optional<Error>& error)
{
    p.gpus = intOption(parser, o.gpus, error);
    p.sharding =
        parser.isSet(o.sharding) ? enumOption(parser, o.sharding, shardingKeys(), error) : defaultSharding(p.gpus);
    p.offload = enumOption(parser, o.offload, offloadKeys(), error);
    p.sequenceParallel = enumOption(parser, o.sequenceParallel, sequenceParallelKeys(), error);
    // Without --sp-degree one sequence spans every GPU; the estimator checks that the degree divides --gpus.
    if (parser.isSet(o.spDegree))
        p.sequenceParallelDegree = intOption(parser, o.spDegree, error);
    else
        p.sequenceParallelDegree = p.sequenceParallel == SequenceParallel::None ? 1 : p.gpus;
    if (parser.isSet(o.cp))
        readContextParallel(o, parser, p, error);
    ModelParallel& m = p.model;
    m.tensor = intOption(parser, o.tp, error);
    m.pipeline = intOption(parser, o.pp, error);
    m.virtualStages = intOption(parser, o.vpp, error);
    m.expert = intOption(parser, o.ep, error);
    m.expertTensor = intOption(parser, o.etp, error);
    m.sequenceParallel = !parser.isSet(o.noMegatronSp);
}

} // namespace

Result<JobInputs> readJobOptions(const JobOptions& o, const QCommandLineParser& parser,
                                 std::span<const ModelPreset> userModels)
{
    if (parser.isSet(o.jobFile))
        return jobFromFile(parser.value(o.jobFile));
    if (parser.isSet(o.from))
        return jobFromTrainingConfig(parser.value(o.from), userModels);
    JobInputs job;
    if (auto modelError = readModel(o, parser, userModels, job))
        return *modelError;
    // Every flag is read; the first bad one is the error.
    std::optional<Error> error;
    readMethod(o, parser, job.setup, error);
    readPrecision(o, parser, job.reading, job.setup, error);
    readStep(o, parser, job.setup, error);
    readObjective(o, parser, job.setup, error);
    readParallel(o, parser, job.parallel, error);
    if (error)
        return *error;
    return job;
}

} // namespace tunefit::cli

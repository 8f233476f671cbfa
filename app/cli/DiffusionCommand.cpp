// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit diffusion --model NAME [setting] [--gpu NAME] [--plan] [--json]
// An image or video fine-tuning job (issue 34): its per-GPU memory by part, its fit and advice on a catalog GPU, its
// step time there, and the offers ranked by cost, through the one evaluation (core/diffusion/DiffusionPlan.h).
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/JobOptions.h"
#include "cli/OpenCatalog.h"
#include "core/Units.h"
#include "core/diffusion/DenoiserIdentity.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionPlan.h"
#include "core/import/DiffusionImport.h"
#include "core/report/DiffusionJobFile.h"
#include "core/report/DiffusionResultsJson.h"
#include "present/DiffusionImportWording.h"
#include "present/DiffusionReport.h"
#include "present/DiffusionWording.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/PlanWording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit diffusion`.
struct DiffusionCommand
{
    Q_DECLARE_TR_FUNCTIONS(DiffusionCommand)
};

QCommandLineOption valued(const char* name, const QString& help, const char* value)
{
    return QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value));
}

struct Options
{
    QCommandLineParser parser;
    QCommandLineOption model = valued("model",
                                      DiffusionCommand::tr("The denoiser: a library key or Hugging Face id "
                                                           "(tunefit diffusion --list names them), or a "
                                                           "local diffusers folder or config.json of a model "
                                                           "built on one."),
                                      "name");
    QCommandLineOption from =
        valued("from",
               DiffusionCommand::tr("Read the job from an ai-toolkit, kohya sd-scripts, musubi-tuner, "
                                    "SimpleTuner or diffusers training config; other options change it."),
               "file");
    QCommandLineOption exportStack =
        valued("export",
               DiffusionCommand::tr("Write the job as a config of ai-toolkit, kohya, musubi or simpletuner to --out."),
               "stack");
    QCommandLineOption out = valued("out", DiffusionCommand::tr("The file --export writes."), "file");
    QCommandLineOption list{QStringLiteral("list"), DiffusionCommand::tr("List the denoisers of the library.")};
    QCommandLineOption method = valued("method", DiffusionCommand::tr("lora (default), lokr or full."), "method");
    QCommandLineOption rank = valued("rank", DiffusionCommand::tr("Adapter rank (default 16)."), "n");
    QCommandLineOption loraTargets =
        valued("lora-targets",
               DiffusionCommand::tr("all (every linear of the blocks, default), attention (every stream's attention "
                                    "projections) or image_attention (the image stream's only)."),
               "set");
    QCommandLineOption loraDropout =
        valued("lora-dropout", DiffusionCommand::tr("LoRA dropout on the adapter's input, 0 (default) to 0.9."), "p");
    QCommandLineOption fp32Weights{QStringLiteral("fp32-weights"),
                                   DiffusionCommand::tr("A full fine-tune keeps FP32 weights (mixed precision).")};
    QCommandLineOption bf16Adapters{
        QStringLiteral("bf16-adapters"),
        DiffusionCommand::tr("Adapters, their gradients and optimizer state in BF16 (SimpleTuner's adamw_bf16).")};
    QCommandLineOption fusedBackward{
        QStringLiteral("fused-backward"),
        DiffusionCommand::tr("A full fine-tune steps each weight in backward and frees its gradient (kohya "
                             "--fused_backward_pass, with Adafactor and no accumulation).")};
    QCommandLineOption activationOffload{
        QStringLiteral("activation-offload"),
        DiffusionCommand::tr("Under checkpointing, keep the blocks' saved inputs in CPU RAM (musubi-tuner "
                             "--gradient_checkpointing_cpu_offload).")};
    QCommandLineOption resolution = valued(
        "resolution", DiffusionCommand::tr("Training resolution, W×H or one side (default: the model's)."), "px");
    QCommandLineOption frames =
        valued("frames", DiffusionCommand::tr("Frames per clip, video models (default: the model's)."), "n");
    QCommandLineOption textTokens =
        valued("text-tokens",
               DiffusionCommand::tr(
                   "Prompt tokens the denoiser reads, the text encoders' padded length (default: the model's)."),
               "n");
    QCommandLineOption batch = valued("batch", DiffusionCommand::tr("Samples per GPU per step (default 1)."), "n");
    QCommandLineOption accumulation =
        valued("accumulation", DiffusionCommand::tr("Gradient accumulation steps (default 1)."), "n");
    QCommandLineOption precision = valued(
        "precision", DiffusionCommand::tr("The frozen denoiser's storage: bf16 (default), fp16, fp8, int8, nf4."), "p");
    QCommandLineOption textEncoders =
        valued("text-encoders",
               DiffusionCommand::tr("gpu, cached (default: outputs cached before training) or offload."), "where");
    QCommandLineOption textEncoderPrecision =
        valued("text-encoder-precision", DiffusionCommand::tr("bf16 (default), fp8, int8 or nf4."), "p");
    QCommandLineOption vae = valued("vae", DiffusionCommand::tr("gpu or cached (default: latents cached)."), "where");
    QCommandLineOption attention = valued(
        "attention",
        DiffusionCommand::tr("sdpa (default) or flash3 (FlashAttention-3, Hopper cards; others run sdpa)."), "kernel");
    QCommandLineOption noCheckpointing{QStringLiteral("no-checkpointing"),
                                       DiffusionCommand::tr("Train without gradient checkpointing.")};
    QCommandLineOption swapBlocks =
        valued("swap-blocks", DiffusionCommand::tr("Blocks kept in CPU RAM (musubi-tuner, kohya)."), "n");
    QCommandLineOption optimizer = valued(
        "optimizer", DiffusionCommand::tr("adamw, adamw8bit (default), adafactor, prodigy, lion or lion8bit."), "name");
    QCommandLineOption gpus = valued("gpus", DiffusionCommand::tr("Data-parallel GPUs (default 1)."), "n");
    QCommandLineOption steps = valued("steps", DiffusionCommand::tr("Optimizer steps (default 2,000)."), "n");
    QCommandLineOption gpu =
        valued("gpu", DiffusionCommand::tr("A catalog GPU: the fit, the advice and the step time there."), "name");
    QCommandLineOption plan{QStringLiteral("plan"), DiffusionCommand::tr("Rank the catalog's offers by cost.")};
    QCommandLineOption pdf =
        valued("pdf", DiffusionCommand::tr("Write the PDF report to this file (with the plan)."), "file");
    QCommandLineOption top = valued("top", DiffusionCommand::tr("Offers listed with --plan (default 10)."), "n");
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption json{QStringLiteral("json"),
                            DiffusionCommand::tr("Print JSON (C locale numbers, English keys).")};

    Options()
    {
        parser.setApplicationDescription(DiffusionCommand::tr(
            "Estimates an image or video fine-tuning job: memory per GPU, the fit, step time and the offers."));
        parser.addHelpOption();
        parser.addOptions({model,
                           from,
                           exportStack,
                           out,
                           list,
                           method,
                           rank,
                           loraTargets,
                           loraDropout,
                           fp32Weights,
                           bf16Adapters,
                           resolution,
                           frames,
                           textTokens,
                           batch,
                           accumulation,
                           precision,
                           textEncoders,
                           textEncoderPrecision,
                           vae,
                           attention,
                           noCheckpointing,
                           swapBlocks,
                           optimizer,
                           fusedBackward,
                           activationOffload,
                           gpus,
                           steps,
                           gpu,
                           plan,
                           pdf,
                           top,
                           catalog,
                           json});
    }
};

template <class Enum, class KeyOf>
std::optional<Enum> enumOption(const Options& o, const QCommandLineOption& option, std::initializer_list<Enum> values,
                               KeyOf keyOf, std::optional<Error>& error)
{
    if (!o.parser.isSet(option))
        return std::nullopt;
    const std::string given = o.parser.value(option).toLower().toStdString();
    for (Enum v : values) {
        if (keyOf(v) == given)
            return v;
    }
    if (!error)
        error = Error{ErrorCode::UnknownValue, "--" + option.names().front().toStdString(), given};
    return std::nullopt;
}

/// "1024", "1024x768" or "1024×768" into width and height.
void readResolution(const Options& o, DiffusionSetting& s, std::optional<Error>& error)
{
    if (!o.parser.isSet(o.resolution))
        return;
    const QString text = o.parser.value(o.resolution);
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[x×X]")));
    bool okW = false, okH = false;
    const int w = parts.value(0).trimmed().toInt(&okW);
    const int h = parts.size() == 2 ? parts.value(1).trimmed().toInt(&okH) : w;
    if (!okW || (parts.size() == 2 && !okH) || parts.size() > 2) {
        if (!error)
            error = Error{ErrorCode::InvalidValue, "--resolution", text.toStdString()};
        return;
    }
    s.width = w;
    s.height = h;
}

void readIntegers(const Options& o, DiffusionJob& job, std::optional<Error>& error)
{
    DiffusionSetting& s = job.setting;
    const std::pair<const QCommandLineOption*, int*> integers[] = {{&o.rank, &s.rank},
                                                                   {&o.frames, &s.frames},
                                                                   {&o.textTokens, &s.textTokens},
                                                                   {&o.batch, &s.batch},
                                                                   {&o.gpus, &job.gpus},
                                                                   {&o.accumulation, &s.gradAccumulation},
                                                                   {&o.swapBlocks, &s.blocksSwapped}};
    for (const auto& [option, target] : integers) {
        if (o.parser.isSet(*option))
            *target = intOption(o.parser, *option, error);
    }
    if (o.parser.isSet(o.steps))
        job.steps = intOption(o.parser, o.steps, error);
    if (o.parser.isSet(o.loraDropout))
        s.loraDropout = realOption(o.parser, o.loraDropout, error);
}

void readChoices(const Options& o, DiffusionSetting& s, std::optional<Error>& error)
{
    using P = DenoiserPrecision;
    using H = HelperPlacement;
    using M = DiffusionMethod;
    const auto precisions = {P::BF16, P::FP16, P::FP8, P::Int8, P::NF4, P::FP32};
    const auto places = {H::Gpu, H::Cached, H::Offloaded};
    if (auto m = enumOption(o, o.method, {M::LoRA, M::LoKr, M::Full}, diffusionMethodKey, error))
        s.method = *m;
    if (auto t =
            enumOption(o, o.loraTargets, {LoraTargets::AllLinears, LoraTargets::Attention, LoraTargets::ImageAttention},
                       loraTargetsKey, error))
        s.targets = *t;
    if (o.parser.isSet(o.fp32Weights))
        s.fp32Weights = true;
    if (o.parser.isSet(o.bf16Adapters))
        s.bf16Adapters = true;
    if (o.parser.isSet(o.fusedBackward))
        s.fusedBackward = true;
    if (o.parser.isSet(o.activationOffload))
        s.activationOffload = true;
    if (auto p = enumOption(o, o.precision, precisions, denoiserPrecisionKey, error))
        s.precision = *p;
    if (auto p = enumOption(o, o.textEncoderPrecision, precisions, denoiserPrecisionKey, error))
        s.textEncoderPrecision = *p;
    if (auto p = enumOption(o, o.textEncoders, places, helperPlacementKey, error))
        s.textEncoders = *p;
    if (auto p = enumOption(o, o.vae, {H::Gpu, H::Cached}, helperPlacementKey, error))
        s.vae = *p;
    if (auto d = enumOption(o, o.optimizer, kDiffusionOptimizers, diffusionOptimizerKey, error))
        s.optimizer = *d;
    if (auto a = enumOption(o, o.attention, {DiffusionAttention::Sdpa, DiffusionAttention::FlashAttention3},
                            diffusionAttentionKey, error))
        s.attention = *a;
    s.checkpointing = !o.parser.isSet(o.noCheckpointing);
}

/// The job a --from config describes, its reading said on stderr (a script's --json stays clean).
Result<DiffusionJob> jobFromConfig(const Options& o)
{
    const QString path = o.parser.value(o.from);
    const std::optional<std::string> text = readTextFile(path);
    if (!text)
        return Error{ErrorCode::CannotRead, "--from", path.toStdString()};
    Result<DiffusionImport> imported = diffusionJobFromConfig(*text, path.toStdString(), bundledDenoiserLibrary());
    if (!imported)
        return imported.error();
    const QString stack = QString::fromStdString(imported->stack);
    err() << DiffusionCommand::tr("tunefit diffusion: read a %1 config: %n setting(s) from the file", nullptr,
                                  int(imported->count(DiffusionImportKind::Read)))
                 .arg(stack)
          << "\n";
    for (const DiffusionImportLine& line : imported->lines) {
        if (line.kind == DiffusionImportKind::StackDefault)
            err() << "  " << DiffusionCommand::tr("default: %1").arg(diffusionImportLineText(line, stack)) << "\n";
        else if (line.kind == DiffusionImportKind::NotModelled || line.note != DiffusionImportNote::None)
            err() << "  " << diffusionImportLineText(line, stack) << "\n";
    }
    return std::move(imported).value().job;
}

/// The job on the --model denoiser: a library name, or a local diffusers folder or config.json recognized as the
/// library model it is built on (said on stderr).
Result<DiffusionJob> jobForModel(const Options& o)
{
    const QString model = o.parser.value(o.model);
    Result<DiffusionJob> named = diffusionJobFor(bundledDenoiserLibrary(), model.toStdString());
    if (named || !QFileInfo::exists(model))
        return named;
    Result<IdentifiedDenoiser> identified = identifyDenoiserAt(bundledDenoiserLibrary(), model);
    if (!identified)
        return identified.error();
    err() << "tunefit diffusion: " << identifiedDenoiserText(model, *identified) << "\n";
    Result<DiffusionJob> job = diffusionJobFor(bundledDenoiserLibrary(), identified->spec.key);
    if (job)
        job.value().modelGiven = fineTunePath(model).toStdString();
    return job;
}

/// The job the options describe, checked; the error names the first bad option.
Result<DiffusionJob> readJob(const Options& o)
{
    if (!o.parser.isSet(o.model) && !o.parser.isSet(o.from))
        return Error{ErrorCode::MissingOption, "--model", ""};
    Result<DiffusionJob> found = o.parser.isSet(o.from) ? jobFromConfig(o) : jobForModel(o);
    if (!found)
        return found.error();
    DiffusionJob job = std::move(found).value();
    std::optional<Error> error;
    readResolution(o, job.setting, error);
    readIntegers(o, job, error);
    readChoices(o, job.setting, error);
    if (!error)
        error = checkDiffusionJob(job);
    if (error)
        return *error;
    return job;
}

QString gibText(double bytes)
{
    return localNumber(units::toGiB(bytes), 2);
}

void printMemory(const DiffusionEvaluation& e)
{
    const DiffusionMemory& m = e.memory;
    out() << jobDenoiserText(e.job) << "\n";
    for (const QString& line : diffusionSettingLines(e.job))
        out() << line << "\n";
    out() << diffusionTokensText(m.tokens) << "; "
          << DiffusionCommand::tr("%1 M trained parameters").arg(localNumber(m.trainedParams / 1e6, 1)) << "\n";
    for (const DiffusionMemoryRow& r : m.rows)
        out() << tableRow({{QStringLiteral(" "), 1}, {diffusionPartText(r.part), -28}, {gibText(r.bytes), 8}})
              << QStringLiteral(" GiB\n");
    const auto row = [](const QString& label, double bytes) -> QString {
        return tableRow({{QStringLiteral(" "), 1}, {label, -28}, {gibText(bytes), 8}}) + QStringLiteral(" GiB");
    };
    for (const auto& [name, bytes] : diffusionPeakRows(m))
        out() << row(name, bytes) << "\n";
    out() << tableRow({{QStringLiteral(" "), 1}, {diffusionBandLabel(), -28}, {diffusionBandText(m), 8}}) << "\n";
    if (m.hostBytes > 0)
        out() << row(DiffusionCommand::tr("in CPU RAM"), m.hostBytes) << "\n";
    out() << diffusionMomentText(m.peakMoment) << "\n";
}

void printFit(const DiffusionFitRow& row)
{
    out() << fitText(row.asSet) << "\n";
    if (row.advice)
        out() << diffusionAdviceText(*row.advice) << "\n";
    else if (!row.asSet.fits)
        out() << DiffusionCommand::tr("No setting Tunefit knows fits this GPU.") << "\n";
    if (row.time)
        out() << diffusionStepText(*row.time) << "\n";
}

void printPlan(const DiffusionEvaluation& e, const Catalog& catalog, int top)
{
    out() << DiffusionCommand::tr("Offers by cost (%n step(s)):", nullptr, int(e.job.steps)) << "\n";
    int shown = 0;
    for (const DiffusionOption& o : e.plan) {
        if (!o.fits || !o.priced || shown++ >= top)
            break;
        const Offer& offer = catalog.offers[size_t(o.offerIndex)];
        const QString setting = diffusionOptionSettingText(e, o);
        out() << tableRow({{offerName(offer.provider, offer.instanceType, offer.gpuName), -44},
                           {DiffusionCommand::tr("%n GPU(s)", nullptr, o.gpus), -8},
                           {DiffusionCommand::tr("%1 s/step").arg(localNumber(o.stepSeconds, 2)), 12},
                           {DiffusionCommand::tr("%1 h").arg(formatHours(o.hours)), 9},
                           {formatUsd(o.costUsd), 11}})
              << "  " << setting << "\n";
    }
    if (shown == 0)
        out() << noDiffusionOfferText() << "\n";
}

int listDenoisers()
{
    for (const DenoiserSpec& d : bundledDenoiserLibrary().denoisers) {
        out() << tableRow({{QString::fromStdString(d.key), -20}, {denoiserText(d), 0}}) << "\n";
        // The published fine-tunes that run as this entry: their names work as --model too.
        for (const DenoiserFineTune& f : d.fineTunes)
            out() << tableRow({{QString(), -20},
                               {DiffusionCommand::tr("also %1 (a fine-tune, run as this model)")
                                    .arg(QString::fromStdString(f.name)),
                                0}})
                  << "\n";
    }
    return kExitOk;
}

int fail(const Error& error)
{
    err() << QStringLiteral("tunefit diffusion: ") << errorSentence(error) << "\n";
    return exitCodeFor(error);
}

/// --export STACK --out FILE: the job as that stack's config (musubi-tuner's dataset TOML beside it, named in it).
int exportConfig(const Options& o, const DiffusionJob& job)
{
    static const std::pair<const char*, DiffusionStack> stacks[] = {{"ai-toolkit", DiffusionStack::AiToolkit},
                                                                    {"kohya", DiffusionStack::Kohya},
                                                                    {"musubi", DiffusionStack::Musubi},
                                                                    {"simpletuner", DiffusionStack::SimpleTuner}};
    const std::string given = o.parser.value(o.exportStack).toLower().toStdString();
    const auto stack = std::find_if(std::begin(stacks), std::end(stacks), [&](auto& s) { return given == s.first; });
    if (stack == std::end(stacks))
        return fail(Error{ErrorCode::UnknownValue, "--export", given});
    if (!o.parser.isSet(o.out))
        return fail(Error{ErrorCode::MissingOption, "--out", ""});
    const Result<std::string> text = exportDiffusionConfig(job, stack->second);
    if (!text)
        return fail(text.error());
    const QString path = o.parser.value(o.out);
    if (!writeTextFile(path, *text))
        return kExitFileError;
    if (stack->second == DiffusionStack::Musubi) {
        const Result<std::string> dataset = exportDiffusionDatasetConfig(job, stack->second);
        const QString datasetPath = QFileInfo(path).dir().filePath(QStringLiteral("dataset.toml"));
        if (!dataset || !writeTextFile(datasetPath, *dataset))
            return dataset ? kExitFileError : fail(dataset.error());
    }
    return kExitOk;
}

} // namespace

int runDiffusion(const QStringList& arguments)
{
    Options o;
    if (const auto stop = parseOrStop(o.parser, arguments))
        return *stop;
    if (o.parser.isSet(o.list))
        return listDenoisers();
    const Result<DiffusionJob> job = readJob(o);
    if (!job)
        return fail(job.error());
    if (o.parser.isSet(o.exportStack))
        return exportConfig(o, *job);
    std::optional<Error> error;
    const int top = o.parser.isSet(o.top) ? intOption(o.parser, o.top, error) : 10;
    if (error)
        return fail(*error);
    const bool needsCatalog = o.parser.isSet(o.gpu) || o.parser.isSet(o.plan) || o.parser.isSet(o.pdf);
    Catalog catalog;
    if (needsCatalog) {
        Result<Catalog> loaded = loadCatalogToRead(o.parser.value(o.catalog));
        if (!loaded)
            return catalogExitCode(loaded.error());
        catalog = std::move(loaded).value();
        if (o.parser.isSet(o.gpu) && !findGpu(catalog, o.parser.value(o.gpu).toStdString()))
            return fail(Error{ErrorCode::UnknownGpu, "--gpu", o.parser.value(o.gpu).toStdString()});
    }
    DiffusionRequest request;
    request.selectedGpu = o.parser.value(o.gpu).toStdString();
    request.withPlan = o.parser.isSet(o.plan) || o.parser.isSet(o.pdf);
    const DiffusionEvaluation e = evaluateDiffusion(*job, catalog, request);
    if (o.parser.isSet(o.pdf)) {
        QString reason;
        if (!DiffusionReport::writePdf(e, catalog, QDate::currentDate().toString(Qt::ISODate), o.parser.value(o.pdf),
                                       &reason)) {
            err() << QStringLiteral("tunefit diffusion: ") << reason << "\n";
            return kExitFileError;
        }
    }
    if (o.parser.isSet(o.json)) {
        out() << QString::fromUtf8(
            QJsonDocument(diffusionEvaluationJson(e, catalog, request.withPlan, top)).toJson(QJsonDocument::Indented));
    } else {
        printMemory(e);
        if (e.selected)
            printFit(*e.selected);
        if (request.withPlan)
            printPlan(e, catalog, top);
    }
    // As `tunefit estimate --gpu`: 0 when the job as set fits the card, 1 when not (the advice is printed).
    if (e.selected)
        return e.selected->asSet.fits ? kExitOk : kExitNegative;
    return kExitOk;
}

} // namespace tunefit::cli

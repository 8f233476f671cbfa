// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit estimate: per-GPU memory of one fine-tuning setup, as a table or JSON.
#include "Units.h"
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "memory/MemoryEstimator.h"
#include "model/HfConfigImport.h"
#include "model/Presets.h"
#include "training/EnumKeys.h"

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
    QCommandLineOption model{QStringLiteral("model"), QStringLiteral("Model preset id or Hugging Face repo."),
                             QStringLiteral("preset"), QStringLiteral("llama-3.1-8b")};
    QCommandLineOption config{QStringLiteral("config"), QStringLiteral("A Hugging Face config.json to read instead."),
                              QStringLiteral("file")};
    QCommandLineOption method{QStringLiteral("method"), QStringLiteral("full, lora, qlora, dora, ia3, ..."),
                              QStringLiteral("name"), QStringLiteral("lora")};
    QCommandLineOption rank{QStringLiteral("rank"), QStringLiteral("Adapter rank."), QStringLiteral("r"),
                            QStringLiteral("16")};
    QCommandLineOption dropout{QStringLiteral("dropout"), QStringLiteral("Adapter dropout."), QStringLiteral("p"),
                               QStringLiteral("0.05")};
    QCommandLineOption targets{QStringLiteral("targets"),
                               QStringLiteral("Adapted modules: q,k,v,o,gate,up,down or all."), QStringLiteral("list"),
                               QStringLiteral("q,k,v,o")};
    QCommandLineOption trainEmbeddings{QStringLiteral("train-embeddings"), QStringLiteral("Also train the embedding.")};
    QCommandLineOption trainLmHead{QStringLiteral("train-lm-head"), QStringLiteral("Also train the lm_head.")};
    QCommandLineOption bf16Adapters{QStringLiteral("bf16-adapters"),
                                    QStringLiteral("Keep adapters in the base dtype (torchtune, litgpt).")};
    QCommandLineOption virtualTokens{QStringLiteral("virtual-tokens"),
                                     QStringLiteral("Prefix/prompt length for prompt-based methods."),
                                     QStringLiteral("n"), QStringLiteral("20")};
    QCommandLineOption bottleneck{QStringLiteral("bottleneck"), QStringLiteral("Bottleneck adapter width."),
                                  QStringLiteral("n"), QStringLiteral("64")};
    QCommandLineOption lastLayers{QStringLiteral("last-layers"), QStringLiteral("Freeze: blocks trained in full."),
                                  QStringLiteral("n"), QStringLiteral("2")};
    QCommandLineOption quant{QStringLiteral("quant"),
                             QStringLiteral("Base quantization: none, nf4, nf4_dq, fp4, int8."),
                             QStringLiteral("kind")};
    QCommandLineOption weightDType{QStringLiteral("weight-dtype"), QStringLiteral("fp32, bf16, fp16."),
                                   QStringLiteral("dtype"), QStringLiteral("bf16")};
    QCommandLineOption compute{QStringLiteral("compute"), QStringLiteral("bf16, fp16, fp32, amp_bf16, amp_fp16."),
                               QStringLiteral("mode"), QStringLiteral("bf16")};
    QCommandLineOption optimizer{QStringLiteral("optimizer"),
                                 QStringLiteral("adamw, adamw_8bit, paged_adamw_32bit, paged_adamw_8bit, "
                                                "adamw_fused_backward, sgd, adafactor, lion."),
                                 QStringLiteral("name"), QStringLiteral("adamw")};
    QCommandLineOption batch{QStringLiteral("batch"), QStringLiteral("Micro-batch per GPU."), QStringLiteral("n"),
                             QStringLiteral("1")};
    QCommandLineOption seq{QStringLiteral("seq"), QStringLiteral("Sequence length."), QStringLiteral("tokens"),
                           QStringLiteral("2048")};
    QCommandLineOption accumulation{QStringLiteral("grad-accum"), QStringLiteral("Gradient accumulation steps."),
                                    QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption checkpointing{QStringLiteral("checkpointing"), QStringLiteral("none, full, selective, offload."),
                                     QStringLiteral("mode"), QStringLiteral("none")};
    QCommandLineOption attention{QStringLiteral("attention"), QStringLiteral("flash, sdpa, eager."),
                                 QStringLiteral("kernel"), QStringLiteral("flash")};
    QCommandLineOption loss{QStringLiteral("loss"), QStringLiteral("standard, chunked, fused."), QStringLiteral("impl"),
                            QStringLiteral("standard")};
    QCommandLineOption gpus{QStringLiteral("gpus"), QStringLiteral("GPUs."), QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption sharding{QStringLiteral("sharding"),
                                QStringLiteral("none, ddp, zero1, zero2, zero3, fsdp_full, fsdp_grad_op, fsdp_hybrid."),
                                QStringLiteral("strategy")};
    QCommandLineOption offload{QStringLiteral("offload"), QStringLiteral("none, optimizer, params_optimizer."),
                               QStringLiteral("what"), QStringLiteral("none")};
    QCommandLineOption gpuMemory{QStringLiteral("gpu-memory"),
                                 QStringLiteral("Usable GiB per GPU: exit 0 when the job fits, 1 when not."),
                                 QStringLiteral("GiB")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON.")};

    Options()
    {
        parser.setApplicationDescription(QStringLiteral("Estimates the per-GPU peak memory of a fine-tuning step."));
        parser.addHelpOption();
        for (const auto* o :
             {&model,       &config,       &method,        &rank,       &dropout,      &targets,       &trainEmbeddings,
              &trainLmHead, &bf16Adapters, &virtualTokens, &bottleneck, &lastLayers,   &quant,         &weightDType,
              &compute,     &optimizer,    &batch,         &seq,        &accumulation, &checkpointing, &attention,
              &loss,        &gpus,         &sharding,      &offload,    &gpuMemory,    &json})
            parser.addOption(*o);
    }
};

/// Reads an option that must be one of an enum's keys; records the first problem in `error`.
template <class E>
E enumOption(const Options& o, const QCommandLineOption& option, std::span<const EnumKey<E>> table,
             std::optional<Error>& error)
{
    const QString text = o.parser.value(option).trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (auto value = enumFromKey(table, text.toStdString()))
        return *value;
    if (!error)
        error = Error{"unknown_value", option.names().front().toStdString(), text.toStdString()};
    return table.front().value;
}

int intOption(const Options& o, const QCommandLineOption& option, std::optional<Error>& error)
{
    bool ok = false;
    const qlonglong value = o.parser.value(option).toLongLong(&ok);
    if ((!ok || value < INT32_MIN || value > INT32_MAX) && !error)
        error = Error{"invalid_value", option.names().front().toStdString(), o.parser.value(option).toStdString()};
    return ok && value >= INT32_MIN && value <= INT32_MAX ? int(value) : 0;
}

double realOption(const Options& o, const QCommandLineOption& option, std::optional<Error>& error)
{
    bool ok = false;
    const double value = o.parser.value(option).toDouble(&ok);
    if ((!ok || !std::isfinite(value)) && !error)
        error = Error{"invalid_value", option.names().front().toStdString(), o.parser.value(option).toStdString()};
    return ok && std::isfinite(value) ? value : 0.0;
}

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

    // Model
    ModelSpec model;
    if (o.parser.isSet(o.config)) {
        auto imported = modelFromHfConfigFile(o.parser.value(o.config));
        if (!imported) {
            err() << "tunefit estimate: " << describe(imported.error()) << "\n";
            return kExitBadInput;
        }
        model = *imported;
    } else {
        const ModelPreset* preset = findPreset(o.parser.value(o.model).toStdString());
        if (!preset) {
            err() << "tunefit estimate: "
                  << describe({"unknown_preset", "model", o.parser.value(o.model).toStdString()}) << "\n";
            return kExitBadInput;
        }
        model = preset->spec;
    }

    std::optional<Error> error;
    TrainingSetup t;
    t.method = enumOption(o, o.method, methodKeys(), error);
    t.adapter.rank = intOption(o, o.rank, error);
    t.adapter.dropout = realOption(o, o.dropout, error);
    const QString targets = o.parser.value(o.targets).toLower();
    t.adapter.targets = 0;
    if (targets == QStringLiteral("all") || targets == QStringLiteral("all_linear")) {
        t.adapter.targets = kAllLinear;
    } else {
        for (const QString& name : targets.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (auto target = enumFromKey(targetKeys(), name.trimmed().toStdString()))
                t.adapter.targets |= uint32_t(*target);
            else if (!error)
                error = Error{"unknown_value", "targets", name.toStdString()};
        }
    }
    t.adapter.trainEmbeddings = o.parser.isSet(o.trainEmbeddings);
    t.adapter.trainLmHead = o.parser.isSet(o.trainLmHead);
    t.adapter.fp32Adapters = !o.parser.isSet(o.bf16Adapters);
    t.adapter.virtualTokens = intOption(o, o.virtualTokens, error);
    t.adapter.bottleneck = intOption(o, o.bottleneck, error);
    t.adapter.trainableLastLayers = intOption(o, o.lastLayers, error);
    t.weightDType = enumOption(o, o.weightDType, dtypeKeys(), error);
    if (o.parser.isSet(o.quant)) {
        t.baseQuant = enumOption(o, o.quant, baseQuantKeys(), error);
    } else if (t.method == Method::QLoRA) {
        t.baseQuant = BaseQuant::NF4DoubleQuant; // the QLoRA paper's recipe
    }
    if (isQuantized4bit(t.baseQuant))
        t.weightDType = DType::Int4;
    else if (t.baseQuant == BaseQuant::Int8)
        t.weightDType = DType::Int8;
    t.compute = enumOption(o, o.compute, computeKeys(), error);
    t.optimizer = enumOption(o, o.optimizer, optimizerKeys(), error);
    t.microBatch = intOption(o, o.batch, error);
    t.seqLen = intOption(o, o.seq, error);
    t.gradAccumulation = intOption(o, o.accumulation, error);
    t.checkpointing = enumOption(o, o.checkpointing, checkpointingKeys(), error);
    t.attention = enumOption(o, o.attention, attentionKeys(), error);
    t.loss = enumOption(o, o.loss, lossKeys(), error);

    Parallelism p;
    p.gpus = intOption(o, o.gpus, error);
    p.sharding = o.parser.isSet(o.sharding) ? enumOption(o, o.sharding, shardingKeys(), error)
                                            : (p.gpus > 1 ? Sharding::DDP : Sharding::None);
    p.offload = enumOption(o, o.offload, offloadKeys(), error);
    std::optional<double> capacityGiB;
    if (o.parser.isSet(o.gpuMemory)) {
        capacityGiB = realOption(o, o.gpuMemory, error);
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

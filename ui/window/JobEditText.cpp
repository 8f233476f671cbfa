// SPDX-License-Identifier: GPL-3.0-or-later
// The job's fields as the job file names them, and the words of a change: the labels of Edit > Undo/Redo and the
// summary after "Make it fit" and an import.
#include "ui/window/JobHistory.h"

#include "core/training/EnumKeys.h"
#include "present/ErrorWording.h"
#include "present/ImportWording.h"
#include "present/JobWording.h"
#include "present/PlanWording.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <map>
#include <optional>
#include <utility>
#include <vector>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

constexpr const char* kContext = "tunefit::ui::JobHistory";

/// Where a field's name comes from: the error wording's (which names most fields already), the import's, or here.
struct FieldWords
{
    const char* errorKey = nullptr;
    std::optional<JobField> importField;
    const char* own = nullptr;
};

FieldWords fromError(const char* key)
{
    return {key, std::nullopt, nullptr};
}
FieldWords fromImport(JobField field)
{
    return {nullptr, field, nullptr};
}
FieldWords own(const char* text)
{
    return {nullptr, std::nullopt, text};
}

using FieldTable = std::vector<std::pair<std::string, FieldWords>>;

/// The model, the GPU, the method and its adapters.
FieldTable modelAndAdapterFieldWords()
{
    return {
        {"model", fromImport(JobField::Model)},
        {"gpu", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "GPU"))},
        {"method", fromImport(JobField::Method)},
        {"setup.adapter.rank", fromError("lora_rank")},
        {"setup.adapter.alpha", fromError("lora_alpha")},
        {"setup.adapter.dropout", fromError("lora_dropout")},
        {"setup.adapter.targets", fromError("lora_targets")},
        {"setup.adapter.train_embeddings", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Trained embeddings"))},
        {"setup.adapter.train_lm_head", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Trained output layer"))},
        {"setup.adapter.train_norms", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Trained norms"))},
        {"setup.adapter.train_biases", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Trained biases"))},
        {"setup.adapter.virtual_tokens", fromError("virtual_tokens")},
        {"setup.adapter.adapter_layers", fromError("adapter_layers")},
        {"setup.adapter.bottleneck", fromError("bottleneck")},
        {"setup.adapter.trainable_last_layers", fromError("trainable_last_layers")},
        {"setup.adapter.fp32_adapters", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Adapters in fp32"))},
    };
}

/// Quantization, precision, optimizer, batch and kernels.
FieldTable trainingFieldWords()
{
    return {
        {"setup.base_quant", fromError("base_quant")},
        {"setup.quantized_modules", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Quantized modules"))},
        {"setup.legacy_bnb_saves_inputs",
         own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Older bitsandbytes saves its inputs"))},
        {"setup.experts", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "MoE experts"))},
        {"setup.weight_dtype", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Weight type"))},
        {"setup.compute", fromImport(JobField::Precision)},
        {"setup.optimizer", fromImport(JobField::Optimizer)},
        {"setup.low_precision.recipe", fromImport(JobField::LowPrecision)},
        {"setup.low_precision.param_gather", fromImport(JobField::PrecisionParamGather)},
        {"setup.low_precision.sixteen_bit_blocks_at_start", fromImport(JobField::SixteenBitBlocksAtStart)},
        {"setup.low_precision.sixteen_bit_blocks_at_end", fromImport(JobField::SixteenBitBlocksAtEnd)},
        {"setup.qat.scheme", fromImport(JobField::Qat)},
        {"setup.qat.group_size", fromImport(JobField::QatGroupSize)},
        {"setup.optimizer_state", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Optimizer state type"))},
        {"setup.micro_batch", fromError("micro_batch")},
        {"setup.seq_len", fromError("seq_len")},
        {"setup.decoder_seq_len", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Decoder sequence length"))},
        {"setup.grad_accumulation", fromError("grad_accumulation")},
        {"setup.checkpointing", fromImport(JobField::GradCkpt)},
        {"setup.attention", fromImport(JobField::Attention)},
        {"setup.loss", fromImport(JobField::Loss)},
        {"setup.optimizer_in_backward", fromImport(JobField::OptimizerInBackward)},
        {"setup.tiled_mlp", fromImport(JobField::TiledMlp)},
    };
}

/// The objective and its generation engine, and the images.
FieldTable objectiveFieldWords()
{
    return {
        {"setup.objective.objective", fromError("objective")},
        {"setup.objective.reference", fromError("reference_model")},
        {"setup.objective.pairs_double_micro_batch",
         own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Pairs double the micro-batch"))},
        {"setup.objective.kto_kl_term", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "KTO's KL term"))},
        {"setup.objective.group_size", fromError("group_size")},
        {"setup.objective.completion_len", fromError("completion_len")},
        {"setup.objective.mean_completion_len", fromError("mean_completion_len")},
        {"setup.objective.generation_batch", fromError("generation_batch")},
        {"setup.objective.generation", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Generation engine"))},
        {"setup.objective.engine_memory_fraction", fromError("engine_memory_fraction")},
        {"setup.objective.engine_gpu_memory_gib", fromError("engine_gpu_memory_gib")},
        {"setup.objective.engine_tensor_parallel", fromError("engine_tensor_parallel")},
        {"setup.objective.engine_sleeps",
         own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Engine sleeps while training"))},
        {"setup.objective.critic_full_training",
         own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Critic trained in full"))},
        {"setup.objective.reward_model_on_gpu",
         own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Reward model on the GPU"))},
        {"setup.images.per_sample", fromError("images_per_sample")},
        {"setup.images.tokens_per_image", fromError("tokens_per_image")},
        {"setup.images.train_vision_tower", fromError("train_vision_tower")},
    };
}

/// GPUs, sharding and the parallel layout.
FieldTable parallelFieldWords()
{
    return {
        {"parallel.gpus", fromError("gpus")},
        {"parallel.sharding", fromError("sharding")},
        {"parallel.offload", fromImport(JobField::Offload)},
        {"parallel.gpus_per_node", fromError("gpus_per_node")},
        {"parallel.full_checkpoint_on_each_rank",
         own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Full checkpoint on every GPU"))},
        {"parallel.sequence_parallel", fromImport(JobField::SequenceParallel)},
        {"parallel.sequence_parallel_degree", fromError("sequence_parallel_degree")},
        {"parallel.tensor_parallel", fromError("tensor_parallel")},
        {"parallel.pipeline_parallel", fromError("pipeline_parallel")},
        {"parallel.virtual_pipeline_stages", fromError("virtual_pipeline_stages")},
        {"parallel.expert_parallel", fromError("expert_parallel")},
        {"parallel.expert_tensor_parallel", fromError("expert_tensor_parallel")},
        {"parallel.megatron_sequence_parallel", fromError("megatron_sequence_parallel")},
    };
}

/// The dataset, the limits and the assumptions.
FieldTable datasetFieldWords()
{
    return {
        {"dataset.tokens", fromError("tokens")},
        {"dataset.epochs", fromError("epochs")},
        {"dataset.packing", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Sequence packing"))},
        {"dataset.average_sample_tokens", fromError("average_sample_tokens")},
        {"dataset.steps", fromError("steps")},
        {"dataset.checkpoint_interval_minutes", fromError("checkpoint_interval_minutes")},
        {"limits.deadline_hours", fromError("deadline_hours")},
        {"limits.budget_usd", fromError("budget_usd")},
        {"assumptions.spot_allowed", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Spot capacity"))},
        {"assumptions.max_instances", fromError("max_instances")},
        {"assumptions.as_set_only", own(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Plan the job as set only"))},
        {"assumptions.mfu_by_class", fromError("mfu_by_class")},
        {"assumptions.default_spot_interruptions_per_hour", fromError("default_spot_interruptions_per_hour")},
        {"assumptions.restart_overhead_minutes", fromError("restart_overhead_minutes")},
        {"assumptions.startup_minutes", fromError("startup_minutes")},
        {"assumptions.checkpoint_write_gbps", fromError("checkpoint_write_gbps")},
        {"assumptions.dataset_bytes_per_token", fromError("dataset_bytes_per_token")},
        {"assumptions.memory_margin_fraction", fromError("memory_margin_fraction")},
    };
}

/// Every field of the job file by its key path. A field added to the file without an entry here has no name:
/// JobHistory.EveryFieldHasANameAndAValue fails.
const std::map<std::string, FieldWords>& fieldWords()
{
    static const std::map<std::string, FieldWords> kWords = [] {
        std::map<std::string, FieldWords> words;
        for (const FieldTable& table : {modelAndAdapterFieldWords(), trainingFieldWords(), objectiveFieldWords(),
                                        parallelFieldWords(), datasetFieldWords()})
            words.insert(table.begin(), table.end());
        return words;
    }();
    return kWords;
}

template <class E> QString enumWords(std::span<const EnumKey<E>> keys, QString (*name)(E), const QString& key)
{
    const auto value = enumFromKey(keys, key.toStdString());
    return value ? name(*value) : QString();
}

/// The words of an enum field's key; empty for a field without its own wording.
QString keyWords(const std::string& path, const QString& key)
{
    using Namer = std::function<QString(const QString&)>;
    static const std::map<std::string, Namer> kNamers = {
        {"method", [](const QString& k) { return enumWords(methodKeys(), &methodName, k); }},
        {"setup.base_quant", [](const QString& k) { return enumWords(baseQuantKeys(), &baseQuantName, k); }},
        {"setup.weight_dtype", [](const QString& k) { return enumWords(dtypeKeys(), &dtypeName, k); }},
        {"setup.compute", [](const QString& k) { return enumWords(computeKeys(), &computeName, k); }},
        {"setup.optimizer", [](const QString& k) { return enumWords(optimizerKeys(), &optimizerName, k); }},
        {"setup.optimizer_state",
         [](const QString& k) { return enumWords(optimizerStateKeys(), &optimizerStateName, k); }},
        {"setup.low_precision.recipe",
         [](const QString& k) { return enumWords(lowPrecisionKeys(), &lowPrecisionName, k); }},
        {"setup.qat.scheme", [](const QString& k) { return enumWords(qatSchemeKeys(), &qatSchemeName, k); }},
        {"setup.checkpointing", [](const QString& k) { return enumWords(checkpointingKeys(), &checkpointingName, k); }},
        {"setup.attention", [](const QString& k) { return enumWords(attentionKeys(), &attentionName, k); }},
        {"setup.loss", [](const QString& k) { return enumWords(lossKeys(), &lossName, k); }},
        {"setup.experts", [](const QString& k) { return enumWords(expertKernelKeys(), &expertKernelName, k); }},
        {"setup.objective.objective", [](const QString& k) { return enumWords(objectiveKeys(), &objectiveName, k); }},
        {"setup.objective.reference", [](const QString& k) { return enumWords(referenceKeys(), &referenceName, k); }},
        {"setup.objective.generation",
         [](const QString& k) { return enumWords(generationEngineKeys(), &generationEngineName, k); }},
        {"parallel.sharding", [](const QString& k) { return enumWords(shardingKeys(), &shardingName, k); }},
        {"parallel.offload", [](const QString& k) { return enumWords(offloadKeys(), &offloadName, k); }},
        {"parallel.sequence_parallel",
         [](const QString& k) { return enumWords(sequenceParallelKeys(), &sequenceParallelName, k); }},
    };
    const auto it = kNamers.find(path);
    return it == kNamers.end() ? QString() : it->second(key);
}

/// The job file's values by key path (jobFieldPaths()), the model as one field, plus the GPU.
std::vector<std::pair<std::string, QJsonValue>> fieldValues(const JobInputs& in)
{
    // Written with the whole architecture (no preset id), so a change of the model is a change of "model".
    const std::string text = writeJobFile(jobDocumentOf(in.job));
    const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
    std::vector<std::pair<std::string, QJsonValue>> out;
    out.emplace_back("model", root.value(QStringLiteral("model")));
    std::function<void(const QJsonObject&, const std::string&)> walk = [&](const QJsonObject& o,
                                                                           const std::string& prefix) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const std::string path = prefix + it.key().toStdString();
            if (it.value().isObject())
                walk(it.value().toObject(), path + ".");
            else
                out.emplace_back(path, it.value());
        }
    };
    for (const char* section : {"method", "setup", "parallel", "dataset", "limits", "assumptions"}) {
        const QJsonValue v = root.value(QLatin1String(section));
        if (v.isObject())
            walk(v.toObject(), std::string(section) + ".");
        else
            out.emplace_back(section, v);
    }
    out.emplace_back("gpu", QJsonValue(in.gpuName));
    return out;
}

QString numberText(double value)
{
    const QLocale locale;
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return locale.toString(qlonglong(value));
    return locale.toString(value, 'g', 6);
}

/// A name inside a sentence: "sequence length", but "GPU count" and "LoRA" keep their capitals.
QString midSentence(const QString& name)
{
    if (name.size() < 2 || !name[0].isUpper() || name[1].isUpper())
        return name;
    return QLocale().toLower(name.left(1)) + name.mid(1);
}

QString translated(const char* text)
{
    return QCoreApplication::translate(kContext, text);
}

} // namespace

std::vector<std::string> jobFieldPaths(const JobInputs& inputs)
{
    std::vector<std::string> paths;
    for (const auto& [path, value] : fieldValues(inputs))
        paths.push_back(path);
    return paths;
}

std::vector<std::string> changedJobFields(const JobInputs& before, const JobInputs& after)
{
    const auto a = fieldValues(before);
    std::map<std::string, QJsonValue> b;
    for (auto& [path, value] : fieldValues(after))
        b.emplace(path, value);
    std::vector<std::string> changed;
    for (const auto& [path, value] : a) {
        const auto it = b.find(path);
        if (it == b.end() || it->second != value)
            changed.push_back(path);
    }
    return changed;
}

QString jobFieldName(const std::string& path)
{
    const auto it = fieldWords().find(path);
    if (it == fieldWords().end())
        return {};
    const FieldWords& words = it->second;
    if (words.errorKey)
        return fieldName(words.errorKey);
    if (words.importField)
        return importFieldName(*words.importField);
    return translated(words.own);
}

QString jobFieldValue(const JobInputs& inputs, const std::string& path)
{
    if (path == "model")
        return QString::fromStdString(inputs.job.model.name);
    if (path == "setup.adapter.targets")
        return targetsText(inputs.job.setup.adapter.targets);
    for (const auto& [p, value] : fieldValues(inputs)) {
        if (p != path)
            continue;
        if (value.isNull())
            return translated(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "none"));
        if (value.isBool())
            return switchText(value.toBool());
        if (value.isDouble())
            return numberText(value.toDouble());
        if (value.isString())
            return path == "gpu" ? value.toString() : keyWords(path, value.toString());
        return {};
    }
    return {};
}

bool jobFieldIsNumber(const JobInputs& inputs, const std::string& path)
{
    for (const auto& [p, value] : fieldValues(inputs))
        if (p == path)
            return value.isDouble();
    return false;
}

QString jobEditText(const JobInputs& before, const JobInputs& after)
{
    const std::vector<std::string> changed = changedJobFields(before, after);
    if (changed.empty())
        return {};
    const QString name = midSentence(jobFieldName(changed.front()));
    const QString value = jobFieldValue(after, changed.front());
    QStringList others;
    for (size_t i = 1; i < changed.size() && i < 4; ++i)
        others << midSentence(jobFieldName(changed[i]));
    if (changed.size() > 4)
        others << QStringLiteral("…");
    const QString also = others.join(QStringLiteral(", "));
    if (value.isEmpty())
        return others.isEmpty()
                   ? translated(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Change %1")).arg(name)
                   : translated(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Change %1 (also: %2)")).arg(name, also);
    return others.isEmpty()
               ? translated(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Change %1 to %2")).arg(name, value)
               : translated(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "Change %1 to %2 (also: %3)"))
                     .arg(name, value, also);
}

QString jobChangeSummary(const JobInputs& before, const JobInputs& after)
{
    QStringList parts;
    for (const std::string& path : changedJobFields(before, after)) {
        const QString name = midSentence(jobFieldName(path));
        const QString from = jobFieldValue(before, path);
        const QString to = jobFieldValue(after, path);
        parts << (from.isEmpty() || to.isEmpty()
                      ? name
                      : translated(QT_TRANSLATE_NOOP("tunefit::ui::JobHistory", "%1 %2 → %3")).arg(name, from, to));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace tunefit::ui

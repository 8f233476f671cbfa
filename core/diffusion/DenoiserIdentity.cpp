// SPDX-License-Identifier: GPL-3.0-or-later
// A fine-tune recognized by its diffusers config (DenoiserIdentity.h). diffusers builds a model from its config.json
// alone (ConfigMixin.from_config: `_class_name` picks the class, the other keys its constructor's arguments), so two
// configs with the same class and the same shape keys build the same modules; only the weights differ. A single-file
// checkpoint has no config: its tensors' names and shapes are the model's, as diffusers' single-file loader reads them.
#include "core/diffusion/DenoiserIdentity.h"

#include "core/catalog/ModelFiles.h"
#include "core/import/SafetensorsHeader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <optional>
#include <string_view>

namespace tunefit {

namespace {

struct Comparison
{
    int agreed = 0;
    std::vector<std::string> differences; ///< "key: value ≠ value"
};

/// A key the config leaves out takes the class's default in diffusers, which is not compared (configs written by
/// older diffusers versions lack the keys added since); a config that agrees on none is not recognized.
Comparison compare(const DiffusersSignature& signature, const QJsonObject& config, const PipelineFacts& pipeline)
{
    Comparison c;
    if (!pipeline.className.empty() && !signature.pipeline.empty()) {
        if (pipeline.className != signature.pipeline)
            c.differences.push_back("pipeline: " + pipeline.className + " ≠ " + signature.pipeline);
        else
            ++c.agreed;
    }
    if (pipeline.transformers > 0 && signature.transformers > 0) {
        if (pipeline.transformers != signature.transformers)
            c.differences.push_back("transformers: " + std::to_string(pipeline.transformers) + " ≠ " +
                                    std::to_string(signature.transformers));
        else
            ++c.agreed;
    }
    for (const auto& [key, value] : signature.keys) {
        const QJsonValue given = config.value(QString::fromStdString(key));
        if (given.isUndefined())
            continue;
        if (const std::string text = compactJson(given); text != value)
            c.differences.push_back(key + ": " + text + " ≠ " + value);
        else
            ++c.agreed;
    }
    return c;
}

/// The entries of the class the config names and how it compares with each; the closest first.
std::vector<std::pair<const DenoiserSpec*, Comparison>> sameClass(const DenoiserLibrary& library,
                                                                  const std::string& className,
                                                                  const QJsonObject& config,
                                                                  const PipelineFacts& pipeline)
{
    std::vector<std::pair<const DenoiserSpec*, Comparison>> found;
    for (const DenoiserSpec& d : library.denoisers) {
        if (d.diffusers.className == className)
            found.emplace_back(&d, compare(d.diffusers, config, pipeline));
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return a.second.differences.size() < b.second.differences.size();
    });
    return found;
}

std::string joined(const std::vector<std::string>& parts)
{
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : "; ") + p;
    return out;
}

/// The denoiser's config.json a path leads to, and the pipeline class its folder's model_index.json names.
struct ConfigPath
{
    QString file;
    PipelineFacts pipeline;
};

/// A pipeline's model_index.json names its class and its components as [library, class]; the denoiser is
/// "transformer" (DiTs) or "unet" (SD 1.5, SDXL).
Result<ConfigPath> denoiserConfigOfPipeline(const QString& folder, const QByteArray& modelIndex)
{
    const QJsonObject index = QJsonDocument::fromJson(modelIndex).object();
    PipelineFacts pipeline{index.value(QLatin1String("_class_name")).toString().toStdString(), 0};
    // An unused component is saved as [null, null].
    const auto present = [&](const char* component) {
        return index.value(QLatin1String(component)).toArray().first().isString();
    };
    pipeline.transformers = int(present("transformer")) + int(present("transformer_2"));
    for (const char* component : {"transformer", "unet"}) {
        if (present(component))
            return ConfigPath{QDir(folder).filePath(QLatin1String(component) + QLatin1String("/config.json")),
                              pipeline};
    }
    return Error{ErrorCode::MissingKey, "transformer",
                 QDir(folder).filePath(QStringLiteral("model_index.json")).toStdString()};
}

Result<ConfigPath> denoiserConfigPath(const QString& path)
{
    const QFileInfo info(path);
    const QString folder = info.isDir() ? path : info.path();
    const QString index = info.isDir() ? QDir(path).filePath(QStringLiteral("model_index.json"))
                          : info.fileName() == QLatin1String("model_index.json") ? path
                                                                                 : QString();
    if (!index.isEmpty() && QFileInfo::exists(index)) {
        Result<QByteArray> text = readModelConfigFile(index);
        if (!text)
            return text.error();
        return denoiserConfigOfPipeline(folder, *text);
    }
    return ConfigPath{info.isDir() ? QDir(path).filePath(QStringLiteral("config.json")) : path, {}};
}

/// LDM, ComfyUI and kohya single files keep the denoiser under "model.diffusion_model." beside the VAE and the text
/// encoders; the original layouts (BFL's, Wan's) keep it at the top.
constexpr std::string_view kDenoiserPrefix = "model.diffusion_model.";

std::string shapeText(const std::vector<int64_t>& shape)
{
    std::string out = "[";
    for (size_t i = 0; i < shape.size(); ++i)
        out += (i ? ", " : "") + std::to_string(shape[i]);
    return out + "]";
}

/// Where a file holds every tensor a signature names, its differences from it (another shape, a tensor the model has
/// not); nullopt where one of them is missing: the file is another model altogether.
std::optional<Comparison> compareWeights(const WeightsSignature& signature, const import::SafetensorsTensors& file)
{
    const auto find = [&](const std::string& name) {
        const auto it = file.find(name);
        return it != file.end() ? it : file.find(std::string(kDenoiserPrefix) + name);
    };
    Comparison c;
    for (const auto& [name, shape] : signature.tensors) {
        const auto it = find(name);
        if (it == file.end())
            return std::nullopt;
        if (shape && it->second.shape != *shape)
            c.differences.push_back(name + ": " + shapeText(it->second.shape) + " ≠ " + shapeText(*shape));
        else
            ++c.agreed;
    }
    // A tensor the model has not: its shape in the file against none ("∅"), no word to translate inside the sentence.
    for (const std::string& name : signature.absent) {
        if (const auto it = find(name); it != file.end())
            c.differences.push_back(name + ": " + shapeText(it->second.shape) + " ≠ ∅");
    }
    return c;
}

} // namespace

Result<IdentifiedDenoiser> identifyDenoiserByWeights(const DenoiserLibrary& library,
                                                     const import::SafetensorsTensors& tensors)
{
    std::vector<std::pair<const DenoiserSpec*, Comparison>> near;
    for (const DenoiserSpec& d : library.denoisers) {
        if (d.singleFile.tensors.empty())
            continue;
        if (std::optional<Comparison> c = compareWeights(d.singleFile, tensors))
            near.emplace_back(&d, std::move(*c));
    }
    std::vector<std::string> matching;
    for (const auto& [spec, comparison] : near) {
        if (comparison.differences.empty())
            matching.push_back(spec->key);
    }
    if (matching.size() > 1)
        return Error{ErrorCode::AmbiguousModel, "denoiser_weights", "", std::nullopt, matching};
    if (near.empty())
        return Error{ErrorCode::UnknownPreset, "denoiser_weights", ""};
    // The nearest differs least and, of those, agrees on most (FLF2V is Wan 2.1 I2V plus a table, not Wan 2.1 T2V).
    std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) {
        if (a.second.differences.size() != b.second.differences.size())
            return a.second.differences.size() < b.second.differences.size();
        return a.second.agreed > b.second.agreed;
    });
    const auto& [nearest, comparison] = near.front();
    if (!comparison.differences.empty())
        return Error{
            ErrorCode::UnknownPreset, "denoiser_weights", joined(comparison.differences), std::nullopt, {nearest->key}};
    return IdentifiedDenoiser{*nearest, {}, {}, comparison.agreed};
}

Result<IdentifiedDenoiser> identifyDenoiser(const DenoiserLibrary& library, const QByteArray& configJson,
                                            const PipelineFacts& pipeline)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(configJson, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::MalformedJson, "", parseError.errorString().toStdString()};
    if (!doc.isObject())
        return Error{ErrorCode::WrongFormat, "config", "not_an_object"};
    const QJsonObject config = doc.object();
    const std::string className = config.value(QLatin1String("_class_name")).toString().toStdString();
    if (className.empty())
        return Error{ErrorCode::MissingKey, "_class_name", ""};
    const auto candidates = sameClass(library, className, config, pipeline);
    if (candidates.empty())
        return Error{ErrorCode::UnknownPreset, "denoiser_class", className};
    std::vector<std::string> matching;
    for (const auto& [spec, comparison] : candidates) {
        if (comparison.differences.empty() && comparison.agreed > 0)
            matching.push_back(spec->key);
    }
    if (matching.size() > 1)
        return Error{ErrorCode::AmbiguousModel, "denoiser_config", className, std::nullopt, matching};
    const auto& [nearest, comparison] = candidates.front();
    if (matching.empty() && comparison.differences.empty()) { // it agrees on no key: no entry is nearer than another
        std::vector<std::string> all;
        for (const auto& candidate : candidates)
            all.push_back(candidate.first->key);
        return Error{ErrorCode::UnknownPreset, "denoiser_config", "", std::nullopt, all};
    }
    if (matching.empty())
        return Error{
            ErrorCode::UnknownPreset, "denoiser_config", joined(comparison.differences), std::nullopt, {nearest->key}};
    // The match has no difference, but an entry that agrees on no key has none either and may sort before it.
    const auto match = std::find_if(candidates.begin(), candidates.end(),
                                    [&](const auto& c) { return c.first->key == matching.front(); });
    return IdentifiedDenoiser{*match->first, className, {}, match->second.agreed};
}

Result<IdentifiedDenoiser> identifyDenoiserAt(const DenoiserLibrary& library, const QString& path)
{
    if (path.endsWith(QLatin1String(".safetensors"), Qt::CaseInsensitive)) {
        Result<import::SafetensorsTensors> tensors =
            import::readSafetensorsHeader(QFile::encodeName(path).toStdString());
        if (!tensors)
            return tensors.error();
        Result<IdentifiedDenoiser> identified = identifyDenoiserByWeights(library, *tensors);
        if (identified)
            identified.value().configFile = path.toStdString();
        else if (identified.error().code == ErrorCode::AmbiguousModel) // "“file” fits several models: …"
            return Error{ErrorCode::AmbiguousModel, "denoiser_weights", QFileInfo(path).fileName().toStdString(),
                         std::nullopt, identified.error().suggestions};
        return identified;
    }
    Result<ConfigPath> file = denoiserConfigPath(path);
    if (!file)
        return file.error();
    Result<QByteArray> text = readModelConfigFile(file->file);
    if (!text)
        return text.error();
    Result<IdentifiedDenoiser> identified = identifyDenoiser(library, *text, file->pipeline);
    if (identified)
        identified.value().configFile = file->file.toStdString();
    return identified;
}

QString fineTunePath(const QString& path)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (name == QLatin1String("model_index.json") || name == QLatin1String("config.json"))
        return info.path();
    return path;
}

Result<DiffusionJob> fineTuneJob(const DenoiserLibrary& library, const DiffusionJob& current, const QString& path)
{
    Result<IdentifiedDenoiser> identified = identifyDenoiserAt(library, path);
    if (!identified)
        return identified.error();
    Result<DiffusionJob> fresh = diffusionJobFor(library, identified->spec.key);
    if (!fresh)
        return fresh.error();
    DiffusionJob job = withSettingOf(std::move(fresh).value(), current);
    job.modelGiven = fineTunePath(path).toStdString();
    return job;
}

} // namespace tunefit

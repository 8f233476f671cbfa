// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ModelLocator.h"

#include "core/Checked.h"
#include "core/import/SafetensorsHeader.h"
#include "core/model/HfConfigImport.h"
#include "core/model/Presets.h"

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

namespace fs = std::filesystem;

namespace tunefit::import {

namespace {

std::optional<std::string> environment(const char* name)
{
    const char* v = std::getenv(name);
    if (v == nullptr || *v == 0)
        return std::nullopt;
    return std::string(v);
}

bool isFile(const fs::path& p)
{
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

/// The snapshot folder of a cached model that holds config.json (refs/main first, else any snapshot).
std::optional<fs::path> cachedSnapshot(const fs::path& modelDir)
{
    std::error_code ec;
    std::ifstream ref(modelDir / "refs" / "main");
    std::string hash;
    if (ref && std::getline(ref, hash) && !hash.empty() && hash.find('/') == std::string::npos &&
        isFile(modelDir / "snapshots" / hash / "config.json"))
        return modelDir / "snapshots" / hash;
    std::vector<fs::path> snapshots;
    for (fs::directory_iterator it(modelDir / "snapshots", ec), end; !ec && it != end; it.increment(ec)) {
        if (isFile(it->path() / "config.json"))
            snapshots.push_back(it->path());
    }
    if (snapshots.empty())
        return std::nullopt;
    std::sort(snapshots.begin(), snapshots.end());
    return snapshots.front();
}

constexpr qint64 kMaxIndexBytes = 100 << 20;

/// Parameter counts per dtype of one safetensors file, from its header.
Result<std::map<std::string, int64_t>> headerCounts(const fs::path& file)
{
    Result<SafetensorsTensors> tensors = readSafetensorsHeader(file);
    if (!tensors)
        return tensors.error();
    std::map<std::string, int64_t> counts;
    for (const auto& [name, tensor] : *tensors) {
        std::optional<int64_t> elements = 1;
        for (const int64_t dim : tensor.shape)
            elements = elements ? checked::mul(*elements, dim) : std::nullopt;
        const auto sum = elements ? checked::add(counts[tensor.dtype], *elements) : std::nullopt;
        if (!sum)
            return Error{ErrorCode::OutOfRange, file.string(), "tensor sizes overflow"};
        counts[tensor.dtype] = *sum;
    }
    return counts;
}

} // namespace

std::string hubCacheFolder(const ModelSearch& search)
{
    if (!search.hubCache.empty() || !search.useEnvironment)
        return search.hubCache;
    if (auto hub = environment("HF_HUB_CACHE"))
        return *hub;
    if (auto home = environment("HF_HOME"))
        return (fs::path(*home) / "hub").string();
    if (auto home = environment("HOME"))
        return (fs::path(*home) / ".cache" / "huggingface" / "hub").string();
    return {};
}

std::vector<std::string> cachedModels(const ModelSearch& search)
{
    std::vector<std::string> ids;
    const std::string hub = hubCacheFolder(search);
    if (hub.empty())
        return ids;
    std::error_code ec;
    for (fs::directory_iterator it(hub, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string dir = it->path().filename().string();
        if (dir.rfind("models--", 0) != 0 || !cachedSnapshot(it->path()))
            continue;
        std::string id = dir.substr(8);
        if (const auto sep = id.find("--"); sep != std::string::npos)
            id.replace(sep, 2, "/");
        ids.push_back(id);
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

Result<std::optional<std::pair<int64_t, std::string>>> safetensorsParameters(const std::string& folder)
{
    const fs::path dir(folder);
    std::vector<fs::path> shards;
    const fs::path index = dir / "model.safetensors.index.json";
    if (isFile(index)) {
        QFile f(QString::fromStdString(index.string()));
        if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxIndexBytes)
            return Error{ErrorCode::CannotRead, index.string(), "index"};
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
        std::vector<std::string> names;
        const QJsonObject map = doc.object().value(QStringLiteral("weight_map")).toObject();
        for (auto it = map.begin(); it != map.end(); ++it)
            names.push_back(it.value().toString().toStdString());
        std::sort(names.begin(), names.end());
        names.erase(std::unique(names.begin(), names.end()), names.end());
        for (const auto& n : names) {
            if (n.empty() || n.find('/') != std::string::npos || n.find("..") != std::string::npos)
                continue; // shards live beside the index; never follow a path out of the folder
            shards.push_back(dir / n);
        }
    } else if (isFile(dir / "model.safetensors")) {
        shards.push_back(dir / "model.safetensors");
    }
    if (shards.empty())
        return std::optional<std::pair<int64_t, std::string>>{};
    std::map<std::string, int64_t> total;
    for (const auto& shard : shards) {
        if (!isFile(shard))
            return std::optional<std::pair<int64_t, std::string>>{}; // a partial download: no exact count
        auto counts = headerCounts(shard);
        if (!counts)
            return counts.error();
        for (const auto& [dtype, n] : *counts) {
            const auto sum = checked::add(total[dtype], n);
            if (!sum)
                return Error{ErrorCode::OutOfRange, shard.string(), "tensor sizes overflow"};
            total[dtype] = *sum;
        }
    }
    int64_t all = 0;
    std::string dominant;
    int64_t most = -1;
    for (const auto& [dtype, n] : total) {
        all += n; // each below 2^62 after the checks above; few dtypes
        if (n > most) {
            most = n;
            dominant = dtype;
        }
    }
    return std::optional<std::pair<int64_t, std::string>>{std::pair{all, dominant}};
}

Result<LocatedModel> locateModel(const std::string& name, const std::string& baseDir, const ModelSearch& search)
{
    LocatedModel found;
    if (name.empty())
        return found;
    auto fromFolder = [&](const fs::path& dir, ModelSource source) -> Result<LocatedModel> {
        const std::string config = (dir / "config.json").string();
        auto spec = modelFromHfConfigFile(QString::fromStdString(config));
        if (!spec)
            return spec.error();
        found.source = source;
        found.spec = *spec;
        found.spec.name = name;
        found.configPath = config;
        auto params = safetensorsParameters(dir.string());
        if (params && *params) {
            found.safetensorsParams = (*params)->first;
            found.safetensorsDType = (*params)->second;
        }
        return found;
    };
    // A local folder first: a path that exists is what the stack loads, whatever its name says.
    for (const fs::path& dir : {fs::path(name), fs::path(baseDir) / name}) {
        if (!name.empty() && isFile(dir / "config.json"))
            return fromFolder(dir, ModelSource::LocalFolder);
    }
    found.resolution = resolveModelName(name, search.userModels);
    if (const auto& match = found.resolution.match) {
        found.source = ModelSource::Preset;
        found.spec = match->entry->spec;
        found.presetId = match->entry->id;
        found.reading = readingOf(name, *match);
        return found;
    }
    const std::string hub = hubCacheFolder(search);
    if (!hub.empty() && name.find('/') != std::string::npos && name.find("..") == std::string::npos) {
        std::string dir = "models--" + name;
        if (const auto slash = dir.find('/'); slash != std::string::npos)
            dir.replace(slash, 1, "--");
        if (auto snapshot = cachedSnapshot(fs::path(hub) / dir))
            return fromFolder(*snapshot, ModelSource::HfCache);
    }
    return found;
}

} // namespace tunefit::import

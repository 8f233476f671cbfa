// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ModelLibrary.h"

#include "core/model/HfConfigImport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cctype>
#include <string_view>

namespace tunefit {

namespace {

bool sameKey(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::string errorText(const Error& e)
{
    std::string text(errorCodeKey(e.code));
    if (!e.field.empty())
        text += " " + e.field;
    if (!e.detail.empty())
        text += ": " + e.detail;
    return text;
}

std::string text(const QJsonObject& entry, const char* key)
{
    return entry.value(QLatin1String(key)).toString().toStdString();
}

/// The model's own name for its spec: the last part of the Hub id ("Qwen2.5-Coder-7B"), as the hand presets name
/// theirs, so that a saved job names the entry it used (presetMatching compares names).
std::string specName(const std::string& hubId)
{
    const size_t slash = hubId.rfind('/');
    return slash == std::string::npos ? hubId : hubId.substr(slash + 1);
}

/// One entry of the file: its facts, and its config.json read by the same parser a user's file goes through.
Result<ModelPreset> readEntry(const QJsonObject& entry)
{
    for (const char* key : {"id", "hub_id", "family", "source", "date"}) {
        if (text(entry, key).empty())
            return Error{ErrorCode::MissingKey, key, ""};
    }
    const double published = entry.value(QLatin1String("published_params_b")).toDouble(0);
    if (!(published > 0))
        return Error{ErrorCode::MissingKey, "published_params_b", ""};
    const QJsonValue config = entry.value(QLatin1String("config"));
    if (!config.isObject())
        return Error{ErrorCode::MissingKey, "config", ""};
    const std::string hubId = text(entry, "hub_id");
    Result<ModelSpec> spec =
        modelFromHfConfig(QJsonDocument(config.toObject()).toJson(QJsonDocument::Compact), specName(hubId));
    if (!spec)
        return spec.error();
    ModelPreset preset{text(entry, "id"),     hubId,
                       text(entry, "family"), std::move(spec).value(),
                       text(entry, "source"), text(entry, "date"),
                       ModelOrigin::Bundled};
    preset.spec.publishedParamsB = published;
    return preset;
}

/// Whether an entry reuses an id or Hub id: two entries under one name would make findPreset's answer depend on
/// their order.
bool taken(const ModelPreset& p, std::span<const ModelPreset> reserved, const std::vector<ModelPreset>& earlier)
{
    const auto clash = [&p](const ModelPreset& other) {
        return sameKey(other.id, p.id) || sameKey(other.hfRepo, p.hfRepo) || sameKey(other.id, p.hfRepo) ||
               sameKey(other.hfRepo, p.id);
    };
    return std::any_of(reserved.begin(), reserved.end(), clash) || std::any_of(earlier.begin(), earlier.end(), clash);
}

} // namespace

ModelLibrary readModelLibrary(const QByteArray& json, std::span<const ModelPreset> reserved)
{
    ModelLibrary library;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    const QJsonValue models = doc.object().value(QLatin1String("models"));
    if (parseError.error != QJsonParseError::NoError || doc.object().value(QLatin1String("format")).toInt() != 1 ||
        !models.isArray()) {
        library.rejected.push_back({"*", "wrong_format"});
        return library;
    }
    const QJsonArray list = models.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject entry = list.at(i).toObject();
        std::string id = text(entry, "id");
        if (id.empty())
            id = "#" + std::to_string(i);
        Result<ModelPreset> preset = readEntry(entry);
        if (!preset)
            library.rejected.push_back({id, errorText(preset.error())});
        else if (taken(*preset, reserved, library.entries))
            library.rejected.push_back({id, "duplicate_key id"});
        else
            library.entries.push_back(std::move(preset).value());
    }
    return library;
}

const ModelLibrary& bundledModelLibrary()
{
    // Compiled in (resource prefix :/models, core/model/CMakeLists.txt); read on first use, after the hand presets.
    static const ModelLibrary library = [] {
        QFile file(QStringLiteral(":/models/models.json"));
        const QByteArray json = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        return readModelLibrary(json, handWrittenPresets());
    }();
    return library;
}

std::span<const LibraryRejection> bundledLibraryRejections()
{
    return bundledModelLibrary().rejected;
}

} // namespace tunefit

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
    // No published count: allowed only when the entry says its check is the size in its name.
    const QJsonValue publishedValue = entry.value(QLatin1String("published_params_b"));
    const double published = publishedValue.toDouble(0);
    const bool byName = publishedValue.isNull() && text(entry, "params_source") == "name";
    if (!(published > 0) && !byName)
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
    preset.spec.publishedParamsB = byName ? 0 : published;
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

bool isAlnum(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

} // namespace

std::optional<NameSize> sizeInName(std::string_view name)
{
    for (size_t start = 0; start < name.size(); ++start) {
        if (!std::isdigit(static_cast<unsigned char>(name[start])) || (start > 0 && (isAlnum(name[start - 1]) ||
                                                                                      name[start - 1] == '.')))
            continue;
        // digits, optionally one decimal mark and more digits, then the unit
        int64_t mantissa = 0;
        int decimals = 0;
        bool mark = false;
        size_t i = start;
        for (; i < name.size() && decimals < 6 && mantissa < 1'000'000; ++i) {
            const char c = name[i];
            if (std::isdigit(static_cast<unsigned char>(c))) {
                mantissa = mantissa * 10 + (c - '0');
                decimals += mark ? 1 : 0;
            } else if ((c == '.' || c == '_') && !mark && i + 1 < name.size() &&
                       std::isdigit(static_cast<unsigned char>(name[i + 1]))) {
                mark = true;
            } else {
                break;
            }
        }
        if (i >= name.size())
            break;
        const char unit = static_cast<char>(std::toupper(static_cast<unsigned char>(name[i])));
        if ((unit != 'B' && unit != 'M') || (i + 1 < name.size() && isAlnum(name[i + 1])))
            continue;
        // value = mantissa / 10^decimals units; half a last digit either side: (2·mantissa ± 1) · unit / (2·10^d)
        int64_t scale = unit == 'B' ? 1'000'000'000 : 1'000'000;
        int64_t divisor = 2;
        for (int d = 0; d < decimals; ++d)
            divisor *= 10;
        return NameSize{(2 * mantissa - 1) * scale / divisor, (2 * mantissa + 1) * scale / divisor};
    }
    return std::nullopt;
}

bool countMatchesName(int64_t count, std::string_view name)
{
    const std::optional<NameSize> size = sizeInName(name);
    return size && count >= size->low && count < size->high;
}

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
    // Each file's ids must be new to the hand presets and to the files before it.
    static const ModelLibrary library = [] {
        ModelLibrary all;
        std::vector<ModelPreset> reserved(handWrittenPresets().begin(), handWrittenPresets().end());
        for (const char* name : {":/models/models.json", ":/models/models-2025-hybrid.json"}) {
            QFile file(QString::fromLatin1(name));
            const QByteArray json = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
            ModelLibrary part = readModelLibrary(json, reserved);
            reserved.insert(reserved.end(), part.entries.begin(), part.entries.end());
            all.entries.insert(all.entries.end(), part.entries.begin(), part.entries.end());
            all.rejected.insert(all.rejected.end(), part.rejected.begin(), part.rejected.end());
        }
        return all;
    }();
    return library;
}

std::span<const LibraryRejection> bundledLibraryRejections()
{
    return bundledModelLibrary().rejected;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/ModelRows.h"

#include "core/catalog/StoreColumns.h"
#include "core/catalog/TextFields.h"
#include "core/model/HfConfigImport.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cmath>

namespace tunefit {

namespace {

/// The largest count a library entry may state, in billions: ten times the largest open model (Kimi K2, 1,040 B),
/// so a typo in the thousands is refused rather than planned.
constexpr double kMaxParamsB = 100'000;

bool hasControlCharacter(const std::string& text)
{
    return std::ranges::any_of(text, [](char c) { return (unsigned char)(c) < 0x20 || c == '\x7f'; });
}

std::optional<Error> checkName(const std::string& value, const char* field, bool required)
{
    if (required && value.empty())
        return Error{ErrorCode::MissingValue, field, {}};
    if (value.size() > kMaxModelIdLength)
        return Error{ErrorCode::OutOfRange, field, std::to_string(value.size()) + " characters",
                     AllowedRange{1, double(kMaxModelIdLength)}};
    // A name with a line break or a tab would break the CLI's table and the window's list; spaces around a name make
    // two entries that look the same.
    const bool padded = !value.empty() && (value.front() == ' ' || value.back() == ' ');
    if (hasControlCharacter(value) || padded)
        return Error{ErrorCode::InvalidValue, field, value.substr(0, 120)};
    return std::nullopt;
}

QByteArray bytes(const std::string& text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace

bool sameData(const ModelEntry& a, const ModelEntry& b)
{
    ModelEntry copy = a;
    copy.origin = b.origin;
    copy.rowVersion = b.rowVersion;
    return copy == b;
}

std::optional<Error> validateModelEntry(const ModelEntry& entry)
{
    if (auto error = checkName(entry.id, "id", true))
        return error;
    if (auto error = checkName(entry.hubId, "hub_id", false))
        return error;
    if (auto error = checkName(entry.family, "family", false))
        return error;
    if (entry.source.size() > kMaxModelSourceLength || hasControlCharacter(entry.source))
        return Error{ErrorCode::InvalidValue, "source", entry.source.substr(0, 120)};
    if (!entry.sourceDate.empty() && !catalog_text::isIsoDate(entry.sourceDate))
        return Error{ErrorCode::InvalidValue, "source_date", entry.sourceDate.substr(0, 120)};
    if (entry.publishedParamsB) {
        const double b = *entry.publishedParamsB;
        if (!std::isfinite(b) || b <= 0 || b > kMaxParamsB)
            return Error{ErrorCode::OutOfRange, "published_params_b", std::isfinite(b) ? std::to_string(b) : "nan",
                         AllowedRange{0, kMaxParamsB, true}};
    }
    if (int64_t(entry.configJson.size()) > kMaxModelConfigBytes)
        return Error{ErrorCode::FileTooLarge, "config_json", std::to_string(entry.configJson.size()) + " bytes"};
    if (entry.configJson.empty())
        return Error{ErrorCode::MissingValue, "config_json", {}};
    const auto spec = modelFromHfConfig(bytes(entry.configJson), entry.id);
    if (!spec)
        return spec.error();
    return std::nullopt;
}

Result<ModelPreset> presetFromEntry(const ModelEntry& entry)
{
    if (int64_t(entry.configJson.size()) > kMaxModelConfigBytes)
        return Error{ErrorCode::FileTooLarge, "config_json", std::to_string(entry.configJson.size()) + " bytes"};
    auto spec = modelFromHfConfig(bytes(entry.configJson), entry.id);
    if (!spec)
        return spec.error();
    ModelPreset preset;
    preset.id = entry.id;
    preset.hfRepo = entry.hubId;
    preset.family = entry.family;
    preset.spec = std::move(*spec);
    if (entry.publishedParamsB)
        preset.spec.publishedParamsB = *entry.publishedParamsB;
    preset.source = entry.source;
    preset.sourceDate = entry.sourceDate;
    preset.origin = ModelOrigin::User;
    return preset;
}

void splitModelEntries(const std::vector<ModelEntry>& entries, std::vector<ModelPreset>& presets,
                       std::vector<ModelEntryProblem>& problems)
{
    for (const ModelEntry& entry : entries) {
        auto preset = presetFromEntry(entry);
        if (preset)
            presets.push_back(std::move(*preset));
        else
            problems.push_back({entry.id, preset.error()});
    }
}

namespace store_detail {

namespace {

template <std::string ModelEntry::*M> StoreColumn<ModelEntry> text(const char* name)
{
    return {name, [](const ModelEntry& row) { return QVariant(QString::fromStdString(row.*M)); },
            [](ModelEntry& row, const QVariant& value) { row.*M = value.toString().toStdString(); }};
}

} // namespace

const TableSpec<ModelEntry>& modelTable()
{
    static const TableSpec<ModelEntry> spec = {
        "models",
        {
            text<&ModelEntry::id>("id"),
            text<&ModelEntry::hubId>("hub_id"),
            text<&ModelEntry::family>("family"),
            {"published_params_b",
             [](const ModelEntry& row) {
                 return row.publishedParamsB ? QVariant(*row.publishedParamsB)
                                             : QVariant(QMetaType::fromType<double>());
             },
             [](ModelEntry& row, const QVariant& value) {
                 row.publishedParamsB = value.isNull() ? std::nullopt : std::optional(value.toDouble());
             }},
            text<&ModelEntry::configJson>("config_json"),
            text<&ModelEntry::source>("source"),
            text<&ModelEntry::sourceDate>("source_date"),
        },
        {"id"},
        [](const ModelEntry& row) { return row.id; },
    };
    return spec;
}

} // namespace store_detail

} // namespace tunefit

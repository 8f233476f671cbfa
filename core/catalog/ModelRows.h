// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user's model library (issue 28): model entries the user added from a config.json or fetched from the Hugging
// Face Hub, kept in the catalog's `models` table so that a team catalog shares them like its other rows.

#include "core/Result.h"
#include "core/catalog/CatalogTypes.h"
#include "core/model/Presets.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// One row of the `models` table, as stored. The config.json text is kept as given (not the parsed spec), so a newer
/// Tunefit that reads more of it sees more, and the row's spec is always what the parser makes of that text now.
struct ModelEntry
{
    std::string id;                         ///< the name the user picks the model by, unique in the catalog
    std::string hubId;                      ///< "org/name" on the Hub, or the folder name it came from
    std::string family;                     ///< free text, e.g. "Qwen3"; may be empty
    std::optional<double> publishedParamsB; ///< the count in billions (model card or safetensors); nullopt = unknown
    std::string configJson;                 ///< the config.json text as given, at most kMaxModelConfigBytes
    std::string source;                     ///< where the config.json was read: a URL or a file path
    std::string sourceDate;                 ///< ISO date it was read; empty when not recorded
    RowOrigin origin = RowOrigin::UserAdded;
    int64_t rowVersion = 0; ///< the stored row's version when read (0 = new or unknown); see CatalogStore

    bool operator==(const ModelEntry&) const = default;
};

/// The largest config.json a model entry keeps: the largest real ones (multimodal models with long layer lists) are
/// tens of kilobytes; a megabyte is no config.
inline constexpr int64_t kMaxModelConfigBytes = int64_t(1) << 20;
/// The longest id, hub id, family and source a row keeps (characters); a Hub id is at most 96 (org 42, name 96 less).
inline constexpr size_t kMaxModelIdLength = 200;
inline constexpr size_t kMaxModelSourceLength = 2000;

/// An entry whose config.json no longer reads (a catalog written by another Tunefit, or by hand): kept in the
/// catalog and shown with the reason, never dropped silently.
struct ModelEntryProblem
{
    std::string id;
    Error error;
};

/// Equal as the user sees them: origin and rowVersion are not compared.
bool sameData(const ModelEntry& a, const ModelEntry& b);

/// Checks a row before it is written: id (non-empty, no control characters, no spaces around it, at most
/// kMaxModelIdLength), hub id, family, source, date, the count (0 < B <= 100,000), and the config.json (at most
/// kMaxModelConfigBytes, and modelFromHfConfig reads it). The first problem, with the field it concerns.
std::optional<Error> validateModelEntry(const ModelEntry& entry);

/// The entry as a library preset (origin User): its spec read from config_json, named by its id, with its count.
Result<ModelPreset> presetFromEntry(const ModelEntry& entry);

/// Fills catalog-style lists from stored rows: every entry whose config reads becomes a preset, the others a problem.
void splitModelEntries(const std::vector<ModelEntry>& entries, std::vector<ModelPreset>& presets,
                       std::vector<ModelEntryProblem>& problems);

} // namespace tunefit

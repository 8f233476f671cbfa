// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"

#include <QByteArray>

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <string>
#include <vector>

namespace tunefit {

/// An entry of a model library file that was left out, and why ("missing_key published_params_b").
struct LibraryRejection
{
    std::string id; ///< the entry's id, or "#<index>" when it has none
    std::string error;
};

/// The models of one library file: each entry's real config.json read into a ModelSpec.
struct ModelLibrary
{
    std::vector<ModelPreset> entries;       ///< in file order
    std::vector<LibraryRejection> rejected; ///< entries that could not be read, in file order
};

/// Reads a library file ({"format": 1, "models": [...]}, resources/catalog/README.md). An entry without a
/// published count (published_params_b null) must say so with params_source "name"; its spec's publishedParamsB is
/// then 0, and its count is checked against the size in its name instead (countMatchesName). An entry whose id or hub id
/// (case-insensitive) is already in `reserved` or earlier in the file is rejected, as is one whose config.json the
/// parser refuses; a file that is not a library yields one rejection with the id "*".
ModelLibrary readModelLibrary(const QByteArray& json, std::span<const ModelPreset> reserved = {});

/// The parameter counts a size written in a model's name stands for: the first token of digits (with at most one
/// '.' or '_' as decimal mark) followed by B or M, standing alone between non-alphanumeric characters ("7B",
/// "1.5B", "1_6b", "135M"; not the "A3B" of "Qwen3-30B-A3B", not "8x7B"), widened by half a unit of its last digit:
/// "7B" → [6.5e9, 7.5e9), "1.5B" → [1.45e9, 1.55e9), "135M" → [134.5e6, 135.5e6). nullopt when the name has none.
struct NameSize
{
    int64_t low = 0;  ///< smallest count that rounds to the size (inclusive)
    int64_t high = 0; ///< exclusive upper bound
};
std::optional<NameSize> sizeInName(std::string_view name);
/// Whether `count` rounds to the size written in `name`, at the name's precision; false when the name has none.
bool countMatchesName(int64_t count, std::string_view name);

/// The library compiled into the program (resources/catalog/models.json), read once; ids and hub ids never repeat
/// those of the hand-written presets.
const ModelLibrary& bundledModelLibrary();
/// The bundled entries that were left out: empty in a correct build (a test asserts it).
std::span<const LibraryRejection> bundledLibraryRejections();

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"

#include <QByteArray>

#include <span>
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

/// Reads a library file ({"format": 1, "models": [...]}, resources/catalog/README.md). An entry whose id or hub id
/// (case-insensitive) is already in `reserved` or earlier in the file is rejected, as is one whose config.json the
/// parser refuses; a file that is not a library yields one rejection with the id "*".
ModelLibrary readModelLibrary(const QByteArray& json, std::span<const ModelPreset> reserved = {});

/// The library compiled into the program (resources/catalog/models.json), read once; ids and hub ids never repeat
/// those of the hand-written presets.
const ModelLibrary& bundledModelLibrary();
/// The bundled entries that were left out: empty in a correct build (a test asserts it).
std::span<const LibraryRejection> bundledLibraryRejections();

} // namespace tunefit

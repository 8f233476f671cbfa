// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Model library entries from files the user names (issue 28): a config.json, a model folder (config.json and,
// optionally, safetensors files whose headers give the exact parameter count), or a folder of model folders or of
// *config.json files. Nothing but the named file or folder is read; every refusal is an Error.

#include "core/Result.h"
#include "core/catalog/ModelRows.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace tunefit {

struct ModelFileOptions
{
    std::string id;     ///< the entry's id; only for a single entry (empty: from the hub id or the folder name)
    std::string family; ///< the family of every entry (empty: none)
    std::string today;  ///< ISO date recorded as each entry's source date
};

/// A file of a folder walk that gave no entry, and why.
struct SkippedModelFile
{
    QString path;
    Error error;
};

struct ModelFileReport
{
    std::vector<ModelEntry> entries;
    std::vector<SkippedModelFile> skipped;
};

/// The walk's bounds: a folder of model folders is two levels; more than this many directory entries or models is
/// not a model collection (a home folder named by mistake) and is refused rather than read.
inline constexpr int kMaxModelWalkEntries = 4096;
inline constexpr int kMaxModelsPerImport = 256;

/// Reads `path` into entries. A single file or model folder that cannot be read is the Error; in a folder of several,
/// the files that cannot be read are listed in `skipped` (the others are kept), and a folder with no model at all is
/// an Error (ErrorCode::Empty). Refused: files over kMaxModelConfigBytes (file_too_large), special files and links
/// that lead outside the named folder or in a loop (include_refused), JSON that is malformed or no model config.
/// `options.id` with several entries is refused (inconsistent).
Result<ModelFileReport> modelEntriesFromPath(const QString& path, const ModelFileOptions& options);

/// The whole of one config file the user names: a plain file (a link may lead anywhere, as a Hugging Face cache
/// snapshot's do) of at most kMaxModelConfigBytes. Errors: CannotOpen, IncludeRefused (a special file, a dangling or
/// looping link), FileTooLarge.
Result<QByteArray> readModelConfigFile(const QString& path);

/// The Hub id a config.json names in `_name_or_path` ("Qwen/Qwen3-8B"), or empty when it names none or a local path.
std::string hubIdFromConfig(const std::string& configJson);

} // namespace tunefit

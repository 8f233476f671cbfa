// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ConfigTree.h"

#include <string>
#include <string_view>

namespace tunefit::import {

/// Reads the TOML subset that kohya sd-scripts' and musubi-tuner's files use (--config_file, --dataset_config):
/// `[table]`, `[[array.of.tables]]`, `key = value` with a (dotted or quoted) key, values that are strings, integers,
/// floats, booleans or arrays of those (over several lines too), and `#` comments. Leaves are flattened like
/// parseYamlTree's: "general.resolution", "datasets.0.target_frames", "datasets.0.subsets.1.image_dir".
/// Inline tables, nested arrays, multi-line strings and dates are refused, not guessed.
/// Errors: FileTooLarge (over kMaxConfigBytes or too many entries), InvalidValue (field: the file; detail:
/// "line:column: what was expected").
Result<ConfigTree> parseTomlTree(std::string_view text, const std::string& file);

/// Whether the first line that is not blank or a comment reads as TOML (`[table]`, `[[tables]]` or `key = value`),
/// which YAML and JSON configs never start with.
bool looksLikeToml(std::string_view text);

} // namespace tunefit::import

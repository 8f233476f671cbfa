// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit::import {

/// One leaf of a configuration file: a scalar, a list of scalars, or an explicit null. Nested maps are flattened into
/// dotted keys ("zero_optimization.offload_optimizer.device"); a list of maps into "key.0.sub".
struct ConfigEntry
{
    std::string key;
    std::string value; ///< scalar text as written (quotes removed)
    std::vector<std::string> items;
    bool isList = false;
    bool isNull = false;
    int line = 0; ///< 1-based
};

/// A parsed file: its leaves in file order, plus the comment text (torchtune and others name the model and the launch
/// command only in comments).
struct ConfigTree
{
    std::string file;
    std::vector<ConfigEntry> entries;
    std::string comments; ///< every comment line, joined with '\n'

    const ConfigEntry* find(std::string_view key) const;
    /// Whether a key or any key below it ("fsdp_config" for "fsdp_config.fsdp_version") is present.
    bool hasPrefix(std::string_view prefix) const;
};

/// Files above this size are refused before parsing (real configs are a few KiB).
inline constexpr size_t kMaxConfigBytes = 4u << 20;

/// Parses YAML (1.2, yaml-cpp) or JSON into leaves. `${a.b}` interpolation (OmegaConf, torchtune) is resolved against
/// the file's own keys. Errors: MalformedYaml (detail "line:column: message"), FileTooLarge, WrongFormat (the top
/// level is not a mapping).
Result<ConfigTree> parseYamlTree(std::string_view text, const std::string& file);

/// A launch command line in a shell script (or a docstring): `swift sft --flag value ...`, `trl dpo ...`,
/// `accelerate launch --config_file X script.py --flag value`, `llamafactory-cli train X.yaml`. Backslash
/// continuations are joined, `name=value` shell variables and `$(expr a / b)` are resolved. The first command found
/// is read; its words become entries: "command" (e.g. "swift rlhf"), "launcher.<flag>" for the launcher's own flags,
/// "<flag>" for the program's flags (value "true" for a bare flag), "positional.N" for other words, "env.<NAME>" for
/// environment prefixes. Errors: WrongFormat when no known command is found, FileTooLarge.
Result<ConfigTree> parseCommandLine(std::string_view text, const std::string& file);

/// Whether the text looks like a shell/Python launch script rather than YAML/JSON (sniffing, not the extension).
bool looksLikeCommandLine(std::string_view text);

} // namespace tunefit::import

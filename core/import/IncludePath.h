// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <string>

namespace tunefit::import {

/// The file a config names (`deepspeed:`, `config_file:`, the YAML a launch script runs), found as the training
/// stack finds it: the stacks open such a path relative to the folder the launcher runs in, which for the configs
/// they ship is the config's folder or a folder above it (axolotl's `deepspeed_configs/`, LLaMA-Factory's
/// `examples/deepspeed/`, from the repository root). So the name is tried relative to the naming file's folder, then
/// each folder above it, but never above `root` (the folder the user lets the import read; every folder tried and
/// the file found, symbolic links resolved, lie inside it). A name leaving `root` (absolute elsewhere, `..` above it,
/// a link out of it) or a file that is not a plain file (a FIFO, a device, anything under /proc, /sys or /dev) is
/// refused with ErrorCode::IncludeRefused and never opened; a name found nowhere is ErrorCode::CannotOpen.
/// `namedAt` is the "file:line: key" the errors name.
Result<std::string> resolveIncludePath(const std::string& from, const std::string& name, const std::string& root,
                                       const std::string& namedAt);

/// The folder imports of `configPath` may read when the user chose none: the config's own folder.
std::string defaultImportRoot(const std::string& configPath);

} // namespace tunefit::import

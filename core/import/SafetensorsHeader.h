// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace tunefit::import {

/// One tensor as a safetensors header states it.
struct TensorHeader
{
    std::string dtype; ///< "BF16", "F8_E4M3", …
    std::vector<int64_t> shape;
};

/// A safetensors file's tensors by name (the header's "__metadata__" left out).
using SafetensorsTensors = std::map<std::string, TensorHeader>;

/// The header of a safetensors file: an 8-byte little-endian length, then that many bytes of JSON naming each tensor's
/// dtype, shape and offsets (huggingface/safetensors' format). Only the header is read, whatever the file's size.
/// Errors: CannotOpen; IncludeRefused (not a plain file: a FIFO or a device could block); WrongFormat (no header, a
/// length of 0 or over 100 MiB, a truncated header, JSON that is no object); MalformedJson; OutOfRange (a dimension
/// beyond 2^40, or more than 8 of them).
Result<SafetensorsTensors> readSafetensorsHeader(const std::filesystem::path& file);

/// The header's JSON read as readSafetensorsHeader does; `file` names it in errors.
Result<SafetensorsTensors> parseSafetensorsHeader(const QByteArray& json, const std::string& file);

} // namespace tunefit::import

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/FileImport.h"

#include <cstddef>
#include <cstdint>

namespace tunefit::fuzz {

/// The import preview of `text` as `format` against the bundled catalog (tunefit catalog import --dry-run, the
/// editor's import dialog), the CSV round trip of every accepted row, and a plan against the catalog with the
/// accepted rows merged in.
void fuzzImport(const uint8_t* data, size_t size, ImportFormat format);

} // namespace tunefit::fuzz

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"
#include "catalog/CatalogStore.h"
#include "catalog/Validation.h"

#include <QString>

#include <optional>

namespace tunefit::cli {

/// A catalog finding in words, for the terminal.
QString describeIssue(const Issue& issue);
/// A catalog store or file error in words.
QString describeCatalogError(const Error& error);
/// Opens the catalog at `path` (the user's own when empty), telling the user about a recovered file on stderr.
/// Prints the reason and returns false when it cannot be opened.
bool openCatalog(CatalogStore& store);

} // namespace tunefit::cli

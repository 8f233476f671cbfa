// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/CatalogStore.h"

namespace tunefit::cli {

/// Opens the catalog at `path` (the user's own when empty), telling the user about a recovered file on stderr.
/// Prints the reason and returns false when it cannot be opened.
bool openCatalog(CatalogStore& store);

} // namespace tunefit::cli

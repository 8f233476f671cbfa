// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogStore.h"

#include <QString>

namespace tunefit::cli {

struct CatalogImportRequest
{
    QString file;
    QString table;    ///< gpus | providers | offers | skypilot
    QString provider; ///< skypilot: the catalog provider the file belongs to
    bool allRegions = false;
    bool dryRun = false;
    bool skipRejected = false;
    QString today; ///< ISO date for the stale-price rule and the as-of of SkyPilot rows
};

/// Previews the import, prints adds/updates/rejects with line numbers, and commits it all at once unless it is a
/// dry run or rows were rejected (then nothing is written, unless skipRejected). Returns a cli exit code.
int importIntoCatalog(CatalogStore& store, const CatalogImportRequest& request);

} // namespace tunefit::cli

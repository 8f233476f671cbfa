// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/OpenCatalog.h"

#include "CatalogWording.h"
#include "cli/CliSupport.h"

namespace tunefit::cli {

bool openCatalog(CatalogStore& store)
{
    const auto report = store.open();
    if (!report) {
        err() << "Cannot open the catalog " << store.path() << ": " << ui::describeCatalogError(report.error()) << "\n";
        return false;
    }
    if (!report->movedAsidePath.isEmpty()) {
        err() << "The catalog file was damaged. It was kept as " << report->movedAsidePath
              << " and a new catalog was started from the built-in defaults.\n";
    }
    return true;
}

} // namespace tunefit::cli

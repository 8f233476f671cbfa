// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/Commands.h"

namespace tunefit::cli {

std::span<const Command> commands()
{
    static const Command table[] = {
        {"estimate", runEstimate},
        {"validate", runValidate},
        {"catalog", runCatalog},
        {"validate-throughput", runValidateThroughput},
        {"plan", runPlan},
        {"fit", runFit},
        {"report", runReport, true},
        {"export-results", runExportResults},
        {"import", runImport},
        {"export-config", runExportConfig},
    };
    return table;
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/Commands.h"

#include "core/plan/Planner.h"

#include <algorithm>

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
        {"models", runModels},
        {"runs", runRuns},
        {"diffusion", runDiffusion, true},
        {"validate-diffusion", runValidateDiffusion},
    };
    return table;
}

int planExitCode(const PlanResult& result)
{
    // The warnings are set only for a limit the job sets (Planner.cpp), so a job without limits needs a fit only.
    const uint32_t limits = uint32_t(PlanWarning::DeadlineMissed) | uint32_t(PlanWarning::OverBudget);
    const bool met =
        std::ranges::any_of(result.options, [&](const PlanOption& o) { return o.fits && (o.warnings & limits) == 0; });
    return met ? kExitOk : kExitNegative;
}

} // namespace tunefit::cli

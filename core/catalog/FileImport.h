// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/ImportPlan.h"
#include "core/catalog/SkyPilotImport.h"

#include <optional>
#include <string_view>

namespace tunefit {

/// What an imported file holds: one of Tunefit's own tables, or a SkyPilot vms.csv.
enum class ImportFormat
{
    Gpus,
    Providers,
    Offers,
    SkyPilot
};

/// "gpus", "providers", "offers", "skypilot" (the CLI's --table values).
std::string_view toString(ImportFormat format);
std::optional<ImportFormat> importFormatFrom(std::string_view key);

/// The preview of importing `text` into `current`: reads the file in `format` and plans the changes. `skyPilot`
/// applies to the SkyPilot format only; `today` (ISO) anchors the stale-price warning.
/// File-level errors: "csv_malformed", "column_missing".
Result<ImportPlan> planFileImport(const Catalog& current, std::string_view text, ImportFormat format,
                                  const skypilot::Options& skyPilot, std::string_view today);

} // namespace tunefit

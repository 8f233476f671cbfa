// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/ImportPlan.h"

#include <optional>
#include <string>
#include <string_view>

/// Import of SkyPilot catalog files (skypilot-org/skypilot-catalog catalogs/<version>/<cloud>/vms.csv), see
/// resources/catalog/README.md section 4. Columns are found by header name because their order differs per cloud.
namespace tunefit::skypilot {

struct Options
{
    std::string provider;    ///< catalog provider the file belongs to, e.g. "Lambda" (the file does not say)
    bool allRegions = false; ///< false: keep only the cheapest region per instance type
    std::string asOf;        ///< ISO date stamped on the offers; SkyPilot files carry no date
    std::string source;      ///< where the file came from (path or URL), kept in Offer::source
};

/// The accelerator part of the Python-literal GpuInfo cell ("{'Gpus': [{'Name': 'H100', ..., 'Count': 8.0,
/// 'MemoryInfo': {'SizeInMiB': 81920}}], ...}"); Verda's JSON spelling is read too.
struct GpuInfo
{
    std::string name;
    double count = 0;
    double memoryMiB = 0; ///< per GPU as the source reports it (often the usable amount)
};
std::optional<GpuInfo> parseGpuInfo(std::string_view text);

/// Reads vms.csv text into a preview against the current catalog. GPU rows become offers (whole-instance price);
/// Google Cloud host rows (no accelerator) are joined with the accelerator-only rows of the same region (price =
/// host + GPUs); accelerator rows without a host shape become GPU-only offers; CPU-only and TPU rows are skipped.
/// Labels are mapped to canonical GPU names with a GpuNameMap learned from `current`'s offers.
/// File-level errors: "csv_malformed", "column_missing".
Result<ImportPlan> planImport(const Catalog& current, std::string_view csvText, const Options& options,
                              std::string_view today);

} // namespace tunefit::skypilot

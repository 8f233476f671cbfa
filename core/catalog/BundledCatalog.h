// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/Validation.h"

namespace tunefit {

/// The default catalog compiled into the app (resources/catalog/*.csv, Qt resource prefix :/catalog). Parsed once;
/// rows that fail validation (offers for GPUs without specs) are left out. Every row has RowOrigin::Bundled and
/// Offer::id = its offer_id in offers.csv.
const Catalog& bundledCatalog();

/// Bundled rows that were left out, with the reason: line numbers refer to the bundled CSV files.
struct BundledRejection
{
    std::string table; ///< "gpus", "providers" or "offers"
    int line = 0;
    Issue issue;
};
const std::vector<BundledRejection>& bundledCatalogRejections();

/// Every (provider, gpu_name_raw, gpu_name) triple of the bundled offers.csv, including the rows left out for
/// lack of GPU specs: the label mapping table for imports (see GpuNameMap).
struct GpuLabel
{
    std::string provider;
    std::string label; ///< e.g. SkyPilot AcceleratorName "A100-80GB"
    std::string gpuName;
};
const std::vector<GpuLabel>& bundledGpuLabels();

/// A fingerprint of the bundled CSV files, stored in the database to notice newer bundled defaults.
const std::string& bundledCatalogFingerprint();

} // namespace tunefit

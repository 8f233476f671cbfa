// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/Validation.h"

#include <string_view>
#include <vector>

namespace tunefit {

enum class ChangeKind
{
    Add,
    Update,
    Unchanged
};

/// One row of an import that passed validation, and what committing it would do to the catalog.
template <class T> struct PlannedChange
{
    int line = 0; ///< line in the imported file
    ChangeKind kind = ChangeKind::Add;
    T value;
    std::vector<Issue> warnings; ///< e.g. "spot_above_on_demand", "price_stale"
};

/// A row that will not be imported; every error found on it is listed.
struct Rejection
{
    int line = 0;
    std::vector<Issue> issues;
};

/// The preview of an import: nothing is written until CatalogStore::apply() commits the whole plan at once.
struct ImportPlan
{
    std::vector<PlannedChange<Gpu>> gpus;
    std::vector<PlannedChange<Provider>> providers;
    std::vector<PlannedChange<Offer>> offers;
    std::vector<Rejection> rejected;
    /// Source lines skipped on purpose (not errors), with a code: "cpu_only", "tpu", "other_region", ...
    std::vector<std::pair<int, std::string>> skipped;

    int count(ChangeKind kind) const;
};

/// Compare read rows with the current catalog: validation errors, duplicates within the file ("duplicate_key") and
/// for offers an unknown GPU or provider become rejections; the rest are adds, updates or unchanged rows, matched by
/// GPU name, provider name or offerKey(). `today` (ISO) anchors the stale-price warning.
ImportPlan planGpuImport(const Catalog& current, const catalog_csv::ReadRows<Gpu>& rows);
ImportPlan planProviderImport(const Catalog& current, const catalog_csv::ReadRows<Provider>& rows);
ImportPlan planOfferImport(const Catalog& current, const catalog_csv::ReadRows<Offer>& rows, std::string_view today);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a downloaded price file (tunefit catalog update, Catalog > Update prices…), read as a SkyPilot vms.csv
// or as Tunefit's offers CSV (the input's size picks), planned against the bundled catalog. The preview's promises
// are checked on every input: a new offer has no catalog row, a removed one no source row, user rows are written
// only when taken, and every source offer carries the fetch date.
#include "FuzzSupport.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/PriceUpdate.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const std::string_view text = fuzz::asText(data, size);
    const bool skyPilot = size % 2 == 0;
    const PriceSource source{"fuzz",
                             "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/"
                             "lambda/vms.csv",
                             skyPilot ? PriceSourceFormat::SkyPilot : PriceSourceFormat::Tunefit, "v9", "Lambda"};
    const FetchedFile fetched{source.url, "\"fuzz\"", "2026-11-30T12:00:00Z"};
    const auto plan = planPriceUpdate(bundledCatalog(), source, text, fetched);
    if (!plan)
        return 0;
    for (const PriceUpdateRow& row : plan->rows) {
        const bool ok = (row.kind == PriceChange::New) == !row.before.has_value() &&
                        (row.kind == PriceChange::Removed) == !row.after.has_value() &&
                        (!row.after || row.after->asOf == "2026-11-30") && (!row.userRow || !plan->writes(row));
        if (!ok) {
            std::fprintf(stderr, "a price-update row breaks the preview's promises\n");
            std::abort();
        }
    }
    return 0;
}

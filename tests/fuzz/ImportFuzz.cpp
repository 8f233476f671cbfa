// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportFuzz.h"

#include "FuzzSupport.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogCsv.h"
#include "core/model/Presets.h"

#include <cstdio>
#include <cstdlib>

namespace tunefit::fuzz {

namespace {

[[noreturn]] void fail(const char* what, const std::string& text)
{
    std::fprintf(stderr, "%s\n%s\n", what, text.c_str());
    std::abort();
}

/// Accepted rows, written as CSV by the export, must read back as the same rows: an export the import refuses or
/// alters is a catalog the user cannot restore.
template <class T, class Write, class Read>
void roundTrip(const std::vector<PlannedChange<T>>& changes, Write write, Read read)
{
    if (changes.empty())
        return;
    std::vector<T> values;
    for (const auto& change : changes)
        values.push_back(change.value);
    const std::string text = write(values);
    const auto rows = read(text);
    if (!rows)
        fail("exported rows do not read back", text);
    if (rows->size() != values.size())
        fail("exported rows read back as a different number of rows", text);
    for (size_t i = 0; i < values.size(); ++i) {
        if (!(*rows)[i].issues.empty() || !sameData((*rows)[i].value, values[i]))
            fail("an exported row reads back different", text);
    }
}

Offer syntheticOffer(const std::string& provider, const std::string& gpu, int count)
{
    Offer offer;
    offer.provider = provider;
    offer.soldVia = "direct";
    offer.instanceType = "fuzz-" + std::to_string(count);
    offer.gpuName = gpu;
    offer.gpuNameRaw = gpu;
    offer.gpuCount = count;
    offer.region = "fuzz-1";
    offer.onDemandUsdPerHour = 2.5 * count;
    offer.spotUsdPerHour = 1.0 * count;
    offer.asOf = std::string(kToday);
    return offer;
}

} // namespace

void fuzzImport(const uint8_t* data, size_t size, ImportFormat format)
{
    const std::string_view text = asText(data, size);
    const Catalog& current = bundledCatalog();

    // SkyPilot files do not name their cloud: read one as Lambda (cheapest region) or as Google Cloud (all regions,
    // host + accelerator joins), the two layouts the importer distinguishes. The input's size picks, so mutations
    // reach both, at the cost of one import per execution.
    const bool google = format == ImportFormat::SkyPilot && size % 2 == 1;
    skypilot::Options options;
    options.provider = google ? "Google Cloud" : "Lambda";
    options.allRegions = google;
    options.asOf = std::string(kToday);
    options.source = "fuzz.csv";
    const auto plan = planFileImport(current, text, format, options, kToday);
    if (!plan)
        return;
    // Planning is the slow part of an execution; only an import that changes something can plan differently.
    const bool changes = plan->count(ChangeKind::Add) + plan->count(ChangeKind::Update) > 0;

    roundTrip(plan->gpus, catalog_csv::writeGpus, catalog_csv::readGpus);
    roundTrip(plan->providers, catalog_csv::writeProviders, catalog_csv::readProviders);
    roundTrip(plan->offers, catalog_csv::writeOffers, catalog_csv::readOffers);

    if (!changes)
        return;
    // Downstream: the planner over the imported rows. New GPUs and providers get one synthetic offer each so the
    // planner reaches their figures; imported offers are planned as they are.
    Catalog catalog = applied(smallCatalog(), *plan);
    const std::string& someProvider = smallCatalog().providers.front().name;
    size_t added = 0;
    for (const auto& change : plan->gpus) {
        if (added++ == 8)
            break;
        catalog.offers.push_back(syntheticOffer(someProvider, change.value.name, 1));
        catalog.offers.push_back(syntheticOffer(someProvider, change.value.name, 8));
    }
    added = 0;
    for (const auto& change : plan->providers) {
        if (added++ == 8)
            break;
        catalog.offers.push_back(syntheticOffer(change.value.name, "H100 SXM", 8));
    }
    const ModelPreset* preset = findPreset("llama-3.1-8b");
    if (preset)
        planAgainst(defaultJob(preset->spec), catalog);
}

} // namespace tunefit::fuzz

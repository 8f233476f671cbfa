// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/CsvColumns.h"

namespace tunefit::catalog_csv {

namespace {

using namespace detail;

/// Price per GPU-hour, derived on export for people reading the file; ignored on import.
template <std::optional<double> Offer::*Price> Column<Offer> perGpuPrice(std::string_view name)
{
    return {name,
            [](const Offer& row) {
                if (!(row.*Price) || row.gpuCount <= 0)
                    return std::string();
                return catalog_text::formatNumber(*(row.*Price) / row.gpuCount);
            },
            nullptr};
}

/// The offer's own fabric kind; empty = its provider's (FabricScope decides whether that reaches the offer).
Column<Offer> fabricOverride()
{
    return {"fabric_kind",
            [](const Offer& row) {
                return row.fabricKind ? std::string(catalog_text::toString(*row.fabricKind)) : std::string();
            },
            [](Offer& row, std::string_view cell) -> std::string_view {
                row.fabricKind = cell.empty() ? std::nullopt : catalog_text::fabricKindFrom(cell);
                return (row.fabricKind || cell.empty()) ? std::string_view() : "enum_invalid";
            },
            FieldKind::Choice,
            [] {
                std::vector<std::string_view> keys{""}; // "as the provider"
                for (std::string_view key : catalog_text::fabricKindKeys())
                    keys.push_back(key);
                return keys;
            }};
}

} // namespace

namespace detail {

const std::vector<Column<Offer>>& offerColumns()
{
    static const std::vector<Column<Offer>> columns = [] {
        std::vector<Column<Offer>> all = {
            {"offer_id", [](const Offer& row) { return row.id > 0 ? std::to_string(row.id) : std::string(); },
             [](Offer& row, std::string_view cell) -> std::string_view {
                 if (cell.empty())
                     return {};
                 const auto value = catalog_text::parseInteger(cell);
                 if (!value)
                     return "number_invalid";
                 row.id = *value;
                 return {};
             },
             FieldKind::Identifier},
            withKind(text<Offer, &Offer::provider>("provider"), FieldKind::ProviderName),
            text<Offer, &Offer::soldVia>("sold_via"),
            text<Offer, &Offer::instanceType>("instance_type"),
            withKind(text<Offer, &Offer::gpuName>("gpu_name"), FieldKind::GpuName),
            text<Offer, &Offer::gpuNameRaw>("gpu_name_raw"),
            integer<Offer, &Offer::gpuCount>("gpu_count"),
            {"vcpus", [](const Offer& row) { return row.vcpus ? std::to_string(*row.vcpus) : std::string(); },
             [](Offer& row, std::string_view cell) -> std::string_view {
                 row.vcpus = catalog_text::parseInteger(cell);
                 return (row.vcpus || cell.empty()) ? std::string_view() : "number_invalid";
             },
             FieldKind::Integer},
            optionalNumber<Offer, &Offer::ramGiB>("ram_gb"),
            text<Offer, &Offer::region>("region"),
            optionalNumber<Offer, &Offer::onDemandUsdPerHour>("price_on_demand_usd_per_hour"),
            optionalNumber<Offer, &Offer::spotUsdPerHour>("price_spot_usd_per_hour"),
            perGpuPrice<&Offer::onDemandUsdPerHour>("price_on_demand_usd_per_gpu_hour"),
            perGpuPrice<&Offer::spotUsdPerHour>("price_spot_usd_per_gpu_hour"),
            {"price_scope", [](const Offer& row) { return std::string(catalog_text::toString(row.priceScope)); },
             [](Offer& row, std::string_view cell) -> std::string_view {
                 if (cell.empty())
                     return {};
                 const auto value = catalog_text::priceScopeFrom(cell);
                 if (!value)
                     return "enum_invalid";
                 row.priceScope = *value;
                 return {};
             },
             FieldKind::Choice,
             [] {
                 return std::vector<std::string_view>{catalog_text::toString(PriceScope::Instance),
                                                      catalog_text::toString(PriceScope::GpuOnly),
                                                      catalog_text::toString(PriceScope::PerGpuListPrice)};
             }},
            text<Offer, &Offer::source>("source"),
            text<Offer, &Offer::sourceCommit>("source_commit"),
            text<Offer, &Offer::sourceRepoPath>("source_repo_path"),
            text<Offer, &Offer::upstreamPricingPage>("upstream_pricing_page"),
            text<Offer, &Offer::asOf>("as_of"),
            text<Offer, &Offer::asOfBasis>("as_of_basis"),
            text<Offer, &Offer::notes>("notes"),
            // Issue 27: the offer's place in its provider's fabric; files without these columns inherit the provider's.
            boolean<Offer, &Offer::clusterProduct>("cluster_product"),
            fabricOverride(),
        };
        appendFabricFacts(all);
        return all;
    }();
    return columns;
}

} // namespace detail

namespace {

constexpr std::string_view kRequired[] = {"provider", "gpu_name", "gpu_count"};

} // namespace

Result<ReadRows<Offer>> readOffers(std::string_view csvText)
{
    return detail::readTable<Offer>(csvText, detail::offerColumns(), kRequired);
}

std::string writeOffers(const std::vector<Offer>& offers)
{
    return detail::writeTable<Offer>(offers, detail::offerColumns());
}

} // namespace tunefit::catalog_csv

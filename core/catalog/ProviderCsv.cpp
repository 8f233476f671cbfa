// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/CsvColumns.h"

namespace tunefit::catalog_csv {

namespace {

using namespace detail;

/// A published price text and the figure taken from it. The text is written back unless the figure was changed
/// on its own (then the figure is written, so the value survives the round trip).
template <std::string Provider::*Text, std::optional<double> Provider::*Value>
Column<Provider> priceText(std::string_view name)
{
    return {name,
            [](const Provider& row) {
                if (catalog_text::parseLeadingPrice(row.*Text) == row.*Value)
                    return row.*Text;
                return catalog_text::formatOptional(row.*Value);
            },
            [](Provider& row, std::string_view cell) -> std::string_view {
                row.*Text = std::string(cell);
                row.*Value = catalog_text::parseLeadingPrice(cell);
                return {};
            }};
}

} // namespace

namespace detail {

const std::vector<Column<Provider>>& providerColumns()
{
    static const std::vector<Column<Provider>> columns = [] {
        std::vector<Column<Provider>> all = {
            text<Provider, &Provider::name>("name"),
            text<Provider, &Provider::website>("website"),
            {"billing_granularity", [](const Provider& row) { return row.billingText; },
             [](Provider& row, std::string_view cell) -> std::string_view {
                 row.billingText = std::string(cell);
                 const auto billing = catalog_text::parseBilling(cell);
                 row.billingUnit = billing.unit;
                 row.minimumBilledSeconds = billing.minimumSeconds;
                 return {};
             }},
            {"spot_available", [](const Provider& row) { return std::string(row.spotAvailable ? "yes" : "no"); },
             [](Provider& row, std::string_view cell) -> std::string_view {
                 if (cell.empty())
                     return {};
                 const auto value = catalog_text::parseBool(cell);
                 if (!value)
                     return "bool_invalid";
                 row.spotAvailable = *value;
                 return {};
             },
             FieldKind::Boolean},
            text<Provider, &Provider::spotNotes>("spot_notes"),
            text<Provider, &Provider::persistentStorage>("persistent_storage"),
            priceText<&Provider::storageText, &Provider::storageUsdPerGBMonth>("storage_usd_per_gb_month"),
            priceText<&Provider::egressText, &Provider::egressUsdPerGB>("egress_usd_per_gb"),
            text<Provider, &Provider::sshAccess>("ssh_access"),
            text<Provider, &Provider::dockerImages>("docker_images"),
            text<Provider, &Provider::jupyter>("jupyter"),
            text<Provider, &Provider::multiNodeInterconnect>("multi_node_interconnect"),
            text<Provider, &Provider::regions>("regions"),
            text<Provider, &Provider::notes>("notes"),
            text<Provider, &Provider::source>("source"),
            text<Provider, &Provider::verification>("verification"),
            text<Provider, &Provider::asOf>("as_of"),
            // Columns below are Tunefit's own; they come after the reference columns and override what the text
            // cells imply, so a value edited in the app survives export and import.
            {"billing_unit", [](const Provider& row) { return std::string(catalog_text::toString(row.billingUnit)); },
             [](Provider& row, std::string_view cell) -> std::string_view {
                 if (cell.empty())
                     return {};
                 for (BillingUnit unit : {BillingUnit::PerSecond, BillingUnit::PerMinute, BillingUnit::PerHour}) {
                     if (catalog_text::toString(unit) == cell) {
                         row.billingUnit = unit;
                         return {};
                     }
                 }
                 return "enum_invalid";
             },
             FieldKind::Choice,
             [] {
                 return std::vector<std::string_view>{catalog_text::toString(BillingUnit::PerSecond),
                                                      catalog_text::toString(BillingUnit::PerMinute),
                                                      catalog_text::toString(BillingUnit::PerHour)};
             }},
            integer<Provider, &Provider::minimumBilledSeconds>("billing_minimum_seconds"),
            optionalNumber<Provider, &Provider::spotInterruptionsPerHour>("spot_interruptions_per_hour"),
            // Issue 27: the inter-node fabric as typed facts; a file without these columns imports as "unknown".
            choice<Provider, FabricKind, &Provider::fabricKind, catalog_text::toString, catalog_text::fabricKindFrom,
                   catalog_text::fabricKindKeys>("fabric_kind"),
        };
        appendFabricFacts(all);
        all.push_back(choice<Provider, FabricScope, &Provider::fabricScope, catalog_text::toString,
                             catalog_text::fabricScopeFrom, catalog_text::fabricScopeKeys>("fabric_scope"));
        return all;
    }();
    return columns;
}

} // namespace detail

namespace {

constexpr std::string_view kRequired[] = {"name"};

} // namespace

Result<ReadRows<Provider>> readProviders(std::string_view csvText)
{
    return detail::readTable<Provider>(csvText, detail::providerColumns(), kRequired);
}

std::string writeProviders(const std::vector<Provider>& providers)
{
    return detail::writeTable<Provider>(providers, detail::providerColumns());
}

} // namespace tunefit::catalog_csv

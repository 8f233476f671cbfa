// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/io/Numbers.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Locale-independent conversions between catalog cells (CSV text, SQL text) and values.
namespace tunefit::catalog_text {

using io::formatNumber;
using io::parseInteger;
using io::parseNumber;
/// "true"/"false"/"yes"/"no" (case-insensitive, first word only: "yes (EBS ...)" is true).
std::optional<bool> parseBool(std::string_view text);
std::string formatOptional(const std::optional<double>& value);

/// A valid calendar date written YYYY-MM-DD (2026-02-31 is none); the one date reader of the core.
std::optional<std::chrono::sys_days> isoDate(std::string_view text);
/// True for a valid calendar date written YYYY-MM-DD.
bool isIsoDate(std::string_view text);
/// Whole days from `from` to `to` (both ISO dates); nullopt if either is not a date.
std::optional<int> daysBetween(std::string_view from, std::string_view to);

/// The first USD figure in a published price text: "0.08 (EBS gp3)" -> 0.08, "~0.085-0.12" -> 0.085,
/// "free (no fees)" -> 0; nullopt when the text starts with neither a number nor "free" ("varies by host").
std::optional<double> parseLeadingPrice(std::string_view text);

struct Billing
{
    BillingUnit unit = BillingUnit::PerHour;
    int minimumSeconds = 0; ///< 0 = no minimum stated
};
/// Billing granularity from text such as "per-second (Linux; 60 s minimum)" or "per-minute (hourly rates)".
/// The first granularity named wins; finer-than-second metering counts as per-second; unknown -> per-hour.
Billing parseBilling(std::string_view text);

std::string_view toString(RowOrigin origin);
std::optional<RowOrigin> rowOriginFrom(std::string_view text);
std::string_view toString(GpuClass gpuClass);
std::optional<GpuClass> gpuClassFrom(std::string_view text);
std::string_view toString(PriceScope scope);
std::optional<PriceScope> priceScopeFrom(std::string_view text);
std::string_view toString(BillingUnit unit);
/// "unknown", "none", "ethernet", "roce", "infiniband", "efa", "gpudirect_tcpx", "gpudirect_tcpxo", "nvlink_domain".
std::string_view toString(FabricKind kind);
std::optional<FabricKind> fabricKindFrom(std::string_view text);
/// Every fabric kind's key, in declaration order (the editor's and the error message's list).
std::vector<std::string_view> fabricKindKeys();
/// "all_instances", "cluster_products_only".
std::string_view toString(FabricScope scope);
std::optional<FabricScope> fabricScopeFrom(std::string_view text);
std::vector<std::string_view> fabricScopeKeys();

} // namespace tunefit::catalog_text

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/CatalogTypes.h"

#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// Everything the planner needs to know about hardware and prices, as plain values.
struct Catalog
{
    std::vector<Gpu> gpus;
    std::vector<Provider> providers;
    std::vector<Offer> offers;
    std::string pricesAsOf; ///< ISO date of the newest dated offer; empty when no offer is dated
};

/// The GPU with this exact canonical name, or nullptr. The pointer lives as long as the catalog is unchanged.
const Gpu* findGpu(const Catalog& catalog, std::string_view name);
/// The provider with this exact name, or nullptr.
const Provider* findProvider(const Catalog& catalog, std::string_view name);
/// The newest non-empty Offer::asOf (ISO dates sort as text).
std::string newestAsOf(const std::vector<Offer>& offers);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/Catalog.h"

#include <algorithm>

namespace tunefit {

const Gpu* findGpu(const Catalog& catalog, std::string_view name)
{
    const auto it = std::ranges::find(catalog.gpus, name, &Gpu::name);
    return it == catalog.gpus.end() ? nullptr : &*it;
}

const Provider* findProvider(const Catalog& catalog, std::string_view name)
{
    const auto it = std::ranges::find(catalog.providers, name, &Provider::name);
    return it == catalog.providers.end() ? nullptr : &*it;
}

std::string newestAsOf(const std::vector<Offer>& offers)
{
    std::string newest;
    for (const Offer& offer : offers)
        newest = std::max(newest, offer.asOf);
    return newest;
}

} // namespace tunefit

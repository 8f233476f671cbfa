// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/Catalog.h"

#include "core/Units.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <type_traits>

namespace tunefit {

bool hasNvlink(const Gpu& gpu)
{
    const auto lower = [](std::string text) {
        for (char& c : text)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        return text;
    };
    const std::string text = lower(gpu.interconnect);
    return text.find("nvlink") != std::string::npos && text.find("no nvlink") == std::string::npos;
}

double memoryBytes(const Gpu& gpu)
{
    // nvidia-smi and rocm-smi print MiB (2^20 bytes); vendors market decimal GB. The fallback is documented in
    // resources/catalog/README.md ("driver_memory_mib").
    if (gpu.driverMemoryMiB)
        return *gpu.driverMemoryMiB * units::kMiB;
    return gpu.memoryGB * units::kGB;
}

bool memoryIsEstimate(const Gpu& gpu)
{
    return !gpu.driverMemoryMiB.has_value();
}

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

void keepFabric(Offer& fetched, const Offer& stored)
{
    if (fetched.clusterProduct || fetched.fabricKind || fetched.fabricGbpsPerGpu)
        return;
    fetched.clusterProduct = stored.clusterProduct;
    fetched.fabricKind = stored.fabricKind;
    fetched.fabricGbpsPerGpu = stored.fabricGbpsPerGpu;
    fetched.fabricSource = stored.fabricSource;
    fetched.fabricAsOf = stored.fabricAsOf;
}

std::string offerKey(const Offer& offer)
{
    constexpr char kSeparator = '\x1f'; // ASCII unit separator: never typed in a name
    std::string key = offer.provider;
    for (const std::string* part : {&offer.soldVia, &offer.instanceType, &offer.gpuName, &offer.region}) {
        key += kSeparator;
        key += *part;
    }
    key += kSeparator + std::to_string(offer.gpuCount) + kSeparator + std::to_string(int(offer.priceScope));
    return key;
}

namespace {

template <class T> bool equalIgnoringBookkeeping(T a, const T& b)
{
    a.origin = b.origin;
    a.rowVersion = b.rowVersion;
    if constexpr (std::is_same_v<T, Offer>)
        a.id = b.id;
    return a == b;
}

} // namespace

bool sameData(const Gpu& a, const Gpu& b)
{
    return equalIgnoringBookkeeping(a, b);
}

bool sameData(const Provider& a, const Provider& b)
{
    return equalIgnoringBookkeeping(a, b);
}

bool sameData(const Offer& a, const Offer& b)
{
    return equalIgnoringBookkeeping(a, b);
}

std::string newestAsOf(const std::vector<Offer>& offers)
{
    std::string newest;
    for (const Offer& offer : offers)
        newest = std::max(newest, offer.asOf);
    return newest;
}

} // namespace tunefit

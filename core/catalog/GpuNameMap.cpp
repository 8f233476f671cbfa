// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/GpuNameMap.h"

#include "core/catalog/BundledCatalog.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace tunefit {

namespace {

/// "RTX 4090" and "RTX4090" alike: lower case, letters and digits only.
std::string normalized(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += char(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

std::string lowered(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// Keeps the candidates that pass `keep`, unless none would.
void narrow(std::vector<std::pair<std::string, int>>& candidates, auto keep)
{
    std::vector<std::pair<std::string, int>> kept;
    std::ranges::copy_if(candidates, std::back_inserter(kept), keep);
    if (!kept.empty())
        candidates = std::move(kept);
}

} // namespace

GpuNameMap::GpuNameMap(const Catalog& catalog)
{
    auto learn = [this](const std::string& provider, const std::string& label, const std::string& name) {
        if (label.empty() || name.empty())
            return;
        ++m_byLabel[label][name];
        ++m_byProviderLabel[{provider, label}][name];
    };
    for (const GpuLabel& pair : bundledGpuLabels())
        learn(pair.provider, pair.label, pair.gpuName);
    for (const Offer& offer : catalog.offers)
        learn(offer.provider, offer.gpuNameRaw, offer.gpuName);
    for (const Gpu& gpu : catalog.gpus) {
        m_memoryGB[gpu.name] = gpu.memoryGB;
        m_byNormalizedName[normalized(gpu.name)] = gpu.name;
    }
}

std::optional<std::string> GpuNameMap::resolve(std::string_view provider, std::string_view label,
                                               std::string_view instanceType, double memoryMiB) const
{
    const Counts* counts = nullptr;
    if (const auto it = m_byProviderLabel.find({std::string(provider), std::string(label)});
        it != m_byProviderLabel.end())
        counts = &it->second;
    else if (const auto any = m_byLabel.find(std::string(label)); any != m_byLabel.end())
        counts = &any->second;
    if (!counts) {
        const auto direct = m_byNormalizedName.find(normalized(label));
        return direct == m_byNormalizedName.end() ? std::nullopt : std::optional(direct->second);
    }

    std::vector<std::pair<std::string, int>> candidates(counts->begin(), counts->end());
    const std::string instance = lowered(instanceType);
    for (const auto& [hint, marker] : {std::pair{"pcie", "PCIe"}, {"sxm", "SXM"}, {"nvl", "NVL"}}) {
        if (instance.find(hint) != std::string::npos) {
            narrow(candidates,
                   [m = marker](const auto& candidate) { return candidate.first.find(m) != std::string::npos; });
        }
    }
    if (memoryMiB > 0) {
        // Sources report MiB, often the usable amount; the GPU table has marketed GB. Within 15 % is a match.
        const double reported = memoryMiB / 1024.0;
        narrow(candidates, [&](const auto& candidate) {
            const auto memory = m_memoryGB.find(candidate.first);
            return memory != m_memoryGB.end() && memory->second > reported * 0.85 && memory->second < reported * 1.15;
        });
    }
    const auto best = std::ranges::max_element(candidates, [](const auto& a, const auto& b) {
        return a.second < b.second || (a.second == b.second && a.first > b.first);
    });
    return best->first;
}

} // namespace tunefit

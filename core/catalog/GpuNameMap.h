// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace tunefit {

/// Maps a source's accelerator label (SkyPilot AcceleratorName: "A100", "A100-80GB", "H100-SXM") to a canonical
/// GPU name, learned from the (gpu_name_raw, gpu_name) pairs of a catalog's offers. A label can mean several GPUs
/// ("A100" is 40 GB SXM at Lambda, 40 GB PCIe or 80 GB SXM at Vast.ai), so the provider, hints in the instance
/// name (pcie, sxm, nvl) and the memory the source reports narrow the choice.
class GpuNameMap final
{
public:
    /// Learns from the bundled offers.csv pairs (bundledGpuLabels()) and from `catalog`'s offers.
    explicit GpuNameMap(const Catalog& catalog);

    /// The canonical name, or nullopt when the label is unknown. `memoryMiB` <= 0 means unknown. The result may
    /// name a GPU the catalog has no specs for (e.g. "Quadro RTX 6000"); the caller validates it.
    std::optional<std::string> resolve(std::string_view provider, std::string_view label, std::string_view instanceType,
                                       double memoryMiB) const;

private:
    using Counts = std::map<std::string, int>; ///< canonical name -> number of offers using the pair
    std::map<std::string, Counts> m_byLabel;
    std::map<std::pair<std::string, std::string>, Counts> m_byProviderLabel;
    std::map<std::string, double> m_memoryGB; ///< canonical name -> memory, for GPUs with specs
    std::map<std::string, std::string> m_byNormalizedName;
};

} // namespace tunefit

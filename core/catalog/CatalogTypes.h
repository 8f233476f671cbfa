// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace tunefit {

/// Where a row came from: bundled defaults, edited by the user, added by the user, or (offers) updated from a price
/// source. A fetched row is newer than the defaults: merging newer defaults leaves it alone, like a user row, but a
/// later update from its source may change it.
enum class RowOrigin
{
    Bundled,
    UserEdited,
    UserAdded,
    Fetched
};

enum class GpuClass
{
    Datacenter,
    Workstation,
    Consumer
};

/// One GPU model. Tensor figures are dense (sparse / 2); see resources/catalog/README.md.
struct Gpu
{
    std::string vendor;
    std::string name;    ///< key referenced by offers, e.g. "A100 80GB SXM"
    double memoryGB = 0; ///< decimal GB as marketed
    /// What the driver reports as the card's total memory (nvidia-smi memory.total, rocm-smi VRAM total), in MiB;
    /// empty = no published figure, and memoryBytes() falls back to the marketed figure (an estimate).
    std::optional<double> driverMemoryMiB;
    std::string driverMemorySource; ///< where driverMemoryMiB comes from: a URL, or the rule it was derived by
    std::string memoryType;         ///< HBM3e, GDDR6X ...
    double memoryBandwidthGBps = 0;
    std::optional<double> bf16Tflops;
    std::optional<double> fp16Tflops;
    std::optional<double> fp8Tflops;
    std::optional<double> int8Tops;
    std::optional<double> tf32Tflops;
    std::optional<double> fp32Tflops;
    bool supportsBf16 = false;
    bool supportsFp8 = false;
    std::string architecture;
    std::string tensorCoreGeneration;
    std::string interconnect;    ///< "NVLink 4 (NVSwitch ...)", "PCIe only" ...
    double interconnectGBps = 0; ///< per GPU, bidirectional total
    int tdpW = 0;
    std::string formFactor;
    int releaseYear = 0;
    GpuClass gpuClass = GpuClass::Datacenter;
    std::string source;
    std::string verification; ///< "yes" / "partial ..." / "no": how far the figures were checked
    std::string asOf;         ///< ISO date
    std::string notes;
    RowOrigin origin = RowOrigin::Bundled;
    int64_t rowVersion = 0; ///< the stored row's version when read (0 = new or unknown); see CatalogStore

    bool operator==(const Gpu&) const = default;
};

enum class BillingUnit
{
    PerSecond,
    PerMinute,
    PerHour
};

struct Provider
{
    std::string name;
    std::string website;
    std::string billingText; ///< as published ("per-second (Linux; 60 s minimum)")
    BillingUnit billingUnit = BillingUnit::PerHour;
    int minimumBilledSeconds = 0;
    bool spotAvailable = false;
    std::string spotNotes;
    std::string persistentStorage;
    std::string storageText;                    ///< as published ("0.08 (EBS gp3, us-east-1)")
    std::optional<double> storageUsdPerGBMonth; ///< first figure of storageText; empty = unknown
    std::string egressText;                     ///< as published ("free (no data-transfer fees)")
    std::optional<double> egressUsdPerGB;       ///< 0 = free; empty = unknown
    std::string sshAccess;
    std::string dockerImages;
    std::string jupyter;
    std::string multiNodeInterconnect; ///< empty/"none" = no fast inter-node fabric
    std::string regions;
    std::string notes;
    std::string source;
    std::string verification;
    std::string asOf;                               ///< ISO date
    std::optional<double> spotInterruptionsPerHour; ///< user-editable planner assumption
    RowOrigin origin = RowOrigin::Bundled;
    int64_t rowVersion = 0; ///< the stored row's version when read (0 = new or unknown); see CatalogStore

    bool operator==(const Provider&) const = default;
};

enum class PriceScope
{
    Instance,
    GpuOnly,
    PerGpuListPrice
};

struct Offer
{
    int64_t id = 0; ///< database row id (0 = not stored yet); not part of the offer's identity
    std::string provider;
    std::string soldVia; ///< "direct" or e.g. "Shadeform marketplace"
    std::string instanceType;
    std::string gpuName;    ///< canonical name, a key of Gpu::name
    std::string gpuNameRaw; ///< label in the source, e.g. SkyPilot AcceleratorName "A100-80GB"
    int gpuCount = 1;
    std::optional<int> vcpus;
    std::optional<double> ramGiB;
    std::string region;
    std::optional<double> onDemandUsdPerHour; ///< whole instance
    std::optional<double> spotUsdPerHour;     ///< whole instance
    PriceScope priceScope = PriceScope::Instance;
    std::string source;
    std::string sourceCommit;
    std::string sourceRepoPath;
    std::string upstreamPricingPage;
    std::string asOf;      ///< ISO date; empty = undated
    std::string asOfBasis; ///< how asOf was determined
    std::string notes;
    RowOrigin origin = RowOrigin::Bundled;
    int64_t rowVersion = 0; ///< the stored row's version when read (0 = new or unknown); see CatalogStore

    bool operator==(const Offer&) const = default;
};

} // namespace tunefit

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
    /// Dense FP4 tensor rate (NVFP4 / MXFP4), TFLOPS; empty = no FP4 units or no published figure. The microscaling
    /// formats (MXFP8, NVFP4, MXFP4) run on tensor cores that have FP4 units (NVIDIA Blackwell's 5th-generation tensor
    /// cores, AMD CDNA 4), so a card with an fp4 rate is the card that runs them. Where FP4 exists it is at least as
    /// fast as FP8 on the same card.
    std::optional<double> fp4Tflops;
    std::optional<double> int8Tops;
    std::optional<double> tf32Tflops;
    std::optional<double> fp32Tflops;
    bool supportsBf16 = false;
    bool supportsFp8 = false;
    std::string architecture;
    std::string tensorCoreGeneration;
    std::string interconnect;    ///< "NVLink 4 (NVSwitch ...)", "PCIe only" ...
    double interconnectGBps = 0; ///< per GPU, bidirectional total
    /// How many GPUs one scale-up domain (NVLink / NVSwitch / Infinity Fabric) joins at interconnectGBps: 8 on an
    /// HGX/DGX or OAM 8-GPU board, 72 in a GB200/GB300 NVL72 rack, 2 for a bridged pair, 1 for a PCIe-only card;
    /// 0 = unknown. A fact for display and validation; the planner does not read it yet.
    int scaleUpDomainGpus = 0;
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

/// The network that joins separate instances for multi-node training (issue 27): what the planner reads, as typed
/// facts; the multi_node_interconnect text is a note and nothing parses it. Keys in TextFields (toString).
enum class FabricKind
{
    Unknown,        ///< not in the catalog: multi-instance plans at an assumed Ethernet rate, with a warning
    None,           ///< single-node only: no multi-instance plan
    Ethernet,       ///< plain TCP over the instances' Ethernet
    RoCE,           ///< RDMA over Converged Ethernet
    InfiniBand,     ///< RDMA over InfiniBand
    Efa,            ///< AWS Elastic Fabric Adapter (SRD)
    GpuDirectTcpx,  ///< Google GPUDirect-TCPX (A3 High)
    GpuDirectTcpxo, ///< Google GPUDirect-TCPXO (A3 Mega)
    NvlinkDomain    ///< a multi-node NVLink domain (GB200/GB300 NVL72 racks)
};
inline constexpr int kFabricKindCount = 9;

/// Which of a provider's offers its fabric joins.
enum class FabricScope
{
    AllInstances,       ///< every offer of the provider
    ClusterProductsOnly ///< only offers marked as cluster products (Offer::clusterProduct); the rest are single-node
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
    std::string multiNodeInterconnect; ///< as published; a note for people, never read by the planner
    std::string regions;
    std::string notes;
    std::string source;
    std::string verification;
    std::string asOf;                               ///< ISO date
    std::optional<double> spotInterruptionsPerHour; ///< user-editable planner assumption
    FabricKind fabricKind = FabricKind::Unknown;    ///< the inter-node fabric (rows without one: unknown)
    std::optional<double> fabricGbpsPerGpu; ///< Gb/s per GPU, each direction (as NICs are quoted); empty = unknown
    FabricScope fabricScope = FabricScope::AllInstances;
    std::string fabricSource; ///< where the fabric facts come from (URL or reference)
    std::string fabricAsOf;   ///< ISO date of the fabric facts
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
    /// A cluster product of its provider (AWS p5 in an EFA placement group, an InfiniBand cluster): the provider's
    /// fabric reaches it even when the provider's scope is ClusterProductsOnly.
    bool clusterProduct = false;
    std::optional<FabricKind> fabricKind;   ///< overrides the provider's fabric for this offer; empty = the provider's
    std::optional<double> fabricGbpsPerGpu; ///< with fabricKind: Gb/s per GPU each direction; empty = unknown
    std::string fabricSource;               ///< where the override comes from
    std::string fabricAsOf;                 ///< ISO date of the override
    RowOrigin origin = RowOrigin::Bundled;
    int64_t rowVersion = 0; ///< the stored row's version when read (0 = new or unknown); see CatalogStore

    bool operator==(const Offer&) const = default;
};

} // namespace tunefit

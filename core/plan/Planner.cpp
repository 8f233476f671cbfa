// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Planner.h"

#include "core/plan/GpuSoftware.h"
#include "core/plan/JobChecks.h"
#include "core/plan/PlannerInternal.h"

#include "core/catalog/TextFields.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace tunefit {

namespace {

bool containsNoCase(std::string_view text, std::string_view needle)
{
    if (needle.empty())
        return true;
    const auto it = std::search(text.begin(), text.end(), needle.begin(), needle.end(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    });
    return it != text.end();
}

bool pcieIntraNode(const Gpu& gpu)
{
    return !hasNvlink(gpu) || containsNoCase(gpu.interconnect, "bridge") || gpu.interconnectGBps <= 0;
}

/// The catalog's names and per-card facts, looked up once per plan.
struct CatalogIndex
{
    std::unordered_map<std::string_view, int> gpuByName, providerByName;
    std::vector<uint32_t> features;             ///< per provider: providerFeatures()
    std::vector<char> gpuPcie, gpuBitsAndBytes; ///< per GPU: GPUs joined over PCIe in an instance; bitsandbytes runs
};

CatalogIndex indexCatalog(const Catalog& catalog)
{
    CatalogIndex index;
    for (size_t i = 0; i < catalog.gpus.size(); ++i)
        index.gpuByName.emplace(catalog.gpus[i].name, int(i));
    index.features.resize(catalog.providers.size());
    for (size_t i = 0; i < catalog.providers.size(); ++i) {
        index.providerByName.emplace(catalog.providers[i].name, int(i));
        index.features[i] = providerFeatures(catalog.providers[i]);
    }
    index.gpuPcie.resize(catalog.gpus.size());
    index.gpuBitsAndBytes.resize(catalog.gpus.size());
    for (size_t i = 0; i < catalog.gpus.size(); ++i) {
        index.gpuPcie[i] = pcieIntraNode(catalog.gpus[i]);
        index.gpuBitsAndBytes[i] = supportsBitsAndBytes(catalog.gpus[i]);
    }
    return index;
}

/// The GPU and provider of each offer in turn (-1 where the catalog does not know them). Offers come grouped by
/// provider and often by GPU: the previous lookup is reused when the name repeats.
struct OfferLookup
{
    int gpu = -1;
    int provider = -1;

    void next(const Catalog& catalog, const CatalogIndex& index, size_t oi)
    {
        const Offer& offer = catalog.offers[oi];
        if (oi == 0 || offer.gpuName != catalog.offers[oi - 1].gpuName) {
            const auto g = index.gpuByName.find(offer.gpuName);
            gpu = g == index.gpuByName.end() ? -1 : g->second;
        }
        if (oi == 0 || offer.provider != catalog.offers[oi - 1].provider) {
            const auto p = index.providerByName.find(offer.provider);
            provider = p == index.providerByName.end() ? -1 : p->second;
        }
    }
};

/// Why an offer cannot be planned whatever the job: its GPU or provider is unknown, or it has no price.
PlanRejection catalogRejection(const Offer& offer, const Gpu* gpu, const Provider* provider)
{
    if (!gpu)
        return PlanRejection::UnknownGpu;
    if (!provider)
        return PlanRejection::UnknownProvider;
    if (!offer.onDemandUsdPerHour || *offer.onDemandUsdPerHour <= 0)
        return PlanRejection::NoPrice;
    return PlanRejection::None;
}

/// What the card lacks for the job's precision: bf16, or the 4-bit kernels of a quantized base (bitsandbytes').
uint32_t cardWarnings(const Job& job, const Gpu& gpu, bool bitsAndBytes)
{
    uint32_t w = 0;
    const bool wantsBf16 = job.setup.compute == Compute::BF16 || job.setup.compute == Compute::AmpBF16;
    const bool fourBit = isQuantized4bit(job.setup.baseQuant) && job.setup.baseQuant != BaseQuant::GptqInt4;
    if (wantsBf16 && !gpu.supportsBf16)
        w |= uint32_t(PlanWarning::NoBf16);
    if (fourBit && !bitsAndBytes)
        w |= uint32_t(PlanWarning::No4bitKernels);
    return w;
}

} // namespace

std::string_view strategyKey(const PlanOption& option)
{
    return option.gpus == 1 && option.strategy == Strategy::Plain ? "single" : strategyKey(option.strategy);
}

std::string_view strategyKey(Strategy s)
{
    switch (s) {
    case Strategy::Plain:
        return "ddp";
    case Strategy::Zero1:
        return "zero1";
    case Strategy::Zero2:
        return "zero2";
    case Strategy::Zero3:
        return "zero3";
    case Strategy::OffloadOptimizer:
        return "zero3_offload_optimizer";
    case Strategy::OffloadParams:
        return "zero3_offload_params";
    }
    return {};
}

std::vector<std::string_view> warningKeys(uint32_t warnings)
{
    std::vector<std::string_view> keys;
    for (int i = 0; i < kPlanWarningCount; ++i) {
        if (warnings & (1u << i))
            keys.push_back(warningKey(PlanWarning(1u << i)));
    }
    return keys;
}

std::string_view warningKey(PlanWarning w)
{
    switch (w) {
    case PlanWarning::NoBf16:
        return "no_bf16";
    case PlanWarning::No4bitKernels:
        return "no_4bit_kernels";
    case PlanWarning::ShardedOverPcie:
        return "sharded_over_pcie";
    case PlanWarning::ConsumerMultiGpuNoFastLink:
        return "consumer_multi_gpu_no_fast_link";
    case PlanWarning::StalePrice:
        return "stale_price";
    case PlanWarning::UndatedPrice:
        return "undated_price";
    case PlanWarning::GpuOnlyPrice:
        return "gpu_only_price";
    case PlanWarning::DeadlineMissed:
        return "deadline_missed";
    case PlanWarning::OverBudget:
        return "over_budget";
    case PlanWarning::StoragePriceUnknown:
        return "storage_price_unknown";
    case PlanWarning::EgressPriceUnknown:
        return "egress_price_unknown";
    case PlanWarning::HostRamUnstated:
        return "host_ram_unstated";
    case PlanWarning::MayNotFit:
        return "may_not_fit";
    case PlanWarning::NoFlashAttention:
        return "no_flash_attention";
    case PlanWarning::WeightOffload:
        return "weight_offload";
    case PlanWarning::TensorParallelOverPcie:
        return "tensor_parallel_over_pcie";
    case PlanWarning::FabricUnknown:
        return "fabric_unknown";
    case PlanWarning::PartialGroups:
        return "partial_groups";
    }
    return {};
}

std::string_view rejectionKey(PlanRejection r)
{
    switch (r) {
    case PlanRejection::None:
        return "none";
    case PlanRejection::UnknownGpu:
        return "unknown_gpu";
    case PlanRejection::UnknownProvider:
        return "unknown_provider";
    case PlanRejection::NoPrice:
        return "no_price";
    case PlanRejection::DoesNotFit:
        return "does_not_fit";
    case PlanRejection::NoMultiNodeFabric:
        return "no_multi_node_fabric";
    case PlanRejection::NoThroughput:
        return "no_throughput";
    case PlanRejection::NoHostMemory:
        return "no_host_memory";
    case PlanRejection::DoesNotFitAsSet:
        return "does_not_fit_as_set";
    case PlanRejection::NoFp8TensorCores:
        return "no_fp8_tensor_cores";
    case PlanRejection::NoMicroscalingTensorCores:
        return "no_microscaling_tensor_cores";
    case PlanRejection::RecipeNotOnPlatform:
        return "recipe_not_on_platform";
    case PlanRejection::OptimizerNotOnPlatform:
        return "optimizer_not_on_platform";
    case PlanRejection::NoFp8OptimizerStates:
        return "no_fp8_optimizer_states";
    }
    return {};
}

PlanRejection recipeRejection(RecipeSupport support)
{
    switch (support) {
    case RecipeSupport::Runs:
        return PlanRejection::None;
    case RecipeSupport::NoFp8TensorCores:
        return PlanRejection::NoFp8TensorCores;
    case RecipeSupport::NoMicroscalingTensorCores:
        return PlanRejection::NoMicroscalingTensorCores;
    case RecipeSupport::NotOnVendor:
        return PlanRejection::RecipeNotOnPlatform;
    case RecipeSupport::OptimizerNotOnVendor:
        return PlanRejection::OptimizerNotOnPlatform;
    case RecipeSupport::NoFp8OptimizerStates:
        return PlanRejection::NoFp8OptimizerStates;
    }
    return PlanRejection::None;
}

std::string_view spotRiskKey(SpotRisk r)
{
    switch (r) {
    case SpotRisk::None:
        return "none";
    case SpotRisk::Low:
        return "low";
    case SpotRisk::Medium:
        return "medium";
    case SpotRisk::High:
        return "high";
    case SpotRisk::Unbounded:
        return "unbounded";
    }
    return {};
}

std::string_view costComponentKey(CostComponent c)
{
    switch (c) {
    case CostComponent::Compute:
        return "compute";
    case CostComponent::Storage:
        return "storage";
    case CostComponent::Egress:
        return "egress";
    }
    return {};
}

std::string_view featureKey(ProviderFeature f)
{
    switch (f) {
    case ProviderFeature::PersistentStorage:
        return "persistent_storage";
    case ProviderFeature::PerSecondBilling:
        return "per_second_billing";
    case ProviderFeature::Spot:
        return "spot";
    case ProviderFeature::Ssh:
        return "ssh";
    case ProviderFeature::Docker:
        return "docker";
    case ProviderFeature::Jupyter:
        return "jupyter";
    case ProviderFeature::MultiNode:
        return "multi_node";
    }
    return {};
}

uint32_t providerFeatures(const Provider& p)
{
    uint32_t f = 0;
    using catalog_text::parseBool;
    if (parseBool(p.persistentStorage).value_or(false))
        f |= uint32_t(ProviderFeature::PersistentStorage);
    if (p.billingUnit == BillingUnit::PerSecond)
        f |= uint32_t(ProviderFeature::PerSecondBilling);
    if (p.spotAvailable)
        f |= uint32_t(ProviderFeature::Spot);
    if (parseBool(p.sshAccess).value_or(false))
        f |= uint32_t(ProviderFeature::Ssh);
    if (parseBool(p.dockerImages).value_or(false))
        f |= uint32_t(ProviderFeature::Docker);
    if (!p.jupyter.empty() && parseBool(p.jupyter).value_or(true)) // "via a template" counts; "no" does not
        f |= uint32_t(ProviderFeature::Jupyter);
    // A fabric the catalog knows, wherever the provider offers it (all instances or its cluster products).
    if (p.fabricKind != FabricKind::None && p.fabricKind != FabricKind::Unknown)
        f |= uint32_t(ProviderFeature::MultiNode);
    return f;
}

double fabricLinkGBps(double gbpsPerGpu)
{
    return 2.0 * gbpsPerGpu / 8.0;
}

OfferFabric offerFabric(const Provider& provider, const Offer& offer)
{
    FabricKind kind = provider.fabricKind;
    std::optional<double> rate = provider.fabricGbpsPerGpu;
    if (offer.fabricKind) {
        kind = *offer.fabricKind;
        rate = offer.fabricGbpsPerGpu;
    } else if (provider.fabricScope == FabricScope::ClusterProductsOnly && !offer.clusterProduct) {
        return {}; // e.g. Lambda's on-demand instances: its InfiniBand is for 1-Click Clusters
    }
    if (kind == FabricKind::None)
        return {};
    OfferFabric fabric;
    fabric.assumed = kind == FabricKind::Unknown || !rate || !(*rate > 0);
    fabric.link = {LinkKind::InterNode, fabricLinkGBps(rate && *rate > 0 ? *rate : kAssumedFabricGbpsPerGpu)};
    return fabric;
}

bool PlanFilter::matches(const Offer& offer, const Gpu* gpu, std::optional<uint32_t> features) const
{
    if (spotOnly && !offer.spotUsdPerHour)
        return false;
    if (!region.empty() && !containsNoCase(offer.region, region))
        return false;
    if (gpu) {
        if (!(gpuClasses & (1u << unsigned(gpu->gpuClass))))
            return false;
        if (!vendor.empty() && !(gpu->vendor.size() == vendor.size() && containsNoCase(gpu->vendor, vendor)))
            return false;
    }
    if (requiredFeatures && (!features || (*features & requiredFeatures) != requiredFeatures))
        return false;
    return true;
}

PlanResult planJob(const Job& job, const Catalog& catalog, std::string_view today, const PlanFilter& filter)
{
    PlanResult result;
    // A refused job plans nothing: the throughput model and the costs would run on shapes the estimator refuses.
    // Front ends call validateJob() themselves to show why.
    if (validateJob(job))
        return result;
    plan_detail::Planner planner(job, catalog, result);
    result.work = trainingWork(job);
    // Checkpoint and result sizes from the estimator's parameter counts.
    int oneGpu = 0;
    planner.sizes = plan_detail::jobSizes(job, planner.memory(1, Strategy::Plain, oneGpu).breakdown);
    const CatalogIndex index = indexCatalog(catalog);
    const auto todayDate = catalog_text::isoDate(today);

    result.options.reserve(catalog.offers.size());
    result.memory.reserve(1024); // estimates per distinct GPU count and layout: hundreds for large jobs
    OfferLookup lookup;
    for (size_t oi = 0; oi < catalog.offers.size(); ++oi) {
        const Offer& offer = catalog.offers[oi];
        lookup.next(catalog, index, oi);
        // Built in place: the option is taken back when the filter drops the offer.
        PlanOption& o = result.options.emplace_back();
        o.offerIndex = int(oi);
        o.gpuIndex = lookup.gpu;
        o.providerIndex = lookup.provider;
        const Gpu* gpu = o.gpuIndex >= 0 ? &catalog.gpus[size_t(o.gpuIndex)] : nullptr;
        const Provider* provider = o.providerIndex >= 0 ? &catalog.providers[size_t(o.providerIndex)] : nullptr;
        const auto features = provider ? std::optional(index.features[size_t(o.providerIndex)]) : std::nullopt;
        if (!filter.matches(offer, gpu, features)) {
            result.options.pop_back();
            continue;
        }
        // Price warnings apply whatever the fit.
        o.warnings |= plan_detail::priceWarnings(offer, todayDate);
        o.pricePerHour = offer.onDemandUsdPerHour.value_or(0);
        o.rejection = catalogRejection(offer, gpu, provider);
        if (o.rejection == PlanRejection::None)
            o.rejection = recipeRejection(setupSupport(*gpu, job.setup));
        if (o.rejection != PlanRejection::None)
            continue;
        o.warnings |= cardWarnings(job, *gpu, index.gpuBitsAndBytes[size_t(o.gpuIndex)] != 0) |
                      plan_detail::providerPriceWarnings(*provider);
        plan_detail::planOffer(planner, {offer, *gpu, *provider, index.gpuPcie[size_t(o.gpuIndex)] != 0}, o);
        if (!o.fits && filter.fittingOnly)
            result.options.pop_back();
    }
    return result;
}

} // namespace tunefit

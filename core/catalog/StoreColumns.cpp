// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/StoreColumns.h"

#include "core/catalog/Catalog.h"
#include "core/catalog/TextFields.h"

#include <optional>

namespace tunefit::store_detail {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

template <class T, std::string T::*M> StoreColumn<T> text(const char* name)
{
    return {name, [](const T& row) { return QVariant(qs(row.*M)); },
            [](T& row, const QVariant& value) { row.*M = value.toString().toStdString(); }};
}

template <class T, double T::*M> StoreColumn<T> real(const char* name)
{
    return {name, [](const T& row) { return QVariant(row.*M); },
            [](T& row, const QVariant& value) { row.*M = value.toDouble(); }};
}

template <class T, std::optional<double> T::*M> StoreColumn<T> optionalReal(const char* name)
{
    return {name, [](const T& row) { return (row.*M) ? QVariant(*(row.*M)) : QVariant(QMetaType::fromType<double>()); },
            [](T& row, const QVariant& value) {
                row.*M = value.isNull() ? std::nullopt : std::optional(value.toDouble());
            }};
}

template <class T, int T::*M> StoreColumn<T> integer(const char* name)
{
    return {name, [](const T& row) { return QVariant(row.*M); },
            [](T& row, const QVariant& value) { row.*M = value.toInt(); }};
}

template <class T, bool T::*M> StoreColumn<T> boolean(const char* name)
{
    return {name, [](const T& row) { return QVariant(row.*M ? 1 : 0); },
            [](T& row, const QVariant& value) { row.*M = value.toInt() != 0; }};
}

template <class T, class E, E T::*M, std::string_view (*ToText)(E), std::optional<E> (*FromText)(std::string_view)>
StoreColumn<T> enumeration(const char* name)
{
    return {name, [](const T& row) { return QVariant(qs(std::string(ToText(row.*M)))); },
            [](T& row, const QVariant& value) {
                if (const auto parsed = FromText(value.toString().toStdString()))
                    row.*M = *parsed;
            }};
}

std::optional<BillingUnit> billingUnitFrom(std::string_view text)
{
    for (BillingUnit unit : {BillingUnit::PerSecond, BillingUnit::PerMinute, BillingUnit::PerHour}) {
        if (catalog_text::toString(unit) == text)
            return unit;
    }
    return std::nullopt;
}

std::optional<FabricKind> fabricKindFrom(std::string_view text)
{
    return catalog_text::fabricKindFrom(text);
}

std::optional<FabricScope> fabricScopeFrom(std::string_view text)
{
    return catalog_text::fabricScopeFrom(text);
}

/// An offer's fabric override: NULL = its provider's fabric.
StoreColumn<Offer> offerFabricKind()
{
    return {"fabric_kind",
            [](const Offer& row) {
                return row.fabricKind ? QVariant(qs(std::string(catalog_text::toString(*row.fabricKind))))
                                      : QVariant(QMetaType::fromType<QString>());
            },
            [](Offer& row, const QVariant& value) {
                row.fabricKind =
                    value.isNull() ? std::nullopt : catalog_text::fabricKindFrom(value.toString().toStdString());
            }};
}

} // namespace

const TableSpec<Gpu>& gpuTable()
{
    using catalog_text::gpuClassFrom;
    using catalog_text::toString;
    static const TableSpec<Gpu> spec = {
        "gpus",
        {
            text<Gpu, &Gpu::name>("name"),
            text<Gpu, &Gpu::vendor>("vendor"),
            real<Gpu, &Gpu::memoryGB>("memory_gb"),
            optionalReal<Gpu, &Gpu::driverMemoryMiB>("driver_memory_mib"),
            text<Gpu, &Gpu::driverMemorySource>("driver_memory_source"),
            text<Gpu, &Gpu::memoryType>("memory_type"),
            real<Gpu, &Gpu::memoryBandwidthGBps>("memory_bandwidth_gbps"),
            optionalReal<Gpu, &Gpu::bf16Tflops>("bf16_dense_tflops"),
            optionalReal<Gpu, &Gpu::fp16Tflops>("fp16_dense_tflops"),
            optionalReal<Gpu, &Gpu::fp8Tflops>("fp8_dense_tflops"),
            optionalReal<Gpu, &Gpu::fp4Tflops>("fp4_dense_tflops"),
            optionalReal<Gpu, &Gpu::int8Tops>("int8_dense_tops"),
            optionalReal<Gpu, &Gpu::tf32Tflops>("tf32_dense_tflops"),
            optionalReal<Gpu, &Gpu::fp32Tflops>("fp32_tflops"),
            boolean<Gpu, &Gpu::supportsBf16>("supports_bf16"),
            boolean<Gpu, &Gpu::supportsFp8>("supports_fp8"),
            text<Gpu, &Gpu::architecture>("architecture"),
            text<Gpu, &Gpu::tensorCoreGeneration>("tensor_core_generation"),
            text<Gpu, &Gpu::interconnect>("interconnect"),
            real<Gpu, &Gpu::interconnectGBps>("interconnect_bw_gbps_per_gpu"),
            integer<Gpu, &Gpu::scaleUpDomainGpus>("scale_up_domain_gpus"),
            integer<Gpu, &Gpu::tdpW>("tdp_w"),
            text<Gpu, &Gpu::formFactor>("form_factor"),
            integer<Gpu, &Gpu::releaseYear>("release_year"),
            enumeration<Gpu, GpuClass, &Gpu::gpuClass, toString, gpuClassFrom>("class"),
            text<Gpu, &Gpu::source>("source"),
            text<Gpu, &Gpu::verification>("verification"),
            text<Gpu, &Gpu::notes>("notes"),
            text<Gpu, &Gpu::asOf>("as_of"),
        },
        {"name"},
        [](const Gpu& gpu) { return gpu.name; },
    };
    return spec;
}

const TableSpec<Provider>& providerTable()
{
    using catalog_text::toString;
    static const TableSpec<Provider> spec = {
        "providers",
        {
            text<Provider, &Provider::name>("name"),
            text<Provider, &Provider::website>("website"),
            text<Provider, &Provider::billingText>("billing_granularity"),
            enumeration<Provider, BillingUnit, &Provider::billingUnit, toString, billingUnitFrom>("billing_unit"),
            integer<Provider, &Provider::minimumBilledSeconds>("billing_minimum_seconds"),
            boolean<Provider, &Provider::spotAvailable>("spot_available"),
            text<Provider, &Provider::spotNotes>("spot_notes"),
            text<Provider, &Provider::persistentStorage>("persistent_storage"),
            text<Provider, &Provider::storageText>("storage_text"),
            optionalReal<Provider, &Provider::storageUsdPerGBMonth>("storage_usd_per_gb_month"),
            text<Provider, &Provider::egressText>("egress_text"),
            optionalReal<Provider, &Provider::egressUsdPerGB>("egress_usd_per_gb"),
            text<Provider, &Provider::sshAccess>("ssh_access"),
            text<Provider, &Provider::dockerImages>("docker_images"),
            text<Provider, &Provider::jupyter>("jupyter"),
            text<Provider, &Provider::multiNodeInterconnect>("multi_node_interconnect"),
            text<Provider, &Provider::regions>("regions"),
            text<Provider, &Provider::notes>("notes"),
            text<Provider, &Provider::source>("source"),
            text<Provider, &Provider::verification>("verification"),
            text<Provider, &Provider::asOf>("as_of"),
            optionalReal<Provider, &Provider::spotInterruptionsPerHour>("spot_interruptions_per_hour"),
            enumeration<Provider, FabricKind, &Provider::fabricKind, toString, fabricKindFrom>("fabric_kind"),
            optionalReal<Provider, &Provider::fabricGbpsPerGpu>("fabric_gbps_per_gpu"),
            enumeration<Provider, FabricScope, &Provider::fabricScope, toString, fabricScopeFrom>("fabric_scope"),
            text<Provider, &Provider::fabricSource>("fabric_source"),
            text<Provider, &Provider::fabricAsOf>("fabric_as_of"),
        },
        {"name"},
        [](const Provider& provider) { return provider.name; },
    };
    return spec;
}

const TableSpec<Offer>& offerTable()
{
    using catalog_text::priceScopeFrom;
    using catalog_text::toString;
    static const TableSpec<Offer> spec = {
        "offers",
        {
            text<Offer, &Offer::provider>("provider"),
            text<Offer, &Offer::soldVia>("sold_via"),
            text<Offer, &Offer::instanceType>("instance_type"),
            text<Offer, &Offer::gpuName>("gpu_name"),
            text<Offer, &Offer::gpuNameRaw>("gpu_name_raw"),
            integer<Offer, &Offer::gpuCount>("gpu_count"),
            {"vcpus",
             [](const Offer& row) { return row.vcpus ? QVariant(*row.vcpus) : QVariant(QMetaType::fromType<int>()); },
             [](Offer& row, const QVariant& value) {
                 row.vcpus = value.isNull() ? std::nullopt : std::optional(value.toInt());
             }},
            optionalReal<Offer, &Offer::ramGiB>("ram_gb"),
            text<Offer, &Offer::region>("region"),
            optionalReal<Offer, &Offer::onDemandUsdPerHour>("price_on_demand_usd_per_hour"),
            optionalReal<Offer, &Offer::spotUsdPerHour>("price_spot_usd_per_hour"),
            enumeration<Offer, PriceScope, &Offer::priceScope, toString, priceScopeFrom>("price_scope"),
            text<Offer, &Offer::source>("source"),
            text<Offer, &Offer::sourceCommit>("source_commit"),
            text<Offer, &Offer::sourceRepoPath>("source_repo_path"),
            text<Offer, &Offer::upstreamPricingPage>("upstream_pricing_page"),
            text<Offer, &Offer::asOf>("as_of"),
            text<Offer, &Offer::asOfBasis>("as_of_basis"),
            text<Offer, &Offer::notes>("notes"),
            boolean<Offer, &Offer::clusterProduct>("cluster_product"),
            offerFabricKind(),
            optionalReal<Offer, &Offer::fabricGbpsPerGpu>("fabric_gbps_per_gpu"),
            text<Offer, &Offer::fabricSource>("fabric_source"),
            text<Offer, &Offer::fabricAsOf>("fabric_as_of"),
        },
        {"provider", "sold_via", "instance_type", "gpu_name", "gpu_count", "region", "price_scope"},
        offerKey,
    };
    return spec;
}

} // namespace tunefit::store_detail

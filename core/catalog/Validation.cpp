// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/Validation.h"

#include "core/Units.h"
#include "core/catalog/TextFields.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace tunefit {

namespace {

using Severity = Issue::Severity;
using catalog_text::formatNumber;

struct ColumnMaximum
{
    std::string_view column;
    double maximum;
};

// Ten to a hundred times the largest real value in 2026 (B300: 288 GB, 8 TB/s, ~2,500 dense BF16 TFLOPS, 1,400 W;
// NVL72 racks: 72 GPUs, 36 TB of host memory; the dearest listed instance ~$100/h), so that no real row is refused.
constexpr ColumnMaximum kColumnMaximums[] = {
    {"memory_gb", 10'000},
    {"driver_memory_mib", 10'000'000},
    {"memory_bandwidth_gbps", 1'000'000},
    {"bf16_dense_tflops", 1'000'000},
    {"fp16_dense_tflops", 1'000'000},
    {"fp8_dense_tflops", 1'000'000},
    {"fp4_dense_tflops", 1'000'000},
    {"int8_dense_tops", 1'000'000},
    {"tf32_dense_tflops", 1'000'000},
    {"fp32_tflops", 1'000'000},
    {"interconnect_bw_gbps_per_gpu", 1'000'000},
    // The largest scale-up domain in 2026 is a 72-GPU NVL72 rack (NVIDIA's NVLink Switch System reaches 576 GPUs).
    {"scale_up_domain_gpus", 10'000},
    {"tdp_w", 100'000},
    {"storage_usd_per_gb_month", 1'000},
    {"egress_usd_per_gb", 1'000},
    {"billing_minimum_seconds", 31 * 24 * 3600},
    {"spot_interruptions_per_hour", 1'000},
    {"gpu_count", 100'000},
    {"vcpus", 1'000'000},
    {"ram_gb", 1'000'000},
    {"price_on_demand_usd_per_hour", 1'000'000},
    {"price_spot_usd_per_hour", 1'000'000},
    // Not ten times the fastest: a per-node figure typed as per-GPU (3,200 Gb/s for an 8-GPU EFA node) must not
    // pass for 8× the real rate. The fastest link that joins instances is NVLink 5 within an NVL72 rack, 1.8 TB/s
    // per GPU both ways = 7,200 Gb/s each way (NVIDIA GB200 NVL72 specifications); NICs reach 800 Gb/s per GPU
    // (ConnectX-8). So 7,200 admits every real fabric and refuses a per-node EFA/InfiniBand figure of 2 or more nodes'
    // worth; a 3,200 Gb/s per-GPU typo is caught by review of the source, not by this bound.
    {"fabric_gbps_per_gpu", 7'200},
};

class Checker
{
public:
    explicit Checker(std::vector<Issue>& issues) : m_issues(issues) {}

    void error(std::string code, std::string field, std::string detail = {})
    {
        m_issues.push_back({Severity::Error, std::move(code), std::move(field), std::move(detail)});
    }
    void warning(std::string code, std::string field, std::string detail = {})
    {
        m_issues.push_back({Severity::Warning, std::move(code), std::move(field), std::move(detail)});
    }
    /// Values above the column's maximum (a finite check comes first, so this sees finite values only).
    void atMost(double value, const char* field)
    {
        if (const auto maximum = columnMaximum(field); maximum && std::isfinite(value) && value > *maximum)
            error("value_too_large", field, formatNumber(value));
    }
    void required(const std::string& value, const char* field)
    {
        if (value.empty())
            error("required_missing", field);
    }
    /// Memory sizes and counts must be finite and > 0.
    void positive(double value, const char* field, const char* code)
    {
        if (!std::isfinite(value))
            error("value_not_finite", field, formatNumber(value));
        else if (value <= 0)
            error(code, field, formatNumber(value));
        atMost(value, field);
    }
    void price(const std::optional<double>& value, const char* field)
    {
        if (!value)
            return;
        if (!std::isfinite(*value))
            error("price_not_finite", field, formatNumber(*value));
        else if (*value < 0)
            error("price_negative", field, formatNumber(*value));
        atMost(*value, field);
    }
    void nonNegative(const std::optional<double>& value, const char* field)
    {
        if (!value)
            return;
        if (!std::isfinite(*value))
            error("value_not_finite", field, formatNumber(*value));
        else if (*value < 0)
            error("value_negative", field, formatNumber(*value));
        atMost(*value, field);
    }
    /// A fabric rate: empty = unknown; else finite, above 0 and at most the column's maximum.
    void rate(const std::optional<double>& value, const char* field)
    {
        if (!value)
            return;
        if (!std::isfinite(*value))
            error("value_not_finite", field, formatNumber(*value));
        else if (*value <= 0)
            error("value_not_positive", field, formatNumber(*value));
        atMost(*value, field);
    }
    void date(const std::string& value, const char* field)
    {
        if (!value.empty() && !catalog_text::isIsoDate(value))
            error("date_invalid", field, value);
    }

private:
    std::vector<Issue>& m_issues;
};

/// The driver never reports more than is on the board: its figure is the marketed capacity less what firmware
/// and ECC keep (0.6-7.4% below marketed GB × 10^9 in resources/catalog/gpus.csv, where some "GB" are GiB of chips).
/// More than kDriverMemoryAboveMarketed × the marketed figure is a typo (GB typed as MiB, a wrong card).
constexpr double kDriverMemoryAboveMarketed = 1.1;

void checkDriverMemory(Checker& check, const Gpu& gpu)
{
    if (!gpu.driverMemoryMiB)
        return;
    const double mib = *gpu.driverMemoryMiB;
    check.positive(mib, "driver_memory_mib", "memory_not_positive");
    const double marketedMiB = gpu.memoryGB * units::kGB / units::kMiB;
    if (std::isfinite(mib) && mib > 0 && gpu.memoryGB > 0 && mib > kDriverMemoryAboveMarketed * marketedMiB)
        check.error("driver_memory_above_marketed", "driver_memory_mib", formatNumber(mib));
}

} // namespace

std::optional<double> columnMaximum(std::string_view column)
{
    for (const ColumnMaximum& entry : kColumnMaximums) {
        if (entry.column == column)
            return entry.maximum;
    }
    return std::nullopt;
}

bool isBadValue(const Issue& issue)
{
    static constexpr std::string_view kCodes[] = {"enum_invalid",       "number_invalid",          "bool_invalid",
                                                  "value_too_large",    "value_negative",          "value_not_finite",
                                                  "value_not_positive", "fabric_rate_without_kind"};
    return issue.severity == Severity::Error && std::ranges::find(kCodes, issue.code) != std::end(kCodes);
}

bool hasErrors(const std::vector<Issue>& issues)
{
    return std::ranges::any_of(issues, [](const Issue& issue) { return issue.severity == Severity::Error; });
}

std::vector<Issue> validateGpu(const Gpu& gpu)
{
    std::vector<Issue> issues;
    Checker check(issues);
    check.required(gpu.name, "name");
    check.positive(gpu.memoryGB, "memory_gb", "memory_not_positive");
    checkDriverMemory(check, gpu);
    check.positive(gpu.memoryBandwidthGBps, "memory_bandwidth_gbps", "value_not_positive");
    check.nonNegative(gpu.bf16Tflops, "bf16_dense_tflops");
    check.nonNegative(gpu.fp16Tflops, "fp16_dense_tflops");
    check.nonNegative(gpu.fp8Tflops, "fp8_dense_tflops");
    check.nonNegative(gpu.fp4Tflops, "fp4_dense_tflops");
    // Tensor cores with FP4 units run FP4 at least as fast as FP8 (Blackwell, CDNA 4: twice); a lower figure is most
    // likely a sparse/dense mix-up or a figure of another card.
    if (gpu.fp4Tflops && gpu.fp8Tflops && *gpu.fp4Tflops < *gpu.fp8Tflops)
        check.warning("fp4_below_fp8", "fp4_dense_tflops", formatNumber(*gpu.fp4Tflops));
    check.nonNegative(gpu.int8Tops, "int8_dense_tops");
    check.nonNegative(gpu.tf32Tflops, "tf32_dense_tflops");
    check.nonNegative(gpu.fp32Tflops, "fp32_tflops");
    check.nonNegative(gpu.interconnectGBps, "interconnect_bw_gbps_per_gpu");
    check.nonNegative(double(gpu.scaleUpDomainGpus), "scale_up_domain_gpus");
    check.nonNegative(double(gpu.tdpW), "tdp_w");
    check.date(gpu.asOf, "as_of");
    return issues;
}

std::vector<Issue> validateProvider(const Provider& provider)
{
    std::vector<Issue> issues;
    Checker check(issues);
    check.required(provider.name, "name");
    check.price(provider.storageUsdPerGBMonth, "storage_usd_per_gb_month");
    check.price(provider.egressUsdPerGB, "egress_usd_per_gb");
    check.nonNegative(double(provider.minimumBilledSeconds), "billing_minimum_seconds");
    check.nonNegative(provider.spotInterruptionsPerHour, "spot_interruptions_per_hour");
    check.date(provider.asOf, "as_of");
    check.rate(provider.fabricGbpsPerGpu, "fabric_gbps_per_gpu");
    check.date(provider.fabricAsOf, "fabric_as_of");
    return issues;
}

std::vector<Issue> validateOffer(const Offer& offer, const Catalog& reference, std::string_view today)
{
    std::vector<Issue> issues;
    Checker check(issues);
    check.required(offer.provider, "provider");
    check.required(offer.gpuName, "gpu_name");
    if (!offer.gpuName.empty() && !findGpu(reference, offer.gpuName))
        check.error("gpu_unknown", "gpu_name", offer.gpuName);
    if (!offer.provider.empty() && !findProvider(reference, offer.provider))
        check.error("provider_unknown", "provider", offer.provider);
    check.positive(offer.gpuCount, "gpu_count", "count_not_positive");
    if (offer.vcpus)
        check.positive(*offer.vcpus, "vcpus", "count_not_positive");
    if (offer.ramGiB)
        check.positive(*offer.ramGiB, "ram_gb", "memory_not_positive");
    check.price(offer.onDemandUsdPerHour, "price_on_demand_usd_per_hour");
    check.price(offer.spotUsdPerHour, "price_spot_usd_per_hour");
    if (!offer.onDemandUsdPerHour && !offer.spotUsdPerHour)
        check.error("price_missing", "price_on_demand_usd_per_hour");
    if (offer.onDemandUsdPerHour && offer.spotUsdPerHour && *offer.spotUsdPerHour > *offer.onDemandUsdPerHour)
        check.warning("spot_above_on_demand", "price_spot_usd_per_hour", formatNumber(*offer.spotUsdPerHour));
    check.rate(offer.fabricGbpsPerGpu, "fabric_gbps_per_gpu");
    // A rate without a kind of the offer's own would be ignored (the provider's fabric applies): refuse it.
    if (offer.fabricGbpsPerGpu && !offer.fabricKind)
        check.error("fabric_rate_without_kind", "fabric_gbps_per_gpu", formatNumber(*offer.fabricGbpsPerGpu));
    check.date(offer.fabricAsOf, "fabric_as_of");
    check.date(offer.asOf, "as_of");
    if (offer.asOf.empty()) {
        check.warning("price_undated", "as_of");
    } else if (const auto age = catalog_text::daysBetween(offer.asOf, today); age && *age > kStalePriceDays) {
        check.warning("price_stale", "as_of", offer.asOf);
    }
    return issues;
}

namespace {

/// "duplicate_key" at `field` when another row of `rows` has the identity of `row`; `isSelf` says which stored row
/// the edit replaces (it may keep its own identity).
template <class T, class Key, class IsSelf>
void checkUnique(std::vector<Issue>& issues, const T& row, const std::vector<T>& rows, Key key, IsSelf isSelf,
                 const char* field)
{
    const auto identity = key(row);
    for (const T& other : rows) {
        if (!isSelf(other) && key(other) == identity) {
            issues.push_back({Severity::Error, "duplicate_key", field, identity});
            return;
        }
    }
}

} // namespace

std::vector<Issue> validateEdit(const Gpu& row, const Gpu* replacing, const Catalog& catalog)
{
    std::vector<Issue> issues = validateGpu(row);
    checkUnique(
        issues, row, catalog.gpus, [](const Gpu& g) { return g.name; },
        [&](const Gpu& g) { return replacing && g.name == replacing->name; }, "name");
    return issues;
}

std::vector<Issue> validateEdit(const Provider& row, const Provider* replacing, const Catalog& catalog)
{
    std::vector<Issue> issues = validateProvider(row);
    checkUnique(
        issues, row, catalog.providers, [](const Provider& p) { return p.name; },
        [&](const Provider& p) { return replacing && p.name == replacing->name; }, "name");
    return issues;
}

std::vector<Issue> validateEdit(const Offer& row, const Offer* replacing, const Catalog& catalog,
                                std::string_view today)
{
    std::vector<Issue> issues = validateOffer(row, catalog, today);
    checkUnique(
        issues, row, catalog.offers, [](const Offer& o) { return offerKey(o); },
        [&](const Offer& o) { return replacing && o.id == replacing->id; }, "instance_type");
    return issues;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/Validation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace tunefit;

namespace {

bool has(const std::vector<Issue>& issues, std::string_view code, std::string_view field,
         Issue::Severity severity = Issue::Severity::Error)
{
    return std::ranges::any_of(issues, [&](const Issue& issue) {
        return issue.code == code && issue.field == field && issue.severity == severity;
    });
}

Offer validOffer()
{
    Offer offer;
    offer.provider = "Lambda";
    offer.instanceType = "gpu_1x_h100_sxm5";
    offer.gpuName = "H100 SXM";
    offer.gpuCount = 1;
    offer.onDemandUsdPerHour = 3.29;
    offer.spotUsdPerHour = 1.5;
    offer.asOf = "2026-11-01";
    return offer;
}

} // namespace

TEST(CatalogValidation, AcceptsAValidOffer)
{
    EXPECT_TRUE(validateOffer(validOffer(), bundledCatalog(), "2026-11-30").empty());
}

TEST(CatalogValidation, RejectsNegativeAndNonFinitePrices)
{
    Offer offer = validOffer();
    offer.onDemandUsdPerHour = -1;
    offer.spotUsdPerHour = std::numeric_limits<double>::quiet_NaN();
    const auto issues = validateOffer(offer, bundledCatalog(), "2026-11-30");
    EXPECT_TRUE(has(issues, "price_negative", "price_on_demand_usd_per_hour"));
    EXPECT_TRUE(has(issues, "price_not_finite", "price_spot_usd_per_hour"));
    EXPECT_TRUE(hasErrors(issues));
}

TEST(CatalogValidation, RejectsUnknownGpuAndProviderAndBadCounts)
{
    Offer offer = validOffer();
    offer.gpuName = "H100";
    offer.provider = "Nobody";
    offer.gpuCount = 0;
    offer.vcpus = -4;
    offer.ramGiB = 0;
    const auto issues = validateOffer(offer, bundledCatalog(), "2026-11-30");
    EXPECT_TRUE(has(issues, "gpu_unknown", "gpu_name"));
    EXPECT_TRUE(has(issues, "provider_unknown", "provider"));
    EXPECT_TRUE(has(issues, "count_not_positive", "gpu_count"));
    EXPECT_TRUE(has(issues, "count_not_positive", "vcpus"));
    EXPECT_TRUE(has(issues, "memory_not_positive", "ram_gb"));
}

TEST(CatalogValidation, RequiresAPrice)
{
    Offer offer = validOffer();
    offer.onDemandUsdPerHour.reset();
    offer.spotUsdPerHour.reset();
    EXPECT_TRUE(has(validateOffer(offer, bundledCatalog(), {}), "price_missing", "price_on_demand_usd_per_hour"));
}

TEST(CatalogValidation, WarnsAboutSpotAboveOnDemand)
{
    Offer offer = validOffer();
    offer.spotUsdPerHour = 4.0;
    const auto issues = validateOffer(offer, bundledCatalog(), "2026-11-30");
    EXPECT_TRUE(has(issues, "spot_above_on_demand", "price_spot_usd_per_hour", Issue::Severity::Warning));
    EXPECT_FALSE(hasErrors(issues));
}

TEST(CatalogValidation, FlagsStaleUndatedAndMalformedDates)
{
    Offer offer = validOffer();
    offer.asOf = "2026-09-01"; // 90 days before 2026-11-30: not yet stale
    EXPECT_TRUE(validateOffer(offer, bundledCatalog(), "2026-11-30").empty());
    offer.asOf = "2026-08-31"; // 91 days
    EXPECT_TRUE(
        has(validateOffer(offer, bundledCatalog(), "2026-11-30"), "price_stale", "as_of", Issue::Severity::Warning));
    offer.asOf.clear();
    EXPECT_TRUE(
        has(validateOffer(offer, bundledCatalog(), "2026-11-30"), "price_undated", "as_of", Issue::Severity::Warning));
    offer.asOf = "Nov 2026";
    EXPECT_TRUE(has(validateOffer(offer, bundledCatalog(), "2026-11-30"), "date_invalid", "as_of"));
}

TEST(CatalogValidation, ChecksGpuMemoryAndThroughput)
{
    Gpu gpu = *findGpu(bundledCatalog(), "L4");
    EXPECT_TRUE(validateGpu(gpu).empty());
    gpu.memoryGB = 0;
    gpu.bf16Tflops = -1;
    gpu.asOf = "2026-13-01";
    const auto issues = validateGpu(gpu);
    EXPECT_TRUE(has(issues, "memory_not_positive", "memory_gb"));
    EXPECT_TRUE(has(issues, "value_negative", "bf16_dense_tflops"));
    EXPECT_TRUE(has(issues, "date_invalid", "as_of"));
    gpu.name.clear();
    EXPECT_TRUE(has(validateGpu(gpu), "required_missing", "name"));
}

TEST(CatalogValidation, ChecksTheFp4RateAndTheScaleUpDomain)
{
    Gpu gpu = *findGpu(bundledCatalog(), "B200");
    EXPECT_TRUE(validateGpu(gpu).empty());
    gpu.fp4Tflops = -1;
    gpu.scaleUpDomainGpus = -8;
    auto issues = validateGpu(gpu);
    EXPECT_TRUE(has(issues, "value_negative", "fp4_dense_tflops"));
    EXPECT_TRUE(has(issues, "value_negative", "scale_up_domain_gpus"));
    gpu.fp4Tflops = std::numeric_limits<double>::infinity();
    gpu.scaleUpDomainGpus = 1'000'000; // a rack of racks typed as one domain
    issues = validateGpu(gpu);
    EXPECT_TRUE(has(issues, "value_not_finite", "fp4_dense_tflops"));
    EXPECT_TRUE(has(issues, "value_too_large", "scale_up_domain_gpus"));
    // An FP4 rate below the card's FP8 rate is most likely a sparse/dense mix-up: a warning, the row still saves.
    gpu.scaleUpDomainGpus = 8;
    gpu.fp4Tflops = 2250;
    issues = validateGpu(gpu);
    EXPECT_TRUE(has(issues, "fp4_below_fp8", "fp4_dense_tflops", Issue::Severity::Warning));
    EXPECT_FALSE(hasErrors(issues));
    gpu.fp8Tflops.reset(); // nothing to compare with
    EXPECT_TRUE(validateGpu(gpu).empty());
}

TEST(CatalogValidation, ChecksProviderPrices)
{
    Provider provider = *findProvider(bundledCatalog(), "AWS");
    EXPECT_TRUE(validateProvider(provider).empty());
    provider.egressUsdPerGB = -0.01;
    provider.storageUsdPerGBMonth = std::numeric_limits<double>::infinity();
    const auto issues = validateProvider(provider);
    EXPECT_TRUE(has(issues, "price_negative", "egress_usd_per_gb"));
    EXPECT_TRUE(has(issues, "price_not_finite", "storage_usd_per_gb_month"));
}

// An edit may keep its own identity, but must not take another row's.
TEST(CatalogValidation, EditsRejectAnIdentityAnotherRowHas)
{
    const Catalog& catalog = bundledCatalog();
    const Gpu& h100 = *findGpu(catalog, "H100 SXM");
    EXPECT_FALSE(hasErrors(validateEdit(h100, &h100, catalog)));
    Gpu copy = h100;
    const auto added = validateEdit(copy, nullptr, catalog);
    ASSERT_EQ(added.size(), 1u);
    EXPECT_EQ(added[0].code, "duplicate_key");
    EXPECT_EQ(added[0].field, "name");
    copy.name = "H100 SXM (my lab)";
    EXPECT_FALSE(hasErrors(validateEdit(copy, nullptr, catalog)));

    Catalog stored = catalog;
    for (size_t i = 0; i < stored.offers.size(); ++i)
        stored.offers[i].id = int64_t(i + 1);
    const Offer& first = stored.offers[0];
    Offer second = stored.offers[1];
    EXPECT_FALSE(hasErrors(validateEdit(second, &stored.offers[1], stored, "")));
    second.provider = first.provider;
    second.soldVia = first.soldVia;
    second.instanceType = first.instanceType;
    second.gpuName = first.gpuName;
    second.gpuCount = first.gpuCount;
    second.region = first.region;
    second.priceScope = first.priceScope;
    const auto clash = validateEdit(second, &stored.offers[1], stored, "");
    ASSERT_TRUE(hasErrors(clash));
    EXPECT_EQ(clash.back().code, "duplicate_key");
    EXPECT_EQ(clash.back().field, "instance_type");
}

namespace {

// Issue 12: 1e300-sized catalog values printed as 300-digit costs and headroom_gib: null in the plan.
TEST(CatalogValidation, RefusesValuesNoRealRowComesNear)
{
    Gpu gpu = *findGpu(bundledCatalog(), "H100 SXM");
    ASSERT_TRUE(validateGpu(gpu).empty());
    gpu.memoryGB = 1e300;
    gpu.bf16Tflops = 1e300;
    const auto issues = validateGpu(gpu);
    EXPECT_TRUE(has(issues, "value_too_large", "memory_gb"));
    EXPECT_TRUE(has(issues, "value_too_large", "bf16_dense_tflops"));

    Offer offer = validOffer();
    offer.onDemandUsdPerHour = 1e300;
    EXPECT_TRUE(
        has(validateOffer(offer, bundledCatalog(), "2026-11-30"), "value_too_large", "price_on_demand_usd_per_hour"));

    // The largest real values of 2026 pass: B300-class memory, a 72-GPU rack's host memory, a $98/h instance.
    gpu.memoryGB = 288;
    gpu.bf16Tflops = 2'500;
    EXPECT_TRUE(validateGpu(gpu).empty());
    offer.onDemandUsdPerHour = 98.32;
    offer.ramGiB = 36'000;
    EXPECT_FALSE(hasErrors(validateOffer(offer, bundledCatalog(), "2026-11-30")));
}

} // namespace

TEST(CatalogValidation, RefusesNegativeAndAbsurdFabricRates)
{
    Provider provider;
    provider.name = "Cloud";
    provider.fabricKind = FabricKind::InfiniBand;
    provider.fabricGbpsPerGpu = 400;
    EXPECT_TRUE(validateProvider(provider).empty());
    // NVLink 5 across an NVL72 rack, 7,200 Gb/s per GPU each way, is the most a fabric field accepts.
    provider.fabricGbpsPerGpu = 7'200;
    EXPECT_TRUE(validateProvider(provider).empty());
    provider.fabricGbpsPerGpu = 25'600; // an 8-GPU node's 3,200 Gb/s typed in bytes... or eight nodes' worth
    EXPECT_TRUE(has(validateProvider(provider), "value_too_large", "fabric_gbps_per_gpu"));
    provider.fabricGbpsPerGpu = -400;
    EXPECT_TRUE(has(validateProvider(provider), "value_not_positive", "fabric_gbps_per_gpu"));
    provider.fabricGbpsPerGpu = 0;
    EXPECT_TRUE(has(validateProvider(provider), "value_not_positive", "fabric_gbps_per_gpu"));
    provider.fabricGbpsPerGpu = std::numeric_limits<double>::infinity();
    EXPECT_TRUE(has(validateProvider(provider), "value_not_finite", "fabric_gbps_per_gpu"));
    provider.fabricGbpsPerGpu.reset();
    provider.fabricAsOf = "03/12/2026";
    EXPECT_TRUE(has(validateProvider(provider), "date_invalid", "fabric_as_of"));

    Offer offer = validOffer();
    offer.fabricGbpsPerGpu = 400; // a rate without a kind of the offer's own would be ignored
    EXPECT_TRUE(
        has(validateOffer(offer, bundledCatalog(), "2026-11-30"), "fabric_rate_without_kind", "fabric_gbps_per_gpu"));
    offer.fabricKind = FabricKind::Efa;
    EXPECT_FALSE(hasErrors(validateOffer(offer, bundledCatalog(), "2026-11-30")));
    offer.fabricGbpsPerGpu = -1;
    EXPECT_TRUE(has(validateOffer(offer, bundledCatalog(), "2026-11-30"), "value_not_positive", "fabric_gbps_per_gpu"));
    // Bad values are bad input (exit 2 on the command line); an unknown GPU is a refusal by the catalog's rules.
    EXPECT_TRUE(isBadValue({Issue::Severity::Error, "value_too_large", "fabric_gbps_per_gpu", "9000"}));
    EXPECT_TRUE(isBadValue({Issue::Severity::Error, "enum_invalid", "fabric_kind", "myrinet"}));
    EXPECT_FALSE(isBadValue({Issue::Severity::Error, "gpu_unknown", "gpu_name", "X"}));
}

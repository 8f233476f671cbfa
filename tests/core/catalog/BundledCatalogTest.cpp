// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/Validation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>

using namespace tunefit;

TEST(BundledCatalog, ParsesEveryGpuAndProvider)
{
    const Catalog& catalog = bundledCatalog();
    EXPECT_EQ(catalog.gpus.size(), 41u);
    EXPECT_EQ(catalog.providers.size(), 28u);
    for (const BundledRejection& rejection : bundledCatalogRejections())
        EXPECT_EQ(rejection.table, "offers") << rejection.issue.code << " line " << rejection.line;
}

TEST(BundledCatalog, LeavesOutOnlyOffersForGpusWithoutSpecs)
{
    const Catalog& catalog = bundledCatalog();
    // 248 rows; 6 name GPUs that gpus.csv lacks (gpu_in_gpus_csv = false).
    EXPECT_EQ(catalog.offers.size(), 242u);
    std::set<int> lines;
    for (const BundledRejection& rejection : bundledCatalogRejections()) {
        EXPECT_EQ(rejection.issue.code, "gpu_unknown");
        lines.insert(rejection.line);
    }
    EXPECT_EQ(lines.size(), 6u);
    for (const Offer& offer : catalog.offers)
        EXPECT_NE(findGpu(catalog, offer.gpuName), nullptr) << offer.gpuName;
}

TEST(BundledCatalog, FindsGpuByCanonicalName)
{
    const Gpu* h100 = findGpu(bundledCatalog(), "H100 SXM");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->memoryGB, 80);
    EXPECT_DOUBLE_EQ(*h100->bf16Tflops, 989.4);
    EXPECT_EQ(h100->gpuClass, GpuClass::Datacenter);
    EXPECT_EQ(h100->origin, RowOrigin::Bundled);
    EXPECT_EQ(findGpu(bundledCatalog(), "H100"), nullptr);
    const Gpu* a10g = findGpu(bundledCatalog(), "A10G");
    ASSERT_NE(a10g, nullptr);
    EXPECT_FALSE(a10g->bf16Tflops.has_value());
    EXPECT_EQ(a10g->tdpW, 0);
}

TEST(BundledCatalog, ParsesProviderTextCells)
{
    const Catalog& catalog = bundledCatalog();
    const Provider* aws = findProvider(catalog, "AWS");
    ASSERT_NE(aws, nullptr);
    EXPECT_EQ(aws->billingUnit, BillingUnit::PerSecond);
    EXPECT_EQ(aws->minimumBilledSeconds, 60);
    EXPECT_DOUBLE_EQ(*aws->storageUsdPerGBMonth, 0.08);
    EXPECT_DOUBLE_EQ(*aws->egressUsdPerGB, 0.09);
    EXPECT_TRUE(aws->spotAvailable);

    const Provider* runpod = findProvider(catalog, "RunPod");
    ASSERT_NE(runpod, nullptr);
    EXPECT_EQ(*runpod->egressUsdPerGB, 0.0);
    const Provider* vast = findProvider(catalog, "Vast.ai");
    ASSERT_NE(vast, nullptr);
    EXPECT_FALSE(vast->storageUsdPerGBMonth.has_value());
    EXPECT_EQ(findProvider(catalog, "Lambda")->billingUnit, BillingUnit::PerMinute);
    EXPECT_EQ(findProvider(catalog, "Google Cloud")->minimumBilledSeconds, 60);
    EXPECT_EQ(findProvider(catalog, "CoreWeave")->billingUnit, BillingUnit::PerHour);
}

TEST(BundledCatalog, KeepsSourceAndDatesOfOffers)
{
    const Catalog& catalog = bundledCatalog();
    EXPECT_EQ(catalog.pricesAsOf, "2026-11-09");
    const auto first = std::ranges::find(catalog.offers, 1, &Offer::id);
    ASSERT_NE(first, catalog.offers.end());
    EXPECT_EQ(first->provider, "Lambda");
    EXPECT_EQ(first->instanceType, "gpu_8x_v100_n");
    EXPECT_EQ(first->gpuName, "V100 16GB");
    EXPECT_EQ(first->gpuCount, 8);
    EXPECT_DOUBLE_EQ(*first->onDemandUsdPerHour, 6.32);
    EXPECT_FALSE(first->spotUsdPerHour.has_value());
    EXPECT_EQ(first->asOf, "2026-07-09");
    EXPECT_EQ(first->sourceCommit, "2c3d7ea7d76bf84cf80d382e946c1609571485fd");
    EXPECT_EQ(std::ranges::count(catalog.offers, PriceScope::GpuOnly, &Offer::priceScope), 16);
}

TEST(BundledCatalog, EveryFp4RateStandsBesideAnFp8RateAndIsAtLeastAsFast)
{
    // Tensor cores with FP4 units (Blackwell 5th generation, CDNA 4) run FP8 too, and FP4 at least as fast.
    int withFp4 = 0;
    for (const Gpu& gpu : bundledCatalog().gpus) {
        if (!gpu.fp4Tflops)
            continue;
        ++withFp4;
        ASSERT_TRUE(gpu.fp8Tflops.has_value()) << gpu.name;
        EXPECT_TRUE(gpu.supportsFp8) << gpu.name;
        EXPECT_GE(*gpu.fp4Tflops, *gpu.fp8Tflops) << gpu.name;
    }
    EXPECT_GE(withFp4, 6); // B200, B300, GB200, GB300, RTX 5090, MI355X
    EXPECT_EQ(findGpu(bundledCatalog(), "GB300")->fp4Tflops, 15000);
    EXPECT_FALSE(findGpu(bundledCatalog(), "H100 SXM")->fp4Tflops.has_value()); // Hopper: no FP4 units
    EXPECT_FALSE(findGpu(bundledCatalog(), "MI300X")->fp4Tflops.has_value());   // CDNA 3: none either
}

TEST(BundledCatalog, SwitchedNvlinkCardsHaveAScaleUpDomainAndPcieOnlyCardsHaveOne)
{
    const auto mentions = [](const std::string& text, std::string_view word) {
        // std::search, not std::ranges::search: clang 14 (the sanitizer build) cannot compile the latter with GCC 12's
        // library.
        return std::search(text.begin(), text.end(), word.begin(), word.end(), [](char a, char b) {
                   return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
               }) != text.end();
    };
    int switched = 0;
    for (const Gpu& gpu : bundledCatalog().gpus) {
        EXPECT_GE(gpu.scaleUpDomainGpus, 0) << gpu.name;
        if (mentions(gpu.interconnect, "NVSwitch") || mentions(gpu.interconnect, "NVLink Switch")) {
            ++switched;
            EXPECT_GT(gpu.scaleUpDomainGpus, 1) << gpu.name << ": " << gpu.interconnect;
        }
        if (mentions(gpu.interconnect, "only")) {
            EXPECT_EQ(gpu.scaleUpDomainGpus, 1) << gpu.name << ": " << gpu.interconnect;
        }
    }
    EXPECT_GE(switched, 7); // B200, B300, GB200, GB300, H20, H800, A800
    EXPECT_EQ(findGpu(bundledCatalog(), "GB200")->scaleUpDomainGpus, 72);
    EXPECT_EQ(findGpu(bundledCatalog(), "GB300")->scaleUpDomainGpus, 72);
    EXPECT_EQ(findGpu(bundledCatalog(), "H100 SXM")->scaleUpDomainGpus, 8);
    EXPECT_EQ(findGpu(bundledCatalog(), "H100 NVL")->scaleUpDomainGpus, 2);
    EXPECT_EQ(findGpu(bundledCatalog(), "GH200")->scaleUpDomainGpus, 0); // depends on the system: unknown
}

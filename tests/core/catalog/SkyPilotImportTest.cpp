// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/SkyPilotImport.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/GpuNameMap.h"

#include <QFile>

#include <gtest/gtest.h>

#include <algorithm>

using namespace tunefit;

namespace {

std::string fixture(const char* name)
{
    QFile file(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll().toStdString();
}

skypilot::Options options(const char* provider, bool allRegions = false)
{
    return {provider, allRegions, "2026-11-30", "skypilot test fixture"};
}

const PlannedChange<Offer>* find(const ImportPlan& plan, std::string_view instanceType, std::string_view region = {})
{
    const auto it = std::ranges::find_if(plan.offers, [&](const auto& change) {
        return change.value.instanceType == instanceType && (region.empty() || change.value.region == region);
    });
    return it == plan.offers.end() ? nullptr : &*it;
}

int skippedWith(const ImportPlan& plan, std::string_view code)
{
    return int(std::ranges::count(plan.skipped, code, [](const auto& skip) { return std::string_view(skip.second); }));
}

} // namespace

TEST(SkyPilotImport, ParsesPythonStyleGpuInfo)
{
    const auto info = skypilot::parseGpuInfo("{'Gpus': [{'Name': 'H100', 'Manufacturer': 'NVIDIA', 'Count': 8.0, "
                                             "'MemoryInfo': {'SizeInMiB': 81920}}], 'TotalGpuMemoryInMiB': 81920}");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->name, "H100");
    EXPECT_EQ(info->count, 8.0);
    EXPECT_EQ(info->memoryMiB, 81920);
    const auto json =
        skypilot::parseGpuInfo(R"({"Gpus": [{"Name": "A100", "Count": 2, "MemoryInfo": {"SizeInMiB": 40960}}]})");
    ASSERT_TRUE(json);
    EXPECT_EQ(json->name, "A100");
    EXPECT_EQ(json->memoryMiB, 40960);
    EXPECT_FALSE(skypilot::parseGpuInfo(""));
}

TEST(SkyPilotImport, MapsLabelsWithProviderAndInstanceHints)
{
    const GpuNameMap names(bundledCatalog());
    EXPECT_EQ(names.resolve("Lambda", "A100", "gpu_1x_a100", 40960), "A100 40GB SXM");
    EXPECT_EQ(names.resolve("Lambda", "H100", "gpu_1x_h100_pcie", 81920), "H100 PCIe");
    EXPECT_EQ(names.resolve("Lambda", "H100", "gpu_8x_h100_sxm5", 81920), "H100 SXM");
    EXPECT_EQ(names.resolve("Vast.ai", "A100", "x", 81920), "A100 80GB SXM");
    EXPECT_EQ(names.resolve("Vast.ai", "A100", "x", 40960), "A100 40GB PCIe");
    EXPECT_EQ(names.resolve("Someone", "RTX6000", "x", 0), "Quadro RTX 6000");
    EXPECT_EQ(names.resolve("Someone", "L40", "x", 0), "L40");
    EXPECT_EQ(names.resolve("Someone", "MI325X", "x", 0), "MI325X"); // not in offers: matched by GPU name
    EXPECT_FALSE(names.resolve("Someone", "Z9000", "x", 0));
}

TEST(SkyPilotImport, ImportsTheLambdaSampleCheapestRegion)
{
    const auto plan = skypilot::planImport(bundledCatalog(), fixture("skypilot-lambda-vms-sample.csv"),
                                           options("Lambda"), "2026-11-30");
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    // 47 lines: 3 CPU-only, 22 GPU instance types in 2 regions each; RTX6000 (Quadro, no specs) is rejected.
    EXPECT_EQ(skippedWith(*plan, "cpu_only"), 3);
    EXPECT_EQ(plan->offers.size(), 21u);
    EXPECT_EQ(skippedWith(*plan, "other_region"), 21);
    ASSERT_EQ(plan->rejected.size(), 2u);
    EXPECT_EQ(plan->rejected[0].issues.front().code, "gpu_unknown");
    EXPECT_EQ(plan->rejected[0].issues.front().detail, "Quadro RTX 6000");

    const auto* h100 = find(*plan, "gpu_8x_h100_sxm5");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->value.gpuName, "H100 SXM");
    EXPECT_EQ(h100->value.gpuNameRaw, "H100");
    EXPECT_EQ(h100->value.gpuCount, 8);
    EXPECT_EQ(h100->value.provider, "Lambda");
    EXPECT_EQ(h100->value.asOf, "2026-11-30");
    EXPECT_FALSE(h100->value.spotUsdPerHour);
    EXPECT_EQ(find(*plan, "gpu_1x_h100_pcie")->value.gpuName, "H100 PCIe");
    // Instance types already in the bundled catalog come out as updates or unchanged, not as adds.
    EXPECT_LT(plan->count(ChangeKind::Add), 21);
}

TEST(SkyPilotImport, KeepsEveryRegionWhenAsked)
{
    const auto plan = skypilot::planImport(bundledCatalog(), fixture("skypilot-lambda-vms-sample.csv"),
                                           options("Lambda", true), "2026-11-30");
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan->offers.size(), 42u);
    EXPECT_NE(find(*plan, "gpu_8x_b200_sxm6", "europe-central-1"), nullptr);
    EXPECT_NE(find(*plan, "gpu_8x_b200_sxm6", "us-east-1"), nullptr);
}

TEST(SkyPilotImport, JoinsGoogleCloudHostAndAcceleratorRows)
{
    const auto plan = skypilot::planImport(bundledCatalog(), fixture("skypilot-gcp-vms-fixture.csv"),
                                           options("Google Cloud", true), "2026-11-30");
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    const auto* central = find(*plan, "a2-highgpu-1g", "us-central1");
    ASSERT_NE(central, nullptr);
    EXPECT_EQ(central->value.gpuName, "A100 40GB SXM");
    EXPECT_EQ(central->value.priceScope, PriceScope::Instance);
    EXPECT_DOUBLE_EQ(*central->value.onDemandUsdPerHour, 0.73948 + 2.93391);
    EXPECT_DOUBLE_EQ(*central->value.spotUsdPerHour, 0.38812 + 1.5399);
    EXPECT_EQ(central->value.vcpus, 12);
    EXPECT_EQ(central->value.ramGiB, 85.0);
    const auto* east = find(*plan, "a2-highgpu-1g", "us-east4");
    ASSERT_NE(east, nullptr);
    EXPECT_DOUBLE_EQ(*east->value.onDemandUsdPerHour, 0.8325 + 3.3);

    // A V100 row without a host shape is a GPU-only price; the CPU-only host and the TPU are skipped.
    const auto* v100 = find(*plan, "V100 x1 (GPU only)");
    ASSERT_NE(v100, nullptr);
    EXPECT_EQ(v100->value.priceScope, PriceScope::GpuOnly);
    EXPECT_EQ(v100->value.gpuName, "V100 16GB");
    EXPECT_EQ(skippedWith(*plan, "cpu_only"), 1);
    EXPECT_EQ(skippedWith(*plan, "tpu"), 1);
    EXPECT_EQ(skippedWith(*plan, "other_zone"), 2); // second zone of the host and of the A100 row
    ASSERT_EQ(plan->rejected.size(), 1u);
    EXPECT_EQ(plan->rejected[0].line, 11);
    EXPECT_EQ(plan->rejected[0].issues.front().code, "price_negative");

    const auto cheapest = skypilot::planImport(bundledCatalog(), fixture("skypilot-gcp-vms-fixture.csv"),
                                               options("Google Cloud"), "2026-11-30");
    ASSERT_TRUE(cheapest.ok());
    EXPECT_NE(find(*cheapest, "a2-highgpu-1g", "us-central1"), nullptr);
    EXPECT_EQ(find(*cheapest, "a2-highgpu-1g", "us-east4"), nullptr);
}

TEST(SkyPilotImport, NeedsTheCoreColumns)
{
    const auto plan = skypilot::planImport(bundledCatalog(), "InstanceType,Price\nx,1\n", options("AWS"), {});
    ASSERT_FALSE(plan.ok());
    EXPECT_EQ(plan.error().code, ErrorCode::MissingColumn);
}

namespace {

// Issue 12: counts of inf, -inf, nan or 1e300 were cast to int (undefined behaviour, UBSan float-cast-overflow).
// Each is now a rejected line naming the column; a well-formed line beside them still imports.
TEST(SkyPilotImport, NonIntegerCountsAreRejectedLinesNotCasts)
{
    const std::string csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n"
                            "a,H100,inf,26,225,2.49,us-east-1\n"
                            "b,H100,-inf,26,225,2.49,us-east-1\n"
                            "c,H100,nan,26,225,2.49,us-east-1\n"
                            "d,H100,1e300,26,225,2.49,us-east-1\n"
                            "e,H100,1,1e300,225,2.49,us-east-1\n"
                            "f,H100,1,26,225,2.49,us-east-1\n";
    const auto plan = skypilot::planImport(bundledCatalog(), csv, options("Lambda"), "2026-11-30");
    ASSERT_TRUE(plan.ok());
    ASSERT_EQ(plan->rejected.size(), 5u);
    for (const Rejection& rejection : plan->rejected) {
        const Issue& issue = rejection.issues.front();
        EXPECT_EQ(issue.code, "number_invalid") << rejection.line;
        EXPECT_EQ(issue.field, rejection.line == 6 ? "vCPUs" : "AcceleratorCount") << rejection.line;
    }
    ASSERT_EQ(plan->offers.size(), 1u);
    EXPECT_EQ(plan->offers[0].value.instanceType, "f");
}

} // namespace

// Issue 27: a vms.csv says nothing about networks; an imported price keeps the offer's place in its provider's fabric,
// and a new offer starts as its provider's (not a cluster product, no override).
TEST(SkyPilotImport, KeepsTheFabricOfAnOfferItReprices)
{
    const std::string csv = "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,"
                            "AvailabilityZone,Price,SpotPrice\n"
                            "p4d.24xlarge,96.0,1152.0,A100,8,,us-east-1,us-east-1a,20.0,6.0\n"
                            "p4d.24xlarge,96.0,1152.0,A100,8,,us-west-2,us-west-2a,20.0,6.0\n";
    const auto plan = skypilot::planImport(bundledCatalog(), csv, options("AWS", true), "2026-11-30");
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    const auto* repriced = find(*plan, "p4d.24xlarge", "us-east-1");
    ASSERT_NE(repriced, nullptr);
    EXPECT_EQ(repriced->kind, ChangeKind::Update);
    EXPECT_EQ(*repriced->value.onDemandUsdPerHour, 20.0);
    EXPECT_TRUE(repriced->value.clusterProduct);
    EXPECT_EQ(repriced->value.fabricKind, FabricKind::Efa);
    EXPECT_EQ(repriced->value.fabricGbpsPerGpu, 50);
    const auto* added = find(*plan, "p4d.24xlarge", "us-west-2");
    ASSERT_NE(added, nullptr);
    EXPECT_EQ(added->kind, ChangeKind::Add);
    EXPECT_FALSE(added->value.clusterProduct);
    EXPECT_FALSE(added->value.fabricKind);
}

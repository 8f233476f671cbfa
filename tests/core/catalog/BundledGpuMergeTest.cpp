// SPDX-License-Identifier: GPL-3.0-or-later
// The GPUs bundled for issue 15 (H800, A800, H20, L20, MI355X, GB200) reach an existing catalog through the merge of
// newer defaults, and that merge leaves the user's own rows alone.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>

using namespace tunefit;

namespace {

constexpr std::array<const char*, 6> kAddedGpus = {"H800 SXM", "A800 80GB SXM", "H20", "L20", "MI355X", "GB200"};

TEST(BundledGpus, CarryDatasheetFigures)
{
    // Hand-checked against the datasheet figures cited in resources/catalog/gpus.csv.
    const Catalog& catalog = bundledCatalog();
    for (const char* name : kAddedGpus) {
        const Gpu* gpu = findGpu(catalog, name);
        ASSERT_NE(gpu, nullptr) << name;
        EXPECT_GT(gpu->memoryGB, 0) << name;
        EXPECT_GT(gpu->memoryBandwidthGBps, 0) << name;
        EXPECT_GT(gpu->bf16Tflops.value_or(0), 0) << name;
        EXPECT_FALSE(gpu->source.empty()) << name;
    }
    EXPECT_EQ(findGpu(catalog, "H800 SXM")->interconnectGBps, 400);
    EXPECT_EQ(findGpu(catalog, "A800 80GB SXM")->interconnectGBps, 400);
    EXPECT_EQ(findGpu(catalog, "H20")->memoryGB, 96);
    EXPECT_EQ(findGpu(catalog, "H20")->bf16Tflops, 148);
    EXPECT_EQ(findGpu(catalog, "L20")->memoryGB, 48);
    EXPECT_EQ(findGpu(catalog, "MI355X")->memoryGB, 288);
    EXPECT_EQ(findGpu(catalog, "GB200")->memoryGB, 186);
    EXPECT_EQ(findGpu(catalog, "GB200")->bf16Tflops, 2500);
}

TEST(BundledGpus, MergeAddsThemAndKeepsTheUsersRows)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));

    // The defaults of the previous version: without the added GPUs.
    Catalog older = bundledCatalog();
    older.gpus.erase(std::remove_if(older.gpus.begin(), older.gpus.end(),
                                    [](const Gpu& g) {
                                        return std::find(kAddedGpus.begin(), kAddedGpus.end(), g.name) !=
                                               kAddedGpus.end();
                                    }),
                     older.gpus.end());
    ASSERT_EQ(older.gpus.size() + kAddedGpus.size(), bundledCatalog().gpus.size());
    {
        CatalogStore store(path);
        ASSERT_TRUE(store.open(older, "previous-version").ok());
        // The user edited a bundled row and, before this version, added an H20 of their own.
        Gpu h100 = *findGpu(older, "H100 SXM");
        h100.bf16Tflops = 700;
        h100.notes = "my measured sustained BF16";
        ASSERT_TRUE(store.saveGpu(h100).ok());
        Gpu h20 = *findGpu(older, "H100 SXM");
        h20.name = "H20";
        h20.memoryGB = 96;
        h20.bf16Tflops = 140;
        h20.notes = "our own H20 figures";
        ASSERT_TRUE(store.saveGpu(h20).ok());
    }

    CatalogStore store(path);
    const auto report = store.open(bundledCatalog(), bundledCatalogFingerprint());
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_TRUE(report->mergedDefaults);
    const auto catalog = store.load();
    ASSERT_TRUE(catalog.ok());

    const Gpu* h100 = findGpu(*catalog, "H100 SXM");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->bf16Tflops, 700);
    EXPECT_EQ(h100->notes, "my measured sustained BF16");
    EXPECT_EQ(h100->origin, RowOrigin::UserEdited);

    const Gpu* h20 = findGpu(*catalog, "H20");
    ASSERT_NE(h20, nullptr);
    EXPECT_EQ(h20->bf16Tflops, 140);
    EXPECT_EQ(h20->notes, "our own H20 figures");
    EXPECT_NE(h20->origin, RowOrigin::Bundled);

    for (const char* name : {"H800 SXM", "A800 80GB SXM", "L20", "MI355X", "GB200"}) {
        const Gpu* gpu = findGpu(*catalog, name);
        ASSERT_NE(gpu, nullptr) << name;
        EXPECT_EQ(gpu->origin, RowOrigin::Bundled) << name;
        EXPECT_EQ(gpu->memoryGB, findGpu(bundledCatalog(), name)->memoryGB) << name;
    }
    EXPECT_EQ(catalog->gpus.size(), bundledCatalog().gpus.size());
}

} // namespace

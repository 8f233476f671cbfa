// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/RowFields.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/FileImport.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tunefit;

namespace {

template <class T> std::vector<std::pair<std::string, std::string>> allTexts(const T& row)
{
    std::vector<std::pair<std::string, std::string>> texts;
    for (const FieldSpec& field : rowFields<T>())
        texts.emplace_back(std::string(field.name), fieldText(row, field.name));
    return texts;
}

template <class T> const FieldSpec* fieldNamed(std::string_view name)
{
    static const std::vector<FieldSpec> fields = rowFields<T>();
    const auto it = std::find_if(fields.begin(), fields.end(), [&](const FieldSpec& f) { return f.name == name; });
    return it == fields.end() ? nullptr : &*it;
}

} // namespace

// Every bundled row survives being taken apart into field texts and put back together: the editor loses nothing.
TEST(RowFields, EveryBundledRowRoundTripsThroughItsFieldTexts)
{
    const Catalog& catalog = bundledCatalog();
    for (const Gpu& gpu : catalog.gpus) {
        const auto edited = editRow(Gpu{}, allTexts(gpu));
        EXPECT_TRUE(edited.issues.empty()) << gpu.name;
        EXPECT_TRUE(sameData(edited.value, gpu)) << gpu.name;
    }
    for (const Provider& provider : catalog.providers) {
        const auto edited = editRow(Provider{}, allTexts(provider));
        EXPECT_TRUE(edited.issues.empty()) << provider.name;
        EXPECT_TRUE(sameData(edited.value, provider)) << provider.name;
    }
    for (const Offer& offer : catalog.offers) {
        const auto edited = editRow(Offer{}, allTexts(offer));
        EXPECT_TRUE(edited.issues.empty()) << offerKey(offer);
        EXPECT_TRUE(sameData(edited.value, offer)) << offerKey(offer);
    }
}

TEST(RowFields, KindsTellTheEditorHowToShowAField)
{
    ASSERT_NE(fieldNamed<Gpu>("memory_gb"), nullptr);
    EXPECT_EQ(fieldNamed<Gpu>("memory_gb")->kind, FieldKind::Number);
    EXPECT_EQ(fieldNamed<Gpu>("supports_bf16")->kind, FieldKind::Boolean);
    const FieldSpec* gpuClass = fieldNamed<Gpu>("class");
    ASSERT_NE(gpuClass, nullptr);
    EXPECT_EQ(gpuClass->kind, FieldKind::Choice);
    EXPECT_EQ(gpuClass->choices.size(), 3u);
    EXPECT_EQ(fieldNamed<Offer>("gpu_name")->kind, FieldKind::GpuName);
    EXPECT_EQ(fieldNamed<Offer>("provider")->kind, FieldKind::ProviderName);
    EXPECT_EQ(fieldNamed<Offer>("offer_id")->kind, FieldKind::Identifier);
    EXPECT_EQ(fieldNamed<Offer>("gpu_count")->kind, FieldKind::Integer);
    // Export-only columns cannot be edited.
    EXPECT_EQ(fieldNamed<Offer>("price_on_demand_usd_per_gpu_hour"), nullptr);
    for (const FieldSpec& choice : rowFields<Provider>()) {
        if (choice.kind == FieldKind::Choice) {
            EXPECT_FALSE(choice.choices.empty()) << choice.name;
        }
    }
}

// A bad cell is reported against its field with the text typed, and the other fields still apply.
TEST(RowFields, BadTextIsReportedAtItsFieldAndTheRestApplies)
{
    Offer base = bundledCatalog().offers.front();
    const auto edited = editRow(base, {{"price_on_demand_usd_per_hour", "1,5"},
                                       {"region", "eu-north-1"},
                                       {"gpu_count", "eight"},
                                       {"offer_id", "999999"}});
    ASSERT_EQ(edited.issues.size(), 2u);
    EXPECT_EQ(edited.issues[0].field, "gpu_count");
    EXPECT_EQ(edited.issues[0].code, "number_invalid");
    EXPECT_EQ(edited.issues[0].detail, "eight");
    EXPECT_EQ(edited.issues[1].field, "price_on_demand_usd_per_hour");
    EXPECT_EQ(edited.value.region, "eu-north-1");
    EXPECT_EQ(edited.value.id, base.id) << "the database id is never edited";
    EXPECT_EQ(edited.value.gpuCount, base.gpuCount);
    EXPECT_EQ(edited.value.onDemandUsdPerHour, base.onDemandUsdPerHour) << "unreadable text is not an empty price";
}

TEST(FileImport, PlansEachFormatAndNamesItsKey)
{
    const Catalog& catalog = bundledCatalog();
    for (ImportFormat format :
         {ImportFormat::Gpus, ImportFormat::Providers, ImportFormat::Offers, ImportFormat::SkyPilot})
        EXPECT_EQ(importFormatFrom(toString(format)), format);
    EXPECT_FALSE(importFormatFrom("parquet"));

    // Our own export read back changes nothing.
    const auto gpus = planFileImport(catalog, catalog_csv::writeGpus(catalog.gpus), ImportFormat::Gpus, {}, {});
    ASSERT_TRUE(gpus.ok());
    EXPECT_EQ(gpus->count(ChangeKind::Unchanged), int(catalog.gpus.size()));
    EXPECT_EQ(gpus->count(ChangeKind::Add), 0);

    // A file without the key column fails as a whole, naming the column.
    const auto broken = planFileImport(catalog, "vendor,memory_gb\nNVIDIA,80\n", ImportFormat::Gpus, {}, {});
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.error().code, ErrorCode::MissingColumn);
    EXPECT_EQ(broken.error().field, "name");
}

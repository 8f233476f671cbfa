// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/ImportPlan.h"
#include "core/catalog/RowFields.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

std::string readFile(const char* name)
{
    QFile file(QStringLiteral(TUNEFIT_SOURCE_DIR "/resources/catalog/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return file.readAll().toStdString();
}

template <class T> std::vector<T> values(const Result<catalog_csv::ReadRows<T>>& rows)
{
    std::vector<T> out;
    for (const auto& row : *rows) {
        EXPECT_TRUE(row.issues.empty()) << "line " << row.line << ": " << row.issues.front().code;
        out.push_back(row.value);
    }
    return out;
}

} // namespace

TEST(CatalogCsv, GpuRoundTripIsLossless)
{
    const std::vector<Gpu> gpus = bundledCatalog().gpus;
    const std::string text = catalog_csv::writeGpus(gpus);
    const auto read = catalog_csv::readGpus(text);
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(values(read), gpus);
    EXPECT_EQ(catalog_csv::writeGpus(values(read)), text);
}

TEST(CatalogCsv, ProviderRoundTripIsLosslessIncludingEditedValues)
{
    std::vector<Provider> providers = bundledCatalog().providers;
    providers[0].egressUsdPerGB = 0.05;              // edited figure, text still says 0.09
    providers[1].billingUnit = BillingUnit::PerHour; // edited unit, text still says per-second
    providers[2].spotInterruptionsPerHour = 0.125;
    const auto read = catalog_csv::readProviders(catalog_csv::writeProviders(providers));
    ASSERT_TRUE(read.ok());
    const auto back = values(read);
    ASSERT_EQ(back.size(), providers.size());
    EXPECT_EQ(back[0].egressUsdPerGB, 0.05);
    EXPECT_EQ(back[1].billingUnit, BillingUnit::PerHour);
    EXPECT_EQ(back[2].spotInterruptionsPerHour, 0.125);
    EXPECT_EQ(back[3], providers[3]);
    EXPECT_EQ(catalog_csv::writeProviders(back), catalog_csv::writeProviders(providers));
}

TEST(CatalogCsv, OfferRoundTripIsLossless)
{
    std::vector<Offer> offers = bundledCatalog().offers;
    offers[0].notes = "quoted \"text\", commas,\nand a line break; ünïcödé";
    offers[1].ramGiB = 1.0 / 3.0;
    const auto read = catalog_csv::readOffers(catalog_csv::writeOffers(offers));
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(values(read), offers);
}

TEST(CatalogCsv, ReadsTheReferenceFilesByHeaderName)
{
    const auto offers = catalog_csv::readOffers(readFile("offers.csv"));
    ASSERT_TRUE(offers.ok());
    EXPECT_EQ(offers->size(), 248u);
    EXPECT_EQ(offers->front().line, 2);
    // Column order does not matter.
    const auto swapped = catalog_csv::readGpus("memory_gb,name,memory_bandwidth_gbps\n24,My Card,500\n");
    ASSERT_TRUE(swapped.ok());
    EXPECT_EQ(swapped->front().value.name, "My Card");
    EXPECT_EQ(swapped->front().value.memoryGB, 24);
}

TEST(CatalogCsv, ReportsCellAndFileErrors)
{
    const auto bad = catalog_csv::readGpus("name,memory_gb,supports_bf16,class\nX,lots,maybe,server\nY,8\n");
    ASSERT_TRUE(bad.ok());
    ASSERT_EQ(bad->size(), 2u);
    const auto& issues = (*bad)[0].issues;
    ASSERT_EQ(issues.size(), 3u);
    EXPECT_EQ(issues[0].code, "number_invalid");
    EXPECT_EQ(issues[0].field, "memory_gb");
    EXPECT_EQ(issues[1].code, "bool_invalid");
    EXPECT_EQ(issues[2].code, "enum_invalid");
    EXPECT_EQ((*bad)[1].issues.front().code, "field_count_mismatch");
    EXPECT_EQ((*bad)[1].line, 3);

    const auto missing = catalog_csv::readOffers("provider,gpu_name\nAWS,T4\n");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::MissingColumn);
    EXPECT_EQ(missing.error().field, "gpu_count");
    const auto open = catalog_csv::readGpus("name,memory_gb\n\"unterminated,8\n");
    ASSERT_FALSE(open.ok());
    EXPECT_EQ(open.error().code, ErrorCode::MalformedCsv);
    EXPECT_EQ(open.error().detail, "2");
}

TEST(ImportPlan, SortsRowsIntoAddsUpdatesUnchangedAndRejects)
{
    const Catalog& current = bundledCatalog();
    std::vector<Offer> offers(current.offers.begin(), current.offers.begin() + 3);
    offers[1].onDemandUsdPerHour = *offers[1].onDemandUsdPerHour + 1;
    Offer added = offers[2];
    added.region = "somewhere-new";
    offers.push_back(added);
    Offer bad = added;
    bad.gpuName = "No Such GPU";
    bad.region = "x";
    offers.push_back(bad);
    offers.push_back(added); // duplicate within the file
    const auto read = catalog_csv::readOffers(catalog_csv::writeOffers(offers));
    ASSERT_TRUE(read.ok());
    const ImportPlan plan = planOfferImport(current, *read, "2026-11-30");
    EXPECT_EQ(plan.count(ChangeKind::Unchanged), 2);
    EXPECT_EQ(plan.count(ChangeKind::Update), 1);
    EXPECT_EQ(plan.count(ChangeKind::Add), 1);
    ASSERT_EQ(plan.rejected.size(), 2u);
    EXPECT_EQ(plan.rejected[0].line, 6);
    EXPECT_EQ(plan.rejected[0].issues.front().code, "gpu_unknown");
    EXPECT_EQ(plan.rejected[1].line, 7);
    EXPECT_EQ(plan.rejected[1].issues.front().code, "duplicate_key");
}

namespace {

// Issue 12: a cell that cannot be read ("1e999") was reported twice, once as unreadable and once by the row rule
// that then saw the default ("must be a memory size above 0 (got 0)").
TEST(CatalogCsv, AnUnreadableCellIsReportedOnceAtItsField)
{
    const auto rows = catalog_csv::readGpus("name,memory_gb,memory_bandwidth_gbps\nBig,1e999,900\n");
    ASSERT_TRUE(rows.ok());
    ImportPlan plan = planGpuImport(bundledCatalog(), *rows);
    ASSERT_EQ(plan.rejected.size(), 1u);
    ASSERT_EQ(plan.rejected[0].issues.size(), 1u);
    EXPECT_EQ(plan.rejected[0].issues[0].code, "number_invalid");
    EXPECT_EQ(plan.rejected[0].issues[0].field, "memory_gb");
    EXPECT_EQ(plan.rejected[0].issues[0].detail, "1e999");
}

} // namespace

TEST(CatalogCsv, FabricFieldsRoundTripAndOlderFilesImportAsUnknown)
{
    Provider provider;
    provider.name = "Cloud";
    provider.fabricKind = FabricKind::GpuDirectTcpxo;
    provider.fabricGbpsPerGpu = 200;
    provider.fabricScope = FabricScope::ClusterProductsOnly;
    provider.fabricSource = "https://example.com/network";
    provider.fabricAsOf = "2026-12-03";
    const auto providers = catalog_csv::readProviders(catalog_csv::writeProviders({provider}));
    ASSERT_TRUE(providers.ok());
    EXPECT_EQ(values(providers), std::vector{provider});

    Offer offer;
    offer.provider = "Cloud";
    offer.gpuName = "H100 SXM";
    offer.onDemandUsdPerHour = 1;
    offer.clusterProduct = true;
    offer.fabricKind = FabricKind::None;
    offer.fabricSource = "own notes";
    Offer inherits = offer;
    inherits.instanceType = "b";
    inherits.fabricKind.reset(); // empty cell = the provider's fabric
    const auto offers = catalog_csv::readOffers(catalog_csv::writeOffers({offer, inherits}));
    ASSERT_TRUE(offers.ok());
    EXPECT_EQ(values(offers), (std::vector{offer, inherits}));

    // A file from before the fabric columns: the fields stay unknown / the provider's, never read from the note.
    const auto older = catalog_csv::readProviders("name,multi_node_interconnect\nOld,InfiniBand everywhere\n");
    ASSERT_TRUE(older.ok());
    EXPECT_EQ(values(older).front().fabricKind, FabricKind::Unknown);
    EXPECT_FALSE(values(older).front().fabricGbpsPerGpu);
    const auto olderOffer = catalog_csv::readOffers("provider,gpu_name,gpu_count\nOld,H100 SXM,8\n");
    ASSERT_TRUE(olderOffer.ok());
    EXPECT_FALSE(values(olderOffer).front().fabricKind);
    EXPECT_FALSE(values(olderOffer).front().clusterProduct);
}

TEST(CatalogCsv, Fp4RateAndScaleUpDomainRoundTripAndOlderFilesReadThemAsUnknown)
{
    Gpu gpu;
    gpu.name = "Lab Blackwell";
    gpu.memoryGB = 180;
    gpu.fp8Tflops = 4500;
    gpu.fp4Tflops = 9000.5;
    gpu.scaleUpDomainGpus = 8;
    Gpu unknown = gpu;
    unknown.name = "Lab Hopper";
    unknown.fp4Tflops.reset();
    unknown.scaleUpDomainGpus = 0;
    const std::string text = catalog_csv::writeGpus({gpu, unknown});
    EXPECT_NE(text.find("fp4_dense_tflops"), std::string::npos);
    EXPECT_NE(text.find("scale_up_domain_gpus"), std::string::npos);
    const auto read = catalog_csv::readGpus(text);
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(values(read), (std::vector{gpu, unknown}));
    EXPECT_EQ(catalog_csv::writeGpus(values(read)), text);

    // A file from before the columns (as the shipped reference gpus.csv still is): no FP4 rate, domain unknown.
    const auto older = catalog_csv::readGpus("name,memory_gb,fp8_dense_tflops,interconnect\nOld,80,1978.9,NVLink 4\n");
    ASSERT_TRUE(older.ok());
    EXPECT_FALSE(values(older).front().fp4Tflops);
    EXPECT_EQ(values(older).front().scaleUpDomainGpus, 0);
    // Unreadable cells are refused at their field.
    const auto bad = catalog_csv::readGpus("name,memory_gb,fp4_dense_tflops,scale_up_domain_gpus\nBad,80,fast,eight\n");
    ASSERT_TRUE(bad.ok());
    ASSERT_EQ(bad->front().issues.size(), 2u);
    EXPECT_EQ(bad->front().issues[0].field, "fp4_dense_tflops");
    EXPECT_EQ(bad->front().issues[1].field, "scale_up_domain_gpus");
}

TEST(CatalogCsv, AnUnknownFabricKindIsRefusedAtItsField)
{
    const auto read = catalog_csv::readProviders("name,fabric_kind,fabric_scope\nCloud,myrinet,everywhere\n");
    ASSERT_TRUE(read.ok());
    const auto& issues = read->front().issues;
    ASSERT_EQ(issues.size(), 2u);
    EXPECT_EQ(issues[0].code, "enum_invalid");
    EXPECT_EQ(issues[0].field, "fabric_kind");
    EXPECT_EQ(issues[0].detail, "myrinet");
    EXPECT_EQ(issues[1].field, "fabric_scope");
    // The keys an error message lists: the nine kinds of issue 27.
    EXPECT_EQ(fieldChoices("fabric_kind"),
              (std::vector<std::string_view>{"unknown", "none", "ethernet", "roce", "infiniband", "efa",
                                             "gpudirect_tcpx", "gpudirect_tcpxo", "nvlink_domain"}));
    EXPECT_EQ(fieldChoices("fabric_scope"), (std::vector<std::string_view>{"all_instances", "cluster_products_only"}));
    const auto offer = catalog_csv::readOffers("provider,gpu_name,gpu_count,fabric_kind\nCloud,H100 SXM,8,ib\n");
    ASSERT_TRUE(offer.ok());
    ASSERT_EQ(offer->front().issues.size(), 1u);
    EXPECT_EQ(offer->front().issues[0].field, "fabric_kind");
}

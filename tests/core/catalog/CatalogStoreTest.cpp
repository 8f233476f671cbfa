// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogStore.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogSchema.h"
#include "core/catalog/StoreDialect.h"
#include "core/catalog/StoreEngines.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace tunefit;
using test::Engine;

namespace {

/// The whole suite runs on both engines; behaviour that only a file has (its format, damage, copies) is SQLite's.
class CatalogStoreTest : public ::testing::TestWithParam<Engine>
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<test::EngineCatalog>(GetParam(), m_dir.path());
        if (!m_catalog->available())
            GTEST_SKIP() << test::kNoServer;
    }
    /// Where the catalog under test lives.
    CatalogLocation where() const { return m_catalog->location(); }
    QString dbPath() const { return m_dir.filePath(QStringLiteral("catalog.sqlite")); }

    static Catalog load(const CatalogStore& store)
    {
        auto catalog = store.load();
        EXPECT_TRUE(catalog.ok()) << catalog.error().code << " " << catalog.error().detail;
        return catalog.ok() ? *catalog : Catalog{};
    }

    /// Bundled defaults of a "newer app version": one GPU changed, one added, one offer repriced, one dropped.
    static Catalog newerDefaults()
    {
        Catalog newer = bundledCatalog();
        for (Gpu& gpu : newer.gpus) {
            if (gpu.name == "H100 SXM" || gpu.name == "L4")
                gpu.notes = "revised in the newer defaults";
        }
        Gpu added = newer.gpus.front();
        added.name = "B300 Ultra Max";
        newer.gpus.push_back(added);
        for (Offer& offer : newer.offers)
            offer.onDemandUsdPerHour = offer.onDemandUsdPerHour.value_or(1) * 0.9;
        newer.offers.pop_back();
        return newer;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<test::EngineCatalog> m_catalog;
};

const Offer* findOffer(const Catalog& catalog, std::string_view provider, std::string_view instanceType)
{
    const auto it = std::ranges::find_if(catalog.offers, [&](const Offer& offer) {
        return offer.provider == provider && offer.instanceType == instanceType;
    });
    return it == catalog.offers.end() ? nullptr : &*it;
}

} // namespace

TEST_P(CatalogStoreTest, FirstRunCreatesTheBundledCatalog)
{
    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_TRUE(report->created);
    EXPECT_EQ(report->migratedFrom, 0);
    const Catalog catalog = load(store);
    EXPECT_EQ(catalog.gpus.size(), bundledCatalog().gpus.size());
    EXPECT_EQ(catalog.providers.size(), bundledCatalog().providers.size());
    ASSERT_EQ(catalog.offers.size(), bundledCatalog().offers.size());
    for (size_t i = 0; i < catalog.offers.size(); ++i)
        EXPECT_TRUE(sameData(catalog.offers[i], bundledCatalog().offers[i])) << i;
    for (size_t i = 0; i < catalog.gpus.size(); ++i) {
        EXPECT_TRUE(sameData(catalog.gpus[i], bundledCatalog().gpus[i])) << i;
        EXPECT_EQ(catalog.gpus[i].origin, RowOrigin::Bundled);
        EXPECT_EQ(catalog.gpus[i].rowVersion, 1); // written once
    }
    ASSERT_EQ(catalog.providers.size(), bundledCatalog().providers.size());
    for (size_t i = 0; i < catalog.providers.size(); ++i)
        EXPECT_TRUE(sameData(catalog.providers[i], bundledCatalog().providers[i])) << i;
    EXPECT_EQ(catalog.pricesAsOf, bundledCatalog().pricesAsOf);

    CatalogStore again(where());
    const auto second = again.open();
    ASSERT_TRUE(second.ok());
    EXPECT_FALSE(second->created);
    EXPECT_FALSE(second->mergedDefaults);
}

TEST_P(CatalogStoreTest, UserEditsSurviveRestartAndAreMarked)
{
    {
        CatalogStore store(where());
        ASSERT_TRUE(store.open().ok());
        Gpu h100 = *findGpu(load(store), "H100 SXM");
        h100.bf16Tflops = 700;
        EXPECT_EQ(*store.saveGpu(h100), 1);
        EXPECT_EQ(*store.saveGpu(h100), 0); // nothing changed the second time
        Provider mine;
        mine.name = "My Lab";
        EXPECT_EQ(*store.saveProvider(mine), 1);
    }
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    const Catalog catalog = load(store);
    EXPECT_EQ(findGpu(catalog, "H100 SXM")->bf16Tflops, 700);
    EXPECT_EQ(findGpu(catalog, "H100 SXM")->origin, RowOrigin::UserEdited);
    EXPECT_EQ(findGpu(catalog, "L4")->origin, RowOrigin::Bundled);
    EXPECT_EQ(findProvider(catalog, "My Lab")->origin, RowOrigin::UserAdded);
}

TEST_P(CatalogStoreTest, MergingNewerDefaultsKeepsUserEdits)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    Catalog catalog = load(store);
    Gpu h100 = *findGpu(catalog, "H100 SXM");
    h100.notes = "my note";
    ASSERT_TRUE(store.saveGpu(h100).ok());
    Offer lambda = *findOffer(catalog, "Lambda", "gpu_8x_v100_n");
    lambda.onDemandUsdPerHour = 5.0;
    ASSERT_TRUE(store.saveOffer(lambda).ok());
    Offer mine = lambda;
    mine.id = 0;
    mine.region = "my-region";
    ASSERT_TRUE(store.saveOffer(mine).ok());
    const Offer dropped = catalog.offers.back();
    ASSERT_TRUE(store.removeGpu("A40").ok()); // the user deleted a bundled GPU
    store.close();

    CatalogStore newer(where());
    const auto report = newer.open(newerDefaults(), "newer-defaults");
    ASSERT_TRUE(report.ok());
    EXPECT_TRUE(report->mergedDefaults);
    catalog = load(newer);
    EXPECT_EQ(findGpu(catalog, "H100 SXM")->notes, "my note");
    EXPECT_EQ(findGpu(catalog, "L4")->notes, "revised in the newer defaults");
    EXPECT_NE(findGpu(catalog, "B300 Ultra Max"), nullptr);
    EXPECT_EQ(findGpu(catalog, "A40"), nullptr);
    const auto lambdaOffers = std::ranges::count_if(catalog.offers, [](const Offer& offer) {
        return offer.instanceType == "gpu_8x_v100_n" && offer.onDemandUsdPerHour == 5.0;
    });
    EXPECT_EQ(lambdaOffers, 2); // the edited bundled offer and the user's copy, both untouched
    const Offer* repriced = findOffer(catalog, "Lambda", "gpu_4x_a6000");
    ASSERT_NE(repriced, nullptr);
    EXPECT_DOUBLE_EQ(*repriced->onDemandUsdPerHour, 4.36 * 0.9);
    EXPECT_EQ(std::ranges::count(catalog.offers, offerKey(dropped), offerKey), 0);
}

TEST_P(CatalogStoreTest, ResetWithAndWithoutUserRows)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    Gpu custom = *findGpu(load(store), "L4");
    custom.name = "My L4 Variant";
    ASSERT_TRUE(store.saveGpu(custom).ok());
    Gpu edited = *findGpu(load(store), "T4");
    edited.memoryGB = 15;
    ASSERT_TRUE(store.saveGpu(edited).ok());
    ASSERT_TRUE(store.removeProvider("AWS").ok());

    ASSERT_TRUE(store.resetToDefaults(bundledCatalog(), true).ok());
    Catalog catalog = load(store);
    EXPECT_NE(findGpu(catalog, "My L4 Variant"), nullptr);
    EXPECT_EQ(findGpu(catalog, "T4")->memoryGB, 16);
    EXPECT_EQ(findGpu(catalog, "T4")->origin, RowOrigin::Bundled);
    EXPECT_NE(findProvider(catalog, "AWS"), nullptr);

    ASSERT_TRUE(store.resetToDefaults(bundledCatalog(), false).ok());
    catalog = load(store);
    EXPECT_EQ(findGpu(catalog, "My L4 Variant"), nullptr);
    EXPECT_EQ(catalog.gpus.size(), bundledCatalog().gpus.size());
    EXPECT_EQ(catalog.offers.size(), bundledCatalog().offers.size());
}

TEST_P(CatalogStoreTest, MigratesAVersion1FileKeepingUserEdits)
{
    if (GetParam() != Engine::Sqlite)
        GTEST_SKIP() << "SQLite file behaviour";
    const QString path = dbPath();
    ASSERT_TRUE(QFile::copy(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/catalog-v1.db"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    CatalogStore store(path);
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_EQ(report->migratedFrom, 1);
    EXPECT_TRUE(report->mergedDefaults);
    EXPECT_EQ(CatalogStore::schemaVersion(), 9);
    const Catalog catalog = load(store);
    // Version 4 gives every row a version: 1 for every row of an older file.
    EXPECT_TRUE(std::ranges::all_of(catalog.offers, [](const Offer& offer) { return offer.rowVersion == 1; }));
    // Version 3 brings the shipped price sources.
    const auto sources = store.priceSources();
    ASSERT_TRUE(sources.ok());
    EXPECT_EQ(sources->size(), 15u);
    const Gpu* h100 = findGpu(catalog, "H100 SXM");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->bf16Tflops, 700);
    EXPECT_EQ(h100->notes, "my measured sustained BF16");
    EXPECT_EQ(h100->origin, RowOrigin::UserEdited);
    EXPECT_EQ(findGpu(catalog, "Lab Card 48")->origin, RowOrigin::UserAdded);
    EXPECT_EQ(findGpu(catalog, "A10")->memoryBandwidthGBps, 600); // untouched bundled row refreshed
    // Version 5: the driver's memory figure. The merge gives it to untouched bundled rows (A10: 23,028 MiB by
    // nvidia-smi); the user's edited and added rows keep what they had, none, so they fall back to the marketed GB.
    EXPECT_EQ(findGpu(catalog, "A10")->driverMemoryMiB, 23028);
    EXPECT_FALSE(findGpu(catalog, "A10")->driverMemorySource.empty());
    EXPECT_FALSE(h100->driverMemoryMiB.has_value());
    EXPECT_TRUE(memoryIsEstimate(*h100));
    EXPECT_FALSE(findGpu(catalog, "Lab Card 48")->driverMemoryMiB.has_value());
    EXPECT_EQ(findProvider(catalog, "AWS")->billingUnit, BillingUnit::PerSecond);
    EXPECT_NE(findProvider(catalog, "Our Lab"), nullptr);
    EXPECT_EQ(findOffer(catalog, "Our Lab", "lab-2x")->gpuName, "Lab Card 48");
    EXPECT_EQ(findOffer(catalog, "Lambda", "gpu_8x_v100_n")->onDemandUsdPerHour, 5.0);
    EXPECT_EQ(catalog.gpus.size(), bundledCatalog().gpus.size() + 1);
}

TEST_P(CatalogStoreTest, MigratesAVersion7CatalogReadingTheNewGpuFactsAsUnknownUntilSet)
{
    // A catalog as version 7 left it (local file or team schema): GPU rows without the FP4 and scale-up columns.
    store_detail::StoreDialect dialect;
    dialect.engine = where().engine;
    QStringList statements;
    for (const store_detail::Migration& migration : store_detail::migrations()) {
        if (migration.toVersion > 7)
            continue;
        for (const char* statement : migration.statements)
            statements << dialect.schemaStatement(statement);
    }
    statements << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '7')")
               << QStringLiteral("INSERT INTO meta (key, value) VALUES ('bundled_fingerprint', 'older defaults')")
               << QStringLiteral("INSERT INTO gpus (name, vendor, memory_gb, fp8_dense_tflops, interconnect, notes, "
                                 "origin) VALUES ('B200', 'NVIDIA', 180, 4500, 'NVLink 5', 'my B200 notes', "
                                 "'user_edited')")
               << QStringLiteral("INSERT INTO gpus (name, vendor, memory_gb, interconnect, origin) VALUES "
                                 "('Lab Card 48', 'Lab', 48, 'PCIe only', 'user_added')")
               << QStringLiteral("INSERT INTO gpus (name, vendor, memory_gb, origin) VALUES "
                                 "('H100 SXM', 'NVIDIA', 80, 'bundled')");
    ASSERT_TRUE(m_catalog->exec(statements));

    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_EQ(report->migratedFrom, 7);
    EXPECT_TRUE(report->mergedDefaults);
    const Catalog catalog = load(store);
    // The user's rows are kept as they were, the new facts unknown ...
    const Gpu* b200 = findGpu(catalog, "B200");
    ASSERT_NE(b200, nullptr);
    EXPECT_EQ(b200->origin, RowOrigin::UserEdited);
    EXPECT_EQ(b200->notes, "my B200 notes");
    EXPECT_EQ(b200->fp8Tflops, 4500);
    EXPECT_FALSE(b200->fp4Tflops.has_value());
    EXPECT_EQ(b200->scaleUpDomainGpus, 0);
    const Gpu* lab = findGpu(catalog, "Lab Card 48");
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->origin, RowOrigin::UserAdded);
    EXPECT_FALSE(lab->fp4Tflops.has_value());
    EXPECT_EQ(lab->scaleUpDomainGpus, 0);
    // ... and the untouched bundled rows get the newer defaults' figures.
    const Gpu* h100 = findGpu(catalog, "H100 SXM");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->origin, RowOrigin::Bundled);
    EXPECT_FALSE(h100->fp4Tflops.has_value());
    EXPECT_EQ(h100->scaleUpDomainGpus, 8);
    const Gpu* gb300 = findGpu(catalog, "GB300");
    ASSERT_NE(gb300, nullptr);
    EXPECT_EQ(gb300->fp4Tflops, 15000);
    EXPECT_EQ(gb300->scaleUpDomainGpus, 72);

    // The user sets both facts on their rows; they round-trip through the engine and survive another open.
    Gpu edited = *b200;
    edited.fp4Tflops = 9000.5;
    edited.scaleUpDomainGpus = 8;
    ASSERT_TRUE(store.saveGpu(edited).ok());
    Gpu added = *lab;
    added.name = "Lab Card 96";
    added.rowVersion = 0;
    added.fp8Tflops = 1000;
    added.fp4Tflops = 2000;
    added.scaleUpDomainGpus = 1;
    ASSERT_TRUE(store.saveGpu(added).ok());
    CatalogStore again(where());
    ASSERT_TRUE(again.open().ok());
    const Catalog reopened = load(again); // kept alive: the pointers below point into it
    const Gpu* keptB200 = findGpu(reopened, "B200");
    ASSERT_NE(keptB200, nullptr);
    EXPECT_EQ(keptB200->fp4Tflops, 9000.5);
    EXPECT_EQ(keptB200->scaleUpDomainGpus, 8);
    EXPECT_EQ(keptB200->notes, "my B200 notes");
    const Gpu* keptAdded = findGpu(reopened, "Lab Card 96");
    ASSERT_NE(keptAdded, nullptr);
    EXPECT_EQ(keptAdded->fp4Tflops, 2000);
    EXPECT_EQ(keptAdded->scaleUpDomainGpus, 1);
    // Every bundled row reads back from the store as it was shipped, the new columns included.
    for (const Gpu& shipped : bundledCatalog().gpus) {
        const Gpu* stored = findGpu(reopened, shipped.name);
        ASSERT_NE(stored, nullptr) << shipped.name;
        if (stored->origin != RowOrigin::Bundled)
            continue;
        EXPECT_EQ(stored->fp4Tflops, shipped.fp4Tflops) << shipped.name;
        EXPECT_EQ(stored->scaleUpDomainGpus, shipped.scaleUpDomainGpus) << shipped.name;
    }
}

TEST_P(CatalogStoreTest, MigratesAVersion4CatalogFillingBundledFabricsAndKeepingUserRows)
{
    // A catalog as version 4 left it (local file or team schema): the schema up to 4, older defaults merged.
    store_detail::StoreDialect dialect;
    dialect.engine = where().engine;
    QStringList statements;
    for (const store_detail::Migration& migration : store_detail::migrations()) {
        if (migration.toVersion > 4)
            continue;
        for (const char* statement : migration.statements)
            statements << dialect.schemaStatement(statement);
    }
    statements << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '4')")
               << QStringLiteral("INSERT INTO meta (key, value) VALUES ('bundled_fingerprint', 'older defaults')")
               << QStringLiteral("INSERT INTO providers (name, multi_node_interconnect, origin) VALUES "
                                 "('Vast.ai', 'generally single-node marketplace (no guaranteed InfiniBand)', "
                                 "'bundled')")
               << QStringLiteral("INSERT INTO providers (name, multi_node_interconnect, notes, origin) VALUES "
                                 "('AWS', 'EFA (SRD-based RDMA; up to 3,200 Gbps on p5)', 'our negotiated rate', "
                                 "'user_edited')")
               << QStringLiteral("INSERT INTO providers (name, multi_node_interconnect, origin) VALUES "
                                 "('Our Lab', 'InfiniBand HDR', 'user_added')");
    ASSERT_TRUE(m_catalog->exec(statements));

    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_EQ(report->migratedFrom, 4);
    EXPECT_TRUE(report->mergedDefaults);
    const Catalog catalog = load(store);
    // Bundled rows get the newer defaults' fabric ...
    const Provider* vast = findProvider(catalog, "Vast.ai");
    ASSERT_NE(vast, nullptr);
    EXPECT_EQ(vast->fabricKind, FabricKind::None);
    EXPECT_FALSE(vast->fabricSource.empty());
    const Provider* google = findProvider(catalog, "Google Cloud");
    ASSERT_NE(google, nullptr);
    EXPECT_EQ(google->fabricKind, FabricKind::GpuDirectTcpxo);
    EXPECT_EQ(google->fabricGbpsPerGpu, 200);
    // ... the user's own rows keep their edits and stay unknown, whatever their note says.
    const Provider* aws = findProvider(catalog, "AWS");
    ASSERT_NE(aws, nullptr);
    EXPECT_EQ(aws->origin, RowOrigin::UserEdited);
    EXPECT_EQ(aws->notes, "our negotiated rate");
    EXPECT_EQ(aws->fabricKind, FabricKind::Unknown);
    EXPECT_FALSE(aws->fabricGbpsPerGpu);
    const Provider* lab = findProvider(catalog, "Our Lab");
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->fabricKind, FabricKind::Unknown);
    // Bundled offers get their overrides: AWS p4d joins over 400 Gbps EFA per instance = 50 per GPU.
    const Offer* p4d = findOffer(catalog, "AWS", "p4d.24xlarge");
    ASSERT_NE(p4d, nullptr);
    EXPECT_TRUE(p4d->clusterProduct);
    EXPECT_EQ(p4d->fabricKind, FabricKind::Efa);
    EXPECT_EQ(p4d->fabricGbpsPerGpu, 50);

    // The user sets the fabric of their own row; it survives a reopen and another merge of defaults.
    Provider edited = *lab;
    edited.fabricKind = FabricKind::InfiniBand;
    edited.fabricGbpsPerGpu = 200;
    ASSERT_TRUE(store.saveProvider(edited).ok());
    CatalogStore again(where());
    ASSERT_TRUE(again.open().ok());
    const Catalog reopened = load(again); // kept alive: the pointer below points into it
    const Provider* kept = findProvider(reopened, "Our Lab");
    ASSERT_NE(kept, nullptr);
    EXPECT_EQ(kept->fabricKind, FabricKind::InfiniBand);
    EXPECT_EQ(kept->fabricGbpsPerGpu, 200);
}

TEST_P(CatalogStoreTest, RefusesAFileFromANewerSchema)
{
    {
        CatalogStore store(where());
        ASSERT_TRUE(store.open().ok());
    }
    ASSERT_TRUE(m_catalog->exec({QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'")}));
    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, ErrorCode::SchemaTooNew);
    EXPECT_FALSE(store.isOpen());
}

TEST_P(CatalogStoreTest, MovesACorruptFileAsideAndStartsOnDefaults)
{
    if (GetParam() != Engine::Sqlite)
        GTEST_SKIP() << "SQLite file behaviour";
    {
        // An SQLite header followed by garbage: a real database file, damaged (a non-SQLite file is refused).
        QFile file(dbPath());
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("SQLite format 3\0", 16));
        file.write(QByteArray("this is a damaged SQLite database, text that must not be lost\n").repeated(200));
    }
    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_TRUE(report->created);
    ASSERT_FALSE(report->movedAsidePath.isEmpty());
    EXPECT_TRUE(report->movedAsidePath.startsWith(dbPath() + QStringLiteral(".corrupt-")));
    QFile moved(report->movedAsidePath);
    ASSERT_TRUE(moved.open(QIODevice::ReadOnly));
    EXPECT_TRUE(moved.readAll().mid(16).startsWith("this is a damaged SQLite database"));
    EXPECT_EQ(load(store).gpus.size(), bundledCatalog().gpus.size());
}

TEST_P(CatalogStoreTest, TwoAppCopiesKeepEachOthersEdits)
{
    CatalogStore first(where());
    CatalogStore second(where());
    ASSERT_TRUE(first.open().ok());
    ASSERT_TRUE(second.open().ok());
    for (int round = 0; round < 20; ++round) {
        Gpu a = *findGpu(load(first), "L4");
        a.notes = "first " + std::to_string(round);
        ASSERT_TRUE(first.saveGpu(a).ok());
        Gpu b = *findGpu(load(second), "T4");
        b.notes = "second " + std::to_string(round);
        ASSERT_TRUE(second.saveGpu(b).ok());
        Offer offer = load(second).offers.front();
        offer.id = 0;
        offer.region = "region-" + std::to_string(round);
        ASSERT_TRUE(second.saveOffer(offer).ok());
    }
    for (const CatalogStore* store : {&first, &second}) {
        const Catalog catalog = load(*store);
        EXPECT_EQ(findGpu(catalog, "L4")->notes, "first 19");
        EXPECT_EQ(findGpu(catalog, "T4")->notes, "second 19");
        EXPECT_EQ(catalog.offers.size(), bundledCatalog().offers.size() + 20);
    }
}

TEST_P(CatalogStoreTest, AnImportThatFailsHalfWayCommitsNothing)
{
    {
        CatalogStore store(where());
        ASSERT_TRUE(store.open().ok());
    }
    // A real failure in the middle of the write: the database itself refuses the 51st offer (as a full disk or an
    // I/O error would), after the GPU and 50 offers were already written inside the transaction.
    if (GetParam() == Engine::Sqlite) {
        ASSERT_TRUE(
            m_catalog->exec({QStringLiteral("CREATE TRIGGER refuse_one BEFORE INSERT ON offers WHEN "
                                            "NEW.region = 'import-50' BEGIN SELECT RAISE(ABORT, 'refused'); END")}));
    } else {
        ASSERT_TRUE(m_catalog->exec(
            {QStringLiteral("CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.region = "
                            "'import-50' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$"),
             QStringLiteral(
                 "CREATE TRIGGER refuse_one BEFORE INSERT ON offers FOR EACH ROW EXECUTE FUNCTION refuse()")}));
    }
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    const Catalog before = load(store);
    ImportPlan plan;
    Gpu gpu = before.gpus.front();
    gpu.name = "Imported GPU";
    plan.gpus.push_back({2, ChangeKind::Add, gpu, {}});
    Offer edited = before.offers.front();
    edited.notes = "edited by the import";
    plan.offers.push_back({3, ChangeKind::Update, edited, {}});
    for (int i = 0; i < 100; ++i) {
        Offer offer = before.offers.front();
        offer.region = "import-" + std::to_string(i);
        plan.offers.push_back({i + 4, ChangeKind::Add, offer, {}});
    }
    const auto result = store.apply(plan);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::SqlFailed);
    const Catalog after = load(store);
    EXPECT_EQ(after.gpus, before.gpus);
    EXPECT_EQ(after.offers, before.offers);

    ASSERT_TRUE(m_catalog->exec({GetParam() == Engine::Sqlite ? QStringLiteral("DROP TRIGGER refuse_one")
                                                              : QStringLiteral("DROP TRIGGER refuse_one ON offers")}));
    const auto retry = store.apply(plan);
    ASSERT_TRUE(retry.ok()) << retry.error().detail;
    EXPECT_EQ(*retry, 102);
    EXPECT_EQ(load(store).offers.size(), before.offers.size() + 100);
}

// Undo of an edit and of a delete: the row comes back exactly, bundled origin included, and a newer set of defaults
// updates it again like any untouched bundled row (the deletion mark is gone).
TEST_P(CatalogStoreTest, RestoringARowUndoesAnEditAndADelete)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    const Catalog before = load(store);
    const Gpu original = *findGpu(before, "H100 SXM");
    ASSERT_EQ(original.origin, RowOrigin::Bundled);

    Gpu edited = original;
    edited.memoryGB = 96;
    ASSERT_TRUE(store.saveGpu(edited).ok());
    EXPECT_EQ(findGpu(load(store), "H100 SXM")->origin, RowOrigin::UserEdited);
    ASSERT_TRUE(store.restoreGpu(original).ok());
    Gpu restoredGpu = *findGpu(load(store), "H100 SXM");
    EXPECT_EQ(restoredGpu.rowVersion, original.rowVersion + 2); // the edit and the undo are both writes
    restoredGpu.rowVersion = original.rowVersion;
    EXPECT_EQ(restoredGpu, original);

    const Offer offer = before.offers.front();
    ASSERT_TRUE(store.removeOffer(offer.id).ok());
    const auto restored = store.restoreOffer(offer);
    ASSERT_TRUE(restored.ok());
    const Catalog after = load(store);
    const auto back = std::find_if(after.offers.begin(), after.offers.end(),
                                   [&](const Offer& o) { return offerKey(o) == offerKey(offer); });
    ASSERT_NE(back, after.offers.end());
    EXPECT_TRUE(sameData(*back, offer));
    EXPECT_EQ(back->origin, RowOrigin::Bundled);
    EXPECT_EQ(back->id, *restored);
    EXPECT_EQ(after.offers.size(), before.offers.size());

    // The deletion mark went with the undo: newer defaults reprice the restored bundled offer again.
    ASSERT_TRUE(store.mergeDefaults(newerDefaults(), "newer").ok());
    const Catalog merged = load(store);
    const auto repriced = std::find_if(merged.offers.begin(), merged.offers.end(),
                                       [&](const Offer& o) { return offerKey(o) == offerKey(offer); });
    ASSERT_NE(repriced, merged.offers.end());
    ASSERT_TRUE(offer.onDemandUsdPerHour.has_value());
    EXPECT_NEAR(repriced->onDemandUsdPerHour.value_or(0), *offer.onDemandUsdPerHour * 0.9, 1e-9);
}

INSTANTIATE_TEST_SUITE_P(Engines, CatalogStoreTest, ::testing::Values(Engine::Sqlite, Engine::Postgres),
                         test::engineName);

// SPDX-License-Identifier: GPL-3.0-or-later
// The user's model library in the catalog (issue 28): the `models` table on both engines, the migration from schema
// version 6 with existing rows kept, row versions in a team catalog, and a config that no longer reads.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogSchema.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/StoreDialect.h"
#include "core/catalog/StoreEngines.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit;
using test::Engine;

namespace {

/// A small Llama-style config.json: 2 layers of width 64 (the values the assertions check are read off this text).
const char* kTinyConfig = R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64,
  "intermediate_size": 128, "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2,
  "vocab_size": 1000, "tie_word_embeddings": false, "torch_dtype": "bfloat16", "_name_or_path": "acme/tiny-64"})";

ModelEntry tinyEntry(const std::string& id = "acme/tiny-64")
{
    ModelEntry entry;
    entry.id = id;
    entry.hubId = "acme/tiny-64";
    entry.family = "Tiny";
    entry.configJson = kTinyConfig;
    entry.source = "/models/tiny/config.json";
    entry.sourceDate = "2026-03-01";
    return entry;
}

class ModelLibraryTest : public ::testing::TestWithParam<Engine>
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<test::EngineCatalog>(GetParam(), m_dir.path());
        if (!m_catalog->available())
            GTEST_SKIP() << test::kNoServer;
    }
    CatalogLocation where(test::Role role = test::Role::Owner) const { return m_catalog->location(role); }
    static Catalog load(const CatalogStore& store)
    {
        auto catalog = store.load();
        EXPECT_TRUE(catalog.ok()) << catalog.error().code << " " << catalog.error().detail;
        return catalog.ok() ? *catalog : Catalog{};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<test::EngineCatalog> m_catalog;
};

} // namespace

TEST_P(ModelLibraryTest, AnEntryIsAddedReadAsAPresetReplacedAndRemoved)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    EXPECT_TRUE(load(store).models.empty());
    ASSERT_TRUE(store.saveModel(tinyEntry()).ok());

    Catalog catalog = load(store);
    ASSERT_EQ(catalog.models.size(), 1u);
    const ModelPreset& preset = catalog.models.front();
    EXPECT_EQ(preset.id, "acme/tiny-64");
    EXPECT_EQ(preset.hfRepo, "acme/tiny-64");
    EXPECT_EQ(preset.family, "Tiny");
    EXPECT_EQ(preset.origin, ModelOrigin::User);
    EXPECT_EQ(preset.spec.hidden, 64);
    EXPECT_EQ(preset.spec.layers, 2);
    EXPECT_EQ(preset.spec.kvHeads, 2);
    EXPECT_EQ(preset.source, "/models/tiny/config.json");
    EXPECT_EQ(preset.sourceDate, "2026-03-01");
    ASSERT_EQ(catalog.modelEntries.size(), 1u);
    EXPECT_EQ(catalog.modelEntries.front().configJson, kTinyConfig); // the text as given
    EXPECT_EQ(catalog.modelEntries.front().rowVersion, 1);
    EXPECT_FALSE(catalog.modelEntries.front().publishedParamsB.has_value());

    ModelEntry edited = catalog.modelEntries.front();
    edited.family = "Tiny family";
    edited.publishedParamsB = 0.25;
    ASSERT_TRUE(store.saveModel(edited).ok());
    catalog = load(store);
    EXPECT_EQ(catalog.models.front().family, "Tiny family");
    EXPECT_EQ(catalog.models.front().spec.publishedParamsB, 0.25);
    EXPECT_EQ(catalog.modelEntries.front().rowVersion, 2);

    ASSERT_TRUE(store.removeModel("acme/tiny-64").ok());
    EXPECT_TRUE(load(store).models.empty());
    EXPECT_EQ(store.removeModel("acme/tiny-64").error().code, ErrorCode::NotFound);
}

TEST_P(ModelLibraryTest, ABadConfigNeverReplacesAGoodEntry)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    ASSERT_TRUE(store.saveModel(tinyEntry()).ok());

    ModelEntry truncated = tinyEntry();
    truncated.configJson = std::string(kTinyConfig).substr(0, 60);
    EXPECT_EQ(store.saveModel(truncated).error().code, ErrorCode::MalformedJson);
    ModelEntry noModel = tinyEntry();
    noModel.configJson = R"({"model_type": "llama"})";
    EXPECT_EQ(store.saveModel(noModel).error().code, ErrorCode::MissingKey);
    ModelEntry huge = tinyEntry();
    huge.configJson = std::string(kTinyConfig) + std::string(size_t(1) << 20, ' ');
    EXPECT_EQ(store.saveModel(huge).error().code, ErrorCode::FileTooLarge);
    ModelEntry badCount = tinyEntry();
    badCount.publishedParamsB = -1;
    EXPECT_EQ(store.saveModel(badCount).error().code, ErrorCode::OutOfRange);
    ModelEntry badId = tinyEntry("two\nlines");
    EXPECT_EQ(store.saveModel(badId).error().code, ErrorCode::InvalidValue);
    // One bad entry in a batch writes none of them.
    EXPECT_FALSE(store.saveModels({tinyEntry("other"), truncated}).ok());

    const Catalog catalog = load(store);
    ASSERT_EQ(catalog.modelEntries.size(), 1u);
    EXPECT_EQ(catalog.modelEntries.front().configJson, kTinyConfig);
    EXPECT_EQ(catalog.modelEntries.front().rowVersion, 1);
}

TEST_P(ModelLibraryTest, ARowWhoseConfigNoLongerReadsIsReportedNotDropped)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    ASSERT_TRUE(store.saveModel(tinyEntry()).ok());
    // Written by another program (or an older Tunefit): the store's own checks are bypassed.
    ASSERT_TRUE(
        m_catalog->exec({QStringLiteral("INSERT INTO models (id, config_json) VALUES ('broken', '{\"a\": ')")}));
    const Catalog catalog = load(store);
    EXPECT_EQ(catalog.modelEntries.size(), 2u);
    ASSERT_EQ(catalog.models.size(), 1u);
    ASSERT_EQ(catalog.modelProblems.size(), 1u);
    EXPECT_EQ(catalog.modelProblems.front().id, "broken");
    EXPECT_EQ(catalog.modelProblems.front().error.code, ErrorCode::MalformedJson);
    // The user can still remove it.
    EXPECT_TRUE(store.removeModel("broken").ok());
}

TEST_P(ModelLibraryTest, AnOlderCatalogIsMigratedKeepingItsRows)
{
    // A catalog as version 6 left it, with a row of the user's own.
    store_detail::StoreDialect dialect;
    dialect.engine = where().engine;
    QStringList statements;
    for (const store_detail::Migration& migration : store_detail::migrations()) {
        if (migration.toVersion > 6)
            continue;
        for (const char* statement : migration.statements)
            statements << dialect.schemaStatement(statement);
    }
    statements << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '6')")
               << QStringLiteral("INSERT INTO providers (name, notes, origin) VALUES ('Our Lab', 'rack 3', "
                                 "'user_added')");
    ASSERT_TRUE(m_catalog->exec(statements));

    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_EQ(report->migratedFrom, 6);
    EXPECT_EQ(CatalogStore::schemaVersion(), 9);
    Catalog catalog = load(store);
    const Provider* lab = findProvider(catalog, "Our Lab");
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->notes, "rack 3");
    EXPECT_TRUE(catalog.modelEntries.empty());
    ASSERT_TRUE(store.saveModel(tinyEntry()).ok());
    EXPECT_EQ(load(store).models.size(), 1u);
}

TEST_P(ModelLibraryTest, AStaleEditOrDeleteIsAConflictAndUndoRestoresTheRow)
{
    CatalogStore ana(where(test::Role::Editor));
    CatalogStore ben(where(test::Role::Editor));
    if (GetParam() == Engine::Postgres) {
        CatalogStore owner(where()); // the owner creates the schema the editors work in
        ASSERT_TRUE(owner.open().ok());
    }
    ASSERT_TRUE(ana.open().ok());
    ASSERT_TRUE(ben.open().ok());
    ASSERT_TRUE(ana.saveModel(tinyEntry()).ok());
    const ModelEntry anaRead = load(ana).modelEntries.front();
    const ModelEntry benRead = load(ben).modelEntries.front();

    ModelEntry anaEdit = anaRead;
    anaEdit.family = "Ana's";
    ASSERT_TRUE(ana.saveModel(anaEdit).ok());
    ModelEntry benEdit = benRead;
    benEdit.family = "Ben's";
    EXPECT_EQ(ben.saveModel(benEdit).error().code, ErrorCode::EditConflict);
    EXPECT_EQ(ben.removeModel(benRead.id, benRead.rowVersion).error().code, ErrorCode::EditConflict);
    const auto current = ben.currentModel(benRead.id);
    ASSERT_TRUE(current.ok());
    EXPECT_EQ(current->family, "Ana's");
    // Keeping his: saved over the current version.
    benEdit.rowVersion = current->rowVersion;
    EXPECT_TRUE(ben.saveModel(benEdit).ok());
    EXPECT_EQ(load(ana).models.front().family, "Ben's");

    // An undo writes the row back as it was (its origin and text), also after a delete.
    ASSERT_TRUE(ana.removeModel(anaRead.id).ok());
    EXPECT_EQ(ana.currentModel(anaRead.id).error().code, ErrorCode::NotFound);
    ASSERT_TRUE(ana.restoreModel(anaRead).ok());
    EXPECT_EQ(load(ben).models.front().family, "Tiny");
}

TEST_P(ModelLibraryTest, AReaderMayNotAddAndResetDropsOnlyWhenAsked)
{
    CatalogStore owner(where());
    ASSERT_TRUE(owner.open().ok());
    ASSERT_TRUE(owner.saveModel(tinyEntry()).ok());
    if (GetParam() == Engine::Postgres) {
        CatalogStore reader(where(test::Role::Reader));
        ASSERT_TRUE(reader.open().ok());
        EXPECT_EQ(load(reader).models.size(), 1u);
        EXPECT_EQ(reader.saveModel(tinyEntry("mine")).error().code, ErrorCode::PermissionDenied);
    }
    ASSERT_TRUE(owner.resetToDefaults(bundledCatalog(), true).ok());
    EXPECT_EQ(load(owner).models.size(), 1u);
    ASSERT_TRUE(owner.resetToDefaults(bundledCatalog(), false).ok());
    EXPECT_TRUE(load(owner).models.empty());
}

TEST_P(ModelLibraryTest, ATeamCatalogsOfflineCopyHasTheLibrary)
{
    if (GetParam() != Engine::Postgres)
        GTEST_SKIP() << "a team catalog's snapshot";
    {
        CatalogStore owner(where());
        ASSERT_TRUE(owner.open().ok());
        ASSERT_TRUE(owner.saveModel(tinyEntry()).ok());
    }
    CatalogStore again(where()); // the open after the change writes the copy
    ASSERT_TRUE(again.open().ok());
    const QString snapshot = where().snapshotPath();
    CatalogStore copy(snapshot);
    ASSERT_TRUE(copy.open().ok());
    const Catalog catalog = load(copy);
    ASSERT_EQ(catalog.models.size(), 1u);
    EXPECT_EQ(catalog.modelEntries.front().configJson, kTinyConfig);
}

INSTANTIATE_TEST_SUITE_P(Engines, ModelLibraryTest, ::testing::Values(Engine::Sqlite, Engine::Postgres),
                         test::engineName);

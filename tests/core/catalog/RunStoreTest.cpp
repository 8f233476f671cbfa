// SPDX-License-Identifier: GPL-3.0-or-later
// The user's measured runs and their calibrations in the catalog (issue 33): the `runs` and `calibrations` tables on
// both engines (every field, NULLs and values), the checks before a write, a calibration replaced by GPU and method
// scope, undo, row versions and a second client's change in a team catalog, the offline copy, and the migration from
// schema version 8 with existing rows kept.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogSchema.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/RunRows.h"
#include "core/catalog/StoreDialect.h"
#include "core/catalog/StoreEngines.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>

using namespace tunefit;
using test::Engine;
using test::Role;

namespace {

/// A run with every figure a log can give, in values that round-trip only if stored as doubles and 64-bit integers.
RunEntry fullRun(const std::string& id = "llama-8b lora, run 3")
{
    RunEntry run;
    run.id = id;
    MeasuredRun& m = run.measured;
    m.format = RunLogFormat::Megatron;
    m.stepsRead = 4'000'000'123;
    m.lastStep = 5'000'000'017;
    m.stepSeconds = 1.0 / 3;
    m.tokensPerSecondPerGpu = 6543.0625;
    m.samplesPerSecond = 12.345678901234567;
    m.tokensPerSecond = 52344.5;
    m.tflopsPerGpu = 401.25;
    m.mfu = 0.40571428571428572;
    m.peakMemoryBytes = 71'234'567'890.5;
    m.memoryFigure = MemoryFigure::Reserved;
    m.globalBatch = 3'000'000'000;
    m.gpuCount = 8;
    m.gpuName = "NVIDIA H100 80GB HBM3";
    m.linesRead = 3'500'000'000;
    m.linesSkipped = 17;
    run.logName = "train-2026-12-01.log";
    run.gpu = "H100 SXM";
    run.gpuCount = 8;
    run.jobJson = "{\n\t\"model\": \"acme/tiny-64\",\n\t\"note\": \"caf\xc3\xa9\"\n}";
    run.addedAt = "2026-12-01T10:00:00Z";
    return run;
}

/// A run whose log stated almost nothing: every optional figure NULL, no job.
RunEntry bareRun(const std::string& id = "bare")
{
    RunEntry run;
    run.id = id;
    run.measured.format = RunLogFormat::Torchtitan;
    run.measured.memoryFigure = MemoryFigure::Active;
    run.measured.peakMemoryBytes = 30e9;
    run.gpu = "A100 80GB";
    run.addedAt = "2026-11-30T09:00:00Z";
    return run;
}

CalibrationEntry calibration(std::optional<Method> method, double factor, std::optional<double> offset)
{
    CalibrationEntry entry;
    entry.gpu = "H100 SXM";
    entry.method = method;
    entry.timeFactor = factor;
    entry.memoryOffsetBytes = offset;
    entry.runId = "llama-8b lora, run 3";
    entry.runSummary = "train-2026-12-01.log, acme/tiny-64, 2026-12-01";
    entry.createdAt = "2026-12-02T08:30:00Z";
    return entry;
}

class RunStoreTest : public ::testing::TestWithParam<Engine>
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<test::EngineCatalog>(GetParam(), m_dir.path());
        if (!m_catalog->available())
            GTEST_SKIP() << test::kNoServer;
    }
    CatalogLocation where(Role role = Role::Owner) const { return m_catalog->location(role); }
    static Catalog load(const CatalogStore& store)
    {
        auto catalog = store.load();
        EXPECT_TRUE(catalog.ok()) << catalog.error().code << " " << catalog.error().detail;
        return catalog.ok() ? *catalog : Catalog{};
    }
    /// Statements that build a catalog as schema version `version` left it, in this engine's words.
    QStringList schemaUpTo(int version) const
    {
        store_detail::StoreDialect dialect;
        dialect.engine = where().engine;
        QStringList statements;
        for (const store_detail::Migration& migration : store_detail::migrations()) {
            if (migration.toVersion > version)
                continue;
            for (const char* statement : migration.statements)
                statements << dialect.schemaStatement(statement);
        }
        return statements;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<test::EngineCatalog> m_catalog;
};

} // namespace

TEST(RunLogKeys, EveryFormatAndFigureHasItsStableKey)
{
    const std::pair<RunLogFormat, const char*> formats[] = {{RunLogFormat::TrainerState, "trainer_state"},
                                                            {RunLogFormat::TrainerConsole, "trainer_console"},
                                                            {RunLogFormat::Torchtitan, "torchtitan"},
                                                            {RunLogFormat::Megatron, "megatron"},
                                                            {RunLogFormat::MetricsCsv, "metrics_csv"}};
    for (const auto& [format, key] : formats) {
        EXPECT_EQ(runLogFormatKey(format), key);
        EXPECT_EQ(runLogFormatFromKey(key), format);
    }
    const std::pair<MemoryFigure, const char*> figures[] = {
        {MemoryFigure::Allocated, "allocated"}, {MemoryFigure::Reserved, "reserved"}, {MemoryFigure::Active, "active"}};
    for (const auto& [figure, key] : figures) {
        EXPECT_EQ(memoryFigureKey(figure), key);
        EXPECT_EQ(memoryFigureFromKey(key), figure);
    }
    EXPECT_FALSE(runLogFormatFromKey("Megatron").has_value());
    EXPECT_FALSE(runLogFormatFromKey("").has_value());
    EXPECT_FALSE(memoryFigureFromKey("peak").has_value());
}

TEST(RunRowChecks, EachRunRefusalNamesItsField)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_FALSE(validateRunEntry(fullRun()).has_value());
    EXPECT_FALSE(validateRunEntry(bareRun()).has_value());
    struct RunCase
    {
        std::function<void(RunEntry&)> change;
        ErrorCode code;
        const char* field;
    };
    const RunCase runCases[] = {
        {[](RunEntry& r) { r.id.clear(); }, ErrorCode::MissingValue, "id"},
        {[](RunEntry& r) { r.id = " padded"; }, ErrorCode::InvalidValue, "id"},
        {[](RunEntry& r) { r.id = "two\nlines"; }, ErrorCode::InvalidValue, "id"},
        {[](RunEntry& r) { r.id = std::string(kMaxRunIdLength + 1, 'r'); }, ErrorCode::OutOfRange, "id"},
        {[](RunEntry& r) { r.id = "bad \xff utf-8"; }, ErrorCode::InvalidValue, "id"},
        {[](RunEntry& r) { r.gpu.clear(); }, ErrorCode::MissingValue, "gpu_name"},
        {[](RunEntry& r) { r.gpu = "H100\tSXM"; }, ErrorCode::InvalidValue, "gpu_name"},
        {[](RunEntry& r) { r.gpuCount = 0; }, ErrorCode::OutOfRange, "gpu_count"},
        {[](RunEntry& r) { r.gpuCount = 100'001; }, ErrorCode::OutOfRange, "gpu_count"},
        {[](RunEntry& r) { r.logName = "a\rb"; }, ErrorCode::InvalidValue, "log_name"},
        {[](RunEntry& r) { r.logName = std::string(kMaxRunTextLength + 1, 'l'); }, ErrorCode::OutOfRange, "log_name"},
        {[](RunEntry& r) { r.addedAt = "yesterday"; }, ErrorCode::InvalidValue, "added_at"},
        {[](RunEntry& r) { r.jobJson = std::string(size_t(kMaxRunJobBytes) + 1, ' '); }, ErrorCode::OutOfRange,
         "job_json"},
        {[](RunEntry& r) { r.jobJson = std::string("{\"a\": 1}\0", 9); }, ErrorCode::InvalidValue, "job_json"},
        {[&](RunEntry& r) { r.measured.stepSeconds = nan; }, ErrorCode::OutOfRange, "step_seconds"},
        {[&](RunEntry& r) { r.measured.tokensPerSecond = inf; }, ErrorCode::OutOfRange, "tokens_per_second"},
        {[](RunEntry& r) { r.measured.peakMemoryBytes = -1; }, ErrorCode::OutOfRange, "peak_memory_bytes"},
        {[](RunEntry& r) { r.measured.mfu = -0.1; }, ErrorCode::OutOfRange, "mfu"},
        {[](RunEntry& r) { r.measured.linesSkipped = -1; }, ErrorCode::OutOfRange, "lines_skipped"},
        {[](RunEntry& r) { r.measured.globalBatch = -4; }, ErrorCode::OutOfRange, "global_batch"},
        {[](RunEntry& r) { r.measured.gpuCount = 0; }, ErrorCode::OutOfRange, "gpu_count_logged"},
        {[](RunEntry& r) { r.measured.gpuName = "H100\n"; }, ErrorCode::InvalidValue, "logged_gpu_name"},
        {[](RunEntry& r) { r.measured.format = RunLogFormat(99); }, ErrorCode::InvalidValue, "format"},
    };
    for (const RunCase& c : runCases) {
        RunEntry run = fullRun();
        c.change(run);
        const auto error = validateRunEntry(run);
        ASSERT_TRUE(error.has_value()) << c.field;
        EXPECT_EQ(error->code, c.code) << c.field;
        EXPECT_EQ(error->field, c.field);
    }
    // The largest job text is kept.
    RunEntry largest = fullRun();
    largest.jobJson = std::string(size_t(kMaxRunJobBytes), ' ');
    EXPECT_FALSE(validateRunEntry(largest).has_value());
}

TEST(RunRowChecks, EachCalibrationRefusalNamesItsField)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_FALSE(validateCalibrationEntry(calibration(std::nullopt, 1.0, std::nullopt)).has_value());
    EXPECT_FALSE(validateCalibrationEntry(calibration(Method::QLoRA, kMinTimeFactor, -2e9)).has_value());
    struct CalibrationCase
    {
        std::function<void(CalibrationEntry&)> change;
        ErrorCode code;
        const char* field;
    };
    const CalibrationCase calibrationCases[] = {
        {[](CalibrationEntry& c) { c.gpu.clear(); }, ErrorCode::MissingValue, "gpu_name"},
        {[](CalibrationEntry& c) { c.gpu = "H100 "; }, ErrorCode::InvalidValue, "gpu_name"},
        {[](CalibrationEntry& c) { c.method = Method(999); }, ErrorCode::InvalidValue, "method_scope"},
        {[](CalibrationEntry& c) { c.timeFactor = 0.19; }, ErrorCode::OutOfRange, "time_factor"},
        {[](CalibrationEntry& c) { c.timeFactor = 5.01; }, ErrorCode::OutOfRange, "time_factor"},
        {[&](CalibrationEntry& c) { c.timeFactor = nan; }, ErrorCode::OutOfRange, "time_factor"},
        {[](CalibrationEntry& c) { c.memoryOffsetBytes = 2.0 * double(int64_t(1) << 40); }, ErrorCode::OutOfRange,
         "memory_offset_bytes"},
        {[&](CalibrationEntry& c) { c.memoryOffsetBytes = -inf; }, ErrorCode::OutOfRange, "memory_offset_bytes"},
        {[](CalibrationEntry& c) { c.runId.clear(); }, ErrorCode::MissingValue, "run_id"},
        {[](CalibrationEntry& c) { c.runSummary = "two\nlines"; }, ErrorCode::InvalidValue, "run_summary"},
        {[](CalibrationEntry& c) { c.createdAt = "2026-13-40T00:00:00Z"; }, ErrorCode::InvalidValue, "created_at"},
    };
    for (const CalibrationCase& c : calibrationCases) {
        CalibrationEntry entry = calibration(Method::LoRA, 1.2, 1e9);
        c.change(entry);
        const auto error = validateCalibrationEntry(entry);
        ASSERT_TRUE(error.has_value()) << c.field;
        EXPECT_EQ(error->code, c.code) << c.field;
        EXPECT_EQ(error->field, c.field);
    }
    CalibrationEntry slow = calibration(std::nullopt, 0.1, std::nullopt);
    const auto error = validateCalibrationEntry(slow);
    ASSERT_TRUE(error && error->allowed);
    EXPECT_EQ(error->allowed->min, kMinTimeFactor);
    EXPECT_EQ(error->allowed->max, kMaxTimeFactor);
}

TEST_P(RunStoreTest, ARunKeepsEveryFieldWithNullsAsNulls)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    EXPECT_TRUE(load(store).runs.empty());
    RunEntry largest = bareRun("largest job");
    largest.jobJson = std::string(size_t(kMaxRunJobBytes), 'j');
    largest.addedAt = "2026-12-03T00:00:00Z";
    for (const RunEntry& run : {fullRun(), bareRun(), largest}) {
        const auto saved = store.saveRun(run);
        ASSERT_TRUE(saved.ok()) << saved.error().code << " " << saved.error().detail;
        EXPECT_EQ(*saved, 1);
    }

    Catalog catalog = load(store);
    ASSERT_EQ(catalog.runs.size(), 3u);
    // By added_at, then id.
    EXPECT_EQ(catalog.runs[0].id, "bare");
    EXPECT_EQ(catalog.runs[1].id, "llama-8b lora, run 3");
    EXPECT_EQ(catalog.runs[2].id, "largest job");
    EXPECT_TRUE(sameData(catalog.runs[0], bareRun()));
    EXPECT_TRUE(sameData(catalog.runs[1], fullRun()));
    EXPECT_TRUE(sameData(catalog.runs[2], largest));
    const MeasuredRun& bare = catalog.runs[0].measured;
    EXPECT_FALSE(bare.stepSeconds || bare.tokensPerSecondPerGpu || bare.samplesPerSecond || bare.tokensPerSecond ||
                 bare.tflopsPerGpu || bare.mfu || bare.globalBatch || bare.gpuCount);
    EXPECT_EQ(bare.memoryFigure, MemoryFigure::Active);
    const RunEntry& full = catalog.runs[1];
    EXPECT_EQ(full.measured.stepSeconds, 1.0 / 3); // exactly: a double column on both engines
    EXPECT_EQ(full.measured.stepsRead, 4'000'000'123);
    EXPECT_EQ(full.measured.globalBatch, 3'000'000'000);
    EXPECT_EQ(full.jobJson, fullRun().jobJson);
    EXPECT_EQ(full.origin, RowOrigin::UserAdded);
    EXPECT_EQ(full.rowVersion, 1);
    const auto current = store.currentRun(full.id);
    ASSERT_TRUE(current.ok());
    EXPECT_EQ(*current, full);

    // Saving it unchanged writes nothing; an edit raises its version; a value back to NULL reads as NULL.
    EXPECT_EQ(*store.saveRun(full), 0);
    RunEntry edited = full;
    edited.measured.stepSeconds.reset();
    edited.measured.gpuCount.reset();
    edited.logName = "renamed.log";
    ASSERT_TRUE(store.saveRun(edited).ok());
    const RunEntry reread = *store.currentRun(full.id);
    EXPECT_TRUE(sameData(reread, edited));
    EXPECT_EQ(reread.rowVersion, 2);
    EXPECT_EQ(store.currentRun("no such run").error().code, ErrorCode::NotFound);
}

TEST_P(RunStoreTest, ARefusedRowIsNotWritten)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    RunEntry run = fullRun();
    run.gpuCount = 0;
    const auto refused = store.saveRun(run);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(refused.error().field, "gpu_count");
    run = fullRun();
    run.jobJson = std::string(size_t(kMaxRunJobBytes) + 1, ' ');
    EXPECT_EQ(store.saveRun(run).error().field, "job_json");
    const auto slow = store.saveCalibration(calibration(std::nullopt, 5.5, std::nullopt));
    ASSERT_FALSE(slow.ok());
    EXPECT_EQ(slow.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(slow.error().field, "time_factor");
    // An undo is checked too: a row that never was valid is not put back.
    EXPECT_EQ(store.restoreRun(run).error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(store.restoreCalibration(calibration(std::nullopt, 0, 0)).error().code, ErrorCode::OutOfRange);
    const Catalog catalog = load(store);
    EXPECT_TRUE(catalog.runs.empty());
    EXPECT_TRUE(catalog.calibrations.empty());
    // The store's own check repeats in the schema: a job text over the limit written by another program is refused.
    EXPECT_FALSE(test::execOn(where(), {QStringLiteral("INSERT INTO runs (id, format, gpu_name, job_json) VALUES "
                                                       "('x', 'megatron', 'H100 SXM', '%1')")
                                            .arg(QString(int(kMaxRunJobBytes) + 1, QLatin1Char('j')))}));
}

TEST_P(RunStoreTest, ACalibrationIsKeptPerGpuAndScopeAndReplacedWithAnUndo)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    const CalibrationEntry anyMethod = calibration(std::nullopt, 0.8125, -1.5e9);
    const CalibrationEntry lora = calibration(Method::LoRA, 1.25, std::nullopt);
    CalibrationEntry onA100 = calibration(Method::Full, 0.2, 2.0 * 1024 * 1024 * 1024);
    onA100.gpu = "A100 80GB";
    for (const CalibrationEntry& entry : {lora, onA100, anyMethod}) {
        const auto saved = store.saveCalibration(entry);
        ASSERT_TRUE(saved.ok()) << saved.error().code << " " << saved.error().detail;
        EXPECT_FALSE(saved->has_value()); // nothing replaced
    }
    Catalog catalog = load(store);
    ASSERT_EQ(catalog.calibrations.size(), 3u);
    // By GPU, then scope (every method first).
    EXPECT_TRUE(sameData(catalog.calibrations[0], onA100));
    EXPECT_TRUE(sameData(catalog.calibrations[1], anyMethod));
    EXPECT_TRUE(sameData(catalog.calibrations[2], lora));
    EXPECT_FALSE(catalog.calibrations[2].memoryOffsetBytes.has_value()); // NULL stays NULL
    EXPECT_EQ(catalog.calibrations[1].memoryOffsetBytes, -1.5e9);
    EXPECT_EQ(catalog.calibrations[1].rowVersion, 1);
    EXPECT_EQ(catalog.calibrations[1].origin, RowOrigin::UserAdded);

    // A new calibration for the same GPU and scope replaces the old one, which comes back for the undo.
    CalibrationEntry newer = calibration(Method::LoRA, 1.5, 3e8);
    newer.runId = "run 4";
    newer.runSummary = "run 4's log";
    const auto replaced = store.saveCalibration(newer);
    ASSERT_TRUE(replaced.ok());
    ASSERT_TRUE(replaced->has_value());
    EXPECT_TRUE(sameData(**replaced, lora));
    catalog = load(store);
    ASSERT_EQ(catalog.calibrations.size(), 3u);
    EXPECT_TRUE(sameData(catalog.calibrations[2], newer));
    EXPECT_EQ(catalog.calibrations[2].rowVersion, 2);
    ASSERT_TRUE(store.restoreCalibration(**replaced).ok());
    EXPECT_TRUE(sameData(*store.currentCalibration("H100 SXM", Method::LoRA), lora));

    // The undo of an add is a remove; the other scopes stay.
    ASSERT_TRUE(store.removeCalibration("H100 SXM", std::nullopt).ok());
    EXPECT_EQ(store.currentCalibration("H100 SXM", std::nullopt).error().code, ErrorCode::NotFound);
    EXPECT_EQ(store.removeCalibration("H100 SXM", std::nullopt).error().code, ErrorCode::NotFound);
    EXPECT_EQ(load(store).calibrations.size(), 2u);
    EXPECT_TRUE(store.currentCalibration("A100 80GB", Method::Full).ok());
}

TEST_P(RunStoreTest, RemovingARunKeepsItsCalibrationAndUndoBringsItBack)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    ASSERT_TRUE(store.saveRun(fullRun()).ok());
    ASSERT_TRUE(store.saveCalibration(calibration(Method::LoRA, 1.1, 1e9)).ok());
    const RunEntry before = *store.currentRun(fullRun().id);

    ASSERT_TRUE(store.removeRun(before.id).ok());
    EXPECT_EQ(store.currentRun(before.id).error().code, ErrorCode::NotFound);
    EXPECT_EQ(store.removeRun(before.id).error().code, ErrorCode::NotFound);
    Catalog catalog = load(store);
    EXPECT_TRUE(catalog.runs.empty());
    ASSERT_EQ(catalog.calibrations.size(), 1u);
    EXPECT_EQ(catalog.calibrations.front().runId, before.id);
    EXPECT_EQ(catalog.calibrations.front().runSummary, calibration(std::nullopt, 1, 0).runSummary);

    ASSERT_TRUE(store.restoreRun(before).ok());
    catalog = load(store);
    ASSERT_EQ(catalog.runs.size(), 1u);
    EXPECT_TRUE(sameData(catalog.runs.front(), before));
    EXPECT_EQ(catalog.runs.front().origin, RowOrigin::UserAdded);
}

TEST_P(RunStoreTest, AStaleEditOrDeleteIsAConflict)
{
    if (GetParam() == Engine::Postgres) {
        CatalogStore owner(where()); // the owner creates the schema the editors work in
        ASSERT_TRUE(owner.open().ok());
    }
    CatalogStore ana(where(Role::Editor));
    CatalogStore ben(where(Role::Editor));
    ASSERT_TRUE(ana.open().ok());
    ASSERT_TRUE(ben.open().ok());
    ASSERT_TRUE(ana.saveRun(fullRun()).ok());
    ASSERT_TRUE(ana.saveCalibration(calibration(Method::QLoRA, 1.1, std::nullopt)).ok());
    const Catalog anaRead = load(ana);
    const Catalog benRead = load(ben);
    ASSERT_EQ(benRead.runs.size(), 1u);
    ASSERT_EQ(benRead.calibrations.size(), 1u);

    RunEntry anaRun = anaRead.runs.front();
    anaRun.logName = "ana.log";
    ASSERT_TRUE(ana.saveRun(anaRun).ok());
    RunEntry benRun = benRead.runs.front();
    benRun.logName = "ben.log";
    EXPECT_EQ(ben.saveRun(benRun).error().code, ErrorCode::EditConflict);
    EXPECT_EQ(ben.removeRun(benRun.id, benRun.rowVersion).error().code, ErrorCode::EditConflict);
    benRun.rowVersion = ben.currentRun(benRun.id)->rowVersion; // keeping his: saved over the current version
    EXPECT_TRUE(ben.saveRun(benRun).ok());
    EXPECT_EQ(ana.currentRun(benRun.id)->logName, "ben.log");

    CalibrationEntry anaCalibration = anaRead.calibrations.front();
    anaCalibration.timeFactor = 1.3;
    ASSERT_TRUE(ana.saveCalibration(anaCalibration).ok());
    CalibrationEntry benCalibration = benRead.calibrations.front();
    benCalibration.memoryOffsetBytes = 5e8;
    EXPECT_EQ(ben.saveCalibration(benCalibration).error().code, ErrorCode::EditConflict);
    EXPECT_EQ(ben.removeCalibration("H100 SXM", Method::QLoRA, benCalibration.rowVersion).error().code,
              ErrorCode::EditConflict);
    EXPECT_EQ(ben.currentCalibration("H100 SXM", Method::QLoRA)->timeFactor, 1.3);
    // A calibration newly taken from a run (no version read) replaces Ana's, and hands hers back for an undo.
    CalibrationEntry fresh = benCalibration;
    fresh.rowVersion = 0;
    const auto replaced = ben.saveCalibration(fresh);
    ASSERT_TRUE(replaced.ok());
    ASSERT_TRUE(replaced->has_value());
    EXPECT_EQ((*replaced)->timeFactor, 1.3);
    EXPECT_EQ(ana.currentCalibration("H100 SXM", Method::QLoRA)->memoryOffsetBytes, 5e8);
}

TEST_P(RunStoreTest, AnotherClientSeesANewCalibration)
{
    if (GetParam() == Engine::Postgres) {
        CatalogStore owner(where());
        ASSERT_TRUE(owner.open().ok());
    }
    CatalogStore watcher(where(Role::Editor));
    CatalogStore editor(where(Role::Editor));
    ASSERT_TRUE(watcher.open().ok());
    ASSERT_TRUE(editor.open().ok());
    EXPECT_TRUE(load(watcher).calibrations.empty());
    const int64_t before = *watcher.changeStamp();

    ASSERT_TRUE(editor.saveCalibration(calibration(Method::DoRA, 0.9, 2e9)).ok());
    // The watcher's poll sees the change; its next load has the calibration.
    EXPECT_EQ(*watcher.changeStamp(), before + 1);
    const Catalog seen = load(watcher);
    ASSERT_EQ(seen.calibrations.size(), 1u);
    EXPECT_TRUE(sameData(seen.calibrations.front(), calibration(Method::DoRA, 0.9, 2e9)));
    // A refused save commits nothing.
    EXPECT_FALSE(editor.saveCalibration(calibration(Method::DoRA, 9, 2e9)).ok());
    EXPECT_EQ(*watcher.changeStamp(), before + 1);
    ASSERT_TRUE(editor.saveRun(bareRun()).ok());
    EXPECT_EQ(*watcher.changeStamp(), before + 2);
    EXPECT_EQ(load(watcher).runs.size(), 1u);
}

TEST_P(RunStoreTest, ACalibrationForAMethodThisTunefitDoesNotKnowIsLeftOut)
{
    CatalogStore store(where());
    ASSERT_TRUE(store.open().ok());
    // Written by a newer Tunefit: a method scope this one has no key for. Read as "every method" it would apply to
    // every job on the card; it is left out instead (and kept in the catalog for the newer Tunefit).
    ASSERT_TRUE(m_catalog->exec({QStringLiteral("INSERT INTO calibrations (gpu_name, method_scope, time_factor, "
                                                "run_id) VALUES ('H100 SXM', 'future_method', 2.0, 'r')")}));
    EXPECT_TRUE(load(store).calibrations.empty());
    const auto saved = store.saveCalibration(calibration(std::nullopt, 1.0, std::nullopt));
    ASSERT_TRUE(saved.ok());
    EXPECT_FALSE(saved->has_value());
    const Catalog catalog = load(store);
    ASSERT_EQ(catalog.calibrations.size(), 1u);
    EXPECT_FALSE(catalog.calibrations.front().method.has_value());
    EXPECT_EQ(catalog.calibrations.front().timeFactor, 1.0);
}

TEST_P(RunStoreTest, AReaderMayNotAddAndResetDropsOnlyWhenAsked)
{
    CatalogStore owner(where());
    ASSERT_TRUE(owner.open().ok());
    ASSERT_TRUE(owner.saveRun(fullRun()).ok());
    ASSERT_TRUE(owner.saveCalibration(calibration(std::nullopt, 1, std::nullopt)).ok());
    if (GetParam() == Engine::Postgres) {
        CatalogStore reader(where(Role::Reader));
        ASSERT_TRUE(reader.open().ok());
        const Catalog catalog = load(reader);
        EXPECT_EQ(catalog.runs.size(), 1u);
        EXPECT_EQ(catalog.calibrations.size(), 1u);
        EXPECT_EQ(reader.saveRun(bareRun()).error().code, ErrorCode::PermissionDenied);
        EXPECT_EQ(reader.saveCalibration(calibration(Method::LoRA, 1, 0)).error().code, ErrorCode::PermissionDenied);
        EXPECT_EQ(reader.removeCalibration("H100 SXM", std::nullopt).error().code, ErrorCode::PermissionDenied);
    }
    ASSERT_TRUE(owner.resetToDefaults(bundledCatalog(), true).ok());
    EXPECT_EQ(load(owner).runs.size(), 1u);
    EXPECT_EQ(load(owner).calibrations.size(), 1u);
    ASSERT_TRUE(owner.resetToDefaults(bundledCatalog(), false).ok());
    EXPECT_TRUE(load(owner).runs.empty());
    EXPECT_TRUE(load(owner).calibrations.empty());
}

TEST_P(RunStoreTest, ATeamCatalogsOfflineCopyHasTheRunsAndCalibrations)
{
    if (GetParam() != Engine::Postgres)
        GTEST_SKIP() << "a team catalog's snapshot";
    {
        CatalogStore owner(where());
        ASSERT_TRUE(owner.open().ok());
        ASSERT_TRUE(owner.saveRun(fullRun()).ok());
        ASSERT_TRUE(owner.saveRun(bareRun()).ok());
        ASSERT_TRUE(owner.saveCalibration(calibration(Method::LoRA, 1.25, std::nullopt)).ok());
        ASSERT_TRUE(owner.saveCalibration(calibration(std::nullopt, 0.75, -1e9)).ok());
    }
    ASSERT_TRUE(m_catalog->exec({QStringLiteral("INSERT INTO calibrations (gpu_name, method_scope, time_factor, "
                                                "run_id) VALUES ('H100 SXM', 'future_method', 2.0, 'r')")}));
    CatalogStore again(where()); // the open after the change writes the copy
    ASSERT_TRUE(again.open().ok());
    CatalogStore copy(where().snapshotPath());
    ASSERT_TRUE(copy.open().ok());
    const Catalog catalog = load(copy);
    ASSERT_EQ(catalog.runs.size(), 2u);
    EXPECT_TRUE(sameData(catalog.runs[1], fullRun()));
    EXPECT_TRUE(sameData(catalog.runs[0], bareRun()));
    ASSERT_EQ(catalog.calibrations.size(), 2u);
    EXPECT_TRUE(sameData(catalog.calibrations[0], calibration(std::nullopt, 0.75, -1e9)));
    EXPECT_TRUE(sameData(catalog.calibrations[1], calibration(Method::LoRA, 1.25, std::nullopt)));
}

TEST_P(RunStoreTest, AVersion8CatalogIsMigratedKeepingItsRows)
{
    // A catalog as version 8 left it, with rows of the user's own (a card, a provider, a library model).
    QStringList statements = schemaUpTo(8);
    statements << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '8')")
               << QStringLiteral("INSERT INTO gpus (name, vendor, memory_gb, fp4_dense_tflops, scale_up_domain_gpus, "
                                 "notes, origin) VALUES ('Lab Card 96', 'Lab', 96, 1800, 8, 'rack 4', 'user_added')")
               << QStringLiteral("INSERT INTO providers (name, notes, origin) VALUES ('Our Lab', 'rack 3', "
                                 "'user_added')")
               << QStringLiteral("INSERT INTO models (id, config_json, family) VALUES ('kept', '{}', 'Kept')");
    ASSERT_TRUE(m_catalog->exec(statements));

    CatalogStore store(where());
    const auto report = store.open();
    ASSERT_TRUE(report.ok()) << report.error().detail;
    EXPECT_EQ(report->migratedFrom, 8);
    EXPECT_EQ(CatalogStore::schemaVersion(), 9);
    Catalog catalog = load(store);
    const Gpu* lab = findGpu(catalog, "Lab Card 96");
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->notes, "rack 4");
    EXPECT_EQ(lab->fp4Tflops, 1800);
    EXPECT_EQ(lab->scaleUpDomainGpus, 8);
    EXPECT_EQ(lab->origin, RowOrigin::UserAdded);
    ASSERT_NE(findProvider(catalog, "Our Lab"), nullptr);
    EXPECT_EQ(findProvider(catalog, "Our Lab")->notes, "rack 3");
    ASSERT_EQ(catalog.modelEntries.size(), 1u);
    EXPECT_EQ(catalog.modelEntries.front().family, "Kept");
    EXPECT_TRUE(catalog.runs.empty());
    EXPECT_TRUE(catalog.calibrations.empty());

    ASSERT_TRUE(store.saveRun(fullRun()).ok());
    ASSERT_TRUE(store.saveCalibration(calibration(Method::LoRA, 1.1, std::nullopt)).ok());
    catalog = load(store);
    EXPECT_EQ(catalog.runs.size(), 1u);
    EXPECT_EQ(catalog.calibrations.size(), 1u);
    // Opening again migrates nothing.
    CatalogStore again(where());
    const auto second = again.open();
    ASSERT_TRUE(second.ok());
    EXPECT_EQ(second->migratedFrom, 0);
}

INSTANTIATE_TEST_SUITE_P(Engines, RunStoreTest, ::testing::Values(Engine::Sqlite, Engine::Postgres), test::engineName);

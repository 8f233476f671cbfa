// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: one job reads the same in the window, on the command line and in the report. For each job below the
// window's panels (offscreen), `tunefit estimate --json`, `tunefit plan --json` and the report's structured data must
// agree on the fit verdict, the per-GPU peak, the sharding used, the best offer, its hours and its cost.
#include "PanelInputs.h"
#include "core/catalog/CatalogStore.h"
#include "core/import/ConfigImport.h"
#include "core/io/Csv.h"
#include "core/memory/FitSearch.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/ModelNames.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "core/report/ResultsExport.h"
#include "core/training/EnumKeys.h"
#include "present/AdviceWording.h"
#include "present/ReportRenderer.h"
#include "ui/memory/BreakdownModel.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

constexpr const char* kGpu = "H100 SXM";

/// What one front end says about a job.
struct Answer
{
    bool fits = false;
    double peakGiB = 0;
    std::string sharding;
    std::string bestProvider;
    std::string bestInstance;
    double bestHours = 0;
    double bestCostUsd = 0;
    std::string bestSetting;     ///< the best offer's setting as the front end words it (issue 27)
    std::string bestSettingKeys; ///< the same as knob=value keys ("as_set" when it runs the job as set)
};

/// The setting's keys from `plan --json`'s `setting` object, built here from the JSON alone.
std::string settingKeysOf(const QJsonObject& setting)
{
    if (setting.value(QStringLiteral("as_set")).toBool())
        return "as_set";
    std::string keys;
    for (const QJsonValue& v : setting.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        const QString knob = c.value(QStringLiteral("knob")).toString();
        QString to = c.value(QStringLiteral("to")).toString();
        if (knob == QStringLiteral("micro_batch"))
            to = QStringLiteral("%1x%2")
                     .arg(c.value(QStringLiteral("to")).toInt())
                     .arg(c.value(QStringLiteral("to_accumulation")).toInt());
        if (knob == QStringLiteral("model_parallel")) {
            const QJsonObject degrees = c.value(QStringLiteral("to")).toObject();
            to = QStringLiteral("tp%1_pp%2_ep%3")
                     .arg(degrees.value(QStringLiteral("tensor_parallel")).toInt())
                     .arg(degrees.value(QStringLiteral("pipeline_parallel")).toInt())
                     .arg(degrees.value(QStringLiteral("expert_parallel")).toInt());
        }
        keys += (keys.empty() ? "" : ";") + knob.toStdString() + "=" + to.toStdString();
    }
    return keys;
}

std::string today()
{
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}

QJsonObject runJson(const QStringList& arguments, int expectedExit)
{
    QProcess process;
    process.start(QStringLiteral(TUNEFIT_BINARY), arguments);
    EXPECT_TRUE(process.waitForFinished(60000));
    if (expectedExit >= 0) { // -1: whichever the answer is
        EXPECT_EQ(process.exitCode(), expectedExit) << process.readAllStandardError().toStdString();
    }
    QJsonParseError error{};
    const QJsonDocument json = QJsonDocument::fromJson(process.readAllStandardOutput(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << arguments.join(u' ').toStdString();
    return json.object();
}

Answer fromWindow(const QString& jobPath, const QString& catalogPath)
{
    MainWindow window(nullptr, catalogPath);
    EXPECT_TRUE(window.loadJob(jobPath).isEmpty());
    EXPECT_EQ(window.jobPanel()->inputs().gpuName.toStdString(), kGpu);
    Answer a;
    // What the Memory tab shows: its verdict sentence and the breakdown's rows.
    a.fits = window.breakdownPane()->fitText().startsWith(QStringLiteral("Fits"));
    const BreakdownModel* rows = window.breakdownPane()->model();
    for (int row = 0; row < rows->rowCount(); ++row)
        a.peakGiB += rows->data(rows->index(row, BreakdownModel::GiBColumn), BreakdownModel::BytesRole).toDouble();
    a.peakGiB /= double(1u << 30);
    // What the job panel shows as the sharding.
    auto* sharding = window.jobPanel()->findChild<QComboBox*>(QStringLiteral("sharding"));
    EXPECT_NE(sharding, nullptr);
    if (sharding)
        a.sharding = std::string(keyOf(shardingKeys(), Sharding(sharding->currentData().toInt())));
    // The Offers tab's first row.
    const OffersModel* offers = window.offersView()->model();
    if (offers->rowCount() > 0 && offers->option(0).fits) {
        a.bestProvider = offers->offer(0).provider;
        a.bestInstance = offers->offer(0).instanceType;
        a.bestHours = offers->data(offers->index(0, OffersModel::HoursColumn), OffersModel::SortRole).toDouble();
        a.bestCostUsd = offers->data(offers->index(0, OffersModel::CostColumn), OffersModel::SortRole).toDouble();
        a.bestSetting = offers->data(offers->index(0, OffersModel::SettingColumn)).toString().toStdString();
        a.bestSettingKeys =
            settingChangesCell(optionSetting(offers->result(), offers->option(0), offers->evaluation().job));
    }
    return a;
}

Answer fromCommandLine(const QString& jobPath, const QString& catalogPath, int estimateExit)
{
    Answer a;
    const QJsonObject estimate =
        runJson({QStringLiteral("estimate"), QStringLiteral("--job"), jobPath, QStringLiteral("--gpu"),
                 QString::fromLatin1(kGpu), QStringLiteral("--catalog"), catalogPath, QStringLiteral("--json")},
                estimateExit);
    a.fits = estimate.value(QStringLiteral("fits")).toBool();
    a.peakGiB = estimate.value(QStringLiteral("whole_device_gib")).toDouble();
    a.sharding = estimate.value(QStringLiteral("sharding")).toString().toStdString();
    const QJsonObject plan =
        runJson({QStringLiteral("plan"), QStringLiteral("--job"), jobPath, QStringLiteral("--catalog"), catalogPath,
                 QStringLiteral("--today"), QString::fromStdString(today()), QStringLiteral("--top"),
                 QStringLiteral("1"), QStringLiteral("--json")},
                -1);
    const QJsonArray options = plan.value(QStringLiteral("options")).toArray();
    if (!options.isEmpty() && options.first().toObject().value(QStringLiteral("fits")).toBool()) {
        const QJsonObject best = options.first().toObject();
        a.bestProvider = best.value(QStringLiteral("provider")).toString().toStdString();
        a.bestInstance = best.value(QStringLiteral("instance")).toString().toStdString();
        a.bestHours = best.value(QStringLiteral("hours")).toDouble();
        a.bestCostUsd = best.value(QStringLiteral("total_cost_usd")).toDouble();
        a.bestSettingKeys = settingKeysOf(best.value(QStringLiteral("setting")).toObject());
        // The table's words: the line under the first row.
        QProcess table;
        table.start(QStringLiteral(TUNEFIT_BINARY),
                    {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("plan"), QStringLiteral("--job"),
                     jobPath, QStringLiteral("--catalog"), catalogPath, QStringLiteral("--today"),
                     QString::fromStdString(today()), QStringLiteral("--top"), QStringLiteral("1")});
        EXPECT_TRUE(table.waitForFinished(60000));
        for (const QString& line : QString::fromUtf8(table.readAllStandardOutput()).split(QLatin1Char('\n'))) {
            if (line.trimmed().startsWith(QStringLiteral("runs: ")))
                a.bestSetting = line.trimmed().mid(6).toStdString();
        }
    }
    return a;
}

Answer fromReport(const JobDocument& document, const Catalog& catalog)
{
    ReportOptions options;
    options.today = today();
    const Report report = buildReport(document, catalog, options);
    Answer a;
    const Gpu* gpu = findGpu(catalog, kGpu);
    EXPECT_NE(gpu, nullptr);
    EXPECT_FALSE(report.memoryError.has_value());
    a.peakGiB = report.memory.wholeDevice / double(1u << 30);
    a.fits =
        gpu && judgeFit(report.memory.wholeDevice, memoryBytes(*gpu), report.job.assumptions.memoryMarginFraction).fits;
    a.sharding = std::string(keyOf(shardingKeys(), report.job.parallel.sharding));
    if (report.recommended) {
        a.bestProvider = report.recommended->provider;
        a.bestInstance = report.recommended->instanceType;
        a.bestHours = report.recommended->option.hours;
        a.bestCostUsd = report.recommended->option.totalCostUsd;
        a.bestSetting = settingChangesText(report.recommended->setting).toStdString();
        a.bestSettingKeys = settingChangesCell(report.recommended->setting);
        // And the PDF's page says it in those words.
        EXPECT_TRUE(ReportRenderer::html(report).contains(QString::fromStdString(a.bestSetting).toHtmlEscaped()));
    }
    return a;
}

void expectSame(const Answer& a, const Answer& b, const char* what)
{
    EXPECT_EQ(a.fits, b.fits) << what;
    EXPECT_NEAR(a.peakGiB, b.peakGiB, 1e-6 * std::max(1.0, a.peakGiB)) << what;
    EXPECT_EQ(a.sharding, b.sharding) << what;
    EXPECT_EQ(a.bestProvider, b.bestProvider) << what;
    EXPECT_EQ(a.bestInstance, b.bestInstance) << what;
    EXPECT_NEAR(a.bestHours, b.bestHours, 1e-9 * std::max(1.0, a.bestHours)) << what;
    EXPECT_NEAR(a.bestCostUsd, b.bestCostUsd, 1e-9 * std::max(1.0, a.bestCostUsd)) << what;
    EXPECT_EQ(a.bestSetting, b.bestSetting) << what;
    EXPECT_EQ(a.bestSettingKeys, b.bestSettingKeys) << what;
}

/// A job that uses between 95% and 100% of the selected card: "does not fit" with the margin, everywhere.
JobDocument jobAtNinetySevenPercent()
{
    JobDocument document;
    document.job = test::defaultInputs().job;
    const double capacity = memoryBytes(*findGpu(bundledCatalog(), kGpu));
    const Job& j = document.job;
    const auto longest =
        largestFitting(j.model, j.setup, j.parallel, 0.985 * capacity, SweepAxis::SequenceLength, 1 << 20);
    EXPECT_TRUE(longest);
    document.job.setup.seqLen = longest.value_or(2048);
    const auto estimate = estimateMemory(j.model, document.job.setup, j.parallel);
    EXPECT_TRUE(estimate.ok());
    const double share = estimate.ok() ? estimate->wholeDevice / capacity : 0;
    EXPECT_GT(share, 0.95);
    EXPECT_LE(share, 0.985);
    return document;
}

/// Several GPUs and no sharding chosen: every front end runs it as the one default (DDP), not one ZeRO-3 and one DDP.
JobDocument severalGpusNoSharding()
{
    JobDocument document;
    document.job = test::defaultInputs().job;
    document.job.parallel.gpus = 4;
    document.job.parallel.sharding = Sharding::None;
    return document;
}

class FrontEnds : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_catalogPath = m_dir.filePath(QStringLiteral("catalog.db"));
        CatalogStore store(m_catalogPath);
        ASSERT_TRUE(store.open().ok());
        auto catalog = store.load();
        ASSERT_TRUE(catalog.ok());
        m_catalog = *catalog;
    }

    QString write(const JobDocument& document, const QString& name)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(writeJobFile(document)));
        return path;
    }

    void check(const QString& path, int estimateExit, bool expectFits, const char* expectSharding)
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const auto document = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size())));
        ASSERT_TRUE(document.ok());

        const Answer window = fromWindow(path, m_catalogPath);
        const Answer cli = fromCommandLine(path, m_catalogPath, estimateExit);
        const Answer report = fromReport(*document, m_catalog);
        // Independent anchors: what the job must read as, whoever computes it.
        EXPECT_EQ(window.fits, expectFits);
        EXPECT_EQ(window.sharding, expectSharding);
        EXPECT_GT(window.peakGiB, 1);
        EXPECT_FALSE(window.bestSetting.empty());
        EXPECT_FALSE(window.bestSettingKeys.empty());
        expectSame(window, cli, "window vs command line");
        expectSame(window, report, "window vs report");
    }

    QTemporaryDir m_dir;
    QString m_catalogPath;
    Catalog m_catalog;
};

TEST_F(FrontEnds, TheQloraExampleReadsTheSameEverywhere)
{
    check(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json"), 0, true, "none");
}

TEST_F(FrontEnds, TheImportedModelExampleReadsTheSameEverywhere)
{
    check(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/custom-7b-lora-imported.tunefit.json"), 0, true, "none");
}

TEST_F(FrontEnds, TheMultiNodeExampleReadsTheSameEverywhere)
{
    // A 70B full fine-tune, FSDP full shard over 32 GPUs in four nodes.
    check(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-70b-full-multinode.tunefit.json"), 0, true,
          "fsdp_full");
}

TEST_F(FrontEnds, AJobAtNinetySevenPercentDoesNotFitAnywhere)
{
    check(write(jobAtNinetySevenPercent(), QStringLiteral("tight.tunefit.json")), 1, false, "none");
}

TEST_F(FrontEnds, SeveralGpusWithoutAShardingRunAsDdpEverywhere)
{
    check(write(severalGpusNoSharding(), QStringLiteral("four.tunefit.json")), 0, true, "ddp");
}

// The CLI exports used to be checked by their exit code alone. The CSV and JSON must list the same ranked options as
// `tunefit plan --all` (every evaluated offer, best first), with the same numbers.
TEST_F(FrontEnds, ExportedResultsListThePlanInItsOrder)
{
    const QString job = QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json");
    const QString day = QString::fromStdString(today());
    const QJsonArray planned =
        runJson({QStringLiteral("plan"), QStringLiteral("--job"), job, QStringLiteral("--catalog"), m_catalogPath,
                 QStringLiteral("--today"), day, QStringLiteral("--all"), QStringLiteral("--top"), QStringLiteral("0"),
                 QStringLiteral("--json")},
                0)
            .value(QStringLiteral("options"))
            .toArray();
    ASSERT_GT(planned.size(), 10);

    const QString csvPath = m_dir.filePath(QStringLiteral("results.csv"));
    const QString jsonPath = m_dir.filePath(QStringLiteral("results.json"));
    for (const auto& [flag, path] :
         {std::pair{QStringLiteral("--csv"), csvPath}, std::pair{QStringLiteral("--json"), jsonPath}}) {
        QProcess process;
        process.start(QStringLiteral(TUNEFIT_BINARY),
                      {QStringLiteral("export-results"), job, QStringLiteral("--catalog"), m_catalogPath,
                       QStringLiteral("--today"), day, flag, path});
        ASSERT_TRUE(process.waitForFinished(60000));
        ASSERT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
    }

    QFile json(jsonPath);
    ASSERT_TRUE(json.open(QIODevice::ReadOnly));
    const QJsonObject exported = QJsonDocument::fromJson(json.readAll()).object();
    const QJsonArray options = exported.value(QStringLiteral("options")).toArray();
    ASSERT_EQ(options.size(), planned.size());
    for (qsizetype i = 0; i < options.size(); ++i) {
        const QJsonObject a = options[i].toObject();
        const QJsonObject b = planned[i].toObject();
        EXPECT_EQ(a.value(QStringLiteral("rank")).toInt(), i + 1);
        for (const char* key : {"provider", "instance", "gpu", "strategy"})
            EXPECT_EQ(a.value(QLatin1String(key)).toString(), b.value(QLatin1String(key)).toString())
                << key << " row " << i;
        EXPECT_EQ(a.value(QStringLiteral("fits")).toBool(), b.value(QStringLiteral("fits")).toBool()) << "row " << i;
        EXPECT_DOUBLE_EQ(a.value(QStringLiteral("hours")).toDouble(), b.value(QStringLiteral("hours")).toDouble());
        EXPECT_DOUBLE_EQ(a.value(QStringLiteral("total_usd")).toDouble(),
                         b.value(QStringLiteral("total_cost_usd")).toDouble());
    }

    // The CSV: a header, then one record per option in the same order, with C-locale numbers.
    QFile csvFile(csvPath);
    ASSERT_TRUE(csvFile.open(QIODevice::ReadOnly));
    const auto table = csv::parse(csvFile.readAll().toStdString());
    ASSERT_TRUE(table.has_value());
    ASSERT_EQ(qsizetype(table->records.size()), planned.size());
    const int provider = table->column("provider");
    const int total = table->column("total_usd");
    const int hours = table->column("hours");
    ASSERT_GE(provider, 0);
    ASSERT_GE(total, 0);
    ASSERT_GE(hours, 0);
    for (qsizetype i = 0; i < planned.size(); ++i) {
        const auto& record = table->records[size_t(i)];
        const QJsonObject b = planned[i].toObject();
        EXPECT_EQ(QString::fromStdString(std::string(table->cell(record, provider))),
                  b.value(QStringLiteral("provider")).toString());
        // The CSV rounds to cents, the JSON to tenths of a cent: 32.485 in JSON is 32.48 in the CSV.
        EXPECT_NEAR(std::stod(std::string(table->cell(record, total))),
                    b.value(QStringLiteral("total_cost_usd")).toDouble(), 0.005 + 0.0005 + 1e-9);
        EXPECT_NEAR(std::stod(std::string(table->cell(record, hours))), b.value(QStringLiteral("hours")).toDouble(),
                    0.0005);
    }
}

} // namespace

namespace {

/// The entry a name is read as in each front end ("-" when it is refused), issue 28: one name rule for --model, the
/// window's model box, job files and the importers.
struct NameReadings
{
    std::string cli, window, jobFile, importer;
};

/// What `tunefit estimate --model NAME --json` read the name as, from a finished process.
std::string cliReadingOf(const std::string& name, QProcess& process)
{
    EXPECT_TRUE(process.waitForFinished(60000)) << name;
    if (process.exitCode() != 0)
        return "-";
    // --json carries the reading; an exact name has none, so the model's own name is compared.
    const QJsonObject cli = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    if (cli.contains(QStringLiteral("model_reading")))
        return cli.value(QStringLiteral("model_reading"))
            .toObject()
            .value(QStringLiteral("resolved_as"))
            .toString()
            .toStdString();
    const ModelPreset* p = findPreset(name);
    return p ? p->id : "?";
}

/// The command line's readings of many names, eight processes at a time.
std::vector<std::string> cliReadingsOf(const std::vector<std::string>& names)
{
    std::vector<std::string> out;
    constexpr size_t kAtOnce = 8;
    for (size_t first = 0; first < names.size(); first += kAtOnce) {
        std::vector<std::unique_ptr<QProcess>> running;
        for (size_t i = first; i < std::min(names.size(), first + kAtOnce); ++i) {
            running.push_back(std::make_unique<QProcess>());
            running.back()->start(QStringLiteral(TUNEFIT_BINARY),
                                  {QStringLiteral("estimate"), QStringLiteral("--model"),
                                   QString::fromStdString(names[i]), QStringLiteral("--json")});
        }
        for (size_t i = 0; i < running.size(); ++i)
            out.push_back(cliReadingOf(names[first + i], *running[i]));
    }
    return out;
}

NameReadings readingsOf(const std::string& name, const std::string& cliReading)
{
    NameReadings r;
    r.cli = cliReading;
    // The window: typed into the model box and confirmed with Enter.
    JobPanel panel;
    auto* box = panel.findChild<QComboBox*>(QStringLiteral("model"));
    box->lineEdit()->setText(QString::fromStdString(name));
    emit box->lineEdit()->editingFinished();
    const Job job = panel.inputs().job;
    if (job.unreadModel)
        r.window = "-";
    else if (const ModelPreset* p = presetMatching(job.model))
        r.window = p->id;
    // A job file naming it.
    const std::string file = R"({"format": "tunefit-job", "version": 5, "model": {"preset": ")" + name +
                             R"("}, "method": "lora", "setup": {}, "parallel": {}, "dataset": {"tokens": 1e6}})";
    const auto document = readJobFile(file);
    r.jobFile = document ? document->presetId : "-";
    // An axolotl config naming it.
    const auto imported = importTrainingConfigText("base_model: " + name + "\nadapter: lora\n", "/tmp/names.yml");
    r.importer = imported && imported->modelSource != ModelSource::NotFound ? imported->presetId : "-";
    return r;
}

} // namespace

TEST(FrontEndConsistency, EveryFrontEndReadsAModelNameByTheOneRule)
{
    // An exact id, a derivative, a mirror, a quantized upload, another version, and names that are not found.
    const std::vector<std::pair<std::string, std::string>> names = {
        {"meta-llama/Llama-3.1-8B", "llama-3.1-8b"},
        {"Qwen/Qwen2.5-7B-Instruct", "qwen2.5-7b-instruct"},
        {"NousResearch/Meta-Llama-3.1-8B", "llama-3.1-8b"},
        {"unsloth/Llama-3.2-1B", "llama-3.2-1b"},
        {"unsloth/gemma-2-9b-it-bnb-4bit", "gemma-2-9b"},
        {"mistralai/Mistral-7B-Instruct-v0.2", "mistral-7b-instruct-v0.2"},
        {"TinyLlama/TinyLlama-1.1B-Chat-v0.6", "tinyllama-1.1b"},
        {"HuggingFaceH4/zephyr-7b-beta", "-"},
        {"no-such-model", "-"},
    };
    for (const auto& [name, expected] : names) {
        const NameReadings r = readingsOf(name, cliReadingsOf({name}).front());
        EXPECT_EQ(r.cli, expected) << name << " on the command line";
        EXPECT_EQ(r.window, expected) << name << " in the window";
        EXPECT_EQ(r.jobFile, expected) << name << " in a job file";
        EXPECT_EQ(r.importer, expected) << name << " in an imported config";
    }
}

TEST(FrontEndConsistency, EveryIdOfTheNameTableReadsTheSameInEveryFrontEnd)
{
    // The whole name table of issue 28 (tests/data/model-names.csv), not a sample: the command line, the model box,
    // a job file and an imported config read every id as the one rule does. The rule's answers themselves are
    // checked against the table's hand-written entries in ModelNames.EveryIdOfTheTableResolvesAsWrittenThere.
    std::ifstream in(TUNEFIT_SOURCE_DIR "/tests/data/model-names.csv");
    std::vector<std::string> names;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#' && line.rfind("name,", 0) != 0)
            names.push_back(line.substr(0, line.find(',')));
    ASSERT_GE(names.size(), 100u);
    const std::vector<std::string> cli = cliReadingsOf(names);
    int resolved = 0;
    for (size_t i = 0; i < names.size(); ++i) {
        const NameResolution rule = resolveModelName(names[i]);
        const std::string expected = rule.match ? rule.match->entry->id : "-";
        resolved += rule.match ? 1 : 0;
        const NameReadings r = readingsOf(names[i], cli[i]);
        EXPECT_EQ(r.cli, expected) << names[i] << " on the command line";
        EXPECT_EQ(r.window, expected) << names[i] << " in the window";
        EXPECT_EQ(r.jobFile, expected) << names[i] << " in a job file";
        EXPECT_EQ(r.importer, expected) << names[i] << " in an imported config";
    }
    std::printf("[ names    ] %d of %zu ids read the same, and resolved, in all four front ends\n", resolved,
                names.size());
}

// SPDX-License-Identifier: GPL-3.0-or-later
// PDF reports read back with poppler-utils (pdftotext, pdfinfo, pdffonts); skipped where they are not installed.
#include "present/ReportRenderer.h"
#include "core/catalog/BundledCatalog.h"
#include "core/model/Presets.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "present/Language.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/MainWindow.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using tunefit::present::Language;
using tunefit::present::ReportRenderer;

namespace {

JobDocument example(const QString& name)
{
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/") + name);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name.toStdString();
    auto read = readJobFile(f.readAll().toStdString());
    EXPECT_TRUE(read.ok()) << name.toStdString();
    return read.ok() ? *read : JobDocument{};
}

QString run(const QString& tool, const QStringList& arguments)
{
    QProcess p;
    p.start(tool, arguments);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// pdftotext breaks lines, splits at spaces and drops a hyphen at a line end; compare without whitespace or hyphens.
QString squeeze(QString s)
{
    return s.normalized(QString::NormalizationForm_KC).remove(QRegularExpression(QStringLiteral("[\\s-]+")));
}

struct LanguageGuard
{
    ~LanguageGuard() { Language::apply(QStringLiteral("en"), false); }
};

class ReportPdf : public ::testing::TestWithParam<std::tuple<const char*, const char*>>
{
};

} // namespace

TEST(ReportRenderer, PageSizeByTerritory)
{
    EXPECT_EQ(ReportRenderer::pageSizeFor(QLocale(QLocale::English, QLocale::UnitedStates)), QPageSize::Letter);
    EXPECT_EQ(ReportRenderer::pageSizeFor(QLocale(QLocale::French, QLocale::Canada)), QPageSize::Letter);
    EXPECT_EQ(ReportRenderer::pageSizeFor(QLocale(QLocale::Turkish, QLocale::Turkey)), QPageSize::A4);
    EXPECT_EQ(ReportRenderer::pageSizeFor(QLocale(QLocale::Hindi, QLocale::India)), QPageSize::A4);
}

TEST_P(ReportPdf, ReadsBackInItsLanguage)
{
    const QString lang = QString::fromLatin1(std::get<0>(GetParam()));
    const QString job = QString::fromLatin1(std::get<1>(GetParam()));
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        GTEST_SKIP() << "pdftotext (poppler-utils) not installed";
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(lang, false));
    const JobDocument d = example(job);
    const Report r = buildReport(d, bundledCatalog(), {"2026-11-30", "0.1.0", 5, 64});
    ASSERT_TRUE(r.recommended.has_value());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    ASSERT_TRUE(ReportRenderer::writePdf(r, pdf, &error)) << error.toStdString();
    // Ligatures (ﬀ, ﬁ) come back as one character: compare in compatibility form.
    const QString text =
        run(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).normalized(QString::NormalizationForm_KC);
    const QString flat = squeeze(run(pdftotext, {pdf, QStringLiteral("-")}));
    const bool hindi = lang == QStringLiteral("hi"); // Devanagari comes back with its vowel signs reordered
    ASSERT_FALSE(text.isEmpty());

    // Headings in the report's language.
    for (const char* heading : {"Top offers", "Chosen offers side by side", "Recommendation", "Assumptions",
                                "Fit across GPUs", "Sources of prices"})
        EXPECT_TRUE(hindi || flat.contains(squeeze(QCoreApplication::translate("ReportRenderer", heading))))
            << lang.toStdString() << ": " << heading;
    if (lang == QStringLiteral("en")) {
        EXPECT_TRUE(text.contains(QStringLiteral("Top offers")));
    }
    if (lang == QStringLiteral("tr")) {
        EXPECT_TRUE(text.contains(QStringLiteral("En iyi teklifler")));
        EXPECT_TRUE(text.contains(QStringLiteral("Varsayımlar")));
    }
    if (hindi) {
        EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("[\\x{0900}-\\x{097F}]{3,}"))))
            << "no Devanagari extracted";
        EXPECT_FALSE(text.contains(QStringLiteral("Top offers")));
    }
    // Numbers per locale: the recommended total as the locale writes it; Turkish uses a decimal comma.
    const QLocale locale;
    EXPECT_TRUE(flat.contains(squeeze(locale.toString(r.recommended->option.totalCostUsd, 'f', 2))))
        << locale.toString(r.recommended->option.totalCostUsd, 'f', 2).toStdString();
    if (lang == QStringLiteral("tr")) {
        EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("\\d,\\d\\d"))));
    }
    // Every chosen offer.
    ASSERT_FALSE(r.chosen.empty());
    for (const ReportOffer& o : r.chosen) {
        EXPECT_TRUE(flat.contains(squeeze(QString::fromStdString(o.provider)))) << o.provider;
        // A long instance name may wrap after a hyphen in its column (pdftotext then reads the rest after the next
        // cells): each hyphen-separated part is there.
        for (const QString& part : QString::fromStdString(o.instanceType).split(QLatin1Char('-')))
            EXPECT_TRUE(flat.contains(squeeze(part))) << o.instanceType;
    }
    // Page count and embedded fonts.
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (!pdfinfo.isEmpty()) {
        const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run(pdfinfo, {pdf}));
        ASSERT_TRUE(match.hasMatch());
        const int pages = match.captured(1).toInt();
        EXPECT_GE(pages, 2);
        // Repeated table headers and headings moved to the next page with their tables cost up to a page (issue 29).
        EXPECT_LE(pages, 7);
        EXPECT_TRUE(hindi || text.contains(QCoreApplication::translate("ReportRenderer", "Page %1 of %2")
                                               .arg(locale.toString(pages), locale.toString(pages))));
    }
    const QString pdffonts = QStandardPaths::findExecutable(QStringLiteral("pdffonts"));
    if (!pdffonts.isEmpty()) {
        const QStringList lines = run(pdffonts, {pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        ASSERT_GT(lines.size(), 2);
        for (qsizetype i = 2; i < lines.size(); ++i) {
            // name type encoding emb sub uni object ID: "emb" is the first yes/no column.
            const QStringList cols = lines[i].split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
            const auto emb = std::find_if(cols.begin(), cols.end(), [](const QString& c) {
                return c == QStringLiteral("yes") || c == QStringLiteral("no");
            });
            ASSERT_NE(emb, cols.end()) << lines[i].toStdString();
            EXPECT_EQ(*emb, QStringLiteral("yes")) << lines[i].toStdString();
        }
        if (hindi) {
            EXPECT_TRUE(lines.join(QLatin1Char('\n')).contains(QStringLiteral("Devanagari")));
        }
    }
    // Keep the rendered PDFs for people to look at (docs/screenshots come from these).
    const QString keep = qEnvironmentVariable("TUNEFIT_REPORT_OUT");
    if (!keep.isEmpty()) {
        QDir().mkpath(keep);
        const QString name =
            QStringLiteral("%1/%2-%3.pdf").arg(keep, job.left(job.indexOf(QStringLiteral(".tunefit"))), lang);
        QFile::remove(name);
        QFile::copy(pdf, name);
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, ReportPdf,
                         ::testing::Combine(::testing::Values("en", "hi", "tr"),
                                            ::testing::Values("llama-3.1-8b-qlora.tunefit.json",
                                                              "llama-3.1-70b-full-multinode.tunefit.json")));

namespace {

Report reportFor(const JobDocument& document)
{
    ReportOptions options;
    options.today = "2026-11-30";
    options.appVersion = "test";
    return buildReport(document, bundledCatalog(), options);
}

JobDocument presetJob(const char* preset)
{
    JobDocument d;
    d.presetId = preset;
    d.job.model = findPreset(preset)->spec;
    d.job.setup.method = Method::LoRA;
    d.job.datasetTokens = 1e6;
    return d;
}

} // namespace

// Issue 14: the report's job section names the objective and its reference, the memory section the phase that holds
// a GRPO step's peak, and the model section the architecture facts beyond a dense transformer.
TEST(ReportRenderer, ShowsTheObjectiveAndTheArchitecture)
{
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    JobDocument dpo = presetJob("llama-3.1-8b");
    dpo.job.setup.objective.objective = Objective::Dpo;
    dpo.job.setup.objective.reference = ReferenceModel::AdaptersDisabled;
    const QString dpoHtml = ReportRenderer::html(reportFor(dpo));
    EXPECT_TRUE(dpoHtml.contains(QStringLiteral("DPO (preference pairs) · Reference: Base with adapters disabled")))
        << dpoHtml.toStdString().substr(0, 2000);
    EXPECT_FALSE(dpoHtml.contains(QStringLiteral("Peak during")));
    EXPECT_FALSE(dpoHtml.contains(QStringLiteral("Latent attention"))); // Llama has none of these
    EXPECT_FALSE(dpoHtml.contains(QStringLiteral("Vision tower")));

    JobDocument grpo = presetJob("llama-3.1-8b");
    grpo.job.setup.seqLen = 8192;
    grpo.job.setup.checkpointing = Checkpointing::Full;
    grpo.job.setup.objective.objective = Objective::Grpo;
    grpo.job.setup.objective.generationBatch = 64; // 64 GiB of KV cache (BreakdownPane test)
    const QString grpoHtml = ReportRenderer::html(reportFor(grpo));
    EXPECT_TRUE(grpoHtml.contains(QStringLiteral("Peak during generation: ")))
        << grpoHtml.toStdString().substr(0, 3000);
    EXPECT_TRUE(grpoHtml.contains(QStringLiteral("GRPO (groups of completions)")));

    // DeepSeek-V3 config.json: kv_lora_rank 512, q_lora_rank 1536, qk_rope_head_dim 64.
    const QString v3 = ReportRenderer::html(reportFor(presetJob("deepseek-v3")));
    EXPECT_TRUE(v3.contains(QStringLiteral("Latent attention: key/value latent of 512, query latent of 1,536, rotary "
                                           "key of 64")))
        << v3.toStdString().substr(0, 2000);
    // Gemma 3 4B: a 27-layer SigLIP of width 1152; 29 of its 34 layers attend within 1,024 tokens (5 local : 1 global).
    const QString gemma = ReportRenderer::html(reportFor(presetJob("gemma-3-4b")));
    EXPECT_TRUE(gemma.contains(QStringLiteral("Vision tower: 27 layers of width 1,152")))
        << gemma.toStdString().substr(0, 2000);
    EXPECT_TRUE(gemma.contains(QStringLiteral("Sliding window: 29 of 34 layers attend within 1,024 tokens")));
}

// Issue 16: the job's choices in the words of the job panel (present/JobWording), never the job file's keys.
TEST(ReportRenderer, WordsTheSetupAsThePanelDoes)
{
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    JobDocument d = presetJob("llama-3.1-8b");
    TrainingSetup& t = d.job.setup;
    t.method = Method::QLoRA;
    t.baseQuant = BaseQuant::NF4DoubleQuant;
    t.adapter.targets = kAllLinear;
    t.optimizer = Optimizer::PagedAdamW8bit;
    t.compute = Compute::AmpBF16;
    t.checkpointing = Checkpointing::Offload;
    t.attention = Attention::Sdpa;
    const QString html = ReportRenderer::html(reportFor(d));
    for (const char* words :
         {"QLoRA (4-bit base)", "All linear layers", "NF4, double quantization", "Paged AdamW 8-bit",
          "Mixed bf16 (fp32 master weights)", "Offload to CPU", "PyTorch SDPA"})
        EXPECT_TRUE(html.contains(QString::fromUtf8(words))) << words;
    for (const char* key : {">qlora", "nf4_dq", "paged_adamw_8bit", "amp_bf16", "offload /", "/ sdpa"})
        EXPECT_FALSE(html.contains(QString::fromUtf8(key))) << key;
}

namespace {

/// The HTML of the table row that starts with `start`, up to its end.
QString rowStarting(const QString& html, const QString& start)
{
    const qsizetype from = html.indexOf(start);
    if (from < 0)
        return {};
    return html.mid(from, html.indexOf(QStringLiteral("</tr>"), from) - from);
}

constexpr uint32_t kStorageUnknown = uint32_t(PlanWarning::StoragePriceUnknown);
constexpr uint32_t kEgressUnknown = uint32_t(PlanWarning::EgressPriceUnknown);

} // namespace

// Issue 29: a storage or egress price the catalog does not know reads "unknown", never 0.00 (the planner counted it
// as 0); hours keep their tenth in every row; the assumptions and the sources name no path on anyone's disk.
TEST(ReportRenderer, NumbersSayWhatTheyAre)
{
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    Report r = reportFor(example(QStringLiteral("llama-3.1-8b-qlora.tunefit.json")));
    ASSERT_GE(r.topOffers.size(), 2u);
    ASSERT_GE(r.chosen.size(), 2u);
    ASSERT_FALSE(r.priceSources.empty());
    r.topOffers[0].option.warnings |= kStorageUnknown;
    r.topOffers[0].option.warnings &= ~kEgressUnknown;
    r.topOffers[0].option.hours = 14.04; // the old rounding printed "14"
    r.topOffers[1].option.warnings &= ~(kStorageUnknown | kEgressUnknown);
    r.topOffers[1].option.onDemand.storageUsd = r.topOffers[1].option.spot.cost.storageUsd = 0.25;
    r.topOffers[1].option.hours = 9.26;
    r.chosen[0].option.warnings |= kStorageUnknown | kEgressUnknown;
    for (size_t i = 1; i < r.chosen.size(); ++i)
        r.chosen[i].option.warnings &= ~(kStorageUnknown | kEgressUnknown);
    r.priceSources[0].source = "/home/ana/prices/lambda-2026-11.csv";
    const QString html = ReportRenderer::html(r);

    const QString first = rowStarting(html, QStringLiteral("<tr><td>1</td>"));
    ASSERT_FALSE(first.isEmpty()) << html.toStdString();
    EXPECT_EQ(first.count(QStringLiteral(">unknown<")), 1) << first.toStdString(); // storage only
    EXPECT_TRUE(first.contains(QStringLiteral(">14.0<"))) << first.toStdString();
    const QString second = rowStarting(html, QStringLiteral("<tr><td>2</td>"));
    EXPECT_FALSE(second.contains(QStringLiteral("unknown"))) << second.toStdString();
    EXPECT_TRUE(second.contains(QStringLiteral(">0.25<"))) << second.toStdString();
    EXPECT_TRUE(second.contains(QStringLiteral(">9.3<"))) << second.toStdString();
    // The side-by-side table: the first chosen offer's storage and egress are unknown, the others' are prices.
    for (const char* label : {"<tr><th align=\"left\">Storage USD</th>", "<tr><th align=\"left\">Egress USD</th>"}) {
        const QString line = rowStarting(html, QString::fromLatin1(label));
        ASSERT_FALSE(line.isEmpty()) << label;
        EXPECT_EQ(line.count(QStringLiteral(">unknown<")), 1) << line.toStdString();
    }
    // Every offer the real catalog flags shows it too: no "0.00" stands for a price nobody published.
    const Report real = reportFor(example(QStringLiteral("llama-3.1-8b-qlora.tunefit.json")));
    const QString realHtml = ReportRenderer::html(real);
    for (size_t i = 0; i < real.topOffers.size(); ++i) {
        const QString line = rowStarting(realHtml, QStringLiteral("<tr><td>%1</td>").arg(i + 1));
        const uint32_t w = real.topOffers[i].option.warnings;
        EXPECT_EQ(line.count(QStringLiteral(">unknown<")),
                  int(bool(w & kStorageUnknown)) + int(bool(w & kEgressUnknown)))
            << line.toStdString();
    }

    EXPECT_FALSE(html.contains(QStringLiteral("docs/"))) << "a repository path in the assumptions";
    EXPECT_TRUE(html.contains(QStringLiteral("estimation.md")));
    EXPECT_FALSE(html.contains(QStringLiteral("/home/ana")));
    EXPECT_TRUE(html.contains(QStringLiteral("lambda-2026-11.csv")));
}

// Issue 29: offers compared in the window are the job's chosen offers. The document kept only the ones of the file it
// was opened from, so the report said "No offers were chosen for comparison." although three were compared.
TEST(ReportRenderer, ReportsTheOffersComparedInTheWindow)
{
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    QTemporaryDir dir;
    tunefit::ui::MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    tunefit::ui::OffersView* offers = window.offersView();
    ASSERT_GE(offers->proxy()->rowCount(), 3);
    EXPECT_TRUE(window.currentReport().chosen.empty());
    QItemSelectionModel* selection = offers->table()->selectionModel();
    for (int row : {0, 1, 2})
        selection->select(offers->proxy()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    offers->compareSelected();
    std::vector<int64_t> expected;
    for (int row : offers->selectedRows())
        expected.push_back(offers->model()->offer(row).id);
    ASSERT_EQ(expected.size(), 3u);
    EXPECT_EQ(window.currentDocument().chosenOfferIds, expected);
    EXPECT_TRUE(window.isWindowModified()); // a choice the user can save with the job

    const Report report = window.currentReport();
    ASSERT_EQ(report.chosen.size(), 3u);
    EXPECT_TRUE(report.chosenMissing.empty());
    for (size_t i = 0; i < expected.size(); ++i)
        EXPECT_EQ(report.chosen[i].offerId, expected[i]);
    const QString html = ReportRenderer::html(report);
    EXPECT_FALSE(html.contains(QStringLiteral("No offers were chosen for comparison.")));
    EXPECT_TRUE(html.contains(QStringLiteral("Chosen offers side by side")));
}

// Issue 29: every grid table has its header row as a header (QTextTableFormat::headerRowCount, from <thead>), so it
// repeats on each page the table runs onto; the job's key-value table has none.
TEST(ReportRenderer, GridTablesHaveARepeatedHeaderRow)
{
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    QTextDocument doc;
    doc.setHtml(ReportRenderer::html(reportFor(example(QStringLiteral("llama-3.1-8b-qlora.tunefit.json")))));
    int withHeader = 0;
    int without = 0;
    for (QTextFrame* frame : doc.rootFrame()->childFrames()) {
        if (const auto* table = qobject_cast<QTextTable*>(frame))
            (table->format().headerRowCount() == 1 ? withHeader : without) += 1;
    }
    EXPECT_EQ(withHeader, 5); // memory, fit, top offers, chosen offers, sources
    EXPECT_EQ(without, 1);    // the job
}

class ReportPages : public ::testing::TestWithParam<const char*>
{
};

// Issue 29, in the PDF: no page ends with a heading (it starts the next page with its table), a table that runs onto
// the next page shows its header there too, and Turkish headers wrap between words ("Hesaplam|a USD" before).
TEST_P(ReportPages, HeadingsStayWithTheirTablesAndHeadersRepeat)
{
    const QString lang = QString::fromLatin1(GetParam());
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        GTEST_SKIP() << "pdftotext (poppler-utils) not installed";
    LanguageGuard guard;
    ASSERT_TRUE(Language::apply(lang, false));
    const Report r = reportFor(example(QStringLiteral("llama-3.1-8b-qlora.tunefit.json")));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    ASSERT_TRUE(ReportRenderer::writePdf(r, pdf));
    const QString text =
        run(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).normalized(QString::NormalizationForm_KC);
    const QStringList pages = text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    ASSERT_GE(pages.size(), 3);

    QStringList headings;
    for (const char* heading : {"The job", "GPU memory per GPU", "Fit across GPUs", "Top offers", "Cost against time",
                                "Chosen offers side by side", "Recommendation", "Assumptions", "Sources of prices"})
        headings << QCoreApplication::translate("ReportRenderer", heading);
    for (qsizetype i = 0; i < pages.size(); ++i) {
        QStringList lines = pages[i].split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (QString& line : lines)
            line = line.simplified();
        lines.removeAll(QString());
        ASSERT_GE(lines.size(), 2) << "page " << i + 1;
        // The last line is the footer; the one above it is the page's last line of content.
        EXPECT_FALSE(headings.contains(lines[lines.size() - 2]))
            << lang.toStdString() << " page " << i + 1 << " ends with " << lines[lines.size() - 2].toStdString();
    }

    // The fit table runs from its first GPU to its last: every page it is on shows its header.
    const QString header = squeeze(QCoreApplication::translate("ReportRenderer", "Sharding")); // one word: no wrap
    ASSERT_FALSE(r.fits.empty());
    for (const QString& page : pages) {
        const QString flat = squeeze(page);
        if (flat.contains(squeeze(QString::fromStdString(r.fits.front().gpu))) ||
            flat.contains(squeeze(QString::fromStdString(r.fits.back().gpu)))) {
            EXPECT_TRUE(flat.contains(header)) << lang.toStdString() << ": " << page.left(400).toStdString();
        }
    }
    if (lang == QStringLiteral("tr")) {
        for (const char* word : {"Hesaplama", "Depolama", "Toplam"})
            EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QLatin1String(word)))))
                << word << " broken inside the word";
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, ReportPages, ::testing::Values("en", "tr"));

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29: help where the words are hard (one glossary behind the breakdown's tooltips and Help > Glossary), no
// legend rows of nothing, one statement per GPU row, a what-if chart with room for its plot, and a PDF fit table
// without repeated rows.
#include "PanelInputs.h"
#include "core/memory/MemoryEstimator.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "present/Glossary.h"
#include "present/JobSession.h"
#include "present/Language.h"
#include "present/ReportRenderer.h"
#include "present/Settings.h"
#include "ui/job/JobPanel.h"
#include "ui/memory/BreakdownChart.h"
#include "ui/memory/BreakdownModel.h"
#include "ui/memory/FitOverviewModel.h"
#include "ui/memory/WhatIfChart.h"
#include "ui/window/GlossaryDialog.h"
#include "ui/window/MainWindow.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

class LanguageGuard
{
public:
    ~LanguageGuard() { Language::apply(QStringLiteral("en"), false); }
};

JobInputs inputs70bQlora()
{
    JobPanel panel;
    EXPECT_TRUE(panel.selectModel(QStringLiteral("Llama-3.1-70B")));
    panel.setMethod(Method::QLoRA);
    panel.setSequenceLength(4096);
    return panel.inputs();
}

} // namespace

// A component of exactly 0 bytes whose basis is a formula that came to nothing (Buffers of a job that gathers
// nothing) is left out of the table; the chart draws only what holds memory; everything that holds memory is in both.
TEST(BreakdownModel, LeavesOutComponentsOfZeroBytes)
{
    const auto withMethod = [](Method method) {
        JobPanel panel;
        panel.setMethod(method);
        return panel.inputs();
    };
    const JobInputs lora = withMethod(Method::LoRA);
    const JobInputs qlora = withMethod(Method::QLoRA);
    const JobInputs full = withMethod(Method::Full);
    int emptyBuffers = 0;
    for (const JobInputs& in : {lora, qlora, full}) {
        const auto result = estimateMemory(in.job.model, in.job.setup, in.job.parallel);
        ASSERT_TRUE(result.ok());
        BreakdownModel model;
        model.setBreakdown(*result);
        std::set<MemoryComponent> rows;
        for (int row = 0; row < model.rowCount(); ++row)
            rows.insert(model.componentAt(row));
        int holding = 0;
        for (const ComponentMemory& c : result->components) {
            holding += c.bytes > 0 ? 1 : 0;
            if (c.bytes > 0) {
                EXPECT_EQ(rows.count(c.component), 1u) << componentKey(c.component);
            }
            const bool buffers =
                c.basis.kind == BasisKind::BuffersForward || c.basis.kind == BasisKind::BuffersBackward;
            if (buffers && c.bytes == 0) {
                ++emptyBuffers;
                EXPECT_EQ(rows.count(c.component), 0u) << componentKey(c.component);
            }
        }
        BreakdownChart chart;
        chart.setBreakdown(*result, 80.0 * (1 << 30));
        auto* bars = qobject_cast<QAbstractBarSeries*>(chart.findChild<QChartView*>()->chart()->series().value(0));
        ASSERT_NE(bars, nullptr);
        EXPECT_EQ(bars->count(), holding);
    }
    EXPECT_GT(emptyBuffers, 0) << "the test needs a job whose buffers come to nothing";
}

// Every memory component has one line saying what it is, in each language (TranslationFiles checks the Hindi and
// Turkish are there), and the breakdown's name cell shows it as its tooltip.
TEST(Glossary, EveryBreakdownRowSaysWhatItIs)
{
    LanguageGuard guard;
    const auto result = estimateMemory(test::defaultInputs().job.model, test::defaultInputs().job.setup, {});
    ASSERT_TRUE(result.ok());
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        for (int i = 0; i < kMemoryComponentCount; ++i) {
            const QString line = componentMeaning(MemoryComponent(i));
            EXPECT_FALSE(line.isEmpty());
            EXPECT_FALSE(line.contains(QLatin1Char('\n'))) << line.toStdString();
        }
        BreakdownModel model;
        model.setBreakdown(*result);
        ASSERT_GT(model.rowCount(), 0);
        for (int row = 0; row < model.rowCount(); ++row)
            EXPECT_EQ(model.data(model.index(row, BreakdownModel::ComponentColumn), Qt::ToolTipRole).toString(),
                      componentMeaning(model.componentAt(row)));
    }
}

// Help > Glossary lists the terms the issue named, one sentence each, in each language, from the same source.
TEST(Glossary, HelpMenuListsTheHardTerms)
{
    LanguageGuard guard;
    QTemporaryDir dir;
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        const std::vector<GlossaryEntry> entries = glossaryEntries();
        std::set<QString> terms;
        for (const GlossaryEntry& e : entries) {
            terms.insert(e.term);
            EXPECT_FALSE(e.meaning.isEmpty()) << e.term.toStdString();
            EXPECT_FALSE(e.meaning.contains(QLatin1Char('\n'))) << e.term.toStdString();
        }
        EXPECT_EQ(terms.size(), entries.size()) << "a term listed twice";
        for (const char* kept : {"LoRA", "QLoRA", "ZeRO-1", "ZeRO-2", "ZeRO-3", "FSDP", "FlashAttention", "MFU"})
            EXPECT_EQ(terms.count(QString::fromLatin1(kept)), 1u) << kept;
        for (const char* translated : {"Tiled MLP", "Optimizer step in backward", "Tensor parallel",
                                       "Pipeline parallel", "Checkpointing: selective (per op)"})
            EXPECT_EQ(terms.count(Glossary::tr(translated)), 1u) << translated;

        MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
        auto* action = window.findChild<QAction*>(QStringLiteral("glossaryAction"));
        ASSERT_NE(action, nullptr);
        EXPECT_FALSE(action->text().isEmpty());
        action->trigger();
        auto* dialog = window.findChild<GlossaryDialog*>();
        ASSERT_NE(dialog, nullptr);
        ASSERT_EQ(size_t(dialog->table()->rowCount()), entries.size());
        for (int row = 0; row < dialog->table()->rowCount(); ++row) {
            EXPECT_EQ(dialog->table()->item(row, 0)->text(), entries[size_t(row)].term);
            EXPECT_EQ(dialog->table()->item(row, 1)->text(), entries[size_t(row)].meaning);
        }
    }
}

// 70B QLoRA at 4,096 tokens needs four H100s as set, or one with offload: the row says both in one statement, never
// "Needs 4 GPUs" beside "Fits with: …" (which is about the job's one GPU).
TEST(FitOverviewModel, EachRowMakesOneStatement)
{
    const JobInputs in = inputs70bQlora();
    ASSERT_EQ(in.job.parallel.gpus, 1);
    FitOverviewModel model;
    model.setResults(*test::evaluated(in), *test::bundled());
    int withChanges = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const FitOverviewModel::Row& row = model.rows()[size_t(r)];
        const QString verdict = model.data(model.index(r, FitOverviewModel::VerdictColumn)).toString();
        const QString advice = model.data(model.index(r, FitOverviewModel::AdviceColumn)).toString();
        if (row.verdict == FitOverviewModel::Verdict::NeedsSeveral && advice.startsWith(QStringLiteral("Fits with"))) {
            ++withChanges;
            EXPECT_EQ(verdict, QStringLiteral("Needs %1 GPUs as set, or 1 with changes").arg(row.gpus))
                << row.gpu.toStdString();
        }
        if (row.gpu == QStringLiteral("H100 SXM")) {
            // 70B at 4 bits is about 35 GB of frozen weights; with 4,096-token activations and logits beside them an
            // 80 GB card is too small as set, and offload makes room on one.
            EXPECT_EQ(row.verdict, FitOverviewModel::Verdict::NeedsSeveral);
            EXPECT_TRUE(verdict.endsWith(QStringLiteral(", or 1 with changes"))) << verdict.toStdString();
        }
        // The tooltip says the whole statement, which the narrow column elides.
        EXPECT_TRUE(model.data(model.index(r, FitOverviewModel::VerdictColumn), Qt::ToolTipRole)
                        .toString()
                        .startsWith(verdict));
    }
    EXPECT_GT(withChanges, 0);
}

// The what-if legend names the curve and the current setting under the plot; the capacity lines are named in the
// read-off table with their pens, so the plot keeps most of the width.
TEST(WhatIfChart, LegendLeavesThePlotItsWidth)
{
    Settings::setComparedGpus({QStringLiteral("H100 SXM"), QStringLiteral("A100 40GB SXM")});
    JobSession session;
    WhatIfChart chart;
    QObject::connect(&session, &JobSession::evaluated, &chart, [&] { chart.setResults(session.evaluation()); });
    session.setToday(QStringLiteral("2026-12-01"));
    session.setWhatIf(chart.axis(), chart.comparedGpus());
    JobPanel panel;
    panel.setMethod(Method::QLoRA);
    ASSERT_TRUE(panel.selectGpu(QStringLiteral("RTX 4090")));
    const JobInputs in = panel.inputs();
    session.setJob(in.job, in.gpuName);
    ASSERT_TRUE(session.evaluation() && session.evaluation()->whatIf);
    chart.resize(900, 560);
    chart.show();
    QApplication::processEvents();
    QApplication::processEvents();
    QChart* plot = chart.findChild<QChartView*>()->chart();
    EXPECT_EQ(plot->legend()->alignment(), Qt::AlignBottom);
    QStringList named;
    for (QLegendMarker* marker : plot->legend()->markers())
        if (marker->isVisible())
            named << marker->label();
    EXPECT_EQ(named, (QStringList{QStringLiteral("Peak per GPU"), QStringLiteral("Current setting")}));
    EXPECT_GT(plot->plotArea().width(), 0.75 * plot->size().width());
    Settings::clear();
}

// GPUs with the same figures share one row of the PDF's fit table that names them all.
TEST(ReportRenderer, FitTableCollapsesGpusWithTheSameFigures)
{
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const auto document = readJobFile(f.readAll().toStdString());
    ASSERT_TRUE(document.ok());
    ReportOptions options;
    options.today = "2026-11-30";
    Report report = buildReport(*document, bundledCatalog(), options);
    ASSERT_GE(report.fits.size(), 2u);
    ReportFitRow a = report.fits[0];
    a.gpu = "Card Alpha";
    ReportFitRow b = a;
    b.gpu = "Card Beta";
    ReportFitRow c = a;
    c.gpu = "Card Gamma";
    c.capacityBytes = a.capacityBytes * 2; // other memory: its own row
    report.fits = {a, c, b};
    const QString html = ReportRenderer::html(report);
    EXPECT_TRUE(html.contains(QStringLiteral("<td>Card Alpha, Card Beta</td>"))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("<td>Card Gamma</td>")));
    EXPECT_EQ(html.count(QStringLiteral("Card Beta")), 1);
}

// A native file dialog speaks the desktop's language; in another language the window uses Qt's own dialog, whose
// words the app's translations carry (Qt ships no Hindi), so it is not half in English.
TEST(Language, FileDialogsSpeakTheChosenLanguage)
{
    LanguageGuard guard;
    const QString system = Language::systemCode();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        EXPECT_EQ(QCoreApplication::testAttribute(Qt::AA_DontUseNativeDialogs), entry.code != system)
            << entry.code.toStdString();
    }
}

namespace {

/// The letter Alt reaches in a label: the one after a single '&' ("O&ffers" → 'f'), lower case; 0 when none.
QChar mnemonic(const QString& text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return QChar();
}

/// The translations a branch brings in translations/pending-*.tsv (applied to the .ts files after its merge), for one
/// language, over the compiled ones: a test sees the words as they will be, before and after the merge.
class PendingTranslator final : public QTranslator
{
public:
    explicit PendingTranslator(const QString& language)
    {
        const int column = language == QLatin1String("hi") ? 3 : 4;
        const QDir dir(QStringLiteral(TUNEFIT_SOURCE_DIR "/translations"));
        for (const QString& name : dir.entryList({QStringLiteral("pending-*.tsv")}, QDir::Files)) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
                continue;
            for (const QByteArray& raw : file.readAll().split('\n')) {
                const QStringList cells = QString::fromUtf8(raw).split(QLatin1Char('\t'));
                if (cells.size() == 5 && !cells[0].startsWith(QLatin1Char('#')))
                    m_texts.insert(key(cells[0], unescape(cells[1]), cells[2]), unescape(cells[column]));
            }
        }
    }
    bool isEmpty() const override { return m_texts.isEmpty(); }
    QString translate(const char* context, const char* source, const char* disambiguation, int) const override
    {
        return m_texts.value(key(QString::fromUtf8(context), QString::fromUtf8(source),
                                 QString::fromUtf8(disambiguation ? disambiguation : "")));
    }

private:
    static QString key(const QString& context, const QString& source, const QString& disambiguation)
    {
        return context + QLatin1Char('|') + source + QLatin1Char('|') + disambiguation;
    }
    static QString unescape(QString text)
    {
        return text.replace(QStringLiteral("\\n"), QStringLiteral("\n"))
            .replace(QStringLiteral("\\t"), QStringLiteral("\t"));
    }
    QHash<QString, QString> m_texts;
};

} // namespace

// Alt+letter opens a menu or a tab only when no other menu or tab has that letter (Qt does nothing on an ambiguous
// one): the menu bar's and the tab bar's letters are distinct, the job form's and each tab's own controls keep clear
// of them and of each other, and the items' letters in each menu are distinct, with the translations as this branch
// leaves them (pending ones included).
TEST(MainWindow, MenuAndTabMnemonicsAreDistinct)
{
    LanguageGuard guard;
    QTemporaryDir dir;
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        PendingTranslator pending(entry.code);
        if (entry.code != QLatin1String("en"))
            QCoreApplication::installTranslator(&pending);
        MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
        std::map<QChar, QString> top;
        const auto claim = [&](std::map<QChar, QString>& taken, const QString& text) {
            const QChar letter = mnemonic(text);
            if (letter.isNull())
                return;
            const auto [it, fresh] = taken.emplace(letter, text);
            EXPECT_TRUE(fresh) << entry.code.toStdString() << ": Alt+" << QString(letter).toStdString() << " is "
                               << it->second.toStdString() << " and " << text.toStdString();
        };
        for (QAction* menu : window.menuBar()->actions()) {
            claim(top, menu->text());
            std::map<QChar, QString> items;
            if (menu->menu())
                for (QAction* item : menu->menu()->actions())
                    if (!item->isSeparator() && item->isVisible())
                        claim(items, item->text());
        }
        for (int tab = 0; tab < window.tabs()->count(); ++tab)
            claim(top, window.tabs()->tabText(tab));
        // The job form beside the tabs is always visible: its letters keep clear of the menu bar's and tab bar's.
        std::map<QChar, QString> form = top;
        auto* panel = window.findChild<JobPanel*>();
        ASSERT_NE(panel, nullptr);
        for (QLabel* label : panel->findChildren<QLabel*>())
            if (label->buddy())
                claim(form, label->text());
        for (QAbstractButton* button : panel->findChildren<QAbstractButton*>())
            claim(form, button->text());
        // Each tab's own labels and buttons: apart from those and from each other (Alt+P on the Offers tab and in the
        // form cycled between them instead of acting).
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            std::map<QChar, QString> taken = form;
            QWidget* page = window.tabs()->widget(tab);
            for (QLabel* label : page->findChildren<QLabel*>())
                if (label->buddy())
                    claim(taken, label->text());
            for (QAbstractButton* button : page->findChildren<QAbstractButton*>())
                claim(taken, button->text());
        }
        QCoreApplication::removeTranslator(&pending);
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29: the main window and every dialog fit a 1366×768 laptop screen (1366×728 with a taskbar, less the window
// frame) in English, Hindi and Turkish, with a real job on show; the verdict is on screen without scrolling.
#include "ui/common/ScreenFit.h"
#include "present/Language.h"
#include "tests/ui/ScreenshotFixture.h"
#include "ui/catalog/CatalogEditor.h"
#include "ui/catalog/CatalogImportDialog.h"
#include "ui/catalog/CatalogRowDialog.h"
#include "ui/catalog/ConflictDialog.h"
#include "ui/catalog/ModelLibraryDialog.h"
#include "ui/catalog/PriceUpdateDialog.h"
#include "ui/catalog/TeamCatalogDialog.h"
#include "ui/job/ImportConfigDialog.h"
#include "ui/job/JobPanel.h"
#include "ui/offers/ComparisonDialog.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/GlossaryDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

/// A 1366×768 screen less a 40 px taskbar: what a laptop leaves a window, frame included.
const QRect kLaptop(0, 0, 1366, 728);
/// The client area a window may take there: the laptop less the frame.
const QSize kRoom = kLaptop.size() - kFrameAllowance;

class LanguageGuard
{
public:
    ~LanguageGuard() { Language::apply(QStringLiteral("en"), false); }
};

void settle()
{
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
}

/// What a window or dialog needs at least (its layout's minimum) and what it took when shown: both within the room.
void expectFits(QWidget* widget, const QString& what)
{
    widget->show();
    settle();
    const QSize needs = widget->minimumSizeHint().expandedTo(widget->minimumSize());
    EXPECT_LE(needs.width(), kRoom.width()) << what.toStdString();
    EXPECT_LE(needs.height(), kRoom.height()) << what.toStdString();
    EXPECT_LE(widget->width(), kRoom.width()) << what.toStdString();
    EXPECT_LE(widget->height(), kRoom.height()) << what.toStdString();
}

/// The job the review found widest: Llama-3.1-70B with QLoRA at 4,096 tokens, which needs advice on most GPUs.
void show70bQlora(MainWindow& window)
{
    JobPanel* panel = window.jobPanel();
    ASSERT_TRUE(panel->selectModel(QStringLiteral("Llama-3.1-70B")));
    panel->setMethod(Method::QLoRA);
    panel->setSequenceLength(4096);
    settle();
}

} // namespace

TEST(ScreenFit, WindowsOpenWithinTheAvailableArea)
{
    // A laptop: the 1400×900 the window prefers is cut to the room left by the taskbar and the frame.
    EXPECT_EQ(mainWindowSize(kLaptop), QSize(1350, 688));
    EXPECT_EQ(fittedSize(QSize(900, 760), kLaptop), QSize(900, 688));
    // A large screen keeps the preferred size; a HiDPI laptop (2732×1536 at 200 %) reports 1366×768 logical pixels,
    // so it gets what the laptop gets.
    EXPECT_EQ(mainWindowSize(QRect(0, 0, 2560, 1400)), QSize(1400, 900));
    EXPECT_EQ(mainWindowSize(QRect(0, 0, 2732 / 2, 1456 / 2)), QSize(1350, 688));
    // A geometry saved on a larger screen comes back inside the smaller one, frame included.
    const QRect kept = keptOnScreen(QRect(300, 200, 1400, 900), kLaptop);
    EXPECT_EQ(kept.size(), QSize(1350, 688));
    EXPECT_TRUE(kLaptop.contains(kept.adjusted(-8, -32, 8, 8))) << kept.x() << "," << kept.y();
    // A second screen to the right is its own available area.
    const QRect right(1920, 0, 1366, 728);
    EXPECT_TRUE(right.contains(keptOnScreen(QRect(2000, 100, 800, 600), right)));
}

TEST(ScreenFit, MainWindowFitsALaptopScreenInEveryLanguage)
{
    LanguageGuard guard;
    QTemporaryDir dir;
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
        window.resize(kRoom);
        show70bQlora(window);
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            window.tabs()->setCurrentIndex(tab);
            expectFits(&window, entry.code + QStringLiteral(" tab ") + QString::number(tab));
        }
        // The verdict is the first line of the Memory tab, whole and on screen without scrolling.
        window.tabs()->setCurrentIndex(0);
        settle();
        auto* verdict = window.findChild<QLabel*>(QStringLiteral("fitLabel"));
        ASSERT_NE(verdict, nullptr);
        EXPECT_TRUE(verdict->isVisible());
        const QRect inWindow(verdict->mapTo(&window, QPoint(0, 0)), verdict->size());
        EXPECT_TRUE(window.rect().contains(inWindow)) << entry.code.toStdString();
        EXPECT_GE(verdict->height(), verdict->heightForWidth(verdict->width())) << entry.code.toStdString();
    }
}

TEST(ScreenFit, EveryDialogFitsALaptopScreenInEveryLanguage)
{
    LanguageGuard guard;
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("train.yaml"));
    QFile file(config);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nlora_r: 32\nmicro_batch_size: 2\n"
               "sequence_len: 4096\ngradient_accumulation_steps: 8\nbf16: true\nnum_epochs: 3\n");
    file.close();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        const QString lang = entry.code + QLatin1Char(' ');
        MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
        window.resize(kRoom);
        window.show();
        show70bQlora(window);

        // Compare: three offers of the ranked table.
        OffersView* offers = window.offersView();
        std::vector<int64_t> ids;
        for (int row = 0; row < 3 && row < offers->proxy()->rowCount(); ++row)
            ids.push_back(
                offers->model()->offer(offers->proxy()->mapToSource(offers->proxy()->index(row, 0)).row()).id);
        ASSERT_EQ(ids.size(), 3u);
        offers->setChosenOfferIds(ids);
        std::unique_ptr<ComparisonDialog> compare(offers->compareSelected());
        ASSERT_TRUE(compare);
        expectFits(compare.get(), lang + QStringLiteral("Compare"));

        expectFits(window.showPriceUpdate(false), lang + QStringLiteral("Update prices"));
        CatalogEditor* editor = window.showCatalogEditor();
        expectFits(editor, lang + QStringLiteral("catalog editor"));
        editor->setCurrentTable(CatalogTable::Offers);
        editor->selectRow(0);
        std::unique_ptr<CatalogRowDialog> row(editor->editDialog());
        ASSERT_TRUE(row);
        expectFits(row.get(), lang + QStringLiteral("row dialog"));
        window.findChild<QAction*>(QStringLiteral("modelLibrary"))->trigger();
        expectFits(window.findChild<ModelLibraryDialog*>(), lang + QStringLiteral("model library"));
        expectFits(window.showTeamCatalog(false), lang + QStringLiteral("team catalog"));
        ASSERT_EQ(window.importConfigFile(config), QString());
        expectFits(window.findChild<ImportConfigDialog*>(), lang + QStringLiteral("import config"));
        CatalogImportDialog import(window.catalogSession());
        import.setSource(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/skypilot-lambda-vms-sample.csv"),
                         ImportFormat::SkyPilot);
        ASSERT_TRUE(import.waitForPreview());
        expectFits(&import, lang + QStringLiteral("catalog import"));
        RowConflict conflict;
        conflict.rowName = QStringLiteral("H100 SXM");
        conflict.fields = {{QStringLiteral("Notes"), QStringLiteral("ours"), QStringLiteral("theirs"), true}};
        ConflictDialog conflictDialog(conflict, &window);
        expectFits(&conflictDialog, lang + QStringLiteral("conflict"));
        expectFits(window.showGlossary(), lang + QStringLiteral("glossary"));
    }
}

// A look at the laptop screen (written only with TUNEFIT_SCREENSHOTS): the window with each tab, the Compare dialog
// and the glossary, in each language, with the 70B QLoRA job.
TEST_F(Screenshot, Laptop)
{
    LanguageGuard guard;
    QTemporaryDir catalogDir;
    const QString out = QString::fromLocal8Bit(dir) + QLatin1Char('/');
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        MainWindow window(nullptr, catalogDir.filePath(QStringLiteral("catalog.sqlite")));
        window.resize(kRoom);
        window.show();
        show70bQlora(window);
        const QStringList tabs{QStringLiteral("memory"), QStringLiteral("whatif"), QStringLiteral("gpus"),
                               QStringLiteral("offers")};
        for (int tab = 0; tab < window.tabs()->count() && tab < tabs.size(); ++tab) {
            window.tabs()->setCurrentIndex(tab);
            settle();
            EXPECT_TRUE(window.grab().save(out + QStringLiteral("laptop-%1-%2.png").arg(tabs[tab], entry.code)));
        }
        OffersView* offers = window.offersView();
        std::vector<int64_t> ids;
        for (int row = 0; row < 3 && row < offers->proxy()->rowCount(); ++row)
            ids.push_back(
                offers->model()->offer(offers->proxy()->mapToSource(offers->proxy()->index(row, 0)).row()).id);
        offers->setChosenOfferIds(ids);
        std::unique_ptr<ComparisonDialog> compare(offers->compareSelected());
        ASSERT_TRUE(compare);
        compare->show();
        settle();
        EXPECT_TRUE(compare->grab().save(out + QStringLiteral("laptop-compare-%1.png").arg(entry.code)));
        GlossaryDialog* glossary = window.showGlossary();
        settle();
        EXPECT_TRUE(glossary->grab().save(out + QStringLiteral("laptop-glossary-%1.png").arg(entry.code)));
    }
}

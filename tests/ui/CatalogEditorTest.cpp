// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog editor against a real catalog file: edits reach the file and every view of the main window, bad values
// keep the dialog open with the row intact, undo/redo put back exactly what was there, imports preview first.
#include "ui/catalog/CatalogEditor.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogCsv.h"
#include "ui/catalog/CatalogFieldText.h"
#include "ui/catalog/CatalogImportDialog.h"
#include "ui/catalog/CatalogRowDialog.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/ImportPreviewModel.h"
#include "ui/job/JobPanel.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>

using namespace tunefit;
using namespace tunefit::ui;

namespace {

class CatalogEditorTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_window = std::make_unique<MainWindow>(nullptr, m_dir.filePath(QStringLiteral("catalog.sqlite")));
        m_session = m_window->catalogSession();
        ASSERT_TRUE(m_session->isEditable());
        m_editor = m_window->showCatalogEditor();
    }

    /// Selects the offer row with this key in the editor's offers tab.
    int selectOffer(const Offer& offer)
    {
        m_editor->setCurrentTable(CatalogTable::Offers);
        const int row = m_editor->model(CatalogTable::Offers)->rowOf(offerKey(offer));
        EXPECT_GE(row, 0);
        m_editor->selectRow(row);
        return row;
    }

    const Offer& storedOffer(const Offer& like) const
    {
        const auto& offers = m_session->catalog()->offers;
        const auto it =
            std::find_if(offers.begin(), offers.end(), [&](const Offer& o) { return offerKey(o) == offerKey(like); });
        EXPECT_NE(it, offers.end());
        return *it;
    }

    static void type(CatalogRowDialog* dialog, std::string_view field, const QString& text)
    {
        auto* line = qobject_cast<QLineEdit*>(dialog->editorFor(field));
        ASSERT_NE(line, nullptr) << field;
        line->setText(text);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    CatalogSession* m_session = nullptr;
    CatalogEditor* m_editor = nullptr;
};

} // namespace

TEST_F(CatalogEditorTest, TableModelsPassTheModelTester)
{
    for (CatalogTable table : {CatalogTable::Gpus, CatalogTable::Providers, CatalogTable::Offers}) {
        CatalogTableModel model(table);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setCatalog(m_session->catalog(), QStringLiteral("2026-11-30"));
        EXPECT_GT(model.rowCount(), 0);
        model.setCatalog(nullptr, QString());
        EXPECT_EQ(model.rowCount(), 0);
    }
    const Catalog& catalog = *m_session->catalog();
    EXPECT_EQ(m_editor->model(CatalogTable::Gpus)->rowCount(), int(catalog.gpus.size()));
    EXPECT_EQ(m_editor->model(CatalogTable::Offers)->rowCount(), int(catalog.offers.size()));
}

// The check: the editor rejects bad values without losing the row; a good value reaches the planner.
TEST_F(CatalogEditorTest, ABadPriceKeepsTheDialogAndAGoodOneReachesTheOffers)
{
    const Offer original = m_session->catalog()->offers.front();
    selectOffer(original);
    std::unique_ptr<CatalogRowDialog> dialog(m_editor->editDialog());
    ASSERT_NE(dialog, nullptr);

    type(dialog.get(), "price_on_demand_usd_per_hour", QStringLiteral("cheap"));
    type(dialog.get(), "region", QStringLiteral("my-region"));
    EXPECT_FALSE(dialog->tryCommit());
    EXPECT_FALSE(dialog->messageFor("price_on_demand_usd_per_hour").isEmpty());
    EXPECT_TRUE(dialog->messageFor("region").isEmpty());
    // Everything typed is still there, and nothing was written.
    EXPECT_EQ(qobject_cast<QLineEdit*>(dialog->editorFor("region"))->text(), QStringLiteral("my-region"));
    EXPECT_EQ(qobject_cast<QLineEdit*>(dialog->editorFor("price_on_demand_usd_per_hour"))->text(),
              QStringLiteral("cheap"));
    EXPECT_TRUE(sameData(storedOffer(original), original));

    type(dialog.get(), "price_on_demand_usd_per_hour", QStringLiteral("-3"));
    EXPECT_FALSE(dialog->tryCommit());
    EXPECT_FALSE(dialog->messageFor("price_on_demand_usd_per_hour").isEmpty());

    type(dialog.get(), "region", QString::fromStdString(original.region));
    type(dialog.get(), "price_on_demand_usd_per_hour", QStringLiteral("0.01"));
    ASSERT_TRUE(dialog->tryCommit());
    const Offer& edited = storedOffer(original);
    EXPECT_EQ(edited.onDemandUsdPerHour, 0.01);
    EXPECT_EQ(edited.origin, RowOrigin::UserEdited);

    // The offers tab plans over the edited catalog: the offer now costs what was typed.
    const OffersModel* offers = m_window->offersView()->model();
    bool found = false;
    for (int row = 0; row < offers->rowCount(); ++row) {
        if (offerKey(offers->offer(row)) == offerKey(original)) {
            EXPECT_EQ(offers->offer(row).onDemandUsdPerHour, 0.01);
            found = true;
        }
    }
    EXPECT_TRUE(found);

    // Undo puts the built-in row back exactly; redo re-applies the edit.
    QUndoStack* undo = m_session->undoStack();
    ASSERT_TRUE(undo->canUndo());
    undo->undo();
    EXPECT_EQ(storedOffer(original).onDemandUsdPerHour, original.onDemandUsdPerHour);
    EXPECT_EQ(storedOffer(original).origin, RowOrigin::Bundled);
    undo->redo();
    EXPECT_EQ(storedOffer(original).onDemandUsdPerHour, 0.01);
}

TEST_F(CatalogEditorTest, NewGpuNeedsItsOwnNameAndAppearsInTheJobPanel)
{
    m_editor->setCurrentTable(CatalogTable::Gpus);
    m_editor->selectRow(m_editor->model(CatalogTable::Gpus)->rowOf("H100 SXM"));
    std::unique_ptr<CatalogRowDialog> dialog(m_editor->editDialog(true));
    ASSERT_NE(dialog, nullptr);
    type(dialog.get(), "name", QStringLiteral("H100 SXM"));
    EXPECT_FALSE(dialog->tryCommit());
    EXPECT_FALSE(dialog->messageFor("name").isEmpty());

    type(dialog.get(), "name", QStringLiteral("H100 SXM (lab)"));
    type(dialog.get(), "memory_gb", QStringLiteral("94"));
    ASSERT_TRUE(dialog->tryCommit());
    const Gpu* added = findGpu(*m_session->catalog(), "H100 SXM (lab)");
    ASSERT_NE(added, nullptr);
    EXPECT_EQ(added->memoryGB, 94);
    EXPECT_EQ(added->origin, RowOrigin::UserAdded);
    EXPECT_TRUE(m_window->jobPanel()->selectGpu(QStringLiteral("H100 SXM (lab)")));

    // Undo of an add removes it everywhere.
    m_session->undoStack()->undo();
    EXPECT_EQ(findGpu(*m_session->catalog(), "H100 SXM (lab)"), nullptr);
    EXPECT_FALSE(m_window->jobPanel()->selectGpu(QStringLiteral("H100 SXM (lab)")));
}

TEST_F(CatalogEditorTest, AGpuThatOffersUseCannotBeDeletedButAnOfferCanAndComesBack)
{
    m_editor->setCurrentTable(CatalogTable::Gpus);
    m_editor->selectRow(m_editor->model(CatalogTable::Gpus)->rowOf("H100 SXM"));
    const QString refused = m_editor->deleteSelected(false);
    EXPECT_TRUE(refused.contains(QStringLiteral("H100 SXM"))) << refused.toStdString();
    EXPECT_NE(findGpu(*m_session->catalog(), "H100 SXM"), nullptr);

    const Offer offer = m_session->catalog()->offers.back();
    const size_t before = m_session->catalog()->offers.size();
    selectOffer(offer);
    EXPECT_TRUE(m_editor->deleteSelected(false).isEmpty());
    EXPECT_EQ(m_session->catalog()->offers.size(), before - 1);
    m_session->undoStack()->undo();
    ASSERT_EQ(m_session->catalog()->offers.size(), before);
    EXPECT_EQ(storedOffer(offer).origin, RowOrigin::Bundled);
    m_session->undoStack()->redo();
    EXPECT_EQ(m_session->catalog()->offers.size(), before - 1);
}

TEST_F(CatalogEditorTest, ImportShowsAPreviewAndCommitsTheGoodRowsOnRequest)
{
    Catalog file;
    Offer repriced = m_session->catalog()->offers.front();
    repriced.onDemandUsdPerHour = 0.02;
    Offer unknownGpu = repriced;
    unknownGpu.gpuName = "Imaginary X1";
    file.offers = {repriced, unknownGpu};
    const QString path = m_dir.filePath(QStringLiteral("offers.csv"));
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(catalog_csv::writeOffers(file.offers)));
    out.close();

    CatalogImportDialog dialog(m_session);
    QAbstractItemModelTester tester(dialog.previewModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    dialog.setSource(path, ImportFormat::Offers);
    ASSERT_TRUE(dialog.waitForPreview());
    ASSERT_TRUE(dialog.plan().has_value());
    EXPECT_EQ(dialog.plan()->count(ChangeKind::Update), 1);
    ASSERT_EQ(dialog.plan()->rejected.size(), 1u);
    EXPECT_EQ(dialog.plan()->rejected[0].line, 3);
    ASSERT_GE(dialog.previewModel()->rowCount(), 2);
    EXPECT_EQ(dialog.previewModel()->outcome(0), ImportPreviewModel::Outcome::Rejected);
    EXPECT_TRUE(dialog.previewModel()
                    ->index(0, ImportPreviewModel::DetailColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("Imaginary X1")));
    // Nothing is written by the preview.
    EXPECT_NE(storedOffer(repriced).onDemandUsdPerHour, 0.02);
    ASSERT_TRUE(dialog.importPlan());
    EXPECT_EQ(storedOffer(repriced).onDemandUsdPerHour, 0.02);
    EXPECT_FALSE(m_session->undoStack()->canUndo());

    EXPECT_TRUE(m_session->resetToDefaults(false).isEmpty());
    EXPECT_EQ(storedOffer(repriced).onDemandUsdPerHour, m_session->catalog()->offers.front().onDemandUsdPerHour);
    EXPECT_TRUE(sameData(m_session->catalog()->offers.front(), bundledCatalog().offers.front()));
}

TEST_F(CatalogEditorTest, ExportWritesTheShownTableAsCsv)
{
    m_editor->setCurrentTable(CatalogTable::Providers);
    const QString path = m_dir.filePath(QStringLiteral("providers.csv"));
    EXPECT_TRUE(m_editor->exportCurrent(path).isEmpty());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto rows = catalog_csv::readProviders(file.readAll().toStdString());
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ(rows->size(), m_session->catalog()->providers.size());
}

// Numbers are typed the way the UI language writes them; a point still means a decimal point.
TEST(CatalogFieldText, NumbersFollowTheUiLocale)
{
    const QLocale saved;
    const FieldSpec price{"price_on_demand_usd_per_hour", FieldKind::Number, {}};
    QLocale::setDefault(QLocale(QLocale::Turkish, QLocale::Turkey));
    EXPECT_EQ(displayText(price, "1234.5"), QStringLiteral("1.234,5"));
    EXPECT_EQ(fileText(price, QStringLiteral("2,5")), "2.5");
    EXPECT_EQ(fileText(price, QStringLiteral("2.5")), "2.5");
    EXPECT_EQ(fileText(price, QStringLiteral("iki")), "iki");
    QLocale::setDefault(QLocale(QLocale::Hindi, QLocale::India));
    EXPECT_EQ(fileText(price, QStringLiteral("0.35")), "0.35");
    QLocale::setDefault(saved);
    EXPECT_EQ(fileText(price, QStringLiteral("")), "");
    const FieldSpec flag{"spot_available", FieldKind::Boolean, {}};
    EXPECT_EQ(displayText(flag, "yes (per-second)"), displayText(flag, "true"));
}

// "Compare two providers and edit a price": the offers tab hands the chosen offer to the catalog editor.
TEST_F(CatalogEditorTest, TheOffersTabAsksToEditTheSelectedOffer)
{
    OffersView* offers = m_window->offersView();
    ASSERT_GT(offers->model()->rowCount(), 0);
    offers->table()->selectRow(0);
    const Offer expected = offers->model()->offer(offers->selectedRows().first());
    // The window would open the (modal) offer form; here only the request is checked.
    QObject::disconnect(offers, &OffersView::editOfferRequested, m_window.get(), nullptr);
    QSignalSpy spy(offers, &OffersView::editOfferRequested);
    ASSERT_FALSE(offers->table()->actions().isEmpty());
    offers->table()->actions().first()->trigger();
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(offerKey(spy.first().first().value<Offer>()), offerKey(expected));
}

// Closing the import dialog with the focus in its file field once started a new preview on the half-destroyed
// dialog and hung; it must close at once.
TEST_F(CatalogEditorTest, ClosingTheImportDialogWithTheFocusInTheFileFieldReturns)
{
    auto dialog = std::make_unique<CatalogImportDialog>(m_session);
    dialog->show();
    dialog->activateWindow();
    auto* file = dialog->findChild<QLineEdit*>(QStringLiteral("importFile"));
    ASSERT_NE(file, nullptr);
    file->setFocus();
    dialog->setSource(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/skypilot-lambda-vms-sample.csv"),
                      ImportFormat::SkyPilot);
    ASSERT_TRUE(dialog->waitForPreview());
    dialog.reset();
    SUCCEED();
}

// Issue 27: the fabric is edited as typed fields; a bad rate is refused at its field and nothing is written.
TEST_F(CatalogEditorTest, TheFabricIsEditedAsAKindARateAndAScope)
{
    m_editor->setCurrentTable(CatalogTable::Providers);
    const int row = m_editor->model(CatalogTable::Providers)->rowOf("Vast.ai");
    ASSERT_GE(row, 0);
    m_editor->selectRow(row);
    std::unique_ptr<CatalogRowDialog> dialog(m_editor->editDialog());
    ASSERT_NE(dialog, nullptr);

    auto* kind = qobject_cast<QComboBox*>(dialog->editorFor("fabric_kind"));
    ASSERT_NE(kind, nullptr);
    EXPECT_EQ(kind->count(), 9); // the nine kinds, nothing else can be chosen
    EXPECT_EQ(kind->currentData().toString(), QStringLiteral("none"));
    EXPECT_EQ(kind->currentText(), QStringLiteral("None (single instance only)"));
    auto* scope = qobject_cast<QComboBox*>(dialog->editorFor("fabric_scope"));
    ASSERT_NE(scope, nullptr);
    EXPECT_EQ(scope->count(), 2);

    kind->setCurrentIndex(kind->findData(QStringLiteral("infiniband")));
    for (const char* bad : {"-400", "0", "9000"}) {
        type(dialog.get(), "fabric_gbps_per_gpu", QString::fromLatin1(bad));
        EXPECT_FALSE(dialog->tryCommit()) << bad;
        const QString message = dialog->messageFor("fabric_gbps_per_gpu");
        EXPECT_TRUE(message.contains(QStringLiteral("Inter-node bandwidth per GPU (Gb/s)"))) << message.toStdString();
        EXPECT_TRUE(dialog->messageFor("fabric_kind").isEmpty());
        EXPECT_EQ(findProvider(*m_session->catalog(), "Vast.ai")->fabricKind, FabricKind::None); // nothing written
    }
    EXPECT_TRUE(dialog->messageFor("fabric_gbps_per_gpu").contains(QStringLiteral("at most")));

    type(dialog.get(), "fabric_gbps_per_gpu", QStringLiteral("400"));
    scope->setCurrentIndex(scope->findData(QStringLiteral("cluster_products_only")));
    ASSERT_TRUE(dialog->tryCommit());
    const Provider* edited = findProvider(*m_session->catalog(), "Vast.ai");
    ASSERT_NE(edited, nullptr);
    EXPECT_EQ(edited->fabricKind, FabricKind::InfiniBand);
    EXPECT_EQ(edited->fabricGbpsPerGpu, 400);
    EXPECT_EQ(edited->fabricScope, FabricScope::ClusterProductsOnly);
    EXPECT_EQ(edited->origin, RowOrigin::UserEdited);
}

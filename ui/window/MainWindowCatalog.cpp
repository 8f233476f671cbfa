// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's catalog: the editor, price updates and their age, the team catalog, where the catalog comes from.
#include "ui/window/MainWindow.h"

#include "present/DiffusionSession.h"
#include "ui/diffusion/DiffusionWorkspace.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/import/ConfigExport.h"
#include "core/import/ConfigImport.h"
#include "core/plan/OptionSetting.h"
#include "core/report/Report.h"
#include "core/report/ResultsExport.h"
#include "present/AdviceWording.h"
#include "present/CatalogWording.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/JobSession.h"
#include "present/Language.h"
#include "present/PlanWording.h"
#include "present/PriceWording.h"
#include "present/ReportRenderer.h"
#include "present/Settings.h"
#include "present/WholeFile.h"
#include "ui/catalog/CatalogEditor.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/ConflictDialog.h"
#include "ui/catalog/ModelLibraryDialog.h"
#include "ui/catalog/PriceUpdateDialog.h"
#include "ui/catalog/RunsDialog.h"
#include "ui/catalog/TeamCatalogDialog.h"
#include "ui/common/ElidedLabel.h"
#include "ui/common/ScreenFit.h"
#include "ui/job/ImportConfigDialog.h"
#include "ui/job/JobPanel.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/memory/FitOverviewModel.h"
#include "ui/memory/WhatIfChart.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/GlossaryDialog.h"
#include "ui/window/JobHistory.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <functional>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {
CatalogEditor* MainWindow::showCatalogEditor()
{
    if (!m_catalogEditor)
        m_catalogEditor = new CatalogEditor(m_catalog, this);
    m_catalogEditor->show();
    m_catalogEditor->raise();
    m_catalogEditor->activateWindow();
    return m_catalogEditor;
}

void MainWindow::showPriceAge()
{
    // How old the prices are and where they came from, in the open; the reminder only when the user asked for one
    // (Settings::priceReminderDays, off by default): the window never goes online on its own.
    const PriceAge age = priceAge(*m_catalog->catalog(), QDate::currentDate().toString(Qt::ISODate).toStdString());
    m_pricesAsOf->setText(priceAgeShort(age));
    m_pricesAsOf->setToolTip(priceAgeText(age));
    const int remindAfter = Settings::priceReminderDays();
    m_updatePricesButton->setVisible(remindAfter > 0 && age.newestAgeDays > remindAfter && m_catalog->isEditable());
}

PriceUpdateDialog* MainWindow::showPriceUpdate(bool modal)
{
    // The dialog opens idle: the user picks the sources and presses Download and preview (issue 29).
    auto* dialog = new PriceUpdateDialog(m_catalog, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The reminder threshold is set in the dialog: show or hide the status bar's offer when it closes.
    connect(dialog, &QDialog::finished, this, &MainWindow::applyCatalog);
    if (modal)
        dialog->open();
    else
        dialog->show();
    return dialog;
}

RunsDialog* MainWindow::showRuns()
{
    // One dialog, kept: it follows the catalog's changes while open.
    auto* dialog = findChild<RunsDialog*>(QStringLiteral("runsDialog"));
    if (!dialog)
        dialog = new RunsDialog(m_catalog, m_session, this);
    dialog->show();
    dialog->raise();
    return dialog;
}

void MainWindow::applyCatalog()
{
    const std::shared_ptr<const Catalog> catalog = m_catalog->catalog();
    m_whatIf->setGpus(catalog->gpus);
    // The panel may select another GPU when its own left the catalog; the session evaluates once, below.
    m_applyingCatalog = true;
    m_history->follow([this, &catalog] {
        m_jobPanel->setGpus(catalog->gpus);
        m_jobPanel->setUserModels(catalog->models);
    });
    m_applyingCatalog = false;
    showPriceAge();
    showCatalogOrigin();
    const JobInputs inputs = m_jobPanel->inputs();
    m_session->setJobAndCatalog(inputs.job, inputs.gpuName, catalog);
    m_diffusion->setCatalog(catalog);
    if (m_diffusion->selectedGpu().isEmpty()) // the image and video task starts on the job panel's card
        m_diffusion->setSelectedGpu(inputs.gpuName);
    m_diffusionWorkspace->refreshGpuList();
}

void MainWindow::showCatalogOrigin()
{
    m_catalogOrigin->setText(catalogOriginText());
    const CatalogOrigin origin = m_catalog->origin();
    // The tooltip says what follows from it: where edits go, or why they are refused.
    QString detail;
    switch (origin.kind) {
    case CatalogOrigin::Kind::Local:
    case CatalogOrigin::Kind::BuiltIn:
        detail = m_catalog->path();
        break;
    case CatalogOrigin::Kind::Team:
        detail = tr("Edits are shared with everyone who uses this team catalog.");
        break;
    case CatalogOrigin::Kind::TeamSnapshot:
        detail = teamOfflineRefusal();
        break;
    }
    m_catalogOrigin->setToolTip(detail);
}

QString MainWindow::catalogOriginText() const
{
    return tunefit::present::catalogOriginText(m_catalog->origin());
}

QString MainWindow::switchCatalog(const QString& location, const QString& password)
{
    const QString previous = m_catalog->location();
    const QString previousPassword = m_catalog->sessionPassword();
    const QString problem = m_catalog->open(location.isEmpty() ? CatalogStore::defaultPath() : location, password);
    if (!problem.isEmpty()) {
        // Back to what was in use before, so that a typo in a host name never leaves the window without a catalog.
        m_catalog->open(previous.isEmpty() ? CatalogStore::defaultPath() : previous, previousPassword);
        applyCatalog();
        return problem;
    }
    Settings::setCatalogLocation(location);
    if (!location.isEmpty())
        Settings::setLastTeamCatalog(location);
    applyCatalog();
    if (!m_catalog->openNotice().isEmpty())
        statusBar()->showMessage(m_catalog->openNotice());
    return {};
}

TeamCatalogDialog* MainWindow::showTeamCatalog(bool modal)
{
    const QString current = m_catalog->isTeam() ? m_catalog->location() : Settings::lastTeamCatalog();
    auto* dialog = new TeamCatalogDialog(
        current, [this](const QString& location, const QString& password) { return switchCatalog(location, password); },
        this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (modal)
        dialog->open();
    else
        dialog->show();
    return dialog;
}

} // namespace tunefit::ui

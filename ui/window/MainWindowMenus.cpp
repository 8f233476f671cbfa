// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus (the Edit menu is in MainWindowEdit.cpp) and the glossary.
#include "ui/window/MainWindow.h"

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

namespace {

/// The catalog's "prices as of" date in the current locale; empty when no offer is dated.
QString pricesAsOfText(const Catalog& catalog)
{
    const QString iso = QString::fromStdString(catalog.pricesAsOf);
    const QDate date = QDate::fromString(iso, Qt::ISODate);
    return date.isValid() ? formatDate(date) : iso;
}

} // namespace
void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    createCatalogMenu();
    createLanguageMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu()
{
    m_fileMenu = menuBar()->addMenu(QString());
    addFileOpenActions();
    m_fileMenu->addSeparator();
    m_saveAction = m_fileMenu->addAction(QString());
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = m_fileMenu->addAction(QString());
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_fileMenu->addSeparator();
    m_exportReportAction = m_fileMenu->addAction(QString());
    connect(m_exportReportAction, &QAction::triggered, this, &MainWindow::exportReport);
    m_exportResultsAction = m_fileMenu->addAction(QString());
    connect(m_exportResultsAction, &QAction::triggered, this, &MainWindow::exportResults);
    m_exportConfigAction = m_fileMenu->addAction(QString());
    connect(m_exportConfigAction, &QAction::triggered, this, [this] { exportConfig(); });
    m_fileMenu->addSeparator();
    rebuildRecentMenu();
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::addFileOpenActions()
{
    m_newJobAction = m_fileMenu->addAction(QString());
    m_newJobAction->setShortcut(QKeySequence::New);
    connect(m_newJobAction, &QAction::triggered, this, &MainWindow::newJob);
    m_openJobAction = m_fileMenu->addAction(QString());
    m_openJobAction->setShortcut(QKeySequence::Open);
    connect(m_openJobAction, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open job"), QFileInfo(m_filePath).absolutePath(),
                                         tr("Tunefit jobs (*.tunefit.json);;JSON files (*.json);;All files (*)"));
        if (!path.isEmpty())
            openJob(path);
    });
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_openAction = m_fileMenu->addAction(QString());
    m_openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Hugging Face config"), {},
                                                          tr("Model config (*.json);;All files (*)"));
        if (!path.isEmpty())
            openConfig(path);
    });
    m_importConfigAction = m_fileMenu->addAction(QString());
    connect(m_importConfigAction, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Import training config"), QFileInfo(m_filePath).absolutePath(),
                                         tr("Training configs (*.yaml *.yml *.json *.sh);;All files (*)"));
        if (!path.isEmpty())
            importConfig(path);
    });
}

void MainWindow::createCatalogMenu()
{
    m_catalogMenu = menuBar()->addMenu(QString());
    m_editCatalogAction = m_catalogMenu->addAction(QString());
    m_editCatalogAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_editCatalogAction, &QAction::triggered, this, &MainWindow::showCatalogEditor);
    m_updatePricesAction = m_catalogMenu->addAction(QString());
    m_updatePricesAction->setObjectName(QStringLiteral("updatePrices"));
    connect(m_updatePricesAction, &QAction::triggered, this, [this] { showPriceUpdate(); });
    m_modelLibraryAction = m_catalogMenu->addAction(QString());
    m_modelLibraryAction->setObjectName(QStringLiteral("modelLibrary"));
    connect(m_modelLibraryAction, &QAction::triggered, this, [this] {
        // One dialog, kept: it follows the catalog's changes while open.
        auto* dialog = findChild<ModelLibraryDialog*>(QStringLiteral("modelLibrary"));
        if (!dialog)
            dialog = new ModelLibraryDialog(m_catalog, this);
        dialog->show();
        dialog->raise();
    });
    m_runsAction = m_catalogMenu->addAction(QString());
    m_runsAction->setObjectName(QStringLiteral("runs"));
    connect(m_runsAction, &QAction::triggered, this, [this] { showRuns(); });
    m_useCalibrationsAction = m_catalogMenu->addAction(QString());
    m_useCalibrationsAction->setObjectName(QStringLiteral("useCalibrations"));
    m_useCalibrationsAction->setCheckable(true);
    m_useCalibrationsAction->setChecked(true);
    connect(m_useCalibrationsAction, &QAction::toggled, m_session, &present::JobSession::setUseCalibrations);
    m_catalogMenu->addSeparator();
    m_teamCatalogAction = m_catalogMenu->addAction(QString());
    m_teamCatalogAction->setObjectName(QStringLiteral("teamCatalog"));
    connect(m_teamCatalogAction, &QAction::triggered, this, [this] { showTeamCatalog(); });
}

void MainWindow::createLanguageMenu()
{
    // Language names are written in their own language and never translated.
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languages = new QActionGroup(this);
    m_languages->setExclusive(true);
    for (const Language::Entry& entry : Language::available()) {
        QAction* action = m_languageMenu->addAction(entry.nativeName);
        action->setCheckable(true);
        action->setData(entry.code);
        action->setChecked(entry.code == Language::current());
        m_languages->addAction(action);
    }
    connect(m_languages, &QActionGroup::triggered, this,
            [](QAction* action) { Language::apply(action->data().toString()); });
}

void MainWindow::createHelpMenu()
{
    m_helpMenu = menuBar()->addMenu(QString());
    m_glossaryAction = m_helpMenu->addAction(QString());
    m_glossaryAction->setObjectName(QStringLiteral("glossaryAction"));
    connect(m_glossaryAction, &QAction::triggered, this, &MainWindow::showGlossary);
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = m_helpMenu->addAction(QString());
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Tunefit"),
                       tr("<h3>Tunefit %1</h3><p>Estimates the GPU memory of fine-tuning jobs.</p>"
                          "<p>Built with Qt %2 (running on Qt %3).</p><p>License: GPL-3.0-or-later.</p>")
                               .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                                    QString::fromLatin1(qVersion())) +
                           (pricesAsOfText(*m_catalog->catalog()).isEmpty()
                                ? QString()
                                : tr("<p>Catalog prices as of %1.</p>").arg(pricesAsOfText(*m_catalog->catalog()))));
}

GlossaryDialog* MainWindow::showGlossary()
{
    // One dialog, kept beside the window while the user reads on.
    auto* dialog = findChild<GlossaryDialog*>(QStringLiteral("glossary"));
    if (!dialog)
        dialog = new GlossaryDialog(this);
    dialog->show();
    dialog->raise();
    return dialog;
}

} // namespace tunefit::ui

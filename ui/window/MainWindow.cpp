// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "present/DiffusionSession.h"
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
#include <QComboBox>
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

MainWindow::MainWindow(QWidget* parent, const QString& catalogLocation) : QMainWindow(parent)
{
    setAcceptDrops(true);
    m_catalog = new CatalogSession(this);
    // This run's --catalog, else the catalog chosen last, else the local one. A team catalog that cannot be reached
    // opens its offline snapshot (CatalogSession::open).
    QString location = catalogLocation.isEmpty() ? Settings::catalogLocation() : catalogLocation;
    const QString catalogProblem = m_catalog->open(location.isEmpty() ? CatalogStore::defaultPath() : location);

    m_session = new JobSession(this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(createFormArea());
    m_splitter->addWidget(createResultsArea());
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(createTaskArea());
    createStatusBar();
    createMenus();
    retranslateUi();
    connectParts();
    applyCatalog();
    if (!catalogProblem.isEmpty() || !m_catalog->openNotice().isEmpty())
        statusBar()->showMessage(catalogProblem.isEmpty() ? m_catalog->openNotice() : catalogProblem);
    resize(mainWindowSize(availableGeometryFor(this))); // 1400×900, or less on a smaller (e.g. 1366×768) screen
    m_saved = m_document = currentDocument();
    m_defaultInputs = m_jobPanel->inputs();
    restoreState();
    m_history->restart(); // the job of the last session is where undo starts
    recompute();
    updateModified();
    updateTitle();
}

/// The job form in a scroll area as wide as the form, but never more than 40 % of the screen.
QWidget* MainWindow::createFormArea()
{
    m_jobPanel = new JobPanel(this);
    m_jobPanel->listLocalModels({}); // the Hugging Face cache of this computer ($HF_HUB_CACHE, $HF_HOME, ~/.cache)
    m_history = new JobHistory(m_jobPanel, this);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("jobFormScroll"));
    scroll->setWidget(m_jobPanel);
    scroll->setWidgetResizable(true);
    // The form's width, but never more than 40 % of the screen: long labels (Hindi) scroll sideways instead of pushing
    // the window past a 1366 px screen.
    const int formWidth = m_jobPanel->sizeHint().width() + 24;
    scroll->setMinimumWidth(std::min(formWidth, availableGeometryFor(this).width() * 2 / 5));
    scroll->setHorizontalScrollBarPolicy(scroll->minimumWidth() < formWidth ? Qt::ScrollBarAsNeeded
                                                                            : Qt::ScrollBarAlwaysOff);
    return scroll;
}

/// The result tabs (memory, what-if, GPUs, offers) under the banner that says when they are stale.
QWidget* MainWindow::createResultsArea()
{
    m_breakdown = new BreakdownPane(this);
    m_whatIf = new WhatIfChart(this);
    m_fitModel = new FitOverviewModel(this);
    m_fitProxy = new QSortFilterProxyModel(this);
    m_fitProxy->setSourceModel(m_fitModel);
    m_fitProxy->setSortRole(FitOverviewModel::SortRole);
    auto* fitTable = new QTableView(this);
    fitTable->setObjectName(QStringLiteral("fitOverview"));
    fitTable->setModel(m_fitProxy);
    fitTable->setSortingEnabled(true);
    fitTable->sortByColumn(FitOverviewModel::HeadroomColumn, Qt::DescendingOrder);
    fitTable->verticalHeader()->hide();
    fitTable->setAlternatingRowColors(true);
    fitTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    fitTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    fitTable->horizontalHeader()->setStretchLastSection(true);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_breakdown, QString());
    m_tabs->addTab(m_whatIf, QString());
    m_tabs->addTab(fitTable, QString());
    m_offers = new OffersView(this);
    m_tabs->addTab(m_offers, QString());

    // The banner says when the tabs show the last valid job's results (a refused value is marked in the form).
    m_staleBanner = new QLabel(this);
    m_staleBanner->setObjectName(QStringLiteral("staleBanner"));
    m_staleBanner->setWordWrap(true);
    m_staleBanner->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 4px; }"));
    m_staleBanner->hide();
    auto* results = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_staleBanner);
    resultsLayout->addWidget(m_tabs);
    return results;
}

/// Status-bar lines shrink with "…" rather than widen the window past the screen (long in Hindi).
void MainWindow::createStatusBar()
{
    m_params = new ElidedLabel(this);
    statusBar()->addPermanentWidget(m_params);
    m_catalogOrigin = new ElidedLabel(this);
    m_catalogOrigin->setObjectName(QStringLiteral("catalogOrigin"));
    statusBar()->addPermanentWidget(m_catalogOrigin);
    m_pricesAsOf = new ElidedLabel(this);
    m_pricesAsOf->setObjectName(QStringLiteral("pricesAsOf"));
    statusBar()->addPermanentWidget(m_pricesAsOf);
    m_updatePricesButton = new QPushButton(this);
    m_updatePricesButton->setObjectName(QStringLiteral("updatePricesReminder"));
    m_updatePricesButton->setFlat(true);
    m_updatePricesButton->hide();
    connect(m_updatePricesButton, &QPushButton::clicked, this, [this] { showPriceUpdate(); });
    statusBar()->addPermanentWidget(m_updatePricesButton);
}

/// The session, the form, the tabs and the catalog, each change to the part that shows it.
void MainWindow::connectParts()
{
    connect(m_jobPanel, &JobPanel::inputsChanged, this, &MainWindow::recompute);
    connect(m_jobPanel, &JobPanel::inputsChanged, this, &MainWindow::updateModified);
    connect(m_session, &JobSession::evaluated, this, &MainWindow::showResults);
    connect(m_breakdown, &BreakdownPane::makeItFitRequested, this, &MainWindow::makeItFit);
    connect(m_whatIf, &WhatIfChart::questionChanged, this,
            [this] { m_session->setWhatIf(m_whatIf->axis(), m_whatIf->comparedGpus()); });
    connect(m_offers, &OffersView::rankByChanged, m_session, &JobSession::setRankBy);
    m_session->setWhatIf(m_whatIf->axis(), m_whatIf->comparedGpus());
    connect(m_catalog, &CatalogSession::changed, this, &MainWindow::applyCatalog);
    connect(m_catalog, &CatalogSession::originChanged, this, [this] {
        showCatalogOrigin();
        // Going offline or back online on its own is said once, in words (the label then keeps saying which).
        if (!m_catalog->openNotice().isEmpty())
            statusBar()->showMessage(m_catalog->openNotice(), 10000);
    });
    connect(m_catalog, &CatalogSession::refreshed, this,
            [this] { statusBar()->showMessage(tr("The catalog was changed elsewhere and has been reloaded."), 5000); });
    // A save over a row someone else changed: both versions side by side, over the form that made the change.
    m_catalog->setConflictResolver([this](const RowConflict& conflict) {
        QWidget* over = QApplication::activeModalWidget();
        ConflictDialog dialog(conflict, over ? over : this);
        dialog.exec();
        return dialog.choice();
    });
    connect(m_offers, &OffersView::editOfferRequested, this,
            [this](const Offer& offer) { showCatalogEditor()->editOffer(offer); });
    connect(m_offers, &OffersView::exportConfigRequested, this, [this](int planIndex) { exportConfig(planIndex); });
    connect(m_offers, &OffersView::applySettingRequested, this, &MainWindow::applyOfferSetting);
    // The offers chosen for the comparison are the job's (saved in its file), kept by offer id.
    connect(m_offers, &OffersView::chosenOffersChanged, this, [this] {
        m_document.chosenOfferIds = m_offers->chosenOfferIds();
        updateModified();
    });
}

void MainWindow::retranslateUi()
{
    updateTitle();
    m_taskLabel->setText(tr("&Task:"));
    m_task->setItemText(0, tr("Language model"));
    m_task->setItemText(1, tr("Image generation"));
    m_task->setItemText(2, tr("Video generation"));
    m_tabs->setTabText(0, tr("Memory"));
    m_tabs->setTabText(1, tr("What if"));
    m_tabs->setTabText(2, tr("GPUs"));
    m_tabs->setTabText(m_tabs->indexOf(m_offers), tr("Offers"));
    m_fileMenu->setTitle(tr("&File"));
    m_openJobAction->setText(tr("&Open job…"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_openAction->setText(tr("Open &config.json…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_exportReportAction->setText(tr("&Export report (PDF)…"));
    m_exportResultsAction->setText(tr("Export results (CSV, JSON)…"));
    m_importConfigAction->setText(tr("&Import training config…"));
    m_exportConfigAction->setText(tr("Export &training config…"));
    rebuildRecentMenu();
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_history->retranslate();
    showUndoRedoText();
    m_newJobAction->setText(tr("&New job"));
    m_catalogMenu->setTitle(tr("C&atalog"));
    m_editCatalogAction->setText(tr("&Edit GPUs, providers and prices…"));
    m_updatePricesAction->setText(tr("&Update prices…"));
    m_teamCatalogAction->setText(tr("&Team catalog…"));
    m_modelLibraryAction->setText(tr("&Model library…"));
    m_runsAction->setText(tr("Your &runs and calibrations…"));
    m_useCalibrationsAction->setText(tr("Use &calibrations from your runs"));
    m_updatePricesButton->setText(tr("Prices are old: update…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_glossaryAction->setText(tr("&Glossary…"));
    m_aboutAction->setText(tr("&About Tunefit"));
    m_aboutQtAction->setText(tr("About &Qt"));
    for (QAction* action : m_languages->actions())
        action->setChecked(action->data().toString() == Language::current());
    showParameterCounts();
    showPriceAge();
    showCatalogOrigin();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        // The default locale changed with the language: let spin boxes and editors reformat their numbers.
        setLocale(QLocale());
        retranslateUi();
        m_fitModel->retranslate();
    }
}

void MainWindow::recompute()
{
    if (m_applyingCatalog)
        return;
    const JobInputs inputs = m_jobPanel->inputs();
    m_session->setJob(inputs.job, inputs.gpuName);
}

void MainWindow::showResults()
{
    const std::shared_ptr<const Evaluation> evaluation = m_session->evaluation();
    const std::shared_ptr<const Catalog> catalog = m_session->catalog();
    const std::optional<Error>& error = evaluation->memoryError ? evaluation->memoryError : evaluation->jobError;
    // A refused value is marked at its field with the allowed range; the tabs keep the last valid job's results,
    // marked stale, rather than going blank. An unknown model has no last valid numbers of its own: none are shown.
    const bool markedInForm = error && error->field != "model" && m_jobPanel->showsField(error->field);
    if (!error)
        m_lastValid = evaluation;
    const bool stale = markedInForm && m_lastValid;
    const std::shared_ptr<const Evaluation> shown = stale ? m_lastValid : evaluation;
    m_staleBanner->setText(stale ? tr("Stale: these results are for the last valid job. Fix %1 to update them.")
                                       .arg(m_jobPanel->fieldLabel(error->field))
                                 : QString());
    m_staleBanner->setVisible(stale);
    m_breakdown->setResults(shown);
    m_whatIf->setResults(shown);
    m_fitModel->setResults(*shown, *catalog);
    m_offers->setResults(shown, catalog);
    m_jobPanel->showError(error);
    showParameterCounts();
}

void MainWindow::showParameterCounts()
{
    if (diffusionTaskShown()) { // the image or video job's denoiser and what it trains
        const DiffusionEvaluation& e = m_diffusion->evaluation();
        m_params->setText(
            tr("%1 parameters, %2 trainable")
                .arg(formatCount(e.job.model.publishedParamsB * 1e9), formatCount(e.memory.trainedParams)));
        return;
    }
    // The counts of the results shown: the last valid job's while they are marked stale.
    const std::shared_ptr<const Evaluation> evaluation =
        !m_staleBanner->isHidden() && m_lastValid ? m_lastValid : m_session->evaluation();
    const ParameterCount& params = evaluation->params;
    if (params.total() <= 0) {
        m_params->clear();
        return;
    }
    const int64_t trainable = evaluation->memoryError ? 0 : evaluation->memory.trainableParams;
    m_params->setText(
        tr("%1 parameters, %2 trainable").arg(formatCount(double(params.total())), formatCount(double(trainable))));
}

void MainWindow::restoreState()
{
    restoreGeometry(Settings::layout(SavedLayout::MainWindow));
    resize(fittedSize(size(), availableGeometryFor(this))); // saved on a larger screen
    m_splitter->restoreState(Settings::layout(SavedLayout::MainSplitter));
    m_breakdown->splitter()->restoreState(Settings::layout(SavedLayout::BreakdownSplitter));

    // The job shown on exit, with its file (if any) as the baseline of the unsaved-change marker.
    const QByteArray last = Settings::lastJob();
    if (last.isEmpty())
        return;
    auto document = readJobFile(std::string_view(last.constData(), size_t(last.size())));
    if (!document)
        return;
    m_jobPanel->setInputs({document->job, Settings::lastGpu()});
    m_document = *document;
    m_offers->setChosenOfferIds(m_document.chosenOfferIds);
    const QString path = Settings::lastJobFile();
    JobDocument saved = currentDocument();
    if (!path.isEmpty()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            if (auto onDisk = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size()))))
                saved = *onDisk;
        }
    }
    setCurrentFile(QFileInfo::exists(path) ? path : QString(), saved);
}

void MainWindow::saveState() const
{
    Settings::setLayout(SavedLayout::MainWindow, saveGeometry());
    Settings::setLayout(SavedLayout::MainSplitter, m_splitter->saveState());
    Settings::setLayout(SavedLayout::BreakdownSplitter, m_breakdown->splitter()->saveState());
    Settings::setLastJob(QByteArray::fromStdString(writeJobFile(currentDocument())), m_filePath,
                         m_jobPanel->inputs().gpuName);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveState();
    QMainWindow::closeEvent(event);
}

} // namespace tunefit::ui

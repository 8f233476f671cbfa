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

constexpr int kMaxRecentFiles = 8;

/// The catalog's "prices as of" date in the current locale; empty when no offer is dated.
QString pricesAsOfText(const Catalog& catalog)
{
    const QString iso = QString::fromStdString(catalog.pricesAsOf);
    const QDate date = QDate::fromString(iso, Qt::ISODate);
    return date.isValid() ? formatDate(date) : iso;
}

bool isJobFile(const QString& path)
{
    return path.endsWith(QStringLiteral(".tunefit.json"), Qt::CaseInsensitive);
}

/// The first local file dropped; what it is comes from its content (dropEvent).
QString localFilePath(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            return url.toLocalFile();
    }
    return {};
}

/// True when the file's content is a training config the importer recognises. The sniffer parses the whole text, so
/// it is read whole, up to a size no training config reaches: a huge file must not stall the drop.
bool isTrainingConfig(const QString& path)
{
    constexpr qint64 kMaxConfigBytes = 8 << 20;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxConfigBytes)
        return false;
    const QByteArray text = file.readAll();
    return sniffStack(std::string_view(text.constData(), size_t(text.size()))).has_value();
}

/// The stacks File > Export training config… writes, with the file filter that names each.
struct ExportChoice
{
    Stack stack;
    const char* filter;
    const char* suffix;
};
constexpr ExportChoice kExportChoices[] = {
    {Stack::Axolotl, QT_TRANSLATE_NOOP("MainWindow", "axolotl YAML (*.yaml *.yml)"), ".yaml"},
    {Stack::LlamaFactory, QT_TRANSLATE_NOOP("MainWindow", "LLaMA-Factory YAML (*.yaml *.yml)"), ".yaml"},
    {Stack::DeepSpeed, QT_TRANSLATE_NOOP("MainWindow", "DeepSpeed JSON (*.json)"), ".json"},
    {Stack::Accelerate, QT_TRANSLATE_NOOP("MainWindow", "accelerate YAML (*.yaml *.yml)"), ".yaml"},
    {Stack::Torchtune, QT_TRANSLATE_NOOP("MainWindow", "torchtune YAML (*.yaml *.yml)"), ".yaml"},
};

} // namespace

MainWindow::MainWindow(QWidget* parent, const QString& catalogLocation) : QMainWindow(parent)
{
    setAcceptDrops(true);
    m_catalog = new CatalogSession(this);
    // This run's --catalog, else the catalog chosen last, else the local one. A team catalog that cannot be reached
    // opens its offline snapshot (CatalogSession::open).
    QString location = catalogLocation.isEmpty() ? Settings::catalogLocation() : catalogLocation;
    const QString catalogProblem = m_catalog->open(location.isEmpty() ? CatalogStore::defaultPath() : location);

    m_session = new JobSession(this);
    m_jobPanel = new JobPanel(this);
    m_jobPanel->listLocalModels({}); // the Hugging Face cache of this computer ($HF_HUB_CACHE, $HF_HOME, ~/.cache)
    m_history = new JobHistory(m_jobPanel, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_jobPanel);
    scroll->setWidgetResizable(true);
    // The form's width, but never more than 40 % of the screen: long labels (Hindi) scroll sideways instead of pushing
    // the window past a 1366 px screen.
    const int formWidth = m_jobPanel->sizeHint().width() + 24;
    scroll->setMinimumWidth(std::min(formWidth, availableGeometryFor(this).width() * 2 / 5));
    scroll->setHorizontalScrollBarPolicy(scroll->minimumWidth() < formWidth ? Qt::ScrollBarAsNeeded
                                                                            : Qt::ScrollBarAlwaysOff);

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

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(scroll);
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
    m_splitter->addWidget(results);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    // Status-bar lines shrink with "…" rather than widen the window past the screen (long in Hindi).
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
    createMenus();
    retranslateUi();

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
    applyCatalog();
    if (!catalogProblem.isEmpty() || !m_catalog->openNotice().isEmpty())
        statusBar()->showMessage(catalogProblem.isEmpty() ? m_catalog->openNotice() : catalogProblem);
    resize(mainWindowSize(availableGeometryFor(this))); // 1400×900, or less on a smaller (e.g. 1366×768) screen
    m_saved = m_document = currentDocument();
    m_defaultInputs = m_jobPanel->inputs();
    restoreState();
    m_history->restart(); // the job of the last session is where undo starts
    recompute();
    updateTitle();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
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

    createEditMenu();

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
    m_catalogMenu->addSeparator();
    m_teamCatalogAction = m_catalogMenu->addAction(QString());
    m_teamCatalogAction->setObjectName(QStringLiteral("teamCatalog"));
    connect(m_teamCatalogAction, &QAction::triggered, this, [this] { showTeamCatalog(); });

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

    m_helpMenu = menuBar()->addMenu(QString());
    m_glossaryAction = m_helpMenu->addAction(QString());
    m_glossaryAction->setObjectName(QStringLiteral("glossaryAction"));
    connect(m_glossaryAction, &QAction::triggered, this, &MainWindow::showGlossary);
    m_helpMenu->addSeparator();
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(
            this, tr("About Tunefit"),
            tr("<h3>Tunefit %1</h3><p>Estimates the GPU memory of fine-tuning jobs.</p>"
               "<p>Built with Qt %2 (running on Qt %3).</p><p>License: GPL-3.0-or-later.</p>")
                    .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                         QString::fromLatin1(qVersion())) +
                (pricesAsOfText(*m_catalog->catalog()).isEmpty()
                     ? QString()
                     : tr("<p>Catalog prices as of %1.</p>").arg(pricesAsOfText(*m_catalog->catalog()))));
    });
    m_aboutQtAction = m_helpMenu->addAction(QString());
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
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

void MainWindow::retranslateUi()
{
    updateTitle();
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

bool MainWindow::openConfig(const QString& path)
{
    const auto result = m_jobPanel->openConfigFile(path);
    if (!result.ok()) {
        QMessageBox::warning(
            this, tr("Cannot read config"),
            tr("%1 could not be read as a Hugging Face config.json: %2.").arg(path, errorSentence(result.error())));
        return false;
    }
    statusBar()->showMessage(tr("Imported %1").arg(QString::fromStdString(result->name)), 5000);
    return true;
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

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!localFilePath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = localFilePath(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    // A job file stays a job file and a Hugging Face config.json a model; any other file the importer recognises by
    // its content is a training config, whatever its name.
    if (isJobFile(path))
        openJob(path);
    else if (isTrainingConfig(path))
        importConfig(path);
    else
        openConfig(path);
}

QString MainWindow::importConfigFile(const QString& path, const QString& root)
{
    ImportOptions options;
    // The import starts from the job shown: what the files leave out (dataset, epochs, limits, assumptions) stays.
    options.base = m_jobPanel->inputs().job;
    options.root = root.toStdString();
    options.models.userModels = m_catalog->catalog()->models;
    const std::string file = QFileInfo(path).absoluteFilePath().toStdString();
    auto imported = importTrainingConfig(file, options);
    m_importIncludeMissing = false;
    if (!imported) {
        // An error of a named file carries "config:line: key" as its field, never the config's own path.
        const Error& e = imported.error();
        m_importIncludeMissing =
            (e.code == ErrorCode::CannotOpen || e.code == ErrorCode::IncludeRefused) && e.field != file;
        return tr("%1 could not be imported: %2.").arg(QFileInfo(path).fileName(), errorSentence(e));
    }
    auto* dialog = new ImportConfigDialog(*imported, path, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, name = QFileInfo(path).fileName()] { applyImported(dialog->imported(), name); });
    dialog->open();
    return {};
}

bool MainWindow::importConfig(const QString& path)
{
    const QString error = importConfigFile(path);
    if (error.isEmpty())
        return true;
    if (!m_importIncludeMissing) {
        QMessageBox::warning(this, tr("Cannot import training config"), error);
        return false;
    }
    // Files a config names are read from its own folder only, unless the user names a wider one: never a folder
    // the config itself chose (issue 35).
    QMessageBox box(QMessageBox::Warning, tr("Cannot import training config"),
                    error + QStringLiteral("\n\n") +
                        tr("If the training runs from a folder above the config (the root of its repository), "
                           "choose that folder: files the config names are then read from there too."),
                    QMessageBox::Cancel, this);
    QPushButton* choose = box.addButton(tr("Choose the folder…"), QMessageBox::AcceptRole);
    box.exec();
    if (box.clickedButton() != choose)
        return false;
    const QString root =
        QFileDialog::getExistingDirectory(this, tr("Folder the training runs from"), QFileInfo(path).absolutePath());
    if (root.isEmpty())
        return false;
    const QString again = importConfigFile(path, root);
    if (again.isEmpty())
        return true;
    QMessageBox::warning(this, tr("Cannot import training config"), again);
    return false;
}

QString MainWindow::exportConfigFile(const QString& path, Stack stack)
{
    // The one evaluation's best offer, else the job's own layout with its own estimate.
    const std::shared_ptr<const Evaluation> evaluation = m_session->evaluation();
    const std::shared_ptr<const Catalog> catalog = m_session->catalog();
    if (evaluation && catalog && evaluation->best())
        return writeConfigFiles(path, stack, exportForOption(*evaluation, *catalog, *evaluation->best()));
    const JobInputs inputs = m_jobPanel->inputs();
    PlannedExport planned;
    if (evaluation)
        planned = exportForJob(*evaluation, inputs.gpuName.toStdString());
    else
        planned.job = inputs.job;
    return writeConfigFiles(path, stack, planned);
}

QString MainWindow::exportOfferConfigFile(const QString& path, Stack stack, int planIndex)
{
    // The offer as the Offers tab shows it: the evaluation and catalog its rows were made from.
    const OffersModel* offers = m_offers->model();
    const std::shared_ptr<const Evaluation> evaluation = offers->evaluationPtr();
    if (!evaluation || planIndex < 0 || size_t(planIndex) >= evaluation->plan.options.size())
        return exportConfigFile(path, stack);
    return writeConfigFiles(
        path, stack, exportForOption(*evaluation, offers->catalog(), evaluation->plan.options[size_t(planIndex)]));
}

QString MainWindow::writeConfigFiles(const QString& path, Stack stack, const PlannedExport& planned)
{
    const QFileInfo main(path);
    auto files = exportTrainingConfig(planned.job, stack, planned.plan, main.fileName().toStdString());
    if (!files)
        return tr("%1 could not be written: %2").arg(main.fileName(), errorSentence(files.error()));
    for (const ExportedFile& f : *files) {
        const QString target = f.name.empty() ? main.filePath() : main.dir().filePath(QString::fromStdString(f.name));
        if (const QString failure = writeWhole(target, QByteArray::fromStdString(f.contents)); !failure.isEmpty())
            return tr("%1 could not be written: %2").arg(QFileInfo(target).fileName(), failure);
    }
    return {};
}

void MainWindow::exportConfig(int planIndex)
{
    QStringList filters;
    for (const ExportChoice& choice : kExportChoices)
        filters << tr(choice.filter);
    QString selected = filters.front();
    QString path = QFileDialog::getSaveFileName(this, tr("Export training config"), QStringLiteral("train.yaml"),
                                                filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    const auto index = std::max<qsizetype>(0, filters.indexOf(selected));
    const ExportChoice& choice = kExportChoices[index];
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(choice.suffix);
    const QString error =
        planIndex < 0 ? exportConfigFile(path, choice.stack) : exportOfferConfigFile(path, choice.stack, planIndex);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export training config"), error);
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
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

JobDocument MainWindow::currentDocument() const
{
    return toDocument(m_jobPanel->inputs(), m_document);
}

Report MainWindow::currentReport() const
{
    // The report shows the evaluation the window shows: nothing is estimated again.
    const std::shared_ptr<const Evaluation> evaluation = m_session->evaluation();
    ReportOptions options;
    options.today = evaluation->today;
    options.appVersion = QCoreApplication::applicationVersion().toStdString();
    Report report = reportOf(*evaluation, currentDocument(), *m_session->catalog(), options);
    report.catalogOrigin = m_catalog->origin();
    return report;
}

void MainWindow::updateModified()
{
    setWindowModified(!sameJob(currentDocument(), m_saved));
}

void MainWindow::updateTitle()
{
    const QString name = m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
    // Qt shows "*" in place of "[*]" while the window is modified.
    setWindowTitle(tr("%1[*] — Tunefit").arg(name));
}

void MainWindow::setCurrentFile(const QString& path, const JobDocument& saved)
{
    m_filePath = path;
    m_saved = saved;
    if (!path.isEmpty())
        addRecentFile(path);
    updateTitle();
    updateModified();
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified())
        return true;
    const auto answer =
        QMessageBox::warning(this, tr("Unsaved changes"),
                             tr("The job %1 has unsaved changes. Save them?")
                                 .arg(m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName()),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QString MainWindow::loadJob(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("%1 could not be read: %2").arg(QFileInfo(path).fileName(), file.errorString());
    const QByteArray bytes = file.readAll();
    auto document = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size())));
    if (!document)
        return jobFileErrorText(QFileInfo(path).fileName(), document.error());
    m_document = *document;
    m_offers->setChosenOfferIds(m_document.chosenOfferIds);
    m_jobPanel->setInputs({document->job, m_jobPanel->inputs().gpuName});
    m_history->restart(); // another job: undo does not go back into the one before
    setCurrentFile(QFileInfo(path).absoluteFilePath(), currentDocument());
    return {};
}

bool MainWindow::openJob(const QString& path)
{
    if (!maybeSave())
        return false;
    const QString error = loadJob(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot open job"), error);
        return false;
    }
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

QString MainWindow::saveJob(const QString& path)
{
    const JobDocument document = currentDocument();
    if (const QString failure = writeWhole(path, QByteArray::fromStdString(writeJobFile(document))); !failure.isEmpty())
        return tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), failure);
    m_document = document;
    setCurrentFile(QFileInfo(path).absoluteFilePath(), document);
    return {};
}

bool MainWindow::save()
{
    if (m_filePath.isEmpty())
        return saveAs();
    const QString error = saveJob(m_filePath);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot save job"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(m_filePath).fileName()), 5000);
    return true;
}

bool MainWindow::saveAs()
{
    QString suggested = m_filePath;
    if (suggested.isEmpty())
        suggested = QString::fromStdString(m_jobPanel->inputs().job.model.name).toLower().replace(u' ', u'-') +
                    QStringLiteral(".tunefit.json");
    QString path = QFileDialog::getSaveFileName(this, tr("Save job"), suggested, tr("Tunefit jobs (*.tunefit.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".tunefit.json");
    const QString error = saveJob(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot save job"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return Settings::recentFiles();
}

void MainWindow::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    Settings::setRecentFiles(files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* action = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName().replace(u'&', QStringLiteral("&&"))));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path)) {
                QStringList kept = recentFiles();
                kept.removeAll(path);
                Settings::setRecentFiles(kept);
                rebuildRecentMenu();
                QMessageBox::warning(this, tr("Cannot open job"),
                                     tr("%1 no longer exists and was removed from the recent files.").arg(path));
                return;
            }
            openJob(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::exportReport()
{
    QString suggested = m_filePath.isEmpty() ? QStringLiteral("tunefit-report.pdf") : m_filePath;
    if (suggested.endsWith(QStringLiteral(".tunefit.json"), Qt::CaseInsensitive))
        suggested.chop(int(qstrlen(".tunefit.json")));
    if (!suggested.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        suggested += QStringLiteral(".pdf");
    QString path = QFileDialog::getSaveFileName(this, tr("Export report"), suggested, tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString why;
    if (!ReportRenderer::writePdf(currentReport(), path, &why)) {
        QMessageBox::warning(this, tr("Cannot export report"), tr("%1 could not be written: %2").arg(path, why));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::exportResults()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export results"), QStringLiteral("tunefit-results.csv"),
                                                tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    const bool json = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    if (!json && !path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive))
        path += QStringLiteral(".csv");
    // The same files as `tunefit export-results`: C-locale numbers and keys, for spreadsheets and scripts.
    const std::shared_ptr<const Evaluation> evaluation = m_session->evaluation();
    const Catalog& catalog = *m_session->catalog();
    const RankedPlan plan{evaluation->plan, evaluation->sortKey, evaluation->job};
    const QByteArray bytes = json ? resultsJson(plan, catalog, evaluation->job.model.name, evaluation->today)
                                  : QByteArray::fromStdString(resultsCsv(plan, catalog));
    // Complete or not at all (WholeFile.h): a full disk leaves an older export as it was.
    if (const QString failure = writeWhole(path, bytes); !failure.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export results"), tr("%1 could not be written: %2").arg(path, failure));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

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

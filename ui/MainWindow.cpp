// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "BreakdownPane.h"
#include "FitOverviewModel.h"
#include "Format.h"
#include "JobPanel.h"
#include "Language.h"
#include "OffersView.h"
#include "WhatIfChart.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace tunefit::ui {

namespace {

QString localJsonPath(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile() && url.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
            return url.toLocalFile();
    }
    return {};
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setAcceptDrops(true);

    m_jobPanel = new JobPanel(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_jobPanel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_jobPanel->sizeHint().width() + 24);

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
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_params = new QLabel(this);
    statusBar()->addPermanentWidget(m_params);
    createMenus();
    retranslateUi();

    connect(m_jobPanel, &JobPanel::inputsChanged, this, &MainWindow::recompute);
    connect(m_breakdown, &BreakdownPane::parametersEstimated, this, &MainWindow::showParameterCounts);
    resize(1400, 900);
    restoreState();
    recompute();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString());
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Hugging Face config"), {},
                                                          tr("Model config (*.json);;All files (*)"));
        if (!path.isEmpty())
            openConfig(path);
    });
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

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
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Tunefit"),
                           tr("<h3>Tunefit %1</h3><p>Estimates the GPU memory of fine-tuning jobs.</p>"
                              "<p>Built with Qt %2 (running on Qt %3).</p><p>License: GPL-3.0-or-later.</p>")
                               .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                                    QString::fromLatin1(qVersion())));
    });
    m_aboutQtAction = m_helpMenu->addAction(QString());
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Tunefit"));
    m_tabs->setTabText(0, tr("&Memory"));
    m_tabs->setTabText(1, tr("&What if"));
    m_tabs->setTabText(2, tr("&GPUs"));
    m_tabs->setTabText(m_tabs->indexOf(m_offers), tr("O&ffers"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open config.json…"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Tunefit"));
    m_aboutQtAction->setText(tr("About &Qt"));
    for (QAction* action : m_languages->actions())
        action->setChecked(action->data().toString() == Language::current());
    showParameterCounts(m_totalParams, m_trainableParams);
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
            tr("%1 could not be read as a Hugging Face config.json: %2 %3")
                .arg(path, QString::fromStdString(result.error().code), QString::fromStdString(result.error().field)));
        return false;
    }
    statusBar()->showMessage(tr("Imported %1").arg(QString::fromStdString(result->name)), 5000);
    return true;
}

void MainWindow::recompute()
{
    const JobInputs inputs = m_jobPanel->inputs();
    m_breakdown->showEstimate(inputs);
    m_whatIf->setInputs(inputs);
    m_fitModel->setInputs(inputs);
    m_offers->setInputs(inputs);
}

void MainWindow::showParameterCounts(qint64 total, qint64 trainable)
{
    m_totalParams = total;
    m_trainableParams = trainable;
    if (total <= 0) {
        m_params->clear();
        return;
    }
    m_params->setText(
        tr("%1 parameters, %2 trainable").arg(formatCount(double(total)), formatCount(double(trainable))));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!localJsonPath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = localJsonPath(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    openConfig(path);
}

void MainWindow::restoreState()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("mainWindow/splitter")).toByteArray());
    m_breakdown->splitter()->restoreState(settings.value(QStringLiteral("mainWindow/breakdownSplitter")).toByteArray());
}

void MainWindow::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("mainWindow/breakdownSplitter"), m_breakdown->splitter()->saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveState();
    QMainWindow::closeEvent(event);
}

} // namespace tunefit::ui

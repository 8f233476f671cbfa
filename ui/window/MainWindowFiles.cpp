// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's job files: open, save, the title and modified state, drops, recent files.
#include "core/diffusion/DenoiserLibrary.h"
#include "core/import/DiffusionImport.h"
#include "ui/window/MainWindow.h"

#include "present/DiffusionSession.h"

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

namespace {

constexpr int kMaxRecentFiles = 8;

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

/// True when the file's content is a training config an importer recognises: a language-model stack's, or an image or
/// video trainer's (read to the end: the reader says WrongFormat for any other file). The file is read whole, up to a
/// size no training config reaches: a huge file must not stall the drop.
bool isTrainingConfig(const QString& path)
{
    constexpr qint64 kMaxConfigBytes = 8 << 20;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxConfigBytes)
        return false;
    const QByteArray bytes = file.readAll();
    const std::string_view text(bytes.constData(), size_t(bytes.size()));
    if (sniffStack(text))
        return true;
    const Result<DiffusionImport> diffusion =
        diffusionJobFromConfig(text, QFileInfo(path).absoluteFilePath().toStdString(), bundledDenoiserLibrary());
    return diffusion || diffusion.error().code != ErrorCode::WrongFormat;
}

} // namespace
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
    openFile(path);
}

void MainWindow::openFile(const QString& path)
{
    // A job file stays a job file and a Hugging Face config.json a model; any other file an importer recognises by
    // its content is a training config, whatever its name.
    if (isJobFile(path))
        openJob(path);
    else if (isTrainingConfig(path))
        importConfig(path);
    else if (readRunLogFile(path.toStdString()))
        showRuns()->openAddForm(path); // a training log: compared with the job in the window
    else
        openConfig(path);
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

JobDocument MainWindow::currentDocument() const
{
    JobDocument document = toDocument(m_jobPanel->inputs(), m_document);
    // The image or video job travels with the file once the user has one (issue 34): shown, or edited.
    const DiffusionJob& diffusion = m_diffusion->job();
    if (diffusionTaskShown() || !(diffusion == defaultDiffusionJob(diffusion.model.task)))
        document.diffusion = diffusion;
    document.task = !diffusionTaskShown()                         ? JobTask::LanguageModel
                    : diffusion.model.task == DenoiserTask::Video ? JobTask::Video
                                                                  : JobTask::Image;
    return document;
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
    m_diffusion->reset(document->diffusion ? *document->diffusion : defaultDiffusionJob(DenoiserTask::Image));
    setTask(document->task == JobTask::Video ? 2 : document->task == JobTask::Image ? 1 : 0);
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

} // namespace tunefit::ui

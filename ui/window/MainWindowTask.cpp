// SPDX-License-Identifier: GPL-3.0-or-later
// The window's task (issue 34): a language-model job in the job panel and its tabs, or an image or video job in the
// diffusion workspace. One selector switches the page, the Edit menu's steps and what File > Export report writes.
#include "core/diffusion/DenoiserLibrary.h"
#include "core/import/ConfigTree.h"
#include "core/import/DiffusionImport.h"
#include "core/report/DiffusionResultsJson.h"
#include "present/DiffusionReport.h"
#include "present/DiffusionSession.h"
#include "present/ErrorWording.h"
#include "present/WholeFile.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/diffusion/DiffusionImportDialog.h"
#include "ui/diffusion/DiffusionWorkspace.h"
#include "ui/window/JobHistory.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

constexpr int kLanguageModelTask = 0;

DenoiserTask denoiserTaskOf(int index)
{
    return index == 2 ? DenoiserTask::Video : DenoiserTask::Image;
}

int taskIndexOf(DenoiserTask task)
{
    return task == DenoiserTask::Video ? 2 : 1;
}

} // namespace

QWidget* MainWindow::createTaskArea()
{
    m_diffusion = new DiffusionSession(this);
    m_diffusion->setCatalog(m_catalog->catalog());
    m_diffusionWorkspace = new DiffusionWorkspace(m_diffusion, this);
    m_undoGroup = new QUndoGroup(this);
    m_undoGroup->addStack(m_history->stack());
    m_undoGroup->addStack(m_diffusion->undoStack());
    m_undoGroup->setActiveStack(m_history->stack());

    m_task = new QComboBox(this);
    m_task->setObjectName(QStringLiteral("taskSelector"));
    m_task->addItems({QString(), QString(), QString()});
    m_taskLabel = new QLabel(this);
    m_taskLabel->setBuddy(m_task);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_splitter);
    m_pages->addWidget(m_diffusionWorkspace);
    connect(m_task, &QComboBox::currentIndexChanged, this, &MainWindow::switchTask);
    connect(m_diffusion, &DiffusionSession::evaluated, this, &MainWindow::followDiffusionTask);
    // The unsaved-change marker follows the image or video job too.
    connect(m_diffusion, &DiffusionSession::evaluated, this, &MainWindow::updateModified);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(m_taskLabel);
    bar->addWidget(m_task);
    bar->addStretch(1);
    auto* area = new QWidget(this);
    auto* layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_pages, 1);
    return area;
}

bool MainWindow::diffusionTaskShown() const
{
    return m_task->currentIndex() != kLanguageModelTask;
}

void MainWindow::setTask(int index)
{
    m_task->setCurrentIndex(index);
}

void MainWindow::switchTask(int index)
{
    const bool diffusion = index != kLanguageModelTask;
    m_pages->setCurrentIndex(diffusion ? 1 : 0);
    m_undoGroup->setActiveStack(diffusion ? m_diffusion->undoStack() : m_history->stack());
    if (diffusion && m_diffusion->job().model.task != denoiserTaskOf(index))
        m_diffusion->edit(defaultDiffusionJob(denoiserTaskOf(index)), tr("Change task"));
    showUndoRedoText();
    showParameterCounts();
    updateModified();
}

void MainWindow::followDiffusionTask()
{
    if (!diffusionTaskShown())
        return;
    showParameterCounts();
    const int index = taskIndexOf(m_diffusion->job().model.task);
    if (m_task->currentIndex() == index)
        return;
    const QSignalBlocker block(m_task);
    m_task->setCurrentIndex(index);
}

std::optional<QString> MainWindow::importDiffusionConfig(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > qint64(import::kMaxConfigBytes))
        return std::nullopt; // the language-model import says why
    const QByteArray text = file.readAll();
    Result<DiffusionImport> imported =
        diffusionJobFromConfig(std::string_view(text.constData(), size_t(text.size())),
                               QFileInfo(path).absoluteFilePath().toStdString(), bundledDenoiserLibrary());
    if (!imported && imported.error().code == ErrorCode::WrongFormat)
        return std::nullopt;
    const QString name = QFileInfo(path).fileName();
    if (!imported)
        return tr("%1 could not be imported: %2.").arg(name, errorSentence(imported.error()));
    // As the language-model import: a preview of what was read, defaulted and not modelled, applied on Apply.
    auto* dialog = new DiffusionImportDialog(std::move(imported).value(), path, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, name] {
        const DiffusionImport& accepted = dialog->imported();
        setTask(taskIndexOf(accepted.job.model.task));
        m_diffusion->edit(accepted.job, tr("Import %1").arg(name));
        statusBar()->showMessage(tr("Imported %1 (%2): %n setting(s) read, the rest at the stack's defaults", nullptr,
                                    int(accepted.count(DiffusionImportKind::Read)))
                                     .arg(name, QString::fromStdString(accepted.stack)),
                                 8000);
    });
    dialog->open();
    return QString();
}

QString MainWindow::exportDiffusionResults(const QString& path)
{
    const QJsonObject results = diffusionEvaluationJson(m_diffusion->evaluation(), *m_diffusion->catalog(), true,
                                                        std::numeric_limits<int>::max());
    return writeWhole(path, QJsonDocument(results).toJson(QJsonDocument::Indented));
}

QString MainWindow::exportDiffusionConfigFile(const QString& path, DiffusionStack stack)
{
    const DiffusionJob& job = m_diffusion->job();
    const QString name = QFileInfo(path).fileName();
    const Result<std::string> text = exportDiffusionConfig(job, stack);
    if (!text)
        return tr("%1 could not be written: %2").arg(name, errorSentence(text.error()));
    if (const QString failure = writeWhole(path, QByteArray::fromStdString(*text)); !failure.isEmpty())
        return tr("%1 could not be written: %2").arg(name, failure);
    if (stack != DiffusionStack::Musubi)
        return {};
    // musubi-tuner reads the resolution, frames and batch from the dataset config the main file names.
    const Result<std::string> dataset = exportDiffusionDatasetConfig(job, stack);
    const QString datasetPath = QFileInfo(path).dir().filePath(QStringLiteral("dataset.toml"));
    if (!dataset)
        return tr("%1 could not be written: %2").arg(QStringLiteral("dataset.toml"), errorSentence(dataset.error()));
    if (const QString failure = writeWhole(datasetPath, QByteArray::fromStdString(*dataset)); !failure.isEmpty())
        return tr("%1 could not be written: %2").arg(QStringLiteral("dataset.toml"), failure);
    return {};
}

void MainWindow::exportDiffusionTrainingConfig()
{
    struct Choice
    {
        DiffusionStack stack;
        const char* filter;
        const char* suffix;
    };
    static const Choice choices[] = {
        {DiffusionStack::AiToolkit, QT_TRANSLATE_NOOP("MainWindow", "ai-toolkit YAML (*.yaml *.yml)"), ".yaml"},
        {DiffusionStack::Kohya, QT_TRANSLATE_NOOP("MainWindow", "kohya sd-scripts TOML (*.toml)"), ".toml"},
        {DiffusionStack::Musubi, QT_TRANSLATE_NOOP("MainWindow", "musubi-tuner TOML (*.toml)"), ".toml"},
        {DiffusionStack::SimpleTuner, QT_TRANSLATE_NOOP("MainWindow", "SimpleTuner config.json (*.json)"), ".json"},
    };
    QStringList filters;
    for (const Choice& choice : choices)
        filters << tr(choice.filter);
    qsizetype index = 0;
    QString path = askConfigExportPath(filters, &index);
    if (path.isEmpty())
        return;
    const Choice& choice = choices[index];
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(choice.suffix);
    if (const QString error = exportDiffusionConfigFile(path, choice.stack); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export training config"), error);
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

QString MainWindow::exportDiffusionReport(const QString& path)
{
    QString why;
    if (!DiffusionReport::writePdf(m_diffusion->evaluation(), *m_diffusion->catalog(),
                                   QDate::currentDate().toString(Qt::ISODate), path, &why))
        return why.isEmpty() ? tr("the PDF could not be written") : why;
    return {};
}

} // namespace tunefit::ui

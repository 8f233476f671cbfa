// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's imports and exports: training configs in and out, the PDF report, the results table.
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
QString MainWindow::importConfigFile(const QString& path, const QString& root)
{
    // An image or video trainer's config (ai-toolkit, kohya, musubi-tuner, SimpleTuner, diffusers) becomes the image
    // or video job (issue 34); any other file goes on to the language-model import.
    if (std::optional<QString> diffusion = importDiffusionConfig(path))
        return *diffusion;
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

QString MainWindow::askConfigExportPath(const QStringList& filters, qsizetype* index)
{
    QString selected = filters.front();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export training config"), QStringLiteral("train.yaml"),
                                                      filters.join(QStringLiteral(";;")), &selected);
    *index = std::max<qsizetype>(0, filters.indexOf(selected));
    return path;
}

void MainWindow::exportConfig(int planIndex)
{
    if (diffusionTaskShown()) { // the image or video job, never the language-model job behind it
        exportDiffusionTrainingConfig();
        return;
    }
    QStringList filters;
    for (const ExportChoice& choice : kExportChoices)
        filters << tr(choice.filter);
    qsizetype index = 0;
    QString path = askConfigExportPath(filters, &index);
    if (path.isEmpty())
        return;
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
    if (diffusionTaskShown()) {
        why = exportDiffusionReport(path);
        if (!why.isEmpty()) {
            QMessageBox::warning(this, tr("Cannot export report"), tr("%1 could not be written: %2").arg(path, why));
            return;
        }
    } else if (!ReportRenderer::writePdf(currentReport(), path, &why)) {
        QMessageBox::warning(this, tr("Cannot export report"), tr("%1 could not be written: %2").arg(path, why));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::exportResults()
{
    if (diffusionTaskShown()) { // the image or video evaluation as its JSON, the one `tunefit diffusion --json` writes
        QString path = QFileDialog::getSaveFileName(this, tr("Export results"), QStringLiteral("tunefit-results.json"),
                                                    tr("JSON (*.json)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
            path += QStringLiteral(".json");
        if (const QString failure = exportDiffusionResults(path); !failure.isEmpty()) {
            QMessageBox::warning(this, tr("Cannot export results"),
                                 tr("%1 could not be written: %2").arg(path, failure));
            return;
        }
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
        return;
    }
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

} // namespace tunefit::ui

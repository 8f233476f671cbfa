// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Edit menu and the steps it undoes: File > New job, an import, "Make it fit", an offer's setting. Every
// job edit is a step of JobHistory; this file names the steps and says what they changed.
#include "ui/window/MainWindow.h"

#include "core/import/ImportedJob.h"
#include "core/plan/OptionSetting.h"
#include "present/AdviceWording.h"
#include "present/JobSession.h"
#include "present/PlanWording.h"
#include "ui/job/JobPanel.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/JobHistory.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>

using namespace tunefit::present;

namespace tunefit::ui {

// The undo stack is a grandchild: QWidget's destructor deletes it after this class is gone, and its clear() then
// signals undoTextChanged. Disconnect first, so no slot of a half-destroyed window runs (UBSan: downcast to
// MainWindow).
MainWindow::~MainWindow()
{
    m_undoGroup->disconnect(this);
    m_history->stack()->disconnect(this);
}

QUndoStack* MainWindow::jobUndoStack() const
{
    return m_history->stack();
}

void MainWindow::createEditMenu()
{
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    // The language-model job's steps and the image and video job's: the group follows the task shown.
    QUndoGroup* group = m_undoGroup;
    m_undoAction = m_editMenu->addAction(QString());
    m_undoAction->setObjectName(QStringLiteral("undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, group, &QUndoGroup::undo);
    connect(group, &QUndoGroup::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_redoAction = m_editMenu->addAction(QString());
    m_redoAction->setObjectName(QStringLiteral("redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, group, &QUndoGroup::redo);
    connect(group, &QUndoGroup::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(group, &QUndoGroup::undoTextChanged, this, &MainWindow::showUndoRedoText);
    connect(group, &QUndoGroup::redoTextChanged, this, &MainWindow::showUndoRedoText);
}

void MainWindow::showUndoRedoText()
{
    const QUndoGroup* group = m_undoGroup;
    m_undoAction->setText(group->canUndo() ? tr("&Undo %1").arg(group->undoText()) : tr("&Undo"));
    m_redoAction->setText(group->canRedo() ? tr("&Redo %1").arg(group->redoText()) : tr("&Redo"));
}

bool MainWindow::newJob()
{
    if (!maybeSave())
        return false;
    m_document = JobDocument{};
    m_offers->setChosenOfferIds({});
    m_history->apply([] { return tr("New job"); }, m_defaultInputs);
    setCurrentFile(QString(), currentDocument());
    return true;
}

bool MainWindow::makeItFit()
{
    const std::shared_ptr<const Evaluation> evaluation = m_session->evaluation();
    if (!evaluation || !evaluation->advice || evaluation->advice->fitsAsSet || !evaluation->advice->advised)
        return false;
    const JobInputs before = m_jobPanel->inputs();
    JobInputs after = before;
    after.job = applyAdvice(before.job, *evaluation->advice->advised);
    const QString gpu = before.gpuName;
    m_history->apply([gpu] { return tr("Make it fit on %1").arg(gpu); }, after);
    // What it changed, in one line: the field, its old and its new value.
    statusBar()->showMessage(tr("Make it fit on %1: %2").arg(gpu, jobChangeSummary(before, m_jobPanel->inputs())),
                             15000);
    return true;
}

bool MainWindow::applyOfferSetting(int planIndex)
{
    // The offer as the Offers tab shows it: the evaluation its rows were made from.
    const OffersModel* offers = m_offers->model();
    const std::shared_ptr<const Evaluation> evaluation = offers->evaluationPtr();
    if (!evaluation || planIndex < 0 || size_t(planIndex) >= evaluation->plan.options.size())
        return false;
    const PlanOption& option = evaluation->plan.options[size_t(planIndex)];
    if (!option.fits || option.gpuIndex < 0)
        return false;
    const OptionSetting setting = optionSetting(evaluation->plan, option, evaluation->job);
    const JobInputs before = m_jobPanel->inputs();
    JobInputs after = before;
    after.job.setup = setting.setup;
    after.job.parallel = setting.parallel;
    after.gpuName = QString::fromStdString(offers->catalog().gpus[size_t(option.gpuIndex)].name);
    const Offer& offer = offers->catalog().offers[size_t(option.offerIndex)];
    m_history->apply([offer] { return tr("Use the setting of %1").arg(offerName(offer)); }, after);
    statusBar()->showMessage(tr("The job now runs: %1").arg(settingText(setting)), 8000);
    return true;
}

void MainWindow::applyImported(const ImportedJob& imported, const QString& fileName)
{
    const JobInputs current = m_jobPanel->inputs();
    Job job = imported.job;
    // The importer started from the current job, so these hold unless a file set them; kept explicitly so that a
    // stack default never clears the user's dataset or limits.
    if (job.datasetTokens <= 0)
        job.datasetTokens = current.job.datasetTokens;
    // A stack's default epoch count is no choice of the user's file: the panel's own stays.
    if (const ImportedField* epochs = imported.field(JobField::Epochs); !epochs || epochs->origin.stackDefault)
        job.epochs = current.job.epochs;
    job.deadlineHours = current.job.deadlineHours;
    job.budgetUsd = current.job.budgetUsd;
    job.assumptions = current.job.assumptions;
    m_history->apply([fileName] { return tr("Import %1").arg(fileName); }, {job, current.gpuName});
    const QString changes = jobChangeSummary(current, m_jobPanel->inputs());
    statusBar()->showMessage(changes.isEmpty() ? tr("Imported %1: nothing changed").arg(fileName)
                                               : tr("Imported %1: %2").arg(fileName, changes),
                             15000);
}

} // namespace tunefit::ui

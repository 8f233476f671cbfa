// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog > Your runs and calibrations… (issue 33), offscreen: a run added with the window's job, compared, kept as a
// calibration that every view of the job then names, undone, and left out by the window's toggle; bad input marked
// at its field with nothing added.
#include "ui/catalog/RunsDialog.h"
#include "core/evaluate/RunComparison.h"
#include "present/JobSession.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::ui;

namespace {

class RunsDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_window = std::make_unique<MainWindow>(nullptr, m_dir.filePath(QStringLiteral("catalog.sqlite")));
        m_session = m_window->catalogSession();
        ASSERT_TRUE(m_session->isEditable());
        m_dialog = m_window->showRuns();
    }

    /// A Trainer's trainer_state.json of `steps` optimizer steps in `runtime` seconds (hand-made, the Trainer's keys).
    QString trainerState(int steps, double runtime)
    {
        const QString path = m_dir.filePath(QStringLiteral("trainer_state.json"));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(R"({"global_step": %1, "max_steps": %1, "log_history": [{"loss": 1.0, "step": 1},
            {"step": %1, "train_runtime": %2, "train_steps_per_second": %3, "total_flos": 1e15}]})")
                       .arg(steps)
                       .arg(runtime, 0, 'f', 6)
                       .arg(steps / runtime, 0, 'f', 6)
                       .toUtf8());
        return path;
    }

    /// The predicted step of the window's job on its selected GPU, as a comparison of a run of it computes.
    double predictedStep()
    {
        RunEntry probe;
        probe.id = "probe";
        probe.gpu = m_window->session()->selectedGpu().toStdString();
        probe.gpuCount = m_window->session()->job().parallel.gpus;
        JobDocument document;
        document.job = m_window->session()->job();
        probe.jobJson = writeJobFile(document);
        return compareRun(probe, *m_session->catalog()).predicted.stepSeconds;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    CatalogSession* m_session = nullptr;
    RunsDialog* m_dialog = nullptr;
};

} // namespace

TEST_F(RunsDialogTest, ARunKeptAsACalibrationIsNamedByEveryViewAndUndoRestoresTheNumbers)
{
    const QString gpu = m_window->session()->selectedGpu();
    ASSERT_FALSE(gpu.isEmpty());
    const double predicted = predictedStep();
    ASSERT_GT(predicted, 0);
    const double hoursBefore = m_window->session()->evaluation()->best()->hours;

    // A run of the window's job that took 1.25 times the predicted step: 0.8 of the predicted rate.
    RunFiles files;
    files.logPath = trainerState(100, 125 * predicted).toStdString();
    files.gpu = gpu.toStdString();
    ASSERT_TRUE(m_dialog->addRun(files).isEmpty()) << m_dialog->statusText().toStdString();
    ASSERT_EQ(m_dialog->runs()->rowCount(), 1);
    EXPECT_TRUE(m_dialog->comparisonText().contains(QStringLiteral("+25%")))
        << m_dialog->comparisonText().toStdString();

    m_dialog->keepSelected();
    ASSERT_EQ(m_dialog->calibrations()->rowCount(), 1);
    const auto calibrated = m_window->session()->evaluation();
    ASSERT_TRUE(calibrated->calibration.has_value());
    EXPECT_NEAR(calibrated->calibration->timeFactor, 0.8, 1e-6);
    // The memory tab says whose run; the plan's options on this card are timed by it.
    EXPECT_TRUE(m_window->breakdownPane()->detailShown().contains(QStringLiteral("trainer_state")))
        << m_window->breakdownPane()->detailShown().toStdString();
    const PlanOption* best = calibrated->best();
    ASSERT_NE(best, nullptr);
    if (m_session->catalog()->offers[size_t(best->offerIndex)].gpuName == gpu.toStdString()) {
        EXPECT_GT(best->hours, hoursBefore);
    }
    OffersModel* offers = m_window->offersView()->model();
    bool marked = false;
    for (int row = 0; row < offers->rowCount(); ++row)
        marked = marked ||
                 offers->index(row, OffersModel::HoursColumn).data().toString().contains(QStringLiteral("calibrated"));
    EXPECT_TRUE(marked);

    // The window's toggle leaves the calibration out; undo removes it.
    QAction* use = m_window->findChild<QAction*>(QStringLiteral("useCalibrations"));
    ASSERT_NE(use, nullptr);
    use->setChecked(false);
    EXPECT_FALSE(m_window->session()->evaluation()->calibration.has_value());
    use->setChecked(true);
    EXPECT_TRUE(m_window->session()->evaluation()->calibration.has_value());
    m_session->undoStack()->undo();
    EXPECT_EQ(m_dialog->calibrations()->rowCount(), 0);
    EXPECT_FALSE(m_window->session()->evaluation()->calibration.has_value());
    EXPECT_DOUBLE_EQ(m_window->session()->evaluation()->best()->hours, hoursBefore);
}

TEST_F(RunsDialogTest, BadInputIsMarkedAtItsFieldAndNothingIsAdded)
{
    RunFiles missing;
    missing.logPath = m_dir.filePath(QStringLiteral("no-such.log")).toStdString();
    RunInput failed = RunInput::GpuCount;
    EXPECT_FALSE(m_dialog->addRun(missing, &failed).isEmpty());
    EXPECT_EQ(failed, RunInput::Log);

    RunFiles unknownGpu;
    unknownGpu.logPath = trainerState(10, 20).toStdString();
    unknownGpu.gpu = "No Such GPU";
    EXPECT_FALSE(m_dialog->addRun(unknownGpu, &failed).isEmpty());
    EXPECT_EQ(failed, RunInput::Gpu);
    EXPECT_EQ(m_dialog->runs()->rowCount(), 0);

    AddRunDialog form(*m_session->catalog(), QStringLiteral("job"), QStringLiteral("H100 SXM"), m_dialog);
    form.markRefusal(RunInput::Gpu, QStringLiteral("unknown GPU"));
    EXPECT_TRUE(form.findChild<QWidget*>(QStringLiteral("runGpu"))->property("invalid").toBool());
    EXPECT_FALSE(form.findChild<QLineEdit*>(QStringLiteral("runLog"))->property("invalid").toBool());
    EXPECT_EQ(form.refusalText(), QStringLiteral("unknown GPU"));
}

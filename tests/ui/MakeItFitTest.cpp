// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: the Memory tab's "Make it fit on …" applies the advised setting as one undoable step, and the GPUs tab
// says per card how the job fits.
#include "PanelInputs.h"
#include "core/catalog/BundledCatalog.h"
#include "core/plan/OptionSetting.h"
#include "present/JobSession.h"
#include "ui/job/JobPanel.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/memory/FitOverviewModel.h"
#include "ui/window/MainWindow.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

TEST(MakeItFit, AppliesTheAdviceAsOneUndoableStep)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    const JobInputs before = test::loraOn4090(window.jobPanel()->inputs());
    window.jobPanel()->setInputs(before);
    ASSERT_EQ(window.jobPanel()->inputs().gpuName, QStringLiteral("RTX 4090"));
    const auto evaluation = window.session()->evaluation();
    ASSERT_TRUE(evaluation->advice && evaluation->fit);
    ASSERT_FALSE(evaluation->fit->fits);
    ASSERT_TRUE(evaluation->advice->fits());
    EXPECT_FALSE(window.breakdownPane()->adviceText().isEmpty());
    EXPECT_TRUE(window.breakdownPane()->adviceText().startsWith(QStringLiteral("Fits with: ")));
    EXPECT_FALSE(window.breakdownPane()->makeItFitButton()->isHidden());
    const AdvisedSetting advised = *evaluation->advice->advised;
    const int steps = window.jobUndoStack()->count(); // setting the job above was a step too

    window.breakdownPane()->makeItFitButton()->click();
    EXPECT_EQ(window.jobUndoStack()->count(), steps + 1);
    // The panel holds the advised setting, and the job now fits as set with the advisor's numbers.
    const JobInputs after = window.jobPanel()->inputs();
    EXPECT_EQ(after.job.setup.microBatch, advised.setup.microBatch);
    EXPECT_EQ(after.job.setup.gradAccumulation, advised.setup.gradAccumulation);
    EXPECT_EQ(after.job.setup.loss, advised.setup.loss);
    EXPECT_EQ(after.job.setup.checkpointing, advised.setup.checkpointing);
    EXPECT_EQ(after.job.setup.optimizer, advised.setup.optimizer);
    const auto again = window.session()->evaluation();
    ASSERT_TRUE(again->fit && again->advice);
    EXPECT_TRUE(again->fit->fits);
    EXPECT_TRUE(again->advice->fitsAsSet);
    EXPECT_DOUBLE_EQ(again->memory.wholeDevice, advised.peakBytes);
    EXPECT_TRUE(window.breakdownPane()->makeItFitButton()->isHidden());

    // Undo puts the user's setting back; redo applies it again.
    window.jobUndoStack()->undo();
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.microBatch, 4);
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.loss, LossImpl::Standard);
    EXPECT_FALSE(window.session()->evaluation()->fit->fits);
    window.jobUndoStack()->redo();
    EXPECT_TRUE(window.session()->evaluation()->fit->fits);

    // An edit by hand after it is a step of its own: undo takes back the edit, then the fit.
    JobInputs edited = window.jobPanel()->inputs();
    edited.job.setup.seqLen = 1024;
    window.jobPanel()->setInputs(edited);
    EXPECT_EQ(window.jobUndoStack()->count(), steps + 2);
    window.jobUndoStack()->undo();
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, 2048);
    EXPECT_TRUE(window.session()->evaluation()->fit->fits);
}

TEST(MakeItFit, TheGpusTabSaysHowTheJobFitsEachCard)
{
    const JobInputs in = test::loraOn4090(test::defaultInputs());
    const auto evaluation = test::evaluated(in);
    FitOverviewModel model;
    model.setResults(*evaluation, *test::bundled());
    auto cell = [&](const char* gpu) {
        for (int r = 0; r < model.rowCount(); ++r)
            if (model.rows()[size_t(r)].gpu == QString::fromLatin1(gpu))
                return model.data(model.index(r, FitOverviewModel::AdviceColumn)).toString();
        return QString();
    };
    // The H100 runs FP8: the row names the faster setting, as a change of the numerics, after the fit.
    EXPECT_TRUE(cell("H100 SXM").startsWith(QStringLiteral("Fits as set; With linears in FP8")))
        << cell("H100 SXM").toStdString();
    EXPECT_TRUE(cell("H100 SXM").contains(QStringLiteral("changes the numerics"))) << cell("H100 SXM").toStdString();
    EXPECT_EQ(cell("A100 80GB SXM"), QStringLiteral("Fits as set")); // no FP8 tensor cores
    EXPECT_TRUE(cell("RTX 4090").startsWith(QStringLiteral("Fits with: "))) << cell("RTX 4090").toStdString();
    EXPECT_TRUE(cell("RTX 4090").contains(QStringLiteral("loss"))) << cell("RTX 4090").toStdString();
    // A 12 GB card needs the weights off the GPU.
    EXPECT_TRUE(cell("RTX 4070 Ti").contains(QStringLiteral("weight offload"))) << cell("RTX 4070 Ti").toStdString();
}

} // namespace

// Issue 27: "Use this offer's setting for the job" makes the setting an offer runs the job's own in one undoable
// step; the job then runs as set there, with the option's numbers.
TEST(OfferSetting, UsingAnOffersSettingIsOneUndoableStep)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    JobInputs before = test::loraOn4090(window.jobPanel()->inputs());
    before.gpuName = QStringLiteral("H100 SXM");
    window.jobPanel()->setInputs(before);
    const auto evaluation = window.session()->evaluation();
    ASSERT_TRUE(evaluation);
    // The first RTX 4090 offer: the job as set (4 × 2,048 with standard loss) does not fit 24 GiB, so it runs changes.
    int index = -1;
    for (size_t i = 0; i < evaluation->plan.options.size(); ++i) {
        const PlanOption& o = evaluation->plan.options[i];
        if (o.fits && o.gpus == 1 && window.session()->catalog()->gpus[size_t(o.gpuIndex)].name == "RTX 4090") {
            index = int(i);
            break;
        }
    }
    ASSERT_GE(index, 0);
    const PlanOption option = evaluation->plan.options[size_t(index)];
    const OptionSetting setting = optionSetting(evaluation->plan, option, evaluation->job);
    ASSERT_FALSE(setting.asSet());
    const int steps = window.jobUndoStack()->count();

    ASSERT_TRUE(window.applyOfferSetting(index));
    EXPECT_EQ(window.jobUndoStack()->count(), steps + 1);
    const JobInputs after = window.jobPanel()->inputs();
    EXPECT_EQ(after.gpuName, QStringLiteral("RTX 4090"));
    EXPECT_EQ(after.job.setup.microBatch, setting.setup.microBatch);
    EXPECT_EQ(after.job.setup.gradAccumulation, setting.setup.gradAccumulation);
    EXPECT_EQ(after.job.setup.checkpointing, setting.setup.checkpointing);
    EXPECT_EQ(after.job.setup.loss, setting.setup.loss);
    EXPECT_EQ(after.job.setup.optimizer, setting.setup.optimizer);
    // On that card the job now fits as set, at the option's per-GPU peak.
    const auto again = window.session()->evaluation();
    ASSERT_TRUE(again->fit);
    EXPECT_TRUE(again->fit->fits);
    EXPECT_NEAR(again->memory.wholeDevice, option.perGpuBytes, 1e-6 * option.perGpuBytes);

    window.jobUndoStack()->undo();
    EXPECT_EQ(window.jobPanel()->inputs().gpuName, QStringLiteral("H100 SXM"));
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.microBatch, 4);
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.loss, LossImpl::Standard);
}

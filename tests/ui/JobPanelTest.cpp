// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/JobPanel.h"
#include "PanelInputs.h"
#include "present/Settings.h"
#include "ui/memory/BreakdownModel.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::ui;

TEST(JobPanel, RankFieldOnlyForLoraFamily)
{
    JobPanel panel;
    auto* rank = panel.findChild<QSpinBox*>(QStringLiteral("rank"));
    auto* tokens = panel.findChild<QSpinBox*>(QStringLiteral("virtualTokens"));
    ASSERT_NE(rank, nullptr);
    ASSERT_NE(tokens, nullptr);
    panel.setMethod(Method::LoRA);
    EXPECT_FALSE(rank->isHidden());
    EXPECT_TRUE(tokens->isHidden());
    panel.setMethod(Method::Full);
    EXPECT_TRUE(rank->isHidden());
    panel.setMethod(Method::PromptTuning);
    EXPECT_TRUE(rank->isHidden());
    EXPECT_FALSE(tokens->isHidden());
    panel.setMethod(Method::QLoRA);
    EXPECT_FALSE(rank->isHidden());
    EXPECT_EQ(panel.inputs().job.setup.weightDType, DType::Int4);
}

TEST(JobPanel, EveryChangeEmitsAndMapsToInputs)
{
    JobPanel panel;
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    panel.setSequenceLength(4096);
    panel.setMicroBatch(3);
    EXPECT_GE(spy.count(), 2);
    const JobInputs in = panel.inputs();
    EXPECT_EQ(in.job.setup.seqLen, 4096);
    EXPECT_EQ(in.job.setup.microBatch, 3);
    EXPECT_GT(in.job.model.layers, 0);
    EXPECT_GT(test::selectedCapacity(in), 0);
}

TEST(MainWindow, SequenceLengthChangesActivationRow)
{
    MainWindow window;
    BreakdownModel* model = window.breakdownPane()->model();
    ASSERT_EQ(model->rowCount(), kMemoryComponentCount);
    int activationRow = -1;
    for (int row = 0; row < kMemoryComponentCount; ++row) {
        if (BreakdownModel::displayOrder()[size_t(row)] == MemoryComponent::Activations)
            activationRow = row;
    }
    const QModelIndex cell = model->index(activationRow, BreakdownModel::GiBColumn);
    window.jobPanel()->setSequenceLength(1024);
    const double before = model->data(cell, BreakdownModel::BytesRole).toDouble();
    const QString beforeText = model->data(cell).toString();
    window.jobPanel()->setSequenceLength(8192);
    const double after = model->data(cell, BreakdownModel::BytesRole).toDouble();
    EXPECT_GT(after, before * 2);
    EXPECT_NE(model->data(cell).toString(), beforeText);
}

TEST(MainWindow, DroppedConfigIsSelected)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("config.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type":"llama","hidden_size":1024,"num_hidden_layers":4,"num_attention_heads":8,
        "num_key_value_heads":8,"intermediate_size":2816,"vocab_size":32000})");
    file.close();
    MainWindow window;
    ASSERT_TRUE(window.openConfig(path));
    const JobInputs in = window.jobPanel()->inputs();
    EXPECT_EQ(in.job.model.hidden, 1024);
    EXPECT_EQ(in.job.model.layers, 4);
}

// Job files through the window (issue: File menu)

namespace {

/// A window with no job restored from an earlier run.
void forgetLastJob()
{
    Settings::setLastJob({}, {}, {});
}

} // namespace

TEST(JobFiles, SaveOpenRoundTripRestoresTheSameInputs)
{
    forgetLastJob();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("job.tunefit.json"));

    MainWindow window;
    JobPanel* panel = window.jobPanel();
    panel->setMethod(Method::QLoRA);
    panel->setSequenceLength(4096);
    panel->setMicroBatch(2);
    panel->setDataset(120e6, 3);
    panel->setLimits(12, 500);
    panel->setSpotAllowed(true);
    ASSERT_TRUE(panel->selectGpu(QStringLiteral("A100 80GB SXM")));
    const JobDocument saved = window.currentDocument();
    ASSERT_EQ(window.saveJob(path), QString());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.currentFile(), QFileInfo(path).absoluteFilePath());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("job.tunefit.json")));

    MainWindow other;
    other.jobPanel()->setMethod(Method::Full);
    other.jobPanel()->setSequenceLength(512);
    ASSERT_EQ(other.loadJob(path), QString());
    EXPECT_TRUE(sameJob(other.currentDocument(), saved));
    EXPECT_FALSE(other.isWindowModified());
    EXPECT_EQ(other.jobPanel()->inputs().job.setup.seqLen, 4096);
    EXPECT_EQ(other.jobPanel()->inputs().job.setup.method, Method::QLoRA);
    EXPECT_TRUE(other.recentFiles().contains(QFileInfo(path).absoluteFilePath()));
}

TEST(JobFiles, ExampleJobOpens)
{
    forgetLastJob();
    MainWindow window;
    const QString path = QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json");
    ASSERT_EQ(window.loadJob(path), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto onDisk = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size())));
    ASSERT_TRUE(onDisk.ok());
    EXPECT_EQ(window.currentDocument().presetId, "llama-3.1-8b");
    EXPECT_EQ(window.currentDocument().chosenOfferIds, onDisk->chosenOfferIds);
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.optimizer, onDisk->job.setup.optimizer);
    EXPECT_EQ(window.jobPanel()->inputs().job.epochs, 2);
    ASSERT_TRUE(window.jobPanel()->inputs().job.deadlineHours.has_value());
    EXPECT_EQ(*window.jobPanel()->inputs().job.deadlineHours, 24);
}

TEST(JobFiles, MalformedOrFutureFileChangesNothing)
{
    forgetLastJob();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window;
    window.jobPanel()->setSequenceLength(3000);
    const JobDocument before = window.currentDocument();
    const bool modifiedBefore = window.isWindowModified();

    const auto write = [&dir](const char* name, const QByteArray& contents) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(contents);
        return path;
    };
    const QString broken = write("broken.tunefit.json", "{\"format\": \"tunefit-job\", \"version\": ");
    const QString future = write("future.tunefit.json", "{\"format\": \"tunefit-job\", \"version\": 99}");
    const QString other = write("other.tunefit.json", "{\"format\": \"something-else\", \"version\": 1}");

    const QString brokenError = window.loadJob(broken);
    EXPECT_TRUE(brokenError.contains(QStringLiteral("broken.tunefit.json"))) << brokenError.toStdString();
    EXPECT_TRUE(brokenError.contains(QStringLiteral("JSON"))) << brokenError.toStdString();
    const QString futureError = window.loadJob(future);
    EXPECT_TRUE(futureError.contains(QStringLiteral("99"))) << futureError.toStdString();
    EXPECT_TRUE(futureError.contains(QStringLiteral("newer"))) << futureError.toStdString();
    EXPECT_FALSE(window.loadJob(other).isEmpty());
    EXPECT_FALSE(window.loadJob(dir.filePath(QStringLiteral("missing.tunefit.json"))).isEmpty());

    EXPECT_TRUE(sameJob(window.currentDocument(), before));
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, 3000);
    EXPECT_EQ(window.isWindowModified(), modifiedBefore);
    EXPECT_TRUE(window.currentFile().isEmpty());
}

TEST(JobFiles, ModifiedMarkerToggles)
{
    forgetLastJob();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window;
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("[*]")));
    const int seqLen = window.jobPanel()->inputs().job.setup.seqLen;
    window.jobPanel()->setSequenceLength(seqLen * 2);
    EXPECT_TRUE(window.isWindowModified());
    window.jobPanel()->setSequenceLength(seqLen); // back to what was saved
    EXPECT_FALSE(window.isWindowModified());
    window.jobPanel()->setMicroBatch(7);
    EXPECT_TRUE(window.isWindowModified());
    const QString path = dir.filePath(QStringLiteral("marker.tunefit.json"));
    ASSERT_EQ(window.saveJob(path), QString());
    EXPECT_FALSE(window.isWindowModified());
    window.jobPanel()->setMicroBatch(8);
    EXPECT_TRUE(window.isWindowModified());
    ASSERT_EQ(window.loadJob(path), QString());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.microBatch, 7);
}

// Issue 13: one job, one evaluation. The window picked ZeRO-3 for several GPUs and the command line DDP, and the
// weight dtype had two rules; both front ends now use the core's defaults (training/TrainingSetup.h).
TEST(JobPanel, DefaultsAreTheCoresForShardingAndWeightDType)
{
    JobPanel panel;
    auto* gpus = panel.findChild<QSpinBox*>(QStringLiteral("gpus"));
    ASSERT_NE(gpus, nullptr);
    gpus->setValue(4);
    EXPECT_EQ(panel.inputs().job.parallel.sharding, Sharding::DDP); // what torchrun does without a sharding config
    auto* compute = panel.findChild<QComboBox*>(QStringLiteral("compute"));
    ASSERT_NE(compute, nullptr);
    for (int i = 0; i < compute->count(); ++i) {
        compute->setCurrentIndex(i);
        const JobInputs in = panel.inputs();
        EXPECT_EQ(in.job.setup.weightDType, defaultWeightDType(in.job.setup.compute, in.job.setup.baseQuant)) << i;
    }
}

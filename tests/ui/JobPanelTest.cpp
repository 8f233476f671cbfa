// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobPanel.h"
#include "BreakdownModel.h"
#include "BreakdownPane.h"
#include "MainWindow.h"

#include <QFile>
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
    EXPECT_EQ(panel.inputs().setup.weightDType, DType::Int4);
}

TEST(JobPanel, EveryChangeEmitsAndMapsToInputs)
{
    JobPanel panel;
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    panel.setSequenceLength(4096);
    panel.setMicroBatch(3);
    EXPECT_GE(spy.count(), 2);
    const JobInputs in = panel.inputs();
    EXPECT_EQ(in.setup.seqLen, 4096);
    EXPECT_EQ(in.setup.microBatch, 3);
    EXPECT_GT(in.model.layers, 0);
    EXPECT_GT(in.gpuCapacityBytes, 0);
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
    EXPECT_EQ(in.model.hidden, 1024);
    EXPECT_EQ(in.model.layers, 4);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The parallel layout in words: the summary's degrees and where each group lies for a node size, worked by hand
// from Megatron-Core's rank order (tp-cp-ep-dp-pp).
#include "present/LayoutWording.h"

#include <QLocale>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::present;

namespace {

class LayoutWordingTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_saved = QLocale();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void TearDown() override { QLocale::setDefault(m_saved); }

private:
    QLocale m_saved;
};

Parallelism layout(int gpus, int tp, int pp, int ep = 1)
{
    Parallelism p;
    p.gpus = gpus;
    p.model.tensor = tp;
    p.model.pipeline = pp;
    p.model.expert = ep;
    return p;
}

} // namespace

TEST_F(LayoutWordingTest, PlainDataParallelHasNoSummaryButAName)
{
    EXPECT_EQ(layoutSummary(layout(8, 1, 1)), QString());
    EXPECT_EQ(layoutName(layout(8, 1, 1)), QStringLiteral("data parallel"));
    EXPECT_EQ(layoutSummary(layout(1, 1, 1)), QString());
}

TEST_F(LayoutWordingTest, SummaryListsTheDegreesAndTheDataParallelRest)
{
    // 64 GPUs, TP 4 × PP 2 → DP 8; EP 8 is carved from the 32 GPUs of a stage, not a factor of the mesh.
    EXPECT_EQ(layoutSummary(layout(64, 4, 2, 8)), QStringLiteral("TP 4 × PP 2 × EP 8 × DP 8"));
    Parallelism p = layout(32, 2, 4);
    p.model.virtualStages = 2;
    p.sequenceParallel = SequenceParallel::Ring;
    p.sequenceParallelDegree = 2;
    // 32 / (2 × 4 × 2) = 2 replicas.
    EXPECT_EQ(layoutSummary(p), QStringLiteral("TP 2 × PP 4 (VPP 2) × CP 2 × DP 2"));
    p.model.sequenceParallel = false;
    EXPECT_EQ(layoutSummary(p), QStringLiteral("TP 2 (no SP) × PP 4 (VPP 2) × CP 2 × DP 2"));
    Parallelism moe = layout(16, 1, 1, 8);
    moe.model.expertTensor = 2;
    EXPECT_EQ(layoutSummary(moe), QStringLiteral("EP 8 (ETP 2) × DP 16"));
    // Every GPU in the model split: no DP part.
    EXPECT_EQ(layoutSummary(layout(8, 8, 1)), QStringLiteral("TP 8"));
}

TEST_F(LayoutWordingTest, PlacementFollowsTheRankOrder)
{
    // 16 GPUs on 2 nodes of 8: TP 4 (ranks 0-3) and DP 2 (stride 4, span 8) fill one node; PP 2 spans the nodes.
    EXPECT_EQ(layoutPlacement(layout(16, 4, 2), 8), QStringLiteral("TP 4 × DP 2 inside each node, PP 2 across nodes"));
    // 8 GPUs, TP 4 → DP 2 across two nodes of 4.
    EXPECT_EQ(layoutPlacement(layout(8, 4, 1), 4), QStringLiteral("TP 4 inside each node, DP 2 across nodes"));
    // One node holds everything.
    EXPECT_EQ(layoutPlacement(layout(8, 4, 1), 8), QStringLiteral("TP 4 × DP 2 inside one node"));
    // TP 16 over 8-GPU nodes crosses nodes.
    EXPECT_EQ(layoutPlacement(layout(16, 16, 1), 8), QStringLiteral("TP 16 across nodes"));
    // EP 8 of 32 GPUs a stage: ranks of one expert group are 8 consecutive GPUs, one node.
    EXPECT_EQ(layoutPlacement(layout(64, 1, 2, 8), 8),
              QStringLiteral("EP 8 inside each node, DP 32 × PP 2 across nodes"));
    EXPECT_EQ(layoutPlacement(layout(1, 1, 1), 8), QString());
}

TEST_F(LayoutWordingTest, PipelineStageCountsFromOne)
{
    EXPECT_EQ(pipelineStageSentence(0, 1), QString());
    EXPECT_EQ(pipelineStageSentence(3, 4),
              QStringLiteral("The figures are those of pipeline stage 4 of 4, the one with the highest peak."));
}

TEST_F(LayoutWordingTest, PlacementShowsOnlyAcrossNodes)
{
    Parallelism p = layout(8, 4, 1);
    EXPECT_EQ(layoutWithPlacement(p), QStringLiteral("TP 4 × DP 2")); // one node of 8 (the default)
    EXPECT_EQ(layoutLine(p), QStringLiteral("Layout: TP 4 × DP 2"));
    p.gpusPerNode = 4;
    EXPECT_EQ(layoutLine(p), QStringLiteral("Layout: TP 4 × DP 2 (TP 4 inside each node, DP 2 across nodes)"));
    EXPECT_EQ(layoutLine(layout(8, 1, 1)), QString());
    EXPECT_EQ(withLayout(QStringLiteral("ZeRO-1"), p), QStringLiteral("ZeRO-1, TP 4 × DP 2"));
    EXPECT_EQ(withLayout(QStringLiteral("DDP"), layout(8, 1, 1)), QStringLiteral("DDP"));
    // One replica (TP 2 × PP 2 on 4 GPUs, no data-parallel strategy): only the layout is named, never "DDP".
    Parallelism single = layout(4, 2, 2);
    single.sharding = Sharding::None;
    EXPECT_EQ(withLayout(QStringLiteral("DDP"), single), QStringLiteral("TP 2 × PP 2"));
}

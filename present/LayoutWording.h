// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/TrainingSetup.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::ui {

/// Translation context of the parallel layout's wording.
struct LayoutWording
{
    Q_DECLARE_TR_FUNCTIONS(LayoutWording)
};

/// "TP 4 × PP 2 (VPP 2) × CP 2 × EP 8 × DP 4": the degrees of a layout in Megatron's short names, the one wording of
/// the job panel, the Memory, GPUs and Offers tabs, the report, the plan's explanation and the command line.
/// Degrees of 1 are left out; ETP shows with EP ("EP 8 (ETP 2)"); Ulysses sequence parallelism reads "Ulysses 4";
/// "no SP" follows TP when Megatron sequence parallelism is off. Empty for plain data parallelism (and one GPU):
/// the strategy's name (DDP, ZeRO-3) already says that, so tables show nothing extra.
QString layoutSummary(const Parallelism& parallel);
/// layoutSummary(), or "data parallel" when that is empty: for places that always name the layout.
QString layoutName(const Parallelism& parallel);
/// "TP 4 inside each node, PP 2 × DP 2 across nodes": where the groups of the layout lie for `gpusPerNode` GPUs a
/// node, in Megatron's rank order (TP innermost, then CP, DP, PP; expert groups ETP then EP). Empty on one GPU.
QString layoutPlacement(const Parallelism& parallel, int gpusPerNode);
/// "largest pipeline stage 2 of 4" for a breakdown of one stage; empty without pipeline parallelism.
QString pipelineStageText(int stage, int stages);

} // namespace tunefit::ui

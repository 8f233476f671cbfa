// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Planner.h"
#include "core/training/TrainingSetup.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::present {

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
/// layoutSummary(), followed by layoutPlacement() in brackets when the GPUs span several nodes (on one node the
/// summary says it all); empty for plain data parallelism.
QString layoutWithPlacement(const Parallelism& parallel);
/// "Layout: TP 4 × PP 2 × DP 2 (TP 4 × DP 2 inside each node, PP 2 across nodes)": the job panel, the Memory tab and
/// `tunefit estimate`; empty for plain data parallelism.
QString layoutLine(const Parallelism& parallel);
/// The layout the planner chose for an option (its memory entry's parallel), as layoutSummary(); empty when the
/// option has no estimate or no model parallelism.
QString optionLayout(const PlanResult& plan, const PlanOption& option);
/// "ZeRO-1, TP 4 × DP 2": a strategy's name followed by the layout's summary when it has one.
QString withLayout(const QString& strategy, const Parallelism& parallel);
/// The option's strategy with its layout, for the Offers tab, the comparison and the command line.
QString strategyWithLayout(const PlanResult& plan, const PlanOption& option);
/// "The figures are those of pipeline stage 2 of 4, the one with the highest peak.": the Memory tab, the report and
/// `tunefit estimate` under a breakdown of one stage; empty without pipeline parallelism.
QString pipelineStageSentence(int stage, int stages);

} // namespace tunefit::present

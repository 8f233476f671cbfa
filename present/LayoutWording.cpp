// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/LayoutWording.h"

#include "core/training/ParallelLayout.h"
#include "present/PlanWording.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace tunefit::present {

namespace {

// Megatron's short names (TP, PP, CP, EP, DP) are kept in every language, as FSDP and ZeRO are (glossary).
QString part(const char* name, int degree)
{
    return QStringLiteral("%1 %2").arg(QLatin1String(name), QLocale().toString(degree));
}

QString contextPart(const Parallelism& p)
{
    const int degree = contextParallelDegree(p);
    if (degree <= 1 || p.sequenceParallel == SequenceParallel::None)
        return {};
    return p.sequenceParallel == SequenceParallel::Ulysses ? part("Ulysses", degree) : part("CP", degree);
}

QString joinDegrees(const QStringList& parts)
{
    return parts.join(QStringLiteral(" × "));
}

} // namespace

QString layoutSummary(const Parallelism& p)
{
    const ModelParallel& m = p.model;
    QStringList parts;
    if (m.tensor > 1) {
        QString tp = part("TP", m.tensor);
        if (!m.sequenceParallel)
            tp = LayoutWording::tr("%1 (no SP)", "tensor parallelism without Megatron sequence parallelism").arg(tp);
        parts << tp;
    }
    if (m.pipeline > 1) {
        QString pp = part("PP", m.pipeline);
        if (m.virtualStages > 1)
            pp += QStringLiteral(" (%1)").arg(part("VPP", m.virtualStages));
        parts << pp;
    }
    if (const QString cp = contextPart(p); !cp.isEmpty())
        parts << cp;
    if (m.expert > 1) {
        QString ep = part("EP", m.expert);
        if (m.expertTensor > 1)
            ep += QStringLiteral(" (%1)").arg(part("ETP", m.expertTensor));
        parts << ep;
    } else if (m.expertTensor > 1) {
        parts << part("ETP", m.expertTensor);
    }
    if (parts.isEmpty())
        return {};
    if (const int dp = dataParallelDegree(p); dp > 1)
        parts << part("DP", dp);
    return joinDegrees(parts);
}

QString layoutName(const Parallelism& parallel)
{
    const QString summary = layoutSummary(parallel);
    return summary.isEmpty() ? LayoutWording::tr("data parallel") : summary;
}

QString layoutPlacement(const Parallelism& p, int gpusPerNode)
{
    const int gpus = std::max(1, p.gpus);
    if (gpus <= 1)
        return {};
    const int node = std::max(1, gpusPerNode);
    const ModelParallel& m = p.model;
    QStringList inside;
    QStringList across;
    // A group lies inside a node when it and the groups inside it (its stride) fill at most one node and tile it.
    auto place = [&](const QString& name, int degree, int64_t stride) {
        if (degree <= 1 || name.isEmpty())
            return;
        const int64_t span = stride * degree;
        (span <= node && node % span == 0 ? inside : across) << name;
    };
    // Megatron-Core's rank order tp-cp-ep-dp-pp: TP innermost, PP outermost.
    const int cp = contextParallelDegree(p);
    const int dp = dataParallelDegree(p);
    place(part("TP", m.tensor), m.tensor, 1);
    place(contextPart(p), cp, m.tensor);
    place(part("DP", dp), dp, int64_t(m.tensor) * cp);
    place(part("PP", m.pipeline), m.pipeline, int64_t(m.tensor) * cp * std::max(1, dp));
    // Expert groups: ETP innermost, then EP, inside one pipeline stage.
    place(part("ETP", m.expertTensor), m.expertTensor, 1);
    place(part("EP", m.expert), m.expert, m.expertTensor);

    if (gpus <= node) {
        if (inside.isEmpty())
            return {};
        return LayoutWording::tr("%1 inside one node").arg(joinDegrees(inside));
    }
    if (inside.isEmpty() && across.isEmpty())
        return {};
    if (inside.isEmpty())
        return LayoutWording::tr("%1 across nodes").arg(joinDegrees(across));
    if (across.isEmpty())
        return LayoutWording::tr("%1 inside each node").arg(joinDegrees(inside));
    return LayoutWording::tr("%1 inside each node, %2 across nodes").arg(joinDegrees(inside), joinDegrees(across));
}

QString layoutWithPlacement(const Parallelism& parallel)
{
    const QString summary = layoutSummary(parallel);
    if (summary.isEmpty() || parallel.gpus <= std::max(1, parallel.gpusPerNode))
        return summary;
    const QString placement = layoutPlacement(parallel, parallel.gpusPerNode);
    return placement.isEmpty() ? summary : QStringLiteral("%1 (%2)").arg(summary, placement);
}

QString layoutLine(const Parallelism& parallel)
{
    const QString layout = layoutWithPlacement(parallel);
    return layout.isEmpty() ? QString() : LayoutWording::tr("Layout: %1").arg(layout);
}

QString optionLayout(const PlanResult& plan, const PlanOption& option)
{
    if (option.memoryIndex < 0 || size_t(option.memoryIndex) >= plan.memory.size())
        return {};
    return layoutSummary(plan.memory[size_t(option.memoryIndex)].parallel);
}

QString withLayout(const QString& strategy, const Parallelism& parallel)
{
    const QString layout = layoutSummary(parallel);
    if (layout.isEmpty())
        return strategy;
    // One model replica has no data-parallel strategy to name ("DDP" would be wrong): the layout says it all.
    if (usesModelParallelism(parallel) && dataParallelDegree(parallel) == 1)
        return layout;
    return QStringLiteral("%1, %2").arg(strategy, layout);
}

QString strategyWithLayout(const PlanResult& plan, const PlanOption& option)
{
    if (option.memoryIndex < 0 || size_t(option.memoryIndex) >= plan.memory.size())
        return strategyName(option);
    return withLayout(strategyName(option), plan.memory[size_t(option.memoryIndex)].parallel);
}

QString pipelineStageSentence(int stage, int stages)
{
    if (stages <= 1)
        return {};
    return LayoutWording::tr("The figures are those of pipeline stage %1 of %2, the one with the highest peak.")
        .arg(QLocale().toString(stage + 1), QLocale().toString(stages));
}

} // namespace tunefit::present

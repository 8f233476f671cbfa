// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/ReportFitTable.h"

#include "present/AdviceWording.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"
#include "present/RunWording.h"
#include "present/ReportHtml.h"
#include "present/ReportRenderer.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace tunefit::present {

using namespace report_html;

namespace {

/// A fit row's cells after the GPU's name.
QString fitCells(const ReportFitRow& f, int jobGpus)
{
    // The GPUs tab's words for how the job fits at its own count.
    const QString advice = esc(calibratedMark(fitAdviceText(f.advice, f.recipe, jobGpus), f.calibrated));
    if (!f.fit) {
        // No GPU count fits the job as set, but changes may make it fit: say that, not "does not fit" beside them.
        const bool withChanges = f.advice && f.advice->valid && !f.advice->fitsAsSet && f.advice->advised;
        return QStringLiteral("<td align=\"right\">%1</td><td colspan=\"3\">%2</td><td>%3</td>")
            .arg(gib(f.capacityBytes),
                 esc(withChanges ? ReportRenderer::tr("fits only with changes")
                                 : ReportRenderer::tr("does not fit on 64")),
                 advice);
    }
    return QStringLiteral("<td align=\"right\">%1</td><td align=\"right\">%2</td><td>%3</td><td "
                          "align=\"right\">%4</td><td>%5</td>")
        .arg(gib(f.capacityBytes), QLocale().toString(f.fit->gpus),
             esc(withLayout(shardingName(f.fit->parallel.sharding), f.fit->parallel)), gib(f.fit->perGpuBytes), advice);
}

/// The fit rows with GPUs whose every figure is the same (the same memory, count, layout and advice) in one row that
/// names them all, at the place of the first: forty rows of which six say the same thing inform less than one.
std::vector<std::pair<QStringList, QString>> collapsedFitRows(const Report& r)
{
    std::vector<std::pair<QStringList, QString>> rows;
    for (const ReportFitRow& f : r.fits) {
        const QString cells = fitCells(f, r.job.parallel.gpus);
        auto same = std::find_if(rows.begin(), rows.end(), [&](const auto& row) { return row.second == cells; });
        if (same != rows.end())
            same->first << esc(f.gpu);
        else
            rows.push_back({QStringList{esc(f.gpu)}, cells});
    }
    return rows;
}

} // namespace

QString fitSection(const Report& r)
{
    QString h =
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(
                esc(ReportRenderer::tr("Fit across GPUs")),
                esc(ReportRenderer::tr("The fewest GPUs of each kind that hold the job, keeping %1 % of each GPU free.")
                        .arg(num(r.job.assumptions.memoryMarginFraction * 100, 0))));
    h += gridTable(headerCell(QStringLiteral("GPU"), "left", QStringLiteral("17")) +
                   headerCell(ReportRenderer::tr("Memory (GiB)"), "right", QStringLiteral("11")) +
                   headerCell(ReportRenderer::tr("GPUs needed"), "right", QStringLiteral("11")) +
                   headerCell(ReportRenderer::tr("Sharding"), "left", QStringLiteral("14")) +
                   headerCell(ReportRenderer::tr("GiB per GPU"), "right", QStringLiteral("11")) +
                   headerCell(ReportRenderer::tr("How it fits at the job's GPU count"), "left"));
    for (const auto& [gpus, cells] : collapsedFitRows(r))
        h += QStringLiteral("<tr><td>%1</td>%2</tr>").arg(gpus.join(QStringLiteral(", ")), cells);
    return h + QStringLiteral("</table>");
}

} // namespace tunefit::present

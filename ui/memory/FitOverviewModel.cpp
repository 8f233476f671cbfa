// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/memory/FitOverviewModel.h"

#include "present/AdviceWording.h"
#include "present/Format.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"
#include "present/RunWording.h"

#include <QLocale>

#include <optional>

using namespace tunefit::present;

namespace tunefit::ui {

FitOverviewModel::FitOverviewModel(QObject* parent) : QAbstractTableModel(parent) {}

void FitOverviewModel::setResults(const Evaluation& evaluation, const Catalog& catalog)
{
    m_maxGpus = evaluation.maxGpus;
    std::vector<Row> rows;
    for (const FitOverviewRow& fit : evaluation.fits) {
        Row row;
        row.gpu = QString::fromStdString(catalog.gpus[size_t(fit.gpuIndex)].name);
        row.capacityBytes = fit.capacityBytes;
        row.headroomBytes = fit.headroomBytes;
        row.advice = fit.advice;
        row.jobGpus = evaluation.job.parallel.gpus;
        row.recipe = fit.recipe;
        row.calibrated = fit.calibrated;
        if (fit.fit) {
            row.verdict = fit.fit->gpus == 1 ? Verdict::FitsOnOne : Verdict::NeedsSeveral;
            row.gpus = fit.fit->gpus;
            row.sharding = fit.fit->parallel.sharding;
            row.parallel = fit.fit->parallel; // the layout the fit search estimated
        }
        rows.push_back(row);
    }
    const bool sameShape = rows.size() == m_rows.size();
    if (!sameShape)
        beginResetModel();
    m_rows = std::move(rows);
    if (!sameShape)
        endResetModel();
    else if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void FitOverviewModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int FitOverviewModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FitOverviewModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FitOverviewModel::verdictText(const Row& row) const
{
    // One statement: where the job fits on its own, smaller GPU count only with changes (offload, fused loss), the
    // verdict says so beside the count it needs as set, so "Needs 4 GPUs" never stands next to "Fits with: …" on 1.
    const bool withChanges = row.advice && row.advice->valid && !row.advice->fitsAsSet && row.advice->advised;
    switch (row.verdict) {
    case Verdict::FitsOnOne:
        return tr("Fits on one");
    case Verdict::NeedsSeveral:
        if (withChanges && row.jobGpus < row.gpus)
            return tr("Needs %Ln GPUs as set, or %1 with changes", "", row.gpus).arg(QLocale().toString(row.jobGpus));
        return tr("Needs %Ln GPUs", "", row.gpus);
    case Verdict::DoesNotFit:
        if (withChanges)
            return tr("Fits on %Ln only with changes", "", row.jobGpus);
        return tr("Does not fit on %Ln", "", m_maxGpus);
    }
    return {};
}

QVariant FitOverviewModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case GpuColumn:
            return row.gpu;
        case MemoryColumn:
            return formatGiB(row.capacityBytes, 1);
        case VerdictColumn:
            return verdictText(row);
        case GpusColumn:
            return row.gpus > 0 ? QLocale().toString(row.gpus) : QString();
        case ShardingColumn:
            return row.gpus > 0 ? withLayout(shardingName(row.sharding), row.parallel) : QString();
        case HeadroomColumn:
            return formatGiB(row.headroomBytes, 1);
        case AdviceColumn:
            return calibratedMark(fitAdviceText(row.advice, row.recipe, row.jobGpus), row.calibrated);
        }
    } else if (role == Qt::ToolTipRole && (index.column() == VerdictColumn || index.column() == AdviceColumn)) {
        // The whole statement, which a narrow column elides.
        const QString advice = data(index.siblingAtColumn(AdviceColumn)).toString();
        return advice.isEmpty() ? verdictText(row) : verdictText(row) + QLatin1Char('\n') + advice;
    } else if (role == SortRole) {
        switch (index.column()) {
        case GpuColumn:
            return row.gpu;
        case MemoryColumn:
            return row.capacityBytes;
        case VerdictColumn:
            return int(row.verdict) * 1000 + row.gpus;
        case GpusColumn:
            return row.gpus > 0 ? row.gpus : 1000;
        case ShardingColumn:
            return int(row.sharding);
        case HeadroomColumn:
            return row.headroomBytes;
        case AdviceColumn:
            // As set first, then with changes (fewest first), then not at all.
            return !row.advice || !row.advice->valid ? 10000
                   : row.advice->fitsAsSet           ? 0
                   : row.advice->fits()              ? 1 + int(row.advice->changes.size())
                                                     : 1000;
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() == MemoryColumn || index.column() == GpusColumn || index.column() == HeadroomColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant FitOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case GpuColumn:
        return tr("GPU");
    case MemoryColumn:
        return tr("Memory (GiB)");
    case VerdictColumn:
        return tr("Fit");
    case GpusColumn:
        return tr("GPUs");
    case ShardingColumn:
        return tr("Sharding and layout");
    case HeadroomColumn:
        return tr("Headroom per GPU (GiB)");
    case AdviceColumn:
        return tr("How it fits at the job's GPU count");
    }
    return {};
}

} // namespace tunefit::ui

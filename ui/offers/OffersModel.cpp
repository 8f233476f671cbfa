// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/OffersModel.h"

#include "core/Units.h"
#include "core/plan/Calibration.h"
#include "core/plan/OptionSetting.h"
#include "present/AdviceWording.h"
#include "present/Format.h"
#include "present/LayoutWording.h"
#include "present/RunWording.h"
#include "ui/catalog/CatalogSession.h"

#include <QApplication>
#include <QDate>
#include <QLocale>
#include <QStyle>

#include <bit>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

OffersModel::OffersModel(QObject* parent)
    : QAbstractTableModel(parent), m_catalog(builtInCatalog()), m_evaluation(std::make_shared<const Evaluation>())
{
}

const Offer& OffersModel::offer(int row) const
{
    return catalog().offers[size_t(option(row).offerIndex)];
}

const Gpu& OffersModel::gpu(int row) const
{
    return catalog().gpus[size_t(option(row).gpuIndex)];
}

const Provider& OffersModel::provider(int row) const
{
    return catalog().providers[size_t(option(row).providerIndex)];
}

void OffersModel::setResults(std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const Catalog> catalog)
{
    // Options whose GPU or provider is unknown have no row to show.
    std::vector<int> rows;
    for (size_t i = 0; i < evaluation->plan.options.size(); ++i) {
        const PlanOption& o = evaluation->plan.options[i];
        if (o.gpuIndex >= 0 && o.providerIndex >= 0)
            rows.push_back(int(i));
    }
    // Rows point into the catalog: a new catalog resets them even when their number stays the same.
    const bool sameShape = rows.size() == m_rows.size() && catalog == m_catalog;
    if (!sameShape)
        beginResetModel();
    m_catalog = std::move(catalog);
    m_evaluation = std::move(evaluation);
    m_rows = std::move(rows);
    if (!sameShape)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString OffersModel::bestText() const
{
    if (m_evaluation->jobError)
        return errorText(*m_evaluation->jobError);
    if (m_rows.empty() || !option(0).fits)
        return tr("No offer fits this job.");
    const PlanOption& o = option(0);
    const Offer& of = offer(0);
    QString best = tr("Best: %1 %2 × %3 — %4 for %5 h")
                       .arg(text(of.provider), text(of.gpuName), QLocale().toString(o.gpus), formatUsd(o.totalCostUsd),
                            formatHours(o.hours));
    // Unpacked rows compute their padding too: the hours are for that work (the CLI's header says the same).
    const Job& job = m_evaluation->job;
    if (!job.packing && job.steps <= 0)
        best += QStringLiteral(" · ") + trainingWorkText(job, m_evaluation->plan.work);
    return best;
}

void OffersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int OffersModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OffersModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OffersModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayData(index.row(), index.column());
    case Qt::ToolTipRole:
        return toolTipData(index.row(), index.column());
    case SortRole:
        return sortData(index.row(), index.column());
    case Qt::DecorationRole:
        // A warning icon beside a stale or undated price.
        if (index.column() == PriceDateColumn && (hasWarning(option(index.row()).warnings, PlanWarning::StalePrice) ||
                                                  hasWarning(option(index.row()).warnings, PlanWarning::UndatedPrice)))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case RankColumn:
        case MemoryColumn:
        case HoursColumn:
        case CostColumn:
        case GpuHourColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    }
    return {};
}

/// The warnings column: the rejection, if any, and each warning, in short words (the tooltip has the sentences).
QString OffersModel::warningWords(const PlanOption& o) const
{
    QStringList words;
    if (!o.fits)
        words << rejectionShort(o.rejection);
    for (int i = 0; i < kPlanWarningCount; ++i) {
        if (o.warnings & (1u << i))
            words << warningShort(PlanWarning(1u << i));
    }
    return words.join(tr(", "));
}

QVariant OffersModel::displayData(int row, int column) const
{
    const PlanOption& o = option(row);
    const Offer& of = offer(row);
    const Provider& p = provider(row);
    const bool stale = hasWarning(o.warnings, PlanWarning::StalePrice);
    const bool undated = hasWarning(o.warnings, PlanWarning::UndatedPrice);
    const double gpuHour = o.gpus > 0 ? o.pricePerHour / o.gpus : 0;
    switch (column) {
    case RankColumn:
        return QLocale().toString(row + 1);
    case ProviderColumn:
        return text(of.provider);
    case InstanceColumn:
        return text(of.instanceType);
    case GpuColumn:
        return tr("%1 × %2").arg(text(of.gpuName), QLocale().toString(o.gpus));
    case StrategyColumn:
        return o.fits ? strategyWithLayout(result(), o) : QString();
    case SettingColumn:
        return o.fits ? settingChangesText(optionSetting(result(), o, evaluation().job)) : QString();
    case MemoryColumn:
        return o.fits ? tr("%1 / %2 free").arg(formatGiB(o.perGpuBytes), formatGiB(o.headroomBytes)) : QString();
    case HoursColumn:
        if (!o.fits)
            return QString();
        // Timed by the user's calibration of the card (its tooltip names the run).
        return calibrationOn(evaluation().job.assumptions.calibrations, of.gpuName)
                   ? tr("%1 (calibrated)").arg(formatHours(o.hours))
                   : formatHours(o.hours);
    case CostColumn:
        return o.fits ? formatUsd(o.totalCostUsd) : QString();
    case GpuHourColumn:
        return o.pricePerHour > 0 ? formatUsd(gpuHour) : QString();
    case BillingColumn:
        return billingName(p.billingUnit, p.minimumBilledSeconds);
    case SpotColumn:
        return spotText(o);
    case FeaturesColumn:
        return featureList(providerFeatures(p));
    case PriceDateColumn:
        if (undated)
            return tr("undated");
        if (stale)
            return tr("%1 (stale)").arg(formatDate(QDate::fromString(text(of.asOf), Qt::ISODate)));
        return formatDate(QDate::fromString(text(of.asOf), Qt::ISODate));
    case WarningsColumn:
        return warningWords(o);
    }
    return {};
}

QVariant OffersModel::toolTipData(int row, int column) const
{
    const PlanOption& o = option(row);
    const Offer& of = offer(row);
    const Provider& p = provider(row);
    const CostBreakdown& cost = o.useSpot ? o.spot.cost : o.onDemand;
    switch (column) {
    case WarningsColumn: {
        QStringList sentences;
        if (!o.fits)
            sentences << rejectionSentence(o.rejection);
        for (int i = 0; i < kPlanWarningCount; ++i) {
            if (o.warnings & (1u << i))
                sentences << warningSentence(PlanWarning(1u << i));
        }
        return sentences.isEmpty() ? QVariant() : QVariant(sentences.join(QLatin1Char('\n')));
    }
    case PriceDateColumn:
        if (hasWarning(o.warnings, PlanWarning::StalePrice))
            return warningSentence(PlanWarning::StalePrice);
        if (hasWarning(o.warnings, PlanWarning::UndatedPrice))
            return warningSentence(PlanWarning::UndatedPrice);
        break;
    case BillingColumn:
        return text(p.billingText);
    case HoursColumn:
        if (const CalibrationEntry* c = calibrationOn(evaluation().job.assumptions.calibrations, of.gpuName))
            return calibrationText(*c);
        break;
    case CostColumn:
        if (o.fits)
            return tr("Compute %1, storage %2, egress %3")
                .arg(formatUsd(cost.computeUsd), formatUsd(cost.storageUsd), formatUsd(cost.egressUsd));
        break;
    case InstanceColumn:
        return text(of.region);
    case SettingColumn:
        if (o.fits) {
            const OptionSetting setting = optionSetting(result(), o, evaluation().job);
            QStringList lines{tr("Runs: %1").arg(settingText(setting))};
            lines << settingChangeLines(setting);
            return lines.join(QLatin1Char('\n'));
        }
        break;
    }
    return {};
}

QVariant OffersModel::sortData(int row, int column) const
{
    const PlanOption& o = option(row);
    const Offer& of = offer(row);
    const Provider& p = provider(row);
    const double gpuHour = o.gpus > 0 ? o.pricePerHour / o.gpus : 0;
    // Rows that do not run sort after every runnable one, whichever the direction of numbers.
    constexpr double kLast = 1e300;
    switch (column) {
    case RankColumn:
        return row;
    case ProviderColumn:
        return text(of.provider);
    case InstanceColumn:
        return text(of.instanceType);
    case GpuColumn:
        return text(of.gpuName);
    case StrategyColumn:
        return o.fits ? int(o.strategy) : 1000;
    case SettingColumn:
        return o.fits ? int(optionSetting(result(), o, evaluation().job).changes.size()) : 1000;
    case MemoryColumn:
        return o.fits ? o.perGpuBytes : kLast;
    case HoursColumn:
        return o.fits ? o.hours : kLast;
    case CostColumn:
        return o.fits ? o.totalCostUsd : kLast;
    case GpuHourColumn:
        return o.pricePerHour > 0 ? gpuHour : kLast;
    case BillingColumn:
        return int(p.billingUnit) * 100000 + p.minimumBilledSeconds;
    case SpotColumn:
        return o.spot.available ? int(o.spot.risk) : 1000;
    case FeaturesColumn:
        return -std::popcount(providerFeatures(p));
    case PriceDateColumn:
        return text(of.asOf);
    case WarningsColumn:
        return std::popcount(o.warnings) + (o.fits ? 0 : 100);
    }
    return {};
}

QVariant OffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    return role == Qt::ToolTipRole ? headerToolTip(section) : headerText(section);
}

QVariant OffersModel::headerToolTip(int section)
{
    switch (section) {
    case RankColumn:
        return tr("The planner's ranking for the chosen order");
    case MemoryColumn:
        return tr("Memory needed per GPU and what stays free, in GiB");
    case SettingColumn:
        return tr("What the offer runs: the job as set, or the changes that make it fit or run faster there");
    case HoursColumn:
        return tr("Wall time including startup and checkpoints");
    case CostColumn:
        return tr("Cost of the whole run: compute, storage and egress");
    case GpuHourColumn:
        return tr("On-demand price per GPU and hour");
    }
    return {};
}

QVariant OffersModel::headerText(int section)
{
    switch (section) {
    case RankColumn:
        return tr("#");
    case ProviderColumn:
        return tr("Provider");
    case InstanceColumn:
        return tr("Instance");
    case GpuColumn:
        return tr("GPU × count");
    case StrategyColumn:
        return tr("Strategy");
    case SettingColumn:
        return tr("Setting");
    case MemoryColumn:
        return tr("GiB per GPU");
    case HoursColumn:
        return tr("Hours");
    case CostColumn:
        return tr("Total cost");
    case GpuHourColumn:
        return tr("$/GPU-hour");
    case BillingColumn:
        return tr("Billing");
    case SpotColumn:
        return tr("Spot");
    case FeaturesColumn:
        return tr("Features");
    case PriceDateColumn:
        return tr("Price date");
    case WarningsColumn:
        return tr("Warnings");
    }
    return {};
}

} // namespace tunefit::ui

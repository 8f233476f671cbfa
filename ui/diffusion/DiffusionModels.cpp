// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diffusion/DiffusionModels.h"

#include "core/Units.h"
#include "present/DiffusionWording.h"
#include "present/Format.h"
#include "present/PlanWording.h"

#include <QFont>
#include <QLocale>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString gibText(double bytes)
{
    return QLocale().toString(units::toGiB(bytes), 'f', 2);
}

} // namespace

void DiffusionMemoryModel::setEvaluation(const DiffusionEvaluation& e)
{
    beginResetModel();
    m_rows.clear();
    for (const DiffusionMemoryRow& r : e.memory.rows)
        m_rows.push_back({diffusionPartText(r.part), r.bytes, false});
    for (const auto& [name, bytes] : diffusionPeakRows(e.memory))
        m_rows.push_back({name, bytes, true});
    endResetModel();
}

int DiffusionMemoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffusionMemoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 2;
}

QVariant DiffusionMemoryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= m_rows.size())
        return {};
    const Row& r = m_rows[size_t(index.row())];
    if (role == Qt::DisplayRole)
        return index.column() == 0 ? r.name : gibText(r.bytes);
    if (role == Qt::TextAlignmentRole && index.column() == 1)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && r.total) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant DiffusionMemoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    return section == 0 ? tr("Part") : tr("GiB");
}

void DiffusionFitModel::setEvaluation(const DiffusionEvaluation& e, std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_rows = e.fitOverview;
    m_catalog = std::move(catalog);
    endResetModel();
}

int DiffusionFitModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffusionFitModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffusionFitModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= m_rows.size() || !m_catalog)
        return {};
    const DiffusionFitRow& r = m_rows[size_t(index.row())];
    const double needs = r.asSet.fits || !r.advice ? r.asSet.neededBytes : r.advice->memory.wholeDevice;
    if (role == SortRole) {
        switch (index.column()) {
        case GpuColumn:
            return QString::fromStdString(m_catalog->gpus[size_t(r.gpuIndex)].name);
        case MemoryColumn:
            return r.asSet.capacityBytes;
        case NeedsColumn:
            return needs;
        case FitColumn:
            return r.asSet.fits ? 2 : r.advice ? 1 : 0;
        case StepColumn:
            return r.time ? r.time->seconds : 1e30;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != GpuColumn && index.column() != FitColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case GpuColumn:
        return QString::fromStdString(m_catalog->gpus[size_t(r.gpuIndex)].name);
    case MemoryColumn:
        return gibText(r.asSet.capacityBytes);
    case NeedsColumn:
        return gibText(needs);
    case FitColumn:
        return diffusionFitCellText(r);
    case StepColumn:
        return r.time ? QLocale().toString(r.time->seconds, 'f', 2) : QString();
    }
    return {};
}

QVariant DiffusionFitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case GpuColumn:
        return tr("GPU");
    case MemoryColumn:
        return tr("Memory GiB");
    case NeedsColumn:
        return tr("Needs GiB");
    case FitColumn:
        return tr("Fit");
    case StepColumn:
        return tr("s/step");
    }
    return {};
}

void DiffusionOffersModel::setEvaluation(const DiffusionEvaluation& e, std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_options.clear();
    m_settings.clear();
    m_catalog = std::move(catalog);
    for (const DiffusionOption& o : e.plan) {
        if (!o.fits || !o.priced)
            break; // the plan lists the fitting, priced offers first
        m_options.push_back(o);
        m_settings.push_back(diffusionOptionSettingText(e, o));
    }
    endResetModel();
}

int DiffusionOffersModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int DiffusionOffersModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffusionOffersModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= m_options.size() || !m_catalog)
        return {};
    const DiffusionOption& o = m_options[size_t(index.row())];
    const Offer& offer = m_catalog->offers[size_t(o.offerIndex)];
    if (role == Qt::TextAlignmentRole && index.column() >= GpusColumn && index.column() <= CostColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OfferColumn:
        return offerName(offer.provider, offer.instanceType, offer.gpuName);
    case GpusColumn:
        return QLocale().toString(o.gpus);
    case StepColumn:
        return QLocale().toString(o.stepSeconds, 'f', 2);
    case HoursColumn:
        return formatHours(o.hours);
    case CostColumn:
        return formatUsd(o.costUsd);
    case SettingColumn:
        return m_settings[size_t(index.row())];
    case PriceDateColumn:
        return QString::fromStdString(offer.asOf);
    }
    return {};
}

QVariant DiffusionOffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case OfferColumn:
        return tr("Offer");
    case GpusColumn:
        return tr("GPUs");
    case StepColumn:
        return tr("s/step");
    case HoursColumn:
        return tr("Hours");
    case CostColumn:
        return tr("Cost");
    case SettingColumn:
        return tr("Setting");
    case PriceDateColumn:
        return tr("Price as of");
    }
    return {};
}

} // namespace tunefit::ui

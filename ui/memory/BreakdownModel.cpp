// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/memory/BreakdownModel.h"

#include "core/Units.h"
#include "present/Format.h"
#include "present/Glossary.h"

#include <QLocale>

using namespace tunefit::present;

namespace tunefit::ui {

BreakdownModel::BreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

const std::array<MemoryComponent, kMemoryComponentCount>& BreakdownModel::displayOrder()
{
    static const std::array<MemoryComponent, kMemoryComponentCount> order = {
        MemoryComponent::FrozenWeights,  MemoryComponent::TrainableWeights, MemoryComponent::Gradients,
        MemoryComponent::OptimizerState, MemoryComponent::Activations,      MemoryComponent::VisionActivations,
        MemoryComponent::Logits,         MemoryComponent::Buffers,          MemoryComponent::ReferenceWeights,
        MemoryComponent::ValueModel,     MemoryComponent::GenerationCache,  MemoryComponent::AllocatorReserve,
        MemoryComponent::CudaContext};
    return order;
}

std::vector<MemoryComponent> BreakdownModel::shownComponents(const MemoryBreakdown& breakdown)
{
    std::vector<MemoryComponent> rows;
    for (const MemoryComponent c : displayOrder())
        if (shownInBreakdown(breakdown[c]))
            rows.push_back(c);
    return rows;
}

void BreakdownModel::setBreakdown(const MemoryBreakdown& breakdown)
{
    std::vector<MemoryComponent> rows = shownComponents(breakdown);
    // Same rows: cells change in place (selection and scrolling stay); other rows: a reset.
    const bool sameRows = m_valid && rows == m_rows;
    if (!sameRows)
        beginResetModel();
    m_breakdown = breakdown;
    m_rows = std::move(rows);
    m_valid = true;
    if (!sameRows)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void BreakdownModel::clear()
{
    if (!m_valid)
        return;
    beginResetModel();
    m_valid = false;
    endResetModel();
}

void BreakdownModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int BreakdownModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_valid ? 0 : int(m_rows.size());
}

int BreakdownModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakdownModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_valid)
        return {};
    const ComponentMemory& component = m_breakdown[m_rows[size_t(index.row())]];
    const double total = m_breakdown.wholeDevice;
    const double share = total > 0 ? 100.0 * component.bytes / total : 0.0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ComponentColumn:
            return componentName(component.component);
        case GiBColumn:
            return formatGiB(component.bytes, 2);
        case ShareColumn:
            return QLocale().toString(share, 'f', 1);
        case BasisColumn:
            return basisText(component.basis);
        }
        break;
    case Qt::ToolTipRole:
        // What the term is on the name (Help > Glossary's words), how it was computed on the numbers.
        return index.column() == ComponentColumn ? componentMeaning(component.component) : basisText(component.basis);
    case Qt::TextAlignmentRole:
        if (index.column() == GiBColumn || index.column() == ShareColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case BytesRole:
        return component.bytes;
    }
    return {};
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ComponentColumn:
        return tr("Component");
    case GiBColumn:
        return tr("GiB");
    case ShareColumn:
        return tr("Share %");
    case BasisColumn:
        return tr("Basis");
    }
    return {};
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/MemoryBreakdown.h"

#include <QAbstractTableModel>

#include <array>
#include <vector>

namespace tunefit::ui {

/// The memory components of one estimate as a table: component, GiB, share of the device total, basis.
/// Rows sum to MemoryBreakdown::wholeDevice (what nvidia-smi shows).
class BreakdownModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ComponentColumn,
        GiBColumn,
        ShareColumn,
        BasisColumn,
        ColumnCount
    };
    static constexpr int BytesRole = Qt::UserRole; ///< the row's size in bytes (double)

    explicit BreakdownModel(QObject* parent = nullptr);

    /// Display order of the components: model state first, then step memory, then overhead.
    static const std::array<MemoryComponent, kMemoryComponentCount>& displayOrder();
    /// The components of `breakdown` worth a row (present/Glossary.h shownInBreakdown(): they apply to the job and hold
    /// memory or say why not), in display order: the rows shown.
    static std::vector<MemoryComponent> shownComponents(const MemoryBreakdown& breakdown);
    /// The component a row shows.
    MemoryComponent componentAt(int row) const { return m_rows[size_t(row)]; }

    void setBreakdown(const MemoryBreakdown& breakdown);
    void clear();

    /// Says that headers and cells changed after a language switch (texts and number formats).
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    MemoryBreakdown m_breakdown;
    std::vector<MemoryComponent> m_rows; ///< shownComponents(m_breakdown)
    bool m_valid = false;
};

} // namespace tunefit::ui

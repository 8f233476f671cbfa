// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/PriceUpdate.h"

#include <QAbstractTableModel>

#include <vector>

namespace tunefit::ui {

/// The preview of a price update, one row per offer grouped by change (new, removed, price up, price down, your
/// price differs, unchanged), then the source lines that could not be read with their reasons. A row where the
/// user's price differs from the source's has a check box: take the source's value. A row whose new price is
/// doubtful (PriceDoubt) says why in its change and has a check box "Take it anyway"; until ticked it is not written.
class PriceUpdateModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ChangeColumn,
        OfferColumn,
        RegionColumn,
        BeforeColumn,
        AfterColumn,
        TakeColumn,
        SourceColumn,
        ColumnCount
    };

    /// Data role: whether the row's source price is doubtful (PriceDoubt), held back until taken anyway.
    static constexpr int DoubtRole = Qt::UserRole + 1;

    explicit PriceUpdateModel(QObject* parent = nullptr);
    void setPlan(PriceUpdatePlan plan);
    void clear();
    /// The plan with the user's choices (takeSource) applied.
    const PriceUpdatePlan& plan() const { return m_plan; }
    /// The plan row a table row shows; -1 for a line that could not be read.
    int planRow(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // data()'s parts: a rejected line, and a change's tooltip and text.
    static QVariant rejectionData(const Rejection& rejection, int column, int role);
    static QVariant rowToolTip(const PriceUpdateRow& row, int column);
    static QVariant rowText(const PriceUpdateRow& row, int column);

    PriceUpdatePlan m_plan;
    std::vector<int> m_order; ///< table row -> plan row (>= 0) or -(rejection index + 1)
};

} // namespace tunefit::ui

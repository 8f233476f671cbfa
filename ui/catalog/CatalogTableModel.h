// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/RowFields.h"
#include "core/catalog/Validation.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace tunefit::ui {

enum class CatalogTable
{
    Gpus,
    Providers,
    Offers
};

/// One table of the catalog (GPUs, providers or offers), read-only, for the catalog editor: the most telling fields
/// as columns, then where the row came from. Offers carry their validation warnings (stale or undated price) as a
/// tooltip and an icon. Editing happens in CatalogRowDialog, through CatalogSession.
class CatalogTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    static constexpr int SortRole = Qt::UserRole; ///< numbers for numeric columns

    CatalogTableModel(CatalogTable table, QObject* parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog, const QString& today);
    CatalogTable table() const { return m_table; }
    const Catalog& catalog() const { return *m_catalog; }
    /// The field shown in a column; the last column (origin) has none.
    const FieldSpec* field(int column) const;
    int originColumn() const { return int(m_columns.size()); }
    /// The row whose identity is `key` (GPU or provider name, offerKey() of an offer); -1 when none.
    int rowOf(const std::string& key) const;
    /// The identity of a row (the inverse of rowOf); empty for a row out of range.
    std::string keyOf(int row) const;
    /// The row in a few words for questions about it: a GPU or provider name; provider, GPU × count and instance of
    /// an offer.
    QString rowLabel(int row) const;
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::string cellText(int row, const FieldSpec& field) const;
    RowOrigin origin(int row) const;

    CatalogTable m_table;
    std::shared_ptr<const Catalog> m_catalog;
    std::vector<FieldSpec> m_columns;
    std::vector<std::vector<Issue>> m_warnings; ///< per offer row
};

} // namespace tunefit::ui

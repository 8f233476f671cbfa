// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportedJob.h"

#include <QAbstractTableModel>

#include <vector>

namespace tunefit::ui {

/// The fields a training-config import filled: field in words, value, and where it came from.
class ImportedFieldsModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        FieldColumn,
        ValueColumn,
        OriginColumn,
        ColumnCount
    };

    explicit ImportedFieldsModel(QObject* parent = nullptr);

    void setFields(const std::vector<ImportedField>& fields);
    const std::vector<ImportedField>& fields() const { return m_fields; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<ImportedField> m_fields;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/ImportPlan.h"

#include <QAbstractTableModel>

#include <vector>

namespace tunefit::ui {

/// The lines of an import preview worth reading, by line number: rejected rows with every reason, skipped lines,
/// adds, updates and warnings. Unchanged rows are only counted (ImportPlan::count).
class ImportPreviewModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LineColumn,
        OutcomeColumn,
        RowColumn,
        DetailColumn,
        ColumnCount
    };
    enum class Outcome
    {
        Rejected,
        Skipped,
        Added,
        Updated,
        Warning
    };

    explicit ImportPreviewModel(QObject* parent = nullptr);
    void setPlan(const ImportPlan& plan);
    void clear();
    Outcome outcome(int row) const { return m_entries[size_t(row)].outcome; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        int line = 0;
        Outcome outcome = Outcome::Added;
        QString row;
        std::vector<Issue> issues;
        std::string skipCode;
    };
    template <class T> void addChanges(const std::vector<PlannedChange<T>>& changes);

    std::vector<Entry> m_entries;
};

} // namespace tunefit::ui

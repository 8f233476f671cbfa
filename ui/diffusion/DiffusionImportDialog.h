// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/DiffusionImport.h"

#include <QAbstractTableModel>
#include <QDialog>

class QPushButton;
class QTableView;

namespace tunefit::ui {

/// The lines of an image or video config import, one row each: the setting, the value it got, where the value comes
/// from (the file's key and line, or the stack's default) and what the line adds (present/DiffusionImportWording).
class DiffusionImportModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Setting,
        Value,
        Source,
        Note,
        ColumnCount
    };

    DiffusionImportModel(const DiffusionImport& imported, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<DiffusionImportLine> m_lines;
    QString m_stack;
};

/// The preview of an image or video config import: what was read, what stands at the stack's defaults and what is
/// not modelled, before the job changes. Accepting it (Apply) is the caller's cue to apply imported().job; the
/// dialog changes nothing itself.
class DiffusionImportDialog final : public QDialog
{
    Q_OBJECT

public:
    DiffusionImportDialog(DiffusionImport imported, const QString& path, QWidget* parent = nullptr);

    const DiffusionImport& imported() const { return m_imported; }
    DiffusionImportModel* linesModel() const { return m_model; }
    QPushButton* applyButton() const { return m_apply; }

private:
    DiffusionImport m_imported;
    DiffusionImportModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_apply = nullptr;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportedJob.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableView;

namespace tunefit::ui {

class ImportedFieldsModel;

/// The preview of a training-config import: what was read, from where, what was not used and what is left to the
/// launch. Accepting it (Apply) is the caller's cue to apply the job; the dialog changes nothing itself.
class ImportConfigDialog final : public QDialog
{
    Q_OBJECT

public:
    ImportConfigDialog(const ImportedJob& imported, const QString& path, QWidget* parent = nullptr);

    const ImportedJob& imported() const { return m_imported; }
    ImportedFieldsModel* fieldsModel() const { return m_model; }
    QPushButton* applyButton() const { return m_apply; }
    QPushButton* cancelButton() const { return m_cancel; }
    /// The model line: the model found and where, or that it was not found.
    QString modelText() const;
    /// The keys not used, one per line with the reason, and what is left to the launch.
    QString unusedText() const;
    QString runtimeText() const;

private:
    ImportedJob m_imported;
    QString m_path;
    ImportedFieldsModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_apply = nullptr;
    QPushButton* m_cancel = nullptr;
};

} // namespace tunefit::ui

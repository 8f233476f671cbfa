// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportedJob.h"

#include <QDialog>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSpinBox;
class QVBoxLayout;
class QPushButton;
class QTableView;

namespace tunefit::ui {

class ImportedFieldsModel;

/// The preview of a training-config import: what was read, from where, what was not used and what is left to the
/// launch. It asks for what a config cannot say, the dataset's size (tokens, or samples × average length), so that the
/// config's epochs run over this dataset and not the previous job's. Accepting it (Apply) is the caller's cue to
/// apply imported(); the dialog changes nothing itself.
class ImportConfigDialog final : public QDialog
{
    Q_OBJECT

public:
    ImportConfigDialog(const ImportedJob& imported, const QString& path, QWidget* parent = nullptr);

    /// What was read, with the dataset's size as the dialog has it (ImportedJob::job.datasetTokens).
    const ImportedJob& imported() const { return m_imported; }
    ImportedFieldsModel* fieldsModel() const { return m_model; }
    QPushButton* applyButton() const { return m_apply; }
    QPushButton* cancelButton() const { return m_cancel; }
    /// The model line: the model found and where, or that it was not found.
    QString modelText() const;
    /// The keys not used, one per line with the reason, and what is left to the launch.
    QString unusedText() const;
    QString runtimeText() const;
    /// The dataset's size in the dialog: tokens per epoch.
    double datasetTokens() const;
    /// Whether the size is given as samples × average length (else as tokens).
    bool sizeBySamples() const;
    /// Where the dialog's dataset size comes from, and what the epochs then mean.
    QString datasetNote() const;

private:
    /// The table of the fields read, each with its value and where it was written.
    void buildFieldsTable(QVBoxLayout* layout);
    /// The keys not used and what is left to the launch, each under its title; nothing when there are none.
    void buildNotes(QVBoxLayout* layout);
    void buildDatasetRows(QVBoxLayout* layout);
    /// The dataset's size as tokens or as samples × average length: the choice and its boxes.
    void createDatasetBoxes();
    /// The size in the dialog becomes the job's, and the note and the total follow.
    void updateDataset();

    ImportedJob m_imported;
    QString m_path;
    ImportedFieldsModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_apply = nullptr;
    QPushButton* m_cancel = nullptr;
    QRadioButton* m_byTokens = nullptr;
    QRadioButton* m_bySamples = nullptr;
    QDoubleSpinBox* m_tokens = nullptr; ///< millions
    QDoubleSpinBox* m_samples = nullptr;
    QSpinBox* m_sampleLength = nullptr; ///< average tokens per sample
    QLabel* m_datasetNote = nullptr;
    QLabel* m_datasetTotal = nullptr;
};

} // namespace tunefit::ui

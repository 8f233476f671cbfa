// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/FileImport.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QThread;

namespace tunefit::ui {

class CatalogSession;
class ImportPreviewModel;

/// Import into the catalog with a preview: pick a file and what it holds (one of Tunefit's CSV tables or a SkyPilot
/// vms.csv), read the outcome line by line (added, updated, rejected with reasons, skipped), then commit all of it
/// at once. Reading and planning run on a worker thread behind a progress bar with Cancel, so a large file never
/// freezes the window.
class CatalogImportDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit CatalogImportDialog(CatalogSession* session, QWidget* parent = nullptr);
    ~CatalogImportDialog() override;

    /// Chooses the file and format (for tests and for a file dropped on the editor); starts the preview.
    void setSource(const QString& path, ImportFormat format);
    /// Waits for the preview to finish (tests).
    bool waitForPreview(int timeoutMs = 30000);
    const std::optional<ImportPlan>& plan() const { return m_plan; }
    ImportPreviewModel* previewModel() const { return m_preview; }
    QString summaryText() const;
    /// Commits the previewed plan; false (with the reason shown) when nothing was written.
    bool importPlan();

private:
    // The constructor's parts.
    QHBoxLayout* createFileRow();
    QFormLayout* createSourceForm(CatalogSession* session);
    QHBoxLayout* createProgressRow();
    void createPreview();
    void startPreview();
    void cancelPreview();
    /// Picks the provider a SkyPilot file's path names, once per file.
    void guessProvider(const QString& path);
    void previewFinished(quint64 generation, const Result<ImportPlan>& plan);
    void updateButtons();
    ImportFormat format() const;

    CatalogSession* m_session;
    QLineEdit* m_file = nullptr;
    QComboBox* m_format = nullptr;
    QComboBox* m_provider = nullptr;
    QLabel* m_providerLabel = nullptr;
    QCheckBox* m_allRegions = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_summary = nullptr;
    QTableView* m_table = nullptr;
    QCheckBox* m_skipRejected = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_importButton = nullptr;
    QString m_guessedFor;
    bool m_busy = false; ///< a preview is being computed
    ImportPreviewModel* m_preview = nullptr;
    std::optional<ImportPlan> m_plan;
    quint64 m_generation = 0;    ///< a preview whose generation is not the latest is discarded (cancelled or stale)
    QThread* m_worker = nullptr; /// owned; at most one preview runs at a time
};

} // namespace tunefit::ui

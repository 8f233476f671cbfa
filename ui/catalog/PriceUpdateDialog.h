// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/PriceUpdate.h"

#include <QDialog>
#include <QStringList>

#include <deque>

class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace tunefit::present {
class PriceFetcher;
}

namespace tunefit::ui {

class CatalogSession;
class PriceUpdateModel;

/// Catalog > Update prices…: opens idle (nothing goes online before "Download and preview"); choose price sources,
/// download them (progress, Cancel), read the preview of what would change line by line, grouped by change
/// (PriceUpdateModel), take the source's value where it differs from your own price, then write it all in one step.
/// Nothing is written before "Write the update", and nothing at all unless every chosen source was read.
class PriceUpdateDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit PriceUpdateDialog(CatalogSession* session, QWidget* parent = nullptr);
    ~PriceUpdateDialog() override;

    /// Downloads the checked sources and builds the preview.
    void startDownload();
    /// Stops the download; nothing is previewed or written.
    void cancelDownload();
    /// Every chosen source failed before a server answered (no connection, name or proxy): the summary says so once.
    bool offline() const;
    /// Checks exactly the named sources (tests; an empty list checks every source).
    void chooseSources(const QStringList& names);
    /// Waits for the downloads to end (tests).
    bool waitForPreview(int timeoutMs = 30000);
    PriceUpdateModel* previewModel() const { return m_preview; }
    QString summaryText() const;
    /// Writes the previewed update; false (with the reason shown) when nothing was written.
    bool writeUpdate();
    /// Size and time limits of the downloads (tests use short ones).
    present::PriceFetcher* fetcher() const { return m_fetcher; }

public slots:
    void reject() override;

private:
    // The constructor's parts.
    QLabel* createIntro();
    void createSourceList(CatalogSession* session);
    QHBoxLayout* createProgressRow();
    void createPreview();
    QFormLayout* createReminderRow();
    void connectControls();
    void next();
    void fetched();
    void finish();
    void updateButtons();

    CatalogSession* m_session;
    std::vector<PriceSource> m_sources;
    QListWidget* m_sourceList = nullptr;
    QPushButton* m_download = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_summary = nullptr;
    QTableView* m_table = nullptr;
    QSpinBox* m_reminder = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_writeButton = nullptr;
    PriceUpdateModel* m_preview = nullptr;
    present::PriceFetcher* m_fetcher = nullptr;

    std::deque<PriceSource> m_queue; ///< sources still to download
    int m_total = 0;
    PriceUpdatePlan m_plan;
    QStringList m_failures; ///< one sentence per source that could not be read
    int m_unreachable = 0;  ///< sources that failed before any server answered
    bool m_busy = false;
    bool m_done = false; ///< a preview is shown
};

} // namespace tunefit::ui

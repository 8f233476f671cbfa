// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace tunefit::present {
class HubModelFetcher;
}

namespace tunefit::ui {

class CatalogSession;

/// The model library as a table (issue 28): the bundled presets (read-only), then the user's entries (id and
/// family editable), then entries whose config.json no longer reads (with the reason, removable).
class ModelLibraryModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Id,
        HubId,
        Family,
        Params,
        Origin,
        Source,
        ColumnCount
    };

    explicit ModelLibraryModel(CatalogSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Edits go through the session: one undo step each; a refusal is announced with failed().
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    /// The user's entry on this row (also one whose config no longer reads); nullptr for a bundled preset.
    const ModelEntry* entryAt(int row) const;
    void refresh();

signals:
    void failed(const QString& reason);

private:
    CatalogSession* m_session;
    std::shared_ptr<const Catalog> m_catalog;
};

/// Catalog > Model library…: the library, "Add config.json…" (a file or a folder, or dropped onto the dialog),
/// "Fetch from Hugging Face…" (the only way the window goes online for a model, on request), remove, undo and redo.
class ModelLibraryDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ModelLibraryDialog(CatalogSession* session, QWidget* parent = nullptr);
    ~ModelLibraryDialog() override;

    ModelLibraryModel* model() const { return m_model; }
    /// Adds the entries a file or folder holds (what the buttons and a drop do); the reasons of refused files are
    /// shown in the status line. Returns the status text.
    QString addPath(const QString& path);
    /// Starts fetching `hubId` (what the fetch button does after asking for the id).
    void startFetch(const QString& hubId);
    bool isFetching() const;
    /// The line under the table: what the last action did or why it failed.
    QString statusText() const;

signals:
    /// A fetch ended (entry added, or the reason shown).
    void fetchFinished();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void removeSelected();
    void onFetched();
    void showStatus(const QString& text);

    CatalogSession* m_session;
    ModelLibraryModel* m_model;
    QTableView* m_table;
    QLabel* m_status;
    QPushButton* m_addFile;
    QPushButton* m_addFolder;
    QPushButton* m_fetch;
    QPushButton* m_cancelFetch;
    QPushButton* m_remove;
    QPushButton* m_undo;
    QPushButton* m_redo;
    present::HubModelFetcher* m_fetcher;
};

} // namespace tunefit::ui

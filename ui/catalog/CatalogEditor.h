// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/catalog/CatalogTableModel.h"

#include <QDialog>

#include <array>

class QAction;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QToolBar;

namespace tunefit::ui {

class CatalogSession;
class ModelSearchProxy;

/// The catalog editor: GPUs, providers and offers in tabs, each filterable and sortable. Add, edit (double-click or
/// Enter), duplicate and delete rows through CatalogRowDialog; undo and redo every step; import with a preview,
/// export the shown table as CSV, reset to the built-in catalog. Changes are written to the catalog file at once and
/// the main window follows them.
class CatalogEditor final : public QDialog
{
    Q_OBJECT

public:
    explicit CatalogEditor(CatalogSession* session, QWidget* parent = nullptr);

    CatalogTable currentTable() const;
    void setCurrentTable(CatalogTable table);
    CatalogTableModel* model(CatalogTable table) const { return m_pages[size_t(table)].model; }
    QTableView* view(CatalogTable table) const { return m_pages[size_t(table)].view; }
    /// Selects a source row of the current table.
    void selectRow(int sourceRow);
    /// Shows the offers tab with this offer selected and opens its form (the Offers tab's "edit this price").
    void editOffer(const Offer& offer);

    /// The form for the selected row, for a new row, or for a copy of the selected row. The dialog is returned open
    /// (not exec()'d) so that tests can fill it; the actions exec() it.
    class CatalogRowDialog* editDialog(bool duplicate = false);
    class CatalogRowDialog* addDialog();
    /// Deletes the selected row after confirmation (`confirm` false skips the question, for tests); the reason when
    /// refused, else empty.
    QString deleteSelected(bool confirm = true);
    /// Writes the current table as CSV; the reason when it failed, else empty.
    QString exportCurrent(const QString& path) const;

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }

protected:
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    struct Page
    {
        CatalogTableModel* model = nullptr;
        ModelSearchProxy* proxy = nullptr;
        QTableView* view = nullptr;
        QLineEdit* filter = nullptr;
    };
    // The constructor's parts.
    QWidget* createPage(Page& page, CatalogTable table);
    void createToolBar();
    QHBoxLayout* createBottomRow();
    void retranslateUi();
    void refresh();
    /// Where changes go, or why they cannot be made.
    QString locationText() const;
    void updateActions();
    int selectedSourceRow() const;
    void runDialog(class CatalogRowDialog* dialog);
    void importFile();
    void exportFile();
    void resetToDefaults();
    void showFailure(const QString& reason);

    CatalogSession* m_session;
    QTabWidget* m_tabs = nullptr;
    std::array<Page, 3> m_pages;
    QToolBar* m_toolBar = nullptr;
    QLabel* m_location = nullptr;
    QAction* m_add = nullptr;
    QAction* m_edit = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_import = nullptr;
    QAction* m_export = nullptr;
    QAction* m_reset = nullptr;
    /// The identity of the row to select again after the tables are rebuilt (see CatalogTableModel::rowOf).
    std::string m_keepKey;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/ImportPlan.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoStack;

namespace tunefit::ui {

/// The built-in catalog as a snapshot (never freed; shared without a copy).
std::shared_ptr<const Catalog> builtInCatalog();

/// The catalog the whole window works on: the user's SQLite catalog (CatalogStore) and the snapshot loaded from it.
/// Every edit goes through here as an undoable command, is written to the file at once, and is announced with
/// changed() so the job panel, fit overview and offers follow. Views keep the shared snapshot they were given, so an
/// edit never pulls data out from under them.
class CatalogSession final : public QObject
{
    Q_OBJECT

public:
    explicit CatalogSession(QObject* parent = nullptr);
    ~CatalogSession() override;

    /// Opens the catalog file. When it cannot be opened, the bundled catalog is shown read-only and the translated
    /// reason is returned (empty = success).
    QString open(const QString& path = CatalogStore::defaultPath());
    /// Told on open: a damaged file that was moved aside, a read-only catalog ... (empty when nothing to tell).
    QString openNotice() const { return m_openNotice; }
    /// The user's catalog is open and can be written.
    bool isEditable() const { return m_store && m_store->isOpen() && !m_store->isReadOnly(); }
    /// The user's catalog is shown, but its file or folder cannot be written: every edit is refused with the reason.
    bool isReadOnly() const { return m_store && m_store->isReadOnly(); }
    QString path() const;

    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    QUndoStack* undoStack() const { return m_undo; }

    /// Single-row edits, each one step of the undo stack. `before` is the stored row being replaced (nullopt = a
    /// new row). Return the translated reason when the store refused (nothing changed), else an empty string.
    /// Callers validate first (validateEdit); these do not.
    QString saveGpu(const std::optional<Gpu>& before, const Gpu& after);
    QString saveProvider(const std::optional<Provider>& before, const Provider& after);
    QString saveOffer(const std::optional<Offer>& before, const Offer& after);
    /// Refuses (with the reason) to delete a GPU or provider that offers still name.
    QString removeGpu(const Gpu& row);
    QString removeProvider(const Provider& row);
    QString removeOffer(const Offer& row);

    /// Commits a previewed import at once, or nothing. Not undoable: the undo history is cleared.
    QString applyImport(const ImportPlan& plan, int* rowsWritten = nullptr);
    /// The price sources kept in the catalog ("not_open" when the user's catalog could not be opened).
    Result<std::vector<PriceSource>> priceSources() const;
    /// Commits a previewed price update at once, or nothing. Not undoable: the undo history is cleared.
    QString applyPriceUpdate(const PriceUpdatePlan& plan, int* rowsWritten = nullptr);
    /// Back to the bundled catalog, keeping or dropping the rows the user added. Clears the undo history.
    QString resetToDefaults(bool keepUserRows);

    /// Re-reads the file (after an undo step, or another copy of the app wrote to it) and announces the change.
    QString reload();

signals:
    void changed();
    /// An undo or redo step the store refused, in words; the catalog is reloaded as the file has it.
    void failed(const QString& reason);

private:
    template <class T> friend class RowCommand;

    std::unique_ptr<CatalogStore> m_store;
    std::shared_ptr<const Catalog> m_catalog;
    QUndoStack* m_undo = nullptr;
    QString m_openNotice;
};

} // namespace tunefit::ui

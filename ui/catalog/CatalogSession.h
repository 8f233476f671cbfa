// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogOrigin.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/ImportPlan.h"
#include "ui/catalog/ConflictDialog.h"

#include <QObject>
#include <QString>

class QThread;

#include <functional>
#include <memory>
#include <optional>

class QTimer;
class QUndoStack;

namespace tunefit::ui {

/// The built-in catalog as a snapshot (never freed; shared without a copy).
std::shared_ptr<const Catalog> builtInCatalog();

/// The catalog the whole window works on: the user's SQLite catalog or a team catalog on a PostgreSQL server
/// (CatalogStore), and the snapshot loaded from it. Every edit goes through here as an undoable command, is written at
/// once, and is announced with changed() so the job panel, fit overview and offers follow. Views keep the shared
/// snapshot they were given, so an edit never pulls data out from under them.
///
/// Others' changes: the session watches the store's change stamp (LISTEN/NOTIFY on PostgreSQL when the driver offers
/// it, else polling every few seconds) and reloads when it moved; open forms keep what the user typed. A save over a
/// row someone else changed is refused by the store; the conflict resolver (ConflictDialog in the window) then lets
/// the user keep theirs or take the other. A team catalog opened from its offline snapshot refuses every change
/// (teamOfflineRefusal) and tries to reconnect now and then.
class CatalogSession final : public QObject
{
    Q_OBJECT

public:
    explicit CatalogSession(QObject* parent = nullptr);
    ~CatalogSession() override;

    /// Opens a catalog: an SQLite file, or a team catalog ("postgresql://user@host:port/db"; `password` typed for
    /// this session only, else libpq's ~/.pgpass or service file). A team server that cannot be reached opens its
    /// offline snapshot when there is one. When nothing can be opened, the bundled catalog is shown read-only and the
    /// translated reason is returned (empty = success).
    QString open(const QString& location = CatalogStore::defaultPath(), const QString& password = QString());
    /// The location as opened (a file path, or the team catalog without its password).
    QString location() const;
    /// Which catalog is in use: local, team, the team's offline snapshot, or the built-in one.
    CatalogOrigin origin() const;
    /// The password typed for this session's team catalog (memory only); empty when none.
    const QString& sessionPassword() const { return m_password; }
    bool isTeam() const { return m_store && m_store->isTeam(); }
    bool isOffline() const { return m_store && m_store->isOffline(); }
    /// Told on open: a damaged file that was moved aside, a read-only catalog ... (empty when nothing to tell).
    QString openNotice() const { return m_openNotice; }
    /// The user's catalog is open and can be written.
    bool isEditable() const { return m_store && m_store->isOpen() && !m_store->isReadOnly(); }
    /// The user's catalog is shown, but its file or folder cannot be written (or the team server's role may only
    /// read, or the team catalog is offline): every edit is refused with the reason.
    bool isReadOnly() const { return m_store && m_store->isReadOnly(); }
    /// Why edits are refused, in words (offline, read-only role, read-only file, no catalog); empty when editable.
    QString readOnlyReason() const;

    /// Asked when a save or delete meets a row someone else changed (or deleted) since it was read. Without one,
    /// the change is refused with the reason and nothing is written.
    using ConflictResolver = std::function<ConflictChoice(const RowConflict&)>;
    void setConflictResolver(ConflictResolver resolver) { m_resolver = std::move(resolver); }

    /// Checks now whether someone else changed the catalog (the timer does it every pollIntervalMs()); reloads and
    /// announces refreshed() when so. While offline, tries to reach the server again. True when it reloaded.
    bool checkForChanges();
    /// How often the change stamp is polled: kPollMs, or kNotifiedPollMs while NOTIFY tells of changes.
    int pollIntervalMs() const;
    /// Whether others' changes arrive by PostgreSQL NOTIFY (else by polling only).
    bool isListening() const { return m_listening; }
    /// Every few seconds without NOTIFY: a price changed by a colleague shows within that time.
    static constexpr int kPollMs = 3000;
    /// With NOTIFY the poll is only a safety net (a notification lost with a dropped connection).
    static constexpr int kNotifiedPollMs = 30000;
    /// While offline: how often the server is tried again.
    static constexpr int kReconnectMs = 30000;
    /// How long the reconnect's probe waits for the server's port to answer (off the UI thread).
    static constexpr int kProbeTimeoutMs = 10000;
    /// While offline, a reconnect attempt is probing the server off the UI thread: the window works on the
    /// snapshot meanwhile, and a server that answers is opened when the probe returns.
    bool isReconnecting() const { return m_probe != nullptr; }
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

    /// The model library (issue 28): each change one undo step (a rename, and an add of several, one step too).
    /// `before` is the stored entry (nullopt = new); an entry of an existing id replaces it. The translated reason
    /// when the store refused (a config.json that does not read never replaces a good entry), else empty.
    QString saveModel(const std::optional<ModelEntry>& before, const ModelEntry& after);
    QString removeModel(const ModelEntry& row);
    QString addModels(const std::vector<ModelEntry>& entries);

    /// The user's measured runs and the calibrations kept from them (issue 33): each add or removal one undo step. A
    /// calibration of a GPU and method scope that has one replaces it (undo restores the old one).
    QString addRun(const RunEntry& run);
    QString removeRun(const RunEntry& run);
    QString keepCalibration(const CalibrationEntry& calibration);
    QString removeCalibration(const CalibrationEntry& calibration);

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
    /// Someone else changed the catalog and it was reloaded (after changed()).
    void refreshed();
    /// The catalog in use became another (open, reconnect, going offline): the status bar follows.
    void originChanged();
    /// An undo or redo step the store refused, in words; the catalog is reloaded as the file has it.
    void failed(const QString& reason);

private:
    template <class T> friend class RowCommand;
    /// One add, edit or delete: written, then pushed as an undo step; a conflict goes to the resolver.
    template <class T> QString edit(const std::optional<T>& before, const std::optional<T>& after);
    /// The store refused with "edit_conflict": asks the resolver and does what it chose. `mine` = the user's row
    /// (nullopt: a delete of `before`). Returns the reason when nothing was written, else empty (`written` set when
    /// the user's version went in).
    template <class T>
    QString resolve(const std::optional<T>& before, const std::optional<T>& mine, bool* written, int64_t* id);

    void startWatching();
    /// Tries the server of an offline team catalog again: probes its port off the UI thread, then reconnectNow().
    void reconnect();
    /// Opens the team catalog anew; on success it replaces the snapshot in use.
    void reconnectNow();
    /// Changes are refused with a reason (offline, no catalog); empty when the store may be asked.
    QString refusal() const;
    /// A write the store refused, in words; a team catalog's role or offline state said as such.
    QString refusedBecause(const Error& error) const;

    std::unique_ptr<CatalogStore> m_store;
    std::shared_ptr<const Catalog> m_catalog;
    QUndoStack* m_undo = nullptr;
    QString m_openNotice;
    QString m_password;     ///< typed for this session's team catalog only: memory, never settings
    QString m_snapshotDate; ///< offline: when the snapshot was synchronised (ISO UTC)
    ConflictResolver m_resolver;
    QTimer* m_poll = nullptr;
    int64_t m_stamp = -1; ///< the change stamp of the catalog last loaded
    bool m_listening = false;
    qint64 m_lastReconnect = 0; ///< ms since epoch of the last try while offline
    QThread* m_probe = nullptr; ///< the running reconnect probe (reconnect), owned here
};

} // namespace tunefit::ui

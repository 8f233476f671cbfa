// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLocation.h"
#include "core/catalog/ImportPlan.h"
#include "core/catalog/PriceUpdate.h"

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QSqlDriver;

namespace tunefit {

/// The catalog database: the user's own SQLite file, or a team catalog on a PostgreSQL server (CatalogLocation),
/// through QtSql (QSQLITE, QPSQL). The only class in the project that speaks SQL; the two engines' differences are
/// in StoreDialect.
///
/// Team catalogs (PostgreSQL):
/// - One schema and one migration list for both engines; open() creates or migrates the server's tables under an
///   advisory lock, so several people opening at once never race. Bundled defaults merge exactly as into a local
///   file: newer defaults never overwrite a team member's edit.
/// - Lost updates are refused: every Gpu/Provider/Offer row carries a version (rowVersion, raised by every write).
///   A save or delete that passes the version it read (rowVersion > 0, or expectedVersion > 0) fails with
///   "edit_conflict" when the row changed since (or, for an offer saved by its id, was deleted); nothing is written.
///   A save that would leave the stored row as it is succeeds (returns 0). A GPU or provider whose name is not
///   stored is added (a rename or a copy), whatever its rowVersion. currentGpu/currentProvider/
///   currentOffer give the row as it is now ("not_found" when deleted) so the window can show both values. To keep
///   the user's value, save it again carrying the current row's rowVersion (or 0 for a deleted row: it is added
///   again); to take the other, use the current row. rowVersion 0 means "last writer wins" (imports, the CLI).
/// - changeStamp() is a catalog-wide counter raised by every committed change, on both engines: cheap to poll. On
///   PostgreSQL every committed change also sends NOTIFY on changeChannel() (payload: the new stamp); a window
///   LISTENs with notificationDriver()->subscribeToNotification(changeChannel()) (QSqlDriver::notification).
/// - The server's roles decide who may change what: a role without write grants opens the catalog (report.readOnly,
///   load() works) and every write returns "permission_denied" (SQLSTATE 42501), never a raw SQL error.
/// - Offline copy: after every successful open of a team catalog, a local SQLite snapshot is kept at
///   location().snapshotPath() with its date. When the server cannot be reached, open() opens that snapshot
///   read-only and says so (OpenReport::offline, snapshotDate); writes then return "team_offline". Without a
///   snapshot: "server_unavailable". A wrong login is "login_failed" (no fallback: the server answered). A later
///   open() reconnects.
///
/// The user's own SQLite catalog:
///
/// - Created on first open from the bundled defaults; the schema version lives in the `meta` table and older files
///   are migrated step by step (CatalogSchema.cpp) in one transaction.
/// - Every write is one IMMEDIATE transaction; WAL journal and a busy timeout let two running copies of the app
///   share the file without losing each other's edits (each edit touches only its own rows).
/// - Rows carry a RowOrigin. Newer bundled defaults are merged on open without touching rows the user added or
///   edited, nor bringing back bundled rows the user deleted.
/// - open() changes nothing before the file is known to be a Tunefit catalog: an empty path, a folder, a file that is
///   not SQLite and another program's SQLite database are refused untouched ("empty_path", "catalog_is_folder",
///   "not_a_catalog", "foreign_database"); a 0-byte file or a new path is initialised from the defaults.
/// - Only an SQLite file that fails PRAGMA integrity_check is moved aside (never deleted, never over another file)
///   and replaced by a fresh catalog. A file another program holds locked is busy, not damaged: "database_busy".
/// - Opening and reading never wait for another program's write: open() takes the write lock only when the file
///   needs a migration (or newer defaults, which wait for a later open while the lock is held).
/// - A catalog whose file or folder this user cannot write is opened read-only; every write returns "read_only".
/// Failures are returned as Error codes ("sql_failed", "database_busy", "schema_too_new", "not_open", "not_found",
/// "duplicate_key", "read_only", "read_only_old_schema", "cannot_read", "cannot_create", "move_aside_failed" and the
/// refusals above); exceptions never leave the class.
class CatalogStore final
{
public:
    /// `path` = database file; use defaultPath() for the user's own catalog.
    explicit CatalogStore(QString path);
    explicit CatalogStore(CatalogLocation location);
    ~CatalogStore();
    CatalogStore(const CatalogStore&) = delete;
    CatalogStore& operator=(const CatalogStore&) = delete;

    /// catalog.sqlite in QStandardPaths::AppDataLocation.
    static QString defaultPath();
    static int schemaVersion();
    /// How long a write (or opening a file another program holds locked) waits before failing with "database_busy".
    static constexpr int kBusyTimeoutMs = 5000;

    struct OpenReport
    {
        bool created = false;        ///< a new catalog was filled with the bundled defaults
        int migratedFrom = 0;        ///< schema version the file had before migration; 0 = none needed
        bool mergedDefaults = false; ///< bundled defaults differed from the ones last merged
        QString movedAsidePath;      ///< a corrupt file was moved here; empty when none
        bool readOnly = false;       ///< the file or its folder cannot be written, or (team) the role may not
                                     ///< write, or the catalog is the offline snapshot: the catalog is read as it is
        bool offline = false;        ///< team catalog: the server was unreachable; this is the offline snapshot
        QDateTime snapshotDate;      ///< offline: when the snapshot was last synchronised (UTC); else invalid
        QString serverError;         ///< offline: why the server could not be reached (libpq's words), for logs
    };
    Result<OpenReport> open(const Catalog& defaults = bundledCatalog(),
                            const std::string& defaultsFingerprint = bundledCatalogFingerprint());
    void close();
    bool isOpen() const;
    /// Open, but this user cannot write the file or its folder: load() works, every write returns "read_only".
    bool isReadOnly() const;
    /// SQLite: the file. Team catalog: the persisted location text (CatalogLocation::toString()).
    const QString& path() const { return m_path; }
    const CatalogLocation& location() const { return m_location; }
    /// A team catalog (PostgreSQL location), online or offline.
    bool isTeam() const { return m_location.isTeam(); }
    /// A team catalog opened from its offline snapshot (writes return "team_offline").
    bool isOffline() const { return isOpen() && m_offline; }

    /// The catalog-wide change counter: raised by every committed change, by anyone. Cheap (one row of `meta`).
    Result<int64_t> changeStamp() const;
    /// The PostgreSQL NOTIFY channel every committed change is announced on (payload: the new changeStamp).
    static QString changeChannel();
    /// The open connection's driver, to LISTEN on changeChannel(); nullptr when not open or not on PostgreSQL
    /// (offline, or SQLite: poll changeStamp() instead). Valid until close().
    QSqlDriver* notificationDriver() const;

    /// Every row as value types (offers carry their database id).
    Result<Catalog> load() const;

    /// Adds or edits one row, keyed by name (GPU, provider) or, for offers, by id when > 0, else offerKey().
    /// The row is marked UserAdded, or UserEdited when it replaces a bundled row. Returns the rows written (0 when
    /// nothing changed); saveOffer returns the offer id.
    /// With rowVersion > 0 the save is refused with "edit_conflict" when the stored row's version differs (or the
    /// offer of this id is gone); see the class comment.
    Result<int> saveGpu(const Gpu& gpu);
    Result<int> saveProvider(const Provider& provider);
    Result<int64_t> saveOffer(const Offer& offer);
    /// Deletes a row; a deleted bundled row stays deleted across merges of newer defaults (until a reset).
    /// With expectedVersion > 0: "edit_conflict" when the row changed since it was read (a row already gone is
    /// "not_found").
    Result<int> removeGpu(std::string_view name, int64_t expectedVersion = 0);
    Result<int> removeProvider(std::string_view name, int64_t expectedVersion = 0);
    Result<int> removeOffer(int64_t id, int64_t expectedVersion = 0);

    /// The row as stored now, with its rowVersion: the other side of an "edit_conflict". "not_found" when deleted.
    Result<Gpu> currentGpu(std::string_view name) const;
    Result<Provider> currentProvider(std::string_view name) const;
    Result<Offer> currentOffer(int64_t id) const;

    /// Writes a row exactly as given, its RowOrigin included, and forgets a deletion of its identity: the undo of
    /// an edit or a delete. An offer is matched by id when that row exists, else by offerKey(); unmatched rows are
    /// inserted. restoreOffer returns the offer id (a restored deleted offer gets a new one).
    Result<int> restoreGpu(const Gpu& gpu);
    Result<int> restoreProvider(const Provider& provider);
    Result<int64_t> restoreOffer(const Offer& offer);

    /// Commits every add and update of a previewed import in one transaction: all of it or nothing.
    /// Returns the rows written. A row that changed since the preview (its version moved, or it was added meanwhile)
    /// and now holds other data is refused with "edit_conflict", as an edit is: nothing is written then.
    Result<int> apply(const ImportPlan& plan);
    /// Merges bundled defaults: new bundled rows are added, bundled rows the user has not touched are updated or,
    /// when gone from the defaults, removed; user-added and user-edited rows are left alone.
    Result<int> mergeDefaults(const Catalog& defaults, const std::string& fingerprint);
    /// Restores the bundled rows. With keepUserRows, rows the user added stay (edits of bundled rows are undone);
    /// without, the catalog becomes exactly the defaults.
    Result<int> resetToDefaults(const Catalog& defaults, bool keepUserRows,
                                const std::string& fingerprint = bundledCatalogFingerprint());

    /// The user's model library (issue 28), keyed by ModelEntry::id. saveModel adds or replaces an entry after
    /// validateModelEntry(): a config.json that does not read (or is over kMaxModelConfigBytes) is refused with its
    /// error and the stored entry stays as it was. Row versions work as for GPUs (edit_conflict); an entry is marked
    /// UserAdded. removeModel: "not_found" when no entry has this id. restoreModel writes the row as given (undo).
    Result<int> saveModel(const ModelEntry& entry);
    Result<int> removeModel(std::string_view id, int64_t expectedVersion = 0);
    Result<int> restoreModel(const ModelEntry& entry);
    Result<ModelEntry> currentModel(std::string_view id) const;
    /// Adds or replaces several entries in one transaction: every entry is validated first, and one bad entry (or
    /// one conflict) writes none of them. Returns the rows written.
    Result<int> saveModels(const std::vector<ModelEntry>& entries);

    /// The user's measured runs (issue 33), keyed by RunEntry::id, as models are: saveRun adds or replaces a run after
    /// validateRunEntry() (refused with its error, the stored run unchanged); row versions work as for GPUs
    /// (edit_conflict); a run is marked UserAdded. removeRun: "not_found" when no run has this id; the calibrations
    /// taken from the run stay (they keep its id and summary). restoreRun writes the row as given (undo).
    /// Whether the run's GPU is in the catalog is the caller's to check.
    Result<int> saveRun(const RunEntry& entry);
    Result<int> removeRun(std::string_view id, int64_t expectedVersion = 0);
    Result<int> restoreRun(const RunEntry& entry);
    Result<RunEntry> currentRun(std::string_view id) const;

    /// Calibrations, one per GPU and method scope (nullopt = every method). saveCalibration checks
    /// validateCalibrationEntry(), then adds the row or replaces the one of the same GPU and scope; it returns the row
    /// it replaced (nullopt: none), so the caller can undo with restoreCalibration(replaced), or removeCalibration
    /// when nothing was replaced. With rowVersion > 0 a replace over a row that changed since is "edit_conflict" (as
    /// for GPUs); with 0 it replaces whatever is stored (a calibration newly taken from a run). The row is marked
    /// UserAdded. removeCalibration: "not_found" when there is none for this GPU and scope.
    Result<std::optional<CalibrationEntry>> saveCalibration(const CalibrationEntry& entry);
    Result<int> removeCalibration(std::string_view gpu, std::optional<Method> method, int64_t expectedVersion = 0);
    Result<int> restoreCalibration(const CalibrationEntry& entry);
    Result<CalibrationEntry> currentCalibration(std::string_view gpu, std::optional<Method> method) const;

    /// The price sources, by name.
    Result<std::vector<PriceSource>> priceSources() const;
    /// Adds a source, or replaces the one of the same name. Returns the rows written (1).
    Result<int> savePriceSource(const PriceSource& source);
    /// "not_found" when no source has this name.
    Result<int> removePriceSource(std::string_view name);
    /// Commits a previewed price update in one transaction: new offers in, changed and unchanged offers rewritten with
    /// their new date and source (RowOrigin::Fetched), removed offers out (a removed bundled offer stays removed
    /// across merges of newer defaults). A row the user edited or added is written only where the plan's row says
    /// takeSource, also when the user edited it after the preview was made. Records the update's time and sources.
    /// Returns the rows written.
    Result<int> applyPriceUpdate(const PriceUpdatePlan& plan);

private:
    Result<OpenReport> openSqlite(const Catalog& defaults, const std::string& defaultsFingerprint);
    Result<OpenReport> openServer(const Catalog& defaults, const std::string& defaultsFingerprint);
    Result<OpenReport> openSnapshot(const QString& serverError);

    CatalogLocation m_location;
    QString m_path;
    QString m_connection;
    bool m_readOnly = false;     ///< writes are refused here (a read-only file, or the offline snapshot)
    bool m_roleReadOnly = false; ///< team: the role may not write (the server refuses; isReadOnly() says so early)
    bool m_offline = false;
};

} // namespace tunefit

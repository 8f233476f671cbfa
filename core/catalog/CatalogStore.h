// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/ImportPlan.h"
#include "core/catalog/PriceUpdate.h"

#include <QString>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// The user's catalog database (SQLite through QtSql): the only class in the project that speaks SQL.
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
        bool readOnly = false;       ///< the file or its folder cannot be written: the catalog is read as it is
    };
    Result<OpenReport> open(const Catalog& defaults = bundledCatalog(),
                            const std::string& defaultsFingerprint = bundledCatalogFingerprint());
    void close();
    bool isOpen() const;
    /// Open, but this user cannot write the file or its folder: load() works, every write returns "read_only".
    bool isReadOnly() const;
    const QString& path() const { return m_path; }

    /// Every row as value types (offers carry their database id).
    Result<Catalog> load() const;

    /// Adds or edits one row, keyed by name (GPU, provider) or, for offers, by id when > 0, else offerKey().
    /// The row is marked UserAdded, or UserEdited when it replaces a bundled row. Returns the rows written (0 when
    /// nothing changed); saveOffer returns the offer id.
    Result<int> saveGpu(const Gpu& gpu);
    Result<int> saveProvider(const Provider& provider);
    Result<int64_t> saveOffer(const Offer& offer);
    /// Deletes a row; a deleted bundled row stays deleted across merges of newer defaults (until a reset).
    Result<int> removeGpu(std::string_view name);
    Result<int> removeProvider(std::string_view name);
    Result<int> removeOffer(int64_t id);

    /// Writes a row exactly as given, its RowOrigin included, and forgets a deletion of its identity: the undo of
    /// an edit or a delete. An offer is matched by id when that row exists, else by offerKey(); unmatched rows are
    /// inserted. restoreOffer returns the offer id (a restored deleted offer gets a new one).
    Result<int> restoreGpu(const Gpu& gpu);
    Result<int> restoreProvider(const Provider& provider);
    Result<int64_t> restoreOffer(const Offer& offer);

    /// Commits every add and update of a previewed import in one transaction: all of it or nothing.
    /// Returns the rows written.
    Result<int> apply(const ImportPlan& plan);
    /// Merges bundled defaults: new bundled rows are added, bundled rows the user has not touched are updated or,
    /// when gone from the defaults, removed; user-added and user-edited rows are left alone.
    Result<int> mergeDefaults(const Catalog& defaults, const std::string& fingerprint);
    /// Restores the bundled rows. With keepUserRows, rows the user added stay (edits of bundled rows are undone);
    /// without, the catalog becomes exactly the defaults.
    Result<int> resetToDefaults(const Catalog& defaults, bool keepUserRows,
                                const std::string& fingerprint = bundledCatalogFingerprint());

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
    QString m_path;
    QString m_connection;
    bool m_readOnly = false;
};

} // namespace tunefit

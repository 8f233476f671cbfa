// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to CatalogStore: every difference between SQLite and PostgreSQL that the store's SQL meets, in one place.
// Everything else is one SQL text for both engines: upserts are "INSERT ... ON CONFLICT ... DO UPDATE/NOTHING" and new
// ids come back with "RETURNING" (SQLite 3.24 and 3.35; Debian 12 ships 3.40), values are always bound.

#include "core/Result.h"
#include "core/catalog/CatalogLocation.h"

#include <QString>
#include <QStringList>

class QSqlError;

namespace tunefit::store_detail {

struct StoreDialect
{
    CatalogLocation::Engine engine = CatalogLocation::Engine::Sqlite;

    bool postgres() const { return engine == CatalogLocation::Engine::Postgres; }
    /// The Qt SQL driver: QSQLITE or QPSQL.
    QString driver() const;
    /// A schema statement (written in SQLite's words, CatalogSchema.cpp) in this engine's words. PostgreSQL: REAL is
    /// 4 bytes there, so DOUBLE PRECISION; the AUTOINCREMENT id is an identity column; tables without a numeric id
    /// (GPUs, providers, models, runs, calibrations) get an explicit `rowid` identity column (SQLite has an implicit
    /// one), so the store names rows alike on both.
    QString schemaStatement(const char* sqliteText) const;
    /// Statements run once per connection: SQLite's pragmas are run by the store (they depend on the file);
    /// PostgreSQL: how long a write waits for another's lock before "database_busy", and quiet notices.
    QStringList sessionSetup(int lockTimeoutMs) const;
    /// Starts a write transaction that no other writer of the same catalog runs alongside: SQLite takes the file's
    /// write lock (BEGIN IMMEDIATE); PostgreSQL takes a transaction-scoped advisory lock named after the catalog's
    /// schema, so openers that migrate or merge and every editor run one after the other (the writes are short).
    QStringList beginWrite() const;
    /// Starts a read transaction: one consistent state for every query of a load.
    QString beginRead() const;
    /// Changes how long the connection's writes wait for a lock (open() does optional work with a short wait).
    QString lockWait(int ms) const;
    /// One row: the number of tables in the catalog's schema and whether one is `meta`.
    QString tablesQuery() const;
    /// One row: how many of `meta`'s columns are `key` and `value`.
    QString metaColumnsQuery() const;
    /// Announces a committed change (bound: the channel); empty on SQLite, which has no notifications.
    QString notifyStatement() const;
    /// Whether the current role may change the catalog's rows (one row, one boolean); empty on SQLite.
    QString mayWriteQuery() const;
    /// The ErrorCode of a failed statement.
    ErrorCode classify(const QSqlError& error) const;
    /// The ErrorCode of a connection that could not be opened (PostgreSQL: unreachable or login refused).
    ErrorCode classifyConnect(const QSqlError& error) const;
};

} // namespace tunefit::store_detail

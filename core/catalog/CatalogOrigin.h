// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>

#include <string>

namespace tunefit {

class CatalogStore;

/// Which catalog a plan's prices came from: the window's status bar and the report say it in words
/// (present/CatalogWording: catalogOriginText, catalogOriginSentence).
struct CatalogOrigin
{
    enum class Kind
    {
        Local,        ///< the user's own SQLite catalog (the default)
        Team,         ///< a team catalog on a PostgreSQL server, connected
        TeamSnapshot, ///< the team catalog's server cannot be reached: its last local snapshot is used
        BuiltIn,      ///< no catalog could be opened: the bundled defaults, read-only
    };
    Kind kind = Kind::Local;
    std::string database;     ///< team catalogs: the database name
    std::string host;         ///< team catalogs: the server's host (or socket folder)
    std::string snapshotDate; ///< TeamSnapshot: when the snapshot was last synchronised (ISO date or date-time)
};

/// The origin of an open store's rows: local file, connected team catalog, or the team catalog's offline snapshot
/// of `snapshotDate` (OpenReport::snapshotDate). libpq's defaults fill what a team location leaves out. The one rule
/// of the window's status bar and of the reports of the window and the command line.
CatalogOrigin catalogOrigin(const CatalogStore& store, const QDateTime& snapshotDate);

} // namespace tunefit

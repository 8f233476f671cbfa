// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace tunefit {

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

} // namespace tunefit

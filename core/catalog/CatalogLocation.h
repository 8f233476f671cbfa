// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>

namespace tunefit {

/// Where a catalog lives: the user's own SQLite file (the default; no server needed), or a team catalog on a
/// PostgreSQL server shared by several people.
///
/// The persisted form (toString(), what settings and the command line keep) never holds a password: libpq takes it
/// from PGPASSWORD, a service file (PGSERVICE, ~/.pg_service.conf) or ~/.pgpass. A password written in a URI is kept
/// in `password` for this session's connection only.
struct CatalogLocation
{
    enum class Engine
    {
        Sqlite,
        Postgres,
    };

    Engine engine = Engine::Sqlite;
    QString path; ///< SQLite: the database file

    // PostgreSQL (libpq's URI fields, https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNSTRING).
    QString host;     ///< empty = libpq's default (the local socket)
    int port = 0;     ///< 0 = libpq's default (5432)
    QString database; ///< empty = libpq's default (the user name)
    QString user;     ///< empty = libpq's default (the login name)
    QString password; ///< from the URI only; never persisted, never shown
    /// Further libpq keywords from the URI's query, "key=value" joined by ';' as QSqlDatabase::setConnectOptions
    /// takes them (sslmode, connect_timeout, service, options ...). Persisted.
    QString options;

    static CatalogLocation sqlite(QString path);
    bool isTeam() const { return engine == Engine::Postgres; }

    /// The persisted form: the path, or "postgresql://user@host:port/db?options" without the password.
    QString toString() const;
    /// What to show the user: the path, or "db on host:port (user)".
    QString displayName() const;
    /// The local SQLite copy of a team catalog, kept after every successful open: team-snapshots/<key>.sqlite in
    /// QStandardPaths::AppDataLocation, the key a hash of toString() (one snapshot per server, database, user and
    /// options). Empty for an SQLite location.
    QString snapshotPath() const;

    bool operator==(const CatalogLocation&) const = default;
};

/// Reads `text`: a libpq URI ("postgresql://" or "postgres://") is a team catalog, anything else a file path (an
/// empty text is refused with EmptyPath). A URI that libpq would refuse (no "//", a bad port, bad %-escapes) is
/// InvalidValue with field "catalog". `user:password@` is accepted; the password stays in `password` only.
Result<CatalogLocation> parseCatalogLocation(const QString& text);

} // namespace tunefit

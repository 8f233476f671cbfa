// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to CatalogStore: the database schema as ordered migration steps. Step N brings a database from
// version N-1 to version N; a new database runs them all. Never edit a released step: append a new one.
// The statements are SQLite's words; StoreDialect::schemaStatement() gives PostgreSQL's (one schema for both).

#include <span>

namespace tunefit::store_detail {

struct Migration
{
    int toVersion;
    std::span<const char* const> statements;
};

std::span<const Migration> migrations();
int latestSchemaVersion();

} // namespace tunefit::store_detail

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to CatalogStore: bringing an open catalog up to date, on either engine: the schema's migrations
// (CatalogSchema.cpp) and the merge of newer bundled defaults.

#include "core/catalog/CatalogStore.h"

#include <string>

class QSqlDatabase;

namespace tunefit::store_detail {

/// Merges `defaults` into every table (see CatalogStore::mergeDefaults) and records their fingerprint. Returns the
/// rows written.
int mergeAll(const QSqlDatabase& db, const Catalog& defaults, const std::string& fingerprint);

/// Brings a catalog of schema `version` to the latest one and merges newer defaults, on either engine. Only a catalog
/// that needs it takes the write lock: a reader never waits for another program's writes.
void migrateAndMerge(const QSqlDatabase& db, int version, const Catalog& defaults,
                     const std::string& defaultsFingerprint, CatalogStore::OpenReport& report);

} // namespace tunefit::store_detail

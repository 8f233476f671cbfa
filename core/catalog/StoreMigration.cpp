// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/StoreMigration.h"

#include "core/catalog/CatalogSchema.h"
#include "core/catalog/StoreRows.h"

#include <map>
#include <set>

namespace tunefit::store_detail {

namespace {

/// New bundled rows in, untouched bundled rows updated or dropped, user rows and tombstoned keys left alone.
template <class T> int mergeTable(const QSqlDatabase& db, const TableSpec<T>& spec, const std::vector<T>& defaults)
{
    const std::set<std::string> removed = tombstones(db, spec.name);
    std::map<std::string, StoredRow<T>> existing;
    for (auto& row : selectAll(db, spec))
        existing.emplace(spec.key(row.value), std::move(row));
    Writer<T> writer(db, spec);
    int written = 0;
    std::set<std::string> bundledKeys;
    for (const T& value : defaults) {
        const std::string key = spec.key(value);
        bundledKeys.insert(key);
        if (removed.contains(key))
            continue;
        const auto it = existing.find(key);
        if (it == existing.end()) {
            writer.insert(value, RowOrigin::Bundled);
            ++written;
        } else if (it->second.origin == RowOrigin::Bundled && !sameData(it->second.value, value)) {
            writer.update(it->second.rowid, value, RowOrigin::Bundled);
            ++written;
        }
    }
    for (const auto& [key, row] : existing) {
        if (row.origin == RowOrigin::Bundled && !bundledKeys.contains(key)) {
            writer.remove(row.rowid);
            ++written;
        }
    }
    return written;
}

} // namespace

int mergeAll(const QSqlDatabase& db, const Catalog& defaults, const std::string& fingerprint)
{
    const int written = mergeTable(db, gpuTable(), defaults.gpus) +
                        mergeTable(db, providerTable(), defaults.providers) +
                        mergeTable(db, offerTable(), defaults.offers);
    writeMeta(db, "bundled_fingerprint", qs(fingerprint));
    return written;
}

void migrateAndMerge(const QSqlDatabase& db, int version, const Catalog& defaults,
                     const std::string& defaultsFingerprint, CatalogStore::OpenReport& report)
{
    const StoreDialect dialect = dialectOf(db);
    if (version < CatalogStore::schemaVersion()) {
        Transaction transaction(db);
        version = catalogVersion(db); // another copy of the app may have done it meanwhile
        if (version > CatalogStore::schemaVersion())
            throw StoreFailure{ErrorCode::SchemaTooNew, std::to_string(version)};
        for (const Migration& migration : migrations()) {
            if (migration.toVersion <= version)
                continue;
            for (const char* statement : migration.statements)
                exec(db, dialect.schemaStatement(statement), "migrate");
        }
        if (version < CatalogStore::schemaVersion())
            writeMeta(db, "schema_version", QString::number(CatalogStore::schemaVersion()));
        if (version == 0) {
            report.created = true;
            mergeAll(db, defaults, defaultsFingerprint);
        } else if (version < CatalogStore::schemaVersion()) {
            report.migratedFrom = version;
        }
        transaction.commit();
    }
    if (!report.created && readMeta(db, "bundled_fingerprint") != qs(defaultsFingerprint)) {
        // While another program writes, the catalog opens on the rows it has; a later open merges.
        report.mergedDefaults = unlessBusy(db, [&] {
            Transaction transaction(db);
            mergeAll(db, defaults, defaultsFingerprint);
            transaction.commit();
        });
    }
}

} // namespace tunefit::store_detail

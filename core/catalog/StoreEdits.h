// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to CatalogStore: one row's edit (save, remove, restore, the current row) with its row-version check, for
// every table keyed by its columns (TableSpec). Run inside a write transaction (inTransaction); failures throw
// StoreFailure.

#include "core/catalog/StoreRows.h"
#include "core/catalog/StoreSql.h"

#include <optional>
#include <string>

namespace tunefit::store_detail {

/// A change that carries the version it read (> 0) is refused when the stored row has another one, unless the save
/// would leave it as it is (nothing of the other person's is lost then). A row that is not there is an add (a GPU or
/// provider saved under a new name, or a copy); an offer saved by its id that is gone is refused in saveOffer.
template <class T>
void checkVersion(const TableSpec<T>& spec, const std::optional<StoredRow<T>>& found, int64_t readVersion,
                  const std::string& key, const T* saved = nullptr)
{
    if (readVersion <= 0 || !found || found->value.rowVersion == readVersion)
        return;
    if (saved && sameData(found->value, *saved))
        return;
    throw StoreFailure{ErrorCode::EditConflict, std::string(spec.name) + ": " + key};
}

template <class T> int saveRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& value)
{
    const auto found = findRow(db, spec, value);
    checkVersion(spec, found, value.rowVersion, spec.key(value), &value);
    Writer<T> writer(db, spec);
    if (!found) {
        writer.insert(value, RowOrigin::UserAdded);
        return 1;
    }
    if (sameData(found->value, value))
        return 0;
    writer.update(found->rowid, value, editedOrigin(found->origin));
    return 1;
}

template <class T>
int removeRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& probe, int64_t expectedVersion)
{
    const auto found = findRow(db, spec, probe);
    if (!found)
        throw StoreFailure{ErrorCode::NotFound, spec.key(probe)};
    checkVersion(spec, found, expectedVersion, spec.key(probe));
    if (found->origin != RowOrigin::UserAdded)
        addTombstone(db, spec.name, spec.key(found->value));
    Writer<T>(db, spec).remove(found->rowid);
    return 1;
}

/// Writes `value` with its own origin over the row found by `found` (or as a new row) and forgets any deletion mark
/// of its identity. Returns the rowid.
template <class T>
qint64 restoreRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& value,
                  const std::optional<StoredRow<T>>& found)
{
    removeTombstone(db, spec.name, spec.key(value));
    Writer<T> writer(db, spec);
    if (!found)
        return writer.insert(value, value.origin);
    writer.update(found->rowid, value, value.origin);
    return found->rowid;
}

/// The stored row with `probe`'s identity, "not_found" when there is none.
template <class T, class F> Result<T> currentRow(bool open, const QString& connection, F find)
{
    if (!open)
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        const std::optional<StoredRow<T>> row = find(QSqlDatabase::database(connection, false));
        if (!row)
            return Error{ErrorCode::NotFound, {}, {}};
        return row->value;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

} // namespace tunefit::store_detail

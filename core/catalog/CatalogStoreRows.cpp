// SPDX-License-Identifier: GPL-3.0-or-later
// Row edits: save, remove, restore (undo) and the current row of GPUs, providers, offers and models, and the commit
// of a previewed import.
#include "core/catalog/CatalogStore.h"

#include "core/catalog/ModelRows.h"
#include "core/catalog/StoreEdits.h"
#include "core/catalog/StoreRows.h"
#include "core/catalog/StoreSql.h"

namespace tunefit {

using namespace store_detail;

namespace {

/// The stored offer with this database id (none for id <= 0).
std::optional<StoredRow<Offer>> findOfferById(const QSqlDatabase& db, int64_t id)
{
    if (id <= 0)
        return std::nullopt;
    const auto& spec = store_detail::offerTable();
    QSqlQuery query = prepared(
        db, QStringLiteral("SELECT %1 FROM %2 WHERE id = ?").arg(selectList(spec), QString::fromLatin1(spec.name)));
    query.addBindValue(qint64(id));
    exec(query, "find");
    if (!query.next())
        return std::nullopt;
    return readRow(query, spec);
}

template <class T>
int applyChanges(const QSqlDatabase& db, const TableSpec<T>& spec, const std::vector<PlannedChange<T>>& changes)
{
    if (changes.empty())
        return 0;
    Writer<T> writer(db, spec);
    Finder<T> finder(db, spec);
    int written = 0;
    for (const PlannedChange<T>& change : changes) {
        if (change.kind == ChangeKind::Unchanged)
            continue;
        const auto found = finder.find(change.value);
        // The row-version check of an edit (checkVersion below): a row that changed since the preview (an update
        // planned against another version, or an add of a row someone else added meanwhile) is refused with
        // "edit_conflict" unless it already holds this data, so no one's price is overwritten unseen.
        const bool moved = change.kind == ChangeKind::Add ||
                           (change.value.rowVersion > 0 && found && found->value.rowVersion != change.value.rowVersion);
        if (found && moved && !sameData(found->value, change.value))
            throw StoreFailure{ErrorCode::EditConflict, std::string(spec.name) + ": " + spec.key(change.value)};
        if (!found) {
            writer.insert(change.value, RowOrigin::UserAdded);
        } else if (!sameData(found->value, change.value)) {
            writer.update(found->rowid, change.value, editedOrigin(found->origin));
        } else {
            continue;
        }
        ++written;
    }
    return written;
}

/// The refusal of an entry that must not be written (validateModelEntry), as a store failure.
void checkModel(const ModelEntry& entry)
{
    if (auto error = validateModelEntry(entry))
        throw StoreFailure{error->code, error->field + (error->detail.empty() ? "" : ": " + error->detail)};
}

} // namespace

Result<int> CatalogStore::restoreGpu(const Gpu& gpu)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::gpuTable();
        restoreRow(db, spec, gpu, findRow(db, spec, gpu));
        return 1;
    });
}

Result<int> CatalogStore::restoreProvider(const Provider& provider)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::providerTable();
        restoreRow(db, spec, provider, findRow(db, spec, provider));
        return 1;
    });
}

Result<int64_t> CatalogStore::restoreOffer(const Offer& offer)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::offerTable();
        std::optional<StoredRow<Offer>> found = findOfferById(db, offer.id);
        if (!found)
            found = findRow(db, spec, offer);
        return int64_t(restoreRow(db, spec, offer, found));
    });
}

Result<int> CatalogStore::saveGpu(const Gpu& gpu)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::gpuTable(), gpu); });
}

Result<int> CatalogStore::saveProvider(const Provider& provider)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::providerTable(), provider); });
}

Result<int64_t> CatalogStore::saveOffer(const Offer& offer)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::offerTable();
        Writer<Offer> writer(db, spec);
        std::optional<StoredRow<Offer>> found;
        if (offer.id > 0) {
            found = findOfferById(db, offer.id);
            if (!found && offer.rowVersion > 0)
                throw StoreFailure{ErrorCode::EditConflict, std::string(spec.name) + ": " + offerKey(offer)};
            if (!found)
                throw StoreFailure{ErrorCode::NotFound, std::to_string(offer.id)};
        } else {
            found = findRow(db, spec, offer);
        }
        checkVersion(spec, found, offer.rowVersion, offerKey(offer), &offer);
        if (!found)
            return int64_t(writer.insert(offer, RowOrigin::UserAdded));
        if (!sameData(found->value, offer)) {
            // Re-keying a bundled offer: keep its old identity from coming back with the next defaults.
            if (found->origin != RowOrigin::UserAdded && offerKey(found->value) != offerKey(offer))
                addTombstone(db, spec.name, offerKey(found->value));
            writer.update(found->rowid, offer, editedOrigin(found->origin));
        }
        return int64_t(found->rowid);
    });
}

Result<int> CatalogStore::removeGpu(std::string_view name, int64_t expectedVersion)
{
    Gpu probe;
    probe.name = std::string(name);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::gpuTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::removeProvider(std::string_view name, int64_t expectedVersion)
{
    Provider probe;
    probe.name = std::string(name);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::providerTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::removeOffer(int64_t id, int64_t expectedVersion)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto found = findOfferById(db, id);
        if (!found)
            throw StoreFailure{ErrorCode::NotFound, std::to_string(id)};
        return removeRow(db, store_detail::offerTable(), found->value, expectedVersion);
    });
}

Result<Gpu> CatalogStore::currentGpu(std::string_view name) const
{
    Gpu probe;
    probe.name = std::string(name);
    return currentRow<Gpu>(isOpen(), m_connection,
                           [&](const QSqlDatabase& db) { return findRow(db, store_detail::gpuTable(), probe); });
}

Result<Provider> CatalogStore::currentProvider(std::string_view name) const
{
    Provider probe;
    probe.name = std::string(name);
    return currentRow<Provider>(isOpen(), m_connection, [&](const QSqlDatabase& db) {
        return findRow(db, store_detail::providerTable(), probe);
    });
}

Result<Offer> CatalogStore::currentOffer(int64_t id) const
{
    return currentRow<Offer>(isOpen(), m_connection, [&](const QSqlDatabase& db) { return findOfferById(db, id); });
}

Result<int> CatalogStore::apply(const ImportPlan& plan)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return applyChanges(db, store_detail::gpuTable(), plan.gpus) +
               applyChanges(db, store_detail::providerTable(), plan.providers) +
               applyChanges(db, store_detail::offerTable(), plan.offers);
    });
}

Result<int> CatalogStore::saveModel(const ModelEntry& entry)
{
    // Checked before the transaction: a config.json that does not read is said as such, with its own code.
    if (auto error = validateModelEntry(entry))
        return *error;
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::modelTable(), entry); });
}

Result<int> CatalogStore::saveModels(const std::vector<ModelEntry>& entries)
{
    for (const ModelEntry& entry : entries) {
        if (auto error = validateModelEntry(entry))
            return *error;
    }
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        int written = 0;
        for (const ModelEntry& entry : entries)
            written += saveRow(db, store_detail::modelTable(), entry);
        return written;
    });
}

Result<int> CatalogStore::removeModel(std::string_view id, int64_t expectedVersion)
{
    ModelEntry probe;
    probe.id = std::string(id);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::modelTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::restoreModel(const ModelEntry& entry)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        // An undo puts back what was stored, which was checked when it was written; a row that never was is not.
        checkModel(entry);
        const auto& spec = store_detail::modelTable();
        restoreRow(db, spec, entry, findRow(db, spec, entry));
        return 1;
    });
}

Result<ModelEntry> CatalogStore::currentModel(std::string_view id) const
{
    ModelEntry probe;
    probe.id = std::string(id);
    return currentRow<ModelEntry>(
        isOpen(), m_connection, [&](const QSqlDatabase& db) { return findRow(db, store_detail::modelTable(), probe); });
}

} // namespace tunefit

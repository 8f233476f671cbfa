// SPDX-License-Identifier: GPL-3.0-or-later
// Price sources and the commit of a previewed price update.
#include "core/catalog/CatalogStore.h"

#include "core/catalog/StoreRows.h"
#include "core/catalog/StoreSql.h"

namespace tunefit {

using namespace store_detail;

Result<std::vector<PriceSource>> CatalogStore::priceSources() const
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        QSqlQuery query = prepared(
            db, QStringLiteral("SELECT name, url, format, catalog_version, provider FROM price_sources ORDER BY name"));
        exec(query, "select");
        std::vector<PriceSource> sources;
        while (query.next()) {
            PriceSource source;
            source.name = query.value(0).toString().toStdString();
            source.url = query.value(1).toString().toStdString();
            source.format =
                priceSourceFormatFrom(query.value(2).toString().toStdString()).value_or(PriceSourceFormat::SkyPilot);
            source.catalogVersion = query.value(3).toString().toStdString();
            source.provider = query.value(4).toString().toStdString();
            sources.push_back(std::move(source));
        }
        return sources;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

Result<int> CatalogStore::savePriceSource(const PriceSource& source)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        QSqlQuery query =
            prepared(db, QStringLiteral(
                             "INSERT INTO price_sources (name, url, format, catalog_version, provider) VALUES (?, ?, "
                             "?, ?, ?) ON CONFLICT (name) DO UPDATE SET url = excluded.url, format = excluded.format, "
                             "catalog_version = excluded.catalog_version, provider = excluded.provider"));
        for (const std::string_view value :
             {std::string_view(source.name), std::string_view(source.url), toString(source.format),
              std::string_view(source.catalogVersion), std::string_view(source.provider)})
            query.addBindValue(qs(value));
        exec(query, "save source");
        return 1;
    });
}

Result<int> CatalogStore::removePriceSource(std::string_view name)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        QSqlQuery query = prepared(db, QStringLiteral("DELETE FROM price_sources WHERE name = ?"));
        query.addBindValue(qs(name));
        exec(query, "remove source");
        if (query.numRowsAffected() < 1)
            throw StoreFailure{ErrorCode::NotFound, std::string(name)};
        return 1;
    });
}

Result<int> CatalogStore::applyPriceUpdate(const PriceUpdatePlan& plan)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::offerTable();
        Writer<Offer> writer(db, spec);
        Finder<Offer> finder(db, spec);
        const auto userRow = [](RowOrigin origin) {
            return origin == RowOrigin::UserEdited || origin == RowOrigin::UserAdded;
        };
        int written = 0;
        for (const PriceUpdateRow& row : plan.rows) {
            if (!plan.writes(row))
                continue;
            const bool taken = row.kind == PriceChange::Conflict && row.takeSource;
            if (row.kind == PriceChange::Removed) {
                const auto found = finder.find(*row.before);
                // Gone already, or the user edited it since the preview: the user's row stays.
                if (!found || userRow(found->origin))
                    continue;
                if (found->origin == RowOrigin::Bundled)
                    addTombstone(db, spec.name, offerKey(found->value));
                writer.remove(found->rowid);
            } else if (const auto found = finder.find(*row.after)) {
                if (userRow(found->origin) && !taken)
                    continue;
                writer.update(found->rowid, *row.after, RowOrigin::Fetched);
            } else {
                writer.insert(*row.after, RowOrigin::Fetched);
            }
            ++written;
        }
        QStringList sources;
        for (const std::string& name : plan.sources)
            sources << qs(name);
        writeMeta(db, "last_price_update", qs(plan.fetchedAt));
        writeMeta(db, "last_price_update_sources", sources.join(QLatin1String(", ")));
        return written;
    });
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/StoreRows.h"

#include "core/catalog/TextFields.h"

namespace tunefit::store_detail {

RowOrigin originFrom(const QVariant& value)
{
    return catalog_text::rowOriginFrom(value.toString().toStdString()).value_or(RowOrigin::Bundled);
}

QString originText(RowOrigin origin)
{
    return qs(catalog_text::toString(origin));
}

RowOrigin editedOrigin(const std::optional<RowOrigin>& before)
{
    if (!before || *before == RowOrigin::UserAdded)
        return RowOrigin::UserAdded;
    return RowOrigin::UserEdited;
}

std::set<std::string> tombstones(const QSqlDatabase& db, const char* table)
{
    QSqlQuery query = prepared(db, QStringLiteral("SELECT key FROM removed_bundled WHERE table_name = ?"));
    query.addBindValue(QString::fromLatin1(table));
    exec(query, "tombstones");
    std::set<std::string> keys;
    while (query.next())
        keys.insert(query.value(0).toString().toStdString());
    return keys;
}

void addTombstone(const QSqlDatabase& db, const char* table, const std::string& key)
{
    QSqlQuery query = prepared(
        db, QStringLiteral("INSERT INTO removed_bundled (table_name, key) VALUES (?, ?) ON CONFLICT DO NOTHING"));
    query.addBindValue(QString::fromLatin1(table));
    query.addBindValue(qs(key));
    exec(query, "tombstone");
}

void removeTombstone(const QSqlDatabase& db, const char* table, const std::string& key)
{
    QSqlQuery query = prepared(db, QStringLiteral("DELETE FROM removed_bundled WHERE table_name = ? AND key = ?"));
    query.addBindValue(QString::fromLatin1(table));
    query.addBindValue(qs(key));
    exec(query, "tombstone");
}

} // namespace tunefit::store_detail

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to CatalogStore: the rows of a table (TableSpec) as value types, read and written with prepared statements,
// and the deletion marks ("tombstones") of bundled rows.

#include "core/catalog/CatalogTypes.h"
#include "core/catalog/StoreColumns.h"
#include "core/catalog/StoreSql.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

namespace tunefit::store_detail {

/// The column that names a row: offers have their id (SQLite's rowid); GPUs and providers SQLite's implicit rowid,
/// which PostgreSQL's schema spells out (StoreDialect::schemaStatement).
template <class T> QString idColumn(const TableSpec<T>&)
{
    return std::is_same_v<T, Offer> ? QStringLiteral("id") : QStringLiteral("rowid");
}

RowOrigin originFrom(const QVariant& value);
QString originText(RowOrigin origin);

template <class T> QString columnList(const TableSpec<T>& spec)
{
    QStringList names;
    for (const auto& column : spec.columns)
        names << QString::fromLatin1(column.name);
    return names.join(QLatin1String(", "));
}

template <class T> struct StoredRow
{
    qint64 rowid = 0;
    RowOrigin origin = RowOrigin::Bundled;
    T value;
};

/// The columns readRow() reads: the row's id, origin and version, then the data columns.
template <class T> QString selectList(const TableSpec<T>& spec)
{
    return idColumn(spec) + QLatin1String(", origin, row_version, ") + columnList(spec);
}

template <class T> StoredRow<T> readRow(const QSqlQuery& query, const TableSpec<T>& spec)
{
    StoredRow<T> row;
    row.rowid = query.value(0).toLongLong();
    row.origin = originFrom(query.value(1));
    row.value.rowVersion = query.value(2).toLongLong();
    for (int i = 0; i < int(spec.columns.size()); ++i)
        spec.columns[size_t(i)].set(row.value, query.value(i + 3));
    row.value.origin = row.origin;
    if constexpr (std::is_same_v<T, Offer>)
        row.value.id = row.rowid;
    return row;
}

template <class T> std::vector<StoredRow<T>> selectAll(const QSqlDatabase& db, const TableSpec<T>& spec)
{
    QSqlQuery query = prepared(db, QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                                       .arg(selectList(spec), QString::fromLatin1(spec.name), idColumn(spec)));
    // QPSQL fetches a forward-only result row by row (libpq's single-row mode), several times slower for a whole
    // table than one result at once.
    if (dialectOf(db).postgres())
        query.setForwardOnly(false);
    exec(query, "select");
    std::vector<StoredRow<T>> rows;
    while (query.next())
        rows.push_back(readRow(query, spec));
    return rows;
}

/// Looks rows up by identity with one prepared statement, reused for every row of a batch.
template <class T> class Finder
{
public:
    Finder(const QSqlDatabase& db, const TableSpec<T>& spec) : m_spec(spec), m_query(prepared(db, sql(spec)))
    {
        for (const char* key : spec.keyColumns) {
            for (const auto& column : spec.columns) {
                if (std::string_view(column.name) == key)
                    m_keys.push_back(&column);
            }
        }
    }

    /// The stored row with the same identity as `value`, if any.
    std::optional<StoredRow<T>> find(const T& value)
    {
        for (const auto* column : m_keys)
            m_query.addBindValue(column->get(value));
        exec(m_query, "find");
        std::optional<StoredRow<T>> row;
        if (m_query.next())
            row = readRow(m_query, m_spec);
        m_query.finish();
        return row;
    }

private:
    static QString sql(const TableSpec<T>& spec)
    {
        QStringList conditions;
        for (const char* key : spec.keyColumns)
            conditions << QString::fromLatin1(key) + QLatin1String(" = ?");
        return QStringLiteral("SELECT %1 FROM %2 WHERE %3")
            .arg(selectList(spec), QString::fromLatin1(spec.name), conditions.join(QLatin1String(" AND ")));
    }

    const TableSpec<T>& m_spec;
    QSqlQuery m_query;
    std::vector<const store_detail::StoreColumn<T>*> m_keys;
};

template <class T> std::optional<StoredRow<T>> findRow(const QSqlDatabase& db, const TableSpec<T>& spec, const T& value)
{
    return Finder<T>(db, spec).find(value);
}

/// Prepared insert/update/delete statements for one table, reused for every row of a batch.
template <class T> class Writer
{
public:
    Writer(const QSqlDatabase& db, const TableSpec<T>& spec)
        : m_spec(spec), m_insert(prepared(db, insertSql(spec))), m_update(prepared(db, updateSql(spec))),
          m_delete(prepared(
              db, QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(QString::fromLatin1(spec.name), idColumn(spec))))
    {
    }

    qint64 insert(const T& value, RowOrigin origin)
    {
        bindAll(m_insert, value, origin);
        exec(m_insert, "insert");
        // RETURNING: QPSQL has no lastInsertId() for identity columns.
        const qint64 id = m_insert.next() ? m_insert.value(0).toLongLong() : 0;
        m_insert.finish();
        return id;
    }
    void update(qint64 rowid, const T& value, RowOrigin origin)
    {
        bindAll(m_update, value, origin);
        m_update.addBindValue(rowid);
        exec(m_update, "update");
    }
    void remove(qint64 rowid)
    {
        m_delete.addBindValue(rowid);
        exec(m_delete, "delete");
    }

private:
    static QString insertSql(const TableSpec<T>& spec)
    {
        QStringList marks(qsizetype(spec.columns.size() + 1), QStringLiteral("?"));
        return QStringLiteral("INSERT INTO %1 (%2, origin) VALUES (%3) RETURNING %4")
            .arg(QString::fromLatin1(spec.name), columnList(spec), marks.join(QLatin1String(", ")), idColumn(spec));
    }
    static QString updateSql(const TableSpec<T>& spec)
    {
        QStringList sets;
        for (const auto& column : spec.columns)
            sets << QString::fromLatin1(column.name) + QLatin1String(" = ?");
        sets << QStringLiteral("origin = ?") << QStringLiteral("row_version = row_version + 1");
        return QStringLiteral("UPDATE %1 SET %2 WHERE %3 = ?")
            .arg(QString::fromLatin1(spec.name), sets.join(QLatin1String(", ")), idColumn(spec));
    }
    void bindAll(QSqlQuery& query, const T& value, RowOrigin origin)
    {
        for (const auto& column : m_spec.columns)
            query.addBindValue(column.get(value));
        query.addBindValue(originText(origin));
    }

    const TableSpec<T>& m_spec;
    QSqlQuery m_insert;
    QSqlQuery m_update;
    QSqlQuery m_delete;
};

/// Origin of a row after the user (an edit or an import) writes over it.
RowOrigin editedOrigin(const std::optional<RowOrigin>& before);

/// The keys of `table`'s bundled rows the user deleted: merges of newer defaults leave them out.
std::set<std::string> tombstones(const QSqlDatabase& db, const char* table);
void addTombstone(const QSqlDatabase& db, const char* table, const std::string& key);
void removeTombstone(const QSqlDatabase& db, const char* table, const std::string& key);

/// The user's runs, by added_at then id (RunRows.cpp).
std::vector<StoredRow<RunEntry>> selectRuns(const QSqlDatabase& db);
/// The calibrations whose method scope this Tunefit knows, by GPU then scope; a row a newer Tunefit wrote for a
/// method this one does not know is left out (never read as "every method").
std::vector<StoredRow<CalibrationEntry>> selectCalibrations(const QSqlDatabase& db);

} // namespace tunefit::store_detail

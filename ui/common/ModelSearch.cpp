// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ModelSearch.h"

namespace tunefit::ui {

QString searchKey(const QString& text)
{
    QString key;
    key.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case 0x0130: // İ LATIN CAPITAL LETTER I WITH DOT ABOVE
        case 0x0131: // ı LATIN SMALL LETTER DOTLESS I
            key += QLatin1Char('i');
            break;
        case 0x0307: // COMBINING DOT ABOVE, left over from lowercasing "İ" outside Turkish
            break;
        default:
            key += c;
        }
    }
    // Unicode case folding, the same in every locale (unlike QLocale::toLower, which is Turkish-aware).
    return key.toCaseFolded();
}

bool matchesSearch(const QString& name, const QString& query)
{
    const QString needle = searchKey(query.trimmed());
    return needle.isEmpty() || searchKey(name).contains(needle);
}

ModelSearchProxy::ModelSearchProxy(QObject* parent) : QSortFilterProxyModel(parent) {}

void ModelSearchProxy::setQuery(const QString& query)
{
    if (query == m_query)
        return;
    m_query = query;
    invalidateRowsFilter();
}

bool ModelSearchProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (filterKeyColumn() >= 0) {
        const QModelIndex index = sourceModel()->index(sourceRow, filterKeyColumn(), sourceParent);
        return matchesSearch(index.data(Qt::DisplayRole).toString(), m_query);
    }
    for (int column = 0; column < sourceModel()->columnCount(sourceParent); ++column) {
        const QModelIndex index = sourceModel()->index(sourceRow, column, sourceParent);
        if (matchesSearch(index.data(Qt::DisplayRole).toString(), m_query))
            return true;
    }
    return false;
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>
#include <QString>

namespace tunefit::ui {

/// The form of a model name or query that type-to-search compares: case-folded, with the Turkish dotted and dotless
/// i ("İ", "ı") and the combining dot treated as a plain "i", so "qlora", "QLORA" and "QLoRA" match in every UI
/// language and a Turkish keyboard's "İ"/"ı" find "i"/"I".
QString searchKey(const QString& text);
/// True when `query` occurs anywhere in `name`, compared by searchKey(); an empty query matches everything.
bool matchesSearch(const QString& name, const QString& query);

/// Filters rows by matchesSearch() on the display role of filterKeyColumn(), or of any column when it is -1.
class ModelSearchProxy final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit ModelSearchProxy(QObject* parent = nullptr);

    void setQuery(const QString& query);
    QString query() const { return m_query; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_query;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogTableModel.h"

#include "present/CatalogWording.h"
#include "ui/catalog/CatalogFieldText.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

#include <algorithm>
#include <initializer_list>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

/// The columns a table shows, in this order; every field stays editable in the row dialog.
std::vector<FieldSpec> pick(const std::vector<FieldSpec>& fields, std::initializer_list<std::string_view> names)
{
    std::vector<FieldSpec> picked;
    for (std::string_view name : names) {
        const auto it = std::find_if(fields.begin(), fields.end(), [&](const FieldSpec& f) { return f.name == name; });
        if (it != fields.end())
            picked.push_back(*it);
    }
    return picked;
}

std::vector<FieldSpec> columnsFor(CatalogTable table)
{
    switch (table) {
    case CatalogTable::Gpus:
        return pick(rowFields<Gpu>(), {"name", "vendor", "memory_gb", "driver_memory_mib", "memory_type",
                                       "memory_bandwidth_gbps", "bf16_dense_tflops", "interconnect", "class", "as_of"});
    case CatalogTable::Providers:
        return pick(rowFields<Provider>(), {"name", "billing_unit", "billing_minimum_seconds", "spot_available",
                                            "storage_usd_per_gb_month", "egress_usd_per_gb", "fabric_kind", "as_of"});
    case CatalogTable::Offers:
        return pick(rowFields<Offer>(),
                    {"provider", "gpu_name", "gpu_count", "instance_type", "region", "price_on_demand_usd_per_hour",
                     "price_spot_usd_per_hour", "price_scope", "as_of"});
    }
    return {};
}

} // namespace

CatalogTableModel::CatalogTableModel(CatalogTable table, QObject* parent)
    : QAbstractTableModel(parent), m_table(table), m_catalog(std::make_shared<const Catalog>()),
      m_columns(columnsFor(table))
{
}

void CatalogTableModel::setCatalog(std::shared_ptr<const Catalog> catalog, const QString& today)
{
    beginResetModel();
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const Catalog>();
    m_warnings.clear();
    if (m_table == CatalogTable::Offers) {
        const std::string date = today.toStdString();
        m_warnings.reserve(m_catalog->offers.size());
        for (const Offer& offer : m_catalog->offers)
            m_warnings.push_back(validateOffer(offer, *m_catalog, date));
    }
    endResetModel();
}

const FieldSpec* CatalogTableModel::field(int column) const
{
    return column >= 0 && column < int(m_columns.size()) ? &m_columns[size_t(column)] : nullptr;
}

int CatalogTableModel::rowOf(const std::string& key) const
{
    const auto position = [](const auto& rows, auto matches) {
        const auto it = std::find_if(rows.begin(), rows.end(), matches);
        return it == rows.end() ? -1 : int(it - rows.begin());
    };
    switch (m_table) {
    case CatalogTable::Gpus:
        return position(m_catalog->gpus, [&](const Gpu& g) { return g.name == key; });
    case CatalogTable::Providers:
        return position(m_catalog->providers, [&](const Provider& p) { return p.name == key; });
    case CatalogTable::Offers:
        return position(m_catalog->offers, [&](const Offer& o) { return offerKey(o) == key; });
    }
    return -1;
}

std::string CatalogTableModel::keyOf(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    switch (m_table) {
    case CatalogTable::Gpus:
        return m_catalog->gpus[size_t(row)].name;
    case CatalogTable::Providers:
        return m_catalog->providers[size_t(row)].name;
    case CatalogTable::Offers:
        return offerKey(m_catalog->offers[size_t(row)]);
    }
    return {};
}

QString CatalogTableModel::rowLabel(int row) const
{
    switch (m_table) {
    case CatalogTable::Gpus:
        return QString::fromStdString(m_catalog->gpus[size_t(row)].name);
    case CatalogTable::Providers:
        return QString::fromStdString(m_catalog->providers[size_t(row)].name);
    case CatalogTable::Offers:
        return offerLabel(m_catalog->offers[size_t(row)]);
    }
    return {};
}

void CatalogTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    switch (m_table) {
    case CatalogTable::Gpus:
        return int(m_catalog->gpus.size());
    case CatalogTable::Providers:
        return int(m_catalog->providers.size());
    case CatalogTable::Offers:
        return int(m_catalog->offers.size());
    }
    return 0;
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size()) + 1;
}

std::string CatalogTableModel::cellText(int row, const FieldSpec& field) const
{
    switch (m_table) {
    case CatalogTable::Gpus:
        return fieldText(m_catalog->gpus[size_t(row)], field.name);
    case CatalogTable::Providers:
        return fieldText(m_catalog->providers[size_t(row)], field.name);
    case CatalogTable::Offers:
        return fieldText(m_catalog->offers[size_t(row)], field.name);
    }
    return {};
}

RowOrigin CatalogTableModel::origin(int row) const
{
    switch (m_table) {
    case CatalogTable::Gpus:
        return m_catalog->gpus[size_t(row)].origin;
    case CatalogTable::Providers:
        return m_catalog->providers[size_t(row)].origin;
    case CatalogTable::Offers:
        return m_catalog->offers[size_t(row)].origin;
    }
    return RowOrigin::Bundled;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const FieldSpec* spec = field(index.column());
    if (!spec) {
        if (role == Qt::DisplayRole || role == SortRole)
            return originLabel(origin(row));
        return {};
    }
    const bool hasWarnings = m_table == CatalogTable::Offers && !m_warnings[size_t(row)].empty();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(*spec, cellText(row, *spec));
    case SortRole:
        return sortValue(*spec, cellText(row, *spec));
    case Qt::TextAlignmentRole:
        if (spec->kind == FieldKind::Number || spec->kind == FieldKind::Integer)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (hasWarnings && spec->name == "as_of") {
            QStringList lines;
            for (const Issue& issue : m_warnings[size_t(row)])
                lines << describeIssue(issue);
            return lines.join(QLatin1Char('\n'));
        }
        return {};
    case Qt::DecorationRole:
        if (hasWarnings && spec->name == "as_of")
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    if (const FieldSpec* spec = field(section))
        return fieldLabel(std::string(spec->name));
    return tr("Origin");
}

} // namespace tunefit::ui

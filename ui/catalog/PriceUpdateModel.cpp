// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/PriceUpdateModel.h"

#include "present/CatalogWording.h"
#include "present/Format.h"
#include "present/PriceWording.h"

#include <QColor>
#include <QLocale>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

/// The order of the groups in the preview: what changes first, what stays last.
int groupOrder(PriceChange change)
{
    switch (change) {
    case PriceChange::New:
        return 0;
    case PriceChange::Removed:
        return 1;
    case PriceChange::PriceUp:
        return 2;
    case PriceChange::PriceDown:
        return 3;
    case PriceChange::Conflict:
        return 4;
    case PriceChange::Unchanged:
        return 5;
    }
    return 6;
}

QString priceText(const std::optional<Offer>& offer)
{
    if (!offer)
        return QStringLiteral("–");
    QStringList parts;
    if (offer->onDemandUsdPerHour)
        parts << hourlyPriceText(*offer->onDemandUsdPerHour);
    if (offer->spotUsdPerHour)
        parts << PriceUpdateModel::tr("spot %1").arg(hourlyPriceText(*offer->spotUsdPerHour));
    return parts.join(QStringLiteral(" · "));
}

/// A row with a check box: a conflict (take the source's value) or a doubtful price (take it anyway).
bool takeable(const PriceUpdateRow& row)
{
    return row.kind == PriceChange::Conflict || row.doubt != PriceDoubt::None;
}

} // namespace

PriceUpdateModel::PriceUpdateModel(QObject* parent) : QAbstractTableModel(parent) {}

void PriceUpdateModel::setPlan(PriceUpdatePlan plan)
{
    beginResetModel();
    m_plan = std::move(plan);
    m_order.clear();
    for (int i = 0; i < int(m_plan.rows.size()); ++i)
        m_order.push_back(i);
    std::ranges::stable_sort(m_order, {}, [this](int i) { return groupOrder(m_plan.rows[size_t(i)].kind); });
    for (int i = 0; i < int(m_plan.rejected.size()); ++i)
        m_order.push_back(-(i + 1));
    endResetModel();
}

void PriceUpdateModel::clear()
{
    setPlan({});
}

int PriceUpdateModel::planRow(int row) const
{
    return m_order[size_t(row)];
}

int PriceUpdateModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int PriceUpdateModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceUpdateModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const int at = m_order[size_t(index.row())];
    if (at < 0)
        return rejectionData(m_plan.rejected[size_t(-at - 1)], index.column(), role);
    const PriceUpdateRow& row = m_plan.rows[size_t(at)];
    const bool doubtful = row.doubt != PriceDoubt::None;
    if (role == Qt::CheckStateRole && index.column() == TakeColumn && (doubtful || row.kind == PriceChange::Conflict))
        return (row.kind != PriceChange::Conflict || row.takeSource) && (!doubtful || row.takeAnyway) ? Qt::Checked
                                                                                                      : Qt::Unchecked;
    if (role == Qt::ToolTipRole)
        return rowToolTip(row, index.column());
    if (role == DoubtRole)
        return doubtful;
    // Marked in words, never by colour alone (docs/style.md); the colour only draws the eye.
    if (role == Qt::ForegroundRole && doubtful && index.column() <= AfterColumn)
        return QColor(Qt::darkRed);
    if (role != Qt::DisplayRole)
        return {};
    return rowText(row, index.column());
}

/// A line of the file that was not read: which, and why.
QVariant PriceUpdateModel::rejectionData(const Rejection& rejection, int column, int role)
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (column == ChangeColumn)
        return tr("Line %1 not read").arg(rejection.line);
    if (column == OfferColumn) {
        QStringList reasons;
        for (const Issue& issue : rejection.issues)
            reasons << describeIssue(issue);
        return reasons.join(QStringLiteral("; "));
    }
    return {};
}

QVariant PriceUpdateModel::rowToolTip(const PriceUpdateRow& row, int column)
{
    if (column == TakeColumn && row.doubt != PriceDoubt::None)
        return tr("The source's price is doubtful (%1): it is written only when you take it anyway")
            .arg(priceDoubtText(row.doubt));
    if (column == TakeColumn && row.kind == PriceChange::Conflict)
        return tr("Take the source's value instead of your own");
    if (column == AfterColumn && row.after)
        return QString::fromStdString(row.after->asOfBasis);
    return {};
}

QVariant PriceUpdateModel::rowText(const PriceUpdateRow& row, int column)
{
    const Offer& offer = row.after ? *row.after : *row.before;
    const bool doubtful = row.doubt != PriceDoubt::None;
    switch (column) {
    case ChangeColumn:
        return doubtful ? tr("%1 (%2)", "change (doubt)").arg(priceChangeName(row.kind), priceDoubtText(row.doubt))
                        : priceChangeName(row.kind);
    case OfferColumn:
        return tr("%1 %2 (%3 × %4)")
            .arg(QString::fromStdString(offer.provider), QString::fromStdString(offer.instanceType),
                 QLocale().toString(offer.gpuCount), QString::fromStdString(offer.gpuName));
    case RegionColumn:
        return QString::fromStdString(offer.region);
    case BeforeColumn:
        return priceText(row.before);
    case AfterColumn:
        return priceText(row.after);
    case TakeColumn:
        if (doubtful)
            return tr("Take it anyway");
        return row.kind == PriceChange::Conflict ? tr("Take the source's value") : QString();
    case SourceColumn:
        return QString::fromStdString(row.source);
    default:
        return {};
    }
}

bool PriceUpdateModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || index.column() != TakeColumn || role != Qt::CheckStateRole)
        return false;
    const int at = m_order[size_t(index.row())];
    if (at < 0 || !takeable(m_plan.rows[size_t(at)]))
        return false;
    // One check box per row: for a conflict with a doubtful price, taking it takes both.
    PriceUpdateRow& row = m_plan.rows[size_t(at)];
    const bool take = value.toInt() == Qt::Checked;
    if (row.kind == PriceChange::Conflict)
        row.takeSource = take;
    if (row.doubt != PriceDoubt::None)
        row.takeAnyway = take;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    return true;
}

Qt::ItemFlags PriceUpdateModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == TakeColumn) {
        const int at = m_order[size_t(index.row())];
        if (at >= 0 && takeable(m_plan.rows[size_t(at)]))
            flags |= Qt::ItemIsUserCheckable;
    }
    return flags;
}

QVariant PriceUpdateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ChangeColumn:
        return tr("Change");
    case OfferColumn:
        return tr("Offer");
    case RegionColumn:
        return tr("Region");
    case BeforeColumn:
        return tr("Old price (USD/h)");
    case AfterColumn:
        return tr("New price (USD/h)");
    case TakeColumn:
        return tr("Your edit");
    case SourceColumn:
        return tr("Source");
    default:
        return {};
    }
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/ImportPreviewModel.h"

#include "present/CatalogWording.h"
#include "ui/catalog/CatalogFieldText.h"

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString rowName(const Gpu& gpu)
{
    return QString::fromStdString(gpu.name);
}

QString rowName(const Provider& provider)
{
    return QString::fromStdString(provider.name);
}

QString rowName(const Offer& offer)
{
    return offerLabel(offer);
}

QString skipReason(const std::string& code)
{
    if (code == "cpu_only")
        return ImportPreviewModel::tr("no GPU on this machine type");
    if (code == "tpu")
        return ImportPreviewModel::tr("a TPU, not a GPU");
    if (code == "other_zone")
        return ImportPreviewModel::tr("a dearer zone of a region kept at its cheapest zone");
    if (code == "other_region")
        return ImportPreviewModel::tr("a dearer region of an instance kept from its cheapest region");
    return QString::fromStdString(code);
}

} // namespace

ImportPreviewModel::ImportPreviewModel(QObject* parent) : QAbstractTableModel(parent) {}

template <class T> void ImportPreviewModel::addChanges(const std::vector<PlannedChange<T>>& changes)
{
    for (const auto& change : changes) {
        if (change.kind == ChangeKind::Unchanged && change.warnings.empty())
            continue;
        Entry entry;
        entry.line = change.line;
        entry.row = rowName(change.value);
        entry.issues = change.warnings;
        entry.outcome = change.kind == ChangeKind::Add      ? Outcome::Added
                        : change.kind == ChangeKind::Update ? Outcome::Updated
                                                            : Outcome::Warning;
        m_entries.push_back(std::move(entry));
    }
}

void ImportPreviewModel::setPlan(const ImportPlan& plan)
{
    beginResetModel();
    m_entries.clear();
    for (const Rejection& rejection : plan.rejected)
        m_entries.push_back({rejection.line, Outcome::Rejected, {}, rejection.issues, {}});
    for (const auto& [line, code] : plan.skipped)
        m_entries.push_back({line, Outcome::Skipped, {}, {}, code});
    addChanges(plan.gpus);
    addChanges(plan.providers);
    addChanges(plan.offers);
    // Problems first, then in file order.
    std::stable_sort(m_entries.begin(), m_entries.end(), [](const Entry& a, const Entry& b) {
        return std::pair(a.outcome != Outcome::Rejected, a.line) < std::pair(b.outcome != Outcome::Rejected, b.line);
    });
    endResetModel();
}

void ImportPreviewModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

int ImportPreviewModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ImportPreviewModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ImportPreviewModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
        return {};
    const Entry& entry = m_entries[size_t(index.row())];
    switch (index.column()) {
    case LineColumn:
        return entry.line;
    case OutcomeColumn:
        switch (entry.outcome) {
        case Outcome::Rejected:
            return tr("Rejected");
        case Outcome::Skipped:
            return tr("Skipped");
        case Outcome::Added:
            return tr("Added");
        case Outcome::Updated:
            return tr("Updated");
        case Outcome::Warning:
            return tr("Unchanged, with a warning");
        }
        return {};
    case RowColumn:
        return entry.row;
    case DetailColumn: {
        if (!entry.skipCode.empty())
            return skipReason(entry.skipCode);
        QStringList sentences;
        for (const Issue& issue : entry.issues)
            sentences << describeIssue(issue);
        return sentences.join(QStringLiteral("; "));
    }
    default:
        return {};
    }
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LineColumn:
        return tr("Line");
    case OutcomeColumn:
        return tr("Outcome");
    case RowColumn:
        return tr("Row");
    case DetailColumn:
        return tr("Details");
    default:
        return {};
    }
}

} // namespace tunefit::ui

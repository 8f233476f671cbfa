// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/ImportedFieldsModel.h"

#include "present/ImportWording.h"

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

ImportedFieldsModel::ImportedFieldsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ImportedFieldsModel::setFields(const std::vector<ImportedField>& fields)
{
    beginResetModel();
    m_fields = fields;
    endResetModel();
}

int ImportedFieldsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_fields.size());
}

int ImportedFieldsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ImportedFieldsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_fields.size()))
        return {};
    const ImportedField& f = m_fields[size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case FieldColumn:
            return importFieldName(f.field);
        case ValueColumn:
            return importedValueText(f.field, f.value);
        case OriginColumn:
            return importOriginText(f.origin);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == OriginColumn && !f.origin.file.empty())
        return qs(f.origin.file); // the full path; the cell shows the file name only
    return {};
}

QVariant ImportedFieldsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FieldColumn:
        return tr("Field");
    case ValueColumn:
        return tr("Value");
    case OriginColumn:
        return tr("Origin");
    default:
        return {};
    }
}

} // namespace tunefit::ui

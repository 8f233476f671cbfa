// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/ImportedFieldsModel.h"

#include "core/training/EnumKeys.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "present/PlanWording.h"

#include <QFileInfo>
#include <QLocale>

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
            return fieldWords(f.field);
        case ValueColumn:
            return valueText(f.field, f.value);
        case OriginColumn:
            return originText(f.origin);
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

QString ImportedFieldsModel::fieldWords(JobField field)
{
    // The error wording already names the job's own fields; the rest are worded here.
    switch (field) {
    case JobField::LoraRank:
    case JobField::LoraAlpha:
    case JobField::LoraDropout:
    case JobField::LoraTargets:
    case JobField::MicroBatch:
    case JobField::SeqLen:
    case JobField::Objective:
    case JobField::Sharding:
    case JobField::Epochs:
        return fieldName(std::string(jobFieldKey(field)));
    case JobField::GradAccum:
        return fieldName("grad_accumulation");
    case JobField::NumGpus:
        return fieldName("gpus");
    case JobField::Quant:
        return fieldName("base_quant");
    case JobField::Model:
        return tr("Model");
    case JobField::Method:
        return tr("Method");
    case JobField::Precision:
        return tr("Precision");
    case JobField::Optimizer:
        return tr("Optimizer");
    case JobField::Packing:
        return tr("Sequence packing");
    case JobField::GradCkpt:
        return tr("Activation checkpointing");
    case JobField::Attention:
        return tr("Attention");
    case JobField::Loss:
        return tr("Loss");
    case JobField::Offload:
        return tr("Offload");
    }
    return qs(jobFieldKey(field));
}

QString ImportedFieldsModel::valueText(JobField field, const std::string& value)
{
    // The words the job panel, the CLI and the report use (present/), never the importer's key.
    switch (field) {
    case JobField::Objective:
        if (auto o = enumFromKey(objectiveKeys(), value))
            return objectiveName(*o);
        break;
    case JobField::Sharding:
        if (auto s = enumFromKey(shardingKeys(), value))
            return shardingName(*s);
        break;
    case JobField::Offload:
        if (auto o = enumFromKey(offloadKeys(), value))
            return offloadName(*o);
        break;
    default:
        break;
    }
    bool ok = false;
    const double number = QLocale::c().toDouble(qs(value), &ok);
    if (!ok)
        return qs(value);
    return QLocale().toString(number, 'g', 12);
}

QString ImportedFieldsModel::originText(const ImportOrigin& origin)
{
    if (origin.stackDefault)
        return tr("default of %1 (%2)").arg(qs(stackKey(origin.stack)), qs(origin.key));
    const QString file = QFileInfo(qs(origin.file)).fileName();
    if (origin.line <= 0)
        return tr("%1, key %2").arg(file, qs(origin.key));
    return tr("%1:%2, key %3").arg(file, QLocale().toString(origin.line), qs(origin.key));
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diffusion/DiffusionImportDialog.h"

#include "present/DiffusionImportWording.h"
#include "present/DiffusionWording.h"
#include "ui/common/ScreenFit.h"

#include <QBrush>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace tunefit::ui {

DiffusionImportModel::DiffusionImportModel(const DiffusionImport& imported, QObject* parent)
    : QAbstractTableModel(parent), m_lines(imported.lines), m_stack(QString::fromStdString(imported.stack))
{
}

int DiffusionImportModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int DiffusionImportModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffusionImportModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_lines.size()))
        return {};
    const DiffusionImportLine& line = m_lines[size_t(index.row())];
    if (role == Qt::ToolTipRole)
        return present::diffusionImportLineText(line, m_stack);
    if (role == Qt::ForegroundRole && line.kind == DiffusionImportKind::NotModelled)
        return QBrush(QPalette().color(QPalette::PlaceholderText));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Setting:
        return line.setting ? present::diffusionImportSettingText(*line.setting)
                            : present::diffusionImportKindText(line.kind);
    case Value:
        return present::diffusionImportValueText(line);
    case Source:
        return present::diffusionImportSourceText(line, m_stack);
    case Note:
        return present::diffusionImportNoteText(line);
    default:
        return {};
    }
}

QVariant DiffusionImportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Setting:
        return tr("Setting");
    case Value:
        return tr("Value");
    case Source:
        return tr("From");
    case Note:
        return tr("Note");
    default:
        return {};
    }
}

DiffusionImportDialog::DiffusionImportDialog(DiffusionImport imported, const QString& path, QWidget* parent)
    : QDialog(parent), m_imported(std::move(imported))
{
    setWindowTitle(tr("Import training config"));
    auto* layout = new QVBoxLayout(this);
    auto* header = new QLabel(tr("<b>%1</b> config <b>%2</b>: %3")
                                  .arg(QString::fromStdString(m_imported.stack).toHtmlEscaped(),
                                       QFileInfo(path).fileName().toHtmlEscaped(),
                                       present::jobDenoiserText(m_imported.job).toHtmlEscaped()),
                              this);
    header->setObjectName(QStringLiteral("diffusionImportHeader"));
    header->setToolTip(path);
    header->setWordWrap(true);
    layout->addWidget(header);
    auto* counts =
        new QLabel(tr("%1 read from the file, %2 at the stack's defaults, %3 not modelled")
                       .arg(tr("%n setting(s)", nullptr, int(m_imported.count(DiffusionImportKind::Read))),
                            tr("%n setting(s)", nullptr, int(m_imported.count(DiffusionImportKind::StackDefault))),
                            tr("%n key(s)", nullptr, int(m_imported.count(DiffusionImportKind::NotModelled)))),
                   this);
    counts->setObjectName(QStringLiteral("diffusionImportCounts"));
    counts->setWordWrap(true);
    layout->addWidget(counts);

    m_model = new DiffusionImportModel(m_imported, this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("diffusionImportLines"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The setting and its value keep their width; where the value comes from and the note share the rest, wrapped.
    QHeaderView* columns = m_table->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(DiffusionImportModel::Source, QHeaderView::Stretch);
    columns->setSectionResizeMode(DiffusionImportModel::Note, QHeaderView::Stretch);
    m_table->setWordWrap(true);
    // A row fits its wrapped text, again whenever the stretched columns change width (showing, resizing the dialog).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(columns, &QHeaderView::sectionResized, m_table, &QTableView::resizeRowsToContents);
    layout->addWidget(m_table, 1);

    auto* buttons = new QDialogButtonBox(this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setDefault(true);
    buttons->addButton(tr("&Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resizeToScreen(this, QSize(1100, 600));
}

} // namespace tunefit::ui

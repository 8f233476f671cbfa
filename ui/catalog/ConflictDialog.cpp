// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/ConflictDialog.h"
#include "ui/common/ScreenFit.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tunefit::ui {

int RowConflict::differing() const
{
    return int(std::count_if(fields.begin(), fields.end(), [](const Field& field) { return field.differs; }));
}

ConflictDialog::ConflictDialog(RowConflict conflict, QWidget* parent) : QDialog(parent), m_conflict(std::move(conflict))
{
    setObjectName(QStringLiteral("conflictDialog"));
    setWindowTitle(tr("Changed by someone else"));
    m_summary = new QLabel(summary(), this);
    m_summary->setWordWrap(true);
    createTable();
    QDialogButtonBox* buttons = createButtons();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resizeToScreen(this, QSize(720, 520));
}

/// Field by field, yours beside theirs, the fields that differ marked.
void ConflictDialog::createTable()
{
    const bool deleted = m_conflict.kind == RowConflict::Kind::TheyDeleted;
    m_table = new QTableWidget(int(m_conflict.fields.size()), 3, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Field"), m_conflict.kind == RowConflict::Kind::MineDeleted ? tr("Yours (to delete)") : tr("Yours"),
         deleted ? tr("Theirs (deleted)") : tr("Theirs")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // A tint of the highlight colour marks a changed field; bold says the same without colour.
    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(60);
    for (int row = 0; row < int(m_conflict.fields.size()); ++row) {
        const RowConflict::Field& field = m_conflict.fields[size_t(row)];
        const QString texts[] = {field.label, field.mine, deleted ? QString() : field.theirs};
        for (int column = 0; column < 3; ++column) {
            auto* item = new QTableWidgetItem(texts[column]);
            if (field.differs) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
                item->setBackground(tint);
                item->setToolTip(tr("Differs"));
            }
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeRowsToContents();
}

/// The two ways out the conflict's kind offers, and Back, the default.
QDialogButtonBox* ConflictDialog::createButtons()
{
    auto* buttons = new QDialogButtonBox(this);
    switch (m_conflict.kind) {
    case RowConflict::Kind::BothEdited:
        m_keepMine = buttons->addButton(tr("Save mine over theirs"), QDialogButtonBox::AcceptRole);
        m_takeTheirs = buttons->addButton(tr("Take theirs, drop mine"), QDialogButtonBox::DestructiveRole);
        break;
    case RowConflict::Kind::TheyDeleted:
        m_keepMine = buttons->addButton(tr("Add mine back"), QDialogButtonBox::AcceptRole);
        m_takeTheirs = buttons->addButton(tr("Leave it deleted, drop mine"), QDialogButtonBox::DestructiveRole);
        break;
    case RowConflict::Kind::MineDeleted:
        m_keepMine = buttons->addButton(tr("Delete it anyway"), QDialogButtonBox::DestructiveRole);
        m_takeTheirs = buttons->addButton(tr("Keep theirs"), QDialogButtonBox::AcceptRole);
        break;
    }
    m_back =
        buttons->addButton(m_conflict.kind == RowConflict::Kind::MineDeleted ? tr("Cancel") : tr("Back to my edit"),
                           QDialogButtonBox::RejectRole);
    m_keepMine->setObjectName(QStringLiteral("keepMine"));
    m_takeTheirs->setObjectName(QStringLiteral("takeTheirs"));
    m_back->setObjectName(QStringLiteral("back"));
    m_back->setDefault(true); // Enter never throws anything away
    connect(m_keepMine, &QPushButton::clicked, this, [this] { choose(ConflictChoice::KeepMine); });
    connect(m_takeTheirs, &QPushButton::clicked, this, [this] { choose(ConflictChoice::TakeTheirs); });
    connect(m_back, &QPushButton::clicked, this, [this] { choose(ConflictChoice::BackToEdit); });
    return buttons;
}

QString ConflictDialog::summary() const
{
    const QString name = m_conflict.rowName;
    switch (m_conflict.kind) {
    case RowConflict::Kind::BothEdited:
        return tr("Someone else saved %1 after you opened it. Fields that differ are highlighted: %n.", nullptr,
                  m_conflict.differing())
            .arg(name);
    case RowConflict::Kind::TheyDeleted:
        return tr("Someone else deleted %1 after you opened it. Your values are shown; add the row back with them, "
                  "or leave it deleted.")
            .arg(name);
    case RowConflict::Kind::MineDeleted:
        return tr("Someone else changed %1 after you read it. Fields they changed are highlighted: %n. Delete it "
                  "anyway, or keep their version?",
                  nullptr, m_conflict.differing())
            .arg(name);
    }
    return {};
}

void ConflictDialog::choose(ConflictChoice choice)
{
    m_choice = choice;
    if (choice == ConflictChoice::BackToEdit)
        reject();
    else
        accept();
}

} // namespace tunefit::ui

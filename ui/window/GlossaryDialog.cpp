// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/GlossaryDialog.h"

#include "present/Glossary.h"
#include "ui/common/ScreenFit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace tunefit::present;

namespace tunefit::ui {

GlossaryDialog::GlossaryDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("glossary"));
    m_table = new QTableWidget(0, 2, this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true); // a sentence wraps in its column rather than widening the dialog
    m_table->verticalHeader()->hide();
    // Row heights follow the sentences as the width changes (a height fixed before the first layout was far too tall).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    fill();
    resizeToScreen(this, QSize(820, 640));
}

void GlossaryDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        fill();
}

void GlossaryDialog::fill()
{
    setWindowTitle(tr("Glossary"));
    m_table->setHorizontalHeaderLabels({tr("Term"), tr("What it is")});
    const std::vector<GlossaryEntry> entries = glossaryEntries();
    m_table->setRowCount(int(entries.size()));
    for (int row = 0; row < int(entries.size()); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(entries[size_t(row)].term));
        m_table->setItem(row, 1, new QTableWidgetItem(entries[size_t(row)].meaning));
    }
}

} // namespace tunefit::ui

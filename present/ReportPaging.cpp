// SPDX-License-Identifier: GPL-3.0-or-later
// The report's paging: headings kept with what follows them.
#include "present/ReportPaging.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>

namespace tunefit::present {

namespace {

QTextTable* tableOf(const QTextBlock& block)
{
    return QTextCursor(block).currentTable();
}

/// Where the beginning of `block` ends on the (unpaged) layout: its first line, or, in a table, the table's first row
/// under its header. That much has to be on the page of the heading before it for the heading not to stand alone.
qreal beginningBottom(const QTextDocument& doc, const QTextBlock& block)
{
    const QAbstractTextDocumentLayout* layout = doc.documentLayout();
    if (QTextTable* table = tableOf(block)) {
        const int row = std::min(table->format().headerRowCount(), table->rows() - 1);
        qreal bottom = 0;
        for (int column = 0; column < table->columns(); ++column) {
            const QTextBlock last = table->cellAt(row, column).lastCursorPosition().block();
            bottom = std::max(bottom, layout->blockBoundingRect(last).bottom());
        }
        return bottom;
    }
    const QRectF rect = layout->blockBoundingRect(block);
    const QTextLayout* text = block.layout();
    return text && text->lineCount() > 0 ? rect.top() + text->lineAt(0).rect().bottom() : rect.bottom();
}

void setFormatAndRelayout(QTextDocument& doc, const QTextBlock& block, const QTextBlockFormat& format)
{
    QTextCursor(block).setBlockFormat(format);
    // The layout after a changed block is redone lazily and left tables and images below at their old places (a
    // heading drawn under the table after it): lay out the whole document again before the next heading is judged,
    // and before the pages are drawn.
    doc.markContentsDirty(0, doc.characterCount());
}

} // namespace

void keepHeadingsWithWhatFollows(QTextDocument& doc, qreal pageHeight)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        const QTextBlock next = block.next();
        if (block.blockFormat().headingLevel() == 0 || !next.isValid() || tableOf(block))
            continue;
        // A lead paragraph ("236 of 242 offers can run the job …") goes with what it introduces.
        const QTextBlock kept = !tableOf(next) && next.next().isValid() ? next.next() : next;
        const qreal top = doc.documentLayout()->blockBoundingRect(block).top();
        const qreal bottom = beginningBottom(doc, kept);
        // A pixel of slack for the layout's fixed-point positions: a heading that starts a page stays put.
        if (int((top + 1) / pageHeight) == int((bottom - 1) / pageHeight) || bottom - top >= pageHeight)
            continue;
        const int page = int((top + 1) / pageHeight);
        const QTextBlockFormat before = block.blockFormat();
        QTextBlockFormat format = before;
        format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        setFormatAndRelayout(doc, block, format);
        if (int((doc.documentLayout()->blockBoundingRect(block).top() + 1) / pageHeight) <= page + 1)
            continue;
        // Right after a table that reaches the foot of its page the layout has already counted the next page: a
        // break before the heading skips it (a blank page), and without one the heading straddles the page's foot.
        // There, a top margin that ends at the next page's top moves it (elsewhere a margin would be laid out again
        // on the new page, so the break stays the rule).
        QTextBlockFormat margin = before;
        margin.setTopMargin(before.topMargin() + (page + 1) * pageHeight - top + 1);
        setFormatAndRelayout(doc, block, margin);
    }
}

} // namespace tunefit::present

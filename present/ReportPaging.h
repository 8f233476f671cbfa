// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

class QTextDocument;

namespace tunefit::present {

/// Keep-with-next, which QTextDocument's CSS subset lacks (page-break-after knows only "always" and "auto"): a heading
/// whose lead paragraph and the beginning of what follows it (a table's first row, a chart, a line) would fall on the
/// next page starts that page instead (QTextFormat::PageBreak_AlwaysBefore). In document order, so each break is
/// judged on the layout the earlier ones made.
void keepHeadingsWithWhatFollows(QTextDocument& doc, qreal pageHeight);

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "present/Format.h"

#include <QLocale>
#include <QString>

#include <string>

/// The small HTML pieces the report's sections share (present/ReportRenderer.cpp, present/ReportFitTable.cpp).
namespace tunefit::present::report_html {

inline QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}
inline QString esc(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

inline QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}
inline QString gib(double bytes)
{
    return formatGiB(bytes, 1);
}

/// Opens a grid table with its header row. The header is a <thead>, which QTextDocument reads as the table's header
/// row count (QTextTableFormat::setHeaderRowCount): it repeats at the top of every page the table runs onto. The
/// style sheet's side padding keeps a right-aligned header clear of the left-aligned one beside it ("GPUs
/// neededSharding") without making every row taller.
inline QString gridTable(const QString& headerCells)
{
    return QStringLiteral("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"2\"><thead><tr>%1"
                          "</tr></thead>")
        .arg(headerCells);
}

/// A header cell; `width` (a percentage, empty: the layout's choice) gives a header of words the room for its
/// longest word, so it wraps between words ("Hesaplama USD"), never inside one.
inline QString headerCell(const QString& text, const char* align, const QString& width = {})
{
    return QStringLiteral("<th align=\"%1\"%2>%3</th>")
        .arg(QLatin1String(align), width.isEmpty() ? QString() : QStringLiteral(" width=\"%1%\"").arg(width),
             esc(text));
}

} // namespace tunefit::present::report_html

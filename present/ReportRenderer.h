// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/Report.h"

#include <QCoreApplication>
#include <QFont>
#include <QPageSize>
#include <QString>

class QIODevice;

namespace tunefit::present {

/// Renders a core Report as a paged PDF: QTextDocument (HTML) for text and tables, the VRAM breakdown as a vector
/// chart painted by QPainter, page numbers in the footer. Every word goes through tr() and every number through the
/// default QLocale, so switch the language (ui/Language) first. Needs a QGuiApplication (fonts).
class ReportRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(ReportRenderer)

public:
    /// Letter in the US, Canada, Mexico and the other Letter countries, A4 elsewhere.
    static QPageSize::PageSizeId pageSizeFor(const QLocale& locale);
    /// Noto Sans (with Devanagari for Hindi) at 9.5 pt: every report's body font.
    static QFont bodyFont();
    /// The report body as HTML (the chart is a placeholder object here); what the PDF shows, for tests and HTML export.
    static QString html(const Report& report);
    /// Writes the PDF; false (with a reason in `error`) when the device cannot be written.
    static bool writePdf(const Report& report, QIODevice* device, QString* error = nullptr);
    static bool writePdf(const Report& report, const QString& path, QString* error = nullptr);
};

} // namespace tunefit::present

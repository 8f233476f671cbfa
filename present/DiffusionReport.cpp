// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/DiffusionReport.h"

#include "core/Units.h"
#include "present/DiffusionWording.h"
#include "present/Format.h"
#include "present/PlanWording.h"
#include "present/ReportRenderer.h"
#include "present/WholeFile.h"

#include <QAbstractTextDocumentLayout>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include <algorithm>

namespace tunefit::present {

namespace {

constexpr int kOffersShown = 10;

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString row(std::initializer_list<QString> cells, bool header = false)
{
    QString html = QStringLiteral("<tr>");
    for (const QString& c : cells)
        html += (header ? QStringLiteral("<th>%1</th>") : QStringLiteral("<td>%1</td>")).arg(esc(c));
    return html + QStringLiteral("</tr>");
}

QString gibText(double bytes)
{
    return QLocale().toString(units::toGiB(bytes), 'f', 2);
}

QString jobSection(const DiffusionEvaluation& e)
{
    QString h = QStringLiteral("<h2>%1</h2><p>").arg(esc(DiffusionReport::tr("The job")));
    h += esc(jobDenoiserText(e.job)) + QStringLiteral("<br/>");
    for (const QString& line : diffusionSettingLines(e.job))
        h += esc(line) + QStringLiteral("<br/>");
    h += esc(diffusionTokensText(e.memory.tokens)) + QStringLiteral("<br/>");
    h += esc(DiffusionReport::tr("%n optimizer step(s) on %1 GPU(s): %2 samples", nullptr, int(e.job.steps))
                 .arg(QLocale().toString(e.job.gpus), QLocale().toString(qint64(e.samples))));
    return h + QStringLiteral("</p>");
}

QString memorySection(const DiffusionEvaluation& e)
{
    const DiffusionMemory& m = e.memory;
    QString h = QStringLiteral("<h2>%1</h2><table class=\"grid\" cellspacing=\"0\" border=\"1\">")
                    .arg(esc(DiffusionReport::tr("Memory per GPU")));
    h += row({DiffusionReport::tr("Part"), DiffusionReport::tr("GiB")}, true);
    for (const DiffusionMemoryRow& r : m.rows)
        h += row({diffusionPartText(r.part), gibText(r.bytes)});
    for (const auto& [name, bytes] : diffusionPeakRows(m))
        h += row({name, gibText(bytes)});
    h += row({diffusionBandLabel(), diffusionBandText(m)});
    h += QStringLiteral("</table><p>%1</p>").arg(esc(diffusionMomentText(m.peakMoment)));
    if (const QString host = diffusionHostText(m); !host.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(host));
    return h;
}

QString selectedSection(const DiffusionEvaluation& e, const Catalog& catalog)
{
    if (!e.selected)
        return {};
    const DiffusionFitRow& r = *e.selected;
    QString h =
        QStringLiteral("<h2>%1</h2><p>").arg(esc(QString::fromStdString(catalog.gpus[size_t(r.gpuIndex)].name)));
    h += esc(fitText(r.asSet)) + QStringLiteral("<br/>");
    if (r.advice)
        h += esc(diffusionAdviceText(*r.advice)) + QStringLiteral("<br/>");
    if (r.time)
        h += esc(diffusionStepText(*r.time));
    return h + QStringLiteral("</p>");
}

/// Every card of the catalog, largest first: whether the job fits as set, with the advice's changes, or not at all.
QString cardsSection(const DiffusionEvaluation& e, const Catalog& catalog)
{
    std::vector<const DiffusionFitRow*> rows;
    for (const DiffusionFitRow& r : e.fitOverview)
        rows.push_back(&r);
    std::stable_sort(rows.begin(), rows.end(), [](const DiffusionFitRow* a, const DiffusionFitRow* b) {
        return a->asSet.capacityBytes > b->asSet.capacityBytes;
    });
    QString h = QStringLiteral("<h2>%1</h2><table class=\"grid\" cellspacing=\"0\" border=\"1\">")
                    .arg(esc(DiffusionReport::tr("Every GPU of the catalog")));
    h += row({DiffusionReport::tr("GPU"), DiffusionReport::tr("Memory GiB"), DiffusionReport::tr("Fit"),
              DiffusionReport::tr("s/step")},
             true);
    for (const DiffusionFitRow* r : rows)
        h += row({QString::fromStdString(catalog.gpus[size_t(r->gpuIndex)].name), gibText(r->asSet.capacityBytes),
                  diffusionFitCellText(*r), r->time ? QLocale().toString(r->time->seconds, 'f', 2) : QString()});
    return h + QStringLiteral("</table>");
}

QString offersSection(const DiffusionEvaluation& e, const Catalog& catalog)
{
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(DiffusionReport::tr("Cheapest offers")));
    QString table = QStringLiteral("<table class=\"grid\" cellspacing=\"0\" border=\"1\">");
    table += row({DiffusionReport::tr("Offer"), DiffusionReport::tr("GPUs"), DiffusionReport::tr("s/step"),
                  DiffusionReport::tr("Hours"), DiffusionReport::tr("Cost"), DiffusionReport::tr("Setting"),
                  DiffusionReport::tr("Price as of")},
                 true);
    int shown = 0;
    for (const DiffusionOption& o : e.plan) {
        if (!o.fits || !o.priced || shown++ >= kOffersShown)
            break;
        const Offer& offer = catalog.offers[size_t(o.offerIndex)];
        const QString setting = diffusionOptionSettingText(e, o);
        table += row({offerName(offer.provider, offer.instanceType, offer.gpuName), QLocale().toString(o.gpus),
                      QLocale().toString(o.stepSeconds, 'f', 2), formatHours(o.hours), formatUsd(o.costUsd), setting,
                      QString::fromStdString(offer.asOf)});
    }
    if (shown == 0)
        return h + QStringLiteral("<p>%1</p>").arg(esc(noDiffusionOfferText()));
    return h + table + QStringLiteral("</table>");
}

QString sourcesSection(const DiffusionEvaluation& e)
{
    const DenoiserSpec& d = e.job.model;
    QString h = QStringLiteral("<h2>%1</h2><p>").arg(esc(DiffusionReport::tr("Sources")));
    h += esc(DiffusionReport::tr("Architecture: %1").arg(QString::fromStdString(d.configSource))) +
         QStringLiteral("<br/>");
    h += esc(DiffusionReport::tr("Parameter count: %1").arg(QString::fromStdString(d.paramsSource))) +
         QStringLiteral("<br/>");
    h += esc(DiffusionReport::tr("The estimate is checked against measured image and video runs "
                                 "(tunefit validate-diffusion)."));
    return h + QStringLiteral("</p>");
}

QString reportTitle(const DiffusionEvaluation& e)
{
    const QString title = e.job.model.task == DenoiserTask::Video ? DiffusionReport::tr("Video fine-tuning plan: %1")
                                                                  : DiffusionReport::tr("Image fine-tuning plan: %1");
    return title.arg(jobModelName(e.job));
}

void paintPages(QPdfWriter& writer, QTextDocument& doc, const QString& title)
{
    QPainter painter(&writer);
    const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());
    const qreal pt = writer.resolution() / 72.0;
    const qreal footer = 16 * pt;
    const QSizeF body(page.width(), page.height() - footer);
    doc.setPageSize(body);
    const int pages = doc.pageCount();
    QFont footerFont = ReportRenderer::bodyFont();
    footerFont.setPointSizeF(8);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -i * body.height());
        const QRectF clip(0, i * body.height(), body.width(), body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip.adjusted(0, 1, 0, -1);
        context.palette.setColor(QPalette::Text, Qt::black);
        painter.setClipRect(clip);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(footerFont);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF footerRect(0, body.height() + 4 * pt, body.width(), footer - 4 * pt);
        painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignVCenter,
                         ReportRenderer::tr("Tunefit report: %1").arg(title));
        painter.drawText(footerRect, Qt::AlignRight | Qt::AlignVCenter,
                         ReportRenderer::tr("Page %1 of %2").arg(QLocale().toString(i + 1), QLocale().toString(pages)));
    }
}

} // namespace

QString DiffusionReport::html(const DiffusionEvaluation& e, const Catalog& catalog, const QString& today)
{
    QString h = QStringLiteral("<html><body><h1>%1</h1><p class=\"meta\">%2</p>")
                    .arg(esc(reportTitle(e)), esc(tr("Made %1 from the catalog's prices as of %2.")
                                                      .arg(today, QString::fromStdString(catalog.pricesAsOf))));
    for (const QString& section : {jobSection(e), memorySection(e), selectedSection(e, catalog),
                                   offersSection(e, catalog), cardsSection(e, catalog), sourcesSection(e)})
        h += section;
    return h + QStringLiteral("</body></html>");
}

bool DiffusionReport::writePdf(const DiffusionEvaluation& e, const Catalog& catalog, const QString& today,
                               const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!openWhole(file)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(ReportRenderer::pageSizeFor(QLocale())));
        writer.setPageMargins(QMarginsF(18, 16, 18, 16), QPageLayout::Millimeter);
        writer.setTitle(reportTitle(e));
        writer.setCreator(QStringLiteral("Tunefit"));
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&writer);
        doc.setDefaultFont(ReportRenderer::bodyFont());
        doc.setDocumentMargin(0);
        doc.setDefaultStyleSheet(QStringLiteral(
            "h1 { font-size: 17pt; color: #1a3d6d; } h2 { font-size: 12.5pt; color: #1a3d6d; margin-top: 12pt; } "
            "p.meta { color: #555555; } th { background-color: #e8edf4; } "
            "table.grid th, table.grid td { padding-left: 4px; padding-right: 4px; }"));
        doc.setHtml(html(e, catalog, today));
        paintPages(writer, doc, jobModelName(e.job));
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace tunefit::present

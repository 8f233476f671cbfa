// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/ReportRenderer.h"
#include "present/ReportFitTable.h"
#include "present/ReportHtml.h"
#include "present/ReportPaging.h"

#include "present/WholeFile.h"

#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"
#include "present/PriceWording.h"
#include "present/RunWording.h"

#include "core/Units.h"
#include "core/training/ParallelLayout.h"
#include "present/AdviceWording.h"
#include "present/CatalogWording.h"
#include "present/CostTimeChart.h"
#include "present/Format.h"
#include "present/Glossary.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>
#include <vector>

namespace tunefit::present {

using namespace report_html;

namespace {

const QString kChartMarker = QStringLiteral("[[vram-chart]]");
const QString kChartImage = QStringLiteral("tunefit-chart");
const QString kCostTimeMarker = QStringLiteral("[[cost-time-chart]]");
const QString kCostTimeImage = QStringLiteral("tunefit-cost-time");

QString usd(double v)
{
    return QLocale().toString(v, 'f', 2);
}
QString date(const std::string& iso)
{
    return iso.empty() ? QStringLiteral("–") : QString::fromStdString(iso);
}

/// Colours that print well in grey too: alternating lightness around the hue circle.
QColor componentColor(int index, int count)
{
    const int hue = (210 + index * 360 / std::max(count, 1)) % 360;
    return QColor::fromHsl(hue, 150, index % 2 ? 150 : 105);
}

struct ChartSlice
{
    QString name;
    double bytes = 0;
};

/// The VRAM breakdown as a stacked horizontal bar with a legend, painted as vectors into whatever device the document
/// is drawn on (the PDF).
class VramChart final
{
public:
    std::vector<ChartSlice> slices;
    double total = 0;
    QString totalLabel;
    qreal width = 1000; ///< device pixels
    qreal dpi = 300;

    void paint(QPainter* p, const QRectF& rect) const
    {
        p->save();
        const qreal pt = dpi / 72.0; // device pixels per point
        QFont font = p->font();
        font.setFamilies({QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans Devanagari")});
        font.setPointSizeF(8.5);
        p->setFont(font);
        const QFontMetricsF fm(font, p->device());
        const qreal barTop = rect.top() + 4 * pt;
        const qreal barHeight = 22 * pt;
        qreal x = rect.left();
        const int n = int(slices.size());
        for (int i = 0; i < n; ++i) {
            const qreal w = total > 0 ? rect.width() * slices[size_t(i)].bytes / total : 0;
            const QRectF box(x, barTop, w, barHeight);
            p->fillRect(box, componentColor(i, n));
            p->setPen(QPen(Qt::white, 0.8 * pt));
            p->drawRect(box);
            x += w;
        }
        p->setPen(QPen(Qt::black, 0.6 * pt));
        p->drawText(QRectF(rect.left(), barTop + barHeight + 2 * pt, rect.width(), fm.height()),
                    Qt::AlignRight | Qt::AlignVCenter, totalLabel);
        // Legend: columns of swatch + name + GiB + share.
        const qreal legendTop = barTop + barHeight + 4 * pt + fm.height();
        const int columns = 3;
        const qreal columnWidth = rect.width() / columns;
        const qreal rowHeight = fm.height() * 1.35;
        for (int i = 0; i < n; ++i) {
            const qreal cx = rect.left() + (i % columns) * columnWidth;
            const qreal cy = legendTop + (i / columns) * rowHeight;
            const qreal sw = fm.height() * 0.75;
            p->fillRect(QRectF(cx, cy + (rowHeight - sw) / 2, sw, sw), componentColor(i, n));
            const ChartSlice& s = slices[size_t(i)];
            const QString label = QStringLiteral("%1: %2 GiB (%3 %)")
                                      .arg(s.name, gib(s.bytes), num(total > 0 ? 100 * s.bytes / total : 0, 0));
            p->setPen(Qt::black);
            p->drawText(QRectF(cx + sw * 1.5, cy, columnWidth - sw * 1.8, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                        fm.elidedText(label, Qt::ElideRight, columnWidth - sw * 1.8));
        }
        p->restore();
    }

    qreal height() const
    {
        const qreal pt = dpi / 72.0;
        const int rows = (int(slices.size()) + 2) / 3;
        return (4 + 22 + 4) * pt + 8.5 * pt * 1.5 * (1 + rows * 1.35) + 6 * pt;
    }
};

QString methodText(const TrainingSetup& s)
{
    QString text = methodName(s.method);
    if (usesRank(s.method))
        text += QStringLiteral(", r = %1, α = %2").arg(QLocale().toString(s.adapter.rank), num(s.adapter.alpha, 0));
    if (usesTargets(s.method))
        text += QStringLiteral(" (%1)").arg(targetsText(s.adapter.targets));
    if (s.baseQuant != BaseQuant::None)
        text += QStringLiteral(", ") + baseQuantName(s.baseQuant);
    return text;
}

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><th align=\"left\" width=\"34%\">%1</th><td>%2</td></tr>").arg(esc(label), value);
}

} // namespace

QPageSize::PageSizeId ReportRenderer::pageSizeFor(const QLocale& locale)
{
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::CostaRica:
    case QLocale::Guatemala:
    case QLocale::Philippines:
    case QLocale::PuertoRico:
    case QLocale::Venezuela:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

namespace {

QString offerName(const ReportOffer& o)
{
    return QStringLiteral("%1 %2 (%3)").arg(esc(o.provider), esc(o.instanceType), esc(o.gpuName));
}

/// The offer's name, with the layout it runs with under it (escaped HTML).
QString offerNameWithLayout(const ReportOffer& o)
{
    if (!o.option.fits)
        return offerName(o);
    // What the row's figures are for: the layout, and the setting against the job as set.
    QStringList lines{settingChangesText(o.setting)};
    if (const QString layout = layoutSummary(o.setting.parallel); !layout.isEmpty())
        lines.prepend(layout);
    if (o.calibrated) // its time is the user's run's, scaled (the assumptions name the run)
        lines << ReportRenderer::tr("calibrated on your run");
    return QStringLiteral("%1<br/><span class=\"small\">%2</span>")
        .arg(offerName(o), esc(lines.join(QStringLiteral(" · "))));
}

/// Hours to a tenth everywhere: a rounded "14" next to "9.3" read as a different precision (issue 29).
QString hoursText(double hours)
{
    return num(hours, 1);
}

/// A storage or egress cost whose price the catalog does not know: the planner counts it as 0 and flags the option
/// (PlanWarning), and the report says "unknown" instead of a 0.00 that reads as free.
QString costText(double value, const PlanOption& option, PlanWarning unknown)
{
    return option.warnings & uint32_t(unknown) ? esc(ReportRenderer::tr("unknown")) : usd(value);
}

const CostBreakdown& costOf(const PlanOption& o)
{
    return o.useSpot ? o.spot.cost : o.onDemand;
}

QString storageText(const PlanOption& o)
{
    return costText(costOf(o).storageUsd, o, PlanWarning::StoragePriceUnknown);
}

QString egressText(const PlanOption& o)
{
    return costText(costOf(o).egressUsd, o, PlanWarning::EgressPriceUnknown);
}

/// A price source as the reader can use it: web addresses as they are, a file on the author's computer by its name
/// only (its folder says nothing to the reader and tells about the author's disk).
QString sourceText(const std::string& source)
{
    const QString text = QString::fromStdString(source);
    const QUrl url(text);
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        return esc(text);
    if (text.contains(QLatin1Char('/')) || text.contains(QLatin1Char('\\')))
        return esc(text.section(QRegularExpression(QStringLiteral("[/\\\\]")), -1));
    return esc(text);
}

QString memorySection(const Report& r)
{
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(ReportRenderer::tr("GPU memory per GPU")));
    if (r.memoryError)
        return h + QStringLiteral("<p>%1</p>").arg(esc(errorText(*r.memoryError)));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(ReportRenderer::tr(
                          "Peak at %1 GiB on the whole device (nvidia-smi): PyTorch allocated %2 GiB, reserved %3 "
                          "GiB. Expected within %4 % to +%5 %.")
                          .arg(gib(r.memory.wholeDevice), gib(r.memory.peakAllocated), gib(r.memory.peakReserved),
                               num(r.bandLow * 100, 0), num(r.bandHigh * 100, 0))));
    if (const QString stage = pipelineStageSentence(r.memory.pipelineStage, r.memory.pipelineStages); !stage.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(stage));
    if (const QString phases = peakPhaseText(r.job.setup.objective, r.memory); !phases.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(phases));
    h += QStringLiteral("<p>%1</p>").arg(kChartMarker);
    h += gridTable(headerCell(ReportRenderer::tr("Component"), "left") + headerCell(QStringLiteral("GiB"), "right") +
                   headerCell(ReportRenderer::tr("Share"), "right") + headerCell(ReportRenderer::tr("Basis"), "left"));
    for (const ReportMemoryRow& m : r.memoryRows) {
        if (!shownInBreakdown({m.component, m.bytes, m.basis}))
            continue; // "Buffers 0.00" says nothing
        h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3 %</td><td "
                            "class=\"small\">%4</td></tr>")
                 .arg(esc(componentName(m.component)), formatGiB(m.bytes, 2),
                      num(r.memory.wholeDevice > 0 ? 100 * m.bytes / r.memory.wholeDevice : 0, 0),
                      esc(basisText(m.basis)));
    }
    return h + QStringLiteral("</table>");
}

QString topOffersHead()
{
    // The offer's name gets the room it needs and no more: the cost headers are two words each and need their longest
    // word's width (Turkish "Hesaplama", Hindi "कंप्यूट") to wrap between the words.
    return gridTable(headerCell(QStringLiteral("#"), "left", QStringLiteral("3")) +
                     headerCell(ReportRenderer::tr("Offer"), "left", QStringLiteral("30")) +
                     headerCell(ReportRenderer::tr("GPUs"), "right", QStringLiteral("7")) +
                     headerCell(ReportRenderer::tr("Hours"), "right", QStringLiteral("7")) +
                     headerCell(ReportRenderer::tr("Compute USD"), "right", QStringLiteral("11")) +
                     headerCell(ReportRenderer::tr("Storage USD"), "right", QStringLiteral("11")) +
                     headerCell(ReportRenderer::tr("Egress USD"), "right", QStringLiteral("11")) +
                     headerCell(ReportRenderer::tr("Total USD"), "right", QStringLiteral("9")) +
                     headerCell(ReportRenderer::tr("Price as of"), "left", QStringLiteral("11")));
}

QString topOfferRow(int index, const ReportOffer& o)
{
    const QLocale locale;
    return QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td><td "
                          "align=\"right\">%5</td><td align=\"right\">%6</td><td align=\"right\">%7</td><td "
                          "align=\"right\"><b>%8</b></td><td>%9</td></tr>")
        .arg(locale.toString(index), offerNameWithLayout(o), locale.toString(o.option.gpus), hoursText(o.option.hours),
             usd(costOf(o.option).computeUsd), storageText(o.option), egressText(o.option), usd(o.option.totalCostUsd),
             date(o.priceAsOf));
}

QString topOffersSection(const Report& r)
{
    const QLocale locale;
    const QString summary = r.sortKey == SortKey::BestValue
                                ? ReportRenderer::tr("%1 of %2 offers can run the job; the best value is listed first.")
                            : r.sortKey == SortKey::Time || r.sortKey == SortKey::TimeUnderBudget
                                ? ReportRenderer::tr("%1 of %2 offers can run the job; the fastest are listed first.")
                                : ReportRenderer::tr("%1 of %2 offers can run the job; the cheapest are listed first.");
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(esc(ReportRenderer::tr("Top offers")),
                         esc(summary.arg(locale.toString(r.runnableOffers), locale.toString(r.evaluatedOffers))));
    if (r.topOffers.empty())
        return h +
               QStringLiteral("<p>%1</p>").arg(esc(ReportRenderer::tr("No offer in the catalog can run this job.")));
    h += topOffersHead();
    for (size_t i = 0; i < r.topOffers.size(); ++i)
        h += topOfferRow(int(i + 1), r.topOffers[i]);
    return h + QStringLiteral("</table>");
}

/// One row of the side-by-side table: the label, then one cell per chosen offer.
template <typename Value> QString chosenLine(const Report& r, const QString& label, Value value)
{
    QString s = QStringLiteral("<tr><th align=\"left\">%1</th>").arg(esc(label));
    for (const ReportOffer& o : r.chosen)
        s += QStringLiteral("<td>%1</td>").arg(QString(value(o)));
    return s + QStringLiteral("</tr>");
}

QString chosenTable(const Report& r)
{
    QString head = QStringLiteral("<th></th>");
    for (const ReportOffer& o : r.chosen)
        head += QStringLiteral("<th align=\"left\">%1<br/>%2</th>").arg(esc(o.provider), esc(o.instanceType));
    QString h = gridTable(head);
    const auto dash = QStringLiteral("–");
    h += chosenLine(r, QStringLiteral("GPU"), [](const ReportOffer& o) { return esc(o.gpuName); });
    h += chosenLine(r, ReportRenderer::tr("Region"), [](const ReportOffer& o) { return esc(o.region); });
    h += chosenLine(r, ReportRenderer::tr("Fits"), [](const ReportOffer& o) {
        return o.option.fits ? esc(ReportRenderer::tr("yes, %1 × %2")
                                       .arg(QLocale().toString(o.option.gpus),
                                            withLayout(strategyName(o.option), o.setting.parallel)))
                             : esc(rejectionSentence(o.option.rejection));
    });
    h += chosenLine(r, ReportRenderer::tr("Setting"),
                    [&](const ReportOffer& o) { return o.option.fits ? esc(settingChangesText(o.setting)) : dash; });
    h += chosenLine(r, ReportRenderer::tr("GiB per GPU"), [&](const ReportOffer& o) {
        return o.option.fits ? QStringLiteral("%1 / %2").arg(gib(o.option.perGpuBytes), gib(o.option.capacityBytes))
                             : dash;
    });
    h += chosenLine(r, ReportRenderer::tr("Tokens per second"),
                    [&](const ReportOffer& o) { return o.option.fits ? num(o.option.tokensPerSecond, 0) : dash; });
    h += chosenLine(r, ReportRenderer::tr("Hours"),
                    [&](const ReportOffer& o) { return o.option.fits ? hoursText(o.option.hours) : dash; });
    h += chosenLine(r, ReportRenderer::tr("Price per hour (USD)"),
                    [](const ReportOffer& o) { return usd(o.option.pricePerHour); });
    h += chosenLine(r, ReportRenderer::tr("Compute USD"),
                    [](const ReportOffer& o) { return usd(costOf(o.option).computeUsd); });
    h += chosenLine(r, ReportRenderer::tr("Storage USD"), [](const ReportOffer& o) { return storageText(o.option); });
    h += chosenLine(r, ReportRenderer::tr("Egress USD"), [](const ReportOffer& o) { return egressText(o.option); });
    h += chosenLine(r, ReportRenderer::tr("Total USD"), [&](const ReportOffer& o) {
        return o.option.fits ? QStringLiteral("<b>%1</b>").arg(usd(o.option.totalCostUsd)) : dash;
    });
    h += chosenLine(r, ReportRenderer::tr("Spot"), [](const ReportOffer& o) {
        return o.option.useSpot ? esc(ReportRenderer::tr("yes, %1 expected interruptions")
                                          .arg(num(o.option.spot.expectedInterruptions, 1)))
                                : esc(ReportRenderer::tr("no"));
    });
    h += chosenLine(r, ReportRenderer::tr("Price as of"), [](const ReportOffer& o) { return date(o.priceAsOf); });
    return h + QStringLiteral("</table>");
}

QString chosenSection(const Report& r)
{
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(ReportRenderer::tr("Chosen offers side by side")));
    if (r.chosen.empty())
        h += QStringLiteral("<p>%1</p>").arg(esc(ReportRenderer::tr("No offers were chosen for comparison.")));
    else
        h += chosenTable(r);
    if (!r.chosenMissing.empty()) {
        QStringList ids;
        for (int64_t id : r.chosenMissing)
            ids << QString::number(id);
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(ReportRenderer::tr("Chosen offers no longer in the catalog: %1")
                              .arg(ids.join(QStringLiteral(", ")))));
    }
    return h;
}

QString assumptionsSection(const Report& r)
{
    const QLocale locale;
    const PlanAssumptions& a = r.job.assumptions;
    QStringList items;
    // The reader has the report, not the source tree: the documentation file by its name, not its repository path.
    items << ReportRenderer::tr(
                 "Memory estimate error band: %1 % to +%2 % (estimation.md in the Tunefit documentation).")
                 .arg(num(r.bandLow * 100, 0), num(r.bandHigh * 100, 0));
    items << ReportRenderer::tr("%1 % of each GPU is kept free; at most %2 instances of one offer.")
                 .arg(num(a.memoryMarginFraction * 100, 0), locale.toString(a.maxInstances));
    items << ReportRenderer::tr("Start-up %1 minutes per run; a checkpoint every %2 minutes written at %3 GB/s.")
                 .arg(num(a.startupMinutes, 0), num(r.job.checkpointIntervalMinutes, 0), num(a.checkpointWriteGBps, 1));
    items << (a.spotAllowed
                  ? ReportRenderer::tr("Spot capacity allowed where its expected cost is lower; %1 interruptions "
                                       "per hour unless the provider states its own, %2 minutes lost per restart.")
                        .arg(num(a.defaultSpotInterruptionsPerHour, 2), num(a.restartOverheadMinutes, 0))
                  : ReportRenderer::tr("On-demand prices only (spot not allowed)."));
    items << ReportRenderer::tr("Prices in USD as published by each provider, without taxes or discounts.");
    for (const CalibrationEntry& c : a.calibrations)
        items << QStringLiteral("%1: %2").arg(calibrationScopeText(c), calibrationText(c));
    QString h = QStringLiteral("<h2>%1</h2><ul>").arg(esc(ReportRenderer::tr("Assumptions")));
    for (const QString& item : items)
        h += QStringLiteral("<li>%1</li>").arg(esc(item));
    return h + QStringLiteral("</ul>");
}

QString sourcesSection(const Report& r)
{
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(ReportRenderer::tr("Sources of prices")));
    h += gridTable(headerCell(ReportRenderer::tr("Provider"), "left", QStringLiteral("18")) +
                   headerCell(ReportRenderer::tr("Source"), "left") +
                   headerCell(ReportRenderer::tr("As of"), "left", QStringLiteral("14")));
    for (const ReportPriceSource& s : r.priceSources) {
        h += QStringLiteral("<tr><td>%1</td><td class=\"small\">%2</td><td>%3</td></tr>")
                 .arg(esc(s.provider), sourceText(s.source), date(s.asOf));
    }
    return h + QStringLiteral("</table>");
}

/// The cost–time scatter of the report's plan, the recommended offer selected (present/CostTimeChart.h).
CostTimePlot costTimePlot(const Report& r)
{
    CostTimePlot plot;
    plot.points = r.costTime;
    plot.front = r.front;
    plot.selected = r.recommended ? r.explanation.optionIndex : -1;
    return plot;
}

bool hasCostTime(const Report& r)
{
    return r.front.cheapest >= 0;
}

/// The title and the report's date, version, price age and catalog.
QString titleSection(const Report& r)
{
    QString h;
    h += QStringLiteral("<h1>%1</h1>")
             .arg(esc(ReportRenderer::tr("Fine-tuning plan: %1").arg(QString::fromStdString(r.modelName))));
    h += QStringLiteral("<p class=\"meta\">%1</p>")
             .arg(esc(ReportRenderer::tr("Report of %1 · Tunefit %2 · catalog prices as of %3")
                          .arg(date(r.date), QString::fromStdString(r.appVersion), date(r.pricesAsOf))));
    h += QStringLiteral("<p class=\"meta\">%1</p>").arg(esc(priceAgeText(r.priceAge)));
    if (r.catalogOrigin)
        h += QStringLiteral("<p class=\"meta\">%1</p>").arg(esc(catalogOriginSentence(*r.catalogOrigin)));
    return h;
}

/// The job as set: model, method, objective, precision, batch, layout, training work and limits.
QString jobSection(const Report& r)
{
    const Job& j = r.job;
    const QLocale locale;
    QString h;
    h += QStringLiteral("<h2>%1</h2><table class=\"kv\" width=\"100%\">").arg(esc(ReportRenderer::tr("The job")));
    h += row(ReportRenderer::tr("Model"),
             esc(ReportRenderer::tr("%1, %2 parameters")
                     .arg(QString::fromStdString(r.modelName), formatCount(double(r.params.total())))));
    if (j.modelReading) // the name the user gave was read by a rule: the report says which entry it was read as
        h += row(ReportRenderer::tr("Model as named"), esc(modelReadingText(*j.modelReading)));
    // The model card's facts beyond a dense transformer, one line each.
    QStringList facts;
    for (const QString& fact :
         {latentAttentionText(j.model), visionTowerText(j.model, r.params), slidingLayersText(j.model)})
        if (!fact.isEmpty())
            facts << esc(fact);
    if (!facts.isEmpty())
        h += row(ReportRenderer::tr("Architecture"), facts.join(QStringLiteral("<br>")));
    h += row(ReportRenderer::tr("Method"), esc(methodText(j.setup)));
    h += row(ReportRenderer::tr("Objective"), esc(objectiveText(j.setup.objective)));
    if (const QString images = imagesText(j.model, j.setup); !images.isEmpty())
        h += row(ReportRenderer::tr("Images"), esc(images));
    h += row(ReportRenderer::tr("Trainable parameters"), esc(formatCount(double(r.trainableParams))));
    h += row(ReportRenderer::tr("Precision and optimizer"),
             esc(QStringLiteral("%1 / %2 / %3")
                     .arg(dtypeName(j.setup.weightDType), computeName(j.setup.compute), optimizerText(j.setup))));
    if (const QString recipe = lowPrecisionText(j.setup); !recipe.isEmpty())
        h += row(ReportRenderer::tr("Low precision"), esc(recipe));
    if (const QString qat = qatText(j.setup); !qat.isEmpty())
        h += row(ReportRenderer::tr("QAT"), esc(qat));
    h += row(ReportRenderer::tr("Batch"),
             esc(ReportRenderer::tr("micro-batch %1 × %2 tokens, gradient accumulation %3")
                     .arg(locale.toString(j.setup.microBatch), locale.toString(j.setup.seqLen),
                          locale.toString(j.setup.gradAccumulation))));
    h += row(
        ReportRenderer::tr("Checkpointing and attention"),
        esc(QStringLiteral("%1 / %2").arg(checkpointingName(j.setup.checkpointing), attentionName(j.setup.attention))));
    h += row(ReportRenderer::tr("GPUs and sharding"),
             esc(QStringLiteral("%1 × %2, %3")
                     .arg(locale.toString(j.parallel.gpus), shardingName(j.parallel.sharding),
                          offloadName(j.parallel.offload))));
    if (const QString layout = layoutWithPlacement(j.parallel); !layout.isEmpty())
        h += row(ReportRenderer::tr("Parallel layout"), esc(layout));
    if (j.model.isMoe()) // what the estimate ran: a model-parallel layout runs fused kernels
        h += row(ReportRenderer::tr("MoE experts"), esc(expertKernelName(expertKernel(j.setup, j.parallel))));
    h += row(ReportRenderer::tr("Training tokens"), esc(trainingWorkText(j, r.work)));
    h += row(ReportRenderer::tr("Deadline"),
             esc(j.deadlineHours ? ReportRenderer::tr("%1 hours").arg(hoursText(*j.deadlineHours))
                                 : ReportRenderer::tr("none")));
    h += row(ReportRenderer::tr("Budget"),
             esc(j.budgetUsd ? ReportRenderer::tr("%1 USD").arg(usd(*j.budgetUsd)) : ReportRenderer::tr("none")));
    h += QStringLiteral("</table>");
    return h;
}

/// The cost–time scatter's heading and reading; the chart itself is drawn in its marker's place.
QString costTimeSection(const Report& r)
{
    QString h;
    if (!hasCostTime(r))
        return h;

    h += QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p>")
             .arg(esc(ReportRenderer::tr("Cost against time")),
                  esc(ReportRenderer::tr(
                      "Every offer that fits, by wall time and total cost. The line joins the cost–time "
                      "front: the offers no other offer beats on both. The ringed point is the "
                      "recommendation.")),
                  kCostTimeMarker);
    return h;
}

/// The recommended offer, why it won, the setting it runs and the cheaper offers passed over.
QString recommendationSection(const Report& r)
{
    QString h;
    h += QStringLiteral("<h2>%1</h2>").arg(esc(ReportRenderer::tr("Recommendation")));
    if (r.recommended) {
        const ReportOffer& best = *r.recommended;
        QStringList names;
        for (const ReportOffer& o : r.cheaperRejected)
            names << present::offerName(o.provider, o.instanceType, o.gpuName);
        QStringList neighbours;
        for (const ReportOffer& o : r.frontNeighbours)
            neighbours << present::offerName(o.provider, o.instanceType, o.gpuName);
        const Why why = whyFirst(r.explanation, best.option,
                                 present::offerName(best.provider, best.instanceType, best.gpuName), names, neighbours);
        h += QStringLiteral("<p>%1</p>").arg(esc(why.reasons.join(QLatin1Char(' '))));
        // The setting it runs: what to launch (core/plan/OptionSetting.h).
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(best.setting.asSet()
                              ? ReportRenderer::tr("It runs the job as set: %1.").arg(settingText(best.setting))
                              : ReportRenderer::tr("It runs the job with: %1.").arg(settingChangesText(best.setting))));
        if (!why.passedOver.isEmpty()) {
            h += QStringLiteral("<ul>");
            for (const QString& sentence : why.passedOver)
                h += QStringLiteral("<li>%1</li>").arg(esc(sentence));
            h += QStringLiteral("</ul>");
        }
    } else {
        h += QStringLiteral("<p>%1</p>").arg(esc(ReportRenderer::tr("No offer in the catalog can run this job.")));
    }
    return h;
}

/// The warnings of the ranked options, one summary each.
QString warningsSection(const Report& r)
{
    QString h;
    if (!r.warnings)
        return h;

    h += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(ReportRenderer::tr("Warnings")));
    for (int i = 0; i < kPlanWarningCount; ++i) {
        if (r.warnings & (1u << i))
            h += QStringLiteral("<li>%1</li>").arg(esc(warningSummary(PlanWarning(1u << i))));
    }
    h += QStringLiteral("</ul>");
    return h;
}

} // namespace

QString ReportRenderer::html(const Report& r)
{
    QString h = QStringLiteral("<html><body>");
    for (const QString& section :
         {titleSection(r), jobSection(r), memorySection(r), fitSection(r), topOffersSection(r), costTimeSection(r),
          chosenSection(r), recommendationSection(r), warningsSection(r), assumptionsSection(r), sourcesSection(r)})
        h += section;
    h += QStringLiteral("</body></html>");
    return h;
}

namespace {

/// A4 or Letter by the locale, 18/16 mm margins, 300 dpi; the PDF's title and creator.
void setUpWriter(QPdfWriter& writer, const Report& report)
{
    writer.setResolution(300);
    writer.setPageSize(QPageSize(ReportRenderer::pageSizeFor(QLocale())));
    writer.setPageMargins(QMarginsF(18, 16, 18, 16), QPageLayout::Millimeter);
    writer.setTitle(ReportRenderer::tr("Fine-tuning plan: %1").arg(QString::fromStdString(report.modelName)));
    writer.setCreator(QStringLiteral("Tunefit %1").arg(QString::fromStdString(report.appVersion)));
}

QFont reportFont()
{
    return ReportRenderer::bodyFont();
}

/// The document laid out for the PDF writer: font, word wrapping and the report's style sheet.
void setUpDocument(QTextDocument& doc, QPdfWriter& writer, const QFont& font)
{
    doc.documentLayout()->setPaintDevice(&writer);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    // Lines break between words only: the default also breaks inside a word that does not fit its column, which cut
    // narrow Turkish headers mid-word ("Hesaplam|a USD"). A word wider than its column widens the column instead.
    QTextOption textOption = doc.defaultTextOption();
    textOption.setWrapMode(QTextOption::WordWrap);
    doc.setDefaultTextOption(textOption);
    doc.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 17pt; color: #1a3d6d; margin-bottom: 2pt; } h2 { font-size: 12.5pt; color: #1a3d6d; "
        "margin-top: 12pt; margin-bottom: 4pt; } p.meta { color: #555555; } th { background-color: #e8edf4; } "
        "table.grid { border-color: #b8c2cf; border-style: solid; } td.small { font-size: 7.5pt; } "
        "table.kv th { background-color: #ffffff; color: #333333; font-weight: bold; } "
        "table.grid th, table.grid td { padding-left: 4px; padding-right: 4px; }"));
}

/// The memory chart of the report at the page's width: the components that hold memory and the whole device.
std::unique_ptr<VramChart> memoryChart(const Report& report, qreal dpi, qreal width)
{
    auto chart = std::make_unique<VramChart>();
    chart->dpi = dpi;
    chart->width = width;
    for (const ReportMemoryRow& m : report.memoryRows)
        if (m.bytes > 0) // the table names the components at zero and why; the chart draws memory
            chart->slices.push_back({componentName(m.component), m.bytes});
    chart->total = report.memory.wholeDevice;
    chart->totalLabel = ReportRenderer::tr("Whole device: %1 GiB").arg(gib(report.memory.wholeDevice));
    return chart;
}

QString imageTag(const QString& name, qreal width, qreal height)
{
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\"/>").arg(name).arg(int(width)).arg(int(height));
}

/// The report's HTML in the document, with the places of the two charts: the memory chart's an invisible image of its
/// size (the layout reserves it on whatever page it falls; the chart is painted there as vectors after the text), the
/// cost–time scatter an image drawn by the window's drawing (present/CostTimeChart.h) at the page's width.
void fillDocument(QTextDocument& doc, const Report& report, const VramChart& chart, qreal bodyWidth, qreal logicalDpi,
                  const QFont& font, qreal pt)
{
    QImage blank(1, 1, QImage::Format_ARGB32);
    blank.fill(Qt::transparent);
    doc.addResource(QTextDocument::ImageResource, QUrl(kChartImage), blank);
    // QTextDocument scales image sizes from 96 dpi to the paint device's resolution.
    const qreal imageScale = 96.0 / logicalDpi;
    const QSize costTimeSize(int(bodyWidth), int(bodyWidth * 0.5));
    CostTimeStyle costTimeStyle;
    costTimeStyle.font = font;
    costTimeStyle.font.setPixelSize(int(8 * pt));
    costTimeStyle.unit = pt;
    if (hasCostTime(report))
        doc.addResource(QTextDocument::ImageResource, QUrl(kCostTimeImage),
                        costTimeChartImage(costTimePlot(report), costTimeSize, costTimeStyle));
    doc.setHtml(ReportRenderer::html(report)
                    .replace(kChartMarker, imageTag(kChartImage, chart.width * imageScale, chart.height() * imageScale))
                    .replace(kCostTimeMarker, imageTag(kCostTimeImage, costTimeSize.width() * imageScale,
                                                       costTimeSize.height() * imageScale)));
}

/// Where the memory chart's placeholder image fell on the (unpaged) layout; null when the report has none.
QRectF chartRectIn(const QTextDocument& doc, const VramChart& chart)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat() && format.toImageFormat().name() == kChartImage) {
                const QRectF r = doc.documentLayout()->blockBoundingRect(block);
                const qreal bottom = r.bottom() - block.blockFormat().bottomMargin();
                return QRectF(r.left(), bottom - chart.height(), chart.width, chart.height());
            }
        }
    }
    return {};
}

/// What every page draws: the document, the chart where it falls, and the footer.
struct PageFrame
{
    const QTextDocument& doc;
    const VramChart& chart;
    QRectF chartRect;
    QSizeF body;
    qreal footer = 0;
    qreal pt = 1;
    QFont footerFont;
    QString title;
};

/// One page: its slice of the document, the chart's part on it, and the footer with the page number.
void paintPage(QPainter& painter, const PageFrame& frame, int i, int pages)
{
    const QSizeF& body = frame.body;
    painter.save();
    painter.translate(0, -i * body.height());
    const QRectF clip(0, i * body.height(), body.width(), body.height());
    QAbstractTextDocumentLayout::PaintContext context;
    // The layout draws every block that touches the clip, edges included: a heading that starts the next page
    // would be drawn (clipped away, but there as text) at the foot of this one, found twice by a search.
    context.clip = clip.adjusted(0, 1, 0, -1);
    context.palette.setColor(QPalette::Text, Qt::black);
    painter.setClipRect(clip);
    frame.doc.documentLayout()->draw(&painter, context);
    if (frame.chartRect.isValid() && frame.chartRect.intersects(clip))
        frame.chart.paint(&painter, frame.chartRect);
    painter.restore();
    painter.setFont(frame.footerFont);
    painter.setPen(QColor(0x55, 0x55, 0x55));
    const QRectF footerRect(0, body.height() + 4 * frame.pt, body.width(), frame.footer - 4 * frame.pt);
    painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignVCenter,
                     ReportRenderer::tr("Tunefit report: %1").arg(frame.title));
    painter.drawText(footerRect, Qt::AlignRight | Qt::AlignVCenter,
                     ReportRenderer::tr("Page %1 of %2").arg(QLocale().toString(i + 1), QLocale().toString(pages)));
}

} // namespace

QFont ReportRenderer::bodyFont()
{
    QFont font;
    font.setFamilies({QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans Devanagari")});
    font.setPointSizeF(9.5);
    return font;
}

bool ReportRenderer::writePdf(const Report& report, QIODevice* device, QString* error)
{
    QPdfWriter writer(device);
    setUpWriter(writer, report);
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = tr("Cannot write the PDF.");
        return false;
    }
    const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());
    const qreal pt = writer.resolution() / 72.0;
    const qreal footer = 16 * pt;
    const QSizeF body(page.width(), page.height() - footer);

    QTextDocument doc;
    const QFont font = reportFont();
    setUpDocument(doc, writer, font);
    const std::unique_ptr<VramChart> chart = memoryChart(report, writer.resolution(), body.width());
    fillDocument(doc, report, *chart, body.width(), writer.logicalDpiY(), font, pt);
    doc.setPageSize(body);
    keepHeadingsWithWhatFollows(doc, body.height());
    QFont footerFont = font;
    footerFont.setPointSizeF(8);
    const PageFrame frame{
        doc, *chart, chartRectIn(doc, *chart), body, footer, pt, footerFont, QString::fromStdString(report.modelName)};
    const int pages = doc.pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        paintPage(painter, frame, i, pages);
    }
    painter.end();
    return true;
}

bool ReportRenderer::writePdf(const Report& report, const QString& path, QString* error)
{
    // Written beside the target and renamed over it when complete (WholeFile.h): a full disk leaves the old report.
    QSaveFile file(path);
    if (!openWhole(file)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (!writePdf(report, &file, error))
        return false;
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace tunefit::present

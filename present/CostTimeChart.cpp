// SPDX-License-Identifier: GPL-3.0-or-later
// The cost–time scatter, painted with QPainter: the window's Offers tab draws it in a widget and the PDF report embeds
// it as an image, so both show the same drawing of the same evaluation.
#include "present/CostTimeChart.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tunefit::present {

namespace {

/// One axis: its range after rounding out to ticks, the ticks and their decimals.
struct Axis
{
    double lo = 0;
    double hi = 1;
    bool log = false;
    std::vector<double> ticks;
    int decimals = 0;
};

int decimalsFor(double step)
{
    return step >= 1 ? 0 : std::min(6, int(std::ceil(-std::log10(step) - 1e-9)));
}

/// Ticks at 1, 2 or 5 × 10^k, about five of them (linear), or at the decades with 2 and 5 between them when the
/// range spans at most three decades (logarithmic).
Axis axisFor(double lo, double hi)
{
    Axis a;
    if (!(hi > lo)) { // one value: a range around it
        lo = lo > 0 ? lo * 0.5 : lo - 1;
        hi = hi > 0 ? hi * 1.5 : hi + 1;
    }
    a.log = lo > 0 && wideSpread(lo, hi);
    if (a.log) {
        const int first = int(std::floor(std::log10(lo)));
        const int last = int(std::ceil(std::log10(hi)));
        a.lo = std::pow(10.0, first);
        a.hi = std::pow(10.0, last);
        const bool between = last - first <= 3;
        for (int e = first; e <= last; ++e) {
            const double decade = std::pow(10.0, e);
            for (double m : {1.0, 2.0, 5.0})
                if ((m == 1.0 || between) && decade * m <= a.hi * (1 + 1e-9))
                    a.ticks.push_back(decade * m);
        }
        a.decimals = -1; // per tick (tickDecimals): 0.1, 0.2, 1, 10
        return a;
    }
    const double raw = (hi - lo) / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        step = m * magnitude;
        if (step >= raw)
            break;
    }
    a.lo = std::floor(lo / step) * step;
    a.hi = std::ceil(hi / step) * step;
    if (lo >= 0)
        a.lo = std::max(0.0, a.lo);
    for (double t = a.lo; t <= a.hi + step * 1e-6; t += step)
        a.ticks.push_back(t);
    a.decimals = decimalsFor(step);
    return a;
}

/// Where `v` falls between the axis' ends, 0 to 1.
double fraction(double v, double lo, double hi, bool log)
{
    if (log)
        return (std::log(v) - std::log(lo)) / (std::log(hi) - std::log(lo));
    return (v - lo) / (hi - lo);
}

struct Extent
{
    double hoursLo = std::numeric_limits<double>::infinity();
    double hoursHi = 0;
    double costLo = std::numeric_limits<double>::infinity();
    double costHi = 0;
    bool any = false;
};

Extent extentOf(const CostTimePlot& plot)
{
    Extent e;
    for (const CostTimePoint& p : plot.points) {
        if (!p.fits || !std::isfinite(p.hours) || !std::isfinite(p.costUsd))
            continue;
        e.any = true;
        e.hoursLo = std::min(e.hoursLo, p.hours);
        e.hoursHi = std::max(e.hoursHi, p.hours);
        e.costLo = std::min(e.costLo, p.costUsd);
        e.costHi = std::max(e.costHi, p.costUsd);
    }
    if (!e.any)
        e = Extent{0, 1, 0, 1, false};
    return e;
}

/// A tick's label: the axis' decimals, or on a logarithmic axis (decimals -1) as many as the tick itself needs.
QString tickText(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals >= 0 ? decimals : decimalsFor(v));
}

/// A filled dot, drawn once and stamped at every point: thousands of antialiased ellipses cost too much per frame.
QImage dotImage(const QColor& color, qreal radius)
{
    const int side = int(std::ceil(radius * 2)) + 2;
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QPointF(side / 2.0, side / 2.0), radius, radius);
    return image;
}

/// A ring, for the points of options with a risk: they rank after the others and stay off the front.
QImage ringImage(const QColor& color, qreal radius, qreal width)
{
    const int side = int(std::ceil(radius * 2 + width)) + 2;
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color, width));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QPointF(side / 2.0, side / 2.0), radius, radius);
    return image;
}

void paintAxes(QPainter& p, const CostTimeAxes& axes, const Axis& x, const Axis& y, const CostTimeStyle& s)
{
    const QFontMetricsF fm(p.font(), p.device());
    const QRectF& r = axes.plot;
    p.setPen(QPen(s.grid, 0.6 * s.unit));
    for (double t : x.ticks) {
        const qreal px = r.left() + fraction(t, x.lo, x.hi, x.log) * r.width();
        p.drawLine(QPointF(px, r.top()), QPointF(px, r.bottom()));
    }
    for (double t : y.ticks) {
        const qreal py = r.bottom() - fraction(t, y.lo, y.hi, y.log) * r.height();
        p.drawLine(QPointF(r.left(), py), QPointF(r.right(), py));
    }
    p.setPen(QPen(s.text, 0.8 * s.unit));
    p.drawLine(r.bottomLeft(), r.bottomRight());
    p.drawLine(r.bottomLeft(), r.topLeft());
    for (double t : x.ticks) {
        const qreal px = r.left() + fraction(t, x.lo, x.hi, x.log) * r.width();
        const QString label = tickText(t, x.decimals);
        const qreal w = fm.horizontalAdvance(label);
        p.drawText(QRectF(px - w / 2 - 2, r.bottom() + 2 * s.unit, w + 4, fm.height()), Qt::AlignCenter, label);
    }
    for (double t : y.ticks) {
        const qreal py = r.bottom() - fraction(t, y.lo, y.hi, y.log) * r.height();
        const QString label = tickText(t, y.decimals);
        p.drawText(QRectF(r.left() - 4 * s.unit - 200 * s.unit, py - fm.height() / 2, 200 * s.unit, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, label);
    }
    // Axis titles: hours under the ticks, cost turned along the left edge.
    const QString xTitle = x.log ? CostTimeChart::tr("%1, logarithmic").arg(hoursAxisTitle()) : hoursAxisTitle();
    const QString yTitle = y.log ? CostTimeChart::tr("%1, logarithmic").arg(costAxisTitle()) : costAxisTitle();
    p.drawText(QRectF(r.left(), r.bottom() + 3 * s.unit + fm.height(), r.width(), fm.height() * 1.2), Qt::AlignCenter,
               xTitle);
    p.save();
    // Its right edge 6 pt left of the widest tick label (the room costTimeAxes() keeps for both).
    const qreal labels =
        std::max(fm.horizontalAdvance(tickText(y.hi, y.decimals)), fm.horizontalAdvance(tickText(y.lo, y.decimals)));
    p.translate(r.left() - labels - 6 * s.unit - 0.2 * fm.height(), r.center().y());
    p.rotate(-90);
    // A short plot (the Offers tab on a 1366×768 screen) elides the title rather than clipping both of its ends.
    p.drawText(QRectF(-r.height() / 2, -fm.height(), r.height(), fm.height() * 1.2), Qt::AlignCenter,
               fm.elidedText(yTitle, Qt::ElideRight, r.height()));
    p.restore();
}

void paintLegend(QPainter& p, const QRectF& area, const CostTimeStyle& s)
{
    const QFontMetricsF fm(p.font(), p.device());
    const qreal r = 2.5 * s.unit;
    qreal x = area.left();
    const qreal cy = area.top() + fm.height() / 2;
    const auto entry = [&](const QString& label, auto drawSymbol) {
        drawSymbol(QPointF(x + 8 * s.unit, cy));
        x += 18 * s.unit;
        p.setPen(s.text);
        p.drawText(QPointF(x, cy + fm.ascent() / 2 - fm.descent() / 2), label);
        x += fm.horizontalAdvance(label) + 12 * s.unit;
    };
    entry(fittingOffersLegend(), [&](QPointF c) {
        p.setPen(Qt::NoPen);
        p.setBrush(s.points);
        p.drawEllipse(c, r, r);
    });
    entry(riskyOffersLegend(), [&](QPointF c) {
        p.setPen(QPen(s.points, 1.2 * s.unit));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r, r);
    });
    entry(frontLegend(), [&](QPointF c) {
        p.setPen(QPen(s.front, 1.5 * s.unit));
        p.drawLine(c - QPointF(8 * s.unit, 0), c + QPointF(8 * s.unit, 0));
        p.setBrush(s.front);
        p.drawEllipse(c, r * 1.2, r * 1.2);
    });
    entry(selectedLegend(), [&](QPointF c) {
        p.setPen(QPen(s.selected, 1.8 * s.unit));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r * 2, r * 2);
    });
}

/// "Cheapest", "Fastest", "Best value" next to their points (one label per point, joined when picks coincide).
void paintPicks(QPainter& p, const CostTimeAxes& axes, const CostTimePlot& plot, const CostTimeStyle& s)
{
    const QFontMetricsF fm(p.font(), p.device());
    std::vector<std::pair<int, QString>> labels;
    const auto add = [&](int index, const QString& name) {
        if (index < 0)
            return;
        for (auto& [i, text] : labels) {
            if (i == index) {
                text = CostTimeChart::tr("%1, %2", "two picks on one point").arg(text, name);
                return;
            }
        }
        labels.push_back({index, name});
    };
    add(plot.front.cheapest, CostTimeChart::tr("Cheapest"));
    add(plot.front.fastest, CostTimeChart::tr("Fastest"));
    add(plot.front.bestValue, CostTimeChart::tr("Best value"));
    p.setPen(s.front.darker(130));
    for (const auto& [index, text] : labels) {
        const CostTimePoint& point = plot.points[size_t(index)];
        const QPointF at = axes.map(point.hours, point.costUsd);
        const qreal w = fm.horizontalAdvance(text);
        // Right of the point unless that leaves the plot; above it unless that leaves the plot.
        const qreal x = at.x() + 6 * s.unit + w <= axes.plot.right() ? at.x() + 6 * s.unit : at.x() - 6 * s.unit - w;
        const qreal y =
            at.y() - 4 * s.unit - fm.height() >= axes.plot.top() ? at.y() - 4 * s.unit : at.y() + fm.height();
        p.drawText(QPointF(x, y), text);
    }
}

} // namespace

bool wideSpread(double lo, double hi)
{
    return lo > 0 && hi / lo >= kLogSpreadRatio;
}

QPointF CostTimeAxes::map(double hours, double costUsd) const
{
    return {plot.left() + fraction(hours, hoursLo, hoursHi, logHours) * plot.width(),
            plot.bottom() - fraction(costUsd, costLo, costHi, logCost) * plot.height()};
}

CostTimeAxes costTimeAxes(const CostTimePlot& plot, const QRectF& rect, const CostTimeStyle& style)
{
    const Extent e = extentOf(plot);
    const Axis x = axisFor(e.hoursLo, e.hoursHi);
    const Axis y = axisFor(e.costLo, e.costHi);
    const QFontMetricsF fm(style.font);
    // fm is in the font's pixels at the screen's resolution; scale it to the device with `unit` (points to pixels).
    const qreal line = fm.height();
    const qreal yLabels =
        std::max(fm.horizontalAdvance(tickText(y.hi, y.decimals)), fm.horizontalAdvance(tickText(y.lo, y.decimals)));
    // Room on the right for half the last hours label, centred on the axis' end.
    const qreal right =
        std::max(12 * style.unit, fm.horizontalAdvance(tickText(x.hi, x.decimals)) / 2 + 4 * style.unit);
    CostTimeAxes a;
    a.plot = rect.adjusted(yLabels + line * 1.5 + 8 * style.unit, line * 1.8, -right, -(line * 2.6 + 6 * style.unit));
    a.hoursLo = x.lo;
    a.hoursHi = x.hi;
    a.logHours = x.log;
    a.costLo = y.lo;
    a.costHi = y.hi;
    a.logCost = y.log;
    return a;
}

void paintCostTimeChart(QPainter& p, const QRectF& rect, const CostTimePlot& plot, const CostTimeStyle& s)
{
    p.save();
    p.setFont(s.font);
    p.fillRect(rect, s.background);
    const Extent e = extentOf(plot);
    const Axis x = axisFor(e.hoursLo, e.hoursHi);
    const Axis y = axisFor(e.costLo, e.costHi);
    const CostTimeAxes axes = costTimeAxes(plot, rect, s);
    paintAxes(p, axes, x, y, s);
    paintLegend(p, rect, s);

    // Every fitting point off the front, one stamp per device pixel: thousands of options overlap there anyway.
    const QRect cells = axes.plot.toAlignedRect().adjusted(-8, -8, 8, 8);
    std::vector<bool> stamped(size_t(std::max(0, cells.width() * cells.height())), false);
    const QImage dot = dotImage(s.points, 2.5 * s.unit);
    const QImage ring = ringImage(s.points, 2.5 * s.unit, 1.2 * s.unit);
    for (size_t i = 0; i < plot.points.size(); ++i) {
        const CostTimePoint& point = plot.points[i];
        if (!point.fits || (i < plot.front.onFront.size() && plot.front.onFront[i]))
            continue;
        const QPointF at = axes.map(point.hours, point.costUsd);
        const int cx = int(at.x()) - cells.left();
        const int cy = int(at.y()) - cells.top();
        if (cx < 0 || cy < 0 || cx >= cells.width() || cy >= cells.height())
            continue;
        const size_t cell = size_t(cy) * size_t(cells.width()) + size_t(cx);
        if (stamped[cell])
            continue;
        stamped[cell] = true;
        const QImage& stamp = point.risky ? ring : dot;
        p.drawImage(at - QPointF(stamp.width() / 2.0, stamp.height() / 2.0), stamp);
    }

    // The front: a line through its points in cost order, then the points.
    p.setRenderHint(QPainter::Antialiasing);
    QPolygonF line;
    for (int i : plot.front.front)
        line << axes.map(plot.points[size_t(i)].hours, plot.points[size_t(i)].costUsd);
    p.setPen(QPen(s.front, 1.5 * s.unit));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(line);
    p.setPen(Qt::NoPen);
    p.setBrush(s.front);
    for (const QPointF& at : line)
        p.drawEllipse(at, 3 * s.unit, 3 * s.unit);
    paintPicks(p, axes, plot, s);

    if (plot.selected >= 0 && size_t(plot.selected) < plot.points.size() && plot.points[size_t(plot.selected)].fits) {
        const CostTimePoint& point = plot.points[size_t(plot.selected)];
        p.setPen(QPen(s.selected, 1.8 * s.unit));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(axes.map(point.hours, point.costUsd), 5.5 * s.unit, 5.5 * s.unit);
    }
    p.restore();
}

QImage costTimeChartImage(const CostTimePlot& plot, QSize size, const CostTimeStyle& style)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(style.background);
    QPainter painter(&image);
    paintCostTimeChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), plot, style);
    return image;
}

int costTimePointAt(const CostTimePlot& plot, const CostTimeAxes& axes, QPointF at, qreal radius)
{
    int found = -1;
    qreal best = radius * radius;
    for (size_t i = 0; i < plot.points.size(); ++i) {
        const CostTimePoint& point = plot.points[i];
        if (!point.fits)
            continue;
        const QPointF d = axes.map(point.hours, point.costUsd) - at;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        // The nearest; on a tie the front point (drawn on top), then the first in the plan's order.
        const bool front = i < plot.front.onFront.size() && plot.front.onFront[i];
        if (distance < best || (distance == best && front && found >= 0 && !plot.front.onFront[size_t(found)])) {
            best = distance;
            found = int(i);
        }
    }
    return found;
}

QString costAxisTitle()
{
    return CostTimeChart::tr("Total cost (USD)");
}

QString hoursAxisTitle()
{
    return CostTimeChart::tr("Wall time (hours)");
}

QString fittingOffersLegend()
{
    return CostTimeChart::tr("Offers that fit");
}

QString riskyOffersLegend()
{
    return CostTimeChart::tr("At risk (ranked after, off the front)");
}

QString frontLegend()
{
    return CostTimeChart::tr("Cost–time front (no offer is both cheaper and faster)");
}

QString selectedLegend()
{
    return CostTimeChart::tr("Selected offer");
}

} // namespace tunefit::present

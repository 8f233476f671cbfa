// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Frontier.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace tunefit::present {

/// Translation context of the cost–time chart (axis titles, legend, pick labels).
struct CostTimeChart
{
    Q_DECLARE_TR_FUNCTIONS(CostTimeChart)
};

/// What the cost–time scatter shows: the fitting options of a plan, its front and picks, and the selected option.
struct CostTimePlot
{
    std::vector<CostTimePoint> points; ///< in the plan's order; points that do not fit are not drawn
    CostTimeFront front;               ///< costTimeFront(points), as the evaluation computed it
    int selected = -1;                 ///< index into points; -1 = none
};

/// Where the data lies on the chart: the plot area and each axis' range and scale.
struct CostTimeAxes
{
    QRectF plot; ///< the area inside the axes
    double hoursLo = 0;
    double hoursHi = 1;
    double costLo = 0;
    double costHi = 1;
    bool logHours = false;
    bool logCost = false;
    /// Device position of a point (x: hours, y: cost).
    QPointF map(double hours, double costUsd) const;
};

/// Colours and sizes of one drawing: the window passes its palette's, the PDF print colours.
struct CostTimeStyle
{
    QColor background = Qt::white;
    QColor text = Qt::black;
    QColor grid = QColor(0xd8, 0xdd, 0xe4);
    QColor points = QColor(0x8a, 0x94, 0xa3);
    QColor front = QColor(0x1f, 0x5f, 0xbf);
    QColor selected = QColor(0xd9, 0x48, 0x1c);
    QFont font;
    qreal unit = 1; ///< device pixels per point (1/72 inch)
};

/// An axis spans at least this ratio of largest to smallest value before it turns logarithmic: beyond it a linear
/// axis squeezes the cheap or short options into a corner.
inline constexpr double kLogSpreadRatio = 20;
bool wideSpread(double lo, double hi);

/// The axes of a plot drawn into `rect` with `style` (the same for painting and for finding a clicked point).
CostTimeAxes costTimeAxes(const CostTimePlot& plot, const QRectF& rect, const CostTimeStyle& style);
/// The one drawing of the chart, for the window and the PDF: grid, axis titles and ticks (QLocale numbers), every
/// fitting point, the front as a line through its points, the picks labelled, the selected point ringed, a legend.
void paintCostTimeChart(QPainter& painter, const QRectF& rect, const CostTimePlot& plot, const CostTimeStyle& style);
/// The chart as an image of `size` device pixels (the PDF embeds it).
QImage costTimeChartImage(const CostTimePlot& plot, QSize size, const CostTimeStyle& style);
/// The fitting point nearest `at` within `radius` device pixels; -1 when none.
int costTimePointAt(const CostTimePlot& plot, const CostTimeAxes& axes, QPointF at, qreal radius);

/// The chart's words, one wording for the window and the PDF.
QString costAxisTitle();
QString hoursAxisTitle();
QString fittingOffersLegend();
/// Options that may not fit, whose recipe the card cannot run or whose price is undated (kRiskWarnings).
QString riskyOffersLegend();
QString frontLegend();
QString selectedLegend();

} // namespace tunefit::present

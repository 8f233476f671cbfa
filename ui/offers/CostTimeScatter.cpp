// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/CostTimeScatter.h"

#include "ui/common/ChartColors.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

using namespace tunefit::present;

namespace tunefit::ui {

CostTimeScatter::CostTimeScatter(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("costTimeScatter"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setCursor(Qt::CrossCursor);
}

void CostTimeScatter::setPlot(CostTimePlot plot)
{
    m_plot = std::move(plot);
    update();
}

void CostTimeScatter::setSelected(int index)
{
    if (index == m_plot.selected)
        return;
    m_plot.selected = index;
    update();
}

CostTimeStyle CostTimeScatter::style() const
{
    // The palette's colours, so a dark theme reads; the front and the selection as the other charts' series colours.
    const QPalette pal = palette();
    CostTimeStyle s;
    s.background = pal.color(QPalette::Base);
    s.text = pal.color(QPalette::Text);
    s.grid = pal.color(QPalette::Text);
    s.grid.setAlpha(40); // as the Qt Charts grids (ChartColors.cpp applyPalette)
    s.points = pal.color(QPalette::PlaceholderText);
    s.front = seriesColor(pal, 0, 3);
    s.selected = seriesColor(pal, 1, 3);
    s.font = font();
    s.unit = 1;
    return s;
}

CostTimeAxes CostTimeScatter::axes() const
{
    return costTimeAxes(m_plot, QRectF(rect()), style());
}

QPointF CostTimeScatter::pointPosition(int index) const
{
    if (index < 0 || size_t(index) >= m_plot.points.size())
        return {};
    const CostTimePoint& p = m_plot.points[size_t(index)];
    return axes().map(p.hours, p.costUsd);
}

int CostTimeScatter::pointAt(QPointF at) const
{
    return costTimePointAt(m_plot, axes(), at, 6);
}

QSize CostTimeScatter::sizeHint() const
{
    return {640, 280};
}

QSize CostTimeScatter::minimumSizeHint() const
{
    return {320, 180};
}

void CostTimeScatter::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintCostTimeChart(painter, QRectF(rect()), m_plot, style());
}

void CostTimeScatter::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        if (const int index = pointAt(event->position()); index >= 0) {
            emit pointClicked(index);
            event->accept();
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void CostTimeScatter::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Axis titles and legend are drawn from tr() at every paint; numbers from the default QLocale.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange ||
        event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/memory/BreakdownChart.h"

#include "core/Units.h"
#include "present/Format.h"
#include "present/Glossary.h"
#include "ui/common/ChartColors.h"
#include "ui/memory/BreakdownModel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {

BreakdownChart::BreakdownChart(QWidget* parent) : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignRight); // one row at the bottom truncates the names
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_xAxis = new QValueAxis(m_chart);
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_yAxis = new QBarCategoryAxis(m_chart);
    m_lineAxis = new QValueAxis(m_chart); // the capacity line's own 0..1 vertical extent
    m_lineAxis->setRange(0, 1);
    m_lineAxis->setVisible(false);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    m_chart->addAxis(m_lineAxis, Qt::AlignRight);
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void BreakdownChart::setBreakdown(const MemoryBreakdown& breakdown, double capacityBytes)
{
    m_breakdown = breakdown;
    m_capacity = capacityBytes;
    m_valid = true;
    rebuild();
}

void BreakdownChart::clear()
{
    m_valid = false;
    rebuild();
}

void BreakdownChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void BreakdownChart::rebuild()
{
    m_chart->removeAllSeries();
    m_xAxis->setVisible(m_valid);
    m_yAxis->setVisible(m_valid);
    if (!m_valid) {
        applyPalette(m_chart, palette());
        return;
    }

    const QPalette pal = palette();
    QHorizontalStackedBarSeries* bars = componentBars(pal);
    m_chart->addSeries(bars);

    const double total = units::toGiB(m_breakdown.wholeDevice);
    const double capacity = units::toGiB(m_capacity);
    m_xAxis->setRange(0, std::max(total, capacity) * 1.08);
    m_xAxis->setTitleText(tr("GiB per GPU"));
    m_xAxis->applyNiceNumbers();
    m_yAxis->setCategories({tr("Peak")});
    bars->attachAxis(m_xAxis);
    bars->attachAxis(m_yAxis);

    if (capacity > 0)
        addCapacityLine(capacity, pal);
    applyPalette(m_chart, pal);
}

/// Only the components that hold memory (the table also says which are freed and why); each keeps the colour of its
/// place in the full order.
QHorizontalStackedBarSeries* BreakdownChart::componentBars(const QPalette& pal)
{
    auto* bars = new QHorizontalStackedBarSeries;
    bars->setBarWidth(0.5);
    const auto& order = BreakdownModel::displayOrder();
    for (size_t i = 0; i < order.size(); ++i) {
        const ComponentMemory& component = m_breakdown[order[i]];
        if (component.bytes <= 0)
            continue;
        bars->append(componentBar(component, seriesColor(pal, int(i), int(order.size())), pal));
    }
    return bars;
}

/// A component's part of the bar, with what it holds as a tooltip.
QBarSet* BreakdownChart::componentBar(const ComponentMemory& component, const QColor& color, const QPalette& pal)
{
    auto* set = new QBarSet(componentName(component.component));
    set->append(units::toGiB(component.bytes));
    set->setColor(color);
    set->setBorderColor(pal.color(QPalette::Base));
    const QString tip =
        tr("%1: %2 GiB\n%3")
            .arg(componentName(component.component), formatGiB(component.bytes, 2),
                 componentMeaning(component.component) + QLatin1Char('\n') + basisText(component.basis));
    connect(set, &QBarSet::hovered, this, [tip](bool status, int) {
        if (status)
            QToolTip::showText(QCursor::pos(), tip);
        else
            QToolTip::hideText();
    });
    return set;
}

void BreakdownChart::addCapacityLine(double capacityGiB, const QPalette& pal)
{
    auto* line = new QLineSeries;
    line->setName(tr("Capacity %1 GiB").arg(formatGiB(m_capacity, 1)));
    line->append(capacityGiB, 0);
    line->append(capacityGiB, 1);
    QPen pen(pal.color(QPalette::Text));
    pen.setWidth(3);
    pen.setStyle(Qt::DashLine);
    line->setPen(pen);
    m_chart->addSeries(line);
    line->attachAxis(m_xAxis);
    line->attachAxis(m_lineAxis);
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/MemoryBreakdown.h"

#include <QWidget>

class QChart;
class QChartView;
class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace tunefit::ui {

/// One horizontal stacked bar of the memory components in GiB, with the GPU capacity drawn across it. The only
/// place that knows this chart is Qt Charts.
class BreakdownChart final : public QWidget
{
    Q_OBJECT

public:
    explicit BreakdownChart(QWidget* parent = nullptr);

    void setBreakdown(const MemoryBreakdown& breakdown, double capacityBytes);
    void clear();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    // rebuild()'s parts.
    QHorizontalStackedBarSeries* componentBars(const QPalette& pal);
    QBarSet* componentBar(const ComponentMemory& component, const QColor& color, const QPalette& pal);
    void addCapacityLine(double capacityGiB, const QPalette& pal);

    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    // Created once and reused: axes deleted and re-added on every change left stale tick labels drawn over the new
    // ones when several changes arrived between two paints.
    QValueAxis* m_xAxis = nullptr;
    QBarCategoryAxis* m_yAxis = nullptr;
    QValueAxis* m_lineAxis = nullptr;
    MemoryBreakdown m_breakdown;
    double m_capacity = 0;
    bool m_valid = false;
};

} // namespace tunefit::ui

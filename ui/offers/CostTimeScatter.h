// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "present/CostTimeChart.h"

#include <QWidget>

namespace tunefit::ui {

/// The Offers tab's cost against time scatter: every fitting option, the front joined by a line, the picks labelled
/// and the selected offer ringed. Drawn by the report's drawing (present/CostTimeChart.h paintCostTimeChart) in the
/// palette's colours; a click on a point reports its option.
class CostTimeScatter final : public QWidget
{
    Q_OBJECT

public:
    explicit CostTimeScatter(QWidget* parent = nullptr);

    /// Shows a plot: its points are the plan's options in the plan's order, so a point's index is its option's.
    void setPlot(present::CostTimePlot plot);
    const present::CostTimePlot& plot() const { return m_plot; }
    /// Rings the option at this index (-1: none).
    void setSelected(int index);
    int selected() const { return m_plot.selected; }
    /// Where the point of option `index` is drawn, in widget coordinates.
    QPointF pointPosition(int index) const;
    /// The option whose point is under `at` (within a few pixels), or -1.
    int pointAt(QPointF at) const;
    /// The colours and font the widget draws with (its palette and font).
    present::CostTimeStyle style() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The user clicked the point of option `index`.
    void pointClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    present::CostTimeAxes axes() const;

    present::CostTimePlot m_plot;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ChartColors.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace tunefit::ui {

QColor seriesColor(const QPalette& palette, int index, int count)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    int hue = palette.color(QPalette::Highlight).hslHue();
    if (hue < 0)
        hue = 210;
    const int step = count > 0 ? 360 / count : 40;
    const int lightness = dark ? (index % 2 == 0 ? 165 : 135) : (index % 2 == 0 ? 110 : 140);
    return QColor::fromHsl((hue + index * step) % 360, 150, lightness);
}

void applyPalette(QChart* chart, const QPalette& palette)
{
    chart->setBackgroundBrush(palette.brush(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(palette.brush(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(palette.color(QPalette::Text));
        axis->setTitleBrush(palette.brush(QPalette::Text));
        QColor grid = palette.color(QPalette::Text);
        grid.setAlpha(40);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(palette.color(QPalette::Mid));
    }
}

} // namespace tunefit::ui

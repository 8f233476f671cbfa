// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>

class QChart;

namespace tunefit::ui {

/// Series colour number `index` of `count`, spread around the hue circle from the palette's highlight, with a
/// lightness that reads on the palette's base (light on a dark theme, darker on a light one).
QColor seriesColor(const QPalette& palette, int index, int count);
/// Background, title, legend and axis colours from the palette.
void applyPalette(QChart* chart, const QPalette& palette);

} // namespace tunefit::ui

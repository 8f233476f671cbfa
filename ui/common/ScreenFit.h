// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace tunefit::ui {

/// Room a window manager's frame takes around a top-level window: the title bar and borders (issue 29: a 1366×768
/// laptop with a taskbar leaves about 1366×728, and the frame comes out of that).
inline constexpr QSize kFrameAllowance{16, 40};

/// The size a top-level window opens at: `preferred`, shrunk to fit `available` (a screen's available geometry in
/// device-independent pixels, so a HiDPI screen scales it) less the frame.
QSize fittedSize(QSize preferred, const QRect& available);

/// The main window's first size on `available`: 1400×900 where there is room, else the available area less the frame.
QSize mainWindowSize(const QRect& available);

/// A restored window geometry moved and shrunk into `available` (a screen that got smaller since it was saved).
QRect keptOnScreen(const QRect& geometry, const QRect& available);

/// The available geometry of the screen `window` opens on: its parent's window's, else its own, else the primary's.
QRect availableGeometryFor(const QWidget* window);

/// Resizes a dialog or window to `preferred`, bounded by the screen it opens on (availableGeometryFor).
void resizeToScreen(QWidget* window, QSize preferred);

} // namespace tunefit::ui

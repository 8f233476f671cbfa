// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ScreenFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace tunefit::ui {

QSize fittedSize(QSize preferred, const QRect& available)
{
    if (!available.isValid())
        return preferred;
    const QSize room = (available.size() - kFrameAllowance).expandedTo(QSize(1, 1));
    return preferred.boundedTo(room);
}

QSize mainWindowSize(const QRect& available)
{
    return fittedSize(QSize(1400, 900), available);
}

QRect keptOnScreen(const QRect& geometry, const QRect& available)
{
    if (!available.isValid() || !geometry.isValid())
        return geometry;
    QRect kept(geometry.topLeft(), fittedSize(geometry.size(), available));
    // Inside the available area, the frame's title bar included.
    const QRect inner =
        available.adjusted(kFrameAllowance.width() / 2, kFrameAllowance.height() - 8, -kFrameAllowance.width() / 2, -8);
    kept.moveLeft(std::clamp(kept.left(), inner.left(), std::max(inner.left(), inner.right() - kept.width() + 1)));
    kept.moveTop(std::clamp(kept.top(), inner.top(), std::max(inner.top(), inner.bottom() - kept.height() + 1)));
    return kept;
}

QRect availableGeometryFor(const QWidget* window)
{
    const QScreen* screen = nullptr;
    if (window && window->parentWidget())
        screen = window->parentWidget()->window()->screen();
    if (!screen && window)
        screen = window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

void resizeToScreen(QWidget* window, QSize preferred)
{
    window->resize(fittedSize(preferred, availableGeometryFor(window)));
}

} // namespace tunefit::ui

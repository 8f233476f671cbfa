// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/WheelGuard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace tunefit::ui {

WheelGuard* WheelGuard::filterFor(QWidget* owner)
{
    // One filter per form, not one per field: found again by its parent, so guarding twice adds nothing.
    if (auto* existing = owner->findChild<WheelGuard*>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new WheelGuard(owner);
}

void WheelGuard::guardChildren(QWidget* root)
{
    WheelGuard* filter = filterFor(root);
    const auto attach = [filter](QWidget* field) {
        // StrongFocus: the default WheelFocus would hand the field focus on the first turn of the wheel, and the
        // guard would then let that very turn change the value.
        field->setFocusPolicy(Qt::StrongFocus);
        field->removeEventFilter(filter);
        field->installEventFilter(filter);
    };
    for (QComboBox* combo : root->findChildren<QComboBox*>())
        attach(combo);
    for (QAbstractSpinBox* box : root->findChildren<QAbstractSpinBox*>())
        attach(box);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    if (static_cast<QWidget*>(watched)->hasFocus())
        return false;
    // Ignored and consumed: the field never sees it, and QApplication offers it to the parents, up to the scroll
    // area's viewport.
    event->ignore();
    return true;
}

} // namespace tunefit::ui

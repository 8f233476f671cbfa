// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace tunefit::ui {

/// Keeps the mouse wheel for scrolling a long form: a combo box or spin box that the pointer merely passes over while
/// the user scrolls must not change its value (issue 29: scrolling the job form changed Checkpointing). A guarded
/// field takes focus only by click or Tab (Qt::StrongFocus, not the wheel) and, without focus, passes the wheel on to
/// its parents, so the scroll area scrolls; with focus it turns as before.
class WheelGuard final : public QObject
{
    Q_OBJECT

public:
    /// Guards every QComboBox and QAbstractSpinBox under `root` with one filter owned by `root`. Call it once the
    /// form is built (again after adding fields: a field is never guarded twice).
    static void guardChildren(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QObject* parent) : QObject(parent) {}
    static WheelGuard* filterFor(QWidget* owner);
};

} // namespace tunefit::ui

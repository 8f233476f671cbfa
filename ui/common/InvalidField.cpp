// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/InvalidField.h"

#include <QColor>
#include <QPalette>
#include <QStyle>
#include <QWidget>

namespace tunefit::ui {

namespace {

QColor invalidFieldColor(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor red(220, 50, 47);
    const double share = 0.3;
    return QColor::fromRgbF(float(base.redF() * (1 - share) + red.redF() * share),
                            float(base.greenF() * (1 - share) + red.greenF() * share),
                            float(base.blueF() * (1 - share) + red.blueF() * share));
}

} // namespace

void markInvalid(QWidget* editor, bool invalid)
{
    if (editor->property("invalid").toBool() == invalid)
        return;
    QPalette palette = editor->style()->standardPalette();
    if (invalid)
        palette.setColor(QPalette::Base, invalidFieldColor(palette));
    editor->setPalette(palette);
    editor->setProperty("invalid", invalid);
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace tunefit::ui {

/// A one-line label that may shrink below its text: it then ends in "…" and its tooltip says the whole text first, so a
/// long translation (a status-bar line in Hindi) never makes the window wider than the screen (issue 29).
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include <QLabel>

namespace tunefit::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Tunefit"));
    setCentralWidget(new QLabel(tr("Tunefit"), this));
    resize(1200, 800);
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextStream>

namespace tunefit::cli {

QTextStream& out();
QTextStream& err();

} // namespace tunefit::cli

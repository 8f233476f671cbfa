// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/Report.h"

#include <QString>

namespace tunefit::present {

/// The report's "Fit across GPUs" section: the fewest GPUs of each kind, GPUs with the same figures in one row that
/// names them all, and how the job fits at its own GPU count.
QString fitSection(const Report& report);

} // namespace tunefit::present

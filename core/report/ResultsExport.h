// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/Report.h"

#include <QByteArray>

#include <string>

namespace tunefit {

/// The ranked options of a plan for spreadsheets and scripts: one row or object per option, best first, C-locale
/// numbers, keys instead of words (warnings, strategy, rejection). Used by `tunefit export-results` and the window.
std::string resultsCsv(const RankedPlan& plan, const Catalog& catalog);
QByteArray resultsJson(const RankedPlan& plan, const Catalog& catalog, const std::string& modelName,
                       const std::string& today);

} // namespace tunefit

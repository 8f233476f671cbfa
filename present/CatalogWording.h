// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/Validation.h"

#include <QString>

#include <string>

namespace tunefit::ui {

/// A catalog CSV or table column in words ("price_spot_usd_per_hour" -> "Spot price (USD/hour)"), translated; an
/// unknown column comes back as its own name.
QString fieldLabel(const std::string& column);
/// A catalog finding (validation or import) as a sentence, translated; the column is named by fieldLabel().
QString describeIssue(const Issue& issue);

} // namespace tunefit::ui

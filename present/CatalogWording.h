// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/CatalogOrigin.h"
#include "core/catalog/Validation.h"

#include <QString>

#include <string>

namespace tunefit::present {

/// A catalog CSV or table column in words ("price_spot_usd_per_hour" -> "Spot price (USD/hour)"), translated; an
/// unknown column comes back as its own name.
QString fieldLabel(const std::string& column);
/// A catalog finding (validation or import) as a sentence, translated; the column is named by fieldLabel().
QString describeIssue(const Issue& issue);

/// Which catalog is in use, in a few words for the status bar: "Local catalog", "Team catalog: prices on db.example",
/// "Team catalog offline — using the snapshot of 2 Dec 2026" (dates in the UI locale).
QString catalogOriginText(const CatalogOrigin& origin);
/// The same as the report's sentence about where its prices came from.
QString catalogOriginSentence(const CatalogOrigin& origin);
/// Why a change of the team catalog is refused while its server cannot be reached, and what stays editable.
QString teamOfflineRefusal();
/// The snapshot's date (ISO date or date-time) in the UI locale; the text itself when it is not a date.
QString snapshotDateText(const std::string& iso);

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/PriceUpdate.h"

#include <QString>

namespace tunefit::ui {

/// A change of a price update as the preview groups it ("Price down"), translated.
QString priceChangeName(PriceChange change);
/// How old the prices are and where the newest came from, one sentence for the status bar, the report and the
/// command line: "Prices from 9 Jul 2026 to 2 Dec 2026 (newest 0 days old); last update 2 Dec 2026 04:20 UTC from
/// lambda. 180 of 238 offers are older than 90 days."
QString priceAgeText(const PriceAge& age);
/// The short form for the status bar: "Prices: newest 23 days old, 180 offers stale (built-in catalog)".
QString priceAgeShort(const PriceAge& age);

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/PriceUpdate.h"

#include <QString>

namespace tunefit::present {

/// A change of a price update as the preview groups it ("Price down"), translated.
QString priceChangeName(PriceChange change);
/// Why a source's price is doubtful, one phrase for the preview and the command line ("zero price", "over 10 times
/// the catalog's price"); empty for PriceDoubt::None.
QString priceDoubtText(PriceDoubt doubt);
/// An hourly price for a preview: three decimals, but a positive price that would read "0.000" in significant
/// digits ("1e-300" as "1.0E-300"), so a tiny price never passes as zero.
QString hourlyPriceText(double usdPerHour);
/// How old the prices are and where the newest came from, one sentence for the status bar, the report and the
/// command line: "Prices from 9 Jul 2026 to 2 Dec 2026 (newest 0 days old); last update 2 Dec 2026 04:20 UTC from
/// lambda. 180 of 238 offers are older than 90 days."
QString priceAgeText(const PriceAge& age);
/// The short form for the status bar: "Prices: newest 23 days old, 180 offers stale (built-in catalog)".
QString priceAgeShort(const PriceAge& age);

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"
#include "memory/MemoryBreakdown.h"

#include <QString>

namespace tunefit::ui {

/// "14.6" for bytes in GiB, in the user's locale.
QString formatGiB(double bytes, int decimals = 1);
/// "8.03 B" / "20.9 M": a parameter count, in the user's locale.
QString formatCount(double count);
/// The translated name of a memory component.
QString componentName(MemoryComponent component);
/// "P_frozen × bytes/param; P_frozen = 7.5 B, bytes/param = 2".
QString basisText(const Basis& basis);
/// A sentence for an input the core rejected.
QString errorText(const Error& error);
/// "Fits: 14.6 of 80 GiB (66 GiB free)" / "Does not fit: needs 92 GiB, has 80": fit in words, never colour alone.
QString fitText(double neededBytes, double capacityBytes);

} // namespace tunefit::ui

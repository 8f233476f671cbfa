// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/FitRule.h"

#include <algorithm>

namespace tunefit {

double usableBytes(double capacityBytes, double marginFraction)
{
    return capacityBytes * (1.0 - std::clamp(marginFraction, 0.0, 0.9));
}

FitVerdict judgeFit(double neededBytes, double capacityBytes, double marginFraction)
{
    FitVerdict verdict;
    verdict.neededBytes = neededBytes;
    verdict.capacityBytes = capacityBytes;
    verdict.marginFraction = std::clamp(marginFraction, 0.0, 0.9);
    verdict.usableBytes = usableBytes(capacityBytes, marginFraction);
    verdict.fits = neededBytes <= verdict.usableBytes;
    return verdict;
}

} // namespace tunefit

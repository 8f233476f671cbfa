// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tunefit {

/// Share of each GPU's memory a job must leave free to count as fitting. A run that "fits" with 0.1% to spare
/// fails on the first longer batch or allocator hiccup, and the estimate itself has a ±12% band
/// (docs/estimation.md). The one default for the window, the command line, the planner and the report.
inline constexpr double kDefaultMemoryMargin = 0.05;

/// The fit verdict of one job on one GPU: the one rule every view applies.
struct FitVerdict
{
    bool fits = false;
    double neededBytes = 0;   ///< the estimate's whole-device peak per GPU
    double capacityBytes = 0; ///< the GPU's memory
    double usableBytes = 0;   ///< capacity less the margin: what the job may use
    double marginFraction = kDefaultMemoryMargin;

    double freeBytes() const { return capacityBytes - neededBytes; }
};

/// GPU memory a job may use on a card of `capacityBytes` (margin clamped to [0, 0.9]).
double usableBytes(double capacityBytes, double marginFraction = kDefaultMemoryMargin);

/// Fits when the need is at most the usable memory.
FitVerdict judgeFit(double neededBytes, double capacityBytes, double marginFraction = kDefaultMemoryMargin);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JobInputs.h"

#include <optional>
#include <vector>

namespace tunefit::ui {

enum class SweepAxis
{
    SequenceLength,
    MicroBatch
};

struct SweepPoint
{
    int x = 0;
    double deviceBytes = 0; ///< MemoryBreakdown::wholeDevice per GPU
};

/// Calls estimateMemory for each value of the axis; values the core rejects are left out.
std::vector<SweepPoint> sweep(const JobInputs& inputs, SweepAxis axis, const std::vector<int>& values);
/// The chart's x values: powers of two around the usual range of the axis.
std::vector<int> sweepValues(SweepAxis axis);
/// The largest value of the axis in [1, upper] whose estimate fits inputs.gpuCapacityBytes (memory grows with both
/// axes, so a bisection finds it); nullopt when even 1 does not fit.
std::optional<int> largestFitting(const JobInputs& inputs, SweepAxis axis, int upper);

} // namespace tunefit::ui

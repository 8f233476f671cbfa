// SPDX-License-Identifier: GPL-3.0-or-later
#include "Sweep.h"

#include "memory/MemoryEstimator.h"

namespace tunefit::ui {

namespace {

std::optional<double> deviceBytesAt(JobInputs inputs, SweepAxis axis, int value)
{
    if (axis == SweepAxis::SequenceLength)
        inputs.setup.seqLen = value;
    else
        inputs.setup.microBatch = value;
    const auto result = estimateMemory(inputs.model, inputs.setup, inputs.parallel);
    if (!result.ok())
        return std::nullopt;
    return result->wholeDevice;
}

bool fits(const JobInputs& inputs, SweepAxis axis, int value)
{
    const auto bytes = deviceBytesAt(inputs, axis, value);
    return bytes && *bytes <= inputs.gpuCapacityBytes;
}

} // namespace

std::vector<SweepPoint> sweep(const JobInputs& inputs, SweepAxis axis, const std::vector<int>& values)
{
    std::vector<SweepPoint> points;
    points.reserve(values.size());
    for (int value : values) {
        if (const auto bytes = deviceBytesAt(inputs, axis, value))
            points.push_back({value, *bytes});
    }
    return points;
}

std::vector<int> sweepValues(SweepAxis axis)
{
    std::vector<int> values;
    const int first = axis == SweepAxis::SequenceLength ? 256 : 1;
    const int last = axis == SweepAxis::SequenceLength ? 131072 : 256;
    for (int v = first; v <= last; v *= 2)
        values.push_back(v);
    return values;
}

std::optional<int> largestFitting(const JobInputs& inputs, SweepAxis axis, int upper)
{
    if (!fits(inputs, axis, 1))
        return std::nullopt;
    if (fits(inputs, axis, upper))
        return upper;
    int good = 1;
    int bad = upper;
    while (bad - good > 1) {
        const int mid = good + (bad - good) / 2;
        if (fits(inputs, axis, mid))
            good = mid;
        else
            bad = mid;
    }
    return good;
}

} // namespace tunefit::ui

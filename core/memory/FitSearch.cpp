// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/FitSearch.h"

#include "core/memory/MemoryEstimator.h"

namespace tunefit {

namespace {

std::optional<double> deviceBytes(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel)
{
    const auto result = estimateMemory(model, setup, parallel);
    if (!result.ok())
        return std::nullopt;
    return result->wholeDevice;
}

TrainingSetup along(TrainingSetup setup, SweepAxis axis, int value)
{
    if (axis == SweepAxis::SequenceLength)
        setup.seqLen = value;
    else
        setup.microBatch = value;
    return setup;
}

} // namespace

std::vector<SweepPoint> sweepMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                                    SweepAxis axis, std::span<const int> values)
{
    std::vector<SweepPoint> points;
    points.reserve(values.size());
    for (int value : values) {
        if (const auto bytes = deviceBytes(model, along(setup, axis, value), parallel))
            points.push_back({value, *bytes});
    }
    return points;
}

std::optional<int> largestFitting(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                                  double capacityBytes, SweepAxis axis, int upper)
{
    auto fits = [&](int value) {
        const auto bytes = deviceBytes(model, along(setup, axis, value), parallel);
        return bytes && *bytes <= capacityBytes;
    };
    if (upper < 1 || !fits(1))
        return std::nullopt;
    if (fits(upper))
        return upper;
    int good = 1;
    int bad = upper;
    while (bad - good > 1) {
        const int mid = good + (bad - good) / 2;
        (fits(mid) ? good : bad) = mid;
    }
    return good;
}

std::optional<GpuCountFit> fewestGpusThatFit(const ModelSpec& model, const TrainingSetup& setup,
                                             const Parallelism& parallel, double capacityBytes, int maxGpus)
{
    Parallelism one = parallel;
    one.gpus = 1;
    if (const auto bytes = deviceBytes(model, setup, one); bytes && *bytes <= capacityBytes)
        return GpuCountFit{1, one, *bytes};
    Parallelism several = parallel;
    if (several.sharding == Sharding::None)
        several.sharding = Sharding::Zero3;
    for (int gpus = 2; gpus <= maxGpus; gpus *= 2) {
        several.gpus = gpus;
        if (const auto bytes = deviceBytes(model, setup, several); bytes && *bytes <= capacityBytes)
            return GpuCountFit{gpus, several, *bytes};
    }
    return std::nullopt;
}

} // namespace tunefit

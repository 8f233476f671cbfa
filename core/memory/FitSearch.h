// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <optional>
#include <span>
#include <vector>

namespace tunefit {

/// What-if questions answered by repeated estimates; every answer uses the whole-device (nvidia-smi) peak, the figure
/// that has to fit in a GPU's memory.

enum class SweepAxis
{
    SequenceLength,
    MicroBatch
};

struct SweepPoint
{
    int x = 0;
    double deviceBytes = 0; ///< whole-device peak per GPU
};

/// The peak at each value of the axis; values the estimator rejects are left out.
std::vector<SweepPoint> sweepMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                                    SweepAxis axis, std::span<const int> values);

/// The largest value of the axis in [1, upper] that fits in capacityBytes; nullopt when even 1 does not fit. Memory
/// never decreases along either axis (a tested property), so a bisection finds it in O(log upper) estimates.
std::optional<int> largestFitting(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                                  double capacityBytes, SweepAxis axis, int upper);

struct GpuCountFit
{
    int gpus = 1;
    Parallelism parallel{}; ///< the layout estimated: the job's degrees on `gpus`, with the sharding used
    double perGpuBytes = 0;
};

/// The fewest GPUs (1, then powers of two up to maxGpus) on which the job fits in capacityBytes per GPU. One GPU uses
/// the setup's own parallel layout; several GPUs keep its sharding, or shard fully (ZeRO-3) when it names none.
std::optional<GpuCountFit> fewestGpusThatFit(const ModelSpec& model, const TrainingSetup& setup,
                                             const Parallelism& parallel, double capacityBytes, int maxGpus = 64);

} // namespace tunefit

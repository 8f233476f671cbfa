// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/OptionSetting.h"

#include <cmath>
#include <limits>

namespace tunefit {

namespace {

/// A model-parallel layout the planner chose for the job as set: the accumulation that keeps the optimizer step
/// (accumulationOnLayout(), Megatron's global batch / (micro × DP)) and the layout itself. The layout carries the
/// whole memory and time difference to the job's own strategy on the same GPUs: the accumulation changes neither
/// the peak (one micro-batch is live at a time) nor the tokens per second outside the pipeline's bubble, which the
/// layout's own estimate holds.
std::vector<AdviceChange> layoutChanges(const PlanResult& result, const PlanOption& option, const MemoryEntry& run,
                                        const Job& job)
{
    std::vector<AdviceChange> changes;
    if (run.setup.gradAccumulation != job.setup.gradAccumulation) {
        AdviceChange batch;
        batch.knob = AdviceKnob::Batch;
        batch.from = job.setup.microBatch;
        batch.to = run.setup.microBatch;
        batch.fromAccumulation = job.setup.gradAccumulation;
        batch.toAccumulation = run.setup.gradAccumulation;
        changes.push_back(batch);
    }
    AdviceChange layout;
    layout.knob = AdviceKnob::ModelParallel;
    layout.from = 1;
    layout.to = run.parallel.model.tensor * run.parallel.model.pipeline * run.parallel.model.expert;
    layout.timeFactor = std::numeric_limits<double>::quiet_NaN();
    if (option.asSetMemoryIndex >= 0) {
        const MemoryEntry& asSet = result.memory[size_t(option.asSetMemoryIndex)];
        if (asSet.valid)
            layout.memoryDeltaBytes = run.breakdown.wholeDevice - asSet.breakdown.wholeDevice;
    }
    // Step time after / before at the same tokens per step: the inverse ratio of the speeds.
    if (option.asSetTokensPerSecond > 0 && option.tokensPerSecond > 0)
        layout.timeFactor = option.asSetTokensPerSecond / option.tokensPerSecond;
    changes.push_back(layout);
    return changes;
}

} // namespace

OptionSetting optionSetting(const PlanResult& result, const PlanOption& option, const Job& job)
{
    OptionSetting s;
    s.setup = job.setup;
    s.parallel = job.parallel;
    if (!option.fits || option.memoryIndex < 0 || size_t(option.memoryIndex) >= result.memory.size())
        return s;
    const MemoryEntry& run = result.memory[size_t(option.memoryIndex)];
    s.setup = run.setup;
    s.parallel = run.parallel;
    if (option.adviceIndex >= 0 && size_t(option.adviceIndex) < result.advice.size()) {
        // An advised setting: the advisor's changes from the job as set on these GPUs, effects included.
        s.changes = result.advice[size_t(option.adviceIndex)]->changes;
    } else if (run.parallel.model.tensor != job.parallel.model.tensor ||
               run.parallel.model.pipeline != job.parallel.model.pipeline ||
               run.parallel.model.expert != job.parallel.model.expert) {
        s.changes = layoutChanges(result, option, run, job);
    }
    return s;
}

} // namespace tunefit

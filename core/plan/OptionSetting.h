// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Advisor.h"
#include "core/plan/Planner.h"
#include "core/training/TrainingSetup.h"

#include <vector>

namespace tunefit {

/// The setting a plan option runs and how it differs from the job as set: what a user must launch to get the
/// option's memory, time and cost. One answer for the CLI table and --json, the Offers tab, the comparison, the
/// report and `export-config --best`.
struct OptionSetting
{
    TrainingSetup setup;  ///< the estimated setting (micro-batch, accumulation, checkpointing, kernels, optimizer)
    Parallelism parallel; ///< its layout on the option's GPUs
    /// Each knob turned from the job as set on the same GPUs, with its memory and time effect (as `tunefit fit`
    /// lists them); empty exactly when the option runs the job as set. A timeFactor of NaN: the job as set was not
    /// timed there (it does not fit).
    std::vector<AdviceChange> changes;

    bool asSet() const { return changes.empty(); }
};

/// The setting of a fitting option (result.options[i] of planJob()); an option that does not fit has none and
/// yields the job's setting unchanged.
OptionSetting optionSetting(const PlanResult& result, const PlanOption& option, const Job& job);

} // namespace tunefit

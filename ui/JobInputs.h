// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelSpec.h"
#include "model/Presets.h"
#include "plan/Planner.h"
#include "report/JobFile.h"
#include "training/TrainingSetup.h"

#include <QString>

#include <optional>

namespace tunefit::ui {

/// Everything the job panel describes, as plain values: what the window passes to estimateMemory().
struct JobInputs
{
    ModelSpec model;
    TrainingSetup setup;
    Parallelism parallel;
    QString gpuName;             ///< catalog name of the selected GPU
    double gpuCapacityBytes = 0; ///< memory of one selected GPU, bytes
    double datasetTokens = 50e6; ///< training tokens per epoch
    double epochs = 1;
    std::optional<double> deadlineHours;
    std::optional<double> budgetUsd;
    bool spotAllowed = false;
    PlanAssumptions assumptions; ///< what the panel does not show (its spot box wins over assumptions.spotAllowed)
};

/// The planner's job for these inputs (the panel's parallelism is a hint; the planner tries the others).
inline Job toJob(const JobInputs& in)
{
    Job job;
    job.model = in.model;
    job.setup = in.setup;
    job.parallel = in.parallel;
    job.datasetTokens = in.datasetTokens;
    job.epochs = in.epochs;
    job.deadlineHours = in.deadlineHours;
    job.budgetUsd = in.budgetUsd;
    job.assumptions = in.assumptions;
    job.assumptions.spotAllowed = in.spotAllowed;
    return job;
}

/// The one mapping between the panel and a saved job. `base` keeps what the inputs do not hold (steps, checkpoint
/// interval, the chosen offers); a model named like a bundled preset is saved as it.
inline JobDocument toDocument(const JobInputs& in, JobDocument base = {})
{
    const Job job = toJob(in);
    base.job.model = job.model;
    base.job.setup = job.setup;
    base.job.parallel = job.parallel;
    base.job.datasetTokens = job.datasetTokens;
    base.job.epochs = job.epochs;
    base.job.deadlineHours = job.deadlineHours;
    base.job.budgetUsd = job.budgetUsd;
    base.job.assumptions = job.assumptions;
    base.presetId.clear();
    for (const ModelPreset& preset : modelPresets()) {
        const ModelSpec& p = preset.spec;
        const ModelSpec& m = in.model;
        if (p.name == m.name && p.layers == m.layers && p.hidden == m.hidden && p.heads == m.heads &&
            p.kvHeads == m.kvHeads && p.ffn == m.ffn && p.vocab == m.vocab && p.moe.experts == m.moe.experts) {
            base.presetId = std::string(preset.id);
            break;
        }
    }
    return base;
}

/// The panel's inputs for a saved job; `base` supplies the GPU the file does not name.
inline JobInputs fromDocument(const JobDocument& document, JobInputs base = {})
{
    const Job& job = document.job;
    base.model = job.model;
    base.setup = job.setup;
    base.parallel = job.parallel;
    base.datasetTokens = job.datasetTokens;
    base.epochs = job.epochs;
    base.deadlineHours = job.deadlineHours;
    base.budgetUsd = job.budgetUsd;
    base.spotAllowed = job.assumptions.spotAllowed;
    base.assumptions = job.assumptions;
    return base;
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelSpec.h"
#include "plan/Planner.h"
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
    job.assumptions.spotAllowed = in.spotAllowed;
    return job;
}

} // namespace tunefit::ui

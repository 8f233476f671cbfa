// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelSpec.h"
#include "training/TrainingSetup.h"

#include <QString>

namespace tunefit::ui {

/// Everything the job panel describes, as plain values: what the window passes to estimateMemory().
struct JobInputs
{
    ModelSpec model;
    TrainingSetup setup;
    Parallelism parallel;
    QString gpuName;             ///< catalog name of the selected GPU
    double gpuCapacityBytes = 0; ///< memory of one selected GPU, bytes
};

} // namespace tunefit::ui

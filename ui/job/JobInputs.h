// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"
#include "core/plan/Planner.h"
#include "core/report/JobFile.h"

#include <QString>

namespace tunefit::ui {

/// Everything the job panel describes: the job itself and the GPU its own verdict is on.
struct JobInputs
{
    Job job;
    QString gpuName; ///< catalog name of the selected GPU
};

/// The saved job for these inputs. `base` keeps what the panel does not hold (the chosen offers); a model that is a
/// bundled preset is saved as it.
inline JobDocument toDocument(const JobInputs& in, JobDocument base = {})
{
    base.job = in.job;
    const ModelPreset* preset = presetMatching(in.job.model);
    base.presetId = preset ? std::string(preset->id) : std::string();
    return base;
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/plan/Planner.h"

#include <optional>

namespace tunefit {

/// Instances of one offer the planner may combine (the --max-instances option and a job file's max_instances).
inline constexpr int kMaxInstances = 64;

/// Checks a whole job before it is planned: the estimator's checks of model and setup (validateInputs, on one GPU:
/// the planner chooses the GPU count), then the amount of work, the limits and the assumptions. Every front end
/// (window, `tunefit plan`, `report`, `export-results`, a job file being read) calls it, so one job is refused with
/// the same field and range everywhere; planJob() plans nothing for a job it refuses.
std::optional<Error> validateJob(const Job& job);

} // namespace tunefit

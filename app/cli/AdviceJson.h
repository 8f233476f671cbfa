// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Advisor.h"
#include "core/training/TrainingSetup.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tunefit::cli {

/// The advice's changes with stable keys (`tunefit fit --json`, `tunefit plan --advise --json`): knob, from, to
/// (the job file's keys, or counts for the batch), memory_gib and time_factor.
QJsonArray adviceChangesJson(const std::vector<AdviceChange>& changes);

} // namespace tunefit::cli

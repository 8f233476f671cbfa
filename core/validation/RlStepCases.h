// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/validation/ThroughputCases.h"

#include <string_view>
#include <vector>

namespace tunefit {

/// Whether a CSV header is the measured-RL-step schema (tests/data/rl-steps/README.md): it has measured_step_s.
bool isRlStepTable(std::string_view csvText);

/// Reads measured GRPO steps (tests/data/rl-steps) as throughput cases: a colocated engine generates the step's
/// completions, the policy trains them in train_global_batch optimizer steps, and the measured figure is the step's
/// trained tokens (generated sequences × their mean length, prompt included) per second per GPU. The table gives a
/// completion's mean length with its prompt and not the prompt's length, so the prompt is counted as generated: the
/// completion limit is the whole sequence. Fails only for an unreadable table or a missing column; rows whose model
/// the library does not hold carry inputError.
Result<std::vector<ThroughputCase>> parseRlStepCases(std::string_view csvText);

} // namespace tunefit

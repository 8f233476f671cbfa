// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ImportedJob.h"
#include "core/plan/Planner.h"

#include <optional>

namespace tunefit {

/// The number formats of a job a stack's exported file cannot name (issue 32): the FP8/FP4 recipe and its 16-bit
/// blocks, torchao's FP8 AdamW and FP8 moments, the QAT scheme. The first such setting, as an Unsupported error at its
/// field; none where the file carries them all. Export refuses rather than drop a setting.
std::optional<Error> numberFormatRefusal(Stack stack, const Job& job);

} // namespace tunefit

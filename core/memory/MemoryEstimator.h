// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include "core/memory/MemoryBreakdown.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"
#include <optional>

namespace tunefit {

/// Checks the inputs for values that cannot describe a real run (zero sizes, rank above hidden, absurd scales).
std::optional<Error> validateInputs(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel);
/// The model part of validateInputs: every dimension within model_limits and the parameter count below its limit,
/// so that the exact counts and FLOPs formed from the model cannot overflow.
std::optional<Error> validateModel(const ModelSpec& model);

/// Per-GPU peak memory of one training step, component by component. Fails with an Error for invalid inputs.
Result<MemoryBreakdown> estimateMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel);

/// Per-GPU peak of pipeline stage `stage` (0-based) under the job's model-parallel layout; estimateMemory() gives
/// the stage with the largest peak. Without pipeline parallelism stage 0 is the only one.
Result<MemoryBreakdown> estimateStageMemory(const ModelSpec& model, const TrainingSetup& setup,
                                            const Parallelism& parallel, int stage);

/// Trainable parameters the method adds or unfreezes (LoRA A/B, IA3 vectors, prefixes, ...).
int64_t trainableParameters(const ModelSpec& model, const TrainingSetup& setup);

} // namespace tunefit

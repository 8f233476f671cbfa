// SPDX-License-Identifier: GPL-3.0-or-later
// Low-bit optimizer states (issue 32, "FP8 optimizer states where frameworks offer them"): the formats the training
// stacks store Adam's moments in, with the bytes of their scales, and the platform each one needs
// (docs/estimation.md "Low-bit optimizer states").
#pragma once

#include "core/training/TrainingSetup.h"

#include <optional>

namespace tunefit {

/// How one moment is stored: codes of `codeBytes` per element and one `scaleBytes` scale per `blockElements`
/// elements (0: one scale per tensor, negligible).
struct StateFormat
{
    double codeBytes = 4;
    int blockElements = 0;
    double scaleBytes = 0;
};

/// Bytes per element of a moment in `format`, its block scales included.
double stateElementBytes(StateFormat format);

/// The moment format of an optimizer that quantizes its own state (torchao's low-bit AdamW); nullopt for the others,
/// whose moments follow the job's OptimizerStateDType.
std::optional<StateFormat> quantizedMomentFormat(Optimizer o);

/// torchao's low-bit AdamW (AdamW8bit, AdamW4bit, AdamWFp8).
bool isTorchaoLowBitOptimizer(Optimizer o);

/// Whether the optimizer stores its moments in a format of its own, which the job's OptimizerStateDType does not
/// change: bitsandbytes' and torchao's 8-/4-bit and FP8 AdamW, and Adafactor's factored FP32 second moment (the
/// memory estimate's optimizerMomentBytes reads no state type for them).
bool keepsOwnMomentFormat(Optimizer o);

/// Whether the moments are stored in FP8: torchao's AdamWFp8, or Transformer Engine FusedAdam's FP8 state dtype.
bool storesFp8Moments(const TrainingSetup& setup);

/// Extra bytes the optimizer step moves per trainable parameter to turn Transformer Engine FusedAdam's FP8 moments
/// into FP32 and back (0 for every other state dtype).
double fp8StateCastTrafficBytes(const TrainingSetup& setup);

/// FP32 bytes per trainable parameter the step holds for Transformer Engine FusedAdam's FP8 moments (both moments
/// unscaled to FP32 for every parameter of the group before the kernel runs); 0 otherwise.
double fp8StateUnscaledBytes(const TrainingSetup& setup);

/// Bytes per trained parameter of its FP32 master copy as the optimizer stores it: 4, or 2 where Megatron's
/// precision-aware optimizer (the one with FP8 moments) keeps only the low 16 bits of BF16 parameters' masters.
double storedMasterBytes(const TrainingSetup& setup);

} // namespace tunefit

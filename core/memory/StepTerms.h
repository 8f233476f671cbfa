// SPDX-License-Identifier: GPL-3.0-or-later
// One GPU's step as named terms: what it holds (StepContext), the memory at each moment of the step (StepMoments),
// and the breakdown rows of the moment that peaks. MemoryEstimator assembles them; docs/architecture.md says where a
// new term goes.
#pragma once

#include "core/memory/Activations.h"
#include "core/memory/MemoryBreakdown.h"
#include "core/memory/ModelState.h"
#include "core/memory/Objectives.h"
#include "core/memory/StageShard.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

namespace tunefit::memory {

/// Everything the terms read, computed once per GPU: the model state, the activations and the objective's extras.
struct StepContext
{
    const ModelSpec& model;
    const TrainingSetup& setup;
    const Parallelism& parallel;
    const StageShard* shard = nullptr; ///< a pipeline stage's shard, or null for the whole model
    TrainingSetup forward;             ///< the setup with every sequence the gradient-carrying forward runs
    ModelState state;
    ActivationMemory act;
    ObjectiveMemory obj;
    double logitsPeak = 0; ///< the policy's loss spike (full logits, a scalar head's, or the completion's)
    bool scalarHead = false;
    bool towerTrained = false;
    int spDegree = 1;
};

/// The memory of each moment of a step (peaks are peaks, not sums: docs/estimation.md "Peaks are peaks").
struct StepMoments
{
    double persistent = 0;     ///< weights, optimizer state and the other models, at every moment
    double engineResident = 0; ///< a colocated generation engine's pool kept through training
    double criticPersistent = 0;
    double gradsDuringForward = 0; ///< gradients of earlier micro-batches while accumulating
    double stored = 0;             ///< all saved activations at the end of forward
    double gradients = 0;
    double criticBuckets = 0;
    double backwardWorkingSet = 0;
    double inBackwardStep = 0;
    double heldGrads = 0; ///< gradients that survive zero_grad into the rollout
    double generationCache = 0;
    bool lossDominates = false;
    double forward = 0, backward = 0, vision = 0, step = 0, reference = 0, kl = 0, scoring = 0, generation = 0;
};

StepContext stepContext(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                        const StageShard* shard, const ParameterCount& params);
StepMoments stepMoments(const StepContext& ctx);

/// Sets the rows of the moment that peaks (out.peakAllocated must be set) and out.peakPhase.
void describePeak(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m);
/// The model-state rows, the same at every moment: frozen and trainable weights, optimizer state, other models.
void describeModelState(MemoryBreakdown& out, const StepContext& ctx);
/// The caching allocator's reserve above the allocated peak (its row is set; the bytes returned).
double allocatorReserve(MemoryBreakdown& out, const StepContext& ctx, const StepMoments& m);
/// The relative error band: wider where the mechanisms are less certain.
double uncertaintyBand(const StepContext& ctx);

} // namespace tunefit::memory

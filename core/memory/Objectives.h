// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/Activations.h"
#include "core/memory/ModelState.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

namespace tunefit {

/// What a training objective adds to a supervised step on one GPU (bytes), moment by moment; all zero for SFT.
/// Mechanisms and sources: docs/estimation.md "Objectives".
struct ObjectiveMemory
{
    // ---- Persistent: other models on the GPU ----------------------------------------------------------------------
    int64_t referenceParams = 0;
    double referenceWeights = 0; ///< separate frozen reference copy
    int64_t rewardParams = 0;
    double rewardWeights = 0; ///< the frozen reward model (PPO's; GRPO, RLOO, online DPO where set)
    bool hasCritic = false;
    ModelState critic;       ///< PPO's value model (weights, gradients, optimizer state)
    double criticStored = 0; ///< the critic's saved activations in the training forward

    // ---- Training step ----------------------------------------------------------------------------------------------
    /// Policy logits tensors still alive after the loss's forward part (the no-grad reference forward runs then).
    double savedPolicyLogits = 0;
    double referenceLogits = 0; ///< 16-bit logits of the no-grad reference forward (DPO family, KTO)
    double referenceBlock = 0;  ///< one block's transient in that no-grad forward
    double klForward = 0;       ///< KTO: the policy's no-grad forward on the KL completions, before the main one
    int referenceSequences = 0; ///< sequences of a reference forward

    // ---- PPO/GRPO rollout: generation, then no-grad scoring forwards
    // -------------------------------------------------
    int generationSequences = 0; ///< completions generated together on this GPU
    int generationTokens = 0;    ///< prompt + completion
    double kvCache = 0;          ///< keys and values of every generated sequence at the last decode step
    double decodeLogits = 0;     ///< logits of one decode step (+ PPO's kept per-step scores)
    double prefill = 0;          ///< prompt KV + one block's transient while the prompts are prefilled
    double generationGather = 0; ///< DeepSpeed ZeRO-3 gathers the whole policy for generate()
    double engine = 0;           ///< a colocated engine's pool
    bool engineDuringTraining = false;
    double scoringForward = 0; ///< the largest no-grad scoring forward (reference, old policy, reward, value)
};

/// Sequences in the gradient-carrying forward: 2 × micro-batch for pair objectives that concatenate chosen and
/// rejected, else the micro-batch.
int64_t forwardSequences(const TrainingSetup& setup);
/// Completions generated together on one GPU (PPO, GRPO, RLOO, online DPO); 0 for other objectives.
int64_t generationSequences(const TrainingSetup& setup);

/// The objective's memory. `params` is objectiveParameters(); `state` and `act` are the policy's (act over
/// forwardSequences() sequences).
ObjectiveMemory objectiveMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                                const ParameterCount& params, const ModelState& state, const ActivationMemory& act);

} // namespace tunefit

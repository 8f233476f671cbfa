// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/ModelState.h"
#include "core/memory/StageShard.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

namespace tunefit {

/// Activation memory of one micro-batch per GPU (bytes).
struct ActivationMemory
{
    double bytesPerTokenLayer = 0;      ///< saved for backward, no checkpointing, per token per block
    double stored = 0;                  ///< all saved tensors at the end of forward
    double logitsPeak = 0;              ///< logits + loss tensors at their peak (start of backward)
    double logitsBytesPerElement = 0;   ///< β: bytes per token per vocabulary entry
    double workingSet = 0;              ///< one block's backward transient (recomputed block, activation grads)
    int effectiveSeqLen = 0;            ///< sequence length incl. virtual tokens
    double tokensPerGpu = 0;            ///< b × s ÷ sequence-parallel degree: the tokens this GPU holds
    double hostBytes = 0;               ///< checkpointed block inputs kept in host memory (offloaded checkpointing)
    double blockInputBytes = 0;         ///< bytes per element of a kept block input (fp32 residual under autocast)
    double sequenceParallelBuffers = 0; ///< all-to-all (Ulysses) or ring K/V buffers, part of the working set
    double expertDispatchBuffers = 0;   ///< expert-parallel dispatch / combine all-to-all buffers, working set
    // Vision tower (vision-language models with images in the samples; all zero otherwise):
    double visionPatches = 0; ///< patches the tower encodes for the micro-batch (b × images × tokens × merge)
    double visionBytesPerPatchLayer = 0; ///< one vision block's tensors per patch
    double visionStored = 0;    ///< saved for backward: zero for a frozen tower, blocks (+ projector) for a trained one
    double visionTransient = 0; ///< one vision block's tensors while the tower runs in forward
    double visionBackward = 0;  ///< a trained tower's backward working set (a recomputed block and its gradients)
};

/// Whether FlashAttention-2 and torch SDPA give a job the same numbers: they save the same tensors (SDPA dispatches
/// to the same flash kernels) and the throughput model times every non-eager kernel alike; only latent attention
/// differs, where the FlashAttention-2 path pads V to the Q/K width (blockShape). Searches need only one of them.
bool flashAndSdpaAlike(const ModelSpec& model);

/// `model` is what one GPU holds (a StageShard's model under model parallelism); `shares` how its tokens divide.
ActivationMemory activationMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                                  const ModelState& state, const LayoutShares& shares = {});

} // namespace tunefit

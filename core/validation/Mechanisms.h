// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <string>
#include <vector>

namespace tunefit {

/// The mechanisms a measured run exercises beyond a plain single-GPU step, the groups of the validation tables by
/// mechanism (issue 31): "overlap" (several GPUs: gradient reductions, parameter gathers and model-parallel traffic
/// that the step hides behind compute where it can), "multi_node" (more GPUs than one node holds: the communication
/// crosses the network), "moe" (routed experts), "generation" (PPO/GRPO rollouts), "offload" (weights, optimizer state
/// or checkpoints in host memory), "long_context" (sequences of 32K tokens or more, or split over GPUs). A run can
/// exercise several; an FP8/FP4 run also counts under its recipe's key (issue 32: te_fp8_delayed, te_mxfp8,
/// torchao_fp8_tensorwise, ...); one that exercises none is "plain", so every run is in at least one group.
std::vector<std::string> mechanismsOf(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel);

/// The sequence length from which a run counts as long-context: attention's quadratic work then outweighs the linears
/// of most models (at 32K tokens and a 4K-wide model, 4·s·h per token against 24·h²).
inline constexpr int kLongContextTokens = 32768;

} // namespace tunefit

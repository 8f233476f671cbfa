// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a preference or RL objective adds to the time of a supervised step, by mechanism (docs/planning.md "Objective
// forwards and generation"): the no-grad forwards of the reference, old-policy, value and reward models, PPO's epochs
// over its rollout, and the generation phase of online RL (prefill, decode, the engine's weight swap). The memory side
// of the same phases is core/memory/Objectives.cpp. Each term is a function of plain numbers so that it can be checked
// by hand; ObjectiveTime.cpp applies them to one GPU of a layout.

#include "core/training/TrainingSetup.h"

namespace tunefit {

/// TRL PPOConfig.num_ppo_epochs defaults to 4 (trl/trainer/ppo_config.py): each rollout is trained on four times.
/// OpenRLHF's train_ppo_ray defaults to --max_epochs 1; the job's PPO runs TRL's trainer (core/memory/Objectives.cpp).
constexpr int kPpoEpochs = 4;
/// Share of the card's achieved streaming bandwidth that a decode step's GEMV and paged-attention kernels reach:
/// decode sits at ~85-90 % of the measured read bandwidth once launches are out of the way (CUDA-graph decode,
/// github.com/antirez/ds4 issue #773, GB10 profile with nsys); the streaming bandwidth itself is the card's achieved
/// fraction of its peak (ThroughputContext.cpp, 0.85 on HBM).
constexpr double kDecodeBandwidthShare = 0.85;
/// vLLM's default gpu_memory_utilization (vllm/config: 0.9): what a generation server's engine takes of its card.
constexpr double kServerEngineMemoryFraction = 0.9;

/// No-grad forwards per micro-batch of the step's own sequences besides the policy's training forward: the reference
/// (DPO, IPO, KTO with an online reference; GRPO with beta > 0), KTO's KL forwards (TRL calculate_KL: the policy's and,
/// unless precomputed, the reference's over the mismatched completions), GRPO's old-policy forward (`oldPolicy`:
/// TRL computes old_per_token_logps when a generation serves several optimizer steps or for vLLM's importance-sampling
/// correction), PPO's scoring of the rollout (policy, reference, value and reward forwards, TRL PPOTrainer), and a
/// reward model's scoring of GRPO's, RLOO's and online DPO's completions where one is set (online DPO: the reference
/// and the reward model over the pair, TRL OnlineDPOTrainer.training_step).
int objectiveForwards(const TrainingSetup& setup, bool oldPolicy);

/// Share of the sequence length that the policy trains and scores per generated sequence. Packed rows (NeMo RL
/// policy.sequence_packing, verl use_remove_padding, TRL padding_free) hold each sequence's own tokens: the prompt and,
/// where an engine lets completions end early, the mean completion; (seqLen − completion limit + mean) / seqLen.
/// Unpacked rows are padded to their batch's longest sequence, about the limit: 1, as for supervised rows
/// (TrainingWork.h).
double trainedRolloutShare(const TrainingSetup& setup, bool packed);

/// Prefill of `tokens` prompt tokens, compute-bound: 2·N FLOPs per token (`flopsPerToken`, attention included) at the
/// achieved matmul rate.
double prefillSeconds(double tokens, double flopsPerToken, double flopsPerSecond);

/// One decode step of a batch: it reads the weights once and the batch's KV cache (memory-bound), or computes the
/// batch's 2·N FLOPs per sequence where the batch is large enough to be compute-bound: the roofline of the two.
double decodeStepSeconds(double weightBytes, double kvBytes, double flops, double bandwidth, double flopsPerSecond);

/// Seconds of one all-reduce of a few bytes over `ranks` GPUs, `perNode` to a node, as NCCL prices its LL protocol
/// (src/graph/tuning.cc, the tuner's default constants): a ring costs 6.6 µs plus 2 (ranks − 1) steps, 0.6 µs each
/// over NVLink and 1.0 µs over PCIe or once the ring leaves the node (its network overhead), of which 2 (nodes − 1)
/// cross the network at 2.7 µs; a tree 6.8 µs plus 2 × ((ranks per node − 1) × the intra-node step + log2(nodes) ×
/// 5.0 µs). NCCL runs the cheaper; one rank costs nothing. A decode step pays it twice per layer under tensor
/// parallelism (after attention and after the MLP), too small to reach the links' bandwidth.
double smallAllReduceSeconds(int ranks, int perNode, bool nvlink);

/// Waves of generation when the batch's KV cache does not fit the engine's KV budget: ceil(sequences × KV per
/// sequence / budget), at least 1. A budget of 0 or less (the weights alone fill the pool) generates one sequence at
/// a time.
int generationWaves(double sequences, double kvBytesPerSequence, double budgetBytes);

/// A colocated engine per generation: TRL (vllm_mode="colocate") loads the trainer's (merged) weights into vLLM, a
/// device-to-device copy (read and write: 2 × bytes over the card's bandwidth); with vllm_enable_sleep_mode the engine
/// sleeps at level 1 after generating (vLLM sleep mode: weights offloaded to host memory, KV cache discarded) and wakes
/// before the next: the weights cross the host link twice.
double colocatedSwapSeconds(double weightBytes, double deviceBandwidth, bool sleeps, double hostLinkBandwidth);

/// A separate generation server: TRL (vllm_mode="server") broadcasts the updated weights to it over NCCL each
/// generation: bytes over the link to the server.
double serverSyncSeconds(double weightBytes, double linkBandwidth);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The throughput model's parts, shared by its files only: the context every term reads (ThroughputContext.cpp: the
// card's rates, the layout's shares), the compute terms (ThroughputCompute.cpp: linears, attention, memory-bound
// kernels, host launches, the optimizer step), the communication terms (ThroughputComm.cpp: links, data-parallel and
// model-parallel collectives), the offload streams (ThroughputOffload.cpp), the objective's forwards and generation
// phase (ObjectiveTime.cpp) and their assembly into one step (Throughput.cpp: estimateThroughput).

#include "core/plan/Throughput.h"

#include <cmath>
#include <optional>

namespace tunefit::throughput_detail {

constexpr double kCommOverlap = 0.9; // share of the compute window collectives can hide behind

/// GPU time against host time: a p-norm with p = 3. The GPU waits for the host where kernels are short and vice
/// versa; per-kernel max summed over an interleaved stream lies between max(a, b) and a + b.
inline double smoothMax(double a, double b)
{
    if (a <= 0)
        return b;
    if (b <= 0)
        return a;
    return std::cbrt(a * a * a + b * b * b);
}

/// Achieved fractions of the card's dense peak (GEMMs, attention) and of its memory bandwidth.
struct DeviceEfficiency
{
    double gemm = 0.7;
    double attention = 0.5;
    double bandwidth = 0.85;
};

/// The achieved fractions of a card's peak for GEMMs, attention and memory traffic (ThroughputContext.cpp).
DeviceEfficiency deviceEfficiency(const Gpu& gpu, const DeviceTraits& traits, MatmulPrecision precision);
/// The attention efficiency of a FlashAttention-3-class kernel (cuDNN fused attention, FlashAttention-3) on the cards
/// that run one (Hopper, Blackwell; 16-bit and lower), else the FlashAttention-2 efficiency given.
double fusedAttentionEfficiency(const DeviceTraits& traits, MatmulPrecision precision, double flashAttention2);
/// Pinned host-to-card copies, one way (ThroughputComm.cpp).
double hostLinkBytesPerSecond(const Gpu& gpu, const DeviceTraits& traits);
/// A tiled attention kernel's rate over `keys` keys relative to its rate at 4K (ThroughputCompute.cpp).
double attentionRateFactor(double keys);

/// What one GPU of a model-parallel layout computes and holds, as shares of the workload's whole-model figures. All
/// shares are 1 without tensor, pipeline, expert or sequence parallelism, so plain data parallelism is unchanged.
struct LayoutShares
{
    int tp = 1, pp = 1, vpp = 1, ep = 1, etp = 1;
    int sp = 1; ///< GPUs one sequence is split over (context parallelism: ring; or Ulysses)
    SequenceParallel spKind = SequenceParallel::None;
    bool megatronSp = false;
    double stageShare = 1; ///< blocks of the busiest (last) stage / all blocks
    double flops = 1;      ///< linear FLOPs per token on this GPU / the workload's
    double adapterFlops = 1;
    double weights = 1;       ///< linear weights this GPU reads per pass / the workload's
    double expertWeights = 1; ///< routed-expert weights this GPU reads per pass / the workload's
    double activations = 1;   ///< GEMM operand traffic per token / the workload's
    double attention = 1;     ///< attention-core work per token / the workload's
    double elements = 1;      ///< element-wise traffic per token / the workload's
    double loss = 1;          ///< logits and cross-entropy traffic per token / the workload's
    double denseParams = 1;   ///< share of the non-expert parameters this GPU holds (before data-parallel sharding)
    double expertParams = 1;
    double expertParamFraction = 0; ///< routed-expert share of all parameters
    int dpGroup = 1;                ///< GPUs holding the same shard: data × context (sequence) parallel
};

/// What every time term reads, computed once per workload, GPU and layout.
struct TimeContext
{
    // A constructor, not parenthesised aggregate initialisation: Clang 14 (the sanitizer build) lacks P0960.
    TimeContext(const ThroughputWorkload& workload, const ThroughputInput& input) : w(workload), in(input) {}

    const ThroughputWorkload& w;
    const ThroughputInput& in;
    MatmulPrecision linearPrecision = MatmulPrecision::BF16;
    MatmulPrecision attnPrecision = MatmulPrecision::BF16;
    double linearPeak = 0, attnPeak = 0; ///< FLOP/s of the linears (FP8 where used) and of attention
    DeviceTraits traits{};
    DeviceEfficiency eff{}, attnEff{};
    /// The kernel that runs: the stack's, but flex attention (Triton) for models with attention sinks, which
    /// FlashAttention-2, SDPA and cuDNN's fused attention cannot run.
    AttentionKernel attentionKernel = AttentionKernel::FlashAttention2;
    double bw = 0; ///< achieved memory bandwidth, B/s
    bool compiled = false, groupedExperts = false;
    /// Hugging Face's grouped experts (transformers 5 experts_implementation "grouped_mm"): grouped GEMMs, but the
    /// token dispatch in torch ops and LoRA on the 3-D expert tensors through PEFT's target_parameters.
    bool torchGroupedExperts = false;
    double elementFactor = 1;
    LayoutShares lay{};
    double M = 0;          ///< tokens this GPU computes per micro-batch
    double aB = 0, wB = 0; ///< activation and weight bytes per element
    double rc = 0, bif = 0;
    bool mixed = false;
    double layers = 1; ///< this stage's blocks
    /// Share of the blocks whose linears run in the low-precision recipe (lowPrecisionBlockShare); 0 without one.
    double lowPrecisionShare = 0;
};

/// A grouped expert GEMM below its ridge point streams the experts' weights at about half the card's bandwidth:
/// torch._grouped_mm on an H200 (tests/data/device-runs, grouped_gemm_rates) at 32-64 rows per expert read 128
/// experts' 2048×1536 weights at 2.5-2.6 TB/s of 4.8 (84 and 162 TFLOP/s forward), where a copy reaches 0.85.
inline constexpr double kGroupedWeightBandwidth = 0.55; // of the peak bandwidth

/// The context of one workload on one GPU and layout; none when the card lacks a peak or a bandwidth.
std::optional<TimeContext> timeContext(const ThroughputWorkload& w, const ThroughputInput& in);

/// Recomputation of the attention core: selective checkpointing recomputes exactly it.
inline double attentionRecompute(const TimeContext& c)
{
    return c.in.setup.checkpointing == Checkpointing::Selective ? 1.0 : c.rc;
}

// Each concern's file sums its terms in one call and keeps the terms to itself, so they inline into that call: the
// planner times thousands of offers and layouts per plan.

/// The linears per micro-batch: a roofline per pass (forward, input gradients, weight gradients of trained weights).
struct MatmulTime
{
    double forward = 0, backwardInput = 0, backwardWeight = 0, total = 0;
    double trainedShare = 0;                           ///< trained share of the linear FLOPs
    double weightElements = 0, activationElements = 0; ///< this GPU's share
};

/// The GPU's and the host's work per micro-batch (ThroughputCompute.cpp).
struct MicroBatchCompute
{
    MatmulTime matmul;
    double attention = 0;   ///< the attention core
    double memoryBound = 0; ///< element-wise kernels, loss, dequantization, weight deltas, re-casts
    double host = 0;        ///< kernel launches
    double gpu = 0;         ///< matmul + attention + memory-bound
    /// One no-grad forward over the micro-batch (a reference or scoring forward): the GPU's work and the host's
    /// launches; forwardHost is also what one decode step of in-process generate() launches.
    double forwardGpu = 0, forwardHost = 0;
};
MicroBatchCompute microBatchCompute(const TimeContext& c);

/// The links collectives run over and their achieved bus bandwidths.
struct Links
{
    LinkSpec intra, inter;
    int perNode = 1;
    int dp = 1; ///< the data-parallel group
    double intraBus = 0, interBus = 0;
    double busBw = 0; ///< the data-parallel group's ring
    double hostLinkBw = 0;
};

/// What one GPU's shard sends: its parameters (gathered) and its gradients (reduced).
struct ShardTraffic
{
    double localParams = 0;           ///< share of the parameters before data-parallel sharding
    double trainedExpertFraction = 0; ///< routed-expert share of the trained parameters
    double paramBytes = 0, gradBytes = 0;
};

/// Exposed data-parallel communication: per micro-batch (ZeRO-2/3, FSDP) and per step (all-reduce, ZeRO-1).
struct DataParallelTime
{
    double micro = 0, step = 0;
};

/// Model-parallel communication per micro-batch (docs/planning.md "Time per step for model-parallel layouts").
struct ModelParallelTime
{
    double tensor = 0, expertAllToAll = 0, context = 0, pipeline = 0;
    double total() const { return tensor + expertAllToAll + context + pipeline; }
};

/// The communication of a step and what the optimizer and offload terms read of it (ThroughputComm.cpp).
struct Communication
{
    Links links;
    ShardTraffic traffic;
    double localTrainable = 0; ///< this GPU's trained parameters after the distributed optimizer's sharding
    DataParallelTime dataParallel;
    ModelParallelTime modelParallel;
};
Communication communication(const TimeContext& c, const MicroBatchCompute& compute);

/// Seconds per step of the optimizer on the GPU (ThroughputCompute.cpp).
double optimizerStepTime(const TimeContext& c, double localTrainable);
/// Seconds per micro-batch of activation checkpoints to the CPU and back (ThroughputOffload.cpp).
double activationOffloadTime(const TimeContext& c, const Links& k, double gpuMicro);
/// Seconds per step of ZeRO-Offload: host-link transfers and the CPU optimizer (ThroughputOffload.cpp).
double cpuOffloadTime(const TimeContext& c, const Links& k, const ShardTraffic& s, double localTrainable,
                      double gpuMicro);

/// What the objective adds to one optimizer step on one GPU (ObjectiveTime.cpp).
struct ObjectiveTime
{
    double forwards = 0;   ///< no-grad forwards (reference, old policy, value, reward) and PPO's further epochs
    double generation = 0; ///< the generation phase: prefill, decode, the engine's weight swap or sync
};
/// `trainingStep`: the supervised step's seconds (PPO repeats it for its epochs and its value model);
/// `microBatches`: the rows the step trains on, which its no-grad forwards score too.
ObjectiveTime objectiveTime(const TimeContext& c, const MicroBatchCompute& compute, const Links& k, double trainingStep,
                            double microBatches);

} // namespace tunefit::throughput_detail

// SPDX-License-Identifier: GPL-3.0-or-later
//
// Training-throughput model: step time from mechanisms, not from one "x % of peak" constant.
//
//   micro-step GPU time = Σ_passes roofline(GEMMs) + attention kernels + element-wise traffic + dequantization
//   micro-step time     = smooth-max(GPU time, host launch time) + exposed communication
//   step time           = grad_accum × micro-step + optimizer step (memory-bound) + exposed per-step communication
//                         + CPU-offload transfers + the objective's forwards and generation phase (ObjectiveTime.cpp)
//
// Each term is one function of a shared context (ThroughputInternal.h), with the source of its constants beside it
// (none is fitted to a single measured row): the card's achieved fractions and the layout's shares in
// ThroughputContext.cpp, the compute terms in ThroughputCompute.cpp, the collectives in ThroughputComm.cpp, the
// offload streams in ThroughputOffload.cpp. This file assembles them into one step.
#include "core/plan/Throughput.h"

#include "core/plan/Calibration.h"
#include "core/plan/ObjectiveTime.h"
#include "core/plan/ThroughputInternal.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace tunefit {

namespace throughput_detail {

namespace {

/// One optimizer step on one GPU, in seconds.
struct StepTime
{
    double micro = 0; ///< one micro-batch, its exposed communication included
    /// Micro-batches per step: the accumulation, fewer where packed rollouts train their real lengths
    /// (trainedRolloutShare).
    double microBatches = 1;
    double optimizer = 0, offload = 0, bubble = 0;
    ObjectiveTime objective; ///< reference/scoring forwards, PPO's epochs, generation
    double total = 0;
};

StepTime stepTime(const TimeContext& c, const MicroBatchCompute& compute, const Communication& comm)
{
    StepTime t;
    // Per micro-batch: the GPU's work (matmuls, attention, memory-bound kernels) against the host's launches, then
    // the communication and activation offload that compute does not hide.
    const double gpu = compute.gpu;
    const Links& k = comm.links;
    t.micro = smoothMax(gpu, compute.host);
    t.micro += activationOffloadTime(c, k, gpu);
    t.micro += comm.dataParallel.micro + comm.modelParallel.total();

    // The step: micro-batches, the pipeline's fill and drain, the optimizer (on the GPU or the CPU).
    t.offload = cpuOffloadTime(c, k, comm.traffic, comm.localTrainable, gpu);
    t.optimizer = c.in.parallel.offload != Offload::None ? 0.0 : optimizerStepTime(c, comm.localTrainable);
    t.microBatches = std::max(1, c.in.setup.gradAccumulation) * trainedRolloutShare(c.in.setup, c.in.packedRollouts);
    // 1F1B: the pipeline fills and drains once per step, (PP − 1)/V micro-batch times of idle stages
    // (pipelineBubbleShare).
    const LayoutShares& lay = c.lay;
    t.bubble = lay.pp > 1 ? double(lay.pp - 1) / lay.vpp * t.micro : 0.0;
    t.total = t.microBatches * t.micro + t.bubble + t.optimizer + comm.dataParallel.step + t.offload;
    t.objective = objectiveTime(c, compute, k, t.total, t.microBatches);
    t.total += t.objective.forwards + t.objective.generation;
    return t;
}

/// The step's seconds by kind, summed over its micro-batches.
void setStepSeconds(ThroughputEstimate& e, const MicroBatchCompute& compute, const Communication& comm,
                    const StepTime& step)
{
    const double ga = step.microBatches;
    const DataParallelTime& dp = comm.dataParallel;
    const ModelParallelTime& mp = comm.modelParallel;
    e.stepSeconds = step.total;
    e.computeSeconds = ga * (compute.matmul.total + compute.attention);
    e.memoryBoundSeconds = ga * compute.memoryBound + step.optimizer;
    e.hostSeconds = ga * compute.host;
    e.exposedCommSeconds = ga * (dp.micro + mp.total()) + dp.step;
    e.expertAllToAllSeconds = ga * mp.expertAllToAll;
    e.modelParallelCommSeconds = ga * (mp.tensor + mp.context + mp.pipeline);
    e.pipelineBubbleSeconds = step.bubble;
    e.offloadSeconds = step.offload;
    e.objectiveSeconds = step.objective.forwards;
    e.generationSeconds = step.objective.generation;
}

/// Training FLOPs per computed token: forward, backward (input and weight gradients, adapters, attention) and, for
/// flopsPerToken only, the recomputation (the MFU convention leaves it out of modelFlopsPerToken).
void setFlopsPerToken(ThroughputEstimate& e, const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    const double fwdFlops = w.linearFlops + w.adapterFlops + w.attentionFlops;
    e.modelFlopsPerToken = fwdFlops + c.bif * (w.inputGradFlops + 2 * w.adapterFlops) + w.trainedLinearFlops +
                           w.attentionFlops * 2 * c.bif;
    e.flopsPerToken =
        e.modelFlopsPerToken + c.rc * (w.linearFlops + w.adapterFlops) + attentionRecompute(c) * w.attentionFlops;
}

/// Tokens and FLOPs per second per GPU: a replica's tokens are computed by its TP × PP GPUs (and sequence-parallel
/// GPUs, already in M); padding is computed but not counted.
void setRates(ThroughputEstimate& e, const TimeContext& c, const StepTime& step)
{
    const ThroughputInput& in = c.in;
    const double ga = step.microBatches;
    const double replicaGpus = double(c.lay.tp) * c.lay.pp;
    const double countedShare =
        (1.0 - std::clamp(in.paddingFraction, 0.0, 0.95)) *
        (double(std::max(1, in.setup.seqLen)) * std::max(1, in.setup.microBatch) / double(c.w.tokensPerMicroStep));
    e.tokensPerSecondPerGpu = countedShare * c.M * ga / step.total / replicaGpus;
    e.tokensPerSecondTotal = e.tokensPerSecondPerGpu * std::max(1, in.parallel.gpus);
    e.achievedTflops = e.flopsPerToken * c.M * ga / step.total / replicaGpus / 1e12;
}

/// The largest part of the step names the bottleneck; the band is the parts' bands weighted by their seconds.
void bottleneckAndBand(ThroughputEstimate& e, double hostExcess, double step, bool mfuOverride)
{
    struct Part
    {
        Bottleneck b;
        double seconds;
        double band;
    };
    const Part parts[] = {
        {Bottleneck::Compute, e.computeSeconds + e.objectiveSeconds, 0.25},
        {Bottleneck::MemoryBandwidth, e.memoryBoundSeconds, 0.35},
        {Bottleneck::HostOverhead, hostExcess, 0.45},
        {Bottleneck::Interconnect, e.exposedCommSeconds - e.expertAllToAllSeconds, 0.5},
        {Bottleneck::Offload, e.offloadSeconds, 0.5},
        {Bottleneck::PipelineBubble, e.pipelineBubbleSeconds, 0.5},
        {Bottleneck::ExpertAllToAll, e.expertAllToAllSeconds, 0.5},
        {Bottleneck::Generation, e.generationSeconds, 0.5},
    };
    const Part* top = &parts[0];
    for (const Part& p : parts)
        if (p.seconds > top->seconds)
            top = &p;
    e.bottleneck = top->b;
    double band = 0;
    for (const Part& p : parts)
        band += p.band * p.seconds;
    band = std::clamp(band / std::max(step, 1e-12), 0.2, 0.6);
    if (mfuOverride)
        band = std::min(band, 0.25);
    e.bandLow = e.tokensPerSecondPerGpu * (1 - band);
    e.bandHigh = e.tokensPerSecondPerGpu * (1 + band);
}

} // namespace

} // namespace throughput_detail

ThroughputEstimate estimateThroughput(const ThroughputWorkload& w, const ThroughputInput& in)
{
    using namespace throughput_detail;
    ThroughputEstimate e;
    const std::optional<TimeContext> context = timeContext(w, in);
    if (!context)
        return e;
    const TimeContext& c = *context;
    e.precisionUsed = c.linearPrecision;
    e.effectivePeakTflops = c.linearPeak / 1e12;
    const MicroBatchCompute compute = microBatchCompute(c);
    const Communication comm = communication(c, compute);
    const StepTime step = stepTime(c, compute, comm);
    setStepSeconds(e, compute, comm, step);
    setFlopsPerToken(e, c);
    setRates(e, c, step);
    const double hostExcess = compute.host > compute.gpu ? step.microBatches * compute.host : 0.0;
    bottleneckAndBand(e, hostExcess, step.total, in.mfuOverride.has_value());
    applyTimeCalibration(e, in.timeCalibration);
    e.valid = std::isfinite(e.tokensPerSecondPerGpu) && e.tokensPerSecondPerGpu > 0;
    return e;
}

ThroughputEstimate estimateThroughput(const ThroughputInput& input)
{
    return estimateThroughput(prepareWorkload(input.model, input.setup), input);
}

const char* bottleneckName(Bottleneck b)
{
    switch (b) {
    case Bottleneck::Compute:
        return "compute";
    case Bottleneck::MemoryBandwidth:
        return "memory_bandwidth";
    case Bottleneck::Interconnect:
        return "interconnect";
    case Bottleneck::HostOverhead:
        return "host_overhead";
    case Bottleneck::Offload:
        return "offload";
    case Bottleneck::PipelineBubble:
        return "pipeline_bubble";
    case Bottleneck::ExpertAllToAll:
        return "expert_all_to_all";
    case Bottleneck::Generation:
        return "generation";
    }
    return "compute";
}

const char* precisionName(MatmulPrecision p)
{
    switch (p) {
    case MatmulPrecision::FP8:
        return "fp8";
    case MatmulPrecision::FP4:
        return "fp4";
    case MatmulPrecision::BF16:
        return "bf16";
    case MatmulPrecision::FP16:
        return "fp16";
    case MatmulPrecision::FP16Fallback:
        return "fp16_fallback";
    case MatmulPrecision::FP32:
        return "fp32";
    }
    return "bf16";
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
//
// The offload streams of a step: activation checkpoints to host memory and back, and ZeRO-Offload's transfers and
// CPU optimizer.
#include "core/plan/ThroughputInternal.h"

#include <algorithm>

namespace tunefit {

namespace {

constexpr double kCpuAdamBytesPerSecond = 50e9; // CPU optimizer streaming rate per GPU's share of host memory
constexpr double kCpuAdamBytesPerParam = 28;
/// torch CPU AdamW on the H200 host: 827.8 M parameters/s on 16 threads; DeepSpeedCPUAdam at 5x (cpuOptimizer...).
constexpr double kCpuAdamParamsPerCpuSecond = 827.8e6 / 16 * 5;

} // namespace

double cpuOptimizerCpuBound()
{
    return kCpuAdamBytesPerSecond / kCpuAdamBytesPerParam / kCpuAdamParamsPerCpuSecond;
}

double cpuOptimizerParamsPerSecond(double cpusPerGpu)
{
    const double memoryRate = kCpuAdamBytesPerSecond / kCpuAdamBytesPerParam;
    return cpusPerGpu > 0 ? std::min(memoryRate, cpusPerGpu * kCpuAdamParamsPerCpuSecond) : memoryRate;
}

} // namespace tunefit

namespace tunefit::throughput_detail {

/// Activation offload: checkpoints to CPU and back, overlapped on a side stream.
double activationOffloadTime(const TimeContext& c, const Links& k, double gpuMicro)
{
    if (c.in.setup.checkpointing != Checkpointing::Offload)
        return 0;
    const double bytes = 2.0 * c.M * c.in.model.hidden * c.layers * c.aB;
    return std::max(0.0, bytes / k.hostLinkBw - kCommOverlap * gpuMicro);
}

/// ZeRO-Offload: gradients down and weights up over the host link, the CPU Adam step, and (parameters offloaded)
/// the weights again at every gather.
double cpuOffloadTime(const TimeContext& c, const Links& k, const ShardTraffic& s, double localTrainable,
                      double gpuMicro)
{
    const Parallelism& par = c.in.parallel;
    if (par.offload == Offload::None)
        return 0;
    const bool shardedOptimizer = par.sharding != Sharding::None && par.sharding != Sharding::DDP;
    const double shard = shardedOptimizer ? k.dp : 1;
    double seconds = 0;
    seconds += (s.gradBytes / shard + c.w.totalParams * s.localParams * c.wB / shard) / k.hostLinkBw;
    seconds += localTrainable / cpuOptimizerParamsPerSecond(c.in.hostCpusPerGpu);
    if (par.offload == Offload::ParamsOptimizer) {
        // The weights cross the host link whenever ZeRO-3 gathers them: forward, backward and the recomputation.
        const double perMicro = (2 + c.rc) * s.paramBytes / shard / k.hostLinkBw;
        seconds += c.in.setup.gradAccumulation * std::max(0.0, perMicro - 0.5 * gpuMicro);
    }
    return seconds;
}

} // namespace tunefit::throughput_detail

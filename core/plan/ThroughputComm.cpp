// SPDX-License-Identifier: GPL-3.0-or-later
//
// The communication terms of a step: the links collectives run over, the data-parallel collectives (gradients and,
// sharded, parameters), and the model-parallel ones: tensor-parallel collectives, the expert all-to-all, the
// context-parallel exchange and the pipeline's sends.
#include "core/plan/ThroughputInternal.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

double pipelineBubbleShare(int stages, int microBatches, int virtualStages)
{
    if (stages <= 1)
        return 0;
    const double idle = double(stages - 1) / std::max(1, virtualStages);
    return idle / (std::max(1, microBatches) + idle);
}

double expertAllToAllBytes(double tokens, int topK, int hidden, double elementBytes, int expertParallel)
{
    if (expertParallel <= 1)
        return 0;
    return tokens * topK * double(hidden) * elementBytes * double(expertParallel - 1) / expertParallel;
}

double tensorParallelBytesPerBlock(double tokens, int hidden, double elementBytes, int tensorParallel)
{
    if (tensorParallel <= 1)
        return 0;
    return 2.0 * 2.0 * double(tensorParallel - 1) / tensorParallel * tokens * double(hidden) * elementBytes;
}

namespace throughput_detail {

namespace {

// Collectives: NCCL ring bus bandwidth ≈ 0.8 of the one-direction link bandwidth; all-reduce moves 2(N-1)/N of the
// buffer, all-gather and reduce-scatter (N-1)/N (Thakur et al. 2005; nccl-tests PERFORMANCE.md).
constexpr double kNcclBusEfficiency = 0.8;
constexpr double kZero3Overlap = 0.3; // DeepSpeed ZeRO-3: hook-driven fetches overlap poorly

double oneWayBytesPerSecond(const LinkSpec& l)
{
    return l.GBps * 1e9 / 2.0;
}

} // namespace

/// Host↔GPU copies of pinned memory: 0.8 of the card's PCIe x16 link one way. PCIe-only cards carry their link in
/// the catalog; NVLink parts sit on the host bus of their generation: Gen3 for Volta/Turing (16 GB/s), Gen4 for
/// Ampere and Ada (32 GB/s), Gen5 for Hopper and Blackwell (64 GB/s; an H200 copied 55 GB/s, 0.86 of it:
/// tests/data/device-runs, offload_bandwidths). AMD and Intel parts without a catalog link: Gen4.
double hostLinkBytesPerSecond(const Gpu& gpu, const DeviceTraits& traits)
{
    if (traits.pcieOnly && gpu.interconnectGBps > 0)
        return 0.8 * gpu.interconnectGBps * 1e9 / 2;
    switch (traits.family) {
    case ArchFamily::VoltaTuring:
        return 0.8 * 16e9;
    case ArchFamily::Hopper:
    case ArchFamily::Blackwell:
        return 0.8 * 64e9;
    case ArchFamily::Ampere:
    case ArchFamily::Ada:
    case ArchFamily::Other:
        break;
    }
    return 0.8 * 32e9;
}

namespace {

/// Seconds of an all-to-all in which every GPU sends `bytes` spread evenly over the other members of a group of
/// `members` consecutive ranks whose stride is `stride`: the share to GPUs of other nodes crosses the GPU's own NIC,
/// the rest NVLink, concurrently.
double allToAllSeconds(double bytes, int members, int stride, int perNode, double intraBw, double interBw)
{
    if (members <= 1 || bytes <= 0)
        return 0;
    const int sameNode = std::clamp(perNode / std::max(1, stride), 1, members); // members per node, itself included
    const double interShare = double(members - sameNode) / (members - 1);
    return std::max(bytes * interShare / interBw, bytes * (1 - interShare) / intraBw);
}

/// The data-parallel collectives of one GPU before overlap, each with the compute it can hide behind: per
/// micro-batch (ZeRO-2/3 and FSDP reduce gradients and gather parameters in every pass) and per step (the
/// gradients' all-reduce, and a sharded optimizer's parameter all-gather that nothing hides).
struct DataParallelCollectives
{
    double micro = 0, microWindow = 0;
    double stepOverlapped = 0, stepWindow = 0;
    double stepExposed = 0;
};

/// FSDP hybrid sharding: parameters gathered and gradients reduced within the node in every pass, gradients
/// all-reduced between the nodes once per step.
DataParallelCollectives hybridShardCollectives(const Links& k, const ShardTraffic& s, double computeMicro,
                                               double backwardMicro)
{
    DataParallelCollectives d;
    const int dp = k.dp;
    const int shard = std::min(dp, k.perNode);
    const double fs = shard > 1 ? double(shard - 1) / shard : 0.0;
    d.micro = fs * (2 * s.paramBytes + s.gradBytes) / k.intraBus;
    d.microWindow = computeMicro;
    const int nodes = (dp + k.perNode - 1) / k.perNode;
    if (nodes > 1)
        d.stepOverlapped = 2.0 * (nodes - 1) / nodes * s.gradBytes / shard / k.interBus;
    d.stepWindow = backwardMicro;
    return d;
}

/// What each sharding strategy reduces and gathers, when, and behind which compute.
DataParallelCollectives dataParallelCollectives(const TimeContext& c, const Links& k, const ShardTraffic& s,
                                                const MatmulTime& mm, double attnMicro)
{
    DataParallelCollectives d;
    const int dp = k.dp;
    if (dp <= 1)
        return d;
    const double f = double(dp - 1) / dp;
    const double backwardMicro = (mm.backwardInput + mm.backwardWeight) + attnMicro * 0.6;
    const double computeMicro = mm.total + attnMicro;
    const double busBw = k.busBw;
    switch (c.in.parallel.sharding) {
    case Sharding::None:
    case Sharding::DDP:
        d.stepOverlapped = 2 * f * s.gradBytes / busBw;
        d.stepWindow = backwardMicro;
        break;
    case Sharding::Zero1:
        d.stepOverlapped = 2 * f * s.gradBytes / busBw;
        d.stepWindow = backwardMicro;
        d.stepExposed = f * s.paramBytes / busBw;
        break;
    case Sharding::Zero2:
    case Sharding::FsdpGradOp:
        d.micro = f * s.gradBytes / busBw;
        d.microWindow = backwardMicro;
        d.stepExposed = f * s.paramBytes / busBw;
        break;
    case Sharding::Zero3:
        // DeepSpeed releases a module's parameters after its forward; checkpoint recomputation gathers them
        // once more. Its per-module hooks prefetch little, so most of the gathers sit on the critical path.
        d.micro = f * ((2 + c.rc) * s.paramBytes + s.gradBytes) / busBw;
        d.microWindow = kZero3Overlap * computeMicro;
        break;
    case Sharding::FsdpFull:
        // FSDP gathers each unit once for forward and once for backward (recomputation runs inside the unit's
        // backward) and prefetches the next unit.
        d.micro = f * (2 * s.paramBytes + s.gradBytes) / busBw;
        d.microWindow = computeMicro;
        break;
    case Sharding::FsdpHybrid:
        return hybridShardCollectives(k, s, computeMicro, backwardMicro);
    }
    return d;
}

/// What of `comm` seconds of communication stays on the critical path beside `window` seconds of compute: the window
/// hides up to kCommOverlap of itself, and one block's share never hides (collectives run block by block, and the
/// first or last has no compute beside it).
double exposedAfterOverlap(const TimeContext& c, double comm, double window)
{
    if (comm <= 0)
        return 0.0;
    return std::max(comm - kCommOverlap * window, comm / c.layers);
}

/// The share of the tensor-parallel bytes a float8 plan saves: torchtitan's Float8ColwiseParallel all-gathers the
/// column-parallel inputs in float8 and Float8RowwiseParallel the output gradients, while both reduce-scatters stay
/// 16-bit (torchtitan docs/float8.md: "float8 all-gather ... for TP (by default for Float8Linear)"; torchao's float8
/// TP styles take tensorwise scales only). The all-gathers are half the collectives, each at half the bytes.
double float8TensorParallelSaving(const TimeContext& c)
{
    if (c.in.setup.lowPrecision.recipe != LowPrecisionRecipe::TorchaoFp8Tensorwise)
        return 0.0;
    return 0.5 * (1.0 - lowPrecisionElementBytes(c.in.setup.lowPrecision.recipe) / c.aB) * c.lowPrecisionShare;
}

/// Two collectives per block in forward, two in backward, again in a full recompute, over the link of the TP group
/// (NVLink while it fits in a node). Not overlapped: Megatron's tp_comm_overlap and torchtitan's AsyncTP are opt-in.
double tensorParallelTime(const TimeContext& c, const Links& k)
{
    if (c.lay.tp <= 1)
        return 0;
    const double bytes = c.layers * (2 + c.rc) * tensorParallelBytesPerBlock(c.M, c.in.model.hidden, c.aB, c.lay.tp) *
                         (1.0 - float8TensorParallelSaving(c));
    return bytes / (c.lay.tp <= k.perNode ? k.intraBus : k.interBus);
}

/// Dispatch and combine per MoE block, forward, backward and recompute; Megatron splits a MoE block's tokens over the
/// TP group.
double expertAllToAllTime(const TimeContext& c, const Links& k)
{
    const LayoutShares& lay = c.lay;
    if (lay.ep <= 1)
        return 0;
    const ModelSpec& model = c.in.model;
    const double tokens = c.M / lay.tp;
    const int topK = std::max(1, model.moe.activeExperts);
    double perMoeBlock = 0;
    if (c.in.routing.deduplicated) {
        // One copy per distinct destination node over the network, per distinct GPU over NVLink, the experts of a
        // token drawn evenly: E[distinct of n] = n (1 − (1 − 1/n)^k).
        const int members = lay.ep, onNode = std::clamp(k.perNode / lay.etp, 1, members);
        const double nodes = std::ceil(double(members) / onNode);
        auto distinct = [&](double n) { return n * (1 - std::pow(1 - 1 / n, topK)); };
        const double remoteNodes = nodes > 1 ? distinct(nodes) * (nodes - 1) / nodes : 0.0;
        const double nodeGpus = std::min<double>(members, onNode);
        const double localGpus = nodeGpus > 1 ? distinct(nodeGpus) * (nodeGpus - 1) / nodeGpus : 0.0;
        const double copyBytes = tokens * model.hidden * c.aB;
        perMoeBlock = std::max(remoteNodes * copyBytes / k.interBus, localGpus * copyBytes / k.intraBus);
    } else {
        const double perAllToAll = expertAllToAllBytes(tokens, topK, model.hidden, c.aB, lay.ep);
        perMoeBlock = allToAllSeconds(perAllToAll, lay.ep, lay.etp, k.perNode, k.intraBus, k.interBus);
    }
    return model.moeLayers() * lay.stageShare * (4 + 2 * c.rc) * perMoeBlock;
}

/// Context parallelism: ring attention passes K/V blocks (hidden behind the attention of the block in hand);
/// DeepSpeed-Ulysses runs all-to-alls of q, k, v before and of the output after attention, each way in backward.
double contextParallelTime(const TimeContext& c, const Links& k, double attnMicro)
{
    const LayoutShares& lay = c.lay;
    const ModelSpec& model = c.in.model;
    const double recompute = attentionRecompute(c);
    if (lay.spKind == SequenceParallel::Ring) {
        const double kvBytes = 2.0 * double(model.kvWidth()) / lay.tp * c.aB;
        const double bytes = c.layers * (lay.sp - 1) * c.M * kvBytes * (1 + recompute + 2 * c.bif);
        const double ring = bytes / (lay.tp * lay.sp <= k.perNode ? k.intraBus : k.interBus);
        return std::max(0.0, ring - kCommOverlap * attnMicro);
    }
    if (lay.spKind == SequenceParallel::Ulysses) {
        const double width = (2.0 * double(model.qWidth()) + 2.0 * double(model.kvWidth())) / lay.tp;
        const double bytes = c.layers * c.M * width * c.aB * double(lay.sp - 1) / lay.sp * (1 + recompute + c.bif);
        return allToAllSeconds(bytes, lay.sp, lay.tp, k.perNode, k.intraBus, k.interBus);
    }
    return 0;
}

/// Stage-to-stage sends: activations forward, their gradients backward, at every chunk boundary; Megatron sends 1/TP
/// of them under sequence parallelism. Neighbouring stages are gpus/PP ranks apart.
double pipelineSendTime(const TimeContext& c, const Links& k)
{
    const LayoutShares& lay = c.lay;
    if (lay.pp <= 1)
        return 0;
    const int gpus = std::max(1, c.in.parallel.gpus);
    const double bytes = 2.0 * lay.vpp * c.M * double(c.in.model.hidden) * c.aB / (lay.megatronSp ? lay.tp : 1);
    return bytes / (gpus / lay.pp >= k.perNode ? k.interBus : k.intraBus);
}

Links links(const TimeContext& c)
{
    const Gpu& gpu = c.in.gpu;
    Links k;
    k.intra = c.in.intraNode;
    const bool pcieOnlyCard = c.traits.pcieOnly;
    if (k.intra.kind == LinkKind::None) {
        // NVSwitch/SXM parts talk over NVLink; bridge-capable PCIe cards are assumed unbridged (the usual cloud
        // and multi-card setup), so they use the PCIe host link: the catalog value for PCIe-only cards, else Gen4 x16.
        if (c.traits.nvlinkSwitched && gpu.interconnectGBps > 0)
            k.intra = {LinkKind::NVLink, gpu.interconnectGBps};
        else
            k.intra = {LinkKind::PCIe, pcieOnlyCard && gpu.interconnectGBps > 0 ? gpu.interconnectGBps : 64.0};
    }
    // GeForce drivers disable peer-to-peer over PCIe: NCCL stages through host memory, about half the link rate.
    const double intraEfficiency = k.intra.kind == LinkKind::PCIe && gpu.gpuClass == GpuClass::Consumer ? 0.5 : 1.0;
    k.intra.GBps *= intraEfficiency;
    k.inter = c.in.interNode;
    if (k.inter.kind == LinkKind::None || k.inter.GBps <= 0)
        k.inter = {LinkKind::InterNode, 50}; // one 200 Gb/s NIC per GPU, both directions
    k.perNode = std::max(1, c.in.gpusPerNode);
    // The data-parallel group: the GPUs of one pipeline stage that hold the same tensor slice, TP ranks apart
    // (Megatron's rank order: tensor, context, data, then pipeline); context-parallel GPUs reduce gradients with it.
    // Without model parallelism it is every GPU.
    k.dp = c.lay.dpGroup;
    const bool multiNode = k.dp * c.lay.tp > k.perNode;
    // Rail-optimised multi-node rings: every channel crosses each node boundary once and the channels spread over
    // the NICs of the group's GPUs in the node, so the network side runs at their aggregate NIC bandwidth.
    const double nodeNic = oneWayBytesPerSecond(k.inter) * std::max(1, std::min(k.dp, k.perNode / c.lay.tp));
    k.busBw = kNcclBusEfficiency *
              (multiNode ? std::min(oneWayBytesPerSecond(k.intra), nodeNic) : oneWayBytesPerSecond(k.intra));
    k.intraBus = kNcclBusEfficiency * oneWayBytesPerSecond(k.intra);
    k.interBus = kNcclBusEfficiency * oneWayBytesPerSecond(k.inter);
    k.hostLinkBw = hostLinkBytesPerSecond(gpu, c.traits);
    return k;
}

ShardTraffic shardTraffic(const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    const LayoutShares& lay = c.lay;
    const TrainingSetup& setup = c.in.setup;
    ShardTraffic s;
    // This GPU's parameter shard before data-parallel sharding: 1/(TP·PP) of the dense weights, 1/(EP·ETP·PP) of
    // the routed experts.
    s.localParams = (1 - lay.expertParamFraction) * lay.denseParams + lay.expertParamFraction * lay.expertParams;
    s.trainedExpertFraction = setup.method == Method::Full ? lay.expertParamFraction : 0.0;
    const double localTrainedParams =
        (1 - s.trainedExpertFraction) * lay.denseParams + s.trainedExpertFraction * lay.expertParams;
    // Parameters gathered in the recipe's format (torchao FSDP float8 all-gather, Megatron --fp8-param-gather): the
    // linears of the recipe's blocks at its width, the rest (embedding, LM head, norms, 16-bit blocks) in 16-bit.
    const LowPrecisionSetup& lp = setup.lowPrecision;
    const double lowElements =
        lp.paramGather
            ? std::max(0.0, w.weightElements - w.headWeightElements - w.quantizedElements) * c.lowPrecisionShare
            : 0.0;
    s.paramBytes = ((w.totalParams - w.quantizedElements - lowElements) * c.wB +
                    lowElements * lowPrecisionElementBytes(lp.recipe) + w.quantizedElements * 0.5) *
                   s.localParams;
    s.gradBytes = w.trainableParams * (c.mixed || setup.compute == Compute::FP32 ? 4.0 : 2.0) * localTrainedParams;
    return s;
}

/// This GPU's trained parameters after the distributed optimizer's sharding: dense state over the data-parallel
/// group, expert state over the expert-data-parallel GPUs (TP·DP·CP / (EP·ETP)).
double localTrainableParams(const TimeContext& c, const Links& k, const ShardTraffic& s)
{
    const LayoutShares& lay = c.lay;
    const Sharding sharding = c.in.parallel.sharding;
    const bool shardedOptimizer = sharding != Sharding::None && sharding != Sharding::DDP;
    const double denseGroup = shardedOptimizer ? k.dp : 1;
    const double expertGroup = shardedOptimizer ? std::max(1.0, double(k.dp) * lay.tp / (lay.ep * lay.etp)) : 1.0;
    return c.w.trainableParams * ((1 - s.trainedExpertFraction) * lay.denseParams / denseGroup +
                                  s.trainedExpertFraction * lay.expertParams / expertGroup);
}

DataParallelTime dataParallelTime(const TimeContext& c, const Links& k, const ShardTraffic& s, const MatmulTime& mm,
                                  double attnMicro)
{
    const DataParallelCollectives d = dataParallelCollectives(c, k, s, mm, attnMicro);
    return {exposedAfterOverlap(c, d.micro, d.microWindow),
            exposedAfterOverlap(c, d.stepOverlapped, d.stepWindow) + d.stepExposed};
}

ModelParallelTime modelParallelTime(const TimeContext& c, const Links& k, double attnMicro, double gpuMicro)
{
    ModelParallelTime t;
    t.tensor = tensorParallelTime(c, k);
    t.expertAllToAll = expertAllToAllTime(c, k);
    t.context = contextParallelTime(c, k, attnMicro);
    t.pipeline = pipelineSendTime(c, k);
    if (c.in.routing.overlapped) // hidden behind another micro-batch's computation
        t.expertAllToAll = exposedAfterOverlap(c, t.expertAllToAll, gpuMicro);
    if (c.lay.vpp > 1) // interleaved schedules overlap their sends (Megatron overlap_p2p_comm)
        t.pipeline = exposedAfterOverlap(c, t.pipeline, gpuMicro);
    return t;
}

} // namespace

Communication communication(const TimeContext& c, const MicroBatchCompute& compute)
{
    Communication m;
    m.links = links(c);
    m.traffic = shardTraffic(c);
    m.localTrainable = localTrainableParams(c, m.links, m.traffic);
    m.dataParallel = dataParallelTime(c, m.links, m.traffic, compute.matmul, compute.attention);
    m.modelParallel = modelParallelTime(c, m.links, compute.attention, compute.gpu);
    return m;
}

} // namespace throughput_detail

} // namespace tunefit

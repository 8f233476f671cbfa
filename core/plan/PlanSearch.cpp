// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's search: which strategies, model-parallel layouts and advised settings run a job on how many instances
// of an offer, and whether they fit its GPUs and RAM. Estimates and speeds are computed once per kind of offer and
// shared by the offers of that kind; only the costs (PlanCosting.cpp) are per offer.
#include "core/plan/PlannerInternal.h"

#include "core/Units.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/Objectives.h"
#include "core/plan/Calibration.h"
#include "core/training/ParallelLayout.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

namespace tunefit {

Parallelism parallelFor(const Job& job, int gpus, Strategy strategy)
{
    Parallelism p = job.parallel;
    p.gpus = gpus;
    p.offload = Offload::None;
    const Sharding hint = job.parallel.sharding;
    const bool fsdp = hint == Sharding::FsdpFull || hint == Sharding::FsdpGradOp || hint == Sharding::FsdpHybrid;
    switch (strategy) {
    case Strategy::Plain:
        p.sharding = gpus > 1 ? Sharding::DDP : Sharding::None;
        break;
    case Strategy::Zero1:
        p.sharding = Sharding::Zero1;
        break;
    case Strategy::Zero2:
        p.sharding = fsdp ? Sharding::FsdpGradOp : Sharding::Zero2;
        break;
    case Strategy::Zero3:
        p.sharding = fsdp ? Sharding::FsdpFull : Sharding::Zero3;
        break;
    case Strategy::OffloadOptimizer:
        p.sharding = Sharding::Zero3;
        p.offload = Offload::Optimizer;
        break;
    case Strategy::OffloadParams:
        p.sharding = Sharding::Zero3;
        p.offload = Offload::ParamsOptimizer;
        break;
    }
    return p;
}

/// The first strategy the job's hints allow.
Strategy firstStrategy(const Parallelism& hint)
{
    if (hint.offload == Offload::ParamsOptimizer)
        return Strategy::OffloadParams;
    if (hint.offload == Offload::Optimizer)
        return Strategy::OffloadOptimizer;
    switch (hint.sharding) {
    case Sharding::Zero1:
        return Strategy::Zero1;
    case Sharding::Zero2:
    case Sharding::FsdpGradOp:
        return Strategy::Zero2;
    case Sharding::Zero3:
    case Sharding::FsdpFull:
    case Sharding::FsdpHybrid:
        return Strategy::Zero3;
    default:
        return Strategy::Plain;
    }
}

bool searchesLayouts(const Job& job)
{
    const Method m = job.setup.method;
    const ObjectiveSetup& o = job.setup.objective;
    // The Megatron-style RL stacks (NeMo RL, verl's Megatron workers, ms-swift's Megatron GRPO) generate with a vLLM
    // or SGLang engine; generate() in the trainer is TRL's, on accelerate's data parallelism. Online DPO runs on
    // TRL's trainer alone.
    if (o.objective == Objective::OnlineDpo ||
        (generatesCompletions(o.objective) && o.generation == GenerationEngine::InProcess))
        return false;
    return (m == Method::Full || m == Method::LoRA || m == Method::DoRA) && job.setup.baseQuant == BaseQuant::None;
}

double bindingCpusPerGpu(const Offer& offer)
{
    if (!offer.vcpus || *offer.vcpus <= 0)
        return 0;
    const double perGpu = double(*offer.vcpus) / std::max(1, offer.gpuCount);
    return perGpu < cpuOptimizerCpuBound() ? perGpu : 0;
}

Strategy layoutStrategy(const Parallelism& layout)
{
    return dataParallelDegree(layout) > 1 ? Strategy::Zero1 : Strategy::Plain;
}

std::vector<Parallelism> layoutCandidates(const Job& job, int gpus, int gpusPerNode)
{
    std::vector<Parallelism> out;
    if (gpus <= 1)
        return out;
    auto divisors = [](int n) {
        std::vector<int> d;
        for (int i = 1; i <= n; ++i) {
            if (n % i == 0)
                d.push_back(i);
        }
        return d;
    };
    const int perNode = std::clamp(gpusPerNode, 1, gpus);
    const std::vector<int> experts = job.model.isMoe() ? divisors(std::max(1, job.model.moe.experts)) : std::vector{1};
    for (int tensor : divisors(std::gcd(perNode, gpus))) {
        for (int expert : experts) {
            for (int pipeline : divisors(gpus / tensor)) {
                Parallelism p = parallelFor(job, gpus, Strategy::Plain);
                p.gpusPerNode = perNode;
                p.model = job.parallel.model;
                p.model.tensor = tensor;
                p.model.pipeline = pipeline;
                p.model.virtualStages = 1;
                p.model.expert = expert;
                p.model.expertTensor = 1;
                if (!usesModelParallelism(p) || validateLayout(job.model, p))
                    continue;
                const int data = dataParallelDegree(p);
                if (data < 1)
                    continue;
                // The distributed optimizer shards the optimizer state over the replicas (Megatron-Core
                // --use-distributed-optimizer, ZeRO-1); one replica has nothing to shard.
                p.sharding = data > 1 ? Sharding::Zero1 : Sharding::None;
                out.push_back(p);
            }
        }
    }
    return out;
}
namespace plan_detail {

namespace {

/// The job's strategy on `gpus` GPUs: nothing to shard on one.
Strategy asSetOn(int gpus, Strategy first)
{
    return gpus == 1 && (first == Strategy::Zero1 || first == Strategy::Zero2 || first == Strategy::Zero3)
               ? Strategy::Plain
               : first;
}

/// The fabric rate in 1/16 GB/s, as the caches key it: fabrics of 12.5 Gb/s to 7,200 Gb/s per GPU never share an
/// entry.
int64_t fabricRateKey(const LinkSpec& fabric)
{
    return std::llround(fabric.GBps * 16);
}

/// Binding vCPUs per GPU in 1/16, as the caches key them.
int64_t cpusKey(double cpusPerGpu)
{
    return std::llround(cpusPerGpu * 16);
}

/// The estimate of a setting on a card of `cardBytes`, as an entry of result.memory.
MemoryEntry estimatedEntry(const ModelSpec& model, int gpus, Strategy strategy, const Parallelism& parallel,
                           const TrainingSetup& setup, double cardBytes)
{
    MemoryEntry entry;
    entry.gpus = gpus;
    entry.strategy = strategy;
    entry.parallel = parallel;
    entry.setup = setup;
    auto estimate = estimateMemory(model, onCard(setup, cardBytes), parallel);
    entry.valid = estimate.ok();
    if (entry.valid)
        entry.breakdown = *estimate;
    return entry;
}

} // namespace

size_t Planner::SpeedHash::operator()(const SpeedKey& k) const
{
    size_t h = std::hash<int64_t>{}(k.fabricRate) * 1000003u ^ std::hash<int64_t>{}(k.cpus);
    for (int v : {k.gpu, k.gpus, k.strategy, k.perNode})
        h = h * 1000003u ^ std::hash<int>{}(v);
    return h;
}

size_t Planner::LadderHash::operator()(const LadderKey& k) const
{
    size_t h = std::hash<int64_t>{}(k.hostMiB);
    for (int64_t v : {int64_t(k.gpu), int64_t(k.perNode), int64_t(k.fabricKind), k.fabricRate, k.cpus})
        h = h * 1000003u ^ std::hash<int64_t>{}(v);
    return h;
}

Planner::Planner(const Job& job, const Catalog& catalog, PlanResult& result)
    : job(job), catalog(catalog), result(result), workload(prepareWorkload(job.model, job.setup)),
      first(firstStrategy(job.parallel)), layouts(searchesLayouts(job) && !job.assumptions.asSetOnly)
{
    traits.reserve(catalog.gpus.size());
    for (const Gpu& gpu : catalog.gpus)
        traits.push_back(deviceTraits(gpu));
}

ThroughputInput Planner::throughputInput(int gpuIndex, const TrainingSetup& setup, const Parallelism& parallel,
                                         int gpusPerNode, const LinkSpec& fabric, double cpusPerGpu) const
{
    const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
    ThroughputInput in{job.model, setup, parallel, gpu};
    in.traits = &traits[size_t(gpuIndex)];
    in.interNode = fabric;
    in.gpusPerNode = gpusPerNode;
    in.mfuOverride = job.assumptions.mfuByClass[size_t(gpu.gpuClass)];
    in.packedRollouts = job.packing;
    in.hostCpusPerGpu = cpusPerGpu;
    in.timeCalibration = timeCalibrationOn(job.assumptions.calibrations, gpu.name);
    return in;
}

const MemoryEntry& Planner::memory(int gpus, Strategy s, int& index, double cardBytes)
{
    const size_t key = size_t(gpus) * kStrategyCount + size_t(s);
    int* slot = nullptr;
    if (dependsOnCard(job.setup)) {
        slot = &cardMemoryIndex.try_emplace({std::llround(cardBytes / units::kMiB), key}, -1).first->second;
    } else {
        if (key >= memoryIndex.size())
            memoryIndex.resize(key + 1, -1);
        slot = &memoryIndex[key];
    }
    if (*slot < 0) {
        *slot = int(result.memory.size());
        result.memory.push_back(estimatedEntry(job.model, gpus, s, parallelFor(job, gpus, s), job.setup, cardBytes));
    }
    index = *slot;
    return result.memory[size_t(index)];
}

const ThroughputEstimate& Planner::speed(int gpuIndex, const MemoryEntry& m, int gpusPerNode, const LinkSpec& fabric,
                                         double cpusPerGpu)
{
    const SpeedKey key{gpuIndex, m.gpus, int(m.strategy), gpusPerNode, fabricRateKey(fabric), cpusKey(cpusPerGpu)};
    auto it = throughput.find(key);
    if (it != throughput.end())
        return it->second;
    const ThroughputInput in =
        throughputInput(gpuIndex, job.setup, m.parallel, std::max(1, gpusPerNode), fabric, cpusPerGpu);
    return throughput.emplace(key, estimateThroughput(workload, in)).first->second;
}

const std::vector<std::vector<Parallelism>>& Planner::groupsFor(int gpus, int perNode)
{
    auto [it, added] = layoutGroups.try_emplace({gpus, perNode});
    if (added) {
        for (Parallelism& p : layoutCandidates(job, gpus, perNode)) {
            auto& groups = it->second;
            const bool sameGroup = !groups.empty() && groups.back().front().model.tensor == p.model.tensor &&
                                   groups.back().front().model.expert == p.model.expert;
            if (!sameGroup)
                groups.emplace_back();
            groups.back().push_back(std::move(p));
        }
    }
    return it->second;
}

int Planner::layoutMemory(const Parallelism& p, double cardBytes)
{
    const int64_t card = dependsOnCard(job.setup) ? std::llround(cardBytes / units::kMiB) : -1;
    const auto key = std::make_tuple(p.gpus, p.gpusPerNode, p.model.tensor, p.model.pipeline, p.model.expert, card);
    auto [it, added] = layoutMemoryIndex.try_emplace(key, -1);
    if (added) {
        TrainingSetup setup = job.setup;
        setup.gradAccumulation = accumulationOnLayout(job.setup, parallelFor(job, p.gpus, Strategy::Plain), p);
        it->second = int(result.memory.size());
        result.memory.push_back(estimatedEntry(job.model, p.gpus, layoutStrategy(p), p, setup, cardBytes));
    }
    return it->second;
}

const Planner::LayoutChoice& Planner::bestLayout(int gpuIndex, int gpus, int perNode, const LinkSpec& fabric,
                                                 double usable)
{
    const auto key = std::make_tuple(gpuIndex, gpus, perNode, fabricRateKey(fabric));
    auto [it, added] = layoutChoice.try_emplace(key);
    if (!added)
        return it->second;
    const double capacity = memoryBytes(catalog.gpus[size_t(gpuIndex)]);
    LayoutChoice best;
    auto fits = [&](int index) {
        const MemoryEntry& m = result.memory[size_t(index)];
        return m.valid && m.breakdown.wholeDevice <= usable;
    };
    for (const std::vector<Parallelism>& group : groupsFor(gpus, perNode)) {
        // Per-GPU memory does not grow with pipeline stages (weights shrink as 1/PP; 1F1B keeps at most PP
        // micro-batches of layers/PP blocks on the first stage): when the most stages do not fit, none do.
        if (!fits(layoutMemory(group.back(), capacity)))
            continue;
        for (const Parallelism& p : group) {
            const int index = layoutMemory(p, capacity);
            if (!fits(index))
                continue;
            const MemoryEntry& m = result.memory[size_t(index)];
            const ThroughputEstimate t =
                estimateThroughput(workload, throughputInput(gpuIndex, m.setup, m.parallel, perNode, fabric));
            if (t.valid && t.tokensPerSecondTotal > best.speed.tokensPerSecondTotal) {
                best.memoryIndex = index;
                best.speed = t;
            }
            break;
        }
    }
    it->second = best;
    return it->second;
}

Planner::Rung Planner::rung(int gpuIndex, int n, int perNode, const LinkSpec& fabric, const OfferHost& host)
{
    const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
    const double capacity = memoryBytes(gpu);
    // The calibration's measured excess over the estimate is taken off what the job may use (Calibration.h).
    const double usable = usableBytes(capacity, job.assumptions.memoryMarginFraction) -
                          memoryCalibrationOn(job.assumptions.calibrations, gpu.name);
    const int gpus = perNode * n;
    Rung r;
    r.asSet = asSetOn(gpus, first);
    int memIndex = -1;
    const MemoryEntry& m = memory(gpus, r.asSet, memIndex, capacity);
    r.asSetMemoryIndex = memIndex;
    if (m.valid && m.breakdown.wholeDevice <= usable) {
        if (host.capacity && m.breakdown.hostBytes * perNode > *host.capacity) {
            r.hostTooSmall = true;
            memIndex = -1;
        }
    } else {
        memIndex = -1;
    }
    // Model-parallel layouts of the job as set compete with its strategy: the faster one that fits runs.
    const bool searchLayouts = layouts && gpus > 1 && (n == 1 || fabric.kind != LinkKind::None);
    const LayoutChoice* layout = searchLayouts ? &bestLayout(gpuIndex, gpus, perNode, fabric, usable) : nullptr;
    if (layout && layout->memoryIndex < 0)
        layout = nullptr;
    if (memIndex >= 0) {
        r.memoryIndex = memIndex;
        r.speed = &speed(gpuIndex, result.memory[size_t(memIndex)], perNode, fabric, host.cpusPerGpu);
        r.asSetSpeed = r.speed;
    }
    if (layout && (!r.speed || !r.speed->valid || layout->speed.tokensPerSecondTotal > r.speed->tokensPerSecondTotal)) {
        r.memoryIndex = layout->memoryIndex;
        r.speed = &layout->speed;
    }
    return r;
}

void Planner::advise(Rung& r, int gpuIndex, int n, int perNode, const LinkSpec& fabric, const OfferHost& host)
{
    if (r.adviceAsked)
        return;
    r.adviceAsked = true;
    const AdviceRecord& record =
        advised(gpuIndex, perNode * n, r.asSet, perNode, fabric,
                host.capacity ? std::optional(*host.capacity / perNode) : std::nullopt, host.cpusPerGpu);
    r.adviceIndex = record.index;
    r.adviceMemoryIndex = record.memoryIndex;
    r.adviceSpeed = &record.speed;
    r.adviceHostTooSmall = record.memoryIndex < 0 && result.advice[size_t(record.index)]->hostTooSmall;
}

int Planner::fewestAdvisableInstances(int gpuIndex, int perNode, int maxInstances)
{
    auto [it, added] = fewestAdvisable.try_emplace({gpuIndex, perNode}, 0);
    if (!added)
        return it->second;
    if (!advisor)
        advisor = std::make_unique<Advisor>(job);
    const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
    auto fitsOn = [&](int n) {
        const int gpus = perNode * n;
        AdviceTarget t;
        t.gpu = &gpu;
        t.gpus = gpus;
        t.asSet = parallelFor(job, gpus, asSetOn(gpus, first));
        t.gpusPerNode = perNode;
        t.marginFraction = job.assumptions.memoryMarginFraction;
        t.memoryCalibrationBytes = memoryCalibrationOn(job.assumptions.calibrations, gpu.name);
        return advisor->anySettingFits(t);
    };
    if (!fitsOn(maxInstances)) {
        it->second = maxInstances + 1;
        return it->second;
    }
    int lo = 1, hi = maxInstances; // the answer lies in [lo, hi]
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (fitsOn(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    it->second = lo;
    return lo;
}

const Planner::AdviceRecord& Planner::advised(int gpuIndex, int gpus, Strategy asSet, int gpusPerNode,
                                              const LinkSpec& fabric, std::optional<double> hostPerGpu,
                                              double cpusPerGpu)
{
    if (!advisor)
        advisor = std::make_unique<Advisor>(job);
    const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
    AdviceTarget t;
    t.gpu = &gpu;
    t.gpus = gpus;
    t.asSet = parallelFor(job, gpus, asSet);
    t.interNode = fabric;
    t.gpusPerNode = std::max(1, gpusPerNode);
    t.marginFraction = job.assumptions.memoryMarginFraction;
    t.memoryCalibrationBytes = memoryCalibrationOn(job.assumptions.calibrations, gpu.name);
    t.hostUsableBytesPerGpu = hostPerGpu;
    t.hostCpusPerGpu = cpusPerGpu;
    t.withSuggestions = false; // the plan shows offers that fit; the job's own GPU gets the suggestions
    // Instances whose RAM admits the same fitting settings get the same advice (Advisor::hostClass).
    const auto key = std::make_tuple(gpuIndex, gpus, gpusPerNode, int(fabricRateKey(fabric)), int(fabric.kind),
                                     advisor->hostClass(t), cpusKey(cpusPerGpu));
    if (auto it = advice.find(key); it != advice.end())
        return it->second;
    auto a = std::make_shared<Advice>(advisor->advise(t));
    AdviceRecord r;
    r.index = int(result.advice.size());
    if (a->advised) {
        const AdvisedSetting& s = *a->advised;
        r.memoryIndex = int(result.memory.size());
        result.memory.push_back(estimatedEntry(job.model, gpus, s.strategy, s.parallel, s.setup, memoryBytes(gpu)));
        r.speed = estimateThroughput(
            throughputInput(gpuIndex, s.setup, s.parallel, std::max(1, gpusPerNode), fabric, cpusPerGpu));
    }
    result.advice.push_back(std::move(a));
    return advice.emplace(key, r).first->second;
}

namespace {

/// What the search reads of an offer's instances: its fabric, card memory, instance size and usable RAM.
struct OfferInstances
{
    LinkSpec fabric; ///< kind None: single-node, no multi-instance option
    bool fabricAssumed = false;
    double capacity = 0;         ///< bytes per GPU
    double calibrationBytes = 0; ///< the user's calibration of the card: measured peak beyond the estimate
    int perNode = 1;
    int maxInstances = 1;
    OfferHost host; ///< usable RAM per instance and binding vCPUs per GPU, where the offer states them
};

OfferInstances offerInstances(const Job& job, const OfferShape& shape)
{
    // A few field reads per offer (the offer may override its provider): as cheap as the provider's lookup.
    const OfferFabric offerLink = offerFabric(shape.provider, shape.offer);
    OfferInstances s;
    s.fabric = offerLink.link;
    s.fabricAssumed = offerLink.assumed;
    s.capacity = memoryBytes(shape.gpu);
    s.calibrationBytes =
        job.assumptions.calibrations.empty() ? 0.0 : memoryCalibrationOn(job.assumptions.calibrations, shape.gpu.name);
    s.perNode = std::max(1, shape.offer.gpuCount);
    s.maxInstances = std::max(1, job.assumptions.maxInstances);
    // What offload puts in CPU RAM must fit the instance's RAM (where the offer states it), with the same
    // margin as the GPUs: the fit rule covers every memory a layout uses.
    const auto& ram = shape.offer.ramGiB;
    s.host.capacity =
        ram ? std::optional(usableBytes(units::fromGiB(*ram), job.assumptions.memoryMarginFraction)) : std::nullopt;
    s.host.cpusPerGpu = bindingCpusPerGpu(shape.offer);
    return s;
}

/// What this kind of offer runs on n instances does not depend on its price: offers of one GPU, instance size,
/// fabric and RAM share their rungs, and only the costs are per offer.
Planner::Ladder& ladderFor(Planner& planner, int gpuIndex, const OfferInstances& s)
{
    Planner::Ladder& ladder = planner.ladders[{
        gpuIndex, s.perNode, int(s.fabric.kind), fabricRateKey(s.fabric),
        s.host.capacity ? std::llround(*s.host.capacity / units::kMiB) : int64_t(-1), cpusKey(s.host.cpusPerGpu)}];
    if (ladder.rungs.size() < size_t(s.maxInstances))
        ladder.rungs.resize(size_t(s.maxInstances));
    return ladder;
}

/// Asks for an advised setting on n instances, where neither the job as set nor a layout fits; returns false where
/// none is asked: the plan is of the job as set, or no searched setting fits so few GPUs.
bool adviseOn(Planner& planner, Planner::Ladder& ladder, Planner::Rung& rung, int gpuIndex, int n,
              const OfferInstances& s)
{
    if (planner.job.assumptions.asSetOnly)
        return false;
    // Below the fewest instances any searched setting fits the GPUs on, there is nothing to advise.
    if (ladder.fewestAdvisable < 0)
        ladder.fewestAdvisable = planner.fewestAdvisableInstances(gpuIndex, s.perNode, s.maxInstances);
    if (n < ladder.fewestAdvisable)
        return false;
    planner.advise(rung, gpuIndex, n, s.perNode, s.fabric, s.host);
    return true;
}

/// Where a model-parallel layout of the job as set runs on cards joined over PCIe (the job's own strategy does not fit,
/// or is slower), whether the advised data-parallel setting is faster and computes the same steps: a small job that
/// fits one card with a smaller micro-batch trains faster data-parallel than split into tensor or pipeline stages
/// whose activations cross PCIe. Only the knobs of execution count here (micro-batch and accumulation,
/// checkpointing, kernels, sharding and offload): an 8-bit optimizer's different numerics do not replace a layout
/// that runs the job's own. NVLink nodes (not a 2-way bridge) are left to the layout, which the throughput model
/// already ranks against the job's strategy, and to the fewest instances that fit it (the planner's rule).
bool advisedBeatsLayout(Planner& planner, Planner::Ladder& ladder, Planner::Rung& rung, int gpuIndex, int n,
                        const OfferInstances& s, bool pcie)
{
    const bool layoutRuns = rung.memoryIndex >= 0 && rung.memoryIndex != rung.asSetMemoryIndex;
    if (!layoutRuns || !pcie || !adviseOn(planner, ladder, rung, gpuIndex, n, s) || rung.adviceMemoryIndex < 0)
        return false;
    const std::vector<AdviceChange>& changes = planner.result.advice[size_t(rung.adviceIndex)]->changes;
    const bool sameNumerics = std::none_of(changes.begin(), changes.end(),
                                           [](const AdviceChange& c) { return c.knob == AdviceKnob::Optimizer; });
    return sameNumerics && rung.adviceSpeed && rung.adviceSpeed->valid && rung.speed &&
           rung.adviceSpeed->tokensPerSecondTotal > rung.speed->tokensPerSecondTotal;
}

/// A setting that fits n instances of the offer and runs there: the job as set, a layout or an advised setting.
struct Run
{
    int instances = 1;
    int gpus = 1;
    const Planner::Rung& rung;
    bool advised = false;
    int memoryIndex = -1; ///< into result.memory
    const MemoryEntry& fit;
    const ThroughputEstimate& speed;
};

/// What the option's setting risks on the card, as warnings (kRiskWarnings rank it after the options without).
uint32_t settingWarnings(const MemoryEntry& fit, const Gpu& gpu, double capacity, bool pcie)
{
    uint32_t w = 0;
    // The fit rule keeps a 5 % margin, but the estimate itself is good to bandHigh (docs/estimation.md): a headroom
    // smaller than the upper band means the run may still go out of memory.
    const double band = std::max(0.0, fit.breakdown.bandHigh) * fit.breakdown.wholeDevice;
    if (capacity - fit.breakdown.wholeDevice < band)
        w |= uint32_t(PlanWarning::MayNotFit);
    // FlashAttention-2 needs Ampere or newer (Dao-AILab/flash-attention README: "Ampere, Ada, or Hopper GPUs");
    // on Volta/Turing the job as written fails at import and must fall back to SDPA.
    if (fit.setup.attention == Attention::Flash && !supportsFlashAttention(gpu))
        w |= uint32_t(PlanWarning::NoFlashAttention);
    // Parameter offload gathers every layer's weights from host RAM over PCIe in forward and backward (ZeRO-Infinity,
    // arXiv:2104.07857 §5: offloaded parameters bound the step by PCIe bandwidth).
    if (fit.parallel.offload == Offload::ParamsOptimizer)
        w |= uint32_t(PlanWarning::WeightOffload);
    // Megatron-LM keeps tensor parallelism inside an NVLink domain: its two all-reduces per block per pass are on
    // the critical path (Narayanan et al. 2021, arXiv:2104.04473 §3.3); over PCIe they dominate the step.
    if (fit.parallel.model.tensor > 1 && pcie)
        w |= uint32_t(PlanWarning::TensorParallelOverPcie);
    // A group's completions are generated and scored together: TRL's GRPOConfig refuses a generation batch (per GPU
    // × processes) that is not a multiple of num_generations.
    const ObjectiveSetup& o = fit.setup.objective;
    if (generatesGroups(o.objective) &&
        (generationSequences(fit.setup) * dataParallelDegree(fit.parallel)) % std::max(1, o.groupSize) != 0)
        w |= uint32_t(PlanWarning::PartialGroups);
    return w;
}

/// What running on the offer's GPUs and instances risks, besides the offer's own warnings.
uint32_t runWarnings(const OfferShape& shape, const OfferInstances& s, const Run& run)
{
    uint32_t warnings = 0;
    if (run.gpus > 1 && run.fit.strategy != Strategy::Plain && shape.pcie)
        warnings |= uint32_t(PlanWarning::ShardedOverPcie);
    // GeForce cards have no NVLink since the RTX 40 series, and NVIDIA's driver disables peer-to-peer over PCIe
    // on them (RTX 4090 / 5090: cudaDeviceCanAccessPeer is 0; NVIDIA developer forum, "P2P on RTX 4090"):
    // every collective goes through host memory.
    if (run.gpus > 1 && shape.gpu.gpuClass == GpuClass::Consumer)
        warnings |= uint32_t(PlanWarning::ConsumerMultiGpuNoFastLink);
    if (!s.host.capacity && run.fit.breakdown.hostBytes > 0)
        warnings |= uint32_t(PlanWarning::HostRamUnstated);
    warnings |= settingWarnings(run.fit, shape.gpu, s.capacity, shape.pcie);
    if (run.instances > 1 && s.fabricAssumed)
        warnings |= uint32_t(PlanWarning::FabricUnknown);
    return warnings;
}

/// Keep the fewest instances, unless more instances are what meets the deadline. An advised setting (offload, other
/// knobs) is a fallback: while only one fits, more instances are tried as well, where the job as set (its strategy
/// or a model-parallel layout) may run, and the cheaper is kept.
bool replacesBest(const PlanOption& best, uint32_t warnings, double totalCostUsd)
{
    const bool firstFit = !best.fits;
    const bool meets = !hasWarning(warnings, PlanWarning::DeadlineMissed);
    const bool bestMeets = best.fits && !hasWarning(best.warnings, PlanWarning::DeadlineMissed);
    return firstFit || (meets && (!bestMeets || totalCostUsd < best.totalCostUsd));
}

/// Fills the option with the run: its fit, link, speed, warnings and cost.
void takeRun(PlanOption& c, const Run& run, const OfferShape& shape, const OfferInstances& s, const JobSizes& sizes,
             const OptionCost& cost, uint32_t warnings)
{
    const ThroughputEstimate& t = run.speed;
    c.instances = run.instances;
    c.gpus = run.gpus;
    c.fits = true;
    c.strategy = run.fit.strategy;
    c.memoryIndex = run.memoryIndex;
    c.adviceIndex = run.advised ? run.rung.adviceIndex : -1;
    c.parallel = run.fit.parallel;
    c.perGpuBytes = run.fit.breakdown.wholeDevice + s.calibrationBytes;
    c.capacityBytes = s.capacity;
    c.headroomBytes = s.capacity - c.perGpuBytes;
    c.link = run.gpus <= 1       ? LinkKind::None
             : run.instances > 1 ? LinkKind::InterNode
             : shape.pcie        ? LinkKind::PCIe
                                 : LinkKind::NVLink;
    c.tokensPerSecond = t.tokensPerSecondTotal;
    c.tokensPerSecondLow = t.bandLow * run.gpus;
    c.tokensPerSecondHigh = t.bandHigh * run.gpus;
    c.stepSeconds = t.stepSeconds;
    c.bottleneck = t.bottleneck;
    c.warnings = warnings;
    c.trainingHours = cost.trainingHours;
    c.pricePerHour = *shape.offer.onDemandUsdPerHour * run.instances;
    c.onDemand = cost.onDemand;
    c.spot = cost.spot;
    c.useSpot = cost.useSpot;
    c.hours = cost.hours;
    c.totalCostUsd = cost.totalCostUsd;
    c.checkpointGB = sizes.checkpointGB;
    c.storageGB = sizes.storageGB;
    c.resultGB = sizes.resultGB;
    c.asSetMemoryIndex = run.rung.asSetMemoryIndex;
    const ThroughputEstimate* asSet = run.rung.asSetSpeed;
    c.asSetTokensPerSecond = asSet && asSet->valid ? asSet->tokensPerSecondTotal : 0;
}

/// Costs the run and keeps it in `best` where it is the best so far; returns whether it meets the deadline.
bool considerRun(const Planner& planner, const OfferShape& shape, const OfferInstances& s, const Run& run,
                 uint32_t offerWarnings, PlanOption& best)
{
    const Job& job = planner.job;
    const OptionCost cost = optionCost(job, planner.sizes, planner.result.work, shape.offer, shape.provider,
                                       run.instances, run.gpus, run.speed.tokensPerSecondTotal);
    const uint32_t warnings =
        offerWarnings | runWarnings(shape, s, run) | limitWarnings(job, cost.hours, cost.totalCostUsd);
    if (replacesBest(best, warnings, cost.totalCostUsd))
        takeRun(best, run, shape, s, planner.sizes, cost, warnings);
    return !hasWarning(warnings, PlanWarning::DeadlineMissed);
}

/// Why no instance count ran the job, when nothing more specific was found.
PlanRejection unfitRejection(bool fitsSomewhere, bool hostTooSmall, bool asSetOnly)
{
    return fitsSomewhere  ? PlanRejection::NoMultiNodeFabric
           : hostTooSmall ? PlanRejection::NoHostMemory
           : asSetOnly    ? PlanRejection::DoesNotFitAsSet
                          : PlanRejection::DoesNotFit;
}

} // namespace

void planOffer(Planner& planner, const OfferShape& shape, PlanOption& o)
{
    const OfferInstances s = offerInstances(planner.job, shape);
    const uint32_t offerWarnings = o.warnings; // what holds whatever the instances
    Planner::Ladder& ladder = ladderFor(planner, o.gpuIndex, s);
    bool fitsSomewhere = false;
    bool hostTooSmall = false;
    for (int n = 1; n <= s.maxInstances; ++n) {
        std::optional<Planner::Rung>& slot = ladder.rungs[size_t(n - 1)];
        if (!slot)
            slot = planner.rung(o.gpuIndex, n, s.perNode, s.fabric, s.host);
        Planner::Rung& rung = *slot;
        hostTooSmall = hostTooSmall || rung.hostTooSmall;
        // An advised setting is a fallback: asked where the job as set and its layouts do not fit (on more
        // instances too: a setting without offload there may beat an offloading one here), or where a layout would
        // run over PCIe and the advised setting is faster (advisedBeatsLayout).
        const bool advisedRuns =
            rung.memoryIndex < 0 || advisedBeatsLayout(planner, ladder, rung, o.gpuIndex, n, s, shape.pcie);
        if (rung.memoryIndex < 0) {
            if (!adviseOn(planner, ladder, rung, o.gpuIndex, n, s))
                continue;
            hostTooSmall = hostTooSmall || rung.adviceHostTooSmall;
        }
        const int memoryIndex = advisedRuns ? rung.adviceMemoryIndex : rung.memoryIndex;
        if (memoryIndex < 0)
            continue;
        fitsSomewhere = true;
        if (n > 1 && s.fabric.kind == LinkKind::None)
            break; // would fit, but only across instances the provider cannot connect
        const ThroughputEstimate& t = advisedRuns ? *rung.adviceSpeed : *rung.speed;
        if (!t.valid || t.tokensPerSecondTotal <= 0) {
            o.rejection = PlanRejection::NoThroughput;
            break;
        }
        const Run run{n, s.perNode * n, rung, advisedRuns, memoryIndex, planner.result.memory[size_t(memoryIndex)], t};
        const bool meets = considerRun(planner, shape, s, run, offerWarnings, o);
        if ((meets && !advisedRuns) || s.fabric.kind == LinkKind::None)
            break;
    }
    if (!o.fits && o.rejection == PlanRejection::None)
        o.rejection = unfitRejection(fitsSomewhere, hostTooSmall, planner.job.assumptions.asSetOnly);
}

} // namespace plan_detail

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Planner.h"

#include "core/plan/Advisor.h"
#include "core/plan/JobChecks.h"

#include "core/Units.h"
#include "core/catalog/TextFields.h"
#include "core/catalog/Validation.h"
#include "core/memory/MemoryEstimator.h"
#include "core/training/ParallelLayout.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <numeric>
#include <string>
#include <unordered_map>
#include <utility>

namespace tunefit {

namespace {

bool containsNoCase(std::string_view text, std::string_view needle)
{
    if (needle.empty())
        return true;
    const auto it = std::search(text.begin(), text.end(), needle.begin(), needle.end(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    });
    return it != text.end();
}

} // namespace

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
    return (m == Method::Full || m == Method::LoRA || m == Method::DoRA) && job.setup.baseQuant == BaseQuant::None;
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

namespace {

bool pcieIntraNode(const Gpu& gpu)
{
    return !hasNvlink(gpu) || containsNoCase(gpu.interconnect, "bridge") || gpu.interconnectGBps <= 0;
}

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
    return w;
}

struct Planner
{
    const Job& job;
    const Catalog& catalog;
    PlanResult& result;
    std::vector<int> memoryIndex; ///< (gpus * kStrategyCount + strategy) -> index into result.memory, -1 = not yet
    /// Throughput estimates per (GPU, GPUs, strategy, GPUs per node, fabric rate), hashed.
    struct SpeedKey
    {
        int gpu = 0, gpus = 0, strategy = 0, perNode = 0;
        int64_t fabricRate = 0;
        bool operator==(const SpeedKey&) const = default;
    };
    struct SpeedHash
    {
        size_t operator()(const SpeedKey& k) const
        {
            size_t h = std::hash<int64_t>{}(k.fabricRate);
            for (int v : {k.gpu, k.gpus, k.strategy, k.perNode})
                h = h * 1000003u ^ std::hash<int>{}(v);
            return h;
        }
    };
    std::unordered_map<SpeedKey, ThroughputEstimate, SpeedHash> throughput;
    ThroughputWorkload workload;
    double checkpointGB = 0;
    double resultGB = 0;
    /// memoryIndex per card memory (MiB), for jobs whose memory depends on the card (a colocated engine's share).
    std::map<std::pair<int64_t, size_t>, int> cardMemoryIndex{};
    /// The throughput model's reading of each catalog card, by GPU index.
    std::vector<DeviceTraits> traits{};

    /// The estimate of `gpus` GPUs of `cardBytes` each with strategy `s` (computed once per layout, and per card
    /// memory only where the job's memory depends on it: onCard()).
    const MemoryEntry& memory(int gpus, Strategy s, int& index, double cardBytes = 0)
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
            MemoryEntry entry;
            entry.gpus = gpus;
            entry.strategy = s;
            entry.parallel = parallelFor(job, gpus, s);
            entry.setup = job.setup;
            auto estimate = estimateMemory(job.model, onCard(job.setup, cardBytes), entry.parallel);
            entry.valid = estimate.ok();
            if (entry.valid)
                entry.breakdown = *estimate;
            *slot = int(result.memory.size());
            result.memory.push_back(std::move(entry));
        }
        index = *slot;
        return result.memory[size_t(index)];
    }

    const ThroughputEstimate& speed(int gpuIndex, const MemoryEntry& m, int gpusPerNode, const LinkSpec& fabric)
    {
        // The fabric rate in 1/16 GB/s: fabrics of 12.5 Gb/s to 7,200 Gb/s per GPU never share an entry.
        const SpeedKey key{gpuIndex, m.gpus, int(m.strategy), gpusPerNode, std::llround(fabric.GBps * 16)};
        auto it = throughput.find(key);
        if (it != throughput.end())
            return it->second;
        const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
        ThroughputInput in{job.model, job.setup, m.parallel, gpu};
        in.traits = &traits[size_t(gpuIndex)];
        in.interNode = fabric;
        in.gpusPerNode = std::max(1, gpusPerNode);
        in.mfuOverride = job.assumptions.mfuByClass[size_t(gpu.gpuClass)];
        return throughput.emplace(key, estimateThroughput(workload, in)).first->second;
    }

    /// Model-parallel layouts (issue 15). Candidates per (gpus, GPUs per node) in groups of one (TP, EP), PP
    /// ascending; estimates per (gpus, GPUs per node, layout) and, only where the job's memory depends on the card,
    /// its memory (MiB); the choice per (GPU, gpus, GPUs per node, fabric).
    std::map<std::pair<int, int>, std::vector<std::vector<Parallelism>>> layoutGroups{};
    std::map<std::tuple<int, int, int, int, int, int64_t>, int> layoutMemoryIndex{};
    struct LayoutChoice
    {
        int memoryIndex = -1; ///< into result.memory; -1 when no layout fits
        ThroughputEstimate speed;
    };
    std::map<std::tuple<int, int, int, int64_t>, LayoutChoice> layoutChoice{};

    const std::vector<std::vector<Parallelism>>& groupsFor(int gpus, int perNode)
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

    int layoutMemory(const Parallelism& p, double cardBytes)
    {
        const int64_t card = dependsOnCard(job.setup) ? std::llround(cardBytes / units::kMiB) : -1;
        const auto key = std::make_tuple(p.gpus, p.gpusPerNode, p.model.tensor, p.model.pipeline, p.model.expert, card);
        auto [it, added] = layoutMemoryIndex.try_emplace(key, -1);
        if (added) {
            MemoryEntry entry;
            entry.gpus = p.gpus;
            entry.strategy = layoutStrategy(p);
            entry.parallel = p;
            entry.setup = job.setup;
            entry.setup.gradAccumulation =
                accumulationOnLayout(job.setup, parallelFor(job, p.gpus, Strategy::Plain), p);
            auto estimate = estimateMemory(job.model, onCard(entry.setup, cardBytes), p);
            entry.valid = estimate.ok();
            if (entry.valid)
                entry.breakdown = *estimate;
            it->second = int(result.memory.size());
            result.memory.push_back(std::move(entry));
        }
        return it->second;
    }

    /// The fastest layout that fits `gpus` of the card: per (TP, EP) group the fewest pipeline stages that fit (more
    /// stages only add bubble and stage hops), then the throughput model picks among the groups.
    const LayoutChoice& bestLayout(int gpuIndex, int gpus, int perNode, const LinkSpec& fabric, double usable)
    {
        const auto key = std::make_tuple(gpuIndex, gpus, perNode, std::llround(fabric.GBps * 16));
        auto [it, added] = layoutChoice.try_emplace(key);
        if (!added)
            return it->second;
        const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
        const double capacity = memoryBytes(gpu);
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
                ThroughputInput in{job.model, m.setup, m.parallel, gpu};
                in.traits = &traits[size_t(gpuIndex)];
                in.interNode = fabric;
                in.gpusPerNode = perNode;
                in.mfuOverride = job.assumptions.mfuByClass[size_t(gpu.gpuClass)];
                const ThroughputEstimate t = estimateThroughput(workload, in);
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

    /// The job's strategy on `gpus` GPUs: nothing to shard on one.
    static Strategy asSetOn(int gpus, Strategy first)
    {
        return gpus == 1 && (first == Strategy::Zero1 || first == Strategy::Zero2 || first == Strategy::Zero3)
                   ? Strategy::Plain
                   : first;
    }

    /// What one kind of offer runs on n instances (PlanOption's fit and speed before its costs).
    struct Rung
    {
        int memoryIndex = -1; ///< into result.memory: the job as set or a layout; -1 when neither fits
        bool hostTooSmall = false;
        const ThroughputEstimate* speed = nullptr;      ///< into the planner's caches (node-based: stable)
        int asSetMemoryIndex = -1;                      ///< the job as set on these GPUs, fitting or not
        const ThroughputEstimate* asSetSpeed = nullptr; ///< where the job as set fits
        Strategy asSet = Strategy::Plain;
        bool adviceAsked = false;
        int adviceMemoryIndex = -1; ///< the advised setting's estimate; -1 when nothing fits
        int adviceIndex = -1;       ///< into result.advice
        bool adviceHostTooSmall = false;
        const ThroughputEstimate* adviceSpeed = nullptr;
    };
    /// One kind of offer: its rungs by instances − 1, and the fewest instances worth advising on (-1 = not asked).
    struct Ladder
    {
        std::vector<std::optional<Rung>> rungs;
        int fewestAdvisable = -1;
    };
    /// Ladders per (GPU, GPUs per instance, fabric kind and rate, usable RAM in MiB or -1), hashed: every offer
    /// looks its kind up.
    struct LadderKey
    {
        int gpu = 0, perNode = 0, fabricKind = 0;
        int64_t fabricRate = 0, hostMiB = 0;
        bool operator==(const LadderKey&) const = default;
    };
    struct LadderHash
    {
        size_t operator()(const LadderKey& k) const
        {
            size_t h = std::hash<int64_t>{}(k.hostMiB);
            for (int64_t v : {int64_t(k.gpu), int64_t(k.perNode), int64_t(k.fabricKind), k.fabricRate})
                h = h * 1000003u ^ std::hash<int64_t>{}(v);
            return h;
        }
    };
    std::unordered_map<LadderKey, Ladder, LadderHash> ladders{};

    /// The job as set on n instances (its layout hint on their GPUs) or the fastest model-parallel layout there,
    /// whichever is faster.
    Rung rung(int gpuIndex, int n, int perNode, const LinkSpec& fabric, std::optional<double> hostCapacity,
              Strategy first, bool layouts)
    {
        const Gpu& gpu = catalog.gpus[size_t(gpuIndex)];
        const double capacity = memoryBytes(gpu);
        const double usable = usableBytes(capacity, job.assumptions.memoryMarginFraction);
        const int gpus = perNode * n;
        Rung r;
        r.asSet = asSetOn(gpus, first);
        int memIndex = -1;
        const MemoryEntry& m = memory(gpus, r.asSet, memIndex, capacity);
        r.asSetMemoryIndex = memIndex;
        if (m.valid && m.breakdown.wholeDevice <= usable) {
            if (hostCapacity && m.breakdown.hostBytes * perNode > *hostCapacity) {
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
            r.speed = &speed(gpuIndex, result.memory[size_t(memIndex)], perNode, fabric);
            r.asSetSpeed = r.speed;
        }
        if (layout &&
            (!r.speed || !r.speed->valid || layout->speed.tokensPerSecondTotal > r.speed->tokensPerSecondTotal)) {
            r.memoryIndex = layout->memoryIndex;
            r.speed = &layout->speed;
        }
        return r;
    }

    /// When neither fits: the fastest setting that does (core/plan/Advisor.h), the same training with other knobs
    /// or sharding and offload. Asked once per rung, and only where an offer needs it.
    void advise(Rung& r, int gpuIndex, int n, int perNode, const LinkSpec& fabric, std::optional<double> hostCapacity)
    {
        if (r.adviceAsked)
            return;
        r.adviceAsked = true;
        const AdviceRecord& advice = advised(gpuIndex, perNode * n, r.asSet, perNode, fabric,
                                             hostCapacity ? std::optional(*hostCapacity / perNode) : std::nullopt);
        r.adviceIndex = advice.index;
        r.adviceMemoryIndex = advice.memoryIndex;
        r.adviceSpeed = &advice.speed;
        r.adviceHostTooSmall = advice.memoryIndex < 0 && result.advice[size_t(advice.index)]->hostTooSmall;
    }

    /// The advice for one kind of GPU, count, link and host memory, with its estimate in `result.memory` and its
    /// speed: asked once per distinct target, so thousands of offers cost a few searches.
    struct AdviceRecord
    {
        int index = -1;       ///< into result.advice
        int memoryIndex = -1; ///< into result.memory; -1 when nothing fits
        ThroughputEstimate speed;
    };
    std::unique_ptr<Advisor> advisor;
    std::map<std::tuple<int, int, int, int, int, int>, AdviceRecord> advice;

    /// Per (GPU, GPUs per instance): the fewest instances on which some setting the advisor searches fits the GPUs
    /// (maxInstances + 1 when none), by bisection over Advisor::anySettingFits, which never turns false with more
    /// GPUs. The most instances are asked first: when nothing fits there, nothing is bisected; and what does not fit
    /// there needs no estimate on fewer (Advisor::anySettingFits).
    std::map<std::pair<int, int>, int> fewestAdvisable{};

    int fewestAdvisableInstances(int gpuIndex, int perNode, Strategy first, int maxInstances)
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

    const AdviceRecord& advised(int gpuIndex, int gpus, Strategy asSet, int gpusPerNode, const LinkSpec& fabric,
                                std::optional<double> hostPerGpu)
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
        t.hostUsableBytesPerGpu = hostPerGpu;
        t.withSuggestions = false; // the plan shows offers that fit; the job's own GPU gets the suggestions
        // Instances whose RAM admits the same fitting settings get the same advice (Advisor::hostClass).
        const auto key = std::make_tuple(gpuIndex, gpus, gpusPerNode, int(std::llround(fabric.GBps * 16)),
                                         int(fabric.kind), advisor->hostClass(t));
        if (auto it = advice.find(key); it != advice.end())
            return it->second;
        auto a = std::make_shared<Advice>(advisor->advise(t));
        AdviceRecord r;
        r.index = int(result.advice.size());
        if (a->advised) {
            MemoryEntry e;
            e.gpus = gpus;
            e.strategy = a->advised->strategy;
            e.parallel = a->advised->parallel;
            e.setup = a->advised->setup;
            auto estimate = estimateMemory(job.model, onCard(a->advised->setup, memoryBytes(gpu)), e.parallel);
            e.valid = estimate.ok();
            if (e.valid)
                e.breakdown = *estimate;
            r.memoryIndex = int(result.memory.size());
            result.memory.push_back(std::move(e));
            ThroughputInput in{job.model, a->advised->setup, a->advised->parallel, gpu};
            in.traits = &traits[size_t(gpuIndex)];
            in.interNode = fabric;
            in.gpusPerNode = std::max(1, gpusPerNode);
            in.mfuOverride = job.assumptions.mfuByClass[size_t(gpu.gpuClass)];
            r.speed = estimateThroughput(in);
        }
        result.advice.push_back(std::move(a));
        return advice.emplace(key, r).first->second;
    }
};

} // namespace

std::string_view strategyKey(const PlanOption& option)
{
    return option.gpus == 1 && option.strategy == Strategy::Plain ? "single" : strategyKey(option.strategy);
}

std::string_view strategyKey(Strategy s)
{
    switch (s) {
    case Strategy::Plain:
        return "ddp";
    case Strategy::Zero1:
        return "zero1";
    case Strategy::Zero2:
        return "zero2";
    case Strategy::Zero3:
        return "zero3";
    case Strategy::OffloadOptimizer:
        return "zero3_offload_optimizer";
    case Strategy::OffloadParams:
        return "zero3_offload_params";
    }
    return {};
}

std::vector<std::string_view> warningKeys(uint32_t warnings)
{
    std::vector<std::string_view> keys;
    for (int i = 0; i < kPlanWarningCount; ++i) {
        if (warnings & (1u << i))
            keys.push_back(warningKey(PlanWarning(1u << i)));
    }
    return keys;
}

std::string_view warningKey(PlanWarning w)
{
    switch (w) {
    case PlanWarning::NoBf16:
        return "no_bf16";
    case PlanWarning::No4bitKernels:
        return "no_4bit_kernels";
    case PlanWarning::ShardedOverPcie:
        return "sharded_over_pcie";
    case PlanWarning::ConsumerMultiGpuNoFastLink:
        return "consumer_multi_gpu_no_fast_link";
    case PlanWarning::StalePrice:
        return "stale_price";
    case PlanWarning::UndatedPrice:
        return "undated_price";
    case PlanWarning::GpuOnlyPrice:
        return "gpu_only_price";
    case PlanWarning::DeadlineMissed:
        return "deadline_missed";
    case PlanWarning::OverBudget:
        return "over_budget";
    case PlanWarning::StoragePriceUnknown:
        return "storage_price_unknown";
    case PlanWarning::EgressPriceUnknown:
        return "egress_price_unknown";
    case PlanWarning::HostRamUnstated:
        return "host_ram_unstated";
    case PlanWarning::MayNotFit:
        return "may_not_fit";
    case PlanWarning::NoFlashAttention:
        return "no_flash_attention";
    case PlanWarning::WeightOffload:
        return "weight_offload";
    case PlanWarning::TensorParallelOverPcie:
        return "tensor_parallel_over_pcie";
    case PlanWarning::FabricUnknown:
        return "fabric_unknown";
    }
    return {};
}

std::string_view rejectionKey(PlanRejection r)
{
    switch (r) {
    case PlanRejection::None:
        return "none";
    case PlanRejection::UnknownGpu:
        return "unknown_gpu";
    case PlanRejection::UnknownProvider:
        return "unknown_provider";
    case PlanRejection::NoPrice:
        return "no_price";
    case PlanRejection::DoesNotFit:
        return "does_not_fit";
    case PlanRejection::NoMultiNodeFabric:
        return "no_multi_node_fabric";
    case PlanRejection::NoThroughput:
        return "no_throughput";
    case PlanRejection::NoHostMemory:
        return "no_host_memory";
    case PlanRejection::DoesNotFitAsSet:
        return "does_not_fit_as_set";
    }
    return {};
}

std::string_view spotRiskKey(SpotRisk r)
{
    switch (r) {
    case SpotRisk::None:
        return "none";
    case SpotRisk::Low:
        return "low";
    case SpotRisk::Medium:
        return "medium";
    case SpotRisk::High:
        return "high";
    case SpotRisk::Unbounded:
        return "unbounded";
    }
    return {};
}

std::string_view costComponentKey(CostComponent c)
{
    switch (c) {
    case CostComponent::Compute:
        return "compute";
    case CostComponent::Storage:
        return "storage";
    case CostComponent::Egress:
        return "egress";
    }
    return {};
}

std::string_view featureKey(ProviderFeature f)
{
    switch (f) {
    case ProviderFeature::PersistentStorage:
        return "persistent_storage";
    case ProviderFeature::PerSecondBilling:
        return "per_second_billing";
    case ProviderFeature::Spot:
        return "spot";
    case ProviderFeature::Ssh:
        return "ssh";
    case ProviderFeature::Docker:
        return "docker";
    case ProviderFeature::Jupyter:
        return "jupyter";
    case ProviderFeature::MultiNode:
        return "multi_node";
    }
    return {};
}

uint32_t providerFeatures(const Provider& p)
{
    uint32_t f = 0;
    using catalog_text::parseBool;
    if (parseBool(p.persistentStorage).value_or(false))
        f |= uint32_t(ProviderFeature::PersistentStorage);
    if (p.billingUnit == BillingUnit::PerSecond)
        f |= uint32_t(ProviderFeature::PerSecondBilling);
    if (p.spotAvailable)
        f |= uint32_t(ProviderFeature::Spot);
    if (parseBool(p.sshAccess).value_or(false))
        f |= uint32_t(ProviderFeature::Ssh);
    if (parseBool(p.dockerImages).value_or(false))
        f |= uint32_t(ProviderFeature::Docker);
    if (!p.jupyter.empty() && parseBool(p.jupyter).value_or(true)) // "via a template" counts; "no" does not
        f |= uint32_t(ProviderFeature::Jupyter);
    // A fabric the catalog knows, wherever the provider offers it (all instances or its cluster products).
    if (p.fabricKind != FabricKind::None && p.fabricKind != FabricKind::Unknown)
        f |= uint32_t(ProviderFeature::MultiNode);
    return f;
}

double fabricLinkGBps(double gbpsPerGpu)
{
    return 2.0 * gbpsPerGpu / 8.0;
}

OfferFabric offerFabric(const Provider& provider, const Offer& offer)
{
    FabricKind kind = provider.fabricKind;
    std::optional<double> rate = provider.fabricGbpsPerGpu;
    if (offer.fabricKind) {
        kind = *offer.fabricKind;
        rate = offer.fabricGbpsPerGpu;
    } else if (provider.fabricScope == FabricScope::ClusterProductsOnly && !offer.clusterProduct) {
        return {}; // e.g. Lambda's on-demand instances: its InfiniBand is for 1-Click Clusters
    }
    if (kind == FabricKind::None)
        return {};
    OfferFabric fabric;
    fabric.assumed = kind == FabricKind::Unknown || !rate || !(*rate > 0);
    fabric.link = {LinkKind::InterNode, fabricLinkGBps(rate && *rate > 0 ? *rate : kAssumedFabricGbpsPerGpu)};
    return fabric;
}

double billedSeconds(double seconds, BillingUnit unit, int minimumBilledSeconds)
{
    const double step = unit == BillingUnit::PerSecond ? 1.0 : unit == BillingUnit::PerMinute ? 60.0 : 3600.0;
    const double billed = std::ceil(seconds / step - 1e-9) * step;
    return std::max(billed, double(minimumBilledSeconds));
}

SpotExpectation expectSpot(double hours, double ratePerHour, double lostHours)
{
    SpotExpectation s;
    s.available = true;
    s.interruptionsPerHour = ratePerHour;
    s.lostHoursPerInterruption = lostHours;
    const double lossShare = ratePerHour * lostHours; // hours lost per hour of running
    if (lossShare >= 1) {
        s.expectedHours = INFINITY;
        s.expectedInterruptions = INFINITY;
        s.risk = SpotRisk::Unbounded;
        return s;
    }
    // H = T + rate × H × lost: interruptions keep arriving while lost work is redone.
    s.expectedHours = hours / (1 - lossShare);
    s.expectedInterruptions = ratePerHour * s.expectedHours;
    s.risk = s.expectedInterruptions < 0.5 ? SpotRisk::Low
             : s.expectedInterruptions < 3 ? SpotRisk::Medium
                                           : SpotRisk::High;
    return s;
}

bool PlanFilter::matches(const Offer& offer, const Gpu* gpu, std::optional<uint32_t> features) const
{
    if (spotOnly && !offer.spotUsdPerHour)
        return false;
    if (!region.empty() && !containsNoCase(offer.region, region))
        return false;
    if (gpu) {
        if (!(gpuClasses & (1u << unsigned(gpu->gpuClass))))
            return false;
        if (!vendor.empty() && !(gpu->vendor.size() == vendor.size() && containsNoCase(gpu->vendor, vendor)))
            return false;
    }
    if (requiredFeatures && (!features || (*features & requiredFeatures) != requiredFeatures))
        return false;
    return true;
}

PlanResult planJob(const Job& job, const Catalog& catalog, std::string_view today, const PlanFilter& filter)
{
    PlanResult result;
    // A refused job plans nothing: the throughput model and the costs would run on shapes the estimator refuses.
    // Front ends call validateJob() themselves to show why.
    if (validateJob(job))
        return result;
    Planner planner{job, catalog, result, {}, {}, prepareWorkload(job.model, job.setup), 0, 0, {}, {}, {},
                    {},  {},      {},     {}, {}};
    for (const Gpu& gpu : catalog.gpus)
        planner.traits.push_back(deviceTraits(gpu));
    const PlanAssumptions& a = job.assumptions;

    // Work: tokens counted by the throughput model (setup tokens per optimizer step on one GPU × GPUs for steps).
    const double tokensPerStepPerGpu =
        double(job.setup.microBatch) * std::max(1, job.setup.gradAccumulation) * job.setup.seqLen;
    result.work = trainingWork(job);

    // Checkpoint and result sizes from the estimator's parameter counts.
    {
        int index = 0;
        const MemoryEntry& one = planner.memory(1, Strategy::Plain, index);
        const double total = double(one.breakdown.params.total());
        const double trainable = double(one.breakdown.trainableParams);
        // The estimator's optimizer bytes (its state dtype, paging and masters): one table for memory and checkpoints.
        const double optimizerBytes = one.breakdown.optimizerBytesPerParam;
        if (isAdapterMethod(job.setup.method)) {
            const double adapterBytes = job.setup.adapter.fp32Adapters ? 4.0 : 2.0;
            planner.checkpointGB = trainable * (adapterBytes + optimizerBytes) / 1e9;
            planner.resultGB = trainable * adapterBytes / 1e9;
        } else {
            const double weightBytes = job.setup.weightDType == DType::FP32 ? 4.0 : 2.0;
            planner.checkpointGB = (total * weightBytes + trainable * optimizerBytes) / 1e9;
            planner.resultGB = total * 2.0 / 1e9;
        }
    }
    const double datasetGB = job.datasetTokens * a.datasetBytesPerToken / 1e9;
    const double storageGB = datasetGB + planner.checkpointGB;
    const double checkpointWriteHours = planner.checkpointGB / std::max(1e-3, a.checkpointWriteGBps) / 3600.0;
    const double intervalHours = std::max(1.0, job.checkpointIntervalMinutes) / 60.0;

    std::unordered_map<std::string_view, int> gpuByName, providerByName;
    for (size_t i = 0; i < catalog.gpus.size(); ++i)
        gpuByName.emplace(catalog.gpus[i].name, int(i));
    std::vector<uint32_t> features(catalog.providers.size());
    for (size_t i = 0; i < catalog.providers.size(); ++i) {
        providerByName.emplace(catalog.providers[i].name, int(i));
        features[i] = providerFeatures(catalog.providers[i]);
    }
    std::vector<char> gpuPcie(catalog.gpus.size()), gpuNvidia(catalog.gpus.size());
    for (size_t i = 0; i < catalog.gpus.size(); ++i) {
        gpuPcie[i] = pcieIntraNode(catalog.gpus[i]);
        gpuNvidia[i] = containsNoCase(catalog.gpus[i].vendor, "NVIDIA");
    }
    const auto todayDate = catalog_text::isoDate(today);
    const Strategy first = firstStrategy(job.parallel);
    const bool layouts = searchesLayouts(job) && !a.asSetOnly;
    const bool wantsBf16 = job.setup.compute == Compute::BF16 || job.setup.compute == Compute::AmpBF16;
    const bool fourBit = isQuantized4bit(job.setup.baseQuant) && job.setup.baseQuant != BaseQuant::GptqInt4;

    result.options.reserve(catalog.offers.size());
    result.memory.reserve(1024); // estimates per distinct GPU count and layout: hundreds for large jobs
    int lastGpu = -1, lastProvider = -1;
    for (size_t oi = 0; oi < catalog.offers.size(); ++oi) {
        const Offer& offer = catalog.offers[oi];
        // Built in place: the option is taken back when the filter drops the offer.
        PlanOption& o = result.options.emplace_back();
        o.offerIndex = int(oi);
        // Offers come grouped by provider and often by GPU: reuse the previous lookup when the name repeats.
        if (oi == 0 || offer.gpuName != catalog.offers[oi - 1].gpuName) {
            const auto g = gpuByName.find(offer.gpuName);
            lastGpu = g == gpuByName.end() ? -1 : g->second;
        }
        if (oi == 0 || offer.provider != catalog.offers[oi - 1].provider) {
            const auto p = providerByName.find(offer.provider);
            lastProvider = p == providerByName.end() ? -1 : p->second;
        }
        o.gpuIndex = lastGpu;
        o.providerIndex = lastProvider;
        const Gpu* gpu = o.gpuIndex >= 0 ? &catalog.gpus[size_t(o.gpuIndex)] : nullptr;
        const Provider* provider = o.providerIndex >= 0 ? &catalog.providers[size_t(o.providerIndex)] : nullptr;

        if (!filter.matches(offer, gpu,
                            o.providerIndex >= 0 ? std::optional(features[size_t(o.providerIndex)]) : std::nullopt)) {
            result.options.pop_back();
            continue;
        }

        // Price warnings apply whatever the fit.
        if (offer.asOf.empty()) {
            o.warnings |= uint32_t(PlanWarning::UndatedPrice);
        } else if (todayDate) {
            const auto offerDate = catalog_text::isoDate(offer.asOf);
            if (!offerDate || (*todayDate - *offerDate).count() > kStalePriceDays)
                o.warnings |= uint32_t(PlanWarning::StalePrice);
        }
        if (offer.priceScope == PriceScope::GpuOnly)
            o.warnings |= uint32_t(PlanWarning::GpuOnlyPrice);
        o.pricePerHour = offer.onDemandUsdPerHour.value_or(0);

        if (!gpu) {
            o.rejection = PlanRejection::UnknownGpu;
        } else if (!provider) {
            o.rejection = PlanRejection::UnknownProvider;
        } else if (!offer.onDemandUsdPerHour || *offer.onDemandUsdPerHour <= 0) {
            o.rejection = PlanRejection::NoPrice;
        }
        if (o.rejection != PlanRejection::None)
            continue;
        if (wantsBf16 && !gpu->supportsBf16)
            o.warnings |= uint32_t(PlanWarning::NoBf16);
        if (fourBit && !gpuNvidia[size_t(o.gpuIndex)])
            o.warnings |= uint32_t(PlanWarning::No4bitKernels);
        if (!provider->storageUsdPerGBMonth)
            o.warnings |= uint32_t(PlanWarning::StoragePriceUnknown);
        if (!provider->egressUsdPerGB)
            o.warnings |= uint32_t(PlanWarning::EgressPriceUnknown);

        // A few field reads per offer (the offer may override its provider): as cheap as the provider's lookup.
        const OfferFabric offerLink = offerFabric(*provider, offer);
        const LinkSpec fabric = offerLink.link;
        const double capacity = memoryBytes(*gpu);
        const int perNode = std::max(1, offer.gpuCount);
        const int maxInstances = std::max(1, a.maxInstances);
        // What offload puts in CPU RAM must fit the instance's RAM (where the offer states it), with the same
        // margin as the GPUs: the fit rule covers every memory a layout uses.
        const std::optional<double> hostCapacity =
            offer.ramGiB ? std::optional(usableBytes(units::fromGiB(*offer.ramGiB), a.memoryMarginFraction))
                         : std::nullopt;
        bool fitsSomewhere = false;
        bool hostTooSmall = false;
        const uint32_t offerWarnings = o.warnings; // what holds whatever the instances
        PlanOption& best = o;
        // What this kind of offer runs on n instances does not depend on its price: offers of one GPU, instance
        // size, fabric and RAM share their rungs, and only the costs below are per offer.
        Planner::Ladder& ladder =
            planner.ladders[{o.gpuIndex, perNode, int(fabric.kind), std::llround(fabric.GBps * 16),
                             hostCapacity ? std::llround(*hostCapacity / units::kMiB) : int64_t(-1)}];
        if (ladder.rungs.size() < size_t(maxInstances))
            ladder.rungs.resize(size_t(maxInstances));
        for (int n = 1; n <= maxInstances; ++n) {
            const int gpus = perNode * n;
            std::optional<Planner::Rung>& slot = ladder.rungs[size_t(n - 1)];
            if (!slot)
                slot = planner.rung(o.gpuIndex, n, perNode, fabric, hostCapacity, first, layouts);
            Planner::Rung& rung = *slot;
            hostTooSmall = hostTooSmall || rung.hostTooSmall;
            // An advised setting is a fallback: asked where the job as set and its layouts do not fit (on more
            // instances too: a setting without offload there may beat an offloading one here).
            const bool advisedRuns = rung.memoryIndex < 0;
            if (advisedRuns && a.asSetOnly)
                continue;
            if (advisedRuns) {
                // Below the fewest instances any searched setting fits the GPUs on, there is nothing to advise.
                if (ladder.fewestAdvisable < 0)
                    ladder.fewestAdvisable = planner.fewestAdvisableInstances(o.gpuIndex, perNode, first, maxInstances);
                if (n < ladder.fewestAdvisable)
                    continue;
                planner.advise(rung, o.gpuIndex, n, perNode, fabric, hostCapacity);
                hostTooSmall = hostTooSmall || rung.adviceHostTooSmall;
            }
            const int memoryIndex = advisedRuns ? rung.adviceMemoryIndex : rung.memoryIndex;
            if (memoryIndex < 0)
                continue;
            fitsSomewhere = true;
            if (n > 1 && fabric.kind == LinkKind::None)
                break; // would fit, but only across instances the provider cannot connect

            const ThroughputEstimate& t = advisedRuns ? *rung.adviceSpeed : *rung.speed;
            const MemoryEntry& fit = result.memory[size_t(memoryIndex)];
            if (!t.valid || t.tokensPerSecondTotal <= 0) {
                best.rejection = PlanRejection::NoThroughput;
                break;
            }
            // The costs of n instances; the option is filled in only when they make it the best so far.
            uint32_t warnings = offerWarnings;
            if (gpus > 1 && fit.strategy != Strategy::Plain && gpuPcie[size_t(o.gpuIndex)])
                warnings |= uint32_t(PlanWarning::ShardedOverPcie);
            // GeForce cards have no NVLink since the RTX 40 series, and NVIDIA's driver disables peer-to-peer over PCIe
            // on them (RTX 4090 / 5090: cudaDeviceCanAccessPeer is 0; NVIDIA developer forum, "P2P on RTX 4090"):
            // every collective goes through host memory.
            if (gpus > 1 && gpu->gpuClass == GpuClass::Consumer)
                warnings |= uint32_t(PlanWarning::ConsumerMultiGpuNoFastLink);
            if (!hostCapacity && fit.breakdown.hostBytes > 0)
                warnings |= uint32_t(PlanWarning::HostRamUnstated);
            warnings |= settingWarnings(fit, *gpu, capacity, gpuPcie[size_t(o.gpuIndex)] != 0);
            if (n > 1 && offerLink.assumed)
                warnings |= uint32_t(PlanWarning::FabricUnknown);

            const double tokens =
                job.steps > 0 ? double(job.steps) * tokensPerStepPerGpu * gpus : result.work.computedTokens;
            const double trainHours = tokens / t.tokensPerSecondTotal / 3600.0;
            const double writes = std::floor(trainHours / intervalHours);
            const double trainingHours = trainHours + writes * checkpointWriteHours + a.startupMinutes / 60.0;

            auto costFor = [&](double usdPerHour, double hours) {
                CostBreakdown k;
                k.billedSeconds = billedSeconds(hours * 3600.0, provider->billingUnit, provider->minimumBilledSeconds);
                k.computeUsd = usdPerHour * n * k.billedSeconds / 3600.0;
                k.storageUsd = provider->storageUsdPerGBMonth.value_or(0) * storageGB * (hours / 730.0);
                k.egressUsd = provider->egressUsdPerGB.value_or(0) * planner.resultGB;
                k.totalUsd = k.computeUsd + k.storageUsd + k.egressUsd;
                return k;
            };
            const CostBreakdown onDemand = costFor(*offer.onDemandUsdPerHour, trainingHours);
            double hours = trainingHours;
            double totalCostUsd = onDemand.totalUsd;
            SpotExpectation spot;
            bool useSpot = false;
            if (a.spotAllowed && offer.spotUsdPerHour && provider->spotAvailable) {
                const double rate = provider->spotInterruptionsPerHour.value_or(a.defaultSpotInterruptionsPerHour);
                const double lost = intervalHours / 2 + a.restartOverheadMinutes / 60.0 + checkpointWriteHours;
                spot = expectSpot(trainingHours, rate, lost);
                if (spot.risk != SpotRisk::Unbounded) {
                    spot.cost = costFor(*offer.spotUsdPerHour, spot.expectedHours);
                    if (spot.cost.totalUsd < onDemand.totalUsd) {
                        useSpot = true;
                        hours = spot.expectedHours;
                        totalCostUsd = spot.cost.totalUsd;
                    }
                }
            }
            if (job.deadlineHours && hours > *job.deadlineHours)
                warnings |= uint32_t(PlanWarning::DeadlineMissed);
            if (job.budgetUsd && totalCostUsd > *job.budgetUsd)
                warnings |= uint32_t(PlanWarning::OverBudget);
            // Keep the fewest instances, unless more instances are what meets the deadline. An advised setting
            // (offload, other knobs) is a fallback: while only one fits, more instances are tried as well, where the
            // job as set (its strategy or a model-parallel layout) may run, and the cheaper is kept.
            const bool firstFit = !best.fits;
            const bool meets = !hasWarning(warnings, PlanWarning::DeadlineMissed);
            const bool bestMeets = best.fits && !hasWarning(best.warnings, PlanWarning::DeadlineMissed);
            if (firstFit || (meets && (!bestMeets || totalCostUsd < best.totalCostUsd))) {
                PlanOption& c = best;
                c.instances = n;
                c.gpus = gpus;
                c.fits = true;
                c.strategy = fit.strategy;
                c.memoryIndex = memoryIndex;
                c.adviceIndex = advisedRuns ? rung.adviceIndex : -1;
                c.parallel = fit.parallel;
                c.perGpuBytes = fit.breakdown.wholeDevice;
                c.capacityBytes = capacity;
                c.headroomBytes = capacity - c.perGpuBytes;
                c.link = gpus <= 1                     ? LinkKind::None
                         : n > 1                       ? LinkKind::InterNode
                         : gpuPcie[size_t(o.gpuIndex)] ? LinkKind::PCIe
                                                       : LinkKind::NVLink;
                c.tokensPerSecond = t.tokensPerSecondTotal;
                c.tokensPerSecondLow = t.bandLow * gpus;
                c.tokensPerSecondHigh = t.bandHigh * gpus;
                c.stepSeconds = t.stepSeconds;
                c.bottleneck = t.bottleneck;
                c.warnings = warnings;
                c.trainingHours = trainingHours;
                c.pricePerHour = *offer.onDemandUsdPerHour * n;
                c.onDemand = onDemand;
                c.spot = spot;
                c.useSpot = useSpot;
                c.hours = hours;
                c.totalCostUsd = totalCostUsd;
                c.checkpointGB = planner.checkpointGB;
                c.storageGB = storageGB;
                c.resultGB = planner.resultGB;
                c.asSetMemoryIndex = rung.asSetMemoryIndex;
                c.asSetTokensPerSecond =
                    rung.asSetSpeed && rung.asSetSpeed->valid ? rung.asSetSpeed->tokensPerSecondTotal : 0;
            }
            if ((meets && !advisedRuns) || fabric.kind == LinkKind::None)
                break;
        }
        if (!best.fits && best.rejection == PlanRejection::None)
            best.rejection = fitsSomewhere  ? PlanRejection::NoMultiNodeFabric
                             : hostTooSmall ? PlanRejection::NoHostMemory
                             : a.asSetOnly  ? PlanRejection::DoesNotFitAsSet
                                            : PlanRejection::DoesNotFit;
        if (!best.fits && filter.fittingOnly)
            result.options.pop_back();
    }
    return result;
}

void rankOptions(PlanResult& result, const Job& job, SortKey key)
{
    (void)job;
    auto& v = result.options;
    // Each option's place as a compact key, compared without touching the (large) options: thousands of offers are
    // ranked at every slider move.
    struct RankKey
    {
        double first = 0; ///< runs: by the key; rejected: the hourly price
        double second = 0;
        /// 0 runs and meets the key's limit, 1 the same with a risk (kRiskWarnings), 2 runs and misses the limit, 3
        /// the same with a risk, 4 + the rejection's order
        uint32_t group = 0;
        uint32_t index = 0; ///< ties keep catalog order: deterministic without a stable sort's merge buffers
    };
    std::vector<RankKey> keys(v.size());
    // Best value ranks by the distance to the ideal point, which depends on every option (core/plan/Frontier.h).
    const std::vector<double> value = key == SortKey::BestValue ? costTimeFront(v).value : std::vector<double>();
    for (size_t i = 0; i < v.size(); ++i) {
        const PlanOption& o = v[i];
        RankKey& k = keys[i];
        k.index = uint32_t(i);
        if (!o.fits) {
            k.group = 4 + uint32_t(o.rejection);
            k.first = o.pricePerHour;
            continue;
        }
        const bool meets = key == SortKey::CostUnderDeadline ? !hasWarning(o.warnings, PlanWarning::DeadlineMissed)
                           : key == SortKey::TimeUnderBudget ? !hasWarning(o.warnings, PlanWarning::OverBudget)
                                                             : true;
        k.group = (meets ? 0 : 2) + ((o.warnings & kRiskWarnings) != 0 ? 1 : 0);
        if (key == SortKey::BestValue) {
            k.first = value[i];
            k.second = o.totalCostUsd;
            continue;
        }
        // Under a limit nothing meets, the nearest miss first: by time under a deadline, by cost under a budget.
        const bool byCost = key == SortKey::Cost || (key == SortKey::CostUnderDeadline && meets) ||
                            (key == SortKey::TimeUnderBudget && !meets);
        k.first = byCost ? o.totalCostUsd : o.hours;
        k.second = byCost ? o.hours : o.totalCostUsd;
    }
    std::sort(keys.begin(), keys.end(), [](const RankKey& a, const RankKey& b) {
        if (a.group != b.group)
            return a.group < b.group;
        if (a.first != b.first)
            return a.first < b.first;
        if (a.second != b.second)
            return a.second < b.second;
        return a.index < b.index;
    });
    std::vector<int> order(v.size());
    for (size_t i = 0; i < keys.size(); ++i)
        order[i] = int(keys[i].index);
    // Apply the permutation in place, cycle by cycle (the options are large; no second vector).
    for (size_t start = 0; start < order.size(); ++start) {
        if (order[start] < 0 || size_t(order[start]) == start)
            continue;
        PlanOption held = std::move(v[start]);
        size_t at = start;
        while (true) {
            const size_t from = size_t(order[at]);
            order[at] = -1;
            if (from == start) {
                v[at] = std::move(held);
                break;
            }
            v[at] = std::move(v[from]);
            at = from;
        }
    }
}

std::vector<ComparedOption> compareOptions(const PlanResult& result, const Catalog& catalog,
                                           const std::vector<int>& optionIndices)
{
    std::vector<ComparedOption> out;
    for (int i : optionIndices) {
        if (i < 0 || size_t(i) >= result.options.size() || out.size() >= 4)
            continue;
        ComparedOption c;
        c.option = result.options[size_t(i)];
        if (c.option.providerIndex >= 0) {
            const Provider& p = catalog.providers[size_t(c.option.providerIndex)];
            c.features = providerFeatures(p);
            c.billingUnit = p.billingUnit;
            c.minimumBilledSeconds = p.minimumBilledSeconds;
            c.storageUsdPerGBMonth = p.storageUsdPerGBMonth;
            c.egressUsdPerGB = p.egressUsdPerGB;
        }
        out.push_back(std::move(c));
    }
    return out;
}

Explanation explainTop(const PlanResult& result)
{
    Explanation e;
    if (result.options.empty() || !result.options.front().fits)
        return e;
    const PlanOption& top = result.options.front();
    e.optionIndex = 0;
    e.headroomBytes = top.headroomBytes;
    e.headroomFraction = top.capacityBytes > 0 ? top.headroomBytes / top.capacityBytes : 0;
    e.bottleneck = top.bottleneck;
    if (top.memoryIndex >= 0) {
        const MemoryEntry& m = result.memory[size_t(top.memoryIndex)];
        if (m.parallel.model.pipeline > 1)
            e.pipelineMicroBatches = m.setup.gradAccumulation;
        for (const ComponentMemory& c : m.breakdown.components) {
            if (c.bytes > e.dominantMemoryBytes) {
                e.dominantMemoryBytes = c.bytes;
                e.dominantMemory = c.component;
            }
        }
    }
    const CostBreakdown& k = top.useSpot ? top.spot.cost : top.onDemand;
    const double parts[] = {k.computeUsd, k.storageUsd, k.egressUsd};
    const int dominant = int(std::max_element(std::begin(parts), std::end(parts)) - std::begin(parts));
    e.dominantCost = CostComponent(dominant);
    e.dominantCostShare = k.totalUsd > 0 ? parts[dominant] / k.totalUsd : 0;

    // Options with a lower hourly price per GPU that were rejected or missed a limit: one per (GPU, reason).
    const double topPerGpu = top.pricePerHour / std::max(1, top.gpus);
    std::vector<int> cheaper;
    for (size_t i = 1; i < result.options.size(); ++i) {
        const PlanOption& o = result.options[i];
        const uint32_t limits = uint32_t(PlanWarning::DeadlineMissed) | uint32_t(PlanWarning::OverBudget);
        const bool lacking = !o.fits || (o.warnings & limits);
        const double perGpu = o.pricePerHour / std::max(1, o.gpus);
        if (lacking && o.pricePerHour > 0 && perGpu < topPerGpu)
            cheaper.push_back(int(i));
    }
    std::stable_sort(cheaper.begin(), cheaper.end(), [&](int a, int b) {
        const PlanOption& x = result.options[size_t(a)];
        const PlanOption& y = result.options[size_t(b)];
        return x.pricePerHour / std::max(1, x.gpus) < y.pricePerHour / std::max(1, y.gpus);
    });
    for (int i : cheaper) {
        const PlanOption& o = result.options[size_t(i)];
        const bool seen =
            std::any_of(e.cheaperRejected.begin(), e.cheaperRejected.end(), [&](const RejectedCheaper& r) {
                const PlanOption& q = result.options[size_t(r.optionIndex)];
                return q.gpuIndex == o.gpuIndex && r.rejection == o.rejection;
            });
        if (seen)
            continue;
        e.cheaperRejected.push_back({i, o.rejection, o.warnings});
        if (e.cheaperRejected.size() >= 5)
            break;
    }
    return e;
}

} // namespace tunefit

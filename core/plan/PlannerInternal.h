// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The planner's parts, shared by its files only: the search (PlanSearch.cpp: which GPU counts, strategies and layouts
// run on an offer, and whether they fit), the costing (PlanCosting.cpp: the hours and cost of one option) and the
// driver (Planner.cpp: planJob). The ranking (PlanRanking.cpp) reads PlanResult only.

#include "core/plan/Advisor.h"
#include "core/plan/Planner.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tunefit::plan_detail {

/// What every option of one job stores and writes, and how long its writes and intervals take: the job's, whatever
/// the offer (computed once per plan).
struct JobSizes
{
    double tokensPerStepPerGpu = 0; ///< setup tokens per optimizer step on one GPU
    double checkpointGB = 0;
    double resultGB = 0;
    double storageGB = 0; ///< dataset + one checkpoint
    double checkpointWriteHours = 0;
    double intervalHours = 0; ///< between checkpoints
};
/// The job's sizes from the estimator's parameter counts on one GPU.
JobSizes jobSizes(const Job& job, const MemoryBreakdown& oneGpu);

/// Compute, storage and egress of `instances` instances at `usdPerHour` each for `hours`: the provider's billing
/// granularity and minimum, its storage price over the run and its egress price on the result.
CostBreakdown billFor(const Provider& provider, const JobSizes& sizes, int instances, double usdPerHour, double hours);

/// The hours and cost of one option: n instances of an offer at a throughput, on demand and (where allowed and
/// cheaper) on spot.
struct OptionCost
{
    double trainingHours = 0; ///< training plus checkpoint writes plus startup
    CostBreakdown onDemand;
    SpotExpectation spot;
    bool useSpot = false;
    double hours = 0;        ///< of the chosen pricing
    double totalCostUsd = 0; ///< of the chosen pricing
};
/// What an option of `instances` instances (`gpus` GPUs) running at `tokensPerSecond` costs on the offer.
OptionCost optionCost(const Job& job, const JobSizes& sizes, const TrainingWork& work, const Offer& offer,
                      const Provider& provider, int instances, int gpus, double tokensPerSecond);
/// The warnings about the offer's price and its provider's storage and egress prices, whatever the fit.
uint32_t priceWarnings(const Offer& offer, std::optional<std::chrono::sys_days> today);
uint32_t providerPriceWarnings(const Provider& provider);
/// DeadlineMissed and OverBudget for an option of `hours` costing `totalCostUsd`.
uint32_t limitWarnings(const Job& job, double hours, double totalCostUsd);

/// What the search reads of one offer: its card, instance size, fabric and RAM, already looked up.
struct OfferShape
{
    const Offer& offer;
    const Gpu& gpu;
    const Provider& provider;
    bool pcie = false; ///< the card's GPUs talk over PCIe inside an instance
};

/// What an offer's machine gives its GPUs besides their links: the usable RAM of an instance, where the offer states
/// it (offload must fit), and its vCPUs per GPU where fewer than the CPU optimizer's memory rate needs (0: not
/// binding, or not stated), so that offers above that bound share their estimates (cpuOptimizerParamsPerSecond).
struct OfferHost
{
    std::optional<double> capacity;
    double cpusPerGpu = 0;
};

/// The planner's state for one job: the estimates and speeds it has computed, shared by the offers that need them.
struct Planner
{
    const Job& job;
    const Catalog& catalog;
    PlanResult& result;
    std::vector<int> memoryIndex; ///< (gpus * kStrategyCount + strategy) -> index into result.memory, -1 = not yet
    /// Throughput estimates per (GPU, GPUs, strategy, GPUs per node, fabric rate, binding vCPUs per GPU), hashed.
    struct SpeedKey
    {
        int gpu = 0, gpus = 0, strategy = 0, perNode = 0;
        int64_t fabricRate = 0, cpus = 0;
        bool operator==(const SpeedKey&) const = default;
    };
    struct SpeedHash
    {
        size_t operator()(const SpeedKey& k) const;
    };
    std::unordered_map<SpeedKey, ThroughputEstimate, SpeedHash> throughput;
    ThroughputWorkload workload;
    JobSizes sizes; ///< set once per plan from the one-GPU estimate (jobSizes)
    /// memoryIndex per card memory (MiB), for jobs whose memory depends on the card (a colocated engine's share).
    std::map<std::pair<int64_t, size_t>, int> cardMemoryIndex{};
    /// The throughput model's reading of each catalog card, by GPU index.
    std::vector<DeviceTraits> traits{};
    Strategy first = Strategy::Plain; ///< the first strategy the job's hints allow
    bool layouts = false;             ///< model-parallel layouts are searched (searchesLayouts, not as set only)

    Planner(const Job& job, const Catalog& catalog, PlanResult& result);

    /// What the throughput model reads of a setting on `gpusPerNode` cards of a catalog GPU per instance, the
    /// instances joined by `fabric`.
    ThroughputInput throughputInput(int gpuIndex, const TrainingSetup& setup, const Parallelism& parallel,
                                    int gpusPerNode, const LinkSpec& fabric, double cpusPerGpu = 0) const;

    /// The estimate of `gpus` GPUs of `cardBytes` each with strategy `s` (computed once per layout, and per card
    /// memory only where the job's memory depends on it: onCard()).
    const MemoryEntry& memory(int gpus, Strategy s, int& index, double cardBytes = 0);
    const ThroughputEstimate& speed(int gpuIndex, const MemoryEntry& m, int gpusPerNode, const LinkSpec& fabric,
                                    double cpusPerGpu);

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

    const std::vector<std::vector<Parallelism>>& groupsFor(int gpus, int perNode);
    int layoutMemory(const Parallelism& p, double cardBytes);
    /// The fastest layout that fits `gpus` of the card: per (TP, EP) group the fewest pipeline stages that fit (more
    /// stages only add bubble and stage hops), then the throughput model picks among the groups.
    const LayoutChoice& bestLayout(int gpuIndex, int gpus, int perNode, const LinkSpec& fabric, double usable);

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
    /// Ladders per (GPU, GPUs per instance, fabric kind and rate, usable RAM in MiB or -1, binding vCPUs per GPU),
    /// hashed: every offer looks its kind up.
    struct LadderKey
    {
        int gpu = 0, perNode = 0, fabricKind = 0;
        int64_t fabricRate = 0, hostMiB = 0, cpus = 0;
        bool operator==(const LadderKey&) const = default;
    };
    struct LadderHash
    {
        size_t operator()(const LadderKey& k) const;
    };
    std::unordered_map<LadderKey, Ladder, LadderHash> ladders{};

    /// The job as set on n instances (its layout hint on their GPUs) or the fastest model-parallel layout there,
    /// whichever is faster.
    Rung rung(int gpuIndex, int n, int perNode, const LinkSpec& fabric, const OfferHost& host);
    /// When neither fits: the fastest setting that does (core/plan/Advisor.h), the same training with other knobs
    /// or sharding and offload. Asked once per rung, and only where an offer needs it.
    void advise(Rung& r, int gpuIndex, int n, int perNode, const LinkSpec& fabric, const OfferHost& host);

    /// The advice for one kind of GPU, count, link and host memory, with its estimate in `result.memory` and its
    /// speed: asked once per distinct target, so thousands of offers cost a few searches.
    struct AdviceRecord
    {
        int index = -1;       ///< into result.advice
        int memoryIndex = -1; ///< into result.memory; -1 when nothing fits
        ThroughputEstimate speed;
    };
    std::unique_ptr<Advisor> advisor;
    std::map<std::tuple<int, int, int, int, int, int, int64_t>, AdviceRecord> advice;

    /// Per (GPU, GPUs per instance): the fewest instances on which some setting the advisor searches fits the GPUs
    /// (maxInstances + 1 when none), by bisection over Advisor::anySettingFits, which never turns false with more
    /// GPUs. The most instances are asked first: when nothing fits there, nothing is bisected; and what does not fit
    /// there needs no estimate on fewer (Advisor::anySettingFits).
    std::map<std::pair<int, int>, int> fewestAdvisable{};
    int fewestAdvisableInstances(int gpuIndex, int perNode, int maxInstances);
    const AdviceRecord& advised(int gpuIndex, int gpus, Strategy asSet, int gpusPerNode, const LinkSpec& fabric,
                                std::optional<double> hostPerGpu, double cpusPerGpu);
};

/// Searches the instance counts of one offer for the option `o` (its price and catalog warnings already set): the
/// fewest instances that fit, or more where they meet the deadline or cost less than an advised fallback; fills
/// its fit, speed and cost, or its rejection.
void planOffer(Planner& planner, const OfferShape& shape, PlanOption& o);

} // namespace tunefit::plan_detail

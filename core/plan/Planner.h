// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/RunRows.h"
#include "core/memory/FitRule.h"
#include "core/memory/MemoryBreakdown.h"
#include "core/model/ModelSpec.h"
#include "core/plan/Frontier.h"
#include "core/plan/RecipeSupport.h"
#include "core/plan/Throughput.h"
#include "core/plan/TrainingWork.h"
#include "core/training/TrainingSetup.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace tunefit {

struct Advice;

/// Planner assumptions the user can edit. Defaults and their rationale: docs/planning.md.
struct PlanAssumptions
{
    bool spotAllowed = false;
    int maxInstances = 4;                              ///< instances of one offer (more than 1 needs a provider fabric)
    std::array<std::optional<double>, 3> mfuByClass{}; ///< per GpuClass (Datacenter, Workstation, Consumer)
    double defaultSpotInterruptionsPerHour = 0.05;     ///< when the provider has no own figure
    double restartOverheadMinutes = 10;                ///< per spot interruption: new machine, image, model load
    double startupMinutes = 10;                        ///< once per run: image pull, model download and load
    double checkpointWriteGBps = 1.0;                  ///< disk/network-volume write bandwidth for checkpoints
    double datasetBytesPerToken = 4.0;                 ///< stored corpus size per token (int32 token ids)
    /// Share of each GPU's memory kept free (memory/FitRule.h, the one fit rule).
    double memoryMarginFraction = kDefaultMemoryMargin;
    /// Plan only the job as written: no advised setting and no model-parallel layout the job does not name
    /// (`tunefit plan --as-set`, the job panel's "Plan the job as set only"). Every fitting option then runs the job's
    /// setting.
    bool asSetOnly = false;
    /// The user's calibrations this job uses, one per GPU at most (core/plan/Calibration.h): evaluate() resolves them
    /// from the catalog for the job's method unless the request leaves them out. Not part of the job file: they are
    /// the catalog's rows, and a job moved to another catalog meets that catalog's calibrations.
    std::vector<CalibrationEntry> calibrations;
};

/// A fine-tuning job: the estimator's inputs plus the amount of work and the user's limits.
struct Job
{
    ModelSpec model;
    TrainingSetup setup;
    Parallelism parallel; ///< hints: a sharding other than None/DDP is the first strategy tried; offload likewise
    double datasetTokens = 0;
    double epochs = 1;
    /// Samples concatenated into full rows (sequence packing); off: one padded sample per row
    /// (core/plan/TrainingWork.h).
    bool packing = true;
    double averageSampleTokens = 0; ///< tokens of an average sample; 0 = unknown (padding then not counted)
    int64_t steps = 0;              ///< > 0: train this many optimizer steps instead of tokens × epochs
    double checkpointIntervalMinutes = 60;
    std::optional<double> deadlineHours;
    std::optional<double> budgetUsd;
    PlanAssumptions assumptions;
    /// How the model's name was read when the name was not an entry's own (a derivative, a quantized upload): shown
    /// beside every answer so the user can confirm it or pick another entry.
    std::optional<ModelReading> modelReading;
    /// The model the user named could not be read (an unknown or ambiguous name): the job has no model, and
    /// evaluate() answers with this error and no numbers rather than another model's.
    std::optional<Error> unreadModel;
};

/// The sharding strategies the planner tries, cheapest in communication first.
enum class Strategy
{
    Plain, ///< one GPU as it is, or plain data parallel (DDP)
    Zero1, ///< optimizer state sharded
    Zero2, ///< + gradients
    Zero3, ///< + parameters (ZeRO-3; FSDP full shard when the job's hint names FSDP)
    OffloadOptimizer,
    OffloadParams,
};
inline constexpr int kStrategyCount = 6;
std::string_view strategyKey(Strategy s); ///< "ddp", "zero1", ...
struct PlanOption;
/// The layout a strategy gives a job on `gpus` GPUs: ZeRO stages become FSDP's when the job's hint names FSDP; the
/// offload strategies run on ZeRO-3. The planner's and the advisor's one rule.
Parallelism parallelFor(const Job& job, int gpus, Strategy strategy);
/// The first strategy the job's sharding and offload hints allow.
Strategy firstStrategy(const Parallelism& hint);
/// The key of an option's strategy as every export writes it: "single" for one GPU as it is, else strategyKey().
std::string_view strategyKey(const PlanOption& option);

/// An offer's vCPUs per GPU where they bind the CPU optimizer (fewer than cpuOptimizerCpuBound()); 0 where they do
/// not, or where the offer does not state them: such offers run it at the host memory's rate.
double bindingCpusPerGpu(const Offer& offer);
/// Whether the planner searches model-parallel layouts for the job. Megatron-style trainers (Megatron-Core/Bridge,
/// NeMo, ms-swift's Megatron backend, torchtitan) run full fine-tuning and LoRA/DoRA on a 16-bit base; a
/// bitsandbytes/GPTQ-quantized base and the other PEFT methods have no tensor/pipeline-parallel path there, nor
/// has an objective that generates in the training process (TRL's generate()) or online DPO (TRL only).
bool searchesLayouts(const Job& job);
/// The model-parallel layouts the planner tries on `gpus` GPUs, `gpusPerNode` to a node: TP among the divisors of
/// the GPUs per node (a TP group never spans nodes), PP among the divisors of the rest, EP among the divisors of a
/// MoE model's routed experts; every one validateLayout() accepts, at least one degree above 1. Data parallelism
/// takes the rest, with the distributed optimizer (ZeRO-1; none with one replica). The job's context parallelism is
/// kept. Ordered by (TP, EP), then PP ascending: the planner takes the first PP of a group that fits.
std::vector<Parallelism> layoutCandidates(const Job& job, int gpus, int gpusPerNode);
/// The strategy a layout's data parallelism runs: ZeRO-1 with more than one replica, else plain.
Strategy layoutStrategy(const Parallelism& layout);

/// Plan findings. The core carries codes; front ends word them.
enum class PlanWarning : uint32_t
{
    NoBf16 = 1u << 0,
    No4bitKernels = 1u << 1,
    ShardedOverPcie = 1u << 2,
    ConsumerMultiGpuNoFastLink = 1u << 3,
    StalePrice = 1u << 4,
    UndatedPrice = 1u << 5,
    GpuOnlyPrice = 1u << 6,
    DeadlineMissed = 1u << 7,
    OverBudget = 1u << 8,
    StoragePriceUnknown = 1u << 9,
    EgressPriceUnknown = 1u << 10,
    /// The plan puts offloaded state in CPU RAM and the offer does not state its RAM (the GPUs decide the fit).
    HostRamUnstated = 1u << 11,
    /// The option's headroom lies inside the estimate's error band (MemoryBreakdown::bandHigh): it may not fit.
    MayNotFit = 1u << 12,
    /// The job asks for FlashAttention-2 and the card has no kernels for it (Volta, Turing): the recipe as written
    /// does not run there.
    NoFlashAttention = 1u << 13,
    /// The setting streams the weights from CPU RAM over PCIe at every step (parameter offload).
    WeightOffload = 1u << 14,
    /// Tensor parallelism whose all-reduces cross PCIe instead of NVLink.
    TensorParallelOverPcie = 1u << 15,
    /// The option joins instances whose fabric (or its speed) the catalog does not know: planned at
    /// kAssumedFabricGbpsPerGpu.
    FabricUnknown = 1u << 16,
    /// GRPO/RLOO: the completions the GPUs generate together (the generation batch × data-parallel GPUs) hold no
    /// whole number of groups, which TRL refuses (GRPOConfig: generation_batch_size divisible by num_generations).
    PartialGroups = 1u << 17,
};
inline constexpr int kPlanWarningCount = 18;
/// Warnings that rank an option after those without them, in every order: the option may not fit, its recipe does
/// not run on the card as written, or its price cannot be dated.
inline constexpr uint32_t kRiskWarnings = uint32_t(PlanWarning::MayNotFit) | uint32_t(PlanWarning::NoBf16) |
                                          uint32_t(PlanWarning::NoFlashAttention) |
                                          uint32_t(PlanWarning::UndatedPrice) | uint32_t(PlanWarning::PartialGroups);
std::string_view warningKey(PlanWarning w); ///< "no_bf16", "stale_price", ...
/// The keys of every warning in a set, in declaration order.
std::vector<std::string_view> warningKeys(uint32_t warnings);
inline bool hasWarning(uint32_t set, PlanWarning w)
{
    return (set & uint32_t(w)) != 0;
}

/// Why an offer yields no runnable plan.
enum class PlanRejection
{
    None,
    UnknownGpu,
    UnknownProvider,
    NoPrice,
    DoesNotFit,        ///< not even with offload on the most instances allowed
    NoMultiNodeFabric, ///< would fit on several instances, but the provider has no inter-node fabric
    NoThroughput,      ///< the throughput model cannot run this card
    NoHostMemory,      ///< fits the GPUs only by offloading more to CPU RAM than the instance has
    DoesNotFitAsSet,   ///< planning the job as written only (PlanAssumptions::asSetOnly), and it does not fit
    // The card cannot run the job's low-precision recipe (recipeSupport): never timed at 16-bit instead.
    NoFp8TensorCores,          ///< an FP8 recipe on a card without FP8 tensor cores
    NoMicroscalingTensorCores, ///< MXFP8 or NVFP4 on a card without block-scaled tensor cores
    RecipeNotOnPlatform,       ///< the recipe's library does not run on the card's platform
    // The card cannot run the job's optimizer (optimizerSupport): never planned with another optimizer instead.
    OptimizerNotOnPlatform, ///< the optimizer's library does not run on the card's platform
    NoFp8OptimizerStates,   ///< FP8 moments on a card without FP8 (compute capability below 8.9)
};
/// The rejection of a card that cannot run a recipe or optimizer; None when it runs it.
PlanRejection recipeRejection(RecipeSupport support);
std::string_view rejectionKey(PlanRejection r);

enum class SpotRisk
{
    None, ///< not on spot
    Low,  ///< fewer than 0.5 expected interruptions
    Medium,
    High,     ///< 3 or more expected interruptions
    Unbounded ///< work lost per hour of interruptions exceeds an hour: the job never finishes
};
std::string_view spotRiskKey(SpotRisk r);

enum class CostComponent
{
    Compute,
    Storage,
    Egress
};
std::string_view costComponentKey(CostComponent c);

struct CostBreakdown
{
    double computeUsd = 0;
    double storageUsd = 0;
    double egressUsd = 0;
    double totalUsd = 0;
    double billedSeconds = 0; ///< per instance, after granularity and minimum
};

struct SpotExpectation
{
    bool available = false;
    double interruptionsPerHour = 0;
    double expectedInterruptions = 0;
    double lostHoursPerInterruption = 0;
    double expectedHours = 0;
    CostBreakdown cost;
    SpotRisk risk = SpotRisk::None;
};

/// One offer (× instances) evaluated for the job.
struct PlanOption
{
    int offerIndex = -1; ///< into Catalog::offers
    int gpuIndex = -1;   ///< into Catalog::gpus
    int providerIndex = -1;
    int instances = 1;
    int gpus = 1;
    bool fits = false;
    PlanRejection rejection = PlanRejection::None;
    Strategy strategy = Strategy::Plain;
    int memoryIndex = -1; ///< into PlanResult::memory (the estimate used)
    double perGpuBytes = 0;
    double capacityBytes = 0;
    double headroomBytes = 0;
    LinkKind link = LinkKind::None; ///< the slowest link the gradients cross
    double tokensPerSecond = 0;     ///< all GPUs
    double tokensPerSecondLow = 0;
    double tokensPerSecondHigh = 0;
    double stepSeconds = 0;
    Bottleneck bottleneck = Bottleneck::Compute;
    double trainingHours = 0; ///< training plus checkpoint writes plus startup
    double hours = 0;         ///< the wall time of the chosen pricing (spot when chosen)
    double pricePerHour = 0;  ///< all instances, on-demand
    CostBreakdown onDemand;
    SpotExpectation spot;
    bool useSpot = false;
    double totalCostUsd = 0; ///< of the chosen pricing
    double checkpointGB = 0;
    double storageGB = 0;
    double resultGB = 0;
    uint32_t warnings = 0;
    /// Into PlanResult::advice when the option runs an advised setting of the job (core/plan/Advisor.h) because the
    /// job as set does not fit; -1 = the job as set.
    int adviceIndex = -1;
    /// The layout the option runs (its estimate's): sharding, offload, GPUs per node and the tensor / pipeline /
    /// expert degrees (all 1 for plain data parallelism).
    Parallelism parallel;
    /// The job as set on the same GPUs, for the effects of the option's changes (optionSetting()): its estimate
    /// (into PlanResult::memory) and its speed where it fits (0 where it does not or was not timed).
    int asSetMemoryIndex = -1;
    double asSetTokensPerSecond = 0;
};

struct MemoryEntry
{
    int gpus = 1;
    Strategy strategy = Strategy::Plain;
    Parallelism parallel;
    /// The setting estimated: the job's, an advised one, or the job's on a model-parallel layout (its accumulation
    /// keeps the optimizer step of data parallelism on the same GPUs: accumulationOnLayout()).
    TrainingSetup setup;
    bool valid = false;
    MemoryBreakdown breakdown;
};

enum class SortKey
{
    Cost,
    Time,
    CostUnderDeadline,
    TimeUnderBudget,
    /// Nearest the ideal point first (core/plan/Frontier.h valueDistance): the knee of the cost–time front leads.
    BestValue
};

/// Provider features the filter can require.
enum class ProviderFeature : uint32_t
{
    PersistentStorage = 1u << 0,
    PerSecondBilling = 1u << 1,
    Spot = 1u << 2,
    Ssh = 1u << 3,
    Docker = 1u << 4,
    Jupyter = 1u << 5,
    MultiNode = 1u << 6,
};
uint32_t providerFeatures(const Provider& provider);
std::string_view featureKey(ProviderFeature f);
inline constexpr int kProviderFeatureCount = 7;

struct PlanFilter
{
    uint32_t requiredFeatures = 0;
    uint32_t gpuClasses = 0b111; ///< bit i = GpuClass(i)
    std::string vendor;          ///< empty = any; case-insensitive
    std::string region;          ///< substring, case-insensitive; empty = any
    bool spotOnly = false;       ///< offers with a spot price only
    bool fittingOnly = false;

    /// The one filter rule, for the planner and the window's offer filters. `gpu` is null for an offer whose GPU
    /// is not in the catalog; `features` are its provider's (providerFeatures()), nullopt for an unknown provider.
    bool matches(const Offer& offer, const Gpu* gpu, std::optional<uint32_t> features) const;
    /// matches() for a planned option, with fittingOnly.
    bool matches(const PlanOption& option, const Offer& offer, const Gpu* gpu, std::optional<uint32_t> features) const
    {
        return (!fittingOnly || option.fits) && matches(offer, gpu, features);
    }
};

struct PlanResult
{
    std::vector<PlanOption> options; ///< one per offer that passed the filter, in catalog order until ranked
    std::vector<MemoryEntry> memory;
    /// The advice options run at (PlanOption::adviceIndex): one per distinct GPU, count, link and host memory.
    std::vector<std::shared_ptr<const Advice>> advice;
    TrainingWork work; ///< the tokens trained and computed (unused when the job counts optimizer steps)
};

/// The inter-node rate a multi-instance plan assumes where the catalog does not know the fabric or its speed, in Gb/s
/// per GPU each direction: 100 Gb/s per 8-GPU VM, the plain-VPC Ethernet of Google's A2 and G2 GPU machines
/// (a2-highgpu-8g, a2-megagpu-16g, g2-standard-96: 100 Gbps; cloud.google.com/compute/docs/gpus/gpu-network-bandwidth).
/// Ordinary cloud Ethernet, not an RDMA fabric: it keeps an unknown offer from looking as fast as a cluster.
inline constexpr double kAssumedFabricGbpsPerGpu = 12.5;

/// A fabric rate (Gb/s per GPU, each direction, as NICs are quoted) as a LinkSpec's GBps (bytes, both directions
/// together: the throughput model's convention): 2 × Gb/s / 8. 400 Gb/s (one NDR port per GPU) = 100 GB/s.
double fabricLinkGBps(double gbpsPerGpu);

/// How an offer's instances are joined, read from the catalog's fabric fields only (issue 27): the offer's own
/// fabric when it sets one, else its provider's (a provider whose fabric covers cluster products only gives none to
/// the other offers). link.kind None = single-node: no multi-instance option.
struct OfferFabric
{
    LinkSpec link;
    bool assumed = false; ///< kind or rate unknown: the rate is kAssumedFabricGbpsPerGpu (PlanWarning::FabricUnknown)
};
OfferFabric offerFabric(const Provider& provider, const Offer& offer);

/// Billed seconds for one session of `seconds` under the provider's granularity and minimum.
double billedSeconds(double seconds, BillingUnit unit, int minimumBilledSeconds);

/// Spot expectation for a run of `hours` on-demand-equivalent hours: interruptions arrive at `ratePerHour` during the
/// whole (extended) run, each losing `lostHours`. Fills interruptions, hours and risk (cost left empty).
SpotExpectation expectSpot(double hours, double ratePerHour, double lostHours);

/// Evaluates every offer of the catalog that passes the filter. `today` (ISO date) anchors the stale-price rule.
/// A job that validateJob() refuses yields no options.
PlanResult planJob(const Job& job, const Catalog& catalog, std::string_view today, const PlanFilter& filter = {});

/// Orders options best first: fitting before rejected, then by the key (with the job's deadline/budget).
void rankOptions(PlanResult& result, const Job& job, SortKey key);

/// Side-by-side data for 2-4 options: the options themselves carry every cost component; this adds provider facts.
struct ComparedOption
{
    PlanOption option;
    uint32_t features = 0;
    BillingUnit billingUnit = BillingUnit::PerHour;
    int minimumBilledSeconds = 0;
    std::optional<double> storageUsdPerGBMonth;
    std::optional<double> egressUsdPerGB;
};
std::vector<ComparedOption> compareOptions(const PlanResult& result, const Catalog& catalog,
                                           const std::vector<int>& optionIndices);

/// Why the top option was chosen, as data.
struct RejectedCheaper
{
    int optionIndex = -1;
    PlanRejection rejection = PlanRejection::None;
    uint32_t warnings = 0; ///< DeadlineMissed / OverBudget and what else it carried
};
struct Explanation
{
    int optionIndex = -1;
    double headroomBytes = 0;
    double headroomFraction = 0;
    MemoryComponent dominantMemory = MemoryComponent::FrozenWeights;
    double dominantMemoryBytes = 0;
    CostComponent dominantCost = CostComponent::Compute;
    double dominantCostShare = 0;
    Bottleneck bottleneck = Bottleneck::Compute;
    /// Micro-batches per optimizer step through the option's pipeline (accumulationOnLayout()); 0 without one.
    int pipelineMicroBatches = 0;
    std::vector<RejectedCheaper> cheaperRejected; ///< up to 5, cheapest hourly price first
    FrontExplanation front;                       ///< its place on the cost–time front (explainFront)
};
/// Explains result.options[0] (after ranking). optionIndex = -1 when there is nothing runnable.
Explanation explainTop(const PlanResult& result);

} // namespace tunefit

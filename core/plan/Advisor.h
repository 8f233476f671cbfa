// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/plan/GpuSoftware.h"
#include "core/plan/Planner.h"
#include "core/plan/Throughput.h"

#include <memory>
#include <optional>
#include <vector>

namespace tunefit {

/// "Make it fit": for a job and a GPU (kind, count, link), the fastest setting of the job that fits, searched over
/// the knobs that do not change what is learned (docs/estimation.md "Making a job fit"). The advisor only calls the
/// estimator and the throughput model; it never changes either.

/// A knob the advisor may turn without changing the training.
enum class AdviceKnob
{
    Batch,         ///< micro-batch × gradient accumulation, sequences per optimizer step kept
    Checkpointing, ///< activation checkpointing
    Attention,     ///< attention kernel
    Loss,          ///< loss implementation
    Optimizer,     ///< 8-bit / paged variant of the same optimizer
    Layout,        ///< sharding stage and offload
    /// A model-parallel layout (tensor / pipeline / expert degrees) the planner chose: not searched by the advisor;
    /// its values are in the setting's Parallelism (core/plan/OptionSetting.h).
    ModelParallel,
};
inline constexpr int kAdviceKnobCount = 7;

/// One knob turned, from the user's value to the advised one. Values are the enum's value (Checkpointing, Attention,
/// LossImpl, Optimizer, Strategy) or the micro-batch; the effects are those of turning this knob after the knobs
/// listed before it, so they add up to the whole change.
struct AdviceChange
{
    AdviceKnob knob = AdviceKnob::Batch;
    int from = 0;
    int to = 0;
    int fromAccumulation = 0; ///< Batch only
    int toAccumulation = 0;   ///< Batch only
    double memoryDeltaBytes = 0;
    double timeFactor = 1; ///< step time after / before (below 1 = faster)
};

/// A setting of the job on the target and what it gives.
struct AdvisedSetting
{
    TrainingSetup setup;
    Parallelism parallel;
    Strategy strategy = Strategy::Plain;
    double peakBytes = 0;       ///< whole-device peak per GPU (the estimator's)
    double hostBytes = 0;       ///< host memory per GPU (offload)
    double tokensPerSecond = 0; ///< all GPUs (the throughput model's)
    double stepSeconds = 0;
};

/// Changes that do change the training, offered when no setting of the job fits.
enum class TrainingChange
{
    LoraInsteadOfFull,
    QloraInsteadOfLora,
    FewerTargets,    ///< LoRA on the attention's query and value projections only
    ShorterSequence, ///< `value` = the longest sequence that fits
    SmallerBatch,    ///< one sequence per optimizer step and GPU
    /// FP8 linears where the card runs them: the same training in a different number format, so a change of the
    /// numerics, offered for speed (never to fit). `value` = the LowPrecisionRecipe.
    LowPrecisionRecipe,
};

struct TrainingSuggestion
{
    TrainingChange change = TrainingChange::LoraInsteadOfFull;
    int value = 0; ///< ShorterSequence: tokens; LowPrecisionRecipe: the recipe
    AdvisedSetting advised;
    std::vector<AdviceChange> changes; ///< the knobs turned besides the training change
};

struct Advice
{
    bool valid = false;     ///< the job as set can be estimated
    bool fitsAsSet = false; ///< the user's setting fits: no changes
    double capacityBytes = 0;
    double usableBytes = 0;
    AdvisedSetting asSet;
    std::optional<AdvisedSetting> advised; ///< the fastest setting that fits (== asSet when fitsAsSet)
    std::vector<AdviceChange> changes;     ///< from asSet to advised; empty when it fits as set
    bool hostTooSmall = false;             ///< some setting fits the GPU but needs more host memory than allowed
    /// When nothing fits (and AdviceTarget::withSuggestions): the setting with the smallest peak, and the training
    /// changes that would fit.
    std::optional<AdvisedSetting> nearest;
    std::vector<AdviceChange> nearestChanges;
    std::vector<TrainingSuggestion> suggestions;
    /// When the advised setting fits, the job has no low-precision recipe and the card runs FP8
    /// (AdviceTarget::withNumericsChange): the same setting with FP8 linears, where that is worth it.
    std::optional<TrainingSuggestion> numericsChange;

    bool fits() const { return advised.has_value(); }
};

/// Where the job is to run.
struct AdviceTarget
{
    const Gpu* gpu = nullptr;
    int gpus = 1;
    Parallelism asSet;    ///< the user's layout on `gpus` GPUs
    LinkSpec interNode{}; ///< kind None = the throughput model's default
    int gpusPerNode = 8;
    double marginFraction = kDefaultMemoryMargin;
    /// The user's calibration of this card for the job (core/plan/Calibration.h): the peak its run measured beyond
    /// the estimate, which no setting may use; 0 = none.
    double memoryCalibrationBytes = 0;
    std::optional<double> hostUsableBytesPerGpu; ///< offload must fit here (the instance's RAM per GPU)
    double hostCpusPerGpu = 0; ///< vCPUs per GPU that run a CPU-offloaded optimizer (ThroughputInput); 0 = not binding
    bool withSuggestions = true;     ///< when nothing fits: the nearest setting and the training changes that would fit
    bool withNumericsChange = false; ///< when the job fits: the FP8 setting, where the card runs it (Advice)
};

/// The FP8 recipe the advisor proposes on a card: torchao's tensorwise Float8 (axolotl's and LLaMA-Factory's fp8,
/// torchtitan's default; the memory of 16 bits), else Transformer Engine's current scaling; None where neither runs.
LowPrecisionRecipe proposedLowPrecision(const Gpu& gpu);

/// What a setting may use of the target's card: its capacity less the margin (the fit rule, memory/FitRule.h) and
/// less the calibration's measured excess.
double targetUsableBytes(const AdviceTarget& target);

/// The searched settings of one job. Memory estimates and throughput workloads do not depend on the card, so one
/// Advisor answers many cards and counts from one cache: build one per job, ask it per target.
class Advisor
{
public:
    explicit Advisor(const Job& job);
    ~Advisor();
    Advisor(const Advisor&) = delete;
    Advisor& operator=(const Advisor&) = delete;

    Advice advise(const AdviceTarget& target);

    /// The smallest whole-device peak any searched setting reaches on the target's card and GPU count (infinity when
    /// the estimator refuses them all); memoised. It never grows with the GPU count (every strategy's shard and
    /// host share shrink or stay), so a planner can find the fewest GPUs worth asking about by bisection.
    double smallestPeak(const AdviceTarget& target);
    /// Whether some searched setting fits the target's GPUs (host memory aside): smallestPeak() within the usable
    /// memory, answered without estimating every setting. Never turns false with more GPUs.
    bool anySettingFits(const AdviceTarget& target);
    /// Targets that differ only in host memory get the same advice when the same fitting settings fit their host:
    /// the number of distinct host memories among the settings that fit the card that are within the target's
    /// (-1 when all are, or when there is no limit). A planner keys its cache on it instead of the RAM.
    int hostClass(const AdviceTarget& target);

    /// Every setting of the searched space on the target with its memory and speed (tests brute-force with it).
    std::vector<AdvisedSetting> space(const AdviceTarget& target);

private:
    struct State;
    std::unique_ptr<State> d;
};

/// One job on one kind of GPU with the job's own layout (its GPU count), link derived from the card.
Advice adviseJob(const Job& job, const Gpu& gpu, int gpus = 0);
/// The target for the job's own layout on `gpus` of `gpu` (0 = the job's count), effective sharding applied.
AdviceTarget adviceTarget(const Job& job, const Gpu& gpu, int gpus = 0);

/// The job with the advised setting applied (setup and layout).
Job applyAdvice(const Job& job, const AdvisedSetting& setting);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/memory/FitRule.h"
#include "core/memory/FitSearch.h"
#include "core/memory/MemoryBreakdown.h"
#include "core/plan/Advisor.h"
#include "core/plan/Planner.h"
#include "core/report/JobFile.h"

#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// The order presets the user ranks by (rankingFor gives each its SortKey; docs/planning.md "Cost against time").
enum class RankBy
{
    Cost, ///< cheapest: total cost, whatever the deadline
    Time, ///< fastest: wall time (within the budget when the job has one)
    /// Best value: nearest the ideal of the lowest cost and the shortest time, the knee of the front first.
    BestValue,
    CostWithinDeadline ///< cheapest of the options that meet the job's deadline, then the rest by time
};

/// What a front end asks besides the job: the GPU it has selected, the ranking, the what-if question.
struct EvaluationRequest
{
    std::string today;                          ///< ISO date: the stale-price anchor
    std::string selectedGpu;                    ///< catalog name of the GPU the job's own verdict is on; empty = none
    RankBy rankBy = RankBy::CostWithinDeadline; ///< the order preset (rankingFor)
    PlanFilter filter;                          ///< which offers the plan evaluates
    int maxGpus = 64;                           ///< fit overview: most GPUs of one kind tried
    bool withFitOverview = true;                ///< every catalog GPU's fit (`tunefit estimate` skips it)
    bool withPlan = true;    ///< the ranked plan over the catalog's offers (`tunefit estimate` skips it)
    bool withWhatIf = false; ///< compute the what-if sweep (the window's chart; the CLI and PDF skip it)
    bool withAdvice = true;  ///< how to make the job fit: on the selected GPU and in every fit-overview row
    SweepAxis whatIfAxis = SweepAxis::SequenceLength;
    /// Apply the catalog's calibrations (core/plan/Calibration.h); false: the model's own figures
    /// (`--no-calibration`, the window's toggle).
    bool useCalibrations = true;
    std::vector<std::string> whatIfGpus; ///< catalog GPUs compared in the what-if besides the selected one
};

/// How many of one catalog GPU the job needs, with the margin kept free.
struct FitOverviewRow
{
    int gpuIndex = -1; ///< into Catalog::gpus
    double capacityBytes = 0;
    std::optional<GpuCountFit> fit; ///< empty: does not fit on maxGpus
    double headroomBytes = 0;       ///< capacity less the per-GPU peak of `fit` (of one GPU when it does not fit)
    /// How the job fits this card at its own GPU count and layout: as set, with changes, or the nearest setting
    /// (no training-changing suggestions here; the selected GPU's advice has them).
    std::optional<Advice> advice;
    RecipeSupport recipe = RecipeSupport::Runs; ///< whether the card runs the job's FP8/FP4 recipe
    bool calibrated = false; ///< the user's calibration of the card applies (its memory offset is in `fit`)
};

/// The largest value of the what-if axis that fits one GPU.
struct WhatIfReadOff
{
    std::string gpu;
    double capacityBytes = 0;
    double usableBytes = 0;
    std::optional<int> largest; ///< empty: not even 1 fits
    int upper = 0;              ///< the search bound: `largest == upper` means "upper or more"
    bool selected = false;      ///< the job's own GPU
};

struct WhatIf
{
    SweepAxis axis = SweepAxis::SequenceLength;
    std::vector<SweepPoint> points;      ///< the curve, at chartValues(axis)
    std::optional<SweepPoint> current;   ///< the job's own setting, when inside the curve's range
    std::vector<WhatIfReadOff> readOffs; ///< the selected GPU first
};

/// One job evaluated once: everything the window, the command line and the report show. Built by evaluate(); front
/// ends only word and draw it.
struct Evaluation
{
    Job job;                          ///< as evaluated
    std::string today;                ///< the stale-price anchor it was evaluated with
    std::optional<Error> jobError;    ///< validateJob(): the plan is empty when set
    std::optional<Error> memoryError; ///< the job's own layout cannot be estimated
    MemoryBreakdown memory;           ///< the job's own layout (valid when !memoryError)
    ParameterCount params;            ///< also when the memory cannot be estimated
    std::string selectedGpu;          ///< the request's GPU name
    int selectedGpuIndex = -1;        ///< into Catalog::gpus; -1 = none or unknown
    std::optional<FitVerdict> fit;    ///< on the selected GPU, with the job's margin and its calibration
    /// The user's calibration of the selected GPU this job uses (core/plan/Calibration.h), and the peak it adds to
    /// the estimate there (in `fit`'s needed bytes, not in `memory`: the breakdown is the model's own).
    std::optional<CalibrationEntry> calibration;
    double memoryCalibrationBytes = 0;
    /// Whether the selected GPU runs the job's FP8/FP4 recipe (recipeSupport): where it does not, the job has no time
    /// on it, and the views say why next to the fit.
    RecipeSupport selectedRecipe = RecipeSupport::Runs;
    std::optional<Advice> advice;     ///< on the selected GPU: the fastest setting that fits, or what would
    std::vector<FitOverviewRow> fits; ///< every catalog GPU, in catalog order
    int maxGpus = 64;                 ///< the most GPUs of one kind the overview tried
    PlanResult plan;                  ///< ranked, best first
    SortKey sortKey = SortKey::Cost;
    Explanation explanation;      ///< why plan.options[0]; optionIndex -1 when nothing runs
    CostTimeFront front;          ///< the cost–time front over plan.options (ranked order) and its picks
    std::optional<WhatIf> whatIf; ///< when requested

    /// The best runnable option, or null.
    const PlanOption* best() const
    {
        return !plan.options.empty() && plan.options.front().fits ? &plan.options.front() : nullptr;
    }
};

/// The SortKey of an order preset: cheapest within the deadline is plain cheapest for a job without one; fastest keeps
/// to the budget when the job has one.
SortKey rankingFor(RankBy by, const Job& job);
/// The ranking a job gets when none is chosen: rankingFor(RankBy::CostWithinDeadline).
SortKey defaultSortKey(const Job& job);

/// The values the what-if curve is drawn at: powers of two over the axis' useful range.
std::vector<int> whatIfValues(SweepAxis axis);
/// The what-if search bound of each axis.
int whatIfUpper(SweepAxis axis);

/// The sharding a layout runs with: its own, or defaultSharding() when it names none for several GPUs (a job file
/// written by hand, a panel that has not chosen yet).
Sharding effectiveSharding(const Parallelism& parallel);

/// Evaluates the job against the catalog: the one producer of every number a front end shows. What the job leaves
/// open is decided first (effectiveSharding) and Evaluation::job holds the job as evaluated.
Evaluation evaluate(const Job& job, const Catalog& catalog, const EvaluationRequest& request);

} // namespace tunefit

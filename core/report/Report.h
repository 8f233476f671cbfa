// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogOrigin.h"
#include "core/catalog/PriceUpdate.h"
#include "core/evaluate/Evaluation.h"
#include "core/memory/FitSearch.h"
#include "core/memory/MemoryBreakdown.h"
#include "core/plan/Advisor.h"
#include "core/plan/OptionSetting.h"
#include "core/plan/Planner.h"
#include "core/report/JobFile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// What a report shows, as data: no widgets and no sentences. Front ends word the codes (the UI through tr()) and
/// choose the layout; the same Report can go to PDF, HTML or a spreadsheet.

/// One memory component of the job's own layout, with the mechanism behind its number.
struct ReportMemoryRow
{
    MemoryComponent component = MemoryComponent::FrozenWeights;
    double bytes = 0;
    Basis basis;
    std::string formula; ///< basisFormula(basis.kind)
};

/// How many of one catalog GPU the job needs (fewestGpusThatFit with the planner's memory margin).
struct ReportFitRow
{
    std::string gpu;
    std::string vendor;
    double capacityBytes = 0;                   ///< memoryBytes() of the GPU: what its fit is judged against
    std::optional<GpuCountFit> fit;             ///< empty: does not fit on maxGpus
    std::optional<Advice> advice;               ///< how the job fits at its own GPU count (the evaluation's)
    RecipeSupport recipe = RecipeSupport::Runs; ///< whether the card runs the job's FP8/FP4 recipe
    bool calibrated = false; ///< the user's calibration of the card applies (FitOverviewRow::calibrated)
};

/// A planned offer with the catalog facts a reader needs next to its numbers.
struct ReportOffer
{
    int64_t offerId = 0;
    std::string provider;
    std::string instanceType;
    std::string gpuName;
    std::string region;
    std::string priceAsOf;
    PlanOption option;
    ComparedOption compared; ///< filled for the chosen offers (provider billing and storage/egress prices)
    /// The setting the offer runs (optionSetting()): its layout, and the job's changes (empty: as set).
    OptionSetting setting;
    /// Timed (and sized) by the user's calibration of its GPU (core/plan/Calibration.h), named in the assumptions.
    bool calibrated = false;
};

/// Where the prices came from: one row per provider shown in the report.
struct ReportPriceSource
{
    std::string provider;
    std::string source;
    std::string asOf; ///< newest offer date of this provider among the shown offers
};

struct Report
{
    // Title block
    std::string modelName;
    std::string presetId;
    std::string date; ///< ISO date the report was made (also the stale-price anchor)
    std::string appVersion;
    std::string pricesAsOf; ///< Catalog::pricesAsOf
    PriceAge priceAge;      ///< how old the catalog's prices are (on `date`) and where the last update came from
    /// Which catalog the prices came from, set by a caller that knows (the window: local, a team catalog or its
    /// offline snapshot); unstated otherwise.
    std::optional<CatalogOrigin> catalogOrigin;
    // The job
    Job job;
    TrainingWork work; ///< the plan's tokens trained and computed
    ParameterCount params;
    int64_t trainableParams = 0;
    // Memory of the job's own layout
    std::optional<Error> memoryError;
    MemoryBreakdown memory;
    std::vector<ReportMemoryRow> memoryRows; ///< the components that apply to the job (applies()), in enum order
    // Across the catalog
    std::vector<ReportFitRow> fits;
    std::vector<ReportOffer> topOffers; ///< best first
    int runnableOffers = 0;             ///< offers that fit, of all evaluated
    int evaluatedOffers = 0;
    SortKey sortKey = SortKey::Cost;
    std::vector<ReportOffer> chosen;    ///< the job's chosen offers, in the job's order
    std::vector<int64_t> chosenMissing; ///< chosen ids the catalog no longer has
    // Recommendation
    std::optional<ReportOffer> recommended;   ///< topOffers.front() when it fits
    Explanation explanation;                  ///< optionIndex refers to the ranked plan; use `recommended`
    std::vector<ReportOffer> cheaperRejected; ///< explanation.cheaperRejected, resolved
    std::vector<ReportOffer> frontNeighbours; ///< explanation.front.trades, resolved
    /// Cost against time: one point per planned option in the ranked order (the recommended one first when it fits)
    /// and the evaluation's front over them.
    std::vector<CostTimePoint> costTime;
    CostTimeFront front;
    uint32_t warnings = 0; ///< union of PlanWarning over the top offers and chosen offers
    // Assumptions and sources
    double bandLow = 0;
    double bandHigh = 0;
    std::vector<ReportPriceSource> priceSources;
};

struct ReportOptions
{
    std::string today; ///< ISO date
    std::string appVersion;
    int topCount = 5;
    int maxGpus = 64;            ///< fit overview: GPUs tried at most
    bool useCalibrations = true; ///< the catalog's calibrations (EvaluationRequest::useCalibrations)
};

/// The report of an evaluated job: a projection of the Evaluation (nothing is estimated again), with the document's
/// chosen offers and the catalog's facts. An invalid job still gives a report: the memory estimate's Error is
/// carried in Report::memoryError and the plan shows no runnable offer.
Report reportOf(const Evaluation& evaluation, const JobDocument& document, const Catalog& catalog,
                const ReportOptions& options);
/// evaluate() then reportOf(), for a saved job.
Report buildReport(const JobDocument& document, const Catalog& catalog, const ReportOptions& options);

/// The planner's ranked options of an evaluation (all evaluated offers, best first), for CSV/JSON export.
struct RankedPlan
{
    PlanResult result;
    SortKey key = SortKey::Cost;
    Job job; ///< the job planned: each option's setting is told against it (optionSetting())
};

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/Report.h"

#include "core/plan/Calibration.h"

#include <algorithm>
#include <map>

namespace tunefit {

namespace {

ReportOffer offerRow(const PlanResult& result, const Catalog& catalog, size_t optionIndex, const Job& job)
{
    ReportOffer row;
    row.option = result.options[optionIndex];
    if (row.option.offerIndex >= 0 && size_t(row.option.offerIndex) < catalog.offers.size()) {
        const Offer& offer = catalog.offers[size_t(row.option.offerIndex)];
        row.offerId = offer.id;
        row.provider = offer.provider;
        row.instanceType = offer.instanceType;
        row.gpuName = offer.gpuName;
        row.region = offer.region;
        row.priceAsOf = offer.asOf;
        row.calibrated = calibrationOn(job.assumptions.calibrations, offer.gpuName) != nullptr;
    }
    row.compared.option = row.option;
    row.setting = optionSetting(result, row.option, job);
    return row;
}

/// Memory of the layout the job names: the breakdown and the rows the window shows.
void addMemory(Report& report, const Evaluation& evaluation)
{
    report.params = evaluation.params;
    report.memoryError = evaluation.memoryError;
    if (evaluation.memoryError)
        return;
    const MemoryBreakdown& memory = evaluation.memory;
    report.memory = memory;
    report.trainableParams = memory.trainableParams;
    report.bandLow = memory.bandLow;
    report.bandHigh = memory.bandHigh;
    for (const ComponentMemory& c : memory.components) {
        if (!applies(c)) // the window's rule: components of the job, zero ones with the reason they are zero
            continue;
        report.memoryRows.push_back({c.component, c.bytes, c.basis, std::string(basisFormula(c.basis.kind))});
    }
}

/// Fit overview, largest memory first.
void addFitOverview(Report& report, const Evaluation& evaluation, const Catalog& catalog)
{
    for (const FitOverviewRow& fit : evaluation.fits) {
        const Gpu& gpu = catalog.gpus[size_t(fit.gpuIndex)];
        report.fits.push_back({gpu.name, gpu.vendor, fit.capacityBytes, fit.fit, fit.advice, fit.recipe, fit.calibrated});
    }
    std::stable_sort(report.fits.begin(), report.fits.end(),
                     [](const ReportFitRow& a, const ReportFitRow& b) { return a.capacityBytes > b.capacityBytes; });
}

/// The plan, ranked: the first `topCount` offers that run.
void addRankedPlan(Report& report, const Evaluation& evaluation, const Catalog& catalog, int topCount)
{
    const PlanResult& result = evaluation.plan;
    report.sortKey = evaluation.sortKey;
    report.work = result.work;
    report.evaluatedOffers = int(result.options.size());
    for (const PlanOption& o : result.options)
        report.runnableOffers += o.fits ? 1 : 0;
    for (size_t i = 0; i < result.options.size() && int(report.topOffers.size()) < topCount; ++i) {
        if (!result.options[i].fits)
            break;
        report.topOffers.push_back(offerRow(result, catalog, i, evaluation.job));
        report.warnings |= result.options[i].warnings;
    }
}

/// The plan's index of the option on the offer with this id; -1 when the plan has none.
int optionIndexOfOffer(const PlanResult& result, const Catalog& catalog, int64_t offerId)
{
    for (size_t i = 0; i < result.options.size(); ++i) {
        const int oi = result.options[i].offerIndex;
        if (oi >= 0 && catalog.offers[size_t(oi)].id == offerId)
            return int(i);
    }
    return -1;
}

/// Chosen offers, side by side; ids the plan no longer has are listed as missing.
void addChosenOffers(Report& report, const Evaluation& evaluation, const JobDocument& document, const Catalog& catalog)
{
    const PlanResult& result = evaluation.plan;
    std::vector<int> chosenIndices;
    for (int64_t id : document.chosenOfferIds) {
        const int found = optionIndexOfOffer(result, catalog, id);
        if (found < 0)
            report.chosenMissing.push_back(id);
        else
            chosenIndices.push_back(found);
    }
    const std::vector<ComparedOption> compared = compareOptions(result, catalog, chosenIndices);
    for (size_t i = 0; i < chosenIndices.size(); ++i) {
        ReportOffer row = offerRow(result, catalog, size_t(chosenIndices[i]), evaluation.job);
        if (i < compared.size())
            row.compared = compared[i];
        report.warnings |= row.option.warnings;
        report.chosen.push_back(std::move(row));
    }
}

/// Recommendation: the offer, the cheaper ones it beat and its neighbours on the cost–time front.
void addRecommendation(Report& report, const Evaluation& evaluation, const Catalog& catalog)
{
    const PlanResult& result = evaluation.plan;
    report.explanation = evaluation.explanation;
    if (report.explanation.optionIndex >= 0) {
        report.recommended = offerRow(result, catalog, size_t(report.explanation.optionIndex), evaluation.job);
        for (const RejectedCheaper& r : report.explanation.cheaperRejected)
            report.cheaperRejected.push_back(offerRow(result, catalog, size_t(r.optionIndex), evaluation.job));
        for (const FrontTrade& t : report.explanation.front.trades)
            report.frontNeighbours.push_back(offerRow(result, catalog, size_t(t.optionIndex), evaluation.job));
    }
    report.costTime = costTimePoints(result.options);
    report.front = evaluation.front;
}

/// Price sources of every offer shown (the top offers and the chosen ones), one per provider.
void addPriceSources(Report& report, const Catalog& catalog)
{
    std::map<std::string, ReportPriceSource> sources;
    auto note = [&](const ReportOffer& row) {
        const Provider* provider = findProvider(catalog, row.provider);
        ReportPriceSource& s = sources[row.provider];
        s.provider = row.provider;
        if (row.option.offerIndex >= 0 && s.source.empty())
            s.source = catalog.offers[size_t(row.option.offerIndex)].source;
        if (s.source.empty() && provider)
            s.source = provider->source;
        s.asOf = std::max(s.asOf, row.priceAsOf);
    };
    for (const ReportOffer& row : report.topOffers)
        note(row);
    for (const ReportOffer& row : report.chosen)
        note(row);
    for (auto& [name, source] : sources)
        report.priceSources.push_back(std::move(source));
}

} // namespace

Report buildReport(const JobDocument& document, const Catalog& catalog, const ReportOptions& options)
{
    EvaluationRequest request;
    request.today = options.today;
    request.maxGpus = options.maxGpus;
    request.useCalibrations = options.useCalibrations;
    return reportOf(evaluate(document.job, catalog, request), document, catalog, options);
}

Report reportOf(const Evaluation& evaluation, const JobDocument& document, const Catalog& catalog,
                const ReportOptions& options)
{
    const Job& job = evaluation.job;
    Report report;
    report.modelName = job.model.name;
    report.presetId = document.presetId;
    report.date = options.today;
    report.appVersion = options.appVersion;
    report.pricesAsOf = catalog.pricesAsOf;
    report.priceAge = priceAge(catalog, options.today);
    report.job = job;
    addMemory(report, evaluation);
    addFitOverview(report, evaluation, catalog);
    addRankedPlan(report, evaluation, catalog, options.topCount);
    addChosenOffers(report, evaluation, document, catalog);
    addRecommendation(report, evaluation, catalog);
    addPriceSources(report, catalog);
    return report;
}

} // namespace tunefit

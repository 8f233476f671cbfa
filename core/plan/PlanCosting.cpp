// SPDX-License-Identifier: GPL-3.0-or-later
// The cost of one option: its hours (training, checkpoint writes, startup), its billing, storage and egress, and the
// spot expectation that may make it cheaper. Assumptions and their sources: docs/planning.md.
#include "core/plan/PlannerInternal.h"

#include "core/catalog/TextFields.h"
#include "core/catalog/Validation.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

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

namespace plan_detail {

namespace {

/// A checkpoint holds the trainable weights and their optimizer state (adapters only for an adapter method, the whole
/// model otherwise); the result is what is downloaded: the adapters, or the model in 16 bits.
void checkpointAndResultGB(const Job& job, const MemoryBreakdown& oneGpu, JobSizes& sizes)
{
    const double total = double(oneGpu.params.total());
    const double trainable = double(oneGpu.trainableParams);
    // The estimator's optimizer bytes (its state dtype, paging and masters): one table for memory and checkpoints.
    const double optimizerBytes = oneGpu.optimizerBytesPerParam;
    if (isAdapterMethod(job.setup.method)) {
        const double adapterBytes = job.setup.adapter.fp32Adapters ? 4.0 : 2.0;
        sizes.checkpointGB = trainable * (adapterBytes + optimizerBytes) / 1e9;
        sizes.resultGB = trainable * adapterBytes / 1e9;
    } else {
        const double weightBytes = job.setup.weightDType == DType::FP32 ? 4.0 : 2.0;
        sizes.checkpointGB = (total * weightBytes + trainable * optimizerBytes) / 1e9;
        sizes.resultGB = total * 2.0 / 1e9;
    }
}

/// Wall hours of the training: the tokens the GPUs compute at the option's throughput, one checkpoint write per
/// interval, and the startup once.
double trainingHoursAt(const Job& job, const JobSizes& sizes, const TrainingWork& work, int gpus,
                       double tokensPerSecond)
{
    // Work: tokens counted by the throughput model (setup tokens per optimizer step on one GPU × GPUs for steps).
    const double tokens = job.steps > 0 ? double(job.steps) * sizes.tokensPerStepPerGpu * gpus : work.computedTokens;
    const double trainHours = tokens / tokensPerSecond / 3600.0;
    const double writes = std::floor(trainHours / sizes.intervalHours);
    return trainHours + writes * sizes.checkpointWriteHours + job.assumptions.startupMinutes / 60.0;
}

/// The bill of `hours` on `instances` instances at `usdPerHour` each: compute by the provider's billing unit and
/// minimum, storage of the dataset and a checkpoint for the hours (730 hours a month), egress of the result.

/// The spot expectation of the run where the job allows spot and the offer has a spot price: each interruption
/// loses half a checkpoint interval, the restart and a checkpoint write; costed unless the run never finishes.
SpotExpectation spotFor(const Job& job, const JobSizes& sizes, const Offer& offer, const Provider& provider,
                        int instances, double trainingHours)
{
    const PlanAssumptions& a = job.assumptions;
    const double rate = provider.spotInterruptionsPerHour.value_or(a.defaultSpotInterruptionsPerHour);
    const double lost = sizes.intervalHours / 2 + a.restartOverheadMinutes / 60.0 + sizes.checkpointWriteHours;
    SpotExpectation spot = expectSpot(trainingHours, rate, lost);
    if (spot.risk != SpotRisk::Unbounded)
        spot.cost = billFor(provider, sizes, instances, *offer.spotUsdPerHour, spot.expectedHours);
    return spot;
}

} // namespace

CostBreakdown billFor(const Provider& provider, const JobSizes& sizes, int instances, double usdPerHour, double hours)
{
    CostBreakdown k;
    k.billedSeconds = billedSeconds(hours * 3600.0, provider.billingUnit, provider.minimumBilledSeconds);
    k.computeUsd = usdPerHour * instances * k.billedSeconds / 3600.0;
    k.storageUsd = provider.storageUsdPerGBMonth.value_or(0) * sizes.storageGB * (hours / 730.0);
    k.egressUsd = provider.egressUsdPerGB.value_or(0) * sizes.resultGB;
    k.totalUsd = k.computeUsd + k.storageUsd + k.egressUsd;
    return k;
}

JobSizes jobSizes(const Job& job, const MemoryBreakdown& oneGpu)
{
    const PlanAssumptions& a = job.assumptions;
    JobSizes sizes;
    sizes.tokensPerStepPerGpu =
        double(job.setup.microBatch) * std::max(1, job.setup.gradAccumulation) * job.setup.seqLen;
    checkpointAndResultGB(job, oneGpu, sizes);
    const double datasetGB = job.datasetTokens * a.datasetBytesPerToken / 1e9;
    sizes.storageGB = datasetGB + sizes.checkpointGB;
    sizes.checkpointWriteHours = sizes.checkpointGB / std::max(1e-3, a.checkpointWriteGBps) / 3600.0;
    sizes.intervalHours = std::max(1.0, job.checkpointIntervalMinutes) / 60.0;
    return sizes;
}

OptionCost optionCost(const Job& job, const JobSizes& sizes, const TrainingWork& work, const Offer& offer,
                      const Provider& provider, int instances, int gpus, double tokensPerSecond)
{
    OptionCost c;
    c.trainingHours = trainingHoursAt(job, sizes, work, gpus, tokensPerSecond);
    c.onDemand = billFor(provider, sizes, instances, *offer.onDemandUsdPerHour, c.trainingHours);
    c.hours = c.trainingHours;
    c.totalCostUsd = c.onDemand.totalUsd;
    if (job.assumptions.spotAllowed && offer.spotUsdPerHour && provider.spotAvailable) {
        c.spot = spotFor(job, sizes, offer, provider, instances, c.trainingHours);
        if (c.spot.risk != SpotRisk::Unbounded && c.spot.cost.totalUsd < c.onDemand.totalUsd) {
            c.useSpot = true;
            c.hours = c.spot.expectedHours;
            c.totalCostUsd = c.spot.cost.totalUsd;
        }
    }
    return c;
}

uint32_t priceWarnings(const Offer& offer, std::optional<std::chrono::sys_days> today)
{
    uint32_t w = 0;
    if (offer.asOf.empty()) {
        w |= uint32_t(PlanWarning::UndatedPrice);
    } else if (today) {
        const auto offerDate = catalog_text::isoDate(offer.asOf);
        if (!offerDate || (*today - *offerDate).count() > kStalePriceDays)
            w |= uint32_t(PlanWarning::StalePrice);
    }
    if (offer.priceScope == PriceScope::GpuOnly)
        w |= uint32_t(PlanWarning::GpuOnlyPrice);
    return w;
}

uint32_t providerPriceWarnings(const Provider& provider)
{
    uint32_t w = 0;
    if (!provider.storageUsdPerGBMonth)
        w |= uint32_t(PlanWarning::StoragePriceUnknown);
    if (!provider.egressUsdPerGB)
        w |= uint32_t(PlanWarning::EgressPriceUnknown);
    return w;
}

uint32_t limitWarnings(const Job& job, double hours, double totalCostUsd)
{
    uint32_t w = 0;
    if (job.deadlineHours && hours > *job.deadlineHours)
        w |= uint32_t(PlanWarning::DeadlineMissed);
    if (job.budgetUsd && totalCostUsd > *job.budgetUsd)
        w |= uint32_t(PlanWarning::OverBudget);
    return w;
}

} // namespace plan_detail

} // namespace tunefit

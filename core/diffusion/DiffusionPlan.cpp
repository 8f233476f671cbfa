// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diffusion/DiffusionPlan.h"

#include "core/plan/PlannerInternal.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

namespace {

// Cheapest in quality and time first: one sample per micro-step costs neither (accumulation keeps the samples per
// step), so it comes before the activations' copies to CPU RAM (time) and a 4-bit base (quality).
constexpr DiffusionChange kLadder[] = {DiffusionChange::CacheTextEncoders, DiffusionChange::CacheLatents,
                                       DiffusionChange::Checkpointing,     DiffusionChange::Optimizer8bit,
                                       DiffusionChange::FusedBackward,     DiffusionChange::Fp8Base,
                                       DiffusionChange::SwapBlocks,        DiffusionChange::BatchOne,
                                       DiffusionChange::ActivationOffload, DiffusionChange::Nf4Base};

bool quantizable(const DiffusionSetting& s)
{
    return s.method != DiffusionMethod::Full;
}

/// Applies a change to the setting; false when it does not apply (already so, or not for this method or model).
bool apply(DiffusionChange change, const DenoiserSpec& model, DiffusionSetting& s)
{
    switch (change) {
    case DiffusionChange::CacheTextEncoders:
        return std::exchange(s.textEncoders, HelperPlacement::Cached) != HelperPlacement::Cached;
    case DiffusionChange::CacheLatents:
        return std::exchange(s.vae, HelperPlacement::Cached) != HelperPlacement::Cached;
    case DiffusionChange::Checkpointing:
        return !std::exchange(s.checkpointing, true);
    case DiffusionChange::Optimizer8bit:
        if (s.optimizer != DiffusionOptimizer::AdamW)
            return false;
        s.optimizer = DiffusionOptimizer::AdamW8bit;
        return true;
    case DiffusionChange::Fp8Base:
        if (!quantizable(s) || denoiserPrecisionBytes(s.precision) <= 1)
            return false;
        s.precision = DenoiserPrecision::FP8;
        return true;
    case DiffusionChange::SwapBlocks:
        return s.blocksSwapped < maxSwappedBlocks(model);
    case DiffusionChange::ActivationOffload:
        if (!s.checkpointing || s.activationOffload)
            return false;
        s.activationOffload = true;
        return true;
    case DiffusionChange::Nf4Base:
        if (!quantizable(s) || s.precision == DenoiserPrecision::NF4)
            return false;
        s.precision = DenoiserPrecision::NF4;
        return true;
    case DiffusionChange::BatchOne:
        if (s.batch <= 1)
            return false;
        s.gradAccumulation *= s.batch;
        s.batch = 1;
        return true;
    case DiffusionChange::FusedBackward:
        // sd-scripts asserts Adafactor and no accumulation; at batch 1 only, so that a larger batch keeps the way to
        // batch 1 with accumulation (BatchOne), which the fused step refuses.
        if (s.method != DiffusionMethod::Full || s.fusedBackward || s.gradAccumulation > 1 || s.batch > 1)
            return false;
        s.optimizer = DiffusionOptimizer::Adafactor;
        s.fusedBackward = true;
        return true;
    }
    return false;
}

bool fits(const DiffusionMemory& m, double capacity, double margin)
{
    return judgeFit(m.wholeDevice, capacity, margin).fits;
}

/// The fewest swapped blocks that fit, found by bisection (memory falls as blocks are swapped); the most when none.
int fewestSwappedBlocks(DiffusionJob& trial, double capacity, double margin)
{
    int low = trial.setting.blocksSwapped + 1, high = maxSwappedBlocks(trial.model);
    trial.setting.blocksSwapped = high;
    if (!fits(estimateDiffusionMemory(trial), capacity, margin))
        return high;
    while (low < high) {
        const int mid = low + (high - low) / 2;
        trial.setting.blocksSwapped = mid;
        if (fits(estimateDiffusionMemory(trial), capacity, margin))
            high = mid;
        else
            low = mid + 1;
    }
    return high;
}

/// With the activations off the card, fewer swapped blocks may do: back to the job's own count where it fits now
/// (the swap no longer advised), else the fewest that fit.
void fewerSwappedBlocks(DiffusionJob& trial, int asSet, double capacity, double margin, DiffusionAdvice& advice)
{
    if (trial.setting.blocksSwapped <= asSet)
        return;
    trial.setting.blocksSwapped = asSet;
    if (fits(estimateDiffusionMemory(trial), capacity, margin))
        std::erase(advice.changes, DiffusionChange::SwapBlocks);
    else
        trial.setting.blocksSwapped = fewestSwappedBlocks(trial, capacity, margin);
}

DiffusionFitRow fitRow(const DiffusionJob& job, const DiffusionMemory& asSet, const Gpu& gpu, int gpuIndex)
{
    DiffusionFitRow row;
    row.gpuIndex = gpuIndex;
    row.asSet = judgeFit(asSet.wholeDevice, memoryBytes(gpu));
    if (row.asSet.fits) {
        row.time = diffusionStepTime(job, gpu);
        return row;
    }
    row.advice = adviseDiffusion(job, gpu);
    if (row.advice) {
        DiffusionJob advised = job;
        advised.setting = row.advice->setting;
        row.time = diffusionStepTime(advised, gpu);
    }
    return row;
}

/// The instance's on-demand price; 0 where the offer states none (a spot-only listing): such an offer is listed, not
/// ranked.
double instancePrice(const Offer& offer)
{
    return offer.onDemandUsdPerHour.value_or(0);
}

/// The offer's GPUs train the job data parallel; the work is the job's samples.
DiffusionOption optionFor(const DiffusionJob& job, double samples, const Catalog& catalog,
                          const std::vector<DiffusionFitRow>& overview, int offerIndex)
{
    const Offer& offer = catalog.offers[size_t(offerIndex)];
    DiffusionOption o;
    o.offerIndex = offerIndex;
    o.gpus = std::max(1, offer.gpuCount);
    const auto row = std::find_if(overview.begin(), overview.end(), [&](const DiffusionFitRow& r) {
        return catalog.gpus[size_t(r.gpuIndex)].name == offer.gpuName;
    });
    const Provider* provider = findProvider(catalog, offer.provider);
    o.providerIndex = provider ? int(provider - catalog.providers.data()) : -1;
    if (row == overview.end())
        return o;
    o.gpuIndex = row->gpuIndex;
    const Gpu& gpu = catalog.gpus[size_t(o.gpuIndex)];
    o.capacityBytes = row->asSet.capacityBytes;
    o.advised = !row->asSet.fits;
    o.fits = row->asSet.fits || row->advice.has_value();
    if (!o.fits)
        return o;
    DiffusionJob run = job;
    run.gpus = o.gpus;
    if (o.advised)
        run.setting = row->advice->setting;
    o.perGpuBytes = o.advised ? row->advice->memory.wholeDevice : row->asSet.neededBytes;
    const std::optional<DiffusionStepTime> time = diffusionStepTime(run, gpu);
    if (!time)
        return o;
    const double perStep = double(std::max(1, run.setting.batch)) * std::max(1, run.setting.gradAccumulation) * o.gpus;
    o.stepSeconds = time->seconds;
    o.bottleneck = time->bottleneck;
    o.hours = samples / perStep * time->seconds / 3600.0;
    o.pricePerHour = instancePrice(offer);
    o.priced = o.pricePerHour > 0;
    if (!o.priced)
        return o;
    if (provider) {
        plan_detail::JobSizes sizes;
        sizes.checkpointGB = estimateDiffusionMemory(run).trainedParams * 2.0 / 1e9;
        sizes.resultGB = sizes.checkpointGB;
        sizes.storageGB = sizes.checkpointGB;
        o.costUsd = plan_detail::billFor(*provider, sizes, 1, o.pricePerHour, o.hours).totalUsd;
    } else {
        o.costUsd = o.pricePerHour * o.hours;
    }
    return o;
}

} // namespace

std::string_view diffusionChangeKey(DiffusionChange c)
{
    switch (c) {
    case DiffusionChange::CacheTextEncoders:
        return "cache_text_encoders";
    case DiffusionChange::CacheLatents:
        return "cache_latents";
    case DiffusionChange::Checkpointing:
        return "checkpointing";
    case DiffusionChange::Optimizer8bit:
        return "adamw8bit";
    case DiffusionChange::Fp8Base:
        return "fp8_base";
    case DiffusionChange::SwapBlocks:
        return "swap_blocks";
    case DiffusionChange::Nf4Base:
        return "nf4_base";
    case DiffusionChange::BatchOne:
        return "batch_one";
    case DiffusionChange::FusedBackward:
        return "fused_backward";
    case DiffusionChange::ActivationOffload:
        return "activation_offload";
    }
    return "";
}

std::optional<DiffusionAdvice> adviseDiffusion(const DiffusionJob& job, const Gpu& gpu, double margin)
{
    const double capacity = memoryBytes(gpu);
    DiffusionJob trial = job;
    DiffusionAdvice advice;
    for (DiffusionChange change : kLadder) {
        const DiffusionSetting before = trial.setting;
        if (!apply(change, trial.model, trial.setting))
            continue;
        if (checkDiffusionJob(trial)) { // a rung the job cannot take (batch 1 with accumulation under a fused step)
            trial.setting = before;
            continue;
        }
        advice.changes.push_back(change);
        if (change == DiffusionChange::SwapBlocks)
            trial.setting.blocksSwapped = fewestSwappedBlocks(trial, capacity, margin);
        if (change == DiffusionChange::FusedBackward) // it runs Adafactor: 8-bit AdamW is no longer advised
            std::erase(advice.changes, DiffusionChange::Optimizer8bit);
        if (change == DiffusionChange::ActivationOffload)
            fewerSwappedBlocks(trial, job.setting.blocksSwapped, capacity, margin, advice);
        advice.memory = estimateDiffusionMemory(trial);
        if (fits(advice.memory, capacity, margin)) {
            advice.setting = trial.setting;
            return advice;
        }
    }
    return std::nullopt;
}

std::string_view diffusionAxisKey(DiffusionAxis axis)
{
    switch (axis) {
    case DiffusionAxis::Resolution:
        return "resolution";
    case DiffusionAxis::Frames:
        return "frames";
    case DiffusionAxis::Batch:
        return "batch";
    case DiffusionAxis::Rank:
        return "rank";
    }
    return "resolution";
}

std::vector<int> diffusionAxisValues(const DenoiserSpec& model, DiffusionAxis axis)
{
    std::vector<int> values;
    switch (axis) {
    case DiffusionAxis::Resolution:
        for (int side = 256; side <= 2048; side += 128)
            values.push_back(side);
        break;
    case DiffusionAxis::Frames:
        if (model.task != DenoiserTask::Video)
            return {1};
        for (int frames = 1; frames <= 257; frames += std::max(1, model.vaeTemporal) * 4)
            values.push_back(frames);
        break;
    case DiffusionAxis::Batch:
        for (int batch = 1; batch <= 16; ++batch)
            values.push_back(batch);
        break;
    case DiffusionAxis::Rank:
        for (int rank = 4; rank <= 256; rank *= 2)
            values.push_back(rank);
        break;
    }
    return values;
}

namespace {

void setAxis(DiffusionSetting& s, DiffusionAxis axis, int value)
{
    switch (axis) {
    case DiffusionAxis::Resolution:
        s.width = s.height = value;
        break;
    case DiffusionAxis::Frames:
        s.frames = value;
        break;
    case DiffusionAxis::Batch:
        s.batch = value;
        break;
    case DiffusionAxis::Rank:
        s.rank = value;
        break;
    }
}

} // namespace

DiffusionWhatIf diffusionWhatIf(const DiffusionJob& job, DiffusionAxis axis, const Catalog& catalog,
                                const std::vector<int>& gpuIndices)
{
    DiffusionWhatIf w;
    w.axis = axis;
    DiffusionJob trial = job;
    for (int value : diffusionAxisValues(job.model, axis)) {
        setAxis(trial.setting, axis, value);
        w.points.push_back({value, estimateDiffusionMemory(trial).wholeDevice});
    }
    for (int index : gpuIndices) {
        if (index < 0 || size_t(index) >= catalog.gpus.size())
            continue;
        DiffusionReadOff r;
        r.gpuIndex = index;
        r.usableBytes = usableBytes(memoryBytes(catalog.gpus[size_t(index)]));
        for (const DiffusionSweepPoint& p : w.points) {
            if (p.wholeDeviceBytes <= r.usableBytes)
                r.largest = p.value;
        }
        w.readOffs.push_back(r);
    }
    return w;
}

DiffusionEvaluation evaluateDiffusion(const DiffusionJob& job, const Catalog& catalog, const DiffusionRequest& request)
{
    DiffusionEvaluation e;
    e.job = job;
    e.memory = estimateDiffusionMemory(job);
    const DiffusionSetting& s = job.setting;
    e.samples = double(std::max<int64_t>(0, job.steps)) * std::max(1, s.batch) * std::max(1, s.gradAccumulation) *
                std::max(1, job.gpus);
    for (size_t i = 0; i < catalog.gpus.size(); ++i) {
        e.fitOverview.push_back(fitRow(job, e.memory, catalog.gpus[i], int(i)));
        if (catalog.gpus[i].name == request.selectedGpu)
            e.selected = e.fitOverview.back();
    }
    if (!request.withPlan)
        return e;
    for (size_t i = 0; i < catalog.offers.size(); ++i)
        e.plan.push_back(optionFor(job, e.samples, catalog, e.fitOverview, int(i)));
    std::stable_sort(e.plan.begin(), e.plan.end(), [](const DiffusionOption& a, const DiffusionOption& b) {
        const bool aRanked = a.fits && a.priced, bRanked = b.fits && b.priced;
        if (aRanked != bRanked)
            return aRanked;
        return a.costUsd < b.costUsd;
    });
    return e;
}

} // namespace tunefit

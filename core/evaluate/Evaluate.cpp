// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/evaluate/Evaluation.h"

#include "core/Units.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/Calibration.h"
#include "core/plan/JobChecks.h"

#include <algorithm>

namespace tunefit {

namespace {

// The what-if search bounds: beyond any sequence or micro-batch a fine-tuning run uses.
constexpr int kWhatIfMaxSequence = 1 << 20;
constexpr int kWhatIfMaxBatch = 4096;

int findGpu(const Catalog& catalog, const std::string& name)
{
    for (size_t i = 0; i < catalog.gpus.size(); ++i)
        if (catalog.gpus[i].name == name)
            return int(i);
    return -1;
}

WhatIf whatIfOf(const Evaluation& e, const Catalog& catalog, const EvaluationRequest& request)
{
    const Job& job = e.job;
    WhatIf w;
    w.axis = request.whatIfAxis;
    const std::vector<int> values = whatIfValues(w.axis);
    w.points = sweepMemory(job.model, job.setup, job.parallel, w.axis, values);
    const int currentX = w.axis == SweepAxis::SequenceLength ? job.setup.seqLen : job.setup.microBatch;
    if (!values.empty() && currentX >= values.front() && currentX <= values.back()) {
        const int at[] = {currentX};
        if (auto here = sweepMemory(job.model, job.setup, job.parallel, w.axis, at); !here.empty())
            w.current = here.front();
    }
    const int upper = whatIfUpper(w.axis);
    const double margin = job.assumptions.memoryMarginFraction;
    auto readOff = [&](const Gpu& gpu, bool selected) {
        WhatIfReadOff r;
        r.gpu = gpu.name;
        r.capacityBytes = memoryBytes(gpu);
        r.usableBytes = usableBytes(r.capacityBytes, margin) - memoryCalibrationOn(job.assumptions.calibrations, gpu.name);
        r.upper = upper;
        r.selected = selected;
        // The one fit rule (memory/FitRule.h): a setting fits when it leaves the margin free.
        r.largest =
            largestFitting(job.model, onCard(job.setup, r.capacityBytes), job.parallel, r.usableBytes, w.axis, upper);
        w.readOffs.push_back(std::move(r));
    };
    if (e.selectedGpuIndex >= 0)
        readOff(catalog.gpus[size_t(e.selectedGpuIndex)], true);
    for (const Gpu& gpu : catalog.gpus) {
        const bool compared =
            std::find(request.whatIfGpus.begin(), request.whatIfGpus.end(), gpu.name) != request.whatIfGpus.end();
        if (compared && gpu.name != request.selectedGpu)
            readOff(gpu, false);
    }
    return w;
}

} // namespace

SortKey rankingFor(RankBy by, const Job& job)
{
    switch (by) {
    case RankBy::Cost:
        return SortKey::Cost;
    case RankBy::Time:
        return job.budgetUsd ? SortKey::TimeUnderBudget : SortKey::Time;
    case RankBy::BestValue:
        return SortKey::BestValue;
    case RankBy::CostWithinDeadline:
        return job.deadlineHours ? SortKey::CostUnderDeadline : SortKey::Cost;
    }
    return SortKey::Cost;
}

SortKey defaultSortKey(const Job& job)
{
    return rankingFor(RankBy::CostWithinDeadline, job);
}

std::vector<int> whatIfValues(SweepAxis axis)
{
    std::vector<int> values;
    const int first = axis == SweepAxis::SequenceLength ? 256 : 1;
    const int last = axis == SweepAxis::SequenceLength ? 131072 : 256;
    for (int v = first; v <= last; v *= 2)
        values.push_back(v);
    return values;
}

int whatIfUpper(SweepAxis axis)
{
    return axis == SweepAxis::SequenceLength ? kWhatIfMaxSequence : kWhatIfMaxBatch;
}

Sharding effectiveSharding(const Parallelism& parallel)
{
    return parallel.sharding == Sharding::None ? defaultSharding(parallel.gpus) : parallel.sharding;
}

namespace {

/// Across the catalog: the fewest of each GPU, its headroom and how the job fits at its own GPU count. The single-GPU
/// estimate gives the headroom of a GPU it overflows.
std::vector<FitOverviewRow> fitOverview(const Job& job, const Catalog& catalog, const Evaluation& e,
                                        const EvaluationRequest& request, Advisor* advisor)
{
    const double margin = job.assumptions.memoryMarginFraction;
    Parallelism one = job.parallel;
    one.gpus = 1;
    const auto single = e.memoryError ? Result<MemoryBreakdown>(Error{}) : estimateMemory(job.model, job.setup, one);
    std::vector<FitOverviewRow> rows;
    for (size_t i = 0; i < catalog.gpus.size(); ++i) {
        FitOverviewRow row;
        row.gpuIndex = int(i);
        row.capacityBytes = memoryBytes(catalog.gpus[i]);
        const double calibration = memoryCalibrationOn(job.assumptions.calibrations, catalog.gpus[i].name);
        row.calibrated = calibrationOn(job.assumptions.calibrations, catalog.gpus[i].name) != nullptr;
        row.recipe = setupSupport(catalog.gpus[i], job.setup);
        if (!e.memoryError) {
            // A colocated engine takes its share of this GPU's memory (onCard), not of the selected one's.
            const TrainingSetup setup = onCard(job.setup, row.capacityBytes);
            row.fit = fewestGpusThatFit(job.model, setup, job.parallel,
                                        usableBytes(row.capacityBytes, margin) - calibration, request.maxGpus);
            if (row.fit) // the card's measured excess counts in its figures as in its verdict
                row.fit->perGpuBytes += calibration;
            const auto onThisCard = single && dependsOnCard(job.setup) ? estimateMemory(job.model, setup, one) : single;
            row.headroomBytes = row.fit      ? row.capacityBytes - row.fit->perGpuBytes
                                : onThisCard ? row.capacityBytes - onThisCard->wholeDevice - calibration
                                             : 0;
        }
        if (advisor) {
            AdviceTarget target = adviceTarget(job, catalog.gpus[i]);
            target.withSuggestions = false;
            target.withNumericsChange = true;
            row.advice = advisor->advise(target);
        }
        rows.push_back(row);
    }
    return rows;
}

} // namespace

Evaluation evaluate(const Job& given, const Catalog& catalog, const EvaluationRequest& request)
{
    Job job = given;
    job.parallel.sharding = effectiveSharding(job.parallel);
    job.assumptions.calibrations = request.useCalibrations
                                       ? calibrationsForMethod(catalog.calibrations, job.setup.method)
                                       : std::vector<CalibrationEntry>{};
    Evaluation e;
    e.job = job;
    e.today = request.today;
    if (job.unreadModel) {
        e.jobError = job.unreadModel;
        e.memoryError = job.unreadModel;
        return e;
    }
    e.jobError = validateJob(job);
    e.params = countParameters(job.model);

    // The job's own layout.
    if (auto memory = estimateMemory(job.model, job.setup, job.parallel)) {
        e.memory = *memory;
        e.params = memory->params;
    } else {
        e.memoryError = memory.error();
    }
    const double margin = job.assumptions.memoryMarginFraction;
    e.selectedGpu = request.selectedGpu;
    e.selectedGpuIndex = request.selectedGpu.empty() ? -1 : findGpu(catalog, request.selectedGpu);
    if (e.selectedGpuIndex >= 0) {
        if (const CalibrationEntry* c = calibrationOn(job.assumptions.calibrations, request.selectedGpu))
            e.calibration = *c;
        e.memoryCalibrationBytes = memoryCalibrationOn(job.assumptions.calibrations, request.selectedGpu);
    }
    if (e.selectedGpuIndex >= 0 && !e.memoryError)
        e.fit = judgeFit(e.memory.wholeDevice + e.memoryCalibrationBytes,
                         memoryBytes(catalog.gpus[size_t(e.selectedGpuIndex)]), margin);
    if (e.selectedGpuIndex >= 0)
        e.selectedRecipe = setupSupport(catalog.gpus[size_t(e.selectedGpuIndex)], job.setup);

    // How to make it fit (core/plan/Advisor.h): one advisor shares its estimates between the cards.
    std::optional<Advisor> advisor;
    if (request.withAdvice && !e.memoryError)
        advisor.emplace(job);
    // Where the job fits, the advice also names the FP8 setting on a card that runs it (a change of the numerics).
    if (advisor && e.selectedGpuIndex >= 0) {
        AdviceTarget target = adviceTarget(job, catalog.gpus[size_t(e.selectedGpuIndex)]);
        target.withNumericsChange = true;
        e.advice = advisor->advise(target);
    }

    e.maxGpus = request.maxGpus;
    if (request.withFitOverview)
        e.fits = fitOverview(job, catalog, e, request, advisor ? &*advisor : nullptr);

    // The plan, ranked, and why its first option.
    e.sortKey = rankingFor(request.rankBy, job);
    if (request.withPlan) {
        e.plan = planJob(job, catalog, request.today, request.filter);
        rankOptions(e.plan, job, e.sortKey);
        e.explanation = explainTop(e.plan);
        e.front = costTimeFront(e.plan.options);
        e.explanation.front = explainFront(e.plan, e.front);
    }

    if (request.withWhatIf && !e.memoryError)
        e.whatIf = whatIfOf(e, catalog, request);
    return e;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/evaluate/RunComparison.h"

#include "core/memory/MemoryEstimator.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

std::string_view stepTermKey(StepTerm term)
{
    switch (term) {
    case StepTerm::Compute:
        return "compute";
    case StepTerm::MemoryBound:
        return "memory_bound";
    case StepTerm::Host:
        return "host";
    case StepTerm::Communication:
        return "communication";
    case StepTerm::Offload:
        return "offload";
    case StepTerm::PipelineBubble:
        return "pipeline_bubble";
    case StepTerm::ObjectiveForwards:
        return "objective_forwards";
    case StepTerm::Generation:
        return "generation";
    }
    return "compute";
}

namespace {

// A term below this share of the step (or of the peak) explains nothing the user can act on.
constexpr double kSmallestNamedShare = 0.01;

/// The run's job on the run's GPU count, or why it cannot be read.
Result<JobDocument> runJob(const RunEntry& run)
{
    if (run.jobJson.empty())
        return Error{ErrorCode::MissingValue, "job", run.id};
    auto document = readJobFile(run.jobJson);
    if (!document)
        return document.error();
    Parallelism& p = document.value().job.parallel;
    p.gpus = std::max(1, run.gpuCount);
    p.gpusPerNode = std::clamp(p.gpusPerNode, 1, p.gpus);
    if (auto invalid = validateInputs(document.value().job.model, document.value().job.setup, p))
        return *invalid;
    return document;
}

/// Sequences one optimizer step trains over all GPUs: a micro-batch per data-parallel replica, accumulated.
double sequencesPerStep(const Job& job)
{
    const Parallelism& p = job.parallel;
    const int modelParallel =
        std::max(1, p.model.tensor) * std::max(1, p.model.pipeline) * std::max(1, p.sequenceParallelDegree);
    const double replicas = std::max(1.0, double(p.gpus) / modelParallel);
    return double(std::max(1, job.setup.microBatch)) * std::max(1, job.setup.gradAccumulation) * replicas;
}

/// The log's step and per-GPU rate: the figure it states, the other from the job's counted tokens per step.
void measuredTime(RunComparison& c, const MeasuredRun& m)
{
    const ThroughputEstimate& p = c.predicted;
    const double gpus = std::max(1, c.job.job.parallel.gpus);
    const double tokensPerStepPerGpu = p.tokensPerSecondPerGpu * p.stepSeconds;
    std::optional<double> rate;
    if (m.tokensPerSecondPerGpu)
        rate = m.tokensPerSecondPerGpu;
    else if (m.tokensPerSecond)
        rate = *m.tokensPerSecond / gpus;
    else if (m.samplesPerSecond)
        rate = *m.samplesPerSecond * tokensPerStepPerGpu * gpus / sequencesPerStep(c.job.job) / gpus;
    // A step time the log states is the most direct figure (the rates of a Trainer include its whole run).
    if (m.stepSeconds && *m.stepSeconds > 0)
        rate = tokensPerStepPerGpu / *m.stepSeconds;
    if (!rate || !(*rate > 0) || !(tokensPerStepPerGpu > 0))
        return;
    c.measuredTokensPerSecondPerGpu = rate;
    c.measuredStepSeconds = m.stepSeconds && *m.stepSeconds > 0 ? *m.stepSeconds : tokensPerStepPerGpu / *rate;
    c.timeFactor = *rate / p.tokensPerSecondPerGpu;
}

/// Each time term of the predicted step that the measured step would need to explain it alone.
std::vector<TimeTermChange> timeTerms(const ThroughputEstimate& p, double measuredStep)
{
    const std::pair<StepTerm, double> terms[] = {
        {StepTerm::Compute, p.computeSeconds},
        {StepTerm::MemoryBound, p.memoryBoundSeconds},
        {StepTerm::Host, p.hostSeconds},
        {StepTerm::Communication, p.exposedCommSeconds},
        {StepTerm::Offload, p.offloadSeconds},
        {StepTerm::PipelineBubble, p.pipelineBubbleSeconds},
        {StepTerm::ObjectiveForwards, p.objectiveSeconds},
        {StepTerm::Generation, p.generationSeconds},
    };
    const double difference = measuredStep - p.stepSeconds;
    std::vector<TimeTermChange> out;
    for (const auto& [term, seconds] : terms)
        if (seconds > kSmallestNamedShare * p.stepSeconds)
            out.push_back({term, seconds, seconds + difference});
    std::sort(out.begin(), out.end(),
              [](const TimeTermChange& a, const TimeTermChange& b) { return a.predictedSeconds > b.predictedSeconds; });
    return out;
}

/// The estimate's peak of the log's kind, and each component that would need to explain the difference alone.
void measuredMemory(RunComparison& c, const MeasuredRun& m)
{
    if (!m.peakMemoryBytes)
        return;
    const bool reserved = m.memoryFigure == MemoryFigure::Reserved;
    const double predicted = reserved ? c.memory.peakReserved : c.memory.peakAllocated;
    c.predictedPeakBytes = predicted;
    const double difference = *m.peakMemoryBytes - predicted;
    c.memoryDifferenceBytes = difference;
    for (int i = 0; i < kMemoryComponentCount; ++i) {
        const auto component = MemoryComponent(i);
        const bool counted =
            component != MemoryComponent::CudaContext && (reserved || component != MemoryComponent::AllocatorReserve);
        const double bytes = c.memory[component].bytes;
        if (counted && bytes > kSmallestNamedShare * predicted)
            c.memoryTerms.push_back({component, bytes, bytes + difference});
    }
    std::sort(c.memoryTerms.begin(), c.memoryTerms.end(),
              [](const MemoryTermChange& a, const MemoryTermChange& b) { return a.predictedBytes > b.predictedBytes; });
}

} // namespace

RunComparison compareRun(const RunEntry& run, const Catalog& catalog)
{
    RunComparison c;
    auto document = runJob(run);
    if (!document) {
        c.error = document.error();
        return c;
    }
    c.job = std::move(document).value();
    const Job& job = c.job.job;
    const Gpu* gpu = findGpu(catalog, run.gpu);
    if (!gpu) {
        c.error = Error{ErrorCode::UnknownGpu, "gpu", run.gpu};
        return c;
    }
    const TrainingSetup setup = onCard(job.setup, memoryBytes(*gpu));
    auto memory = estimateMemory(job.model, setup, job.parallel);
    if (!memory) {
        c.error = memory.error();
        return c;
    }
    c.memory = *memory;
    ThroughputInput in{job.model, setup, job.parallel, *gpu};
    in.gpusPerNode = job.parallel.gpusPerNode;
    in.mfuOverride = job.assumptions.mfuByClass[size_t(gpu->gpuClass)];
    in.packedRollouts = job.packing;
    c.predicted = estimateThroughput(in);
    if (c.predicted.valid) {
        measuredTime(c, run.measured);
        if (c.measuredStepSeconds)
            c.timeTerms = timeTerms(c.predicted, *c.measuredStepSeconds);
    }
    measuredMemory(c, run.measured);
    return c;
}

Result<CalibrationEntry> calibrationFromComparison(const RunComparison& comparison, const RunEntry& run,
                                                   const CalibrationChoice& choice)
{
    if (comparison.error)
        return *comparison.error;
    if (!comparison.timeFactor)
        return Error{ErrorCode::MissingValue, "step_time", run.id};
    const double factor = *comparison.timeFactor;
    if (!(factor >= kMinTimeFactor && factor <= kMaxTimeFactor))
        return Error{ErrorCode::OutOfRange, "time_factor", std::to_string(factor),
                     AllowedRange{kMinTimeFactor, kMaxTimeFactor}};
    if (choice.withMemory && !comparison.memoryDifferenceBytes)
        return Error{ErrorCode::MissingValue, "peak_memory", run.id};
    CalibrationEntry c;
    c.gpu = run.gpu;
    if (choice.methodOnly)
        c.method = comparison.job.job.setup.method;
    c.timeFactor = factor;
    if (choice.withMemory)
        c.memoryOffsetBytes = comparison.memoryDifferenceBytes;
    c.runId = run.id;
    c.runSummary = run.id + ", " + run.addedAt.substr(0, 10);
    c.createdAt = choice.now;
    return c;
}

} // namespace tunefit

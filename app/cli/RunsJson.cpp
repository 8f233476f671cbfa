// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/RunsJson.h"

#include "core/Units.h"
#include "core/training/EnumKeys.h"

namespace tunefit::cli {

namespace {

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QJsonValue optional(const std::optional<double>& value, double scale = 1)
{
    return value ? QJsonValue(*value * scale) : QJsonValue();
}

} // namespace

QJsonObject measuredRunJson(const MeasuredRun& m)
{
    QJsonObject o;
    o[QStringLiteral("format")] = text(runLogFormatKey(m.format));
    o[QStringLiteral("steps_read")] = double(m.stepsRead);
    o[QStringLiteral("last_step")] = double(m.lastStep);
    o[QStringLiteral("step_s")] = optional(m.stepSeconds);
    o[QStringLiteral("tokens_per_s_per_gpu")] = optional(m.tokensPerSecondPerGpu);
    o[QStringLiteral("samples_per_s")] = optional(m.samplesPerSecond);
    o[QStringLiteral("tokens_per_s")] = optional(m.tokensPerSecond);
    o[QStringLiteral("peak_memory_gib")] = optional(m.peakMemoryBytes, 1.0 / units::kGiB);
    o[QStringLiteral("memory_figure")] = text(memoryFigureKey(m.memoryFigure));
    o[QStringLiteral("gpu_name")] = QString::fromStdString(m.gpuName);
    o[QStringLiteral("lines_skipped")] = double(m.linesSkipped);
    return o;
}

QJsonObject calibrationJson(const CalibrationEntry& c)
{
    QJsonObject o;
    o[QStringLiteral("gpu")] = QString::fromStdString(c.gpu);
    o[QStringLiteral("method")] = c.method ? QJsonValue(text(keyOf(methodKeys(), *c.method))) : QJsonValue();
    o[QStringLiteral("time_factor")] = c.timeFactor;
    o[QStringLiteral("memory_offset_gib")] = optional(c.memoryOffsetBytes, 1.0 / units::kGiB);
    o[QStringLiteral("run")] = QString::fromStdString(c.runId);
    o[QStringLiteral("run_summary")] = QString::fromStdString(c.runSummary);
    o[QStringLiteral("created_at")] = QString::fromStdString(c.createdAt);
    return o;
}

QJsonArray calibrationsJson(const std::vector<CalibrationEntry>& calibrations)
{
    QJsonArray a;
    for (const CalibrationEntry& c : calibrations)
        a.append(calibrationJson(c));
    return a;
}

QJsonObject comparisonJson(const RunEntry& run, const RunComparison& c)
{
    QJsonObject o;
    o[QStringLiteral("run")] = QString::fromStdString(run.id);
    o[QStringLiteral("gpu")] = QString::fromStdString(run.gpu);
    o[QStringLiteral("gpus")] = run.gpuCount;
    o[QStringLiteral("measured")] = measuredRunJson(run.measured);
    if (c.error) {
        o[QStringLiteral("error")] = text(errorCodeKey(c.error->code));
        o[QStringLiteral("error_field")] = QString::fromStdString(c.error->field);
        return o;
    }
    QJsonObject predicted;
    predicted[QStringLiteral("step_s")] = c.predicted.stepSeconds;
    predicted[QStringLiteral("tokens_per_s_per_gpu")] = c.predicted.tokensPerSecondPerGpu;
    predicted[QStringLiteral("peak_allocated_gib")] = units::toGiB(c.memory.peakAllocated);
    predicted[QStringLiteral("peak_reserved_gib")] = units::toGiB(c.memory.peakReserved);
    o[QStringLiteral("predicted")] = predicted;
    o[QStringLiteral("measured_step_s")] = optional(c.measuredStepSeconds);
    o[QStringLiteral("measured_tokens_per_s_per_gpu")] = optional(c.measuredTokensPerSecondPerGpu);
    o[QStringLiteral("time_factor")] = optional(c.timeFactor);
    o[QStringLiteral("memory_difference_gib")] = optional(c.memoryDifferenceBytes, 1.0 / units::kGiB);
    QJsonArray time, memory;
    for (const TimeTermChange& t : c.timeTerms)
        time.append(QJsonObject{{QStringLiteral("term"), text(stepTermKey(t.term))},
                                {QStringLiteral("predicted_s"), t.predictedSeconds},
                                {QStringLiteral("needed_s"), t.neededSeconds}});
    for (const MemoryTermChange& t : c.memoryTerms)
        memory.append(QJsonObject{{QStringLiteral("component"), text(componentKey(t.component))},
                                  {QStringLiteral("predicted_gib"), units::toGiB(t.predictedBytes)},
                                  {QStringLiteral("needed_gib"), units::toGiB(t.neededBytes)}});
    o[QStringLiteral("time_terms")] = time;
    o[QStringLiteral("memory_terms")] = memory;
    return o;
}

QJsonObject runsListJson(const Catalog& catalog)
{
    QJsonArray runs;
    for (const RunEntry& r : catalog.runs) {
        QJsonObject o;
        o[QStringLiteral("id")] = QString::fromStdString(r.id);
        o[QStringLiteral("gpu")] = QString::fromStdString(r.gpu);
        o[QStringLiteral("gpus")] = r.gpuCount;
        o[QStringLiteral("log")] = QString::fromStdString(r.logName);
        o[QStringLiteral("added_at")] = QString::fromStdString(r.addedAt);
        o[QStringLiteral("has_job")] = !r.jobJson.empty();
        o[QStringLiteral("measured")] = measuredRunJson(r.measured);
        runs.append(o);
    }
    return QJsonObject{{QStringLiteral("runs"), runs},
                       {QStringLiteral("calibrations"), calibrationsJson(catalog.calibrations)}};
}

} // namespace tunefit::cli

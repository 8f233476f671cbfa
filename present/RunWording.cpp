// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/RunWording.h"

#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/JobWording.h"

#include <QLocale>

#include <cmath>

namespace tunefit::present {

namespace {

QString seconds(double s)
{
    return RunWording::tr("%1 s").arg(QLocale().toString(s, 'f', s < 10 ? 2 : 1));
}

QString gib(double bytes)
{
    return RunWording::tr("%1 GiB").arg(formatGiB(bytes));
}

QString signedGib(double bytes)
{
    return (bytes < 0 ? QStringLiteral("−") : QStringLiteral("+")) + gib(std::abs(bytes));
}

/// "+18%" / "−7%": measured against predicted.
QString signedPercent(double measured, double predicted)
{
    const double share = predicted > 0 ? measured / predicted - 1 : 0;
    const QString number = QLocale().toString(std::abs(share) * 100, 'f', 0);
    return RunWording::tr("%1%2%", "sign, percent").arg(share < 0 ? QStringLiteral("−") : QStringLiteral("+"), number);
}

QString factorText(double factor)
{
    return RunWording::tr("×%1", "a factor").arg(QLocale().toString(factor, 'f', 2));
}

} // namespace

QString runLogFormatText(RunLogFormat format)
{
    switch (format) {
    case RunLogFormat::TrainerState:
        return RunWording::tr("Hugging Face trainer_state.json");
    case RunLogFormat::TrainerConsole:
        return RunWording::tr("Trainer console log");
    case RunLogFormat::Torchtitan:
        return RunWording::tr("torchtitan log");
    case RunLogFormat::Megatron:
        return RunWording::tr("Megatron log");
    case RunLogFormat::MetricsCsv:
        return RunWording::tr("metrics CSV export");
    }
    return {};
}

QString memoryFigureText(MemoryFigure figure)
{
    switch (figure) {
    case MemoryFigure::Allocated:
        return RunWording::tr("allocated", "peak memory figure");
    case MemoryFigure::Reserved:
        return RunWording::tr("reserved", "peak memory figure");
    case MemoryFigure::Active:
        return RunWording::tr("active", "peak memory figure");
    }
    return {};
}

QString stepTermText(StepTerm term)
{
    switch (term) {
    case StepTerm::Compute:
        return RunWording::tr("compute");
    case StepTerm::MemoryBound:
        return RunWording::tr("memory-bound work");
    case StepTerm::Host:
        return RunWording::tr("host overhead");
    case StepTerm::Communication:
        return RunWording::tr("exposed communication");
    case StepTerm::Offload:
        return RunWording::tr("offload");
    case StepTerm::PipelineBubble:
        return RunWording::tr("pipeline bubble");
    case StepTerm::ObjectiveForwards:
        return RunWording::tr("objective forwards");
    case StepTerm::Generation:
        return RunWording::tr("generation");
    }
    return {};
}

QString measuredRunText(const MeasuredRun& m)
{
    QStringList parts{runLogFormatText(m.format)};
    if (m.stepsRead > 0)
        parts << RunWording::tr("%Ln step(s)", nullptr, int(std::min<int64_t>(m.stepsRead, INT32_MAX)));
    if (m.stepSeconds)
        parts << RunWording::tr("step %1").arg(seconds(*m.stepSeconds));
    if (m.tokensPerSecondPerGpu)
        parts << RunWording::tr("%1 tokens/s per GPU").arg(QLocale().toString(*m.tokensPerSecondPerGpu, 'f', 0));
    else if (m.samplesPerSecond)
        parts << RunWording::tr("%1 samples/s").arg(QLocale().toString(*m.samplesPerSecond, 'f', 2));
    if (m.peakMemoryBytes)
        parts << RunWording::tr("peak %1 %2", "peak 61.2 GiB reserved")
                     .arg(gib(*m.peakMemoryBytes), memoryFigureText(m.memoryFigure));
    // Lines that looked like the stack's metric lines but were cut, overlong or garbled: read around, and said.
    if (m.linesSkipped > 0)
        parts << RunWording::tr("%Ln line(s) not read", nullptr, int(std::min<int64_t>(m.linesSkipped, INT32_MAX)));
    return parts.join(QStringLiteral(", "));
}

QString calibrationScopeText(const CalibrationEntry& c)
{
    const QString gpu = QString::fromStdString(c.gpu);
    return c.method ? RunWording::tr("%1, %2 jobs", "GPU, method").arg(gpu, methodName(*c.method))
                    : RunWording::tr("%1, every method", "GPU").arg(gpu);
}

QString calibrationText(const CalibrationEntry& c)
{
    const QString run = QString::fromStdString(c.runSummary);
    const QString time = RunWording::tr("time %1").arg(factorText(c.timeFactor));
    if (!c.memoryOffsetBytes)
        return RunWording::tr("Calibrated on your run %1: %2").arg(run, time);
    return RunWording::tr("Calibrated on your run %1: %2, memory %3").arg(run, time, signedGib(*c.memoryOffsetBytes));
}

QString keepRefusalText(const Error& error)
{
    if (error.field != "time_factor")
        return errorSentence(error);
    bool ok = false;
    const double factor = QString::fromStdString(error.detail).toDouble(&ok);
    return RunWording::tr("The run measured %1 of the predicted rate; a calibration keeps %2 to %3. A run this far off "
                          "ran another job than the one kept with it (another setting, GPU count or card), not the "
                          "same job on a slower or faster stack: check its config and GPU count.")
        .arg(ok ? factorText(factor) : QString::fromStdString(error.detail), factorText(kMinTimeFactor),
             factorText(kMaxTimeFactor));
}

QString calibratedMark(const QString& text, bool calibrated)
{
    if (!calibrated)
        return text;
    return text.isEmpty() ? RunWording::tr("calibrated on your run")
                          : RunWording::tr("%1 · calibrated on your run", "advice · mark").arg(text);
}

QString timeTermChangeText(const TimeTermChange& t)
{
    if (t.neededSeconds <= 0)
        return RunWording::tr("%1: %2, cannot explain it alone").arg(stepTermText(t.term), seconds(t.predictedSeconds));
    return RunWording::tr("%1: %2 → %3 (%4)")
        .arg(stepTermText(t.term), seconds(t.predictedSeconds), seconds(t.neededSeconds),
             factorText(t.neededSeconds / t.predictedSeconds));
}

QString memoryTermChangeText(const MemoryTermChange& t)
{
    if (t.neededBytes <= 0)
        return RunWording::tr("%1: %2, cannot explain it alone").arg(componentName(t.component), gib(t.predictedBytes));
    return RunWording::tr("%1: %2 → %3 (%4)")
        .arg(componentName(t.component), gib(t.predictedBytes), gib(t.neededBytes),
             factorText(t.neededBytes / t.predictedBytes));
}

QStringList comparisonLines(const RunComparison& c, const MeasuredRun& m)
{
    if (c.error && c.error->code == ErrorCode::MissingValue && c.error->field == "job")
        return {RunWording::tr("No job was kept with this run (no config was given): it is listed, not compared. Add "
                               "it again with the config it ran.")};
    if (c.error)
        return {RunWording::tr("Cannot compare this run: %1").arg(errorText(*c.error))};
    QStringList lines;
    if (c.measuredStepSeconds) {
        lines << RunWording::tr("Step time: measured %1, predicted %2 (%3)")
                     .arg(seconds(*c.measuredStepSeconds), seconds(c.predicted.stepSeconds),
                          signedPercent(*c.measuredStepSeconds, c.predicted.stepSeconds));
        lines << RunWording::tr("Tokens/s per GPU: measured %1, predicted %2 (%3)")
                     .arg(QLocale().toString(*c.measuredTokensPerSecondPerGpu, 'f', 0),
                          QLocale().toString(c.predicted.tokensPerSecondPerGpu, 'f', 0),
                          signedPercent(*c.measuredTokensPerSecondPerGpu, c.predicted.tokensPerSecondPerGpu));
    } else {
        lines << RunWording::tr("Step time: the log times no step");
    }
    if (c.predictedPeakBytes && m.peakMemoryBytes)
        lines << RunWording::tr("Peak memory (%1): measured %2, predicted %3 (%4)")
                     .arg(memoryFigureText(m.memoryFigure), gib(*m.peakMemoryBytes), gib(*c.predictedPeakBytes),
                          signedGib(*m.peakMemoryBytes - *c.predictedPeakBytes));
    else
        lines << RunWording::tr("Peak memory: the log reports none");
    return lines;
}

QStringList comparisonReport(const RunEntry& run, const RunComparison& c)
{
    QStringList lines{RunWording::tr("Run %1 on %2 × %3: %4")
                          .arg(boundedEcho(QString::fromStdString(run.id)))
                          .arg(run.gpuCount)
                          .arg(QString::fromStdString(run.gpu), measuredRunText(run.measured))};
    for (const QString& line : comparisonLines(c, run.measured))
        lines << QStringLiteral("  ") + line;
    if (!c.timeTerms.empty()) {
        lines << RunWording::tr("What each term of the step would need to explain the difference alone:");
        for (const TimeTermChange& t : c.timeTerms)
            lines << QStringLiteral("  ") + timeTermChangeText(t);
    }
    if (!c.memoryTerms.empty() && c.memoryDifferenceBytes && *c.memoryDifferenceBytes != 0) {
        lines << RunWording::tr("What each part of the memory would need to explain the difference alone:");
        for (const MemoryTermChange& t : c.memoryTerms)
            lines << QStringLiteral("  ") + memoryTermChangeText(t);
    }
    return lines;
}

} // namespace tunefit::present

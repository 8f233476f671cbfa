// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one wording of measured runs, their comparison with the estimate and the calibrations kept from them (issue 33):
// the window's Runs dialog and verdict, `tunefit runs`, `estimate`/`plan` and the PDF report word them alike.

#include "core/catalog/RunRows.h"
#include "core/evaluate/RunComparison.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tunefit::present {

/// Translation context of the runs' wording.
struct RunWording
{
    Q_DECLARE_TR_FUNCTIONS(RunWording)
};

/// "Hugging Face trainer_state.json", "Trainer console log", "torchtitan log", "Megatron log", "metrics CSV export".
QString runLogFormatText(RunLogFormat format);
/// "allocated", "reserved", "active" (which peak a log reports).
QString memoryFigureText(MemoryFigure figure);
/// "compute", "memory-bound work", "host overhead", "exposed communication", … (a predicted step's terms).
QString stepTermText(StepTerm term);
/// What the log gave, short: "torchtitan log, 90 steps, step 2.41 s, 7,134 tokens/s per GPU, peak 61.2 GiB reserved".
QString measuredRunText(const MeasuredRun& run);
/// The jobs a calibration applies to: "H100 SXM, LoRA jobs" or "H100 SXM, every method".
QString calibrationScopeText(const CalibrationEntry& calibration);
/// Where a calibration changes the answer, for every view: "Calibrated on your run llama-lora, 2026-12-05: time ×0.82,
/// memory +2.1 GiB".
QString calibrationText(const CalibrationEntry& calibration);
/// Why a run cannot be kept as a calibration, in words: a rate far off the prediction says the run is not the job
/// (another setting, GPU count or card), which no factor should paper over; the other refusals as errorSentence().
QString keepRefusalText(const Error& error);
/// A GPU's advice or figures, marked where the user's calibration of the card applies: "Fits as set · calibrated on
/// your run" (the GPUs tab and the report's fit table; the run is named where the calibration is listed).
QString calibratedMark(const QString& text, bool calibrated);
/// A time term and what it alone would need: "compute: 1.62 s → 2.14 s (×1.32)", or "…: cannot explain it alone".
QString timeTermChangeText(const TimeTermChange& change);
QString memoryTermChangeText(const MemoryTermChange& change);
/// The comparison's headline lines: step time, tokens per second per GPU and peak memory, measured against
/// predicted with the difference ("Step time: measured 2.41 s, predicted 2.05 s (+18%)"); a line for what the log
/// lacks. The reason where the run cannot be compared.
QStringList comparisonLines(const RunComparison& comparison, const MeasuredRun& measured);
/// The whole comparison as the window's Runs dialog and `tunefit runs compare` show it: the run, the headline lines
/// (indented), and what each term of the step and each part of the memory would need to explain the difference.
QStringList comparisonReport(const RunEntry& run, const RunComparison& comparison);

} // namespace tunefit::present

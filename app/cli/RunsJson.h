// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON of measured runs, their comparison and calibrations (issue 33): `runs list|compare --json` and the
// calibration objects of `estimate`, `plan` and `fit --json`. English keys, C-locale numbers.

#include "core/catalog/Catalog.h"
#include "core/evaluate/RunComparison.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tunefit::cli {

QJsonObject measuredRunJson(const MeasuredRun& run);
/// {"gpu", "method" (null = every method), "time_factor", "memory_offset_gib" (null = none), "run", "run_summary",
/// "created_at"}.
QJsonObject calibrationJson(const CalibrationEntry& calibration);
/// The calibrations a job used (Evaluation::job.assumptions.calibrations): [calibrationJson, …].
QJsonArray calibrationsJson(const std::vector<CalibrationEntry>& calibrations);
QJsonObject comparisonJson(const RunEntry& run, const RunComparison& comparison);
/// {"runs": [...], "calibrations": [...]}.
QJsonObject runsListJson(const Catalog& catalog);

} // namespace tunefit::cli

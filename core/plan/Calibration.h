// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user's calibrations (issue 33) as the estimate applies them: a calibration kept from a measured run scales the
// time of jobs of its kind on its GPU by the run's measured-over-predicted rate, and (where the user kept it) adds the
// run's measured-less-predicted peak memory. One rule picks the calibration of a job on a card; evaluate() resolves
// the catalog's rows for the job once (PlanAssumptions::calibrations) and every estimate reads them from there.

#include "core/catalog/RunRows.h"
#include "core/plan/Throughput.h"

#include <string_view>
#include <vector>

namespace tunefit {

/// Of the catalog's calibrations, those a job of this method uses: per GPU, the row scoped to the method, else the
/// row for every method on that GPU. A row of another method is not used.
std::vector<CalibrationEntry> calibrationsForMethod(const std::vector<CalibrationEntry>& all, Method method);

/// The calibration of `gpu` among rows already resolved for one job (calibrationsForMethod), or null.
const CalibrationEntry* calibrationOn(const std::vector<CalibrationEntry>& resolved, std::string_view gpu);

/// The time factor on `gpu` (1 without a calibration).
double timeCalibrationOn(const std::vector<CalibrationEntry>& resolved, std::string_view gpu);
/// The memory offset on `gpu` in bytes (0 without a calibration or where the user kept time only).
double memoryCalibrationOn(const std::vector<CalibrationEntry>& resolved, std::string_view gpu);

/// Applies a time factor to an estimate: the rates (tokens per second, achieved TFLOPS, the band) times `factor`,
/// every time term over it, so the step's parts still add up; the bottleneck stays the model's. Records the factor.
void applyTimeCalibration(ThroughputEstimate& estimate, double factor);

} // namespace tunefit

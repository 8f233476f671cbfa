// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Calibration.h"

#include <algorithm>

namespace tunefit {

std::vector<CalibrationEntry> calibrationsForMethod(const std::vector<CalibrationEntry>& all, Method method)
{
    std::vector<CalibrationEntry> out;
    for (const CalibrationEntry& c : all) {
        if (c.method && *c.method != method)
            continue;
        auto same = std::find_if(out.begin(), out.end(), [&](const CalibrationEntry& o) { return o.gpu == c.gpu; });
        if (same == out.end())
            out.push_back(c);
        else if (c.method) // the method's own row beats the row for every method
            *same = c;
    }
    return out;
}

const CalibrationEntry* calibrationOn(const std::vector<CalibrationEntry>& resolved, std::string_view gpu)
{
    auto it = std::find_if(resolved.begin(), resolved.end(), [&](const CalibrationEntry& c) { return c.gpu == gpu; });
    return it == resolved.end() ? nullptr : &*it;
}

double timeCalibrationOn(const std::vector<CalibrationEntry>& resolved, std::string_view gpu)
{
    const CalibrationEntry* c = calibrationOn(resolved, gpu);
    return c ? c->timeFactor : 1.0;
}

double memoryCalibrationOn(const std::vector<CalibrationEntry>& resolved, std::string_view gpu)
{
    const CalibrationEntry* c = calibrationOn(resolved, gpu);
    return c && c->memoryOffsetBytes ? *c->memoryOffsetBytes : 0.0;
}

void applyTimeCalibration(ThroughputEstimate& e, double factor)
{
    if (!(factor > 0) || factor == 1.0)
        return;
    e.tokensPerSecondPerGpu *= factor;
    e.tokensPerSecondTotal *= factor;
    e.achievedTflops *= factor;
    e.bandLow *= factor;
    e.bandHigh *= factor;
    for (double* seconds :
         {&e.stepSeconds, &e.computeSeconds, &e.memoryBoundSeconds, &e.hostSeconds, &e.exposedCommSeconds,
          &e.offloadSeconds, &e.expertAllToAllSeconds, &e.modelParallelCommSeconds, &e.pipelineBubbleSeconds,
          &e.objectiveSeconds, &e.generationSeconds})
        *seconds /= factor;
    e.timeCalibration = factor;
}

} // namespace tunefit

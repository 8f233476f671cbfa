// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a training run's log dropped on Tunefit (issue 33), read by readRunLog as the app reads a file, and
// again under tiny bounds so that the long-line and JSON-size paths run on small inputs. Every figure it returns must
// be a figure the comparison can print: finite, not negative, MFU at most 1 where the log's own arithmetic allows.
#include "FuzzSupport.h"
#include "core/runs/RunLog.h"
#include "core/runs/RunLogInternal.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace {

void check(const tunefit::Result<tunefit::MeasuredRun>& result)
{
    using namespace tunefit;
    if (!result)
        return;
    const MeasuredRun& run = *result;
    for (const auto& figure : {run.stepSeconds, run.tokensPerSecondPerGpu, run.samplesPerSecond, run.tokensPerSecond,
                               run.tflopsPerGpu, run.mfu, run.peakMemoryBytes}) {
        if (figure)
            fuzz::expectSane(*figure, "MeasuredRun figure");
    }
    const bool counts = run.stepsRead >= 0 && run.lastStep >= 0 && run.linesRead >= 0 && run.linesSkipped >= 0 &&
                        run.linesSkipped <= run.linesRead && (!run.globalBatch || *run.globalBatch > 0) &&
                        (!run.gpuCount || *run.gpuCount > 0) && run.gpuName.size() <= 200;
    const bool usable = run.stepSeconds || run.tokensPerSecondPerGpu || run.samplesPerSecond || run.tokensPerSecond ||
                        run.peakMemoryBytes;
    if (!counts || !usable || runLogFormatFromKey(runLogFormatKey(run.format)) != run.format) {
        std::fprintf(stderr, "==fuzz== a run log read into inconsistent counts or no figure\n");
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const std::string text(fuzz::asText(data, size));
    std::istringstream in(text);
    check(readRunLog(in));
    std::istringstream bounded(text);
    check(runlog::readRunLogWith(bounded, runlog::Limits{64, 4096}));
    return 0;
}

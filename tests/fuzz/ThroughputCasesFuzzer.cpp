// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the throughput validation CSV (tunefit validate-throughput FILE), every case predicted on the bundled
// catalog's GPUs and the table scored; a header naming measured_step_s reads as measured RL steps, as the command does.
#include "FuzzSupport.h"
#include "core/catalog/BundledCatalog.h"
#include "core/validation/RlStepCases.h"
#include "core/validation/ThroughputCases.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const std::string_view text = fuzz::asText(data, size);
    const auto cases = isRlStepTable(text) ? parseRlStepCases(text) : parseThroughputCases(text);
    if (!cases)
        return 0;
    std::vector<ThroughputPrediction> predictions;
    for (const ThroughputCase& c : *cases) {
        predictions.push_back(predictThroughputCase(c, bundledCatalog()));
        if (predictions.back().predicted)
            fuzz::expectSane(*predictions.back().predicted, "ThroughputPrediction::predicted");
    }
    (void)summariseThroughput(*cases, predictions, {});
    (void)summariseThroughput(*cases, predictions, {"high", "medium-high"});
    (void)summariseThroughput(*cases, predictions, {"high", "medium-high", "medium"}, true);
    return 0;
}

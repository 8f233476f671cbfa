// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the memory validation CSV (tunefit validate FILE), every case predicted and the table scored.
#include "FuzzSupport.h"
#include "core/validation/MemoryCases.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const auto cases = parseMemoryCases(fuzz::asText(data, size));
    if (!cases)
        return 0;
    std::vector<MemoryPrediction> predictions;
    for (const MemoryCase& c : *cases) {
        predictions.push_back(predictCase(c));
        if (predictions.back().predictedGiB)
            fuzz::expectSane(*predictions.back().predictedGiB, "MemoryPrediction::predictedGiB");
    }
    (void)summarise(*cases, predictions, {});
    (void)summarise(*cases, predictions, {"high", "medium-high"});
    return 0;
}

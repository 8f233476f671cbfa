// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/validation/Mechanisms.h"
#include "core/training/EnumKeys.h"

#include <algorithm>

namespace tunefit {

std::vector<std::string> mechanismsOf(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel)
{
    std::vector<std::string> mechanisms;
    if (parallel.gpus > 1)
        mechanisms.emplace_back("overlap");
    if (parallel.gpus > std::max(1, parallel.gpusPerNode))
        mechanisms.emplace_back("multi_node");
    if (model.isMoe())
        mechanisms.emplace_back("moe");
    if (generatesCompletions(setup.objective.objective))
        mechanisms.emplace_back("generation");
    if (parallel.offload != Offload::None || setup.checkpointing == Checkpointing::Offload)
        mechanisms.emplace_back("offload");
    if (setup.seqLen >= kLongContextTokens || sequenceParallelDegree(parallel) > 1)
        mechanisms.emplace_back("long_context");
    // FP8/FP4 rows by recipe (issue 32): the recipe's key, te_fp8_delayed, torchao_fp8_tensorwise, ...
    if (setup.lowPrecision.recipe != LowPrecisionRecipe::None)
        mechanisms.emplace_back(keyOf(lowPrecisionKeys(), setup.lowPrecision.recipe));
    if (mechanisms.empty())
        mechanisms.emplace_back("plain");
    return mechanisms;
}

} // namespace tunefit

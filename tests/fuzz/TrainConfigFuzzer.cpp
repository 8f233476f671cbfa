// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a training config of another stack (tunefit import, --from, File > Import training config), then
// the job it yields through the estimator and planner, and every export format read back.
#include "FuzzSupport.h"
#include "core/import/ConfigExport.h"
#include "core/import/ConfigImport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    ImportOptions options;
    options.models.useEnvironment = false; // presets only: a run never depends on this computer's model cache
    // Included files resolve against a folder that holds none, so only the text itself is read.
    const auto imported = importTrainingConfigText(fuzz::asText(data, size), "/nonexistent/fuzz.yaml", options);
    if (!imported || imported->modelSource == ModelSource::NotFound)
        return 0;
    Job job = imported->job;
    job.datasetTokens = 1e6;
    fuzz::exerciseJob(job);
    for (Stack stack : {Stack::Axolotl, Stack::LlamaFactory, Stack::DeepSpeed, Stack::Accelerate, Stack::Torchtune}) {
        const auto files = exportTrainingConfig(job, stack, {}, "fuzz.yaml");
        if (files)
            (void)importTrainingConfigText(files->front().contents, "/nonexistent/out.yaml", options);
    }
    return 0;
}

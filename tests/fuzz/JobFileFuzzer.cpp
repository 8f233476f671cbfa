// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a saved *.tunefit.json job (tunefit report / export-results, File > Open), then the report and the
// ranked plan built from it, as the CLI does.
#include "FuzzSupport.h"
#include "core/evaluate/Evaluation.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "core/report/ResultsExport.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const auto document = readJobFile(fuzz::asText(data, size));
    if (!document)
        return 0;

    // Whatever was read must save and read back as the same job: anything else is a file the app cannot reopen.
    const std::string written = writeJobFile(*document);
    const auto reread = readJobFile(written);
    if (!reread) {
        std::fprintf(stderr, "job file does not read back: %s %s %s\n%s\n", errorCodeKey(reread.error().code).data(),
                     reread.error().field.c_str(), reread.error().detail.c_str(), written.c_str());
        std::abort();
    }
    if (!sameJob(*document, *reread)) {
        std::fprintf(stderr, "job file reads back as a different job:\n%s\n", written.c_str());
        std::abort();
    }

    fuzz::exerciseJob(document->job);
    ReportOptions options;
    options.today = std::string(fuzz::kToday);
    options.appVersion = "fuzz";
    options.maxGpus = 16; // the fit overview tries powers of two up to this; 16 keeps one input fast
    EvaluationRequest request;
    request.today = std::string(fuzz::kToday);
    request.maxGpus = options.maxGpus;
    request.withWhatIf = true;
    request.selectedGpu = fuzz::smallCatalog().gpus.empty() ? std::string() : fuzz::smallCatalog().gpus.front().name;
    const Evaluation evaluation = evaluate(document->job, fuzz::smallCatalog(), request);
    (void)reportOf(evaluation, *document, fuzz::smallCatalog(), options);
    const RankedPlan plan{evaluation.plan, evaluation.sortKey, evaluation.job};
    (void)resultsCsv(plan, fuzz::smallCatalog());
    (void)resultsJson(plan, fuzz::smallCatalog(), document->job.model.name, std::string(fuzz::kToday));
    return 0;
}

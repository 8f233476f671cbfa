// SPDX-License-Identifier: GPL-3.0-or-later
// Measured image and video fine-tuning runs (tests/data/diffusion/measured-cases.csv, issue 34) and their scoring.
#pragma once

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionJob.h"
#include "core/diffusion/DiffusionTime.h"
#include "core/validation/ErrorStats.h"
#include "core/validation/MemoryCases.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

struct DiffusionCase
{
    std::string id;
    std::string confidence; ///< high, medium, low
    std::string stack;
    std::string family; ///< the denoiser's family (empty when the model is not in the library)
    std::string gpuLabel;
    std::string gpu; ///< the catalog's name of the card; empty when the row names none the catalog has
    int line = 0;
    std::optional<Error> inputError; ///< the row could not be turned into a job
    DiffusionJob job;
    MemoryMetric metric = MemoryMetric::Unknown;
    std::optional<double> measuredGiB;
    std::optional<double> stepSeconds;
    /// "fits in N GB" rows (a "24GB GPU" card, no measured peak): the card's size, a bound on the peak.
    std::optional<double> boundGiB;
    bool oom = false;
};

/// Reads the CSV. Fails only for an unreadable table or a missing column; a bad row carries inputError.
Result<std::vector<DiffusionCase>> parseDiffusionCases(std::string_view csvText, const DenoiserLibrary& library,
                                                       const Catalog& catalog);

struct DiffusionPrediction
{
    std::string id;
    std::string family;
    std::optional<double> predictedGiB;   ///< in the case's metric
    std::optional<double> memoryErrorPct; ///< (predicted − measured) / measured × 100
    std::optional<double> predictedStepSeconds;
    std::optional<double> timeErrorPct;
    std::optional<DiffusionStepTime> stepTerms; ///< what the predicted step is made of
    std::optional<bool> fits;                   ///< whole-device peak within the card (the case's or its bound)
    std::optional<Error> error;
};

DiffusionPrediction predictDiffusionCase(const DiffusionCase& c, const Catalog& catalog);

/// Scores every case: memory and time errors of the rows rated medium or better by family, the out-of-memory rows
/// and the "fits in N GB" bounds.
struct DiffusionValidation
{
    std::vector<DiffusionPrediction> rows;
    ErrorAccumulator memory; ///< groups "overall" and each family
    ErrorAccumulator time;
    int oomRows = 0,
        oomPredicted = 0; ///< out-of-memory rows rated medium or better with a card, those predicted not to fit
    int boundRows = 0, boundsHeld = 0; ///< "fits in N GB" rows, and those predicted to fit N GB
    int skipped = 0;                   ///< rows without a model in the library or a readable setting
};

DiffusionValidation validateDiffusion(const std::vector<DiffusionCase>& cases, const Catalog& catalog);

} // namespace tunefit

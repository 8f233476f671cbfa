// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"
#include "core/validation/ErrorStats.h"

#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// Which memory figure a published measurement reports.
enum class MemoryMetric
{
    Allocated,
    Reserved,
    NvidiaSmi,
    Unknown
};

/// One measured run from the validation schema (shared/validation/README.md), turned into estimator inputs.
struct MemoryCase
{
    std::string id;
    std::string confidence; ///< high, medium-high, medium, medium-low, low
    std::string method;     ///< the CSV's method value (finer than Method: "lora", "ia3", ...)
    std::string model;
    std::string framework;
    std::string gpu;               ///< the card the run used, as the row names it (may be empty)
    std::string objective = "sft"; ///< the schema's objective word (frontier addendum; empty cell = sft)
    std::string configFile;        ///< the row's config.json in the validation folder's configs/ (may be empty)
    int line = 0;
    bool complete = false;           ///< every input the README calls required is present
    std::optional<Error> inputError; ///< the row could not be turned into inputs
    ModelSpec modelSpec;
    TrainingSetup setup;
    Parallelism parallel;
    MemoryMetric metric = MemoryMetric::Unknown;
    std::optional<double> measuredGiB;
    std::optional<double> gpuMemoryGiB;
    bool oom = false;
};

/// Reads the validation CSV text. Fails only for an unreadable table or a missing column; bad rows carry inputError.
Result<std::vector<MemoryCase>> parseMemoryCases(std::string_view csvText);

/// A prediction for one case, in the metric the case names.
struct MemoryPrediction
{
    std::string id;
    std::optional<double> predictedGiB;
    std::optional<bool> fits;          ///< whole-device estimate vs the GPU's memory
    std::optional<double> absPctError; ///< |pred − measured| / measured × 100
    std::optional<Error> error;
};

MemoryPrediction predictCase(const MemoryCase& c);

/// The architecture group of a model in the validation tables: "encoder_decoder", "vision" (a vision tower),
/// "mla" (latent attention), "moe" (routed experts) or "dense", the first that applies, so that every case is in
/// exactly one group (DeepSeek-V3, MLA and MoE, is "mla"; a vision-language MoE is "vision").
std::string architectureKind(const ModelSpec& model);

/// The kind of model-parallel layout of a case: the degrees above 1 among "TP", "PP", "EP", joined by "+", after
/// "CP+" when context parallelism combines with them; empty without tensor, pipeline or expert parallelism.
std::string layoutKind(const Parallelism& parallel);

struct MemoryValidationSummary
{
    ErrorStats overall;
    std::vector<ErrorStats> perMethod;
    std::vector<ErrorStats> perObjective;
    std::vector<ErrorStats> perArchitecture; ///< by architectureKind()
    std::vector<ErrorStats> perMechanism;    ///< by mechanismsOf(); a case counts in each of its mechanisms
    int oomCases = 0;
    int oomPredictedNotFitting = 0;
    int skipped = 0;
};

/// Scores predictions of the cases whose confidence is in `confidences` (empty = all) and that have a value.
MemoryValidationSummary summarise(const std::vector<MemoryCase>& cases,
                                  const std::vector<MemoryPrediction>& predictions,
                                  const std::vector<std::string>& confidences);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/model/ModelSpec.h"
#include "core/plan/Throughput.h"
#include "core/training/TrainingSetup.h"
#include "core/validation/ErrorStats.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// One measured training-throughput run (shared/validation/throughput-cases.md), turned into throughput inputs.
struct ThroughputCase
{
    std::string id;
    std::string confidence; ///< high, medium-high, medium, medium-low, low
    std::string method;     ///< the CSV's method value (full, lora, qlora, dora, other)
    std::string model;
    std::string framework;
    std::string gpu;            ///< as named by the source
    std::string gpuCatalogName; ///< name in the bundled GPU catalog; empty = not in it / variant unknown
    /// Catalog names the `gpu` column may stand for when gpu_catalog_name is empty (GB200, A800, H20...: GPUs the
    /// catalog may have gained since the row was written); tried in order, unused when none is in the catalog.
    std::vector<std::string> gpuAliases;
    int line = 0;
    std::optional<Error> inputError; ///< the row could not be turned into inputs
    ModelSpec modelSpec;
    TrainingSetup setup;
    Parallelism parallel;
    LinkKind link = LinkKind::None; ///< interconnect column: nvlink, pcie, infiniband (= NVLink + network)
    bool packedRollouts = false;    ///< RL steps: the trainer packs the generated sequences (ThroughputInput)
    /// GPUs joined by NVLink: an 8-GPU server's, or a GB200 NVL72 segment's (RL steps: gpus_per_nvlink_domain).
    int gpusPerNode = 8;
    /// The row names its NVLink domain; otherwise an NVLink run on a rack-scale card (the catalog's
    /// scale_up_domain_gpus, 72 for GB200/GB300 NVL72) has its GPUs within that domain (nvlinkDomainGpus).
    bool nvlinkDomainStated = false;
    ExecutionMode execution = ExecutionMode::Eager;
    double paddingFraction = 0; ///< estimated padding share of computed tokens not counted by the source
    ExpertRouting routing;      ///< from the notes: balanced routing, DeepEP/HybridEP, all-to-all overlap
    AttentionKernel attentionKernel = AttentionKernel::FlashAttention2; ///< what the framework runs
    std::optional<double> measuredTokensPerSecondPerGpu;
};

/// Reads the throughput CSV text. Fails only for an unreadable table or a missing column; bad rows carry inputError.
Result<std::vector<ThroughputCase>> parseThroughputCases(std::string_view csvText);

/// The throughput inputs of a case on a catalog GPU (links derived from the interconnect column).
struct ThroughputCaseInputs
{
    Gpu gpu;
    LinkSpec intraNode;
    LinkSpec interNode;
};
/// The kind of parallel layout of a case, for grouping errors: "tp", "tp+pp", "pp", "ep" (any expert parallelism),
/// "cp" (context or sequence parallelism only), or "dp" (data parallelism only).
std::string layoutKind(const ThroughputCase& c);

/// Builds the GPU and links for a case (gpu_catalog_name, else the first alias the catalog has); nullopt when the
/// catalog has no such GPU.
std::optional<ThroughputCaseInputs> caseInputs(const ThroughputCase& c, const Catalog& catalog);

struct ThroughputPrediction
{
    std::string id;
    std::string gpu;                 ///< the catalog GPU the prediction ran on (empty: none)
    std::optional<double> predicted; ///< tokens/s per GPU
    std::optional<double> measured;
    std::optional<double> absPctError; ///< |pred − measured| / measured × 100
    double signedPctError = 0;
    ThroughputEstimate estimate;
    std::optional<Error> error;
};

ThroughputPrediction predictThroughputCase(const ThroughputCase& c, const Catalog& catalog);

struct ThroughputValidationSummary
{
    ErrorStats overall;
    std::vector<ErrorStats> perMethod;
    std::vector<ErrorStats> perGpu;
    std::vector<ErrorStats> perLayout;    ///< by layoutKind()
    std::vector<ErrorStats> perMechanism; ///< by mechanismsOf(); a case counts in each of its mechanisms
    int skipped = 0;                      ///< selected rows without a prediction
};

/// Scores the cases whose confidence is in `confidences` (empty = all) and that have a measured value and a catalog
/// GPU name (or were predicted on an alias of their GPU). `layoutOnly`: only cases with a parallel layout other than
/// plain data parallelism.
ThroughputValidationSummary summariseThroughput(const std::vector<ThroughputCase>& cases,
                                                const std::vector<ThroughputPrediction>& predictions,
                                                const std::vector<std::string>& confidences, bool layoutOnly = false);

} // namespace tunefit

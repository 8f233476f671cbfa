// SPDX-License-Identifier: GPL-3.0-or-later
// The answers a language-model job gets, for an image or video job (issue 34): does it fit this card, how to make it
// fit, on which offers and how long at what cost. evaluateDiffusion is the one call every front end makes.
#pragma once

#include "core/catalog/Catalog.h"
#include "core/diffusion/DiffusionMemory.h"
#include "core/diffusion/DiffusionTime.h"
#include "core/memory/FitRule.h"

#include <optional>
#include <string>
#include <vector>

namespace tunefit {

/// A change the advisor makes to the setting, cheapest in quality and time first.
enum class DiffusionChange
{
    CacheTextEncoders, ///< encode the prompts once before training and unload the encoders
    CacheLatents,      ///< encode the images once and unload the VAE
    Checkpointing,     ///< keep only block inputs; recompute in backward (~⅓ more compute)
    Optimizer8bit,     ///< AdamW's moments in 8 bits (bitsandbytes)
    Fp8Base,           ///< the frozen denoiser stored in FP8
    SwapBlocks,        ///< keep some blocks in CPU RAM (DiffusionSetting::blocksSwapped)
    Nf4Base,           ///< the frozen denoiser in 4-bit NF4
    BatchOne           ///< one sample per step per GPU, the rest by gradient accumulation
};
inline constexpr int kDiffusionChangeCount = 8;
std::string_view diffusionChangeKey(DiffusionChange c);

struct DiffusionAdvice
{
    DiffusionSetting setting;
    std::vector<DiffusionChange> changes; ///< in the order applied
    DiffusionMemory memory;
};

/// The setting nearest the job's that fits the card: the ladder of DiffusionChange in order, each kept once it
/// applies, and the fewest swapped blocks that fit. Empty when even the last rung does not fit.
std::optional<DiffusionAdvice> adviseDiffusion(const DiffusionJob& job, const Gpu& gpu,
                                               double margin = kDefaultMemoryMargin);

/// The job on one catalog GPU: as set, or as advised.
struct DiffusionFitRow
{
    int gpuIndex = -1;
    FitVerdict asSet;
    std::optional<DiffusionAdvice> advice; ///< when the job as set does not fit
    std::optional<DiffusionStepTime> time; ///< of the setting that fits (as set, else advised)
};

/// One offer evaluated for the job: data parallel over the offer's GPUs.
struct DiffusionOption
{
    int offerIndex = -1;
    int gpuIndex = -1;
    int providerIndex = -1;
    int gpus = 1;
    bool fits = false;
    bool advised = false; ///< runs the advice's setting, not the job's (DiffusionFitRow::advice)
    double perGpuBytes = 0;
    double capacityBytes = 0;
    double stepSeconds = 0;
    DiffusionBottleneck bottleneck = DiffusionBottleneck::Linears;
    double hours = 0;
    double pricePerHour = 0;
    double costUsd = 0;
    bool priced = false; ///< the offer states an on-demand price: ranked by its cost
};

struct DiffusionRequest
{
    std::string selectedGpu; ///< the card of the job's own verdict; empty = none
    bool withPlan = true;
};

struct DiffusionEvaluation
{
    DiffusionJob job;
    DiffusionMemory memory; ///< the job as set, per GPU
    double samples = 0;     ///< the work: steps × batch × accumulation × the job's GPUs
    std::optional<DiffusionFitRow> selected;
    std::vector<DiffusionFitRow> fitOverview; ///< every catalog GPU
    std::vector<DiffusionOption> plan;        ///< fitting, priced offers first, by cost
};

DiffusionEvaluation evaluateDiffusion(const DiffusionJob& job, const Catalog& catalog, const DiffusionRequest& request);

} // namespace tunefit

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
    ActivationOffload, ///< keep the checkpointed blocks' inputs in CPU RAM (DiffusionSetting::activationOffload)
    Nf4Base,           ///< the frozen denoiser in 4-bit NF4
    BatchOne,          ///< one sample per step per GPU, the rest by gradient accumulation
    FusedBackward      ///< a full fine-tune steps each weight with Adafactor in backward (kohya --fused_backward_pass)
};
inline constexpr int kDiffusionChangeCount = 10;
std::string_view diffusionChangeKey(DiffusionChange c);

struct DiffusionAdvice
{
    DiffusionSetting setting;
    std::vector<DiffusionChange> changes; ///< in the order applied
    DiffusionMemory memory;
};

/// The setting nearest the job's that fits the card: the ladder of DiffusionChange in order, each kept once it
/// applies and the job can take it (checkDiffusionJob), and the fewest swapped blocks that fit. A full fine-tune at
/// batch 1 without accumulation tries kohya's fused step (Adafactor) after 8-bit AdamW, which it then replaces, as
/// sd-scripts' README does before swapping blocks. Once the checkpointed activations go to CPU RAM the swap is bisected
/// again from the job's own count. Empty when even the last rung does not fit.
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

/// The what-if question of an image or video job: how memory grows along one of its sizes.
enum class DiffusionAxis
{
    Resolution, ///< the side of a square image or frame, pixels
    Frames,     ///< frames per clip (video models)
    Batch,      ///< samples per GPU
    Rank        ///< the adapter's rank
};
std::string_view diffusionAxisKey(DiffusionAxis axis);

struct DiffusionSweepPoint
{
    int value = 0;
    double wholeDeviceBytes = 0;
};

/// The largest value of the axis that fits a card (empty: not even the smallest).
struct DiffusionReadOff
{
    int gpuIndex = -1;
    double usableBytes = 0;
    std::optional<int> largest;
};

struct DiffusionWhatIf
{
    DiffusionAxis axis = DiffusionAxis::Resolution;
    std::vector<DiffusionSweepPoint> points;
    std::vector<DiffusionReadOff> readOffs;
};

/// The values the axis is swept over for a model: square sides from 256 to 2,048 pixels in steps of 128, clip
/// lengths the VAE encodes (1 + n × its temporal factor) up to 257 frames, batches 1-16, ranks 4-256.
std::vector<int> diffusionAxisValues(const DenoiserSpec& model, DiffusionAxis axis);
/// The job's memory along the axis, everything else as set, and the largest value each listed card holds.
DiffusionWhatIf diffusionWhatIf(const DiffusionJob& job, DiffusionAxis axis, const Catalog& catalog,
                                const std::vector<int>& gpuIndices);

DiffusionEvaluation evaluateDiffusion(const DiffusionJob& job, const Catalog& catalog, const DiffusionRequest& request);

} // namespace tunefit

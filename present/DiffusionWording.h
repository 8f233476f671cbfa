// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one wording of image and video fine-tuning jobs (issue 34): `tunefit diffusion` (table and the names the JSON
// keys stand for), and every view that shows a diffusion evaluation.

#include "core/diffusion/DenoiserIdentity.h"
#include "core/diffusion/DiffusionPlan.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace tunefit::present {

/// Translation context of the diffusion wording.
struct DiffusionWording
{
    Q_DECLARE_TR_FUNCTIONS(DiffusionWording)
};

QString diffusionPartText(DiffusionPart part);
/// The moment the peak is at: "The peak is at the optimizer step, with every gradient and the step's scratch."
QString diffusionMomentText(DiffusionMoment moment);
/// The CPU RAM a setting needs (swapped blocks, offloaded encoders and activations); empty when none.
QString diffusionHostText(const DiffusionMemory& memory);
QString diffusionBottleneckText(DiffusionBottleneck bottleneck);
QString helperPlacementText(HelperPlacement placement);
QString denoiserPrecisionText(DenoiserPrecision precision);
QString diffusionOptimizerText(DiffusionOptimizer optimizer);
/// "LoRA rank 16", "LoKr rank 16, factor 16", "full fine-tune".
QString diffusionMethodText(const DiffusionSetting& setting);
/// The optimizer and, under kohya's fused step, that it runs in backward: "Adafactor, fused into backward".
QString diffusionStepText(const DiffusionSetting& setting);
/// What an adapter adapts: every linear, every stream's attention projections, or the image stream's.
QString diffusionTargetsText(LoraTargets targets);
QString diffusionAttentionText(DiffusionAttention attention);
/// A change as the setting it leads to: "text encoders' outputs cached", "12 blocks swapped to CPU RAM".
QString diffusionChangeText(DiffusionChange change, const DiffusionSetting& advised);
/// "FLUX.1-dev, image, 11.9 B parameters".
QString denoiserText(const DenoiserSpec& model);
/// The job's model in a title: the library key, or the folder of a fine-tune the user named ("dreamshaper-8" for
/// /models/dreamshaper-8/unet/config.json).
QString jobModelName(const DiffusionJob& job);
/// The job's model line: denoiserText, after the user's name for a fine-tune that runs as the entry's architecture.
QString jobDenoiserText(const DiffusionJob& job);
/// How a user's config was recognized: "“/models/dreamshaper-8” runs as stable-diffusion-v1-5/stable-diffusion-v1-5
/// (read from /models/dreamshaper-8/unet/config.json: class UNet2DConditionModel, the library's 8 shape settings)".
QString identifiedDenoiserText(const QString& given, const IdentifiedDenoiser& identified);
/// What the job runs, one line each: method and size of the samples, batch; the denoiser's precision and the
/// helpers' places; checkpointing, swapped blocks and optimizer.
QStringList diffusionSettingLines(const DiffusionJob& job);
/// "4,096 latent tokens + 512 text tokens per sample".
QString diffusionTokensText(const DenoiserTokens& tokens);
/// "Fits with: text encoders' outputs cached, gradient checkpointing on, denoiser stored in FP8".
QString diffusionAdviceText(const DiffusionAdvice& advice);
/// A card's fit: "Fits as set", the advice's changes ("Fits with: …"), or "Does not fit".
QString diffusionFitCellText(const DiffusionFitRow& row);
/// What an offer runs: "as set", or the advice of its card.
QString diffusionOptionSettingText(const DiffusionEvaluation& evaluation, const DiffusionOption& option);
/// "No offer of the catalog fits this job."
QString noDiffusionOfferText();
/// The peaks as every view lists them under the parts: "Peak allocated", "Peak reserved", "Whole device".
std::vector<std::pair<QString, double>> diffusionPeakRows(const DiffusionMemory& memory);
/// The estimate's band: its label "Band" and its value "±15%".
QString diffusionBandLabel();
QString diffusionBandText(const DiffusionMemory& memory);
/// "1.84 s per step (bound by the blocks' matrix multiplications)".
QString diffusionStepText(const DiffusionStepTime& time);

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
// Counting a denoiser's blocks (issue 34): weights, adapter parameters, tokens, FLOPs and saved activations per
// block group. Every count follows the block's tensors as the reference code builds them (docs/diffusion.md).
#pragma once

#include "core/diffusion/DiffusionJob.h"

namespace tunefit {

/// The tokens one sample puts through the denoiser.
struct DenoiserTokens
{
    /// latent patches: (W/(vae·patch)) × (H/(vae·patch)) × latent frames / temporal patch, for the noisy sample and
    /// each reference image the model reads beside it (DenoiserSpec::referenceImages)
    double latent = 0;
    double text = 0;      ///< the prompt's tokens at the trainers' padded length
    double reference = 0; ///< the reference images' share of `latent`
};

/// Latent frames of a clip: causal video VAEs (Wan, HunyuanVideo, LTX-Video, CogVideoX) keep the first frame and
/// compress the rest by their temporal factor, 1 + (frames − 1) / factor; an image is one frame.
int latentFrames(const DenoiserSpec& model, int frames);
DenoiserTokens denoiserTokens(const DenoiserSpec& model, const DiffusionSetting& setting);

/// Weights of a group (elements): its linears and convolutions, the adaLN modulation linears of the MMDiT kinds.
double groupWeights(const BlockGroup& group);
/// All blocks' weights: what the denoiser's parameter count is made of, apart from its embedders and final layer.
double blockWeights(const DenoiserSpec& model);

/// LoRA parameters of a group at rank 1: r × (in + out) for every linear of its blocks, as the trainers target them
/// (diffusers-layout attention projections, MLP, adaLN modulation; ResNet convolutions are not linears).
double groupLoraParamsPerRank(const BlockGroup& group, LoraTargets targets = LoraTargets::AllLinears);
/// The job's trained adapter parameters (LoRA; LoKr at its factor), or every weight for a full fine-tune.
double trainedParams(const DenoiserSpec& model, const DiffusionSetting& setting);

/// Forward FLOPs of one sample through a group: 2 × weights × tokens for its linears (convolutions as GEMMs) ...
double groupLinearFlops(const BlockGroup& group, const DenoiserTokens& tokens);
/// ... and 4 × query tokens × key tokens × width for its attention (QKᵀ and the weighted sum of V).
double groupAttentionFlops(const BlockGroup& group, const DenoiserTokens& tokens);

/// Kernels one forward pass of a group launches in eager PyTorch (diffusers-style modules): the block's own, those of
/// the adapter on each linear it adapts (LoRA, LoKr), three more per 4-bit or 8-bit linear (dequantize and cast).
double groupForwardKernels(const BlockGroup& group, const DiffusionSetting& setting);
/// Kernels of a group's forward that run outside its checkpointed regions, so no recompute repeats them: the attention
/// block around a UNet's transformer layers.
double groupUncheckpointedKernels(const BlockGroup& group);
/// Tensors one forward pass of a group saves for backward (autograd's derivative formulas): what non-reentrant
/// checkpointing passes through its Python hooks.
double groupSavedTensors(const BlockGroup& group, const DiffusionSetting& setting);
/// Weights of the linears an adapter adapts in a group (all its blocks): the attention projections the targets name
/// (as groupLoraParamsPerRank counts them), or every linear.
double groupAdaptedWeights(const BlockGroup& group, LoraTargets targets);
/// Linears an adapter adapts in a group (all its blocks): two trained tensors each (lora_A and lora_B, LoKr's w1, w2).
double adaptedLinears(const BlockGroup& group, LoraTargets targets);
/// Input elements per sample of the linears an adapter adapts in a group (all its blocks): what PEFT's LoRA dropout
/// copies and its element-wise passes read (attention: q, k, v and out; every linear: the MLP's too).
double adaptedInputElements(const BlockGroup& group, const DenoiserTokens& tokens, LoraTargets targets);
/// Element-wise bytes a group's forward moves per sample: norms, residuals, rotary, activations, modulation.
double groupElementBytes(const BlockGroup& group, const DenoiserTokens& tokens);

/// Elements a group's block saves for backward per sample (16-bit): every tensor its backward reads, less the inputs
/// only frozen linears and a frozen adaLN gate would need (an attention-only adapter).
double blockSavedElements(const BlockGroup& group, const DenoiserTokens& tokens, const DiffusionSetting& setting);
/// Elements a checkpointed block keeps per sample: its input (both streams for the MMDiT kinds).
double blockInputElements(const BlockGroup& group, const DenoiserTokens& tokens);

} // namespace tunefit

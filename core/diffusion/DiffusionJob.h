// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DenoiserSpec.h"

#include <optional>

#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace tunefit {

enum class DiffusionMethod
{
    LoRA,
    LoKr, ///< LyCORIS Kronecker product: a factor matrix ⊗ a low-rank one per linear
    Full
};

/// How the frozen denoiser's weights sit on the card. FP8 is what ai-toolkit (quantize: true), musubi-tuner
/// (--fp8_base) and kohya sd-scripts (--fp8_base) store: 1 byte a weight, upcast to 16 bits linear by linear. NF4 is
/// bitsandbytes 4-bit (diffusers' QLoRA examples).
enum class DenoiserPrecision
{
    BF16,
    FP16,
    FP8,
    Int8, ///< optimum-quanto qint8 weights (SimpleTuner's and ai-toolkit's int8 quantization): 1 byte, upcast per
          ///< linear
    NF4,
    FP32
};

/// Where a helper model (text encoders, VAE) is while the denoiser trains.
enum class HelperPlacement
{
    Gpu,      ///< on the card, run every step on the batch's prompts or pixels
    Cached,   ///< its outputs computed once before training (cache_text_encoder_outputs, cache_latents); unloaded
    Offloaded ///< kept in CPU RAM, moved onto the card to encode each batch and back (diffusers scripts' --offload)
};

enum class DiffusionOptimizer
{
    AdamW,     ///< torch AdamW: two fp32 moments per trained parameter
    AdamW8bit, ///< bitsandbytes AdamW8bit: two 8-bit moments (block-wise quantized)
    Adafactor, ///< factored second moment, no first moment (kohya's full fine-tune recommendation)
    Prodigy,   ///< Prodigy (Mishchenko & Defazio 2023): AdamW's moments plus s and the initial weights
    Lion,      ///< Lion (Chen et al. 2023, arXiv:2302.06675): one momentum per trained parameter
    Lion8bit   ///< bitsandbytes Lion8bit: one 8-bit momentum (block-wise quantized)
};

/// Every optimizer, in the order the window and the command line list them.
inline constexpr std::initializer_list<DiffusionOptimizer> kDiffusionOptimizers = {
    DiffusionOptimizer::AdamW8bit, DiffusionOptimizer::AdamW, DiffusionOptimizer::Adafactor,
    DiffusionOptimizer::Prodigy,   DiffusionOptimizer::Lion,  DiffusionOptimizer::Lion8bit};

/// The attention kernel the trainer runs: PyTorch's scaled_dot_product_attention, FlashAttention-2-class kernels (the
/// diffusers models' default), or FlashAttention-3 (musubi-tuner --flash3, SimpleTuner's flash-attn-3), which is
/// built for Hopper cards only: on the others the trainer runs SDPA.
enum class DiffusionAttention
{
    Sdpa,
    FlashAttention3
};

/// The linears an adapter targets: every linear of the blocks (kohya, musubi-tuner, ai-toolkit, SimpleTuner's "all"),
/// the attention projections of every stream (the diffusers example scripts', finetrainers' and CogVideo's default;
/// SimpleTuner's Flux "all"), or those of the image stream only: the names to_q, to_k, to_v and to_out.0, which a
/// two-stream block's text projections (add_q_proj … to_add_out) do not carry (SimpleTuner's DEFAULT_LORA_TARGET for
/// SD3 and Qwen-Image). On blocks with one stream the last two are the same.
enum class LoraTargets
{
    AllLinears,
    Attention,
    ImageAttention
};

/// Whether an adapter leaves the MLPs and the modulation frozen.
inline bool adaptsAttentionOnly(LoraTargets t)
{
    return t != LoraTargets::AllLinears;
}

/// What the user sets for an image or video fine-tune.
struct DiffusionSetting
{
    DiffusionMethod method = DiffusionMethod::LoRA;
    int rank = 16;
    int lokrFactor = 16; ///< LoKr: the Kronecker factor (LyCORIS factor)
    LoraTargets targets = LoraTargets::AllLinears;
    /// PEFT LoRA's dropout on the adapter's input (lora_dropout: SimpleTuner's default 0.1; PEFT, the diffusers
    /// scripts, kohya, ai-toolkit and musubi-tuner default to none): each adapted linear keeps a dropped copy of its
    /// input and the mask for backward.
    double loraDropout = 0;
    int width = 1024;
    int height = 1024;
    int frames = 1;
    /// Prompt tokens the denoiser reads, the text encoders' padded length (diffusers --max_sequence_length, kohya
    /// --t5xxl_max_token_length, SimpleTuner --tokenizer_max_length); 0 = the model's default (Flux 512, SD3.5 333).
    int textTokens = 0;
    int batch = 1;            ///< samples per GPU per micro-step
    int gradAccumulation = 1; ///< micro-steps per optimizer step
    DenoiserPrecision precision = DenoiserPrecision::BF16;
    HelperPlacement textEncoders = HelperPlacement::Cached;
    DenoiserPrecision textEncoderPrecision = DenoiserPrecision::BF16;
    HelperPlacement vae = HelperPlacement::Cached;
    bool checkpointing = true;
    DiffusionAttention attention = DiffusionAttention::Sdpa;
    /// Transformer blocks whose weights stay in CPU RAM and are copied in as the step reaches them (musubi-tuner,
    /// kohya --blocks_to_swap); 0 = none.
    int blocksSwapped = 0;
    DiffusionOptimizer optimizer = DiffusionOptimizer::AdamW8bit;
    /// A full fine-tune keeps FP32 weights and gradients under mixed-precision autocast (kohya's default without
    /// --full_bf16 or --full_fp16, the diffusers full-training scripts); false: BF16 weights, gradients and moments
    /// (kohya --full_bf16, ai-toolkit, musubi-tuner).
    bool fp32Weights = false;
    /// An adapter's weights, gradients and optimizer state in BF16, AdamW and Lion with a BF16 compensation buffer
    /// (SimpleTuner's adamw_bf16 and torch-optimi optimizers: pure-BF16 training); false: FP32 adapters under BF16
    /// autocast (PEFT's cast_training_params, kohya, ai-toolkit, musubi-tuner).
    bool bf16Adapters = false;
    /// A full fine-tune's optimizer steps each weight as soon as backward completes its gradient, and frees the
    /// gradient (kohya sd-scripts --fused_backward_pass, which takes Adafactor and no gradient accumulation): no full
    /// set of gradients is ever alive.
    bool fusedBackward = false;
    /// Under checkpointing, each block's input kept in CPU RAM: the checkpointed function moves its inputs to the card
    /// and its outputs back (musubi-tuner --gradient_checkpointing_cpu_offload, utils/model_utils.py
    /// create_cpu_offloading_wrapper), so the saved block inputs leave the card for six blocking copies per block.
    bool activationOffload = false;

    bool operator==(const DiffusionSetting&) const = default;
};

/// An image or video fine-tuning job: the denoiser, the setting, the work and the GPUs.
struct DiffusionJob
{
    DenoiserSpec model;
    /// The model as the user named it when it runs as a library entry's architecture (a fine-tune's diffusers folder,
    /// core/diffusion/DenoiserIdentity.h); empty when a library name was given.
    std::string modelGiven;
    std::vector<TextEncoderSpec> textEncoders; ///< the model's, resolved from the library
    VaeSpec vae;
    DiffusionSetting setting;
    int gpus = 1;         ///< data-parallel GPUs, each with the whole model
    int64_t steps = 2000; ///< optimizer steps at the job's batch per GPU on one GPU: the work is steps × batch ×
                          ///< accumulation samples

    bool operator==(const DiffusionJob&) const = default;
};

/// Transformer blocks a setting may keep in CPU RAM: all but two of each kind, the one computing and the one
/// arriving (kohya's and musubi-tuner's offloaders refuse more), counted as swappedBlocks counts them. UNet levels
/// are not swapped.
int maxSwappedBlocks(const DenoiserSpec& model);

/// The blocks of each kind a swap of `blocks` keeps in CPU RAM. Where the stack pairs double- and single-stream
/// blocks (Flux, HunyuanVideo), kohya sd-scripts and musubi-tuner swap blocks / 2 double blocks and twice the rest in
/// single blocks, a single block being about half a double one (flux_models.py enable_block_swap); elsewhere the last
/// `blocks` blocks of the stack.
struct SwappedBlocks
{
    bool paired = false; ///< double- and single-stream blocks counted apart
    int doubleStream = 0;
    int singleStream = 0;
    int last = 0; ///< blocks taken from the end of the stack where not paired
};
SwappedBlocks swappedBlocks(const DenoiserSpec& model, int blocks);

/// The first value the job's setting cannot take, as an error naming its field (the command line's option names):
/// sizes out of range, a clip length the VAE cannot encode (1 + a multiple of its temporal factor), more swapped
/// blocks than the model can swap, a quantized denoiser under a full fine-tune, a fused backward pass anywhere kohya
/// refuses one (an adapter, an optimizer other than Adafactor, gradient accumulation).
std::optional<Error> checkDiffusionJob(const DiffusionJob& job);

std::string_view diffusionMethodKey(DiffusionMethod m);
std::string_view loraTargetsKey(LoraTargets t); ///< "all", "attention", "image_attention"
std::string_view denoiserPrecisionKey(DenoiserPrecision p);
std::string_view helperPlacementKey(HelperPlacement p);
std::string_view diffusionOptimizerKey(DiffusionOptimizer o);
std::string_view diffusionAttentionKey(DiffusionAttention a); ///< "sdpa", "flash3"
std::string_view denoiserTaskKey(DenoiserTask t);

} // namespace tunefit

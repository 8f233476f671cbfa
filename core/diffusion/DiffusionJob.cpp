// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diffusion/DiffusionJob.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace tunefit {

namespace {

std::optional<Error> outside(const char* field, double value, double min, double max)
{
    if (value >= min && value <= max)
        return std::nullopt;
    char given[32];
    std::snprintf(given, sizeof given, "%g", value);
    return Error{ErrorCode::OutOfRange, field, given, AllowedRange{min, max}};
}

/// Blocks of one kind in the stack.
int blocksOf(const DenoiserSpec& model, BlockKind kind)
{
    int blocks = 0;
    for (const BlockGroup& g : model.blocks)
        blocks += g.kind == kind ? g.count : 0;
    return blocks;
}

} // namespace

SwappedBlocks swappedBlocks(const DenoiserSpec& model, int blocks)
{
    SwappedBlocks s;
    s.paired = blocksOf(model, BlockKind::DoubleStream) > 0 && blocksOf(model, BlockKind::SingleStream) > 0;
    if (s.paired) {
        s.doubleStream = blocks / 2;
        s.singleStream = (blocks - blocks / 2) * 2;
    } else {
        s.last = blocks;
    }
    return s;
}

int maxSwappedBlocks(const DenoiserSpec& model)
{
    int blocks = 0;
    for (const BlockGroup& g : model.blocks) {
        if (g.kind != BlockKind::UnetResnet && g.kind != BlockKind::UnetTransformer)
            blocks += g.count;
    }
    const int doubles = blocksOf(model, BlockKind::DoubleStream), singles = blocksOf(model, BlockKind::SingleStream);
    if (doubles == 0 || singles == 0)
        return std::max(0, blocks - 2);
    // swappedBlocks' split leaves two of each kind: n / 2 <= doubles - 2 and 2 (n - n / 2) <= singles - 2.
    return std::max(0, std::min(2 * (doubles - 2) + 1, 2 * ((singles - 2) / 2)));
}

std::optional<Error> checkDiffusionJob(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    for (auto check : {outside("--width", s.width, 64, 16384), outside("--height", s.height, 64, 16384),
                       outside("--frames", s.frames, 1, 1024), outside("--text-tokens", s.textTokens, 0, 4096),
                       outside("--rank", s.rank, 1, 1024), outside("--batch", s.batch, 1, 1024),
                       outside("--accumulation", s.gradAccumulation, 1, 4096),
                       outside("--swap-blocks", s.blocksSwapped, 0, maxSwappedBlocks(job.model)),
                       outside("--lora-dropout", s.loraDropout, 0, 0.9), outside("--gpus", job.gpus, 1, 4096),
                       outside("--steps", double(job.steps), 1, 1e9)}) {
        if (check)
            return check;
    }
    const int temporal = std::max(1, job.model.vaeTemporal);
    if (job.model.task == DenoiserTask::Video && (s.frames - 1) % temporal != 0)
        return Error{ErrorCode::Inconsistent, "--frames",
                     std::to_string(s.frames) + " != 1 + n*" + std::to_string(temporal)};
    if (job.model.task == DenoiserTask::Image && s.frames != 1)
        return Error{ErrorCode::Inconsistent, "--frames", "image model"};
    if (s.method == DiffusionMethod::Full && s.precision != DenoiserPrecision::BF16 &&
        s.precision != DenoiserPrecision::FP16 && s.precision != DenoiserPrecision::FP32)
        return Error{ErrorCode::Inconsistent, "--precision", "full_fine_tuning_of_quantized_weights"};
    // sd-scripts' train_util.py asserts Adafactor and accumulation 1; its fused step exists for the fine-tuning
    // scripts only (sdxl_train.py, flux_train.py, sd3_train.py), not for networks.
    if (s.fusedBackward &&
        (s.method != DiffusionMethod::Full || s.optimizer != DiffusionOptimizer::Adafactor || s.gradAccumulation > 1))
        return Error{ErrorCode::Inconsistent, "--fused-backward", "fused_backward_needs_full_adafactor"};
    // musubi-tuner offloads what checkpointing saves: "This option must be used together with
    // --gradient_checkpointing".
    if (s.activationOffload && !s.checkpointing)
        return Error{ErrorCode::Inconsistent, "--activation-offload", "activation_offload_needs_checkpointing"};
    return std::nullopt;
}

std::string_view diffusionMethodKey(DiffusionMethod m)
{
    switch (m) {
    case DiffusionMethod::LoRA:
        return "lora";
    case DiffusionMethod::LoKr:
        return "lokr";
    case DiffusionMethod::Full:
        return "full";
    }
    return "lora";
}

std::string_view loraTargetsKey(LoraTargets t)
{
    switch (t) {
    case LoraTargets::AllLinears:
        return "all";
    case LoraTargets::Attention:
        return "attention";
    case LoraTargets::ImageAttention:
        return "image_attention";
    }
    return "all";
}

std::string_view denoiserPrecisionKey(DenoiserPrecision p)
{
    switch (p) {
    case DenoiserPrecision::BF16:
        return "bf16";
    case DenoiserPrecision::FP16:
        return "fp16";
    case DenoiserPrecision::FP8:
        return "fp8";
    case DenoiserPrecision::Int8:
        return "int8";
    case DenoiserPrecision::NF4:
        return "nf4";
    case DenoiserPrecision::FP32:
        return "fp32";
    }
    return "bf16";
}

std::string_view helperPlacementKey(HelperPlacement p)
{
    switch (p) {
    case HelperPlacement::Gpu:
        return "gpu";
    case HelperPlacement::Cached:
        return "cached";
    case HelperPlacement::Offloaded:
        return "offload";
    }
    return "gpu";
}

std::string_view diffusionOptimizerKey(DiffusionOptimizer o)
{
    switch (o) {
    case DiffusionOptimizer::AdamW:
        return "adamw";
    case DiffusionOptimizer::AdamW8bit:
        return "adamw8bit";
    case DiffusionOptimizer::Adafactor:
        return "adafactor";
    case DiffusionOptimizer::Prodigy:
        return "prodigy";
    case DiffusionOptimizer::Lion:
        return "lion";
    case DiffusionOptimizer::Lion8bit:
        return "lion8bit";
    }
    return "adamw";
}

std::string_view diffusionAttentionKey(DiffusionAttention a)
{
    return a == DiffusionAttention::FlashAttention3 ? "flash3" : "sdpa";
}

std::string_view denoiserTaskKey(DenoiserTask t)
{
    return t == DenoiserTask::Video ? "video" : "image";
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ImportedJob.h"

namespace tunefit {

namespace {
constexpr std::pair<Stack, std::string_view> kStackKeys[] = {
    {Stack::Axolotl, "axolotl"},       {Stack::LlamaFactory, "llama-factory"},
    {Stack::Torchtune, "torchtune"},   {Stack::Trl, "trl"},
    {Stack::Accelerate, "accelerate"}, {Stack::DeepSpeed, "deepspeed"},
    {Stack::MsSwift, "ms-swift"},      {Stack::Litgpt, "litgpt"},
    {Stack::OpenRlhf, "openrlhf"},
};
constexpr std::string_view kFieldKeys[kJobFieldCount] = {
    "model",
    "objective",
    "method",
    "quant",
    "lora_rank",
    "lora_alpha",
    "lora_dropout",
    "lora_targets",
    "precision",
    "optimizer",
    "micro_batch",
    "grad_accum",
    "seq_len",
    "packing",
    "grad_ckpt",
    "attention",
    "loss",
    "num_gpus",
    "sharding",
    "offload",
    "epochs",
    "tiled_mlp",
    "optimizer_in_backward",
    "sequence_parallel",
    "sp_degree",
    "tensor_parallel",
    "pipeline_parallel",
    "virtual_pipeline_stages",
    "expert_parallel",
    "expert_tensor_parallel",
    "megatron_sequence_parallel",
    "low_precision",
    "precision_param_gather",
    "sixteen_bit_blocks_at_start",
    "sixteen_bit_blocks_at_end",
    "optimizer_state",
    "qat",
    "qat_group_size",
};
} // namespace

std::string_view stackKey(Stack stack)
{
    for (const auto& [s, k] : kStackKeys) {
        if (s == stack)
            return k;
    }
    return {};
}

std::optional<Stack> stackFromKey(std::string_view key)
{
    for (const auto& [s, k] : kStackKeys) {
        if (k == key)
            return s;
    }
    return std::nullopt;
}

std::string_view jobFieldKey(JobField field)
{
    return kFieldKeys[size_t(field)];
}

std::string_view unusedReasonKey(UnusedReason reason)
{
    switch (reason) {
    case UnusedReason::NoEffect:
        return "no_effect";
    case UnusedReason::UnknownValue:
        return "unknown_value";
    case UnusedReason::Superseded:
        return "superseded";
    case UnusedReason::NotModelled:
        return "not_modelled";
    case UnusedReason::Approximated:
        return "approximated";
    }
    return {};
}

std::string_view modelSourceKey(ModelSource source)
{
    switch (source) {
    case ModelSource::NotFound:
        return "not_found";
    case ModelSource::Preset:
        return "preset";
    case ModelSource::LocalFolder:
        return "local_folder";
    case ModelSource::HfCache:
        return "hf_cache";
    }
    return {};
}

const ImportedField* ImportedJob::field(JobField f) const
{
    for (const auto& x : fields) {
        if (x.field == f)
            return &x;
    }
    return nullptr;
}

} // namespace tunefit

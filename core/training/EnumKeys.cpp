// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/EnumKeys.h"

namespace tunefit {

std::span<const EnumKey<Method>> methodKeys()
{
    static constexpr EnumKey<Method> table[] = {
        {Method::Full, "full"},
        {Method::LoRA, "lora"},
        {Method::QLoRA, "qlora"},
        {Method::DoRA, "dora"},
        {Method::AdaLoRA, "adalora"},
        {Method::IA3, "ia3"},
        {Method::VeRA, "vera"},
        {Method::LoHa, "loha"},
        {Method::LoKr, "lokr"},
        {Method::OFT, "oft"},
        {Method::BOFT, "boft"},
        {Method::PrefixTuning, "prefix_tuning"},
        {Method::PromptTuning, "prompt_tuning"},
        {Method::PTuning, "p_tuning"},
        {Method::LlamaAdapter, "llama_adapter"},
        {Method::LlamaAdapterV2, "llama_adapter_v2"},
        {Method::BottleneckAdapter, "bottleneck_adapter"},
        {Method::LnTuning, "ln_tuning"},
        {Method::Freeze, "freeze"},
    };
    return table;
}

std::span<const EnumKey<BaseQuant>> baseQuantKeys()
{
    static constexpr EnumKey<BaseQuant> table[] = {
        {BaseQuant::None, "none"},
        {BaseQuant::NF4, "nf4"},
        {BaseQuant::NF4DoubleQuant, "nf4_dq"},
        {BaseQuant::FP4, "fp4"},
        {BaseQuant::FP4DoubleQuant, "fp4_dq"},
        {BaseQuant::Int8, "int8"},
        {BaseQuant::GptqInt4, "gptq_int4"},
    };
    return table;
}

std::span<const EnumKey<DType>> dtypeKeys()
{
    static constexpr EnumKey<DType> table[] = {
        {DType::FP32, "fp32"}, {DType::BF16, "bf16"}, {DType::FP16, "fp16"},
        {DType::Int8, "int8"}, {DType::Int4, "int4"},
    };
    return table;
}

std::span<const EnumKey<Compute>> computeKeys()
{
    static constexpr EnumKey<Compute> table[] = {
        {Compute::BF16, "bf16"},        {Compute::FP16, "fp16"},        {Compute::FP32, "fp32"},
        {Compute::AmpBF16, "amp_bf16"}, {Compute::AmpFP16, "amp_fp16"},
    };
    return table;
}

std::span<const EnumKey<LowPrecisionRecipe>> lowPrecisionKeys()
{
    using R = LowPrecisionRecipe;
    static constexpr EnumKey<R> table[] = {
        {R::None, "none"},
        {R::TeFp8Delayed, "te_fp8_delayed"},
        {R::TeFp8Current, "te_fp8_current"},
        {R::TeFp8Blockwise, "te_fp8_blockwise"},
        {R::TeMxfp8, "te_mxfp8"},
        {R::TeNvfp4, "te_nvfp4"},
        {R::TorchaoFp8Tensorwise, "torchao_fp8_tensorwise"},
        {R::TorchaoFp8Rowwise, "torchao_fp8_rowwise"},
        {R::TorchaoMxfp8, "torchao_mxfp8"},
    };
    return table;
}

std::span<const EnumKey<QatScheme>> qatSchemeKeys()
{
    using Q = QatScheme;
    static constexpr EnumKey<Q> table[] = {
        {Q::None, "none"},
        {Q::Int8DynActInt4Weight, "int8_act_int4_weight"},
        {Q::Int4WeightOnly, "int4_weight"},
        {Q::Float8DynActFloat8Weight, "fp8_act_fp8_weight"},
        {Q::Float8DynActInt4Weight, "fp8_act_int4_weight"},
        {Q::Nvfp4DynActNvfp4Weight, "nvfp4_act_nvfp4_weight"},
        {Q::Nvfp4WeightOnly, "nvfp4_weight"},
        {Q::Mxfp4DynActMxfp4Weight, "mxfp4_act_mxfp4_weight"},
    };
    return table;
}

std::span<const EnumKey<Optimizer>> optimizerKeys()
{
    static constexpr EnumKey<Optimizer> table[] = {
        {Optimizer::AdamW, "adamw"},
        {Optimizer::AdamW8bit, "adamw_8bit"},
        {Optimizer::PagedAdamW32, "paged_adamw_32bit"},
        {Optimizer::PagedAdamW8bit, "paged_adamw_8bit"},
        {Optimizer::AdamWFusedBackward, "adamw_fused_backward"},
        {Optimizer::SgdMomentum, "sgd"},
        {Optimizer::Adafactor, "adafactor"},
        {Optimizer::Lion, "lion"},
        {Optimizer::TorchaoAdamW8bit, "torchao_adamw_8bit"},
        {Optimizer::TorchaoAdamW4bit, "torchao_adamw_4bit"},
        {Optimizer::TorchaoAdamWFp8, "torchao_adamw_fp8"},
    };
    return table;
}

std::span<const EnumKey<OptimizerStateDType>> optimizerStateKeys()
{
    static constexpr EnumKey<OptimizerStateDType> table[] = {
        {OptimizerStateDType::Auto, "auto"}, {OptimizerStateDType::FP32, "fp32"}, {OptimizerStateDType::BF16, "bf16"},
        {OptimizerStateDType::Int8, "int8"}, {OptimizerStateDType::FP8, "fp8"},
    };
    return table;
}

std::span<const EnumKey<Checkpointing>> checkpointingKeys()
{
    static constexpr EnumKey<Checkpointing> table[] = {
        {Checkpointing::None, "none"},
        {Checkpointing::Full, "full"},
        {Checkpointing::Selective, "selective"},
        {Checkpointing::Offload, "offload"},
        {Checkpointing::SelectiveOp, "selective_op"},
    };
    return table;
}

std::span<const EnumKey<Attention>> attentionKeys()
{
    static constexpr EnumKey<Attention> table[] = {
        {Attention::Flash, "flash"},
        {Attention::Sdpa, "sdpa"},
        {Attention::Eager, "eager"},
    };
    return table;
}

std::span<const EnumKey<ExpertKernel>> expertKernelKeys()
{
    static constexpr EnumKey<ExpertKernel> table[] = {
        {ExpertKernel::PerExpertModules, "per_expert"},
        {ExpertKernel::TorchGroupedMm, "grouped_mm"},
        {ExpertKernel::FusedGroupedGemm, "fused_grouped"},
    };
    return table;
}

std::span<const EnumKey<LossImpl>> lossKeys()
{
    static constexpr EnumKey<LossImpl> table[] = {
        {LossImpl::Standard, "standard"},
        {LossImpl::Chunked, "chunked"},
        {LossImpl::Fused, "fused"},
    };
    return table;
}

std::span<const EnumKey<Sharding>> shardingKeys()
{
    static constexpr EnumKey<Sharding> table[] = {
        {Sharding::None, "none"},
        {Sharding::DDP, "ddp"},
        {Sharding::Zero1, "zero1"},
        {Sharding::Zero2, "zero2"},
        {Sharding::Zero3, "zero3"},
        {Sharding::FsdpFull, "fsdp_full"},
        {Sharding::FsdpGradOp, "fsdp_grad_op"},
        {Sharding::FsdpHybrid, "fsdp_hybrid"},
    };
    return table;
}

std::span<const EnumKey<Offload>> offloadKeys()
{
    static constexpr EnumKey<Offload> table[] = {
        {Offload::None, "none"},
        {Offload::Optimizer, "optimizer"},
        {Offload::ParamsOptimizer, "params_optimizer"},
    };
    return table;
}

std::span<const EnumKey<SequenceParallel>> sequenceParallelKeys()
{
    static constexpr EnumKey<SequenceParallel> table[] = {
        {SequenceParallel::None, "none"},
        {SequenceParallel::Ulysses, "ulysses"},
        {SequenceParallel::Ring, "ring"},
    };
    return table;
}

std::span<const EnumKey<Target>> targetKeys()
{
    static constexpr EnumKey<Target> table[] = {
        {Target::Q, "q"},       {Target::K, "k"},   {Target::V, "v"},       {Target::O, "o"},
        {Target::Gate, "gate"}, {Target::Up, "up"}, {Target::Down, "down"},
    };
    return table;
}

std::span<const EnumKey<Objective>> objectiveKeys()
{
    static constexpr EnumKey<Objective> table[] = {
        {Objective::Sft, "sft"},   {Objective::Dpo, "dpo"},
        {Objective::Ipo, "ipo"},   {Objective::Kto, "kto"},
        {Objective::Orpo, "orpo"}, {Objective::SimPo, "simpo"},
        {Objective::Cpo, "cpo"},   {Objective::RewardModel, "reward_model"},
        {Objective::Ppo, "ppo"},   {Objective::Grpo, "grpo"},
        {Objective::Rloo, "rloo"}, {Objective::OnlineDpo, "online_dpo"},
    };
    return table;
}

std::span<const EnumKey<ReferenceModel>> referenceKeys()
{
    static constexpr EnumKey<ReferenceModel> table[] = {
        {ReferenceModel::SeparateFrozen, "separate_frozen"},
        {ReferenceModel::AdaptersDisabled, "adapter_disabled"},
        {ReferenceModel::Precomputed, "precomputed"},
        {ReferenceModel::None, "none"},
    };
    return table;
}

std::span<const EnumKey<GenerationEngine>> generationEngineKeys()
{
    static constexpr EnumKey<GenerationEngine> table[] = {
        {GenerationEngine::InProcess, "in_process"},
        {GenerationEngine::Colocated, "colocated"},
        {GenerationEngine::Server, "server"},
    };
    return table;
}

} // namespace tunefit

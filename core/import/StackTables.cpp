// SPDX-License-Identifier: GPL-3.0-or-later
// Every stack's key names and documented defaults, in one place. Sources: each stack's docs and argument dataclasses
// (axolotl config reference, LLaMA-Factory hparams/*.py, torchtune recipe configs,
// transformers TrainingArguments, TRL ModelConfig/SFTConfig, accelerate config, DeepSpeed config JSON, ms-swift
// command-line parameters, litgpt finetune CLI).
#include "core/import/StackTables.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace tunefit::import {

namespace {

using S = Slot;
using R = Read;

// ---- Megatron-Core's arguments (megatron/training/arguments.py), as the stacks with a Megatron back end take them:
// LLaMA-Factory's mcore_adapter and Megatron-SWIFT. Appended to their tables (lowest priority).
constexpr KeyRule kMegatronCore[] = {
    {"tensor_model_parallel_size", S::TensorParallel, R::Number},
    {"pipeline_model_parallel_size", S::PipelineParallel, R::Number},
    {"virtual_pipeline_model_parallel_size", S::VirtualStages, R::Number},
    {"expert_model_parallel_size", S::ExpertParallel, R::Number},
    {"expert_tensor_parallel_size", S::ExpertTensorParallel, R::Number},
    {"context_parallel_size", S::RingDegree, R::Number},
    {"sequence_parallel", S::MegatronSp, R::Bool},
    {"recompute_granularity", S::GradCkpt}, // full or selective: Tunefit's keys
    // Transformer Engine's FP8/FP4 (megatron/training/arguments.py): a format turns FP8 or FP4 on; the recipes
    // default to delayed scaling and NVFP4 and alone turn nothing on.
    {"fp8_format", S::Fp8Format},
    {"fp8_recipe", S::Fp8Recipe},
    {"fp8_param_gather", S::PrecisionParamGather, R::Bool},
    {"fp4_format", S::Fp4Format},
    {"fp4_recipe", S::Fp4Recipe},
    {"fp4_param_gather", S::PrecisionParamGather, R::Bool},
    {"first_last_layers_bf16", S::FirstLastLayersBf16, R::Bool},
    {"num_layers_at_start_in_bf16", S::Bf16LayersAtStart, R::Number},
    {"num_layers_at_end_in_bf16", S::Bf16LayersAtEnd, R::Number},
    // The precision-aware optimizer (megatron/training/arguments.py; TE FusedAdam): moment, master and gradient dtypes.
    {"use_precision_aware_optimizer", S::PrecisionAwareOptimizer, R::Bool},
    {"exp_avg_dtype", S::ExpAvgDtype},
    {"exp_avg_sq_dtype", S::ExpAvgSqDtype},
    {"main_params_dtype", S::MainParamsDtype},
    {"main_grads_dtype", S::MainGradsDtype},
};

/// A stack's own rules followed by shared ones, as one table.
template <size_t A, size_t B> constexpr std::array<KeyRule, A + B> joined(const KeyRule (&a)[A], const KeyRule (&b)[B])
{
    std::array<KeyRule, A + B> out{};
    std::copy(std::begin(a), std::end(a), out.begin());
    std::copy(std::begin(b), std::end(b), out.begin() + A);
    return out;
}

// ---- axolotl (docs/config-reference) ---------------------------------------------------------------------------
constexpr KeyRule kAxolotl[] = {
    {"base_model", S::Model},
    {"fp8", S::Fp8, R::Bool}, // torchao Float8 linears (axolotl's fp8 integration)
    {"fp8_enable_fsdp_float8_all_gather", S::PrecisionParamGather, R::Bool},
    {"rl", S::RlType, R::Objective},
    {"reward_model", S::RewardModel, R::Bool},
    {"adapter", S::Method, R::Method},
    {"unfrozen_parameters", S::UnfrozenParameters},
    {"load_in_4bit", S::Load4bit, R::Bool},
    {"load_in_8bit", S::Load8bit, R::Bool},
    {"bnb_4bit_quant_type", S::QuantType},
    {"bnb_4bit_use_double_quant", S::DoubleQuant, R::Bool},
    // QAT (axolotl utils/schemas/quantization.py QATConfig; utils/quantization.py get_quantization_config).
    {"qat.activation_dtype", S::QatActivationDtype},
    {"qat.weight_dtype", S::QatWeightDtype},
    {"qat.group_size", S::QatGroupSize, R::Number},
    {"lora_r", S::LoraRank, R::Number},
    {"lora_alpha", S::LoraAlpha, R::Number},
    {"lora_dropout", S::LoraDropout, R::Number},
    {"lora_target_linear", S::TargetLinear, R::Bool},
    {"lora_target_modules", S::LoraTargets, R::Targets},
    {"bf16", S::Bf16, R::Bool},
    {"fp16", S::Fp16, R::Bool},
    {"optimizer", S::Optimizer, R::Optimizer},
    {"micro_batch_size", S::MicroBatch, R::Number},
    {"gradient_accumulation_steps", S::GradAccum, R::Number},
    {"sequence_len", S::SeqLen, R::Number},
    {"sample_packing", S::Packing, R::Bool},
    {"activation_offloading", S::ActivationOffload, R::Bool},
    {"gradient_checkpointing", S::GradCkpt, R::Bool},
    {"flash_attention", S::Attention, R::Bool},
    {"attention", S::Attention, R::Attention},
    {"attn_implementation", S::Attention, R::Attention},
    {"sdp_attention", S::Attention, R::Bool},
    {"xformers_attention", S::Attention, R::Bool},
    {"eager_attention", S::Attention, R::Bool},
    {"liger_fused_linear_cross_entropy", S::FusedLoss, R::Bool},
    {"cut_cross_entropy", S::FusedLoss, R::Bool},
    {"chunked_cross_entropy", S::ChunkedLoss, R::Bool},
    {"tiled_mlp", S::TiledMlp, R::Bool},
    // axolotl splits sequences with ring-flash-attn (docs/sequence_parallelism.qmd); the key was renamed
    {"context_parallel_size", S::RingDegree, R::Number},
    {"sequence_parallel_degree", S::RingDegree, R::Number},
    {"num_epochs", S::Epochs, R::Number},
    {"max_steps", S::MaxSteps, R::Number},
    {"deepspeed", S::DeepSpeed, R::Path},
    {"fsdp", S::Fsdp},
    {"fsdp_config.fsdp_sharding_strategy", S::FsdpStrategy},
    {"fsdp_config.sharding_strategy", S::FsdpStrategy},
    {"fsdp_config.fsdp_reshard_after_forward", S::FsdpReshard},
    {"fsdp_config.reshard_after_forward", S::FsdpReshard},
    {"fsdp_config.fsdp_offload_params", S::FsdpOffload, R::Bool},
    {"fsdp_config.offload_params", S::FsdpOffload, R::Bool},
    {"fsdp_config.fsdp_activation_checkpointing", S::FsdpActivationCkpt, R::Bool},
    {"fsdp_config.activation_checkpointing", S::FsdpActivationCkpt, R::Bool},
    {"fsdp_version", S::Fsdp},
};
constexpr StackDefault kAxolotlDefaults[] = {
    {S::Objective, "sft", "rl"},
    {S::Method, "full", "adapter"},
    {S::LoraDropout, "0", "lora_dropout"},
    {S::Optimizer, "adamw", "optimizer"},
    {S::MicroBatch, "1", "micro_batch_size"},
    {S::GradAccum, "1", "gradient_accumulation_steps"},
    {S::SeqLen, "2048", "sequence_len"},
    {S::Packing, "false", "sample_packing"},
    {S::GradCkpt, "none", "gradient_checkpointing"},
    {S::Attention, "sdpa", "attn_implementation"},
    {S::Precision, "fp32", "bf16"},
    {S::Sharding, "none", "deepspeed"},
    {S::Offload, "none", "deepspeed"},
    {S::DoubleQuant, "true", "bnb_4bit_use_double_quant"}, // the loader's BitsAndBytesConfig (nf4 + double quant)
};

// ---- LLaMA-Factory (src/llamafactory/hparams/{model,finetuning,data}_args.py; v1 schema) -------------------------
constexpr KeyRule kLlamaFactoryOwn[] = {
    {"model_name_or_path", S::Model},
    {"fp8", S::Fp8, R::Bool},
    {"fp8_backend", S::Fp8Backend}, // auto, torchao, te, msamp
    {"fp8_enable_fsdp_float8_all_gather", S::PrecisionParamGather, R::Bool},
    {"model", S::Model},
    {"stage", S::Objective, R::Objective},
    {"pref_loss", S::PrefLoss, R::Objective},
    {"finetuning_type", S::Method, R::Method},
    {"peft_config.name", S::Method, R::Method},
    {"quantization_bit", S::QuantBits, R::Number},
    {"quantization_type", S::QuantType},
    {"double_quantization", S::DoubleQuant, R::Bool},
    {"lora_rank", S::LoraRank, R::Number},
    {"peft_config.r", S::LoraRank, R::Number},
    {"lora_alpha", S::LoraAlpha, R::Number},
    {"peft_config.lora_alpha", S::LoraAlpha, R::Number},
    {"lora_dropout", S::LoraDropout, R::Number},
    {"peft_config.lora_dropout", S::LoraDropout, R::Number},
    {"lora_target", S::LoraTargets, R::Targets},
    {"peft_config.target_modules", S::LoraTargets, R::Targets},
    {"bf16", S::Bf16, R::Bool},
    {"fp16", S::Fp16, R::Bool},
    {"pure_bf16", S::PureBf16, R::Bool},
    {"optim", S::Optimizer, R::Optimizer},
    {"per_device_train_batch_size", S::MicroBatch, R::Number},
    {"micro_batch_size", S::MicroBatch, R::Number},
    {"gradient_accumulation_steps", S::GradAccum, R::Number},
    {"cutoff_len", S::SeqLen, R::Number},
    {"packing", S::Packing, R::Bool},
    {"neat_packing", S::Packing, R::Bool},
    {"disable_gradient_checkpointing", S::DisableGradCkpt, R::Bool},
    {"gradient_checkpointing", S::GradCkpt, R::Bool},
    {"flash_attn", S::Attention, R::Attention},
    {"num_train_epochs", S::Epochs, R::Number},
    {"max_steps", S::MaxSteps, R::Number},
    {"deepspeed", S::DeepSpeed, R::Path},
    {"dist_config.name", S::Fsdp},
    {"use_distributed_optimizer", S::DistributedOptimizer, R::Bool},
    {"enable_liger_kernel", S::FusedLoss, R::Bool},
    // A launch script (accelerate launch ... src/train.py X.yaml, llamafactory-cli train X.yaml)
    {"positional.0", S::StackConfig, R::Path},
    {"launcher.config_file", S::AccelerateConfig, R::Path},
    {"env.CUDA_VISIBLE_DEVICES", S::VisibleDevices},
};
constexpr auto kLlamaFactory = joined(kLlamaFactoryOwn, kMegatronCore);
constexpr StackDefault kLlamaFactoryDefaults[] = {
    {S::Objective, "sft", "stage"},
    {S::Method, "lora", "finetuning_type"},
    {S::LoraRank, "8", "lora_rank"},
    {S::LoraDropout, "0", "lora_dropout"},
    {S::LoraTargets, "all_linear", "lora_target"},
    {S::Optimizer, "adamw", "optim"},
    {S::MicroBatch, "8", "per_device_train_batch_size"},
    {S::GradAccum, "1", "gradient_accumulation_steps"},
    {S::SeqLen, "2048", "cutoff_len"},
    {S::Packing, "false", "packing"},
    {S::GradCkpt, "full", "disable_gradient_checkpointing"},
    {S::Attention, "sdpa", "flash_attn"},
    {S::Sharding, "none", "deepspeed"},
    {S::Offload, "none", "deepspeed"},
    {S::QuantType, "nf4", "quantization_type"},
    {S::DoubleQuant, "true", "double_quantization"},
};

// ---- torchtune (recipes/configs/*.yaml) ------------------------------------------------------------------------
constexpr KeyRule kTorchtune[] = {
    {"model._component_", S::ModelComponent},
    {"policy_model._component_", S::ModelComponent},
    {"checkpointer.checkpoint_dir", S::CheckpointDir},
    {"model.lora_rank", S::LoraRank, R::Number},
    {"model.lora_alpha", S::LoraAlpha, R::Number},
    {"model.lora_dropout", S::LoraDropout, R::Number},
    {"model.lora_attn_modules", S::LoraTargets, R::Targets},
    {"model.apply_lora_to_mlp", S::TargetMlp, R::Bool},
    {"model.apply_lora_to_output", S::TargetOutput, R::Bool},
    {"dtype", S::TorchDtype},
    // full_finetune_distributed's torchao Float8 (training.convert_to_float8_training)
    {"enable_fp8_training", S::Fp8, R::Bool},
    {"fp8_recipe_name", S::Fp8Recipe},
    {"optimizer._component_", S::Optimizer, R::Optimizer},
    {"batch_size", S::MicroBatch, R::Number},
    {"ppo_batch_size", S::MicroBatch, R::Number},
    {"gradient_accumulation_steps", S::GradAccum, R::Number},
    {"tokenizer.max_seq_len", S::SeqLen, R::Number},
    {"max_seq_len", S::SeqLen, R::Number},
    {"dataset.packed", S::Packing, R::Bool},
    {"enable_activation_offloading", S::ActivationOffload, R::Bool},
    {"optimizer_in_bwd", S::OptimizerInBackward, R::Bool},
    {"max_generated_tokens", S::CompletionLength, R::Number},
    {"enable_activation_checkpointing", S::GradCkpt, R::Bool},
    {"loss._component_", S::LossComponent},
    {"epochs", S::Epochs, R::Number},
    {"fsdp_cpu_offload", S::FsdpOffload, R::Bool},
    // QAT recipes (qat_distributed, qat_single_device, qat_lora_finetune_distributed): the quantizer's class.
    {"quantizer._component_", S::QatQuantizer},
    {"quantizer.groupsize", S::QatGroupSize, R::Number},
};
constexpr StackDefault kTorchtuneDefaults[] = {
    {S::Objective, "sft", "recipe"},
    {S::LoraDropout, "0", "model.lora_dropout"},
    {S::Precision, "bf16", "dtype"},
    {S::Optimizer, "adamw", "optimizer._component_"},
    {S::GradAccum, "1", "gradient_accumulation_steps"},
    {S::Packing, "false", "dataset.packed"},
    {S::GradCkpt, "none", "enable_activation_checkpointing"},
    {S::Attention, "sdpa", "attention"}, // torchtune's attention calls F.scaled_dot_product_attention
    {S::Offload, "none", "fsdp_cpu_offload"},
    {S::DoubleQuant, "true", "qlora_*"},
};

// ---- TRL CLI YAML / command lines, and TrainingArguments-style files (trl/trainer/*_config.py, model_config.py) ---
constexpr KeyRule kTrl[] = {
    {"model_name_or_path", S::Model},
    {"model_name", S::Model},
    {"use_peft", S::UsePeft, R::Bool},
    {"load_in_4bit", S::Load4bit, R::Bool},
    {"load_in_8bit", S::Load8bit, R::Bool},
    {"bnb_4bit_quant_type", S::QuantType},
    {"use_bnb_nested_quant", S::DoubleQuant, R::Bool},
    {"lora_r", S::LoraRank, R::Number},
    {"lora_alpha", S::LoraAlpha, R::Number},
    {"lora_dropout", S::LoraDropout, R::Number},
    {"lora_target_modules", S::LoraTargets, R::Targets},
    {"dtype", S::TorchDtype},
    {"torch_dtype", S::TorchDtype},
    {"bf16", S::Bf16, R::Bool},
    {"fp16", S::Fp16, R::Bool},
    {"optim", S::Optimizer, R::Optimizer},
    {"per_device_train_batch_size", S::MicroBatch, R::Number},
    {"gradient_accumulation_steps", S::GradAccum, R::Number},
    {"max_length", S::SeqLen, R::Number},
    {"max_seq_length", S::SeqLen, R::Number},
    {"packing", S::Packing, R::Bool},
    {"gradient_checkpointing", S::GradCkpt, R::Bool},
    {"attn_implementation", S::Attention, R::Attention},
    {"use_liger_kernel", S::FusedLoss, R::Bool},
    {"num_train_epochs", S::Epochs, R::Number},
    {"max_steps", S::MaxSteps, R::Number},
    {"deepspeed", S::DeepSpeed, R::Path},
    {"num_generations", S::NumGenerations, R::Number},
    {"max_completion_length", S::CompletionLength, R::Number},
    {"max_new_tokens", S::CompletionLength, R::Number}, // OnlineDPOConfig's completion limit
    {"reward_model_path", S::ScoringModel},             // OnlineDPOConfig: a sequence classifier on the GPU
    {"command", S::Verb},
    {"script", S::RlType}, // trl/scripts/dpo.py: the trainer by the script's name
    {"env.CUDA_VISIBLE_DEVICES", S::VisibleDevices},
    {"launcher.config_file", S::AccelerateConfig, R::Path},
    {"launcher.num_processes", S::NumGpus, R::Number},
    {"launcher.nproc_per_node", S::NumGpus, R::Number},
};
constexpr StackDefault kTrlDefaults[] = {
    {S::Objective, "sft", "trainer"},
    {S::Method, "full", "use_peft"},
    {S::LoraRank, "16", "lora_r"},
    {S::LoraAlpha, "32", "lora_alpha"},
    {S::LoraDropout, "0.05", "lora_dropout"},
    {S::Optimizer, "adamw", "optim"},
    {S::MicroBatch, "8", "per_device_train_batch_size"},
    {S::GradAccum, "1", "gradient_accumulation_steps"},
    {S::SeqLen, "1024", "max_length"},
    {S::Packing, "false", "packing"},
    {S::GradCkpt, "full", "gradient_checkpointing"},
    {S::Attention, "sdpa", "attn_implementation"},
    {S::Bf16, "true", "bf16"},
    {S::TorchDtype, "float32", "dtype"},
    {S::Sharding, "none", "accelerate config"},
    {S::Offload, "none", "accelerate config"},
    {S::DoubleQuant, "false", "use_bnb_nested_quant"},
};

// ---- accelerate launcher config (accelerate/commands/config/config_args.py) -------------------------------------
constexpr KeyRule kAccelerate[] = {
    {"distributed_type", S::DistributedType},
    {"num_processes", S::NumGpus, R::Number},
    {"num_machines", S::NumMachines, R::Number},
    {"mixed_precision", S::MixedPrecision},
    {"fp8_config.backend", S::Fp8Backend}, // TE, AO, MSAMP (mixed_precision: fp8)
    {"deepspeed_config.deepspeed_config_file", S::DeepSpeed, R::Path},
    {"deepspeed_config.zero_stage", S::ZeroStage, R::Number},
    {"deepspeed_config.offload_optimizer_device", S::OffloadOptimizerDevice},
    {"deepspeed_config.offload_param_device", S::OffloadParamDevice},
    {"deepspeed_config.gradient_accumulation_steps", S::GradAccum, R::Number},
    {"fsdp_config.fsdp_sharding_strategy", S::FsdpStrategy},
    {"fsdp_config.fsdp_reshard_after_forward", S::FsdpReshard},
    {"fsdp_config.fsdp_offload_params", S::FsdpOffload, R::Bool},
    {"fsdp_config.fsdp_cpu_offload", S::FsdpOffload, R::Bool},
    {"fsdp_config.fsdp_activation_checkpointing", S::FsdpActivationCkpt, R::Bool},
    {"parallelism_config.parallelism_config_dp_replicate_size", S::DpReplicate, R::Number},
    // torch tensor parallelism (DTensor): column/row split of each block, no Megatron sequence parallelism
    {"parallelism_config.parallelism_config_tp_size", S::TensorParallel, R::Number},
    {"parallelism_config.parallelism_config_sp_attn_implementation", S::Attention, R::Attention},
    // sp: ALST/DeepSpeed-Ulysses (parallelism_config_sp_backend: deepspeed); cp: torch context parallel, a ring
    {"parallelism_config.parallelism_config_sp_size", S::UlyssesDegree, R::Number},
    {"parallelism_config.parallelism_config_cp_size", S::RingDegree, R::Number},
};
constexpr StackDefault kAccelerateDefaults[] = {
    {S::Offload, "none", "fsdp_offload_params"},
};

// ---- DeepSpeed JSON (deepspeed.ai/docs/config-json) ----------------------------------------------------------------
constexpr KeyRule kDeepSpeed[] = {
    {"zero_optimization.stage", S::ZeroStage, R::Number},
    {"zero_optimization.offload_optimizer.device", S::OffloadOptimizerDevice},
    {"zero_optimization.offload_param.device", S::OffloadParamDevice},
    {"zero_force_ds_cpu_optimizer", S::ForceDsCpuOptimizer, R::Bool},
    {"bf16.enabled", S::Bf16, R::Bool},
    {"fp16.enabled", S::Fp16, R::Bool},
    {"train_micro_batch_size_per_gpu", S::MicroBatch, R::Number},
    {"gradient_accumulation_steps", S::GradAccum, R::Number},
    {"optimizer.type", S::Optimizer, R::Optimizer},
    {"sequence_parallel_size", S::UlyssesDegree, R::Number}, // DeepSpeed's sequence parallelism is Ulysses
};
constexpr StackDefault kDeepSpeedDefaults[] = {
    {S::ZeroStage, "0", "zero_optimization.stage"},
    {S::Offload, "none", "offload_optimizer"},
};

// ---- ms-swift command line (docs: Command-line-parameters) ----------------------------------------------------------
constexpr KeyRule kMsSwiftOwn[] = {
    {"command", S::Verb},
    // ms-swift >= 3.10 runs RLOO on its GRPO trainer (--rlhf_type grpo --advantage_estimator rloo): the estimator,
    // where it names an objective, comes first.
    {"advantage_estimator", S::Objective, R::Objective},
    {"rlhf_type", S::Objective, R::Objective},
    {"model", S::Model},
    {"tuner_type", S::Method, R::Method},
    {"train_type", S::Method, R::Method},
    {"quant_bits", S::QuantBits, R::Number},
    {"bnb_4bit_quant_type", S::QuantType},
    {"bnb_4bit_use_double_quant", S::DoubleQuant, R::Bool},
    {"lora_rank", S::LoraRank, R::Number},
    {"lora_alpha", S::LoraAlpha, R::Number},
    {"lora_dropout", S::LoraDropout, R::Number},
    {"target_modules", S::LoraTargets, R::Targets},
    {"torch_dtype", S::TorchDtype},
    {"optim", S::Optimizer, R::Optimizer},
    {"per_device_train_batch_size", S::MicroBatch, R::Number},
    {"gradient_accumulation_steps", S::GradAccum, R::Number},
    {"max_length", S::SeqLen, R::Number},
    {"packing", S::Packing, R::Bool},
    {"gradient_checkpointing", S::GradCkpt, R::Bool},
    {"attn_impl", S::Attention, R::Attention},
    {"use_liger_kernel", S::FusedLoss, R::Bool},
    {"sequence_parallel_size", S::UlyssesDegree, R::Number}, // Ulysses (docs: Sequence-parallelism)
    // Megatron-SWIFT (`megatron sft|rlhf`): Megatron-Core's arguments (kMegatronCore, appended below)
    {"micro_batch_size", S::MicroBatch, R::Number},
    {"use_distributed_optimizer", S::DistributedOptimizer, R::Bool},
    {"num_train_epochs", S::Epochs, R::Number},
    {"max_steps", S::MaxSteps, R::Number},
    {"deepspeed", S::DeepSpeed, R::Path},
    {"num_generations", S::NumGenerations, R::Number},
    {"max_completion_length", S::CompletionLength, R::Number},
    {"reward_model", S::ScoringModel},                 // GRPO/PPO: reward models loaded beside the policy
    {"megatron_extra_kwargs", S::MegatronExtraKwargs}, // Megatron-Core arguments ms-swift has no flag for
    {"env.NPROC_PER_NODE", S::NprocPerNode, R::Number},
    {"env.NNODES", S::NumMachines, R::Number}, // ms-swift multi-node launches (torchrun nnodes)
    {"env.CUDA_VISIBLE_DEVICES", S::VisibleDevices},
    {"launcher.config_file", S::AccelerateConfig, R::Path},
    {"launcher.num_processes", S::NprocPerNode, R::Number},
};
constexpr auto kMsSwift = joined(kMsSwiftOwn, kMegatronCore);
constexpr StackDefault kMsSwiftDefaults[] = {
    {S::Objective, "sft", "swift sft"},
    {S::Method, "lora", "tuner_type"},
    {S::LoraRank, "8", "lora_rank"},
    {S::LoraAlpha, "32", "lora_alpha"},
    {S::LoraDropout, "0.05", "lora_dropout"},
    {S::LoraTargets, "all_linear", "target_modules"},
    {S::Optimizer, "adamw", "optim"},
    {S::MicroBatch, "1", "per_device_train_batch_size"},
    {S::GradAccum, "1", "gradient_accumulation_steps"},
    {S::Packing, "false", "packing"},
    {S::GradCkpt, "full", "gradient_checkpointing"},
    {S::Attention, "sdpa", "attn_impl"},
    {S::TorchDtype, "bfloat16", "torch_dtype"},
    {S::NumGpus, "1", "NPROC_PER_NODE"},
    {S::QuantType, "nf4", "bnb_4bit_quant_type"},
    {S::DoubleQuant, "true", "bnb_4bit_use_double_quant"},
    {S::Sharding, "none", "deepspeed"},
    {S::Offload, "none", "deepspeed"},
};

// ---- litgpt config hub (litgpt/finetune/*.py setup() arguments) ---------------------------------------------------
constexpr KeyRule kLitgpt[] = {
    {"checkpoint_dir", S::CheckpointDir},
    {"precision", S::MixedPrecision},
    {"quantize", S::QuantType},
    {"devices", S::Devices, R::Number},
    {"num_nodes", S::NumMachines, R::Number},
    {"lora_r", S::LoraRank, R::Number},
    {"lora_alpha", S::LoraAlpha, R::Number},
    {"lora_dropout", S::LoraDropout, R::Number},
    {"lora_query", S::TargetQ, R::Bool},
    {"lora_key", S::TargetK, R::Bool},
    {"lora_value", S::TargetV, R::Bool},
    {"lora_projection", S::TargetO, R::Bool},
    {"lora_mlp", S::TargetMlp, R::Bool},
    {"lora_head", S::TargetOutput, R::Bool},
    {"train.micro_batch_size", S::MicroBatch, R::Number},
    {"train.global_batch_size", S::GlobalBatch, R::Number},
    {"train.max_seq_length", S::SeqLen, R::Number},
    {"train.epochs", S::Epochs, R::Number},
    {"train.max_steps", S::MaxSteps, R::Number},
    {"optimizer", S::Optimizer, R::Optimizer},
    {"optimizer.class_path", S::Optimizer, R::Optimizer},
};
constexpr StackDefault kLitgptDefaults[] = {
    {S::Objective, "sft", "litgpt finetune"},
    {S::Method, "full", "lora_r"},
    {S::Optimizer, "adamw", "optimizer"},
    {S::MicroBatch, "4", "train.micro_batch_size"},
    {S::GlobalBatch, "128", "train.global_batch_size"},
    {S::Devices, "1", "devices"},
    {S::Packing, "false", "packing"},
    {S::GradCkpt, "none", "activation checkpointing"}, // single-device finetune scripts do not checkpoint
    {S::Attention, "sdpa", "attention"},
    {S::Loss, "chunked", "chunked_cross_entropy"},
    {S::Sharding, "none", "strategy"},
    {S::Offload, "none", "strategy"},
};

// ---- OpenRLHF (openrlhf/cli/train_*.py arguments: dotted groups since v0.9, the flat names before) ---------------
constexpr KeyRule kOpenRlhf[] = {
    {"algo.advantage.estimator", S::Objective, R::Objective}, // group_norm = GRPO; gae = PPO
    {"advantage_estimator", S::Objective, R::Objective},
    {"script", S::RlType}, // openrlhf.cli.train_sft, train_dpo, train_rm, train_ppo_ray
    {"model.model_name_or_path", S::Model},
    {"actor.model_name_or_path", S::Model},
    {"pretrain", S::Model},
    {"model.lora_rank", S::LoraRank, R::Number},
    {"actor.lora_rank", S::LoraRank, R::Number},
    {"lora_rank", S::LoraRank, R::Number},
    {"model.lora_alpha", S::LoraAlpha, R::Number},
    {"actor.lora_alpha", S::LoraAlpha, R::Number},
    {"lora_alpha", S::LoraAlpha, R::Number},
    {"model.lora_dropout", S::LoraDropout, R::Number},
    {"lora_dropout", S::LoraDropout, R::Number},
    {"model.target_modules", S::LoraTargets, R::Targets},
    {"target_modules", S::LoraTargets, R::Targets},
    {"model.load_in_4bit", S::Load4bit, R::Bool},
    {"load_in_4bit", S::Load4bit, R::Bool},
    {"ds.param_dtype", S::TorchDtype},
    {"param_dtype", S::TorchDtype},
    {"bf16", S::Bf16, R::Bool},
    {"train.micro_batch_size", S::MicroBatch, R::Number},
    {"micro_train_batch_size", S::MicroBatch, R::Number},
    {"train.batch_size", S::GlobalBatch, R::Number},
    {"train_batch_size", S::GlobalBatch, R::Number},
    {"data.max_len", S::SeqLen, R::Number},
    {"max_len", S::SeqLen, R::Number},
    {"ds.packing_samples", S::Packing, R::Bool},
    {"packing_samples", S::Packing, R::Bool},
    {"model.gradient_checkpointing_enable", S::GradCkpt, R::Bool},
    {"actor.gradient_checkpointing_enable", S::GradCkpt, R::Bool},
    {"gradient_checkpointing", S::GradCkpt, R::Bool},
    {"ds.attn_implementation", S::Attention, R::Attention},
    {"attn_implementation", S::Attention, R::Attention},
    {"flash_attn", S::Attention, R::Bool},
    {"ds.zero_stage", S::ZeroStage, R::Number},
    {"zero_stage", S::ZeroStage, R::Number},
    {"ds.ring_attn_size", S::RingDegree, R::Number}, // ring attention (ring-flash-attn)
    {"ring_attn_size", S::RingDegree, R::Number},
    {"actor.num_gpus_per_node", S::NprocPerNode, R::Number},
    {"actor_num_gpus_per_node", S::NprocPerNode, R::Number},
    {"launcher.num_gpus", S::NprocPerNode, R::Number},
    {"train.max_epochs", S::Epochs, R::Number},
    {"max_epochs", S::Epochs, R::Number},
    {"rollout.n_samples_per_prompt", S::NumGenerations, R::Number},
    {"n_samples_per_prompt", S::NumGenerations, R::Number},
};
constexpr StackDefault kOpenRlhfDefaults[] = {
    {S::Objective, "sft", "openrlhf.cli.train_sft"},
    {S::Method, "full", "lora_rank"},
    {S::Optimizer, "adamw", "FusedAdam"}, // DeepSpeed's FusedAdam (DeepSpeedCPUAdam with adam_offload)
    {S::MicroBatch, "1", "train.micro_batch_size"},
    {S::Packing, "false", "ds.packing_samples"},
    {S::GradCkpt, "none", "gradient_checkpointing_enable"},
    {S::Attention, "flash", "ds.attn_implementation"}, // flash_attention_2
    {S::ZeroStage, "2", "ds.zero_stage"},
    {S::TorchDtype, "bf16", "ds.param_dtype"},
    {S::Offload, "none", "ds.adam_offload"},
};

constexpr std::string_view kNoEffectCommon[] = {
    "learning_rate",
    "lr",
    "lr_scheduler",
    "lr_scheduler_type",
    "warmup",
    "weight_decay",
    "output_dir",
    "out_dir",
    "logging",
    "log",
    "save",
    "eval",
    "dataset",
    "datasets",
    "data",
    "seed",
    "report_to",
    "wandb",
    "tokenizer",
    "template",
    "chat_template",
    "max_steps",
    "max_grad_norm",
    "gradient_clipping",
    "plugins",
    "special_tokens",
    "val_set_size",
    "overwrite",
    "preprocessing",
    "dataloader",
    "resume",
    "push_to_hub",
    "hub_",
    "trust_remote_code",
    "strict",
    "train_on_inputs",
    "group_by_length",
    "ddp_timeout",
    "do_train",
    "do_eval",
    "plot_loss",
    "per_device_eval",
    "steps_per_print",
    "wall_clock",
    "compute_environment",
    "machine_rank",
    "main_training_function",
    "rdzv_backend",
    "same_network",
    "tpu_",
    "use_cpu",
    "debug",
    "enable_cpu_affinity",
    "downcast_bf16",
    "main_process",
    "metric",
    "profiler",
    "compile",
    "shuffle",
    "checkpointer",
    "metric_logger",
    "device",
    "env.",
    "system",
    "model_author",
    "model_name",
    "split_dataset_ratio",
    "load_from_cache_file",
    "streaming",
    "max_samples",
    "num_workers",
    "stage3_",
    "zero_optimization.",
    "gradient_predivide",
    "train_batch_size",
    "scheduler",
    "optimizer.params",
    "amp",
    "fp16.",
    "bf16.",
    "comms_",
    "monitor",
    "flops_profiler",
    "wall",
    "prescale",
    "sparse",
    "zero_allow",
    "communication",
    // OpenRLHF's argument groups without effect on memory, time or cost
    "adam.",
    "actor.adam.",
    "critic.adam.",
    "ckpt.",
    "logger.",
    "eval.",
    "data.dataset",
    "data.prompt_dataset",
    "data.input_key",
    "data.output_key",
    "data.max_samples",
    "data.apply_chat_template",
};

} // namespace

std::span<const KeyRule> keyRules(Stack stack)
{
    switch (stack) {
    case Stack::Axolotl:
        return kAxolotl;
    case Stack::LlamaFactory:
        return kLlamaFactory;
    case Stack::Torchtune:
        return kTorchtune;
    case Stack::Trl:
        return kTrl;
    case Stack::Accelerate:
        return kAccelerate;
    case Stack::DeepSpeed:
        return kDeepSpeed;
    case Stack::MsSwift:
        return kMsSwift;
    case Stack::Litgpt:
        return kLitgpt;
    case Stack::OpenRlhf:
        return kOpenRlhf;
    }
    return {};
}

std::span<const StackDefault> stackDefaults(Stack stack)
{
    switch (stack) {
    case Stack::Axolotl:
        return kAxolotlDefaults;
    case Stack::LlamaFactory:
        return kLlamaFactoryDefaults;
    case Stack::Torchtune:
        return kTorchtuneDefaults;
    case Stack::Trl:
        return kTrlDefaults;
    case Stack::Accelerate:
        return kAccelerateDefaults;
    case Stack::DeepSpeed:
        return kDeepSpeedDefaults;
    case Stack::MsSwift:
        return kMsSwiftDefaults;
    case Stack::Litgpt:
        return kLitgptDefaults;
    case Stack::OpenRlhf:
        return kOpenRlhfDefaults;
    }
    return {};
}

bool isNoEffectKey(Stack, std::string_view key)
{
    const std::string_view leaf =
        key.substr(0, key.find('.') == std::string_view::npos ? key.size() : key.find('.') + 1);
    for (const std::string_view prefix : kNoEffectCommon) {
        if (key.substr(0, prefix.size()) == prefix || leaf.substr(0, prefix.size()) == prefix)
            return true;
    }
    return key.find("_component_") != std::string_view::npos;
}

namespace {

struct Synonym
{
    std::string_view from;
    std::string_view to;
};

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::optional<std::string_view> lookup(std::span<const Synonym> table, std::string_view name)
{
    const std::string key = lower(name);
    for (const auto& s : table) {
        if (s.from == key)
            return s.to;
    }
    return std::nullopt;
}

// HF TrainingArguments `optim` names (axolotl and LLaMA-Factory pass them through), bitsandbytes / torch classes.
constexpr Synonym kOptimizers[] = {
    {"adamw", "adamw"},
    {"adamw_torch", "adamw"},
    {"adamw_torch_fused", "adamw"},
    {"adamw_hf", "adamw"},
    {"adamw_apex_fused", "adamw"},
    {"adam", "adamw"},
    {"fusedadam", "adamw"},
    {"torch.optim.adamw", "adamw"},
    {"torch.optim.adam", "adamw"},
    {"adamw_bnb_8bit", "adamw_8bit"},
    {"adamw_8bit", "adamw_8bit"},
    // torchao's low-bit AdamW (HF Trainer adamw_torch_8bit/_4bit, axolotl ao_adamw_*, torchtune components), not
    // bitsandbytes: other kernels and cards.
    {"adamw_torch_8bit", "torchao_adamw_8bit"},
    {"adamw_torch_4bit", "torchao_adamw_4bit"},
    {"ao_adamw_8bit", "torchao_adamw_8bit"},
    {"ao_adamw_4bit", "torchao_adamw_4bit"},
    {"ao_adamw_fp8", "torchao_adamw_fp8"},
    {"torchao.optim.adamw8bit", "torchao_adamw_8bit"},
    {"torchao.optim.adamw4bit", "torchao_adamw_4bit"},
    {"torchao.optim.adamwfp8", "torchao_adamw_fp8"},
    {"torchao.prototype.low_bit_optim.adamw8bit", "torchao_adamw_8bit"},
    {"torchao.prototype.low_bit_optim.adamw4bit", "torchao_adamw_4bit"},
    {"torchao.prototype.low_bit_optim.adamwfp8", "torchao_adamw_fp8"},
    {"bnb_8bit", "adamw_8bit"},
    {"bitsandbytes.optim.adamw8bit", "adamw_8bit"},
    {"paged_adamw_32bit", "paged_adamw_32bit"},
    {"paged_adamw", "paged_adamw_32bit"},
    {"bitsandbytes.optim.pagedadamw", "paged_adamw_32bit"},
    {"bitsandbytes.optim.pagedadamw32bit", "paged_adamw_32bit"},
    {"paged_adamw_8bit", "paged_adamw_8bit"},
    {"bitsandbytes.optim.pagedadamw8bit", "paged_adamw_8bit"},
    {"adafactor", "adafactor"},
    {"lion_32bit", "lion"},
    {"lion_8bit", "lion"},
    {"paged_lion_8bit", "lion"},
    {"paged_lion_32bit", "lion"},
    {"sgd", "sgd"},
    {"torch.optim.sgd", "sgd"},
};

constexpr Synonym kAttention[] = {
    {"true", "flash"}, // axolotl's flash_attention: true (the other boolean keys are mapped by key)
    {"flash", "flash"},
    {"flash_attn", "flash"},
    {"flash_attention", "flash"},
    {"flash_attention_2", "flash"},
    {"flash_attention_3", "flash"},
    {"fa2", "flash"},
    {"fa3", "flash"},
    {"flash_attn2", "flash"},
    {"sdpa", "sdpa"},
    {"sdp", "sdpa"},
    {"auto", "sdpa"},
    {"eager", "eager"},
    {"disabled", "eager"},
};

constexpr Synonym kObjectives[] = {
    {"sft", "sft"},
    {"pt", "sft"},
    {"dpo", "dpo"},
    {"ipo", "ipo"},
    {"kto", "kto"},
    {"kto_pair", "kto"},
    {"orpo", "orpo"},
    {"simpo", "simpo"},
    {"cpo", "cpo"},
    {"rm", "reward_model"},
    {"reward", "reward_model"},
    {"reward_model", "reward_model"},
    {"ppo", "ppo"},
    {"grpo", "grpo"},
    {"rloo", "rloo"},             // OpenRLHF/verl advantage estimator, TRL's rloo trainer
    {"online_dpo", "online_dpo"}, // TRL's examples/scripts/online_dpo.py (trl.experimental.online_dpo)
    {"dpo_online", "online_dpo"}, // TRL's earlier examples/scripts/dpo_online.py
    {"sigmoid", "dpo"},
    {"hinge", "dpo"},
    {"gkd", "sft"},
    {"group_norm", "grpo"}, // OpenRLHF's advantage estimators
    {"gae", "ppo"},
};

constexpr Synonym kMethods[] = {
    {"lora", "lora"}, {"qlora", "qlora"},     {"full", "full"},     {"freeze", "freeze"},   {"oft", "oft"},
    {"boft", "boft"}, {"dora", "dora"},       {"ia3", "ia3"},       {"vera", "vera"},       {"loha", "loha"},
    {"lokr", "lokr"}, {"adalora", "adalora"}, {"longlora", "lora"}, {"llamapro", "freeze"},
};

constexpr Synonym kModules[] = {
    {"q_proj", "q"},  {"q", "q"},        {"query", "q"},        {"wq", "q"},
    {"k_proj", "k"},  {"k", "k"},        {"key", "k"},          {"wk", "k"},
    {"v_proj", "v"},  {"v", "v"},        {"value", "v"},        {"wv", "v"},
    {"o_proj", "o"},  {"o", "o"},        {"output_proj", "o"},  {"out_proj", "o"},
    {"dense", "o"},   {"wo", "o"},       {"gate_proj", "gate"}, {"gate", "gate"},
    {"w1", "gate"},   {"up_proj", "up"}, {"up", "up"},          {"w3", "up"},
    {"fc_in", "up"},  {"fc1", "up"},     {"c_fc", "up"},        {"down_proj", "down"},
    {"down", "down"}, {"w2", "down"},    {"fc_out", "down"},    {"fc2", "down"},
};

constexpr NamedDeepSpeed kSwiftDeepSpeed[] = {
    {"zero0", 0, "none"},
    {"zero1", 1, "none"},
    {"zero2", 2, "none"},
    {"zero3", 3, "none"},
    {"zero2_offload", 2, "optimizer"},
    {"zero3_offload", 3, "params_optimizer"},
};

} // namespace

std::optional<std::string_view> optimizerFromName(std::string_view name)
{
    return lookup(kOptimizers, name);
}
std::optional<std::string_view> attentionFromName(std::string_view name)
{
    if (auto a = lookup(kAttention, name))
        return a;
    // Hub kernels and vendor builds ("kernels-community/vllm-flash-attn3") by the kernel family they name.
    const std::string l = lower(name);
    if (l.find("flash") != std::string::npos)
        return "flash";
    if (l.find("sdpa") != std::string::npos)
        return "sdpa";
    return std::nullopt;
}
std::optional<std::string_view> objectiveFromName(std::string_view name)
{
    return lookup(kObjectives, name);
}
std::optional<std::string_view> methodFromName(std::string_view name)
{
    return lookup(kMethods, name);
}
std::optional<std::string_view> targetFromModule(std::string_view module)
{
    return lookup(kModules, module);
}
std::span<const NamedDeepSpeed> msSwiftDeepSpeedNames()
{
    return kSwiftDeepSpeed;
}

} // namespace tunefit::import

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ConfigExport.h"
#include "core/import/ExportRefusal.h"

#include "core/plan/OptionSetting.h"

#include "core/Units.h"
#include "core/model/Presets.h"
#include "core/training/EnumKeys.h"
#include "core/training/ParallelLayout.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>

namespace tunefit {

namespace {

std::string num(double v)
{
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(int64_t(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string yamlString(const std::string& s)
{
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out + "\"";
}

std::string headerText(const Job& job, const ExportPlan& plan)
{
    std::ostringstream h;
    h << "Written by Tunefit for the plan: ";
    if (!plan.offer.empty())
        h << plan.offer << ", ";
    h << job.parallel.gpus << " x " << (plan.gpuName.empty() ? std::string("GPU") : plan.gpuName) << ", "
      << keyOf(shardingKeys(), job.parallel.sharding) << ", offload " << keyOf(offloadKeys(), job.parallel.offload)
      << "; estimated peak " << num(std::round(plan.perGpuPeakGiB * 100) / 100) << " GiB per GPU";
    if (plan.hours)
        h << ", " << num(std::round(*plan.hours * 100) / 100) << " h";
    if (plan.costUsd)
        h << ", " << num(std::round(*plan.costUsd * 100) / 100) << " USD";
    return h.str();
}

std::string hfOptimizer(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::AdamWFusedBackward:
        return "adamw_torch";
    case Optimizer::AdamW8bit:
        return "adamw_bnb_8bit";
    case Optimizer::PagedAdamW32:
        return "paged_adamw_32bit";
    case Optimizer::PagedAdamW8bit:
        return "paged_adamw_8bit";
    case Optimizer::SgdMomentum:
        return "sgd";
    case Optimizer::Adafactor:
        return "adafactor";
    case Optimizer::Lion:
        return "lion_32bit";
    case Optimizer::TorchaoAdamW8bit:
        return "adamw_torch_8bit";
    case Optimizer::TorchaoAdamW4bit:
        return "adamw_torch_4bit";
    case Optimizer::TorchaoAdamWFp8:
        return "ao_adamw_fp8"; // axolotl's name; the HF Trainer has none (optimizerRefusal)
    }
    return "adamw_torch";
}

std::string torchOptimizer(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW8bit:
        return "bitsandbytes.optim.AdamW8bit";
    case Optimizer::PagedAdamW32:
        return "bitsandbytes.optim.PagedAdamW";
    case Optimizer::PagedAdamW8bit:
        return "bitsandbytes.optim.PagedAdamW8bit";
    case Optimizer::SgdMomentum:
        return "torch.optim.SGD";
    case Optimizer::TorchaoAdamW8bit:
        return "torchao.optim.AdamW8bit";
    case Optimizer::TorchaoAdamW4bit:
        return "torchao.optim.AdamW4bit";
    case Optimizer::TorchaoAdamWFp8:
        return "torchao.optim.AdamWFp8";
    default:
        return "torch.optim.AdamW";
    }
}

/// HF module names of the targets.
std::vector<std::string> modules(TargetSet set, bool torchtune)
{
    std::vector<std::string> out;
    const std::pair<Target, const char*> names[] = {
        {Target::Q, "q_proj"},       {Target::K, "k_proj"},
        {Target::V, "v_proj"},       {Target::O, torchtune ? "output_proj" : "o_proj"},
        {Target::Gate, "gate_proj"}, {Target::Up, "up_proj"},
        {Target::Down, "down_proj"},
    };
    for (const auto& [t, n] : names) {
        if (contains(set, t))
            out.emplace_back(n);
    }
    return out;
}

std::string yamlList(const std::vector<std::string>& items)
{
    std::string s = "[";
    for (size_t i = 0; i < items.size(); ++i)
        s += (i ? ", " : "") + items[i];
    return s + "]";
}

bool usesDeepSpeed(Sharding s)
{
    return s == Sharding::Zero1 || s == Sharding::Zero2 || s == Sharding::Zero3;
}
bool usesFsdp(Sharding s)
{
    return s == Sharding::FsdpFull || s == Sharding::FsdpGradOp || s == Sharding::FsdpHybrid;
}
int zeroStage(Sharding s)
{
    return s == Sharding::Zero1 ? 1 : s == Sharding::Zero2 ? 2 : s == Sharding::Zero3 ? 3 : 0;
}
bool isBf16(Compute c)
{
    return c == Compute::BF16 || c == Compute::AmpBF16;
}
bool isFp16(Compute c)
{
    return c == Compute::FP16 || c == Compute::AmpFP16;
}
std::string fsdpStrategy(Sharding s)
{
    return s == Sharding::FsdpGradOp ? "SHARD_GRAD_OP" : s == Sharding::FsdpHybrid ? "HYBRID_SHARD" : "FULL_SHARD";
}

/// A comment line for a setting of the plan the stack's config has no key for, so the user sets it another way.
std::string noKeyFor(std::string_view what, std::string_view stack)
{
    return "# Planned with " + std::string(what) + ": " + std::string(stack) + " has no config key for it\n";
}

/// "TP 2 x PP 4 x EP 8": the model-parallel degrees above 1, for comments.
std::string layoutDegrees(const Parallelism& p)
{
    std::string out;
    auto add = [&](const char* name, int degree) {
        if (degree > 1)
            out += (out.empty() ? "" : " x ") + std::string(name) + " " + std::to_string(degree);
    };
    add("TP", p.model.tensor);
    add("PP", p.model.pipeline);
    add("VPP", p.model.virtualStages);
    add("EP", p.model.expert);
    add("ETP", p.model.expertTensor);
    return out;
}

/// The comment for a model-parallel layout a stack cannot express (Megatron back ends run it).
std::string noLayoutKey(const Parallelism& p, std::string_view stack)
{
    return usesModelParallelism(p) ? noKeyFor("the model-parallel layout " + layoutDegrees(p), stack) : std::string();
}

std::string deepSpeedJson(const Job& job, const ExportPlan& plan)
{
    const auto& t = job.setup;
    const auto& p = job.parallel;
    const bool offOpt = p.offload != Offload::None;
    const bool offPar = p.offload == Offload::ParamsOptimizer;
    std::ostringstream j;
    j << "{\n";
    j << "  \"_comment\": " << yamlString(headerText(job, plan)) << ",\n";
    j << "  \"train_micro_batch_size_per_gpu\": " << t.microBatch << ",\n";
    j << "  \"gradient_accumulation_steps\": " << t.gradAccumulation << ",\n";
    j << "  \"train_batch_size\": " << int64_t(t.microBatch) * t.gradAccumulation * std::max(1, p.gpus) << ",\n";
    j << "  \"bf16\": {\"enabled\": " << (isBf16(t.compute) ? "true" : "false") << "},\n";
    j << "  \"fp16\": {\"enabled\": " << (isFp16(t.compute) ? "true" : "false") << "},\n";
    j << "  \"zero_optimization\": {\n    \"stage\": " << zeroStage(p.sharding);
    if (offOpt)
        j << ",\n    \"offload_optimizer\": {\"device\": \"cpu\", \"pin_memory\": true}";
    if (offPar)
        j << ",\n    \"offload_param\": {\"device\": \"cpu\", \"pin_memory\": true}";
    j << "\n  }";
    if (offOpt)
        j << ",\n  \"zero_force_ds_cpu_optimizer\": false"; // keep the optimizer the job names
    if (p.sequenceParallel == SequenceParallel::Ulysses && p.sequenceParallelDegree > 1)
        j << ",\n  \"sequence_parallel_size\": " << p.sequenceParallelDegree;
    j << "\n}\n";
    return j.str();
}

/// What every stack's config is written from.
struct ExportContext
{
    const Job& job;
    const ExportPlan& plan;
    std::string header;    ///< the plan's comment line: "# Written by Tunefit for the plan: ...\n"
    std::string model;     ///< the Hub id the stacks load
    std::string objective; ///< objectiveKeys()
    std::string dsName;    ///< the DeepSpeed JSON a YAML names, beside the main file
};

ExportContext exportContext(const Job& job, const ExportPlan& plan, const std::string& mainName)
{
    const std::string stem = std::filesystem::path(mainName).stem().string();
    // The Hub id the stacks load: the preset's repo when the model is a bundled preset.
    const ModelPreset* preset = presetMatching(job.model);
    std::string model = preset                   ? std::string(preset->hfRepo)
                        : job.model.name.empty() ? std::string("MODEL")
                                                 : job.model.name;
    return {job,
            plan,
            "# " + headerText(job, plan) + "\n",
            std::move(model),
            std::string(keyOf(objectiveKeys(), job.setup.objective.objective)),
            (stem.empty() ? std::string("tunefit") : stem) + ".deepspeed.json"};
}

using Files = std::vector<ExportedFile>;

/// The main file first, then the files it names.
Files withMain(std::string contents, Files named)
{
    named.insert(named.begin(), {std::string(), std::move(contents)});
    return named;
}

bool isFp4(BaseQuant q)
{
    return q == BaseQuant::FP4 || q == BaseQuant::FP4DoubleQuant;
}
bool isDoubleQuant(BaseQuant q)
{
    return q == BaseQuant::NF4DoubleQuant || q == BaseQuant::FP4DoubleQuant;
}

// ---- axolotl --------------------------------------------------------------------------------------------------

/// axolotl's adapter keys: LoRA or QLoRA, the bitsandbytes load, rank, alpha, dropout and target modules.
void axolotlAdapter(std::ostream& y, const TrainingSetup& t)
{
    const bool q4 = isQuantized4bit(t.baseQuant);
    y << "adapter: " << (q4 ? "qlora" : "lora") << "\n";
    y << "load_in_4bit: " << (q4 ? "true" : "false") << "\n";
    y << "load_in_8bit: " << (t.baseQuant == BaseQuant::Int8 ? "true" : "false") << "\n";
    if (q4) {
        y << "bnb_4bit_quant_type: " << (isFp4(t.baseQuant) ? "fp4" : "nf4") << "\n";
        y << "bnb_4bit_use_double_quant: " << (isDoubleQuant(t.baseQuant) ? "true" : "false") << "\n";
    }
    y << "lora_r: " << t.adapter.rank << "\nlora_alpha: " << num(t.adapter.alpha)
      << "\nlora_dropout: " << num(t.adapter.dropout) << "\n";
    if (t.adapter.targets == kAllLinear)
        y << "lora_target_linear: true\n";
    else
        y << "lora_target_modules: " << yamlList(modules(t.adapter.targets, false)) << "\n";
}

/// axolotl's keys for what a step computes with: optimizer, precision, checkpointing, attention, MLP, loss.
void axolotlKernels(std::ostream& y, const TrainingSetup& t)
{
    y << "optimizer: " << hfOptimizer(t.optimizer) << "\n";
    y << "bf16: " << (isBf16(t.compute) ? "true" : "false") << "\nfp16: " << (isFp16(t.compute) ? "true" : "false")
      << "\n";
    y << "gradient_checkpointing: " << (t.checkpointing == Checkpointing::None ? "false" : "true") << "\n";
    if (t.checkpointing == Checkpointing::Offload)
        y << "activation_offloading: true\n";
    y << (t.attention == Attention::Flash  ? "flash_attention: true\n"
          : t.attention == Attention::Sdpa ? "sdp_attention: true\n"
                                           : "eager_attention: true\n");
    if (t.tiledMlp)
        y << "tiled_mlp: true\n";
    if (t.loss == LossImpl::Fused)
        y << "plugins:\n  - axolotl.integrations.liger.LigerPlugin\nliger_fused_linear_cross_entropy: true\n";
    else if (t.loss == LossImpl::Chunked)
        y << "chunked_cross_entropy: true\n";
}

/// axolotl's sharding: a DeepSpeed JSON beside the YAML, or its fsdp list and fsdp_config.
void axolotlSharding(std::ostream& y, const ExportContext& x, Files& files)
{
    const auto& p = x.job.parallel;
    if (usesDeepSpeed(p.sharding)) {
        y << "deepspeed: " << x.dsName << "\n";
        files.push_back({x.dsName, deepSpeedJson(x.job, x.plan)});
    } else if (usesFsdp(p.sharding)) {
        y << "fsdp:\n  - "
          << (p.sharding == Sharding::FsdpGradOp   ? "shard_grad_op"
              : p.sharding == Sharding::FsdpHybrid ? "hybrid_shard"
                                                   : "full_shard")
          << "\n  - auto_wrap\nfsdp_config:\n  fsdp_offload_params: "
          << (p.offload == Offload::ParamsOptimizer ? "true" : "false")
          << "\n  fsdp_sharding_strategy: " << fsdpStrategy(p.sharding)
          << "\n  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP\n";
    }
}

/// axolotl's qat block (utils/schemas/quantization.py): the dtypes get_quantization_config maps to the scheme.
void axolotlQat(std::ostream& y, const QatSetup& q)
{
    const char* activation = "";
    const char* weight = "int4";
    switch (q.scheme) {
    case QatScheme::Int8DynActInt4Weight:
        activation = "int8";
        break;
    case QatScheme::Float8DynActFloat8Weight:
        activation = "float8_e4m3fn";
        weight = "float8_e4m3fn";
        break;
    case QatScheme::Float8DynActInt4Weight:
        activation = "float8_e4m3fn";
        break;
    case QatScheme::Nvfp4WeightOnly:
        weight = "nvfp4";
        break;
    case QatScheme::Mxfp4DynActMxfp4Weight:
        weight = "mxfp4";
        break;
    case QatScheme::None:
    case QatScheme::Int4WeightOnly:
    case QatScheme::Nvfp4DynActNvfp4Weight: // refused before (qatRefusal)
        break;
    }
    y << "qat:\n";
    if (*activation)
        y << "  activation_dtype: " << activation << "\n";
    y << "  weight_dtype: " << weight << "\n  group_size: " << qatGroupSize(q) << "\n";
}

/// axolotl's YAML: full fine-tuning, LoRA or QLoRA.
Result<Files> axolotlConfig(const ExportContext& x)
{
    const auto& t = x.job.setup;
    const auto& p = x.job.parallel;
    if (t.method != Method::Full && t.method != Method::LoRA && t.method != Method::QLoRA)
        return Error{ErrorCode::Unsupported, "method", std::string(keyOf(methodKeys(), t.method))};
    // axolotl's rl types have no RLOO and no online DPO
    if (t.objective.objective == Objective::Rloo || t.objective.objective == Objective::OnlineDpo)
        return Error{ErrorCode::Unsupported, "objective", x.objective};
    std::ostringstream y;
    y << x.header << "base_model: " << yamlString(x.model) << "\n";
    if (t.objective.objective == Objective::RewardModel)
        y << "reward_model: true\n";
    else if (t.objective.objective != Objective::Sft)
        y << "rl: " << x.objective << "\n";
    if (isAdapterMethod(t.method))
        axolotlAdapter(y, t);
    y << "sequence_len: " << t.seqLen << "\nmicro_batch_size: " << t.microBatch
      << "\ngradient_accumulation_steps: " << t.gradAccumulation << "\nnum_epochs: " << num(x.job.epochs) << "\n";
    axolotlKernels(y, t);
    if (t.lowPrecision.recipe == LowPrecisionRecipe::TorchaoFp8Tensorwise)
        y << "fp8: true\nfp8_enable_fsdp_float8_all_gather: " << (t.lowPrecision.paramGather ? "true" : "false")
          << "\n";
    if (t.qat.scheme != QatScheme::None)
        axolotlQat(y, t.qat);
    if (sequenceParallelDegree(p) > 1) {
        if (p.sequenceParallel == SequenceParallel::Ulysses)
            y << "# axolotl splits sequences with ring attention (ring-flash-attn), not DeepSpeed-Ulysses\n";
        y << "context_parallel_size: " << p.sequenceParallelDegree << "\n";
    }
    if (stepsInBackward(t))
        y << noKeyFor("the optimizer step in backward", "axolotl");
    y << noLayoutKey(p, "axolotl");
    Files named;
    axolotlSharding(y, x, named);
    return withMain(y.str(), std::move(named));
}

// ---- LLaMA-Factory --------------------------------------------------------------------------------------------

/// LLaMA-Factory's stage: its DPO stage also runs ORPO, SimPO, IPO and CPO (by pref_loss).
std::string llamaFactoryStage(Objective o, const std::string& objective)
{
    return o == Objective::RewardModel                                                                     ? "rm"
           : (o == Objective::Orpo || o == Objective::SimPo || o == Objective::Ipo || o == Objective::Cpo) ? "dpo"
                                                                                                           : objective;
}

/// LLaMA-Factory's finetuning type and its LoRA keys.
void llamaFactoryAdapter(std::ostream& y, const TrainingSetup& t)
{
    const std::string type = t.method == Method::Full     ? "full"
                             : t.method == Method::Freeze ? "freeze"
                             : t.method == Method::OFT    ? "oft"
                                                          : "lora";
    y << "finetuning_type: " << type << "\n";
    if (type != "lora")
        return;
    y << "lora_rank: " << t.adapter.rank << "\nlora_alpha: " << num(t.adapter.alpha)
      << "\nlora_dropout: " << num(t.adapter.dropout) << "\nlora_target: ";
    if (t.adapter.targets == kAllLinear)
        y << "all\n";
    else {
        const auto m = modules(t.adapter.targets, false);
        for (size_t i = 0; i < m.size(); ++i)
            y << (i ? "," : "") << m[i];
        y << "\n";
    }
    if (t.method == Method::DoRA)
        y << "use_dora: true\n";
}

/// LLaMA-Factory's bitsandbytes quantization of the base.
void llamaFactoryQuantization(std::ostream& y, const TrainingSetup& t)
{
    const bool q4 = isQuantized4bit(t.baseQuant);
    if (!q4 && t.baseQuant != BaseQuant::Int8)
        return;
    y << "quantization_bit: " << (q4 ? 4 : 8) << "\nquantization_method: bitsandbytes\n";
    if (q4)
        y << "quantization_type: " << (isFp4(t.baseQuant) ? "fp4" : "nf4")
          << "\ndouble_quantization: " << (isDoubleQuant(t.baseQuant) ? "true" : "false") << "\n";
}

/// LLaMA-Factory's keys for the batch and what a step computes with.
void llamaFactoryTraining(std::ostream& y, const Job& job)
{
    const auto& t = job.setup;
    y << "cutoff_len: " << t.seqLen << "\nper_device_train_batch_size: " << t.microBatch
      << "\ngradient_accumulation_steps: " << t.gradAccumulation << "\nnum_train_epochs: " << num(job.epochs)
      << "\noptim: " << hfOptimizer(t.optimizer) << "\n";
    y << "bf16: " << (isBf16(t.compute) ? "true" : "false") << "\nfp16: " << (isFp16(t.compute) ? "true" : "false")
      << "\n";
    if (t.compute == Compute::BF16 && (t.method == Method::Full || t.method == Method::Freeze))
        y << "pure_bf16: true\n";
    if (t.lowPrecision.recipe != LowPrecisionRecipe::None)
        y << "fp8: true\nfp8_backend: "
          << (t.lowPrecision.recipe == LowPrecisionRecipe::TeFp8Delayed ? "te" : "torchao")
          << "\nfp8_enable_fsdp_float8_all_gather: " << (t.lowPrecision.paramGather ? "true" : "false") << "\n";
    if (t.checkpointing == Checkpointing::None)
        y << "disable_gradient_checkpointing: true\n";
    y << "flash_attn: "
      << (t.attention == Attention::Flash  ? "fa2"
          : t.attention == Attention::Sdpa ? "sdpa"
                                           : "disabled")
      << "\n";
    if (t.loss == LossImpl::Fused)
        y << "enable_liger_kernel: true\n";
    if (t.tiledMlp)
        y << noKeyFor("tiled MLP", "LLaMA-Factory");
    if (stepsInBackward(t))
        y << noKeyFor("the optimizer step in backward", "LLaMA-Factory");
}

/// The Megatron back end (mcore_adapter) takes Megatron-Core's arguments; it runs no DeepSpeed.
void llamaFactoryMegatron(std::ostream& y, const Job& job)
{
    const auto& t = job.setup;
    const auto& p = job.parallel;
    y << "# Megatron back end: install mcore_adapter and launch with USE_MCA=1 llamafactory-cli train\n"
      << "tensor_model_parallel_size: " << p.model.tensor
      << "\nsequence_parallel: " << (p.model.tensor > 1 && p.model.sequenceParallel ? "true" : "false")
      << "\npipeline_model_parallel_size: " << p.model.pipeline << "\n";
    if (p.model.virtualStages > 1)
        y << "virtual_pipeline_model_parallel_size: " << p.model.virtualStages << "\n";
    y << "expert_model_parallel_size: " << p.model.expert << "\n";
    if (p.model.expertTensor > 1)
        y << "expert_tensor_parallel_size: " << p.model.expertTensor << "\n";
    if (p.sequenceParallel == SequenceParallel::Ring && p.sequenceParallelDegree > 1)
        y << "context_parallel_size: " << p.sequenceParallelDegree << "\n";
    else if (sequenceParallelDegree(p) > 1)
        y << noKeyFor("Ulysses sequence parallelism over " + std::to_string(p.sequenceParallelDegree) + " GPUs",
                      "Megatron");
    if (p.sharding == Sharding::Zero1)
        y << "use_distributed_optimizer: true\n";
    if (t.optimizerState == OptimizerStateDType::FP8 || t.optimizerState == OptimizerStateDType::BF16) {
        const char* dtype = t.optimizerState == OptimizerStateDType::FP8 ? "fp8" : "bf16";
        y << "use_precision_aware_optimizer: true\nexp_avg_dtype: " << dtype << "\nexp_avg_sq_dtype: " << dtype << "\n";
    }
    if (t.checkpointing != Checkpointing::None)
        y << "recompute_granularity: " << (t.checkpointing == Checkpointing::Selective ? "selective" : "full") << "\n";
}

/// LLaMA-Factory's data parallelism: a DeepSpeed JSON beside the YAML, or accelerate's launch for FSDP.
void llamaFactoryDataParallel(std::ostream& y, const ExportContext& x, Files& files)
{
    const auto& p = x.job.parallel;
    if (sequenceParallelDegree(p) > 1)
        y << noKeyFor("sequence parallelism over " + std::to_string(p.sequenceParallelDegree) + " GPUs",
                      "LLaMA-Factory");
    if (usesDeepSpeed(p.sharding)) {
        y << "deepspeed: " << x.dsName << "\n";
        files.push_back({x.dsName, deepSpeedJson(x.job, x.plan)});
    } else if (usesFsdp(p.sharding)) {
        y << "# FSDP: launch with accelerate launch --config_file (tunefit export-config --stack accelerate)\n";
    }
}

/// LLaMA-Factory's YAML, for its Megatron back end when the plan splits the model.
Files llamaFactoryConfig(const ExportContext& x)
{
    const auto& t = x.job.setup;
    const std::string stage = llamaFactoryStage(t.objective.objective, x.objective);
    std::ostringstream y;
    y << x.header << "model_name_or_path: " << yamlString(x.model) << "\nstage: " << stage << "\ndo_train: true\n";
    if (stage == "dpo" && t.objective.objective != Objective::Dpo)
        y << "pref_loss: " << x.objective << "\n";
    llamaFactoryAdapter(y, t);
    llamaFactoryQuantization(y, t);
    llamaFactoryTraining(y, x.job);
    Files named;
    if (usesModelParallelism(x.job.parallel))
        llamaFactoryMegatron(y, x.job);
    else
        llamaFactoryDataParallel(y, x, named);
    return withMain(y.str(), std::move(named));
}

// ---- DeepSpeed, accelerate ------------------------------------------------------------------------------------

/// The DeepSpeed JSON alone: ZeRO or plain data parallel.
Result<Files> deepSpeedConfig(const ExportContext& x)
{
    const auto& p = x.job.parallel;
    if (usesModelParallelism(p)) // a DeepSpeed JSON has no key for Megatron's degrees
        return Error{ErrorCode::Unsupported, "layout", layoutDegrees(p)};
    if (!usesDeepSpeed(p.sharding) && p.sharding != Sharding::DDP && p.sharding != Sharding::None)
        return Error{ErrorCode::Unsupported, "sharding", std::string(keyOf(shardingKeys(), p.sharding))};
    return Files{{std::string(), deepSpeedJson(x.job, x.plan)}};
}

/// accelerate's distributed_type with its DeepSpeed or FSDP section.
void accelerateDistributed(std::ostream& y, const Job& job)
{
    const auto& t = job.setup;
    const auto& p = job.parallel;
    if (usesDeepSpeed(p.sharding)) {
        y << "distributed_type: DEEPSPEED\ndeepspeed_config:\n  zero_stage: " << zeroStage(p.sharding)
          << "\n  offload_optimizer_device: " << (p.offload != Offload::None ? "cpu" : "none")
          << "\n  offload_param_device: " << (p.offload == Offload::ParamsOptimizer ? "cpu" : "none")
          << "\n  gradient_accumulation_steps: " << t.gradAccumulation
          << "\n  zero3_init_flag: " << (p.sharding == Sharding::Zero3 ? "true" : "false") << "\n";
    } else if (usesFsdp(p.sharding)) {
        y << "distributed_type: FSDP\nfsdp_config:\n  fsdp_version: 1\n  fsdp_sharding_strategy: "
          << fsdpStrategy(p.sharding)
          << "\n  fsdp_offload_params: " << (p.offload == Offload::ParamsOptimizer ? "true" : "false")
          << "\n  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP\n  fsdp_activation_checkpointing: "
          << (t.checkpointing == Checkpointing::None ? "false" : "true") << "\n";
    } else {
        y << "distributed_type: " << (p.gpus > 1 ? "MULTI_GPU" : "NO") << "\n";
    }
}

/// accelerate's ParallelismConfig: tensor parallelism and the sequence split; pipeline and expert layouts have no key.
void accelerateParallelism(std::ostream& y, const Parallelism& p)
{
    if (p.model.pipeline > 1 || p.model.expert > 1)
        y << noLayoutKey(p, "accelerate");
    else if (p.model.tensor > 1)
        y << "parallelism_config:\n  parallelism_config_tp_size: " << p.model.tensor << "\n";
    if (sequenceParallelDegree(p) > 1) {
        // accelerate's ParallelismConfig: sp = ALST/DeepSpeed-Ulysses, cp = torch context parallel (a ring)
        if (p.model.tensor <= 1 || p.model.pipeline > 1 || p.model.expert > 1)
            y << "parallelism_config:\n";
        if (p.sequenceParallel == SequenceParallel::Ulysses)
            y << "  parallelism_config_sp_size: " << p.sequenceParallelDegree
              << "\n  parallelism_config_sp_backend: deepspeed\n";
        else
            y << "  parallelism_config_cp_size: " << p.sequenceParallelDegree << "\n";
    }
}

/// accelerate's launch config: the engine, the layout, mixed precision and the processes.
Files accelerateConfig(const ExportContext& x)
{
    const auto& t = x.job.setup;
    const auto& p = x.job.parallel;
    std::ostringstream y;
    y << x.header << "compute_environment: LOCAL_MACHINE\n";
    accelerateDistributed(y, x.job);
    accelerateParallelism(y, p);
    if (t.lowPrecision.recipe != LowPrecisionRecipe::None) // fp8 autocast over the bf16 one (FP8RecipeKwargs / AO)
        y << "mixed_precision: fp8\nfp8_config:\n  backend: "
          << (t.lowPrecision.recipe == LowPrecisionRecipe::TeFp8Delayed ? "TE" : "AO") << "\n";
    else
        y << "mixed_precision: " << (isBf16(t.compute) ? "bf16" : isFp16(t.compute) ? "fp16" : "'no'") << "\n";
    y << "num_machines: " << std::max(1, (p.gpus + p.gpusPerNode - 1) / std::max(1, p.gpusPerNode))
      << "\nnum_processes: " << p.gpus << "\nmachine_rank: 0\n";
    return withMain(y.str(), {});
}

// ---- torchtune ------------------------------------------------------------------------------------------------

/// torchtune's builder family from the model's name: lower case, other characters as '_'.
std::string torchtuneFamily(const std::string& model)
{
    std::string family;
    for (const char c : model.substr(model.find_last_of('/') == std::string::npos ? 0 : model.find_last_of('/') + 1))
        family += std::isalnum(static_cast<unsigned char>(c)) ? char(std::tolower(static_cast<unsigned char>(c))) : '_';
    return family;
}

/// torchtune's LoRA builder arguments: attention modules, MLP, rank, alpha, dropout.
void torchtuneAdapter(std::ostream& y, const TrainingSetup& t)
{
    std::vector<std::string> attn;
    for (const auto& m : modules(t.adapter.targets & (Target::Q | Target::K | Target::V | Target::O), true))
        attn.push_back(m);
    y << "  lora_attn_modules: " << yamlList(attn) << "\n  apply_lora_to_mlp: "
      << ((t.adapter.targets & (Target::Gate | Target::Up | uint32_t(Target::Down))) ? "True" : "False")
      << "\n  lora_rank: " << t.adapter.rank << "\n  lora_alpha: " << num(t.adapter.alpha)
      << "\n  lora_dropout: " << num(t.adapter.dropout) << "\n";
}

/// torchtune: overrides for a recipe config, with the download and the launch in comments.
/// torchao's Float8 as full_finetune_distributed names it: no recipe name is tensorwise with FSDP's float8
/// all-gather, "tensorwise" is without it, "rowwise" is rowwise (recipeRefusal lets only these through).
void torchtuneFp8(std::ostringstream& y, const LowPrecisionSetup& lp)
{
    if (lp.recipe == LowPrecisionRecipe::None)
        return;
    y << "enable_fp8_training: True\n";
    if (lp.recipe == LowPrecisionRecipe::TorchaoFp8Rowwise)
        y << "fp8_recipe_name: rowwise\n";
    else if (!lp.paramGather)
        y << "fp8_recipe_name: tensorwise\n";
}

Files torchtuneConfig(const ExportContext& x)
{
    const auto& t = x.job.setup;
    const auto& p = x.job.parallel;
    const bool adapter = isAdapterMethod(t.method);
    const std::string family = torchtuneFamily(x.model);
    const std::string prefix = t.method == Method::QLoRA ? "qlora_" : adapter ? "lora_" : "";
    const bool distributed = p.gpus > 1;
    // QAT runs its own recipes: qat_distributed / qat_single_device, and LoRA's qat_lora_finetune_distributed only.
    const bool qat = t.qat.scheme != QatScheme::None;
    const std::string recipe = qat && adapter ? std::string("qat_lora_finetune_distributed")
                                              : std::string(qat       ? "qat"
                                                            : adapter ? "lora_finetune"
                                                                      : "full_finetune") +
                                                    (distributed ? "_distributed" : "_single_device");
    std::ostringstream y;
    y << x.header << "# Overrides for: tune download " << x.model << "\n#   tune run "
      << (distributed ? "--nproc_per_node " + std::to_string(p.gpus) + " " : std::string()) << recipe
      << " --config <your recipe config> (the keys below)\n";
    y << "model:\n  _component_: torchtune.models." << family << "." << prefix << family << "\n";
    if (adapter)
        torchtuneAdapter(y, t);
    y << "tokenizer:\n  max_seq_len: " << t.seqLen << "\nbatch_size: " << t.microBatch
      << "\ngradient_accumulation_steps: " << t.gradAccumulation << "\nepochs: " << num(x.job.epochs)
      << "\noptimizer:\n  _component_: " << torchOptimizer(t.optimizer) << "\n";
    if (stepsInBackward(t))
        y << "optimizer_in_bwd: True\n";
    if (qat)
        y << "quantizer:\n  _component_: torchtune.training.quantization."
          << (t.qat.scheme == QatScheme::Int4WeightOnly ? "Int4WeightOnlyQATQuantizer"
                                                        : "Int8DynActInt4WeightQATQuantizer")
          << "\n  groupsize: " << qatGroupSize(t.qat) << "\n";
    if (t.loss == LossImpl::Chunked)
        y << "loss:\n  _component_: torchtune.modules.loss.LinearCrossEntropyLoss\n";
    if (t.tiledMlp)
        y << noKeyFor("tiled MLP", "torchtune");
    y << noLayoutKey(p, "torchtune");
    if (sequenceParallelDegree(p) > 1)
        y << noKeyFor("sequence parallelism over " + std::to_string(p.sequenceParallelDegree) + " GPUs", "torchtune");
    y << "dtype: " << (t.compute == Compute::FP32 ? "fp32" : isFp16(t.compute) ? "fp16" : "bf16") << "\n";
    torchtuneFp8(y, t.lowPrecision);
    y << "enable_activation_checkpointing: " << (t.checkpointing == Checkpointing::None ? "False" : "True") << "\n";
    y << "enable_activation_offloading: " << (t.checkpointing == Checkpointing::Offload ? "True" : "False") << "\n";
    if (distributed)
        y << "fsdp_cpu_offload: " << (p.offload == Offload::ParamsOptimizer ? "True" : "False") << "\n";
    return withMain(y.str(), {});
}

} // namespace

PlannedExport exportForOption(const Evaluation& evaluation, const Catalog& catalog, const PlanOption& option)
{
    PlannedExport out;
    out.job = evaluation.job;
    // The setting the option was estimated with: an advised one, or a layout's micro-batches per step.
    const OptionSetting setting = optionSetting(evaluation.plan, option, evaluation.job);
    out.job.parallel = setting.parallel;
    out.job.setup = setting.setup;
    if (option.offerIndex >= 0 && size_t(option.offerIndex) < catalog.offers.size()) {
        const Offer& offer = catalog.offers[size_t(option.offerIndex)];
        out.plan.offer = offer.provider + " " + offer.instanceType;
    }
    if (option.gpuIndex >= 0 && size_t(option.gpuIndex) < catalog.gpus.size())
        out.plan.gpuName = catalog.gpus[size_t(option.gpuIndex)].name;
    out.plan.perGpuPeakGiB = units::toGiB(option.perGpuBytes);
    out.plan.hours = option.hours;
    out.plan.costUsd = option.totalCostUsd;
    return out;
}

PlannedExport exportForJob(const Evaluation& evaluation, const std::string& gpuName)
{
    PlannedExport out;
    out.job = evaluation.job;
    out.plan.gpuName = gpuName;
    if (!evaluation.memoryError)
        out.plan.perGpuPeakGiB = units::toGiB(evaluation.memory.peakAllocated);
    return out;
}

const PlanOption* bestOptionOn(const Evaluation& evaluation, const Catalog& catalog, std::string_view gpuName, int gpus)
{
    for (const PlanOption& option : evaluation.plan.options) { // ranked, best first
        if (!option.fits || option.gpuIndex < 0 || size_t(option.gpuIndex) >= catalog.gpus.size())
            continue;
        if (catalog.gpus[size_t(option.gpuIndex)].name == gpuName && (gpus <= 0 || option.gpus == gpus))
            return &option;
    }
    return nullptr;
}

bool canExport(Stack stack)
{
    return stack == Stack::Axolotl || stack == Stack::LlamaFactory || stack == Stack::DeepSpeed ||
           stack == Stack::Accelerate || stack == Stack::Torchtune;
}

Result<std::vector<ExportedFile>> exportTrainingConfig(const Job& job, Stack stack, const ExportPlan& plan,
                                                       const std::string& mainName)
{
    const ExportContext x = exportContext(job, plan, mainName);
    if (auto refusal = numberFormatRefusal(stack, job))
        return *refusal;
    switch (stack) {
    case Stack::Axolotl:
        return axolotlConfig(x);
    case Stack::LlamaFactory:
        // its stages: pt, sft, rm, ppo, dpo, kto
        if (job.setup.objective.objective == Objective::Rloo || job.setup.objective.objective == Objective::OnlineDpo)
            return Error{ErrorCode::Unsupported, "objective", x.objective};
        return llamaFactoryConfig(x);
    case Stack::DeepSpeed:
        return deepSpeedConfig(x);
    case Stack::Accelerate:
        return accelerateConfig(x);
    case Stack::Torchtune:
        return torchtuneConfig(x);
    default:
        return Error{ErrorCode::Unsupported, "stack", std::string(stackKey(stack))};
    }
}

} // namespace tunefit

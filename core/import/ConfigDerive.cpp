// SPDX-License-Identifier: GPL-3.0-or-later
// Hints -> job fields, one stack concern per function, in the order derive() runs them: a later concern reads what an
// earlier one set (the quantization reads the method, the precision reads the quantized method and the sharding).
#include "core/import/ImportFacts.h"

#include "core/model/ModelNames.h"
#include "core/training/EnumKeys.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <numeric>

namespace fs = std::filesystem;

namespace tunefit::import::detail {

namespace {

ImportOrigin originOf(const Facts& f, Slot s)
{
    return get(f, s)->origin;
}

// ---- objective ------------------------------------------------------------------------------------------------

/// A verb of the command line ("trl dpo"); ms-swift's "swift rlhf" names its trainer by a flag instead.
void objectiveFromVerb(Facts& f)
{
    if (const Fact* verb = get(f, Slot::Verb)) {
        const std::string v = verb->value;
        const auto space = v.find(' ');
        if (space != std::string::npos && v.rfind("swift rlhf", 0) != 0) {
            if (auto o = import::objectiveFromName(v.substr(space + 1)))
                setIfAbsent(f, Slot::Objective, std::string(*o), verb->origin);
        }
    }
}

/// OpenRLHF's trainer module, axolotl's rl: or a TRL script's name.
void objectiveFromTrainer(Facts& f, Stack st)
{
    if (const Fact* rl = get(f, Slot::RlType); rl && st == Stack::OpenRlhf) {
        // openrlhf.cli.train_ppo_ray: the trainer is the module's last part, without train_ and _ray.
        std::string module = rl->value.substr(rl->value.find_last_of('.') + 1);
        if (module.rfind("train_", 0) == 0)
            module = module.substr(6);
        if (module.size() > 4 && module.compare(module.size() - 4, 4, "_ray") == 0)
            module.resize(module.size() - 4);
        if (auto o = import::objectiveFromName(module))
            setIfAbsent(f, Slot::Objective, std::string(*o), rl->origin);
    } else if (const Fact* rl = get(f, Slot::RlType)) {
        // axolotl's rl: is read as an objective already; a TRL script counts by its name (trl/scripts/dpo.py).
        const std::string stem = fs::path(rl->value).stem().string();
        if (auto o = import::objectiveFromName(stem); o && import::objectiveFromName(rl->value) == std::nullopt)
            setIfAbsent(f, Slot::Objective, std::string(*o), rl->origin);
        else if (import::objectiveFromName(rl->value))
            setIfAbsent(f, Slot::Objective, rl->value, rl->origin);
    }
}

/// The objective: a verb of the command line, axolotl's rl / reward_model, LLaMA-Factory's pref_loss.
void deriveObjective(Facts& f, Stack st)
{
    objectiveFromVerb(f);
    if (isTrue(f, Slot::RewardModel))
        setIfAbsent(f, Slot::Objective, "reward_model", originOf(f, Slot::RewardModel));
    objectiveFromTrainer(f, st);
    if (const Fact* pref = get(f, Slot::PrefLoss);
        pref && value(f, Slot::Objective) == "dpo" && (pref->value == "orpo" || pref->value == "simpo"))
        set(f, Slot::Objective, pref->value, pref->origin);
}

// ---- model, method, quantization ------------------------------------------------------------------------------

/// The model: torchtune and litgpt name it by the checkpoint folder.
void modelFromCheckpointDir(Facts& f)
{
    if (const Fact* dir = get(f, Slot::CheckpointDir); dir && !get(f, Slot::Model)) {
        std::string d = dir->value;
        if (d.rfind("checkpoints/", 0) == 0)
            d = d.substr(12); // litgpt download layout: checkpoints/ORG/NAME
        set(f, Slot::Model, d, dir->origin);
    }
}

/// The method: torchtune's model component, TRL's use_peft, a LoRA rank of litgpt or OpenRLHF, unfrozen parameters.
void deriveMethod(Facts& f, Stack st)
{
    if (get(f, Slot::Method))
        return;
    if (const Fact* comp = get(f, Slot::ModelComponent)) {
        const std::string m = lower(comp->value);
        const auto last = m.substr(m.find_last_of('.') == std::string::npos ? 0 : m.find_last_of('.') + 1);
        set(f, Slot::Method,
            last.rfind("qlora_", 0) == 0  ? "qlora"
            : last.rfind("lora_", 0) == 0 ? "lora"
                                          : "full",
            comp->origin);
    } else if (isTrue(f, Slot::UsePeft)) {
        set(f, Slot::Method, "lora", originOf(f, Slot::UsePeft));
    } else if (st == Stack::Litgpt && get(f, Slot::LoraRank)) {
        set(f, Slot::Method, "lora", originOf(f, Slot::LoraRank));
    } else if (const auto rank = readNumber(value(f, Slot::LoraRank)); st == Stack::OpenRlhf && rank && *rank > 0) {
        set(f, Slot::Method, "lora", originOf(f, Slot::LoraRank)); // OpenRLHF trains LoRA when lora_rank > 0
    } else if (const Fact* unfrozen = get(f, Slot::UnfrozenParameters)) {
        set(f, Slot::Method, "freeze", unfrozen->origin);
    }
}

/// Where a quantization the files ask for shows as coming from: the first switch they set themselves.
std::optional<ImportOrigin> quantSwitchOrigin(const Facts& f)
{
    for (Slot s : {Slot::Load4bit, Slot::QuantBits, Slot::QuantType, Slot::Load8bit}) {
        if (const Fact* x = get(f, s);
            x && !x->origin.stackDefault &&
            (x->value == "true" || x->value == "4" || x->value == "8" || s == Slot::QuantType))
            return x->origin;
    }
    return std::nullopt;
}

/// bitsandbytes' 4-bit kind: fp4 or nf4, with or without double quantization (litgpt names it in the type).
std::string bitsandbytes4bit(const Facts& f, Stack st, const std::string& quantType, ImportOrigin& o)
{
    const bool fp4 = quantType.find("fp4") != std::string::npos;
    bool dq = isTrue(f, Slot::DoubleQuant);
    if (st == Stack::Litgpt)
        dq = quantType.find("-dq") != std::string::npos;
    else if (const Fact* d = get(f, Slot::DoubleQuant); d && d->origin.stackDefault && dq)
        o = d->origin; // the double quantization is the stack's default, shown as such
    return std::string(fp4 ? "fp4" : "nf4") + (dq ? "_dq" : "");
}

/// Quantization of the base: the load switches, a quantized upload's name, a QLoRA method; LoRA on a 4-bit base is
/// QLoRA.
void deriveQuantization(Facts& f, Stack st)
{
    const std::string quantType = lower(value(f, Slot::QuantType));
    bool quant4 = isTrue(f, Slot::Load4bit) || value(f, Slot::QuantBits) == "4" ||
                  (st == Stack::Litgpt && (quantType.rfind("bnb.nf4", 0) == 0 || quantType.rfind("bnb.fp4", 0) == 0));
    const bool quant8 = isTrue(f, Slot::Load8bit) || value(f, Slot::QuantBits) == "8" || quantType == "bnb.int8";
    std::optional<ImportOrigin> quantOrigin = quantSwitchOrigin(f);
    // A quantized upload is loaded as stored: the one rule of the name's tags (core/model/ModelNames.h).
    const std::optional<BaseQuant> uploaded = uploadBaseQuant(uploadFormat(lower(value(f, Slot::Model))));
    const bool prequantized = uploaded == BaseQuant::GptqInt4;
    const bool bnbCheckpoint = uploaded == BaseQuant::NF4;
    if (value(f, Slot::Method) == "qlora" && !quant4) {
        quant4 = true;
        quantOrigin = originOf(f, Slot::Method);
    }
    if (!(quant4 || quant8 || prequantized || bnbCheckpoint)) {
        if (get(f, Slot::Method) || get(f, Slot::Model))
            setIfAbsent(f, Slot::Quant, "none",
                        get(f, Slot::Method) ? originOf(f, Slot::Method) : originOf(f, Slot::Model));
        return;
    }
    std::string q;
    ImportOrigin o = quantOrigin.value_or(get(f, Slot::Model) ? originOf(f, Slot::Model) : ImportOrigin{});
    if (prequantized) {
        q = "gptq_int4"; // AWQ and GPTQ: 4-bit integer weights with group scales
        o = originOf(f, Slot::Model);
    } else if (bnbCheckpoint) {
        q = "nf4"; // the checkpoint's own quantization_config decides double quantization
        o = originOf(f, Slot::Model);
    } else if (quant4) {
        q = bitsandbytes4bit(f, st, quantType, o);
    } else {
        q = "int8";
    }
    setIfAbsent(f, Slot::Quant, q, o);
    const std::string m = value(f, Slot::Method);
    if ((m == "lora" || m.empty()) && q != "int8")
        set(f, Slot::Method, "qlora", o);
}

// ---- adapter ------------------------------------------------------------------------------------------------------

/// axolotl's lora_target_linear: all linear layers, over any module list.
void targetsFromLinearSwitch(Context& c)
{
    Facts& f = c.facts;
    if (!isTrue(f, Slot::TargetLinear))
        return;
    if (const Fact* named = get(f, Slot::LoraTargets))
        c.out.unused.push_back({named->origin.file, named->origin.key, named->origin.line, UnusedReason::Superseded,
                                originOf(f, Slot::TargetLinear).key});
    set(f, Slot::LoraTargets, "all_linear", originOf(f, Slot::TargetLinear));
}

/// The targets a fact names ("all_linear" or "q;k;v;...").
TargetSet targetsNamed(const std::string& current)
{
    if (current == "all_linear")
        return kAllLinear;
    TargetSet named = 0;
    for (const auto& e : targetKeys()) {
        if (current.find(std::string(e.key)) != std::string::npos &&
            (";" + current + ";").find(";" + std::string(e.key) + ";") != std::string::npos)
            named |= uint32_t(e.value);
    }
    return named;
}

/// Per-module switches (q, k, v, o, mlp) add to the targets named; an output-head switch is reported, not modelled.
void targetsFromModuleSwitches(Context& c)
{
    Facts& f = c.facts;
    TargetSet extra = 0;
    std::optional<ImportOrigin> o;
    const std::pair<Slot, TargetSet> flags[] = {
        {Slot::TargetQ, uint32_t(Target::Q)},
        {Slot::TargetK, uint32_t(Target::K)},
        {Slot::TargetV, uint32_t(Target::V)},
        {Slot::TargetO, uint32_t(Target::O)},
        {Slot::TargetMlp, Target::Gate | Target::Up | uint32_t(Target::Down)},
    };
    for (const auto& [slot, bits] : flags) {
        if (isTrue(f, slot)) {
            extra |= bits;
            o = o.value_or(originOf(f, slot));
        }
    }
    if (const Fact* head = get(f, Slot::TargetOutput); head && head->value == "true")
        c.out.unused.push_back(
            {head->origin.file, head->origin.key, head->origin.line, UnusedReason::NotModelled, "lm_head"});
    if (extra == 0)
        return;
    const std::string text = targetText(extra | targetsNamed(value(f, Slot::LoraTargets)));
    const ImportOrigin origin = get(f, Slot::LoraTargets) ? originOf(f, Slot::LoraTargets) : *o;
    set(f, Slot::LoraTargets, text, origin);
}

/// LLaMA-Factory: lora_alpha defaults to twice the rank (finetuning_args.py: `self.lora_alpha or lora_rank * 2`).
void llamaFactoryLoraAlpha(Facts& f, Stack st)
{
    if (st == Stack::LlamaFactory && !get(f, Slot::LoraAlpha)) {
        const auto rank = readNumber(get(f, Slot::LoraRank) ? value(f, Slot::LoraRank) : "8");
        if (rank)
            set(f, Slot::LoraAlpha, numberText(*rank * 2), defaultOrigin(st, "lora_alpha = 2 * lora_rank"));
    }
}

/// litgpt: accumulation = global batch / (devices x micro-batch).
void litgptAccumulation(Facts& f, Stack st)
{
    if (st == Stack::Litgpt && !get(f, Slot::GradAccum)) {
        const auto global = readNumber(value(f, Slot::GlobalBatch));
        const auto devices = readNumber(value(f, Slot::Devices));
        const auto micro = readNumber(value(f, Slot::MicroBatch).empty() ? "4" : value(f, Slot::MicroBatch));
        if (global && devices && micro && *devices >= 1 && *micro >= 1 && *global >= 1) {
            const double ga = std::max(1.0, std::floor(*global / (*devices * *micro)));
            set(f, Slot::GradAccum, numberText(ga), originOf(f, Slot::GlobalBatch));
        }
    }
}

// ---- sharding and offload -------------------------------------------------------------------------------------

/// DeepSpeed's ZeRO stage (0 = plain data parallel); a stage Tunefit has no key for is reported.
void shardingFromZeroStage(Context& c)
{
    if (const Fact* stage = get(c.facts, Slot::ZeroStage)) {
        const std::string s = stage->value;
        const std::string key = s == "0" ? "ddp" : "zero" + s;
        if (enumFromKey(shardingKeys(), key))
            setIfAbsent(c.facts, Slot::Sharding, key, stage->origin);
        else
            c.out.unused.push_back(
                {stage->origin.file, stage->origin.key, stage->origin.line, UnusedReason::UnknownValue, {}});
    }
}

/// An FSDP sharding strategy by name or by torch's ShardingStrategy number (reshard_after_forward: true / false);
/// "" when it is none of them.
std::string fsdpShardingKey(std::string v)
{
    v = lower(v);
    if (v == "full_shard" || v == "1" || v == "true")
        return "fsdp_full";
    if (v == "shard_grad_op" || v == "2" || v == "false")
        return "fsdp_grad_op";
    if (v == "no_shard" || v == "3")
        return "ddp";
    if (v == "hybrid_shard" || v == "hybrid_shard_zero2" || v == "_hybrid_shard_zero2" || v == "4" || v == "5")
        return "fsdp_hybrid";
    return {};
}

/// FSDP: the strategy, FSDP2's reshard_after_forward, or the HF Trainer's fsdp word list.
void shardingFromFsdp(Facts& f)
{
    if (const Fact* strategy = get(f, Slot::FsdpStrategy); strategy && !fsdpShardingKey(strategy->value).empty())
        setIfAbsent(f, Slot::Sharding, fsdpShardingKey(strategy->value), strategy->origin);
    if (const Fact* reshard = get(f, Slot::FsdpReshard); reshard && !fsdpShardingKey(reshard->value).empty())
        setIfAbsent(f, Slot::Sharding, fsdpShardingKey(reshard->value), reshard->origin);
    if (const Fact* fsdp = get(f, Slot::Fsdp)) {
        const std::string v = lower(fsdp->value);
        std::string s;
        if (v.find("hybrid") != std::string::npos)
            s = "fsdp_hybrid";
        else if (v.find("shard_grad_op") != std::string::npos)
            s = "fsdp_grad_op";
        else if (v.find("full_shard") != std::string::npos || v.find("fsdp") != std::string::npos || v == "2" ||
                 v == "1")
            s = "fsdp_full";
        if (!s.empty())
            setIfAbsent(f, Slot::Sharding, s, fsdp->origin);
    }
}

/// accelerate's distributed_type, an FSDP replicate degree (HSDP), Megatron's distributed optimizer.
void shardingFromLauncher(Facts& f)
{
    if (const Fact* dist = get(f, Slot::DistributedType)) {
        const std::string d = lower(dist->value);
        if (d == "multi_gpu")
            setIfAbsent(f, Slot::Sharding, "ddp", dist->origin);
        else if (d == "fsdp")
            setIfAbsent(f, Slot::Sharding, "fsdp_full", dist->origin); // FSDP's default strategy: FULL_SHARD
        else if (d == "no")
            setIfAbsent(f, Slot::Sharding, "none", dist->origin);
    }
    if (const Fact* replicate = get(f, Slot::DpReplicate);
        replicate && value(f, Slot::Sharding).rfind("fsdp", 0) == 0) {
        if (const auto n = readNumber(replicate->value); n && *n > 1)
            set(f, Slot::Sharding, "fsdp_hybrid", replicate->origin); // HSDP: shard inside a group, replicate across
    }
    if (isTrue(f, Slot::DistributedOptimizer))
        setIfAbsent(f, Slot::Sharding, "zero1", originOf(f, Slot::DistributedOptimizer));
}

/// Sharding: DeepSpeed, FSDP, accelerate, Megatron's distributed optimizer.
void deriveSharding(Context& c)
{
    shardingFromZeroStage(c);
    shardingFromFsdp(c.facts);
    shardingFromLauncher(c.facts);
}

bool offloadsTo(const Facts& f, Slot s)
{
    const std::string d = lower(value(f, s));
    return d == "cpu" || d == "nvme";
}

/// DeepSpeed's offload devices: optimizer, or parameters and optimizer (parameters alone are approximated so).
void offloadFromDevices(Context& c)
{
    Facts& f = c.facts;
    const bool opt = offloadsTo(f, Slot::OffloadOptimizerDevice);
    const bool par = offloadsTo(f, Slot::OffloadParamDevice);
    if (opt && par)
        setIfAbsent(f, Slot::Offload, "params_optimizer", originOf(f, Slot::OffloadParamDevice));
    else if (opt)
        setIfAbsent(f, Slot::Offload, "optimizer", originOf(f, Slot::OffloadOptimizerDevice));
    else if (par) {
        const ImportOrigin o = originOf(f, Slot::OffloadParamDevice);
        c.out.unused.push_back({o.file, o.key, o.line, UnusedReason::Approximated, "offload=params_optimizer"});
        setIfAbsent(f, Slot::Offload, "params_optimizer", o);
    } else if (get(f, Slot::OffloadOptimizerDevice) || get(f, Slot::OffloadParamDevice)) {
        setIfAbsent(f, Slot::Offload, "none",
                    originOf(f, get(f, Slot::OffloadOptimizerDevice) ? Slot::OffloadOptimizerDevice
                                                                     : Slot::OffloadParamDevice));
    }
}

/// DeepSpeed replaces the client optimizer by DeepSpeedCPUAdam when it offloads the optimizer, unless
/// zero_force_ds_cpu_optimizer is false (accelerate's map_pytorch_optim_to_deepspeed).
void deepSpeedCpuOptimizer(Context& c)
{
    Facts& f = c.facts;
    if (offloadsTo(f, Slot::OffloadOptimizerDevice) && value(f, Slot::ForceDsCpuOptimizer) != "false") {
        const ImportOrigin o = originOf(f, Slot::OffloadOptimizerDevice);
        if (const Fact* optim = get(f, Slot::Optimizer); optim && optim->value != "adamw")
            c.out.unused.push_back(
                {optim->origin.file, optim->origin.key, optim->origin.line, UnusedReason::Superseded, o.key});
        set(f, Slot::Optimizer, "adamw", o);
    }
}

/// Offload: DeepSpeed's devices (and the optimizer it then runs), FSDP's CPU offload of parameters.
void deriveOffload(Context& c)
{
    offloadFromDevices(c);
    deepSpeedCpuOptimizer(c);
    Facts& f = c.facts;
    if (isTrue(f, Slot::FsdpOffload))
        setIfAbsent(f, Slot::Offload, "params_optimizer", originOf(f, Slot::FsdpOffload));
    else if (get(f, Slot::FsdpOffload))
        setIfAbsent(f, Slot::Offload, "none", originOf(f, Slot::FsdpOffload));
}

// ---- GPUs -----------------------------------------------------------------------------------------------------

/// GPUs: the launcher's process count, CUDA_VISIBLE_DEVICES, litgpt's devices x nodes.
void deriveGpuCount(Facts& f, Stack st)
{
    if (const Fact* nproc = get(f, Slot::NprocPerNode)) {
        // ms-swift launches torchrun with NPROC_PER_NODE processes on each of NNODES nodes.
        const Fact* nodes = get(f, Slot::NumMachines);
        const auto perNode = readNumber(nproc->value);
        const auto count = nodes && nodes->origin.key == "env.NNODES" ? readNumber(nodes->value) : std::nullopt;
        if (perNode && count && *count >= 1 && *count <= 1e4 && *perNode >= 1 && *perNode <= 1e4)
            setIfAbsent(f, Slot::NumGpus, numberText(*perNode * *count), nproc->origin);
        else
            setIfAbsent(f, Slot::NumGpus, nproc->value, nproc->origin);
    }
    if (const Fact* visible = get(f, Slot::VisibleDevices); visible && !visible->value.empty()) {
        const auto n = std::count(visible->value.begin(), visible->value.end(), ',') + 1;
        setIfAbsent(f, Slot::NumGpus, std::to_string(n), visible->origin);
    }
    if (st == Stack::Litgpt) {
        if (const Fact* devices = get(f, Slot::Devices)) {
            const auto d = readNumber(devices->value);
            const auto nodes = readNumber(value(f, Slot::NumMachines).empty() ? "1" : value(f, Slot::NumMachines));
            if (d && nodes)
                setIfAbsent(f, Slot::NumGpus, numberText(*d * *nodes), devices->origin);
        }
    }
}

// ---- checkpointing, loss, optimizer ---------------------------------------------------------------------------

/// Checkpointing: activation offload, an FSDP wrapper's checkpointing, "disable" flags.
void deriveCheckpointing(Context& c)
{
    Facts& f = c.facts;
    if (isTrue(f, Slot::ActivationOffload)) {
        // Offloaded activations are modelled as offloaded checkpoints: the stored inputs of each block go to host.
        const ImportOrigin o = originOf(f, Slot::ActivationOffload);
        c.out.unused.push_back({o.file, o.key, o.line, UnusedReason::Approximated, "grad_ckpt=offload"});
        set(f, Slot::GradCkpt, "offload", o);
    } else if (isTrue(f, Slot::FsdpActivationCkpt))
        set(f, Slot::GradCkpt, "full", originOf(f, Slot::FsdpActivationCkpt));
    else if (isTrue(f, Slot::DisableGradCkpt))
        setIfAbsent(f, Slot::GradCkpt, "none", originOf(f, Slot::DisableGradCkpt));
}

/// Loss: fused (Liger) or chunked switches, torchtune's loss component.
void deriveLoss(Facts& f)
{
    if (isTrue(f, Slot::FusedLoss))
        setIfAbsent(f, Slot::Loss, "fused", originOf(f, Slot::FusedLoss));
    if (isTrue(f, Slot::ChunkedLoss))
        setIfAbsent(f, Slot::Loss, "chunked", originOf(f, Slot::ChunkedLoss));
    if (const Fact* loss = get(f, Slot::LossComponent)) {
        const std::string l = lower(loss->value);
        if (l.find("chunked") != std::string::npos || l.find("linearcrossentropy") != std::string::npos)
            setIfAbsent(f, Slot::Loss, "chunked", loss->origin);
    }
}

/// litgpt swaps AdamW for bitsandbytes' PagedAdamW when the base is quantized (finetune/lora.py).
void litgptPagedOptimizer(Facts& f, Stack st)
{
    const std::string quantType = lower(value(f, Slot::QuantType));
    if (st == Stack::Litgpt && quantType.rfind("bnb.", 0) == 0 && value(f, Slot::Optimizer) != "paged_adamw_8bit")
        set(f, Slot::Optimizer, "paged_adamw_32bit", originOf(f, Slot::QuantType));
}

// ---- precision ------------------------------------------------------------------------------------------------

/// litgpt's --precision (Lightning's precision names): "-true" computes in the type, "-mixed" keeps fp32 masters.
std::string litgptPrecision(const std::string& mixed)
{
    return mixed == "bf16-true"    ? "bf16"
           : mixed == "bf16-mixed" ? "amp_bf16"
           : mixed == "16-true"    ? "fp16"
           : mixed == "16-mixed"   ? "amp_fp16"
           : mixed == "32-true"    ? "fp32"
                                   : "";
}

/// A bf16/fp16 switch outside DeepSpeed: pure half precision unless the stack keeps fp32 weights under autocast.
std::string halfPrecision(const Facts& f, Stack st, const std::string& half, const std::string& dtype)
{
    const std::string method = value(f, Slot::Method);
    if (st == Stack::Trl && dtype != "bfloat16" && dtype != "float16" && dtype != "bf16")
        return "amp_" + half; // TRL loads the model in float32 by default: autocast over fp32 weights
    if (st == Stack::LlamaFactory && !isTrue(f, Slot::PureBf16) && (method == "full" || method == "freeze"))
        return "amp_" + half; // LLaMA-Factory upcasts trainable parameters to fp32
    return half;
}

/// Megatron's --fp8-recipe names (megatron/training/arguments.py) as Tunefit's recipe keys; nullopt = unknown.
std::optional<std::string> megatronFp8Recipe(const std::string& name)
{
    if (name.empty() || name == "delayed")
        return "te_fp8_delayed"; // Megatron's default recipe
    if (name == "tensorwise")
        return "te_fp8_current";
    if (name == "blockwise")
        return "te_fp8_blockwise";
    if (name == "mxfp8")
        return "te_mxfp8";
    return std::nullopt;
}

/// torchtune's enable_fp8_training runs torchao's Float8 linears (training.convert_to_float8_training): without
/// fp8_recipe_name, tensorwise scaling with the FSDP float8 all-gather; "tensorwise" and "rowwise" are torchao's
/// recipes of those names (Float8LinearConfig.from_recipe_name: tensorwise without the all-gather). Any other name
/// ("rowwise_with_gw_hp") is kept as written, and applying it names the value Tunefit does not model.
void deriveTorchtuneFp8(Facts& f)
{
    const ImportOrigin on = originOf(f, Slot::Fp8);
    const Fact* name = get(f, Slot::Fp8Recipe);
    if (!name) {
        set(f, Slot::LowPrecision, "torchao_fp8_tensorwise", on);
        if (!get(f, Slot::PrecisionParamGather))
            set(f, Slot::PrecisionParamGather, "true", defaultOrigin(Stack::Torchtune, "fp8_recipe_name"));
        return;
    }
    const std::string n = lower(name->value);
    set(f, Slot::LowPrecision, n == "tensorwise" || n == "rowwise" ? "torchao_fp8_" + n : name->value, name->origin);
}

/// The FP8/FP4 recipe of the linears: Megatron's --fp4-recipe / --fp8-format and --fp8-recipe (Transformer Engine),
/// or an FP8 switch with its library: axolotl's fp8 (torchao), LLaMA-Factory's fp8 with fp8_backend, accelerate's
/// mixed_precision fp8 with fp8_config.backend. accelerate and LLaMA-Factory's "auto" take Transformer Engine where it
/// is installed (accelerate's order: TE, then MS-AMP, then torchao); MS-AMP is not modelled and stays unset.
void deriveLowPrecision(Facts& f, Stack st)
{
    if (get(f, Slot::LowPrecision))
        return;
    const std::string fp4 = get(f, Slot::Fp4Format) ? lower(value(f, Slot::Fp4Recipe)) : std::string();
    const std::string backend = lower(value(f, Slot::Fp8Backend));
    const bool fp8Switch = isTrue(f, Slot::Fp8) || lower(value(f, Slot::MixedPrecision)) == "fp8";
    if (st == Stack::Torchtune) {
        if (isTrue(f, Slot::Fp8))
            deriveTorchtuneFp8(f);
        return;
    }
    std::optional<std::string> recipe;
    ImportOrigin o;
    if (fp4 == "nvfp4" || (get(f, Slot::Fp4Format) && !get(f, Slot::Fp4Recipe))) {
        recipe = "te_nvfp4"; // --fp4-recipe defaults to nvfp4, its only value
        o = originOf(f, get(f, Slot::Fp4Recipe) ? Slot::Fp4Recipe : Slot::Fp4Format);
    } else if (get(f, Slot::Fp8Format)) {
        recipe = megatronFp8Recipe(lower(value(f, Slot::Fp8Recipe)));
        o = originOf(f, get(f, Slot::Fp8Recipe) ? Slot::Fp8Recipe : Slot::Fp8Format);
    } else if (fp8Switch) {
        o = originOf(f, get(f, Slot::Fp8Backend) ? Slot::Fp8Backend
                        : get(f, Slot::Fp8)      ? Slot::Fp8
                                                 : Slot::MixedPrecision);
        if (backend == "torchao" || backend == "ao" || (backend.empty() && st == Stack::Axolotl))
            recipe = "torchao_fp8_tensorwise";
        else if (backend == "te" || backend == "auto" || backend.empty())
            recipe = "te_fp8_delayed"; // accelerate's TE recipe is DelayedScaling
    }
    if (recipe)
        set(f, Slot::LowPrecision, *recipe, o);
}

/// The blocks Megatron keeps in BF16 under its FP8/FP4 recipe: with --first-last-layers-bf16 the counts of
/// --num-layers-at-start-in-bf16 and --num-layers-at-end-in-bf16, each 1 when left out
/// (megatron/training/arguments.py); without the switch Megatron ignores the counts.
void deriveSixteenBitBlocks(Facts& f, Stack st)
{
    if (!isTrue(f, Slot::FirstLastLayersBf16) || !get(f, Slot::LowPrecision))
        return;
    struct End
    {
        Slot count, field;
        const char* key;
    };
    for (const End& e : {End{Slot::Bf16LayersAtStart, Slot::SixteenBitBlocksAtStart, "num_layers_at_start_in_bf16"},
                         End{Slot::Bf16LayersAtEnd, Slot::SixteenBitBlocksAtEnd, "num_layers_at_end_in_bf16"}}) {
        if (get(f, e.field))
            continue;
        if (get(f, e.count))
            set(f, e.field, value(f, e.count), originOf(f, e.count));
        else
            set(f, e.field, "1", defaultOrigin(st, e.key));
    }
}

/// Megatron's precision-aware optimizer (--use-precision-aware-optimizer, Transformer Engine's FusedAdam): equal
/// moment dtypes become the job's optimizer state type. What the estimate does not model (moments of two dtypes, fp16
/// moments, fp16 main parameters, bf16 main gradients) is set as written, and the job refuses it by name.
void derivePrecisionAwareOptimizer(Facts& f)
{
    if (get(f, Slot::OptimizerState) || !isTrue(f, Slot::PrecisionAwareOptimizer))
        return;
    const std::string avg = lower(value(f, Slot::ExpAvgDtype));
    const std::string avgSq = lower(value(f, Slot::ExpAvgSqDtype));
    const std::string first = avg.empty() ? "fp32" : avg; // Megatron's defaults
    const std::string second = avgSq.empty() ? "fp32" : avgSq;
    const std::string params = lower(value(f, Slot::MainParamsDtype));
    const std::string grads = lower(value(f, Slot::MainGradsDtype));
    if (!params.empty() && params != "fp32")
        set(f, Slot::OptimizerState, "main_params_dtype " + params, originOf(f, Slot::MainParamsDtype));
    else if (!grads.empty() && grads != "fp32")
        set(f, Slot::OptimizerState, "main_grads_dtype " + grads, originOf(f, Slot::MainGradsDtype));
    else if (first != second)
        set(f, Slot::OptimizerState, first + "/" + second, originOf(f, Slot::ExpAvgSqDtype));
    else if (get(f, Slot::ExpAvgDtype))
        set(f, Slot::OptimizerState, first, originOf(f, Slot::ExpAvgDtype));
}

/// axolotl's QAT dtypes as Tunefit's scheme key (get_quantization_config): the pairs torchao's QAT takes. A pair
/// axolotl refuses (int8 weights alone, int8/int8, int4/int4) keeps its dtypes as the key, which no scheme has: the
/// import then refuses it at the qat field rather than drop it.
std::string axolotlQatScheme(const std::string& activation, const std::string& weight)
{
    const auto fp8 = [](const std::string& d) { return d == "float8_e4m3fn" || d == "fp8" || d == "float8"; };
    if (weight == "nvfp4")
        return "nvfp4_weight"; // NVFP4WeightOnlyConfig, whatever the activation dtype
    if (weight == "mxfp4")
        return "mxfp4_act_mxfp4_weight"; // MXDynamicActivationMXWeightConfig, FP4 both
    if (activation.empty() && weight == "int4")
        return "int4_weight";
    if (activation == "int8" && weight == "int4")
        return "int8_act_int4_weight";
    if (fp8(activation) && fp8(weight))
        return "fp8_act_fp8_weight";
    if (fp8(activation) && weight == "int4")
        return "fp8_act_int4_weight";
    return (activation.empty() ? std::string("none") : activation) + "_act_" + weight + "_weight";
}

/// Quantization-aware training: torchtune's quantizer class (its QAT quantizers only; the PTQ ones of its quantize
/// recipe are no training setting), or axolotl's qat block, whose weight_dtype defaults to int8 and group_size to 32.
/// torchao's legacy quantizers default to groups of 256.
void deriveQat(Facts& f, Stack st)
{
    if (get(f, Slot::Qat))
        return;
    const std::string quantizer = value(f, Slot::QatQuantizer);
    const bool axolotlBlock = get(f, Slot::QatWeightDtype) || get(f, Slot::QatActivationDtype);
    std::string scheme;
    ImportOrigin o;
    if (st == Stack::Torchtune && quantizer.find("QATQuantizer") != std::string::npos) {
        o = originOf(f, Slot::QatQuantizer);
        if (quantizer.find("Int8DynActInt4WeightQATQuantizer") != std::string::npos)
            scheme = "int8_act_int4_weight";
        else if (quantizer.find("Int4WeightOnlyQATQuantizer") != std::string::npos)
            scheme = "int4_weight";
        else
            scheme = quantizer; // a QAT quantizer Tunefit does not know: refused at the field
        if (!get(f, Slot::QatGroupSize))
            set(f, Slot::QatGroupSize, "256", ImportOrigin{{}, "quantizer.groupsize", 0, true, Stack::Torchtune});
    } else if (st == Stack::Axolotl && axolotlBlock) {
        o = originOf(f, get(f, Slot::QatWeightDtype) ? Slot::QatWeightDtype : Slot::QatActivationDtype);
        const std::string weight = get(f, Slot::QatWeightDtype) ? lower(value(f, Slot::QatWeightDtype)) : "int8";
        scheme = axolotlQatScheme(lower(value(f, Slot::QatActivationDtype)), weight);
        if (!get(f, Slot::QatGroupSize))
            set(f, Slot::QatGroupSize, "32", ImportOrigin{{}, "qat.group_size", 0, true, Stack::Axolotl});
    }
    if (!scheme.empty())
        set(f, Slot::Qat, scheme, o);
}

/// Precision: what the engine computes in and whether it keeps fp32 masters.
void derivePrecision(Facts& f, Stack st)
{
    if (get(f, Slot::Precision))
        return;
    const bool deepspeed = get(f, Slot::ZeroStage) != nullptr;
    const bool bf16 = isTrue(f, Slot::Bf16);
    const bool fp16 = isTrue(f, Slot::Fp16);
    const std::string half = bf16 ? "bf16" : fp16 ? "fp16" : "";
    const std::string mixed = lower(value(f, Slot::MixedPrecision));
    const std::string dtype = lower(value(f, Slot::TorchDtype));
    std::string p;
    ImportOrigin o = bf16 ? originOf(f, Slot::Bf16) : fp16 ? originOf(f, Slot::Fp16) : ImportOrigin{};
    if (st == Stack::OpenRlhf && !dtype.empty()) {
        o = originOf(f, Slot::TorchDtype); // ds.param_dtype under DeepSpeed's engine: fp32 master weights
        p = dtype == "bf16" ? "amp_bf16" : dtype == "fp16" ? "amp_fp16" : "fp32";
    } else if (st == Stack::Litgpt && !mixed.empty()) {
        o = originOf(f, Slot::MixedPrecision);
        p = litgptPrecision(mixed);
    } else if (!half.empty() && deepspeed) {
        p = "amp_" + half; // DeepSpeed's bf16/fp16 engines keep fp32 master weights and optimizer state
    } else if (st == Stack::Torchtune && !dtype.empty()) {
        o = originOf(f, Slot::TorchDtype);
        p = dtype == "bf16" || dtype == "bfloat16" ? "bf16" : dtype == "fp16" || dtype == "float16" ? "fp16" : "fp32";
    } else if (st == Stack::MsSwift && !dtype.empty()) {
        o = originOf(f, Slot::TorchDtype);
        p = deepspeed ? "amp_bf16" : dtype == "float16" ? "fp16" : dtype == "float32" ? "fp32" : "bf16";
    } else if (!half.empty()) {
        p = halfPrecision(f, st, half, dtype);
    } else if (mixed == "bf16" || mixed == "fp16") {
        o = originOf(f, Slot::MixedPrecision); // accelerate autocast: fp32 masters of what the model loads in fp32
        p = "amp_" + mixed;
    } else if (mixed == "fp8") {
        o = originOf(f, Slot::MixedPrecision); // accelerate's FP8 runs the rest under bf16 autocast, fp32 masters
        p = "amp_bf16";
    }
    if (!p.empty())
        set(f, Slot::Precision, p, o);
}

// ---- parallel layout ------------------------------------------------------------------------------------------

/// Model-parallel degrees (Megatron back ends, accelerate's ParallelismConfig). With no GPU count named, the fewest
/// GPUs the layout runs on: TP × PP × CP GPUs per replica, and as many replicas as the expert groups need
/// (EP × ETP divides TP × DP × CP, validateLayout()). The launch decides the count; the job gets the layout.
void gpusOfModelParallelLayout(Context& c)
{
    Facts& f = c.facts;
    auto degree = [&](Slot s) {
        const auto n = readNumber(value(f, s));
        return n && *n >= 1 && *n <= 65'536 ? int64_t(*n) : int64_t(1);
    };
    const int64_t tp = degree(Slot::TensorParallel), pp = degree(Slot::PipelineParallel);
    const int64_t cp = std::max(degree(Slot::RingDegree), degree(Slot::UlyssesDegree));
    const int64_t experts = degree(Slot::ExpertParallel) * degree(Slot::ExpertTensorParallel);
    const int64_t fewest = tp * pp * cp * (experts / std::gcd(experts, tp * cp));
    const Slot named[] = {Slot::TensorParallel, Slot::PipelineParallel, Slot::ExpertParallel};
    const auto first = std::find_if(std::begin(named), std::end(named), [&](Slot s) { return degree(s) > 1; });
    if (first != std::end(named) && fewest > 1 && fewest <= 100'000 && !get(f, Slot::NumGpus)) {
        const ImportOrigin origin = get(f, *first)->origin;
        set(f, Slot::NumGpus, std::to_string(fewest), origin);
        c.out.leftToRuntime.push_back({origin.file, "num_gpus", 0, std::string(), std::nullopt});
    }
}

/// Sequence parallelism: the stack's way of splitting decides Ulysses or ring. A degree above the GPU count the
/// files name (or with none named) needs at least that many GPUs: the launch decides, the job gets the degree.
void deriveSequenceParallel(Context& c)
{
    Facts& f = c.facts;
    for (const Slot s : {Slot::UlyssesDegree, Slot::RingDegree}) {
        const Fact* degree = get(f, s);
        const auto n = degree ? readNumber(degree->value) : std::nullopt;
        if (!n || *n <= 1 || get(f, Slot::SequenceParallel))
            continue;
        set(f, Slot::SequenceParallel, s == Slot::UlyssesDegree ? "ulysses" : "ring", degree->origin);
        set(f, Slot::SpDegree, degree->value, degree->origin);
        if (!get(f, Slot::NumGpus)) {
            set(f, Slot::NumGpus, degree->value, degree->origin);
            // Not tied to the field, so the degree standing in for the count does not close it.
            c.out.leftToRuntime.push_back({degree->origin.file, "num_gpus", 0, std::string(), std::nullopt});
        }
    }
}

/// Several GPUs and no sharding named: plain data parallel (the one rule of every front end).
void dataParallelByDefault(Facts& f)
{
    if (!get(f, Slot::Sharding)) {
        if (const auto n = readNumber(value(f, Slot::NumGpus)); n && *n > 1)
            set(f, Slot::Sharding, "ddp", originOf(f, Slot::NumGpus));
    }
}

} // namespace

void derive(Context& c)
{
    Facts& f = c.facts;
    const Stack st = c.stack;
    deriveObjective(f, st);
    modelFromCheckpointDir(f);
    deriveMethod(f, st);
    deriveQuantization(f, st);
    targetsFromLinearSwitch(c);
    targetsFromModuleSwitches(c);
    llamaFactoryLoraAlpha(f, st);
    litgptAccumulation(f, st);
    deriveSharding(c);
    deriveOffload(c);
    deriveGpuCount(f, st);
    deriveCheckpointing(c);
    deriveLoss(f);
    litgptPagedOptimizer(f, st);
    derivePrecision(f, st);
    deriveLowPrecision(f, st);
    deriveSixteenBitBlocks(f, st);
    derivePrecisionAwareOptimizer(f);
    deriveQat(f, st);
    gpusOfModelParallelLayout(c);
    deriveSequenceParallel(c);
    dataParallelByDefault(f);
}

} // namespace tunefit::import::detail

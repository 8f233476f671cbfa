// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/ModelState.h"

#include "core/memory/MemoryEstimator.h"
#include "core/training/OptimizerStates.h"

#include <algorithm>

namespace tunefit {

double quantizedBytesPerParam(BaseQuant quant, DType weightDType)
{
    switch (quant) {
    case BaseQuant::None:
        return bytesOf(weightDType);
    case BaseQuant::NF4:
    case BaseQuant::FP4:
        return (4.0 + 32.0 / 64.0) / 8.0;
    case BaseQuant::NF4DoubleQuant:
    case BaseQuant::FP4DoubleQuant:
        return (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
    case BaseQuant::Int8:
        return 1.0; // LLM.int8: int8 weights + one fp32 scale per row (negligible)
    case BaseQuant::GptqInt4:
        return (4.0 + 16.0 / 128.0 + 4.0 / 128.0) / 8.0;
    }
    return 2.0;
}

namespace {

/// Parameters of one transformer block (the unit FSDP/ZeRO-3 gather at once).
int64_t blockParameters(const ModelSpec& m, const ParameterCount& p)
{
    const int blocks = std::max(1, m.layers);
    return (p.linear + p.norms) / blocks;
}

int64_t largestLinear(const ModelSpec& m)
{
    int64_t largest = 0;
    for (const LinearModule& lin : linearModules(m))
        largest = std::max(largest, lin.in * lin.out);
    return largest;
}

} // namespace

ParameterCount scalarHeadParameters(const ModelSpec& m)
{
    ParameterCount p = countParameters(m);
    p.lmHead = 0;        // the tied case keeps its embedding as the input embedding
    p.norms += m.hidden; // the score head: hidden × 1, no bias (transformers *ForSequenceClassification)
    return p;
}

ParameterCount objectiveParameters(const ModelSpec& m, const TrainingSetup& t)
{
    return t.objective.objective == Objective::RewardModel ? scalarHeadParameters(m) : countParameters(m);
}

int64_t unfrozenBaseParameters(const ModelSpec& m, const TrainingSetup& t)
{
    const ParameterCount p = countParameters(m);
    const AdapterSettings& a = t.adapter;
    int64_t n = 0;
    if (a.trainEmbeddings)
        n += p.embedding;
    if (a.trainLmHead)
        n += p.lmHead > 0 ? p.lmHead : (a.trainEmbeddings ? 0 : p.embedding);
    if (a.trainNorms || t.method == Method::LnTuning || t.method == Method::LlamaAdapterV2)
        n += p.norms;
    return n;
}

namespace {

/// Parameters one adapter of a target-based method adds to one instance of a linear layer; -1 for other methods.
int64_t adapterParametersPerModule(Method method, int64_t r, const LinearModule& l)
{
    switch (method) {
    case Method::LoRA:
    case Method::QLoRA:
        return r * (l.in + l.out);
    case Method::DoRA: // LoRA + a magnitude vector per output row
        return r * (l.in + l.out) + l.out;
    case Method::AdaLoRA: // P (r×in), Λ (r), Q (out×r)
        return r * (l.in + l.out) + r;
    case Method::LoHa: // two Hadamard-multiplied low-rank pairs
        return 2 * r * (l.in + l.out);
    case Method::LoKr: // Kronecker factors: a small r×r block and a low-rank factor of the rest
        return r * r + r * (l.in + l.out) / std::max<int64_t>(r, 1);
    case Method::VeRA: // per-module scaling vectors d (r) and b (out); the random matrices are shared and frozen
        return r + l.out;
    case Method::OFT:
    case Method::BOFT: { // r blocks of (in/r)² skew-symmetric entries, stored as upper triangles
        const int64_t block = std::max<int64_t>(1, l.in / r);
        return r * block * (block - 1) / 2 + l.out;
    }
    case Method::IA3: // a vector per target: output scaling for attention, input scaling for the MLP down projection
        return l.target == Target::Down ? l.in : l.out;
    default:
        return -1;
    }
}

} // namespace

namespace {

/// trainableParameters() with the model's objectiveParameters() counted already.
int64_t trainableOf(const ModelSpec& m, const TrainingSetup& t, const ParameterCount& p)
{
    const AdapterSettings& a = t.adapter;
    const int64_t r = a.rank;
    int64_t n = 0;
    auto forTargets = [&](const ModelSpec& model) {
        for (const LinearModule& lin : linearModules(model)) {
            if (contains(a.targets, lin.target))
                n += lin.count * adapterParametersPerModule(t.method, r, lin);
        }
    };
    // A trained vision tower takes the same adapters on its linears (PEFT target names match its q/k/v/o and MLP).
    if (usesTargets(t.method) && trainsVisionTower(m, t))
        forTargets(visionTowerModel(m.vision));
    switch (t.method) {
    case Method::Full: // the vision tower stays frozen unless the job trains it (freeze_vision_tower, freeze_vit)
        return p.total() - (trainsVisionTower(m, t) ? 0 : p.vision);
    case Method::Freeze:
        return blockParameters(m, p) * a.trainableLastLayers;
    case Method::LoRA:
    case Method::QLoRA:
    case Method::DoRA:
    case Method::AdaLoRA:
    case Method::LoHa:
    case Method::LoKr:
    case Method::VeRA:
    case Method::OFT:
    case Method::BOFT:
    case Method::IA3:
        forTargets(m);
        break;
    case Method::PrefixTuning: // a key and a value prefix per layer
        n = int64_t(m.layers) * 2 * a.virtualTokens * m.kvWidth();
        break;
    case Method::PromptTuning:
        n = int64_t(a.virtualTokens) * m.hidden;
        break;
    case Method::PTuning: // prompt embedding + PEFT's MLP prompt encoder (two hidden×hidden layers)
        n = int64_t(a.virtualTokens) * m.hidden + 2 * (int64_t(m.hidden) * m.hidden + m.hidden);
        break;
    case Method::LlamaAdapter:
    case Method::LlamaAdapterV2: {
        const int layers = a.adapterLayers > 0 ? a.adapterLayers : m.layers;
        n = int64_t(layers) * (int64_t(a.virtualTokens) * m.hidden + 1);
        if (t.method == Method::LlamaAdapterV2) // bias and scale on every linear output
            for (const LinearModule& lin : linearModules(m))
                n += lin.count * 2 * lin.out;
        break;
    }
    case Method::BottleneckAdapter: // after attention and after the MLP: down (h→bn) and up (bn→h) with biases
        n = int64_t(m.layers) * 2 * (2 * int64_t(m.hidden) * a.bottleneck + a.bottleneck + m.hidden);
        break;
    case Method::LnTuning:
        n = p.norms;
        break;
    }
    if (a.trainEmbeddings)
        n += p.embedding;
    if (a.trainLmHead)
        n += p.lmHead > 0 ? p.lmHead : (a.trainEmbeddings ? 0 : p.embedding);
    if (a.trainNorms && t.method != Method::LnTuning && t.method != Method::LlamaAdapterV2)
        n += p.norms;
    if (t.method == Method::LlamaAdapterV2)
        n += p.norms;
    // A reward model's new score head is trained beside the adapters (PEFT SEQ_CLS adds it to modules_to_save).
    if (t.objective.objective == Objective::RewardModel)
        n += m.hidden;
    return std::min<int64_t>(n, p.total());
}

} // namespace

int64_t trainableParameters(const ModelSpec& m, const TrainingSetup& t)
{
    return trainableOf(m, t, objectiveParameters(m, t));
}

ModelState modelState(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par, const ParameterCount& p)
{
    return modelState(m, t, par, p, ExpertShardGroup{});
}

namespace {

/// What the model-state terms share: the job, the shard groups and the byte widths, computed once.
struct StateContext
{
    const ModelSpec& m;
    const TrainingSetup& t;
    const Parallelism& par;
    const ParameterCount& p;
    const ExpertShardGroup& experts;
    int64_t total = 0;
    int64_t largest = 0; ///< the largest linear's parameters
    bool towerTrained = false, full = false, amp = false;
    bool shardOptimizer = false, shardParams = false;
    double optShard = 1, gradShard = 1, paramShard = 1;
    double sixteenBit = 2; ///< the compute dtype's width: non-quantized parts of a quantized base
    double baseBytes = 2;  ///< bytes per frozen (non-quantized) base parameter
    double frozenBytes = 0;
    double trainableBytes = 2, masterBytes = 0, gradBytes = 2;
    bool fp32MainGrads = false, inBackward = false;
    double T = 0;              ///< trainable parameters
    double largestTrained = 0; ///< parameters of the largest trained tensor
    double localGrads = 0;     ///< this GPU's gradients, before DeepSpeed's fp32 partition and offload
    double stateBytes = 4, optBytes = 0;
};

/// Sharding factors (ZeRO paper §5: P_os, P_os+g, P_os+g+p). Every sharded quantity is (parameters × bytes) / group:
/// with two groups (dense and routed experts), their parameter-weighted harmonic mean gives the same sum.
void shardFactors(StateContext& c)
{
    const Parallelism& par = c.par;
    const int denseGroup = par.sharding == Sharding::FsdpHybrid ? std::min(par.gpus, par.gpusPerNode) : par.gpus;
    const double routed = std::clamp(c.experts.routedShare, 0.0, 1.0);
    const double expertGroup = std::max(1.0, c.experts.expertGroup);
    const double shardGroup =
        routed > 0 ? 1.0 / ((1.0 - routed) / double(denseGroup) + routed / expertGroup) : double(denseGroup);
    c.shardOptimizer = par.sharding != Sharding::None && par.sharding != Sharding::DDP;
    const bool shardGradients = par.sharding == Sharding::Zero2 || par.sharding == Sharding::Zero3 ||
                                par.sharding == Sharding::FsdpFull || par.sharding == Sharding::FsdpGradOp ||
                                par.sharding == Sharding::FsdpHybrid;
    c.shardParams = par.sharding == Sharding::Zero3 || par.sharding == Sharding::FsdpFull ||
                    par.sharding == Sharding::FsdpHybrid || par.offload == Offload::ParamsOptimizer;
    c.optShard = c.shardOptimizer ? shardGroup : 1.0;
    c.gradShard = shardGradients ? shardGroup : 1.0;
    c.paramShard = c.shardParams ? shardGroup : 1.0;
}

/// Frozen parameters and their bytes: quantized linears at their storage width, everything else at baseBytes.
void frozenTerms(ModelState& s, StateContext& c)
{
    const TrainingSetup& t = c.t;
    if (c.full) {
        s.frozenParams = c.towerTrained ? 0 : c.p.vision; // a vision tower stays frozen unless the job trains it
        c.frozenBytes = double(s.frozenParams) * c.baseBytes;
        return;
    }
    // Adapters are new tensors beside the base; norms trained in place leave the frozen set, while PEFT's
    // modules_to_save trains a copy of the embedding/lm_head and keeps the frozen original.
    const bool normsTrained =
        t.adapter.trainNorms || t.method == Method::LnTuning || t.method == Method::LlamaAdapterV2;
    s.frozenParams = std::max<int64_t>(0, c.total - (normsTrained ? c.p.norms : 0));
    int64_t quantizedParams = 0;
    if (t.baseQuant != BaseQuant::None) {
        for (const LinearModule& lin : linearModules(c.m)) {
            const bool adapted = contains(t.adapter.targets, lin.target);
            if (t.quantizedModules == QuantizedModules::AllLinear || adapted)
                quantizedParams += lin.count * lin.in * lin.out;
        }
    }
    const int64_t plainFrozen = std::max<int64_t>(0, s.frozenParams - quantizedParams);
    c.frozenBytes = double(quantizedParams) * quantizedBytesPerParam(t.baseQuant, t.weightDType) +
                    double(plainFrozen) * c.baseBytes;
}

/// Trainable tensors: full fine-tuning keeps them in the weight dtype; adapters are fp32 under fp32, autocast or
/// PEFT's autocast_adapter_dtype, and 16-bit in pure bf16/fp16 recipes (torchtune, litgpt bf16-true). Unfrozen base
/// tensors (embedding/lm_head copies, norms, biases) keep the base dtype; the bytes per parameter mix the two groups.
double trainableBytesPerParam(const ModelState& s, const StateContext& c)
{
    const TrainingSetup& t = c.t;
    if (c.full || t.method == Method::Freeze || s.trainableParams <= 0)
        return bytesOf(t.weightDType);
    const double adapterBytes = (c.amp || t.compute == Compute::FP32 || t.adapter.fp32Adapters) ? 4.0 : 2.0;
    const double extras = double(std::min<int64_t>(unfrozenBaseParameters(c.m, t), s.trainableParams));
    return ((double(s.trainableParams) - extras) * adapterBytes + extras * c.baseBytes) / double(s.trainableParams);
}

/// Megatron's FP8 parameters (--fp8-param-gather with replicated parameters): a full fine-tune keeps the blocks'
/// weights in the recipe's format instead of 16-bit; the fp32 masters stay with the optimizer. Bytes saved.
double lowPrecisionPrimarySaving(const StateContext& c)
{
    const LowPrecisionSetup& lp = c.t.lowPrecision;
    if (!lp.paramGather || lowPrecisionKernels(lp.recipe) != LowPrecisionKernels::TransformerEngine || !c.full ||
        c.shardParams || c.trainableBytes > 2)
        return 0.0;
    const double saved = c.trainableBytes - lowPrecisionElementBytes(lp.recipe);
    return saved > 0 ? double(c.p.linear) * lowPrecisionBlockShare(lp, c.m.layers) * saved : 0.0;
}

/// Transformer Engine's quantized weight copies (row-wise and column-wise, cached across micro-batches), alive from
/// forward to backward for every block of the recipe on this GPU at the parameters' sharding (TE's FSDP support
/// shards them with the weights).
double quantizedWeightCopies(const StateContext& c)
{
    return double(c.p.linear) * lowPrecisionBlockShare(c.t.lowPrecision, c.m.layers) *
           quantizedWeightCopyBytes(c.t.lowPrecision) / c.paramShard;
}

/// The weights on this GPU: frozen and trainable, sharded (ZeRO-3/FSDP) or offloaded, and what other terms need of
/// them (a reference copy's storage, the resident share).
void weightTerms(ModelState& s, StateContext& c)
{
    const TrainingSetup& t = c.t;
    frozenTerms(s, c);
    c.trainableBytes = trainableBytesPerParam(s, c);
    // fp32 master copies exist when mixed precision trains 16-bit weights (DeepSpeed/FSDP mixed precision, apex O2).
    c.masterBytes = (c.amp && c.trainableBytes < 4.0) ? 4.0 : 0.0;
    c.T = double(s.trainableParams);
    const double weightOffloadShare = c.par.offload == Offload::ParamsOptimizer ? 0.0 : 1.0;
    s.weightResidentShare = weightOffloadShare / c.paramShard;
    s.plainBytesPerParam = c.full ? bytesOf(t.weightDType) : c.baseBytes;
    // The whole model at its frozen storage width: what a separate reference copy stores (norms included).
    s.baseStorageBytes =
        c.full ? double(c.total) * bytesOf(t.weightDType)
               : c.frozenBytes + double(s.frozenParams < c.total ? c.total - s.frozenParams : 0) * c.baseBytes;
    s.unshardedWeights = c.frozenBytes + double(s.trainableParams) * c.trainableBytes;
    s.frozenWeights = c.frozenBytes / c.paramShard * weightOffloadShare;
    if (c.par.fullCheckpointOnEachRank && c.paramShard > 1) // the whole model stays resident next to the local shard
        s.fullCopy = c.frozenBytes + double(s.trainableParams) * bytesOf(t.weightDType);
    s.trainableWeights = c.T * c.trainableBytes / c.paramShard * weightOffloadShare;
    s.trainableWeights -= lowPrecisionPrimarySaving(c) * weightOffloadShare;
}

/// The largest trained tensor: the embedding or lm_head (vocabulary × hidden) or the largest linear in full
/// fine-tuning, one adapter matrix (rank × the widest target side) otherwise.
double largestTrainedTensor(const StateContext& c)
{
    const TrainingSetup& t = c.t;
    double largest = c.full || t.method == Method::Freeze ? double(std::max(c.largest, int64_t(c.p.embedding))) : 0.0;
    if (!c.full && t.method != Method::Freeze) {
        for (const LinearModule& lin : linearModules(c.m))
            if (contains(t.adapter.targets, lin.target))
                largest = std::max(largest, double(t.adapter.rank) * double(std::max(lin.in, lin.out)));
        if (t.adapter.trainEmbeddings || t.adapter.trainLmHead)
            largest = std::max(largest, double(c.p.embedding));
    }
    return std::min(largest, c.T);
}

/// Gradients: all local ones, held across micro-batches when accumulating, one tensor's when the step runs inside
/// backward, and the lm_head's early gradient.
void gradientTerms(ModelState& s, StateContext& c)
{
    const TrainingSetup& t = c.t;
    // Megatron-LM accumulates and reduces bf16 models' gradients in fp32 main_grad buffers (arguments.py: bf16 ⇒
    // accumulate_allreduce_grads_in_fp32); the master step then reads them in place.
    c.fp32MainGrads = c.experts.megatronOptimizer && c.amp && c.full && c.trainableBytes < 4.0;
    c.gradBytes = c.fp32MainGrads ? 4.0 : c.trainableBytes;
    c.inBackward = stepsInBackward(t);
    c.largestTrained = largestTrainedTensor(c);
    c.localGrads = c.T * c.gradBytes / c.gradShard;
    s.largestTensorGradient = c.largestTrained * c.gradBytes / c.gradShard;
    if (c.inBackward) {
        // The step runs inside backward, parameter by parameter, as each gradient is ready (torchtune
        // optimizer_in_bwd registers a post-accumulate-grad hook per parameter that steps and frees it): only one
        // tensor's gradient exists at a time.
        c.localGrads = std::min(c.localGrads, s.largestTensorGradient);
        s.gradientsInBackwardOnly = true;
    }
    s.gradients = c.localGrads;
    if (t.gradAccumulation > 1)
        s.gradientsHeldAcrossMicroBatches = c.localGrads;
    // The lm_head gradient is the first produced in backward; it is alive while the loss spike is.
    const bool lmHeadTrainable = c.full || t.adapter.trainLmHead;
    if (lmHeadTrainable && s.gradientsHeldAcrossMicroBatches == 0) {
        const bool scalarHead = t.objective.objective == Objective::RewardModel;
        const double head = scalarHead ? double(c.m.hidden) : double(c.p.lmHead > 0 ? c.p.lmHead : c.p.embedding);
        s.earlyGradients = head * c.gradBytes / c.gradShard;
    }
}

/// Bytes per parameter of the optimizer's moments (AdamW two, SGD/Lion one, 8-bit two int8, Adafactor factored).
double optimizerMomentBytes(const StateContext& c)
{
    switch (c.t.optimizer) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW32:
    case Optimizer::AdamWFusedBackward:
        return 2 * c.stateBytes;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        return 2.0; // two int8 moments; block-wise fp32 absmax per 2048 values is negligible (bitsandbytes)
    case Optimizer::TorchaoAdamW8bit:
    case Optimizer::TorchaoAdamW4bit:
    case Optimizer::TorchaoAdamWFp8:
        // two moments in torchao's block-scaled format, the scales counted (core/training/OptimizerStates.h)
        return 2 * stateElementBytes(*quantizedMomentFormat(c.t.optimizer));
    case Optimizer::SgdMomentum:
    case Optimizer::Lion:
        return c.stateBytes; // one momentum buffer
    case Optimizer::Adafactor:
        // Factored second moment: a row and a column vector per matrix instead of a full matrix (Shazeer & Stern
        // 2018); about (rows + cols) / (rows × cols) of 4 bytes per parameter, i.e. 4 / min(rows, cols).
        return 4.0 / (c.full ? double(std::max(1, c.m.hidden)) : double(std::max(1, c.t.adapter.rank)));
    }
    return 0;
}

/// The optimizer state: moments in their dtype and fp32 master copies, sharded over the optimizer's group.
void optimizerTerms(ModelState& s, StateContext& c)
{
    c.stateBytes = c.masterBytes > 0 ? 4.0 : c.trainableBytes;
    switch (c.t.optimizerState) {
    case OptimizerStateDType::FP32:
        c.stateBytes = 4.0;
        break;
    case OptimizerStateDType::BF16:
        c.stateBytes = 2.0;
        break;
    case OptimizerStateDType::Int8:
    case OptimizerStateDType::FP8: // Transformer Engine's FP8 codes; one FP32 scale per tensor
        c.stateBytes = 1.0;
        break;
    case OptimizerStateDType::Auto:
        break;
    }
    c.optBytes = optimizerMomentBytes(c);
    // The masters as stored: Transformer Engine's FusedAdam may keep only their low 16 bits (OptimizerStates.h).
    const double masters = c.masterBytes > 0 ? storedMasterBytes(c.t) : 0.0;
    s.optimizerBytesPerParam = c.optBytes + masters;
    // fp32 master copies are reported with the optimizer state they serve.
    s.optimizerState = c.T * (c.optBytes + masters) / c.optShard;
}

/// The step's temporaries: torch's foreach AdamW scratch and the fp32 gradients of a master step (or DeepSpeed's
/// persistent fp32 gradient partition).
void stepTemporaryTerms(ModelState& s, const StateContext& c)
{
    const TrainingSetup& t = c.t;
    // torch's default foreach AdamW allocates sqrt(v) for every parameter at once (torch/optim/adamw.py
    // _multi_tensor_adamw): one moment-sized scratch list. DeepSpeed's FusedAdam and bitsandbytes work in place.
    // A step fused into backward makes that scratch for one tensor at a time.
    const double stepTensors = c.inBackward ? c.largestTrained : c.T;
    // Megatron-Core's optimizers (Apex/TE FusedAdam) update in place.
    if ((t.optimizer == Optimizer::AdamW || t.optimizer == Optimizer::AdamWFusedBackward) && !c.shardOptimizer &&
        !c.experts.megatronOptimizer && t.optimizerState != OptimizerStateDType::FP8)
        s.stepTemporaries = stepTensors * c.stateBytes;
    // Transformer Engine's FusedAdam unscales the FP8 moments of all its parameters to FP32 before its kernel runs
    // (core/training/OptimizerStates.h); torchao's low-bit AdamW dequantizes inside its compiled per-tensor kernel.
    s.stepTemporaries += stepTensors * fp8StateUnscaledBytes(t) / c.optShard;
    if (c.fp32MainGrads || c.masterBytes <= 0)
        return; // no master step, or its fp32 gradients already exist
    if (c.inBackward) {
        s.stepTemporaries += stepTensors * 4.0 / c.optShard; // one tensor's fp32 gradient for its master step
        return;
    }
    const Sharding sharding = c.par.sharding;
    const bool deepSpeedZero =
        !c.experts.megatronOptimizer &&
        (sharding == Sharding::Zero1 || sharding == Sharding::Zero2 || sharding == Sharding::Zero3);
    const double fp32Grads = c.T * 4.0 / c.optShard;
    if (deepSpeedZero) {
        // DeepSpeed keeps a persistent fp32 gradient partition next to the fp32 master partition: 2 + 18/N bytes per
        // parameter in ZeRO-2 (stage_1_and_2.py estimate, PR #5099), 18/N in ZeRO-3.
        s.gradients += fp32Grads;
        s.gradientsHeldAcrossMicroBatches += fp32Grads;
        s.persistentGradients = fp32Grads;
    } else {
        // fp32 gradients made for the fp32 master step (DeepSpeed memory.rst: 4 B/param at step time)
        s.stepTemporaries += fp32Grads;
    }
}

/// Offload to the CPU (optimizer, or parameters too) and bitsandbytes' paged optimizers in unified memory.
void offloadTerms(ModelState& s, const StateContext& c)
{
    const Parallelism& par = c.par;
    if (par.offload != Offload::None) {
        s.hostBytes = s.optimizerState + c.T * 4.0 / c.optShard; // states + fp32 gradients for the CPU step
        s.optimizerState = 0;
        s.stepTemporaries = 0;
        // DeepSpeed's fp32 gradient partition lives with the fp32 master partition it feeds: on the CPU once the
        // optimizer is offloaded (stage_1_and_2.py: the partition's device is 'cpu' under cpu_offload; the
        // ZeRO-Offload estimate keeps 2 bytes per parameter on the GPU), counted in hostBytes above.
        s.gradients -= s.persistentGradients;
        s.gradientsHeldAcrossMicroBatches -= s.persistentGradients;
        s.persistentGradients = 0;
        if (par.offload == Offload::ParamsOptimizer) {
            s.hostBytes += (c.frozenBytes + c.T * c.trainableBytes) / c.paramShard;
            // Sharded gradients are copied to the host as each unit's reduce-scatter finishes (FSDP CPUOffload /
            // FSDP2 CPUOffloadPolicy: "sharded gradients are copied device-to-host in backward"; ZeRO-Offload moves
            // the gradient partition to CPU): none stay on the GPU between units; the unit's unsharded gradients are
            // in the backward buffers.
            s.gradients = 0;
            s.gradientsHeldAcrossMicroBatches = 0;
            s.persistentGradients = 0;
            s.earlyGradients = 0;
            s.gradientsOffloaded = true;
        }
    } else if (isPagedOptimizer(c.t.optimizer)) {
        // bitsandbytes paged optimizers allocate their moments with cudaMallocManaged (unified memory): the PyTorch
        // allocator never sees them, and the driver pages them to host memory when the card runs out instead of
        // failing (bitsandbytes docs "Paged optimizers"; Dettmers et al. 2023, QLoRA §2). fp32 master copies, if
        // any, stay ordinary tensors.
        s.pagedOptimizer = c.T * c.optBytes / c.optShard;
        s.optimizerState = c.T * c.masterBytes / c.optShard;
    }
}

/// Parameters gathered by a sharded run: FSDP's root unit and two prefetched block units, or DeepSpeed ZeRO-3's
/// live modules; backward also holds the unit's unsharded gradients until reduce-scatter.
void gatherTerms(ModelState& s, const StateContext& c)
{
    if (!c.shardParams)
        return;
    const Parallelism& par = c.par;
    const bool fsdp = par.sharding == Sharding::FsdpFull || par.sharding == Sharding::FsdpHybrid ||
                      (par.offload == Offload::ParamsOptimizer && par.sharding != Sharding::Zero3);
    double storedBytesPerParam =
        c.full ? c.sixteenBit : (s.frozenParams > 0 ? c.frozenBytes / double(s.frozenParams) : c.sixteenBit);
    // Gathered in the recipe's format (torchao enable_fsdp_float8_all_gather): the units' block weights arrive
    // quantized, the root unit in 16-bit; a block kept in 16-bit is gathered in 16-bit, and the largest unit sets
    // the gather buffers.
    const LowPrecisionSetup& lp = c.t.lowPrecision;
    if (lp.paramGather && lowPrecisionBlockShare(lp, c.m.layers) >= 1.0 && c.baseBytes >= c.sixteenBit)
        storedBytesPerParam = std::min(storedBytesPerParam, lowPrecisionElementBytes(lp.recipe));
    const int64_t block = blockParameters(c.m, c.p);
    if (fsdp) {
        // FSDP wraps each block as a unit and leaves the embedding, final norm and lm_head to the root unit, whose
        // parameters are gathered at the start of forward and kept until the end of backward (FSDP1 does not reshard
        // the root after forward; FSDP2 sets reshard_after_forward=False on the root). Each block unit is gathered
        // with the next one prefetched, and the root's lm_head gradient lives from the first backward op to the
        // root's reduce-scatter at the end.
        const double blockBytes = double(block) * storedBytesPerParam;
        const double rootParams = double(c.p.embedding + c.p.lmHead);
        s.rootUnitBytes = rootParams * (c.full ? c.sixteenBit : c.baseBytes);
        s.gatheredForward = s.rootUnitBytes + 2 * blockBytes;
        const double unitGradients = c.full ? double(block) * c.gradBytes : 0.0;
        const double rootGradient = c.full ? double(c.p.lmHead > 0 ? c.p.lmHead : c.p.embedding) * c.gradBytes : 0.0;
        s.gatheredBackward = s.rootUnitBytes + 2 * blockBytes + unitGradients + rootGradient;
        if (c.full && s.gradientsHeldAcrossMicroBatches == 0)
            s.earlyGradients = std::max(s.earlyGradients, rootGradient);
        s.allGatherPool = s.gatheredForward;
        s.reduceScatterPool = unitGradients + rootGradient;
        return;
    }
    // DeepSpeed ZeRO-3 fetches parameters module by module within stage3_max_live_parameters and prefetches ahead:
    // about two blocks (the largest, or the embedding) in 16-bit (DeepSpeed stage3 max_live, FSDP docs "prefetching").
    const double unitParams = double(std::max<int64_t>(block, c.full ? c.p.embedding : 0));
    const double unitBytes = unitParams * storedBytesPerParam;
    s.gatheredForward = 2 * unitBytes;
    s.gatheredBackward = 2 * unitBytes + (c.full ? unitParams * c.gradBytes : 0);
    s.allGatherPool = s.gatheredForward;
    s.reduceScatterPool = c.full ? unitParams * c.gradBytes : 0;
}

/// Communication buffers (torch DDP's buckets, DeepSpeed's reduce/all-gather buckets) and the dequantization scratch
/// of a quantized base.
void bufferTerms(ModelState& s, const StateContext& c)
{
    const Parallelism& par = c.par;
    if (par.sharding == Sharding::DDP && par.gpus > 1) {
        // torch DDP keeps flat bucket buffers equal to all gradients (gradient_as_bucket_view=False by default).
        s.gatheredForward += c.localGrads;
        s.gatheredBackward += c.localGrads;
    }
    if ((par.sharding == Sharding::Zero1 || par.sharding == Sharding::Zero2) && c.T > 0 &&
        !c.experts.megatronOptimizer) {
        // DeepSpeed reduce and all-gather buckets (reduce_bucket_size, allgather_bucket_size: 5e8 elements default),
        // never larger than what they carry.
        s.gatheredBackward += std::min(c.T, 5e8) * c.gradBytes;
    }
    const double copies = quantizedWeightCopies(c);
    s.quantizedWeightCopies = copies;
    s.gatheredForward += copies;
    s.gatheredBackward += copies;
    if (isQuantized4bit(c.t.baseQuant) || c.t.baseQuant == BaseQuant::Int8) {
        // Dequantise-on-the-fly: one linear's weight in 16-bit exists at a time (forward and backward).
        const double scratch = double(c.largest) * c.sixteenBit;
        s.gatheredForward += scratch;
        s.gatheredBackward += scratch;
    }
}

} // namespace

ModelState modelState(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par, const ParameterCount& p,
                      const ExpertShardGroup& experts)
{
    ModelState s;
    StateContext c{m, t, par, p, experts};
    c.total = p.total();
    c.towerTrained = trainsVisionTower(m, t);
    c.full = t.method == Method::Full;
    s.trainableParams = c.full ? c.total - (c.towerTrained ? 0 : p.vision) : trainableOf(m, t, p);
    c.largest = largestLinear(m);
    c.amp = isMixedPrecision(t.compute);
    s.activationBytes = t.compute == Compute::FP32 ? 4.0 : 2.0;
    c.sixteenBit = t.compute == Compute::FP32 ? 4.0 : 2.0;
    c.baseBytes =
        (t.weightDType == DType::Int4 || t.weightDType == DType::Int8) ? c.sixteenBit : bytesOf(t.weightDType);
    shardFactors(c);
    weightTerms(s, c);
    gradientTerms(s, c);
    optimizerTerms(s, c);
    stepTemporaryTerms(s, c);
    offloadTerms(s, c);
    gatherTerms(s, c);
    bufferTerms(s, c);
    return s;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/ModelState.h"

#include "core/memory/MemoryEstimator.h"

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

ModelState modelState(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par, const ParameterCount& p,
                      const ExpertShardGroup& experts)
{
    ModelState s;
    const int64_t total = p.total();
    const bool towerTrained = trainsVisionTower(m, t);
    s.trainableParams = t.method == Method::Full ? total - (towerTrained ? 0 : p.vision) : trainableOf(m, t, p);
    const int64_t largest = largestLinear(m);
    const bool full = t.method == Method::Full;
    const bool amp = isMixedPrecision(t.compute);
    s.activationBytes = t.compute == Compute::FP32 ? 4.0 : 2.0;

    // ---- Sharding factors (ZeRO paper §5: P_os, P_os+g, P_os+g+p) -------------------------------------------------
    const int denseGroup = par.sharding == Sharding::FsdpHybrid ? std::min(par.gpus, par.gpusPerNode) : par.gpus;
    // Every sharded quantity is (parameters × bytes) / group: with two groups, their parameter-weighted harmonic mean
    // gives the same sum.
    const double routed = std::clamp(experts.routedShare, 0.0, 1.0);
    const double expertGroup = std::max(1.0, experts.expertGroup);
    const double shardGroup =
        routed > 0 ? 1.0 / ((1.0 - routed) / double(denseGroup) + routed / expertGroup) : double(denseGroup);
    const bool shardOptimizer = par.sharding != Sharding::None && par.sharding != Sharding::DDP;
    const bool shardGradients = par.sharding == Sharding::Zero2 || par.sharding == Sharding::Zero3 ||
                                par.sharding == Sharding::FsdpFull || par.sharding == Sharding::FsdpGradOp ||
                                par.sharding == Sharding::FsdpHybrid;
    const bool shardParams = par.sharding == Sharding::Zero3 || par.sharding == Sharding::FsdpFull ||
                             par.sharding == Sharding::FsdpHybrid || par.offload == Offload::ParamsOptimizer;
    const double optShard = shardOptimizer ? shardGroup : 1.0;
    const double gradShard = shardGradients ? shardGroup : 1.0;
    const double paramShard = shardParams ? shardGroup : 1.0;

    // ---- Weights ---------------------------------------------------------------------------------------------------
    // Non-quantized parts of a quantized base (embeddings, norms, lm_head, skipped linears) stay in the compute dtype.
    const double sixteenBit = t.compute == Compute::FP32 ? 4.0 : 2.0;
    const double baseBytes =
        (t.weightDType == DType::Int4 || t.weightDType == DType::Int8) ? sixteenBit : bytesOf(t.weightDType);
    double frozenBytes = 0;
    if (full) {
        s.frozenParams = towerTrained ? 0 : p.vision; // a vision tower stays frozen unless the job trains it
        frozenBytes = double(s.frozenParams) * baseBytes;
    } else {
        // Adapters are new tensors beside the base; norms trained in place leave the frozen set, while PEFT's
        // modules_to_save trains a copy of the embedding/lm_head and keeps the frozen original.
        const bool normsTrained =
            t.adapter.trainNorms || t.method == Method::LnTuning || t.method == Method::LlamaAdapterV2;
        s.frozenParams = std::max<int64_t>(0, total - (normsTrained ? p.norms : 0));
        // Frozen bytes: quantized linears at their storage width, everything else at baseBytes.
        int64_t quantizedParams = 0;
        if (t.baseQuant != BaseQuant::None) {
            for (const LinearModule& lin : linearModules(m)) {
                const bool adapted = contains(t.adapter.targets, lin.target);
                if (t.quantizedModules == QuantizedModules::AllLinear || adapted)
                    quantizedParams += lin.count * lin.in * lin.out;
            }
        }
        const int64_t plainFrozen = std::max<int64_t>(0, s.frozenParams - quantizedParams);
        frozenBytes = double(quantizedParams) * quantizedBytesPerParam(t.baseQuant, t.weightDType) +
                      double(plainFrozen) * baseBytes;
    }

    // Trainable tensors: full fine-tuning keeps them in the weight dtype; adapters are fp32 under fp32, autocast or
    // PEFT's autocast_adapter_dtype, and 16-bit in pure bf16/fp16 recipes (torchtune, litgpt bf16-true).
    // Unfrozen base tensors (embedding/lm_head copies, norms, biases) keep the base dtype; the trainable bytes per
    // parameter are the mix of the two groups.
    double trainableBytes = bytesOf(t.weightDType);
    if (!full && t.method != Method::Freeze && s.trainableParams > 0) {
        const double adapterBytes = (amp || t.compute == Compute::FP32 || t.adapter.fp32Adapters) ? 4.0 : 2.0;
        const double extras = double(std::min<int64_t>(unfrozenBaseParameters(m, t), s.trainableParams));
        trainableBytes =
            ((double(s.trainableParams) - extras) * adapterBytes + extras * baseBytes) / double(s.trainableParams);
    }
    // fp32 master copies exist when mixed precision trains 16-bit weights (DeepSpeed/FSDP mixed precision, apex O2).
    const double masterBytes = (amp && trainableBytes < 4.0) ? 4.0 : 0.0;
    const double T = double(s.trainableParams);

    const double weightOffloadShare = par.offload == Offload::ParamsOptimizer ? 0.0 : 1.0;
    s.weightResidentShare = weightOffloadShare / paramShard;
    s.plainBytesPerParam = full ? bytesOf(t.weightDType) : baseBytes;
    // The whole model at its frozen storage width: what a separate reference copy stores (norms included).
    s.baseStorageBytes = full ? double(total) * bytesOf(t.weightDType)
                              : frozenBytes + double(s.frozenParams < total ? total - s.frozenParams : 0) * baseBytes;
    s.unshardedWeights = frozenBytes + double(s.trainableParams) * trainableBytes;
    s.frozenWeights = frozenBytes / paramShard * weightOffloadShare;
    if (par.fullCheckpointOnEachRank && paramShard > 1) // the whole model stays resident next to the local shard
        s.fullCopy = frozenBytes + double(s.trainableParams) * bytesOf(t.weightDType);
    s.trainableWeights = T * trainableBytes / paramShard * weightOffloadShare;

    // ---- Gradients -------------------------------------------------------------------------------------------------
    // Megatron-LM accumulates and reduces bf16 models' gradients in fp32 main_grad buffers (arguments.py: bf16 ⇒
    // accumulate_allreduce_grads_in_fp32); the master step then reads them in place.
    const bool fp32MainGrads = experts.megatronOptimizer && amp && full && trainableBytes < 4.0;
    const double gradBytes = fp32MainGrads ? 4.0 : trainableBytes;
    const bool inBackward = stepsInBackward(t);
    // The largest trained tensor: the embedding or lm_head (vocabulary × hidden) or the largest linear in full
    // fine-tuning, one adapter matrix (rank × the widest target side) otherwise.
    double largestTrained = full || t.method == Method::Freeze ? double(std::max(largest, int64_t(p.embedding))) : 0.0;
    if (!full && t.method != Method::Freeze) {
        for (const LinearModule& lin : linearModules(m))
            if (contains(t.adapter.targets, lin.target))
                largestTrained = std::max(largestTrained, double(t.adapter.rank) * double(std::max(lin.in, lin.out)));
        if (t.adapter.trainEmbeddings || t.adapter.trainLmHead)
            largestTrained = std::max(largestTrained, double(p.embedding));
    }
    largestTrained = std::min(largestTrained, T);
    double localGrads = T * gradBytes / gradShard;
    s.largestTensorGradient = largestTrained * gradBytes / gradShard;
    if (inBackward) {
        // The step runs inside backward, parameter by parameter, as each gradient is ready (torchtune
        // optimizer_in_bwd registers a post-accumulate-grad hook per parameter that steps and frees it): only one
        // tensor's gradient exists at a time.
        localGrads = std::min(localGrads, s.largestTensorGradient);
        s.gradientsInBackwardOnly = true;
    }
    s.gradients = localGrads;
    if (t.gradAccumulation > 1)
        s.gradientsHeldAcrossMicroBatches = localGrads;
    // The lm_head gradient is the first produced in backward; it is alive while the loss spike is.
    const bool lmHeadTrainable = full || t.adapter.trainLmHead;
    if (lmHeadTrainable && s.gradientsHeldAcrossMicroBatches == 0) {
        const bool scalarHead = t.objective.objective == Objective::RewardModel;
        const double head = scalarHead ? double(m.hidden) : double(p.lmHead > 0 ? p.lmHead : p.embedding);
        s.earlyGradients = head * gradBytes / gradShard;
    }

    // ---- Optimizer state -------------------------------------------------------------------------------------------
    double stateBytes = masterBytes > 0 ? 4.0 : trainableBytes;
    switch (t.optimizerState) {
    case OptimizerStateDType::FP32:
        stateBytes = 4.0;
        break;
    case OptimizerStateDType::BF16:
        stateBytes = 2.0;
        break;
    case OptimizerStateDType::Int8:
        stateBytes = 1.0;
        break;
    case OptimizerStateDType::Auto:
        break;
    }
    double optBytes = 0;
    switch (t.optimizer) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW32:
    case Optimizer::AdamWFusedBackward:
        optBytes = 2 * stateBytes;
        break;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        optBytes = 2.0; // two int8 moments; block-wise fp32 absmax per 2048 values is negligible (bitsandbytes)
        break;
    case Optimizer::SgdMomentum:
    case Optimizer::Lion:
        optBytes = stateBytes; // one momentum buffer
        break;
    case Optimizer::Adafactor:
        // Factored second moment: a row and a column vector per matrix instead of a full matrix (Shazeer & Stern
        // 2018); about (rows + cols) / (rows × cols) of 4 bytes per parameter, i.e. 4 / min(rows, cols).
        optBytes = 4.0 / (full ? double(std::max(1, m.hidden)) : double(std::max(1, t.adapter.rank)));
        break;
    }
    s.optimizerBytesPerParam = optBytes + masterBytes;
    const double optimizerLocal = T * (optBytes + masterBytes) / optShard;
    s.optimizerState = optimizerLocal; // fp32 master copies are reported with the optimizer state they serve

    // ---- Step temporaries ------------------------------------------------------------------------------------------
    // torch's default foreach AdamW allocates sqrt(v) for every parameter at once (torch/optim/adamw.py
    // _multi_tensor_adamw): one moment-sized scratch list. DeepSpeed's FusedAdam and bitsandbytes work in place.
    // A step fused into backward makes that scratch for one tensor at a time.
    const double stepTensors = inBackward ? largestTrained : T;
    // Megatron-Core's optimizers (Apex/TE FusedAdam) update in place.
    if ((t.optimizer == Optimizer::AdamW || t.optimizer == Optimizer::AdamWFusedBackward) && !shardOptimizer &&
        !experts.megatronOptimizer)
        s.stepTemporaries = stepTensors * stateBytes;
    if (fp32MainGrads) {
        // nothing: the fp32 gradients already exist
    } else if (masterBytes > 0 && inBackward) {
        s.stepTemporaries += stepTensors * 4.0 / optShard; // one tensor's fp32 gradient for its master step
    } else if (masterBytes > 0) {
        const bool deepSpeedZero =
            !experts.megatronOptimizer &&
            (par.sharding == Sharding::Zero1 || par.sharding == Sharding::Zero2 || par.sharding == Sharding::Zero3);
        const double fp32Grads = T * 4.0 / optShard;
        if (deepSpeedZero) {
            // DeepSpeed keeps a persistent fp32 gradient partition next to the fp32 master partition: 2 + 18/N bytes
            // per parameter in ZeRO-2 (stage_1_and_2.py estimate, PR #5099), 18/N in ZeRO-3.
            s.gradients += fp32Grads;
            s.gradientsHeldAcrossMicroBatches += fp32Grads;
            s.persistentGradients = fp32Grads;
        } else {
            // fp32 gradients made for the fp32 master step (DeepSpeed memory.rst: 4 B/param at step time)
            s.stepTemporaries += fp32Grads;
        }
    }

    // ---- Offload ---------------------------------------------------------------------------------------------------
    if (par.offload != Offload::None) {
        s.hostBytes = s.optimizerState + T * 4.0 / optShard; // states + fp32 gradients for the CPU step
        s.optimizerState = 0;
        s.stepTemporaries = 0;
        if (par.offload == Offload::ParamsOptimizer) {
            s.hostBytes += (frozenBytes + T * trainableBytes) / paramShard;
            // Sharded gradients are copied to the host as each unit's reduce-scatter finishes (FSDP CPUOffload /
            // FSDP2 CPUOffloadPolicy: "sharded gradients are copied device-to-host in backward"; ZeRO-Offload moves
            // the gradient partition to CPU): none stay on the GPU between units; the unit's unsharded gradients are
            // in the backward buffers below.
            s.gradients = 0;
            s.gradientsHeldAcrossMicroBatches = 0;
            s.persistentGradients = 0;
            s.earlyGradients = 0;
            s.gradientsOffloaded = true;
        }
    } else if (isPagedOptimizer(t.optimizer)) {
        // bitsandbytes paged optimizers allocate their moments with cudaMallocManaged (unified memory): the PyTorch
        // allocator never sees them, and the driver pages them to host memory when the card runs out instead of
        // failing (bitsandbytes docs "Paged optimizers"; Dettmers et al. 2023, QLoRA §2). fp32 master copies, if
        // any, stay ordinary tensors.
        s.pagedOptimizer = T * optBytes / optShard;
        s.optimizerState = T * masterBytes / optShard;
    }

    // ---- Communication and gather buffers --------------------------------------------------------------------------
    const bool fsdp = par.sharding == Sharding::FsdpFull || par.sharding == Sharding::FsdpHybrid ||
                      (par.offload == Offload::ParamsOptimizer && par.sharding != Sharding::Zero3);
    const double storedBytesPerParam =
        full ? sixteenBit : (s.frozenParams > 0 ? frozenBytes / double(s.frozenParams) : sixteenBit);
    if (shardParams && fsdp) {
        // FSDP wraps each block as a unit and leaves the embedding, final norm and lm_head to the root unit, whose
        // parameters are gathered at the start of forward and kept until the end of backward (FSDP1 does not reshard
        // the root after forward; FSDP2 sets reshard_after_forward=False on the root). Each block unit is gathered
        // with the next one prefetched; backward also holds the unit's unsharded gradients until reduce-scatter, and
        // the root's lm_head gradient from the first backward op to the root's reduce-scatter at the end.
        const double blockBytes = double(blockParameters(m, p)) * storedBytesPerParam;
        const double rootParams = double(p.embedding + p.lmHead);
        s.rootUnitBytes = rootParams * (full ? sixteenBit : baseBytes);
        s.gatheredForward = s.rootUnitBytes + 2 * blockBytes;
        const double unitGradients = full ? double(blockParameters(m, p)) * gradBytes : 0.0;
        const double rootGradient = full ? double(p.lmHead > 0 ? p.lmHead : p.embedding) * gradBytes : 0.0;
        s.gatheredBackward = s.rootUnitBytes + 2 * blockBytes + unitGradients + rootGradient;
        if (full && s.gradientsHeldAcrossMicroBatches == 0)
            s.earlyGradients = std::max(s.earlyGradients, rootGradient);
        s.allGatherPool = s.gatheredForward;
        s.reduceScatterPool = unitGradients + rootGradient;
    } else if (shardParams) {
        // DeepSpeed ZeRO-3 fetches parameters module by module within stage3_max_live_parameters and prefetches
        // ahead: about two blocks (the largest, or the embedding) in 16-bit (DeepSpeed stage3 max_live, FSDP docs
        // "prefetching"); backward also holds the unit's unsharded gradients until reduce-scatter.
        const double unitParams = double(std::max<int64_t>(blockParameters(m, p), full ? p.embedding : 0));
        const double unitBytes = unitParams * storedBytesPerParam;
        s.gatheredForward = 2 * unitBytes;
        s.gatheredBackward = 2 * unitBytes + (full ? unitParams * gradBytes : 0);
        s.allGatherPool = s.gatheredForward;
        s.reduceScatterPool = full ? unitParams * gradBytes : 0;
    }
    if (par.sharding == Sharding::DDP && par.gpus > 1) {
        // torch DDP keeps flat bucket buffers equal to all gradients (gradient_as_bucket_view=False by default).
        s.gatheredForward += localGrads;
        s.gatheredBackward += localGrads;
    }
    if ((par.sharding == Sharding::Zero1 || par.sharding == Sharding::Zero2) && T > 0 && !experts.megatronOptimizer) {
        // DeepSpeed reduce and all-gather buckets (reduce_bucket_size, allgather_bucket_size: 5e8 elements default),
        // never larger than what they carry.
        const double bucket = std::min(T, 5e8) * gradBytes;
        s.gatheredBackward += bucket;
    }
    if (isQuantized4bit(t.baseQuant) || t.baseQuant == BaseQuant::Int8) {
        // Dequantise-on-the-fly: one linear's weight in 16-bit exists at a time (forward and backward).
        const double scratch = double(largest) * sixteenBit;
        s.gatheredForward += scratch;
        s.gatheredBackward += scratch;
    }
    return s;
}

} // namespace tunefit

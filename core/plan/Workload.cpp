// SPDX-License-Identifier: GPL-3.0-or-later
// The work of one token through the model (FLOPs, bytes, kernels), independent of the GPU and the layout: each
// mechanism one function over a shared context. estimateThroughput (Throughput.cpp) prices it on a GPU and a layout.
#include "core/plan/Throughput.h"

#include "core/memory/MemoryEstimator.h"
#include "core/memory/Objectives.h"
#include "core/model/Hybrid.h"
#include "core/training/Qat.h"

#include <algorithm>

namespace tunefit {

namespace {

/// What the workload terms share.
struct WorkloadContext
{
    const ModelSpec& model;
    const TrainingSetup& setup;
    bool full = false, adapter = false, quant4 = false;
    double layers = 1, h = 0, r = 1;
    double trainedFraction = 0; ///< share of the linears whose weights get gradients
    double seq = 1;             ///< positions per sequence, virtual tokens included
    double aB = 2;              ///< activation bytes per element
    double adapterOps = 0;      ///< adapter kernels per layer per forward
    double fakeQuantOps = 0;    ///< QAT's fake-quantization kernels per forward, all layers
    int modulesPerLayer = 0;
};

WorkloadContext workloadContext(const ModelSpec& model, const TrainingSetup& setup)
{
    WorkloadContext c{model, setup};
    const Method method = setup.method;
    c.full = method == Method::Full;
    c.adapter = isAdapterMethod(method);
    c.quant4 = c.adapter && isQuantized4bit(setup.baseQuant);
    c.layers = std::max(1, model.layers);
    c.h = model.hidden;
    c.r = std::max(1, setup.adapter.rank);
    c.trainedFraction = c.full ? 1.0 : 0.0;
    if (method == Method::Freeze)
        c.trainedFraction = std::clamp(setup.adapter.trainableLastLayers / c.layers, 0.0, 1.0);
    // Extra sequence positions: prompt/p-tuning prepend virtual tokens to every sequence.
    int virtualTokens = 0;
    if (method == Method::PromptTuning || method == Method::PTuning)
        virtualTokens = setup.adapter.virtualTokens > 0 ? setup.adapter.virtualTokens : 20;
    c.seq = std::max(1, setup.seqLen) + virtualTokens;
    c.aB = activationBytes(setup.compute);
    return c;
}

/// An adapter on one targeted linear: its FLOPs, kernels and the weights it materialises each pass.
void adapterOnLinear(ThroughputWorkload& w, WorkloadContext& c, const LinearModule& lin)
{
    const double in = double(lin.in), out = double(lin.out), count = double(lin.count);
    const double flops = 2.0 * in * out * count * lin.activeFraction;
    const double weights = in * out * count;
    const double perLayerModules = count / c.layers; // experts count as several modules per layer
    const double adapterOpsBefore = c.adapterOps;
    const Method method = c.setup.method;
    switch (method) {
    case Method::LoRA:
    case Method::QLoRA:
    case Method::AdaLoRA:
    case Method::VeRA:
        w.adapterFlops += 2.0 * c.r * (in + out) * count * lin.activeFraction;
        c.adapterOps += 5 * perLayerModules;
        break;
    case Method::DoRA:
        w.adapterFlops += 2.0 * c.r * (in + out) * count * lin.activeFraction;
        c.adapterOps += 12 * perLayerModules;
        w.deltaWeightElements += weights; // ‖W + BA‖ is recomputed from the full weight every forward
        break;
    case Method::LoHa:
    case Method::LoKr:
        // PEFT materialises ΔW each forward and runs an extra full-size GEMM with it.
        w.adapterFlops += flops;
        c.adapterOps += 10 * perLayerModules;
        w.deltaWeightElements += weights;
        break;
    case Method::OFT:
    case Method::BOFT:
        // The rotated weight replaces W: no extra token GEMM, but a weight gradient and a per-pass rotation.
        w.trainedLinearFlops += flops;
        c.adapterOps += 8 * perLayerModules;
        w.deltaWeightElements += weights;
        break;
    case Method::IA3:
        c.adapterOps += 1 * perLayerModules;
        break;
    default:
        break;
    }
    if (lin.activeFraction < 1)
        w.adaptedExpertWeightElements += weights;
    // A grouped expert GEMM runs every expert of the layer (and its adapter) as one kernel.
    if (lin.activeFraction < 1 && perLayerModules > 1)
        w.expertRepeatOps += c.layers * (c.adapterOps - adapterOpsBefore) * (1 - 1 / perLayerModules);
    // LoRA-style side path: dropout on the input, scale and add on the output.
    if (method != Method::IA3 && method != Method::OFT && method != Method::BOFT)
        w.elementBytes += (in + 3 * out) * count * lin.activeFraction * c.aB;
    else
        w.elementBytes += 2 * out * count * lin.activeFraction * c.aB;
}

/// QAT: the weights (and, with dynamic activations, the inputs) fake-quantized per pass: every block linear in full
/// training, the adapted ones under LoRA (QATLoRALinear), each a chain of eager torch ops (kQatOpsPerTensor).
void fakeQuantTerms(ThroughputWorkload& w, WorkloadContext& c, const LinearModule& lin, bool targeted)
{
    const QatScheme scheme = c.setup.qat.scheme;
    if (scheme == QatScheme::None || !(c.full || (c.setup.method == Method::LoRA && targeted)))
        return;
    const double count = double(lin.count);
    const double weights = double(lin.in) * double(lin.out) * count;
    w.fakeQuantWeightElements += weights;
    if (c.full)
        w.fakeQuantTrainedElements += weights;
    const bool inputs = qatFakesActivations(scheme);
    if (inputs)
        w.fakeQuantInputElements += double(lin.in) * count * lin.activeFraction;
    c.fakeQuantOps += count * kQatOpsPerTensor * (inputs ? 2.0 : 1.0);
}

/// The blocks' linears: 2·in·out FLOPs per token (routed experts at their active share), their weights and operand
/// traffic, the 4-bit weights dequantized each pass, and the adapters on them.
void linearTerms(ThroughputWorkload& w, WorkloadContext& c)
{
    const TrainingSetup& setup = c.setup;
    for (const LinearModule& lin : linearModules(c.model)) {
        const double in = double(lin.in), out = double(lin.out), count = double(lin.count);
        const double flops = 2.0 * in * out * count * lin.activeFraction;
        const double weights = in * out * count;
        w.linearFlops += flops;
        w.inputGradFlops += flops;
        w.trainedLinearFlops += flops * c.trainedFraction;
        w.weightElements += weights;
        w.activationElements += (in + out) * count * lin.activeFraction;
        if (lin.activeFraction < 1) { // routed experts
            w.expertLinearFlops += flops;
            w.expertWeightElements += weights;
            w.expertActivationElements += (in + out) * count * lin.activeFraction;
        }
        ++c.modulesPerLayer;
        const bool targeted = usesTargets(setup.method) && contains(setup.adapter.targets, lin.target);
        if (c.quant4 && (setup.quantizedModules == QuantizedModules::AllLinear || targeted))
            w.quantizedElements += weights;
        if (targeted)
            adapterOnLinear(w, c, lin);
        fakeQuantTerms(w, c, lin, targeted);
    }
}

/// Methods that add work beside the linears: p-tuning's encoder, prefix tuning's and LLaMA-Adapter's extra keys,
/// bottleneck adapters.
void methodTerms(ThroughputWorkload& w, WorkloadContext& c)
{
    const AdapterSettings& ad = c.setup.adapter;
    const double qWidth = double(c.model.qWidth());
    switch (c.setup.method) {
    case Method::PTuning:
        c.adapterOps += 10 / c.layers;
        break;
    case Method::PrefixTuning: {
        const int vt = ad.virtualTokens > 0 ? ad.virtualTokens : 20;
        w.attentionFlops += 4.0 * vt * qWidth * c.layers;
        c.adapterOps += 2;
        break;
    }
    case Method::LlamaAdapter:
    case Method::LlamaAdapterV2: {
        const int vt = ad.virtualTokens > 0 ? ad.virtualTokens : 10;
        const double adapted = ad.adapterLayers > 0 ? std::min<double>(ad.adapterLayers, c.layers) : c.layers;
        // A second attention over the adaption prompt in each adapted layer, written in Python.
        w.attentionFlops += 4.0 * vt * qWidth * adapted;
        c.adapterOps += 20 * adapted / c.layers;
        break;
    }
    case Method::BottleneckAdapter:
        w.adapterFlops += 2 * 2.0 * 2.0 * c.h * ad.bottleneck * c.layers;
        c.adapterOps += 8;
        break;
    default:
        break;
    }
}

/// The trained parameters: the estimator's count (one formula per method, memory/ModelState), with the virtual-token
/// defaults the throughput model assumes when the setup leaves them at 0.
double trainedParameters(const WorkloadContext& c)
{
    const Method method = c.setup.method;
    TrainingSetup counted = c.setup;
    if (usesVirtualTokens(method) && counted.adapter.virtualTokens <= 0)
        counted.adapter.virtualTokens = method == Method::LlamaAdapter || method == Method::LlamaAdapterV2 ? 10 : 20;
    return std::max(double(trainableParameters(c.model, counted)), 1.0);
}

/// lm_head (decoders only; an encoder's classification head is negligible), and the logits and cross-entropy: 16-bit
/// logits upcast to fp32, log-softmax and its gradient.
void headAndLossTerms(ThroughputWorkload& w, WorkloadContext& c)
{
    const ModelSpec& model = c.model;
    if (model.arch == ArchKind::Encoder || model.vocab <= 0)
        return;
    const AdapterSettings& ad = c.setup.adapter;
    const double flops = 2.0 * c.h * model.vocab;
    const bool headTrained = c.full || (c.adapter && (ad.trainLmHead || ad.trainEmbeddings));
    w.linearFlops += flops;
    w.inputGradFlops += flops;
    if (headTrained)
        w.trainedLinearFlops += flops;
    w.weightElements += c.h * model.vocab;
    w.activationElements += c.h + model.vocab;
    w.headLinearFlops = flops;
    w.headWeightElements = c.h * model.vocab;
    w.headActivationElements = c.h + model.vocab;
    // Full QAT swaps an untied LM head's nn.Linear too (torchtune's tied head is a TiedLinear, not swapped).
    if (c.full && c.setup.qat.scheme != QatScheme::None && !model.tiedEmbeddings) {
        w.fakeQuantWeightElements += c.h * model.vocab;
        w.fakeQuantTrainedElements += c.h * model.vocab;
        if (qatFakesActivations(c.setup.qat.scheme))
            w.fakeQuantInputElements += c.h;
        c.fakeQuantOps += kQatOpsPerTensor * (qatFakesActivations(c.setup.qat.scheme) ? 2.0 : 1.0);
    }
    const double perVocab = c.setup.loss == LossImpl::Fused ? 4 : c.setup.loss == LossImpl::Chunked ? 14 : 30;
    w.lossBytes = perVocab * model.vocab;
}

/// Attention score and value matmuls: QKᵀ and PV are 2·s·qWidth MACs per token per layer. Causal masking halves them
/// for kernels that skip masked tiles (FlashAttention, SDPA's flash/efficient back-ends); eager attention computes
/// the full square and materialises it. A sliding-window layer's query attends to at most w keys, so a causal
/// kernel that skips masked tiles computes w·(1 − w/2s) keys per query on average (the first w queries see fewer;
/// Beltagy et al. 2020, arXiv:2004.05150; Mistral's and Gemma's local layers). Only attention blocks have the
/// quadratic term; a hybrid's mixer blocks run a chunked scan linear in s instead.
void attentionTerms(ThroughputWorkload& w, const WorkloadContext& c)
{
    const ModelSpec& model = c.model;
    const TrainingSetup& setup = c.setup;
    const bool causal = model.arch != ArchKind::Encoder;
    const bool skipsMasked = setup.attention != Attention::Eager && setup.compute != Compute::FP32;
    const double causalFactor = causal && skipsMasked ? 0.5 : 1.0;
    const double attending = model.isHybrid() ? std::max(0, model.attentionLayers()) : c.layers;
    const double window = model.slidingWindow;
    const bool windowBinds = causal && skipsMasked && window > 0 && window < c.seq;
    const double windowed = windowBinds ? std::min<double>(model.windowedLayers(), attending) : 0.0;
    const double fullKeys = c.seq * causalFactor;
    const double windowKeys = windowBinds ? window * (1.0 - window / (2.0 * c.seq)) : fullKeys;
    const double qWidth = model.qWidth();
    w.windowedAttentionFlops = 4.0 * windowKeys * qWidth * windowed;
    w.attentionWindow = windowBinds ? window : 0.0;
    w.attentionFlops += 4.0 * fullKeys * qWidth * (attending - windowed) + w.windowedAttentionFlops;
    if (model.isHybrid())
        w.attentionFlops += hybrid::scanFlopsPerToken(model.hybrid) * model.hybrid.mixerLayers;
    if (setup.attention == Attention::Eager || setup.compute == Compute::FP32) // scores, softmax, dropout, PV
        w.eagerAttentionBytes = 6.0 * c.aB * model.heads * c.seq * attending;
}

/// Element-wise traffic of the blocks (forward): norms, residuals, rotary, and the MLP's activation function.
void elementTerms(ThroughputWorkload& w, const WorkloadContext& c)
{
    const ModelSpec& model = c.model;
    const double ffnWidth = [&] {
        if (!model.isMoe())
            return double(model.ffn);
        const double shared = model.moe.sharedExperts *
                              double(model.moe.sharedExpertFfn > 0 ? model.moe.sharedExpertFfn : model.moe.expertFfn);
        return double(model.moe.activeExperts) * model.moe.expertFfn + shared;
    }();
    const double ffnCoef = isGated(model.ffnKind) ? 3.0 : 2.0;
    w.elementBytes += c.layers * (14.0 * c.h + ffnCoef * ffnWidth) * c.aB;
}

/// Kernels per forward pass (the host's launch work) and the modules a ZeRO-3/FSDP run hooks.
void kernelTerms(ThroughputWorkload& w, const WorkloadContext& c)
{
    const bool rope = c.model.learnedPositions == 0 && c.model.arch != ArchKind::Encoder;
    double opsPerLayerTotal = (rope ? 40 : 30) + c.adapterOps;
    if (c.quant4)
        opsPerLayerTotal += 3.0 * c.modulesPerLayer; // dequantize + cast per quantized linear
    if (isMixedPrecision(c.setup.compute))
        opsPerLayerTotal += c.modulesPerLayer; // autocast weight casts
    w.opsForward = c.layers * opsPerLayerTotal + 20 + c.fakeQuantOps;
    w.hookedModules = c.layers * (c.modulesPerLayer + 2) + 3; // in double: safe even for an unchecked layer count
}

/// Forward work repeated in backward, by checkpointing mode.
double recomputeFraction(Checkpointing checkpointing)
{
    switch (checkpointing) {
    case Checkpointing::None:
        return 0;
    case Checkpointing::Full:
    case Checkpointing::Offload:
        return 1;
    case Checkpointing::Selective:
        return 0; // attention core only; added to the attention passes (estimateThroughput)
    case Checkpointing::SelectiveOp:
        return 0.5; // torchtitan op-level SAC recomputes every other matmul of a block
    }
    return 0;
}

} // namespace

ThroughputWorkload prepareWorkload(const ModelSpec& model, const TrainingSetup& setup)
{
    WorkloadContext c = workloadContext(model, setup);
    ThroughputWorkload w;
    if (setup.method == Method::Freeze)
        w.backwardInputFraction = c.trainedFraction;
    // DPO-style pairs run chosen and rejected through one forward: twice the sequences of the micro-batch.
    w.tokensPerMicroStep = std::max<int64_t>(1, forwardSequences(setup)) * int64_t(c.seq);
    w.totalParams = double(countParameters(model).total());
    linearTerms(w, c);
    methodTerms(w, c);
    w.trainableParams = trainedParameters(c);
    headAndLossTerms(w, c);
    attentionTerms(w, c);
    elementTerms(w, c);
    kernelTerms(w, c);
    w.recomputeFraction = recomputeFraction(setup.checkpointing);
    return w;
}

} // namespace tunefit

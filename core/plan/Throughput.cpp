// SPDX-License-Identifier: GPL-3.0-or-later
//
// Training-throughput model: step time from mechanisms, not from one "x % of peak" constant.
//
//   micro-step GPU time = Σ_passes roofline(GEMMs) + attention kernels + element-wise traffic + dequantization
//   micro-step time     = smooth-max(GPU time, host launch time) + exposed communication
//   step time           = grad_accum × micro-step + optimizer step (memory-bound) + exposed per-step communication
//                         + CPU-offload transfers
//
// Where the constants come from (none is fitted to a single measured row):
// * Achievable GEMM fraction of the dense peak per architecture: large-GEMM micro-benchmarks, e.g.
//   github.com/mli/transformers-benchmarks (A100 FP16 matmul 230 of 312 TFLOPS = 0.74; V100 95 of 125 = 0.76;
//   RTX A6000 95 of 150 = 0.63; RTX 3090 Ti 81 TFLOPS = its FP32-accumulate rate; V100 FP32 14 of 15.7 = 0.89).
//   Hopper/Ada/Blackwell: cuBLAS BF16 reaches ~0.7 of the dense peak at the sustained (power-limited) clock.
// * Attention kernels: FlashAttention-2 kernel benchmarks reach 50-73 % of the A100 peak forward and less backward
//   (Dao 2023, arXiv:2307.08691) and ~35 % of the H100 peak. End to end in training stacks (Triton/FA1-era kernels,
//   rotary, layout copies, softmax statistics) the long-sequence runs of the reference set achieve about half of
//   that: ~0.33 of the dense peak on A100, ~0.18 on H100 (FA2 is not Hopper-tuned), counted with causal halving
//   and a 2.5× backward.
// * Hopper in BF16: H100 LLM training runs ~2.2-2.5× an A100 per GPU without FP8, not the 3.2× of the peaks
//   (power-limited clocks, relatively less memory bandwidth per FLOP); modelled as a GEMM fraction of 0.55.
// * Small micro-batches: a GEMM with M = b·s rows reads the whole weight once, so its arithmetic intensity is
//   ~M FLOP/byte; below the card's ridge point (peak / bandwidth, ~150 A100, ~300 H100, ~420 L40S) it is
//   bandwidth-bound. The roofline max(FLOPs/peak, bytes/bandwidth) per GEMM gives the saturating utilisation curve.
// * Element-wise kernels (norms, activations, residuals, rotary, casts, LoRA scaling/adds, cross-entropy) stream
//   their tensors through memory: ~14·h + 3·ffn (gated; 2·ffn plain) activation elements per layer and token in the
//   forward pass, twice that in backward (Korthikanti et al. 2022 count the same tensors for memory).
// * Host overhead: eager PyTorch issues each kernel from Python (module call, dispatcher, launch): ~20 µs per kernel
//   for Hugging Face-style modules; compiled/fused stacks issue ~3× fewer kernels at ~10 µs. When the GPU work per
//   kernel is smaller than that (short sequences, micro-batch 1), the GPU waits: the kernel-launch floor.
// * Optimizer: PyTorch's default (foreach) AdamW makes ~20 passes over parameter-sized tensors (lerp, mul, addcmul,
//   sqrt, div, add, addcdiv, weight decay, zero_grad, clipping); fused implementations ~7 passes.
// * Collectives: NCCL ring bus bandwidth ≈ 0.8 of the one-direction link bandwidth; all-reduce moves 2(N-1)/N of
//   the buffer, all-gather and reduce-scatter (N-1)/N (Thakur et al. 2005; nccl-tests PERFORMANCE.md).
#include "core/plan/Throughput.h"

#include "core/model/Hybrid.h"

#include "core/catalog/Catalog.h"
#include "core/memory/MemoryEstimator.h"
#include "core/training/ParallelLayout.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace tunefit {

namespace {

constexpr double kBackwardOpsFactor = 1.5;   // autograd kernels per forward kernel
constexpr double kEagerSecondsPerOp = 20e-6; // Python + dispatcher + launch, per kernel (HF-style modules)
constexpr double kCompiledSecondsPerOp = 10e-6;
constexpr double kCompiledOpsFactor = 0.33;    // fusion: kernels per eager kernel
constexpr double kCompiledElementFactor = 0.5; // fused element-wise traffic per eager traffic
constexpr double kHookOpsPerModule = 12;       // ZeRO-3 per-module fetch/release bookkeeping, per pass
constexpr double kNcclBusEfficiency = 0.8;
constexpr double kCommOverlap = 0.9;            // share of the compute window collectives can hide behind
constexpr double kZero3Overlap = 0.3;           // DeepSpeed ZeRO-3: hook-driven fetches overlap poorly
constexpr double kCpuAdamBytesPerSecond = 50e9; // CPU optimizer streaming rate per GPU's share of host memory
constexpr double kCpuAdamBytesPerParam = 28;
// Busiest expert-parallel GPU's routed tokens over the mean under a trained router: the capacity factor MoE training
// budgets for it (Switch Transformer trains at 1.25, Fedus et al. 2022, JMLR 23(120) §2.2; Megatron-Core's
// --moe-expert-capacity-factor caps the same ratio). The all-to-all waits for the busiest GPU.
constexpr double kExpertImbalance = 1.25;

bool hasText(const std::string& haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string::npos;
}

struct DeviceEfficiency
{
    double gemm = 0.7;
    double attention = 0.5;
    double bandwidth = 0.85;
};

DeviceEfficiency deviceEfficiency(const Gpu& gpu, const DeviceTraits& traits, MatmulPrecision precision)
{
    DeviceEfficiency e;
    const bool hbm = traits.hbm;
    e.bandwidth = hbm ? 0.85 : 0.8;
    if (precision == MatmulPrecision::FP32) {
        e.gemm = 0.85; // SGEMM on CUDA cores reaches ~0.9 of the FP32 peak (V100: 14 of 15.7)
        e.attention = 0.6;
        return e;
    }
    switch (traits.family) {
    case ArchFamily::VoltaTuring:
        e.gemm = 0.76;
        e.attention = 0.35 * e.gemm; // no FlashAttention-2 before Ampere: memory-efficient / math kernels
        break;
    case ArchFamily::Ampere:
        if (gpu.gpuClass == GpuClass::Consumer)
            e.gemm = 0.9; // the catalog column already is the halved FP32-accumulate rate
        else
            e.gemm = hbm ? 0.74 : 0.63;
        e.attention = 0.45 * e.gemm;
        break;
    case ArchFamily::Ada:
        e.gemm = gpu.gpuClass == GpuClass::Consumer ? 0.85 : 0.65;
        e.attention = 0.45 * e.gemm;
        break;
    case ArchFamily::Hopper:
        e.gemm = 0.55;
        e.attention = 0.33 * e.gemm;
        break;
    case ArchFamily::Blackwell:
        e.gemm = 0.55;
        e.attention = 0.4 * e.gemm;
        break;
    case ArchFamily::Other:
        e.gemm = 0.6; // AMD/Intel matrix engines: lower achieved fractions in public training benchmarks
        e.attention = 0.5 * e.gemm;
        break;
    }
    return e;
}

double activationBytes(Compute c)
{
    return c == Compute::FP32 ? 4.0 : 2.0;
}

double smoothMax(double a, double b)
{
    // p-norm with p = 3: the GPU waits for the host where kernels are short and vice versa; per-kernel max summed
    // over an interleaved stream lies between max(a, b) and a + b.
    if (a <= 0)
        return b;
    if (b <= 0)
        return a;
    return std::cbrt(a * a * a + b * b * b);
}

double optimizerPasses(Optimizer o, ExecutionMode mode)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW32:
    case Optimizer::AdamWFusedBackward:
        return mode == ExecutionMode::Compiled ? 7 : 20;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        return 0; // handled with explicit byte counts
    case Optimizer::SgdMomentum:
        return 8;
    case Optimizer::Adafactor:
        return 12;
    case Optimizer::Lion:
        return 9;
    }
    return 20;
}

/// What one GPU of a model-parallel layout computes and holds, as shares of the workload's whole-model figures. All
/// shares are 1 without tensor, pipeline, expert or sequence parallelism, so plain data parallelism is unchanged.
struct LayoutShares
{
    int tp = 1, pp = 1, vpp = 1, ep = 1, etp = 1;
    int sp = 1; ///< GPUs one sequence is split over (context parallelism: ring; or Ulysses)
    SequenceParallel spKind = SequenceParallel::None;
    bool megatronSp = false;
    double stageShare = 1; ///< blocks of the busiest (last) stage / all blocks
    double flops = 1;      ///< linear FLOPs per token on this GPU / the workload's
    double adapterFlops = 1;
    double weights = 1;     ///< linear weights this GPU reads per pass / the workload's
    double activations = 1; ///< GEMM operand traffic per token / the workload's
    double attention = 1;   ///< attention-core work per token / the workload's
    double elements = 1;    ///< element-wise traffic per token / the workload's
    double loss = 1;        ///< logits and cross-entropy traffic per token / the workload's
    double denseParams = 1; ///< share of the non-expert parameters this GPU holds (before data-parallel sharding)
    double expertParams = 1;
    double expertParamFraction = 0; ///< routed-expert share of all parameters
    int dpGroup = 1;                ///< GPUs holding the same shard: data × context (sequence) parallel
};

LayoutShares layoutShares(const ThroughputWorkload& w, const ModelSpec& model, const Parallelism& par,
                          bool balancedRouting)
{
    LayoutShares l;
    const ModelParallel& mp = par.model;
    l.tp = std::max(1, mp.tensor);
    l.pp = std::max(1, mp.pipeline);
    l.vpp = l.pp > 1 ? std::max(1, mp.virtualStages) : 1;
    l.ep = model.isMoe() ? std::max(1, mp.expert) : 1;
    l.etp = model.isMoe() ? std::max(1, mp.expertTensor) : 1;
    l.sp = sequenceParallelDegree(par);
    l.spKind = l.sp > 1 ? par.sequenceParallel : SequenceParallel::None;
    l.megatronSp = l.tp > 1 && mp.sequenceParallel;
    const int layers = std::max(1, model.layers);
    l.stageShare = l.pp > 1 ? double(blocksPerStage(model, par)) / layers : 1.0;
    l.dpGroup = int(std::max<int64_t>(1, std::max(1, par.gpus) / (int64_t(l.tp) * l.pp)));
    if (l.tp == 1 && l.pp == 1 && l.ep == 1 && l.etp == 1)
        return l; // shares of a whole replica; sequence parallelism divides the tokens, not the model

    const double tp = l.tp, share = l.stageShare;
    // A GPU of a MoE layer computes the routed work of the tokens its experts receive: the stage's expert work is
    // spread over its tensor × data × context GPUs, i.e. 1/TP of its own tokens' expert FLOPs (for any EP × ETP
    // that divides them), times the busiest GPU's excess under a trained router.
    const double imbalance = l.ep > 1 && !balancedRouting ? kExpertImbalance : 1.0;
    const double blockFlops = std::max(0.0, w.linearFlops - w.expertLinearFlops - w.headLinearFlops);
    const double gpuFlops =
        blockFlops * share / tp + w.expertLinearFlops * share * imbalance / tp + w.headLinearFlops / tp;
    l.flops = w.linearFlops > 0 ? gpuFlops / w.linearFlops : 1.0;
    l.adapterFlops = share / tp;
    const double blockWeights = std::max(0.0, w.weightElements - w.expertWeightElements - w.headWeightElements);
    const double gpuWeights =
        blockWeights * share / tp + w.expertWeightElements * share / (l.ep * l.etp) + w.headWeightElements / tp;
    l.weights = w.weightElements > 0 ? gpuWeights / w.weightElements : 1.0;
    // A column-parallel linear reads its whole input and writes 1/TP of its output, a row-parallel one the reverse.
    const double operandShare = (1.0 + 1.0 / tp) / 2.0;
    const double blockActivations = std::max(0.0, w.activationElements - w.headActivationElements);
    const double gpuActivations = (blockActivations * share + w.headActivationElements) * operandShare;
    l.activations = w.activationElements > 0 ? gpuActivations / w.activationElements : 1.0;
    l.attention = share / tp; // heads split over the TP group
    // Activations per block: 34·sbh without TP, 10·sbh + 24·sbh/TP with it (norms, dropout and residual replicated),
    // 34·sbh/TP with Megatron sequence parallelism (Korthikanti et al. 2022, arXiv:2205.05198, Table 2). Element-wise
    // traffic follows the tensors.
    l.elements = share * (l.megatronSp ? 1.0 / tp : (10.0 + 24.0 / tp) / 34.0);
    l.loss = 1.0 / tp; // vocabulary-parallel cross-entropy (Megatron)
    l.denseParams = 1.0 / (tp * l.pp);
    l.expertParams = 1.0 / (double(l.ep) * l.etp * l.pp);
    l.expertParamFraction = w.totalParams > 0 ? std::clamp(w.expertWeightElements / w.totalParams, 0.0, 1.0) : 0.0;
    return l;
}

/// Seconds of an all-to-all in which every GPU sends `bytes` spread evenly over the other members of a group of
/// `members` consecutive ranks whose stride is `stride`: the share to GPUs of other nodes crosses the GPU's own NIC,
/// the rest NVLink, concurrently.
double allToAllSeconds(double bytes, int members, int stride, int perNode, double intraBw, double interBw)
{
    if (members <= 1 || bytes <= 0)
        return 0;
    const int sameNode = std::clamp(perNode / std::max(1, stride), 1, members); // members per node, itself included
    const double interShare = double(members - sameNode) / (members - 1);
    return std::max(bytes * interShare / interBw, bytes * (1 - interShare) / intraBw);
}

} // namespace

DeviceTraits deviceTraits(const Gpu& gpu)
{
    DeviceTraits t;
    t.hbm = hasText(gpu.memoryType, "HBM");
    const std::string& arch = gpu.architecture;
    t.family = hasText(arch, "Volta") || hasText(arch, "Turing") ? ArchFamily::VoltaTuring
               : hasText(arch, "Ampere")                         ? ArchFamily::Ampere
               : hasText(arch, "Ada")                            ? ArchFamily::Ada
               : hasText(arch, "Hopper")                         ? ArchFamily::Hopper
               : hasText(arch, "Blackwell")                      ? ArchFamily::Blackwell
                                                                 : ArchFamily::Other;
    const bool nvlink = hasNvlink(gpu);
    t.pcieOnly = hasText(gpu.interconnect, "PCIe") && !nvlink;
    t.nvlinkSwitched = nvlink && !hasText(gpu.interconnect, "bridge");
    return t;
}

double pipelineBubbleShare(int stages, int microBatches, int virtualStages)
{
    if (stages <= 1)
        return 0;
    const double idle = double(stages - 1) / std::max(1, virtualStages);
    return idle / (std::max(1, microBatches) + idle);
}

double expertAllToAllBytes(double tokens, int topK, int hidden, double elementBytes, int expertParallel)
{
    if (expertParallel <= 1)
        return 0;
    return tokens * topK * double(hidden) * elementBytes * double(expertParallel - 1) / expertParallel;
}

double tensorParallelBytesPerBlock(double tokens, int hidden, double elementBytes, int tensorParallel)
{
    if (tensorParallel <= 1)
        return 0;
    return 2.0 * 2.0 * double(tensorParallel - 1) / tensorParallel * tokens * double(hidden) * elementBytes;
}

double densePeakTflops(const Gpu& gpu, Compute compute, bool fp8Linears, MatmulPrecision* used)
{
    auto set = [&](MatmulPrecision p, double v) {
        if (used)
            *used = p;
        return v;
    };
    if (fp8Linears && gpu.supportsFp8 && gpu.fp8Tflops && *gpu.fp8Tflops > 0)
        return set(MatmulPrecision::FP8, *gpu.fp8Tflops);
    const double fp32 = gpu.fp32Tflops.value_or(0);
    switch (compute) {
    case Compute::BF16:
    case Compute::AmpBF16:
        if (gpu.supportsBf16 && gpu.bf16Tflops && *gpu.bf16Tflops > 0)
            return set(MatmulPrecision::BF16, *gpu.bf16Tflops);
        if (gpu.fp16Tflops && *gpu.fp16Tflops > 0)
            return set(MatmulPrecision::FP16Fallback, *gpu.fp16Tflops);
        return set(MatmulPrecision::FP32, fp32);
    case Compute::FP16:
    case Compute::AmpFP16:
        if (gpu.fp16Tflops && *gpu.fp16Tflops > 0)
            return set(MatmulPrecision::FP16, *gpu.fp16Tflops);
        return set(MatmulPrecision::FP32, fp32);
    case Compute::FP32:
        // PyTorch runs FP32 matmuls in full FP32 unless TF32 is enabled explicitly (default off since 1.12).
        return set(MatmulPrecision::FP32, fp32);
    }
    return set(MatmulPrecision::FP32, fp32);
}

ThroughputWorkload prepareWorkload(const ModelSpec& model, const TrainingSetup& setup)
{
    ThroughputWorkload w;
    const Method method = setup.method;
    const AdapterSettings& ad = setup.adapter;
    const bool full = method == Method::Full;
    const bool adapter = isAdapterMethod(method);
    const bool quant4 = adapter && isQuantized4bit(setup.baseQuant);
    const double layers = std::max(1, model.layers);
    const double h = model.hidden;
    const double r = std::max(1, ad.rank);

    double trainedFraction = full ? 1.0 : 0.0;
    if (method == Method::Freeze) {
        trainedFraction = std::clamp(ad.trainableLastLayers / layers, 0.0, 1.0);
        w.backwardInputFraction = trainedFraction;
    }

    // Extra sequence positions: prompt/p-tuning prepend virtual tokens to every sequence.
    int virtualTokens = 0;
    if (method == Method::PromptTuning || method == Method::PTuning)
        virtualTokens = ad.virtualTokens > 0 ? ad.virtualTokens : 20;
    const double seq = std::max(1, setup.seqLen) + virtualTokens;
    w.tokensPerMicroStep = int64_t(std::max(1, setup.microBatch)) * int64_t(seq);

    const ParameterCount params = countParameters(model);
    w.totalParams = double(params.total());

    const bool rope = model.learnedPositions == 0 && model.arch != ArchKind::Encoder;
    double opsPerLayer = rope ? 40 : 30;
    double adapterOps = 0;
    int modulesPerLayer = 0;

    for (const LinearModule& lin : linearModules(model)) {
        const double in = double(lin.in), out = double(lin.out), count = double(lin.count);
        const double flops = 2.0 * in * out * count * lin.activeFraction;
        const double weights = in * out * count;
        w.linearFlops += flops;
        w.inputGradFlops += flops;
        w.trainedLinearFlops += flops * trainedFraction;
        w.weightElements += weights;
        w.activationElements += (in + out) * count * lin.activeFraction;
        if (lin.activeFraction < 1) { // routed experts
            w.expertLinearFlops += flops;
            w.expertWeightElements += weights;
            w.expertActivationElements += (in + out) * count * lin.activeFraction;
        }
        ++modulesPerLayer;

        const bool targeted = usesTargets(method) && contains(ad.targets, lin.target);
        if (quant4 && (setup.quantizedModules == QuantizedModules::AllLinear || targeted))
            w.quantizedElements += weights;
        if (!targeted)
            continue;
        const double perLayerModules = count / layers; // experts count as several modules per layer
        const double adapterOpsBefore = adapterOps;
        switch (method) {
        case Method::LoRA:
        case Method::QLoRA:
        case Method::AdaLoRA:
        case Method::VeRA:
            w.adapterFlops += 2.0 * r * (in + out) * count * lin.activeFraction;
            adapterOps += 5 * perLayerModules;
            break;
        case Method::DoRA:
            w.adapterFlops += 2.0 * r * (in + out) * count * lin.activeFraction;
            adapterOps += 12 * perLayerModules;
            w.deltaWeightElements += weights; // ‖W + BA‖ is recomputed from the full weight every forward
            break;
        case Method::LoHa:
        case Method::LoKr:
            // PEFT materialises ΔW each forward and runs an extra full-size GEMM with it.
            w.adapterFlops += flops;
            adapterOps += 10 * perLayerModules;
            w.deltaWeightElements += weights;
            break;
        case Method::OFT:
        case Method::BOFT:
            // The rotated weight replaces W: no extra token GEMM, but a weight gradient and a per-pass rotation.
            w.trainedLinearFlops += flops;
            adapterOps += 8 * perLayerModules;
            w.deltaWeightElements += weights;
            break;
        case Method::IA3:
            adapterOps += 1 * perLayerModules;
            break;
        default:
            break;
        }
        // A grouped expert GEMM runs every expert of the layer (and its adapter) as one kernel.
        if (lin.activeFraction < 1 && perLayerModules > 1)
            w.expertRepeatOps += layers * (adapterOps - adapterOpsBefore) * (1 - 1 / perLayerModules);
        // LoRA-style side path: dropout on the input, scale and add on the output.
        if (method != Method::IA3 && method != Method::OFT && method != Method::BOFT)
            w.elementBytes += (in + 3 * out) * count * lin.activeFraction * activationBytes(setup.compute);
        else
            w.elementBytes += 2 * out * count * lin.activeFraction * activationBytes(setup.compute);
    }

    switch (method) {
    case Method::PTuning:
        adapterOps += 10 / layers;
        break;
    case Method::PrefixTuning: {
        const int vt = ad.virtualTokens > 0 ? ad.virtualTokens : 20;
        w.attentionFlops += 4.0 * vt * double(model.qWidth()) * layers;
        adapterOps += 2;
        break;
    }
    case Method::LlamaAdapter:
    case Method::LlamaAdapterV2: {
        const int vt = ad.virtualTokens > 0 ? ad.virtualTokens : 10;
        const double adapted = ad.adapterLayers > 0 ? std::min<double>(ad.adapterLayers, layers) : layers;
        // A second attention over the adaption prompt in each adapted layer, written in Python.
        w.attentionFlops += 4.0 * vt * double(model.qWidth()) * adapted;
        adapterOps += 20 * adapted / layers;
        break;
    }
    case Method::BottleneckAdapter:
        w.adapterFlops += 2 * 2.0 * 2.0 * h * ad.bottleneck * layers;
        adapterOps += 8;
        break;
    default:
        break;
    }
    // The estimator's count (one formula per method, memory/ModelState), with the virtual-token defaults the
    // throughput model assumes when the setup leaves them at 0.
    TrainingSetup counted = setup;
    if (usesVirtualTokens(method) && counted.adapter.virtualTokens <= 0)
        counted.adapter.virtualTokens = method == Method::LlamaAdapter || method == Method::LlamaAdapterV2 ? 10 : 20;
    w.trainableParams = std::max(double(trainableParameters(model, counted)), 1.0);

    // lm_head (decoders only; an encoder's classification head is negligible).
    if (model.arch != ArchKind::Encoder && model.vocab > 0) {
        const double flops = 2.0 * h * model.vocab;
        const bool headTrained = full || (adapter && (ad.trainLmHead || ad.trainEmbeddings));
        w.linearFlops += flops;
        w.inputGradFlops += flops;
        if (headTrained)
            w.trainedLinearFlops += flops;
        w.weightElements += h * model.vocab;
        w.activationElements += h + model.vocab;
        w.headLinearFlops = flops;
        w.headWeightElements = h * model.vocab;
        w.headActivationElements = h + model.vocab;
        // Logits and cross-entropy: 16-bit logits upcast to fp32, log-softmax and its gradient.
        const double perVocab = setup.loss == LossImpl::Fused ? 4 : setup.loss == LossImpl::Chunked ? 14 : 30;
        w.lossBytes = perVocab * model.vocab;
    }

    // Attention score and value matmuls: QKᵀ and PV are 2·s·qWidth MACs per token per layer. Causal masking halves
    // them for kernels that skip masked tiles (FlashAttention, SDPA's flash/efficient back-ends); eager attention
    // computes the full square and materialises it.
    const bool causal = model.arch != ArchKind::Encoder;
    const bool skipsMasked = setup.attention != Attention::Eager && setup.compute != Compute::FP32;
    const double causalFactor = causal && skipsMasked ? 0.5 : 1.0;
    // Only attention blocks have the quadratic term; a hybrid's mixer blocks run a chunked scan linear in s instead.
    const double attending = model.isHybrid() ? std::max(0, model.attentionLayers()) : layers;
    w.attentionFlops += 4.0 * seq * double(model.qWidth()) * attending * causalFactor;
    if (model.isHybrid())
        w.attentionFlops += hybrid::scanFlopsPerToken(model.hybrid) * model.hybrid.mixerLayers;
    if (setup.attention == Attention::Eager || setup.compute == Compute::FP32)
        w.eagerAttentionBytes = 6.0 * activationBytes(setup.compute) * model.heads * seq * attending; // scores,
                                                                                                      // softmax,
                                                                                                      // dropout, PV

    // Element-wise traffic of the blocks (forward).
    const double ffnWidth = [&] {
        if (!model.isMoe())
            return double(model.ffn);
        const double shared = model.moe.sharedExperts *
                              double(model.moe.sharedExpertFfn > 0 ? model.moe.sharedExpertFfn : model.moe.expertFfn);
        return double(model.moe.activeExperts) * model.moe.expertFfn + shared;
    }();
    const double ffnCoef = isGated(model.ffnKind) ? 3.0 : 2.0;
    w.elementBytes += layers * (14.0 * h + ffnCoef * ffnWidth) * activationBytes(setup.compute);

    // Kernels per forward pass.
    double opsPerLayerTotal = opsPerLayer + adapterOps;
    if (quant4)
        opsPerLayerTotal += 3.0 * modulesPerLayer; // dequantize + cast per quantized linear
    if (isMixedPrecision(setup.compute))
        opsPerLayerTotal += modulesPerLayer; // autocast weight casts
    w.opsForward = layers * opsPerLayerTotal + 20;
    w.hookedModules = layers * (modulesPerLayer + 2) + 3; // in double: safe even for an unchecked layer count

    switch (setup.checkpointing) {
    case Checkpointing::None:
        w.recomputeFraction = 0;
        break;
    case Checkpointing::Full:
    case Checkpointing::Offload:
        w.recomputeFraction = 1;
        break;
    case Checkpointing::Selective:
        w.recomputeFraction = 0; // attention core only; added to the attention passes below
        break;
    case Checkpointing::SelectiveOp:
        w.recomputeFraction = 0.5; // torchtitan op-level SAC recomputes every other matmul of a block
        break;
    }
    return w;
}

ThroughputEstimate estimateThroughput(const ThroughputWorkload& w, const ThroughputInput& in)
{
    ThroughputEstimate e;
    const TrainingSetup& setup = in.setup;
    const Parallelism& par = in.parallel;
    const Gpu& gpu = in.gpu;

    MatmulPrecision linearPrecision = MatmulPrecision::BF16;
    MatmulPrecision attnPrecision = MatmulPrecision::BF16;
    const double linearPeak = densePeakTflops(gpu, setup.compute, in.fp8Linears, &linearPrecision) * 1e12;
    const double attnPeak = densePeakTflops(gpu, setup.compute, false, &attnPrecision) * 1e12;
    const double bandwidthPeak = gpu.memoryBandwidthGBps * 1e9;
    if (linearPeak <= 0 || attnPeak <= 0 || bandwidthPeak <= 0 || w.tokensPerMicroStep <= 0)
        return e;
    e.precisionUsed = linearPrecision;
    e.effectivePeakTflops = linearPeak / 1e12;

    const DeviceTraits traits = in.traits ? *in.traits : deviceTraits(gpu);
    const DeviceEfficiency eff = deviceEfficiency(gpu, traits, linearPrecision);
    DeviceEfficiency attnEff = deviceEfficiency(gpu, traits, attnPrecision);
    if (in.fusedAttention && attnPrecision != MatmulPrecision::FP32 &&
        (traits.family == ArchFamily::Hopper || traits.family == ArchFamily::Blackwell)) {
        // cuDNN fused attention / FlashAttention-3 reaches ~75 % of the H100 BF16 peak forward and ~1.5-1.75× the
        // FA2 rate backward (Shah et al. 2024, arXiv:2407.08608), about twice FA2's ~35 %; with the same halving
        // end to end as for FA2 (above): ~0.33 of the dense peak.
        attnEff.attention = 0.33;
    }
    const double bw = bandwidthPeak * eff.bandwidth;
    // Tensor, pipeline and expert parallelism run in Megatron-Core (Megatron-Bridge, NeMo, ms-swift's Megatron back
    // end) or torchtitan: fused kernels and grouped expert GEMMs, whatever the job says of Hugging Face-style runs.
    const bool megatron = usesModelParallelism(par);
    const bool compiled = in.execution == ExecutionMode::Compiled || megatron;
    const bool groupedExperts = in.groupedExperts || megatron;
    const double elementFactor = compiled ? kCompiledElementFactor : 1.0;
    const LayoutShares lay = layoutShares(w, in.model, par, in.routing.balanced);
    // Tokens this GPU computes per micro-batch: a sequence-/context-parallel group shares each micro-batch.
    const double M = double(w.tokensPerMicroStep) / lay.sp;
    const double aB = activationBytes(setup.compute);
    const double wB = setup.compute == Compute::FP32 ? 4.0 : 2.0;
    const int gpus = std::max(1, par.gpus);
    const double rc = w.recomputeFraction;
    const double bif = w.backwardInputFraction;
    const bool mixed = isMixedPrecision(setup.compute);

    // --- Matmuls: roofline per pass -------------------------------------------------------------------------------
    const double gemmRate = linearPeak * (in.mfuOverride ? std::clamp(*in.mfuOverride, 0.01, 1.0) : eff.gemm);
    auto gemmPass = [&](double flopsPerToken, double weightElements, double activationElements) {
        const double compute = M * flopsPerToken / gemmRate;
        const double memory = (weightElements * wB + M * activationElements * aB) / bw;
        return std::max(compute, memory);
    };
    const double trainedShare = w.linearFlops > 0 ? w.trainedLinearFlops / w.linearFlops : 0;
    // This GPU's share of the linears (its stage, its tensor slice, its experts).
    const double linearFlops = w.linearFlops * lay.flops, inputGradFlops = w.inputGradFlops * lay.flops;
    const double trainedFlops = w.trainedLinearFlops * lay.flops, adapterFlops = w.adapterFlops * lay.adapterFlops;
    const double weightElements = w.weightElements * lay.weights;
    const double activationElements = w.activationElements * lay.activations;
    const double fwd = gemmPass(linearFlops + adapterFlops, weightElements, activationElements);
    const double bwdInput =
        gemmPass(bif * inputGradFlops + 2 * adapterFlops, bif * weightElements, bif * activationElements);
    const double bwdWeight =
        trainedFlops > 0 ? gemmPass(trainedFlops, trainedShare * weightElements, trainedShare * activationElements)
                         : 0.0;
    const double gemmMicro = fwd * (1 + rc) + bwdInput + bwdWeight;

    // --- Attention core ---------------------------------------------------------------------------------------------
    const bool flashLike = setup.attention != Attention::Eager && setup.compute != Compute::FP32;
    const double attnRecompute = setup.checkpointing == Checkpointing::Selective ? 1.0 : rc;
    const double attnPasses = 1 + attnRecompute + (flashLike ? 2.5 : 2.0) * bif;
    const double attnRate = attnPeak * (in.mfuOverride ? std::clamp(*in.mfuOverride, 0.01, 1.0) : attnEff.attention);
    // Context parallelism: each GPU's M queries attend over the whole sequence (balanced causal chunks, zigzag).
    double attnMicro = M * w.attentionFlops * lay.attention * attnPasses / attnRate;
    attnMicro += M * w.eagerAttentionBytes * lay.attention * (1 + attnRecompute + 2 * bif) * elementFactor / bw;

    // --- Memory-bound work per micro-step ---------------------------------------------------------------------------
    const double elementPasses = 1 + rc + 2 * bif;
    double elementMicro =
        M * (w.elementBytes * lay.elements * elementPasses + w.lossBytes * lay.loss) * elementFactor / bw;
    if (in.fp8Linears && linearPrecision == MatmulPrecision::FP8)
        elementMicro += M * activationElements * 3.0 * (1 + rc + 2 * bif) / bw; // amax + cast per GEMM operand
    const double weightPasses = 1 + rc + bif;
    // bitsandbytes/torchao NF4: one fused kernel reads 0.5 B and writes 2 B per weight. GPTQ (AutoGPTQ's training
    // path) unpacks int32 words with torch ops: expand/shift/and/cast/subtract/scale passes, ~27 B per weight.
    const double dequantBytes = setup.baseQuant == BaseQuant::GptqInt4 ? 27.0 : 2.5;
    const double dequantMicro = w.quantizedElements * lay.weights * dequantBytes * weightPasses / bw;
    const double deltaMicro = w.deltaWeightElements * lay.weights * 12.0 * weightPasses / bw;
    const bool shardedParams = par.sharding != Sharding::None && par.sharding != Sharding::DDP;
    double ampCastMicro = 0;
    if (mixed && !shardedParams) // autocast re-casts fp32 master weights to 16-bit in every forward
        ampCastMicro = trainedShare * weightElements * 6.0 * (1 + rc) / bw;
    const double memoryMicro = elementMicro + dequantMicro + deltaMicro + ampCastMicro;

    // --- Host (launch) time per micro-step --------------------------------------------------------------------------
    // A pipeline stage launches only its own blocks' kernels.
    const double forwardOps = groupedExperts ? w.opsForward - w.expertRepeatOps : w.opsForward;
    double ops = forwardOps * lay.stageShare * (1 + rc + kBackwardOpsFactor * bif);
    const bool zero3 = par.sharding == Sharding::Zero3;
    if (zero3)
        ops += w.hookedModules * lay.stageShare * kHookOpsPerModule * (1 + rc + bif);
    const double hostMicro = ops * (compiled ? kCompiledOpsFactor * kCompiledSecondsPerOp : kEagerSecondsPerOp);

    const double gpuMicro = gemmMicro + attnMicro + memoryMicro;
    double micro = smoothMax(gpuMicro, hostMicro);

    // --- Communication
    // ------------------------------------------------------------------------------------------------
    auto uni = [](const LinkSpec& l) { return l.GBps * 1e9 / 2.0; };
    LinkSpec intra = in.intraNode;
    const bool pcieOnlyCard = traits.pcieOnly;
    if (intra.kind == LinkKind::None) {
        // NVSwitch/SXM parts talk over NVLink; bridge-capable PCIe cards are assumed unbridged (the usual cloud
        // and multi-card setup), so they use the PCIe host link: the catalog value for PCIe-only cards, else Gen4 x16.
        if (traits.nvlinkSwitched && gpu.interconnectGBps > 0)
            intra = {LinkKind::NVLink, gpu.interconnectGBps};
        else
            intra = {LinkKind::PCIe, pcieOnlyCard && gpu.interconnectGBps > 0 ? gpu.interconnectGBps : 64.0};
    }
    // GeForce drivers disable peer-to-peer over PCIe: NCCL stages through host memory, about half the link rate.
    const double intraEfficiency = intra.kind == LinkKind::PCIe && gpu.gpuClass == GpuClass::Consumer ? 0.5 : 1.0;
    intra.GBps *= intraEfficiency;
    LinkSpec inter = in.interNode;
    if (inter.kind == LinkKind::None || inter.GBps <= 0)
        inter = {LinkKind::InterNode, 50}; // one 200 Gb/s NIC per GPU, both directions
    const int perNode = std::max(1, in.gpusPerNode);
    // The data-parallel group: the GPUs of one pipeline stage that hold the same tensor slice, TP ranks apart
    // (Megatron's rank order: tensor, context, data, then pipeline); context-parallel GPUs reduce gradients with it.
    // Without model parallelism it is every GPU.
    const int dp = lay.dpGroup;
    const bool multiNode = dp * lay.tp > perNode;
    // Rail-optimised multi-node rings: every channel crosses each node boundary once and the channels spread over
    // the NICs of the group's GPUs in the node, so the network side runs at their aggregate NIC bandwidth.
    const double nodeNic = uni(inter) * std::max(1, std::min(dp, perNode / lay.tp));
    const double busBw = kNcclBusEfficiency * (multiNode ? std::min(uni(intra), nodeNic) : uni(intra));
    const double f = dp > 1 ? double(dp - 1) / dp : 0.0;
    // This GPU's parameter shard before data-parallel sharding: 1/(TP·PP) of the dense weights, 1/(EP·ETP·PP) of
    // the routed experts.
    const double localParams =
        (1 - lay.expertParamFraction) * lay.denseParams + lay.expertParamFraction * lay.expertParams;
    const double trainedExpertFraction = setup.method == Method::Full ? lay.expertParamFraction : 0.0;
    const double localTrainedParams =
        (1 - trainedExpertFraction) * lay.denseParams + trainedExpertFraction * lay.expertParams;
    const double paramCommBytes =
        ((w.totalParams - w.quantizedElements) * wB + w.quantizedElements * 0.5) * localParams;
    const double gradBytes =
        w.trainableParams * (mixed || setup.compute == Compute::FP32 ? 4.0 : 2.0) * localTrainedParams;
    const double backwardMicro = (bwdInput + bwdWeight) + attnMicro * 0.6;
    double commMicro = 0, commMicroWindow = 0, commStep = 0, commStepOverlap = 0, commStepWindow = 0;
    const double layers = std::max(1.0, std::max(1, in.model.layers) * lay.stageShare); // this stage's blocks
    if (dp > 1) {
        switch (par.sharding) {
        case Sharding::None:
        case Sharding::DDP:
            commStepOverlap = 2 * f * gradBytes / busBw;
            commStepWindow = backwardMicro;
            break;
        case Sharding::Zero1:
            commStepOverlap = 2 * f * gradBytes / busBw;
            commStepWindow = backwardMicro;
            commStep = f * paramCommBytes / busBw;
            break;
        case Sharding::Zero2:
        case Sharding::FsdpGradOp:
            commMicro = f * gradBytes / busBw;
            commMicroWindow = backwardMicro;
            commStep = f * paramCommBytes / busBw;
            break;
        case Sharding::Zero3:
            // DeepSpeed releases a module's parameters after its forward; checkpoint recomputation gathers them
            // once more. Its per-module hooks prefetch little, so most of the gathers sit on the critical path.
            commMicro = f * ((2 + rc) * paramCommBytes + gradBytes) / busBw;
            commMicroWindow = kZero3Overlap * (gemmMicro + attnMicro);
            break;
        case Sharding::FsdpFull:
            // FSDP gathers each unit once for forward and once for backward (recomputation runs inside the unit's
            // backward) and prefetches the next unit.
            commMicro = f * (2 * paramCommBytes + gradBytes) / busBw;
            commMicroWindow = gemmMicro + attnMicro;
            break;
        case Sharding::FsdpHybrid: {
            const int shard = std::min(dp, perNode);
            const double fs = shard > 1 ? double(shard - 1) / shard : 0.0;
            commMicro = fs * (2 * paramCommBytes + gradBytes) / (kNcclBusEfficiency * uni(intra));
            commMicroWindow = gemmMicro + attnMicro;
            const int nodes = (dp + perNode - 1) / perNode;
            if (nodes > 1)
                commStepOverlap = 2.0 * (nodes - 1) / nodes * gradBytes / shard / (kNcclBusEfficiency * uni(inter));
            commStepWindow = backwardMicro;
            break;
        }
        }
    }
    auto exposed = [&](double comm, double window) {
        if (comm <= 0)
            return 0.0;
        return std::max(comm - kCommOverlap * window, comm / layers);
    };
    const double exposedMicro = exposed(commMicro, commMicroWindow);
    const double exposedStep = exposed(commStepOverlap, commStepWindow) + commStep;

    // --- Model-parallel communication per micro-batch (docs/planning.md "Time per step for model-parallel layouts")
    const double hidden = in.model.hidden;
    const double intraBus = kNcclBusEfficiency * uni(intra), interBus = kNcclBusEfficiency * uni(inter);
    double tpMicro = 0, a2aMicro = 0, cpMicro = 0, p2pMicro = 0;
    if (lay.tp > 1) {
        // Two collectives per block in forward, two in backward, again in a full recompute, over the link of the TP
        // group (NVLink while it fits in a node). Not overlapped: Megatron's tp_comm_overlap and torchtitan's AsyncTP
        // are opt-in.
        const double bytes = layers * (2 + rc) * tensorParallelBytesPerBlock(M, in.model.hidden, aB, lay.tp);
        tpMicro = bytes / (lay.tp <= perNode ? intraBus : interBus);
    }
    if (lay.ep > 1) {
        // Dispatch and combine per MoE block, forward, backward and recompute; Megatron splits a MoE block's tokens
        // over the TP group.
        const double tokens = M / lay.tp;
        const int topK = std::max(1, in.model.moe.activeExperts);
        double perMoeBlock = 0;
        if (in.routing.deduplicated) {
            // One copy per distinct destination node over the network, per distinct GPU over NVLink, the experts of
            // a token drawn evenly: E[distinct of n] = n (1 − (1 − 1/n)^k).
            const int members = lay.ep, onNode = std::clamp(perNode / lay.etp, 1, members);
            const double nodes = std::ceil(double(members) / onNode);
            auto distinct = [&](double n) { return n * (1 - std::pow(1 - 1 / n, topK)); };
            const double remoteNodes = nodes > 1 ? distinct(nodes) * (nodes - 1) / nodes : 0.0;
            const double nodeGpus = std::min<double>(members, onNode);
            const double localGpus = nodeGpus > 1 ? distinct(nodeGpus) * (nodeGpus - 1) / nodeGpus : 0.0;
            const double copyBytes = tokens * in.model.hidden * aB;
            perMoeBlock = std::max(remoteNodes * copyBytes / interBus, localGpus * copyBytes / intraBus);
        } else {
            const double perAllToAll = expertAllToAllBytes(tokens, topK, in.model.hidden, aB, lay.ep);
            perMoeBlock = allToAllSeconds(perAllToAll, lay.ep, lay.etp, perNode, intraBus, interBus);
        }
        a2aMicro = in.model.moeLayers() * lay.stageShare * (4 + 2 * rc) * perMoeBlock;
    }
    if (lay.spKind == SequenceParallel::Ring) {
        // Ring attention: each of the sp − 1 steps passes this GPU's K/V block on; backward passes K/V and their
        // gradients. The transfers hide behind the attention of the block in hand.
        const double kvBytes = 2.0 * double(in.model.kvWidth()) / lay.tp * aB;
        const double bytes = layers * (lay.sp - 1) * M * kvBytes * (1 + attnRecompute + 2 * bif);
        const double ring = bytes / (lay.tp * lay.sp <= perNode ? intraBus : interBus);
        cpMicro = std::max(0.0, ring - kCommOverlap * attnMicro);
    } else if (lay.spKind == SequenceParallel::Ulysses) {
        // DeepSpeed-Ulysses: all-to-all of q, k, v before and of the output after attention, each way in backward.
        const double width = (2.0 * double(in.model.qWidth()) + 2.0 * double(in.model.kvWidth())) / lay.tp;
        const double bytes = layers * M * width * aB * double(lay.sp - 1) / lay.sp * (1 + attnRecompute + bif);
        cpMicro = allToAllSeconds(bytes, lay.sp, lay.tp, perNode, intraBus, interBus);
    }
    if (lay.pp > 1) {
        // Stage-to-stage sends: activations forward, their gradients backward, at every chunk boundary; Megatron
        // sends 1/TP of them under sequence parallelism. Neighbouring stages are gpus/PP ranks apart.
        const double bytes = 2.0 * lay.vpp * M * hidden * aB / (lay.megatronSp ? lay.tp : 1);
        p2pMicro = bytes / (gpus / lay.pp >= perNode ? interBus : intraBus);
    }
    if (in.routing.overlapped && a2aMicro > 0) // hidden behind another micro-batch's computation
        a2aMicro = std::max(a2aMicro - kCommOverlap * gpuMicro, a2aMicro / layers);
    if (lay.vpp > 1 && p2pMicro > 0) // interleaved schedules overlap their sends (Megatron overlap_p2p_comm)
        p2pMicro = std::max(p2pMicro - kCommOverlap * gpuMicro, p2pMicro / layers);
    const double modelParallelMicro = tpMicro + a2aMicro + cpMicro + p2pMicro;

    // --- Activation offload (checkpoints to CPU, overlapped on a side stream) --------------------------------------
    const double hostLinkBw = 0.8 * (pcieOnlyCard && gpu.interconnectGBps > 0 ? gpu.interconnectGBps * 1e9 / 2 : 32e9);
    if (setup.checkpointing == Checkpointing::Offload) {
        const double bytes = 2.0 * M * in.model.hidden * layers * aB;
        micro += std::max(0.0, bytes / hostLinkBw - kCommOverlap * gpuMicro);
    }
    micro += exposedMicro + modelParallelMicro;

    // --- Optimizer step ----------------------------------------------------------------------------------------------
    const bool shardedOptimizer = par.sharding != Sharding::None && par.sharding != Sharding::DDP;
    // The distributed optimizer shards dense state over the data-parallel group, expert state over the
    // expert-data-parallel GPUs (TP·DP·CP / (EP·ETP)).
    const double denseGroup = shardedOptimizer ? dp : 1;
    const double expertGroup = shardedOptimizer ? std::max(1.0, double(dp) * lay.tp / (lay.ep * lay.etp)) : 1.0;
    const double localTrainable = w.trainableParams * ((1 - trainedExpertFraction) * lay.denseParams / denseGroup +
                                                       trainedExpertFraction * lay.expertParams / expertGroup);
    const double stateBytes = [&] {
        if (setup.optimizerState == OptimizerStateDType::FP32)
            return 4.0;
        if (setup.optimizerState == OptimizerStateDType::BF16)
            return 2.0;
        return mixed || setup.compute == Compute::FP32 || isAdapterMethod(setup.method) ? 4.0 : 2.0;
    }();
    double optimizerBytes = 0;
    if (setup.optimizer == Optimizer::AdamW8bit || setup.optimizer == Optimizer::PagedAdamW8bit)
        optimizerBytes = localTrainable * (2 * stateBytes + stateBytes + 4 + 3 * stateBytes);
    else
        optimizerBytes =
            localTrainable * stateBytes *
            (optimizerPasses(setup.optimizer, compiled ? ExecutionMode::Compiled : ExecutionMode::Eager) + 3);
    if (mixed)
        optimizerBytes += localTrainable * 6; // refresh the 16-bit copy
    if (setup.compute == Compute::AmpFP16 || setup.compute == Compute::FP16 ||
        linearPrecision == MatmulPrecision::FP16Fallback)
        optimizerBytes += localTrainable * 8; // loss-scale unscale + inf check
    double optimizerSeconds = optimizerBytes / bw;

    // --- CPU offload ----------------------------------------------------------------------------------------------
    double offloadSeconds = 0;
    if (par.offload != Offload::None) {
        const double shard = shardedOptimizer ? dp : 1;
        offloadSeconds += (gradBytes / shard + w.totalParams * localParams * wB / shard) / hostLinkBw;
        offloadSeconds += localTrainable * kCpuAdamBytesPerParam / kCpuAdamBytesPerSecond;
        optimizerSeconds = 0;
        if (par.offload == Offload::ParamsOptimizer) {
            // The weights cross the host link whenever ZeRO-3 gathers them: forward, backward and the recomputation.
            const double perMicro = (2 + rc) * paramCommBytes / shard / hostLinkBw;
            offloadSeconds += setup.gradAccumulation * std::max(0.0, perMicro - 0.5 * gpuMicro);
        }
    }

    const int ga = std::max(1, setup.gradAccumulation);
    // 1F1B: the pipeline fills and drains once per step, (PP − 1)/V micro-batch times of idle stages
    // (pipelineBubbleShare).
    const double bubble = lay.pp > 1 ? double(lay.pp - 1) / lay.vpp * micro : 0.0;
    const double step = ga * micro + bubble + optimizerSeconds + exposedStep + offloadSeconds;

    // A replica's tokens are computed by its TP × PP GPUs (and sequence-parallel GPUs, already in M).
    const double replicaGpus = double(lay.tp) * lay.pp;
    const double countedShare =
        (1.0 - std::clamp(in.paddingFraction, 0.0, 0.95)) *
        (double(std::max(1, setup.seqLen)) * std::max(1, setup.microBatch) / double(w.tokensPerMicroStep));
    e.stepSeconds = step;
    e.tokensPerSecondPerGpu = countedShare * M * ga / step / replicaGpus;
    e.tokensPerSecondTotal = e.tokensPerSecondPerGpu * gpus;
    e.computeSeconds = ga * (gemmMicro + attnMicro);
    e.memoryBoundSeconds = ga * memoryMicro + optimizerSeconds;
    e.hostSeconds = ga * hostMicro;
    e.exposedCommSeconds = ga * (exposedMicro + modelParallelMicro) + exposedStep;
    e.expertAllToAllSeconds = ga * a2aMicro;
    e.modelParallelCommSeconds = ga * (tpMicro + cpMicro + p2pMicro);
    e.pipelineBubbleSeconds = bubble;
    e.offloadSeconds = offloadSeconds;

    const double fwdFlops = w.linearFlops + w.adapterFlops + w.attentionFlops;
    e.modelFlopsPerToken =
        fwdFlops + bif * (w.inputGradFlops + 2 * w.adapterFlops) + w.trainedLinearFlops + w.attentionFlops * 2 * bif;
    e.flopsPerToken = e.modelFlopsPerToken + rc * (w.linearFlops + w.adapterFlops) + attnRecompute * w.attentionFlops;
    e.achievedTflops = e.flopsPerToken * M * ga / step / replicaGpus / 1e12;

    // Bottleneck and band.
    const double hostExcess = hostMicro > gpuMicro ? ga * hostMicro : 0.0;
    struct Part
    {
        Bottleneck b;
        double seconds;
        double band;
    };
    const Part parts[] = {
        {Bottleneck::Compute, e.computeSeconds, 0.25},
        {Bottleneck::MemoryBandwidth, e.memoryBoundSeconds, 0.35},
        {Bottleneck::HostOverhead, hostExcess, 0.45},
        {Bottleneck::Interconnect, e.exposedCommSeconds - e.expertAllToAllSeconds, 0.5},
        {Bottleneck::Offload, e.offloadSeconds, 0.5},
        {Bottleneck::PipelineBubble, e.pipelineBubbleSeconds, 0.5},
        {Bottleneck::ExpertAllToAll, e.expertAllToAllSeconds, 0.5},
    };
    const Part* top = &parts[0];
    for (const Part& p : parts)
        if (p.seconds > top->seconds)
            top = &p;
    e.bottleneck = top->b;
    double band = 0;
    for (const Part& p : parts)
        band += p.band * p.seconds;
    band = std::clamp(band / std::max(step, 1e-12), 0.2, 0.6);
    if (in.mfuOverride)
        band = std::min(band, 0.25);
    e.bandLow = e.tokensPerSecondPerGpu * (1 - band);
    e.bandHigh = e.tokensPerSecondPerGpu * (1 + band);
    e.valid = std::isfinite(e.tokensPerSecondPerGpu) && e.tokensPerSecondPerGpu > 0;
    return e;
}

ThroughputEstimate estimateThroughput(const ThroughputInput& input)
{
    return estimateThroughput(prepareWorkload(input.model, input.setup), input);
}

const char* bottleneckName(Bottleneck b)
{
    switch (b) {
    case Bottleneck::Compute:
        return "compute";
    case Bottleneck::MemoryBandwidth:
        return "memory_bandwidth";
    case Bottleneck::Interconnect:
        return "interconnect";
    case Bottleneck::HostOverhead:
        return "host_overhead";
    case Bottleneck::Offload:
        return "offload";
    case Bottleneck::PipelineBubble:
        return "pipeline_bubble";
    case Bottleneck::ExpertAllToAll:
        return "expert_all_to_all";
    }
    return "compute";
}

const char* precisionName(MatmulPrecision p)
{
    switch (p) {
    case MatmulPrecision::FP8:
        return "fp8";
    case MatmulPrecision::BF16:
        return "bf16";
    case MatmulPrecision::FP16:
        return "fp16";
    case MatmulPrecision::FP16Fallback:
        return "fp16_fallback";
    case MatmulPrecision::FP32:
        return "fp32";
    }
    return "bf16";
}

} // namespace tunefit

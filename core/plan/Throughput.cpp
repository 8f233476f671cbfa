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
#include <optional>
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

double activationBytes(Compute c)
{
    return c == Compute::FP32 ? 4.0 : 2.0;
}

namespace {

/// What every time term reads, computed once per workload, GPU and layout.
struct TimeContext
{
    const ThroughputWorkload& w;
    const ThroughputInput& in;
    MatmulPrecision linearPrecision = MatmulPrecision::BF16;
    MatmulPrecision attnPrecision = MatmulPrecision::BF16;
    double linearPeak = 0, attnPeak = 0; ///< FLOP/s of the linears (FP8 where used) and of attention
    DeviceTraits traits{};
    DeviceEfficiency eff{}, attnEff{};
    double bw = 0; ///< achieved memory bandwidth, B/s
    bool compiled = false, groupedExperts = false;
    double elementFactor = 1;
    LayoutShares lay{};
    double M = 0;          ///< tokens this GPU computes per micro-batch
    double aB = 0, wB = 0; ///< activation and weight bytes per element
    double rc = 0, bif = 0;
    bool mixed = false;
    double layers = 1; ///< this stage's blocks
};

std::optional<TimeContext> timeContext(const ThroughputWorkload& w, const ThroughputInput& in)
{
    TimeContext c{w, in};
    const Gpu& gpu = in.gpu;
    const TrainingSetup& setup = in.setup;
    c.linearPeak = densePeakTflops(gpu, setup.compute, in.fp8Linears, &c.linearPrecision) * 1e12;
    c.attnPeak = densePeakTflops(gpu, setup.compute, false, &c.attnPrecision) * 1e12;
    const double bandwidthPeak = gpu.memoryBandwidthGBps * 1e9;
    if (c.linearPeak <= 0 || c.attnPeak <= 0 || bandwidthPeak <= 0 || w.tokensPerMicroStep <= 0)
        return std::nullopt;
    c.traits = in.traits ? *in.traits : deviceTraits(gpu);
    c.eff = deviceEfficiency(gpu, c.traits, c.linearPrecision);
    c.attnEff = deviceEfficiency(gpu, c.traits, c.attnPrecision);
    if (in.fusedAttention && c.attnPrecision != MatmulPrecision::FP32 &&
        (c.traits.family == ArchFamily::Hopper || c.traits.family == ArchFamily::Blackwell)) {
        // cuDNN fused attention / FlashAttention-3 reaches ~75 % of the H100 BF16 peak forward and ~1.5-1.75× the
        // FA2 rate backward (Shah et al. 2024, arXiv:2407.08608), about twice FA2's ~35 %; with the same halving
        // end to end as for FA2 (above): ~0.33 of the dense peak.
        c.attnEff.attention = 0.33;
    }
    c.bw = bandwidthPeak * c.eff.bandwidth;
    // Tensor, pipeline and expert parallelism run in Megatron-Core (Megatron-Bridge, NeMo, ms-swift's Megatron back
    // end) or torchtitan: fused kernels and grouped expert GEMMs, whatever the job says of Hugging Face-style runs.
    const bool megatron = usesModelParallelism(in.parallel);
    c.compiled = in.execution == ExecutionMode::Compiled || megatron;
    c.groupedExperts = in.groupedExperts || megatron;
    c.elementFactor = c.compiled ? kCompiledElementFactor : 1.0;
    c.lay = layoutShares(w, in.model, in.parallel, in.routing.balanced);
    // Tokens this GPU computes per micro-batch: a sequence-/context-parallel group shares each micro-batch.
    c.M = double(w.tokensPerMicroStep) / c.lay.sp;
    c.aB = activationBytes(setup.compute);
    c.wB = setup.compute == Compute::FP32 ? 4.0 : 2.0;
    c.rc = w.recomputeFraction;
    c.bif = w.backwardInputFraction;
    c.mixed = isMixedPrecision(setup.compute);
    c.layers = std::max(1.0, std::max(1, in.model.layers) * c.lay.stageShare);
    return c;
}

/// The linears per micro-batch: a roofline per pass (forward, input gradients, weight gradients of trained weights).
struct MatmulTime
{
    double forward = 0, backwardInput = 0, backwardWeight = 0, total = 0;
    double trainedShare = 0;                           ///< trained share of the linear FLOPs
    double weightElements = 0, activationElements = 0; ///< this GPU's share
};

MatmulTime matmulTime(const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    const LayoutShares& lay = c.lay;
    const double gemmRate = c.linearPeak * (c.in.mfuOverride ? std::clamp(*c.in.mfuOverride, 0.01, 1.0) : c.eff.gemm);
    auto gemmPass = [&](double flopsPerToken, double weightElements, double activationElements) {
        const double compute = c.M * flopsPerToken / gemmRate;
        const double memory = (weightElements * c.wB + c.M * activationElements * c.aB) / c.bw;
        return std::max(compute, memory);
    };
    MatmulTime t;
    t.trainedShare = w.linearFlops > 0 ? w.trainedLinearFlops / w.linearFlops : 0;
    // This GPU's share of the linears (its stage, its tensor slice, its experts).
    const double linearFlops = w.linearFlops * lay.flops, inputGradFlops = w.inputGradFlops * lay.flops;
    const double trainedFlops = w.trainedLinearFlops * lay.flops, adapterFlops = w.adapterFlops * lay.adapterFlops;
    t.weightElements = w.weightElements * lay.weights;
    t.activationElements = w.activationElements * lay.activations;
    t.forward = gemmPass(linearFlops + adapterFlops, t.weightElements, t.activationElements);
    t.backwardInput =
        gemmPass(c.bif * inputGradFlops + 2 * adapterFlops, c.bif * t.weightElements, c.bif * t.activationElements);
    t.backwardWeight = trainedFlops > 0 ? gemmPass(trainedFlops, t.trainedShare * t.weightElements,
                                                   t.trainedShare * t.activationElements)
                                        : 0.0;
    t.total = t.forward * (1 + c.rc) + t.backwardInput + t.backwardWeight;
    return t;
}

/// Recomputation of the attention core: selective checkpointing recomputes exactly it.
double attentionRecompute(const TimeContext& c)
{
    return c.in.setup.checkpointing == Checkpointing::Selective ? 1.0 : c.rc;
}

/// The attention core per micro-batch: FLOPs at the attention rate, plus an eager kernel's score traffic.
double attentionTime(const TimeContext& c)
{
    const TrainingSetup& setup = c.in.setup;
    const bool flashLike = setup.attention != Attention::Eager && setup.compute != Compute::FP32;
    const double recompute = attentionRecompute(c);
    const double passes = 1 + recompute + (flashLike ? 2.5 : 2.0) * c.bif;
    const double rate =
        c.attnPeak * (c.in.mfuOverride ? std::clamp(*c.in.mfuOverride, 0.01, 1.0) : c.attnEff.attention);
    // Context parallelism: each GPU's M queries attend over the whole sequence (balanced causal chunks, zigzag).
    double seconds = c.M * c.w.attentionFlops * c.lay.attention * passes / rate;
    seconds += c.M * c.w.eagerAttentionBytes * c.lay.attention * (1 + recompute + 2 * c.bif) * c.elementFactor / c.bw;
    return seconds;
}

/// Memory-bound work per micro-batch: element-wise kernels and the loss, FP8 scaling, dequantization of a quantized
/// base, DoRA-style weight deltas and autocast's re-casts.
double memoryBoundTime(const TimeContext& c, const MatmulTime& mm)
{
    const ThroughputWorkload& w = c.w;
    const TrainingSetup& setup = c.in.setup;
    const double rc = c.rc, bif = c.bif;
    const double elementPasses = 1 + rc + 2 * bif;
    double elementMicro =
        c.M * (w.elementBytes * c.lay.elements * elementPasses + w.lossBytes * c.lay.loss) * c.elementFactor / c.bw;
    if (c.in.fp8Linears && c.linearPrecision == MatmulPrecision::FP8)
        elementMicro += c.M * mm.activationElements * 3.0 * (1 + rc + 2 * bif) / c.bw; // amax + cast per operand
    const double weightPasses = 1 + rc + bif;
    // bitsandbytes/torchao NF4: one fused kernel reads 0.5 B and writes 2 B per weight. GPTQ (AutoGPTQ's training
    // path) unpacks int32 words with torch ops: expand/shift/and/cast/subtract/scale passes, ~27 B per weight.
    const double dequantBytes = setup.baseQuant == BaseQuant::GptqInt4 ? 27.0 : 2.5;
    const double dequantMicro = w.quantizedElements * c.lay.weights * dequantBytes * weightPasses / c.bw;
    const double deltaMicro = w.deltaWeightElements * c.lay.weights * 12.0 * weightPasses / c.bw;
    const Sharding sharding = c.in.parallel.sharding;
    const bool shardedParams = sharding != Sharding::None && sharding != Sharding::DDP;
    double ampCastMicro = 0;
    if (c.mixed && !shardedParams) // autocast re-casts fp32 master weights to 16-bit in every forward
        ampCastMicro = mm.trainedShare * mm.weightElements * 6.0 * (1 + rc) / c.bw;
    return elementMicro + dequantMicro + deltaMicro + ampCastMicro;
}

/// Host (launch) time per micro-batch: kernels × seconds per kernel, eager or compiled; ZeRO-3's module hooks.
double hostTime(const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    // A pipeline stage launches only its own blocks' kernels.
    const double forwardOps = c.groupedExperts ? w.opsForward - w.expertRepeatOps : w.opsForward;
    double ops = forwardOps * c.lay.stageShare * (1 + c.rc + kBackwardOpsFactor * c.bif);
    if (c.in.parallel.sharding == Sharding::Zero3)
        ops += w.hookedModules * c.lay.stageShare * kHookOpsPerModule * (1 + c.rc + c.bif);
    return ops * (c.compiled ? kCompiledOpsFactor * kCompiledSecondsPerOp : kEagerSecondsPerOp);
}

double oneWayBytesPerSecond(const LinkSpec& l)
{
    return l.GBps * 1e9 / 2.0;
}

/// The links collectives run over and their achieved bus bandwidths.
struct Links
{
    LinkSpec intra, inter;
    int perNode = 1;
    int dp = 1; ///< the data-parallel group
    double intraBus = 0, interBus = 0;
    double busBw = 0; ///< the data-parallel group's ring
    double hostLinkBw = 0;
};

Links links(const TimeContext& c)
{
    const Gpu& gpu = c.in.gpu;
    Links k;
    k.intra = c.in.intraNode;
    const bool pcieOnlyCard = c.traits.pcieOnly;
    if (k.intra.kind == LinkKind::None) {
        // NVSwitch/SXM parts talk over NVLink; bridge-capable PCIe cards are assumed unbridged (the usual cloud
        // and multi-card setup), so they use the PCIe host link: the catalog value for PCIe-only cards, else Gen4 x16.
        if (c.traits.nvlinkSwitched && gpu.interconnectGBps > 0)
            k.intra = {LinkKind::NVLink, gpu.interconnectGBps};
        else
            k.intra = {LinkKind::PCIe, pcieOnlyCard && gpu.interconnectGBps > 0 ? gpu.interconnectGBps : 64.0};
    }
    // GeForce drivers disable peer-to-peer over PCIe: NCCL stages through host memory, about half the link rate.
    const double intraEfficiency = k.intra.kind == LinkKind::PCIe && gpu.gpuClass == GpuClass::Consumer ? 0.5 : 1.0;
    k.intra.GBps *= intraEfficiency;
    k.inter = c.in.interNode;
    if (k.inter.kind == LinkKind::None || k.inter.GBps <= 0)
        k.inter = {LinkKind::InterNode, 50}; // one 200 Gb/s NIC per GPU, both directions
    k.perNode = std::max(1, c.in.gpusPerNode);
    // The data-parallel group: the GPUs of one pipeline stage that hold the same tensor slice, TP ranks apart
    // (Megatron's rank order: tensor, context, data, then pipeline); context-parallel GPUs reduce gradients with it.
    // Without model parallelism it is every GPU.
    k.dp = c.lay.dpGroup;
    const bool multiNode = k.dp * c.lay.tp > k.perNode;
    // Rail-optimised multi-node rings: every channel crosses each node boundary once and the channels spread over
    // the NICs of the group's GPUs in the node, so the network side runs at their aggregate NIC bandwidth.
    const double nodeNic = oneWayBytesPerSecond(k.inter) * std::max(1, std::min(k.dp, k.perNode / c.lay.tp));
    k.busBw = kNcclBusEfficiency *
              (multiNode ? std::min(oneWayBytesPerSecond(k.intra), nodeNic) : oneWayBytesPerSecond(k.intra));
    k.intraBus = kNcclBusEfficiency * oneWayBytesPerSecond(k.intra);
    k.interBus = kNcclBusEfficiency * oneWayBytesPerSecond(k.inter);
    k.hostLinkBw = 0.8 * (pcieOnlyCard && gpu.interconnectGBps > 0 ? gpu.interconnectGBps * 1e9 / 2 : 32e9);
    return k;
}

/// What one GPU's shard sends: its parameters (gathered) and its gradients (reduced).
struct ShardTraffic
{
    double localParams = 0;           ///< share of the parameters before data-parallel sharding
    double trainedExpertFraction = 0; ///< routed-expert share of the trained parameters
    double paramBytes = 0, gradBytes = 0;
};

ShardTraffic shardTraffic(const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    const LayoutShares& lay = c.lay;
    const TrainingSetup& setup = c.in.setup;
    ShardTraffic s;
    // This GPU's parameter shard before data-parallel sharding: 1/(TP·PP) of the dense weights, 1/(EP·ETP·PP) of
    // the routed experts.
    s.localParams = (1 - lay.expertParamFraction) * lay.denseParams + lay.expertParamFraction * lay.expertParams;
    s.trainedExpertFraction = setup.method == Method::Full ? lay.expertParamFraction : 0.0;
    const double localTrainedParams =
        (1 - s.trainedExpertFraction) * lay.denseParams + s.trainedExpertFraction * lay.expertParams;
    s.paramBytes = ((w.totalParams - w.quantizedElements) * c.wB + w.quantizedElements * 0.5) * s.localParams;
    s.gradBytes = w.trainableParams * (c.mixed || setup.compute == Compute::FP32 ? 4.0 : 2.0) * localTrainedParams;
    return s;
}

/// Exposed data-parallel communication: per micro-batch (ZeRO-2/3, FSDP) and per step (all-reduce, ZeRO-1).
struct DataParallelTime
{
    double micro = 0, step = 0;
};

DataParallelTime dataParallelTime(const TimeContext& c, const Links& k, const ShardTraffic& s, const MatmulTime& mm,
                                  double attnMicro)
{
    double commMicro = 0, commMicroWindow = 0, commStep = 0, commStepOverlap = 0, commStepWindow = 0;
    const int dp = k.dp;
    const double f = dp > 1 ? double(dp - 1) / dp : 0.0;
    const double backwardMicro = (mm.backwardInput + mm.backwardWeight) + attnMicro * 0.6;
    const double busBw = k.busBw;
    if (dp > 1) {
        switch (c.in.parallel.sharding) {
        case Sharding::None:
        case Sharding::DDP:
            commStepOverlap = 2 * f * s.gradBytes / busBw;
            commStepWindow = backwardMicro;
            break;
        case Sharding::Zero1:
            commStepOverlap = 2 * f * s.gradBytes / busBw;
            commStepWindow = backwardMicro;
            commStep = f * s.paramBytes / busBw;
            break;
        case Sharding::Zero2:
        case Sharding::FsdpGradOp:
            commMicro = f * s.gradBytes / busBw;
            commMicroWindow = backwardMicro;
            commStep = f * s.paramBytes / busBw;
            break;
        case Sharding::Zero3:
            // DeepSpeed releases a module's parameters after its forward; checkpoint recomputation gathers them
            // once more. Its per-module hooks prefetch little, so most of the gathers sit on the critical path.
            commMicro = f * ((2 + c.rc) * s.paramBytes + s.gradBytes) / busBw;
            commMicroWindow = kZero3Overlap * (mm.total + attnMicro);
            break;
        case Sharding::FsdpFull:
            // FSDP gathers each unit once for forward and once for backward (recomputation runs inside the unit's
            // backward) and prefetches the next unit.
            commMicro = f * (2 * s.paramBytes + s.gradBytes) / busBw;
            commMicroWindow = mm.total + attnMicro;
            break;
        case Sharding::FsdpHybrid: {
            const int shard = std::min(dp, k.perNode);
            const double fs = shard > 1 ? double(shard - 1) / shard : 0.0;
            commMicro = fs * (2 * s.paramBytes + s.gradBytes) / k.intraBus;
            commMicroWindow = mm.total + attnMicro;
            const int nodes = (dp + k.perNode - 1) / k.perNode;
            if (nodes > 1)
                commStepOverlap = 2.0 * (nodes - 1) / nodes * s.gradBytes / shard / k.interBus;
            commStepWindow = backwardMicro;
            break;
        }
        }
    }
    auto exposed = [&](double comm, double window) {
        if (comm <= 0)
            return 0.0;
        return std::max(comm - kCommOverlap * window, comm / c.layers);
    };
    return {exposed(commMicro, commMicroWindow), exposed(commStepOverlap, commStepWindow) + commStep};
}

/// Model-parallel communication per micro-batch (docs/planning.md "Time per step for model-parallel layouts").
struct ModelParallelTime
{
    double tensor = 0, expertAllToAll = 0, context = 0, pipeline = 0;
    double total() const { return tensor + expertAllToAll + context + pipeline; }
};

/// Two collectives per block in forward, two in backward, again in a full recompute, over the link of the TP group
/// (NVLink while it fits in a node). Not overlapped: Megatron's tp_comm_overlap and torchtitan's AsyncTP are opt-in.
double tensorParallelTime(const TimeContext& c, const Links& k)
{
    if (c.lay.tp <= 1)
        return 0;
    const double bytes = c.layers * (2 + c.rc) * tensorParallelBytesPerBlock(c.M, c.in.model.hidden, c.aB, c.lay.tp);
    return bytes / (c.lay.tp <= k.perNode ? k.intraBus : k.interBus);
}

/// Dispatch and combine per MoE block, forward, backward and recompute; Megatron splits a MoE block's tokens over the
/// TP group.
double expertAllToAllTime(const TimeContext& c, const Links& k)
{
    const LayoutShares& lay = c.lay;
    if (lay.ep <= 1)
        return 0;
    const ModelSpec& model = c.in.model;
    const double tokens = c.M / lay.tp;
    const int topK = std::max(1, model.moe.activeExperts);
    double perMoeBlock = 0;
    if (c.in.routing.deduplicated) {
        // One copy per distinct destination node over the network, per distinct GPU over NVLink, the experts of a
        // token drawn evenly: E[distinct of n] = n (1 − (1 − 1/n)^k).
        const int members = lay.ep, onNode = std::clamp(k.perNode / lay.etp, 1, members);
        const double nodes = std::ceil(double(members) / onNode);
        auto distinct = [&](double n) { return n * (1 - std::pow(1 - 1 / n, topK)); };
        const double remoteNodes = nodes > 1 ? distinct(nodes) * (nodes - 1) / nodes : 0.0;
        const double nodeGpus = std::min<double>(members, onNode);
        const double localGpus = nodeGpus > 1 ? distinct(nodeGpus) * (nodeGpus - 1) / nodeGpus : 0.0;
        const double copyBytes = tokens * model.hidden * c.aB;
        perMoeBlock = std::max(remoteNodes * copyBytes / k.interBus, localGpus * copyBytes / k.intraBus);
    } else {
        const double perAllToAll = expertAllToAllBytes(tokens, topK, model.hidden, c.aB, lay.ep);
        perMoeBlock = allToAllSeconds(perAllToAll, lay.ep, lay.etp, k.perNode, k.intraBus, k.interBus);
    }
    return model.moeLayers() * lay.stageShare * (4 + 2 * c.rc) * perMoeBlock;
}

/// Context parallelism: ring attention passes K/V blocks (hidden behind the attention of the block in hand);
/// DeepSpeed-Ulysses runs all-to-alls of q, k, v before and of the output after attention, each way in backward.
double contextParallelTime(const TimeContext& c, const Links& k, double attnMicro)
{
    const LayoutShares& lay = c.lay;
    const ModelSpec& model = c.in.model;
    const double recompute = attentionRecompute(c);
    if (lay.spKind == SequenceParallel::Ring) {
        const double kvBytes = 2.0 * double(model.kvWidth()) / lay.tp * c.aB;
        const double bytes = c.layers * (lay.sp - 1) * c.M * kvBytes * (1 + recompute + 2 * c.bif);
        const double ring = bytes / (lay.tp * lay.sp <= k.perNode ? k.intraBus : k.interBus);
        return std::max(0.0, ring - kCommOverlap * attnMicro);
    }
    if (lay.spKind == SequenceParallel::Ulysses) {
        const double width = (2.0 * double(model.qWidth()) + 2.0 * double(model.kvWidth())) / lay.tp;
        const double bytes = c.layers * c.M * width * c.aB * double(lay.sp - 1) / lay.sp * (1 + recompute + c.bif);
        return allToAllSeconds(bytes, lay.sp, lay.tp, k.perNode, k.intraBus, k.interBus);
    }
    return 0;
}

/// Stage-to-stage sends: activations forward, their gradients backward, at every chunk boundary; Megatron sends 1/TP
/// of them under sequence parallelism. Neighbouring stages are gpus/PP ranks apart.
double pipelineSendTime(const TimeContext& c, const Links& k)
{
    const LayoutShares& lay = c.lay;
    if (lay.pp <= 1)
        return 0;
    const int gpus = std::max(1, c.in.parallel.gpus);
    const double bytes = 2.0 * lay.vpp * c.M * double(c.in.model.hidden) * c.aB / (lay.megatronSp ? lay.tp : 1);
    return bytes / (gpus / lay.pp >= k.perNode ? k.interBus : k.intraBus);
}

ModelParallelTime modelParallelTime(const TimeContext& c, const Links& k, double attnMicro, double gpuMicro)
{
    ModelParallelTime t;
    t.tensor = tensorParallelTime(c, k);
    t.expertAllToAll = expertAllToAllTime(c, k);
    t.context = contextParallelTime(c, k, attnMicro);
    t.pipeline = pipelineSendTime(c, k);
    if (c.in.routing.overlapped && t.expertAllToAll > 0) // hidden behind another micro-batch's computation
        t.expertAllToAll = std::max(t.expertAllToAll - kCommOverlap * gpuMicro, t.expertAllToAll / c.layers);
    if (c.lay.vpp > 1 && t.pipeline > 0) // interleaved schedules overlap their sends (Megatron overlap_p2p_comm)
        t.pipeline = std::max(t.pipeline - kCommOverlap * gpuMicro, t.pipeline / c.layers);
    return t;
}

/// Activation offload: checkpoints to CPU and back, overlapped on a side stream.
double activationOffloadTime(const TimeContext& c, const Links& k, double gpuMicro)
{
    if (c.in.setup.checkpointing != Checkpointing::Offload)
        return 0;
    const double bytes = 2.0 * c.M * c.in.model.hidden * c.layers * c.aB;
    return std::max(0.0, bytes / k.hostLinkBw - kCommOverlap * gpuMicro);
}

/// This GPU's trained parameters after the distributed optimizer's sharding: dense state over the data-parallel
/// group, expert state over the expert-data-parallel GPUs (TP·DP·CP / (EP·ETP)).
double localTrainableParams(const TimeContext& c, const Links& k, const ShardTraffic& s)
{
    const LayoutShares& lay = c.lay;
    const Sharding sharding = c.in.parallel.sharding;
    const bool shardedOptimizer = sharding != Sharding::None && sharding != Sharding::DDP;
    const double denseGroup = shardedOptimizer ? k.dp : 1;
    const double expertGroup = shardedOptimizer ? std::max(1.0, double(k.dp) * lay.tp / (lay.ep * lay.etp)) : 1.0;
    return c.w.trainableParams * ((1 - s.trainedExpertFraction) * lay.denseParams / denseGroup +
                                  s.trainedExpertFraction * lay.expertParams / expertGroup);
}

/// The optimizer step on the GPU: a memory-bound pass over the local state (bytes per parameter by optimizer and
/// state dtype), the 16-bit copy's refresh and fp16's loss-scale checks.
double optimizerStepTime(const TimeContext& c, double localTrainable)
{
    const TrainingSetup& setup = c.in.setup;
    const double stateBytes = [&] {
        if (setup.optimizerState == OptimizerStateDType::FP32)
            return 4.0;
        if (setup.optimizerState == OptimizerStateDType::BF16)
            return 2.0;
        return c.mixed || setup.compute == Compute::FP32 || isAdapterMethod(setup.method) ? 4.0 : 2.0;
    }();
    double optimizerBytes = 0;
    if (setup.optimizer == Optimizer::AdamW8bit || setup.optimizer == Optimizer::PagedAdamW8bit)
        optimizerBytes = localTrainable * (2 * stateBytes + stateBytes + 4 + 3 * stateBytes);
    else
        optimizerBytes =
            localTrainable * stateBytes *
            (optimizerPasses(setup.optimizer, c.compiled ? ExecutionMode::Compiled : ExecutionMode::Eager) + 3);
    if (c.mixed)
        optimizerBytes += localTrainable * 6; // refresh the 16-bit copy
    if (setup.compute == Compute::AmpFP16 || setup.compute == Compute::FP16 ||
        c.linearPrecision == MatmulPrecision::FP16Fallback)
        optimizerBytes += localTrainable * 8; // loss-scale unscale + inf check
    return optimizerBytes / c.bw;
}

/// ZeRO-Offload: gradients down and weights up over the host link, the CPU Adam step, and (parameters offloaded)
/// the weights again at every gather.
double cpuOffloadTime(const TimeContext& c, const Links& k, const ShardTraffic& s, double localTrainable,
                      double gpuMicro)
{
    const Parallelism& par = c.in.parallel;
    if (par.offload == Offload::None)
        return 0;
    const bool shardedOptimizer = par.sharding != Sharding::None && par.sharding != Sharding::DDP;
    const double shard = shardedOptimizer ? k.dp : 1;
    double seconds = 0;
    seconds += (s.gradBytes / shard + c.w.totalParams * s.localParams * c.wB / shard) / k.hostLinkBw;
    seconds += localTrainable * kCpuAdamBytesPerParam / kCpuAdamBytesPerSecond;
    if (par.offload == Offload::ParamsOptimizer) {
        // The weights cross the host link whenever ZeRO-3 gathers them: forward, backward and the recomputation.
        const double perMicro = (2 + c.rc) * s.paramBytes / shard / k.hostLinkBw;
        seconds += c.in.setup.gradAccumulation * std::max(0.0, perMicro - 0.5 * gpuMicro);
    }
    return seconds;
}

/// The largest part of the step names the bottleneck; the band is the parts' bands weighted by their seconds.
void bottleneckAndBand(ThroughputEstimate& e, double hostExcess, double step, bool mfuOverride)
{
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
    if (mfuOverride)
        band = std::min(band, 0.25);
    e.bandLow = e.tokensPerSecondPerGpu * (1 - band);
    e.bandHigh = e.tokensPerSecondPerGpu * (1 + band);
}

} // namespace

ThroughputEstimate estimateThroughput(const ThroughputWorkload& w, const ThroughputInput& in)
{
    ThroughputEstimate e;
    const std::optional<TimeContext> context = timeContext(w, in);
    if (!context)
        return e;
    const TimeContext& c = *context;
    const TrainingSetup& setup = in.setup;
    e.precisionUsed = c.linearPrecision;
    e.effectivePeakTflops = c.linearPeak / 1e12;

    // Per micro-batch: the GPU's work (matmuls, attention, memory-bound kernels) against the host's launches.
    const MatmulTime mm = matmulTime(c);
    const double attnMicro = attentionTime(c);
    const double memoryMicro = memoryBoundTime(c, mm);
    const double hostMicro = hostTime(c);
    const double gpuMicro = mm.total + attnMicro + memoryMicro;
    double micro = smoothMax(gpuMicro, hostMicro);

    // Communication and offload.
    const Links k = links(c);
    const ShardTraffic traffic = shardTraffic(c);
    const DataParallelTime dpTime = dataParallelTime(c, k, traffic, mm, attnMicro);
    const ModelParallelTime mp = modelParallelTime(c, k, attnMicro, gpuMicro);
    const double modelParallelMicro = mp.tensor + mp.expertAllToAll + mp.context + mp.pipeline;
    micro += activationOffloadTime(c, k, gpuMicro);
    micro += dpTime.micro + modelParallelMicro;

    // The step: micro-batches, the pipeline's fill and drain, the optimizer (on the GPU or the CPU).
    const double localTrainable = localTrainableParams(c, k, traffic);
    const double offloadSeconds = cpuOffloadTime(c, k, traffic, localTrainable, gpuMicro);
    const double optimizerSeconds = in.parallel.offload != Offload::None ? 0.0 : optimizerStepTime(c, localTrainable);
    const int ga = std::max(1, setup.gradAccumulation);
    // 1F1B: the pipeline fills and drains once per step, (PP − 1)/V micro-batch times of idle stages
    // (pipelineBubbleShare).
    const LayoutShares& lay = c.lay;
    const double bubble = lay.pp > 1 ? double(lay.pp - 1) / lay.vpp * micro : 0.0;
    const double step = ga * micro + bubble + optimizerSeconds + dpTime.step + offloadSeconds;

    // A replica's tokens are computed by its TP × PP GPUs (and sequence-parallel GPUs, already in M).
    const double replicaGpus = double(lay.tp) * lay.pp;
    const double countedShare =
        (1.0 - std::clamp(in.paddingFraction, 0.0, 0.95)) *
        (double(std::max(1, setup.seqLen)) * std::max(1, setup.microBatch) / double(w.tokensPerMicroStep));
    e.stepSeconds = step;
    e.tokensPerSecondPerGpu = countedShare * c.M * ga / step / replicaGpus;
    e.tokensPerSecondTotal = e.tokensPerSecondPerGpu * std::max(1, in.parallel.gpus);
    e.computeSeconds = ga * (mm.total + attnMicro);
    e.memoryBoundSeconds = ga * memoryMicro + optimizerSeconds;
    e.hostSeconds = ga * hostMicro;
    e.exposedCommSeconds = ga * (dpTime.micro + modelParallelMicro) + dpTime.step;
    e.expertAllToAllSeconds = ga * mp.expertAllToAll;
    e.modelParallelCommSeconds = ga * (mp.tensor + mp.context + mp.pipeline);
    e.pipelineBubbleSeconds = bubble;
    e.offloadSeconds = offloadSeconds;

    const double fwdFlops = w.linearFlops + w.adapterFlops + w.attentionFlops;
    e.modelFlopsPerToken = fwdFlops + c.bif * (w.inputGradFlops + 2 * w.adapterFlops) + w.trainedLinearFlops +
                           w.attentionFlops * 2 * c.bif;
    e.flopsPerToken =
        e.modelFlopsPerToken + c.rc * (w.linearFlops + w.adapterFlops) + attentionRecompute(c) * w.attentionFlops;
    e.achievedTflops = e.flopsPerToken * c.M * ga / step / replicaGpus / 1e12;

    bottleneckAndBand(e, hostMicro > gpuMicro ? ga * hostMicro : 0.0, step, in.mfuOverride.has_value());
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

// SPDX-License-Identifier: GPL-3.0-or-later
//
// The compute terms of a step on one GPU: the linears (a roofline per pass), the attention core, memory-bound
// kernels, the host's kernel launches and the optimizer step.
#include "core/plan/DeviceRates.h"
#include "core/plan/ThroughputInternal.h"
#include "core/training/OptimizerStates.h"

#include "core/training/Qat.h"

#include <algorithm>

namespace tunefit::throughput_detail {

namespace {

// Host overhead (core/plan/DeviceRates.h, kEagerSecondsPerKernel): compiled/fused stacks issue ~3× fewer kernels at
// ~10 µs. When the GPU work per kernel is smaller than that (short sequences, micro-batch 1), the GPU waits: the
// kernel-launch floor.
constexpr double kBackwardOpsFactor = kBackwardKernelsPerForward;
constexpr double kEagerSecondsPerOp = kEagerSecondsPerKernel;
constexpr double kCompiledSecondsPerOp = 10e-6;
constexpr double kCompiledOpsFactor = 0.33; // fusion: kernels per eager kernel
constexpr double kHookOpsPerModule = 12;    // ZeRO-3 per-module fetch/release bookkeeping, per pass

/// Passes over parameter-sized tensors per optimizer step. PyTorch's default (foreach) AdamW makes ~20 (lerp, mul,
/// addcmul, sqrt, div, add, addcdiv, weight decay, zero_grad, clipping); fused implementations ~7.
double optimizerPasses(Optimizer o, ExecutionMode mode)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW32:
    case Optimizer::AdamWFusedBackward:
        return mode == ExecutionMode::Compiled ? 7 : 20;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
    case Optimizer::TorchaoAdamW8bit:
    case Optimizer::TorchaoAdamW4bit:
    case Optimizer::TorchaoAdamWFp8:
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

/// The achieved rate of the linears' FLOPs. Under a low-precision recipe the LM head stays in 16-bit (torchtitan's
/// float8 converter filters the output layer; Megatron's output layer is no TE module), and so do the blocks the job
/// keeps in 16-bit: the rate is the harmonic blend of the recipe's rate over its blocks and the 16-bit rate over the
/// head and the other blocks.
double linearGemmRate(const TimeContext& c)
{
    const auto utilisation = [&](double family) {
        return c.in.mfuOverride ? std::clamp(*c.in.mfuOverride, 0.01, 1.0) : family;
    };
    const double rate = c.linearPeak * utilisation(c.eff.gemm);
    if (c.in.setup.lowPrecision.recipe == LowPrecisionRecipe::None || c.w.linearFlops <= 0)
        return rate;
    const double head = std::clamp(c.w.headLinearFlops / c.w.linearFlops, 0.0, 1.0);
    const double low = (1.0 - head) * c.lowPrecisionShare;
    const double sixteenBit = c.attnPeak * utilisation(c.attnEff.gemm);
    return 1.0 / (low / rate + (1.0 - low) / sixteenBit);
}

/// The linears per micro-batch, a roofline per pass. Small micro-batches: a GEMM with M = b·s rows reads the whole
/// weight once, so its arithmetic intensity is ~M FLOP/byte; below the card's ridge point (peak / bandwidth, ~150
/// A100, ~300 H100, ~420 L40S) it is bandwidth-bound. The roofline max(FLOPs/peak, bytes/bandwidth) per GEMM gives
/// the saturating utilisation curve; grouped experts stream their weights slower (kGroupedWeightBandwidth).
MatmulTime matmulTime(const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    const LayoutShares& lay = c.lay;
    const double gemmRate = linearGemmRate(c);
    // The grouped experts' weights count as this many more bytes at the card's achieved bandwidth.
    const double groupedExtra = c.groupedExperts ? std::max(0.0, c.eff.bandwidth / kGroupedWeightBandwidth - 1.0) : 0.0;
    const double expertElements = w.expertWeightElements * lay.expertWeights;
    auto gemmPass = [&](double flopsPerToken, double weightElements, double activationElements, double share) {
        const double compute = c.M * flopsPerToken / gemmRate;
        const double weightBytes = (weightElements + share * groupedExtra * expertElements) * c.wB;
        const double memory = (weightBytes + c.M * activationElements * c.aB) / c.bw;
        return std::max(compute, memory);
    };
    MatmulTime t;
    t.trainedShare = w.linearFlops > 0 ? w.trainedLinearFlops / w.linearFlops : 0;
    // This GPU's share of the linears (its stage, its tensor slice, its experts).
    const double linearFlops = w.linearFlops * lay.flops, inputGradFlops = w.inputGradFlops * lay.flops;
    const double trainedFlops = w.trainedLinearFlops * lay.flops, adapterFlops = w.adapterFlops * lay.adapterFlops;
    t.weightElements = w.weightElements * lay.weights;
    t.activationElements = w.activationElements * lay.activations;
    t.forward = gemmPass(linearFlops + adapterFlops, t.weightElements, t.activationElements, 1.0);
    t.backwardInput = gemmPass(c.bif * inputGradFlops + 2 * adapterFlops, c.bif * t.weightElements,
                               c.bif * t.activationElements, c.bif);
    t.backwardWeight = trainedFlops > 0 ? gemmPass(trainedFlops, t.trainedShare * t.weightElements,
                                                   t.trainedShare * t.activationElements, t.trainedShare)
                                        : 0.0;
    t.total = t.forward * (1 + c.rc) + t.backwardInput + t.backwardWeight;
    return t;
}

// A tiled attention kernel's rate grows with the keys each query block streams: loading Q, writing O and dQ, the
// softmax statistics and the partly masked diagonal tile are fixed work per query block. Causal SDPA forward and
// backward on an H200 (tests/data/device-runs, attention_long_context: 347 TFLOP/s at 4K tokens, 596 at 16K, 592 at
// 64K, 571 at 128K) follows rate ∝ s / (s + s½) with s½ = 3,000 tokens (least squares in log, within 11 %).
constexpr double kAttentionHalfRateTokens = 3000;
// The family rates of deviceEfficiency are those of reference runs at 2-8K tokens: the factor is 1 at 4K.
constexpr double kFamilyRateTokens = 4096;

} // namespace

double attentionRateFactor(double keys)
{
    const auto rate = [](double s) { return s / (s + kAttentionHalfRateTokens); };
    return rate(std::max(1.0, keys)) / rate(kFamilyRateTokens);
}

namespace {

/// The attention kernel's rate over `keys` tokens relative to the family rate (1 at 4K tokens): below 1 for short
/// sequences and windows, up to 1.73 for very long sequences. Triton kernels (llm-foundry's, flex attention for
/// models with attention sinks) stay at the family rate: llm-foundry's MPT table loses MFU from 2K to 32K tokens at
/// every size.
double attentionLengthFactor(const TimeContext& c, double keys)
{
    const TrainingSetup& setup = c.in.setup;
    if (setup.attention == Attention::Eager || setup.compute == Compute::FP32)
        return 1.0; // separate matmuls and a materialised softmax, no tiles
    if (c.attentionKernel == AttentionKernel::Triton)
        return 1.0;
    return attentionRateFactor(keys);
}

/// `passes` passes of the attention core over the micro-batch: full-attention layers at the kernel's rate over the
/// sequence (ring attention: one GPU's chunk; Ulysses: the whole sequence), sliding-window layers at its rate over
/// the window. A user-set utilisation replaces both.
double attentionCoreSeconds(const TimeContext& c, double passes)
{
    const ThroughputWorkload& w = c.w;
    const double work = c.M * c.lay.attention * passes;
    if (c.in.mfuOverride)
        return work * w.attentionFlops / (c.attnPeak * std::clamp(*c.in.mfuOverride, 0.01, 1.0));
    const double rate = c.attnPeak * c.attnEff.attention;
    const double ring = c.lay.spKind == SequenceParallel::Ring ? double(c.lay.sp) : 1.0;
    const double span = double(c.in.setup.seqLen) / ring;
    const double full = w.attentionFlops - w.windowedAttentionFlops;
    const double windowSpan = std::min(span, w.attentionWindow);
    return work *
           (full / (rate * attentionLengthFactor(c, span)) +
            (w.windowedAttentionFlops > 0 ? w.windowedAttentionFlops / (rate * attentionLengthFactor(c, windowSpan))
                                          : 0.0));
}

/// The attention core per micro-batch: FLOPs at the attention rate, plus an eager kernel's score traffic.
double attentionTime(const TimeContext& c)
{
    const TrainingSetup& setup = c.in.setup;
    const bool flashLike = setup.attention != Attention::Eager && setup.compute != Compute::FP32;
    const double recompute = attentionRecompute(c);
    const double passes = 1 + recompute + (flashLike ? 2.5 : 2.0) * c.bif;
    // Context parallelism: each GPU's M queries attend over the whole sequence (balanced causal chunks, zigzag).
    double seconds = attentionCoreSeconds(c, passes);
    seconds += c.M * c.w.eagerAttentionBytes * c.lay.attention * (1 + recompute + 2 * c.bif) * c.elementFactor / c.bw;
    return seconds;
}

// In backward, each of the grouped experts' three gathers becomes an index_put with accumulation, which sorts its
// indices first: on an H200 one accumulation of S·h = 67M BF16 elements took 1.28 ms of GPU time (torch.profiler,
// tests/data/device-runs/h200-2026-12-04-moe-profile.txt: IndexBackward0, 184 ms over 144 calls), 19.5× the time of
// streaming its input and output once at the card's achieved bandwidth.
constexpr double kSortedAccumulateSlowdown = 19.5;

/// The token dispatch of Hugging Face's grouped experts per micro-batch (transformers 5 integrations/moe.py,
/// grouped_mm_experts_forward). Per MoE layer and forward, with S = tokens × top-k routed copies of width h: the
/// gather by token and the sort by expert (2 × S·h read and written), the routing-weight scale, the gather back and
/// the index_add into the zeroed output (3 × S·h read and written, T·h three times), and the gated activation
/// (~5·S·ffn_expert). Recompute repeats the forward and backward streams the same tensors again; the backward of the
/// three gathers is the sorted accumulation above. Megatron's fused permutation kernels have none of this.
double expertDispatchTime(const TimeContext& c)
{
    if (!c.torchGroupedExperts)
        return 0.0;
    const ModelSpec& m = c.in.model;
    const double tokens = c.M, copies = c.M * std::max(1, m.moe.activeExperts);
    const double h = m.hidden, ffn = m.moe.expertFfn;
    const double layers = m.moeLayers() * c.lay.stageShare;
    const double forwardBytes = (2 * 5 * copies * h + 5 * copies * ffn + 3 * tokens * h) * c.aB;
    const double accumulateSeconds = 3 * 2 * copies * h * c.aB * kSortedAccumulateSlowdown / c.bw;
    return layers * (forwardBytes * (1 + c.rc + c.bif) / c.bw + c.bif * accumulateSeconds);
}

/// Memory-bound work per micro-batch: element-wise kernels and the loss, FP8 scaling, dequantization of a quantized
/// base, DoRA-style weight deltas, QAT's fake quantization and autocast's re-casts. Element-wise kernels (norms,
/// activations, residuals, rotary, casts, LoRA scaling/adds, cross-entropy) stream their tensors through memory: ~14·h
/// + 3·ffn (gated; 2·ffn plain) activation elements per layer and token in the forward pass, twice that in backward
/// (Korthikanti et al. 2022 count the same tensors for memory).
double memoryBoundTime(const TimeContext& c, const MatmulTime& mm)
{
    const ThroughputWorkload& w = c.w;
    const TrainingSetup& setup = c.in.setup;
    const double rc = c.rc, bif = c.bif;
    const double elementPasses = 1 + rc + 2 * bif;
    double elementMicro =
        c.M * (w.elementBytes * c.lay.elements * elementPasses + w.lossBytes * c.lay.loss) * c.elementFactor / c.bw;
    // Amax and cast per GEMM operand of the recipe's blocks: read 2 bytes, write 1; block scales along one axis
    // quantize each operand once per axis (quantizesEachAxis).
    const double lowElements = mm.activationElements * c.lowPrecisionShare;
    if (c.linearPrecision == MatmulPrecision::FP8 || c.linearPrecision == MatmulPrecision::FP4) {
        const double castBytes = quantizesEachAxis(setup.lowPrecision.recipe) ? 6.0 : 3.0;
        elementMicro += c.M * lowElements * castBytes * (1 + rc + 2 * bif) / c.bw;
    }
    // NVFP4's 16-point random Hadamard transform of the weight-gradient GEMM's inputs (arXiv:2509.25149 §4.2): one
    // more 16-bit read and write of each operand in backward.
    if (c.linearPrecision == MatmulPrecision::FP4)
        elementMicro += c.M * lowElements * 4.0 * bif / c.bw;
    const double weightPasses = 1 + rc + bif;
    // bitsandbytes/torchao NF4: one fused kernel reads 0.5 B and writes 2 B per weight. GPTQ (AutoGPTQ's training
    // path) unpacks int32 words with torch ops: expand/shift/and/cast/subtract/scale passes, ~27 B per weight.
    const double dequantBytes = setup.baseQuant == BaseQuant::GptqInt4 ? 27.0 : 2.5;
    const double dequantMicro = w.quantizedElements * c.lay.weights * dequantBytes * weightPasses / c.bw;
    // PEFT's LoRA on a 3-D expert tensor (target_parameters) adds B·A to the whole tensor in every forward, as
    // DoRA/LoKr rebuild their weights.
    const double rebuilt = w.deltaWeightElements + (c.torchGroupedExperts ? w.adaptedExpertWeightElements : 0.0);
    const double deltaMicro = rebuilt * c.lay.weights * 12.0 * weightPasses / c.bw;
    // QAT (core/training/Qat.h): every forward and recompute fake-quantizes the weights (and inputs) anew; the
    // straight-through backward runs for trained weights and for every fake-quantized input.
    const double fqForward = c.compiled ? kQatCompiledBytes : kQatForwardBytes;
    const double fqBackward = c.compiled ? kQatCompiledBytes : kQatBackwardBytes;
    const double fakeQuantMicro =
        (w.fakeQuantWeightElements * fqForward * (1 + rc) + w.fakeQuantTrainedElements * fqBackward * bif) *
            c.lay.weights / c.bw +
        c.M * w.fakeQuantInputElements * c.lay.activations * (fqForward * (1 + rc) + fqBackward * bif) / c.bw;
    const Sharding sharding = c.in.parallel.sharding;
    const bool shardedParams = sharding != Sharding::None && sharding != Sharding::DDP;
    double ampCastMicro = 0;
    if (c.mixed && !shardedParams) // autocast re-casts fp32 master weights to 16-bit in every forward
        ampCastMicro = mm.trainedShare * mm.weightElements * 6.0 * (1 + rc) / c.bw;
    return elementMicro + dequantMicro + deltaMicro + fakeQuantMicro + ampCastMicro + expertDispatchTime(c);
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

/// One no-grad forward over the micro-batch on the GPU: the linears' forward pass, one pass of the attention core,
/// and one pass of the element-wise kernels, the logits' log-softmax (half the loss traffic, which counts forward and
/// backward) and a quantized base's dequantization: what a reference or scoring forward computes.
double noGradForwardTime(const TimeContext& c, const MatmulTime& mm)
{
    const ThroughputWorkload& w = c.w;
    double attention = attentionCoreSeconds(c, 1.0);
    attention += c.M * w.eagerAttentionBytes * c.lay.attention * c.elementFactor / c.bw;
    const double elements =
        c.M * (w.elementBytes * c.lay.elements + 0.5 * w.lossBytes * c.lay.loss) * c.elementFactor / c.bw;
    const double dequantBytes = c.in.setup.baseQuant == BaseQuant::GptqInt4 ? 27.0 : 2.5;
    const double dequant = w.quantizedElements * c.lay.weights * dequantBytes / c.bw;
    return mm.forward + attention + elements + dequant;
}

/// Host time of one forward pass: its kernels, eager or compiled.
double forwardHostTime(const TimeContext& c)
{
    const ThroughputWorkload& w = c.w;
    const double forwardOps = c.groupedExperts ? w.opsForward - w.expertRepeatOps : w.opsForward;
    return forwardOps * c.lay.stageShare *
           (c.compiled ? kCompiledOpsFactor * kCompiledSecondsPerOp : kEagerSecondsPerOp);
}

} // namespace

MicroBatchCompute microBatchCompute(const TimeContext& c)
{
    MicroBatchCompute t;
    t.matmul = matmulTime(c);
    t.attention = attentionTime(c);
    t.memoryBound = memoryBoundTime(c, t.matmul);
    t.host = hostTime(c);
    t.gpu = t.matmul.total + t.attention + t.memoryBound;
    if (c.in.setup.objective.objective != Objective::Sft) { // only objectives run extra forwards or generate
        t.forwardGpu = noGradForwardTime(c, t.matmul);
        t.forwardHost = forwardHostTime(c);
    }
    return t;
}

/// The optimizer step on the GPU: a memory-bound pass over the local state (bytes per parameter by optimizer and
/// state dtype), the 16-bit copy's refresh and fp16's loss-scale checks.
double optimizerStepTime(const TimeContext& c, double localTrainable)
{
    const TrainingSetup& setup = c.in.setup;
    // The trained parameters' (and their gradients') width: fp32 masters or adapters, else the 16-bit weights.
    const double paramBytes = c.mixed || setup.compute == Compute::FP32 || isAdapterMethod(setup.method) ? 4.0 : 2.0;
    const double stateBytes = [&] {
        if (setup.optimizerState == OptimizerStateDType::FP32)
            return 4.0;
        if (setup.optimizerState == OptimizerStateDType::BF16)
            return 2.0;
        return paramBytes;
    }();
    double optimizerBytes = 0;
    if (setup.optimizer == Optimizer::AdamW8bit || setup.optimizer == Optimizer::PagedAdamW8bit)
        optimizerBytes = localTrainable * (2 * stateBytes + stateBytes + 4 + 3 * stateBytes);
    else if (const auto format = quantizedMomentFormat(setup.optimizer))
        // torchao's compiled single_param_adam (torchao/optim/adam.py): one pass reading the parameter, its gradient
        // and both moments, writing the moments and the parameter.
        optimizerBytes = localTrainable * (3 * paramBytes + 4 * stateElementBytes(*format));
    else
        optimizerBytes =
            localTrainable * stateBytes *
                (optimizerPasses(setup.optimizer, c.compiled ? ExecutionMode::Compiled : ExecutionMode::Eager) + 3) +
            localTrainable * fp8StateCastTrafficBytes(setup);
    if (c.mixed)
        optimizerBytes += localTrainable * 6; // refresh the 16-bit copy
    if (setup.compute == Compute::AmpFP16 || setup.compute == Compute::FP16 ||
        c.linearPrecision == MatmulPrecision::FP16Fallback)
        optimizerBytes += localTrainable * 8; // loss-scale unscale + inf check
    return optimizerBytes / c.bw;
}

} // namespace tunefit::throughput_detail

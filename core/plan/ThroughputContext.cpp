// SPDX-License-Identifier: GPL-3.0-or-later
//
// The context every step-time term reads, computed once per workload, GPU and layout: the card's traits, peaks and
// achieved fractions, and what one GPU of the layout computes and holds.
#include "core/plan/ThroughputInternal.h"

#include "core/catalog/Catalog.h"
#include "core/plan/GpuSoftware.h"
#include "core/plan/RecipeSupport.h"
#include "core/training/ParallelLayout.h"

#include <algorithm>
#include <string_view>

namespace tunefit {

namespace {

bool hasText(const std::string& haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string::npos;
}

} // namespace

DeviceTraits deviceTraits(const Gpu& gpu)
{
    DeviceTraits t;
    t.hbm = hasText(gpu.memoryType, "HBM");
    switch (gpuGeneration(gpu)) {
    case GpuGeneration::Volta:
    case GpuGeneration::Turing:
        t.family = ArchFamily::VoltaTuring;
        break;
    case GpuGeneration::Ampere:
        t.family = ArchFamily::Ampere;
        break;
    case GpuGeneration::Ada:
        t.family = ArchFamily::Ada;
        break;
    case GpuGeneration::Hopper:
        t.family = ArchFamily::Hopper;
        break;
    case GpuGeneration::Blackwell:
        t.family = ArchFamily::Blackwell;
        break;
    default:
        t.family = ArchFamily::Other;
        break;
    }
    const bool nvlink = hasNvlink(gpu);
    t.pcieOnly = hasText(gpu.interconnect, "PCIe") && !nvlink;
    t.nvlinkSwitched = nvlink && !hasText(gpu.interconnect, "bridge");
    return t;
}

double densePeakTflops(const Gpu& gpu, Compute compute, LowPrecisionRecipe recipe, MatmulPrecision* used)
{
    auto set = [&](MatmulPrecision p, double v) {
        if (used)
            *used = p;
        return v;
    };
    if (recipe != LowPrecisionRecipe::None) {
        if (recipeSupport(gpu, recipe) != RecipeSupport::Runs)
            return set(MatmulPrecision::FP8, 0.0);
        if (lowPrecisionFormat(recipe) == LowPrecisionFormat::Nvfp4)
            return set(MatmulPrecision::FP4, *gpu.fp4Tflops);
        return set(MatmulPrecision::FP8, *gpu.fp8Tflops);
    }
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

namespace throughput_detail {

namespace {

constexpr double kCompiledElementFactor = 0.5; // fused element-wise traffic per eager traffic
// Busiest expert-parallel GPU's routed tokens over the mean under a trained router: the capacity factor MoE training
// budgets for it (Switch Transformer trains at 1.25, Fedus et al. 2022, JMLR 23(120) §2.2; Megatron-Core's
// --moe-expert-capacity-factor caps the same ratio). The all-to-all waits for the busiest GPU.
constexpr double kExpertImbalance = 1.25;

} // namespace

// The achieved fractions of the peak (none is fitted to a single measured row):
// * Achievable GEMM fraction of the dense peak per architecture: large-GEMM micro-benchmarks, e.g.
//   github.com/mli/transformers-benchmarks (A100 FP16 matmul 230 of 312 TFLOPS = 0.74; V100 95 of 125 = 0.76;
//   RTX A6000 95 of 150 = 0.63; RTX 3090 Ti 81 TFLOPS = its FP32-accumulate rate; V100 FP32 14 of 15.7 = 0.89).
//   Hopper/Ada/Blackwell: cuBLAS BF16 reaches ~0.7 of the dense peak at the sustained (power-limited) clock.
// * Attention kernels: FlashAttention-2 kernel benchmarks reach 50-73 % of the A100 peak forward and less backward
//   (Dao 2023, arXiv:2307.08691) and ~35 % of the H100 peak. End to end in training stacks (Triton/FA1-era kernels,
//   rotary, layout copies, softmax statistics) the long-sequence runs of the reference set achieve about half of
//   that: ~0.33 of the dense peak on A100, ~0.18 on H100 (FA2 is not Hopper-tuned), counted with causal halving
//   and a 2.5× backward. These are the rates at the 2-8K-token sequences of those runs; attentionLengthFactor
//   (ThroughputCompute.cpp) scales them with the kernel's sequence length.
// * Hopper in BF16: H100 LLM training runs ~2.2-2.5× an A100 per GPU without FP8, not the 3.2× of the peaks
//   (power-limited clocks, relatively less memory bandwidth per FLOP); modelled as a GEMM fraction of 0.55.
double fusedAttentionEfficiency(const DeviceTraits& traits, MatmulPrecision precision, double flashAttention2)
{
    if (precision == MatmulPrecision::FP32 ||
        (traits.family != ArchFamily::Hopper && traits.family != ArchFamily::Blackwell))
        return flashAttention2;
    // cuDNN fused attention / FlashAttention-3 reaches ~75 % of the H100 BF16 peak forward and ~1.5-1.75× the FA2
    // rate backward (Shah et al. 2024, arXiv:2407.08608), about twice FA2's ~35 %; with the same halving end to end
    // as for FA2 (deviceEfficiency): ~0.33 of the dense peak.
    return 0.33;
}

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

namespace {

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
    l.expertWeights = share / (l.ep * l.etp);
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

} // namespace

std::optional<TimeContext> timeContext(const ThroughputWorkload& w, const ThroughputInput& in)
{
    std::optional<TimeContext> context; // built in place and returned as it is: the planner times thousands of layouts
    TimeContext& c = context.emplace(w, in);
    const Gpu& gpu = in.gpu;
    const TrainingSetup& setup = in.setup;
    c.linearPeak = densePeakTflops(gpu, setup.compute, setup.lowPrecision.recipe, &c.linearPrecision) * 1e12;
    c.attnPeak = densePeakTflops(gpu, setup.compute, LowPrecisionRecipe::None, &c.attnPrecision) * 1e12;
    c.lowPrecisionShare = lowPrecisionBlockShare(setup.lowPrecision, in.model.layers);
    const double bandwidthPeak = gpu.memoryBandwidthGBps * 1e9;
    // A card that cannot run the job's optimizer (optimizerSupport) has no time either: never another optimizer's.
    if (c.linearPeak <= 0 || c.attnPeak <= 0 || bandwidthPeak <= 0 || w.tokensPerMicroStep <= 0 ||
        optimizerSupport(gpu, setup) != RecipeSupport::Runs) {
        context.reset();
        return context;
    }
    c.traits = in.traits ? *in.traits : deviceTraits(gpu);
    c.eff = deviceEfficiency(gpu, c.traits, c.linearPrecision);
    c.attnEff = deviceEfficiency(gpu, c.traits, c.attnPrecision);
    c.attentionKernel = in.model.attentionSinks ? AttentionKernel::Triton : in.attentionKernel;
    if (c.attentionKernel == AttentionKernel::FusedCudnn)
        c.attnEff.attention = fusedAttentionEfficiency(c.traits, c.attnPrecision, c.attnEff.attention);
    c.bw = bandwidthPeak * c.eff.bandwidth;
    // Tensor, pipeline and expert parallelism run in Megatron-Core (Megatron-Bridge, NeMo, ms-swift's Megatron back
    // end) or torchtitan: fused kernels and grouped expert GEMMs, whatever the job says of Hugging Face-style runs.
    const bool megatron = usesModelParallelism(in.parallel);
    c.compiled = in.execution == ExecutionMode::Compiled || megatron;
    const ExpertKernel experts = expertKernel(setup, in.parallel);
    c.groupedExperts = experts != ExpertKernel::PerExpertModules;
    c.torchGroupedExperts = experts == ExpertKernel::TorchGroupedMm && in.model.isMoe();
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
    return context;
}

} // namespace throughput_detail

} // namespace tunefit

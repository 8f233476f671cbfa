// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <optional>

namespace tunefit {

/// A GPU-to-GPU path. GBps is the total bidirectional bandwidth per GPU (the convention of Gpu::interconnectGBps and
/// of gpus.csv); one direction carries half of it.
enum class LinkKind
{
    None,
    NVLink,
    PCIe,
    InterNode
};

struct LinkSpec
{
    LinkKind kind = LinkKind::None;
    double GBps = 0;
};

/// The matmul precision a card really runs for the requested compute type.
enum class MatmulPrecision
{
    FP8, ///< FP8 linears of a low-precision recipe, MXFP8 included (attention stays 16-bit)
    FP4, ///< NVFP4 linears (Transformer Engine's NVFP4 recipe; attention stays 16-bit)
    BF16,
    FP16,         ///< asked for FP16 (with loss scaling when mixed)
    FP16Fallback, ///< asked for BF16 on a card without BF16 tensor math: runs FP16 with loss scaling
    FP32          ///< no tensor-core peak known for the precision: CUDA-core FP32
};

/// What limits the step most.
enum class Bottleneck
{
    Compute,         ///< tensor-core matmuls and attention
    MemoryBandwidth, ///< element-wise kernels, optimizer step, 4-bit dequantization
    Interconnect,    ///< exposed collective communication
    HostOverhead,    ///< kernel launch / Python dispatch: the GPU waits for the CPU (small micro-batches)
    Offload,         ///< PCIe transfers and CPU work of CPU offload
    PipelineBubble,  ///< pipeline stages idle while the pipeline fills and drains (model-parallel layouts)
    ExpertAllToAll,  ///< token dispatch and combine between expert-parallel GPUs (MoE layouts)
    Generation       ///< the generation phase of online RL (PPO, GRPO): prefill, decode, the engine's weight swap
};

/// How the training loop issues kernels. Compiled = torch.compile / fused kernels (torchtune with compile, Megatron,
/// Transformer Engine): fewer, larger kernels and less host time per kernel.
enum class ExecutionMode
{
    Eager,
    Compiled
};

/// How the tokens of a MoE layer reach their experts under expert parallelism.
struct ExpertRouting
{
    /// Routing spreads tokens evenly over the experts (Megatron --moe-router-force-load-balancing, NeMo's "fake
    /// balanced gate", benchmark runs); false = a trained router, whose busiest expert GPU sets the pace.
    bool balanced = false;
    /// DeepEP / HybridEP dispatch: a token crosses the network once per destination node and NVLink once per
    /// destination GPU, however many of its top-k experts live there (DeepSeek-V3 report, arXiv:2412.19437 §3.2.2).
    /// false = the all-to-all dispatcher, one copy per routed expert.
    bool deduplicated = false;
    /// The all-to-all of one micro-batch runs behind the computation of another (Megatron-Core 1F1B A2A overlap,
    /// --overlap-moe-expert-parallel-comm; DeepSeek DualPipe). false = on the compute stream.
    bool overlapped = false;
};

/// What the throughput model reads from a card's text fields (architecture, memory type, interconnect).
enum class ArchFamily
{
    VoltaTuring,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    Other, ///< AMD/Intel matrix engines
};
struct DeviceTraits
{
    bool hbm = false;
    ArchFamily family = ArchFamily::Other;
    bool pcieOnly = false;       ///< a PCIe card without NVLink
    bool nvlinkSwitched = false; ///< NVLink/NVSwitch, not a bridge between pairs
};
DeviceTraits deviceTraits(const Gpu& gpu);

/// The attention kernel behind a flash-style setting. FlashAttention-2 is what Hugging Face's flash_attention_2 and
/// PyTorch SDPA's flash back end run; Transformer Engine (Megatron-Core, NeMo, Megatron-Bridge) runs cuDNN's fused
/// attention, FlashAttention-3-class on Hopper and Blackwell; Triton kernels are llm-foundry's attn_impl "triton" (the
/// default of its 2023 benchmarks, scripts/train/benchmarking/submit_benchmarks.py) and flex attention, which models
/// with attention sinks (gpt-oss) run because FlashAttention-2 and SDPA cannot.
enum class AttentionKernel
{
    FlashAttention2,
    FusedCudnn,
    Triton
};

/// Everything the throughput model needs. Values are borrowed; the struct is meant to live for one call.
struct ThroughputInput
{
    const ModelSpec& model;
    const TrainingSetup& setup;
    const Parallelism& parallel;
    const Gpu& gpu;
    LinkSpec intraNode{}; ///< kind None = derive from gpu.interconnect
    LinkSpec interNode{}; ///< kind None = 25 GB/s per direction per GPU (one 200 Gb/s NIC per GPU)
    int gpusPerNode = 8;
    std::optional<double> mfuOverride{}; ///< user-set utilisation of the dense peak for matmul work (0..1)
    double paddingFraction = 0;          ///< share of computed tokens that are padding and not counted as throughput
    ExecutionMode execution = ExecutionMode::Eager;
    ExpertRouting routing{};
    /// Which attention kernel the stack runs for Attention::Flash/Sdpa (validation cases read it from the framework).
    AttentionKernel attentionKernel = AttentionKernel::FlashAttention2;
    /// PPO/GRPO: the generated sequences are packed into the training rows (the job's sequence packing), so a step
    /// trains their real lengths (trainedRolloutShare, ObjectiveTime.h).
    bool packedRollouts = false;
    /// vCPUs of the machine per GPU (the offer's vCPUs ÷ its GPUs), which run a CPU-offloaded optimizer; 0 = unknown:
    /// the host memory's streaming rate alone bounds it (cpuOptimizerParamsPerSecond).
    double hostCpusPerGpu = 0;
    /// deviceTraits(gpu), for callers that time many settings on one card; null = read from `gpu`.
    const DeviceTraits* traits = nullptr;
    /// The user's calibration of this card for the job's kind (core/plan/Calibration.h): measured tokens per second
    /// over predicted on a run they kept; 1 = none.
    double timeCalibration = 1.0;
};

struct ThroughputEstimate
{
    bool valid = false;               ///< false when the inputs or the GPU lack what the model needs
    double tokensPerSecondPerGpu = 0; ///< counted (non-padding) tokens
    double tokensPerSecondTotal = 0;
    double stepSeconds = 0;        ///< one optimizer step (all micro-batches of gradient accumulation)
    double computeSeconds = 0;     ///< matmul + attention time per step
    double memoryBoundSeconds = 0; ///< element-wise, dequantization and optimizer time per step
    double hostSeconds = 0;        ///< host (launch/dispatch) time per step
    double exposedCommSeconds = 0; ///< communication not hidden behind compute, per step
    double offloadSeconds = 0;     ///< CPU-offload transfers and CPU optimizer, per step
    /// Of exposedCommSeconds: expert-parallel all-to-all (dispatch + combine), per step.
    double expertAllToAllSeconds = 0;
    /// Of exposedCommSeconds: tensor-parallel collectives, context-parallel exchange and stage-to-stage sends.
    double modelParallelCommSeconds = 0;
    double pipelineBubbleSeconds = 0; ///< stages idle while the pipeline fills and drains, per step
    /// The objective's no-grad forwards (reference, old policy, value, reward) and PPO's further epochs, per step.
    double objectiveSeconds = 0;
    double generationSeconds = 0;   ///< PPO/GRPO: generating the step's completions (ObjectiveTime.h)
    double flopsPerToken = 0;       ///< training FLOPs per computed token (forward, backward, recompute, adapters)
    double modelFlopsPerToken = 0;  ///< without recomputation (the MFU convention)
    double achievedTflops = 0;      ///< training FLOPs per second per GPU
    double effectivePeakTflops = 0; ///< the dense peak of the precision the card runs
    MatmulPrecision precisionUsed = MatmulPrecision::BF16;
    Bottleneck bottleneck = Bottleneck::Compute;
    double bandLow = 0; ///< tokens/s per GPU, plausible range
    double bandHigh = 0;
    /// The calibration applied to every figure above (ThroughputInput::timeCalibration); 1 = the model's own.
    double timeCalibration = 1.0;
};

/// Architecture-derived work per token, independent of the GPU and the layout. Build it once per (model, setup) and
/// reuse it across offers: the planner evaluates thousands of GPUs/layouts for one workload.
struct ThroughputWorkload
{
    // Per computed token, one forward pass.
    double linearFlops = 0;            ///< block linears (MoE: active experts only) + lm_head
    double trainedLinearFlops = 0;     ///< of which weights get gradients (weight-gradient GEMMs)
    double inputGradFlops = 0;         ///< linear FLOPs whose input gradient is needed in backward
    double adapterFlops = 0;           ///< adapter matmuls (LoRA A/B, ...), forward
    double attentionFlops = 0;         ///< score and value matmuls at the setup's sequence length, causal-aware
    double windowedAttentionFlops = 0; ///< of attentionFlops: the sliding-window layers', over their window
    double attentionWindow = 0;        ///< keys a sliding-window layer's query attends to at most (0 = none)
    double elementBytes = 0;           ///< element-wise traffic per token per forward (norms, activations, residuals)
    double lossBytes = 0;              ///< logits + cross-entropy traffic per token (forward + backward)
    double eagerAttentionBytes = 0;    ///< materialised s×s scores per token (eager attention), forward
    // Per pass over the model (independent of tokens).
    double weightElements = 0;           ///< linear weights read per pass (all experts)
    double activationElements = 0;       ///< Σ (in + out) of the linears per token (GEMM operand traffic)
    double quantizedElements = 0;        ///< frozen linear weights stored in 4 bits (dequantized each pass)
    double deltaWeightElements = 0;      ///< weights materialised per pass by LoHa/LoKr/OFT/DoRA-style methods
    double fakeQuantWeightElements = 0;  ///< QAT: weights fake-quantized per forward (core/training/Qat.h)
    double fakeQuantTrainedElements = 0; ///< of which trained: their fake quantizer runs a backward (STE)
    double fakeQuantInputElements = 0;   ///< QAT: linear inputs fake-quantized per token (dynamic activations)
    double trainableParams = 0;
    double totalParams = 0;
    // Of the above: the routed experts (MoE; split by expert parallelism) and the LM head (the last pipeline stage,
    // vocabulary-parallel under tensor parallelism). The rest are the blocks' dense linears.
    double expertLinearFlops = 0;
    double expertWeightElements = 0;
    double expertActivationElements = 0;
    double adaptedExpertWeightElements = 0; ///< routed-expert weights that carry an adapter
    double headLinearFlops = 0;
    double headWeightElements = 0;
    double headActivationElements = 0;
    double opsForward = 0;    ///< kernels per forward pass (eager)
    double hookedModules = 0; ///< modules with per-module parameter hooks (ZeRO-3/FSDP unit granularity)
    /// Of opsForward: the adapter kernels repeated per routed expert (PEFT wraps each expert's linears), which a
    /// grouped expert GEMM runs once per layer (ThroughputInput::experts).
    double expertRepeatOps = 0;
    double recomputeFraction = 0;     ///< forward work repeated in backward (1 = full checkpointing)
    double backwardInputFraction = 1; ///< share of layers the backward pass reaches (Freeze: top layers only)
    /// Computed tokens per GPU per micro-batch (padding and virtual tokens included; pair objectives that concatenate
    /// chosen and rejected compute both: forwardSequences).
    int64_t tokensPerMicroStep = 0;
};

ThroughputWorkload prepareWorkload(const ModelSpec& model, const TrainingSetup& setup);
/// Bytes per activation element of a compute type: 4 in fp32, 2 in the 16-bit types.
double activationBytes(Compute c);

/// Estimates step time and tokens/s per GPU. The workload must come from input.model and input.setup. The layout
/// (input.parallel: tensor, pipeline, expert, context/sequence parallelism) is applied here, cheaply, so one workload
/// serves every layout; docs/planning.md "Time per step for model-parallel layouts".
ThroughputEstimate estimateThroughput(const ThroughputWorkload& workload, const ThroughputInput& input);
/// Convenience: prepares the workload and estimates.
ThroughputEstimate estimateThroughput(const ThroughputInput& input);

/// Parameters per second one GPU's share of its machine updates with a CPU optimizer (DeepSpeedCPUAdam): the host
/// memory's streaming rate (28 bytes per parameter at 50 GB/s per GPU) or, where the machine has fewer vCPUs per
/// GPU than that rate needs, its vCPUs at 259 M parameters per second each: torch's CPU AdamW measured 828 M
/// parameters per second on 16 threads of an H200 host (tests/data/device-runs/h200-2026-12-04.jsonl, run 2), and
/// DeepSpeedCPUAdam runs 5-7x as fast as PyTorch's (DeepSpeed ZeRO-Offload tutorial; the low end). `cpusPerGpu` 0 =
/// unknown: the memory rate.
double cpuOptimizerParamsPerSecond(double cpusPerGpu);
/// vCPUs per GPU at and above which the CPU optimizer runs at the host memory's rate: offers beyond it plan alike.
double cpuOptimizerCpuBound();

/// The dense peak (TFLOPS) and precision the card runs for a compute type, or for the linears of a low-precision
/// recipe (the FP8 rate for FP8 and MXFP8, the FP4 rate for NVFP4); 0 when the card publishes none or cannot run the
/// recipe (recipeSupport): a recipe never falls back to 16-bit silently.
double densePeakTflops(const Gpu& gpu, Compute compute, LowPrecisionRecipe recipe = LowPrecisionRecipe::None,
                       MatmulPrecision* used = nullptr);

const char* bottleneckName(Bottleneck b);
const char* precisionName(MatmulPrecision p);

/// Share of a 1F1B pipeline step that stages sit idle: ((PP − 1) / V) / (m + (PP − 1) / V) for PP stages, m
/// micro-batches and V virtual stages per GPU (Narayanan et al. 2021, arXiv:2104.04473 §2.2); 0 without a pipeline.
double pipelineBubbleShare(int stages, int microBatches, int virtualStages);
/// Bytes one GPU sends in one expert-parallel all-to-all (dispatch or combine) of `tokens` tokens: every token goes to
/// top-k experts, (EP − 1) / EP of them on other GPUs, `hidden` elements of `elementBytes` each.
double expertAllToAllBytes(double tokens, int topK, int hidden, double elementBytes, int expertParallel);
/// Bytes one GPU moves in the tensor-parallel collectives of one block, one pass: two all-reduces (or, with Megatron
/// sequence parallelism, two all-gathers and two reduce-scatters: the same volume) of the tokens' b·s·h activations,
/// each 2 (TP − 1) / TP of the buffer over a ring (Thakur et al. 2005).
double tensorParallelBytesPerBlock(double tokens, int hidden, double elementBytes, int tensorParallel);

} // namespace tunefit

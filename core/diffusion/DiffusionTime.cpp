// SPDX-License-Identifier: GPL-3.0-or-later
// The step time of an image or video fine-tune (DiffusionTime.h). Work by kind, each at the card's achieved rate
// for it (core/plan/DeviceRates.h, the throughput model's rates):
//   linears     forward F, backward 2F (full) or F (adapter: input gradients only) + the adapter's own 6 × P_a × N,
//               recompute F under checkpointing; GEMM rate
//   attention   4 × L_q × L_k × width per block forward, 2.5 × that backward (FlashAttention-2, Dao 2023
//               arXiv:2307.08691 §3.2: 5 matmuls against 2 and the recomputed softmax), recompute; the unmasked
//               kernel's rate at the sequence's length
//   memory      element-wise traffic (norms, residuals, modulation, activations) forward, recompute and backward;
//               FP8 (1 → 2 bytes) and NF4 (0.5 → 2 bytes) weights upcast before every pass; achieved bandwidth
//   host        the kernels' issue: the forward's (and the recompute's) from Python, backward's from autograd's C++
//               engine, and the checkpoint calls, where they outlast the GPU's work
//   helpers     text encoders (2 × P × T, T up to each one's length) and the VAE's encoder when not cached;
//               offloaded encoders copied in and out
//   block swap  2 copies of the swapped blocks per micro-step over the host link, hidden behind compute
//               (musubi-tuner and kohya prefetch the next block while one computes)
//   activation offload  6 blocking copies of each checkpointed block's input per micro-step over the host link
#include "core/diffusion/DiffusionTime.h"

#include "core/diffusion/DenoiserCount.h"
#include "core/diffusion/DiffusionMemory.h"
#include "core/plan/DeviceRates.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

namespace {

constexpr double kAttentionBackward = 2.5;
// One tensor operation issued from a plain Python loop under no_grad: the bytecode and the binding ~2 µs, the ATen
// dispatcher ~1.5 µs, cudaLaunchKernel ~2 µs (the typical costs of PyTorch's dispatch path per layer); no module
// call, hook or autograd node, unlike the forward's kernels (kEagerSecondsPerKernel).
constexpr double kLoopSecondsPerKernel = 6e-6;
// SimpleTuner's adamw_bf16 steps parameter by parameter: the two moments, the update and its shift buffer, each
// written back with stochastic rounding, ~31 element-wise kernels per tensor
// (simpletuner/helpers/training/optimizers/adamw_bfloat16, at SimpleTuner bc8e6ab).
constexpr double kBf16AdamWKernelsPerTensor = 31;
// bitsandbytes' 8-bit optimizers run one fused kernel per parameter and synchronize the device after each
// (bitsandbytes/optim/optimizer.py Optimizer8bit.step): a launch and a round trip per tensor.
constexpr double kEightBitKernelsPerTensor = 2;
// PEFT's LoRA forward around its two small GEMMs (peft/tuners/lora/layer.py Linear.forward), per element of the
// adapted linear's input (its output is as wide for the attention's projections): the scaled adapter output
// (read and write, 4 bytes) and its addition to the base output (read two, write one, 6 bytes); backward as much
// again (the scale's gradient and the input gradient's accumulation). Dropout reads the input and writes the dropped
// copy and its mask (5 bytes); FP32 adapters cast the input to FP32 and autocast casts it back for the GEMM
// (12 bytes).
constexpr double kAdapterBytesPerInput = 10;
constexpr double kDropoutBytesPerInput = 5;
constexpr double kFp32AdapterCastBytesPerInput = 12;
// LoRA's own two GEMMs are thin (rank r against the linear's width: r FLOPs per byte, under every card's ridge point
// for the ranks people train), so they run at the card's bandwidth: forward, lora_A reads the input and lora_B writes
// the output (2 + 2 bytes per element); backward, lora_B's weight gradient and lora_A's output gradient read the
// output's gradient (2 + 2), lora_A's weight gradient reads the input (2) and its input gradient is written (2)
// (PyTorch's mm backward: grad_self = grad · otherᵀ, grad_other = selfᵀ · grad). LyCORIS LoKr merges its Kronecker
// weight into the linear's own (bypass off) and adds no GEMM.
constexpr double kLoraGemmForwardBytesPerInput = 4;
constexpr double kLoraGemmBackwardBytesPerInput = 8;
// LoKr's merge (mergedAdapterWeights) writes the Kronecker product (2 bytes per weight) and adds it to the frozen
// weight (read 2 + 2, write 2) on every forward pass; backward writes the merged weight's gradient and reads it back
// for the factors' (2 + 2).
constexpr double kMergeBytesPerWeight = 8;
constexpr double kMergeGradientBytesPerWeight = 4;
// One call of non-reentrant torch.utils.checkpoint, which diffusers' ModelMixin wraps around each block (its default
// _gradient_checkpointing_func; the trainers built on diffusers' models inherit it): its Python bookkeeping (the frame,
// the saved inputs, the RNG states, the saved-tensor hooks) costs ~350 µs per call until PyTorch's "Expose SavedTensor
// constructor and use it in checkpoint" (pytorch/pytorch#174322: "Decreases overhead for AC from 350 us to 80us", still
// in review in March 2026). The measured rows' stacks are taken to run a release before it (SimpleTuner at bc8e6ab asks
// for torch >= 2.11).
constexpr double kCheckpointCallSeconds = 350e-6;
// Each tensor a checkpointed block saves passes four Python hooks of non-reentrant checkpointing (torch/utils/
// checkpoint.py): the forward's pack_hook (a holder, its weak reference, the metadata dict under no_grad), the
// recompute's pack_hook (under torch._dynamo.disable: a detach through the dispatcher, the handle's dict entries), the
// recomputed tensor's metadata check (check_recomputed_tensors_match) and backward's unpack_hook. At the per-call costs
// kLoopSecondsPerKernel is made of (bytecode and binding ~2 µs, dispatcher ~1.5 µs): 4 + 5.5 + 2 + 2 µs.
constexpr double kCheckpointHookSecondsPerSavedTensor = 13.5e-6;
// NCCL ring all-reduce moves 2(n−1)/n of the buffer per GPU at ~0.8 of the link (nccl-tests PERFORMANCE.md), and
// PyTorch DDP overlaps it with backward bucket by bucket (25 MB buckets, bucket_cap_mb): the last bucket waits.
constexpr double kBusEfficiency = 0.8;
constexpr double kDdpBucketBytes = 25e6;

struct Work
{
    double linearForward = 0, attentionForward = 0, elementBytes = 0, longestSequence = 0;
    double adaptedInputs = 0;  ///< elements the adapted linears read (adaptedInputElements)
    double mergedWeights = 0;  ///< weights run merged with the adapter (mergedAdapterWeights)
    double mergedGradient = 0; ///< FLOPs of the merged weights' gradients, 2 × weights × tokens per sample
};

Work stepWork(const DiffusionJob& job, const DenoiserTokens& tokens)
{
    Work w;
    for (const BlockGroup& g : job.model.blocks) {
        w.linearForward += groupLinearFlops(g, tokens);
        w.attentionForward += groupAttentionFlops(g, tokens);
        w.elementBytes += groupElementBytes(g, tokens);
        if (job.setting.method != DiffusionMethod::Full)
            w.adaptedInputs += adaptedInputElements(g, tokens, job.setting.targets);
        const double merged = mergedAdapterWeights(g, job.setting);
        w.mergedWeights += merged;
        w.mergedGradient += 2.0 * merged * tokens.latent * g.tokenScale; // the latent stream's tokens, most of them
        if (g.kind != BlockKind::UnetResnet)
            w.longestSequence = std::max(w.longestSequence, tokens.latent * g.tokenScale + tokens.text);
    }
    const double batch = std::max(1, job.setting.batch);
    w.linearForward *= batch;
    w.attentionForward *= batch;
    w.elementBytes *= batch;
    w.adaptedInputs *= batch;
    w.mergedGradient *= batch;
    return w;
}

double linearSeconds(const DiffusionJob& job, const Work& w, const DenoiserTokens& tokens, const DeviceRates& r)
{
    const DiffusionSetting& s = job.setting;
    const double recompute = s.checkpointing ? 1.0 : 0.0;
    const bool full = s.method == DiffusionMethod::Full;
    const double adapter = full ? 0.0 : 2.0 * trainedParams(job.model, s) * tokens.latent * std::max(1, s.batch);
    // A merged weight's gradient is a full weight-gradient GEMM per adapted linear, in backward only.
    const double flops =
        w.linearForward * (1 + recompute + (full ? 2.0 : 1.0)) + adapter * (3 + recompute) + w.mergedGradient;
    return flops / r.gemmFlops;
}

/// FlashAttention-3 where the setting asks for it and the card runs it (Hopper), else SDPA's FlashAttention-2 rate.
double attentionSeconds(const Work& w, const DiffusionSetting& s, const DeviceRates& r)
{
    const double passes = 1 + kAttentionBackward + (s.checkpointing ? 1.0 : 0.0);
    const bool flash3 = s.attention == DiffusionAttention::FlashAttention3 && r.flash3AttentionFlops > 0;
    const double rate = flash3 ? r.flash3AttentionFlops : r.attentionFlops;
    return w.attentionForward * passes / (rate * bidirectionalAttentionFactor(w.longestSequence));
}

/// Element-wise traffic and the low-precision weights' upcast, over the achieved bandwidth.
double memoryBoundSeconds(const DiffusionJob& job, const Work& w, const DeviceRates& r)
{
    const DiffusionSetting& s = job.setting;
    const double recompute = s.checkpointing ? 1.0 : 0.0;
    // Forward, its recompute, and backward at twice the forward's traffic (each op reads its saved input and the
    // gradient and writes the input's gradient).
    const double activationTraffic = w.elementBytes * (1 + recompute + 2);
    // The adapter's own element-wise passes: forward, its recompute, and backward as much again.
    const double perInput = kAdapterBytesPerInput + (s.loraDropout > 0 ? kDropoutBytesPerInput : 0.0) +
                            (s.bf16Adapters ? 0.0 : kFp32AdapterCastBytesPerInput);
    const double loraGemms = s.method == DiffusionMethod::LoRA
                                 ? kLoraGemmForwardBytesPerInput * (1 + recompute) + kLoraGemmBackwardBytesPerInput
                                 : 0.0;
    const double adapterTraffic =
        w.adaptedInputs * (perInput * (2 + recompute) + loraGemms) +
        w.mergedWeights * (kMergeBytesPerWeight * (1 + recompute) + kMergeGradientBytesPerWeight);
    double upcastBytes = 0;
    if (s.method != DiffusionMethod::Full) {
        const bool oneByte = s.precision == DenoiserPrecision::FP8 || s.precision == DenoiserPrecision::Int8;
        const double perWeight = oneByte ? 1.0 + 2.0 : s.precision == DenoiserPrecision::NF4 ? 0.5 + 2.0 : 0.0;
        upcastBytes = job.model.publishedParamsB * 1e9 * perWeight * (2 + recompute);
    }
    return (activationTraffic + adapterTraffic + upcastBytes) / r.bandwidth;
}

/// Host time of an optimizer step that works tensor by tensor from Python (SimpleTuner's adamw_bf16 on BF16 adapters,
/// bitsandbytes' 8-bit optimizers); torch's foreach AdamW (a full fine-tune's BF16 weights in ai-toolkit or
/// musubi-tuner too) and torch-optimi's foreach optimizers launch a few multi-tensor kernels per parameter group
/// instead, which no term counts.
double optimizerHostSeconds(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    const bool full = s.method == DiffusionMethod::Full;
    const bool bf16Loop = s.optimizer == DiffusionOptimizer::AdamW && !full && s.bf16Adapters;
    const bool eightBit = s.optimizer == DiffusionOptimizer::AdamW8bit || s.optimizer == DiffusionOptimizer::Lion8bit;
    if (!bf16Loop && !eightBit)
        return 0;
    double tensors = 0; // an adapter's two per adapted linear; a full fine-tune's weight and bias per linear
    for (const BlockGroup& g : job.model.blocks)
        tensors += 2 * (full ? adaptedLinears(g, LoraTargets::AllLinears) : adaptedLinears(g, s.targets));
    return tensors * (bf16Loop ? kBf16AdamWKernelsPerTensor : kEightBitKernelsPerTensor) * kLoopSecondsPerKernel;
}

/// Host time of a micro-step: the forward's kernels issued from Python, again for the recompute, and backward's from
/// autograd's engine, each at its own rate (DeviceRates.h); under checkpointing, one checkpoint call per block (each
/// UNet ResNet and transformer layer is its own region in diffusers) and the hooks of every tensor the blocks save.
double hostSeconds(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    double kernels = 0, outside = 0, blocks = 0, saved = 0;
    for (const BlockGroup& g : job.model.blocks) {
        kernels += groupForwardKernels(g, s);
        outside += groupUncheckpointedKernels(g);
        blocks += g.count;
        saved += groupSavedTensors(g, s);
    }
    const double recompute = s.checkpointing ? 1.0 : 0.0;
    const double backward = kBackwardKernelsPerForward * kAutogradSecondsPerBackwardKernel;
    return kernels * ((1 + recompute) * kEagerForwardSecondsPerKernel + backward) +
           outside * (kEagerForwardSecondsPerKernel + backward) +
           recompute * (blocks * kCheckpointCallSeconds + saved * kCheckpointHookSecondsPerSavedTensor);
}

double helperSeconds(const DiffusionJob& job, const DeviceRates& r)
{
    const DiffusionSetting& s = job.setting;
    double seconds = 0;
    if (s.textEncoders != HelperPlacement::Cached) {
        // Each encoder runs over the prompt up to its own length (CLIP 77 beside T5's 512), an image encoder over its
        // patches (CLIP ViT-H/14: 257).
        const double text = denoiserTokens(job.model, s).text;
        double params = 0, flops = 0;
        for (const TextEncoderSpec& t : job.textEncoders) {
            params += t.paramsB * 1e9;
            flops += 2.0 * t.paramsB * 1e9 * (t.maxTokens > 0 ? std::min<double>(t.maxTokens, text) : text);
        }
        seconds += flops * std::max(1, s.batch) / r.gemmFlops;
        if (s.textEncoders == HelperPlacement::Offloaded)
            seconds += 2.0 * params * denoiserPrecisionBytes(s.textEncoderPrecision) / r.hostLink;
    }
    if (s.vae != HelperPlacement::Cached) { // the reference images and conditioning clips are encoded too
        const double encodes = 1 + job.model.referenceImages + job.model.conditioningClips;
        seconds += vaeEncodeFlops(job.vae, s) * encodes * std::max(1, s.batch) / r.gemmFlops;
    }
    return seconds;
}

/// The swapped blocks come in for forward and again for backward; what compute does not hide is exposed.
double blockSwapSeconds(const DiffusionJob& job, const DiffusionMemory& memory, const DeviceRates& r, double compute)
{
    if (job.setting.blocksSwapped <= 0 || r.hostLink <= 0)
        return 0;
    const double weightBytes = memory.swappedElements * (job.setting.method == DiffusionMethod::Full
                                                             ? trainedStateBytes(job.setting).weights
                                                             : denoiserPrecisionBytes(job.setting.precision));
    return std::max(0.0, 2.0 * weightBytes / r.hostLink - compute);
}

/// The offloading wrapper (musubi-tuner's, and sd-scripts' alike) moves a checkpointed block's inputs to the card and
/// its outputs to the CPU inside the checkpointed function, in forward and again in the recompute, and autograd copies
/// their gradients back the other way: six hidden-state-sized copies per block and micro-step. Each is a blocking copy
/// on the compute stream (Tensor.cpu() waits for the block; .to(device) from pageable memory), so none hides behind
/// compute.
double activationOffloadSeconds(const DiffusionJob& job, const DenoiserTokens& tokens, const DeviceRates& r)
{
    if (!job.setting.checkpointing || !job.setting.activationOffload || r.hostLink <= 0)
        return 0;
    constexpr double kCopiesPerBlock = 6;
    return kCopiesPerBlock * checkpointedInputBytes(job, tokens) / r.hostLink;
}

double gradientSyncSeconds(const DiffusionJob& job, const Gpu& gpu, double trained, double backward)
{
    if (job.gpus <= 1)
        return 0;
    const double bytes = trained * trainedStateBytes(job.setting).gradients;
    const double bus = kBusEfficiency * gpu.interconnectGBps * 1e9 / 2.0;
    if (bus <= 0)
        return 0;
    const double n = job.gpus;
    const double seconds = 2.0 * (n - 1) / n * bytes / bus;
    const double last = 2.0 * (n - 1) / n * std::min(bytes, kDdpBucketBytes) / bus;
    return std::max(last, seconds - backward);
}

DiffusionBottleneck largestTerm(const DiffusionStepTime& t)
{
    const std::pair<double, DiffusionBottleneck> terms[] = {
        {t.linears, DiffusionBottleneck::Linears},
        {t.attention, DiffusionBottleneck::Attention},
        {t.memoryBound, DiffusionBottleneck::MemoryBound},
        {t.host, DiffusionBottleneck::Host},
        {t.helpers, DiffusionBottleneck::Helpers},
        {t.blockSwap, DiffusionBottleneck::BlockSwap},
        {t.activationOffload, DiffusionBottleneck::ActivationOffload},
        {t.communication, DiffusionBottleneck::Communication}};
    return std::max_element(std::begin(terms), std::end(terms), [](auto& a, auto& b) { return a.first < b.first; })
        ->second;
}

} // namespace

std::string_view diffusionBottleneckKey(DiffusionBottleneck b)
{
    static constexpr std::string_view keys[] = {"linears", "attention",  "memory_bound",       "host",
                                                "helpers", "block_swap", "activation_offload", "communication"};
    return keys[size_t(b)];
}

double vaeEncodeFlops(const VaeSpec& vae, const DiffusionSetting& s)
{
    const double kernel = vae.video ? 27.0 : 9.0;
    double pixels = double(s.width) * s.height * (vae.video ? std::max(1, s.frames) : 1);
    double flops = 0;
    for (size_t level = 0; level < vae.encoderChannels.size(); ++level) {
        const double c = vae.encoderChannels[level];
        flops += 2.0 * kernel * c * c * 2 * vae.resnetsPerLevel * pixels; // two convolutions per ResNet
        pixels /= 4;                                                      // each level halves both sides
    }
    return flops;
}

std::optional<DiffusionStepTime> diffusionStepTime(const DiffusionJob& job, const Gpu& gpu)
{
    const Compute compute = gpu.supportsBf16 ? Compute::BF16 : Compute::FP16;
    const std::optional<DeviceRates> rates = deviceRates(gpu, compute);
    if (!rates || rates->gemmFlops <= 0 || rates->bandwidth <= 0)
        return std::nullopt;
    const DiffusionSetting& s = job.setting;
    const DiffusionMemory memory = estimateDiffusionMemory(job);
    const Work w = stepWork(job, memory.tokens);
    DiffusionStepTime t;
    const double accumulation = std::max(1, s.gradAccumulation);
    t.linears = linearSeconds(job, w, memory.tokens, *rates) * accumulation;
    t.attention = attentionSeconds(w, s, *rates) * accumulation;
    t.memoryBound = memoryBoundSeconds(job, w, *rates) * accumulation;
    // Where the host issues kernels slower than the GPU runs them, the GPU waits: the excess is the host's term.
    const double gpuMicro = (t.linears + t.attention + t.memoryBound) / accumulation;
    t.host = (gpuAgainstHost(gpuMicro, hostSeconds(job)) - gpuMicro) * accumulation;
    t.helpers = helperSeconds(job, *rates) * accumulation;
    t.blockSwap = blockSwapSeconds(job, memory, *rates, gpuMicro) * accumulation;
    t.activationOffload = activationOffloadSeconds(job, memory.tokens, *rates) * accumulation;
    // The step reads and writes the weights and the moments and reads the gradients.
    const TrainedStateBytes state = trainedStateBytes(s);
    t.optimizer =
        std::max(memory.trainedParams * (2 * state.weights + state.gradients + 2 * state.optimizer) / rates->bandwidth,
                 optimizerHostSeconds(job));
    t.communication = gradientSyncSeconds(job, gpu, memory.trainedParams, gpuMicro * 2.0 / 3.0);
    t.seconds = t.linears + t.attention + t.memoryBound + t.host + t.helpers + t.blockSwap + t.activationOffload +
                t.optimizer + t.communication;
    t.bottleneck = largestTerm(t);
    return t;
}

} // namespace tunefit

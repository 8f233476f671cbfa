// SPDX-License-Identifier: GPL-3.0-or-later
// Per-GPU peak memory of one fine-tuning step, modelled component by component and phase by phase.
// Mechanisms and sources: docs/estimation.md (summarising ZeRO arXiv:1910.02054, Korthikanti et al. arXiv:2205.05198,
// QLoRA arXiv:2305.14314, the PyTorch/DeepSpeed/FSDP/PEFT implementations).
#include "memory/MemoryEstimator.h"

#include "io/Numbers.h"
#include "model/ModelLimits.h"

#include "Units.h"
#include "memory/Activations.h"
#include "memory/ModelState.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

std::string_view basisFormula(BasisKind kind)
{
    switch (kind) {
    case BasisKind::None:
    case BasisKind::FreedBeforeBackwardEnd:
    case BasisKind::FreedBeforeStep:
        return "0";
    case BasisKind::FrozenWeights:
        return "P_frozen × bytes/param ÷ N_shard (+ P × bytes/param)";
    case BasisKind::TrainableWeights:
        return "P_trainable × bytes/param ÷ N_shard";
    case BasisKind::OptimizerState:
        return "P_trainable × (state + master bytes/param) ÷ N_shard";
    case BasisKind::GradientsEarly:
        return "G_accumulated + G_lm_head";
    case BasisKind::Gradients:
        return "P_trainable × grad bytes/param ÷ N_shard";
    case BasisKind::Activations:
        return "b × s × L × bytes/token/layer";
    case BasisKind::Logits:
        return "b × s × V × β";
    case BasisKind::BuffersForward:
        return "A_block + W_gathered + W_dequant";
    case BasisKind::BuffersBackward:
        return "A_block + W_gathered + G_unit + buckets + W_dequant";
    case BasisKind::StepTemporaries:
        return "P_trainable × state bytes/param";
    case BasisKind::AllocatorReserve:
        return "share × transient + slack";
    case BasisKind::CudaContext:
        return "C_ctx";
    }
    return "";
}

std::string_view componentKey(MemoryComponent c)
{
    switch (c) {
    case MemoryComponent::FrozenWeights:
        return "frozen_weights";
    case MemoryComponent::TrainableWeights:
        return "trainable_weights";
    case MemoryComponent::Gradients:
        return "gradients";
    case MemoryComponent::OptimizerState:
        return "optimizer_state";
    case MemoryComponent::Activations:
        return "activations";
    case MemoryComponent::Logits:
        return "logits";
    case MemoryComponent::Buffers:
        return "buffers";
    case MemoryComponent::CudaContext:
        return "cuda_context";
    case MemoryComponent::AllocatorReserve:
        return "allocator_reserve";
    }
    return "unknown";
}

namespace {

using namespace model_limits;

// Limits of the run that no real one reaches; the model's own are in model/ModelLimits.h.
constexpr int64_t kMaxTokensPerMicroBatch = 1'000'000'000; // b × s
constexpr int kMaxSequence = 4'000'000;
constexpr int kMaxMicroBatch = 1'000'000;
constexpr int kMaxGradAccumulation = 1'000'000;
constexpr int kMaxGpus = 1'000'000;

std::optional<Error> outOfRange(const char* field, int64_t value, int64_t min, int64_t max)
{
    return Error{"out_of_range", field, std::to_string(value), AllowedRange{double(min), double(max)}};
}

} // namespace

std::optional<Error> validateModel(const ModelSpec& m)
{
    if (m.layers <= 0 || m.layers > kMaxLayers)
        return outOfRange("layers", m.layers, 1, kMaxLayers);
    if (m.hidden <= 0 || m.hidden > kMaxDimension)
        return outOfRange("hidden_size", m.hidden, 1, kMaxDimension);
    if (m.heads <= 0 || m.heads > m.hidden)
        return outOfRange("num_attention_heads", m.heads, 1, m.hidden);
    if (m.kvHeads <= 0 || m.kvHeads > m.heads)
        return outOfRange("num_key_value_heads", m.kvHeads, 1, m.heads);
    if (m.heads % m.kvHeads != 0)
        return Error{"not_divisible", "num_key_value_heads", std::to_string(m.kvHeads)};
    if (m.headDim <= 0 || m.headDim > kMaxDimension)
        return outOfRange("head_dim", m.headDim, 1, kMaxDimension);
    // Without an explicit head_dim the heads must split the hidden size evenly.
    if (m.headDim * m.heads != m.hidden && m.hidden % m.heads != 0)
        return Error{"not_divisible", "num_attention_heads", std::to_string(m.heads)};
    if (m.ffn < 0 || m.ffn > kMaxDimension || (!m.isMoe() && m.ffn == 0))
        return outOfRange("intermediate_size", m.ffn, m.isMoe() ? 0 : 1, kMaxDimension);
    if (m.vocab <= 0 || m.vocab > kMaxVocabulary)
        return outOfRange("vocab_size", m.vocab, 1, kMaxVocabulary);
    if (m.arch == ArchKind::EncoderDecoder && (m.encoderLayers <= 0 || m.encoderLayers >= m.layers))
        return outOfRange("encoder_layers", m.encoderLayers, 1, m.layers - 1);
    if (m.isMoe()) {
        if (m.moe.experts > kMaxExperts)
            return outOfRange("num_experts", m.moe.experts, 0, kMaxExperts);
        if (m.moe.activeExperts <= 0 || m.moe.activeExperts > m.moe.experts)
            return outOfRange("num_experts_per_tok", m.moe.activeExperts, 1, m.moe.experts);
        if (m.moe.expertFfn <= 0 || m.moe.expertFfn > kMaxDimension)
            return outOfRange("moe_intermediate_size", m.moe.expertFfn, 1, kMaxDimension);
        if (m.moe.denseLeadingLayers < 0 || m.moe.denseLeadingLayers > m.layers)
            return outOfRange("first_k_dense_replace", m.moe.denseLeadingLayers, 0, m.layers);
    }
    if (m.moe.sharedExperts < 0 || m.moe.sharedExperts > kMaxExperts)
        return outOfRange("n_shared_experts", m.moe.sharedExperts, 0, kMaxExperts);
    if (m.moe.sharedExpertFfn < 0 || m.moe.sharedExpertFfn > kMaxDimension)
        return outOfRange("shared_expert_intermediate_size", m.moe.sharedExpertFfn, 0, kMaxDimension);
    if (m.learnedPositions < 0 || m.learnedPositions > kMaxPositions)
        return outOfRange("max_position_embeddings", m.learnedPositions, 0, kMaxPositions);
    // The count in floating point first (it cannot overflow), the exact integer count only for a model in range.
    if (const double total = totalParametersUnchecked(m); total > kMaxParameters)
        return Error{"too_large", "parameters", io::formatNumber(total), AllowedRange{0, kMaxParameters}};
    return std::nullopt;
}

std::optional<Error> validateInputs(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p)
{
    if (auto error = validateModel(m))
        return error;
    if (t.microBatch <= 0 || t.microBatch > kMaxMicroBatch)
        return outOfRange("micro_batch", t.microBatch, 1, kMaxMicroBatch);
    if (t.seqLen <= 0 || t.seqLen > kMaxSequence)
        return outOfRange("seq_len", t.seqLen, 1, kMaxSequence);
    if (int64_t(t.microBatch) * t.seqLen > kMaxTokensPerMicroBatch)
        return outOfRange("tokens_per_micro_batch", int64_t(t.microBatch) * t.seqLen, 1, kMaxTokensPerMicroBatch);
    if (t.gradAccumulation <= 0 || t.gradAccumulation > kMaxGradAccumulation)
        return outOfRange("grad_accumulation", t.gradAccumulation, 1, kMaxGradAccumulation);
    if (t.method == Method::QLoRA && !isQuantized4bit(t.baseQuant))
        return Error{"inconsistent", "base_quant", "qlora_needs_4bit"};
    if (t.method == Method::Full && t.baseQuant != BaseQuant::None)
        return Error{"inconsistent", "base_quant", "full_fine_tuning_of_quantized_weights"};
    const AdapterSettings& a = t.adapter;
    const bool lowRank = usesRank(t.method);
    if (lowRank) {
        if (a.rank <= 0 || a.rank > m.hidden)
            return outOfRange("lora_rank", a.rank, 1, m.hidden);
        if (a.targets == 0)
            return Error{"empty", "lora_targets", ""};
    }
    if (a.dropout < 0 || a.dropout >= 1 || !std::isfinite(a.dropout))
        return Error{"out_of_range", "lora_dropout", std::to_string(a.dropout)};
    if (!std::isfinite(a.alpha))
        return Error{"out_of_range", "lora_alpha", std::to_string(a.alpha)};
    const bool prompted = usesVirtualTokens(t.method);
    if (prompted && (a.virtualTokens <= 0 || a.virtualTokens > kMaxSequence))
        return outOfRange("virtual_tokens", a.virtualTokens, 1, kMaxSequence);
    if (a.adapterLayers < 0 || a.adapterLayers > m.layers)
        return outOfRange("adapter_layers", a.adapterLayers, 0, m.layers);
    if (t.method == Method::BottleneckAdapter && (a.bottleneck <= 0 || a.bottleneck > m.hidden))
        return outOfRange("bottleneck", a.bottleneck, 1, m.hidden);
    if (t.method == Method::Freeze && (a.trainableLastLayers <= 0 || a.trainableLastLayers > m.layers))
        return outOfRange("trainable_last_layers", a.trainableLastLayers, 1, m.layers);

    if (p.gpus <= 0 || p.gpus > kMaxGpus)
        return outOfRange("gpus", p.gpus, 1, kMaxGpus);
    if (p.gpusPerNode <= 0 || p.gpusPerNode > kMaxGpus)
        return outOfRange("gpus_per_node", p.gpusPerNode, 1, kMaxGpus);
    if (p.sharding == Sharding::None && p.gpus > 1)
        return Error{"inconsistent", "sharding", "several_gpus_need_a_parallel_strategy"};
    return std::nullopt;
}

Result<MemoryBreakdown> estimateMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel)
{
    if (auto error = validateInputs(model, setup, parallel))
        return *error;

    MemoryBreakdown out;
    out.params = countParameters(model);
    const ModelState state = modelState(model, setup, parallel, out.params);
    const ActivationMemory act = activationMemory(model, setup, parallel, state);
    out.trainableParams = state.trainableParams;
    out.optimizerBytesPerParam = state.optimizerBytesPerParam;
    out.hostBytes = state.hostBytes;

    // Phases of a step (peaks are peaks, not sums; see docs/estimation.md "When memory is alive"):
    //  forward end / backward start: persistent state + all saved activations + the logits/loss spike
    //                                (+ gradients of earlier micro-batches when accumulating);
    //  late backward:                persistent state + all gradients + one block's backward working set;
    //  optimizer step:               persistent state + gradients + the optimizer's temporaries.
    const double persistent = state.frozenWeights + state.trainableWeights + state.optimizerState + state.fullCopy;
    const double gradsDuringForward = state.gradientsHeldAcrossMicroBatches;
    // The loss spike ends before the first block's backward starts, so the two transients do not add up.
    const bool lossDominates = act.logitsPeak >= act.workingSet;
    const double forwardPeak = persistent + gradsDuringForward + state.earlyGradients + act.stored +
                               std::max(act.logitsPeak, act.workingSet) + state.gatheredForward;
    const double backwardPeak = persistent + state.gradients + act.workingSet + state.gatheredBackward;
    const double stepPeak = persistent + state.gradients + state.stepTemporaries;

    auto set = [&out](MemoryComponent c, double bytes, BasisKind kind) -> Basis& {
        ComponentMemory& cm = out[c];
        cm.component = c;
        cm.bytes = std::max(0.0, bytes);
        cm.basis.kind = kind;
        return cm.basis;
    };

    set(MemoryComponent::FrozenWeights, state.frozenWeights + state.fullCopy, BasisKind::FrozenWeights)
        .add("P_frozen", double(state.frozenParams));
    set(MemoryComponent::TrainableWeights, state.trainableWeights, BasisKind::TrainableWeights)
        .add("P_trainable", double(state.trainableParams));
    set(MemoryComponent::OptimizerState, state.optimizerState, BasisKind::OptimizerState)
        .add("bytes/param", state.optimizerBytesPerParam);

    if (forwardPeak >= backwardPeak && forwardPeak >= stepPeak) {
        out.peakPhase = PeakPhase::Forward;
        auto& g = set(MemoryComponent::Gradients, gradsDuringForward + state.earlyGradients, BasisKind::GradientsEarly);
        g.add("bytes", gradsDuringForward + state.earlyGradients);
        auto& a = set(MemoryComponent::Activations, act.stored, BasisKind::Activations);
        a.add("b", setup.microBatch);
        a.add("s", act.effectiveSeqLen);
        a.add("L", model.layers);
        a.add("bytes/token/layer", act.bytesPerTokenLayer);
        auto& l = set(MemoryComponent::Logits, lossDominates ? act.logitsPeak : 0.0, BasisKind::Logits);
        l.add("V", model.vocab);
        l.add("β", act.logitsBytesPerElement);
        set(MemoryComponent::Buffers, (lossDominates ? 0.0 : act.workingSet) + state.gatheredForward,
            BasisKind::BuffersForward);
    } else if (backwardPeak >= stepPeak) {
        out.peakPhase = PeakPhase::Backward;
        set(MemoryComponent::Gradients, state.gradients, BasisKind::Gradients)
            .add("P_trainable", double(state.trainableParams));
        set(MemoryComponent::Activations, 0, BasisKind::FreedBeforeBackwardEnd);
        set(MemoryComponent::Logits, 0, BasisKind::FreedBeforeBackwardEnd);
        set(MemoryComponent::Buffers, act.workingSet + state.gatheredBackward, BasisKind::BuffersBackward);
    } else {
        out.peakPhase = PeakPhase::OptimizerStep;
        set(MemoryComponent::Gradients, state.gradients, BasisKind::Gradients)
            .add("P_trainable", double(state.trainableParams));
        set(MemoryComponent::Activations, 0, BasisKind::FreedBeforeStep);
        set(MemoryComponent::Logits, 0, BasisKind::FreedBeforeStep);
        set(MemoryComponent::Buffers, state.stepTemporaries, BasisKind::StepTemporaries)
            .add("bytes", state.stepTemporaries);
    }

    out.peakAllocated = std::max({forwardPeak, backwardPeak, stepPeak});

    // The caching allocator keeps freed blocks: transient tensors of many sizes fragment its segments, so reserved
    // exceeds allocated by a share of the transient memory (measured 0–15%: docs/estimation.md §Overheads).
    const double transient = act.stored + act.logitsPeak + act.workingSet + state.gradients + state.stepTemporaries;
    const double reserve = kAllocatorFragmentation * transient + kAllocatorSegmentSlack;
    set(MemoryComponent::AllocatorReserve, reserve, BasisKind::AllocatorReserve).add("share", kAllocatorFragmentation);
    out.peakReserved = out.peakAllocated + reserve;

    set(MemoryComponent::CudaContext, kCudaContextBytes, BasisKind::CudaContext);
    out.wholeDevice = out.peakReserved + kCudaContextBytes;

    // The band widens where the mechanisms are less certain: eager attention kernels, MoE routing, offload,
    // paged optimizers (which may spill to host) and encoder-decoder stacks.
    double band = 0.12;
    if (setup.attention == Attention::Eager)
        band += 0.05;
    if (model.isMoe() || model.arch != ArchKind::Decoder)
        band += 0.08;
    if (parallel.offload != Offload::None || setup.optimizer == Optimizer::PagedAdamW32 ||
        setup.optimizer == Optimizer::PagedAdamW8bit)
        band += 0.08;
    out.bandLow = -band;
    out.bandHigh = band;
    return out;
}

} // namespace tunefit

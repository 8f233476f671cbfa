// SPDX-License-Identifier: GPL-3.0-or-later
// Per-GPU peak memory of one fine-tuning step, modelled component by component and phase by phase.
// Mechanisms and sources: docs/estimation.md (summarising ZeRO arXiv:1910.02054, Korthikanti et al. arXiv:2205.05198,
// QLoRA arXiv:2305.14314, the PyTorch/DeepSpeed/FSDP/PEFT implementations).
#include "core/memory/MemoryEstimator.h"

#include "core/Checked.h"

#include "core/training/ParallelLayout.h"
#include "core/training/Qat.h"

#include "core/io/Numbers.h"
#include "core/model/ModelChecks.h"
#include "core/model/ModelLimits.h"

#include "core/Units.h"
#include "core/memory/Activations.h"
#include "core/memory/ModelState.h"
#include "core/memory/Objectives.h"
#include "core/memory/StageShard.h"
#include "core/memory/StepTerms.h"

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
    case BasisKind::ReferenceWeights:
        return "P_ref × bytes/param ÷ N_shard + P_reward × bytes/param ÷ N_shard";
    case BasisKind::ValueModel:
        return "P_value × (weight + grad + state bytes/param) ÷ N_shard";
    case BasisKind::ReferenceForward:
        return "b_ref × s × V × a + b_ref × s × bytes/token/layer (+ saved policy logits)";
    case BasisKind::ScalarHeadLogits:
        return "b × s × h × a";
    case BasisKind::GenerationKvCache:
        return "n_gen × s × L × 2 × kv width × a + n_gen × V × (a + 8)";
    case BasisKind::GenerationEngine:
        return "fraction × GPU memory";
    case BasisKind::NotAliveInGeneration:
        return "0";
    case BasisKind::PagedOptimizerState:
        return "P_trainable × master bytes/param ÷ N_shard (moments: P_trainable × state bytes/param ÷ N_shard paged)";
    case BasisKind::GradientsOneTensor:
        return "P_largest × grad bytes/param ÷ N_shard";
    case BasisKind::GradientsOffloaded:
        return "0 (P_trainable × grad bytes/param ÷ N_shard in host memory)";
    case BasisKind::ActivationsOffloaded:
        return "2 × b × s × h × a (b × s × L × h × a in host memory)";
    case BasisKind::ActivationsSequenceParallel:
        return "b × s ÷ N_sp × L × bytes/token/layer";
    case BasisKind::ActivationsCheckpointed:
        return "b × s × L × h × bytes";
    case BasisKind::ActivationsPipeline:
        return "b × s ÷ N_cp × L_stage × bytes/token/layer × n_in_flight";
    case BasisKind::AllocatorReserveSharded:
        return "share × transient + slack + AG pool + RS pool − live gathers";
    case BasisKind::VisionTrained:
        return "n_patch × L_v × bytes/patch/layer + n_img_tok × projector bytes";
    case BasisKind::VisionFrozen:
        return "0 (n_patch × bytes/patch/layer while one block runs)";
    case BasisKind::GenerationFreed:
        return "0";
    }
    return "";
}

bool applies(const ComponentMemory& component)
{
    return component.basis.kind != BasisKind::None || component.bytes > 0;
}

double pagedDeviceBytes(const MemoryBreakdown& b, double capacityBytes)
{
    return std::clamp(capacityBytes - b.wholeDevice, 0.0, b.pagedOptimizerBytes);
}

double pagedHostBytes(const MemoryBreakdown& b, double capacityBytes)
{
    return b.pagedOptimizerBytes - pagedDeviceBytes(b, capacityBytes);
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
    case MemoryComponent::ReferenceWeights:
        return "reference_weights";
    case MemoryComponent::ValueModel:
        return "value_model";
    case MemoryComponent::GenerationCache:
        return "generation_cache";
    case MemoryComponent::VisionActivations:
        return "vision_activations";
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
constexpr int kMaxGroupSize = 65'536;                  // completions per prompt
constexpr int64_t kMaxGenerationSequences = 1'000'000; // completions generated together on one GPU
constexpr double kMaxEngineGpuGiB = 100'000;
constexpr int kMaxImagesPerSample = 10'000;

std::optional<Error> outOfRange(const char* field, int64_t value, int64_t min, int64_t max)
{
    return Error{ErrorCode::OutOfRange, field, std::to_string(value), AllowedRange{double(min), double(max)}};
}

std::optional<Error> outOfRangeReal(const char* field, double value, double min, double max)
{
    return Error{ErrorCode::OutOfRange, field, io::formatNumber(value), AllowedRange{min, max}};
}

/// The objective's fields: only those the chosen objective uses are checked.
std::optional<Error> validateObjective(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p)
{
    const ObjectiveSetup& o = t.objective;
    if (o.objective == Objective::Sft)
        return std::nullopt;
    if (effectiveReference(o) == ReferenceModel::AdaptersDisabled && !isAdapterMethod(t.method))
        return Error{ErrorCode::Inconsistent, "reference_model", "adapters_disabled_needs_an_adapter_method"};
    // The forward of a pair objective holds both sequences of every pair.
    const int64_t tokens = forwardSequences(t) * t.seqLen;
    if (tokens > kMaxTokensPerMicroBatch)
        return outOfRange("tokens_per_micro_batch", tokens, 1, kMaxTokensPerMicroBatch);
    if (!generatesCompletions(o.objective))
        return std::nullopt;
    if (m.arch != ArchKind::Decoder)
        return Error{ErrorCode::Unsupported, "objective", "generation_needs_a_decoder"};
    // Online DPO's reference scores completions generated in the step: nothing can be computed before training.
    const ReferenceModel ref = effectiveReference(o);
    if (o.objective == Objective::OnlineDpo && ref != ReferenceModel::SeparateFrozen &&
        ref != ReferenceModel::AdaptersDisabled)
        return Error{ErrorCode::Inconsistent, "reference_model", "online_dpo_needs_an_online_reference"};
    if (o.completionLen <= 0 || o.completionLen >= t.seqLen)
        return outOfRange("completion_len", o.completionLen, 1, std::max(1, t.seqLen - 1));
    if (o.meanCompletionLen < 0 || o.meanCompletionLen > o.completionLen)
        return outOfRange("mean_completion_len", o.meanCompletionLen, 0, o.completionLen);
    if (o.groupSize <= 0 || o.groupSize > kMaxGroupSize)
        return outOfRange("group_size", o.groupSize, 1, kMaxGroupSize);
    if (o.generationBatch < 0 || o.generationBatch > kMaxGenerationSequences)
        return outOfRange("generation_batch", o.generationBatch, 0, kMaxGenerationSequences);
    const int64_t generated = generationSequences(t);
    if (generated > kMaxGenerationSequences)
        return outOfRange("generation_batch", generated, 1, kMaxGenerationSequences);
    if (generated * t.seqLen > kMaxTokensPerMicroBatch)
        return outOfRange("generation_tokens", generated * t.seqLen, 1, kMaxTokensPerMicroBatch);
    if (o.generation == GenerationEngine::Colocated) {
        if (!(o.engineMemoryFraction > 0 && o.engineMemoryFraction <= 1))
            return outOfRangeReal("engine_memory_fraction", o.engineMemoryFraction, 0, 1);
        if (!(o.engineGpuMemoryGiB > 0 && o.engineGpuMemoryGiB <= kMaxEngineGpuGiB))
            return outOfRangeReal("engine_gpu_memory_gib", o.engineGpuMemoryGiB, 0, kMaxEngineGpuGiB);
    }
    if (o.generation != GenerationEngine::InProcess && o.engineTensorParallel != 0) {
        // A colocated engine's replicas run on the job's GPUs; a server's on GPUs of its own. vLLM splits the
        // attention heads evenly over a replica's GPUs.
        const int most = o.generation == GenerationEngine::Colocated ? p.gpus : kMaxGpus;
        if (o.engineTensorParallel < 0 || o.engineTensorParallel > most)
            return outOfRange("engine_tensor_parallel", o.engineTensorParallel, 0, most);
        const bool replicasFit = o.generation != GenerationEngine::Colocated || p.gpus % o.engineTensorParallel == 0;
        if (!replicasFit || m.heads % o.engineTensorParallel != 0)
            return Error{ErrorCode::NotDivisible, "engine_tensor_parallel", std::to_string(o.engineTensorParallel)};
    }
    return std::nullopt;
}

/// Micro-batch, sequence and accumulation within what any run uses.
std::optional<Error> validateBatch(const TrainingSetup& t)
{
    if (t.microBatch <= 0 || t.microBatch > kMaxMicroBatch)
        return outOfRange("micro_batch", t.microBatch, 1, kMaxMicroBatch);
    if (t.seqLen <= 0 || t.seqLen > kMaxSequence)
        return outOfRange("seq_len", t.seqLen, 1, kMaxSequence);
    if (int64_t(t.microBatch) * t.seqLen > kMaxTokensPerMicroBatch)
        return outOfRange("tokens_per_micro_batch", int64_t(t.microBatch) * t.seqLen, 1, kMaxTokensPerMicroBatch);
    if (t.gradAccumulation <= 0 || t.gradAccumulation > kMaxGradAccumulation)
        return outOfRange("grad_accumulation", t.gradAccumulation, 1, kMaxGradAccumulation);
    return std::nullopt;
}

/// Images of a vision-language model: a text-only model ignores them, but no job has a negative count.
std::optional<Error> validateImages(const ModelSpec& m, const TrainingSetup& t)
{
    const ImageInput& images = t.images;
    if (images.perSample < 0 || images.perSample > kMaxImagesPerSample)
        return outOfRange("images_per_sample", images.perSample, 0, kMaxImagesPerSample);
    if (images.tokensPerImage < 0 || images.tokensPerImage > kMaxSequence)
        return outOfRange("tokens_per_image", images.tokensPerImage, 0, kMaxSequence);
    if (!m.vision.present())
        return std::nullopt;
    if (images.perSample > 0 && tokensPerImage(m, t) <= 0) // a tower whose image size the model does not say
        return outOfRange("tokens_per_image", 0, 1, kMaxSequence);
    // Image tokens occupy positions of the sequence: they cannot outnumber it.
    if (const int64_t imageTokens = imageTokensPerSample(m, t); imageTokens > t.seqLen)
        return outOfRange("image_tokens_per_sample", imageTokens, 0, t.seqLen);
    if (images.trainTower && t.method != Method::Full && !usesTargets(t.method))
        return Error{ErrorCode::Inconsistent, "train_vision_tower", "vision_tower_training_needs_full_or_targets"};
    return std::nullopt;
}

/// The method against the base weights' quantization, and the adapter settings the method uses.
std::optional<Error> validateMethod(const ModelSpec& m, const TrainingSetup& t)
{
    if (t.method == Method::QLoRA && !isQuantized4bit(t.baseQuant))
        return Error{ErrorCode::Inconsistent, "base_quant", "qlora_needs_4bit"};
    if (t.method == Method::Full && t.baseQuant != BaseQuant::None)
        return Error{ErrorCode::Inconsistent, "base_quant", "full_fine_tuning_of_quantized_weights"};
    const AdapterSettings& a = t.adapter;
    const bool lowRank = usesRank(t.method);
    if (lowRank) {
        if (a.rank <= 0 || a.rank > m.hidden)
            return outOfRange("lora_rank", a.rank, 1, m.hidden);
        if (a.targets == 0)
            return Error{ErrorCode::Empty, "lora_targets", ""};
    }
    if (a.dropout < 0 || a.dropout >= 1 || !std::isfinite(a.dropout))
        return Error{ErrorCode::OutOfRange, "lora_dropout", std::to_string(a.dropout)};
    if (!std::isfinite(a.alpha))
        return Error{ErrorCode::OutOfRange, "lora_alpha", std::to_string(a.alpha)};
    const bool prompted = usesVirtualTokens(t.method);
    if (prompted && (a.virtualTokens <= 0 || a.virtualTokens > kMaxSequence))
        return outOfRange("virtual_tokens", a.virtualTokens, 1, kMaxSequence);
    if (a.adapterLayers < 0 || a.adapterLayers > m.layers)
        return outOfRange("adapter_layers", a.adapterLayers, 0, m.layers);
    if (t.method == Method::BottleneckAdapter && (a.bottleneck <= 0 || a.bottleneck > m.hidden))
        return outOfRange("bottleneck", a.bottleneck, 1, m.hidden);
    if (t.method == Method::Freeze && (a.trainableLastLayers <= 0 || a.trainableLastLayers > m.layers))
        return outOfRange("trainable_last_layers", a.trainableLastLayers, 1, m.layers);
    return std::nullopt;
}

/// The blocks kept in 16-bit under a low-precision recipe: at least one block must run in the recipe.
std::optional<Error> validateLowPrecision(const ModelSpec& m, const TrainingSetup& t)
{
    const LowPrecisionSetup& lp = t.lowPrecision;
    const int most = std::max(0, m.layers - 1);
    if (lp.sixteenBitBlocksAtStart < 0 || lp.sixteenBitBlocksAtStart > most)
        return outOfRange("sixteen_bit_blocks_at_start", lp.sixteenBitBlocksAtStart, 0, most);
    if (lp.sixteenBitBlocksAtEnd < 0 || lp.sixteenBitBlocksAtEnd > most - lp.sixteenBitBlocksAtStart)
        return outOfRange("sixteen_bit_blocks_at_end", lp.sixteenBitBlocksAtEnd, 0, most - lp.sixteenBitBlocksAtStart);
    return std::nullopt;
}

/// GPU counts, and a data-parallel strategy wherever several replicas train.
std::optional<Error> validateGpus(const Parallelism& p)
{
    if (p.gpus <= 0 || p.gpus > kMaxGpus)
        return outOfRange("gpus", p.gpus, 1, kMaxGpus);
    if (p.gpusPerNode <= 0 || p.gpusPerNode > kMaxGpus)
        return outOfRange("gpus_per_node", p.gpusPerNode, 1, kMaxGpus);
    // Model parallelism alone may use every GPU (TP × PP × EP with one replica needs no data-parallel strategy).
    if (p.sharding == Sharding::None && p.gpus > 1 &&
        p.gpus / int64_t(std::max(1, p.model.tensor)) / std::max(1, p.model.pipeline) > 1)
        return Error{ErrorCode::Inconsistent, "sharding", "several_gpus_need_a_parallel_strategy"};
    return std::nullopt;
}

/// Sequence parallelism splits each sequence over a group of the data-parallel GPUs (frontier-schema.md rule 2:
/// ulysses/ring ⇒ degree ≥ 2 dividing the GPUs; none ⇒ degree 1).
std::optional<Error> validateSequenceParallel(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p)
{
    if (p.sequenceParallel == SequenceParallel::None) {
        if (p.sequenceParallelDegree != 1)
            return outOfRange("sequence_parallel_degree", p.sequenceParallelDegree, 1, 1);
        return std::nullopt;
    }
    if (p.sequenceParallelDegree < 2 || p.sequenceParallelDegree > p.gpus)
        return outOfRange("sequence_parallel_degree", p.sequenceParallelDegree, 2, std::max(2, p.gpus));
    if (p.gpus % p.sequenceParallelDegree != 0)
        return Error{ErrorCode::NotDivisible, "sequence_parallel_degree", std::to_string(p.sequenceParallelDegree)};
    // Ulysses gives each GPU heads / degree of the query heads (DeepSpeed-Ulysses §3).
    if (p.sequenceParallel == SequenceParallel::Ulysses && m.heads % p.sequenceParallelDegree != 0)
        return Error{ErrorCode::NotDivisible, "sequence_parallel_degree", std::to_string(p.sequenceParallelDegree)};
    if (p.sequenceParallelDegree > t.seqLen)
        return outOfRange("sequence_parallel_degree", p.sequenceParallelDegree, 2, std::max(2, t.seqLen));
    return std::nullopt;
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
        return Error{ErrorCode::NotDivisible, "num_key_value_heads", std::to_string(m.kvHeads)};
    if (m.headDim <= 0 || m.headDim > kMaxDimension)
        return outOfRange("head_dim", m.headDim, 1, kMaxDimension);
    // heads × head_dim may differ from the hidden size (Gemma, Qwen3, GLM-4.5: q_proj maps hidden to heads × head_dim
    // and o_proj back): head_dim is a width of its own. Where a model leaves head_dim out, the readers that derive it
    // as hidden / heads refuse heads that do not divide the hidden size (HfConfigImport, MemoryCases).
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
        if (m.moe.denseLeadingLayers < 0 || m.moe.denseLeadingLayers > m.mlpLayers())
            return outOfRange("first_k_dense_replace", m.moe.denseLeadingLayers, 0, m.mlpLayers());
    }
    if (m.moe.sharedExperts < 0 || m.moe.sharedExperts > kMaxExperts)
        return outOfRange("n_shared_experts", m.moe.sharedExperts, 0, kMaxExperts);
    if (m.moe.sharedExpertFfn < 0 || m.moe.sharedExpertFfn > kMaxDimension)
        return outOfRange("shared_expert_intermediate_size", m.moe.sharedExpertFfn, 0, kMaxDimension);
    if (m.learnedPositions < 0 || m.learnedPositions > kMaxPositions)
        return outOfRange("max_position_embeddings", m.learnedPositions, 0, kMaxPositions);
    if (auto error = checkArchitectureMechanisms(m)) // latent attention, windows, MTP, vision tower
        return error;
    // The count in floating point first (it cannot overflow), the exact integer count only for a model in range.
    if (const double total = totalParametersUnchecked(m); total > kMaxParameters)
        return Error{ErrorCode::TooLarge, "parameters", io::formatNumber(total), AllowedRange{0, kMaxParameters}};
    return std::nullopt;
}

std::optional<Error> validateInputs(const ModelSpec& m, const TrainingSetup& t, const Parallelism& p)
{
    if (auto error = validateModel(m))
        return error;
    if (auto error = validateBatch(t))
        return error;
    if (auto error = validateImages(m, t))
        return error;
    if (auto error = validateLowPrecision(m, t))
        return error;
    if (auto error = validateMethod(m, t))
        return error;
    if (auto error = validateGpus(p))
        return error;
    if (auto error = validateSequenceParallel(m, t, p))
        return error;
    if (auto error = validateLayout(m, p))
        return error;
    if (auto error = validateQat(m, t))
        return error;
    // A step fused into backward frees each gradient as soon as it is used: nothing to accumulate into (torchtune
    // refuses optimizer_in_bwd with gradient_accumulation_steps > 1).
    if (stepsInBackward(t) && t.gradAccumulation > 1)
        return outOfRange("grad_accumulation", t.gradAccumulation, 1, 1);
    return validateObjective(m, t, p);
}

namespace {

/// One GPU's peak: of the whole model, or (model parallelism) of the shard one GPU of a pipeline stage holds. The
/// terms live in StepTerms: the context, the moments of the step, the rows of the moment that peaks, the reserve.
MemoryBreakdown estimateOne(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                            const StageShard* shard)
{
    MemoryBreakdown out;
    out.params = shard ? shard->params : objectiveParameters(model, setup);
    const memory::StepContext ctx = memory::stepContext(model, setup, parallel, shard, out.params);
    out.trainableParams = ctx.state.trainableParams;
    out.optimizerBytesPerParam = ctx.state.optimizerBytesPerParam;
    out.hostBytes = ctx.state.hostBytes + ctx.obj.critic.hostBytes + ctx.act.hostBytes;
    out.pagedOptimizerBytes = ctx.state.pagedOptimizer + ctx.obj.critic.pagedOptimizer;

    const memory::StepMoments m = memory::stepMoments(ctx);
    out.trainingPeak = std::max({m.forward, m.backward, m.step, m.reference, m.kl, m.vision});
    out.generationPeak = std::max(m.generation, m.scoring);
    out.peakAllocated = std::max(out.trainingPeak, out.generationPeak);

    memory::describeModelState(out, ctx);
    memory::describePeak(out, ctx, m);
    // The buffers name the low-precision weight copies they hold (the formula's W_gathered is the FSDP/ZeRO units').
    if (ComponentMemory& buffers = out[MemoryComponent::Buffers];
        ctx.state.quantizedWeightCopies > 0 &&
        (buffers.basis.kind == BasisKind::BuffersForward || buffers.basis.kind == BasisKind::BuffersBackward))
        buffers.basis.add("W_low_precision", ctx.state.quantizedWeightCopies);
    const double reserve = memory::allocatorReserve(out, ctx, m);
    out.peakReserved = out.peakAllocated + reserve;
    ComponentMemory& context = out[MemoryComponent::CudaContext];
    context.component = MemoryComponent::CudaContext;
    context.bytes = kCudaContextBytes;
    context.basis.kind = BasisKind::CudaContext;
    out.wholeDevice = out.peakReserved + kCudaContextBytes;

    const double band = memory::uncertaintyBand(ctx);
    out.bandLow = -band;
    out.bandHigh = band;
    return out;
}

MemoryBreakdown stageEstimate(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel,
                              int stage)
{
    const StageShard shard = stageShard(model, setup, parallel, stage);
    // The shard's own Parallelism is the data-parallel rest; how the experts run follows the whole layout.
    TrainingSetup onLayout = setup;
    onLayout.experts = expertKernel(setup, parallel);
    MemoryBreakdown b = estimateOne(shard.model, onLayout, shard.parallel, &shard);
    b.pipelineStage = stage;
    b.pipelineStages = shard.stages;
    // The job's own counts, not the shard's.
    b.params = objectiveParameters(model, setup);
    b.trainableParams = trainableParameters(model, setup);
    return b;
}

} // namespace

Result<MemoryBreakdown> estimateMemory(const ModelSpec& model, const TrainingSetup& setup, const Parallelism& parallel)
{
    if (auto error = validateInputs(model, setup, parallel))
        return *error;
    if (!usesStageShards(parallel))
        return estimateOne(model, setup, parallel, nullptr);
    // Model parallelism: every GPU of a stage holds the same shard; the stage with the largest peak is the job's.
    MemoryBreakdown largest;
    bool any = false;
    for (int stage : candidateStages(model, parallel)) {
        MemoryBreakdown b = stageEstimate(model, setup, parallel, stage);
        if (!any || b.wholeDevice > largest.wholeDevice)
            largest = b;
        any = true;
    }
    return largest;
}

Result<MemoryBreakdown> estimateStageMemory(const ModelSpec& model, const TrainingSetup& setup,
                                            const Parallelism& parallel, int stage)
{
    if (auto error = validateInputs(model, setup, parallel))
        return *error;
    const int stages = std::max(1, parallel.model.pipeline);
    if (stage < 0 || stage >= stages)
        return *outOfRange("pipeline_stage", stage, 0, stages - 1);
    if (!usesStageShards(parallel))
        return estimateOne(model, setup, parallel, nullptr);
    return stageEstimate(model, setup, parallel, stage);
}

} // namespace tunefit

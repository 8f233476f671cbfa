// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/JobFile.h"

#include "core/report/DiffusionJobFile.h"

#include "core/Checked.h"
#include "core/model/ModelNames.h"
#include "core/model/Presets.h"
#include "core/plan/JobChecks.h"
#include "core/training/EnumKeys.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <cmath>
#include <optional>

namespace tunefit {

namespace {

// Enums that EnumKeys does not cover: only job files name them.
constexpr EnumKey<ArchKind> kArchKeys[] = {
    {ArchKind::Decoder, "decoder"}, {ArchKind::EncoderDecoder, "encoder_decoder"}, {ArchKind::Encoder, "encoder"}};
constexpr EnumKey<FfnKind> kFfnKeys[] = {
    {FfnKind::SwiGLU, "swiglu"}, {FfnKind::GeGLU, "geglu"}, {FfnKind::Gelu, "gelu"}, {FfnKind::Relu, "relu"}};
constexpr EnumKey<QuantizedModules> kQuantizedModulesKeys[] = {{QuantizedModules::AllLinear, "all_linear"},
                                                               {QuantizedModules::AdaptedOnly, "adapted_only"}};

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString k(const char* key)
{
    return QString::fromLatin1(key);
}

template <class E> QJsonValue keyValue(std::span<const EnumKey<E>> table, E value)
{
    return qs(keyOf(table, value));
}

QJsonArray targetsArray(TargetSet set)
{
    QJsonArray list;
    for (const auto& entry : targetKeys()) {
        if (contains(set, entry.value))
            list.append(qs(entry.key));
    }
    return list;
}

QJsonObject visionObject(const VisionSpec& v)
{
    QJsonObject o;
    o[k("layers")] = v.layers;
    o[k("hidden")] = v.hidden;
    o[k("heads")] = v.heads;
    o[k("ffn")] = v.ffn;
    o[k("gated_mlp")] = v.gatedMlp;
    o[k("linear_bias")] = v.linearBias;
    o[k("layer_norm")] = v.layerNorm;
    o[k("channels")] = v.channels;
    o[k("patch_size")] = v.patchSize;
    o[k("temporal_patch")] = v.temporalPatch;
    o[k("patch_bias")] = v.patchBias;
    o[k("positions")] = v.positions;
    o[k("class_token")] = v.classToken;
    o[k("extra_norms")] = v.extraNorms;
    o[k("projector_norm")] = v.projectorNorm;
    o[k("projector_norm_bias")] = v.projectorNormBias;
    o[k("projector_in")] = v.projectorIn;
    o[k("projector_hidden")] = v.projectorHidden;
    if (v.projectorSquareLayers > 0)
        o[k("projector_square_layers")] = v.projectorSquareLayers;
    o[k("projector_out")] = v.projectorOut;
    o[k("projector_bias")] = v.projectorBias;
    o[k("token_merge")] = v.tokenMerge;
    o[k("image_tokens")] = v.imageTokens;
    return o;
}

QJsonObject modelObject(const ModelSpec& m)
{
    QJsonObject o;
    o[k("name")] = QString::fromStdString(m.name);
    o[k("arch")] = keyValue<ArchKind>(kArchKeys, m.arch);
    o[k("layers")] = m.layers;
    o[k("encoder_layers")] = m.encoderLayers;
    o[k("hidden")] = m.hidden;
    o[k("heads")] = m.heads;
    o[k("kv_heads")] = m.kvHeads;
    o[k("head_dim")] = m.headDim;
    o[k("ffn")] = m.ffn;
    o[k("ffn_kind")] = keyValue<FfnKind>(kFfnKeys, m.ffnKind);
    o[k("vocab")] = m.vocab;
    o[k("tied_embeddings")] = m.tiedEmbeddings;
    o[k("qkv_bias")] = m.qkvBias;
    o[k("linear_bias")] = m.linearBias;
    o[k("layer_norm_bias")] = m.layerNormBias;
    o[k("parallel_attention")] = m.parallelAttention;
    o[k("learned_positions")] = m.learnedPositions;
    o[k("sliding_window")] = m.slidingWindow;
    o[k("sliding_layers")] = m.slidingLayers;
    o[k("attention_sinks")] = m.attentionSinks;
    o[k("clamped_swiglu")] = m.clampedSwiGlu;
    o[k("mtp_layers")] = m.mtpLayers;
    QJsonObject moe;
    moe[k("experts")] = m.moe.experts;
    moe[k("active_experts")] = m.moe.activeExperts;
    moe[k("expert_ffn")] = m.moe.expertFfn;
    moe[k("shared_experts")] = m.moe.sharedExperts;
    moe[k("shared_expert_ffn")] = m.moe.sharedExpertFfn;
    moe[k("dense_leading_layers")] = m.moe.denseLeadingLayers;
    moe[k("router_bias")] = m.moe.routerBias;
    o[k("moe")] = moe;
    // Written only for the models that have them, so that a plain model's file stays as short as it was.
    if (m.isMla()) {
        QJsonObject mla;
        mla[k("q_lora_rank")] = m.mla.qLoraRank;
        mla[k("kv_lora_rank")] = m.mla.kvLoraRank;
        mla[k("rope_head_dim")] = m.mla.ropeHeadDim;
        mla[k("nope_head_dim")] = m.mla.nopeHeadDim;
        mla[k("v_head_dim")] = m.mla.vHeadDim;
        o[k("mla")] = mla;
    }
    if (m.isHybrid()) {
        const HybridSpec& h = m.hybrid;
        QJsonObject hybrid;
        hybrid[k("mixer")] = h.kind == MixerKind::Mamba2   ? QStringLiteral("mamba2")
                             : h.kind == MixerKind::Mamba1 ? QStringLiteral("mamba1")
                                                           : QStringLiteral("gated_deltanet");
        hybrid[k("mixer_layers")] = h.mixerLayers;
        hybrid[k("mlp_only_layers")] = h.mlpOnlyLayers;
        hybrid[k("single_sublayer")] = h.singleSublayer;
        hybrid[k("heads")] = h.heads;
        hybrid[k("head_dim")] = h.headDim;
        hybrid[k("groups")] = h.groups;
        hybrid[k("state_dim")] = h.stateDim;
        hybrid[k("conv_kernel")] = h.convKernel;
        hybrid[k("chunk")] = h.chunk;
        hybrid[k("conv_bias")] = h.convBias;
        hybrid[k("proj_bias")] = h.projBias;
        hybrid[k("parallel")] = h.parallel;
        hybrid[k("gated_norm")] = h.gatedNorm;
        hybrid[k("dt_rank")] = h.dtRank;
        hybrid[k("dtbc_norms")] = h.dtbcNorms;
        o[k("hybrid")] = hybrid;
    }
    if (m.attentionOutputGate)
        o[k("attention_output_gate")] = true;
    if (m.vision.present())
        o[k("vision")] = visionObject(m.vision);
    o[k("published_params_b")] = m.publishedParamsB;
    return o;
}

QJsonObject objectiveObject(const ObjectiveSetup& ob)
{
    QJsonObject o;
    o[k("objective")] = keyValue(objectiveKeys(), ob.objective);
    o[k("reference")] = keyValue(referenceKeys(), ob.reference);
    o[k("pairs_double_micro_batch")] = ob.pairsDoubleMicroBatch;
    o[k("kto_kl_term")] = ob.ktoKlTerm;
    o[k("group_size")] = ob.groupSize;
    o[k("completion_len")] = ob.completionLen;
    o[k("mean_completion_len")] = ob.meanCompletionLen;
    o[k("generation_batch")] = ob.generationBatch;
    o[k("generation")] = keyValue(generationEngineKeys(), ob.generation);
    o[k("engine_memory_fraction")] = ob.engineMemoryFraction;
    o[k("engine_gpu_memory_gib")] = ob.engineGpuMemoryGiB;
    o[k("engine_sleeps")] = ob.engineSleeps;
    o[k("engine_tensor_parallel")] = ob.engineTensorParallel;
    o[k("critic_full_training")] = ob.criticFullTraining;
    o[k("reward_model_on_gpu")] = ob.rewardModel;
    return o;
}

QJsonObject setupObject(const TrainingSetup& s)
{
    QJsonObject adapter;
    adapter[k("rank")] = s.adapter.rank;
    adapter[k("alpha")] = s.adapter.alpha;
    adapter[k("dropout")] = s.adapter.dropout;
    adapter[k("targets")] = targetsArray(s.adapter.targets);
    adapter[k("train_embeddings")] = s.adapter.trainEmbeddings;
    adapter[k("train_lm_head")] = s.adapter.trainLmHead;
    adapter[k("train_norms")] = s.adapter.trainNorms;
    adapter[k("train_biases")] = s.adapter.trainBiases;
    adapter[k("virtual_tokens")] = s.adapter.virtualTokens;
    adapter[k("adapter_layers")] = s.adapter.adapterLayers;
    adapter[k("bottleneck")] = s.adapter.bottleneck;
    adapter[k("trainable_last_layers")] = s.adapter.trainableLastLayers;
    adapter[k("fp32_adapters")] = s.adapter.fp32Adapters;
    QJsonObject o;
    o[k("adapter")] = adapter;
    o[k("base_quant")] = keyValue(baseQuantKeys(), s.baseQuant);
    o[k("quantized_modules")] = keyValue<QuantizedModules>(kQuantizedModulesKeys, s.quantizedModules);
    o[k("legacy_bnb_saves_inputs")] = s.legacyBnbSavesInputs;
    o[k("experts")] = keyValue(expertKernelKeys(), s.experts);
    o[k("weight_dtype")] = keyValue(dtypeKeys(), s.weightDType);
    o[k("compute")] = keyValue(computeKeys(), s.compute);
    QJsonObject lowPrecision;
    lowPrecision[k("recipe")] = keyValue(lowPrecisionKeys(), s.lowPrecision.recipe);
    lowPrecision[k("param_gather")] = s.lowPrecision.paramGather;
    lowPrecision[k("sixteen_bit_blocks_at_start")] = s.lowPrecision.sixteenBitBlocksAtStart;
    lowPrecision[k("sixteen_bit_blocks_at_end")] = s.lowPrecision.sixteenBitBlocksAtEnd;
    o[k("low_precision")] = lowPrecision;
    QJsonObject qat;
    qat[k("scheme")] = keyValue(qatSchemeKeys(), s.qat.scheme);
    qat[k("group_size")] = s.qat.groupSize;
    o[k("qat")] = qat;
    o[k("optimizer")] = keyValue(optimizerKeys(), s.optimizer);
    o[k("optimizer_state")] = keyValue(optimizerStateKeys(), s.optimizerState);
    o[k("micro_batch")] = s.microBatch;
    o[k("seq_len")] = s.seqLen;
    o[k("decoder_seq_len")] = s.decoderSeqLen;
    o[k("grad_accumulation")] = s.gradAccumulation;
    o[k("checkpointing")] = keyValue(checkpointingKeys(), s.checkpointing);
    o[k("attention")] = keyValue(attentionKeys(), s.attention);
    o[k("loss")] = keyValue(lossKeys(), s.loss);
    o[k("optimizer_in_backward")] = s.optimizerInBackward;
    o[k("tiled_mlp")] = s.tiledMlp;
    o[k("objective")] = objectiveObject(s.objective);
    QJsonObject images;
    images[k("per_sample")] = s.images.perSample;
    images[k("tokens_per_image")] = s.images.tokensPerImage;
    images[k("train_vision_tower")] = s.images.trainTower;
    o[k("images")] = images;
    return o;
}

QJsonObject parallelObject(const Parallelism& p)
{
    QJsonObject o;
    o[k("gpus")] = p.gpus;
    o[k("sharding")] = keyValue(shardingKeys(), p.sharding);
    o[k("offload")] = keyValue(offloadKeys(), p.offload);
    o[k("gpus_per_node")] = p.gpusPerNode;
    o[k("full_checkpoint_on_each_rank")] = p.fullCheckpointOnEachRank;
    o[k("sequence_parallel")] = keyValue(sequenceParallelKeys(), p.sequenceParallel);
    o[k("sequence_parallel_degree")] = p.sequenceParallelDegree;
    o[k("tensor_parallel")] = p.model.tensor;
    o[k("pipeline_parallel")] = p.model.pipeline;
    o[k("virtual_pipeline_stages")] = p.model.virtualStages;
    o[k("expert_parallel")] = p.model.expert;
    o[k("expert_tensor_parallel")] = p.model.expertTensor;
    o[k("megatron_sequence_parallel")] = p.model.sequenceParallel;
    return o;
}

QJsonValue optionalNumber(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject assumptionsObject(const PlanAssumptions& a)
{
    QJsonObject o;
    o[k("spot_allowed")] = a.spotAllowed;
    o[k("max_instances")] = a.maxInstances;
    o[k("as_set_only")] = a.asSetOnly;
    QJsonArray mfu;
    for (const auto& m : a.mfuByClass)
        mfu.append(optionalNumber(m));
    o[k("mfu_by_class")] = mfu;
    o[k("default_spot_interruptions_per_hour")] = a.defaultSpotInterruptionsPerHour;
    o[k("restart_overhead_minutes")] = a.restartOverheadMinutes;
    o[k("startup_minutes")] = a.startupMinutes;
    o[k("checkpoint_write_gbps")] = a.checkpointWriteGBps;
    o[k("dataset_bytes_per_token")] = a.datasetBytesPerToken;
    o[k("memory_margin_fraction")] = a.memoryMarginFraction;
    return o;
}

/// Reads typed values out of the JSON tree, remembering the first problem (later reads become no-ops).
class Reader
{
public:
    std::optional<Error> error;

    QJsonObject object(const QJsonObject& parent, const char* key, const std::string& path, bool required = true)
    {
        const QJsonValue v = parent.value(k(key));
        if (v.isUndefined()) {
            if (required)
                fail(ErrorCode::MissingKey, path + key, "");
            return {};
        }
        if (!v.isObject())
            fail(ErrorCode::WrongType, path + key, "object");
        return v.toObject();
    }

    void number(const QJsonObject& o, const char* key, const std::string& path, double& out)
    {
        const QJsonValue v = o.value(k(key));
        if (v.isUndefined())
            return; // absent: the default stays
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(ErrorCode::WrongType, path + key, "number");
        out = v.toDouble();
    }

    void integer(const QJsonObject& o, const char* key, const std::string& path, int& out)
    {
        double d = out;
        number(o, key, path, d);
        if (error)
            return;
        const auto value = checked::toInteger<int>(d, -2'000'000'000, 2'000'000'000);
        if (!value)
            return fail(ErrorCode::WrongType, path + key, "integer");
        out = *value;
    }

    void integer64(const QJsonObject& o, const char* key, const std::string& path, int64_t& out)
    {
        double d = double(out);
        number(o, key, path, d);
        if (error)
            return;
        const auto value = checked::toInteger<int64_t>(d, -(int64_t(1) << 53), int64_t(1) << 53);
        if (!value)
            return fail(ErrorCode::WrongType, path + key, "integer");
        out = *value;
    }

    void boolean(const QJsonObject& o, const char* key, const std::string& path, bool& out)
    {
        const QJsonValue v = o.value(k(key));
        if (v.isUndefined())
            return;
        if (!v.isBool())
            return fail(ErrorCode::WrongType, path + key, "boolean");
        out = v.toBool();
    }

    void string(const QJsonObject& o, const char* key, const std::string& path, std::string& out)
    {
        const QJsonValue v = o.value(k(key));
        if (v.isUndefined())
            return;
        if (!v.isString())
            return fail(ErrorCode::WrongType, path + key, "string");
        out = v.toString().toStdString();
    }

    void optionalNumber(const QJsonObject& o, const char* key, const std::string& path, std::optional<double>& out)
    {
        const QJsonValue v = o.value(k(key));
        if (v.isUndefined() || v.isNull()) {
            out.reset();
            return;
        }
        double d = 0;
        number(o, key, path, d);
        if (!error)
            out = d;
    }

    template <class E>
    void enumeration(const QJsonObject& o, const char* key, const std::string& path, std::span<const EnumKey<E>> table,
                     E& out)
    {
        std::string text;
        const bool present = o.contains(k(key));
        string(o, key, path, text);
        if (error || !present)
            return;
        if (auto value = enumFromKey(table, text))
            out = *value;
        else
            fail(ErrorCode::UnknownValue, path + key, text);
    }

    void fail(ErrorCode code, std::string field, std::string detail)
    {
        if (!error)
            error = Error{code, std::move(field), std::move(detail)};
    }
};

void readHybrid(Reader& r, const QJsonObject& o, HybridSpec& h)
{
    if (o.isEmpty())
        return;
    const std::string p = "model.architecture.hybrid.";
    std::string mixer;
    r.string(o, "mixer", p, mixer);
    if (mixer == "mamba2")
        h.kind = MixerKind::Mamba2;
    else if (mixer == "gated_deltanet")
        h.kind = MixerKind::GatedDeltaNet;
    else if (mixer == "mamba1")
        h.kind = MixerKind::Mamba1;
    else if (!r.error)
        r.fail(ErrorCode::UnknownValue, p + "mixer", mixer);
    r.integer(o, "mixer_layers", p, h.mixerLayers);
    r.integer(o, "mlp_only_layers", p, h.mlpOnlyLayers);
    r.boolean(o, "single_sublayer", p, h.singleSublayer);
    r.integer(o, "heads", p, h.heads);
    r.integer(o, "head_dim", p, h.headDim);
    r.integer(o, "groups", p, h.groups);
    r.integer(o, "state_dim", p, h.stateDim);
    r.integer(o, "conv_kernel", p, h.convKernel);
    r.integer(o, "chunk", p, h.chunk);
    r.boolean(o, "conv_bias", p, h.convBias);
    r.boolean(o, "proj_bias", p, h.projBias);
    // Absent from files written before Jamba and Falcon-H1 were modelled: the defaults (Mamba-2 with its gated norm).
    r.boolean(o, "parallel", p, h.parallel);
    r.boolean(o, "gated_norm", p, h.gatedNorm);
    r.integer(o, "dt_rank", p, h.dtRank);
    r.boolean(o, "dtbc_norms", p, h.dtbcNorms);
}

void readVision(Reader& r, const QJsonObject& o, VisionSpec& v)
{
    const std::string p = "model.architecture.vision.";
    r.integer(o, "layers", p, v.layers);
    r.integer(o, "hidden", p, v.hidden);
    r.integer(o, "heads", p, v.heads);
    r.integer(o, "ffn", p, v.ffn);
    r.boolean(o, "gated_mlp", p, v.gatedMlp);
    r.boolean(o, "linear_bias", p, v.linearBias);
    r.boolean(o, "layer_norm", p, v.layerNorm);
    r.integer(o, "channels", p, v.channels);
    r.integer(o, "patch_size", p, v.patchSize);
    r.integer(o, "temporal_patch", p, v.temporalPatch);
    r.boolean(o, "patch_bias", p, v.patchBias);
    r.integer(o, "positions", p, v.positions);
    r.boolean(o, "class_token", p, v.classToken);
    r.integer(o, "extra_norms", p, v.extraNorms);
    r.integer(o, "projector_norm", p, v.projectorNorm);
    r.boolean(o, "projector_norm_bias", p, v.projectorNormBias);
    r.integer(o, "projector_in", p, v.projectorIn);
    r.integer(o, "projector_hidden", p, v.projectorHidden);
    r.integer(o, "projector_square_layers", p, v.projectorSquareLayers);
    r.integer(o, "projector_out", p, v.projectorOut);
    r.boolean(o, "projector_bias", p, v.projectorBias);
    // Absent before version 4: one patch per token and no default image size (the job must then name its tokens).
    r.integer(o, "token_merge", p, v.tokenMerge);
    r.integer(o, "image_tokens", p, v.imageTokens);
}

void readModel(Reader& r, const QJsonObject& o, ModelSpec& m)
{
    const std::string p = "model.architecture.";
    r.string(o, "name", p, m.name);
    r.enumeration<ArchKind>(o, "arch", p, kArchKeys, m.arch);
    r.integer(o, "layers", p, m.layers);
    r.integer(o, "encoder_layers", p, m.encoderLayers);
    r.integer(o, "hidden", p, m.hidden);
    r.integer(o, "heads", p, m.heads);
    r.integer(o, "kv_heads", p, m.kvHeads);
    r.integer(o, "head_dim", p, m.headDim);
    r.integer(o, "ffn", p, m.ffn);
    r.enumeration<FfnKind>(o, "ffn_kind", p, kFfnKeys, m.ffnKind);
    r.integer(o, "vocab", p, m.vocab);
    r.boolean(o, "tied_embeddings", p, m.tiedEmbeddings);
    r.boolean(o, "qkv_bias", p, m.qkvBias);
    r.boolean(o, "linear_bias", p, m.linearBias);
    r.boolean(o, "layer_norm_bias", p, m.layerNormBias);
    r.boolean(o, "parallel_attention", p, m.parallelAttention);
    r.integer(o, "learned_positions", p, m.learnedPositions);
    r.integer(o, "sliding_window", p, m.slidingWindow);
    const QJsonObject moe = r.object(o, "moe", p, false);
    const std::string q = p + "moe.";
    r.integer(moe, "experts", q, m.moe.experts);
    r.integer(moe, "active_experts", q, m.moe.activeExperts);
    r.integer(moe, "expert_ffn", q, m.moe.expertFfn);
    r.integer(moe, "shared_experts", q, m.moe.sharedExperts);
    r.integer(moe, "shared_expert_ffn", q, m.moe.sharedExpertFfn);
    r.integer(moe, "dense_leading_layers", q, m.moe.denseLeadingLayers);
    r.boolean(moe, "router_bias", q, m.moe.routerBias);
    r.integer(o, "sliding_layers", p, m.slidingLayers);
    r.boolean(o, "attention_sinks", p, m.attentionSinks);
    r.boolean(o, "clamped_swiglu", p, m.clampedSwiGlu);
    r.integer(o, "mtp_layers", p, m.mtpLayers);
    const QJsonObject mla = r.object(o, "mla", p, false);
    const std::string l = p + "mla.";
    r.integer(mla, "q_lora_rank", l, m.mla.qLoraRank);
    r.integer(mla, "kv_lora_rank", l, m.mla.kvLoraRank);
    r.integer(mla, "rope_head_dim", l, m.mla.ropeHeadDim);
    r.integer(mla, "nope_head_dim", l, m.mla.nopeHeadDim);
    r.integer(mla, "v_head_dim", l, m.mla.vHeadDim);
    readHybrid(r, r.object(o, "hybrid", p, false), m.hybrid);
    r.boolean(o, "attention_output_gate", p, m.attentionOutputGate);
    readVision(r, r.object(o, "vision", p, false), m.vision);
    r.number(o, "published_params_b", p, m.publishedParamsB);
    for (const char* key : {"layers", "hidden", "heads", "vocab"}) {
        if (!o.contains(k(key)))
            r.fail(ErrorCode::MissingKey, p + key, "");
    }
}

/// Absent before version 6: a module per expert, what every estimate before it assumed, or transformers 5's grouped
/// experts where the file said its adapters sit on the fused expert tensors (merged_expert_adapters).
void readExperts(Reader& r, const QJsonObject& o, const std::string& p, ExpertKernel& experts)
{
    if (o.contains(k("experts"))) {
        r.enumeration(o, "experts", p, expertKernelKeys(), experts);
        return;
    }
    bool merged = false;
    r.boolean(o, "merged_expert_adapters", p, merged);
    experts = merged ? ExpertKernel::TorchGroupedMm : ExpertKernel::PerExpertModules;
}

/// Absent (a version-1 file): supervised fine-tuning, the only objective there was.
void readObjective(Reader& r, const QJsonObject& o, Method method, ObjectiveSetup& ob)
{
    const std::string p = "setup.objective.";
    // A file that names no reference gets the one every front end gives a new job.
    ob.reference = defaultReference(method);
    r.enumeration(o, "objective", p, objectiveKeys(), ob.objective);
    r.enumeration(o, "reference", p, referenceKeys(), ob.reference);
    r.boolean(o, "pairs_double_micro_batch", p, ob.pairsDoubleMicroBatch);
    r.boolean(o, "kto_kl_term", p, ob.ktoKlTerm);
    r.integer(o, "group_size", p, ob.groupSize);
    r.integer(o, "completion_len", p, ob.completionLen);
    // Absent before version 7: 0, every completion runs to the limit, what every estimate before it assumed.
    r.integer(o, "mean_completion_len", p, ob.meanCompletionLen);
    r.integer(o, "generation_batch", p, ob.generationBatch);
    r.enumeration(o, "generation", p, generationEngineKeys(), ob.generation);
    r.number(o, "engine_memory_fraction", p, ob.engineMemoryFraction);
    r.number(o, "engine_gpu_memory_gib", p, ob.engineGpuMemoryGiB);
    r.boolean(o, "engine_sleeps", p, ob.engineSleeps);
    // Absent before version 8: 0, the engine splits the model as training does, what every estimate before it assumed.
    r.integer(o, "engine_tensor_parallel", p, ob.engineTensorParallel);
    r.boolean(o, "critic_full_training", p, ob.criticFullTraining);
    // Absent before version 9: no reward model on the GPU besides PPO's, what every estimate before it assumed.
    r.boolean(o, "reward_model_on_gpu", p, ob.rewardModel);
}

void readSetup(Reader& r, const QJsonObject& o, TrainingSetup& s)
{
    const std::string p = "setup.";
    const QJsonObject a = r.object(o, "adapter", p, false);
    const std::string q = p + "adapter.";
    r.integer(a, "rank", q, s.adapter.rank);
    r.number(a, "alpha", q, s.adapter.alpha);
    r.number(a, "dropout", q, s.adapter.dropout);
    if (a.contains(k("targets"))) {
        const QJsonValue v = a.value(k("targets"));
        if (!v.isArray()) {
            r.fail(ErrorCode::WrongType, q + "targets", "array");
        } else {
            TargetSet set = 0;
            for (const QJsonValue& item : v.toArray()) {
                const auto t = enumFromKey(targetKeys(), item.toString().toStdString());
                if (!t) {
                    r.fail(ErrorCode::UnknownValue, q + "targets", item.toString().toStdString());
                    break;
                }
                set |= uint32_t(*t);
            }
            s.adapter.targets = set;
        }
    }
    r.boolean(a, "train_embeddings", q, s.adapter.trainEmbeddings);
    r.boolean(a, "train_lm_head", q, s.adapter.trainLmHead);
    r.boolean(a, "train_norms", q, s.adapter.trainNorms);
    r.boolean(a, "train_biases", q, s.adapter.trainBiases);
    r.integer(a, "virtual_tokens", q, s.adapter.virtualTokens);
    r.integer(a, "adapter_layers", q, s.adapter.adapterLayers);
    r.integer(a, "bottleneck", q, s.adapter.bottleneck);
    r.integer(a, "trainable_last_layers", q, s.adapter.trainableLastLayers);
    r.boolean(a, "fp32_adapters", q, s.adapter.fp32Adapters);
    r.enumeration(o, "base_quant", p, baseQuantKeys(), s.baseQuant);
    r.enumeration<QuantizedModules>(o, "quantized_modules", p, kQuantizedModulesKeys, s.quantizedModules);
    r.boolean(o, "legacy_bnb_saves_inputs", p, s.legacyBnbSavesInputs);
    readExperts(r, o, p, s.experts);
    r.enumeration(o, "weight_dtype", p, dtypeKeys(), s.weightDType);
    r.enumeration(o, "compute", p, computeKeys(), s.compute);
    // Absent before version 10: no low-precision recipe, every matmul in the compute type, as older files meant.
    const QJsonObject lowPrecision = r.object(o, "low_precision", p, false);
    r.enumeration(lowPrecision, "recipe", p + "low_precision.", lowPrecisionKeys(), s.lowPrecision.recipe);
    r.boolean(lowPrecision, "param_gather", p + "low_precision.", s.lowPrecision.paramGather);
    // Absent before version 11: every block in the recipe, as older files meant.
    r.integer(lowPrecision, "sixteen_bit_blocks_at_start", p + "low_precision.",
              s.lowPrecision.sixteenBitBlocksAtStart);
    r.integer(lowPrecision, "sixteen_bit_blocks_at_end", p + "low_precision.", s.lowPrecision.sixteenBitBlocksAtEnd);
    // Absent before version 11: no quantization-aware training, as older files meant.
    const QJsonObject qat = r.object(o, "qat", p, false);
    r.enumeration(qat, "scheme", p + "qat.", qatSchemeKeys(), s.qat.scheme);
    r.integer(qat, "group_size", p + "qat.", s.qat.groupSize);
    r.enumeration(o, "optimizer", p, optimizerKeys(), s.optimizer);
    r.enumeration(o, "optimizer_state", p, optimizerStateKeys(), s.optimizerState);
    r.integer(o, "micro_batch", p, s.microBatch);
    r.integer(o, "seq_len", p, s.seqLen);
    r.integer(o, "decoder_seq_len", p, s.decoderSeqLen);
    r.integer(o, "grad_accumulation", p, s.gradAccumulation);
    r.enumeration(o, "checkpointing", p, checkpointingKeys(), s.checkpointing);
    r.enumeration(o, "attention", p, attentionKeys(), s.attention);
    r.enumeration(o, "loss", p, lossKeys(), s.loss);
    // Absent in files before version 3: the defaults (no fused step, no tiling).
    r.boolean(o, "optimizer_in_backward", p, s.optimizerInBackward);
    r.boolean(o, "tiled_mlp", p, s.tiledMlp);
    readObjective(r, r.object(o, "objective", p, false), s.method, s.objective);
    // Absent before version 4: no images, the tower frozen.
    const QJsonObject images = r.object(o, "images", p, false);
    const std::string imagesPath = p + "images.";
    r.integer(images, "per_sample", imagesPath, s.images.perSample);
    r.integer(images, "tokens_per_image", imagesPath, s.images.tokensPerImage);
    r.boolean(images, "train_vision_tower", imagesPath, s.images.trainTower);
}

void readParallel(Reader& r, const QJsonObject& o, Parallelism& par)
{
    const std::string p = "parallel.";
    r.integer(o, "gpus", p, par.gpus);
    r.enumeration(o, "sharding", p, shardingKeys(), par.sharding);
    r.enumeration(o, "offload", p, offloadKeys(), par.offload);
    r.integer(o, "gpus_per_node", p, par.gpusPerNode);
    r.boolean(o, "full_checkpoint_on_each_rank", p, par.fullCheckpointOnEachRank);
    // Absent in files before version 3: no sequence parallelism.
    r.enumeration(o, "sequence_parallel", p, sequenceParallelKeys(), par.sequenceParallel);
    r.integer(o, "sequence_parallel_degree", p, par.sequenceParallelDegree);
    // Absent before version 5: every degree 1, no model parallelism. The degrees are checked against the model and
    // the GPU count by validateJob (validateLayout), which names the degree.
    r.integer(o, "tensor_parallel", p, par.model.tensor);
    r.integer(o, "pipeline_parallel", p, par.model.pipeline);
    r.integer(o, "virtual_pipeline_stages", p, par.model.virtualStages);
    r.integer(o, "expert_parallel", p, par.model.expert);
    r.integer(o, "expert_tensor_parallel", p, par.model.expertTensor);
    r.boolean(o, "megatron_sequence_parallel", p, par.model.sequenceParallel);
}

void readAssumptions(Reader& r, const QJsonObject& o, PlanAssumptions& a)
{
    const std::string p = "assumptions.";
    r.boolean(o, "spot_allowed", p, a.spotAllowed);
    r.integer(o, "max_instances", p, a.maxInstances);
    r.boolean(o, "as_set_only", p, a.asSetOnly);
    if (o.contains(k("mfu_by_class"))) {
        const QJsonValue v = o.value(k("mfu_by_class"));
        const QJsonArray list = v.toArray();
        if (!v.isArray() || list.size() != qsizetype(a.mfuByClass.size())) {
            r.fail(ErrorCode::WrongType, p + "mfu_by_class", "array of 3");
        } else {
            for (size_t i = 0; i < a.mfuByClass.size(); ++i) {
                const QJsonValue item = list.at(qsizetype(i));
                if (item.isNull())
                    a.mfuByClass[i].reset();
                else if (item.isDouble() && std::isfinite(item.toDouble()))
                    a.mfuByClass[i] = item.toDouble();
                else
                    r.fail(ErrorCode::WrongType, p + "mfu_by_class", "number");
            }
        }
    }
    r.number(o, "default_spot_interruptions_per_hour", p, a.defaultSpotInterruptionsPerHour);
    r.number(o, "restart_overhead_minutes", p, a.restartOverheadMinutes);
    r.number(o, "startup_minutes", p, a.startupMinutes);
    r.number(o, "checkpoint_write_gbps", p, a.checkpointWriteGBps);
    r.number(o, "dataset_bytes_per_token", p, a.datasetBytesPerToken);
    r.number(o, "memory_margin_fraction", p, a.memoryMarginFraction);
}

} // namespace

QJsonObject jobSetupObject(const TrainingSetup& setup)
{
    return setupObject(setup);
}

QJsonObject jobParallelObject(const Parallelism& parallel)
{
    return parallelObject(parallel);
}

/// The model a job file names: the one name rule (core/model/ModelNames.h), so a file may name a Hub id as the CLI
/// and the window take it; a reading the file recorded (as_named) is shown again.
void readPresetName(Reader& r, const QJsonObject& model, JobDocument& d)
{
    const NameResolution resolved = resolveModelName(d.presetId);
    if (!resolved.match) {
        if (!r.error)
            r.error = unresolvedModelError(resolved, "model.preset", d.presetId);
        return;
    }
    const NameMatch& match = *resolved.match;
    d.job.model = match.entry->spec;
    d.job.modelReading = readingOf(d.presetId, match);
    d.presetId = match.entry->id;
    std::string asNamed;
    r.string(model, "as_named", "model.", asNamed);
    if (!d.job.modelReading && !asNamed.empty()) {
        const NameResolution again = resolveModelName(asNamed);
        if (again.match && again.match->entry == match.entry)
            d.job.modelReading = readingOf(asNamed, *again.match);
    }
}

std::string writeJobFile(const JobDocument& d)
{
    const Job& j = d.job;
    QJsonObject root;
    root[k("format")] = qs(kJobFileFormat);
    root[k("version")] = kJobFileVersion;
    QJsonObject model;
    if (!d.presetId.empty())
        model[k("preset")] = QString::fromStdString(d.presetId);
    else
        model[k("architecture")] = modelObject(j.model);
    if (j.modelReading) {
        // The name as the user gave it, kept so the reading is shown again until they confirm it.
        model[k("as_named")] = QString::fromStdString(j.modelReading->asNamed);
    }
    root[k("model")] = model;
    root[k("method")] = qs(keyOf(methodKeys(), j.setup.method));
    root[k("setup")] = setupObject(j.setup);
    root[k("parallel")] = parallelObject(j.parallel);
    QJsonObject dataset;
    dataset[k("tokens")] = j.datasetTokens;
    dataset[k("epochs")] = j.epochs;
    dataset[k("packing")] = j.packing;
    dataset[k("average_sample_tokens")] = j.averageSampleTokens;
    dataset[k("steps")] = double(j.steps);
    dataset[k("checkpoint_interval_minutes")] = j.checkpointIntervalMinutes;
    root[k("dataset")] = dataset;
    QJsonObject limits;
    limits[k("deadline_hours")] = optionalNumber(j.deadlineHours);
    limits[k("budget_usd")] = optionalNumber(j.budgetUsd);
    root[k("limits")] = limits;
    root[k("assumptions")] = assumptionsObject(j.assumptions);
    QJsonArray offers;
    for (int64_t id : d.chosenOfferIds)
        offers.append(double(id));
    root[k("chosen_offers")] = offers;
    writeJobTask(d, root);
    return QJsonDocument(root).toJson(QJsonDocument::Indented).toStdString();
}

Result<JobDocument> readJobFile(std::string_view json)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json.data(), qsizetype(json.size())), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::MalformedJson, "", std::to_string(parseError.offset)};
    if (!doc.isObject())
        return Error{ErrorCode::MalformedJson, "", "not an object"};
    const QJsonObject root = doc.object();
    if (root.value(k("format")).toString() != qs(kJobFileFormat))
        return Error{ErrorCode::WrongFormat, "format", root.value(k("format")).toString().toStdString()};
    const QJsonValue version = root.value(k("version"));
    const double versionNumber = version.toDouble();
    if (!version.isDouble() || !std::isfinite(versionNumber) || versionNumber != std::floor(versionNumber) ||
        versionNumber < 1)
        return Error{ErrorCode::WrongType, "version", "integer"};
    if (versionNumber > kJobFileVersion) // compared as a double: a version of 1e308 is not an int
        return Error{ErrorCode::UnsupportedVersion, "version", QString::number(versionNumber, 'g', 17).toStdString()};

    Reader r;
    JobDocument d;
    Job& j = d.job;
    const QJsonObject model = r.object(root, "model", "");
    if (model.contains(k("preset"))) {
        r.string(model, "preset", "model.", d.presetId);
        if (!r.error)
            readPresetName(r, model, d);
    } else if (!r.error) {
        readModel(r, r.object(model, "architecture", "model."), j.model);
    }
    if (!root.contains(k("method")))
        r.fail(ErrorCode::MissingKey, "method", "");
    r.enumeration(root, "method", "", methodKeys(), j.setup.method);
    readSetup(r, r.object(root, "setup", ""), j.setup);
    readParallel(r, r.object(root, "parallel", ""), j.parallel);
    const QJsonObject dataset = r.object(root, "dataset", "");
    r.number(dataset, "tokens", "dataset.", j.datasetTokens);
    r.number(dataset, "epochs", "dataset.", j.epochs);
    r.boolean(dataset, "packing", "dataset.", j.packing);
    r.number(dataset, "average_sample_tokens", "dataset.", j.averageSampleTokens);
    r.integer64(dataset, "steps", "dataset.", j.steps);
    r.number(dataset, "checkpoint_interval_minutes", "dataset.", j.checkpointIntervalMinutes);
    const QJsonObject limits = r.object(root, "limits", "", false);
    r.optionalNumber(limits, "deadline_hours", "limits.", j.deadlineHours);
    r.optionalNumber(limits, "budget_usd", "limits.", j.budgetUsd);
    readAssumptions(r, r.object(root, "assumptions", "", false), j.assumptions);
    if (root.contains(k("chosen_offers"))) {
        const QJsonValue v = root.value(k("chosen_offers"));
        if (!v.isArray())
            r.fail(ErrorCode::WrongType, "chosen_offers", "array");
        for (const QJsonValue& item : v.toArray()) {
            // Offer ids are SQLite rowids: positive, and exact in a JSON number only below 2^53.
            const auto id =
                item.isDouble() ? checked::toInteger<int64_t>(item.toDouble(), 1, int64_t(1) << 53) : std::nullopt;
            if (!id) {
                r.fail(ErrorCode::WrongType, "chosen_offers", "integer");
                break;
            }
            d.chosenOfferIds.push_back(*id);
        }
    }
    if (!r.error && j.datasetTokens <= 0 && j.steps <= 0)
        r.fail(ErrorCode::MissingKey, "dataset.tokens", "");
    if (r.error)
        return *r.error;
    // Ranges are checked where the file is read: a job file from elsewhere may hold any number.
    if (auto error = validateJob(j))
        return *error;
    if (auto error = readJobTask(root, d))
        return *error;
    return d;
}

bool sameJob(const JobDocument& a, const JobDocument& b)
{
    return writeJobFile(a) == writeJobFile(b) &&
           (a.presetId.empty() || modelObject(a.job.model) == modelObject(b.job.model));
}

} // namespace tunefit

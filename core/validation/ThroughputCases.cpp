// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/validation/ThroughputCases.h"

#include "core/Checked.h"
#include "core/catalog/Catalog.h"
#include "core/memory/MemoryEstimator.h"
#include "core/training/EnumKeys.h"
#include "core/training/ParallelLayout.h"
#include "core/validation/Mechanisms.h"

#include "core/io/Csv.h"
#include "core/io/Numbers.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <numeric>

namespace tunefit {

namespace {

const char* const kColumns[] = {
    "case_id",
    "confidence",
    "model",
    "params_b",
    "layers",
    "hidden",
    "heads",
    "kv_heads",
    "ffn_intermediate",
    "vocab",
    "method",
    "base_quant",
    "lora_rank",
    "lora_targets",
    "compute",
    "micro_batch",
    "grad_accum",
    "seq_len",
    "packed",
    "grad_ckpt",
    "attention",
    "num_gpus",
    "gpu",
    "gpu_catalog_name",
    "sharding",
    "interconnect",
    "framework",
    "tokens_per_s_per_gpu",
    "notes",
};

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

bool has(const std::string& haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string::npos;
}

std::optional<double> number(std::string_view s)
{
    return io::parseNumber(s); // finite or nothing
}

int integer(std::string_view s, int fallback)
{
    const auto v = number(s);
    // Rounded only inside int's range: lround of 1e300 is undefined.
    const auto value = v ? checked::toInteger<int>(std::round(*v), -2'000'000'000, 2'000'000'000) : std::nullopt;
    return value.value_or(fallback);
}

/// A measured figure that can anchor a percent error: a denormal or zero one would divide into inf or nan.
/// 0.01 tokens/s is far below any recorded run.
constexpr double kSmallestMeasurement = 0.01;

TargetSet parseTargets(std::string_view list)
{
    TargetSet set = 0;
    size_t start = 0;
    while (start <= list.size()) {
        size_t end = list.find(';', start);
        if (end == std::string_view::npos)
            end = list.size();
        const std::string_view t = list.substr(start, end - start);
        if (t == "q")
            set |= uint32_t(Target::Q);
        else if (t == "k")
            set |= uint32_t(Target::K);
        else if (t == "v")
            set |= uint32_t(Target::V);
        else if (t == "o")
            set |= uint32_t(Target::O);
        else if (t == "gate")
            set |= uint32_t(Target::Gate);
        else if (t == "up")
            set |= uint32_t(Target::Up);
        else if (t == "down")
            set |= uint32_t(Target::Down);
        start = end + 1;
    }
    return set;
}

/// Method of an `other` row, from the notes (the CSV names it there).
Method otherMethod(const std::string& notes)
{
    if (has(notes, "lora-fa"))
        return Method::LoRA;
    if (has(notes, "ia3"))
        return Method::IA3;
    if (has(notes, "vera"))
        return Method::VeRA;
    if (has(notes, "loha"))
        return Method::LoHa;
    if (has(notes, "lokr"))
        return Method::LoKr;
    if (has(notes, "boft"))
        return Method::BOFT;
    if (has(notes, "oft"))
        return Method::OFT;
    if (has(notes, "prompt tuning"))
        return Method::PromptTuning;
    if (has(notes, "prefix tuning"))
        return Method::PrefixTuning;
    if (has(notes, "p-tuning"))
        return Method::PTuning;
    if (has(notes, "llama-adapter") || has(notes, "adaption prompt"))
        return Method::LlamaAdapter;
    if (has(notes, "layernorm tuning") || has(notes, "ln tuning") || has(notes, "ln-tuning"))
        return Method::LnTuning;
    return Method::LoRA;
}

/// Expected maximum of b standard normal draws (order statistics), used for per-batch padding.
double expectedMaxNormal(int b)
{
    static const double table[] = {0, 0, 0.5642, 0.8463, 1.0294, 1.1630, 1.2672, 1.3522, 1.4236};
    if (b < 1)
        return 0;
    if (b <= 8)
        return table[b];
    return std::sqrt(2.0 * std::log(double(b))) - 0.3;
}

Compute parseCompute(std::string_view s)
{
    if (s == "bf16")
        return Compute::BF16;
    if (s == "fp16")
        return Compute::FP16;
    if (s == "amp_fp16")
        return Compute::AmpFP16;
    if (s == "fp32")
        return Compute::FP32;
    return Compute::AmpBF16; // amp_bf16, and fp8 (the recipes keep bf16 master weights and attention)
}

/// A number the notes give after a name as "NAME=4", "NAME 4" or "NAME4" (VPP, VP, ETP, MLA ranks have no column),
/// the name not preceded by a letter; `fallback` when absent. A plain scan: notes are free text of any length.
int degreeInNotes(const std::string& notes, const char* name, int fallback)
{
    const std::string_view key(name);
    for (size_t at = notes.find(key); at != std::string::npos; at = notes.find(key, at + 1)) {
        if (at > 0 && std::isalpha(static_cast<unsigned char>(notes[at - 1])))
            continue;
        size_t i = at + key.size();
        while (i < notes.size() && notes[i] == ' ')
            ++i;
        if (i < notes.size() && notes[i] == '=')
            ++i;
        while (i < notes.size() && notes[i] == ' ')
            ++i;
        size_t end = i;
        while (end < notes.size() && end - i < 9 && std::isdigit(static_cast<unsigned char>(notes[end])))
            ++end;
        if (end > i)
            return std::max(1, integer(std::string_view(notes).substr(i, end - i), fallback));
    }
    return fallback;
}

/// Catalog names a row's GPU label may stand for (datasheet names of GPUs the catalog may list).
std::vector<std::string> gpuAliases(const std::string& label)
{
    const std::string g = lower(label);
    if (has(g, "gb300"))
        return {"GB300"};
    if (has(g, "gb200"))
        return {"GB200"};
    if (has(g, "a800"))
        return {"A800", "A800 80GB SXM", "A800 SXM"};
    if (has(g, "h800"))
        return {"H800", "H800 SXM"};
    if (has(g, "h20") && !has(g, "h200"))
        return {"H20"};
    // Meta's Grand Teton H100 with 96 GB HBM2e at 500 W runs "between SXM and NVL performance" (torchtitan's
    // benchmarks/llama3_h100_202412_torchtitan.md): the NVL, the nearer in memory and the lower bound.
    if (has(g, "h100 96gb"))
        return {"H100 NVL"};
    return {};
}

/// One record of the throughput table, read by column name.
struct ThroughputRow
{
    const csv::Table& table;
    const csv::Record& record;
    const std::map<std::string, int>& columns; ///< the required columns (kColumns)
    std::string notes;                         ///< lower-cased: the schema keeps what has no column here
    std::string framework;                     ///< lower-cased

    std::string_view cell(const char* name) const { return table.cell(record, columns.at(name)); }
    /// The frontier columns (shared/validation/frontier-schema.md) are optional: an empty or missing cell is the
    /// column's default.
    std::string_view optional(const char* name) const { return table.cell(record, table.column(name)); }
};

/// The index of every required column; the first one missing is an error.
Result<std::map<std::string, int>> requiredColumns(const csv::Table& table)
{
    std::map<std::string, int> col;
    for (const char* name : kColumns) {
        const int index = table.column(name);
        if (index < 0)
            return Error{ErrorCode::MissingColumn, name, ""};
        col[name] = index;
    }
    return col;
}

/// The block's sizes; false when layers, hidden, heads or the FFN width is missing.
bool readShape(const ThroughputRow& row, ModelSpec& m)
{
    m.layers = integer(row.cell("layers"), 0);
    m.hidden = integer(row.cell("hidden"), 0);
    m.heads = integer(row.cell("heads"), 0);
    m.kvHeads = integer(row.cell("kv_heads"), m.heads);
    m.ffn = integer(row.cell("ffn_intermediate"), 0);
    m.vocab = integer(row.cell("vocab"), 0);
    if (m.layers <= 0 || m.hidden <= 0 || m.heads <= 0 || m.ffn <= 0)
        return false;
    m.headDim = m.hidden / m.heads;
    return true;
}

/// What the model's family implies (BERT, MPT, Qwen), then the optional head_dim and ffn_kind columns.
void readBlockKind(const ThroughputRow& row, const std::string& modelName, ModelSpec& m)
{
    if (has(modelName, "bert")) {
        m.arch = ArchKind::Encoder;
        m.ffnKind = FfnKind::Gelu;
        m.linearBias = true;
        m.layerNormBias = true;
        m.learnedPositions = 512;
    } else if (has(modelName, "mpt")) {
        m.ffnKind = FfnKind::Gelu; // MPT: non-gated GELU MLP (4×d), MHA
        m.layerNormBias = false;
    }
    if (has(modelName, "qwen"))
        m.qkvBias = true;
    if (const int headDim = integer(row.optional("head_dim"), 0); headDim > 0)
        m.headDim = headDim;
    if (const std::string_view ffn = row.optional("ffn_kind"); !ffn.empty())
        m.ffnKind = ffn == "geglu"  ? FfnKind::GeGLU
                    : ffn == "gelu" ? FfnKind::Gelu
                    : ffn == "relu" ? FfnKind::Relu
                                    : FfnKind::SwiGLU;
}

/// Multi-head latent attention: the schema keeps its ranks in the notes (frontier-schema.md "MLA"); rows of the
/// "DeepSeek-V3 layout" (Kimi-K2) share DeepSeek-V3's.
void readMla(const std::string& notes, const std::string& modelName, MlaSpec& mla)
{
    if (!has(notes, "mla"))
        return;
    const bool v3Layout = has(notes, "deepseek-v3 layout") || has(modelName, "deepseek-v3");
    mla.qLoraRank = degreeInNotes(notes, "q_lora_rank", v3Layout ? 1536 : 0);
    mla.kvLoraRank = degreeInNotes(notes, "kv_lora_rank", v3Layout ? 512 : 0);
    mla.nopeHeadDim = degreeInNotes(notes, "qk_nope", v3Layout ? 128 : 0);
    mla.ropeHeadDim = degreeInNotes(notes, "rope", v3Layout ? 64 : 0);
    mla.vHeadDim = degreeInNotes(notes, "v_head_dim", v3Layout ? 128 : 0);
    if (mla.kvLoraRank <= 1 || mla.nopeHeadDim <= 1 || mla.vHeadDim <= 1)
        mla = MlaSpec{};
}

/// The mixture-of-experts columns of the frontier schema.
void readMoe(const ThroughputRow& row, ModelSpec& m)
{
    m.moe.experts = std::max(0, integer(row.optional("moe_experts"), 0));
    if (!m.isMoe())
        return;
    m.moe.activeExperts = std::max(1, integer(row.optional("moe_active_experts"), 1));
    m.moe.expertFfn = std::max(1, integer(row.optional("moe_ffn_intermediate"), m.ffn));
    m.moe.sharedExperts = std::max(0, integer(row.optional("moe_shared_experts"), 0));
    // The schema gives the total width of the shared experts; the model keeps the width of one.
    const int sharedTotal = integer(row.optional("moe_shared_ffn_intermediate"), 0);
    m.moe.sharedExpertFfn = m.moe.sharedExperts > 0 ? sharedTotal / m.moe.sharedExperts : 0;
    m.moe.denseLeadingLayers = std::clamp(integer(row.optional("moe_dense_layers"), 0), 0, m.layers - 1);
}

/// Tied embeddings: the tied_embeddings column, else whichever count matches params_b (e.g. Llama-3.2-3B, MPT tie;
/// Llama-3.1-8B does not).
void readTiedEmbeddings(const ThroughputRow& row, ModelSpec& m)
{
    if (const auto paramsB = number(row.cell("params_b"))) {
        m.tiedEmbeddings = false;
        const double untied = totalParametersUnchecked(m) / 1e9; // the row is not checked yet
        m.tiedEmbeddings = true;
        const double tied = totalParametersUnchecked(m) / 1e9;
        m.tiedEmbeddings = std::abs(tied - *paramsB) < std::abs(untied - *paramsB);
    }
    if (const std::string_view tied = row.optional("tied_embeddings"); !tied.empty())
        m.tiedEmbeddings = tied == "true";
    m.publishedParamsB = number(row.cell("params_b")).value_or(0);
}

/// The architecture; false when the block's sizes are missing.
bool readArchitecture(const ThroughputRow& row, ModelSpec& m)
{
    if (!readShape(row, m))
        return false;
    const std::string modelName = lower(m.name);
    readBlockKind(row, modelName, m);
    readMla(row.notes, modelName, m.mla);
    readMoe(row, m);
    readTiedEmbeddings(row, m);
    return true;
}

Method methodOf(std::string_view column, const std::string& notes)
{
    const std::string method = lower(column);
    if (method == "full")
        return Method::Full;
    if (method == "qlora")
        return Method::QLoRA;
    if (method == "dora")
        return Method::DoRA;
    if (method == "other")
        return otherMethod(notes);
    return Method::LoRA;
}

/// The method, its adapter and the base model's quantization.
void readMethod(const ThroughputRow& row, TrainingSetup& s)
{
    s.method = methodOf(row.cell("method"), row.notes);
    s.adapter.rank = integer(row.cell("lora_rank"), 8);
    const TargetSet targets = parseTargets(row.cell("lora_targets"));
    if (targets != 0)
        s.adapter.targets = targets;
    else if (s.method == Method::IA3)
        s.adapter.targets = Target::K | Target::V | Target::Down;
    if (s.method == Method::PromptTuning)
        s.adapter.virtualTokens = 200; // the PEFT MetaMathQA prompt-tuning config (estimation-notes §3.3)
    const std::string& notes = row.notes;
    if (has(notes, "trainable embedding") || has(notes, "embeddings trainable") || has(notes, "+ embedding"))
        s.adapter.trainEmbeddings = true;

    const std::string_view quant = row.cell("base_quant");
    if (quant == "nf4")
        s.baseQuant = BaseQuant::NF4;
    else if (quant == "nf4_dq")
        s.baseQuant = BaseQuant::NF4DoubleQuant;
    else if (quant == "int8")
        s.baseQuant = BaseQuant::Int8;
    else if (quant == "gptq_int4")
        s.baseQuant = BaseQuant::GptqInt4;
    if (s.method == Method::QLoRA && s.baseQuant == BaseQuant::None)
        s.baseQuant = BaseQuant::NF4;
    if (has(row.framework, "torchtune"))
        s.quantizedModules = QuantizedModules::AdaptedOnly;
}

/// The GPUs of the run one NVLink domain joins: the row's figure, else, for an NVLink run on a rack-scale card (GB200
/// and GB300 NVL72: the catalog's scale_up_domain_gpus), as many as the domain holds; an 8-GPU server otherwise.
int nvlinkDomainGpus(const ThroughputCase& c, const Gpu& gpu)
{
    if (c.nvlinkDomainStated || c.link != LinkKind::NVLink || gpu.scaleUpDomainGpus <= c.gpusPerNode)
        return c.gpusPerNode;
    return std::clamp(gpu.scaleUpDomainGpus, 1, std::max(1, c.parallel.gpus));
}

/// compute = fp8 runs the recipe of the optional precision_recipe column (a lowPrecisionKeys() key), and
/// precision_param_gather = true gathers parameters in it; without the column, Transformer Engine's delayed scaling,
/// what compute = fp8 meant before the recipes. Other compute values run none.
std::optional<Error> readPrecisionRecipe(const ThroughputRow& row, TrainingSetup& s)
{
    if (row.cell("compute") != "fp8")
        return std::nullopt;
    const std::string_view key = row.optional("precision_recipe");
    const auto recipe =
        key.empty() ? std::optional(LowPrecisionRecipe::TeFp8Delayed) : enumFromKey(lowPrecisionKeys(), key);
    if (!recipe || *recipe == LowPrecisionRecipe::None)
        return Error{ErrorCode::UnknownValue, "precision_recipe", std::string(key)};
    s.lowPrecision.recipe = *recipe;
    s.lowPrecision.paramGather = row.optional("precision_param_gather") == "true";
    return std::nullopt;
}

/// Precision and the batch: compute dtype (FP8 flagged on the case), micro-batch, accumulation, sequence length.
void readPrecisionAndBatch(const ThroughputRow& row, ThroughputCase& c)
{
    TrainingSetup& s = c.setup;
    s.compute = parseCompute(row.cell("compute"));
    if (auto error = readPrecisionRecipe(row, s))
        c.inputError = error;
    s.weightDType = s.compute == Compute::FP16 ? DType::FP16 : s.compute == Compute::BF16 ? DType::BF16 : DType::FP32;
    s.microBatch = std::max(1, integer(row.cell("micro_batch"), 1));
    s.gradAccumulation = std::max(1, integer(row.cell("grad_accum"), 1));
    s.seqLen = std::max(1, integer(row.cell("seq_len"), 0));
}

/// Checkpointing, the attention kernel, the optimizer and the loss (the last two from the notes).
void readKernelsAndOptimizer(const ThroughputRow& row, TrainingSetup& s)
{
    const std::string_view ckpt = row.cell("grad_ckpt");
    s.checkpointing = ckpt == "full"        ? Checkpointing::Full
                      : ckpt == "selective" ? Checkpointing::Selective
                      : ckpt == "offload"   ? Checkpointing::Offload
                                            : Checkpointing::None;
    const std::string_view attention = row.cell("attention");
    s.attention = attention == "flash" ? Attention::Flash : attention == "eager" ? Attention::Eager : Attention::Sdpa;
    const std::string& notes = row.notes;
    if (has(notes, "8-bit adam") || has(notes, "adam8bit") || has(notes, "8-bit adamw"))
        s.optimizer = has(notes, "paged") ? Optimizer::PagedAdamW8bit : Optimizer::AdamW8bit;
    else if (has(notes, "adafactor"))
        s.optimizer = Optimizer::Adafactor;
    else if (has(notes, "optimizer_in_bwd") || has(notes, "optimizer step in backward"))
        s.optimizer = Optimizer::AdamWFusedBackward;
    if (has(notes, "chunked"))
        s.loss = LossImpl::Chunked;
}

Sharding shardingOf(std::string_view sharding)
{
    return sharding == "ddp"            ? Sharding::DDP
           : sharding == "zero1"        ? Sharding::Zero1
           : sharding == "zero2"        ? Sharding::Zero2
           : sharding == "zero3"        ? Sharding::Zero3
           : sharding == "fsdp_full"    ? Sharding::FsdpFull
           : sharding == "fsdp_grad_op" ? Sharding::FsdpGradOp
           : sharding == "tp"           ? Sharding::Zero1 // model parallel: its data-parallel part below
           : sharding == "none"         ? Sharding::None
                                        : Sharding::DDP;
}

/// Model-parallel layout (frontier-schema.md "Parallel layout"); virtual stages and expert TP live in the notes.
void readModelParallel(const ThroughputRow& row, int layers, Parallelism& p)
{
    ModelParallel& mp = p.model;
    mp.tensor = std::max(1, integer(row.optional("tensor_parallel"), 1));
    mp.pipeline = std::max(1, integer(row.optional("pipeline_parallel"), 1));
    mp.expert = std::max(1, integer(row.optional("expert_parallel"), 1));
    // Megatron gives uneven stages extra virtual chunks (94 layers over PP 32 × VPP 3); the model divides whole
    // blocks, so at most layers / PP chunks per GPU.
    // torchtitan's multi-stage schedules (interleaved 1F1B) place two stages on each rank unless split points are
    // given (generate_split_points in its pipeline_llama.py).
    const int interleaved = has(row.framework, "torchtitan") && has(row.notes, "interleaved 1f1b") ? 2 : 1;
    if (mp.pipeline > 1)
        mp.virtualStages = std::clamp(degreeInNotes(row.notes, "vpp", degreeInNotes(row.notes, "vp", interleaved)), 1,
                                      std::max(1, layers / mp.pipeline));
    if (mp.expert > 1)
        mp.expertTensor = degreeInNotes(row.notes, "etp", 1);
    const std::string_view sequenceParallel = row.optional("sequence_parallel");
    mp.sequenceParallel = sequenceParallel == "megatron";
    const int spDegree = std::max(1, integer(row.optional("sequence_parallel_degree"), 1));
    if (sequenceParallel == "ulysses" || sequenceParallel == "ring") {
        p.sequenceParallel = sequenceParallel == "ulysses" ? SequenceParallel::Ulysses : SequenceParallel::Ring;
        p.sequenceParallelDegree = spDegree;
    }
    // Context parallelism is ring attention over its own mesh dimension.
    if (const int cp = integer(row.optional("context_parallel"), 1); cp > 1) {
        p.sequenceParallel = SequenceParallel::Ring;
        p.sequenceParallelDegree = cp;
    }
}

/// The GPUs, the data-parallel sharding, the model-parallel layout and offload.
void readLayout(const ThroughputRow& row, int layers, Parallelism& p)
{
    p.gpus = std::max(1, integer(row.cell("num_gpus"), 1));
    const std::string_view sharding = row.cell("sharding");
    p.sharding = shardingOf(sharding);
    if (p.gpus == 1 && p.sharding == Sharding::DDP)
        p.sharding = Sharding::None;
    readModelParallel(row, layers, p);
    // `tp` rows: Megatron's distributed optimizer shards over the data-parallel GPUs; torchtitan and NeMo
    // AutoModel combine the model split with FSDP2.
    if (sharding == "tp" && (has(row.framework, "torchtitan") || has(row.framework, "automodel")))
        p.sharding = Sharding::FsdpFull;
    // The optional typed column (none, optimizer, params_optimizer); the shared sets' rows without it say it in
    // their notes only, and always offload parameters and optimizer together.
    if (const std::string_view offload = row.optional("offload"); !offload.empty()) {
        p.offload = enumFromKey(offloadKeys(), offload).value_or(Offload::None);
        return;
    }
    const std::string& notes = row.notes;
    if (has(notes, "cpu offload") || has(notes, "cpu_offload") || has(notes, "offload_params"))
        p.offload = Offload::ParamsOptimizer;
}

/// Expert routing as the notes describe it.
ExpertRouting routingOf(const std::string& notes)
{
    ExpertRouting routing;
    routing.balanced = has(notes, "force-balanced") || has(notes, "fake balanced gate") ||
                       has(notes, "force_load_balancing") || has(notes, "force load balancing");
    // "standard alltoall dispatcher (... DeepEP/HybridEP not installed)" names them only to say they are absent.
    routing.deduplicated = (has(notes, "deepep") || has(notes, "hybridep")) && !has(notes, "alltoall dispatcher") &&
                           !has(notes, "all-to-all dispatcher");
    routing.overlapped = has(notes, "a2a overlap") || has(notes, "ep overlap") ||
                         has(notes, "overlap_moe_expert_parallel_comm") || has(notes, "dualpipe");
    return routing;
}

/// What the framework runs: expert routing, fused kernels, the interconnect and the GPU's aliases.
void readStack(const ThroughputRow& row, ThroughputCase& c)
{
    const std::string& notes = row.notes;
    const std::string& framework = row.framework;
    c.routing = routingOf(notes);
    // Megatron-Core and NeMo run Transformer Engine layers, whose attention is cuDNN's fused kernel; llm-foundry's
    // benchmarks ran its Triton FlashAttention (attn_impl "triton", submit_benchmarks.py's default).
    // The schema has no column for attention sinks; the notes name them (gpt-oss). FlashAttention-2 and SDPA lack
    // sinks, so such models run flex attention or eager.
    c.modelSpec.attentionSinks = has(notes, "attention sinks");
    c.attentionKernel = has(framework, "megatron") || has(framework, "nemo") || has(notes, "kernels te")
                            ? AttentionKernel::FusedCudnn
                        : has(framework, "llm-foundry") ? AttentionKernel::Triton
                                                        : AttentionKernel::FlashAttention2;
    // Megatron-Core runs a layer's routed experts as one grouped GEMM (TE GroupedLinear); so does transformers 5 with
    // experts_implementation "grouped_mm" (its default, seen in tests/data/device-runs).
    c.setup.experts = has(framework, "megatron")     ? ExpertKernel::FusedGroupedGemm
                      : has(framework, "grouped_mm") ? ExpertKernel::TorchGroupedMm
                                                     : ExpertKernel::PerExpertModules;
    if (c.gpuCatalogName.empty())
        c.gpuAliases = gpuAliases(c.gpu);
    const std::string_view link = row.cell("interconnect");
    c.link = link == "nvlink"       ? LinkKind::NVLink
             : link == "pcie"       ? LinkKind::PCIe
             : link == "infiniband" ? LinkKind::InterNode
                                    : LinkKind::None;
    // Execution: torch.compile (torchtune; torchtitan's tables name it) and Megatron/Transformer Engine run fused
    // kernels.
    if ((has(framework, "torchtune") && has(notes, "compile")) ||
        (has(framework, "torchtitan") && has(notes, "torch.compile")) || has(framework, "megatron") ||
        has(framework, "nemo"))
        c.execution = ExecutionMode::Compiled;
}

/// NeMo AutoModel's tables leave EP as "-" for some MoE rows whose kernels name DeepEP or HybridEP. Those
/// dispatchers only run over an expert-parallel group (GroupedExpertsDeepEP; with one rank the layer falls back to
/// plain GroupedExperts), and the benchmark recipes spread the experts over every GPU of a stage
/// (examples/llm_benchmark/gpt_oss: gptoss_20b_te_deepep.yaml ep_size 8 on 8 GPUs, gptoss_120b_te_deepep.yaml
/// ep_size 64 on 64): the largest group that divides both the stage's GPUs and the experts.
void readUnstatedExpertParallel(const ThroughputRow& row, ThroughputCase& c)
{
    Parallelism& p = c.parallel;
    if (!c.modelSpec.isMoe() || p.model.expert > 1 || !has(row.notes, ", ep -") || !c.routing.deduplicated)
        return;
    const int stageGpus = p.gpus / std::max(1, p.model.pipeline);
    p.model.expert = std::max(1, std::gcd(stageGpus, c.modelSpec.moe.experts));
}

/// Padding the source computes on but does not count: batches right-padded to their longest sample. With sample
/// lengths of coefficient of variation ~0.5 (instruction data), the padded length is about
/// mean · (1 + 0.5 · E[max of b standard normals]).
void applyUncountedPadding(const ThroughputRow& row, ThroughputCase& c)
{
    const std::string& notes = row.notes;
    const bool paddingUncounted =
        has(notes, "padding is not counted") || has(notes, "padding excluded") || has(notes, "padding not counted");
    if (row.cell("packed") != "false" || !paddingUncounted)
        return;
    TrainingSetup& s = c.setup;
    const double padded = 1.0 + 0.5 * expectedMaxNormal(s.microBatch);
    c.paddingFraction = 1.0 - 1.0 / padded;
    // The row's seq_len is the mean real length; compute runs on the padded length.
    s.seqLen = int(std::lround(s.seqLen * padded));
}

/// One case; a row without the block's sizes or a sequence length carries inputError.
ThroughputCase parseCase(const ThroughputRow& row)
{
    ThroughputCase c;
    c.line = row.record.line;
    c.id = std::string(row.cell("case_id"));
    c.confidence = std::string(row.cell("confidence"));
    c.method = std::string(row.cell("method"));
    c.model = std::string(row.cell("model"));
    c.framework = std::string(row.cell("framework"));
    c.gpu = std::string(row.cell("gpu"));
    c.gpuCatalogName = std::string(row.cell("gpu_catalog_name"));
    c.measuredTokensPerSecondPerGpu = number(row.cell("tokens_per_s_per_gpu"));
    c.modelSpec.name = c.model;
    if (!readArchitecture(row, c.modelSpec)) {
        c.inputError = Error{ErrorCode::MissingValue, "layers/hidden/heads/ffn_intermediate", c.id};
        return c;
    }
    readMethod(row, c.setup);
    readPrecisionAndBatch(row, c);
    if (!number(row.cell("seq_len"))) {
        c.inputError = Error{ErrorCode::MissingValue, "seq_len", c.id};
        return c;
    }
    readKernelsAndOptimizer(row, c.setup);
    readLayout(row, c.modelSpec.layers, c.parallel);
    readStack(row, c);
    readUnstatedExpertParallel(row, c);
    applyUncountedPadding(row, c);
    return c;
}

} // namespace

Result<std::vector<ThroughputCase>> parseThroughputCases(std::string_view csvText)
{
    int errorLine = 0;
    const std::optional<csv::Table> table = csv::parse(csvText, &errorLine);
    if (!table)
        return Error{ErrorCode::MalformedCsv, "", std::to_string(errorLine)};
    const Result<std::map<std::string, int>> columns = requiredColumns(*table);
    if (!columns)
        return columns.error();
    std::vector<ThroughputCase> cases;
    cases.reserve(table->records.size());
    for (const csv::Record& record : table->records) {
        const ThroughputRow row{*table, record, *columns, lower(table->cell(record, columns->at("notes"))),
                                lower(table->cell(record, columns->at("framework")))};
        cases.push_back(parseCase(row));
    }
    return cases;
}

std::string layoutKind(const ThroughputCase& c)
{
    const ModelParallel& m = c.parallel.model;
    if (m.expert > 1)
        return "ep";
    if (m.tensor > 1)
        return m.pipeline > 1 ? "tp+pp" : "tp";
    if (m.pipeline > 1)
        return "pp";
    if (sequenceParallelDegree(c.parallel) > 1)
        return "cp";
    return "dp";
}

std::optional<ThroughputCaseInputs> caseInputs(const ThroughputCase& c, const Catalog& catalog)
{
    const Gpu* found = c.gpuCatalogName.empty() ? nullptr : findGpu(catalog, c.gpuCatalogName);
    for (size_t i = 0; !found && c.gpuCatalogName.empty() && i < c.gpuAliases.size(); ++i)
        found = findGpu(catalog, c.gpuAliases[i]);
    if (!found)
        return std::nullopt;
    ThroughputCaseInputs in{*found, {}, {}};
    Gpu& g = in.gpu;
    // A10G (AWS G5): NVIDIA publishes no datasheet and the catalog leaves its compute columns empty. It is a GA102
    // part like the A10 (125 dense BF16 TFLOPS per the A10 datasheet) but AWS-reported figures are ~70 dense
    // BF16/FP16 TFLOPS at its lower clocks; use those, and the A10's 31.2 FP32 TFLOPS.
    if (!g.bf16Tflops && !g.fp16Tflops && g.name == "A10G") {
        g.bf16Tflops = 70;
        g.fp16Tflops = 70;
        g.fp32Tflops = 31.2;
    }
    const bool hopperOrLater =
        g.architecture.find("Hopper") != std::string::npos || g.architecture.find("Blackwell") != std::string::npos;
    switch (c.link) {
    case LinkKind::NVLink:
        in.intraNode = {LinkKind::NVLink, g.interconnectGBps};
        break;
    case LinkKind::PCIe:
        // Without NVLink, GPU-to-GPU traffic crosses PCIe (Gen4 x16: 64 GB/s both directions).
        in.intraNode = {LinkKind::PCIe, !hasNvlink(g) && g.interconnectGBps > 0 ? g.interconnectGBps : 64.0};
        break;
    case LinkKind::InterNode:
        in.intraNode = {LinkKind::NVLink, g.interconnectGBps};
        // One NIC per GPU: 200 Gb/s (HDR InfiniBand / 1.6 Tb/s RoCE per 8-GPU node) for A100-era systems,
        // 400 Gb/s (NDR / EFA v2) for H100-era, counted in both directions.
        in.interNode = {LinkKind::InterNode, hopperOrLater ? 100.0 : 50.0};
        break;
    case LinkKind::None:
        break;
    }
    return in;
}

ThroughputPrediction predictThroughputCase(const ThroughputCase& c, const Catalog& catalog)
{
    ThroughputPrediction p;
    p.id = c.id;
    p.measured = c.measuredTokensPerSecondPerGpu;
    if (c.inputError) {
        p.error = c.inputError;
        return p;
    }
    // The model only: the throughput model applies its own defaults to the setup (virtual tokens, rank), and the
    // setup's counts are bounded where they are read.
    if (auto error = validateModel(c.modelSpec)) {
        p.error = *error;
        return p;
    }
    const std::optional<ThroughputCaseInputs> in = caseInputs(c, catalog);
    if (!in) {
        p.error = Error{ErrorCode::UnknownGpu, "gpu_catalog_name", c.gpuCatalogName};
        return p;
    }
    p.gpu = in->gpu.name;
    // A layout whose degrees do not fit the model is refused, as the estimator refuses it.
    if (auto error = validateLayout(c.modelSpec, c.parallel)) {
        p.error = *error;
        return p;
    }
    const ThroughputInput input{c.modelSpec,
                                c.setup,
                                c.parallel,
                                in->gpu,
                                in->intraNode,
                                in->interNode,
                                nvlinkDomainGpus(c, in->gpu),
                                std::nullopt,
                                c.paddingFraction,
                                c.execution,
                                c.routing,
                                c.attentionKernel,
                                c.packedRollouts};
    p.estimate = estimateThroughput(input);
    if (!p.estimate.valid) {
        p.error = Error{ErrorCode::NoPeak, "gpu", c.gpuCatalogName};
        return p;
    }
    p.predicted = p.estimate.tokensPerSecondPerGpu;
    if (p.measured && *p.measured >= kSmallestMeasurement) {
        p.signedPctError = (*p.predicted - *p.measured) / *p.measured * 100.0;
        p.absPctError = std::abs(p.signedPctError);
    }
    return p;
}

ThroughputValidationSummary summariseThroughput(const std::vector<ThroughputCase>& cases,
                                                const std::vector<ThroughputPrediction>& predictions,
                                                const std::vector<std::string>& confidences, bool layoutOnly)
{
    ThroughputValidationSummary summary;
    ErrorAccumulator overall;
    ErrorAccumulator byMethod;
    ErrorAccumulator byGpu;
    ErrorAccumulator byLayout;
    ErrorAccumulator byMechanism;
    for (size_t i = 0; i < cases.size() && i < predictions.size(); ++i) {
        const ThroughputCase& c = cases[i];
        if (!confidences.empty() &&
            std::find(confidences.begin(), confidences.end(), c.confidence) == confidences.end())
            continue;
        const std::string layout = layoutKind(c);
        if (layoutOnly && layout == "dp")
            continue;
        const ThroughputPrediction& p = predictions[i];
        // Rows without a catalog name count once an alias of their GPU is in the catalog.
        if (!c.measuredTokensPerSecondPerGpu || (c.gpuCatalogName.empty() && p.gpu.empty()))
            continue;
        if (!p.absPctError) {
            ++summary.skipped;
            continue;
        }
        overall.add("overall", p.signedPctError);
        byMethod.add(c.method, p.signedPctError);
        byGpu.add(p.gpu.empty() ? c.gpuCatalogName : p.gpu, p.signedPctError);
        byLayout.add(layout, p.signedPctError);
        for (const std::string& mechanism : mechanismsOf(c.modelSpec, c.setup, c.parallel))
            byMechanism.add(mechanism, p.signedPctError);
    }
    summary.overall = overall.stats("overall");
    summary.perMethod = byMethod.all();
    summary.perGpu = byGpu.all();
    summary.perLayout = byLayout.all();
    summary.perMechanism = byMechanism.all();
    return summary;
}

} // namespace tunefit

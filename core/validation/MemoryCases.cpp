// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/validation/MemoryCases.h"

#include "core/Units.h"
#include "core/io/Csv.h"
#include "core/io/Numbers.h"
#include "core/memory/MemoryEstimator.h"
#include "core/training/EnumKeys.h"
#include "core/training/ParallelLayout.h"
#include "core/validation/Mechanisms.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <regex>
#include <span>

namespace tunefit {

namespace {

const char* const kRequiredColumns[] = {"case_id",
                                        "confidence",
                                        "model",
                                        "arch",
                                        "params_b",
                                        "layers",
                                        "hidden",
                                        "heads",
                                        "kv_heads",
                                        "head_dim",
                                        "ffn_intermediate",
                                        "ffn_kind",
                                        "vocab",
                                        "tied_embeddings",
                                        "moe_experts",
                                        "moe_active_experts",
                                        "moe_ffn_intermediate",
                                        "method",
                                        "base_quant",
                                        "lora_rank",
                                        "lora_dropout",
                                        "lora_targets",
                                        "trainable_extra",
                                        "prefix_tokens",
                                        "weight_dtype",
                                        "compute",
                                        "optimizer",
                                        "optimizer_state_dtype",
                                        "micro_batch",
                                        "seq_len",
                                        "grad_ckpt",
                                        "attention",
                                        "loss",
                                        "num_gpus",
                                        "sharding",
                                        "offload",
                                        "gpu_memory_gib",
                                        "framework",
                                        "metric",
                                        "measured_gib_per_gpu",
                                        "oom"};

std::vector<std::string_view> splitList(std::string_view text)
{
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const size_t pos = text.find(';');
        out.push_back(text.substr(0, pos));
        if (pos == std::string_view::npos)
            break;
        text.remove_prefix(pos + 1);
    }
    return out;
}

struct RowReader
{
    const csv::Table& table;
    const csv::Record& record;
    std::optional<Error> error;

    std::string_view text(const char* column) const { return table.cell(record, table.column(column)); }

    int integer(const char* column, int fallback)
    {
        const std::string_view t = text(column);
        if (t.empty())
            return fallback;
        if (auto v = io::parseInteger(t))
            return *v;
        if (!error)
            error = Error{ErrorCode::InvalidValue, column, std::string(t)};
        return fallback;
    }
    std::optional<double> real(const char* column)
    {
        const std::string_view t = text(column);
        if (t.empty())
            return std::nullopt;
        auto v = io::parseNumber(t); // finite or nothing
        if (!v && !error)
            error = Error{ErrorCode::InvalidValue, column, std::string(t)};
        return v;
    }
    /// A measured memory figure in GiB: a percent error is taken relative to it, so it must be a real size (a
    /// denormal or zero would divide into inf or nan). 1 MiB to 100,000 GiB covers every GPU.
    std::optional<double> measurement(const char* column)
    {
        auto v = real(column);
        if (v && (*v < 1.0 / 1024 || *v > 1e5)) {
            if (!error)
                error = Error{ErrorCode::OutOfRange, column, std::string(text(column)), AllowedRange{1.0 / 1024, 1e5}};
            v.reset();
        }
        return v;
    }
    /// The value of a column in one of the setup vocabularies (training/EnumKeys.h share the schema's words);
    /// an empty cell gives the fallback, an unknown word an error.
    template <class E> E keyed(const char* column, std::span<const EnumKey<E>> table, E fallback)
    {
        const std::string_view t = text(column);
        if (t.empty())
            return fallback;
        if (auto v = enumFromKey(table, t))
            return *v;
        unknown(column);
        return fallback;
    }
    void unknown(const char* column)
    {
        if (!error)
            error = Error{ErrorCode::UnknownValue, column, std::string(text(column))};
    }
};

/// The architecture columns. The model's name is set by the caller.
void readArchitecture(RowReader& r, ModelSpec& m)
{
    const std::string_view arch = r.text("arch");
    m.arch = arch == "encoder_decoder" ? ArchKind::EncoderDecoder
             : arch == "encoder"       ? ArchKind::Encoder
                                       : ArchKind::Decoder;
    m.layers = r.integer("layers", 0);
    m.hidden = r.integer("hidden", 0);
    m.heads = r.integer("heads", 0);
    m.kvHeads = r.integer("kv_heads", m.heads);
    m.headDim = r.integer("head_dim", 0);
    if (m.headDim == 0 && m.heads > 0) {
        // An empty head_dim is hidden / heads (schema): heads that do not divide the hidden size are an input error.
        if (m.hidden % m.heads != 0 && !r.error)
            r.error = Error{ErrorCode::NotDivisible, "heads", std::string(r.text("heads"))};
        m.headDim = m.hidden / m.heads;
    }
    m.ffn = r.integer("ffn_intermediate", 0);
    const std::string_view ffn = r.text("ffn_kind");
    m.ffnKind = ffn == "geglu"  ? FfnKind::GeGLU
                : ffn == "gelu" ? FfnKind::Gelu
                : ffn == "relu" ? FfnKind::Relu
                                : FfnKind::SwiGLU;
    m.vocab = r.integer("vocab", 0);
    m.tiedEmbeddings = r.text("tied_embeddings") == "true";
    if (m.arch == ArchKind::EncoderDecoder)
        m.encoderLayers = m.layers / 2; // the schema gives encoder + decoder; the public models split evenly
    m.moe.experts = r.integer("moe_experts", 0);
    m.moe.activeExperts = r.integer("moe_active_experts", 0);
    m.moe.expertFfn = r.integer("moe_ffn_intermediate", 0);
    if (auto p = r.real("params_b"))
        m.publishedParamsB = *p;
}

/// The method and the base model's quantization, as each stack applies them.
void readMethod(RowReader& r, MemoryCase& c)
{
    TrainingSetup& t = c.setup;
    // "other" (PEFT TinyLoRA in this set) is an adapter of negligible size: rank-1 LoRA describes its memory.
    t.method = c.method == "other" ? Method::LoRA : r.keyed("method", methodKeys(), Method::LoRA);
    t.baseQuant = r.keyed("base_quant", baseQuantKeys(), BaseQuant::None);
    if (t.method == Method::LoRA && t.baseQuant != BaseQuant::None && t.baseQuant != BaseQuant::Int8)
        t.method = Method::QLoRA;
    if (c.framework == "torchtune") // torchtune quantizes only the linears that carry an adapter (issue #1398)
        t.quantizedModules = QuantizedModules::AdaptedOnly;
    // litgpt's published tables (Oct 2023, early 2024) predate bitsandbytes 0.43.2, which stopped saving a copy of
    // every 4-bit layer's input (bitsandbytes PR #1270).
    if (c.framework == "litgpt" && t.baseQuant != BaseQuant::None)
        t.legacyBnbSavesInputs = true;
}

/// The lora_targets list; an empty cell keeps the default targets.
void readAdapterTargets(RowReader& r, AdapterSettings& a)
{
    const std::string_view targets = r.text("lora_targets");
    if (targets.empty())
        return;
    a.targets = 0;
    for (std::string_view target : splitList(targets)) {
        if (auto single = enumFromKey(targetKeys(), target))
            a.targets |= uint32_t(*single);
        else if (target == "fc_in") // a plain MLP's first linear is the "up" projection
            a.targets |= uint32_t(Target::Up);
        else if (target == "fc_out")
            a.targets |= uint32_t(Target::Down);
        else if (target == "qkv_fused")
            a.targets |= Target::Q | Target::K | Target::V;
        else if (target == "all_linear")
            a.targets |= kAllLinear;
        else
            r.unknown("lora_targets");
    }
}

/// The adapter: rank, dropout, targets, the base parts trained with it, and where the stack keeps it.
void readAdapter(RowReader& r, MemoryCase& c)
{
    AdapterSettings& a = c.setup.adapter;
    a.rank = r.integer("lora_rank", c.method == "other" ? 1 : 8);
    a.dropout = r.real("lora_dropout").value_or(0.0);
    readAdapterTargets(r, a);
    for (std::string_view extra : splitList(r.text("trainable_extra"))) {
        if (extra == "embed")
            a.trainEmbeddings = true;
        else if (extra == "lm_head")
            a.trainLmHead = true;
        else if (extra == "norms")
            a.trainNorms = true;
        else if (extra == "bias")
            a.trainBiases = true;
    }
    a.virtualTokens = r.integer("prefix_tokens", 0);
    // PEFT-based stacks keep adapters in fp32; torchtune, litgpt and Unsloth cast them to the base dtype.
    a.fp32Adapters = c.framework != "torchtune" && c.framework != "litgpt" && c.framework != "unsloth";
    if (c.setup.method == Method::LlamaAdapter || c.setup.method == Method::LlamaAdapterV2) {
        // litgpt's adapter starts at layer 2 (adapter_start_layer) in every config.
        a.adapterLayers = std::max(1, c.modelSpec.layers - 2);
    }
}

/// Gradient accumulation: the schema keeps it in the notes ("gradient accumulation 8", "grad_accum=4").
void readAccumulationInNotes(RowReader& r, const std::string& notes, TrainingSetup& t)
{
    static const std::regex accumulation(R"((?:gradient accumulation|grad_accum=)\s*(\d+))", std::regex::icase);
    if (std::smatch match; std::regex_search(notes, match, accumulation)) {
        // Read like every other count (std::stoi throws on "99999999999" and the process aborts); the estimator's
        // range check then names the field.
        if (const auto value = io::parseInteger(match[1].str()))
            t.gradAccumulation = std::max(1, *value);
        else if (!r.error)
            r.error = Error{ErrorCode::InvalidValue, "notes", match[0].str()};
    }
}

/// Precision, optimizer, batch and sequence, checkpointing and kernels.
void readPrecisionAndBatch(RowReader& r, const std::string& notes, TrainingSetup& t)
{
    t.weightDType = r.keyed("weight_dtype", dtypeKeys(), DType::BF16);
    t.compute = r.keyed("compute", computeKeys(), Compute::BF16);
    // Memory files keep compute = amp_bf16 for FP8 runs (frontier-schema.md); the optional precision_recipe column
    // names the recipe (lowPrecisionKeys()) and precision_param_gather = true its parameter gather.
    t.lowPrecision.recipe = r.keyed("precision_recipe", lowPrecisionKeys(), LowPrecisionRecipe::None);
    t.lowPrecision.paramGather = r.text("precision_param_gather") == "true";
    // "paged_adamw" leaves the bit width unstated; bitsandbytes' PagedAdamW defaults to 32-bit states.
    t.optimizer = r.text("optimizer") == "paged_adamw" ? Optimizer::PagedAdamW32
                                                       : r.keyed("optimizer", optimizerKeys(), Optimizer::AdamW);
    t.optimizerState = r.keyed("optimizer_state_dtype", optimizerStateKeys(), OptimizerStateDType::Auto);
    t.microBatch = r.integer("micro_batch", 0);
    readAccumulationInNotes(r, notes, t);
    t.seqLen = r.integer("seq_len", 0);
    t.checkpointing = r.keyed("grad_ckpt", checkpointingKeys(), Checkpointing::None);
    // An unknown kernel is taken as SDPA, the default of current transformers; an unknown loss as the standard one.
    t.attention =
        r.text("attention") == "unknown" ? Attention::Sdpa : r.keyed("attention", attentionKeys(), Attention::Sdpa);
    t.loss = r.text("loss") == "unknown" ? LossImpl::Standard : r.keyed("loss", lossKeys(), LossImpl::Standard);
}

/// The GPUs, their data-parallel sharding and offload (activation offload is a kind of checkpointing).
void readDataParallel(RowReader& r, const std::string& framework, TrainingSetup& t, Parallelism& p)
{
    p.gpus = r.integer("num_gpus", 1);
    p.sharding = r.keyed("sharding", shardingKeys(), Sharding::None);
    if (p.sharding == Sharding::None && p.gpus > 1)
        p.sharding = Sharding::DDP;
    // litgpt (2023) loaded the full checkpoint on every rank with FSDP state_dict_type="full" before sharding.
    if (framework == "litgpt" && p.gpus > 1)
        p.fullCheckpointOnEachRank = true;
    const std::string_view offload = r.text("offload");
    p.offload = offload == "activations" ? Offload::None : r.keyed("offload", offloadKeys(), Offload::None);
    if (offload == "activations" && t.checkpointing == Checkpointing::None)
        t.checkpointing = Checkpointing::Offload;
}

/// What was measured: the metric, the figure, the GPU's memory and whether the run ran out of it.
void readMeasurement(RowReader& r, MemoryCase& c)
{
    const std::string_view metric = r.text("metric");
    c.metric = metric == "allocated"    ? MemoryMetric::Allocated
               : metric == "reserved"   ? MemoryMetric::Reserved
               : metric == "nvidia_smi" ? MemoryMetric::NvidiaSmi
                                        : MemoryMetric::Unknown;
    c.measuredGiB = r.measurement("measured_gib_per_gpu");
    c.gpuMemoryGiB = r.measurement("gpu_memory_gib");
    c.oom = r.text("oom") == "true";
}

/// Shared experts and leading dense layers (frontier addendum).
void readSharedExperts(RowReader& r, MoeSpec& moe)
{
    moe.sharedExperts = r.integer("moe_shared_experts", 0);
    // The schema gives the total width of the shared experts; the model keeps the width of one.
    const int sharedTotal = r.integer("moe_shared_ffn_intermediate", 0);
    moe.sharedExpertFfn = moe.sharedExperts > 0 ? sharedTotal / moe.sharedExperts : 0;
    moe.denseLeadingLayers = r.integer("moe_dense_layers", 0);
}

/// A count the notes give as `pattern`'s first group, if it reads as an integer.
std::optional<int> countInNotes(const std::string& notes, const std::regex& pattern)
{
    if (std::smatch match; std::regex_search(notes, match, pattern))
        return io::parseInteger(match[1].str());
    return std::nullopt;
}

/// The objective, its reference model and pairing, and the rollout shape of PPO/GRPO rows.
void readObjective(RowReader& r, const std::string& notes, TrainingSetup& t)
{
    ObjectiveSetup& o = t.objective;
    o.objective = r.keyed("objective", objectiveKeys(), Objective::Sft);
    o.reference = r.keyed("reference_model", referenceKeys(), defaultReference(t.method));
    const std::string_view doubling = r.text("pairs_per_micro_batch_doubling");
    o.pairsDoubleMicroBatch = doubling.empty() ? isPairObjective(o.objective) : doubling == "true";
    // PPO/GRPO rows keep the rollout shape in the notes, as TRL/ms-swift name it.
    static const std::regex generations(R"(num_generations\s*=?\s*(\d+))", std::regex::icase);
    static const std::regex completion(R"((?:max_completion_length|response_length)\s*=?\s*(\d+))", std::regex::icase);
    if (const auto value = countInNotes(notes, generations))
        o.groupSize = *value;
    if (const auto value = countInNotes(notes, completion))
        o.completionLen = *value;
    if (generatesCompletions(o.objective) && t.seqLen > 0 && o.completionLen >= t.seqLen) {
        // A completion cap above max_length: the sequence is prompt + completion, the prompt at least half of it.
        o.completionLen = std::max(1, t.seqLen / 2);
    }
}

/// The parallel layout (frontier-schema.md "Parallel layout"): tensor, pipeline and expert degrees; Megatron
/// sequence parallelism rides on TP; context parallelism is ring attention over its own mesh dimension, with the
/// state sharded over data × context GPUs (the estimator's ring mechanism). Ulysses/ring rows keep their degree.
void readModelParallel(RowReader& r, const std::string& notes, Parallelism& p)
{
    ModelParallel& mp = p.model;
    mp.tensor = r.integer("tensor_parallel", 1);
    mp.pipeline = r.integer("pipeline_parallel", 1);
    mp.expert = r.integer("expert_parallel", 1);
    // The expert tensor-parallel size is 1 unless the notes state another (schema); the schema's notes name it
    // "expert tensor parallel N" or "ETP N".
    static const std::regex expertTensor(R"((?:expert tensor parallel|ETP)\s*=?\s*(\d+))", std::regex::icase);
    if (const auto value = countInNotes(notes, expertTensor))
        mp.expertTensor = std::max(1, *value);
    if (r.text("sequence_parallel") == "megatron") {
        mp.sequenceParallel = true;
    } else {
        // Megatron sequence parallelism is off unless the row says it (TP rows without it hold full-sequence norms).
        mp.sequenceParallel = false;
        p.sequenceParallel = r.keyed("sequence_parallel", sequenceParallelKeys(), SequenceParallel::None);
        p.sequenceParallelDegree = r.integer("sequence_parallel_degree", 1);
    }
    if (const int cp = r.integer("context_parallel", 1); cp > 1 && p.sequenceParallel == SequenceParallel::None) {
        p.sequenceParallel = SequenceParallel::Ring;
        p.sequenceParallelDegree = cp;
    }
    // A row with model parallelism and one replica records sharding "none"; several replicas without a strategy
    // are data parallel.
    if (usesModelParallelism(p) && r.text("sharding") == "none")
        p.sharding = dataParallelDegree(p) > 1 ? Sharding::DDP : Sharding::None;
    // The schema's check value: data_parallel = gpus / (TP × PP × CP).
    if (const int dp = r.integer("data_parallel", 0); dp > 0 && dp != dataParallelDegree(p) && !r.error)
        r.error = Error{ErrorCode::Inconsistent, "data_parallel", "data_parallel_is_gpus_over_tp_pp_cp"};
}

/// Pipeline micro-batches per step (the estimator's gradient accumulation) of a model-parallel row: as the notes
/// count them, else from the global batch: global / (micro-batch × data-parallel replicas); and torchtitan's
/// interleaved stages.
void readPipelineSchedule(const std::string& notes, TrainingSetup& t, Parallelism& p)
{
    static const std::regex pipelineMicroBatches(R"((\d+)\s+pipeline micro-?batches)", std::regex::icase);
    static const std::regex globalBatch(R"((?:global batch|GBS)\s*=?\s*(\d+))", std::regex::icase);
    std::smatch match;
    if (std::regex_search(notes, match, pipelineMicroBatches)) {
        if (const auto value = io::parseInteger(match[1].str()))
            t.gradAccumulation = std::max(1, *value);
    } else if (t.gradAccumulation == 1 && std::regex_search(notes, match, globalBatch)) {
        const auto global = io::parseInteger(match[1].str());
        const int64_t replicas = int64_t(std::max(1, dataParallelDegree(p))) * std::max(1, t.microBatch);
        if (global && *global >= replicas)
            t.gradAccumulation = int(*global / replicas);
    }
    // torchtitan's looped (interleaved) schedules put 2 stages on every rank unless split points are given
    // (torchtitan generate_split_points: num_stages_per_rank = 2 for PipelineScheduleMulti).
    if (p.model.pipeline > 1 && notes.find("Interleaved 1F1B") != std::string::npos)
        p.model.virtualStages = 2;
}

/// Mechanisms the schema keeps in the notes, named as the frameworks name them.
void readMechanismsInNotes(const std::string& notes, MemoryCase& c)
{
    TrainingSetup& t = c.setup;
    // torchtune optimizer_in_bwd=True: the step runs in backward (any optimizer).
    static const std::regex inBackward(R"(optimizer_in_bwd\s*[=:]\s*true)", std::regex::icase);
    if (std::regex_search(notes, inBackward))
        t.optimizerInBackward = true;
    // Unsloth unsloth_tiled_mlp=True, DeepSpeed/axolotl tiled_mlp: the MLP in sequence tiles.
    static const std::regex tiled(R"(tiled_mlp\s*[=:]\s*true)", std::regex::icase);
    if (std::regex_search(notes, tiled))
        t.tiledMlp = true;
    // LoRA on fused expert parameters (PEFT target_parameters, axolotl lora_target_parameters).
    // Otherwise a module per expert: the measured runs of these sets predate transformers 5's grouped_mm.
    t.experts = notes.find("lora_target_parameters") != std::string::npos && usesTargets(t.method)
                    ? ExpertKernel::TorchGroupedMm
                    : ExpertKernel::PerExpertModules;
    // torchtitan's op-level selective AC.
    if (t.checkpointing == Checkpointing::Selective &&
        (notes.find("selective_ac_option op") != std::string::npos || notes.find("op-level AC") != std::string::npos))
        t.checkpointing = Checkpointing::SelectiveOp;
    // litgpt's convert_hf_checkpoint writes a tied model's embedding a second time as lm_head.weight, and litgpt
    // loads the two as separate tensors: the run holds both copies.
    if (notes.find("copies tied embeddings into a separate lm_head") != std::string::npos)
        c.modelSpec.tiedEmbeddings = false;
    // torchtune's tables log get_memory_stats (peak active, allocated and reserved): torch's counters, the largest
    // of which is reserved; a figure from them never contains the CUDA context.
    if (c.metric == MemoryMetric::Unknown && notes.find("get_memory_stats") != std::string::npos)
        c.metric = MemoryMetric::Reserved;
}

/// Reads the row's columns in schema order: the first bad cell is the case's input error.
void fillCase(MemoryCase& c, RowReader& r)
{
    const std::string notes(r.text("notes"));
    ModelSpec& m = c.modelSpec;
    TrainingSetup& t = c.setup;
    m.name = c.model;
    readArchitecture(r, m);
    readMethod(r, c);
    readAdapter(r, c);
    readPrecisionAndBatch(r, notes, t);
    readDataParallel(r, c.framework, t, c.parallel);
    readMeasurement(r, c);

    // ---- Frontier addendum (shared/validation/frontier-schema.md): empty cells are the defaults ------------------
    readSharedExperts(r, m.moe);
    readObjective(r, notes, t);
    c.configFile = std::string(r.text("config_file"));
    readModelParallel(r, notes, c.parallel);
    if (usesModelParallelism(c.parallel))
        readPipelineSchedule(notes, t, c.parallel);
    readMechanismsInNotes(notes, c);

    c.complete = m.layers > 0 && m.hidden > 0 && m.heads > 0 && m.vocab > 0 && t.microBatch > 0 && t.seqLen > 0 &&
                 !r.text("grad_ckpt").empty() && !r.text("weight_dtype").empty();
}

} // namespace

Result<std::vector<MemoryCase>> parseMemoryCases(std::string_view csvText)
{
    int badLine = 0;
    auto table = csv::parse(csvText, &badLine);
    if (!table)
        return Error{ErrorCode::MalformedCsv, "line", std::to_string(badLine)};
    for (const char* column : kRequiredColumns) {
        if (table->column(column) < 0)
            return Error{ErrorCode::MissingColumn, column, ""};
    }
    std::vector<MemoryCase> cases;
    cases.reserve(table->records.size());
    for (const csv::Record& record : table->records) {
        RowReader reader{*table, record, std::nullopt};
        MemoryCase c;
        c.line = record.line;
        c.id = std::string(reader.text("case_id"));
        c.confidence = std::string(reader.text("confidence"));
        c.method = std::string(reader.text("method"));
        c.model = std::string(reader.text("model"));
        c.framework = std::string(reader.text("framework"));
        c.gpu = std::string(reader.text("gpu"));
        if (const std::string_view objective = reader.text("objective"); !objective.empty())
            c.objective = std::string(objective);
        fillCase(c, reader);
        c.inputError = reader.error;
        cases.push_back(std::move(c));
    }
    return cases;
}

MemoryPrediction predictCase(const MemoryCase& c)
{
    MemoryPrediction p;
    p.id = c.id;
    if (c.inputError) {
        p.error = c.inputError;
        return p;
    }
    if (!c.complete) {
        p.error = Error{ErrorCode::IncompleteCase, "", ""};
        return p;
    }
    const auto estimate = estimateMemory(c.modelSpec, c.setup, c.parallel);
    if (!estimate) {
        p.error = estimate.error();
        return p;
    }
    // A paged optimizer's state is outside torch's counters; nvidia-smi sees the part resident on the card.
    const double capacity = c.gpuMemoryGiB ? units::fromGiB(*c.gpuMemoryGiB) : std::numeric_limits<double>::max();
    const double device = estimate->wholeDevice + pagedDeviceBytes(*estimate, capacity);
    double bytes = device;
    switch (c.metric) {
    case MemoryMetric::Allocated:
        bytes = estimate->peakAllocated;
        break;
    case MemoryMetric::Reserved:
        bytes = estimate->peakReserved;
        break;
    case MemoryMetric::NvidiaSmi:
    case MemoryMetric::Unknown: // unstated figures are, in these sources, device totals (nvidia-smi or pynvml)
        bytes = device;
        break;
    }
    p.predictedGiB = units::toGiB(bytes);
    if (c.gpuMemoryGiB)
        p.fits = units::toGiB(estimate->wholeDevice) <= *c.gpuMemoryGiB;
    if (c.measuredGiB && *c.measuredGiB > 0)
        p.absPctError = std::abs(*p.predictedGiB - *c.measuredGiB) / *c.measuredGiB * 100.0;
    return p;
}

std::string architectureKind(const ModelSpec& model)
{
    if (model.arch == ArchKind::EncoderDecoder)
        return "encoder_decoder";
    if (model.vision.present())
        return "vision";
    if (model.isMla())
        return "mla";
    if (model.isMoe())
        return "moe";
    return "dense";
}

std::string layoutKind(const Parallelism& parallel)
{
    if (!usesModelParallelism(parallel))
        return {};
    std::string kind = contextParallelDegree(parallel) > 1 ? "CP" : "";
    auto add = [&kind](bool used, const char* name) {
        if (!used)
            return;
        if (!kind.empty())
            kind += "+";
        kind += name;
    };
    add(parallel.model.tensor > 1, "TP");
    add(parallel.model.pipeline > 1, "PP");
    add(parallel.model.expert > 1, "EP");
    return kind;
}

MemoryValidationSummary summarise(const std::vector<MemoryCase>& cases,
                                  const std::vector<MemoryPrediction>& predictions,
                                  const std::vector<std::string>& confidences)
{
    MemoryValidationSummary summary;
    ErrorAccumulator overall;
    ErrorAccumulator perMethod;
    ErrorAccumulator perObjective;
    ErrorAccumulator perArchitecture;
    ErrorAccumulator perMechanism;
    for (size_t i = 0; i < cases.size() && i < predictions.size(); ++i) {
        const MemoryCase& c = cases[i];
        const MemoryPrediction& p = predictions[i];
        const bool selected =
            confidences.empty() || std::find(confidences.begin(), confidences.end(), c.confidence) != confidences.end();
        if (!selected)
            continue;
        if (c.oom) {
            ++summary.oomCases;
            if (p.fits && !*p.fits)
                ++summary.oomPredictedNotFitting;
            continue;
        }
        if (!p.absPctError) {
            ++summary.skipped;
            continue;
        }
        const double signedPct = (*p.predictedGiB - *c.measuredGiB) / *c.measuredGiB * 100.0;
        overall.add("overall", signedPct);
        perMethod.add(c.method, signedPct);
        perObjective.add(c.objective, signedPct);
        perArchitecture.add(architectureKind(c.modelSpec), signedPct);
        for (const std::string& mechanism : mechanismsOf(c.modelSpec, c.setup, c.parallel))
            perMechanism.add(mechanism, signedPct);
    }
    summary.overall = overall.stats("overall");
    summary.perMethod = perMethod.all();
    summary.perObjective = perObjective.all();
    summary.perArchitecture = perArchitecture.all();
    summary.perMechanism = perMechanism.all();
    return summary;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/validation/RlStepCases.h"

#include "core/Checked.h"
#include "core/io/Csv.h"
#include "core/io/Numbers.h"
#include "core/model/ModelNames.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tunefit {

namespace {

const char* const kRlColumns[] = {
    "case_id",
    "confidence",
    "model",
    "num_gpus",
    "gpu",
    "gpu_catalog_name",
    "generations_per_prompt",
    "generated_sequences_per_step",
    "max_total_sequence_length",
    "generated_mean_sequence_length",
    "train_global_batch",
    "train_micro_batch",
    "generation_tp",
    "train_tp",
    "train_cp",
    "train_ep",
    "train_pp",
    "engine",
    "gpu_memory_utilization",
    "sequence_packing",
    "reference_kl_penalty",
    "measured_step_s",
};

/// Read where present: a file without it ran on 8-GPU NVLink servers (NeMo RL v0.4's DGX-H100 table).
const char* const kOptionalRlColumns[] = {"gpus_per_nvlink_domain"};

struct RlRow
{
    const csv::Table& table;
    const csv::Record& record;
    const std::map<std::string, int>& columns;

    std::string_view cell(const char* name) const
    {
        const auto it = columns.find(name);
        return it == columns.end() ? std::string_view() : table.cell(record, it->second);
    }
    std::optional<double> number(const char* name) const { return io::parseNumber(cell(name)); }
    int integer(const char* name, int fallback) const
    {
        const auto v = number(name);
        const auto value = v ? checked::toInteger<int>(std::round(*v), 0, 1'000'000'000) : std::nullopt;
        return value.value_or(fallback);
    }
};

/// The layout the trainer ran: Megatron-Core's TP × CP × PP × DP mesh with experts over EP and the distributed
/// optimizer (ZeRO-1's sharding).
Parallelism trainingLayout(const RlRow& row)
{
    Parallelism p;
    p.gpus = std::max(1, row.integer("num_gpus", 1));
    p.sharding = Sharding::Zero1;
    p.model.tensor = std::max(1, row.integer("train_tp", 1));
    p.model.pipeline = std::max(1, row.integer("train_pp", 1));
    p.model.expert = std::max(1, row.integer("train_ep", 1));
    p.model.sequenceParallel = p.model.tensor > 1;
    if (const int cp = row.integer("train_cp", 1); cp > 1) {
        p.sequenceParallel = SequenceParallel::Ring;
        p.sequenceParallelDegree = cp;
    }
    return p;
}

/// GRPO on a colocated engine; the trainer's micro-batches make up train_global_batch sequences per optimizer step.
TrainingSetup grpoSetup(const RlRow& row, const Parallelism& p)
{
    TrainingSetup s;
    s.method = Method::Full;
    s.compute = Compute::AmpBF16;
    s.checkpointing = Checkpointing::Full;
    s.attention = Attention::Flash;
    s.seqLen = std::max(1, row.integer("max_total_sequence_length", 1));
    s.microBatch = std::max(1, row.integer("train_micro_batch", 1));
    // In floating point: the degrees come from the file, and their product may not fit an int.
    const double split = double(p.model.tensor) * p.model.pipeline * std::max(1, p.sequenceParallelDegree);
    const double replicas = std::max(1.0, std::floor(p.gpus / split));
    const double global = std::max(1, row.integer("train_global_batch", 1));
    s.gradAccumulation = std::max(1, int(std::floor(global / (s.microBatch * replicas))));
    ObjectiveSetup& o = s.objective;
    o.objective = Objective::Grpo;
    o.reference =
        row.number("reference_kl_penalty").value_or(0) > 0 ? ReferenceModel::SeparateFrozen : ReferenceModel::None;
    o.groupSize = std::max(1, row.integer("generations_per_prompt", 1));
    o.completionLen = s.seqLen;
    o.meanCompletionLen = std::clamp(row.integer("generated_mean_sequence_length", 0), 0, s.seqLen);
    o.generation = row.cell("engine") == "vllm_server" ? GenerationEngine::Server : GenerationEngine::Colocated;
    o.engineMemoryFraction = std::clamp(row.number("gpu_memory_utilization").value_or(0.9), 0.05, 1.0);
    o.engineSleeps = true;
    o.engineTensorParallel = std::max(1, row.integer("generation_tp", 1));
    // Every GPU generates its share of the step's sequences.
    const int sequences = std::max(1, row.integer("generated_sequences_per_step", 1));
    o.generationBatch = std::max(1, int(std::lround(double(sequences) / p.gpus)));
    return s;
}

ThroughputCase parseRlCase(const RlRow& row)
{
    ThroughputCase c;
    c.line = row.record.line;
    c.id = std::string(row.cell("case_id"));
    c.confidence = std::string(row.cell("confidence"));
    c.method = "full";
    c.model = std::string(row.cell("model"));
    c.framework = "NeMo RL";
    c.gpu = std::string(row.cell("gpu"));
    c.gpuCatalogName = std::string(row.cell("gpu_catalog_name"));
    const NameResolution resolved = resolveModelName(c.model);
    if (!resolved.match) {
        c.inputError = unresolvedModelError(resolved, "model", c.model);
        return c;
    }
    c.modelSpec = resolved.match->entry->spec;
    // The engines the schema knows: vLLM on the training GPUs, or on GPUs of its own.
    if (const std::string_view engine = row.cell("engine"); engine != "vllm_colocated" && engine != "vllm_server") {
        c.inputError = Error{ErrorCode::UnknownValue, "engine", std::string(engine)};
        return c;
    }
    c.parallel = trainingLayout(row);
    c.setup = grpoSetup(row, c.parallel);
    c.link = LinkKind::InterNode;
    c.execution = ExecutionMode::Compiled; // Megatron-Core's fused Transformer Engine layers
    c.attentionKernel = AttentionKernel::FusedCudnn;
    c.setup.experts = ExpertKernel::FusedGroupedGemm;
    c.packedRollouts = row.cell("sequence_packing") == "true";
    // A GB200 NVL72 job's NVLink segment (NeMo RL cluster.segment_size × gpus_per_node), else an 8-GPU server.
    c.gpusPerNode = std::clamp(row.integer("gpus_per_nvlink_domain", 8), 1, c.parallel.gpus);
    c.nvlinkDomainStated = true; // 8 where the column is empty: the recipes' own segment, not the rack
    // The measured step trains every generated sequence at its mean length.
    const auto step = row.number("measured_step_s");
    const auto sequences = row.number("generated_sequences_per_step");
    const auto meanLength = row.number("generated_mean_sequence_length");
    if (step && sequences && meanLength && *step > 0)
        c.measuredTokensPerSecondPerGpu = *sequences * *meanLength / *step / c.parallel.gpus;
    return c;
}

} // namespace

bool isRlStepTable(std::string_view csvText)
{
    const std::string_view header = csvText.substr(0, csvText.find('\n'));
    return header.find("measured_step_s") != std::string_view::npos;
}

Result<std::vector<ThroughputCase>> parseRlStepCases(std::string_view csvText)
{
    int errorLine = 0;
    const std::optional<csv::Table> table = csv::parse(csvText, &errorLine);
    if (!table)
        return Error{ErrorCode::MalformedCsv, "", std::to_string(errorLine)};
    std::map<std::string, int> columns;
    for (const char* name : kRlColumns) {
        const int index = table->column(name);
        if (index < 0)
            return Error{ErrorCode::MissingColumn, name, ""};
        columns[name] = index;
    }
    for (const char* name : kOptionalRlColumns) {
        if (const int index = table->column(name); index >= 0)
            columns[name] = index;
    }
    std::vector<ThroughputCase> cases;
    for (const csv::Record& record : table->records)
        cases.push_back(parseRlCase(RlRow{*table, record, columns}));
    return cases;
}

} // namespace tunefit

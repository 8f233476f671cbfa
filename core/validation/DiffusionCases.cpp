// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/validation/DiffusionCases.h"

#include "core/Units.h"
#include "core/diffusion/DiffusionMemory.h"
#include "core/diffusion/DiffusionTime.h"
#include "core/io/Csv.h"
#include "core/memory/FitRule.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <regex>

namespace tunefit {

namespace {

constexpr const char* kRequired[] = {
    "case_id",        "confidence",      "model", "method",        "width",     "height", "batch",
    "base_precision", "text_encoder",    "vae",   "checkpointing", "optimizer", "gpu",    "measured_peak_gib",
    "peak_kind",      "measured_step_s", "oom"};

std::optional<double> number(std::string_view text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

int integerOr(std::string_view text, int fallback, int min, int max)
{
    const std::optional<double> v = number(text);
    return v && *v >= min && *v <= max ? int(*v) : fallback;
}

std::optional<DenoiserPrecision> precisionOf(std::string_view key)
{
    for (DenoiserPrecision p : {DenoiserPrecision::BF16, DenoiserPrecision::FP16, DenoiserPrecision::FP8,
                                DenoiserPrecision::Int8, DenoiserPrecision::NF4, DenoiserPrecision::FP32}) {
        if (denoiserPrecisionKey(p) == key)
            return p;
    }
    return std::nullopt;
}

/// The trainers' default where a row does not say: prompts and latents cached (every stack's documented low-memory
/// path), checkpointing on.
HelperPlacement placementOf(std::string_view key)
{
    return key == "gpu"       ? HelperPlacement::Gpu
           : key == "offload" ? HelperPlacement::Offloaded
                              : HelperPlacement::Cached;
}

/// Optimizers the rows name; "other" and the rest count as torch AdamW, the stacks' default.
DiffusionOptimizer optimizerOf(std::string_view key)
{
    for (DiffusionOptimizer o : kDiffusionOptimizers) {
        if (diffusionOptimizerKey(o) == key)
            return o;
    }
    return DiffusionOptimizer::AdamW;
}

MemoryMetric metricOf(std::string_view key)
{
    return key == "allocated"    ? MemoryMetric::Allocated
           : key == "reserved"   ? MemoryMetric::Reserved
           : key == "nvidia-smi" ? MemoryMetric::NvidiaSmi
                                 : MemoryMetric::Unknown;
}

/// A row's card as the catalog names it: the same name, or the sources' other names for it.
std::string catalogGpu(const Catalog& catalog, const std::string& label)
{
    static const std::pair<const char*, const char*> aliases[] = {
        {"H100 80GB", "H100 SXM"}, {"A100 80GB", "A100 80GB SXM"}, {"Tesla T4", "T4"}, {"A100", "A100 80GB SXM"}};
    for (const auto& [alias, name] : aliases) {
        if (label == alias)
            return name;
    }
    return findGpu(catalog, label) ? label : std::string();
}

struct Columns
{
    const csv::Table& table;
    const csv::Record& record;
    std::string operator()(const char* name) const { return std::string(table.cell(record, table.column(name))); }
};

std::optional<Error> readSetting(const Columns& cell, DiffusionSetting& s)
{
    const std::string method = cell("method");
    if (method != "lora" && method != "lokr" && method != "full")
        return Error{ErrorCode::UnknownValue, "method", method};
    s.method = method == "full"   ? DiffusionMethod::Full
               : method == "lokr" ? DiffusionMethod::LoKr
                                  : DiffusionMethod::LoRA;
    s.rank = integerOr(cell("rank"), 16, 1, 4096);
    s.width = integerOr(cell("width"), 0, 64, 16384);
    s.height = integerOr(cell("height"), 0, 64, 16384);
    if (s.width == 0 || s.height == 0)
        return Error{ErrorCode::MissingValue, "width", ""};
    s.batch = integerOr(cell("batch"), 1, 1, 1024);
    s.gradAccumulation = integerOr(cell("grad_accumulation"), 1, 1, 4096);
    const std::optional<DenoiserPrecision> precision = precisionOf(cell("base_precision"));
    if (!precision)
        return Error{ErrorCode::UnknownValue, "base_precision", cell("base_precision")};
    s.precision = *precision;
    s.textEncoders = placementOf(cell("text_encoder"));
    s.vae = placementOf(cell("vae"));
    s.checkpointing = cell("checkpointing") != "none";
    s.blocksSwapped = integerOr(cell("block_swap"), 0, 0, 1024);
    s.optimizer = optimizerOf(cell("optimizer"));
    s.fp32Weights = cell("full_weights") == "fp32";
    s.bf16Adapters = cell("adapter_weights") == "bf16";
    s.fusedBackward = cell("fused_backward") == "true";
    s.attention = cell("attention") == "flash3" ? DiffusionAttention::FlashAttention3 : DiffusionAttention::Sdpa;
    const std::optional<double> dropout = number(cell("lora_dropout"));
    s.loraDropout = dropout && *dropout >= 0 && *dropout <= 0.9 ? *dropout : 0.0;
    // Empty reads as every linear (the column's documented default); a value that names no set is not guessed.
    const std::string targets = cell("lora_targets");
    const LoraTargets sets[] = {LoraTargets::AllLinears, LoraTargets::Attention, LoraTargets::ImageAttention};
    const auto named = std::find_if(std::begin(sets), std::end(sets),
                                    [&](LoraTargets t) { return targets.empty() || loraTargetsKey(t) == targets; });
    if (named == std::end(sets))
        return Error{ErrorCode::UnknownValue, "lora_targets", targets};
    s.targets = *named;
    return std::nullopt;
}

DiffusionCase readCase(const Columns& cell, const DenoiserLibrary& library, const Catalog& catalog)
{
    DiffusionCase c;
    c.id = cell("case_id");
    c.confidence = cell("confidence");
    c.stack = cell("stack");
    c.gpuLabel = cell("gpu");
    c.gpu = catalogGpu(catalog, c.gpuLabel);
    c.metric = metricOf(cell("peak_kind"));
    c.measuredGiB = number(cell("measured_peak_gib"));
    c.stepSeconds = number(cell("measured_step_s"));
    c.oom = cell("oom") == "true";
    static const std::regex sized(R"((\d+(?:\.\d+)?)\s*GB GPU)");
    std::smatch m;
    if (std::regex_search(c.gpuLabel, m, sized))
        c.boundGiB = number(m[1].str());
    if (c.confidence == "low" && c.measuredGiB) { // "needs N GB": a bound, never a measurement
        c.boundGiB = c.boundGiB ? c.boundGiB : c.measuredGiB;
        c.measuredGiB.reset();
    }
    const Result<DenoiserSpec> model = findDenoiser(library, cell("model"));
    if (!model) {
        c.inputError = model.error();
        return c;
    }
    c.family = model->family;
    c.job.model = *model;
    for (const std::string& key : model->textEncoders)
        c.job.textEncoders.push_back(*findTextEncoder(library, key));
    if (const VaeSpec* vae = findVae(library, model->vae))
        c.job.vae = *vae;
    c.job.gpus = integerOr(cell("num_gpus"), 1, 1, 4096);
    c.job.setting.frames = integerOr(cell("frames"), model->defaultFrames, 1, 4096);
    c.job.setting.textTokens = integerOr(cell("text_tokens"), 0, 0, 4096); // empty: the model's padded length
    c.inputError = readSetting(cell, c.job.setting);
    return c;
}

double predictedIn(MemoryMetric metric, const DiffusionMemory& m)
{
    switch (metric) {
    case MemoryMetric::Allocated:
        return m.peakAllocated;
    case MemoryMetric::NvidiaSmi:
        return m.wholeDevice;
    case MemoryMetric::Reserved:
    case MemoryMetric::Unknown:
        return m.peakReserved;
    }
    return m.peakReserved;
}

bool scored(const DiffusionCase& c)
{
    return c.confidence == "high" || c.confidence == "medium";
}

} // namespace

Result<std::vector<DiffusionCase>> parseDiffusionCases(std::string_view csvText, const DenoiserLibrary& library,
                                                       const Catalog& catalog)
{
    int errorLine = 0;
    const std::optional<csv::Table> table = csv::parse(csvText, &errorLine);
    if (!table)
        return Error{ErrorCode::MalformedCsv, "", "line " + std::to_string(errorLine)};
    for (const char* column : kRequired) {
        if (table->column(column) < 0)
            return Error{ErrorCode::MissingColumn, column, ""};
    }
    std::vector<DiffusionCase> cases;
    for (const csv::Record& record : table->records) {
        DiffusionCase c = readCase(Columns{*table, record}, library, catalog);
        c.line = record.line;
        cases.push_back(std::move(c));
    }
    return cases;
}

DiffusionPrediction predictDiffusionCase(const DiffusionCase& c, const Catalog& catalog)
{
    DiffusionPrediction p;
    p.id = c.id;
    p.family = c.family;
    if (c.inputError) {
        p.error = c.inputError;
        return p;
    }
    const DiffusionMemory memory = estimateDiffusionMemory(c.job);
    p.predictedGiB = predictedIn(c.metric, memory) / units::kGiB;
    if (c.measuredGiB && *c.measuredGiB > 0)
        p.memoryErrorPct = (*p.predictedGiB - *c.measuredGiB) / *c.measuredGiB * 100.0;
    const Gpu* gpu = c.gpu.empty() ? nullptr : findGpu(catalog, c.gpu);
    if (gpu)
        p.fits = judgeFit(memory.wholeDevice, memoryBytes(*gpu)).fits;
    else if (c.boundGiB)
        p.fits = memory.wholeDevice <= *c.boundGiB * units::kGiB;
    if (gpu && c.stepSeconds && *c.stepSeconds > 0) {
        if (const std::optional<DiffusionStepTime> t = diffusionStepTime(c.job, *gpu)) {
            p.predictedStepSeconds = t->seconds;
            p.stepTerms = t;
            p.timeErrorPct = (t->seconds - *c.stepSeconds) / *c.stepSeconds * 100.0;
        }
    }
    return p;
}

DiffusionValidation validateDiffusion(const std::vector<DiffusionCase>& cases, const Catalog& catalog)
{
    DiffusionValidation v;
    for (const DiffusionCase& c : cases) {
        DiffusionPrediction p = predictDiffusionCase(c, catalog);
        if (p.error) {
            ++v.skipped;
        } else {
            if (scored(c) && p.memoryErrorPct) {
                v.memory.add("overall", *p.memoryErrorPct);
                v.memory.add(c.family, *p.memoryErrorPct);
            }
            if (scored(c) && p.timeErrorPct) {
                v.time.add("overall", *p.timeErrorPct);
                v.time.add(c.family, *p.timeErrorPct);
            }
            if (c.oom && p.fits && scored(c)) {
                ++v.oomRows;
                v.oomPredicted += *p.fits ? 0 : 1;
            } else if (!c.oom && c.boundGiB && !c.measuredGiB && p.fits) {
                ++v.boundRows;
                v.boundsHeld += *p.fits ? 1 : 0;
            }
        }
        v.rows.push_back(std::move(p));
    }
    return v;
}

} // namespace tunefit

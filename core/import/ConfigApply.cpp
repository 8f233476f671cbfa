// SPDX-License-Identifier: GPL-3.0-or-later
// The derived job fields into the job: one function per group of fields, each value range-checked where it is read.
#include "core/import/ImportFacts.h"

#include "core/Checked.h"
#include "core/training/EnumKeys.h"
#include "core/training/Qat.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace tunefit::import::detail {

namespace {

struct NumberRange
{
    double lo;
    double hi;
    bool integer;
};

NumberRange rangeOf(JobField field)
{
    switch (field) {
    case JobField::LoraRank:
        return {1, 65536, true};
    case JobField::LoraAlpha:
        return {0, 1e6, false};
    case JobField::LoraDropout:
        return {0, 1, false};
    case JobField::MicroBatch:
        return {1, 1e6, true};
    case JobField::GradAccum:
        return {1, 1e6, true};
    case JobField::SeqLen:
        return {1, 1e8, true};
    case JobField::NumGpus:
        return {1, 1e5, true};
    case JobField::Epochs:
        return {0, 1e6, false};
    case JobField::SpDegree:
        return {1, 1e5, true};
    case JobField::TensorParallel:
    case JobField::PipelineParallel:
    case JobField::VirtualStages:
    case JobField::ExpertParallel:
    case JobField::ExpertTensorParallel:
        return {1, 65'536, true};
    case JobField::SixteenBitBlocksAtStart:
    case JobField::SixteenBitBlocksAtEnd:
        return {0, 65'536, true}; // the model's own block count is checked with the model
    case JobField::QatGroupSize:
        return {1, double(kQatMaxGroupSize), true};
    default:
        return {0, 0, false};
    }
}

/// One job field's value as derived, and where it was read ("file:line: key", for errors).
struct FieldText
{
    JobField field;
    const std::string& text;
    std::string where;
};

Error unknownValue(const FieldText& v)
{
    return Error{ErrorCode::UnknownValue, v.where, v.text};
}

/// A number within the field's range (rangeOf), whole where the field counts.
template <class T> std::optional<Error> readRanged(const FieldText& v, T& target)
{
    const NumberRange r = rangeOf(v.field);
    const auto n = readNumber(v.text);
    if (!n)
        return Error{ErrorCode::InvalidValue, v.where, v.text};
    if (*n < r.lo || *n > r.hi || (r.integer && *n != std::floor(*n)))
        return Error{ErrorCode::OutOfRange, v.where, v.text, AllowedRange{r.lo, r.hi}};
    if constexpr (std::is_integral_v<T>)
        target = *checked::toInteger<T>(*n, T(r.lo), T(r.hi));
    else
        target = *n;
    return std::nullopt;
}

/// A key of Tunefit's table for the field (EnumKeys.h).
template <class E> std::optional<Error> readKey(std::span<const EnumKey<E>> keys, const FieldText& v, E& target)
{
    if (auto e = enumFromKey(keys, v.text)) {
        target = *e;
        return std::nullopt;
    }
    return unknownValue(v);
}

std::optional<Error> readSwitch(const FieldText& v, bool& target)
{
    if (const auto b = readBool(v.text)) {
        target = *b;
        return std::nullopt;
    }
    return unknownValue(v);
}

/// "all_linear" or "q;k;v;...": an unknown name is skipped, none known is an error.
std::optional<Error> readTargetKeys(const FieldText& v, TargetSet& targets)
{
    if (v.text == "all_linear") {
        targets = kAllLinear;
        return std::nullopt;
    }
    TargetSet named = 0;
    size_t start = 0;
    while (start <= v.text.size()) {
        const auto semi = v.text.find(';', start);
        const std::string name = v.text.substr(start, semi == std::string::npos ? std::string::npos : semi - start);
        if (auto target = enumFromKey(targetKeys(), name))
            named |= uint32_t(*target);
        if (semi == std::string::npos)
            break;
        start = semi + 1;
    }
    targets = named;
    return named == 0 ? std::optional(unknownValue(v)) : std::nullopt;
}

/// One field into the job: the reader of its kind, into the member it sets.
/// The number formats of the training (issue 32): the FP8/FP4 recipe and its 16-bit blocks, the optimizer's state
/// type, quantization-aware training.
std::optional<Error> applyNumberFormatField(const FieldText& v, TrainingSetup& t)
{
    switch (v.field) {
    case JobField::LowPrecision:
        return readKey(lowPrecisionKeys(), v, t.lowPrecision.recipe);
    case JobField::PrecisionParamGather:
        return readSwitch(v, t.lowPrecision.paramGather);
    case JobField::SixteenBitBlocksAtStart:
        return readRanged(v, t.lowPrecision.sixteenBitBlocksAtStart);
    case JobField::SixteenBitBlocksAtEnd:
        return readRanged(v, t.lowPrecision.sixteenBitBlocksAtEnd);
    case JobField::OptimizerState:
        return readKey(optimizerStateKeys(), v, t.optimizerState);
    case JobField::Qat:
        return readKey(qatSchemeKeys(), v, t.qat.scheme);
    case JobField::QatGroupSize:
        return readRanged(v, t.qat.groupSize);
    default:
        return std::nullopt;
    }
}

std::optional<Error> applyField(const FieldText& v, ImportedJob& out)
{
    TrainingSetup& t = out.job.setup;
    Parallelism& p = out.job.parallel;
    switch (v.field) {
    case JobField::Model:
        out.modelName = v.text;
        return std::nullopt;
    case JobField::Objective:
        return readKey(objectiveKeys(), v, t.objective.objective);
    case JobField::Method:
        return readKey(methodKeys(), v, t.method);
    case JobField::Quant:
        return readKey(baseQuantKeys(), v, t.baseQuant);
    case JobField::LoraRank:
        return readRanged(v, t.adapter.rank);
    case JobField::LoraAlpha:
        return readRanged(v, t.adapter.alpha);
    case JobField::LoraDropout:
        return readRanged(v, t.adapter.dropout);
    case JobField::LoraTargets:
        return readTargetKeys(v, t.adapter.targets);
    case JobField::Precision:
        return readKey(computeKeys(), v, t.compute);
    case JobField::Optimizer:
        return readKey(optimizerKeys(), v, t.optimizer);
    case JobField::MicroBatch:
        return readRanged(v, t.microBatch);
    case JobField::GradAccum:
        return readRanged(v, t.gradAccumulation);
    case JobField::SeqLen:
        return readRanged(v, t.seqLen);
    case JobField::Packing:
        // Memory counts seq_len tokens a row either way; the work does not (core/plan/TrainingWork.h).
        return readSwitch(v, out.job.packing);
    case JobField::GradCkpt:
        return readKey(checkpointingKeys(), v, t.checkpointing);
    case JobField::Attention:
        return readKey(attentionKeys(), v, t.attention);
    case JobField::Loss:
        return readKey(lossKeys(), v, t.loss);
    case JobField::NumGpus:
        return readRanged(v, p.gpus);
    case JobField::Sharding:
        return readKey(shardingKeys(), v, p.sharding);
    case JobField::Offload:
        return readKey(offloadKeys(), v, p.offload);
    case JobField::Epochs:
        return readRanged(v, out.job.epochs);
    case JobField::TiledMlp:
        return readSwitch(v, t.tiledMlp);
    case JobField::OptimizerInBackward:
        return readSwitch(v, t.optimizerInBackward);
    case JobField::SequenceParallel:
        return readKey(sequenceParallelKeys(), v, p.sequenceParallel);
    case JobField::SpDegree:
        return readRanged(v, p.sequenceParallelDegree);
    case JobField::TensorParallel:
        return readRanged(v, p.model.tensor);
    case JobField::PipelineParallel:
        return readRanged(v, p.model.pipeline);
    case JobField::VirtualStages:
        return readRanged(v, p.model.virtualStages);
    case JobField::ExpertParallel:
        return readRanged(v, p.model.expert);
    case JobField::ExpertTensorParallel:
        return readRanged(v, p.model.expertTensor);
    case JobField::MegatronSp:
        return readSwitch(v, p.model.sequenceParallel);
    case JobField::LowPrecision:
    case JobField::PrecisionParamGather:
    case JobField::SixteenBitBlocksAtStart:
    case JobField::SixteenBitBlocksAtEnd:
    case JobField::OptimizerState:
    case JobField::Qat:
    case JobField::QatGroupSize:
        return applyNumberFormatField(v, t);
    }
    return std::nullopt;
}

/// The steps the run stops after; a count beyond any run is an error, an unreadable one is ignored.
std::optional<Error> applyMaxSteps(const Facts& facts, Job& job)
{
    if (const Fact* steps = get(facts, Slot::MaxSteps)) {
        const auto n = readNumber(steps->value);
        if (n && *n >= 1 && *n <= 1e12)
            job.steps = int64_t(*n);
        else if (n && *n > 1e12)
            return Error{ErrorCode::OutOfRange, fieldAt(steps->origin.file, steps->origin.line, steps->origin.key),
                         steps->value, AllowedRange{1, 1e12}};
    }
    return std::nullopt;
}

/// The generation of an RL objective: completions per prompt, the completion length, and a reward model that scores
/// them on the GPU.
void applyGeneration(Context& c)
{
    TrainingSetup& t = c.out.job.setup;
    // A path or id names a model; TRL's unset default reads as None or null.
    if (const Fact* scoring = get(c.facts, Slot::ScoringModel)) {
        const std::string v = lower(scoring->value);
        t.objective.rewardModel = !v.empty() && v != "none" && v != "null" && v != "false";
    }
    if (get(c.facts, Slot::NumGenerations)) {
        if (auto n = readNumber(value(c.facts, Slot::NumGenerations)); n && *n >= 1 && *n <= 1e4)
            t.objective.groupSize = int(*n);
    }
    if (const Fact* completion = get(c.facts, Slot::CompletionLength)) {
        if (auto n = readNumber(completion->value); n && *n >= 1 && *n <= 1e7)
            t.objective.completionLen = int(*n);
    }
    if (generatesCompletions(t.objective.objective) && t.objective.completionLen >= t.seqLen) {
        // seq_len counts prompt + completion; a file that sets only the prompt cap gets half of it generated
        c.out.unused.push_back(
            {c.out.files.front(), "completion_len", 0, UnusedReason::Approximated, std::to_string(t.seqLen / 2)});
        t.objective.completionLen = std::max(1, t.seqLen / 2);
    }
}

} // namespace

Result<bool> apply(Context& c)
{
    Job& job = c.out.job;
    TrainingSetup& t = job.setup;
    // The memory mechanisms are off in every stack unless its file switches them on: not kept from the base job.
    t.tiledMlp = false;
    t.optimizerInBackward = false;
    t.optimizerState = OptimizerStateDType::Auto; // as the optimizer keeps it, unless the file names a type
    t.qat = QatSetup{}; // QAT too: a file without a quantizer or qat block trains without fake quantization
    job.parallel.sequenceParallel = SequenceParallel::None;
    job.parallel.sequenceParallelDegree = 1;
    job.parallel.model = ModelParallel{};
    for (int i = 0; i < kJobFieldCount; ++i) {
        const Fact* fact = get(c.facts, Slot(i));
        if (!fact)
            continue;
        const JobField field = JobField(i);
        c.out.fields.push_back({field, fact->value, fact->origin});
        const FieldText v{field, fact->value, fieldAt(fact->origin.file, fact->origin.line, fact->origin.key)};
        if (auto error = applyField(v, c.out))
            return *error;
    }
    // Derived as every front end derives them (training/TrainingSetup.h).
    t.weightDType = defaultWeightDType(t.compute, t.baseQuant);
    t.objective.reference = defaultReference(t.method);
    if (auto error = applyMaxSteps(c.facts, job))
        return *error;
    applyGeneration(c);
    if (job.parallel.gpus <= 1 && job.parallel.sharding == Sharding::DDP)
        job.parallel.sharding = Sharding::None; // DDP on one GPU is one GPU
    return true;
}

} // namespace tunefit::import::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/ParallelLayout.h"

#include <algorithm>
#include <limits>
#include <string>

namespace tunefit {

namespace {

// No real run reaches these; they keep products of degrees far from int overflow.
constexpr int kMaxDegree = 65'536;

std::optional<Error> outOfRange(const char* field, int value, int max)
{
    return Error{ErrorCode::OutOfRange, field, std::to_string(value), AllowedRange{1, double(std::max(1, max))}};
}

std::optional<Error> notDivisible(const char* field, int value)
{
    return Error{ErrorCode::NotDivisible, field, std::to_string(value)};
}

} // namespace

bool usesModelParallelism(const Parallelism& parallel)
{
    const ModelParallel& m = parallel.model;
    return m.tensor > 1 || m.pipeline > 1 || m.expert > 1;
}

ExpertKernel expertKernel(const TrainingSetup& setup, const Parallelism& parallel)
{
    return usesModelParallelism(parallel) ? ExpertKernel::FusedGroupedGemm : setup.experts;
}

int contextParallelDegree(const Parallelism& parallel)
{
    return sequenceParallelDegree(parallel);
}

int dataParallelDegree(const Parallelism& parallel)
{
    const ModelParallel& m = parallel.model;
    const int64_t split = int64_t(std::max(1, m.tensor)) * std::max(1, m.pipeline) * contextParallelDegree(parallel);
    if (parallel.gpus <= 0 || split <= 0 || parallel.gpus % split != 0)
        return 0;
    return int(parallel.gpus / split);
}

int accumulationOnLayout(const TrainingSetup& setup, const Parallelism& dataParallel, const Parallelism& layout)
{
    const int ranksBefore = dataParallelDegree(dataParallel);
    const int ranksAfter = dataParallelDegree(layout);
    if (ranksBefore <= 0 || ranksAfter <= 0 || ranksBefore % ranksAfter != 0)
        return 0;
    const int64_t accumulation = int64_t(std::max(1, setup.gradAccumulation)) * (ranksBefore / ranksAfter);
    return accumulation <= std::numeric_limits<int>::max() ? int(accumulation) : 0;
}

int blocksPerStage(const ModelSpec& model, const Parallelism& parallel)
{
    const int stages = std::max(1, parallel.model.pipeline);
    return (model.layers + stages - 1) / stages;
}

std::optional<Error> validateLayout(const ModelSpec& model, const Parallelism& parallel)
{
    const ModelParallel& m = parallel.model;
    const int gpus = std::max(1, parallel.gpus);
    if (m.tensor < 1 || m.tensor > std::min(gpus, kMaxDegree))
        return outOfRange("tensor_parallel", m.tensor, std::min(gpus, kMaxDegree));
    if (m.pipeline < 1 || m.pipeline > std::min({gpus, model.layers, kMaxDegree}))
        return outOfRange("pipeline_parallel", m.pipeline, std::min({gpus, model.layers, kMaxDegree}));
    if (m.expert < 1 || m.expert > std::min(gpus, kMaxDegree))
        return outOfRange("expert_parallel", m.expert, std::min(gpus, kMaxDegree));
    if (m.expertTensor < 1 || m.expertTensor > std::min(gpus, kMaxDegree))
        return outOfRange("expert_tensor_parallel", m.expertTensor, std::min(gpus, kMaxDegree));
    const int maxVirtual = m.pipeline > 1 ? std::max(1, model.layers / m.pipeline) : 1;
    if (m.virtualStages < 1 || m.virtualStages > maxVirtual)
        return outOfRange("virtual_pipeline_stages", m.virtualStages, maxVirtual);

    // The mesh: tensor, then pipeline, then context must divide the GPUs (Megatron's rank order).
    if (gpus % m.tensor != 0)
        return notDivisible("tensor_parallel", m.tensor);
    if (gpus % (int64_t(m.tensor) * m.pipeline) != 0)
        return notDivisible("pipeline_parallel", m.pipeline);
    const int64_t modelSplit = int64_t(m.tensor) * m.pipeline * contextParallelDegree(parallel);
    if (gpus % modelSplit != 0)
        return notDivisible("sequence_parallel_degree", contextParallelDegree(parallel));

    // Tensor parallelism splits heads and MLP columns; a GQA model's KV heads split too, or are replicated when
    // there are fewer of them than TP ranks (Megatron-Core: TP must be a multiple of the KV heads then).
    if (m.tensor > 1) {
        const int kvHeads = model.kvHeads > 0 ? model.kvHeads : model.heads;
        if (model.heads % m.tensor != 0 || (kvHeads % m.tensor != 0 && m.tensor % kvHeads != 0))
            return notDivisible("tensor_parallel", m.tensor);
        const bool denseMlp = !model.isMoe() || model.moe.denseLeadingLayers > 0;
        if (denseMlp && model.ffn > 0 && model.ffn % m.tensor != 0)
            return notDivisible("tensor_parallel", m.tensor);
    }

    if (m.expert > 1 || m.expertTensor > 1) {
        if (!model.isMoe())
            return Error{ErrorCode::Inconsistent, m.expert > 1 ? "expert_parallel" : "expert_tensor_parallel",
                         "needs_mixture_of_experts"};
        if (model.moe.experts % m.expert != 0)
            return notDivisible("expert_parallel", m.expert);
        if (model.moe.expertFfn > 0 && model.moe.expertFfn % m.expertTensor != 0)
            return notDivisible("expert_tensor_parallel", m.expertTensor);
        // Expert groups are carved from the tensor × data × context GPUs of one pipeline stage.
        const int64_t stageGpus = gpus / m.pipeline;
        if (stageGpus % (int64_t(m.expert) * m.expertTensor) != 0)
            return notDivisible("expert_parallel", m.expert);
    }
    return std::nullopt;
}

} // namespace tunefit

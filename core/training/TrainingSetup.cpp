// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/TrainingSetup.h"

#include "core/Units.h"

#include <algorithm>

namespace tunefit {

bool isAdapterMethod(Method m)
{
    return m != Method::Full && m != Method::Freeze;
}

bool usesRank(Method m)
{
    switch (m) {
    case Method::LoRA:
    case Method::QLoRA:
    case Method::DoRA:
    case Method::AdaLoRA:
    case Method::VeRA:
    case Method::LoHa:
    case Method::LoKr:
    case Method::OFT:
    case Method::BOFT:
        return true;
    default:
        return false;
    }
}

bool usesTargets(Method m)
{
    return usesRank(m) || m == Method::IA3;
}

bool usesVirtualTokens(Method m)
{
    return m == Method::PrefixTuning || m == Method::PromptTuning || m == Method::PTuning ||
           m == Method::LlamaAdapter || m == Method::LlamaAdapterV2;
}

bool isMixedPrecision(Compute c)
{
    return c == Compute::AmpBF16 || c == Compute::AmpFP16;
}

std::optional<BaseQuant> uploadBaseQuant(UploadFormat format)
{
    switch (format) {
    case UploadFormat::Bnb4bit:
        return BaseQuant::NF4;
    case UploadFormat::Bnb8bit:
        return BaseQuant::Int8;
    case UploadFormat::Gptq:
    case UploadFormat::Awq:
        return BaseQuant::GptqInt4;
    case UploadFormat::None:
    case UploadFormat::Gguf:
    case UploadFormat::Fp8:
        break;
    }
    return std::nullopt;
}

DType defaultWeightDType(Compute compute, BaseQuant quant)
{
    if (isQuantized4bit(quant))
        return DType::Int4;
    if (quant == BaseQuant::Int8)
        return DType::Int8;
    switch (compute) {
    case Compute::FP32:
        return DType::FP32;
    case Compute::FP16:
    case Compute::AmpFP16:
        return DType::FP16;
    default:
        return DType::BF16;
    }
}

Sharding defaultSharding(int gpus)
{
    return gpus > 1 ? Sharding::DDP : Sharding::None;
}

bool isQuantized4bit(BaseQuant q)
{
    return q == BaseQuant::NF4 || q == BaseQuant::NF4DoubleQuant || q == BaseQuant::FP4 ||
           q == BaseQuant::FP4DoubleQuant || q == BaseQuant::GptqInt4;
}

bool isPagedOptimizer(Optimizer o)
{
    return o == Optimizer::PagedAdamW32 || o == Optimizer::PagedAdamW8bit;
}

bool stepsInBackward(const TrainingSetup& setup)
{
    return setup.optimizerInBackward || setup.optimizer == Optimizer::AdamWFusedBackward;
}

int tokensPerImage(const ModelSpec& model, const TrainingSetup& setup)
{
    if (!model.vision.present())
        return 0;
    return setup.images.tokensPerImage > 0 ? setup.images.tokensPerImage : model.vision.imageTokens;
}

int64_t imageTokensPerSample(const ModelSpec& model, const TrainingSetup& setup)
{
    return int64_t(std::max(0, setup.images.perSample)) * std::max(0, tokensPerImage(model, setup));
}

int64_t visionPatchesPerSample(const ModelSpec& model, const TrainingSetup& setup)
{
    return imageTokensPerSample(model, setup) * std::max(1, model.vision.tokenMerge);
}

bool trainsVisionTower(const ModelSpec& model, const TrainingSetup& setup)
{
    return model.vision.present() && setup.images.trainTower &&
           (setup.method == Method::Full || usesTargets(setup.method));
}

int effectiveMeanCompletionLen(const ObjectiveSetup& o)
{
    if (o.generation == GenerationEngine::InProcess || o.meanCompletionLen <= 0)
        return o.completionLen;
    return std::min(o.meanCompletionLen, o.completionLen);
}

bool dependsOnCard(const TrainingSetup& setup)
{
    return generatesCompletions(setup.objective.objective) && setup.objective.generation == GenerationEngine::Colocated;
}

TrainingSetup onCard(const TrainingSetup& setup, double cardBytes)
{
    TrainingSetup out = setup;
    if (dependsOnCard(setup) && cardBytes > 0)
        out.objective.engineGpuMemoryGiB = units::toGiB(cardBytes);
    return out;
}

int sequenceParallelDegree(const Parallelism& parallel)
{
    return parallel.sequenceParallel == SequenceParallel::None ? 1 : std::max(1, parallel.sequenceParallelDegree);
}

bool isPairObjective(Objective o)
{
    switch (o) {
    case Objective::Dpo:
    case Objective::Ipo:
    case Objective::Orpo:
    case Objective::SimPo:
    case Objective::Cpo:
    case Objective::RewardModel:
    case Objective::OnlineDpo:
        return true;
    default:
        return false;
    }
}

bool generatesCompletions(Objective o)
{
    return o == Objective::Ppo || o == Objective::OnlineDpo || generatesGroups(o);
}

bool generatesGroups(Objective o)
{
    return o == Objective::Grpo || o == Objective::Rloo;
}

int completionsPerPrompt(const ObjectiveSetup& o)
{
    if (generatesGroups(o.objective))
        return std::max(1, o.groupSize);
    return o.objective == Objective::OnlineDpo ? 2 : 1; // TRL OnlineDPOTrainer: num_generations = 2
}

int engineReplicaGpus(const ObjectiveSetup& o, const Parallelism& training)
{
    return o.engineTensorParallel > 0 ? o.engineTensorParallel : std::max(1, training.model.tensor);
}

bool scoresWithRewardModel(const ObjectiveSetup& o)
{
    return o.objective == Objective::Ppo || (generatesCompletions(o.objective) && o.rewardModel);
}

bool usesReference(Objective o)
{
    return o == Objective::Dpo || o == Objective::Ipo || o == Objective::Kto || generatesCompletions(o);
}

ReferenceModel effectiveReference(const ObjectiveSetup& objective)
{
    return usesReference(objective.objective) ? objective.reference : ReferenceModel::None;
}

ReferenceModel defaultReference(Method method)
{
    return isAdapterMethod(method) ? ReferenceModel::AdaptersDisabled : ReferenceModel::SeparateFrozen;
}

double bytesOf(DType d)
{
    switch (d) {
    case DType::FP32:
        return 4;
    case DType::BF16:
    case DType::FP16:
        return 2;
    case DType::Int8:
        return 1;
    case DType::Int4:
        return 0.5;
    }
    return 2;
}

} // namespace tunefit

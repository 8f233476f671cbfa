// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/JobWording.h"

#include "present/Format.h"
#include "present/PlanWording.h"

#include <QLocale>

#include <cmath>

namespace tunefit::ui {

QString objectiveName(Objective objective)
{
    switch (objective) {
    case Objective::Sft:
        return JobWording::tr("Supervised fine-tuning (SFT)");
    case Objective::Dpo:
        return JobWording::tr("DPO (preference pairs)");
    case Objective::Ipo:
        return JobWording::tr("IPO (preference pairs)");
    case Objective::Kto:
        return JobWording::tr("KTO (unpaired feedback)");
    case Objective::Orpo:
        return JobWording::tr("ORPO (pairs, no reference)");
    case Objective::SimPo:
        return JobWording::tr("SimPO (pairs, no reference)");
    case Objective::Cpo:
        return JobWording::tr("CPO (pairs, no reference)");
    case Objective::RewardModel:
        return JobWording::tr("Reward model (scored pairs)");
    case Objective::Ppo:
        return JobWording::tr("PPO (generation, value model)");
    case Objective::Grpo:
        return JobWording::tr("GRPO (groups of completions)");
    }
    return {};
}

QString referenceName(ReferenceModel reference)
{
    switch (reference) {
    case ReferenceModel::SeparateFrozen:
        return JobWording::tr("Separate frozen copy");
    case ReferenceModel::AdaptersDisabled:
        return JobWording::tr("Base with adapters disabled");
    case ReferenceModel::Precomputed:
        return JobWording::tr("Precomputed log-probabilities");
    case ReferenceModel::None:
        return JobWording::tr("None");
    }
    return {};
}

QString generationEngineName(GenerationEngine engine)
{
    switch (engine) {
    case GenerationEngine::InProcess:
        return JobWording::tr("In the training process");
    case GenerationEngine::Colocated:
        return JobWording::tr("Colocated vLLM engine");
    case GenerationEngine::Server:
        return JobWording::tr("Generation server on other GPUs");
    }
    return {};
}

QString objectiveText(const ObjectiveSetup& o)
{
    QString text = objectiveName(o.objective);
    if (usesReference(o.objective))
        text = JobWording::tr("%1 · Reference: %2", "objective · where its reference log-probabilities come from")
                   .arg(text, referenceName(effectiveReference(o)));
    if (o.objective == Objective::Kto && !o.ktoKlTerm)
        text = JobWording::tr("%1 · Without the KL term").arg(text);
    if (generatesCompletions(o.objective)) {
        const QLocale locale;
        QString engine = generationEngineName(o.generation);
        if (o.generation == GenerationEngine::Colocated)
            engine = JobWording::tr("%1, %2 of the GPU", "engine name, share of the GPU's memory (\"30%\")")
                         .arg(engine, formatPercent(o.engineMemoryFraction));
        // PPO rolls out one completion per prompt; GRPO a group.
        text = o.objective == Objective::Grpo
                   ? JobWording::tr("%1 · Completions: %2 per prompt, %3 tokens each · Generation: %4")
                         .arg(text, locale.toString(o.groupSize), locale.toString(o.completionLen), engine)
                   : JobWording::tr("%1 · Completions of %2 tokens · Generation: %3")
                         .arg(text, locale.toString(o.completionLen), engine);
    }
    return text;
}

QString peakPhaseText(const ObjectiveSetup& objective, const MemoryBreakdown& memory)
{
    if (!generatesCompletions(objective.objective) || memory.generationPeak <= 0)
        return {};
    if (memory.peakPhase == PeakPhase::Generation)
        return JobWording::tr("Peak during generation: %1 GiB; training phase %2 GiB")
            .arg(formatGiB(memory.generationPeak), formatGiB(memory.trainingPeak));
    return JobWording::tr("Peak during training: %1 GiB; generation phase %2 GiB")
        .arg(formatGiB(memory.trainingPeak), formatGiB(memory.generationPeak));
}

QString latentAttentionText(const ModelSpec& m)
{
    if (!m.isMla())
        return {};
    const QLocale locale;
    if (m.mla.qLoraRank > 0)
        return JobWording::tr("Latent attention: key/value latent of %1, query latent of %2, rotary key of %3")
            .arg(locale.toString(m.mla.kvLoraRank), locale.toString(m.mla.qLoraRank),
                 locale.toString(m.mla.ropeHeadDim));
    return JobWording::tr("Latent attention: key/value latent of %1, rotary key of %2")
        .arg(locale.toString(m.mla.kvLoraRank), locale.toString(m.mla.ropeHeadDim));
}

QString visionTowerText(const ModelSpec& m, const ParameterCount& params)
{
    if (!m.vision.present())
        return {};
    const QLocale locale;
    return JobWording::tr("Vision tower: %1 layers of width %2, %3 parameters")
        .arg(locale.toString(m.vision.layers), locale.toString(m.vision.hidden), formatCount(double(params.vision)));
}

QString slidingLayersText(const ModelSpec& m)
{
    const int windowed = m.windowedLayers();
    if (windowed <= 0)
        return {};
    const QLocale locale;
    return JobWording::tr("Sliding window: %1 of %2 layers attend within %3 tokens")
        .arg(locale.toString(windowed), locale.toString(m.layers), locale.toString(m.slidingWindow));
}

QString imagesText(const ModelSpec& m, const TrainingSetup& t)
{
    if (!m.vision.present())
        return {};
    const QLocale locale;
    const bool trained = trainsVisionTower(m, t);
    const int64_t imageTokens = imageTokensPerSample(m, t);
    if (imageTokens <= 0)
        return trained ? JobWording::tr("No images in the samples; the vision tower is trained")
                       : JobWording::tr("No images in the samples; the vision tower is frozen");
    const QString perSample = locale.toString(t.images.perSample);
    const QString perImage = locale.toString(tokensPerImage(m, t));
    const QString tokens = locale.toString(qlonglong(imageTokens));
    const QString sequence = locale.toString(t.seqLen);
    return trained ? JobWording::tr("%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; "
                                    "the vision tower is trained")
                         .arg(perSample, perImage, tokens, sequence)
                   : JobWording::tr("%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; "
                                    "the vision tower is frozen")
                         .arg(perSample, perImage, tokens, sequence);
}

} // namespace tunefit::ui

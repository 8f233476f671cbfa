// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/AdviceWording.h"

#include "present/Format.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

namespace tunefit::present {

namespace {

// The knobs' values as a change names them inside a sentence: "full checkpointing", "chunked loss" (the job panel's
// labels, present/JobWording, name them as a choice: "Full (every block)").
QString checkpointingPhrase(Checkpointing c)
{
    switch (c) {
    case Checkpointing::None:
        return AdviceWording::tr("no checkpointing");
    case Checkpointing::Full:
        return AdviceWording::tr("full checkpointing");
    case Checkpointing::Selective:
        return AdviceWording::tr("selective checkpointing");
    case Checkpointing::Offload:
        return AdviceWording::tr("offloaded checkpointing");
    case Checkpointing::SelectiveOp:
        return AdviceWording::tr("op-level selective checkpointing");
    }
    return {};
}

QString attentionPhrase(Attention a)
{
    switch (a) {
    case Attention::Flash:
        return AdviceWording::tr("FlashAttention");
    case Attention::Sdpa:
        return AdviceWording::tr("SDPA attention");
    case Attention::Eager:
        return AdviceWording::tr("eager attention");
    }
    return {};
}

QString lossPhrase(LossImpl l)
{
    switch (l) {
    case LossImpl::Standard:
        return AdviceWording::tr("standard loss");
    case LossImpl::Chunked:
        return AdviceWording::tr("chunked loss");
    case LossImpl::Fused:
        return AdviceWording::tr("fused loss");
    }
    return {};
}

QString layoutName(int strategy, int gpus)
{
    PlanOption o; // the plan's one wording of a strategy
    o.strategy = Strategy(strategy);
    o.gpus = gpus;
    return strategyName(o);
}

QString valueText(AdviceKnob knob, int value, int accumulation, int gpus, const Parallelism* layout = nullptr)
{
    switch (knob) {
    case AdviceKnob::Batch:
        return AdviceWording::tr("micro-batch %1 × accumulation %2")
            .arg(QLocale().toString(value), QLocale().toString(accumulation));
    case AdviceKnob::Checkpointing:
        return checkpointingPhrase(Checkpointing(value));
    case AdviceKnob::Attention:
        return attentionPhrase(Attention(value));
    case AdviceKnob::Loss:
        return lossPhrase(LossImpl(value));
    case AdviceKnob::Optimizer:
        return optimizerName(Optimizer(value));
    case AdviceKnob::Layout:
        return layoutName(value, gpus);
    case AdviceKnob::ModelParallel:
        if (value <= 1)
            return AdviceWording::tr("no model parallelism");
        return layout ? layoutSummary(*layout) : AdviceWording::tr("a model-parallel layout");
    }
    return {};
}

} // namespace

QString changeText(const AdviceChange& change, int gpus)
{
    return valueText(change.knob, change.to, change.toAccumulation, gpus);
}

QString changeFromToText(const AdviceChange& change, int gpus)
{
    return AdviceWording::tr("%1 → %2", "a change from the user's value to the advised one")
        .arg(valueText(change.knob, change.from, change.fromAccumulation, gpus), changeText(change, gpus));
}

QString changesText(const std::vector<AdviceChange>& changes, int gpus)
{
    QStringList parts;
    for (const AdviceChange& c : changes)
        parts << changeText(c, gpus);
    return parts.join(AdviceWording::tr(", ", "between the changes of a list"));
}

QString settingChangesText(const OptionSetting& setting)
{
    if (setting.asSet())
        return AdviceWording::tr("as set", "an offer runs the job exactly as the user set it");
    QStringList parts;
    for (const AdviceChange& c : setting.changes)
        parts << valueText(c.knob, c.to, c.toAccumulation, setting.parallel.gpus, &setting.parallel);
    return parts.join(AdviceWording::tr(", ", "between the changes of a list"));
}

QStringList settingChangeLines(const OptionSetting& setting)
{
    QStringList lines;
    const int gpus = setting.parallel.gpus;
    for (const AdviceChange& c : setting.changes) {
        const QString change = AdviceWording::tr("%1 → %2", "a change from the user's value to the advised one")
                                   .arg(valueText(c.knob, c.from, c.fromAccumulation, gpus),
                                        valueText(c.knob, c.to, c.toAccumulation, gpus, &setting.parallel));
        const QString time = std::isnan(c.timeFactor) ? AdviceWording::tr("time not comparable: the job as set does "
                                                                          "not fit")
                                                      : timeEffectText(c.timeFactor);
        lines << AdviceWording::tr("%1 (%2, %3)", "a change with its memory and time effect")
                     .arg(change, memoryEffectText(c.memoryDeltaBytes), time);
    }
    return lines;
}

QString settingText(const OptionSetting& setting)
{
    const TrainingSetup& s = setting.setup;
    const Parallelism& p = setting.parallel;
    QStringList parts;
    parts << valueText(AdviceKnob::Batch, s.microBatch, s.gradAccumulation, p.gpus)
          << checkpointingPhrase(s.checkpointing) << attentionPhrase(s.attention) << lossPhrase(s.loss)
          << optimizerName(s.optimizer);
    QString layout = p.gpus > 1 ? shardingName(p.sharding) : PlanWording::tr("single GPU");
    if (p.offload != Offload::None)
        layout = AdviceWording::tr("%1 with %2", "a sharding with its offload").arg(layout, offloadName(p.offload));
    parts << withLayout(layout, p);
    return parts.join(AdviceWording::tr(", ", "between the changes of a list"));
}

QString memoryEffectText(double deltaBytes)
{
    const QString amount = formatGiB(std::abs(deltaBytes), 1);
    return deltaBytes < 0 ? AdviceWording::tr("−%1 GiB").arg(amount) : AdviceWording::tr("+%1 GiB").arg(amount);
}

QString timeEffectText(double factor)
{
    const int percent = int(std::lround((factor - 1) * 100));
    if (percent == 0)
        return AdviceWording::tr("same time");
    return percent < 0 ? AdviceWording::tr("−%1% time").arg(QLocale().toString(-percent))
                       : AdviceWording::tr("+%1% time").arg(QLocale().toString(percent));
}

QString suggestionText(const TrainingSuggestion& s)
{
    QString what;
    switch (s.change) {
    case TrainingChange::LoraInsteadOfFull:
        what = AdviceWording::tr("LoRA instead of full fine-tuning");
        break;
    case TrainingChange::QloraInsteadOfLora:
        what = AdviceWording::tr("QLoRA instead of LoRA");
        break;
    case TrainingChange::FewerTargets:
        what = AdviceWording::tr("LoRA on the query and value projections only");
        break;
    case TrainingChange::ShorterSequence:
        what = AdviceWording::tr("sequences of %1 tokens").arg(QLocale().toString(s.value));
        break;
    case TrainingChange::SmallerBatch:
        what = AdviceWording::tr("one sequence per optimizer step");
        break;
    case TrainingChange::LowPrecisionRecipe:
        return AdviceWording::tr("linears in %1 (changes the numerics)")
            .arg(lowPrecisionName(LowPrecisionRecipe(s.value)));
    }
    what = AdviceWording::tr("%1 (changes the training)").arg(what);
    if (!s.changes.empty())
        what = AdviceWording::tr("%1, with %2").arg(what, changesText(s.changes, s.advised.parallel.gpus));
    return what;
}

QString numericsChangeText(const Advice& a)
{
    if (!a.numericsChange || !a.advised)
        return {};
    const TrainingSuggestion& s = *a.numericsChange;
    return AdviceWording::tr("With %1: %2", "a change of the numerics, its effect on the time")
        .arg(suggestionText(s), timeEffectText(a.advised->tokensPerSecond / s.advised.tokensPerSecond));
}

QString fitAdviceText(const std::optional<Advice>& advice, RecipeSupport recipe, int gpus)
{
    const QString text = advice && advice->valid ? adviceText(*advice, gpus) : QString();
    if (recipe == RecipeSupport::Runs) {
        const QString faster = advice ? numericsChangeText(*advice) : QString();
        return faster.isEmpty() ? text
                                : AdviceWording::tr("%1; %2", "the advice; a change of the numerics").arg(text, faster);
    }
    // A card that cannot run the FP8/FP4 recipe or the optimizer has no time, whatever its memory says: the plan's
    // reason first.
    const QString refusal = rejectionShort(recipeRejection(recipe));
    if (recipe == RecipeSupport::OptimizerNotOnVendor || recipe == RecipeSupport::NoFp8OptimizerStates)
        return text.isEmpty() ? AdviceWording::tr("Cannot run the job's optimizer: %1").arg(refusal)
                              : AdviceWording::tr("Cannot run the job's optimizer: %1 (memory: %2)").arg(refusal, text);
    return text.isEmpty() ? AdviceWording::tr("Cannot run the job's recipe: %1").arg(refusal)
                          : AdviceWording::tr("Cannot run the job's recipe: %1 (memory: %2)").arg(refusal, text);
}

QString adviceText(const Advice& a, int gpus)
{
    if (a.fitsAsSet)
        return AdviceWording::tr("Fits as set");
    if (a.advised)
        return AdviceWording::tr("Fits with: %1").arg(changesText(a.changes, gpus));
    if (a.nearest) {
        const QString peak = usableText(a.nearest->peakBytes, a.usableBytes);
        if (a.nearestChanges.empty())
            return AdviceWording::tr("Does not fit: nearest is as set, %1").arg(peak);
        return AdviceWording::tr("Does not fit: nearest is %1 with %2").arg(peak, changesText(a.nearestChanges, gpus));
    }
    return AdviceWording::tr("Does not fit");
}

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Advisor.h"
#include "core/plan/OptionSetting.h"
#include "core/plan/RecipeSupport.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::present {

/// Translation context of the advice's wording ("Make it fit").
struct AdviceWording
{
    Q_DECLARE_TR_FUNCTIONS(AdviceWording)
};

/// One change, its new value: "micro-batch 1 × accumulation 16", "chunked loss", "weight offload".
QString changeText(const AdviceChange& change, int gpus);
/// One change with its old value: "checkpointing: full → offloaded".
QString changeFromToText(const AdviceChange& change, int gpus);
/// The changes joined: "micro-batch 1 × accumulation 16, chunked loss".
QString changesText(const std::vector<AdviceChange>& changes, int gpus);
/// What a plan option runs against the job as set, short: "as set", or its changes' new values ("micro-batch 2 ×
/// accumulation 8, fused loss"; a model-parallel layout by its degrees). The one wording of the CLI table, the
/// Offers tab, the comparison and the report.
QString settingChangesText(const OptionSetting& setting);
/// Each change with its old value and effects: "standard loss → fused loss (−8.4 GiB, +3% time)".
QStringList settingChangeLines(const OptionSetting& setting);
/// The whole setting an option runs, to launch it: "micro-batch 2 × accumulation 8, no checkpointing,
/// FlashAttention, fused loss, AdamW, single GPU".
QString settingText(const OptionSetting& setting);
/// "−2.0 GiB" / "+0.3 GiB".
QString memoryEffectText(double deltaBytes);
/// Step time after / before as a share: "−12% time", "+3% time", "same time".
QString timeEffectText(double factor);
/// A change of the training, marked so: "QLoRA instead of LoRA (changes the training)".
QString suggestionText(const TrainingSuggestion& suggestion);
/// The verdict with how to make it fit: "fits as set", "fits with: micro-batch 1 × accumulation 16, chunked loss",
/// "does not fit: nearest is 26.1 GiB with full checkpointing".
QString adviceText(const Advice& advice, int gpus);
/// A fit-overview row's advice (the GPUs tab, the report's fit table): adviceText(), led by why the card cannot run
/// the job's FP8/FP4 recipe where it cannot.
QString fitAdviceText(const std::optional<Advice>& advice, RecipeSupport recipe, int gpus);
/// The advice's FP8 setting where the card runs it (Advice::numericsChange): "With FP8, torchao, tensorwise scaling
/// linears (changes the numerics): −18% time"; empty when there is none.
QString numericsChangeText(const Advice& advice);

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/OptionSetting.h"
#include "core/report/Report.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

#include <string>

namespace tunefit {

/// The ranked options of a plan for spreadsheets and scripts: one row or object per option, best first, C-locale
/// numbers, keys instead of words (warnings, strategy, rejection). Used by `tunefit export-results` and the window.
/// A parallel layout with the job file's keys (tensor_parallel, pipeline_parallel, virtual_pipeline_stages,
/// expert_parallel, expert_tensor_parallel, megatron_sequence_parallel, context_parallel) and the data-parallel
/// replicas it leaves (data_parallel), and the micro-batches each replica runs per optimizer step of `setup`
/// (micro_batches_per_step: a plan's layout takes data parallelism's step, accumulationOnLayout()): the results export,
/// `tunefit estimate --json` and `tunefit plan --json`.
QJsonObject layoutJson(const Parallelism& parallel, const TrainingSetup& setup);

/// The changes of a setting with stable keys (`tunefit fit --json`, `tunefit plan --json`, the results export):
/// knob, from, to (the job file's keys, or counts for the batch; a model-parallel layout's degrees as an object from
/// `layout`), memory_gib and time_factor (null where the job as set was not timed).
QJsonArray adviceChangesJson(const std::vector<AdviceChange>& changes, const Parallelism* layout = nullptr);
/// The advice's change of the numerics (Advice::numericsChange) with stable keys (`tunefit fit --json`, `tunefit
/// estimate --json`): recipe (the job file's key), changes_numerics, tokens_per_s, time_factor against the advised
/// setting in 16 bits, peak_gib.
QJsonObject numericsChangeJson(const Advice& advice);
/// What a plan option runs: as_set, setup and parallel in the job file's format, and its changes.
QJsonObject optionSettingJson(const OptionSetting& setting);
/// The changes as one CSV cell: "as_set", or "knob=value" pairs joined by ';' ("micro_batch=2x8;loss=fused").
std::string settingChangesCell(const OptionSetting& setting);

std::string resultsCsv(const RankedPlan& plan, const Catalog& catalog);
QByteArray resultsJson(const RankedPlan& plan, const Catalog& catalog, const std::string& modelName,
                       const std::string& today);

} // namespace tunefit

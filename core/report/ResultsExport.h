// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/Report.h"

#include <QByteArray>
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

std::string resultsCsv(const RankedPlan& plan, const Catalog& catalog);
QByteArray resultsJson(const RankedPlan& plan, const Catalog& catalog, const std::string& modelName,
                       const std::string& today);

} // namespace tunefit

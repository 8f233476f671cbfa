// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/ImportPlan.h"
#include "core/model/ModelSpec.h"
#include "core/plan/Planner.h"
#include "core/training/TrainingSetup.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

/// Shared by every fuzz target: after parsing, a usable result goes on through the estimator, throughput model and
/// planner, because overflow downstream of a parser is as much a finding as one inside it.
namespace tunefit::fuzz {

/// Fixed "today" so a run never depends on the clock (stale-price rules).
inline constexpr std::string_view kToday = "2025-06-01";

inline std::string_view asText(const uint8_t* data, size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

/// "Never prints nonsense": a figure the front ends show must be finite (and a size, time or price not negative). A
/// NaN or an infinity reaches the user's table, so it is a finding like a sanitizer report: prints and aborts.
void expectSane(double value, const char* what, bool mayBeNegative = false);

/// A few representative setups (full, LoRA, QLoRA with checkpointing, sharded AMP) through estimateMemory, the
/// what-if searches and the throughput model on one bundled GPU.
void exerciseModel(const ModelSpec& model);

/// The memory estimate, the throughput on one GPU and the plan against smallCatalog(), ranked and explained.
void exerciseJob(const Job& job);

/// The same, against `catalog` (an imported table merged into a reference catalog).
void planAgainst(const Job& job, const Catalog& catalog);

/// A planner job for `model`: LoRA, 50 M tokens, a deadline and a budget.
Job defaultJob(const ModelSpec& model);

/// A few bundled offers (one per GPU, at most 12) with all bundled GPUs and providers: planning stays cheap.
const Catalog& smallCatalog();

/// `base` with the rows an import would add or update (the preview's outcome, without a database). At most
/// `maxOffers` offers are kept so one input cannot make planning slow.
Catalog applied(const Catalog& base, const ImportPlan& plan, size_t maxOffers = 64);

} // namespace tunefit::fuzz

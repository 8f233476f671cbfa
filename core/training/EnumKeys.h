// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/TrainingSetup.h"

#include <optional>
#include <span>
#include <string_view>

namespace tunefit {

/// Stable, lower-case keys for every setup enum: used by the command line, job files and reports (never shown
/// translated; the UI maps keys to tr() labels).
template <class E> struct EnumKey
{
    E value;
    std::string_view key;
};

std::span<const EnumKey<Method>> methodKeys();
std::span<const EnumKey<BaseQuant>> baseQuantKeys();
std::span<const EnumKey<DType>> dtypeKeys();
std::span<const EnumKey<Compute>> computeKeys();
std::span<const EnumKey<LowPrecisionRecipe>> lowPrecisionKeys();
std::span<const EnumKey<QatScheme>> qatSchemeKeys();
std::span<const EnumKey<Optimizer>> optimizerKeys();
/// The optimizer state types (job files, --optimizer-state).
std::span<const EnumKey<OptimizerStateDType>> optimizerStateKeys();
std::span<const EnumKey<Checkpointing>> checkpointingKeys();
std::span<const EnumKey<Attention>> attentionKeys();
std::span<const EnumKey<LossImpl>> lossKeys();
std::span<const EnumKey<ExpertKernel>> expertKernelKeys();
std::span<const EnumKey<Sharding>> shardingKeys();
std::span<const EnumKey<Offload>> offloadKeys();
std::span<const EnumKey<SequenceParallel>> sequenceParallelKeys();
std::span<const EnumKey<Target>> targetKeys();
/// The validation schema's words (shared/validation/frontier-schema.md), so a case file reads with the same tables.
std::span<const EnumKey<Objective>> objectiveKeys();
std::span<const EnumKey<ReferenceModel>> referenceKeys();
std::span<const EnumKey<GenerationEngine>> generationEngineKeys();

template <class E> std::optional<E> enumFromKey(std::span<const EnumKey<E>> table, std::string_view key)
{
    for (const auto& entry : table) {
        if (entry.key == key)
            return entry.value;
    }
    return std::nullopt;
}

template <class E> std::string_view keyOf(std::span<const EnumKey<E>> table, E value)
{
    for (const auto& entry : table) {
        if (entry.value == value)
            return entry.key;
    }
    return {};
}

} // namespace tunefit

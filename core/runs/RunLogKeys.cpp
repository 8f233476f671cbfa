// SPDX-License-Identifier: GPL-3.0-or-later
// The stable keys of a run log's format and of its memory figure (core/runs/RunLog.h): what the catalog's `runs`
// table, job files and the command line store. Never change a key: append new ones.
#include "core/runs/RunLog.h"

#include <array>
#include <utility>

namespace tunefit {

namespace {

constexpr std::array<std::pair<RunLogFormat, std::string_view>, 5> kFormats = {{
    {RunLogFormat::TrainerState, "trainer_state"},
    {RunLogFormat::TrainerConsole, "trainer_console"},
    {RunLogFormat::Torchtitan, "torchtitan"},
    {RunLogFormat::Megatron, "megatron"},
    {RunLogFormat::MetricsCsv, "metrics_csv"},
}};

constexpr std::array<std::pair<MemoryFigure, std::string_view>, 3> kFigures = {{
    {MemoryFigure::Allocated, "allocated"},
    {MemoryFigure::Reserved, "reserved"},
    {MemoryFigure::Active, "active"},
}};

template <class E, size_t N> std::string_view keyIn(const std::array<std::pair<E, std::string_view>, N>& table, E value)
{
    for (const auto& [entry, key] : table) {
        if (entry == value)
            return key;
    }
    return {};
}

template <class E, size_t N>
std::optional<E> valueIn(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view key)
{
    for (const auto& [entry, text] : table) {
        if (text == key)
            return entry;
    }
    return std::nullopt;
}

} // namespace

std::string_view runLogFormatKey(RunLogFormat format)
{
    return keyIn(kFormats, format);
}

std::optional<RunLogFormat> runLogFormatFromKey(std::string_view key)
{
    return valueIn(kFormats, key);
}

std::string_view memoryFigureKey(MemoryFigure figure)
{
    return keyIn(kFigures, figure);
}

std::optional<MemoryFigure> memoryFigureFromKey(std::string_view key)
{
    return valueIn(kFigures, key);
}

} // namespace tunefit

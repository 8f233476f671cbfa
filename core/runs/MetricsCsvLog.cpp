// SPDX-License-Identifier: GPL-3.0-or-later
// CSV exports of a run's series, streamed row by row: TensorBoard's "Download CSV" of one scalar ("Wall time,Step,
// Value": Unix seconds, step, value) and Weights & Biases' panel export ("Step" and a column per run and series,
// named "<run name> - <series>", with "__MIN"/"__MAX" columns beside each; "_step", "_runtime" and "_timestamp" where
// the system columns are exported). Quoted fields may not span lines here: neither tool writes one.
#include "core/Checked.h"
#include "core/runs/RunLogInternal.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace tunefit::runlog {

namespace {

std::string_view trimmed(std::string_view text)
{
    const size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

bool isStepColumn(std::string_view name)
{
    return name == "Step" || name == "step" || name == "_step";
}

// The series a column holds: W&B's "<run> - <series>" without the run, and without the "train/" section the Trainer's
// W&B callback adds; nothing for its "__MIN"/"__MAX" band columns.
std::string_view seriesOf(std::string_view column)
{
    if (column.ends_with("__MIN") || column.ends_with("__MAX"))
        return {};
    if (const size_t dash = column.rfind(" - "); dash != std::string_view::npos)
        column = column.substr(dash + 3);
    if (column.starts_with("train/"))
        column = column.substr(6);
    return column;
}

enum class Column
{
    Ignored,
    Step,
    WallTime,     ///< seconds since some origin: TensorBoard's "Wall time", W&B's "_runtime" or "_timestamp"
    StepSeconds,  ///< torchtitan "time_metrics/end_to_end(s)", Megatron "iteration-time" (training.py training_log)
    TokensPerGpu, ///< torchtitan "throughput(tps)", axolotl "tokens/train_per_sec_per_gpu"
    Tflops,       ///< torchtitan "tflops", Megatron "throughput" (TFLOP/s/GPU)
    MfuPercent,   ///< torchtitan "mfu(%)"
    MemoryAllocatedGiB,
    MemoryReservedGiB,
    MemoryActiveGiB,
    MemoryAllocatedBytes, ///< Megatron "mem-max-allocated-bytes" (training_log, --log-memory-to-tensorboard)
    Runtime,              ///< the Trainer's final train_runtime
    SamplesPerSecond,
    FinalTokensPerGpu,
};

Column columnKind(std::string_view name)
{
    name = trimmed(name);
    const std::string_view series = seriesOf(name);
    if (isStepColumn(name) || isStepColumn(series))
        return Column::Step;
    if (name == "Wall time" || name == "wall_time" || series == "_runtime" || series == "_timestamp")
        return Column::WallTime;
    if (const auto figure = memoryKeyFigure(series)) {
        return *figure == MemoryFigure::Allocated  ? Column::MemoryAllocatedGiB
               : *figure == MemoryFigure::Reserved ? Column::MemoryReservedGiB
                                                   : Column::MemoryActiveGiB;
    }
    if (series == "time_metrics/end_to_end(s)" || series == "iteration-time")
        return Column::StepSeconds;
    if (series == "throughput(tps)" || series == "tokens/train_per_sec_per_gpu")
        return Column::TokensPerGpu;
    if (series == "tflops" || series == "throughput")
        return Column::Tflops;
    if (series == "mfu(%)")
        return Column::MfuPercent;
    if (series == "mem-max-allocated-bytes")
        return Column::MemoryAllocatedBytes;
    if (series == "train_runtime")
        return Column::Runtime;
    if (series == "train_samples_per_second")
        return Column::SamplesPerSecond;
    if (series == "train_tokens_per_second")
        return Column::FinalTokensPerGpu;
    return Column::Ignored;
}

struct CsvScan
{
    TextLogState state;
    Series wallStepSeconds; ///< from wall-time deltas between consecutive logged steps
    std::optional<int64_t> previousStep;
    std::optional<double> previousTime;
    int64_t finalStep = 0;
};

void readCell(Column kind, double value, int64_t step, CsvScan& scan)
{
    TextLogState& state = scan.state;
    switch (kind) {
    case Column::StepSeconds:
        if (value > 0)
            state.stepSeconds.push(value);
        break;
    case Column::TokensPerGpu:
        if (value > 0)
            state.tokensPerGpu.push(value);
        break;
    case Column::Tflops:
        state.tflops.push(value);
        break;
    case Column::MfuPercent:
        state.mfu.push(value / 100);
        break;
    case Column::MemoryAllocatedGiB:
        state.memory.add(MemoryFigure::Allocated, value * kGiB);
        break;
    case Column::MemoryReservedGiB:
        state.memory.add(MemoryFigure::Reserved, value * kGiB);
        break;
    case Column::MemoryActiveGiB:
        state.memory.add(MemoryFigure::Active, value * kGiB);
        break;
    case Column::MemoryAllocatedBytes:
        state.memory.add(MemoryFigure::Allocated, value);
        break;
    case Column::Runtime:
        state.trainRuntime = value > 0 ? std::optional<double>(value) : std::nullopt;
        scan.finalStep = step;
        break;
    case Column::SamplesPerSecond:
        if (value > 0)
            state.run.samplesPerSecond = value;
        break;
    case Column::FinalTokensPerGpu:
        if (value > 0)
            state.finalTokensPerGpu = value;
        break;
    case Column::Ignored:
    case Column::Step:
    case Column::WallTime:
        break;
    }
}

// Seconds per step from the wall time of consecutive logged steps (a W&B row without a time leaves no gap).
void readWallTime(std::optional<double> time, int64_t step, CsvScan& scan)
{
    if (!time)
        return;
    if (scan.previousStep && scan.previousTime && step > *scan.previousStep && *time > *scan.previousTime)
        scan.wallStepSeconds.push((*time - *scan.previousTime) / double(step - *scan.previousStep));
    scan.previousStep = step;
    scan.previousTime = time;
}

// One data row: false when it is no row of this table (no step, a cell that is no figure where a figure belongs).
bool readRow(const std::vector<Column>& kinds, std::string_view line, CsvScan& scan)
{
    const std::vector<std::string> cells = splitCsvLine(line);
    if (cells.size() != kinds.size())
        return false;
    std::optional<int64_t> step;
    std::optional<double> time;
    for (size_t i = 0; i < cells.size(); ++i) {
        const std::string_view cell = trimmed(cells[i]);
        if (cell.empty() || kinds[i] == Column::Ignored)
            continue;
        size_t used = 0;
        const auto value = parseFigure(cell, false, &used);
        if (!value || used != cell.size())
            return false;
        if (kinds[i] == Column::Step)
            step = checked::toInteger<int64_t>(*value, 0, int64_t(1) << 50);
        else if (kinds[i] == Column::WallTime)
            time = value;
    }
    if (!step)
        return false;
    scan.state.run.lastStep = std::max(scan.state.run.lastStep, *step);
    readWallTime(time, *step, scan);
    for (size_t i = 0; i < cells.size(); ++i) {
        const std::string_view cell = trimmed(cells[i]);
        if (!cell.empty() && kinds[i] != Column::Ignored)
            readCell(kinds[i], *parseFigure(cell), *step, scan);
    }
    return true;
}

} // namespace

std::vector<std::string> splitCsvLine(std::string_view line)
{
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"')
                fields.back().push_back(line[++i]);
            else if (c == '"')
                quoted = false;
            else
                fields.back().push_back(c);
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else {
            fields.back().push_back(c);
        }
    }
    return fields;
}

std::optional<std::vector<std::string>> csvHeader(std::string_view line)
{
    if (line.starts_with("\xEF\xBB\xBF"))
        line.remove_prefix(3);
    if (line.find(',') == std::string_view::npos)
        return std::nullopt;
    std::vector<std::string> fields = splitCsvLine(line);
    if (fields.size() < 2 ||
        std::none_of(fields.begin(), fields.end(), [](const std::string& f) { return columnKind(f) == Column::Step; }))
        return std::nullopt;
    return fields;
}

Result<MeasuredRun> readMetricsCsv(const std::vector<std::string>& header, LineReader& lines, int64_t headerLines)
{
    // One run per export: a second step column (another run's "_step") is not read.
    std::vector<Column> kinds;
    for (const std::string& name : header) {
        const Column kind = columnKind(name);
        const bool secondStep =
            kind == Column::Step && std::find(kinds.begin(), kinds.end(), Column::Step) != kinds.end();
        kinds.push_back(secondStep ? Column::Ignored : kind);
    }
    CsvScan scan;
    MeasuredRun& run = scan.state.run;
    run.format = RunLogFormat::MetricsCsv;
    run.linesRead = headerLines;
    std::string line;
    bool tooLong = false;
    bool ended = false;
    while (lines.next(line, tooLong, &ended)) {
        run.linesRead = *checked::add(run.linesRead, 1);
        if (tooLong || (!line.empty() && !ended)) { // a last row without its line end may be cut mid-figure
            run.linesSkipped = *checked::add(run.linesSkipped, 1);
            continue;
        }
        if (trimmed(line).empty())
            continue;
        if (!readRow(kinds, line, scan))
            run.linesSkipped = *checked::add(run.linesSkipped, 1);
    }
    run.stepsRead = std::max(scan.state.stepSeconds.count(), scan.wallStepSeconds.count());
    run.stepsRead = std::max(run.stepsRead, scan.state.tokensPerGpu.count());
    finishTextLog(scan.state);
    if (!run.stepSeconds)
        run.stepSeconds = scan.wallStepSeconds.steadyMedian();
    if (!run.stepSeconds && scan.state.trainRuntime && scan.finalStep > 0)
        run.stepSeconds = *scan.state.trainRuntime / double(scan.finalStep);
    return run;
}

} // namespace tunefit::runlog

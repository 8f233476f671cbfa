// SPDX-License-Identifier: GPL-3.0-or-later
// The run-log entry points: the format recognised from the content (a JSON object, a CSV header, or the first line a
// console format announces), then the format's reader (ConsoleLogs.cpp, TrainerStateLog.cpp, MetricsCsvLog.cpp).
#include "core/runs/RunLog.h"

#include "core/Checked.h"
#include "core/runs/RunLogInternal.h"

#include <array>
#include <filesystem>
#include <fstream>
#include <istream>
#include <system_error>
#include <utility>

namespace tunefit {

namespace {

constexpr std::array<std::pair<RunLogFormat, std::string_view>, 5> kFormatKeys{{
    {RunLogFormat::TrainerState, "trainer_state"},
    {RunLogFormat::TrainerConsole, "trainer_console"},
    {RunLogFormat::Torchtitan, "torchtitan"},
    {RunLogFormat::Megatron, "megatron"},
    {RunLogFormat::MetricsCsv, "metrics_csv"},
}};

constexpr std::array<std::pair<MemoryFigure, std::string_view>, 3> kMemoryKeys{{
    {MemoryFigure::Allocated, "allocated"},
    {MemoryFigure::Reserved, "reserved"},
    {MemoryFigure::Active, "active"},
}};

} // namespace

std::string_view runLogFormatKey(RunLogFormat format)
{
    for (const auto& [value, key] : kFormatKeys) {
        if (value == format)
            return key;
    }
    return {};
}

std::optional<RunLogFormat> runLogFormatFromKey(std::string_view key)
{
    for (const auto& [value, name] : kFormatKeys) {
        if (name == key)
            return value;
    }
    return std::nullopt;
}

std::string_view memoryFigureKey(MemoryFigure figure)
{
    for (const auto& [value, key] : kMemoryKeys) {
        if (value == figure)
            return key;
    }
    return {};
}

std::optional<MemoryFigure> memoryFigureFromKey(std::string_view key)
{
    for (const auto& [value, name] : kMemoryKeys) {
        if (name == key)
            return value;
    }
    return std::nullopt;
}

namespace runlog {

namespace {

bool isBlank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Skips a UTF-8 byte-order mark and blanks; true when what follows is a JSON object ("{" then a quote or "}"), whose
// "{" is then consumed. Otherwise `pending` holds what was consumed of the first line.
bool startsWithJsonObject(std::streambuf& buffer, std::string& pending)
{
    constexpr int eof = std::char_traits<char>::eof();
    if (buffer.sgetc() == 0xEF) {
        for (int i = 0; i < 3 && buffer.sgetc() != eof; ++i)
            buffer.sbumpc();
    }
    while (buffer.sgetc() != eof && isBlank(buffer.sgetc()))
        buffer.sbumpc();
    if (buffer.sgetc() != '{')
        return false;
    buffer.sbumpc();
    pending.assign(1, '{');
    while (buffer.sgetc() == ' ' || buffer.sgetc() == '\t') {
        pending.push_back(' ');
        buffer.sbumpc();
    }
    const int next = buffer.sgetc();
    return next == '"' || next == '}' || next == '\n' || next == '\r';
}

// The rest of a JSON file, at most `limit` bytes in all: FileTooLarge with the size (or, for a stream of unknown
// size, the bytes read before the bound) beyond it.
Result<std::string> readJsonText(std::istream& in, int64_t limit)
{
    std::string text = "{";
    const std::istream::pos_type here = in.tellg();
    if (here != std::istream::pos_type(-1) && in.seekg(0, std::ios::end)) {
        const std::istream::pos_type end = in.tellg();
        in.seekg(here);
        if (end != std::istream::pos_type(-1) && int64_t(end) > limit)
            return Error{ErrorCode::FileTooLarge, "trainer_state", std::to_string(int64_t(end))};
    }
    in.clear();
    std::array<char, 1 << 16> chunk{};
    while (in) {
        in.read(chunk.data(), std::streamsize(chunk.size()));
        const std::streamsize got = in.gcount();
        if (int64_t(text.size()) + got > limit)
            return Error{ErrorCode::FileTooLarge, "trainer_state", std::to_string(int64_t(text.size()) + got)};
        text.append(chunk.data(), size_t(got));
    }
    if (in.bad())
        return Error{ErrorCode::CannotRead, "run_log", {}};
    return text;
}

// One line of a console log: context, format detection, then the format's reader.
void readConsoleLine(std::string& line, std::optional<RunLogFormat>& format, TextLogState& state)
{
    stripAnsi(line);
    readContextLine(line, state);
    if (!format)
        format = detectTextFormat(line);
    if (!format)
        return;
    LineUse use = LineUse::Other;
    switch (*format) {
    case RunLogFormat::Torchtitan:
        use = readTorchtitanLine(line, state);
        break;
    case RunLogFormat::Megatron:
        use = readMegatronLine(line, state);
        break;
    case RunLogFormat::TrainerConsole:
        use = readTrainerConsoleLine(line, state);
        break;
    case RunLogFormat::TrainerState:
    case RunLogFormat::MetricsCsv:
        break;
    }
    if (use == LineUse::Skipped)
        state.run.linesSkipped = *checked::add(state.run.linesSkipped, 1);
}

Result<MeasuredRun> readTextLog(LineReader& lines, const std::istream& in)
{
    TextLogState state;
    std::optional<RunLogFormat> format;
    std::string line;
    bool tooLong = false;
    bool first = true;
    while (lines.next(line, tooLong, &state.lineEnded)) {
        state.run.linesRead = *checked::add(state.run.linesRead, 1);
        if (tooLong) {
            state.run.linesSkipped = *checked::add(state.run.linesSkipped, 1);
            continue;
        }
        if (std::exchange(first, false)) {
            if (const auto header = csvHeader(line))
                return readMetricsCsv(*header, lines, state.run.linesRead);
        }
        readConsoleLine(line, format, state);
    }
    if (in.bad())
        return Error{ErrorCode::CannotRead, "run_log", {}};
    if (!format)
        return Error{ErrorCode::WrongFormat, "run_log", "no_run_log_format"};
    state.run.format = *format;
    finishTextLog(state);
    return state.run;
}

} // namespace

Result<MeasuredRun> readRunLogWith(std::istream& in, const Limits& limits)
{
    std::streambuf* buffer = in.rdbuf();
    if (buffer == nullptr || !in.good())
        return Error{ErrorCode::CannotRead, "run_log", {}};
    std::string pending;
    Result<MeasuredRun> run = Error{ErrorCode::WrongFormat, "run_log", "no_run_log_format"};
    if (startsWithJsonObject(*buffer, pending)) {
        const auto text = readJsonText(in, limits.trainerStateBytes);
        if (!text)
            return text.error();
        run = readTrainerStateJson(*text);
    } else {
        LineReader lines(in, limits.lineBytes, std::move(pending));
        run = readTextLog(lines, in);
    }
    if (run && !hasUsableFigure(*run))
        return Error{ErrorCode::WrongFormat, "run_log", "no_step_time_throughput_or_memory"};
    return run;
}

} // namespace runlog

Result<MeasuredRun> readRunLog(std::istream& in)
{
    return runlog::readRunLogWith(in, runlog::Limits{});
}

Result<MeasuredRun> readRunLogFile(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return Error{ErrorCode::CannotRead, "run_log", path};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error{ErrorCode::CannotOpen, "run_log", path};
    return readRunLog(in);
}

} // namespace tunefit

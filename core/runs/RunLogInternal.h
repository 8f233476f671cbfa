// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the run-log readers (core/runs/*.cpp), not part of the core's interface: the bounded line reader, the
// number and key rules every format uses, the warm-up median, and one entry per format.

#include "core/Result.h"
#include "core/runs/RunLog.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit::runlog {

/// The bounds a read runs under; the public entry points use the header's constants, tests pass small ones.
struct Limits
{
    int64_t lineBytes = kMaxRunLogLineBytes;
    int64_t trainerStateBytes = kMaxTrainerStateBytes;
};

/// readRunLog with explicit bounds.
Result<MeasuredRun> readRunLogWith(std::istream& in, const Limits& limits);

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;

/// Lines of a text log, ended by LF, CRLF or a lone CR (tqdm redraws its bar with CR). A line longer than the bound
/// is consumed without being kept: it comes back empty with tooLong set, so memory stays at the bound.
class LineReader
{
public:
    LineReader(std::istream& in, int64_t maxLineBytes, std::string pending = {});
    /// The next line without its end; false when the stream is exhausted. `ended` says whether the line had its
    /// line end: a last line without one may have been cut mid-figure.
    bool next(std::string& line, bool& tooLong, bool* ended = nullptr);

private:
    std::istream& m_in;
    int64_t m_maxLineBytes;
    std::string m_pending; ///< bytes format detection consumed before the first line
    bool m_atEnd = false;
};

/// Removes ANSI escape sequences (colour codes: torchtitan's Color, Rich, tqdm) in place.
void stripAnsi(std::string& line);

/// A figure a log states: finite and not negative. `thousands` accepts the "," groups Python's {:,} prints
/// (torchtitan's "tps: 10,050"). Trailing text after the number (a unit, "%", "|") is left to the caller.
std::optional<double> parseFigure(std::string_view text, bool thousands = false, size_t* used = nullptr);

/// The figure after `key` in `line` (blanks skipped): absent when the key is not there, present without a value when
/// the text after it is no figure.
struct KeyedFigure
{
    bool present = false;
    std::optional<double> value;
};
KeyedFigure figureAfter(std::string_view line, std::string_view key, bool thousands = false);

/// Which peak a memory series or key names ("memory/max_allocated (GiB)", axolotl's older
/// "memory/max_mem_allocated(gib)", torchtitan's "memory/max_reserved(GiB)"); nullopt for any other key, including
/// the percentages. The value is in GiB.
std::optional<MemoryFigure> memoryKeyFigure(std::string_view key);

/// Values of one per-step series in log order, with memory bounded: past kMaxSeriesValues every other kept value is
/// dropped and the stride doubles, which leaves an even sample of the run for the median.
class Series
{
public:
    void push(double value);
    int64_t count() const { return m_seen; }
    /// The median after warm-up: the first max(1, 10 %) logged values are dropped, because the first steps include
    /// torch.compile, CUDA graph capture, NCCL set-up and the caching allocator's growth (Megatron's first iteration
    /// above takes 7x its steady time; torchtitan's step 1 likewise). A single value is kept: it is then usually the
    /// average over a whole log interval.
    std::optional<double> steadyMedian() const;

private:
    std::vector<double> m_kept;
    int64_t m_seen = 0;
    int64_t m_stride = 1;
};
inline constexpr size_t kMaxSeriesValues = size_t(1) << 16;

/// The highest of each peak a log reports (bytes), and the figure the run keeps: allocated where the log states it
/// (what Tunefit's estimate computes most directly), else reserved, else active.
struct MemoryPeaks
{
    std::optional<double> allocated;
    std::optional<double> reserved;
    std::optional<double> active;

    void add(MemoryFigure figure, double bytes);
    void applyTo(MeasuredRun& run) const;
};

/// What a text log's reader accumulates while it streams.
struct TextLogState
{
    MeasuredRun run;
    Series stepSeconds;
    Series tokensPerGpu;
    Series tflops;
    Series mfu;
    MemoryPeaks memory;
    int64_t lastAcceptedStep = -1;           ///< a later line for a step not above it is another rank's copy
    std::optional<double> trainRuntime;      ///< a Trainer's final train_runtime
    std::optional<double> stepsPerSecond;    ///< its train_steps_per_second
    std::optional<int64_t> maxSteps;         ///< "Total optimization steps = N" (transformers trainer.py)
    std::optional<double> finalTokensPerGpu; ///< its train_tokens_per_second (per device, see TrainerState.cpp)
    bool lineEnded = true;                   ///< the current line had its line end (else it may be cut)
};

/// How a line was used: not a metric line, read, or a metric line that did not parse (counted in linesSkipped).
enum class LineUse
{
    Other,
    Read,
    Skipped,
};

/// Lines that state context whatever the format (GPU name, world size, a Trainer's step count).
void readContextLine(std::string_view line, TextLogState& state);
/// The format a line announces, if any.
std::optional<RunLogFormat> detectTextFormat(std::string_view line);
LineUse readTorchtitanLine(std::string_view line, TextLogState& state);
LineUse readMegatronLine(std::string_view line, TextLogState& state);
LineUse readTrainerConsoleLine(std::string_view line, TextLogState& state);
/// Turns the accumulated series into the run's figures.
void finishTextLog(TextLogState& state);

/// A step figure accepted once per step: false for another rank's copy of a step already read.
bool acceptStep(TextLogState& state, int64_t step);

/// trainer_state.json: `json` is the whole file.
Result<MeasuredRun> readTrainerStateJson(const std::string& json);

/// A CSV export: the header's fields when the first line is one (a step column and at least two columns).
std::optional<std::vector<std::string>> csvHeader(std::string_view line);
/// Reads the rows after `header` from `lines`.
Result<MeasuredRun> readMetricsCsv(const std::vector<std::string>& header, LineReader& lines, int64_t headerLines);
/// Splits one CSV line (RFC 4180 quotes within the line).
std::vector<std::string> splitCsvLine(std::string_view line);

/// True when a run states at least one figure the comparison can use.
bool hasUsableFigure(const MeasuredRun& run);

} // namespace tunefit::runlog

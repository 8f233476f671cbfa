// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A training run's own log, read into measured figures (issue 33): what a user who ran a job holds as evidence of its
// step time and peak memory. The readers stream the text line by line with bounded lines, so a truncated, interleaved,
// multi-gigabyte or hostile log costs bounded memory and never crashes; what could not be read is counted, not
// guessed. Comparing the figures with a prediction is core/evaluate/RunComparison.h; keeping a run and its calibration
// is the catalog's (core/catalog/RunRows.h).

#include "core/Result.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace tunefit {

/// The logs Tunefit reads. The format is recognised from the content, never from the file name.
enum class RunLogFormat
{
    /// Hugging Face Trainer's trainer_state.json (TRL, axolotl, LLaMA-Factory write it): log_history's entries,
    /// the final one with train_runtime, train_samples_per_second, total_flos; axolotl adds memory/* keys.
    TrainerState,
    /// A Trainer's console output (axolotl, TRL, LLaMA-Factory): the logged dicts ({'loss': …, 'memory/…': …}) and
    /// the final {'train_runtime': …} line.
    TrainerConsole,
    /// torchtitan's metric lines: "step: 10  loss: …  memory: 30.12GiB(38.09%)  tps: 6,543  tflops: …  mfu: …%".
    Torchtitan,
    /// Megatron-LM / Megatron-Core iteration lines ("elapsed time per iteration (ms): …", "global batch size: …",
    /// "throughput per GPU (TFLOP/s/GPU): …") and its memory report ("max allocated: … | max reserved: …", MB).
    Megatron,
    /// A TensorBoard or Weights & Biases CSV export of the same series (step, wall time, a value column per series).
    MetricsCsv,
};
/// Stable keys: "trainer_state", "trainer_console", "torchtitan", "megatron", "metrics_csv".
std::string_view runLogFormatKey(RunLogFormat format);
std::optional<RunLogFormat> runLogFormatFromKey(std::string_view key);

/// Which peak a log's memory figure is: the bytes live tensors held at most (torch.cuda.max_memory_allocated), the
/// caching allocator's reserve (max_memory_reserved, what nvidia-smi shows less the CUDA context), or axolotl's
/// "active" bytes (allocated plus the blocks in flight).
enum class MemoryFigure
{
    Allocated,
    Reserved,
    Active,
};
/// Stable keys: "allocated", "reserved", "active".
std::string_view memoryFigureKey(MemoryFigure figure);
std::optional<MemoryFigure> memoryFigureFromKey(std::string_view key);

/// The figures a log gives. Every figure is optional: a log states what it states, and nothing is derived from
/// figures it lacks (the comparison converts between step time and tokens per second with the job's own counts).
struct MeasuredRun
{
    RunLogFormat format = RunLogFormat::TrainerState;
    int64_t stepsRead = 0; ///< logged optimizer steps with a time or throughput figure
    int64_t lastStep = 0;  ///< the highest optimizer step the log reaches
    /// Seconds per optimizer step: the median over the steps after warm-up where the log times each step, else the
    /// run's wall time over its steps (trainer_state's train_runtime / global_step).
    std::optional<double> stepSeconds;
    /// Training tokens per second per GPU as the log states it (torchtitan's tps), median after warm-up.
    std::optional<double> tokensPerSecondPerGpu;
    /// Whole-run rates over all GPUs as a Trainer states them (train_samples_per_second, train_tokens_per_second).
    std::optional<double> samplesPerSecond;
    std::optional<double> tokensPerSecond;
    /// Model TFLOP/s per GPU and MFU (0-1) as the stack computes them: reported for reference, never compared.
    std::optional<double> tflopsPerGpu;
    std::optional<double> mfu;
    /// The highest peak memory per GPU the log reports, in bytes, and which peak it is.
    std::optional<double> peakMemoryBytes;
    MemoryFigure memoryFigure = MemoryFigure::Allocated;
    std::optional<int64_t> globalBatch; ///< sequences per optimizer step where the log states it (Megatron)
    std::optional<int> gpuCount;        ///< where the log states the world size
    std::string gpuName;                ///< the device as the log names it ("NVIDIA H100 80GB HBM3"); empty if not
    int64_t linesRead = 0;
    int64_t linesSkipped = 0; ///< lines over the length bound or not understood where a figure was expected

    bool operator==(const MeasuredRun&) const = default;
};

/// The longest line a reader keeps (longer lines are skipped and counted) and the largest trainer_state.json read
/// whole (its log_history grows by one entry per logged step: a million steps is tens of megabytes).
inline constexpr int64_t kMaxRunLogLineBytes = int64_t(1) << 20;
inline constexpr int64_t kMaxTrainerStateBytes = int64_t(256) << 20;

/// Reads a log from a stream, its format recognised from its first lines. Errors: WrongFormat (no format recognised,
/// or a recognised log without any step time, throughput or memory figure: detail names what was looked for),
/// MalformedJson (a trainer_state.json that does not parse), FileTooLarge (a trainer_state.json over
/// kMaxTrainerStateBytes), CannotRead.
Result<MeasuredRun> readRunLog(std::istream& in);
/// The same from a file: CannotOpen besides the above.
Result<MeasuredRun> readRunLogFile(const std::string& path);

} // namespace tunefit

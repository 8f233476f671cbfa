// SPDX-License-Identifier: GPL-3.0-or-later
// Console logs: torchtitan's step lines, Megatron-LM's iteration and memory lines, and a Hugging Face Trainer's
// logged dicts (axolotl, TRL, LLaMA-Factory). Every figure is found by its key anywhere in the line, so launcher
// prefixes ("[rank0]:", "0: ", "[titan] <time> - root - INFO - ") and interleaved ranks do not matter.
#include "core/Checked.h"
#include "core/runs/RunLogInternal.h"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

namespace tunefit::runlog {

namespace {

bool contains(std::string_view line, std::string_view key)
{
    return line.find(key) != std::string_view::npos;
}

std::optional<int64_t> stepAfter(std::string_view line, std::string_view key)
{
    const KeyedFigure figure = figureAfter(line, key, true);
    if (!figure.value)
        return std::nullopt;
    return checked::toInteger<int64_t>(*figure.value, 0, int64_t(1) << 50);
}

// Megatron's " iteration       71/     100 |": the first "iteration" followed by a number and "/" (the later
// "elapsed time per iteration" is not one).
std::optional<int64_t> megatronIteration(std::string_view line)
{
    for (size_t at = line.find("iteration"); at != std::string_view::npos; at = line.find("iteration", at + 1)) {
        size_t used = 0;
        const std::string_view rest = line.substr(at + 9);
        const auto value = parseFigure(rest, false, &used);
        if (value && used < rest.size() && rest[used] == '/')
            return checked::toInteger<int64_t>(*value, 0, int64_t(1) << 50);
    }
    return std::nullopt;
}

// One 'key': value pair of a printed Python dict; the value without quotes or a numpy wrapper ("np.float64(0.5)").
struct DictPair
{
    std::string_view key;
    std::string_view value;
};

// The pairs of the dict that starts at `open`; nullopt when the dict is not closed (a cut line) or not a dict.
std::optional<std::vector<DictPair>> dictPairs(std::string_view line, size_t open)
{
    std::vector<DictPair> pairs;
    size_t i = open + 1;
    auto skipBlanks = [&] {
        while (i < line.size() && (line[i] == ' ' || line[i] == ','))
            ++i;
    };
    for (skipBlanks(); i < line.size() && line[i] != '}'; skipBlanks()) {
        if (line[i] != '\'')
            return std::nullopt;
        const size_t keyEnd = line.find('\'', i + 1);
        if (keyEnd == std::string_view::npos)
            return std::nullopt;
        DictPair pair{line.substr(i + 1, keyEnd - i - 1), {}};
        i = line.find_first_not_of(' ', keyEnd + 1);
        if (i == std::string_view::npos || line[i] != ':')
            return std::nullopt;
        i = line.find_first_not_of(' ', i + 1);
        if (i == std::string_view::npos)
            return std::nullopt;
        if (line[i] == '\'') { // transformers 4.5x and axolotl print values as formatted strings: '0.7157'
            const size_t end = line.find('\'', i + 1);
            if (end == std::string_view::npos)
                return std::nullopt;
            pair.value = line.substr(i + 1, end - i - 1);
            i = end + 1;
        } else {
            const size_t end = line.find_first_of(",}", i);
            if (end == std::string_view::npos)
                return std::nullopt;
            pair.value = line.substr(i, end - i);
            i = end;
        }
        if (const size_t paren = pair.value.find('('); paren != std::string_view::npos && pair.value.ends_with(')'))
            pair.value = pair.value.substr(paren + 1, pair.value.size() - paren - 2);
        pairs.push_back(pair);
    }
    if (i >= line.size())
        return std::nullopt;
    return pairs;
}

// A whole dict value as a figure: nothing but the number (blanks aside).
std::optional<double> wholeFigure(std::string_view text)
{
    size_t used = 0;
    const auto value = parseFigure(text, false, &used);
    if (!value || text.find_first_not_of(' ', used) != std::string_view::npos)
        return std::nullopt;
    return value;
}

} // namespace

void readContextLine(std::string_view line, TextLogState& state)
{
    // torchtitan/components/metrics.py build_device_memory_monitor(): "CUDA capacity: NVIDIA H100 80GB HBM3 with
    // 79.11GiB memory".
    if (const size_t at = line.find(" capacity: "); at != std::string_view::npos && state.run.gpuName.empty()) {
        const size_t with = line.rfind(" with ");
        if (with != std::string_view::npos && with > at && contains(line.substr(with), "GiB memory"))
            state.run.gpuName = std::string(line.substr(at + 11, std::min<size_t>(with - at - 11, 200)));
    }
    // megatron/training/arguments.py validate_args(): "using world size: 16, data-parallel size: …".
    if (const auto world = stepAfter(line, "using world size:"))
        state.run.gpuCount = checked::toInteger<int>(double(*world), 1, 1 << 24);
    // transformers trainer.py _inner_training_loop(): "  Total optimization steps = 1,000" (max_steps:,).
    if (const auto steps = stepAfter(line, "Total optimization steps ="))
        state.maxSteps = steps;
}

std::optional<RunLogFormat> detectTextFormat(std::string_view line)
{
    if (contains(line, "step:") && (contains(line, " tps: ") || contains(line, " wps: ")) && contains(line, "mfu:"))
        return RunLogFormat::Torchtitan;
    if (contains(line, "elapsed time per iteration (ms):") ||
        (contains(line, "memory (MB)") && contains(line, "max allocated:")))
        return RunLogFormat::Megatron;
    if (contains(line, "{'") && (contains(line, "'loss':") || contains(line, "'train_runtime':") ||
                                 contains(line, "'memory/") || contains(line, "'tokens/train_per_sec_per_gpu':")))
        return RunLogFormat::TrainerConsole;
    return std::nullopt;
}

// torchtitan/components/metrics.py MetricsProcessor.log(): "step: {step:2}  loss: {loss:8.5f}  grad_norm: …
// memory: {max_reserved_gib:5.2f}GiB({pct:.2f}%)  tps: {round(tps):,}  tflops: {tflops:,.2f}  mfu: {mfu:.2f}%", each
// field behind a colour code; tps is tokens per second per device (over the non-data-parallel ranks). grad_norm came
// in 2025-06 (#1339), tflops in 2025-02 (#847); early releases printed "wps" for tps. "validate step:" is skipped.
LineUse readTorchtitanLine(std::string_view line, TextLogState& state)
{
    if (!contains(line, "step:") || contains(line, "validate step:") ||
        !(contains(line, " tps:") || contains(line, " wps:") || contains(line, "memory:")))
        return LineUse::Other;
    const auto step = stepAfter(line, "step:");
    const KeyedFigure memory = figureAfter(line, "memory:");
    KeyedFigure tps = figureAfter(line, " tps:", true);
    if (!tps.present)
        tps = figureAfter(line, " wps:", true);
    const KeyedFigure tflops = figureAfter(line, "tflops:", true);
    const KeyedFigure mfu = figureAfter(line, "mfu:");
    // mfu closes the line: without its "%" or "N/A" the line was cut and a figure before it may be short.
    const size_t mfuAt = line.rfind("mfu:");
    const bool complete =
        mfuAt != std::string_view::npos && (contains(line.substr(mfuAt), "%") || contains(line.substr(mfuAt), "N/A"));
    if (!step || !complete || (memory.present && !memory.value) || !tps.value)
        return LineUse::Skipped;
    if (memory.value)
        state.memory.add(MemoryFigure::Reserved, *memory.value * kGiB);
    if (acceptStep(state, *step)) {
        state.tokensPerGpu.push(*tps.value);
        if (tflops.value)
            state.tflops.push(*tflops.value);
        if (mfu.value)
            state.mfu.push(*mfu.value / 100);
        state.run.stepsRead = *checked::add(state.run.stepsRead, 1);
    }
    return LineUse::Read;
}

// megatron/training/training.py training_log(): " [time] iteration {:8d}/{:8d} | consumed samples: … | elapsed time
// per iteration (ms): {:.1f} | throughput per GPU (TFLOP/s/GPU): {:.1f} | learning rate: … | global batch size: {:5d}
// | … | number of nan iterations: {:3d} |"; the time is the mean over the log interval. Memory:
// megatron/training/utils/common_utils.py report_memory(): "[Rank N] (after K iterations) memory (MB) | allocated: …
// | max allocated: … | reserved: … | max reserved: …", in MiB (bytes / 1024^2), printed by each data-parallel rank 0.
LineUse readMegatronLine(std::string_view line, TextLogState& state)
{
    if (contains(line, "memory (MB)")) {
        const KeyedFigure allocated = figureAfter(line, "max allocated:");
        const KeyedFigure reserved = figureAfter(line, "max reserved:");
        // The line ends in a figure, so only a line with its line end is known whole.
        if (!allocated.value || (reserved.present && !reserved.value) || !state.lineEnded)
            return LineUse::Skipped;
        state.memory.add(MemoryFigure::Allocated, *allocated.value * kMiB);
        if (reserved.value)
            state.memory.add(MemoryFigure::Reserved, *reserved.value * kMiB);
        return LineUse::Read;
    }
    // An iteration line cut before its figures ("iteration 74/100 | consumed samples: 9472 | elapse") still counts.
    const auto iteration = megatronIteration(line);
    if (!contains(line, "elapsed time per iteration (ms):") && !(iteration && contains(line, "consumed samples:")))
        return LineUse::Other;
    const KeyedFigure elapsed = figureAfter(line, "elapsed time per iteration (ms):");
    const KeyedFigure tflops = figureAfter(line, "throughput per GPU (TFLOP/s/GPU):");
    const KeyedFigure batch = figureAfter(line, "global batch size:");
    const size_t last = line.find_last_not_of(' ');
    if (!iteration || !elapsed.value || *elapsed.value <= 0 || last == std::string_view::npos || line[last] != '|')
        return LineUse::Skipped;
    if (batch.value)
        state.run.globalBatch = checked::toInteger<int64_t>(*batch.value, 1, int64_t(1) << 40);
    if (acceptStep(state, *iteration)) {
        state.stepSeconds.push(*elapsed.value / 1000);
        if (tflops.value)
            state.tflops.push(*tflops.value);
        state.run.stepsRead = *checked::add(state.run.stepsRead, 1);
    }
    return LineUse::Read;
}

// transformers trainer_callback.py ProgressCallback.on_log() / PrinterCallback: str(logs) of each logged dict, and the
// final one from trainer.py train() with speed_metrics("train", …): train_runtime, train_samples_per_second (all
// GPUs), train_steps_per_second (rounded to 3 decimals), train_tokens_per_second with include_tokens_per_second.
// axolotl adds the memory/* keys and tokens/train_per_sec_per_gpu (src/axolotl/core/trainers/base.py log()).
LineUse readTrainerConsoleLine(std::string_view line, TextLogState& state)
{
    const size_t open = line.find("{'");
    if (open == std::string_view::npos)
        return LineUse::Other;
    const auto pairs = dictPairs(line, open);
    if (!pairs || pairs->empty())
        return LineUse::Skipped;
    const bool trainStep = std::any_of(pairs->begin(), pairs->end(), [](const DictPair& p) { return p.key == "loss"; });
    bool bad = false;
    for (const DictPair& pair : *pairs) {
        const auto figure = memoryKeyFigure(pair.key);
        const bool wanted = figure || pair.key == "tokens/train_per_sec_per_gpu" || pair.key.starts_with("train_");
        if (!wanted || pair.key == "train_loss")
            continue;
        const auto value = wholeFigure(pair.value);
        if (!value) {
            bad = true;
            continue;
        }
        if (figure)
            state.memory.add(*figure, *value * kGiB);
        else if (pair.key == "tokens/train_per_sec_per_gpu" && trainStep && *value > 0)
            state.tokensPerGpu.push(*value);
        else if (pair.key == "train_runtime" && *value > 0)
            state.trainRuntime = value;
        else if (pair.key == "train_samples_per_second" && *value > 0)
            state.run.samplesPerSecond = value;
        else if (pair.key == "train_steps_per_second" && *value > 0)
            state.stepsPerSecond = value;
        else if (pair.key == "train_tokens_per_second" && *value > 0)
            state.finalTokensPerGpu = value;
    }
    if (trainStep && !bad && std::any_of(pairs->begin(), pairs->end(), [](const DictPair& p) {
            return p.key == "tokens/train_per_sec_per_gpu";
        }))
        state.run.stepsRead = *checked::add(state.run.stepsRead, 1);
    return bad ? LineUse::Skipped : LineUse::Read;
}

void finishTextLog(TextLogState& state)
{
    MeasuredRun& run = state.run;
    run.stepSeconds = state.stepSeconds.steadyMedian();
    if (!run.stepSeconds && state.trainRuntime) {
        // The Trainer's wall time over its steps: max_steps from "Total optimization steps" where the log has it
        // (exact), else 1 / train_steps_per_second (rounded to 3 decimals by speed_metrics).
        if (state.maxSteps && *state.maxSteps > 0) {
            run.stepSeconds = *state.trainRuntime / double(*state.maxSteps);
            run.stepsRead = std::max(run.stepsRead, *state.maxSteps);
            run.lastStep = std::max(run.lastStep, *state.maxSteps);
        } else if (state.stepsPerSecond) {
            run.stepSeconds = 1 / *state.stepsPerSecond;
        }
    }
    run.tokensPerSecondPerGpu = state.tokensPerGpu.steadyMedian();
    if (!run.tokensPerSecondPerGpu)
        run.tokensPerSecondPerGpu = state.finalTokensPerGpu;
    run.tflopsPerGpu = state.tflops.steadyMedian();
    run.mfu = state.mfu.steadyMedian();
    state.memory.applyTo(run);
}

} // namespace tunefit::runlog

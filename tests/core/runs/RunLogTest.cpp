// SPDX-License-Identifier: GPL-3.0-or-later
// The run-log readers (issue 33) on real excerpts (tests/data/run-logs/README.md names each source) and on hand-made
// hostile inputs. Expected figures are read off the fixtures by hand: the warm-up rule drops the first max(1, 10 %)
// logged values and takes the median of the rest.
#include "core/runs/RunLog.h"
#include "core/runs/RunLogInternal.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>

using namespace tunefit;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kMiB = 1024.0 * 1024.0;

std::string fixture(const std::string& name)
{
    return std::string(TUNEFIT_TEST_DATA) + "/run-logs/" + name;
}

MeasuredRun readFixture(const std::string& name)
{
    const auto run = readRunLogFile(fixture(name));
    EXPECT_TRUE(run.ok()) << name << ": " << (run.ok() ? "" : run.error().detail);
    return run.ok() ? *run : MeasuredRun{};
}

Result<MeasuredRun> readText(const std::string& text)
{
    std::istringstream in(text);
    return readRunLog(in);
}

// A torchtitan console line as metrics.py prints it, colour codes included (torchtitan/tools/utils.py Color).
std::string titanLine(int step, const std::string& tps, const std::string& memory = "30.12")
{
    return "\x1b[31mstep: " + std::to_string(step) +
           "  \x1b[32mloss:  3.00000  \x1b[38;2;180;60;0mgrad_norm:  0.5000  " +
           "\x1b[38;2;54;234;195mmemory: " + memory + "GiB(38.09%)  \x1b[34mtps: " + tps +
           "  \x1b[36mtflops: 1,234.50  \x1b[35mmfu: 40.00%\x1b[39m";
}

// A stream that cannot seek or report its size (a pipe).
class OneWayBuffer : public std::streambuf
{
public:
    explicit OneWayBuffer(std::string text) : m_text(std::move(text))
    {
        setg(m_text.data(), m_text.data(), m_text.data() + m_text.size());
    }

private:
    std::string m_text;
};

} // namespace

TEST(RunLogKeys, RoundTrip)
{
    for (const RunLogFormat format : {RunLogFormat::TrainerState, RunLogFormat::TrainerConsole,
                                      RunLogFormat::Torchtitan, RunLogFormat::Megatron, RunLogFormat::MetricsCsv})
        EXPECT_EQ(runLogFormatFromKey(runLogFormatKey(format)), format);
    for (const MemoryFigure figure : {MemoryFigure::Allocated, MemoryFigure::Reserved, MemoryFigure::Active})
        EXPECT_EQ(memoryFigureFromKey(memoryFigureKey(figure)), figure);
    EXPECT_EQ(runLogFormatKey(RunLogFormat::TrainerState), "trainer_state");
    EXPECT_EQ(memoryFigureKey(MemoryFigure::Reserved), "reserved");
    EXPECT_FALSE(runLogFormatFromKey("tensorboard"));
    EXPECT_FALSE(memoryFigureFromKey(""));
}

// PR pytorch/torchtitan#3393: steps 14-21, "[rank0]:" prefixes. tps after dropping step 14: 7,334 7,313 7,282
// 7,322 7,309 7,272 7,304 -> median 7,309.
TEST(RunLogFixtures, TorchtitanRank0)
{
    const MeasuredRun run = readFixture("torchtitan-pr3393-rank0.log");
    EXPECT_EQ(run.format, RunLogFormat::Torchtitan);
    EXPECT_EQ(run.stepsRead, 8);
    EXPECT_EQ(run.lastStep, 21);
    ASSERT_TRUE(run.tokensPerSecondPerGpu);
    EXPECT_DOUBLE_EQ(*run.tokensPerSecondPerGpu, 7309);
    ASSERT_TRUE(run.peakMemoryBytes);
    EXPECT_DOUBLE_EQ(*run.peakMemoryBytes, 9.46 * kGiB);
    EXPECT_EQ(run.memoryFigure, MemoryFigure::Reserved);
    EXPECT_DOUBLE_EQ(run.tflopsPerGpu.value_or(0), 0.52);
    EXPECT_DOUBLE_EQ(run.mfu.value_or(0), 0.0017);
    EXPECT_FALSE(run.stepSeconds);
    EXPECT_EQ(run.linesRead, 8);
    EXPECT_EQ(run.linesSkipped, 0);
}

// PR pytorch/torchtitan#1287: steps 200-250 between GC and profiler lines. After dropping step 200: tps 5,593 5,868
// 5,869 5,864 5,862 -> 5,864; tflops -> 339.59; mfu -> 34.34 %.
TEST(RunLogFixtures, TorchtitanBetweenOtherLines)
{
    const MeasuredRun run = readFixture("torchtitan-pr1287-gc.log");
    EXPECT_EQ(run.format, RunLogFormat::Torchtitan);
    EXPECT_EQ(run.stepsRead, 6);
    EXPECT_EQ(run.lastStep, 250);
    EXPECT_DOUBLE_EQ(run.tokensPerSecondPerGpu.value_or(0), 5864);
    EXPECT_DOUBLE_EQ(run.tflopsPerGpu.value_or(0), 339.59);
    EXPECT_DOUBLE_EQ(run.mfu.value_or(0), 0.3434);
    EXPECT_DOUBLE_EQ(run.peakMemoryBytes.value_or(0), 49.66 * kGiB);
    EXPECT_EQ(run.linesRead, 10);
    EXPECT_EQ(run.linesSkipped, 0);
}

// PR pytorch/torchtitan#2389: seven ranks print step 4 (tps 10,050 or 10,049), then step 5 (10,007). Each step
// counts once; after dropping step 4 the median is step 5's.
TEST(RunLogFixtures, TorchtitanInterleavedRanks)
{
    const MeasuredRun run = readFixture("torchtitan-pr2389-ranks.log");
    EXPECT_EQ(run.stepsRead, 2);
    EXPECT_EQ(run.lastStep, 5);
    EXPECT_DOUBLE_EQ(run.tokensPerSecondPerGpu.value_or(0), 10007);
    EXPECT_DOUBLE_EQ(run.tflopsPerGpu.value_or(0), 313.36);
    EXPECT_DOUBLE_EQ(run.mfu.value_or(0), 0.1393);
    EXPECT_DOUBLE_EQ(run.peakMemoryBytes.value_or(0), 66.91 * kGiB);
    EXPECT_EQ(run.linesSkipped, 0);
}

// Ling-V2 docs/gpu_based_training.md: iterations 1-10. After dropping iteration 1 (79,489.9 ms): 11182.0 10883.5
// 10840.4 10765.6 10827.5 10767.4 10758.5 10727.4 10720.6 ms -> 10,767.4 ms; TFLOP/s/GPU -> 133.1; memory report
// "max allocated: 63359.77001953125" MB.
TEST(RunLogFixtures, MegatronWithMemoryReport)
{
    const MeasuredRun run = readFixture("megatron-ling-v2-pretrain.log");
    EXPECT_EQ(run.format, RunLogFormat::Megatron);
    EXPECT_EQ(run.stepsRead, 10);
    EXPECT_EQ(run.lastStep, 10);
    EXPECT_DOUBLE_EQ(run.stepSeconds.value_or(0), 10.7674);
    EXPECT_DOUBLE_EQ(run.tflopsPerGpu.value_or(0), 133.1);
    EXPECT_EQ(run.globalBatch, 128);
    EXPECT_DOUBLE_EQ(run.peakMemoryBytes.value_or(0), 63359.77001953125 * kMiB);
    EXPECT_EQ(run.memoryFigure, MemoryFigure::Allocated);
    EXPECT_EQ(run.linesSkipped, 0);
}

// NVIDIA/Megatron-LM#756 (Mixtral 8x7B, 16 H100): iterations 71-73, then iteration 74 cut mid-line as pasted.
// After dropping 71: 5470.7 and 5829.9 ms -> 5650.3 ms; TFLOP/s/GPU 238.7 and 224.0 -> 231.35.
TEST(RunLogFixtures, MegatronCutLastLine)
{
    const MeasuredRun run = readFixture("megatron-issue756-mixtral.log");
    EXPECT_EQ(run.stepsRead, 3);
    EXPECT_EQ(run.lastStep, 73);
    EXPECT_NEAR(run.stepSeconds.value_or(0), 5.6503, 1e-12);
    EXPECT_NEAR(run.tflopsPerGpu.value_or(0), 231.35, 1e-12);
    EXPECT_EQ(run.globalBatch, 128);
    EXPECT_FALSE(run.peakMemoryBytes);
    EXPECT_EQ(run.linesRead, 4);
    EXPECT_EQ(run.linesSkipped, 1);
}

// axolotl-ai-cloud/axolotl#3196: five logged dicts with the August 2025 memory keys (max_mem_allocated 25.45, then
// 34.89 GiB), the sixth cut mid-key. No step time or rate in these dicts.
TEST(RunLogFixtures, AxolotlConsoleMemory)
{
    const MeasuredRun run = readFixture("axolotl-issue3196-console.log");
    EXPECT_EQ(run.format, RunLogFormat::TrainerConsole);
    EXPECT_DOUBLE_EQ(run.peakMemoryBytes.value_or(0), 34.89 * kGiB);
    EXPECT_EQ(run.memoryFigure, MemoryFigure::Allocated);
    EXPECT_FALSE(run.stepSeconds);
    EXPECT_FALSE(run.tokensPerSecondPerGpu);
    EXPECT_EQ(run.stepsRead, 0);
    EXPECT_EQ(run.linesRead, 6);
    EXPECT_EQ(run.linesSkipped, 1);
}

// aa-n/Qwen3_Lora trainer_state.json: Qwen3-14B LoRA, global_step 768, train_runtime 5980.6912 s.
TEST(RunLogFixtures, TrainerStateFinalMetrics)
{
    const MeasuredRun run = readFixture("qwen3-14b-lora-trainer_state.json");
    EXPECT_EQ(run.format, RunLogFormat::TrainerState);
    EXPECT_EQ(run.lastStep, 768);
    EXPECT_EQ(run.stepsRead, 768);
    EXPECT_DOUBLE_EQ(run.stepSeconds.value_or(0), 5980.6912 / 768);
    EXPECT_DOUBLE_EQ(run.samplesPerSecond.value_or(0), 14.427);
    EXPECT_FALSE(run.peakMemoryBytes);
    EXPECT_FALSE(run.tokensPerSecondPerGpu);
}

// Hand-made TensorBoard export: wall-time gaps 30, 20, 20.5, 20.5, 20 s over 10 steps each -> 3.0, 2.0, 2.05, 2.05,
// 2.0 s/step; after dropping the first, the median of 2.0, 2.05, 2.05, 2.0 is 2.025.
TEST(RunLogFixtures, TensorBoardCsv)
{
    const MeasuredRun run = readFixture("handmade-tensorboard-export.csv");
    EXPECT_EQ(run.format, RunLogFormat::MetricsCsv);
    EXPECT_EQ(run.lastStep, 50);
    EXPECT_EQ(run.stepsRead, 5);
    EXPECT_NEAR(run.stepSeconds.value_or(0), 2.025, 1e-9);
    EXPECT_FALSE(run.peakMemoryBytes);
}

// Hand-made W&B export: _runtime 2.5 s apart per step; memory series up to 21.25 GiB (a gap in step 4).
TEST(RunLogFixtures, WandbCsv)
{
    const MeasuredRun run = readFixture("handmade-wandb-export.csv");
    EXPECT_EQ(run.format, RunLogFormat::MetricsCsv);
    EXPECT_EQ(run.lastStep, 5);
    EXPECT_NEAR(run.stepSeconds.value_or(0), 2.5, 1e-12);
    EXPECT_DOUBLE_EQ(run.peakMemoryBytes.value_or(0), 21.25 * kGiB);
    EXPECT_EQ(run.memoryFigure, MemoryFigure::Allocated);
    EXPECT_EQ(run.linesSkipped, 0);
}

TEST(RunLogWarmup, DropsTheFirstTenthThenTakesTheMedian)
{
    runlog::Series series;
    EXPECT_FALSE(series.steadyMedian());
    series.push(42);
    EXPECT_EQ(series.steadyMedian(), 42); // a single logged figure is kept
    runlog::Series twelve;                // drops max(1, 12 / 10) = 1: the 100 s compile step
    for (const double v : {100.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0})
        twelve.push(v);
    EXPECT_EQ(twelve.steadyMedian(), 15);
    runlog::Series twentyFive; // drops 2 (both slow), median of 1..23 is 12
    twentyFive.push(500);
    twentyFive.push(400);
    for (int v = 1; v <= 23; ++v)
        twentyFive.push(v);
    EXPECT_EQ(twentyFive.steadyMedian(), 12);
    runlog::Series even; // drops 1: median of 2, 4, 6, 8 is 5
    for (const double v : {99.0, 8.0, 2.0, 6.0, 4.0})
        even.push(v);
    EXPECT_EQ(even.steadyMedian(), 5);
}

TEST(RunLogWarmup, LongSeriesStayBounded)
{
    runlog::Series series;
    for (int i = 0; i < 1'000'000; ++i)
        series.push(i < 1000 ? 1e6 : double(i % 100));
    EXPECT_EQ(series.count(), 1'000'000);
    const auto median = series.steadyMedian();
    ASSERT_TRUE(median);
    EXPECT_NEAR(*median, 49.5, 2.0); // an even sample of 0..99 (every 16th value once the series is decimated)
}

TEST(RunLogWarmup, TorchtitanLogAppliesIt)
{
    std::string log;
    for (int step = 1; step <= 12; ++step)
        log += titanLine(step, step == 1 ? "1,000" : std::to_string(2000 + step)) + "\n";
    const auto run = readText(log);
    ASSERT_TRUE(run.ok());
    // Steps 2..12 after dropping step 1: 2002..2012 -> 2007.
    EXPECT_DOUBLE_EQ(run->tokensPerSecondPerGpu.value_or(0), 2007);
    EXPECT_DOUBLE_EQ(run->tflopsPerGpu.value_or(0), 1234.5);
    EXPECT_DOUBLE_EQ(run->mfu.value_or(0), 0.4);
    EXPECT_DOUBLE_EQ(run->peakMemoryBytes.value_or(0), 30.12 * kGiB);
}

TEST(RunLogHostile, LongLineIsSkippedAndCounted)
{
    std::string log(2 << 20, 'x');
    log += "\n" + titanLine(1, "6,543") + "\n" + titanLine(2, "6,600") + "\n";
    const auto run = readText(log);
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->linesRead, 3);
    EXPECT_EQ(run->linesSkipped, 1);
    EXPECT_DOUBLE_EQ(run->tokensPerSecondPerGpu.value_or(0), 6600);
    // The reader never holds more than the bound: the long line comes back empty.
    std::istringstream in(std::string(2 << 20, 'y') + "\nshort");
    runlog::LineReader lines(in, kMaxRunLogLineBytes);
    std::string line;
    bool tooLong = false;
    ASSERT_TRUE(lines.next(line, tooLong));
    EXPECT_TRUE(tooLong);
    EXPECT_TRUE(line.empty());
    EXPECT_LE(int64_t(line.capacity()), kMaxRunLogLineBytes + 64);
    ASSERT_TRUE(lines.next(line, tooLong));
    EXPECT_FALSE(tooLong);
    EXPECT_EQ(line, "short");
    EXPECT_FALSE(lines.next(line, tooLong));
}

TEST(RunLogHostile, CrlfAndAnsiReadAlike)
{
    std::string lf;
    std::string crlf;
    for (int step = 1; step <= 5; ++step) {
        lf += titanLine(step, "7,000") + "\n";
        crlf += titanLine(step, "7,000") + "\r\n";
    }
    const auto a = readText(lf);
    const auto b = readText(crlf);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(a->linesRead, 5);
    EXPECT_EQ(b->linesRead, 5);
    EXPECT_EQ(b->stepsRead, 5);
    EXPECT_EQ(a->tokensPerSecondPerGpu, b->tokensPerSecondPerGpu);
    EXPECT_DOUBLE_EQ(b->tokensPerSecondPerGpu.value_or(0), 7000);
}

TEST(RunLogHostile, CutTorchtitanLineIsSkipped)
{
    // The last line stops inside its tps ("7,2" would read as 7): skipped, not read short.
    const std::string log = titanLine(1, "7,200") + "\n" + titanLine(2, "7,300") + "\n" +
                            "[rank0]:[titan] - root - INFO - step:  3  loss:  3.1  memory:  9.46GiB(64.99%)  tps: 7,2";
    const auto run = readText(log);
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->linesSkipped, 1);
    EXPECT_EQ(run->lastStep, 2);
    EXPECT_DOUBLE_EQ(run->tokensPerSecondPerGpu.value_or(0), 7300);
}

TEST(RunLogHostile, InterleavedRankPrefixes)
{
    // torchrun --tee style "[rankN]:" and srun -l style "N: " prefixes; Megatron memory reports from two ranks.
    const std::string log =
        "0: using world size: 16, data-parallel size: 8, context-parallel size: 1\n"
        "8: [Rank 8] (after 10 iterations) memory (MB) | allocated: 100.0 | max allocated: 2048.0 | reserved: 3000.0 "
        "| max reserved: 3072.0\n"
        "0: [Rank 0] (after 10 iterations) memory (MB) | allocated: 100.0 | max allocated: 1024.0 | reserved: 3000.0 "
        "| max reserved: 4096.0\n"
        "15:  [2024-04-06 03:02:12] iteration       10/     100 | consumed samples:          640 | elapsed time per "
        "iteration (ms): 1500.0 | throughput per GPU (TFLOP/s/GPU): 200.0 | global batch size:    64 | number of nan "
        "iterations:   0 |\n"
        "15:  [2024-04-06 03:02:14] iteration       20/     100 | consumed samples:         1280 | elapsed time per "
        "iteration (ms): 1000.0 | throughput per GPU (TFLOP/s/GPU): 300.0 | global batch size:    64 | number of nan "
        "iterations:   0 |\n";
    const auto run = readText(log);
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->format, RunLogFormat::Megatron);
    EXPECT_EQ(run->gpuCount, 16);
    EXPECT_DOUBLE_EQ(run->peakMemoryBytes.value_or(0), 2048 * kMiB);
    EXPECT_EQ(run->memoryFigure, MemoryFigure::Allocated);
    EXPECT_DOUBLE_EQ(run->stepSeconds.value_or(0), 1.0);
    EXPECT_EQ(run->globalBatch, 64);
    EXPECT_EQ(run->lastStep, 20);

    const std::string titan = "[rank1]:" + titanLine(1, "5,000", "40.00") + "\n[rank0]:" + titanLine(1, "5,010") +
                              "\n[rank0]:" + titanLine(2, "5,100") + "\n[rank1]:" + titanLine(2, "5,090", "40.00") +
                              "\n[rank0]:[titan] CUDA capacity: NVIDIA H100 80GB HBM3 with 79.11GiB memory\n";
    const auto t = readText(titan);
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(t->stepsRead, 2);
    EXPECT_DOUBLE_EQ(t->tokensPerSecondPerGpu.value_or(0), 5100);
    EXPECT_DOUBLE_EQ(t->peakMemoryBytes.value_or(0), 40.0 * kGiB); // the highest rank's peak
    EXPECT_EQ(t->gpuName, "NVIDIA H100 80GB HBM3");
}

TEST(RunLogHostile, TrainerConsoleStringsAndStepCount)
{
    // transformers 4.5x and axolotl print values as strings; "Total optimization steps" gives the exact step count.
    const std::string log =
        "[INFO|2025-04-29 14:31:39] trainer.py:2422 >>   Total optimization steps = 1,000\n"
        " 10%|#         | 100/1000 [00:50<07:30,  2.00it/s]\r 20%|##        | 200/1000 [01:40<06:40,  2.00it/s]\n"
        "{'loss': '0.7157', 'grad_norm': '12.79', 'learning_rate': '0', 'ppl': '2.046', 'memory/max_active (GiB)': "
        "'2.98', 'memory/max_allocated (GiB)': '2.98', 'memory/device_reserved (GiB)': '4.12', "
        "'tokens/train_per_sec_per_gpu': '3049', 'epoch': '0.1333'}\n"
        "{'train_runtime': '500.0', 'train_samples_per_second': '64', 'train_steps_per_second': '2', "
        "'train_tokens_per_second': '5000', 'train_loss': '1.0', 'epoch': '1'}\n";
    const auto run = readText(log);
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->format, RunLogFormat::TrainerConsole);
    EXPECT_DOUBLE_EQ(run->stepSeconds.value_or(0), 0.5);
    EXPECT_EQ(run->stepsRead, 1000);
    EXPECT_EQ(run->lastStep, 1000);
    EXPECT_DOUBLE_EQ(run->samplesPerSecond.value_or(0), 64);
    EXPECT_DOUBLE_EQ(run->tokensPerSecondPerGpu.value_or(0), 3049);
    EXPECT_DOUBLE_EQ(run->peakMemoryBytes.value_or(0), 2.98 * kGiB);
    EXPECT_EQ(run->linesSkipped, 0);

    // Without the step count: 1 / train_steps_per_second.
    const auto bare = readText("{'train_runtime': 158.8, 'train_samples_per_second': 26.2, 'train_steps_per_second': "
                               "1.638, 'train_loss': 1.567, 'epoch': 1.0}\n");
    ASSERT_TRUE(bare.ok());
    EXPECT_DOUBLE_EQ(bare->stepSeconds.value_or(0), 1 / 1.638);
}

TEST(RunLogHostile, GarbageLinesCountOnlyWhenTheyLookLikeMetrics)
{
    const std::string log = "Loading checkpoint shards: 100%|##########| 4/4\n" + titanLine(1, "1,000") +
                            "\nrandom words step: here\n" + titanLine(2, "nonsense") + "\n" + titanLine(3, "1,100") +
                            "\n";
    const auto run = readText(log);
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->linesRead, 5);
    EXPECT_EQ(run->linesSkipped, 1); // only the step line whose tps is no figure
}

TEST(RunLogJson, OverTheBound)
{
    const std::string path = fixture("qwen3-14b-lora-trainer_state.json");
    std::ifstream file(path, std::ios::binary);
    const auto seekable = runlog::readRunLogWith(file, {kMaxRunLogLineBytes, 100});
    ASSERT_FALSE(seekable.ok());
    EXPECT_EQ(seekable.error().code, ErrorCode::FileTooLarge);
    EXPECT_EQ(seekable.error().detail, "1103"); // the file's size

    std::ifstream again(path, std::ios::binary);
    std::stringstream text;
    text << again.rdbuf();
    OneWayBuffer pipe(text.str());
    std::istream in(&pipe);
    const auto streamed = runlog::readRunLogWith(in, {kMaxRunLogLineBytes, 100});
    ASSERT_FALSE(streamed.ok());
    EXPECT_EQ(streamed.error().code, ErrorCode::FileTooLarge);
    OneWayBuffer pipe2(text.str());
    std::istream in2(&pipe2);
    EXPECT_TRUE(runlog::readRunLogWith(in2, {}).ok()); // the same through a pipe, within the bound
}

TEST(RunLogJson, MalformedAndCutRuns)
{
    const auto malformed = readText("{\"log_history\": [ {\"step\": 1,, } ]");
    ASSERT_FALSE(malformed.ok());
    EXPECT_EQ(malformed.error().code, ErrorCode::MalformedJson);

    // Cut before the final metrics: memory and per-step rates still count, no step time. NaN as Python writes it.
    const auto cut = readText(R"json({"global_step": 20, "log_history": [
      {"loss": 1.5, "grad_norm": NaN, "step": 10, "memory/max_allocated (GiB)": 20.5,
       "memory/device_reserved (GiB)": 24.0, "tokens/train_per_sec_per_gpu": 3000.0},
      {"loss": 1.4, "step": 20, "memory/max_allocated (GiB)": "21.5", "tokens/train_per_sec_per_gpu": 3100.0}]})json");
    ASSERT_TRUE(cut.ok()) << cut.error().detail;
    EXPECT_FALSE(cut->stepSeconds);
    EXPECT_EQ(cut->lastStep, 20);
    EXPECT_EQ(cut->stepsRead, 2);
    EXPECT_DOUBLE_EQ(cut->peakMemoryBytes.value_or(0), 21.5 * kGiB);
    EXPECT_EQ(cut->memoryFigure, MemoryFigure::Allocated);
    EXPECT_DOUBLE_EQ(cut->tokensPerSecondPerGpu.value_or(0), 3100);

    // Losses only: recognised, but nothing to compare.
    const auto lossOnly = readText(R"({"global_step": 2, "log_history": [{"loss": 1.5, "step": 1}]})");
    ASSERT_FALSE(lossOnly.ok());
    EXPECT_EQ(lossOnly.error().code, ErrorCode::WrongFormat);
    EXPECT_EQ(lossOnly.error().detail, "no_step_time_throughput_or_memory");

    const auto other = readText(R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 4096})");
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.error().code, ErrorCode::WrongFormat);
}

TEST(RunLogErrors, WrongFormat)
{
    for (const std::string& text : {std::string(), std::string("hello\nworld\n"), std::string("\xEF\xBB\xBF  \n\n"),
                                    std::string(1 << 10, '\0')}) {
        const auto run = readText(text);
        ASSERT_FALSE(run.ok());
        EXPECT_EQ(run.error().code, ErrorCode::WrongFormat);
        EXPECT_EQ(run.error().detail, "no_run_log_format");
    }
    // A recognised format without any figure: one Megatron line whose figures are all missing.
    const auto empty = readText(" iteration 1/ 10 | consumed samples: 8 | elapsed time per iteration (ms): x |\n");
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().detail, "no_step_time_throughput_or_memory");
    // A CSV without a step or time figure.
    const auto csv = readText("Step,Value\n1,2\n2,3\n");
    ASSERT_FALSE(csv.ok());
    EXPECT_EQ(csv.error().code, ErrorCode::WrongFormat);
}

TEST(RunLogErrors, Files)
{
    const auto missing = readRunLogFile(fixture("no-such-log.txt"));
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::CannotOpen);
    const auto folder = readRunLogFile(std::string(TUNEFIT_TEST_DATA) + "/run-logs");
    ASSERT_FALSE(folder.ok());
    EXPECT_EQ(folder.error().code, ErrorCode::CannotRead);
}

TEST(RunLogNumbers, FiguresAsTheStacksPrintThem)
{
    EXPECT_EQ(runlog::parseFigure("10,050  tflops", true), 10050);
    EXPECT_EQ(runlog::parseFigure("1,234,567", true), 1234567);
    EXPECT_EQ(runlog::parseFigure("10,05", true), 10); // no group of three: the comma ends the number
    EXPECT_EQ(runlog::parseFigure("10,050", false), 10);
    EXPECT_EQ(runlog::parseFigure(" 2.999998E-05 |"), 2.999998e-05);
    EXPECT_FALSE(runlog::parseFigure("-1.0"));
    EXPECT_FALSE(runlog::parseFigure("nan"));
    EXPECT_FALSE(runlog::parseFigure("inf"));
    EXPECT_FALSE(runlog::parseFigure("1e999"));
    EXPECT_FALSE(runlog::parseFigure(""));
    EXPECT_EQ(runlog::memoryKeyFigure("memory/max_memory_allocated(gib)"), MemoryFigure::Allocated);
    EXPECT_EQ(runlog::memoryKeyFigure("memory/device_mem_reserved(gib)"), MemoryFigure::Reserved);
    EXPECT_EQ(runlog::memoryKeyFigure("memory/max_active (GiB)"), MemoryFigure::Active);
    EXPECT_FALSE(runlog::memoryKeyFigure("memory/max_reserved(%)"));
    EXPECT_FALSE(runlog::memoryKeyFigure("loss"));
}

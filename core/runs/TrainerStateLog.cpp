// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face Trainer's trainer_state.json (transformers trainer_callback.py TrainerState.save_to_json: json.dumps
// with indent=2, sort_keys=True): global_step, max_steps and log_history, one entry per logged step (the logged dict
// plus "step"), and, once training finished, a last entry with train_runtime, train_samples_per_second,
// train_steps_per_second, total_flos and train_loss (trainer.py train() after speed_metrics).
#include "core/Checked.h"
#include "core/io/PythonJson.h"
#include "core/runs/RunLogInternal.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <string>

namespace tunefit::runlog {

namespace {

// A figure stored as a JSON number, or as a numeric string (axolotl formats its logged values as strings).
std::optional<double> figureOf(const QJsonValue& value)
{
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number >= 0 && std::isfinite(number))
            return number;
        return std::nullopt;
    }
    if (value.isString()) {
        const std::string text = value.toString().toStdString();
        size_t used = 0;
        const auto number = parseFigure(text, false, &used);
        if (number && used == text.size())
            return number;
    }
    return std::nullopt;
}

std::optional<int64_t> stepOf(const QJsonValue& value)
{
    const auto figure = figureOf(value);
    if (!figure)
        return std::nullopt;
    return checked::toInteger<int64_t>(*figure, 0, int64_t(1) << 50);
}

// What one log_history entry adds; its final entry (train_runtime) gives the run's wall time.
struct StateScan
{
    TextLogState state;
    std::optional<int64_t> finalStep;
};

void scanEntry(const QJsonObject& entry, StateScan& scan)
{
    TextLogState& state = scan.state;
    const auto step = stepOf(entry.value(QStringLiteral("step")));
    if (step)
        state.run.lastStep = std::max(state.run.lastStep, *step);
    for (auto it = entry.begin(); it != entry.end(); ++it) {
        const std::string key = it.key().toStdString();
        if (const auto figure = memoryKeyFigure(key)) {
            if (const auto value = figureOf(it.value()))
                state.memory.add(*figure, *value * kGiB);
        }
    }
    if (entry.contains(QStringLiteral("loss"))) {
        if (const auto rate = figureOf(entry.value(QStringLiteral("tokens/train_per_sec_per_gpu")));
            rate && *rate > 0) {
            state.tokensPerGpu.push(*rate);
            state.run.stepsRead = *checked::add(state.run.stepsRead, 1);
        }
    }
    const auto runtime = figureOf(entry.value(QStringLiteral("train_runtime")));
    if (!runtime || *runtime <= 0)
        return;
    state.trainRuntime = runtime;
    scan.finalStep = step;
    if (const auto samples = figureOf(entry.value(QStringLiteral("train_samples_per_second"))); samples && *samples > 0)
        state.run.samplesPerSecond = samples;
    // transformers' TrainingArguments: include_tokens_per_second computes "the number of tokens per second per
    // device" (the dataloader's tokens on one process over the runtime).
    if (const auto tokens = figureOf(entry.value(QStringLiteral("train_tokens_per_second"))); tokens && *tokens > 0)
        state.finalTokensPerGpu = tokens;
}

} // namespace

Result<MeasuredRun> readTrainerStateJson(const std::string& json)
{
    // Copied only when a Python constant is there: a file near kMaxTrainerStateBytes is then held once, not twice.
    const bool pythonConstants = json.find("NaN") != std::string::npos || json.find("Infinity") != std::string::npos;
    const QByteArray bytes = pythonConstants ? withPythonConstantsAsNull(json)
                                             : QByteArray::fromRawData(json.data(), qsizetype(json.size()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::MalformedJson, "trainer_state", std::to_string(parseError.offset)};
    const QJsonObject root = doc.object();
    const QJsonValue history = root.value(QStringLiteral("log_history"));
    if (!doc.isObject() || !history.isArray())
        return Error{ErrorCode::WrongFormat, "trainer_state", "no_log_history"};
    StateScan scan;
    scan.state.run.format = RunLogFormat::TrainerState;
    for (const QJsonValue& entry : history.toArray()) {
        scan.state.run.linesRead = *checked::add(scan.state.run.linesRead, 1);
        if (entry.isObject())
            scanEntry(entry.toObject(), scan);
        else
            scan.state.run.linesSkipped = *checked::add(scan.state.run.linesSkipped, 1);
    }
    const auto globalStep = stepOf(root.value(QStringLiteral("global_step")));
    MeasuredRun& run = scan.state.run;
    run.lastStep = std::max(run.lastStep, globalStep.value_or(0));
    finishTextLog(scan.state);
    // The run's wall time over its steps: the final entry's step is global_step. A run cut before that entry has no
    // step time here (its train_runtime is never written); its memory and per-step rates still count.
    const int64_t steps = scan.finalStep.value_or(globalStep.value_or(0));
    if (scan.state.trainRuntime && steps > 0) {
        run.stepSeconds = *scan.state.trainRuntime / double(steps);
        run.stepsRead = std::max(run.stepsRead, steps);
    }
    return run;
}

} // namespace tunefit::runlog

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/RunRows.h"

#include "core/catalog/StoreColumns.h"
#include "core/catalog/StoreRows.h"
#include "core/catalog/TextFields.h"
#include "core/training/EnumKeys.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

namespace tunefit {

namespace {

/// The most GPUs a run may name: a hundred thousand is beyond any cluster a job runs on today.
constexpr int kMaxRunGpus = 100'000;
/// The largest memory correction a calibration may carry: 1 TiB either way, beyond any GPU's memory.
constexpr double kMaxMemoryOffsetBytes = double(int64_t(1) << 40);
/// The largest figure or count a run may hold (a rate, a byte count, a number of steps or lines): 10^15 is beyond any
/// log (a petabyte of memory per GPU, a million times a cluster's tokens per second), so a larger one is a broken log.
constexpr double kMaxFigure = 1e15;

bool hasControlCharacter(const std::string& text)
{
    return std::ranges::any_of(text, [](char c) { return (unsigned char)(c) < 0x20 || c == '\x7f'; });
}

/// Whether `text` is valid UTF-8 (PostgreSQL refuses anything else, and SQLite would keep it unreadable to Qt).
bool isUtf8(const std::string& text)
{
    const QByteArray bytes(text.data(), qsizetype(text.size()));
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

std::string shown(const std::string& value)
{
    return value.substr(0, 120);
}

/// An id or a name: non-empty where required, one line, no spaces around it, at most kMaxRunIdLength.
std::optional<Error> checkName(const std::string& value, const char* field, bool required)
{
    if (required && value.empty())
        return Error{ErrorCode::MissingValue, field, {}};
    if (value.size() > kMaxRunIdLength)
        return Error{ErrorCode::OutOfRange, field, std::to_string(value.size()) + " characters",
                     AllowedRange{1, double(kMaxRunIdLength)}};
    // A name with a line break or a tab would break the CLI's table and the window's list; spaces around a name make
    // two entries that look the same.
    const bool padded = !value.empty() && (value.front() == ' ' || value.back() == ' ');
    if (hasControlCharacter(value) || padded || !isUtf8(value))
        return Error{ErrorCode::InvalidValue, field, shown(value)};
    return std::nullopt;
}

/// A line of text (a log's name, a summary): at most kMaxRunTextLength, without control characters.
std::optional<Error> checkText(const std::string& value, const char* field)
{
    if (value.size() > kMaxRunTextLength)
        return Error{ErrorCode::OutOfRange, field, std::to_string(value.size()) + " characters",
                     AllowedRange{0, double(kMaxRunTextLength)}};
    if (hasControlCharacter(value) || !isUtf8(value))
        return Error{ErrorCode::InvalidValue, field, shown(value)};
    return std::nullopt;
}

/// An ISO UTC time ("2026-12-05T11:10:28Z"), or empty.
std::optional<Error> checkTime(const std::string& value, const char* field)
{
    if (value.empty())
        return std::nullopt;
    const QDateTime time = QDateTime::fromString(QString::fromStdString(value), Qt::ISODate);
    if (value.size() > 40 || !time.isValid() || !catalog_text::isIsoDate(value.substr(0, 10)))
        return Error{ErrorCode::InvalidValue, field, shown(value)};
    return std::nullopt;
}

std::string numberText(double value)
{
    return std::isfinite(value) ? std::to_string(value) : (std::isnan(value) ? "nan" : "inf");
}

/// A measured figure: finite and not negative.
std::optional<Error> checkFigure(const std::optional<double>& value, const char* field)
{
    if (value && (!std::isfinite(*value) || *value < 0 || *value > kMaxFigure))
        return Error{ErrorCode::OutOfRange, field, numberText(*value), AllowedRange{0, kMaxFigure}};
    return std::nullopt;
}

std::optional<Error> checkCount(int64_t value, const char* field)
{
    if (value < 0 || double(value) > kMaxFigure)
        return Error{ErrorCode::OutOfRange, field, std::to_string(value), AllowedRange{0, kMaxFigure}};
    return std::nullopt;
}

std::optional<Error> checkGpuCount(int64_t value, const char* field)
{
    if (value < 1 || value > kMaxRunGpus)
        return Error{ErrorCode::OutOfRange, field, std::to_string(value), AllowedRange{1, double(kMaxRunGpus)}};
    return std::nullopt;
}

/// The log's own figures (core/runs/RunLog.h), named by their columns.
std::optional<Error> checkMeasured(const MeasuredRun& run)
{
    if (runLogFormatKey(run.format).empty())
        return Error{ErrorCode::InvalidValue, "format", std::to_string(int(run.format))};
    if (memoryFigureKey(run.memoryFigure).empty())
        return Error{ErrorCode::InvalidValue, "memory_figure", std::to_string(int(run.memoryFigure))};
    const std::pair<int64_t, const char*> counts[] = {{run.stepsRead, "steps_read"},
                                                      {run.lastStep, "last_step"},
                                                      {run.linesRead, "lines_read"},
                                                      {run.linesSkipped, "lines_skipped"},
                                                      {run.globalBatch.value_or(0), "global_batch"}};
    for (const auto& [value, field] : counts) {
        if (auto error = checkCount(value, field))
            return error;
    }
    const std::pair<const std::optional<double>*, const char*> figures[] = {
        {&run.stepSeconds, "step_seconds"},
        {&run.tokensPerSecondPerGpu, "tokens_per_second_per_gpu"},
        {&run.samplesPerSecond, "samples_per_second"},
        {&run.tokensPerSecond, "tokens_per_second"},
        {&run.tflopsPerGpu, "tflops_per_gpu"},
        {&run.mfu, "mfu"},
        {&run.peakMemoryBytes, "peak_memory_bytes"}};
    for (const auto& [value, field] : figures) {
        if (auto error = checkFigure(*value, field))
            return error;
    }
    if (run.gpuCount) {
        if (auto error = checkGpuCount(*run.gpuCount, "gpu_count_logged"))
            return error;
    }
    return checkText(run.gpuName, "logged_gpu_name");
}

} // namespace

bool sameData(const RunEntry& a, const RunEntry& b)
{
    RunEntry copy = a;
    copy.origin = b.origin;
    copy.rowVersion = b.rowVersion;
    return copy == b;
}

bool sameData(const CalibrationEntry& a, const CalibrationEntry& b)
{
    CalibrationEntry copy = a;
    copy.origin = b.origin;
    copy.rowVersion = b.rowVersion;
    return copy == b;
}

std::optional<Error> validateRunEntry(const RunEntry& entry)
{
    if (auto error = checkName(entry.id, "id", true))
        return error;
    if (auto error = checkText(entry.logName, "log_name"))
        return error;
    if (auto error = checkName(entry.gpu, "gpu_name", true))
        return error;
    if (auto error = checkGpuCount(entry.gpuCount, "gpu_count"))
        return error;
    if (auto error = checkTime(entry.addedAt, "added_at"))
        return error;
    if (auto error = checkMeasured(entry.measured))
        return error;
    // The job file is JSON: line breaks and tabs are its own, but not NUL (PostgreSQL's text cannot hold it).
    if (int64_t(entry.jobJson.size()) > kMaxRunJobBytes)
        return Error{ErrorCode::OutOfRange, "job_json", std::to_string(entry.jobJson.size()) + " bytes",
                     AllowedRange{0, double(kMaxRunJobBytes)}};
    if (entry.jobJson.find('\0') != std::string::npos || !isUtf8(entry.jobJson))
        return Error{ErrorCode::InvalidValue, "job_json", {}};
    return std::nullopt;
}

std::optional<Error> validateCalibrationEntry(const CalibrationEntry& entry)
{
    if (auto error = checkName(entry.gpu, "gpu_name", true))
        return error;
    if (entry.method && keyOf(methodKeys(), *entry.method).empty())
        return Error{ErrorCode::InvalidValue, "method_scope", std::to_string(int(*entry.method))};
    const double factor = entry.timeFactor;
    if (!std::isfinite(factor) || factor < kMinTimeFactor || factor > kMaxTimeFactor)
        return Error{ErrorCode::OutOfRange, "time_factor", numberText(factor),
                     AllowedRange{kMinTimeFactor, kMaxTimeFactor}};
    if (entry.memoryOffsetBytes) {
        const double offset = *entry.memoryOffsetBytes;
        if (!std::isfinite(offset) || std::abs(offset) > kMaxMemoryOffsetBytes)
            return Error{ErrorCode::OutOfRange, "memory_offset_bytes", numberText(offset),
                         AllowedRange{-kMaxMemoryOffsetBytes, kMaxMemoryOffsetBytes}};
    }
    if (auto error = checkName(entry.runId, "run_id", true))
        return error;
    if (auto error = checkText(entry.runSummary, "run_summary"))
        return error;
    return checkTime(entry.createdAt, "created_at");
}

namespace store_detail {

namespace {

QVariant toVariant(const std::string& value)
{
    return QVariant(QString::fromStdString(value));
}
QVariant toVariant(int64_t value)
{
    return QVariant(qint64(value));
}
QVariant toVariant(int value)
{
    return QVariant(value);
}
QVariant toVariant(double value)
{
    return QVariant(value);
}
QVariant toVariant(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<double>());
}
QVariant toVariant(const std::optional<int64_t>& value)
{
    return value ? QVariant(qint64(*value)) : QVariant(QMetaType::fromType<qint64>());
}
QVariant toVariant(const std::optional<int>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

void fromVariant(const QVariant& value, std::string& to)
{
    to = value.toString().toStdString();
}
void fromVariant(const QVariant& value, int64_t& to)
{
    to = value.toLongLong();
}
void fromVariant(const QVariant& value, int& to)
{
    to = value.toInt();
}
void fromVariant(const QVariant& value, double& to)
{
    to = value.toDouble();
}
template <class X> void fromVariant(const QVariant& value, std::optional<X>& to)
{
    if (value.isNull()) {
        to.reset();
        return;
    }
    X read{};
    fromVariant(value, read);
    to = read;
}

/// A column of the row itself.
template <class T, auto M> StoreColumn<T> field(const char* name)
{
    return {name, [](const T& row) { return toVariant(row.*M); },
            [](T& row, const QVariant& value) { fromVariant(value, row.*M); }};
}

/// A column of the run's measured figures.
template <auto M> StoreColumn<RunEntry> measured(const char* name)
{
    return {name, [](const RunEntry& row) { return toVariant(row.measured.*M); },
            [](RunEntry& row, const QVariant& value) { fromVariant(value, row.measured.*M); }};
}

/// A key column of the run's figures: a key this Tunefit does not know (a newer one's) reads as the default.
template <class E, E MeasuredRun::*M, std::string_view (*ToKey)(E), std::optional<E> (*FromKey)(std::string_view)>
StoreColumn<RunEntry> measuredKey(const char* name)
{
    return {name, [](const RunEntry& row) { return toVariant(std::string(ToKey(row.measured.*M))); },
            [](RunEntry& row, const QVariant& value) {
                if (const auto parsed = FromKey(value.toString().toStdString()))
                    row.measured.*M = *parsed;
            }};
}

std::string scopeKey(const std::optional<Method>& method)
{
    return method ? std::string(keyOf(methodKeys(), *method)) : std::string();
}

} // namespace

const TableSpec<RunEntry>& runTable()
{
    static const TableSpec<RunEntry> spec = {
        "runs",
        {
            field<RunEntry, &RunEntry::id>("id"),
            measuredKey<RunLogFormat, &MeasuredRun::format, runLogFormatKey, runLogFormatFromKey>("format"),
            measured<&MeasuredRun::stepsRead>("steps_read"),
            measured<&MeasuredRun::lastStep>("last_step"),
            measured<&MeasuredRun::stepSeconds>("step_seconds"),
            measured<&MeasuredRun::tokensPerSecondPerGpu>("tokens_per_second_per_gpu"),
            measured<&MeasuredRun::samplesPerSecond>("samples_per_second"),
            measured<&MeasuredRun::tokensPerSecond>("tokens_per_second"),
            measured<&MeasuredRun::tflopsPerGpu>("tflops_per_gpu"),
            measured<&MeasuredRun::mfu>("mfu"),
            measured<&MeasuredRun::peakMemoryBytes>("peak_memory_bytes"),
            measuredKey<MemoryFigure, &MeasuredRun::memoryFigure, memoryFigureKey, memoryFigureFromKey>(
                "memory_figure"),
            measured<&MeasuredRun::globalBatch>("global_batch"),
            measured<&MeasuredRun::gpuCount>("gpu_count_logged"),
            measured<&MeasuredRun::gpuName>("logged_gpu_name"),
            measured<&MeasuredRun::linesRead>("lines_read"),
            measured<&MeasuredRun::linesSkipped>("lines_skipped"),
            field<RunEntry, &RunEntry::logName>("log_name"),
            field<RunEntry, &RunEntry::gpu>("gpu_name"),
            field<RunEntry, &RunEntry::gpuCount>("gpu_count"),
            field<RunEntry, &RunEntry::jobJson>("job_json"),
            field<RunEntry, &RunEntry::addedAt>("added_at"),
        },
        {"id"},
        [](const RunEntry& row) { return row.id; },
    };
    return spec;
}

const TableSpec<CalibrationEntry>& calibrationTable()
{
    static const TableSpec<CalibrationEntry> spec = {
        "calibrations",
        {
            field<CalibrationEntry, &CalibrationEntry::gpu>("gpu_name"),
            {"method_scope", [](const CalibrationEntry& row) { return toVariant(scopeKey(row.method)); },
             [](CalibrationEntry& row, const QVariant& value) {
                 // An unknown key never reads as "every method": selectCalibrations() leaves such a row out.
                 row.method = enumFromKey(methodKeys(), value.toString().toStdString());
             }},
            field<CalibrationEntry, &CalibrationEntry::timeFactor>("time_factor"),
            field<CalibrationEntry, &CalibrationEntry::memoryOffsetBytes>("memory_offset_bytes"),
            field<CalibrationEntry, &CalibrationEntry::runId>("run_id"),
            field<CalibrationEntry, &CalibrationEntry::runSummary>("run_summary"),
            field<CalibrationEntry, &CalibrationEntry::createdAt>("created_at"),
        },
        {"gpu_name", "method_scope"},
        // The identity as text (tombstones, conflict details): the scope after a unit separator.
        [](const CalibrationEntry& row) { return row.gpu + '\x1f' + scopeKey(row.method); },
    };
    return spec;
}

std::vector<StoredRow<RunEntry>> selectRuns(const QSqlDatabase& db)
{
    std::vector<StoredRow<RunEntry>> rows = selectAll(db, runTable());
    std::ranges::sort(rows, [](const StoredRow<RunEntry>& a, const StoredRow<RunEntry>& b) {
        return std::tie(a.value.addedAt, a.value.id) < std::tie(b.value.addedAt, b.value.id);
    });
    return rows;
}

std::vector<StoredRow<CalibrationEntry>> selectCalibrations(const QSqlDatabase& db)
{
    const auto& spec = calibrationTable();
    QSqlQuery query = prepared(
        db, QStringLiteral("SELECT %1, method_scope FROM %2").arg(selectList(spec), QString::fromLatin1(spec.name)));
    exec(query, "select");
    const int scopeColumn = int(spec.columns.size()) + 3; // after the row id, origin, version and data columns
    std::vector<StoredRow<CalibrationEntry>> rows;
    while (query.next()) {
        const std::string scope = query.value(scopeColumn).toString().toStdString();
        if (!scope.empty() && !enumFromKey(methodKeys(), scope))
            continue;
        rows.push_back(readRow(query, spec));
    }
    std::ranges::sort(rows, [](const StoredRow<CalibrationEntry>& a, const StoredRow<CalibrationEntry>& b) {
        return std::pair(a.value.gpu, scopeKey(a.value.method)) < std::pair(b.value.gpu, scopeKey(b.value.method));
    });
    return rows;
}

} // namespace store_detail

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/RunImport.h"

#include "core/catalog/GpuNameMap.h"
#include "core/import/ConfigImport.h"
#include "core/import/ModelLocator.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/ModelNames.h"
#include "core/report/JobFile.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace tunefit {

namespace {

constexpr int kMaxRunGpus = 100000;

/// A Tunefit job file: JSON that names its format near the start.
bool isJobFile(const std::string& head)
{
    const auto first = head.find_first_not_of(" \t\r\n");
    return first != std::string::npos && head[first] == '{' && head.find("\"tunefit-job\"") != std::string::npos;
}

Result<JobDocument> jobFileDocument(std::ifstream& in, const std::string& path)
{
    std::string text;
    text.resize(size_t(kMaxRunJobBytes) + 1);
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(size_t(in.gcount()));
    if (int64_t(text.size()) > kMaxRunJobBytes)
        return Error{ErrorCode::FileTooLarge, path, std::to_string(text.size())};
    return readJobFile(text);
}

/// A training config as `tunefit import` reads it, its model resolved (or named by `model`).
Result<JobDocument> configDocument(const RunFiles& files, const Catalog& catalog, int64_t steps)
{
    ImportOptions options;
    options.models.userModels = catalog.models;
    auto imported = importTrainingConfig(files.configPath, options);
    if (!imported)
        return imported.error();
    ImportedJob job = std::move(imported).value();
    if (!files.model.empty()) {
        const std::string folder = std::filesystem::path(files.configPath).parent_path().string();
        auto located = import::locateModel(files.model, folder, options.models);
        if (!located)
            return located.error();
        if (located->source == ModelSource::NotFound)
            return unresolvedModelError(located->resolution, "model", files.model);
        job.job.model = located->spec;
        job.job.modelReading = located->reading;
    } else if (job.modelSource == ModelSource::NotFound) {
        return unresolvedModelError(job.modelResolution, "model", job.modelName.value_or(""));
    }
    if (job.job.steps <= 0 && job.job.datasetTokens <= 0)
        job.job.steps = std::max<int64_t>(1, steps);
    JobDocument document;
    document.job = job.job;
    return document;
}

Result<JobDocument> runJob(const RunFiles& files, const Catalog& catalog, int64_t steps)
{
    if (files.job)
        return *files.job;
    std::ifstream in(files.configPath, std::ios::binary);
    if (!in)
        return Error{ErrorCode::CannotOpen, files.configPath, ""};
    std::string head(4096, '\0');
    in.read(head.data(), std::streamsize(head.size()));
    head.resize(size_t(in.gcount()));
    in.clear();
    in.seekg(0);
    return isJobFile(head) ? jobFileDocument(in, files.configPath) : configDocument(files, catalog, steps);
}

/// The catalog GPU: the one given, else the device the log names where the catalog knows it.
Result<std::string> runGpu(const RunFiles& files, const MeasuredRun& measured, const Catalog& catalog)
{
    if (!files.gpu.empty()) {
        if (!findGpu(catalog, files.gpu))
            return Error{ErrorCode::UnknownGpu, "gpu", files.gpu};
        return files.gpu;
    }
    if (!measured.gpuName.empty()) {
        const auto named = GpuNameMap(catalog).resolve("", measured.gpuName, "", 0);
        if (named && findGpu(catalog, *named))
            return *named;
    }
    return Error{ErrorCode::MissingOption, "gpu", measured.gpuName};
}

/// The log's file name without its extension, numbered ("-2", "-3", …) when a run has it already.
std::string freeRunId(const Catalog& catalog, const std::string& logPath)
{
    std::string base = std::filesystem::path(logPath).stem().string();
    if (base.empty())
        base = "run";
    base.resize(std::min(base.size(), kMaxRunIdLength - 8));
    const auto taken = [&](const std::string& id) {
        return std::any_of(catalog.runs.begin(), catalog.runs.end(), [&](const RunEntry& r) { return r.id == id; });
    };
    std::string id = base;
    for (int n = 2; taken(id); ++n)
        id = base + "-" + std::to_string(n);
    return id;
}

} // namespace

Result<RunEntry> runFromFiles(const RunFiles& files, const Catalog& catalog, RunInput* failed)
{
    const auto refuse = [failed](RunInput input, Error error) -> Result<RunEntry> {
        if (failed)
            *failed = input;
        return error;
    };
    auto measured = readRunLogFile(files.logPath);
    if (!measured)
        return refuse(RunInput::Log, measured.error());
    std::optional<JobDocument> job; // none: the run is kept to be listed, not compared
    if (files.job || !files.configPath.empty()) {
        auto read = runJob(files, catalog, measured->lastStep);
        if (!read)
            return refuse(RunInput::Config, read.error());
        job = std::move(read).value();
    }
    auto gpu = runGpu(files, *measured, catalog);
    if (!gpu)
        return refuse(RunInput::Gpu, gpu.error());
    const int gpus = files.gpuCount > 0 ? files.gpuCount
                                        : measured->gpuCount.value_or(job ? std::max(1, job->job.parallel.gpus) : 1);
    if (gpus < 1 || gpus > kMaxRunGpus)
        return refuse(RunInput::GpuCount,
                      Error{ErrorCode::OutOfRange, "gpus", std::to_string(gpus), AllowedRange{1, kMaxRunGpus}});
    RunEntry run;
    run.id = files.id.empty() ? freeRunId(catalog, files.logPath) : files.id;
    run.measured = *measured;
    run.logName = std::filesystem::path(files.logPath).filename().string();
    run.gpu = *gpu;
    run.gpuCount = gpus;
    run.jobJson = job ? writeJobFile(*job) : std::string();
    run.addedAt = files.now;
    return run;
}

} // namespace tunefit

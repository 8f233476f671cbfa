// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the job flags of `tunefit estimate` / `tunefit plan` (app/cli/JobOptions.cpp, compiled in). The input
// is split into argv words at whitespace; the job they describe goes through the estimator and the planner.
#include "FuzzSupport.h"
#include "cli/JobOptions.h"

#include <QCommandLineParser>
#include <QStringList>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    QStringList arguments{QStringLiteral("tunefit")};
    const QList<QByteArray> words =
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)).simplified().split(' ');
    for (const QByteArray& word : words) {
        // --config names a file to read: a fuzzer-made path could be /dev/zero or a FIFO. The config.json parser has
        // its own target (HfConfigFuzzer).
        if (word.isEmpty() || word.startsWith("--config") || word.startsWith("-config"))
            continue;
        arguments.append(QString::fromUtf8(word));
    }

    cli::JobOptions options;
    QCommandLineParser parser;
    options.addTo(parser);
    const QCommandLineOption gpuMemory{QStringLiteral("gpu-memory"), QString(), QStringLiteral("GiB")};
    parser.addOption(gpuMemory);
    if (!parser.parse(arguments))
        return 0;
    const auto inputs = cli::readJobOptions(options, parser);
    if (!inputs)
        return 0;
    std::optional<Error> error;
    if (parser.isSet(gpuMemory))
        (void)cli::realOption(parser, gpuMemory, error);

    Job job = fuzz::defaultJob(inputs->model);
    job.setup = inputs->setup;
    job.parallel = inputs->parallel;
    fuzz::exerciseJob(job);
    return 0;
}

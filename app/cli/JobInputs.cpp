// SPDX-License-Identifier: GPL-3.0-or-later
// The job the flags give, as the commands use it; apart from JobOptions.cpp, which the fuzzer links with the core only.
#include "cli/CliSupport.h"
#include "cli/JobOptions.h"
#include "present/JobWording.h"

using namespace tunefit::present;

namespace tunefit::cli {

Job jobFromInputs(const JobInputs& inputs, const QString& command)
{
    Job job = inputs.file.value_or(Job{});
    job.model = inputs.model;
    job.setup = inputs.setup;
    job.parallel = inputs.parallel;
    if (inputs.reading)
        job.modelReading = inputs.reading;
    if (job.modelReading)
        err() << command << QStringLiteral(": ")
              << JobOptions::tr("note: %1").arg(present::modelReadingText(*job.modelReading)) << "\n";
    return job;
}

QJsonObject modelReadingJson(const ModelReading& reading)
{
    auto text = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    QJsonObject o;
    o[QStringLiteral("as_named")] = QString::fromStdString(reading.asNamed);
    o[QStringLiteral("resolved_as")] = QString::fromStdString(reading.entryId);
    o[QStringLiteral("hub_id")] = QString::fromStdString(reading.entryHubId);
    o[QStringLiteral("rule")] = text(nameRuleKey(reading.rule));
    o[QStringLiteral("upload_format")] = text(uploadFormatKey(reading.format));
    return o;
}

} // namespace tunefit::cli

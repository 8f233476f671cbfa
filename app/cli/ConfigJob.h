// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ImportedJob.h"
#include "core/report/JobFile.h"

#include <QString>

#include <optional>

namespace tunefit::cli {

/// The job document a training config describes, as `import --out` writes it and `report --from` reads it: the
/// model must be found (or `model` names a preset or config.json), the job must be valid, and a file without
/// max_steps needs `tokens`. The Error names the option or the file's key.
Result<JobDocument> jobDocumentFromConfig(ImportedJob job, const std::optional<QString>& model,
                                          const std::optional<QString>& tokens);

} // namespace tunefit::cli

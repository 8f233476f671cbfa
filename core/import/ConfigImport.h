// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ImportedJob.h"
#include "core/import/ModelLocator.h"

#include <optional>
#include <string>
#include <string_view>

namespace tunefit {

struct ImportOptions
{
    Job base;                   ///< the job the import starts from: what the files do not set stays as here
    import::ModelSearch models; ///< where the model's config.json may be found
    /// The folder files a config names may be read from (IncludePath.h); empty: the config's own folder. Never a
    /// file above it, a link out of it or a special file.
    std::string root;
};

/// The stack a file belongs to, from its content (never its extension); nullopt when it is no training config.
std::optional<Stack> sniffStack(std::string_view text);

/// Reads a training configuration of any supported stack into a job (see ImportedJob). Files it names (a DeepSpeed
/// JSON, an accelerate config, the YAML a launch script runs) are read relative to its folder, then its parent folders
/// up to ImportOptions::root (launchers run from the repository root), and only when they are of the kind the key
/// names. Errors name the file, line and key in Error::field
/// ("path:line: key"); on an error nothing is returned to apply. A model found nowhere is not an error
/// (ImportedJob::modelSource says NotFound and the job keeps the base's model).
Result<ImportedJob> importTrainingConfig(const std::string& path, const ImportOptions& options = {});
/// The same for text already read (`path` names it in origins and resolves what it includes).
Result<ImportedJob> importTrainingConfigText(std::string_view text, const std::string& path,
                                             const ImportOptions& options = {});

} // namespace tunefit

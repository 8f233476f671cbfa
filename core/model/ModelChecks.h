// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/model/ModelSpec.h"

#include <optional>

namespace tunefit {

/// Range and consistency checks of the architecture mechanisms beyond the basic dimensions: latent attention,
/// per-layer attention windows, multi-token-prediction blocks and the vision tower. The config importer and
/// validateModel() both run them, so a job file or a preset cannot bring in what a config.json could not.
std::optional<Error> checkArchitectureMechanisms(const ModelSpec& model);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ImportedJob.h"
#include "core/model/ModelNames.h"
#include "core/model/ModelSpec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tunefit::import {

/// Where to look for models on this computer; empty fields are taken from the environment ($HF_HUB_CACHE, $HF_HOME,
/// $HOME), so tests can point at a fixture folder.
struct ModelSearch
{
    std::string hubCache; ///< the folder holding models--ORG--NAME/
    bool useEnvironment = true;
    /// The user's model library entries (Catalog::models), read before the bundled ones by the one name rule.
    std::vector<tunefit::ModelPreset> userModels;
};

/// The model a config names, as found.
struct LocatedModel
{
    ModelSource source = ModelSource::NotFound;
    ModelSpec spec;
    std::string presetId;
    std::string configPath;
    std::optional<int64_t> safetensorsParams;
    std::string safetensorsDType;
    std::optional<tunefit::ModelReading> reading; ///< how the name was read, when not by an entry's exact name
    tunefit::NameResolution resolution;           ///< the library's answer (suggestions when NotFound)
};

/// Finds the model: a local folder with config.json (`name` as a path, absolute or relative to
/// `baseDir`: what the stack loads), else a library entry by the one name rule (core/model/ModelNames.h), else the
/// Hugging Face cache. A config.json that exists but cannot be read is an Error; a model found
/// nowhere is ModelSource::NotFound.
Result<LocatedModel> locateModel(const std::string& name, const std::string& baseDir, const ModelSearch& search = {});

/// The hub cache folder of `search` (environment applied); empty when there is none.
std::string hubCacheFolder(const ModelSearch& search);

/// Models the Hugging Face cache holds: their Hub ids (ORG/NAME) with a readable config.json, sorted.
std::vector<std::string> cachedModels(const ModelSearch& search = {});

/// Exact parameter count and the dominant stored dtype of the safetensors files in `folder`: the headers only (8-byte
/// little-endian length, then that many bytes of JSON), each at most 100 MiB, never the tensor data.
/// nullopt when the folder has no safetensors files; an Error when a header is malformed.
Result<std::optional<std::pair<int64_t, std::string>>> safetensorsParameters(const std::string& folder);

} // namespace tunefit::import

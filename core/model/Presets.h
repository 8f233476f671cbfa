// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"

#include <span>
#include <string>
#include <string_view>

namespace tunefit {

/// Where a model library entry comes from: compiled in, or added by the user (a config.json, a fetch, a team
/// catalog).
enum class ModelOrigin
{
    Bundled,
    User
};

/// A model library entry: an architecture with the facts of its public config.json and where they came from.
struct ModelPreset
{
    std::string id;         ///< stable key, e.g. "llama-3.1-8b"
    std::string hfRepo;     ///< the Hub id the facts come from, e.g. "meta-llama/Llama-3.1-8B"
    std::string family;     ///< e.g. "Llama 3.1"
    ModelSpec spec;         ///< spec.publishedParamsB holds the model card's count
    std::string source;     ///< where the config.json facts were read (a URL or a file)
    std::string sourceDate; ///< ISO date the source was read or published; empty when not recorded
    ModelOrigin origin = ModelOrigin::Bundled;
};

/// All bundled presets, in display order: the hand-written ones, then the model library's entries
/// (resources/catalog/models.json, core/model/ModelLibrary.h).
std::span<const ModelPreset> modelPresets();
/// The presets whose numbers were typed into Presets.cpp by hand.
std::span<const ModelPreset> handWrittenPresets();

/// Finds a preset by id or by its Hugging Face repo name (case-insensitive); nullptr if unknown.
const ModelPreset* findPreset(std::string_view idOrRepo);

/// Whether two descriptions are the same model: its name and the sizes that decide its count.
bool sameArchitecture(const ModelSpec& a, const ModelSpec& b);
/// The bundled preset a model is (a job saved with it names the preset), or nullptr for an imported or edited one.
const ModelPreset* presetMatching(const ModelSpec& model);

} // namespace tunefit

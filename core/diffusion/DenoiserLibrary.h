// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DenoiserSpec.h"
#include "core/diffusion/DiffusionJob.h"

#include <QByteArray>
#include <QJsonValue>

#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// The denoisers, text encoders and VAEs of resources/catalog/denoisers.json (issue 34), each from its real config.
struct DenoiserLibrary
{
    std::vector<DenoiserSpec> denoisers;
    std::vector<TextEncoderSpec> textEncoders;
    std::vector<VaeSpec> vaes;
    /// Entries the reader refused: "key: reason" (a test holds the bundled file to none).
    std::vector<std::string> rejected;
};

/// Reads the file. Every entry is checked (sizes in range, its text encoders and VAE listed); a bad entry is refused
/// alone. Errors: MalformedJson, WrongFormat (no "denoisers" list).
Result<DenoiserLibrary> readDenoiserLibrary(const QByteArray& json);

/// The library compiled into the program (resource :/models/denoisers.json), read once.
const DenoiserLibrary& bundledDenoiserLibrary();

/// The denoiser a name means: its key, a Hugging Face id or alias (case-insensitive), or an id without its
/// organisation ("FLUX.1-dev"). Errors: UnknownPreset with the nearest keys as suggestions.
Result<DenoiserSpec> findDenoiser(const DenoiserLibrary& library, std::string_view name);

/// A job on the named denoiser at its defaults: its resolution (and frame count), its encoders and VAE from the
/// library. A published fine-tune the library lists (DenoiserSpec::fineTunes) runs as its base, named in
/// DiffusionJob::modelGiven. Errors: those of findDenoiser.
Result<DiffusionJob> diffusionJobFor(const DenoiserLibrary& library, std::string_view model);

/// The current job moved onto another denoiser (`fresh`, a job at that denoiser's defaults): the new denoiser's sample
/// size (resolution, frames), the current adapter, precision, placements, optimizer, GPUs and steps; the prompt length
/// and the swapped blocks back to the new denoiser's own, which differ from model to model.
DiffusionJob withSettingOf(DiffusionJob fresh, const DiffusionJob& current);

/// A JSON value as compact text ("[320,640,1280]", "38", "true", "\"rms_norm\""): what diffusers signatures compare.
std::string compactJson(const QJsonValue& value);

const TextEncoderSpec* findTextEncoder(const DenoiserLibrary& library, std::string_view key);
const VaeSpec* findVae(const DenoiserLibrary& library, std::string_view key);

} // namespace tunefit

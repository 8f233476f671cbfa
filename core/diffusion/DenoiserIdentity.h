// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DenoiserSpec.h"
#include "core/import/SafetensorsHeader.h"

#include <QByteArray>
#include <QString>

#include <string>

namespace tunefit {

/// A library denoiser recognized from a user's diffusers config (issue 34): a fine-tune of a library model
/// ("Lykon/dreamshaper-8", a local SDXL checkpoint converted to diffusers) keeps its base's class and shape keys, so
/// the estimate runs on the base's architecture and says so.
struct IdentifiedDenoiser
{
    DenoiserSpec spec;
    std::string className;  ///< the config's class; empty for a single-file checkpoint
    std::string configFile; ///< the config.json or checkpoint read, as the path was given
    int keysCompared = 0;   ///< the signature's keys the config agreed on
};

/// The library denoiser whose signature (DenoiserSpec::diffusers) the config has: its class, and the same value for
/// every key of the signature the config holds (at least one). Keys the signature does not list (the diffusers
/// version, the sample size) are not compared, nor those the config leaves to the class's defaults.
/// Errors: MalformedJson, WrongFormat (not an object), MissingKey "_class_name"; UnknownPreset with field
/// "denoiser_class" (no library entry of the class; detail: the class) or "denoiser_config" (detail: how the config
/// differs from the nearest entry of its class, "key: value ≠ value" joined by "; ", empty when it agrees on no key;
/// suggestions: that entry);
/// AmbiguousModel (several entries have the signature; suggestions: their keys).
/// What a pipeline folder's model_index.json says beside the denoiser's config: its class and how many denoisers it
/// holds (transformer, transformer_2); compared with the signatures that name them. Empty for a lone config.
struct PipelineFacts
{
    std::string className;
    int transformers = 0;
};
Result<IdentifiedDenoiser> identifyDenoiser(const DenoiserLibrary& library, const QByteArray& configJson,
                                            const PipelineFacts& pipeline = {});

/// The library denoiser a single-file checkpoint's tensors are (DenoiserSpec::singleFile): every tensor its signature
/// names, with that shape where it gives one, and none it lists as absent. The result's className is empty and
/// keysCompared counts the tensors compared. Errors: UnknownPreset with field "denoiser_weights" (detail: how the
/// file differs from the nearest entry, "tensor: [shape] ≠ [shape]", or "tensor: [shape] ≠ ∅" for one the entry has
/// not, joined by "; ", with that entry as the suggestion; empty when the file holds the named tensors of no entry);
/// AmbiguousModel (several entries; suggestions: their keys).
Result<IdentifiedDenoiser> identifyDenoiserByWeights(const DenoiserLibrary& library,
                                                     const import::SafetensorsTensors& tensors);

/// The config a local path holds, recognized: a diffusers pipeline folder (model_index.json names the transformer or
/// unet component; its config.json is read), a model folder with a config.json, or a config file (a pipeline's
/// model_index.json leads to its component the same way), or a single-file checkpoint (a .safetensors file: its
/// header alone is read, identifyDenoiserByWeights). Errors: CannotOpen, FileTooLarge, IncludeRefused (not a
/// plain file), MissingKey "transformer" (a model_index.json without a denoiser), identifyDenoiser's, and for a
/// checkpoint import::readSafetensorsHeader's and identifyDenoiserByWeights'.
Result<IdentifiedDenoiser> identifyDenoiserAt(const DenoiserLibrary& library, const QString& path);

/// What a job names as the fine-tune a path leads to: the folder of a pipeline's model_index.json or of a model's
/// config.json (what the trainers load), else the path (a folder, a single-file checkpoint).
QString fineTunePath(const QString& path);

/// The current job moved onto the library model a fine-tune's folder, config or single file is built on
/// (withSettingOf), fineTunePath kept as DiffusionJob::modelGiven. Errors: identifyDenoiserAt's.
Result<DiffusionJob> fineTuneJob(const DenoiserLibrary& library, const DiffusionJob& current, const QString& path);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// An image or video job in the job file (JobFile.h, version 12) and in `tunefit diffusion --json`: one set of keys.
#pragma once

#include "core/Result.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionJob.h"

#include <QJsonObject>

namespace tunefit {

struct JobDocument;

/// The setting by its stable keys: method, rank, lora_targets, width, height, frames, batch, accumulation, precision,
/// fp32_weights, text_encoders, text_encoder_precision, vae, checkpointing, swap_blocks, optimizer.
QJsonObject diffusionSettingObject(const DiffusionSetting& setting);
/// {"model": library key, "setting": {...}, "gpus": n, "steps": n}.
QJsonObject diffusionJobObject(const DiffusionJob& job);
/// The job an object describes, its model from the library and every value checked (checkDiffusionJob). Errors:
/// MissingKey, WrongType, UnknownValue (field = the key path under "diffusion."), UnknownPreset, OutOfRange.
Result<DiffusionJob> readDiffusionJobObject(const QJsonObject& object, const DenoiserLibrary& library);

/// The job file's version-12 keys: "task" and the image or video job, written when the document holds one.
void writeJobTask(const JobDocument& document, QJsonObject& root);
/// Reads them (absent: a language-model job, no image or video job). Errors: those of readDiffusionJobObject,
/// UnknownValue for a task that is not a key or names an image or video job the file does not hold.
std::optional<Error> readJobTask(const QJsonObject& root, JobDocument& document);

} // namespace tunefit

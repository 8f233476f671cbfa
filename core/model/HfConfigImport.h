// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/model/ModelSpec.h"

#include <QByteArray>
#include <QString>

namespace tunefit {

/// Reads a Hugging Face config.json (standard keys, older aliases such as n_layer/n_embd, nested text_config,
/// MoE keys). A missing required key yields Error{ErrorCode::MissingKey, <key>}; malformed JSON
/// Error{ErrorCode::MalformedJson}.
Result<ModelSpec> modelFromHfConfig(const QByteArray& json, const std::string& name = {});
Result<ModelSpec> modelFromHfConfigFile(const QString& path);

} // namespace tunefit

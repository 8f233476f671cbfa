// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"
#include "model/ModelSpec.h"

#include <QByteArray>
#include <QString>

namespace tunefit {

/// Reads a Hugging Face config.json (standard keys, older aliases such as n_layer/n_embd, nested text_config,
/// MoE keys). A missing required key yields Error{"missing_key", <key>}; malformed JSON Error{"malformed_json"}.
Result<ModelSpec> modelFromHfConfig(const QByteArray& json, const std::string& name = {});
Result<ModelSpec> modelFromHfConfigFile(const QString& path);

} // namespace tunefit

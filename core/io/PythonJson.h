// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <string_view>

namespace tunefit {

/// Python's json module writes non-finite floats as the bare words Infinity, -Infinity and NaN (a config's
/// "time_step_limit": [0.0, Infinity], a log's grad_norm after an overflow); JSON has no such values and
/// QJsonDocument refuses them. Outside strings they become null, which every reader of a figure skips or refuses at
/// its key; strings (escapes included) are copied as they are.
QByteArray withPythonConstantsAsNull(std::string_view json);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

/// Locale-independent numbers in files (CSV cells, SQL text): always the C locale, whatever the UI language.
namespace tunefit::io {

/// A finite C-locale decimal number ("8.0", "1e-3", surrounding blanks allowed); nullopt for empty text, trailing
/// garbage, "inf", "nan" and values beyond the range of a double ("1e999").
std::optional<double> parseNumber(std::string_view text);
/// The shortest text that parses back to exactly the same double, C locale ("1e+300", "0.1").
std::string formatNumber(double value);
/// An integer written as "8" or "8.0" (SkyPilot writes counts as floats); nullopt if not integral or beyond ±2e9.
std::optional<int> parseInteger(std::string_view text);

} // namespace tunefit::io

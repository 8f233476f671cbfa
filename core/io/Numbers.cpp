// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/Numbers.h"

#include "core/Checked.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>

namespace tunefit::io {

std::optional<double> parseNumber(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    if (text.starts_with('+'))
        text.remove_prefix(1);
    if (text.empty())
        return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    // Out of range ("1e999") is refused by from_chars; "inf" and "nan" are refused here, so that no non-finite value
    // read from a file reaches the catalog, the estimator or an output.
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string formatNumber(double value)
{
    std::array<char, 32> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string();
}

std::optional<int> parseInteger(std::string_view text)
{
    const auto value = parseNumber(text);
    if (!value)
        return std::nullopt;
    return checked::toInteger<int>(*value, -2'000'000'000, 2'000'000'000);
}

} // namespace tunefit::io

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

/// Checked integer arithmetic for counts derived from input (config fields, CSV cells, job files): a product or sum
/// that does not fit is nullopt, never undefined behaviour.
namespace tunefit::checked {

inline std::optional<int64_t> mul(int64_t a, int64_t b)
{
    int64_t out = 0;
    if (__builtin_mul_overflow(a, b, &out))
        return std::nullopt;
    return out;
}

inline std::optional<int64_t> add(int64_t a, int64_t b)
{
    int64_t out = 0;
    if (__builtin_add_overflow(a, b, &out))
        return std::nullopt;
    return out;
}

/// A double converted to an integer type only when it is finite, integral and inside [lo, hi]; the one conversion
/// of file-read numbers to integers (a plain cast of inf, nan or 1e300 is undefined behaviour).
template <class Int> std::optional<Int> toInteger(double value, Int lo, Int hi)
{
    // Compare in double: lo and hi are exactly representable for every bound used (|bound| < 2^53).
    if (!(value >= double(lo) && value <= double(hi)) || value != static_cast<double>(static_cast<int64_t>(value)))
        return std::nullopt;
    return static_cast<Int>(value);
}

} // namespace tunefit::checked

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace tunefit {

/// The values a field accepts, both ends included; front ends word it with the error ("allowed: 1 to 1,000").
struct AllowedRange
{
    double min = 0;
    double max = 0;
};

/// Why an input was rejected. The core carries codes and values only; the UI and the CLI word them.
struct Error
{
    std::string code;   ///< stable machine code, e.g. "missing_key", "out_of_range", "malformed_json"
    std::string field;  ///< the input field or key concerned, e.g. "hidden_size"
    std::string detail; ///< the offending value or a technical detail (not a sentence)
    std::optional<AllowedRange> allowed = {}; ///< for "out_of_range": what the field accepts
};

/// A value or the Error that prevented it (std::expected is C++23; we stay on C++20).
template <class T> class Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

} // namespace tunefit

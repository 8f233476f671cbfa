// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ImportFacts.h"

#include "core/training/EnumKeys.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace tunefit::import::detail {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::optional<bool> readBool(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "true" || t == "yes" || t == "on" || t == "1")
        return true;
    if (t == "false" || t == "no" || t == "off" || t == "0" || t == "none")
        return false;
    return std::nullopt;
}

std::optional<double> readNumber(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), '_'), text.end()); // YAML 1.1 digit groups (500_000)
    if (text.empty() || text.size() > 40)
        return std::nullopt;
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (...) {
        return std::nullopt;
    }
    if (used != text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string numberText(double v)
{
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(int64_t(v));
    std::string s = std::to_string(v);
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    return s;
}

std::string fieldAt(const std::string& file, int line, const std::string& key)
{
    return file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + key;
}

std::string targetText(TargetSet targets)
{
    std::string text;
    for (const auto& entry : targetKeys()) {
        if (contains(targets, entry.value))
            text += (text.empty() ? "" : ";") + std::string(entry.key);
    }
    return text;
}

const Fact* get(const Facts& f, Slot s)
{
    return f[size_t(s)] ? &*f[size_t(s)] : nullptr;
}

std::string value(const Facts& f, Slot s)
{
    const Fact* x = get(f, s);
    return x ? x->value : std::string();
}

bool isTrue(const Facts& f, Slot s)
{
    return value(f, s) == "true";
}

void set(Facts& f, Slot s, std::string v, const ImportOrigin& origin)
{
    f[size_t(s)] = Fact{std::move(v), origin, -1};
}

void setIfAbsent(Facts& f, Slot s, std::string v, const ImportOrigin& origin)
{
    if (!get(f, s))
        set(f, s, std::move(v), origin);
}

ImportOrigin defaultOrigin(Stack stack, std::string_view key)
{
    return {std::string(), std::string(key), 0, true, stack};
}

} // namespace tunefit::import::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/TextFields.h"

#include "core/Checked.h"

#include <cctype>
#include <charconv>
#include <chrono>
#include <cmath>
#include <limits>

namespace tunefit::catalog_text {

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

std::string lowered(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool startsWithWord(std::string_view text, std::string_view word)
{
    if (!text.starts_with(word))
        return false;
    return text.size() == word.size() || !std::isalpha(static_cast<unsigned char>(text[word.size()]));
}

} // namespace

std::optional<std::chrono::sys_days> isoDate(std::string_view text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return std::nullopt;
    int y = 0;
    unsigned m = 0, d = 0;
    auto digits = [](std::string_view part, auto& out) {
        for (char c : part) {
            if (c < '0' || c > '9')
                return false;
        }
        return std::from_chars(part.data(), part.data() + part.size(), out).ec == std::errc();
    };
    if (!digits(text.substr(0, 4), y) || !digits(text.substr(5, 2), m) || !digits(text.substr(8, 2), d))
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
    if (!date.ok())
        return std::nullopt;
    return std::chrono::sys_days(date);
}

std::optional<bool> parseBool(std::string_view text)
{
    const std::string word = lowered(trimmed(text));
    if (startsWithWord(word, "true") || startsWithWord(word, "yes"))
        return true;
    if (startsWithWord(word, "false") || startsWithWord(word, "no"))
        return false;
    return std::nullopt;
}

std::string formatOptional(const std::optional<double>& value)
{
    return value ? formatNumber(*value) : std::string();
}

bool isIsoDate(std::string_view text)
{
    return isoDate(text).has_value();
}

std::optional<int> daysBetween(std::string_view from, std::string_view to)
{
    const auto a = isoDate(from);
    const auto b = isoDate(to);
    if (!a || !b)
        return std::nullopt;
    return int((*b - *a).count());
}

std::optional<double> parseLeadingPrice(std::string_view text)
{
    text = trimmed(text);
    while (!text.empty() && (text.front() == '~' || text.front() == '$'))
        text.remove_prefix(1);
    if (startsWithWord(lowered(text), "free"))
        return 0.0;
    size_t end = 0;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.'))
        ++end;
    return end == 0 ? std::nullopt : parseNumber(text.substr(0, end));
}

Billing parseBilling(std::string_view text)
{
    const std::string lower = lowered(text);
    struct Granularity
    {
        std::string_view word;
        BillingUnit unit;
    };
    static constexpr Granularity kWords[] = {
        {"microsecond", BillingUnit::PerSecond}, {"second", BillingUnit::PerSecond}, {"minute", BillingUnit::PerMinute},
        {"hour", BillingUnit::PerHour},          {"monthly", BillingUnit::PerHour},
    };
    Billing billing;
    size_t first = std::string::npos;
    for (const auto& [word, unit] : kWords) {
        const size_t at = lower.find(word);
        if (at < first) {
            first = at;
            billing.unit = unit;
        }
    }
    // "60 s minimum", "1 minute minimum": the number before the unit word before "minimum".
    const size_t minimum = lower.find("minimum");
    if (minimum != std::string::npos) {
        std::string_view before = trimmed(std::string_view(lower).substr(0, minimum));
        int scale = 1;
        for (const auto& [suffix, factor] : {std::pair{"minutes", 60},
                                             {"minute", 60},
                                             {"min", 60},
                                             {"seconds", 1},
                                             {"second", 1},
                                             {"sec", 1},
                                             {"s", 1}}) {
            if (before.ends_with(suffix)) {
                before = trimmed(before.substr(0, before.size() - std::string_view(suffix).size()));
                scale = factor;
                break;
            }
        }
        size_t start = before.size();
        while (start > 0 && std::isdigit(static_cast<unsigned char>(before[start - 1])))
            --start;
        // Saturates instead of overflowing, so that the row check reports an absurd minimum as too large.
        if (const auto count = parseInteger(before.substr(start))) {
            const auto seconds = checked::mul(*count, scale);
            billing.minimumSeconds = seconds && *seconds <= std::numeric_limits<int>::max()
                                         ? int(*seconds)
                                         : std::numeric_limits<int>::max();
        }
    }
    return billing;
}

std::string_view toString(RowOrigin origin)
{
    switch (origin) {
    case RowOrigin::Bundled:
        return "bundled";
    case RowOrigin::UserEdited:
        return "user_edited";
    case RowOrigin::UserAdded:
        return "user_added";
    case RowOrigin::Fetched:
        return "fetched";
    }
    return "bundled";
}

std::optional<RowOrigin> rowOriginFrom(std::string_view text)
{
    for (RowOrigin origin : {RowOrigin::Bundled, RowOrigin::UserEdited, RowOrigin::UserAdded, RowOrigin::Fetched}) {
        if (toString(origin) == text)
            return origin;
    }
    return std::nullopt;
}

std::string_view toString(GpuClass gpuClass)
{
    switch (gpuClass) {
    case GpuClass::Datacenter:
        return "datacenter";
    case GpuClass::Workstation:
        return "workstation";
    case GpuClass::Consumer:
        return "consumer";
    }
    return "datacenter";
}

std::optional<GpuClass> gpuClassFrom(std::string_view text)
{
    for (GpuClass value : {GpuClass::Datacenter, GpuClass::Workstation, GpuClass::Consumer}) {
        if (toString(value) == text)
            return value;
    }
    return std::nullopt;
}

std::string_view toString(PriceScope scope)
{
    switch (scope) {
    case PriceScope::Instance:
        return "instance";
    case PriceScope::GpuOnly:
        return "gpu_only";
    case PriceScope::PerGpuListPrice:
        return "per_gpu_list_price";
    }
    return "instance";
}

std::optional<PriceScope> priceScopeFrom(std::string_view text)
{
    for (PriceScope value : {PriceScope::Instance, PriceScope::GpuOnly, PriceScope::PerGpuListPrice}) {
        if (toString(value) == text)
            return value;
    }
    return std::nullopt;
}

std::string_view toString(BillingUnit unit)
{
    switch (unit) {
    case BillingUnit::PerSecond:
        return "per_second";
    case BillingUnit::PerMinute:
        return "per_minute";
    case BillingUnit::PerHour:
        return "per_hour";
    }
    return "per_hour";
}

std::string_view toString(FabricKind kind)
{
    switch (kind) {
    case FabricKind::Unknown:
        return "unknown";
    case FabricKind::None:
        return "none";
    case FabricKind::Ethernet:
        return "ethernet";
    case FabricKind::RoCE:
        return "roce";
    case FabricKind::InfiniBand:
        return "infiniband";
    case FabricKind::Efa:
        return "efa";
    case FabricKind::GpuDirectTcpx:
        return "gpudirect_tcpx";
    case FabricKind::GpuDirectTcpxo:
        return "gpudirect_tcpxo";
    case FabricKind::NvlinkDomain:
        return "nvlink_domain";
    }
    return "unknown";
}

std::vector<std::string_view> fabricKindKeys()
{
    std::vector<std::string_view> keys;
    for (int i = 0; i < kFabricKindCount; ++i)
        keys.push_back(toString(FabricKind(i)));
    return keys;
}

std::optional<FabricKind> fabricKindFrom(std::string_view text)
{
    for (int i = 0; i < kFabricKindCount; ++i) {
        if (toString(FabricKind(i)) == text)
            return FabricKind(i);
    }
    return std::nullopt;
}

std::string_view toString(FabricScope scope)
{
    return scope == FabricScope::ClusterProductsOnly ? "cluster_products_only" : "all_instances";
}

std::vector<std::string_view> fabricScopeKeys()
{
    return {toString(FabricScope::AllInstances), toString(FabricScope::ClusterProductsOnly)};
}

std::optional<FabricScope> fabricScopeFrom(std::string_view text)
{
    for (FabricScope scope : {FabricScope::AllInstances, FabricScope::ClusterProductsOnly}) {
        if (toString(scope) == text)
            return scope;
    }
    return std::nullopt;
}

} // namespace tunefit::catalog_text

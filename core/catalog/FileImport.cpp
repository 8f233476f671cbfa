// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/FileImport.h"

#include "core/catalog/CatalogCsv.h"

#include <array>
#include <utility>

namespace tunefit {

namespace {

constexpr std::array<std::pair<ImportFormat, std::string_view>, 4> kFormats = {{
    {ImportFormat::Gpus, "gpus"},
    {ImportFormat::Providers, "providers"},
    {ImportFormat::Offers, "offers"},
    {ImportFormat::SkyPilot, "skypilot"},
}};

template <class Rows, class Plan> Result<ImportPlan> planRows(const Rows& rows, Plan plan)
{
    if (!rows)
        return rows.error();
    return plan(*rows);
}

} // namespace

std::string_view toString(ImportFormat format)
{
    for (const auto& [value, key] : kFormats) {
        if (value == format)
            return key;
    }
    return {};
}

std::optional<ImportFormat> importFormatFrom(std::string_view key)
{
    for (const auto& [value, name] : kFormats) {
        if (name == key)
            return value;
    }
    return std::nullopt;
}

Result<ImportPlan> planFileImport(const Catalog& current, std::string_view text, ImportFormat format,
                                  const skypilot::Options& skyPilot, std::string_view today)
{
    switch (format) {
    case ImportFormat::Gpus:
        return planRows(catalog_csv::readGpus(text), [&](const auto& rows) { return planGpuImport(current, rows); });
    case ImportFormat::Providers:
        return planRows(catalog_csv::readProviders(text),
                        [&](const auto& rows) { return planProviderImport(current, rows); });
    case ImportFormat::Offers:
        return planRows(catalog_csv::readOffers(text),
                        [&](const auto& rows) { return planOfferImport(current, rows, today); });
    case ImportFormat::SkyPilot:
        return skypilot::planImport(current, text, skyPilot, today);
    }
    return Error{ErrorCode::UnknownValue, "format", {}};
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/CatalogTypes.h"
#include "core/catalog/Validation.h"

#include <string>
#include <string_view>
#include <vector>

/// CSV files of the catalog tables: RFC 4180, UTF-8, one header row, C-locale numbers, ISO dates. Columns are found
/// by header name (order is free, unknown columns are ignored); the names are those of resources/catalog/*.csv.
namespace tunefit::catalog_csv {

/// One data row as read: its physical line (header = line 1), the value, and cell-level problems
/// ("number_invalid", "bool_invalid", "enum_invalid", "field_count_mismatch"). Rule checks are separate (Validation.h).
template <class T> struct ReadRow
{
    int line = 0;
    T value;
    std::vector<Issue> issues;
};

template <class T> using ReadRows = std::vector<ReadRow<T>>;

/// File-level failures are Errors: "csv_malformed" (detail = line of the open quote), "column_missing" (field).
Result<ReadRows<Gpu>> readGpus(std::string_view csvText);
Result<ReadRows<Provider>> readProviders(std::string_view csvText);
Result<ReadRows<Offer>> readOffers(std::string_view csvText);

/// Header row plus one line per value, "\n" line ends. Reading the text back yields equal values
/// (except Offer::id/RowOrigin, which belong to the database, not the file).
std::string writeGpus(const std::vector<Gpu>& gpus);
std::string writeProviders(const std::vector<Provider>& providers);
std::string writeOffers(const std::vector<Offer>& offers);

} // namespace tunefit::catalog_csv

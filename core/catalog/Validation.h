// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// One finding about a catalog row. Errors reject the row; warnings keep it and are shown to the user.
/// The core carries codes only; the CLI and UI word them.
struct Issue
{
    enum class Severity
    {
        Warning,
        Error
    };
    Severity severity = Severity::Error;
    std::string code;   ///< e.g. "price_negative", "gpu_unknown", "price_stale"
    std::string field;  ///< CSV column name, e.g. "price_spot_usd_per_hour"
    std::string detail; ///< the offending value (not a sentence)

    bool operator==(const Issue&) const = default;
};

bool hasErrors(const std::vector<Issue>& issues);
/// The value itself is not one its field accepts (an unknown key, not a number, negative, not finite, not above 0,
/// above the column's maximum, a rate without its kind): bad input, where a row the catalog's other rules refuse
/// (an unknown GPU, no price) is a negative answer. The command line's exit codes follow this (2 and 1).
bool isBadValue(const Issue& issue);

/// Prices dated more than this many days before "today" are flagged stale.
inline constexpr int kStalePriceDays = 90;

/// The largest value a numeric catalog column accepts (by CSV column name), nullopt for a column without a maximum.
/// A value above it is "value_too_large": no GPU, instance or price comes near these, so a larger one is a typo or a
/// damaged file, and it would print as a 300-digit cost or overflow a count.
std::optional<double> columnMaximum(std::string_view column);

std::vector<Issue> validateGpu(const Gpu& gpu);
std::vector<Issue> validateProvider(const Provider& provider);
/// `reference` supplies the known GPUs and providers; `today` (ISO date) anchors the stale-price rule and may be
/// empty to skip it.
std::vector<Issue> validateOffer(const Offer& offer, const Catalog& reference, std::string_view today);

/// The checks of a single-row edit: the rules above plus "duplicate_key" when another row of `catalog` already has
/// the row's identity (GPU or provider name; for offers offerKey(), reported at "instance_type"). `replacing` is the
/// stored row being edited (it may keep its identity); nullptr for a new row.
std::vector<Issue> validateEdit(const Gpu& row, const Gpu* replacing, const Catalog& catalog);
std::vector<Issue> validateEdit(const Provider& row, const Provider* replacing, const Catalog& catalog);
std::vector<Issue> validateEdit(const Offer& row, const Offer* replacing, const Catalog& catalog,
                                std::string_view today);

} // namespace tunefit

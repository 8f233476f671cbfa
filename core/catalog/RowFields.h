// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/catalog/Validation.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tunefit {

/// How an editor presents one catalog field. The text of every kind is the C-locale cell text of the CSV files.
enum class FieldKind
{
    Text,
    Number, ///< decimal; empty = unknown where the field is optional
    Integer,
    Boolean,      ///< "true"/"false" ("yes"/"no" accepted)
    Choice,       ///< one of FieldSpec::choices
    GpuName,      ///< a key of the catalog's GPU table
    ProviderName, ///< a key of the catalog's provider table
    Identifier    ///< database bookkeeping (offer id): shown, never edited
};

/// One editable field of a catalog row: its CSV column name (the same names as the import/export files, so
/// validation issues point at it) and how to show it.
struct FieldSpec
{
    std::string_view name;
    FieldKind kind = FieldKind::Text;
    std::vector<std::string_view> choices;
};

/// The fields of a row, in the order they are applied: later fields may refine what earlier ones imply (a
/// provider's billing text sets the unit, the billing_unit field then overrides it), exactly as a CSV import does.
/// Write-only export columns (per-GPU-hour prices) are not listed.
template <class T> std::vector<FieldSpec> rowFields();

/// The keys a choice column accepts (by CSV column name, any table), without the empty "inherit" choice; empty for a
/// column that is not a choice. Error messages list them.
std::vector<std::string_view> fieldChoices(std::string_view column);

/// The C-locale text of one field; empty for an unknown name.
template <class T> std::string fieldText(const T& row, std::string_view field);

/// A row with some fields replaced by text, and the cell problems found ("number_invalid", "bool_invalid",
/// "enum_invalid"), each naming its field. Validation rules (validateGpu ...) are a separate step.
template <class T> struct EditedRow
{
    T value;
    std::vector<Issue> issues;
};

/// Applies `(field, text)` pairs to `base` in rowFields() order; fields not named, and fields whose text cannot be
/// read, keep base's value.
template <class T> EditedRow<T> editRow(T base, const std::vector<std::pair<std::string, std::string>>& texts);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/RowFields.h"

#include "core/catalog/CsvColumns.h"

#include <algorithm>

namespace tunefit {

namespace {

using catalog_csv::detail::Column;

template <class T> const std::vector<Column<T>>& columnsOf();
template <> const std::vector<Column<Gpu>>& columnsOf<Gpu>()
{
    return catalog_csv::detail::gpuColumns();
}
template <> const std::vector<Column<Provider>>& columnsOf<Provider>()
{
    return catalog_csv::detail::providerColumns();
}
template <> const std::vector<Column<Offer>>& columnsOf<Offer>()
{
    return catalog_csv::detail::offerColumns();
}

} // namespace

template <class T> std::vector<FieldSpec> rowFields()
{
    std::vector<FieldSpec> fields;
    for (const Column<T>& column : columnsOf<T>()) {
        if (column.set)
            fields.push_back(
                {column.name, column.kind, column.choices ? column.choices() : std::vector<std::string_view>{}});
    }
    return fields;
}

template <class T> std::string fieldText(const T& row, std::string_view field)
{
    for (const Column<T>& column : columnsOf<T>()) {
        if (column.name == field)
            return column.get(row);
    }
    return {};
}

template <class T> EditedRow<T> editRow(T base, const std::vector<std::pair<std::string, std::string>>& texts)
{
    EditedRow<T> edited{std::move(base), {}};
    for (const Column<T>& column : columnsOf<T>()) {
        if (!column.set || column.kind == FieldKind::Identifier)
            continue;
        const auto text =
            std::find_if(texts.begin(), texts.end(), [&](const auto& entry) { return entry.first == column.name; });
        if (text == texts.end())
            continue;
        const std::string before = column.get(edited.value);
        const std::string_view code = column.set(edited.value, text->second);
        if (!code.empty()) {
            edited.issues.push_back(
                {Issue::Severity::Error, std::string(code), std::string(column.name), text->second});
            // An unreadable cell must not pass for an empty one: the rule checks would then report a consequence
            // ("no price at all") instead of the cause.
            column.set(edited.value, before);
        }
    }
    return edited;
}

namespace {

template <class T> bool addChoices(std::string_view column, std::vector<std::string_view>& out)
{
    for (const Column<T>& c : columnsOf<T>()) {
        if (c.name != column || !c.choices)
            continue;
        for (std::string_view key : c.choices()) {
            if (!key.empty())
                out.push_back(key);
        }
        return true;
    }
    return false;
}

} // namespace

std::vector<std::string_view> fieldChoices(std::string_view column)
{
    std::vector<std::string_view> keys;
    if (!addChoices<Provider>(column, keys) && !addChoices<Offer>(column, keys))
        addChoices<Gpu>(column, keys);
    return keys;
}

template std::vector<FieldSpec> rowFields<Gpu>();
template std::vector<FieldSpec> rowFields<Provider>();
template std::vector<FieldSpec> rowFields<Offer>();
template std::string fieldText(const Gpu&, std::string_view);
template std::string fieldText(const Provider&, std::string_view);
template std::string fieldText(const Offer&, std::string_view);
template EditedRow<Gpu> editRow(Gpu, const std::vector<std::pair<std::string, std::string>>&);
template EditedRow<Provider> editRow(Provider, const std::vector<std::pair<std::string, std::string>>&);
template EditedRow<Offer> editRow(Offer, const std::vector<std::pair<std::string, std::string>>&);

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/catalog: a table of named CSV columns, each with a getter and a setter, so that reading and
// writing one table share one column list and cannot drift apart.

#include "core/catalog/CatalogCsv.h"
#include "core/catalog/RowFields.h"
#include "core/catalog/TextFields.h"
#include "core/io/Csv.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit::catalog_csv::detail {

template <class T> struct Column
{
    std::string_view name;
    std::string (*get)(const T&);
    /// Stores a cell into the value; returns an issue code ("number_invalid") or empty. Null = write-only column.
    std::string_view (*set)(T&, std::string_view cell);
    /// How an editor shows the cell; choices (for FieldKind::Choice) lists the accepted cell texts.
    FieldKind kind = FieldKind::Text;
    std::vector<std::string_view> (*choices)() = nullptr;
};

template <class T, std::string T::*M> Column<T> text(std::string_view name)
{
    return {name, [](const T& row) { return row.*M; },
            [](T& row, std::string_view cell) -> std::string_view {
                row.*M = std::string(cell);
                return {};
            }};
}

template <class T> Column<T> withKind(Column<T> column, FieldKind kind)
{
    column.kind = kind;
    return column;
}

/// Empty cell = nullopt.
template <class T, std::optional<double> T::*M> Column<T> optionalNumber(std::string_view name)
{
    return {name, [](const T& row) { return catalog_text::formatOptional(row.*M); },
            [](T& row, std::string_view cell) -> std::string_view {
                row.*M = catalog_text::parseNumber(cell);
                return (row.*M || cell.empty()) ? std::string_view() : "number_invalid";
            },
            FieldKind::Number};
}

/// Empty cell = 0, and 0 is written as an empty cell when `zeroIsEmpty`.
template <class T, double T::*M, bool zeroIsEmpty = false> Column<T> number(std::string_view name)
{
    return {
        name,
        [](const T& row) { return (zeroIsEmpty && row.*M == 0) ? std::string() : catalog_text::formatNumber(row.*M); },
        [](T& row, std::string_view cell) -> std::string_view {
            if (cell.empty())
                return {};
            const auto value = catalog_text::parseNumber(cell);
            if (!value)
                return "number_invalid";
            row.*M = *value;
            return {};
        },
        FieldKind::Number};
}

template <class T, int T::*M, bool zeroIsEmpty = false> Column<T> integer(std::string_view name)
{
    return {name, [](const T& row) { return (zeroIsEmpty && row.*M == 0) ? std::string() : std::to_string(row.*M); },
            [](T& row, std::string_view cell) -> std::string_view {
                if (cell.empty())
                    return {};
                const auto value = catalog_text::parseInteger(cell);
                if (!value)
                    return "number_invalid";
                row.*M = *value;
                return {};
            },
            FieldKind::Integer};
}

/// Written as "true"/"false"; read also accepts yes/no; empty = false.
template <class T, bool T::*M> Column<T> boolean(std::string_view name)
{
    return {name, [](const T& row) { return std::string(row.*M ? "true" : "false"); },
            [](T& row, std::string_view cell) -> std::string_view {
                if (cell.empty())
                    return {};
                const auto value = catalog_text::parseBool(cell);
                if (!value)
                    return "bool_invalid";
                row.*M = *value;
                return {};
            },
            FieldKind::Boolean};
}

/// One of an enumeration's keys (a combo box in the editor); an empty cell keeps the default, any other text that is
/// not a key is "enum_invalid".
template <class T, class E, E T::*M, std::string_view (*ToText)(E), std::optional<E> (*FromText)(std::string_view),
          std::vector<std::string_view> (*Keys)()>
Column<T> choice(std::string_view name)
{
    return {name, [](const T& row) { return std::string(ToText(row.*M)); },
            [](T& row, std::string_view cell) -> std::string_view {
                if (cell.empty())
                    return {};
                const auto value = FromText(cell);
                if (!value)
                    return "enum_invalid";
                row.*M = *value;
                return {};
            },
            FieldKind::Choice, Keys};
}

/// The fabric columns of a provider or an offer (issue 27): the typed facts the planner reads. Gb/s per GPU, each
/// direction; source and date of the facts.
template <class T> void appendFabricFacts(std::vector<Column<T>>& columns)
{
    columns.push_back(optionalNumber<T, &T::fabricGbpsPerGpu>("fabric_gbps_per_gpu"));
    columns.push_back(text<T, &T::fabricSource>("fabric_source"));
    columns.push_back(text<T, &T::fabricAsOf>("fabric_as_of"));
}

/// Reads every record; cells of unknown columns are ignored, missing columns keep the value's defaults.
template <class T>
Result<ReadRows<T>> readTable(std::string_view text, std::span<const Column<T>> columns,
                              std::span<const std::string_view> required)
{
    int errorLine = 0;
    const auto table = csv::parse(text, &errorLine);
    if (!table)
        return Error{ErrorCode::MalformedCsv, {}, std::to_string(errorLine)};
    for (std::string_view name : required) {
        if (table->column(name) < 0)
            return Error{ErrorCode::MissingColumn, std::string(name), {}};
    }
    std::vector<int> indexes;
    for (const Column<T>& column : columns)
        indexes.push_back(column.set ? table->column(column.name) : -1);

    ReadRows<T> rows;
    rows.reserve(table->records.size());
    for (const csv::Record& record : table->records) {
        ReadRow<T> row;
        row.line = record.line;
        if (record.fields.size() != table->header.size())
            row.issues.push_back(
                {Issue::Severity::Error, "field_count_mismatch", {}, std::to_string(record.fields.size())});
        for (size_t i = 0; i < columns.size(); ++i) {
            if (indexes[i] < 0)
                continue;
            const std::string_view cell = table->cell(record, indexes[i]);
            const std::string_view code = columns[i].set(row.value, cell);
            if (!code.empty())
                row.issues.push_back(
                    {Issue::Severity::Error, std::string(code), std::string(columns[i].name), std::string(cell)});
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

template <class T> std::string writeTable(const std::vector<T>& values, std::span<const Column<T>> columns)
{
    std::vector<std::string> fields;
    for (const Column<T>& column : columns)
        fields.emplace_back(column.name);
    std::string out = csv::joinRow(fields) + '\n';
    for (const T& value : values) {
        fields.clear();
        for (const Column<T>& column : columns)
            fields.push_back(column.get(value));
        out += csv::joinRow(fields);
        out += '\n';
    }
    return out;
}

/// The column lists of the three tables (GpuCsv.cpp, ProviderCsv.cpp, OfferCsv.cpp), shared with RowFields.
const std::vector<Column<Gpu>>& gpuColumns();
const std::vector<Column<Provider>>& providerColumns();
const std::vector<Column<Offer>>& offerColumns();

} // namespace tunefit::catalog_csv::detail

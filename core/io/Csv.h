// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit::csv {

/// One parsed record with the physical line it started on (1-based, header = line 1).
struct Record
{
    int line = 0;
    std::vector<std::string> fields;
};

/// A parsed RFC 4180 table: header names and records. Quoted fields may hold commas, quotes ("") and newlines.
struct Table
{
    std::vector<std::string> header;
    std::vector<Record> records;

    /// Index of a column by header name, or -1. Tables are read by name because column order varies by source.
    int column(std::string_view name) const;
    /// The cell of a record in a named column; empty when the column or the cell is missing.
    std::string_view cell(const Record& record, int column) const;
};

/// Parses UTF-8 CSV text (a leading BOM is skipped; CRLF, LF and lone CR end lines). Returns nullopt on an unterminated
/// quote; errorLine then holds the line where the quote opened.
std::optional<Table> parse(std::string_view text, int* errorLine = nullptr);

/// Quotes a field when it contains a comma, quote, CR or LF (RFC 4180).
std::string escape(std::string_view field);
/// Joins fields into one CSV line without the line end.
std::string joinRow(const std::vector<std::string>& fields);

} // namespace tunefit::csv

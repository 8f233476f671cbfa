// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/Csv.h"

namespace tunefit::csv {

int Table::column(std::string_view name) const
{
    for (size_t i = 0; i < header.size(); ++i) {
        if (header[i] == name)
            return int(i);
    }
    return -1;
}

std::string_view Table::cell(const Record& record, int column) const
{
    if (column < 0 || size_t(column) >= record.fields.size())
        return {};
    return record.fields[size_t(column)];
}

std::optional<Table> parse(std::string_view text, int* errorLine)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);

    std::vector<Record> rows;
    Record current;
    std::string field;
    int line = 1;
    current.line = 1;
    bool inQuotes = false;
    bool fieldStarted = false;
    int quoteLine = 0;

    auto endField = [&] {
        current.fields.push_back(std::move(field));
        field.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = current.fields.size() == 1 && current.fields[0].empty();
        if (!blank)
            rows.push_back(std::move(current));
        current = Record{};
        current.line = line;
    };

    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n' || (c == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
                    ++line;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            if (!fieldStarted && field.empty()) {
                inQuotes = true;
                quoteLine = line;
            } else {
                field += c; // a stray quote inside an unquoted field is kept as text
            }
            fieldStarted = true;
            break;
        case ',':
            endField();
            break;
        case '\r':
            // CRLF ends a line at its LF; a lone CR (classic Mac OS, some spreadsheet exports) ends one itself.
            if (i + 1 < text.size() && text[i + 1] == '\n')
                break;
            [[fallthrough]];
        case '\n':
            ++line;
            endRecord();
            break;
        default:
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        if (errorLine)
            *errorLine = quoteLine;
        return std::nullopt;
    }
    if (!field.empty() || !current.fields.empty())
        endRecord();

    Table table;
    if (rows.empty())
        return table;
    table.header = std::move(rows.front().fields);
    rows.erase(rows.begin());
    table.records = std::move(rows);
    return table;
}

std::string escape(std::string_view field)
{
    if (field.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(field);
    std::string out = "\"";
    for (char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string joinRow(const std::vector<std::string>& fields)
{
    std::string out;
    for (size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        out += escape(fields[i]);
    }
    return out;
}

} // namespace tunefit::csv

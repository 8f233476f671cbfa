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

namespace {

/// Where a pass over the text stands: the records read so far, the record and field being read, the quote state.
struct Reading
{
    std::vector<Record> rows;
    Record current = {1, {}};
    std::string field;
    int line = 1;
    bool inQuotes = false;
    bool fieldStarted = false;
    int quoteLine = 0;
};

void endField(Reading& r)
{
    r.current.fields.push_back(std::move(r.field));
    r.field.clear();
    r.fieldStarted = false;
}

/// Closes the record; a line with nothing on it is no record.
void endRecord(Reading& r)
{
    endField(r);
    const bool blank = r.current.fields.size() == 1 && r.current.fields[0].empty();
    if (!blank)
        r.rows.push_back(std::move(r.current));
    r.current = Record{};
    r.current.line = r.line;
}

bool followedBy(std::string_view text, size_t i, char c)
{
    return i + 1 < text.size() && text[i + 1] == c;
}

/// A character inside quotes: "" is one quote and a lone quote closes them; line ends are field text but count as
/// lines. Returns the index of the last character used.
size_t readQuoted(Reading& r, std::string_view text, size_t i)
{
    const char c = text[i];
    if (c == '"') {
        if (followedBy(text, i, '"')) {
            r.field += '"';
            return i + 1;
        }
        r.inQuotes = false;
        return i;
    }
    if (c == '\n' || (c == '\r' && !followedBy(text, i, '\n')))
        ++r.line;
    r.field += c;
    return i;
}

/// A character outside quotes: commas end fields, line ends end records.
void readPlain(Reading& r, std::string_view text, size_t i)
{
    const char c = text[i];
    switch (c) {
    case '"':
        if (!r.fieldStarted && r.field.empty()) {
            r.inQuotes = true;
            r.quoteLine = r.line;
        } else {
            r.field += c; // a stray quote inside an unquoted field is kept as text
        }
        r.fieldStarted = true;
        break;
    case ',':
        endField(r);
        break;
    case '\r':
        // CRLF ends a line at its LF; a lone CR (classic Mac OS, some spreadsheet exports) ends one itself.
        if (followedBy(text, i, '\n'))
            break;
        [[fallthrough]];
    case '\n':
        ++r.line;
        endRecord(r);
        break;
    default:
        r.field += c;
        r.fieldStarted = true;
    }
}

} // namespace

std::optional<Table> parse(std::string_view text, int* errorLine)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);

    Reading r;
    for (size_t i = 0; i < text.size(); ++i) {
        if (r.inQuotes)
            i = readQuoted(r, text, i);
        else
            readPlain(r, text, i);
    }
    if (r.inQuotes) {
        if (errorLine)
            *errorLine = r.quoteLine;
        return std::nullopt;
    }
    if (!r.field.empty() || !r.current.fields.empty())
        endRecord(r);

    Table table;
    if (r.rows.empty())
        return table;
    table.header = std::move(r.rows.front().fields);
    r.rows.erase(r.rows.begin());
    table.records = std::move(r.rows);
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/TomlTree.h"

#include <cctype>
#include <map>
#include <set>

namespace tunefit::import {

namespace {

// Real kohya and musubi files hold a few dozen keys; these bounds only keep hostile files cheap.
constexpr size_t kMaxTomlEntries = 20000;
constexpr size_t kMaxArrayItems = 4096;
constexpr size_t kMaxKeyChars = 256;
constexpr size_t kMaxKeyParts = 16;

struct Cursor
{
    std::string_view text;
    const std::string& file;
    size_t pos = 0;
    int line = 1;
    size_t lineStart = 0;

    bool done() const { return pos >= text.size(); }
    char peek() const { return done() ? '\0' : text[pos]; }
    void advance()
    {
        if (text[pos] == '\n') {
            ++line;
            lineStart = pos + 1;
        }
        ++pos;
    }
    Error fail(std::string_view what) const
    {
        return Error{ErrorCode::InvalidValue, file,
                     std::to_string(line) + ":" + std::to_string(pos - lineStart + 1) + ": " + std::string(what)};
    }
};

bool isBareKeyChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

void skipBlanks(Cursor& c)
{
    while (c.peek() == ' ' || c.peek() == '\t')
        c.advance();
}

/// Skips a comment to the end of its line (the newline stays), keeping its text for ConfigTree::comments.
void skipComment(Cursor& c, std::string& comments)
{
    if (c.peek() != '#')
        return;
    const size_t start = c.pos + 1;
    while (!c.done() && c.peek() != '\n')
        c.advance();
    comments += std::string(c.text.substr(start, c.pos - start)) + '\n';
}

/// Blanks, newlines and comments: what may sit between an array's items.
void skipSpace(Cursor& c, std::string& comments)
{
    for (;;) {
        skipBlanks(c);
        if (c.peek() == '#')
            skipComment(c, comments);
        else if (c.peek() == '\n' || c.peek() == '\r')
            c.advance();
        else
            return;
    }
}

/// A quoted string: "basic" (with the common escapes) or 'literal', on one line.
Result<std::string> readQuoted(Cursor& c)
{
    const char quote = c.peek();
    if (c.text.substr(c.pos, 3) == std::string(3, quote))
        return c.fail("multi-line strings are not read");
    c.advance();
    std::string out;
    while (!c.done() && c.peek() != quote) {
        char ch = c.peek();
        if (ch == '\n')
            return c.fail("unterminated string");
        if (ch == '\\' && quote == '"') {
            c.advance();
            static const std::map<char, char> escapes{{'"', '"'},  {'\\', '\\'}, {'n', '\n'},
                                                      {'t', '\t'}, {'r', '\r'},  {'/', '/'}};
            const auto it = escapes.find(c.peek());
            if (it == escapes.end())
                return c.fail("unsupported escape in a string");
            ch = it->second;
        }
        out += ch;
        c.advance();
    }
    if (c.done())
        return c.fail("unterminated string");
    c.advance();
    return out;
}

/// A bare scalar: true, false, an integer or a float (underscores between digits removed); anything else is refused.
Result<std::string> readBare(Cursor& c)
{
    const size_t start = c.pos;
    while (!c.done() && (std::isalnum(static_cast<unsigned char>(c.peek())) || c.peek() == '+' || c.peek() == '-' ||
                         c.peek() == '.' || c.peek() == '_'))
        c.advance();
    const std::string word(c.text.substr(start, c.pos - start));
    if (word == "true" || word == "false")
        return word;
    std::string number;
    for (char ch : word) {
        if (ch != '_')
            number += ch;
    }
    // An integer or float: a sign only first or after the exponent's 'e' (so no dates, which TOML also allows).
    bool numeric = !number.empty();
    for (size_t i = 0; i < number.size() && numeric; ++i) {
        const char ch = number[i];
        const bool sign = (ch == '+' || ch == '-') && (i == 0 || number[i - 1] == 'e' || number[i - 1] == 'E');
        numeric = std::isdigit(static_cast<unsigned char>(ch)) || ch == '.' || ch == 'e' || ch == 'E' || sign;
    }
    numeric = numeric && number.find_first_of("0123456789") != std::string::npos;
    if (numeric || number == "inf" || number == "+inf" || number == "-inf" || number == "nan")
        return number;
    return c.fail(word.empty() ? "expected a value" : "not a TOML value: " + word.substr(0, 40));
}

Result<std::string> readScalar(Cursor& c)
{
    if (c.peek() == '"' || c.peek() == '\'')
        return readQuoted(c);
    if (c.peek() == '{')
        return c.fail("inline tables are not read");
    if (c.peek() == '[')
        return c.fail("nested arrays are not read");
    return readBare(c);
}

/// A value after `=`: a scalar, or an array of scalars that may span lines.
Result<ConfigEntry> readValue(Cursor& c, std::string& comments)
{
    ConfigEntry entry;
    entry.line = c.line;
    if (c.peek() != '[') {
        Result<std::string> scalar = readScalar(c);
        if (!scalar)
            return scalar.error();
        entry.value = std::move(scalar).value();
        return entry;
    }
    entry.isList = true;
    c.advance();
    for (;;) {
        skipSpace(c, comments);
        if (c.peek() == ']')
            break;
        if (entry.items.size() >= kMaxArrayItems)
            return c.fail("too many array items");
        Result<std::string> item = readScalar(c);
        if (!item)
            return item.error();
        entry.items.push_back(std::move(item).value());
        skipSpace(c, comments);
        if (c.peek() == ',')
            c.advance();
        else if (c.peek() != ']')
            return c.fail("expected ',' or ']' in an array");
    }
    c.advance();
    return entry;
}

/// A key: bare or quoted parts joined by dots.
Result<std::string> readKey(Cursor& c)
{
    std::string key;
    for (size_t parts = 0;; ++parts) {
        if (parts >= kMaxKeyParts)
            return c.fail("key has too many parts");
        skipBlanks(c);
        std::string part;
        if (c.peek() == '"' || c.peek() == '\'') {
            Result<std::string> quoted = readQuoted(c);
            if (!quoted)
                return quoted.error();
            part = std::move(quoted).value();
        } else {
            while (isBareKeyChar(c.peek())) {
                part += c.peek();
                c.advance();
            }
        }
        if (part.empty())
            return c.fail("expected a key");
        key += (key.empty() ? "" : ".") + part;
        if (key.size() > kMaxKeyChars)
            return c.fail("key too long");
        skipBlanks(c);
        if (c.peek() != '.')
            return key;
        c.advance();
    }
}

/// Where tables and arrays of tables put their keys: "[[datasets]]" twice gives "datasets.0" then "datasets.1";
/// "[[datasets.subsets]]" nests under the latest "datasets.N".
struct Tables
{
    std::map<std::string, size_t> arrayCounts;
    std::set<std::string> keys;
    std::string prefix;

    std::string resolve(const std::string& dotted) const
    {
        std::string path;
        size_t start = 0;
        while (start <= dotted.size()) {
            const size_t dot = std::min(dotted.find('.', start), dotted.size());
            path += (path.empty() ? "" : ".") + dotted.substr(start, dot - start);
            const auto it = arrayCounts.find(path);
            if (dot < dotted.size() && it != arrayCounts.end() && it->second > 0)
                path += "." + std::to_string(it->second - 1);
            start = dot + 1;
        }
        return path;
    }
};

std::optional<Error> readHeader(Cursor& c, Tables& tables)
{
    c.advance();
    const bool array = c.peek() == '[';
    if (array)
        c.advance();
    Result<std::string> key = readKey(c);
    if (!key)
        return key.error();
    if (c.peek() != ']' || (array && c.text.substr(c.pos, 2) != "]]"))
        return c.fail(array ? "expected ']]'" : "expected ']'");
    c.advance();
    if (array)
        c.advance();
    const std::string path = tables.resolve(*key);
    if (array) {
        size_t& count = tables.arrayCounts[path];
        tables.prefix = path + "." + std::to_string(count++);
    } else {
        if (!tables.keys.insert("[" + path + "]").second)
            return c.fail("table defined twice: " + path);
        tables.prefix = path;
    }
    return std::nullopt;
}

/// What may follow a header or a value on its line: blanks and a comment.
std::optional<Error> endOfLine(Cursor& c, std::string& comments)
{
    skipBlanks(c);
    skipComment(c, comments);
    if (c.peek() == '\r')
        c.advance();
    if (!c.done() && c.peek() != '\n')
        return c.fail("expected the end of the line");
    return std::nullopt;
}

std::optional<Error> readKeyValue(Cursor& c, Tables& tables, ConfigTree& tree)
{
    Result<std::string> key = readKey(c);
    if (!key)
        return key.error();
    if (c.peek() != '=')
        return c.fail("expected '='");
    c.advance();
    skipBlanks(c);
    Result<ConfigEntry> value = readValue(c, tree.comments);
    if (!value)
        return value.error();
    ConfigEntry entry = std::move(value).value();
    entry.key = tables.prefix.empty() ? *key : tables.prefix + "." + *key;
    if (!tables.keys.insert(entry.key).second)
        return c.fail("duplicate key: " + entry.key.substr(0, 80));
    tree.entries.push_back(std::move(entry));
    return std::nullopt;
}

} // namespace

Result<ConfigTree> parseTomlTree(std::string_view text, const std::string& file)
{
    if (text.size() > kMaxConfigBytes)
        return Error{ErrorCode::FileTooLarge, file, std::to_string(text.size())};
    ConfigTree tree;
    tree.file = file;
    Tables tables;
    Cursor c{text, file};
    while (!c.done()) {
        skipSpace(c, tree.comments);
        if (c.done())
            break;
        if (tree.entries.size() >= kMaxTomlEntries)
            return Error{ErrorCode::FileTooLarge, file, "too many keys"};
        std::optional<Error> failed = c.peek() == '[' ? readHeader(c, tables) : readKeyValue(c, tables, tree);
        if (!failed)
            failed = endOfLine(c, tree.comments);
        if (failed)
            return *failed;
    }
    return tree;
}

bool looksLikeToml(std::string_view text)
{
    size_t start = 0;
    while (start < text.size()) {
        const size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        const size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos || line[first] == '#')
            continue;
        line.remove_prefix(first);
        if (line[0] == '[')
            return line.size() > 1 && (line[1] == '[' || isBareKeyChar(line[1]) || line[1] == '"');
        size_t k = 0;
        while (k < line.size() && (isBareKeyChar(line[k]) || line[k] == '.'))
            ++k;
        while (k < line.size() && (line[k] == ' ' || line[k] == '\t'))
            ++k;
        return k > 0 && k < line.size() && line[k] == '=';
    }
    return false;
}

} // namespace tunefit::import

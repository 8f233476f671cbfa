// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ConfigTree.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>
#include <sstream>

namespace tunefit::import {

const ConfigEntry* ConfigTree::find(std::string_view key) const
{
    for (const auto& e : entries) {
        if (e.key == key)
            return &e;
    }
    return nullptr;
}

bool ConfigTree::hasPrefix(std::string_view prefix) const
{
    for (const auto& e : entries) {
        if (e.key == prefix || (e.key.size() > prefix.size() && e.key.compare(0, prefix.size(), prefix) == 0 &&
                                e.key[prefix.size()] == '.'))
            return true;
    }
    return false;
}

namespace {

// Aliases can make a small file expand exponentially when flattened ("billion laughs"); real configs have < 1,000.
constexpr size_t kMaxEntries = 20000;
constexpr int kMaxDepth = 64;

struct Flattener
{
    /// Why flattening stopped: each is refused with its own reason (a self-referring alias is no "20000 keys").
    enum class Stop
    {
        None,
        TooManyKeys,
        TooDeep,
        Cycle, ///< an alias inside the node it names (`a: &a {b: *a}`, or a `<<: *a` merge into itself)
    };
    std::vector<ConfigEntry>& out;
    Stop stop = Stop::None;
    std::vector<YAML::Node> path; ///< the collections being walked, to see an alias loop back into one

    void add(ConfigEntry entry)
    {
        if (out.size() >= kMaxEntries) {
            stop = Stop::TooManyKeys;
            return;
        }
        out.push_back(std::move(entry));
    }

    void walk(const YAML::Node& node, const std::string& key, int line, int depth)
    {
        if (stop != Stop::None)
            return;
        if (depth > kMaxDepth) {
            stop = Stop::TooDeep;
            return;
        }
        if (node.IsMap() || node.IsSequence()) {
            if (std::any_of(path.begin(), path.end(), [&](const YAML::Node& n) { return n.is(node); })) {
                stop = Stop::Cycle;
                return;
            }
            path.push_back(node);
        }
        walkNode(node, key, line, depth);
        if (node.IsMap() || node.IsSequence())
            path.pop_back();
    }

    void walkNode(const YAML::Node& node, const std::string& key, int line, int depth)
    {
        const int here = node.Mark().line >= 0 ? node.Mark().line + 1 : line;
        switch (node.Type()) {
        case YAML::NodeType::Map:
            for (const auto& kv : node) {
                if (!kv.first.IsScalar())
                    continue;
                const std::string name = kv.first.Scalar();
                const int keyLine = kv.first.Mark().line >= 0 ? kv.first.Mark().line + 1 : here;
                walk(kv.second, key.empty() ? name : key + "." + name, keyLine, depth + 1);
            }
            break;
        case YAML::NodeType::Sequence: {
            const bool scalars =
                std::all_of(node.begin(), node.end(), [](const YAML::Node& n) { return n.IsScalar() || n.IsNull(); });
            if (scalars) {
                ConfigEntry e{key, {}, {}, true, false, line};
                for (const auto& item : node)
                    e.items.push_back(item.IsScalar() ? item.Scalar() : std::string());
                add(std::move(e));
            } else {
                int i = 0;
                for (const auto& item : node)
                    walk(item, key + "." + std::to_string(i++), here, depth + 1);
            }
            break;
        }
        case YAML::NodeType::Scalar:
            add(ConfigEntry{key, node.Scalar(), {}, false, false, line});
            break;
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined:
            add(ConfigEntry{key, {}, {}, false, true, line});
            break;
        }
    }
};

/// Nesting of flow collections, counted before yaml-cpp (whose parser recurses once per level) sees the text.
int flowDepth(std::string_view text)
{
    int depth = 0;
    int deepest = 0;
    for (const char c : text) {
        if (c == '[' || c == '{')
            deepest = std::max(deepest, ++depth);
        else if ((c == ']' || c == '}') && depth > 0)
            --depth;
    }
    return deepest;
}

std::string collectComments(std::string_view text)
{
    std::string comments;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        const auto hash = line.find('#');
        if (hash == std::string::npos)
            continue;
        // Only whole comment lines and " # ..." tails: a '#' inside a value ("dataset#1000") is not a comment.
        if (hash == 0 || line.find_first_not_of(" \t") == hash || (hash > 0 && line[hash - 1] == ' '))
            comments += line.substr(hash + 1) + "\n";
    }
    return comments;
}

/// OmegaConf `${key}` references, resolved against the file's own scalar leaves (a few rounds, for chains).
void interpolate(std::vector<ConfigEntry>& entries)
{
    static const std::regex reference(R"(\$\{([A-Za-z0-9_.]+)\})");
    for (int round = 0; round < 4; ++round) {
        bool changed = false;
        for (auto& e : entries) {
            if (e.isList || e.value.find("${") == std::string::npos || e.value.size() > 4096)
                continue;
            std::smatch m;
            if (!std::regex_search(e.value, m, reference))
                continue;
            const std::string name = m[1].str();
            const auto target = std::find_if(entries.begin(), entries.end(),
                                             [&](const ConfigEntry& x) { return x.key == name && !x.isList; });
            if (target == entries.end() || &*target == &e)
                continue;
            e.value = m.prefix().str() + target->value + m.suffix().str();
            changed = true;
        }
        if (!changed)
            break;
    }
}

} // namespace

Result<ConfigTree> parseYamlTree(std::string_view text, const std::string& file)
{
    if (text.size() > kMaxConfigBytes)
        return Error{ErrorCode::FileTooLarge, file, std::to_string(text.size())};
    if (flowDepth(text) > kMaxDepth)
        return Error{ErrorCode::MalformedYaml, file, "nesting deeper than " + std::to_string(kMaxDepth)};
    ConfigTree tree;
    tree.file = file;
    try {
        const YAML::Node root = YAML::Load(std::string(text));
        if (!root.IsMap())
            return Error{ErrorCode::WrongFormat, file, "not_a_mapping"};
        Flattener flat{tree.entries, Flattener::Stop::None, {}};
        flat.walk(root, {}, 1, 0);
        switch (flat.stop) {
        case Flattener::Stop::None:
            break;
        case Flattener::Stop::TooManyKeys:
            return Error{ErrorCode::FileTooLarge, file, "more than 20000 keys"};
        case Flattener::Stop::TooDeep:
            return Error{ErrorCode::MalformedYaml, file, "nesting deeper than " + std::to_string(kMaxDepth)};
        case Flattener::Stop::Cycle:
            return Error{ErrorCode::MalformedYaml, file, "an alias refers to the node that contains it"};
        }
    } catch (const YAML::Exception& e) {
        return Error{ErrorCode::MalformedYaml, file + ":" + std::to_string(e.mark.line + 1),
                     std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) + ": " + e.msg};
    }
    interpolate(tree.entries);
    tree.comments = collectComments(text);
    return tree;
}

// ---- command lines --------------------------------------------------------------------------------------------

namespace {

struct Word
{
    std::string text;
    int line = 0;
};

std::string trimmed(std::string s)
{
    const auto b = s.find_first_not_of(" \t\r");
    const auto e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

/// `$name`, `${name}` and `$(expr a OP b)` with integer operands (ms-swift's `$(expr 16 / $nproc_per_node)`).
std::string expand(const std::string& word, const std::map<std::string, std::string>& vars)
{
    if (word.size() > 1024 || word.find('$') == std::string::npos)
        return word; // nothing to expand, or too long for std::regex (recursive in libstdc++)
    static const std::regex expr(R"(\$\(\s*expr\s+(\S+)\s*([-+*/])\s*(\S+)\s*\))");
    static const std::regex var(R"(\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?)");
    std::string s = word;
    std::smatch m;
    auto value = [&](std::string t) -> std::optional<long long> {
        std::smatch vm;
        if (std::regex_match(t, vm, var)) {
            const auto it = vars.find(vm[1].str());
            if (it == vars.end())
                return std::nullopt;
            t = it->second;
        }
        if (t.empty() || t.size() > 12 || !std::all_of(t.begin(), t.end(), ::isdigit))
            return std::nullopt;
        return std::stoll(t);
    };
    if (std::regex_search(s, m, expr)) {
        const auto a = value(m[1].str());
        const auto b = value(m[3].str());
        const char op = m[2].str()[0];
        if (a && b && !(op == '/' && *b == 0)) {
            const long long r = op == '+' ? *a + *b : op == '-' ? *a - *b : op == '*' ? *a * *b : *a / *b;
            s = m.prefix().str() + std::to_string(r) + m.suffix().str();
        }
    }
    std::string out;
    auto begin = s.cbegin();
    while (std::regex_search(begin, s.cend(), m, var)) {
        out.append(begin, m[0].first);
        const auto it = vars.find(m[1].str());
        out += it != vars.end() ? it->second : m[0].str();
        begin = m[0].second;
    }
    out.append(begin, s.cend());
    return out;
}

/// Splits one logical line into words with shell quoting ('...', "...", $(...) kept whole).
std::vector<std::string> shellWords(const std::string& text)
{
    std::vector<std::string> words;
    std::string cur;
    bool have = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\'' || c == '"') {
            const auto end = text.find(c, i + 1);
            cur += text.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1);
            have = true;
            i = end == std::string::npos ? text.size() : end;
        } else if (c == '$' && i + 1 < text.size() && text[i + 1] == '(') {
            const auto end = text.find(')', i);
            cur += text.substr(i, end == std::string::npos ? std::string::npos : end - i + 1);
            have = true;
            i = end == std::string::npos ? text.size() : end;
        } else if (c == ' ' || c == '\t') {
            if (have)
                words.push_back(cur);
            cur.clear();
            have = false;
        } else if (c == '#' && !have) {
            break; // a trailing comment
        } else {
            cur += c;
            have = true;
        }
    }
    if (have)
        words.push_back(cur);
    return words;
}

bool isAssignment(const std::string& w)
{
    const auto eq = w.find('=');
    if (eq == 0 || eq == std::string::npos || std::isdigit(static_cast<unsigned char>(w[0])))
        return false;
    return std::all_of(w.begin(), w.begin() + long(eq),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

/// The programs a launch line can start with, and how many words name the command ("swift sft" = 2).
int commandWords(const std::vector<std::string>& w, size_t i)
{
    const std::string& p = w[i];
    auto base = p.substr(p.find_last_of('/') == std::string::npos ? 0 : p.find_last_of('/') + 1);
    if (base == "swift" || base == "megatron" || base == "trl" || base == "llamafactory-cli" || base == "accelerate" ||
        base == "tune") // megatron: Megatron-SWIFT, ms-swift's Megatron back end
        return i + 1 < w.size() ? 2 : 1;
    if (base == "torchrun" || base == "deepspeed" || base == "python" || base == "python3")
        return 1;
    return 0;
}

} // namespace

bool looksLikeCommandLine(std::string_view text)
{
    // Line by line, and only short lines: libstdc++'s std::regex recurses per character.
    static const std::regex launch(
        R"(\b((swift|megatron)\s+(sft|rlhf|pt)|trl\s+(sft|dpo|kto|grpo|rloo|orpo|reward)|)"
        R"(accelerate\s+launch|llamafactory-cli\s+train|torchrun|deepspeed\s|python3?\s+\S+\.py\s|)"
        R"(python3?\s+-m\s+openrlhf\.))");
    if (text.size() > kMaxConfigBytes)
        return false;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        const auto hash = line.find('#');
        const std::string code(line.substr(0, std::min(hash, line.size())));
        if (code.size() < 2048 && std::regex_search(code, launch))
            return true;
    }
    return false;
}

namespace {

/// A command kept in a heredoc is one command line: far below this.
constexpr size_t kMaxHeredocBytes = 256u << 10;
/// Words of one command line: far beyond any real one.
constexpr size_t kMaxWords = 100000;

using Variables = std::map<std::string, std::string>;

/// A script as logical lines: backslash continuations joined, each keeping the number of its first physical line.
struct ScriptLines
{
    std::vector<Word> lines;
    std::string comments; ///< every comment line, joined with '\n'
    Variables vars;       ///< the commands kept in heredoc variables
};

/// `read -r -d '' NAME <<EOF ... EOF`: a command kept in a variable (OpenRLHF's scripts), its lines joined. `t` is
/// the `read` line and `here` where its "<<" starts; reads the heredoc's lines up to its end marker.
void readHeredoc(std::istream& in, int& number, const std::string& t, size_t here, Variables& vars)
{
    const std::vector<std::string> before = shellWords(t.substr(0, here));
    std::string end = trimmed(t.substr(here + 2));
    if (!end.empty() && end.front() == '-')
        end = trimmed(end.substr(1));
    std::erase_if(end, [](char c) { return c == '\'' || c == '"'; });
    std::string body;
    std::string line;
    while (std::getline(in, line)) {
        ++number;
        std::string b = trimmed(line);
        if (b == end)
            break;
        if (!b.empty() && b.back() == '\\')
            b.pop_back();
        if (body.size() < kMaxHeredocBytes)
            body += b + " ";
    }
    if (!before.empty() && isAssignment(before.back() + "=") && !end.empty())
        vars[before.back()] = body;
}

ScriptLines scriptLines(std::string_view text)
{
    ScriptLines out;
    std::istringstream in{std::string(text)};
    std::string line;
    int number = 0;
    std::string pending;
    int pendingLine = 0;
    while (std::getline(in, line)) {
        ++number;
        std::string t = trimmed(line);
        if (const auto here = t.find("<<"); pending.empty() && t.rfind("read ", 0) == 0 && here != std::string::npos) {
            readHeredoc(in, number, t, here, out.vars);
            continue;
        }
        if (t.rfind("#", 0) == 0) {
            out.comments += t.substr(1) + "\n";
            continue;
        }
        if (t.rfind("```", 0) == 0)
            t = trimmed(t.substr(3));
        if (pending.empty())
            pendingLine = number;
        if (!t.empty() && t.back() == '\\') {
            pending += t.substr(0, t.size() - 1) + " ";
            continue;
        }
        pending += t;
        if (!trimmed(pending).empty())
            out.lines.push_back({pending, pendingLine});
        pending.clear();
    }
    if (!trimmed(pending).empty()) // a script whose last line ends with a dangling backslash
        out.lines.push_back({pending, pendingLine});
    return out;
}

/// The `NAME=value` words a line starts with, their values expanded.
std::vector<std::pair<std::string, std::string>> leadingAssignments(const std::vector<std::string>& words,
                                                                    const Variables& vars)
{
    std::vector<std::pair<std::string, std::string>> env;
    for (size_t i = 0; i < words.size() && isAssignment(words[i]); ++i) {
        const auto eq = words[i].find('=');
        env.emplace_back(words[i].substr(0, eq), expand(words[i].substr(eq + 1), vars));
    }
    return env;
}

/// The words with their variables expanded: an unquoted $NAME holding a whole command splits into its words, as the
/// shell splits it. nullopt beyond kMaxWords (a variable used over and over: bounded, not multiplied out).
std::optional<std::vector<std::string>> expandWords(const std::vector<std::string>& words, const Variables& vars)
{
    static const std::regex whole(R"(\$\{?[A-Za-z_][A-Za-z0-9_]*\}?)");
    std::vector<std::string> expanded;
    for (const auto& w : words) {
        const std::string e = expand(w, vars);
        if (e != w && w.size() < 256 && std::regex_match(w, whole)) {
            for (auto& part : shellWords(e))
                expanded.push_back(std::move(part));
        } else {
            expanded.push_back(e);
        }
        if (expanded.size() > kMaxWords)
            return std::nullopt;
    }
    return expanded;
}

/// The flag word at `i`: "--name=value", "--name value" or a bare "--name" (value "true"); a launcher's own flags
/// (one dash allowed) become "launcher.<name>". Returns the index of the last word read.
size_t readFlag(const std::vector<std::string>& words, size_t i, bool inLauncher, int line,
                std::vector<ConfigEntry>& entries)
{
    const std::string& w = words[i];
    const size_t name = w.find_first_not_of('-');
    if (name == std::string::npos) // a bare "--" ends the options; it names no flag
        return i;
    std::string flag = w.substr(name);
    std::string value = "true";
    const auto eq = flag.find('=');
    if (eq != std::string::npos) {
        value = flag.substr(eq + 1);
        flag = flag.substr(0, eq);
    } else if (i + 1 < words.size() && words[i + 1].rfind("--", 0) != 0 &&
               !(inLauncher && words[i + 1].size() > 3 &&
                 words[i + 1].compare(words[i + 1].size() - 3, 3, ".py") == 0)) {
        value = words[++i];
    }
    entries.push_back({(inLauncher ? "launcher." : "") + flag, value, {}, false, false, line});
    return i;
}

/// The words after the command, up to the end of the command (&&, ; or |): flags, the script a launcher runs and
/// positional words.
void readArguments(const std::vector<std::string>& words, size_t i, const std::string& command, int line,
                   std::vector<ConfigEntry>& entries)
{
    // A launcher's own flags come before the script it runs: accelerate/torchrun/deepspeed/python.
    bool inLauncher = command == "accelerate launch" || command == "torchrun" || command == "deepspeed" ||
                      command == "python" || command == "python3";
    int positional = 0;
    for (; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "&&" || w == ";" || w == "|")
            break;
        const bool module = inLauncher && (w == "-m" || w == "--module"); // deepspeed --module, python -m
        if ((w.rfind("--", 0) == 0 && !module) || (inLauncher && w.size() > 1 && w[0] == '-' && !module)) {
            i = readFlag(words, i, inLauncher, line, entries);
        } else if (module && i + 1 < words.size()) {
            entries.push_back({"script", words[++i], {}, false, false, line});
            inLauncher = false;
        } else if (inLauncher) {
            entries.push_back({"script", w, {}, false, false, line});
            inLauncher = false;
        } else {
            entries.push_back({"positional." + std::to_string(positional++), w, {}, false, false, line});
        }
    }
}

/// The command at word `i`, named by `n` words: the program without its folder, with its subcommand ("swift sft").
std::string commandName(const std::vector<std::string>& words, size_t i, int n)
{
    std::string command = words[i];
    command = command.substr(command.find_last_of('/') == std::string::npos ? 0 : command.find_last_of('/') + 1);
    if (n == 2)
        command += " " + words[i + 1];
    return command;
}

} // namespace

Result<ConfigTree> parseCommandLine(std::string_view text, const std::string& file)
{
    if (text.size() > kMaxConfigBytes)
        return Error{ErrorCode::FileTooLarge, file, std::to_string(text.size())};
    ScriptLines script = scriptLines(text);
    ConfigTree tree;
    tree.file = file;
    tree.comments = std::move(script.comments);
    for (const auto& logical : script.lines) {
        const std::vector<std::string> words = shellWords(logical.text);
        if (words.size() > kMaxWords)
            return Error{ErrorCode::FileTooLarge, file, "too many words"};
        const auto env = leadingAssignments(words, script.vars);
        const size_t i = env.size();
        if (i == words.size()) { // plain shell variables
            for (const auto& [k, v] : env)
                script.vars[k] = v;
            continue;
        }
        const int n = commandWords(words, i);
        if (n == 0)
            continue;
        const auto expanded = expandWords(words, script.vars);
        if (!expanded)
            return Error{ErrorCode::FileTooLarge, file, "too many words"};
        for (const auto& [k, v] : env)
            tree.entries.push_back({"env." + k, v, {}, false, false, logical.line});
        const std::string command = commandName(*expanded, i, n);
        tree.entries.push_back({"command", command, {}, false, false, logical.line});
        readArguments(*expanded, i + size_t(n), command, logical.line, tree.entries);
        return tree; // the first command only (scripts with variants list the main one first)
    }
    return Error{ErrorCode::WrongFormat, file, "no_training_command"};
}

} // namespace tunefit::import

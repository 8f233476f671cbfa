// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ModelNames.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <numeric>

namespace tunefit {

namespace {

constexpr size_t kMaxNameLength = 512;

std::string lowerAscii(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string trimmed(std::string_view s)
{
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    const auto last = s.find_last_not_of(" \t\r\n/");
    return std::string(s.substr(first, last == std::string_view::npos ? 0 : last - first + 1));
}

/// The repository part of a Hub id (after the organisation), lower case.
std::string repoPart(std::string_view name)
{
    const std::string s = lowerAscii(trimmed(name));
    const auto slash = s.find_last_of('/');
    return slash == std::string::npos ? s : s.substr(slash + 1);
}

bool isDigits(std::string_view w)
{
    return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(uint8_t(c)) != 0; });
}

/// A parameter-count word: 7b, 0.5b, 135m, 8x7b.
bool isSizeWord(std::string_view w)
{
    if (w.size() < 2 || (w.back() != 'b' && w.back() != 'm') || std::isdigit(uint8_t(w.front())) == 0)
        return false;
    return std::all_of(w.begin(), w.end() - 1,
                       [](char c) { return std::isdigit(uint8_t(c)) != 0 || c == '.' || c == 'x'; });
}

/// A release date in a name: 2407, 0528, 1124 (four digits), 240718, 20240718.
bool isDateWord(std::string_view w)
{
    return isDigits(w) && (w.size() == 4 || w.size() == 6 || w.size() == 8);
}

/// A release version: v0.1, v1.0, v2.5 (with a dot: DeepSeek-V2 and V3 are different models, not releases).
bool isVersionWord(std::string_view w)
{
    return w.size() >= 4 && w.front() == 'v' && std::isdigit(uint8_t(w[1])) != 0 &&
           w.find('.') != std::string_view::npos;
}

// Words uploaders add to a model's name without changing its architecture. "base" is also a size in the encoder
// families that name sizes in words (t5-base beside t5-small and t5-large), so there it stays.
constexpr std::array kRoleWords = {"instruct", "chat", "it", "hf", "pt", "sft", "dpo", "base"};
constexpr std::array kUploadWords = {"bnb",  "4bit",  "8bit", "nf4", "gptq", "awq", "gguf",    "fp8",     "int4",
                                     "int8", "w4a16", "w8a8", "mlx", "exl2", "hqq", "dynamic", "unsloth", "quantized"};

template <size_t N> bool isOneOf(std::string_view w, const std::array<const char*, N>& words)
{
    return std::any_of(words.begin(), words.end(), [&](const char* x) { return w == x; });
}

/// The words of a repository name: split at '-', '_' and spaces; a leading "meta" dropped (Meta-Llama-3-8B is
/// Llama-3-8B); a family word's version split off (llama3 → llama 3, qwen2.5 → qwen 2.5), as names write both.
std::vector<std::string> nameWords(std::string_view name)
{
    std::vector<std::string> words;
    std::string word;
    for (char c : repoPart(name) + '-') {
        if (c == '-' || c == '_' || c == ' ') {
            if (!word.empty())
                words.push_back(std::move(word));
            word.clear();
        } else {
            word += c;
        }
    }
    if (!words.empty() && words.front() == "meta")
        words.erase(words.begin());
    if (!words.empty()) {
        const std::string first = words.front();
        const auto digit = first.find_first_of("0123456789");
        if (digit != std::string::npos && digit > 1 &&
            first.find_first_not_of("0123456789.", digit) == std::string::npos) {
            words.front() = first.substr(0, digit);
            words.insert(words.begin() + 1, first.substr(digit));
        }
    }
    return words;
}

/// The name less the words that keep the architecture (and, for OtherVersion, less its release version).
std::string architectureKey(std::string_view name, bool dropVersion)
{
    const std::vector<std::string> words = nameWords(name);
    const bool sizedInWords = std::any_of(words.begin(), words.end(), [](const std::string& w) {
        auto endsWith = [&](std::string_view tail) {
            return w.size() >= tail.size() && w.compare(w.size() - tail.size(), tail.size(), tail) == 0;
        };
        return endsWith("t5") || endsWith("bert") || w == "bart" || w == "whisper" || w == "vit" || w == "electra";
    });
    std::string key;
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        const bool role = isOneOf(w, kRoleWords) && (w != "base" || !sizedInWords);
        if (i > 0 && (role || isOneOf(w, kUploadWords) || isDateWord(w) || (dropVersion && isVersionWord(w))))
            continue;
        key += (key.empty() ? "" : "-") + w;
    }
    return key;
}

bool matchesRule(std::string_view name, const ModelPreset& entry, NameRule rule)
{
    const std::string wanted = lowerAscii(trimmed(name));
    switch (rule) {
    case NameRule::Exact:
        // A bare repository name is as exact as the Hub id it is the last part of.
        return wanted == lowerAscii(entry.id) || wanted == lowerAscii(entry.hfRepo) ||
               (wanted.find('/') == std::string::npos && wanted == repoPart(entry.hfRepo));
    case NameRule::WithoutOrganisation:
        return repoPart(wanted) == repoPart(entry.hfRepo) || repoPart(wanted) == lowerAscii(entry.id);
    case NameRule::Derivative:
    case NameRule::OtherVersion: {
        const bool dropVersion = rule == NameRule::OtherVersion;
        const std::string key = architectureKey(wanted, dropVersion);
        return !key.empty() &&
               (key == architectureKey(entry.hfRepo, dropVersion) || key == architectureKey(entry.id, dropVersion));
    }
    }
    return false;
}

size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), size_t(0));
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

/// The entries nearest to the name: of its family first, then of its size (a fine-tune named after itself is most
/// often of a base of its size), then by the edit distance of the architecture keys.
std::vector<const ModelPreset*> nearestEntries(std::string_view name, const std::vector<const ModelPreset*>& entries)
{
    const std::string key = architectureKey(name, true);
    const std::vector<std::string> words = nameWords(name);
    auto sizeOf = [](const std::vector<std::string>& ws) {
        const auto it = std::find_if(ws.begin(), ws.end(), [](const std::string& w) { return isSizeWord(w); });
        return it == ws.end() ? std::string() : *it;
    };
    const std::string size = sizeOf(words);
    std::vector<std::pair<size_t, const ModelPreset*>> scored;
    for (const ModelPreset* e : entries) {
        const std::vector<std::string> entryWords = nameWords(e->hfRepo);
        const bool sameFamily = !words.empty() && !entryWords.empty() && words.front() == entryWords.front();
        const bool sameSize = !size.empty() && size == sizeOf(entryWords);
        scored.emplace_back(
            editDistance(key, architectureKey(e->hfRepo, true)) + (sameFamily ? 0 : 100) + (sameSize ? 0 : 50), e);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<const ModelPreset*> nearest;
    for (size_t i = 0; i < scored.size() && nearest.size() < kSuggestions; ++i)
        nearest.push_back(scored[i].second);
    return nearest;
}

} // namespace

std::string_view nameRuleKey(NameRule rule)
{
    switch (rule) {
    case NameRule::Exact:
        return "exact";
    case NameRule::WithoutOrganisation:
        return "without_organisation";
    case NameRule::Derivative:
        return "derivative";
    case NameRule::OtherVersion:
        return "other_version";
    }
    return "exact";
}

std::string_view uploadFormatKey(UploadFormat format)
{
    switch (format) {
    case UploadFormat::None:
        return "none";
    case UploadFormat::Bnb4bit:
        return "bnb_4bit";
    case UploadFormat::Bnb8bit:
        return "bnb_8bit";
    case UploadFormat::Gptq:
        return "gptq";
    case UploadFormat::Awq:
        return "awq";
    case UploadFormat::Gguf:
        return "gguf";
    case UploadFormat::Fp8:
        return "fp8";
    }
    return "none";
}

UploadFormat uploadFormat(std::string_view name)
{
    const std::vector<std::string> words = nameWords(name);
    auto has = [&](const char* w) { return std::find(words.begin(), words.end(), w) != words.end(); };
    if (has("bnb") && has("8bit"))
        return UploadFormat::Bnb8bit;
    if (has("bnb") || (has("nf4") && !has("gptq")))
        return UploadFormat::Bnb4bit;
    if (has("gptq"))
        return UploadFormat::Gptq;
    if (has("awq"))
        return UploadFormat::Awq;
    if (has("gguf"))
        return UploadFormat::Gguf;
    if (has("fp8"))
        return UploadFormat::Fp8;
    return UploadFormat::None;
}

NameResolution resolveModelName(std::string_view name, std::span<const ModelPreset> userEntries)
{
    NameResolution out;
    std::vector<const ModelPreset*> entries;
    for (const ModelPreset& e : userEntries)
        entries.push_back(&e);
    for (const ModelPreset& e : modelPresets())
        entries.push_back(&e);
    // Hub ids are at most 96 characters a part; a longer "name" is no model, and comparing it would cost time.
    if (trimmed(name).empty() || name.size() > kMaxNameLength)
        return out;
    for (NameRule rule :
         {NameRule::Exact, NameRule::WithoutOrganisation, NameRule::Derivative, NameRule::OtherVersion}) {
        std::vector<const ModelPreset*> fits;
        for (const ModelPreset* e : entries) {
            // Entries of one architecture under several names (a base and its instruct upload) are one answer.
            if (matchesRule(name, *e, rule) && std::none_of(fits.begin(), fits.end(), [&](auto* f) {
                    ModelSpec renamed = e->spec;
                    renamed.name = f->spec.name; // the sizes decide; two uploads name their config differently
                    return sameArchitecture(f->spec, renamed);
                }))
                fits.push_back(e);
        }
        if (fits.size() == 1) {
            out.match = NameMatch{fits.front(), rule, uploadFormat(name)};
            return out;
        }
        if (fits.size() > 1) {
            out.ambiguous = std::move(fits);
            return out;
        }
    }
    out.suggestions = nearestEntries(name, entries);
    return out;
}

Error unresolvedModelError(const NameResolution& resolution, std::string_view field, std::string_view name)
{
    const bool ambiguous = !resolution.ambiguous.empty();
    Error error{ambiguous ? ErrorCode::AmbiguousModel : ErrorCode::UnknownPreset, std::string(field),
                std::string(name)};
    for (const ModelPreset* e : ambiguous ? resolution.ambiguous : resolution.suggestions)
        error.suggestions.push_back(e->id);
    return error;
}

std::optional<ModelReading> readingOf(std::string_view name, const NameMatch& match)
{
    if (match.entry == nullptr || (match.rule == NameRule::Exact && match.format == UploadFormat::None))
        return std::nullopt;
    return ModelReading{trimmed(name), match.entry->id, match.entry->hfRepo, match.rule, match.format};
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/DiffusionReading.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <locale>
#include <sstream>

namespace tunefit::import::diffusion {

const ConfigEntry* Reading::get(std::string_view key) const
{
    if (const ConfigEntry* e = tree.find(prefix + std::string(key)))
        return e;
    for (const std::string& p : fallbacks) {
        if (const ConfigEntry* e = tree.find(p + std::string(key)))
            return e;
    }
    return nullptr;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::string baseName(std::string_view path)
{
    const size_t slash = path.find_last_of("/\\");
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string shownValue(const ConfigEntry& e)
{
    std::string value = e.value;
    if (e.isList) {
        value = "[";
        for (size_t i = 0; i < e.items.size() && value.size() < 80; ++i)
            value += (i ? ", " : "") + e.items[i];
        value += "]";
    }
    if (value.size() > 80)
        value = value.substr(0, 77) + "...";
    return value;
}

namespace {

DiffusionImportLine importLine(DiffusionImportKind kind, std::string_view key, std::string value, int line,
                               std::optional<DiffusionImportSetting> setting, DiffusionImportValue result,
                               DiffusionImportNote note)
{
    DiffusionImportLine l;
    l.kind = kind;
    l.key = std::string(key);
    l.value = std::move(value);
    l.line = line;
    l.setting = setting;
    l.result = std::move(result);
    l.note = note;
    return l;
}

} // namespace

void noteRead(Reading& r, std::string_view key, const ConfigEntry& e, DiffusionImportSetting setting,
              DiffusionImportValue result, DiffusionImportNote note, std::string detail)
{
    DiffusionImportLine l =
        importLine(DiffusionImportKind::Read, key, shownValue(e), e.line, setting, std::move(result), note);
    l.detail = std::move(detail);
    l.file = r.includedFile;
    r.out.lines.push_back(std::move(l));
}

void noteStated(Reading& r, std::string_view key, std::string value, int line, DiffusionImportSetting setting,
                DiffusionImportValue result, DiffusionImportNote note)
{
    DiffusionImportLine l =
        importLine(DiffusionImportKind::Read, key, std::move(value), line, setting, std::move(result), note);
    l.file = r.includedFile;
    r.out.lines.push_back(std::move(l));
}

void noteDefault(Reading& r, std::string_view key, std::string value, DiffusionImportSetting setting,
                 DiffusionImportValue result, DiffusionImportNote note, std::string detail)
{
    DiffusionImportLine l =
        importLine(DiffusionImportKind::StackDefault, key, std::move(value), 0, setting, std::move(result), note);
    l.detail = std::move(detail);
    r.out.lines.push_back(std::move(l));
}

void noteNotModelled(Reading& r, std::string_view key, const ConfigEntry& e, DiffusionImportNote why,
                     DiffusionImportValue result)
{
    DiffusionImportLine l =
        importLine(DiffusionImportKind::NotModelled, key, shownValue(e), e.line, std::nullopt, std::move(result), why);
    l.file = r.includedFile;
    r.out.lines.push_back(std::move(l));
}

Result<int64_t> parseInt(std::string_view text, std::string_view key, int64_t lo, int64_t hi)
{
    const AllowedRange allowed{double(lo), double(hi)};
    std::string_view digits = text;
    if (!digits.empty() && digits.front() == '+')
        digits.remove_prefix(1);
    int64_t value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec == std::errc::result_out_of_range)
        return Error{ErrorCode::OutOfRange, std::string(key), std::string(text.substr(0, 40)), allowed};
    if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty())
        return Error{ErrorCode::InvalidValue, std::string(key), std::string(text.substr(0, 40))};
    if (value < lo || value > hi)
        return Error{ErrorCode::OutOfRange, std::string(key), std::to_string(value), allowed};
    return value;
}

Failure readReal(Reading& r, const RealKey& k, double& field)
{
    const ConfigEntry* e = r.get(k.key);
    if (!e && !k.stackDefault)
        return std::nullopt;
    if (!e) {
        field = *k.stackDefault;
        std::ostringstream shown;
        shown.imbue(std::locale::classic());
        shown << field;
        noteDefault(r, k.key, shown.str(), k.setting, field);
        return std::nullopt;
    }
    const std::string_view text = e->isList ? std::string_view("[list]") : std::string_view(e->value);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty() || !std::isfinite(value))
        return Error{ErrorCode::InvalidValue, std::string(k.key), std::string(text.substr(0, 40))};
    if (value < k.lo || value > k.hi)
        return Error{ErrorCode::OutOfRange, std::string(k.key), std::string(text.substr(0, 40)),
                     AllowedRange{k.lo, k.hi}};
    field = value;
    noteRead(r, k.key, *e, k.setting, value);
    return std::nullopt;
}

Result<bool> parseBool(const ConfigEntry& e, std::string_view key)
{
    const std::string v = lower(e.value);
    if (!e.isList && (v == "true" || v == "yes" || v == "on" || v == "1"))
        return true;
    if (!e.isList && (v == "false" || v == "no" || v == "off" || v == "0"))
        return false;
    return Error{ErrorCode::InvalidValue, std::string(key), e.value.substr(0, 40)};
}

Result<int64_t> largestItem(const ConfigEntry& e, std::string_view key, int64_t lo, int64_t hi)
{
    if (!e.isList)
        return parseInt(e.value, key, lo, hi);
    if (e.items.empty())
        return Error{ErrorCode::Empty, std::string(key), ""};
    int64_t largest = lo;
    for (const std::string& item : e.items) {
        Result<int64_t> v = parseInt(item, key, lo, hi);
        if (!v)
            return v;
        largest = std::max(largest, *v);
    }
    return largest;
}

Failure readInts(Reading& r, std::span<const IntKey> keys)
{
    for (const IntKey& k : keys) {
        if (r.settled.count(k.setting))
            continue;
        const ConfigEntry* e = r.get(k.key);
        if (!e && !k.stackDefault)
            continue;
        int64_t value = k.stackDefault.value_or(0);
        if (e) {
            Result<int64_t> parsed = parseInt(e->isList ? std::string("[list]") : e->value, k.key, k.lo, k.hi);
            if (!parsed)
                return parsed.error();
            value = *parsed;
            noteRead(r, k.key, *e, k.setting, value);
        } else {
            noteDefault(r, k.key, std::to_string(value), k.setting, value);
        }
        k.set(r.out.job, value);
        r.settled.emplace(k.setting);
    }
    return std::nullopt;
}

Failure readBool(Reading& r, const BoolKey& key, std::optional<bool>& value)
{
    const ConfigEntry* e = r.get(key.key);
    if (!e) {
        if (key.stackDefault) {
            value = *key.stackDefault;
            noteDefault(r, key.key, *value ? "true" : "false", key.setting, *value);
        }
        return std::nullopt;
    }
    Result<bool> parsed = parseBool(*e, key.key);
    if (!parsed)
        return parsed.error();
    value = *parsed;
    noteRead(r, key.key, *e, key.setting, *value);
    return std::nullopt;
}

Failure readBools(Reading& r, std::span<const BoolKey> keys)
{
    for (const BoolKey& k : keys) {
        std::optional<bool> value;
        if (Failure f = readBool(r, k, value))
            return f;
        if (value)
            k.set(r.out.job, *value);
    }
    return std::nullopt;
}

Failure readPlacement(Reading& r, std::initializer_list<std::string_view> keys, DiffusionImportSetting setting,
                      HelperPlacement& field, std::optional<bool> stackDefault)
{
    bool any = false;
    bool cached = false;
    for (std::string_view key : keys) {
        const ConfigEntry* e = r.get(key);
        if (!e)
            continue;
        Result<bool> on = parseBool(*e, key);
        if (!on)
            return on.error();
        any = true;
        cached = cached || *on;
        noteRead(r, key, *e, setting, *on ? HelperPlacement::Cached : HelperPlacement::Gpu);
    }
    if (!any && !stackDefault)
        return std::nullopt;
    if (!any) {
        cached = *stackDefault;
        noteDefault(r, *keys.begin(), cached ? "true" : "false", setting,
                    cached ? HelperPlacement::Cached : HelperPlacement::Gpu);
    }
    field = cached ? HelperPlacement::Cached : HelperPlacement::Gpu;
    return std::nullopt;
}

void noteIgnored(Reading& r, std::span<const IgnoredKey> keys)
{
    for (const IgnoredKey& k : keys) {
        const ConfigEntry* e = r.get(k.key);
        if (!e || e->isNull)
            continue;
        const std::string v = lower(e->value);
        if (!e->isList && (v == "false" || v == "0" || v.empty() || v == "none" || v == "no"))
            continue;
        noteNotModelled(r, k.key, *e, k.why);
    }
}

/// max_train_steps; 0 or absent means the epochs decide (num_train_epochs over the data set), which the file
/// cannot tell, so the job keeps Tunefit's step count.
Failure readStepsOrEpochs(Reading& r, std::string_view key)
{
    const ConfigEntry* e = r.get(key);
    if (e && e->value != "0" && !e->isNull) {
        const IntKey steps[] = {{key, DiffusionImportSetting::Steps, 1, kMaxSteps, std::nullopt, setSteps}};
        return readInts(r, steps);
    }
    // Not set: training runs by epochs over a data set the file does not size.
    noteDefault(r, key, "", DiffusionImportSetting::Steps, r.job().steps, DiffusionImportNote::TunefitsValue);
    return std::nullopt;
}

namespace {

bool isLocalFile(std::string_view path)
{
    static const std::string_view suffixes[] = {".safetensors", ".sft", ".ckpt", ".pt", ".pth", ".bin", ".gguf"};
    for (std::string_view s : suffixes) {
        if (path.size() > s.size() && lower(path.substr(path.size() - s.size())) == s)
            return true;
    }
    return !path.empty() && (path[0] == '/' || path[0] == '.' || path[0] == '~' || path.find('\\') != path.npos);
}

} // namespace

Result<DiffusionJob> resolveModel(Reading& r, const DenoiserLibrary& library, const ConfigEntry* named,
                                  std::string_view key, const ModelFallback& fallback)
{
    if (!named && fallback.model.empty())
        return Error{ErrorCode::MissingKey, std::string(key), ""};
    if (!named) {
        Result<DiffusionJob> job = diffusionJobFor(library, fallback.model);
        if (job && fallback.stackDefault)
            noteDefault(r, fallback.key, fallback.value, DiffusionImportSetting::Model, job->model.key);
        else if (job)
            noteStated(r, fallback.key, fallback.value, fallback.line, DiffusionImportSetting::Model, job->model.key);
        return job;
    }
    Result<DiffusionJob> job = diffusionJobFor(library, named->value);
    if (job) {
        noteRead(r, key, *named, DiffusionImportSetting::Model, job->model.key);
        return job;
    }
    if (!isLocalFile(named->value)) {
        Error error = job.error();
        error.field = std::string(key);
        return error;
    }
    std::string stem = baseName(named->value);
    stem = stem.substr(0, stem.find_last_of('.'));
    if (Result<DiffusionJob> byStem = diffusionJobFor(library, stem)) {
        noteRead(r, key, *named, DiffusionImportSetting::Model, byStem->model.key, DiffusionImportNote::ByFileName);
        return byStem;
    }
    if (fallback.model.empty()) {
        Error error = job.error();
        error.field = std::string(key);
        return error;
    }
    Result<DiffusionJob> implied = diffusionJobFor(library, fallback.model);
    if (implied)
        noteRead(r, key, *named, DiffusionImportSetting::Model, implied->model.key, DiffusionImportNote::ScriptModel,
                 fallback.value);
    return implied;
}

} // namespace tunefit::import::diffusion

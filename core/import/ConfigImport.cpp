// SPDX-License-Identifier: GPL-3.0-or-later
// Combines what the stack tables (StackTables.cpp) read from a file and the files it names into one job.
#include "core/import/ConfigImport.h"

#include "core/Checked.h"
#include "core/import/ConfigTree.h"
#include "core/import/IncludePath.h"
#include "core/import/StackTables.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "core/training/EnumKeys.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <numeric>
#include <regex>

namespace fs = std::filesystem;

namespace tunefit {

using import::ConfigEntry;
using import::ConfigTree;
using import::KeyRule;
using import::Read;
using import::Slot;

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

struct Fact
{
    std::string value;
    ImportOrigin origin;
    int rule = 0; ///< index in the stack's table: a lower one wins
};

using Facts = std::array<std::optional<Fact>, import::kSlotCount>;

struct Context
{
    Stack stack;
    ImportedJob& out;
    Facts facts;
    std::string root; ///< the folder included files must lie in (IncludePath.h)
};

std::optional<bool> readBool(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "true" || t == "yes" || t == "on" || t == "1")
        return true;
    if (t == "false" || t == "no" || t == "off" || t == "0" || t == "none")
        return false;
    return std::nullopt;
}

std::optional<double> readNumber(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), '_'), text.end()); // YAML 1.1 digit groups (500_000)
    if (text.empty() || text.size() > 40)
        return std::nullopt;
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (...) {
        return std::nullopt;
    }
    if (used != text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string numberText(double v)
{
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(int64_t(v));
    std::string s = std::to_string(v);
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    return s;
}

std::string fieldAt(const std::string& file, int line, const std::string& key)
{
    return file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + key;
}

/// Target names to "all_linear" or "q;k;v;..." in targetKeys() order; unknown modules reported.
std::optional<std::string> readTargets(const ConfigEntry& e, Context& c)
{
    std::vector<std::string> names = e.items;
    if (!e.isList) {
        std::string s = e.value;
        std::replace(s.begin(), s.end(), ';', ',');
        size_t start = 0;
        while (start <= s.size()) {
            const auto comma = s.find(',', start);
            std::string part = s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            part.erase(0, part.find_first_not_of(" []'\""));
            part.erase(part.find_last_not_of(" []'\"") + 1);
            if (!part.empty())
                names.push_back(part);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    TargetSet set = 0;
    for (const auto& n : names) {
        const std::string l = lower(n);
        if (l == "all" || l == "all-linear" || l == "all_linear")
            return std::string("all_linear");
        if (auto t = import::targetFromModule(l); t) {
            if (auto target = enumFromKey(targetKeys(), *t))
                set |= uint32_t(*target);
        } else {
            c.out.unused.push_back(
                {e.key == "" ? c.out.files.front() : std::string(), e.key, e.line, UnusedReason::UnknownValue, {}});
        }
    }
    if (set == 0)
        return std::nullopt;
    std::string text;
    for (const auto& entry : targetKeys()) {
        if (contains(set, entry.value))
            text += (text.empty() ? "" : ";") + std::string(entry.key);
    }
    return text;
}

/// One entry through its rule: the value in Tunefit's words, or nullopt (then reported).
std::optional<std::string> convert(const KeyRule& rule, const ConfigEntry& e, Context& c, const std::string& file)
{
    auto unknown = [&]() -> std::optional<std::string> {
        // The key only, never its value: a file's values are not echoed (an included file may hold secrets).
        c.out.unused.push_back({file, e.key, e.line, UnusedReason::UnknownValue, {}});
        return std::nullopt;
    };
    if (rule.read == Read::Targets)
        return readTargets(e, c);
    if (e.isList) {
        if (rule.slot == Slot::Fsdp || rule.slot == Slot::UnfrozenParameters) {
            std::string joined;
            for (const auto& item : e.items)
                joined += (joined.empty() ? "" : " ") + item;
            return joined.empty() ? std::nullopt : std::optional(joined);
        }
        return unknown();
    }
    const std::string& v = e.value;
    switch (rule.read) {
    case Read::Text:
    case Read::Path:
        return v;
    case Read::Bool: {
        auto b = readBool(v);
        if (!b && lower(v) == "legacy" && rule.slot == Slot::ActivationOffload)
            b = true; // axolotl's older activation offloading implementation
        if (!b && lower(v) == "auto" && rule.slot == Slot::Bf16)
            b = true; // axolotl's bf16: auto = bf16 wherever the card has it, which every card planned in bf16 does
        if (!b)
            return unknown();
        if (rule.slot == Slot::Attention) {
            if (!*b)
                return std::nullopt;
            if (e.key.find("sdp") != std::string::npos)
                return std::string("sdpa");
            if (e.key.find("eager") != std::string::npos)
                return std::string("eager");
            return std::string("flash"); // flash_attention, xformers_attention: no s x s tensor stored
        }
        if (rule.slot == Slot::GradCkpt)
            return std::string(*b ? "full" : "none");
        return std::string(*b ? "true" : "false");
    }
    case Read::Number: {
        const auto n = readNumber(v);
        if (!n)
            return unknown();
        return numberText(*n);
    }
    case Read::Optimizer:
        if (auto o = import::optimizerFromName(v))
            return std::string(*o);
        return unknown();
    case Read::Attention:
        if (auto a = import::attentionFromName(v))
            return std::string(*a);
        return unknown();
    case Read::Objective:
        if (auto o = import::objectiveFromName(v))
            return std::string(*o);
        return unknown();
    case Read::Method:
        if (auto m = import::methodFromName(v))
            return std::string(*m);
        return unknown();
    case Read::Targets:
        break;
    }
    return unknown();
}

/// Reads every entry of one file through `stack`'s table into `facts`; other keys are reported unused.
void collect(const ConfigTree& tree, Stack stack, Facts& facts, Context& c)
{
    const auto rules = import::keyRules(stack);
    for (const ConfigEntry& e : tree.entries) {
        bool matched = false;
        for (size_t r = 0; r < rules.size(); ++r) {
            const KeyRule& rule = rules[r];
            if (rule.key != e.key)
                continue;
            matched = true;
            const int slot = int(rule.slot);
            const bool jobField = slot < kJobFieldCount;
            if (e.isNull || (!e.isList && e.value.empty())) {
                if (jobField)
                    c.out.leftToRuntime.push_back({tree.file, e.key, e.line, "null", JobField(slot)});
                continue;
            }
            if (!e.isList && lower(e.value) == "auto" && rule.slot != Slot::Bf16 && rule.read != Read::Attention) {
                c.out.leftToRuntime.push_back(
                    {tree.file, e.key, e.line, e.value, jobField ? std::optional(JobField(slot)) : std::nullopt});
                continue;
            }
            if (!e.isList && lower(e.value) == "auto" && rule.slot == Slot::Bf16 && stack == Stack::DeepSpeed) {
                c.out.leftToRuntime.push_back({tree.file, e.key, e.line, e.value, JobField::Precision});
                continue;
            }
            auto value = convert(rule, e, c, tree.file);
            if (!value)
                continue;
            Fact fact{*value, {tree.file, e.key, e.line, false, stack}, int(r)};
            auto& existing = facts[size_t(slot)];
            if (existing && existing->rule <= fact.rule) {
                c.out.unused.push_back({tree.file, e.key, e.line, UnusedReason::Superseded, existing->origin.key});
            } else {
                if (existing)
                    c.out.unused.push_back({existing->origin.file, existing->origin.key, existing->origin.line,
                                            UnusedReason::Superseded, e.key});
                existing = fact;
            }
        }
        if (!matched && !e.key.empty() && e.key != "command" && e.key != "script" && e.key.rfind("launcher.", 0) != 0)
            c.out.unused.push_back(
                {tree.file,
                 e.key,
                 e.line,
                 import::isNoEffectKey(stack, e.key) ? UnusedReason::NoEffect : UnusedReason::NotModelled,
                 {}});
    }
}

Result<std::string> readFile(const std::string& path, const std::string& namedBy)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return Error{ErrorCode::CannotOpen, namedBy.empty() ? path : namedBy, f.errorString().toStdString()};
    if (f.size() > qint64(import::kMaxConfigBytes))
        return Error{ErrorCode::FileTooLarge, path, std::to_string(f.size())};
    const QByteArray bytes = f.read(qint64(import::kMaxConfigBytes) + 1);
    if (bytes.size() > qsizetype(import::kMaxConfigBytes))
        return Error{ErrorCode::FileTooLarge, path, std::to_string(bytes.size())};
    return bytes.toStdString();
}

std::optional<Stack> sniffTree(const ConfigTree& t)
{
    auto has = [&](std::string_view k) { return t.hasPrefix(k); };
    if (const ConfigEntry* cmd = t.find("command")) {
        const std::string command = cmd->value;
        const ConfigEntry* script = t.find("script");
        const std::string s = script ? lower(script->value) : std::string();
        if (command.rfind("swift", 0) == 0 || command.rfind("megatron", 0) == 0 || s.find("swift") != std::string::npos)
            return Stack::MsSwift;
        if (s.rfind("openrlhf.", 0) == 0)
            return Stack::OpenRlhf;
        if (command.rfind("trl", 0) == 0 || s.find("trl") != std::string::npos)
            return Stack::Trl;
        if (command.rfind("llamafactory-cli", 0) == 0 ||
            (s.find("train.py") != std::string::npos && has("positional.0")))
            return Stack::LlamaFactory;
        if (s.find(".py") != std::string::npos && (has("per_device_train_batch_size") || has("model_name_or_path")))
            return Stack::Trl; // a TrainingArguments script: HfArgumentParser flags
        return std::nullopt;
    }
    for (const auto& e : t.entries) {
        if (e.key.find("_component_") != std::string::npos)
            return Stack::Torchtune;
    }
    if (has("zero_optimization") || has("train_micro_batch_size_per_gpu") || has("zero_force_ds_cpu_optimizer"))
        return Stack::DeepSpeed;
    if (has("distributed_type") || (has("compute_environment") && has("num_processes")))
        return Stack::Accelerate;
    if (has("base_model") || (has("sequence_len") && has("micro_batch_size")) || has("lora_target_linear"))
        return Stack::Axolotl;
    if (has("checkpoint_dir") && (has("train") || has("precision") || has("lora_r")))
        return Stack::Litgpt;
    if (has("finetuning_type") || has("stage") || has("cutoff_len") || has("peft_config") ||
        (has("model") && has("dist_config")))
        return Stack::LlamaFactory;
    if (has("model_name_or_path") || has("per_device_train_batch_size") || has("use_peft") ||
        has("gradient_accumulation_steps"))
        return Stack::Trl;
    return std::nullopt;
}

Result<ConfigTree> parseAny(std::string_view text, const std::string& file)
{
    auto tree = import::parseYamlTree(text, file);
    if (tree && sniffTree(*tree))
        return tree;
    if (import::looksLikeCommandLine(text)) {
        auto command = import::parseCommandLine(text, file);
        if (command || command.error().code == ErrorCode::FileTooLarge)
            return command;
    }
    // A notebook exported to Python (Unsloth's) sets its values in code: say so rather than "not a mapping".
    for (size_t start = 0, n = 0; start < text.size() && n < 400; ++n) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (line.rfind("import ", 0) == 0 || (line.rfind("from ", 0) == 0 && line.find(" import ") != line.npos))
            return Error{ErrorCode::WrongFormat, file, "a Python program: its settings are code, not a config"};
    }
    if (!tree)
        return tree.error();
    return Error{ErrorCode::WrongFormat, file, "no training settings of a known stack"};
}

// ---- combining ------------------------------------------------------------------------------------------------

const Fact* get(const Facts& f, Slot s)
{
    return f[size_t(s)] ? &*f[size_t(s)] : nullptr;
}

std::string value(const Facts& f, Slot s)
{
    const Fact* x = get(f, s);
    return x ? x->value : std::string();
}

bool isTrue(const Facts& f, Slot s)
{
    return value(f, s) == "true";
}

void set(Facts& f, Slot s, std::string v, const ImportOrigin& origin)
{
    f[size_t(s)] = Fact{std::move(v), origin, -1};
}

void setIfAbsent(Facts& f, Slot s, std::string v, const ImportOrigin& origin)
{
    if (!get(f, s))
        set(f, s, std::move(v), origin);
}

ImportOrigin defaultOrigin(Stack stack, std::string_view key)
{
    return {std::string(), std::string(key), 0, true, stack};
}

void applyDefaults(Stack stack, Facts& f, bool hints)
{
    for (const auto& d : import::stackDefaults(stack)) {
        if ((int(d.slot) >= kJobFieldCount) == hints)
            setIfAbsent(f, d.slot, std::string(d.value), defaultOrigin(stack, d.key));
    }
}

/// Merges an included file's facts: they fill what the including file leaves open.
void merge(Facts& into, const Facts& from)
{
    for (size_t i = 0; i < into.size(); ++i) {
        if (!into[i] && from[i])
            into[i] = from[i];
    }
}

Result<bool> readIncludes(Context& c, const std::string& file, Facts& facts, int depth);

/// Whether an included file is of the kind its key names: a DeepSpeed JSON object with DeepSpeed's own keys, an
/// accelerate config, or a training config of a known stack. Anything else (a token file, /etc/passwd) is refused
/// by kind before a key of it is reported, so no file's contents are ever echoed as "not used".
Result<bool> includeOfKind(std::string_view text, const ConfigTree& tree, Stack stack, const std::string& path)
{
    const bool ok = [&] {
        const auto first = text.find_first_not_of(" \t\r\n");
        switch (stack) {
        case Stack::DeepSpeed:
            // DeepSpeed reads JSON only (deepspeed/runtime/config.py: json.load).
            return first != std::string_view::npos && text[first] == '{' && sniffTree(tree) == Stack::DeepSpeed;
        case Stack::Accelerate:
            return sniffTree(tree) == Stack::Accelerate || tree.hasPrefix("compute_environment") ||
                   tree.hasPrefix("deepspeed_config") || tree.hasPrefix("fsdp_config");
        default:
            return sniffTree(tree).has_value();
        }
    }();
    if (ok)
        return true;
    const char* kind = stack == Stack::DeepSpeed    ? "not a DeepSpeed JSON config"
                       : stack == Stack::Accelerate ? "not an accelerate config"
                                                    : "not a training config";
    return Error{ErrorCode::WrongFormat, path, kind};
}

Result<bool> include(Context& c, const std::string& from, const Fact& named, Stack stack, Facts& facts, int depth)
{
    if (depth > 3)
        return Error{ErrorCode::Inconsistent, fieldAt(from, named.origin.line, named.origin.key), "includes nest"};
    const std::string namedAt = fieldAt(from, named.origin.line, named.origin.key);
    const auto path = import::resolveIncludePath(from, named.value, c.root, namedAt);
    if (!path)
        return path.error();
    auto text = readFile(*path, namedAt);
    if (!text)
        return text.error();
    auto tree = import::parseYamlTree(*text, *path);
    if (!tree)
        return tree.error();
    // A launch script may run a config of any stack; the others name a file of a known kind.
    if (stack == Stack::LlamaFactory && named.origin.key.rfind("positional", 0) == 0)
        stack = sniffTree(*tree).value_or(Stack::LlamaFactory);
    if (auto kind = includeOfKind(*text, *tree, stack, *path); !kind)
        return kind.error();
    c.out.files.push_back(*path);
    Facts included;
    collect(*tree, stack, included, c);
    if (auto nested = readIncludes(c, *path, included, depth + 1); !nested)
        return nested.error();
    merge(facts, included);
    return true;
}

Result<bool> readIncludes(Context& c, const std::string& file, Facts& facts, int depth)
{
    if (const Fact* ds = get(facts, Slot::DeepSpeed); ds && !ds->value.empty() && ds->origin.file == file) {
        bool named = false;
        if (c.stack == Stack::MsSwift) {
            for (const auto& n : import::msSwiftDeepSpeedNames()) {
                if (n.name == ds->value) {
                    setIfAbsent(facts, Slot::ZeroStage, std::to_string(n.stage), ds->origin);
                    setIfAbsent(facts, Slot::Offload, std::string(n.offload), ds->origin);
                    named = true;
                }
            }
        }
        if (!named) {
            const Fact copy = *ds;
            if (auto r = include(c, file, copy, Stack::DeepSpeed, facts, depth); !r)
                return r;
        }
    }
    if (const Fact* acc = get(facts, Slot::AccelerateConfig); acc && acc->origin.file == file) {
        const Fact copy = *acc;
        if (auto r = include(c, file, copy, Stack::Accelerate, facts, depth); !r)
            return r;
    }
    if (const Fact* cfg = get(facts, Slot::StackConfig); cfg && cfg->origin.file == file) {
        const Fact copy = *cfg;
        if (auto r = include(c, file, copy, Stack::LlamaFactory, facts, depth); !r)
            return r;
    }
    return true;
}

/// Comments that name what a torchtune file does not: the model (`tune download ORG/NAME`) and the launch
/// (`tune run [--nproc_per_node N] RECIPE`).
void torchtuneComments(const ConfigTree& tree, Facts& f)
{
    std::smatch m;
    static const std::regex download(R"(tune download (\S+))");
    static const std::regex run(R"(tune run ((?:--\S+ \S+ )*)(\S+))");
    static const std::regex nproc(R"(--nproc_per_node[ =](\d+))");
    // Only the comment lines naming tune commands, and short ones: std::regex recurses per character.
    std::string text;
    for (size_t start = 0; start < tree.comments.size();) {
        size_t end = tree.comments.find('\n', start);
        if (end == std::string::npos)
            end = tree.comments.size();
        const std::string line = tree.comments.substr(start, end - start);
        if (line.size() < 1024 && line.find("tune ") != std::string::npos)
            text += line + "\n";
        start = end + 1;
        if (text.size() > 16384)
            break;
    }
    const ImportOrigin origin{tree.file, "# tune", 0, false, Stack::Torchtune};
    // The model is the one the recipe's model component builds: the download whose name starts with the component's
    // architecture, else the bundled preset of that architecture, else the first download.
    auto squash = [](std::string s) {
        std::string out;
        for (const char ch : lower(s.substr(s.find_last_of('/') == std::string::npos ? 0 : s.find_last_of('/') + 1)))
            if (std::isalnum(static_cast<unsigned char>(ch)))
                out += ch;
        return out;
    };
    std::string component;
    if (const Fact* comp = get(f, Slot::ModelComponent)) {
        component = lower(comp->value.substr(
            comp->value.find_last_of('.') == std::string::npos ? 0 : comp->value.find_last_of('.') + 1));
        for (const char* prefix : {"qlora_", "lora_", "dora_"}) {
            if (component.rfind(prefix, 0) == 0)
                component = component.substr(std::string(prefix).size());
        }
        component = squash(component);
    }
    std::vector<std::string> downloads;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), download); it != std::sregex_iterator(); ++it)
        downloads.push_back((*it)[1].str());
    const ImportOrigin downloadOrigin{tree.file, "# tune download", 0, false, Stack::Torchtune};
    for (const auto& d : downloads) {
        std::string name = squash(d);
        if (name.rfind("meta", 0) == 0)
            name = name.substr(4);
        if (!component.empty() && name.rfind(component, 0) == 0) {
            setIfAbsent(f, Slot::Model, d, downloadOrigin);
            break;
        }
    }
    if (!component.empty() && !get(f, Slot::Model)) {
        for (const ModelPreset& p : modelPresets()) {
            if (squash(std::string(p.id)) == component) {
                setIfAbsent(f, Slot::Model, std::string(p.hfRepo), get(f, Slot::ModelComponent)->origin);
                break;
            }
        }
    }
    if (!downloads.empty())
        setIfAbsent(f, Slot::Model, downloads.front(), downloadOrigin);
    if (std::regex_search(text, m, run)) {
        const std::string recipe = lower(m[2].str());
        const std::string flags = m[1].str();
        ImportOrigin o = origin;
        o.key = "# tune run " + m[2].str();
        for (const char* objective : {"grpo", "ppo", "dpo", "kto"}) {
            if (recipe.find(objective) != std::string::npos) {
                setIfAbsent(f, Slot::Objective, objective, o);
                break;
            }
        }
        std::smatch n;
        if (std::regex_search(flags, n, nproc))
            setIfAbsent(f, Slot::NumGpus, n[1].str(), o);
        else if (recipe.find("single_device") != std::string::npos)
            setIfAbsent(f, Slot::NumGpus, "1", o);
        if (recipe.find("distributed") != std::string::npos)
            setIfAbsent(f, Slot::Sharding, "fsdp_full", o); // torchtune's distributed recipes shard with FSDP2
        else if (recipe.find("single_device") != std::string::npos)
            setIfAbsent(f, Slot::Sharding, "none", o);
    }
}

/// Hints -> job fields: the combinations each stack documents (method from quantization, precision from the engine,
/// accumulation from a global batch, sharding from a launcher).
void derive(Context& c)
{
    Facts& f = c.facts;
    const Stack st = c.stack;
    auto from = [&](Slot s) { return get(f, s)->origin; };

    // The objective: a verb of the command line, axolotl's rl / reward_model, LLaMA-Factory's pref_loss.
    if (const Fact* verb = get(f, Slot::Verb)) {
        const std::string v = verb->value;
        const auto space = v.find(' ');
        if (space != std::string::npos && v.rfind("swift rlhf", 0) != 0) {
            if (auto o = import::objectiveFromName(v.substr(space + 1)))
                setIfAbsent(f, Slot::Objective, std::string(*o), verb->origin);
        }
    }
    if (isTrue(f, Slot::RewardModel))
        setIfAbsent(f, Slot::Objective, "reward_model", from(Slot::RewardModel));
    if (const Fact* rl = get(f, Slot::RlType); rl && st == Stack::OpenRlhf) {
        // openrlhf.cli.train_ppo_ray: the trainer is the module's last part, without train_ and _ray.
        std::string module = rl->value.substr(rl->value.find_last_of('.') + 1);
        if (module.rfind("train_", 0) == 0)
            module = module.substr(6);
        if (module.size() > 4 && module.compare(module.size() - 4, 4, "_ray") == 0)
            module.resize(module.size() - 4);
        if (auto o = import::objectiveFromName(module))
            setIfAbsent(f, Slot::Objective, std::string(*o), rl->origin);
    } else if (const Fact* rl = get(f, Slot::RlType)) {
        // axolotl's rl: is read as an objective already; a TRL script counts by its name (trl/scripts/dpo.py).
        const std::string stem = fs::path(rl->value).stem().string();
        if (auto o = import::objectiveFromName(stem); o && import::objectiveFromName(rl->value) == std::nullopt)
            setIfAbsent(f, Slot::Objective, std::string(*o), rl->origin);
        else if (import::objectiveFromName(rl->value))
            setIfAbsent(f, Slot::Objective, rl->value, rl->origin);
    }
    if (const Fact* pref = get(f, Slot::PrefLoss);
        pref && value(f, Slot::Objective) == "dpo" && (pref->value == "orpo" || pref->value == "simpo"))
        set(f, Slot::Objective, pref->value, pref->origin);

    // The model: torchtune and litgpt name it by the checkpoint folder.
    if (const Fact* dir = get(f, Slot::CheckpointDir); dir && !get(f, Slot::Model)) {
        std::string d = dir->value;
        if (d.rfind("checkpoints/", 0) == 0)
            d = d.substr(12); // litgpt download layout: checkpoints/ORG/NAME
        set(f, Slot::Model, d, dir->origin);
    }

    // The method.
    if (!get(f, Slot::Method)) {
        if (const Fact* comp = get(f, Slot::ModelComponent)) {
            const std::string m = lower(comp->value);
            const auto last = m.substr(m.find_last_of('.') == std::string::npos ? 0 : m.find_last_of('.') + 1);
            set(f, Slot::Method,
                last.rfind("qlora_", 0) == 0  ? "qlora"
                : last.rfind("lora_", 0) == 0 ? "lora"
                                              : "full",
                comp->origin);
        } else if (isTrue(f, Slot::UsePeft)) {
            set(f, Slot::Method, "lora", from(Slot::UsePeft));
        } else if (st == Stack::Litgpt && get(f, Slot::LoraRank)) {
            set(f, Slot::Method, "lora", from(Slot::LoraRank));
        } else if (const auto rank = readNumber(value(f, Slot::LoraRank)); st == Stack::OpenRlhf && rank && *rank > 0) {
            set(f, Slot::Method, "lora", from(Slot::LoraRank)); // OpenRLHF trains LoRA when lora_rank > 0
        } else if (const Fact* unfrozen = get(f, Slot::UnfrozenParameters)) {
            set(f, Slot::Method, "freeze", unfrozen->origin);
        }
    }
    // Quantization of the base.
    const std::string quantType = lower(value(f, Slot::QuantType));
    const std::string modelName = lower(value(f, Slot::Model));
    bool quant4 = isTrue(f, Slot::Load4bit) || value(f, Slot::QuantBits) == "4" ||
                  (st == Stack::Litgpt && (quantType.rfind("bnb.nf4", 0) == 0 || quantType.rfind("bnb.fp4", 0) == 0));
    const bool quant8 = isTrue(f, Slot::Load8bit) || value(f, Slot::QuantBits) == "8" || quantType == "bnb.int8";
    std::optional<ImportOrigin> quantOrigin;
    for (Slot s : {Slot::Load4bit, Slot::QuantBits, Slot::QuantType, Slot::Load8bit}) {
        if (const Fact* x = get(f, s);
            x && !x->origin.stackDefault && !quantOrigin &&
            (x->value == "true" || x->value == "4" || x->value == "8" || s == Slot::QuantType))
            quantOrigin = x->origin;
    }
    // A quantized upload is loaded as stored: the one rule of the name's tags (core/model/ModelNames.h).
    const std::optional<BaseQuant> uploaded = uploadBaseQuant(uploadFormat(modelName));
    const bool prequantized = uploaded == BaseQuant::GptqInt4;
    const bool bnbCheckpoint = uploaded == BaseQuant::NF4;
    if (value(f, Slot::Method) == "qlora" && !quant4) {
        quant4 = true;
        quantOrigin = from(Slot::Method);
    }
    if (quant4 || quant8 || prequantized || bnbCheckpoint) {
        std::string q;
        ImportOrigin o = quantOrigin.value_or(get(f, Slot::Model) ? from(Slot::Model) : ImportOrigin{});
        if (prequantized) {
            q = "gptq_int4"; // AWQ and GPTQ: 4-bit integer weights with group scales
            o = from(Slot::Model);
        } else if (bnbCheckpoint) {
            q = "nf4"; // the checkpoint's own quantization_config decides double quantization
            o = from(Slot::Model);
        } else if (quant4) {
            const bool fp4 = quantType.find("fp4") != std::string::npos;
            bool dq = isTrue(f, Slot::DoubleQuant);
            if (st == Stack::Litgpt)
                dq = quantType.find("-dq") != std::string::npos;
            else if (const Fact* d = get(f, Slot::DoubleQuant); d && d->origin.stackDefault && dq)
                o = d->origin; // the double quantization is the stack's default, shown as such
            q = std::string(fp4 ? "fp4" : "nf4") + (dq ? "_dq" : "");
        } else {
            q = "int8";
        }
        setIfAbsent(f, Slot::Quant, q, o);
        const std::string m = value(f, Slot::Method);
        if ((m == "lora" || m.empty()) && q != "int8") {
            set(f, Slot::Method, "qlora", o);
        }
    } else if (get(f, Slot::Method) || get(f, Slot::Model)) {
        setIfAbsent(f, Slot::Quant, "none", get(f, Slot::Method) ? from(Slot::Method) : from(Slot::Model));
    }

    // Adapter targets.
    if (isTrue(f, Slot::TargetLinear)) {
        if (get(f, Slot::LoraTargets))
            c.out.unused.push_back({get(f, Slot::LoraTargets)->origin.file, get(f, Slot::LoraTargets)->origin.key,
                                    get(f, Slot::LoraTargets)->origin.line, UnusedReason::Superseded,
                                    from(Slot::TargetLinear).key});
        set(f, Slot::LoraTargets, "all_linear", from(Slot::TargetLinear));
    }
    {
        TargetSet extra = 0;
        std::optional<ImportOrigin> o;
        const std::pair<Slot, TargetSet> flags[] = {
            {Slot::TargetQ, uint32_t(Target::Q)},
            {Slot::TargetK, uint32_t(Target::K)},
            {Slot::TargetV, uint32_t(Target::V)},
            {Slot::TargetO, uint32_t(Target::O)},
            {Slot::TargetMlp, Target::Gate | Target::Up | uint32_t(Target::Down)},
        };
        for (const auto& [slot, bits] : flags) {
            if (isTrue(f, slot)) {
                extra |= bits;
                o = o.value_or(from(slot));
            }
        }
        if (const Fact* head = get(f, Slot::TargetOutput); head && head->value == "true")
            c.out.unused.push_back(
                {head->origin.file, head->origin.key, head->origin.line, UnusedReason::NotModelled, "lm_head"});
        if (extra != 0) {
            TargetSet set = extra;
            const std::string current = value(f, Slot::LoraTargets);
            if (current == "all_linear")
                set = kAllLinear;
            else if (!current.empty()) {
                for (const auto& e : targetKeys()) {
                    if (current.find(std::string(e.key)) != std::string::npos &&
                        (";" + current + ";").find(";" + std::string(e.key) + ";") != std::string::npos)
                        set |= uint32_t(e.value);
                }
            }
            std::string text;
            for (const auto& e : targetKeys()) {
                if (contains(set, e.value))
                    text += (text.empty() ? "" : ";") + std::string(e.key);
            }
            const ImportOrigin origin = get(f, Slot::LoraTargets) ? from(Slot::LoraTargets) : *o;
            f[size_t(Slot::LoraTargets)] = Fact{text, origin, -1};
        }
    }
    // LLaMA-Factory: lora_alpha defaults to twice the rank (finetuning_args.py: `self.lora_alpha or lora_rank * 2`).
    if (st == Stack::LlamaFactory && !get(f, Slot::LoraAlpha)) {
        const auto rank = readNumber(get(f, Slot::LoraRank) ? value(f, Slot::LoraRank) : "8");
        if (rank)
            set(f, Slot::LoraAlpha, numberText(*rank * 2), defaultOrigin(st, "lora_alpha = 2 * lora_rank"));
    }
    // litgpt: accumulation = global batch / (devices x micro-batch).
    if (st == Stack::Litgpt && !get(f, Slot::GradAccum)) {
        const auto global = readNumber(value(f, Slot::GlobalBatch));
        const auto devices = readNumber(value(f, Slot::Devices));
        const auto micro = readNumber(value(f, Slot::MicroBatch).empty() ? "4" : value(f, Slot::MicroBatch));
        if (global && devices && micro && *devices >= 1 && *micro >= 1 && *global >= 1) {
            const double ga = std::max(1.0, std::floor(*global / (*devices * *micro)));
            set(f, Slot::GradAccum, numberText(ga), from(Slot::GlobalBatch));
        }
    }

    // Sharding and offload: DeepSpeed, FSDP, accelerate, Megatron's distributed optimizer.
    if (const Fact* stage = get(f, Slot::ZeroStage)) {
        const std::string s = stage->value;
        const std::string key = s == "0" ? "ddp" : "zero" + s;
        if (enumFromKey(shardingKeys(), key))
            setIfAbsent(f, Slot::Sharding, key, stage->origin);
        else
            c.out.unused.push_back(
                {stage->origin.file, stage->origin.key, stage->origin.line, UnusedReason::UnknownValue, {}});
    }
    auto fsdpStrategy = [](std::string v) -> std::string {
        v = lower(v);
        if (v == "full_shard" || v == "1" || v == "true")
            return "fsdp_full";
        if (v == "shard_grad_op" || v == "2" || v == "false")
            return "fsdp_grad_op";
        if (v == "no_shard" || v == "3")
            return "ddp";
        if (v == "hybrid_shard" || v == "hybrid_shard_zero2" || v == "_hybrid_shard_zero2" || v == "4" || v == "5")
            return "fsdp_hybrid";
        return {};
    };
    if (const Fact* strategy = get(f, Slot::FsdpStrategy); strategy && !fsdpStrategy(strategy->value).empty())
        setIfAbsent(f, Slot::Sharding, fsdpStrategy(strategy->value), strategy->origin);
    if (const Fact* reshard = get(f, Slot::FsdpReshard); reshard && !fsdpStrategy(reshard->value).empty())
        setIfAbsent(f, Slot::Sharding, fsdpStrategy(reshard->value), reshard->origin);
    if (const Fact* fsdp = get(f, Slot::Fsdp)) {
        const std::string v = lower(fsdp->value);
        std::string s;
        if (v.find("hybrid") != std::string::npos)
            s = "fsdp_hybrid";
        else if (v.find("shard_grad_op") != std::string::npos)
            s = "fsdp_grad_op";
        else if (v.find("full_shard") != std::string::npos || v.find("fsdp") != std::string::npos || v == "2" ||
                 v == "1")
            s = "fsdp_full";
        if (!s.empty())
            setIfAbsent(f, Slot::Sharding, s, fsdp->origin);
    }
    if (const Fact* dist = get(f, Slot::DistributedType)) {
        const std::string d = lower(dist->value);
        if (d == "multi_gpu")
            setIfAbsent(f, Slot::Sharding, "ddp", dist->origin);
        else if (d == "fsdp")
            setIfAbsent(f, Slot::Sharding, "fsdp_full", dist->origin); // FSDP's default strategy: FULL_SHARD
        else if (d == "no")
            setIfAbsent(f, Slot::Sharding, "none", dist->origin);
    }
    if (const Fact* replicate = get(f, Slot::DpReplicate);
        replicate && value(f, Slot::Sharding).rfind("fsdp", 0) == 0) {
        if (const auto n = readNumber(replicate->value); n && *n > 1)
            set(f, Slot::Sharding, "fsdp_hybrid", replicate->origin); // HSDP: shard inside a group, replicate across
    }
    if (isTrue(f, Slot::DistributedOptimizer))
        setIfAbsent(f, Slot::Sharding, "zero1", from(Slot::DistributedOptimizer));
    {
        auto offloads = [&](Slot s) {
            const std::string d = lower(value(f, s));
            return d == "cpu" || d == "nvme";
        };
        const bool opt = offloads(Slot::OffloadOptimizerDevice);
        const bool par = offloads(Slot::OffloadParamDevice);
        if (opt && par)
            setIfAbsent(f, Slot::Offload, "params_optimizer", from(Slot::OffloadParamDevice));
        else if (opt)
            setIfAbsent(f, Slot::Offload, "optimizer", from(Slot::OffloadOptimizerDevice));
        else if (par) {
            const ImportOrigin o = from(Slot::OffloadParamDevice);
            c.out.unused.push_back({o.file, o.key, o.line, UnusedReason::Approximated, "offload=params_optimizer"});
            setIfAbsent(f, Slot::Offload, "params_optimizer", o);
        } else if (get(f, Slot::OffloadOptimizerDevice) || get(f, Slot::OffloadParamDevice)) {
            setIfAbsent(
                f, Slot::Offload, "none",
                from(get(f, Slot::OffloadOptimizerDevice) ? Slot::OffloadOptimizerDevice : Slot::OffloadParamDevice));
        }
        // DeepSpeed replaces the client optimizer by DeepSpeedCPUAdam when it offloads the optimizer, unless
        // zero_force_ds_cpu_optimizer is false (accelerate's map_pytorch_optim_to_deepspeed).
        if (opt && value(f, Slot::ForceDsCpuOptimizer) != "false") {
            const ImportOrigin o = from(Slot::OffloadOptimizerDevice);
            if (const Fact* optim = get(f, Slot::Optimizer); optim && optim->value != "adamw")
                c.out.unused.push_back(
                    {optim->origin.file, optim->origin.key, optim->origin.line, UnusedReason::Superseded, o.key});
            set(f, Slot::Optimizer, "adamw", o);
        }
    }
    if (isTrue(f, Slot::FsdpOffload))
        setIfAbsent(f, Slot::Offload, "params_optimizer", from(Slot::FsdpOffload));
    else if (get(f, Slot::FsdpOffload))
        setIfAbsent(f, Slot::Offload, "none", from(Slot::FsdpOffload));

    // GPUs: the launcher's process count, CUDA_VISIBLE_DEVICES, litgpt's devices x nodes.
    if (const Fact* nproc = get(f, Slot::NprocPerNode)) {
        // ms-swift launches torchrun with NPROC_PER_NODE processes on each of NNODES nodes.
        const Fact* nodes = get(f, Slot::NumMachines);
        const auto perNode = readNumber(nproc->value);
        const auto count = nodes && nodes->origin.key == "env.NNODES" ? readNumber(nodes->value) : std::nullopt;
        if (perNode && count && *count >= 1 && *count <= 1e4 && *perNode >= 1 && *perNode <= 1e4)
            setIfAbsent(f, Slot::NumGpus, numberText(*perNode * *count), nproc->origin);
        else
            setIfAbsent(f, Slot::NumGpus, nproc->value, nproc->origin);
    }
    if (const Fact* visible = get(f, Slot::VisibleDevices); visible && !visible->value.empty()) {
        const auto n = std::count(visible->value.begin(), visible->value.end(), ',') + 1;
        setIfAbsent(f, Slot::NumGpus, std::to_string(n), visible->origin);
    }
    if (st == Stack::Litgpt) {
        if (const Fact* devices = get(f, Slot::Devices)) {
            const auto d = readNumber(devices->value);
            const auto nodes = readNumber(value(f, Slot::NumMachines).empty() ? "1" : value(f, Slot::NumMachines));
            if (d && nodes)
                setIfAbsent(f, Slot::NumGpus, numberText(*d * *nodes), devices->origin);
        }
    }

    // Checkpointing: activation offload, an FSDP wrapper's checkpointing, "disable" flags.
    if (isTrue(f, Slot::ActivationOffload)) {
        // Offloaded activations are modelled as offloaded checkpoints: the stored inputs of each block go to host.
        const ImportOrigin o = from(Slot::ActivationOffload);
        c.out.unused.push_back({o.file, o.key, o.line, UnusedReason::Approximated, "grad_ckpt=offload"});
        set(f, Slot::GradCkpt, "offload", o);
    } else if (isTrue(f, Slot::FsdpActivationCkpt))
        set(f, Slot::GradCkpt, "full", from(Slot::FsdpActivationCkpt));
    else if (isTrue(f, Slot::DisableGradCkpt))
        setIfAbsent(f, Slot::GradCkpt, "none", from(Slot::DisableGradCkpt));

    // Loss.
    if (isTrue(f, Slot::FusedLoss))
        setIfAbsent(f, Slot::Loss, "fused", from(Slot::FusedLoss));
    if (isTrue(f, Slot::ChunkedLoss))
        setIfAbsent(f, Slot::Loss, "chunked", from(Slot::ChunkedLoss));
    if (const Fact* loss = get(f, Slot::LossComponent)) {
        const std::string l = lower(loss->value);
        if (l.find("chunked") != std::string::npos || l.find("linearcrossentropy") != std::string::npos)
            setIfAbsent(f, Slot::Loss, "chunked", loss->origin);
    }
    // litgpt swaps AdamW for bitsandbytes' PagedAdamW when the base is quantized (finetune/lora.py).
    if (st == Stack::Litgpt && quantType.rfind("bnb.", 0) == 0 && value(f, Slot::Optimizer) != "paged_adamw_8bit")
        set(f, Slot::Optimizer, "paged_adamw_32bit", from(Slot::QuantType));

    // Precision: what the engine computes in and whether it keeps fp32 masters.
    if (!get(f, Slot::Precision)) {
        const bool deepspeed = get(f, Slot::ZeroStage) != nullptr;
        const bool bf16 = isTrue(f, Slot::Bf16);
        const bool fp16 = isTrue(f, Slot::Fp16);
        const std::string half = bf16 ? "bf16" : fp16 ? "fp16" : "";
        const ImportOrigin halfOrigin = bf16 ? from(Slot::Bf16) : fp16 ? from(Slot::Fp16) : ImportOrigin{};
        const std::string mixed = lower(value(f, Slot::MixedPrecision));
        const std::string dtype = lower(value(f, Slot::TorchDtype));
        const std::string method = value(f, Slot::Method);
        std::string p;
        ImportOrigin o = halfOrigin;
        if (st == Stack::OpenRlhf && !dtype.empty()) {
            o = from(Slot::TorchDtype); // ds.param_dtype under DeepSpeed's engine: fp32 master weights
            p = dtype == "bf16" ? "amp_bf16" : dtype == "fp16" ? "amp_fp16" : "fp32";
        } else if (st == Stack::Litgpt && !mixed.empty()) {
            o = from(Slot::MixedPrecision);
            p = mixed == "bf16-true"    ? "bf16"
                : mixed == "bf16-mixed" ? "amp_bf16"
                : mixed == "16-true"    ? "fp16"
                : mixed == "16-mixed"   ? "amp_fp16"
                : mixed == "32-true"    ? "fp32"
                                        : "";
        } else if (!half.empty() && deepspeed) {
            p = "amp_" + half; // DeepSpeed's bf16/fp16 engines keep fp32 master weights and optimizer state
        } else if (st == Stack::Torchtune && !dtype.empty()) {
            o = from(Slot::TorchDtype);
            p = dtype == "bf16" || dtype == "bfloat16"  ? "bf16"
                : dtype == "fp16" || dtype == "float16" ? "fp16"
                                                        : "fp32";
        } else if (st == Stack::MsSwift && !dtype.empty()) {
            o = from(Slot::TorchDtype);
            p = deepspeed ? "amp_bf16" : dtype == "float16" ? "fp16" : dtype == "float32" ? "fp32" : "bf16";
        } else if (!half.empty()) {
            if (st == Stack::Trl && dtype != "bfloat16" && dtype != "float16" && dtype != "bf16")
                p = "amp_" + half; // TRL loads the model in float32 by default: autocast over fp32 weights
            else if (st == Stack::LlamaFactory && !isTrue(f, Slot::PureBf16) &&
                     (method == "full" || method == "freeze"))
                p = "amp_" + half; // LLaMA-Factory upcasts trainable parameters to fp32
            else
                p = half;
        } else if (mixed == "bf16" || mixed == "fp16") {
            o = from(Slot::MixedPrecision); // accelerate autocast: fp32 masters of what the model loads in fp32
            p = "amp_" + mixed;
        }
        if (!p.empty())
            set(f, Slot::Precision, p, o);
    }
    // Model-parallel degrees (Megatron back ends, accelerate's ParallelismConfig). With no GPU count named, the fewest
    // GPUs the layout runs on: TP × PP × CP GPUs per replica, and as many replicas as the expert groups need
    // (EP × ETP divides TP × DP × CP, validateLayout()). The launch decides the count; the job gets the layout.
    {
        auto degree = [&](Slot s) {
            const auto n = readNumber(value(f, s));
            return n && *n >= 1 && *n <= 65'536 ? int64_t(*n) : int64_t(1);
        };
        const int64_t tp = degree(Slot::TensorParallel), pp = degree(Slot::PipelineParallel);
        const int64_t cp = std::max(degree(Slot::RingDegree), degree(Slot::UlyssesDegree));
        const int64_t experts = degree(Slot::ExpertParallel) * degree(Slot::ExpertTensorParallel);
        const int64_t fewest = tp * pp * cp * (experts / std::gcd(experts, tp * cp));
        const Slot named[] = {Slot::TensorParallel, Slot::PipelineParallel, Slot::ExpertParallel};
        const auto first = std::find_if(std::begin(named), std::end(named), [&](Slot s) { return degree(s) > 1; });
        if (first != std::end(named) && fewest > 1 && fewest <= 100'000 && !get(f, Slot::NumGpus)) {
            const ImportOrigin origin = get(f, *first)->origin;
            set(f, Slot::NumGpus, std::to_string(fewest), origin);
            c.out.leftToRuntime.push_back({origin.file, "num_gpus", 0, std::string(), std::nullopt});
        }
    }
    // Sequence parallelism: the stack's way of splitting decides Ulysses or ring. A degree above the GPU count the
    // files name (or with none named) needs at least that many GPUs: the launch decides, the job gets the degree.
    for (const Slot s : {Slot::UlyssesDegree, Slot::RingDegree}) {
        const Fact* degree = get(f, s);
        const auto n = degree ? readNumber(degree->value) : std::nullopt;
        if (!n || *n <= 1 || get(f, Slot::SequenceParallel))
            continue;
        set(f, Slot::SequenceParallel, s == Slot::UlyssesDegree ? "ulysses" : "ring", degree->origin);
        set(f, Slot::SpDegree, degree->value, degree->origin);
        if (!get(f, Slot::NumGpus)) {
            set(f, Slot::NumGpus, degree->value, degree->origin);
            // Not tied to the field, so the degree standing in for the count does not close it.
            c.out.leftToRuntime.push_back({degree->origin.file, "num_gpus", 0, std::string(), std::nullopt});
        }
    }
    // Several GPUs and no sharding named: plain data parallel (the one rule of every front end).
    if (!get(f, Slot::Sharding)) {
        if (const auto n = readNumber(value(f, Slot::NumGpus)); n && *n > 1)
            set(f, Slot::Sharding, "ddp", from(Slot::NumGpus));
    }
    (void)0;
}

struct NumberRange
{
    double lo;
    double hi;
    bool integer;
};

NumberRange rangeOf(JobField field)
{
    switch (field) {
    case JobField::LoraRank:
        return {1, 65536, true};
    case JobField::LoraAlpha:
        return {0, 1e6, false};
    case JobField::LoraDropout:
        return {0, 1, false};
    case JobField::MicroBatch:
        return {1, 1e6, true};
    case JobField::GradAccum:
        return {1, 1e6, true};
    case JobField::SeqLen:
        return {1, 1e8, true};
    case JobField::NumGpus:
        return {1, 1e5, true};
    case JobField::Epochs:
        return {0, 1e6, false};
    case JobField::SpDegree:
        return {1, 1e5, true};
    case JobField::TensorParallel:
    case JobField::PipelineParallel:
    case JobField::VirtualStages:
    case JobField::ExpertParallel:
    case JobField::ExpertTensorParallel:
        return {1, 65'536, true};
    default:
        return {0, 0, false};
    }
}

/// The job fields into the job, each range-checked where it is read.
Result<bool> apply(Context& c)
{
    Job& job = c.out.job;
    TrainingSetup& t = job.setup;
    // The memory mechanisms are off in every stack unless its file switches them on: not kept from the base job.
    t.tiledMlp = false;
    t.optimizerInBackward = false;
    job.parallel.sequenceParallel = SequenceParallel::None;
    job.parallel.sequenceParallelDegree = 1;
    job.parallel.model = ModelParallel{};
    for (int i = 0; i < kJobFieldCount; ++i) {
        const Fact* fact = get(c.facts, Slot(i));
        if (!fact)
            continue;
        const JobField field = JobField(i);
        c.out.fields.push_back({field, fact->value, fact->origin});
        const std::string& v = fact->value;
        const std::string where = fieldAt(fact->origin.file, fact->origin.line, fact->origin.key);
        auto bad = [&]() { return Error{ErrorCode::UnknownValue, where, v}; };
        auto number = [&](auto& target) -> std::optional<Error> {
            const NumberRange r = rangeOf(field);
            const auto n = readNumber(v);
            if (!n)
                return Error{ErrorCode::InvalidValue, where, v};
            if (*n < r.lo || *n > r.hi || (r.integer && *n != std::floor(*n)))
                return Error{ErrorCode::OutOfRange, where, v, AllowedRange{r.lo, r.hi}};
            using T = std::remove_reference_t<decltype(target)>;
            if constexpr (std::is_integral_v<T>)
                target = *checked::toInteger<T>(*n, T(r.lo), T(r.hi));
            else
                target = *n;
            return std::nullopt;
        };
        std::optional<Error> error;
        switch (field) {
        case JobField::Model:
            c.out.modelName = v;
            break;
        case JobField::Objective:
            if (auto o = enumFromKey(objectiveKeys(), v))
                t.objective.objective = *o;
            else
                error = bad();
            break;
        case JobField::Method:
            if (auto m = enumFromKey(methodKeys(), v))
                t.method = *m;
            else
                error = bad();
            break;
        case JobField::Quant:
            if (auto q = enumFromKey(baseQuantKeys(), v))
                t.baseQuant = *q;
            else
                error = bad();
            break;
        case JobField::LoraRank:
            error = number(t.adapter.rank);
            break;
        case JobField::LoraAlpha:
            error = number(t.adapter.alpha);
            break;
        case JobField::LoraDropout:
            error = number(t.adapter.dropout);
            break;
        case JobField::LoraTargets:
            if (v == "all_linear") {
                t.adapter.targets = kAllLinear;
            } else {
                TargetSet set = 0;
                size_t start = 0;
                while (start <= v.size()) {
                    const auto semi = v.find(';', start);
                    const std::string name =
                        v.substr(start, semi == std::string::npos ? std::string::npos : semi - start);
                    if (auto target = enumFromKey(targetKeys(), name))
                        set |= uint32_t(*target);
                    if (semi == std::string::npos)
                        break;
                    start = semi + 1;
                }
                if (set == 0)
                    error = bad();
                t.adapter.targets = set;
            }
            break;
        case JobField::Precision:
            if (auto p = enumFromKey(computeKeys(), v))
                t.compute = *p;
            else
                error = bad();
            break;
        case JobField::Optimizer:
            if (auto o = enumFromKey(optimizerKeys(), v))
                t.optimizer = *o;
            else
                error = bad();
            break;
        case JobField::MicroBatch:
            error = number(t.microBatch);
            break;
        case JobField::GradAccum:
            error = number(t.gradAccumulation);
            break;
        case JobField::SeqLen:
            error = number(t.seqLen);
            break;
        case JobField::Packing:
            // Memory counts seq_len tokens a row either way; the work does not (core/plan/TrainingWork.h).
            if (auto packing = readBool(v))
                job.packing = *packing;
            else
                error = bad();
            break;
        case JobField::GradCkpt:
            if (auto g = enumFromKey(checkpointingKeys(), v))
                t.checkpointing = *g;
            else
                error = bad();
            break;
        case JobField::Attention:
            if (auto a = enumFromKey(attentionKeys(), v))
                t.attention = *a;
            else
                error = bad();
            break;
        case JobField::Loss:
            if (auto l = enumFromKey(lossKeys(), v))
                t.loss = *l;
            else
                error = bad();
            break;
        case JobField::NumGpus:
            error = number(job.parallel.gpus);
            break;
        case JobField::Sharding:
            if (auto s = enumFromKey(shardingKeys(), v))
                job.parallel.sharding = *s;
            else
                error = bad();
            break;
        case JobField::Offload:
            if (auto o = enumFromKey(offloadKeys(), v))
                job.parallel.offload = *o;
            else
                error = bad();
            break;
        case JobField::Epochs:
            error = number(job.epochs);
            break;
        case JobField::TiledMlp:
        case JobField::OptimizerInBackward:
            if (const auto b = readBool(v))
                (field == JobField::TiledMlp ? t.tiledMlp : t.optimizerInBackward) = *b;
            else
                error = bad();
            break;
        case JobField::SequenceParallel:
            if (auto s = enumFromKey(sequenceParallelKeys(), v))
                job.parallel.sequenceParallel = *s;
            else
                error = bad();
            break;
        case JobField::SpDegree:
            error = number(job.parallel.sequenceParallelDegree);
            break;
        case JobField::TensorParallel:
            error = number(job.parallel.model.tensor);
            break;
        case JobField::PipelineParallel:
            error = number(job.parallel.model.pipeline);
            break;
        case JobField::VirtualStages:
            error = number(job.parallel.model.virtualStages);
            break;
        case JobField::ExpertParallel:
            error = number(job.parallel.model.expert);
            break;
        case JobField::ExpertTensorParallel:
            error = number(job.parallel.model.expertTensor);
            break;
        case JobField::MegatronSp:
            if (const auto b = readBool(v))
                job.parallel.model.sequenceParallel = *b;
            else
                error = bad();
            break;
        }
        if (error)
            return *error;
    }
    // Derived as every front end derives them (training/TrainingSetup.h).
    t.weightDType = defaultWeightDType(t.compute, t.baseQuant);
    t.objective.reference = defaultReference(t.method);
    if (get(c.facts, Slot::NumGenerations)) {
        if (auto n = readNumber(value(c.facts, Slot::NumGenerations)); n && *n >= 1 && *n <= 1e4)
            t.objective.groupSize = int(*n);
    }
    if (const Fact* steps = get(c.facts, Slot::MaxSteps)) {
        const auto n = readNumber(steps->value);
        if (n && *n >= 1 && *n <= 1e12)
            job.steps = int64_t(*n);
        else if (n && *n > 1e12)
            return Error{ErrorCode::OutOfRange, fieldAt(steps->origin.file, steps->origin.line, steps->origin.key),
                         steps->value, AllowedRange{1, 1e12}};
    }
    if (const Fact* completion = get(c.facts, Slot::CompletionLength)) {
        if (auto n = readNumber(completion->value); n && *n >= 1 && *n <= 1e7)
            t.objective.completionLen = int(*n);
    }
    if (generatesCompletions(t.objective.objective) && t.objective.completionLen >= t.seqLen) {
        // seq_len counts prompt + completion; a file that sets only the prompt cap gets half of it generated
        c.out.unused.push_back(
            {c.out.files.front(), "completion_len", 0, UnusedReason::Approximated, std::to_string(t.seqLen / 2)});
        t.objective.completionLen = std::max(1, t.seqLen / 2);
    }
    if (job.parallel.gpus <= 1 && job.parallel.sharding == Sharding::DDP)
        job.parallel.sharding = Sharding::None; // DDP on one GPU is one GPU
    return true;
}

/// The imported file's cap on the samples read (a positive whole number), the one size a config may state.
std::optional<DatasetHint> datasetHint(const ConfigTree& tree, Stack stack)
{
    for (const ConfigEntry& e : tree.entries) {
        if (e.isList || (e.key != "max_samples" && e.key != "data.max_samples"))
            continue;
        const auto n = readNumber(e.value);
        if (n && *n >= 1 && *n <= 1e15 && std::floor(*n) == *n)
            return DatasetHint{int64_t(*n), {tree.file, e.key, e.line, false, stack}};
    }
    return std::nullopt;
}

} // namespace

std::optional<Stack> sniffStack(std::string_view text)
{
    auto tree = parseAny(text, "-");
    if (!tree)
        return std::nullopt;
    return sniffTree(*tree);
}

Result<ImportedJob> importTrainingConfigText(std::string_view text, const std::string& path,
                                             const ImportOptions& options)
{
    auto tree = parseAny(text, path);
    if (!tree)
        return tree.error();
    const auto stack = sniffTree(*tree);
    if (!stack)
        return Error{ErrorCode::WrongFormat, path, "no training settings of a known stack"};
    ImportedJob out;
    out.stack = *stack;
    out.job = options.base;
    out.files.push_back(path);
    Context c{*stack, out, {}, options.root.empty() ? import::defaultImportRoot(path) : options.root};
    collect(*tree, *stack, c.facts, c);
    if (*stack == Stack::Torchtune)
        torchtuneComments(*tree, c.facts);
    if (auto r = readIncludes(c, path, c.facts, 0); !r)
        return r.error();
    applyDefaults(*stack, c.facts, true);
    derive(c);
    applyDefaults(*stack, c.facts, false);
    if (auto r = apply(c); !r)
        return r.error();
    // Values the files leave to the runtime that another file or key did fill are not left open.
    std::erase_if(out.leftToRuntime, [&](const RuntimeValue& r) {
        return r.field && out.field(*r.field) && !out.field(*r.field)->origin.stackDefault;
    });
    if (!out.field(JobField::NumGpus) && (*stack != Stack::DeepSpeed))
        out.leftToRuntime.push_back({path, "num_gpus", 0, {}, JobField::NumGpus});
    out.dataset = datasetHint(*tree, *stack);

    if (out.modelName) {
        const std::string base = fs::path(path).parent_path().string();
        auto located = import::locateModel(*out.modelName, base, options.models);
        if (!located)
            return located.error();
        out.modelSource = located->source;
        out.presetId = located->presetId;
        out.modelResolution = located->resolution;
        out.job.modelReading = located->reading;
        out.modelConfigPath = located->configPath;
        out.safetensorsParams = located->safetensorsParams;
        out.safetensorsDType = located->safetensorsDType;
        if (located->source != ModelSource::NotFound) {
            out.job.model = located->spec;
            if (located->safetensorsParams)
                out.job.model.publishedParamsB = double(*located->safetensorsParams) / 1e9;
            if (auto invalid = validateInputs(out.job.model, out.job.setup, out.job.parallel))
                return *invalid;
        }
    }
    return out;
}

Result<ImportedJob> importTrainingConfig(const std::string& path, const ImportOptions& options)
{
    auto text = readFile(path, {});
    if (!text)
        return text.error();
    return importTrainingConfigText(*text, path, options);
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Reads what the stack tables (StackTables.cpp) find in a file and the files it names into facts, then has them
// derived (ConfigDerive.cpp) and applied (ConfigApply.cpp) into one job.
#include "core/import/ConfigImport.h"

#include "core/import/ConfigTree.h"
#include "core/import/ImportFacts.h"
#include "core/import/IncludePath.h"
#include "core/import/StackTables.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "core/training/EnumKeys.h"

#include <QFile>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <regex>

namespace fs = std::filesystem;

namespace tunefit {

using import::ConfigEntry;
using import::ConfigTree;
using import::KeyRule;
using import::Read;
using import::Slot;
using import::detail::Context;
using import::detail::defaultOrigin;
using import::detail::Fact;
using import::detail::Facts;
using import::detail::fieldAt;
using import::detail::get;
using import::detail::lower;
using import::detail::numberText;
using import::detail::readBool;
using import::detail::readNumber;
using import::detail::setIfAbsent;

namespace {

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
    return import::detail::targetText(set);
}

/// A list value: FSDP's word list and the unfrozen parameters, joined by spaces; nullopt when empty.
std::optional<std::string> joinedList(const ConfigEntry& e)
{
    std::string joined;
    for (const auto& item : e.items)
        joined += (joined.empty() ? "" : " ") + item;
    return joined.empty() ? std::nullopt : std::optional(joined);
}

/// A switch, with the stacks' spellings beyond YAML's; nullopt when it is none.
std::optional<bool> readStackSwitch(const KeyRule& rule, const std::string& v)
{
    auto b = readBool(v);
    if (!b && lower(v) == "legacy" && rule.slot == Slot::ActivationOffload)
        b = true; // axolotl's older activation offloading implementation
    if (!b && lower(v) == "auto" && rule.slot == Slot::Bf16)
        b = true; // axolotl's bf16: auto = bf16 wherever the card has it, which every card planned in bf16 does
    return b;
}

/// A switch in Tunefit's words: an attention switch names its kernel (off: nothing), a checkpointing switch "full" or
/// "none", any other "true" or "false".
std::optional<std::string> switchValue(const KeyRule& rule, const std::string& key, bool on)
{
    if (rule.slot == Slot::Attention) {
        if (!on)
            return std::nullopt;
        if (key.find("sdp") != std::string::npos)
            return std::string("sdpa");
        if (key.find("eager") != std::string::npos)
            return std::string("eager");
        return std::string("flash"); // flash_attention, xformers_attention: no s x s tensor stored
    }
    if (rule.slot == Slot::GradCkpt)
        return std::string(on ? "full" : "none");
    return std::string(on ? "true" : "false");
}

/// One entry through its rule: the value in Tunefit's words, or nullopt (then reported).
std::optional<std::string> convert(const KeyRule& rule, const ConfigEntry& e, Context& c, const std::string& file)
{
    auto unknown = [&]() -> std::optional<std::string> {
        // The key only, never its value: a file's values are not echoed (an included file may hold secrets).
        c.out.unused.push_back({file, e.key, e.line, UnusedReason::UnknownValue, {}});
        return std::nullopt;
    };
    auto known = [&](std::optional<std::string_view> name) {
        return name ? std::optional(std::string(*name)) : unknown();
    };
    if (rule.read == Read::Targets)
        return readTargets(e, c);
    if (e.isList)
        return rule.slot == Slot::Fsdp || rule.slot == Slot::UnfrozenParameters ? joinedList(e) : unknown();
    const std::string& v = e.value;
    switch (rule.read) {
    case Read::Text:
    case Read::Path:
        return v;
    case Read::Bool:
        if (const auto b = readStackSwitch(rule, v))
            return switchValue(rule, e.key, *b);
        return unknown();
    case Read::Number:
        if (const auto n = readNumber(v))
            return numberText(*n);
        return unknown();
    case Read::Optimizer:
        return known(import::optimizerFromName(v));
    case Read::Attention:
        return known(import::attentionFromName(v));
    case Read::Objective:
        return known(import::objectiveFromName(v));
    case Read::Method:
        return known(import::methodFromName(v));
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
            return Error{ErrorCode::WrongFormat, file, "python_program"};
    }
    if (!tree)
        return tree.error();
    return Error{ErrorCode::WrongFormat, file, "no_known_stack"};
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
    const char* kind = stack == Stack::DeepSpeed    ? "not_deepspeed_config"
                       : stack == Stack::Accelerate ? "not_accelerate_config"
                                                    : "not_training_config";
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

/// ms-swift passes the Megatron-Core arguments it has no flag for as one JSON object (--megatron_extra_kwargs): its
/// keys are read as Megatron-Core's, at the flag's line; flags of the command line win over them.
void readMegatronExtraKwargs(Context& c, const std::string& file, Facts& facts)
{
    const Fact* extra = get(facts, Slot::MegatronExtraKwargs);
    if (c.stack != Stack::MsSwift || !extra || extra->origin.file != file)
        return;
    auto tree = import::parseYamlTree(extra->value, file);
    if (!tree) {
        c.out.unused.push_back({file, extra->origin.key, extra->origin.line, UnusedReason::NotModelled, {}});
        return;
    }
    ConfigTree kwargs = *tree;
    for (ConfigEntry& e : kwargs.entries)
        e.line = extra->origin.line;
    Facts inner;
    collect(kwargs, Stack::MsSwift, inner, c);
    merge(facts, inner);
}

Result<bool> readIncludes(Context& c, const std::string& file, Facts& facts, int depth)
{
    readMegatronExtraKwargs(c, file, facts);
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
// ---- torchtune's comments ------------------------------------------------------------------------------------

/// Only the comment lines naming tune commands, and short ones: std::regex recurses per character.
std::string tuneCommandLines(const std::string& comments)
{
    std::string text;
    for (size_t start = 0; start < comments.size();) {
        size_t end = comments.find('\n', start);
        if (end == std::string::npos)
            end = comments.size();
        const std::string line = comments.substr(start, end - start);
        if (line.size() < 1024 && line.find("tune ") != std::string::npos)
            text += line + "\n";
        start = end + 1;
        if (text.size() > 16384)
            break;
    }
    return text;
}

/// A name's last path part, lower case, letters and digits only ("meta-llama/Llama-3.1-8B" -> "llama318b").
std::string squashedName(const std::string& s)
{
    std::string out;
    for (const char ch : lower(s.substr(s.find_last_of('/') == std::string::npos ? 0 : s.find_last_of('/') + 1)))
        if (std::isalnum(static_cast<unsigned char>(ch)))
            out += ch;
    return out;
}

/// The architecture the model component builds (torchtune.models.llama3_1.lora_llama3_1_8b -> "llama318b"); "" when
/// the file names no component.
std::string componentArchitecture(const Facts& f)
{
    const Fact* comp = get(f, Slot::ModelComponent);
    if (!comp)
        return {};
    std::string component = lower(
        comp->value.substr(comp->value.find_last_of('.') == std::string::npos ? 0 : comp->value.find_last_of('.') + 1));
    for (const char* prefix : {"qlora_", "lora_", "dora_"}) {
        if (component.rfind(prefix, 0) == 0)
            component = component.substr(std::string(prefix).size());
    }
    return squashedName(component);
}

const ModelPreset* presetOfArchitecture(const std::string& architecture)
{
    for (const ModelPreset& p : modelPresets()) {
        if (squashedName(std::string(p.id)) == architecture)
            return &p;
    }
    return nullptr;
}

/// The model is the one the recipe's model component builds: the download (`tune download ORG/NAME`) whose name
/// starts with the component's architecture, else the bundled preset of that architecture, else the first download.
void modelFromTuneDownloads(const std::string& file, const std::string& text, Facts& f)
{
    static const std::regex download(R"(tune download (\S+))");
    const std::string component = componentArchitecture(f);
    std::vector<std::string> downloads;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), download); it != std::sregex_iterator(); ++it)
        downloads.push_back((*it)[1].str());
    const ImportOrigin downloadOrigin{file, "# tune download", 0, false, Stack::Torchtune};
    for (const auto& d : downloads) {
        std::string name = squashedName(d);
        if (name.rfind("meta", 0) == 0)
            name = name.substr(4);
        if (!component.empty() && name.rfind(component, 0) == 0) {
            setIfAbsent(f, Slot::Model, d, downloadOrigin);
            break;
        }
    }
    if (!component.empty() && !get(f, Slot::Model)) {
        if (const ModelPreset* p = presetOfArchitecture(component))
            setIfAbsent(f, Slot::Model, std::string(p->hfRepo), get(f, Slot::ModelComponent)->origin);
    }
    if (!downloads.empty())
        setIfAbsent(f, Slot::Model, downloads.front(), downloadOrigin);
}

/// The launch (`tune run [--nproc_per_node N] RECIPE`): the recipe's objective, GPU count and sharding.
void launchFromTuneRun(const std::string& file, const std::string& text, Facts& f)
{
    static const std::regex run(R"(tune run ((?:--\S+ \S+ )*)(\S+))");
    static const std::regex nproc(R"(--nproc_per_node[ =](\d+))");
    std::smatch m;
    if (!std::regex_search(text, m, run))
        return;
    const std::string recipe = lower(m[2].str());
    const std::string flags = m[1].str();
    const ImportOrigin o{file, "# tune run " + m[2].str(), 0, false, Stack::Torchtune};
    for (const char* objective : {"grpo", "rloo", "ppo", "dpo", "kto"}) {
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

/// Comments that name what a torchtune file does not: the model (`tune download ORG/NAME`) and the launch
/// (`tune run [--nproc_per_node N] RECIPE`).
void torchtuneComments(const ConfigTree& tree, Facts& f)
{
    const std::string text = tuneCommandLines(tree.comments);
    modelFromTuneDownloads(tree.file, text, f);
    launchFromTuneRun(tree.file, text, f);
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
        return Error{ErrorCode::WrongFormat, path, "no_known_stack"};
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
    import::detail::derive(c);
    applyDefaults(*stack, c.facts, false);
    if (auto r = import::detail::apply(c); !r)
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

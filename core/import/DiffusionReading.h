// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pieces every diffusion config reader (DiffusionImport.cpp, DiffusionKohya.cpp) is made of: key tables, checked
// number and flag conversions, and the notes of what was read, defaulted or ignored. Internal to core/import.

#include "core/import/ConfigTree.h"
#include "core/import/DiffusionImport.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit::import::diffusion {

using Failure = std::optional<Error>;
using Setting = DiffusionImportSetting;
using Note = DiffusionImportNote;

/// One import in progress: the file's leaves and what the reading did.
struct Reading
{
    const ConfigTree& tree;
    DiffusionImport& out;
    std::string prefix;                         ///< where the stack's keys sit ("config.process.0." in ai-toolkit)
    std::vector<std::string> fallbacks{};       ///< prefixes tried after it ("general." in a dataset TOML)
    std::set<DiffusionImportSetting> settled{}; ///< settings a key already set: of two spellings, the first wins
    std::string includedFile{}; ///< the file read where it is not the imported one (a dataset config it names)

    DiffusionJob& job() { return out.job; }
    const ConfigEntry* get(std::string_view key) const;
};

/// An integer key: its spelling in the stack, the Tunefit setting it sets, the values it accepts and the stack's
/// default (none: the setting keeps its value when the key is absent).
struct IntKey
{
    std::string_view key;
    DiffusionImportSetting setting;
    int64_t lo = 0;
    int64_t hi = 0;
    std::optional<int64_t> stackDefault;
    void (*set)(DiffusionJob&, int64_t) = nullptr;
};

struct BoolKey
{
    std::string_view key;
    DiffusionImportSetting setting;
    std::optional<bool> stackDefault;
    void (*set)(DiffusionJob&, bool) = nullptr;
};

// Ranges as checkDiffusionJob's (core/diffusion/DiffusionJob.cpp), so a value is refused under the file's own key.
inline constexpr int64_t kMaxSide = 16384;
inline constexpr int64_t kMaxSteps = 1000000000;

// The setters key tables name.
inline void setRank(DiffusionJob& j, int64_t v)
{
    j.setting.rank = int(v);
}
inline void setLokrFactor(DiffusionJob& j, int64_t v)
{
    j.setting.lokrFactor = int(v);
}
inline void setBatch(DiffusionJob& j, int64_t v)
{
    j.setting.batch = int(v);
}
inline void setAccumulation(DiffusionJob& j, int64_t v)
{
    j.setting.gradAccumulation = int(v);
}
inline void setSteps(DiffusionJob& j, int64_t v)
{
    j.steps = v;
}
/// CLIP's tokens SD3 reads ahead of T5's (diffusers pipeline_stable_diffusion_3.py encode_prompt joins them): the
/// stacks' prompt-length keys give T5's alone.
inline int clipTokensAhead(const DenoiserSpec& model)
{
    return model.family == "sd3" ? 77 : 0;
}
/// The text encoders' padded length as the stacks spell it: T5's for Flux and SD3, the encoder's own elsewhere.
inline void setTextTokens(DiffusionJob& j, int64_t v)
{
    j.setting.textTokens = int(v) + clipTokensAhead(j.model);
}
inline constexpr int64_t kMaxTextTokens = 4096 - 77;
/// SimpleTuner's SD3 pads T5 to at most 154 tokens without --i_know_what_i_am_doing (sd3/model.py check_user_config).
inline constexpr int kSimpleTunerSd3T5Cap = 154;
/// The length SimpleTuner pads a family's prompts to whatever tokenizer_max_length says (check_user_config in
/// helpers/models/<family>/model.py: LTX-Video 226, Flux and Wan their own); none where it reads the key.
inline std::optional<int> simpleTunerForcedTextTokens(const DenoiserSpec& model)
{
    if (model.family == "ltx-video")
        return 226;
    if (model.family == "flux" || model.family == "wan")
        return model.textTokens;
    return std::nullopt;
}
inline void setSwapped(DiffusionJob& j, int64_t v)
{
    j.setting.blocksSwapped = int(v);
}
inline void setFrames(DiffusionJob& j, int64_t v)
{
    j.setting.frames = int(v);
}
inline void setFlash3(DiffusionJob& j, bool v)
{
    j.setting.attention = v ? DiffusionAttention::FlashAttention3 : DiffusionAttention::Sdpa;
}
inline void setCheckpointing(DiffusionJob& j, bool v)
{
    j.setting.checkpointing = v;
}
inline void setFusedBackward(DiffusionJob& j, bool v)
{
    j.setting.fusedBackward = v;
}
inline void setActivationOffload(DiffusionJob& j, bool v)
{
    j.setting.activationOffload = v;
}

/// A key that matters to training but that Tunefit does not model, and why (listed when set to something not false).
struct IgnoredKey
{
    std::string_view key;
    DiffusionImportNote why;
};

template <class T> struct Named
{
    std::string_view name;
    T value;
};

std::string lower(std::string_view s);
std::string baseName(std::string_view path);
/// The value as the file wrote it, lists as "[a, b]", cut to a readable length.
std::string shownValue(const ConfigEntry& e);

/// The lines of what the reading did (DiffusionImportLine): a key the file states, a stack default, a key Tunefit
/// does not model.
void noteRead(Reading& r, std::string_view key, const ConfigEntry& e, DiffusionImportSetting setting,
              DiffusionImportValue result, DiffusionImportNote note = DiffusionImportNote::None,
              std::string detail = {});
/// A Read line whose value is not one entry as written: a flag's argument, the script, an absent section.
void noteStated(Reading& r, std::string_view key, std::string value, int line, DiffusionImportSetting setting,
                DiffusionImportValue result, DiffusionImportNote note = DiffusionImportNote::None);
void noteDefault(Reading& r, std::string_view key, std::string value, DiffusionImportSetting setting,
                 DiffusionImportValue result, DiffusionImportNote note = DiffusionImportNote::None,
                 std::string detail = {});
void noteNotModelled(Reading& r, std::string_view key, const ConfigEntry& e, DiffusionImportNote why,
                     DiffusionImportValue result = {});

/// A whole number within [lo, hi]: std::from_chars, so a huge or malformed value is an error, never UB.
Result<int64_t> parseInt(std::string_view text, std::string_view key, int64_t lo, int64_t hi);
Result<bool> parseBool(const ConfigEntry& e, std::string_view key);
/// The largest of a list of numbers (buckets, frame counts), or the scalar itself.
Result<int64_t> largestItem(const ConfigEntry& e, std::string_view key, int64_t lo, int64_t hi);

Failure readInts(Reading& r, std::span<const IntKey> keys);
/// A number within [lo, hi] read into `field` (std::from_chars: a malformed value is an error); absent → the stack's
/// default when it has one, else `field` is left as it is.
struct RealKey
{
    std::string_view key;
    DiffusionImportSetting setting;
    double lo = 0, hi = 0;
    std::optional<double> stackDefault;
};
Failure readReal(Reading& r, const RealKey& key, double& field);
/// Reads a flag into `value`: the file's, else the stack's default, else leaves it unset.
Failure readBool(Reading& r, const BoolKey& key, std::optional<bool>& value);
Failure readBools(Reading& r, std::span<const BoolKey> keys);
/// Caching flags: any of `keys` true → Cached; present but all false → on the GPU; none present → the default.
Failure readPlacement(Reading& r, std::initializer_list<std::string_view> keys, DiffusionImportSetting setting,
                      HelperPlacement& field, std::optional<bool> stackDefault);
void noteIgnored(Reading& r, std::span<const IgnoredKey> keys);

/// The model a file names. A local weights file ("flux1-dev.safetensors") is tried by its stem, then `fallback`
/// (the model the training script implies) when one is given. Errors: findDenoiser's, or MissingKey.
struct ModelFallback
{
    std::string model;
    std::string key;           ///< what implies it: "script" (the training script), "task"
    std::string value;         ///< "flux_train_network.py", "t2v-14B"
    bool stackDefault = false; ///< the stack's default, not the file's
    int line = 0;              ///< where the file says it
};
Result<DiffusionJob> resolveModel(Reading& r, const DenoiserLibrary& library, const ConfigEntry* named,
                                  std::string_view key, const ModelFallback& fallback);

/// max_train_steps; 0 or absent means the epochs decide (num_train_epochs over the data set), which the file
/// cannot tell, so the job keeps Tunefit's step count and says so.
Failure readStepsOrEpochs(Reading& r, std::string_view key);

/// The readers of DiffusionKohya.cpp: a kohya sd-scripts or musubi-tuner command line or --config_file TOML, and a
/// diffusers example script's command line.
Result<DiffusionImport> readKohyaFamily(const ConfigTree& tree, const std::string& fileName,
                                        const DenoiserLibrary& library, bool commandLine);
Result<DiffusionImport> readDiffusers(const ConfigTree& tree, const DenoiserLibrary& library);

/// An enum key read case-insensitively through its table; absent → the stack's default when it has one.
/// Errors: UnknownValue with the table's names as suggestions.
template <class T>
Failure readEnum(Reading& r, std::string_view key, std::span<const Named<T>> table, T& field,
                 DiffusionImportSetting setting, std::optional<std::string_view> stackDefault)
{
    const ConfigEntry* e = r.get(key);
    if (!e && !stackDefault)
        return std::nullopt;
    const std::string value = e ? lower(e->value) : std::string(*stackDefault);
    for (const Named<T>& n : table) {
        if (n.name != value)
            continue;
        field = n.value;
        if (e)
            noteRead(r, key, *e, setting, n.value);
        else
            noteDefault(r, key, value, setting, n.value);
        return std::nullopt;
    }
    Error error{ErrorCode::UnknownValue, std::string(key), value.substr(0, 80)};
    for (const Named<T>& n : table)
        error.suggestions.emplace_back(n.name);
    return error;
}

} // namespace tunefit::import::diffusion

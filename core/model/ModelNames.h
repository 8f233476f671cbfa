// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/model/Presets.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// How a name was read as a library entry, from the surest rule to the loosest. The one rule of `--model`, the
/// window's model box, job files and every importer.
enum class NameRule
{
    Exact,               ///< the entry's id or Hub id, case-insensitive
    WithoutOrganisation, ///< the same repository name under another organisation (a mirror: unsloth/Llama-3.2-1B)
    Derivative,          ///< the name less the words that keep the architecture: -Instruct, -Chat, -it, -hf, -base,
                         ///< a release date, a quantized upload's tags (Meta-Llama-3.1-8B-Instruct-bnb-4bit)
    OtherVersion,        ///< also less a -v0.x release: another version of the same model, whose vocabulary or
                         ///< sizes may differ (Mistral-7B-Instruct-v0.2 read as Mistral-7B-v0.3)
};

/// The machine key of a rule ("exact", "without_organisation", "derivative", "other_version").
std::string_view nameRuleKey(NameRule rule);

/// The weight format a quantized upload's name states (the tags its uploaders use).
enum class UploadFormat
{
    None,
    Bnb4bit, ///< -bnb-4bit, -bnb-nf4 (Unsloth, bitsandbytes NF4 checkpoints)
    Bnb8bit, ///< -bnb-8bit
    Gptq,    ///< -GPTQ: 4-bit integer weights with group scales
    Awq,     ///< -AWQ: 4-bit integer weights with group scales, the same storage as GPTQ
    Gguf,    ///< -GGUF: llama.cpp files, which training stacks do not load
    Fp8,     ///< -FP8, -FP8-Dynamic: 8-bit float weights
};

std::string_view uploadFormatKey(UploadFormat format); ///< "none", "bnb_4bit", "gptq", ...

/// The format the name's tags state; None when it names none.
UploadFormat uploadFormat(std::string_view name);

/// A name read as a library entry. `entry` points into the span given to resolveModelName or into modelPresets().
struct NameMatch
{
    const ModelPreset* entry = nullptr;
    NameRule rule = NameRule::Exact;
    UploadFormat format = UploadFormat::None;
};

/// What a name resolves to: a match, or the entries that fit it equally (the user picks one), or neither, with the
/// nearest entries to suggest.
struct NameResolution
{
    std::optional<NameMatch> match;
    std::vector<const ModelPreset*> ambiguous;   ///< several different architectures fit the name equally
    std::vector<const ModelPreset*> suggestions; ///< nearest entries when nothing matched (at most kSuggestions)
};

inline constexpr size_t kSuggestions = 3;

/// Reads a model name (a library id, a Hub id, a repository name) against the user's entries and the bundled
/// library, rule by rule (NameRule order); at each rule the user's entries come first. An empty name matches nothing.
NameResolution resolveModelName(std::string_view name, std::span<const ModelPreset> userEntries = {});

/// The Error for a name that did not resolve: UnknownPreset with the nearest entries' ids as suggestions, or
/// AmbiguousModel with the candidates'. `field` names the input ("--model", "model.preset", "base_model").
Error unresolvedModelError(const NameResolution& resolution, std::string_view field, std::string_view name);

/// How the job's model name was read when a rule other than Exact was needed: shown beside every answer until the
/// user confirms the entry (the window, the CLI's stderr and --json, the PDF).
struct ModelReading
{
    std::string asNamed; ///< as the user or the config wrote it
    std::string entryId;
    std::string entryHubId;
    NameRule rule = NameRule::Exact;
    UploadFormat format = UploadFormat::None;
};

/// The reading to show for a match; nullopt for an exact match without a quantized-upload tag.
std::optional<ModelReading> readingOf(std::string_view name, const NameMatch& match);

} // namespace tunefit

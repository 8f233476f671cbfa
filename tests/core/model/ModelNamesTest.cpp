// SPDX-License-Identifier: GPL-3.0-or-later
// The one name rule (issue 28): a table of Hub ids as people write them, each with the entry it must be read as,
// written by hand (tests/data/model-names.csv); and the rule's properties.
#include "core/model/ModelNames.h"
#include "core/training/TrainingSetup.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tunefit;

namespace {

struct NameCase
{
    std::string name;
    std::string expected; ///< entry id, or "-" for not found
    std::string rule;
    std::string format;
};

std::vector<NameCase> nameCases()
{
    std::ifstream in(TUNEFIT_TEST_DATA "/model-names.csv");
    std::vector<NameCase> cases;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("name,", 0) == 0)
            continue;
        std::stringstream row(line);
        NameCase c;
        std::getline(row, c.name, ',');
        std::getline(row, c.expected, ',');
        std::getline(row, c.rule, ',');
        std::getline(row, c.format, ',');
        cases.push_back(c);
    }
    return cases;
}

NameRule ruleOf(const std::string& key)
{
    for (NameRule rule : {NameRule::Exact, NameRule::WithoutOrganisation, NameRule::Derivative, NameRule::OtherVersion})
        if (nameRuleKey(rule) == key)
            return rule;
    ADD_FAILURE() << "unknown rule " << key;
    return NameRule::Exact;
}

} // namespace

TEST(ModelNames, TheTableHasAtLeastOneHundredIds)
{
    EXPECT_GE(nameCases().size(), 100u);
}

TEST(ModelNames, EveryIdOfTheTableResolvesAsWrittenThere)
{
    int resolved = 0;
    const std::vector<NameCase> cases = nameCases();
    for (const NameCase& c : cases) {
        const NameResolution r = resolveModelName(c.name);
        if (c.expected == "-") {
            EXPECT_FALSE(r.match) << c.name << " read as " << r.match->entry->id;
            EXPECT_TRUE(r.ambiguous.empty()) << c.name;
            EXPECT_FALSE(r.suggestions.empty()) << c.name << ": a name not found suggests the nearest entries";
            continue;
        }
        if (!r.match) {
            ADD_FAILURE() << c.name << " did not resolve"
                          << (r.ambiguous.empty() ? ""
                                                  : " (several entries fit it: " + r.ambiguous.front()->id + ", …)");
            continue;
        }
        ++resolved;
        // The library may hold the name's own upload (an -Instruct entry) as well as its base: either is right when
        // it is the architecture the table names, found by a rule no looser than the table's.
        const ModelPreset* expected = findPreset(c.expected);
        ASSERT_NE(expected, nullptr) << c.expected;
        ModelSpec found = r.match->entry->spec;
        found.name = expected->spec.name;
        EXPECT_TRUE(sameArchitecture(found, expected->spec)) << c.name << " read as " << r.match->entry->id;
        EXPECT_LE(int(r.match->rule), int(ruleOf(c.rule))) << c.name << " read by " << nameRuleKey(r.match->rule);
        EXPECT_EQ(uploadFormatKey(r.match->format), c.format) << c.name;
    }
    std::cout << "resolved offline: " << resolved << " of " << cases.size() << " ids\n";
}

TEST(ModelNames, AnEmptyNameMatchesNothingAndSuggestsNothing)
{
    const NameResolution r = resolveModelName("  ");
    EXPECT_FALSE(r.match);
    EXPECT_TRUE(r.suggestions.empty());
}

TEST(ModelNames, AnOverlongNameIsNoModelAndIsNotCompared)
{
    // A pasted file, not a Hub id (at most 96 characters a part): refused at once, with nothing to suggest.
    const NameResolution r = resolveModelName(std::string(100000, 'a') + "-7b");
    EXPECT_FALSE(r.match);
    EXPECT_TRUE(r.suggestions.empty());
}

TEST(ModelNames, SuggestionsForAnUnknownSizeOfAKnownFamilyAreOfThatFamily)
{
    // Llama 3.1 comes in 8B, 70B and 405B; a 13B does not exist and is not read as any of them.
    const NameResolution r = resolveModelName("meta-llama/Llama-3.1-13B");
    ASSERT_FALSE(r.match);
    ASSERT_EQ(r.suggestions.size(), kSuggestions);
    for (const ModelPreset* e : r.suggestions)
        EXPECT_EQ(e->family.rfind("Llama", 0), 0u) << e->id;
}

TEST(ModelNames, TheUsersEntryComesBeforeTheBundledOneUnderTheSameRule)
{
    ModelPreset mine = *findPreset("llama-3.1-8b");
    mine.id = "my-llama";
    mine.hfRepo = "acme/Llama-3.1-8B";
    mine.origin = ModelOrigin::User;
    const std::vector<ModelPreset> user{mine};
    // Without organisation both fit; the user's entry is read first.
    const NameResolution r = resolveModelName("someone/Llama-3.1-8B", user);
    ASSERT_TRUE(r.match);
    EXPECT_EQ(r.match->entry->id, "my-llama");
    // The bundled entry's exact Hub id is still surer than the user's entry by another rule.
    const NameResolution exact = resolveModelName("meta-llama/Llama-3.1-8B", user);
    ASSERT_TRUE(exact.match);
    EXPECT_EQ(exact.match->entry->id, "llama-3.1-8b");
}

TEST(ModelNames, TwoArchitecturesUnderOneNameAreAskedNotGuessed)
{
    ModelPreset a = *findPreset("qwen2.5-7b");
    a.id = "team-model-a";
    a.hfRepo = "team-a/Widget-7B";
    ModelPreset b = *findPreset("llama-3.1-8b");
    b.id = "team-model-b";
    b.hfRepo = "team-b/Widget-7B";
    const std::vector<ModelPreset> user{a, b};
    const NameResolution r = resolveModelName("someone/Widget-7B-Instruct", user);
    EXPECT_FALSE(r.match);
    ASSERT_EQ(r.ambiguous.size(), 2u);
    const Error e = unresolvedModelError(r, "--model", "someone/Widget-7B-Instruct");
    EXPECT_EQ(e.code, ErrorCode::AmbiguousModel);
    EXPECT_EQ(e.suggestions, (std::vector<std::string>{"team-model-a", "team-model-b"}));
}

TEST(ModelNames, OneArchitectureUnderTwoNamesIsOneAnswer)
{
    ModelPreset copy = *findPreset("qwen2.5-7b");
    copy.id = "qwen2.5-7b-instruct-copy";
    copy.hfRepo = "mirror/Qwen2.5-7B-Instruct";
    copy.spec.name = "Qwen2ForCausalLM";
    const std::vector<ModelPreset> user{copy};
    const NameResolution r = resolveModelName("unsloth/Qwen2.5-7B-Instruct-bnb-4bit", user);
    ASSERT_TRUE(r.match);
    EXPECT_EQ(r.match->entry->id, "qwen2.5-7b-instruct-copy");
}

TEST(ModelNames, AnUnknownNameIsAnErrorWithTheNearestEntries)
{
    const NameResolution r = resolveModelName("HuggingFaceH4/zephyr-7b-beta");
    const Error e = unresolvedModelError(r, "--model", "HuggingFaceH4/zephyr-7b-beta");
    EXPECT_EQ(e.code, ErrorCode::UnknownPreset);
    EXPECT_EQ(e.field, "--model");
    EXPECT_EQ(e.detail, "HuggingFaceH4/zephyr-7b-beta");
    EXPECT_EQ(e.suggestions.size(), kSuggestions);
}

TEST(ModelNames, TheReadingIsShownOnlyWhenSomethingWasRead)
{
    const NameResolution exact = resolveModelName("Qwen/Qwen2.5-7B");
    ASSERT_TRUE(exact.match);
    EXPECT_FALSE(readingOf("Qwen/Qwen2.5-7B", *exact.match));
    const NameResolution derived = resolveModelName(" NousResearch/Meta-Llama-3.1-8B ");
    ASSERT_TRUE(derived.match);
    const auto reading = readingOf(" NousResearch/Meta-Llama-3.1-8B ", *derived.match);
    ASSERT_TRUE(reading);
    EXPECT_EQ(reading->asNamed, "NousResearch/Meta-Llama-3.1-8B");
    EXPECT_EQ(reading->entryId, "llama-3.1-8b");
    EXPECT_EQ(reading->entryHubId, "meta-llama/Llama-3.1-8B");
    EXPECT_EQ(reading->rule, NameRule::Derivative);
}

TEST(ModelNames, AQuantizedUploadSetsTheBaseItIsStoredIn)
{
    // bitsandbytes 4-bit checkpoints are NF4 (bnb_4bit_quant_type "nf4"); GPTQ and AWQ store 4-bit integers with
    // group scales; GGUF and FP8 are not a base Tunefit models, so the job's own setting stays.
    EXPECT_EQ(uploadBaseQuant(uploadFormat("unsloth/llama-3-8b-bnb-4bit")), BaseQuant::NF4);
    EXPECT_EQ(uploadBaseQuant(uploadFormat("org/model-7b-bnb-8bit")), BaseQuant::Int8);
    EXPECT_EQ(uploadBaseQuant(uploadFormat("TheBloke/Llama-2-7B-Chat-GPTQ")), BaseQuant::GptqInt4);
    EXPECT_EQ(uploadBaseQuant(uploadFormat("TheBloke/Llama-2-7B-Chat-AWQ")), BaseQuant::GptqInt4);
    EXPECT_EQ(uploadBaseQuant(uploadFormat("TheBloke/Llama-2-7B-GGUF")), std::nullopt);
    EXPECT_EQ(uploadBaseQuant(uploadFormat("Qwen/Qwen3-8B-FP8")), std::nullopt);
    EXPECT_EQ(uploadBaseQuant(uploadFormat("Qwen/Qwen3-8B")), std::nullopt);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Presets.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

using namespace tunefit;

namespace {

const ModelPreset& preset(std::string_view id)
{
    const ModelPreset* p = findPreset(id);
    if (!p)
        throw std::runtime_error("no preset " + std::string(id));
    return *p;
}

double billions(int64_t params)
{
    return double(params) / 1e9;
}

} // namespace

TEST(Presets, BundlesAtLeastThirtyModelsWithUniqueIdsAndRepos)
{
    EXPECT_GE(modelPresets().size(), 30u);
    std::set<std::string_view> ids;
    std::set<std::string_view> repos;
    for (const ModelPreset& p : modelPresets()) {
        EXPECT_TRUE(ids.insert(p.id).second) << p.id;
        EXPECT_TRUE(repos.insert(p.hfRepo).second) << p.hfRepo;
        EXPECT_FALSE(p.family.empty()) << p.id;
        EXPECT_FALSE(p.spec.name.empty()) << p.id;
    }
}

TEST(Presets, IncludesTheModelsTheIssueAsksFor)
{
    for (const char* id :
         {"llama-2-7b",     "llama-2-13b",     "llama-2-70b",   "llama-3.1-8b",    "llama-3.1-70b",    "llama-3.1-405b",
          "llama-3.2-1b",   "llama-3.2-3b",    "llama-3.3-70b", "mistral-7b-v0.3", "mixtral-8x7b",     "mixtral-8x22b",
          "qwen2.5-0.5b",   "qwen2.5-1.5b",    "qwen2.5-3b",    "qwen2.5-7b",      "qwen2.5-14b",      "qwen2.5-32b",
          "qwen2.5-72b",    "qwen3-0.6b",      "qwen3-4b",      "qwen3-8b",        "qwen3-14b",        "qwen3-32b",
          "qwen3-30b-a3b",  "qwen3-235b-a22b", "gemma-2-2b",    "gemma-2-9b",      "gemma-2-27b",      "gemma-3-1b",
          "gemma-3-4b",     "gemma-3-12b",     "gemma-3-27b",   "phi-3-mini",      "phi-3-medium",     "phi-4",
          "gpt-oss-20b",    "gpt-oss-120b",    "falcon-7b",     "flan-t5-base",    "flan-t5-large",    "flan-t5-xl",
          "tinyllama-1.1b", "deepseek-v3",     "deepseek-r1",   "kimi-k2",         "deepseek-v2-lite", "qwen2.5-vl-7b"})
        EXPECT_NE(findPreset(id), nullptr) << id;
}

class EveryPreset : public testing::TestWithParam<size_t>
{
protected:
    const ModelPreset& p() const { return modelPresets()[GetParam()]; }
};

TEST_P(EveryPreset, HasValidDimensions)
{
    const ModelSpec& m = p().spec;
    EXPECT_GT(m.layers, 0);
    EXPECT_GT(m.hidden, 0);
    EXPECT_GT(m.heads, 0);
    EXPECT_GT(m.kvHeads, 0);
    EXPECT_LE(m.kvHeads, m.heads);
    EXPECT_EQ(m.heads % m.kvHeads, 0) << "query heads must split evenly over the KV heads";
    EXPECT_GT(m.ffn, 0);
    EXPECT_GT(m.vocab, 0);
    // Every hand preset has a published count; a library entry may have none (params_source "name": then
    // ModelLibraryTest checks its count against the size in its name).
    if (GetParam() < handWrittenPresets().size())
        EXPECT_GT(m.publishedParamsB, 0);
    else
        EXPECT_GE(m.publishedParamsB, 0);
    EXPECT_GE(m.slidingWindow, 0);
    if (m.arch == ArchKind::EncoderDecoder) {
        EXPECT_GT(m.encoderLayers, 0);
        EXPECT_LT(m.encoderLayers, m.layers);
    } else {
        EXPECT_EQ(m.encoderLayers, 0);
    }
    if (m.isMoe()) {
        EXPECT_GT(m.moe.activeExperts, 0);
        EXPECT_LE(m.moe.activeExperts, m.moe.experts);
        EXPECT_GT(m.moe.expertFfn, 0);
        EXPECT_GE(m.moe.denseLeadingLayers, 0);
        EXPECT_LT(m.moe.denseLeadingLayers, m.layers);
    }
}

TEST_P(EveryPreset, HeadDimensionsAreConsistent)
{
    // A check on numbers typed by hand; the library's come from each model's config.json (StableLM's heads are 80
    // wide), read by the parser that HfConfigImportTest covers.
    if (GetParam() >= handWrittenPresets().size())
        return;
    const ModelSpec& m = p().spec;
    ASSERT_GT(m.headDim, 0);
    EXPECT_EQ(m.headDim % 32, 0) << "head_dim " << m.headDim;
    if (m.qWidth() != m.hidden) {
        // Only families whose config.json sets head_dim explicitly may decouple heads × head_dim from hidden_size.
        // Latent attention: heads × (nope + rope) is the query width, not the hidden size.
        const std::set<std::string_view> explicitHeadDim = {"Gemma 2", "Gemma 3",     "Qwen3",   "Qwen3 MoE",
                                                            "gpt-oss", "DeepSeek-V3", "Kimi K2", "DeepSeek-V2"};
        EXPECT_TRUE(explicitHeadDim.contains(p().family))
            << p().id << ": " << m.heads << " x " << m.headDim << " != " << m.hidden;
    }
}

TEST_P(EveryPreset, DerivedCountMatchesThePublishedCountWithinOnePercent)
{
    const ModelSpec& m = p().spec;
    if (m.publishedParamsB == 0 && GetParam() >= handWrittenPresets().size())
        return; // a library entry checked by its name (ModelLibrary.EntriesWithoutAPublishedCount...)
    const double derived = billions(countParameters(m).total());
    EXPECT_NEAR(derived / m.publishedParamsB, 1.0, 0.01)
        << p().id << ": derived " << derived << " B, published " << m.publishedParamsB << " B";
}

TEST_P(EveryPreset, ActiveParametersNeverExceedTotal)
{
    const ParameterCount count = countParameters(p().spec);
    if (p().spec.isMoe())
        EXPECT_LT(count.active(), count.total());
    else // a vision tower is not on a text token's path
        EXPECT_EQ(count.active(), count.total() - count.vision);
}

INSTANTIATE_TEST_SUITE_P(Presets, EveryPreset, testing::Range<size_t>(0, modelPresets().size()),
                         [](const testing::TestParamInfo<size_t>& info) {
                             std::string name(modelPresets()[info.param].id);
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c)))
                                     c = '_';
                             }
                             return name;
                         });

TEST(Presets, Qwen25_05bMatchesTheHandCount)
{
    // Per layer: q 896·896 + 896 bias = 803,712; k and v 896·128 + 128 each = 229,632; o 896·896 = 802,816;
    // SwiGLU 3·896·4864 = 13,074,432; two RMSNorms 1,792 -> 14,912,384. ×24 = 357,897,216;
    // + tied embedding 151,936·896 = 136,134,656 + final norm 896 = 494,032,768.
    const ParameterCount count = countParameters(preset("qwen2.5-0.5b").spec);
    EXPECT_EQ(count.total(), 494'032'768);
    EXPECT_EQ(count.lmHead, 0);
}

TEST(Presets, Mixtral8x7bMatchesTheHandCount)
{
    // Per layer: attention 2·4096² + 2·4096·1024 = 41,943,040; 8 experts × 3·4096·14336 = 1,409,286,144;
    // router 8·4096 = 32,768; norms 8,192 -> 1,451,270,144. ×32 = 46,440,644,608;
    // + embedding and lm_head 2·32000·4096 = 262,144,000 + final norm 4,096 = 46,702,792,704.
    const ParameterCount count = countParameters(preset("mixtral-8x7b").spec);
    EXPECT_EQ(count.total(), 46'702'792'704);
    // Two of eight experts per token: 12.9 B active, as the model card says.
    EXPECT_NEAR(billions(count.active()), 12.9, 0.05);
}

TEST(Presets, Falcon7bMatchesTheHandCount)
{
    // Per layer: q 4544·4544 + k,v 2·4544·64 (multi-query) + o 4544·4544 = 41,877,504; GELU MLP 2·4544·18176 =
    // 165,183,488; one LayerNorm (parallel block) 2·4544 -> 207,070,080. ×32 = 6,626,242,560;
    // + tied embedding 65,024·4544 = 295,469,056 + final LayerNorm 9,088 = 6,921,720,704.
    EXPECT_EQ(countParameters(preset("falcon-7b").spec).total(), 6'921'720'704);
}

TEST(Presets, MoeActiveCountsMatchTheModelCards)
{
    EXPECT_NEAR(billions(countParameters(preset("qwen3-30b-a3b").spec).active()), 3.3, 0.1);
    EXPECT_NEAR(billions(countParameters(preset("qwen3-235b-a22b").spec).active()), 22.0, 0.3);
    EXPECT_NEAR(billions(countParameters(preset("qwen1.5-moe-a2.7b").spec).active()), 2.7, 0.05);
    EXPECT_NEAR(billions(countParameters(preset("deepseek-moe-16b").spec).active()), 2.8, 0.05);
    // OpenAI's active counts leave out the input embedding (a lookup, not a matmul).
    for (auto [id, active] : {std::pair{"gpt-oss-20b", 3.61}, std::pair{"gpt-oss-120b", 5.13}}) {
        const ParameterCount count = countParameters(preset(id).spec);
        EXPECT_NEAR(billions(count.active() - count.embedding), active, 0.02) << id;
    }
}

TEST(Presets, EncoderDecoderPresetsSplitTheirLayers)
{
    const ModelSpec& t5 = preset("flan-t5-xl").spec;
    EXPECT_EQ(t5.arch, ArchKind::EncoderDecoder);
    EXPECT_EQ(t5.encoderLayers, 24);
    EXPECT_EQ(t5.decoderLayers(), 24);
    EXPECT_EQ(t5.ffnKind, FfnKind::GeGLU);
}

TEST(Presets, FindsById)
{
    const ModelPreset* p = findPreset("llama-3.1-8b");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->hfRepo, "meta-llama/Llama-3.1-8B");
    EXPECT_EQ(p->spec.layers, 32);
}

TEST(Presets, FindsByRepo)
{
    const ModelPreset* p = findPreset("Qwen/Qwen3-30B-A3B");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->id, "qwen3-30b-a3b");
}

TEST(Presets, LookupIsCaseInsensitive)
{
    EXPECT_EQ(findPreset("LLAMA-3.1-8B"), findPreset("llama-3.1-8b"));
    EXPECT_EQ(findPreset("META-LLAMA/llama-3.1-8b"), findPreset("llama-3.1-8b"));
    EXPECT_EQ(findPreset("openai/GPT-OSS-20B"), findPreset("gpt-oss-20b"));
    EXPECT_NE(findPreset("Gemma-2-9B"), nullptr);
}

TEST(Presets, UnknownNamesAreNotFound)
{
    EXPECT_EQ(findPreset(""), nullptr);
    EXPECT_EQ(findPreset("llama-3.1"), nullptr);
    EXPECT_EQ(findPreset("meta-llama/Llama-3.1-8B-extra"), nullptr);
}

// Issue 14: the frontier presets against their model cards.
TEST(Presets, LatentAttentionPresetsMatchTheirCards)
{
    const ParameterCount v3 = countParameters(preset("deepseek-v3").spec);
    EXPECT_NEAR(billions(v3.total()), 671, 6.7);            // "671B total parameters"
    EXPECT_NEAR(billions(v3.checkpointTotal()), 685, 6.85); // 685 B on the hub, with the MTP module
    EXPECT_NEAR(billions(v3.active()), 37, 0.8);            // "37B activated"
    const ParameterCount k2 = countParameters(preset("kimi-k2").spec);
    EXPECT_NEAR(billions(k2.active()), 32, 1.0);
    EXPECT_EQ(k2.mtp, 0);
}

TEST(Presets, VisionLanguagePresetsCountTheirVisionTower)
{
    for (const char* id : {"gemma-3-4b", "gemma-3-12b", "gemma-3-27b", "qwen2.5-vl-7b"}) {
        const ParameterCount count = countParameters(preset(id).spec);
        EXPECT_GT(count.vision, 400'000'000) << id;
        EXPECT_LT(count.vision, 700'000'000) << id;
        EXPECT_EQ(count.active(), count.total() - count.vision) << id;
    }
    EXPECT_FALSE(preset("gemma-3-1b").spec.vision.present()); // text only
}

TEST(Presets, SlidingLayersFollowTheFamilyPatterns)
{
    EXPECT_EQ(preset("gemma-2-9b").spec.windowedLayers(), 21);  // alternating
    EXPECT_EQ(preset("gemma-3-27b").spec.windowedLayers(), 52); // 5 local : 1 global over 62
    EXPECT_EQ(preset("gpt-oss-120b").spec.windowedLayers(), 18);
    EXPECT_EQ(preset("phi-3-mini").spec.windowedLayers(), 32); // every layer
    EXPECT_EQ(preset("llama-3.1-8b").spec.windowedLayers(), 0);
}

// A saved job names its preset only when the model is that preset: the same name and sizes with latent attention or
// a vision tower added is another model, stored in full.
TEST(Presets, AModelIsItsPresetOnlyWithTheSameAttentionAndTowers)
{
    const ModelPreset* preset = findPreset("llama-3.1-8b");
    ASSERT_NE(preset, nullptr);
    ModelSpec model = preset->spec;
    EXPECT_EQ(presetMatching(model), preset);
    model.vision.layers = 27;
    model.vision.hidden = 1152;
    EXPECT_EQ(presetMatching(model), nullptr);
    model = preset->spec;
    model.mla.kvLoraRank = 512;
    EXPECT_EQ(presetMatching(model), nullptr);
    model = preset->spec;
    model.name += " (edited)";
    EXPECT_EQ(presetMatching(model), nullptr);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14: the real config.json files of the frontier architectures (../shared/validation/configs, next to the
// checkout) import, and their parameter counts come within 1% of the published counts. Skipped where that folder
// is absent; the fixtures in tests/data/configs cover the same mechanisms without it.
#include "core/model/HfConfigImport.h"

#include <gtest/gtest.h>

#include <QFileInfo>

using namespace tunefit;

namespace {

const QString kConfigs = QStringLiteral(TUNEFIT_SOURCE_DIR "/../shared/validation/configs/");

/// The imported model, or a skip when the shared folder is not there.
#define LOAD_SHARED_CONFIG(var, file)                                                                                  \
    const QString var##Path = kConfigs + QStringLiteral(file);                                                         \
    if (!QFileInfo::exists(var##Path))                                                                                 \
        GTEST_SKIP() << "no " << (file) << " in ../shared/validation/configs";                                         \
    const Result<ModelSpec> var##Result = modelFromHfConfigFile(var##Path);                                            \
    ASSERT_TRUE(var##Result.ok()) << var##Result.error().code << " " << var##Result.error().field << " "               \
                                  << var##Result.error().detail;                                                       \
    const ModelSpec& var = var##Result.value()

double billions(int64_t n)
{
    return double(n) / 1e9;
}

void expectWithinOnePercent(double derived, double published, const char* what)
{
    EXPECT_NEAR(derived / published, 1.0, 0.01) << what << ": derived " << derived << " B, published " << published;
}

} // namespace

TEST(FrontierConfigs, DeepSeekV3Is671BLoadedAnd685BWithItsMtpBlock)
{
    LOAD_SHARED_CONFIG(m, "deepseek-ai__DeepSeek-V3.json");
    EXPECT_TRUE(m.isMla());
    EXPECT_EQ(m.mla.qLoraRank, 1536);
    EXPECT_EQ(m.mla.kvLoraRank, 512);
    EXPECT_EQ(m.headDim, 192); // 128 + 64
    EXPECT_EQ(m.moe.experts, 256);
    EXPECT_EQ(m.moe.sharedExperts, 1);
    EXPECT_EQ(m.moe.denseLeadingLayers, 3);
    EXPECT_EQ(m.mtpLayers, 1);
    const ParameterCount p = countParameters(m);
    // DeepSeek-V3 README: 671 B main model, 685 B on Hugging Face with the 14 B MTP module; 37 B activated.
    expectWithinOnePercent(billions(p.total()), 671, "total");
    expectWithinOnePercent(billions(p.checkpointTotal()), 685, "checkpoint");
    EXPECT_NEAR(billions(p.mtp), 14, 0.6);
    EXPECT_NEAR(billions(p.active()), 37, 0.8);
}

TEST(FrontierConfigs, DeepSeekR1HasTheV3Count)
{
    LOAD_SHARED_CONFIG(m, "deepseek-ai__DeepSeek-R1.json");
    expectWithinOnePercent(billions(countParameters(m).total()), 671, "total");
}

TEST(FrontierConfigs, KimiK2IsAboutOneTrillion)
{
    LOAD_SHARED_CONFIG(m, "moonshotai__Kimi-K2-Instruct.json");
    EXPECT_TRUE(m.isMla());
    EXPECT_EQ(m.moe.experts, 384);
    EXPECT_EQ(m.moe.denseLeadingLayers, 1);
    EXPECT_EQ(m.mtpLayers, 0);
    const ParameterCount p = countParameters(m);
    // The hub lists 1.03 T (the model card rounds to "1 trillion"); 32 B activated.
    expectWithinOnePercent(billions(p.total()), 1030, "total");
    EXPECT_EQ(p.mtp, 0);
    EXPECT_NEAR(billions(p.active()), 32, 1.0);
}

TEST(FrontierConfigs, GptOssCountsAndLayerTypes)
{
    {
        LOAD_SHARED_CONFIG(m, "openai__gpt-oss-20b.json");
        EXPECT_EQ(m.slidingWindow, 128);
        EXPECT_EQ(m.slidingLayers, 12); // layer_types alternate sliding / full
        EXPECT_TRUE(m.attentionSinks);
        EXPECT_TRUE(m.clampedSwiGlu);
        const ParameterCount p = countParameters(m);
        expectWithinOnePercent(billions(p.total()), 20.9, "gpt-oss-20b");
        // OpenAI's active count leaves out the embedding lookup: 3.6 B.
        EXPECT_NEAR(billions(p.active() - p.embedding), 3.61, 0.02);
    }
    {
        LOAD_SHARED_CONFIG(m, "openai__gpt-oss-120b.json");
        EXPECT_EQ(m.slidingLayers, 18);
        const ParameterCount p = countParameters(m);
        expectWithinOnePercent(billions(p.total()), 116.8, "gpt-oss-120b");
        EXPECT_NEAR(billions(p.active() - p.embedding), 5.13, 0.02);
    }
}

TEST(FrontierConfigs, Qwen3MoeHasNoDenseMlp)
{
    {
        LOAD_SHARED_CONFIG(m, "Qwen__Qwen3-30B-A3B.json");
        EXPECT_EQ(m.moe.denseLeadingLayers, 0); // decoder_sparse_step 1, mlp_only_layers []
        EXPECT_EQ(m.moeLayers(), 48);
        EXPECT_EQ(m.slidingWindow, 0);
        const ParameterCount p = countParameters(m);
        expectWithinOnePercent(billions(p.total()), 30.5, "Qwen3-30B-A3B");
        EXPECT_NEAR(billions(p.active()), 3.3, 0.1);
    }
    {
        LOAD_SHARED_CONFIG(m, "Qwen__Qwen3-235B-A22B.json");
        const ParameterCount p = countParameters(m);
        expectWithinOnePercent(billions(p.total()), 235, "Qwen3-235B-A22B");
        EXPECT_NEAR(billions(p.active()), 22, 0.3);
    }
}

TEST(FrontierConfigs, Gemma3CountsItsVisionTower)
{
    {
        LOAD_SHARED_CONFIG(m, "google__gemma-3-4b-it.json");
        EXPECT_TRUE(m.vision.present());
        EXPECT_EQ(m.vision.layers, 27);
        EXPECT_EQ(m.slidingLayers, 29); // 5 local : 1 global over 34 layers
        const ParameterCount p = countParameters(m);
        EXPECT_NEAR(billions(p.vision), 0.42, 0.005);
        expectWithinOnePercent(billions(p.total()), 4.3, "gemma-3-4b");
    }
    {
        LOAD_SHARED_CONFIG(m, "google__gemma-3-27b-it.json");
        EXPECT_EQ(m.slidingLayers, 52);
        expectWithinOnePercent(billions(countParameters(m).total()), 27.4, "gemma-3-27b");
    }
}

TEST(FrontierConfigs, Gemma2AlternatesLocalAndGlobalLayers)
{
    LOAD_SHARED_CONFIG(m, "google__gemma-2-9b-it.json");
    EXPECT_EQ(m.slidingWindow, 4096);
    EXPECT_EQ(m.slidingLayers, 21);
    expectWithinOnePercent(billions(countParameters(m).total()), 9.24, "gemma-2-9b");
}

TEST(FrontierConfigs, MixtralKeepsItsCounts)
{
    LOAD_SHARED_CONFIG(m, "mistralai__Mixtral-8x7B-v0.1.json");
    const ParameterCount p = countParameters(m);
    expectWithinOnePercent(billions(p.total()), 46.7, "Mixtral-8x7B");
    EXPECT_NEAR(billions(p.active()), 12.9, 0.05);
}

TEST(FrontierConfigs, EveryConfigOfTheFolderImports)
{
    const QString index = kConfigs + QStringLiteral("INDEX.csv");
    if (!QFileInfo::exists(index))
        GTEST_SKIP() << "no ../shared/validation/configs";
    for (const char* file : {"Qwen__Qwen2.5-14B.json", "Qwen__Qwen3-0.6B.json", "meta-llama__Llama-3.1-405B.json",
                             "microsoft__phi-1.json", "microsoft__phi-4.json", "mistralai__Mixtral-8x22B-v0.1.json",
                             "openai-community__gpt2-large.json", "mistralai__Mistral-7B-Instruct-v0.3.json"}) {
        const QString path = kConfigs + QString::fromUtf8(file);
        if (!QFileInfo::exists(path))
            continue;
        const Result<ModelSpec> r = modelFromHfConfigFile(path);
        EXPECT_TRUE(r.ok()) << file << ": " << (r.ok() ? "" : r.error().field);
    }
}

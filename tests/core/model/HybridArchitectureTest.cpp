// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28: the architectures of 2025-26 that were refused or counted wrong — heads × head_dim different from the
// hidden size (GLM-4.5/4.6), Gated DeltaNet hybrids (Qwen3-Next) and Mamba-2 hybrids (Nemotron-H). Each family: its
// real config.json (tests/data/configs/README.md names the sources) within 1% of the published count, a hand-worked
// per-layer-kind term, and malformed variants refused with an Error.
#include "core/memory/MemoryEstimator.h"
#include "core/model/HfConfigImport.h"
#include "core/model/Hybrid.h"

#include "ConfigFixtures.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tunefit;

namespace {

using test::fixture;
using test::load;

/// The fixture with one key replaced (or removed, with a null QJsonValue::Undefined).
Result<ModelSpec> variant(const char* file, const char* key, const QJsonValue& value)
{
    // (QJsonDocument reads no Python Infinity; the importer's own reading of it is tested on the file as published.)
    QJsonObject o = QJsonDocument::fromJson(fixture(file).replace("Infinity", "null")).object();
    EXPECT_FALSE(o.isEmpty()) << file;
    if (value.isUndefined())
        o.remove(QLatin1String(key));
    else
        o.insert(QLatin1String(key), value);
    return modelFromHfConfig(QJsonDocument(o).toJson(), file);
}

void expectWithinOnePercent(const ModelSpec& m, double publishedB)
{
    const double derived = double(countParameters(m).total()) / 1e9;
    EXPECT_NEAR(derived / publishedB, 1.0, 0.01) << m.name << ": derived " << derived << " B, published " << publishedB;
}

} // namespace

TEST(HybridArchitecture, GlmHeadsWiderThanTheHiddenSizeImportAndCount)
{
    // 96 heads of 128 over hidden 4096 (GLM-4.5-Air) and 5120 (GLM-4.6): q_proj widens to 12,288.
    const ModelSpec air = load("glm-4.5-air.json");
    EXPECT_EQ(air.heads, 96);
    EXPECT_EQ(air.qWidth(), 12'288);
    EXPECT_EQ(air.moeLayers(), 45);
    EXPECT_TRUE(air.moe.routerBias); // Glm4MoeTopkRouter.e_score_correction_bias
    EXPECT_FALSE(validateModel(air));
    expectWithinOnePercent(air, 106); // model card: 106B total, 12B active
    const ModelSpec glm46 = load("glm-4.6.json");
    EXPECT_EQ(glm46.moeLayers(), 89);
    EXPECT_FALSE(validateModel(glm46));
    expectWithinOnePercent(glm46, 355); // model card: 355B total, 32B active
}

TEST(HybridArchitecture, HeadsThatDoNotDivideTheHiddenSizeNeedAHeadDim)
{
    // Without head_dim the width is hidden / heads: 4096 / 96 leaves a remainder, a typo rather than a model.
    const auto refused = variant("glm-4.5-air.json", "head_dim", QJsonValue(QJsonValue::Undefined));
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, ErrorCode::NotDivisible);
    EXPECT_EQ(refused.error().field, "num_attention_heads");
}

TEST(HybridArchitecture, QwenNextCountsItsGatedDeltaNetBlocks)
{
    const ModelSpec m = load("qwen3-next-80b-a3b.json");
    ASSERT_TRUE(m.isHybrid());
    EXPECT_EQ(m.hybrid.kind, MixerKind::GatedDeltaNet);
    EXPECT_EQ(m.hybrid.mixerLayers, 36); // every 4th of 48 layers attends
    EXPECT_EQ(m.attentionLayers(), 12);
    EXPECT_TRUE(m.attentionOutputGate);
    EXPECT_FALSE(validateModel(m));
    expectWithinOnePercent(m, 80); // model card: 80B total, 3B activated
    // in_proj_qkvz (2 × 16 × 128 + 2 × 32 × 128 = 12,288) + in_proj_ba (2 × 32); conv over q, k, v (8,192 channels).
    EXPECT_EQ(hybrid::inProjWidth(m.hybrid), 12'352);
    EXPECT_EQ(hybrid::convChannels(m.hybrid), 8'192);
    // Hand-worked saved tensors per token of one GDN block in bf16: qkvz + ba 12,352; mixed q,k,v and the conv output
    // 2 × 8,192; q and k repeated to 32 heads 8,192; the WY matrix 32 × 64 = 2,048; core and norm outputs 2 × 4,096:
    // 47,168 elements × 2 bytes, plus g and beta in fp32 (2 × 32 × 4).
    EXPECT_DOUBLE_EQ(hybrid::savedBytesPerToken(m.hybrid, 2), 47'168 * 2 + 256);
    // The state one sequence keeps per GDN layer: 32 heads × 128 × 128, and the conv's last 3 inputs of 8,192.
    EXPECT_DOUBLE_EQ(hybrid::stateElementsPerSequence(m.hybrid), 524'288 + 3 * 8'192);
    // Generation keeps K/V on the 12 attention layers only (2 KV heads of 256) and the fixed state on the 36 others.
    EXPECT_DOUBLE_EQ(kvCacheElements(m, 1000), 12 * 1000.0 * 2 * 2 * 256 + 36 * (524'288 + 3 * 8'192));
}

TEST(HybridArchitecture, NemotronHCountsItsMambaAttentionAndMlpBlocks)
{
    // Python's json writes "time_step_limit": [0.0, Infinity]: the importer reads past it.
    const ModelSpec m = load("nemotron-h-56b.json");
    ASSERT_TRUE(m.isHybrid());
    EXPECT_EQ(m.hybrid.kind, MixerKind::Mamba2);
    EXPECT_EQ(m.hybrid.mixerLayers, 54);
    EXPECT_EQ(m.attentionLayers(), 10);
    EXPECT_EQ(m.mlpLayers(), 54);
    EXPECT_EQ(m.ffnKind, FfnKind::Relu); // relu² MLP: up and down only
    EXPECT_FALSE(validateModel(m));
    expectWithinOnePercent(m, 56); // Nemotron-H-56B (arXiv:2504.03624)
    // Mamba-2 in_proj: z and x (2 × 256 × 64), B and C (2 × 8 × 256), dt (256) = 37,120; conv over x, B, C 20,480.
    EXPECT_EQ(hybrid::inProjWidth(m.hybrid), 37'120);
    EXPECT_EQ(hybrid::convChannels(m.hybrid), 20'480);
    // Hand-worked saved bytes per token of one Mamba-2 block in bf16: zxbcdt 37,120 and the scan output 16,384, plus
    // the gated norm's fp32 rstd of 8 groups.
    EXPECT_DOUBLE_EQ(hybrid::savedBytesPerToken(m.hybrid, 2), (37'120 + 16'384) * 2.0 + 8 * 4);
    // Chunk states of the SSD scan: 8,192 tokens in chunks of 128 → 64 states of 256 heads × 64 × 256.
    EXPECT_DOUBLE_EQ(hybrid::chunkStateElements(m.hybrid, 8192), 64.0 * 256 * 64 * 256);
    EXPECT_DOUBLE_EQ(hybrid::chunkStateBytes(m.hybrid, 2), 4.0);
}

TEST(HybridArchitecture, NemotronNanoMixesMambaAttentionAndExperts)
{
    const ModelSpec m = load("nemotron-3-nano-30b-a3b.json");
    ASSERT_TRUE(m.isHybrid());
    EXPECT_EQ(m.hybrid.mixerLayers, 23);
    EXPECT_EQ(m.attentionLayers(), 6);
    EXPECT_EQ(m.moeLayers(), 23);
    EXPECT_EQ(m.moe.denseLeadingLayers, 0);
    EXPECT_FALSE(validateModel(m));
    expectWithinOnePercent(m, 31.6); // model card: 31.6B total, 3.2B active (3.6B with embeddings)
}

TEST(HybridArchitecture, MalformedHybridConfigsAreRefusedNotCrashed)
{
    const struct
    {
        const char* file;
        const char* key;
        QJsonValue value;
        const char* field;
    } cases[] = {
        {"nemotron-h-56b.json", "hybrid_override_pattern", QStringLiteral("M-M*"), "hybrid_override_pattern"},
        {"nemotron-h-56b.json", "hybrid_override_pattern", QString(118, QLatin1Char('X')), "hybrid_override_pattern"},
        {"nemotron-h-56b.json", "hybrid_override_pattern", QJsonValue(12), "hybrid_override_pattern"},
        {"nemotron-h-56b.json", "hybrid_override_pattern", QString(1'000'000, QLatin1Char('M')),
         "hybrid_override_pattern"},
        {"nemotron-h-56b.json", "mamba_num_heads", QJsonValue(0), "mamba_num_heads"},
        {"nemotron-h-56b.json", "n_groups", QJsonValue(7), "n_groups"},
        {"nemotron-h-56b.json", "mamba_head_dim", QJsonValue(1'000'000), "mamba_inner_width"},
        {"nemotron-h-56b.json", "ssm_state_size", QStringLiteral("big"), "ssm_state_size"},
        {"qwen3-next-80b-a3b.json", "layer_types", QJsonArray{QStringLiteral("linear_attention")}, "layer_types"},
        {"qwen3-next-80b-a3b.json", "linear_num_key_heads", QJsonValue(5), "n_groups"},
        {"qwen3-next-80b-a3b.json", "linear_conv_kernel_dim", QJsonValue(-4), "linear_conv_kernel_dim"},
        {"qwen3-next-80b-a3b.json", "full_attention_interval", QJsonValue(0), "full_attention_interval"},
    };
    for (const auto& c : cases) {
        const Result<ModelSpec> r = variant(c.file, c.key, c.value);
        ASSERT_FALSE(r.ok()) << c.file << " " << c.key;
        EXPECT_EQ(r.error().field, c.field) << c.file << " " << c.key;
    }
    // Non-finite words inside strings are text, not values.
    const auto named = modelFromHfConfig(R"({"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
        "intermediate_size": 128, "vocab_size": 10, "_name_or_path": "NaN Infinity \" -Infinity"})");
    ASSERT_TRUE(named.ok());
    EXPECT_EQ(named->name, "NaN Infinity \" -Infinity");
}

TEST(HybridArchitecture, LibraryEntriesImportWithinOnePercentOfTheirPublishedCounts)
{
    // resources/catalog/models-2025-hybrid.json: each entry's config imports and counts within 1% of its card.
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/resources/catalog/models-2025-hybrid.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonArray models = QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("models")).toArray();
    ASSERT_GE(models.size(), 5);
    for (const QJsonValue& entry : models) {
        const QJsonObject o = entry.toObject();
        const std::string id = o.value(QLatin1String("id")).toString().toStdString();
        const Result<ModelSpec> m =
            modelFromHfConfig(QJsonDocument(o.value(QLatin1String("config")).toObject()).toJson(), id);
        ASSERT_TRUE(m.ok()) << id << ": " << m.error().field;
        expectWithinOnePercent(*m, o.value(QLatin1String("published_params_b")).toDouble());
    }
}

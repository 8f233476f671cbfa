// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, second part: Llama 4 (interleaved experts, a shared expert, chunked attention, its vision tower), Jamba
// (Mamba-1 mixers, attention and expert periods), Falcon-H1 (attention and Mamba-2 side by side in every block) and
// Granite 4.0-H (Mamba-2 and attention by layer_types, experts with a shared MLP). Each family: its real config.json
// (tests/data/configs/README.md names the sources) within 1% of the published count, hand-worked per-layer-kind
// terms, and malformed variants refused with an Error.
#include "core/memory/MemoryEstimator.h"
#include "core/model/HfConfigImport.h"
#include "core/model/Hybrid.h"

#include "ConfigFixtures.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdio>

using namespace tunefit;

namespace {

using test::fixture;
using test::load;

/// The fixture with one key of `section` (the root when empty, else "text_config" or "vision_config") replaced, or
/// removed with QJsonValue::Undefined.
Result<ModelSpec> variant(const char* file, const char* key, const QJsonValue& value, const char* section = "")
{
    QJsonObject root = QJsonDocument::fromJson(fixture(file)).object();
    EXPECT_FALSE(root.isEmpty()) << file;
    const QString part = QString::fromUtf8(section);
    QJsonObject o = part.isEmpty() ? root : root.value(part).toObject();
    if (value.isUndefined())
        o.remove(QLatin1String(key));
    else
        o.insert(QLatin1String(key), value);
    if (part.isEmpty())
        root = o;
    else
        root.insert(part, o);
    return modelFromHfConfig(QJsonDocument(root).toJson(), file);
}

double billions(int64_t count)
{
    return double(count) / 1e9;
}

void expectWithinOnePercent(const ModelSpec& m, double publishedB)
{
    const double derived = billions(countParameters(m).total());
    std::printf("[ count    ] %s: derived %.3f B (active %.3f B), published %.2f B\n", m.name.c_str(), derived,
                billions(countParameters(m).active()), publishedB);
    EXPECT_NEAR(derived / publishedB, 1.0, 0.01) << m.name << ": derived " << derived << " B, published " << publishedB;
}

} // namespace

TEST(MoreArchitectures, Llama4ScoutCountsExpertsSharedExpertAndVisionTower)
{
    const ModelSpec m = load("llama-4-scout-17b-16e.json");
    EXPECT_FALSE(validateModel(m));
    EXPECT_EQ(m.moeLayers(), 48); // interleave_moe_layer_step 1: every layer routes
    EXPECT_EQ(m.moe.sharedExperts, 1);
    EXPECT_EQ(m.moe.sharedExpertFfn, 8192);
    EXPECT_EQ(m.ffn, 16384); // intermediate_size_mlp (no dense layer uses it in Scout)
    // Chunked attention in the RoPE layers: 3 of every 4 (every 4th layer is NoPE and global).
    EXPECT_EQ(m.slidingWindow, 8192);
    EXPECT_EQ(m.slidingLayers, 36);
    // Hand-worked vision tower (Llama4VisionModel, 34 blocks of 1408 with fc 5632): per block 4·1408² + 2·1408·5632
    // weights, 4·1408 + 5632 + 1408 biases and two LayerNorms (4·1408) = 23,807,872; the patch linear 3·14²·1408,
    // 577 positions and the class embedding = 1,641,728; layernorm_pre/post 5,632; fc1 5632·4096, fc2 4096² and the
    // projector 4096·5120 = 60,817,408.
    EXPECT_EQ(countParameters(m).vision, 34LL * 23'807'872 + 1'641'728 + 5'632 + 60'817'408);
    EXPECT_EQ(m.vision.imageTokens, 144); // 24×24 patches of a 336 tile, 2×2 per token
    expectWithinOnePercent(m, 109);       // model card: 109B total, 17B active
    // Active: the routed expert (1 of 16) and the shared one per layer, attention, embeddings: about 17B.
    EXPECT_NEAR(billions(countParameters(m).active()), 17, 0.5);
}

TEST(MoreArchitectures, Llama4MaverickInterleavesDenseAndExpertLayers)
{
    const ModelSpec m = load("llama-4-maverick-17b-128e.json");
    EXPECT_FALSE(validateModel(m));
    EXPECT_EQ(m.moeLayers(), 24); // interleave_moe_layer_step 2: layers 1, 3, ..., 47
    EXPECT_EQ(m.moe.denseLeadingLayers, 24);
    EXPECT_EQ(m.ffn, 16384);
    // One expert layer: 128 gated experts of 8192 plus the shared one and the router.
    const int64_t expertLayer = 129LL * 3 * 5120 * 8192 + 5120LL * 128;
    const int64_t denseLayer = 3LL * 5120 * 16384;
    const ParameterCount c = countParameters(m);
    const int64_t attention = 48LL * (2 * 5120 * 5120 + 2 * 5120 * 1024);
    EXPECT_EQ(c.linear + c.norms - 48LL * 2 * 5120 - 5120, 24 * expertLayer + 24 * denseLayer + attention);
    expectWithinOnePercent(m, 400); // model card: 400B total, 17B active
    EXPECT_NEAR(billions(c.active()), 17, 0.5);
}

TEST(MoreArchitectures, JambaCountsMamba1AttentionAndExpertPeriods)
{
    const ModelSpec m = load("jamba-1.5-mini.json");
    ASSERT_TRUE(m.isHybrid());
    EXPECT_FALSE(validateModel(m));
    EXPECT_EQ(m.hybrid.kind, MixerKind::Mamba1);
    EXPECT_EQ(m.attentionLayers(), 4); // attn_layer_period 8 at offset 4
    EXPECT_EQ(m.hybrid.mixerLayers, 28);
    EXPECT_EQ(m.moeLayers(), 16); // expert_layer_period 2 at offset 1
    const HybridSpec& h = m.hybrid;
    EXPECT_EQ(h.innerWidth(), 8192);
    // Hand-worked Mamba-1 layer (JambaMambaMixer, d_inner 8192, N 16, dt rank 256): in_proj 4096 → 16,384, x_proj
    // 8192 → 256 + 32, dt_proj 256 → 8192 with bias; conv 8192 × 4 with bias, A_log 8192 × 16, D 8192, and the dt,
    // B and C norms 256 + 16 + 16.
    EXPECT_EQ(hybrid::inProjWidth(h), 16'384);
    EXPECT_EQ(hybrid::xProjWidth(h), 288);
    EXPECT_EQ(hybrid::smallParameters(h), 40'960 + 131'072 + 8'192 + 288);
    // Saved per token in bf16: x and z 16,384, u, Δ, the scan output and its gated copy 4 × 8,192, x_proj's output
    // and its normed copy 2 × 288 = 49,728 elements; the fp32 chunk states 8192 × 32 × 4 bytes per 2048 tokens.
    EXPECT_DOUBLE_EQ(hybrid::savedBytesPerToken(h, 2), 49'728 * 2.0 + 512);
    // The state one sequence keeps per Mamba layer: 8192 × 16 and the conv's last 3 inputs of 8192.
    EXPECT_DOUBLE_EQ(hybrid::stateElementsPerSequence(h), 131'072 + 3 * 8'192);
    EXPECT_DOUBLE_EQ(hybrid::scanFlopsPerToken(h), 8.0 * 8192 * 16);
    expectWithinOnePercent(m, 52); // model card: 52B total, 12B active
    EXPECT_NEAR(billions(countParameters(m).active()), 12, 0.5);
}

TEST(MoreArchitectures, FalconH1RunsAttentionAndMamba2InEveryBlock)
{
    const ModelSpec m = load("falcon-h1-7b.json");
    ASSERT_TRUE(m.isHybrid());
    EXPECT_FALSE(validateModel(m));
    EXPECT_TRUE(m.hybrid.parallel);
    EXPECT_EQ(m.attentionLayers(), 44);
    EXPECT_EQ(m.hybrid.mixerLayers, 44);
    EXPECT_FALSE(m.hybrid.gatedNorm); // mamba_rms_norm defaults to false
    // in_proj: z and x 2 × 3072, B and C 2 × 256, dt 24 = 6,680; conv over 3072 + 512 channels with bias, 3 per head.
    EXPECT_EQ(hybrid::inProjWidth(m.hybrid), 6'680);
    EXPECT_EQ(hybrid::smallParameters(m.hybrid), 3'584 * 5 + 72);
    EXPECT_DOUBLE_EQ(hybrid::savedBytesPerToken(m.hybrid, 2), (6'680 + 3'072) * 2.0);
    // Generation keeps K/V in all 44 blocks (2 heads of 128) and the Mamba-2 state as well.
    EXPECT_DOUBLE_EQ(kvCacheElements(m, 100), 44 * 100.0 * 2 * 256 + 44 * (24.0 * 128 * 256 + 3 * 3'584));
    expectWithinOnePercent(m, 7.59); // Hugging Face's count of the checkpoint: 7.59B
}

TEST(MoreArchitectures, Granite4HybridCountsMamba2ExpertsAndSharedMlp)
{
    const ModelSpec m = load("granite-4.0-h-tiny.json");
    ASSERT_TRUE(m.isHybrid());
    EXPECT_FALSE(validateModel(m));
    EXPECT_EQ(m.hybrid.kind, MixerKind::Mamba2);
    EXPECT_EQ(m.hybrid.mixerLayers, 36);
    EXPECT_EQ(m.attentionLayers(), 4);
    EXPECT_EQ(m.moeLayers(), 40);
    EXPECT_EQ(m.moe.sharedExperts, 1);
    EXPECT_EQ(m.moe.sharedExpertFfn, 1024);
    // in_proj: 2 × 3072 + 2 × 128 + 48 = 6,448 (48 heads of 64, one group of 128).
    EXPECT_EQ(hybrid::inProjWidth(m.hybrid), 6'448);
    expectWithinOnePercent(m, 7); // model card: 7B total, 1B active

    // Without experts the shared MLP is the block's MLP (granite-4.0-h-1b: shared_intermediate_size 4096).
    const ModelSpec dense = load("granite-4.0-h-1b.json");
    EXPECT_FALSE(dense.isMoe());
    EXPECT_EQ(dense.ffn, 4096);
    EXPECT_EQ(dense.hybrid.mixerLayers, 36);
}

TEST(MoreArchitectures, MalformedConfigsAreRefusedNotCrashed)
{
    const struct
    {
        const char* file;
        const char* section;
        const char* key;
        QJsonValue value;
        const char* field;
    } cases[] = {
        {"jamba-1.5-mini.json", "", "attn_layer_offset", QJsonValue(9), "attn_layer_offset"},
        {"jamba-1.5-mini.json", "", "attn_layer_period", QJsonValue(0), "attn_layer_period"},
        {"jamba-1.5-mini.json", "", "expert_layer_offset", QJsonValue(2), "expert_layer_offset"},
        {"jamba-1.5-mini.json", "", "mamba_dt_rank", QStringLiteral("big"), "mamba_dt_rank"},
        {"jamba-1.5-mini.json", "", "mamba_d_state", QJsonValue(0), "mamba_d_state"},
        {"jamba-1.5-mini.json", "", "mamba_expand", QJsonValue(1'000'000), "mamba_expand"},
        {"jamba-1.5-mini.json", "", "hidden_size", QJsonValue(60'000), "mamba_num_heads"},
        {"falcon-h1-7b.json", "", "mamba_d_head", QJsonValue(100), "mamba_d_head"},
        {"falcon-h1-7b.json", "", "mamba_n_heads", QJsonValue(7), "mamba_n_heads"},
        {"falcon-h1-7b.json", "", "mamba_d_ssm", QJsonValue(-1), "mamba_d_ssm"},
        {"falcon-h1-7b.json", "", "mamba_n_groups", QJsonValue(5), "n_groups"},
        {"granite-4.0-h-tiny.json", "", "layer_types", QJsonArray{QStringLiteral("mamba")}, "layer_types"},
        {"granite-4.0-h-tiny.json", "", "layer_types", QJsonValue(QJsonValue::Undefined), "layer_types"},
        {"granite-4.0-h-tiny.json", "", "mamba_d_head", QJsonValue(63), "mamba_d_head"},
        {"llama-4-scout-17b-16e.json", "text_config", "moe_layers", QJsonArray{99}, "moe_layers"},
        {"llama-4-scout-17b-16e.json", "text_config", "interleave_moe_layer_step", QJsonValue(0),
         "interleave_moe_layer_step"},
        {"llama-4-scout-17b-16e.json", "text_config", "attention_chunk_size", QJsonValue(-5), "attention_chunk_size"},
        {"llama-4-scout-17b-16e.json", "vision_config", "projector_output_dim", QJsonValue(2048),
         "vision_config.projector_output_dim"},
        {"llama-4-scout-17b-16e.json", "vision_config", "pixel_shuffle_ratio", QJsonValue(-1),
         "vision_config.pixel_shuffle_ratio"},
    };
    for (const auto& c : cases) {
        const Result<ModelSpec> r = variant(c.file, c.key, c.value, c.section);
        ASSERT_FALSE(r.ok()) << c.file << " " << c.key;
        EXPECT_EQ(r.error().field, c.field) << c.file << " " << c.key;
    }
}

TEST(MoreArchitectures, FalconH1BlocksSaveAttentionAndMixerActivations)
{
    // Full fine-tune in bf16 without checkpointing: every block keeps what its attention and its Mamba-2 mixer save.
    // The same stack without the mixer keeps exactly 44 mixers' worth less per token (one shared input norm either
    // way), up to the running layer's chunk states.
    const ModelSpec m = load("falcon-h1-7b.json");
    ModelSpec attentionOnly = m;
    attentionOnly.hybrid = HybridSpec{};
    TrainingSetup t;
    t.method = Method::Full;
    t.weightDType = DType::BF16;
    t.compute = Compute::BF16;
    t.microBatch = 1;
    t.seqLen = 4096;
    t.checkpointing = Checkpointing::None;
    const auto both = estimateMemory(m, t, {});
    const auto plain = estimateMemory(attentionOnly, t, {});
    ASSERT_TRUE(both.ok() && plain.ok());
    const double extra = (*both)[MemoryComponent::Activations].bytes - (*plain)[MemoryComponent::Activations].bytes;
    const double mixers = 44 * 4096 * hybrid::savedBytesPerToken(m.hybrid, 2);
    const double chunkStates = 4096.0 / 128 * 24 * 128 * 256 * 4; // fp32 states of the running layer's scan
    EXPECT_GE(extra, mixers * 0.999);
    EXPECT_LE(extra, (mixers + chunkStates) * 1.001);

    // Every fixture estimates (LoRA on all linears, bf16, 4096 tokens) to a finite, positive peak.
    for (const char* file : {"llama-4-scout-17b-16e.json", "llama-4-maverick-17b-128e.json", "jamba-1.5-mini.json",
                             "falcon-h1-7b.json", "granite-4.0-h-tiny.json", "granite-4.0-h-1b.json"}) {
        TrainingSetup lora = t;
        lora.method = Method::LoRA;
        lora.checkpointing = Checkpointing::Full;
        const auto r = estimateMemory(load(file), lora, {});
        ASSERT_TRUE(r.ok()) << file << ": " << r.error().field;
        EXPECT_TRUE(std::isfinite(r->peakAllocated) && r->peakAllocated > 0) << file;
    }
}

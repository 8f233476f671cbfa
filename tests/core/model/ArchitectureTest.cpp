// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14, architecture part: latent attention, per-layer attention windows, dense-MLP blocks among experts,
// multi-token prediction, gpt-oss experts and vision towers, on fixtures written for Tunefit (tests/data/configs)
// with counts worked out by hand from the transformers modules, and the memory properties they must keep.
#include "core/memory/Activations.h"
#include "core/memory/MemoryEstimator.h"
#include "core/memory/ModelState.h"
#include "core/model/HfConfigImport.h"
#include "core/model/ModelChecks.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

Result<ModelSpec> load(const char* file)
{
    return modelFromHfConfigFile(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/configs/") + QString::fromUtf8(file));
}

const ModelSpec& preset(std::string_view id)
{
    const ModelPreset* p = findPreset(id);
    EXPECT_NE(p, nullptr) << id;
    static const ModelSpec none;
    return p ? p->spec : none;
}

double billions(int64_t n)
{
    return double(n) / 1e9;
}

MemoryBreakdown estimate(const ModelSpec& m, const TrainingSetup& t)
{
    const Result<MemoryBreakdown> r = estimateMemory(m, t, {});
    EXPECT_TRUE(r.ok()) << (r.ok() ? std::string() : r.error().field);
    return r.ok() ? r.value() : MemoryBreakdown{};
}

} // namespace

TEST(Architecture, TinyLatentAttentionMoeMatchesTheHandCount)
{
    const Result<ModelSpec> r = load("tiny-mla-moe.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.headDim, 12); // nope 8 + rope 4; the config's head_dim (= rope, newer DeepseekV3Config) is not it
    EXPECT_EQ(m.kvHeads, 4);
    EXPECT_EQ(m.moe.denseLeadingLayers, 1);
    EXPECT_TRUE(m.moe.routerBias); // noaux_tc
    // Attention per block: q_a 64·16 = 1,024; q_b 16·4·12 = 768; kv_a 64·(8 + 4) = 768; kv_b 8·4·(8 + 8) = 512;
    // o 4·8·64 = 2,048 -> 5,120; latent norms 16 + 8; block norms 128.
    // Block 0 dense MLP 3·64·128 = 24,576 -> 29,848. Block 1: 4 experts 4·3·64·32 = 24,576, shared 6,144,
    // router 4·64 + 4 -> 36,252. Embedding and head 2·100·64 = 12,800, final norm 64: 78,964.
    const ParameterCount p = countParameters(m);
    EXPECT_EQ(p.total(), 78'964);
    EXPECT_EQ(p.active(), 78'964 - 12'288); // two of four routed experts
    // MTP block: block 1 (36,252) + enorm, hnorm 128 + eh_proj 2·64·64 = 8,192 + shared_head.norm 64 + its own
    // embedding and head 12,800 = 57,436.
    EXPECT_EQ(p.mtp, 57'436);
    EXPECT_EQ(p.checkpointTotal(), 136'400);
    // Generation keeps the latent and the shared rotary key per token and layer.
    EXPECT_EQ(kvCacheElementsPerTokenLayer(m), 12);
}

TEST(Architecture, DeepSeekV2LiteHasAPlainQueryProjection)
{
    const Result<ModelSpec> r = load("deepseek-v2-lite.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.mla.qLoraRank, 0); // q_lora_rank null
    EXPECT_FALSE(m.moe.routerBias);
    // Per block: q_proj 2048·16·192 = 6,291,456; kv_a 2048·576 = 1,179,648; kv_b 512·16·256 = 2,097,152;
    // o 2048·2048 = 4,194,304; norms 512 + 4,096 -> 13,767,168 ×27. Dense block 0: 3·2048·10944 = 67,239,936.
    // 26 MoE blocks: 66 experts of 3·2048·1408 = 8,650,752 each + router 131,072 = 571,080,704.
    // Embedding and head 2·102400·2048 = 419,430,400; final norm 2,048. Total 15,706,484,224 (card: 15.7 B).
    const ParameterCount p = countParameters(m);
    EXPECT_EQ(p.total(), 15'706'484'224);
    EXPECT_NEAR(billions(p.active() - p.embedding), 2.4, 0.1); // card: 2.4 B activated
    const ModelPreset* lite = findPreset("deepseek-v2-lite");
    ASSERT_NE(lite, nullptr);
    EXPECT_EQ(countParameters(lite->spec).total(), p.total());
}

TEST(Architecture, QwenMoeSparseStepAndMlpOnlyLayersKeepDenseBlocks)
{
    const Result<ModelSpec> r = load("qwen3-moe-sparse.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    // decoder_sparse_step 2: blocks 1, 3, 5 would be MoE; mlp_only_layers [3] keeps block 3 dense.
    EXPECT_EQ(m.moeLayers(), 2);
    EXPECT_EQ(m.moe.denseLeadingLayers, 4);
    // Attention 64·64 + 2·64·32 + 64·64 = 12,288 and norms 128 per block ×6 = 74,496; 4 dense MLPs 3·64·256 =
    // 49,152 each = 196,608; 2 MoE blocks of 8·3·64·32 = 49,152 + router 512 = 99,328; embedding and head 128,000,
    // final norm 64: 498,496.
    EXPECT_EQ(countParameters(m).total(), 498'496);
}

TEST(Architecture, GptOssLayerTypesSinksAndExpertBiases)
{
    const Result<ModelSpec> r = load("gpt-oss-tiny.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.slidingWindow, 128);
    EXPECT_EQ(m.slidingLayers, 2);
    EXPECT_EQ(m.windowedLayers(), 2);
    EXPECT_TRUE(m.attentionSinks);
    EXPECT_TRUE(m.moe.routerBias);
    // Per block: q 64·64 + 64, k and v 64·32 + 32 each, o 64·64 + 64, sinks 4 -> 12,484; experts 4 × (3·64·32 +
    // 2·32 + 64) = 25,088; router 4·64 + 4 = 260; norms 128 -> 37,960 ×4 = 151,840; + 12,800 + 64 = 164,704.
    EXPECT_EQ(countParameters(m).total(), 164'704);
}

TEST(Architecture, LayerTypesMustListEveryLayer)
{
    const Result<ModelSpec> r = modelFromHfConfig(R"({"model_type": "gpt_oss", "num_hidden_layers": 3,
        "hidden_size": 64, "num_attention_heads": 4, "intermediate_size": 32, "vocab_size": 10,
        "sliding_window": 128, "layer_types": ["sliding_attention", "full_attention"]})");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().field, "layer_types");
}

TEST(Architecture, Qwen25VlCountsItsVisionTransformer)
{
    const Result<ModelSpec> r = load("qwen2.5-vl-7b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.vision.layers, 32);
    EXPECT_TRUE(m.vision.gatedMlp);
    EXPECT_EQ(m.slidingWindow, 0); // use_sliding_window false
    // Vision: Conv3d 3·2·14·14·1280 = 1,505,280; per block 2 RMSNorms 2,560 + qkv 1280·3840 + 3840 + proj
    // 1280·1280 + 1280 + gate, up 2·(1280·3420 + 3420) + down 3420·1280 + 1280 = 19,702,200 ×32 = 630,470,400;
    // merger ln_q 1,280 + 5120·5120 + 5120 + 5120·3584 + 3584 = 44,574,464. Total 676,550,144 (0.67 B).
    const ParameterCount p = countParameters(m);
    EXPECT_EQ(p.vision, 676'550'144);
    EXPECT_NEAR(billions(p.total()), 8.29, 0.01); // the hub's 8.29 B
    EXPECT_EQ(p.active(), p.total() - p.vision);
    EXPECT_EQ(countParameters(preset("qwen2.5-vl-7b")).total(), p.total());
    // The PatchMerger joins 2×2 patches per token; a 768×768 image becomes 768/28 ≈ 27 tokens a side = 729.
    EXPECT_EQ(m.vision.tokenMerge, 4);
    EXPECT_EQ(m.vision.imageTokens, 729);
    EXPECT_EQ(preset("qwen2.5-vl-7b").vision.imageTokens, m.vision.imageTokens);
}

TEST(Architecture, PixtralVisionTowerAndLlavaProjector)
{
    const Result<ModelSpec> r = load("pixtral-12b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    // Vision: patch conv 3·16·16·1024 = 786,432 + ln_pre 1,024; per block 4·1024² + 3·1024·4096 + 2·1024 =
    // 16,779,264 ×24 = 402,702,336; projector 1024·5120 + 5120 + 5120·5120 + 5120 = 31,467,520 -> 434,957,312.
    const ParameterCount p = countParameters(r.value());
    EXPECT_EQ(p.vision, 434'957'312);
    EXPECT_NEAR(billions(p.total()), 12.7, 0.05); // "Pixtral 12B": 12 B decoder + 0.4 B encoder
    // Every 16-pixel patch is a token (no spatial_merge_size): a 768×768 image is 48 × 48 = 2304 tokens.
    EXPECT_EQ(r.value().vision.tokenMerge, 1);
    EXPECT_EQ(r.value().vision.imageTokens, 2304);
}

TEST(Architecture, Gemma3FixtureMatchesTheHandCount)
{
    const Result<ModelSpec> r = load("gemma-3-4b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    // SigLIP: patch conv 3·14·14·1152 + 1152 = 678,528; positions 64²·1152 = 4,718,592; per block
    // 4·(1152² + 1152) + 1152·4304 + 4304 + 4304·1152 + 1152 + 2 LayerNorms 4,608 = 15,239,504 ×27 = 411,466,608;
    // post_layernorm 2,304 -> 416,866,032. Projector: RMSNorm 1,152 + 1152·2560 = 2,950,272.
    const ParameterCount p = countParameters(r.value());
    EXPECT_EQ(p.vision, 416'866'032 + 2'950'272);
    EXPECT_EQ(p.total(), 4'299'887'984);
    // 896 / 14 = 64 patches a side, 4096 in all, average-pooled to mm_tokens_per_image = 256: 16 per token.
    EXPECT_EQ(r.value().vision.imageTokens, 256);
    EXPECT_EQ(r.value().vision.tokenMerge, 16);
}

TEST(Architecture, UnknownVisionTowersAreLeftOut)
{
    const Result<ModelSpec> r = modelFromHfConfig(R"({"model_type": "mllama",
        "vision_config": {"model_type": "mllama_vision_model", "hidden_size": 1280, "num_hidden_layers": 32},
        "text_config": {"model_type": "mllama_text_model", "num_hidden_layers": 2, "hidden_size": 64,
                        "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10}})");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    EXPECT_FALSE(r->vision.present());
}

TEST(Architecture, VisionFieldsOutOfRangeNameTheirKey)
{
    const Result<ModelSpec> r = modelFromHfConfig(R"({"model_type": "gemma3",
        "vision_config": {"model_type": "siglip_vision_model", "hidden_size": -5},
        "text_config": {"model_type": "gemma3_text", "num_hidden_layers": 2, "hidden_size": 64,
                        "intermediate_size": 128}})");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "vision_config.hidden_size");

    const Result<ModelSpec> huge = modelFromHfConfig(R"({"model_type": "gemma3",
        "vision_config": {"model_type": "siglip_vision_model", "image_size": 100000000, "patch_size": 1},
        "text_config": {"model_type": "gemma3_text", "num_hidden_layers": 2, "hidden_size": 64,
                        "intermediate_size": 128}})");
    ASSERT_FALSE(huge.ok());
    EXPECT_EQ(huge.error().field, "vision_config.image_size");
}

TEST(Architecture, LatentAttentionNeedsItsHeadDims)
{
    const Result<ModelSpec> r = modelFromHfConfig(R"({"model_type": "deepseek_v3", "num_hidden_layers": 2,
        "hidden_size": 64, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10,
        "kv_lora_rank": 8, "qk_rope_head_dim": 4, "v_head_dim": 8})");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MissingKey);
    EXPECT_EQ(r.error().field, "qk_nope_head_dim");
}

TEST(Architecture, ChecksRefuseInconsistentMechanisms)
{
    ModelSpec m = preset("deepseek-v3");
    EXPECT_FALSE(checkArchitectureMechanisms(m));
    m.headDim = 128; // not nope + rope
    EXPECT_EQ(checkArchitectureMechanisms(m)->field, "qk_nope_head_dim");
    EXPECT_TRUE(validateModel(m));

    ModelSpec w = preset("gpt-oss-20b");
    w.slidingLayers = w.layers + 1;
    EXPECT_EQ(checkArchitectureMechanisms(w)->field, "sliding_layers");

    ModelSpec v = preset("gemma-3-4b");
    v.vision.patchSize = 0;
    EXPECT_EQ(checkArchitectureMechanisms(v)->field, "vision_config.patch_size");
    EXPECT_TRUE(validateModel(v));
}

TEST(Architecture, HeadWidthTimesHeadsBeyondIntIsCheckedNotOverflowed)
{
    // Issue 35 (UBSan): head_dim × heads of two in-range fields (1,000,000 each) is 10^12, beyond int. The widths
    // enter the parameter count in floating point first: a q_proj of 10^6 × 10^12 is refused as too large, never
    // overflowed.
    ModelSpec m = preset("llama-3.1-8b");
    m.hidden = 1'000'000;
    m.heads = 999'999;
    m.kvHeads = 999'999;
    m.headDim = 1'000'000;
    const auto refused = validateModel(m);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, ErrorCode::TooLarge);
    EXPECT_EQ(refused->field, "parameters");
}

TEST(Architecture, HeadsTimesHeadDimMayDifferFromTheHiddenSize)
{
    // Issue 28: GLM-4.5-Air's 96 heads of 128 over hidden 4096 (q_proj 4096 → 12,288, o_proj back): heads that do
    // not divide the hidden size are a model when head_dim is given.
    ModelSpec m = preset("llama-3.1-8b");
    m.heads = 96;
    m.kvHeads = 8;
    m.headDim = 128;
    EXPECT_FALSE(validateModel(m));
    const ParameterCount before = countParameters(preset("llama-3.1-8b"));
    const ParameterCount after = countParameters(m);
    // q_proj and o_proj grow from 4096 × 4096 to 4096 × 12,288 in each of the 32 blocks.
    EXPECT_EQ(after.linear - before.linear, int64_t(32) * 2 * 4096 * (12'288 - 4096));
}

TEST(Architecture, KvCacheKeepsAWindowOnSlidingLayers)
{
    const ModelSpec& m = preset("gpt-oss-20b"); // 12 of 24 layers slide over 128 tokens; 8 KV heads of 64
    const double perTokenLayer = 2.0 * 8 * 64;
    EXPECT_DOUBLE_EQ(kvCacheElements(m, 100), 24 * 100 * perTokenLayer);
    EXPECT_DOUBLE_EQ(kvCacheElements(m, 4096), (12 * 4096.0 + 12 * 128.0) * perTokenLayer);
    const ModelSpec& v3 = preset("deepseek-v3");
    EXPECT_DOUBLE_EQ(kvCacheElements(v3, 1000), 61 * 1000.0 * (512 + 64));
}

// "A longer window never lowers memory" (issue 14). With FlashAttention the window changes nothing stored; eager
// attention masks a full s×s score matrix, so it does not shrink it either.
TEST(Architecture, ALongerWindowNeverLowersMemory)
{
    for (const char* id : {"gpt-oss-20b", "gemma-2-9b", "gemma-3-4b"}) {
        for (Attention attention : {Attention::Flash, Attention::Sdpa, Attention::Eager}) {
            TrainingSetup t;
            t.method = Method::LoRA;
            t.adapter.targets = kAllLinear;
            t.attention = attention;
            t.seqLen = 4096;
            ModelSpec m = preset(id);
            double previous = 0;
            for (int window : {0, 64, 1024, 4096, 131072}) {
                m.slidingWindow = window;
                const double peak = estimate(m, t).peakAllocated;
                EXPECT_GE(peak, previous) << id << " window " << window;
                previous = peak;
            }
        }
    }
}

// Training keeps the decompressed per-head K and V, not only the latent; FlashAttention-2 pads V to the Q/K width.
TEST(Architecture, LatentAttentionActivationsKeepTheDecompressedHeads)
{
    const ModelSpec& m = preset("deepseek-v2-lite");
    TrainingSetup t;
    t.method = Method::LoRA;
    t.adapter.targets = kAllLinear;
    t.attention = Attention::Sdpa;
    auto perTokenLayer = [&](const TrainingSetup& setup) {
        const ModelState state = modelState(m, setup, {}, countParameters(m));
        return activationMemory(m, setup, {}, state).bytesPerTokenLayer;
    };
    const double sdpa = perTokenLayer(t);
    t.attention = Attention::Flash;
    const double flash = perTokenLayer(t);
    // The padding: V and the output grow from 128 to 192 per head, 2 bytes each.
    EXPECT_DOUBLE_EQ(flash - sdpa, 2.0 * 2 * 16 * (192 - 128));
    // More than the inference cache of the latent: at least Q, K and V per head, 2 bytes each, per token and block.
    const double perHeadQkv = 2.0 * (16 * 192 + 16 * 192 + 16 * 128);
    EXPECT_GT(sdpa, perHeadQkv + 2.0 * 2 * 512);
}

TEST(Architecture, FullFineTuningKeepsTheVisionTowerFrozen)
{
    const ModelSpec& m = preset("gemma-3-4b");
    TrainingSetup t;
    t.method = Method::Full;
    const MemoryBreakdown b = estimate(m, t);
    const ParameterCount p = countParameters(m);
    EXPECT_GT(p.vision, 0);
    EXPECT_EQ(b.trainableParams, p.total() - p.vision);
}

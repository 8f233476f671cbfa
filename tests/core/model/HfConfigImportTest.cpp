// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/HfConfigImport.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

Result<ModelSpec> load(const char* file)
{
    return modelFromHfConfigFile(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/configs/") + QString::fromUtf8(file));
}

Result<ModelSpec> parse(const char* json)
{
    return modelFromHfConfig(QByteArray(json));
}

/// The imported config counts exactly as many parameters as the bundled preset of the same model.
void expectSameCountAsPreset(const ModelSpec& imported, std::string_view presetId)
{
    const ModelPreset* p = findPreset(presetId);
    ASSERT_NE(p, nullptr) << presetId;
    EXPECT_EQ(countParameters(imported).total(), countParameters(p->spec).total()) << presetId;
    EXPECT_EQ(countParameters(imported).active(), countParameters(p->spec).active()) << presetId;
}

} // namespace

TEST(HfConfigImport, ReadsALlama31Config)
{
    const Result<ModelSpec> r = load("llama-3.1-8b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.arch, ArchKind::Decoder);
    EXPECT_EQ(m.layers, 32);
    EXPECT_EQ(m.hidden, 4096);
    EXPECT_EQ(m.heads, 32);
    EXPECT_EQ(m.kvHeads, 8);
    EXPECT_EQ(m.headDim, 128);
    EXPECT_EQ(m.ffn, 14336);
    EXPECT_EQ(m.ffnKind, FfnKind::SwiGLU);
    EXPECT_EQ(m.vocab, 128256);
    EXPECT_FALSE(m.tiedEmbeddings);
    EXPECT_FALSE(m.qkvBias);
    EXPECT_FALSE(m.linearBias);
    EXPECT_FALSE(m.layerNormBias);
    EXPECT_FALSE(m.isMoe());
    expectSameCountAsPreset(m, "llama-3.1-8b");
}

TEST(HfConfigImport, ReadsGpt2Aliases)
{
    const Result<ModelSpec> r = load("gpt2.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.layers, 12);   // n_layer
    EXPECT_EQ(m.hidden, 768);  // n_embd
    EXPECT_EQ(m.heads, 12);    // n_head
    EXPECT_EQ(m.kvHeads, 12);  // MHA
    EXPECT_EQ(m.headDim, 64);  // hidden / heads
    EXPECT_EQ(m.ffn, 4 * 768); // n_inner null -> 4·n_embd
    EXPECT_EQ(m.ffnKind, FfnKind::Gelu);
    EXPECT_EQ(m.learnedPositions, 1024); // n_positions
    EXPECT_TRUE(m.tiedEmbeddings);       // GPT-2's default
    EXPECT_TRUE(m.linearBias);
    EXPECT_TRUE(m.layerNormBias);
    EXPECT_EQ(countParameters(m).total(), 124'439'808); // the well-known GPT-2 small count
    expectSameCountAsPreset(m, "gpt2");
}

TEST(HfConfigImport, ReadsBloomAndOptAliases)
{
    // BLOOM-176B and BLOOMZ write the width as n_embed (BloomConfig pops it into hidden_size), the heads as
    // num_attention_heads or n_head, the layers as n_layer; no MLP width (4·h) and no position table (ALiBi).
    const Result<ModelSpec> bloom = parse(R"({"model_type": "bloom", "n_embed": 14336, "n_layer": 70,
        "num_attention_heads": 112, "vocab_size": 250880})");
    ASSERT_TRUE(bloom.ok()) << bloom.error().code << " " << bloom.error().field;
    EXPECT_EQ(bloom->hidden, 14336);
    EXPECT_EQ(bloom->layers, 70);
    EXPECT_EQ(bloom->heads, 112);
    EXPECT_EQ(bloom->ffn, 4 * 14336);
    EXPECT_EQ(bloom->learnedPositions, 0);
    EXPECT_TRUE(bloom->tiedEmbeddings);
    const Result<ModelSpec> small = parse(R"({"model_type": "bloom", "hidden_size": 1024, "n_layer": 24,
        "n_head": 16, "vocab_size": 250880})");
    ASSERT_TRUE(small.ok());
    EXPECT_EQ(small->heads, 16);
    // OPT: ffn_dim for the MLP, a ReLU, and a learned position table two rows longer than max_position_embeddings.
    const Result<ModelSpec> opt = parse(R"({"model_type": "opt", "hidden_size": 2048, "num_hidden_layers": 24,
        "num_attention_heads": 32, "ffn_dim": 8192, "activation_function": "relu", "max_position_embeddings": 2048,
        "vocab_size": 50272, "word_embed_proj_dim": 2048})");
    ASSERT_TRUE(opt.ok());
    EXPECT_EQ(opt->ffn, 8192);
    EXPECT_EQ(opt->ffnKind, FfnKind::Relu);
    EXPECT_EQ(opt->learnedPositions, 2050);
    EXPECT_TRUE(opt->tiedEmbeddings);
}

TEST(HfConfigImport, ReadsTheNestedTextConfigOfGemma3)
{
    // The official 4B config lists only a few keys in text_config; the rest are Gemma3TextConfig defaults.
    const Result<ModelSpec> r = load("gemma-3-4b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.layers, 34);
    EXPECT_EQ(m.hidden, 2560); // the text model's, not the vision tower's 1152
    EXPECT_EQ(m.ffn, 10240);
    EXPECT_EQ(m.heads, 8);
    EXPECT_EQ(m.kvHeads, 4);
    EXPECT_EQ(m.headDim, 256);
    EXPECT_EQ(m.vocab, 262208);
    EXPECT_EQ(m.ffnKind, FfnKind::GeGLU);
    EXPECT_TRUE(m.tiedEmbeddings);
    EXPECT_EQ(m.slidingWindow, 1024);
    expectSameCountAsPreset(m, "gemma-3-4b");
}

TEST(HfConfigImport, ReadsMixtralExperts)
{
    const Result<ModelSpec> r = load("mixtral-8x7b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.moe.experts, 8);
    EXPECT_EQ(m.moe.activeExperts, 2);
    EXPECT_EQ(m.moe.expertFfn, 14336); // no moe_intermediate_size: the experts use intermediate_size
    EXPECT_EQ(m.moe.sharedExperts, 0);
    EXPECT_EQ(m.slidingWindow, 0); // null
    expectSameCountAsPreset(m, "mixtral-8x7b");
}

TEST(HfConfigImport, ReadsQwen3MoeExperts)
{
    const Result<ModelSpec> r = load("qwen3-30b-a3b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.moe.experts, 128); // num_experts
    EXPECT_EQ(m.moe.activeExperts, 8);
    EXPECT_EQ(m.moe.expertFfn, 768); // moe_intermediate_size
    EXPECT_EQ(m.ffn, 6144);
    EXPECT_EQ(m.headDim, 128); // explicit, although 2048 / 32 = 64
    EXPECT_FALSE(m.qkvBias);
    expectSameCountAsPreset(m, "qwen3-30b-a3b");
}

TEST(HfConfigImport, ReadsDeepSeekSharedExpertsAndDenseLeadingLayers)
{
    const Result<ModelSpec> r = load("deepseek-moe-16b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.moe.experts, 64); // n_routed_experts
    EXPECT_EQ(m.moe.activeExperts, 6);
    EXPECT_EQ(m.moe.expertFfn, 1408);
    EXPECT_EQ(m.moe.sharedExperts, 2);
    EXPECT_EQ(m.moe.sharedExpertFfn, 0); // same width as a routed expert
    EXPECT_EQ(m.moe.denseLeadingLayers, 1);
    EXPECT_EQ(m.ffn, 10944);
    expectSameCountAsPreset(m, "deepseek-moe-16b");
}

TEST(HfConfigImport, ReadsFlanT5AsEncoderDecoder)
{
    const Result<ModelSpec> r = load("flan-t5-base.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.arch, ArchKind::EncoderDecoder);
    EXPECT_EQ(m.layers, 24); // num_layers + num_decoder_layers
    EXPECT_EQ(m.encoderLayers, 12);
    EXPECT_EQ(m.decoderLayers(), 12);
    EXPECT_EQ(m.hidden, 768);             // d_model
    EXPECT_EQ(m.heads, 12);               // num_heads
    EXPECT_EQ(m.headDim, 64);             // d_kv
    EXPECT_EQ(m.ffn, 2048);               // d_ff
    EXPECT_EQ(m.ffnKind, FfnKind::GeGLU); // feed_forward_proj "gated-gelu"
    EXPECT_FALSE(m.tiedEmbeddings);
    expectSameCountAsPreset(m, "flan-t5-base");
}

TEST(HfConfigImport, ReadsFalconMultiQueryParallelAttention)
{
    const Result<ModelSpec> r = load("falcon-7b.json");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    const ModelSpec& m = r.value();
    EXPECT_EQ(m.heads, 71);
    EXPECT_EQ(m.kvHeads, 1); // multi_query
    EXPECT_EQ(m.headDim, 64);
    EXPECT_EQ(m.ffn, 4 * 4544);
    EXPECT_EQ(m.ffnKind, FfnKind::Gelu);
    EXPECT_TRUE(m.parallelAttention);
    EXPECT_TRUE(m.layerNormBias);
    EXPECT_FALSE(m.linearBias); // "bias": false
    EXPECT_TRUE(m.tiedEmbeddings);
    expectSameCountAsPreset(m, "falcon-7b");
}

TEST(HfConfigImport, MissingHiddenSizeNamesTheKey)
{
    const Result<ModelSpec> r = load("missing-hidden-size.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MissingKey);
    EXPECT_EQ(r.error().field, "hidden_size");
}

TEST(HfConfigImport, MalformedJsonIsReported)
{
    const Result<ModelSpec> r = load("malformed.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MalformedJson);
    EXPECT_EQ(r.error().field, "");
    EXPECT_NE(r.error().detail.find("offset"), std::string::npos) << r.error().detail;
}

TEST(HfConfigImport, RejectsJsonThatIsNotAnObject)
{
    EXPECT_EQ(parse("[1, 2, 3]").error().code, ErrorCode::MalformedJson);
    EXPECT_EQ(parse("").error().code, ErrorCode::MalformedJson);
}

TEST(HfConfigImport, MissingFileIsReported)
{
    const Result<ModelSpec> r = load("no-such-config.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::CannotOpen);
}

TEST(HfConfigImport, EachRequiredKeyIsNamedWhenMissing)
{
    EXPECT_EQ(parse(R"({"hidden_size": 64, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10})")
                  .error()
                  .field,
              "num_hidden_layers");
    EXPECT_EQ(parse(R"({"num_hidden_layers": 2, "hidden_size": 64, "intermediate_size": 128, "vocab_size": 10})")
                  .error()
                  .field,
              "num_attention_heads");
    EXPECT_EQ(parse(R"({"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4, "vocab_size": 10})")
                  .error()
                  .field,
              "intermediate_size");
    EXPECT_EQ(parse(R"({"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
                        "intermediate_size": 128})")
                  .error()
                  .field,
              "vocab_size");
    const Result<ModelSpec> moe = parse(R"({"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
        "intermediate_size": 128, "vocab_size": 10, "num_local_experts": 8})");
    EXPECT_EQ(moe.error().code, ErrorCode::MissingKey);
    EXPECT_EQ(moe.error().field, "num_experts_per_tok");
}

TEST(HfConfigImport, RejectsNonPositiveAndNonIntegerValues)
{
    const Result<ModelSpec> negative = parse(R"({"num_hidden_layers": 2, "hidden_size": -64,
        "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10})");
    EXPECT_EQ(negative.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(negative.error().field, "hidden_size");
    EXPECT_EQ(negative.error().detail, "-64");
    ASSERT_TRUE(negative.error().allowed);
    EXPECT_EQ(negative.error().allowed->min, 1);

    const Result<ModelSpec> fraction = parse(R"({"num_hidden_layers": 2.5, "hidden_size": 64,
        "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10})");
    EXPECT_EQ(fraction.error().code, ErrorCode::InvalidValue);
    EXPECT_EQ(fraction.error().field, "num_hidden_layers");
    EXPECT_EQ(fraction.error().detail, "2.5");

    const Result<ModelSpec> text = parse(R"({"num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": "four", "intermediate_size": 128, "vocab_size": 10})");
    EXPECT_EQ(text.error().code, ErrorCode::InvalidValue);
    EXPECT_EQ(text.error().field, "num_attention_heads");
    EXPECT_EQ(text.error().detail, "four");

    const Result<ModelSpec> zero = parse(R"({"num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": 4, "intermediate_size": 0, "vocab_size": 10})");
    EXPECT_EQ(zero.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(zero.error().field, "intermediate_size");

    const Result<ModelSpec> uneven = parse(R"({"num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": 4, "num_key_value_heads": 3, "intermediate_size": 128, "vocab_size": 10})");
    EXPECT_EQ(uneven.error().code, ErrorCode::InvalidValue);
    EXPECT_EQ(uneven.error().field, "num_key_value_heads");
}

TEST(HfConfigImport, DefaultsKvHeadsAndHeadDim)
{
    const Result<ModelSpec> r = parse(R"({"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": 4, "head_dim": null, "intermediate_size": 128, "vocab_size": 10})");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->kvHeads, 4);
    EXPECT_EQ(r->headDim, 16);
    EXPECT_FALSE(r->tiedEmbeddings);
}

TEST(HfConfigImport, Qwen2HasQkvBiasesWithoutAKey)
{
    const Result<ModelSpec> r = parse(R"({"model_type": "qwen2", "num_hidden_layers": 24, "hidden_size": 896,
        "num_attention_heads": 14, "num_key_value_heads": 2, "intermediate_size": 4864, "vocab_size": 151936,
        "hidden_act": "silu", "tie_word_embeddings": true, "sliding_window": 131072, "use_sliding_window": false})");
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r->qkvBias);
    EXPECT_FALSE(r->linearBias);
    EXPECT_EQ(r->slidingWindow, 0); // use_sliding_window false
    expectSameCountAsPreset(r.value(), "qwen2.5-0.5b");
}

TEST(HfConfigImport, AttentionBiasKeyTurnsOnQkvBiases)
{
    const Result<ModelSpec> r = parse(R"({"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10, "attention_bias": true})");
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r->qkvBias);
}

TEST(HfConfigImport, ReadsOlderAliases)
{
    // Falcon-40B style: n_layer, n_head, num_kv_heads with the new decoder architecture, ffn_hidden_size.
    const Result<ModelSpec> r = parse(R"({"model_type": "falcon", "n_layer": 60, "hidden_size": 8192,
        "n_head": 128, "num_kv_heads": 8, "new_decoder_architecture": true, "multi_query": true,
        "ffn_hidden_size": 32768, "vocab_size": 65024, "parallel_attn": true, "bias": false})");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    EXPECT_EQ(r->layers, 60);
    EXPECT_EQ(r->heads, 128);
    EXPECT_EQ(r->kvHeads, 8);
    EXPECT_EQ(r->headDim, 64);
    EXPECT_EQ(r->ffn, 32768);

    // GPT-2 style n_inner when present.
    const Result<ModelSpec> inner = parse(R"({"model_type": "gpt2", "n_layer": 2, "n_embd": 64, "n_head": 4,
        "n_inner": 100, "n_positions": 128, "vocab_size": 10})");
    ASSERT_TRUE(inner.ok());
    EXPECT_EQ(inner->ffn, 100);
    EXPECT_EQ(inner->learnedPositions, 128);
}

TEST(HfConfigImport, ReadsQwen2MoeSharedExpert)
{
    const Result<ModelSpec> r = parse(R"({"model_type": "qwen2_moe", "num_hidden_layers": 24, "hidden_size": 2048,
        "num_attention_heads": 16, "num_key_value_heads": 16, "intermediate_size": 5632, "vocab_size": 151936,
        "num_experts": 60, "num_experts_per_tok": 4, "moe_intermediate_size": 1408,
        "shared_expert_intermediate_size": 5632, "tie_word_embeddings": false})");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    EXPECT_EQ(r->moe.sharedExperts, 1);
    EXPECT_EQ(r->moe.sharedExpertFfn, 5632);
    EXPECT_TRUE(r->qkvBias);
    expectSameCountAsPreset(r.value(), "qwen1.5-moe-a2.7b");
}

TEST(HfConfigImport, ReadsGptOssBiasesAndExperts)
{
    const Result<ModelSpec> r = parse(R"({"model_type": "gpt_oss", "num_hidden_layers": 24, "hidden_size": 2880,
        "num_attention_heads": 64, "num_key_value_heads": 8, "head_dim": 64, "intermediate_size": 2880,
        "vocab_size": 201088, "num_local_experts": 32, "experts_per_token": 4, "num_experts_per_tok": 4,
        "attention_bias": true, "hidden_act": "silu", "sliding_window": 128, "tie_word_embeddings": false})");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    EXPECT_TRUE(r->linearBias);
    EXPECT_EQ(r->moe.experts, 32);
    expectSameCountAsPreset(r.value(), "gpt-oss-20b");
}

TEST(HfConfigImport, FallsBackToTheRootForKeysTheTextConfigLacks)
{
    // Llava-style: the text model's vocab_size sits next to text_config.
    const Result<ModelSpec> r = parse(R"({"model_type": "llava", "vocab_size": 32064,
        "vision_config": {"hidden_size": 1024, "num_hidden_layers": 24},
        "text_config": {"model_type": "llama", "num_hidden_layers": 32, "hidden_size": 4096,
                        "num_attention_heads": 32, "intermediate_size": 11008}})");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    EXPECT_EQ(r->layers, 32);
    EXPECT_EQ(r->hidden, 4096);
    EXPECT_EQ(r->vocab, 32064);
    EXPECT_EQ(r->ffnKind, FfnKind::SwiGLU);
}

// Issue 14: latent-attention configs were refused ("kv_lora_rank is not supported"); they import now.
TEST(HfConfigImport, ReadsMultiHeadLatentAttention)
{
    const Result<ModelSpec> r = parse(R"({"model_type": "deepseek_v2", "num_hidden_layers": 27,
        "hidden_size": 2048, "num_attention_heads": 16, "intermediate_size": 10944, "vocab_size": 102400,
        "kv_lora_rank": 512, "q_lora_rank": null, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128,
        "v_head_dim": 128})");
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field;
    EXPECT_TRUE(r->isMla());
    EXPECT_EQ(r->mla.qLoraRank, 0);
    EXPECT_EQ(r->headDim, 192);
    EXPECT_EQ(r->kvHeads, 16);
}

TEST(HfConfigImport, UsesTheGivenNameOrTheConfigsOwn)
{
    const char* json = R"({"_name_or_path": "org/tiny", "num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 10})";
    EXPECT_EQ(modelFromHfConfig(QByteArray(json), "Mine")->name, "Mine");
    EXPECT_EQ(modelFromHfConfig(QByteArray(json))->name, "org/tiny");
}

// Issue 12: values near int's limit overflowed products formed while importing (4 × hidden for a GPT-2 style config
// without n_inner; max_position_embeddings + 2 for OPT). They are refused where they are read, with the key's range.
TEST(HfConfigImport, RefusesSizesBeyondTheModelLimitsWithTheirRange)
{
    const Result<ModelSpec> wide = parse(R"({"model_type": "gpt2", "n_layer": 2, "n_embd": 2000000000, "n_head": 4,
        "vocab_size": 10})");
    ASSERT_FALSE(wide.ok());
    EXPECT_EQ(wide.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(wide.error().field, "n_embd");
    ASSERT_TRUE(wide.error().allowed);
    EXPECT_EQ(wide.error().allowed->min, 1);
    EXPECT_EQ(wide.error().allowed->max, 1'000'000); // model/ModelLimits.h: kMaxDimension

    const Result<ModelSpec> positions = parse(R"({"model_type": "opt", "num_hidden_layers": 2, "hidden_size": 64,
        "num_attention_heads": 4, "ffn_dim": 128, "vocab_size": 10, "max_position_embeddings": 2147483647})");
    ASSERT_FALSE(positions.ok());
    EXPECT_EQ(positions.error().field, "max_position_embeddings");

    // A JSON number beyond every integer type is a range error too, not a cast.
    const Result<ModelSpec> huge = parse(R"({"num_hidden_layers": 1e300, "hidden_size": 64, "num_attention_heads": 4,
        "intermediate_size": 128, "vocab_size": 10})");
    ASSERT_FALSE(huge.ok());
    EXPECT_EQ(huge.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(huge.error().field, "num_hidden_layers");
}

// The largest real configs stay inside the limits: DeepSeek-V3 / Kimi-K2 style MoE dimensions import.
TEST(HfConfigImport, AcceptsTheLargestRealDimensions)
{
    const Result<ModelSpec> moe = parse(R"({"model_type": "qwen3_moe", "num_hidden_layers": 94, "hidden_size": 18432,
        "num_attention_heads": 128, "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 53248,
        "moe_intermediate_size": 2048, "num_experts": 384, "num_experts_per_tok": 8, "vocab_size": 262144})");
    ASSERT_TRUE(moe.ok()) << moe.error().code << " " << moe.error().field;
    EXPECT_EQ(moe->moe.experts, 384);
}

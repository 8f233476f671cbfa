// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ModelLibrary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

using namespace tunefit;

namespace {

const ModelPreset& entry(std::string_view id)
{
    for (const ModelPreset& p : bundledModelLibrary().entries)
        if (p.id == id)
            return p;
    throw std::runtime_error("no library entry " + std::string(id));
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

int64_t total(std::string_view id)
{
    return countParameters(entry(id).spec).total();
}

} // namespace

TEST(ModelLibrary, EveryBundledEntryIsRead)
{
    for (const LibraryRejection& r : bundledLibraryRejections())
        ADD_FAILURE() << r.id << ": " << r.error;
    EXPECT_TRUE(bundledLibraryRejections().empty());
    EXPECT_FALSE(bundledModelLibrary().entries.empty());
}

TEST(ModelLibrary, EveryEntryCountsWithinOnePercentOfItsPublishedCount)
{
    int checked = 0;
    for (const ModelPreset& p : bundledModelLibrary().entries) {
        if (p.spec.publishedParamsB == 0)
            continue; // no published count: checked against its name below
        ++checked;
        const double derived = double(countParameters(p.spec).total()) / 1e9;
        EXPECT_NEAR(derived / p.spec.publishedParamsB, 1.0, 0.01)
            << p.family << " / " << p.id << ": derived " << derived << " B, published " << p.spec.publishedParamsB
            << " B";
    }
    std::printf("[ library  ] %d entries checked against a published count\n", checked);
}

TEST(ModelLibrary, EntriesWithoutAPublishedCountRoundToTheSizeInTheirName)
{
    // The weaker check for entries whose params_source is "name": the derived count must round to the size the Hub
    // name gives, at the name's precision ("7B" → [6.5, 7.5) B, "1.5B" → [1.45, 1.55) B, "135M" → [134.5, 135.5) M).
    int checked = 0;
    for (const ModelPreset& p : bundledModelLibrary().entries) {
        if (p.spec.publishedParamsB > 0)
            continue;
        ++checked;
        const int64_t derived = countParameters(p.spec).total();
        const std::string name = p.hfRepo.substr(p.hfRepo.rfind('/') + 1);
        EXPECT_TRUE(sizeInName(name).has_value()) << p.id << ": no size in the name " << name;
        EXPECT_TRUE(countMatchesName(derived, name))
            << p.family << " / " << p.id << ": derived " << double(derived) / 1e9 << " B, name " << name;
    }
    std::printf("[ library  ] %d entries checked against the size in their name\n", checked);
}

TEST(ModelLibrary, EveryEntryWithoutAPublishedCountSaysWhyInItsOwnWords)
{
    // The 1% rule is left out only where no published count was found, and the entry says what was looked at: a
    // params_note in the bundled file, never the estimator's own count passed off as published.
    int excluded = 0;
    for (const char* name : {":/models/models.json", ":/models/models-2025-hybrid.json"}) {
        QFile file(QString::fromLatin1(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << name;
        for (const QJsonValue& value :
             QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("models")).toArray()) {
            const QJsonObject entry = value.toObject();
            if (!entry.value(QLatin1String("published_params_b")).isNull())
                continue;
            ++excluded;
            const QString note = entry.value(QLatin1String("params_note")).toString();
            EXPECT_TRUE(note.startsWith(QLatin1String("no exact published")))
                << entry.value(QLatin1String("id")).toString().toStdString();
        }
    }
    std::printf("[ library  ] %d entries without a published count, each with its reason\n", excluded);
}

TEST(ModelLibrary, SizeInName)
{
    const auto range = [](std::string_view name) {
        const std::optional<NameSize> s = sizeInName(name);
        return s ? std::pair<int64_t, int64_t>{s->low, s->high} : std::pair<int64_t, int64_t>{-1, -1};
    };
    using R = std::pair<int64_t, int64_t>;
    EXPECT_EQ(range("Mistral-7B-v0.1"), R(6'500'000'000, 7'500'000'000));
    EXPECT_EQ(range("Qwen2.5-1.5B-Instruct"), R(1'450'000'000, 1'550'000'000)); // "2.5" has no unit
    EXPECT_EQ(range("SmolLM2-135M"), R(134'500'000, 135'500'000));
    EXPECT_EQ(range("pythia-1.4b-deduped"), R(1'350'000'000, 1'450'000'000));
    EXPECT_EQ(range("stablelm-2-zephyr-1_6b"), R(1'550'000'000, 1'650'000'000));
    EXPECT_EQ(range("open_llama_3b"), R(2'500'000'000, 3'500'000'000));
    EXPECT_EQ(range("Qwen3-30B-A3B"), R(29'500'000'000, 30'500'000'000)); // the total, not the active "A3B"
    EXPECT_EQ(range("Meta-Llama-3-8B-Instruct"), R(7'500'000'000, 8'500'000'000));
    EXPECT_EQ(range("Qwen2.5-7B-Instruct-1M"), R(6'500'000'000, 7'500'000'000)); // the first size
    EXPECT_EQ(range("TinyLlama-1.1B-intermediate-step-1431k-3T"), R(1'050'000'000, 1'150'000'000));
    EXPECT_EQ(range("Llama-3.1-Nemotron-70B-Instruct-HF"), R(69'500'000'000, 70'500'000'000));
    EXPECT_EQ(range("Qwen3-0.6B-Base"), R(550'000'000, 650'000'000));
    // No size: none of these is a count
    EXPECT_FALSE(sizeInName("Mixtral-8x7B-v0.1"));
    EXPECT_FALSE(sizeInName("Phi-3-mini-128k-instruct"));
    EXPECT_FALSE(sizeInName("phi-1_5"));
    EXPECT_FALSE(sizeInName("DeepSeek-V3"));
    EXPECT_FALSE(sizeInName("gpt2-7"));
    EXPECT_FALSE(sizeInName(""));

    EXPECT_TRUE(countMatchesName(6'738'415'616, "Llama-2-7b-hf"));
    EXPECT_TRUE(countMatchesName(134'515'008, "SmolLM2-135M"));
    EXPECT_TRUE(countMatchesName(1'450'000'000, "Qwen2.5-1.5B"));  // the lower bound is inside
    EXPECT_FALSE(countMatchesName(1'550'000'000, "Qwen2.5-1.5B")); // the upper bound rounds up to 1.6
    EXPECT_FALSE(countMatchesName(8'537'680'896, "gemma-7b"));     // 8.54 B is not "7b"
    EXPECT_FALSE(countMatchesName(162'322'944, "pythia-160m"));
    EXPECT_FALSE(countMatchesName(46'702'792'704, "Mixtral-8x7B-v0.1"));
}

TEST(ModelLibrary, AnEntryWithoutACountMustSayItIsCheckedByName)
{
    const QByteArray json = R"({"format": 1, "models": [
        {"id": "a", "hub_id": "x/a-1B", "family": "F", "published_params_b": null, "params_source": "name",
         "source": "s", "date": "d", "config": {"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64,
         "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100}},
        {"id": "b", "hub_id": "x/b-1B", "family": "F", "published_params_b": null, "params_source": "model card",
         "source": "s", "date": "d", "config": {"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64,
         "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100}}]})";
    const ModelLibrary library = readModelLibrary(json);
    ASSERT_EQ(library.entries.size(), 1u);
    EXPECT_EQ(library.entries[0].id, "a");
    EXPECT_EQ(library.entries[0].spec.publishedParamsB, 0);
    ASSERT_EQ(library.rejected.size(), 1u);
    EXPECT_EQ(library.rejected[0].error, "missing_key published_params_b");
}

TEST(ModelLibrary, IdsAndHubIdsAreUniqueAcrossHandPresetsAndLibrary)
{
    std::set<std::string> ids;
    std::set<std::string> hubIds;
    for (const ModelPreset& p : modelPresets()) {
        EXPECT_TRUE(ids.insert(lower(p.id)).second) << p.id;
        EXPECT_TRUE(hubIds.insert(lower(p.hfRepo)).second) << p.hfRepo;
    }
    EXPECT_EQ(modelPresets().size(), handWrittenPresets().size() + bundledModelLibrary().entries.size());
}

TEST(ModelLibrary, EntriesRecordWhereTheirFactsCameFrom)
{
    for (const ModelPreset& p : bundledModelLibrary().entries) {
        EXPECT_TRUE(p.source.starts_with("https://")) << p.id;
        EXPECT_EQ(p.sourceDate.size(), 10u) << p.id; // YYYY-MM-DD
        EXPECT_EQ(p.origin, ModelOrigin::Bundled) << p.id;
        EXPECT_NE(findPreset(p.id), nullptr) << p.id;
        EXPECT_EQ(findPreset(p.hfRepo), findPreset(p.id)) << p.id;
    }
}

TEST(ModelLibrary, RejectsBrokenEntriesWithTheirIds)
{
    const QByteArray json = R"({"format": 1, "models": [
        {"id": "a", "hub_id": "x/a", "family": "F", "published_params_b": 1, "source": "s", "date": "d",
         "config": {"model_type": "llama"}},
        {"id": "b", "hub_id": "x/b", "family": "F", "source": "s", "date": "d", "config": {}},
        {"id": "llama-3.1-8b", "hub_id": "x/c", "family": "F", "published_params_b": 1, "source": "s", "date": "d",
         "config": {"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
                    "intermediate_size": 128, "vocab_size": 100}}]})";
    const ModelLibrary library = readModelLibrary(json, handWrittenPresets());
    EXPECT_TRUE(library.entries.empty());
    ASSERT_EQ(library.rejected.size(), 3u);
    EXPECT_EQ(library.rejected[0].id, "a");
    EXPECT_EQ(library.rejected[0].error, "missing_key num_hidden_layers");
    EXPECT_EQ(library.rejected[1].error, "missing_key published_params_b");
    EXPECT_EQ(library.rejected[2].error, "duplicate_key id");
    EXPECT_EQ(readModelLibrary("[]").rejected.size(), 1u);
}

// One model per family, counted by hand from its config.json (h = hidden_size, f = intermediate_size, V = vocab_size,
// L = layers). Where the counter leaves out a few norm or bias vectors, the gap is named and allowed, nothing more.

TEST(ModelLibraryFamilies, Gpt2Medium)
{
    // h 1024: per layer c_attn 3h² + 3h, c_proj h² + h, c_fc 4h² + 4h, c_proj 4h² + h, two LayerNorms 4h =
    // 12h² + 13h = 12,596,224; ×24 = 302,309,376; + wte 50,257·1024 = 51,463,168 + wpe 1024·1024 = 1,048,576 + ln_f
    // 2,048 (tied head) = 354,823,168 (card: "355M").
    EXPECT_EQ(total("gpt2-medium"), 354'823'168);
}

TEST(ModelLibraryFamilies, StableLm3b)
{
    // h 2560, MHA, no q/k/v bias: 4h² = 26,214,400; SwiGLU 3·2560·6912 = 53,084,160; two LayerNorms with bias 4h =
    // 10,240 -> 79,308,800 ×32 = 2,537,881,600; + embedding and head 2·50,304·2560 = 257,556,480 + final LayerNorm
    // 5,120 = 2,795,443,200, the card's figure. The counter gives the LayerNorms no bias: 32·2·2560 + 2560 fewer.
    EXPECT_EQ(total("stablelm-3b-4e1t"), 2'795'443'200 - 32 * 2 * 2560 - 2560);
}

TEST(ModelLibraryFamilies, StableLm2)
{
    // h 2048, MHA, q/k/v bias 3h: 4h² + 3h = 16,783,360; SwiGLU 3·2048·5632 = 34,603,008; LayerNorms with bias 4h =
    // 8,192 -> 51,394,560 ×24 = 1,233,469,440; + 2·100,352·2048 = 411,041,792 + 4,096 = 1,644,515,328 (card). The
    // LayerNorm biases (24·4096 + 2048) are left out by the counter.
    EXPECT_EQ(total("stablelm-2-zephyr-1.6b"), 1'644'515'328 - 24 * 4096 - 2048);
}

TEST(ModelLibraryFamilies, Qwen2)
{
    // h 3584, 28 heads, 4 KV heads of 128: q h² + h, k and v 3584·512 + 512 each, o h² -> 28,901,376; SwiGLU
    // 3·3584·18944 = 203,685,888; two RMSNorms 7,168 -> 233,057,792 ×28 = 6,525,618,176; + untied embedding and head
    // 2·152,064·3584 = 1,089,994,752 + 3,584 = 7,615,616,512 (7.62 B on the Hub).
    EXPECT_EQ(total("qwen2-7b-instruct"), 7'615'616'512);
}

TEST(ModelLibraryFamilies, InternLm25)
{
    // h 4096, 8 KV heads of 128: wqkv 4096·(4096 + 2·1024) = 25,165,824, wo h² = 16,777,216; SwiGLU 3·4096·14336 =
    // 176,160,768; norms 8,192 -> 218,112,000 ×32 = 6,979,584,000; + 2·92,544·4096 = 758,120,448 + 4,096 =
    // 7,737,708,544.
    EXPECT_EQ(total("internlm2.5-7b-chat"), 7'737'708'544);
}

TEST(ModelLibraryFamilies, StarCoder2)
{
    // h 4608, 4 KV heads of 128, biases everywhere: q and o 2·(h² + h), k and v 2·(4608·512 + 512); GELU MLP
    // 2·4608·18432 + 18432 + 4608; two LayerNorms 4h -> 217,106,944 ×32 = 6,947,422,208; + tied embedding
    // 49,152·4608 = 226,492,416 + final LayerNorm 9,216 = 7,173,923,840 (7.17 B on the Hub).
    EXPECT_EQ(total("starcoder2-7b"), 7'173'923'840);
}

TEST(ModelLibraryFamilies, SmolLm)
{
    // h 576, 9 heads, 3 KV heads of 64: 2h² + 2·576·192 = 884,736; SwiGLU 3·576·1536 = 2,654,208; norms 1,152 ->
    // 3,540,096 ×30 = 106,202,880; + tied 49,152·576 = 28,311,552 + 576 = 134,515,008 (135M).
    EXPECT_EQ(total("smollm-135m"), 134'515'008);
}

TEST(ModelLibraryFamilies, SmolLm2)
{
    // h 960, 15 heads, 5 KV heads of 64: 2h² + 2·960·320 = 2,457,600; SwiGLU 3·960·2560 = 7,372,800; norms 1,920 ->
    // 9,832,320 ×32 = 314,634,240; + tied 49,152·960 = 47,185,920 + 960 = 361,821,120 (362M).
    EXPECT_EQ(total("smollm2-360m-instruct"), 361'821'120);
}

TEST(ModelLibraryFamilies, Aya23)
{
    // Cohere block, h 4096, 8 KV heads of 128: 2h² + 2·4096·1024 = 41,943,040; SwiGLU 3·4096·14336 = 176,160,768; one
    // LayerNorm (attention and MLP in parallel) 4,096 -> 218,107,904 ×32 = 6,979,452,928; + tied embedding (the
    // CohereConfig default) 256,000·4096 = 1,048,576,000 + 4,096 = 8,028,033,024 (8.03 B). The counter gives each
    // block a second norm: 32·4096 more.
    EXPECT_EQ(total("aya-23-8b"), 8'028'033'024 + 32 * 4096);
}

TEST(ModelLibraryFamilies, GptJ)
{
    // h 4096, parallel block: q,k,v,o 4h² = 67,108,864; fc_in 4h² + 4h, fc_out 4h² + h = 134,238,208; one LayerNorm
    // 8,192 -> 201,355,264 ×28 = 5,637,947,392; + embedding 50,400·4096 = 206,438,400 + head with bias 206,488,800 +
    // ln_f 8,192 = 6,050,882,784. The counter leaves out the MLP biases (28·5h) and the head's bias (50,400).
    EXPECT_EQ(total("gpt-j-6b"), 6'050'882'784 - 28 * 5 * 4096 - 50'400);
}

TEST(ModelLibraryFamilies, Olmo2)
{
    // h 4096, MHA: 4h² = 67,108,864; SwiGLU 3·4096·11008 = 135,266,304; post-norms 2h and q/k norms 2h -> 202,391,552
    // ×32 = 6,476,529,664; + 2·100,352·4096 = 822,083,584 + 4,096 = 7,298,617,344 (7.3 B). The counter leaves out
    // the q/k norms (32·2h).
    EXPECT_EQ(total("olmo-2-1124-7b"), 7'298'617'344 - 32 * 2 * 4096);
}

TEST(ModelLibraryFamilies, Gemma)
{
    // h 2048, multi-query (1 KV head of 256): q 2048·2048, k and v 2048·256 each, o 2048·2048 = 9,437,184; GeGLU
    // 3·2048·16384 = 100,663,296; norms 4,096 -> 110,104,576 ×18 = 1,981,882,368; + tied 256,000·2048 = 524,288,000 +
    // 2,048 = 2,506,172,416 (2.51 B).
    EXPECT_EQ(total("gemma-2b"), 2'506'172'416);
}

TEST(ModelLibraryFamilies, Phi35)
{
    // h 3072, MHA: 4h² = 37,748,736; SwiGLU 3·3072·8192 = 75,497,472; norms 6,144 -> 113,252,352 ×32 =
    // 3,624,075,264; + 2·32,064·3072 = 197,001,216 + 3,072 = 3,821,079,552 (3.82 B).
    EXPECT_EQ(total("phi-3.5-mini"), 3'821'079'552);
}

TEST(ModelLibraryFamilies, Phi4Mini)
{
    // h 3072, 24 heads, 8 KV heads of 128: 2h² + 2·3072·1024 = 25,165,824; SwiGLU 3·3072·8192 = 75,497,472; norms
    // 6,144 -> 100,669,440 ×32 = 3,221,422,080; + tied 200,064·3072 = 614,596,608 + 3,072 = 3,836,021,760 (3.84 B).
    EXPECT_EQ(total("phi-4-mini"), 3'836'021'760);
}

TEST(ModelLibraryFamilies, Qwen3Coder)
{
    // h 6144, 96 heads and 8 KV heads of 128: q and o 2·6144·12288 = 150,994,944, k and v 2·6144·1024 = 12,582,912,
    // q/k norms 256; 160 experts of 3·6144·2560 = 7,549,747,200, router 983,040; norms 12,288 -> 7,714,320,640 ×62 =
    // 478,287,879,680; + 2·151,936·6144 = 1,866,989,568 + 6,144 = 480,154,875,392 ("480B"). The counter leaves out
    // the q/k norms (62·256).
    EXPECT_EQ(total("qwen3-coder-480b-a35b"), 480'154'875'392 - 62 * 256);
    // Eight of 160 experts per token: 35 B active, as the card says.
    EXPECT_NEAR(double(countParameters(entry("qwen3-coder-480b-a35b").spec).active()) / 1e9, 35.0, 0.5);
}

// The families added for issue 28's list (Mistral Nemo/Small, Ministral, Yi, Granite 3, OPT, BLOOM, InternLM3, Qwen2
// base sizes, the R1 distills of Qwen), each counted by hand from the config.json its entry holds.

TEST(ModelLibraryFamilies, DeepSeekR1DistillQwen)
{
    // Qwen2 block, h 1536, 12 heads, 2 KV heads of 128, q/k/v biases: q 1536² + 1536, k and v 2·(1536·256 + 256), o
    // 1536² -> 5,507,072; SwiGLU 3·1536·8960 = 41,287,680; norms 3,072 -> 46,797,824 ×28 = 1,310,339,072. Unlike
    // Qwen2.5-1.5B the distill does not tie its head: 2·151,936·1536 = 466,747,392 + 1,536 = 1,777,088,000, the
    // 3.55 GB of BF16 on the Hub.
    EXPECT_EQ(total("deepseek-r1-distill-qwen-1.5b"), 1'777'088'000);
    // The 7B distill has Qwen2.5-7B's shapes, so its count (qwen2.5-7b, ModelLibraryFamilies.Qwen2's 7,615,616,512).
    EXPECT_EQ(total("deepseek-r1-distill-qwen-7b"), 7'615'616'512);
}

TEST(ModelLibraryFamilies, MistralNemoAndSmall)
{
    // Nemo: h 5120 but 32 heads of 128 (4096 wide, head_dim given), 8 KV heads: q 5120·4096 = 20,971,520, k and v
    // 2·5120·1024 = 10,485,760, o 4096·5120 = 20,971,520 -> 52,428,800; SwiGLU 3·5120·14336 = 220,200,960; norms
    // 10,240 -> 272,640,000 ×40 = 10,905,600,000; untied 2·131,072·5120 = 1,342,177,280 + 5,120 = 12,247,782,400.
    EXPECT_EQ(total("mistral-nemo-base-2407"), 12'247'782'400);
    // Small 3 (24B): the same attention, SwiGLU 3·5120·32768 = 503,316,480 -> 555,755,520 ×40 = 22,230,220,800 +
    // 1,342,177,280 + 5,120 = 23,572,403,200 ("24B").
    EXPECT_EQ(total("mistral-small-24b-base-2501"), 23'572'403'200);
}

TEST(ModelLibraryFamilies, Ministral8b)
{
    // h 4096, 32 heads and 8 KV heads of 128: 2·4096² + 2·4096·1024 = 41,943,040; SwiGLU 3·4096·12288 = 150,994,944;
    // norms 8,192 -> 192,946,176 ×36 = 6,946,062,336; 2·131,072·4096 = 1,073,741,824 + 4,096 = 8,019,808,256.
    EXPECT_EQ(total("ministral-8b-instruct-2410"), 8'019'808'256);
}

TEST(ModelLibraryFamilies, Yi15)
{
    // Llama block, h 4096, 4 KV heads of 128: 2·4096² + 2·4096·512 = 37,748,736; SwiGLU 3·4096·11008 = 135,266,304;
    // norms 8,192 -> 173,023,232 ×48 = 8,305,115,136; 2·64,000·4096 = 524,288,000 + 4,096 = 8,829,407,232 (8.829 B on
    // the Hub, "9B" in the name).
    EXPECT_EQ(total("yi-1.5-9b"), 8'829'407'232);
}

TEST(ModelLibraryFamilies, Granite3)
{
    // h 4096, 8 KV heads of 128: 41,943,040; SwiGLU 3·4096·12800 = 157,286,400; norms 8,192 -> 199,237,632 ×40 =
    // 7,969,505,280; tied 49,155·4096 = 201,338,880 + 4,096 = 8,170,848,256. The multipliers scale activations, not
    // weights.
    EXPECT_EQ(total("granite-3.1-8b-instruct"), 8'170'848'256);
}

TEST(ModelLibraryFamilies, InternLm3)
{
    // h 4096, 32 heads and 2 KV heads of 128, no biases: 2·4096² + 2·4096·256 = 35,651,584; SwiGLU 3·4096·10240 =
    // 125,829,120; norms 8,192 -> 161,488,896 ×48 = 7,751,467,008; 2·128,512·4096 = 1,052,770,304 + 4,096 =
    // 8,804,241,408 (8.8 B; "8B" in the name).
    EXPECT_EQ(total("internlm3-8b-instruct"), 8'804'241'408);
}

TEST(ModelLibraryFamilies, Qwen2Base)
{
    // h 8192, 64 heads and 8 KV heads of 128, q/k/v biases: q 8192² + 8192, k and v 2·(8192·1024 + 1024), o 8192² ->
    // 151,005,184; SwiGLU 3·8192·29568 = 726,663,168; norms 16,384 -> 877,684,736 ×80 = 70,214,778,880; untied
    // 2·152,064·8192 = 2,491,416,576 + 8,192 = 72,706,203,648 (72.706 B on the Hub).
    EXPECT_EQ(total("qwen2-72b"), 72'706'203'648);
}

TEST(ModelLibraryFamilies, Opt)
{
    // Pre-LN block with biases, h 2048, ReLU MLP of 8192: q,k,v,o 4·(h² + h) = 16,785,408; fc1 2048·8192 + 8192 and
    // fc2 8192·2048 + 2048 = 33,564,672; two LayerNorms 4h = 8,192 -> 50,358,272 ×24 = 1,208,598,528; tied embedding
    // 50,272·2048 = 102,957,056; learned positions (2048 + the 2 OPT offsets)·2048 = 4,198,400; final LayerNorm 4,096
    // -> 1,315,758,080 ("1.3b").
    EXPECT_EQ(total("opt-1.3b"), 1'315'758'080);
}

TEST(ModelLibraryFamilies, Bloom)
{
    // ALiBi (no position weights), fused query_key_value with bias 3h² + 3h, dense h² + h, GELU MLP 4h² + 4h and
    // 4h² + h, two LayerNorms 4h: 12h² + 13h per layer. 560m: h 1024 -> 12,596,224 ×24 = 302,309,376; tied
    // 250,880·1024 = 256,901,120; the embedding LayerNorm and the final one 2·2048 -> 559,214,592, the card's count.
    // The counter has no embedding LayerNorm: 2h fewer.
    EXPECT_EQ(total("bloom-560m"), 559'214'592 - 2 * 1024);
    // BLOOM (176B) names its width n_embed: h 14336 -> 70·(12h² + 13h) = 172,650,628,096 + 250,880·14336 =
    // 3,596,615,680 + 4h = 176,247,271,424; again 2h fewer in the counter.
    EXPECT_EQ(total("bloom"), 176'247'271'424 - 2 * 14336);
}

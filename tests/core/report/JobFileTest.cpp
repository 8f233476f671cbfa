// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/JobFile.h"

#include "core/model/HfConfigImport.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>

#include "core/diffusion/DenoiserLibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tunefit;

namespace {

JobDocument customJob()
{
    JobDocument d;
    ModelSpec& m = d.job.model;
    m.name = "imported/moe-test";
    m.arch = ArchKind::EncoderDecoder;
    m.layers = 24;
    m.encoderLayers = 12;
    m.hidden = 2048;
    m.heads = 16;
    m.kvHeads = 4;
    m.headDim = 128;
    m.ffn = 5632;
    m.ffnKind = FfnKind::GeGLU;
    m.vocab = 50257;
    m.tiedEmbeddings = true;
    m.qkvBias = true;
    m.learnedPositions = 2048;
    m.slidingWindow = 4096;
    m.moe = {8, 2, 1408, 1, 2816, 1};
    m.publishedParamsB = 1.234567890123;
    TrainingSetup& s = d.job.setup;
    s.method = Method::DoRA;
    s.adapter.rank = 64;
    s.adapter.alpha = 12.5;
    s.adapter.dropout = 0.1;
    s.adapter.targets = Target::Q | Target::Down;
    s.adapter.trainLmHead = true;
    s.adapter.fp32Adapters = false;
    s.baseQuant = BaseQuant::NF4DoubleQuant;
    s.quantizedModules = QuantizedModules::AdaptedOnly;
    s.compute = Compute::AmpFP16;
    s.optimizer = Optimizer::PagedAdamW8bit;
    s.optimizerState = OptimizerStateDType::BF16;
    s.microBatch = 3;
    s.seqLen = 8192;
    s.decoderSeqLen = 512;
    s.gradAccumulation = 7;
    s.checkpointing = Checkpointing::Selective;
    s.attention = Attention::Sdpa;
    s.loss = LossImpl::Fused;
    d.job.parallel = {.gpus = 8,
                      .sharding = Sharding::FsdpHybrid,
                      .offload = Offload::Optimizer,
                      .gpusPerNode = 4,
                      .fullCheckpointOnEachRank = true};
    d.job.datasetTokens = 123456789.5;
    d.job.epochs = 2.75;
    d.job.steps = 1000;
    d.job.checkpointIntervalMinutes = 17.3;
    d.job.deadlineHours = 36.6;
    d.job.assumptions.spotAllowed = true;
    d.job.assumptions.maxInstances = 3;
    d.job.assumptions.mfuByClass = {0.41, std::nullopt, 0.333333333333};
    d.job.assumptions.memoryMarginFraction = 0.07;
    d.chosenOfferIds = {43, 7, 1234567890123};
    return d;
}

std::string readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

} // namespace

TEST(JobFile, RoundTripIsLossless)
{
    const JobDocument original = customJob();
    const std::string text = writeJobFile(original);
    const auto read = readJobFile(text);
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    EXPECT_TRUE(sameJob(original, *read));
    EXPECT_EQ(writeJobFile(*read), text);
    EXPECT_EQ(read->job.model.moe.sharedExpertFfn, 2816);
    EXPECT_EQ(read->job.assumptions.mfuByClass[2], 0.333333333333);
    EXPECT_FALSE(read->job.assumptions.mfuByClass[1].has_value());
    EXPECT_EQ(read->job.datasetTokens, 123456789.5);
    EXPECT_FALSE(read->job.budgetUsd.has_value());
    EXPECT_EQ(read->chosenOfferIds, original.chosenOfferIds);
}

TEST(JobFile, PresetIsStoredByIdAndReloaded)
{
    JobDocument d;
    d.presetId = "llama-3.1-8b";
    d.job.model = findPreset(d.presetId)->spec;
    d.job.datasetTokens = 1e6;
    const auto read = readJobFile(writeJobFile(d));
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read->presetId, "llama-3.1-8b");
    EXPECT_EQ(read->job.model.hidden, 4096);
    EXPECT_TRUE(sameJob(d, *read));
    EXPECT_EQ(writeJobFile(d).find("\"architecture\""), std::string::npos);
}

TEST(JobFile, MalformedAndFutureFilesGiveCodes)
{
    const std::string good = writeJobFile(customJob());
    struct Case
    {
        std::string text;
        std::string code;
        std::string field;
    };
    std::string future = good;
    const std::string current = "\"version\": " + std::to_string(kJobFileVersion);
    future.replace(future.find(current), current.size(), "\"version\": " + std::to_string(kJobFileVersion + 1));
    std::string badEnum = good;
    badEnum.replace(badEnum.find("\"dora\""), 6, "\"magic\"");
    std::string badType = good;
    badType.replace(badType.find("\"micro_batch\": 3"), 16, "\"micro_batch\": \"3\"");
    std::string badPreset = R"({"format":"tunefit-job","version":1,"model":{"preset":"no-such"},"method":"lora",
        "setup":{},"parallel":{},"dataset":{"tokens":1}})";
    const Case cases[] = {
        {"{", "malformed_json", ""},
        {"[1,2]", "malformed_json", ""},
        {R"({"format":"something-else","version":1})", "wrong_format", "format"},
        {R"({"format":"tunefit-job"})", "wrong_type", "version"},
        {future, "unsupported_version", "version"},
        {badEnum, "unknown_value", "method"},
        {badType, "wrong_type", "setup.micro_batch"},
        {badPreset, "unknown_preset", "model.preset"},
        {R"({"format":"tunefit-job","version":1,"method":"lora"})", "missing_key", "model"},
    };
    for (const Case& c : cases) {
        const auto read = readJobFile(c.text);
        ASSERT_FALSE(read.ok()) << c.text.substr(0, 40);
        EXPECT_EQ(errorCodeKey(read.error().code), c.code) << c.text.substr(0, 40);
        EXPECT_EQ(read.error().field, c.field) << c.text.substr(0, 40);
    }
    EXPECT_EQ(readJobFile(future).error().detail, std::to_string(kJobFileVersion + 1));
}

TEST(JobFile, ExamplesLoad)
{
    const QDir dir(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples"));
    const QStringList files = dir.entryList({QStringLiteral("*.tunefit.json")});
    ASSERT_GE(files.size(), 3);
    for (const QString& file : files) {
        const auto read = readJobFile(readAll(dir.filePath(file)));
        ASSERT_TRUE(read.ok()) << file.toStdString() << ": " << read.error().code << " " << read.error().field;
        EXPECT_FALSE(read->chosenOfferIds.empty()) << file.toStdString();
        // What a reader loads, a writer saves and a second read gives back unchanged.
        const auto again = readJobFile(writeJobFile(*read));
        ASSERT_TRUE(again.ok());
        EXPECT_TRUE(sameJob(*read, *again)) << file.toStdString();
    }
}

namespace {

/// The example job with one value replaced: `key` as written in the file (with its quotes and colon) and the
/// JSON text that follows it up to the next comma or brace.
std::string withValue(std::string key, const std::string& value)
{
    std::string text = writeJobFile(customJob());
    const size_t at = text.find(key);
    EXPECT_NE(at, std::string::npos) << key;
    const size_t start = at + key.size();
    const size_t end = text.find_first_of(",}\n", start);
    return text.replace(start, end - start, value);
}

// Issue 12: a job file from elsewhere may hold any number. Values beyond every type were cast (version 1e308, a
// chosen offer id of 1e300: undefined behaviour), and values beyond any real job were planned (max_instances of
// 335,183 took 18 s and 6 GB in export-results; tokens of 1e255 printed inf costs; epochs of DBL_MAX printed nan).
TEST(JobFile, NumbersBeyondTheirRangeAreRefusedWhereTheFileIsRead)
{
    const auto version = readJobFile(withValue("\"version\": ", "1e308"));
    ASSERT_FALSE(version.ok());
    EXPECT_EQ(version.error().code, ErrorCode::UnsupportedVersion);
    EXPECT_EQ(version.error().detail, "1e+308");

    std::string chosen = writeJobFile(customJob());
    chosen.insert(chosen.rfind('}'), ", \"chosen_offers\": [1e300]");
    const auto offers = readJobFile(chosen);
    ASSERT_FALSE(offers.ok());
    EXPECT_EQ(offers.error().field, "chosen_offers");

    struct Case
    {
        const char* key;
        const char* value;
        const char* field;
        double max;
    };
    const Case cases[] = {
        {"\"max_instances\": ", "335183", "max_instances", 64},
        {"\"tokens\": ", "1e255", "tokens", 1e15},
        {"\"epochs\": ", "1.7976931348623157e308", "epochs", 10'000},
        {"\"micro_batch\": ", "0", "micro_batch", 1'000'000},
    };
    for (const Case& c : cases) {
        const auto read = readJobFile(withValue(c.key, c.value));
        ASSERT_FALSE(read.ok()) << c.field;
        EXPECT_EQ(read.error().code, ErrorCode::OutOfRange) << c.field;
        EXPECT_EQ(read.error().field, c.field);
        ASSERT_TRUE(read.error().allowed) << c.field;
        EXPECT_EQ(read.error().allowed->max, c.max) << c.field;
    }
}

// Issue 14: the objective and the new architecture facts. A GRPO job with every objective field away from its default.
JobDocument grpoJob()
{
    JobDocument d;
    d.presetId = "qwen2.5-7b";
    d.job.model = findPreset(d.presetId)->spec;
    TrainingSetup& s = d.job.setup;
    s.method = Method::LoRA;
    s.seqLen = 2048;
    ObjectiveSetup& o = s.objective;
    o.objective = Objective::Grpo;
    o.reference = ReferenceModel::Precomputed;
    o.pairsDoubleMicroBatch = false;
    o.ktoKlTerm = false;
    o.groupSize = 16;
    o.completionLen = 1536;
    o.meanCompletionLen = 400;
    o.generationBatch = 32;
    o.generation = GenerationEngine::Colocated;
    o.engineMemoryFraction = 0.45;
    o.engineGpuMemoryGiB = 141;
    o.engineSleeps = true;
    o.engineTensorParallel = 1;
    o.criticFullTraining = true;
    o.rewardModel = true;
    d.job.datasetTokens = 1e7;
    return d;
}

/// `text` with the value after `key` (quotes and colon included) replaced up to the next comma, brace or line end.
std::string replaced(std::string text, const std::string& key, const std::string& value)
{
    const size_t at = text.find(key);
    EXPECT_NE(at, std::string::npos) << key;
    const size_t start = at + key.size();
    const size_t end = text.find_first_of(",}\n", start);
    return text.replace(start, end - start, value);
}

TEST(JobFile, ObjectiveRoundTrips)
{
    const JobDocument original = grpoJob();
    const std::string text = writeJobFile(original);
    EXPECT_NE(text.find("\"objective\": \"grpo\""), std::string::npos);
    EXPECT_NE(text.find("\"generation\": \"colocated\""), std::string::npos);
    const auto read = readJobFile(text);
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    const ObjectiveSetup& o = read->job.setup.objective;
    EXPECT_EQ(o.objective, Objective::Grpo);
    EXPECT_EQ(o.reference, ReferenceModel::Precomputed);
    EXPECT_FALSE(o.pairsDoubleMicroBatch);
    EXPECT_FALSE(o.ktoKlTerm);
    EXPECT_EQ(o.groupSize, 16);
    EXPECT_EQ(o.completionLen, 1536);
    EXPECT_EQ(o.meanCompletionLen, 400);
    EXPECT_EQ(o.generationBatch, 32);
    EXPECT_EQ(o.generation, GenerationEngine::Colocated);
    EXPECT_EQ(o.engineMemoryFraction, 0.45);
    EXPECT_EQ(o.engineGpuMemoryGiB, 141);
    EXPECT_TRUE(o.engineSleeps);
    EXPECT_EQ(o.engineTensorParallel, 1);
    EXPECT_TRUE(o.criticFullTraining);
    EXPECT_TRUE(o.rewardModel);
    EXPECT_TRUE(sameJob(original, *read));
    EXPECT_EQ(writeJobFile(*read), text);

    // sameJob sees a change of any objective field.
    JobDocument other = original;
    other.job.setup.objective.groupSize = 8;
    EXPECT_FALSE(sameJob(original, other));
    other = original;
    other.job.setup.objective.reference = ReferenceModel::SeparateFrozen;
    EXPECT_FALSE(sameJob(original, other));
    other = original;
    other.job.setup.objective.meanCompletionLen = 0;
    EXPECT_FALSE(sameJob(original, other));
    other = original;
    other.job.setup.objective.engineTensorParallel = 0;
    EXPECT_FALSE(sameJob(original, other));
    other = original;
    other.job.setup.objective.rewardModel = false;
    EXPECT_FALSE(sameJob(original, other));

    // A file of version 6 has no mean: every completion runs to the limit; nor, before version 8, an engine
    // tensor parallelism: the engine splits the model as training does; nor, before version 9, a reward model on the
    // GPU: none besides PPO's.
    std::string older = replaced(text, "\"version\": ", "6");
    for (const char* name : {"\"mean_completion_len\"", "\"engine_tensor_parallel\"", "\"reward_model_on_gpu\""}) {
        const size_t key = older.find(name);
        ASSERT_NE(key, std::string::npos);
        older.erase(key, older.find('\n', key) + 1 - key);
        // The object's last key leaves a comma before its closing brace.
        if (older.find_first_not_of(" \n", key) != std::string::npos &&
            older[older.find_first_not_of(" \n", key)] == '}')
            older.erase(older.rfind(',', key), 1);
    }
    const auto six = readJobFile(older);
    ASSERT_TRUE(six.ok());
    EXPECT_EQ(six->job.setup.objective.meanCompletionLen, 0);
    EXPECT_EQ(six->job.setup.objective.engineTensorParallel, 0);
    EXPECT_FALSE(six->job.setup.objective.rewardModel);
    // Online DPO by its key.
    JobDocument online = original;
    online.job.setup.objective.objective = Objective::OnlineDpo;
    // Its reference scores the generated pairs in the step: a precomputed one is refused at its field.
    const auto precomputed = readJobFile(writeJobFile(online));
    ASSERT_FALSE(precomputed.ok());
    EXPECT_EQ(precomputed.error().field, "reference_model");
    online.job.setup.objective.reference = ReferenceModel::SeparateFrozen;
    const std::string onlineText = writeJobFile(online);
    EXPECT_NE(onlineText.find("\"objective\": \"online_dpo\""), std::string::npos);
    const auto onlineRead = readJobFile(onlineText);
    ASSERT_TRUE(onlineRead.ok());
    EXPECT_EQ(onlineRead->job.setup.objective.objective, Objective::OnlineDpo);
}

// A file of version 1 (no objective block) is supervised fine-tuning: every fuzz seed of that version. The seeds of
// version 2 name another objective each, and read (the fuzzer starts from them, so they must reach the planner).
TEST(JobFile, VersionOneFilesReadAsSft)
{
    const QDir dir(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/fuzz/corpus/job_file"));
    int versionOne = 0;
    int versionTwo = 0;
    for (const QString& file : dir.entryList({QStringLiteral("*.tunefit.json")})) {
        const std::string text = readAll(dir.filePath(file));
        const bool one = text.find("\"version\": 1") != std::string::npos;
        (one ? versionOne : versionTwo) += 1;
        const auto read = readJobFile(text);
        ASSERT_TRUE(read.ok()) << file.toStdString() << ": " << read.error().code << " " << read.error().field;
        if (one)
            EXPECT_EQ(read->job.setup.objective.objective, Objective::Sft) << file.toStdString();
        else
            EXPECT_NE(read->job.setup.objective.objective, Objective::Sft) << file.toStdString();
    }
    EXPECT_GE(versionOne, 3);
    EXPECT_GE(versionTwo, 3);
}

// A DPO file that names no reference gets the one TRL uses: the adapter-disabled base for a PEFT model, a frozen copy
// for full fine-tuning.
TEST(JobFile, MissingReferenceIsTheMethodsDefault)
{
    auto dpoFile = [](const char* method) {
        return std::string(R"({"format":"tunefit-job","version":2,"model":{"preset":"llama-3.1-8b"},"method":")") +
               method + R"(","setup":{"objective":{"objective":"dpo"}},"parallel":{},"dataset":{"tokens":1e6}})";
    };
    const auto lora = readJobFile(dpoFile("lora"));
    ASSERT_TRUE(lora.ok()) << lora.error().code << " " << lora.error().field;
    EXPECT_EQ(lora->job.setup.objective.objective, Objective::Dpo);
    EXPECT_EQ(lora->job.setup.objective.reference, ReferenceModel::AdaptersDisabled);
    const auto full = readJobFile(dpoFile("full"));
    ASSERT_TRUE(full.ok()) << full.error().code << " " << full.error().field;
    EXPECT_EQ(full->job.setup.objective.reference, ReferenceModel::SeparateFrozen);
}

TEST(JobFile, ObjectiveValuesAreCheckedWhereTheFileIsRead)
{
    const std::string good = writeJobFile(grpoJob());
    ASSERT_TRUE(readJobFile(good).ok());

    // The setup's "objective" block comes first; its "objective" key holds the name.
    std::string rlhf = good;
    rlhf.replace(rlhf.find("\"grpo\""), 6, "\"rlhf\"");
    const auto unknown = readJobFile(rlhf);
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(unknown.error().field, "setup.objective.objective");
    EXPECT_EQ(unknown.error().detail, "rlhf");

    const auto engine = readJobFile(replaced(good, "\"generation\": ", "\"vllm\""));
    ASSERT_FALSE(engine.ok());
    EXPECT_EQ(engine.error().field, "setup.objective.generation");

    const auto huge = readJobFile(replaced(good, "\"group_size\": ", "1e300"));
    ASSERT_FALSE(huge.ok());
    EXPECT_EQ(huge.error().code, ErrorCode::WrongType);
    EXPECT_EQ(huge.error().field, "setup.objective.group_size");

    struct Case
    {
        const char* key;
        const char* value;
        const char* field;
        double max;
    };
    // Completions are part of the sequence (prompt + completion), so at most seq_len - 1 = 2047 tokens; a vLLM
    // fraction is a share of the card.
    const Case cases[] = {
        {"\"group_size\": ", "0", "group_size", 65'536},
        {"\"completion_len\": ", "2048", "completion_len", 2047},
        {"\"mean_completion_len\": ", "1537", "mean_completion_len", 1536},
        {"\"engine_memory_fraction\": ", "1.5", "engine_memory_fraction", 1},
        {"\"engine_memory_fraction\": ", "0", "engine_memory_fraction", 1},
        // A colocated engine's replica runs on the job's GPUs, at least one.
        {"\"engine_tensor_parallel\": ", "-1", "engine_tensor_parallel", 1},
    };
    for (const Case& c : cases) {
        const auto read = readJobFile(replaced(good, c.key, c.value));
        ASSERT_FALSE(read.ok()) << c.field << " = " << c.value;
        EXPECT_EQ(read.error().code, ErrorCode::OutOfRange) << c.field;
        EXPECT_EQ(read.error().field, c.field);
        ASSERT_TRUE(read.error().allowed) << c.field;
        EXPECT_EQ(read.error().allowed->max, c.max) << c.field;
    }
    // An adapter-disabled reference needs adapters to disable.
    std::string full = replaced(good, "\"method\": ", "\"full\"");
    full = replaced(full, "\"reference\": ", "\"adapter_disabled\"");
    const auto noAdapters = readJobFile(full);
    ASSERT_FALSE(noAdapters.ok());
    EXPECT_EQ(noAdapters.error().code, ErrorCode::Inconsistent);
    EXPECT_EQ(noAdapters.error().field, "reference_model");
}

/// The model of a saved job, stored in full (not by preset id).
JobDocument storedInFull(const ModelSpec& model)
{
    JobDocument d;
    d.job.model = model;
    d.job.setup.method = Method::QLoRA;
    d.job.setup.baseQuant = BaseQuant::NF4DoubleQuant;
    d.job.setup.objective.objective = Objective::Dpo;
    d.job.setup.objective.reference = ReferenceModel::AdaptersDisabled;
    d.job.datasetTokens = 1e6;
    return d;
}

// A saved DeepSeek-V3, Gemma 3 or gpt-oss job reloads as the same architecture: its published parameter count,
// latent attention, vision tower, sliding layers, sinks, clamped SwiGLU, MTP block and router bias intact.
TEST(JobFile, FrontierArchitecturesReloadWithTheirParameterCounts)
{
    struct Case
    {
        const char* preset;
        double publishedB; ///< the model card's count of the loaded model
    };
    // DeepSeek-V3 README: 671 B (685 B with the MTP module); Gemma 3 card: 4.3 B with the vision encoder; gpt-oss
    // model card: 20.9 B; Qwen2.5-VL-7B on the hub: 8.29 B.
    for (const Case c : {Case{"deepseek-v3", 671.0}, Case{"gemma-3-4b", 4.3}, Case{"gpt-oss-20b", 20.9},
                         Case{"qwen2.5-vl-7b", 8.29}}) {
        const ModelPreset* preset = findPreset(c.preset);
        ASSERT_NE(preset, nullptr) << c.preset;
        const JobDocument original = storedInFull(preset->spec);
        const std::string text = writeJobFile(original);
        EXPECT_NE(text.find("\"architecture\""), std::string::npos) << c.preset;
        const auto read = readJobFile(text);
        ASSERT_TRUE(read.ok()) << c.preset << ": " << read.error().code << " " << read.error().field;
        EXPECT_TRUE(sameJob(original, *read)) << c.preset;
        const double billions = double(countParameters(read->job.model).total()) / 1e9;
        EXPECT_NEAR(billions, c.publishedB, c.publishedB * 0.01) << c.preset;
    }

    const auto v3 = readJobFile(writeJobFile(storedInFull(findPreset("deepseek-v3")->spec)));
    ASSERT_TRUE(v3.ok());
    const ModelSpec& d = v3->job.model;
    // deepseek-ai/DeepSeek-V3 config.json: q_lora_rank 1536, kv_lora_rank 512, qk_rope_head_dim 64,
    // qk_nope_head_dim 128, v_head_dim 128, num_nextn_predict_layers 1, e_score_correction_bias.
    EXPECT_EQ(d.mla.qLoraRank, 1536);
    EXPECT_EQ(d.mla.kvLoraRank, 512);
    EXPECT_EQ(d.mla.ropeHeadDim, 64);
    EXPECT_EQ(d.mla.nopeHeadDim, 128);
    EXPECT_EQ(d.mla.vHeadDim, 128);
    EXPECT_EQ(d.mtpLayers, 1);
    EXPECT_TRUE(d.moe.routerBias);
    EXPECT_NEAR(double(countParameters(d).checkpointTotal()) / 1e9, 685, 685 * 0.01);

    const auto oss = readJobFile(writeJobFile(storedInFull(findPreset("gpt-oss-20b")->spec)));
    ASSERT_TRUE(oss.ok());
    // openai/gpt-oss-20b config.json: sliding_window 128 on every other of 24 layers, sinks, clamped SwiGLU.
    EXPECT_EQ(oss->job.model.slidingWindow, 128);
    EXPECT_EQ(oss->job.model.slidingLayers, 12);
    EXPECT_TRUE(oss->job.model.attentionSinks);
    EXPECT_TRUE(oss->job.model.clampedSwiGlu);
    EXPECT_TRUE(oss->job.model.moe.routerBias);

    const auto gemma = readJobFile(writeJobFile(storedInFull(findPreset("gemma-3-4b")->spec)));
    ASSERT_TRUE(gemma.ok());
    // google/gemma-3-4b-pt vision_config: SigLIP with 27 layers of 1152, MLP 4304, 14-pixel patches.
    EXPECT_EQ(gemma->job.model.vision.layers, 27);
    EXPECT_EQ(gemma->job.model.vision.hidden, 1152);
    EXPECT_EQ(gemma->job.model.vision.ffn, 4304);
    EXPECT_EQ(gemma->job.model.vision.patchSize, 14);
}

// An imported config.json (no preset) saved and reopened gives the count the import gave.
TEST(JobFile, ImportedVisionAndLatentModelsReload)
{
    for (const char* file : {"gemma-3-4b.json", "deepseek-v2-lite.json", "qwen2.5-vl-7b.json", "gpt-oss-tiny.json"}) {
        const auto imported = modelFromHfConfigFile(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/configs/") +
                                                    QString::fromLatin1(file));
        ASSERT_TRUE(imported.ok()) << file;
        const auto read = readJobFile(writeJobFile(storedInFull(*imported)));
        ASSERT_TRUE(read.ok()) << file << ": " << read.error().code << " " << read.error().field;
        EXPECT_EQ(countParameters(read->job.model).checkpointTotal(), countParameters(*imported).checkpointTotal())
            << file;
        EXPECT_EQ(read->job.model.isMla(), imported->isMla()) << file;
        EXPECT_EQ(read->job.model.vision.present(), imported->vision.present()) << file;
    }
}

TEST(JobFile, ArchitectureValuesAreCheckedWhereTheFileIsRead)
{
    const std::string good = writeJobFile(storedInFull(findPreset("deepseek-v3")->spec));
    ASSERT_TRUE(readJobFile(good).ok());
    const auto negative = readJobFile(replaced(good, "\"kv_lora_rank\": ", "-1"));
    ASSERT_FALSE(negative.ok());
    EXPECT_EQ(negative.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(negative.error().field, "kv_lora_rank");
    // The query/key head is its rotary and non-rotary parts: 128 + 64 = 192 = head_dim.
    const auto inconsistent = readJobFile(replaced(good, "\"nope_head_dim\": ", "100"));
    ASSERT_FALSE(inconsistent.ok());
    EXPECT_EQ(inconsistent.error().code, ErrorCode::Inconsistent);
    const auto mtp = readJobFile(replaced(good, "\"mtp_layers\": ", "1e12"));
    ASSERT_FALSE(mtp.ok());
    EXPECT_EQ(mtp.error().code, ErrorCode::WrongType);
    EXPECT_EQ(mtp.error().field, "model.architecture.mtp_layers");
    // More sliding layers than layers: 62 > 61.
    const auto sliding = readJobFile(replaced(good, "\"sliding_layers\": ", "62"));
    ASSERT_FALSE(sliding.ok());
    EXPECT_EQ(sliding.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(sliding.error().field, "sliding_layers");

    const std::string vision = writeJobFile(storedInFull(findPreset("gemma-3-4b")->spec));
    const auto tower = readJobFile(replaced(vision, "\"patch_size\": ", "0"));
    ASSERT_FALSE(tower.ok());
    EXPECT_EQ(tower.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(tower.error().field, "vision_config.patch_size");
}

} // namespace

namespace {

/// A 128k-token LoRA job split over 8 GPUs with DeepSpeed-Ulysses, tiled MLP and the step fused into backward.
JobDocument longContextJob()
{
    JobDocument d;
    d.presetId = "llama-3.1-8b";
    d.job.model = findPreset(d.presetId)->spec;
    d.job.setup.method = Method::LoRA;
    d.job.setup.seqLen = 131072;
    d.job.setup.checkpointing = Checkpointing::SelectiveOp;
    d.job.setup.optimizerInBackward = true;
    d.job.setup.tiledMlp = true;
    d.job.parallel.gpus = 8;
    d.job.parallel.sharding = Sharding::Zero3;
    d.job.parallel.sequenceParallel = SequenceParallel::Ulysses;
    d.job.parallel.sequenceParallelDegree = 8;
    d.job.datasetTokens = 1e8;
    return d;
}

} // namespace

TEST(JobFile, RunMechanismsRoundTrip)
{
    const JobDocument original = longContextJob();
    const std::string text = writeJobFile(original);
    EXPECT_NE(text.find("\"version\": " + std::to_string(kJobFileVersion)), std::string::npos);
    EXPECT_NE(text.find("\"optimizer_in_backward\": true"), std::string::npos);
    EXPECT_NE(text.find("\"tiled_mlp\": true"), std::string::npos);
    EXPECT_NE(text.find("\"sequence_parallel\": \"ulysses\""), std::string::npos);
    EXPECT_NE(text.find("\"sequence_parallel_degree\": 8"), std::string::npos);
    EXPECT_NE(text.find("\"checkpointing\": \"selective_op\""), std::string::npos);
    const auto read = readJobFile(text);
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    EXPECT_TRUE(read->job.setup.optimizerInBackward);
    EXPECT_TRUE(read->job.setup.tiledMlp);
    EXPECT_EQ(read->job.setup.checkpointing, Checkpointing::SelectiveOp);
    EXPECT_EQ(read->job.parallel.sequenceParallel, SequenceParallel::Ulysses);
    EXPECT_EQ(read->job.parallel.sequenceParallelDegree, 8);
    EXPECT_TRUE(sameJob(original, *read));

    // Ring attention over 4 of the 8 GPUs.
    JobDocument ring = original;
    ring.job.parallel.sequenceParallel = SequenceParallel::Ring;
    ring.job.parallel.sequenceParallelDegree = 4;
    const auto ringRead = readJobFile(writeJobFile(ring));
    ASSERT_TRUE(ringRead.ok()) << ringRead.error().code << " " << ringRead.error().field;
    EXPECT_EQ(ringRead->job.parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(ringRead->job.parallel.sequenceParallelDegree, 4);
    EXPECT_FALSE(sameJob(original, *ringRead));
}

// A file written before version 3 names none of the four: they read as off.
TEST(JobFile, MissingRunMechanismsAreOff)
{
    const auto read = readJobFile(
        R"({"format":"tunefit-job","version":2,"model":{"preset":"llama-3.1-8b"},"method":"lora","setup":{},)"
        R"("parallel":{"gpus":8,"sharding":"zero3"},"dataset":{"tokens":1e6}})");
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    EXPECT_FALSE(read->job.setup.optimizerInBackward);
    EXPECT_FALSE(read->job.setup.tiledMlp);
    EXPECT_EQ(read->job.parallel.sequenceParallel, SequenceParallel::None);
    EXPECT_EQ(read->job.parallel.sequenceParallelDegree, 1);
}

// The experts' kernel: written and read back; files before version 6 keep what every estimate then assumed (a module
// per expert) unless they said their adapters sit on the fused expert tensors; an unknown kernel is refused.
TEST(JobFile, ExpertKernelRoundTripsAndOlderFilesKeepTheirs)
{
    JobDocument job = longContextJob();
    for (ExpertKernel kernel :
         {ExpertKernel::PerExpertModules, ExpertKernel::TorchGroupedMm, ExpertKernel::FusedGroupedGemm}) {
        job.job.setup.experts = kernel;
        const auto read = readJobFile(writeJobFile(job));
        ASSERT_TRUE(read.ok());
        EXPECT_EQ(read->job.setup.experts, kernel);
    }
    const std::string head =
        R"({"format":"tunefit-job","version":5,"model":{"preset":"llama-3.1-8b"},"method":"lora","setup":{)";
    const std::string tail = R"(},"parallel":{"gpus":1},"dataset":{"tokens":1e6}})";
    const auto absent = readJobFile(head + tail);
    ASSERT_TRUE(absent.ok());
    EXPECT_EQ(absent->job.setup.experts, ExpertKernel::PerExpertModules);
    const auto merged = readJobFile(head + R"("merged_expert_adapters":true)" + tail);
    ASSERT_TRUE(merged.ok());
    EXPECT_EQ(merged->job.setup.experts, ExpertKernel::TorchGroupedMm);
    const auto unknown = readJobFile(head + R"("experts":"triton")" + tail);
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(unknown.error().field, "setup.experts");
}

TEST(JobFile, RunMechanismValuesAreCheckedWhereTheFileIsRead)
{
    const std::string good = writeJobFile(longContextJob());
    ASSERT_TRUE(readJobFile(good).ok());
    struct Case
    {
        const char* key;
        const char* value;
        ErrorCode code;
        const char* field;
    };
    const Case cases[] = {
        {"\"tiled_mlp\": ", "1", ErrorCode::WrongType, "setup.tiled_mlp"},
        {"\"optimizer_in_backward\": ", "\"yes\"", ErrorCode::WrongType, "setup.optimizer_in_backward"},
        {"\"sequence_parallel\": ", "\"megatron\"", ErrorCode::UnknownValue, "parallel.sequence_parallel"},
        {"\"sequence_parallel\": ", "2", ErrorCode::WrongType, "parallel.sequence_parallel"},
        {"\"sequence_parallel_degree\": ", "2.5", ErrorCode::WrongType, "parallel.sequence_parallel_degree"},
        {"\"sequence_parallel_degree\": ", "1e300", ErrorCode::WrongType, "parallel.sequence_parallel_degree"},
        // validateJob: Ulysses splits Llama-3.1-8B's 32 query heads, which 3 does not divide; 0 and 1 are no split.
        {"\"sequence_parallel_degree\": ", "3", ErrorCode::NotDivisible, "sequence_parallel_degree"},
        {"\"sequence_parallel_degree\": ", "0", ErrorCode::OutOfRange, "sequence_parallel_degree"},
        {"\"sequence_parallel_degree\": ", "1", ErrorCode::OutOfRange, "sequence_parallel_degree"},
    };
    for (const Case& c : cases) {
        const auto read = readJobFile(replaced(good, c.key, c.value));
        ASSERT_FALSE(read.ok()) << c.key << c.value;
        EXPECT_EQ(read.error().code, c.code) << c.key << c.value;
        EXPECT_EQ(read.error().field, c.field) << c.key << c.value;
    }
    // A degree without sequence parallelism is refused, not ignored.
    const auto none = readJobFile(replaced(good, "\"sequence_parallel\": ", "\"none\""));
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(none.error().field, "sequence_parallel_degree");
}

TEST(JobFile, ImagesOfAVisionJobRoundTrip)
{
    JobDocument d;
    d.presetId = "gemma-3-4b";
    d.job.model = findPreset(d.presetId)->spec;
    d.job.setup.method = Method::LoRA;
    d.job.setup.images.perSample = 3;
    d.job.setup.images.tokensPerImage = 300;
    d.job.setup.images.trainTower = true;
    d.job.datasetTokens = 1e7;
    const std::string text = writeJobFile(d);
    EXPECT_NE(text.find("\"per_sample\": 3"), std::string::npos);
    EXPECT_NE(text.find("\"tokens_per_image\": 300"), std::string::npos);
    EXPECT_NE(text.find("\"train_vision_tower\": true"), std::string::npos);
    const auto read = readJobFile(text);
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    EXPECT_EQ(read->job.setup.images.perSample, 3);
    EXPECT_EQ(read->job.setup.images.tokensPerImage, 300);
    EXPECT_TRUE(read->job.setup.images.trainTower);
    EXPECT_TRUE(sameJob(d, *read));

    // A custom tower keeps its patches per token and default image size.
    const auto custom = readJobFile(writeJobFile(storedInFull(findPreset("gemma-3-4b")->spec)));
    ASSERT_TRUE(custom.ok());
    EXPECT_EQ(custom->job.model.vision.tokenMerge, 16);
    EXPECT_EQ(custom->job.model.vision.imageTokens, 256);

    // Ranges are checked where the file is read: 9 images of 300 tokens do not fit 2048 positions.
    const auto tooMany = readJobFile(replaced(text, "\"per_sample\": ", "9"));
    ASSERT_FALSE(tooMany.ok());
    EXPECT_EQ(tooMany.error().field, "image_tokens_per_sample");
    const auto wrongType = readJobFile(replaced(text, "\"train_vision_tower\": ", "1"));
    ASSERT_FALSE(wrongType.ok());
    EXPECT_EQ(wrongType.error().field, "setup.images.train_vision_tower");
}

// A file written before version 4 has no images: the job reads as text-only samples with the tower frozen.
TEST(JobFile, MissingImagesReadAsNone)
{
    const auto read =
        readJobFile(R"({"format":"tunefit-job","version":3,"model":{"preset":"gemma-3-4b"},"method":"lora","setup":{},)"
                    R"("parallel":{"gpus":1,"sharding":"none"},"dataset":{"tokens":1e6}})");
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    EXPECT_EQ(read->job.setup.images.perSample, 0);
    EXPECT_EQ(read->job.setup.images.tokensPerImage, 0);
    EXPECT_FALSE(read->job.setup.images.trainTower);
}

namespace {

/// Qwen3-30B-A3B (48 blocks, 32 query and 4 KV heads, 128 routed experts) LoRA on 32 GPUs: TP 2 without Megatron
/// sequence parallelism, PP 4 with 2 virtual stages, ring context parallelism 2, EP 4 — 32 / (2 × 4 × 2) = 2 replicas.
JobDocument layoutJob()
{
    JobDocument d;
    d.presetId = "qwen3-30b-a3b";
    d.job.model = findPreset(d.presetId)->spec;
    d.job.setup.method = Method::LoRA;
    d.job.setup.seqLen = 8192;
    d.job.parallel.gpus = 32;
    d.job.parallel.sharding = Sharding::Zero1;
    d.job.parallel.sequenceParallel = SequenceParallel::Ring;
    d.job.parallel.sequenceParallelDegree = 2;
    d.job.parallel.model = {.tensor = 2, .sequenceParallel = false, .pipeline = 4, .virtualStages = 2, .expert = 4};
    d.job.datasetTokens = 1e8;
    return d;
}

} // namespace

TEST(JobFile, ParallelLayoutRoundTrips)
{
    const JobDocument original = layoutJob();
    const std::string text = writeJobFile(original);
    EXPECT_NE(text.find("\"version\": " + std::to_string(kJobFileVersion)), std::string::npos);
    EXPECT_NE(text.find("\"tensor_parallel\": 2"), std::string::npos);
    EXPECT_NE(text.find("\"pipeline_parallel\": 4"), std::string::npos);
    EXPECT_NE(text.find("\"virtual_pipeline_stages\": 2"), std::string::npos);
    EXPECT_NE(text.find("\"expert_parallel\": 4"), std::string::npos);
    EXPECT_NE(text.find("\"expert_tensor_parallel\": 1"), std::string::npos);
    EXPECT_NE(text.find("\"megatron_sequence_parallel\": false"), std::string::npos);
    const auto read = readJobFile(text);
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    const ModelParallel& m = read->job.parallel.model;
    EXPECT_EQ(m.tensor, 2);
    EXPECT_FALSE(m.sequenceParallel);
    EXPECT_EQ(m.pipeline, 4);
    EXPECT_EQ(m.virtualStages, 2);
    EXPECT_EQ(m.expert, 4);
    EXPECT_EQ(m.expertTensor, 1);
    EXPECT_EQ(read->job.parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(read->job.parallel.sequenceParallelDegree, 2);
    EXPECT_TRUE(sameJob(original, *read));

    // Expert tensor parallelism 2 as well: a different job.
    JobDocument etp = original;
    etp.job.parallel.model.expertTensor = 2;
    const auto etpRead = readJobFile(writeJobFile(etp));
    ASSERT_TRUE(etpRead.ok()) << etpRead.error().code << " " << etpRead.error().field;
    EXPECT_EQ(etpRead->job.parallel.model.expertTensor, 2);
    EXPECT_FALSE(sameJob(original, *etpRead));
}

// A file written before version 5 names no degree: no model parallelism, Megatron sequence parallelism at its default.
TEST(JobFile, OlderFilesHaveNoModelParallelism)
{
    const auto read = readJobFile(
        R"({"format":"tunefit-job","version":4,"model":{"preset":"qwen3-30b-a3b"},"method":"lora","setup":{},)"
        R"("parallel":{"gpus":8,"sharding":"zero3"},"dataset":{"tokens":1e6}})");
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    const ModelParallel& m = read->job.parallel.model;
    EXPECT_EQ(m.tensor, 1);
    EXPECT_EQ(m.pipeline, 1);
    EXPECT_EQ(m.virtualStages, 1);
    EXPECT_EQ(m.expert, 1);
    EXPECT_EQ(m.expertTensor, 1);
    EXPECT_TRUE(m.sequenceParallel);
}

TEST(JobFile, LayoutValuesAreCheckedWhereTheFileIsRead)
{
    const std::string good = writeJobFile(layoutJob());
    ASSERT_TRUE(readJobFile(good).ok());
    struct Case
    {
        const char* key;
        const char* value;
        ErrorCode code;
        const char* field;
    };
    const Case cases[] = {
        {"\"tensor_parallel\": ", "2.5", ErrorCode::WrongType, "parallel.tensor_parallel"},
        {"\"tensor_parallel\": ", "1e300", ErrorCode::WrongType, "parallel.tensor_parallel"},
        {"\"tensor_parallel\": ", "\"2\"", ErrorCode::WrongType, "parallel.tensor_parallel"},
        {"\"tensor_parallel\": ", "0", ErrorCode::OutOfRange, "tensor_parallel"},
        {"\"tensor_parallel\": ", "-4", ErrorCode::OutOfRange, "tensor_parallel"},
        // 3 divides neither the 32 query heads nor the 4 KV heads.
        {"\"tensor_parallel\": ", "3", ErrorCode::NotDivisible, "tensor_parallel"},
        // 96 stages of 48 blocks.
        {"\"pipeline_parallel\": ", "96", ErrorCode::OutOfRange, "pipeline_parallel"},
        {"\"pipeline_parallel\": ", "2000000000", ErrorCode::OutOfRange, "pipeline_parallel"},
        // 4 stages of 12 blocks hold at most 12 virtual stages each.
        {"\"virtual_pipeline_stages\": ", "13", ErrorCode::OutOfRange, "virtual_pipeline_stages"},
        // 3 does not divide the 128 routed experts.
        {"\"expert_parallel\": ", "3", ErrorCode::NotDivisible, "expert_parallel"},
        {"\"expert_parallel\": ", "0", ErrorCode::OutOfRange, "expert_parallel"},
        {"\"expert_tensor_parallel\": ", "-1", ErrorCode::OutOfRange, "expert_tensor_parallel"},
        {"\"megatron_sequence_parallel\": ", "1", ErrorCode::WrongType, "parallel.megatron_sequence_parallel"},
    };
    for (const Case& c : cases) {
        const auto read = readJobFile(replaced(good, c.key, c.value));
        ASSERT_FALSE(read.ok()) << c.key << c.value;
        EXPECT_EQ(read.error().code, c.code) << c.key << c.value;
        EXPECT_EQ(read.error().field, c.field) << c.key << c.value;
    }
    // Expert parallelism of a dense model names its rule.
    const auto dense = readJobFile(replaced(writeJobFile(longContextJob()), "\"expert_parallel\": ", "2"));
    ASSERT_FALSE(dense.ok());
    EXPECT_EQ(dense.error().code, ErrorCode::Inconsistent);
    EXPECT_EQ(dense.error().field, "expert_parallel");
    EXPECT_EQ(dense.error().detail, "needs_mixture_of_experts");
}

// Issue 29: packing and the average sample length are part of the job; a file that names neither reads as packed (the
// tokens computed are the dataset's, as before the fields existed).
TEST(JobFile, PackingAndSampleLengthRoundTrip)
{
    JobDocument original = longContextJob();
    original.job.packing = false;
    original.job.averageSampleTokens = 730;
    const std::string text = writeJobFile(original);
    EXPECT_NE(text.find("\"packing\": false"), std::string::npos);
    const auto read = readJobFile(text);
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().field;
    EXPECT_FALSE(read->job.packing);
    EXPECT_DOUBLE_EQ(read->job.averageSampleTokens, 730);

    const auto old = readJobFile(
        R"({"format":"tunefit-job","version":2,"model":{"preset":"llama-3.1-8b"},"method":"lora","setup":{},)"
        R"("parallel":{"gpus":1},"dataset":{"tokens":1e6}})");
    ASSERT_TRUE(old.ok()) << old.error().code << " " << old.error().field;
    EXPECT_TRUE(old->job.packing);
    EXPECT_DOUBLE_EQ(old->job.averageSampleTokens, 0);

    const auto wrongType = readJobFile(replaced(text, "\"packing\": ", "\"no\""));
    ASSERT_FALSE(wrongType.ok());
    EXPECT_EQ(wrongType.error().field, "dataset.packing");
    const auto tooShort = readJobFile(replaced(text, "\"average_sample_tokens\": ", "0.25"));
    ASSERT_FALSE(tooShort.ok());
    EXPECT_EQ(tooShort.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(tooShort.error().field, "average_sample_tokens");
}

// Version 12 (issue 34): the image or video job and the task shown travel in the job file, and come back equal.
TEST(JobFile, DiffusionJobRoundTrip)
{
    JobDocument d;
    d.job.model = findPreset("llama-3.1-8b")->spec;
    d.job.datasetTokens = 1e7;
    Result<DiffusionJob> read = diffusionJobFor(bundledDenoiserLibrary(), "Wan-AI/Wan2.1-T2V-14B");
    ASSERT_TRUE(read.ok());
    DiffusionJob* wan = &read.value();
    wan->setting.frames = 49;
    wan->setting.precision = DenoiserPrecision::FP8;
    wan->setting.blocksSwapped = 20;
    wan->setting.targets = LoraTargets::Attention;
    wan->setting.textTokens = 226;
    wan->gpus = 2;
    d.diffusion = *wan;
    d.task = JobTask::Video;
    const std::string text = writeJobFile(d);
    const auto back = readJobFile(text);
    ASSERT_TRUE(back.ok()) << back.error().field;
    ASSERT_TRUE(back->diffusion.has_value());
    EXPECT_EQ(*back->diffusion, *wan);
    // A full fine-tune whose step is fused into backward keeps that in the file.
    DiffusionJob fused = *wan;
    fused.setting.method = DiffusionMethod::Full;
    fused.setting.precision = DenoiserPrecision::BF16;
    fused.setting.optimizer = DiffusionOptimizer::Adafactor;
    fused.setting.fusedBackward = true;
    JobDocument fusedDocument = d;
    fusedDocument.diffusion = fused;
    const auto fusedBack = readJobFile(writeJobFile(fusedDocument));
    ASSERT_TRUE(fusedBack.ok()) << fusedBack.error().field;
    EXPECT_EQ(*fusedBack->diffusion, fused);
    // A fine-tune recognized from its folder keeps the user's name beside the entry it runs as.
    DiffusionJob finetune = *wan;
    finetune.modelGiven = "/models/wan-finetune";
    JobDocument finetuneDocument = d;
    finetuneDocument.diffusion = finetune;
    const std::string finetuneText = writeJobFile(finetuneDocument);
    const auto finetuneBack = readJobFile(finetuneText);
    ASSERT_TRUE(finetuneBack.ok()) << finetuneBack.error().field;
    EXPECT_EQ(*finetuneBack->diffusion, finetune);
    std::string notText = finetuneText;
    notText.replace(notText.find("\"/models/wan-finetune\""), 22, "42");
    EXPECT_EQ(readJobFile(notText).error().field, "diffusion.model_given");
    EXPECT_EQ(back->task, JobTask::Video);
    EXPECT_TRUE(sameJob(d, *back));

    // A file without the keys is a language-model job; a task naming an image job the file lacks is refused, and so
    // is a setting the job cannot take.
    EXPECT_FALSE(readJobFile(writeJobFile(jobDocumentOf(d.job)))->diffusion.has_value());
    QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
    root.remove(QStringLiteral("diffusion"));
    const auto noJob = readJobFile(QJsonDocument(root).toJson().toStdString());
    ASSERT_FALSE(noJob.ok());
    EXPECT_EQ(noJob.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(noJob.error().field, "task");
    std::string badFrames = text;
    badFrames.replace(badFrames.find("\"frames\": 49"), 12, "\"frames\": 48");
    const auto refused = readJobFile(badFrames);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, "--frames");
}

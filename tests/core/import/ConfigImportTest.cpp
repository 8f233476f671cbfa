// SPDX-License-Identifier: GPL-3.0-or-later
// The importer on hand-written fixtures (tests/data/train-configs): fields, origins, includes, defaults, bad input.
#include "core/import/ConfigImport.h"
#include "core/import/ConfigTree.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <string>

#include <sys/stat.h>

namespace tunefit {
namespace {

const std::string kData = std::string(TUNEFIT_TEST_DATA) + "/train-configs/";

ImportOptions presetsOnly()
{
    ImportOptions o;
    o.models.useEnvironment = false;
    return o;
}

std::string value(const ImportedJob& job, JobField f)
{
    const ImportedField* x = job.field(f);
    return x ? x->value : std::string("(none)");
}

TEST(ConfigImport, AxolotlWithItsDeepSpeedJson)
{
    const auto r = importTrainingConfig(kData + "axolotl-qlora.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    const ImportedJob& j = *r;
    EXPECT_EQ(j.stack, Stack::Axolotl);
    EXPECT_EQ(value(j, JobField::Method), "qlora");
    EXPECT_EQ(value(j, JobField::Quant), "nf4_dq"); // axolotl's loader default: nf4 with double quantization
    EXPECT_EQ(value(j, JobField::LoraRank), "16");
    EXPECT_EQ(value(j, JobField::LoraAlpha), "32");
    EXPECT_EQ(value(j, JobField::LoraTargets), "q;v");
    EXPECT_EQ(value(j, JobField::SeqLen), "4096");
    EXPECT_EQ(value(j, JobField::Packing), "true");
    EXPECT_TRUE(j.job.packing); // issue 29: the packing the file sets is the job's, not a note beside it
    EXPECT_EQ(value(j, JobField::MicroBatch), "2");
    EXPECT_EQ(value(j, JobField::GradAccum), "4");
    EXPECT_EQ(value(j, JobField::Optimizer), "paged_adamw_8bit"); // zero_force_ds_cpu_optimizer: false keeps it
    EXPECT_EQ(value(j, JobField::Precision), "amp_bf16");         // DeepSpeed's bf16 engine: fp32 masters
    EXPECT_EQ(value(j, JobField::GradCkpt), "full");
    EXPECT_EQ(value(j, JobField::Attention), "flash");
    EXPECT_EQ(value(j, JobField::Sharding), "zero2");
    EXPECT_EQ(value(j, JobField::Offload), "optimizer");
    EXPECT_EQ(value(j, JobField::LoraDropout), "0");

    // Origins: the file and line of the key; the included JSON for what it set; the stack default otherwise.
    const ImportedField* rank = j.field(JobField::LoraRank);
    EXPECT_EQ(rank->origin.key, "lora_r");
    EXPECT_EQ(rank->origin.line, 5);
    EXPECT_FALSE(rank->origin.stackDefault);
    const ImportedField* offload = j.field(JobField::Offload);
    EXPECT_NE(offload->origin.file.find("zero2-offload.json"), std::string::npos);
    EXPECT_EQ(offload->origin.key, "zero_optimization.offload_optimizer.device");
    EXPECT_EQ(offload->origin.line, 7);
    EXPECT_TRUE(j.field(JobField::LoraDropout)->origin.stackDefault);
    ASSERT_EQ(j.files.size(), 2u);

    // The job holds the values; the model is the bundled preset.
    EXPECT_EQ(j.modelSource, ModelSource::Preset);
    EXPECT_EQ(j.presetId, "llama-3.1-8b");
    EXPECT_EQ(j.job.setup.method, Method::QLoRA);
    EXPECT_EQ(j.job.setup.baseQuant, BaseQuant::NF4DoubleQuant);
    EXPECT_EQ(j.job.setup.adapter.targets, Target::Q | Target::V);
    EXPECT_EQ(j.job.setup.microBatch, 2);
    EXPECT_EQ(j.job.parallel.sharding, Sharding::Zero2);
    EXPECT_EQ(j.job.parallel.offload, Offload::Optimizer);
    EXPECT_DOUBLE_EQ(j.job.epochs, 2);

    // The learning rate is read as a key without effect; the GPU count is left to the launch.
    bool lr = false;
    for (const auto& u : j.unused)
        lr = lr || (u.key == "learning_rate" && u.reason == UnusedReason::NoEffect);
    EXPECT_TRUE(lr);
    bool gpus = false;
    for (const auto& rt : j.leftToRuntime)
        gpus = gpus || rt.field == JobField::NumGpus;
    EXPECT_TRUE(gpus);
    // "auto" batch sizes in the JSON are filled by the YAML, so not left open.
    for (const auto& rt : j.leftToRuntime)
        EXPECT_NE(rt.key, "train_micro_batch_size_per_gpu");
}

TEST(ConfigImport, LlamaFactoryDefaultsAlphaToTwiceTheRank)
{
    const auto r = importTrainingConfig(kData + "llamafactory-dpo.yaml", presetsOnly());
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->stack, Stack::LlamaFactory);
    EXPECT_EQ(value(*r, JobField::Objective), "dpo");
    EXPECT_EQ(value(*r, JobField::LoraAlpha), "32");
    EXPECT_TRUE(r->field(JobField::LoraAlpha)->origin.stackDefault);
    EXPECT_EQ(value(*r, JobField::LoraTargets), "all_linear");
    EXPECT_EQ(value(*r, JobField::GradCkpt), "full"); // on unless disable_gradient_checkpointing
    EXPECT_EQ(value(*r, JobField::Precision), "bf16");
    EXPECT_EQ(r->job.setup.objective.objective, Objective::Dpo);
    EXPECT_EQ(r->job.setup.objective.reference, ReferenceModel::AdaptersDisabled);
    // LLaMA-Factory packs only when `packing` says so: this file does not, so each pair takes a padded row.
    EXPECT_EQ(value(*r, JobField::Packing), "false");
    EXPECT_FALSE(r->job.packing);
}

TEST(ConfigImport, MsSwiftCommandLineResolvesShellArithmetic)
{
    const auto r = importTrainingConfig(kData + "swift-grpo.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->stack, Stack::MsSwift);
    EXPECT_EQ(value(*r, JobField::Objective), "grpo");
    EXPECT_EQ(value(*r, JobField::GradAccum), "8"); // $(expr 32 / $nproc_per_node) with nproc_per_node=4
    EXPECT_EQ(value(*r, JobField::NumGpus), "4");
    EXPECT_EQ(value(*r, JobField::Sharding), "zero3"); // --deepspeed zero3: ms-swift's bundled config
    EXPECT_EQ(value(*r, JobField::Precision), "amp_bf16");
    EXPECT_EQ(r->field(JobField::GradAccum)->origin.key, "gradient_accumulation_steps");
    EXPECT_EQ(r->field(JobField::GradAccum)->origin.line, 4); // the command starts on line 4
    EXPECT_EQ(r->job.setup.objective.groupSize, 8);
    EXPECT_EQ(r->job.setup.objective.completionLen, 1024);

    // RLOO on ms-swift's GRPO trainer: the advantage estimator names the objective.
    const auto rloo = importTrainingConfig(kData + "swift-rloo.sh", presetsOnly());
    ASSERT_TRUE(rloo.ok()) << rloo.error().field << " " << rloo.error().detail;
    EXPECT_EQ(value(*rloo, JobField::Objective), "rloo");
    EXPECT_EQ(rloo->field(JobField::Objective)->origin.key, "advantage_estimator");
    EXPECT_EQ(rloo->job.setup.objective.groupSize, 4);

    // TRL's online DPO script names the trainer; its reward model scores the pairs on the GPU.
    const auto online = importTrainingConfig(kData + "trl-online-dpo.sh", presetsOnly());
    ASSERT_TRUE(online.ok()) << online.error().field << " " << online.error().detail;
    EXPECT_EQ(online->stack, Stack::Trl);
    EXPECT_EQ(value(*online, JobField::Objective), "online_dpo");
    EXPECT_EQ(online->job.setup.objective.objective, Objective::OnlineDpo);
    EXPECT_TRUE(online->job.setup.objective.rewardModel);
    EXPECT_EQ(online->job.setup.objective.completionLen, 256); // max_new_tokens
    EXPECT_EQ(online->job.setup.microBatch, 8);
    EXPECT_EQ(online->job.setup.gradAccumulation, 16);
    EXPECT_EQ(value(*online, JobField::NumGpus), "4");
    // GRPO with rule rewards (no reward model named) keeps none on the GPU.
    EXPECT_FALSE(rloo->job.setup.objective.rewardModel);
}

TEST(ConfigImport, TorchtuneComponentsAndInterpolation)
{
    const auto tree = import::parseYamlTree("a: x\nb: ${a}/y\n", "t.yaml");
    ASSERT_TRUE(tree.ok());
    EXPECT_EQ(tree->find("b")->value, "x/y");
    const auto r = importTrainingConfig(kData + "torchtune-lora.yaml", presetsOnly());
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->stack, Stack::Torchtune);
    EXPECT_EQ(value(*r, JobField::Model), "meta-llama/Llama-3.2-1B");
    EXPECT_EQ(value(*r, JobField::Method), "lora");
    EXPECT_EQ(value(*r, JobField::LoraTargets), "q;v;o;gate;up;down");
    EXPECT_EQ(value(*r, JobField::NumGpus), "1");
    EXPECT_EQ(value(*r, JobField::Precision), "bf16");
    EXPECT_EQ(value(*r, JobField::SeqLen), "1024");
}

TEST(ConfigImport, UnknownModelKeepsTheRest)
{
    ImportOptions o = presetsOnly();
    o.base.model.name = "kept";
    const auto r = importTrainingConfig(kData + "axolotl-unknown-model.yml", o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->modelSource, ModelSource::NotFound);
    EXPECT_EQ(r->modelName.value_or(""), "example-org/never-published-13b");
    EXPECT_EQ(r->job.model.name, "kept");
    EXPECT_EQ(r->job.setup.adapter.rank, 64);
}

TEST(ConfigImport, ModelFromTheHuggingFaceCacheWithSafetensorsHeader)
{
    QTemporaryDir hub;
    ASSERT_TRUE(hub.isValid());
    const QString snapshot = hub.filePath(QStringLiteral("models--tunefit-test--tiny-llama/snapshots/abc123"));
    ASSERT_TRUE(QDir().mkpath(snapshot));
    QFile config(snapshot + QStringLiteral("/config.json"));
    ASSERT_TRUE(config.open(QIODevice::WriteOnly));
    config.write(R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 256,
        "intermediate_size": 512, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
        "vocab_size": 1000, "tie_word_embeddings": false, "torch_dtype": "bfloat16"})");
    config.close();
    // Header only: 1000 x 256 + 1000 x 256 BF16 and 256 F32 = 512,256 parameters; no tensor data follows.
    const QByteArray header =
        R"({"model.embed_tokens.weight": {"dtype": "BF16", "shape": [1000, 256], "data_offsets": [0, 512000]},
        "lm_head.weight": {"dtype": "BF16", "shape": [1000, 256], "data_offsets": [512000, 1024000]},
        "model.norm.weight": {"dtype": "F32", "shape": [256], "data_offsets": [1024000, 1025024]},
        "__metadata__": {"format": "pt"}})";
    QFile weights(snapshot + QStringLiteral("/model.safetensors"));
    ASSERT_TRUE(weights.open(QIODevice::WriteOnly));
    QByteArray length(8, 0);
    for (int i = 0; i < 8; ++i)
        length[i] = char((uint64_t(header.size()) >> (8 * i)) & 0xff);
    weights.write(length + header);
    weights.close();

    ImportOptions o;
    o.models.hubCache = hub.path().toStdString();
    o.models.useEnvironment = false;
    const auto r = importTrainingConfig(kData + "hf-cache-model.yaml", o);
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->modelSource, ModelSource::HfCache);
    EXPECT_EQ(r->job.model.hidden, 256);
    EXPECT_EQ(r->job.model.layers, 2);
    ASSERT_TRUE(r->safetensorsParams.has_value());
    EXPECT_EQ(*r->safetensorsParams, 512256);
    EXPECT_EQ(r->safetensorsDType, "BF16");
    EXPECT_EQ(import::cachedModels(o.models), std::vector<std::string>{"tunefit-test/tiny-llama"});
}

TEST(ConfigImport, BadInputIsRefusedWithFileLineAndKey)
{
    const auto missing = importTrainingConfig(kData + "axolotl-missing-include.yaml", presetsOnly());
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::CannotOpen);
    EXPECT_NE(missing.error().field.find("axolotl-missing-include.yaml:5: deepspeed"), std::string::npos)
        << missing.error().field;

    const auto range = importTrainingConfig(kData + "axolotl-out-of-range.yaml", presetsOnly());
    ASSERT_FALSE(range.ok());
    EXPECT_EQ(range.error().code, ErrorCode::OutOfRange);
    EXPECT_NE(range.error().field.find(":4: micro_batch_size"), std::string::npos) << range.error().field;
    ASSERT_TRUE(range.error().allowed.has_value());
    EXPECT_EQ(range.error().allowed->min, 1);

    const auto notConfig = importTrainingConfig(kData + "not-a-config.yaml", presetsOnly());
    ASSERT_FALSE(notConfig.ok());
    EXPECT_EQ(notConfig.error().code, ErrorCode::WrongFormat);

    const auto malformed = importTrainingConfig(kData + "malformed.yaml", presetsOnly());
    ASSERT_FALSE(malformed.ok());
    EXPECT_EQ(malformed.error().code, ErrorCode::MalformedYaml);

    const auto absent = importTrainingConfig(kData + "no-such-file.yaml", presetsOnly());
    ASSERT_FALSE(absent.ok());
    EXPECT_EQ(absent.error().code, ErrorCode::CannotOpen);

    const std::string huge(5u << 20, 'a');
    const auto large = importTrainingConfigText(huge, "huge.yaml", presetsOnly());
    ASSERT_FALSE(large.ok());
    EXPECT_EQ(large.error().code, ErrorCode::FileTooLarge);

    const std::string deep = "a: " + std::string(10000, '[');
    const auto nested = importTrainingConfigText(deep, "deep.yaml", presetsOnly());
    ASSERT_FALSE(nested.ok());

    // YAML aliases that would expand exponentially are cut off, not expanded.
    std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
    for (char c = 'b'; c <= 'j'; ++c)
        bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) +
                ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + "]\n";
    bomb += "base_model: x\n";
    EXPECT_FALSE(importTrainingConfigText(bomb, "bomb.yaml", presetsOnly()).ok());
}

// Issue 35: a config from the internet names a file to include. The importer reads it only where the stack would
// (the config's folder and those above it up to the chosen root), only plain files, only of the expected kind, and
// never echoes a value of a key it does not use.
class IncludeAttack : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    std::string home() const { return dir.filePath(QStringLiteral("home")).toStdString(); }

    void write(const QString& relative, const QByteArray& text)
    {
        const QString path = dir.filePath(relative);
        ASSERT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    /// An axolotl config in home/Downloads naming `include` as its DeepSpeed file.
    std::string config(const std::string& include)
    {
        write(QStringLiteral("home/Downloads/evil.yml"),
              QByteArray("base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nmicro_batch_size: 1\n"
                         "sequence_len: 1024\ndeepspeed: ") +
                  QByteArray::fromStdString(include) + "\n");
        return dir.filePath(QStringLiteral("home/Downloads/evil.yml")).toStdString();
    }
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        write(QStringLiteral("home/.config/gh/hosts.yml"),
              "github.com:\n  user: someone\n  oauth_token: gho_SECRET_TOKEN_1234\n");
    }
};

/// No part of an error names the secret.
void expectNoSecret(const Error& e)
{
    EXPECT_EQ(e.field.find("gho_SECRET"), std::string::npos) << e.field;
    EXPECT_EQ(e.detail.find("gho_SECRET"), std::string::npos) << e.detail;
}

TEST_F(IncludeAttack, AFileAboveTheConfigsFolderIsNotRead)
{
    // The attack of the issue: `deepspeed: .config/gh/hosts.yml` from ~/Downloads found ~/.config/gh/hosts.yml.
    const auto r = importTrainingConfig(config(".config/gh/hosts.yml"), presetsOnly());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::CannotOpen);
    expectNoSecret(r.error());
    // `..` and absolute names leave the folder: refused, whether or not the file exists.
    for (const std::string& name : {std::string("../.config/gh/hosts.yml"), std::string("../../../../../etc/passwd"),
                                    dir.filePath(QStringLiteral("home/.config/gh/hosts.yml")).toStdString(),
                                    std::string("/etc/passwd"), std::string("/no/such/file.json")}) {
        const auto refused = importTrainingConfig(config(name), presetsOnly());
        ASSERT_FALSE(refused.ok()) << name;
        EXPECT_EQ(refused.error().code, ErrorCode::IncludeRefused) << name;
        expectNoSecret(refused.error());
    }
}

TEST_F(IncludeAttack, KernelFilesDevicesFifosAndLinksOutAreRefused)
{
    ImportOptions wide = presetsOnly();
    wide.root = "/"; // even a user who lets the import read everything gets no kernel or device file
    for (const char* name : {"/proc/self/status", "/dev/zero", "/proc/cpuinfo"}) {
        const auto r = importTrainingConfig(config(name), wide);
        ASSERT_FALSE(r.ok()) << name;
        EXPECT_EQ(r.error().code, ErrorCode::IncludeRefused) << name;
    }
    // A FIFO would block the import forever: refused without being opened.
    ASSERT_EQ(::mkfifo(dir.filePath(QStringLiteral("home/Downloads/ds.json")).toLocal8Bit().constData(), 0600), 0);
    const auto fifo = importTrainingConfig(config("ds.json"), presetsOnly());
    ASSERT_FALSE(fifo.ok());
    EXPECT_EQ(fifo.error().code, ErrorCode::IncludeRefused);
    // A link inside the folder to a file outside it is outside.
    ASSERT_TRUE(QFile::link(dir.filePath(QStringLiteral("home/.config/gh/hosts.yml")),
                            dir.filePath(QStringLiteral("home/Downloads/link.json"))));
    const auto link = importTrainingConfig(config("link.json"), presetsOnly());
    ASSERT_FALSE(link.ok());
    EXPECT_EQ(link.error().code, ErrorCode::IncludeRefused);
    expectNoSecret(link.error());
}

TEST_F(IncludeAttack, AnIncludedFileOfAnotherKindIsRefusedByKind)
{
    // With the home folder as the root the token file is found, but it is no DeepSpeed JSON: refused as such.
    ImportOptions o = presetsOnly();
    o.root = home();
    const auto r = importTrainingConfig(config(".config/gh/hosts.yml"), o);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::WrongFormat);
    EXPECT_EQ(r.error().detail, "not_deepspeed_config");
    expectNoSecret(r.error());
    // A JSON object without DeepSpeed's keys is no DeepSpeed config either.
    write(QStringLiteral("home/Downloads/other.json"), R"({"token": "gho_SECRET_TOKEN_1234"})");
    const auto json = importTrainingConfig(config("other.json"), o);
    ASSERT_FALSE(json.ok());
    EXPECT_EQ(json.error().code, ErrorCode::WrongFormat);
}

TEST_F(IncludeAttack, AStackDeepSpeedFileAboveTheConfigIsReadInsideTheRoot)
{
    // axolotl's examples name deepspeed_configs/ from the repository root: found when the root is the repository.
    write(QStringLiteral("home/repo/deepspeed_configs/zero3.json"),
          R"({"zero_optimization": {"stage": 3}, "train_micro_batch_size_per_gpu": "auto"})");
    write(QStringLiteral("home/repo/examples/llama/qlora.yml"),
          "base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nmicro_batch_size: 1\nsequence_len: 1024\n"
          "deepspeed: deepspeed_configs/zero3.json\n");
    const std::string file = dir.filePath(QStringLiteral("home/repo/examples/llama/qlora.yml")).toStdString();
    ImportOptions o = presetsOnly();
    o.root = dir.filePath(QStringLiteral("home/repo")).toStdString();
    const auto r = importTrainingConfig(file, o);
    ASSERT_TRUE(r.ok()) << r.error().code << " " << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::Sharding), "zero3");
    // Without the root, the config's own folder is the limit: not found.
    const auto narrow = importTrainingConfig(file, presetsOnly());
    ASSERT_FALSE(narrow.ok());
    EXPECT_EQ(narrow.error().code, ErrorCode::CannotOpen);
}

TEST(ConfigImport, UnusedKeysAreNamedWithoutTheirValues)
{
    const std::string text = "base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nmicro_batch_size: 1\n"
                             "sequence_len: 1024\nwandb_api_key: hunter2-secret\nfp8: hunter2-fp8\n"
                             "flash_attention: hunter2-attention\nlora_target_modules: [q_proj, hunter2_proj]\n";
    const auto r = importTrainingConfigText(text, "/nonexistent/config.yml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    ASSERT_FALSE(r->unused.empty());
    bool named = false;
    for (const UnusedKey& u : r->unused) {
        EXPECT_EQ(u.detail.find("hunter2"), std::string::npos) << u.key << ": " << u.detail;
        named = named || u.key == "wandb_api_key";
    }
    EXPECT_TRUE(named);
}

TEST(ConfigImport, ASelfMergingYamlIsRefusedAsALoopNotAsTooManyKeys)
{
    const std::string text = "base: &b\n  micro_batch_size: 1\n  <<: *b\n";
    const auto tree = import::parseYamlTree(text, "self.yaml");
    ASSERT_FALSE(tree.ok());
    EXPECT_EQ(tree.error().code, ErrorCode::MalformedYaml);
    EXPECT_EQ(tree.error().detail.find("20000"), std::string::npos) << tree.error().detail;
}

TEST(ConfigImport, OpenRlhfHeredocLaunch)
{
    // deepspeed --module $training_commands, the command kept in a heredoc variable.
    const auto r = importTrainingConfig(kData + "openrlhf-sft.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->stack, Stack::OpenRlhf);
    EXPECT_EQ(r->modelSource, ModelSource::Preset);
    EXPECT_EQ(value(*r, JobField::Objective), "sft");
    EXPECT_EQ(value(*r, JobField::Method), "lora"); // lora_rank > 0
    EXPECT_EQ(value(*r, JobField::LoraRank), "16");
    EXPECT_EQ(value(*r, JobField::LoraTargets), "all_linear");
    EXPECT_EQ(value(*r, JobField::MicroBatch), "4");
    EXPECT_EQ(value(*r, JobField::SeqLen), "8192");
    EXPECT_EQ(value(*r, JobField::Sharding), "zero3");
    EXPECT_EQ(value(*r, JobField::Precision), "amp_bf16"); // DeepSpeed's bf16 engine keeps fp32 masters
    EXPECT_EQ(value(*r, JobField::Packing), "true");
    EXPECT_EQ(value(*r, JobField::GradCkpt), "full");
    EXPECT_EQ(value(*r, JobField::Attention), "flash"); // OpenRLHF's default flash_attention_2
    EXPECT_EQ(value(*r, JobField::NumGpus), "4");       // deepspeed --num_gpus 4
    EXPECT_EQ(value(*r, JobField::SequenceParallel), "ring");
    EXPECT_EQ(value(*r, JobField::SpDegree), "2");
    EXPECT_EQ(r->field(JobField::SeqLen)->origin.key, "data.max_len");
    for (const UnusedKey& u : r->unused) {
        if (u.key == "adam.lr") {
            EXPECT_EQ(u.reason, UnusedReason::NoEffect) << "the learning rate is not 'not modelled'";
        }
    }

    const auto ray = importTrainingConfig(kData + "openrlhf-grpo.sh", presetsOnly());
    ASSERT_TRUE(ray.ok()) << ray.error().field << " " << ray.error().detail;
    EXPECT_EQ(ray->stack, Stack::OpenRlhf);
    EXPECT_EQ(value(*ray, JobField::Objective), "grpo"); // group_norm over the script's PPO
    EXPECT_EQ(value(*ray, JobField::Method), "full");
    EXPECT_EQ(value(*ray, JobField::NumGpus), "8");
    EXPECT_EQ(value(*ray, JobField::Sharding), "zero3");
    EXPECT_EQ(ray->job.setup.objective.groupSize, 8);

    const auto rloo = importTrainingConfig(kData + "openrlhf-rloo.sh", presetsOnly());
    ASSERT_TRUE(rloo.ok()) << rloo.error().field << " " << rloo.error().detail;
    EXPECT_EQ(value(*rloo, JobField::Objective), "rloo"); // the rloo estimator over the script's PPO
    EXPECT_EQ(rloo->job.setup.objective.objective, Objective::Rloo);
    EXPECT_EQ(rloo->job.setup.objective.groupSize, 4);
}

TEST(ConfigImport, MemoryMechanismsOfEachStack)
{
    const auto axolotl = importTrainingConfig(kData + "axolotl-long-context.yaml", presetsOnly());
    ASSERT_TRUE(axolotl.ok()) << axolotl.error().field << " " << axolotl.error().detail;
    EXPECT_TRUE(axolotl->job.setup.tiledMlp);
    EXPECT_EQ(axolotl->job.setup.loss, LossImpl::Chunked);
    EXPECT_EQ(axolotl->job.setup.optimizer, Optimizer::PagedAdamW8bit);
    EXPECT_EQ(axolotl->job.parallel.sequenceParallel, SequenceParallel::Ring); // axolotl splits with ring-flash-attn
    EXPECT_EQ(axolotl->job.parallel.sequenceParallelDegree, 4);
    // No GPU count in the file: at least the degree, and the launch decides.
    EXPECT_EQ(axolotl->job.parallel.gpus, 4);
    EXPECT_EQ(axolotl->field(JobField::NumGpus)->origin.key, "sequence_parallel_degree");
    bool leftOpen = false;
    for (const RuntimeValue& r : axolotl->leftToRuntime)
        leftOpen = leftOpen || r.key == "num_gpus";
    EXPECT_TRUE(leftOpen);

    const auto swift = importTrainingConfig(kData + "swift-sequence-parallel.sh", presetsOnly());
    ASSERT_TRUE(swift.ok()) << swift.error().field << " " << swift.error().detail;
    EXPECT_EQ(swift->job.parallel.sequenceParallel, SequenceParallel::Ulysses);
    EXPECT_EQ(swift->job.parallel.sequenceParallelDegree, 4);
    EXPECT_EQ(swift->job.parallel.gpus, 8); // NPROC_PER_NODE, not the degree
    EXPECT_EQ(swift->job.setup.loss, LossImpl::Fused);

    const auto tt = importTrainingConfig(kData + "torchtune-in-backward.yaml", presetsOnly());
    ASSERT_TRUE(tt.ok()) << tt.error().field << " " << tt.error().detail;
    EXPECT_TRUE(tt->job.setup.optimizerInBackward);
    EXPECT_EQ(tt->job.setup.optimizer, Optimizer::PagedAdamW8bit);
    EXPECT_EQ(tt->job.setup.checkpointing, Checkpointing::Offload); // activation offloading
    EXPECT_EQ(tt->job.setup.loss, LossImpl::Chunked);
    EXPECT_EQ(tt->field(JobField::OptimizerInBackward)->origin.key, "optimizer_in_bwd");
    EXPECT_EQ(tt->field(JobField::OptimizerInBackward)->origin.line, 14);
}

TEST(ConfigImport, UnslothNotebooksAreRefusedClearly)
{
    // Settings in Python code are no config: refused as such, nothing applied.
    const auto r = importTrainingConfig(kData + "unsloth-notebook.py", presetsOnly());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::WrongFormat);
    EXPECT_EQ(r.error().detail, "python_program"); // a key the error wording says in words (ErrorWording.cpp)
}

TEST(ConfigImport, AHeredocVariableUsedOverAndOverIsBounded)
{
    // 1,000 words in the variable, used 390 times on one line: refused, not multiplied out to 390,000 words.
    std::string text = "read -r -d '' cmd <<EOF\nopenrlhf.cli.train_sft";
    for (int i = 0; i < 1000; ++i)
        text += " --w" + std::to_string(i);
    text += "\nEOF\ndeepspeed --module";
    for (int i = 0; i < 390; ++i)
        text += " $cmd";
    text += "\n";
    const auto r = importTrainingConfigText(text, "many.sh", presetsOnly());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::FileTooLarge);
}

TEST(ConfigImport, AHundredMegabyteFileIsRefusedBeforeItIsRead)
{
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("big.yaml")));
    ASSERT_TRUE(big.open(QIODevice::WriteOnly));
    ASSERT_TRUE(big.write("base_model: x\n") > 0);
    ASSERT_TRUE(big.resize(100ll << 20)); // sparse: no 100 MB written
    big.close();
    const auto r = importTrainingConfig(big.fileName().toStdString(), presetsOnly());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::FileTooLarge);
    EXPECT_NE(r.error().field.find("big.yaml"), std::string::npos);
}

TEST(ConfigImport, SniffsTheContentNotTheExtension)
{
    EXPECT_EQ(sniffStack("{\"zero_optimization\": {\"stage\": 3}}"), Stack::DeepSpeed);
    EXPECT_EQ(sniffStack("distributed_type: FSDP\nnum_processes: 8\n"), Stack::Accelerate);
    EXPECT_EQ(sniffStack("swift sft --model Qwen/Qwen2.5-7B --tuner_type lora\n"), Stack::MsSwift);
    EXPECT_EQ(sniffStack("trl dpo --model_name_or_path x --per_device_train_batch_size 2\n"), Stack::Trl);
    EXPECT_EQ(sniffStack("checkpoint_dir: checkpoints/a/b\nprecision: bf16-true\ntrain:\n  micro_batch_size: 1\n"),
              Stack::Litgpt);
    EXPECT_EQ(sniffStack("python3 -m openrlhf.cli.train_dpo --pretrain x --zero_stage 3\n"), Stack::OpenRlhf);
    EXPECT_EQ(sniffStack("name: shopping\n"), std::nullopt);
}

// Issue 15: Megatron back ends take Megatron-Core's argument names. Without a GPU count the layout's fewest GPUs
// stand in for it: TP 2 × PP 2 per replica, and EP 4 must divide TP × DP, so DP 2: 8 GPUs.
TEST(ConfigImport, LlamaFactoryMegatronLayout)
{
    const auto r = importTrainingConfig(kData + "llamafactory-megatron.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->stack, Stack::LlamaFactory);
    EXPECT_EQ(value(*r, JobField::TensorParallel), "2");
    EXPECT_EQ(value(*r, JobField::PipelineParallel), "2");
    EXPECT_EQ(value(*r, JobField::VirtualStages), "2");
    EXPECT_EQ(value(*r, JobField::ExpertParallel), "4");
    EXPECT_EQ(value(*r, JobField::MegatronSp), "false");
    EXPECT_EQ(value(*r, JobField::Sharding), "zero1"); // use_distributed_optimizer
    EXPECT_EQ(value(*r, JobField::NumGpus), "8");
    EXPECT_EQ(r->field(JobField::NumGpus)->origin.key, "tensor_model_parallel_size");
    EXPECT_EQ(value(*r, JobField::GradCkpt), "full");
    EXPECT_EQ(r->field(JobField::GradCkpt)->origin.key, "recompute_granularity");
    const ModelParallel& m = r->job.parallel.model;
    EXPECT_EQ(m.tensor, 2);
    EXPECT_EQ(m.pipeline, 2);
    EXPECT_EQ(m.virtualStages, 2);
    EXPECT_EQ(m.expert, 4);
    EXPECT_FALSE(m.sequenceParallel);
    EXPECT_EQ(r->job.parallel.gpus, 8);
}

// Megatron-SWIFT: `megatron sft` is ms-swift's; the count comes from the launch (8 per node × 2 nodes), context
// parallelism is a ring.
TEST(ConfigImport, MsSwiftMegatronLaunch)
{
    const auto r = importTrainingConfig(kData + "swift-megatron.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->stack, Stack::MsSwift);
    EXPECT_EQ(value(*r, JobField::Method), "lora");
    EXPECT_EQ(value(*r, JobField::MicroBatch), "1");
    EXPECT_EQ(value(*r, JobField::TensorParallel), "2");
    EXPECT_EQ(value(*r, JobField::ExpertParallel), "8");
    EXPECT_EQ(value(*r, JobField::SequenceParallel), "ring");
    EXPECT_EQ(value(*r, JobField::SpDegree), "2");
    EXPECT_EQ(value(*r, JobField::MegatronSp), "true");
    EXPECT_EQ(value(*r, JobField::NumGpus), "16"); // NPROC_PER_NODE × NNODES
    EXPECT_EQ(r->job.parallel.model.tensor, 2);
    EXPECT_EQ(r->job.parallel.model.expert, 8);
    EXPECT_TRUE(r->job.parallel.model.sequenceParallel);
}

// Issue 29: a config states at most a cap on the samples read; the importer reports it with its origin and leaves the
// dataset's tokens as the base job had them (the front end asks for the size).
TEST(ConfigImport, MaxSamplesIsReportedAsTheDatasetHint)
{
    ImportOptions options = presetsOnly();
    options.base.datasetTokens = 50e6;
    const auto r = importTrainingConfigText("model_name_or_path: meta-llama/Meta-Llama-3-8B\nstage: sft\n"
                                            "finetuning_type: lora\ncutoff_len: 1024\nmax_samples: 1500\n"
                                            "num_train_epochs: 3.0\n",
                                            "lf.yaml", options);
    ASSERT_TRUE(r.ok()) << r.error().field;
    ASSERT_TRUE(r->dataset.has_value());
    EXPECT_EQ(r->dataset->maxSamples, 1500);
    EXPECT_EQ(r->dataset->origin.key, "max_samples");
    EXPECT_EQ(r->dataset->origin.line, 5);
    EXPECT_EQ(r->job.setup.seqLen, 1024);
    EXPECT_EQ(r->job.epochs, 3);
    EXPECT_EQ(r->job.datasetTokens, 50e6) << "the size stays the base's until the user gives it";

    // No hint where the file has none or a cap that is no whole positive count.
    const auto none =
        importTrainingConfigText("base_model: meta-llama/Llama-3.1-8B\nadapter: lora\n", "a.yaml", presetsOnly());
    ASSERT_TRUE(none.ok());
    EXPECT_FALSE(none->dataset.has_value());
    const auto fraction = importTrainingConfigText(
        "model_name_or_path: meta-llama/Meta-Llama-3-8B\nstage: sft\nfinetuning_type: lora\nmax_samples: 0.5\n",
        "lf.yaml", presetsOnly());
    ASSERT_TRUE(fraction.ok());
    EXPECT_FALSE(fraction->dataset.has_value());
}

} // namespace
} // namespace tunefit

namespace tunefit {
namespace {

// Issue 32: the FP8/FP4 recipe a config names. Megatron-SWIFT spells Megatron-Core's --fp8-recipe (mxfp8 is
// Transformer Engine's MXFP8) and --fp8-param-gather.
TEST(ConfigImport, MegatronFp8Recipe)
{
    const auto r = importTrainingConfig(kData + "swift-megatron-fp8.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::LowPrecision), "te_mxfp8");
    EXPECT_EQ(r->field(JobField::LowPrecision)->origin.key, "fp8_recipe");
    EXPECT_EQ(value(*r, JobField::PrecisionParamGather), "true");
    EXPECT_EQ(r->job.setup.lowPrecision.recipe, LowPrecisionRecipe::TeMxfp8);
    EXPECT_TRUE(r->job.setup.lowPrecision.paramGather);
}

// NVFP4 is on by its format (--fp4_format; the recipe defaults to nvfp4 and alone turns nothing on), and the
// blocks kept in BF16 come through ms-swift's --megatron_extra_kwargs: the end's count as written, the start's
// Megatron-Core's default of 1 (TransformerConfig.num_layers_at_start_in_bf16).
TEST(ConfigImport, SwiftMegatronNvfp4KeepsItsBf16Blocks)
{
    const auto r = importTrainingConfig(kData + "swift-megatron-nvfp4.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->job.setup.lowPrecision.recipe, LowPrecisionRecipe::TeNvfp4);
    EXPECT_EQ(r->field(JobField::LowPrecision)->origin.key, "fp4_format");
    EXPECT_EQ(r->job.setup.lowPrecision.sixteenBitBlocksAtEnd, 4);
    EXPECT_EQ(r->field(JobField::SixteenBitBlocksAtEnd)->origin.key, "num_layers_at_end_in_bf16");
    EXPECT_EQ(r->job.setup.lowPrecision.sixteenBitBlocksAtStart, 1);
    EXPECT_TRUE(r->field(JobField::SixteenBitBlocksAtStart)->origin.stackDefault);
}

// A recipe without its format turns nothing on: ms-swift's and Megatron's recipes have defaults (delayed, nvfp4)
// that every BF16 run carries.
TEST(ConfigImport, MegatronRecipeWithoutFormatIsNotFp8)
{
    const auto r = importTrainingConfigText(
        "megatron sft --model Qwen/Qwen2.5-7B --train_type full --fp8_recipe blockwise --fp4_recipe nvfp4\n",
        "recipe-only.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->job.setup.lowPrecision.recipe, LowPrecisionRecipe::None);
}

// torchtune's enable_fp8_training runs torchao's Float8 linears: the named recipe as written; without a name,
// tensorwise with FSDP's float8 all-gather (training.convert_to_float8_training); an unmodelled name is refused at its
// key, never read as 16 bits.
TEST(ConfigImport, TorchtuneFp8IsTorchao)
{
    const auto r = importTrainingConfig(kData + "torchtune-fp8.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(r->job.setup.lowPrecision.recipe, LowPrecisionRecipe::TorchaoFp8Rowwise);
    EXPECT_EQ(r->field(JobField::LowPrecision)->origin.key, "fp8_recipe_name");
    EXPECT_FALSE(r->job.setup.lowPrecision.paramGather);

    std::string text = "model:\n  _component_: torchtune.models.llama3_1.llama3_1_8b\nbatch_size: 2\n"
                       "dtype: bf16\nenable_fp8_training: True\n";
    const auto unnamed = importTrainingConfigText(text, "unnamed.yaml", presetsOnly());
    ASSERT_TRUE(unnamed.ok()) << unnamed.error().field;
    EXPECT_EQ(unnamed->job.setup.lowPrecision.recipe, LowPrecisionRecipe::TorchaoFp8Tensorwise);
    EXPECT_TRUE(unnamed->job.setup.lowPrecision.paramGather);
    EXPECT_TRUE(unnamed->field(JobField::PrecisionParamGather)->origin.stackDefault);

    text += "fp8_recipe_name: rowwise_with_gw_hp\n";
    const auto other = importTrainingConfigText(text, "other.yaml", presetsOnly());
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.error().detail, "rowwise_with_gw_hp");
}

// axolotl's fp8 runs torchao's Float8 linears; its all-gather switch gathers FSDP2's parameters in float8.
TEST(ConfigImport, AxolotlFp8IsTorchao)
{
    const auto r = importTrainingConfig(kData + "axolotl-fp8.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::LowPrecision), "torchao_fp8_tensorwise");
    EXPECT_EQ(r->field(JobField::LowPrecision)->origin.key, "fp8");
    EXPECT_TRUE(r->job.setup.lowPrecision.paramGather);
}

// accelerate's mixed_precision fp8 with the TE back end: Transformer Engine's delayed scaling (accelerate's
// FP8RecipeKwargs build a DelayedScaling recipe), the rest under bf16 autocast.
TEST(ConfigImport, AccelerateFp8WithTransformerEngine)
{
    const auto r = importTrainingConfig(kData + "accelerate-te-fp8.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::LowPrecision), "te_fp8_delayed");
    EXPECT_EQ(value(*r, JobField::Precision), "amp_bf16");
    EXPECT_EQ(r->job.parallel.gpus, 8);
}

// LLaMA-Factory's own FP8 example (shared train-configs): fp8 with fp8_backend torchao, no float8 all-gather (it runs
// under DeepSpeed).
TEST(ConfigImport, LlamaFactoryFp8Example)
{
    const std::filesystem::path root =
        std::filesystem::path(TUNEFIT_SOURCE_DIR) / ".." / "shared" / "train-configs" / "hiyouga__LLaMA-Factory";
    const std::string file = (root / "examples/extras/fp8/llama3_fp8_deepspeed_sft.yaml").string();
    if (!std::filesystem::exists(file))
        GTEST_SKIP() << "shared train-configs absent";
    ImportOptions options = presetsOnly();
    options.root = root.string(); // its DeepSpeed file is named from the repository root, where the launcher runs
    const auto r = importTrainingConfig(file, options);
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::LowPrecision), "torchao_fp8_tensorwise");
    EXPECT_EQ(r->field(JobField::LowPrecision)->origin.key, "fp8_backend");
    EXPECT_FALSE(r->job.setup.lowPrecision.paramGather);
}

// Issue 32: HF's adamw_torch_4bit is torchao's 4-bit AdamW, not bitsandbytes (the importer once read adamw_torch_8bit
// as bitsandbytes' adamw_8bit).
TEST(ConfigImport, HfTorchaoOptimizerNamesAreTorchao)
{
    const auto r = importTrainingConfig(kData + "axolotl-torchao-4bit.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::Optimizer), "torchao_adamw_4bit");
    EXPECT_EQ(r->job.setup.optimizer, Optimizer::TorchaoAdamW4bit);
    const auto eight = importTrainingConfigText(
        "model_name_or_path: meta-llama/Meta-Llama-3-8B\nstage: sft\nfinetuning_type: full\noptim: adamw_torch_8bit\n",
        "lf.yaml", presetsOnly());
    ASSERT_TRUE(eight.ok());
    EXPECT_EQ(eight->job.setup.optimizer, Optimizer::TorchaoAdamW8bit);
}

// torchtune names torchao's optimizers by their class path, the prototype one included.
TEST(ConfigImport, TorchtuneTorchaoComponent)
{
    const auto r = importTrainingConfig(kData + "torchtune-torchao-fp8-adamw.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::Optimizer), "torchao_adamw_fp8");
    EXPECT_EQ(r->field(JobField::Optimizer)->origin.key, "optimizer._component_");
}

// Megatron-SWIFT's precision-aware optimizer with both moments in FP8 is Transformer Engine's FP8 state type.
TEST(ConfigImport, MegatronPrecisionAwareOptimizerFp8States)
{
    const auto r = importTrainingConfig(kData + "swift-megatron-fp8-states.sh", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::OptimizerState), "fp8");
    EXPECT_EQ(r->field(JobField::OptimizerState)->origin.key, "exp_avg_dtype");
    EXPECT_EQ(r->job.setup.optimizerState, OptimizerStateDType::FP8);
}

// Moments of two types are not modelled: the import refuses them by name rather than dropping one.
TEST(ConfigImport, MegatronMomentsOfTwoTypesAreRefused)
{
    const auto r = importTrainingConfig(kData + "llamafactory-mcore-mixed-states.yaml", presetsOnly());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownValue);
    EXPECT_NE(r.error().field.find("exp_avg_sq_dtype"), std::string::npos) << r.error().field;
    EXPECT_EQ(r.error().detail, "bf16/fp8");
}

} // namespace
} // namespace tunefit

namespace tunefit {
namespace {

// Issue 32, quantization-aware training: torchtune's QAT quantizer class with its groupsize (the qat_lora recipe's
// LoRA on q and v), and the legacy quantizers' default groups of 256 where the config names none.
TEST(ConfigImport, TorchtuneQatQuantizer)
{
    const auto lora = importTrainingConfig(kData + "torchtune-qat-lora.yaml", presetsOnly());
    ASSERT_TRUE(lora.ok()) << lora.error().field << " " << lora.error().detail;
    EXPECT_EQ(value(*lora, JobField::Qat), "int8_act_int4_weight");
    EXPECT_EQ(lora->field(JobField::Qat)->origin.key, "quantizer._component_");
    EXPECT_EQ(lora->job.setup.qat.scheme, QatScheme::Int8DynActInt4Weight);
    EXPECT_EQ(lora->job.setup.qat.groupSize, 32);
    EXPECT_EQ(lora->job.setup.method, Method::LoRA);

    const auto full = importTrainingConfig(kData + "torchtune-qat-full.yaml", presetsOnly());
    ASSERT_TRUE(full.ok()) << full.error().field << " " << full.error().detail;
    EXPECT_EQ(full->job.setup.qat.scheme, QatScheme::Int4WeightOnly);
    EXPECT_EQ(full->job.setup.qat.groupSize, 256); // Int4WeightOnlyQATQuantizer(groupsize=256)
    EXPECT_TRUE(full->field(JobField::QatGroupSize)->origin.stackDefault);
    EXPECT_EQ(full->job.setup.method, Method::Full);
}

// axolotl's qat block: float8 activations with int4 weights is torchao's Float8DynamicActivationInt4WeightConfig;
// the group size defaults to 32 (QATConfig.group_size).
TEST(ConfigImport, AxolotlQatBlock)
{
    const auto r = importTrainingConfig(kData + "axolotl-qat.yaml", presetsOnly());
    ASSERT_TRUE(r.ok()) << r.error().field << " " << r.error().detail;
    EXPECT_EQ(value(*r, JobField::Qat), "fp8_act_int4_weight");
    EXPECT_EQ(r->field(JobField::Qat)->origin.key, "qat.weight_dtype");
    EXPECT_EQ(r->job.setup.qat.groupSize, 32);
}

// A qat block axolotl itself refuses (int8 weights alone) is refused at the qat field, never imported as no QAT.
TEST(ConfigImport, AxolotlQatWithoutTorchaoConfigIsRefused)
{
    const auto r = importTrainingConfig(kData + "axolotl-qat-int8-weights.yaml", presetsOnly());
    ASSERT_FALSE(r.ok()) << "imported with QAT " << int(r->job.setup.qat.scheme);
    EXPECT_EQ(r.error().code, ErrorCode::UnknownValue);
    EXPECT_NE(r.error().field.find("qat.weight_dtype"), std::string::npos) << r.error().field;
}

} // namespace
} // namespace tunefit

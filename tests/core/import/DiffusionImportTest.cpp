// SPDX-License-Identifier: GPL-3.0-or-later
// Image and video training configs in (ai-toolkit, kohya sd-scripts, musubi-tuner, SimpleTuner, diffusers) and out.
// Every expectation was read off the sample file by hand (tests/data/diffusion/configs/README.md says which keys of
// which stack each sample uses).
#include "core/import/DiffusionImport.h"

#include "core/diffusion/DenoiserCount.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/import/TomlTree.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace tunefit;

namespace {

const std::string kConfigs = TUNEFIT_SOURCE_DIR "/tests/data/diffusion/configs/";

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

Result<DiffusionImport> importSample(const std::string& name)
{
    const std::string path = kConfigs + name;
    return diffusionJobFromConfig(readText(path), path, bundledDenoiserLibrary());
}

/// The import's line of that kind for that key, if any.
const DiffusionImportLine* lineOf(const DiffusionImport& r, DiffusionImportKind kind, std::string_view key)
{
    const auto it = std::find_if(r.lines.begin(), r.lines.end(),
                                 [&](const DiffusionImportLine& l) { return l.kind == kind && l.key == key; });
    return it == r.lines.end() ? nullptr : &*it;
}

bool hasNote(const DiffusionImport& r, DiffusionImportNote note)
{
    return std::any_of(r.lines.begin(), r.lines.end(), [&](const DiffusionImportLine& l) { return l.note == note; });
}

constexpr auto kRead = DiffusionImportKind::Read;
constexpr auto kDefault = DiffusionImportKind::StackDefault;
constexpr auto kNotModelled = DiffusionImportKind::NotModelled;

std::string describe(const Result<DiffusionImport>& r)
{
    if (r)
        return "ok";
    return std::string(errorCodeKey(r.error().code)) + " " + r.error().field + ": " + r.error().detail;
}

} // namespace

TEST(DiffusionImport, AiToolkitFluxLora)
{
    const Result<DiffusionImport> r = importSample("aitoolkit_flux_lora.yaml");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->stack, "ai-toolkit");
    EXPECT_EQ(r->job.model.key, "flux.1-dev");
    EXPECT_EQ(s.method, DiffusionMethod::LoRA);
    EXPECT_EQ(s.rank, 16);
    EXPECT_EQ(s.width, 1024); // resolution: [512, 768, 1024]: the largest bucket
    EXPECT_EQ(s.height, 1024);
    EXPECT_EQ(s.frames, 1);
    EXPECT_EQ(s.batch, 1);
    EXPECT_EQ(s.gradAccumulation, 1);
    EXPECT_EQ(r->job.steps, 2000);
    EXPECT_EQ(s.precision, DenoiserPrecision::FP8);            // quantize: true, qtype qfloat8 by default
    EXPECT_EQ(s.textEncoderPrecision, DenoiserPrecision::FP8); // quantize_te defaults to quantize
    EXPECT_EQ(s.textEncoders, HelperPlacement::Gpu);           // no cache_text_embeddings / unload_text_encoder
    EXPECT_EQ(s.vae, HelperPlacement::Cached);                 // cache_latents_to_disk: true
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.blocksSwapped, 0);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::AdamW8bit);
    ASSERT_TRUE(lineOf(*r, kRead, "datasets.0.resolution"));
    EXPECT_EQ(lineOf(*r, kRead, "datasets.0.resolution")->note, DiffusionImportNote::LargestBucket);
    ASSERT_TRUE(lineOf(*r, kDefault, "model.qtype"));
    EXPECT_EQ(lineOf(*r, kDefault, "model.qtype")->value, "qfloat8");
}

TEST(DiffusionImport, AiToolkitWanLokrVideo)
{
    const Result<DiffusionImport> r = importSample("aitoolkit_wan21_lokr.yaml");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->job.model.key, "wan2.1-t2v-14b");
    EXPECT_EQ(s.method, DiffusionMethod::LoKr);
    EXPECT_EQ(s.lokrFactor, 4);
    EXPECT_EQ(s.rank, 32);
    EXPECT_EQ(s.width, 632);
    EXPECT_EQ(s.height, 632);
    EXPECT_EQ(s.frames, 41);
    EXPECT_EQ(s.gradAccumulation, 2); // gradient_accumulation (the newer spelling)
    EXPECT_EQ(r->job.steps, 3000);
    EXPECT_EQ(s.precision, DenoiserPrecision::FP8);
    EXPECT_EQ(s.textEncoderPrecision, DenoiserPrecision::BF16); // quantize_te: false, dtype bf16
    EXPECT_EQ(s.textEncoders, HelperPlacement::Cached);         // unload_text_encoder: true
    EXPECT_EQ(s.vae, HelperPlacement::Cached);                  // cache_latents: true
    EXPECT_TRUE(s.checkpointing);                               // not stated: ai-toolkit's default is true
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::AdamW);
    ASSERT_TRUE(lineOf(*r, kDefault, "train.gradient_checkpointing"));
    EXPECT_EQ(lineOf(*r, kDefault, "train.gradient_checkpointing")->value, "true");
    EXPECT_TRUE(lineOf(*r, kNotModelled, "model.low_vram"));
}

TEST(DiffusionImport, KohyaFluxCommandLine)
{
    const Result<DiffusionImport> r = importSample("kohya_flux_lora.sh");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->stack, "kohya sd-scripts");
    EXPECT_EQ(r->job.model.key, "flux.1-dev"); // a local file named as the model's alias "flux1-dev"
    EXPECT_EQ(s.method, DiffusionMethod::LoRA);
    EXPECT_EQ(s.rank, 16);
    EXPECT_EQ(s.width, 1024);
    EXPECT_EQ(s.height, 1024);
    EXPECT_EQ(s.batch, 1);
    EXPECT_EQ(s.gradAccumulation, 1);
    EXPECT_EQ(r->job.steps, 2000);
    EXPECT_EQ(s.precision, DenoiserPrecision::FP8);
    EXPECT_EQ(s.textEncoderPrecision, DenoiserPrecision::BF16);
    EXPECT_EQ(s.textEncoders, HelperPlacement::Cached);
    EXPECT_EQ(s.vae, HelperPlacement::Cached); // cache_latents_to_disk implies caching
    EXPECT_EQ(s.blocksSwapped, 18);
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::AdamW8bit);
    EXPECT_TRUE(hasNote(*r, DiffusionImportNote::ByFileName));
    EXPECT_TRUE(lineOf(*r, kNotModelled, "full_bf16"));
}

TEST(DiffusionImport, KohyaScriptNamesTheModelOfALocalFile)
{
    const Result<DiffusionImport> r = diffusionJobFromConfig(
        "accelerate launch sdxl_train_network.py --pretrained_model_name_or_path /models/my_merge_v3.safetensors "
        "--network_module networks.lora --resolution 896 --max_train_epochs 10\n",
        "x.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(r) << describe(r);
    EXPECT_EQ(r->job.model.key, "sdxl-base-1.0");
    ASSERT_TRUE(lineOf(*r, kRead, "pretrained_model_name_or_path"));
    EXPECT_EQ(lineOf(*r, kRead, "pretrained_model_name_or_path")->note, DiffusionImportNote::ScriptModel);
    EXPECT_EQ(lineOf(*r, kRead, "pretrained_model_name_or_path")->detail, "sdxl_train_network.py");
    EXPECT_EQ(r->job.setting.width, 896);
    EXPECT_EQ(r->job.setting.height, 896);
    EXPECT_EQ(r->job.setting.rank, 4); // network_dim unset: networks/lora.py's 4
    EXPECT_EQ(r->job.setting.textEncoders, HelperPlacement::Gpu);
    EXPECT_EQ(r->job.setting.precision, DenoiserPrecision::FP32); // mixed_precision "no"
    EXPECT_EQ(r->job.steps, 2000);                                // by epochs: Tunefit's
    ASSERT_TRUE(lineOf(*r, kDefault, "max_train_steps"));
    EXPECT_EQ(lineOf(*r, kDefault, "max_train_steps")->note, DiffusionImportNote::TunefitsValue);

    // musubi-tuner's FLUX.1 Kontext script: its model reads a reference image in the sequence, not FLUX.1-dev.
    const Result<DiffusionImport> kontext = diffusionJobFromConfig(
        "accelerate launch src/musubi_tuner/flux_kontext_train_network.py --dit /models/kontext-bf16.safetensors "
        "--network_module networks.lora_flux --network_dim 16\n",
        "x.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(kontext) << describe(kontext);
    EXPECT_EQ(kontext->job.model.key, "flux.1-kontext-dev");

    // Not a local file: a Hub id the library lacks is refused, not replaced by the script's model.
    const Result<DiffusionImport> hub = diffusionJobFromConfig(
        "accelerate launch sdxl_train_network.py --pretrained_model_name_or_path acme/sdxl-finetune\n", "x.sh",
        bundledDenoiserLibrary());
    ASSERT_FALSE(hub);
    EXPECT_EQ(hub.error().code, ErrorCode::UnknownPreset);
}

TEST(DiffusionImport, KohyaSdxlConfigFileToml)
{
    const Result<DiffusionImport> r = importSample("kohya_sdxl_lokr.toml");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->stack, "kohya sd-scripts");
    EXPECT_EQ(r->job.model.key, "sdxl-base-1.0");
    EXPECT_EQ(s.method, DiffusionMethod::LoKr);
    EXPECT_EQ(s.lokrFactor, 8);
    EXPECT_EQ(s.rank, 32);
    EXPECT_EQ(s.width, 1024);
    EXPECT_EQ(s.height, 768);
    EXPECT_EQ(s.batch, 4);
    EXPECT_EQ(s.gradAccumulation, 2);
    EXPECT_EQ(r->job.steps, 4000); // 4_000
    EXPECT_EQ(s.precision, DenoiserPrecision::FP16);
    EXPECT_EQ(s.textEncoderPrecision, DenoiserPrecision::FP16);
    EXPECT_EQ(s.textEncoders, HelperPlacement::Gpu);
    EXPECT_EQ(s.vae, HelperPlacement::Cached);
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::Prodigy);
    EXPECT_EQ(s.blocksSwapped, 0);
    EXPECT_TRUE(lineOf(*r, kDefault, "blocks_to_swap"));
}

TEST(DiffusionImport, MusubiWanCommandLineWithDatasetToml)
{
    const Result<DiffusionImport> r = importSample("musubi_wan_t2v.sh");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->stack, "musubi-tuner");
    EXPECT_EQ(r->job.model.key, "wan2.1-t2v-14b"); // --task t2v-14B
    EXPECT_EQ(s.method, DiffusionMethod::LoRA);
    EXPECT_EQ(s.rank, 32);
    EXPECT_EQ(s.width, 960); // [general] resolution = [960, 544]
    EXPECT_EQ(s.height, 544);
    EXPECT_EQ(s.frames, 45); // target_frames = [1, 25, 45]: the longest clip
    EXPECT_EQ(s.batch, 1);
    EXPECT_EQ(s.gradAccumulation, 1);
    EXPECT_EQ(r->job.steps, 2400);
    EXPECT_EQ(s.precision, DenoiserPrecision::FP8);
    EXPECT_EQ(s.textEncoderPrecision, DenoiserPrecision::BF16);
    EXPECT_EQ(s.textEncoders, HelperPlacement::Cached);
    EXPECT_EQ(s.vae, HelperPlacement::Cached);
    EXPECT_EQ(s.blocksSwapped, 20);
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::AdamW8bit);
    EXPECT_TRUE(hasNote(*r, DiffusionImportNote::LongestClip));
}

TEST(DiffusionImport, SimpleTunerFluxConfigJson)
{
    const Result<DiffusionImport> r = importSample("simpletuner_flux_lora.json");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->stack, "SimpleTuner");
    EXPECT_EQ(r->job.model.key, "flux.1-dev");
    EXPECT_EQ(s.method, DiffusionMethod::LoRA);
    EXPECT_EQ(s.rank, 32);
    EXPECT_EQ(s.batch, 2);
    EXPECT_EQ(s.gradAccumulation, 2);
    EXPECT_EQ(s.width, 1024);
    EXPECT_EQ(s.height, 1024);
    EXPECT_EQ(r->job.steps, 3000);
    EXPECT_EQ(s.precision, DenoiserPrecision::Int8);
    EXPECT_EQ(s.textEncoderPrecision, DenoiserPrecision::BF16);
    EXPECT_EQ(s.textEncoders, HelperPlacement::Cached);
    EXPECT_EQ(s.vae, HelperPlacement::Cached);
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::AdamW);
    // adamw_bf16 trains BF16 adapters; the file sets no dropout or targets: SimpleTuner's 0.1 and its attention
    // projections (flux_lora_target "all").
    EXPECT_TRUE(s.bf16Adapters);
    EXPECT_DOUBLE_EQ(s.loraDropout, 0.1);
    EXPECT_EQ(s.targets, LoraTargets::Attention);
    EXPECT_TRUE(lineOf(*r, kDefault, "lora_dropout"));
    EXPECT_TRUE(lineOf(*r, kDefault, "flux_lora_target"));
}

// optimi-lion is Lion on BF16 adapters; a set dropout and Flux's "all+ffs" targets are read as written.
TEST(DiffusionImport, SimpleTunerLionDropoutAndTargets)
{
    const std::string config = R"({"model_family": "flux", "model_flavour": "dev", "lora_rank": 8,
        "optimizer": "optimi-lion", "lora_dropout": 0.05, "flux_lora_target": "all+ffs"})";
    const Result<DiffusionImport> r = diffusionJobFromConfig(config, "config.json", bundledDenoiserLibrary());
    ASSERT_TRUE(r) << describe(r);
    EXPECT_EQ(r->job.setting.optimizer, DiffusionOptimizer::Lion);
    EXPECT_TRUE(r->job.setting.bf16Adapters);
    EXPECT_DOUBLE_EQ(r->job.setting.loraDropout, 0.05);
    EXPECT_EQ(r->job.setting.targets, LoraTargets::AllLinears);
    const Result<DiffusionImport> bnb =
        diffusionJobFromConfig(R"({"model_family": "flux", "model_flavour": "dev", "optimizer": "bnb-lion8bit-paged"})",
                               "config.json", bundledDenoiserLibrary());
    ASSERT_TRUE(bnb) << describe(bnb);
    EXPECT_EQ(bnb->job.setting.optimizer, DiffusionOptimizer::Lion8bit);
    EXPECT_FALSE(bnb->job.setting.bf16Adapters);
    const Result<DiffusionImport> bad =
        diffusionJobFromConfig(R"({"model_family": "flux", "model_flavour": "dev", "lora_dropout": "lots"})",
                               "config.json", bundledDenoiserLibrary());
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().field, "lora_dropout");
}

// The families' default flavours are published fine-tunes of library entries (SimpleTuner bc8e6ab: flux → krea,
// qwen_image → v2.0): the job runs as the base and names the model SimpleTuner loads.
TEST(DiffusionImport, SimpleTunerDefaultFlavoursRunAsTheirBase)
{
    const std::pair<const char*, const char*> cases[] = {
        {R"({"model_family": "flux"})", "black-forest-labs/FLUX.1-Krea-dev"},
        {R"({"model_family": "qwen_image"})", "Qwen/Qwen-Image-2512"}};
    const char* bases[] = {"flux.1-dev", "qwen-image"};
    for (size_t i = 0; i < std::size(cases); ++i) {
        const Result<DiffusionImport> r =
            diffusionJobFromConfig(cases[i].first, "config.json", bundledDenoiserLibrary());
        ASSERT_TRUE(r) << describe(r);
        EXPECT_EQ(r->job.model.key, bases[i]);
        EXPECT_EQ(r->job.modelGiven, cases[i].second);
    }
    // Written back, each stack loads the fine-tune, not its base.
    Result<DiffusionJob> krea = diffusionJobFor(bundledDenoiserLibrary(), "black-forest-labs/FLUX.1-Krea-dev");
    ASSERT_TRUE(krea);
    for (DiffusionStack stack : {DiffusionStack::AiToolkit, DiffusionStack::Kohya, DiffusionStack::SimpleTuner}) {
        const Result<std::string> text = exportDiffusionConfig(*krea, stack);
        ASSERT_TRUE(text) << int(stack);
        EXPECT_NE(text->find("black-forest-labs/FLUX.1-Krea-dev"), std::string::npos) << *text;
        EXPECT_EQ(text->find("black-forest-labs/FLUX.1-dev"), std::string::npos) << *text;
    }
    // Kontext is a library model of its own: it reads a reference image in its sequence.
    const Result<DiffusionImport> kontext = diffusionJobFromConfig(
        R"({"model_family": "flux", "model_flavour": "kontext"})", "config.json", bundledDenoiserLibrary());
    ASSERT_TRUE(kontext) << describe(kontext);
    EXPECT_EQ(kontext->job.model.key, "flux.1-kontext-dev");
    EXPECT_TRUE(kontext->job.modelGiven.empty());
    // The base named as itself carries no other name.
    const Result<DiffusionImport> dev = diffusionJobFromConfig(R"({"model_family": "flux", "model_flavour": "dev"})",
                                                               "config.json", bundledDenoiserLibrary());
    ASSERT_TRUE(dev) << describe(dev);
    EXPECT_TRUE(dev->job.modelGiven.empty());
}

// peft_lora_target_modules is PEFT's target_modules: a name matches by its dotted suffix. The image stream's four
// projections are image_attention, with the text stream's add_*_proj and to_add_out attention; any other linear makes
// it every linear. A list that names part of a set is read as the nearest set and listed as not modelled exactly.
TEST(DiffusionImport, SimpleTunerListedModulesReadAsTheirSet)
{
    const auto read = [](const char* modules) {
        const std::string config =
            std::string(R"({"model_family": "sd3", "peft_lora_target_modules": )") + modules + "}";
        const Result<DiffusionImport> r = diffusionJobFromConfig(config, "config.json", bundledDenoiserLibrary());
        EXPECT_TRUE(r) << describe(r);
        return r ? std::make_pair(r->job.setting.targets, !hasNote(*r, DiffusionImportNote::NearestTargets))
                 : std::make_pair(LoraTargets::AllLinears, false);
    };
    EXPECT_EQ(read(R"(["to_q", "to_k", "to_v", "to_out.0"])"), std::make_pair(LoraTargets::ImageAttention, true));
    EXPECT_EQ(read(R"(["attn.to_q", "attn.to_k", "attn.to_v", "attn.to_out.0", "attn.add_q_proj", "attn.add_k_proj",
                       "attn.add_v_proj", "attn.to_add_out"])"),
              std::make_pair(LoraTargets::Attention, true));
    EXPECT_EQ(read(R"(["to_q", "to_v"])"), std::make_pair(LoraTargets::ImageAttention, false));
    EXPECT_EQ(read(R"(["to_q", "to_k", "to_v", "to_out.0", "ff.net.2"])"),
              std::make_pair(LoraTargets::AllLinears, false));
    // "xto_q" is not a dotted suffix of to_q: another module.
    EXPECT_EQ(read(R"(["xto_q"])").first, LoraTargets::AllLinears);
}

TEST(DiffusionImport, SimpleTunerDefaultsAppliedAndListed)
{
    const Result<DiffusionImport> r = importSample("simpletuner_sd35_dashed.json");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->job.model.key, "sd3.5-large");
    // Not in the file: SimpleTuner's documented defaults (OPTIONS.md and its field registry).
    EXPECT_EQ(s.method, DiffusionMethod::LoRA);
    EXPECT_EQ(s.rank, 16);
    EXPECT_EQ(s.batch, 4);
    EXPECT_EQ(s.gradAccumulation, 1);
    EXPECT_EQ(s.width, 1024);
    EXPECT_EQ(s.precision, DenoiserPrecision::BF16);
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::AdamW8bit); // --optimizer bnb-adamw8bit
    for (const char* key : {"model_type", "lora_rank", "train_batch_size", "gradient_accumulation_steps", "resolution",
                            "base_model_precision", "gradient_checkpointing", "max_train_steps"})
        EXPECT_TRUE(lineOf(*r, kDefault, key)) << key;
}

TEST(DiffusionImport, DiffusersDreamboothFlux)
{
    const Result<DiffusionImport> r = importSample("diffusers_flux_dreambooth.sh");
    ASSERT_TRUE(r) << describe(r);
    const DiffusionSetting& s = r->job.setting;
    EXPECT_EQ(r->stack, "diffusers");
    EXPECT_EQ(r->job.model.key, "flux.1-dev");
    EXPECT_EQ(s.method, DiffusionMethod::LoRA);
    EXPECT_EQ(s.rank, 8);
    EXPECT_EQ(s.width, 512);
    EXPECT_EQ(s.batch, 1);
    EXPECT_EQ(s.gradAccumulation, 4);
    EXPECT_EQ(r->job.steps, 500);
    EXPECT_EQ(s.precision, DenoiserPrecision::BF16);
    EXPECT_EQ(s.textEncoders, HelperPlacement::Offloaded); // --offload
    EXPECT_EQ(s.vae, HelperPlacement::Cached);             // --cache_latents wins over --offload for the VAE
    EXPECT_TRUE(s.checkpointing);
    EXPECT_EQ(s.optimizer, DiffusionOptimizer::Prodigy);
}

// The prompt's padded length as each stack spells it: diffusers' --max_sequence_length and kohya's
// --t5xxl_max_token_length are T5's, and SD3 reads CLIP's 77 tokens ahead of them (333 = 77 + 256 at kohya's default).
TEST(DiffusionImport, PromptLengthAsTheStacksSpellIt)
{
    const char* diffusers = "accelerate launch train_dreambooth_lora_flux.py "
                            "--pretrained_model_name_or_path=black-forest-labs/FLUX.1-dev --max_sequence_length=77\n";
    Result<DiffusionImport> r = diffusionJobFromConfig(diffusers, "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(r) << describe(r);
    EXPECT_EQ(r->job.setting.textTokens, 77);
    EXPECT_EQ(denoiserTokens(r->job.model, r->job.setting).text, 77);
    const char* kohya = "accelerate launch sd3_train_network.py --pretrained_model_name_or_path "
                        "stabilityai/stable-diffusion-3.5-medium --t5xxl_max_token_length 256\n";
    r = diffusionJobFromConfig(kohya, "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(r) << describe(r);
    EXPECT_EQ(r->job.setting.textTokens, 77 + 256);
    const char* sd3 = "accelerate launch train_dreambooth_lora_sd3.py --pretrained_model_name_or_path "
                      "stabilityai/stable-diffusion-3.5-medium\n"; // the script's T5 length, 77
    r = diffusionJobFromConfig(sd3, "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(r) << describe(r);
    EXPECT_EQ(r->job.setting.textTokens, 77 + 77);
    r = diffusionJobFromConfig(R"({"model_family": "sd3", "tokenizer_max_length": 9000})", "config.json",
                               bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().field, "tokenizer_max_length");
}

TEST(DiffusionImport, StackComesFromContentNotFileName)
{
    const std::string yaml = readText(kConfigs + "aitoolkit_flux_lora.yaml");
    const Result<DiffusionImport> r = diffusionJobFromConfig(yaml, "/tmp/config.toml", bundledDenoiserLibrary());
    ASSERT_TRUE(r) << describe(r);
    EXPECT_EQ(r->stack, "ai-toolkit");
}

TEST(DiffusionImport, OtherConfigsAreNoImageOrVideoConfig)
{
    // An LLM fine-tune (axolotl), a musubi dataset config alone, a launch line of another trainer.
    for (const auto& [text, name] : {std::pair{"base_model: meta-llama/Llama-3.1-8B\nadapter: lora\n", "a.yaml"},
                                     std::pair{"[general]\nresolution = [960, 544]\n\n[[datasets]]\n"
                                               "video_directory = \"/v\"\ntarget_frames = [1]\n",
                                               "d.toml"},
                                     std::pair{"accelerate launch train.py --model_name_or_path gpt2\n", "t.sh"}}) {
        const Result<DiffusionImport> r = diffusionJobFromConfig(text, name, bundledDenoiserLibrary());
        ASSERT_FALSE(r) << text;
        EXPECT_EQ(r.error().code, ErrorCode::WrongFormat) << text;
    }
}

TEST(DiffusionImport, UnknownModelRefusedWithSuggestions)
{
    std::string yaml = readText(kConfigs + "aitoolkit_flux_lora.yaml");
    yaml.replace(yaml.find("black-forest-labs/FLUX.1-dev"), 28, "someone/flux-ish-model");
    const Result<DiffusionImport> r = diffusionJobFromConfig(yaml, "x.yaml", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::UnknownPreset);
    EXPECT_EQ(r.error().field, "model.name_or_path");

    const Result<DiffusionImport> toml = diffusionJobFromConfig(
        "pretrained_model_name_or_path = \"black-forest-labs/FLUX.1-dex\"\nnetwork_module = \"networks.lora\"\n",
        "x.toml", bundledDenoiserLibrary());
    ASSERT_FALSE(toml);
    EXPECT_EQ(toml.error().code, ErrorCode::UnknownPreset);
    EXPECT_FALSE(toml.error().suggestions.empty());
}

TEST(DiffusionImport, UnknownEnumValueRefused)
{
    std::string yaml = readText(kConfigs + "aitoolkit_flux_lora.yaml");
    yaml.replace(yaml.find("adamw8bit"), 9, "adabelief");
    const Result<DiffusionImport> r = diffusionJobFromConfig(yaml, "x.yaml", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(r.error().field, "train.optimizer");
    EXPECT_EQ(r.error().detail, "adabelief");
    EXPECT_FALSE(r.error().suggestions.empty());
}

TEST(DiffusionImport, HugeNumbersRefused)
{
    std::string yaml = readText(kConfigs + "aitoolkit_flux_lora.yaml");
    yaml.replace(yaml.find("steps: 2000"), 11, "steps: 99999999999999999999999999999");
    Result<DiffusionImport> r = diffusionJobFromConfig(yaml, "x.yaml", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "train.steps");

    r = diffusionJobFromConfig("accelerate launch flux_train_network.py --pretrained_model_name_or_path "
                               "black-forest-labs/FLUX.1-dev --network_dim -9223372036854775809\n",
                               "x.sh", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "network_dim");

    r = diffusionJobFromConfig("{\"model_family\": \"flux\", \"model_flavour\": \"dev\", \"resolution\": 1e308}",
                               "x.json", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::InvalidValue);

    // Within the file's range but beyond what the model can swap: checkDiffusionJob's refusal.
    r = diffusionJobFromConfig("accelerate launch flux_train_network.py --pretrained_model_name_or_path "
                               "black-forest-labs/FLUX.1-dev --blocks_to_swap 1000\n",
                               "x.sh", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
}

TEST(DiffusionImport, DeeplyNestedInputRefused)
{
    const std::string yaml = std::string(100000, '[') + std::string(100000, ']');
    EXPECT_FALSE(diffusionJobFromConfig(yaml, "x.yaml", bundledDenoiserLibrary()));
    std::string nested = "config:\n";
    for (int i = 0; i < 200; ++i)
        nested += std::string(size_t(2 * i + 2), ' ') + "k" + std::to_string(i) + ":\n";
    EXPECT_FALSE(diffusionJobFromConfig(nested, "x.yaml", bundledDenoiserLibrary()));
    const Result<DiffusionImport> toml =
        diffusionJobFromConfig("network_args = [[[[[[\"a\"]]]]]]\n", "x.toml", bundledDenoiserLibrary());
    ASSERT_FALSE(toml);
    EXPECT_EQ(toml.error().code, ErrorCode::InvalidValue);
}

TEST(DiffusionImport, FiveMegabyteFileRefused)
{
    std::string big = "pretrained_model_name_or_path = \"black-forest-labs/FLUX.1-dev\"\n";
    big += "# " + std::string(5u << 20, 'x') + "\n";
    const Result<DiffusionImport> r = diffusionJobFromConfig(big, "big.toml", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::FileTooLarge);
}

TEST(DiffusionImport, MalformedTomlRefusedWithLine)
{
    const std::pair<const char*, const char*> cases[] = {
        {"[model]\npretrained_model_name_or_path = \"black-forest-labs/FLUX.1-dev\n", "2:"}, // unterminated
        {"network_dim = \n", "1:"},
        {"[general\nresolution = 1\n", "1:"},
        {"network_dim = 16\nnetwork_dim = 32\n", "2:"}, // a key twice
        {"resolution = [960, 544\n", "2:"},
        {"a = { b = 1 }\n", "1:"},
        {"a = 1 b = 2\n", "1:"},
        {"x = 2024-01-01\n", "1:"},
    };
    for (const auto& [text, line] : cases) {
        const Result<DiffusionImport> r = diffusionJobFromConfig(text, "bad.toml", bundledDenoiserLibrary());
        ASSERT_FALSE(r) << text;
        EXPECT_EQ(r.error().code, ErrorCode::InvalidValue) << text;
        EXPECT_EQ(r.error().detail.rfind(line, 0), 0u) << text << " → " << r.error().detail;
    }
}

TEST(DiffusionImport, DatasetConfigOutsideTheFolderRefused)
{
    const Result<DiffusionImport> r =
        diffusionJobFromConfig("accelerate launch wan_train_network.py --task t2v-14B --dit /m/wan.safetensors "
                               "--network_module networks.lora_wan --dataset_config /etc/passwd\n",
                               kConfigs + "inline.sh", bundledDenoiserLibrary());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::IncludeRefused);
}

namespace {

/// A job with every setting off its default, for a stack to write and read back.
DiffusionJob jobFor(std::string_view model)
{
    DiffusionJob job = diffusionJobFor(bundledDenoiserLibrary(), model).value();
    job.steps = 1234;
    DiffusionSetting& s = job.setting;
    s.rank = 24;
    s.batch = 2;
    s.gradAccumulation = 3;
    s.checkpointing = false;
    s.optimizer = DiffusionOptimizer::Prodigy;
    s.precision = DenoiserPrecision::FP8;
    s.textEncoderPrecision = DenoiserPrecision::BF16;
    return job;
}

/// A full Flux fine-tune in BF16 whose Adafactor step is fused into backward, as kohya's flux_train.py runs it.
DiffusionJob fusedFluxFineTune()
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.method = DiffusionMethod::Full;
    job.setting.precision = DenoiserPrecision::BF16;
    job.setting.optimizer = DiffusionOptimizer::Adafactor;
    job.setting.fusedBackward = true;
    job.setting.gradAccumulation = 1;
    return job;
}

void expectSameSetting(const DiffusionJob& want, const Result<DiffusionImport>& got)
{
    ASSERT_TRUE(got) << describe(got);
    EXPECT_EQ(got->job.model.key, want.model.key);
    EXPECT_EQ(got->job.steps, want.steps);
    DiffusionSetting expected = want.setting;
    if (expected.method == DiffusionMethod::Full) // no network: no rank to write
        expected.rank = got->job.setting.rank;
    EXPECT_EQ(got->job.setting, expected);
}

struct TempDir
{
    std::filesystem::path path =
        std::filesystem::temp_directory_path() /
        ("tunefit-dimport-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    TempDir() { std::filesystem::create_directories(path); }
    ~TempDir() { std::filesystem::remove_all(path); }
    std::string write(const std::string& name, const std::string& text) const
    {
        std::ofstream(path / name, std::ios::binary) << text;
        return (path / name).string();
    }
};

} // namespace

TEST(DiffusionImport, RoundTripAiToolkit)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.width = job.setting.height = 768;
    job.setting.textEncoders = HelperPlacement::Gpu;
    const Result<std::string> text = exportDiffusionConfig(job, DiffusionStack::AiToolkit);
    ASSERT_TRUE(text);
    expectSameSetting(job, diffusionJobFromConfig(*text, "out.yaml", bundledDenoiserLibrary()));

    DiffusionJob video = jobFor("wan2.1-t2v-14b");
    video.setting.method = DiffusionMethod::LoKr;
    video.setting.lokrFactor = 8;
    video.setting.frames = 33;
    video.setting.width = video.setting.height = 480;
    video.setting.textEncoderPrecision = DenoiserPrecision::Int8;
    const Result<std::string> videoText = exportDiffusionConfig(video, DiffusionStack::AiToolkit);
    ASSERT_TRUE(videoText);
    expectSameSetting(video, diffusionJobFromConfig(*videoText, "out.yaml", bundledDenoiserLibrary()));

    DiffusionJob full = jobFor("sd1.5");
    full.setting.method = DiffusionMethod::Full;
    full.setting.precision = full.setting.textEncoderPrecision = DenoiserPrecision::FP32;
    full.setting.width = full.setting.height = 512;
    const Result<std::string> fullText = exportDiffusionConfig(full, DiffusionStack::AiToolkit);
    ASSERT_TRUE(fullText);
    expectSameSetting(full, diffusionJobFromConfig(*fullText, "out.yaml", bundledDenoiserLibrary()));
}

TEST(DiffusionImport, RoundTripKohya)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.width = 1024;
    job.setting.height = 768;
    job.setting.blocksSwapped = 12;
    job.setting.textEncoders = HelperPlacement::Gpu;
    job.setting.loraDropout = 0.1; // network_dropout
    job.setting.textTokens = 256;  // t5xxl_max_token_length
    job.setting.optimizer = DiffusionOptimizer::Lion8bit;
    const Result<std::string> text = exportDiffusionConfig(job, DiffusionStack::Kohya);
    ASSERT_TRUE(text);
    expectSameSetting(job, diffusionJobFromConfig(*text, "out.toml", bundledDenoiserLibrary()));

    DiffusionJob lokr = jobFor("sdxl-base-1.0");
    lokr.setting.method = DiffusionMethod::LoKr;
    lokr.setting.lokrFactor = 6;
    lokr.setting.precision = lokr.setting.textEncoderPrecision = DenoiserPrecision::FP16;
    lokr.setting.optimizer = DiffusionOptimizer::Adafactor;
    const Result<std::string> lokrText = exportDiffusionConfig(lokr, DiffusionStack::Kohya);
    ASSERT_TRUE(lokrText);
    expectSameSetting(lokr, diffusionJobFromConfig(*lokrText, "out.toml", bundledDenoiserLibrary()));

    // flux_train.py with --full_bf16 and the step fused into backward (Adafactor, no accumulation).
    DiffusionJob full = fusedFluxFineTune();
    full.setting.blocksSwapped = 8;
    const Result<std::string> fullText = exportDiffusionConfig(full, DiffusionStack::Kohya);
    ASSERT_TRUE(fullText);
    EXPECT_NE(fullText->find("full_bf16 = true"), std::string::npos);
    EXPECT_NE(fullText->find("fused_backward_pass = true"), std::string::npos);
    expectSameSetting(full, diffusionJobFromConfig(*fullText, "out.toml", bundledDenoiserLibrary()));
}

// sd-scripts' fine-tuning scripts keep FP32 weights under mixed precision unless --full_bf16 or --full_fp16 says
// otherwise; the import says it took that default.
TEST(DiffusionImport, KohyaFineTuneKeepsFp32WeightsByDefault)
{
    const std::string base = "accelerate launch flux_train.py --pretrained_model_name_or_path flux1-dev.safetensors "
                             "--mixed_precision bf16 --optimizer_type adafactor --gradient_checkpointing";
    const Result<DiffusionImport> fp32 = diffusionJobFromConfig(base, "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(fp32) << describe(fp32);
    EXPECT_EQ(fp32->job.setting.method, DiffusionMethod::Full);
    EXPECT_TRUE(fp32->job.setting.fp32Weights);
    EXPECT_TRUE(lineOf(*fp32, kDefault, "full_bf16"));
    const Result<DiffusionImport> fused =
        diffusionJobFromConfig(base + " --full_bf16 --fused_backward_pass", "train.sh", bundledDenoiserLibrary());
    ASSERT_TRUE(fused) << describe(fused);
    EXPECT_FALSE(fused->job.setting.fp32Weights);
    EXPECT_TRUE(fused->job.setting.fusedBackward);
    EXPECT_FALSE(lineOf(*fused, kNotModelled, "full_bf16"));
    // kohya asserts Adafactor for the fused step; so does the import.
    const Result<DiffusionImport> adamw = diffusionJobFromConfig(
        "accelerate launch flux_train.py --pretrained_model_name_or_path flux1-dev.safetensors --optimizer_type adamw "
        "--fused_backward_pass",
        "train.sh", bundledDenoiserLibrary());
    ASSERT_FALSE(adamw);
    EXPECT_EQ(adamw.error().field, "--fused-backward");
}

TEST(DiffusionImport, RoundTripMusubiWithItsDatasetConfig)
{
    DiffusionJob job = jobFor("wan2.1-t2v-14b");
    job.setting.width = 832;
    job.setting.height = 480;
    job.setting.frames = 49;
    job.setting.blocksSwapped = 20;
    job.setting.textEncoderPrecision = DenoiserPrecision::FP8;   // --fp8_t5
    job.setting.attention = DiffusionAttention::FlashAttention3; // --flash3
    const Result<std::string> config = exportDiffusionConfig(job, DiffusionStack::Musubi);
    const Result<std::string> dataset = exportDiffusionDatasetConfig(job, DiffusionStack::Musubi);
    ASSERT_TRUE(config);
    ASSERT_TRUE(dataset);
    TempDir dir;
    dir.write("dataset.toml", *dataset);
    const std::string path = dir.write("config.toml", *config);
    expectSameSetting(job, diffusionJobFromConfig(*config, path, bundledDenoiserLibrary()));

    DiffusionJob image = jobFor("qwen-image");
    image.setting.precision = DenoiserPrecision::BF16;
    const Result<std::string> imageConfig = exportDiffusionConfig(image, DiffusionStack::Musubi);
    ASSERT_TRUE(imageConfig);
    dir.write("dataset.toml", exportDiffusionDatasetConfig(image, DiffusionStack::Musubi).value());
    const std::string imagePath = dir.write("image.toml", *imageConfig);
    expectSameSetting(image, diffusionJobFromConfig(*imageConfig, imagePath, bundledDenoiserLibrary()));
}

TEST(DiffusionImport, RoundTripSimpleTuner)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.optimizer = DiffusionOptimizer::AdamW8bit;
    job.setting.precision = DenoiserPrecision::Int8;
    job.setting.width = job.setting.height = 512;
    const Result<std::string> text = exportDiffusionConfig(job, DiffusionStack::SimpleTuner);
    ASSERT_TRUE(text);
    expectSameSetting(job, diffusionJobFromConfig(*text, "config.json", bundledDenoiserLibrary()));

    DiffusionJob sd3 = jobFor("sd3.5-medium");
    sd3.setting.targets = LoraTargets::ImageAttention; // SimpleTuner's DEFAULT_LORA_TARGET
    sd3.setting.textTokens = 77 + 100;                 // tokenizer_max_length 100, T5's
    const Result<std::string> sd3Text = exportDiffusionConfig(sd3, DiffusionStack::SimpleTuner);
    ASSERT_TRUE(sd3Text) << sd3Text.error().detail;
    EXPECT_NE(sd3Text->find("\"tokenizer_max_length\": 100"), std::string::npos);
    expectSameSetting(sd3, diffusionJobFromConfig(*sd3Text, "config.json", bundledDenoiserLibrary()));

    DiffusionJob nf4 = jobFor("qwen-image");
    nf4.setting.targets = LoraTargets::ImageAttention; // SimpleTuner adapts Qwen-Image's image-stream projections
    nf4.setting.loraDropout = 0.1;
    nf4.setting.bf16Adapters = true;
    nf4.setting.optimizer = DiffusionOptimizer::Lion;
    nf4.setting.attention = DiffusionAttention::FlashAttention3; // attention_mechanism flash-attn-3
    nf4.setting.precision = DenoiserPrecision::NF4;
    nf4.setting.textEncoderPrecision = DenoiserPrecision::FP8;
    const Result<std::string> nf4Text = exportDiffusionConfig(nf4, DiffusionStack::SimpleTuner);
    ASSERT_TRUE(nf4Text);
    expectSameSetting(nf4, diffusionJobFromConfig(*nf4Text, "config.json", bundledDenoiserLibrary()));
}

// SimpleTuner pads by family (helpers/models/*/model.py check_user_config): SD3's T5 to 154 unless told fewer, and
// above that only with --i_know_what_i_am_doing; LTX-Video to 226 and Flux to 512 whatever the key says.
TEST(DiffusionImport, SimpleTunerPadsPromptsByFamily)
{
    const auto tokens = [](const char* json) {
        const Result<DiffusionImport> r = diffusionJobFromConfig(json, "config.json", bundledDenoiserLibrary());
        EXPECT_TRUE(r) << describe(r);
        return r ? denoiserTokens(r->job.model, r->job.setting).text : -1.0;
    };
    EXPECT_EQ(tokens(R"({"model_family": "sd3"})"), 77 + 154);
    EXPECT_EQ(tokens(R"({"model_family": "sd3", "tokenizer_max_length": 64})"), 77 + 64);
    EXPECT_EQ(tokens(R"({"model_family": "sd3", "tokenizer_max_length": 512})"), 77 + 154);
    EXPECT_EQ(tokens(R"({"model_family": "ltxvideo", "pretrained_model_name_or_path": "Lightricks/LTX-Video"})"), 226);
    EXPECT_EQ(tokens(R"({"model_family": "flux", "model_flavour": "dev", "tokenizer_max_length": 77})"), 512);
    // A job SimpleTuner would run at another length is not written as if it ran this one.
    DiffusionJob sd3 = jobFor("sd3.5-medium");
    sd3.setting.targets = LoraTargets::ImageAttention;
    const Result<std::string> refused = exportDiffusionConfig(sd3, DiffusionStack::SimpleTuner); // 333: T5 at 256
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().field, "--text-tokens");
}

// SimpleTuner's DEFAULT_LORA_TARGET names to_q, to_k, to_v and to_out.0 (sd3/model.py, qwen_image/model.py): an SD3
// or Qwen-Image block's text projections (add_q_proj … to_add_out) stay frozen. Flux's default flux_lora_target "all"
// adds them. A file is read as the stack runs it, and a job a stack would run otherwise is not written.
TEST(DiffusionImport, SimpleTunerAdaptsTheImageStreamByDefault)
{
    const auto targets = [](const char* json) {
        const Result<DiffusionImport> r = diffusionJobFromConfig(json, "config.json", bundledDenoiserLibrary());
        EXPECT_TRUE(r) << describe(r);
        return r ? r->job.setting.targets : LoraTargets::AllLinears;
    };
    EXPECT_EQ(targets(R"({"model_family": "sd3"})"), LoraTargets::ImageAttention);
    EXPECT_EQ(targets(R"({"model_family": "qwen_image", "pretrained_model_name_or_path": "Qwen/Qwen-Image"})"),
              LoraTargets::ImageAttention);
    EXPECT_EQ(targets(R"({"model_family": "flux", "model_flavour": "dev"})"), LoraTargets::Attention);

    DiffusionJob sd3 = jobFor("sd3.5-medium");
    sd3.setting.textTokens = 77 + 154;
    sd3.setting.targets = LoraTargets::Attention;
    const Result<std::string> bothStreams = exportDiffusionConfig(sd3, DiffusionStack::SimpleTuner);
    ASSERT_FALSE(bothStreams);
    EXPECT_EQ(bothStreams.error().field, "--lora-targets");
    DiffusionJob flux = jobFor("flux.1-dev");
    flux.setting.targets = LoraTargets::ImageAttention;
    const Result<std::string> imageOnly = exportDiffusionConfig(flux, DiffusionStack::SimpleTuner);
    ASSERT_FALSE(imageOnly);
    EXPECT_EQ(imageOnly.error().field, "--lora-targets");
}

// kohya sd-scripts', musubi-tuner's and ai-toolkit's networks adapt every linear of the blocks: an attention-only
// adapter is refused by name rather than written as one they would widen.
TEST(DiffusionImport, NetworkStacksRefuseAttentionOnlyTargets)
{
    DiffusionJob image = jobFor("flux.1-dev");
    image.setting.targets = LoraTargets::Attention;
    for (DiffusionStack stack : {DiffusionStack::AiToolkit, DiffusionStack::Kohya}) {
        const Result<std::string> refused = exportDiffusionConfig(image, stack);
        ASSERT_FALSE(refused);
        EXPECT_EQ(refused.error().field, "--lora-targets");
    }
    DiffusionJob video = jobFor("wan2.1-t2v-14b");
    video.setting.targets = LoraTargets::Attention;
    const Result<std::string> musubi = exportDiffusionConfig(video, DiffusionStack::Musubi);
    ASSERT_FALSE(musubi);
    EXPECT_EQ(musubi.error().field, "--lora-targets");
}

TEST(DiffusionImport, ExportRefusesWhatAStackCannotExpress)
{
    const DiffusionJob fused = fusedFluxFineTune();
    for (DiffusionStack stack : {DiffusionStack::AiToolkit, DiffusionStack::SimpleTuner}) {
        const Result<std::string> refused = exportDiffusionConfig(fused, stack);
        ASSERT_FALSE(refused);
        EXPECT_EQ(refused.error().field, "--fused-backward");
    }
    DiffusionJob swapped = jobFor("flux.1-dev");
    swapped.setting.blocksSwapped = 10;
    Result<std::string> r = exportDiffusionConfig(swapped, DiffusionStack::AiToolkit);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::Unsupported);
    EXPECT_EQ(r.error().field, "--swap-blocks");

    DiffusionJob nf4 = jobFor("flux.1-dev");
    nf4.setting.precision = DenoiserPrecision::NF4;
    r = exportDiffusionConfig(nf4, DiffusionStack::Kohya);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::Unsupported);

    r = exportDiffusionConfig(jobFor("wan2.1-t2v-14b"), DiffusionStack::Kohya); // video: musubi's
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::Unsupported);

    DiffusionJob gpuHelpers = jobFor("wan2.1-t2v-14b");
    gpuHelpers.setting.textEncoders = HelperPlacement::Gpu;
    EXPECT_FALSE(exportDiffusionConfig(gpuHelpers, DiffusionStack::Musubi));
    EXPECT_FALSE(exportDiffusionConfig(jobFor("flux.1-dev"), DiffusionStack::Diffusers));
    EXPECT_FALSE(exportDiffusionDatasetConfig(jobFor("flux.1-dev"), DiffusionStack::Kohya));

    DiffusionJob flash3 = jobFor("flux.1-dev"); // sd-scripts runs SDPA or xformers
    flash3.setting.attention = DiffusionAttention::FlashAttention3;
    r = exportDiffusionConfig(flash3, DiffusionStack::Kohya);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().field, "--attention");

    DiffusionJob prompt = jobFor("flux.1-dev"); // ai-toolkit's config has no prompt length
    prompt.setting.textTokens = 77;
    r = exportDiffusionConfig(prompt, DiffusionStack::AiToolkit);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().field, "--text-tokens");
    DiffusionJob clipOnly = jobFor("sd3.5-medium"); // SD3 reads CLIP's 77 tokens before T5's: fewer is no T5 length
    clipOnly.setting.textTokens = 60;
    r = exportDiffusionConfig(clipOnly, DiffusionStack::Kohya);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().field, "--text-tokens");

    DiffusionJob everyLinear = jobFor("sd3.5-medium"); // SimpleTuner's SD3 adapts its attention projections only
    r = exportDiffusionConfig(everyLinear, DiffusionStack::SimpleTuner);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().field, "--lora-targets");
}

TEST(DiffusionToml, FlattensTablesAndArraysOfTables)
{
    const char* text = "# kohya dataset config\n"
                       "[general]\nshuffle_caption = true\nresolution = [ 1024,\n  768, ] # w, h\n\n"
                       "[[datasets]]\nbatch_size = 2\n[[datasets.subsets]]\nimage_dir = 'C:\\data\\a'\n"
                       "[[datasets.subsets]]\n\"image_dir\" = \"b\\\"c\"\n"
                       "[[datasets]]\nbatch_size = -1_000\nscale = 1.5e-3\n";
    const Result<import::ConfigTree> tree = import::parseTomlTree(text, "d.toml");
    ASSERT_TRUE(tree) << tree.error().detail;
    const import::ConfigEntry* resolution = tree->find("general.resolution");
    ASSERT_NE(resolution, nullptr);
    EXPECT_TRUE(resolution->isList);
    EXPECT_EQ(resolution->items, (std::vector<std::string>{"1024", "768"}));
    EXPECT_EQ(tree->find("general.shuffle_caption")->value, "true");
    EXPECT_EQ(tree->find("datasets.0.batch_size")->value, "2");
    EXPECT_EQ(tree->find("datasets.0.subsets.0.image_dir")->value, "C:\\data\\a"); // a literal string
    EXPECT_EQ(tree->find("datasets.0.subsets.1.image_dir")->value, "b\"c");
    EXPECT_EQ(tree->find("datasets.1.batch_size")->value, "-1000");
    EXPECT_EQ(tree->find("datasets.1.scale")->value, "1.5e-3");
    EXPECT_EQ(tree->find("datasets.1.batch_size")->line, 14);
    EXPECT_NE(tree->comments.find("kohya dataset config"), std::string::npos);
}

TEST(DiffusionImport, MutatedSamplesNeverCrash)
{
    // Every sample with bytes overwritten, cut or repeated: each import ends in a job or an error.
    std::mt19937 random(34);
    for (const char* name : {"aitoolkit_flux_lora.yaml", "kohya_flux_lora.sh", "kohya_sdxl_lokr.toml",
                             "musubi_wan_dataset.toml", "simpletuner_flux_lora.json", "diffusers_flux_dreambooth.sh"}) {
        const std::string sample = readText(kConfigs + name);
        ASSERT_FALSE(sample.empty()) << name;
        for (int i = 0; i < 300; ++i) {
            std::string text = sample;
            const size_t at = random() % text.size();
            switch (i % 3) {
            case 0:
                text[at] = "[]{}\"'=#,:\n\\-9e"[random() % 16];
                break;
            case 1:
                text.resize(at);
                break;
            default:
                text.insert(at, text.substr(at, std::min<size_t>(64, text.size() - at)));
                break;
            }
            const Result<DiffusionImport> r = diffusionJobFromConfig(text, kConfigs + name, bundledDenoiserLibrary());
            if (r) {
                EXPECT_FALSE(checkDiffusionJob(r->job).has_value()) << name;
            }
        }
    }
}

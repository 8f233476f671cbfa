// SPDX-License-Identifier: GPL-3.0-or-later
// A fine-tune recognized by its diffusers config (issue 34): a config with its base's class and shape keys runs as
// the base; one that differs, or names a class the library lacks, is refused with what differs, never substituted.
#include "core/diffusion/DenoiserIdentity.h"

#include "core/diffusion/DenoiserLibrary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

namespace tunefit {
namespace {

// Two entries of one class that differ in one key (as FLUX.1-dev and -schnell differ in guidance_embeds), and a UNet.
const QByteArray kLibrary = R"({"denoisers": [
    {"key": "dev", "task": "image", "published_params_b": 1, "latent_channels": 16, "vae_spatial": 8, "patch": 2,
     "text_tokens": 512, "params_source": "x", "config_source": "y",
     "blocks": [{"kind": "double_stream", "count": 2, "hidden": 64, "heads": 4, "head_dim": 16, "ffn": 256}],
     "diffusers": {"class": "FluxTransformer2DModel", "subfolder": "transformer", "source": "z",
                   "config": {"num_layers": 19, "num_single_layers": 38, "guidance_embeds": true,
                              "axes": [16, 56, 56]}}},
    {"key": "schnell", "task": "image", "published_params_b": 1, "latent_channels": 16, "vae_spatial": 8, "patch": 2,
     "text_tokens": 512, "params_source": "x", "config_source": "y",
     "blocks": [{"kind": "double_stream", "count": 2, "hidden": 64, "heads": 4, "head_dim": 16, "ffn": 256}],
     "diffusers": {"class": "FluxTransformer2DModel", "subfolder": "transformer", "source": "z",
                   "config": {"num_layers": 19, "num_single_layers": 38, "guidance_embeds": false}}},
    {"key": "unet", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8, "patch": 1,
     "text_tokens": 77, "params_source": "x", "config_source": "y",
     "blocks": [{"kind": "unet_resnet", "count": 2, "channels": 320}],
     "diffusers": {"class": "UNet2DConditionModel", "subfolder": "unet", "source": "z",
                   "config": {"block_out_channels": [320, 640, 1280, 1280], "cross_attention_dim": 768}}}]})";

const DenoiserLibrary& library()
{
    static const DenoiserLibrary read = *readDenoiserLibrary(kLibrary);
    return read;
}

void write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

TEST(DenoiserIdentity, LibraryReadsSignatures)
{
    ASSERT_TRUE(library().rejected.empty()) << library().rejected.front();
    const DiffusersSignature& dev = library().denoisers.front().diffusers;
    EXPECT_EQ(dev.className, "FluxTransformer2DModel");
    const std::vector<std::pair<std::string, std::string>> keys = {
        {"axes", "[16,56,56]"}, {"guidance_embeds", "true"}, {"num_layers", "19"}, {"num_single_layers", "38"}};
    EXPECT_EQ(dev.keys, keys);
}

TEST(DenoiserIdentity, SameClassAndShapeKeysIsTheBase)
{
    // A fine-tune's config: another name, version and sample size, the base's shape keys.
    const Result<IdentifiedDenoiser> found = identifyDenoiser(
        library(), R"({"_class_name": "FluxTransformer2DModel", "_name_or_path": "someone/flux-finetune",
                       "_diffusers_version": "0.35.1", "num_layers": 19, "num_single_layers": 38,
                       "guidance_embeds": false, "sample_size": 128})");
    ASSERT_TRUE(found.ok()) << found.error().field;
    EXPECT_EQ(found->spec.key, "schnell");
    EXPECT_EQ(found->className, "FluxTransformer2DModel");
    EXPECT_EQ(found->keysCompared, 3);
}

// An entry the config shares no key with has no difference either: the entry it agrees with is the match.
TEST(DenoiserIdentity, TheEntryAgreedWithIsTheMatch)
{
    const DenoiserLibrary two = *readDenoiserLibrary(R"({"denoisers": [
        {"key": "a", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8, "patch": 1,
         "text_tokens": 77, "params_source": "x", "config_source": "y",
         "blocks": [{"kind": "unet_resnet", "count": 2, "channels": 320}],
         "diffusers": {"class": "C", "subfolder": "unet", "source": "z", "config": {"only_a": 1}}},
        {"key": "b", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8, "patch": 1,
         "text_tokens": 77, "params_source": "x", "config_source": "y",
         "blocks": [{"kind": "unet_resnet", "count": 2, "channels": 320}],
         "diffusers": {"class": "C", "subfolder": "unet", "source": "z", "config": {"only_b": 2}}}]})");
    const Result<IdentifiedDenoiser> found = identifyDenoiser(two, R"({"_class_name": "C", "only_b": 2})");
    ASSERT_TRUE(found.ok()) << found.error().code;
    EXPECT_EQ(found->spec.key, "b");
    EXPECT_EQ(found->keysCompared, 1);
}

TEST(DenoiserIdentity, ADifferentShapeIsRefusedWithWhatDiffers)
{
    const Result<IdentifiedDenoiser> wider =
        identifyDenoiser(library(), R"({"_class_name": "FluxTransformer2DModel", "num_layers": 8,
                                        "num_single_layers": 38, "guidance_embeds": false})");
    ASSERT_FALSE(wider.ok());
    EXPECT_EQ(wider.error().code, ErrorCode::UnknownPreset);
    EXPECT_EQ(wider.error().field, "denoiser_config");
    EXPECT_EQ(wider.error().detail, "num_layers: 8 ≠ 19");
    EXPECT_EQ(wider.error().suggestions, std::vector<std::string>{"schnell"});

    // A config of an older diffusers lacks the keys added since: those are not compared, the others decide.
    const Result<IdentifiedDenoiser> older =
        identifyDenoiser(library(), R"({"_class_name": "UNet2DConditionModel", "cross_attention_dim": 768})");
    ASSERT_TRUE(older.ok());
    EXPECT_EQ(older->keysCompared, 1);
    // A config with no shape key at all says nothing of the shapes: not recognized on its class alone.
    const Result<IdentifiedDenoiser> bare = identifyDenoiser(library(), R"({"_class_name": "UNet2DConditionModel"})");
    ASSERT_FALSE(bare.ok());
    EXPECT_EQ(bare.error().field, "denoiser_config");
    EXPECT_TRUE(bare.error().detail.empty());
    EXPECT_EQ(bare.error().suggestions, std::vector<std::string>{"unet"}); // every entry of the class

    const Result<IdentifiedDenoiser> sd2 =
        identifyDenoiser(library(), R"({"_class_name": "UNet2DConditionModel", "cross_attention_dim": 1024,
                                        "block_out_channels": [320, 640, 1280, 1280]})");
    ASSERT_FALSE(sd2.ok());
    EXPECT_EQ(sd2.error().detail, "cross_attention_dim: 1024 ≠ 768");
}

TEST(DenoiserIdentity, AnotherClassOrNoClassIsRefused)
{
    const Result<IdentifiedDenoiser> other =
        identifyDenoiser(library(), R"({"_class_name": "ChromaTransformer2DModel"})");
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.error().field, "denoiser_class");
    EXPECT_EQ(other.error().detail, "ChromaTransformer2DModel");
    EXPECT_EQ(identifyDenoiser(library(), R"({"num_layers": 19})").error().code, ErrorCode::MissingKey);
    EXPECT_EQ(identifyDenoiser(library(), "[1, 2]").error().code, ErrorCode::WrongFormat);
    EXPECT_EQ(identifyDenoiser(library(), "{\"_class_name\": ").error().code, ErrorCode::MalformedJson);
}

TEST(DenoiserIdentity, TwoEntriesWithOneSignatureAreAmbiguous)
{
    QByteArray twice = kLibrary;
    twice.replace(R"("guidance_embeds": false)", R"("guidance_embeds": true)");
    const DenoiserLibrary both = *readDenoiserLibrary(twice);
    const Result<IdentifiedDenoiser> found =
        identifyDenoiser(both, R"({"_class_name": "FluxTransformer2DModel", "num_layers": 19, "num_single_layers": 38,
                  "guidance_embeds": true, "axes": [16, 56, 56]})");
    ASSERT_FALSE(found.ok());
    EXPECT_EQ(found.error().code, ErrorCode::AmbiguousModel);
    EXPECT_EQ(found.error().suggestions, (std::vector<std::string>{"dev", "schnell"}));
    // Leaving out the one key that tells two entries apart leaves the choice open too.
    const Result<IdentifiedDenoiser> undecided = identifyDenoiser(
        library(), R"({"_class_name": "FluxTransformer2DModel", "num_layers": 19, "num_single_layers": 38})");
    ASSERT_FALSE(undecided.ok());
    EXPECT_EQ(undecided.error().code, ErrorCode::AmbiguousModel);
}

TEST(DenoiserIdentity, PipelineFolderLeadsToItsDenoiser)
{
    QTemporaryDir dir;
    const QString root = dir.path();
    write(root + QStringLiteral("/model_index.json"),
          R"({"_class_name": "StableDiffusionPipeline", "unet": ["diffusers", "UNet2DConditionModel"],
              "vae": ["diffusers", "AutoencoderKL"]})");
    write(root + QStringLiteral("/vae/config.json"), R"({"_class_name": "AutoencoderKL"})");
    write(root + QStringLiteral("/unet/config.json"),
          R"({"_class_name": "UNet2DConditionModel", "cross_attention_dim": 768,
              "block_out_channels": [320, 640, 1280, 1280]})");
    const QString unetConfig = root + QStringLiteral("/unet/config.json");
    const QStringList paths = {root, root + QStringLiteral("/model_index.json"), root + QStringLiteral("/unet"),
                               unetConfig};
    for (const QString& given : paths) {
        const Result<IdentifiedDenoiser> found = identifyDenoiserAt(library(), given);
        ASSERT_TRUE(found.ok()) << given.toStdString() << " " << found.error().code;
        EXPECT_EQ(found->spec.key, "unet");
        EXPECT_EQ(found->configFile, unetConfig.toStdString());
    }
}

// The pipeline class of a folder's model_index.json reaches the comparison: FLUX.1 Kontext's folder is Kontext.
TEST(DenoiserIdentity, PipelineClassOfTheFolderDecides)
{
    QTemporaryDir dir;
    const QString root = dir.path();
    write(root + QStringLiteral("/model_index.json"),
          R"({"_class_name": "FluxKontextPipeline", "transformer": ["diffusers", "FluxTransformer2DModel"]})");
    write(root + QStringLiteral("/transformer/config.json"),
          R"({"_class_name": "FluxTransformer2DModel", "guidance_embeds": true, "joint_attention_dim": 4096,
              "num_layers": 19, "num_single_layers": 38})");
    const Result<IdentifiedDenoiser> found = identifyDenoiserAt(bundledDenoiserLibrary(), root);
    ASSERT_TRUE(found.ok()) << found.error().code;
    EXPECT_EQ(found->spec.key, "flux.1-kontext-dev");
}

// Wan 2.2 A14B's pipeline holds two experts with Wan 2.1 14B's config; a Wan 2.1 folder saves its unused
// transformer_2 as [null, null]. The count of denoisers tells them apart.
TEST(DenoiserIdentity, TheFoldersDenoiserCountDecides)
{
    const QByteArray config = R"({"_class_name": "WanTransformer3DModel", "num_layers": 40, "num_attention_heads": 40,
                                  "attention_head_dim": 128, "ffn_dim": 13824, "in_channels": 16})";
    for (const auto& [second, key] : {std::pair{R"(["diffusers", "WanTransformer3DModel"])", "wan2.2-t2v-a14b"},
                                      std::pair{"[null, null]", "wan2.1-t2v-14b"}}) {
        QTemporaryDir dir;
        write(dir.path() + QStringLiteral("/model_index.json"),
              QByteArray(R"({"_class_name": "WanPipeline", "transformer": ["diffusers", "WanTransformer3DModel"],
                             "transformer_2": )") +
                  second + "}");
        write(dir.path() + QStringLiteral("/transformer/config.json"), config);
        const Result<IdentifiedDenoiser> found = identifyDenoiserAt(bundledDenoiserLibrary(), dir.path());
        ASSERT_TRUE(found.ok()) << found.error().code << " " << found.error().detail;
        EXPECT_EQ(found->spec.key, key);
    }
}

// Image-to-video configs as diffusers' conversion script writes them (scripts/convert_wan_to_diffusers.py at
// 58eb52c0): Wan 2.1 I2V's image context (image_dim 1280, added_kv_proj_dim 5120) and Wan 2.2 I2V's 36 input channels
// each name their own entry; the first-last-frame model's 514 image tokens are not Wan 2.1 I2V's 257.
TEST(DenoiserIdentity, ImageToVideoConfigsNameTheirOwnEntries)
{
    const QByteArray shared = R"("_class_name": "WanTransformer3DModel", "attention_head_dim": 128,
        "cross_attn_norm": true, "eps": 1e-06, "ffn_dim": 13824, "freq_dim": 256, "num_attention_heads": 40,
        "num_layers": 40, "out_channels": 16, "patch_size": [1, 2, 2], "qk_norm": "rms_norm_across_heads",
        "text_dim": 4096, "in_channels": 36)";
    const QByteArray i2v21 = "{" + shared + R"(, "image_dim": 1280, "added_kv_proj_dim": 5120})";
    const Result<IdentifiedDenoiser> wan21 = identifyDenoiser(bundledDenoiserLibrary(), i2v21);
    ASSERT_TRUE(wan21.ok()) << wan21.error().field << " " << wan21.error().detail;
    EXPECT_EQ(wan21->spec.key, "wan2.1-i2v-14b");
    const QByteArray flf2v =
        "{" + shared + R"(, "image_dim": 1280, "added_kv_proj_dim": 5120, "pos_embed_seq_len": 514})";
    const Result<IdentifiedDenoiser> firstLast = identifyDenoiser(bundledDenoiserLibrary(), flf2v);
    ASSERT_FALSE(firstLast.ok());
    EXPECT_EQ(firstLast.error().detail, "pos_embed_seq_len: 514 ≠ null");
    QTemporaryDir dir;
    write(dir.path() + QStringLiteral("/model_index.json"),
          R"({"_class_name": "WanImageToVideoPipeline", "transformer": ["diffusers", "WanTransformer3DModel"],
              "transformer_2": ["diffusers", "WanTransformer3DModel"], "image_encoder": [null, null]})");
    write(dir.path() + QStringLiteral("/transformer/config.json"),
          "{" + shared + R"(, "image_dim": null, "added_kv_proj_dim": null})");
    const Result<IdentifiedDenoiser> wan22 = identifyDenoiserAt(bundledDenoiserLibrary(), dir.path());
    ASSERT_TRUE(wan22.ok()) << wan22.error().field << " " << wan22.error().detail;
    EXPECT_EQ(wan22->spec.key, "wan2.2-i2v-a14b");
}

// Qwen-Image-Edit keeps Qwen-Image's transformer config and reads a reference image in the sequence: its pipeline
// folder names QwenImageEditPipeline and is refused as no library model, never run as Qwen-Image.
TEST(DenoiserIdentity, QwenImageEditFolderIsNotQwenImage)
{
    QTemporaryDir dir;
    write(dir.path() + QStringLiteral("/transformer/config.json"),
          R"({"_class_name": "QwenImageTransformer2DModel", "attention_head_dim": 128, "axes_dims_rope": [16, 56, 56],
              "guidance_embeds": false, "in_channels": 64, "joint_attention_dim": 3584, "num_attention_heads": 24,
              "num_layers": 60, "out_channels": 16, "patch_size": 2})");
    for (const auto& [pipeline, key] :
         {std::pair{"QwenImagePipeline", "qwen-image"}, std::pair{"QwenImageEditPipeline", ""}}) {
        write(dir.path() + QStringLiteral("/model_index.json"),
              QByteArray(R"({"_class_name": ")") + pipeline +
                  R"(", "transformer": ["diffusers", "QwenImageTransformer2DModel"]})");
        // Chosen by its model_index.json (the window's file dialog), the job names the folder the trainers load.
        const QString index = dir.filePath(QStringLiteral("model_index.json"));
        const Result<IdentifiedDenoiser> found = identifyDenoiserAt(bundledDenoiserLibrary(), index);
        if (*key) {
            ASSERT_TRUE(found.ok()) << found.error().detail;
            EXPECT_EQ(found->spec.key, key);
            const Result<DiffusionJob> job =
                fineTuneJob(bundledDenoiserLibrary(), *diffusionJobFor(bundledDenoiserLibrary(), "sd1.5"), index);
            ASSERT_TRUE(job.ok());
            EXPECT_EQ(job->modelGiven, dir.path().toStdString());
        } else {
            ASSERT_FALSE(found.ok());
            EXPECT_EQ(found.error().detail, "pipeline: QwenImageEditPipeline ≠ QwenImagePipeline");
        }
    }
}

TEST(DenoiserIdentity, UnreadablePathsAreRefused)
{
    QTemporaryDir dir;
    const QString root = dir.path();
    write(root + QStringLiteral("/pipe/model_index.json"), R"({"vae": ["diffusers", "AutoencoderKL"]})");
    EXPECT_EQ(identifyDenoiserAt(library(), root + QStringLiteral("/pipe")).error().code, ErrorCode::MissingKey);
    EXPECT_EQ(identifyDenoiserAt(library(), root + QStringLiteral("/empty")).error().code, ErrorCode::CannotOpen);
    write(root + QStringLiteral("/big/config.json"), QByteArray(2 << 20, ' '));
    EXPECT_EQ(identifyDenoiserAt(library(), root + QStringLiteral("/big")).error().code, ErrorCode::FileTooLarge);
    const QByteArray fifo = QFile::encodeName(root + QStringLiteral("/fifo.json"));
    ASSERT_EQ(mkfifo(fifo.constData(), 0600), 0);
    EXPECT_EQ(identifyDenoiserAt(library(), root + QStringLiteral("/fifo.json")).error().code,
              ErrorCode::IncludeRefused);
}

/// A signature's integer key, or -1 when it has none.
int signatureInt(const DenoiserSpec& d, std::initializer_list<const char*> names)
{
    for (const auto& [key, value] : d.diffusers.keys) {
        for (const char* name : names) {
            if (key == name)
                return std::stoi(value);
        }
    }
    return -1;
}

// Two sources of one fact agree: each bundled entry's published config (its signature) and the block groups the
// library counts weights, memory and time from, read from the models' code. The UNets name their head count
// attention_head_dim (diffusers' legacy name).
TEST(DenoiserIdentity, BundledSignaturesAgreeWithTheBlocks)
{
    for (const DenoiserSpec& d : bundledDenoiserLibrary().denoisers) {
        ASSERT_FALSE(d.diffusers.className.empty()) << d.key;
        int doubles = 0, others = 0;
        for (const BlockGroup& g : d.blocks) {
            if (g.tokens != BlockTokens::All || g.kind == BlockKind::UnetResnet)
                continue;
            (g.kind == BlockKind::DoubleStream ? doubles : others) += g.count;
            if (g.kind == BlockKind::UnetTransformer) {
                EXPECT_EQ(signatureInt(d, {"cross_attention_dim"}), g.textHidden) << d.key;
                continue;
            }
            EXPECT_EQ(signatureInt(d, {"num_attention_heads", "n_heads"}), g.heads) << d.key;
            const int headDim = signatureInt(d, {"attention_head_dim"});
            EXPECT_TRUE(headDim == -1 || headDim == g.headDim) << d.key;
            const int hidden = signatureInt(d, {"hidden_size", "dim"});
            EXPECT_TRUE(hidden == -1 || hidden == g.hidden) << d.key;
            EXPECT_EQ(g.heads * g.headDim, g.hidden) << d.key;
        }
        if (const int singles = signatureInt(d, {"num_single_layers"}); singles >= 0) {
            EXPECT_EQ(signatureInt(d, {"num_layers"}), doubles) << d.key;
            EXPECT_EQ(singles, others) << d.key;
        } else if (d.diffusers.subfolder == "transformer") {
            EXPECT_EQ(signatureInt(d, {"num_layers", "n_layers"}), doubles + others) << d.key;
        }
    }
}

// Published configs as their files hold them, bookkeeping keys included.
TEST(DenoiserIdentity, PublishedConfigsOfFineTunesAndRelatives)
{
    const DenoiserLibrary& bundled = bundledDenoiserLibrary();
    // FLUX.1-dev's transformer/config.json (diffusers 0.30.0.dev0), as a fine-tune ships it. FLUX.1 Kontext's is the
    // same: alone it names both; the pipeline folder's model_index.json tells them apart.
    const QByteArray devConfig = R"({"_class_name": "FluxTransformer2DModel", "_diffusers_version": "0.30.0.dev0",
        "_name_or_path": "someone/flux-dev-finetune", "attention_head_dim": 128, "guidance_embeds": true,
        "in_channels": 64, "joint_attention_dim": 4096, "num_attention_heads": 24, "num_layers": 19,
        "num_single_layers": 38, "patch_size": 1, "pooled_projection_dim": 768})";
    const Result<IdentifiedDenoiser> alone = identifyDenoiser(bundled, devConfig);
    ASSERT_FALSE(alone.ok());
    EXPECT_EQ(alone.error().code, ErrorCode::AmbiguousModel);
    EXPECT_EQ(alone.error().suggestions, (std::vector<std::string>{"flux.1-dev", "flux.1-kontext-dev"}));
    const Result<IdentifiedDenoiser> dev = identifyDenoiser(bundled, devConfig, {"FluxPipeline"});
    ASSERT_TRUE(dev.ok()) << dev.error().field << " " << dev.error().detail;
    EXPECT_EQ(dev->spec.key, "flux.1-dev");
    const Result<IdentifiedDenoiser> kontext = identifyDenoiser(bundled, devConfig, {"FluxKontextPipeline"});
    ASSERT_TRUE(kontext.ok()) << kontext.error().field << " " << kontext.error().detail;
    EXPECT_EQ(kontext->spec.key, "flux.1-kontext-dev");
    // LongCat-Image runs FLUX.1's class with a Qwen2.5-VL text encoder (joint_attention_dim 3584) and no guidance
    // embedding: the same blocks, another text path. Not FLUX.1-schnell.
    const Result<IdentifiedDenoiser> longcat = identifyDenoiser(
        bundled, R"({"_class_name": "FluxTransformer2DModel", "attention_head_dim": 128, "axes_dims_rope": [16, 56, 56],
                     "guidance_embeds": false, "in_channels": 64, "joint_attention_dim": 3584,
                     "num_attention_heads": 24, "num_layers": 19, "num_single_layers": 38, "patch_size": 1,
                     "pooled_projection_dim": 768})");
    ASSERT_FALSE(longcat.ok());
    EXPECT_EQ(longcat.error().detail, "joint_attention_dim: 3584 ≠ 4096");
    EXPECT_EQ(longcat.error().suggestions, std::vector<std::string>{"flux.1-schnell"});
    // SD 2.x keeps SD 1.5's class and channels with 1024-wide OpenCLIP states and per-level head counts.
    const Result<IdentifiedDenoiser> sd2 =
        identifyDenoiser(bundled, R"({"_class_name": "UNet2DConditionModel", "attention_head_dim": [5, 10, 20, 20],
                     "block_out_channels": [320, 640, 1280, 1280], "cross_attention_dim": 1024, "in_channels": 4,
                     "layers_per_block": 2, "out_channels": 4, "use_linear_projection": true})");
    ASSERT_FALSE(sd2.ok());
    EXPECT_EQ(sd2.error().suggestions, std::vector<std::string>{"sd1.5"});
    // Wan 2.2 A14B's experts have Wan 2.1 14B's config: the config cannot tell them apart.
    const Result<IdentifiedDenoiser> wan = identifyDenoiser(
        bundled, R"({"_class_name": "WanTransformer3DModel", "num_layers": 40, "num_attention_heads": 40,
                     "attention_head_dim": 128, "ffn_dim": 13824, "in_channels": 16})");
    ASSERT_FALSE(wan.ok());
    EXPECT_EQ(wan.error().code, ErrorCode::AmbiguousModel);
}

} // namespace
} // namespace tunefit

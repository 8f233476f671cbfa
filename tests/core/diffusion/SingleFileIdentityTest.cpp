// SPDX-License-Identifier: GPL-3.0-or-later
// A fine-tune saved as one .safetensors file (issue 34: ComfyUI's and CivitAI's checkpoints) recognized by its
// tensors' names and shapes, as diffusers' single-file loader tells models apart (src/diffusers/loaders/
// single_file_utils.py at 58eb52c0): only the header is read. The files here hold a header and no data.
#include "core/diffusion/DenoiserIdentity.h"

#include "core/diffusion/DenoiserLibrary.h"
#include "core/import/DiffusionImport.h"
#include "core/import/SafetensorsHeader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstring>
#include <sys/stat.h>

namespace tunefit {
namespace {

using Tensors = std::vector<std::pair<std::string, std::vector<int64_t>>>;

/// An 8-byte little-endian length and the JSON header naming each tensor (BF16, offsets end to end).
QByteArray safetensors(const Tensors& tensors)
{
    QByteArray header = R"({"__metadata__": {"format": "pt"})";
    int64_t offset = 0;
    for (const auto& [name, shape] : tensors) {
        int64_t elements = 1;
        QByteArray dims;
        for (const int64_t d : shape) {
            elements *= d;
            dims += (dims.isEmpty() ? "" : ", ") + QByteArray::number(d);
        }
        header += ", \"" + QByteArray::fromStdString(name) + R"(": {"dtype": "BF16", "shape": [)" + dims +
                  R"(], "data_offsets": [)" + QByteArray::number(offset) + ", " +
                  QByteArray::number(offset + 2 * elements) + "]}";
        offset += 2 * elements;
    }
    header += "}";
    QByteArray data(8, '\0');
    const uint64_t size = uint64_t(header.size());
    std::memcpy(data.data(), &size, 8); // little-endian on every machine this runs on
    return data + header;
}

QString written(const QTemporaryDir& dir, const char* name, const QByteArray& bytes)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path;
}

Result<IdentifiedDenoiser> identified(const Tensors& tensors)
{
    QTemporaryDir dir;
    return identifyDenoiserAt(bundledDenoiserLibrary(), written(dir, "model.safetensors", safetensors(tensors)));
}

// A ComfyUI-repackaged Wan 2.1 I2V file keeps Wan's own names (wan/modules/model.py): 36 input channels into a
// 5,120-wide Conv3d with a (1, 2, 2) kernel, the CLIP projection MLPProj (1,280 → 1,280 → 5,120) and k_img.
const Tensors kWanI2v = {{"patch_embedding.weight", {5120, 36, 1, 2, 2}},
                         {"head.modulation", {1, 2, 5120}},
                         {"img_emb.proj.1.weight", {1280, 1280}},
                         {"img_emb.proj.3.weight", {5120, 1280}},
                         {"blocks.0.cross_attn.k_img.weight", {5120, 5120}},
                         {"blocks.0.self_attn.q.weight", {5120, 5120}}};

TEST(SingleFileIdentity, WanCheckpointsByTheirChannelsAndImageProjection)
{
    const Result<IdentifiedDenoiser> i2v = identified(kWanI2v);
    ASSERT_TRUE(i2v.ok()) << i2v.error().field << " " << i2v.error().detail;
    EXPECT_EQ(i2v->spec.key, "wan2.1-i2v-14b");
    EXPECT_TRUE(i2v->className.empty());
    EXPECT_EQ(i2v->keysCompared, 4);
    // Wan 2.2's I2V experts read no CLIP tokens.
    const Result<IdentifiedDenoiser> wan22 = identified({kWanI2v[0], kWanI2v[1], kWanI2v[5]});
    ASSERT_TRUE(wan22.ok()) << wan22.error().field << " " << wan22.error().detail;
    EXPECT_EQ(wan22->spec.key, "wan2.2-i2v-a14b");
    // The first-last-frame model adds a position table for its two images' 514 tokens.
    Tensors flf2v = kWanI2v;
    flf2v.push_back({"img_emb.emb_pos", {1, 514, 1280}});
    const Result<IdentifiedDenoiser> firstLast = identified(flf2v);
    ASSERT_FALSE(firstLast.ok());
    EXPECT_EQ(firstLast.error().field, "denoiser_weights");
    EXPECT_EQ(firstLast.error().detail, "img_emb.emb_pos: [1, 514, 1280] ≠ ∅");
    EXPECT_EQ(firstLast.error().suggestions, std::vector<std::string>{"wan2.1-i2v-14b"});
    // A T2V 14B file fits Wan 2.1 14B and either Wan 2.2 A14B expert alike.
    const Result<IdentifiedDenoiser> t2v =
        identified({{"patch_embedding.weight", {5120, 16, 1, 2, 2}}, {"head.modulation", {1, 2, 5120}}});
    ASSERT_FALSE(t2v.ok());
    EXPECT_EQ(t2v.error().code, ErrorCode::AmbiguousModel);
    EXPECT_EQ(t2v.error().suggestions, (std::vector<std::string>{"wan2.1-t2v-14b", "wan2.2-t2v-a14b"}));
}

// CivitAI's SD 1.5 and SDXL checkpoints are LDM/SGM files: the UNet under model.diffusion_model. beside the VAE and
// the text encoders. SD 1.5's cross-attention reads CLIP-L's 768 features, SD 2.x's OpenCLIP's 1,024, SDXL's 2,048.
TEST(SingleFileIdentity, LdmCheckpointsUnderTheirPrefix)
{
    const Tensors sd15 = {{"model.diffusion_model.input_blocks.0.0.weight", {320, 4, 3, 3}},
                          {"model.diffusion_model.input_blocks.1.1.transformer_blocks.0.attn2.to_k.weight", {320, 768}},
                          {"model.diffusion_model.output_blocks.11.0.skip_connection.weight", {320, 640, 1, 1}},
                          {"first_stage_model.encoder.conv_in.weight", {128, 3, 3, 3}}};
    const Result<IdentifiedDenoiser> v1 = identified(sd15);
    ASSERT_TRUE(v1.ok()) << v1.error().field << " " << v1.error().detail;
    EXPECT_EQ(v1->spec.key, "sd1.5");
    Tensors sd2 = sd15;
    sd2[1].second = {320, 1024};
    const Result<IdentifiedDenoiser> v2 = identified(sd2);
    ASSERT_FALSE(v2.ok());
    EXPECT_EQ(v2.error().detail, "input_blocks.1.1.transformer_blocks.0.attn2.to_k.weight: [320, 1024] ≠ [320, 768]");
    EXPECT_EQ(v2.error().suggestions, std::vector<std::string>{"sd1.5"});
    const Result<IdentifiedDenoiser> xl =
        identified({{"model.diffusion_model.input_blocks.0.0.weight", {320, 4, 3, 3}},
                    {"model.diffusion_model.label_emb.0.0.weight", {1280, 2816}},
                    {"model.diffusion_model.input_blocks.4.1.transformer_blocks.0.attn2.to_k.weight", {640, 2048}}});
    ASSERT_TRUE(xl.ok()) << xl.error().field << " " << xl.error().detail;
    EXPECT_EQ(xl->spec.key, "sdxl-base-1.0");
}

// BFL's FLUX.1 layout: dev and Kontext share every name and shape, schnell lacks the guidance input.
TEST(SingleFileIdentity, FluxByItsGuidanceInput)
{
    const Tensors schnell = {{"double_blocks.0.img_attn.norm.key_norm.scale", {128}}, {"img_in.weight", {3072, 64}}};
    const Result<IdentifiedDenoiser> fast = identified(schnell);
    ASSERT_TRUE(fast.ok()) << fast.error().field << " " << fast.error().detail;
    EXPECT_EQ(fast->spec.key, "flux.1-schnell");
    Tensors dev = schnell;
    dev.push_back({"guidance_in.in_layer.weight", {3072, 256}});
    const Result<IdentifiedDenoiser> guided = identified(dev);
    ASSERT_FALSE(guided.ok());
    EXPECT_EQ(guided.error().suggestions, (std::vector<std::string>{"flux.1-dev", "flux.1-kontext-dev"}));
    dev[1].second = {3072, 384}; // FLUX.1 Fill reads the masked image's channels too
    EXPECT_EQ(identified(dev).error().detail, "img_in.weight: [3072, 384] ≠ [3072, 64]");
    // Chroma keeps FLUX.1-schnell's block names, its approximator in place of the modulation: not schnell.
    Tensors chroma = schnell;
    chroma.push_back({"distilled_guidance_layer.in_proj.bias", {5120}});
    const Result<IdentifiedDenoiser> pruned = identified(chroma);
    ASSERT_TRUE(pruned.ok()) << pruned.error().field << " " << pruned.error().detail;
    EXPECT_EQ(pruned->spec.key, "chroma1-hd");
    // A language model's weights hold no denoiser's names.
    const Result<IdentifiedDenoiser> llm = identified({{"model.layers.0.self_attn.q_proj.weight", {4096, 4096}}});
    ASSERT_FALSE(llm.ok());
    EXPECT_EQ(llm.error().field, "denoiser_weights");
    EXPECT_TRUE(llm.error().detail.empty());
}

/// The job on `from` moved onto a Wan 2.1 I2V fine-tune saved as one file in `dir`.
Result<DiffusionJob> wanI2vFineTune(const QTemporaryDir& dir, std::string_view from)
{
    const QString path = written(dir, "my-wan-i2v.safetensors", safetensors(kWanI2v));
    const Result<DiffusionJob> base = diffusionJobFor(bundledDenoiserLibrary(), from);
    if (!base)
        return base.error();
    return fineTuneJob(bundledDenoiserLibrary(), *base, path);
}

TEST(SingleFileIdentity, AFineTuneFileRunsAsItsBaseAndKeepsItsPath)
{
    QTemporaryDir dir;
    const Result<DiffusionJob> job = wanI2vFineTune(dir, "flux.1-dev");
    ASSERT_TRUE(job.ok()) << job.error().detail;
    EXPECT_EQ(job->model.key, "wan2.1-i2v-14b");
    EXPECT_EQ(job->modelGiven, dir.filePath(QStringLiteral("my-wan-i2v.safetensors")).toStdString());
}

// musubi-tuner trains Wan from Wan's own checkpoints, so a single-file fine-tune is what its dit key loads; Wan 2.1
// I2V also needs its CLIP image encoder (wan_train_network.py: "--clip … If training Wan2.1 I2V model, this is
// required"). The written config reads back as the same model.
TEST(SingleFileIdentity, MusubiLoadsTheFileAndTheImageEncoder)
{
    QTemporaryDir dir;
    const Result<DiffusionJob> job = wanI2vFineTune(dir, "wan2.1-t2v-14b");
    ASSERT_TRUE(job.ok()) << job.error().detail;
    const std::string path = job->modelGiven;
    const Result<std::string> config = exportDiffusionConfig(*job, DiffusionStack::Musubi);
    ASSERT_TRUE(config.ok()) << config.error().detail;
    EXPECT_NE(config->find("task = \"i2v-14B\"\ndit = \"" + path + "\"\nclip = "), std::string::npos) << *config;
    written(dir, "dataset.toml",
            QByteArray::fromStdString(*exportDiffusionDatasetConfig(*job, DiffusionStack::Musubi)));
    const QString configPath = written(dir, "config.toml", QByteArray::fromStdString(*config));
    const Result<DiffusionImport> back =
        diffusionJobFromConfig(*config, configPath.toStdString(), bundledDenoiserLibrary());
    ASSERT_TRUE(back.ok()) << back.error().field << " " << back.error().detail;
    EXPECT_EQ(back->job.model.key, "wan2.1-i2v-14b");
    // Wan 2.2 I2V reads no CLIP tokens: no encoder to give.
    const Result<DiffusionJob> wan22 = diffusionJobFor(bundledDenoiserLibrary(), "wan2.2-i2v-a14b");
    ASSERT_TRUE(wan22.ok());
    EXPECT_EQ(exportDiffusionConfig(*wan22, DiffusionStack::Musubi)->find("clip = "), std::string::npos);
}

// Only the header is read, and only from a plain file; its length and every dimension are bounded.
TEST(SingleFileIdentity, HostileHeadersAreRefused)
{
    QTemporaryDir dir;
    const auto read = [&](const char* name, const QByteArray& bytes) {
        return import::readSafetensorsHeader(QFile::encodeName(written(dir, name, bytes)).toStdString());
    };
    EXPECT_EQ(read("short.safetensors", "abc").error().code, ErrorCode::WrongFormat);
    QByteArray huge(8, '\0');
    huge[7] = char(0x7f); // a length of ~9 EB
    EXPECT_EQ(read("huge.safetensors", huge + "{}").error().code, ErrorCode::WrongFormat);
    QByteArray truncated = safetensors(kWanI2v);
    truncated.chop(10);
    EXPECT_EQ(read("truncated.safetensors", truncated).error().code, ErrorCode::WrongFormat);
    EXPECT_EQ(read("dims.safetensors", safetensors({{"w", {int64_t(1) << 41}}})).error().code, ErrorCode::OutOfRange);
    QByteArray notJson = safetensors({});
    notJson.back() = '!';
    EXPECT_EQ(read("bad.safetensors", notJson).error().code, ErrorCode::MalformedJson);
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("fifo.safetensors")));
    ASSERT_EQ(mkfifo(fifo.constData(), 0600), 0);
    EXPECT_EQ(identifyDenoiserAt(bundledDenoiserLibrary(), QFile::decodeName(fifo)).error().code,
              ErrorCode::IncludeRefused);
    const Result<import::SafetensorsTensors> good = read("good.safetensors", safetensors(kWanI2v));
    ASSERT_TRUE(good.ok());
    EXPECT_EQ(good->size(), kWanI2v.size());
    EXPECT_EQ(good->at("patch_embedding.weight").shape, (std::vector<int64_t>{5120, 36, 1, 2, 2}));
}

} // namespace
} // namespace tunefit

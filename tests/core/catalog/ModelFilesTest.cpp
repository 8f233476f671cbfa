// SPDX-License-Identifier: GPL-3.0-or-later
// Model library entries from files (issue 28): a config.json, a model folder, a folder of models, and what is
// refused: huge, truncated and non-JSON files, special files, links out of the folder and link loops.
#include "core/catalog/ModelFiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

using namespace tunefit;

namespace {

/// A Llama-style config: 2 layers of width 64 (embedding 1000 × 64 and head 1000 × 64 untied).
const char* kConfig = R"({"model_type": "llama", "hidden_size": 64, "intermediate_size": 128,
  "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2, "vocab_size": 1000)";

QByteArray config(const char* nameOrPath = nullptr)
{
    QByteArray text(kConfig);
    if (nameOrPath)
        text += QByteArray(", \"_name_or_path\": \"") + nameOrPath + "\"";
    return text + "}";
}

void write(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(data);
}

/// A safetensors file whose header declares `elements` BF16 values in one tensor (no data follows: only the header
/// is read).
void writeSafetensors(const QString& path, int64_t elements)
{
    const QByteArray header = QByteArray(R"({"w": {"dtype": "BF16", "shape": [)") + QByteArray::number(elements) +
                              R"(], "data_offsets": [0, )" + QByteArray::number(elements * 2) + "]}}";
    QByteArray data(8, '\0');
    const uint64_t size = uint64_t(header.size());
    std::memcpy(data.data(), &size, 8); // little-endian on every machine this runs on
    write(path, data + header);
}

ModelFileOptions options(std::string id = {})
{
    return {std::move(id), "Tiny", "2026-03-01"};
}

} // namespace

TEST(ModelFiles, AConfigFileNamesItsHubIdOrItsFile)
{
    QTemporaryDir dir;
    write(dir.filePath(QStringLiteral("named.json")), config("acme/tiny-64"));
    auto read = modelEntriesFromPath(dir.filePath(QStringLiteral("named.json")), options());
    ASSERT_TRUE(read.ok()) << read.error().code;
    ASSERT_EQ(read->entries.size(), 1u);
    EXPECT_EQ(read->entries.front().id, "acme/tiny-64");
    EXPECT_EQ(read->entries.front().hubId, "acme/tiny-64");
    EXPECT_EQ(read->entries.front().family, "Tiny");
    EXPECT_EQ(read->entries.front().sourceDate, "2026-03-01");
    EXPECT_EQ(read->entries.front().configJson, config("acme/tiny-64").toStdString());

    // A local path in _name_or_path is no Hub id: the file's name stands for the model.
    write(dir.filePath(QStringLiteral("mine-config.json")), config("/data/models/mine"));
    read = modelEntriesFromPath(dir.filePath(QStringLiteral("mine-config.json")), options());
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read->entries.front().hubId, "mine");
    read = modelEntriesFromPath(dir.filePath(QStringLiteral("mine-config.json")), options("my-id"));
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read->entries.front().id, "my-id");
}

TEST(ModelFiles, AModelFolderTakesTheExactCountFromItsSafetensorsHeaders)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("tiny-64"));
    write(folder + QStringLiteral("/config.json"), config());
    writeSafetensors(folder + QStringLiteral("/model.safetensors"), 250'000'000);
    const auto read = modelEntriesFromPath(folder, options());
    ASSERT_TRUE(read.ok()) << read.error().code << " " << read.error().detail;
    ASSERT_EQ(read->entries.size(), 1u);
    EXPECT_EQ(read->entries.front().id, "tiny-64"); // the folder's name
    ASSERT_TRUE(read->entries.front().publishedParamsB.has_value());
    EXPECT_DOUBLE_EQ(*read->entries.front().publishedParamsB, 0.25);
}

TEST(ModelFiles, AFolderOfModelsKeepsTheGoodOnesAndNamesTheOthers)
{
    QTemporaryDir dir;
    write(dir.filePath(QStringLiteral("a/config.json")), config("acme/a"));
    write(dir.filePath(QStringLiteral("b/config.json")), config("acme/b"));
    write(dir.filePath(QStringLiteral("c-config.json")), config());
    write(dir.filePath(QStringLiteral("tokenizer_config.json")), "{}"); // a companion: passed over
    write(dir.filePath(QStringLiteral("broken/config.json")), config().left(40));
    write(dir.filePath(QStringLiteral("notes.txt")), "hello");
    const auto read = modelEntriesFromPath(dir.path(), options());
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read->entries.size(), 3u);
    EXPECT_EQ(read->entries[0].id, "acme/a");
    EXPECT_EQ(read->entries[1].id, "acme/b");
    EXPECT_EQ(read->entries[2].id, "c");
    ASSERT_EQ(read->skipped.size(), 1u);
    EXPECT_TRUE(read->skipped.front().path.endsWith(QStringLiteral("broken")));
    EXPECT_EQ(read->skipped.front().error.code, ErrorCode::MalformedJson);
    // One id for several models is refused.
    EXPECT_EQ(modelEntriesFromPath(dir.path(), options("one")).error().code, ErrorCode::Inconsistent);
}

TEST(ModelFiles, HostileFilesAreRefusedEachWithItsReason)
{
    QTemporaryDir dir;
    const auto code = [](const QString& path) {
        const auto read = modelEntriesFromPath(path, options());
        return read.ok() ? ErrorCode::Empty : read.error().code;
    };
    // Huge: over 1 MiB, however valid.
    write(dir.filePath(QStringLiteral("huge.json")),
          config().chopped(1) + ", \"pad\": \"" + QByteArray(1 << 20, 'x') + "\"}");
    EXPECT_EQ(code(dir.filePath(QStringLiteral("huge.json"))), ErrorCode::FileTooLarge);
    write(dir.filePath(QStringLiteral("truncated.json")), config().left(50));
    EXPECT_EQ(code(dir.filePath(QStringLiteral("truncated.json"))), ErrorCode::MalformedJson);
    write(dir.filePath(QStringLiteral("page.json")), "<html><body>Not JSON</body></html>");
    EXPECT_EQ(code(dir.filePath(QStringLiteral("page.json"))), ErrorCode::MalformedJson);
    write(dir.filePath(QStringLiteral("array.json")), "[1, 2]");
    EXPECT_EQ(code(dir.filePath(QStringLiteral("array.json"))), ErrorCode::MalformedJson);
    EXPECT_EQ(code(dir.filePath(QStringLiteral("missing.json"))), ErrorCode::CannotOpen);
    // A FIFO would block a reader forever.
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_EQ(code(fifo), ErrorCode::IncludeRefused);
    // A link that loops.
    const QString loop = dir.filePath(QStringLiteral("loop.json"));
    ASSERT_EQ(::symlink("loop.json", QFile::encodeName(loop).constData()), 0);
    EXPECT_EQ(code(loop), ErrorCode::IncludeRefused);
    // An empty folder has no model.
    QDir(dir.path()).mkdir(QStringLiteral("empty"));
    EXPECT_EQ(code(dir.filePath(QStringLiteral("empty"))), ErrorCode::Empty);
}

TEST(ModelFiles, LinksOutOfTheFolderAndFolderLoopsAreNotFollowed)
{
    QTemporaryDir outside;
    write(outside.filePath(QStringLiteral("secret/config.json")), config("acme/secret"));
    QTemporaryDir dir;
    write(dir.filePath(QStringLiteral("good/config.json")), config("acme/good"));
    // A model folder whose config.json leads out of the named folder, a linked folder out of it, and a folder loop.
    QDir(dir.path()).mkdir(QStringLiteral("escape"));
    ASSERT_EQ(::symlink(QFile::encodeName(outside.filePath(QStringLiteral("secret/config.json"))).constData(),
                        QFile::encodeName(dir.filePath(QStringLiteral("escape/config.json"))).constData()),
              0);
    ASSERT_EQ(::symlink(QFile::encodeName(outside.filePath(QStringLiteral("secret"))).constData(),
                        QFile::encodeName(dir.filePath(QStringLiteral("linked"))).constData()),
              0);
    ASSERT_EQ(::symlink(".", QFile::encodeName(dir.filePath(QStringLiteral("self"))).constData()), 0);
    const auto read = modelEntriesFromPath(dir.path(), options());
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read->entries.size(), 1u); // the folder linked to itself is not walked again (one level only)
    EXPECT_EQ(read->entries.front().id, "acme/good");
    int refused = 0;
    for (const SkippedModelFile& skipped : read->skipped)
        refused += skipped.error.code == ErrorCode::IncludeRefused;
    EXPECT_EQ(refused, 2);
}

TEST(ModelFiles, ATooLargeFolderIsRefusedRatherThanWalked)
{
    QTemporaryDir dir;
    for (int i = 0; i <= kMaxModelWalkEntries; ++i)
        write(dir.filePath(QStringLiteral("f%1.txt").arg(i)), "x");
    EXPECT_EQ(modelEntriesFromPath(dir.path(), options()).error().code, ErrorCode::OutOfRange);
}

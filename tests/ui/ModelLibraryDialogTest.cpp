// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog > Model library… (issue 28), offscreen: adding from a file and a folder, editing, removing, undo and redo,
// and a fetch from a loopback server named in HF_ENDPOINT.
#include "ui/catalog/ModelLibraryDialog.h"
#include "LocalHttpServer.h"
#include "core/model/Presets.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/window/MainWindow.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::ui;

namespace {

const QByteArray kConfig = R"({"model_type": "llama", "hidden_size": 64, "intermediate_size": 128,
  "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2, "vocab_size": 1000,
  "_name_or_path": "acme/tiny"})";

void write(const QString& path, const QByteArray& data)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(data);
}

class ModelLibraryDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_window = std::make_unique<MainWindow>(nullptr, m_dir.filePath(QStringLiteral("catalog.sqlite")));
        m_session = m_window->catalogSession();
        ASSERT_TRUE(m_session->isEditable());
        m_dialog = new ModelLibraryDialog(m_session, m_window.get());
    }
    const std::vector<ModelEntry>& entries() const { return m_session->catalog()->modelEntries; }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    CatalogSession* m_session = nullptr;
    ModelLibraryDialog* m_dialog = nullptr;
};

} // namespace

TEST_F(ModelLibraryDialogTest, AddEditRemoveAndUndoEachStep)
{
    const int bundled = int(modelPresets().size());
    EXPECT_EQ(m_dialog->model()->rowCount(), bundled);
    // Built-in rows are read-only.
    EXPECT_FALSE(m_dialog->model()->flags(m_dialog->model()->index(0, ModelLibraryModel::Family)) & Qt::ItemIsEditable);

    write(m_dir.filePath(QStringLiteral("tiny.json")), kConfig);
    m_dialog->addPath(m_dir.filePath(QStringLiteral("tiny.json")));
    ASSERT_EQ(entries().size(), 1u);
    EXPECT_EQ(entries().front().id, "acme/tiny");
    ASSERT_EQ(m_dialog->model()->rowCount(), bundled + 1);
    EXPECT_EQ(m_dialog->model()->index(bundled, ModelLibraryModel::Id).data().toString(), QStringLiteral("acme/tiny"));

    const QModelIndex family = m_dialog->model()->index(bundled, ModelLibraryModel::Family);
    ASSERT_TRUE(m_dialog->model()->flags(family) & Qt::ItemIsEditable);
    ASSERT_TRUE(m_dialog->model()->setData(family, QStringLiteral("Tiny")));
    EXPECT_EQ(entries().front().family, "Tiny");
    const QModelIndex id = m_dialog->model()->index(bundled, ModelLibraryModel::Id);
    ASSERT_TRUE(m_dialog->model()->setData(id, QStringLiteral("my-tiny")));
    ASSERT_EQ(entries().size(), 1u);
    EXPECT_EQ(entries().front().id, "my-tiny");
    // A built-in model's name is refused.
    EXPECT_FALSE(m_dialog->model()->setData(m_dialog->model()->index(bundled, ModelLibraryModel::Id),
                                            QString::fromStdString(modelPresets().front().id)));

    QUndoStack* undo = m_session->undoStack();
    undo->undo(); // the rename
    ASSERT_EQ(entries().size(), 1u);
    EXPECT_EQ(entries().front().id, "acme/tiny");
    undo->undo(); // the family
    EXPECT_EQ(entries().front().family, "");
    undo->undo(); // the add
    EXPECT_TRUE(entries().empty());
    undo->redo();
    undo->redo();
    undo->redo();
    ASSERT_EQ(entries().size(), 1u);
    EXPECT_EQ(entries().front().id, "my-tiny");
    EXPECT_EQ(entries().front().family, "Tiny");

    EXPECT_TRUE(m_session->removeModel(entries().front()).isEmpty());
    EXPECT_TRUE(entries().empty());
    undo->undo();
    EXPECT_EQ(entries().size(), 1u);
}

TEST_F(ModelLibraryDialogTest, BadFilesAreNamedAndChangeNothing)
{
    write(m_dir.filePath(QStringLiteral("page.json")), "<html>not a config</html>");
    const QString status = m_dialog->addPath(m_dir.filePath(QStringLiteral("page.json")));
    EXPECT_TRUE(status.contains(QStringLiteral("page.json"))) << status.toStdString();
    EXPECT_TRUE(entries().empty());
}

TEST_F(ModelLibraryDialogTest, AFetchRunsWithoutBlockingAndSaysWhyItFailed)
{
    test::LocalHttpServer server;
    test::HttpResponse ok;
    ok.body = kConfig;
    server.serve("/acme/tiny/resolve/main/config.json", ok);
    qputenv("HF_ENDPOINT", server.base().toUtf8());
    QSignalSpy finished(m_dialog, &ModelLibraryDialog::fetchFinished);
    m_dialog->startFetch(QStringLiteral("acme/tiny"));
    EXPECT_TRUE(m_dialog->isFetching()); // the window goes on meanwhile
    ASSERT_TRUE(finished.wait(10000));
    ASSERT_EQ(entries().size(), 1u);
    EXPECT_EQ(entries().front().hubId, "acme/tiny");

    m_dialog->startFetch(QStringLiteral("acme/none"));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_TRUE(m_dialog->statusText().contains(QStringLiteral("acme/none"))) << m_dialog->statusText().toStdString();
    EXPECT_EQ(entries().size(), 1u);
    qunsetenv("HF_ENDPOINT");
}

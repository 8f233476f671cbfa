// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import / Export training config: the preview shows what was read and from where, Apply sets the panel in one
// step, a bad file changes nothing, and an export reads back as it was written.
#include "present/Settings.h"
#include "ui/job/ImportConfigDialog.h"
#include "ui/job/ImportedFieldsModel.h"
#include "ui/job/JobPanel.h"
#include "ui/window/MainWindow.h"

#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::ui;

namespace {

// The fixture's own numbers: the expectations below are these, not what the importer computes.
constexpr int kRank = 32;
constexpr int kMicroBatch = 2;
constexpr int kSeqLen = 4096;
constexpr int kGradAccum = 8;
constexpr double kPanelTokens = 120e6;
constexpr double kPanelEpochs = 3;

const char* const kAxolotl = "base_model: meta-llama/Llama-3.1-8B\n"
                             "adapter: lora\n"
                             "lora_r: 32\n"
                             "lora_alpha: 64\n"
                             "micro_batch_size: 2\n"
                             "sequence_len: 4096\n"
                             "gradient_accumulation_steps: 8\n"
                             "bf16: true\n"
                             "learning_rate: 0.0002\n";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

const ImportedField* row(const ImportedFieldsModel& model, JobField field, int* index)
{
    for (size_t i = 0; i < model.fields().size(); ++i) {
        if (model.fields()[i].field == field) {
            *index = int(i);
            return &model.fields()[i];
        }
    }
    return nullptr;
}

/// The preview the window opened (one at a time).
ImportConfigDialog* preview(MainWindow& window)
{
    const auto dialogs = window.findChildren<ImportConfigDialog*>();
    return dialogs.size() == 1 ? dialogs.front() : nullptr;
}

/// A window with no job restored from an earlier run, and a dataset and limits of its own.
void prepare(MainWindow& window)
{
    window.jobPanel()->setDataset(kPanelTokens, kPanelEpochs);
    window.jobPanel()->setLimits(12, 500);
}

} // namespace

TEST(ImportConfig, PreviewShowsFieldsWithTheirKeysAndApplySetsThePanel)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = writeFile(dir, QStringLiteral("train.yaml"), kAxolotl);
    ASSERT_FALSE(path.isEmpty());

    MainWindow window;
    prepare(window);
    const JobInputs before = window.jobPanel()->inputs();
    ASSERT_EQ(window.importConfigFile(path), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isModal());
    // Nothing is applied while the preview is open.
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, before.job.setup.seqLen);

    const ImportedFieldsModel& model = *dialog->fieldsModel();
    int index = -1;
    const ImportedField* rank = row(model, JobField::LoraRank, &index);
    ASSERT_NE(rank, nullptr);
    EXPECT_EQ(model.data(model.index(index, ImportedFieldsModel::ValueColumn)).toString(), QStringLiteral("32"));
    const QString origin = model.data(model.index(index, ImportedFieldsModel::OriginColumn)).toString();
    EXPECT_TRUE(origin.contains(QStringLiteral("lora_r"))) << origin.toStdString();
    EXPECT_TRUE(origin.contains(QStringLiteral("train.yaml"))) << origin.toStdString();
    EXPECT_TRUE(origin.contains(QStringLiteral(":3"))) << origin.toStdString(); // lora_r is the fixture's 3rd line
    const ImportedField* seq = row(model, JobField::SeqLen, &index);
    ASSERT_NE(seq, nullptr);
    EXPECT_TRUE(model.data(model.index(index, ImportedFieldsModel::OriginColumn))
                    .toString()
                    .contains(QStringLiteral("sequence_len")));
    EXPECT_FALSE(model.data(model.index(index, ImportedFieldsModel::FieldColumn)).toString().isEmpty());
    EXPECT_TRUE(dialog->modelText().contains(QStringLiteral("meta-llama/Llama-3.1-8B")));

    dialog->applyButton()->click();
    const JobInputs after = window.jobPanel()->inputs();
    EXPECT_EQ(after.job.setup.method, Method::LoRA);
    EXPECT_EQ(after.job.setup.adapter.rank, kRank);
    EXPECT_EQ(after.job.setup.seqLen, kSeqLen);
    EXPECT_EQ(after.job.setup.microBatch, kMicroBatch);
    EXPECT_EQ(after.job.setup.gradAccumulation, kGradAccum);
    // The file sets no dataset, epochs or limits: the panel's stay.
    EXPECT_EQ(after.job.datasetTokens, kPanelTokens);
    EXPECT_EQ(after.job.epochs, kPanelEpochs);
    ASSERT_TRUE(after.job.deadlineHours.has_value());
    EXPECT_EQ(*after.job.deadlineHours, 12);
    EXPECT_EQ(after.gpuName, before.gpuName);
}

TEST(ImportConfig, CancelAppliesNothing)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("train.yaml"), kAxolotl);
    MainWindow window;
    prepare(window);
    window.jobPanel()->setSequenceLength(1024);
    ASSERT_EQ(window.importConfigFile(path), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    dialog->cancelButton()->click();
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, 1024);
}

TEST(ImportConfig, MalformedYamlNamesTheFileAndChangesNothing)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("broken.yaml"),
                                   "base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nlora_r: [32\n"
                                   "sequence_len: 4096\n");
    MainWindow window;
    prepare(window);
    window.jobPanel()->setSequenceLength(1024);
    const QString error = window.importConfigFile(path);
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(error.contains(QStringLiteral("broken.yaml"))) << error.toStdString();
    EXPECT_EQ(preview(window), nullptr);
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, 1024);
    EXPECT_EQ(window.jobPanel()->inputs().job.datasetTokens, kPanelTokens);

    EXPECT_FALSE(window.importConfigFile(dir.filePath(QStringLiteral("missing.yaml"))).isEmpty());
    EXPECT_EQ(preview(window), nullptr);
}

TEST(ImportConfig, ExportThenImportRoundTrips)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("train.yaml"), kAxolotl);
    MainWindow window;
    prepare(window);
    ASSERT_EQ(window.importConfigFile(path), QString());
    ASSERT_NE(preview(window), nullptr);
    preview(window)->applyButton()->click();
    delete preview(window); // WA_DeleteOnClose deletes it later, in the event loop
    // Values of its own, so the round trip cannot pass on the fixture's.
    window.jobPanel()->setSequenceLength(1024);
    window.jobPanel()->setMicroBatch(4);

    const QString exported = dir.filePath(QStringLiteral("exported.yaml"));
    ASSERT_EQ(window.exportConfigFile(exported, Stack::Axolotl), QString());
    window.jobPanel()->setSequenceLength(2048);
    window.jobPanel()->setMicroBatch(1);

    ASSERT_EQ(window.importConfigFile(exported), QString());
    ASSERT_NE(preview(window), nullptr);
    EXPECT_EQ(preview(window)->imported().stack, Stack::Axolotl);
    preview(window)->applyButton()->click();
    const JobInputs after = window.jobPanel()->inputs();
    EXPECT_EQ(after.job.setup.adapter.rank, kRank);
    EXPECT_EQ(after.job.setup.seqLen, 1024);
    EXPECT_EQ(after.job.setup.microBatch, 4);
    EXPECT_EQ(after.job.datasetTokens, kPanelTokens);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import / Export training config: the preview shows what was read and from where, Apply sets the panel in one
// step, a bad file changes nothing, and an export reads back as it was written.
#include "present/Settings.h"
#include "ui/job/ImportConfigDialog.h"
#include "ui/job/ImportedFieldsModel.h"
#include "ui/job/JobPanel.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace tunefit::present;

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

// Issue 35: a file the config names is read from the config's folder only, unless the user names a wider folder
// (the repository the training runs from); then it is found there, and a secret outside is never read.
TEST(ImportConfig, AFileAboveTheConfigIsReadOnlyFromTheFolderTheUserChose)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkpath(QStringLiteral("repo/deepspeed_configs")));
    ASSERT_TRUE(QDir(dir.path()).mkpath(QStringLiteral("repo/examples")));
    writeFile(dir, QStringLiteral("repo/deepspeed_configs/zero2.json"),
              R"({"zero_optimization": {"stage": 2}, "train_micro_batch_size_per_gpu": "auto"})");
    const QString path = writeFile(dir, QStringLiteral("repo/examples/lora.yml"),
                                   "base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nmicro_batch_size: 1\n"
                                   "sequence_len: 1024\ndeepspeed: deepspeed_configs/zero2.json\n");
    ASSERT_FALSE(path.isEmpty());
    MainWindow window;
    prepare(window);
    const QString narrow = window.importConfigFile(path);
    EXPECT_TRUE(narrow.contains(QStringLiteral("deepspeed"))) << narrow.toStdString();
    EXPECT_EQ(preview(window), nullptr);
    ASSERT_EQ(window.importConfigFile(path, dir.filePath(QStringLiteral("repo"))), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    const ImportedField* sharding = dialog->imported().field(JobField::Sharding);
    ASSERT_NE(sharding, nullptr);
    EXPECT_EQ(sharding->value, "zero2");
    dialog->cancelButton()->click();
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

TEST(ImportConfig, PreviewWordsEveryChoiceAsThePanelDoes)
{
    // Every enum field in the words the job panel's combos show; never the importer's key (lora, bf16, adamw).
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("train.yaml"),
                                   "base_model: meta-llama/Llama-3.1-8B\n"
                                   "adapter: qlora\n"
                                   "load_in_4bit: true\n"
                                   "lora_r: 16\n"
                                   "lora_target_linear: true\n"
                                   "bf16: true\n"
                                   "optimizer: paged_adamw_8bit\n"
                                   "gradient_checkpointing: true\n"
                                   "flash_attention: true\n"
                                   "sample_packing: true\n"
                                   "liger_fused_linear_cross_entropy: true\n"
                                   "tiled_mlp: true\n");
    MainWindow window;
    prepare(window);
    ASSERT_EQ(window.importConfigFile(path), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    const ImportedFieldsModel& model = *dialog->fieldsModel();
    auto shown = [&](JobField field) {
        int index = -1;
        return row(model, field, &index) ? model.data(model.index(index, ImportedFieldsModel::ValueColumn)).toString()
                                         : QString();
    };
    // The panel's own item texts, read from its combos: one wording.
    auto panelItem = [&](const char* combo, int value) {
        const auto* box = window.jobPanel()->findChild<QComboBox*>(QString::fromLatin1(combo));
        return box ? box->itemText(box->findData(value)) : QString();
    };
    EXPECT_EQ(shown(JobField::Method), panelItem("method", int(Method::QLoRA)));
    EXPECT_EQ(shown(JobField::Method), QStringLiteral("QLoRA (4-bit base)"));
    EXPECT_EQ(shown(JobField::Quant), panelItem("quant", int(BaseQuant::NF4DoubleQuant)));
    EXPECT_EQ(shown(JobField::Optimizer), panelItem("optimizer", int(Optimizer::PagedAdamW8bit)));
    EXPECT_EQ(shown(JobField::GradCkpt), panelItem("checkpointing", int(Checkpointing::Full)));
    EXPECT_EQ(shown(JobField::Attention), panelItem("attention", int(Attention::Flash)));
    EXPECT_EQ(shown(JobField::Loss), panelItem("loss", int(LossImpl::Fused)));
    EXPECT_EQ(shown(JobField::Precision), panelItem("compute", int(Compute::BF16)));
    EXPECT_EQ(shown(JobField::LoraTargets), QStringLiteral("All linear layers"));
    EXPECT_EQ(shown(JobField::Packing), QStringLiteral("On"));
    EXPECT_EQ(shown(JobField::TiledMlp), QStringLiteral("On"));
    const QStringList keys = {
        QStringLiteral("qlora"),      QStringLiteral("nf4_dq"), QStringLiteral("paged_adamw_8bit"),
        QStringLiteral("all_linear"), QStringLiteral("true"),   QStringLiteral("full"),
        QStringLiteral("flash"),      QStringLiteral("fused"),  QStringLiteral("amp_bf16")};
    for (int r = 0; r < model.rowCount(); ++r) {
        const QString value = model.data(model.index(r, ImportedFieldsModel::ValueColumn)).toString();
        EXPECT_FALSE(keys.contains(value)) << value.toStdString();
    }
    dialog->reject();
}

TEST(ImportConfig, ExportForTheChosenOfferWritesItsLayoutAndFigures)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    MainWindow window;
    prepare(window);
    const auto* offers = window.offersView()->model();
    ASSERT_GT(offers->rowCount(), 1);
    // The second offer of the table, not the best: its own card, count and figures go into the file.
    const int row = 1;
    ASSERT_TRUE(offers->option(row).fits);
    const PlanOption option = offers->option(row);
    const QString path = dir.filePath(QStringLiteral("offer.yaml"));
    ASSERT_EQ(window.exportOfferConfigFile(path, Stack::Accelerate, offers->planIndex(row)), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const Offer& offer = offers->offer(row);
    EXPECT_TRUE(
        text.startsWith(QStringLiteral("# Written by Tunefit for the plan: %1 %2, %3 x %4")
                            .arg(QString::fromStdString(offer.provider), QString::fromStdString(offer.instanceType),
                                 QString::number(option.gpus), QString::fromStdString(offers->gpu(row).name))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("num_processes: %1\n").arg(option.gpus))) << text.toStdString();
    const QString hours = QString::number(std::round(option.hours * 100) / 100, 'g', 6);
    EXPECT_TRUE(text.contains(QStringLiteral(", %1 h").arg(hours))) << text.toStdString();
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

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29, the job form: rows that do not apply stay in place, disabled; model, method and GPU first; refused values
// stay in their field, marked with the allowed range, while the tabs keep the last valid results marked stale; the
// GPU list sorted; mnemonics unique; a tool tip on every field; an import asks for the dataset's size.
#include "core/catalog/BundledCatalog.h"
#include "present/JobWording.h"
#include "present/Settings.h"
#include "ui/job/ImportConfigDialog.h"
#include "ui/job/JobPanel.h"
#include "ui/memory/BreakdownModel.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

/// Every editor of the form (the field of a row with a label, or a check box row), with its row's label.
std::vector<std::pair<QWidget*, QWidget*>> formFields(JobPanel& panel)
{
    std::vector<std::pair<QWidget*, QWidget*>> fields;
    auto* form = qobject_cast<QFormLayout*>(panel.layout());
    for (int row = 0; form && row < form->rowCount(); ++row) {
        QLayoutItem* item = form->itemAt(row, QFormLayout::FieldRole);
        QWidget* field = item ? item->widget() : nullptr;
        if (!field || qobject_cast<QLabel*>(field))
            continue; // message rows, notes and the layout's words
        QLayoutItem* label = form->itemAt(row, QFormLayout::LabelRole);
        fields.emplace_back(field, label ? label->widget() : nullptr);
    }
    return fields;
}

std::map<QWidget*, int> fieldTops(JobPanel& panel)
{
    panel.layout()->activate();
    std::map<QWidget*, int> tops;
    for (const auto& [field, label] : formFields(panel))
        tops[field] = field->geometry().top();
    return tops;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

ImportConfigDialog* preview(MainWindow& window)
{
    const auto dialogs = window.findChildren<ImportConfigDialog*>();
    return dialogs.size() == 1 ? dialogs.front() : nullptr;
}

} // namespace

TEST(JobForm, RowsThatDoNotApplyStayInPlaceDisabled)
{
    JobPanel panel;
    panel.resize(520, 2600);
    panel.show();
    const std::map<QWidget*, int> before = fieldTops(panel);
    ASSERT_GT(before.size(), 40u);
    auto* rank = panel.findChild<QSpinBox*>(QStringLiteral("rank"));
    auto* quant = panel.findChild<QComboBox*>(QStringLiteral("quant"));
    ASSERT_TRUE(rank && quant);

    // QLoRA → LoRA, the switch of the issue, then every method: no field moves.
    for (const Method method : {Method::QLoRA, Method::LoRA, Method::Full, Method::PromptTuning,
                                Method::BottleneckAdapter, Method::Freeze, Method::IA3, Method::LoRA}) {
        panel.setMethod(method);
        EXPECT_EQ(fieldTops(panel), before) << methodName(method).toStdString();
    }
    panel.setMethod(Method::LoRA);
    EXPECT_TRUE(rank->isEnabled());
    EXPECT_FALSE(quant->isEnabled());
    EXPECT_FALSE(quant->isHidden());
    // The row says why it does not apply, in its field and its label.
    EXPECT_EQ(quant->toolTip(), QStringLiteral("Not used by %1").arg(methodName(Method::LoRA)));
    auto* form = qobject_cast<QFormLayout*>(panel.layout());
    ASSERT_NE(form, nullptr);
    EXPECT_FALSE(form->labelForField(quant)->isEnabled());
    panel.setMethod(Method::Full);
    EXPECT_FALSE(rank->isEnabled());
    EXPECT_TRUE(rank->toolTip().startsWith(QStringLiteral("Not used by "))) << rank->toolTip().toStdString();
    panel.setMethod(Method::LoRA);
    EXPECT_FALSE(rank->toolTip().startsWith(QStringLiteral("Not used by "))) << "its own tool tip is back";

    // The objective's rows and the images rows too.
    auto* objective = panel.findChild<QComboBox*>(QStringLiteral("objective"));
    ASSERT_NE(objective, nullptr);
    for (const Objective value : {Objective::Grpo, Objective::Kto, Objective::Orpo, Objective::Sft}) {
        objective->setCurrentIndex(objective->findData(int(value)));
        EXPECT_EQ(fieldTops(panel), before) << objectiveName(value).toStdString();
    }
    auto* images = panel.findChild<QSpinBox*>(QStringLiteral("imagesPerSample"));
    ASSERT_NE(images, nullptr);
    EXPECT_FALSE(images->isEnabled());
    ASSERT_TRUE(panel.selectModel(QStringLiteral("Gemma-3-4B")));
    EXPECT_TRUE(images->isEnabled());
    EXPECT_EQ(fieldTops(panel), before);
}

TEST(JobForm, ModelMethodAndGpuComeFirstAndShowAt1366x768)
{
    Settings::setLastJob({}, {}, {});
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QApplication::processEvents();
    JobPanel* panel = window.jobPanel();
    const std::map<QWidget*, int> tops = fieldTops(*panel);
    const std::vector<QString> first = {QStringLiteral("model"), QStringLiteral("method"), QStringLiteral("gpu"),
                                        QStringLiteral("gpus")};
    std::vector<std::pair<int, QString>> order;
    for (const auto& [field, top] : tops)
        order.emplace_back(top, field->objectName());
    std::sort(order.begin(), order.end());
    ASSERT_GE(order.size(), first.size());
    for (size_t i = 0; i < first.size(); ++i)
        EXPECT_EQ(order[i].second, first[i]) << i;

    // All four in the scroll area's view without scrolling.
    auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("jobFormScroll"));
    ASSERT_NE(scroll, nullptr);
    QWidget* viewport = scroll->viewport();
    for (const QString& name : first) {
        auto* field = panel->findChild<QWidget*>(name);
        ASSERT_NE(field, nullptr);
        const int bottom = field->mapTo(viewport, QPoint(0, field->height())).y();
        EXPECT_LE(bottom, viewport->height()) << name.toStdString();
    }
}

TEST(JobForm, ARefusedSequenceLengthStaysMarkedWithItsRangeAndTheResultsGoStale)
{
    Settings::setLastJob({}, {}, {});
    MainWindow window;
    JobPanel* panel = window.jobPanel();
    auto* seqLen = panel->findChild<QSpinBox*>(QStringLiteral("seqLen"));
    auto* message = panel->findChild<QLabel*>(QStringLiteral("message_seq_len"));
    BreakdownModel* rows = window.breakdownPane()->model();
    QLabel* banner = window.staleBanner();
    ASSERT_TRUE(seqLen && message && banner);
    ASSERT_GT(rows->rowCount(), 0);
    const int goodRows = rows->rowCount();
    EXPECT_TRUE(banner->isHidden());

    // Typed as a user types it: the 0 is not put back to 2,048.
    seqLen->setFocus();
    seqLen->selectAll();
    QTest::keyClicks(seqLen, QStringLiteral("0"));
    QTest::keyClick(seqLen, Qt::Key_Tab);
    EXPECT_EQ(seqLen->value(), 0);
    EXPECT_EQ(panel->inputs().job.setup.seqLen, 0);
    EXPECT_TRUE(seqLen->property("invalid").toBool());
    EXPECT_FALSE(message->isHidden());
    // The core's range for a sequence: 1 to 4,000,000 tokens (MemoryEstimator kMaxSequence).
    EXPECT_TRUE(message->text().contains(QLocale().toString(4'000'000))) << message->text().toStdString();
    // The tabs keep the last valid job's figures, marked stale, naming the field to fix.
    EXPECT_EQ(rows->rowCount(), goodRows);
    EXPECT_FALSE(banner->isHidden());
    EXPECT_TRUE(banner->text().contains(QStringLiteral("Sequence length"))) << banner->text().toStdString();

    seqLen->setValue(10'000'000);
    EXPECT_EQ(seqLen->value(), 10'000'000);
    EXPECT_TRUE(seqLen->property("invalid").toBool());
    EXPECT_TRUE(message->text().contains(QLocale().toString(4'000'000))) << message->text().toStdString();
    EXPECT_EQ(rows->rowCount(), goodRows) << "the Memory tab is never blank";
    EXPECT_FALSE(banner->isHidden());

    seqLen->setValue(4096);
    EXPECT_FALSE(seqLen->property("invalid").toBool());
    EXPECT_TRUE(message->isHidden());
    EXPECT_TRUE(banner->isHidden());
    EXPECT_GT(rows->rowCount(), 0);
}

TEST(JobForm, RefusedEpochsAndMicroBatchAreMarkedAtTheirFields)
{
    Settings::setLastJob({}, {}, {});
    MainWindow window;
    JobPanel* panel = window.jobPanel();
    auto* epochs = panel->findChild<QDoubleSpinBox*>(QStringLiteral("epochs"));
    auto* microBatch = panel->findChild<QSpinBox*>(QStringLiteral("microBatch"));
    ASSERT_TRUE(epochs && microBatch);

    epochs->setValue(0);
    EXPECT_EQ(epochs->value(), 0);
    EXPECT_TRUE(epochs->property("invalid").toBool());
    // validateJob: epochs above 0, up to 10,000.
    EXPECT_TRUE(panel->messageFor("epochs").contains(QLocale().toString(10'000)))
        << panel->messageFor("epochs").toStdString();
    EXPECT_TRUE(window.staleBanner()->text().contains(QStringLiteral("Epochs")));
    epochs->setValue(2);
    EXPECT_FALSE(epochs->property("invalid").toBool());
    EXPECT_TRUE(panel->messageFor("epochs").isEmpty());

    microBatch->setValue(0);
    EXPECT_EQ(microBatch->value(), 0);
    EXPECT_TRUE(microBatch->property("invalid").toBool());
    EXPECT_TRUE(panel->messageFor("micro_batch").contains(QLocale().toString(1'000'000)))
        << panel->messageFor("micro_batch").toStdString();
    EXPECT_FALSE(epochs->property("invalid").toBool()) << "only the refused field is marked";
    microBatch->setValue(2);
    EXPECT_FALSE(microBatch->property("invalid").toBool());
    EXPECT_TRUE(window.staleBanner()->isHidden());
}

TEST(JobForm, GpusAreListedByVendorThenMemory)
{
    JobPanel panel;
    auto* gpu = panel.findChild<QComboBox*>(QStringLiteral("gpu"));
    ASSERT_NE(gpu, nullptr);
    const Catalog& catalog = bundledCatalog();
    ASSERT_EQ(gpu->count(), int(catalog.gpus.size()));
    std::set<std::string> vendorsDone;
    std::string vendor;
    double memory = 0;
    for (int i = 0; i < gpu->count(); ++i) {
        const Gpu* card = findGpu(catalog, gpu->itemText(i).toStdString());
        ASSERT_NE(card, nullptr) << gpu->itemText(i).toStdString();
        if (card->vendor != vendor) {
            EXPECT_FALSE(vendorsDone.count(card->vendor)) << "one block per vendor: " << card->vendor;
            vendorsDone.insert(vendor);
            vendor = card->vendor;
            memory = 0;
        }
        EXPECT_GE(memoryBytes(*card), memory) << card->name;
        memory = memoryBytes(*card);
    }
    EXPECT_GE(vendorsDone.size(), 2u); // the bundled catalog has AMD and NVIDIA cards
    // The default card is still the one chosen.
    EXPECT_EQ(panel.inputs().gpuName, QStringLiteral("H100 SXM"));
}

TEST(JobForm, MnemonicsAreUniqueInTheForm)
{
    JobPanel panel;
    std::map<QChar, QString> used;
    const auto check = [&](const QString& text) {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] != QLatin1Char('&'))
                continue;
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            const QChar key = text[i + 1].toLower();
            EXPECT_FALSE(used.count(key)) << "Alt+" << QString(key).toStdString() << ": " << text.toStdString()
                                          << " and " << used[key].toStdString();
            used[key] = text;
        }
    };
    for (const QLabel* label : panel.findChildren<QLabel*>())
        check(label->text());
    for (const QCheckBox* box : panel.findChildren<QCheckBox*>())
        check(box->text());
    // The fields a first job sets keep a letter; the rest give theirs up to the menus, the tabs and the Offers tab,
    // which are visible beside the form (MainWindow.MenuAndTabMnemonicsAreDistinct).
    for (const char* name : {"model", "method", "gpu", "gpus", "seqLen", "microBatch", "compute", "checkpointing",
                             "datasetTokens", "deadlineHours"}) {
        const auto* field = panel.findChild<QWidget*>(QString::fromLatin1(name));
        ASSERT_NE(field, nullptr) << name;
        const QLabel* label = nullptr;
        for (const QLabel* l : panel.findChildren<QLabel*>())
            if (l->buddy() == field)
                label = l;
        ASSERT_NE(label, nullptr) << name;
        EXPECT_TRUE(label->text().contains(QRegularExpression(QStringLiteral("&[^&\\s]")))) << name;
    }
}

TEST(JobForm, EveryFieldHasAOneLineToolTip)
{
    JobPanel panel;
    for (const Method method : {Method::LoRA, Method::Full}) {
        panel.setMethod(method);
        for (const auto& [field, label] : formFields(panel)) {
            const QString tip = field->toolTip();
            EXPECT_FALSE(tip.isEmpty()) << field->objectName().toStdString();
            EXPECT_FALSE(tip.contains(QLatin1Char('\n'))) << field->objectName().toStdString();
            if (label) {
                EXPECT_EQ(label->toolTip(), tip) << field->objectName().toStdString();
            }
        }
    }
    auto* checkpointing = panel.findChild<QComboBox*>(QStringLiteral("checkpointing"));
    ASSERT_NE(checkpointing, nullptr);
    EXPECT_TRUE(checkpointing->toolTip().contains(QStringLiteral("selective per op")));
}

// A LLaMA-Factory config with max_samples and 3 epochs (the issue): the dialog asks for the dataset's size,
// prefilled as max_samples × cutoff_len, and the 3 epochs run over that, not over the previous job's tokens.
TEST(JobForm, AnImportAsksForTheDatasetSizeAndItsEpochsRunOverIt)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = writeFile(dir, QStringLiteral("llama3_lora_sft.yaml"),
                                   "model_name_or_path: meta-llama/Meta-Llama-3-8B-Instruct\n"
                                   "stage: sft\n"
                                   "finetuning_type: lora\n"
                                   "lora_rank: 8\n"
                                   "dataset: identity,alpaca_en_demo\n"
                                   "cutoff_len: 2048\n"
                                   "max_samples: 1000\n"
                                   "per_device_train_batch_size: 1\n"
                                   "gradient_accumulation_steps: 8\n"
                                   "num_train_epochs: 3.0\n"
                                   "bf16: true\n");
    ASSERT_FALSE(path.isEmpty());
    MainWindow window;
    window.jobPanel()->setDataset(50e6, 1);
    ASSERT_EQ(window.importConfigFile(path), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->sizeBySamples());
    auto* samples = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("datasetSamples"));
    auto* length = dialog->findChild<QSpinBox*>(QStringLiteral("sampleLength"));
    auto* tokens = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("datasetTokens"));
    ASSERT_TRUE(samples && length && tokens);
    EXPECT_EQ(samples->value(), 1000);
    EXPECT_EQ(length->value(), 2048);
    EXPECT_DOUBLE_EQ(dialog->datasetTokens(), 1000.0 * 2048);
    // Said so: where the figure comes from.
    EXPECT_TRUE(dialog->datasetNote().contains(QLocale().toString(1000))) << dialog->datasetNote().toStdString();
    EXPECT_TRUE(dialog->datasetNote().contains(QStringLiteral("llama3_lora_sft.yaml:7")))
        << dialog->datasetNote().toStdString();

    // The user knows better: 600 samples of 512 tokens on average.
    samples->setValue(600);
    length->setValue(512);
    EXPECT_DOUBLE_EQ(dialog->imported().job.datasetTokens, 600.0 * 512);
    // No raw key left to the launch.
    EXPECT_FALSE(dialog->runtimeText().contains(QStringLiteral("num_gpus"))) << dialog->runtimeText().toStdString();
    EXPECT_TRUE(dialog->runtimeText().contains(QStringLiteral("launcher"))) << dialog->runtimeText().toStdString();

    dialog->applyButton()->click();
    const Job job = window.jobPanel()->inputs().job;
    EXPECT_EQ(job.epochs, 3);
    EXPECT_NEAR(job.datasetTokens, 600.0 * 512, 0.05e6); // the panel holds millions to one decimal
    EXPECT_NE(job.datasetTokens, 50e6) << "not the previous job's tokens";
}

TEST(JobForm, AnImportWithoutASizeAsksWithTheCurrentJobsTokens)
{
    Settings::setLastJob({}, {}, {});
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = writeFile(dir, QStringLiteral("train.yaml"),
                                   "base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nsequence_len: 4096\n"
                                   "num_epochs: 2\n");
    MainWindow window;
    window.jobPanel()->setDataset(80e6, 1);
    ASSERT_EQ(window.importConfigFile(path), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(dialog->sizeBySamples());
    EXPECT_DOUBLE_EQ(dialog->datasetTokens(), 80e6);
    EXPECT_TRUE(dialog->datasetNote().contains(QStringLiteral("does not say"))) << dialog->datasetNote().toStdString();
    auto* tokens = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("datasetTokens"));
    ASSERT_NE(tokens, nullptr);
    tokens->setValue(0);
    EXPECT_FALSE(dialog->applyButton()->isEnabled()) << "no job without a dataset";
    tokens->setValue(12.5);
    EXPECT_TRUE(dialog->applyButton()->isEnabled());
    dialog->applyButton()->click();
    EXPECT_DOUBLE_EQ(window.jobPanel()->inputs().job.datasetTokens, 12.5e6);
    EXPECT_EQ(window.jobPanel()->inputs().job.epochs, 2);
}

// The real config of the kind, from the shared train-configs (skipped where they are absent).
TEST(JobForm, TheLlamaFactoryExampleWithMaxSamplesIsPrefilled)
{
    const QString path =
        QStringLiteral(TUNEFIT_SOURCE_DIR "/../shared/train-configs/hiyouga__LLaMA-Factory/examples/extras/llama_pro/"
                                          "llama3_freeze_sft.yaml");
    if (!QFile::exists(path))
        GTEST_SKIP() << "no ../shared/train-configs";
    Settings::setLastJob({}, {}, {});
    MainWindow window;
    ASSERT_EQ(window.importConfigFile(path), QString());
    ImportConfigDialog* dialog = preview(window);
    ASSERT_NE(dialog, nullptr);
    // The file: cutoff_len: 2048, max_samples: 1000, num_train_epochs: 3.0.
    EXPECT_TRUE(dialog->sizeBySamples());
    EXPECT_DOUBLE_EQ(dialog->datasetTokens(), 1000.0 * 2048);
    EXPECT_EQ(dialog->imported().job.epochs, 3);
}

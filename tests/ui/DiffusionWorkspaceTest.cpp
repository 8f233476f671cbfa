// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 34 in the window: the task selector, the image and video form and its undo steps, a refused value marked at
// its field with nothing lost, the advice applied, and one answer in the window, the command line and the PDF.
#include "ui/diffusion/DiffusionWorkspace.h"
#include "core/Units.h"
#include "core/diffusion/DenoiserCount.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/import/DiffusionImport.h"
#include "present/DiffusionImportWording.h"
#include "present/DiffusionReport.h"
#include "present/DiffusionSession.h"
#include "present/DiffusionWording.h"
#include "present/ErrorWording.h"
#include "present/Language.h"
#include "ui/diffusion/DiffusionForm.h"
#include "ui/diffusion/DiffusionImportDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::ui;

namespace {

QAction* actionNamed(MainWindow& window, const char* name)
{
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

TEST(DiffusionWorkspace, TaskSelectorShowsTheWorkspaceAndItsUndoSteps)
{
    MainWindow window;
    window.setTask(1);
    auto* pages = window.findChild<QStackedWidget*>();
    ASSERT_NE(pages, nullptr);
    EXPECT_EQ(pages->currentWidget(), window.diffusionWorkspace());
    present::DiffusionSession* session = window.diffusionSession();
    EXPECT_EQ(session->job().model.task, DenoiserTask::Image);

    auto* rank = window.diffusionWorkspace()->form()->findChild<QSpinBox*>(QStringLiteral("diffusionRank"));
    ASSERT_NE(rank, nullptr);
    const int before = session->job().setting.rank;
    rank->setValue(64);
    EXPECT_EQ(session->job().setting.rank, 64);
    // Edit > Undo takes the rank back: the window's undo follows the task shown.
    QAction* undo = actionNamed(window, "undo");
    ASSERT_TRUE(undo && undo->isEnabled());
    undo->trigger();
    EXPECT_EQ(session->job().setting.rank, before);
    EXPECT_EQ(rank->value(), before);

    // The prompt's length: 0 reads as the model's own, a value is a step of its own and shows in the token count.
    auto* prompt = window.diffusionWorkspace()->form()->findChild<QSpinBox*>(QStringLiteral("diffusionTextTokens"));
    ASSERT_NE(prompt, nullptr);
    EXPECT_EQ(prompt->value(), 0);
    EXPECT_TRUE(prompt->text().contains(QLocale().toString(session->job().model.textTokens)));
    prompt->setValue(77);
    EXPECT_EQ(session->job().setting.textTokens, 77);
    EXPECT_EQ(denoiserTokens(session->job().model, session->job().setting).text, 77);
    undo->trigger();
    EXPECT_EQ(session->job().setting.textTokens, 0);

    // Video: a video model, and the task change itself is a step.
    window.setTask(2);
    EXPECT_EQ(session->job().model.task, DenoiserTask::Video);
    undo->trigger();
    EXPECT_EQ(session->job().model.task, DenoiserTask::Image);
    EXPECT_EQ(window.taskSelector()->currentIndex(), 1);

    // Back on the language-model task, Undo is that job's again.
    window.setTask(0);
    EXPECT_EQ(window.jobUndoStack()->canUndo(), undo->isEnabled());
}

// Wan's VAE encodes 1 + 4n frames: 80 is refused at its field, the job keeps its valid clip, the banner says why.
TEST(DiffusionWorkspace, RefusedValueMarkedAtItsField)
{
    MainWindow window;
    window.setTask(2);
    present::DiffusionSession* session = window.diffusionSession();
    const int frames = session->job().setting.frames;
    auto* field = window.diffusionWorkspace()->form()->findChild<QSpinBox*>(QStringLiteral("diffusionFrames"));
    ASSERT_NE(field, nullptr);
    field->setValue(80);
    EXPECT_EQ(session->job().setting.frames, frames);
    ASSERT_TRUE(session->problem().has_value());
    EXPECT_EQ(session->problem()->field, "--frames");
    EXPECT_TRUE(field->property("invalid").toBool());
    EXPECT_EQ(field->value(), 80); // the user's value stays where they typed it
    auto* banner = window.diffusionWorkspace()->findChild<QLabel*>(QStringLiteral("diffusionProblem"));
    ASSERT_NE(banner, nullptr);
    EXPECT_FALSE(banner->isHidden());
    field->setValue(81);
    EXPECT_EQ(session->job().setting.frames, 81);
    EXPECT_FALSE(field->property("invalid").toBool());
}

// The fused backward pass is a full fine-tune's (kohya's fine-tuning scripts): offered there, refused at its box
// with another optimizer than Adafactor, and undone like every edit.
TEST(DiffusionWorkspace, FusedBackwardPassOfAFullFineTune)
{
    MainWindow window;
    window.setTask(1);
    present::DiffusionSession* session = window.diffusionSession();
    DiffusionForm* form = window.diffusionWorkspace()->form();
    auto* box = form->findChild<QCheckBox*>(QStringLiteral("diffusionFusedBackward"));
    ASSERT_NE(box, nullptr);
    EXPECT_FALSE(box->isEnabled()); // the default job trains a LoRA
    tunefit::DiffusionJob job = session->job();
    job.setting.method = tunefit::DiffusionMethod::Full;
    job.setting.precision = tunefit::DenoiserPrecision::BF16;
    job.setting.optimizer = tunefit::DiffusionOptimizer::AdamW;
    job.setting.gradAccumulation = 1;
    session->edit(job, QStringLiteral("test"));
    ASSERT_TRUE(box->isEnabled());
    box->setChecked(true); // AdamW: kohya refuses the fused step
    ASSERT_TRUE(session->problem().has_value());
    EXPECT_EQ(session->problem()->field, "--fused-backward");
    EXPECT_TRUE(box->property("invalid").toBool());
    EXPECT_FALSE(session->job().setting.fusedBackward);
    box->setChecked(false);
    job.setting.optimizer = tunefit::DiffusionOptimizer::Adafactor;
    session->edit(job, QStringLiteral("test"));
    const double withGradients = session->evaluation().memory.peakAllocated;
    box->setChecked(true);
    EXPECT_TRUE(session->job().setting.fusedBackward);
    EXPECT_LT(session->evaluation().memory.peakAllocated, withGradients);
    session->undoStack()->undo();
    EXPECT_FALSE(session->job().setting.fusedBackward);
    EXPECT_FALSE(box->isChecked());
}

// Activation offload from its checkbox: one undo step, and the CPU RAM it takes stated alike in the window's summary,
// the command line's --json (host_gib) and the PDF.
TEST(DiffusionWorkspace, ActivationOffloadStatesItsCpuRamEverywhere)
{
    MainWindow window;
    window.setTask(2); // video: Wan 2.1 T2V at its default clip
    present::DiffusionSession* session = window.diffusionSession();
    auto* box =
        window.diffusionWorkspace()->form()->findChild<QCheckBox*>(QStringLiteral("diffusionActivationOffload"));
    auto* summary = window.diffusionWorkspace()->findChild<QLabel*>(QStringLiteral("diffusionSummary"));
    ASSERT_TRUE(box && summary);
    ASSERT_TRUE(session->job().setting.checkpointing);
    const double kept = session->evaluation().memory.wholeDevice;
    box->setChecked(true);
    ASSERT_TRUE(session->job().setting.activationOffload);
    const DiffusionMemory& m = session->evaluation().memory;
    EXPECT_LT(m.wholeDevice, kept);
    const QString host = present::diffusionHostText(m);
    ASSERT_FALSE(host.isEmpty());
    EXPECT_TRUE(summary->text().contains(host)) << summary->text().toStdString();
    EXPECT_TRUE(present::DiffusionReport::html(session->evaluation(), *session->catalog(), QStringLiteral("2026-12-06"))
                    .contains(host));
    const DiffusionJob& job = session->job();
    QProcess process;
    process.start(QStringLiteral(TUNEFIT_BINARY),
                  {QStringLiteral("diffusion"), QStringLiteral("--model"), QString::fromStdString(job.model.key),
                   QStringLiteral("--resolution"),
                   QStringLiteral("%1x%2").arg(job.setting.width).arg(job.setting.height), QStringLiteral("--frames"),
                   QString::number(job.setting.frames), QStringLiteral("--activation-offload"),
                   QStringLiteral("--json")});
    ASSERT_TRUE(process.waitForFinished(60000));
    const QJsonObject cli = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    EXPECT_NEAR(cli[QStringLiteral("memory")].toObject()[QStringLiteral("host_gib")].toDouble(),
                units::toGiB(m.hostBytes), 1e-9);
    session->undoStack()->undo();
    EXPECT_FALSE(session->job().setting.activationOffload);
    EXPECT_FALSE(box->isChecked());
}

// "Apply the advice" makes the job the advised one: it then fits the card as set.
TEST(DiffusionWorkspace, ApplyTheAdvice)
{
    MainWindow window;
    window.setTask(1);
    present::DiffusionSession* session = window.diffusionSession();
    DiffusionJob job = session->job();
    job.setting.textEncoders = HelperPlacement::Gpu;
    job.setting.checkpointing = false;
    session->edit(job, QStringLiteral("test"));
    session->setSelectedGpu(QStringLiteral("RTX 4090"));
    ASSERT_TRUE(session->evaluation().selected.has_value());
    EXPECT_FALSE(session->evaluation().selected->asSet.fits);
    QPushButton* apply = window.diffusionWorkspace()->applyAdviceButton();
    ASSERT_FALSE(apply->isHidden());
    apply->click();
    EXPECT_TRUE(session->evaluation().selected->asSet.fits);
    EXPECT_TRUE(apply->isHidden());
}

// One answer: the command line's --json, the window's session and the PDF's HTML give the same whole-device peak.
TEST(DiffusionWorkspace, WindowCommandLineAndReportAgree)
{
    present::DiffusionSession session;
    DiffusionJob job = session.job();
    job.setting.textEncoders = HelperPlacement::Gpu;
    job.setting.rank = 32;
    session.edit(job, QStringLiteral("test"));
    session.setSelectedGpu(QStringLiteral("H100 SXM"));
    QProcess process;
    process.start(QStringLiteral(TUNEFIT_BINARY),
                  {QStringLiteral("diffusion"), QStringLiteral("--model"), QStringLiteral("flux.1-dev"),
                   QStringLiteral("--text-encoders"), QStringLiteral("gpu"), QStringLiteral("--rank"),
                   QStringLiteral("32"), QStringLiteral("--gpu"), QStringLiteral("H100 SXM"),
                   QStringLiteral("--json")});
    ASSERT_TRUE(process.waitForFinished(60000));
    const QJsonObject cli = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    const double cliGiB = cli[QStringLiteral("memory")].toObject()[QStringLiteral("whole_device_gib")].toDouble();
    EXPECT_NEAR(cliGiB, units::toGiB(session.evaluation().memory.wholeDevice), 1e-9);
    EXPECT_NEAR(cli[QStringLiteral("fit")].toObject()[QStringLiteral("step_seconds")].toDouble(),
                session.evaluation().selected->time->seconds, 1e-9);
    const QString html =
        present::DiffusionReport::html(session.evaluation(), *session.catalog(), QStringLiteral("2026-12-05"));
    EXPECT_TRUE(html.contains(QLocale().toString(cliGiB, 'f', 2)));
}

} // namespace

namespace {

/// The import preview the window opened (one at a time).
DiffusionImportDialog* importPreview(MainWindow& window)
{
    const auto dialogs = window.findChildren<DiffusionImportDialog*>();
    return dialogs.size() == 1 ? dialogs.front() : nullptr;
}

/// The row of the preview whose From column starts with the key.
int importRow(const DiffusionImportModel& model, const QString& key)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, DiffusionImportModel::Source).data().toString().startsWith(key + QStringLiteral(" ")))
            return row;
    }
    return -1;
}

// File > Import training config with an image trainer's config: a preview of every line of the reading, which changes
// nothing until Apply; then the image task, the config's job, one undo step.
TEST(DiffusionWorkspace, ImportsAnImageTrainersConfig)
{
    MainWindow window;
    EXPECT_EQ(
        window.importConfigFile(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/diffusion/configs/kohya_flux_lora.sh")),
        QString());
    DiffusionImportDialog* dialog = importPreview(window);
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isModal());
    EXPECT_EQ(window.taskSelector()->currentIndex(), 0); // nothing applied while the preview is open
    const DiffusionImportModel& lines = *dialog->linesModel();
    EXPECT_EQ(lines.rowCount(), int(dialog->imported().lines.size()));
    // --blocks_to_swap 18: its setting, its value in the locale, and the key as the file wrote it.
    const int swap = importRow(lines, QStringLiteral("blocks_to_swap"));
    ASSERT_GE(swap, 0);
    EXPECT_EQ(lines.index(swap, DiffusionImportModel::Setting).data().toString(),
              present::diffusionImportSettingText(DiffusionImportSetting::BlocksSwapped));
    EXPECT_EQ(lines.index(swap, DiffusionImportModel::Value).data().toString(), QLocale().toString(18));
    // --full_bf16 on a LoRA is not modelled: the row says so, with why.
    const int sixteen = importRow(lines, QStringLiteral("full_bf16"));
    ASSERT_GE(sixteen, 0);
    EXPECT_EQ(lines.index(sixteen, DiffusionImportModel::Setting).data().toString(),
              present::diffusionImportKindText(DiffusionImportKind::NotModelled));
    EXPECT_FALSE(lines.index(sixteen, DiffusionImportModel::Note).data().toString().isEmpty());

    dialog->applyButton()->click();
    EXPECT_EQ(window.taskSelector()->currentIndex(), 1);
    const DiffusionJob& job = window.diffusionSession()->job();
    EXPECT_EQ(job.model.key, "flux.1-dev");
    EXPECT_EQ(job.setting.precision, DenoiserPrecision::FP8); // --fp8_base
    EXPECT_EQ(job.setting.blocksSwapped, 18);                 // --blocks_to_swap 18
    EXPECT_TRUE(window.diffusionSession()->undoStack()->canUndo());
}

// In Turkish the preview's columns, settings and notes are Turkish; the file's keys and values stay as written.
TEST(DiffusionWorkspace, ImportPreviewSpeaksTheUsersLanguage)
{
    present::Language::apply(QStringLiteral("tr"), false);
    {
        MainWindow window;
        window.importConfigFile(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/diffusion/configs/kohya_flux_lora.sh"));
        DiffusionImportDialog* dialog = importPreview(window);
        ASSERT_NE(dialog, nullptr);
        const DiffusionImportModel& lines = *dialog->linesModel();
        EXPECT_NE(lines.headerData(DiffusionImportModel::Setting, Qt::Horizontal).toString(),
                  QStringLiteral("Setting"));
        const int swap = importRow(lines, QStringLiteral("blocks_to_swap"));
        ASSERT_GE(swap, 0);
        EXPECT_NE(lines.index(swap, DiffusionImportModel::Setting).data().toString(),
                  QStringLiteral("blocks swapped to CPU RAM"));
        EXPECT_TRUE(lines.index(swap, DiffusionImportModel::Source)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("blocks_to_swap = 18")));
        dialog->reject();
    }
    present::Language::apply(QStringLiteral("en"), false);
}

// A fine-tune's diffusers folder: the job runs as the library model its config is built on, keeps its setting, names
// the folder on the Fine-tune field and in the model line, and is undone like every edit. A folder whose config is no
// library model is marked at the field with why, and the job stays.
TEST(DiffusionWorkspace, OpensAFineTunesFolder)
{
    MainWindow window;
    window.setTask(1);
    present::DiffusionSession* session = window.diffusionSession();
    DiffusionForm* form = window.diffusionWorkspace()->form();
    auto* rank = form->findChild<QSpinBox*>(QStringLiteral("diffusionRank"));
    rank->setValue(32);
    const DiffusionJob before = session->job();

    QTemporaryDir dir;
    const QString folder = dir.path() + QStringLiteral("/dreamshaper-8");
    QDir().mkpath(folder + QStringLiteral("/unet"));
    QFile index(folder + QStringLiteral("/model_index.json"));
    ASSERT_TRUE(index.open(QIODevice::WriteOnly));
    index.write(R"({"_class_name": "StableDiffusionPipeline", "unet": ["diffusers", "UNet2DConditionModel"]})");
    index.close();
    QFile config(folder + QStringLiteral("/unet/config.json"));
    ASSERT_TRUE(config.open(QIODevice::WriteOnly));
    config.write(R"({"_class_name": "UNet2DConditionModel", "block_out_channels": [320, 640, 1280, 1280],
                     "cross_attention_dim": 768, "attention_head_dim": 8, "layers_per_block": 2})");
    config.close();

    form->openFineTune(folder);
    EXPECT_EQ(session->job().model.key, "sd1.5");
    EXPECT_EQ(session->job().modelGiven, folder.toStdString());
    EXPECT_EQ(session->job().setting.rank, 32);
    EXPECT_EQ(session->job().setting.width, 512); // SD 1.5's own sample size
    auto* button = form->findChild<QPushButton*>(QStringLiteral("diffusionFineTune"));
    ASSERT_NE(button, nullptr);
    EXPECT_EQ(button->text(), QStringLiteral("dreamshaper-8"));
    const QString report =
        present::DiffusionReport::html(session->evaluation(), *session->catalog(), QStringLiteral("2026-12-06"));
    EXPECT_TRUE(report.contains(QStringLiteral("dreamshaper-8"))) << report.left(400).toStdString();
    session->undoStack()->undo();
    EXPECT_EQ(session->job(), before);

    ASSERT_TRUE(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
    config.write(R"({"_class_name": "UNet2DConditionModel", "cross_attention_dim": 1024})");
    config.close();
    form->openFineTune(folder);
    EXPECT_EQ(session->job(), before);
    EXPECT_TRUE(button->property("invalid").toBool());
    EXPECT_TRUE(button->toolTip().contains(QStringLiteral("cross_attention_dim"))) << button->toolTip().toStdString();
}

} // namespace

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// File > Export training config on the image task writes the image job, never the language-model job behind it: the
// kohya TOML carries its model and rank, musubi-tuner's its dataset.toml beside it, and a setting the stack cannot
// express is refused with the setting named, nothing written.
TEST(DiffusionWorkspace, ExportsTheImageJobsTrainingConfig)
{
    MainWindow window;
    window.setTask(1);
    DiffusionJob job = *diffusionJobFor(bundledDenoiserLibrary(), "flux.1-dev");
    job.setting.rank = 48;
    window.diffusionSession()->edit(job, QStringLiteral("test"));
    QTemporaryDir dir;
    const QString kohya = dir.filePath(QStringLiteral("train.toml"));
    ASSERT_EQ(window.exportDiffusionConfigFile(kohya, DiffusionStack::Kohya), QString());
    const QByteArray written = readAll(kohya);
    EXPECT_TRUE(written.contains("network_dim = 48")) << written.toStdString();
    EXPECT_TRUE(written.contains("black-forest-labs/FLUX.1-dev")) << written.toStdString();
    EXPECT_FALSE(written.contains("Llama")) << written.toStdString();

    DiffusionJob video = *diffusionJobFor(bundledDenoiserLibrary(), "wan2.1-t2v-1.3b");
    video.setting.textEncoders = video.setting.vae = HelperPlacement::Cached;
    window.diffusionSession()->edit(video, QStringLiteral("test"));
    ASSERT_EQ(window.exportDiffusionConfigFile(dir.filePath(QStringLiteral("wan.toml")), DiffusionStack::Musubi),
              QString());
    EXPECT_TRUE(readAll(dir.filePath(QStringLiteral("dataset.toml"))).contains("target_frames"));

    job.setting.blocksSwapped = 8; // ai-toolkit swaps no blocks
    window.diffusionSession()->edit(job, QStringLiteral("test"));
    const QString refused = dir.filePath(QStringLiteral("refused.yaml"));
    const QString why = window.exportDiffusionConfigFile(refused, DiffusionStack::AiToolkit);
    EXPECT_EQ(why.toStdString(), "refused.yaml could not be written: ai-toolkit's config swaps no blocks to CPU RAM");
    EXPECT_FALSE(QFile::exists(refused));
}

// File > Export results on the image task writes the evaluation the window shows, as `tunefit diffusion --json`
// writes it: its model, its peak and the priced offers that fit.
TEST(DiffusionWorkspace, ExportsTheImageJobsResults)
{
    MainWindow window;
    window.setTask(1);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.json"));
    ASSERT_EQ(window.exportDiffusionResults(path), QString());
    const QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
    const DiffusionEvaluation& shown = window.diffusionSession()->evaluation();
    EXPECT_EQ(root.value(QStringLiteral("model")).toString().toStdString(), shown.job.model.key);
    EXPECT_NEAR(root.value(QStringLiteral("memory")).toObject().value(QStringLiteral("whole_device_gib")).toDouble(),
                units::toGiB(shown.memory.wholeDevice), 1e-9);
    const qsizetype fitting = std::count_if(shown.plan.begin(), shown.plan.end(),
                                            [](const DiffusionOption& o) { return o.fits && o.priced; });
    EXPECT_EQ(root.value(QStringLiteral("plan")).toArray().size(), fitting);
}

} // namespace

namespace {

// A refusal to write a stack's config and a file of the wrong kind reach the user as sentences of their language:
// the keys the core gives (core/import/DiffusionExport.cpp rules, the readers' format kinds) are never shown raw, and
// the Turkish sentence is not the English one.
TEST(DiffusionWorkspace, RefusalsAreSentencesInEveryLanguage)
{
    DiffusionJob swapped = *diffusionJobFor(bundledDenoiserLibrary(), "flux.1-dev");
    swapped.setting.blocksSwapped = 8;
    DiffusionJob full = swapped;
    full.setting.blocksSwapped = 0;
    full.setting.method = DiffusionMethod::Full;
    const std::vector<Error> errors = {
        exportDiffusionConfig(swapped, DiffusionStack::AiToolkit).error(),
        exportDiffusionConfig(full, DiffusionStack::Musubi).error(),
        exportDiffusionConfig(swapped, DiffusionStack::Diffusers).error(),
        diffusionJobFromConfig("[[datasets]]\nresolution = [960, 544]\n", "dataset.toml", bundledDenoiserLibrary())
            .error(),
        diffusionJobFromConfig("echo hello\n", "run.sh", bundledDenoiserLibrary()).error(),
        diffusionJobFromConfig("accelerate launch flux_train_network.py --pretrained_model_name_or_path flux1-dev.sft "
                               "--gradient_checkpointing --cpu_offload_checkpointing --blocks_to_swap 8\n",
                               "train.sh", bundledDenoiserLibrary())
            .error(),
    };
    for (const Error& e : errors) {
        const std::string key = e.detail.substr(0, e.detail.find('|'));
        ASSERT_FALSE(key.empty());
        present::Language::apply(QStringLiteral("en"), false);
        const QString english = present::errorSentence(e);
        present::Language::apply(QStringLiteral("tr"), false);
        const QString turkish = present::errorSentence(e);
        present::Language::apply(QStringLiteral("en"), false);
        EXPECT_FALSE(english.contains(QString::fromStdString(key))) << english.toStdString();
        EXPECT_FALSE(turkish.contains(QString::fromStdString(key))) << turkish.toStdString();
        EXPECT_NE(turkish, english) << key;
    }
}

} // namespace

namespace {

// `tunefit FILE` and a drop open an image or video trainer's config by its content: its import preview, not a model's
// config.json refused.
TEST(DiffusionWorkspace, OpensATrainersConfigByItsContent)
{
    MainWindow window;
    window.openFile(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/diffusion/configs/musubi_wan_t2v.sh"));
    DiffusionImportDialog* dialog = importPreview(window);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->imported().job.model.key, "wan2.1-t2v-14b");
    dialog->applyButton()->click();
    EXPECT_EQ(window.taskSelector()->currentIndex(), 2); // the video task
}

} // namespace

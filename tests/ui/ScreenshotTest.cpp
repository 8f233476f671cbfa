// SPDX-License-Identifier: GPL-3.0-or-later
// Writes docs/screenshots/*.png when TUNEFIT_SCREENSHOTS is set (a look at the real window, not an assertion).
#include "core/evaluate/RunComparison.h"
#include "present/DiffusionSession.h"
#include "present/JobSession.h"
#include "present/Language.h"
#include "tests/ui/ScreenshotFixture.h"
#include "ui/catalog/CatalogEditor.h"
#include "ui/catalog/CatalogImportDialog.h"
#include "ui/catalog/CatalogRowDialog.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/RunsDialog.h"
#include "ui/diffusion/DiffusionImportDialog.h"
#include "ui/diffusion/DiffusionWorkspace.h"
#include "ui/job/ImportConfigDialog.h"
#include "ui/job/JobPanel.h"
#include "ui/offers/ComparisonDialog.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit::ui;

namespace {

/// The window in each language with the job panel scrolled to the widget named `focus` (its labels in view), saved as
/// BASE.png (English) and BASE-hi.png, BASE-tr.png.
void shootInEachLanguage(MainWindow& window, const char* dir, const char* focus, const QString& base)
{
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("jobFormScroll"));
        auto* widget = window.findChild<QWidget*>(QString::fromLatin1(focus));
        ASSERT_TRUE(scroll && widget) << focus;
        scroll->ensureWidgetVisible(widget);
        scroll->horizontalScrollBar()->setValue(0);
        QApplication::processEvents();
        const QString name = entry.code == QStringLiteral("en") ? base + QStringLiteral(".png")
                                                                : QStringLiteral("%1-%2.png").arg(base, entry.code);
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

} // namespace

TEST_F(Screenshot, MainWindow)
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();
    const auto shoot = [&](const QString& name) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    };
    shoot(QStringLiteral("main-window.png"));
    window.tabs()->setCurrentIndex(1);
    shoot(QStringLiteral("what-if.png"));
    window.tabs()->setCurrentIndex(2);
    shoot(QStringLiteral("gpus.png"));
    window.tabs()->setCurrentIndex(0);
    window.jobPanel()->setMethod(tunefit::Method::Full);
    shoot(QStringLiteral("full-fine-tuning.png"));

    // The main window in each language, switched live.
    window.jobPanel()->setMethod(tunefit::Method::LoRA);
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        QApplication::processEvents();
        shoot(QStringLiteral("main-window-%1.png").arg(entry.code));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issues 14 and 31: the objective section with the rows of online DPO, a colocated engine and a reward model on the
// GPU, and the peak phase on the Memory tab.
TEST_F(Screenshot, Objective)
{
    MainWindow window;
    window.resize(1400, 1000);
    JobInputs in = window.jobPanel()->inputs();
    in.job.setup.seqLen = 4096;
    in.job.setup.objective.objective = tunefit::Objective::OnlineDpo;
    in.job.setup.objective.rewardModel = true;
    in.job.setup.objective.completionLen = 1024;
    in.job.setup.objective.generation = tunefit::GenerationEngine::Colocated;
    in.job.setup.objective.reference = tunefit::ReferenceModel::AdaptersDisabled;
    in.job.setup.objective.meanCompletionLen = 400;
    in.job.setup.objective.engineTensorParallel = 1;
    window.jobPanel()->setInputs(in);
    window.show();
    // The job panel scrolled to the objective section's last rows.
    shootInEachLanguage(window, dir, "rewardModel", QStringLiteral("online-dpo-objective"));
}

// Issue 32: a full fine-tune in MXFP8 with FP8 parameters, at the laptop size the review used; the job panel
// scrolled to its FP8/FP4 row, in each language.
TEST_F(Screenshot, LowPrecision)
{
    MainWindow window;
    window.resize(1366, 768);
    JobInputs in = window.jobPanel()->inputs();
    in.job.setup.method = tunefit::Method::Full;
    in.job.setup.lowPrecision = {tunefit::LowPrecisionRecipe::TeMxfp8, true};
    window.jobPanel()->setInputs(in);
    window.show();
    shootInEachLanguage(window, dir, "precisionParamGather", QStringLiteral("low-precision-job"));
}

// Issue 14: a vision-language job (Gemma-3-4B, two 256-token images per sample, the vision tower trained) and its
// Images section, in each language.
TEST_F(Screenshot, VisionJob)
{
    MainWindow window;
    window.resize(1400, 1000);
    ASSERT_TRUE(window.jobPanel()->selectModel(QStringLiteral("Gemma-3-4B")));
    JobInputs in = window.jobPanel()->inputs();
    in.job.setup.images.perSample = 2;
    in.job.setup.images.trainTower = true;
    window.jobPanel()->setInputs(in);
    window.show();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        const QString name = entry.code == QStringLiteral("en") ? QStringLiteral("vision-job.png")
                                                                : QStringLiteral("vision-job-%1.png").arg(entry.code);
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

TEST_F(Screenshot, Offers)
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.tabs()->setCurrentWidget(window.offersView());
    const auto shoot = [&](const QString& name) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    };
    shoot(QStringLiteral("offers.png"));
    ASSERT_TRUE(Language::apply(QStringLiteral("hi"), false));
    shoot(QStringLiteral("offers-hi.png"));
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));

    // The comparison of the two cheapest offers of different providers.
    OffersView* offers = window.offersView();
    int second = 1;
    while (second < offers->model()->rowCount() &&
           offers->model()->offer(second).provider == offers->model()->offer(0).provider)
        ++second;
    ComparisonDialog dialog(offers->model()->evaluationPtr(), offers->model()->catalogPtr(),
                            {offers->model()->planIndex(0), offers->model()->planIndex(second)});
    dialog.show();
    QApplication::processEvents();
    EXPECT_TRUE(dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/comparison.png")));
}

TEST_F(Screenshot, CatalogEditor)
{
    const QString out = QString::fromLocal8Bit(dir) + QLatin1Char('/');
    QTemporaryDir catalogDir;
    MainWindow window(nullptr, catalogDir.filePath(QStringLiteral("catalog.sqlite")));
    window.resize(1400, 900);
    window.show();
    CatalogEditor* editor = window.showCatalogEditor();
    editor->setCurrentTable(CatalogTable::Offers);
    editor->selectRow(3);
    QApplication::processEvents();
    EXPECT_TRUE(editor->grab().save(out + QStringLiteral("catalog-editor.png")));

    // A price typed wrong: the message sits at the field and the row keeps what was typed.
    std::unique_ptr<CatalogRowDialog> dialog(editor->editDialog());
    ASSERT_NE(dialog, nullptr);
    qobject_cast<QLineEdit*>(dialog->editorFor("price_on_demand_usd_per_hour"))->setText(QStringLiteral("2,49$"));
    EXPECT_FALSE(dialog->tryCommit());
    dialog->show();
    dialog->resize(620, 900);
    QApplication::processEvents();
    EXPECT_TRUE(dialog->grab().save(out + QStringLiteral("catalog-edit-offer.png")));

    // Importing the SkyPilot sample: the preview before anything is written.
    CatalogImportDialog import(window.catalogSession());
    import.setSource(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/skypilot-lambda-vms-sample.csv"),
                     tunefit::ImportFormat::SkyPilot);
    ASSERT_TRUE(import.waitForPreview());
    import.show();
    QApplication::processEvents();
    EXPECT_TRUE(import.grab().save(out + QStringLiteral("catalog-import.png")));

    // The editor follows a language switch while open.
    ASSERT_TRUE(Language::apply(QStringLiteral("tr"), false));
    QApplication::processEvents();
    QApplication::processEvents();
    EXPECT_TRUE(editor->grab().save(out + QStringLiteral("catalog-editor-tr.png")));
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

TEST_F(Screenshot, SmallModel)
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(window.jobPanel()->selectModel(QStringLiteral("Qwen2.5-0.5B")));
    window.jobPanel()->setMethod(tunefit::Method::LoRA);
    ASSERT_TRUE(window.jobPanel()->selectGpu(QStringLiteral("RTX 4090")));
    QApplication::processEvents();
    EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/small-model-lora.png")));
    window.tabs()->setCurrentIndex(1);
    window.jobPanel()->setMicroBatch(8);
    window.jobPanel()->setSequenceLength(4096);
    QApplication::processEvents();
    EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/small-model-what-if.png")));
}

TEST_F(Screenshot, ImportConfig)
{
    QTemporaryDir temp;
    const QString path = temp.filePath(QStringLiteral("train.yaml"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nlora_r: 32\nlora_alpha: 64\n"
               "lora_target_linear: true\nmicro_batch_size: 2\nsequence_len: 4096\n"
               "gradient_accumulation_steps: 8\nbf16: true\nflash_attention: true\ngradient_checkpointing: true\n"
               "learning_rate: 0.0002\nsequence_parallel_degree: 2\ntiled_mlp: true\noptimizer: paged_adamw_8bit\n");
    file.close();
    // In every language: the values in the words of the job panel, never the importer's keys.
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        MainWindow window;
        window.show();
        ASSERT_EQ(window.importConfigFile(path), QString());
        auto* dialog = window.findChild<ImportConfigDialog*>();
        ASSERT_NE(dialog, nullptr);
        QApplication::processEvents();
        const QString name = entry.code == QLatin1String("en")
                                 ? QStringLiteral("/import-config.png")
                                 : QStringLiteral("/import-config-%1.png").arg(entry.code);
        EXPECT_TRUE(dialog->grab().save(QString::fromLocal8Bit(dir) + name));
        dialog->reject();
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 34: the preview of an image or video trainer's config (musubi-tuner's Wan command with the dataset TOML it
// names), per language: the settings and notes translated, the file's keys and values as written.
TEST_F(Screenshot, DiffusionImport)
{
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        ASSERT_EQ(window.importConfigFile(
                      QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/diffusion/configs/musubi_wan_t2v.sh")),
                  QString());
        auto* dialog = window.findChild<DiffusionImportDialog*>();
        ASSERT_NE(dialog, nullptr);
        QApplication::processEvents();
        const QString name = entry.code == QLatin1String("en")
                                 ? QStringLiteral("/diffusion-import.png")
                                 : QStringLiteral("/diffusion-import-%1.png").arg(entry.code);
        EXPECT_TRUE(dialog->grab().save(QString::fromLocal8Bit(dir) + name));
        dialog->reject();
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 17: the Memory tab's advice with "Make it fit on …" and the GPUs tab's "How it fits" column, per language.
TEST_F(Screenshot, MakeItFit)
{
    MainWindow window;
    window.resize(1400, 900);
    JobInputs in = window.jobPanel()->inputs();
    in.job.setup.method = tunefit::Method::LoRA;
    in.job.setup.baseQuant = tunefit::BaseQuant::None;
    in.job.setup.weightDType = tunefit::DType::BF16;
    in.job.setup.adapter.rank = 16;
    in.job.setup.adapter.targets = tunefit::kAllLinear;
    in.job.setup.microBatch = 4;
    in.job.setup.gradAccumulation = 4;
    in.job.setup.seqLen = 2048;
    in.job.setup.checkpointing = tunefit::Checkpointing::Full;
    in.gpuName = QStringLiteral("RTX 4090");
    window.jobPanel()->setInputs(in);
    window.show();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        QApplication::processEvents();
        window.tabs()->setCurrentIndex(0);
        QApplication::processEvents();
        EXPECT_TRUE(
            window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/make-it-fit-%1.png").arg(entry.code)));
        window.tabs()->setCurrentIndex(2);
        QApplication::processEvents();
        EXPECT_TRUE(
            window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/gpus-advice-%1.png").arg(entry.code)));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 15: a model-parallel job (Qwen3-30B-A3B LoRA on 16 GPUs, TP 2 × PP 2 × EP 4, ZeRO-1), its layout section
// and the Memory, GPUs and Offers tabs in each language, and a degree the core refuses, with its message at the box.
TEST_F(Screenshot, LayoutJob)
{
    MainWindow window;
    window.resize(1400, 1000);
    JobPanel* panel = window.jobPanel();
    ASSERT_TRUE(panel->selectModel(QStringLiteral("Qwen3-30B-A3B")));
    JobInputs in = panel->inputs();
    in.job.setup.seqLen = 8192;
    in.job.parallel.gpus = 16;
    in.job.parallel.sharding = tunefit::Sharding::Zero1;
    in.job.parallel.model.tensor = 2;
    in.job.parallel.model.pipeline = 2;
    in.job.parallel.model.expert = 4;
    panel->setInputs(in);
    window.show();
    // The layout section sits below the hardware rows: scroll the form to it.
    auto* tp = panel->findChild<QSpinBox*>(QStringLiteral("tensorParallel"));
    ASSERT_NE(tp, nullptr);
    const auto reveal = [&] {
        for (QWidget* w = panel; w; w = w->parentWidget())
            if (auto* area = qobject_cast<QScrollArea*>(w)) {
                area->ensureWidgetVisible(tp, 50, 300);
                break;
            }
    };
    const auto shoot = [&](const QString& name) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        reveal();
        QApplication::processEvents();
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    };
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        const QString suffix = entry.code == QStringLiteral("en") ? QString() : QLatin1Char('-') + entry.code;
        window.tabs()->setCurrentIndex(0);
        shoot(QStringLiteral("layout-job%1.png").arg(suffix));
        window.tabs()->setCurrentIndex(2);
        shoot(QStringLiteral("layout-gpus%1.png").arg(suffix));
        window.tabs()->setCurrentWidget(window.offersView());
        shoot(QStringLiteral("layout-offers%1.png").arg(suffix));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    window.tabs()->setCurrentIndex(0);
    tp->setValue(3); // 3 divides neither the 32 query heads nor 16 GPUs
    shoot(QStringLiteral("layout-bad-degree.png"));
    ASSERT_TRUE(Language::apply(QStringLiteral("tr"), false));
    shoot(QStringLiteral("layout-bad-degree-tr.png"));
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 15: the plan of Llama-3.1-405B full fine-tuning, whose first offer runs a model-parallel layout: the Offers
// tab and its explanation (the layout, where its groups lie, the micro-batches of a step) in every language.
TEST_F(Screenshot, LayoutPlan)
{
    MainWindow window;
    window.resize(1400, 1000);
    JobPanel* panel = window.jobPanel();
    ASSERT_TRUE(panel->selectModel(QStringLiteral("Llama-3.1-405B")));
    JobInputs in = panel->inputs();
    in.job.setup.method = tunefit::Method::Full;
    in.job.setup.compute = tunefit::Compute::AmpBF16;
    in.job.setup.seqLen = 4096;
    in.job.setup.microBatch = 1;
    in.job.setup.gradAccumulation = 16;
    in.job.setup.checkpointing = tunefit::Checkpointing::Full;
    in.job.assumptions.maxInstances = 16;
    panel->setInputs(in);
    window.show();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        const QString suffix = entry.code == QStringLiteral("en") ? QString() : QLatin1Char('-') + entry.code;
        window.tabs()->setCurrentWidget(window.offersView());
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/layout-plan%1.png").arg(suffix)));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 27: the Offers tab's cost against time scatter at a laptop's 1366×768, the table's first offer selected, in
// each language.
TEST_F(Screenshot, CostTimeScatter)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.tabs()->setCurrentWidget(window.offersView());
    window.offersView()->table()->selectRow(0);
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        const QString name = entry.code == QStringLiteral("en")
                                 ? QStringLiteral("offers-scatter.png")
                                 : QStringLiteral("offers-scatter-%1.png").arg(entry.code);
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 28/35: a name the library does not hold is marked at the model box with the nearest entries, and the tabs
// show no numbers; a derivative name is read as its entry with a note to confirm. In each language, at 1366×768.
TEST_F(Screenshot, ModelNames)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    auto* box = window.jobPanel()->findChild<QComboBox*>(QStringLiteral("model"));
    ASSERT_NE(box, nullptr);
    const auto type = [&](const QString& name) {
        box->lineEdit()->setText(name);
        emit box->lineEdit()->editingFinished();
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
    };
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        type(QStringLiteral("HuggingFaceH4/zephyr-7b-beta"));
        EXPECT_TRUE(
            window.grab().save(QStringLiteral("%1/model-unknown-%2.png").arg(QString::fromLocal8Bit(dir), entry.code)));
        type(QStringLiteral("unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit"));
        EXPECT_TRUE(
            window.grab().save(QStringLiteral("%1/model-read-as-%2.png").arg(QString::fromLocal8Bit(dir), entry.code)));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 29: the job form at 1366×768 (model, method and GPU first; a refused sequence length marked at its field and
// the tabs marked stale) and the import dialog asking for the dataset's size, in each language.
TEST_F(Screenshot, JobForm)
{
    QTemporaryDir temp;
    const QString path = temp.filePath(QStringLiteral("llama3_lora_sft.yaml"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("model_name_or_path: meta-llama/Meta-Llama-3-8B-Instruct\nstage: sft\nfinetuning_type: lora\n"
               "lora_rank: 8\ndataset: identity,alpaca_en_demo\ncutoff_len: 2048\nmax_samples: 1000\n"
               "per_device_train_batch_size: 1\ngradient_accumulation_steps: 8\nnum_train_epochs: 3.0\nbf16: true\n");
    file.close();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QApplication::processEvents();
        const QString folder = QString::fromLocal8Bit(dir) + QLatin1Char('/');
        EXPECT_TRUE(window.grab().save(folder + QStringLiteral("job-form-%1.png").arg(entry.code)));
        // The whole form, every row in place (those that do not apply disabled).
        EXPECT_TRUE(window.jobPanel()->grab().save(folder + QStringLiteral("job-panel-%1.png").arg(entry.code)));
        auto* seqLen = window.jobPanel()->findChild<QSpinBox*>(QStringLiteral("seqLen"));
        ASSERT_NE(seqLen, nullptr);
        seqLen->setValue(10'000'000);
        QApplication::processEvents();
        EXPECT_TRUE(window.grab().save(folder + QStringLiteral("job-form-stale-%1.png").arg(entry.code)));
        seqLen->setValue(2048);
        ASSERT_EQ(window.importConfigFile(path), QString());
        auto* dialog = window.findChild<ImportConfigDialog*>();
        ASSERT_NE(dialog, nullptr);
        QApplication::processEvents();
        EXPECT_TRUE(dialog->grab().save(folder + QStringLiteral("import-dataset-%1.png").arg(entry.code)));
        dialog->reject();
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 29: the Edit menu names the step Undo and Redo take back and repeat, with their shortcuts, in each language.
TEST_F(Screenshot, EditMenu)
{
    QTemporaryDir catalogDir;
    MainWindow window(nullptr, catalogDir.filePath(QStringLiteral("catalog.sqlite")));
    window.resize(1366, 768);
    window.show();
    window.jobPanel()->findChild<QSpinBox*>(QStringLiteral("seqLen"))->setValue(4096);
    window.jobPanel()->findChild<QCheckBox*>(QStringLiteral("tiledMlp"))->click();
    window.jobUndoStack()->undo(); // a step to redo as well
    auto* menu = window.findChild<QMenu*>(QStringLiteral("editMenu"));
    ASSERT_TRUE(menu);
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        QApplication::processEvents();
        const QRect item = window.menuBar()->actionGeometry(menu->menuAction());
        menu->popup(window.menuBar()->mapToGlobal(item.bottomLeft()));
        QApplication::processEvents();
        QPixmap shot = window.grab();
        QPainter painter(&shot);
        painter.drawPixmap(window.mapFromGlobal(menu->pos()), menu->grab());
        painter.end();
        EXPECT_TRUE(shot.save(QString::fromLocal8Bit(dir) + QStringLiteral("/edit-menu-%1.png").arg(entry.code)));
        menu->hide();
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 33: Catalog > Your runs and calibrations… with a run of the window's job (a Trainer's trainer_state.json of
// 100 steps at 1.25 times the predicted step) kept as a calibration, and the window naming it, in each language.
TEST_F(Screenshot, Runs)
{
    QTemporaryDir temp;
    MainWindow window(nullptr, temp.filePath(QStringLiteral("catalog.sqlite")));
    window.resize(1366, 768);
    window.show();
    RunsDialog* dialog = window.showRuns();
    dialog->resize(1000, 640);
    tunefit::RunEntry probe;
    probe.id = "probe";
    probe.gpu = window.session()->selectedGpu().toStdString();
    probe.gpuCount = window.session()->job().parallel.gpus;
    tunefit::JobDocument document;
    document.job = window.session()->job();
    probe.jobJson = tunefit::writeJobFile(document);
    const double step = tunefit::compareRun(probe, *window.catalogSession()->catalog()).predicted.stepSeconds;
    const QString log = temp.filePath(QStringLiteral("llama-lora-h100.json"));
    QFile file(log);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(R"({"global_step": 100, "log_history": [{"step": 100, "train_runtime": %1,
        "train_samples_per_second": 1.0}]})")
                   .arg(125 * step, 0, 'f', 3)
                   .toUtf8());
    file.close();
    tunefit::RunFiles files;
    files.logPath = log.toStdString();
    files.gpu = probe.gpu;
    ASSERT_TRUE(dialog->addRun(files).isEmpty());
    dialog->keepSelected();
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        // The new texts' sizes reach the layouts through posted layout requests.
        for (int pass = 0; pass < 3; ++pass)
            QApplication::processEvents();
        const QString suffix = entry.code == QStringLiteral("en") ? QString() : QLatin1Char('-') + entry.code;
        EXPECT_TRUE(dialog->grab().save(QStringLiteral("%1/runs%2.png").arg(QString::fromLocal8Bit(dir), suffix)));
        EXPECT_TRUE(
            window.grab().save(QStringLiteral("%1/calibrated-window%2.png").arg(QString::fromLocal8Bit(dir), suffix)));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

// Issue 34: the image task (a Flux LoRA whose text encoders sit on a 24 GB card, with the advice), each tab, and the
// video task, at the laptop size the review used, in each language.
TEST_F(Screenshot, DiffusionTask)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.setTask(1);
    DiffusionSession* session = window.diffusionSession();
    tunefit::DiffusionJob job = session->job();
    job.setting.textEncoders = tunefit::HelperPlacement::Gpu;
    job.setting.checkpointing = false;
    session->edit(job, QStringLiteral("test"));
    session->setSelectedGpu(QStringLiteral("RTX 4090"));
    const auto shoot = [&](const QString& name) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        EXPECT_TRUE(window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name));
    };
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        const QString suffix = entry.code == QStringLiteral("en") ? QString() : QLatin1Char('-') + entry.code;
        for (int tab = 0; tab < window.diffusionWorkspace()->tabs()->count(); ++tab) {
            window.diffusionWorkspace()->tabs()->setCurrentIndex(tab);
            shoot(QStringLiteral("diffusion-tab%1%2.png").arg(tab).arg(suffix));
        }
        window.diffusionWorkspace()->tabs()->setCurrentIndex(0);
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    window.setTask(2);
    session->setSelectedGpu(QStringLiteral("H100 SXM"));
    shoot(QStringLiteral("diffusion-video.png"));
}

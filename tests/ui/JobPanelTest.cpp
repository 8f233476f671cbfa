// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/JobPanel.h"
#include "PanelInputs.h"
#include "present/Settings.h"
#include "ui/memory/BreakdownModel.h"
#include "ui/memory/BreakdownPane.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

TEST(JobPanel, RankFieldOnlyForLoraFamily)
{
    JobPanel panel;
    auto* rank = panel.findChild<QSpinBox*>(QStringLiteral("rank"));
    auto* tokens = panel.findChild<QSpinBox*>(QStringLiteral("virtualTokens"));
    ASSERT_NE(rank, nullptr);
    ASSERT_NE(tokens, nullptr);
    panel.setMethod(Method::LoRA);
    EXPECT_TRUE(rank->isEnabled());
    EXPECT_FALSE(tokens->isEnabled());
    panel.setMethod(Method::Full);
    EXPECT_FALSE(rank->isEnabled());
    panel.setMethod(Method::PromptTuning);
    EXPECT_FALSE(rank->isEnabled());
    EXPECT_TRUE(tokens->isEnabled());
    panel.setMethod(Method::QLoRA);
    EXPECT_TRUE(rank->isEnabled());
    EXPECT_EQ(panel.inputs().job.setup.weightDType, DType::Int4);
}

TEST(JobPanel, EveryChangeEmitsAndMapsToInputs)
{
    JobPanel panel;
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    panel.setSequenceLength(4096);
    panel.setMicroBatch(3);
    EXPECT_GE(spy.count(), 2);
    const JobInputs in = panel.inputs();
    EXPECT_EQ(in.job.setup.seqLen, 4096);
    EXPECT_EQ(in.job.setup.microBatch, 3);
    EXPECT_GT(in.job.model.layers, 0);
    EXPECT_GT(test::selectedCapacity(in), 0);
}

// Issue 29: packing is a field of the job; the average sample length applies only without it (disabled, not removed,
// so nothing moves under the pointer).
TEST(JobPanel, PackingFieldAndTheSampleLengthItNeeds)
{
    JobPanel panel;
    auto* packing = panel.findChild<QCheckBox*>(QStringLiteral("packing"));
    auto* sampleTokens = panel.findChild<QDoubleSpinBox*>(QStringLiteral("averageSampleTokens"));
    ASSERT_NE(packing, nullptr);
    ASSERT_NE(sampleTokens, nullptr);
    EXPECT_TRUE(packing->isChecked());
    EXPECT_FALSE(sampleTokens->isEnabled());
    EXPECT_FALSE(sampleTokens->toolTip().isEmpty());
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    packing->setChecked(false);
    EXPECT_TRUE(sampleTokens->isEnabled());
    sampleTokens->setValue(640);
    EXPECT_GE(spy.count(), 2);
    JobInputs in = panel.inputs();
    EXPECT_FALSE(in.job.packing);
    EXPECT_DOUBLE_EQ(in.job.averageSampleTokens, 640);

    // A job read back sets both, and the row's state follows.
    in.job.packing = true;
    in.job.averageSampleTokens = 0;
    panel.setInputs(in);
    EXPECT_TRUE(packing->isChecked());
    EXPECT_FALSE(sampleTokens->isEnabled());
    EXPECT_DOUBLE_EQ(sampleTokens->value(), 0);
}

TEST(MainWindow, SequenceLengthChangesActivationRow)
{
    MainWindow window;
    BreakdownModel* model = window.breakdownPane()->model();
    int activationRow = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->componentAt(row) == MemoryComponent::Activations)
            activationRow = row;
    }
    ASSERT_GE(activationRow, 0);
    const QModelIndex cell = model->index(activationRow, BreakdownModel::GiBColumn);
    window.jobPanel()->setSequenceLength(1024);
    const double before = model->data(cell, BreakdownModel::BytesRole).toDouble();
    const QString beforeText = model->data(cell).toString();
    window.jobPanel()->setSequenceLength(8192);
    const double after = model->data(cell, BreakdownModel::BytesRole).toDouble();
    EXPECT_GT(after, before * 2);
    EXPECT_NE(model->data(cell).toString(), beforeText);
}

TEST(MainWindow, DroppedConfigIsSelected)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("config.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type":"llama","hidden_size":1024,"num_hidden_layers":4,"num_attention_heads":8,
        "num_key_value_heads":8,"intermediate_size":2816,"vocab_size":32000})");
    file.close();
    MainWindow window;
    ASSERT_TRUE(window.openConfig(path));
    const JobInputs in = window.jobPanel()->inputs();
    EXPECT_EQ(in.job.model.hidden, 1024);
    EXPECT_EQ(in.job.model.layers, 4);
}

// Job files through the window (issue: File menu)

namespace {

/// A window with no job restored from an earlier run.
void forgetLastJob()
{
    Settings::setLastJob({}, {}, {});
}

} // namespace

TEST(JobFiles, SaveOpenRoundTripRestoresTheSameInputs)
{
    forgetLastJob();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("job.tunefit.json"));

    MainWindow window;
    JobPanel* panel = window.jobPanel();
    panel->setMethod(Method::QLoRA);
    panel->setSequenceLength(4096);
    panel->setMicroBatch(2);
    panel->setDataset(120e6, 3);
    panel->setLimits(12, 500);
    panel->setSpotAllowed(true);
    ASSERT_TRUE(panel->selectGpu(QStringLiteral("A100 80GB SXM")));
    const JobDocument saved = window.currentDocument();
    ASSERT_EQ(window.saveJob(path), QString());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.currentFile(), QFileInfo(path).absoluteFilePath());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("job.tunefit.json")));

    MainWindow other;
    other.jobPanel()->setMethod(Method::Full);
    other.jobPanel()->setSequenceLength(512);
    ASSERT_EQ(other.loadJob(path), QString());
    EXPECT_TRUE(sameJob(other.currentDocument(), saved));
    EXPECT_FALSE(other.isWindowModified());
    EXPECT_EQ(other.jobPanel()->inputs().job.setup.seqLen, 4096);
    EXPECT_EQ(other.jobPanel()->inputs().job.setup.method, Method::QLoRA);
    EXPECT_TRUE(other.recentFiles().contains(QFileInfo(path).absoluteFilePath()));
}

TEST(JobFiles, ExampleJobOpens)
{
    forgetLastJob();
    MainWindow window;
    const QString path = QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json");
    ASSERT_EQ(window.loadJob(path), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto onDisk = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size())));
    ASSERT_TRUE(onDisk.ok());
    EXPECT_EQ(window.currentDocument().presetId, "llama-3.1-8b");
    EXPECT_EQ(window.currentDocument().chosenOfferIds, onDisk->chosenOfferIds);
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.optimizer, onDisk->job.setup.optimizer);
    EXPECT_EQ(window.jobPanel()->inputs().job.epochs, 2);
    ASSERT_TRUE(window.jobPanel()->inputs().job.deadlineHours.has_value());
    EXPECT_EQ(*window.jobPanel()->inputs().job.deadlineHours, 24);
}

TEST(JobFiles, MalformedOrFutureFileChangesNothing)
{
    forgetLastJob();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window;
    window.jobPanel()->setSequenceLength(3000);
    const JobDocument before = window.currentDocument();
    const bool modifiedBefore = window.isWindowModified();

    const auto write = [&dir](const char* name, const QByteArray& contents) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(contents);
        return path;
    };
    const QString broken = write("broken.tunefit.json", "{\"format\": \"tunefit-job\", \"version\": ");
    const QString future = write("future.tunefit.json", "{\"format\": \"tunefit-job\", \"version\": 99}");
    const QString other = write("other.tunefit.json", "{\"format\": \"something-else\", \"version\": 1}");

    const QString brokenError = window.loadJob(broken);
    EXPECT_TRUE(brokenError.contains(QStringLiteral("broken.tunefit.json"))) << brokenError.toStdString();
    EXPECT_TRUE(brokenError.contains(QStringLiteral("JSON"))) << brokenError.toStdString();
    const QString futureError = window.loadJob(future);
    EXPECT_TRUE(futureError.contains(QStringLiteral("99"))) << futureError.toStdString();
    EXPECT_TRUE(futureError.contains(QStringLiteral("newer"))) << futureError.toStdString();
    EXPECT_FALSE(window.loadJob(other).isEmpty());
    EXPECT_FALSE(window.loadJob(dir.filePath(QStringLiteral("missing.tunefit.json"))).isEmpty());

    EXPECT_TRUE(sameJob(window.currentDocument(), before));
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, 3000);
    EXPECT_EQ(window.isWindowModified(), modifiedBefore);
    EXPECT_TRUE(window.currentFile().isEmpty());
}

TEST(JobFiles, ModifiedMarkerToggles)
{
    forgetLastJob();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window;
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("[*]")));
    const int seqLen = window.jobPanel()->inputs().job.setup.seqLen;
    window.jobPanel()->setSequenceLength(seqLen * 2);
    EXPECT_TRUE(window.isWindowModified());
    window.jobPanel()->setSequenceLength(seqLen); // back to what was saved
    EXPECT_FALSE(window.isWindowModified());
    window.jobPanel()->setMicroBatch(7);
    EXPECT_TRUE(window.isWindowModified());
    const QString path = dir.filePath(QStringLiteral("marker.tunefit.json"));
    ASSERT_EQ(window.saveJob(path), QString());
    EXPECT_FALSE(window.isWindowModified());
    window.jobPanel()->setMicroBatch(8);
    EXPECT_TRUE(window.isWindowModified());
    ASSERT_EQ(window.loadJob(path), QString());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.microBatch, 7);
}

// Issue 13: one job, one evaluation. The window picked ZeRO-3 for several GPUs and the command line DDP, and the
// weight dtype had two rules; both front ends now use the core's defaults (training/TrainingSetup.h).
TEST(JobPanel, DefaultsAreTheCoresForShardingAndWeightDType)
{
    JobPanel panel;
    auto* gpus = panel.findChild<QSpinBox*>(QStringLiteral("gpus"));
    ASSERT_NE(gpus, nullptr);
    gpus->setValue(4);
    EXPECT_EQ(panel.inputs().job.parallel.sharding, Sharding::DDP); // what torchrun does without a sharding config
    auto* compute = panel.findChild<QComboBox*>(QStringLiteral("compute"));
    ASSERT_NE(compute, nullptr);
    for (int i = 0; i < compute->count(); ++i) {
        compute->setCurrentIndex(i);
        const JobInputs in = panel.inputs();
        EXPECT_EQ(in.job.setup.weightDType, defaultWeightDType(in.job.setup.compute, in.job.setup.baseQuant)) << i;
    }
}

namespace {

template <class E> void choose(QComboBox* combo, E value)
{
    const int index = combo->findData(int(value));
    ASSERT_GE(index, 0);
    combo->setCurrentIndex(index);
}

/// What a user's click does: selects the item and says the user activated it.
template <class E> void userChooses(QComboBox* combo, E value)
{
    choose(combo, value);
    emit combo->activated(combo->currentIndex());
}

} // namespace

// Issue 14: the objective section shows only the rows the chosen objective uses, like the method rows.
// Issue 32: the FP8/FP4 row maps to the job's recipe; its gather box applies only with a recipe, from the start.
TEST(JobPanel, LowPrecisionRowsFollowTheRecipe)
{
    JobPanel panel;
    auto* recipe = panel.findChild<QComboBox*>(QStringLiteral("lowPrecision"));
    auto* gather = panel.findChild<QCheckBox*>(QStringLiteral("precisionParamGather"));
    ASSERT_TRUE(recipe && gather);
    EXPECT_EQ(panel.inputs().job.setup.lowPrecision.recipe, LowPrecisionRecipe::None);
    EXPECT_FALSE(gather->isEnabled());
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    choose(recipe, LowPrecisionRecipe::TorchaoFp8Tensorwise);
    EXPECT_GE(spy.count(), 1);
    EXPECT_TRUE(gather->isEnabled());
    gather->setChecked(true);
    const LowPrecisionSetup chosen = panel.inputs().job.setup.lowPrecision;
    EXPECT_EQ(chosen.recipe, LowPrecisionRecipe::TorchaoFp8Tensorwise);
    EXPECT_TRUE(chosen.paramGather);
    JobInputs none = panel.inputs();
    none.job.setup.lowPrecision = {};
    panel.setInputs(none);
    EXPECT_FALSE(gather->isEnabled());
}

// Issue 32: the optimizer row lists torchao's low-bit AdamW beside bitsandbytes'; the state-type row maps to the job
// and applies only to an optimizer that does not store its moments in its own format.
TEST(JobPanel, OptimizerStateRowFollowsTheOptimizer)
{
    JobPanel panel;
    auto* optimizer = panel.findChild<QComboBox*>(QStringLiteral("optimizer"));
    auto* state = panel.findChild<QComboBox*>(QStringLiteral("optimizerState"));
    ASSERT_TRUE(optimizer && state);
    EXPECT_TRUE(state->isEnabled());
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    choose(state, OptimizerStateDType::FP8);
    EXPECT_GE(spy.count(), 1);
    EXPECT_EQ(panel.inputs().job.setup.optimizerState, OptimizerStateDType::FP8);
    choose(optimizer, Optimizer::TorchaoAdamWFp8);
    EXPECT_EQ(panel.inputs().job.setup.optimizer, Optimizer::TorchaoAdamWFp8);
    EXPECT_FALSE(state->isEnabled()) << "torchao stores its own moments";
    choose(optimizer, Optimizer::Adafactor);
    EXPECT_FALSE(state->isEnabled()) << "Adafactor's factored second moment is FP32 whatever the state type";
    choose(optimizer, Optimizer::AdamW);
    EXPECT_TRUE(state->isEnabled());
    JobInputs loaded = panel.inputs();
    loaded.job.setup.optimizer = Optimizer::TorchaoAdamW8bit;
    loaded.job.setup.optimizerState = OptimizerStateDType::Auto;
    panel.setInputs(loaded);
    EXPECT_EQ(panel.inputs().job.setup.optimizer, Optimizer::TorchaoAdamW8bit);
    EXPECT_FALSE(state->isEnabled());
}

// Issue 32: the QAT row maps to the job's scheme; its group box applies to a scheme with weight groups only (not to
// per-row FP8, nor without a scheme), from the start; 0 is the scheme's default.
TEST(JobPanel, QatRowsFollowTheScheme)
{
    JobPanel panel;
    auto* scheme = panel.findChild<QComboBox*>(QStringLiteral("qat"));
    auto* group = panel.findChild<QSpinBox*>(QStringLiteral("qatGroupSize"));
    ASSERT_TRUE(scheme && group);
    EXPECT_EQ(panel.inputs().job.setup.qat.scheme, QatScheme::None);
    EXPECT_FALSE(group->isEnabled());
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    choose(scheme, QatScheme::Int8DynActInt4Weight);
    EXPECT_GE(spy.count(), 1);
    EXPECT_TRUE(group->isEnabled());
    group->setValue(32);
    const QatSetup chosen = panel.inputs().job.setup.qat;
    EXPECT_EQ(chosen.scheme, QatScheme::Int8DynActInt4Weight);
    EXPECT_EQ(chosen.groupSize, 32);
    choose(scheme, QatScheme::Float8DynActFloat8Weight);
    EXPECT_FALSE(group->isEnabled());
    JobInputs none = panel.inputs();
    none.job.setup.qat = {};
    panel.setInputs(none);
    EXPECT_FALSE(group->isEnabled());
    EXPECT_EQ(group->value(), 0);
}

TEST(JobPanel, ObjectiveRowsFollowTheObjective)
{
    JobPanel panel;
    ASSERT_TRUE(panel.selectGpu(QStringLiteral("H100 SXM")));
    auto* objective = panel.findChild<QComboBox*>(QStringLiteral("objective"));
    auto* reference = panel.findChild<QComboBox*>(QStringLiteral("reference"));
    auto* groupSize = panel.findChild<QSpinBox*>(QStringLiteral("groupSize"));
    auto* completion = panel.findChild<QSpinBox*>(QStringLiteral("completionLen"));
    auto* generation = panel.findChild<QComboBox*>(QStringLiteral("generation"));
    auto* fraction = panel.findChild<QDoubleSpinBox*>(QStringLiteral("engineMemoryFraction"));
    auto* kl = panel.findChild<QCheckBox*>(QStringLiteral("ktoKlTerm"));
    for (QWidget* w :
         std::initializer_list<QWidget*>{objective, reference, groupSize, completion, generation, fraction, kl})
        ASSERT_NE(w, nullptr);
    // A new job is supervised fine-tuning: nothing but the objective itself applies.
    EXPECT_EQ(panel.inputs().job.setup.objective.objective, Objective::Sft);
    EXPECT_EQ(objective->currentText(), QStringLiteral("Supervised fine-tuning (SFT)"));
    for (QWidget* w : std::initializer_list<QWidget*>{reference, groupSize, completion, generation, fraction, kl})
        EXPECT_FALSE(w->isEnabled()) << w->objectName().toStdString();

    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    choose(objective, Objective::Grpo);
    EXPECT_GE(spy.count(), 1);
    EXPECT_TRUE(groupSize->isEnabled());
    EXPECT_TRUE(completion->isEnabled());
    EXPECT_TRUE(generation->isEnabled());
    EXPECT_TRUE(reference->isEnabled()); // GRPO's KL term has a reference
    EXPECT_FALSE(fraction->isEnabled()); // no engine in the training process
    EXPECT_FALSE(kl->isEnabled());
    groupSize->setValue(16);
    completion->setValue(256);
    choose(generation, GenerationEngine::Colocated);
    EXPECT_TRUE(fraction->isEnabled());
    fraction->setValue(0.5);
    const ObjectiveSetup grpo = panel.inputs().job.setup.objective;
    EXPECT_EQ(grpo.objective, Objective::Grpo);
    EXPECT_EQ(grpo.groupSize, 16);
    EXPECT_EQ(grpo.completionLen, 256);
    EXPECT_EQ(grpo.generation, GenerationEngine::Colocated);
    EXPECT_EQ(grpo.engineMemoryFraction, 0.5);
    // The share is of the selected card: an H100 SXM reports 81,559 MiB = 79.6 GiB (nvidia-smi memory.total).
    EXPECT_NEAR(grpo.engineGpuMemoryGiB, 81559.0 / 1024, 0.05);

    choose(objective, Objective::Ppo); // PPO rolls out one completion per prompt: no group
    EXPECT_FALSE(groupSize->isEnabled());
    EXPECT_TRUE(completion->isEnabled());

    choose(objective, Objective::Kto);
    EXPECT_TRUE(kl->isEnabled());
    EXPECT_FALSE(completion->isEnabled());
    EXPECT_FALSE(generation->isEnabled());
    kl->setChecked(false);
    EXPECT_FALSE(panel.inputs().job.setup.objective.ktoKlTerm);

    choose(objective, Objective::Orpo); // reference-free
    EXPECT_FALSE(reference->isEnabled());
    EXPECT_FALSE(kl->isEnabled());
}

// The reference is the method's default (TRL: the adapter-disabled base for a PEFT model, a frozen copy otherwise)
// until the user picks one; a full fine-tune has no adapters to disable.
TEST(JobPanel, ReferenceFollowsTheMethodUntilChosen)
{
    JobPanel panel;
    auto* objective = panel.findChild<QComboBox*>(QStringLiteral("objective"));
    auto* reference = panel.findChild<QComboBox*>(QStringLiteral("reference"));
    ASSERT_NE(objective, nullptr);
    ASSERT_NE(reference, nullptr);
    choose(objective, Objective::Dpo);
    panel.setMethod(Method::LoRA);
    EXPECT_EQ(panel.inputs().job.setup.objective.reference, ReferenceModel::AdaptersDisabled);
    panel.setMethod(Method::Full);
    EXPECT_EQ(panel.inputs().job.setup.objective.reference, ReferenceModel::SeparateFrozen);
    auto* items = qobject_cast<QStandardItemModel*>(reference->model());
    ASSERT_NE(items, nullptr);
    EXPECT_FALSE(items->item(reference->findData(int(ReferenceModel::AdaptersDisabled)))->isEnabled());
    panel.setMethod(Method::QLoRA);
    EXPECT_EQ(panel.inputs().job.setup.objective.reference, ReferenceModel::AdaptersDisabled);
    EXPECT_TRUE(items->item(reference->findData(int(ReferenceModel::AdaptersDisabled)))->isEnabled());

    userChooses(reference, ReferenceModel::Precomputed);
    panel.setMethod(Method::Full);
    EXPECT_EQ(panel.inputs().job.setup.objective.reference, ReferenceModel::Precomputed); // the user's choice stays
    panel.setMethod(Method::LoRA);
    userChooses(reference, ReferenceModel::AdaptersDisabled);
    panel.setMethod(Method::Full); // ... unless it cannot apply
    EXPECT_EQ(panel.inputs().job.setup.objective.reference, ReferenceModel::SeparateFrozen);
}

TEST(JobPanel, ObjectiveSurvivesSetInputs)
{
    JobPanel panel;
    JobInputs in = panel.inputs();
    in.gpuName = QStringLiteral("H100 SXM");
    in.job.setup.method = Method::LoRA;
    in.job.setup.seqLen = 3000;
    ObjectiveSetup& o = in.job.setup.objective;
    o.objective = Objective::Grpo;
    o.reference = ReferenceModel::Precomputed;
    o.pairsDoubleMicroBatch = false;
    o.ktoKlTerm = false;
    o.groupSize = 12;
    o.completionLen = 300;
    o.generationBatch = 24; // not on the form: kept as given
    o.generation = GenerationEngine::Colocated;
    o.engineMemoryFraction = 0.4;
    o.engineGpuMemoryGiB = 81559.0 / 1024; // the H100 SXM's, as nvidia-smi reports it (81,559 MiB)
    o.engineSleeps = true;
    o.criticFullTraining = true;
    panel.setInputs(in);
    const JobInputs out = panel.inputs();
    const ObjectiveSetup& r = out.job.setup.objective;
    EXPECT_EQ(r.objective, Objective::Grpo);
    EXPECT_EQ(r.reference, ReferenceModel::Precomputed);
    EXPECT_FALSE(r.pairsDoubleMicroBatch);
    EXPECT_FALSE(r.ktoKlTerm);
    EXPECT_EQ(r.groupSize, 12);
    EXPECT_EQ(r.completionLen, 300);
    EXPECT_EQ(r.generationBatch, 24);
    EXPECT_EQ(r.generation, GenerationEngine::Colocated);
    EXPECT_DOUBLE_EQ(r.engineMemoryFraction, 0.4);
    EXPECT_TRUE(r.engineSleeps);
    EXPECT_TRUE(r.criticFullTraining);
    EXPECT_TRUE(sameJob(toDocument(in), toDocument(out)));
    EXPECT_TRUE(panel.findChild<QSpinBox*>(QStringLiteral("groupSize"))->isEnabled());

    // An opened file's reference stays when the method changes: it was chosen.
    panel.setMethod(Method::Full);
    EXPECT_EQ(panel.inputs().job.setup.objective.reference, ReferenceModel::Precomputed);
}

// The Memory tab says which phase of a GRPO step holds the peak. 64 completions of 8,192 tokens of Llama-3.1-8B cache
// 64 × 8,192 × 32 layers × 2 × 1,024 values × 2 bytes = 64 GiB: more than the whole training phase.
TEST(BreakdownPane, NamesThePeakPhaseOfGeneratingObjectives)
{
    JobPanel panel;
    JobInputs in = panel.inputs();
    in.job.setup.method = Method::LoRA;
    in.job.setup.seqLen = 8192;
    in.job.setup.microBatch = 1;
    in.job.setup.checkpointing = Checkpointing::Full;
    in.job.setup.objective.objective = Objective::Grpo;
    in.job.setup.objective.generationBatch = 64;
    BreakdownPane pane;
    pane.setResults(test::evaluated(in));
    EXPECT_TRUE(pane.phaseText().startsWith(QStringLiteral("Peak during generation: ")))
        << pane.phaseText().toStdString();
    EXPECT_TRUE(pane.phaseText().contains(QStringLiteral("; training phase "))) << pane.phaseText().toStdString();

    in.job.setup.objective.generationBatch = 1; // 1 GiB of cache; the 8,192 × 128,256 logits of training dominate
    pane.setResults(test::evaluated(in));
    EXPECT_TRUE(pane.phaseText().startsWith(QStringLiteral("Peak during training: ")))
        << pane.phaseText().toStdString();

    in.job.setup.objective.objective = Objective::Sft;
    pane.setResults(test::evaluated(in));
    EXPECT_TRUE(pane.phaseText().isEmpty());
}

// Issue 14: the run mechanisms in the form. The degree row is there only while a sequence is split, and a new split
// spans every GPU of the job.
TEST(JobPanel, RunMechanismsMapToInputs)
{
    JobPanel panel;
    auto* checkpointing = panel.findChild<QComboBox*>(QStringLiteral("checkpointing"));
    auto* tiled = panel.findChild<QCheckBox*>(QStringLiteral("tiledMlp"));
    auto* inBackward = panel.findChild<QCheckBox*>(QStringLiteral("optimizerInBackward"));
    auto* gpus = panel.findChild<QSpinBox*>(QStringLiteral("gpus"));
    auto* kind = panel.findChild<QComboBox*>(QStringLiteral("sequenceParallel"));
    auto* degree = panel.findChild<QSpinBox*>(QStringLiteral("sequenceParallelDegree"));
    ASSERT_NE(checkpointing, nullptr);
    ASSERT_NE(tiled, nullptr);
    ASSERT_NE(inBackward, nullptr);
    ASSERT_NE(gpus, nullptr);
    ASSERT_NE(kind, nullptr);
    ASSERT_NE(degree, nullptr);
    EXPECT_EQ(kind->count(), 3);
    EXPECT_FALSE(degree->isEnabled());
    EXPECT_FALSE(tiled->toolTip().isEmpty());
    EXPECT_FALSE(inBackward->toolTip().isEmpty());
    JobInputs in = panel.inputs();
    EXPECT_FALSE(in.job.setup.tiledMlp);
    EXPECT_FALSE(in.job.setup.optimizerInBackward);
    EXPECT_EQ(in.job.parallel.sequenceParallel, SequenceParallel::None);
    EXPECT_EQ(in.job.parallel.sequenceParallelDegree, 1);

    const int selectiveOp = checkpointing->findData(int(Checkpointing::SelectiveOp));
    ASSERT_GE(selectiveOp, 0);
    EXPECT_EQ(checkpointing->itemText(selectiveOp), QStringLiteral("Selective (per op)"));
    checkpointing->setCurrentIndex(selectiveOp);
    tiled->setChecked(true);
    inBackward->setChecked(true);
    gpus->setValue(8);
    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    kind->setCurrentIndex(kind->findData(int(SequenceParallel::Ulysses)));
    EXPECT_GE(spy.count(), 1);
    EXPECT_TRUE(degree->isEnabled());
    in = panel.inputs();
    EXPECT_EQ(in.job.setup.checkpointing, Checkpointing::SelectiveOp);
    EXPECT_TRUE(in.job.setup.tiledMlp);
    EXPECT_TRUE(in.job.setup.optimizerInBackward);
    EXPECT_EQ(in.job.parallel.sequenceParallel, SequenceParallel::Ulysses);
    EXPECT_EQ(in.job.parallel.sequenceParallelDegree, 8);
    degree->setValue(4);
    EXPECT_EQ(panel.inputs().job.parallel.sequenceParallelDegree, 4);

    kind->setCurrentIndex(kind->findData(int(SequenceParallel::None)));
    EXPECT_FALSE(degree->isEnabled());
    EXPECT_EQ(panel.inputs().job.parallel.sequenceParallelDegree, 1);
}

TEST(JobPanel, RunMechanismsSurviveSetInputs)
{
    JobPanel panel;
    const JobInputs initial = panel.inputs();
    JobInputs in = initial;
    in.job.setup.checkpointing = Checkpointing::SelectiveOp;
    in.job.setup.tiledMlp = true;
    in.job.setup.optimizerInBackward = true;
    in.job.setup.gradAccumulation = 1;
    in.job.parallel.gpus = 16;
    in.job.parallel.sharding = Sharding::Zero3;
    in.job.parallel.sequenceParallel = SequenceParallel::Ring;
    in.job.parallel.sequenceParallelDegree = 4;
    panel.setInputs(in);
    const JobInputs out = panel.inputs();
    EXPECT_EQ(out.job.setup.checkpointing, Checkpointing::SelectiveOp);
    EXPECT_TRUE(out.job.setup.tiledMlp);
    EXPECT_TRUE(out.job.setup.optimizerInBackward);
    EXPECT_EQ(out.job.parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(out.job.parallel.sequenceParallelDegree, 4);
    EXPECT_TRUE(panel.findChild<QSpinBox*>(QStringLiteral("sequenceParallelDegree"))->isEnabled());

    // Back to a job without the mechanisms: everything off, the degree row hidden.
    panel.setInputs(initial);
    const JobInputs plain = panel.inputs();
    EXPECT_FALSE(plain.job.setup.tiledMlp);
    EXPECT_FALSE(plain.job.setup.optimizerInBackward);
    EXPECT_EQ(plain.job.parallel.sequenceParallel, SequenceParallel::None);
    EXPECT_EQ(plain.job.parallel.sequenceParallelDegree, 1);
    EXPECT_FALSE(panel.findChild<QSpinBox*>(QStringLiteral("sequenceParallelDegree"))->isEnabled());
}

TEST(JobPanel, ModelsOnThisComputerFromTheHuggingFaceCache)
{
    // A fake cache: one readable model, one whose config.json is not a model, one half-downloaded (no snapshot).
    QTemporaryDir hub;
    ASSERT_TRUE(hub.isValid());
    auto write = [&](const QString& relative, const QByteArray& text) {
        const QString path = hub.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    ASSERT_TRUE(write(QStringLiteral("models--tunefit-test--tiny-llama/snapshots/abc/config.json"),
                      R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 256,
        "intermediate_size": 512, "num_hidden_layers": 3, "num_attention_heads": 4, "num_key_value_heads": 2,
        "vocab_size": 1000, "tie_word_embeddings": false, "torch_dtype": "bfloat16"})"));
    ASSERT_TRUE(write(QStringLiteral("models--tunefit-test--broken/snapshots/abc/config.json"), "{\"a\": 1}"));
    ASSERT_TRUE(QDir().mkpath(hub.filePath(QStringLiteral("models--tunefit-test--partial/blobs"))));

    JobPanel panel;
    import::ModelSearch search;
    search.hubCache = hub.path().toStdString();
    search.useEnvironment = false;
    EXPECT_EQ(panel.listLocalModels(search), 2);
    auto* combo = panel.findChild<QComboBox*>(QStringLiteral("model"));
    ASSERT_NE(combo, nullptr);
    const int header = combo->findText(QStringLiteral("Models on this computer"));
    ASSERT_GE(header, 0);
    const auto* items = qobject_cast<QStandardItemModel*>(combo->model());
    ASSERT_NE(items, nullptr);
    EXPECT_FALSE(items->item(header)->isSelectable()); // a heading, not a choice
    const int tiny = combo->findText(QStringLiteral("tunefit-test/tiny-llama"));
    const int broken = combo->findText(QStringLiteral("tunefit-test/broken"));
    EXPECT_GT(tiny, header);
    EXPECT_GT(broken, header);
    EXPECT_LT(combo->findText(QStringLiteral("tunefit-test/partial")), 0);

    // Chosen: read from its config.json, and the job has that model.
    QSignalSpy changed(&panel, &JobPanel::inputsChanged);
    combo->setCurrentIndex(tiny);
    EXPECT_GE(changed.count(), 1);
    const JobInputs in = panel.inputs();
    EXPECT_EQ(in.job.model.name, "tunefit-test/tiny-llama");
    EXPECT_EQ(in.job.model.hidden, 256);
    EXPECT_EQ(in.job.model.layers, 3);

    // A config.json that is no model: refused at the item, the model in use stays.
    combo->setCurrentIndex(broken);
    EXPECT_EQ(combo->currentIndex(), tiny);
    EXPECT_EQ(panel.inputs().job.model.layers, 3);
    EXPECT_FALSE(items->item(broken)->isEnabled());
    EXPECT_FALSE(combo->itemData(broken, Qt::ToolTipRole).toString().isEmpty());
}

// Issue 14: the Images section is there only for a model with a vision tower; its box at 0 names the model's own
// tokens per image; its fields reach the job and come back from a job.
TEST(JobPanel, ImagesSectionFollowsTheModelsVisionTower)
{
    JobPanel panel;
    auto* images = panel.findChild<QSpinBox*>(QStringLiteral("imagesPerSample"));
    auto* tokens = panel.findChild<QSpinBox*>(QStringLiteral("tokensPerImage"));
    auto* tower = panel.findChild<QCheckBox*>(QStringLiteral("trainVisionTower"));
    ASSERT_NE(images, nullptr);
    ASSERT_NE(tokens, nullptr);
    ASSERT_NE(tower, nullptr);
    // The default Llama-3.1-8B reads text only: the rows stay, disabled.
    EXPECT_FALSE(images->isEnabled());
    EXPECT_FALSE(tokens->isEnabled());
    EXPECT_FALSE(tower->isEnabled());

    ASSERT_TRUE(panel.selectModel(QStringLiteral("Gemma-3-4B")));
    EXPECT_TRUE(images->isEnabled());
    EXPECT_TRUE(tokens->isEnabled());
    EXPECT_TRUE(tower->isEnabled());
    EXPECT_EQ(tokens->value(), 0);
    EXPECT_EQ(tokens->specialValueText(), QStringLiteral("Model's figure (256)"));
    ASSERT_TRUE(panel.selectModel(QStringLiteral("Qwen2.5-VL-7B")));
    EXPECT_EQ(tokens->specialValueText(), QStringLiteral("Model's figure (729)"));

    QSignalSpy spy(&panel, &JobPanel::inputsChanged);
    images->setValue(3);
    tokens->setValue(400);
    tower->setChecked(true);
    EXPECT_GE(spy.count(), 3);
    JobInputs in = panel.inputs();
    EXPECT_EQ(in.job.setup.images.perSample, 3);
    EXPECT_EQ(in.job.setup.images.tokensPerImage, 400);
    EXPECT_TRUE(in.job.setup.images.trainTower);

    in.job.setup.images = {1, 0, false};
    panel.setInputs(in);
    const JobInputs out = panel.inputs();
    EXPECT_EQ(out.job.setup.images.perSample, 1);
    EXPECT_EQ(out.job.setup.images.tokensPerImage, 0);
    EXPECT_FALSE(out.job.setup.images.trainTower);
}

// Issue 15: the parallel layout's boxes reach the job and come back from it; the expert boxes only for a MoE model,
// the virtual stages only with a pipeline, Megatron sequence parallelism only with tensor parallelism.
TEST(JobPanel, LayoutMapsToInputsAndExpertsOnlyForMoe)
{
    JobPanel panel;
    auto* gpus = panel.findChild<QSpinBox*>(QStringLiteral("gpus"));
    auto* tp = panel.findChild<QSpinBox*>(QStringLiteral("tensorParallel"));
    auto* sp = panel.findChild<QCheckBox*>(QStringLiteral("megatronSequenceParallel"));
    auto* pp = panel.findChild<QSpinBox*>(QStringLiteral("pipelineParallel"));
    auto* vpp = panel.findChild<QSpinBox*>(QStringLiteral("virtualPipelineStages"));
    auto* ep = panel.findChild<QSpinBox*>(QStringLiteral("expertParallel"));
    auto* etp = panel.findChild<QSpinBox*>(QStringLiteral("expertTensorParallel"));
    auto* text = panel.findChild<QLabel*>(QStringLiteral("layoutText"));
    for (QWidget* w : std::initializer_list<QWidget*>{gpus, tp, sp, pp, vpp, ep, etp, text})
        ASSERT_NE(w, nullptr);
    ASSERT_TRUE(panel.selectModel(QStringLiteral("Llama-3.1-8B")));
    EXPECT_FALSE(ep->isEnabled());
    EXPECT_FALSE(etp->isEnabled());
    EXPECT_FALSE(sp->isEnabled());
    EXPECT_FALSE(vpp->isEnabled());
    EXPECT_TRUE(text->isHidden()); // plain data parallelism has no layout line

    gpus->setValue(16);
    tp->setValue(4);
    pp->setValue(2);
    EXPECT_TRUE(sp->isEnabled());
    EXPECT_TRUE(vpp->isEnabled());
    vpp->setValue(2);
    sp->setChecked(false);
    ep->setValue(4); // a dense model: the disabled box does not apply
    JobInputs in = panel.inputs();
    EXPECT_EQ(in.job.parallel.model.tensor, 4);
    EXPECT_FALSE(in.job.parallel.model.sequenceParallel);
    EXPECT_EQ(in.job.parallel.model.pipeline, 2);
    EXPECT_EQ(in.job.parallel.model.virtualStages, 2);
    EXPECT_EQ(in.job.parallel.model.expert, 1);
    // 16 GPUs / (4 × 2) = 2 replicas; nodes of 8 (the default) hold TP 4 × DP 2, the two stages are two nodes.
    EXPECT_FALSE(text->isHidden());
    EXPECT_EQ(text->text(), QString::fromUtf8("Layout: TP 4 (no SP) × PP 2 (VPP 2) × DP 2 (TP 4 × DP 2 inside each "
                                              "node, PP 2 across nodes)"));

    ASSERT_TRUE(panel.selectModel(QStringLiteral("Qwen3-30B-A3B")));
    EXPECT_TRUE(ep->isEnabled());
    EXPECT_TRUE(etp->isEnabled());
    etp->setValue(2);
    in = panel.inputs();
    EXPECT_EQ(in.job.parallel.model.expert, 4);
    EXPECT_EQ(in.job.parallel.model.expertTensor, 2);

    // Back from a job: every box shows the job's degree.
    JobInputs other = in;
    other.job.parallel.model = {
        .tensor = 2, .sequenceParallel = true, .pipeline = 4, .virtualStages = 3, .expert = 8, .expertTensor = 1};
    other.job.parallel.gpus = 64;
    JobPanel second;
    second.setInputs(other);
    const ModelParallel back = second.inputs().job.parallel.model;
    EXPECT_EQ(back.tensor, 2);
    EXPECT_TRUE(back.sequenceParallel);
    EXPECT_EQ(back.pipeline, 4);
    EXPECT_EQ(back.virtualStages, 3);
    EXPECT_EQ(back.expert, 8);
    EXPECT_EQ(back.expertTensor, 1);
}

// A degree the core refuses gets its sentence under its own box, and the message goes when the degree is fixed.
TEST(MainWindow, BadDegreeShowsItsMessageAtTheField)
{
    MainWindow window;
    JobPanel* panel = window.jobPanel();
    ASSERT_TRUE(panel->selectModel(QStringLiteral("Llama-3.1-8B")));
    auto* gpus = panel->findChild<QSpinBox*>(QStringLiteral("gpus"));
    auto* tp = panel->findChild<QSpinBox*>(QStringLiteral("tensorParallel"));
    auto* message = panel->findChild<QLabel*>(QStringLiteral("message_tensor_parallel"));
    ASSERT_NE(gpus, nullptr);
    ASSERT_NE(tp, nullptr);
    ASSERT_NE(message, nullptr);
    EXPECT_TRUE(message->isHidden());
    gpus->setValue(8);
    tp->setValue(3); // divides neither 8 GPUs nor 32 heads
    EXPECT_EQ(panel->messageFor("tensor_parallel"),
              QStringLiteral("Error: Tensor parallel (TP) does not divide evenly: 3"));
    EXPECT_FALSE(message->isHidden());
    EXPECT_TRUE(panel->messageFor("pipeline_parallel").isEmpty());
    tp->setValue(2);
    EXPECT_TRUE(panel->messageFor("tensor_parallel").isEmpty());
    EXPECT_TRUE(message->isHidden());
    // The Memory tab names the layout of the figures it shows.
    bool named = false;
    for (const QLabel* label : window.breakdownPane()->findChildren<QLabel*>())
        named = named || label->text().contains(QStringLiteral("Layout: TP 2 × DP 4"));
    EXPECT_TRUE(named);

    // Expert parallelism of a dense model is refused at its box (set through a job: the box is disabled).
    JobInputs in = panel->inputs();
    in.job.parallel.model.tensor = 1;
    in.job.parallel.model.expert = 2;
    panel->setInputs(in);
    EXPECT_TRUE(panel->messageFor("expert_parallel").isEmpty()); // the panel drops a disabled degree
}

TEST(MainWindow, AnUnknownModelNameIsMarkedAtItsFieldAndShowsNoNumbers)
{
    MainWindow window;
    BreakdownModel* rows = window.breakdownPane()->model();
    ASSERT_GT(rows->rowCount(), 0);
    auto* box = window.jobPanel()->findChild<QComboBox*>(QStringLiteral("model"));
    auto* message = window.jobPanel()->findChild<QLabel*>(QStringLiteral("message_model"));
    auto* note = window.jobPanel()->findChild<QLabel*>(QStringLiteral("model_reading"));
    ASSERT_TRUE(box && message && note);
    const QString before = box->currentText();

    // A fine-tune whose name does not name its base: refused at the field, with the nearest entries, and no numbers
    // of the model that was selected before.
    box->lineEdit()->setText(QStringLiteral("HuggingFaceH4/zephyr-7b-beta"));
    emit box->lineEdit()->editingFinished();
    EXPECT_TRUE(window.jobPanel()->inputs().job.unreadModel);
    EXPECT_EQ(rows->rowCount(), 0);
    EXPECT_TRUE(box->property("invalid").toBool());
    EXPECT_TRUE(message->isVisibleTo(window.jobPanel()));
    EXPECT_TRUE(message->text().contains(QStringLiteral("zephyr-7b-beta"))) << message->text().toStdString();
    // The nearest entries are of the name's size: three 7B models besides the name itself.
    EXPECT_GE(message->text().count(QStringLiteral("7b")), 4) << message->text().toStdString();
    EXPECT_EQ(box->lineEdit()->text(), QStringLiteral("HuggingFaceH4/zephyr-7b-beta")) << "the typed name stays";

    // A derivative name is read as its entry, selected, and the reading is shown to confirm.
    box->lineEdit()->setText(QStringLiteral("someone/Qwen2.5-7B-Instruct-bnb-4bit"));
    emit box->lineEdit()->editingFinished();
    const Job job = window.jobPanel()->inputs().job;
    EXPECT_FALSE(job.unreadModel);
    ASSERT_TRUE(job.modelReading);
    EXPECT_EQ(job.modelReading->rule, NameRule::Derivative);
    EXPECT_EQ(job.modelReading->format, UploadFormat::Bnb4bit);
    EXPECT_EQ(job.model.hidden, 3584); // Qwen/Qwen2.5-7B config.json: hidden_size 3584
    EXPECT_GT(rows->rowCount(), 0);
    EXPECT_FALSE(box->property("invalid").toBool());
    EXPECT_FALSE(message->isVisibleTo(window.jobPanel()));
    EXPECT_TRUE(note->isVisibleTo(window.jobPanel()));
    EXPECT_TRUE(note->text().contains(QString::fromStdString(job.modelReading->entryId))) << note->text().toStdString();
    EXPECT_TRUE(note->text().contains(QStringLiteral("NF4"))) << note->text().toStdString();

    // Picking a model from the list is the user's own choice: nothing left to confirm.
    box->setCurrentIndex(box->findText(before));
    EXPECT_FALSE(window.jobPanel()->inputs().job.modelReading);
    EXPECT_FALSE(note->isVisibleTo(window.jobPanel()));
}

namespace {

/// One notch of the mouse wheel as the window system delivers it: only a spontaneous wheel event travels on to the
/// parents when the widget under the pointer ignores it.
void turnWheel(QWidget* target, int notchesDown)
{
    const QPointF local(target->width() / 2.0, target->height() / 2.0);
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, -120 * notchesDown), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    // notify(), not sendEvent(): sendEvent() marks the event as the application's own, and those stay where sent.
    QCoreApplication::instance()->notify(target, &event);
}

} // namespace

// Issue 29: scrolling the long form with the wheel over a combo box changed Checkpointing instead of scrolling.
TEST(JobPanel, WheelScrollsTheFormUnlessAFieldHasFocus)
{
    QScrollArea scroll;
    auto* panel = new JobPanel;
    scroll.setWidget(panel);
    scroll.setWidgetResizable(true);
    scroll.resize(520, 320);
    scroll.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&scroll));
    QScrollBar* bar = scroll.verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0);

    auto* checkpointing = panel->findChild<QComboBox*>(QStringLiteral("checkpointing"));
    auto* sequence = panel->findChild<QSpinBox*>(QStringLiteral("seqLen"));
    auto* epochs = panel->findChild<QDoubleSpinBox*>(QStringLiteral("epochs"));
    ASSERT_NE(checkpointing, nullptr);
    ASSERT_NE(sequence, nullptr);
    ASSERT_NE(epochs, nullptr);
    checkpointing->setCurrentIndex(0);
    const int sequenceBefore = sequence->value();
    const double epochsBefore = epochs->value();

    // No field has focus: the values stay and the form scrolls.
    for (QWidget* field :
         {static_cast<QWidget*>(checkpointing), static_cast<QWidget*>(sequence), static_cast<QWidget*>(epochs)}) {
        bar->setValue(0);
        turnWheel(field, 1);
        EXPECT_GT(bar->value(), 0) << field->objectName().toStdString();
        EXPECT_FALSE(field->hasFocus()) << field->objectName().toStdString(); // the wheel does not take focus
    }
    EXPECT_EQ(checkpointing->currentIndex(), 0);
    EXPECT_EQ(sequence->value(), sequenceBefore);
    EXPECT_EQ(epochs->value(), epochsBefore);

    // A field with focus (clicked or tabbed to) turns with the wheel, as before.
    scroll.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&scroll));
    checkpointing->setFocus();
    ASSERT_TRUE(checkpointing->hasFocus());
    turnWheel(checkpointing, 1);
    EXPECT_EQ(checkpointing->currentIndex(), 1);
    sequence->setFocus();
    ASSERT_TRUE(sequence->hasFocus());
    turnWheel(sequence, -1);
    EXPECT_GT(sequence->value(), sequenceBefore);
    EXPECT_EQ(checkpointing->focusPolicy(), Qt::StrongFocus);
    EXPECT_EQ(epochs->focusPolicy(), Qt::StrongFocus);
}

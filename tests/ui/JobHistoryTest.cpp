// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29: Edit > Undo/Redo covers every job edit (by hand in every kind of field, an import, "Make it fit", an
// offer's setting, File > New job), names what changed, and typing a number is one step.
#include "ui/window/JobHistory.h"
#include "PanelInputs.h"
#include "core/report/JobFile.h"
#include "present/JobSession.h"
#include "present/Language.h"
#include "ui/job/JobPanel.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <functional>
#include <set>

using namespace tunefit::present;

/// Failures show the text, not its UTF-16 code units.
[[maybe_unused]] static void PrintTo(const QString& text, std::ostream* os)
{
    *os << text.toStdString();
}

using namespace tunefit;
using namespace tunefit::ui;

namespace {

/// English words and US numbers ("4,096"), whatever the machine's locale.
class JobHistoryTest : public ::testing::Test
{
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(m_saved); }

private:
    QLocale m_saved;
};

using JobHistoryWindow = JobHistoryTest;

bool same(const JobInputs& a, const JobInputs& b)
{
    return changedJobFields(a, b).empty();
}

/// The job the window's one evaluation was made from equals `in` (undo restores the evaluation, not only the form).
bool evaluatedAs(const MainWindow& window, const JobInputs& in)
{
    const auto evaluation = window.session()->evaluation();
    return evaluation && evaluation->selectedGpu == in.gpuName.toStdString() &&
           writeJobFile(jobDocumentOf(evaluation->job)) == writeJobFile(jobDocumentOf(in.job));
}

/// Types `text` into a spin box as a user does: select what is there, then one key at a time.
void typeInto(QAbstractSpinBox* box, const QString& text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
}

} // namespace

TEST_F(JobHistoryTest, EveryFieldOfTheJobFileHasANameAndAValue)
{
    const JobInputs in = test::defaultInputs();
    const std::vector<std::string> paths = jobFieldPaths(in);
    // The fields a user meets first are among them, under the job file's keys.
    const std::set<std::string> all(paths.begin(), paths.end());
    for (const char* expected : {"model", "method", "gpu", "setup.seq_len", "setup.micro_batch", "setup.checkpointing",
                                 "setup.tiled_mlp", "setup.adapter.targets", "parallel.gpus", "dataset.tokens",
                                 "limits.deadline_hours", "assumptions.spot_allowed"})
        EXPECT_TRUE(all.contains(expected)) << expected;
    EXPECT_EQ(all.size(), paths.size()) << "a field is listed twice";
    // Every leaf of the job file is a field: the file's own count of values, the model's (one field) aside.
    const QJsonObject root =
        QJsonDocument::fromJson(QByteArray::fromStdString(writeJobFile(jobDocumentOf(in.job)))).object();
    std::function<size_t(const QJsonObject&)> leaves = [&](const QJsonObject& o) {
        size_t n = 0;
        for (auto it = o.begin(); it != o.end(); ++it)
            n += it.value().isObject() ? leaves(it.value().toObject()) : 1;
        return n;
    };
    const size_t fileValues = leaves(root) - 3 /* format, version, chosen_offers */ -
                              leaves(root.value(QStringLiteral("model")).toObject()) + 1 /* model */;
    EXPECT_EQ(paths.size(), fileValues + 1 /* gpu */);

    // A name for each (a field added to the job file without one fails here), each its own.
    const std::set<std::string> withoutValueWords = {"setup.quantized_modules", "assumptions.mfu_by_class"};
    std::set<QString> names;
    for (const std::string& path : paths) {
        const QString name = jobFieldName(path);
        EXPECT_FALSE(name.isEmpty()) << path << " has no name";
        EXPECT_FALSE(name.startsWith(QStringLiteral("“"))) << path << " is named by its key: " << name.toStdString();
        EXPECT_TRUE(names.insert(name).second) << path << " shares its name " << name.toStdString();
        const QString value = jobFieldValue(in, path);
        if (withoutValueWords.contains(path))
            continue;
        EXPECT_FALSE(value.isEmpty()) << path << " has no value in words";
        EXPECT_FALSE(value.contains(QLatin1Char('_'))) << path << " shows a key: " << value.toStdString();
    }
}

TEST_F(JobHistoryTest, EachChangeIsFoundUnderItsOwnField)
{
    const JobInputs base = test::defaultInputs();
    const std::vector<std::pair<std::function<void(JobInputs&)>, std::string>> cases = {
        {[](JobInputs& in) { in.job.setup.seqLen = 4096; }, "setup.seq_len"},
        {[](JobInputs& in) { in.job.setup.microBatch += 1; }, "setup.micro_batch"},
        {[](JobInputs& in) { in.job.setup.tiledMlp = !in.job.setup.tiledMlp; }, "setup.tiled_mlp"},
        {[](JobInputs& in) { in.job.setup.adapter.rank = 64; }, "setup.adapter.rank"},
        {[](JobInputs& in) { in.job.parallel.gpus = 8; }, "parallel.gpus"},
        {[](JobInputs& in) { in.job.datasetTokens = 123e6; }, "dataset.tokens"},
        {[](JobInputs& in) { in.job.deadlineHours = 12; }, "limits.deadline_hours"},
        {[](JobInputs& in) { in.job.assumptions.spotAllowed = !in.job.assumptions.spotAllowed; },
         "assumptions.spot_allowed"},
        {[](JobInputs& in) { in.job.model.layers += 1; }, "model"},
        {[](JobInputs& in) { in.gpuName = QStringLiteral("RTX 4090"); }, "gpu"},
    };
    for (const auto& [change, path] : cases) {
        JobInputs after = base;
        change(after);
        EXPECT_EQ(changedJobFields(base, after), std::vector<std::string>{path});
    }
    EXPECT_TRUE(changedJobFields(base, base).empty());
}

TEST_F(JobHistoryTest, StepsNameTheFieldAndItsNewValue)
{
    JobInputs before = test::defaultInputs();
    before.job.setup.seqLen = 2048;
    before.job.setup.tiledMlp = false;
    before.job.deadlineHours = 10;
    JobInputs after = before;
    after.job.setup.seqLen = 4096;
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change sequence length to 4,096"));
    after = before;
    after.job.setup.tiledMlp = true;
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change tiled MLP to On"));
    after = before;
    after.job.setup.checkpointing = Checkpointing::SelectiveOp;
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change activation checkpointing to Selective (per op)"));
    after = before;
    after.job.deadlineHours.reset();
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change deadline (hours) to none"));
    // Issue 32: the QAT row's scheme and group size are steps of their own.
    after = before;
    after.job.setup.qat.scheme = QatScheme::Int8DynActInt4Weight;
    EXPECT_EQ(jobEditText(before, after),
              QStringLiteral("Change quantization-aware training to int8 activations, int4 weights"));
    after = before;
    after.job.setup.qat.groupSize = 32;
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change QAT weight group size to 32"));
    after = before;
    after.gpuName = QStringLiteral("RTX 4090");
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change GPU to RTX 4090"));
    // Several fields: the first names its value, the others follow.
    after = before;
    after.job.setup.seqLen = 4096;
    after.job.setup.microBatch = before.job.setup.microBatch + 1;
    EXPECT_EQ(
        jobEditText(before, after),
        QStringLiteral("Change micro-batch size to %1 (also: sequence length)").arg(before.job.setup.microBatch + 1));
    // Numbers in the user's locale.
    QLocale::setDefault(QLocale(QLocale::Turkish, QLocale::Turkey));
    after = before;
    after.job.setup.seqLen = 4096;
    EXPECT_EQ(jobEditText(before, after), QStringLiteral("Change sequence length to 4.096"));
}

TEST_F(JobHistoryWindow, EveryKindOfEditIsOneStepThatUndoesAndRedoes)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    JobPanel* panel = window.jobPanel();
    QUndoStack* stack = window.jobUndoStack();
    ASSERT_EQ(stack->count(), 0);
    auto combo = [&](const char* name) { return panel->findChild<QComboBox*>(QLatin1String(name)); };
    auto nextItem = [](QComboBox* box) {
        for (int i = 1; i < box->count(); ++i) {
            const int index = (box->currentIndex() + i) % box->count();
            if (box->model()->flags(box->model()->index(index, 0)) & Qt::ItemIsEnabled) {
                box->setCurrentIndex(index);
                return;
            }
        }
    };
    const std::vector<std::pair<const char*, std::function<void()>>> edits = {
        {"model", [&] { ASSERT_TRUE(panel->selectModel(QStringLiteral("Qwen2.5-7B"))); }},
        {"method combo", [&] { nextItem(combo("method")); }},
        {"GPU combo", [&] { nextItem(combo("gpu")); }},
        {"precision combo", [&] { nextItem(combo("compute")); }},
        {"checkpointing combo", [&] { nextItem(combo("checkpointing")); }},
        {"optimizer state combo", [&] { nextItem(combo("optimizerState")); }},
        {"optimizer combo",
         [&] { combo("optimizer")->setCurrentIndex(combo("optimizer")->findData(int(Optimizer::TorchaoAdamW4bit))); }},
        {"check box", [&] { panel->findChild<QCheckBox*>(QStringLiteral("tiledMlp"))->click(); }},
        {"GPU count", [&] { typeInto(panel->findChild<QSpinBox*>(QStringLiteral("gpus")), QStringLiteral("2")); }},
        {"sequence length",
         [&] { typeInto(panel->findChild<QSpinBox*>(QStringLiteral("seqLen")), QStringLiteral("4096")); }},
        {"micro-batch",
         [&] { typeInto(panel->findChild<QSpinBox*>(QStringLiteral("microBatch")), QStringLiteral("3")); }},
        {"training tokens",
         [&] { typeInto(panel->findChild<QDoubleSpinBox*>(QStringLiteral("datasetTokens")), QStringLiteral("75")); }},
        {"spot", [&] { panel->findChild<QCheckBox*>(QStringLiteral("spotAllowed"))->click(); }},
    };
    for (const auto& [what, edit] : edits) {
        const JobInputs before = panel->inputs();
        const int steps = stack->count();
        edit();
        const JobInputs after = panel->inputs();
        ASSERT_FALSE(same(before, after)) << what << " changed nothing";
        EXPECT_EQ(stack->count(), steps + 1) << what;
        EXPECT_EQ(stack->undoText(), jobEditText(before, after)) << what;
        EXPECT_TRUE(stack->undoText().startsWith(QStringLiteral("Change "))) << what;
        EXPECT_TRUE(evaluatedAs(window, after)) << what;

        stack->undo();
        EXPECT_TRUE(same(panel->inputs(), before)) << what << ": undo did not restore the form";
        EXPECT_TRUE(evaluatedAs(window, before)) << what << ": undo did not restore the evaluation";
        stack->redo();
        EXPECT_TRUE(same(panel->inputs(), after)) << what << ": redo did not repeat the edit";
        EXPECT_TRUE(evaluatedAs(window, after)) << what;
        EXPECT_EQ(stack->count(), steps + 1) << what << ": undo or redo recorded a step of its own";
    }
}

TEST_F(JobHistoryWindow, TypingANumberIsOneStepAndOtherFieldsAreTheirOwn)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    JobPanel* panel = window.jobPanel();
    QUndoStack* stack = window.jobUndoStack();
    auto* seqLen = panel->findChild<QSpinBox*>(QStringLiteral("seqLen"));
    auto* microBatch = panel->findChild<QSpinBox*>(QStringLiteral("microBatch"));
    ASSERT_TRUE(seqLen && microBatch);
    seqLen->setValue(1024);
    microBatch->setValue(2);
    const int steps = stack->count();
    const JobInputs start = panel->inputs();

    typeInto(seqLen, QStringLiteral("4096"));
    ASSERT_EQ(seqLen->value(), 4096);
    EXPECT_EQ(stack->count(), steps + 1);
    EXPECT_EQ(stack->undoText(), QStringLiteral("Change sequence length to 4,096"));
    typeInto(microBatch, QStringLiteral("8"));
    EXPECT_EQ(stack->count(), steps + 2);
    EXPECT_EQ(stack->undoText(), QStringLiteral("Change micro-batch size to 8"));
    // The Edit menu names the step, with the standard shortcuts.
    auto* undo = window.findChild<QAction*>(QStringLiteral("undo"));
    auto* redo = window.findChild<QAction*>(QStringLiteral("redo"));
    ASSERT_TRUE(undo && redo);
    EXPECT_EQ(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    EXPECT_EQ(redo->shortcut(), QKeySequence(QKeySequence::Redo));
    EXPECT_EQ(undo->text(), QStringLiteral("&Undo Change micro-batch size to 8"));
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_FALSE(redo->isEnabled());

    undo->trigger();
    EXPECT_EQ(microBatch->value(), 2);
    EXPECT_EQ(seqLen->value(), 4096);
    EXPECT_EQ(redo->text(), QStringLiteral("&Redo Change micro-batch size to 8"));
    undo->trigger();
    EXPECT_TRUE(same(panel->inputs(), start));
    EXPECT_EQ(seqLen->value(), 1024);

    // Typing the old value back leaves no step; a check box is one step per click, never merged.
    redo->trigger();
    redo->trigger();
    ASSERT_EQ(microBatch->value(), 8);
    auto* tiled = panel->findChild<QCheckBox*>(QStringLiteral("tiledMlp"));
    const int before = stack->count();
    tiled->click();
    typeInto(microBatch, QStringLiteral("3"));
    EXPECT_EQ(stack->count(), before + 2);
    typeInto(microBatch, QStringLiteral("8"));
    EXPECT_EQ(stack->count(), before + 1);
    EXPECT_EQ(stack->undoText(), QStringLiteral("Change tiled MLP to On"));
    tiled->click();
    EXPECT_EQ(stack->count(), before + 2);
}

TEST_F(JobHistoryWindow, MakeItFitSaysWhatItChangedInOneLine)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    window.jobPanel()->setInputs(test::loraOn4090(window.jobPanel()->inputs()));
    ASSERT_TRUE(window.makeItFit());
    const JobInputs after = window.jobPanel()->inputs();
    const QString line = window.statusBar()->currentMessage();
    EXPECT_TRUE(line.startsWith(QStringLiteral("Make it fit on RTX 4090: "))) << line.toStdString();
    EXPECT_FALSE(line.contains(QLatin1Char('\n')));
    // Each field the advice changed, from the job's value to the advised one, in the words of the form.
    int named = 0;
    if (after.job.setup.microBatch != 4) {
        EXPECT_TRUE(line.contains(QStringLiteral("micro-batch size 4 → %1").arg(after.job.setup.microBatch)))
            << line.toStdString();
        ++named;
    }
    if (after.job.setup.loss != LossImpl::Standard) {
        EXPECT_TRUE(line.contains(QStringLiteral("loss Standard cross-entropy → "))) << line.toStdString();
        ++named;
    }
    if (after.job.setup.checkpointing != Checkpointing::Full) {
        EXPECT_TRUE(line.contains(QStringLiteral("activation checkpointing Full (every block) → ")))
            << line.toStdString();
        ++named;
    }
    if (after.job.setup.gradAccumulation != 4) {
        EXPECT_TRUE(
            line.contains(QStringLiteral("gradient accumulation steps 4 → %1").arg(after.job.setup.gradAccumulation)))
            << line.toStdString();
        ++named;
    }
    EXPECT_GT(named, 0) << line.toStdString();
    EXPECT_FALSE(line.contains(QStringLiteral("sequence length"))) << "an unchanged field is named";
    EXPECT_EQ(window.jobUndoStack()->undoText(), QStringLiteral("Make it fit on RTX 4090"));
    window.jobUndoStack()->undo();
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.microBatch, 4);
    EXPECT_FALSE(window.session()->evaluation()->fit->fits);
}

TEST_F(JobHistoryWindow, AnImportIsOneStepAndSaysWhatItChanged)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    JobInputs start = window.jobPanel()->inputs();
    start.job.setup.microBatch = 4;
    start.job.setup.seqLen = 2048;
    window.jobPanel()->setInputs(start);
    ImportedJob imported;
    imported.job = start.job;
    imported.job.setup.microBatch = 8;
    imported.job.setup.seqLen = 4096;
    const int steps = window.jobUndoStack()->count();
    window.applyImported(imported, QStringLiteral("train.yaml"));
    EXPECT_EQ(window.jobUndoStack()->count(), steps + 1);
    EXPECT_EQ(window.jobUndoStack()->undoText(), QStringLiteral("Import train.yaml"));
    EXPECT_EQ(window.statusBar()->currentMessage(),
              QStringLiteral("Imported train.yaml: micro-batch size 4 → 8, sequence length 2,048 → 4,096"));
    window.jobUndoStack()->undo();
    EXPECT_TRUE(same(window.jobPanel()->inputs(), start));
    EXPECT_TRUE(evaluatedAs(window, start));
}

TEST_F(JobHistoryWindow, NewJobShowsTheFirstJobUntitledAndUndoBringsTheOldOneBack)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    JobInputs mine = window.jobPanel()->inputs();
    mine.job.setup.seqLen = 8192;
    mine.gpuName = QStringLiteral("RTX 4090");
    window.jobPanel()->setInputs(mine);
    ASSERT_EQ(window.saveJob(dir.filePath(QStringLiteral("mine.tunefit.json"))), QString());
    ASSERT_FALSE(window.isWindowModified());

    // Saved: nothing to ask.
    QAction* action = nullptr;
    for (QAction* a : window.fileMenu()->actions())
        if (a->shortcut() == QKeySequence(QKeySequence::New))
            action = a;
    ASSERT_TRUE(action);
    EXPECT_EQ(action->text(), QStringLiteral("&New job"));
    action->trigger();
    EXPECT_TRUE(same(window.jobPanel()->inputs(), test::defaultInputs()));
    EXPECT_TRUE(evaluatedAs(window, test::defaultInputs()));
    EXPECT_TRUE(window.currentFile().isEmpty());
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.jobUndoStack()->undoText(), QStringLiteral("New job"));

    window.jobUndoStack()->undo();
    EXPECT_TRUE(same(window.jobPanel()->inputs(), mine));
    EXPECT_TRUE(window.isWindowModified()) << "the job brought back is not saved under a name";

    // Unsaved changes: the save prompt; Cancel keeps the job.
    QTimer::singleShot(0, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible())
                box->button(QMessageBox::Cancel)->click();
    });
    EXPECT_FALSE(window.newJob());
    EXPECT_TRUE(same(window.jobPanel()->inputs(), mine));
}

TEST_F(JobHistoryWindow, StepsAreNamedAgainInANewLanguage)
{
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    typeInto(window.jobPanel()->findChild<QSpinBox*>(QStringLiteral("seqLen")), QStringLiteral("4096"));
    auto* undo = window.findChild<QAction*>(QStringLiteral("undo"));
    ASSERT_TRUE(undo);
    EXPECT_TRUE(undo->text().endsWith(QStringLiteral(" 4,096"))) << undo->text().toStdString();
    // Turkish groups digits with a dot: the step's number follows the language, as the form's own numbers do.
    ASSERT_TRUE(Language::apply(QStringLiteral("tr"), false));
    QApplication::processEvents();
    EXPECT_TRUE(window.jobUndoStack()->undoText().contains(QStringLiteral("4.096")))
        << window.jobUndoStack()->undoText().toStdString();
    EXPECT_TRUE(undo->text().contains(QStringLiteral("4.096"))) << undo->text().toStdString();
    EXPECT_FALSE(undo->text().contains(QStringLiteral("4,096"))) << undo->text().toStdString();
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
    QApplication::processEvents();
    EXPECT_TRUE(undo->text().endsWith(QStringLiteral(" 4,096"))) << undo->text().toStdString();
}

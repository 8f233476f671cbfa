// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/job/JobInputs.h"

#include <QObject>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QUndoStack;

namespace tunefit::ui {

class JobPanel;

/// Edit > Undo/Redo of the job: every change of the job panel is one step, whether typed by hand, imported, made by
/// "Make it fit" or by an offer's setting, or File > New job. Consecutive edits of one number field merge into one
/// step, so typing "4096" is not four steps. Holds no job logic: it records what the panel shows.
class JobHistory final : public QObject
{
    Q_OBJECT

public:
    /// Takes what `panel` shows now as the state before any step.
    JobHistory(JobPanel* panel, QObject* parent = nullptr);

    QUndoStack* stack() const { return m_stack; }
    /// Puts `after` into the panel as one step; `describe` names it ("Make it fit on RTX 4090") in the language of
    /// the moment it is called (again on a language change).
    void apply(std::function<QString()> describe, const JobInputs& after);
    /// Runs `change` on the panel without a step (the catalog changed the GPU list), and takes the result as shown.
    void follow(const std::function<void()>& change);
    /// Forgets every step and takes what the panel shows (another job file was opened).
    void restart();
    /// Names every step again in the current language (the Edit menu then reads stack()->undoText() again).
    void retranslate();

private:
    /// The panel changed: an edit by hand unless a step of this history put it there.
    void panelChanged();
    void show(const JobInputs& inputs);

    JobPanel* m_panel = nullptr;
    QUndoStack* m_stack = nullptr;
    JobInputs m_shown;       ///< what the panel showed after the last step: the "before" of the next edit by hand
    bool m_applying = false; ///< a step or follow() is changing the panel
};

/// The fields of the job inputs by their job-file key path ("setup.seq_len", "parallel.gpus", "dataset.tokens"), and
/// "model" and "gpu": every field the job file stores, the model as one field. In the file's order.
std::vector<std::string> jobFieldPaths(const JobInputs& inputs);
/// The fields whose value differs between `before` and `after`, in the file's order.
std::vector<std::string> changedJobFields(const JobInputs& before, const JobInputs& after);
/// A field's name in words ("Sequence length"); empty for a path without one (jobFieldPaths() has none such).
QString jobFieldName(const std::string& path);
/// A field's value in words, numbers in the user's locale ("4,096", "Full", "LoRA"); empty when it has no words of
/// its own (the optimizer state's type, the model-FLOPs table).
QString jobFieldValue(const JobInputs& inputs, const std::string& path);
/// Whether the field holds a number (one typed into a spin box): consecutive edits of it merge into one step.
bool jobFieldIsNumber(const JobInputs& inputs, const std::string& path);
/// The step an edit is: "Change sequence length to 4,096", "Change method to LoRA (also: quantization, weight type)".
QString jobEditText(const JobInputs& before, const JobInputs& after);
/// What changed, each field from its old value to its new: "micro-batch size 4 → 2, checkpointing None → Full";
/// empty when nothing did.
QString jobChangeSummary(const JobInputs& before, const JobInputs& after);

} // namespace tunefit::ui

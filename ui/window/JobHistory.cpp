// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/JobHistory.h"

#include "ui/job/JobPanel.h"

#include <QJsonDocument>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

namespace tunefit::ui {

namespace {

/// JobInputs has exactly the job and the GPU name: a field added to it needs its place in jobFieldPaths() (the
/// job-file fields and "gpu") before this compiles again.
template <class T> constexpr bool hasTwoFields = requires
{
    T{{}, {}};
}
&&!requires
{
    T{{}, {}, {}};
};
static_assert(hasTwoFields<JobInputs>, "JobInputs gained a field: name it in JobEditText.cpp (jobFieldPaths)");

/// One change of the job panel: redo puts `after` in, undo puts `before` back. An edit by hand is already shown
/// when it is pushed, so its first redo does nothing.
class JobChangeCommand final : public QUndoCommand
{
public:
    enum Kind
    {
        Step = -1,    ///< never merges (QUndoCommand's "no id")
        HandEdit = 1, ///< merges with the next edit of the same number field
    };

    using Describe = std::function<QString(const JobInputs& before, const JobInputs& after)>;

    JobChangeCommand(Kind kind, JobInputs before, JobInputs after, Describe describe,
                     std::function<void(const JobInputs&)> set)
        : m_kind(kind), m_before(std::move(before)), m_after(std::move(after)), m_describe(std::move(describe)),
          m_set(std::move(set)), m_shown(kind == HandEdit)
    {
        setText(m_describe(m_before, m_after));
    }

    int id() const override { return m_kind; }
    void redo() override
    {
        if (!std::exchange(m_shown, false))
            m_set(m_after);
    }
    void undo() override { m_set(m_before); }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const JobChangeCommand*>(other);
        const std::string field = singleNumberField();
        if (field.empty() || field != next->singleNumberField())
            return false;
        m_after = next->m_after;
        setText(m_describe(m_before, m_after));
        setObsolete(changedJobFields(m_before, m_after).empty()); // typed back to where it started
        return true;
    }

    void retranslate() { setText(m_describe(m_before, m_after)); }

private:
    /// The one field this step changes when it is a number typed into a spin box; empty otherwise (a combo box or
    /// a check box is one step per change).
    std::string singleNumberField() const
    {
        const std::vector<std::string> changed = changedJobFields(m_before, m_after);
        if (changed.size() != 1)
            return {};
        return jobFieldIsNumber(m_after, changed.front()) ? changed.front() : std::string();
    }

    Kind m_kind;
    JobInputs m_before;
    JobInputs m_after;
    Describe m_describe;
    std::function<void(const JobInputs&)> m_set;
    bool m_shown;
};

} // namespace

JobHistory::JobHistory(JobPanel* panel, QObject* parent)
    : QObject(parent), m_panel(panel), m_stack(new QUndoStack(this)), m_shown(panel->inputs())
{
    connect(m_panel, &JobPanel::inputsChanged, this, &JobHistory::panelChanged);
}

void JobHistory::apply(std::function<QString()> describe, const JobInputs& after)
{
    m_stack->push(new JobChangeCommand(
        JobChangeCommand::Step, m_panel->inputs(), after,
        [describe = std::move(describe)](const JobInputs&, const JobInputs&) { return describe(); },
        [this](const JobInputs& in) { show(in); }));
}

void JobHistory::follow(const std::function<void()>& change)
{
    m_applying = true;
    change();
    m_applying = false;
    m_shown = m_panel->inputs();
}

void JobHistory::restart()
{
    m_stack->clear();
    m_shown = m_panel->inputs();
}

void JobHistory::retranslate()
{
    for (int i = 0; i < m_stack->count(); ++i)
        static_cast<JobChangeCommand*>(const_cast<QUndoCommand*>(m_stack->command(i)))->retranslate();
}

void JobHistory::panelChanged()
{
    const JobInputs now = m_panel->inputs();
    const JobInputs before = std::exchange(m_shown, now);
    if (m_applying || changedJobFields(before, now).empty())
        return;
    m_stack->push(new JobChangeCommand(JobChangeCommand::HandEdit, before, now, &jobEditText,
                                       [this](const JobInputs& in) { show(in); }));
}

void JobHistory::show(const JobInputs& inputs)
{
    m_applying = true;
    m_panel->setInputs(inputs);
    m_applying = false;
    m_shown = m_panel->inputs();
}

} // namespace tunefit::ui

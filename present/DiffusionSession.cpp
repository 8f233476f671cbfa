// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/DiffusionSession.h"

#include "core/catalog/BundledCatalog.h"
#include "core/diffusion/DenoiserLibrary.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace tunefit::present {

/// One edit of the job: the job before and after, as the session took them.
class SetDiffusionJob final : public QUndoCommand
{
public:
    SetDiffusionJob(DiffusionSession* session, DiffusionJob before, DiffusionJob after, const QString& text)
        : QUndoCommand(text), m_session(session), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_session->apply(m_before); }
    void redo() override { m_session->apply(m_after); }

private:
    DiffusionSession* m_session;
    DiffusionJob m_before, m_after;
};

DiffusionJob defaultDiffusionJob(DenoiserTask task)
{
    const DenoiserLibrary& library = bundledDenoiserLibrary();
    const char* preferred = task == DenoiserTask::Video ? "wan2.1-t2v-1.3b" : "flux.1-dev";
    Result<DiffusionJob> job = diffusionJobFor(library, preferred);
    if (job)
        return std::move(job).value();
    for (const DenoiserSpec& d : library.denoisers) {
        if (d.task == task)
            return *diffusionJobFor(library, d.key);
    }
    return {};
}

DiffusionSession::DiffusionSession(QObject* parent)
    : QObject(parent), m_job(defaultDiffusionJob(DenoiserTask::Image)),
      m_catalog(std::make_shared<const Catalog>(bundledCatalog())), m_undo(new QUndoStack(this))
{
    reevaluate();
}

void DiffusionSession::edit(const DiffusionJob& job, const QString& what)
{
    if (std::optional<Error> refused = checkDiffusionJob(job)) {
        m_problem = std::move(refused);
        emit problemChanged();
        return;
    }
    const bool hadProblem = m_problem.has_value();
    m_problem.reset();
    if (hadProblem)
        emit problemChanged();
    if (job == m_job)
        return;
    m_undo->push(new SetDiffusionJob(this, m_job, job, what)); // push() runs redo(): apply(job)
}

void DiffusionSession::reset(const DiffusionJob& job)
{
    m_undo->clear();
    m_problem.reset();
    emit problemChanged();
    apply(job);
}

void DiffusionSession::apply(const DiffusionJob& job)
{
    m_job = job;
    reevaluate();
}

void DiffusionSession::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const Catalog>(bundledCatalog());
    reevaluate();
}

void DiffusionSession::setSelectedGpu(const QString& gpu)
{
    if (gpu.toStdString() == m_request.selectedGpu)
        return;
    m_request.selectedGpu = gpu.toStdString();
    reevaluate();
}

void DiffusionSession::setWhatIfAxis(DiffusionAxis axis)
{
    if (axis == m_axis)
        return;
    m_axis = axis;
    reevaluate();
}

void DiffusionSession::reevaluate()
{
    m_evaluation = evaluateDiffusion(m_job, *m_catalog, m_request);
    std::vector<int> compared;
    if (m_evaluation.selected)
        compared.push_back(m_evaluation.selected->gpuIndex);
    m_whatIf = diffusionWhatIf(m_job, m_axis, *m_catalog, compared);
    ++m_count;
    emit evaluated();
}

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diffusion/DiffusionPlan.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoStack;

namespace tunefit::present {

/// The image or video job being edited (issue 34), the catalog it is judged against and the one evaluation of the two
/// (core/diffusion/DiffusionPlan.h evaluateDiffusion): every change evaluates once and emits evaluated(). Every edit
/// of the job is a step of undoStack(); a job the core refuses (checkDiffusionJob) is not taken: the last valid job
/// stays evaluated and problem() names the field.
class DiffusionSession final : public QObject
{
    Q_OBJECT

public:
    explicit DiffusionSession(QObject* parent = nullptr);

    /// Takes an edited job as one undoable step named `what` ("Change resolution"); an invalid one sets problem().
    void edit(const DiffusionJob& job, const QString& what);
    /// Replaces the job without an undo step (a new window, a file just opened).
    void reset(const DiffusionJob& job);
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    /// The card the job's own verdict, advice and step time are on (a catalog name; empty = none). A view choice: not
    /// undone with the job.
    void setSelectedGpu(const QString& gpu);
    void setWhatIfAxis(DiffusionAxis axis);

    const DiffusionJob& job() const { return m_job; }
    QString selectedGpu() const { return QString::fromStdString(m_request.selectedGpu); }
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    const DiffusionEvaluation& evaluation() const { return m_evaluation; }
    const DiffusionWhatIf& whatIf() const { return m_whatIf; }
    /// Why the last edit was not taken (its field and the allowed values); empty once a valid edit follows.
    const std::optional<Error>& problem() const { return m_problem; }
    QUndoStack* undoStack() const { return m_undo; }
    int evaluationCount() const { return m_count; }

signals:
    void evaluated();
    void problemChanged();

private:
    friend class SetDiffusionJob;
    void apply(const DiffusionJob& job);
    void reevaluate();

    DiffusionJob m_job;
    DiffusionRequest m_request;
    DiffusionAxis m_axis = DiffusionAxis::Resolution;
    std::shared_ptr<const Catalog> m_catalog;
    DiffusionEvaluation m_evaluation;
    DiffusionWhatIf m_whatIf;
    std::optional<Error> m_problem;
    QUndoStack* m_undo = nullptr;
    int m_count = 0;
};

/// The job a new window starts with: FLUX.1-dev LoRA at its defaults (or the first image model of the library).
DiffusionJob defaultDiffusionJob(DenoiserTask task);

} // namespace tunefit::present

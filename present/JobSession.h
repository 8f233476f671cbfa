// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/evaluate/Evaluation.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace tunefit::present {

/// The job being edited, the catalog snapshot it is judged against and the one Evaluation of the two: every change
/// evaluates once (core/evaluate) and emits evaluated(); views only show the result. Qt Core only, so the window,
/// tests and the command line can drive it alike.
class JobSession final : public QObject
{
    Q_OBJECT

public:
    explicit JobSession(QObject* parent = nullptr);

    /// The job and the GPU its own verdict is on (a catalog name; empty = none).
    void setJob(const Job& job, const QString& selectedGpu);
    /// The catalog snapshot (the bundled one until set).
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    /// Both at once (a new catalog can change the selected GPU): one evaluation.
    void setJobAndCatalog(const Job& job, const QString& selectedGpu, std::shared_ptr<const Catalog> catalog);
    /// What the offers are ranked by (refined by the job's deadline or budget: rankingFor()).
    void setRankBy(RankBy by);
    /// The what-if question: its axis and the GPUs compared besides the selected one.
    void setWhatIf(SweepAxis axis, const QStringList& comparedGpus);
    /// The date the stale-price rule counts from (ISO); empty = today.
    void setToday(const QString& isoDate);
    /// Whether the catalog's calibrations kept from the user's runs apply (EvaluationRequest::useCalibrations).
    void setUseCalibrations(bool use);
    bool usesCalibrations() const { return m_request.useCalibrations; }

    const Job& job() const { return m_job; }
    QString selectedGpu() const { return QString::fromStdString(m_request.selectedGpu); }
    std::shared_ptr<const Catalog> catalog() const { return m_catalog; }
    /// The current result; shared so a view may keep it while the session moves on.
    std::shared_ptr<const Evaluation> evaluation() const { return m_evaluation; }
    /// How many evaluations ran (a change evaluates exactly once).
    int evaluationCount() const { return m_count; }

signals:
    void evaluated();

private:
    void reevaluate();

    Job m_job;
    EvaluationRequest m_request;
    QString m_today;
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<const Evaluation> m_evaluation;
    int m_count = 0;
};

} // namespace tunefit::present

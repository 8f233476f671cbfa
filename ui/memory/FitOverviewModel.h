// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/evaluate/Evaluation.h"

#include <QAbstractTableModel>

#include <vector>

namespace tunefit::ui {

/// Every catalog GPU against the current job: fits on one, needs N with sharding, or does not fit, with headroom.
class FitOverviewModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GpuColumn,
        MemoryColumn,
        VerdictColumn,
        GpusColumn,
        ShardingColumn,
        HeadroomColumn,
        AdviceColumn, ///< how the job fits at its own GPU count: as set, with changes, or the nearest setting
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole; ///< numbers for numeric columns

    enum class Verdict
    {
        FitsOnOne,
        NeedsSeveral,
        DoesNotFit
    };
    struct Row
    {
        QString gpu;
        double capacityBytes = 0;
        Verdict verdict = Verdict::DoesNotFit;
        int gpus = 0; ///< GPUs needed (0 when it does not fit on 64)
        Sharding sharding = Sharding::None;
        Parallelism parallel;         ///< the layout the fit runs with: the job's degrees at `gpus`
        double headroomBytes = 0;     ///< capacity minus the per-GPU need at `gpus` (at one GPU when it does not fit)
        std::optional<Advice> advice; ///< at the job's own GPU count (the evaluation's)
        int jobGpus = 1;
        RecipeSupport recipe = RecipeSupport::Runs; ///< whether the card runs the job's FP8/FP4 recipe
        bool calibrated = false; ///< the user's calibration of the card applies
    };

    explicit FitOverviewModel(QObject* parent = nullptr);

    /// One row per catalog GPU of the evaluation's fit overview.
    void setResults(const Evaluation& evaluation, const Catalog& catalog);
    const std::vector<Row>& rows() const { return m_rows; }

    /// Says that headers and cells changed after a language switch (texts and number formats).
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The Fit column: fits on one, needs N GPUs (as set, or the job's own count with changes), or does not fit.
    QString verdictText(const Row& row) const;

private:
    std::vector<Row> m_rows;
    int m_maxGpus = 64;
};

} // namespace tunefit::ui

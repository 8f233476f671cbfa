// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JobInputs.h"
#include "present/PlanWording.h"
#include "plan/Planner.h"

#include <QAbstractTableModel>
#include <QString>

#include <memory>
#include <optional>

namespace tunefit::ui {

/// Every offer of the catalog for the current job, in the planner's ranking (rankOptions): one row per
/// offer, runnable options first. Recomputed synchronously on every change of the job (planJob is a few ms).
class OffersModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        RankColumn,
        ProviderColumn,
        GpuColumn,
        CostColumn,
        HoursColumn,
        GpuHourColumn,
        MemoryColumn,
        StrategyColumn,
        InstanceColumn,
        BillingColumn,
        SpotColumn,
        FeaturesColumn,
        PriceDateColumn,
        WarningsColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole; ///< numbers for numeric columns; fitting rows before the rest

    explicit OffersModel(QObject* parent = nullptr);

    void setInputs(const JobInputs& inputs);
    void setSortKey(SortKey key);
    SortKey sortKey() const { return m_sortKey; }
    /// The date the stale-price rule counts from (ISO); empty = today.
    void setToday(const QString& isoDate);

    /// The catalog the offers come from (the built-in one until set); replanned at once.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    const Catalog& catalog() const { return *m_catalog; }
    const Job& job() const { return m_job; }
    const PlanResult& result() const { return m_result; }
    const PlanOption& option(int row) const { return m_result.options[size_t(row)]; }
    const Offer& offer(int row) const;
    const Gpu& gpu(int row) const;
    const Provider& provider(int row) const;

    /// "RunPod H100 SXM × 8 — $123.45 for 10.2 h" for the top row; empty when nothing fits.
    QString bestText() const;

    /// Says that headers and cells changed after a language switch (texts and number formats).
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void recompute();

    std::shared_ptr<const Catalog> m_catalog;
    JobInputs m_inputs;
    Job m_job;
    std::optional<Error> m_jobError; ///< why the job cannot be planned (validateJob), shown instead of a best offer
    PlanResult m_result;
    SortKey m_sortKey = SortKey::Cost;
    QString m_today;
    bool m_hasInputs = false;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/evaluate/Evaluation.h"
#include "present/PlanWording.h"

#include <QAbstractTableModel>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace tunefit::ui {

/// Every offer of the catalog for the evaluated job, in the plan's ranking: one row per offer whose GPU and provider
/// the catalog knows, runnable options first.
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
        SettingColumn,
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

    /// Shows the evaluation's plan; `catalog` is the snapshot it was evaluated against.
    void setResults(std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const Catalog> catalog);
    const Catalog& catalog() const { return *m_catalog; }
    const Evaluation& evaluation() const { return *m_evaluation; }
    std::shared_ptr<const Evaluation> evaluationPtr() const { return m_evaluation; }
    std::shared_ptr<const Catalog> catalogPtr() const { return m_catalog; }
    const PlanResult& result() const { return m_evaluation->plan; }
    /// The plan option of a row, and its index in result().options.
    const PlanOption& option(int row) const { return result().options[size_t(m_rows[size_t(row)])]; }
    int planIndex(int row) const { return m_rows[size_t(row)]; }
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
    // data() by role, one function each.
    QVariant displayData(int row, int column) const;
    QVariant toolTipData(int row, int column) const;
    QVariant sortData(int row, int column) const;
    QString warningWords(const PlanOption& o) const;
    // headerData() by role.
    static QVariant headerToolTip(int section);
    static QVariant headerText(int section);
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<const Evaluation> m_evaluation;
    std::vector<int> m_rows; ///< plan option of each row
};

} // namespace tunefit::ui

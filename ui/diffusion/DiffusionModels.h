// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diffusion/DiffusionPlan.h"

#include <QAbstractTableModel>

#include <memory>

namespace tunefit::ui {

/// Thin table models over one image or video evaluation (present/DiffusionSession.h): they word and format what the
/// core computed, nothing more.

/// The memory of the peak moment, part by part, then the peaks.
class DiffusionMemoryModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;
    void setEvaluation(const DiffusionEvaluation& evaluation);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        QString name;
        double bytes = 0;
        bool total = false;
    };
    std::vector<Row> m_rows;
};

/// Every catalog GPU: its memory, whether the job fits as set or with which changes, and the step time there.
class DiffusionFitModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GpuColumn,
        MemoryColumn,
        NeedsColumn,
        FitColumn,
        StepColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setEvaluation(const DiffusionEvaluation& evaluation, std::shared_ptr<const Catalog> catalog);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    static constexpr int SortRole = Qt::UserRole + 1;

private:
    std::vector<DiffusionFitRow> m_rows;
    std::shared_ptr<const Catalog> m_catalog;
};

/// The offers that fit, cheapest first, with the setting each runs.
class DiffusionOffersModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OfferColumn,
        GpusColumn,
        StepColumn,
        HoursColumn,
        CostColumn,
        SettingColumn,
        PriceDateColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setEvaluation(const DiffusionEvaluation& evaluation, std::shared_ptr<const Catalog> catalog);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<DiffusionOption> m_options;
    std::vector<QString> m_settings; ///< per option: "as set" or the advice's changes
    std::shared_ptr<const Catalog> m_catalog;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JobInputs.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTableView;

namespace tunefit::ui {

class BreakdownChart;
class BreakdownModel;

/// The estimate for the current job: the fit in words, the stacked bar and the same numbers as a table.
class BreakdownPane final : public QWidget
{
    Q_OBJECT

public:
    explicit BreakdownPane(QWidget* parent = nullptr);

    /// Estimates the job and shows it; returns false (and says why) when the core rejects the inputs.
    bool showEstimate(const JobInputs& inputs);

    BreakdownModel* model() const { return m_model; }
    QString fitText() const;
    QSplitter* splitter() const { return m_splitter; }

protected:
    void changeEvent(QEvent* event) override;

signals:
    /// Parameter counts of the estimated job, for the status bar.
    void parametersEstimated(qint64 total, qint64 trainable);

private:
    JobInputs m_inputs;
    bool m_hasInputs = false;
    QLabel* m_fit = nullptr;
    QLabel* m_detail = nullptr;
    BreakdownChart* m_chart = nullptr;
    BreakdownModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QSplitter* m_splitter = nullptr;
};

} // namespace tunefit::ui

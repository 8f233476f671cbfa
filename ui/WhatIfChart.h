// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JobInputs.h"
#include "memory/FitSearch.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;

namespace tunefit::ui {

/// Peak memory per GPU against sequence length or micro-batch, with the GPU capacity as a line and the largest value
/// that fits in words.
class WhatIfChart final : public QWidget
{
    Q_OBJECT

public:
    explicit WhatIfChart(QWidget* parent = nullptr);

    void setInputs(const JobInputs& inputs);
    SweepAxis axis() const;
    void setAxis(SweepAxis axis);
    QString fitSummary() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void retranslateUi();

    JobInputs m_inputs;
    bool m_valid = false;
    QComboBox* m_axis = nullptr;
    QLabel* m_axisLabel = nullptr;
    QLabel* m_summary = nullptr;
    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
};

} // namespace tunefit::ui

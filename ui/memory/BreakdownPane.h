// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/evaluate/Evaluation.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
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

    /// Shows the job's own memory and its verdict on the selected GPU; says why when the core rejected the job.
    void setResults(std::shared_ptr<const Evaluation> evaluation);

    BreakdownModel* model() const { return m_model; }
    QString fitText() const;
    /// The lines under the verdict: the peaks, the layout, why a card cannot run the recipe, the calibration used.
    QString detailShown() const;
    /// For PPO/GRPO: which phase holds the peak ("Peak during generation: …"); empty for the other objectives.
    QString phaseText() const;
    QSplitter* splitter() const { return m_splitter; }
    /// How to make the job fit the selected GPU (present/AdviceWording); empty when it fits as set.
    QString adviceText() const;
    QPushButton* makeItFitButton() const { return m_makeItFit; }

signals:
    /// The user asked to apply the advised setting of the selected GPU (the evaluation's advice).
    void makeItFitRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    // refresh()'s parts.
    void showMemoryError(const Error& error);
    static QString detailText(const Evaluation& evaluation);
    void showAdvice(const Evaluation& evaluation);
    static QString adviceSentences(const Advice& advice, int gpus);

    std::shared_ptr<const Evaluation> m_evaluation;
    QLabel* m_fit = nullptr;
    QLabel* m_detail = nullptr;
    QLabel* m_phases = nullptr; ///< generation vs training phase, for the objectives that generate
    QLabel* m_advice = nullptr; ///< how to make it fit, when it does not as set
    QPushButton* m_makeItFit = nullptr;
    BreakdownChart* m_chart = nullptr;
    BreakdownModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QSplitter* m_splitter = nullptr;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace tunefit::present {
class DiffusionSession;
}

namespace tunefit::ui {

class DiffusionFitModel;
class DiffusionForm;
class DiffusionMemoryModel;
class DiffusionOffersModel;

/// The window's image and video task (issue 34): the job form beside the results of its one evaluation (memory per
/// GPU, the chosen card's verdict, advice and step time, every GPU, the offers, the what-if along one size). Edits go
/// to the session, which evaluates once and signals; this widget only shows.
class DiffusionWorkspace final : public QWidget
{
    Q_OBJECT

public:
    explicit DiffusionWorkspace(present::DiffusionSession* session, QWidget* parent = nullptr);

    DiffusionForm* form() const { return m_form; }
    QTabWidget* tabs() const { return m_tabs; }
    QLabel* summary() const { return m_summary; }
    QPushButton* applyAdviceButton() const { return m_applyAdvice; }
    /// The catalog's GPU names changed: the verdict's card list follows.
    void refreshGpuList();

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* createResults();
    QWidget* createWhatIf();
    void showEvaluation();
    void showSummary();
    void showWhatIf();
    void applyAdvice();
    void retranslateUi();
    void fitFormWidth();

    present::DiffusionSession* m_session;
    DiffusionForm* m_form = nullptr;
    QScrollArea* m_formScroll = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_applyAdvice = nullptr;
    QTabWidget* m_tabs = nullptr;
    DiffusionMemoryModel* m_memoryModel = nullptr;
    DiffusionFitModel* m_fitModel = nullptr;
    QSortFilterProxyModel* m_fitProxy = nullptr;
    DiffusionOffersModel* m_offersModel = nullptr;
    QComboBox* m_axis = nullptr;
    QChart* m_chart = nullptr;
    QChartView* m_chartView = nullptr;
    QLabel* m_readOff = nullptr;
};

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/evaluate/Evaluation.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QPalette;
class QScatterSeries;
class QListWidget;
class QListWidgetItem;
class QTableWidget;

namespace tunefit::ui {

/// Peak memory per GPU against sequence length or micro-batch, with one capacity line per compared GPU (the job's own
/// GPU and any the user picks from the catalog) and, for each, the largest value that fits in words.
class WhatIfChart final : public QWidget
{
    Q_OBJECT

public:
    /// One GPU on the chart and what core's largestFitting() says fits on it.
    struct ReadOff
    {
        QString gpuName;
        double capacityBytes = 0;
        double usableBytes = 0;     ///< capacity less the job's margin: the line drawn
        std::optional<int> largest; ///< nullopt: not even 1 fits
        int upper = 0;              ///< the search bound: largest == upper means "at least this"
        bool jobGpu = false;        ///< the GPU selected in the job panel
    };

    explicit WhatIfChart(QWidget* parent = nullptr);

    /// Draws the evaluation's what-if curve and read-offs (the question it answers is axis() and comparedGpus()).
    void setResults(std::shared_ptr<const Evaluation> evaluation);
    /// The catalog GPUs offered for comparison (the bundled catalog until the window passes the user's own).
    void setGpus(const std::vector<Gpu>& gpus);
    SweepAxis axis() const;
    void setAxis(SweepAxis axis);
    /// Names of the extra GPUs compared with the job's own; remembered (present/Settings.h).
    QStringList comparedGpus() const;
    void setComparedGpus(const QStringList& names);
    /// The job GPU first, then the compared ones in catalog order, as last drawn.
    const std::vector<ReadOff>& readOffs() const { return m_readOffs; }
    /// The job GPU's read-off as a sentence.
    QString fitSummary() const;
signals:
    /// The axis or the compared GPUs changed: the question needs a new evaluation.
    void questionChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The constructor's parts.
    void createControls();
    void createReadOffTable();
    void createChart();
    void layOut();
    void rebuild();
    void showSummary(bool sequence);
    QLineSeries* peakSeries(const WhatIf& whatIf, const QPalette& pal, double& maxGiB) const;
    QScatterSeries* currentSeries(const WhatIf& whatIf, const QPalette& pal) const;
    double addCapacityLines(const QPalette& pal, double xFirst, double xLast);
    void addAxes(bool sequence, double xFirst, double xLast, double maxGiB, double maxCapacityGiB);
    void retranslateUi();
    void fillGpuList();
    void gpuItemChanged(QListWidgetItem* item);
    void fillReadOffTable();
    QString readOffText(const ReadOff& readOff) const;

    std::shared_ptr<const Evaluation> m_evaluation;
    std::vector<Gpu> m_gpus;
    QStringList m_compared;
    std::vector<ReadOff> m_readOffs;
    QComboBox* m_axis = nullptr;
    QLabel* m_axisLabel = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_compareLabel = nullptr;
    QListWidget* m_gpuList = nullptr;
    QTableWidget* m_table = nullptr;
    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
};

} // namespace tunefit::ui

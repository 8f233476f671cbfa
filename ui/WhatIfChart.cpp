// SPDX-License-Identifier: GPL-3.0-or-later
#include "WhatIfChart.h"

#include "ChartColors.h"
#include "Format.h"
#include "Units.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace tunefit::ui {

namespace {

/// The chart's x values: powers of two over the usual range of the axis.
std::vector<int> chartValues(SweepAxis axis)
{
    std::vector<int> values;
    const int first = axis == SweepAxis::SequenceLength ? 256 : 1;
    const int last = axis == SweepAxis::SequenceLength ? 131072 : 256;
    for (int v = first; v <= last; v *= 2)
        values.push_back(v);
    return values;
}

constexpr int kMaxSequence = 1 << 20;
constexpr int kMaxBatch = 4096;
} // namespace

WhatIfChart::WhatIfChart(QWidget* parent) : QWidget(parent)
{
    m_axis = new QComboBox(this);
    m_axis->setObjectName(QStringLiteral("whatIfAxis"));
    m_axis->addItem(QString(), int(SweepAxis::SequenceLength));
    m_axis->addItem(QString(), int(SweepAxis::MicroBatch));
    m_axisLabel = new QLabel(this);
    m_axisLabel->setBuddy(m_axis);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("whatIfSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);

    auto* top = new QHBoxLayout;
    top->addWidget(m_axisLabel);
    top->addWidget(m_axis);
    top->addSpacing(12);
    top->addWidget(m_summary, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_axis, &QComboBox::currentIndexChanged, this, &WhatIfChart::rebuild);
    retranslateUi();
}

void WhatIfChart::retranslateUi()
{
    m_axis->setItemText(m_axis->findData(int(SweepAxis::SequenceLength)), tr("Sequence length"));
    m_axis->setItemText(m_axis->findData(int(SweepAxis::MicroBatch)), tr("Micro-batch"));
    m_axisLabel->setText(tr("&Vary:"));
}

SweepAxis WhatIfChart::axis() const
{
    return SweepAxis(m_axis->currentData().toInt());
}

void WhatIfChart::setAxis(SweepAxis axis)
{
    m_axis->setCurrentIndex(m_axis->findData(int(axis)));
}

QString WhatIfChart::fitSummary() const
{
    return m_summary->text();
}

void WhatIfChart::setInputs(const JobInputs& inputs)
{
    m_inputs = inputs;
    m_valid = true;
    rebuild();
}

void WhatIfChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void WhatIfChart::rebuild()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis* a : m_chart->axes()) {
        m_chart->removeAxis(a);
        delete a; // removeAxis() keeps it alive; a stale one would stay drawn
    }
    const QPalette pal = palette();
    if (!m_valid) {
        applyPalette(m_chart, pal);
        return;
    }
    const SweepAxis sweepAxis = axis();
    const bool sequence = sweepAxis == SweepAxis::SequenceLength;
    const std::vector<int> values = chartValues(sweepAxis);
    const std::vector<SweepPoint> points =
        sweepMemory(m_inputs.model, m_inputs.setup, m_inputs.parallel, sweepAxis, values);

    const std::optional<int> best =
        largestFitting(m_inputs.model, m_inputs.setup, m_inputs.parallel, m_inputs.gpuCapacityBytes, sweepAxis,
                       sequence ? kMaxSequence : kMaxBatch);
    const QString number = best ? QLocale().toString(*best) : QString();
    if (sequence)
        m_summary->setText(best ? tr("Longest sequence that fits on %1: %2 tokens").arg(m_inputs.gpuName, number)
                                : tr("No sequence length fits on %1").arg(m_inputs.gpuName));
    else
        m_summary->setText(best ? tr("Largest micro-batch that fits on %1: %2").arg(m_inputs.gpuName, number)
                                : tr("No micro-batch fits on %1").arg(m_inputs.gpuName));

    auto* peak = new QLineSeries;
    peak->setName(tr("Peak per GPU"));
    double maxGiB = units::toGiB(m_inputs.gpuCapacityBytes);
    for (const SweepPoint& p : points) {
        peak->append(p.x, units::toGiB(p.deviceBytes));
        maxGiB = std::max(maxGiB, units::toGiB(p.deviceBytes));
    }
    QPen peakPen(seriesColor(pal, 0, 9));
    peakPen.setWidth(3);
    peak->setPen(peakPen);
    peak->setPointsVisible(true);

    auto* current = new QScatterSeries;
    current->setName(tr("Current setting"));
    current->setMarkerSize(11);
    current->setColor(seriesColor(pal, 4, 9));
    current->setBorderColor(pal.color(QPalette::Text));

    auto* capacity = new QLineSeries;
    capacity->setName(tr("%1 capacity (%2 GiB)").arg(m_inputs.gpuName, formatGiB(m_inputs.gpuCapacityBytes)));
    QPen capPen(pal.color(QPalette::Text));
    capPen.setWidth(2);
    capPen.setStyle(Qt::DashLine);
    capacity->setPen(capPen);
    const double xFirst = values.front();
    const double xLast = values.back();
    capacity->append(xFirst, units::toGiB(m_inputs.gpuCapacityBytes));
    capacity->append(xLast, units::toGiB(m_inputs.gpuCapacityBytes));

    const int currentX = sequence ? m_inputs.setup.seqLen : m_inputs.setup.microBatch;
    if (currentX >= xFirst && currentX <= xLast) {
        const int at[] = {currentX};
        const auto here = sweepMemory(m_inputs.model, m_inputs.setup, m_inputs.parallel, sweepAxis, at);
        if (!here.empty())
            current->append(currentX, units::toGiB(here.front().deviceBytes));
    }

    m_chart->addSeries(peak);
    m_chart->addSeries(capacity);
    m_chart->addSeries(current);
    auto* xAxis = new QLogValueAxis;
    xAxis->setBase(2);
    xAxis->setRange(xFirst, xLast);
    xAxis->setLabelFormat(QStringLiteral("%d"));
    xAxis->setMinorTickCount(0);
    xAxis->setTitleText(sequence ? tr("Sequence length (tokens)") : tr("Micro-batch (sequences)"));
    auto* yAxis = new QValueAxis;
    // Long sweeps reach terabytes; keep the region around the capacity readable (the line leaves the plot).
    const double capacityGiB = units::toGiB(m_inputs.gpuCapacityBytes);
    yAxis->setRange(0, (capacityGiB > 0 ? std::min(maxGiB, capacityGiB * 2.5) : maxGiB) * 1.05);
    yAxis->setLabelFormat(QStringLiteral("%.0f"));
    yAxis->setTitleText(tr("GiB per GPU"));
    yAxis->applyNiceNumbers();
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    applyPalette(m_chart, pal);
}

} // namespace tunefit::ui

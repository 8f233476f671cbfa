// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/memory/WhatIfChart.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "present/Format.h"
#include "present/Settings.h"
#include "ui/common/ChartColors.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

/// Shown until the user picks: a consumer card and a larger data-centre one bracket the usual default H100 SXM.
const QStringList& defaultCompared()
{
    static const QStringList names{QStringLiteral("RTX 4090"), QStringLiteral("H200 SXM")};
    return names;
}

/// Capacity line pens: colour and dash pattern both differ, so lines stay apart without colour vision.
QPen capacityPen(const QPalette& pal, int index)
{
    static constexpr Qt::PenStyle kStyles[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    // Hues 0 and 4 of 9 are the peak curve and the current-setting marker.
    static constexpr int kHues[] = {2, 6, 7, 3, 5, 8, 1};
    QPen pen(index == 0 ? pal.color(QPalette::Text) : seriesColor(pal, kHues[(index - 1) % 7], 9));
    pen.setWidth(2);
    pen.setStyle(kStyles[index % 4]);
    return pen;
}

/// A legend-like sample of a pen for the read-off table.
QIcon penSample(const QPen& pen)
{
    QPixmap pixmap(28, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(pen);
    painter.drawLine(1, 6, 27, 6);
    return QIcon(pixmap);
}

} // namespace

WhatIfChart::WhatIfChart(QWidget* parent) : QWidget(parent)
{
    createControls();
    createReadOffTable();
    createChart();
    layOut();

    m_compared = Settings::comparedGpus().value_or(defaultCompared());
    m_gpus = bundledCatalog().gpus;
    fillGpuList();

    connect(m_axis, &QComboBox::currentIndexChanged, this, &WhatIfChart::questionChanged);
    connect(m_gpuList, &QListWidget::itemChanged, this, &WhatIfChart::gpuItemChanged);
    retranslateUi();
}

void WhatIfChart::createControls()
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
    m_summary->setWordWrap(true); // a long error or translation wraps rather than widening the window

    m_gpuList = new QListWidget(this);
    m_gpuList->setObjectName(QStringLiteral("whatIfGpus"));
    m_gpuList->setMaximumWidth(220);
    m_compareLabel = new QLabel(this);
    m_compareLabel->setBuddy(m_gpuList);
}

void WhatIfChart::createReadOffTable()
{
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("whatIfReadOffs"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
}

void WhatIfChart::createChart()
{
    m_chart = new QChart;
    // Under the plot, with the curve and the current setting only: the capacity lines are named, with their pens, in
    // the read-off table below, and a legend entry per GPU at the side took 40 % of the width and elided the axis
    // labels (issue 29).
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
}

void WhatIfChart::layOut()
{
    auto* top = new QHBoxLayout;
    top->addWidget(m_axisLabel);
    top->addWidget(m_axis);
    top->addSpacing(12);
    top->addWidget(m_summary, 1);
    auto* side = new QVBoxLayout;
    side->addWidget(m_compareLabel);
    side->addWidget(m_gpuList, 1);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_view, 1);
    middle->addLayout(side);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(middle, 1);
    layout->addWidget(m_table);
}

void WhatIfChart::retranslateUi()
{
    m_axis->setItemText(m_axis->findData(int(SweepAxis::SequenceLength)), tr("Sequence length"));
    m_axis->setItemText(m_axis->findData(int(SweepAxis::MicroBatch)), tr("Micro-batch"));
    m_axisLabel->setText(tr("&Vary:"));
    m_compareLabel->setText(tr("Compare &with:"));
    m_gpuList->setToolTip(tr("GPUs whose capacity is drawn beside the job's own GPU"));
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

QStringList WhatIfChart::comparedGpus() const
{
    return m_compared;
}

void WhatIfChart::setComparedGpus(const QStringList& names)
{
    m_compared = names;
    m_compared.removeDuplicates();
    Settings::setComparedGpus(m_compared);
    fillGpuList();
    emit questionChanged();
}

void WhatIfChart::setGpus(const std::vector<Gpu>& gpus)
{
    m_gpus = gpus;
    fillGpuList();
    rebuild();
}

void WhatIfChart::setResults(std::shared_ptr<const Evaluation> evaluation)
{
    const bool gpuChanged = !m_evaluation || !evaluation || evaluation->selectedGpu != m_evaluation->selectedGpu;
    m_evaluation = std::move(evaluation);
    if (gpuChanged)
        fillGpuList();
    rebuild();
}

void WhatIfChart::fillGpuList()
{
    // The list mirrors m_compared; the job's own GPU is always drawn, so its item is checked and cannot be changed.
    const QSignalBlocker blocker(m_gpuList);
    m_gpuList->clear();
    for (const Gpu& gpu : m_gpus) {
        const QString name = QString::fromStdString(gpu.name);
        auto* item = new QListWidgetItem(name, m_gpuList);
        item->setData(Qt::UserRole, name);
        const bool job = m_evaluation && name.toStdString() == m_evaluation->selectedGpu;
        item->setFlags(job ? Qt::ItemIsUserCheckable : Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(job || m_compared.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
}

void WhatIfChart::gpuItemChanged(QListWidgetItem* item)
{
    const QString name = item->data(Qt::UserRole).toString();
    if (item->checkState() == Qt::Checked) {
        if (!m_compared.contains(name))
            m_compared.append(name);
    } else {
        m_compared.removeAll(name);
    }
    Settings::setComparedGpus(m_compared);
    emit questionChanged();
}

void WhatIfChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

QString WhatIfChart::readOffText(const ReadOff& r) const
{
    const bool sequence = axis() == SweepAxis::SequenceLength;
    if (!r.largest)
        return sequence ? tr("Does not fit, not even at 1 token") : tr("Does not fit, not even at micro-batch 1");
    const QString number = QLocale().toString(*r.largest);
    // The search stops at its bound; more may fit, so do not claim the bound is the limit.
    if (*r.largest >= r.upper)
        return sequence ? tr("%1 tokens or more").arg(number) : tr("%1 or more").arg(number);
    return sequence ? tr("%1 tokens").arg(number) : number;
}

void WhatIfChart::fillReadOffTable()
{
    const bool sequence = axis() == SweepAxis::SequenceLength;
    m_table->setHorizontalHeaderLabels(
        {tr("GPU"), tr("Capacity"), sequence ? tr("Longest sequence that fits") : tr("Largest micro-batch that fits")});
    m_table->setRowCount(int(m_readOffs.size()));
    const QPalette pal = palette();
    for (int row = 0; row < int(m_readOffs.size()); ++row) {
        const ReadOff& r = m_readOffs[std::size_t(row)];
        auto* name = new QTableWidgetItem(penSample(capacityPen(pal, row)),
                                          r.jobGpu ? tr("%1 (this job)").arg(r.gpuName) : r.gpuName);
        auto* capacity = new QTableWidgetItem(tr("%1 GiB").arg(formatGiB(r.capacityBytes)));
        capacity->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto* fit = new QTableWidgetItem(readOffText(r));
        if (r.largest)
            fit->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 0, name);
        m_table->setItem(row, 1, capacity);
        m_table->setItem(row, 2, fit);
    }
    m_table->updateGeometry();
}

void WhatIfChart::rebuild()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis* a : m_chart->axes()) {
        m_chart->removeAxis(a);
        delete a; // removeAxis() keeps it alive; a stale one would stay drawn
    }
    m_readOffs.clear();
    const QPalette pal = palette();
    const WhatIf* whatIf = m_evaluation && m_evaluation->whatIf ? &*m_evaluation->whatIf : nullptr;
    if (!whatIf || whatIf->axis != axis() || whatIf->points.empty()) {
        m_summary->setText(m_evaluation && m_evaluation->memoryError ? errorText(*m_evaluation->memoryError)
                                                                     : QString());
        fillReadOffTable();
        applyPalette(m_chart, pal);
        return;
    }
    for (const WhatIfReadOff& r : whatIf->readOffs)
        m_readOffs.push_back(
            {QString::fromStdString(r.gpu), r.capacityBytes, r.usableBytes, r.largest, r.upper, r.selected});
    showSummary(whatIf->axis == SweepAxis::SequenceLength);
    fillReadOffTable();

    double maxGiB = 0;
    m_chart->addSeries(peakSeries(*whatIf, pal, maxGiB));
    const std::vector<int> values = whatIfValues(whatIf->axis);
    const double maxCapacityGiB = addCapacityLines(pal, values.front(), values.back());
    m_chart->addSeries(currentSeries(*whatIf, pal));
    addAxes(whatIf->axis == SweepAxis::SequenceLength, values.front(), values.back(), maxGiB, maxCapacityGiB);
    applyPalette(m_chart, pal);
}

/// The largest value that fits on the job's GPU, in words.
void WhatIfChart::showSummary(bool sequence)
{
    const QString jobGpu = QString::fromStdString(m_evaluation->selectedGpu);
    const std::optional<int> best =
        !m_readOffs.empty() && m_readOffs.front().jobGpu ? m_readOffs.front().largest : std::nullopt;
    const QString number = best ? QLocale().toString(*best) : QString();
    if (sequence)
        m_summary->setText(best ? tr("Longest sequence that fits on %1: %2 tokens").arg(jobGpu, number)
                                : tr("No sequence length fits on %1").arg(jobGpu));
    else
        m_summary->setText(best ? tr("Largest micro-batch that fits on %1: %2").arg(jobGpu, number)
                                : tr("No micro-batch fits on %1").arg(jobGpu));
}

/// The peak per GPU along the sweep; `maxGiB` its largest point.
QLineSeries* WhatIfChart::peakSeries(const WhatIf& whatIf, const QPalette& pal, double& maxGiB) const
{
    auto* peak = new QLineSeries;
    peak->setName(tr("Peak per GPU"));
    for (const SweepPoint& p : whatIf.points) {
        peak->append(p.x, units::toGiB(p.deviceBytes));
        maxGiB = std::max(maxGiB, units::toGiB(p.deviceBytes));
    }
    QPen peakPen(seriesColor(pal, 0, 9));
    peakPen.setWidth(3);
    peak->setPen(peakPen);
    peak->setPointsVisible(true);
    return peak;
}

/// The job's own setting as one marked point.
QScatterSeries* WhatIfChart::currentSeries(const WhatIf& whatIf, const QPalette& pal) const
{
    auto* current = new QScatterSeries;
    current->setName(tr("Current setting"));
    current->setMarkerSize(11);
    current->setColor(seriesColor(pal, 4, 9));
    current->setBorderColor(pal.color(QPalette::Text));
    if (whatIf.current)
        current->append(whatIf.current->x, units::toGiB(whatIf.current->deviceBytes));
    return current;
}

/// Each GPU's usable memory as a line across the sweep, with its read-off marked on it; the lines and markers are
/// named in the table, not the legend. Returns the largest capacity in GiB.
double WhatIfChart::addCapacityLines(const QPalette& pal, double xFirst, double xLast)
{
    double maxCapacityGiB = 0;
    std::vector<QAbstractSeries*> unlisted; // named in the table instead of the legend
    for (std::size_t i = 0; i < m_readOffs.size(); ++i) {
        const ReadOff& r = m_readOffs[i];
        // The line is what a job may use (capacity less the margin), so a curve below it fits.
        const double usable = r.usableBytes;
        const double capacityGiB = units::toGiB(usable);
        maxCapacityGiB = std::max(maxCapacityGiB, units::toGiB(r.capacityBytes));
        const QPen pen = capacityPen(pal, int(i));
        auto* line = new QLineSeries;
        line->setObjectName(QStringLiteral("whatIfCapacity"));
        line->setName(tr("%1 usable (%2 of %3 GiB)").arg(r.gpuName, formatGiB(usable), formatGiB(r.capacityBytes)));
        line->setPen(pen);
        line->append(xFirst, capacityGiB);
        line->append(xLast, capacityGiB);
        m_chart->addSeries(line);
        unlisted.push_back(line);
        // The read-off sits on its capacity line, labelled with the number itself, when it is inside the plot.
        if (r.largest && *r.largest >= xFirst && *r.largest <= xLast) {
            auto* marker = new QScatterSeries;
            marker->setObjectName(QStringLiteral("whatIfReadOff"));
            marker->setName(r.gpuName);
            marker->setMarkerSize(9);
            marker->setColor(pen.color());
            marker->setBorderColor(pal.color(QPalette::Text));
            marker->append(*r.largest, capacityGiB);
            marker->setPointLabelsFormat(QLocale().toString(*r.largest));
            marker->setPointLabelsColor(pal.color(QPalette::Text));
            marker->setPointLabelsVisible(true);
            marker->setPointLabelsClipping(false);
            m_chart->addSeries(marker);
            unlisted.push_back(marker);
        }
    }
    for (QAbstractSeries* series : unlisted) {
        for (QLegendMarker* legendMarker : m_chart->legend()->markers(series))
            legendMarker->setVisible(false);
    }
    return maxCapacityGiB;
}

/// A base-2 log axis of the swept value and a GiB axis that keeps every capacity line in view.
void WhatIfChart::addAxes(bool sequence, double xFirst, double xLast, double maxGiB, double maxCapacityGiB)
{
    auto* xAxis = new QLogValueAxis;
    xAxis->setBase(2);
    xAxis->setRange(xFirst, xLast);
    xAxis->setLabelFormat(QStringLiteral("%d"));
    xAxis->setMinorTickCount(0);
    xAxis->setTitleText(sequence ? tr("Sequence length (tokens)") : tr("Micro-batch (sequences)"));
    auto* yAxis = new QValueAxis;
    // Long sweeps reach terabytes; keep the region around the largest capacity readable (the curve leaves the plot),
    // and every capacity line inside it.
    const double top = maxCapacityGiB > 0 ? std::min(maxGiB, maxCapacityGiB * 2.5) : maxGiB;
    yAxis->setRange(0, std::max(top, maxCapacityGiB) * 1.05);
    yAxis->setLabelFormat(QStringLiteral("%.0f"));
    yAxis->setTitleText(tr("GiB per GPU"));
    yAxis->applyNiceNumbers();
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
}

} // namespace tunefit::ui

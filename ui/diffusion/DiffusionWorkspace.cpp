// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diffusion/DiffusionWorkspace.h"

#include "core/Units.h"
#include "present/DiffusionSession.h"
#include "present/DiffusionWording.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "ui/common/ChartColors.h"
#include "ui/common/ScreenFit.h"
#include "ui/diffusion/DiffusionForm.h"
#include "ui/diffusion/DiffusionModels.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QTableView* tableFor(QAbstractItemModel* model, QWidget* parent, const QString& name)
{
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setAlternatingRowColors(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

} // namespace

DiffusionWorkspace::DiffusionWorkspace(DiffusionSession* session, QWidget* parent) : QWidget(parent), m_session(session)
{
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_form = new DiffusionForm(this);
    m_formScroll = new QScrollArea(this);
    m_formScroll->setWidget(m_form);
    m_formScroll->setWidgetResizable(true);
    fitFormWidth();
    splitter->addWidget(m_formScroll);
    splitter->addWidget(createResults());
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_form, &DiffusionForm::edited, m_session, &DiffusionSession::edit);
    connect(m_form, &DiffusionForm::gpuChosen, m_session, &DiffusionSession::setSelectedGpu);
    connect(m_session, &DiffusionSession::evaluated, this, &DiffusionWorkspace::showEvaluation);
    connect(m_session, &DiffusionSession::problemChanged, this, [this] {
        m_form->showProblem(m_session->problem());
        m_problem->setVisible(m_session->problem().has_value());
        if (m_session->problem())
            m_problem->setText(tr("Not taken: %1 The results are those of the last valid job.")
                                   .arg(errorSentence(*m_session->problem())));
    });
    connect(m_applyAdvice, &QPushButton::clicked, this, &DiffusionWorkspace::applyAdvice);
    refreshGpuList();
    retranslateUi();
    showEvaluation();
}

QWidget* DiffusionWorkspace::createResults()
{
    auto* results = new QWidget(this);
    auto* layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    m_problem = new QLabel(results);
    m_problem->setObjectName(QStringLiteral("diffusionProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 4px; }"));
    m_problem->hide();
    m_summary = new QLabel(results);
    m_summary->setObjectName(QStringLiteral("diffusionSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_applyAdvice = new QPushButton(results);
    m_applyAdvice->setObjectName(QStringLiteral("diffusionApplyAdvice"));
    m_memoryModel = new DiffusionMemoryModel(this);
    m_fitModel = new DiffusionFitModel(this);
    m_fitProxy = new QSortFilterProxyModel(this);
    m_fitProxy->setSourceModel(m_fitModel);
    m_fitProxy->setSortRole(DiffusionFitModel::SortRole);
    m_offersModel = new DiffusionOffersModel(this);
    m_tabs = new QTabWidget(results);
    m_tabs->addTab(tableFor(m_memoryModel, results, QStringLiteral("diffusionMemory")), QString());
    auto* fitTable = tableFor(m_fitProxy, results, QStringLiteral("diffusionFit"));
    fitTable->setSortingEnabled(true);
    fitTable->sortByColumn(DiffusionFitModel::MemoryColumn, Qt::DescendingOrder);
    m_tabs->addTab(fitTable, QString());
    m_tabs->addTab(tableFor(m_offersModel, results, QStringLiteral("diffusionOffers")), QString());
    m_tabs->addTab(createWhatIf(), QString());
    layout->addWidget(m_problem);
    layout->addWidget(m_summary);
    layout->addWidget(m_applyAdvice, 0, Qt::AlignLeft);
    layout->addWidget(m_tabs, 1);
    return results;
}

QWidget* DiffusionWorkspace::createWhatIf()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    m_axis = new QComboBox(page);
    m_axis->setObjectName(QStringLiteral("diffusionWhatIfAxis"));
    for (DiffusionAxis a :
         {DiffusionAxis::Resolution, DiffusionAxis::Frames, DiffusionAxis::Batch, DiffusionAxis::Rank})
        m_axis->addItem(QString(), int(a));
    m_chart = new QChart;
    m_chart->legend()->hide();
    m_chart->setLocalizeNumbers(true); // "47,2" in Turkish
    m_chartView = new QChartView(m_chart, page);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_readOff = new QLabel(page);
    m_readOff->setObjectName(QStringLiteral("diffusionReadOff"));
    m_readOff->setWordWrap(true);
    layout->addWidget(m_axis, 0, Qt::AlignLeft);
    layout->addWidget(m_chartView, 1);
    layout->addWidget(m_readOff);
    connect(m_axis, &QComboBox::currentIndexChanged, this,
            [this] { m_session->setWhatIfAxis(DiffusionAxis(m_axis->currentData().toInt())); });
    return page;
}

void DiffusionWorkspace::refreshGpuList()
{
    QStringList names;
    for (const Gpu& g : m_session->catalog()->gpus)
        names << QString::fromStdString(g.name);
    m_form->setGpus(names, m_session->selectedGpu());
}

void DiffusionWorkspace::showEvaluation()
{
    const DiffusionEvaluation& e = m_session->evaluation();
    m_form->showJob(m_session->job());
    m_form->selectGpu(m_session->selectedGpu());
    m_memoryModel->setEvaluation(e);
    m_fitModel->setEvaluation(e, m_session->catalog());
    m_offersModel->setEvaluation(e, m_session->catalog());
    showSummary();
    showWhatIf();
}

void DiffusionWorkspace::showSummary()
{
    const DiffusionEvaluation& e = m_session->evaluation();
    QStringList lines;
    lines << jobDenoiserText(e.job);
    lines << tr("Per GPU: %1 GiB whole device (%2 GiB allocated at the peak). %3")
                 .arg(QLocale().toString(units::toGiB(e.memory.wholeDevice), 'f', 1),
                      QLocale().toString(units::toGiB(e.memory.peakAllocated), 'f', 1),
                      diffusionMomentText(e.memory.peakMoment));
    if (const QString host = diffusionHostText(e.memory); !host.isEmpty())
        lines << host;
    const bool advised = e.selected && !e.selected->asSet.fits && e.selected->advice;
    if (e.selected) {
        lines << fitText(e.selected->asSet);
        if (advised)
            lines << diffusionAdviceText(*e.selected->advice);
        else if (!e.selected->asSet.fits)
            lines << tr("No setting Tunefit knows fits this GPU.");
        if (e.selected->time)
            lines << diffusionStepText(*e.selected->time);
    } else {
        lines << tr("Choose a GPU to judge the fit on.");
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_applyAdvice->setVisible(advised);
}

void DiffusionWorkspace::showWhatIf()
{
    const DiffusionWhatIf& w = m_session->whatIf();
    m_chart->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->axes()) {
        m_chart->removeAxis(axis); // gives the axis back to the caller: removeAllSeries deletes series, not axes
        delete axis;
    }
    auto* series = new QLineSeries;
    double top = 0;
    for (const DiffusionSweepPoint& p : w.points) {
        series->append(p.value, units::toGiB(p.wholeDeviceBytes));
        top = std::max(top, units::toGiB(p.wholeDeviceBytes));
    }
    m_chart->addSeries(series);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setLabelFormat(QStringLiteral("%.0f"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->setLocale(QLocale()); // the language's digits and separators (localizeNumbers)
    y->setTitleText(tr("Whole device, GiB"));
    QStringList readOffs;
    for (const DiffusionReadOff& r : w.readOffs) {
        auto* capacity = new QLineSeries;
        const double usable = units::toGiB(r.usableBytes);
        capacity->append(w.points.empty() ? 0 : w.points.front().value, usable);
        capacity->append(w.points.empty() ? 1 : w.points.back().value, usable);
        capacity->setColor(seriesColor(palette(), 1, 2));
        m_chart->addSeries(capacity);
        top = std::max(top, usable);
        const QString gpu = QString::fromStdString(m_session->catalog()->gpus[size_t(r.gpuIndex)].name);
        readOffs << (r.largest ? tr("%1: up to %2").arg(gpu, QLocale().toString(*r.largest))
                               : tr("%1: not even the smallest").arg(gpu));
    }
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    y->setRange(0, top * 1.1 + 1);
    y->applyNiceNumbers();
    x->setTitleText(m_axis->currentText());
    m_readOff->setText(readOffs.isEmpty() ? tr("Choose a GPU to read off the largest value that fits.")
                                          : readOffs.join(QStringLiteral("; ")));
}

void DiffusionWorkspace::applyAdvice()
{
    const DiffusionEvaluation& e = m_session->evaluation();
    if (!e.selected || !e.selected->advice)
        return;
    DiffusionJob job = m_session->job();
    job.setting = e.selected->advice->setting;
    m_session->edit(job, tr("Make it fit"));
}

void DiffusionWorkspace::retranslateUi()
{
    m_tabs->setTabText(0, tr("Memory"));
    m_tabs->setTabText(1, tr("GPUs"));
    m_tabs->setTabText(2, tr("Offers"));
    m_tabs->setTabText(3, tr("What-if"));
    m_applyAdvice->setText(tr("Appl&y the advice"));
    m_axis->setItemText(0, tr("Resolution (square side, px)"));
    m_axis->setItemText(1, tr("Frames per clip"));
    m_axis->setItemText(2, tr("Batch per GPU"));
    m_axis->setItemText(3, tr("Adapter rank"));
}

/// The form's width, but never more than 40 % of the screen (as the language-model form); again after a language
/// change, whose labels and choices are as wide as their words.
void DiffusionWorkspace::fitFormWidth()
{
    m_formScroll->setMinimumWidth(
        std::min(m_form->sizeHint().width() + 24, availableGeometryFor(this).width() * 2 / 5));
}

void DiffusionWorkspace::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showEvaluation();
        // The form retranslates on its own LanguageChange, which may come after this one.
        QTimer::singleShot(0, this, &DiffusionWorkspace::fitFormWidth);
    }
    QWidget::changeEvent(event);
}

} // namespace tunefit::ui

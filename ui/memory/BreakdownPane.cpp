// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/memory/BreakdownPane.h"

#include "present/AdviceWording.h"
#include "present/Format.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"
#include "present/RunWording.h"
#include "ui/memory/BreakdownChart.h"
#include "ui/memory/BreakdownModel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStringList>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

using namespace tunefit::present;

namespace tunefit::ui {

BreakdownPane::BreakdownPane(QWidget* parent) : QWidget(parent)
{
    m_fit = new QLabel(this);
    m_fit->setObjectName(QStringLiteral("fitLabel"));
    QFont big = m_fit->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_fit->setFont(big);
    m_fit->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fit->setWordWrap(true); // a long error (an unknown model with its suggestions) must not widen the window
    m_detail = new QLabel(this);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_phases = new QLabel(this);
    m_phases->setObjectName(QStringLiteral("peakPhaseLabel"));
    m_phases->setWordWrap(true);
    m_phases->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_phases->hide();
    m_advice = new QLabel(this);
    m_advice->setObjectName(QStringLiteral("adviceLabel"));
    m_advice->setWordWrap(true);
    m_advice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_makeItFit = new QPushButton(this);
    m_makeItFit->setObjectName(QStringLiteral("makeItFit"));
    connect(m_makeItFit, &QPushButton::clicked, this, &BreakdownPane::makeItFitRequested);
    m_advice->hide();
    m_makeItFit->hide();

    m_chart = new BreakdownChart(this);
    m_model = new BreakdownModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::ComponentColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::GiBColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::ShareColumn, QHeaderView::ResizeToContents);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("breakdownSplitter"));
    m_splitter->addWidget(m_chart);
    m_splitter->addWidget(m_table);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_fit);
    layout->addWidget(m_detail);
    layout->addWidget(m_phases);
    auto* adviceRow = new QHBoxLayout;
    adviceRow->addWidget(m_advice, 1);
    adviceRow->addWidget(m_makeItFit, 0, Qt::AlignTop);
    layout->addLayout(adviceRow);
    layout->addWidget(m_splitter, 1);
}

QString BreakdownPane::fitText() const
{
    return m_fit->text();
}

QString BreakdownPane::adviceText() const
{
    return m_advice->isVisibleTo(this) ? m_advice->text() : QString();
}

QString BreakdownPane::phaseText() const
{
    return m_phases->text();
}

QString BreakdownPane::detailShown() const
{
    return m_detail->text();
}

void BreakdownPane::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        refresh();
    }
}

void BreakdownPane::setResults(std::shared_ptr<const Evaluation> evaluation)
{
    m_evaluation = std::move(evaluation);
    refresh();
}

void BreakdownPane::refresh()
{
    if (!m_evaluation)
        return;
    const Evaluation& e = *m_evaluation;
    if (e.memoryError) {
        showMemoryError(*e.memoryError);
        return;
    }
    const MemoryBreakdown& b = e.memory;
    const double capacity = e.fit ? e.fit->capacityBytes : 0;
    m_fit->setText(e.fit ? present::fitText(*e.fit)
                         : tr("The catalog has no GPU %1.").arg(QString::fromStdString(e.selectedGpu)));
    m_detail->setText(detailText(e));
    // The two phases of PPO/GRPO hold different tensors; the peak is the larger, and the user should see which.
    m_phases->setText(peakPhaseText(e.job.setup.objective, b));
    m_phases->setVisible(!m_phases->text().isEmpty());
    m_model->setBreakdown(b);
    m_chart->setBreakdown(b, capacity);
    showAdvice(e);
}

void BreakdownPane::showMemoryError(const Error& error)
{
    m_fit->setText(errorText(error));
    m_detail->clear();
    m_phases->clear();
    m_phases->hide();
    m_advice->hide();
    m_makeItFit->hide();
    m_model->clear();
    m_chart->clear();
}

/// The peak's parts per GPU and the expected error, then the layout and which pipeline stage the figures are of.
QString BreakdownPane::detailText(const Evaluation& e)
{
    const MemoryBreakdown& b = e.memory;
    const QLocale locale;
    QString text =
        tr("Per GPU on %Ln × %1. Allocated by PyTorch %2 GiB, reserved %3 GiB, whole device (nvidia-smi) %4 GiB; "
           "expected within %5 % to +%6 %.",
           "", e.job.parallel.gpus)
            .arg(QString::fromStdString(e.selectedGpu), formatGiB(b.peakAllocated), formatGiB(b.peakReserved),
                 formatGiB(b.wholeDevice), locale.toString(std::round(b.bandLow * 100)),
                 locale.toString(std::round(b.bandHigh * 100)));
    // The layout, and which pipeline stage the figures are of (the largest), in the report's and the CLI's words.
    QStringList layoutLines;
    if (const QString layout = layoutLine(e.job.parallel); !layout.isEmpty())
        layoutLines << layout;
    if (const QString stage = pipelineStageSentence(b.pipelineStage, b.pipelineStages); !stage.isEmpty())
        layoutLines << stage;
    if (!layoutLines.isEmpty())
        text += QLatin1Char('\n') + layoutLines.join(QLatin1Char('\n'));
    // A card that cannot run the job's FP8/FP4 recipe: the plan's words for why.
    if (e.selectedRecipe != RecipeSupport::Runs)
        text += QLatin1Char('\n') + rejectionSentence(recipeRejection(e.selectedRecipe));
    // The verdict above counts the card's calibration kept from the user's run (Catalog > Your runs…).
    if (e.calibration)
        text += QLatin1Char('\n') + calibrationText(*e.calibration);
    return text;
}

/// How to make it fit (core/plan/Advisor.h), in the words of the GPUs tab and the command line.
void BreakdownPane::showAdvice(const Evaluation& e)
{
    const bool advise = e.advice && e.advice->valid && (!e.advice->fitsAsSet || e.advice->numericsChange);
    if (advise) {
        m_advice->setText(adviceSentences(*e.advice, e.job.parallel.gpus));
        m_makeItFit->setText(tr("Make it fit on %1").arg(QString::fromStdString(e.selectedGpu)));
    }
    m_advice->setVisible(advise);
    m_makeItFit->setVisible(advise && e.advice->fits() && !e.advice->fitsAsSet);
}

QString BreakdownPane::adviceSentences(const Advice& a, int gpus)
{
    const QLocale locale;
    QString text = present::adviceText(a, gpus);
    const bool changed = a.advised && !a.fitsAsSet; // as set, the figures are the job's own
    if (changed && a.advised->tokensPerSecond <= 0) // no time on a card that cannot run the job's recipe
        text += QLatin1Char('\n') + tr("Then %1 GiB per GPU.").arg(formatGiB(a.advised->peakBytes));
    else if (changed)
        text += QLatin1Char('\n') + tr("Then %1 GiB per GPU, %2 tokens/s (as set: %3 tokens/s).")
                                        .arg(formatGiB(a.advised->peakBytes),
                                             locale.toString(a.advised->tokensPerSecond, 'f', 0),
                                             locale.toString(a.asSet.tokensPerSecond, 'f', 0));
    if (const QString faster = present::numericsChangeText(a); !faster.isEmpty())
        text += QLatin1Char('\n') + faster;
    if (!a.suggestions.empty()) {
        text += QLatin1Char('\n') + tr("These would fit, but change the training:");
        for (const TrainingSuggestion& suggestion : a.suggestions)
            text += QStringLiteral("\n• ") + suggestionText(suggestion);
    }
    return text;
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonDialog.h"

#include "present/Format.h"
#include "OffersModel.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace tunefit::ui {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

QString percent(double fraction)
{
    return QLocale().toString(int(std::lround(fraction * 100)));
}

} // namespace

ComparisonDialog::ComparisonDialog(const OffersModel& model, std::vector<int> rows, QWidget* parent)
    : QDialog(parent), m_model(model), m_rows(std::move(rows))
{
    setObjectName(QStringLiteral("comparison"));
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_explanation);
    layout->addWidget(buttons);
    fill();
    resize(900, 760);
}

void ComparisonDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        fill();
}

QString ComparisonDialog::explanationText() const
{
    return m_explanation->text();
}

QString ComparisonDialog::explanation(const OffersModel& model)
{
    const PlanResult& result = model.result();
    const Explanation e = explainTop(result);
    if (e.optionIndex < 0)
        return tr("No offer fits this job.");
    const PlanOption& best = result.options[size_t(e.optionIndex)];
    const Offer& offer = model.catalog().offers[size_t(best.offerIndex)];
    QStringList sentences;
    sentences << tr("%1 %2 is first for the chosen order.").arg(text(offer.provider), text(offer.instanceType));
    sentences
        << tr("It fits with %1 GiB free per GPU (%2 %).").arg(formatGiB(e.headroomBytes), percent(e.headroomFraction));
    sentences << tr("The largest memory item is %1 (%2 GiB).")
                     .arg(componentName(e.dominantMemory), formatGiB(e.dominantMemoryBytes));
    sentences << tr("The largest part of the cost is %1 (%2 %).")
                     .arg(costComponentName(e.dominantCost), percent(e.dominantCostShare));
    sentences << tr("It trains %1 tokens per second, limited by %2.")
                     .arg(QLocale().toString(best.tokensPerSecond, 'f', 0), bottleneckText(e.bottleneck));
    for (const RejectedCheaper& r : e.cheaperRejected) {
        const PlanOption& o = result.options[size_t(r.optionIndex)];
        const Offer& other = model.catalog().offers[size_t(o.offerIndex)];
        QStringList why;
        if (r.rejection != PlanRejection::None)
            why << rejectionSentence(r.rejection);
        for (PlanWarning w : {PlanWarning::DeadlineMissed, PlanWarning::OverBudget}) {
            if (hasWarning(r.warnings, w))
                why << warningSentence(w);
        }
        sentences << tr("%1 %2 (%3) is cheaper per GPU-hour but passed over: %4")
                         .arg(text(other.provider), text(other.instanceType), text(other.gpuName),
                              why.join(QLatin1Char(' ')));
    }
    return sentences.join(QLatin1Char('\n'));
}

void ComparisonDialog::fill()
{
    setWindowTitle(tr("Compare offers"));
    const std::vector<ComparedOption> compared =
        compareOptions(m_model.result(), m_model.catalog(), std::vector<int>(m_rows.begin(), m_rows.end()));
    const auto yesNo = [](bool b) { return b ? tr("yes") : tr("no"); };
    const auto optional = [](const std::optional<double>& v, const QString& unit) {
        return v ? unit.arg(QLocale().toString(*v, 'f', 3)) : tr("unknown");
    };

    QStringList labels;
    std::vector<std::vector<QString>> cells; // [row][column]
    const auto addRow = [&](const QString& label, auto&& value) {
        labels << label;
        std::vector<QString> row;
        for (const ComparedOption& c : compared)
            row.push_back(value(c));
        cells.push_back(std::move(row));
    };
    const auto offerOf = [this](const ComparedOption& c) -> const Offer& {
        return m_model.catalog().offers[size_t(c.option.offerIndex)];
    };
    const auto costOf = [](const ComparedOption& c) -> const CostBreakdown& {
        return c.option.useSpot ? c.option.spot.cost : c.option.onDemand;
    };

    addRow(tr("Instance"), [&](const ComparedOption& c) { return text(offerOf(c).instanceType); });
    addRow(tr("Region"), [&](const ComparedOption& c) { return text(offerOf(c).region); });
    addRow(tr("GPU × count"), [&](const ComparedOption& c) {
        return tr("%1 × %2").arg(text(offerOf(c).gpuName), QLocale().toString(c.option.gpus));
    });
    addRow(tr("Instances"), [](const ComparedOption& c) { return QLocale().toString(c.option.instances); });
    addRow(tr("Fits"),
           [&](const ComparedOption& c) { return c.option.fits ? tr("yes") : rejectionShort(c.option.rejection); });
    addRow(tr("Strategy"), [](const ComparedOption& c) { return c.option.fits ? strategyName(c.option) : QString(); });
    addRow(tr("Memory per GPU (GiB)"), [](const ComparedOption& c) { return formatGiB(c.option.perGpuBytes); });
    addRow(tr("Free per GPU (GiB)"), [](const ComparedOption& c) { return formatGiB(c.option.headroomBytes); });
    addRow(tr("Tokens per second"),
           [](const ComparedOption& c) { return QLocale().toString(c.option.tokensPerSecond, 'f', 0); });
    addRow(tr("Limited by"), [](const ComparedOption& c) { return bottleneckText(c.option.bottleneck); });
    addRow(tr("Hours"), [](const ComparedOption& c) { return formatHours(c.option.hours); });
    addRow(tr("Billed hours"), [&](const ComparedOption& c) { return formatHours(costOf(c).billedSeconds / 3600.0); });
    addRow(tr("Price per hour"), [](const ComparedOption& c) { return formatUsd(c.option.pricePerHour); });
    addRow(tr("$/GPU-hour"), [](const ComparedOption& c) {
        return formatUsd(c.option.gpus > 0 ? c.option.pricePerHour / c.option.gpus : 0);
    });
    addRow(tr("Pricing"), [](const ComparedOption& c) { return c.option.useSpot ? tr("spot") : tr("on demand"); });
    addRow(tr("Compute cost"), [&](const ComparedOption& c) { return formatUsd(costOf(c).computeUsd); });
    addRow(tr("Storage cost"), [&](const ComparedOption& c) { return formatUsd(costOf(c).storageUsd); });
    addRow(tr("Egress cost"), [&](const ComparedOption& c) { return formatUsd(costOf(c).egressUsd); });
    addRow(tr("Total cost"), [](const ComparedOption& c) { return formatUsd(c.option.totalCostUsd); });
    addRow(tr("Spot"), [](const ComparedOption& c) { return spotText(c.option); });
    addRow(tr("Billing"), [](const ComparedOption& c) { return billingName(c.billingUnit, c.minimumBilledSeconds); });
    addRow(tr("Storage price"),
           [&](const ComparedOption& c) { return optional(c.storageUsdPerGBMonth, tr("$%1 per GB-month")); });
    addRow(tr("Egress price"), [&](const ComparedOption& c) { return optional(c.egressUsdPerGB, tr("$%1 per GB")); });
    for (int i = 0; i < kProviderFeatureCount; ++i) {
        const auto f = ProviderFeature(1u << i);
        addRow(featureName(f), [&](const ComparedOption& c) { return yesNo(c.features & uint32_t(f)); });
    }
    addRow(tr("Price date"), [&](const ComparedOption& c) {
        const QString date = formatDate(QDate::fromString(text(offerOf(c).asOf), Qt::ISODate));
        if (hasWarning(c.option.warnings, PlanWarning::UndatedPrice))
            return tr("undated");
        return hasWarning(c.option.warnings, PlanWarning::StalePrice) ? tr("%1 (stale)").arg(date) : date;
    });
    addRow(tr("Warnings"), [](const ComparedOption& c) {
        QStringList words;
        for (int i = 0; i < kPlanWarningCount; ++i) {
            if (c.option.warnings & (1u << i))
                words << warningShort(PlanWarning(1u << i));
        }
        return words.join(tr(", "));
    });

    m_table->clear();
    m_table->setRowCount(int(labels.size()));
    m_table->setColumnCount(int(compared.size()));
    QStringList headers;
    for (const ComparedOption& c : compared)
        headers << text(offerOf(c).provider);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setVerticalHeaderLabels(labels);
    for (int r = 0; r < int(cells.size()); ++r) {
        for (int col = 0; col < int(cells[size_t(r)].size()); ++col)
            m_table->setItem(r, col, new QTableWidgetItem(cells[size_t(r)][size_t(col)]));
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_explanation->setText(explanation(m_model));
}

} // namespace tunefit::ui

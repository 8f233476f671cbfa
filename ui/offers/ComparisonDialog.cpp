// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/ComparisonDialog.h"
#include "ui/common/ScreenFit.h"

#include "core/plan/OptionSetting.h"
#include "present/AdviceWording.h"
#include "present/Format.h"
#include "present/LayoutWording.h"
#include "present/PlanWording.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

const CostBreakdown& costOf(const ComparedOption& c)
{
    return c.option.useSpot ? c.option.spot.cost : c.option.onDemand;
}

} // namespace

ComparisonDialog::ComparisonDialog(std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const Catalog> catalog,
                                   std::vector<int> options, const QStringList& notes, QWidget* parent)
    : QDialog(parent), m_evaluation(std::move(evaluation)), m_catalog(std::move(catalog)), m_options(std::move(options))
{
    setObjectName(QStringLiteral("comparison"));
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Said by the caller, which knows what was chosen; not retranslated (the dialog is short-lived).
    m_notes = new QLabel(notes.join(QLatin1Char('\n')), this);
    m_notes->setObjectName(QStringLiteral("comparisonNotes"));
    m_notes->setWordWrap(true);
    m_notes->setVisible(!notes.isEmpty());
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_notes);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_explanation);
    layout->addWidget(buttons);
    fill();
    resizeToScreen(this, QSize(1100, 660)); // within a 1366×768 laptop with its taskbar
}

void ComparisonDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        fill();
}

QString ComparisonDialog::notesText() const
{
    return m_notes->text();
}

QString ComparisonDialog::explanationText() const
{
    return m_explanation->text();
}

QString ComparisonDialog::explanation(const Evaluation& evaluation, const Catalog& catalog)
{
    const Why why = whyFirst(evaluation, catalog);
    if (why.reasons.isEmpty())
        return tr("No offer fits this job.");
    return (why.reasons + why.passedOver).join(QLatin1Char('\n'));
}

/// The table's rows as they are gathered: a label, and a cell per compared option.
struct ComparisonDialog::Rows
{
    explicit Rows(const std::vector<ComparedOption>& compared) : compared(compared) {}

    template <typename Value> void add(const QString& label, Value&& value)
    {
        labels << label;
        std::vector<QString> row;
        for (const ComparedOption& c : compared)
            row.push_back(value(c));
        cells.push_back(std::move(row));
    }

    const std::vector<ComparedOption>& compared;
    QStringList labels;
    std::vector<std::vector<QString>> cells; // [row][column]
};

void ComparisonDialog::fill()
{
    setWindowTitle(tr("Compare offers"));
    const std::vector<ComparedOption> compared = compareOptions(m_evaluation->plan, *m_catalog, m_options);
    Rows rows(compared);
    addOfferRows(rows);
    addRunRows(rows);
    addCostRows(rows);
    addFeatureRows(rows);
    addPriceDateAndWarningRows(rows);
    showRows(rows);
    m_explanation->setText(explanation(*m_evaluation, *m_catalog));
}

const Offer& ComparisonDialog::offerOf(const ComparedOption& c) const
{
    return (*m_catalog).offers[size_t(c.option.offerIndex)];
}

/// Which offer, and what it runs.
void ComparisonDialog::addOfferRows(Rows& rows) const
{
    rows.add(tr("Instance"), [&](const ComparedOption& c) { return text(offerOf(c).instanceType); });
    rows.add(tr("Region"), [&](const ComparedOption& c) { return text(offerOf(c).region); });
    rows.add(tr("GPU × count"), [&](const ComparedOption& c) {
        return tr("%1 × %2").arg(text(offerOf(c).gpuName), QLocale().toString(c.option.gpus));
    });
    rows.add(tr("Instances"), [](const ComparedOption& c) { return QLocale().toString(c.option.instances); });
    rows.add(tr("Fits"),
             [&](const ComparedOption& c) { return c.option.fits ? tr("yes") : rejectionShort(c.option.rejection); });
    rows.add(tr("Strategy"), [this](const ComparedOption& c) {
        return c.option.fits ? strategyWithLayout(m_evaluation->plan, c.option) : QString();
    });
    const auto settingOf = [this](const ComparedOption& c) {
        return optionSetting(m_evaluation->plan, c.option, m_evaluation->job);
    };
    rows.add(tr("Setting"),
             [&](const ComparedOption& c) { return c.option.fits ? settingChangesText(settingOf(c)) : QString(); });
    rows.add(tr("Runs"),
             [&](const ComparedOption& c) { return c.option.fits ? settingText(settingOf(c)) : QString(); });
}

/// Memory, speed and time.
void ComparisonDialog::addRunRows(Rows& rows) const
{
    rows.add(tr("Memory per GPU (GiB)"), [](const ComparedOption& c) { return formatGiB(c.option.perGpuBytes); });
    rows.add(tr("Free per GPU (GiB)"), [](const ComparedOption& c) { return formatGiB(c.option.headroomBytes); });
    rows.add(tr("Tokens per second"),
             [](const ComparedOption& c) { return QLocale().toString(c.option.tokensPerSecond, 'f', 0); });
    rows.add(tr("Limited by"), [](const ComparedOption& c) { return bottleneckText(c.option.bottleneck); });
    rows.add(tr("Hours"), [](const ComparedOption& c) { return formatHours(c.option.hours); });
}

/// Prices, the cost's parts and how the provider bills.
void ComparisonDialog::addCostRows(Rows& rows) const
{
    const auto optional = [](const std::optional<double>& v, const QString& unit) {
        return v ? unit.arg(QLocale().toString(*v, 'f', 3)) : tr("unknown");
    };
    rows.add(tr("Billed hours"), [](const ComparedOption& c) { return formatHours(costOf(c).billedSeconds / 3600.0); });
    rows.add(tr("Price per hour"), [](const ComparedOption& c) { return formatUsd(c.option.pricePerHour); });
    rows.add(tr("$/GPU-hour"), [](const ComparedOption& c) {
        return formatUsd(c.option.gpus > 0 ? c.option.pricePerHour / c.option.gpus : 0);
    });
    rows.add(tr("Pricing"), [](const ComparedOption& c) { return c.option.useSpot ? tr("spot") : tr("on demand"); });
    rows.add(tr("Compute cost"), [](const ComparedOption& c) { return formatUsd(costOf(c).computeUsd); });
    rows.add(tr("Storage cost"), [](const ComparedOption& c) { return formatUsd(costOf(c).storageUsd); });
    rows.add(tr("Egress cost"), [](const ComparedOption& c) { return formatUsd(costOf(c).egressUsd); });
    rows.add(tr("Total cost"), [](const ComparedOption& c) { return formatUsd(c.option.totalCostUsd); });
    rows.add(tr("Spot"), [](const ComparedOption& c) { return spotText(c.option); });
    rows.add(tr("Billing"), [](const ComparedOption& c) { return billingName(c.billingUnit, c.minimumBilledSeconds); });
    rows.add(tr("Storage price"),
             [&](const ComparedOption& c) { return optional(c.storageUsdPerGBMonth, tr("$%1 per GB-month")); });
    rows.add(tr("Egress price"), [&](const ComparedOption& c) { return optional(c.egressUsdPerGB, tr("$%1 per GB")); });
}

void ComparisonDialog::addFeatureRows(Rows& rows) const
{
    const auto yesNo = [](bool b) { return b ? tr("yes") : tr("no"); };
    for (int i = 0; i < kProviderFeatureCount; ++i) {
        const auto f = ProviderFeature(1u << i);
        rows.add(featureName(f), [&](const ComparedOption& c) { return yesNo(c.features & uint32_t(f)); });
    }
}

void ComparisonDialog::addPriceDateAndWarningRows(Rows& rows) const
{
    rows.add(tr("Price date"), [&](const ComparedOption& c) {
        const QString date = formatDate(QDate::fromString(text(offerOf(c).asOf), Qt::ISODate));
        if (hasWarning(c.option.warnings, PlanWarning::UndatedPrice))
            return tr("undated");
        return hasWarning(c.option.warnings, PlanWarning::StalePrice) ? tr("%1 (stale)").arg(date) : date;
    });
    rows.add(tr("Warnings"), [](const ComparedOption& c) {
        QStringList words;
        for (int i = 0; i < kPlanWarningCount; ++i) {
            if (c.option.warnings & (1u << i))
                words << warningShort(PlanWarning(1u << i));
        }
        return words.join(tr(", "));
    });
}

void ComparisonDialog::showRows(const Rows& rows)
{
    m_table->clear();
    m_table->setRowCount(int(rows.labels.size()));
    m_table->setColumnCount(int(rows.compared.size()));
    QStringList headers;
    for (const ComparedOption& c : rows.compared)
        headers << text(offerOf(c).provider);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setVerticalHeaderLabels(rows.labels);
    for (int r = 0; r < int(rows.cells.size()); ++r) {
        for (int col = 0; col < int(rows.cells[size_t(r)].size()); ++col) {
            // Long cells (the setting) are elided in narrow columns: the tooltip shows them whole.
            auto* item = new QTableWidgetItem(rows.cells[size_t(r)][size_t(col)]);
            item->setToolTip(item->text());
            m_table->setItem(r, col, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

} // namespace tunefit::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/OffersView.h"

#include "ui/common/ModelSearch.h"
#include "ui/offers/ComparisonDialog.h"
#include "ui/offers/CostTimeScatter.h"
#include "ui/offers/OffersModel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <utility>

using namespace tunefit::present;

namespace tunefit::ui {

OffersFilterProxy::OffersFilterProxy(OffersModel* model, QObject* parent)
    : QSortFilterProxyModel(parent), m_model(model)
{
    setSourceModel(model);
    setSortRole(OffersModel::SortRole);
}

void OffersFilterProxy::setCriteria(const Criteria& criteria)
{
    m_criteria = criteria;
    m_filter = {};
    m_filter.fittingOnly = criteria.fitsOnly;
    m_filter.spotOnly = criteria.spot;
    if (criteria.gpuClass)
        m_filter.gpuClasses = 1u << unsigned(*criteria.gpuClass);
    m_filter.vendor = criteria.vendor.toStdString();
    if (criteria.perSecondBilling)
        m_filter.requiredFeatures |= uint32_t(ProviderFeature::PerSecondBilling);
    if (criteria.persistentStorage)
        m_filter.requiredFeatures |= uint32_t(ProviderFeature::PersistentStorage);
    invalidateRowsFilter();
}

bool OffersFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const Offer& offer = m_model->offer(sourceRow);
    const Gpu& gpu = m_model->gpu(sourceRow);
    // The core's filter rule (PlanFilter::matches); only the text search is the window's own.
    if (!m_filter.matches(m_model->option(sourceRow), offer, &gpu, providerFeatures(m_model->provider(sourceRow))))
        return false;
    const Criteria& c = m_criteria;
    if (!c.text.trimmed().isEmpty()) {
        const QString haystack = QString::fromStdString(offer.provider + ' ' + offer.instanceType + ' ' +
                                                        offer.gpuName + ' ' + offer.region);
        if (!matchesSearch(haystack, c.text))
            return false;
    }
    return true;
}

OffersView::OffersView(QWidget* parent) : QWidget(parent)
{
    m_model = new OffersModel(this);
    m_proxy = new OffersFilterProxy(m_model, this);
    // In this order: the order of creation is the order of the keyboard focus.
    createSummary();
    createFilters();
    createTable();
    arrangeParts();
    connectFilters();
    applyCriteria();
    retranslateUi();
}

/// The best offer in bold and the count of offers shown.
void OffersView::createSummary()
{
    m_best = new QLabel(this);
    m_best->setObjectName(QStringLiteral("bestOffer"));
    QFont bold = m_best->font();
    bold.setBold(true);
    m_best->setFont(bold);
    m_best->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_count = new QLabel(this);
}

/// The search, the order, the filters and the Compare button.
void OffersView::createFilters()
{
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("offerFilter"));
    m_filter->setClearButtonEnabled(true);
    m_order = new QComboBox(this);
    m_order->setObjectName(QStringLiteral("offerOrder"));
    for (RankBy by : {RankBy::Cost, RankBy::Time, RankBy::BestValue, RankBy::CostWithinDeadline})
        m_order->addItem(QString(), int(by));
    // The session's ranking until the user picks another (EvaluationRequest's default preset).
    m_order->setCurrentIndex(m_order->findData(int(EvaluationRequest{}.rankBy)));
    m_orderLabel = new QLabel(this);
    m_orderLabel->setBuddy(m_order);

    m_fitsOnly = new QCheckBox(this);
    m_fitsOnly->setObjectName(QStringLiteral("fitsOnly"));
    m_fitsOnly->setChecked(true);
    m_perSecond = new QCheckBox(this);
    m_spot = new QCheckBox(this);
    m_storage = new QCheckBox(this);
    m_gpuClass = new QComboBox(this);
    m_gpuClass->setObjectName(QStringLiteral("gpuClass"));
    m_gpuClass->addItem(QString(), -1);
    for (GpuClass c : {GpuClass::Datacenter, GpuClass::Workstation, GpuClass::Consumer})
        m_gpuClass->addItem(QString(), int(c));
    m_classLabel = new QLabel(this);
    m_classLabel->setBuddy(m_gpuClass);
    m_vendor = new QComboBox(this);
    m_vendor->setObjectName(QStringLiteral("vendor"));
    m_vendor->addItem(QString(), QString());
    fillVendors();
    m_vendorLabel = new QLabel(this);
    m_vendorLabel->setBuddy(m_vendor);
    m_compare = new QPushButton(this);
    m_compare->setObjectName(QStringLiteral("compare"));
    m_compare->setEnabled(false);
}

/// The offers table with its context actions: edit the offer, export its config, use its setting.
void OffersView::createTable()
{
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("offers"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the planner's ranking
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setWordWrap(false);
    m_editOffer = new QAction(this);
    m_table->addAction(m_editOffer);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    const auto requestEdit = [this] {
        const QList<int> rows = selectedRows();
        if (!rows.isEmpty())
            emit editOfferRequested(m_model->offer(rows.first()));
    };
    connect(m_editOffer, &QAction::triggered, this, requestEdit);
    m_exportConfig = new QAction(this);
    m_exportConfig->setObjectName(QStringLiteral("exportOfferConfig"));
    m_table->addAction(m_exportConfig);
    connect(m_exportConfig, &QAction::triggered, this, [this] {
        const QList<int> rows = selectedRows();
        if (!rows.isEmpty() && m_model->option(rows.first()).fits)
            emit exportConfigRequested(m_model->planIndex(rows.first()));
    });
    m_applySetting = new QAction(this);
    m_applySetting->setObjectName(QStringLiteral("applyOfferSetting"));
    m_table->addAction(m_applySetting);
    connect(m_applySetting, &QAction::triggered, this, [this] {
        const QList<int> rows = selectedRows();
        if (!rows.isEmpty() && m_model->option(rows.first()).fits)
            emit applySettingRequested(m_model->planIndex(rows.first()));
    });
    connect(m_table, &QAbstractItemView::activated, this, requestEdit);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
}

/// The summary and filter rows over the cost–time scatter and the table, which share the height.
void OffersView::arrangeParts()
{
    auto* top = new QHBoxLayout;
    top->addWidget(m_best, 1);
    top->addWidget(m_count);
    auto* row1 = new QHBoxLayout;
    row1->addWidget(m_filter, 1);
    row1->addWidget(m_orderLabel);
    row1->addWidget(m_order);
    row1->addWidget(m_compare);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(m_fitsOnly);
    row2->addWidget(m_classLabel);
    row2->addWidget(m_gpuClass);
    row2->addWidget(m_vendorLabel);
    row2->addWidget(m_vendor);
    row2->addWidget(m_perSecond);
    row2->addWidget(m_spot);
    row2->addWidget(m_storage);
    row2->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(row1);
    layout->addLayout(row2);
    m_scatter = new CostTimeScatter(this);
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->setObjectName(QStringLiteral("offersSplit"));
    m_split->addWidget(m_scatter);
    m_split->addWidget(m_table);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    m_split->setChildrenCollapsible(true);
    layout->addWidget(m_split, 1);
    connect(m_scatter, &CostTimeScatter::pointClicked, this, &OffersView::selectOption);
}

/// Each filter, the order, the Compare button and the selection to what they change.
void OffersView::connectFilters()
{
    connect(m_filter, &QLineEdit::textChanged, this, &OffersView::applyCriteria);
    for (QCheckBox* box : {m_fitsOnly, m_perSecond, m_spot, m_storage})
        connect(box, &QCheckBox::toggled, this, &OffersView::applyCriteria);
    for (QComboBox* combo : {m_gpuClass, m_vendor})
        connect(combo, &QComboBox::currentIndexChanged, this, &OffersView::applyCriteria);
    connect(m_order, &QComboBox::currentIndexChanged, this, [this] {
        // The plan's own order again: a header sort would hide the new ranking.
        m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
        m_proxy->sort(-1);
        emit rankByChanged(rankBy());
    });
    connect(m_compare, &QPushButton::clicked, this, &OffersView::compareSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OffersView::takeChosenFromSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OffersView::updateCompareButton);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OffersView::updateScatterSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &OffersView::updateCompareButton);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &OffersView::updateCompareButton);
}

void OffersView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_model->retranslate();
        updateSummary();
    }
}

void OffersView::fillVendors()
{
    const QSignalBlocker block(m_vendor);
    const QString chosen = m_vendor->currentData().toString();
    while (m_vendor->count() > 1)
        m_vendor->removeItem(1);
    std::set<std::string> vendors;
    for (const Gpu& gpu : m_model->catalog().gpus)
        vendors.insert(gpu.vendor);
    for (const std::string& v : vendors)
        m_vendor->addItem(QString::fromStdString(v), QString::fromStdString(v));
    m_vendor->setCurrentIndex(std::max(0, m_vendor->findData(chosen)));
}

RankBy OffersView::rankBy() const
{
    return RankBy(m_order->currentData().toInt());
}

void OffersView::setResults(std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const Catalog> catalog)
{
    // The choice follows the offers, not the rows: a new ranking moves them (issue 29). While the rows change, the
    // selection the model drops is not the user's choice.
    m_restoring = true;
    const bool newCatalog = catalog.get() != &m_model->catalog();
    m_model->setResults(std::move(evaluation), std::move(catalog));
    if (newCatalog) {
        fillVendors();
        applyCriteria();
    }
    m_restoring = false;
    CostTimePlot plot;
    plot.points = costTimePoints(m_model->result().options);
    plot.front = m_model->evaluation().front;
    m_scatter->setPlot(std::move(plot));
    restoreSelection();
    updateScatterSelection();
    updateSummary();
}

int OffersView::rowOfChosen(size_t chosen) const
{
    const ChosenOffer& c = m_chosen[chosen];
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Offer& offer = m_model->offer(row);
        if (c.id > 0 ? offer.id == c.id : offerKey(offer) == c.key)
            return row;
    }
    return -1;
}

void OffersView::takeChosenFromSelection()
{
    if (m_restoring)
        return;
    m_chosen.clear();
    for (int row : selectedRows()) {
        const Offer& offer = m_model->offer(row);
        m_chosen.push_back({offer.id, offerKey(offer), offerLabel(offer)});
    }
    emit chosenOffersChanged();
}

QString OffersView::offerLabel(const Offer& offer)
{
    return tr("%1 %2 (%3)")
        .arg(QString::fromStdString(offer.provider), QString::fromStdString(offer.instanceType),
             QString::fromStdString(offer.region));
}

void OffersView::restoreSelection()
{
    const bool wasRestoring = std::exchange(m_restoring, true);
    QItemSelection selection;
    for (size_t i = 0; i < m_chosen.size(); ++i) {
        const int row = rowOfChosen(i);
        if (row < 0)
            continue;
        // Named as it is now, for the comparison's note should it leave the catalog later.
        m_chosen[i].key = offerKey(m_model->offer(row));
        m_chosen[i].label = offerLabel(m_model->offer(row));
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        if (index.isValid()) // not filtered out
            selection.select(index, index);
    }
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_restoring = wasRestoring;
    updateCompareButton();
}

std::vector<int64_t> OffersView::chosenOfferIds() const
{
    std::vector<int64_t> ids;
    for (const ChosenOffer& c : m_chosen) {
        if (c.id > 0)
            ids.push_back(c.id);
    }
    return ids;
}

void OffersView::setChosenOfferIds(const std::vector<int64_t>& ids)
{
    m_chosen.clear();
    for (int64_t id : ids)
        m_chosen.push_back({id, {}, tr("Offer %1").arg(id)}); // named by restoreSelection() once it has a row
    restoreSelection();
}

bool OffersView::selectOffer(const std::string& key)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (offerKey(m_model->offer(row)) != key)
            continue;
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        if (!index.isValid()) // filtered out
            return false;
        m_table->selectionModel()->setCurrentIndex(index,
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(index);
        return true;
    }
    return false;
}

void OffersView::selectOption(int planIndex)
{
    const std::vector<PlanOption>& options = m_model->result().options;
    if (planIndex < 0 || size_t(planIndex) >= options.size() || options[size_t(planIndex)].offerIndex < 0)
        return;
    selectOffer(offerKey(m_model->catalog().offers[size_t(options[size_t(planIndex)].offerIndex)]));
}

void OffersView::updateScatterSelection()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    const QList<int> rows = selectedRows();
    int row = -1;
    if (current.isValid() && m_table->selectionModel()->isRowSelected(current.row(), current.parent()))
        row = m_proxy->mapToSource(current).row();
    else if (!rows.isEmpty())
        row = rows.first();
    m_scatter->setSelected(row >= 0 ? m_model->planIndex(row) : -1);
}

void OffersView::retranslateUi()
{
    const QSignalBlocker blockOrder(m_order);
    const QSignalBlocker blockClass(m_gpuClass);
    const QSignalBlocker blockVendor(m_vendor);
    m_filter->setPlaceholderText(tr("Filter by provider, instance, GPU or region"));
    m_editOffer->setText(tr("Edit this offer's price in the catalog…"));
    m_exportConfig->setText(tr("Export training config for this offer…"));
    m_applySetting->setText(tr("Use this offer's setting for the job"));
    m_orderLabel->setText(tr("O&rder:"));
    for (int i = 0; i < m_order->count(); ++i) {
        const auto by = RankBy(m_order->itemData(i).toInt());
        m_order->setItemText(i, rankByName(by));
        m_order->setItemData(i, rankByDescription(by), Qt::ToolTipRole);
    }
    m_order->setToolTip(tr("The order of the table; the scatter above it shows every offer that fits by cost and "
                           "time"));
    m_fitsOnly->setText(tr("Fits onl&y"));
    m_classLabel->setText(tr("Class:"));
    m_gpuClass->setItemText(0, tr("Any"));
    m_gpuClass->setItemText(1, tr("Datacenter"));
    m_gpuClass->setItemText(2, tr("Workstation"));
    m_gpuClass->setItemText(3, tr("Consumer"));
    m_vendorLabel->setText(tr("Vendor:"));
    m_vendor->setItemText(0, tr("Any"));
    m_perSecond->setText(tr("Per-second b&illing"));
    m_spot->setText(tr("Spot a&vailable"));
    m_storage->setText(tr("Persistent storage"));
    m_compare->setText(tr("C&ompare…"));
    m_compare->setToolTip(tr("Select 2 to 4 offers to compare them side by side"));
    updateSummary();
}

QString OffersView::bestText() const
{
    return m_best->text();
}

void OffersView::applyCriteria()
{
    OffersFilterProxy::Criteria c;
    c.text = m_filter->text();
    c.fitsOnly = m_fitsOnly->isChecked();
    if (const int cls = m_gpuClass->currentData().toInt(); cls >= 0)
        c.gpuClass = GpuClass(cls);
    c.vendor = m_vendor->currentData().toString();
    c.perSecondBilling = m_perSecond->isChecked();
    c.spot = m_spot->isChecked();
    c.persistentStorage = m_storage->isChecked();
    // A filter hides rows, not the user's choice: the chosen offers are selected again when they show.
    const bool wasRestoring = std::exchange(m_restoring, true);
    m_proxy->setCriteria(c);
    m_restoring = wasRestoring;
    restoreSelection();
    updateSummary();
}

void OffersView::updateSummary()
{
    m_best->setText(m_model->bestText());
    m_count->setText(tr("%1 of %2 offers shown")
                         .arg(QLocale().toString(m_proxy->rowCount()), QLocale().toString(m_model->rowCount())));
    if (!m_columnsSized && m_model->rowCount() > 0) {
        m_table->resizeColumnsToContents();
        m_table->setColumnWidth(OffersModel::InstanceColumn,
                                std::min(m_table->columnWidth(OffersModel::InstanceColumn), 220));
        m_columnsSized = true;
    }
    updateCompareButton();
}

QList<int> OffersView::selectedRows() const
{
    QList<int> rows;
    QModelIndexList selected = m_table->selectionModel()->selectedRows();
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    for (const QModelIndex& index : selected)
        rows << m_proxy->mapToSource(index).row();
    return rows;
}

void OffersView::updateCompareButton()
{
    // The chosen offers, shown or not: one that stopped fitting is still compared, and said so.
    const size_t n = m_chosen.size();
    m_compare->setEnabled(n >= 2 && n <= 4);
    // A config is written for an offer that runs the job.
    const QList<int> rows = selectedRows();
    m_exportConfig->setEnabled(!rows.isEmpty() && m_model->option(rows.first()).fits);
    m_applySetting->setEnabled(!rows.isEmpty() && m_model->option(rows.first()).fits);
}

QStringList OffersView::chosenNotes() const
{
    QStringList notes;
    for (size_t i = 0; i < m_chosen.size(); ++i) {
        const int row = rowOfChosen(i);
        if (row < 0)
            notes << tr("%1 is no longer in the catalog; it is left out.").arg(m_chosen[i].label);
        else if (!m_model->option(row).fits)
            notes << tr("%1 no longer fits this job; its Fits row says why.").arg(m_chosen[i].label);
    }
    return notes;
}

ComparisonDialog* OffersView::compareSelected()
{
    if (m_chosen.size() < 2 || m_chosen.size() > 4)
        return nullptr;
    std::vector<int> options;
    for (size_t i = 0; i < m_chosen.size(); ++i) {
        if (const int row = rowOfChosen(i); row >= 0)
            options.push_back(m_model->planIndex(row));
    }
    auto* dialog =
        new ComparisonDialog(m_model->evaluationPtr(), m_model->catalogPtr(), std::move(options), chosenNotes(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace tunefit::ui

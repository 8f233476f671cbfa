// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/evaluate/Evaluation.h"

#include <QSortFilterProxyModel>
#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTableView;

namespace tunefit::ui {

class ComparisonDialog;
class CostTimeScatter;
class OffersModel;

/// Filters the offers table by the user's criteria (text, fit, GPU class, vendor, provider features).
class OffersFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    struct Criteria
    {
        QString text; ///< provider, instance or GPU contains it (matchesSearch: case-folded, Turkish İ/ı-safe)
        bool fitsOnly = true;
        std::optional<GpuClass> gpuClass;
        QString vendor; ///< empty = any
        bool perSecondBilling = false;
        bool spot = false;
        bool persistentStorage = false;
    };

    explicit OffersFilterProxy(OffersModel* model, QObject* parent = nullptr);
    void setCriteria(const Criteria& criteria);
    const Criteria& criteria() const { return m_criteria; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    OffersModel* m_model;
    Criteria m_criteria;
    PlanFilter m_filter; ///< the criteria as the core's filter rule
};

/// The offers tab: the planner's ranked offers with filters, an order selector, the best option in words and a
/// Compare button for 2-4 selected rows.
class OffersView final : public QWidget
{
    Q_OBJECT

public:
    explicit OffersView(QWidget* parent = nullptr);

    /// Shows the evaluation's plan against the catalog snapshot it was evaluated with.
    void setResults(std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const Catalog> catalog);
    /// What the order box ranks by.
    RankBy rankBy() const;
    OffersModel* model() const { return m_model; }
    OffersFilterProxy* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QString bestText() const;
    /// Source rows of the selected offers, in the table's order.
    QList<int> selectedRows() const;
    /// The offers the user chose (Offer::id), kept across re-evaluation, re-ranking and sorting even while one is
    /// not shown; the job file's chosenOfferIds.
    std::vector<int64_t> chosenOfferIds() const;
    /// Chooses these offers (a job file's chosenOfferIds) and selects those that have a shown row.
    void setChosenOfferIds(const std::vector<int64_t>& ids);
    /// Opens the side-by-side comparison of the chosen offers (2-4), saying which of them no longer fit or left the
    /// catalog; the dialog, or null when fewer than 2 or more than 4 are chosen.
    ComparisonDialog* compareSelected();
    /// The cost against time scatter above the table.
    CostTimeScatter* scatter() const { return m_scatter; }
    /// Selects the offer with this identity (core offerKey()) in the table: true when it has a shown row.
    bool selectOffer(const std::string& key);

signals:
    void rankByChanged(tunefit::RankBy by);
    /// The user asked to change this offer's price or details (double-click, Enter or the context menu).
    void editOfferRequested(const tunefit::Offer& offer);
    /// The user asked to write a training config for this offer's plan option (index into the plan's options).
    void exportConfigRequested(int planIndex);
    /// The user asks to make the setting an offer runs the job's own (one undoable step in the window).
    void applySettingRequested(int planIndex);
    /// The user chose other offers (selected other rows).
    void chosenOffersChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createSummary();
    void createFilters();
    void createTable();
    void arrangeParts();
    void connectFilters();
    void retranslateUi();
    void fillVendors();
    void applyCriteria();
    void updateSummary();
    void updateCompareButton();
    void updateScatterSelection();
    void selectOption(int planIndex);
    void takeChosenFromSelection();
    void restoreSelection();
    int rowOfChosen(size_t chosen) const;
    QStringList chosenNotes() const;
    static QString offerLabel(const Offer& offer);

    /// An offer the user chose: by its stored id, or by offerKey() for an offer of a catalog that was never stored
    /// (id 0); the label names it once it left the catalog.
    struct ChosenOffer
    {
        int64_t id = 0;
        std::string key;
        QString label;
    };
    std::vector<ChosenOffer> m_chosen;
    bool m_restoring = false; ///< the selection changes because the rows changed, not because the user chose

    OffersModel* m_model = nullptr;
    OffersFilterProxy* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    CostTimeScatter* m_scatter = nullptr;
    QSplitter* m_split = nullptr;
    QLabel* m_best = nullptr;
    QLabel* m_count = nullptr;
    QLineEdit* m_filter = nullptr;
    QCheckBox* m_fitsOnly = nullptr;
    QCheckBox* m_perSecond = nullptr;
    QCheckBox* m_spot = nullptr;
    QCheckBox* m_storage = nullptr;
    QComboBox* m_gpuClass = nullptr;
    QComboBox* m_vendor = nullptr;
    QComboBox* m_order = nullptr;
    QLabel* m_orderLabel = nullptr;
    QLabel* m_classLabel = nullptr;
    QLabel* m_vendorLabel = nullptr;
    QPushButton* m_compare = nullptr;
    QAction* m_editOffer = nullptr;
    QAction* m_exportConfig = nullptr;
    QAction* m_applySetting = nullptr;
    bool m_columnsSized = false;
};

} // namespace tunefit::ui

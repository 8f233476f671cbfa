// SPDX-License-Identifier: GPL-3.0-or-later
#include "PanelInputs.h"
#include "core/catalog/CatalogStore.h"
#include "ui/job/JobPanel.h"
#include "ui/offers/ComparisonDialog.h"
#include "ui/offers/OffersModel.h"
#include "ui/offers/OffersView.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace tunefit;
using namespace tunefit::ui;
using tunefit::ui::test::defaultInputs;

namespace {

/// The window's evaluation of these inputs on the bundled catalog, ranked `by`, with prices judged on `today`.
std::shared_ptr<const Evaluation> plan(const JobInputs& in, const char* today = "2026-12-01", RankBy by = RankBy::Cost)
{
    EvaluationRequest request;
    request.today = today;
    request.selectedGpu = in.gpuName.toStdString();
    request.rankBy = by;
    return std::make_shared<const Evaluation>(evaluate(in.job, *test::bundled(), request));
}

int fittingRows(const OffersModel& model)
{
    int n = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        n += model.option(row).fits ? 1 : 0;
    return n;
}

} // namespace

TEST(OffersModel, ListsRankedOptionsCheapestFirst)
{
    OffersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setResults(plan(defaultInputs()), test::bundled());
    ASSERT_GT(model.rowCount(), 10);
    const int fits = fittingRows(model);
    ASSERT_GT(fits, 2);
    // Cheapest first among the options without a risk, then among those with one (may not fit, a recipe the card
    // cannot run, an undated price: issue 27).
    const auto risky = [&model](int row) { return (model.option(row).warnings & kRiskWarnings) != 0; };
    for (int row = 1; row < fits; ++row) {
        EXPECT_TRUE(model.option(row - 1).fits);
        EXPECT_FALSE(risky(row - 1) && !risky(row)) << "row " << row;
        if (risky(row - 1) != risky(row))
            continue;
        const double previous =
            model.data(model.index(row - 1, OffersModel::CostColumn), OffersModel::SortRole).toDouble();
        const double cost = model.data(model.index(row, OffersModel::CostColumn), OffersModel::SortRole).toDouble();
        EXPECT_LE(previous, cost + 1e-9) << "row " << row;
    }
    // The planner's own numbers, worded.
    EXPECT_DOUBLE_EQ(model.data(model.index(0, OffersModel::CostColumn), OffersModel::SortRole).toDouble(),
                     model.option(0).totalCostUsd);
    EXPECT_FALSE(model.data(model.index(0, OffersModel::ProviderColumn)).toString().isEmpty());
    EXPECT_TRUE(model.bestText().contains(QString::fromStdString(model.offer(0).provider)));

    // Changing the job changes the plan; a time order puts the fastest first.
    JobInputs in = defaultInputs();
    in.job.datasetTokens *= 10;
    model.setResults(plan(in), test::bundled());
    EXPECT_GT(model.option(0).hours, 0);
    model.setResults(plan(in, "2026-12-01", RankBy::Time), test::bundled());
    for (int row = 1; row < fittingRows(model); ++row) {
        if (risky(row - 1) == risky(row)) {
            EXPECT_LE(model.option(row - 1).hours, model.option(row).hours + 1e-9);
        }
    }
}

TEST(OffersModel, StalePriceShowsTheMarkerInWordsAndIcon)
{
    OffersModel model;
    model.setResults(plan(defaultInputs(), "2030-01-01"), test::bundled());
    ASSERT_GT(model.rowCount(), 0);
    // The first offer with a dated price (an undated one gets its own marker).
    int row = 0;
    while (row < model.rowCount() && model.offer(row).asOf.empty())
        ++row;
    ASSERT_LT(row, model.rowCount());
    ASSERT_TRUE(hasWarning(model.option(row).warnings, PlanWarning::StalePrice));
    const QModelIndex date = model.index(row, OffersModel::PriceDateColumn);
    EXPECT_TRUE(date.data().toString().contains(QStringLiteral("stale"))) << date.data().toString().toStdString();
    EXPECT_FALSE(date.data(Qt::DecorationRole).isNull());
    EXPECT_TRUE(model.index(row, OffersModel::WarningsColumn).data().toString().contains(QStringLiteral("stale")));
    EXPECT_FALSE(model.index(row, OffersModel::WarningsColumn).data(Qt::ToolTipRole).toString().isEmpty());

    model.setResults(plan(defaultInputs()), test::bundled());
    bool fresh = false;
    for (int row = 0; row < model.rowCount(); ++row)
        fresh = fresh ||
                !model.index(row, OffersModel::PriceDateColumn).data().toString().contains(QStringLiteral("stale"));
    EXPECT_TRUE(fresh);
}

TEST(OffersView, FiltersReduceRows)
{
    OffersView view;
    QAbstractItemModelTester tester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    view.setResults(plan(defaultInputs()), test::bundled());
    auto* fitsOnly = view.findChild<QCheckBox*>(QStringLiteral("fitsOnly"));
    ASSERT_TRUE(fitsOnly);
    const int fitting = view.proxy()->rowCount();
    EXPECT_EQ(fitting, fittingRows(*view.model()));
    fitsOnly->setChecked(false);
    EXPECT_EQ(view.proxy()->rowCount(), view.model()->rowCount());
    fitsOnly->setChecked(true);

    const QString provider = QString::fromStdString(view.model()->offer(0).provider);
    auto* filter = view.findChild<QLineEdit*>(QStringLiteral("offerFilter"));
    ASSERT_TRUE(filter);
    filter->setText(provider.toUpper());
    const int filtered = view.proxy()->rowCount();
    EXPECT_GT(filtered, 0);
    EXPECT_LT(filtered, fitting);
    // Every row left names the provider (typed in capitals) in one of the columns the filter searches.
    for (int row = 0; row < filtered; ++row) {
        const Offer& offer = view.model()->offer(view.proxy()->mapToSource(view.proxy()->index(row, 0)).row());
        const QString text = QString::fromStdString(offer.provider + ' ' + offer.instanceType + ' ' + offer.gpuName +
                                                    ' ' + offer.region);
        EXPECT_TRUE(text.contains(provider, Qt::CaseInsensitive)) << text.toStdString();
    }
    filter->clear();
    EXPECT_EQ(view.proxy()->rowCount(), fitting);

    // Clicking a header sorts numerically: cost ascending.
    view.table()->sortByColumn(OffersModel::CostColumn, Qt::AscendingOrder);
    for (int row = 1; row < view.proxy()->rowCount(); ++row)
        EXPECT_LE(view.proxy()->index(row - 1, OffersModel::CostColumn).data(OffersModel::SortRole).toDouble(),
                  view.proxy()->index(row, OffersModel::CostColumn).data(OffersModel::SortRole).toDouble());
}

TEST(OffersView, CompareTwoRowsShowsBothProviders)
{
    OffersView view;
    view.setResults(plan(defaultInputs()), test::bundled());
    auto* compare = view.findChild<QPushButton*>(QStringLiteral("compare"));
    ASSERT_TRUE(compare);
    EXPECT_FALSE(compare->isEnabled());
    // Two rows of different providers.
    int second = 1;
    while (second < view.model()->rowCount() && view.model()->offer(second).provider == view.model()->offer(0).provider)
        ++second;
    ASSERT_LT(second, view.proxy()->rowCount());
    auto* selection = view.table()->selectionModel();
    selection->select(view.proxy()->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    EXPECT_FALSE(compare->isEnabled());
    selection->select(view.proxy()->index(second, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    EXPECT_TRUE(compare->isEnabled());

    ComparisonDialog dialog(view.model()->evaluationPtr(), view.model()->catalogPtr(),
                            {view.model()->planIndex(0), view.model()->planIndex(second)});
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->columnCount(), 2);
    EXPECT_EQ(table->horizontalHeaderItem(0)->text(), QString::fromStdString(view.model()->offer(0).provider));
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(), QString::fromStdString(view.model()->offer(second).provider));
    EXPECT_GT(table->rowCount(), 20);
    EXPECT_TRUE(dialog.explanationText().contains(QString::fromStdString(view.model()->offer(0).provider)));
}

// Issue 12: the window's largest amount of work (10 million M tokens × 1,000 epochs) is beyond what the planner
// accepts; the Offers tab says why instead of "No offer fits this job." over an empty table.
TEST(OffersModel, AJobThePlannerRefusesSaysWhy)
{
    OffersModel model;
    JobInputs in = defaultInputs();
    in.job.datasetTokens = 1e13;
    in.job.epochs = 1000;
    model.setResults(plan(in), test::bundled());
    EXPECT_EQ(model.rowCount(), 0);
    // The field in the panel's words, with the range it accepts; never the core's key.
    const QString why = model.bestText();
    EXPECT_TRUE(why.contains(QStringLiteral("Training tokens over all epochs"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("allowed: 0 to 1,000,000,000,000,000"))) << why.toStdString();
    EXPECT_FALSE(why.contains(QStringLiteral("training_tokens"))) << why.toStdString();
    EXPECT_FALSE(why.contains(QStringLiteral("No offer fits")));
    in.job.epochs = 1;
    model.setResults(plan(in), test::bundled());
    EXPECT_GT(model.rowCount(), 10);
}

// Issue 13: the "Spot available" filter re-implemented the core's filter with another rule and emptied the table
// unless "Allow spot" was ticked. It is the core's PlanFilter now: offers with a spot price, whatever the job allows.
TEST(OffersView, SpotFilterKeepsOffersWithASpotPrice)
{
    OffersView view;
    JobInputs in = defaultInputs();
    ASSERT_FALSE(in.job.assumptions.spotAllowed);
    view.setResults(plan(in), test::bundled());
    OffersFilterProxy::Criteria criteria = view.proxy()->criteria();
    criteria.spot = true;
    view.proxy()->setCriteria(criteria);
    const int rows = view.proxy()->rowCount();
    EXPECT_GT(rows, 0);
    int expected = 0;
    for (int row = 0; row < view.model()->rowCount(); ++row)
        expected += view.model()->option(row).fits && view.model()->offer(row).spotUsdPerHour ? 1 : 0;
    EXPECT_EQ(rows, expected);
    for (int row = 0; row < rows; ++row) {
        const int source = view.proxy()->mapToSource(view.proxy()->index(row, 0)).row();
        EXPECT_TRUE(view.model()->offer(source).spotUsdPerHour);
    }
}

namespace {

/// The bundled catalog as a stored one: every offer has its database id, as in the window.
std::shared_ptr<const Catalog> storedCatalog(const QTemporaryDir& dir)
{
    CatalogStore store(dir.filePath(QStringLiteral("catalog.sqlite")));
    EXPECT_TRUE(store.open().ok());
    auto catalog = store.load();
    EXPECT_TRUE(catalog.ok());
    return std::make_shared<const Catalog>(*catalog);
}

std::shared_ptr<const Evaluation> planOn(const Job& job, const Catalog& catalog, RankBy by)
{
    EvaluationRequest request;
    request.today = "2026-12-01";
    request.rankBy = by;
    return std::make_shared<const Evaluation>(evaluate(job, catalog, request));
}

std::vector<int64_t> selectedIds(const OffersView& view)
{
    std::vector<int64_t> ids;
    for (int row : view.selectedRows())
        ids.push_back(view.model()->offer(row).id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::vector<int64_t> comparedIds(const OffersView& view, const ComparisonDialog& dialog)
{
    std::vector<int64_t> ids;
    for (int option : dialog.options())
        ids.push_back(
            view.model()->catalog().offers[size_t(view.model()->result().options[size_t(option)].offerIndex)].id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace

// Issue 29: the selection followed row numbers; after a re-evaluation re-ranked the rows, Compare showed other offers
// than the three chosen.
TEST(OffersView, ChosenOffersFollowTheirIdsAcrossReRanking)
{
    QTemporaryDir dir;
    const auto catalog = storedCatalog(dir);
    Job job = defaultInputs().job;
    OffersView view;
    view.setResults(planOn(job, *catalog, RankBy::Cost), catalog);
    ASSERT_GT(view.proxy()->rowCount(), 12);
    auto* selection = view.table()->selectionModel();
    for (int row : {1, 5, 11})
        selection->select(view.proxy()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const std::vector<int64_t> chosen = selectedIds(view);
    ASSERT_EQ(chosen.size(), 3u);
    for (int64_t id : chosen)
        EXPECT_GT(id, 0);
    std::vector<int64_t> sortedChosen = view.chosenOfferIds();
    std::sort(sortedChosen.begin(), sortedChosen.end());
    EXPECT_EQ(sortedChosen, chosen);

    // Another job, ranked by time: the rows move.
    job.datasetTokens *= 20;
    view.setResults(planOn(job, *catalog, RankBy::Time), catalog);
    std::vector<int64_t> atOldRows;
    for (int row : {1, 5, 11})
        atOldRows.push_back(view.model()->offer(view.proxy()->mapToSource(view.proxy()->index(row, 0)).row()).id);
    std::sort(atOldRows.begin(), atOldRows.end());
    ASSERT_NE(atOldRows, chosen) << "the test needs a ranking that moves the chosen rows";
    EXPECT_EQ(selectedIds(view), chosen);

    // A header sort moves them again.
    view.table()->sortByColumn(OffersModel::HoursColumn, Qt::DescendingOrder);
    EXPECT_EQ(selectedIds(view), chosen);

    auto* compare = view.findChild<QPushButton*>(QStringLiteral("compare"));
    ASSERT_TRUE(compare);
    EXPECT_TRUE(compare->isEnabled());
    ComparisonDialog* dialog = view.compareSelected();
    ASSERT_TRUE(dialog);
    EXPECT_EQ(comparedIds(view, *dialog), chosen);
    EXPECT_EQ(dialog->table()->columnCount(), 3);
    EXPECT_TRUE(dialog->notesText().isEmpty()) << dialog->notesText().toStdString();
    dialog->close();
}

// A chosen offer that stopped fitting is compared and said so; one that left the catalog is named and left out.
TEST(OffersView, CompareSaysWhenAChosenOfferNoLongerFitsOrLeftTheCatalog)
{
    QTemporaryDir dir;
    const auto catalog = storedCatalog(dir);
    Job small = defaultInputs().job;
    Job large = small;
    large.setup.seqLen = 65536;
    large.setup.microBatch = 8;
    const auto before = planOn(small, *catalog, RankBy::Cost);
    const auto after = planOn(large, *catalog, RankBy::Cost);
    // An offer that runs the small job but not the large one, and one that runs both.
    const auto fitsIn = [](const Evaluation& e, int64_t id, const Catalog& c) {
        for (const PlanOption& o : e.plan.options)
            if (o.offerIndex >= 0 && c.offers[size_t(o.offerIndex)].id == id)
                return o.fits;
        return false;
    };
    int64_t stopsFitting = 0;
    int64_t keepsFitting = 0;
    for (const Offer& offer : catalog->offers) {
        const bool fitsBefore = fitsIn(*before, offer.id, *catalog);
        const bool fitsAfter = fitsIn(*after, offer.id, *catalog);
        if (fitsBefore && !fitsAfter && stopsFitting == 0)
            stopsFitting = offer.id;
        if (fitsBefore && fitsAfter && keepsFitting == 0)
            keepsFitting = offer.id;
    }
    ASSERT_GT(stopsFitting, 0);
    ASSERT_GT(keepsFitting, 0);

    OffersView view;
    view.setResults(before, catalog);
    const int64_t gone = 987654321; // no such offer
    view.setChosenOfferIds({stopsFitting, keepsFitting, gone});
    EXPECT_EQ(view.selectedRows().size(), 2);
    view.setResults(after, catalog);
    EXPECT_EQ(view.selectedRows().size(), 1); // "Fits only" hides the one that stopped fitting
    std::vector<int64_t> kept = view.chosenOfferIds();
    EXPECT_EQ(kept, (std::vector<int64_t>{stopsFitting, keepsFitting, gone}));

    ComparisonDialog* dialog = view.compareSelected();
    ASSERT_TRUE(dialog);
    EXPECT_EQ(dialog->table()->columnCount(), 2);
    const QString notes = dialog->notesText();
    EXPECT_TRUE(notes.contains(QLatin1String("no longer fits"))) << notes.toStdString();
    EXPECT_TRUE(notes.contains(QLatin1String("no longer in the catalog"))) << notes.toStdString();
    EXPECT_TRUE(notes.contains(QLatin1String("987654321"))) << notes.toStdString();
    dialog->close();
}

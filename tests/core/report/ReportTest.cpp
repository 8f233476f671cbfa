// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/Report.h"

#include "core/catalog/BundledCatalog.h"

#include <gtest/gtest.h>

#include <QFile>

using namespace tunefit;

namespace {

JobDocument example(const char* name)
{
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/") + QString::fromLatin1(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    auto read = readJobFile(f.readAll().toStdString());
    EXPECT_TRUE(read.ok());
    return read.ok() ? *read : JobDocument{};
}

} // namespace

TEST(Report, QloraJobHasEverySection)
{
    const JobDocument d = example("llama-3.1-8b-qlora.tunefit.json");
    const Report r = buildReport(d, bundledCatalog(), {"2026-11-30", "0.1.0", 5, 64});
    EXPECT_EQ(r.modelName, d.job.model.name);
    EXPECT_FALSE(r.memoryError.has_value());
    EXPECT_FALSE(r.memoryRows.empty());
    for (const ReportMemoryRow& row : r.memoryRows)
        EXPECT_FALSE(row.formula.empty() && row.basis.kind != BasisKind::None);
    EXPECT_EQ(r.fits.size(), bundledCatalog().gpus.size());
    ASSERT_FALSE(r.topOffers.empty());
    EXPECT_LE(r.topOffers.size(), 5u);
    EXPECT_TRUE(r.recommended.has_value());
    EXPECT_EQ(r.chosen.size() + r.chosenMissing.size(), d.chosenOfferIds.size());
    for (size_t i = 0; i < r.chosen.size(); ++i)
        EXPECT_FALSE(r.chosen[i].provider.empty());
    EXPECT_FALSE(r.priceSources.empty());
    EXPECT_LT(r.bandLow, 0);
    EXPECT_GT(r.bandHigh, 0);
    EXPECT_EQ(r.pricesAsOf, bundledCatalog().pricesAsOf);
    // Top offers are ranked: cost never decreases.
    for (size_t i = 1; i < r.topOffers.size(); ++i)
        EXPECT_LE(r.topOffers[i - 1].option.totalCostUsd, r.topOffers[i].option.totalCostUsd + 1e-9);
}

TEST(Report, MissingChosenOfferIsListed)
{
    JobDocument d = example("llama-3.1-8b-qlora.tunefit.json");
    d.chosenOfferIds.push_back(987654321);
    const Report r = buildReport(d, bundledCatalog(), {"2026-11-30", "0.1.0", 5, 64});
    ASSERT_EQ(r.chosenMissing.size(), 1u);
    EXPECT_EQ(r.chosenMissing.front(), 987654321);
}

TEST(Report, InvalidJobCarriesTheError)
{
    JobDocument d = example("llama-3.1-8b-qlora.tunefit.json");
    d.job.setup.microBatch = 0;
    const Report r = buildReport(d, bundledCatalog(), {"2026-11-30", "0.1.0", 5, 64});
    ASSERT_TRUE(r.memoryError.has_value());
    EXPECT_TRUE(r.topOffers.empty());
}

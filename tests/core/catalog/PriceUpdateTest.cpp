// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/PriceUpdate.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/StoreEngines.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace tunefit;

namespace {

std::string fixture(const char* name)
{
    QFile file(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll().toStdString();
}

const char* const kLambdaUrl = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/"
                               "lambda/vms.csv";

PriceSource lambda()
{
    return {"lambda", kLambdaUrl, PriceSourceFormat::SkyPilot, "v9", "Lambda"};
}

FetchedFile fetched()
{
    return {kLambdaUrl, "\"abc123\"", "2026-12-02T04:20:11Z"};
}

const PriceUpdateRow* row(const PriceUpdatePlan& plan, std::string_view instanceType)
{
    const auto it = std::ranges::find_if(plan.rows, [&](const PriceUpdateRow& r) {
        const Offer& offer = r.after ? *r.after : *r.before;
        return offer.instanceType == instanceType;
    });
    return it == plan.rows.end() ? nullptr : &*it;
}

const Offer* findOffer(const Catalog& catalog, std::string_view provider, std::string_view instanceType)
{
    const auto it = std::ranges::find_if(catalog.offers, [&](const Offer& offer) {
        return offer.provider == provider && offer.instanceType == instanceType && offer.soldVia == "direct";
    });
    return it == catalog.offers.end() ? nullptr : &*it;
}

} // namespace

TEST(PriceUpdate, SourcesAreCheckedBeforeTheyAreKept)
{
    const Catalog& catalog = bundledCatalog();
    EXPECT_FALSE(checkPriceSource(lambda(), catalog));
    PriceSource bad = lambda();
    bad.url = "ftp://example.org/vms.csv";
    EXPECT_EQ(checkPriceSource(bad, catalog)->field, "url");
    bad.url = "https:///vms.csv";
    EXPECT_EQ(checkPriceSource(bad, catalog)->field, "url");
    bad = lambda();
    bad.provider = "Nobody Cloud";
    EXPECT_EQ(checkPriceSource(bad, catalog)->code, ErrorCode::UnknownValue);
    bad.provider.clear();
    EXPECT_EQ(checkPriceSource(bad, catalog)->code, ErrorCode::MissingOption); // a SkyPilot file names no provider
    bad.format = PriceSourceFormat::Tunefit;
    EXPECT_FALSE(checkPriceSource(bad, catalog)); // an offers CSV names its providers
    EXPECT_TRUE(priceSourceFormatFrom("skypilot") == PriceSourceFormat::SkyPilot);
    EXPECT_FALSE(priceSourceFormatFrom("csv").has_value());
}

TEST(PriceUpdate, BundledOffersBelongToTheirCloudsFileWhateverTheCommitOrVersion)
{
    const Offer* v100 = findOffer(bundledCatalog(), "Lambda", "gpu_8x_v100_n");
    ASSERT_NE(v100, nullptr);
    EXPECT_NE(v100->source, kLambdaUrl); // pinned to a commit on github.com
    EXPECT_TRUE(fromSource(*v100, lambda()));
    PriceSource aws = lambda();
    aws.url = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/aws/vms.csv";
    EXPECT_FALSE(fromSource(*v100, aws));
    PriceSource mirror = lambda(); // SkyPilot's S3 mirror of the same file
    mirror.url = "https://skypilot-catalog.s3.us-east-1.amazonaws.com/catalogs/v9/lambda/vms.csv";
    EXPECT_TRUE(fromSource(*v100, mirror));
    PriceSource otherProvider = lambda();
    otherProvider.provider = "Nebius";
    EXPECT_FALSE(fromSource(*v100, otherProvider));
}

// The fixture is the reference sample's us-east-1 lines of the 19 Lambda offers the bundled catalog holds, with
// by hand: gpu_1x_h100_sxm5 4.29 -> 3.99, gpu_8x_b200_sxm6 53.52 -> 55.0, gpu_1x_gh200 2.29 -> 2.49, gpu_4x_a6000
// left out, gpu_1x_a100 (not in the catalog) added, and the two offers the catalog keeps outside us-east-1 (a10 in
// us-west-2, 8x H100 in us-south-1) moved to those regions.
TEST(PriceUpdate, ClassifiesTheFixtureByHand)
{
    const auto plan = planPriceUpdate(bundledCatalog(), lambda(), fixture("skypilot-lambda-update.csv"), fetched());
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    EXPECT_EQ(plan->count(PriceChange::New), 1);
    EXPECT_EQ(plan->count(PriceChange::Removed), 1);
    EXPECT_EQ(plan->count(PriceChange::PriceUp), 2);
    EXPECT_EQ(plan->count(PriceChange::PriceDown), 1);
    EXPECT_EQ(plan->count(PriceChange::Unchanged), 15);
    EXPECT_EQ(plan->count(PriceChange::Conflict), 0);
    EXPECT_TRUE(plan->rejected.empty());

    const PriceUpdateRow* down = row(*plan, "gpu_1x_h100_sxm5");
    ASSERT_NE(down, nullptr);
    EXPECT_EQ(down->kind, PriceChange::PriceDown);
    EXPECT_EQ(down->before->onDemandUsdPerHour, 4.29);
    EXPECT_EQ(down->after->onDemandUsdPerHour, 3.99);
    EXPECT_EQ(row(*plan, "gpu_8x_b200_sxm6")->kind, PriceChange::PriceUp);
    EXPECT_EQ(row(*plan, "gpu_4x_a6000")->kind, PriceChange::Removed);
    const PriceUpdateRow* added = row(*plan, "gpu_1x_a100");
    ASSERT_NE(added, nullptr);
    EXPECT_EQ(added->kind, PriceChange::New);
    EXPECT_EQ(added->after->gpuName, "A100 40GB SXM"); // 40960 MiB, the label map of the bundled Lambda offers

    // Provenance on every source offer: the fetch date, the URL, the ETag and the catalog version.
    const Offer& stamped = *down->after;
    EXPECT_EQ(stamped.asOf, "2026-12-02");
    EXPECT_EQ(stamped.source, kLambdaUrl);
    EXPECT_EQ(stamped.sourceCommit, "\"abc123\"");
    EXPECT_EQ(stamped.sourceRepoPath, "skypilot-org/skypilot-catalog catalogs/v9/lambda/vms.csv");
    EXPECT_NE(stamped.asOfBasis.find("2026-12-02T04:20:11Z"), std::string::npos);
    EXPECT_NE(stamped.asOfBasis.find("v9"), std::string::npos);
    EXPECT_EQ(stamped.origin, RowOrigin::Fetched);
}

// The reference sample (tests/data/catalog/skypilot-lambda-vms-sample.csv, 47 verbatim lines of Lambda's v9 file):
// 3 CPU-only lines; 22 GPU types in europe-central-1 and us-east-1 at equal prices. The catalog holds 19 of them
// (Quadro RTX 6000 has no GPU specs, so its offer is not in the catalog and its lines are rejected). 17 are in
// us-east-1: equal prices keep that region, unchanged. The a10 (us-west-2) and the 8x H100 (us-south-1) are not in
// the sample's regions: the first line in the file wins a tie, so each becomes a new europe-central-1 offer and the
// old one is removed. gpu_8x_v100 and gpu_1x_a100 are new: 4 new in all.
TEST(PriceUpdate, TheReferenceSampleAgainstTheBundledCatalog)
{
    const auto plan = planPriceUpdate(bundledCatalog(), lambda(), fixture("skypilot-lambda-vms-sample.csv"), fetched());
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    EXPECT_EQ(plan->count(PriceChange::Unchanged), 17);
    EXPECT_EQ(plan->count(PriceChange::New), 4);
    EXPECT_EQ(plan->count(PriceChange::Removed), 2);
    EXPECT_EQ(plan->count(PriceChange::PriceUp) + plan->count(PriceChange::PriceDown), 0);
    EXPECT_EQ(plan->rejected.size(), 2u);
    const auto skipped = [&](std::string_view code) {
        return std::ranges::count(plan->skipped, code, [](const auto& s) { return std::string_view(s.second); });
    };
    EXPECT_EQ(skipped("cpu_only"), 3);
    EXPECT_EQ(skipped("other_region"), 21);
}

TEST(PriceUpdate, AFileOfAnotherKindOrWithoutOffersIsAnErrorNotAnEmptyCatalog)
{
    const Catalog& catalog = bundledCatalog();
    EXPECT_EQ(planPriceUpdate(catalog, lambda(), "<html><body>Not Found</body></html>\n", fetched()).error().code,
              ErrorCode::MissingColumn);
    const std::string header = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n";
    EXPECT_EQ(planPriceUpdate(catalog, lambda(), header, fetched()).error().code, ErrorCode::NoOffersInFile);
    EXPECT_EQ(planPriceUpdate(catalog, lambda(), header + "cpu_4x,,,4,16,0.2,us-east-1\n", fetched()).error().code,
              ErrorCode::NoOffersInFile);
    // Cut off inside a quoted cell.
    std::string text = fixture("skypilot-lambda-update.csv");
    text.resize(text.find("gpu_1x_a6000") + 60);
    EXPECT_EQ(planPriceUpdate(catalog, lambda(), text, fetched()).error().code, ErrorCode::MalformedCsv);
}

TEST(PriceUpdate, ATunefitOffersFileUpdatesOnlyItsProvider)
{
    Catalog catalog = bundledCatalog();
    std::vector<Offer> offers;
    for (const Offer& offer : catalog.offers) {
        if (offer.provider == "Nebius" || offer.provider == "Lambda")
            offers.push_back(offer);
    }
    ASSERT_GT(offers.size(), 2u);
    offers.front().onDemandUsdPerHour = *offers.front().onDemandUsdPerHour + 1;
    const PriceSource source{"team", "https://prices.example.org/offers.csv", PriceSourceFormat::Tunefit, {}, "Nebius"};
    const auto plan = planPriceUpdate(catalog, source, catalog_csv::writeOffers(offers), fetched());
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    const auto nebius = std::ranges::count(offers, "Nebius", &Offer::provider);
    EXPECT_EQ(int(plan->rows.size()), nebius); // nothing removed: no catalog offer came from this URL yet
    for (const PriceUpdateRow& r : plan->rows)
        EXPECT_EQ(r.after->provider, "Nebius");
    EXPECT_EQ(int(plan->skipped.size()), int(offers.size()) - nebius);
}

/// The store's price-update steps run on both engines (a local file and a team catalog on the test server).
class PriceUpdateStore : public ::testing::TestWithParam<test::Engine>
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<test::EngineCatalog>(GetParam(), m_dir.path());
        if (!m_catalog->available())
            GTEST_SKIP() << test::kNoServer;
        m_store = std::make_unique<CatalogStore>(m_catalog->location());
        ASSERT_TRUE(m_store->open().ok());
    }
    Catalog load()
    {
        auto catalog = m_store->load();
        EXPECT_TRUE(catalog.ok());
        return catalog.ok() ? *catalog : Catalog{};
    }
    QTemporaryDir m_dir;
    std::unique_ptr<test::EngineCatalog> m_catalog;
    std::unique_ptr<CatalogStore> m_store;
};

TEST_P(PriceUpdateStore, ShipsTheSkyPilotSourcesOfTheBundledClouds)
{
    const auto sources = m_store->priceSources();
    ASSERT_TRUE(sources.ok());
    ASSERT_EQ(sources->size(), 15u);
    for (const PriceSource& source : *sources) {
        EXPECT_FALSE(checkPriceSource(source, bundledCatalog())) << source.name; // every provider is in the catalog
        EXPECT_TRUE(
            source.url.starts_with("https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/" +
                                   source.catalogVersion + "/" + source.name + "/vms.csv"))
            << source.url;
        // Each default source owns bundled offers: an update from it refreshes them.
        EXPECT_TRUE(std::ranges::any_of(bundledCatalog().offers, [&](const Offer& o) { return fromSource(o, source); }))
            << source.name;
    }
    PriceSource mine{"mine", "https://example.org/p.csv", PriceSourceFormat::Tunefit, {}, {}};
    ASSERT_TRUE(m_store->savePriceSource(mine).ok());
    ASSERT_TRUE(m_store->removePriceSource("aws").ok());
    EXPECT_EQ(m_store->removePriceSource("aws").error().code, ErrorCode::NotFound);
    const auto after = m_store->priceSources();
    EXPECT_EQ(after->size(), 15u);
    EXPECT_TRUE(std::ranges::find(*after, mine) != after->end());
}

TEST_P(PriceUpdateStore, AppliesInOneStepAndKeepsTheUsersEdit)
{
    // The user set their own price on two Lambda offers; the source disagrees with one and agrees with the other.
    Catalog before = load();
    Offer mine = *findOffer(before, "Lambda", "gpu_1x_h100_sxm5");
    mine.onDemandUsdPerHour = 3.50;
    ASSERT_TRUE(m_store->saveOffer(mine).ok());
    Offer same = *findOffer(before, "Lambda", "gpu_1x_a6000");
    same.notes = "my note";
    ASSERT_TRUE(m_store->saveOffer(same).ok());
    before = load();

    auto plan = planPriceUpdate(before, lambda(), fixture("skypilot-lambda-update.csv"), fetched());
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan->count(PriceChange::Conflict), 1);
    EXPECT_EQ(plan->count(PriceChange::PriceDown), 0);
    const PriceUpdateRow* conflict = row(*plan, "gpu_1x_h100_sxm5");
    EXPECT_EQ(conflict->before->onDemandUsdPerHour, 3.50);
    EXPECT_EQ(conflict->after->onDemandUsdPerHour, 3.99);

    const auto written = m_store->applyPriceUpdate(*plan);
    ASSERT_TRUE(written.ok());
    // 1 new + 1 removed + 2 up + 14 unchanged (the user's gpu_1x_a6000 is not rewritten) = 18.
    EXPECT_EQ(*written, 18);
    Catalog after = load();
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_1x_h100_sxm5")->onDemandUsdPerHour, 3.50);
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_1x_h100_sxm5")->origin, RowOrigin::UserEdited);
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_1x_a6000")->notes, "my note");
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_4x_a6000"), nullptr);
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_8x_b200_sxm6")->onDemandUsdPerHour, 55.0);
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_8x_b200_sxm6")->asOf, "2026-12-02");
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_8x_v100_n")->asOf, "2026-12-02"); // unchanged price, fresh date
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_8x_v100_n")->origin, RowOrigin::Fetched);
    EXPECT_EQ(after.offers.size(), before.offers.size());
    EXPECT_EQ(after.lastPriceUpdate, "2026-12-02T04:20:11Z");
    EXPECT_EQ(after.lastPriceUpdateSources, "lambda");

    // Taking the source's value row by row.
    auto again = planPriceUpdate(after, lambda(), fixture("skypilot-lambda-update.csv"), fetched());
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->count(PriceChange::Conflict), 1);
    EXPECT_EQ(again->count(PriceChange::New) + again->count(PriceChange::Removed), 0);
    for (PriceUpdateRow& r : again.value().rows)
        r.takeSource = r.kind == PriceChange::Conflict;
    ASSERT_TRUE(m_store->applyPriceUpdate(*again).ok());
    after = load();
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_1x_h100_sxm5")->onDemandUsdPerHour, 3.99);
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_1x_h100_sxm5")->origin, RowOrigin::Fetched);
}

TEST_P(PriceUpdateStore, AnEditMadeAfterThePreviewStillWins)
{
    const Catalog before = load();
    const auto plan = planPriceUpdate(before, lambda(), fixture("skypilot-lambda-update.csv"), fetched());
    ASSERT_TRUE(plan.ok());
    Offer mine = *findOffer(before, "Lambda", "gpu_8x_b200_sxm6");
    mine.onDemandUsdPerHour = 50.0;
    ASSERT_TRUE(m_store->saveOffer(mine).ok());
    Offer kept = *findOffer(before, "Lambda", "gpu_4x_a6000");
    kept.notes = "reserved for us";
    ASSERT_TRUE(m_store->saveOffer(kept).ok());
    ASSERT_TRUE(m_store->applyPriceUpdate(*plan).ok());
    const Catalog after = load();
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_8x_b200_sxm6")->onDemandUsdPerHour, 50.0);
    EXPECT_NE(findOffer(after, "Lambda", "gpu_4x_a6000"), nullptr);
}

TEST_P(PriceUpdateStore, ARemovedBundledOfferStaysRemovedWhenDefaultsAreMergedAgain)
{
    const auto plan = planPriceUpdate(load(), lambda(), fixture("skypilot-lambda-update.csv"), fetched());
    ASSERT_TRUE(m_store->applyPriceUpdate(*plan).ok());
    ASSERT_TRUE(m_store->mergeDefaults(bundledCatalog(), "a newer app version").ok());
    const Catalog after = load();
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_4x_a6000"), nullptr);
    // The fetched price is newer than the bundled one: the merge leaves it.
    EXPECT_EQ(findOffer(after, "Lambda", "gpu_8x_b200_sxm6")->onDemandUsdPerHour, 55.0);
}

INSTANTIATE_TEST_SUITE_P(Engines, PriceUpdateStore, ::testing::Values(test::Engine::Sqlite, test::Engine::Postgres),
                         test::engineName);

TEST(PriceAge, SaysHowOldAndHowManyAreStale)
{
    Catalog catalog;
    Offer a;
    a.asOf = "2026-07-09";
    Offer b;
    b.asOf = "2026-11-30";
    Offer c; // undated
    catalog.offers = {a, b, c};
    const PriceAge age = priceAge(catalog, "2026-12-02");
    EXPECT_EQ(age.newest, "2026-11-30");
    EXPECT_EQ(age.oldest, "2026-07-09");
    EXPECT_EQ(age.newestAgeDays, 2);
    EXPECT_EQ(age.undated, 1);
    EXPECT_EQ(age.stale, 1); // 146 days
    EXPECT_EQ(age.offers, 3);
}

// Issue 35: a source's absurd prices are marked and held back until taken; bounds worked by hand from the constants
// (floor 0.01, ceiling 100 per GPU-hour, factor 10).
TEST(PriceUpdate, DoubtfulPricesAreMarkedByRule)
{
    Offer before;
    before.gpuCount = 8;
    before.onDemandUsdPerHour = 20.0; // 2.50 per GPU-hour
    Offer after = before;
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::None);
    after.onDemandUsdPerHour = 0.0;
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::Zero);
    after.onDemandUsdPerHour = 1e-300;
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::BelowFloor);
    after.onDemandUsdPerHour = 0.07; // 0.00875 per GPU-hour: under the floor although the instance costs 7 cents
    EXPECT_EQ(priceDoubt(std::nullopt, after), PriceDoubt::BelowFloor);
    after.onDemandUsdPerHour = 0.09; // 0.01125 per GPU-hour, a new offer: believable
    EXPECT_EQ(priceDoubt(std::nullopt, after), PriceDoubt::None);
    after.onDemandUsdPerHour = 808.0; // 101 per GPU-hour
    EXPECT_EQ(priceDoubt(std::nullopt, after), PriceDoubt::AboveCeiling);
    after.onDemandUsdPerHour = 201.0; // 10.05 times 20
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::JumpUp);
    after.onDemandUsdPerHour = 199.0;
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::None);
    after.onDemandUsdPerHour = 1.99; // under a tenth of 20
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::JumpDown);
    after.onDemandUsdPerHour = 20.0;
    after.spotUsdPerHour = 0.0; // the spot price is checked too
    EXPECT_EQ(priceDoubt(before, after), PriceDoubt::Zero);
}

TEST(PriceUpdate, ZeroAndTinyPricesAreHeldBackUntilTakenAnyway)
{
    // The fixture with two prices replaced: one by 0, one by 1e-300 (the attack of the issue).
    std::string text = fixture("skypilot-lambda-update.csv");
    const std::string v100 = "gpu_8x_v100_n,V100,8.0,88.0,448.0,6.32,";
    const std::string a6000 = "gpu_2x_a6000,A6000,2.0,28.0,200.0,2.18,";
    ASSERT_NE(text.find(v100), std::string::npos);
    ASSERT_NE(text.find(a6000), std::string::npos);
    text.replace(text.find(v100), v100.size(), "gpu_8x_v100_n,V100,8.0,88.0,448.0,0,");
    text.replace(text.find(a6000), a6000.size(), "gpu_2x_a6000,A6000,2.0,28.0,200.0,1e-300,");
    auto plan = planPriceUpdate(bundledCatalog(), lambda(), text, fetched());
    ASSERT_TRUE(plan.ok()) << plan.error().code;
    const PriceUpdateRow* zero = row(*plan, "gpu_8x_v100_n");
    const PriceUpdateRow* tiny = row(*plan, "gpu_2x_a6000");
    ASSERT_TRUE(zero && tiny);
    EXPECT_EQ(zero->doubt, PriceDoubt::Zero);
    EXPECT_EQ(tiny->doubt, PriceDoubt::BelowFloor);
    EXPECT_EQ(plan->heldBack(), 2);
    EXPECT_FALSE(plan->writes(*zero));
    EXPECT_FALSE(plan->writes(*tiny));
    int doubtful = 0;
    for (const PriceUpdateRow& r : plan->rows)
        doubtful += r.doubt != PriceDoubt::None ? 1 : 0;
    EXPECT_EQ(doubtful, 2); // the fixture's real changes are believable
    PriceUpdatePlan taken = *plan;
    taken.takeAllDoubtful();
    EXPECT_EQ(taken.heldBack(), 0);
    EXPECT_TRUE(taken.writes(*row(taken, "gpu_8x_v100_n")));
}

TEST(PriceUpdate, CredentialsInASourceUrlAreRefusedAndNeverCopied)
{
    PriceSource source = lambda();
    source.url = "http://user:pw@127.0.0.1:8000/v9/lambda/vms.csv";
    EXPECT_TRUE(urlHasCredentials(source.url));
    EXPECT_FALSE(urlHasCredentials(kLambdaUrl));
    EXPECT_FALSE(urlHasCredentials("https://example.org/a@b/vms.csv")); // an @ in the path is no credential
    const auto problem = checkPriceSource(source, bundledCatalog());
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->field, "url");
    EXPECT_EQ(problem->detail.find("pw"), std::string::npos);
    EXPECT_EQ(redactedUrl(source.url), "http://***@127.0.0.1:8000/v9/lambda/vms.csv");
    // A source stored before the rule: the offers it updates never carry the password.
    auto plan = planPriceUpdate(bundledCatalog(), source, fixture("skypilot-lambda-update.csv"),
                                {source.url, {}, "2026-12-02T04:20:11Z"});
    ASSERT_TRUE(plan.ok());
    for (const PriceUpdateRow& r : plan->rows) {
        if (r.after) {
            EXPECT_EQ(r.after->source.find("pw"), std::string::npos) << r.after->source;
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/PriceUpdate.h"

#include "core/catalog/CatalogCsv.h"
#include "core/catalog/SkyPilotImport.h"
#include "core/catalog/TextFields.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

namespace tunefit {

namespace {

constexpr std::string_view kSkyPilotRepo = "skypilot-org/skypilot-catalog";

/// "<cloud>/vms.csv" of a SkyPilot catalog URL (GitHub raw or blob at any branch, commit or version, or a mirror
/// such as SkyPilot's own S3 copy, HOSTED_CATALOG_DIR_URL_S3_MIRROR in sky/skylet/constants.py), else empty.
std::string skyPilotFile(std::string_view url)
{
    const size_t file = url.rfind("/vms.csv");
    if (file == std::string_view::npos || file + 8 != url.size())
        return {};
    const size_t cloud = url.rfind('/', file - 1);
    if (cloud == std::string_view::npos)
        return {};
    return std::string(url.substr(cloud + 1));
}

/// "skypilot-org/skypilot-catalog catalogs/v9/lambda/vms.csv", the form of the bundled offers' source_repo_path.
std::string skyPilotRepoPath(std::string_view url)
{
    const size_t at = url.find("/catalogs/");
    if (url.find(kSkyPilotRepo) == std::string_view::npos || at == std::string_view::npos)
        return {};
    return std::string(kSkyPilotRepo) + " " + std::string(url.substr(at + 1));
}

bool isUserRow(const Offer& offer)
{
    return offer.origin == RowOrigin::UserEdited || offer.origin == RowOrigin::UserAdded;
}

/// -1, 0 or 1: how the source's price compares with the catalog's. On-demand decides when both have it, else spot
/// when both have it, else the first price each has (a file that drops the on-demand price changes the offer).
int comparePrices(const Offer& before, const Offer& after)
{
    auto order = [](double a, double b) { return a < b ? 1 : (a > b ? -1 : 0); };
    if (before.onDemandUsdPerHour && after.onDemandUsdPerHour) {
        if (const int c = order(*before.onDemandUsdPerHour, *after.onDemandUsdPerHour); c != 0)
            return c;
        if (before.spotUsdPerHour && after.spotUsdPerHour)
            return order(*before.spotUsdPerHour, *after.spotUsdPerHour);
        return before.spotUsdPerHour.has_value() == after.spotUsdPerHour.has_value() ? 0 : 1;
    }
    if (before.spotUsdPerHour && after.spotUsdPerHour && !before.onDemandUsdPerHour && !after.onDemandUsdPerHour)
        return order(*before.spotUsdPerHour, *after.spotUsdPerHour);
    const double a = before.onDemandUsdPerHour ? *before.onDemandUsdPerHour : before.spotUsdPerHour.value_or(0);
    const double b = after.onDemandUsdPerHour ? *after.onDemandUsdPerHour : after.spotUsdPerHour.value_or(0);
    const int c = order(a, b);
    return c != 0 ? c : 1;
}

/// The source's offer with where and when it was read.
void stamp(Offer& offer, const PriceSource& source, const FetchedFile& fetched)
{
    offer.source = redactedUrl(fetched.url.empty() ? source.url : fetched.url); // never a password
    offer.sourceCommit = fetched.etag;
    if (const std::string path = skyPilotRepoPath(offer.source); !path.empty())
        offer.sourceRepoPath = path;
    offer.asOf = fetched.fetchedAt.substr(0, 10);
    std::string basis = "fetched " + fetched.fetchedAt + " from price source " + source.name;
    if (!source.catalogVersion.empty())
        basis += ", SkyPilot catalog " + source.catalogVersion;
    if (!fetched.etag.empty())
        basis += ", ETag " + fetched.etag;
    offer.asOfBasis = basis;
}

Result<ImportPlan> readSource(const Catalog& current, const PriceSource& source, std::string_view text,
                              const FetchedFile& fetched, std::vector<std::pair<int, std::string>>& otherProvider)
{
    const std::string today = fetched.fetchedAt.substr(0, 10);
    if (source.format == PriceSourceFormat::SkyPilot) {
        skypilot::Options options;
        options.provider = source.provider;
        options.asOf = today;
        options.source = source.url;
        return skypilot::planImport(current, text, options, today);
    }
    auto rows = catalog_csv::readOffers(text);
    if (!rows)
        return rows.error();
    catalog_csv::ReadRows<Offer> kept;
    for (auto& row : *rows) {
        if (!source.provider.empty() && row.value.provider != source.provider)
            otherProvider.emplace_back(row.line, "other_provider");
        else
            kept.push_back(std::move(row));
    }
    return planOfferImport(current, kept, today);
}

/// The authority of an http(s) URL: from after "://" to the first '/', '?' or '#'.
std::string_view authority(std::string_view url)
{
    const size_t scheme = url.find("://");
    if (scheme == std::string_view::npos)
        return {};
    const std::string_view rest = url.substr(scheme + 3);
    return rest.substr(0, rest.find_first_of("/?#"));
}

PriceDoubt doubtOfPrice(std::optional<double> before, std::optional<double> after, int gpus)
{
    if (!after)
        return PriceDoubt::None;
    if (*after == 0)
        return PriceDoubt::Zero;
    if (*after < 0)
        return PriceDoubt::Negative;
    const double perGpu = *after / double(std::max(gpus, 1));
    if (perGpu < kPriceFloorUsdPerGpuHour)
        return PriceDoubt::BelowFloor;
    if (perGpu > kPriceCeilingUsdPerGpuHour)
        return PriceDoubt::AboveCeiling;
    if (before && *before > 0) {
        if (*after > *before * kPriceChangeFactor)
            return PriceDoubt::JumpUp;
        if (*after * kPriceChangeFactor < *before)
            return PriceDoubt::JumpDown;
    }
    return PriceDoubt::None;
}

} // namespace

std::string_view toString(PriceDoubt doubt)
{
    switch (doubt) {
    case PriceDoubt::None:
        return "";
    case PriceDoubt::Zero:
        return "zero";
    case PriceDoubt::Negative:
        return "negative";
    case PriceDoubt::BelowFloor:
        return "below_floor";
    case PriceDoubt::AboveCeiling:
        return "above_ceiling";
    case PriceDoubt::JumpUp:
        return "jump_up";
    case PriceDoubt::JumpDown:
        return "jump_down";
    }
    return "";
}

PriceDoubt priceDoubt(const std::optional<Offer>& before, const Offer& after)
{
    const auto was = [&](auto member) { return before ? (*before).*member : std::optional<double>(); };
    if (const auto d = doubtOfPrice(was(&Offer::onDemandUsdPerHour), after.onDemandUsdPerHour, after.gpuCount);
        d != PriceDoubt::None)
        return d;
    return doubtOfPrice(was(&Offer::spotUsdPerHour), after.spotUsdPerHour, after.gpuCount);
}

bool urlHasCredentials(std::string_view url)
{
    return authority(url).find('@') != std::string_view::npos;
}

std::string redactedUrl(std::string_view url)
{
    const std::string_view host = authority(url);
    const size_t at = host.rfind('@');
    if (at == std::string_view::npos)
        return std::string(url);
    const size_t start = size_t(host.data() - url.data());
    return std::string(url.substr(0, start)) + "***" + std::string(url.substr(start + at));
}

std::string_view toString(PriceSourceFormat format)
{
    return format == PriceSourceFormat::SkyPilot ? "skypilot" : "tunefit";
}

std::optional<PriceSourceFormat> priceSourceFormatFrom(std::string_view key)
{
    if (key == "skypilot")
        return PriceSourceFormat::SkyPilot;
    if (key == "tunefit")
        return PriceSourceFormat::Tunefit;
    return std::nullopt;
}

std::optional<Error> checkPriceSource(const PriceSource& source, const Catalog& catalog)
{
    if (source.name.empty())
        return Error{ErrorCode::MissingValue, "name", {}};
    const bool web = source.url.starts_with("https://") || source.url.starts_with("http://");
    const size_t host = source.url.find("://");
    if (!web || host == std::string::npos || source.url.size() <= host + 3 || source.url[host + 3] == '/' ||
        source.url.find_first_of(" \t\r\n") != std::string::npos)
        return Error{ErrorCode::InvalidValue, "url", redactedUrl(source.url)};
    // A password in the URL would be stored in clear, listed, and copied into every offer's source and export.
    if (urlHasCredentials(source.url))
        return Error{ErrorCode::Unsupported, "url", "url_credentials"};
    if (source.format == PriceSourceFormat::SkyPilot && source.provider.empty())
        return Error{ErrorCode::MissingOption, "provider", {}};
    if (!source.provider.empty() && !findProvider(catalog, source.provider))
        return Error{ErrorCode::UnknownValue, "provider", source.provider};
    return std::nullopt;
}

std::string_view toString(PriceChange change)
{
    switch (change) {
    case PriceChange::New:
        return "new";
    case PriceChange::Removed:
        return "removed";
    case PriceChange::PriceUp:
        return "price_up";
    case PriceChange::PriceDown:
        return "price_down";
    case PriceChange::Unchanged:
        return "unchanged";
    case PriceChange::Conflict:
        return "conflict";
    }
    return "unchanged";
}

int PriceUpdatePlan::count(PriceChange kind) const
{
    return int(std::ranges::count(rows, kind, &PriceUpdateRow::kind));
}

int PriceUpdatePlan::heldBack() const
{
    return int(std::ranges::count_if(rows, [](const PriceUpdateRow& r) {
        return r.doubt != PriceDoubt::None && !r.takeAnyway && !(r.userRow && r.kind != PriceChange::Conflict);
    }));
}

void PriceUpdatePlan::takeAllDoubtful()
{
    for (PriceUpdateRow& row : rows)
        row.takeAnyway = row.takeAnyway || row.doubt != PriceDoubt::None;
}

bool PriceUpdatePlan::writes(const PriceUpdateRow& row) const
{
    if (row.doubt != PriceDoubt::None && !row.takeAnyway)
        return false;
    if (row.kind == PriceChange::Conflict)
        return row.takeSource;
    return !row.userRow;
}

void PriceUpdatePlan::append(PriceUpdatePlan&& other)
{
    std::ranges::move(other.rows, std::back_inserter(rows));
    std::ranges::move(other.rejected, std::back_inserter(rejected));
    std::ranges::move(other.skipped, std::back_inserter(skipped));
    std::ranges::move(other.sources, std::back_inserter(sources));
    fetchedAt = std::max(fetchedAt, other.fetchedAt);
}

bool fromSource(const Offer& offer, const PriceSource& source)
{
    if (offer.source == source.url)
        return true;
    if (source.format != PriceSourceFormat::SkyPilot || offer.provider != source.provider || offer.soldVia != "direct")
        return false;
    const std::string file = skyPilotFile(source.url);
    return !file.empty() && skyPilotFile(offer.source) == file;
}

Result<PriceUpdatePlan> planPriceUpdate(const Catalog& current, const PriceSource& source, std::string_view text,
                                        const FetchedFile& fetched)
{
    PriceUpdatePlan result;
    result.sources.push_back(source.name);
    result.fetchedAt = fetched.fetchedAt;
    auto read = readSource(current, source, text, fetched, result.skipped);
    if (!read)
        return read.error();
    ImportPlan& plan = read.value();
    if (plan.offers.empty())
        return Error{ErrorCode::NoOffersInFile, {}, source.name};

    std::map<std::string, const Offer*> byKey;
    for (const Offer& offer : current.offers)
        byKey.emplace(offerKey(offer), &offer);
    std::set<std::string> inSource;
    for (PlannedChange<Offer>& change : plan.offers) {
        PriceUpdateRow row;
        row.source = source.name;
        row.line = change.line;
        row.warnings = std::move(change.warnings);
        // Stale and undated warnings were about the file's own date, which is now the fetch time.
        std::erase_if(row.warnings,
                      [](const Issue& issue) { return issue.code == "price_stale" || issue.code == "price_undated"; });
        Offer after = std::move(change.value);
        stamp(after, source, fetched);
        const std::string key = offerKey(after);
        inSource.insert(key);
        if (const auto it = byKey.find(key); it != byKey.end()) {
            const Offer& before = *it->second;
            after.id = before.id;
            after.origin = RowOrigin::Fetched;
            if (after.upstreamPricingPage.empty())
                after.upstreamPricingPage = before.upstreamPricingPage;
            keepFabric(after, before);
            row.before = before;
            row.userRow = isUserRow(before);
            const int direction = comparePrices(before, after);
            if (row.userRow && direction != 0)
                row.kind = PriceChange::Conflict;
            else
                row.kind = direction > 0 ? PriceChange::PriceUp
                                         : (direction < 0 ? PriceChange::PriceDown : PriceChange::Unchanged);
        } else {
            after.origin = RowOrigin::Fetched;
            row.kind = PriceChange::New;
        }
        if (row.kind != PriceChange::Unchanged)
            row.doubt = priceDoubt(row.before, after);
        row.after = std::move(after);
        result.rows.push_back(std::move(row));
    }
    // The source's offers it no longer lists go; the user's own offers stay whatever the source says.
    for (const Offer& offer : current.offers) {
        if (!fromSource(offer, source) || inSource.contains(offerKey(offer)) || isUserRow(offer))
            continue;
        PriceUpdateRow row;
        row.kind = PriceChange::Removed;
        row.source = source.name;
        row.before = offer;
        result.rows.push_back(std::move(row));
    }
    result.rejected = std::move(plan.rejected);
    std::ranges::move(plan.skipped, std::back_inserter(result.skipped));
    std::ranges::sort(result.skipped);
    return result;
}

PriceAge priceAge(const Catalog& catalog, std::string_view today)
{
    PriceAge age;
    age.offers = int(catalog.offers.size());
    age.lastUpdate = catalog.lastPriceUpdate;
    age.lastSources = catalog.lastPriceUpdateSources;
    for (const Offer& offer : catalog.offers) {
        if (offer.asOf.empty() || !catalog_text::isoDate(offer.asOf)) {
            ++age.undated;
            continue;
        }
        if (age.newest.empty() || offer.asOf > age.newest)
            age.newest = offer.asOf;
        if (age.oldest.empty() || offer.asOf < age.oldest)
            age.oldest = offer.asOf;
        if (const auto days = catalog_text::daysBetween(offer.asOf, today); days && *days > kStalePriceDays)
            ++age.stale;
    }
    if (const auto days = catalog_text::daysBetween(age.newest, today))
        age.newestAgeDays = *days;
    return age;
}

} // namespace tunefit

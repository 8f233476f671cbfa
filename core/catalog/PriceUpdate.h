// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/ImportPlan.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Updating the catalog's prices from public price sources: which files, and what an update would change. The
/// download itself is not here (present/PriceFetcher, Qt Network): the core only sees the text of a file.
namespace tunefit {

enum class PriceSourceFormat
{
    SkyPilot, ///< a SkyPilot vms.csv (skypilot-org/skypilot-catalog catalogs/<version>/<cloud>/vms.csv)
    Tunefit,  ///< Tunefit's own offers CSV (the columns of resources/catalog/offers.csv)
};

/// "skypilot", "tunefit" (the CLI's --format values, the database's text).
std::string_view toString(PriceSourceFormat format);
std::optional<PriceSourceFormat> priceSourceFormatFrom(std::string_view key);

/// A file of prices the user may update from. Kept in the catalog database; the shipped defaults are inserted by the
/// schema migration that created the table (CatalogSchema.cpp, version 3).
struct PriceSource
{
    std::string name; ///< the key: "lambda", "aws", ...
    std::string url;  ///< http(s) URL of the file
    PriceSourceFormat format = PriceSourceFormat::SkyPilot;
    std::string catalogVersion; ///< SkyPilot catalog schema directory ("v9"); empty for other files
    std::string provider;       ///< catalog provider of the file's offers (SkyPilot files do not say); for a
                                ///< Tunefit file empty = every provider in it

    bool operator==(const PriceSource&) const = default;
};

/// Whether `url` carries credentials ("http://user:pw@host/..."): they would be stored, printed and copied into
/// every offer's source. Refused by checkPriceSource; a stored one (from an older Tunefit) is refused before download.
bool urlHasCredentials(std::string_view url);
/// `url` with any credentials replaced by "***" ("http://***@host/..."), for messages and listings.
std::string redactedUrl(std::string_view url);

/// Why a source is not acceptable: an empty or duplicate name is the store's business; here the URL (http or https,
/// with a host, without credentials), the provider (known to `catalog`, required for SkyPilot files) and the version.
/// Empty = fine.
std::optional<Error> checkPriceSource(const PriceSource& source, const Catalog& catalog);

/// What came back from the server, recorded on every offer the file updates.
struct FetchedFile
{
    std::string url;       ///< the URL asked for (after redirects the server may have sent)
    std::string etag;      ///< the ETag header, empty when the server sent none
    std::string fetchedAt; ///< ISO 8601 UTC time the download finished, "2026-12-02T04:20:11Z"
};

enum class PriceChange
{
    New,       ///< in the source, not in the catalog
    Removed,   ///< in the catalog from this source, gone from the source
    PriceUp,   ///< on-demand price (spot when either has no on-demand price) went up
    PriceDown, ///< ... went down
    Unchanged, ///< same prices; date and origin are refreshed
    Conflict,  ///< the user edited or added the offer and the source says otherwise: kept unless taken row by row
};

/// "new", "removed", "price_up", "price_down", "unchanged", "conflict" (JSON keys).
std::string_view toString(PriceChange change);

/// Why a price a source sends is doubtful (priceDoubt): such a row is marked in every preview and written only when
/// the user takes it anyway (PriceUpdateRow::takeAnyway; the CLI's --take-doubtful-prices).
enum class PriceDoubt
{
    None,
    Zero,         ///< a price of 0: the offer would cost nothing and rank first, or drop out of plans
    Negative,     ///< below 0 (the importers refuse these; kept so the rule stands on its own)
    BelowFloor,   ///< under kPriceFloorUsdPerGpuHour per GPU-hour (1e-300 reads as $0.00 everywhere)
    AboveCeiling, ///< over kPriceCeilingUsdPerGpuHour per GPU-hour
    JumpUp,       ///< more than kPriceChangeFactor times the catalog's price
    JumpDown,     ///< less than 1/kPriceChangeFactor of the catalog's price
};
/// "zero", "negative", "below_floor", "above_ceiling", "jump_up", "jump_down"; "" for None (JSON keys).
std::string_view toString(PriceDoubt doubt);

/// The bounds of a believable price per GPU-hour, with a wide margin on both sides of the bundled catalog
/// (resources/catalog/offers.csv, December 2026): its cheapest is $0.0579 (Azure T4 spot) and its dearest $17.80
/// (AWS B300 on demand). A floor of $0.01 is below any rental of a GPU on record; a ceiling of $100 is over five
/// times the dearest. A change by more than a factor of 10 is beyond any published price cut or rise of a GPU
/// instance (the largest, AWS's P4/P5 cut of June 2025, was up to 45%): a source that does it has more likely changed
/// its units or columns than its prices.
inline constexpr double kPriceFloorUsdPerGpuHour = 0.01;
inline constexpr double kPriceCeilingUsdPerGpuHour = 100.0;
inline constexpr double kPriceChangeFactor = 10.0;

/// The first doubt about `after`'s prices (on demand, then spot), alone and against `before` (the catalog's offer,
/// when it has one): zero, negative, per GPU-hour below the floor or above the ceiling, or a change beyond the factor.
PriceDoubt priceDoubt(const std::optional<Offer>& before, const Offer& after);

/// One offer an update touches.
struct PriceUpdateRow
{
    PriceChange kind = PriceChange::New;
    std::string source;                  ///< PriceSource::name
    int line = 0;                        ///< line in the source file (0 for removed offers)
    std::optional<Offer> before;         ///< the catalog's offer (none for New)
    std::optional<Offer> after;          ///< the source's offer with its provenance (none for Removed)
    std::vector<Issue> warnings;         ///< the importer's warnings on the source's row
    bool userRow = false;                ///< `before` was edited or added by the user: never written unless takeSource
    bool takeSource = false;             ///< for a Conflict: the user chose the source's value
    PriceDoubt doubt = PriceDoubt::None; ///< why the source's price is doubtful; written only when takeAnyway
    bool takeAnyway = false;             ///< the user took a doubtful price anyway
};

/// The preview of an update: nothing is written until CatalogStore::applyPriceUpdate commits it in one transaction.
struct PriceUpdatePlan
{
    std::vector<PriceUpdateRow> rows;
    std::vector<Rejection> rejected;                  ///< source lines that cannot become offers
    std::vector<std::pair<int, std::string>> skipped; ///< source lines skipped on purpose ("cpu_only", ...)
    std::vector<std::string> sources;                 ///< names of the sources planned, in order
    std::string fetchedAt;                            ///< the newest FetchedFile::fetchedAt

    int count(PriceChange kind) const;
    /// Rows with a doubtful price the user has not taken (they are held back: the catalog keeps its row).
    int heldBack() const;
    /// Takes every doubtful price (the CLI's --take-doubtful-prices).
    void takeAllDoubtful();
    /// Rows the commit writes: every row but user rows not taken, conflicts not taken and doubtful prices not taken.
    bool writes(const PriceUpdateRow& row) const;
    /// Appends another source's plan.
    void append(PriceUpdatePlan&& other);
};

/// Whether `offer` came from `source`'s file: its recorded source is the file's URL, or (SkyPilot) it is a direct
/// offer of the source's provider read from the same cloud's vms.csv ("<cloud>/vms.csv" at the end of both URLs) in
/// any catalog version, commit or mirror (the bundled offers cite github.com/.../blob/<commit>/catalogs/v9/lambda/
/// vms.csv).
bool fromSource(const Offer& offer, const PriceSource& source);

/// The offers of `text` (read with the existing importers: SkyPilot's or the offers CSV) against `current`: new,
/// removed, price up or down, unchanged; a user-edited or user-added offer the source disagrees with is a Conflict.
/// Every source offer carries the fetch time (as its date), the URL and the ETag or catalog version.
/// Errors: the importers' file-level errors ("csv_malformed", "column_missing"), "no_offers_in_file" when it yields no
/// offer at all (a file of another kind, or an empty one: it would otherwise remove every offer of the source).
Result<PriceUpdatePlan> planPriceUpdate(const Catalog& current, const PriceSource& source, std::string_view text,
                                        const FetchedFile& fetched);

/// How old the catalog's prices are and where the newest came from, for the status bar and the report.
struct PriceAge
{
    std::string newest;      ///< ISO date of the newest dated offer; empty when none is dated
    std::string oldest;      ///< ISO date of the oldest dated offer
    int undated = 0;         ///< offers without a date
    int stale = 0;           ///< dated offers older than kStalePriceDays before `today`
    int offers = 0;          ///< all offers
    int newestAgeDays = -1;  ///< days from `newest` to `today`; -1 when unknown
    std::string lastUpdate;  ///< Catalog::lastPriceUpdate
    std::string lastSources; ///< Catalog::lastPriceUpdateSources
};
PriceAge priceAge(const Catalog& catalog, std::string_view today);

} // namespace tunefit

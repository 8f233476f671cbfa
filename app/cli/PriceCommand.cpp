// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit catalog sources | update: price sources and the update of the catalog's prices from them.
#include "cli/PriceCommand.h"

#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/OpenCatalog.h"
#include "present/CatalogWording.h"
#include "present/ErrorWording.h"
#include "present/PriceFetcher.h"
#include "present/PriceWording.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit catalog sources` and `tunefit catalog update`.
struct PriceCommand
{
    Q_DECLARE_TR_FUNCTIONS(PriceCommand)
};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

int usage(const QString& message)
{
    return usageError(message, QStringLiteral("catalog"));
}

int storeFailed(const Error& error)
{
    err() << present::errorSentence(error) << "\n";
    return catalogExitCode(error);
}

QString price(const std::optional<Offer>& offer)
{
    if (!offer)
        return QStringLiteral("-");
    if (offer->onDemandUsdPerHour)
        return present::hourlyPriceText(*offer->onDemandUsdPerHour);
    return offer->spotUsdPerHour ? PriceCommand::tr("%1 spot").arg(present::hourlyPriceText(*offer->spotUsdPerHour))
                                 : QStringLiteral("-");
}

QJsonValue jsonPrice(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject rowJson(const PriceUpdateRow& row)
{
    const Offer& offer = row.after ? *row.after : *row.before;
    QJsonObject object{
        {QStringLiteral("change"), qs(std::string(toString(row.kind)))},
        {QStringLiteral("source"), qs(row.source)},
        {QStringLiteral("line"), row.line},
        {QStringLiteral("provider"), qs(offer.provider)},
        {QStringLiteral("instance_type"), qs(offer.instanceType)},
        {QStringLiteral("gpu_name"), qs(offer.gpuName)},
        {QStringLiteral("gpu_count"), offer.gpuCount},
        {QStringLiteral("region"), qs(offer.region)},
    };
    if (row.doubt != PriceDoubt::None) {
        object.insert(QStringLiteral("doubt"), qs(std::string(toString(row.doubt))));
        object.insert(QStringLiteral("taken_anyway"), row.takeAnyway);
    }
    if (row.before) {
        object.insert(QStringLiteral("before_on_demand_usd_per_hour"), jsonPrice(row.before->onDemandUsdPerHour));
        object.insert(QStringLiteral("before_spot_usd_per_hour"), jsonPrice(row.before->spotUsdPerHour));
    }
    if (row.after) {
        object.insert(QStringLiteral("after_on_demand_usd_per_hour"), jsonPrice(row.after->onDemandUsdPerHour));
        object.insert(QStringLiteral("after_spot_usd_per_hour"), jsonPrice(row.after->spotUsdPerHour));
    }
    return object;
}

std::optional<PriceSource> findSource(const std::vector<PriceSource>& sources, const QString& name)
{
    for (const PriceSource& source : sources) {
        if (qs(source.name) == name)
            return source;
    }
    return std::nullopt;
}

/// catalog sources list: each source as a table row or a JSON object; URLs without their credentials.
int listSources(CatalogStore& store, bool json)
{
    const auto sources = store.priceSources();
    if (!sources)
        return storeFailed(sources.error());
    if (json) {
        QJsonArray array;
        for (const PriceSource& source : *sources)
            array.append(QJsonObject{{QStringLiteral("name"), qs(source.name)},
                                     {QStringLiteral("url"), qs(redactedUrl(source.url))},
                                     {QStringLiteral("format"), qs(std::string(toString(source.format)))},
                                     {QStringLiteral("catalog_version"), qs(source.catalogVersion)},
                                     {QStringLiteral("provider"), qs(source.provider)}});
        out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return kExitOk;
    }
    for (const PriceSource& source : *sources)
        out() << tableRow({{qs(source.name), -12},
                           {qs(std::string(toString(source.format))), -9},
                           {qs(source.catalogVersion), -4},
                           {qs(source.provider), -28},
                           {qs(redactedUrl(source.url)), 0}})
              << "\n";
    return kExitOk;
}

/// catalog sources add NAME URL: checked against the catalog (format, provider, URL) before it is saved.
int addSource(CatalogStore& store, const PriceCommandRequest& request)
{
    if (request.arguments.size() != 3)
        return usage(PriceCommand::tr("Give the source's name and URL: catalog sources add NAME URL --format "
                                      "skypilot|tunefit --provider PROVIDER."));
    const auto format = priceSourceFormatFrom(request.format.toStdString());
    if (!format)
        return usage(PriceCommand::tr("--format must be skypilot or tunefit."));
    const PriceSource source{request.arguments[1].toStdString(), request.arguments[2].toStdString(), *format,
                             request.version.toStdString(), request.provider.toStdString()};
    const auto catalog = store.load();
    if (!catalog)
        return storeFailed(catalog.error());
    if (const auto problem = checkPriceSource(source, *catalog)) {
        err() << present::errorSentence(*problem) << "\n";
        return kExitBadInput;
    }
    if (const auto saved = store.savePriceSource(source); !saved)
        return storeFailed(saved.error());
    out() << PriceCommand::tr("Price source %1 saved.").arg(qs(source.name)) << "\n";
    return kExitOk;
}

/// catalog sources remove NAME.
int removeSource(CatalogStore& store, const PriceCommandRequest& request)
{
    if (request.arguments.size() != 2)
        return usage(PriceCommand::tr("Name the source to remove."));
    if (const auto removed = store.removePriceSource(request.arguments[1].toStdString()); !removed) {
        if (removed.error().code == ErrorCode::NotFound) {
            err() << PriceCommand::tr("There is no price source \"%1\".").arg(request.arguments[1]) << "\n";
            return kExitBadInput;
        }
        return storeFailed(removed.error());
    }
    out() << PriceCommand::tr("Price source %1 removed.").arg(request.arguments[1]) << "\n";
    return kExitOk;
}

} // namespace

int runPriceSources(CatalogStore& store, const PriceCommandRequest& request)
{
    const QString action = request.arguments.value(0);
    if (action == QLatin1String("list") || action.isEmpty())
        return listSources(store, request.json);
    if (action == QLatin1String("add"))
        return addSource(store, request);
    if (action == QLatin1String("remove"))
        return removeSource(store, request);
    return usage(PriceCommand::tr("Unknown sources action \"%1\": use list, add or remove.").arg(action));
}

namespace {

/// The sources an update reads: those named with --source, else all; an exit code when one is unknown or none exist.
std::optional<int> chooseSources(CatalogStore& store, const PriceCommandRequest& request,
                                 std::vector<PriceSource>& chosen)
{
    const auto all = store.priceSources();
    if (!all)
        return storeFailed(all.error());
    for (const QString& name : request.sources) {
        const auto source = findSource(*all, name);
        if (!source) {
            err() << PriceCommand::tr("There is no price source \"%1\"; see 'tunefit catalog sources list'.").arg(name)
                  << "\n";
            return kExitBadInput;
        }
        chosen.push_back(*source);
    }
    if (request.sources.isEmpty())
        chosen = *all;
    if (chosen.empty())
        return usage(PriceCommand::tr("There are no price sources; add one with 'tunefit catalog sources add'."));
    return std::nullopt;
}

/// What reading the sources gave: the planned changes, each source's outcome, the failures and the worst exit code.
struct SourcesRead
{
    PriceUpdatePlan plan;
    QJsonArray sourcesJson;
    int failed = 0;
    int worst = kExitOk;
};

/// Downloads one source and plans its changes against the catalog; a failure is said and counted, never fatal.
void readSource(const PriceSource& source, const Catalog& current, const PriceCommandRequest& request,
                const PriceFetcher::Limits& limits, SourcesRead& read)
{
    QJsonObject sourceJson{{QStringLiteral("name"), qs(source.name)},
                           {QStringLiteral("url"), qs(redactedUrl(source.url))}};
    auto fail = [&](const Error& error, int code) {
        err() << PriceCommand::tr("%1: %2").arg(qs(source.name), present::errorSentence(error)) << "\n";
        sourceJson.insert(QStringLiteral("error"), qs(std::string(errorCodeKey(error.code))));
        sourceJson.insert(QStringLiteral("message"), present::errorSentence(error));
        ++read.failed;
        read.worst = std::max(read.worst, code);
    };
    // A source stored by an older Tunefit may carry a password: never sent, stored further or printed.
    const auto downloaded = urlHasCredentials(source.url)
                                ? Result<DownloadedPrices>(Error{ErrorCode::Unsupported, "url", "url_credentials"})
                                : PriceFetcher::fetch(source, limits);
    if (!downloaded && downloaded.error().code == ErrorCode::Unsupported) {
        fail(downloaded.error(), kExitBadInput);
    } else if (!downloaded) {
        fail(downloaded.error(), kExitFileError);
    } else if (auto planned = planPriceUpdate(current, source, downloaded->text, downloaded->file); !planned) {
        fail(planned.error(), kExitBadInput);
    } else {
        sourceJson.insert(QStringLiteral("etag"), qs(downloaded->file.etag));
        sourceJson.insert(QStringLiteral("fetched_at"), qs(downloaded->file.fetchedAt));
        sourceJson.insert(QStringLiteral("rejected"), qlonglong(planned->rejected.size()));
        if (!request.json)
            out() << PriceCommand::tr("%1: %Ln offers read from %2", nullptr,
                                      int(planned->rows.size() - size_t(planned->count(PriceChange::Removed))))
                         .arg(qs(source.name), qs(redactedUrl(source.url)))
                  << "\n";
        read.plan.append(std::move(planned.value()));
    }
    read.sourcesJson.append(sourceJson);
}

/// The update as --json writes it: each source, the counts of each kind of change and the changed rows.
void printUpdateJson(const SourcesRead& read, const PriceCommandRequest& request, int written)
{
    const PriceUpdatePlan& plan = read.plan;
    QJsonArray rows;
    for (const PriceUpdateRow& row : plan.rows) {
        if (row.kind != PriceChange::Unchanged)
            rows.append(rowJson(row));
    }
    const int up = plan.count(PriceChange::PriceUp);
    const int down = plan.count(PriceChange::PriceDown);
    const QJsonObject object{
        {QStringLiteral("sources"), read.sourcesJson},
        {QStringLiteral("new"), plan.count(PriceChange::New)},
        {QStringLiteral("removed"), plan.count(PriceChange::Removed)},
        {QStringLiteral("price_up"), up},
        {QStringLiteral("price_down"), down},
        {QStringLiteral("changed"), up + down},
        {QStringLiteral("kept"), plan.count(PriceChange::Unchanged)},
        {QStringLiteral("conflicts"), plan.count(PriceChange::Conflict)},
        {QStringLiteral("rejected"), qlonglong(plan.rejected.size())},
        {QStringLiteral("held_back"), plan.heldBack()},
        {QStringLiteral("dry_run"), request.dryRun},
        {QStringLiteral("written"), written},
        {QStringLiteral("rows"), rows},
    };
    out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

/// The counts of each kind of change in the user's number format.
void printUpdateCounts(const PriceUpdatePlan& plan)
{
    const QLocale locale;
    const int up = plan.count(PriceChange::PriceUp);
    const int down = plan.count(PriceChange::PriceDown);
    out() << PriceCommand::tr("New: %1, removed: %2, changed: %3 (price up %4, price down %5), kept: %6, your "
                              "prices kept against the source: %7, source lines not read: %8")
                 .arg(locale.toString(plan.count(PriceChange::New)), locale.toString(plan.count(PriceChange::Removed)),
                      locale.toString(up + down), locale.toString(up), locale.toString(down),
                      locale.toString(plan.count(PriceChange::Unchanged)),
                      locale.toString(plan.count(PriceChange::Conflict)),
                      locale.toString(qlonglong(plan.rejected.size())))
          << "\n";
}

/// The update as a table: the counts, each changed row, and what was (not) written and why.
void printUpdateTable(const SourcesRead& read, const PriceCommandRequest& request, int written)
{
    const PriceUpdatePlan& plan = read.plan;
    printUpdateCounts(plan);
    for (const PriceUpdateRow& row : plan.rows) {
        if (row.kind == PriceChange::Unchanged)
            continue;
        const Offer& offer = row.after ? *row.after : *row.before;
        out() << "  "
              << tableRow({{present::priceChangeName(row.kind), -36},
                           {qs(offer.provider) + QStringLiteral(" ") + qs(offer.instanceType), -40},
                           {qs(offer.region), -18},
                           {price(row.before), 10},
                           {QStringLiteral("->"), 0},
                           {price(row.after), 0}})
              << (row.doubt != PriceDoubt::None ? QStringLiteral("  ") + present::priceDoubtText(row.doubt) : QString())
              << "\n";
    }
    if (const int heldBack = plan.heldBack(); heldBack > 0)
        out() << PriceCommand::tr("%Ln offers with a doubtful price are held back (their old rows stay); "
                                  "--take-doubtful-prices writes them.",
                                  nullptr, heldBack)
              << "\n";
    if (read.failed > 0)
        out() << PriceCommand::tr("Nothing was written: %Ln sources could not be read.", nullptr, read.failed) << "\n";
    else if (request.dryRun)
        out() << PriceCommand::tr("Dry run: nothing was written.") << "\n";
    else
        out() << PriceCommand::tr("The update was written: %Ln offers.", nullptr, written) << "\n";
}

} // namespace

int runPriceUpdate(CatalogStore& store, const PriceCommandRequest& request)
{
    std::vector<PriceSource> chosen;
    if (const auto stop = chooseSources(store, request, chosen))
        return *stop;
    const auto current = store.load();
    if (!current)
        return storeFailed(current.error());
    PriceFetcher::Limits limits;
    limits.timeoutMs = request.timeoutSeconds * 1000;
    SourcesRead read;
    for (const PriceSource& source : chosen)
        readSource(source, *current, request, limits, read);
    if (request.takeDoubtful)
        read.plan.takeAllDoubtful();
    // Nothing is written unless every chosen source was read: a partial update would mix two dates silently.
    int written = 0;
    if (!request.dryRun && read.failed == 0 && !read.plan.rows.empty()) {
        const auto result = store.applyPriceUpdate(read.plan);
        if (!result) {
            err() << PriceCommand::tr("The update failed, nothing was changed: %1")
                         .arg(present::errorSentence(result.error()))
                  << "\n";
            return catalogExitCode(result.error());
        }
        written = *result;
    }
    if (request.json)
        printUpdateJson(read, request, written);
    else
        printUpdateTable(read, request, written);
    // Held-back rows are rows of the file not applied: the policy's negative answer (README, exit codes).
    return read.worst == kExitOk && read.plan.heldBack() > 0 ? kExitNegative : read.worst;
}

} // namespace tunefit::cli

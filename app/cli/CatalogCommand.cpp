// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit catalog list|import|export|reset: the local GPU, provider and offer catalog from the command line.
#include "cli/CatalogImport.h"
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/OpenCatalog.h"
#include "cli/PriceCommand.h"
#include "core/Units.h"
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/TextFields.h"
#include "core/io/Csv.h"
#include "core/plan/GpuSoftware.h"
#include "core/training/EnumKeys.h"
#include "present/CatalogWording.h"
#include "present/Format.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit catalog`.
struct CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCommand)
};

const QStringList kTables = {QStringLiteral("gpus"), QStringLiteral("providers"), QStringLiteral("offers")};

struct Filters
{
    QString gpu;
    QString provider;
    std::optional<double> maxPricePerGpuHour;
    std::optional<double> minMemoryGiB;
};

bool contains(const std::string& text, const QString& part)
{
    return part.isEmpty() || QString::fromStdString(text).contains(part, Qt::CaseInsensitive);
}

Catalog filtered(const Catalog& catalog, const Filters& filters)
{
    Catalog result;
    result.pricesAsOf = catalog.pricesAsOf;
    for (const Gpu& gpu : catalog.gpus) {
        if (contains(gpu.name, filters.gpu) && units::toGiB(memoryBytes(gpu)) >= filters.minMemoryGiB.value_or(0))
            result.gpus.push_back(gpu);
    }
    for (const Provider& provider : catalog.providers) {
        if (contains(provider.name, filters.provider))
            result.providers.push_back(provider);
    }
    for (const Offer& offer : catalog.offers) {
        const Gpu* gpu = findGpu(catalog, offer.gpuName);
        if (!contains(offer.gpuName, filters.gpu) || !contains(offer.provider, filters.provider))
            continue;
        if (filters.minMemoryGiB && (!gpu || units::toGiB(memoryBytes(*gpu)) < *filters.minMemoryGiB))
            continue;
        if (filters.maxPricePerGpuHour &&
            (!offer.onDemandUsdPerHour || *offer.onDemandUsdPerHour / offer.gpuCount > *filters.maxPricePerGpuHour))
            continue;
        result.offers.push_back(offer);
    }
    return result;
}

/// The table's CSV columns as JSON values: numbers and booleans typed, empty cells null.
template <class T>
QJsonArray toJson(const std::vector<T>& rows, const std::string& csvText, const std::set<std::string>& numeric,
                  const std::set<std::string>& booleans)
{
    const auto table = csv::parse(csvText);
    QJsonArray array;
    for (size_t r = 0; r < table->records.size(); ++r) {
        QJsonObject object;
        const auto& fields = table->records[r].fields;
        for (size_t c = 0; c < table->header.size() && c < fields.size(); ++c) {
            const std::string& name = table->header[c];
            const std::string& cell = fields[c];
            QJsonValue value = QString::fromStdString(cell);
            if (cell.empty() && (numeric.contains(name) || booleans.contains(name)))
                value = QJsonValue::Null;
            else if (numeric.contains(name))
                value = catalog_text::parseNumber(cell).value_or(0);
            else if (booleans.contains(name))
                value = catalog_text::parseBool(cell).value_or(false);
            object.insert(QString::fromStdString(name), value);
        }
        object.insert(QStringLiteral("origin"),
                      QString::fromStdString(std::string(catalog_text::toString(rows[r].origin))));
        array.append(object);
    }
    return array;
}

/// What the training software runs on the card (core/plan/GpuSoftware.h) with stable keys.
QJsonObject softwareJson(const Gpu& gpu)
{
    const GpuSoftware s = gpuSoftware(gpu);
    QJsonObject o;
    o[QStringLiteral("generation")] = QString::fromLatin1(gpuGenerationKey(s.generation));
    o[QStringLiteral("flash_attention_2")] = s.flashAttention2;
    o[QStringLiteral("flash_attention_3")] = s.flashAttention3;
    o[QStringLiteral("bitsandbytes")] = s.bitsAndBytes;
    QJsonArray recipes;
    for (LowPrecisionRecipe r : s.recipes)
        recipes.append(QString::fromLatin1(keyOf(lowPrecisionKeys(), r)));
    o[QStringLiteral("precision_recipes")] = recipes;
    return o;
}

QJsonArray gpusJson(const std::vector<Gpu>& gpus)
{
    QJsonArray rows =
        toJson(gpus, catalog_csv::writeGpus(gpus),
               {"memory_gb", "driver_memory_mib", "memory_bandwidth_gbps", "bf16_dense_tflops", "fp16_dense_tflops",
                "fp8_dense_tflops", "fp4_dense_tflops", "int8_dense_tops", "tf32_dense_tflops", "fp32_tflops",
                "interconnect_bw_gbps_per_gpu", "scale_up_domain_gpus", "tdp_w", "release_year"},
               {"supports_bf16", "supports_fp8"});
    for (qsizetype i = 0; i < rows.size() && size_t(i) < gpus.size(); ++i) {
        QJsonObject row = rows[i].toObject();
        row[QStringLiteral("software")] = softwareJson(gpus[size_t(i)]);
        rows[i] = row;
    }
    return rows;
}

QJsonArray providersJson(const std::vector<Provider>& providers)
{
    QJsonArray array = toJson(providers, catalog_csv::writeProviders(providers),
                              {"billing_minimum_seconds", "spot_interruptions_per_hour"}, {"spot_available"});
    for (qsizetype i = 0; i < array.size(); ++i) {
        const Provider& provider = providers[size_t(i)];
        QJsonObject object = array[i].toObject();
        auto number = [](const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); };
        object.insert(QStringLiteral("storage_text"), QString::fromStdString(provider.storageText));
        object.insert(QStringLiteral("storage_usd_per_gb_month"), number(provider.storageUsdPerGBMonth));
        object.insert(QStringLiteral("egress_text"), QString::fromStdString(provider.egressText));
        object.insert(QStringLiteral("egress_usd_per_gb"), number(provider.egressUsdPerGB));
        array[i] = object;
    }
    return array;
}

QJsonArray offersJson(const std::vector<Offer>& offers)
{
    return toJson(offers, catalog_csv::writeOffers(offers),
                  {"offer_id", "gpu_count", "vcpus", "ram_gb", "price_on_demand_usd_per_hour",
                   "price_spot_usd_per_hour", "price_on_demand_usd_per_gpu_hour", "price_spot_usd_per_gpu_hour"},
                  {});
}

QString money(const std::optional<double>& value)
{
    return value ? localNumber(*value, 3) : QStringLiteral("-");
}

/// A number as the catalog wrote it (no fixed decimals), in the language's locale.
QString plain(double value)
{
    return QLocale().toString(value, 'g', 6);
}

/// The capacity the fit rule uses, in GiB; "≈" marks the marketed-GB fallback of a card without a driver figure.
QString capacity(const Gpu& gpu)
{
    const QString gib = present::formatGiB(memoryBytes(gpu));
    return memoryIsEstimate(gpu) ? QStringLiteral("≈") + gib : gib;
}

QString origin(RowOrigin value)
{
    return QString::fromStdString(std::string(catalog_text::toString(value)));
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

/// What the training software runs on the card (core/plan/GpuSoftware.h), by the libraries' own names: FlashAttention
/// 2 and 3, bitsandbytes, and the strongest low-precision formats (FP8, MXFP8, NVFP4).
QString softwareCell(const Gpu& gpu)
{
    const GpuSoftware s = gpuSoftware(gpu);
    QStringList parts;
    if (s.flashAttention2)
        parts << QStringLiteral("FA2");
    if (s.flashAttention3)
        parts << QStringLiteral("FA3");
    if (s.bitsAndBytes)
        parts << QStringLiteral("bnb");
    const auto runs = [&](LowPrecisionRecipe r) {
        return std::find(s.recipes.begin(), s.recipes.end(), r) != s.recipes.end();
    };
    if (runs(LowPrecisionRecipe::TeFp8Current) || runs(LowPrecisionRecipe::TorchaoFp8Tensorwise))
        parts << QStringLiteral("FP8");
    if (runs(LowPrecisionRecipe::TeMxfp8))
        parts << QStringLiteral("MXFP8");
    if (runs(LowPrecisionRecipe::TeNvfp4))
        parts << QStringLiteral("NVFP4");
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char(' '));
}

void printGpus(const std::vector<Gpu>& gpus)
{
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                 .arg(CatalogCommand::tr("name"), -24)
                 .arg(CatalogCommand::tr("memory GiB"), 10)
                 .arg(CatalogCommand::tr("bf16 TFLOPS"), 12)
                 .arg(CatalogCommand::tr("BW GB/s", "memory bandwidth"), 8)
                 .arg(CatalogCommand::tr("software", "attention kernels, quantization library, FP8/FP4 formats"), -24)
                 .arg(CatalogCommand::tr("origin", "where the row comes from: built-in or user"));
    for (const Gpu& gpu : gpus) {
        out() << tableRow({{qs(gpu.name), -24},
                           {capacity(gpu), 10},
                           {gpu.bf16Tflops ? plain(*gpu.bf16Tflops) : QStringLiteral("-"), 12},
                           {plain(gpu.memoryBandwidthGBps), 8},
                           {softwareCell(gpu), -24},
                           {origin(gpu.origin), 0}})
              << "\n";
    }
}

/// Providers have no heading row: each cell names itself ("spot: yes", "egress: …").
void printProviders(const std::vector<Provider>& providers)
{
    for (const Provider& provider : providers) {
        out() << tableRow(
                     {{qs(provider.name), -28},
                      {QString::fromStdString(std::string(catalog_text::toString(provider.billingUnit))), -10},
                      {provider.spotAvailable ? CatalogCommand::tr("spot: yes") : CatalogCommand::tr("spot: no"), 0},
                      {CatalogCommand::tr("egress: %1", "USD per GB").arg(money(provider.egressUsdPerGB)), -14},
                      {origin(provider.origin), 0}})
              << "\n";
    }
}

void printOffers(const std::vector<Offer>& offers)
{
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                 .arg(CatalogCommand::tr("id"), 5)
                 .arg(CatalogCommand::tr("provider"), -16)
                 .arg(CatalogCommand::tr("instance"), -28)
                 .arg(CatalogCommand::tr("gpus"), -22)
                 .arg(CatalogCommand::tr("region"), -16)
                 .arg(CatalogCommand::tr("USD/h"), 9)
                 .arg(CatalogCommand::tr("USD/GPU-h"), 9)
                 .arg(CatalogCommand::tr("spot/h"), 9)
                 .arg(CatalogCommand::tr("as of"));
    for (const Offer& offer : offers) {
        const auto perGpu =
            offer.onDemandUsdPerHour ? std::optional(*offer.onDemandUsdPerHour / offer.gpuCount) : std::nullopt;
        out() << tableRow({{QString::number(offer.id), 5},
                           {qs(offer.provider), -16},
                           {qs(offer.instanceType), -28},
                           {QString::number(offer.gpuCount) + QStringLiteral("x ") + qs(offer.gpuName), -22},
                           {qs(offer.region), -16},
                           {money(offer.onDemandUsdPerHour), 9},
                           {money(perGpu), 9},
                           {money(offer.spotUsdPerHour), 9},
                           {offer.asOf.empty() ? CatalogCommand::tr("undated") : qs(offer.asOf), 0}})
              << "\n";
    }
}

void printTable(const QString& table, const Catalog& catalog)
{
    if (table == QLatin1String("gpus"))
        printGpus(catalog.gpus);
    else if (table == QLatin1String("providers"))
        printProviders(catalog.providers);
    else
        printOffers(catalog.offers);
}

int list(CatalogStore& store, const QString& table, const Filters& filters, bool json)
{
    const auto catalog = store.load();
    if (!catalog) {
        err() << present::errorSentence(catalog.error()) << "\n";
        return catalogExitCode(catalog.error());
    }
    const Catalog rows = filtered(*catalog, filters);
    if (json) {
        const QJsonArray array = table == QLatin1String("gpus")        ? gpusJson(rows.gpus)
                                 : table == QLatin1String("providers") ? providersJson(rows.providers)
                                                                       : offersJson(rows.offers);
        out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return kExitOk;
    }
    printTable(table, rows);
    return kExitOk;
}

int exportTable(CatalogStore& store, const QString& table, const QString& file)
{
    const auto catalog = store.load();
    if (!catalog) {
        err() << present::errorSentence(catalog.error()) << "\n";
        return catalogExitCode(catalog.error());
    }
    const std::string text = table == QLatin1String("gpus")        ? catalog_csv::writeGpus(catalog->gpus)
                             : table == QLatin1String("providers") ? catalog_csv::writeProviders(catalog->providers)
                                                                   : catalog_csv::writeOffers(catalog->offers);
    if (file.isEmpty() || file == QLatin1String("-")) {
        out() << QString::fromStdString(text);
        return kExitOk;
    }
    return writeTextFile(file, text) ? kExitOk : kExitFileError;
}

int reset(CatalogStore& store, bool keepUserRows)
{
    const auto written = store.resetToDefaults(bundledCatalog(), keepUserRows);
    if (!written) {
        err()
            << CatalogCommand::tr("Reset failed, nothing was changed: %1").arg(present::errorSentence(written.error()))
            << "\n";
        return catalogExitCode(written.error());
    }
    out() << (keepUserRows ? CatalogCommand::tr("The catalog was reset to the built-in defaults, keeping the rows "
                                                "you added.")
                           : CatalogCommand::tr("The catalog was reset to the built-in defaults."))
          << "\n";
    return kExitOk;
}

std::optional<double> numberOption(const QCommandLineParser& parser, const QString& name, bool* ok)
{
    if (!parser.isSet(name))
        return std::nullopt;
    const auto value = catalog_text::parseNumber(parser.value(name).toStdString());
    if (!value || *value < 0) {
        err() << CatalogCommand::tr("--%1 needs a number >= 0, not \"%2\"").arg(name, parser.value(name)) << "\n";
        *ok = false;
    }
    return value;
}

/// The options of `tunefit catalog`, in the order --help lists them.
QList<QCommandLineOption> catalogOptions()
{
    return {
        {QStringLiteral("catalog"),
         CatalogCommand::tr("Catalog database file, or a team catalog as postgresql://user@host:port/database "
                            "(default: the user's own)."),
         QStringLiteral("FILE")},
        {QStringLiteral("gpu"), CatalogCommand::tr("Only GPUs/offers whose GPU name contains TEXT."),
         QStringLiteral("TEXT")},
        {QStringLiteral("provider"),
         CatalogCommand::tr("list: only rows of providers whose name contains TEXT; "
                            "import --table skypilot: the provider the file belongs to."),
         QStringLiteral("NAME")},
        {QStringLiteral("max-price"), CatalogCommand::tr("Only offers with an on-demand price up to USD per GPU-hour."),
         QStringLiteral("USD")},
        {QStringLiteral("min-memory"),
         CatalogCommand::tr("Only GPUs (and their offers) with at least GiB of memory, as the driver reports it."),
         QStringLiteral("GiB")},
        {QStringLiteral("json"), CatalogCommand::tr("Print an array of JSON objects with the table's fields.")},
        {QStringLiteral("table"),
         CatalogCommand::tr("What the imported file holds: gpus, providers, offers or skypilot."),
         QStringLiteral("TABLE")},
        {QStringLiteral("all-regions"),
         CatalogCommand::tr("SkyPilot import: keep every region, not only the cheapest.")},
        {QStringLiteral("dry-run"), CatalogCommand::tr("Import: show the preview only.")},
        {QStringLiteral("skip-rejected"),
         CatalogCommand::tr("Import: commit the valid rows even when some are rejected.")},
        {QStringLiteral("today"),
         CatalogCommand::tr("Date for the stale-price check and SkyPilot rows (default: today)."),
         QStringLiteral("YYYY-MM-DD")},
        {QStringLiteral("out"), CatalogCommand::tr("Export: write to FILE instead of standard output."),
         QStringLiteral("FILE")},
        {QStringLiteral("keep-user-rows"), CatalogCommand::tr("Reset: keep the rows you added.")},
        {QStringLiteral("format"),
         CatalogCommand::tr("sources add: the file's format, skypilot (a SkyPilot vms.csv) or tunefit (offers CSV)."),
         QStringLiteral("FORMAT")},
        {QStringLiteral("catalog-version"),
         CatalogCommand::tr("sources add: the SkyPilot catalog version of the file, e.g. v9."), QStringLiteral("V")},
        {QStringLiteral("source"),
         CatalogCommand::tr("update: read only this price source (may be repeated; default: all)."),
         QStringLiteral("NAME")},
        {QStringLiteral("timeout"), CatalogCommand::tr("update: give up on a source after SECONDS (default 60)."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("take-doubtful-prices"),
         CatalogCommand::tr("update: write doubtful prices too (zero, under 0.01 or over 100 USD per GPU-hour, or "
                            "changed by more than 10 times).")},
    };
}

/// Prints a usage mistake with the pointer to --help; bad input.
int badCatalogInput(const QString& message)
{
    return usageError(message, QStringLiteral("catalog"));
}

/// What `catalog import` is asked: the file, its table, the provider of a SkyPilot file and how to commit.
CatalogImportRequest importRequest(const QCommandLineParser& parser, const QString& target, const QString& today)
{
    return {target,
            parser.value(QStringLiteral("table")),
            parser.value(QStringLiteral("provider")),
            parser.isSet(QStringLiteral("all-regions")),
            parser.isSet(QStringLiteral("dry-run")),
            parser.isSet(QStringLiteral("skip-rejected")),
            today};
}

/// The mistake in an import request, if any, in the order a user meets them.
std::optional<QString> importMistake(const CatalogImportRequest& request)
{
    if (request.file.isEmpty())
        return CatalogCommand::tr("Name the file to import.");
    if (!kTables.contains(request.table) && request.table != QLatin1String("skypilot"))
        return CatalogCommand::tr("--table must be gpus, providers, offers or skypilot.");
    if (request.table == QLatin1String("skypilot") && request.provider.isEmpty())
        return CatalogCommand::tr("A SkyPilot file does not name its cloud: add --provider NAME (e.g. Lambda).");
    return std::nullopt;
}

/// The mistake in the action and its words, if any; checked before the catalog opens, so a typo changes nothing.
std::optional<QString> actionMistake(const QString& action, const QStringList& positional,
                                     const CatalogImportRequest& request)
{
    const QString target = positional.value(1);
    if (action == QLatin1String("list") || action == QLatin1String("export")) {
        if (!kTables.contains(target))
            return CatalogCommand::tr("Name a table: gpus, providers or offers.");
    } else if (action == QLatin1String("import")) {
        return importMistake(request);
    } else if (action == QLatin1String("sources") || action == QLatin1String("update")) {
        if (action == QLatin1String("update") && positional.size() > 1)
            return CatalogCommand::tr("Name price sources with --source NAME.");
    } else if (action == QLatin1String("reset")) {
        // A reset discards edits: a stray word after it is a mistyped command, not a reset.
        if (positional.size() > 1)
            return CatalogCommand::tr("reset takes no argument; unexpected \"%1\".")
                .arg(present::boundedEcho(positional.at(1)));
    } else {
        return action.isEmpty() ? CatalogCommand::tr("Name an action: list, import, export, reset, sources or update.")
                                : CatalogCommand::tr("Unknown action \"%1\".").arg(action);
    }
    return std::nullopt;
}

/// --timeout in seconds (1 to 3600, default 60); none when it is not such a number.
std::optional<int> timeoutOption(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("timeout")))
        return 60;
    const auto seconds = catalog_text::parseInteger(parser.value(QStringLiteral("timeout")).toStdString());
    if (!seconds || *seconds < 1 || *seconds > 3600)
        return std::nullopt;
    return int(*seconds);
}

/// Runs a checked action on the opened catalog.
int runCatalogAction(CatalogStore& store, const QCommandLineParser& parser, const QStringList& positional,
                     const Filters& filters, const CatalogImportRequest& request, int timeoutSeconds)
{
    const QString action = positional.value(0);
    const QString target = positional.value(1);
    if (action == QLatin1String("list"))
        return list(store, target, filters, parser.isSet(QStringLiteral("json")));
    if (action == QLatin1String("export"))
        return exportTable(store, target, parser.value(QStringLiteral("out")));
    if (action == QLatin1String("import"))
        return importIntoCatalog(store, request);
    if (action == QLatin1String("sources") || action == QLatin1String("update")) {
        PriceCommandRequest prices{positional.mid(1),
                                   parser.value(QStringLiteral("format")),
                                   parser.value(QStringLiteral("provider")),
                                   parser.value(QStringLiteral("catalog-version")),
                                   parser.values(QStringLiteral("source")),
                                   parser.isSet(QStringLiteral("dry-run")),
                                   parser.isSet(QStringLiteral("json")),
                                   timeoutSeconds,
                                   parser.isSet(QStringLiteral("take-doubtful-prices"))};
        return action == QLatin1String("sources") ? runPriceSources(store, prices) : runPriceUpdate(store, prices);
    }
    return reset(store, parser.isSet(QStringLiteral("keep-user-rows")));
}

} // namespace

int runCatalog(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CatalogCommand::tr(
        "The local catalog of GPUs, cloud providers and priced offers.\n\n"
        "  catalog list gpus|providers|offers [--gpu TEXT] [--provider TEXT] [--max-price USD] [--min-memory GiB] "
        "[--json]\n"
        "  catalog import FILE --table gpus|providers|offers|skypilot [--provider NAME] [--all-regions] [--dry-run]\n"
        "  catalog export gpus|providers|offers [--out FILE]\n"
        "  catalog reset [--keep-user-rows]\n"
        "  catalog sources list|add NAME URL --format skypilot|tunefit --provider PROVIDER [--catalog-version V]"
        "|remove NAME\n"
        "  catalog update [--source NAME]... [--dry-run] [--take-doubtful-prices] [--json] [--timeout SECONDS]"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("action"),
                                 CatalogCommand::tr("list, import, export, reset, sources or update"));
    parser.addOptions(catalogOptions());
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    bool ok = true;
    Filters filters{parser.value(QStringLiteral("gpu")), parser.value(QStringLiteral("provider")),
                    numberOption(parser, QStringLiteral("max-price"), &ok),
                    numberOption(parser, QStringLiteral("min-memory"), &ok)};
    if (!ok)
        return kExitBadInput;
    const QString today = parser.isSet(QStringLiteral("today")) ? parser.value(QStringLiteral("today"))
                                                                : QDate::currentDate().toString(Qt::ISODate);
    if (!catalog_text::isIsoDate(today.toStdString()))
        return badCatalogInput(CatalogCommand::tr("--today needs a date written YYYY-MM-DD."));
    CatalogImportRequest request;
    if (action == QLatin1String("import"))
        request = importRequest(parser, positional.value(1), today);
    if (const auto mistake = actionMistake(action, positional, request))
        return badCatalogInput(*mistake);
    const std::optional<int> timeoutSeconds = timeoutOption(parser);
    if (!timeoutSeconds)
        return badCatalogInput(CatalogCommand::tr("--timeout needs a whole number of seconds from 1 to 3600."));

    const auto location =
        catalogLocation(parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog")) : QString());
    if (!location)
        return catalogExitCode(location.error());
    CatalogStore store(*location);
    if (const auto opened = openCatalog(store); !opened)
        return catalogExitCode(opened.error());
    return runCatalogAction(store, parser, positional, filters, request, *timeoutSeconds);
}

} // namespace tunefit::cli

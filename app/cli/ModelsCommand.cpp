// SPDX-License-Identifier: GPL-3.0-or-later
// tunefit models list|add|remove|fetch: the model library (issue 28), the bundled presets and the user's entries kept
// in the catalog.
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/OpenCatalog.h"
#include "core/catalog/CatalogStore.h"
#include "core/catalog/ModelFiles.h"
#include "core/catalog/TextFields.h"
#include "core/model/Presets.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/HubModelFetcher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit models`.
struct ModelsCommand
{
    Q_DECLARE_TR_FUNCTIONS(ModelsCommand)
};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

int usage(const QString& message)
{
    return usageError(message, QStringLiteral("models"));
}

/// The count shown for an entry: the published (or safetensors) figure, else the one Tunefit counts from the config.
std::optional<double> paramsB(const ModelPreset& preset)
{
    if (preset.spec.publishedParamsB > 0)
        return preset.spec.publishedParamsB;
    const double counted = totalParametersUnchecked(preset.spec);
    return counted > 0 ? std::optional(counted / 1e9) : std::nullopt;
}

/// One line of the list: bundled and user entries alike, and a user entry whose config no longer reads.
struct Row
{
    QString id, hubId, family, origin, source, problem;
    std::optional<double> paramsB;
};

std::vector<Row> rows(const Catalog& catalog)
{
    std::vector<Row> result;
    const auto add = [&](const ModelPreset& preset, const QString& origin) {
        result.push_back(
            {qs(preset.id), qs(preset.hfRepo), qs(preset.family), origin, qs(preset.source), {}, paramsB(preset)});
    };
    for (const ModelPreset& preset : modelPresets())
        add(preset, QStringLiteral("bundled"));
    for (const ModelPreset& preset : catalog.models)
        add(preset, QStringLiteral("user"));
    for (const ModelEntryProblem& problem : catalog.modelProblems) {
        const auto entry = std::ranges::find(catalog.modelEntries, problem.id, &ModelEntry::id);
        Row row{qs(problem.id), {}, {}, QStringLiteral("user"), {}, present::errorSentence(problem.error), {}};
        if (entry != catalog.modelEntries.end()) {
            row.hubId = qs(entry->hubId);
            row.family = qs(entry->family);
            row.source = qs(entry->source);
        }
        result.push_back(std::move(row));
    }
    return result;
}

void printListJson(const std::vector<Row>& all)
{
    QJsonArray array;
    for (const Row& row : all) {
        QJsonObject object{{QStringLiteral("id"), row.id},
                           {QStringLiteral("hub_id"), row.hubId},
                           {QStringLiteral("family"), row.family},
                           {QStringLiteral("origin"), row.origin},
                           {QStringLiteral("source"), row.source}};
        object.insert(QStringLiteral("params_b"), row.paramsB ? QJsonValue(*row.paramsB) : QJsonValue());
        if (!row.problem.isEmpty())
            object.insert(QStringLiteral("problem"), row.problem);
        array.append(object);
    }
    out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

void printListTable(const std::vector<Row>& all)
{
    out() << tableRow({{ModelsCommand::tr("id"), -28},
                       {ModelsCommand::tr("Hub id"), -40},
                       {ModelsCommand::tr("family"), -16},
                       {ModelsCommand::tr("params B"), 9},
                       {ModelsCommand::tr("origin", "bundled or user"), -8},
                       {ModelsCommand::tr("source"), 0}})
          << "\n";
    for (const Row& row : all) {
        const QString origin =
            row.origin == QLatin1String("user") ? ModelsCommand::tr("user") : ModelsCommand::tr("bundled");
        const QString count = row.paramsB ? localNumber(*row.paramsB, 2) : QStringLiteral("-");
        const QString source =
            row.problem.isEmpty() ? row.source : ModelsCommand::tr("unreadable: %1").arg(row.problem);
        out() << tableRow({{present::boundedEcho(row.id), -28},
                           {present::boundedEcho(row.hubId), -40},
                           {present::boundedEcho(row.family), -16},
                           {count, 9},
                           {origin, -8},
                           {present::boundedEcho(source), 0}})
              << "\n";
    }
}

int list(const QString& catalogPath, bool json)
{
    const auto catalog = loadCatalogToRead(catalogPath);
    if (!catalog)
        return catalogExitCode(catalog.error());
    if (json)
        printListJson(rows(*catalog));
    else
        printListTable(rows(*catalog));
    return kExitOk;
}

/// Why an entry may not take this id: a bundled preset answers to it already (its id or Hub id).
std::optional<QString> bundledClash(const ModelEntry& entry)
{
    if (const ModelPreset* preset = findPreset(entry.id))
        return ModelsCommand::tr("\"%1\" is the built-in model %2; give the entry another name with --id.")
            .arg(present::boundedEcho(qs(entry.id)), qs(preset->id));
    return std::nullopt;
}

int exitCodeOf(const Error& error)
{
    switch (error.code) {
    case ErrorCode::CannotOpen:
    case ErrorCode::CannotRead:
    case ErrorCode::HubNotFound:
    case ErrorCode::HubGated:
    case ErrorCode::DownloadFailed:
    case ErrorCode::DownloadTimedOut:
    case ErrorCode::DownloadCancelled:
        return kExitFileError;
    default:
        return kExitBadInput;
    }
}

/// Writes the entries in one transaction and says what was written.
int save(CatalogStore& store, const std::vector<ModelEntry>& entries)
{
    const auto written = store.saveModels(entries);
    if (!written) {
        err() << ModelsCommand::tr("Nothing was added: %1").arg(present::errorSentence(written.error())) << "\n";
        // The store's refusals (busy, read-only, a conflict, offline) are the catalog's; the rest is the entry's.
        const ErrorCode code = written.error().code;
        const bool store = code >= ErrorCode::SchemaTooNew && code <= ErrorCode::TeamOffline;
        return store ? catalogExitCode(written.error()) : int(kExitBadInput);
    }
    for (const ModelEntry& entry : entries)
        out() << ModelsCommand::tr("Added %1 (%2).").arg(qs(entry.id), qs(entry.source)) << "\n";
    return kExitOk;
}

int add(CatalogStore& store, const QString& path, const ModelFileOptions& options)
{
    const auto read = modelEntriesFromPath(path, options);
    if (!read) {
        err() << ModelsCommand::tr("%1: %2").arg(present::boundedEcho(path), present::errorSentence(read.error()))
              << "\n";
        return exitCodeOf(read.error());
    }
    for (const SkippedModelFile& skipped : read->skipped)
        err() << ModelsCommand::tr("Skipped %1: %2")
                     .arg(present::boundedEcho(skipped.path), present::errorSentence(skipped.error))
              << "\n";
    for (const ModelEntry& entry : read->entries) {
        if (const auto clash = bundledClash(entry)) {
            err() << *clash << "\n";
            return kExitBadInput;
        }
    }
    if (read->entries.empty())
        return kExitNegative;
    const int saved = save(store, read->entries);
    return saved == kExitOk && !read->skipped.empty() ? int(kExitNegative) : saved;
}

int remove(CatalogStore& store, const QString& id)
{
    const auto removed = store.removeModel(id.toStdString());
    if (removed) {
        out() << ModelsCommand::tr("Removed %1.").arg(present::boundedEcho(id)) << "\n";
        return kExitOk;
    }
    if (removed.error().code != ErrorCode::NotFound) {
        err() << ModelsCommand::tr("Nothing was removed: %1").arg(present::errorSentence(removed.error())) << "\n";
        return catalogExitCode(removed.error());
    }
    if (findPreset(id.toStdString()))
        return usage(ModelsCommand::tr("%1 is a built-in model; only your own entries can be removed.")
                         .arg(present::boundedEcho(id)));
    return usage(ModelsCommand::tr("The model library has no entry \"%1\".").arg(present::boundedEcho(id)));
}

int fetch(CatalogStore& store, const QString& hubId, const ModelFileOptions& options, int timeoutSeconds)
{
    if (!HubModelFetcher::isHubId(hubId))
        return usage(ModelsCommand::tr("\"%1\" is not a Hugging Face model id (organisation/name, e.g. "
                                       "Qwen/Qwen3-8B).")
                         .arg(present::boundedEcho(hubId)));
    HubModelFetcher::Limits limits;
    limits.timeoutMs = timeoutSeconds * 1000;
    err() << ModelsCommand::tr("Fetching the config.json of %1 from %2 …")
                 .arg(hubId, HubModelFetcher::baseUrl().toString(QUrl::RemoveUserInfo))
          << "\n";
    auto fetched = HubModelFetcher::fetch(hubId, qs(options.today), limits);
    if (!fetched) {
        err() << ModelsCommand::tr("%1: %2").arg(hubId, present::errorSentence(fetched.error())) << "\n";
        return exitCodeOf(fetched.error());
    }
    ModelEntry entry = *fetched;
    if (!options.id.empty())
        entry.id = options.id;
    entry.family = options.family;
    if (const auto clash = bundledClash(entry)) {
        err() << *clash << "\n";
        return kExitBadInput;
    }
    return save(store, {entry});
}

/// The description (with the exit codes), the actions and the options of `tunefit models`.
void setUpParser(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        ModelsCommand::tr("The model library: the built-in models and your own entries, kept in the catalog.\n\n"
                          "  models list [--json]\n"
                          "  models add FILE|FOLDER [--id ID] [--family FAMILY]\n"
                          "  models remove ID\n"
                          "  models fetch HUB_ID [--id ID] [--family FAMILY] [--timeout SECONDS]\n\n"
                          "fetch is the only command that goes online: it downloads the model's config.json from the "
                          "Hugging Face Hub "
                          "($HF_ENDPOINT when set), with the token of $HF_TOKEN or huggingface-cli's token file for "
                          "gated models.\n\n") +
        exitCodeHelp());
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("action"), ModelsCommand::tr("list, add, remove or fetch"));
    parser.addOptions({
        catalogOption(),
        {QStringLiteral("json"), ModelsCommand::tr("list: print an array of JSON objects.")},
        {QStringLiteral("id"), ModelsCommand::tr("add, fetch: the entry's name (default: its Hub id or folder name)."),
         QStringLiteral("ID")},
        {QStringLiteral("family"), ModelsCommand::tr("add, fetch: the model family, e.g. Qwen3."),
         QStringLiteral("FAMILY")},
        {QStringLiteral("timeout"), ModelsCommand::tr("fetch: give up after SECONDS (default 30)."),
         QStringLiteral("SECONDS")},
    });
}

/// The action and its one argument (list takes none); the usage exit code when either is missing, unknown or extra.
std::optional<int> actionMistake(const QStringList& positional)
{
    const QString action = positional.value(0);
    const qsizetype wanted = action == QLatin1String("list") ? 1 : 2;
    if (action != QLatin1String("list") && action != QLatin1String("add") && action != QLatin1String("remove") &&
        action != QLatin1String("fetch"))
        return usage(action.isEmpty() ? ModelsCommand::tr("Name an action: list, add, remove or fetch.")
                                      : ModelsCommand::tr("Unknown action \"%1\".").arg(present::boundedEcho(action)));
    if (positional.size() != wanted)
        return usage(positional.size() < wanted
                         ? ModelsCommand::tr("%1 needs one argument.").arg(action)
                         : ModelsCommand::tr("Unexpected \"%1\".").arg(present::boundedEcho(positional.at(wanted))));
    return std::nullopt;
}

/// --timeout: 1 to 600 seconds (timeoutSeconds is left as it is when not given); the usage exit code when out of range.
std::optional<int> readTimeout(const QCommandLineParser& parser, int& timeoutSeconds)
{
    if (!parser.isSet(QStringLiteral("timeout")))
        return std::nullopt;
    const auto seconds = catalog_text::parseInteger(parser.value(QStringLiteral("timeout")).toStdString());
    if (!seconds || *seconds < 1 || *seconds > 600)
        return usage(ModelsCommand::tr("--timeout needs a whole number of seconds from 1 to 600."));
    timeoutSeconds = *seconds;
    return std::nullopt;
}

/// add, remove and fetch write the user's entries, so they open the catalog's store (list only reads it).
int runStoreAction(const QCommandLineParser& parser, const QStringList& positional, const QString& catalogPath)
{
    const ModelFileOptions options{parser.value(QStringLiteral("id")).toStdString(),
                                   parser.value(QStringLiteral("family")).toStdString(),
                                   QDate::currentDate().toString(Qt::ISODate).toStdString()};
    int timeoutSeconds = 30;
    if (const auto stop = readTimeout(parser, timeoutSeconds))
        return *stop;
    const auto location = catalogLocation(catalogPath);
    if (!location)
        return catalogExitCode(location.error());
    CatalogStore store(*location);
    if (const auto opened = openCatalog(store); !opened)
        return catalogExitCode(opened.error());
    const QString& action = positional.front();
    if (action == QLatin1String("add"))
        return add(store, positional.at(1), options);
    if (action == QLatin1String("remove"))
        return remove(store, positional.at(1));
    return fetch(store, positional.at(1), options, timeoutSeconds);
}

} // namespace

int runModels(const QStringList& arguments)
{
    QCommandLineParser parser;
    setUpParser(parser);
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    if (const auto stop = actionMistake(positional))
        return *stop;
    const QString catalogPath =
        parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog")) : QString();
    if (positional.front() == QLatin1String("list"))
        return list(catalogPath, parser.isSet(QStringLiteral("json")));
    return runStoreAction(parser, positional, catalogPath);
}

} // namespace tunefit::cli

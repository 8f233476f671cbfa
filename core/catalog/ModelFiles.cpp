// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/ModelFiles.h"

#include "core/import/ModelLocator.h"
#include "core/model/HfConfigImport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <filesystem>
#include <system_error>

namespace tunefit {

namespace {

/// Where links may lead: the named folder, or for a snapshot of the Hugging Face cache
/// (models--ORG--NAME/snapshots/REVISION, whose files are links into models--ORG--NAME/blobs) its repository folder.
struct Bounds
{
    QString root;       ///< canonical path of the named folder
    QString allowed;    ///< canonical path links may lead into
    QString cacheHubId; ///< "ORG/NAME" when the root is a cache snapshot
};

/// Whether the path itself is a link (lstat), also a dangling or looping one, which QFileInfo may not tell.
bool isLink(const QString& path)
{
    std::error_code error;
    return std::filesystem::is_symlink(std::filesystem::symlink_status(QFile::encodeName(path).toStdString(), error));
}

bool inside(const QString& canonical, const QString& folder)
{
    return !canonical.isEmpty() && (canonical == folder || canonical.startsWith(folder + QLatin1Char('/')));
}

Bounds boundsOf(const QString& canonicalRoot)
{
    Bounds bounds{canonicalRoot, canonicalRoot, {}};
    QDir dir(canonicalRoot);
    if (!dir.cdUp() || dir.dirName() != QLatin1String("snapshots") || !dir.cdUp())
        return bounds;
    const QString repo = dir.dirName();
    static const QRegularExpression cacheName(QStringLiteral("^models--([^/]+?)--(.+)$"));
    if (const auto match = cacheName.match(repo); match.hasMatch()) {
        bounds.allowed = dir.absolutePath();
        bounds.cacheHubId =
            match.captured(1) + QLatin1Char('/') + match.captured(2).replace(QLatin1String("--"), QLatin1String("/"));
    }
    return bounds;
}

Error refused(const QString& path, const char* why)
{
    return Error{ErrorCode::IncludeRefused, path.left(240).toStdString(), why};
}

/// The whole of a config file, checked: a plain file (links only into the allowed folder), at most
/// kMaxModelConfigBytes (also when it grows while being read).
Result<QByteArray> readConfigFile(const QString& path, const QString& allowed)
{
    const QFileInfo info(path);
    if (isLink(path)) {
        const QString target = info.canonicalFilePath();
        if (target.isEmpty() || !QFileInfo::exists(target)) // a dangling link, or a loop
            return refused(path, "a link that leads nowhere or in a loop");
        if (!allowed.isEmpty() && !inside(target, allowed))
            return refused(path, "a link to a file outside the folder");
    }
    if (!info.exists())
        return Error{ErrorCode::CannotOpen, path.toStdString(), "no such file"};
    if (!info.isFile()) // a folder, a FIFO or a device: reading could block or never end
        return refused(path, "not a plain file");
    if (info.size() > kMaxModelConfigBytes)
        return Error{ErrorCode::FileTooLarge, path.toStdString(), std::to_string(info.size()) + " bytes"};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::CannotOpen, path.toStdString(), file.errorString().toStdString()};
    const QByteArray data = file.read(kMaxModelConfigBytes + 1);
    if (data.size() > kMaxModelConfigBytes)
        return Error{ErrorCode::FileTooLarge, path.toStdString(), "over " + std::to_string(kMaxModelConfigBytes)};
    return data;
}

/// The exact count from the folder's safetensors headers, in billions; nullopt when there are none, one is a link
/// out of the allowed folder, or a header does not read (a partial download: the config alone still describes it).
std::optional<double> safetensorsBillions(const QString& folder, const QString& allowed)
{
    QDirIterator files(folder, {QStringLiteral("*.safetensors"), QStringLiteral("*.safetensors.index.json")},
                       QDir::Files | QDir::System);
    for (int n = 0; files.hasNext() && n < kMaxModelWalkEntries; ++n) {
        const QFileInfo info(files.next());
        if (isLink(info.filePath()) && !inside(info.canonicalFilePath(), allowed))
            return std::nullopt;
        if (!info.isFile())
            return std::nullopt;
    }
    const auto counted = import::safetensorsParameters(QFile::encodeName(folder).toStdString());
    if (!counted || !*counted || (*counted)->first <= 0)
        return std::nullopt;
    return double((*counted)->first) / 1e9;
}

/// The name a config file stands for when it names no Hub id: its folder for "config.json", else the file name
/// less "config.json" and the separator before it ("qwen3-8b-config.json" -> "qwen3-8b").
QString nameFromFile(const QFileInfo& file)
{
    QString name = file.fileName();
    if (name.compare(QLatin1String("config.json"), Qt::CaseInsensitive) == 0)
        return file.absoluteDir().dirName();
    if (name.endsWith(QLatin1String("config.json"), Qt::CaseInsensitive))
        name.chop(int(qstrlen("config.json")));
    else if (name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        name.chop(int(qstrlen(".json")));
    while (name.endsWith(QLatin1Char('-')) || name.endsWith(QLatin1Char('_')) || name.endsWith(QLatin1Char('.')))
        name.chop(1);
    return name.isEmpty() ? file.absoluteDir().dirName() : name;
}

Result<ModelEntry> entryFromFile(const QString& path, const QString& fallbackName, const Bounds& bounds,
                                 const ModelFileOptions& options, const QString& modelFolder)
{
    auto data = readConfigFile(path, bounds.allowed);
    if (!data)
        return data.error();
    ModelEntry entry;
    entry.configJson = data->toStdString();
    entry.hubId = hubIdFromConfig(entry.configJson);
    if (entry.hubId.empty())
        entry.hubId = fallbackName.toStdString();
    entry.id = options.id.empty() ? entry.hubId : options.id;
    entry.family = options.family;
    entry.source = QFileInfo(path).absoluteFilePath().toStdString();
    entry.sourceDate = options.today;
    if (!modelFolder.isEmpty())
        entry.publishedParamsB = safetensorsBillions(modelFolder, bounds.allowed);
    if (auto error = validateModelEntry(entry)) {
        if (error->field.empty() || error->field == "config_json")
            error->field = path.left(240).toStdString();
        return *error;
    }
    return entry;
}

/// Configs in a folder of model folders or of *config.json files that are no model's (a tokenizer's, a
/// generation's): passed over without a word.
bool isCompanionConfig(const QString& name)
{
    static const QStringList kCompanions = {
        QStringLiteral("tokenizer_config.json"),    QStringLiteral("generation_config.json"),
        QStringLiteral("preprocessor_config.json"), QStringLiteral("processor_config.json"),
        QStringLiteral("adapter_config.json"),      QStringLiteral("sentence_bert_config.json"),
        QStringLiteral("quantize_config.json"),     QStringLiteral("quantization_config.json"),
    };
    return kCompanions.contains(name.toLower());
}

/// One level of a folder: model folders (with config.json) and *config.json files.
Result<ModelFileReport> walkFolder(const Bounds& bounds, const ModelFileOptions& options)
{
    ModelFileReport report;
    QDirIterator it(bounds.root, QDir::Dirs | QDir::Files | QDir::System | QDir::NoDotAndDotDot);
    QStringList children;
    while (it.hasNext()) {
        if (children.size() >= kMaxModelWalkEntries)
            return Error{ErrorCode::OutOfRange, bounds.root.left(240).toStdString(), "more entries",
                         AllowedRange{0, double(kMaxModelWalkEntries)}};
        children << it.next();
    }
    children.sort();
    for (const QString& child : children) {
        const QFileInfo info(child);
        if (isLink(child) && !inside(info.canonicalFilePath(), bounds.allowed)) {
            report.skipped.push_back({child, refused(child, "a link that leads outside the folder or in a loop")});
            continue;
        }
        Result<ModelEntry> entry = Error{ErrorCode::Empty, {}, {}};
        if (info.isDir() && QFileInfo(child + QLatin1String("/config.json")).exists())
            entry = entryFromFile(child + QLatin1String("/config.json"), info.fileName(), bounds, options, child);
        else if (!info.isDir() && info.fileName().endsWith(QLatin1String("config.json"), Qt::CaseInsensitive) &&
                 !isCompanionConfig(info.fileName()))
            entry = entryFromFile(child, nameFromFile(info), bounds, options, {});
        else
            continue;
        if (entry)
            report.entries.push_back(std::move(*entry));
        else
            report.skipped.push_back({child, entry.error()});
        if (int(report.entries.size() + report.skipped.size()) > kMaxModelsPerImport)
            return Error{ErrorCode::OutOfRange, bounds.root.left(240).toStdString(), "more models",
                         AllowedRange{1, double(kMaxModelsPerImport)}};
    }
    if (report.entries.empty() && report.skipped.empty())
        return Error{ErrorCode::Empty, bounds.root.left(240).toStdString(), "no config.json"};
    return report;
}

} // namespace

Result<QByteArray> readModelConfigFile(const QString& path)
{
    return readConfigFile(path, QString());
}

std::string hubIdFromConfig(const std::string& configJson)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(configJson));
    const QString name = doc.object().value(QStringLiteral("_name_or_path")).toString();
    // The Hub's rule for repository names (org/name, letters, digits, '-', '_', '.'); a local path ("/data/m",
    // "./m", "C:\m") names no Hub id.
    static const QRegularExpression hubId(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,95}(/[A-Za-z0-9][A-Za-z0-9._-]{0,95})?$"));
    if (!hubId.match(name).hasMatch() || name.contains(QLatin1String("..")))
        return {};
    return name.toStdString();
}

Result<ModelFileReport> modelEntriesFromPath(const QString& path, const ModelFileOptions& options)
{
    const QFileInfo info(path);
    if (!info.exists() && !isLink(path))
        return Error{ErrorCode::CannotOpen, path.left(240).toStdString(), "no such file or folder"};
    ModelFileReport report;
    if (!info.isDir()) {
        // A file the user named is read where it is, a link included: the user chose it.
        auto entry = entryFromFile(path, nameFromFile(info), Bounds{}, options, {});
        if (!entry)
            return entry.error();
        report.entries.push_back(std::move(*entry));
        return report;
    }
    const QString root = info.canonicalFilePath();
    if (root.isEmpty())
        return refused(path, "a link that leads nowhere or in a loop");
    const Bounds bounds = boundsOf(root);
    if (QFileInfo::exists(root + QLatin1String("/config.json")) || isLink(root + QLatin1String("/config.json"))) {
        const QString name = bounds.cacheHubId.isEmpty() ? info.fileName() : bounds.cacheHubId;
        auto entry = entryFromFile(root + QLatin1String("/config.json"), name, bounds, options, root);
        if (!entry)
            return entry.error();
        report.entries.push_back(std::move(*entry));
        return report;
    }
    auto walked = walkFolder(bounds, options);
    if (!walked)
        return walked.error();
    if (!options.id.empty() && walked->entries.size() + walked->skipped.size() > 1)
        return Error{ErrorCode::Inconsistent, "--id", "one id for several models"};
    return walked;
}

} // namespace tunefit

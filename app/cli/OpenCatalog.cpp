// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/OpenCatalog.h"

#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "core/catalog/BundledCatalog.h"
#include "present/CatalogWording.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of opening the catalog for `tunefit catalog`.
struct OpenCatalog
{
    Q_DECLARE_TR_FUNCTIONS(OpenCatalog)
};

void printOpenFailure(const QString& path, const Error& error)
{
    const QString reason = present::errorSentence(error);
    err() << (path.isEmpty() ? OpenCatalog::tr("Cannot open the catalog: %1").arg(reason)
                             : OpenCatalog::tr("Cannot open the catalog %1: %2").arg(path, reason))
          << "\n";
}

/// Opens the store; prints the reason of a failure and the notice of a damaged file that was moved aside.
Result<CatalogStore::OpenReport> open(CatalogStore& store)
{
    auto report = store.open();
    if (!report) {
        printOpenFailure(store.path(), report.error());
        return report;
    }
    if (report->offline) {
        err() << OpenCatalog::tr("The team catalog server cannot be reached: using the offline copy of %1 from %2. "
                                 "Changes are refused until the server is back.")
                     .arg(store.location().displayName(),
                          QLocale().toString(report->snapshotDate.toLocalTime(), QLocale::ShortFormat))
              << "\n";
    }
    if (!report->movedAsidePath.isEmpty()) {
        err() << OpenCatalog::tr("The catalog file was damaged. It was kept as %1 and a new catalog was started from "
                                 "the built-in defaults.")
                     .arg(report->movedAsidePath)
              << "\n";
    }
    return report;
}

} // namespace

Result<CatalogStore::OpenReport> openCatalog(CatalogStore& store)
{
    auto report = open(store);
    if (report && report->readOnly && store.isTeam() && !report->offline) {
        err() << OpenCatalog::tr("Your database role may read the team catalog %1 but not change it: it can be "
                                 "listed and exported.")
                     .arg(store.location().displayName())
              << "\n";
    } else if (report && report->readOnly && !store.isTeam()) {
        err() << OpenCatalog::tr("The catalog %1 is read-only (its file or folder cannot be written): it can be "
                                 "listed and exported, not changed.")
                     .arg(store.path())
              << "\n";
    }
    return report;
}

int catalogExitCode(const Error& error)
{
    // A path that names no catalog is the user's input; every other failure is the file's. A file that is no
    // SQLite database at all cannot be opened as a catalog, like a missing or unreadable one: exit 3 (issue 35).
    switch (error.code) {
    case ErrorCode::EmptyPath:
    case ErrorCode::CatalogIsFolder:
    case ErrorCode::ForeignDatabase:
    case ErrorCode::InvalidValue: // a malformed postgresql:// URI
        return kExitBadInput;
    default:
        return kExitFileError;
    }
}

QCommandLineOption catalogOption()
{
    return {QStringLiteral("catalog"),
            OpenCatalog::tr("Catalog database file, or a team catalog as postgresql://user@host:port/database, to "
                            "read (default: the user's own catalog when it exists, else the built-in one)."),
            QStringLiteral("file")};
}

QCommandLineOption noCalibrationOption()
{
    return {QStringLiteral("no-calibration"),
            OpenCatalog::tr("Leave out the calibrations kept from your runs (tunefit runs): the model's own figures.")};
}

Result<CatalogLocation> catalogLocation(const QString& given)
{
    if (given.isNull())
        return CatalogLocation::sqlite(CatalogStore::defaultPath());
    auto location = parseCatalogLocation(given);
    if (!location)
        printOpenFailure(QString(), location.error()); // the text may hold a password: never echoed
    return location;
}

Result<Catalog> loadCatalogToRead(const QString& explicitPath, CatalogOrigin* origin)
{
    const bool given = !explicitPath.isNull();
    if (!given && !QFileInfo::exists(CatalogStore::defaultPath())) {
        if (origin)
            origin->kind = CatalogOrigin::Kind::BuiltIn;
        return bundledCatalog();
    }
    const auto location = catalogLocation(explicitPath);
    if (!location)
        return location.error();
    CatalogStore store(*location);
    const auto report = open(store);
    if (!report)
        return report.error();
    auto rows = store.load();
    if (!rows) {
        printOpenFailure(store.path(), rows.error());
        return rows.error();
    }
    if (origin)
        *origin = catalogOrigin(store, report->snapshotDate);
    return std::move(rows).value();
}

} // namespace tunefit::cli

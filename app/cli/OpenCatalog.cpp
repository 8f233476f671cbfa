// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/OpenCatalog.h"

#include "CatalogWording.h"
#include "catalog/BundledCatalog.h"
#include "cli/CliSupport.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tunefit::cli {

namespace {

/// Translation context of opening the catalog for `tunefit catalog`.
struct OpenCatalog
{
    Q_DECLARE_TR_FUNCTIONS(OpenCatalog)
};

} // namespace

bool openCatalog(CatalogStore& store)
{
    const auto report = store.open();
    if (!report) {
        err() << OpenCatalog::tr("Cannot open the catalog %1: %2")
                     .arg(store.path(), ui::describeCatalogError(report.error()))
              << "\n";
        return false;
    }
    if (!report->movedAsidePath.isEmpty()) {
        err() << OpenCatalog::tr("The catalog file was damaged. It was kept as %1 and a new catalog was started from "
                                 "the built-in defaults.")
                     .arg(report->movedAsidePath)
              << "\n";
    }
    return true;
}

QCommandLineOption catalogOption()
{
    return {QStringLiteral("catalog"),
            OpenCatalog::tr(
                "Catalog database to read (default: the user's own catalog when it exists, else the built-in one)."),
            QStringLiteral("file")};
}

std::optional<Catalog> catalogToRead(const QString& explicitPath)
{
    const QString path = explicitPath.isEmpty() ? CatalogStore::defaultPath() : explicitPath;
    if (explicitPath.isEmpty() && !QFileInfo::exists(path))
        return bundledCatalog();
    CatalogStore store(path);
    if (!openCatalog(store))
        return std::nullopt;
    auto rows = store.load();
    if (!rows) {
        err() << OpenCatalog::tr("Cannot open the catalog %1: %2").arg(path, ui::describeCatalogError(rows.error()))
              << "\n";
        return std::nullopt;
    }
    return std::move(*rows);
}

} // namespace tunefit::cli

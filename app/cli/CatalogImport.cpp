// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CatalogImport.h"

#include "CatalogWording.h"
#include "catalog/CatalogCsv.h"
#include "catalog/SkyPilotImport.h"
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/OpenCatalog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit catalog import`.
struct CatalogImport
{
    Q_DECLARE_TR_FUNCTIONS(CatalogImport)
};

Result<ImportPlan> makePlan(const Catalog& current, const std::string& text, const CatalogImportRequest& request)
{
    const std::string today = request.today.toStdString();
    if (request.table == QLatin1String("gpus")) {
        const auto rows = catalog_csv::readGpus(text);
        return rows ? Result<ImportPlan>(planGpuImport(current, *rows)) : Result<ImportPlan>(rows.error());
    }
    if (request.table == QLatin1String("providers")) {
        const auto rows = catalog_csv::readProviders(text);
        return rows ? Result<ImportPlan>(planProviderImport(current, *rows)) : Result<ImportPlan>(rows.error());
    }
    if (request.table == QLatin1String("offers")) {
        const auto rows = catalog_csv::readOffers(text);
        return rows ? Result<ImportPlan>(planOfferImport(current, *rows, today)) : Result<ImportPlan>(rows.error());
    }
    skypilot::Options options;
    options.provider = request.provider.toStdString();
    options.allRegions = request.allRegions;
    options.asOf = today;
    options.source = QFileInfo(request.file).fileName().toStdString();
    return skypilot::planImport(current, text, options, today);
}

template <class T> void printWarnings(const std::vector<PlannedChange<T>>& changes)
{
    for (const auto& change : changes) {
        for (const Issue& warning : change.warnings)
            out() << "  " << CatalogImport::tr("line %1: warning: %2").arg(change.line).arg(ui::describeIssue(warning))
                  << "\n";
    }
}

void printPlan(const ImportPlan& plan)
{
    const QLocale locale;
    out() << CatalogImport::tr("Preview: %1 to add, %2 to update, %3 unchanged, %4 rejected, %5 skipped")
                 .arg(locale.toString(plan.count(ChangeKind::Add)), locale.toString(plan.count(ChangeKind::Update)),
                      locale.toString(plan.count(ChangeKind::Unchanged)),
                      locale.toString(qlonglong(plan.rejected.size())), locale.toString(qlonglong(plan.skipped.size())))
          << "\n";
    for (const Rejection& rejection : plan.rejected) {
        for (const Issue& issue : rejection.issues)
            out() << "  "
                  << CatalogImport::tr("line %1: rejected: %2").arg(rejection.line).arg(ui::describeIssue(issue))
                  << "\n";
    }
    printWarnings(plan.gpus);
    printWarnings(plan.providers);
    printWarnings(plan.offers);
}

} // namespace

int importIntoCatalog(CatalogStore& store, const CatalogImportRequest& request)
{
    const auto text = readTextFile(request.file);
    if (!text)
        return kExitBadInput;
    const auto current = store.load();
    if (!current) {
        err() << ui::describeCatalogError(current.error()) << "\n";
        return kExitNegative;
    }
    QElapsedTimer timer;
    timer.start();
    const auto plan = makePlan(*current, *text, request);
    if (!plan) {
        err() << request.file << ": " << ui::describeCatalogError(plan.error()) << "\n";
        return kExitNegative;
    }
    printPlan(*plan);
    if (request.dryRun) {
        out() << CatalogImport::tr("Dry run: nothing was written.") << "\n";
        return plan->rejected.empty() ? kExitOk : kExitNegative;
    }
    if (!plan->rejected.empty() && !request.skipRejected) {
        out() << CatalogImport::tr("Nothing was imported because rows were rejected. Fix them, or use --skip-rejected "
                                   "to import the other rows.")
              << "\n";
        return kExitNegative;
    }
    const auto written = store.apply(*plan);
    if (!written) {
        err() << CatalogImport::tr("Import failed, nothing was changed: %1")
                     .arg(ui::describeCatalogError(written.error()))
              << "\n";
        return kExitNegative;
    }
    out() << CatalogImport::tr("Imported: %n rows written in %1 ms.", nullptr, int(*written))
                 .arg(QLocale().toString(timer.elapsed()))
          << "\n";
    return kExitOk;
}

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CatalogImport.h"

#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "cli/OpenCatalog.h"
#include "core/catalog/FileImport.h"
#include "present/CatalogWording.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of `tunefit catalog import`.
struct CatalogImport
{
    Q_DECLARE_TR_FUNCTIONS(CatalogImport)
};

/// The same preview the desktop's import dialog shows (core/catalog/FileImport).
Result<ImportPlan> makePlan(const Catalog& current, const std::string& text, const CatalogImportRequest& request)
{
    const std::string today = request.today.toStdString();
    const auto format = importFormatFrom(request.table.toStdString());
    if (!format)
        return Error{ErrorCode::UnknownValue, "--table", request.table.toStdString()};
    skypilot::Options options;
    options.provider = request.provider.toStdString();
    options.allRegions = request.allRegions;
    options.asOf = today;
    options.source = QFileInfo(request.file).fileName().toStdString();
    return planFileImport(current, text, *format, options, today);
}

template <class T> void printWarnings(const std::vector<PlannedChange<T>>& changes)
{
    for (const auto& change : changes) {
        for (const Issue& warning : change.warnings)
            out() << "  "
                  << CatalogImport::tr("line %1: warning: %2").arg(change.line).arg(present::describeIssue(warning))
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
                  << CatalogImport::tr("line %1: rejected: %2").arg(rejection.line).arg(present::describeIssue(issue))
                  << "\n";
    }
    printWarnings(plan.gpus);
    printWarnings(plan.providers);
    printWarnings(plan.offers);
}

/// Rows refused for a value their field does not accept (an unknown fabric kind, a negative or absurd rate) make the
/// file bad input (exit 2); rows refused by the catalog's other rules are a negative answer (exit 1).
int rejectedExitCode(const ImportPlan& plan)
{
    if (plan.rejected.empty())
        return kExitOk;
    for (const Rejection& rejection : plan.rejected) {
        if (std::ranges::any_of(rejection.issues, isBadValue))
            return kExitBadInput;
    }
    return kExitNegative;
}

} // namespace

int importIntoCatalog(CatalogStore& store, const CatalogImportRequest& request)
{
    const auto text = readTextFile(request.file);
    if (!text)
        return kExitFileError;
    const auto current = store.load();
    if (!current) {
        err() << present::errorSentence(current.error()) << "\n";
        return catalogExitCode(current.error());
    }
    QElapsedTimer timer;
    timer.start();
    const auto plan = makePlan(*current, *text, request);
    if (!plan) {
        err() << request.file << ": " << present::errorSentence(plan.error()) << "\n";
        return kExitBadInput;
    }
    printPlan(*plan);
    if (request.dryRun) {
        out() << CatalogImport::tr("Dry run: nothing was written.") << "\n";
        return rejectedExitCode(*plan);
    }
    if (!plan->rejected.empty() && !request.skipRejected) {
        out() << CatalogImport::tr("Nothing was imported because rows were rejected. Fix them, or use --skip-rejected "
                                   "to import the other rows.")
              << "\n";
        return rejectedExitCode(*plan);
    }
    const auto written = store.apply(*plan);
    if (!written) {
        err()
            << CatalogImport::tr("Import failed, nothing was changed: %1").arg(present::errorSentence(written.error()))
            << "\n";
        return catalogExitCode(written.error());
    }
    out() << CatalogImport::tr("Imported: %n rows written in %1 ms.", nullptr, int(*written))
                 .arg(QLocale().toString(timer.elapsed()))
          << "\n";
    return kExitOk;
}

} // namespace tunefit::cli

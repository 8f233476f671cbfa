// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CatalogWording.h"

#include "cli/CliSupport.h"

#include <map>
#include <string>

namespace tunefit::cli {

QString describeIssue(const Issue& issue)
{
    static const std::map<std::string, const char*> kWords = {
        {"required_missing", "%1 is required"},
        {"memory_not_positive", "%1 must be a memory size above 0 (got %2)"},
        {"count_not_positive", "%1 must be a count above 0 (got %2)"},
        {"value_not_positive", "%1 must be above 0 (got %2)"},
        {"value_negative", "%1 must not be negative (got %2)"},
        {"value_not_finite", "%1 must be a finite number (got %2)"},
        {"price_negative", "%1 is a negative price (%2)"},
        {"price_not_finite", "%1 is not a finite price (%2)"},
        {"price_missing", "the offer has neither an on-demand nor a spot price"},
        {"gpu_unknown", "GPU \"%2\" is not in the catalog's GPU table"},
        {"gpu_unmapped", "accelerator label \"%2\" does not match any known GPU"},
        {"provider_unknown", "provider \"%2\" is not in the catalog's provider table"},
        {"spot_above_on_demand", "the spot price %2 is above the on-demand price"},
        {"price_stale", "the price dates from %2, more than 90 days ago"},
        {"price_undated", "the price has no date"},
        {"date_invalid", "%1 is not a date written YYYY-MM-DD (%2)"},
        {"number_invalid", "%1 is not a number (%2)"},
        {"bool_invalid", "%1 is not true/false or yes/no (%2)"},
        {"enum_invalid", "%1 has an unknown value (%2)"},
        {"field_count_mismatch", "the line has %2 fields, not as many as the header"},
        {"duplicate_key", "the same row appears earlier in the file"},
    };
    const auto it = kWords.find(issue.code);
    const QString field = QString::fromStdString(issue.field);
    const QString detail = QString::fromStdString(issue.detail);
    if (it == kWords.end())
        return QStringLiteral("%1 (%2): %3").arg(QString::fromStdString(issue.code), field, detail);
    QString text = QString::fromLatin1(it->second);
    if (text.contains(QLatin1String("%1")))
        text = text.arg(field);
    if (text.contains(QLatin1String("%2")))
        text = text.arg(detail);
    return text;
}

QString describeCatalogError(const Error& error)
{
    const QString detail = QString::fromStdString(error.detail);
    const std::string& code = error.code;
    if (code == "csv_malformed")
        return QStringLiteral("unterminated quote starting on line %1").arg(detail);
    if (code == "column_missing")
        return QStringLiteral("the file has no column \"%1\"").arg(QString::fromStdString(error.field));
    if (code == "schema_too_new")
        return QStringLiteral("the catalog was written by a newer Tunefit (schema version %1)").arg(detail);
    if (code == "database_busy")
        return QStringLiteral("another Tunefit is writing to the catalog; try again (%1)").arg(detail);
    if (code == "not_found")
        return QStringLiteral("no such row: %1").arg(detail);
    if (code == "duplicate_key")
        return QStringLiteral("a row with the same identity exists already (%1)").arg(detail);
    if (code == "sql_failed")
        return QStringLiteral("the catalog database reported an error; nothing was changed (%1)").arg(detail);
    return describe(error);
}

bool openCatalog(CatalogStore& store)
{
    const auto report = store.open();
    if (!report) {
        err() << "Cannot open the catalog " << store.path() << ": " << describeCatalogError(report.error()) << "\n";
        return false;
    }
    if (!report->movedAsidePath.isEmpty()) {
        err() << "The catalog file was damaged. It was kept as " << report->movedAsidePath
              << " and a new catalog was started from the built-in defaults.\n";
    }
    return true;
}

} // namespace tunefit::cli

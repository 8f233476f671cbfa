// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/CatalogWording.h"

#include "present/Format.h"

#include "core/catalog/RowFields.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QStringList>

#include <map>

namespace tunefit::present {

namespace {

// One translation context for the catalog's wording, shared by the command line and the catalog editor.
const char* const kContext = "CatalogWording";

QString translated(const char* text)
{
    return QCoreApplication::translate(kContext, text);
}

/// Fills %1 with the field and %2 with the detail, whichever of them the (translated) sentence uses.
QString fill(QString text, const QString& field, const QString& detail)
{
    if (text.contains(QLatin1String("%1")))
        text = text.arg(field);
    if (text.contains(QLatin1String("%2")))
        text = text.arg(detail);
    return text;
}

} // namespace

QString fieldLabel(const std::string& column)
{
    // Every column of the GPU, provider and offer CSVs and of the catalog's tables (core/catalog/*Csv.cpp,
    // StoreColumns.cpp); a column shared by several tables ("name", "notes", "as_of") means the same in each.
    static const std::map<std::string, const char*> kLabels = {
        {"vendor", QT_TRANSLATE_NOOP("CatalogWording", "Vendor")},
        {"name", QT_TRANSLATE_NOOP("CatalogWording", "Name")},
        {"memory_gb", QT_TRANSLATE_NOOP("CatalogWording", "Memory (GB)")},
        {"driver_memory_mib", QT_TRANSLATE_NOOP("CatalogWording", "Memory as the driver reports it (MiB)")},
        {"driver_memory_source", QT_TRANSLATE_NOOP("CatalogWording", "Source of the driver's memory figure")},
        {"memory_type", QT_TRANSLATE_NOOP("CatalogWording", "Memory type")},
        {"memory_bandwidth_gbps", QT_TRANSLATE_NOOP("CatalogWording", "Memory bandwidth (GB/s)")},
        {"bf16_dense_tflops", QT_TRANSLATE_NOOP("CatalogWording", "bf16 TFLOPS (dense)")},
        {"fp16_dense_tflops", QT_TRANSLATE_NOOP("CatalogWording", "fp16 TFLOPS (dense)")},
        {"fp8_dense_tflops", QT_TRANSLATE_NOOP("CatalogWording", "fp8 TFLOPS (dense)")},
        {"fp4_dense_tflops", QT_TRANSLATE_NOOP("CatalogWording", "fp4 TFLOPS (dense)")},
        {"int8_dense_tops", QT_TRANSLATE_NOOP("CatalogWording", "int8 TOPS (dense)")},
        {"tf32_dense_tflops", QT_TRANSLATE_NOOP("CatalogWording", "tf32 TFLOPS (dense)")},
        {"fp32_tflops", QT_TRANSLATE_NOOP("CatalogWording", "fp32 TFLOPS")},
        {"supports_bf16", QT_TRANSLATE_NOOP("CatalogWording", "Supports bf16")},
        {"supports_fp8", QT_TRANSLATE_NOOP("CatalogWording", "Supports fp8")},
        {"architecture", QT_TRANSLATE_NOOP("CatalogWording", "Architecture")},
        {"tensor_core_generation", QT_TRANSLATE_NOOP("CatalogWording", "Tensor core generation")},
        {"interconnect", QT_TRANSLATE_NOOP("CatalogWording", "Interconnect")},
        {"interconnect_bw_gbps_per_gpu", QT_TRANSLATE_NOOP("CatalogWording", "Interconnect bandwidth per GPU (GB/s)")},
        {"scale_up_domain_gpus", QT_TRANSLATE_NOOP("CatalogWording", "GPUs joined by the interconnect")},
        {"tdp_w", QT_TRANSLATE_NOOP("CatalogWording", "Power (TDP, W)")},
        {"form_factor", QT_TRANSLATE_NOOP("CatalogWording", "Form factor")},
        {"release_year", QT_TRANSLATE_NOOP("CatalogWording", "Release year")},
        {"class", QT_TRANSLATE_NOOP("CatalogWording", "Class")},
        {"source", QT_TRANSLATE_NOOP("CatalogWording", "Source")},
        {"verification", QT_TRANSLATE_NOOP("CatalogWording", "Verification")},
        {"notes", QT_TRANSLATE_NOOP("CatalogWording", "Notes")},
        {"as_of", QT_TRANSLATE_NOOP("CatalogWording", "As of")},
        {"website", QT_TRANSLATE_NOOP("CatalogWording", "Website")},
        {"billing_granularity", QT_TRANSLATE_NOOP("CatalogWording", "Billing granularity")},
        {"billing_unit", QT_TRANSLATE_NOOP("CatalogWording", "Billing unit")},
        {"billing_minimum_seconds", QT_TRANSLATE_NOOP("CatalogWording", "Minimum billed time (s)")},
        {"spot_available", QT_TRANSLATE_NOOP("CatalogWording", "Spot available")},
        {"spot_notes", QT_TRANSLATE_NOOP("CatalogWording", "Spot notes")},
        {"spot_interruptions_per_hour", QT_TRANSLATE_NOOP("CatalogWording", "Spot interruptions per hour")},
        {"persistent_storage", QT_TRANSLATE_NOOP("CatalogWording", "Persistent storage")},
        {"storage_text", QT_TRANSLATE_NOOP("CatalogWording", "Storage price (as published)")},
        {"storage_usd_per_gb_month", QT_TRANSLATE_NOOP("CatalogWording", "Storage (USD per GB-month)")},
        {"egress_text", QT_TRANSLATE_NOOP("CatalogWording", "Egress price (as published)")},
        {"egress_usd_per_gb", QT_TRANSLATE_NOOP("CatalogWording", "Egress (USD per GB)")},
        {"ssh_access", QT_TRANSLATE_NOOP("CatalogWording", "SSH access")},
        {"docker_images", QT_TRANSLATE_NOOP("CatalogWording", "Docker images")},
        {"jupyter", QT_TRANSLATE_NOOP("CatalogWording", "Jupyter")},
        {"multi_node_interconnect", QT_TRANSLATE_NOOP("CatalogWording", "Multi-node interconnect")},
        {"regions", QT_TRANSLATE_NOOP("CatalogWording", "Regions")},
        {"offer_id", QT_TRANSLATE_NOOP("CatalogWording", "Offer ID")},
        {"provider", QT_TRANSLATE_NOOP("CatalogWording", "Provider")},
        {"sold_via", QT_TRANSLATE_NOOP("CatalogWording", "Sold via")},
        {"instance_type", QT_TRANSLATE_NOOP("CatalogWording", "Instance type")},
        {"gpu_name", QT_TRANSLATE_NOOP("CatalogWording", "GPU")},
        {"gpu_name_raw", QT_TRANSLATE_NOOP("CatalogWording", "GPU label (as published)")},
        {"gpu_count", QT_TRANSLATE_NOOP("CatalogWording", "Number of GPUs")},
        {"vcpus", QT_TRANSLATE_NOOP("CatalogWording", "vCPUs")},
        {"ram_gb", QT_TRANSLATE_NOOP("CatalogWording", "RAM (GB)")},
        {"region", QT_TRANSLATE_NOOP("CatalogWording", "Region")},
        {"price_on_demand_usd_per_hour", QT_TRANSLATE_NOOP("CatalogWording", "On-demand price (USD/hour)")},
        {"price_spot_usd_per_hour", QT_TRANSLATE_NOOP("CatalogWording", "Spot price (USD/hour)")},
        {"price_on_demand_usd_per_gpu_hour", QT_TRANSLATE_NOOP("CatalogWording", "On-demand price per GPU (USD/hour)")},
        {"price_spot_usd_per_gpu_hour", QT_TRANSLATE_NOOP("CatalogWording", "Spot price per GPU (USD/hour)")},
        {"price_scope", QT_TRANSLATE_NOOP("CatalogWording", "Price scope")},
        {"source_commit", QT_TRANSLATE_NOOP("CatalogWording", "Source commit")},
        {"source_repo_path", QT_TRANSLATE_NOOP("CatalogWording", "Source file")},
        {"upstream_pricing_page", QT_TRANSLATE_NOOP("CatalogWording", "Pricing page")},
        {"as_of_basis", QT_TRANSLATE_NOOP("CatalogWording", "Date basis")},
        {"fabric_kind", QT_TRANSLATE_NOOP("CatalogWording", "Inter-node network")},
        {"fabric_gbps_per_gpu", QT_TRANSLATE_NOOP("CatalogWording", "Inter-node bandwidth per GPU (Gb/s)")},
        {"fabric_scope", QT_TRANSLATE_NOOP("CatalogWording", "Inter-node network reaches")},
        {"fabric_source", QT_TRANSLATE_NOOP("CatalogWording", "Inter-node network source")},
        {"fabric_as_of", QT_TRANSLATE_NOOP("CatalogWording", "Inter-node network as of")},
        {"cluster_product", QT_TRANSLATE_NOOP("CatalogWording", "Cluster product")},
    };
    const auto it = kLabels.find(column);
    return it == kLabels.end() ? QString::fromStdString(column) : translated(it->second);
}

QString describeIssue(const Issue& issue)
{
    // %1 is the column (in words), %2 the offending value.
    static const std::map<std::string, const char*> kSentences = {
        {"required_missing", QT_TRANSLATE_NOOP("CatalogWording", "%1 is required")},
        {"memory_not_positive", QT_TRANSLATE_NOOP("CatalogWording", "%1 must be a memory size above 0 (got %2)")},
        {"driver_memory_above_marketed",
         QT_TRANSLATE_NOOP("CatalogWording", "%1 is more than 1.1 times the marketed memory (got %2)")},
        {"count_not_positive", QT_TRANSLATE_NOOP("CatalogWording", "%1 must be a count above 0 (got %2)")},
        {"value_not_positive", QT_TRANSLATE_NOOP("CatalogWording", "%1 must be above 0 (got %2)")},
        {"value_negative", QT_TRANSLATE_NOOP("CatalogWording", "%1 must not be negative (got %2)")},
        {"value_not_finite", QT_TRANSLATE_NOOP("CatalogWording", "%1 must be a finite number (got %2)")},
        {"price_negative", QT_TRANSLATE_NOOP("CatalogWording", "%1 is a negative price (%2)")},
        {"price_not_finite", QT_TRANSLATE_NOOP("CatalogWording", "%1 is not a finite price (%2)")},
        {"price_missing", QT_TRANSLATE_NOOP("CatalogWording", "the offer has neither an on-demand nor a spot price")},
        {"gpu_unknown", QT_TRANSLATE_NOOP("CatalogWording", "GPU \"%2\" is not in the catalog's GPU table")},
        {"gpu_unmapped", QT_TRANSLATE_NOOP("CatalogWording", "accelerator label \"%2\" does not match any known GPU")},
        {"provider_unknown",
         QT_TRANSLATE_NOOP("CatalogWording", "provider \"%2\" is not in the catalog's provider table")},
        {"fp4_below_fp8",
         QT_TRANSLATE_NOOP("CatalogWording", "%1 (%2) is below the card's fp8 rate; FP4 runs at least as fast as FP8")},
        {"spot_above_on_demand", QT_TRANSLATE_NOOP("CatalogWording", "the spot price %2 is above the on-demand price")},
        {"price_stale", QT_TRANSLATE_NOOP("CatalogWording", "the price dates from %2, more than 90 days ago")},
        {"price_undated", QT_TRANSLATE_NOOP("CatalogWording", "the price has no date")},
        {"date_invalid", QT_TRANSLATE_NOOP("CatalogWording", "%1 is not a date written YYYY-MM-DD (%2)")},
        {"number_invalid", QT_TRANSLATE_NOOP("CatalogWording", "%1 is not a number (%2)")},
        {"bool_invalid", QT_TRANSLATE_NOOP("CatalogWording", "%1 is not true/false or yes/no (%2)")},
        {"enum_invalid", QT_TRANSLATE_NOOP("CatalogWording", "%1 has an unknown value (%2)")},
        {"field_count_mismatch",
         QT_TRANSLATE_NOOP("CatalogWording", "the line has %2 fields, not as many as the header")},
        {"duplicate_key", QT_TRANSLATE_NOOP("CatalogWording", "the same row appears earlier in the file")},
        {"fabric_rate_without_kind",
         QT_TRANSLATE_NOOP("CatalogWording", "%1 (%2) needs an inter-node network of the offer's own")},
    };
    // Codes whose sentence also names what the field accepts (%3): the keys of a choice, the largest number.
    if (issue.code == "enum_invalid") {
        QStringList keys;
        for (std::string_view key : fieldChoices(issue.field))
            keys << QString::fromUtf8(key.data(), qsizetype(key.size()));
        if (!keys.isEmpty())
            return translated(QT_TRANSLATE_NOOP("CatalogWording", "%1 has an unknown value (%2); allowed: %3"))
                .arg(fieldLabel(issue.field), QString::fromStdString(issue.detail), keys.join(QLatin1String(", ")));
    }
    if (issue.code == "value_too_large") {
        if (const auto maximum = columnMaximum(issue.field))
            return translated(QT_TRANSLATE_NOOP("CatalogWording", "%1 is too large (%2); at most %3"))
                .arg(fieldLabel(issue.field), QString::fromStdString(issue.detail), QLocale().toString(*maximum));
    }
    const QString field = fieldLabel(issue.field);
    const QString detail = QString::fromStdString(issue.detail);
    const auto it = kSentences.find(issue.code);
    if (it == kSentences.end())
        return QStringLiteral("%1 (%2): %3").arg(QString::fromStdString(issue.code), field, detail);
    return fill(translated(it->second), field, detail);
}

QString snapshotDateText(const std::string& iso)
{
    const QString text = QString::fromStdString(iso);
    QDate date = QDate::fromString(text.left(10), Qt::ISODate);
    if (const QDateTime time = QDateTime::fromString(text, Qt::ISODate); time.isValid())
        date = time.toLocalTime().date(); // a UTC time-stamp is the user's own day
    return date.isValid() ? formatDate(date) : text;
}

QString catalogOriginText(const CatalogOrigin& origin)
{
    const QString database = QString::fromStdString(origin.database);
    const QString host = QString::fromStdString(origin.host);
    switch (origin.kind) {
    case CatalogOrigin::Kind::Local:
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Local catalog"));
    case CatalogOrigin::Kind::Team:
        //: %1 is the database, %2 the server's host name
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Team catalog: %1 on %2")).arg(database, host);
    case CatalogOrigin::Kind::TeamSnapshot:
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Team catalog offline — using the snapshot of %1"))
            .arg(snapshotDateText(origin.snapshotDate));
    case CatalogOrigin::Kind::BuiltIn:
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Built-in catalog (read-only)"));
    }
    return {};
}

QString catalogOriginSentence(const CatalogOrigin& origin)
{
    const QString database = QString::fromStdString(origin.database);
    const QString host = QString::fromStdString(origin.host);
    switch (origin.kind) {
    case CatalogOrigin::Kind::Local:
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Prices from the local catalog of this computer."));
    case CatalogOrigin::Kind::Team:
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Prices from the team catalog %1 on %2."))
            .arg(database, host);
    case CatalogOrigin::Kind::TeamSnapshot:
        return translated(QT_TRANSLATE_NOOP("CatalogWording",
                                            "Prices from the offline snapshot of the team catalog %1 on %2, taken "
                                            "%3: the server could not be reached, so later changes of the team are "
                                            "not included."))
            .arg(database, host, snapshotDateText(origin.snapshotDate));
    case CatalogOrigin::Kind::BuiltIn:
        return translated(QT_TRANSLATE_NOOP("CatalogWording", "Prices from the built-in catalog."));
    }
    return {};
}

QString teamOfflineRefusal()
{
    return translated(QT_TRANSLATE_NOOP(
        "CatalogWording",
        "The team catalog is offline: its rows cannot be changed until the server is back (Tunefit reconnects on its "
        "own). Plans still use the snapshot. Your jobs stay yours to edit and save; for prices of your own, switch "
        "to the local catalog (Catalog > Team catalog… > Use local catalog)."));
}

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/BundledCatalog.h"

#include "core/catalog/CatalogCsv.h"

#include <QCryptographicHash>
#include <QFile>

namespace tunefit {

namespace {

QByteArray readResource(const char* name)
{
    QFile file(QStringLiteral(":/catalog/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

struct Bundled
{
    Catalog catalog;
    std::vector<BundledRejection> rejections;
    std::string fingerprint;
    std::vector<GpuLabel> labels;
};

template <class T>
std::vector<T> keepValid(const Result<catalog_csv::ReadRows<T>>& read, const char* table,
                         std::vector<BundledRejection>& rejections, auto validate)
{
    std::vector<T> values;
    if (!read) {
        rejections.push_back(
            {table, 0, {Issue::Severity::Error, std::string(errorCodeKey(read.error().code)), read.error().field, {}}});
        return values;
    }
    for (const auto& row : *read) {
        std::vector<Issue> issues = row.issues;
        const std::vector<Issue> rules = validate(row.value);
        issues.insert(issues.end(), rules.begin(), rules.end());
        bool rejected = false;
        for (const Issue& issue : issues) {
            if (issue.severity == Issue::Severity::Error) {
                rejections.push_back({table, row.line, issue});
                rejected = true;
            }
        }
        if (!rejected)
            values.push_back(row.value);
    }
    return values;
}

Bundled load()
{
    const QByteArray gpus = readResource("gpus.csv");
    const QByteArray providers = readResource("providers.csv");
    const QByteArray offers = readResource("offers.csv");

    Bundled bundled;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(gpus);
    hash.addData(providers);
    hash.addData(offers);
    bundled.fingerprint = hash.result().toHex().toStdString();

    Catalog& catalog = bundled.catalog;
    catalog.gpus = keepValid(catalog_csv::readGpus(gpus.toStdString()), "gpus", bundled.rejections, validateGpu);
    catalog.providers = keepValid(catalog_csv::readProviders(providers.toStdString()), "providers", bundled.rejections,
                                  validateProvider);
    // Offers are checked against the GPUs and providers kept above; no "today", so staleness is not a reason here.
    const auto offerRows = catalog_csv::readOffers(offers.toStdString());
    if (offerRows) {
        for (const auto& row : *offerRows)
            bundled.labels.push_back({row.value.provider, row.value.gpuNameRaw, row.value.gpuName});
    }
    catalog.offers = keepValid(offerRows, "offers", bundled.rejections,
                               [&catalog](const Offer& offer) { return validateOffer(offer, catalog, {}); });
    catalog.pricesAsOf = newestAsOf(catalog.offers);
    return bundled;
}

const Bundled& bundled()
{
    static const Bundled instance = load();
    return instance;
}

} // namespace

const Catalog& bundledCatalog()
{
    return bundled().catalog;
}

const std::vector<BundledRejection>& bundledCatalogRejections()
{
    return bundled().rejections;
}

const std::vector<GpuLabel>& bundledGpuLabels()
{
    return bundled().labels;
}

const std::string& bundledCatalogFingerprint()
{
    return bundled().fingerprint;
}

} // namespace tunefit

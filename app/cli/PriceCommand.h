// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogStore.h"

#include <QString>
#include <QStringList>

namespace tunefit::cli {

struct PriceCommandRequest
{
    QStringList arguments; ///< after "sources": list | add NAME URL | remove NAME
    QString format;        ///< sources add: skypilot | tunefit
    QString provider;      ///< sources add: the catalog provider of the file
    QString version;       ///< sources add: the SkyPilot catalog version ("v9")
    QStringList sources;   ///< update: the sources to read (none = all)
    bool dryRun = false;
    bool json = false;
    int timeoutSeconds = 60;
    bool takeDoubtful = false; ///< update: write doubtful prices too (--take-doubtful-prices)
};

/// `tunefit catalog sources list|add|remove`. Returns a cli exit code.
int runPriceSources(CatalogStore& store, const PriceCommandRequest& request);
/// `tunefit catalog update`: downloads the sources, prints the counts (and with --json the rows) of the preview, and
/// commits it in one transaction unless it is a dry run or a source could not be read. Rows with a doubtful price
/// (PriceDoubt) are marked and held back unless request.takeDoubtful; held-back rows make the exit code 1. Returns a
/// cli exit code.
int runPriceUpdate(CatalogStore& store, const PriceCommandRequest& request);

} // namespace tunefit::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// CatalogStore's life cycle, its reads and the bundled defaults. The rest of the class by concern: opening a local
// file (CatalogStoreOpen.cpp), a team catalog and its offline copy (CatalogStoreSync.cpp), row edits
// (CatalogStoreRows.cpp, runs and calibrations in CatalogStoreRuns.cpp), prices (CatalogStorePrices.cpp).
#include "core/catalog/CatalogStore.h"

#include "core/catalog/CatalogSchema.h"
#include "core/catalog/ModelRows.h"
#include "core/catalog/RunRows.h"
#include "core/catalog/StoreMigration.h"
#include "core/catalog/StoreRows.h"
#include "core/catalog/StoreSql.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QStandardPaths>

namespace tunefit {

using namespace store_detail;

CatalogStore::CatalogStore(QString path) : CatalogStore(CatalogLocation::sqlite(std::move(path))) {}

CatalogStore::CatalogStore(CatalogLocation location) : m_location(std::move(location)), m_path(m_location.toString()) {}

QString CatalogStore::changeChannel()
{
    return QStringLiteral("tunefit_catalog_changed");
}

QSqlDriver* CatalogStore::notificationDriver() const
{
    if (!isOpen() || !isTeam() || m_offline)
        return nullptr;
    return QSqlDatabase::database(m_connection, false).driver();
}

CatalogStore::~CatalogStore()
{
    close();
}

QString CatalogStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/catalog.sqlite");
}

int CatalogStore::schemaVersion()
{
    return store_detail::latestSchemaVersion();
}

bool CatalogStore::isOpen() const
{
    return !m_connection.isEmpty() && QSqlDatabase::database(m_connection, false).isOpen();
}

void CatalogStore::close()
{
    if (m_connection.isEmpty())
        return;
    removeConnection(m_connection);
    m_connection.clear();
    m_readOnly = false;
    m_roleReadOnly = false;
    m_offline = false;
}

bool CatalogStore::isReadOnly() const
{
    return isOpen() && (m_readOnly || m_roleReadOnly);
}

Result<CatalogStore::OpenReport> CatalogStore::open(const Catalog& defaults, const std::string& defaultsFingerprint)
{
    close();
    return isTeam() ? openServer(defaults, defaultsFingerprint) : openSqlite(defaults, defaultsFingerprint);
}

Result<int64_t> CatalogStore::changeStamp() const
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        return int64_t(
            readMeta(QSqlDatabase::database(m_connection, false), "change_stamp").value_or(QString()).toLongLong());
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

Result<Catalog> CatalogStore::load() const
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    try {
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        const ReadTransaction snapshot(db);
        Catalog catalog;
        for (auto& row : selectAll(db, store_detail::gpuTable()))
            catalog.gpus.push_back(std::move(row.value));
        for (auto& row : selectAll(db, store_detail::providerTable()))
            catalog.providers.push_back(std::move(row.value));
        for (auto& row : selectAll(db, store_detail::offerTable()))
            catalog.offers.push_back(std::move(row.value));
        for (auto& row : selectAll(db, store_detail::modelTable()))
            catalog.modelEntries.push_back(std::move(row.value));
        splitModelEntries(catalog.modelEntries, catalog.models, catalog.modelProblems);
        for (auto& row : selectRuns(db))
            catalog.runs.push_back(std::move(row.value));
        for (auto& row : selectCalibrations(db))
            catalog.calibrations.push_back(std::move(row.value));
        catalog.pricesAsOf = newestAsOf(catalog.offers);
        catalog.lastPriceUpdate = readMeta(db, "last_price_update").value_or(QString()).toStdString();
        catalog.lastPriceUpdateSources = readMeta(db, "last_price_update_sources").value_or(QString()).toStdString();
        return catalog;
    } catch (const StoreFailure& failure) {
        return toError(failure);
    }
}

Result<int> CatalogStore::mergeDefaults(const Catalog& defaults, const std::string& fingerprint)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return mergeAll(db, defaults, fingerprint); });
}

Result<int> CatalogStore::resetToDefaults(const Catalog& defaults, bool keepUserRows, const std::string& fingerprint)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const QString condition = keepUserRows ? QStringLiteral(" WHERE origin <> 'user_added'") : QString();
        for (const char* table : {"offers", "providers", "gpus"})
            exec(db, QLatin1String("DELETE FROM ") + QString::fromLatin1(table) + condition, "reset");
        // The model library, the runs and their calibrations hold the user's rows only: kept with them, or gone with
        // them.
        if (!keepUserRows) {
            for (const char* table : {"models", "runs", "calibrations"})
                exec(db, QLatin1String("DELETE FROM ") + QString::fromLatin1(table), "reset");
        }
        exec(db, QStringLiteral("DELETE FROM removed_bundled"), "reset");
        // The prices are the bundled ones again: no update to speak of.
        exec(db, QStringLiteral("DELETE FROM meta WHERE key IN ('last_price_update', 'last_price_update_sources')"),
             "reset");
        return mergeAll(db, defaults, fingerprint);
    });
}

} // namespace tunefit

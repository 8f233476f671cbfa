// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogOrigin.h"

#include "core/catalog/CatalogStore.h"

namespace tunefit {

CatalogOrigin catalogOrigin(const CatalogStore& store, const QDateTime& snapshotDate)
{
    CatalogOrigin origin;
    if (!store.isTeam())
        return origin;
    const CatalogLocation& where = store.location();
    origin.kind = store.isOffline() ? CatalogOrigin::Kind::TeamSnapshot : CatalogOrigin::Kind::Team;
    // libpq's defaults when a part is left out: the database named after the user, the server on this computer.
    origin.database = (where.database.isEmpty() ? where.user : where.database).toStdString();
    origin.host = (where.host.isEmpty() ? QStringLiteral("localhost") : where.host).toStdString();
    if (store.isOffline() && snapshotDate.isValid())
        origin.snapshotDate = snapshotDate.toUTC().toString(Qt::ISODate).toStdString();
    return origin;
}

} // namespace tunefit

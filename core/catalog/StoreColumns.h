// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to CatalogStore: how each value type maps onto the columns of its database table. Column names are
// constants of the schema; values are always bound, never spliced into SQL text.

#include "core/catalog/CatalogTypes.h"

#include <QVariant>

#include <string>
#include <vector>

namespace tunefit {
struct ModelEntry;
struct RunEntry;
struct CalibrationEntry;
} // namespace tunefit

namespace tunefit::store_detail {

template <class T> struct StoreColumn
{
    const char* name;
    QVariant (*get)(const T&);
    void (*set)(T&, const QVariant&);
};

template <class T> struct TableSpec
{
    const char* name;                    ///< SQL table
    std::vector<StoreColumn<T>> columns; ///< data columns (the row id and origin are handled by the store)
    std::vector<const char*> keyColumns; ///< columns that identify a row (subset of `columns`)
    std::string (*key)(const T&);        ///< the same identity as text, for maps and tombstones
};

const TableSpec<Gpu>& gpuTable();
const TableSpec<Provider>& providerTable();
const TableSpec<Offer>& offerTable();
/// The user's model library (core/catalog/ModelRows.cpp).
const TableSpec<ModelEntry>& modelTable();
/// The user's measured runs and their calibrations (core/catalog/RunRows.cpp).
const TableSpec<RunEntry>& runTable();
const TableSpec<CalibrationEntry>& calibrationTable();

} // namespace tunefit::store_detail

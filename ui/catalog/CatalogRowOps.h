// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The store calls for each kind of catalog row, so that one undo command (CatalogSession.cpp's RowCommand) serves
// them all. Private to the catalog session.

#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogStore.h"
#include "present/RunWording.h"
#include "ui/catalog/CatalogFieldText.h"

#include <QString>

#include <algorithm>

namespace tunefit::ui {

template <class V> Result<int64_t> widen(const Result<V>& result)
{
    if (!result)
        return result.error();
    return int64_t(*result);
}

/// The store calls for one kind of row, so that one undo command serves GPUs, providers and offers.
template <class T> struct RowOps;

template <> struct RowOps<Gpu>
{
    static Result<int64_t> save(CatalogStore& store, const Gpu& row) { return widen(store.saveGpu(row)); }
    static Result<int64_t> restore(CatalogStore& store, const Gpu& row) { return widen(store.restoreGpu(row)); }
    /// Deletes the row as it was read: refused with "edit_conflict" when its version moved since.
    static Result<int> remove(CatalogStore& store, const Gpu& row) { return store.removeGpu(row.name, row.rowVersion); }
    static Result<Gpu> current(const CatalogStore& store, const Gpu& row) { return store.currentGpu(row.name); }
    static const Gpu* stored(const Catalog& catalog, const Gpu& row, int64_t) { return findGpu(catalog, row.name); }
    static void setId(Gpu&, int64_t) {}
    static QString name(const Gpu& row) { return QString::fromStdString(row.name); }
};

template <> struct RowOps<Provider>
{
    static Result<int64_t> save(CatalogStore& store, const Provider& row) { return widen(store.saveProvider(row)); }
    static Result<int64_t> restore(CatalogStore& store, const Provider& row)
    {
        return widen(store.restoreProvider(row));
    }
    static Result<int> remove(CatalogStore& store, const Provider& row)
    {
        return store.removeProvider(row.name, row.rowVersion);
    }
    static Result<Provider> current(const CatalogStore& store, const Provider& row)
    {
        return store.currentProvider(row.name);
    }
    static const Provider* stored(const Catalog& catalog, const Provider& row, int64_t)
    {
        return findProvider(catalog, row.name);
    }
    static void setId(Provider&, int64_t) {}
    static QString name(const Provider& row) { return QString::fromStdString(row.name); }
};

template <> struct RowOps<Offer>
{
    static Result<int64_t> save(CatalogStore& store, const Offer& row) { return store.saveOffer(row); }
    static Result<int64_t> restore(CatalogStore& store, const Offer& row) { return store.restoreOffer(row); }
    static Result<int> remove(CatalogStore& store, const Offer& row)
    {
        return store.removeOffer(row.id, row.rowVersion);
    }
    static Result<Offer> current(const CatalogStore& store, const Offer& row) { return store.currentOffer(row.id); }
    static const Offer* stored(const Catalog& catalog, const Offer&, int64_t id)
    {
        const auto it = std::find_if(catalog.offers.begin(), catalog.offers.end(),
                                     [&](const Offer& offer) { return offer.id == id; });
        return it == catalog.offers.end() ? nullptr : &*it;
    }
    static void setId(Offer& row, int64_t id) { row.id = id; }
    static QString name(const Offer& row) { return offerLabel(row); }
};

template <> struct RowOps<ModelEntry>
{
    static Result<int64_t> save(CatalogStore& store, const ModelEntry& row) { return widen(store.saveModel(row)); }
    static Result<int64_t> restore(CatalogStore& store, const ModelEntry& row)
    {
        return widen(store.restoreModel(row));
    }
    /// Deletes the entry as it was read. An undo step of this user's may have raised its version since with the same
    /// data (a later step undone): that is no one else's change, so the current version is passed then.
    static Result<int> remove(CatalogStore& store, const ModelEntry& row)
    {
        const auto current = store.currentModel(row.id);
        const int64_t version = current && sameData(*current, row) ? current->rowVersion : row.rowVersion;
        return store.removeModel(row.id, version);
    }
    static Result<ModelEntry> current(const CatalogStore& store, const ModelEntry& row)
    {
        return store.currentModel(row.id);
    }
    static const ModelEntry* stored(const Catalog& catalog, const ModelEntry& row, int64_t)
    {
        const auto it = std::find_if(catalog.modelEntries.begin(), catalog.modelEntries.end(),
                                     [&](const ModelEntry& entry) { return entry.id == row.id; });
        return it == catalog.modelEntries.end() ? nullptr : &*it;
    }
    static void setId(ModelEntry&, int64_t) {}
    static QString name(const ModelEntry& row) { return QString::fromStdString(row.id); }
};

template <> struct RowOps<RunEntry>
{
    static Result<int64_t> save(CatalogStore& store, const RunEntry& row) { return widen(store.saveRun(row)); }
    static Result<int64_t> restore(CatalogStore& store, const RunEntry& row) { return widen(store.restoreRun(row)); }
    static Result<int> remove(CatalogStore& store, const RunEntry& row)
    {
        const auto current = store.currentRun(row.id);
        const int64_t version = current && sameData(*current, row) ? current->rowVersion : row.rowVersion;
        return store.removeRun(row.id, version);
    }
    static Result<RunEntry> current(const CatalogStore& store, const RunEntry& row) { return store.currentRun(row.id); }
    static const RunEntry* stored(const Catalog& catalog, const RunEntry& row, int64_t)
    {
        const auto it = std::find_if(catalog.runs.begin(), catalog.runs.end(),
                                     [&](const RunEntry& entry) { return entry.id == row.id; });
        return it == catalog.runs.end() ? nullptr : &*it;
    }
    static void setId(RunEntry&, int64_t) {}
    static QString name(const RunEntry& row) { return QString::fromStdString(row.id); }
};

/// A calibration's key is its GPU and method scope; saving one of a taken scope replaces that row (the undo step
/// restores it).
template <> struct RowOps<CalibrationEntry>
{
    static Result<int64_t> save(CatalogStore& store, const CalibrationEntry& row)
    {
        const auto saved = store.saveCalibration(row);
        if (!saved)
            return saved.error();
        return int64_t(0);
    }
    static Result<int64_t> restore(CatalogStore& store, const CalibrationEntry& row)
    {
        return widen(store.restoreCalibration(row));
    }
    static Result<int> remove(CatalogStore& store, const CalibrationEntry& row)
    {
        const auto current = store.currentCalibration(row.gpu, row.method);
        const int64_t version = current && sameData(*current, row) ? current->rowVersion : row.rowVersion;
        return store.removeCalibration(row.gpu, row.method, version);
    }
    static Result<CalibrationEntry> current(const CatalogStore& store, const CalibrationEntry& row)
    {
        return store.currentCalibration(row.gpu, row.method);
    }
    static const CalibrationEntry* stored(const Catalog& catalog, const CalibrationEntry& row, int64_t)
    {
        const auto it =
            std::find_if(catalog.calibrations.begin(), catalog.calibrations.end(),
                         [&](const CalibrationEntry& c) { return c.gpu == row.gpu && c.method == row.method; });
        return it == catalog.calibrations.end() ? nullptr : &*it;
    }
    static void setId(CalibrationEntry&, int64_t) {}
    static QString name(const CalibrationEntry& row) { return present::calibrationScopeText(row); }
};

} // namespace tunefit::ui

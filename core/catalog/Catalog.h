// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/catalog/ModelRows.h"
#include "core/catalog/RunRows.h"

#include <string>
#include <string_view>
#include <vector>

namespace tunefit {

/// Everything the planner needs to know about hardware and prices, as plain values.
struct Catalog
{
    std::vector<Gpu> gpus;
    std::vector<Provider> providers;
    std::vector<Offer> offers;
    std::string pricesAsOf;             ///< ISO date of the newest dated offer; empty when no offer is dated
    std::string lastPriceUpdate;        ///< ISO UTC time of the last committed price update; empty = never
    std::string lastPriceUpdateSources; ///< names of that update's sources, ", "-separated
    /// The user's model library (issue 28), as stored: the rows to edit, with their versions.
    std::vector<ModelEntry> modelEntries;
    /// Those entries whose config.json reads, as presets (ModelOrigin::User), for the name resolution and the lists.
    std::vector<ModelPreset> models;
    /// Entries whose config.json no longer reads: kept, listed with the reason, never planned with.
    std::vector<ModelEntryProblem> modelProblems;
    /// The user's measured runs (issue 33), as stored, by added_at then id.
    std::vector<RunEntry> runs;
    /// The calibrations taken from them, by GPU then method scope (every method first). A row whose scope names a
    /// method this Tunefit does not know (written by a newer one) is left out: it is never applied as "any method".
    std::vector<CalibrationEntry> calibrations;
};

/// A GPU's memory in bytes, the capacity every fit verdict is judged against: the driver's figure
/// (Gpu::driverMemoryMiB × 2^20: an H100 SXM reports 81,559 MiB = 79.6 GiB) where the catalog has one, else the
/// marketed decimal GB (80 GB = 80e9 bytes = 74.5 GiB), which understates a card by up to 7% and is an estimate.
double memoryBytes(const Gpu& gpu);
/// Whether the card's GPUs talk over NVLink (switched or bridged): its interconnect names NVLink and does not deny
/// it ("PCIe Gen4 x16 only (no NVLink)" is a PCIe card). Read from the interconnect text until the catalog types it.
bool hasNvlink(const Gpu& gpu);
/// True when memoryBytes() is the marketed-GB fallback rather than a driver figure.
bool memoryIsEstimate(const Gpu& gpu);

/// The GPU with this exact canonical name, or nullptr. The pointer lives as long as the catalog is unchanged.
const Gpu* findGpu(const Catalog& catalog, std::string_view name);
/// The provider with this exact name, or nullptr.
const Provider* findProvider(const Catalog& catalog, std::string_view name);
/// The identity of an offer across catalog versions and imports: provider, sold_via, instance type, GPU, count,
/// region and price scope (prices and dates are what changes). Offer::id is a database row id, not an identity.
std::string offerKey(const Offer& offer);

/// A price file (SkyPilot's vms.csv, an offers CSV without the fabric columns) says nothing about the network: when
/// `fetched` states no fabric of its own, it keeps the stored offer's place in its provider's fabric (cluster
/// product, override, source, date).
void keepFabric(Offer& fetched, const Offer& stored);

/// Equal as the user sees them: Offer::id, RowOrigin and rowVersion (database bookkeeping) are not compared.
bool sameData(const Gpu& a, const Gpu& b);
bool sameData(const Provider& a, const Provider& b);
bool sameData(const Offer& a, const Offer& b);

/// The newest non-empty Offer::asOf (ISO dates sort as text).
std::string newestAsOf(const std::vector<Offer>& offers);

} // namespace tunefit

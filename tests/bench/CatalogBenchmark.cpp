// SPDX-License-Identifier: GPL-3.0-or-later
// Issue targets: opening the catalog and loading every row into value types under 20 ms for the bundled catalog and
// under 200 ms for a synthetic catalog of 10,000 offers.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace tunefit;

namespace {

ImportPlan syntheticOffers(int count)
{
    ImportPlan plan;
    const Catalog& bundled = bundledCatalog();
    for (int i = 0; i < count; ++i) {
        Offer offer = bundled.offers[size_t(i) % bundled.offers.size()];
        offer.region = "synthetic-" + std::to_string(i);
        plan.offers.push_back({i + 2, ChangeKind::Add, offer, {}});
    }
    return plan;
}

void openAndLoad(benchmark::State& state, const QString& path)
{
    for (auto _ : state) {
        CatalogStore store(path);
        const auto report = store.open();
        const auto catalog = store.load();
        benchmark::DoNotOptimize(catalog.ok() && report.ok());
        if (!catalog.ok())
            state.SkipWithError("load failed");
    }
}

void BM_CatalogOpenLoadBundled(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    CatalogStore(path).open(); // first run creates the file; the benchmark measures later starts
    openAndLoad(state, path);
}
BENCHMARK(BM_CatalogOpenLoadBundled)->Unit(benchmark::kMillisecond);

void BM_CatalogOpenLoad10kOffers(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        CatalogStore store(path);
        store.open();
        store.apply(syntheticOffers(10000 - int(bundledCatalog().offers.size())));
    }
    openAndLoad(state, path);
}
BENCHMARK(BM_CatalogOpenLoad10kOffers)->Unit(benchmark::kMillisecond);

void BM_CatalogImport10kOffers(benchmark::State& state)
{
    const ImportPlan plan = syntheticOffers(10000);
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        CatalogStore store(dir.filePath(QStringLiteral("catalog.sqlite")));
        store.open();
        state.ResumeTiming();
        benchmark::DoNotOptimize(store.apply(plan).ok());
    }
}
BENCHMARK(BM_CatalogImport10kOffers)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

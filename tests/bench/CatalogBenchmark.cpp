// SPDX-License-Identifier: GPL-3.0-or-later
// Issue targets: opening the catalog and loading every row into value types under 20 ms for the bundled catalog and
// under 200 ms for a synthetic catalog of 10,000 offers; a 10,000-offer team catalog on the local PostgreSQL server
// (scripts/with-postgres.sh, TUNEFIT_TEST_PG) under 300 ms (issue 19).
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
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

void openAndLoad(benchmark::State& state, const CatalogLocation& path)
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
    openAndLoad(state, CatalogLocation::sqlite(path));
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
    openAndLoad(state, CatalogLocation::sqlite(path));
}
BENCHMARK(BM_CatalogOpenLoad10kOffers)->Unit(benchmark::kMillisecond);

/// Runs one statement as the server's owner role (the benchmark's own schema comes and goes with it).
bool ownerExec(const QString& uri, const QString& sql)
{
    const auto location = parseCatalogLocation(uri);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("bench-owner"));
        db.setHostName(location->host);
        db.setPort(location->port);
        db.setDatabaseName(location->database);
        db.setUserName(location->user);
        ok = db.open() && QSqlQuery(db).exec(sql);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-owner"));
    return ok;
}

// Opening (connect, schema check, offline snapshot up to date) and loading a 10,000-offer team catalog.
void BM_TeamCatalogOpenLoad10kOffers(benchmark::State& state)
{
    const QString server = QProcessEnvironment::systemEnvironment().value(QStringLiteral("TUNEFIT_TEST_PG"));
    if (server.isEmpty()) {
        state.SkipWithError("TUNEFIT_TEST_PG is not set (scripts/with-postgres.sh starts a server)");
        return;
    }
    QStandardPaths::setTestModeEnabled(true);
    const QString schema = QStringLiteral("bench_%1").arg(QCoreApplication::applicationPid());
    if (!ownerExec(server, QStringLiteral("CREATE SCHEMA ") + schema)) {
        state.SkipWithError("cannot create a schema on the test server");
        return;
    }
    const auto location = *parseCatalogLocation(server + QStringLiteral("?options=-csearch_path%3D") + schema);
    {
        CatalogStore store(location);
        store.open();
        store.apply(syntheticOffers(10000 - int(bundledCatalog().offers.size())));
    }
    CatalogStore(location).open(); // the offline copy is current: later opens only date it
    openAndLoad(state, location);
    QFile::remove(location.snapshotPath());
    ownerExec(server, QStringLiteral("DROP SCHEMA %1 CASCADE").arg(schema));
}
BENCHMARK(BM_TeamCatalogOpenLoad10kOffers)->Unit(benchmark::kMillisecond);

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

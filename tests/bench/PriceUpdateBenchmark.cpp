// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18 target: parsing and previewing a 50,000-row SkyPilot file under 1 s.
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/PriceUpdate.h"

#include <QFile>

#include <benchmark/benchmark.h>

using namespace tunefit;

namespace {

/// The reference sample's GPU lines (Lambda, v9) repeated over made-up regions at slightly different prices until
/// the file has `rows` data lines: the shape of a large cloud's vms.csv (many regions per instance type).
std::string syntheticSkyPilotFile(int rows)
{
    QFile file(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/skypilot-lambda-vms-sample.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = file.readAll().split('\n');
    std::string text = lines.front().toStdString() + "\n";
    std::vector<QByteArray> gpuLines;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines[i].startsWith("gpu_") && lines[i].contains(",us-east-1,"))
            gpuLines.push_back(lines[i]);
    }
    for (int n = 0; n < rows; ++n) {
        QByteArray line = gpuLines[size_t(n) % gpuLines.size()];
        const int region = n / int(gpuLines.size());
        const QByteArray regionCell = ",region-" + QByteArray::number(region) + ",";
        line.replace(",us-east-1,", regionCell);
        text += line.toStdString() + "\n";
    }
    return text;
}

void BM_PriceUpdatePreview50kRows(benchmark::State& state)
{
    const std::string text = syntheticSkyPilotFile(50'000);
    const PriceSource source{"lambda",
                             "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/"
                             "lambda/vms.csv",
                             PriceSourceFormat::SkyPilot, "v9", "Lambda"};
    const FetchedFile fetched{source.url, "\"bench\"", "2026-12-02T04:20:11Z"};
    const Catalog& catalog = bundledCatalog();
    for (auto _ : state) {
        const auto plan = planPriceUpdate(catalog, source, text, fetched);
        if (!plan.ok())
            state.SkipWithError("plan failed");
        benchmark::DoNotOptimize(plan.ok());
    }
    state.counters["rows"] = 50'000;
}
BENCHMARK(BM_PriceUpdatePreview50kRows)->Unit(benchmark::kMillisecond);

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// Building the report of the 8B QLoRA example against the bundled catalog (rendering: test_ui ReportPdf timings).
#include "core/catalog/BundledCatalog.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"

#include <benchmark/benchmark.h>

#include <QFile>

namespace {

void BM_BuildReport(benchmark::State& state)
{
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        state.SkipWithError("example job missing");
        return;
    }
    const auto document = tunefit::readJobFile(f.readAll().toStdString());
    const tunefit::Catalog& catalog = tunefit::bundledCatalog();
    for (auto _ : state)
        benchmark::DoNotOptimize(tunefit::buildReport(*document, catalog, {"2026-11-30", "0.1.0", 5, 64}));
}
BENCHMARK(BM_BuildReport)->Unit(benchmark::kMillisecond);

} // namespace

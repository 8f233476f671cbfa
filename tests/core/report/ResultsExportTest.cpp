// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/ResultsExport.h"
#include "core/evaluate/Evaluation.h"

#include "core/catalog/BundledCatalog.h"
#include "core/io/Csv.h"
#include "core/io/Numbers.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tunefit;

TEST(ResultsExport, CsvAndJsonListTheRankedOptionsBestFirst)
{
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const auto job = readJobFile(f.readAll().toStdString());
    ASSERT_TRUE(job.ok());
    EvaluationRequest request;
    request.today = "2026-11-30";
    const Evaluation evaluation = evaluate(job->job, bundledCatalog(), request);
    const RankedPlan plan{evaluation.plan, evaluation.sortKey, evaluation.job};
    ASSERT_FALSE(plan.result.options.empty());

    const auto table = csv::parse(resultsCsv(plan, bundledCatalog()));
    ASSERT_TRUE(table.has_value());
    ASSERT_EQ(table->records.size(), plan.result.options.size());
    const int rank = table->column("rank");
    const int total = table->column("total_usd");
    const int fits = table->column("fits");
    ASSERT_GE(rank, 0);
    ASSERT_GE(total, 0);
    EXPECT_EQ(table->cell(table->records.front(), rank), "1");
    // C locale: a decimal point, never a comma, whatever the UI language.
    const auto first = io::parseNumber(table->cell(table->records.front(), total));
    ASSERT_TRUE(first.has_value());
    EXPECT_NEAR(*first, plan.result.options.front().totalCostUsd, 0.01);
    EXPECT_EQ(table->cell(table->records.front(), fits), "true");

    const QJsonObject root =
        QJsonDocument::fromJson(resultsJson(plan, bundledCatalog(), job->job.model.name, "2026-11-30")).object();
    const QJsonArray options = root.value(QStringLiteral("options")).toArray();
    ASSERT_EQ(options.size(), qsizetype(plan.result.options.size()));
    EXPECT_EQ(options.first().toObject().value(QStringLiteral("rank")).toInt(), 1);
    EXPECT_TRUE(options.first().toObject().contains(QStringLiteral("warnings")));

    // Every fitting option names its layout; its degrees multiply to its GPUs.
    const int tensor = table->column("tensor_parallel");
    const int data = table->column("data_parallel");
    ASSERT_GE(tensor, 0);
    ASSERT_GE(data, 0);
    for (const QJsonValue& value : options) {
        const QJsonObject option = value.toObject();
        if (!option.value(QStringLiteral("fits")).toBool()) {
            EXPECT_FALSE(option.contains(QStringLiteral("layout")));
            continue;
        }
        const QJsonObject layout = option.value(QStringLiteral("layout")).toObject();
        int product = 1;
        for (const char* key : {"tensor_parallel", "pipeline_parallel", "context_parallel", "data_parallel"})
            product *= layout.value(QLatin1String(key)).toInt();
        EXPECT_EQ(product, option.value(QStringLiteral("gpus")).toInt());
    }
    EXPECT_EQ(table->cell(table->records.front(), tensor), "1"); // an 8B QLoRA job: no model parallelism
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "PanelInputs.h"
#include "core/catalog/BundledCatalog.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "ui/job/JobPanel.h"
#include "ui/memory/BreakdownModel.h"
#include "ui/memory/FitOverviewModel.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

#include <set>

using namespace tunefit;
using namespace tunefit::ui;
using tunefit::ui::test::defaultInputs;

TEST(BreakdownModel, RowsSumToTheDevicePeak)
{
    const JobInputs in = defaultInputs();
    const auto result = estimateMemory(in.job.model, in.job.setup, in.job.parallel);
    ASSERT_TRUE(result.ok());
    BreakdownModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setBreakdown(*result);
    double sum = 0;
    double share = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        sum += model.data(model.index(row, BreakdownModel::GiBColumn), BreakdownModel::BytesRole).toDouble();
        share += model.data(model.index(row, 0), BreakdownModel::BytesRole).toDouble() / result->wholeDevice;
    }
    EXPECT_NEAR(sum, result->wholeDevice, result->wholeDevice * 1e-9);
    EXPECT_NEAR(share, 1.0, 1e-9);
    model.setBreakdown(*result);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

// An SFT job on a text-only model has no reference, value model, generation cache or vision tower: those rows are
// left out; a GRPO job's generation cache and a vision job's tower (frozen: zero, with its reason) are shown.
TEST(BreakdownModel, ShowsOnlyTheComponentsOfTheJob)
{
    const auto rows = [](const ModelSpec& m, const TrainingSetup& t) {
        const auto result = estimateMemory(m, t, Parallelism{});
        EXPECT_TRUE(result.ok());
        BreakdownModel model;
        model.setBreakdown(*result);
        std::set<MemoryComponent> shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown.insert(model.componentAt(row));
        return shown;
    };
    const JobInputs in = defaultInputs();
    const std::set<MemoryComponent> sft = rows(in.job.model, in.job.setup);
    for (const MemoryComponent absent : {MemoryComponent::ReferenceWeights, MemoryComponent::ValueModel,
                                         MemoryComponent::GenerationCache, MemoryComponent::VisionActivations})
        EXPECT_EQ(sft.count(absent), 0u) << componentKey(absent);
    for (const MemoryComponent present :
         {MemoryComponent::FrozenWeights, MemoryComponent::Activations, MemoryComponent::Logits,
          MemoryComponent::AllocatorReserve, MemoryComponent::CudaContext})
        EXPECT_EQ(sft.count(present), 1u) << componentKey(present);

    TrainingSetup grpo = in.job.setup;
    grpo.objective.objective = Objective::Grpo;
    grpo.objective.completionLen = 512;
    EXPECT_EQ(rows(in.job.model, grpo).count(MemoryComponent::GenerationCache), 1u);

    TrainingSetup images = in.job.setup;
    images.images.perSample = 2;
    const std::set<MemoryComponent> vision = rows(findPreset("gemma-3-4b")->spec, images);
    EXPECT_EQ(vision.count(MemoryComponent::VisionActivations), 1u);
}

TEST(FitOverviewModel, ListsEveryCatalogGpu)
{
    FitOverviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    JobInputs in = defaultInputs();
    model.setResults(*test::evaluated(in), *test::bundled());
    const auto& gpus = bundledCatalog().gpus;
    ASSERT_EQ(size_t(model.rowCount()), gpus.size());
    for (size_t i = 0; i < gpus.size(); ++i)
        EXPECT_EQ(model.data(model.index(int(i), 0)).toString(), QString::fromStdString(gpus[i].name));

    // A full fine-tune of an 8B model does not fit on one 24 GB card but on several with ZeRO-3.
    in.job.setup.method = Method::Full;
    model.setResults(*test::evaluated(in), *test::bundled());
    bool several = false;
    for (const auto& row : model.rows()) {
        if (row.verdict == FitOverviewModel::Verdict::NeedsSeveral) {
            several = true;
            EXPECT_GT(row.gpus, 1);
            EXPECT_GE(row.headroomBytes, 0);
        }
    }
    EXPECT_TRUE(several);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Every plan option states the setting it runs (issue 27): estimating that setting alone reproduces the option's
// memory and speed, and its changes are empty exactly when it is the job as set.
#include "core/plan/OptionSetting.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/memory/MemoryEstimator.h"
#include "core/model/Presets.h"
#include "core/plan/Planner.h"
#include "core/plan/Throughput.h"
#include "core/report/ResultsExport.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace tunefit {
namespace {

ModelSpec preset(const char* id)
{
    const ModelPreset* p = findPreset(id);
    EXPECT_NE(p, nullptr) << id;
    return p ? p->spec : ModelSpec{};
}

/// The issue's job: Llama-3.1-8B LoRA, one 6,340-token sequence per step, no checkpointing, 10 M tokens.
Job longSequenceLora()
{
    Job job;
    job.model = preset("llama-3.1-8b");
    job.setup.method = Method::LoRA;
    job.setup.microBatch = 1;
    job.setup.seqLen = 6340;
    job.setup.checkpointing = Checkpointing::None;
    job.datasetTokens = 1e7;
    return job;
}

Job fullFineTune70b()
{
    Job job;
    job.model = preset("llama-3.1-70b");
    job.setup.method = Method::Full;
    job.setup.compute = Compute::AmpBF16;
    job.setup.seqLen = 4096;
    job.setup.gradAccumulation = 8;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 5e7;
    return job;
}

Job qlora8b()
{
    Job job;
    job.model = preset("llama-3.1-8b");
    job.setup.method = Method::QLoRA;
    job.setup.baseQuant = BaseQuant::NF4DoubleQuant;
    job.setup.weightDType = DType::Int4;
    job.setup.microBatch = 4;
    job.setup.seqLen = 4096;
    job.datasetTokens = 2e7;
    return job;
}

Job moeLora()
{
    Job job;
    job.model = preset("qwen3-235b-a22b");
    job.setup.method = Method::LoRA;
    job.setup.seqLen = 4096;
    job.setup.gradAccumulation = 16;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 5e7;
    job.assumptions.maxInstances = 8;
    return job;
}

std::vector<Job> jobs()
{
    return {longSequenceLora(), fullFineTune70b(), qlora8b(), moeLora()};
}

/// The knobs a plan may turn, compared field by field (not through the code under test).
bool sameKnobs(const TrainingSetup& a, const Parallelism& pa, const TrainingSetup& b, const Parallelism& pb)
{
    return a.microBatch == b.microBatch && a.gradAccumulation == b.gradAccumulation &&
           a.checkpointing == b.checkpointing && a.attention == b.attention && a.loss == b.loss &&
           a.optimizer == b.optimizer && pa.sharding == pb.sharding && pa.offload == pb.offload &&
           pa.model.tensor == pb.model.tensor && pa.model.pipeline == pb.model.pipeline &&
           pa.model.expert == pb.model.expert;
}

/// The job as written on `gpus` GPUs: nothing to shard on one GPU; its sharding hint on several, DDP when it names
/// none (what torchrun launches). The jobs here name no offload.
Parallelism asWrittenOn(const Job& job, int gpus)
{
    const Sharding hint = job.parallel.sharding;
    Parallelism p = job.parallel;
    p.gpus = gpus;
    p.sharding = gpus == 1 ? Sharding::None : (hint == Sharding::None ? Sharding::DDP : hint);
    return p;
}

TEST(OptionSetting, EstimatingTheStatedSettingAloneGivesTheOptionsMemoryAndSpeed)
{
    const Catalog& catalog = bundledCatalog();
    int checked = 0, changed = 0;
    for (const Job& job : jobs()) {
        PlanResult plan = planJob(job, catalog, "2026-12-01");
        for (const PlanOption& o : plan.options) {
            if (!o.fits)
                continue;
            const OptionSetting s = optionSetting(plan, o, job);
            const Gpu& gpu = catalog.gpus[size_t(o.gpuIndex)];
            const double capacity = memoryBytes(gpu);
            const auto memory = estimateMemory(job.model, onCard(s.setup, capacity), s.parallel);
            ASSERT_TRUE(memory.ok()) << job.model.name << " " << catalog.offers[size_t(o.offerIndex)].instanceType;
            EXPECT_NEAR(memory->wholeDevice, o.perGpuBytes, 0.005 * o.perGpuBytes)
                << job.model.name << " on " << catalog.offers[size_t(o.offerIndex)].instanceType;

            const Offer& offer = catalog.offers[size_t(o.offerIndex)];
            ThroughputInput in{job.model, s.setup, s.parallel, gpu};
            in.interNode = offerFabric(catalog.providers[size_t(o.providerIndex)], offer).link;
            in.gpusPerNode = std::max(1, offer.gpuCount);
            in.hostCpusPerGpu = bindingCpusPerGpu(offer);
            const ThroughputEstimate t = estimateThroughput(in);
            ASSERT_TRUE(t.valid);
            EXPECT_NEAR(t.tokensPerSecondTotal, o.tokensPerSecond, 0.005 * o.tokensPerSecond)
                << job.model.name << " on " << offer.instanceType;

            const bool asSet = sameKnobs(s.setup, s.parallel, job.setup, asWrittenOn(job, o.gpus));
            EXPECT_EQ(s.asSet(), asSet) << job.model.name << " on " << offer.instanceType;
            changed += s.asSet() ? 0 : 1;
            ++checked;
        }
    }
    EXPECT_GT(checked, 200);
    EXPECT_GT(changed, 10); // the jobs are chosen so that some offers need another setting
}

TEST(OptionSetting, AsSetOnlyPlansRunTheJobAsWritten)
{
    const Catalog& catalog = bundledCatalog();
    for (Job job : jobs()) {
        job.assumptions.asSetOnly = true;
        PlanFilter all;
        all.fittingOnly = false;
        PlanResult plan = planJob(job, catalog, "2026-12-01", all);
        for (const PlanOption& o : plan.options) {
            if (!o.fits) {
                EXPECT_NE(o.rejection, PlanRejection::DoesNotFit) << "as-set plans say why in their own words";
                continue;
            }
            EXPECT_TRUE(optionSetting(plan, o, job).asSet()) << job.model.name;
            EXPECT_LT(o.adviceIndex, 0);
        }
    }
}

TEST(OptionSetting, TheIssuesJobNamesItsChangesOnTheCardsItDoesNotFitAsSet)
{
    // On a 24 GB card the job as written (6,340 tokens without checkpointing) does not fit: the LoRA activations alone
    // are ~30 GiB (docs/estimation.md). Every RTX 4090 option must therefore say what it changes.
    const Catalog& catalog = bundledCatalog();
    const Job job = longSequenceLora();
    const PlanResult plan = planJob(job, catalog, "2026-12-01");
    int consumer = 0;
    for (const PlanOption& o : plan.options) {
        if (!o.fits || catalog.gpus[size_t(o.gpuIndex)].name != "RTX 4090")
            continue;
        const OptionSetting s = optionSetting(plan, o, job);
        EXPECT_FALSE(s.asSet());
        double memory = 0;
        for (const AdviceChange& c : s.changes)
            memory += c.memoryDeltaBytes;
        EXPECT_LT(memory, 0) << "the changes must lower the peak";
        ++consumer;
    }
    EXPECT_GT(consumer, 0);
}

TEST(OptionSetting, RiskyOptionsRankAfterThoseThatFitWithMargin)
{
    const Catalog& catalog = bundledCatalog();
    for (const Job& job : jobs()) {
        PlanResult plan = planJob(job, catalog, "2026-12-01");
        rankOptions(plan, job, SortKey::Cost);
        bool riskySeen = false;
        for (const PlanOption& o : plan.options) {
            if (!o.fits)
                break;
            const bool risky = (o.warnings & kRiskWarnings) != 0;
            EXPECT_FALSE(riskySeen && !risky) << "a safe option after a risky one";
            riskySeen = riskySeen || risky;
            // The band rule, checked against the option's own figures.
            const MemoryEntry& m = plan.memory[size_t(o.memoryIndex)];
            const bool insideBand = o.capacityBytes - o.perGpuBytes < m.breakdown.bandHigh * o.perGpuBytes;
            EXPECT_EQ(hasWarning(o.warnings, PlanWarning::MayNotFit), insideBand);
            EXPECT_EQ(hasWarning(o.warnings, PlanWarning::WeightOffload),
                      o.parallel.offload == Offload::ParamsOptimizer);
        }
    }
}

TEST(OptionSetting, ExportsCarryTheSetting)
{
    const Catalog& catalog = bundledCatalog();
    const Job job = longSequenceLora();
    RankedPlan ranked{planJob(job, catalog, "2026-12-01"), SortKey::Cost, job};
    rankOptions(ranked.result, job, SortKey::Cost);
    const QJsonObject root = QJsonDocument::fromJson(resultsJson(ranked, catalog, "x", "2026-12-01")).object();
    int withChanges = 0;
    for (const QJsonValue& v : root.value(QStringLiteral("options")).toArray()) {
        if (!v.toObject().value(QStringLiteral("fits")).toBool()) {
            EXPECT_FALSE(v.toObject().contains(QStringLiteral("setting"))) << "an offer that does not run has none";
            continue;
        }
        const QJsonObject setting = v.toObject().value(QStringLiteral("setting")).toObject();
        ASSERT_TRUE(setting.contains(QStringLiteral("setup")));
        ASSERT_TRUE(setting.contains(QStringLiteral("parallel")));
        const QJsonArray changes = setting.value(QStringLiteral("changes")).toArray();
        EXPECT_EQ(setting.value(QStringLiteral("as_set")).toBool(), changes.isEmpty());
        withChanges += changes.isEmpty() ? 0 : 1;
    }
    EXPECT_GT(withChanges, 0);
    const std::string csv = resultsCsv(ranked, catalog);
    EXPECT_NE(csv.find(",setting\n"), std::string::npos);
    EXPECT_NE(csv.find("as_set"), std::string::npos);
}

} // namespace
} // namespace tunefit

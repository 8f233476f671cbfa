// SPDX-License-Identifier: GPL-3.0-or-later
// Export, then import: every field the stack can express comes back as it was written.
#include "core/import/ConfigExport.h"
#include "core/catalog/BundledCatalog.h"
#include "core/import/ConfigImport.h"
#include "core/model/Presets.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace tunefit {
namespace {

Job sampleJob(Sharding sharding, Offload offload, int gpus)
{
    Job job;
    job.model = findPreset("llama-3.1-8b")->spec;
    TrainingSetup& t = job.setup;
    t.method = Method::QLoRA;
    t.baseQuant = BaseQuant::NF4DoubleQuant;
    t.adapter.rank = 32;
    t.adapter.alpha = 64;
    t.adapter.dropout = 0.05;
    t.adapter.targets = Target::Q | Target::K | Target::V | Target::O;
    t.compute = Compute::BF16;
    t.optimizer = Optimizer::PagedAdamW8bit;
    t.microBatch = 4;
    t.gradAccumulation = 8;
    t.seqLen = 4096;
    t.checkpointing = Checkpointing::Full;
    t.attention = Attention::Flash;
    job.parallel = {gpus, sharding, offload};
    job.epochs = 3;
    return job;
}

/// Writes the export's files into `dir` and imports the main one.
ImportedJob roundTrip(const Job& job, Stack stack, const QTemporaryDir& dir, const std::string& name)
{
    ExportPlan plan{"H100 SXM 80GB", 21.5, 3.25, 12.5, {}};
    const auto files = exportTrainingConfig(job, stack, plan, name);
    EXPECT_TRUE(files.ok());
    for (const auto& f : *files) {
        QFile out(dir.filePath(QString::fromStdString(f.name.empty() ? name : f.name)));
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(f.contents.data(), qint64(f.contents.size()));
    }
    ImportOptions o;
    o.models.useEnvironment = false;
    auto imported = importTrainingConfig(dir.filePath(QString::fromStdString(name)).toStdString(), o);
    EXPECT_TRUE(imported.ok()) << imported.error().field << " " << imported.error().detail;
    return imported.ok() ? *imported : ImportedJob{};
}

std::string v(const ImportedJob& j, JobField f)
{
    return j.field(f) ? j.field(f)->value : std::string("(none)");
}

TEST(ConfigExport, AxolotlRoundTrip)
{
    QTemporaryDir dir;
    const Job job = sampleJob(Sharding::Zero3, Offload::ParamsOptimizer, 8);
    const ImportedJob j = roundTrip(job, Stack::Axolotl, dir, "axolotl.yaml");
    EXPECT_EQ(j.stack, Stack::Axolotl);
    EXPECT_EQ(v(j, JobField::Model), "meta-llama/Llama-3.1-8B");
    EXPECT_EQ(v(j, JobField::Method), "qlora");
    EXPECT_EQ(v(j, JobField::Quant), "nf4_dq");
    EXPECT_EQ(v(j, JobField::LoraRank), "32");
    EXPECT_EQ(v(j, JobField::LoraAlpha), "64");
    EXPECT_EQ(v(j, JobField::LoraDropout), "0.05");
    EXPECT_EQ(v(j, JobField::LoraTargets), "q;k;v;o");
    EXPECT_EQ(v(j, JobField::Optimizer), "paged_adamw_8bit");
    EXPECT_EQ(v(j, JobField::MicroBatch), "4");
    EXPECT_EQ(v(j, JobField::GradAccum), "8");
    EXPECT_EQ(v(j, JobField::SeqLen), "4096");
    EXPECT_EQ(v(j, JobField::GradCkpt), "full");
    EXPECT_EQ(v(j, JobField::Attention), "flash");
    EXPECT_EQ(v(j, JobField::Sharding), "zero3");
    EXPECT_EQ(v(j, JobField::Offload), "params_optimizer");
    EXPECT_EQ(v(j, JobField::Epochs), "3");
    EXPECT_EQ(v(j, JobField::Precision), "amp_bf16"); // bf16 under DeepSpeed is its fp32-master engine
    EXPECT_EQ(j.job.setup.adapter.targets, job.setup.adapter.targets);
}

TEST(ConfigExport, LlamaFactoryRoundTrip)
{
    QTemporaryDir dir;
    Job job = sampleJob(Sharding::None, Offload::None, 1);
    job.setup.objective.objective = Objective::Orpo;
    const ImportedJob j = roundTrip(job, Stack::LlamaFactory, dir, "lf.yaml");
    EXPECT_EQ(j.stack, Stack::LlamaFactory);
    EXPECT_EQ(v(j, JobField::Objective), "orpo");
    EXPECT_EQ(v(j, JobField::Method), "qlora");
    EXPECT_EQ(v(j, JobField::Quant), "nf4_dq");
    EXPECT_EQ(v(j, JobField::LoraRank), "32");
    EXPECT_EQ(v(j, JobField::LoraAlpha), "64");
    EXPECT_EQ(v(j, JobField::LoraTargets), "q;k;v;o");
    EXPECT_EQ(v(j, JobField::Precision), "bf16");
    EXPECT_EQ(v(j, JobField::Optimizer), "paged_adamw_8bit");
    EXPECT_EQ(v(j, JobField::MicroBatch), "4");
    EXPECT_EQ(v(j, JobField::GradAccum), "8");
    EXPECT_EQ(v(j, JobField::SeqLen), "4096");
    EXPECT_EQ(v(j, JobField::Attention), "flash");
    EXPECT_EQ(v(j, JobField::Sharding), "none");
}

// Neither axolotl's rl types nor LLaMA-Factory's stages have RLOO or online DPO: the export says so instead of
// writing a key the stack would reject.
TEST(ConfigExport, ObjectivesTheStackLacksAreRefused)
{
    Job job = sampleJob(Sharding::None, Offload::None, 1);
    job.setup.objective.completionLen = 256;
    for (const auto& [objective, key] :
         {std::pair{Objective::Rloo, "rloo"}, std::pair{Objective::OnlineDpo, "online_dpo"}}) {
        job.setup.objective.objective = objective;
        for (Stack stack : {Stack::Axolotl, Stack::LlamaFactory}) {
            const auto out = exportTrainingConfig(job, stack, {}, "rl.yaml");
            ASSERT_FALSE(out.ok()) << key;
            EXPECT_EQ(out.error().code, ErrorCode::Unsupported);
            EXPECT_EQ(out.error().field, "objective");
            EXPECT_EQ(out.error().detail, key);
        }
    }
}

TEST(ConfigExport, TorchtuneRoundTrip)
{
    QTemporaryDir dir;
    Job job = sampleJob(Sharding::FsdpFull, Offload::ParamsOptimizer, 4);
    job.setup.method = Method::LoRA;
    job.setup.baseQuant = BaseQuant::None;
    job.setup.adapter.targets = kAllLinear;
    const ImportedJob j = roundTrip(job, Stack::Torchtune, dir, "tt.yaml");
    EXPECT_EQ(j.stack, Stack::Torchtune);
    EXPECT_EQ(v(j, JobField::Method), "lora");
    EXPECT_EQ(v(j, JobField::LoraTargets), "q;k;v;o;gate;up;down");
    EXPECT_EQ(v(j, JobField::LoraRank), "32");
    EXPECT_EQ(v(j, JobField::MicroBatch), "4");
    EXPECT_EQ(v(j, JobField::GradAccum), "8");
    EXPECT_EQ(v(j, JobField::SeqLen), "4096");
    EXPECT_EQ(v(j, JobField::Optimizer), "paged_adamw_8bit");
    EXPECT_EQ(v(j, JobField::Precision), "bf16");
    EXPECT_EQ(v(j, JobField::NumGpus), "4");
    EXPECT_EQ(v(j, JobField::Sharding), "fsdp_full");
    EXPECT_EQ(v(j, JobField::Offload), "params_optimizer");
}

TEST(ConfigExport, DeepSpeedJsonCarriesStageOffloadAndPrecision)
{
    QTemporaryDir dir;
    Job job = sampleJob(Sharding::Zero2, Offload::Optimizer, 8);
    job.setup.compute = Compute::AmpBF16;
    const auto files = exportTrainingConfig(job, Stack::DeepSpeed, {}, "ds.json");
    ASSERT_TRUE(files.ok());
    ASSERT_EQ(files->size(), 1u);
    const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(files->front().contents)).object();
    EXPECT_EQ(o.value(QStringLiteral("zero_optimization")).toObject().value(QStringLiteral("stage")).toInt(), 2);
    EXPECT_EQ(o.value(QStringLiteral("zero_optimization"))
                  .toObject()
                  .value(QStringLiteral("offload_optimizer"))
                  .toObject()
                  .value(QStringLiteral("device"))
                  .toString(),
              QStringLiteral("cpu"));
    EXPECT_TRUE(o.value(QStringLiteral("bf16")).toObject().value(QStringLiteral("enabled")).toBool());
    EXPECT_EQ(o.value(QStringLiteral("train_batch_size")).toInt(), 4 * 8 * 8);
    const ImportedJob j = roundTrip(job, Stack::DeepSpeed, dir, "ds.json");
    EXPECT_EQ(v(j, JobField::Sharding), "zero2");
    EXPECT_EQ(v(j, JobField::Offload), "optimizer");
    EXPECT_EQ(v(j, JobField::Precision), "amp_bf16");
    EXPECT_EQ(v(j, JobField::MicroBatch), "4");
    EXPECT_EQ(v(j, JobField::GradAccum), "8");
}

TEST(ConfigExport, AccelerateYamlCarriesTheLayout)
{
    QTemporaryDir dir;
    Job job = sampleJob(Sharding::Zero3, Offload::ParamsOptimizer, 16);
    job.setup.compute = Compute::AmpBF16;
    const auto files =
        exportTrainingConfig(job, Stack::Accelerate, {"H100", 40, std::nullopt, std::nullopt, {}}, "acc.yaml");
    ASSERT_TRUE(files.ok());
    const YAML::Node y = YAML::Load(files->front().contents);
    EXPECT_EQ(y["distributed_type"].as<std::string>(), "DEEPSPEED");
    EXPECT_EQ(y["deepspeed_config"]["zero_stage"].as<int>(), 3);
    EXPECT_EQ(y["deepspeed_config"]["offload_param_device"].as<std::string>(), "cpu");
    EXPECT_EQ(y["mixed_precision"].as<std::string>(), "bf16");
    EXPECT_EQ(y["num_processes"].as<int>(), 16);
    EXPECT_EQ(y["num_machines"].as<int>(), 2);
    EXPECT_EQ(files->front().contents.rfind("# Written by Tunefit for the plan: 16 x H100", 0), 0u);
    const ImportedJob j = roundTrip(job, Stack::Accelerate, dir, "acc.yaml");
    EXPECT_EQ(v(j, JobField::Sharding), "zero3");
    EXPECT_EQ(v(j, JobField::Offload), "params_optimizer");
    EXPECT_EQ(v(j, JobField::NumGpus), "16");
    EXPECT_EQ(v(j, JobField::Precision), "amp_bf16");

    Job fsdp = sampleJob(Sharding::FsdpHybrid, Offload::None, 16);
    const ImportedJob h = roundTrip(fsdp, Stack::Accelerate, dir, "fsdp.yaml");
    EXPECT_EQ(v(h, JobField::Sharding), "fsdp_hybrid");
}

TEST(ConfigExport, MemoryMechanismsRoundTripWhereTheStackHasAKey)
{
    QTemporaryDir dir;
    // axolotl: tiled MLP, ring-attention context parallelism over 8 GPUs, Liger's fused loss.
    Job ring = sampleJob(Sharding::Zero3, Offload::None, 8);
    ring.setup.tiledMlp = true;
    ring.setup.loss = LossImpl::Fused;
    ring.parallel.sequenceParallel = SequenceParallel::Ring;
    ring.parallel.sequenceParallelDegree = 8;
    const ImportedJob a = roundTrip(ring, Stack::Axolotl, dir, "axolotl.yaml");
    EXPECT_EQ(v(a, JobField::TiledMlp), "true");
    EXPECT_EQ(v(a, JobField::SequenceParallel), "ring");
    EXPECT_EQ(v(a, JobField::SpDegree), "8");
    EXPECT_EQ(v(a, JobField::Loss), "fused");
    EXPECT_TRUE(a.job.setup.tiledMlp);
    EXPECT_EQ(a.job.parallel.sequenceParallel, SequenceParallel::Ring);
    EXPECT_EQ(a.job.parallel.sequenceParallelDegree, 8);
    Job chunked = sampleJob(Sharding::None, Offload::None, 1);
    chunked.setup.loss = LossImpl::Chunked;
    EXPECT_EQ(v(roundTrip(chunked, Stack::Axolotl, dir, "chunked.yaml"), JobField::Loss), "chunked");

    // torchtune: the optimizer step in backward and its chunked (linear) cross-entropy.
    Job inBackward = sampleJob(Sharding::None, Offload::None, 1);
    inBackward.setup.method = Method::Full;
    inBackward.setup.baseQuant = BaseQuant::None;
    inBackward.setup.gradAccumulation = 1;
    inBackward.setup.optimizerInBackward = true;
    inBackward.setup.loss = LossImpl::Chunked;
    const ImportedJob t = roundTrip(inBackward, Stack::Torchtune, dir, "tt.yaml");
    EXPECT_EQ(v(t, JobField::OptimizerInBackward), "true");
    EXPECT_TRUE(t.job.setup.optimizerInBackward);
    EXPECT_EQ(v(t, JobField::Loss), "chunked");

    // accelerate: ALST/Ulysses (sp) or torch context parallelism (cp), each as its own key.
    Job ulysses = sampleJob(Sharding::Zero3, Offload::None, 8);
    ulysses.parallel.sequenceParallel = SequenceParallel::Ulysses;
    ulysses.parallel.sequenceParallelDegree = 4;
    const ImportedJob u = roundTrip(ulysses, Stack::Accelerate, dir, "sp.yaml");
    EXPECT_EQ(v(u, JobField::SequenceParallel), "ulysses");
    EXPECT_EQ(v(u, JobField::SpDegree), "4");
    EXPECT_EQ(v(u, JobField::NumGpus), "8");
    ring.parallel.sequenceParallelDegree = 2;
    const ImportedJob cp = roundTrip(ring, Stack::Accelerate, dir, "cp.yaml");
    EXPECT_EQ(v(cp, JobField::SequenceParallel), "ring");
    EXPECT_EQ(v(cp, JobField::SpDegree), "2");
    // DeepSpeed JSON: its sequence_parallel_size is Ulysses.
    EXPECT_EQ(v(roundTrip(ulysses, Stack::DeepSpeed, dir, "ds.json"), JobField::SpDegree), "4");

    // A stack without a key says so in a comment instead of dropping the setting silently.
    const auto lf = exportTrainingConfig(ring, Stack::LlamaFactory, {}, "lf.yaml");
    ASSERT_TRUE(lf.ok());
    EXPECT_NE(lf->front().contents.find("# Planned with tiled MLP: LLaMA-Factory has no config key for it"),
              std::string::npos);
}

TEST(ConfigExport, AJobWithoutTheMechanismsImportsWithThemOff)
{
    // The importer starts from a base job that has them on: a file that does not switch them on turns them off.
    QTemporaryDir dir;
    const Job plain = sampleJob(Sharding::None, Offload::None, 1);
    const auto files = exportTrainingConfig(plain, Stack::Axolotl, {}, "plain.yaml");
    ASSERT_TRUE(files.ok());
    QFile out(dir.filePath(QStringLiteral("plain.yaml")));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(files->front().contents.data(), qint64(files->front().contents.size()));
    out.close();
    ImportOptions o;
    o.models.useEnvironment = false;
    o.base.setup.tiledMlp = true;
    o.base.setup.optimizerInBackward = true;
    o.base.parallel.sequenceParallel = SequenceParallel::Ulysses;
    o.base.parallel.sequenceParallelDegree = 4;
    const auto j = importTrainingConfig(dir.filePath(QStringLiteral("plain.yaml")).toStdString(), o);
    ASSERT_TRUE(j.ok());
    EXPECT_FALSE(j->job.setup.tiledMlp);
    EXPECT_FALSE(j->job.setup.optimizerInBackward);
    EXPECT_EQ(j->job.parallel.sequenceParallel, SequenceParallel::None);
    EXPECT_EQ(j->job.parallel.sequenceParallelDegree, 1);
}

TEST(ConfigExport, APlanOptionIsWrittenWithItsOwnLayoutAndFigures)
{
    // A 70B full fine-tune needs several GPUs and sharding: the option's layout, not the job's, is written.
    Job job;
    job.model = findPreset("llama-3.1-70b")->spec;
    job.setup.method = Method::Full;
    job.setup.compute = Compute::AmpBF16;
    job.setup.seqLen = 2048;
    job.setup.checkpointing = Checkpointing::Full;
    job.datasetTokens = 1e8;
    const Catalog catalog = bundledCatalog();
    EvaluationRequest request;
    request.today = "2026-12-01";
    request.withFitOverview = false;
    const Evaluation e = evaluate(job, catalog, request);
    const PlanOption* best = e.best();
    ASSERT_NE(best, nullptr);
    const PlannedExport planned = exportForOption(e, catalog, *best);
    const MemoryEntry& entry = e.plan.memory[size_t(best->memoryIndex)];
    EXPECT_EQ(planned.job.parallel.gpus, entry.parallel.gpus);
    EXPECT_EQ(planned.job.parallel.sharding, entry.parallel.sharding);
    EXPECT_EQ(planned.job.parallel.offload, entry.parallel.offload);
    EXPECT_GT(planned.job.parallel.gpus, 1); // a 70B full fine-tune fits no single card
    EXPECT_EQ(planned.plan.gpuName, catalog.gpus[size_t(best->gpuIndex)].name);
    EXPECT_DOUBLE_EQ(*planned.plan.hours, best->hours);
    EXPECT_DOUBLE_EQ(*planned.plan.costUsd, best->totalCostUsd);
    EXPECT_DOUBLE_EQ(planned.plan.perGpuPeakGiB, best->perGpuBytes / double(1ull << 30));
    const Offer& offer = catalog.offers[size_t(best->offerIndex)];
    EXPECT_EQ(planned.plan.offer, offer.provider + " " + offer.instanceType);

    const auto files = exportTrainingConfig(planned.job, Stack::Accelerate, planned.plan, "plan.yaml");
    ASSERT_TRUE(files.ok());
    const std::string& text = files->front().contents;
    EXPECT_EQ(text.rfind("# Written by Tunefit for the plan: " + planned.plan.offer + ", ", 0), 0u) << text;
    EXPECT_EQ(YAML::Load(text)["num_processes"].as<int>(), planned.job.parallel.gpus);

    // The best option on a named card, and with a named count; none for a count no offer has.
    const PlanOption* onCard = bestOptionOn(e, catalog, planned.plan.gpuName, 0);
    EXPECT_EQ(onCard, best);
    EXPECT_EQ(bestOptionOn(e, catalog, planned.plan.gpuName, best->gpus), best);
    EXPECT_EQ(bestOptionOn(e, catalog, planned.plan.gpuName, 99999), nullptr);
    EXPECT_EQ(bestOptionOn(e, catalog, "No such GPU", 0), nullptr);
}

// Issue 15: a model-parallel layout goes out as LLaMA-Factory's Megatron back end (Megatron-Core's arguments) and
// comes back whole; accelerate writes torch tensor parallelism; a DeepSpeed JSON, which has no key for the degrees,
// refuses the layout; the other stacks say they have no key.
TEST(ConfigExport, ModelParallelLayoutsRoundTrip)
{
    QTemporaryDir dir;
    Job megatron = sampleJob(Sharding::Zero1, Offload::None, 16);
    megatron.model = findPreset("qwen3-30b-a3b")->spec;
    megatron.setup.method = Method::Full;
    megatron.setup.baseQuant = BaseQuant::None;
    megatron.parallel.model.tensor = 2;
    megatron.parallel.model.pipeline = 2;
    megatron.parallel.model.virtualStages = 2;
    megatron.parallel.model.expert = 4;
    megatron.parallel.sequenceParallel = SequenceParallel::Ring;
    megatron.parallel.sequenceParallelDegree = 2;
    const ImportedJob m = roundTrip(megatron, Stack::LlamaFactory, dir, "mca.yaml");
    EXPECT_EQ(v(m, JobField::TensorParallel), "2");
    EXPECT_EQ(v(m, JobField::PipelineParallel), "2");
    EXPECT_EQ(v(m, JobField::VirtualStages), "2");
    EXPECT_EQ(v(m, JobField::ExpertParallel), "4");
    EXPECT_EQ(v(m, JobField::MegatronSp), "true");
    EXPECT_EQ(v(m, JobField::SequenceParallel), "ring");
    EXPECT_EQ(v(m, JobField::SpDegree), "2");
    EXPECT_EQ(v(m, JobField::Sharding), "zero1");
    // No GPU count key: the layout's fewest GPUs, 2 × 2 × 2 with EP 4 dividing TP × DP × CP (DP 1): 8.
    EXPECT_EQ(v(m, JobField::NumGpus), "8");
    EXPECT_EQ(m.job.parallel.model.expert, 4);

    Job tensor = sampleJob(Sharding::FsdpFull, Offload::None, 8);
    tensor.setup.method = Method::LoRA;
    tensor.setup.baseQuant = BaseQuant::None;
    tensor.parallel.model.tensor = 2;
    const ImportedJob a = roundTrip(tensor, Stack::Accelerate, dir, "tp.yaml");
    EXPECT_EQ(v(a, JobField::TensorParallel), "2");
    EXPECT_EQ(v(a, JobField::NumGpus), "8");

    const auto ds = exportTrainingConfig(megatron, Stack::DeepSpeed, {}, "ds.json");
    ASSERT_FALSE(ds.ok());
    EXPECT_EQ(ds.error().code, ErrorCode::Unsupported);
    EXPECT_EQ(ds.error().field, "layout");
    const auto ax = exportTrainingConfig(megatron, Stack::Axolotl, {}, "ax.yaml");
    ASSERT_TRUE(ax.ok());
    EXPECT_NE(ax->front().contents.find("# Planned with the model-parallel layout TP 2 x PP 2 x VPP 2 x EP 4: axolotl"),
              std::string::npos);
}

// Issue 32: the FP8 recipes a stack's file names come back as written; one it cannot name is refused, never dropped.
TEST(ConfigExport, Fp8RecipesRoundTripWhereTheStackNamesThem)
{
    QTemporaryDir dir;
    Job torchao = sampleJob(Sharding::FsdpFull, Offload::None, 8);
    torchao.setup.method = Method::Full;
    torchao.setup.baseQuant = BaseQuant::None;
    torchao.setup.optimizer = Optimizer::AdamW;
    torchao.setup.lowPrecision = {LowPrecisionRecipe::TorchaoFp8Tensorwise, true};
    const ImportedJob a = roundTrip(torchao, Stack::Axolotl, dir, "axolotl.yaml");
    EXPECT_EQ(v(a, JobField::LowPrecision), "torchao_fp8_tensorwise");
    EXPECT_EQ(v(a, JobField::PrecisionParamGather), "true");
    Job te = torchao;
    te.setup.lowPrecision = {LowPrecisionRecipe::TeFp8Delayed, false};
    EXPECT_EQ(v(roundTrip(te, Stack::LlamaFactory, dir, "lf.yaml"), JobField::LowPrecision), "te_fp8_delayed");
    EXPECT_EQ(v(roundTrip(te, Stack::Accelerate, dir, "acc.yaml"), JobField::LowPrecision), "te_fp8_delayed");
    ExportPlan plan{"B200", 40, 3.25, 12.5, {}};
    Job mx = torchao;
    mx.setup.lowPrecision = {LowPrecisionRecipe::TeMxfp8, false};
    for (Stack stack : {Stack::Axolotl, Stack::LlamaFactory, Stack::Accelerate, Stack::DeepSpeed, Stack::Torchtune}) {
        const auto refused = exportTrainingConfig(mx, stack, plan, "x.yaml");
        ASSERT_FALSE(refused.ok()) << stackKey(stack);
        EXPECT_EQ(refused.error().code, ErrorCode::Unsupported);
        EXPECT_EQ(refused.error().field, "low_precision");
    }
    EXPECT_FALSE(exportTrainingConfig(te, Stack::Axolotl, plan, "x.yaml").ok()); // axolotl's fp8 is torchao's
    // torchtune's full_finetune_distributed names torchao's recipes: none is tensorwise with the all-gather.
    const ImportedJob tt = roundTrip(torchao, Stack::Torchtune, dir, "tt.yaml");
    EXPECT_EQ(v(tt, JobField::LowPrecision), "torchao_fp8_tensorwise");
    EXPECT_EQ(v(tt, JobField::PrecisionParamGather), "true");
    Job rowwise = torchao;
    rowwise.setup.lowPrecision = {LowPrecisionRecipe::TorchaoFp8Rowwise, false};
    EXPECT_EQ(v(roundTrip(rowwise, Stack::Torchtune, dir, "tt-rowwise.yaml"), JobField::LowPrecision),
              "torchao_fp8_rowwise");
    // Blocks kept in 16-bit are Megatron's switch: no exported file can name them.
    Job kept = torchao;
    kept.setup.lowPrecision.sixteenBitBlocksAtEnd = 2;
    const auto refusedBlocks = exportTrainingConfig(kept, Stack::Axolotl, plan, "x.yaml");
    ASSERT_FALSE(refusedBlocks.ok());
    EXPECT_EQ(refusedBlocks.error().field, "sixteen_bit_blocks_at_end");
}

// Issue 32: torchao's low-bit AdamW goes back under the name each stack reads (HF adamw_torch_8bit/_4bit, axolotl's
// ao_adamw_fp8, torchtune's component path); the FP8 one where the stack has no name for it, and Transformer Engine's
// FP8 moments outside LLaMA-Factory's Megatron back end, are refused, never dropped.
TEST(ConfigExport, LowBitOptimizersRoundTripWhereTheStackNamesThem)
{
    QTemporaryDir dir;
    Job job = sampleJob(Sharding::FsdpFull, Offload::None, 8);
    job.setup.method = Method::Full;
    job.setup.baseQuant = BaseQuant::None;
    job.setup.optimizer = Optimizer::TorchaoAdamW8bit;
    EXPECT_EQ(v(roundTrip(job, Stack::Axolotl, dir, "a8.yaml"), JobField::Optimizer), "torchao_adamw_8bit");
    EXPECT_EQ(v(roundTrip(job, Stack::LlamaFactory, dir, "l8.yaml"), JobField::Optimizer), "torchao_adamw_8bit");
    job.setup.optimizer = Optimizer::TorchaoAdamW4bit;
    EXPECT_EQ(v(roundTrip(job, Stack::Torchtune, dir, "t4.yaml"), JobField::Optimizer), "torchao_adamw_4bit");
    job.setup.optimizer = Optimizer::TorchaoAdamWFp8;
    EXPECT_EQ(v(roundTrip(job, Stack::Axolotl, dir, "af.yaml"), JobField::Optimizer), "torchao_adamw_fp8");
    EXPECT_EQ(v(roundTrip(job, Stack::Torchtune, dir, "tf.yaml"), JobField::Optimizer), "torchao_adamw_fp8");
    const auto lf = exportTrainingConfig(job, Stack::LlamaFactory, {}, "x.yaml");
    ASSERT_FALSE(lf.ok());
    EXPECT_EQ(lf.error().code, ErrorCode::Unsupported);
    EXPECT_EQ(lf.error().field, "optimizer");

    Job te = job;
    te.setup.optimizer = Optimizer::AdamW;
    te.setup.optimizerState = OptimizerStateDType::FP8;
    for (Stack stack : {Stack::Axolotl, Stack::LlamaFactory, Stack::Accelerate, Stack::DeepSpeed, Stack::Torchtune}) {
        const auto refused = exportTrainingConfig(te, stack, {}, "x.yaml");
        ASSERT_FALSE(refused.ok()) << stackKey(stack);
        EXPECT_EQ(refused.error().field, "optimizer_state");
    }
    te.parallel.model.tensor = 2; // LLaMA-Factory's Megatron back end names the precision-aware optimizer
    EXPECT_EQ(v(roundTrip(te, Stack::LlamaFactory, dir, "mcore.yaml"), JobField::OptimizerState), "fp8");
}

} // namespace
} // namespace tunefit

namespace tunefit {
namespace {

// Issue 32: a QAT scheme comes back from the files of the stacks that name it (torchtune's two QAT quantizers with
// their groupsize; axolotl's qat dtypes and group_size); a scheme a stack cannot name is refused at the qat field.
TEST(ConfigExport, QatRoundTripsWhereTheStackNamesIt)
{
    QTemporaryDir dir;
    Job job = sampleJob(Sharding::FsdpFull, Offload::None, 8);
    job.setup.method = Method::Full;
    job.setup.baseQuant = BaseQuant::None;
    job.setup.optimizer = Optimizer::AdamW;
    job.setup.qat = {QatScheme::Int8DynActInt4Weight, 64};
    const ImportedJob tt = roundTrip(job, Stack::Torchtune, dir, "torchtune.yaml");
    EXPECT_EQ(v(tt, JobField::Qat), "int8_act_int4_weight");
    EXPECT_EQ(v(tt, JobField::QatGroupSize), "64");
    const ImportedJob ax = roundTrip(job, Stack::Axolotl, dir, "axolotl.yaml");
    EXPECT_EQ(v(ax, JobField::Qat), "int8_act_int4_weight");
    EXPECT_EQ(v(ax, JobField::QatGroupSize), "64");
    Job fp8 = job;
    fp8.setup.qat = {QatScheme::Float8DynActInt4Weight, 0}; // the scheme's default groups of 128 are written out
    const ImportedJob fp8Back = roundTrip(fp8, Stack::Axolotl, dir, "axolotl-fp8.yaml");
    EXPECT_EQ(v(fp8Back, JobField::Qat), "fp8_act_int4_weight");
    EXPECT_EQ(v(fp8Back, JobField::QatGroupSize), "128");

    ExportPlan plan{"H100 SXM", 8, 3.25, 12.5, {}};
    for (Stack stack : {Stack::Torchtune, Stack::LlamaFactory, Stack::Accelerate, Stack::DeepSpeed}) {
        const auto refused = exportTrainingConfig(fp8, stack, plan, "x.yaml");
        ASSERT_FALSE(refused.ok()) << stackKey(stack);
        EXPECT_EQ(refused.error().code, ErrorCode::Unsupported);
        EXPECT_EQ(refused.error().field, "qat");
    }
    Job nvfp4 = job;
    nvfp4.setup.qat = {QatScheme::Nvfp4DynActNvfp4Weight, 0}; // axolotl's nvfp4 fakes the weights only
    EXPECT_FALSE(exportTrainingConfig(nvfp4, Stack::Axolotl, plan, "x.yaml").ok());
}

} // namespace
} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/PlanWording.h"

#include "present/Format.h"
#include "present/LayoutWording.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <bit>
#include <cmath>

namespace tunefit::present {

QString warningShort(PlanWarning w)
{
    switch (w) {
    case PlanWarning::NoBf16:
        return PlanWording::tr("no BF16");
    case PlanWarning::No4bitKernels:
        return PlanWording::tr("no 4-bit kernels");
    case PlanWarning::ShardedOverPcie:
        return PlanWording::tr("PCIe sharding");
    case PlanWarning::ConsumerMultiGpuNoFastLink:
        return PlanWording::tr("slow link");
    case PlanWarning::StalePrice:
        return PlanWording::tr("stale price");
    case PlanWarning::UndatedPrice:
        return PlanWording::tr("undated price");
    case PlanWarning::GpuOnlyPrice:
        return PlanWording::tr("GPU-only price");
    case PlanWarning::DeadlineMissed:
        return PlanWording::tr("misses deadline");
    case PlanWarning::OverBudget:
        return PlanWording::tr("over budget");
    case PlanWarning::StoragePriceUnknown:
        return PlanWording::tr("storage price unknown");
    case PlanWarning::EgressPriceUnknown:
        return PlanWording::tr("egress price unknown");
    case PlanWarning::HostRamUnstated:
        return PlanWording::tr("RAM unstated");
    case PlanWarning::MayNotFit:
        return PlanWording::tr("may not fit");
    case PlanWarning::NoFlashAttention:
        return PlanWording::tr("no FlashAttention");
    case PlanWarning::WeightOffload:
        return PlanWording::tr("weight offload");
    case PlanWarning::TensorParallelOverPcie:
        return PlanWording::tr("TP over PCIe");
    case PlanWarning::FabricUnknown:
        return PlanWording::tr("network unknown");
    case PlanWarning::PartialGroups:
        return PlanWording::tr("partial groups");
    }
    return {};
}

QString warningSentence(PlanWarning w)
{
    switch (w) {
    case PlanWarning::NoBf16:
        return PlanWording::tr("This GPU has no BF16: the run uses FP16 with loss scaling.");
    case PlanWarning::No4bitKernels:
        return PlanWording::tr("bitsandbytes has no 4-bit kernels for this GPU.");
    case PlanWarning::ShardedOverPcie:
        return PlanWording::tr("Sharded training over PCIe-only links: communication slows every step.");
    case PlanWarning::ConsumerMultiGpuNoFastLink:
        return PlanWording::tr("Consumer GPUs without NVLink or peer-to-peer access: every exchange between them "
                               "goes through host memory.");
    case PlanWarning::StalePrice:
        return PlanWording::tr("The price is older than 90 days; check the provider's page.");
    case PlanWarning::UndatedPrice:
        return PlanWording::tr("The price has no date.");
    case PlanWarning::GpuOnlyPrice:
        return PlanWording::tr("The price covers the GPU only: host CPU and RAM are billed extra.");
    case PlanWarning::DeadlineMissed:
        return PlanWording::tr("The run misses the deadline.");
    case PlanWarning::OverBudget:
        return PlanWording::tr("The run costs more than the budget.");
    case PlanWarning::StoragePriceUnknown:
        return PlanWording::tr("The storage price is unknown and not counted.");
    case PlanWarning::EgressPriceUnknown:
        return PlanWording::tr("The egress price is unknown and not counted.");
    case PlanWarning::HostRamUnstated:
        return PlanWording::tr("The plan offloads to CPU RAM, and the offer does not state how much RAM it has.");
    case PlanWarning::MayNotFit:
        return PlanWording::tr("May not fit: the memory left free is smaller than the estimate's error band.");
    case PlanWarning::NoFlashAttention:
        return PlanWording::tr("The job uses FlashAttention-2, which this GPU cannot run (it needs Ampere or newer): "
                               "switch the job to SDPA attention.");
    case PlanWarning::WeightOffload:
        return PlanWording::tr("The weights live in CPU RAM and cross PCIe at every step: slow, and the speed depends "
                               "on the host.");
    case PlanWarning::TensorParallelOverPcie:
        return PlanWording::tr("Tensor parallelism over PCIe: its all-reduces in every layer wait on the slow link.");
    case PlanWarning::FabricUnknown:
        //: %1 is a number of gigabits per second
        return PlanWording::tr("The catalog does not know the network between this offer's instances, or its speed: "
                               "the plan assumes Ethernet at %1 Gb/s per GPU.")
            .arg(QLocale().toString(kAssumedFabricGbpsPerGpu));
    case PlanWarning::PartialGroups:
        return PlanWording::tr("The completions generated together (the generation batch on every GPU) hold no whole "
                               "number of groups: TRL refuses such a run. Raise the accumulation or the micro-batch "
                               "to a multiple of the group size.");
    }
    return {};
}

QString rejectionShort(PlanRejection r)
{
    switch (r) {
    case PlanRejection::None:
        return {};
    case PlanRejection::UnknownGpu:
        return PlanWording::tr("unknown GPU");
    case PlanRejection::UnknownProvider:
        return PlanWording::tr("unknown provider");
    case PlanRejection::NoPrice:
        return PlanWording::tr("no price");
    case PlanRejection::DoesNotFit:
        return PlanWording::tr("does not fit");
    case PlanRejection::NoMultiNodeFabric:
        return PlanWording::tr("no multi-node network");
    case PlanRejection::NoThroughput:
        return PlanWording::tr("no speed figures");
    case PlanRejection::NoHostMemory:
        return PlanWording::tr("too little host RAM");
    case PlanRejection::DoesNotFitAsSet:
        return PlanWording::tr("does not fit as set");
    case PlanRejection::NoFp8TensorCores:
        return PlanWording::tr("no FP8 tensor cores");
    case PlanRejection::NoMicroscalingTensorCores:
        return PlanWording::tr("no MXFP8/NVFP4 tensor cores");
    case PlanRejection::RecipeNotOnPlatform:
        return PlanWording::tr("recipe not on this platform");
    case PlanRejection::OptimizerNotOnPlatform:
        return PlanWording::tr("optimizer not on this platform");
    case PlanRejection::NoFp8OptimizerStates:
        return PlanWording::tr("no FP8 for the optimizer states");
    }
    return {};
}

QString rejectionSentence(PlanRejection r)
{
    switch (r) {
    case PlanRejection::None:
        return {};
    case PlanRejection::UnknownGpu:
        return PlanWording::tr("The GPU is not in the catalog.");
    case PlanRejection::UnknownProvider:
        return PlanWording::tr("The provider is not in the catalog.");
    case PlanRejection::NoPrice:
        return PlanWording::tr("The offer has no on-demand price.");
    case PlanRejection::DoesNotFit:
        return PlanWording::tr("The job does not fit, even sharded with offload on the most instances allowed.");
    case PlanRejection::NoMultiNodeFabric:
        return PlanWording::tr("The job fits only across instances, and the provider has no multi-node network.");
    case PlanRejection::NoThroughput:
        return PlanWording::tr("There are no throughput figures for this GPU.");
    case PlanRejection::NoHostMemory:
        return PlanWording::tr("The job fits the GPUs only by offloading more to CPU RAM than the instance has.");
    case PlanRejection::DoesNotFitAsSet:
        return PlanWording::tr("The job as set does not fit; without “as set only”, the plan looks for a setting "
                               "that does.");
    case PlanRejection::NoFp8TensorCores:
        return PlanWording::tr("The job trains in FP8, and this GPU has no FP8 tensor cores (Ada, Hopper, Blackwell "
                               "and CDNA 3 have them). Without the recipe it would be a different job.");
    case PlanRejection::NoMicroscalingTensorCores:
        return PlanWording::tr("The job trains in MXFP8 or NVFP4, which need block-scaled tensor cores (Blackwell, "
                               "CDNA 4); this GPU has none.");
    case PlanRejection::RecipeNotOnPlatform:
        return PlanWording::tr("The recipe's library does not run on this GPU's platform: Transformer Engine and "
                               "torchao run on NVIDIA and AMD GPUs, NVFP4 and torchao's MXFP8 on NVIDIA only.");
    case PlanRejection::OptimizerNotOnPlatform:
        return PlanWording::tr("The optimizer's library does not run on this GPU's platform: bitsandbytes runs on "
                               "NVIDIA GPUs and AMD's CDNA 2 and 3, torchao's low-bit AdamW and Transformer Engine's "
                               "FusedAdam on NVIDIA and "
                               "AMD GPUs. Another optimizer would be a different job.");
    case PlanRejection::NoFp8OptimizerStates:
        return PlanWording::tr("The optimizer stores its moments in FP8, which needs a GPU with FP8 (Ada, Hopper, "
                               "Blackwell, CDNA 3); this GPU has none.");
    }
    return {};
}

QString strategyName(const PlanOption& o)
{
    switch (o.strategy) {
    case Strategy::Plain:
        return o.gpus == 1 ? PlanWording::tr("single GPU") : PlanWording::tr("DDP");
    case Strategy::Zero1:
        return PlanWording::tr("ZeRO-1");
    case Strategy::Zero2:
        return PlanWording::tr("ZeRO-2");
    case Strategy::Zero3:
        return PlanWording::tr("ZeRO-3");
    case Strategy::OffloadOptimizer:
        return PlanWording::tr("optimizer offload");
    case Strategy::OffloadParams:
        return PlanWording::tr("weight offload");
    }
    return {};
}

QString billingName(BillingUnit unit, int minimumSeconds)
{
    QString name;
    switch (unit) {
    case BillingUnit::PerSecond:
        name = PlanWording::tr("per second");
        break;
    case BillingUnit::PerMinute:
        name = PlanWording::tr("per minute");
        break;
    case BillingUnit::PerHour:
        name = PlanWording::tr("per hour");
        break;
    }
    if (minimumSeconds > 0)
        name = PlanWording::tr("%1, %2 s minimum").arg(name, QLocale().toString(minimumSeconds));
    return name;
}

QString featureName(ProviderFeature f)
{
    switch (f) {
    case ProviderFeature::PersistentStorage:
        return PlanWording::tr("storage");
    case ProviderFeature::PerSecondBilling:
        return PlanWording::tr("per-second billing");
    case ProviderFeature::Spot:
        return PlanWording::tr("spot");
    case ProviderFeature::Ssh:
        return PlanWording::tr("SSH");
    case ProviderFeature::Docker:
        return PlanWording::tr("Docker");
    case ProviderFeature::Jupyter:
        return PlanWording::tr("Jupyter");
    case ProviderFeature::MultiNode:
        return PlanWording::tr("multi-node");
    }
    return {};
}

QString featureList(uint32_t features)
{
    QStringList names;
    for (ProviderFeature f : {ProviderFeature::PersistentStorage, ProviderFeature::Ssh, ProviderFeature::Docker,
                              ProviderFeature::Jupyter, ProviderFeature::MultiNode}) {
        if (features & uint32_t(f))
            names << featureName(f);
    }
    return names.join(PlanWording::tr(", "));
}

QString spotText(const PlanOption& o)
{
    if (!o.spot.available)
        return PlanWording::tr("no");
    QString risk;
    switch (o.spot.risk) {
    case SpotRisk::None:
    case SpotRisk::Low:
        risk = PlanWording::tr("low risk");
        break;
    case SpotRisk::Medium:
        risk = PlanWording::tr("medium risk");
        break;
    case SpotRisk::High:
        risk = PlanWording::tr("high risk");
        break;
    case SpotRisk::Unbounded:
        risk = PlanWording::tr("never finishes");
        break;
    }
    return o.useSpot ? PlanWording::tr("used, %1").arg(risk) : PlanWording::tr("available, %1").arg(risk);
}

QString bottleneckText(Bottleneck b)
{
    switch (b) {
    case Bottleneck::Compute:
        return PlanWording::tr("compute");
    case Bottleneck::MemoryBandwidth:
        return PlanWording::tr("memory bandwidth");
    case Bottleneck::Interconnect:
        return PlanWording::tr("interconnect");
    case Bottleneck::HostOverhead:
        return PlanWording::tr("host overhead");
    case Bottleneck::Offload:
        return PlanWording::tr("offload transfers");
    case Bottleneck::PipelineBubble:
        return PlanWording::tr("pipeline bubble");
    case Bottleneck::ExpertAllToAll:
        return PlanWording::tr("expert all-to-all");
    case Bottleneck::Generation:
        return PlanWording::tr("generation");
    }
    return {};
}

QString costComponentName(CostComponent c)
{
    switch (c) {
    case CostComponent::Compute:
        return PlanWording::tr("compute");
    case CostComponent::Storage:
        return PlanWording::tr("storage");
    case CostComponent::Egress:
        return PlanWording::tr("egress");
    }
    return {};
}

QString formatUsd(double usd)
{
    return PlanWording::tr("$%1", "US dollars").arg(QLocale().toString(usd, 'f', 2));
}

QString formatHours(double hours)
{
    return QLocale().toString(hours, 'f', hours < 10 ? 2 : 1);
}

QString formatPercent(double fraction)
{
    return PlanWording::tr("%1%", "a percentage: the number and the sign as the language writes them")
        .arg(QLocale().toString(int(std::lround(fraction * 100))));
}

QString offerName(const std::string& provider, const std::string& instanceType, const std::string& gpu)
{
    return PlanWording::tr("%1 %2 (%3)", "an offer: provider, instance type, GPU")
        .arg(QString::fromStdString(provider), QString::fromStdString(instanceType), QString::fromStdString(gpu));
}

QString offerName(const Offer& offer)
{
    return offerName(offer.provider, offer.instanceType, offer.gpuName);
}

QString passedOverReason(const RejectedCheaper& r)
{
    QStringList why;
    if (r.rejection != PlanRejection::None)
        why << rejectionSentence(r.rejection);
    for (PlanWarning w : {PlanWarning::DeadlineMissed, PlanWarning::OverBudget})
        if (hasWarning(r.warnings, w))
            why << warningSentence(w);
    return why.join(QLatin1Char(' '));
}

QStringList frontSentences(const FrontExplanation& e, const QStringList& neighbourNames)
{
    QStringList s;
    if (e.cheapest && e.fastest)
        s << PlanWording::tr("It is both the cheapest and the fastest offer that fits.");
    else if (e.cheapest)
        s << PlanWording::tr("It is the cheapest offer that fits.");
    else if (e.fastest)
        s << PlanWording::tr("It is the fastest offer that fits.");
    if (e.bestValue && !(e.cheapest && e.fastest))
        s << PlanWording::tr("It is the best value: of the offers on the cost–time front (no other offer is both "
                             "cheaper and faster), it is the nearest to the ideal of the lowest cost and the shortest "
                             "time, each measured across the front's range.");
    else if (e.onFront && !e.cheapest && !e.fastest)
        s << PlanWording::tr("It is on the cost–time front: no other offer is both cheaper and faster.");
    const QLocale locale;
    for (qsizetype i = 0; i < qsizetype(e.trades.size()) && i < neighbourNames.size(); ++i) {
        const FrontTrade& t = e.trades[size_t(i)];
        // One decimal, two below 1.1 so that a 2 % difference does not read "1.0×".
        const QString ratio = locale.toString(t.hoursRatio, 'f', t.hoursRatio < 1.095 ? 2 : 1);
        if (t.costDeltaUsd > 0)
            s << PlanWording::tr("It is %1 cheaper than %2 and takes %3× as long.")
                     .arg(formatUsd(t.costDeltaUsd), neighbourNames[i], ratio);
        else
            s << PlanWording::tr("It costs %1 more than %2 and is %3× as fast.")
                     .arg(formatUsd(-t.costDeltaUsd), neighbourNames[i], ratio);
    }
    return s;
}

QString rankByName(RankBy by)
{
    switch (by) {
    case RankBy::Cost:
        return PlanWording::tr("Cheapest");
    case RankBy::Time:
        return PlanWording::tr("Fastest");
    case RankBy::BestValue:
        return PlanWording::tr("Recommended (best value)");
    case RankBy::CostWithinDeadline:
        return PlanWording::tr("Cheapest within the deadline");
    }
    return {};
}

QString rankByDescription(RankBy by)
{
    switch (by) {
    case RankBy::Cost:
        return PlanWording::tr("Lowest total cost first, whatever the deadline.");
    case RankBy::Time:
        return PlanWording::tr("Shortest wall time first; within the budget first when the job sets one.");
    case RankBy::BestValue:
        return PlanWording::tr("Offers that fit with margin, run the job's recipe on their card and have a dated "
                               "price first (as in every order); among them, the nearest the ideal of the lowest cost "
                               "and the shortest time: the knee of the cost–time front leads.");
    case RankBy::CostWithinDeadline:
        return PlanWording::tr("Lowest total cost among the offers that meet the job's deadline first, then the rest "
                               "by wall time; plain cheapest when the job sets no deadline.");
    }
    return {};
}

Why whyFirst(const Explanation& e, const PlanOption& best, const QString& bestName, const QStringList& passedOverNames,
             const QStringList& frontNames)
{
    Why why;
    why.reasons << PlanWording::tr("%1 is first: %2 for %3 hours.")
                       .arg(bestName, formatUsd(best.totalCostUsd), formatHours(best.hours));
    // The model-parallel layout the planner chose, and where its groups lie (an instance is a node).
    if (const QString layout = layoutSummary(best.parallel); !layout.isEmpty()) {
        const QString placement = layoutPlacement(best.parallel, best.gpus / std::max(1, best.instances));
        why.reasons << (placement.isEmpty() ? PlanWording::tr("It runs the layout %1.").arg(layout)
                                            : PlanWording::tr("It runs the layout %1: %2.").arg(layout, placement));
    }
    if (e.pipelineMicroBatches > 0)
        why.reasons << PlanWording::tr(
                           "Each optimizer step runs %1 micro-batches through the pipeline: as many sequences "
                           "per GPU as the job sets.")
                           .arg(QLocale().toString(e.pipelineMicroBatches));
    why.reasons << PlanWording::tr("It fits with %1 GiB free per GPU (%2).")
                       .arg(formatGiB(e.headroomBytes), formatPercent(e.headroomFraction));
    why.reasons << PlanWording::tr("The largest memory item is %1 (%2 GiB).")
                       .arg(componentName(e.dominantMemory), formatGiB(e.dominantMemoryBytes));
    why.reasons << PlanWording::tr("The largest part of the cost is %1 (%2).")
                       .arg(costComponentName(e.dominantCost), formatPercent(e.dominantCostShare));
    why.reasons << PlanWording::tr("It trains %1 tokens per second, limited by %2.")
                       .arg(QLocale().toString(best.tokensPerSecond, 'f', 0), bottleneckText(e.bottleneck));
    why.reasons << frontSentences(e.front, frontNames);
    for (qsizetype i = 0; i < qsizetype(e.cheaperRejected.size()) && i < passedOverNames.size(); ++i)
        why.passedOver << PlanWording::tr("%1 is cheaper per GPU-hour but passed over: %2")
                              .arg(passedOverNames[i], passedOverReason(e.cheaperRejected[size_t(i)]));
    return why;
}

Why whyFirst(const Evaluation& evaluation, const Catalog& catalog)
{
    const Explanation& e = evaluation.explanation;
    const PlanResult& result = evaluation.plan;
    if (e.optionIndex < 0)
        return {};
    const PlanOption& best = result.options[size_t(e.optionIndex)];
    QStringList names;
    for (const RejectedCheaper& r : e.cheaperRejected)
        names << offerName(catalog.offers[size_t(result.options[size_t(r.optionIndex)].offerIndex)]);
    QStringList neighbours;
    for (const FrontTrade& t : e.front.trades)
        neighbours << offerName(catalog.offers[size_t(result.options[size_t(t.optionIndex)].offerIndex)]);
    return whyFirst(e, best, offerName(catalog.offers[size_t(best.offerIndex)]), names, neighbours);
}

QString warningSummary(PlanWarning w)
{
    switch (w) {
    case PlanWarning::NoBf16:
        return PlanWording::tr("Some GPUs have no BF16: they run FP16 with loss scaling.");
    case PlanWarning::No4bitKernels:
        return PlanWording::tr("No bitsandbytes 4-bit kernels for some GPUs.");
    case PlanWarning::ShardedOverPcie:
        return PlanWording::tr("Some plans shard training over PCIe-only links.");
    case PlanWarning::ConsumerMultiGpuNoFastLink:
        return PlanWording::tr("Some plans use several consumer GPUs without a fast interconnect.");
    case PlanWarning::StalePrice:
        return PlanWording::tr("Some prices are older than 90 days.");
    case PlanWarning::UndatedPrice:
        return PlanWording::tr("Some prices have no date.");
    case PlanWarning::GpuOnlyPrice:
        return PlanWording::tr("Some prices cover the GPU only: host CPU and RAM are billed extra.");
    case PlanWarning::DeadlineMissed:
        return PlanWording::tr("Some offers miss the deadline.");
    case PlanWarning::OverBudget:
        return PlanWording::tr("Some offers are over budget.");
    case PlanWarning::StoragePriceUnknown:
        return PlanWording::tr("Some storage prices are unknown and not counted.");
    case PlanWarning::EgressPriceUnknown:
        return PlanWording::tr("Some egress prices are unknown and not counted.");
    case PlanWarning::HostRamUnstated:
        return PlanWording::tr("Some plans offload to CPU RAM on offers that do not state their RAM.");
    case PlanWarning::MayNotFit:
        return PlanWording::tr("Some offers may not fit: their free memory is inside the estimate's error band.");
    case PlanWarning::NoFlashAttention:
        return PlanWording::tr("Some GPUs cannot run FlashAttention-2.");
    case PlanWarning::WeightOffload:
        return PlanWording::tr("Some plans stream the weights from CPU RAM at every step.");
    case PlanWarning::TensorParallelOverPcie:
        return PlanWording::tr("Some plans run tensor parallelism over PCIe.");
    case PlanWarning::FabricUnknown:
        return PlanWording::tr("Some plans join instances over a network the catalog does not know; their speed "
                               "assumes plain Ethernet.");
    case PlanWarning::PartialGroups:
        return PlanWording::tr("Some plans generate no whole number of groups at once, which TRL refuses.");
    }
    return {};
}

QString shardingName(Sharding s)
{
    switch (s) {
    case Sharding::None:
        return PlanWording::tr("none");
    case Sharding::DDP:
        return PlanWording::tr("DDP");
    case Sharding::Zero1:
        return PlanWording::tr("ZeRO-1");
    case Sharding::Zero2:
        return PlanWording::tr("ZeRO-2");
    case Sharding::Zero3:
        return PlanWording::tr("ZeRO-3");
    case Sharding::FsdpFull:
        return PlanWording::tr("FSDP full shard");
    case Sharding::FsdpGradOp:
        return PlanWording::tr("FSDP grad/optimizer");
    case Sharding::FsdpHybrid:
        return PlanWording::tr("FSDP hybrid");
    }
    return {};
}

QString offloadName(Offload o)
{
    switch (o) {
    case Offload::None:
        return PlanWording::tr("no offload");
    case Offload::Optimizer:
        return PlanWording::tr("optimizer offload");
    case Offload::ParamsOptimizer:
        return PlanWording::tr("weight offload");
    }
    return {};
}

QString trainingWorkText(const Job& job, const TrainingWork& work)
{
    const QLocale locale;
    if (job.steps > 0)
        return PlanWording::tr("%1 optimizer steps").arg(locale.toString(qlonglong(job.steps)));
    const int epochDecimals = job.epochs == std::floor(job.epochs) ? 0 : 1;
    QString text =
        job.epochs == 1
            ? PlanWording::tr("%1 tokens × 1 epoch = %2").arg(formatCount(job.datasetTokens), formatCount(work.tokens))
            : PlanWording::tr("%1 tokens × %2 epochs = %3")
                  .arg(formatCount(job.datasetTokens), locale.toString(job.epochs, 'f', epochDecimals),
                       formatCount(work.tokens));
    if (work.paddingUnknown)
        text += PlanWording::tr("; padding not counted: average sample length unknown");
    else if (!job.packing)
        text += PlanWording::tr("; one sample per row padded to %1 tokens: %2 tokens computed")
                    .arg(locale.toString(job.setup.seqLen), formatCount(work.computedTokens));
    return text;
}

} // namespace tunefit::present

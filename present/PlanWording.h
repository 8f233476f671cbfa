// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/plan/Planner.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>

namespace tunefit::present {

/// Translation context of the plan's wording.
struct PlanWording
{
    Q_DECLARE_TR_FUNCTIONS(PlanWording)
};

/// The plan's codes in the UI language: one wording for the offers table, the comparison, the report and the
/// command line.
QString warningShort(PlanWarning w);
QString warningSentence(PlanWarning w);
/// The warning as it reads in a summary over several offers ("Some prices are older than 90 days.").
QString warningSummary(PlanWarning w);
QString rejectionShort(PlanRejection r);
QString rejectionSentence(PlanRejection r);
/// "single GPU", "DDP", "ZeRO-3", "weight offload": never the key (zero3) in any language.
QString strategyName(const PlanOption& option);
/// "ZeRO-3", "FSDP full shard": a sharding the user chose or a fit needs, in words.
QString shardingName(Sharding s);
QString offloadName(Offload o);
QString billingName(BillingUnit unit, int minimumSeconds);
QString featureName(ProviderFeature f);
QString featureList(uint32_t features);
QString spotText(const PlanOption& option);
QString bottleneckText(Bottleneck b);
QString costComponentName(CostComponent c);
/// "$1,234.56" in the user's locale.
QString formatUsd(double usd);
/// "10.2" hours in the user's locale.
QString formatHours(double hours);
/// "12 %" / "%12": a share in the language's way of writing it.
QString formatPercent(double fraction);
/// "RunPod 8x H100 SXM (H100 SXM)": provider, instance type and GPU of an offer.
QString offerName(const Offer& offer);
QString offerName(const std::string& provider, const std::string& instanceType, const std::string& gpu);
/// The work the plan's hours are for, one wording for the report, the command line and the window: "50 M tokens × 3
/// epochs = 150 M", or "1,200 optimizer steps"; unpacked rows add their padding (core/plan/TrainingWork.h): "; one
/// sample per row padded to 2,048 tokens: 409.6 M tokens computed" or "; padding not counted: average sample length
/// unknown".
QString trainingWorkText(const Job& job, const TrainingWork& work);
/// Why a cheaper offer lost: its rejection and its deadline or budget miss, as sentences.
QString passedOverReason(const RejectedCheaper& rejected);

/// Why the plan's first option is first, in sentences: the one explanation of the window, the report and the CLI.
struct Why
{
    QStringList reasons;    ///< what the winner offers (empty when nothing runs)
    QStringList passedOver; ///< one sentence per cheaper offer passed over
};
Why whyFirst(const Evaluation& evaluation, const Catalog& catalog);
/// The same from the parts a report keeps: `passedOverNames` align with e.cheaperRejected, `frontNames` with
/// e.front.trades.
Why whyFirst(const Explanation& e, const PlanOption& best, const QString& bestName, const QStringList& passedOverNames,
             const QStringList& frontNames = {});
/// Where the first option stands on the cost–time front: the picks it is, how the best value is chosen, and its trade
/// against its neighbours on the front ("$0.11 cheaper than …, 1.7× as long"). `neighbourNames` align with e.trades.
QStringList frontSentences(const FrontExplanation& e, const QStringList& neighbourNames);
/// The order presets in words: "Cheapest", "Fastest", "Best value", "Cheapest within the deadline".
QString rankByName(RankBy by);
/// What the order preset puts first, for a tooltip or a report.
QString rankByDescription(RankBy by);

} // namespace tunefit::present

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/ImportPlan.h"

#include <algorithm>
#include <map>
#include <set>

namespace tunefit {

namespace {

template <class T>
void plan(const catalog_csv::ReadRows<T>& rows, const std::vector<T>& existing, auto keyOf, auto validate,
          std::vector<PlannedChange<T>>& changes, std::vector<Rejection>& rejected)
{
    std::map<std::string, const T*> byKey;
    for (const T& value : existing)
        byKey.emplace(keyOf(value), &value);
    std::set<std::string> seen;
    for (const auto& row : rows) {
        std::vector<Issue> issues = row.issues;
        // A cell that could not be read left its field at the default; the rules would report that default ("must
        // be above 0 (got 0)") as a second, misleading problem of the same field.
        for (Issue& rule : validate(row.value)) {
            const bool unreadable = std::ranges::any_of(
                row.issues, [&](const Issue& cell) { return !cell.field.empty() && cell.field == rule.field; });
            if (!unreadable)
                issues.push_back(std::move(rule));
        }
        const std::string key = keyOf(row.value);
        if (!seen.insert(key).second)
            issues.push_back({Issue::Severity::Error, "duplicate_key", {}, {}});
        if (hasErrors(issues)) {
            std::erase_if(issues, [](const Issue& issue) { return issue.severity != Issue::Severity::Error; });
            rejected.push_back({row.line, std::move(issues)});
            continue;
        }
        PlannedChange<T> change{row.line, ChangeKind::Add, row.value, std::move(issues)};
        if (const auto it = byKey.find(key); it != byKey.end()) {
            change.kind = sameData(*it->second, row.value) ? ChangeKind::Unchanged : ChangeKind::Update;
            // The version the preview was made against: CatalogStore::apply refuses the change when the row moved
            // since (someone else's import or edit in a team catalog), as it refuses an edit.
            change.value.rowVersion = it->second->rowVersion;
            if constexpr (std::is_same_v<T, Offer>)
                change.value.id = it->second->id;
        }
        changes.push_back(std::move(change));
    }
}

} // namespace

int ImportPlan::count(ChangeKind kind) const
{
    auto in = [kind](const auto& changes) {
        return int(std::ranges::count(changes, kind, [](const auto& change) { return change.kind; }));
    };
    return in(gpus) + in(providers) + in(offers);
}

ImportPlan planGpuImport(const Catalog& current, const catalog_csv::ReadRows<Gpu>& rows)
{
    ImportPlan result;
    plan<Gpu>(
        rows, current.gpus, [](const Gpu& gpu) { return gpu.name; }, validateGpu, result.gpus, result.rejected);
    return result;
}

ImportPlan planProviderImport(const Catalog& current, const catalog_csv::ReadRows<Provider>& rows)
{
    ImportPlan result;
    plan<Provider>(
        rows, current.providers, [](const Provider& provider) { return provider.name; }, validateProvider,
        result.providers, result.rejected);
    return result;
}

ImportPlan planOfferImport(const Catalog& current, const catalog_csv::ReadRows<Offer>& rows, std::string_view today)
{
    ImportPlan result;
    plan<Offer>(
        rows, current.offers, offerKey, [&](const Offer& offer) { return validateOffer(offer, current, today); },
        result.offers, result.rejected);
    return result;
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/SkyPilotImport.h"

#include "core/catalog/GpuNameMap.h"
#include "core/catalog/TextFields.h"
#include "core/io/Csv.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace tunefit::skypilot {

namespace {

using catalog_text::formatNumber;
using catalog_text::parseNumber;

/// One vms.csv line with the cells this importer uses.
struct Line
{
    int line = 0;
    std::string instanceType;
    std::string accelerator;
    int count = 0;
    std::optional<int> vcpus;
    std::optional<double> memoryGiB;
    std::optional<double> price;
    std::optional<double> spot;
    std::string region;
    double gpuMemoryMiB = 0;
    std::vector<Issue> issues;
};

/// Google Cloud machine families whose GPUs are priced on separate accelerator rows: the family's accelerator,
/// and for g2 the GPU count by shape (other families end in "<count>g").
struct Family
{
    std::string_view prefix;
    std::string_view accelerator;
};
constexpr Family kGcpFamilies[] = {
    {"a2-highgpu-", "A100"},  {"a2-megagpu-", "A100"}, {"a2-ultragpu-", "A100-80GB"},
    {"a3-highgpu-", "H100"},  {"a3-edgegpu-", "H100"}, {"a3-megagpu-", "H100-MEGA"},
    {"a3-ultragpu-", "H200"}, {"a4-highgpu-", "B200"}, {"g2-standard-", "L4"},
};

std::optional<std::pair<std::string, int>> gcpAccelerator(std::string_view instanceType)
{
    for (const Family& family : kGcpFamilies) {
        if (!instanceType.starts_with(family.prefix))
            continue;
        std::string_view shape = instanceType.substr(family.prefix.size());
        if (family.prefix == "g2-standard-") {
            static const std::map<std::string_view, int> kL4Count = {{"4", 1},  {"8", 1},  {"12", 1}, {"16", 1},
                                                                     {"24", 2}, {"32", 1}, {"48", 4}, {"96", 8}};
            const auto it = kL4Count.find(shape);
            return it == kL4Count.end() ? std::nullopt
                                        : std::optional(std::pair{std::string(family.accelerator), it->second});
        }
        if (!shape.ends_with('g'))
            return std::nullopt;
        const auto count = catalog_text::parseInteger(shape.substr(0, shape.size() - 1));
        if (!count)
            return std::nullopt;
        return std::pair{std::string(family.accelerator), *count};
    }
    return std::nullopt;
}

/// The text after `"key":` or `'key':` in a Python/JSON literal, up to the next , } or ].
std::string_view valueAfter(std::string_view text, std::string_view key)
{
    for (char quote : {'\'', '"'}) {
        const std::string quoted = quote + std::string(key) + quote;
        size_t at = text.find(quoted);
        if (at == std::string_view::npos)
            continue;
        at = text.find(':', at + quoted.size());
        if (at == std::string_view::npos)
            return {};
        std::string_view rest = text.substr(at + 1);
        while (!rest.empty() && rest.front() == ' ')
            rest.remove_prefix(1);
        const size_t end = rest.find_first_of(",}]");
        std::string_view value = rest.substr(0, end);
        while (!value.empty() && value.back() == ' ')
            value.remove_suffix(1);
        if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"'))
            value = value.substr(1, value.size() - 2);
        return value;
    }
    return {};
}

/// The cheaper of two offers: on-demand first, spot when neither has on-demand.
bool cheaper(const Offer& a, const Offer& b)
{
    const double inf = std::numeric_limits<double>::infinity();
    const auto key = [inf](const Offer& o) {
        return std::pair{o.onDemandUsdPerHour.value_or(inf), o.spotUsdPerHour.value_or(inf)};
    };
    return key(a) < key(b);
}

class Reader
{
public:
    Reader(const csv::Table& table, const Options& options, const Catalog& current)
        : m_table(table), m_options(options), m_names(current)
    {
    }

    Line parse(const csv::Record& record) const
    {
        Line line;
        line.line = record.line;
        auto cell = [&](std::string_view column) { return std::string(m_table.cell(record, m_table.column(column))); };
        auto number = [&](std::string_view column) -> std::optional<double> {
            const std::string text = cell(column);
            const auto value = parseNumber(text);
            if (!value && !text.empty())
                line.issues.push_back({Issue::Severity::Error, "number_invalid", std::string(column), text});
            return value;
        };
        line.instanceType = cell("InstanceType");
        line.accelerator = cell("AcceleratorName");
        line.region = cell("Region");
        // Counts are written as floats ("8.0"); anything that is not a whole number in int's range is an issue,
        // not a cast (a cast of 1e300 or inf is undefined behaviour).
        auto count = [&](std::string_view column) -> std::optional<int> {
            const std::string text = cell(column);
            const auto value = catalog_text::parseInteger(text);
            if (!value && !text.empty())
                line.issues.push_back({Issue::Severity::Error, "number_invalid", std::string(column), text});
            return value;
        };
        line.count = count("AcceleratorCount").value_or(0);
        line.vcpus = count("vCPUs");
        line.memoryGiB = number("MemoryGiB");
        line.price = number("Price");
        line.spot = number("SpotPrice");
        // A spot price of 0 (Vast) or equal to on-demand (RunPod, Azure H100) means the source has no spot data.
        if (line.spot && (*line.spot == 0 || (line.price && *line.spot == *line.price)))
            line.spot.reset();
        if (const auto info = parseGpuInfo(cell("GpuInfo")))
            line.gpuMemoryMiB = info->memoryMiB;
        return line;
    }

    Offer offer(const Line& line, std::vector<Issue>& issues) const
    {
        Offer offer;
        offer.provider = m_options.provider;
        offer.soldVia = "direct";
        offer.instanceType = line.instanceType;
        offer.gpuNameRaw = line.accelerator;
        offer.gpuCount = line.count;
        offer.vcpus = line.vcpus;
        offer.ramGiB = line.memoryGiB;
        offer.region = line.region;
        offer.onDemandUsdPerHour = line.price;
        offer.spotUsdPerHour = line.spot;
        offer.source = m_options.source;
        offer.asOf = m_options.asOf;
        offer.asOfBasis = "import date (SkyPilot catalog files are undated)";
        if (const auto name =
                m_names.resolve(m_options.provider, line.accelerator, line.instanceType, line.gpuMemoryMiB))
            offer.gpuName = *name;
        else
            issues.push_back({Issue::Severity::Error, "gpu_unmapped", "AcceleratorName", line.accelerator});
        return offer;
    }

private:
    const csv::Table& m_table;
    const Options& m_options;
    GpuNameMap m_names;
};

/// (accelerator name, count, region): what joins a Google Cloud host VM to its accelerator row.
using AcceleratorKey = std::tuple<std::string, int, std::string>;
/// (line, reason) of the lines that become no offer.
using Skipped = std::vector<std::pair<int, std::string>>;

/// The lines of a vms.csv by what they describe.
struct SortedLines
{
    catalog_csv::ReadRows<Offer> rows;              ///< offers by themselves, or lines with issues
    std::vector<Line> hosts;                        ///< VMs without GPUs (Google Cloud hosts, or CPU-only)
    std::map<AcceleratorKey, Line> acceleratorOnly; ///< GPUs without a VM: the cheapest zone of each
    Skipped skipped;
};

SortedLines sortLines(const csv::Table& table, const Reader& reader)
{
    SortedLines out;
    for (const csv::Record& record : table.records) {
        Line line = reader.parse(record);
        if (line.instanceType.starts_with("tpu") || line.accelerator.starts_with("tpu")) {
            out.skipped.emplace_back(line.line, "tpu");
        } else if (line.accelerator.empty() && line.issues.empty()) {
            out.hosts.push_back(std::move(line));
        } else if (line.instanceType.empty() && line.issues.empty()) {
            const auto key = std::tuple{line.accelerator, line.count, line.region};
            auto [it, added] = out.acceleratorOnly.try_emplace(key, line);
            if (!added) {
                const bool lower = line.price.value_or(1e300) < it->second.price.value_or(1e300);
                out.skipped.emplace_back(lower ? it->second.line : line.line, "other_zone");
                if (lower)
                    it->second = std::move(line);
            }
        } else {
            std::vector<Issue> issues = std::move(line.issues);
            Offer offer = reader.offer(line, issues);
            out.rows.push_back({line.line, std::move(offer), std::move(issues)});
        }
    }
    return out;
}

/// Google Cloud: host VM + the accelerator rows of its family, same region, priced as their sum. Returns the
/// accelerator rows joined.
std::set<AcceleratorKey> joinGcpHosts(SortedLines& lines, const Reader& reader)
{
    std::set<AcceleratorKey> joined;
    for (const Line& host : lines.hosts) {
        const auto accelerator = gcpAccelerator(host.instanceType);
        const auto it = accelerator ? lines.acceleratorOnly.find({accelerator->first, accelerator->second, host.region})
                                    : lines.acceleratorOnly.end();
        if (it == lines.acceleratorOnly.end()) {
            lines.skipped.emplace_back(host.line, "cpu_only");
            continue;
        }
        joined.insert(it->first);
        const Line& gpus = it->second;
        Line sum = host;
        sum.accelerator = gpus.accelerator;
        sum.count = gpus.count;
        sum.gpuMemoryMiB = gpus.gpuMemoryMiB;
        sum.price = (host.price && gpus.price) ? std::optional(*host.price + *gpus.price) : std::nullopt;
        sum.spot = (host.spot && gpus.spot) ? std::optional(*host.spot + *gpus.spot) : std::nullopt;
        std::vector<Issue> issues;
        Offer offer = reader.offer(sum, issues);
        offer.notes = "host (line " + std::to_string(host.line) + ") " + formatNumber(host.price.value_or(0)) +
                      " + accelerator (line " + std::to_string(gpus.line) + ") " +
                      formatNumber(gpus.price.value_or(0)) + ", summed";
        lines.rows.push_back({host.line, std::move(offer), std::move(issues)});
    }
    return joined;
}

/// Accelerator rows no host joined: GPU-only offers, the host VM billed extra.
void addGpuOnlyOffers(SortedLines& lines, const std::set<AcceleratorKey>& joined, const Reader& reader)
{
    for (const auto& [key, gpus] : lines.acceleratorOnly) {
        if (joined.contains(key))
            continue;
        Line line = gpus;
        line.instanceType = gpus.accelerator + " x" + std::to_string(gpus.count) + " (GPU only)";
        std::vector<Issue> issues;
        Offer offer = reader.offer(line, issues);
        offer.priceScope = PriceScope::GpuOnly;
        offer.notes = "accelerator-only row: host VM (vCPU/RAM) billed extra";
        lines.rows.push_back({gpus.line, std::move(offer), std::move(issues)});
    }
}

using OffersByKey = std::map<std::string, const Offer*>;

/// One row per instance type and region (cheapest zone), and unless all regions are wanted, the cheapest region:
/// whether each row stays. Rows with issues or an unknown GPU all stay, to be rejected on every line they appear.
std::vector<bool> cheapestRows(const catalog_csv::ReadRows<Offer>& rows, const Catalog& current,
                               const OffersByKey& existing, bool allRegions, Skipped& skipped)
{
    std::map<std::string, size_t> best;
    std::vector<bool> keep(rows.size(), true);
    for (size_t i = 0; i < rows.size(); ++i) {
        if (!rows[i].issues.empty() || !findGpu(current, rows[i].value.gpuName))
            continue;
        Offer key = rows[i].value;
        if (!allRegions)
            key.region.clear();
        auto [it, added] = best.try_emplace(offerKey(key), i);
        if (added)
            continue;
        const Offer& challenger = rows[i].value;
        const Offer& holder = rows[it->second].value;
        // Equal prices (Lambda lists one price in 17 regions): keep the region the catalog already has.
        const bool better =
            cheaper(challenger, holder) || (!cheaper(holder, challenger) && existing.contains(offerKey(challenger)) &&
                                            !existing.contains(offerKey(holder)));
        const size_t winner = better ? i : it->second;
        const size_t loser = better ? it->second : i;
        keep[loser] = false;
        const bool sameRegion = rows[loser].value.region == rows[winner].value.region;
        skipped.emplace_back(rows[loser].line, sameRegion ? "other_zone" : "other_region");
        it->second = winner;
    }
    return keep;
}

/// The rows that stay, each keeping the network fabric of the offer it updates (a vms.csv has no network columns).
catalog_csv::ReadRows<Offer> keptRows(catalog_csv::ReadRows<Offer>& rows, const std::vector<bool>& keep,
                                      const OffersByKey& existing)
{
    catalog_csv::ReadRows<Offer> kept;
    for (size_t i = 0; i < rows.size(); ++i) {
        if (!keep[i])
            continue;
        if (const auto it = existing.find(offerKey(rows[i].value)); it != existing.end())
            keepFabric(rows[i].value, *it->second);
        kept.push_back(std::move(rows[i]));
    }
    return kept;
}

} // namespace

std::optional<GpuInfo> parseGpuInfo(std::string_view text)
{
    if (text.find("Gpus") == std::string_view::npos)
        return std::nullopt;
    GpuInfo info;
    info.name = std::string(valueAfter(text, "Name"));
    info.count = parseNumber(valueAfter(text, "Count")).value_or(0);
    info.memoryMiB = parseNumber(valueAfter(text, "SizeInMiB")).value_or(0);
    return info;
}

Result<ImportPlan> planImport(const Catalog& current, std::string_view csvText, const Options& options,
                              std::string_view today)
{
    int errorLine = 0;
    const auto table = csv::parse(csvText, &errorLine);
    if (!table)
        return Error{ErrorCode::MalformedCsv, {}, std::to_string(errorLine)};
    for (std::string_view column : {"InstanceType", "AcceleratorName", "AcceleratorCount", "Region", "Price"}) {
        if (table->column(column) < 0)
            return Error{ErrorCode::MissingColumn, std::string(column), {}};
    }
    const Reader reader(*table, options, current);
    SortedLines lines = sortLines(*table, reader);
    const std::set<AcceleratorKey> joined = joinGcpHosts(lines, reader);
    addGpuOnlyOffers(lines, joined, reader);

    OffersByKey existing;
    for (const Offer& offer : current.offers)
        existing.emplace(offerKey(offer), &offer);
    const std::vector<bool> keep = cheapestRows(lines.rows, current, existing, options.allRegions, lines.skipped);
    ImportPlan plan = planOfferImport(current, keptRows(lines.rows, keep, existing), today);
    plan.skipped = std::move(lines.skipped);
    std::ranges::sort(plan.skipped);
    return plan;
}

} // namespace tunefit::skypilot

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Advisor.h"

#include "core/catalog/Catalog.h"
#include "core/memory/Activations.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/Calibration.h"
#include "core/plan/GpuSoftware.h"
#include "core/plan/RecipeSupport.h"
#include "core/plan/SpeedTable.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <map>
#include <optional>

namespace tunefit {

namespace {

constexpr double kInvalid = std::numeric_limits<double>::infinity();
/// Sequences per optimizer step and GPU up to which micro-batches are searched (ModelLimits allows far fewer).
constexpr int64_t kMaxSearchedPerStep = 1 << 24;
/// A knob is turned only for a gain above this share of the speed: the throughput model's differences below 1% are
/// far inside its own band (±25% and wider, Throughput.cpp), and every change costs the user a config edit.
constexpr double kNegligibleSpeedup = 0.01;
/// FP8 is proposed only for a gain well above the throughput model's own band, which a change of the run's numerics
/// has to be worth: at least a tenth more tokens per second.
constexpr double kWorthANumericsChange = 0.10;

template <typename T> void addUnique(std::vector<T>& values, T value)
{
    if (std::find(values.begin(), values.end(), value) == values.end())
        values.push_back(value);
}

/// The optimizers that learn the same as the user's (bitsandbytes' 8-bit and paged variants of AdamW); the user's
/// first.
std::vector<Optimizer> optimizerFamily(const TrainingSetup& setup)
{
    std::vector<Optimizer> family{setup.optimizer};
    // An explicit state dtype is the user's choice of precision: keep it and the optimizer.
    if (setup.optimizerState != OptimizerStateDType::Auto)
        return family;
    switch (setup.optimizer) {
    case Optimizer::AdamW:
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW32:
    case Optimizer::PagedAdamW8bit:
        for (Optimizer o : {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW32, Optimizer::PagedAdamW8bit})
            addUnique(family, o);
        break;
    default:
        break;
    }
    return family;
}

bool usesBitsAndBytes(Optimizer o)
{
    return o == Optimizer::AdamW8bit || o == Optimizer::PagedAdamW32 || o == Optimizer::PagedAdamW8bit;
}

/// Whether `host` bytes per GPU (offload) fit the target's host memory; any do where it sets none.
bool hostFits(const AdviceTarget& t, double host)
{
    return !t.hostUsableBytesPerGpu || host <= *t.hostUsableBytesPerGpu;
}

} // namespace

/// Indices into the State's value lists; the user's value of every knob is index 0 (the micro-batch excepted).
struct Knobs
{
    int layout = 0, optimizer = 0, checkpointing = 0, attention = 0, loss = 0, micro = 0;
};

/// The settings that fit a card's usable memory, with their host memory, in search order; and the distinct host
/// memories among them, ascending.
struct Fitting
{
    std::vector<std::pair<Knobs, double>> settings;
    std::vector<double> hosts;
};

struct Advisor::State
{
    Job job;
    int perStep = 1;        ///< sequences per optimizer step and GPU (micro-batch × accumulation)
    std::vector<int> micro; ///< divisors of perStep, ascending
    int userMicro = 0;      ///< index of the user's micro-batch
    std::vector<Optimizer> optimizers;
    std::vector<Checkpointing> checkpointings;
    std::vector<Attention> attentions;
    std::vector<LossImpl> losses;
    std::vector<std::optional<ThroughputWorkload>> workloads; ///< by setup index (card- and layout-independent)

    /// Memory of every setting on one layout list (a GPU count and the user's layout there), filled as asked.
    struct Layouts
    {
        int gpus = 1;
        double cardBytes = 0; ///< the card a colocated engine takes its share of (onCard); 0 when none does
        Sharding asSetSharding = Sharding::None;
        Offload asSetOffload = Offload::None;
        std::vector<Parallelism> parallel; ///< [0] = the user's layout
        std::vector<Strategy> strategy;
        std::vector<double> peak; ///< NaN = not estimated yet, infinity = the estimator refuses it
        /// Where not estimated: a lower bound of the peak, the largest a list on more GPUs was found to have.
        std::vector<double> lowest;
        std::vector<double> host;
        /// The smallest peak over the settings a card runs and its first setting, per (FlashAttention,
        /// bitsandbytes) support: one look tells that nothing fits a card.
        std::array<std::optional<std::pair<double, Knobs>>, 4> floor{};
        /// Tokens/s and step time by setting index, one table per (card, GPUs per node, fabric kind and rate,
        /// binding vCPUs per GPU): targets that differ only in host memory share them.
        std::vector<std::pair<std::tuple<const Gpu*, int, int, int64_t, int64_t>, SpeedTable>> speeds{};
        /// fitting() per (card support, usable bytes).
        std::map<std::pair<int, double>, Fitting> fitting{};
        /// The lists (indices into State::layouts) with the same settings on more GPUs, as of the first `seen` lists.
        std::vector<size_t> onMore{};
        size_t seen = 0;
    };
    std::vector<Layouts> layouts;

    /// The value lists' sizes, kept once they are set (the indices below are computed for every look-up).
    struct Sizes
    {
        size_t checkpointings = 1, attentions = 1, losses = 1, micro = 1, setups = 1;
    } sizes;
    void keepSizes()
    {
        sizes = {checkpointings.size(), attentions.size(), losses.size(), micro.size(),
                 optimizers.size() * checkpointings.size() * attentions.size() * losses.size() * micro.size()};
    }
    size_t setupCount() const { return sizes.setups; }
    size_t setupIndex(const Knobs& k) const
    {
        return (((size_t(k.optimizer) * sizes.checkpointings + size_t(k.checkpointing)) * sizes.attentions +
                 size_t(k.attention)) *
                    sizes.losses +
                size_t(k.loss)) *
                   sizes.micro +
               size_t(k.micro);
    }

    TrainingSetup setupOf(const Knobs& k) const
    {
        TrainingSetup s = job.setup;
        s.optimizer = optimizers[size_t(k.optimizer)];
        s.checkpointing = checkpointings[size_t(k.checkpointing)];
        s.attention = attentions[size_t(k.attention)];
        s.loss = losses[size_t(k.loss)];
        s.microBatch = micro[size_t(k.micro)];
        if (micro.size() > 1) // else the user's own pair stays, whatever its product
            s.gradAccumulation = perStep / s.microBatch;
        return s;
    }

    Layouts& layoutsFor(const AdviceTarget& t)
    {
        // The job's memory depends on the card only through a colocated engine's share (onCard).
        const double cardBytes = dependsOnCard(job.setup) ? memoryBytes(*t.gpu) : 0;
        for (Layouts& l : layouts)
            if (l.gpus == t.gpus && l.cardBytes == cardBytes && l.asSetSharding == t.asSet.sharding &&
                l.asSetOffload == t.asSet.offload)
                return l;
        Layouts l;
        l.gpus = t.gpus;
        l.cardBytes = cardBytes;
        l.asSetSharding = t.asSet.sharding;
        l.asSetOffload = t.asSet.offload;
        Parallelism own = t.asSet;
        own.gpus = t.gpus;
        l.parallel.push_back(own);
        l.strategy.push_back(firstStrategy(own));
        for (int s = 0; s < kStrategyCount; ++s) {
            const Strategy strategy = Strategy(s);
            if (t.gpus == 1 &&
                (strategy == Strategy::Zero1 || strategy == Strategy::Zero2 || strategy == Strategy::Zero3))
                continue; // nothing to shard on one GPU
            const Parallelism p = parallelFor(job, t.gpus, strategy);
            const bool seen = std::any_of(l.parallel.begin(), l.parallel.end(), [&](const Parallelism& q) {
                return q.sharding == p.sharding && q.offload == p.offload;
            });
            if (!seen) {
                l.parallel.push_back(p);
                l.strategy.push_back(strategy);
            }
        }
        const size_t n = l.parallel.size() * setupCount();
        l.peak.assign(n, std::nan(""));
        l.lowest.assign(n, 0);
        l.host.assign(n, 0);
        layouts.push_back(std::move(l));
        return layouts.back();
    }

    /// The whole-device peak of a setting (infinity when the estimator refuses it); estimated once.
    double peak(Layouts& l, const Knobs& k, double* host = nullptr)
    {
        const size_t i = size_t(k.layout) * setupCount() + setupIndex(k);
        if (std::isnan(l.peak[i])) {
            const auto m = estimateMemory(job.model, onCard(setupOf(k), l.cardBytes), l.parallel[size_t(k.layout)]);
            l.peak[i] = m ? m->wholeDevice : kInvalid;
            l.host[i] = m ? m->hostBytes : 0;
        }
        if (host)
            *host = l.host[i];
        return l.peak[i];
    }

    /// Whether a setting's peak fits `usable`. A setting's peak never grows with the GPU count (its sharded state
    /// and host share shrink or stay: the advisor's tested property), so one that does not fit on more GPUs of the
    /// same layout list does not fit on these either, and needs no estimate here.
    bool fitsGpu(Layouts& l, const Knobs& k, double usable)
    {
        const size_t i = size_t(k.layout) * setupCount() + setupIndex(k);
        if (std::isnan(l.peak[i])) {
            if (l.lowest[i] > usable)
                return false;
            for (; l.seen < layouts.size(); ++l.seen) {
                if (layouts[l.seen].gpus > l.gpus && sameSettings(layouts[l.seen], l))
                    l.onMore.push_back(l.seen);
            }
            for (size_t more : l.onMore) {
                const Layouts& m = layouts[more];
                const double known = std::isnan(m.peak[i]) ? m.lowest[i] : m.peak[i];
                if (known > usable) {
                    l.lowest[i] = known;
                    return false;
                }
            }
        }
        return peak(l, k) <= usable;
    }

    /// Whether two layout lists hold the same settings at the same indices (on different GPU counts).
    static bool sameSettings(const Layouts& a, const Layouts& b)
    {
        return a.cardBytes == b.cardBytes && a.asSetSharding == b.asSetSharding && a.asSetOffload == b.asSetOffload &&
               a.strategy == b.strategy && a.parallel.front().sharding == b.parallel.front().sharding &&
               a.parallel.front().offload == b.parallel.front().offload;
    }

    /// The throughput model's reading of each card asked about (cards are the catalog's, as the speed tables').
    std::vector<std::pair<const Gpu*, DeviceTraits>> traits;
    const DeviceTraits& traitsOf(const Gpu* gpu)
    {
        for (const auto& [g, t] : traits)
            if (g == gpu)
                return t;
        return traits.emplace_back(gpu, deviceTraits(*gpu)).second;
    }

    const ThroughputWorkload& workload(const Knobs& k)
    {
        if (workloads.empty())
            workloads.resize(setupCount());
        auto& w = workloads[setupIndex(k)];
        if (!w)
            w = prepareWorkload(job.model, setupOf(k));
        return *w;
    }

    /// Tokens/s of all GPUs and the step time; 0 when the throughput model cannot run it.
    std::pair<double, double> speed(const AdviceTarget& t, Layouts& l, const Knobs& k)
    {
        // The throughput model runs only on shapes the estimator accepts (as planJob): a refused model can overflow
        // its counts (fuzz regression hf_config/moe-too-large-count-cast.json).
        if (!std::isfinite(peak(l, k)))
            return {0, 0};
        const auto key =
            std::make_tuple(t.gpu, t.gpusPerNode, int(t.interNode.kind), int64_t(std::llround(t.interNode.GBps * 16)),
                            int64_t(std::llround(t.hostCpusPerGpu * 16)));
        auto table = std::find_if(l.speeds.begin(), l.speeds.end(), [&](const auto& s) { return s.first == key; });
        if (table == l.speeds.end()) {
            l.speeds.emplace_back(key, SpeedTable{});
            table = l.speeds.end() - 1;
        }
        const auto [slot, added] = table->second.slot(size_t(k.layout) * setupCount() + setupIndex(k));
        if (!added)
            return {slot->tokensPerSecond, slot->stepSeconds};
        *slot = {0, 0};
        const TrainingSetup setup = setupOf(k);
        ThroughputInput in{job.model, setup, l.parallel[size_t(k.layout)], *t.gpu};
        in.traits = &traitsOf(t.gpu);
        in.interNode = t.interNode;
        in.gpusPerNode = std::max(1, t.gpusPerNode);
        in.mfuOverride = job.assumptions.mfuByClass[size_t(t.gpu->gpuClass)];
        in.packedRollouts = job.packing;
        in.hostCpusPerGpu = t.hostCpusPerGpu;
        in.timeCalibration = timeCalibrationOn(job.assumptions.calibrations, t.gpu->name);
        const ThroughputEstimate e = estimateThroughput(workload(k), in);
        if (e.valid && e.tokensPerSecondTotal > 0)
            *slot = {e.tokensPerSecondTotal, e.stepSeconds};
        return {slot->tokensPerSecond, slot->stepSeconds};
    }

    AdvisedSetting settingOf(const AdviceTarget& t, Layouts& l, const Knobs& k)
    {
        AdvisedSetting s;
        s.setup = setupOf(k);
        s.parallel = l.parallel[size_t(k.layout)];
        s.strategy = l.strategy[size_t(k.layout)];
        s.peakBytes = peak(l, k, &s.hostBytes);
        std::tie(s.tokensPerSecond, s.stepSeconds) = speed(t, l, k);
        return s;
    }

    Knobs asSet() const
    {
        Knobs k;
        k.micro = userMicro;
        return k;
    }

    /// The knobs turned from `from` to `to`, each with its effect after those before it.
    std::vector<AdviceChange> changes(const AdviceTarget& t, Layouts& l, const Knobs& from, const Knobs& to)
    {
        std::vector<AdviceChange> out;
        Knobs cur = from;
        double curPeak = peak(l, cur);
        double curSpeed = speed(t, l, cur).first;
        auto turn = [&](AdviceKnob knob, int Knobs::*field, auto value) {
            if (cur.*field == to.*field)
                return;
            AdviceChange c;
            c.knob = knob;
            c.from = value(cur);
            Knobs next = cur;
            next.*field = to.*field;
            c.to = value(next);
            if (knob == AdviceKnob::Batch) {
                c.fromAccumulation = perStep / c.from;
                c.toAccumulation = perStep / c.to;
            }
            const double nextPeak = peak(l, next);
            const double nextSpeed = speed(t, l, next).first;
            c.memoryDeltaBytes = std::isfinite(nextPeak) && std::isfinite(curPeak) ? nextPeak - curPeak : 0;
            // The same work per step on both sides: the time ratio is the inverse of the speed ratio.
            c.timeFactor = curSpeed > 0 && nextSpeed > 0 ? curSpeed / nextSpeed : 1;
            out.push_back(c);
            cur = next;
            curPeak = nextPeak;
            curSpeed = nextSpeed;
        };
        turn(AdviceKnob::Batch, &Knobs::micro, [&](const Knobs& k) { return micro[size_t(k.micro)]; });
        turn(AdviceKnob::Checkpointing, &Knobs::checkpointing,
             [&](const Knobs& k) { return int(checkpointings[size_t(k.checkpointing)]); });
        turn(AdviceKnob::Loss, &Knobs::loss, [&](const Knobs& k) { return int(losses[size_t(k.loss)]); });
        turn(AdviceKnob::Attention, &Knobs::attention,
             [&](const Knobs& k) { return int(attentions[size_t(k.attention)]); });
        turn(AdviceKnob::Optimizer, &Knobs::optimizer,
             [&](const Knobs& k) { return int(optimizers[size_t(k.optimizer)]); });
        turn(AdviceKnob::Layout, &Knobs::layout, [&](const Knobs& k) { return int(l.strategy[size_t(k.layout)]); });
        return out;
    }

    /// Calls f(knobs) for every tuple of the knobs other than the micro-batch that the card runs.
    template <typename F> void forEachTuple(const AdviceTarget& t, const Layouts& l, F&& f)
    {
        const bool flash = supportsFlashAttention(*t.gpu);
        const bool bnb = supportsBitsAndBytes(*t.gpu);
        Knobs k;
        for (k.layout = 0; k.layout < int(l.parallel.size()); ++k.layout)
            for (k.optimizer = 0; k.optimizer < int(optimizers.size()); ++k.optimizer) {
                if (k.optimizer > 0 && usesBitsAndBytes(optimizers[size_t(k.optimizer)]) && !bnb)
                    continue;
                for (k.checkpointing = 0; k.checkpointing < int(checkpointings.size()); ++k.checkpointing)
                    for (k.attention = 0; k.attention < int(attentions.size()); ++k.attention) {
                        if (k.attention > 0 && attentions[size_t(k.attention)] == Attention::Flash && !flash)
                            continue;
                        for (k.loss = 0; k.loss < int(losses.size()); ++k.loss)
                            f(k);
                    }
            }
    }

    /// Every setting that fits `usable` on the card, with its host memory, in search order; memoised per card
    /// support and usable memory. Per tuple the fitting micro-batches are a prefix (memory never decreases with the
    /// micro-batch, FitSearch's tested property), found by bisection.
    const Fitting& fitting(const AdviceTarget& t, Layouts& l, double usable)
    {
        const int support = int(supportsFlashAttention(*t.gpu)) * 2 + int(supportsBitsAndBytes(*t.gpu));
        auto [it, added] = l.fitting.try_emplace({support, usable});
        if (!added)
            return it->second;
        Fitting& out = it->second;
        const int n = int(micro.size());
        forEachTuple(t, l, [&](Knobs k) {
            k.micro = 0;
            if (!fitsGpu(l, k, usable))
                return;
            int lo = 0, hi = n - 1; // the largest fitting index lies in [lo, hi]
            while (lo < hi) {
                Knobs probe = k;
                probe.micro = (lo + hi + 1) / 2;
                if (fitsGpu(l, probe, usable))
                    lo = probe.micro;
                else
                    hi = probe.micro - 1;
            }
            for (k.micro = 0; k.micro <= lo; ++k.micro) {
                double host = 0;
                peak(l, k, &host);
                out.settings.push_back({k, host});
                out.hosts.push_back(host);
            }
        });
        std::sort(out.hosts.begin(), out.hosts.end());
        out.hosts.erase(std::unique(out.hosts.begin(), out.hosts.end()), out.hosts.end());
        return out;
    }

    /// The smallest peak the card can run on this layout list (micro-batch 1: memory never decreases with it).
    const std::pair<double, Knobs>& floor(const AdviceTarget& t, Layouts& l)
    {
        auto& slot = l.floor[size_t(supportsFlashAttention(*t.gpu)) * 2 + size_t(supportsBitsAndBytes(*t.gpu))];
        if (!slot) {
            std::pair<double, Knobs> lowest{kInvalid, Knobs{}};
            forEachTuple(t, l, [&](Knobs k) {
                k.micro = 0;
                if (const double p = peak(l, k); p < lowest.first)
                    lowest = {p, k};
            });
            slot = lowest;
        }
        return *slot;
    }

    static int changedKnobs(const Knobs& a, const Knobs& b)
    {
        return (a.layout != b.layout) + (a.optimizer != b.optimizer) + (a.checkpointing != b.checkpointing) +
               (a.attention != b.attention) + (a.loss != b.loss) + (a.micro != b.micro);
    }

    /// Whether some searched setting fits `usable` on the target's GPUs, host memory aside (micro-batch 1: memory
    /// never decreases with the micro-batch); stops at the first that does.
    bool anyFitsGpu(const AdviceTarget& t, double usable)
    {
        Layouts& l = layoutsFor(t);
        bool found = false;
        forEachTuple(t, l, [&](Knobs k) {
            k.micro = 0;
            found = found || fitsGpu(l, k, usable);
        });
        return found;
    }

    bool anyFits(const AdviceTarget& t, double usable)
    {
        Layouts& l = layoutsFor(t);
        bool found = false;
        forEachTuple(t, l, [&](Knobs k) {
            if (found)
                return;
            k.micro = 0; // memory never decreases with the micro-batch: the smallest decides
            double host = 0;
            if (peak(l, k, &host) <= usable && hostFits(t, host))
                found = true;
        });
        return found;
    }

    /// The fitting settings that can be chosen, with their speed. Exact over the discrete knobs; per tuple, the
    /// fitting micro-batches are a prefix (memory never decreases with the micro-batch, FitSearch's tested property),
    /// found by bisection. A larger micro-batch at the same sequences per step never slows a setting (the advisor's
    /// tested property), so of a tuple's micro-batches that fit the GPU and the host only two can be chosen: the
    /// largest (its fastest) and the user's (one knob fewer to turn). Sets `hostTooSmall` where one fits the GPU only.
    std::vector<std::pair<Knobs, double>> choosable(const AdviceTarget& t, Layouts& l, const Knobs& own, double usable,
                                                    bool& hostTooSmall)
    {
        std::vector<std::pair<Knobs, double>> candidates;
        // A card without the throughput model's figures (speed 0) still fits: its settings rank by changes.
        auto add = [&](const Knobs& k) { candidates.push_back({k, speed(t, l, k).first}); };
        const auto& settings = fitting(t, l, usable).settings;
        for (size_t first = 0, end = 0; first < settings.size(); first = end) {
            end = first + 1;
            while (end < settings.size() && settings[end].first.micro != 0)
                ++end;
            std::optional<size_t> largest, user;
            for (size_t i = first; i < end; ++i) {
                if (!hostFits(t, settings[i].second)) {
                    hostTooSmall = true;
                    continue;
                }
                largest = i;
                if (settings[i].first.micro == own.micro)
                    user = i;
            }
            if (user && user != largest)
                add(settings[*user].first);
            if (largest)
                add(settings[*largest].first);
        }
        return candidates;
    }

    /// The fastest candidate, except that a knob is not turned for less than kNegligibleSpeedup: among the settings
    /// that close to the fastest, the fewest changes, then the fastest.
    static std::optional<Knobs> chosen(const std::vector<std::pair<Knobs, double>>& candidates, const Knobs& own)
    {
        double bestSpeed = 0;
        for (const auto& candidate : candidates)
            bestSpeed = std::max(bestSpeed, candidate.second);
        std::optional<Knobs> best;
        double chosenSpeed = 0;
        int bestChanged = 0;
        for (const auto& [k, speed] : candidates) {
            if (speed < bestSpeed * (1 - kNegligibleSpeedup))
                continue;
            const int changed = changedKnobs(k, own);
            if (!best || changed < bestChanged || (changed == bestChanged && speed > chosenSpeed)) {
                best = k;
                bestChanged = changed;
                chosenSpeed = speed;
            }
        }
        return best;
    }

    /// The longest sequence at which some setting fits (0 when none shorter than the job's does): memory never
    /// decreases with the sequence (FitSearch's property). Probed in steps of 256 tokens (a multiple every kernel
    /// tiles well) above 256, token by token below.
    int longestFittingSequence(const AdviceTarget& inner, double usable) const
    {
        const int step = job.setup.seqLen > 256 ? 256 : 1;
        auto fitsAt = [&](int steps) {
            Job j = job;
            j.setup.seqLen = steps * step;
            Advisor other(j);
            return other.d->anyFits(inner, usable);
        };
        int lo = 0, hi = (job.setup.seqLen - 1) / step; // lo fits (0 = none), the answer lies in [lo, hi]
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            if (fitsAt(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo * step;
    }

    /// The advised setting with FP8 linears, where the card runs them and they are worth a change of the numerics.
    /// The layout and every knob stay; only the recipe is added, so what fits in 16 bits must fit again (torchao's
    /// proposed recipe keeps 16-bit memory; Transformer Engine's may not, and then nothing is proposed).
    std::optional<TrainingSuggestion> numericsChange(const AdviceTarget& target, const AdvisedSetting& advised) const
    {
        const LowPrecisionRecipe recipe = proposedLowPrecision(*target.gpu);
        if (job.setup.lowPrecision.recipe != LowPrecisionRecipe::None || recipe == LowPrecisionRecipe::None ||
            advised.tokensPerSecond <= 0)
            return std::nullopt;
        Job j = applyAdvice(job, advised);
        j.setup.lowPrecision = LowPrecisionSetup{};
        j.setup.lowPrecision.recipe = recipe;
        AdviceTarget inner = target;
        inner.asSet = advised.parallel;
        inner.withSuggestions = false;
        inner.withNumericsChange = false;
        Advisor other(j);
        const Advice b = other.advise(inner);
        if (!b.fitsAsSet || b.asSet.tokensPerSecond < (1 + kWorthANumericsChange) * advised.tokensPerSecond)
            return std::nullopt;
        TrainingSuggestion t;
        t.change = TrainingChange::LowPrecisionRecipe;
        t.value = int(recipe);
        t.advised = b.asSet;
        return t;
    }

    /// Nothing fits: the changes of the training that would, each on its own, at its fastest fitting setting.
    std::vector<TrainingSuggestion> trainingSuggestions(const AdviceTarget& target, double usable) const
    {
        std::vector<TrainingSuggestion> out;
        AdviceTarget inner = target;
        inner.withSuggestions = false;
        auto suggest = [&](TrainingChange change, const Job& changed, int value) {
            Advisor other(changed);
            Advice b = other.advise(inner);
            if (!b.advised)
                return;
            TrainingSuggestion t;
            t.change = change;
            t.value = value;
            t.advised = *b.advised;
            t.changes = b.changes;
            out.push_back(std::move(t));
        };
        const TrainingSetup& u = job.setup;
        if (u.method == Method::Full) {
            Job j = job;
            j.setup.method = Method::LoRA;
            suggest(TrainingChange::LoraInsteadOfFull, j, 0);
        }
        if (u.method == Method::LoRA && u.baseQuant == BaseQuant::None) {
            Job j = job;
            j.setup.method = Method::QLoRA;
            j.setup.baseQuant = BaseQuant::NF4DoubleQuant; // the QLoRA paper's recipe, as the command line's default
            j.setup.weightDType = defaultWeightDType(u.compute, j.setup.baseQuant);
            suggest(TrainingChange::QloraInsteadOfLora, j, 0);
        }
        const TargetSet fewer = Target::Q | Target::V;
        if (usesTargets(u.method) && u.adapter.targets != fewer && std::popcount(u.adapter.targets) > 2) {
            Job j = job;
            j.setup.adapter.targets = fewer;
            suggest(TrainingChange::FewerTargets, j, 0);
        }
        if (const int seqLen = longestFittingSequence(inner, usable); seqLen > 0) {
            Job j = job;
            j.setup.seqLen = seqLen;
            suggest(TrainingChange::ShorterSequence, j, seqLen);
        }
        if (perStep > 1) {
            Job j = job;
            j.setup.microBatch = 1;
            j.setup.gradAccumulation = 1;
            suggest(TrainingChange::SmallerBatch, j, 1);
        }
        return out;
    }
};

Advisor::Advisor(const Job& job) : d(std::make_unique<State>())
{
    State& s = *d;
    s.job = job;
    const TrainingSetup& t = job.setup;
    // Sequences per optimizer step and GPU, in 64 bits: the job is not validated yet (the estimator refuses what is
    // out of range, and then nothing is searched).
    const int64_t perStep = int64_t(std::max(1, t.microBatch)) * std::max(1, t.gradAccumulation);
    // Accumulation is impossible when the optimizer steps inside backward: the micro-batch stays.
    if (stepsInBackward(t) || t.microBatch < 1 || t.gradAccumulation < 1 || perStep > kMaxSearchedPerStep) {
        s.micro = {std::max(1, t.microBatch)};
    } else {
        s.perStep = int(perStep);
        std::vector<int> large;
        for (int m = 1; int64_t(m) * m <= perStep; ++m) {
            if (s.perStep % m == 0) {
                s.micro.push_back(m);
                if (m != s.perStep / m)
                    large.push_back(s.perStep / m);
            }
        }
        s.micro.insert(s.micro.end(), large.rbegin(), large.rend());
    }
    s.userMicro = int(std::find(s.micro.begin(), s.micro.end(), t.microBatch) - s.micro.begin());
    if (s.userMicro >= int(s.micro.size()))
        s.userMicro = 0;
    s.optimizers = optimizerFamily(t);
    s.checkpointings = {t.checkpointing};
    for (Checkpointing c : {Checkpointing::None, Checkpointing::Selective, Checkpointing::Full, Checkpointing::Offload})
        addUnique(s.checkpointings, c);
    // Eager attention stores the s×s scores and is never faster: it is searched only when the user chose it.
    // FlashAttention-2 and SDPA mostly give the same numbers (flashAndSdpaAlike): then switching from one to the other
    // is never advised, and the other is not searched. From eager both are: SDPA runs where FlashAttention-2 does not.
    s.attentions = {t.attention};
    if (t.attention == Attention::Eager || !flashAndSdpaAlike(job.model)) {
        addUnique(s.attentions, Attention::Flash);
        addUnique(s.attentions, Attention::Sdpa);
    }
    s.losses = {t.loss};
    for (LossImpl l : {LossImpl::Standard, LossImpl::Chunked, LossImpl::Fused})
        addUnique(s.losses, l);
    s.keepSizes();
}

Advisor::~Advisor() = default;

Advice Advisor::advise(const AdviceTarget& target)
{
    State& s = *d;
    Advice a;
    if (!target.gpu)
        return a;
    a.capacityBytes = memoryBytes(*target.gpu);
    a.usableBytes = targetUsableBytes(target);
    auto& l = s.layoutsFor(target);
    const Knobs own = s.asSet();
    a.asSet = s.settingOf(target, l, own);
    a.valid = std::isfinite(a.asSet.peakBytes);
    if (!a.valid)
        return a;
    if (a.asSet.peakBytes <= a.usableBytes && hostFits(target, a.asSet.hostBytes)) {
        a.fitsAsSet = true;
        a.advised = a.asSet;
    } else if (const std::optional<Knobs> best =
                   State::chosen(s.choosable(target, l, own, a.usableBytes, a.hostTooSmall), own)) {
        a.advised = s.settingOf(target, l, *best);
        a.changes = s.changes(target, l, own, *best);
        a.hostTooSmall = false;
    }
    if (a.advised) {
        if (target.withNumericsChange)
            a.numericsChange = s.numericsChange(target, *a.advised);
        return a;
    }
    if (!target.withSuggestions)
        return a;
    if (const auto& [floorPeak, floorKnobs] = s.floor(target, l); std::isfinite(floorPeak)) {
        a.nearest = s.settingOf(target, l, floorKnobs);
        a.nearestChanges = s.changes(target, l, own, floorKnobs);
    }
    a.suggestions = s.trainingSuggestions(target, a.usableBytes);
    return a;
}

int Advisor::hostClass(const AdviceTarget& target)
{
    if (!target.gpu || !target.hostUsableBytesPerGpu)
        return -1;
    State& s = *d;
    auto& l = s.layoutsFor(target);
    const double usable = targetUsableBytes(target);
    const std::vector<double>& hosts = s.fitting(target, l, usable).hosts;
    const auto within = std::upper_bound(hosts.begin(), hosts.end(), *target.hostUsableBytesPerGpu) - hosts.begin();
    return size_t(within) == hosts.size() ? -1 : int(within);
}

bool Advisor::anySettingFits(const AdviceTarget& target)
{
    return target.gpu && d->anyFitsGpu(target, targetUsableBytes(target));
}

double Advisor::smallestPeak(const AdviceTarget& target)
{
    if (!target.gpu)
        return kInvalid;
    return d->floor(target, d->layoutsFor(target)).first;
}

std::vector<AdvisedSetting> Advisor::space(const AdviceTarget& target)
{
    State& s = *d;
    std::vector<AdvisedSetting> out;
    if (!target.gpu)
        return out;
    auto& l = s.layoutsFor(target);
    s.forEachTuple(target, l, [&](Knobs k) {
        for (k.micro = 0; k.micro < int(s.micro.size()); ++k.micro)
            out.push_back(s.settingOf(target, l, k));
    });
    return out;
}

LowPrecisionRecipe proposedLowPrecision(const Gpu& gpu)
{
    for (LowPrecisionRecipe r : {LowPrecisionRecipe::TorchaoFp8Tensorwise, LowPrecisionRecipe::TeFp8Current})
        if (recipeSupport(gpu, r) == RecipeSupport::Runs)
            return r;
    return LowPrecisionRecipe::None;
}

AdviceTarget adviceTarget(const Job& job, const Gpu& gpu, int gpus)
{
    AdviceTarget t;
    t.gpu = &gpu;
    t.gpus = gpus > 0 ? gpus : std::max(1, job.parallel.gpus);
    if (t.gpus == job.parallel.gpus) {
        t.asSet = job.parallel;
        // A layout that names no sharding on several GPUs runs plain data parallel (defaultSharding, the rule of
        // evaluate()'s effectiveSharding).
        if (t.asSet.sharding == Sharding::None)
            t.asSet.sharding = defaultSharding(t.gpus);
    } else {
        t.asSet = parallelFor(job, t.gpus, firstStrategy(job.parallel));
    }
    t.gpusPerNode = std::max(1, std::min(t.gpus, job.parallel.gpusPerNode));
    t.marginFraction = job.assumptions.memoryMarginFraction;
    t.memoryCalibrationBytes = memoryCalibrationOn(job.assumptions.calibrations, gpu.name);
    return t;
}

double targetUsableBytes(const AdviceTarget& target)
{
    return target.gpu ? usableBytes(memoryBytes(*target.gpu), target.marginFraction) - target.memoryCalibrationBytes
                      : 0.0;
}

Advice adviseJob(const Job& job, const Gpu& gpu, int gpus)
{
    Advisor advisor(job);
    return advisor.advise(adviceTarget(job, gpu, gpus));
}

Job applyAdvice(const Job& job, const AdvisedSetting& setting)
{
    Job j = job;
    j.setup = setting.setup;
    j.parallel = setting.parallel;
    return j;
}

} // namespace tunefit

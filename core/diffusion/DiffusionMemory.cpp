// SPDX-License-Identifier: GPL-3.0-or-later
// The per-GPU peak of an image or video fine-tune (DiffusionMemory.h): the model state as the trainers keep it, the
// helpers they leave on the card, and the step's activations (DenoiserCount.cpp).
#include "core/diffusion/DiffusionMemory.h"

#include "core/memory/ModelState.h"

#include <algorithm>

namespace tunefit {

namespace {

constexpr double kActivationBytes = 2; // BF16/FP16 autocast: every saved tensor is 16-bit

/// Weights of the blocks the setting keeps in CPU RAM (swappedBlocks: which ones). musubi-tuner's and kohya's
/// offloaders exchange a finished block's weights for the next one's in place, so the card holds the other blocks
/// only.
double swappedElements(const DenoiserSpec& model, int swapped)
{
    SwappedBlocks left = swappedBlocks(model, swapped);
    double elements = 0;
    for (auto g = model.blocks.rbegin(); g != model.blocks.rend(); ++g) {
        if (g->kind == BlockKind::UnetResnet || g->kind == BlockKind::UnetTransformer)
            continue;
        int& budget = !left.paired                         ? left.last
                      : g->kind == BlockKind::DoubleStream ? left.doubleStream
                      : g->kind == BlockKind::SingleStream ? left.singleStream
                                                           : left.last; // a refiner: not swapped when paired
        const int taken = std::min(budget, g->count);
        elements += groupWeights(*g) / g->count * taken;
        budget -= taken;
    }
    return elements;
}

} // namespace

TrainedStateBytes trainedStateBytes(const DiffusionSetting& setting)
{
    const bool full = setting.method == DiffusionMethod::Full;
    const double element = full ? (setting.fp32Weights ? 4 : 2) : (setting.bf16Adapters ? 2 : 4);
    const DiffusionOptimizer optimizer = setting.optimizer;
    TrainedStateBytes s{element, element, 0};
    switch (optimizer) {
    case DiffusionOptimizer::AdamW:
        s.optimizer = 2 * element;
        break;
    case DiffusionOptimizer::AdamW8bit: // bitsandbytes: two 8-bit moments, block scales negligible
        s.optimizer = 2;
        break;
    case DiffusionOptimizer::Adafactor: // factored second moment: rows + columns per matrix, no first moment
        s.optimizer = 0;
        break;
    case DiffusionOptimizer::Prodigy: // exp_avg, exp_avg_sq, s and the initial weights p0
        s.optimizer = 4 * element;
        break;
    case DiffusionOptimizer::Lion: // exp_avg only (lion-pytorch, torch-optimi)
        s.optimizer = element;
        break;
    case DiffusionOptimizer::Lion8bit:
        s.optimizer = 1;
        break;
    }
    // The BF16-native optimizers keep what rounding to BF16 loses in a buffer of its own: SimpleTuner's adamw_bf16
    // its `shift`, torch-optimi its Kahan compensation (kahan_sum, on for BF16 parameters).
    if (!full && setting.bf16Adapters &&
        (optimizer == DiffusionOptimizer::AdamW || optimizer == DiffusionOptimizer::Lion))
        s.optimizer += element;
    return s;
}

namespace {

double textEncoderBytes(const DiffusionJob& job)
{
    double params = 0;
    for (const TextEncoderSpec& t : job.textEncoders)
        params += t.paramsB * 1e9;
    return params * denoiserPrecisionBytes(job.setting.textEncoderPrecision);
}

/// The merged weights (mergedAdapterWeights) the adapted linears save for their inputs' gradients (derivatives.yaml:
/// mm saves mat2 where self requires grad): one per adapted linear, in the base's dtype, whatever the batch.
double mergedAdapterWeightBytes(const BlockGroup& g, const DiffusionSetting& s)
{
    return mergedAdapterWeights(g, s) * denoiserPrecisionBytes(s.precision);
}

/// Saved for backward over the micro-batch: every block's tensors, or with checkpointing each block's input only; with
/// those in CPU RAM (activationOffload), only the block in flight's input and output, on the card while it runs.
double activationBytes(const DiffusionJob& job, const DenoiserTokens& tokens)
{
    const DiffusionSetting& s = job.setting;
    if (s.checkpointing && s.activationOffload) {
        double largest = 0;
        for (const BlockGroup& g : job.model.blocks)
            largest = std::max(largest, blockInputElements(g, tokens));
        return 2 * largest * s.batch * kActivationBytes;
    }
    if (s.checkpointing)
        return checkpointedInputBytes(job, tokens);
    double elements = 0, merged = 0;
    for (const BlockGroup& g : job.model.blocks) {
        elements += blockSavedElements(g, tokens, s) * g.count;
        merged += mergedAdapterWeightBytes(g, s);
    }
    return elements * s.batch * kActivationBytes + merged;
}

/// One block's backward: the gradient of its output and input and the residual branch's (four hidden-state-sized
/// tensors, flash attention's dQ/dK/dV among them), plus, under checkpointing, the block's recomputed tensors.
double workingSetBytes(const DiffusionJob& job, const DenoiserTokens& tokens)
{
    double largest = 0;
    for (const BlockGroup& g : job.model.blocks) {
        const bool recompute = job.setting.checkpointing;
        const double recomputed = recompute ? blockSavedElements(g, tokens, job.setting) : 0.0;
        const double merged = recompute ? mergedAdapterWeightBytes(g, job.setting) / g.count : 0.0;
        largest = std::max(
            largest, (recomputed + 4 * blockInputElements(g, tokens)) * job.setting.batch * kActivationBytes + merged);
    }
    return largest;
}

double uncertainty(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    double band = 0.15;
    if (job.model.task == DenoiserTask::Video)
        band += 0.05; // attention kernels and VAE tiling differ between video trainers
    if (s.blocksSwapped > 0)
        band += 0.05;
    if (s.precision == DenoiserPrecision::FP8 || s.precision == DenoiserPrecision::Int8 ||
        s.precision == DenoiserPrecision::NF4)
        band += 0.05; // per-layer upcast buffers and quantization libraries' scratch
    return band;
}

void add(DiffusionMemory& m, DiffusionPart part, double bytes)
{
    if (bytes > 0)
        m.rows.push_back({part, bytes});
}

/// A fused backward pass steps and frees each weight's gradient as backward completes it: at most the block being
/// back-propagated holds gradients (kohya's adafactor_fused: step_param from each parameter's
/// post-accumulate-grad hook, then its grad set to None).
double largestBlockWeights(const DenoiserSpec& model)
{
    double largest = 0;
    for (const BlockGroup& g : model.blocks)
        largest = std::max(largest, groupWeights(g) / std::max(1, g.count));
    return largest;
}

/// What stays on the card through the step: the frozen denoiser (less its swapped blocks), the trained tensors and
/// their optimizer state, the helpers kept there.
struct StateParts
{
    std::vector<DiffusionMemoryRow> rows;
    double gradients = 0;
};

StateParts stateParts(const DiffusionJob& job, double trained, double swapped, const TrainedStateBytes& per)
{
    const DiffusionSetting& s = job.setting;
    const bool full = s.method == DiffusionMethod::Full;
    const double allWeights = job.model.publishedParamsB * 1e9;
    const double onCard = full && allWeights > 0 ? (allWeights - swapped) / allWeights : 1.0;
    StateParts p;
    const auto keep = [&](DiffusionPart part, double bytes) {
        if (bytes > 0)
            p.rows.push_back({part, bytes});
    };
    keep(DiffusionPart::DenoiserWeights, full ? 0.0 : (allWeights - swapped) * denoiserPrecisionBytes(s.precision));
    keep(DiffusionPart::TrainedWeights, trained * per.weights * onCard);
    keep(DiffusionPart::OptimizerState, trained * per.optimizer * onCard);
    keep(DiffusionPart::TextEncoders, s.textEncoders == HelperPlacement::Gpu ? textEncoderBytes(job) : 0.0);
    keep(DiffusionPart::Vae, s.vae == HelperPlacement::Gpu ? job.vae.paramsM * 1e6 * kActivationBytes : 0.0);
    p.gradients = (s.fusedBackward ? largestBlockWeights(job.model) : trained * onCard) * per.gradients;
    return p;
}

/// One moment of the step: what is alive then, and the share of it that comes and goes (the allocator's cache).
struct Moment
{
    DiffusionMoment moment = DiffusionMoment::Backward;
    std::vector<DiffusionMemoryRow> rows;
    double transient = 0;

    double total() const
    {
        double sum = 0;
        for (const DiffusionMemoryRow& r : rows)
            sum += r.bytes;
        return sum;
    }
};

Moment withRows(DiffusionMoment moment, const StateParts& state,
                std::initializer_list<std::pair<DiffusionPart, double>> extra, double transient)
{
    Moment m{moment, state.rows, transient};
    for (const auto& [part, bytes] : extra) {
        if (bytes > 0)
            m.rows.push_back({part, bytes});
    }
    std::sort(m.rows.begin(), m.rows.end(),
              [](const DiffusionMemoryRow& a, const DiffusionMemoryRow& b) { return a.part < b.part; });
    return m;
}

/// Backward: a full fine-tune's gradients appear as backward frees the activations, so the moment holds the larger
/// of the two ends; an adapter's gradients are small and all alive at the end.
Moment backwardMoment(const DiffusionJob& job, const StateParts& state, double activations, double working)
{
    const bool full = job.setting.method == DiffusionMethod::Full;
    const bool gradientsLarger = full && state.gradients > activations;
    return withRows(DiffusionMoment::Backward, state,
                    {{DiffusionPart::Gradients, full && !gradientsLarger ? 0.0 : state.gradients},
                     {DiffusionPart::Activations, gradientsLarger ? 0.0 : activations},
                     {DiffusionPart::WorkingSet, working}},
                    activations + working);
}

/// The optimizer step: every gradient, and torch's foreach AdamW scratch, one moment-sized list
/// (torch/optim/adamw.py _multi_tensor_adamw, as ModelState.cpp's stepTemporaryTerms; bitsandbytes, Adafactor and
/// Prodigy's kernels work tensor by tensor).
Moment stepMoment(const DiffusionJob& job, const StateParts& state, double trained, const TrainedStateBytes& per)
{
    const double scratch = job.setting.optimizer == DiffusionOptimizer::AdamW ? trained * per.optimizer / 2 : 0.0;
    return withRows(DiffusionMoment::OptimizerStep, state,
                    {{DiffusionPart::Gradients, state.gradients}, {DiffusionPart::StepTemporaries, scratch}}, scratch);
}

/// Offloaded encoders come onto the card between steps, when no activation or gradient is alive (zero_grad sets
/// them to None).
Moment encodingMoment(const DiffusionJob& job, const StateParts& state, double encoders)
{
    const bool offloaded = job.setting.textEncoders == HelperPlacement::Offloaded;
    return withRows(DiffusionMoment::Encoding, state, {{DiffusionPart::TextEncoders, offloaded ? encoders : 0.0}},
                    offloaded ? encoders : 0.0);
}

} // namespace

double checkpointedInputBytes(const DiffusionJob& job, const DenoiserTokens& tokens)
{
    double elements = 0;
    for (const BlockGroup& g : job.model.blocks)
        elements += blockInputElements(g, tokens) * g.count;
    return elements * job.setting.batch * kActivationBytes;
}

std::string_view diffusionPartKey(DiffusionPart part)
{
    static constexpr std::string_view keys[kDiffusionPartCount] = {
        "denoiser_weights", "trained_weights", "gradients",    "optimizer_state",   "text_encoders", "vae",
        "activations",      "working_set",     "step_scratch", "allocator_reserve", "cuda_context"};
    return keys[size_t(part)];
}

std::string_view diffusionMomentKey(DiffusionMoment moment)
{
    switch (moment) {
    case DiffusionMoment::Backward:
        return "backward";
    case DiffusionMoment::OptimizerStep:
        return "optimizer_step";
    case DiffusionMoment::Encoding:
        return "encoding";
    }
    return "backward";
}

double DiffusionMemory::bytesOf(DiffusionPart part) const
{
    for (const DiffusionMemoryRow& r : rows) {
        if (r.part == part)
            return r.bytes;
    }
    return 0;
}

double denoiserPrecisionBytes(DenoiserPrecision precision)
{
    switch (precision) {
    case DenoiserPrecision::BF16:
    case DenoiserPrecision::FP16:
        return 2;
    case DenoiserPrecision::FP8:
    case DenoiserPrecision::Int8:
        return 1;
    case DenoiserPrecision::NF4:
        return quantizedBytesPerParam(BaseQuant::NF4DoubleQuant, DType::BF16);
    case DenoiserPrecision::FP32:
        return 4;
    }
    return 2;
}

DiffusionMemory estimateDiffusionMemory(const DiffusionJob& job)
{
    const DiffusionSetting& s = job.setting;
    DiffusionMemory m;
    m.tokens = denoiserTokens(job.model, s);
    m.trainedParams = trainedParams(job.model, s);
    const double allWeights = job.model.publishedParamsB * 1e9;
    m.swappedElements = std::min(swappedElements(job.model, s.blocksSwapped), allWeights);
    const TrainedStateBytes per = trainedStateBytes(s);
    const StateParts state = stateParts(job, m.trainedParams, m.swappedElements, per);
    const double encoders = textEncoderBytes(job);
    const Moment moments[] = {
        backwardMoment(job, state, activationBytes(job, m.tokens), workingSetBytes(job, m.tokens)),
        stepMoment(job, state, m.trainedParams, per), encodingMoment(job, state, encoders)};
    const Moment& peak = *std::max_element(std::begin(moments), std::end(moments),
                                           [](const Moment& a, const Moment& b) { return a.total() < b.total(); });
    m.rows = peak.rows;
    m.peakMoment = peak.moment;
    m.peakAllocated = peak.total();
    const double reserve = kAllocatorFragmentation * peak.transient + kAllocatorSegmentSlack;
    add(m, DiffusionPart::AllocatorReserve, reserve);
    add(m, DiffusionPart::CudaContext, kCudaContextBytes);
    m.peakReserved = m.peakAllocated + reserve;
    m.wholeDevice = m.peakReserved + kCudaContextBytes;
    const bool full = s.method == DiffusionMethod::Full;
    m.hostBytes =
        m.swappedElements * (full ? per.weights + per.gradients + per.optimizer : denoiserPrecisionBytes(s.precision)) +
        (s.textEncoders == HelperPlacement::Offloaded ? encoders : 0.0) +
        (s.checkpointing && s.activationOffload ? checkpointedInputBytes(job, m.tokens) : 0.0);
    m.band = uncertainty(job);
    return m;
}

double mergedAdapterWeights(const BlockGroup& g, const DiffusionSetting& s)
{
    const bool merges = s.method == DiffusionMethod::LoKr && denoiserPrecisionBytes(s.precision) >= 2;
    return merges ? groupAdaptedWeights(g, s.targets) : 0.0;
}

} // namespace tunefit

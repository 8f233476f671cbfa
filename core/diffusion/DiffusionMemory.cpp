// SPDX-License-Identifier: GPL-3.0-or-later
// The per-GPU peak of an image or video fine-tune (DiffusionMemory.h): the model state as the trainers keep it, the
// helpers they leave on the card, and the step's activations (DenoiserCount.cpp).
#include "core/diffusion/DiffusionMemory.h"

#include "core/memory/ModelState.h"

#include <algorithm>

namespace tunefit {

namespace {

constexpr double kActivationBytes = 2; // BF16/FP16 autocast: every saved tensor is 16-bit

/// Weights of the blocks the setting keeps in CPU RAM. musubi-tuner and kohya's offloader swap the last blocks of
/// the stack (Flux: single-stream blocks first), exchanging a finished block's weights for the next one's in place,
/// so the card holds the other blocks only.
double swappedElements(const DenoiserSpec& model, int swapped)
{
    double elements = 0;
    for (auto g = model.blocks.rbegin(); g != model.blocks.rend() && swapped > 0; ++g) {
        if (g->kind == BlockKind::UnetResnet || g->kind == BlockKind::UnetTransformer)
            continue;
        const int taken = std::min(swapped, g->count);
        elements += groupWeights(*g) / g->count * taken;
        swapped -= taken;
    }
    return elements;
}

} // namespace

TrainedStateBytes trainedStateBytes(DiffusionMethod method, DiffusionOptimizer optimizer)
{
    const bool full = method == DiffusionMethod::Full;
    const double element = full ? 2 : 4;
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
    }
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

/// Saved for backward over the micro-batch: every block's tensors, or with checkpointing each block's input only.
double activationBytes(const DiffusionJob& job, const DenoiserTokens& tokens)
{
    double elements = 0;
    for (const BlockGroup& g : job.model.blocks) {
        const double perBlock = job.setting.checkpointing ? blockInputElements(g, tokens) : blockSavedElements(g, tokens);
        elements += perBlock * g.count;
    }
    return elements * job.setting.batch * kActivationBytes;
}

/// One block's backward: the gradient of its output and input and the residual branch's (four hidden-state-sized
/// tensors, flash attention's dQ/dK/dV among them), plus, under checkpointing, the block's recomputed tensors.
double workingSetBytes(const DiffusionJob& job, const DenoiserTokens& tokens)
{
    double largest = 0;
    for (const BlockGroup& g : job.model.blocks) {
        const double recomputed = job.setting.checkpointing ? blockSavedElements(g, tokens) : 0.0;
        largest = std::max(largest, recomputed + 4 * blockInputElements(g, tokens));
    }
    return largest * job.setting.batch * kActivationBytes;
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

} // namespace

std::string_view diffusionPartKey(DiffusionPart part)
{
    static constexpr std::string_view keys[kDiffusionPartCount] = {
        "denoiser_weights", "trained_weights", "gradients",   "optimizer_state", "text_encoders",
        "vae",              "activations",     "working_set", "cuda_context",    "allocator_reserve"};
    return keys[size_t(part)];
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
    const bool full = s.method == DiffusionMethod::Full;
    const double allWeights = job.model.publishedParamsB * 1e9;
    const double swapped = std::min(swappedElements(job.model, s.blocksSwapped), allWeights);
    const TrainedStateBytes per = trainedStateBytes(s.method, s.optimizer);
    m.swappedElements = swapped;
    const double onCardShare = full && allWeights > 0 ? (allWeights - swapped) / allWeights : 1.0;

    add(m, DiffusionPart::DenoiserWeights, full ? 0.0 : (allWeights - swapped) * denoiserPrecisionBytes(s.precision));
    add(m, DiffusionPart::TrainedWeights, m.trainedParams * per.weights * onCardShare);
    const double gradients = m.trainedParams * per.gradients * onCardShare;
    add(m, DiffusionPart::Gradients, gradients);
    add(m, DiffusionPart::OptimizerState, m.trainedParams * per.optimizer * onCardShare);
    const double encoders = textEncoderBytes(job);
    add(m, DiffusionPart::TextEncoders, s.textEncoders == HelperPlacement::Gpu ? encoders : 0.0);
    add(m, DiffusionPart::Vae, s.vae == HelperPlacement::Gpu ? job.vae.paramsM * 1e6 * kActivationBytes : 0.0);
    const double activations = activationBytes(job, m.tokens);
    const double working = workingSetBytes(job, m.tokens);
    // A full fine-tune's gradients appear as backward frees the activations: the peak is the larger of the two
    // ends of backward. An adapter's gradients are small and all alive at the end.
    const double steady = m.bytesOf(DiffusionPart::DenoiserWeights) + m.bytesOf(DiffusionPart::TrainedWeights) +
                          m.bytesOf(DiffusionPart::OptimizerState) + m.bytesOf(DiffusionPart::TextEncoders) +
                          m.bytesOf(DiffusionPart::Vae);
    const double step = full ? std::max(activations, gradients) + working : gradients + activations + working;
    add(m, DiffusionPart::Activations, full && gradients > activations ? 0.0 : activations);
    add(m, DiffusionPart::WorkingSet, working);
    m.peakAllocated = steady + step;
    // Offloaded encoders come onto the card between steps, when no activation or gradient is alive (zero_grad sets
    // them to None): when that moment is the higher one, its rows are the answer.
    if (s.textEncoders == HelperPlacement::Offloaded && steady + encoders > m.peakAllocated) {
        m.peakAllocated = steady + encoders;
        m.peakWhileEncoding = true;
        std::erase_if(m.rows, [](const DiffusionMemoryRow& r) {
            return r.part == DiffusionPart::Gradients || r.part == DiffusionPart::Activations ||
                   r.part == DiffusionPart::WorkingSet;
        });
        add(m, DiffusionPart::TextEncoders, encoders);
    }
    const double transient = m.peakWhileEncoding ? encoders : activations + working;
    const double reserve = kAllocatorFragmentation * transient + kAllocatorSegmentSlack;
    add(m, DiffusionPart::AllocatorReserve, reserve);
    add(m, DiffusionPart::CudaContext, kCudaContextBytes);
    m.peakReserved = m.peakAllocated + reserve;
    m.wholeDevice = m.peakReserved + kCudaContextBytes;
    m.hostBytes = swapped * (full ? per.weights + per.gradients + per.optimizer : denoiserPrecisionBytes(s.precision)) +
                  (s.textEncoders == HelperPlacement::Offloaded ? encoders : 0.0);
    std::sort(m.rows.begin(), m.rows.end(),
              [](const DiffusionMemoryRow& a, const DiffusionMemoryRow& b) { return a.part < b.part; });
    m.band = uncertainty(job);
    return m;
}

} // namespace tunefit

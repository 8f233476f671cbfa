// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diffusion/DenoiserCount.h"
#include "core/diffusion/DiffusionJob.h"

#include <string_view>
#include <vector>

namespace tunefit {

/// What occupies a card while an image or video denoiser trains (issue 34).
enum class DiffusionPart
{
    DenoiserWeights, ///< the frozen denoiser at its storage precision, less the blocks swapped to CPU
    TrainedWeights,  ///< the adapter (LoRA, LoKr), or every weight of a full fine-tune
    Gradients,
    OptimizerState,
    TextEncoders,    ///< kept on the card (or brought in to encode each batch)
    Vae,             ///< kept on the card to encode each batch
    Activations,     ///< saved for backward: every block's tensors, or only block inputs under checkpointing
    WorkingSet,      ///< one block's backward: the recomputed block and the gradients flowing through it
    StepTemporaries, ///< the optimizer step's scratch (torch's foreach AdamW)
    AllocatorReserve,
    CudaContext
};
inline constexpr int kDiffusionPartCount = 11;

/// The moment of the step whose memory is the peak.
enum class DiffusionMoment
{
    Backward,      ///< activations (or a full fine-tune's gradients) and one block's backward
    OptimizerStep, ///< every gradient and the optimizer's scratch
    Encoding       ///< offloaded text encoders on the card, encoding a batch
};

std::string_view diffusionPartKey(DiffusionPart part);       ///< "denoiser_weights", "activations", … (--json)
std::string_view diffusionMomentKey(DiffusionMoment moment); ///< "backward", "optimizer_step", "encoding"

struct DiffusionMemoryRow
{
    DiffusionPart part = DiffusionPart::DenoiserWeights;
    double bytes = 0;
};

struct DiffusionMemory
{
    std::vector<DiffusionMemoryRow> rows; ///< the peak moment's rows, in DiffusionPart order, zero rows left out
    double peakAllocated = 0;             ///< torch.cuda.max_memory_allocated
    double peakReserved = 0;              ///< + the allocator's cache
    double wholeDevice = 0;               ///< + the CUDA context: what nvidia-smi shows
    double hostBytes = 0;                 ///< CPU RAM the setting needs: swapped blocks, encoders kept on the CPU
    double band = 0.15;                   ///< relative uncertainty of the peak
    DiffusionMoment peakMoment = DiffusionMoment::Backward;
    DenoiserTokens tokens;
    double trainedParams = 0;
    double swappedElements = 0; ///< weights of the blocks kept in CPU RAM

    double bytesOf(DiffusionPart part) const;
};

/// Every block's input over the micro-batch (16-bit): what gradient checkpointing saves, and what activation offload
/// keeps in CPU RAM instead.
double checkpointedInputBytes(const DiffusionJob& job, const DenoiserTokens& tokens);

/// Bytes per trained parameter: the tensor, its gradient and the optimizer's state.
struct TrainedStateBytes
{
    double weights = 0, gradients = 0, optimizer = 0;
};
/// An adapter is kept in FP32 with FP32 gradients (kohya's and ai-toolkit's network dtype); a full fine-tune trains
/// BF16 weights with BF16 gradients, or FP32 ones (DiffusionSetting::fp32Weights), with the moments in the weights'
/// dtype (torch's AdamW keeps its moments in the parameter's dtype).
TrainedStateBytes trainedStateBytes(const DiffusionSetting& setting);

/// Bytes per weight stored at a precision (NF4: bitsandbytes' 4-bit codes with double-quantized block scales).
double denoiserPrecisionBytes(DenoiserPrecision precision);

/// Weights a group's adapted linears run merged with the adapter: LyCORIS LoKr with bypass off, its default on a 16-bit
/// base, adds its Kronecker product to each adapted weight and runs the linear with the sum (lycoris/modules/lokr.py
/// LokrModule.forward); 0 for LoRA, which runs its own two GEMMs beside the frozen linear, and for a quantized base.
double mergedAdapterWeights(const BlockGroup& group, const DiffusionSetting& setting);

/// The per-GPU peak of the job's training step (every data-parallel GPU holds the whole model and its own batch).
DiffusionMemory estimateDiffusionMemory(const DiffusionJob& job);

} // namespace tunefit

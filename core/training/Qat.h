// SPDX-License-Identifier: GPL-3.0-or-later
// Quantization-aware training (issue 32): torchao's fake quantization of the linears' weights (and of their inputs)
// while the model trains in its 16-bit type, as torchtune, axolotl and Unsloth run it; the facts that decide its
// memory and time (docs/estimation.md "Quantization-aware training").
// Fake quantization is plain torch ops (round, clamp, multiply; no custom kernel): it runs wherever torch runs, on any
// card the job's compute type runs on, so no card is refused for it.
#pragma once

#include "core/Result.h"

#include <optional>

namespace tunefit {

struct ModelSpec;
struct TrainingSetup;

/// What the linears fake-quantize: torchao's QAT configurations (QATConfig with a base config, or the legacy
/// quantizers), as torchtune's `quantizer` and axolotl's `qat:` block (activation_dtype / weight_dtype) name them.
enum class QatScheme
{
    None,
    /// int8 per-token asymmetric dynamic activations and int4 symmetric grouped weights (torchao
    /// Int8DynActInt4WeightQATQuantizer, group size 256 by default; torchtune's qat configs; axolotl int8/int4;
    /// QATConfig(Int8DynamicActivationIntxWeightConfig)).
    Int8DynActInt4Weight,
    /// int4 asymmetric grouped weights only (torchao Int4WeightOnlyQATQuantizer / QATConfig(Int4WeightOnlyConfig),
    /// group size 128 by default; axolotl weight_dtype int4 without activation_dtype; Unsloth qat_scheme "int4").
    Int4WeightOnly,
    /// float8 e4m3 per-row dynamic activations and weights (QATConfig(Float8DynamicActivationFloat8WeightConfig);
    /// axolotl float8/float8).
    Float8DynActFloat8Weight,
    /// float8 e4m3 per-row activations and int4 grouped weights (QATConfig(Float8DynamicActivationInt4WeightConfig);
    /// axolotl float8/int4).
    Float8DynActInt4Weight,
    /// NVFP4 activations and weights in blocks of 16 (QATConfig(NVFP4DynamicActivationNVFP4WeightConfig)).
    Nvfp4DynActNvfp4Weight,
    /// NVFP4 weights only in blocks of 16 (axolotl weight_dtype nvfp4: NVFP4WeightOnlyConfig).
    Nvfp4WeightOnly,
    /// MXFP4 activations and weights in blocks of 32 (QATConfig(MXDynamicActivationMXWeightConfig); axolotl mxfp4).
    Mxfp4DynActMxfp4Weight,
};

struct QatSetup
{
    QatScheme scheme = QatScheme::None;
    /// Elements per weight scale; 0 = the scheme's default (qatGroupSize). Per-row float8 has no group.
    int groupSize = 0;
};

/// The largest group size a job may name (0 = the scheme's default); a row-wide group of the widest linears.
inline constexpr int kQatMaxGroupSize = 1 << 20;

/// Why a job cannot run QAT, refused at the `qat` field (validateQat).
enum class QatConflict
{
    None,
    /// A 4-bit or 8-bit quantized base (QLoRA, bitsandbytes, GPTQ): fake quantization rounds a 16-bit weight, and
    /// torchtune's QAT recipes load the base in the compute type only.
    QuantizedBase,
    /// An FP8/FP4 training recipe: torchao's Float8Linear and FakeQuantizedLinear both replace nn.Linear; no stack
    /// composes the two.
    LowPrecisionRecipe,
    /// A method other than full training or LoRA: torchtune's qat_distributed / qat_single_device and
    /// qat_lora_finetune_distributed (QATLoRALinear) are the two QAT recipes; axolotl and Unsloth run full and LoRA.
    Method,
    /// A weight group size that does not divide the linears' input width (torchao FakeQuantizedLinear raises).
    GroupSize,
};

/// The scheme fakes the linears' inputs too (dynamic activation quantization), not only the weights.
bool qatFakesActivations(QatScheme s);
/// The weight group size the job runs with: the setup's, else the scheme's default (torchao: 256 for
/// Int8DynActInt4Weight, 128 for Int4WeightOnly and Float8DynActInt4Weight, 16 NVFP4, 32 MXFP4; 0 = per row).
int qatGroupSize(const QatSetup& q);
/// Bytes autograd keeps per fake-quantized element of a tensor that needs a gradient: torchao's fake quantizers end
/// in clamp(round(x / scale) + zero_point, qmin, qmax) with FP32 scales, and clamp saves its FP32 input for the
/// straight-through gradient (4 B). The fake-quantized copy in the compute type is counted by the caller.
inline constexpr double kQatClampSavedBytes = 4.0;
/// Bytes one eager fake quantization streams per element in forward: the scale reductions read the 16-bit tensor
/// twice (amin, amax), then x·(1/scale) (read 2, write 4), round, + zero point, clamp, − zero point, · scale (read
/// 4, write 4 each) and the cast back (read 4, write 2): 4 + 6 + 5 × 8 + 6 = 56 (torchao _fake_quantize_affine).
inline constexpr double kQatForwardBytes = 56.0;
/// Bytes its straight-through backward streams per element: the cast's gradient (read 2, write 4), · scale (8),
/// clamp's masked gradient (read the gradient and the saved input, write: 12), · (1/scale) (8) and the cast to the
/// input's type (read 4, write 2); round and the zero-point adds pass the gradient through: 6 + 8 + 12 + 8 + 6 = 40.
inline constexpr double kQatBackwardBytes = 40.0;
/// Under torch.compile Inductor fuses the chain into a reduction and one pointwise kernel per pass: read the 16-bit
/// tensor twice and write the result once (6 B) forward, read gradient and input and write once (6 B) backward.
inline constexpr double kQatCompiledBytes = 6.0;

/// Eager kernels per fake-quantized tensor per forward: amin and amax, the scale and zero point from them (about
/// three small ops), then x·(1/scale), round, + zero point, clamp, − zero point, · scale and the cast (torchao
/// choose_qparams_affine and _fake_quantize_affine): 13.
inline constexpr double kQatOpsPerTensor = 13.0;

/// The conflict of the job's QAT scheme with the rest of its setup, or None.
QatConflict qatConflict(const ModelSpec& m, const TrainingSetup& t);
/// The job refused at its `qat` field (`qat.group_size` for a group size), or nothing.
std::optional<Error> validateQat(const ModelSpec& m, const TrainingSetup& t);

} // namespace tunefit

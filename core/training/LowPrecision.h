// SPDX-License-Identifier: GPL-3.0-or-later
// Low-precision training of the blocks' linear layers (issue 32): FP8 and FP4 recipes as the training stacks name
// them, and the facts that decide their memory and time (docs/estimation.md "FP8 and FP4 training").
#pragma once

namespace tunefit {

/// The recipe the blocks' linear layers train with. Attention, norms, the embedding and the LM head stay in the job's
/// Compute type in every recipe (Transformer Engine and torchao swap nn.Linear modules only).
enum class LowPrecisionRecipe
{
    None, ///< every matmul in the job's Compute type
    /// Transformer Engine FP8, per-tensor scales from an amax history (DelayedScaling; Megatron --fp8-recipe delayed,
    /// accelerate's FP8 with the TE back end).
    TeFp8Delayed,
    /// Transformer Engine FP8, per-tensor scales of the current tensor (Float8CurrentScaling; Megatron tensorwise).
    TeFp8Current,
    /// Transformer Engine FP8 with 128 × 128 weight blocks and 1 × 128 activation tiles, an FP32 scale each
    /// (Float8BlockScaling, DeepSeek-V3's recipe; Megatron --fp8-recipe blockwise).
    TeFp8Blockwise,
    /// Transformer Engine MXFP8: blocks of 32 elements with an 8-bit power-of-two scale (MXFP8BlockScaling, OCP MX
    /// v1.0; Megatron --fp8-recipe mxfp8).
    TeMxfp8,
    /// Transformer Engine NVFP4: FP4 E2M1 in blocks of 16 with an FP8 E4M3 scale and a tensor-wide FP32 scale, random
    /// Hadamard transforms on the weight-gradient inputs (NVFP4BlockScaling; NVIDIA, arXiv:2509.25149).
    TeNvfp4,
    /// torchao Float8Linear with dynamic tensorwise scaling (torchtitan's default float8, axolotl fp8, accelerate's
    /// AO back end).
    TorchaoFp8Tensorwise,
    /// torchao Float8Linear with rowwise scaling (torchtitan recipe_name = "rowwise").
    TorchaoFp8Rowwise,
    /// torchao mx_formats MXFP8 linears (torchtitan's mx converter).
    TorchaoMxfp8,
};
inline constexpr int kLowPrecisionRecipeCount = 9;

/// The number format the recipe's linears multiply in.
enum class LowPrecisionFormat
{
    None,
    Fp8,   ///< E4M3/E5M2 with per-tensor, per-row or per-block FP32 scales: the card's FP8 tensor rate
    Mxfp8, ///< FP8 in 32-element blocks with E8M0 scales: the FP8 rate, on cards with microscaling tensor cores
    Nvfp4, ///< FP4 in 16-element blocks: the card's FP4 tensor rate
};

/// The library that runs the recipe. It decides what is saved for backward: Transformer Engine saves the quantized
/// input of each linear and its quantized weight copies; torchao saves the high-precision input and weight and
/// re-casts them in backward (torchao float8 matmul_with_hp_or_float8_args).
enum class LowPrecisionKernels
{
    None,
    TransformerEngine,
    Torchao,
};

struct LowPrecisionSetup
{
    LowPrecisionRecipe recipe = LowPrecisionRecipe::None;
    /// Parameters are gathered in the recipe's format (torchao enable_fsdp_float8_all_gather under FSDP2, Megatron
    /// --fp8-param-gather): gathered block weights take the low-precision width; without sharded parameters the
    /// resident 16-bit weights become low-precision primaries (Megatron's FP8 parameters).
    bool paramGather = false;
    /// Blocks kept in the compute type at the start and the end of the stack (Megatron --first-last-layers-bf16 with
    /// --num-layers-at-start-in-bf16 / --num-layers-at-end-in-bf16; NVIDIA's NVFP4 recipe keeps the last blocks in
    /// BF16 for stability, arXiv:2509.25149 §4.1, Megatron-Bridge's NVFP4 example the last four).
    int sixteenBitBlocksAtStart = 0;
    int sixteenBitBlocksAtEnd = 0;
};

LowPrecisionFormat lowPrecisionFormat(LowPrecisionRecipe r);
LowPrecisionKernels lowPrecisionKernels(LowPrecisionRecipe r);
/// Bytes per element of a quantized tensor, its scales included: FP8 1 (per-tensor and per-row scales are
/// negligible), FP8 blockwise 1 + 4/128, MXFP8 1 + 1/32, NVFP4 0.5 + 1/16 (OCP MX v1.0; arXiv:2509.25149 §2).
double lowPrecisionElementBytes(LowPrecisionRecipe r);
/// The recipe's scales run along one axis of a tensor (blocks of 32 or 16 elements, 1 × 128 tiles): a tensor used
/// along both axes (an input in the forward and the weight-gradient GEMM, a gradient in both backward GEMMs) is
/// quantized twice, once per axis, where a per-tensor scale quantizes once and transposes (TE's MXFP8 and
/// Float8BlockScaling keep row-wise and column-wise data; OCP MX v1.0 §5). torchao's rowwise scales run along the
/// GEMM's reduction axis, so the weight-gradient GEMM re-casts its high-precision operands along the other axis
/// (torchao float8_linear.py, get_maybe_axiswise_dim).
bool quantizesEachAxis(LowPrecisionRecipe r);
/// The recipe saves the quantized input of every linear for backward instead of its 16-bit input (Transformer
/// Engine's Linear, LayerNormLinear and LayerNormMLP).
bool savesQuantizedInputs(LowPrecisionRecipe r);
/// Bytes per linear parameter of the quantized weight copies alive from forward to backward: Transformer Engine keeps
/// a row-wise copy for the forward GEMM and a column-wise one for the input-gradient GEMM (the transpose on Hopper and
/// Ada, the column-scaled blocks of MX formats) and caches both across micro-batches; torchao casts per use (0).
double quantizedWeightCopyBytes(const LowPrecisionSetup& lp);
/// The share of the blocks whose linears run in the recipe (the others stay in the compute type): 0 without a
/// recipe, 1 with every block in it. Blocks are alike, so a share of the blocks is that share of their linears.
double lowPrecisionBlockShare(const LowPrecisionSetup& lp, int blocks);

} // namespace tunefit

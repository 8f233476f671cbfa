// SPDX-License-Identifier: GPL-3.0-or-later
// Saved activations per token per block, after Korthikanti et al. 2022 (arXiv:2205.05198, §4) rewritten for current
// blocks: RMSNorm/LayerNorm, gated or plain MLP, GQA, FlashAttention/SDPA (no s×s tensors) or eager attention.
#include "core/memory/Activations.h"

#include "core/model/Hybrid.h"
#include "core/training/ParallelLayout.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

namespace {

struct BlockShape
{
    double perToken = 0;    ///< bytes saved per token (terms linear in s), averaged over the blocks
    double perTokenKey = 0; ///< bytes saved per token per attended key (eager attention: s×s terms)
    double perTokenMax = 0; ///< perToken of the largest block (MoE models with dense-MLP blocks differ per block)
    double mlp = 0;         ///< the MLP's share of perToken (averaged over the blocks)
    double mlpMax = 0;      ///< the MLP's share of perTokenMax
    double selectiveOp = 0; ///< saved per token under torchtitan's op-level selective AC (matmul outputs, kernel)
};

/// Attention per token: Q, K, V (post-RoPE, saved by the kernel), the attention output and the o_proj input copy;
/// latent attention's latents; Qwen3-Next's output gate.
double attentionSaved(const ModelSpec& m, const TrainingSetup& t, double a)
{
    const double qW = double(m.qWidth());
    // FlashAttention-2 and torch SDPA take grouped K/V as they are; the eager path repeat_kv()s them to all heads
    // before the matmuls, and the expanded copies are what is saved (transformers eager_attention_forward).
    const double kvW = t.attention == Attention::Eager ? qW : double(m.kvWidth());
    double attention = a * (qW + 2 * kvW) + a * qW + a * qW;
    if (m.isMla()) {
        // Latent attention (transformers DeepseekV3Attention): the query bottleneck and the compressed K/V latent
        // are each saved twice (layernorm input, and its output for q_b_proj / kv_b_proj); the kernel then saves
        // per-head Q and K of width nope + rope, V, and its output. The FlashAttention-2 path pads V (and so the
        // output) to the Q/K width; o_proj saves the unpadded output. Training keeps these decompressed tensors:
        // only inference caches the latent alone.
        const double qk = double(m.heads) * m.headDim;
        const double v = double(m.heads) * m.mla.vHeadDim;
        const double vKernel = t.attention == Attention::Flash ? qk : v;
        attention = 2 * a * (double(m.mla.qLoraRank) + m.mla.kvLoraRank) + a * (2 * qk + vKernel) + a * vKernel + a * v;
    }
    if (m.attentionOutputGate) // Qwen3NextAttention: the gate half of q_proj and sigmoid(gate), both saved
        attention += 2 * a * qW;
    return attention;
}

/// An MLP of `width`: gated keeps gate, activation, up and their product; plain keeps fc_in output and activation
/// output. gpt-oss's clamped SwiGLU keeps the fused gate_up output (2 widths), the clamped gate, σ(αg), g·σ(αg),
/// up + 1 and the down_proj input: 7 widths (transformers GptOssExperts.forward).
double mlpSaved(const ModelSpec& m, double a, double width)
{
    if (m.clampedSwiGlu && isGated(m.ffnKind))
        return 7 * a * width;
    return isGated(m.ffnKind) ? 4 * a * width : 2 * a * width;
}

/// The MLP sublayer of the average block, and of the largest one.
struct MlpSaved
{
    double average = 0, largest = 0;
};

/// Each token passes through its active experts; the router's fp32 probabilities and the permuted copies of the token
/// (gather in, scatter out) are saved as well. Dense-MLP blocks (DeepSeek's first_k_dense_replace, Qwen-MoE's
/// mlp_only_layers) save a dense MLP instead.
MlpSaved mlpSublayer(const ModelSpec& m, double a, const LayoutShares& shares)
{
    if (!m.isMoe())
        return {mlpSaved(m, a, m.ffn), mlpSaved(m, a, m.ffn)};
    const double shared =
        m.moe.sharedExperts * double(m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn);
    // Under a layout: the token copies this GPU's experts run (LayoutShares::expertTokens) and the replicated router's
    // probabilities over every expert for the GPU's tokens.
    const double routerExperts = shares.routerExperts > 0 ? shares.routerExperts : m.moe.experts;
    const double moeMlp =
        m.moe.activeExperts * (mlpSaved(m, a, m.moe.expertFfn) + 2 * a * m.hidden) * shares.expertTokens +
        mlpSaved(m, a, shared) + 4.0 * routerExperts * shares.residual;
    const double denseMlp = mlpSaved(m, a, m.ffn);
    const int denseLayers = m.moe.denseLeadingLayers;
    const int layers = std::max(1, m.mlpLayers());
    const double average =
        denseLayers > 0 ? (denseLayers * denseMlp + (layers - denseLayers) * moeMlp) / layers : moeMlp;
    return {average, denseLayers > 0 ? std::max(denseMlp, moeMlp) : moeMlp};
}

/// torchtitan's op-level selective AC (torchtitan/models/llama3/infra/parallelize.py, _save_list and _custom_policy,
/// 2024-12): per block it saves the output of the attention kernel (with its fp32 log-sum-exp per head) and of every
/// other matmul counted in execution order (q, v, then gate/fc_in and down; k, o and up are recomputed); the block
/// input is kept by the checkpoint.
double selectiveOpSaved(const ModelSpec& m, double a)
{
    const double qW = double(m.qWidth()), h = m.hidden;
    double saved = a * qW + 4.0 * m.heads;
    int index = 0; // matmuls in execution order; the 1st, 3rd, ... outputs are saved
    const auto matmul = [&](double width, double count = 1) {
        for (int i = 0; i < int(count); ++i)
            saved += (index++ % 2 == 0) ? a * width : 0.0;
    };
    matmul(qW);
    matmul(double(m.kvWidth()), 2);
    matmul(h);
    const double experts = m.isMoe() ? m.moe.activeExperts : 1;
    const double width = m.isMoe() ? m.moe.expertFfn : m.ffn;
    for (int e = 0; e < int(experts); ++e) {
        matmul(width, isGated(m.ffnKind) ? 2 : 1);
        matmul(h);
    }
    return saved;
}

/// Adapter-specific saved tensors per token of a block (the same in every block), and legacy bitsandbytes' copies of
/// quantized linears' inputs.
double adapterSaved(const ModelSpec& m, const TrainingSetup& t, double a)
{
    const AdapterSettings& ad = t.adapter;
    double total = 0;
    for (const LinearModule& lin : linearModules(m)) {
        if (!contains(ad.targets, lin.target) || lin.count == 0)
            continue;
        const double perLayer = double(lin.count) / std::max(1, m.layers) * lin.activeFraction;
        double extra = 0;
        switch (t.method) {
        case Method::LoRA:
        case Method::QLoRA:
        case Method::AdaLoRA:
        case Method::DoRA:
            // Dropout > 0 gives each adapter its own dropped copy of the input plus a mask (PEFT lora.Linear); the
            // rank-r intermediate is saved by lora_B.
            if (ad.dropout > 0)
                extra += (a + 1) * double(lin.in);
            extra += a * ad.rank;
            if (t.method == Method::DoRA) // base and adapter outputs kept for the magnitude rescaling
                extra += 2 * a * double(lin.out);
            break;
        case Method::IA3: // the unscaled tensor is saved to get the scaling vector's gradient
            extra += a * double(lin.target == Target::Down ? lin.in : lin.out);
            break;
        case Method::VeRA:
            extra += a * double(lin.out) + 2 * a * ad.rank + (ad.dropout > 0 ? (a + 1) * double(lin.in) : 0);
            break;
        default:
            break;
        }
        total += extra * perLayer;
    }
    if (t.legacyBnbSavesInputs && (isQuantized4bit(t.baseQuant) || t.baseQuant == BaseQuant::Int8)) {
        for (const LinearModule& lin : linearModules(m)) {
            const bool quantized =
                t.quantizedModules == QuantizedModules::AllLinear || contains(ad.targets, lin.target);
            if (quantized)
                total += a * double(lin.in) * double(lin.count) / std::max(1, m.layers) * lin.activeFraction;
        }
    }
    return total;
}

/// The distinct tensors a block's linears read, elements per token: the norm outputs feeding QKV and the MLP (one
/// with parallel attention), the o_proj input and the down_proj input of every active expert (and shared expert).
double distinctLinearInputs(const ModelSpec& m, const LayoutShares& shares)
{
    const int norms = m.parallelAttention ? 1 : 2;
    double down = double(m.ffn);
    if (m.isMoe()) {
        const double shared =
            m.moe.sharedExperts * double(m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn);
        down = m.moe.activeExperts * double(m.moe.expertFfn) * shares.expertTokens + shared;
    }
    return norms * double(m.hidden) * shares.residual + double(m.qWidth()) + down;
}

/// Transformer Engine saves each linear's input quantized for the weight-gradient GEMM (its Linear, LayerNormLinear
/// and LayerNormMLP keep the FP8/FP4 copy, not the 16-bit one): the norm outputs feeding QKV and the MLP, the o_proj
/// input and the down_proj input (every active expert's) take the recipe's bytes. Bytes saved per token of a block.
double quantizedInputSaving(const ModelSpec& m, const TrainingSetup& t, double a, const LayoutShares& shares)
{
    if (!savesQuantizedInputs(t.lowPrecision.recipe))
        return 0.0;
    const double saved = a - lowPrecisionElementBytes(t.lowPrecision.recipe);
    if (saved <= 0)
        return 0.0;
    // Blocks kept in 16-bit save their 16-bit inputs: the saving is the recipe's blocks' share of it.
    return saved * distinctLinearInputs(m, shares) * lowPrecisionBlockShare(t.lowPrecision, m.layers);
}

/// The linears QAT fake-quantizes: every block linear in full training (torchao quantize_ and the legacy quantizers
/// swap each nn.Linear for FakeQuantizedLinear), the adapted ones under LoRA (torchtune swap_lora_linear_with_qat
/// turns LoRALinear into QATLoRALinear only).
bool qatFakeQuantized(const TrainingSetup& t, Target target)
{
    if (t.qat.scheme == QatScheme::None)
        return false;
    return t.method == Method::Full || (t.method == Method::LoRA && contains(t.adapter.targets, target));
}

/// A scheme with dynamic activation quantization makes every fake-quantized linear save its own fake-quantized input
/// (F.linear's saved input) and its clamp's FP32 input (kQatClampSavedBytes), where the linears sharing one input
/// (Q/K/V, gate/up) saved that input once; the original input is no longer saved by a fully fake-quantized block
/// (the scale comes from torchao's no-grad choose_qparams, so x / scale keeps only the scale). QATLoRALinear's
/// adapter path reads the unquantized input, which stays saved. Bytes per token of a block, beyond the plain block.
double qatActivationSaved(const ModelSpec& m, const TrainingSetup& t, double a, const LayoutShares& shares)
{
    if (!qatFakesActivations(t.qat.scheme) || m.layers <= 0)
        return 0.0;
    double inputs = 0;
    for (const LinearModule& lin : linearModules(m))
        if (qatFakeQuantized(t, lin.target))
            inputs += double(lin.in) * double(lin.count) / m.layers * lin.activeFraction;
    double extra = (a + kQatClampSavedBytes) * inputs;
    if (t.method == Method::Full && !m.isHybrid()) {
        // The distinct inputs the plain block saved once (quantizedInputSaving's tensors) are saved no more.
        extra -= a * distinctLinearInputs(m, shares);
    }
    return std::max(0.0, extra);
}

/// Bytes a decoder/encoder block saves for backward, per token, without checkpointing.
BlockShape blockShape(const ModelSpec& m, const TrainingSetup& t, double a, bool crossAttention,
                      const LayoutShares& shares)
{
    const double h = m.hidden;
    const double qW = double(m.qWidth());
    const bool amp = isMixedPrecision(t.compute);
    // Norm: saves its input; its output is saved by the next linear. Under autocast the residual stream and the norm
    // output are fp32 and the linear keeps its own 16-bit cast.
    // Megatron sequence parallelism splits them along the sequence over the TP group (Korthikanti et al. Table 2:
    // the 10 sbh of the non-parallel regions become 10 sbh / t).
    const double norm = (amp ? (4 * h + 4 * h + 2 * h) : (2 * a * h)) * shares.residual;
    const int norms = m.parallelAttention ? 1 : 2;

    BlockShape s;
    const double attention = attentionSaved(m, t, a);
    s.perToken = norms * norm + attention;
    double sequenceMax = s.perToken; // the larger sequence sublayer, for the largest block
    double mlpShare = 1;             // blocks with an MLP, as a share of all blocks
    if (m.isHybrid()) {
        // Blocks by kind (averaged over the stack): attention, the linear-time mixer, and for single-sublayer stacks
        // (Nemotron-H) MLP-only blocks; each block has one norm per sublayer.
        const double layers = std::max(1, m.layers);
        const double attentionShare = m.attentionLayers() / layers;
        const double mixerShare = m.hybrid.mixerLayers / layers;
        const double mixer = hybrid::savedBytesPerToken(m.hybrid, a);
        mlpShare = m.mlpLayers() / layers;
        // Attention and mixer side by side (Falcon-H1) read one norm's output, and one block holds both.
        const double sequenceNormShare = m.hybrid.parallel ? 1.0 : attentionShare + mixerShare;
        s.perToken = (sequenceNormShare + mlpShare) * norm + attentionShare * attention + mixerShare * mixer;
        const double sequenceNorms = m.hybrid.singleSublayer ? 1 : 2;
        sequenceMax = m.hybrid.parallel
                          ? 2 * norm + attention + mixer
                          : sequenceNorms * norm + std::max(m.attentionLayers() > 0 ? attention : 0.0, mixer);
    }
    if (crossAttention) // T5 decoder: another norm, Q, output and o_proj input (K/V of the encoder counted separately)
        s.perToken += norm + 3 * a * qW;
    if (!m.isHybrid())
        sequenceMax = s.perToken;

    const double beforeMlp = s.perToken;
    const MlpSaved mlp = mlpSublayer(m, a, shares);
    s.perToken += mlpShare * mlp.average;
    // The largest block: sequence sublayer and MLP together, or (one sublayer per block) the larger of the two.
    s.perTokenMax = m.hybrid.singleSublayer ? std::max(sequenceMax, norm + mlp.largest) : sequenceMax + mlp.largest;
    s.mlp = s.perToken - beforeMlp;
    s.mlpMax = mlp.largest;
    s.selectiveOp = selectiveOpSaved(m, a);
    if (t.attention == Attention::Eager) {
        // Per query and key: the fp32 softmax output (saved by softmax backward) and its 16-bit cast (saved by the
        // probability × V matmul): HF eager_attention_forward.
        s.perTokenKey = m.heads * (4.0 + a) * (m.isHybrid() ? double(m.attentionLayers()) / m.layers : 1.0);
    }
    const double adapterTerms = adapterSaved(m, t, a);
    s.perToken += adapterTerms;
    s.perTokenMax += adapterTerms;
    if (!m.isHybrid()) {
        const double quantized = quantizedInputSaving(m, t, a, shares);
        s.perToken -= quantized;
        s.perTokenMax -= quantized;
    }
    const double qat = qatActivationSaved(m, t, a, shares);
    s.perToken += qat;
    s.perTokenMax += qat;
    return s;
}

/// Elements of one MoE block's expert weights that carry an adapter on the fused expert parameters (PEFT
/// `target_parameters`: ParamWrapper rebuilds W + scale · B·A of every expert in each forward; 0 when the setup adapts
/// per-expert modules or no expert matrix).
double mergedExpertElements(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par)
{
    if (expertKernel(t, par) != ExpertKernel::TorchGroupedMm || !m.isMoe() || !usesTargets(t.method) ||
        m.moeLayers() <= 0)
        return 0;
    double elements = 0;
    for (const LinearModule& lin : linearModules(m)) {
        if (lin.activeFraction < 1 && contains(t.adapter.targets, lin.target))
            elements += double(lin.count) / m.moeLayers() * double(lin.in) * double(lin.out);
    }
    return elements;
}

/// What the activation terms share: the token geometry of one micro-batch on this GPU and the blocks' shapes.
struct ActivationContext
{
    const ModelSpec& m;
    const TrainingSetup& t;
    const Parallelism& par;
    const LayoutShares& shares;
    double a = 2; ///< activation bytes per element
    double b = 1; ///< sequences per micro-batch
    int s = 0;    ///< the sequence as the model sees it (prompt tuning's virtual tokens included)
    bool encDec = false;
    int decoderLen = 0, encoderLayers = 0, decoderLayers = 0;
    int prefix = 0; ///< keys prefix tuning adds to every query
    BlockShape self{}, cross{};
    int degree = 1; ///< sequence-parallel GPUs
    double encTokens = 0, decTokens = 0;
    double encPerToken = 0, decPerToken = 0, crossKv = 0;
    double tokensAll = 0;     ///< tokens × blocks
    double residualBytes = 2; ///< a block input's bytes per element (fp32 residual stream under autocast)
};

/// Kernels that change what a block saves: DeepSpeed-Ulysses repeating K/V heads, and a tiled MLP saving only its
/// input.
void kernelAdjustments(ActivationContext& c)
{
    const ModelSpec& m = c.m;
    if (c.degree > 1 && c.par.sequenceParallel == SequenceParallel::Ulysses && c.t.attention != Attention::Eager) {
        // After the all-to-all each GPU holds heads/degree of the query heads over the whole sequence; with fewer
        // key/value heads than the degree, DeepSpeed-Ulysses repeats them so that every GPU has one (the kernel's
        // saved K and V grow by degree / kv_heads).
        const double repeat = std::max(1.0, double(c.degree) / std::max(1, m.kvHeads));
        const double extraKv = 2 * c.a * double(m.kvWidth()) * (repeat - 1);
        c.self.perToken += extraKv;
        c.self.perTokenMax += extraKv;
        c.cross.perToken += extraKv;
        c.cross.perTokenMax += extraKv;
    }
    // Tiled MLP (DeepSpeed ALST TiledMLP, arXiv:2506.13996 §3.2): the MLP runs under no_grad tile by tile and is
    // recomputed in backward, so a block saves only the MLP's input.
    if (c.t.tiledMlp) {
        for (BlockShape* shape : {&c.self, &c.cross}) {
            shape->perToken += c.a * double(m.hidden) - shape->mlp;
            shape->perTokenMax += c.a * double(m.hidden) - shape->mlpMax;
        }
    }
}

ActivationContext activationContext(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par,
                                    const ModelState& state, const LayoutShares& shares)
{
    ActivationContext c{m, t, par, shares};
    c.a = state.activationBytes;
    c.b = t.microBatch;
    // Prompt tuning and p-tuning prepend virtual tokens to every sequence; everything downstream sees s + p.
    c.s = t.seqLen;
    if (t.method == Method::PromptTuning || t.method == Method::PTuning)
        c.s += t.adapter.virtualTokens;
    c.encDec = m.arch == ArchKind::EncoderDecoder;
    c.decoderLen = c.encDec ? (t.decoderSeqLen > 0 ? t.decoderSeqLen : c.s) : c.s;
    c.encoderLayers = c.encDec ? m.encoderLayers : (m.arch == ArchKind::Encoder ? m.layers : 0);
    c.decoderLayers = m.layers - c.encoderLayers;
    // Keys each query attends to: prefix tuning and LLaMA-Adapter add their virtual tokens.
    c.prefix = t.method == Method::PrefixTuning ? t.adapter.virtualTokens : 0;
    c.self = blockShape(m, t, c.a, false, shares);
    c.cross = blockShape(m, t, c.a, true, shares);
    // Sequence parallelism (Ulysses, ring) gives each GPU of the group 1/degree of every sequence's tokens
    // (frontier-schema.md "Tokens of activation per GPU"); every per-token tensor shrinks with it.
    c.degree = sequenceParallelDegree(par);
    c.encTokens = c.b * c.s / c.degree;
    c.decTokens = c.b * c.decoderLen / c.degree;
    kernelAdjustments(c);
    c.encPerToken = c.self.perToken + c.self.perTokenKey * (c.s + c.prefix);
    c.decPerToken = c.encDec ? c.cross.perToken + c.cross.perTokenKey * (c.decoderLen + c.s)
                             : c.self.perToken + c.self.perTokenKey * (c.s + c.prefix);
    // Cross-attention K/V of the encoder output, per decoder block.
    c.crossKv = c.encDec ? c.encTokens * 2 * c.a * double(m.kvWidth()) : 0;
    c.tokensAll = c.encoderLayers * c.encTokens + c.decoderLayers * c.decTokens;
    c.residualBytes = isMixedPrecision(t.compute) ? 4.0 : c.a;
    return c;
}

/// Everything the blocks save for backward without checkpointing, the method's own tensors included.
double savedByAllBlocks(const ActivationContext& c)
{
    const ModelSpec& m = c.m;
    const TrainingSetup& t = c.t;
    const AdapterSettings& ad = t.adapter;
    const double a = c.a;
    double total =
        c.encoderLayers * c.encTokens * c.encPerToken + c.decoderLayers * (c.decTokens * c.decPerToken + c.crossKv);
    // LLaMA-Adapter: the adaption-prompt attention output and its gated copy in each adapted layer.
    if (t.method == Method::LlamaAdapter || t.method == Method::LlamaAdapterV2) {
        const int adapted = ad.adapterLayers > 0 ? ad.adapterLayers : m.layers;
        total += adapted * c.decTokens * 2 * a * double(m.qWidth());
        if (t.method == Method::LlamaAdapterV2) // bias/scale on every linear output: the scaled output is saved
            total += c.decoderLayers * c.decTokens * a * (double(m.hidden) + double(m.qWidth()));
    }
    // Bottleneck adapters: down output, activation and up output, twice per block.
    if (t.method == Method::BottleneckAdapter)
        total += m.layers * c.decTokens * 2 * (2 * a * ad.bottleneck + a * double(m.hidden));
    // Prefix tuning: the key/value prefixes expanded to the batch, per layer.
    if (c.prefix > 0)
        total += m.layers * c.b * c.prefix * 2 * a * double(m.kvWidth());
    return total;
}

/// The largest block's activations (for MoE models with dense-MLP blocks, the larger of the two kinds), plus a
/// tiled MLP's backward tile.
double largestBlockActivations(const ActivationContext& c)
{
    const BlockShape& self = c.self;
    const double decPerTokenMax =
        c.decPerToken + (c.encDec ? c.cross.perTokenMax - c.cross.perToken : self.perTokenMax - self.perToken);
    double oneLayer = std::max(c.encTokens * (c.encPerToken + self.perTokenMax - self.perToken),
                               c.decTokens * decPerTokenMax + c.crossKv);
    if (c.t.tiledMlp) {
        // Backward of a tiled MLP: one tile's intermediates and their gradients (a tile is ceil(s / hidden)-th of
        // every sequence, about `hidden` tokens), plus the input gradient of the whole sequence being accumulated.
        const double tiles = std::ceil(double(c.s) / std::max(1, c.m.hidden));
        const double tileTokens = std::max(c.encTokens, c.decTokens) / std::max(1.0, tiles);
        oneLayer += 2 * tileTokens * self.mlpMax + std::max(c.encTokens, c.decTokens) * c.a * double(c.m.hidden);
    }
    return oneLayer;
}

/// Sequence-parallel communication buffers, alive while a block runs (its backward included).
double sequenceParallelBufferBytes(const ActivationContext& c)
{
    const ModelSpec& m = c.m;
    if (c.degree > 1 && c.par.sequenceParallel == SequenceParallel::Ulysses) {
        // the all-to-all's send and receive copies of Q, K, V (and of the output and gradients in turn)
        const double repeat = std::max(1.0, double(c.degree) / std::max(1, m.kvHeads));
        return 2 * c.decTokens * c.a * (double(m.qWidth()) + 2 * double(m.kvWidth()) * repeat);
    }
    if (c.degree > 1 && c.par.sequenceParallel == SequenceParallel::Ring) {
        // the K/V block being received while the current one is used, and in backward the travelling dK/dV
        // accumulators in fp32 (ring-flash-attention): two buffers each
        return 2 * c.decTokens * 2 * double(m.kvWidth()) * (c.a + 4.0);
    }
    return 0;
}

/// Adapters that rebuild a full weight each forward (LoHa, LoKr, OFT, BOFT) save that weight for backward.
double rebuiltAdapterWeights(const ActivationContext& c)
{
    const Method method = c.t.method;
    if (method != Method::LoHa && method != Method::LoKr && method != Method::OFT && method != Method::BOFT)
        return 0;
    double bytes = 0;
    for (const LinearModule& lin : linearModules(c.m))
        if (contains(c.t.adapter.targets, lin.target))
            bytes += double(lin.count) * double(lin.in) * double(lin.out) * c.a;
    return bytes;
}

/// QAT's weight copies of all blocks: F.linear saves each fake-quantized weight (compute type) for the input
/// gradient, and a trained weight's fake quantizer saves its clamp's FP32 input for the straight-through gradient
/// (torchao FakeQuantizedLinear.forward, _fake_quantize_affine). A frozen LoRA base records no graph through its
/// fake quantizer: only the copy F.linear keeps. The copies are of the gathered weight under FSDP/ZeRO-3.
double qatWeightCopies(const ActivationContext& c)
{
    double bytes = 0;
    const double perElement = c.a + (c.t.method == Method::Full ? kQatClampSavedBytes : 0.0);
    for (const LinearModule& lin : linearModules(c.m))
        if (qatFakeQuantized(c.t, lin.target))
            bytes += double(lin.count) * double(lin.in) * double(lin.out) * perElement;
    return bytes;
}

/// What checkpointing keeps of `saved` (and of the rebuilt adapter weights) and the working set of a block.
void checkpointedActivations(ActivationMemory& out, const ActivationContext& c, double saved, double oneLayer)
{
    const double rebuilt = rebuiltAdapterWeights(c);
    // QAT's weight copies: kept by every block that keeps its graph; under full (and op-level selective, whose
    // policy saves matmul outputs, not the fake quantizers') checkpointing only the recomputed block holds its own.
    const double qatCopies = qatWeightCopies(c);
    const double qatOneBlock = c.m.layers > 0 ? qatCopies / c.m.layers : 0.0;
    // Embedding output (the first residual input) is saved whether or not anything is checkpointed (a
    // sequence-parallel TP group keeps each block input split along the sequence).
    const double blockInputs = c.tokensAll * double(c.m.hidden) * c.residualBytes * c.shares.residual;
    out.blockInputBytes = c.residualBytes * c.shares.residual;
    switch (c.t.checkpointing) {
    case Checkpointing::None:
        out.stored = saved + rebuilt + qatCopies;
        out.workingSet = oneLayer;
        break;
    case Checkpointing::SelectiveOp: {
        // Block input plus the saved matmul and attention outputs; backward recomputes one block at a time.
        const double kept = c.tokensAll * (double(c.m.hidden) * c.residualBytes + c.self.selectiveOp);
        out.stored = std::min(saved, kept) + rebuilt;
        out.workingSet = 2 * oneLayer + qatOneBlock;
        break;
    }
    case Checkpointing::Selective: {
        // Recompute only the attention core (Korthikanti §5): the s×s terms are not stored.
        const double noScores = saved - c.tokensAll * c.self.perTokenKey * (c.s + c.prefix);
        out.stored = std::max(noScores, blockInputs) + rebuilt + qatCopies;
        out.workingSet = oneLayer;
        break;
    }
    case Checkpointing::Full:
        // Each block keeps only its input; backward recomputes one block at a time and holds its activations plus
        // their gradients (≈ 2 blocks' worth).
        out.stored = blockInputs;
        out.workingSet = 2 * oneLayer + qatOneBlock;
        break;
    case Checkpointing::Offload:
        // Block inputs go to host memory; two are in flight on the GPU (one copying, one in use).
        out.stored = 2 * blockInputs / std::max(1, c.m.layers);
        out.workingSet = 2 * oneLayer + qatOneBlock;
        out.hostBytes = std::max(0.0, blockInputs - out.stored);
        break;
    }
}

/// Adapters on fused expert parameters (PEFT ParamWrapper, lora/layer.py): the grouped matmul saves the merged weight
/// W + B·A of its block for backward, and backward forms that weight's gradient before it reaches A and B. A block
/// running (forward or backward) holds the merged weight, the delta B·A, the weight gradient and, on a quantized base,
/// the dequantized W; blocks kept whole (no full checkpointing) keep their merged weights until their backward.
void mergedExpertWeights(ActivationMemory& out, const ActivationContext& c)
{
    const double merged = mergedExpertElements(c.m, c.t, c.par);
    if (merged <= 0)
        return;
    const double quantized = c.t.baseQuant != BaseQuant::None ? c.a : 0.0;
    const Checkpointing ckpt = c.t.checkpointing;
    const bool kept =
        ckpt == Checkpointing::None || ckpt == Checkpointing::Selective || ckpt == Checkpointing::SelectiveOp;
    if (kept)
        out.stored += std::max(0, c.m.moeLayers() - 1) * merged * c.a;
    out.workingSet += merged * (3 * c.a + quantized);
}

/// Expert parallelism: the all-to-all's dispatch buffer of every routed token copy this GPU receives and the combine
/// buffer it sends back, hidden wide in the compute dtype, while a MoE block runs (forward and backward). Drop-less
/// routing with balanced load (Megatron-Core's default moe_expert_capacity_factor None): a GPU receives on average
/// the copies it sends; a capacity factor c would pad to c × that.
double expertDispatchBufferBytes(const ActivationContext& c)
{
    if (!c.shares.expertDispatch || !c.m.isMoe())
        return 0;
    return 2 * c.decTokens * c.shares.expertTokens * c.m.moe.activeExperts * c.m.hidden * c.a;
}

/// Logits and loss. Standard (HF): 16-bit logits upcast to fp32, log-softmax saved (fp32), then its gradient and the
/// input gradient (fp32) at the start of backward: ≈ 12 bytes per element at the peak. Chunked losses (torchtune
/// CEWithChunkedOutputLoss, litgpt chunked CE) upcast chunk by chunk: ≈ 4. Fused kernels (Liger, cut-cross-entropy)
/// never materialise the logits: ≈ the hidden-state gradient only.
void logitsAndLoss(ActivationMemory& out, const ActivationContext& c)
{
    switch (c.t.loss) {
    case LossImpl::Standard:
        out.logitsBytesPerElement = 12.0;
        break;
    case LossImpl::Chunked:
        out.logitsBytesPerElement = 4.0;
        break;
    case LossImpl::Fused:
        out.logitsBytesPerElement = 0.0;
        break;
    }
    out.logitsPeak = c.decTokens * double(c.m.vocab) * out.logitsBytesPerElement;
    if (c.t.loss == LossImpl::Fused)
        out.logitsPeak = c.decTokens * double(c.m.hidden) * 4.0;
    // Full QAT fake-quantizes an untied LM head too (an nn.Linear; torchtune's tied head is a TiedLinear, which the
    // quantizers skip): its fake-quantized copy and clamp input live from the head's forward to its backward, at the
    // logits' peak.
    if (c.t.qat.scheme != QatScheme::None && c.t.method == Method::Full && !c.m.tiedEmbeddings)
        out.logitsPeak += double(c.m.vocab) * double(c.m.hidden) * (c.a + kQatClampSavedBytes);
}

/// Vision tower: every image of the micro-batch goes through the ViT as patches before the text tower runs; its
/// output replaces the image placeholders' embeddings, so the text tower sees no extra tokens (TrainingSetup.h
/// ImageInput). Sequence parallelism splits the text sequence only: each GPU encodes its samples' images whole.
void visionTowerActivations(ActivationMemory& out, const ActivationContext& c)
{
    const ModelSpec& m = c.m;
    const TrainingSetup& t = c.t;
    const int64_t patchesPerSample = visionPatchesPerSample(m, t);
    if (patchesPerSample <= 0)
        return;
    const VisionSpec& v = m.vision;
    const ModelSpec tower = visionTowerModel(v);
    // A frozen tower carries no adapters (and no legacy 4-bit input copies: its linears stay 16-bit).
    TrainingSetup towerSetup = t;
    towerSetup.legacyBnbSavesInputs = false;
    towerSetup.qat = {}; // torchtune and axolotl prepare the language model's linears
    if (!trainsVisionTower(m, t))
        towerSetup.method = Method::Full;
    const BlockShape vb = blockShape(tower, towerSetup, c.a, false, LayoutShares{});
    // Each image attends within itself (eager kernels store a patches-of-one-image-wide score matrix per head).
    const double patchesPerImage = double(tokensPerImage(m, t)) * std::max(1, v.tokenMerge);
    const double perPatch = vb.perToken + vb.perTokenKey * patchesPerImage;
    out.visionPatches = c.b * double(patchesPerSample);
    out.visionBytesPerPatchLayer = perPatch;
    const double block = out.visionPatches * perPatch;
    out.visionTransient = block;
    if (!trainsVisionTower(m, t))
        return;
    // The projector per image token: the norm's input and the first linear's input (projector_in wide), and a
    // two-layer projector's GELU input and output (transformers Qwen2_5_VLPatchMerger, LlavaMultiModalProjector,
    // Gemma3MultiModalProjector).
    const double imageTokens = c.b * double(imageTokensPerSample(m, t));
    const double projector =
        imageTokens * c.a *
        (double(v.projectorIn) * (v.projectorNorm > 0 ? 2.0 : 1.0) + 2.0 * double(v.projectorHidden));
    // transformers' gradient checkpointing wraps the vision blocks too (SiglipEncoder, Qwen2_5_VisionTransformer-
    // PretrainedModel): they keep only their inputs and backward recomputes one block at a time.
    const bool checkpointed = t.checkpointing != Checkpointing::None && t.checkpointing != Checkpointing::Selective;
    const double noScores = out.visionPatches * vb.perToken;
    const double blocks = t.checkpointing == Checkpointing::None ? block : noScores;
    out.visionStored =
        (checkpointed ? out.visionPatches * double(v.hidden) * c.residualBytes : blocks) * v.layers + projector;
    out.visionBackward = checkpointed ? 2 * block : block;
}

} // namespace

ActivationMemory activationMemory(const ModelSpec& m, const TrainingSetup& t, const Parallelism& par,
                                  const ModelState& state, const LayoutShares& shares)
{
    const ActivationContext c = activationContext(m, t, par, state, shares);
    ActivationMemory out;
    out.effectiveSeqLen = c.s;
    out.tokensPerGpu = c.decTokens;
    const double saved = savedByAllBlocks(c);
    out.bytesPerTokenLayer = c.tokensAll > 0 ? saved / c.tokensAll : 0;
    out.sequenceParallelBuffers = sequenceParallelBufferBytes(c);
    checkpointedActivations(out, c, saved, largestBlockActivations(c));
    if (m.isHybrid()) {
        // The chunk states of the running mixer layer's scan (forward, and again in backward): tokens / chunk states
        // of heads × P × N.
        out.workingSet += hybrid::chunkStateElements(m.hybrid, c.decTokens) *
                          hybrid::chunkStateBytes(m.hybrid, state.activationBytes);
    }
    mergedExpertWeights(out, c);
    out.expertDispatchBuffers = expertDispatchBufferBytes(c);
    out.workingSet += out.sequenceParallelBuffers + out.expertDispatchBuffers;
    logitsAndLoss(out, c);
    visionTowerActivations(out, c);
    return out;
}

bool flashAndSdpaAlike(const ModelSpec& model)
{
    return !model.isMla();
}

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// The counts of DenoiserCount.h. h = hidden, a = heads × head width, kv = key/value heads × head width (a without
// grouped-query attention; the formulas below write 4ha for 2ha + 2h·kv), f = MLP width, N = latent tokens at the
// group's level, T = text tokens, t = the text states' width a cross-attention reads.
//
// Block layouts (weights, per block):
//   MMDiT double stream   2 × (4ha + MLP + 6h²)      two streams, each q,k,v,o, an MLP and a 6h adaLN linear
//                                                     (SD3: arXiv:2403.03206 Fig. 2; Flux: black-forest-labs/flux
//                                                     DoubleStreamBlock)
//   single stream          h(3a + f) + (a + f)h + 3h² linear1 → q,k,v and the MLP input; linear2 ← attention ⊕ MLP;
//                                                     a 3h modulation (Flux SingleStreamBlock)
//   joint                  4ha + MLP                  (CogVideoX, Lumina 2; their modulation reads a small time width)
//   cross-attention        4ha + 2ha + 2ta + MLP      self-attention, cross-attention (q,o on h; k,v on t), MLP (Wan)
//   UNet ResNet            18C²                       two 3 × 3 convolutions C → C
#include "core/diffusion/DenoiserCount.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

namespace {

// Forward traffic one FP32 norm adds per element of the hidden state over its 16-bit form: the upcast (read 2,
// write 4), the norm and the modulation or residual add that reads it at 4 bytes instead of 2 (+4 each), and the
// cast back (read 4, write 2) (diffusers transformer_wan.py WanTransformerBlock.forward).
constexpr double kFp32NormBytesPerElement = 6 + 4 + 4 + 6;
// An upcasting RMSNorm on q or k moves 34 bytes per element where a fused 16-bit kernel moves 4 (read 2, write 2):
// the upcast (2 + 4), the square (4 + 4), the mean (4), the scale (2 + 4), the cast back (4 + 2) and the weight
// (2 + 2) (diffusers normalization.py RMSNorm.forward; torch.nn.RMSNorm's composite runs the same ops). It saves the
// FP32 copy the square reads and the 16-bit input the scale multiplies, 4 bytes more than a fused norm's input
// (torch derivatives.yaml: pow saves self; mul saves both factors where both require grad).
constexpr double kUpcastRmsNormBytesPerElement = 34 - 4;
constexpr double kUpcastRmsNormSavedElements = 2;
// The same RMSNorm issues 8 kernels where a fused norm issues one.
constexpr double kUpcastRmsNormKernels = 8;
// Every transformer kind's counts (kernels, traffic, saved elements) hold the two pre-norms of an attention and an MLP
// as fused 16-bit kernels (1 kernel, 4 bytes moved and the 16-bit input saved per element).
constexpr int kFusedNormsPerBlock = 2;

/// A block's hidden-state RMSNorms run op by op (BlockGroup::eagerRmsNorms): the first two stand in for the fused
/// pre-norms its kind's counts hold; the others (Lumina 2's and Z-Image's norms on the attention's and the MLP's
/// outputs) come on top.
struct EagerNorms
{
    double replacing = 0, added = 0;
};

EagerNorms eagerNorms(const BlockGroup& g)
{
    const int replacing = g.kind == BlockKind::UnetResnet ? 0 : std::min(g.eagerRmsNorms, kFusedNormsPerBlock);
    return {double(replacing), double(g.kind == BlockKind::UnetResnet ? 0 : g.eagerRmsNorms - replacing)};
}

/// Kernels, forward traffic (bytes per hidden element) and saved 16-bit elements (per hidden element) the eager norms
/// add to the kind's counts.
double eagerNormKernels(const BlockGroup& g)
{
    const EagerNorms n = eagerNorms(g);
    return (n.replacing + n.added) * kUpcastRmsNormKernels - n.replacing;
}

double eagerNormBytesPerElement(const BlockGroup& g)
{
    const EagerNorms n = eagerNorms(g);
    return (n.replacing + n.added) * kUpcastRmsNormBytesPerElement + n.added * 4;
}

double eagerNormSavedPerElement(const BlockGroup& g)
{
    const EagerNorms n = eagerNorms(g);
    return (n.replacing + n.added) * kUpcastRmsNormSavedElements + n.added;
}

/// Bytes a rotary implementation moves per element of q or k over a fused 16-bit kernel's 4 (diffusers
/// embeddings.py apply_rotary_emb; SimpleTuner's Wan copy):
///   real FP32     the negated half (2), the interleave (2 + 2), two upcasts (2 + 4 each), two products (4 + 4
///                 each), their sum (8 + 4), the cast back (4 + 2): 52
///   complex FP32  the upcast (2 + 4), the complex product (4 + 4), the cast back (4 + 2): 20
///   complex FP64  the same at 8 bytes: 10 + 16 + 10 = 36
double rotaryExtraBytesPerElement(BlockRotary rotary)
{
    switch (rotary) {
    case BlockRotary::None:
        return 0;
    case BlockRotary::RealFp32:
        return 52 - 4;
    case BlockRotary::ComplexFp32:
        return 20 - 4;
    case BlockRotary::ComplexFp64:
        return 36 - 4;
    }
    return 0;
}

/// The attention streams an adapter adapts: a double-stream block's two, or its image stream alone where the targets
/// leave the text stream's projections out (LoraTargets::ImageAttention) or no trainer's names reach them
/// (BlockGroup::textAttentionTargeted); one in every other kind.
double attentionStreams(const BlockGroup& g, LoraTargets targets)
{
    const bool textStream = g.textAttentionTargeted && targets != LoraTargets::ImageAttention;
    return g.kind == BlockKind::DoubleStream && textStream ? 2.0 : 1.0;
}

double width(const BlockGroup& g)
{
    return double(g.heads) * g.headDim;
}

double kvWidth(const BlockGroup& g)
{
    return double(g.kvHeads > 0 ? g.kvHeads : g.heads) * g.headDim;
}

bool gated(const BlockGroup& g)
{
    return g.mlp != BlockMlp::Gelu;
}

/// Self-attention's q, k, v and output projections.
double attentionWeights(const BlockGroup& g)
{
    return 2.0 * g.hidden * width(g) + 2.0 * g.hidden * kvWidth(g);
}

/// One MLP of width f: fc1 + fc2 (GELU), or a projection to 2f and back (GEGLU), or gate, up and down (SwiGLU).
double mlpWeights(const BlockGroup& g, double f)
{
    return gated(g) ? 3.0 * g.hidden * f : 2.0 * g.hidden * f;
}

double sharedFfn(const BlockGroup& g)
{
    return g.sharedExpertFfn > 0 ? g.sharedExpertFfn : g.ffn;
}

/// The MLP's weights a block holds (every expert, the shared ones and the router) and those one token runs through.
double mlpHeld(const BlockGroup& g)
{
    if (g.experts == 0)
        return mlpWeights(g, g.ffn);
    return g.experts * mlpWeights(g, g.ffn) + g.sharedExperts * mlpWeights(g, sharedFfn(g)) +
           double(g.hidden) * g.experts;
}

double mlpPerToken(const BlockGroup& g)
{
    if (g.experts == 0)
        return mlpWeights(g, g.ffn);
    return g.activeExperts * mlpWeights(g, g.ffn) + g.sharedExperts * mlpWeights(g, sharedFfn(g));
}

/// The MLP's saved tensors per token: the first projection's output and the activation's (GELU: 2f), or the gate
/// and up projections, the activated gate and their product (GEGLU, SwiGLU: 4f); per expert a token runs.
double mlpSaved(const BlockGroup& g)
{
    const double one = gated(g) ? 4.0 : 2.0;
    if (g.experts == 0)
        return one * g.ffn;
    return one * (g.activeExperts * double(g.ffn) + g.sharedExperts * sharedFfn(g));
}

/// A single-stream block's fused first linear: q, k, v and the MLP's input (2f when gated).
double singleStreamIn(const BlockGroup& g)
{
    return width(g) + 2 * kvWidth(g) + (gated(g) ? 2.0 : 1.0) * g.ffn;
}

/// The adaLN modulation linears of a block: 6h per stream (double stream), 3h (single stream), two 6h outputs from the
/// time embedding's width (joint blocks that state it), none when one linear serves every block (FLUX.2) or a
/// cross-attention block adds a learned table to a shared projection (Wan, LTX-Video).
double modulationWeights(const BlockGroup& g)
{
    if (g.sharedModulation)
        return 0;
    const double h = g.hidden;
    switch (g.kind) {
    case BlockKind::DoubleStream:
        return 2 * 6 * h * h;
    case BlockKind::SingleStream:
        return 3 * h * h;
    case BlockKind::Joint:
        return 2 * 6 * h * g.modulationWidth;
    default:
        return 0;
    }
}

bool joinsText(BlockKind k)
{
    return k == BlockKind::DoubleStream || k == BlockKind::SingleStream || k == BlockKind::Joint;
}

double levelTokens(const BlockGroup& g, const DenoiserTokens& t)
{
    return g.tokens == BlockTokens::Text ? 0.0 : t.latent * g.tokenScale;
}

/// The tokens the group's attention runs over: the image's and, where the kind joins them, the text's; a refiner
/// group its own set alone.
double sequenceTokens(const BlockGroup& g, const DenoiserTokens& t)
{
    switch (g.tokens) {
    case BlockTokens::Image:
        return t.latent * g.tokenScale;
    case BlockTokens::Text:
        return t.text;
    case BlockTokens::All:
        break;
    }
    return joinsText(g.kind) ? levelTokens(g, t) + t.text : levelTokens(g, t);
}

/// A cross-attention's weights beyond self-attention: q and o on the hidden states, k and v on the text's.
double crossWeights(const BlockGroup& g)
{
    return 2.0 * g.hidden * width(g) + 2.0 * g.textHidden * kvWidth(g);
}

/// An image context's own key and value projections (add_k_proj, add_v_proj), each from the model's width; 0 without
/// one.
double imageContextWeights(const BlockGroup& g)
{
    return g.imageContextTokens > 0 ? 2.0 * g.hidden * kvWidth(g) : 0.0;
}

/// Saved by self-attention per token: the norm's input and the modulated input of q,k,v (2h); q and k as projected
/// (their RMS norms' inputs) and v; q and k after norm and rotary (the attention kernel's inputs); its output and the
/// (b, s, a) copy the output projection reads; that projection's result under the adaLN gate (h): 3h + 4a + 3kv.
/// Rotary saves no activation (its backward reads only cos and sin).
double attentionSaved(const BlockGroup& g)
{
    return 3.0 * g.hidden + 4 * width(g) + 3 * kvWidth(g);
}

/// Linears of one block as diffusers lays them out: q, k, v, out and the MLP's two or three per attention stream, the
/// single stream's fused pair, a cross-attention's four more (the UNet's proj_in and proj_out stand for them), the
/// routed and shared experts' MLPs.
double blockLinears(const BlockGroup& g)
{
    const double mlp = gated(g) ? 3 : 2;
    double linears = 0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
        linears = 2 * (4 + mlp + 1);
        break;
    case BlockKind::SingleStream:
        linears = 6;
        break;
    case BlockKind::CrossAttention:
        linears = 8 + mlp + (g.imageContextTokens > 0 ? 2 : 0);
        break;
    case BlockKind::Joint:
        linears = 4 + mlp;
        break;
    case BlockKind::UnetTransformer:
        linears = 8 + 2;
        break;
    case BlockKind::UnetResnet:
        return 0;
    }
    if (g.experts > 0)
        linears += (g.activeExperts + g.sharedExperts - 1) * mlp;
    return linears;
}

/// The MLP's input to its down projection per token: the activation's output (GELU) or the gated product (GEGLU,
/// SwiGLU), per expert a token runs.
double mlpDownInput(const BlockGroup& g)
{
    if (g.experts == 0)
        return g.ffn;
    return g.activeExperts * double(g.ffn) + g.sharedExperts * sharedFfn(g);
}

/// Per sample, what blockSavedElements' all-trained count holds that an attention-only adapter (q, k, v, out trained,
/// MLP and adaLN frozen) does not save: the MLP's input and its down projection's input, which only those frozen
/// linears read for their weights' gradients, and the attention's and MLP's results under the adaLN gate, which only
/// the frozen gate's gradient reads. Nothing for a full fine-tune or an adapter on every linear.
double frozenLinearInputs(const BlockGroup& g, const DenoiserTokens& t, const DiffusionSetting& setting)
{
    if (setting.method == DiffusionMethod::Full || !adaptsAttentionOnly(setting.targets))
        return 0;
    const double h = g.hidden, a = width(g), f = mlpDownInput(g);
    const double n = levelTokens(g, t), s = sequenceTokens(g, t);
    const double dualGate = g.dualAttention ? h * n : 0.0;
    switch (g.kind) {
    case BlockKind::DoubleStream: // and, where the text stream's projections stay frozen, their inputs
        return (h + f + 2 * h) * s + dualGate + (attentionStreams(g, setting.targets) < 2 ? (h + a) * (s - n) : 0.0);
    case BlockKind::Joint:
        return (h + f + 2 * h) * s + dualGate;
    case BlockKind::SingleStream: // linear2 reads the a + f concatenation; its output under the gate
        return (a + g.ffn + h) * s;
    case BlockKind::CrossAttention:
        return (h + f + 2 * h) * n;
    case BlockKind::UnetTransformer: // no adaLN: the third norm's output (the MLP's input) and the down input
        return (h + f) * n;
    case BlockKind::UnetResnet:
        return 0;
    }
    return 0;
}

/// Elements of q and k one block's rotary rotates per sample: the joint sequence's (a + kv each token), a
/// cross-attention block's self-attention over the latent tokens; none in a UNet.
double rotaryElements(const BlockGroup& g, const DenoiserTokens& t)
{
    if (g.rotary == BlockRotary::None)
        return 0;
    const double qk = width(g) + kvWidth(g);
    return g.kind == BlockKind::CrossAttention ? qk * levelTokens(g, t) : qk * sequenceTokens(g, t);
}

/// Elements of q and k one block's upcasting q/k norms read per sample: the rotary's, SD3.5 Medium's second
/// attention over the image tokens, and a cross-attention's q per latent token and k per text token.
double qkNormElements(const BlockGroup& g, const DenoiserTokens& t)
{
    if (!g.qkNormUpcast)
        return 0;
    const double qk = width(g) + kvWidth(g), n = levelTokens(g, t);
    switch (g.kind) {
    case BlockKind::DoubleStream:
    case BlockKind::Joint:
    case BlockKind::SingleStream:
        return qk * sequenceTokens(g, t) + (g.dualAttention ? qk * n : 0.0);
    case BlockKind::CrossAttention:
        return qk * n + width(g) * n + kvWidth(g) * t.text;
    case BlockKind::UnetTransformer:
    case BlockKind::UnetResnet:
        return 0;
    }
    return 0;
}

} // namespace

int latentFrames(const DenoiserSpec& model, int frames)
{
    if (model.task != DenoiserTask::Video || frames <= 1)
        return 1;
    return 1 + (frames - 1) / std::max(1, model.vaeTemporal);
}

DenoiserTokens denoiserTokens(const DenoiserSpec& model, const DiffusionSetting& setting)
{
    const double step = double(std::max(1, model.vaeSpatial)) * std::max(1, model.patch);
    const double columns = std::ceil(setting.width / step);
    const double rows = std::ceil(setting.height / step);
    const double frames = std::ceil(double(latentFrames(model, setting.frames)) / std::max(1, model.patchTemporal));
    const double sample = columns * rows * frames;
    const double reference = sample * std::max(0, model.referenceImages);
    return {sample + reference, double(setting.textTokens > 0 ? setting.textTokens : model.textTokens), reference};
}

double groupWeights(const BlockGroup& g)
{
    const double h = g.hidden, a = width(g), f = g.ffn;
    double one = modulationWeights(g) + (g.dualAttention ? attentionWeights(g) : 0.0);
    switch (g.kind) {
    case BlockKind::DoubleStream:
        one += 2 * (attentionWeights(g) + mlpHeld(g));
        break;
    case BlockKind::SingleStream:
        one += h * singleStreamIn(g) + (a + f) * h;
        break;
    case BlockKind::Joint:
        one += attentionWeights(g) + mlpHeld(g);
        break;
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer:
        one += attentionWeights(g) + crossWeights(g) + imageContextWeights(g) + mlpHeld(g);
        break;
    case BlockKind::UnetResnet:
        one = 18.0 * g.channels * g.channels;
        break;
    }
    return one * g.count;
}

double groupAdaptedWeights(const BlockGroup& g, LoraTargets targets)
{
    if (g.kind == BlockKind::UnetResnet)
        return 0;
    if (!adaptsAttentionOnly(targets))
        return groupWeights(g);
    const double self = attentionWeights(g);
    double one = 0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
        one = attentionStreams(g, targets) * self + (g.dualAttention ? self : 0.0);
        break;
    case BlockKind::SingleStream: // q, k and v, as attentionLoraPerRank
        one = g.hidden * (width(g) + 2 * kvWidth(g));
        break;
    case BlockKind::Joint:
        one = self;
        break;
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer:
        one = self + crossWeights(g);
        break;
    case BlockKind::UnetResnet:
        break;
    }
    return one * g.count;
}

double blockWeights(const DenoiserSpec& model)
{
    double sum = 0;
    for (const BlockGroup& g : model.blocks)
        sum += groupWeights(g);
    return sum;
}

/// LoRA parameters per rank of one block's attention projections: to_q, to_k, to_v and to_out of each attention
/// (both streams' of a double-stream block; the cross-attention's k and v read the text's width).
double attentionLoraPerRank(const BlockGroup& g, LoraTargets targets)
{
    const double h = g.hidden, a = width(g), kv = kvWidth(g), t = g.textHidden;
    const double self = (h + a) + 2 * (h + kv) + (a + h);
    const double dual = g.dualAttention ? self : 0.0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
        return attentionStreams(g, targets) * self + dual;
    case BlockKind::SingleStream:
        return (h + a) + 2 * (h + kv);
    case BlockKind::Joint:
        return self;
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer:
        return self + (h + a) + 2 * (t + kv) + (a + h);
    case BlockKind::UnetResnet:
        return 0;
    }
    return 0;
}

double groupLoraParamsPerRank(const BlockGroup& g, LoraTargets targets)
{
    if (adaptsAttentionOnly(targets))
        return attentionLoraPerRank(g, targets) * g.count;
    const double h = g.hidden, a = width(g), f = g.ffn;
    const auto mlpLinears = [&](double w) { return gated(g) ? 3 * (h + w) : 2 * (h + w); };
    const double mlp =
        g.experts == 0 ? mlpLinears(f) : g.experts * mlpLinears(f) + g.sharedExperts * mlpLinears(sharedFfn(g));
    const double modulation = modulationWeights(g) <= 0           ? 0.0
                              : g.kind == BlockKind::DoubleStream ? 2 * 7 * h
                              : g.kind == BlockKind::SingleStream ? 4 * h
                                                                  : 2 * (g.modulationWidth + 6 * h);
    double one = attentionLoraPerRank(g, targets) + modulation;
    switch (g.kind) {
    case BlockKind::DoubleStream:
        one += 2 * mlp;
        break;
    case BlockKind::SingleStream: // proj_mlp and proj_out beside the attention's q, k, v
        one += (h + (gated(g) ? 2 : 1) * f) + (a + f + h);
        break;
    case BlockKind::Joint:
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer:
        one += mlp + (g.imageContextTokens > 0 ? 2 * (h + kvWidth(g)) : 0.0);
        break;
    case BlockKind::UnetResnet:
        return 0;
    }
    return one * g.count;
}

double trainedParams(const DenoiserSpec& model, const DiffusionSetting& setting)
{
    if (setting.method == DiffusionMethod::Full)
        return model.publishedParamsB * 1e9;
    double perRank = 0;
    for (const BlockGroup& g : model.blocks)
        perRank += groupLoraParamsPerRank(g, setting.targets);
    const double lora = perRank * std::max(1, setting.rank);
    // LoKr: w1 (factor × factor) ⊗ a rank-r product on (out/factor) × (in/factor): about 1/factor of LoRA's count.
    return setting.method == DiffusionMethod::LoKr ? lora / std::max(1, setting.lokrFactor) : lora;
}

double groupLinearFlops(const BlockGroup& g, const DenoiserTokens& t)
{
    const double h = g.hidden, a = width(g), f = g.ffn;
    const double n = levelTokens(g, t), s = sequenceTokens(g, t);
    double perSample = g.dualAttention ? attentionWeights(g) * n : 0.0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
    case BlockKind::Joint:
        perSample += (attentionWeights(g) + mlpPerToken(g)) * s;
        break;
    case BlockKind::SingleStream:
        perSample += (h * singleStreamIn(g) + (a + f) * h) * s;
        break;
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer:
        perSample += (attentionWeights(g) + 2 * h * a + mlpPerToken(g)) * n + 2.0 * g.textHidden * kvWidth(g) * t.text +
                     imageContextWeights(g) * g.imageContextTokens;
        break;
    case BlockKind::UnetResnet:
        perSample = 18.0 * g.channels * g.channels * n;
        break;
    }
    return 2.0 * perSample * g.count;
}

double groupAttentionFlops(const BlockGroup& g, const DenoiserTokens& t)
{
    const double a = width(g);
    const double n = levelTokens(g, t), s = sequenceTokens(g, t);
    const double dual = g.dualAttention ? n * n : 0.0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
    case BlockKind::SingleStream:
    case BlockKind::Joint:
        return 4.0 * (s * s + dual) * a * g.count;
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer:
        return 4.0 * (n * n + n * t.text + n * g.imageContextTokens) * a * g.count;
    case BlockKind::UnetResnet:
        return 0;
    }
    return 0;
}

namespace {

// A MoE MLP in training mode, as diffusers runs HiDream's (transformer_hidream_image.py MOEFeedForwardSwiGLU.forward
// and MoEGate.forward, at diffusers 07c670ee): the gate's linear, softmax and top-k (3) and its auxiliary loss while
// training (one-hot, casts, means, products and sum: 9); the tokens repeated once per active expert (2); then a Python
// loop over every routed expert, each comparing the routing indices twice, selecting its tokens and writing its output
// back through boolean masks (two nonzero of a count and a selection each, a gather and an index_put: 6; each nonzero
// also waits for its count on the host, which no term counts) around its SwiGLU (5); the weighted sum over the active
// experts (2); the shared expert (5) and its addition (1). The block's own count already holds one dense MLP's.
constexpr double kMoeRoutingKernels = 3 + 9 + 2 + 2 + 5 + 1;
constexpr double kMoeKernelsPerRoutedExpert = 2 + 6 + 5;

double moeRoutingKernels(const BlockGroup& g)
{
    return g.experts > 0 ? kMoeRoutingKernels + kMoeKernelsPerRoutedExpert * g.experts : 0.0;
}

} // namespace

// Kernels of one block's forward in eager PyTorch, from the diffusers modules' op lists (Llama's decoder layer launches
// ~40, Workload.cpp kernelTerms):
//   double stream  ~100: per stream adaLN (SiLU, linear, LayerNorm, scale and shift) 6, q/k/v 3, q/k RMS norms (7 ops
//                  each in eager) 14, the FF's linear, GELU, linear 3, gates and residuals 4, norm2 and modulation 4;
//                  joint: concatenations 3, rotary on q and k 16, attention with its transposes 3
//   single stream  ~55: adaLN 6, MLP input and GELU 2, q/k/v 3, norms 14, rotary 16, attention 3, concat, output,
//                  gate and residual 4, casts 7
//   cross-attn     ~75: modulation 5, self-attention 37 (as above), gate 2, norm 1, cross-attention with its norms 21,
//                  modulated FF 6, gate 2
//   joint ~50, UNet transformer layer ~35 (three norms, two attentions without rotary, GEGLU)
//   ResNet block   15 (diffusers resnet.py ResnetBlock2D.forward): two GroupNorms of three kernels each (PyTorch's
//                  group_norm_kernel.cu: the row moments, the fused scale and shift, the element-wise apply), three
//                  SiLUs (one on the time embedding), two convolutions, the time embedding's linear and its addition,
//                  the residual's addition and its division by output_scale_factor (dropout at p = 0 launches none)
// An adapter adds per linear it adapts: PEFT LoRA casts the input to the adapter's FP32, runs lora_A and lora_B,
// scales, adds and casts back (6); LyCORIS LoKr rebuilds its Kronecker weight each forward (w2a·w2b, the product, its
// scale and cast) before its linear and add (8). A quantized linear dequantizes and casts (3). A MoE MLP routes in
// eager PyTorch (moeRoutingKernels); hidden-state RMSNorms run op by op add theirs (eagerNormKernels).
namespace {

// An image context's attention: its key and value projections (2), the key's RMSNorm op by op (7), its own attention
// kernel (1) and the cast and addition of its result to the text attention's (2).
constexpr double kImageContextKernels = 12;

/// A block's own kernels, before adapters and dequantization.
double blockOwnKernels(const BlockGroup& g)
{
    const double extra = moeRoutingKernels(g) + eagerNormKernels(g);
    switch (g.kind) {
    case BlockKind::DoubleStream:
        return 100 + extra;
    case BlockKind::SingleStream:
        return 55 + extra;
    case BlockKind::CrossAttention:
        return 75 + extra + (g.imageContextTokens > 0 ? kImageContextKernels : 0.0);
    case BlockKind::Joint:
        return 50 + extra;
    case BlockKind::UnetTransformer:
        return 35 + extra;
    case BlockKind::UnetResnet:
        return 15;
    }
    return 0;
}

// The attention block around a UNet's transformer layers (diffusers transformer_2d.py Transformer2DModel, continuous
// input): its GroupNorm (3), the projection in (1), the permute and reshape to tokens (a copy, 1), the projection out
// (1), the reshape back made contiguous (a copy, 1) and the residual's addition (1). It runs outside the layers'
// checkpointed regions, so no recompute repeats it.
constexpr double kUnetAttentionWrapperKernels = 8;

} // namespace

double groupForwardKernels(const BlockGroup& g, const DiffusionSetting& setting)
{
    const DiffusionMethod method = setting.method;
    const bool quantized = method != DiffusionMethod::Full && (setting.precision == DenoiserPrecision::NF4 ||
                                                               setting.precision == DenoiserPrecision::Int8);
    const double adapter = method == DiffusionMethod::LoRA ? 6 : method == DiffusionMethod::LoKr ? 8 : 0;
    const double dropout = method == DiffusionMethod::LoRA && setting.loraDropout > 0 ? 1 : 0;
    return blockOwnKernels(g) * g.count + adaptedLinears(g, setting.targets) * (adapter + dropout) +
           blockLinears(g) * g.count * (quantized ? 3 : 0);
}

double groupUncheckpointedKernels(const BlockGroup& g)
{
    return g.kind == BlockKind::UnetTransformer
               ? kUnetAttentionWrapperKernels * g.count / std::max(1, g.layersPerAttention)
               : 0.0;
}

// What one block's forward saves for backward, from autograd's derivative formulas (PyTorch
// tools/autograd/derivatives.yaml) over the op lists above, the frozen weights requiring no gradient: a frozen linear
// or convolution saves its weight (1), a trained one its input too; LayerNorm and GroupNorm their input, mean and rstd
// (3); SiLU, GELU, pow and rsqrt one; a product of two activations both; the attention kernel q, k, v, its output, the
// logsumexp and its RNG seed and offset (7); additions, casts and views nothing. Counted so, Flux's single-stream block
// saves 33 tensors over its 55 kernels and its double-stream block 65 over 100 (~0.6 a kernel); a UNet ResNet block 12
// over its 15 (two GroupNorms, three SiLUs, two convolutions, the time embedding's linear). An adapter saves its input
// with A's weight and A's output with B's weight (4) and its dropout mask (1); LoKr its input and its rebuilt weight's
// factors (4).
constexpr double kSavedPerTransformerKernel = 0.6;
constexpr double kSavedPerResnetKernel = 12.0 / 15.0;
constexpr double kSavedPerAdapter = 4;

double groupSavedTensors(const BlockGroup& g, const DiffusionSetting& setting)
{
    const double perKernel = g.kind == BlockKind::UnetResnet ? kSavedPerResnetKernel : kSavedPerTransformerKernel;
    const bool full = setting.method == DiffusionMethod::Full;
    const double dropout = setting.method == DiffusionMethod::LoRA && setting.loraDropout > 0 ? 1 : 0;
    const double adapters = full ? 0.0 : adaptedLinears(g, setting.targets) * (kSavedPerAdapter + dropout);
    return blockOwnKernels(g) * perKernel * g.count + adapters + (full ? blockLinears(g) * g.count : 0.0);
}

double adaptedLinears(const BlockGroup& g, LoraTargets targets)
{
    if (g.kind == BlockKind::UnetResnet)
        return 0;
    // An attention-only adapter adapts the attention's projections: four per attention, as attentionLoraPerRank.
    const double attentions = (g.kind == BlockKind::DoubleStream ? attentionStreams(g, targets) : 1.0) +
                              (g.dualAttention ? 1.0 : 0.0) +
                              (g.kind == BlockKind::CrossAttention || g.kind == BlockKind::UnetTransformer ? 1.0 : 0.0);
    return (adaptsAttentionOnly(targets) ? 4 * attentions : blockLinears(g)) * g.count;
}

double adaptedInputElements(const BlockGroup& g, const DenoiserTokens& t, LoraTargets targets)
{
    const double h = g.hidden, a = width(g);
    const double n = levelTokens(g, t), s = sequenceTokens(g, t);
    // q, k and v read the (modulated) norm's output, out the attention's output.
    const double attention = 3 * h + a;
    const double mlp = targets == LoraTargets::AllLinears ? (gated(g) ? 2 : 1) * h + mlpDownInput(g) : 0.0;
    double perSample = 0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
    case BlockKind::Joint: {
        // An attention adapter on a double-stream block's image stream alone reads its n tokens only.
        const bool imageStreamOnly = g.kind == BlockKind::DoubleStream && attentionStreams(g, targets) < 2;
        const double attentionTokens = adaptsAttentionOnly(targets) && imageStreamOnly ? n : s;
        perSample = attention * attentionTokens + mlp * s + (g.dualAttention ? attention * n : 0.0);
        break;
    }
    case BlockKind::SingleStream: // to_q, to_k, to_v; every linear adds proj_mlp's input and proj_out's a + f
        perSample = (3 * h + (targets == LoraTargets::AllLinears ? h + a + g.ffn : 0.0)) * s;
        break;
    case BlockKind::CrossAttention:
    case BlockKind::UnetTransformer: // the cross-attention's q and out per latent token, k and v per text token
        perSample = (attention + h + a + mlp) * n + 2 * h * t.text +
                    (targets == LoraTargets::AllLinears ? 2.0 * h * g.imageContextTokens : 0.0);
        break;
    case BlockKind::UnetResnet:
        return 0;
    }
    return perSample * g.count;
}

/// Element-wise traffic of a block's forward per token (bytes at 16 bits): the LM's count for a transformer layer,
/// 14h + (2 or 3)·f (Workload.cpp elementTerms: norms, residuals, rotary, the MLP's activation), and the adaLN
/// modulation's scale, shift and gate passes, 8h per stream, for the modulated kinds; a ResNet block's GroupNorms,
/// SiLUs and residual, 10C. FP32 norms, upcasting q/k norms and rotary add what their FP32 passes move.
double groupElementBytes(const BlockGroup& g, const DenoiserTokens& t)
{
    const double h = g.hidden;
    const double mlp = (gated(g) ? 3.0 : 2.0) * g.ffn;
    const double fp32 =
        ((kFp32NormBytesPerElement * g.fp32Norms + eagerNormBytesPerElement(g)) * h * sequenceTokens(g, t) +
         kUpcastRmsNormBytesPerElement * qkNormElements(g, t) +
         rotaryExtraBytesPerElement(g.rotary) * rotaryElements(g, t)) *
        g.count;
    switch (g.kind) {
    case BlockKind::DoubleStream:
    case BlockKind::SingleStream:
        return 2.0 * (22 * h + mlp) * sequenceTokens(g, t) * g.count + fp32;
    case BlockKind::CrossAttention: // an image context's result added to the text attention's: read two, write one
        return 2.0 * (22 * h + mlp + (g.imageContextTokens > 0 ? 3 * width(g) : 0.0)) * sequenceTokens(g, t) * g.count +
               fp32;
    case BlockKind::Joint:
    case BlockKind::UnetTransformer:
        return 2.0 * (14 * h + mlp) * sequenceTokens(g, t) * g.count + fp32;
    case BlockKind::UnetResnet:
        return 2.0 * 10.0 * g.channels * levelTokens(g, t) * g.count;
    }
    return 0;
}

// Saved per token (elements; the activation-memory accounting of Korthikanti et al. 2022, arXiv:2205.05198 §4.1,
// with flash attention's saved output and log-sum-exp in place of the s × s scores):
//   self-attention (attentionSaved): 3h + 4a + 3kv
//   MLP: the norm's input, the modulated input, the MLP's own (mlpSaved) and its result under the gate: 3h + MLP
//   single stream: 3h, linear1's output, q/k norm and rotary 2(a + kv), attention a, the activation, and the
//   a + f concatenation linear2 reads
//   cross-attention adds its norm's input and output, q and the output: 2h + 2a per token (k, v: 2kv per text token)
//   UNet transformer (no modulation, no q/k norm): three norms' inputs and outputs 6h, q,k,v,o and cross q,o
//   UNet ResNet: GroupNorm, SiLU and convolution inputs, twice: 6C per latent pixel of its level
// That is what a block saves when all its linears train. Autograd keeps an input only for a gradient it must compute
// (PyTorch tools/autograd/derivatives.yaml: mm saves its input for the weight's gradient only when the weight requires
// grad; a product saves each factor only for the other's gradient): an adapter that leaves the MLP frozen saves
// neither the MLP's two linear inputs nor, under a frozen adaLN gate, the gated results (frozenLinearInputs).
double blockSavedElements(const BlockGroup& g, const DenoiserTokens& t, const DiffusionSetting& setting)
{
    const double h = g.hidden, a = width(g), kv = kvWidth(g), f = g.ffn;
    const double n = levelTokens(g, t), s = sequenceTokens(g, t);
    const double dual = g.dualAttention ? attentionSaved(g) * n : 0.0;
    double all = 0;
    switch (g.kind) {
    case BlockKind::DoubleStream:
    case BlockKind::Joint:
        all = (attentionSaved(g) + 3 * h + mlpSaved(g)) * s + dual;
        break;
    case BlockKind::SingleStream:
        all = (3 * h + singleStreamIn(g) + 2 * (a + kv) + a + (gated(g) ? 2 : 1) * f + (a + f)) * s;
        break;
    case BlockKind::CrossAttention: // an image context adds its attention's output per token, its k (before and
                                    // after the norm) and v per image token
        all = (attentionSaved(g) + 3 * h + 2 * h + 2 * a + mlpSaved(g) + (g.imageContextTokens > 0 ? a : 0.0)) * n +
              2 * kv * t.text + 3 * kv * g.imageContextTokens;
        break;
    case BlockKind::UnetTransformer:
        all = (6 * h + 4 * a + 2 * kv + 2 * a + mlpSaved(g)) * n + 2 * kv * t.text;
        break;
    case BlockKind::UnetResnet:
        return 6.0 * g.channels * n;
    }
    // PEFT's LoRA dropout hands lora_A a dropped copy of each adapted linear's input and keeps the mask (one byte):
    // 1.5 16-bit elements per input element (torch native_dropout saves the mask; lora_A saves its input).
    const double dropout = setting.method == DiffusionMethod::LoRA && setting.loraDropout > 0
                               ? 1.5 * adaptedInputElements(g, t, setting.targets) / g.count
                               : 0.0;
    // An FP32 norm's saved input is twice a 16-bit one (the count above holds it at 16 bits); an upcasting q/k norm
    // keeps its FP32 copy and its 16-bit input besides.
    const double fp32Inputs = (double(g.fp32Norms) + eagerNormSavedPerElement(g)) * h * s +
                              kUpcastRmsNormSavedElements * qkNormElements(g, t);
    return std::max(0.0, all - frozenLinearInputs(g, t, setting)) + dropout + fp32Inputs;
}

double blockInputElements(const BlockGroup& g, const DenoiserTokens& t)
{
    if (g.kind == BlockKind::UnetResnet)
        return double(g.channels) * levelTokens(g, t);
    return double(g.hidden) * sequenceTokens(g, t);
}

} // namespace tunefit

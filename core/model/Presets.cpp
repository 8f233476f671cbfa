// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Presets.h"

#include "core/model/ModelLibrary.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace tunefit {

namespace {

/// Builds a ModelSpec from the handful of numbers a config.json gives, with chained modifiers for the rest.
class Spec
{
public:
    Spec(const char* name, int layers, int hidden, int heads, int kvHeads, int headDim, int ffn, int vocab)
    {
        m.name = name;
        m.layers = layers;
        m.hidden = hidden;
        m.heads = heads;
        m.kvHeads = kvHeads;
        m.headDim = headDim;
        m.ffn = ffn;
        m.vocab = vocab;
    }

    Spec& published(double billions) { return m.publishedParamsB = billions, *this; }
    Spec& tied() { return m.tiedEmbeddings = true, *this; }
    Spec& ffnKind(FfnKind kind) { return m.ffnKind = kind, *this; }
    Spec& qkvBias() { return m.qkvBias = true, *this; }
    Spec& linearBias() { return m.linearBias = true, *this; }
    Spec& layerNorm() { return m.layerNormBias = true, *this; }
    Spec& parallel() { return m.parallelAttention = true, *this; }
    Spec& positions(int rows) { return m.learnedPositions = rows, *this; }
    Spec& window(int tokens) { return m.slidingWindow = tokens, *this; }
    Spec& encoder(int encoderLayers)
    {
        m.arch = ArchKind::EncoderDecoder;
        m.encoderLayers = encoderLayers;
        return *this;
    }
    Spec& moe(int experts, int active, int expertFfn)
    {
        m.moe.experts = experts;
        m.moe.activeExperts = active;
        m.moe.expertFfn = expertFfn;
        return *this;
    }
    Spec& shared(int experts, int width = 0)
    {
        m.moe.sharedExperts = experts;
        m.moe.sharedExpertFfn = width;
        return *this;
    }
    Spec& denseLeading(int layers) { return m.moe.denseLeadingLayers = layers, *this; }
    Spec& routerBias() { return m.moe.routerBias = true, *this; }
    /// A window on `layers` of the blocks (the others attend to the whole sequence).
    Spec& sliding(int tokens, int layers)
    {
        m.slidingWindow = tokens;
        m.slidingLayers = layers;
        return *this;
    }
    Spec& sinks() { return m.attentionSinks = true, *this; }
    Spec& clampedSwiGlu() { return m.clampedSwiGlu = true, *this; }
    Spec& mtp(int blocks) { return m.mtpLayers = blocks, *this; }
    /// Latent attention; head_dim must be nope + rope.
    Spec& mla(int qLoraRank, int kvLoraRank, int ropeHeadDim, int nopeHeadDim, int vHeadDim)
    {
        m.mla = {qLoraRank, kvLoraRank, ropeHeadDim, nopeHeadDim, vHeadDim};
        return *this;
    }
    Spec& vision(const VisionSpec& tower) { return m.vision = tower, *this; }

    operator ModelSpec() const { return m; }

private:
    ModelSpec m;
};

/// SigLIP-So400m/14 at 896 px as Gemma 3 uses it (vision_config: 27 layers, 1152 wide, MLP 4304, no pooling head),
/// with Gemma3MultiModalProjector (RMSNorm, one bias-free 1152 → text-hidden projection): 0.42 B.
VisionSpec gemma3Vision(int textHidden)
{
    VisionSpec v;
    v.layers = 27;
    v.hidden = 1152;
    v.heads = 16;
    v.ffn = 4304;
    v.patchSize = 14;
    v.positions = (896 / 14) * (896 / 14);
    v.projectorNorm = 1152;
    v.projectorIn = 1152;
    v.projectorOut = textHidden;
    // Gemma3MultiModalProjector average-pools the 64×64 patches to mm_tokens_per_image = 256 tokens (4×4 per token).
    v.tokenMerge = 16;
    v.imageTokens = 256;
    return v;
}

/// The Qwen2.5-VL vision transformer (32 blocks of 1280, gated MLP 3420, RMSNorm, Conv3d 2×14×14 patches) and its
/// PatchMerger (2×2 merge: 5120 → 5120 → text hidden): 0.67 B.
VisionSpec qwen25Vision(int textHidden)
{
    VisionSpec v;
    v.layers = 32;
    v.hidden = 1280;
    v.heads = 16;
    v.ffn = 3420;
    v.gatedMlp = true;
    v.layerNorm = false;
    v.patchSize = 14;
    v.temporalPatch = 2;
    v.patchBias = false;
    v.extraNorms = 0;
    v.projectorNorm = 1280;
    v.projectorIn = 5120;
    v.projectorHidden = 5120;
    v.projectorOut = textHidden;
    v.projectorBias = true;
    // The PatchMerger joins 2×2 patches into one token; a 768×768 image (LLaMA-Factory's image_max_pixels) is
    // resized to 756×756 = 54×54 patches = 27×27 = 729 tokens (Qwen2-VL image processor smart_resize, factor 28).
    v.tokenMerge = 4;
    v.imageTokens = 729;
    return v;
}

// clang-format off
// Columns of Spec(): name, layers, hidden, heads, kv heads, head_dim, intermediate_size, vocab_size.
// Each comment names the Hugging Face repo whose config.json the numbers come from; published() is the parameter
// count on the model card (or, where the card only gives a rounded size, the checkpoint's safetensors total).
struct HandPreset
{
    const char* id;
    const char* hfRepo;
    const char* family;
    ModelSpec spec;
};

void presetsLlama2(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Llama 2 (RMSNorm, SwiGLU, untied) ---
        // meta-llama/Llama-2-7b-hf
        {"llama-2-7b", "meta-llama/Llama-2-7b-hf", "Llama 2",
         Spec("Llama-2-7B", 32, 4096, 32, 32, 128, 11008, 32000).published(6.74)},
        // meta-llama/Llama-2-13b-hf
        {"llama-2-13b", "meta-llama/Llama-2-13b-hf", "Llama 2",
         Spec("Llama-2-13B", 40, 5120, 40, 40, 128, 13824, 32000).published(13.02)},
        // meta-llama/Llama-2-70b-hf (card says "70B"; the checkpoint holds 68.98 B)
        {"llama-2-70b", "meta-llama/Llama-2-70b-hf", "Llama 2",
         Spec("Llama-2-70B", 80, 8192, 64, 8, 128, 28672, 32000).published(68.98)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsLlama3X(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Llama 3.x (GQA 8 KV heads, 128256 vocab) ---
        // meta-llama/Llama-3.1-8B
        {"llama-3.1-8b", "meta-llama/Llama-3.1-8B", "Llama 3.1",
         Spec("Llama-3.1-8B", 32, 4096, 32, 8, 128, 14336, 128256).published(8.03)},
        // meta-llama/Llama-3.1-70B
        {"llama-3.1-70b", "meta-llama/Llama-3.1-70B", "Llama 3.1",
         Spec("Llama-3.1-70B", 80, 8192, 64, 8, 128, 28672, 128256).published(70.6)},
        // meta-llama/Llama-3.1-405B
        {"llama-3.1-405b", "meta-llama/Llama-3.1-405B", "Llama 3.1",
         Spec("Llama-3.1-405B", 126, 16384, 128, 8, 128, 53248, 128256).published(405.0)},
        // meta-llama/Llama-3.2-1B (head_dim 64, tied)
        {"llama-3.2-1b", "meta-llama/Llama-3.2-1B", "Llama 3.2",
         Spec("Llama-3.2-1B", 16, 2048, 32, 8, 64, 8192, 128256).tied().published(1.23)},
        // meta-llama/Llama-3.2-3B (tied)
        {"llama-3.2-3b", "meta-llama/Llama-3.2-3B", "Llama 3.2",
         Spec("Llama-3.2-3B", 28, 3072, 24, 8, 128, 8192, 128256).tied().published(3.21)},
        // meta-llama/Llama-3.3-70B-Instruct
        {"llama-3.3-70b", "meta-llama/Llama-3.3-70B-Instruct", "Llama 3.3",
         Spec("Llama-3.3-70B", 80, 8192, 64, 8, 128, 28672, 128256).published(70.6)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsMistralMixtral(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Mistral / Mixtral ---
        // mistralai/Mistral-7B-v0.3
        {"mistral-7b-v0.3", "mistralai/Mistral-7B-v0.3", "Mistral",
         Spec("Mistral-7B-v0.3", 32, 4096, 32, 8, 128, 14336, 32768).published(7.25)},
        // mistralai/Mixtral-8x7B-v0.1 (8 experts, top-2, sliding_window null)
        {"mixtral-8x7b", "mistralai/Mixtral-8x7B-v0.1", "Mixtral",
         Spec("Mixtral-8x7B", 32, 4096, 32, 8, 128, 14336, 32000).moe(8, 2, 14336).published(46.7)},
        // mistralai/Mixtral-8x22B-v0.1
        {"mixtral-8x22b", "mistralai/Mixtral-8x22B-v0.1", "Mixtral",
         Spec("Mixtral-8x22B", 56, 6144, 48, 8, 128, 16384, 32768).moe(8, 2, 16384).published(141.0)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsQwen25(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Qwen2.5 (q,k,v biases; 0.5B-3B tied) ---
        // Qwen/Qwen2.5-0.5B
        {"qwen2.5-0.5b", "Qwen/Qwen2.5-0.5B", "Qwen2.5",
         Spec("Qwen2.5-0.5B", 24, 896, 14, 2, 64, 4864, 151936).qkvBias().tied().published(0.49)},
        // Qwen/Qwen2.5-1.5B
        {"qwen2.5-1.5b", "Qwen/Qwen2.5-1.5B", "Qwen2.5",
         Spec("Qwen2.5-1.5B", 28, 1536, 12, 2, 128, 8960, 151936).qkvBias().tied().published(1.54)},
        // Qwen/Qwen2.5-3B
        {"qwen2.5-3b", "Qwen/Qwen2.5-3B", "Qwen2.5",
         Spec("Qwen2.5-3B", 36, 2048, 16, 2, 128, 11008, 151936).qkvBias().tied().published(3.09)},
        // Qwen/Qwen2.5-7B
        {"qwen2.5-7b", "Qwen/Qwen2.5-7B", "Qwen2.5",
         Spec("Qwen2.5-7B", 28, 3584, 28, 4, 128, 18944, 152064).qkvBias().published(7.61)},
        // Qwen/Qwen2.5-14B
        {"qwen2.5-14b", "Qwen/Qwen2.5-14B", "Qwen2.5",
         Spec("Qwen2.5-14B", 48, 5120, 40, 8, 128, 13824, 152064).qkvBias().published(14.7)},
        // Qwen/Qwen2.5-32B
        {"qwen2.5-32b", "Qwen/Qwen2.5-32B", "Qwen2.5",
         Spec("Qwen2.5-32B", 64, 5120, 40, 8, 128, 27648, 152064).qkvBias().published(32.5)},
        // Qwen/Qwen2.5-72B
        {"qwen2.5-72b", "Qwen/Qwen2.5-72B", "Qwen2.5",
         Spec("Qwen2.5-72B", 80, 8192, 64, 8, 128, 29568, 152064).qkvBias().published(72.7)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsQwen3(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Qwen3 (head_dim 128, q/k RMSNorm, no biases; 0.6B-4B tied) ---
        // Qwen/Qwen3-0.6B
        {"qwen3-0.6b", "Qwen/Qwen3-0.6B", "Qwen3",
         Spec("Qwen3-0.6B", 28, 1024, 16, 8, 128, 3072, 151936).tied().published(0.6)},
        // Qwen/Qwen3-4B
        {"qwen3-4b", "Qwen/Qwen3-4B", "Qwen3",
         Spec("Qwen3-4B", 36, 2560, 32, 8, 128, 9728, 151936).tied().published(4.0)},
        // Qwen/Qwen3-8B
        {"qwen3-8b", "Qwen/Qwen3-8B", "Qwen3",
         Spec("Qwen3-8B", 36, 4096, 32, 8, 128, 12288, 151936).published(8.2)},
        // Qwen/Qwen3-14B
        {"qwen3-14b", "Qwen/Qwen3-14B", "Qwen3",
         Spec("Qwen3-14B", 40, 5120, 40, 8, 128, 17408, 151936).published(14.8)},
        // Qwen/Qwen3-32B
        {"qwen3-32b", "Qwen/Qwen3-32B", "Qwen3",
         Spec("Qwen3-32B", 64, 5120, 64, 8, 128, 25600, 151936).published(32.8)},
        // Qwen/Qwen3-30B-A3B (128 experts, top-8, moe_intermediate_size 768; 3.3 B active)
        {"qwen3-30b-a3b", "Qwen/Qwen3-30B-A3B", "Qwen3 MoE",
         Spec("Qwen3-30B-A3B", 48, 2048, 32, 4, 128, 6144, 151936).moe(128, 8, 768).published(30.5)},
        // Qwen/Qwen3-235B-A22B (128 experts, top-8, moe_intermediate_size 1536; 22 B active)
        {"qwen3-235b-a22b", "Qwen/Qwen3-235B-A22B", "Qwen3 MoE",
         Spec("Qwen3-235B-A22B", 94, 4096, 64, 4, 128, 12288, 151936).moe(128, 8, 1536).published(235.0)},
        // Qwen/Qwen1.5-MoE-A2.7B (60 experts of 1408, top-4, one shared expert of 5632; q,k,v biases)
        {"qwen1.5-moe-a2.7b", "Qwen/Qwen1.5-MoE-A2.7B", "Qwen1.5 MoE",
         Spec("Qwen1.5-MoE-A2.7B", 24, 2048, 16, 16, 128, 5632, 151936)
             .qkvBias().moe(60, 4, 1408).shared(1, 5632).published(14.3)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsGemma2(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Gemma 2 (GeGLU, tied, 256000 vocab, sliding window 4096 on alternate layers) ---
        // google/gemma-2-2b
        {"gemma-2-2b", "google/gemma-2-2b", "Gemma 2",
         Spec("Gemma-2-2B", 26, 2304, 8, 4, 256, 9216, 256000).ffnKind(GeGLU).tied().sliding(4096, 13).published(2.61)},
        // google/gemma-2-9b
        {"gemma-2-9b", "google/gemma-2-9b", "Gemma 2",
         Spec("Gemma-2-9B", 42, 3584, 16, 8, 256, 14336, 256000).ffnKind(GeGLU).tied().sliding(4096, 21).published(9.24)},
        // google/gemma-2-27b
        {"gemma-2-27b", "google/gemma-2-27b", "Gemma 2",
         Spec("Gemma-2-27B", 46, 4608, 32, 16, 128, 36864, 256000).ffnKind(GeGLU).tied().sliding(4096, 23).published(27.2)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsGemma3(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Gemma 3 (text_config, 5 local : 1 global layers; the 4B/12B/27B checkpoints add a 0.42 B SigLIP
        //     vision encoder, counted in the published size: 4.3 B, 12.2 B, 27.4 B on the model cards) ---
        // google/gemma-3-1b-pt (text only)
        {"gemma-3-1b", "google/gemma-3-1b-pt", "Gemma 3",
         Spec("Gemma-3-1B", 26, 1152, 4, 1, 256, 6912, 262144).ffnKind(GeGLU).tied().sliding(512, 22).published(1.0)},
        // google/gemma-3-4b-pt text_config
        {"gemma-3-4b", "google/gemma-3-4b-pt", "Gemma 3",
         Spec("Gemma-3-4B", 34, 2560, 8, 4, 256, 10240, 262208).ffnKind(GeGLU).tied().sliding(1024, 29)
             .vision(gemma3Vision(2560)).published(4.3)},
        // google/gemma-3-12b-pt text_config
        {"gemma-3-12b", "google/gemma-3-12b-pt", "Gemma 3",
         Spec("Gemma-3-12B", 48, 3840, 16, 8, 256, 15360, 262208).ffnKind(GeGLU).tied().sliding(1024, 40)
             .vision(gemma3Vision(3840)).published(12.2)},
        // google/gemma-3-27b-pt text_config
        {"gemma-3-27b", "google/gemma-3-27b-pt", "Gemma 3",
         Spec("Gemma-3-27B", 62, 5376, 32, 16, 128, 21504, 262208).ffnKind(GeGLU).tied().sliding(1024, 52)
             .vision(gemma3Vision(5376)).published(27.4)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsPhi(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Phi (checkpoints fuse qkv and gate_up; counted here as separate q,k,v and gate,up) ---
        // microsoft/Phi-3-mini-4k-instruct
        {"phi-3-mini", "microsoft/Phi-3-mini-4k-instruct", "Phi-3",
         Spec("Phi-3-mini", 32, 3072, 32, 32, 96, 8192, 32064).window(2047).published(3.82)},
        // microsoft/Phi-3-medium-4k-instruct
        {"phi-3-medium", "microsoft/Phi-3-medium-4k-instruct", "Phi-3",
         Spec("Phi-3-medium", 40, 5120, 40, 10, 128, 17920, 32064).window(2047).published(14.0)},
        // microsoft/phi-4
        {"phi-4", "microsoft/phi-4", "Phi-4",
         Spec("Phi-4", 40, 5120, 40, 10, 128, 17920, 100352).published(14.7)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsGptOss(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- gpt-oss (attention and expert biases, head_dim 64, alternating 128-token sliding window) ---
        // openai/gpt-oss-20b (32 experts, top-4; 3.6 B active)
        {"gpt-oss-20b", "openai/gpt-oss-20b", "gpt-oss",
         Spec("gpt-oss-20b", 24, 2880, 64, 8, 64, 2880, 201088)
             .linearBias().moe(32, 4, 2880).routerBias().sliding(128, 12).sinks().clampedSwiGlu().published(20.9)},
        // openai/gpt-oss-120b (128 experts, top-4; 5.1 B active)
        {"gpt-oss-120b", "openai/gpt-oss-120b", "gpt-oss",
         Spec("gpt-oss-120b", 36, 2880, 64, 8, 64, 2880, 201088)
             .linearBias().moe(128, 4, 2880).routerBias().sliding(128, 18).sinks().clampedSwiGlu().published(116.8)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsDeepseekMoe(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- DeepSeek MoE (MHA; fine-grained experts + 2 shared experts; first layer dense) ---
        // deepseek-ai/deepseek-moe-16b-base (64 experts of 1408, top-6; 2.8 B active)
        {"deepseek-moe-16b", "deepseek-ai/deepseek-moe-16b-base", "DeepSeekMoE",
         Spec("DeepSeek-MoE-16B", 28, 2048, 16, 16, 128, 10944, 102400)
             .moe(64, 6, 1408).shared(2).denseLeading(1).published(16.4)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsDeepseekV3Family(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- DeepSeek-V3 family (multi-head latent attention, 256/384 routed experts + 1 shared, top-8) ---
        // deepseek-ai/DeepSeek-V3 (671 B loaded; the checkpoint's MTP block makes it 685 B; 37 B active)
        {"deepseek-v3", "deepseek-ai/DeepSeek-V3", "DeepSeek-V3",
         Spec("DeepSeek-V3", 61, 7168, 128, 128, 192, 18432, 129280).mla(1536, 512, 64, 128, 128)
             .moe(256, 8, 2048).shared(1).denseLeading(3).routerBias().mtp(1).published(671.0)},
        // deepseek-ai/DeepSeek-R1 (the V3 architecture)
        {"deepseek-r1", "deepseek-ai/DeepSeek-R1", "DeepSeek-V3",
         Spec("DeepSeek-R1", 61, 7168, 128, 128, 192, 18432, 129280).mla(1536, 512, 64, 128, 128)
             .moe(256, 8, 2048).shared(1).denseLeading(3).routerBias().mtp(1).published(671.0)},
        // moonshotai/Kimi-K2-Instruct (64 heads, 384 experts, one dense block, no MTP; the hub lists 1.03 T, the
        // model card rounds to 1 T; 32 B active)
        {"kimi-k2", "moonshotai/Kimi-K2-Instruct", "Kimi K2",
         Spec("Kimi-K2", 61, 7168, 64, 64, 192, 18432, 163840).mla(1536, 512, 64, 128, 128)
             .moe(384, 8, 2048).shared(1).denseLeading(1).routerBias().published(1030.0)},
        // deepseek-ai/DeepSeek-V2-Lite (q_lora_rank null: one q_proj; 64 experts of 1408, top-6, 2 shared; 2.4 B
        // active)
        {"deepseek-v2-lite", "deepseek-ai/DeepSeek-V2-Lite", "DeepSeek-V2",
         Spec("DeepSeek-V2-Lite", 27, 2048, 16, 16, 192, 10944, 102400).mla(0, 512, 64, 128, 128)
             .moe(64, 6, 1408).shared(2).denseLeading(1).published(15.7)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsQwen25Vl(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Qwen2.5-VL (Qwen2.5 text tower + 0.67 B vision transformer) ---
        // Qwen/Qwen2.5-VL-7B-Instruct (8.29 B on the hub)
        {"qwen2.5-vl-7b", "Qwen/Qwen2.5-VL-7B-Instruct", "Qwen2.5-VL",
         Spec("Qwen2.5-VL-7B", 28, 3584, 28, 4, 128, 18944, 152064).qkvBias().vision(qwen25Vision(3584))
             .published(8.29)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsFalcon(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Falcon (multi-query, parallel attention/MLP, LayerNorm, plain GELU MLP of 4·hidden, tied) ---
        // tiiuae/falcon-7b
        {"falcon-7b", "tiiuae/falcon-7b", "Falcon",
         Spec("Falcon-7B", 32, 4544, 71, 1, 64, 18176, 65024).ffnKind(Gelu).layerNorm().parallel().tied().published(6.92)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsFlanT5(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Flan-T5 (encoder-decoder, gated-gelu, d_kv 64, untied lm_head; layers = encoder + decoder) ---
        // google/flan-t5-base
        {"flan-t5-base", "google/flan-t5-base", "Flan-T5",
         Spec("Flan-T5-base", 24, 768, 12, 12, 64, 2048, 32128).encoder(12).ffnKind(GeGLU).published(0.248)},
        // google/flan-t5-large
        {"flan-t5-large", "google/flan-t5-large", "Flan-T5",
         Spec("Flan-T5-large", 48, 1024, 16, 16, 64, 2816, 32128).encoder(24).ffnKind(GeGLU).published(0.783)},
        // google/flan-t5-xl
        {"flan-t5-xl", "google/flan-t5-xl", "Flan-T5",
         Spec("Flan-T5-XL", 48, 2048, 32, 32, 64, 5120, 32128).encoder(24).ffnKind(GeGLU).published(2.85)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

void presetsSmallModels(std::vector<HandPreset>& out)
{
    using enum FfnKind;
    const HandPreset rows[] = {        // --- Small models ---
        // TinyLlama/TinyLlama-1.1B-Chat-v1.0
        {"tinyllama-1.1b", "TinyLlama/TinyLlama-1.1B-Chat-v1.0", "TinyLlama",
         Spec("TinyLlama-1.1B", 22, 2048, 32, 4, 64, 5632, 32000).published(1.1)},
        // openai-community/gpt2 (learned positions, LayerNorm, biases everywhere, plain GELU, tied)
        {"gpt2", "openai-community/gpt2", "GPT-2",
         Spec("GPT-2", 12, 768, 12, 12, 64, 3072, 50257)
             .ffnKind(Gelu).linearBias().layerNorm().positions(1024).tied().published(0.124)},
    };
    out.insert(out.end(), std::begin(rows), std::end(rows));
}

/// One function per family: a single initializer of all presets took ASan minutes to compile (issue 30).
std::vector<HandPreset> handPresets()
{
    std::vector<HandPreset> out;
    presetsLlama2(out);
    presetsLlama3X(out);
    presetsMistralMixtral(out);
    presetsQwen25(out);
    presetsQwen3(out);
    presetsGemma2(out);
    presetsGemma3(out);
    presetsPhi(out);
    presetsGptOss(out);
    presetsDeepseekMoe(out);
    presetsDeepseekV3Family(out);
    presetsQwen25Vl(out);
    presetsFalcon(out);
    presetsFlanT5(out);
    presetsSmallModels(out);
    return out;
}
// clang-format on

std::vector<ModelPreset> buildPresets()
{
    std::vector<ModelPreset> presets;
    for (HandPreset& p : handPresets()) {
        // Each row's numbers were copied by hand from this file of the named repo.
        presets.push_back({p.id,
                           p.hfRepo,
                           p.family,
                           std::move(p.spec),
                           "https://huggingface.co/" + std::string(p.hfRepo) + "/blob/main/config.json",
                           {},
                           ModelOrigin::Bundled});
    }
    return presets;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

std::span<const ModelPreset> handWrittenPresets()
{
    static const std::vector<ModelPreset> presets = buildPresets();
    return presets;
}

std::span<const ModelPreset> modelPresets()
{
    // The library's entries never reuse a hand preset's id or Hub id (readModelLibrary rejects them), so the hand
    // presets keep answering to their names.
    static const std::vector<ModelPreset> presets = [] {
        const std::span<const ModelPreset> hand = handWrittenPresets();
        std::vector<ModelPreset> all(hand.begin(), hand.end());
        const std::vector<ModelPreset>& library = bundledModelLibrary().entries;
        all.insert(all.end(), library.begin(), library.end());
        return all;
    }();
    return presets;
}

const ModelPreset* findPreset(std::string_view idOrRepo)
{
    for (const ModelPreset& preset : modelPresets()) {
        if (equalsIgnoreCase(preset.id, idOrRepo) || equalsIgnoreCase(preset.hfRepo, idOrRepo))
            return &preset;
    }
    return nullptr;
}

bool sameArchitecture(const ModelSpec& a, const ModelSpec& b)
{
    // The sizes that set the count, and the kinds of attention and tower that change it: an imported model with a
    // preset's name and sizes but another attention or a vision tower is not that preset.
    return a.name == b.name && a.layers == b.layers && a.hidden == b.hidden && a.heads == b.heads &&
           a.kvHeads == b.kvHeads && a.ffn == b.ffn && a.vocab == b.vocab && a.moe.experts == b.moe.experts &&
           a.mla.kvLoraRank == b.mla.kvLoraRank && a.mla.qLoraRank == b.mla.qLoraRank &&
           a.vision.layers == b.vision.layers && a.vision.hidden == b.vision.hidden && a.mtpLayers == b.mtpLayers;
}

const ModelPreset* presetMatching(const ModelSpec& model)
{
    for (const ModelPreset& preset : modelPresets())
        if (sameArchitecture(preset.spec, model))
            return &preset;
    return nullptr;
}

} // namespace tunefit

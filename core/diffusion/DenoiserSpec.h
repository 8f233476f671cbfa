// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tunefit {

/// What a diffusion model generates (issue 34): the job's latent tokens count frames only for video.
enum class DenoiserTask
{
    Image,
    Video
};

/// The kinds of blocks image and video denoisers are built from. Every kind is a transformer block over latent
/// tokens except UnetResnet (two 3×3 convolutions over the latent pixels of one UNet level).
enum class BlockKind
{
    /// MMDiT (SD3, Esser et al. 2024, arXiv:2403.03206 §3.1): image and text tokens keep separate weights and attend
    /// jointly (Flux's double-stream blocks, Qwen-Image, HunyuanVideo's dual-stream blocks, HiDream).
    DoubleStream,
    /// One fused linear feeds attention and MLP side by side over image and text tokens (Flux's single-stream blocks,
    /// HunyuanVideo's single-stream blocks; the parallel layout of ViT-22B, arXiv:2302.05442).
    SingleStream,
    /// One weight set over the concatenated text and image tokens, attention then MLP (CogVideoX, Lumina 2).
    Joint,
    /// Self-attention over the latent tokens, cross-attention to the text, then MLP (Wan, LTX-Video, PixArt).
    CrossAttention,
    /// A UNet level's spatial transformer layer (SD 1.5, SDXL): self-attention, cross-attention, GEGLU MLP.
    UnetTransformer,
    /// A UNet level's ResNet block: GroupNorm, SiLU and a 3×3 convolution, twice.
    UnetResnet
};

enum class BlockMlp
{
    Gelu,  ///< fc1 → GELU → fc2
    GeGlu, ///< one projection to 2 × ffn, GELU gate (SD UNets)
    SwiGlu ///< gate, up, down (Lumina 2, HiDream, Qwen-Image's text stream is GELU)
};

/// The tokens a block group runs on: most run on the whole sequence; refiner blocks run on the image's or the text's
/// tokens alone before the main stack (Lumina 2's noise and context refiners, HunyuanVideo's token refiner).
enum class BlockTokens
{
    All,
    Image,
    Text
};

/// How a block rotates q and k (the code the trainers run: diffusers' and SimpleTuner's copies of it). Each upcasts
/// in separate element-wise passes and writes the result back in 16 bits.
enum class BlockRotary
{
    None,        ///< no rotary embedding (SD3.5, the UNets)
    RealFp32,    ///< cos and sin on FP32 copies (diffusers apply_rotary_emb, use_real: Flux, HunyuanVideo, LTX-Video,
                 ///< CogVideoX, HiDream's apply_rope)
    ComplexFp32, ///< one complex product in FP32 (use_real=False: Qwen-Image, Lumina 2, Z-Image)
    ComplexFp64  ///< one complex product in FP64 (Wan: view_as_complex(x.to(torch.float64)))
};

/// A run of identical blocks. Transformer kinds use hidden/heads/headDim/ffn; UnetResnet uses channels.
struct BlockGroup
{
    BlockKind kind = BlockKind::DoubleStream;
    int count = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; ///< key/value heads (grouped-query attention, Lumina 2); 0 = heads
    int headDim = 0;
    int ffn = 0;
    BlockMlp mlp = BlockMlp::Gelu;
    BlockTokens tokens = BlockTokens::All;
    /// SD3.5 Medium's MMDiT-X blocks: a second self-attention over the image tokens alone.
    bool dualAttention = false;
    /// Double-stream blocks: the text stream's projections carry names the trainers' attention targets match (Flux's
    /// add_q_proj … are listed); HiDream's to_q_t … are not, so an attention adapter there adapts the image stream
    /// only.
    bool textAttentionTargeted = true;
    /// The adaLN modulation is one linear shared by every block (FLUX.2), not a linear per block.
    bool sharedModulation = false;
    /// Joint blocks: the width of the time embedding their two adaLN-zero norms read, each a linear to 6h
    /// (CogVideoX's LayerNormZero, 512); 0 = none counted.
    int modulationWidth = 0;
    /// Norms that run on an FP32 copy of the hidden state, their modulation and the residual add after them in FP32
    /// too (Wan's norm1-3: FP32LayerNorm on hidden_states.float(), diffusers transformer_wan.py
    /// WanTransformerBlock, as Wan's own WanLayerNorm); each saves its FP32 input for backward.
    int fp32Norms = 0;
    /// Hidden-state norms that are RMSNorms run op by op (diffusers normalization.py RMSNorm: an FP32 copy squared,
    /// averaged, scaled and cast back): Lumina 2's and Z-Image's four, before and after the attention and the MLP
    /// (diffusers transformer_lumina2.py Lumina2TransformerBlock, transformer_z_image.py ZImageTransformerBlock).
    int eagerRmsNorms = 0;
    /// q and k pass an RMSNorm that upcasts to FP32 op by op (diffusers RMSNorm, torch.nn.RMSNorm's composite), not a
    /// fused 16-bit kernel: every model with q/k norms but CogVideoX, whose LayerNorm runs one kernel.
    bool qkNormUpcast = false;
    BlockRotary rotary = BlockRotary::None;
    int channels = 0;      ///< UnetResnet: the level's channels
    double tokenScale = 1; ///< latent pixels at this UNet level over those at the first level (1 for DiTs)
    int textHidden = 0;    ///< width of the text states a cross-attention's keys and values read
    /// UnetTransformer: the transformer layers one attention block (diffusers' Transformer2DModel) stacks between its
    /// GroupNorm and projections in and out (SDXL's transformer_layers_per_block: 2 and 10; SD 1.5: 1).
    int layersPerAttention = 1;
    /// Tokens of a second context a cross-attention reads through keys and values of its own, projected from the
    /// model's width, its result added to the text attention's before the output projection: Wan 2.1 I2V's 257 CLIP
    /// image tokens (add_k_proj, add_v_proj, norm_added_k; diffusers transformer_wan.py WanAttnProcessor); 0 = none.
    int imageContextTokens = 0;
    int experts = 0;         ///< routed experts of a MoE MLP (HiDream); 0 = dense
    int activeExperts = 0;   ///< experts a token runs
    int sharedExperts = 0;   ///< experts every token runs besides the routed ones
    int sharedExpertFfn = 0; ///< a shared expert's width when it differs from ffn (HiDream); 0 = ffn

    bool operator==(const BlockGroup&) const = default;
};

/// A text encoder a denoiser reads its prompt through (CLIP, T5, an LLM's hidden states).
struct TextEncoderSpec
{
    std::string key;
    std::string name;
    double paramsB = 0;
    int hidden = 0;
    int layers = 0;
    int maxTokens = 0;
    std::string source;

    bool operator==(const TextEncoderSpec&) const = default;
};

/// The autoencoder between pixels and latents. Only its encoder runs in training, unless latents are cached.
struct VaeSpec
{
    std::string key;
    double paramsM = 0;
    double encoderParamsM = 0;
    std::vector<int> encoderChannels; ///< channels per encoder level, full resolution first
    int resnetsPerLevel = 2;
    bool video = false; ///< 3-D (causal) convolutions over frames
    std::string source;

    bool operator==(const VaeSpec&) const = default;
};

/// A denoiser's published diffusers config (its transformer/ or unet/config.json): the class and the keys that set
/// its weights' shapes and its blocks, each value as compact JSON ("[320,640,1280]", "true"). A fine-tune keeps every
/// one of them whatever it is called, so a user's config names the library entry it is built on.
struct DiffusersSignature
{
    std::string className; ///< "FluxTransformer2DModel"
    std::string subfolder; ///< the pipeline folder's component: "transformer" or "unet"
    /// The pipeline class a diffusers folder's model_index.json names, where two entries share the denoiser's config
    /// (FluxPipeline, FluxKontextPipeline); empty: not compared.
    std::string pipeline;
    /// The denoisers a pipeline folder holds (transformer, transformer_2), where two entries share the config: Wan 2.2
    /// A14B's two experts against Wan 2.1 14B's one; 0: not compared.
    int transformers = 0;
    std::vector<std::pair<std::string, std::string>> keys;
    std::string source;

    bool operator==(const DiffusersSignature&) const = default;
};

/// The tensors a single-file checkpoint of the denoiser holds (its original, LDM or ComfyUI layout, as diffusers'
/// single-file loader tells models apart: src/diffusers/loaders/single_file_utils.py CHECKPOINT_KEY_NAMES and
/// infer_diffusers_model_type). A fine-tune saved as one .safetensors file keeps every name and shape.
struct WeightsSignature
{
    /// Names without the "model.diffusion_model." prefix LDM and ComfyUI files add; no shape: present, any shape.
    std::vector<std::pair<std::string, std::optional<std::vector<int64_t>>>> tensors;
    std::vector<std::string> absent; ///< tensors of a relative the model has not (FLUX.1-schnell: the guidance input)
    std::string source;

    bool operator==(const WeightsSignature&) const = default;
};

/// A published fine-tune with its base's architecture unchanged (FLUX.1-Krea-dev of FLUX.1-dev): a job on it runs as
/// the base and names it (DiffusionJob::modelGiven).
struct DenoiserFineTune
{
    std::string name;   ///< its Hugging Face id
    std::string source; ///< where its architecture is stated to be the base's

    bool operator==(const DenoiserFineTune&) const = default;
};

/// A denoiser as its config and source state it (resources/catalog/denoisers.json).
struct DenoiserSpec
{
    std::string key;
    std::vector<std::string> names; ///< Hugging Face id first, then the names trainers use
    DenoiserTask task = DenoiserTask::Image;
    std::string family;
    double publishedParamsB = 0;
    int latentChannels = 0;
    int vaeSpatial = 8;
    int vaeTemporal = 1;
    int patch = 1;
    int patchTemporal = 1;
    int textTokens = 0;
    bool textJoinsAttention = false; ///< the text tokens are part of the attention sequence (MMDiT, single stream)
    /// Images the model reads beside the noisy one in training, each concatenated into the sequence as latent tokens
    /// of the sample's size (FLUX.1 Kontext's reference image: 1).
    int referenceImages = 0;
    /// Clips the VAE encodes beside the sample, as large as it, whose latents join the noisy ones along the channels
    /// (Wan's image-to-video: the first frame followed by zeros, in_channels 36 = 16 + 16 + a 4-channel mask); they
    /// add no tokens, only encoder work where latents are not cached.
    int conditioningClips = 0;
    std::vector<BlockGroup> blocks;
    std::vector<std::string> textEncoders; ///< keys into DenoiserLibrary::textEncoders
    std::string vae;                       ///< key into DenoiserLibrary::vaes
    int defaultResolution = 1024;          ///< the side of a square sample trainers use by default
    int defaultWidth = 0; ///< a clip's default width and height where it is not square (0: the square side)
    int defaultHeight = 0;
    int defaultFrames = 1;
    std::string paramsSource;
    std::string configSource;
    std::string notes;
    DiffusersSignature diffusers; ///< empty className: the library cannot recognize the model from a config
    WeightsSignature singleFile;  ///< no tensors: the library cannot recognize a single-file checkpoint of it
    std::vector<DenoiserFineTune> fineTunes;

    bool operator==(const DenoiserSpec&) const = default;
};

} // namespace tunefit

// SPDX-License-Identifier: GPL-3.0-or-later
// Image and video fine-tuning (issue 34): the denoiser library against the models' published counts, hand-worked
// token and adapter counts, the memory's mechanisms as properties, and the advisor.
#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/diffusion/DenoiserCount.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "core/diffusion/DiffusionMemory.h"
#include "core/diffusion/DiffusionPlan.h"
#include "core/diffusion/DiffusionTime.h"
#include "core/plan/DeviceRates.h"

#include "tests/core/diffusion/DiffusionTestJobs.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace tunefit {
namespace {

using diffusion_tests::gpuNamed;
using diffusion_tests::jobFor;

TEST(DenoiserLibrary, EveryBundledEntryReads)
{
    const DenoiserLibrary& library = bundledDenoiserLibrary();
    EXPECT_TRUE(library.rejected.empty()) << library.rejected.front();
    EXPECT_GE(library.denoisers.size(), 15u);
}

// The blocks' weights, counted from the config, against the count each model card publishes. Transformers hold
// nearly all their weights in the blocks (embedders and the final layer are the rest: under 3 % for these); the
// UNets' up-blocks read concatenated skip channels the ResNet groups do not count, so they land lower.
TEST(DenoiserLibrary, BlockCountsMatchPublishedCounts)
{
    for (const DenoiserSpec& d : bundledDenoiserLibrary().denoisers) {
        const double ratio = blockWeights(d) / (d.publishedParamsB * 1e9);
        const bool unet = std::any_of(d.blocks.begin(), d.blocks.end(),
                                      [](const BlockGroup& g) { return g.kind == BlockKind::UnetResnet; });
        // SD3.5 Medium keeps a 226 M learned position table outside its blocks (0.86).
        EXPECT_GT(ratio, unet ? 0.70 : 0.85) << d.key;
        EXPECT_LT(ratio, 1.12) << d.key;
    }
}

TEST(DenoiserLibrary, NamesResolveLikeTrainersWriteThem)
{
    const DenoiserLibrary& library = bundledDenoiserLibrary();
    for (std::string_view name : {"black-forest-labs/FLUX.1-dev", "FLUX.1-dev", "flux.1-dev", "flux1-dev"})
        EXPECT_EQ(findDenoiser(library, name)->key, "flux.1-dev") << name;
    EXPECT_EQ(findDenoiser(library, "Wan-AI/Wan2.1-T2V-14B")->key, "wan2.1-t2v-14b");
    const Result<DenoiserSpec> unknown = findDenoiser(library, "black-forest-labs/FLUX.3-pro");
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::UnknownPreset);
}

TEST(DenoiserLibrary, RefusesBadEntriesAlone)
{
    const QByteArray json = R"({"denoisers": [
        {"key": "ok", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8,
         "patch": 1, "text_tokens": 77, "params_source": "x", "config_source": "y",
         "blocks": [{"kind": "joint", "count": 2, "hidden": 64, "heads": 4, "ffn": 256}]},
        {"key": "huge", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8,
         "patch": 1, "text_tokens": 77, "params_source": "x", "config_source": "y",
         "blocks": [{"kind": "joint", "count": 100000, "hidden": 64, "heads": 4, "ffn": 256}]},
        {"key": "dangling", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8,
         "patch": 1, "text_tokens": 77, "params_source": "x", "config_source": "y", "vae": "nowhere",
         "blocks": [{"kind": "joint", "count": 2, "hidden": 64, "heads": 4, "ffn": 256}]},
        {"key": "uneven", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8,
         "patch": 1, "text_tokens": 77, "params_source": "x", "config_source": "y",
         "blocks": [{"kind": "unet_transformer", "count": 5, "hidden": 64, "heads": 4, "ffn": 256,
                     "layers_per_attention": 2}]},
        {"key": "not-unet", "task": "image", "published_params_b": 1, "latent_channels": 4, "vae_spatial": 8,
         "patch": 1, "text_tokens": 77, "params_source": "x", "config_source": "y",
         "blocks": [{"kind": "joint", "count": 4, "hidden": 64, "heads": 4, "ffn": 256, "layers_per_attention": 2}]}
        ]})";
    const Result<DenoiserLibrary> library = readDenoiserLibrary(json);
    ASSERT_TRUE(library.ok());
    ASSERT_EQ(library->denoisers.size(), 1u);
    EXPECT_EQ(library->denoisers[0].key, "ok");
    EXPECT_EQ(library->rejected.size(), 4u);
    EXPECT_FALSE(readDenoiserLibrary("{").ok());
}

// Wan's own generate.py fixes the sequence of an 832 × 480, 81-frame clip at 32,760 tokens (its max_seq_len):
// 21 latent frames × (480/16) × (832/16).
TEST(DiffusionTokens, WanClipMatchesWansSequenceLength)
{
    DiffusionJob job = jobFor("wan2.1-t2v-14b");
    job.setting.width = 832;
    job.setting.height = 480;
    job.setting.frames = 81;
    EXPECT_EQ(latentFrames(job.model, 81), 21);
    EXPECT_DOUBLE_EQ(denoiserTokens(job.model, job.setting).latent, 32760);
}

// Flux at 1024²: a 128 × 128 latent in 2 × 2 patches, 4,096 tokens, beside 512 T5 tokens.
TEST(DiffusionTokens, FluxImage)
{
    const DiffusionJob job = jobFor("flux.1-dev");
    const DenoiserTokens t = denoiserTokens(job.model, job.setting);
    EXPECT_DOUBLE_EQ(t.latent, 4096);
    EXPECT_DOUBLE_EQ(t.text, 512);
}

// A rank-16 LoRA on every linear of Flux's blocks in the diffusers layout, by hand (h = 3072):
// double block, per stream: to_q, to_k, to_v 3 × 2h, to_out 2h, ff 2 × 5h, norm1.linear 7h = 25h, two streams;
// single block: to_q, to_k, to_v 6h, proj_mlp 5h, proj_out 6h, norm.linear 4h = 21h.
// 16 × 3072 × (19 × 50 + 38 × 21) = 85,917,696.
TEST(DiffusionAdapters, FluxLoraCountByHand)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.rank = 16;
    EXPECT_DOUBLE_EQ(trainedParams(job.model, job.setting), 16.0 * 3072 * (19 * 50 + 38 * 21));
    job.setting.method = DiffusionMethod::Full;
    EXPECT_DOUBLE_EQ(trainedParams(job.model, job.setting), job.model.publishedParamsB * 1e9);
}

// HiDream names its text stream's projections to_q_t … to_out_t, which the trainers' attention targets (to_q, to_k,
// to_v, to_out) do not match: an attention adapter adapts the image stream's four projections in each of the 16
// double-stream and 32 single-stream blocks, every one 2,560 wide: 48 × 4 × r × (2,560 + 2,560).
TEST(DiffusionAdapters, HiDreamAttentionAdaptsTheImageStream)
{
    DiffusionJob job = jobFor("hidream-i1");
    job.setting.rank = 128;
    job.setting.targets = LoraTargets::Attention;
    EXPECT_DOUBLE_EQ(trainedParams(job.model, job.setting), 48.0 * 4 * 128 * (2560 + 2560));
    double linears = 0;
    for (const BlockGroup& g : job.model.blocks)
        linears += adaptedLinears(g, job.setting.targets);
    EXPECT_DOUBLE_EQ(linears, 48 * 4);
}

TEST(DiffusionMemory, EachSavingLowersThePeak)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.checkpointing = false;
    job.setting.textEncoders = HelperPlacement::Gpu;
    job.setting.vae = HelperPlacement::Gpu;
    double last = estimateDiffusionMemory(job).wholeDevice;
    const auto lower = [&](const char* what) {
        const double now = estimateDiffusionMemory(job).wholeDevice;
        EXPECT_LT(now, last) << what;
        last = now;
    };
    job.setting.textEncoders = HelperPlacement::Cached;
    lower("cached text encoders");
    job.setting.vae = HelperPlacement::Cached;
    lower("cached latents");
    job.setting.checkpointing = true;
    lower("checkpointing");
    job.setting.precision = DenoiserPrecision::FP8;
    lower("fp8 base");
    job.setting.blocksSwapped = 20;
    lower("swapped blocks");
    job.setting.precision = DenoiserPrecision::NF4;
    lower("nf4 base");
}

// Wan 2.1 1.3B's blocks (h = 1536, MLP 8960, 32,760 latent tokens of an 832 × 480 × 81 clip), by hand. An adapter
// on the attention projections leaves the MLP and the adaLN gate frozen: autograd keeps neither the MLP's input (h)
// nor its down projection's input (8960), nor the attention's and the MLP's results under the gate (2h), per token.
TEST(DiffusionMemory, FrozenLinearsSaveNoInput)
{
    DiffusionJob job = jobFor("wan2.1-t2v-1.3b");
    const DenoiserTokens t = denoiserTokens(job.model, job.setting);
    ASSERT_DOUBLE_EQ(t.latent, 32760);
    const BlockGroup& block = job.model.blocks.front();
    ASSERT_EQ(block.hidden, 1536);
    ASSERT_EQ(block.ffn, 8960);
    const double all = blockSavedElements(block, t, job.setting);
    job.setting.targets = LoraTargets::Attention;
    EXPECT_DOUBLE_EQ(all - blockSavedElements(block, t, job.setting), (1536.0 + 8960 + 2 * 1536) * 32760);
    job.setting.method = DiffusionMethod::Full; // every linear trains: everything saved
    EXPECT_DOUBLE_EQ(blockSavedElements(block, t, job.setting), all);
}

// PEFT's dropout hands each adapted linear's lora_A a dropped copy of its input (16-bit) and keeps the mask (a
// byte): 1.5 elements per input element. Wan's attention adapter reads, per latent token, q, k, v and the
// cross-attention's q (the norm's output, h each) and both outputs (h); per text token the cross-attention's k and v.
TEST(DiffusionMemory, LoraDropoutKeepsACopyAndItsMask)
{
    DiffusionJob job = jobFor("wan2.1-t2v-1.3b");
    job.setting.targets = LoraTargets::Attention;
    const DenoiserTokens t = denoiserTokens(job.model, job.setting);
    const BlockGroup& block = job.model.blocks.front();
    const double without = blockSavedElements(block, t, job.setting);
    job.setting.loraDropout = 0.1;
    EXPECT_DOUBLE_EQ(blockSavedElements(block, t, job.setting) - without,
                     1.5 * (6.0 * 1536 * 32760 + 2.0 * 1536 * t.text));
    // Without checkpointing every block keeps its copies; with it only the block being recomputed.
    job.setting.checkpointing = false;
    const double uncheckpointed = estimateDiffusionMemory(job).peakAllocated;
    job.setting.loraDropout = 0;
    EXPECT_GT(uncheckpointed - estimateDiffusionMemory(job).peakAllocated, 29 * 1.5 * 6.0 * 1536 * 32760 * 2);
}

// Wan upcasts the hidden state for its three norms (diffusers transformer_wan.py: FP32LayerNorm on
// hidden_states.float(), the modulation and the gated residual in FP32): each layer norm saves its FP32 input, 4 bytes
// where a 16-bit norm's takes 2, so h more 16-bit elements per norm and latent token (1536 × 3 × 32,760 per block),
// and its forward moves 20 bytes more per element: the upcast (2 + 4), the norm and the modulation at 4 bytes instead
// of 2 (2 + 2) and the cast back (4 + 2).
TEST(DiffusionMemory, Fp32NormsSaveTheirFp32Input)
{
    DiffusionJob job = jobFor("wan2.1-t2v-1.3b");
    const DenoiserTokens t = denoiserTokens(job.model, job.setting);
    BlockGroup block = job.model.blocks.front();
    ASSERT_EQ(block.fp32Norms, 3);
    const double saved = blockSavedElements(block, t, job.setting);
    const double traffic = groupElementBytes(block, t);
    block.fp32Norms = 0;
    EXPECT_DOUBLE_EQ(saved - blockSavedElements(block, t, job.setting), 3.0 * 1536 * 32760);
    EXPECT_DOUBLE_EQ(traffic - groupElementBytes(block, t), 30 * 3 * 20.0 * 1536 * 32760);
    // A denoiser that keeps its norms in 16 bits has none.
    EXPECT_EQ(jobFor("flux.1-dev").model.blocks.front().fp32Norms, 0);
}

// q and k as diffusers rotates and normalizes them, by hand. Wan 2.1 1.3B (a = kv = 1536, 32,760 latent and 512 text
// tokens): its RMSNorms read the self-attention's q and k and the cross-attention's q per latent token and its k per
// text token, 3 × 1536 × 32,760 + 1536 × 512 elements per block, each moving 34 bytes where a fused kernel moves 4
// and keeping an FP32 copy and its 16-bit input (2 elements more); its FP64 complex rotary moves 36 bytes per element
// of the self-attention's q and k (2 × 1536 × 32,760) where a fused one moves 4. Flux's cos/sin rotary in FP32 moves
// 52 per element of q and k over the joint sequence, 2 × 3072 × (4096 + 512) per double block.
TEST(DiffusionMemory, UpcastingQkNormsAndRotary)
{
    DiffusionJob wan = jobFor("wan2.1-t2v-1.3b");
    const DenoiserTokens t = denoiserTokens(wan.model, wan.setting);
    BlockGroup block = wan.model.blocks.front();
    ASSERT_TRUE(block.qkNormUpcast);
    ASSERT_EQ(block.rotary, BlockRotary::ComplexFp64);
    const double normed = 3.0 * 1536 * 32760 + 1536.0 * 512, rotated = 2.0 * 1536 * 32760;
    const double saved = blockSavedElements(block, t, wan.setting);
    const double traffic = groupElementBytes(block, t);
    block.qkNormUpcast = false;
    block.rotary = BlockRotary::None;
    EXPECT_DOUBLE_EQ(saved - blockSavedElements(block, t, wan.setting), 2 * normed);
    EXPECT_DOUBLE_EQ(traffic - groupElementBytes(block, t), 30 * (30 * normed + 32 * rotated));

    const DiffusionJob flux = jobFor("flux.1-dev");
    const DenoiserTokens ft = denoiserTokens(flux.model, flux.setting);
    BlockGroup dbl = flux.model.blocks.front();
    ASSERT_EQ(dbl.rotary, BlockRotary::RealFp32);
    const double withRotary = groupElementBytes(dbl, ft);
    dbl.rotary = BlockRotary::None;
    EXPECT_DOUBLE_EQ(withRotary - groupElementBytes(dbl, ft), 19 * 48 * 2.0 * 3072 * (4096 + 512));
    // CogVideoX normalizes q and k with a fused LayerNorm.
    EXPECT_FALSE(jobFor("cogvideox-5b").model.blocks.front().qkNormUpcast);
}

// kohya's and musubi-tuner's offloaders split a swap of n blocks of Flux into n / 2 double-stream and twice the rest in
// single-stream blocks (flux_models.py enable_block_swap), two of each kind staying on the card: at most 35 for
// FLUX.1, as sd-scripts' README says. 16 swaps 8 double and 16 single blocks; a stack of one kind swaps its last ones.
TEST(DiffusionMemory, BlockSwapSplitsDoubleAndSingleBlocks)
{
    DiffusionJob job = jobFor("flux.1-dev");
    EXPECT_EQ(maxSwappedBlocks(job.model), 35);
    job.setting.blocksSwapped = 16;
    const BlockGroup& dbl = job.model.blocks[0];
    const BlockGroup& single = job.model.blocks[1];
    ASSERT_EQ(dbl.kind, BlockKind::DoubleStream);
    ASSERT_EQ(single.kind, BlockKind::SingleStream);
    EXPECT_DOUBLE_EQ(estimateDiffusionMemory(job).swappedElements,
                     8 * groupWeights(dbl) / dbl.count + 16 * groupWeights(single) / single.count);
    DiffusionJob wan = jobFor("wan2.1-t2v-14b");
    EXPECT_EQ(maxSwappedBlocks(wan.model), 40 - 2);
    wan.setting.blocksSwapped = 10;
    EXPECT_DOUBLE_EQ(estimateDiffusionMemory(wan).swappedElements, 10 * groupWeights(wan.model.blocks[0]) / 40);
}

// The trained tensors' bytes per parameter as the optimizers keep them: FP32 adapters with torch AdamW 4 + 4 + 8;
// SimpleTuner's adamw_bf16 BF16 weights and gradients with BF16 exp_avg, exp_avg_sq and its shift buffer (2 + 2 +
// 6); torch-optimi's Lion with its Kahan buffer (2 + 2 + 4); bitsandbytes' Lion8bit one byte of state.
TEST(DiffusionMemory, TrainedStateAsTheOptimizersKeepIt)
{
    DiffusionSetting s;
    s.optimizer = DiffusionOptimizer::AdamW;
    EXPECT_EQ(trainedStateBytes(s).weights + trainedStateBytes(s).gradients + trainedStateBytes(s).optimizer, 16);
    s.bf16Adapters = true;
    EXPECT_EQ(trainedStateBytes(s).weights, 2);
    EXPECT_EQ(trainedStateBytes(s).gradients, 2);
    EXPECT_EQ(trainedStateBytes(s).optimizer, 6);
    s.optimizer = DiffusionOptimizer::Lion;
    EXPECT_EQ(trainedStateBytes(s).optimizer, 4);
    s.optimizer = DiffusionOptimizer::Lion8bit;
    EXPECT_EQ(trainedStateBytes(s).optimizer, 1);
    s.bf16Adapters = false;
    s.optimizer = DiffusionOptimizer::Lion;
    EXPECT_EQ(trainedStateBytes(s).optimizer, 4); // one FP32 momentum, no compensation
}

TEST(DiffusionMemory, GrowsWithResolutionFramesAndBatch)
{
    DiffusionJob job = jobFor("wan2.1-t2v-1.3b");
    const double base = estimateDiffusionMemory(job).peakAllocated;
    job.setting.frames = 121;
    EXPECT_GT(estimateDiffusionMemory(job).peakAllocated, base);
    job = jobFor("flux.1-dev");
    const double flux = estimateDiffusionMemory(job).peakAllocated;
    job.setting.batch = 4;
    EXPECT_GT(estimateDiffusionMemory(job).peakAllocated, flux);
    job.setting.batch = 1;
    job.setting.width = job.setting.height = 512;
    EXPECT_LT(estimateDiffusionMemory(job).peakAllocated, flux);
}

// The weights a BF16 Flux holds are 2 bytes × 11.9 B: on a 24 GB card nothing else would fit.
TEST(DiffusionMemory, FrozenWeightsAtTheirPrecision)
{
    DiffusionJob job = jobFor("flux.1-dev");
    const double params = job.model.publishedParamsB * 1e9;
    EXPECT_DOUBLE_EQ(estimateDiffusionMemory(job).bytesOf(DiffusionPart::DenoiserWeights), 2 * params);
    job.setting.precision = DenoiserPrecision::FP8;
    EXPECT_DOUBLE_EQ(estimateDiffusionMemory(job).bytesOf(DiffusionPart::DenoiserWeights), params);
}

// Issue 34's check: a Flux LoRA at 1024² with its text encoders on the card and no checkpointing does not fit a
// 24 GB card; the advisor finds the setting that does, taking the encoders off the card and checkpointing.
TEST(DiffusionAdvisor, FluxLoraOn24GB)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.textEncoders = HelperPlacement::Gpu;
    job.setting.vae = HelperPlacement::Gpu;
    job.setting.checkpointing = false;
    job.setting.optimizer = DiffusionOptimizer::AdamW;
    const Gpu& card = gpuNamed("RTX 4090");
    EXPECT_FALSE(judgeFit(estimateDiffusionMemory(job).wholeDevice, memoryBytes(card)).fits);
    const std::optional<DiffusionAdvice> advice = adviseDiffusion(job, card);
    ASSERT_TRUE(advice.has_value());
    const auto has = [&](DiffusionChange c) {
        return std::find(advice->changes.begin(), advice->changes.end(), c) != advice->changes.end();
    };
    EXPECT_TRUE(has(DiffusionChange::CacheTextEncoders));
    EXPECT_TRUE(has(DiffusionChange::Checkpointing));
    EXPECT_EQ(advice->setting.textEncoders, HelperPlacement::Cached);
    EXPECT_TRUE(advice->setting.checkpointing);
    EXPECT_TRUE(judgeFit(advice->memory.wholeDevice, memoryBytes(card)).fits);
    // The advice is the job's own setting where that already fits.
    job.setting = advice->setting;
    EXPECT_TRUE(adviseDiffusion(job, gpuNamed("H100 SXM")).has_value());
}

TEST(DiffusionTime, FasterCardsAndFewerTokensTakeLess)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.precision = DenoiserPrecision::FP8;
    const std::optional<DiffusionStepTime> h100 = diffusionStepTime(job, gpuNamed("H100 SXM"));
    const std::optional<DiffusionStepTime> a100 = diffusionStepTime(job, gpuNamed("A100 80GB SXM"));
    ASSERT_TRUE(h100 && a100);
    EXPECT_LT(h100->seconds, a100->seconds);
    job.setting.width = job.setting.height = 512;
    EXPECT_LT(diffusionStepTime(job, gpuNamed("H100 SXM"))->seconds, h100->seconds);
    // Recomputing the blocks costs about a forward more.
    job.setting.checkpointing = false;
    EXPECT_LT(diffusionStepTime(job, gpuNamed("H100 SXM"))->seconds,
              diffusionStepTime(jobFor("flux.1-dev"), gpuNamed("H100 SXM"))->seconds);
}

// SimpleTuner's adamw_bf16 steps its tensors one by one from Python, ~31 kernels each at ~6 µs: LTX-Video's
// attention LoRA adapts 28 blocks × 8 projections, 448 tensors: 448 × 31 × 6 µs = 83 ms, far above what its 8 M
// parameters' traffic takes. torch's foreach AdamW on FP32 adapters has no such loop.
TEST(DiffusionTime, Bf16AdamWStepsTensorByTensor)
{
    DiffusionJob job = jobFor("ltx-video-2b");
    job.setting.targets = LoraTargets::Attention;
    job.setting.optimizer = DiffusionOptimizer::AdamW;
    job.setting.bf16Adapters = true;
    const std::optional<DiffusionStepTime> looped = diffusionStepTime(job, gpuNamed("H100 SXM"));
    ASSERT_TRUE(looped.has_value());
    EXPECT_NEAR(looped->optimizer, 448 * 31 * 6e-6, 1e-4);
    job.setting.bf16Adapters = false;
    EXPECT_LT(diffusionStepTime(job, gpuNamed("H100 SXM"))->optimizer, 0.01);
}

// A host-bound step (SDXL's LoKr at 256², where the H100 finishes each kernel before Python issues the next):
// checkpointing adds the forward's kernels again, one checkpoint call per region (~350 µs each before
// pytorch/pytorch#174322) and four Python hooks (~13.5 µs) per tensor the regions save. diffusers checkpoints SDXL's 70
// transformer layers and 17 ResNets one by one. Saved tensors by hand: 70 layers × 35 kernels × 0.6, 17 ResNets × 12
// (two GroupNorms' 3, three SiLUs, two convolutions, the time embedding's linear), and LoKr on the 8 attention
// projections of each layer, 4 each: 1,470 + 204 + 2,240. The attention blocks around the layers run outside the
// checkpointed regions: the recompute does not repeat them.
TEST(DiffusionTime, CheckpointCallsCostTheHost)
{
    DiffusionJob job = jobFor("sdxl-base-1.0");
    job.setting.method = DiffusionMethod::LoKr;
    job.setting.targets = LoraTargets::Attention;
    job.setting.width = job.setting.height = 256;
    double forwardKernels = 0, regions = 0;
    for (const BlockGroup& g : job.model.blocks) {
        forwardKernels += groupForwardKernels(g, job.setting);
        regions += g.count;
    }
    ASSERT_EQ(regions, 70 + 17);
    const double saved = 70 * 35 * 0.6 + 17 * 12 + 70 * 8 * 4;
    const auto hostBound = [&](bool checkpointing) {
        job.setting.checkpointing = checkpointing;
        const std::optional<DiffusionStepTime> t = diffusionStepTime(job, gpuNamed("H100 SXM"));
        EXPECT_EQ(t->bottleneck, DiffusionBottleneck::Host);
        return t->linears + t->attention + t->memoryBound + t->host; // the host's issue time, GPU work hidden in it
    };
    const double added = hostBound(true) - hostBound(false);
    // The recompute repeats the Python forward: a kernel's share of the eager step, 2.5 × 20 µs, less its 1.5
    // backward kernels issued by autograd's engine at 4.5 µs each.
    const double pythonForwardPerKernel = 2.5 * 20e-6 - 1.5 * 4.5e-6;
    EXPECT_NEAR(added, forwardKernels * pythonForwardPerKernel + 87 * 350e-6 + saved * 13.5e-6, 0.03 * added);
}

// The attention blocks (diffusers' Transformer2DModel) around a UNet's transformer layers, 8 kernels each outside the
// checkpointed layers: SD 1.5 has one per layer, 16; SDXL stacks 2 layers in each of its 5 level-1 blocks and 10 in
// each of its 6 level-2 blocks (transformer_layers_per_block [1, 2, 10]), 11. A DiT has none.
TEST(DiffusionCount, UnetAttentionBlocksWrapTheirLayers)
{
    const auto wrappers = [](const char* model) {
        double kernels = 0;
        for (const BlockGroup& g : jobFor(model).model.blocks)
            kernels += groupUncheckpointedKernels(g);
        return kernels;
    };
    EXPECT_DOUBLE_EQ(wrappers("sd1.5"), 8.0 * 16);
    EXPECT_DOUBLE_EQ(wrappers("sdxl-base-1.0"), 8.0 * (5 + 6));
    EXPECT_DOUBLE_EQ(wrappers("flux.1-dev"), 0.0);
}

// Tensors a Flux single-stream block saves for backward, by autograd's derivative formulas over its ops: adaLN's
// product 1, the LayerNorm 3, the modulation 1, the MLP's linear and GELU 2, q/k/v 3, the q/k RMS norms 10, the
// rotary's products 4, the attention kernel 7, the output linear and the gate 2: 33. A LoRA on the attention's four
// projections adds 4 each (its input, A's weight, A's output, B's weight), 5 with dropout (its mask).
TEST(DiffusionTime, SavedTensorsByDerivativeFormulas)
{
    DiffusionJob job = jobFor("flux.1-dev");
    const BlockGroup& single = job.model.blocks.at(1);
    ASSERT_EQ(single.kind, BlockKind::SingleStream);
    job.setting.targets = LoraTargets::Attention;
    job.setting.loraDropout = 0;
    EXPECT_NEAR(groupSavedTensors(single, job.setting), (33 + 4 * 4) * single.count, 1e-9);
    job.setting.loraDropout = 0.1;
    EXPECT_NEAR(groupSavedTensors(single, job.setting), (33 + 4 * 5) * single.count, 1e-9);
}

// FLUX.1 Kontext runs FLUX.1-dev's transformer with the reference image's latents concatenated after the noisy ones
// (SimpleTuner's flux model.py: torch.cat([packed_noisy_latents, cond_seq], dim=1)): a 1024² sample is 2 × 4,096
// latent tokens, and the step is FLUX.1-dev's over a sequence as long, a 1024 × 2048 image, in memory and in time.
TEST(DiffusionCount, KontextReadsItsReferenceInTheSequence)
{
    DiffusionJob kontext = jobFor("black-forest-labs/FLUX.1-Kontext-dev");
    EXPECT_EQ(kontext.model.blocks, jobFor("flux.1-dev").model.blocks);
    const DenoiserTokens tokens = denoiserTokens(kontext.model, kontext.setting);
    EXPECT_DOUBLE_EQ(tokens.latent, 2 * 64.0 * 64.0);
    EXPECT_DOUBLE_EQ(tokens.reference, 64.0 * 64.0);
    DiffusionJob tall = jobFor("flux.1-dev");
    tall.setting.height = 2048;
    EXPECT_DOUBLE_EQ(estimateDiffusionMemory(kontext).peakAllocated, estimateDiffusionMemory(tall).peakAllocated);
    const Gpu& h100 = gpuNamed("H100 SXM");
    EXPECT_DOUBLE_EQ(diffusionStepTime(kontext, h100)->seconds, diffusionStepTime(tall, h100)->seconds);
    // Encoded on the card, the reference costs the VAE a second image.
    kontext.setting.vae = tall.setting.vae = HelperPlacement::Gpu;
    tall.setting.height = 1024;
    EXPECT_NEAR(diffusionStepTime(kontext, h100)->helpers, 2 * diffusionStepTime(tall, h100)->helpers, 1e-12);
}

// SD3.5 Medium's 24 two-stream blocks each have an image and a text attention, four projections of 1,536 → 1,536
// each: adapting the image stream's alone leaves 24 × 4 × (1,536 + 1,536) × rank of the adapter out.
TEST(DiffusionCount, ImageStreamAttentionLeavesTheTextProjections)
{
    DiffusionJob job = jobFor("sd3.5-medium");
    job.setting.rank = 16;
    job.setting.targets = LoraTargets::Attention;
    const double both = trainedParams(job.model, job.setting);
    job.setting.targets = LoraTargets::ImageAttention;
    EXPECT_NEAR(both - trainedParams(job.model, job.setting), 24.0 * 4 * (1536 + 1536) * 16, 1.0);
    // One stream only: Wan's blocks have nothing more to leave out.
    DiffusionJob wan = jobFor("wan2.1-t2v-1.3b");
    wan.setting.targets = LoraTargets::Attention;
    const double wanAll = trainedParams(wan.model, wan.setting);
    wan.setting.targets = LoraTargets::ImageAttention;
    EXPECT_DOUBLE_EQ(trainedParams(wan.model, wan.setting), wanAll);
}

// Lumina 2 and Z-Image norm the hidden state four times per block with diffusers' RMSNorm, op by op (upcast, square,
// mean, epsilon, rsqrt, scale, cast back, weight: 8 kernels). Two stand in for the fused pre-norms every transformer
// kind's counts hold; the two on the attention's and the MLP's outputs come on top. By hand against fused norms: 4 × 8
// − 2 = 30 more kernels; saved per hidden element, each FP32 copy the square reads (2 sixteen-bit elements) and the two
// post-norms' 16-bit inputs: 4 × 2 + 2 = 10; forward traffic 4 × 30 bytes (34 moved against a fused norm's 4) + 2 × 4.
TEST(DiffusionCount, EagerRmsNormsOnTheHiddenState)
{
    const DiffusionJob job = jobFor("z-image-turbo");
    const DenoiserTokens tokens = denoiserTokens(job.model, job.setting);
    for (const BlockGroup& g : job.model.blocks) {
        ASSERT_EQ(g.eagerRmsNorms, 4);
        BlockGroup fused = g;
        fused.eagerRmsNorms = 0;
        EXPECT_NEAR(groupForwardKernels(g, job.setting) - groupForwardKernels(fused, job.setting), 30.0 * g.count,
                    1e-9);
        const double hiddenElements = blockInputElements(g, tokens);
        EXPECT_NEAR(blockSavedElements(g, tokens, job.setting) - blockSavedElements(fused, tokens, job.setting),
                    10 * hiddenElements, 1e-6 * hiddenElements);
        EXPECT_NEAR(groupElementBytes(g, tokens) - groupElementBytes(fused, tokens),
                    (4 * 30 + 2 * 4) * hiddenElements * g.count, 1e-6 * hiddenElements);
    }
    EXPECT_EQ(jobFor("lumina-image-2.0").model.blocks.front().eagerRmsNorms, 4);
    EXPECT_EQ(jobFor("flux.1-dev").model.blocks.front().eagerRmsNorms, 0);
}

// FlashAttention-3 is built for Hopper. Its kernel runs forward and backward at 566 TFLOP/s on an H100 SXM at 4K
// tokens without a mask (Shah et al. 2024's speed figures), shorter than SDPA there; an A100 or an L40S runs SDPA
// whatever the setting says.
TEST(DiffusionTime, FlashAttention3OnHopperOnly)
{
    const std::optional<DeviceRates> hopper = deviceRates(gpuNamed("H100 SXM"), Compute::BF16);
    ASSERT_TRUE(hopper.has_value());
    EXPECT_NEAR(hopper->flash3AttentionFlops * bidirectionalAttentionFactor(4096), 566e12, 0.01 * 566e12);
    EXPECT_EQ(deviceRates(gpuNamed("L40S"), Compute::BF16)->flash3AttentionFlops, 0.0);

    DiffusionJob job = jobFor("wan2.1-t2v-14b");
    job.setting.width = 832;
    job.setting.height = 480;
    job.setting.frames = 81;
    const auto attention = [&](std::string_view card) { return diffusionStepTime(job, gpuNamed(card))->attention; };
    const double h100 = attention("H100 SXM"), a100 = attention("A100 80GB SXM"), l40s = attention("L40S");
    job.setting.attention = DiffusionAttention::FlashAttention3;
    EXPECT_LT(attention("H100 SXM"), h100);
    EXPECT_DOUBLE_EQ(attention("A100 80GB SXM"), a100);
    EXPECT_DOUBLE_EQ(attention("L40S"), l40s);
}

// A denoiser's attention has no mask. FlashAttention-3 on an H100 at head dim 128 (Shah et al. 2024, its speed figures,
// no mask, forward and backward weighted 1 : 2.5): 348 TFLOP/s at 512 tokens, 566 at 4K, 583 at 16K; its forward at 4K
// runs 638 unmasked against 579 causal, the rate DeviceRates::attentionFlops stands for.
TEST(DiffusionTime, UnmaskedAttentionSaturatesEarly)
{
    EXPECT_NEAR(bidirectionalAttentionFactor(4096), 638.0 / 579.0, 1e-9);
    const auto relative = [](double keys) {
        return bidirectionalAttentionFactor(keys) / bidirectionalAttentionFactor(4096);
    };
    EXPECT_NEAR(relative(512), 348.0 / 566.0, 0.05 * 348.0 / 566.0);
    EXPECT_NEAR(relative(16384), 583.0 / 566.0, 0.05 * 583.0 / 566.0);
    // Past 16K the rate barely moves: Wan's 32K-token clips do not run faster per FLOP than 16K.
    EXPECT_LT(relative(32768) / relative(16384), 1.02);
    EXPECT_GE(relative(32768), relative(16384));
}

// HiDream routes its MoE in a Python loop in training mode (diffusers MOEFeedForwardSwiGLU.forward): per block the
// gate, its auxiliary loss, the repeat, the combine and the shared expert (22 kernels), and per routed expert two
// compares, two boolean-mask nonzeros (a count and a selection each), a gather, an index_put and its SwiGLU's 5 (13).
// A dense block of the same kind issues neither.
TEST(DiffusionTime, EagerMoeRoutingIssuesKernels)
{
    DiffusionJob job = jobFor("hidream-i1");
    job.setting.targets = LoraTargets::Attention; // the experts' linears carry no adapter
    for (const BlockGroup& g : job.model.blocks) {
        ASSERT_EQ(g.experts, 4);
        BlockGroup dense = g;
        dense.experts = 0;
        dense.activeExperts = 0;
        dense.sharedExperts = 0;
        dense.sharedExpertFfn = 0;
        EXPECT_NEAR(groupForwardKernels(g, job.setting) - groupForwardKernels(dense, job.setting),
                    (22 + 4 * 13) * g.count, 1e-9);
    }
}

// LyCORIS LoKr (bypass off, its default on a 16-bit base) runs each adapted linear with its frozen weight plus the
// Kronecker product: a merged weight per linear that the linear saves for backward, and whose gradient is a full
// weight-gradient GEMM. SDXL's attention projections by hand: 10 layers at width 640 (self 4 × 640², cross q and out
// 2 × 640², k and v 2 × 2,048 × 640) and 60 at 1,280: 955,187,200 weights, 1.91 GB in BF16 saved without
// checkpointing; their gradients 2 × weights × tokens, 4,096 tokens at 640 and 1,024 at 1,280 for 1024². A quantized
// base runs LoKr bypassed: none of it.
TEST(DiffusionMemory, LokrSavesItsMergedWeights)
{
    DiffusionJob job = jobFor("sdxl-base-1.0");
    job.setting.method = DiffusionMethod::LoKr;
    job.setting.targets = LoraTargets::Attention;
    job.setting.checkpointing = false;
    const double weights640 = 10.0 * (4 * 640.0 * 640 + 2 * 640.0 * 640 + 2 * 2048.0 * 640);
    const double weights1280 = 60.0 * (4 * 1280.0 * 1280 + 2 * 1280.0 * 1280 + 2 * 2048.0 * 1280);
    ASSERT_DOUBLE_EQ(weights640 + weights1280, 955187200.0);
    const auto activations = [&](DenoiserPrecision p) {
        job.setting.precision = p;
        return estimateDiffusionMemory(job).bytesOf(DiffusionPart::Activations);
    };
    EXPECT_NEAR(activations(DenoiserPrecision::BF16) - activations(DenoiserPrecision::FP8), 955187200.0 * 2, 1e3);
    const Gpu& card = gpuNamed("H100 SXM");
    const std::optional<DeviceRates> rates = deviceRates(card, Compute::BF16);
    ASSERT_TRUE(rates.has_value());
    const auto linears = [&](DenoiserPrecision p) {
        job.setting.precision = p;
        return diffusionStepTime(job, card)->linears;
    };
    EXPECT_NEAR(linears(DenoiserPrecision::BF16) - linears(DenoiserPrecision::FP8),
                2 * (weights640 * 4096 + weights1280 * 1024) / rates->gemmFlops, 1e-9);
}

// LoRA's own GEMMs are thin (rank 16 against a 3,072-wide linear: 16 FLOPs per byte) and run at the card's
// bandwidth: forward lora_A reads the input and lora_B writes the output (4 bytes per element), again under
// recompute, and backward reads the output's gradient twice, the input once and writes the input's gradient (8).
// LoKr runs no such GEMM, and on an FP8 base merges no weight (mergedAdapterWeights); its other passes are the same.
TEST(DiffusionTime, LoraGemmsRunAtBandwidth)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.targets = LoraTargets::Attention;
    job.setting.precision = DenoiserPrecision::FP8;
    job.setting.width = job.setting.height = 512;
    const Gpu& card = gpuNamed("L40S");
    const std::optional<DeviceRates> rates = deviceRates(card, Compute::BF16);
    ASSERT_TRUE(rates.has_value());
    const DenoiserTokens tokens = denoiserTokens(job.model, job.setting);
    double inputs = 0;
    for (const BlockGroup& g : job.model.blocks)
        inputs += adaptedInputElements(g, tokens, job.setting.targets);
    const double lora = diffusionStepTime(job, card)->memoryBound;
    job.setting.method = DiffusionMethod::LoKr;
    const double lokr = diffusionStepTime(job, card)->memoryBound;
    EXPECT_NEAR(lora - lokr, inputs * (4 * 2 + 8) / rates->bandwidth, 1e-6 * lora);
}

// PEFT's adapter passes are element-wise traffic: dropout adds to it, BF16 adapters skip the FP32 casts.
TEST(DiffusionTime, AdapterPassesCostBandwidth)
{
    DiffusionJob job = jobFor("flux.1-dev");
    const Gpu& card = gpuNamed("L40S");
    const double fp32 = diffusionStepTime(job, card)->memoryBound;
    job.setting.bf16Adapters = true;
    const double bf16 = diffusionStepTime(job, card)->memoryBound;
    EXPECT_LT(bf16, fp32);
    job.setting.loraDropout = 0.1;
    EXPECT_GT(diffusionStepTime(job, card)->memoryBound, bf16);
    job.setting.method = DiffusionMethod::Full; // no adapter, no adapter passes
    EXPECT_LT(diffusionStepTime(job, card)->memoryBound, bf16);
}

// Attention's quadratic term: a long video's step is bound by attention, a small image's is not.
TEST(DiffusionTime, LongVideoIsAttentionBound)
{
    DiffusionJob job = jobFor("wan2.1-t2v-14b");
    job.setting.width = 1280;
    job.setting.height = 720;
    job.setting.frames = 81;
    EXPECT_EQ(diffusionStepTime(job, gpuNamed("H100 SXM"))->bottleneck, DiffusionBottleneck::Attention);
    DiffusionJob image = jobFor("flux.1-dev");
    image.setting.width = image.setting.height = 512;
    EXPECT_NE(diffusionStepTime(image, gpuNamed("H100 SXM"))->bottleneck, DiffusionBottleneck::Attention);
}

TEST(DiffusionJobChecks, RefusesWhatTrainersRefuse)
{
    DiffusionJob job = jobFor("wan2.1-t2v-1.3b");
    EXPECT_FALSE(checkDiffusionJob(job).has_value());
    job.setting.frames = 80; // Wan's VAE encodes 1 + 4n frames
    ASSERT_TRUE(checkDiffusionJob(job).has_value());
    EXPECT_EQ(checkDiffusionJob(job)->field, "--frames");
    job = jobFor("flux.1-dev");
    job.setting.method = DiffusionMethod::Full;
    job.setting.precision = DenoiserPrecision::NF4;
    EXPECT_EQ(checkDiffusionJob(job)->code, ErrorCode::Inconsistent);
    job.setting.precision = DenoiserPrecision::BF16;
    job.setting.blocksSwapped = 1000;
    EXPECT_EQ(checkDiffusionJob(job)->field, "--swap-blocks");
    job.setting.blocksSwapped = 0;
    job.setting.loraDropout = 1.0; // torch's dropout at 1 drops everything
    EXPECT_EQ(checkDiffusionJob(job)->field, "--lora-dropout");
    job.setting.loraDropout = 0;
    // sd-scripts' fused step: a fine-tune's, with Adafactor, without accumulation (train_util.py asserts both).
    job.setting.fusedBackward = true;
    job.setting.optimizer = DiffusionOptimizer::Adafactor;
    EXPECT_FALSE(checkDiffusionJob(job).has_value());
    for (auto breakIt : std::initializer_list<void (*)(DiffusionSetting&)>{
             [](DiffusionSetting& s) { s.optimizer = DiffusionOptimizer::AdamW; },
             [](DiffusionSetting& s) { s.gradAccumulation = 2; },
             [](DiffusionSetting& s) { s.method = DiffusionMethod::LoRA; }}) {
        DiffusionJob broken = job;
        breakIt(broken.setting);
        ASSERT_TRUE(checkDiffusionJob(broken).has_value());
        EXPECT_EQ(checkDiffusionJob(broken)->field, "--fused-backward");
    }
}

// kohya's fused step frees each gradient as its weight is updated: a full Flux fine-tune (12 B weights in BF16) no
// longer holds 24 GB of gradients; the peak keeps the activations alive instead.
TEST(DiffusionMemory, FusedBackwardHoldsNoFullGradients)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.method = DiffusionMethod::Full;
    job.setting.optimizer = DiffusionOptimizer::Adafactor;
    const DiffusionMemory separate = estimateDiffusionMemory(job);
    job.setting.fusedBackward = true;
    const DiffusionMemory fused = estimateDiffusionMemory(job);
    EXPECT_NEAR(separate.bytesOf(DiffusionPart::Gradients), 12e9 * 2, 0.01 * 12e9 * 2);
    EXPECT_EQ(fused.peakMoment, DiffusionMoment::Backward);
    EXPECT_LT(fused.bytesOf(DiffusionPart::Gradients), 1e9); // one block's at most
    const double freed = 12e9 * 2 - fused.bytesOf(DiffusionPart::Activations);
    EXPECT_NEAR(separate.peakAllocated - fused.peakAllocated, freed, 0.03 * freed);
}

// The advice is a setting the job can take. A full Flux fine-tune at batch 8 fits a 24 GB card only at batch 1 with
// accumulation, which kohya's fused step refuses: with the fused step there is no advice; without it, that is the
// advice.
TEST(DiffusionAdvisor, NeverAdvisesWhatTheJobRefuses)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.method = DiffusionMethod::Full;
    job.setting.precision = DenoiserPrecision::BF16;
    job.setting.optimizer = DiffusionOptimizer::Adafactor;
    job.setting.batch = 8;
    const Gpu& card = gpuNamed("RTX 4090");
    const std::optional<DiffusionAdvice> separate = adviseDiffusion(job, card);
    ASSERT_TRUE(separate.has_value());
    EXPECT_EQ(std::count(separate->changes.begin(), separate->changes.end(), DiffusionChange::BatchOne), 1);
    // The fused step refuses accumulation, so batch 1 is never advised for it; keeping the checkpointed activations
    // in CPU RAM is, at batch 8, and the advised setting passes the job's own check.
    job.setting.fusedBackward = true;
    const std::optional<DiffusionAdvice> fused = adviseDiffusion(job, card);
    ASSERT_TRUE(fused.has_value());
    EXPECT_EQ(std::count(fused->changes.begin(), fused->changes.end(), DiffusionChange::BatchOne), 0);
    EXPECT_TRUE(fused->setting.activationOffload);
    EXPECT_EQ(fused->setting.batch, 8);
    DiffusionJob advised = job;
    advised.setting = fused->setting;
    EXPECT_FALSE(checkDiffusionJob(advised).has_value());
}

// sd-scripts' README trains a full FLUX.1 fine-tune in BF16 at 1024² on a 24 GB card with --fused_backward_pass
// (Adafactor) and 8 blocks swapped. Asked for the same job with AdamW, the advisor takes the fused step after 8-bit
// AdamW, drops that (the fused step runs Adafactor) and swaps no more blocks than sd-scripts does; the advised setting
// passes the job's own check.
TEST(DiffusionAdvisor, FusedBackwardForAFullFineTuneOn24GB)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.setting.method = DiffusionMethod::Full;
    job.setting.precision = DenoiserPrecision::BF16;
    job.setting.optimizer = DiffusionOptimizer::AdamW;
    const Gpu& card = gpuNamed("RTX 4090");
    const std::optional<DiffusionAdvice> advice = adviseDiffusion(job, card);
    ASSERT_TRUE(advice.has_value());
    const auto has = [&](DiffusionChange c) {
        return std::find(advice->changes.begin(), advice->changes.end(), c) != advice->changes.end();
    };
    EXPECT_TRUE(has(DiffusionChange::FusedBackward));
    EXPECT_FALSE(has(DiffusionChange::Optimizer8bit));
    EXPECT_EQ(advice->setting.optimizer, DiffusionOptimizer::Adafactor);
    EXPECT_TRUE(advice->setting.fusedBackward);
    EXPECT_LE(advice->setting.blocksSwapped, 8);
    EXPECT_EQ(has(DiffusionChange::SwapBlocks), advice->setting.blocksSwapped > 0);
    EXPECT_TRUE(judgeFit(advice->memory.wholeDevice, memoryBytes(card)).fits);
    DiffusionJob advised = job;
    advised.setting = advice->setting;
    EXPECT_FALSE(checkDiffusionJob(advised).has_value());
    // An adapter never takes it.
    job.setting.method = DiffusionMethod::LoRA;
    const std::optional<DiffusionAdvice> lora = adviseDiffusion(job, card);
    ASSERT_TRUE(lora.has_value());
    EXPECT_FALSE(lora->setting.fusedBackward);
}

TEST(DiffusionPlan, RanksFittingOffersByCost)
{
    DiffusionJob job = jobFor("flux.1-dev");
    job.steps = 2000;
    DiffusionRequest request;
    request.selectedGpu = "RTX 4090";
    const DiffusionEvaluation e = evaluateDiffusion(job, bundledCatalog(), request);
    ASSERT_TRUE(e.selected.has_value());
    EXPECT_EQ(e.fitOverview.size(), bundledCatalog().gpus.size());
    ASSERT_FALSE(e.plan.empty());
    ASSERT_TRUE(e.plan.front().fits);
    for (size_t i = 1; i < e.plan.size() && e.plan[i].fits && e.plan[i].priced; ++i)
        EXPECT_LE(e.plan[i - 1].costUsd, e.plan[i].costUsd);
    // Hours follow the work: steps × samples per step at the option's step time.
    const DiffusionOption& best = e.plan.front();
    EXPECT_NEAR(best.hours, 2000.0 / best.gpus * best.stepSeconds / 3600.0, 1e-9);
}

} // namespace
} // namespace tunefit

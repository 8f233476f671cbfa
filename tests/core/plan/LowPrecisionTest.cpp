// SPDX-License-Identifier: GPL-3.0-or-later
// FP8 and FP4 training recipes (issue 32): which cards run them and why the others do not, hand-worked memory of what
// Transformer Engine saves and caches, the properties of their time, the planner's refusal and the job file.
#include "BundledCards.h"
#include "TestModels.h"
#include "core/catalog/BundledCatalog.h"
#include "core/memory/MemoryEstimator.h"
#include "core/plan/Planner.h"
#include "core/plan/RecipeSupport.h"
#include "core/plan/Throughput.h"
#include "core/report/JobFile.h"

#include <gtest/gtest.h>

#include <string>

using namespace tunefit;

namespace {

constexpr auto card = &test::bundledCard;

using test::llama31_8b;
using test::tiny; // tests/TestModels.h: linear parameters per block 4·64·64 + 3·64·128 = 40,960, 81,920 in all

TrainingSetup fullBf16(int seqLen)
{
    TrainingSetup t;
    t.method = Method::Full;
    t.compute = Compute::BF16;
    t.weightDType = DType::BF16;
    t.checkpointing = Checkpointing::None;
    t.microBatch = 1;
    t.seqLen = seqLen;
    return t;
}

double component(const MemoryBreakdown& b, MemoryComponent which)
{
    for (const ComponentMemory& c : b.components)
        if (c.component == which)
            return c.bytes;
    return 0;
}

ThroughputEstimate timeOn(const ModelSpec& m, const TrainingSetup& t, const Gpu& gpu, int gpus = 8)
{
    Parallelism p;
    p.gpus = gpus;
    p.sharding = Sharding::FsdpFull;
    return estimateThroughput(ThroughputInput{m, t, p, gpu});
}

} // namespace

// FP8 needs FP8 tensor cores, MXFP8 and NVFP4 the block-scaled ones that came with FP4 (Blackwell, CDNA 4), and the
// libraries run on CUDA and ROCm only, NVFP4 and torchao's MX kernels on NVIDIA only.
TEST(LowPrecision, WhichCardsRunWhichRecipe)
{
    using R = LowPrecisionRecipe;
    EXPECT_EQ(recipeSupport(card("A100 80GB SXM"), R::TeFp8Delayed), RecipeSupport::NoFp8TensorCores);
    EXPECT_EQ(recipeSupport(card("H100 SXM"), R::TeFp8Delayed), RecipeSupport::Runs);
    EXPECT_EQ(recipeSupport(card("RTX 4090"), R::TorchaoFp8Rowwise), RecipeSupport::Runs);
    EXPECT_EQ(recipeSupport(card("H100 SXM"), R::TeMxfp8), RecipeSupport::NoMicroscalingTensorCores);
    EXPECT_EQ(recipeSupport(card("H200 SXM"), R::TeNvfp4), RecipeSupport::NoMicroscalingTensorCores);
    EXPECT_EQ(recipeSupport(card("B200"), R::TeMxfp8), RecipeSupport::Runs);
    EXPECT_EQ(recipeSupport(card("B200"), R::TeNvfp4), RecipeSupport::Runs);
    EXPECT_EQ(recipeSupport(card("MI300X"), R::TeFp8Current), RecipeSupport::Runs);
    EXPECT_EQ(recipeSupport(card("MI355X"), R::TeNvfp4), RecipeSupport::NotOnVendor);
    EXPECT_EQ(recipeSupport(card("MI355X"), R::TorchaoMxfp8), RecipeSupport::NotOnVendor);
    EXPECT_EQ(recipeSupport(card("Gaudi 3"), R::TorchaoFp8Tensorwise), RecipeSupport::NotOnVendor);
    for (const Gpu& gpu : bundledCatalog().gpus)
        EXPECT_EQ(recipeSupport(gpu, R::None), RecipeSupport::Runs) << gpu.name;
}

// Transformer Engine saves each linear's input in FP8 (1 byte, not 2) and keeps a row-wise and a column-wise FP8 copy
// of every linear weight to backward. Per token of a block: the two norm outputs (2 × 64), the o_proj input (64) and
// the down_proj input (128) = 320 elements, one byte saved each: 2 blocks × 512 tokens × 320 = 327,680 bytes fewer
// activations; 81,920 linear weights × 2 bytes = 163,840 bytes more buffers.
TEST(LowPrecision, TransformerEngineSavesFp8InputsAndKeepsWeightCopies)
{
    const TrainingSetup plain = fullBf16(512);
    TrainingSetup te = plain;
    te.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Delayed;
    const auto a = estimateMemory(tiny(), plain, {});
    const auto b = estimateMemory(tiny(), te, {});
    ASSERT_TRUE(a && b);
    EXPECT_NEAR(component(*a, MemoryComponent::Activations) - component(*b, MemoryComponent::Activations), 327'680, 1);
    EXPECT_NEAR(component(*b, MemoryComponent::Buffers) - component(*a, MemoryComponent::Buffers), 163'840, 1);
}

// A block kept in 16-bit stays out of the recipe: with one of tiny()'s two blocks kept, Transformer Engine saves the
// FP8 inputs and caches the weight copies of one block, half the whole-stack figures above: 163,840 bytes fewer
// activations and 81,920 bytes more buffers than 16 bits.
TEST(LowPrecision, SixteenBitBlocksStayOutOfTheRecipe)
{
    const TrainingSetup plain = fullBf16(512);
    TrainingSetup te = plain;
    te.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Delayed;
    te.lowPrecision.sixteenBitBlocksAtEnd = 1;
    const auto a = estimateMemory(tiny(), plain, {});
    const auto b = estimateMemory(tiny(), te, {});
    ASSERT_TRUE(a && b);
    EXPECT_NEAR(component(*a, MemoryComponent::Activations) - component(*b, MemoryComponent::Activations), 163'840, 1);
    EXPECT_NEAR(component(*b, MemoryComponent::Buffers) - component(*a, MemoryComponent::Buffers), 81'920, 1);
}

// At least one block runs the recipe; the field that leaves none is named.
TEST(LowPrecision, SomeBlockRunsTheRecipe)
{
    TrainingSetup t = fullBf16(512);
    t.lowPrecision.recipe = LowPrecisionRecipe::TeNvfp4;
    t.lowPrecision.sixteenBitBlocksAtStart = 1;
    t.lowPrecision.sixteenBitBlocksAtEnd = 1; // tiny() has two blocks
    const auto both = estimateMemory(tiny(), t, {});
    ASSERT_FALSE(both);
    EXPECT_EQ(both.error().field, "sixteen_bit_blocks_at_end");
    t.lowPrecision.sixteenBitBlocksAtEnd = -1;
    EXPECT_FALSE(estimateMemory(tiny(), t, {}));
    t.lowPrecision.sixteenBitBlocksAtEnd = 0;
    EXPECT_TRUE(estimateMemory(tiny(), t, {}));
}

// torchao saves the 16-bit input and weight and casts them again in backward: the memory of BF16 to the byte.
TEST(LowPrecision, TorchaoKeepsTheMemoryOfSixteenBits)
{
    const TrainingSetup plain = fullBf16(512);
    for (LowPrecisionRecipe r : {LowPrecisionRecipe::TorchaoFp8Tensorwise, LowPrecisionRecipe::TorchaoFp8Rowwise}) {
        TrainingSetup ao = plain;
        ao.lowPrecision.recipe = r;
        const auto a = estimateMemory(tiny(), plain, {});
        const auto b = estimateMemory(tiny(), ao, {});
        ASSERT_TRUE(a && b);
        EXPECT_DOUBLE_EQ(a->peakReserved, b->peakReserved);
    }
}

// FSDP's float8 all-gather (torchao enable_fsdp_float8_all_gather) gathers the block weights in one byte: the
// gathered units shrink, the sharded state does not.
TEST(LowPrecision, Float8AllGatherShrinksTheGatheredUnits)
{
    TrainingSetup t = fullBf16(512);
    t.lowPrecision.recipe = LowPrecisionRecipe::TorchaoFp8Tensorwise;
    Parallelism p;
    p.gpus = 4;
    p.sharding = Sharding::FsdpFull;
    TrainingSetup gathered = t;
    gathered.lowPrecision.paramGather = true;
    const auto a = estimateMemory(tiny(), t, p);
    const auto b = estimateMemory(tiny(), gathered, p);
    ASSERT_TRUE(a && b);
    EXPECT_LT(component(*b, MemoryComponent::Buffers), component(*a, MemoryComponent::Buffers));
    EXPECT_DOUBLE_EQ(component(*b, MemoryComponent::OptimizerState), component(*a, MemoryComponent::OptimizerState));
}

// FP8 linears run faster than BF16 ones on an H100 but less than twice as fast: attention, the LM head and the
// element-wise work stay 16-bit, and the casts add memory traffic.
TEST(LowPrecision, Fp8IsFasterButNotTwiceAsFast)
{
    const ModelSpec m = llama31_8b();
    TrainingSetup bf16 = fullBf16(8192);
    bf16.compute = Compute::AmpBF16;
    bf16.weightDType = DType::FP32;
    bf16.checkpointing = Checkpointing::Full;
    TrainingSetup fp8 = bf16;
    fp8.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Current;
    const ThroughputEstimate a = timeOn(m, bf16, card("H100 SXM"));
    const ThroughputEstimate b = timeOn(m, fp8, card("H100 SXM"));
    ASSERT_TRUE(a.valid && b.valid);
    EXPECT_EQ(b.precisionUsed, MatmulPrecision::FP8);
    EXPECT_GT(b.tokensPerSecondPerGpu, 1.05 * a.tokensPerSecondPerGpu);
    EXPECT_LT(b.tokensPerSecondPerGpu, 2.0 * a.tokensPerSecondPerGpu);
}

// The LM head stays 16-bit in every recipe: the larger its share of the FLOPs, the less FP8 gains.
TEST(LowPrecision, TheHeadStaysSixteenBit)
{
    ModelSpec small = llama31_8b();
    small.vocab = 32'000;
    ModelSpec large = small;
    large.vocab = 512'000;
    TrainingSetup bf16 = fullBf16(4096);
    TrainingSetup fp8 = bf16;
    fp8.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Delayed;
    const Gpu& h100 = card("H100 SXM");
    const double gainSmall =
        timeOn(small, fp8, h100).tokensPerSecondPerGpu / timeOn(small, bf16, h100).tokensPerSecondPerGpu;
    const double gainLarge =
        timeOn(large, fp8, h100).tokensPerSecondPerGpu / timeOn(large, bf16, h100).tokensPerSecondPerGpu;
    EXPECT_GT(gainSmall, gainLarge);
}

// NVFP4 runs the linears at the FP4 rate (B200: 9 PF dense against 4.5 PF FP8), so faster than MXFP8, and a card
// without block-scaled tensor cores gets no time at all rather than a 16-bit one.
TEST(LowPrecision, Nvfp4OnBlackwellOnly)
{
    const ModelSpec m = llama31_8b();
    TrainingSetup mx = fullBf16(8192);
    mx.lowPrecision.recipe = LowPrecisionRecipe::TeMxfp8;
    TrainingSetup fp4 = mx;
    fp4.lowPrecision.recipe = LowPrecisionRecipe::TeNvfp4;
    const ThroughputEstimate a = timeOn(m, mx, card("B200"));
    const ThroughputEstimate b = timeOn(m, fp4, card("B200"));
    ASSERT_TRUE(a.valid && b.valid);
    EXPECT_EQ(b.precisionUsed, MatmulPrecision::FP4);
    EXPECT_GT(b.tokensPerSecondPerGpu, a.tokensPerSecondPerGpu);
    EXPECT_FALSE(timeOn(m, fp4, card("H100 SXM")).valid);
    EXPECT_FALSE(timeOn(m, mx, card("A100 80GB SXM")).valid);
}

// MXFP8 runs at the FP8 rate but quantizes each operand along both axes (its 32-element scales run along one): on
// the same card it is slower than per-tensor FP8, by less than the casts' share of the step. Measured pairs agree in
// direction: Megatron-Bridge's Llama-3-70B on GB200 ran 3,593 tokens/s per GPU in MXFP8 and 3,864 in FP8 (TP199,
// TP198 in tests/data/throughput-cases.csv).
TEST(LowPrecision, MxScalesQuantizeEachAxis)
{
    const ModelSpec m = llama31_8b();
    TrainingSetup fp8 = fullBf16(8192);
    fp8.lowPrecision.recipe = LowPrecisionRecipe::TeFp8Current;
    TrainingSetup mx = fp8;
    mx.lowPrecision.recipe = LowPrecisionRecipe::TeMxfp8;
    const double perTensor = timeOn(m, fp8, card("B200")).tokensPerSecondPerGpu;
    const double blocks = timeOn(m, mx, card("B200")).tokensPerSecondPerGpu;
    EXPECT_LT(blocks, perTensor);
    EXPECT_GT(blocks, 0.8 * perTensor);
}

// torchao's rowwise scales run along each GEMM's reduction axis, so the weight-gradient GEMM re-casts its operands
// along the other one: rowwise is slower than tensorwise on the same card, as torchtitan measured (Llama-3-8B on 8
// H100s, commit 7a04053: 6,424 tokens/s per GPU rowwise, 7,186 tensorwise with float8 all-gather, 5,760 BF16), and
// still faster than BF16.
TEST(LowPrecision, RowwiseScalesQuantizeEachAxis)
{
    const ModelSpec m = llama31_8b();
    TrainingSetup bf16 = fullBf16(8192);
    TrainingSetup tensorwise = bf16;
    tensorwise.lowPrecision.recipe = LowPrecisionRecipe::TorchaoFp8Tensorwise;
    TrainingSetup rowwise = bf16;
    rowwise.lowPrecision.recipe = LowPrecisionRecipe::TorchaoFp8Rowwise;
    const Gpu& h100 = card("H100 SXM");
    const double perTensor = timeOn(m, tensorwise, h100).tokensPerSecondPerGpu;
    const double perRow = timeOn(m, rowwise, h100).tokensPerSecondPerGpu;
    EXPECT_LT(perRow, perTensor);
    EXPECT_GT(perRow, timeOn(m, bf16, h100).tokensPerSecondPerGpu);
}

// The blocks NVIDIA's NVFP4 recipe keeps in BF16 run at the 16-bit rate: on a B200 each kept block makes the step
// slower, and with every block but one kept the job is still faster than BF16 only by that one block's share.
TEST(LowPrecision, SixteenBitBlocksRunAtTheSixteenBitRate)
{
    const ModelSpec m = llama31_8b(); // 32 blocks
    TrainingSetup bf16 = fullBf16(8192);
    TrainingSetup fp4 = bf16;
    fp4.lowPrecision.recipe = LowPrecisionRecipe::TeNvfp4;
    const Gpu& b200 = card("B200");
    double previous = timeOn(m, fp4, b200).tokensPerSecondPerGpu;
    for (int kept : {4, 8, 16}) {
        fp4.lowPrecision.sixteenBitBlocksAtEnd = kept;
        const double now = timeOn(m, fp4, b200).tokensPerSecondPerGpu;
        EXPECT_LT(now, previous) << kept;
        previous = now;
    }
    fp4.lowPrecision.sixteenBitBlocksAtStart = 15;
    const double oneBlock = timeOn(m, fp4, b200).tokensPerSecondPerGpu;
    const double sixteenBit = timeOn(m, bf16, b200).tokensPerSecondPerGpu;
    EXPECT_GT(oneBlock, sixteenBit);
    EXPECT_LT(oneBlock, 1.1 * sixteenBit);
}

// torchtitan's float8 tensor parallelism all-gathers the column-parallel inputs and the output gradients in float8
// while the reduce-scatters stay 16-bit: half the collectives at half the bytes, 0.75 of the BF16 bytes. Transformer
// Engine's recipes here gather in 16 bits: the same bytes as BF16.
TEST(LowPrecision, Float8TensorParallelGathersInFloat8)
{
    const ModelSpec m = llama31_8b();
    TrainingSetup bf16 = fullBf16(8192);
    bf16.checkpointing = Checkpointing::Full;
    Parallelism p;
    p.gpus = 8;
    p.sharding = Sharding::None;
    p.model.tensor = 8;
    const Gpu& h100 = card("H100 SXM");
    const auto tpSeconds = [&](LowPrecisionRecipe r) {
        TrainingSetup t = bf16;
        t.lowPrecision.recipe = r;
        return estimateThroughput(ThroughputInput{m, t, p, h100}).modelParallelCommSeconds;
    };
    const double sixteenBit = tpSeconds(LowPrecisionRecipe::None);
    ASSERT_GT(sixteenBit, 0);
    EXPECT_NEAR(tpSeconds(LowPrecisionRecipe::TorchaoFp8Tensorwise) / sixteenBit, 0.75, 1e-9);
    EXPECT_NEAR(tpSeconds(LowPrecisionRecipe::TeFp8Current) / sixteenBit, 1.0, 1e-9);
}

// The planner refuses every offer whose card cannot run the recipe, with the reason, and plans the others.
TEST(LowPrecision, ThePlannerSaysWhyACardCannotRunTheRecipe)
{
    Job job;
    job.model = llama31_8b();
    job.setup = fullBf16(4096);
    job.setup.method = Method::LoRA;
    job.setup.lowPrecision.recipe = LowPrecisionRecipe::TeMxfp8;
    job.datasetTokens = 1e7;
    const Catalog& catalog = bundledCatalog();
    const PlanResult result = planJob(job, catalog, "2026-12-05");
    int blackwell = 0;
    for (const PlanOption& o : result.options) {
        if (o.rejection == PlanRejection::NoPrice || o.gpuIndex < 0 || o.providerIndex < 0)
            continue; // refused whatever the job
        const Gpu& gpu = catalog.gpus[size_t(o.gpuIndex)];
        const RecipeSupport support = recipeSupport(gpu, job.setup.lowPrecision.recipe);
        if (support == RecipeSupport::Runs) {
            blackwell += o.fits ? 1 : 0;
            continue;
        }
        EXPECT_FALSE(o.fits) << gpu.name;
        EXPECT_EQ(o.rejection, recipeRejection(support)) << gpu.name;
    }
    EXPECT_GT(blackwell, 0);
}

// The job file keeps the recipe (version 10) and its 16-bit blocks (version 11); a version-9 file, written before
// recipes, reads as none.
TEST(LowPrecision, TheJobFileKeepsTheRecipe)
{
    JobDocument doc;
    doc.job.model = llama31_8b();
    doc.presetId = "llama-3.1-8b";
    doc.job.datasetTokens = 1e8;
    doc.job.setup.lowPrecision.recipe = LowPrecisionRecipe::TorchaoFp8Rowwise;
    doc.job.setup.lowPrecision.paramGather = true;
    doc.job.setup.lowPrecision.sixteenBitBlocksAtStart = 2;
    doc.job.setup.lowPrecision.sixteenBitBlocksAtEnd = 4;
    const std::string text = writeJobFile(doc);
    const auto back = readJobFile(text);
    ASSERT_TRUE(back) << back.error().field << " " << back.error().detail;
    EXPECT_EQ(back->job.setup.lowPrecision.recipe, LowPrecisionRecipe::TorchaoFp8Rowwise);
    EXPECT_TRUE(back->job.setup.lowPrecision.paramGather);
    EXPECT_EQ(back->job.setup.lowPrecision.sixteenBitBlocksAtStart, 2);
    EXPECT_EQ(back->job.setup.lowPrecision.sixteenBitBlocksAtEnd, 4);

    std::string older = text;
    const std::string current = "\"version\": " + std::to_string(kJobFileVersion);
    const auto versionAt = older.find(current);
    ASSERT_NE(versionAt, std::string::npos);
    older.replace(versionAt, current.size(), "\"version\": 9");
    const auto sectionAt = older.find("\"low_precision\"");
    ASSERT_NE(sectionAt, std::string::npos);
    older.erase(sectionAt, older.find('}', sectionAt) + 2 - sectionAt);
    const auto nine = readJobFile(older);
    ASSERT_TRUE(nine) << older;
    EXPECT_EQ(nine->job.setup.lowPrecision.recipe, LowPrecisionRecipe::None);
}

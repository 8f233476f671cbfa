// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/JobWording.h"

#include "present/Format.h"
#include "present/PlanWording.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

namespace tunefit::present {

QString methodName(Method method)
{
    switch (method) {
    case Method::Full:
        return JobWording::tr("Full fine-tuning");
    case Method::LoRA:
        return JobWording::tr("LoRA");
    case Method::QLoRA:
        return JobWording::tr("QLoRA (4-bit base)");
    case Method::DoRA:
        return JobWording::tr("DoRA");
    case Method::AdaLoRA:
        return JobWording::tr("AdaLoRA");
    case Method::IA3:
        return JobWording::tr("IA³");
    case Method::VeRA:
        return JobWording::tr("VeRA");
    case Method::LoHa:
        return JobWording::tr("LoHa");
    case Method::LoKr:
        return JobWording::tr("LoKr");
    case Method::OFT:
        return JobWording::tr("OFT");
    case Method::BOFT:
        return JobWording::tr("BOFT");
    case Method::PrefixTuning:
        return JobWording::tr("Prefix tuning");
    case Method::PromptTuning:
        return JobWording::tr("Prompt tuning");
    case Method::PTuning:
        return JobWording::tr("P-tuning");
    case Method::LlamaAdapter:
        return JobWording::tr("LLaMA-Adapter");
    case Method::LlamaAdapterV2:
        return JobWording::tr("LLaMA-Adapter V2");
    case Method::BottleneckAdapter:
        return JobWording::tr("Bottleneck adapter");
    case Method::LnTuning:
        return JobWording::tr("LayerNorm tuning");
    case Method::Freeze:
        return JobWording::tr("Freeze all but the last N layers");
    }
    return {};
}

QString baseQuantName(BaseQuant quant)
{
    switch (quant) {
    case BaseQuant::None:
        return JobWording::tr("None", "no quantization of the base weights");
    case BaseQuant::NF4:
        return JobWording::tr("NF4");
    case BaseQuant::NF4DoubleQuant:
        return JobWording::tr("NF4, double quantization");
    case BaseQuant::FP4:
        return JobWording::tr("FP4");
    case BaseQuant::FP4DoubleQuant:
        return JobWording::tr("FP4, double quantization");
    case BaseQuant::Int8:
        return JobWording::tr("8-bit (LLM.int8)");
    case BaseQuant::GptqInt4:
        return JobWording::tr("GPTQ 4-bit");
    }
    return {};
}

QString targetName(Target target)
{
    switch (target) {
    case Target::Q:
        return JobWording::tr("q");
    case Target::K:
        return JobWording::tr("k");
    case Target::V:
        return JobWording::tr("v");
    case Target::O:
        return JobWording::tr("o");
    case Target::Gate:
        return JobWording::tr("gate");
    case Target::Up:
        return JobWording::tr("up");
    case Target::Down:
        return JobWording::tr("down");
    }
    return {};
}

QString targetsText(TargetSet targets)
{
    if (targets == kAllLinear)
        return JobWording::tr("All linear layers");
    QStringList names;
    for (const Target t : {Target::Q, Target::K, Target::V, Target::O, Target::Gate, Target::Up, Target::Down}) {
        if (contains(targets, t))
            names << targetName(t);
    }
    return QLocale().createSeparatedList(names);
}

QString dtypeName(DType dtype)
{
    switch (dtype) {
    case DType::FP32:
        return JobWording::tr("fp32");
    case DType::BF16:
        return JobWording::tr("bf16");
    case DType::FP16:
        return JobWording::tr("fp16");
    case DType::Int8:
        return JobWording::tr("int8");
    case DType::Int4:
        return JobWording::tr("int4");
    }
    return {};
}

QString computeName(Compute compute)
{
    switch (compute) {
    case Compute::BF16:
        return JobWording::tr("bf16");
    case Compute::FP16:
        return JobWording::tr("fp16");
    case Compute::AmpBF16:
        return JobWording::tr("Mixed bf16 (fp32 master weights)");
    case Compute::AmpFP16:
        return JobWording::tr("Mixed fp16 (fp32 master weights)");
    case Compute::FP32:
        return JobWording::tr("fp32");
    }
    return {};
}

QString lowPrecisionName(LowPrecisionRecipe recipe)
{
    switch (recipe) {
    case LowPrecisionRecipe::None:
        return JobWording::tr("None (every matmul in the compute type)");
    case LowPrecisionRecipe::TeFp8Delayed:
        return JobWording::tr("FP8, Transformer Engine, delayed scaling");
    case LowPrecisionRecipe::TeFp8Current:
        return JobWording::tr("FP8, Transformer Engine, current scaling");
    case LowPrecisionRecipe::TeFp8Blockwise:
        return JobWording::tr("FP8, Transformer Engine, 128-element blocks (DeepSeek-V3)");
    case LowPrecisionRecipe::TeMxfp8:
        return JobWording::tr("MXFP8, Transformer Engine");
    case LowPrecisionRecipe::TeNvfp4:
        return JobWording::tr("NVFP4, Transformer Engine");
    case LowPrecisionRecipe::TorchaoFp8Tensorwise:
        return JobWording::tr("FP8, torchao, tensorwise scaling");
    case LowPrecisionRecipe::TorchaoFp8Rowwise:
        return JobWording::tr("FP8, torchao, rowwise scaling");
    case LowPrecisionRecipe::TorchaoMxfp8:
        return JobWording::tr("MXFP8, torchao");
    }
    return {};
}

QString lowPrecisionText(const TrainingSetup& setup)
{
    const LowPrecisionSetup& lp = setup.lowPrecision;
    if (lp.recipe == LowPrecisionRecipe::None)
        return {};
    QString text = JobWording::tr("Linears in %1; attention, embedding and LM head in %2",
                                  "low-precision recipe, the job's compute type")
                       .arg(lowPrecisionName(lp.recipe), computeName(setup.compute));
    if (lp.paramGather)
        text = JobWording::tr("%1; parameters gathered in the recipe's format").arg(text);
    if (lp.sixteenBitBlocksAtStart > 0 || lp.sixteenBitBlocksAtEnd > 0)
        text = JobWording::tr("%1; first %2 and last %3 blocks in %4", "the recipe's text, blocks, compute type")
                   .arg(text, QLocale().toString(lp.sixteenBitBlocksAtStart),
                        QLocale().toString(lp.sixteenBitBlocksAtEnd), computeName(setup.compute));
    return text;
}

QString qatSchemeName(QatScheme scheme)
{
    switch (scheme) {
    case QatScheme::None:
        return JobWording::tr("None");
    case QatScheme::Int8DynActInt4Weight:
        return JobWording::tr("int8 activations, int4 weights");
    case QatScheme::Int4WeightOnly:
        return JobWording::tr("int4 weights");
    case QatScheme::Float8DynActFloat8Weight:
        return JobWording::tr("FP8 activations, FP8 weights");
    case QatScheme::Float8DynActInt4Weight:
        return JobWording::tr("FP8 activations, int4 weights");
    case QatScheme::Nvfp4DynActNvfp4Weight:
        return JobWording::tr("NVFP4 activations, NVFP4 weights");
    case QatScheme::Nvfp4WeightOnly:
        return JobWording::tr("NVFP4 weights");
    case QatScheme::Mxfp4DynActMxfp4Weight:
        return JobWording::tr("MXFP4 activations, MXFP4 weights");
    }
    return {};
}

QString qatText(const TrainingSetup& setup)
{
    if (setup.qat.scheme == QatScheme::None)
        return {};
    const int group = qatGroupSize(setup.qat);
    const QString scheme =
        group > 0 ? JobWording::tr("%1, groups of %2", "QAT scheme, weight group size")
                        .arg(qatSchemeName(setup.qat.scheme))
                        .arg(group)
                  : JobWording::tr("%1, a scale per row", "QAT scheme").arg(qatSchemeName(setup.qat.scheme));
    return JobWording::tr("Quantization-aware training: %1 (fake-quantized, trained in %2)",
                          "QAT scheme and group, the job's compute type")
        .arg(scheme, computeName(setup.compute));
}

QString optimizerName(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return JobWording::tr("AdamW");
    case Optimizer::AdamW8bit:
        return JobWording::tr("AdamW 8-bit");
    case Optimizer::PagedAdamW32:
        return JobWording::tr("Paged AdamW 32-bit");
    case Optimizer::PagedAdamW8bit:
        return JobWording::tr("Paged AdamW 8-bit");
    case Optimizer::AdamWFusedBackward:
        return JobWording::tr("AdamW fused into backward");
    case Optimizer::SgdMomentum:
        return JobWording::tr("SGD with momentum");
    case Optimizer::Adafactor:
        return JobWording::tr("Adafactor");
    case Optimizer::Lion:
        return JobWording::tr("Lion");
    case Optimizer::TorchaoAdamW8bit:
        return JobWording::tr("AdamW 8-bit, torchao");
    case Optimizer::TorchaoAdamW4bit:
        return JobWording::tr("AdamW 4-bit, torchao");
    case Optimizer::TorchaoAdamWFp8:
        return JobWording::tr("AdamW FP8, torchao");
    }
    return {};
}

QString optimizerStateName(OptimizerStateDType state)
{
    switch (state) {
    case OptimizerStateDType::Auto:
        return JobWording::tr("As the optimizer keeps it", "optimizer state type");
    case OptimizerStateDType::FP32:
        return JobWording::tr("fp32");
    case OptimizerStateDType::BF16:
        return JobWording::tr("bf16");
    case OptimizerStateDType::Int8:
        return JobWording::tr("int8");
    case OptimizerStateDType::FP8:
        return JobWording::tr("FP8, Transformer Engine (Megatron precision-aware optimizer)");
    }
    return {};
}

QString optimizerText(const TrainingSetup& setup)
{
    if (setup.optimizerState == OptimizerStateDType::Auto)
        return optimizerName(setup.optimizer);
    return JobWording::tr("%1, states in %2", "optimizer, its state type")
        .arg(optimizerName(setup.optimizer), optimizerStateName(setup.optimizerState));
}

QString checkpointingName(Checkpointing checkpointing)
{
    switch (checkpointing) {
    case Checkpointing::None:
        return JobWording::tr("Off", "activation checkpointing");
    case Checkpointing::Full:
        return JobWording::tr("Full (every block)");
    case Checkpointing::Selective:
        return JobWording::tr("Selective");
    case Checkpointing::Offload:
        return JobWording::tr("Offload to CPU");
    case Checkpointing::SelectiveOp:
        return JobWording::tr("Selective (per op)");
    }
    return {};
}

QString attentionName(Attention attention)
{
    switch (attention) {
    case Attention::Flash:
        return JobWording::tr("FlashAttention");
    case Attention::Sdpa:
        return JobWording::tr("PyTorch SDPA");
    case Attention::Eager:
        return JobWording::tr("Eager (stores scores)");
    }
    return {};
}

QString lossName(LossImpl loss)
{
    switch (loss) {
    case LossImpl::Standard:
        return JobWording::tr("Standard cross-entropy");
    case LossImpl::Chunked:
        return JobWording::tr("Chunked cross-entropy");
    case LossImpl::Fused:
        return JobWording::tr("Fused linear cross-entropy");
    }
    return {};
}

QString expertKernelName(ExpertKernel kernel)
{
    switch (kernel) {
    case ExpertKernel::PerExpertModules:
        return JobWording::tr("A module per expert (transformers 4)");
    case ExpertKernel::TorchGroupedMm:
        return JobWording::tr("Grouped matmul (transformers 5)");
    case ExpertKernel::FusedGroupedGemm:
        return JobWording::tr("Fused grouped GEMM (Megatron-Core)");
    }
    return {};
}

QString sequenceParallelName(SequenceParallel sp)
{
    switch (sp) {
    case SequenceParallel::None:
        return JobWording::tr("None", "no sequence parallelism");
    case SequenceParallel::Ulysses:
        return JobWording::tr("DeepSpeed-Ulysses");
    case SequenceParallel::Ring:
        return JobWording::tr("Ring attention");
    }
    return {};
}

QString switchText(bool on)
{
    return on ? JobWording::tr("On", "a switch of the job") : JobWording::tr("Off", "a switch of the job");
}

QString objectiveName(Objective objective)
{
    switch (objective) {
    case Objective::Sft:
        return JobWording::tr("Supervised fine-tuning (SFT)");
    case Objective::Dpo:
        return JobWording::tr("DPO (preference pairs)");
    case Objective::Ipo:
        return JobWording::tr("IPO (preference pairs)");
    case Objective::Kto:
        return JobWording::tr("KTO (unpaired feedback)");
    case Objective::Orpo:
        return JobWording::tr("ORPO (pairs, no reference)");
    case Objective::SimPo:
        return JobWording::tr("SimPO (pairs, no reference)");
    case Objective::Cpo:
        return JobWording::tr("CPO (pairs, no reference)");
    case Objective::RewardModel:
        return JobWording::tr("Reward model (scored pairs)");
    case Objective::Ppo:
        return JobWording::tr("PPO (generation, value model)");
    case Objective::Grpo:
        return JobWording::tr("GRPO (groups of completions)");
    case Objective::Rloo:
        return JobWording::tr("RLOO (leave-one-out over k completions)");
    case Objective::OnlineDpo:
        return JobWording::tr("Online DPO (pairs generated in training)");
    }
    return {};
}

QString referenceName(ReferenceModel reference)
{
    switch (reference) {
    case ReferenceModel::SeparateFrozen:
        return JobWording::tr("Separate frozen copy");
    case ReferenceModel::AdaptersDisabled:
        return JobWording::tr("Base with adapters disabled");
    case ReferenceModel::Precomputed:
        return JobWording::tr("Precomputed log-probabilities");
    case ReferenceModel::None:
        return JobWording::tr("None");
    }
    return {};
}

QString generationEngineName(GenerationEngine engine)
{
    switch (engine) {
    case GenerationEngine::InProcess:
        return JobWording::tr("In the training process");
    case GenerationEngine::Colocated:
        return JobWording::tr("Colocated vLLM engine");
    case GenerationEngine::Server:
        return JobWording::tr("Generation server on other GPUs");
    }
    return {};
}

QString objectiveText(const ObjectiveSetup& o)
{
    QString text = objectiveName(o.objective);
    if (usesReference(o.objective))
        text = JobWording::tr("%1 · Reference: %2", "objective · where its reference log-probabilities come from")
                   .arg(text, referenceName(effectiveReference(o)));
    if (o.objective == Objective::Kto && !o.ktoKlTerm)
        text = JobWording::tr("%1 · Without the KL term").arg(text);
    if (generatesCompletions(o.objective)) {
        const QLocale locale;
        QString engine = generationEngineName(o.generation);
        if (o.generation == GenerationEngine::Colocated)
            engine = JobWording::tr("%1, %2 of the GPU", "engine name, share of the GPU's memory (\"30%\")")
                         .arg(engine, formatPercent(o.engineMemoryFraction));
        if (o.generation != GenerationEngine::InProcess && o.engineTensorParallel > 0)
            engine = JobWording::tr("%1, %2 GPUs per replica", "engine, GPUs one engine replica splits the model over")
                         .arg(engine, locale.toString(o.engineTensorParallel));
        // The length the time runs with: the limit, or up to the limit and the mean where an engine generates.
        const QString length =
            effectiveMeanCompletionLen(o) < o.completionLen
                ? JobWording::tr("up to %1 tokens, %2 on average", "completion lengths")
                      .arg(locale.toString(o.completionLen), locale.toString(effectiveMeanCompletionLen(o)))
                : JobWording::tr("%1 tokens each", "completion lengths").arg(locale.toString(o.completionLen));
        // PPO rolls out one completion per prompt; GRPO and RLOO a group, online DPO a pair.
        text = completionsPerPrompt(o) > 1
                   ? JobWording::tr("%1 · Completions: %2 per prompt, %3 · Generation: %4")
                         .arg(text, locale.toString(completionsPerPrompt(o)), length, engine)
                   : JobWording::tr("%1 · Completions: %2 · Generation: %3").arg(text, length, engine);
        // PPO always scores with a reward model; the others with rules or a judge unless one is set.
        if (o.objective != Objective::Ppo && scoresWithRewardModel(o))
            text = JobWording::tr("%1 · Reward model on the GPU", "objective · a frozen reward model scores the "
                                                                  "completions on the training GPU")
                       .arg(text);
    }
    return text;
}

QString peakPhaseText(const ObjectiveSetup& objective, const MemoryBreakdown& memory)
{
    if (!generatesCompletions(objective.objective) || memory.generationPeak <= 0)
        return {};
    if (memory.peakPhase == PeakPhase::Generation)
        return JobWording::tr("Peak during generation: %1 GiB; training phase %2 GiB")
            .arg(formatGiB(memory.generationPeak), formatGiB(memory.trainingPeak));
    return JobWording::tr("Peak during training: %1 GiB; generation phase %2 GiB")
        .arg(formatGiB(memory.trainingPeak), formatGiB(memory.generationPeak));
}

QString latentAttentionText(const ModelSpec& m)
{
    if (!m.isMla())
        return {};
    const QLocale locale;
    if (m.mla.qLoraRank > 0)
        return JobWording::tr("Latent attention: key/value latent of %1, query latent of %2, rotary key of %3")
            .arg(locale.toString(m.mla.kvLoraRank), locale.toString(m.mla.qLoraRank),
                 locale.toString(m.mla.ropeHeadDim));
    return JobWording::tr("Latent attention: key/value latent of %1, rotary key of %2")
        .arg(locale.toString(m.mla.kvLoraRank), locale.toString(m.mla.ropeHeadDim));
}

QString visionTowerText(const ModelSpec& m, const ParameterCount& params)
{
    if (!m.vision.present())
        return {};
    const QLocale locale;
    return JobWording::tr("Vision tower: %1 layers of width %2, %3 parameters")
        .arg(locale.toString(m.vision.layers), locale.toString(m.vision.hidden), formatCount(double(params.vision)));
}

QString slidingLayersText(const ModelSpec& m)
{
    const int windowed = m.windowedLayers();
    if (windowed <= 0)
        return {};
    const QLocale locale;
    return JobWording::tr("Sliding window: %1 of %2 layers attend within %3 tokens")
        .arg(locale.toString(windowed), locale.toString(m.layers), locale.toString(m.slidingWindow));
}

QString imagesText(const ModelSpec& m, const TrainingSetup& t)
{
    if (!m.vision.present())
        return {};
    const QLocale locale;
    const bool trained = trainsVisionTower(m, t);
    const int64_t imageTokens = imageTokensPerSample(m, t);
    if (imageTokens <= 0)
        return trained ? JobWording::tr("No images in the samples; the vision tower is trained")
                       : JobWording::tr("No images in the samples; the vision tower is frozen");
    const QString perSample = locale.toString(t.images.perSample);
    const QString perImage = locale.toString(tokensPerImage(m, t));
    const QString tokens = locale.toString(qlonglong(imageTokens));
    const QString sequence = locale.toString(t.seqLen);
    return trained ? JobWording::tr("%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; "
                                    "the vision tower is trained")
                         .arg(perSample, perImage, tokens, sequence)
                   : JobWording::tr("%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; "
                                    "the vision tower is frozen")
                         .arg(perSample, perImage, tokens, sequence);
}

QString uploadFormatText(UploadFormat format)
{
    switch (format) {
    case UploadFormat::None:
        return {};
    case UploadFormat::Bnb4bit:
        return JobWording::tr("its name says the weights are stored as bitsandbytes 4-bit (NF4)");
    case UploadFormat::Bnb8bit:
        return JobWording::tr("its name says the weights are stored as bitsandbytes 8-bit (Int8)");
    case UploadFormat::Gptq:
        return JobWording::tr("its name says the weights are stored as GPTQ 4-bit integers with group scales");
    case UploadFormat::Awq:
        return JobWording::tr("its name says the weights are stored as AWQ 4-bit integers with group scales, "
                              "estimated as GPTQ's storage, which is the same");
    case UploadFormat::Gguf:
        return JobWording::tr("its name says GGUF, a llama.cpp format training stacks do not load: the estimate "
                              "is for the original weights");
    case UploadFormat::Fp8:
        return JobWording::tr("its name says FP8 weights, which Tunefit does not model as a base yet: the estimate "
                              "uses the job's weight type");
    }
    return {};
}

QString modelReadingText(const ModelReading& r)
{
    const QString named = QString::fromStdString(r.asNamed);
    const QString entry = QString::fromStdString(r.entryId);
    const QString hub = QString::fromStdString(r.entryHubId);
    QString text;
    switch (r.rule) {
    case NameRule::Exact:
        text = JobWording::tr("“%1”").arg(named);
        break;
    case NameRule::WithoutOrganisation:
        text = JobWording::tr("“%1” read as %2 (%3): the same repository under another organisation; confirm or "
                              "pick another model")
                   .arg(named, entry, hub);
        break;
    case NameRule::Derivative:
        text = JobWording::tr("“%1” read as %2 (%3): same architecture; confirm or pick another model")
                   .arg(named, entry, hub);
        break;
    case NameRule::OtherVersion:
        text = JobWording::tr("“%1” read as %2 (%3), another version of the same model whose vocabulary or sizes "
                              "may differ; confirm or pick another model")
                   .arg(named, entry, hub);
        break;
    }
    if (const QString format = uploadFormatText(r.format); !format.isEmpty())
        text = JobWording::tr("%1; %2").arg(text, format);
    return text;
}

} // namespace tunefit::present

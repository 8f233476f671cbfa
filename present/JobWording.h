// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/MemoryBreakdown.h"
#include "core/model/ModelSpec.h"
#include "core/training/TrainingSetup.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::present {

/// Translation context of the job's own wording (objective, reference, generation, model facts).
struct JobWording
{
    Q_DECLARE_TR_FUNCTIONS(JobWording)
};

/// The setup's choices in words: the job panel's items, the import preview, the command line's tables and the report
/// use these; the keys (lora, bf16, adamw) stay in job files and --json.
QString methodName(Method method);
/// "NF4, double quantization"; "None" for an unquantized base.
QString baseQuantName(BaseQuant quant);
/// "q", "gate": a projection a method can attach to.
QString targetName(Target target);
/// "All linear layers" or "q, k, v, o" in the language's list form.
QString targetsText(TargetSet targets);
QString dtypeName(DType dtype);
/// "bf16", "Mixed bf16 (fp32 master weights)".
QString computeName(Compute compute);
/// "FP8, Transformer Engine, delayed scaling": a low-precision recipe as the job panel lists it.
QString lowPrecisionName(LowPrecisionRecipe recipe);
/// "Linears in FP8, Transformer Engine, delayed scaling; attention, embedding and LM head in bf16" (and where the
/// parameters are gathered in the recipe's format); empty without a recipe. The table's, the plan's and the report's
/// line.
QString lowPrecisionText(const TrainingSetup& setup);
/// "int8 activations, int4 weights": a QAT scheme as the job panel lists it.
QString qatSchemeName(QatScheme scheme);
/// "Quantization-aware training: int8 activations, int4 weights, groups of 256 (fake-quantized, trained in bf16)";
/// empty without QAT. The estimate's, the plan's and the report's line.
QString qatText(const TrainingSetup& setup);
QString optimizerName(Optimizer optimizer);
/// The type the optimizer's moments are stored in, where the job sets one.
QString optimizerStateName(OptimizerStateDType state);
/// The optimizer with its state type where the job sets one (the report, estimate and plan lines).
QString optimizerText(const TrainingSetup& setup);
QString checkpointingName(Checkpointing checkpointing);
QString attentionName(Attention attention);
QString lossName(LossImpl loss);
QString expertKernelName(ExpertKernel kernel);
QString sequenceParallelName(SequenceParallel sp);
/// "On" / "Off" for a switch of the job (packing, tiled MLP).
QString switchText(bool on);

/// "Supervised fine-tuning (SFT)", "GRPO (groups of completions)": the job panel's items, the report's and the
/// command line's words; never the key (grpo) in any language.
QString objectiveName(Objective objective);
/// "Base with adapters disabled": where the reference log-probabilities come from.
QString referenceName(ReferenceModel reference);
/// "Colocated vLLM engine": where PPO/GRPO generate their completions.
QString generationEngineName(GenerationEngine engine);
/// The objective with what it needs: "DPO (preference pairs) · Reference: Separate frozen copy" or, for PPO and
/// GRPO, also the completions and the generation engine.
QString objectiveText(const ObjectiveSetup& objective);
/// "Peak during generation: 61.2 GiB; training phase 48.0 GiB" (or the other way round) for the objectives that
/// generate (PPO, GRPO); empty for the others.
QString peakPhaseText(const ObjectiveSetup& objective, const MemoryBreakdown& memory);
/// The model card's facts the estimate depends on beyond the dense transformer, one line each; empty when absent.
/// "Latent attention: key/value latent of 512, query latent of 1,536, rotary key of 64"
QString latentAttentionText(const ModelSpec& model);
/// "Vision tower: 27 layers of width 1,152, 417 M parameters"
QString visionTowerText(const ModelSpec& model, const ParameterCount& params);
/// "Sliding window: 29 of 34 layers attend within 1,024 tokens"
QString slidingLayersText(const ModelSpec& model);
/// How the job's model name was read, for the user to confirm: "“Qwen/Qwen2.5-7B-Instruct” read as qwen2.5-7b
/// (Qwen/Qwen2.5-7B): same architecture; confirm or pick another model". The window, the CLI and the report.
QString modelReadingText(const ModelReading& reading);
/// The weight format a quantized upload's name states, as a clause; empty for a plain name.
QString uploadFormatText(UploadFormat format);
/// The images of a vision-language job and whether its vision tower trains; empty for a text-only model.
QString imagesText(const ModelSpec& model, const TrainingSetup& setup);

} // namespace tunefit::present

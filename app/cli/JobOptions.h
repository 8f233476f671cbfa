// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/model/ModelSpec.h"
#include "core/model/Presets.h"
#include "core/plan/Planner.h"
#include "core/training/TrainingSetup.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>

#include <optional>
#include <span>

namespace tunefit::cli {

/// The job flags shared by `tunefit estimate` and `tunefit plan`: model, method and training setup, parallel layout.
struct JobOptions
{
    Q_DECLARE_TR_FUNCTIONS(JobOptions)

public:
    // Option descriptions are translated; the lists of values are the keys as the user types them.
    QCommandLineOption model{QStringLiteral("model"), tr("Model preset id or Hugging Face repo."),
                             QStringLiteral("preset"), QStringLiteral("llama-3.1-8b")};
    QCommandLineOption config{QStringLiteral("config"), tr("A Hugging Face config.json to read instead."),
                              QStringLiteral("file")};
    QCommandLineOption jobFile{QStringLiteral("job"),
                               tr("A Tunefit job file (.tunefit.json) to read instead of the job flags."),
                               QStringLiteral("file")};
    QCommandLineOption method{QStringLiteral("method"), QStringLiteral("full, lora, qlora, dora, ia3, ..."),
                              QStringLiteral("name"), QStringLiteral("lora")};
    QCommandLineOption rank{QStringLiteral("rank"), tr("Adapter rank."), QStringLiteral("r"), QStringLiteral("16")};
    QCommandLineOption dropout{QStringLiteral("dropout"), tr("Adapter dropout."), QStringLiteral("p"),
                               QStringLiteral("0.05")};
    QCommandLineOption targets{QStringLiteral("targets"), tr("Adapted modules: q,k,v,o,gate,up,down or all."),
                               QStringLiteral("list"), QStringLiteral("q,k,v,o")};
    QCommandLineOption trainEmbeddings{QStringLiteral("train-embeddings"), tr("Also train the embedding.")};
    QCommandLineOption trainLmHead{QStringLiteral("train-lm-head"), tr("Also train the lm_head.")};
    QCommandLineOption bf16Adapters{QStringLiteral("bf16-adapters"),
                                    tr("Keep adapters in the base dtype (torchtune, litgpt).")};
    QCommandLineOption virtualTokens{QStringLiteral("virtual-tokens"),
                                     tr("Prefix/prompt length for prompt-based methods."), QStringLiteral("n"),
                                     QStringLiteral("20")};
    QCommandLineOption bottleneck{QStringLiteral("bottleneck"), tr("Bottleneck adapter width."), QStringLiteral("n"),
                                  QStringLiteral("64")};
    QCommandLineOption lastLayers{QStringLiteral("last-layers"), tr("Freeze: blocks trained in full."),
                                  QStringLiteral("n"), QStringLiteral("2")};
    QCommandLineOption quant{QStringLiteral("quant"), tr("Base quantization: none, nf4, nf4_dq, fp4, int8."),
                             QStringLiteral("kind")};
    QCommandLineOption weightDType{QStringLiteral("weight-dtype"),
                                   QStringLiteral("fp32, bf16, fp16 (default: from --compute and --quant)."),
                                   QStringLiteral("dtype")};
    QCommandLineOption compute{QStringLiteral("compute"), QStringLiteral("bf16, fp16, fp32, amp_bf16, amp_fp16."),
                               QStringLiteral("mode"), QStringLiteral("bf16")};
    QCommandLineOption precision{
        QStringLiteral("precision"),
        QStringLiteral("none, te_fp8_delayed, te_fp8_current, te_fp8_blockwise, te_mxfp8, "
                       "te_nvfp4, torchao_fp8_tensorwise, torchao_fp8_rowwise, torchao_mxfp8."),
        QStringLiteral("recipe"), QStringLiteral("none")};
    QCommandLineOption precisionParamGather{
        QStringLiteral("precision-param-gather"),
        tr("Gather parameters in the recipe's format (torchao FSDP float8 all-gather, Megatron --fp8-param-gather).")};
    QCommandLineOption precisionFirst16Bit{
        QStringLiteral("precision-16bit-first"),
        tr("Blocks at the start kept in the compute type under the recipe (Megatron --num-layers-at-start-in-bf16)."),
        QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption precisionLast16Bit{
        QStringLiteral("precision-16bit-last"),
        tr("Blocks at the end kept in the compute type under the recipe (Megatron --num-layers-at-end-in-bf16)."),
        QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption qat{QStringLiteral("qat"),
                           QStringLiteral("none, int8_act_int4_weight, int4_weight, fp8_act_fp8_weight, "
                                          "fp8_act_int4_weight, nvfp4_act_nvfp4_weight, nvfp4_weight, "
                                          "mxfp4_act_mxfp4_weight."),
                           QStringLiteral("scheme"), QStringLiteral("none")};
    QCommandLineOption qatGroupSize{QStringLiteral("qat-group-size"),
                                    tr("Elements per QAT weight scale (default: the scheme's, e.g. 256 for "
                                       "int8_act_int4_weight)."),
                                    QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption optimizer{QStringLiteral("optimizer"),
                                 QStringLiteral("adamw, adamw_8bit, paged_adamw_32bit, paged_adamw_8bit, "
                                                "adamw_fused_backward, sgd, adafactor, lion, torchao_adamw_8bit, "
                                                "torchao_adamw_4bit, torchao_adamw_fp8."),
                                 QStringLiteral("name"), QStringLiteral("adamw")};
    QCommandLineOption optimizerState{
        QStringLiteral("optimizer-state"),
        tr("Type the optimizer's moments are stored in: auto, fp32, bf16, int8, fp8 (Transformer Engine's FusedAdam, "
           "Megatron --exp-avg-dtype/--exp-avg-sq-dtype fp8)."),
        QStringLiteral("type"), QStringLiteral("auto")};
    QCommandLineOption batch{QStringLiteral("batch"), tr("Micro-batch per GPU."), QStringLiteral("n"),
                             QStringLiteral("1")};
    QCommandLineOption seq{QStringLiteral("seq"), tr("Sequence length."), QStringLiteral("tokens"),
                           QStringLiteral("2048")};
    QCommandLineOption accumulation{QStringLiteral("grad-accum"), tr("Gradient accumulation steps."),
                                    QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption checkpointing{QStringLiteral("checkpointing"),
                                     QStringLiteral("none, full, selective, offload, selective_op."),
                                     QStringLiteral("mode"), QStringLiteral("none")};
    QCommandLineOption attention{QStringLiteral("attention"), QStringLiteral("flash, sdpa, eager."),
                                 QStringLiteral("kernel"), QStringLiteral("flash")};
    QCommandLineOption loss{QStringLiteral("loss"), QStringLiteral("standard, chunked, fused."), QStringLiteral("impl"),
                            QStringLiteral("standard")};
    QCommandLineOption gpus{QStringLiteral("gpus"), tr("Number of GPUs."), QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption sharding{QStringLiteral("sharding"),
                                QStringLiteral("none, ddp, zero1, zero2, zero3, fsdp_full, fsdp_grad_op, fsdp_hybrid."),
                                QStringLiteral("strategy")};
    QCommandLineOption offload{QStringLiteral("offload"), QStringLiteral("none, optimizer, params_optimizer."),
                               QStringLiteral("what"), QStringLiteral("none")};
    // Run mechanisms (issue 14): the fused optimizer step, tiled MLP and sequence parallelism.
    QCommandLineOption optimizerInBackward{
        QStringLiteral("optimizer-in-backward"),
        tr("Run the optimizer step inside backward, one parameter at a time (torchtune optimizer_in_bwd); needs "
           "--grad-accum 1.")};
    QCommandLineOption tiledMlp{
        QStringLiteral("tiled-mlp"),
        tr("Compute the MLP in tiles along the sequence, recomputed in backward (DeepSpeed ALST TiledMLP).")};
    QCommandLineOption sequenceParallel{QStringLiteral("sequence-parallel"),
                                        tr("Split each sequence over GPUs: none, ulysses, ring."),
                                        QStringLiteral("kind"), QStringLiteral("none")};
    QCommandLineOption spDegree{QStringLiteral("sp-degree"),
                                tr("GPUs one sequence is split over; divides --gpus (default: --gpus)."),
                                QStringLiteral("n")};
    // Model-parallel layout (issue 15): Megatron's degrees; context parallelism is ring sequence parallelism.
    QCommandLineOption tp{QStringLiteral("tp"), tr("Tensor-parallel degree (Megatron TP); divides --gpus."),
                          QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption pp{QStringLiteral("pp"), tr("Pipeline-parallel degree: stages of whole blocks."),
                          QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption vpp{QStringLiteral("vpp"), tr("Virtual pipeline stages per GPU (interleaved 1F1B; needs --pp)."),
                           QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption ep{QStringLiteral("ep"), tr("Expert-parallel degree: routed experts split over GPUs (MoE)."),
                          QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption etp{QStringLiteral("etp"), tr("Expert tensor-parallel degree: each expert split over GPUs."),
                           QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption experts{QStringLiteral("experts"),
                               tr("How MoE experts run: grouped_mm (transformers 5), per_expert (a module per expert, "
                                  "transformers 4), fused_grouped (Megatron-Core; any --tp, --pp or --ep runs it)."),
                               QStringLiteral("kernel"), QStringLiteral("grouped_mm")};
    QCommandLineOption cp{QStringLiteral("cp"),
                          tr("Context-parallel degree: ring attention over n GPUs (the same as --sequence-parallel "
                             "ring --sp-degree n)."),
                          QStringLiteral("n")};
    QCommandLineOption noMegatronSp{QStringLiteral("no-megatron-sp"),
                                    tr("Tensor parallelism without Megatron sequence parallelism.")};
    // The objective (issue 14) and what it needs beyond supervised fine-tuning.
    QCommandLineOption objective{QStringLiteral("objective"),
                                 tr("Training objective: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, "
                                    "grpo, rloo, online_dpo."),
                                 QStringLiteral("name"), QStringLiteral("sft")};
    QCommandLineOption reference{QStringLiteral("reference"),
                                 tr("Reference of DPO, IPO, KTO, PPO, GRPO, RLOO and online DPO: separate_frozen, "
                                    "adapter_disabled, precomputed, none (default: "
                                    "adapter_disabled for adapter methods, separate_frozen for full fine-tuning)."),
                                 QStringLiteral("kind")};
    QCommandLineOption noPairsDoubling{QStringLiteral("no-pairs-doubling"),
                                       tr("Pair objectives: --batch already counts both sequences of each pair.")};
    QCommandLineOption noKtoKl{QStringLiteral("no-kto-kl"), tr("KTO without its KL term.")};
    QCommandLineOption groupSize{QStringLiteral("group-size"), tr("GRPO/RLOO: completions per prompt."),
                                 QStringLiteral("n"), QStringLiteral("8")};
    QCommandLineOption completionLen{QStringLiteral("completion-len"),
                                     tr("PPO/GRPO: generated tokens per sequence (part of --seq)."),
                                     QStringLiteral("tokens"), QStringLiteral("512")};
    QCommandLineOption meanCompletionLen{QStringLiteral("mean-completion-len"),
                                         tr("PPO/GRPO with an engine: mean generated tokens of a completion (default "
                                            "0: each runs to --completion-len)."),
                                         QStringLiteral("tokens"), QStringLiteral("0")};
    QCommandLineOption generationBatch{
        QStringLiteral("generation-batch"),
        tr("PPO/GRPO: completions one GPU generates together (default: what it trains on in a step, --batch × "
           "--grad-accum without model parallelism; online DPO: a micro-batch's pairs, 2 × --batch)."),
        QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption generation{QStringLiteral("generation"),
                                  tr("PPO/GRPO generation engine: in_process, colocated, server."),
                                  QStringLiteral("engine"), QStringLiteral("in_process")};
    QCommandLineOption engineMemoryFraction{QStringLiteral("engine-memory-fraction"),
                                            tr("Colocated engine: share of the GPU's memory it holds (0 to 1)."),
                                            QStringLiteral("share"), QStringLiteral("0.3")};
    QCommandLineOption engineTp{QStringLiteral("engine-tp"),
                                tr("PPO/GRPO with an engine: GPUs one engine replica splits the model over (vLLM "
                                   "tensor_parallel_size; default 0: as training's --tp)."),
                                QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption engineGpuMemory{
        QStringLiteral("engine-gpu-memory"),
        tr("Colocated engine: memory of the GPU the share applies to (default: --gpu-memory, else 80)."),
        QStringLiteral("GiB")};
    QCommandLineOption engineSleeps{QStringLiteral("engine-sleeps"),
                                    tr("Colocated engine: its memory is released while training (sleep mode).")};
    QCommandLineOption criticFull{QStringLiteral("critic-full"),
                                  tr("PPO: the value model trains in full even when the policy trains adapters.")};
    QCommandLineOption rewardModel{QStringLiteral("reward-model"),
                                   tr("GRPO/RLOO/online DPO: a frozen reward model of the policy's size scores the "
                                      "completions on the training GPU (default: rule functions or a judge off it; "
                                      "PPO always has one).")};
    // Vision-language models (issue 14): the images of every sample and whether the vision tower trains.
    QCommandLineOption images{QStringLiteral("images"),
                              tr("Vision-language models: images per sample (their tokens count in --seq)."),
                              QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption imageTokens{
        QStringLiteral("image-tokens"),
        tr("Vision-language models: tokens one image becomes in the sequence (default: the model's figure, e.g. 256 "
           "for Gemma 3)."),
        QStringLiteral("n"), QStringLiteral("0")};
    QCommandLineOption trainVisionTower{QStringLiteral("train-vision-tower"),
                                        tr("Vision-language models: train the vision tower like the text tower (full "
                                           "or with the same adapters) instead of keeping it frozen.")};
    // Issue 16: the job of another stack's training config (tunefit import FILE shows what it reads).
    QCommandLineOption from{QStringLiteral("from"),
                            tr("Read the job from a training config (axolotl, LLaMA-Factory, torchtune, TRL, "
                               "accelerate, DeepSpeed, ms-swift, litgpt); the other job flags are ignored."),
                            QStringLiteral("file")};

    /// Adds every job flag to the parser (the parser keeps copies).
    void addTo(QCommandLineParser& parser) const;
};

/// The job the flags describe.
struct JobInputs
{
    ModelSpec model;
    TrainingSetup setup;
    Parallelism parallel;
    std::optional<Job> file;             ///< the whole job, when read from --job
    std::optional<ModelReading> reading; ///< how --model was read, when not by its exact name
};

/// The job the inputs give: a job file's whole job with the flags' model, setup and layout, and how the model's
/// name was read. Prints that reading to stderr ("COMMAND: note: …") when it was not the exact name, so a script's
/// --json stays clean while a person sees it.
Job jobFromInputs(const JobInputs& inputs, const QString& command);

/// The reading as --json carries it: {as_named, resolved_as, hub_id, rule, upload_format}.
QJsonObject modelReadingJson(const ModelReading& reading);

/// Reads the job flags of a parsed command line; the Error names the first bad flag. `userModels` (the catalog's
/// model library) are read before the bundled entries by the one name rule.
Result<JobInputs> readJobOptions(const JobOptions& options, const QCommandLineParser& parser,
                                 std::span<const ModelPreset> userModels = {});

/// Reads an integer / finite real option; records the first problem in `error`.
int intOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<Error>& error);
double realOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<Error>& error);

} // namespace tunefit::cli

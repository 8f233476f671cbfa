// SPDX-License-Identifier: GPL-3.0-or-later
// The job form's words: row labels, item names and one-line tool tips, in the current language.
#include "ui/job/JobPanel.h"

#include "present/JobWording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

/// Names the items of an enum combo (built by enumCombo) in the current language.
template <class E> void setItemTexts(QComboBox* combo, std::initializer_list<std::pair<E, QString>> items)
{
    for (const auto& [value, label] : items) {
        const int index = combo->findData(int(value));
        if (index >= 0)
            combo->setItemText(index, label);
    }
}

/// Names every item of an enum combo with the one wording of that enum (present/JobWording.h).
template <class E> void nameItems(QComboBox* combo, QString (*name)(E))
{
    for (int i = 0; i < combo->count(); ++i)
        combo->setItemText(i, name(E(combo->itemData(i).toInt())));
}

} // namespace

void JobPanel::setRowLabel(QWidget* field, const QString& text)
{
    if (auto* label = qobject_cast<QLabel*>(m_methodForm->labelForField(field)))
        label->setText(text);
}

void JobPanel::retranslateUi()
{
    // Keep the signals quiet: renaming items changes no input.
    const QSignalBlocker blockModel(m_model);
    retranslateModelRows();
    retranslateMethodRows();
    retranslateObjectiveRows();
    retranslateTrainingRows();
    retranslateHardwareRows();
    retranslateLayoutRows();
    retranslateDatasetRows();
    retranslateImageRows();
    retranslateToolTips();
    // Rows that do not apply say why in their tool tips; the images row names the model's figure; the layout's words.
    updateAppliedRows();
    showError(m_shownError);
}

void JobPanel::retranslateModelRows()
{
    m_model->lineEdit()->setPlaceholderText(tr("Type to search models"));
    if (m_localHeader >= 0)
        m_model->setItemText(m_localHeader, tr("Models on this computer"));
    // Mnemonics are unique inside the form (JobPanel.MnemonicsAreUniqueInTheForm); the rarer fields have none.
    m_sectionModel->setText(tr("Model, method and GPU"));
    setRowLabel(m_model, tr("&Model:"));
    setRowLabel(m_method, tr("Me&thod:"));
    setRowLabel(m_gpu, tr("&GPU:"));
    setRowLabel(m_gpus, tr("GPU &count:"));
}

void JobPanel::retranslateMethodRows()
{
    // The setup's words are the import preview's, the report's and the command line's (present/JobWording.h).
    nameItems(m_method, &methodName);
    for (const auto& [target, box] : m_targetBoxes)
        box->setText(targetName(target));
    nameItems(m_quant, &baseQuantName);
    m_sectionMethod->setText(tr("Method settings"));
    setRowLabel(m_rank, tr("Rank:"));
    setRowLabel(m_alpha, tr("Alpha:"));
    setRowLabel(m_dropout, tr("Dropout:"));
    setRowLabel(m_targets, tr("Targets:"));
    setRowLabel(m_quant, tr("Quantization:"));
    setRowLabel(m_virtualTokens, tr("Virtual tokens:"));
    setRowLabel(m_bottleneck, tr("Bottleneck width:"));
    setRowLabel(m_lastLayers, tr("Trained last layers:"));
}

void JobPanel::retranslateObjectiveRows()
{
    // The objective's words are the report's and the command line's (present/JobWording.h).
    nameItems(m_objective, &objectiveName);
    nameItems(m_reference, &referenceName);
    nameItems(m_generation, &generationEngineName);
    m_sectionObjective->setText(tr("Objective"));
    setRowLabel(m_objective, tr("Objective:"));
    setRowLabel(m_reference, tr("Reference:"));
    setRowLabel(m_groupSize, tr("Group size:"));
    setRowLabel(m_completionLen, tr("Completion length:"));
    m_completionLen->setSuffix(tr(" tokens", "after a number of tokens"));
    setRowLabel(m_meanCompletionLen, tr("Mean completion:"));
    m_meanCompletionLen->setSuffix(tr(" tokens", "after a number of tokens"));
    m_meanCompletionLen->setSpecialValueText(tr("At the limit", "every completion as long as the completion length"));
    setRowLabel(m_generation, tr("Generated with:"));
    setRowLabel(m_engineFraction, tr("Engine memory share:"));
    setRowLabel(m_engineTensorParallel, tr("Engine tensor parallel:"));
    m_engineTensorParallel->setSpecialValueText(tr("As training", "the engine splits the model as training does"));
    m_rewardModel->setText(tr("Reward model on the GPU"));
    m_ktoKl->setText(tr("KL term (mismatched completions)"));
}

void JobPanel::retranslateTrainingRows()
{
    nameItems(m_compute, &computeName);
    nameItems(m_lowPrecision, &lowPrecisionName);
    setRowLabel(m_lowPrecision, tr("FP&8/FP4 training:"));
    m_precisionParamGather->setText(tr("Gather parameters in the recipe's format"));
    setRowLabel(m_precisionFirst16Bit, tr("16-bit blocks at the start:"));
    setRowLabel(m_precisionLast16Bit, tr("16-bit blocks at the end:"));
    nameItems(m_qat, &qatSchemeName);
    setRowLabel(m_qat, tr("Quantization-aware training:"));
    setRowLabel(m_qatGroupSize, tr("QAT group size:"));
    m_qatGroupSize->setSpecialValueText(tr("The scheme's default"));
    nameItems(m_optimizer, &optimizerName);
    nameItems(m_optimizerState, &optimizerStateName);
    nameItems(m_checkpointing, &checkpointingName);
    nameItems(m_attention, &attentionName);
    nameItems(m_loss, &lossName);
    m_sectionTraining->setText(tr("Training"));
    setRowLabel(m_compute, tr("&Precision:"));
    setRowLabel(m_optimizer, tr("Optimizer:"));
    setRowLabel(m_optimizerState, tr("Optimizer state:"));
    setRowLabel(m_microBatch, tr("Micro-&batch:"));
    setRowLabel(m_seqLen, tr("&Sequence length:"));
    setRowLabel(m_gradAccumulation, tr("Gradient accumulation:"));
    setRowLabel(m_checkpointing, tr("Chec&kpointing:"));
    setRowLabel(m_attention, tr("Attention:"));
    setRowLabel(m_loss, tr("Loss:"));
    m_tiledMlp->setText(tr("Tiled MLP"));
    m_optimizerInBackward->setText(tr("Optimizer step in backward"));
}

void JobPanel::retranslateHardwareRows()
{
    setItemTexts<Sharding>(m_sharding, {{Sharding::None, tr("None (one GPU)")},
                                        {Sharding::DDP, tr("DDP (full copy per GPU)")},
                                        {Sharding::Zero1, tr("ZeRO-1 (optimizer)")},
                                        {Sharding::Zero2, tr("ZeRO-2 (+ gradients)")},
                                        {Sharding::Zero3, tr("ZeRO-3 (+ weights)")},
                                        {Sharding::FsdpFull, tr("FSDP full shard")},
                                        {Sharding::FsdpGradOp, tr("FSDP shard grad/optimizer")},
                                        {Sharding::FsdpHybrid, tr("FSDP hybrid shard")}});
    setItemTexts<Offload>(m_offload, {{Offload::None, tr("None")},
                                      {Offload::Optimizer, tr("Optimizer state to CPU")},
                                      {Offload::ParamsOptimizer, tr("Weights and optimizer to CPU")}});
    m_sectionHardware->setText(tr("Sharding and offload"));
    setRowLabel(m_sharding, tr("Sharding:"));
    setRowLabel(m_offload, tr("Offload:"));
    nameItems(m_sequenceParallel, &sequenceParallelName);
    setRowLabel(m_sequenceParallel, tr("Sequence parallel:"));
    setRowLabel(m_sequenceParallelDegree, tr("Sequence-parallel degree:"));
}

void JobPanel::retranslateLayoutRows()
{
    m_sectionLayout->setText(tr("Parallel layout"));
    setRowLabel(m_tensorParallel, tr("Tensor parallel (TP):"));
    m_megatronSp->setText(tr("Megatron sequence parallelism"));
    setRowLabel(m_pipelineParallel, tr("Pipeline parallel (PP):"));
    setRowLabel(m_virtualStages, tr("Virtual pipeline stages (VPP):"));
    setRowLabel(m_expertParallel, tr("Expert parallel (EP):"));
    setRowLabel(m_expertTensorParallel, tr("Expert tensor parallel (ETP):"));
    setRowLabel(m_experts, tr("MoE experts run as:"));
    nameItems(m_experts, &expertKernelName);
}

void JobPanel::retranslateDatasetRows()
{
    m_sectionDataset->setText(tr("Dataset and limits"));
    setRowLabel(m_tokens, tr("Trai&ning tokens:"));
    m_tokens->setSuffix(tr(" M", "millions of tokens"));
    setRowLabel(m_epochs, tr("Epochs:"));
    m_packing->setText(tr("Sequence packing"));
    setRowLabel(m_sampleTokens, tr("Average sample length:"));
    m_sampleTokens->setSuffix(tr(" tokens"));
    m_sampleTokens->setSpecialValueText(tr("unknown"));
    setRowLabel(m_deadline, tr("&Deadline:"));
    m_deadline->setSuffix(tr(" h", "hours"));
    m_deadline->setSpecialValueText(tr("none"));
    setRowLabel(m_budget, tr("Budget:"));
    m_budget->setPrefix(tr("$", "US dollars before the amount"));
    m_budget->setSpecialValueText(tr("none"));
    m_spot->setText(tr("Allow spot capacity"));
    m_asSetOnly->setText(tr("Plan the job as set only"));
}

void JobPanel::retranslateImageRows()
{
    m_sectionImages->setText(tr("Images"));
    setRowLabel(m_images, tr("Images per sample:"));
    setRowLabel(m_tokensPerImage, tr("Tokens per image:"));
    m_trainVisionTower->setText(tr("Train the vision tower"));
}

void JobPanel::retranslateToolTips()
{
    m_toolTips = modelToolTips();
    m_toolTips.insert(methodToolTips());
    m_toolTips.insert(objectiveToolTips());
    m_toolTips.insert(trainingToolTips());
    m_toolTips.insert(parallelToolTips());
    m_toolTips.insert(datasetToolTips());
    m_toolTips.insert(imageToolTips());
    for (auto it = m_toolTips.cbegin(); it != m_toolTips.cend(); ++it) {
        it.key()->setToolTip(it.value());
        if (QWidget* label = m_methodForm->labelForField(it.key()))
            label->setToolTip(it.value());
    }
}

QHash<QWidget*, QString> JobPanel::modelToolTips() const
{
    return {
        {m_model, tr("The model to fine-tune: pick one, or type a Hugging Face name")},
        {m_method, tr("How the model is trained: all weights (full), or small adapters beside frozen weights")},
        {m_gpu, tr("The GPU the job runs on; the GPUs tab shows every other")},
        {m_gpus, tr("GPUs the job is spread over")},
    };
}

QHash<QWidget*, QString> JobPanel::methodToolTips() const
{
    return {
        {m_rank, tr("Width of the low-rank adapter matrices: more rank, more trainable weights")},
        {m_alpha, tr("Scale of the adapter's update (alpha ÷ rank)")},
        {m_dropout, tr("Share of the adapter's input dropped at random during training")},
        {m_targets, tr("The layers that get adapters: attention (q, k, v, o) and MLP (gate, up, down)")},
        {m_quant, tr("How the frozen base weights are stored in 4 bits")},
        {m_virtualTokens, tr("Trained tokens put before every sequence")},
        {m_bottleneck, tr("Width of the small MLP inserted in every block")},
        {m_lastLayers, tr("Only these last blocks are trained; the others stay frozen")},
    };
}

QHash<QWidget*, QString> JobPanel::objectiveToolTips() const
{
    return {
        {m_objective, tr("What the run optimises: supervised fine-tuning, a preference objective, a reward model, or "
                         "reinforcement learning that generates completions (PPO, GRPO, RLOO, online DPO)")},
        {m_reference, tr("Where the reference log-probabilities come from: a second frozen copy of the model, the "
                         "model's own base with its adapters switched off, or a pass before training")},
        {m_groupSize, tr("Completions generated for each prompt (TRL num_generations)")},
        {m_completionLen, tr("Generated tokens per sequence; part of the sequence length, which counts the prompt "
                             "and the completion")},
        {m_meanCompletionLen, tr("Generated tokens of a completion on average (TRL logs completions/mean_length). An "
                                 "engine drops finished completions from its batch, so generation reads less cache "
                                 "than at the limit; the longest still runs to the completion length")},
        {m_generation, tr("Where the completions are generated: by the training process itself, by a vLLM engine "
                          "that shares the GPU, or by a server on other GPUs")},
        {m_engineFraction, tr("Share of the GPU's memory the colocated vLLM engine takes (gpu_memory_utilization)")},
        {m_engineTensorParallel, tr("GPUs one vLLM engine replica splits the model over (tensor_parallel_size; TRL "
                                    "vllm_tensor_parallel_size). Fewer GPUs per replica read more weights per GPU at "
                                    "each generated token")},
        {m_rewardModel, tr("A frozen reward model of the policy's size scores the completions on the training GPU: its "
                           "weights and one forward per micro-batch (TRL reward_funcs given as a model, online DPO's "
                           "reward_model_path). Off: rule functions, or a judge off the GPU")},
        {m_ktoKl, tr("KTO's KL estimate: extra forward passes without gradients on mismatched completions")},
    };
}

QHash<QWidget*, QString> JobPanel::trainingToolTips() const
{
    return {
        {m_compute, tr("Number format of the weights and the arithmetic; AMP keeps FP32 master weights")},
        {m_lowPrecision, tr("FP8 or FP4 for the blocks' linear layers, as Transformer Engine or torchao runs them; "
                            "attention, embedding and LM head stay in the precision above. Only cards with the "
                            "matching tensor cores run it: the plan says why the others do not")},
        {m_precisionParamGather,
         tr("FSDP gathers the weights in the recipe's format (torchao enable_fsdp_float8_all_gather), or Megatron "
            "keeps them in it (--fp8-param-gather)")},
        {m_precisionFirst16Bit, tr("The first blocks keep the precision above instead of the recipe (Megatron "
                                   "--num-layers-at-start-in-bf16)")},
        {m_precisionLast16Bit, tr("The last blocks keep the precision above instead of the recipe, as NVIDIA's NVFP4 "
                                  "recipe does for stability (Megatron --num-layers-at-end-in-bf16)")},
        {m_optimizer, tr("The update rule and the state it keeps per weight (AdamW: two values). torchao's 8-bit, "
                         "4-bit and FP8 AdamW keep block-scaled moments and run on NVIDIA and AMD GPUs; "
                         "bitsandbytes' on NVIDIA GPUs and AMD's CDNA 2 and 3")},
        {m_optimizerState, tr("The type the optimizer's moments are stored in. FP8 is Transformer Engine's FusedAdam "
                              "(Megatron's precision-aware optimizer) and needs a GPU with FP8 (Ada, Hopper, "
                              "Blackwell, CDNA 3)")},
        {m_qat, tr("Fake quantization of the linear layers' weights (and inputs) while the model trains in the "
                   "precision above, as torchao runs it for torchtune, axolotl and Unsloth: the weights learn to "
                   "survive quantization. Costs a copy of each weight until backward and passes over every weight "
                   "in each forward; runs on every card")},
        {m_qatGroupSize, tr("Weights per quantization scale (torchtune's groupsize, axolotl's group_size); it must "
                            "divide the width of every linear layer")},
        {m_microBatch, tr("Sequences each GPU processes at once")},
        {m_seqLen, tr("Tokens per training sequence, prompt and answer together")},
        {m_gradAccumulation, tr("Micro-batches added up before each optimizer step")},
        {m_checkpointing, tr("What the backward pass recomputes instead of keeping: nothing, every layer (full), some "
                             "layers (selective) or only the costly operations (selective per op)")},
        {m_attention, tr("The attention kernel: FlashAttention and SDPA never hold the full attention matrix")},
        {m_loss, tr("How the loss over the vocabulary is computed: at once, in chunks, or fused (no full logits)")},
        {m_tiledMlp, tr("Compute the MLP in tiles along the sequence and recompute each tile in backward, so that "
                        "only the MLP's input is kept: DeepSpeed ALST / Arctic long-sequence training (TiledMLP), "
                        "Unsloth, Liger")},
        {m_optimizerInBackward,
         tr("Update each parameter as soon as its gradient is ready, so that only one gradient exists at a time: "
            "torchtune optimizer_in_bwd, LOMO. Gradient accumulation is not possible.")},
    };
}

QHash<QWidget*, QString> JobPanel::parallelToolTips() const
{
    return {
        {m_sharding, tr("How weights, gradients and optimizer state are divided over the GPUs")},
        {m_offload, tr("State moved to CPU memory: less GPU memory, slower steps")},
        {m_sequenceParallel, tr("Split every sequence over several GPUs: DeepSpeed-Ulysses exchanges attention heads "
                                "(all-to-all), ring attention passes key/value blocks around the GPUs")},
        {m_sequenceParallelDegree, tr("GPUs one sequence is split over; it divides the GPU count")},
        {m_tensorParallel, tr("GPUs each layer's attention and MLP are split over (Megatron column/row parallelism); "
                              "best kept inside one node")},
        {m_megatronSp, tr("With tensor parallelism: norms, dropout and the residual stream are split along the "
                          "sequence over the TP group")},
        {m_pipelineParallel, tr("Stages of whole blocks, one per GPU group; it divides the GPU count")},
        {m_virtualStages, tr("Model chunks per GPU (interleaved 1F1B): a smaller pipeline bubble")},
        {m_expertParallel, tr("GPUs the routed experts of every MoE block are divided over")},
        {m_expertTensorParallel, tr("GPUs each expert's MLP is split over")},
        {m_experts, tr("How the training stack runs the routed experts: one grouped matmul with its token dispatch in "
                       "PyTorch and adapters rebuilt on the fused expert tensors (transformers 5's default), a module "
                       "per expert in a loop (transformers 4), or Megatron-Core's fused kernels")},
    };
}

QHash<QWidget*, QString> JobPanel::datasetToolTips() const
{
    return {
        {m_tokens, tr("Tokens in the training set, in millions, per epoch")},
        {m_epochs, tr("Passes over the training set")},
        {m_packing, tr("Samples concatenated into full rows of the sequence length; off: one sample per row, padded "
                       "to the sequence length, and the padding costs time")},
        {m_sampleTokens, tr("Tokens in an average sample: without packing, each row computes the sequence length, so "
                            "shorter samples mean more padded rows")},
        {m_deadline, tr("The most hours the run may take; none = no deadline")},
        {m_budget, tr("The most the run may cost; none = no budget")},
        {m_spot, tr("Use spot (interruptible) prices where their expected cost, restarts included, is lower")},
        {m_asSetOnly, tr("Offers run exactly the setting above: no other micro-batch, checkpointing, kernels, "
                         "optimizer or layout that would make the job fit or run faster")},
    };
}

QHash<QWidget*, QString> JobPanel::imageToolTips() const
{
    return {
        {m_images, tr("Images in every training sample; their tokens take positions of the sequence length")},
        {m_tokensPerImage,
         tr("Tokens one image becomes in the sequence: 256 for Gemma 3; (height ÷ 28) × (width ÷ 28) for Qwen2.5-VL")},
        {m_trainVisionTower,
         tr("Train the vision tower like the language model (in full, or with the same adapters) instead of keeping "
            "it frozen: its activations are then kept for the backward pass")},
    };
}

} // namespace tunefit::ui

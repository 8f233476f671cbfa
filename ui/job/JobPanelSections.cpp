// SPDX-License-Identifier: GPL-3.0-or-later
// The job form's sections, built once, and their order in the form.
#include "ui/job/JobPanel.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/model/Presets.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "ui/common/WheelGuard.h"
#include "ui/job/FormFields.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <tuple>
#include <utility>

using namespace tunefit::present;

namespace tunefit::ui {
void JobPanel::buildMethodSection()
{
    m_method = enumCombo<Method>(this, QStringLiteral("method"),
                                 {Method::Full, Method::LoRA, Method::QLoRA, Method::DoRA, Method::AdaLoRA,
                                  Method::VeRA, Method::LoHa, Method::LoKr, Method::OFT, Method::BOFT, Method::IA3,
                                  Method::PrefixTuning, Method::PromptTuning, Method::PTuning, Method::LlamaAdapter,
                                  Method::LlamaAdapterV2, Method::BottleneckAdapter, Method::LnTuning, Method::Freeze},
                                 Method::LoRA);
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        updateMethodRows();
        updateObjectiveRows();
        notifyChanged();
    });

    m_rank = spinBox(this, QStringLiteral("rank"), 0, kAnyCount, 16); // the core allows 1 to the hidden size
    m_alpha = new QDoubleSpinBox(this);
    m_alpha->setObjectName(QStringLiteral("alpha"));
    m_alpha->setRange(0, 65536);
    m_alpha->setValue(32);
    m_dropout = new QDoubleSpinBox(this);
    m_dropout->setObjectName(QStringLiteral("dropout"));
    m_dropout->setRange(0, 0.99);
    m_dropout->setSingleStep(0.05);
    m_dropout->setValue(0.05);

    m_targets = new QWidget(this);
    m_targets->setObjectName(QStringLiteral("targets"));
    auto* grid = new QGridLayout(m_targets);
    grid->setContentsMargins(0, 0, 0, 0);
    const Target targets[] = {Target::Q, Target::K, Target::V, Target::O, Target::Gate, Target::Up, Target::Down};
    int column = 0;
    int row = 0;
    for (const Target target : targets) {
        auto* box = new QCheckBox(m_targets);
        box->setChecked(contains(kAllLinear, target));
        connect(box, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
        grid->addWidget(box, row, column);
        m_targetBoxes.emplace_back(target, box);
        if (++column == 4) {
            column = 0;
            ++row;
        }
    }

    m_quant =
        enumCombo<BaseQuant>(this, QStringLiteral("quant"),
                             {BaseQuant::NF4, BaseQuant::NF4DoubleQuant, BaseQuant::FP4, BaseQuant::FP4DoubleQuant},
                             BaseQuant::NF4DoubleQuant);
    m_virtualTokens = spinBox(this, QStringLiteral("virtualTokens"), 0, kAnyCount, 20);
    m_bottleneck = spinBox(this, QStringLiteral("bottleneck"), 0, kAnyCount, 64);
    m_lastLayers = spinBox(this, QStringLiteral("lastLayers"), 0, kAnyCount, 2);

    for (QSpinBox* box : {m_rank, m_virtualTokens, m_bottleneck, m_lastLayers})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    for (QDoubleSpinBox* box : {m_alpha, m_dropout})
        connect(box, &QDoubleSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_quant, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
}

void JobPanel::buildObjectiveSection()
{
    m_objective = enumCombo<Objective>(this, QStringLiteral("objective"),
                                       {Objective::Sft, Objective::Dpo, Objective::Ipo, Objective::Kto, Objective::Orpo,
                                        Objective::SimPo, Objective::Cpo, Objective::RewardModel, Objective::Ppo,
                                        Objective::Grpo, Objective::Rloo, Objective::OnlineDpo},
                                       Objective::Sft);
    m_reference = enumCombo<ReferenceModel>(this, QStringLiteral("reference"),
                                            {ReferenceModel::SeparateFrozen, ReferenceModel::AdaptersDisabled,
                                             ReferenceModel::Precomputed, ReferenceModel::None},
                                            defaultReference(Method::LoRA));
    const ObjectiveSetup defaults;
    m_groupSize = spinBox(this, QStringLiteral("groupSize"), 0, kAnyCount, defaults.groupSize);
    m_completionLen = spinBox(this, QStringLiteral("completionLen"), 0, kAnyCount, defaults.completionLen);
    m_meanCompletionLen = spinBox(this, QStringLiteral("meanCompletionLen"), 0, kAnyCount, defaults.meanCompletionLen);
    m_generation = enumCombo<GenerationEngine>(
        this, QStringLiteral("generation"),
        {GenerationEngine::InProcess, GenerationEngine::Colocated, GenerationEngine::Server}, defaults.generation);
    m_engineFraction = new QDoubleSpinBox(this);
    m_engineFraction->setObjectName(QStringLiteral("engineMemoryFraction"));
    m_engineFraction->setRange(0.01, 1);
    m_engineFraction->setDecimals(2);
    m_engineFraction->setSingleStep(0.05);
    m_engineFraction->setValue(defaults.engineMemoryFraction);
    m_engineTensorParallel =
        spinBox(this, QStringLiteral("engineTensorParallel"), 0, kAnyCount, defaults.engineTensorParallel);
    m_ktoKl = new QCheckBox(this);
    m_ktoKl->setObjectName(QStringLiteral("ktoKlTerm"));
    m_ktoKl->setChecked(defaults.ktoKlTerm);
    m_rewardModel = new QCheckBox(this);
    m_rewardModel->setObjectName(QStringLiteral("rewardModel"));
    m_rewardModel->setChecked(defaults.rewardModel);

    for (QComboBox* combo : {m_objective, m_generation})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            updateObjectiveRows();
            notifyChanged();
        });
    connect(m_reference, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    // Only a choice the user makes stops the reference from following the method's default.
    connect(m_reference, &QComboBox::activated, this, [this] { m_referenceChosen = true; });
    for (QSpinBox* box : {m_groupSize, m_completionLen, m_meanCompletionLen, m_engineTensorParallel})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_engineFraction, &QDoubleSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    for (QCheckBox* box : {m_ktoKl, m_rewardModel})
        connect(box, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
}

void JobPanel::buildImagesSection()
{
    const ImageInput defaults;
    m_images = spinBox(this, QStringLiteral("imagesPerSample"), 0, kAnyCount, defaults.perSample);
    m_tokensPerImage = spinBox(this, QStringLiteral("tokensPerImage"), 0, kAnyCount, defaults.tokensPerImage);
    m_trainVisionTower = new QCheckBox(this);
    m_trainVisionTower->setObjectName(QStringLiteral("trainVisionTower"));
    m_trainVisionTower->setChecked(defaults.trainTower);
    for (QSpinBox* box : {m_images, m_tokensPerImage})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_trainVisionTower, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::updateImageRows);
}

void JobPanel::buildTrainingSection()
{
    m_compute = enumCombo<Compute>(this, QStringLiteral("compute"),
                                   {Compute::BF16, Compute::FP16, Compute::AmpBF16, Compute::AmpFP16, Compute::FP32},
                                   Compute::BF16);
    using R = LowPrecisionRecipe;
    m_lowPrecision = enumCombo<R>(this, QStringLiteral("lowPrecision"),
                                  {R::None, R::TeFp8Delayed, R::TeFp8Current, R::TeFp8Blockwise, R::TeMxfp8, R::TeNvfp4,
                                   R::TorchaoFp8Tensorwise, R::TorchaoFp8Rowwise, R::TorchaoMxfp8},
                                  R::None);
    m_precisionParamGather = new QCheckBox(this);
    m_precisionParamGather->setObjectName(QStringLiteral("precisionParamGather"));
    connect(m_precisionParamGather, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    m_precisionFirst16Bit = spinBox(this, QStringLiteral("precisionFirst16Bit"), 0, kAnyCount, 0);
    m_precisionLast16Bit = spinBox(this, QStringLiteral("precisionLast16Bit"), 0, kAnyCount, 0);
    for (QSpinBox* box : {m_precisionFirst16Bit, m_precisionLast16Bit})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_lowPrecision, &QComboBox::currentIndexChanged, this, &JobPanel::updatePrecisionRows);
    using Q = QatScheme;
    m_qat = enumCombo<Q>(this, QStringLiteral("qat"),
                         {Q::None, Q::Int8DynActInt4Weight, Q::Int4WeightOnly, Q::Float8DynActFloat8Weight,
                          Q::Float8DynActInt4Weight, Q::Nvfp4DynActNvfp4Weight, Q::Nvfp4WeightOnly,
                          Q::Mxfp4DynActMxfp4Weight},
                         Q::None);
    // 0 is the scheme's default group (the box names it); the core refuses a group that does not divide a linear.
    m_qatGroupSize = spinBox(this, QStringLiteral("qatGroupSize"), 0, kAnyCount, 0);
    connect(m_qatGroupSize, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_qat, &QComboBox::currentIndexChanged, this, &JobPanel::updateQatRows);
    m_optimizer = enumCombo<Optimizer>(
        this, QStringLiteral("optimizer"),
        {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW32, Optimizer::PagedAdamW8bit,
         Optimizer::AdamWFusedBackward, Optimizer::SgdMomentum, Optimizer::Adafactor, Optimizer::Lion,
         Optimizer::TorchaoAdamW8bit, Optimizer::TorchaoAdamW4bit, Optimizer::TorchaoAdamWFp8},
        Optimizer::AdamW);
    using S = OptimizerStateDType;
    m_optimizerState =
        enumCombo<S>(this, QStringLiteral("optimizerState"), {S::Auto, S::FP32, S::BF16, S::Int8, S::FP8}, S::Auto);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &JobPanel::updatePrecisionRows);
    // The boxes take any count: the core refuses what it cannot estimate, and the value stays, marked, with the
    // allowed range in its message (showError), instead of the box putting back a value of its own.
    m_microBatch = spinBox(this, QStringLiteral("microBatch"), 0, kAnyCount, 4);
    m_seqLen = spinBox(this, QStringLiteral("seqLen"), 0, kAnyCount, 2048);
    m_gradAccumulation = spinBox(this, QStringLiteral("gradAccumulation"), 0, kAnyCount, 4);
    m_checkpointing = enumCombo<Checkpointing>(this, QStringLiteral("checkpointing"),
                                               {Checkpointing::None, Checkpointing::Full, Checkpointing::Selective,
                                                Checkpointing::Offload, Checkpointing::SelectiveOp},
                                               Checkpointing::Full);
    m_attention = enumCombo<Attention>(this, QStringLiteral("attention"),
                                       {Attention::Flash, Attention::Sdpa, Attention::Eager}, Attention::Flash);
    m_loss = enumCombo<LossImpl>(this, QStringLiteral("loss"), {LossImpl::Standard, LossImpl::Chunked, LossImpl::Fused},
                                 LossImpl::Standard);
    for (QComboBox* combo :
         {m_compute, m_lowPrecision, m_qat, m_optimizer, m_optimizerState, m_checkpointing, m_attention, m_loss})
        connect(combo, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    for (QSpinBox* box : {m_microBatch, m_seqLen, m_gradAccumulation})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    m_tiledMlp = new QCheckBox(this);
    m_tiledMlp->setObjectName(QStringLiteral("tiledMlp"));
    m_optimizerInBackward = new QCheckBox(this);
    m_optimizerInBackward->setObjectName(QStringLiteral("optimizerInBackward"));
    for (QCheckBox* box : {m_tiledMlp, m_optimizerInBackward})
        connect(box, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
}

void JobPanel::buildHardwareSection()
{
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    setGpus(bundledCatalog().gpus);
    selectGpu(QStringLiteral("H100 SXM"));
    m_gpus = spinBox(this, QStringLiteral("gpus"), 1, 4096, 1);
    m_sharding = enumCombo<Sharding>(this, QStringLiteral("sharding"),
                                     {Sharding::None, Sharding::DDP, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3,
                                      Sharding::FsdpFull, Sharding::FsdpGradOp, Sharding::FsdpHybrid},
                                     Sharding::None);
    m_offload = enumCombo<Offload>(this, QStringLiteral("offload"),
                                   {Offload::None, Offload::Optimizer, Offload::ParamsOptimizer}, Offload::None);
    for (QComboBox* combo : {m_gpu, m_sharding, m_offload})
        connect(combo, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    m_sequenceParallel = enumCombo<SequenceParallel>(
        this, QStringLiteral("sequenceParallel"),
        {SequenceParallel::None, SequenceParallel::Ulysses, SequenceParallel::Ring}, SequenceParallel::None);
    m_sequenceParallelDegree = spinBox(this, QStringLiteral("sequenceParallelDegree"), 2, 4096, 2);
    connect(m_sequenceParallel, &QComboBox::currentIndexChanged, this,
            [this, previous = SequenceParallel::None]() mutable {
                // A new split spans every GPU of the job until the user picks a smaller group.
                const SequenceParallel kind = enumValue<SequenceParallel>(m_sequenceParallel);
                if (previous == SequenceParallel::None && kind != SequenceParallel::None && m_gpus->value() > 1)
                    m_sequenceParallelDegree->setValue(m_gpus->value());
                previous = kind;
                updateSequenceParallelRows();
                notifyChanged();
            });
    connect(m_sequenceParallelDegree, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_gpus, &QSpinBox::valueChanged, this, [this](int gpus) {
        // Several GPUs need a strategy; the core's default rather than an error.
        if (gpus > 1 && enumValue<Sharding>(m_sharding) == Sharding::None)
            selectEnum(m_sharding, defaultSharding(gpus));
        notifyChanged();
    });
}

void JobPanel::buildLayoutSection()
{
    // Degrees are checked by the core against the model and the GPU count (validateLayout); the boxes only keep
    // them positive, and a bad degree gets its message under the box.
    m_tensorParallel = spinBox(this, QStringLiteral("tensorParallel"), 1, 4096, 1);
    m_megatronSp = new QCheckBox(this);
    m_megatronSp->setObjectName(QStringLiteral("megatronSequenceParallel"));
    m_megatronSp->setChecked(ModelParallel{}.sequenceParallel);
    m_pipelineParallel = spinBox(this, QStringLiteral("pipelineParallel"), 1, 4096, 1);
    m_virtualStages = spinBox(this, QStringLiteral("virtualPipelineStages"), 1, 1024, 1);
    m_expertParallel = spinBox(this, QStringLiteral("expertParallel"), 1, 4096, 1);
    m_expertTensorParallel = spinBox(this, QStringLiteral("expertTensorParallel"), 1, 4096, 1);
    m_experts = enumCombo<ExpertKernel>(
        this, QStringLiteral("experts"),
        {ExpertKernel::TorchGroupedMm, ExpertKernel::PerExpertModules, ExpertKernel::FusedGroupedGemm},
        TrainingSetup{}.experts);
    connect(m_experts, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    for (QSpinBox* box :
         {m_tensorParallel, m_pipelineParallel, m_virtualStages, m_expertParallel, m_expertTensorParallel}) {
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::updateLayoutRows);
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    }
    connect(m_megatronSp, &QCheckBox::toggled, this, &JobPanel::updateLayoutRows);
    connect(m_megatronSp, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    for (QSpinBox* box : {m_gpus, m_sequenceParallelDegree})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::updateLayoutRows);
    connect(m_sequenceParallel, &QComboBox::currentIndexChanged, this, &JobPanel::updateLayoutRows);
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::updateLayoutRows);
    m_layoutText = new QLabel(this);
    m_layoutText->setObjectName(QStringLiteral("layoutText"));
    m_layoutText->setWordWrap(true);
}

void JobPanel::buildDatasetSection()
{
    const auto doubleBox = [this](const QString& name, double minimum, double maximum, double value, int decimals) {
        auto* box = new QDoubleSpinBox(this);
        box->setObjectName(name);
        box->setRange(minimum, maximum);
        box->setDecimals(decimals);
        box->setValue(value);
        box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        box->setGroupSeparatorShown(true);
        connect(box, &QDoubleSpinBox::valueChanged, this, &JobPanel::notifyChanged);
        return box;
    };
    // As wide as the boxes go: the core's limits (validateJob) are the ones the message names.
    m_tokens = doubleBox(QStringLiteral("datasetTokens"), 0, 1e12, 50, 1);
    m_epochs = doubleBox(QStringLiteral("epochs"), 0, 1e9, 1, 1);
    m_packing = new QCheckBox(this);
    m_packing->setObjectName(QStringLiteral("packing"));
    m_packing->setChecked(Job{}.packing);
    connect(m_packing, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    connect(m_packing, &QCheckBox::toggled, this, &JobPanel::updateDatasetRows);
    // 0 = unknown (the core then counts no padding and says so).
    m_sampleTokens = doubleBox(QStringLiteral("averageSampleTokens"), 0, 1e12, 0, 0);
    m_deadline = doubleBox(QStringLiteral("deadlineHours"), 0, 1e5, 0, 1);
    m_budget = doubleBox(QStringLiteral("budgetUsd"), 0, 1e9, 0, 0);
    m_spot = new QCheckBox(this);
    m_spot->setObjectName(QStringLiteral("spotAllowed"));
    connect(m_spot, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    m_asSetOnly = new QCheckBox(this);
    m_asSetOnly->setObjectName(QStringLiteral("asSetOnly"));
    connect(m_asSetOnly, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
}

void JobPanel::arrangeForm(QFormLayout* form)
{
    for (QLabel** section : {&m_sectionModel, &m_sectionMethod, &m_sectionTraining, &m_sectionHardware,
                             &m_sectionLayout, &m_sectionObjective, &m_sectionDataset, &m_sectionImages})
        *section = sectionLabel(this);
    // What decides the answer first, visible without scrolling on a 1366×768 screen.
    form->addRow(m_sectionModel);
    addField(form, m_model);
    form->addRow(QString(), m_modelNote);
    form->setRowVisible(m_modelNote, false);
    addMessageRow(form, m_model, "model");
    addField(form, m_method);
    addField(form, m_gpu);
    addField(form, m_gpus, {"gpus"});

    form->addRow(m_sectionMethod);
    addField(form, m_rank, {"lora_rank"});
    addField(form, m_alpha);
    addField(form, m_dropout);
    addField(form, m_targets, {"lora_targets"});
    addField(form, m_quant);
    addField(form, m_virtualTokens, {"virtual_tokens"});
    addField(form, m_bottleneck, {"bottleneck"});
    addField(form, m_lastLayers, {"trainable_last_layers"});

    form->addRow(m_sectionTraining);
    addField(form, m_compute);
    addField(form, m_lowPrecision);
    addField(form, m_precisionParamGather);
    addField(form, m_precisionFirst16Bit, {"sixteen_bit_blocks_at_start"});
    addField(form, m_precisionLast16Bit, {"sixteen_bit_blocks_at_end"});
    addField(form, m_qat, {"qat"});
    addField(form, m_qatGroupSize, {"qat.group_size"});
    addField(form, m_optimizer);
    addField(form, m_optimizerState);
    addField(form, m_microBatch, {"micro_batch"});
    addField(form, m_seqLen, {"seq_len", "tokens_per_micro_batch"});
    addField(form, m_gradAccumulation, {"grad_accumulation"});
    for (QWidget* editor :
         std::initializer_list<QWidget*>{m_checkpointing, m_attention, m_loss, m_tiledMlp, m_optimizerInBackward})
        addField(form, editor);

    form->addRow(m_sectionHardware);
    addField(form, m_sharding, {"sharding"});
    addField(form, m_offload);
    addField(form, m_sequenceParallel);
    addField(form, m_sequenceParallelDegree, {"sequence_parallel_degree"});
    arrangeLaterSections(form);
}

/// The sections under the first screen: model-parallel layout, objective, dataset and limits, images.
void JobPanel::arrangeLaterSections(QFormLayout* form)
{
    form->addRow(m_sectionLayout);
    addField(form, m_tensorParallel, {"tensor_parallel"});
    addField(form, m_megatronSp);
    addField(form, m_pipelineParallel, {"pipeline_parallel"});
    addField(form, m_virtualStages, {"virtual_pipeline_stages"});
    addField(form, m_expertParallel, {"expert_parallel"});
    addField(form, m_expertTensorParallel, {"expert_tensor_parallel"});
    addField(form, m_experts);
    addField(form, m_layoutText);

    form->addRow(m_sectionObjective);
    addField(form, m_objective);
    addField(form, m_reference, {"reference_model"});
    addField(form, m_groupSize, {"group_size"});
    addField(form, m_completionLen, {"completion_len"});
    addField(form, m_meanCompletionLen, {"mean_completion_len"});
    addField(form, m_generation);
    addField(form, m_engineFraction, {"engine_memory_fraction"});
    addField(form, m_engineTensorParallel, {"engine_tensor_parallel"});
    addField(form, m_rewardModel);
    addField(form, m_ktoKl);

    form->addRow(m_sectionDataset);
    addField(form, m_tokens, {"tokens", "training_tokens"});
    addField(form, m_epochs, {"epochs"});
    addField(form, m_packing);
    addField(form, m_sampleTokens, {"average_sample_tokens"});
    addField(form, m_deadline, {"deadline_hours"});
    addField(form, m_budget, {"budget_usd"});
    addField(form, m_spot);
    addField(form, m_asSetOnly);

    form->addRow(m_sectionImages);
    addField(form, m_images, {"images_per_sample", "image_tokens_per_sample"});
    addField(form, m_tokensPerImage, {"tokens_per_image"});
    addField(form, m_trainVisionTower, {"train_vision_tower"});
}

/// A field and, under it, the message showError() gives for each core name of that field.
void JobPanel::addField(QFormLayout* form, QWidget* editor, std::initializer_list<const char*> coreNames)
{
    if (qobject_cast<QCheckBox*>(editor) || editor == m_layoutText)
        form->addRow(QString(), editor);
    else
        addFieldRow(form, editor);
    for (const char* name : coreNames)
        addMessageRow(form, editor, name);
}

} // namespace tunefit::ui

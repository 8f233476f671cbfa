// SPDX-License-Identifier: GPL-3.0-or-later
// The job form as JobInputs: read from the fields, written to them, and the setters other parts of the window use.
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

JobInputs JobPanel::inputs() const
{
    JobInputs in;
    in.job = m_hiddenJob; // what the form does not show stays as it was given
    Job& job = in.job;
    const QVariant modelIndex = m_model->currentData();
    if (modelIndex.isValid() && modelIndex.toInt() >= 0 && size_t(modelIndex.toInt()) < m_models.size())
        job.model = m_models[size_t(modelIndex.toInt())];
    job.modelReading = m_modelReading;
    job.unreadModel = m_unreadModel;
    // Kept for a text-only model too (it ignores them), so that switching models back and forth keeps them.
    job.setup.images.perSample = m_images->value();
    job.setup.images.tokensPerImage = m_tokensPerImage->value();
    job.setup.images.trainTower = m_trainVisionTower->isChecked();
    readMethodFields(job.setup);
    readStepFields(job.setup);
    readObjectiveFields(job.setup.objective);
    // A colocated engine's share is of the GPU the job is judged on (the core's rule).
    job.setup = onCard(job.setup, m_gpu->currentData().toDouble());
    readParallelFields(job);
    in.gpuName = m_gpu->currentText();
    readDatasetFields(job);
    return in;
}

/// The method, its adapter and the base's quantization.
void JobPanel::readMethodFields(TrainingSetup& t) const
{
    t.baseQuant = BaseQuant::None;
    t.method = enumValue<Method>(m_method);
    t.adapter.rank = m_rank->value();
    t.adapter.alpha = m_alpha->value();
    t.adapter.dropout = m_dropout->value();
    t.adapter.targets = 0;
    for (const auto& [target, box] : m_targetBoxes) {
        if (box->isChecked())
            t.adapter.targets |= uint32_t(target);
    }
    t.adapter.virtualTokens = m_virtualTokens->value();
    t.adapter.bottleneck = m_bottleneck->value();
    t.adapter.trainableLastLayers = m_lastLayers->value();
    t.compute = enumValue<Compute>(m_compute);
    t.lowPrecision.recipe = enumValue<LowPrecisionRecipe>(m_lowPrecision);
    t.lowPrecision.paramGather = m_precisionParamGather->isChecked();
    t.lowPrecision.sixteenBitBlocksAtStart = m_precisionFirst16Bit->value();
    t.lowPrecision.sixteenBitBlocksAtEnd = m_precisionLast16Bit->value();
    t.qat.scheme = enumValue<QatScheme>(m_qat);
    t.qat.groupSize = m_qatGroupSize->value();
    if (t.method == Method::QLoRA)
        t.baseQuant = enumValue<BaseQuant>(m_quant);
    else if (auto stored = m_modelReading ? uploadBaseQuant(m_modelReading->format) : std::nullopt;
             stored && t.method != Method::Full)
        t.baseQuant = *stored; // a quantized upload is loaded as stored, as the command line reads it
    t.weightDType = defaultWeightDType(t.compute, t.baseQuant);
}

/// The optimizer, batch and sequence, and the kernels and memory savers of the step.
void JobPanel::readStepFields(TrainingSetup& t) const
{
    t.optimizer = enumValue<Optimizer>(m_optimizer);
    t.optimizerState = enumValue<OptimizerStateDType>(m_optimizerState);
    t.microBatch = m_microBatch->value();
    t.seqLen = m_seqLen->value();
    t.gradAccumulation = m_gradAccumulation->value();
    t.checkpointing = enumValue<Checkpointing>(m_checkpointing);
    t.attention = enumValue<Attention>(m_attention);
    t.loss = enumValue<LossImpl>(m_loss);
    t.experts = enumValue<ExpertKernel>(m_experts); // kept as set for a dense model, where it does not apply
    t.tiledMlp = m_tiledMlp->isChecked();
    t.optimizerInBackward = m_optimizerInBackward->isChecked();
}

/// The objective's fields the form shows; the others (pairs doubling, generation batch, sleep mode, critic) stay.
void JobPanel::readObjectiveFields(ObjectiveSetup& o) const
{
    o.objective = enumValue<Objective>(m_objective);
    o.reference = enumValue<ReferenceModel>(m_reference);
    o.groupSize = m_groupSize->value();
    o.completionLen = m_completionLen->value();
    o.meanCompletionLen = m_meanCompletionLen->value();
    o.generation = enumValue<GenerationEngine>(m_generation);
    o.engineMemoryFraction = m_engineFraction->value();
    o.engineTensorParallel = m_engineTensorParallel->value();
    o.ktoKlTerm = m_ktoKl->isChecked();
    o.rewardModel = m_rewardModel->isChecked();
}

/// The GPUs, sharding, offload, sequence split and model-parallel layout.
void JobPanel::readParallelFields(Job& job) const
{
    job.parallel.gpus = m_gpus->value();
    job.parallel.sharding = enumValue<Sharding>(m_sharding);
    job.parallel.offload = enumValue<Offload>(m_offload);
    job.parallel.sequenceParallel = enumValue<SequenceParallel>(m_sequenceParallel);
    job.parallel.sequenceParallelDegree =
        job.parallel.sequenceParallel == SequenceParallel::None ? 1 : m_sequenceParallelDegree->value();
    // Disabled boxes do not apply: expert degrees without a MoE model, virtual stages without a pipeline, Megatron
    // sequence parallelism without tensor parallelism (its flag is kept as set).
    ModelParallel& layout = job.parallel.model;
    layout.tensor = m_tensorParallel->value();
    layout.sequenceParallel = m_megatronSp->isChecked();
    layout.pipeline = m_pipelineParallel->value();
    layout.virtualStages = layout.pipeline > 1 ? m_virtualStages->value() : 1;
    const bool moe = job.model.isMoe();
    layout.expert = moe ? m_expertParallel->value() : 1;
    layout.expertTensor = moe ? m_expertTensorParallel->value() : 1;
}

/// The dataset, the limits and what the planner may choose.
void JobPanel::readDatasetFields(Job& job) const
{
    job.datasetTokens = m_tokens->value() * 1e6;
    job.epochs = m_epochs->value();
    job.packing = m_packing->isChecked();
    job.averageSampleTokens = m_sampleTokens->value();
    job.deadlineHours.reset();
    if (m_deadline->value() > 0)
        job.deadlineHours = m_deadline->value();
    job.budgetUsd.reset();
    if (m_budget->value() > 0)
        job.budgetUsd = m_budget->value();
    job.assumptions.spotAllowed = m_spot->isChecked();
    job.assumptions.asSetOnly = m_asSetOnly->isChecked();
}

void JobPanel::setInputs(const JobInputs& in)
{
    m_applying = true;
    const Job& job = in.job;
    showModel(job);
    m_hiddenJob = job;
    showMethodFields(job.setup);
    showStepFields(job.setup);
    showObjectiveFields(job.setup);
    showParallelFields(job.parallel, in.gpuName);
    showDatasetFields(job);
    updateAppliedRows();
    m_applying = false;
    emit inputsChanged();
}

/// The job's model: the library's entry of the same architecture, else the model added to the list.
void JobPanel::showModel(const Job& job)
{
    const ModelSpec& m = job.model;
    int modelIndex = -1;
    for (size_t i = 0; i < m_models.size(); ++i) {
        if (sameArchitecture(m_models[i], m)) {
            modelIndex = m_model->findData(int(i));
            break;
        }
    }
    if (modelIndex >= 0)
        m_model->setCurrentIndex(modelIndex);
    else
        addModel(m);
    m_modelReading = job.modelReading;
    m_unreadModel = job.unreadModel;
    showModelReading();
}

void JobPanel::showMethodFields(const TrainingSetup& t)
{
    selectEnum(m_method, t.method);
    m_rank->setValue(t.adapter.rank);
    m_alpha->setValue(t.adapter.alpha);
    m_dropout->setValue(t.adapter.dropout);
    for (const auto& [target, box] : m_targetBoxes)
        box->setChecked(contains(t.adapter.targets, target));
    if (t.method == Method::QLoRA && t.baseQuant != BaseQuant::None)
        selectEnum(m_quant, t.baseQuant);
    m_virtualTokens->setValue(t.adapter.virtualTokens);
    m_bottleneck->setValue(t.adapter.bottleneck);
    m_lastLayers->setValue(t.adapter.trainableLastLayers);
}

void JobPanel::showStepFields(const TrainingSetup& t)
{
    selectEnum(m_compute, t.compute);
    selectEnum(m_lowPrecision, t.lowPrecision.recipe);
    m_precisionParamGather->setChecked(t.lowPrecision.paramGather);
    m_precisionFirst16Bit->setValue(t.lowPrecision.sixteenBitBlocksAtStart);
    m_precisionLast16Bit->setValue(t.lowPrecision.sixteenBitBlocksAtEnd);
    selectEnum(m_qat, t.qat.scheme);
    m_qatGroupSize->setValue(t.qat.groupSize);
    selectEnum(m_optimizer, t.optimizer);
    selectEnum(m_optimizerState, t.optimizerState);
    m_microBatch->setValue(t.microBatch);
    m_seqLen->setValue(t.seqLen);
    m_gradAccumulation->setValue(t.gradAccumulation);
    selectEnum(m_checkpointing, t.checkpointing);
    selectEnum(m_attention, t.attention);
    selectEnum(m_loss, t.loss);
    selectEnum(m_experts, t.experts);
    m_tiledMlp->setChecked(t.tiledMlp);
    m_optimizerInBackward->setChecked(t.optimizerInBackward);
}

/// The objective and the images of a vision-language job.
void JobPanel::showObjectiveFields(const TrainingSetup& t)
{
    const ObjectiveSetup& o = t.objective;
    selectEnum(m_objective, o.objective);
    selectEnum(m_reference, o.reference);
    // A file's reference counts as chosen when it is not what the method would get anyway.
    m_referenceChosen = o.reference != defaultReference(t.method);
    m_groupSize->setValue(o.groupSize);
    m_completionLen->setValue(o.completionLen);
    m_meanCompletionLen->setValue(o.meanCompletionLen);
    selectEnum(m_generation, o.generation);
    m_engineFraction->setValue(o.engineMemoryFraction);
    m_engineTensorParallel->setValue(o.engineTensorParallel);
    m_ktoKl->setChecked(o.ktoKlTerm);
    m_rewardModel->setChecked(o.rewardModel);
    m_images->setValue(t.images.perSample);
    m_tokensPerImage->setValue(t.images.tokensPerImage);
    m_trainVisionTower->setChecked(t.images.trainTower);
}

void JobPanel::showParallelFields(const Parallelism& parallel, const QString& gpuName)
{
    m_gpus->setValue(parallel.gpus);
    selectEnum(m_sharding, effectiveSharding(parallel)); // what the job will be evaluated with
    selectEnum(m_offload, parallel.offload);
    selectEnum(m_sequenceParallel, parallel.sequenceParallel);
    // After the kind, whose change would put in the GPU count; a degree of 1 (no split) leaves the box as it was.
    if (parallel.sequenceParallelDegree >= 2)
        m_sequenceParallelDegree->setValue(parallel.sequenceParallelDegree);
    if (!gpuName.isEmpty())
        selectGpu(gpuName);
    const ModelParallel& layout = parallel.model;
    m_tensorParallel->setValue(layout.tensor);
    m_megatronSp->setChecked(layout.sequenceParallel);
    m_pipelineParallel->setValue(layout.pipeline);
    m_virtualStages->setValue(layout.virtualStages);
    m_expertParallel->setValue(layout.expert);
    m_expertTensorParallel->setValue(layout.expertTensor);
}

void JobPanel::showDatasetFields(const Job& job)
{
    m_tokens->setValue(job.datasetTokens / 1e6);
    m_epochs->setValue(job.epochs);
    m_packing->setChecked(job.packing);
    m_sampleTokens->setValue(job.averageSampleTokens);
    m_deadline->setValue(job.deadlineHours.value_or(0));
    m_budget->setValue(job.budgetUsd.value_or(0));
    m_spot->setChecked(job.assumptions.spotAllowed);
    m_asSetOnly->setChecked(job.assumptions.asSetOnly);
}

void JobPanel::setMethod(Method method)
{
    selectEnum(m_method, method);
}

void JobPanel::setSequenceLength(int tokens)
{
    m_seqLen->setValue(tokens);
}

void JobPanel::setMicroBatch(int batch)
{
    m_microBatch->setValue(batch);
}

void JobPanel::setDataset(double tokens, double epochs)
{
    m_tokens->setValue(tokens / 1e6);
    m_epochs->setValue(epochs);
}

void JobPanel::setLimits(double deadlineHours, double budgetUsd)
{
    m_deadline->setValue(deadlineHours);
    m_budget->setValue(budgetUsd);
}

void JobPanel::setSpotAllowed(bool allowed)
{
    m_spot->setChecked(allowed);
}

void JobPanel::setGpus(const std::vector<Gpu>& gpus)
{
    const QString chosen = m_gpu->currentText();
    const double capacity = m_gpu->currentData().toDouble();
    {
        const QSignalBlocker block(m_gpu);
        m_gpu->clear();
        for (const Gpu& gpu : sortedGpus(gpus))
            m_gpu->addItem(QString::fromStdString(gpu.name), memoryBytes(gpu));
        if (!selectGpu(chosen))
            m_gpu->setCurrentIndex(0);
    }
    // A different GPU, or the same one with an edited memory size, changes every estimate.
    if (!chosen.isEmpty() && (m_gpu->currentText() != chosen || m_gpu->currentData().toDouble() != capacity))
        notifyChanged();
}

std::vector<Gpu> JobPanel::sortedGpus(std::vector<Gpu> gpus)
{
    // A user looks for a card by its maker first, then by how much memory it has (the question the form answers);
    // the name breaks ties between cards of one size (A100 80GB PCIe, A100 80GB SXM).
    std::stable_sort(gpus.begin(), gpus.end(), [](const Gpu& a, const Gpu& b) {
        const QString vendorA = QString::fromStdString(a.vendor).toCaseFolded();
        const QString vendorB = QString::fromStdString(b.vendor).toCaseFolded();
        const double memoryA = memoryBytes(a);
        const double memoryB = memoryBytes(b);
        return std::tie(vendorA, memoryA, a.name) < std::tie(vendorB, memoryB, b.name);
    });
    return gpus;
}

bool JobPanel::selectGpu(const QString& name)
{
    const int index = m_gpu->findText(name);
    if (index < 0)
        return false;
    m_gpu->setCurrentIndex(index);
    return true;
}

} // namespace tunefit::ui

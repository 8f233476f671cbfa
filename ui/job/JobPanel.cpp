// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/JobPanel.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/model/Presets.h"
#include "core/training/OptimizerStates.h"
#include "core/training/ParallelLayout.h"
#include "core/training/Qat.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "ui/common/InvalidField.h"
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

JobPanel::JobPanel(QWidget* parent) : QWidget(parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_methodForm = form;
    buildModelSection();
    buildImagesSection();
    buildMethodSection();
    buildObjectiveSection();
    buildTrainingSection();
    buildHardwareSection();
    buildLayoutSection();
    buildDatasetSection();
    arrangeForm(form);
    retranslateUi(); // names every row and enables those that apply
    // The panel lives in a scroll area: the wheel scrolls the form unless a field has focus.
    WheelGuard::guardChildren(this);
}

void JobPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

ModelSpec JobPanel::currentModel() const
{
    const QVariant index = m_model->currentData();
    if (index.isValid() && index.toInt() >= 0 && size_t(index.toInt()) < m_models.size())
        return m_models[size_t(index.toInt())];
    return {};
}

void JobPanel::updatePrecisionRows()
{
    if (!m_precisionParamGather || !m_optimizerState)
        return;
    const bool recipe = enumValue<LowPrecisionRecipe>(m_lowPrecision) != LowPrecisionRecipe::None;
    for (QWidget* row :
         std::initializer_list<QWidget*>{m_precisionParamGather, m_precisionFirst16Bit, m_precisionLast16Bit})
        setApplies(row, recipe, tr("Only with a low-precision recipe"));
    setApplies(m_optimizerState, !keepsOwnMomentFormat(enumValue<Optimizer>(m_optimizer)),
               tr("The optimizer stores its moments in its own format"));
}

void JobPanel::updateQatRows()
{
    if (!m_qatGroupSize)
        return;
    QatSetup q;
    q.scheme = enumValue<QatScheme>(m_qat);
    setApplies(m_qatGroupSize, q.scheme != QatScheme::None && qatGroupSize(q) > 0,
               tr("Only with a QAT scheme that scales weights in groups"));
}

void JobPanel::updateImageRows()
{
    if (!m_images)
        return;
    const ModelSpec model = currentModel();
    const bool vision = model.vision.present();
    const QString why = tr("Only for models with a vision tower");
    setApplies(m_images, vision, why);
    setApplies(m_tokensPerImage, vision, why);
    setApplies(m_trainVisionTower, vision, why);
    // The box at 0 stands for the model's own figure (core tokensPerImage()): say which.
    m_tokensPerImage->setSpecialValueText(
        model.vision.imageTokens > 0 ? tr("Model's figure (%1)").arg(QLocale().toString(model.vision.imageTokens))
                                     : tr("Model's figure (unknown)"));
}

void JobPanel::updateDatasetRows()
{
    // Packed rows hold no padding: the average sample length only matters without packing.
    setApplies(m_sampleTokens, !m_packing->isChecked(), tr("Only without sequence packing"));
}

void JobPanel::addMessageRow(QFormLayout* form, QWidget* editor, std::string field)
{
    auto* message = new QLabel(this);
    message->setObjectName(QStringLiteral("message_%1").arg(QString::fromStdString(field)));
    message->setWordWrap(true);
    form->addRow(QString(), message);
    form->setRowVisible(message, false);
    m_fieldMessages.push_back({std::move(field), editor, message});
}

void JobPanel::showError(const std::optional<Error>& error)
{
    m_shownError = error;
    for (const FieldMessage& row : m_fieldMessages) {
        const bool shown = error && error->field == row.field;
        // Words say it is an error; the field's own name is the row's label.
        row.message->setText(shown ? tr("Error: %1").arg(errorSentence(*error)) : QString());
        m_methodForm->setRowVisible(row.message, shown);
    }
    // The model box is marked by showModelReading(); every other field holding the refused value is marked here.
    for (const FieldMessage& row : m_fieldMessages)
        if (row.editor != m_model)
            markInvalid(row.editor, false);
    for (const FieldMessage& row : m_fieldMessages)
        if (row.editor != m_model && error && error->field == row.field)
            markInvalid(row.editor, true);
}

bool JobPanel::showsField(std::string_view field) const
{
    for (const FieldMessage& row : m_fieldMessages)
        if (row.field == field)
            return true;
    return false;
}

QString JobPanel::fieldLabel(std::string_view field) const
{
    for (const FieldMessage& row : m_fieldMessages) {
        if (row.field != field)
            continue;
        const auto* label = qobject_cast<const QLabel*>(m_methodForm->labelForField(row.editor));
        const auto* box = qobject_cast<const QCheckBox*>(row.editor);
        QString text = label ? label->text() : box ? box->text() : QString();
        // "&Model:", "मॉडल (&M):", "&Yöntem:": the name alone.
        static const QRegularExpression mnemonic(QStringLiteral("\\s*\\(&.\\)|&(?=.)"));
        static const QRegularExpression colon(QStringLiteral("\\s*:\\s*$"));
        return text.remove(mnemonic).remove(colon).trimmed();
    }
    return {};
}

QString JobPanel::messageFor(std::string_view field) const
{
    for (const FieldMessage& row : m_fieldMessages)
        if (row.field == field)
            return row.message->text();
    return {};
}

void JobPanel::updateLayoutRows()
{
    if (!m_layoutText)
        return; // the layout section is built after the model and hardware sections
    const bool moe = currentModel().isMoe();
    const QString notMoe = tr("Only for Mixture-of-Experts models");
    setApplies(m_expertParallel, moe, notMoe);
    setApplies(m_expertTensorParallel, moe, notMoe);
    // A model-parallel layout runs in Megatron-Core or torchtitan whatever the box says (expertKernel).
    const bool modelParallel = usesModelParallelism(inputs().job.parallel);
    setApplies(m_experts, moe && !modelParallel,
               moe ? tr("Tensor, pipeline and expert parallelism run Megatron-Core's fused grouped GEMMs") : notMoe);
    setApplies(m_megatronSp, m_tensorParallel->value() > 1, tr("Only with tensor parallelism (TP above 1)"));
    setApplies(m_virtualStages, m_pipelineParallel->value() > 1, tr("Only with a pipeline (PP above 1)"));
    m_layoutText->setText(layoutLine(inputs().job.parallel));
    m_methodForm->setRowVisible(m_layoutText, !m_layoutText->text().isEmpty());
}

void JobPanel::updateMethodRows()
{
    const Method method = enumValue<Method>(m_method);
    const bool lowRank = usesRank(method);
    const QString why = tr("Not used by %1").arg(methodName(method));
    setApplies(m_rank, lowRank, why);
    setApplies(m_alpha, lowRank, why);
    setApplies(m_dropout, lowRank, why);
    setApplies(m_targets, usesTargets(method), why);
    setApplies(m_quant, method == Method::QLoRA, why);
    setApplies(m_virtualTokens, usesVirtualTokens(method), why);
    setApplies(m_bottleneck, method == Method::BottleneckAdapter, why);
    setApplies(m_lastLayers, method == Method::Freeze, why);
}

void JobPanel::setApplies(QWidget* field, bool applies, const QString& why)
{
    field->setEnabled(applies);
    const QString tip = applies ? m_toolTips.value(field) : why;
    field->setToolTip(tip);
    if (QWidget* label = m_methodForm->labelForField(field)) {
        label->setEnabled(applies);
        label->setToolTip(tip);
    }
}

void JobPanel::updateObjectiveRows()
{
    if (!m_reference)
        return; // the method section is built first
    const Objective objective = enumValue<Objective>(m_objective);
    const Method method = enumValue<Method>(m_method);
    // Without adapters there is nothing to disable: that reference is not offered (the core would refuse it).
    if (auto* items = qobject_cast<QStandardItemModel*>(m_reference->model())) {
        if (QStandardItem* item = items->item(m_reference->findData(int(ReferenceModel::AdaptersDisabled))))
            item->setEnabled(isAdapterMethod(method));
    }
    const ReferenceModel reference = enumValue<ReferenceModel>(m_reference);
    if (!m_referenceChosen || (reference == ReferenceModel::AdaptersDisabled && !isAdapterMethod(method))) {
        const QSignalBlocker block(m_reference); // the caller announces the change
        selectEnum(m_reference, defaultReference(method));
    }
    const bool generates = generatesCompletions(objective);
    const QString why = tr("Not used by %1").arg(objectiveName(objective));
    setApplies(m_reference, usesReference(objective), why);
    setApplies(m_groupSize, generatesGroups(objective), why); // PPO has no groups
    setApplies(m_completionLen, generates, why);
    const bool engine = enumValue<GenerationEngine>(m_generation) != GenerationEngine::InProcess;
    setApplies(m_meanCompletionLen, generates && engine,
               generates ? tr("Only where an engine generates: generate() in the trainer runs every completion to the "
                              "longest")
                         : why);
    setApplies(m_generation, generates, why);
    setApplies(m_engineFraction, generates && enumValue<GenerationEngine>(m_generation) == GenerationEngine::Colocated,
               generates ? tr("Only for a vLLM engine that shares the GPU") : why);
    setApplies(m_engineTensorParallel, generates && engine, generates ? tr("Only where a vLLM engine generates") : why);
    setApplies(m_rewardModel, generates && objective != Objective::Ppo,
               objective == Objective::Ppo ? tr("PPO always scores with a reward model on the GPU") : why);
    setApplies(m_ktoKl, objective == Objective::Kto, why);
}

void JobPanel::updateSequenceParallelRows()
{
    setApplies(m_sequenceParallelDegree, enumValue<SequenceParallel>(m_sequenceParallel) != SequenceParallel::None,
               tr("Only when sequences are split over GPUs"));
}

void JobPanel::updateAppliedRows()
{
    updateMethodRows();
    updateObjectiveRows();
    updateSequenceParallelRows();
    updatePrecisionRows();
    updateQatRows();
    updateImageRows();
    updateDatasetRows();
    updateLayoutRows();
}

void JobPanel::notifyChanged()
{
    if (!m_applying)
        emit inputsChanged();
}

} // namespace tunefit::ui

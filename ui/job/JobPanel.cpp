// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/JobPanel.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/model/Presets.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "ui/common/WheelGuard.h"

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

namespace {

constexpr int kAnyCount = std::numeric_limits<int>::max();

/// The background of a field that holds no valid value: the theme's own base tinted red, legible in dark themes too.
QColor invalidFieldColor(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor red(220, 50, 47);
    const double share = 0.3;
    return QColor::fromRgbF(float(base.redF() * (1 - share) + red.redF() * share),
                            float(base.greenF() * (1 - share) + red.greenF() * share),
                            float(base.blueF() * (1 - share) + red.blueF() * share));
}

template <class E>
QComboBox* enumCombo(QWidget* parent, const QString& objectName, std::initializer_list<E> values, E current)
{
    auto* combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    for (const E value : values) {
        combo->addItem(QString(), int(value));
        if (value == current)
            combo->setCurrentIndex(combo->count() - 1);
    }
    return combo;
}

template <class E> E enumValue(const QComboBox* combo)
{
    return E(combo->currentData().toInt());
}

template <class E> void selectEnum(QComboBox* combo, E value)
{
    const int index = combo->findData(int(value));
    if (index >= 0)
        combo->setCurrentIndex(index);
}

QSpinBox* spinBox(QWidget* parent, const QString& objectName, int minimum, int maximum, int value)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    box->setGroupSeparatorShown(true);
    return box;
}

/// A row whose label retranslateUi() names later (QFormLayout makes no label for an empty text).
void addFieldRow(QFormLayout* form, QWidget* field)
{
    auto* label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    form->addRow(label, field);
}

QLabel* sectionLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

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
                                        Objective::Grpo},
                                       Objective::Sft);
    m_reference = enumCombo<ReferenceModel>(this, QStringLiteral("reference"),
                                            {ReferenceModel::SeparateFrozen, ReferenceModel::AdaptersDisabled,
                                             ReferenceModel::Precomputed, ReferenceModel::None},
                                            defaultReference(Method::LoRA));
    const ObjectiveSetup defaults;
    m_groupSize = spinBox(this, QStringLiteral("groupSize"), 0, kAnyCount, defaults.groupSize);
    m_completionLen = spinBox(this, QStringLiteral("completionLen"), 0, kAnyCount, defaults.completionLen);
    m_generation = enumCombo<GenerationEngine>(
        this, QStringLiteral("generation"),
        {GenerationEngine::InProcess, GenerationEngine::Colocated, GenerationEngine::Server}, defaults.generation);
    m_engineFraction = new QDoubleSpinBox(this);
    m_engineFraction->setObjectName(QStringLiteral("engineMemoryFraction"));
    m_engineFraction->setRange(0.01, 1);
    m_engineFraction->setDecimals(2);
    m_engineFraction->setSingleStep(0.05);
    m_engineFraction->setValue(defaults.engineMemoryFraction);
    m_ktoKl = new QCheckBox(this);
    m_ktoKl->setObjectName(QStringLiteral("ktoKlTerm"));
    m_ktoKl->setChecked(defaults.ktoKlTerm);

    for (QComboBox* combo : {m_objective, m_generation})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            updateObjectiveRows();
            notifyChanged();
        });
    connect(m_reference, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    // Only a choice the user makes stops the reference from following the method's default.
    connect(m_reference, &QComboBox::activated, this, [this] { m_referenceChosen = true; });
    for (QSpinBox* box : {m_groupSize, m_completionLen})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_engineFraction, &QDoubleSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_ktoKl, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
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

ModelSpec JobPanel::currentModel() const
{
    const QVariant index = m_model->currentData();
    if (index.isValid() && index.toInt() >= 0 && size_t(index.toInt()) < m_models.size())
        return m_models[size_t(index.toInt())];
    return {};
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

void JobPanel::buildTrainingSection()
{
    m_compute = enumCombo<Compute>(this, QStringLiteral("compute"),
                                   {Compute::BF16, Compute::FP16, Compute::AmpBF16, Compute::AmpFP16, Compute::FP32},
                                   Compute::BF16);
    m_optimizer = enumCombo<Optimizer>(this, QStringLiteral("optimizer"),
                                       {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW32,
                                        Optimizer::PagedAdamW8bit, Optimizer::AdamWFusedBackward,
                                        Optimizer::SgdMomentum, Optimizer::Adafactor, Optimizer::Lion},
                                       Optimizer::AdamW);
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
    for (QComboBox* combo : {m_compute, m_optimizer, m_checkpointing, m_attention, m_loss})
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

void JobPanel::markInvalid(QWidget* editor, bool invalid)
{
    if (editor->property("invalid").toBool() == invalid)
        return;
    QPalette palette = editor->style()->standardPalette();
    if (invalid)
        palette.setColor(QPalette::Base, invalidFieldColor(palette));
    editor->setPalette(palette);
    editor->setProperty("invalid", invalid);
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
    setApplies(m_megatronSp, m_tensorParallel->value() > 1, tr("Only with tensor parallelism (TP above 1)"));
    setApplies(m_virtualStages, m_pipelineParallel->value() > 1, tr("Only with a pipeline (PP above 1)"));
    m_layoutText->setText(layoutLine(inputs().job.parallel));
    m_methodForm->setRowVisible(m_layoutText, !m_layoutText->text().isEmpty());
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
    // A field and, under it, the message showError() gives for each core name of that field.
    const auto field = [&](QWidget* editor, std::initializer_list<const char*> coreNames = {}) {
        if (qobject_cast<QCheckBox*>(editor) || editor == m_layoutText)
            form->addRow(QString(), editor);
        else
            addFieldRow(form, editor);
        for (const char* name : coreNames)
            addMessageRow(form, editor, name);
    };
    // What decides the answer first, visible without scrolling on a 1366×768 screen.
    form->addRow(m_sectionModel);
    field(m_model);
    form->addRow(QString(), m_modelNote);
    form->setRowVisible(m_modelNote, false);
    addMessageRow(form, m_model, "model");
    field(m_method);
    field(m_gpu);
    field(m_gpus, {"gpus"});

    form->addRow(m_sectionMethod);
    field(m_rank, {"lora_rank"});
    field(m_alpha);
    field(m_dropout);
    field(m_targets, {"lora_targets"});
    field(m_quant);
    field(m_virtualTokens, {"virtual_tokens"});
    field(m_bottleneck, {"bottleneck"});
    field(m_lastLayers, {"trainable_last_layers"});

    form->addRow(m_sectionTraining);
    field(m_compute);
    field(m_optimizer);
    field(m_microBatch, {"micro_batch"});
    field(m_seqLen, {"seq_len", "tokens_per_micro_batch"});
    field(m_gradAccumulation, {"grad_accumulation"});
    for (QWidget* editor :
         std::initializer_list<QWidget*>{m_checkpointing, m_attention, m_loss, m_tiledMlp, m_optimizerInBackward})
        field(editor);

    form->addRow(m_sectionHardware);
    field(m_sharding, {"sharding"});
    field(m_offload);
    field(m_sequenceParallel);
    field(m_sequenceParallelDegree, {"sequence_parallel_degree"});

    form->addRow(m_sectionLayout);
    field(m_tensorParallel, {"tensor_parallel"});
    field(m_megatronSp);
    field(m_pipelineParallel, {"pipeline_parallel"});
    field(m_virtualStages, {"virtual_pipeline_stages"});
    field(m_expertParallel, {"expert_parallel"});
    field(m_expertTensorParallel, {"expert_tensor_parallel"});
    field(m_layoutText);

    form->addRow(m_sectionObjective);
    field(m_objective);
    field(m_reference, {"reference_model"});
    field(m_groupSize, {"group_size"});
    field(m_completionLen, {"completion_len"});
    field(m_generation);
    field(m_engineFraction, {"engine_memory_fraction"});
    field(m_ktoKl);

    form->addRow(m_sectionDataset);
    field(m_tokens, {"tokens", "training_tokens"});
    field(m_epochs, {"epochs"});
    field(m_packing);
    field(m_sampleTokens, {"average_sample_tokens"});
    field(m_deadline, {"deadline_hours"});
    field(m_budget, {"budget_usd"});
    field(m_spot);
    field(m_asSetOnly);

    form->addRow(m_sectionImages);
    field(m_images, {"images_per_sample", "image_tokens_per_sample"});
    field(m_tokensPerImage, {"tokens_per_image"});
    field(m_trainVisionTower, {"train_vision_tower"});
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
    setApplies(m_groupSize, objective == Objective::Grpo, why); // PPO has no groups
    setApplies(m_completionLen, generates, why);
    setApplies(m_generation, generates, why);
    setApplies(m_engineFraction, generates && enumValue<GenerationEngine>(m_generation) == GenerationEngine::Colocated,
               generates ? tr("Only for a vLLM engine that shares the GPU") : why);
    setApplies(m_ktoKl, objective == Objective::Kto, why);
}

void JobPanel::updateSequenceParallelRows()
{
    setApplies(m_sequenceParallelDegree, enumValue<SequenceParallel>(m_sequenceParallel) != SequenceParallel::None,
               tr("Only when sequences are split over GPUs"));
}

void JobPanel::notifyChanged()
{
    if (!m_applying)
        emit inputsChanged();
}

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

    TrainingSetup& t = job.setup;
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
    if (t.method == Method::QLoRA)
        t.baseQuant = enumValue<BaseQuant>(m_quant);
    else if (auto stored = m_modelReading ? uploadBaseQuant(m_modelReading->format) : std::nullopt;
             stored && t.method != Method::Full)
        t.baseQuant = *stored; // a quantized upload is loaded as stored, as the command line reads it
    t.weightDType = defaultWeightDType(t.compute, t.baseQuant);
    t.optimizer = enumValue<Optimizer>(m_optimizer);
    t.microBatch = m_microBatch->value();
    t.seqLen = m_seqLen->value();
    t.gradAccumulation = m_gradAccumulation->value();
    t.checkpointing = enumValue<Checkpointing>(m_checkpointing);
    t.attention = enumValue<Attention>(m_attention);
    t.loss = enumValue<LossImpl>(m_loss);
    t.tiledMlp = m_tiledMlp->isChecked();
    t.optimizerInBackward = m_optimizerInBackward->isChecked();

    // The objective's fields the form does not show (pairs doubling, generation batch, sleep mode, critic) stay.
    ObjectiveSetup& o = t.objective;
    o.objective = enumValue<Objective>(m_objective);
    o.reference = enumValue<ReferenceModel>(m_reference);
    o.groupSize = m_groupSize->value();
    o.completionLen = m_completionLen->value();
    o.generation = enumValue<GenerationEngine>(m_generation);
    o.engineMemoryFraction = m_engineFraction->value();
    o.ktoKlTerm = m_ktoKl->isChecked();
    // A colocated engine's share is of the GPU the job is judged on (the core's rule).
    t = onCard(t, m_gpu->currentData().toDouble());

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

    in.gpuName = m_gpu->currentText();
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
    return in;
}

void JobPanel::setInputs(const JobInputs& in)
{
    m_applying = true;
    const Job& job = in.job;
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

    const TrainingSetup& t = job.setup;
    m_hiddenJob = job;
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
    selectEnum(m_compute, t.compute);
    selectEnum(m_optimizer, t.optimizer);
    m_microBatch->setValue(t.microBatch);
    m_seqLen->setValue(t.seqLen);
    m_gradAccumulation->setValue(t.gradAccumulation);
    selectEnum(m_checkpointing, t.checkpointing);
    selectEnum(m_attention, t.attention);
    selectEnum(m_loss, t.loss);
    m_tiledMlp->setChecked(t.tiledMlp);
    m_optimizerInBackward->setChecked(t.optimizerInBackward);

    const ObjectiveSetup& o = t.objective;
    selectEnum(m_objective, o.objective);
    selectEnum(m_reference, o.reference);
    // A file's reference counts as chosen when it is not what the method would get anyway.
    m_referenceChosen = o.reference != defaultReference(t.method);
    m_groupSize->setValue(o.groupSize);
    m_completionLen->setValue(o.completionLen);
    selectEnum(m_generation, o.generation);
    m_engineFraction->setValue(o.engineMemoryFraction);
    m_ktoKl->setChecked(o.ktoKlTerm);
    m_images->setValue(t.images.perSample);
    m_tokensPerImage->setValue(t.images.tokensPerImage);
    m_trainVisionTower->setChecked(t.images.trainTower);

    m_gpus->setValue(job.parallel.gpus);
    selectEnum(m_sharding, effectiveSharding(job.parallel)); // what the job will be evaluated with
    selectEnum(m_offload, job.parallel.offload);
    selectEnum(m_sequenceParallel, job.parallel.sequenceParallel);
    // After the kind, whose change would put in the GPU count; a degree of 1 (no split) leaves the box as it was.
    if (job.parallel.sequenceParallelDegree >= 2)
        m_sequenceParallelDegree->setValue(job.parallel.sequenceParallelDegree);
    if (!in.gpuName.isEmpty())
        selectGpu(in.gpuName);
    const ModelParallel& layout = job.parallel.model;
    m_tensorParallel->setValue(layout.tensor);
    m_megatronSp->setChecked(layout.sequenceParallel);
    m_pipelineParallel->setValue(layout.pipeline);
    m_virtualStages->setValue(layout.virtualStages);
    m_expertParallel->setValue(layout.expert);
    m_expertTensorParallel->setValue(layout.expertTensor);

    m_tokens->setValue(job.datasetTokens / 1e6);
    m_epochs->setValue(job.epochs);
    m_packing->setChecked(job.packing);
    m_sampleTokens->setValue(job.averageSampleTokens);
    m_deadline->setValue(job.deadlineHours.value_or(0));
    m_budget->setValue(job.budgetUsd.value_or(0));
    m_spot->setChecked(job.assumptions.spotAllowed);
    m_asSetOnly->setChecked(job.assumptions.asSetOnly);
    updateMethodRows();
    updateObjectiveRows();
    updateSequenceParallelRows();
    updateImageRows();
    updateDatasetRows();
    updateLayoutRows();
    m_applying = false;
    emit inputsChanged();
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

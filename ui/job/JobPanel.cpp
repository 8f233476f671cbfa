// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/JobPanel.h"

#include "core/Units.h"
#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "core/model/HfConfigImport.h"
#include "core/model/ModelNames.h"
#include "core/model/Presets.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "present/LayoutWording.h"
#include "ui/common/ModelSearch.h"
#include "ui/common/WheelGuard.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

#include <utility>

namespace tunefit::ui {

namespace {

constexpr int kEntryIdRole = Qt::UserRole + 2; ///< a library entry's id (ModelPreset::id)

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
    buildModelSection(form);
    buildImagesSection(form);
    buildMethodSection(form);
    buildObjectiveSection(form);
    buildTrainingSection(form);
    buildHardwareSection(form);
    buildLayoutSection(form);
    buildDatasetSection(form);
    updateMethodRows();
    updateObjectiveRows();
    updateSequenceParallelRows();
    retranslateUi();
    updateImageRows();
    updateLayoutRows();
    // The panel lives in a scroll area: the wheel scrolls the form unless a field has focus.
    WheelGuard::guardChildren(this);
}

void JobPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void JobPanel::setRowLabel(QWidget* field, const QString& text)
{
    if (auto* label = qobject_cast<QLabel*>(m_methodForm->labelForField(field)))
        label->setText(text);
}

void JobPanel::retranslateUi()
{
    m_sectionImages->setText(tr("Images"));
    setRowLabel(m_images, tr("Ima&ges per sample:"));
    m_images->setToolTip(tr("Images in every training sample; their tokens take positions of the sequence length"));
    setRowLabel(m_tokensPerImage, tr("Tok&ens per image:"));
    m_tokensPerImage->setToolTip(
        tr("Tokens one image becomes in the sequence: 256 for Gemma 3; (height ÷ 28) × (width ÷ 28) for Qwen2.5-VL"));
    m_trainVisionTower->setText(tr("Train the &vision tower"));
    m_trainVisionTower->setToolTip(
        tr("Train the vision tower like the language model (in full, or with the same adapters) instead of keeping it "
           "frozen: its activations are then kept for the backward pass"));
    updateImageRows(); // the special value names the model's figure in the current language
    // Keep the signals quiet: renaming items changes no input.
    const QSignalBlocker blockModel(m_model);
    m_model->lineEdit()->setPlaceholderText(tr("Type to search models"));
    m_sectionModel->setText(tr("Model"));
    if (m_localHeader >= 0)
        m_model->setItemText(m_localHeader, tr("Models on this computer"));
    setRowLabel(m_model, tr("&Model:"));

    // The setup's words are the import preview's, the report's and the command line's (present/JobWording.h).
    nameItems(m_method, &methodName);
    for (const auto& [target, box] : m_targetBoxes)
        box->setText(targetName(target));
    nameItems(m_quant, &baseQuantName);
    m_sectionMethod->setText(tr("Method"));
    setRowLabel(m_method, tr("M&ethod:"));
    setRowLabel(m_rank, tr("&Rank:"));
    setRowLabel(m_alpha, tr("&Alpha:"));
    setRowLabel(m_dropout, tr("&Dropout:"));
    setRowLabel(m_targets, tr("Targets:"));
    setRowLabel(m_quant, tr("&Quantization:"));
    setRowLabel(m_virtualTokens, tr("&Virtual tokens:"));
    setRowLabel(m_bottleneck, tr("&Bottleneck width:"));
    setRowLabel(m_lastLayers, tr("Trained &last layers:"));

    // The objective's words are the report's and the command line's (present/JobWording.h).
    nameItems(m_objective, &objectiveName);
    nameItems(m_reference, &referenceName);
    nameItems(m_generation, &generationEngineName);
    m_sectionObjective->setText(tr("Objective"));
    setRowLabel(m_objective, tr("Ob&jective:"));
    m_objective->setToolTip(tr("What the run optimises: supervised fine-tuning, a preference objective, a reward "
                               "model, or reinforcement learning that generates completions (PPO, GRPO)"));
    setRowLabel(m_reference, tr("Refere&nce:"));
    m_reference->setToolTip(tr("Where the reference log-probabilities come from: a second frozen copy of the model, "
                               "the model's own base with its adapters switched off, or a pass before training"));
    setRowLabel(m_groupSize, tr("Group si&ze:"));
    m_groupSize->setToolTip(tr("Completions generated for each prompt (TRL num_generations)"));
    setRowLabel(m_completionLen, tr("Complet&ion length:"));
    m_completionLen->setSuffix(tr(" tokens", "after a number of tokens"));
    m_completionLen->setToolTip(
        tr("Generated tokens per sequence; part of the sequence length, which counts the prompt and the completion"));
    setRowLabel(m_generation, tr("Generated &with:"));
    m_generation->setToolTip(tr("Where the completions are generated: by the training process itself, by a vLLM "
                                "engine that shares the GPU, or by a server on other GPUs"));
    setRowLabel(m_engineFraction, tr("Engine memor&y share:"));
    m_engineFraction->setToolTip(
        tr("Share of the GPU's memory the colocated vLLM engine takes (gpu_memory_utilization)"));
    m_ktoKl->setText(tr("&KL term (mismatched completions)"));
    m_ktoKl->setToolTip(tr("KTO's KL estimate: extra forward passes without gradients on mismatched completions"));

    nameItems(m_compute, &computeName);
    nameItems(m_optimizer, &optimizerName);
    nameItems(m_checkpointing, &checkpointingName);
    nameItems(m_attention, &attentionName);
    nameItems(m_loss, &lossName);
    m_sectionTraining->setText(tr("Training"));
    setRowLabel(m_compute, tr("&Precision:"));
    setRowLabel(m_optimizer, tr("&Optimizer:"));
    setRowLabel(m_microBatch, tr("Micro-&batch:"));
    setRowLabel(m_seqLen, tr("&Sequence length:"));
    setRowLabel(m_gradAccumulation, tr("&Gradient accumulation:"));
    setRowLabel(m_checkpointing, tr("&Checkpointing:"));
    setRowLabel(m_attention, tr("A&ttention:"));
    setRowLabel(m_loss, tr("Lo&ss:"));
    m_tiledMlp->setText(tr("T&iled MLP"));
    m_tiledMlp->setToolTip(tr("Compute the MLP in tiles along the sequence and recompute each tile in backward, so "
                              "that only the MLP's input is kept: DeepSpeed ALST / Arctic long-sequence training "
                              "(TiledMLP), Unsloth, Liger"));
    m_optimizerInBackward->setText(tr("Optimizer step in bac&kward"));
    m_optimizerInBackward->setToolTip(
        tr("Update each parameter as soon as its gradient is ready, so that only one gradient exists at a time: "
           "torchtune optimizer_in_bwd, LOMO. Gradient accumulation is not possible."));

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
    m_sectionHardware->setText(tr("Hardware"));
    setRowLabel(m_gpu, tr("G&PU:"));
    setRowLabel(m_gpus, tr("GPU &count:"));
    setRowLabel(m_sharding, tr("S&harding:"));
    setRowLabel(m_offload, tr("O&ffload:"));
    nameItems(m_sequenceParallel, &sequenceParallelName);
    setRowLabel(m_sequenceParallel, tr("Se&quence parallel:"));
    m_sequenceParallel->setToolTip(
        tr("Split every sequence over several GPUs: DeepSpeed-Ulysses exchanges attention heads (all-to-all), ring "
           "attention passes key/value blocks around the GPUs"));
    setRowLabel(m_sequenceParallelDegree, tr("Sequence-parallel de&gree:"));
    m_sequenceParallelDegree->setToolTip(tr("GPUs one sequence is split over; it divides the GPU count"));
    m_sectionLayout->setText(tr("Parallel layout"));
    setRowLabel(m_tensorParallel, tr("Tensor parallel (TP):"));
    m_tensorParallel->setToolTip(tr("GPUs each layer's attention and MLP are split over (Megatron column/row "
                                    "parallelism); best kept inside one node"));
    m_megatronSp->setText(tr("Megatron sequence parallelism"));
    m_megatronSp->setToolTip(tr("With tensor parallelism: norms, dropout and the residual stream are split along the "
                                "sequence over the TP group"));
    setRowLabel(m_pipelineParallel, tr("Pipeline parallel (PP):"));
    m_pipelineParallel->setToolTip(tr("Stages of whole blocks, one per GPU group; it divides the GPU count"));
    setRowLabel(m_virtualStages, tr("Virtual pipeline stages (VPP):"));
    m_virtualStages->setToolTip(tr("Model chunks per GPU (interleaved 1F1B): a smaller pipeline bubble"));
    setRowLabel(m_expertParallel, tr("Expert parallel (EP):"));
    setRowLabel(m_expertTensorParallel, tr("Expert tensor parallel (ETP):"));
    updateLayoutRows(); // the expert rows' tool tips and the layout's words
    showError(m_shownError);
    m_sectionDataset->setText(tr("Dataset and limits"));
    setRowLabel(m_tokens, tr("Training &tokens:"));
    m_tokens->setSuffix(tr(" M", "millions of tokens"));
    m_tokens->setToolTip(tr("Tokens in the training set, in millions, per epoch"));
    setRowLabel(m_epochs, tr("&Epochs:"));
    setRowLabel(m_deadline, tr("&Deadline:"));
    m_deadline->setSuffix(tr(" h", "hours"));
    m_deadline->setSpecialValueText(tr("none"));
    setRowLabel(m_budget, tr("B&udget:"));
    m_budget->setPrefix(tr("$", "US dollars before the amount"));
    m_budget->setSpecialValueText(tr("none"));
    m_spot->setText(tr("Allow &spot capacity"));
    m_spot->setToolTip(tr("Use spot (interruptible) prices where their expected cost, restarts included, is lower"));
    m_asSetOnly->setText(tr("Plan the job as set only"));
    m_asSetOnly->setToolTip(tr("Offers run exactly the setting above: no other micro-batch, checkpointing, kernels, "
                               "optimizer or layout that would make the job fit or run faster"));
}

void JobPanel::buildModelSection(QFormLayout* form)
{
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("model"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->setMaxVisibleItems(20);
    for (const ModelPreset& preset : modelPresets()) {
        m_model->addItem(QString::fromStdString(preset.spec.name), int(m_models.size()));
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(preset.hfRepo), Qt::ToolTipRole);
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(preset.id), kEntryIdRole);
        m_models.push_back(preset.spec);
    }
    // Type-to-search filters with matchesSearch() (Turkish İ/ı-safe) and offers what is left, unfiltered again.
    auto* search = new ModelSearchProxy(m_model);
    search->setSourceModel(m_model->model());
    auto* completer = new QCompleter(search, m_model);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_model->setCompleter(completer);
    connect(m_model->lineEdit(), &QLineEdit::textEdited, completer, [search, completer](const QString& text) {
        search->setQuery(text);
        if (search->rowCount() > 0)
            completer->complete();
    });
    if (const ModelPreset* preset = findPreset("llama-3.1-8b"))
        selectModel(QString::fromStdString(preset->spec.name));
    m_lastModelIndex = m_model->currentIndex();
    // First the cached model's config.json, then the change: inputs() then reads the model chosen.
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        if (m_readingTypedModel)
            return;
        // A model picked from the list is the user's own choice: nothing left to confirm or to mark.
        m_modelReading.reset();
        m_unreadModel.reset();
        showModelReading();
    });
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::resolveLocalModel);
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    connect(m_model->lineEdit(), &QLineEdit::editingFinished, this, &JobPanel::readTypedModel);
    m_sectionModel = sectionLabel(this);
    form->addRow(m_sectionModel);
    addFieldRow(form, m_model);
    m_modelNote = new QLabel(this);
    m_modelNote->setObjectName(QStringLiteral("model_reading"));
    m_modelNote->setWordWrap(true);
    form->addRow(QString(), m_modelNote);
    form->setRowVisible(m_modelNote, false);
    addMessageRow(form, m_model, "model");
}

void JobPanel::readTypedModel()
{
    const QString typed = m_model->lineEdit()->text().trimmed();
    if (typed.isEmpty() || typed == m_model->itemText(m_model->currentIndex()))
        return;
    if (const int listed = m_model->findText(typed, Qt::MatchFixedString); listed >= 0) {
        m_model->setCurrentIndex(listed);
        return;
    }
    const NameResolution resolved = resolveModelName(typed.toStdString(), m_userModels);
    const int index =
        resolved.match ? m_model->findData(QString::fromStdString(resolved.match->entry->id), kEntryIdRole) : -1;
    m_readingTypedModel = true;
    if (index >= 0) {
        m_modelReading = readingOf(typed.toStdString(), *resolved.match);
        m_unreadModel.reset();
        m_model->setCurrentIndex(index);
    } else {
        m_modelReading.reset();
        m_unreadModel = unresolvedModelError(resolved, "model", typed.toStdString());
    }
    m_readingTypedModel = false;
    m_model->lineEdit()->setText(index >= 0 ? m_model->itemText(index) : typed); // the name stays as typed
    showModelReading();
    notifyChanged();
}

void JobPanel::setUserModels(const std::vector<ModelPreset>& models)
{
    m_userModels = models;
    const QSignalBlocker block(m_model);
    // An entry listed before keeps its item (the job may use it); a new one is added after the bundled ones.
    for (const ModelPreset& entry : m_userModels) {
        if (m_model->findData(QString::fromStdString(entry.id), kEntryIdRole) >= 0)
            continue;
        m_model->addItem(QString::fromStdString(entry.id), int(m_models.size()));
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(entry.hfRepo), Qt::ToolTipRole);
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(entry.id), kEntryIdRole);
        m_models.push_back(entry.spec);
    }
}

void JobPanel::showModelReading()
{
    m_modelNote->setText(m_modelReading ? modelReadingText(*m_modelReading) : QString());
    m_methodForm->setRowVisible(m_modelNote, m_modelReading.has_value());
    // The field itself is marked while it names no model; the message under it (showError) says why.
    QPalette palette = m_model->lineEdit()->style()->standardPalette();
    if (m_unreadModel)
        palette.setColor(QPalette::Base, invalidFieldColor(palette));
    m_model->lineEdit()->setPalette(palette);
    m_model->setProperty("invalid", m_unreadModel.has_value());
}

void JobPanel::buildMethodSection(QFormLayout* form)
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

    m_rank = spinBox(this, QStringLiteral("rank"), 1, 65536, 16);
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
    m_virtualTokens = spinBox(this, QStringLiteral("virtualTokens"), 1, 100000, 20);
    m_bottleneck = spinBox(this, QStringLiteral("bottleneck"), 1, 65536, 64);
    m_lastLayers = spinBox(this, QStringLiteral("lastLayers"), 1, 1000, 2);

    for (QSpinBox* box : {m_rank, m_virtualTokens, m_bottleneck, m_lastLayers})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    for (QDoubleSpinBox* box : {m_alpha, m_dropout})
        connect(box, &QDoubleSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_quant, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);

    m_sectionMethod = sectionLabel(this);
    form->addRow(m_sectionMethod);
    addFieldRow(form, m_method);
    addFieldRow(form, m_rank);
    addFieldRow(form, m_alpha);
    addFieldRow(form, m_dropout);
    addFieldRow(form, m_targets);
    addFieldRow(form, m_quant);
    addFieldRow(form, m_virtualTokens);
    addFieldRow(form, m_bottleneck);
    addFieldRow(form, m_lastLayers);
}

void JobPanel::buildObjectiveSection(QFormLayout* form)
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
    m_groupSize = spinBox(this, QStringLiteral("groupSize"), 1, 65'536, defaults.groupSize);
    m_completionLen = spinBox(this, QStringLiteral("completionLen"), 1, 10'000'000, defaults.completionLen);
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

    m_sectionObjective = sectionLabel(this);
    form->addRow(m_sectionObjective);
    for (QWidget* field : std::initializer_list<QWidget*>{m_objective, m_reference, m_groupSize, m_completionLen,
                                                          m_generation, m_engineFraction})
        addFieldRow(form, field);
    form->addRow(QString(), m_ktoKl);
}

void JobPanel::buildImagesSection(QFormLayout* form)
{
    const ImageInput defaults;
    m_images = spinBox(this, QStringLiteral("imagesPerSample"), 0, 10'000, defaults.perSample);
    m_tokensPerImage = spinBox(this, QStringLiteral("tokensPerImage"), 0, 4'000'000, defaults.tokensPerImage);
    m_trainVisionTower = new QCheckBox(this);
    m_trainVisionTower->setObjectName(QStringLiteral("trainVisionTower"));
    m_trainVisionTower->setChecked(defaults.trainTower);
    for (QSpinBox* box : {m_images, m_tokensPerImage})
        connect(box, &QSpinBox::valueChanged, this, &JobPanel::notifyChanged);
    connect(m_trainVisionTower, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::updateImageRows);

    m_sectionImages = sectionLabel(this);
    form->addRow(m_sectionImages);
    addFieldRow(form, m_images);
    addFieldRow(form, m_tokensPerImage);
    form->addRow(QString(), m_trainVisionTower);
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
    m_methodForm->setRowVisible(m_sectionImages, vision);
    m_methodForm->setRowVisible(m_images, vision);
    m_methodForm->setRowVisible(m_tokensPerImage, vision);
    m_methodForm->setRowVisible(m_trainVisionTower, vision);
    // The box at 0 stands for the model's own figure (core tokensPerImage()): say which.
    m_tokensPerImage->setSpecialValueText(
        model.vision.imageTokens > 0 ? tr("Model's figure (%1)").arg(QLocale().toString(model.vision.imageTokens))
                                     : tr("Model's figure (unknown)"));
}

void JobPanel::buildTrainingSection(QFormLayout* form)
{
    m_compute = enumCombo<Compute>(this, QStringLiteral("compute"),
                                   {Compute::BF16, Compute::FP16, Compute::AmpBF16, Compute::AmpFP16, Compute::FP32},
                                   Compute::BF16);
    m_optimizer = enumCombo<Optimizer>(this, QStringLiteral("optimizer"),
                                       {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW32,
                                        Optimizer::PagedAdamW8bit, Optimizer::AdamWFusedBackward,
                                        Optimizer::SgdMomentum, Optimizer::Adafactor, Optimizer::Lion},
                                       Optimizer::AdamW);
    m_microBatch = spinBox(this, QStringLiteral("microBatch"), 1, 1'000'000, 4);
    m_seqLen = spinBox(this, QStringLiteral("seqLen"), 1, 10'000'000, 2048);
    m_gradAccumulation = spinBox(this, QStringLiteral("gradAccumulation"), 1, 1'000'000, 4);
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

    m_sectionTraining = sectionLabel(this);
    form->addRow(m_sectionTraining);
    for (QWidget* field : std::initializer_list<QWidget*>{m_compute, m_optimizer, m_microBatch, m_seqLen,
                                                          m_gradAccumulation, m_checkpointing, m_attention, m_loss})
        addFieldRow(form, field);
    form->addRow(QString(), m_tiledMlp);
    form->addRow(QString(), m_optimizerInBackward);
}

void JobPanel::buildHardwareSection(QFormLayout* form)
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

    m_sectionHardware = sectionLabel(this);
    form->addRow(m_sectionHardware);
    for (QWidget* field : std::initializer_list<QWidget*>{m_gpu, m_gpus, m_sharding, m_offload, m_sequenceParallel,
                                                          m_sequenceParallelDegree})
        addFieldRow(form, field);
    addMessageRow(form, m_sequenceParallelDegree, "sequence_parallel_degree");
}

void JobPanel::buildLayoutSection(QFormLayout* form)
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

    m_sectionLayout = sectionLabel(this);
    form->addRow(m_sectionLayout);
    addFieldRow(form, m_tensorParallel);
    addMessageRow(form, m_tensorParallel, "tensor_parallel");
    form->addRow(QString(), m_megatronSp);
    addFieldRow(form, m_pipelineParallel);
    addMessageRow(form, m_pipelineParallel, "pipeline_parallel");
    addFieldRow(form, m_virtualStages);
    addMessageRow(form, m_virtualStages, "virtual_pipeline_stages");
    addFieldRow(form, m_expertParallel);
    addMessageRow(form, m_expertParallel, "expert_parallel");
    addFieldRow(form, m_expertTensorParallel);
    addMessageRow(form, m_expertTensorParallel, "expert_tensor_parallel");
    form->addRow(QString(), m_layoutText);
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
    m_expertParallel->setEnabled(moe);
    m_expertTensorParallel->setEnabled(moe);
    const QString expertTip = moe ? tr("GPUs the routed experts of every MoE block are divided over")
                                  : tr("Only for Mixture-of-Experts models");
    m_expertParallel->setToolTip(expertTip);
    m_expertTensorParallel->setToolTip(moe ? tr("GPUs each expert's MLP is split over") : expertTip);
    m_megatronSp->setEnabled(m_tensorParallel->value() > 1);
    m_virtualStages->setEnabled(m_pipelineParallel->value() > 1);
    m_layoutText->setText(layoutLine(inputs().job.parallel));
    m_methodForm->setRowVisible(m_layoutText, !m_layoutText->text().isEmpty());
}

void JobPanel::buildDatasetSection(QFormLayout* form)
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
    m_tokens = doubleBox(QStringLiteral("datasetTokens"), 0.001, 1e7, 50, 1);
    m_epochs = doubleBox(QStringLiteral("epochs"), 0.1, 1000, 1, 1);
    m_deadline = doubleBox(QStringLiteral("deadlineHours"), 0, 1e5, 0, 1);
    m_budget = doubleBox(QStringLiteral("budgetUsd"), 0, 1e9, 0, 0);
    m_spot = new QCheckBox(this);
    m_spot->setObjectName(QStringLiteral("spotAllowed"));
    connect(m_spot, &QCheckBox::toggled, this, &JobPanel::notifyChanged);
    m_asSetOnly = new QCheckBox(this);
    m_asSetOnly->setObjectName(QStringLiteral("asSetOnly"));
    connect(m_asSetOnly, &QCheckBox::toggled, this, &JobPanel::notifyChanged);

    m_sectionDataset = sectionLabel(this);
    form->addRow(m_sectionDataset);
    for (QWidget* field : std::initializer_list<QWidget*>{m_tokens, m_epochs, m_deadline, m_budget})
        addFieldRow(form, field);
    form->addRow(QString(), m_spot);
    form->addRow(QString(), m_asSetOnly);
}

void JobPanel::updateMethodRows()
{
    const Method method = enumValue<Method>(m_method);
    const bool lowRank = usesRank(method);
    m_methodForm->setRowVisible(m_rank, lowRank);
    m_methodForm->setRowVisible(m_alpha, lowRank);
    m_methodForm->setRowVisible(m_dropout, lowRank);
    m_methodForm->setRowVisible(m_targets, usesTargets(method));
    m_methodForm->setRowVisible(m_quant, method == Method::QLoRA);
    m_methodForm->setRowVisible(m_virtualTokens, usesVirtualTokens(method));
    m_methodForm->setRowVisible(m_bottleneck, method == Method::BottleneckAdapter);
    m_methodForm->setRowVisible(m_lastLayers, method == Method::Freeze);
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
    m_methodForm->setRowVisible(m_reference, usesReference(objective));
    m_methodForm->setRowVisible(m_groupSize, objective == Objective::Grpo); // PPO has no groups
    m_methodForm->setRowVisible(m_completionLen, generates);
    m_methodForm->setRowVisible(m_generation, generates);
    m_methodForm->setRowVisible(m_engineFraction,
                                generates && enumValue<GenerationEngine>(m_generation) == GenerationEngine::Colocated);
    m_methodForm->setRowVisible(m_ktoKl, objective == Objective::Kto);
}

void JobPanel::updateSequenceParallelRows()
{
    m_methodForm->setRowVisible(m_sequenceParallelDegree,
                                enumValue<SequenceParallel>(m_sequenceParallel) != SequenceParallel::None);
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
    m_deadline->setValue(job.deadlineHours.value_or(0));
    m_budget->setValue(job.budgetUsd.value_or(0));
    m_spot->setChecked(job.assumptions.spotAllowed);
    m_asSetOnly->setChecked(job.assumptions.asSetOnly);
    updateMethodRows();
    updateObjectiveRows();
    updateSequenceParallelRows();
    updateImageRows();
    updateLayoutRows();
    m_applying = false;
    emit inputsChanged();
}

namespace {
constexpr int kUnreadModel = -2;             ///< item data of a cached model not read yet
constexpr int kHubIdRole = Qt::UserRole + 1; ///< its Hub id (ORG/NAME)
} // namespace

int JobPanel::listLocalModels(const import::ModelSearch& search)
{
    m_modelSearch = search;
    const std::vector<std::string> ids = import::cachedModels(search);
    if (ids.empty() || m_localHeader >= 0)
        return m_localHeader >= 0 ? m_model->count() - m_localHeader - 1 : 0;
    const QSignalBlocker block(m_model);
    m_model->insertSeparator(m_model->count());
    m_localHeader = m_model->count();
    m_model->addItem(QString(), -1);
    if (auto* items = qobject_cast<QStandardItemModel*>(m_model->model()))
        items->item(m_localHeader)->setFlags(Qt::NoItemFlags); // a heading, not a choice
    for (const std::string& id : ids) {
        m_model->addItem(QString::fromStdString(id), kUnreadModel);
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(id), kHubIdRole);
    }
    retranslateUi();
    return int(ids.size());
}

void JobPanel::resolveLocalModel(int comboIndex)
{
    if (comboIndex < 0 || m_model->itemData(comboIndex).toInt() != kUnreadModel) {
        m_lastModelIndex = comboIndex;
        return;
    }
    const QString id = m_model->itemData(comboIndex, kHubIdRole).toString();
    auto located = import::locateModel(id.toStdString(), std::string(), m_modelSearch);
    if (located && located->source != ModelSource::NotFound) {
        ModelSpec spec = located->spec;
        spec.name = id.toStdString();
        m_model->setItemData(comboIndex, int(m_models.size()));
        m_models.push_back(spec);
        m_model->setItemData(comboIndex, QString::fromStdString(located->configPath), Qt::ToolTipRole);
        m_lastModelIndex = comboIndex;
        return;
    }
    // An unreadable config.json: the item says why and the model in use stays.
    const QString why = located ? tr("No config.json found for %1").arg(id) : errorSentence(located.error());
    m_model->setItemData(comboIndex, why, Qt::ToolTipRole);
    if (auto* items = qobject_cast<QStandardItemModel*>(m_model->model()))
        items->item(comboIndex)->setEnabled(false);
    const QSignalBlocker block(m_model);
    m_model->setCurrentIndex(m_lastModelIndex);
}

void JobPanel::addModel(const ModelSpec& model)
{
    const int index = int(m_models.size());
    m_models.push_back(model);
    QString name = QString::fromStdString(model.name);
    if (name.isEmpty())
        name = tr("Imported model %1").arg(index + 1);
    m_model->addItem(name, index);
    m_model->setCurrentIndex(m_model->count() - 1);
}

Result<ModelSpec> JobPanel::openConfigFile(const QString& path)
{
    Result<ModelSpec> model = modelFromHfConfigFile(path);
    if (model.ok()) {
        ModelSpec spec = model.value();
        if (spec.name.empty()) {
            const QFileInfo info(path);
            spec.name = info.absoluteDir().dirName().toStdString();
        }
        addModel(spec);
        return spec;
    }
    return model;
}

bool JobPanel::selectModel(const QString& name)
{
    const int index = m_model->findText(name, Qt::MatchFixedString);
    if (index < 0)
        return false;
    m_model->setCurrentIndex(index);
    return true;
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
        for (const Gpu& gpu : gpus)
            m_gpu->addItem(QString::fromStdString(gpu.name), memoryBytes(gpu));
        if (!selectGpu(chosen))
            m_gpu->setCurrentIndex(0);
    }
    // A different GPU, or the same one with an edited memory size, changes every estimate.
    if (!chosen.isEmpty() && (m_gpu->currentText() != chosen || m_gpu->currentData().toDouble() != capacity))
        notifyChanged();
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

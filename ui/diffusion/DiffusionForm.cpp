// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diffusion/DiffusionForm.h"

#include "core/diffusion/DenoiserIdentity.h"
#include "core/diffusion/DenoiserLibrary.h"
#include "present/DiffusionWording.h"
#include "present/ErrorWording.h"
#include "ui/common/InvalidField.h"
#include "ui/common/WheelGuard.h"
#include "ui/job/FormFields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

/// "FLUX.1-dev (12.0 B)": the Hub name without its organisation and the size.
QString modelLabel(const DenoiserSpec& d)
{
    std::string name = d.names.empty() ? d.key : d.names.front();
    if (const size_t slash = name.rfind('/'); slash != std::string::npos)
        name = name.substr(slash + 1);
    return DiffusionForm::tr("%1 (%2 B)")
        .arg(QString::fromStdString(name), QLocale().toString(d.publishedParamsB, 'f', 1));
}

/// What the Fine-tune field does, or the fine-tune the job runs as.
QString fineTuneHint(const DiffusionJob& job)
{
    if (!job.modelGiven.empty())
        return jobDenoiserText(job);
    return DiffusionForm::tr("A fine-tune's diffusers model_index.json or config.json, or its single .safetensors "
                             "file: the job runs as the library denoiser it is built on, and names it");
}

} // namespace

DiffusionForm::DiffusionForm(QWidget* parent) : QWidget(parent)
{
    build();
    retranslateUi();
    WheelGuard::guardChildren(this);
}

void DiffusionForm::build()
{
    using P = DenoiserPrecision;
    using H = HelperPlacement;
    m_layout = new QFormLayout(this);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("diffusionModel"));
    m_fineTune = new QPushButton(this);
    m_fineTune->setObjectName(QStringLiteral("diffusionFineTune"));
    m_method = enumCombo(this, QStringLiteral("diffusionMethod"),
                         {DiffusionMethod::LoRA, DiffusionMethod::LoKr, DiffusionMethod::Full}, DiffusionMethod::LoRA);
    m_rank = spinBox(this, QStringLiteral("diffusionRank"), 1, 1024, 16);
    m_targets = enumCombo(this, QStringLiteral("diffusionTargets"),
                          {LoraTargets::AllLinears, LoraTargets::Attention, LoraTargets::ImageAttention},
                          LoraTargets::AllLinears);
    m_dropout = new QDoubleSpinBox(this);
    m_dropout->setObjectName(QStringLiteral("diffusionLoraDropout"));
    m_dropout->setRange(0.0, 0.9);
    m_dropout->setSingleStep(0.05);
    m_dropout->setDecimals(2);
    m_width = spinBox(this, QStringLiteral("diffusionWidth"), 64, 16384, 1024);
    m_height = spinBox(this, QStringLiteral("diffusionHeight"), 64, 16384, 1024);
    m_width->setSingleStep(64);
    m_height->setSingleStep(64);
    m_frames = spinBox(this, QStringLiteral("diffusionFrames"), 1, 1024, 1);
    m_textTokens = spinBox(this, QStringLiteral("diffusionTextTokens"), 0, 4096, 0);
    m_batch = spinBox(this, QStringLiteral("diffusionBatch"), 1, 1024, 1);
    m_accumulation = spinBox(this, QStringLiteral("diffusionAccumulation"), 1, 4096, 1);
    m_precision =
        enumCombo(this, QStringLiteral("diffusionPrecision"), {P::BF16, P::FP16, P::FP8, P::Int8, P::NF4}, P::BF16);
    m_fp32Weights = new QCheckBox(this);
    m_fp32Weights->setObjectName(QStringLiteral("diffusionFp32Weights"));
    m_bf16Adapters = new QCheckBox(this);
    m_bf16Adapters->setObjectName(QStringLiteral("diffusionBf16Adapters"));
    m_textEncoders =
        enumCombo(this, QStringLiteral("diffusionTextEncoders"), {H::Cached, H::Gpu, H::Offloaded}, H::Cached);
    m_encoderPrecision = enumCombo(this, QStringLiteral("diffusionEncoderPrecision"),
                                   {P::BF16, P::FP16, P::FP8, P::Int8, P::NF4}, P::BF16);
    m_vae = enumCombo(this, QStringLiteral("diffusionVae"), {H::Cached, H::Gpu}, H::Cached);
    m_attention = enumCombo(this, QStringLiteral("diffusionAttention"),
                            {DiffusionAttention::Sdpa, DiffusionAttention::FlashAttention3}, DiffusionAttention::Sdpa);
    m_checkpointing = new QCheckBox(this);
    m_checkpointing->setObjectName(QStringLiteral("diffusionCheckpointing"));
    m_activationOffload = new QCheckBox(this);
    m_activationOffload->setObjectName(QStringLiteral("diffusionActivationOffload"));
    m_swap = spinBox(this, QStringLiteral("diffusionSwapBlocks"), 0, 512, 0);
    m_optimizer =
        enumCombo(this, QStringLiteral("diffusionOptimizer"), kDiffusionOptimizers, DiffusionOptimizer::AdamW8bit);
    m_fusedBackward = new QCheckBox(this);
    m_fusedBackward->setObjectName(QStringLiteral("diffusionFusedBackward"));
    m_gpus = spinBox(this, QStringLiteral("diffusionGpus"), 1, 4096, 1);
    m_steps = spinBox(this, QStringLiteral("diffusionSteps"), 1, 1000000000, 2000);
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("diffusionGpu"));
    m_sizeNote = new QLabel(this);
    m_sizeNote->setWordWrap(true);
    addRows();
    connectFields();
}

/// One labelled row per field, in the order a job is read: the model, the adapter, the samples, storage and places,
/// the step, the GPUs; the token count under them.
void DiffusionForm::addRows()
{
    for (QWidget* field : std::initializer_list<QWidget*>{m_model,
                                                          m_fineTune,
                                                          m_method,
                                                          m_rank,
                                                          m_targets,
                                                          m_dropout,
                                                          m_width,
                                                          m_height,
                                                          m_frames,
                                                          m_textTokens,
                                                          m_batch,
                                                          m_accumulation,
                                                          m_precision,
                                                          m_fp32Weights,
                                                          m_bf16Adapters,
                                                          m_textEncoders,
                                                          m_encoderPrecision,
                                                          m_vae,
                                                          m_checkpointing,
                                                          m_activationOffload,
                                                          m_attention,
                                                          m_swap,
                                                          m_optimizer,
                                                          m_fusedBackward,
                                                          m_gpus,
                                                          m_steps,
                                                          m_gpu})
        addFieldRow(m_layout, field);
    m_layout->addRow(m_sizeNote);
}

/// Every field reports an edit named by its label ("Change Rank"); the verdict's card is a view choice of its own.
void DiffusionForm::connectFields()
{
    const auto onEdit = [this](QWidget* field) {
        return [this, field] {
            if (m_filling)
                return;
            const QWidget* label = m_layout->labelForField(field);
            const auto* named = qobject_cast<const QLabel*>(label);
            const auto* box = qobject_cast<const QCheckBox*>(field);
            emitEdit(tr("Change %1")
                         .arg(named ? named->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'))
                              : box ? box->text()
                                    : QString()));
        };
    };
    for (QComboBox* combo : {m_model, m_method, m_targets, m_precision, m_textEncoders, m_encoderPrecision, m_vae,
                             m_attention, m_optimizer})
        connect(combo, &QComboBox::currentIndexChanged, this, onEdit(combo));
    for (QSpinBox* spin :
         {m_rank, m_width, m_height, m_frames, m_textTokens, m_batch, m_accumulation, m_swap, m_gpus, m_steps})
        connect(spin, &QSpinBox::valueChanged, this, onEdit(spin));
    connect(m_dropout, &QDoubleSpinBox::valueChanged, this, onEdit(m_dropout));
    for (QCheckBox* box : {m_fp32Weights, m_bf16Adapters, m_checkpointing, m_activationOffload, m_fusedBackward})
        connect(box, &QCheckBox::toggled, this, onEdit(box));
    connect(m_fineTune, &QPushButton::clicked, this, [this] {
        // A pipeline folder is opened by its model_index.json; a single-file checkpoint by itself.
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Open a fine-tune"), QString(),
            tr("Diffusers configs and single-file checkpoints (model_index.json config.json *.safetensors)"));
        if (!file.isEmpty())
            openFineTune(file);
    });
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            emit gpuChosen(m_gpu->currentData().toString());
    });
}

void DiffusionForm::retranslateUi()
{
    const auto label = [this](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(m_layout->labelForField(field)))
            l->setText(text);
    };
    label(m_model, tr("&Denoiser:"));
    label(m_fineTune, tr("&Fine-tune:"));
    label(m_method, tr("&Method:"));
    label(m_rank, tr("&Rank:"));
    label(m_targets, tr("Adapted li&nears:"));
    label(m_dropout, tr("&LoRA dropout:"));
    label(m_width, tr("&Width (px):"));
    label(m_height, tr("Hei&ght (px):"));
    label(m_frames, tr("Frame&s:"));
    label(m_textTokens, tr("Prompt &tokens:"));
    label(m_batch, tr("&Batch per GPU:"));
    label(m_accumulation, tr("A&ccumulation steps:"));
    label(m_precision, tr("Denoiser st&orage:"));
    label(m_textEncoders, tr("Te&xt encoders:"));
    label(m_encoderPrecision, tr("Text encoder storage:"));
    label(m_vae, tr("&VAE:"));
    label(m_attention, tr("&Attention kernel:"));
    label(m_swap, tr("Bloc&ks in CPU RAM:"));
    label(m_optimizer, tr("O&ptimizer:"));
    label(m_gpus, tr("GP&Us:"));
    label(m_steps, tr("Opt&imizer steps:"));
    label(m_gpu, tr("&Judge the fit on:"));
    m_fp32Weights->setText(tr("Keep FP32 weights (mixed precision)"));
    m_bf16Adapters->setText(tr("Adapters and their optimizer state in BF16"));
    m_checkpointing->setText(tr("Gradient checkpointing"));
    m_activationOffload->setText(tr("Keep the checkpointed activations in CPU RAM"));
    m_fusedBackward->setText(tr("Step each weight in backward (fused, Adafactor)"));
    m_method->setItemText(0, tr("LoRA"));
    m_method->setItemText(1, tr("LoKr"));
    m_method->setItemText(2, tr("Full fine-tune"));
    for (int i = 0; i < m_targets->count(); ++i) // the setting lines' wording, as the other combos
        m_targets->setItemText(i, diffusionTargetsText(LoraTargets(m_targets->itemData(i).toInt())));
    for (QComboBox* combo : {m_precision, m_encoderPrecision})
        for (int i = 0; i < combo->count(); ++i)
            combo->setItemText(i, denoiserPrecisionText(DenoiserPrecision(combo->itemData(i).toInt())));
    for (QComboBox* combo : {m_textEncoders, m_vae})
        for (int i = 0; i < combo->count(); ++i)
            combo->setItemText(i, helperPlacementText(HelperPlacement(combo->itemData(i).toInt())));
    for (int i = 0; i < m_attention->count(); ++i)
        m_attention->setItemText(i, diffusionAttentionText(DiffusionAttention(m_attention->itemData(i).toInt())));
    for (int i = 0; i < m_optimizer->count(); ++i)
        m_optimizer->setItemText(i, diffusionOptimizerText(DiffusionOptimizer(m_optimizer->itemData(i).toInt())));
    fillModels(m_shown.model.task, m_shown.model.key);
    showJob(m_shown);
}

void DiffusionForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DiffusionForm::fillModels(DenoiserTask task, const std::string& selectedKey)
{
    const bool wasFilling = std::exchange(m_filling, true);
    m_model->clear();
    for (const DenoiserSpec& d : bundledDenoiserLibrary().denoisers) {
        if (d.task != task)
            continue;
        m_model->addItem(modelLabel(d), QString::fromStdString(d.key));
        if (d.key == selectedKey)
            m_model->setCurrentIndex(m_model->count() - 1);
    }
    m_filling = wasFilling;
}

void DiffusionForm::showJob(const DiffusionJob& job)
{
    const bool taskChanged = job.model.task != m_shown.model.task || m_model->count() == 0;
    m_shown = job;
    const bool wasFilling = std::exchange(m_filling, true);
    if (taskChanged)
        fillModels(job.model.task, job.model.key);
    m_model->setCurrentIndex(m_model->findData(QString::fromStdString(job.model.key)));
    m_fineTune->setText(job.modelGiven.empty() ? tr("Open a fine-tune…") : jobModelName(job));
    markInvalid(m_fineTune, false);
    m_fineTune->setToolTip(fineTuneHint(job));
    const DiffusionSetting& s = job.setting;
    selectEnum(m_method, s.method);
    m_rank->setValue(s.rank);
    selectEnum(m_targets, s.targets);
    m_dropout->setValue(s.loraDropout);
    m_width->setValue(s.width);
    m_height->setValue(s.height);
    m_frames->setValue(s.frames);
    // 0 reads as the model's own padded length, which the trainers use unless told otherwise.
    m_textTokens->setSpecialValueText(tr("Model's default (%1)").arg(QLocale().toString(job.model.textTokens)));
    m_textTokens->setValue(s.textTokens);
    m_batch->setValue(s.batch);
    m_accumulation->setValue(s.gradAccumulation);
    selectEnum(m_precision, s.precision);
    m_fp32Weights->setChecked(s.fp32Weights);
    m_bf16Adapters->setChecked(s.bf16Adapters);
    selectEnum(m_textEncoders, s.textEncoders);
    selectEnum(m_encoderPrecision, s.textEncoderPrecision);
    selectEnum(m_vae, s.vae);
    m_checkpointing->setChecked(s.checkpointing);
    m_activationOffload->setChecked(s.activationOffload);
    selectEnum(m_attention, s.attention);
    m_swap->setMaximum(maxSwappedBlocks(job.model));
    m_swap->setValue(s.blocksSwapped);
    selectEnum(m_optimizer, s.optimizer);
    m_fusedBackward->setChecked(s.fusedBackward);
    m_gpus->setValue(job.gpus);
    m_steps->setValue(int(std::min<int64_t>(job.steps, 1000000000)));
    m_sizeNote->setText(diffusionTokensText(denoiserTokens(job.model, s)));
    m_filling = wasFilling;
    updateEnabled();
}

/// Rows that do not apply to the job are hidden (frames for an image model) or disabled (the rank of a full
/// fine-tune, the denoiser's storage of one).
void DiffusionForm::updateEnabled()
{
    const bool video = m_shown.model.task == DenoiserTask::Video;
    const bool full = m_shown.setting.method == DiffusionMethod::Full;
    m_layout->setRowVisible(m_frames, video);
    m_rank->setEnabled(!full);
    m_targets->setEnabled(!full);
    m_dropout->setEnabled(m_shown.setting.method == DiffusionMethod::LoRA);
    m_precision->setEnabled(!full);
    m_fp32Weights->setEnabled(full);
    m_bf16Adapters->setEnabled(!full);
    m_fusedBackward->setEnabled(full || m_shown.setting.fusedBackward);
    m_activationOffload->setEnabled(m_shown.setting.checkpointing || m_shown.setting.activationOffload);
}

void DiffusionForm::setGpus(const QStringList& names, const QString& selected)
{
    const bool wasFilling = std::exchange(m_filling, true);
    m_gpu->clear();
    m_gpu->addItem(tr("(none)"), QString());
    for (const QString& name : names)
        m_gpu->addItem(name, name);
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(selected)));
    m_filling = wasFilling;
}

void DiffusionForm::selectGpu(const QString& name)
{
    const bool wasFilling = std::exchange(m_filling, true);
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(name)));
    m_filling = wasFilling;
}

/// The fields' job. A new denoiser starts from its own defaults (resolution, frames, encoders) with the adapter,
/// optimizer and GPUs kept.
DiffusionJob DiffusionForm::jobFromFields() const
{
    DiffusionJob job = m_shown;
    const std::string key = m_model->currentData().toString().toStdString();
    if (key != job.model.key) {
        if (Result<DiffusionJob> fresh = diffusionJobFor(bundledDenoiserLibrary(), key))
            return withSettingOf(std::move(fresh).value(), m_shown);
    }
    DiffusionSetting& s = job.setting;
    s.method = enumValue<DiffusionMethod>(m_method);
    s.rank = m_rank->value();
    s.targets = enumValue<LoraTargets>(m_targets);
    s.loraDropout = m_dropout->value();
    s.width = m_width->value();
    s.height = m_height->value();
    s.frames = m_frames->value();
    s.textTokens = m_textTokens->value();
    s.batch = m_batch->value();
    s.gradAccumulation = m_accumulation->value();
    s.precision =
        s.method == DiffusionMethod::Full ? DenoiserPrecision::BF16 : enumValue<DenoiserPrecision>(m_precision);
    s.fp32Weights = m_fp32Weights->isChecked();
    s.bf16Adapters = m_bf16Adapters->isChecked();
    s.textEncoders = enumValue<HelperPlacement>(m_textEncoders);
    s.textEncoderPrecision = enumValue<DenoiserPrecision>(m_encoderPrecision);
    s.vae = enumValue<HelperPlacement>(m_vae);
    s.checkpointing = m_checkpointing->isChecked();
    s.activationOffload = m_activationOffload->isChecked();
    s.attention = enumValue<DiffusionAttention>(m_attention);
    s.blocksSwapped = m_swap->value();
    s.optimizer = enumValue<DiffusionOptimizer>(m_optimizer);
    s.fusedBackward = m_fusedBackward->isChecked();
    job.gpus = m_gpus->value();
    job.steps = m_steps->value();
    return job;
}

void DiffusionForm::openFineTune(const QString& path)
{
    Result<DiffusionJob> job = fineTuneJob(bundledDenoiserLibrary(), m_shown, path);
    markInvalid(m_fineTune, !job);
    if (!job) {
        m_fineTune->setToolTip(errorSentence(job.error()));
        return;
    }
    emit edited(*job, tr("Open fine-tune %1").arg(jobModelName(*job)));
}

void DiffusionForm::emitEdit(const QString& what)
{
    emit edited(jobFromFields(), what);
}

/// The fields a refusal can name, by the command line's option names (checkDiffusionJob).
std::vector<std::pair<const char*, QWidget*>> DiffusionForm::checkedFields() const
{
    return {{"--width", m_width},
            {"--height", m_height},
            {"--frames", m_frames},
            {"--rank", m_rank},
            {"--batch", m_batch},
            {"--accumulation", m_accumulation},
            {"--swap-blocks", m_swap},
            {"--gpus", m_gpus},
            {"--steps", m_steps},
            {"--precision", m_precision},
            {"--method", m_method},
            {"--lora-dropout", m_dropout},
            {"--text-tokens", m_textTokens},
            {"--fused-backward", m_fusedBackward},
            {"--activation-offload", m_activationOffload}};
}

QWidget* DiffusionForm::fieldNamed(const std::string& option) const
{
    for (const auto& [name, field] : checkedFields()) {
        if (option == name)
            return field;
    }
    return nullptr;
}

void DiffusionForm::showProblem(const std::optional<Error>& problem)
{
    for (const auto& [name, field] : checkedFields())
        markInvalid(field, false);
    if (!problem)
        return;
    if (QWidget* field = fieldNamed(problem->field)) {
        markInvalid(field, true);
        field->setToolTip(errorSentence(*problem));
    }
}

} // namespace tunefit::ui

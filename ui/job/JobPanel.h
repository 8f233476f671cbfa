// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/import/ModelLocator.h"
#include "ui/job/JobInputs.h"

#include <QHash>
#include <QWidget>

#include <initializer_list>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace tunefit::ui {

/// The job form: model, method and its own parameters, precision, batch, parallelism and GPU. It maps the form to
/// JobInputs and says when anything changed; it computes nothing.
class JobPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit JobPanel(QWidget* parent = nullptr);

    JobInputs inputs() const;
    /// Shows these inputs (e.g. of an opened job file) and emits inputsChanged() once. A model not listed yet is
    /// added; an empty GPU name keeps the selected GPU. Setup fields the form does not show are kept as given.
    void setInputs(const JobInputs& inputs);

    /// Adds a model (e.g. from a config.json) to the selector and selects it.
    void addModel(const ModelSpec& model);
    /// Lists the models the Hugging Face cache of `search` holds (import::cachedModels) under "Models on this
    /// computer", after the presets; each is read from its config.json when chosen. Returns how many are listed.
    int listLocalModels(const import::ModelSearch& search);
    /// Reads a Hugging Face config.json and selects the model it describes.
    Result<ModelSpec> openConfigFile(const QString& path);
    /// Selects a model by its display name; false if not listed.
    bool selectModel(const QString& name);
    void setMethod(Method method);
    void setSequenceLength(int tokens);
    void setMicroBatch(int batch);
    /// Dataset and limits: training tokens per epoch, epochs, deadline (hours) and budget (USD); 0 = no limit.
    void setDataset(double tokens, double epochs);
    void setLimits(double deadlineHours, double budgetUsd);
    void setSpotAllowed(bool allowed);
    /// Selects a GPU by its catalog name; false if unknown.
    bool selectGpu(const QString& name);
    /// Offers these GPUs (the built-in catalog's until set), keeping the selected one when it is still there.
    void setGpus(const std::vector<Gpu>& gpus);
    /// The user's model library (Catalog::models): listed in the model box, and read before the bundled entries
    /// when a name is typed.
    void setUserModels(const std::vector<ModelPreset>& models);

    /// Shows the job's error (the evaluation's) under the field it names, with the field marked; every other
    /// field's message is hidden. nullopt hides them all. The bad value stays in its field.
    void showError(const std::optional<Error>& error);
    /// Whether the form has a field of this core name (Error::field), where showError() marks it.
    bool showsField(std::string_view field) const;
    /// The form's label of the field of this core name, without its mnemonic and colon; empty when none.
    QString fieldLabel(std::string_view field) const;
    /// The message shown under a field named as the core names it ("tensor_parallel"); empty when none.
    QString messageFor(std::string_view field) const;

signals:
    void inputsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Names every label, item and placeholder in the current language.
    void retranslateUi();
    /// Every field's one-line tool tip (what it means, in plain words).
    void retranslateToolTips();
    void setRowLabel(QWidget* field, const QString& text);
    void buildModelSection();
    void buildMethodSection();
    void buildObjectiveSection();
    void buildImagesSection();
    void buildTrainingSection();
    void buildHardwareSection();
    void buildLayoutSection();
    void buildDatasetSection();
    /// Puts the fields in the form: model, method and GPUs first, then the method's own settings, training, the
    /// parallel layout, the objective, dataset and limits, images.
    void arrangeForm(QFormLayout* form);
    void arrangeLaterSections(QFormLayout* form);
    void addField(QFormLayout* form, QWidget* editor, std::initializer_list<const char*> coreNames = {});
    /// The words of one section's rows: labels, item names, suffixes and check box texts (JobPanelText.cpp).
    void retranslateModelRows();
    void retranslateMethodRows();
    void retranslateObjectiveRows();
    void retranslateTrainingRows();
    void retranslateHardwareRows();
    void retranslateLayoutRows();
    void retranslateDatasetRows();
    void retranslateImageRows();
    /// One section's tool tips, by field.
    QHash<QWidget*, QString> modelToolTips() const;
    QHash<QWidget*, QString> methodToolTips() const;
    QHash<QWidget*, QString> objectiveToolTips() const;
    QHash<QWidget*, QString> trainingToolTips() const;
    QHash<QWidget*, QString> parallelToolTips() const;
    QHash<QWidget*, QString> datasetToolTips() const;
    QHash<QWidget*, QString> imageToolTips() const;
    /// Every update...Rows(): enables the rows that apply to the job as the form shows it.
    void updateAppliedRows();
    // The fields as a job and back, one group each (JobPanelInputs.cpp).
    void readMethodFields(TrainingSetup& t) const;
    void readStepFields(TrainingSetup& t) const;
    void readObjectiveFields(ObjectiveSetup& o) const;
    void readParallelFields(Job& job) const;
    void readDatasetFields(Job& job) const;
    void showModel(const Job& job);
    void showMethodFields(const TrainingSetup& t);
    void showStepFields(const TrainingSetup& t);
    void showObjectiveFields(const TrainingSetup& t);
    void showParallelFields(const Parallelism& parallel, const QString& gpuName);
    void showDatasetFields(const Job& job);
    /// Enables the row of `field` (label and field) when the field applies to the job; a row that does not apply
    /// stays in place, disabled, and its tool tip says why (nothing moves under the pointer).
    void setApplies(QWidget* field, bool applies, const QString& why);
    /// Expert degrees only for a MoE model, virtual stages only with a pipeline, Megatron sequence parallelism only
    /// with tensor parallelism; the layout's summary and placement in words.
    void updateLayoutRows();
    /// A message row under `editor` for the core's field name (showError()).
    void addMessageRow(QFormLayout* form, QWidget* editor, std::string field);
    void updateMethodRows();
    /// Shows the objective's own rows only, and keeps the reference at the method's default until the user picks one.
    void updateObjectiveRows();
    /// Shows the sequence-parallel degree only when a sequence is split.
    void updateSequenceParallelRows();
    /// The GPUs sorted as a user looks for them (vendor, then memory, then name).
    static std::vector<Gpu> sortedGpus(std::vector<Gpu> gpus);
    /// Shows the images section only for a model with a vision tower, naming that model's tokens per image.
    void updateImageRows();
    /// The parameter-gather box applies to a low-precision recipe only.
    void updatePrecisionRows();
    /// The QAT group-size box applies to a scheme with weight groups only.
    void updateQatRows();
    void updateDatasetRows();
    /// The text typed into the model box, when it is no listed item, read by the one name rule
    /// (core/model/ModelNames.h): selects the entry it is read as, with a note to confirm it, or marks the field and
    /// leaves the job without a model (no numbers) until the user picks one.
    void readTypedModel();
    /// Shows how the model's name was read (or nothing) under the model box.
    void showModelReading();
    /// The model the selector shows.
    ModelSpec currentModel() const;
    void notifyChanged();
    /// A "Models on this computer" item just chosen: reads its config.json into m_models, or refuses the item.
    void resolveLocalModel(int comboIndex);

    std::vector<ModelSpec> m_models;
    std::vector<ModelPreset> m_userModels;
    std::optional<ModelReading> m_modelReading; ///< how the typed or opened name was read; cleared by a pick
    std::optional<Error> m_unreadModel;         ///< the typed name fits no entry: the job has no model
    bool m_readingTypedModel = false;           ///< readTypedModel() is selecting the entry it read
    QLabel* m_modelNote = nullptr;
    import::ModelSearch m_modelSearch;
    int m_localHeader = -1;    ///< combo index of the "Models on this computer" header; -1 = none listed
    int m_lastModelIndex = -1; ///< the combo index of the model in use, to go back to when a cached one fails
    Job m_hiddenJob;         ///< what setInputs() gave, for the fields the form does not show (steps, assumptions, ...)
    bool m_applying = false; ///< setInputs() runs: no inputsChanged() per field
    QFormLayout* m_methodForm = nullptr;
    QLabel* m_sectionModel = nullptr;
    QLabel* m_sectionMethod = nullptr;
    QLabel* m_sectionObjective = nullptr;
    QLabel* m_sectionImages = nullptr;
    QLabel* m_sectionTraining = nullptr;
    QLabel* m_sectionHardware = nullptr;
    QLabel* m_sectionDataset = nullptr;
    QHash<QWidget*, QString> m_toolTips; ///< each field's own tool tip, shown while the field applies
    QComboBox* m_model = nullptr;
    QComboBox* m_method = nullptr;
    QSpinBox* m_rank = nullptr;
    QDoubleSpinBox* m_alpha = nullptr;
    QDoubleSpinBox* m_dropout = nullptr;
    QWidget* m_targets = nullptr;
    std::vector<std::pair<Target, QCheckBox*>> m_targetBoxes;
    QComboBox* m_quant = nullptr;
    QSpinBox* m_virtualTokens = nullptr;
    QSpinBox* m_bottleneck = nullptr;
    QSpinBox* m_lastLayers = nullptr;
    QComboBox* m_objective = nullptr;
    QComboBox* m_reference = nullptr;
    bool m_referenceChosen = false; ///< the user (or an opened file) picked a reference other than the default
    QSpinBox* m_groupSize = nullptr;
    QSpinBox* m_completionLen = nullptr;
    QSpinBox* m_meanCompletionLen = nullptr; ///< 0 = every completion runs to the limit
    QComboBox* m_generation = nullptr;
    QDoubleSpinBox* m_engineFraction = nullptr;
    QSpinBox* m_engineTensorParallel = nullptr; ///< 0 = as the training layout's tensor parallelism
    QCheckBox* m_ktoKl = nullptr;
    QCheckBox* m_rewardModel = nullptr;   ///< GRPO/RLOO/online DPO: a frozen reward model on the GPU
    QSpinBox* m_images = nullptr;         ///< images per sample
    QSpinBox* m_tokensPerImage = nullptr; ///< 0 = the model's figure
    QCheckBox* m_trainVisionTower = nullptr;
    QComboBox* m_compute = nullptr;
    QComboBox* m_lowPrecision = nullptr;         ///< FP8/FP4 recipe of the linears (issue 32)
    QCheckBox* m_precisionParamGather = nullptr; ///< parameters gathered in the recipe's format
    QSpinBox* m_precisionFirst16Bit = nullptr;   ///< blocks at the start kept in the compute type
    QSpinBox* m_precisionLast16Bit = nullptr;    ///< blocks at the end kept in the compute type
    QComboBox* m_qat = nullptr;                  ///< quantization-aware training's scheme (issue 32)
    QSpinBox* m_qatGroupSize = nullptr;          ///< elements per QAT weight scale; 0 = the scheme's default
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_optimizerState = nullptr; ///< the type the moments are stored in (Auto: as the optimizer keeps them)
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_seqLen = nullptr;
    QSpinBox* m_gradAccumulation = nullptr;
    QComboBox* m_checkpointing = nullptr;
    QComboBox* m_attention = nullptr;
    QComboBox* m_loss = nullptr;
    QCheckBox* m_tiledMlp = nullptr;
    QCheckBox* m_optimizerInBackward = nullptr;
    QSpinBox* m_gpus = nullptr;
    QComboBox* m_sharding = nullptr;
    QComboBox* m_offload = nullptr;
    QComboBox* m_sequenceParallel = nullptr;
    QSpinBox* m_sequenceParallelDegree = nullptr;
    QLabel* m_sectionLayout = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QCheckBox* m_megatronSp = nullptr;
    QSpinBox* m_pipelineParallel = nullptr;
    QSpinBox* m_virtualStages = nullptr;
    QSpinBox* m_expertParallel = nullptr;
    QSpinBox* m_expertTensorParallel = nullptr;
    QComboBox* m_experts = nullptr;
    QLabel* m_layoutText = nullptr; ///< the layout's summary and where its groups lie
    struct FieldMessage
    {
        std::string field; ///< as the core names it (Error::field)
        QWidget* editor = nullptr;
        QLabel* message = nullptr;
    };
    std::vector<FieldMessage> m_fieldMessages;
    std::optional<Error> m_shownError; ///< what showError() was given, to word it again on a language change
    QComboBox* m_gpu = nullptr;
    QDoubleSpinBox* m_tokens = nullptr; ///< millions
    QDoubleSpinBox* m_epochs = nullptr;
    QCheckBox* m_packing = nullptr;
    QDoubleSpinBox* m_sampleTokens = nullptr; ///< average tokens of one sample; 0 = unknown
    QDoubleSpinBox* m_deadline = nullptr;     ///< hours; 0 = none
    QDoubleSpinBox* m_budget = nullptr;       ///< USD; 0 = none
    QCheckBox* m_spot = nullptr;
    QCheckBox* m_asSetOnly = nullptr;
};

} // namespace tunefit::ui

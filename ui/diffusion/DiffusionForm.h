// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/diffusion/DiffusionJob.h"

#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tunefit::ui {

/// The form of an image or video job (issue 34): the denoiser of the task, the adapter, the size of the samples, the
/// denoiser's storage, where the text encoders and the VAE are, checkpointing, swapped blocks, the optimizer, the GPUs
/// and the steps. It shows a job and reports edits as the whole edited job; the session decides (undo, checks).
class DiffusionForm final : public QWidget
{
    Q_OBJECT

public:
    explicit DiffusionForm(QWidget* parent = nullptr);

    /// Shows the job in every field (no edited() signal); the model list follows the job's task.
    void showJob(const DiffusionJob& job);
    /// Marks the field a refused edit names (Error::field: the command line's option name), or clears the mark.
    void showProblem(const std::optional<Error>& problem);
    /// The catalog's GPUs for the verdict's card, and the selected one.
    void setGpus(const QStringList& names, const QString& selected);
    void selectGpu(const QString& name);
    /// The job moved onto the library denoiser a fine-tune's diffusers folder (or config.json) is built on, as an
    /// edit; a folder that is none is marked at the Fine-tune field with why, and the job stays as it is.
    void openFineTune(const QString& path);

signals:
    /// The job as the fields now say, and what changed ("Change resolution"), for the session to take or refuse.
    void edited(const tunefit::DiffusionJob& job, const QString& what);
    void gpuChosen(const QString& gpu);

protected:
    void changeEvent(QEvent* event) override;

private:
    void build();
    void addRows();
    void connectFields();
    void retranslateUi();
    void fillModels(DenoiserTask task, const std::string& selectedKey);
    void updateEnabled();
    DiffusionJob jobFromFields() const;
    void emitEdit(const QString& what);
    std::vector<std::pair<const char*, QWidget*>> checkedFields() const;
    QWidget* fieldNamed(const std::string& option) const;

    DiffusionJob m_shown;
    bool m_filling = false;
    QFormLayout* m_layout = nullptr;
    QComboBox* m_model = nullptr;
    QPushButton* m_fineTune = nullptr; ///< the fine-tune the job runs as its denoiser (DiffusionJob::modelGiven)
    QComboBox* m_method = nullptr;
    QSpinBox* m_rank = nullptr;
    QComboBox* m_targets = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_frames = nullptr;
    QSpinBox* m_textTokens = nullptr;
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_accumulation = nullptr;
    QComboBox* m_precision = nullptr;
    QCheckBox* m_fp32Weights = nullptr;
    QCheckBox* m_bf16Adapters = nullptr;
    QCheckBox* m_fusedBackward = nullptr;
    QCheckBox* m_activationOffload = nullptr;
    QDoubleSpinBox* m_dropout = nullptr;
    QComboBox* m_textEncoders = nullptr;
    QComboBox* m_encoderPrecision = nullptr;
    QComboBox* m_vae = nullptr;
    QCheckBox* m_checkpointing = nullptr;
    QSpinBox* m_swap = nullptr;
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_attention = nullptr;
    QSpinBox* m_gpus = nullptr;
    QSpinBox* m_steps = nullptr;
    QComboBox* m_gpu = nullptr;
    QLabel* m_sizeNote = nullptr;
};

} // namespace tunefit::ui

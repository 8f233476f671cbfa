// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/import/RunImport.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;

namespace tunefit::present {
class JobSession;
}

namespace tunefit::ui {

class CatalogSession;

/// The user's measured runs (issue 33), newest last: name, GPU × count, when added, what the log gave.
class RunsModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Id,
        Gpu,
        Added,
        Log,
        ColumnCount
    };
    explicit RunsModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    const RunEntry* runAt(int row) const;

private:
    std::shared_ptr<const Catalog> m_catalog;
};

/// The calibrations kept from runs: the jobs each applies to and what it changes.
class CalibrationsModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Scope,
        Calibration,
        ColumnCount
    };
    explicit CalibrationsModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    const CalibrationEntry* calibrationAt(int row) const;

private:
    std::shared_ptr<const Catalog> m_catalog;
};

/// The add form: the log, the job it ran (the window's, or a training config or job file), the GPU and how many.
/// A refusal is marked at the field it concerns and the form stays open with what was typed.
class AddRunDialog final : public QDialog
{
    Q_OBJECT

public:
    AddRunDialog(const Catalog& catalog, const QString& windowJob, const QString& selectedGpu, QWidget* parent);
    void setLogPath(const QString& path);
    void setConfigPath(const QString& path);
    /// The files as typed; `job` is left empty for a config file, the caller fills it with the window's job.
    RunFiles files() const;
    bool usesWindowJob() const;
    /// Marks the field of a refusal with its reason (and clears the other marks).
    void markRefusal(RunInput input, const QString& reason);
    QString refusalText() const;

private:
    QLineEdit* m_log;
    QRadioButton* m_windowJob;
    QRadioButton* m_fileJob;
    QLineEdit* m_config;
    QComboBox* m_gpu;
    QSpinBox* m_gpus;
    QLabel* m_refusal;
};

/// Catalog > Your runs…: the runs, the selected run against the estimate of its job with what each term would need,
/// "Keep as calibration" (with or without the memory difference, for the run's method or every method), the
/// calibrations kept (removable), undo and redo. A log dropped on the dialog (or the window) opens the add form.
class RunsDialog final : public QDialog
{
    Q_OBJECT

public:
    RunsDialog(CatalogSession* session, present::JobSession* job, QWidget* parent = nullptr);

    RunsModel* runs() const { return m_runs; }
    CalibrationsModel* calibrations() const { return m_calibrations; }
    /// Adds a run from the form's files (the form's OK, and tests); the refusal's input and reason when refused.
    QString addRun(RunFiles files, RunInput* failed = nullptr);
    /// Opens the add form, the log filled in (a dropped file).
    void openAddForm(const QString& logPath = QString());
    void selectRun(int row);
    /// Keeps the selected run as a calibration with the choices of the check boxes; the status text.
    QString keepSelected();
    QString removeSelectedRun();
    QString removeSelectedCalibration();
    QString comparisonText() const;
    QString statusText() const;
    QCheckBox* withMemoryBox() const { return m_withMemory; }
    QCheckBox* everyMethodBox() const { return m_everyMethod; }

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void showComparison();
    void showStatus(const QString& text);
    const RunEntry* selectedRun() const;

    CatalogSession* m_session;
    present::JobSession* m_job;
    RunsModel* m_runs;
    CalibrationsModel* m_calibrations;
    QTableView* m_runTable;
    QTableView* m_calibrationTable;
    QPlainTextEdit* m_comparison;
    QLabel* m_runsLabel;
    QLabel* m_calibrationsLabel;
    QLabel* m_status;
    QCheckBox* m_withMemory;
    QCheckBox* m_everyMethod;
    QPushButton* m_add;
    QPushButton* m_removeRun;
    QPushButton* m_keep;
    QPushButton* m_removeCalibration;
    QPushButton* m_undo;
    QPushButton* m_redo;
};

} // namespace tunefit::ui

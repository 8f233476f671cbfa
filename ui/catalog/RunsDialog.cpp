// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/RunsDialog.h"

#include "core/evaluate/RunComparison.h"
#include "present/ErrorWording.h"
#include "present/Format.h"
#include "present/JobSession.h"
#include "present/RunWording.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/common/InvalidField.h"
#include "ui/common/ScreenFit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

/// A line edit with a "Browse…" button that picks a file into it.
QWidget* fileRow(QLineEdit* edit, const QString& title, QWidget* parent)
{
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* browse = new QPushButton(RunsDialog::tr("Browse…"), row);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    QObject::connect(browse, &QPushButton::clicked, row, [edit, title, parent] {
        const QString path = QFileDialog::getOpenFileName(parent, title, QFileInfo(edit->text()).absolutePath());
        if (!path.isEmpty())
            edit->setText(path);
    });
    return row;
}

} // namespace

void RunsModel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    endResetModel();
}

int RunsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_catalog ? 0 : int(m_catalog->runs.size());
}

int RunsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const RunEntry* RunsModel::runAt(int row) const
{
    return m_catalog && row >= 0 && row < rowCount() ? &m_catalog->runs[size_t(row)] : nullptr;
}

QVariant RunsModel::data(const QModelIndex& index, int role) const
{
    const RunEntry* run = runAt(index.row());
    if (!run || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    switch (index.column()) {
    case Id:
        return qs(run->id);
    case Gpu:
        return tr("%1 × %2").arg(qs(run->gpu), QLocale().toString(run->gpuCount));
    case Added:
        return formatDate(QDateTime::fromString(qs(run->addedAt), Qt::ISODate).date());
    case Log:
        return role == Qt::ToolTipRole ? qs(run->logName) : measuredRunText(run->measured);
    }
    return {};
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Run");
    case Gpu:
        return tr("GPU");
    case Added:
        return tr("Added");
    case Log:
        return tr("What the log gave");
    }
    return {};
}

void CalibrationsModel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    endResetModel();
}

int CalibrationsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_catalog ? 0 : int(m_catalog->calibrations.size());
}

int CalibrationsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const CalibrationEntry* CalibrationsModel::calibrationAt(int row) const
{
    return m_catalog && row >= 0 && row < rowCount() ? &m_catalog->calibrations[size_t(row)] : nullptr;
}

QVariant CalibrationsModel::data(const QModelIndex& index, int role) const
{
    const CalibrationEntry* c = calibrationAt(index.row());
    if (!c || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    return index.column() == Scope ? calibrationScopeText(*c) : calibrationText(*c);
}

QVariant CalibrationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Scope ? tr("Applies to") : tr("Calibration");
}

AddRunDialog::AddRunDialog(const Catalog& catalog, const QString& windowJob, const QString& selectedGpu,
                           QWidget* parent)
    : QDialog(parent), m_log(new QLineEdit(this)), m_windowJob(new QRadioButton(this)),
      m_fileJob(new QRadioButton(this)), m_config(new QLineEdit(this)), m_gpu(new QComboBox(this)),
      m_gpus(new QSpinBox(this)), m_refusal(new QLabel(this))
{
    setWindowTitle(RunsDialog::tr("Add a run"));
    m_log->setObjectName(QStringLiteral("runLog"));
    m_config->setObjectName(QStringLiteral("runConfig"));
    m_gpu->setObjectName(QStringLiteral("runGpu"));
    m_gpus->setObjectName(QStringLiteral("runGpus"));
    m_windowJob->setText(RunsDialog::tr("The job in the window: %1").arg(windowJob));
    m_fileJob->setText(RunsDialog::tr("A training config or Tunefit job file:"));
    m_windowJob->setChecked(true);
    m_gpu->addItem(RunsDialog::tr("As the log names it"), QString());
    for (const tunefit::Gpu& gpu : catalog.gpus)
        m_gpu->addItem(qs(gpu.name), qs(gpu.name));
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(selectedGpu)));
    m_gpus->setRange(0, 100000);
    m_gpus->setSpecialValueText(RunsDialog::tr("As the log or the job says"));
    m_refusal->setWordWrap(true);
    m_refusal->setObjectName(QStringLiteral("runRefusal"));
    auto* form = new QFormLayout;
    form->addRow(RunsDialog::tr("Training log:"), fileRow(m_log, RunsDialog::tr("Training log"), this));
    form->addRow(RunsDialog::tr("Job it ran:"), m_windowJob);
    form->addRow(QString(), m_fileJob);
    form->addRow(QString(), fileRow(m_config, RunsDialog::tr("Training config"), this));
    form->addRow(RunsDialog::tr("GPU:"), m_gpu);
    form->addRow(RunsDialog::tr("GPUs:"), m_gpus);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_config, &QLineEdit::textEdited, this, [this] { m_fileJob->setChecked(true); });
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    resizeToScreen(this, QSize(720, 300));
}

void AddRunDialog::setLogPath(const QString& path)
{
    m_log->setText(path);
}

void AddRunDialog::setConfigPath(const QString& path)
{
    m_config->setText(path);
    m_fileJob->setChecked(true);
}

bool AddRunDialog::usesWindowJob() const
{
    return m_windowJob->isChecked();
}

RunFiles AddRunDialog::files() const
{
    RunFiles files;
    files.logPath = m_log->text().trimmed().toStdString();
    if (!usesWindowJob())
        files.configPath = m_config->text().trimmed().toStdString();
    files.gpu = m_gpu->currentData().toString().toStdString();
    files.gpuCount = m_gpus->value();
    return files;
}

void AddRunDialog::markRefusal(RunInput input, const QString& reason)
{
    const std::pair<RunInput, QWidget*> fields[] = {
        {RunInput::Log, m_log}, {RunInput::Config, m_config}, {RunInput::Gpu, m_gpu}, {RunInput::GpuCount, m_gpus}};
    for (const auto& [which, widget] : fields) {
        markInvalid(widget, which == input && !reason.isEmpty());
        widget->setToolTip(which == input ? reason : QString());
    }
    m_refusal->setText(reason);
}

QString AddRunDialog::refusalText() const
{
    return m_refusal->text();
}

RunsDialog::RunsDialog(CatalogSession* session, present::JobSession* job, QWidget* parent)
    : QDialog(parent), m_session(session), m_job(job), m_runs(new RunsModel(this)),
      m_calibrations(new CalibrationsModel(this)), m_runTable(new QTableView(this)),
      m_calibrationTable(new QTableView(this)), m_comparison(new QPlainTextEdit(this)), m_runsLabel(new QLabel(this)),
      m_calibrationsLabel(new QLabel(this)), m_status(new QLabel(this)), m_withMemory(new QCheckBox(this)),
      m_everyMethod(new QCheckBox(this)), m_add(new QPushButton(this)), m_removeRun(new QPushButton(this)),
      m_keep(new QPushButton(this)), m_removeCalibration(new QPushButton(this)), m_undo(new QPushButton(this)),
      m_redo(new QPushButton(this))
{
    setObjectName(QStringLiteral("runsDialog"));
    setAcceptDrops(true);
    for (QTableView* table : {m_runTable, m_calibrationTable}) {
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        // Few rows: each column as wide as its contents in the language shown, the last one taking the rest.
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        table->horizontalHeader()->setStretchLastSection(true);
        table->verticalHeader()->hide();
    }
    m_runTable->setModel(m_runs);
    m_calibrationTable->setModel(m_calibrations);
    m_comparison->setReadOnly(true);
    m_comparison->setObjectName(QStringLiteral("runComparison"));
    m_status->setWordWrap(true);
    // Adding and removing on one row, keeping with its two choices on the next: long translations stay whole.
    auto* runButtons = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_add, m_removeRun})
        runButtons->addWidget(w);
    runButtons->addStretch();
    auto* keepButtons = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_keep, m_withMemory, m_everyMethod})
        keepButtons->addWidget(w);
    keepButtons->addStretch();
    auto* calibrationButtons = new QHBoxLayout;
    for (QPushButton* b : {m_removeCalibration, m_undo, m_redo})
        calibrationButtons->addWidget(b);
    calibrationButtons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_runsLabel);
    layout->addWidget(m_runTable, 2);
    layout->addLayout(runButtons);
    layout->addWidget(m_comparison, 3);
    layout->addLayout(keepButtons);
    layout->addWidget(m_calibrationsLabel);
    layout->addWidget(m_calibrationTable, 1);
    layout->addLayout(calibrationButtons);
    layout->addWidget(m_status);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QPushButton::clicked, m_session->undoStack(), &QUndoStack::undo);
    connect(m_redo, &QPushButton::clicked, m_session->undoStack(), &QUndoStack::redo);
    connect(m_session, &CatalogSession::changed, this, &RunsDialog::refresh);
    connect(m_session, &CatalogSession::failed, this, &RunsDialog::showStatus);
    connect(m_add, &QPushButton::clicked, this, [this] { openAddForm(); });
    connect(m_removeRun, &QPushButton::clicked, this, [this] { removeSelectedRun(); });
    connect(m_keep, &QPushButton::clicked, this, [this] { keepSelected(); });
    connect(m_removeCalibration, &QPushButton::clicked, this, [this] { removeSelectedCalibration(); });
    refresh();
    retranslate();
    resizeToScreen(this, QSize(1000, 640));
}

void RunsDialog::retranslate()
{
    setWindowTitle(tr("Your runs"));
    m_runsLabel->setText(tr("Runs you measured (drop a training log here to add one):"));
    m_calibrationsLabel->setText(tr("Calibrations kept (used by every estimate, plan and report of jobs they apply "
                                    "to):"));
    m_add->setText(tr("Add run…"));
    m_removeRun->setText(tr("Remove run"));
    m_keep->setText(tr("Keep as calibration"));
    m_withMemory->setText(tr("with its memory difference"));
    m_everyMethod->setText(tr("for every method on the GPU"));
    m_removeCalibration->setText(tr("Remove calibration"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_keep->setToolTip(tr("Scales the predicted time of jobs of this kind on this GPU by the run's measured over "
                          "predicted rate, and adds its memory difference when asked."));
    showComparison();
}

void RunsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_status->clear(); // what the last action did, said in the language it was done in
    }
    QDialog::changeEvent(event);
}

void RunsDialog::refresh()
{
    const int row = m_runTable->currentIndex().isValid() ? m_runTable->currentIndex().row() : 0;
    m_runs->setCatalog(m_session->catalog());
    m_calibrations->setCatalog(m_session->catalog());
    connect(m_runTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunsDialog::showComparison,
            Qt::UniqueConnection);
    selectRun(std::min(row, m_runs->rowCount() - 1));
}

void RunsDialog::selectRun(int row)
{
    if (row >= 0)
        m_runTable->setCurrentIndex(m_runs->index(row, 0));
    showComparison();
}

const RunEntry* RunsDialog::selectedRun() const
{
    return m_runTable->currentIndex().isValid() ? m_runs->runAt(m_runTable->currentIndex().row()) : nullptr;
}

void RunsDialog::showComparison()
{
    const RunEntry* run = selectedRun();
    m_keep->setEnabled(run != nullptr);
    m_removeRun->setEnabled(run != nullptr);
    if (!run) {
        m_comparison->setPlainText(tr("No run yet: add one from its training log and the job it ran."));
        return;
    }
    m_comparison->setPlainText(comparisonReport(*run, compareRun(*run, *m_session->catalog())).join(QLatin1Char('\n')));
}

QString RunsDialog::comparisonText() const
{
    return m_comparison->toPlainText();
}

void RunsDialog::showStatus(const QString& text)
{
    m_status->setText(text);
}

QString RunsDialog::statusText() const
{
    return m_status->text();
}

QString RunsDialog::addRun(RunFiles files, RunInput* failed)
{
    if (files.configPath.empty() && !files.job) {
        JobDocument document;
        document.job = m_job->job();
        files.job = document;
    }
    files.now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const auto run = runFromFiles(files, *m_session->catalog(), failed);
    if (!run)
        return errorSentence(run.error());
    const QString refused = m_session->addRun(*run);
    if (!refused.isEmpty())
        return refused;
    selectRun(m_runs->rowCount() - 1);
    showStatus(tr("Added run %1.").arg(qs(run->id)));
    return {};
}

void RunsDialog::openAddForm(const QString& logPath)
{
    const QString jobName = QString::fromStdString(m_job->job().model.name);
    AddRunDialog form(*m_session->catalog(), jobName, m_job->selectedGpu(), this);
    form.setLogPath(logPath);
    while (form.exec() == QDialog::Accepted) {
        RunInput failed = RunInput::Log;
        const QString refused = addRun(form.files(), &failed);
        if (refused.isEmpty())
            return;
        form.markRefusal(failed, refused); // stays open with what was typed
    }
}

QString RunsDialog::keepSelected()
{
    const RunEntry* run = selectedRun();
    if (!run)
        return {};
    CalibrationChoice choice;
    choice.withMemory = m_withMemory->isChecked();
    choice.methodOnly = !m_everyMethod->isChecked();
    choice.now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const auto calibration = calibrationFromComparison(compareRun(*run, *m_session->catalog()), *run, choice);
    if (!calibration) {
        showStatus(tr("Not kept: %1").arg(keepRefusalText(calibration.error())));
        return statusText();
    }
    const QString refused = m_session->keepCalibration(*calibration);
    showStatus(refused.isEmpty()
                   ? tr("Kept for %1: %2").arg(calibrationScopeText(*calibration), calibrationText(*calibration))
                   : refused);
    return statusText();
}

QString RunsDialog::removeSelectedRun()
{
    const RunEntry* run = selectedRun();
    if (!run)
        return {};
    const RunEntry copy = *run;
    const QString refused = m_session->removeRun(copy);
    showStatus(refused.isEmpty()
                   ? tr("Removed run %1; calibrations kept from it stay until you remove them.").arg(qs(copy.id))
                   : refused);
    return statusText();
}

QString RunsDialog::removeSelectedCalibration()
{
    const QModelIndex index = m_calibrationTable->currentIndex();
    const CalibrationEntry* c = index.isValid() ? m_calibrations->calibrationAt(index.row()) : nullptr;
    if (!c)
        return {};
    const CalibrationEntry copy = *c;
    const QString refused = m_session->removeCalibration(copy);
    showStatus(refused.isEmpty() ? tr("Removed the calibration of %1.").arg(calibrationScopeText(copy)) : refused);
    return statusText();
}

void RunsDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void RunsDialog::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            openAddForm(url.toLocalFile());
            return;
        }
    }
}

} // namespace tunefit::ui
